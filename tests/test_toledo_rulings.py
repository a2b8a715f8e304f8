"""Tests of playaid.rules.toledo.rulings: keys, citations, phrases, the marks written by hand."""

from __future__ import annotations

import re

import pytest

from playaid.rules import toledo as t
from playaid.rules.errors import InvalidNotation




def test_rulings_have_unique_keys_and_cover_the_italian_disagreements():
    keys = [r.key for r in t.RULINGS]
    assert len(keys) == len(set(keys))
    assert all(r.topic and r.source and r.ruling and r.short for r in t.RULINGS)
    italian = " ".join(r.source for r in t.RULINGS if "Italian" in r.source)
    for fact in ("4 nobles", "three rounds", "owner", "start", "any free space", "present it to the emperor",
                 "no word of one card", "no tie-break"):
        assert fact in italian, fact


@pytest.mark.parametrize("key, cited", [
    ("A6", "Italian line 30"),     # the move skill: one card (English) or no limit (Italian)
    ("A8", "Italian line 30"),     # the painting presented to the emperor
    ("B1", "Italian line 19"),     # a shop on any free space
    ("E1", "line 27"),             # the English end trigger against "one more turn" (line 82)
    ("E1", "line 82"),
    ("P2", "line 8"), ("S3", "line 88"), ("A1", "lines 42, 43"), ("M5", "line 42"), ("T4", "line 53"),
])
def test_the_audits_points_each_have_a_ruling_citing_the_rulebook(key, cited):
    assert cited in t.ruling(key).source


def test_every_ruling_cites_a_rulebook_line():
    for r in t.RULINGS:
        assert re.search(r"\blines? \d+", r.source), r.key


def test_no_ruling_states_another_rulings_phrase():
    """A ruling's row on the site carries only its own mark, so it must not use another's words."""
    for r in t.RULINGS:
        text = " ".join((r.topic, r.source, r.ruling, r.short)).lower()
        for other in t.RULINGS:
            if other is not r:
                assert not [p for p in other.phrases if p.lower() in text], (r.key, other.key)


def test_ruling_marks_are_looked_up_by_key():
    assert t.ruling_mark("S3") == "\u2020S3" and t.ruling("M7").topic
    with pytest.raises(InvalidNotation, match="no Toledo ruling 'Z9'"):
        t.ruling("Z9")


@pytest.mark.parametrize("where", ["docs/toledo.rst", "generator/commands/duel.py", "rules/toledo/text.py"])
def test_marks_written_by_hand_name_real_rulings(where):
    """Marks typed into prose (the site page, the duel help) must be keys of Toledo rulings."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / where).read_text(encoding="utf-8")
    text = text.replace("\\u2020", "\u2020")
    found = set(re.findall(r"\u2020([A-Z]\d+)", text))
    assert found and found <= {r.key for r in t.RULINGS}, found - {r.key for r in t.RULINGS}
