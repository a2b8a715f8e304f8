"""Tests of playaid.rules.toledo.rulings: keys, citations, phrases, the marks written by hand."""

from __future__ import annotations

import re

import pytest

from playaid.rules import toledo as t
from playaid.rules.errors import InvalidNotation
from playaid.rules.text import ENGLISH, placeholders


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
    ("B5", "Italian line 19"),     # a shop on any free space
    ("E5", "line 27"),             # the English end trigger against "one more turn" (line 82)
    ("E5", "line 82"),
    ("P2", "line 8"), ("S9", "line 88"), ("A9", "lines 42, 43"), ("M12", "line 42"), ("T4", "line 53"),
    # the second audit: the paintings' order (the stack, the top card), the flipped move skill tile
    ("A15", "line 19"), ("A15", "line 62"), ("A16", "line 74"), ("M3", "line 42"), ("S4", "lines 78, 87"),
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
    assert t.ruling_mark("S9") == "\u2020S9" and t.ruling("M7").topic
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


#: Numbers a ruling may print as they stand, being no number of playaid's data: the Italian
#: rulebook's four nobles, the score at which a duel's third card is drawn, a score sheet's single
#: player, the track's notation, the rulebook's example swords, a typing error's size and a sword's
#: least cost in steel. A zero may stand anywhere.
QUOTED = {"P3": {"4"}, "P2": {"1"}, "D1": {"1"}, "T5": {"1", "2"}, "A13": {"1", "7", "10", "12", "4000"}}
FIELDS = ("topic", "source", "ruling", "short")


def _without_citations(text: str) -> str:
    """``text`` without its rulebook line references (``line 8``, ``Italian lines 36 to 43``)."""
    return re.sub(r"\b(?:Italian )?lines? \d+(?:(?:, | to |-)\d+)*", "", text)


@pytest.mark.parametrize("ruling", t.RULINGS, ids=lambda r: r.key)
def test_the_numbers_of_a_ruling_are_placeholders_filled_in_from_the_data(ruling):
    """A number of the game in a ruling is a named placeholder, so the ruling can never disagree with
    the data; only line references and the rulebook's own figures stay as written."""
    values = t.message_values()
    for field in FIELDS:
        text = getattr(ruling, field)
        marks = {p for p in placeholders(text) if p.startswith("\u2020")}
        assert {m[1:] for m in marks} <= {r.key for r in t.RULINGS}, (ruling.key, field)
        assert placeholders(text) - marks <= set(values), (ruling.key, field)
        digits = set(re.findall(r"\d+", _without_citations(text)))
        assert digits <= {"0"} | QUOTED.get(ruling.key, set()), (ruling.key, field, digits)
        assert "{" not in ENGLISH(text, **values)


def test_a_ruling_shows_the_datas_numbers():
    said = {r.key: {f: t.say(getattr(r, f)) for f in FIELDS} for r in t.RULINGS}
    assert said["P3"]["short"] == f"{t.PIECES_PER_PLAYER} pieces each"
    assert said["P2"]["short"] == f"{t.MIN_PLAYERS} to {t.MAX_PLAYERS} players"
    assert f"at most {t.PAINTINGS};" in said["A12"]["ruling"]
    assert f"would cost {t.Row.TOP.price}," in said["T4"]["source"]
    assert said["S4"]["ruling"].endswith(f"scores {t.MOVE_SKILL_PENALTY}.")
    assert "names purple and brown skills" in said["D8"]["source"]
