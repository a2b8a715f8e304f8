"""Shorthands for the Toledo 1085 tests: cards that read like the table (``S(COM, I, 4)``), purses."""

from __future__ import annotations

from hypothesis import strategies as st

from playaid.rules import toledo1085 as t

C, I, J = t.Religion.CHRISTIANITY, t.Religion.ISLAM, t.Religion.JUDAISM
COM, CUL, THE, SCI = t.Sector.COMMERCE, t.Sector.CULTURE, t.Sector.THEOLOGY, t.Sector.SCIENCE


def S(sector, religion, prestige):  # noqa: N802 - reads like a card
    return t.SectorCard(sector, religion, prestige)


def N(religion, prestige):  # noqa: N802
    return t.NobilityCard(religion, prestige)


def common(kind, sector=None):
    return t.CommonCard(kind, sector)


#: Purses a table can hold (the box's limits), lent and minted coins included.
purses = st.builds(t.Purse, st.integers(0, 3), st.integers(0, 4), st.integers(0, 7),
                   st.integers(0, 1), st.integers(0, 1))
