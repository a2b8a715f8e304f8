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
    for needed in ("Z1", "K1", "D1", "D2", "W1", "C1", "S1", "S3", "B1", "P1", "T1", "X1", "X2", "A2", "J1",
                   "J2", "M3", "M4", "E3"):
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
    assert f"up to {t.MAX_PLAYERS} players" in t.RULING["N1"].phrases
    assert f"shuffle the {t.EVENT_CARDS}" in t.RULING["E3"].phrases
    assert f"at most {t.WATCH_PAWNS} pawns" in t.RULING["C1"].phrases
    assert t.ruling_text(t.RULING["N1"], "short") == f"up to {t.MAX_PLAYERS} players"


def test_every_mark_the_code_cites_is_a_ruling():
    """Error messages cite rulings with mark("KEY"); the messages with {†KEY}: each key exists."""
    for path in PACKAGE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for key in re.findall(r"mark\(\"([A-Z]\d)\"\)|mark\('([A-Z]\d)'\)", text):
            assert (key[0] or key[1]) in t.RULING, (path.name, key)
        for key in re.findall(r"\{\u2020([A-Z]\d)\}", text):
            assert key in t.RULING, (path.name, key)
