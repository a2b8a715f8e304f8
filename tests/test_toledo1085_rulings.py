"""Tests of playaid.rules.toledo1085.rulings: keys, fields, and the numbers in them."""

from __future__ import annotations

import re

import pytest

from playaid.rules import toledo1085 as t
from playaid.rules.text import ENGLISH, placeholders
from tests.test_toledo1085_text import _without_citations, catalog

FIELDS = ("topic", "source", "ruling", "short")
#: Numbers a ruling quotes that are no number of the game: notation, the rulebook's own example,
#: an editor's note playaid does not score, the rulebook's editions.
QUOTED = {"S6": {"1"}, "V3": {"8", "2"}, "M5": {"1", "2"}}


def test_rulings_have_unique_keys_and_text():
    keys = [r.key for r in t.RULINGS]
    assert len(keys) == len(set(keys))
    assert all(r.topic and r.source and r.ruling and r.short for r in t.RULINGS)
    assert {"A3", "F1", "H2", "H3", "H4", "J2", "D3", "V3", "E4"} <= set(t.RULING)
    assert t.RULING["F1"].mark == "\u2020F1"
    assert list(t.RULING.values()) == list(t.RULINGS)


@pytest.mark.parametrize("ruling", t.RULINGS, ids=lambda r: r.key)
def test_every_field_a_player_reads_is_a_marked_message(ruling):
    for field in FIELDS:
        assert (None, getattr(ruling, field)) in catalog(), (ruling.key, field)


@pytest.mark.parametrize("ruling", t.RULINGS, ids=lambda r: r.key)
def test_the_numbers_of_a_ruling_come_from_the_data(ruling):
    values = t.message_values()
    for field in FIELDS:
        text = getattr(ruling, field)
        marks = {p for p in placeholders(text) if p.startswith("\u2020")}
        assert {m[1:] for m in marks} <= set(t.RULING), (ruling.key, field)
        assert placeholders(text) - marks <= set(values), (ruling.key, field)
        digits = set(re.findall(r"\d+", _without_citations(text.replace("1.0", "").replace("2.0", ""))))
        assert digits <= {"0"} | QUOTED.get(ruling.key, set()), (ruling.key, field, digits)
        ENGLISH(text, **values)


def test_the_deck_ruling_adds_up():
    """†C6 as a player reads it: the numbers filled in are the deck's."""
    said = ENGLISH(t.RULING["C6"].ruling, **t.message_values())
    assert "4 sectors x (20 religion cards + 5 common cards) + Nobility (10 religion cards + 5 common cards)" in said
    assert "= 116, and 4 x 20 + 10 = 90 religion cards, 30 of each" in said


def test_no_ruling_topic_needs_filling_in():
    """The aid prints topics as they are (its legend), so a topic holds no placeholder."""
    assert not [r.key for r in t.RULINGS if placeholders(r.topic)]
