"""Tests of playaid.rules.tolomeo.rulings: every ruling complete, marked and named where the code cites it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from playaid.rules import tolomeo as t
from playaid.rules.text import placeholders

PACKAGE = Path(t.__file__).parent


def test_rulings_are_unique_and_cover_the_known_gaps():
    keys = [r.key for r in t.RULINGS]
    assert len(keys) == len(set(keys))
    for needed in ("Z1", "K4", "D10", "D11", "W4", "C7", "S1", "S10", "B6", "P4", "T8", "X4", "X2", "A2", "J3",
                   "J4", "M15", "M17", "E6"):
        assert needed in keys
    assert all(r.topic and r.source and r.ruling and r.short for r in t.RULINGS)
    assert t.RULING == {r.key: r for r in t.RULINGS} and t.GAME_INFO.rulings is t.RULINGS


@pytest.mark.parametrize("field", ["topic", "source", "ruling", "short"])
def test_every_field_fills_in_from_the_data(field):
    """A ruling's numbers are placeholders of text.values() (never typed), its marks rulings of the game."""
    names = set(t.values())
    for r in t.RULINGS:
        for name in placeholders(getattr(r, field)):
            assert name in names or name.lstrip("\u2020") in t.RULING, (r.key, field, name)
        assert "{" not in t.ruling_text(r, field), (r.key, field)


def test_the_phrases_follow_the_data():
    assert f"up to {t.MAX_PLAYERS} players" in t.RULING["N3"].phrases
    assert f"shuffle the {t.EVENT_CARDS}" in t.RULING["E6"].phrases
    assert f"at most {t.WATCH_PAWNS} pawns" in t.RULING["C7"].phrases
    assert t.ruling_text(t.RULING["N3"], "short") == f"up to {t.MAX_PLAYERS} players"


def test_every_mark_the_code_cites_is_a_ruling():
    """Error messages cite rulings with mark("KEY"); the messages with {†KEY}: each key exists."""
    for path in PACKAGE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for key in re.findall(r"mark\(\"([A-Z]\d+)\"\)|mark\('([A-Z]\d+)'\)", text):
            assert (key[0] or key[1]) in t.RULING, (path.name, key)
        for key in re.findall(r"\{\u2020([A-Z]\d+)\}", text):
            assert key in t.RULING, (path.name, key)
