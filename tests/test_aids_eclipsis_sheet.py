"""The Eclipsis decision sheet prints what the rules compute, only the text source's words, on one page.

The deck strip and the worked example are read back from the PDF's text and compared, place by
place and row by row, with what :mod:`playaid.rules.tolomeo` computes.
"""

from __future__ import annotations

import re

import pytest

from playaid.generator.aids import eclipsis_sheet as sheet
from playaid.generator.aids.tolomeo_pictures import GLYPH, PLANET_GLYPH
from playaid.generator.pdf import COLOUR, make_styles
from playaid.rules import tolomeo as t
from playaid.rules.text import ENGLISH
from tests.conftest import document, messages_in
from tests.test_aids_tolomeo_aid import (
    bare,
    only_tolomeo_words,
    printed,
    rulings_box_keys,
    running_text,
    say,
    table,
)

SHEET = t.SHEET


ecl = document("eclipsis-sheet", "ecl")


# ------------------------------------------------------------------ the words


def test_every_message_of_the_sheet_is_printed(ecl):
    messages = [*messages_in(SHEET), t.ECLIPSIS_EFFECT[-1], t.ECLIPSIS_REPORT["returned"], t.ECLIPSIS_REPORT["remaining"]]
    missing = [m for m in messages if not printed(m, running_text(ecl))]
    assert not missing, missing


def test_the_sheet_prints_no_sentence_that_is_not_a_tolomeo_message(ecl):
    assert only_tolomeo_words(ecl) == []


# ------------------------------------------------------------------ 1: the setup


def test_deck_positions_come_from_the_odds(ecl):
    strip = ecl.flat.split("Deck place Eclipsis")[1].split("So the Eclipsis")[0]
    cells = re.findall(r"(\d+)(?: [AB])? (never|\d+/\d+)", strip)
    odds = t.eclipsis_odds()
    assert [int(k) for k, _ in cells] == list(range(1, t.EVENT_CARDS + 2))
    for k, text in cells:
        chance = odds.get(int(k))
        assert text == ("never" if chance is None else f"{chance.numerator}/{chance.denominator}")
    # by hand (lines 206-208): never on top or at the bottom, else one chance in eleven
    assert [text for _, text in cells] == ["never"] + ["1/11"] * 11 + ["never"]


def test_setup_picture_uses_the_deck_size(ecl):
    kept = t.EVENT_CARDS - t.ECLIPSIS_SET_ASIDE
    steps = [f"{n}. {say(step)}" for n, step in enumerate(SHEET["deck_steps"], 1)]
    assert " ".join(steps) in ecl.flat
    assert f"Shuffle the {t.EVENT_CARDS} event cards" in ecl.flat
    assert f"Set {t.ECLIPSIS_SET_ASIDE} aside unseen" in ecl.flat and f"{kept} remain" in ecl.flat
    assert f"{kept + 1} shuffled" in ecl.flat and f"one of the {kept + 1} middle places" in ecl.flat


def test_the_pointer_to_the_dealer_is_honest(ecl):
    """The sheet no longer says the command 'deals it for you' (which showed the whole order)."""
    assert "deals it for you" not in ecl.flat
    text = ecl.flat.split("each as likely")[1].split(say(SHEET["revealed"]))[0]
    assert "playaid tolomeo events --eclipsis" in text and "never the cards to come" in text
    assert "face up in a row" in text


# ------------------------------------------------------------------ the banner


def test_the_banner_is_the_eclipsiss_way_through_a_game_in_order(ecl):
    """A sequence (numbered steps), since that is what it is: into the deck, revealed at a round's
    end, each constellation in turn, then discarded for the next card."""
    banner = " ".join(f"{n} {say(m)}" for n, m in enumerate(SHEET["banner"], 1))
    assert banner in ecl.flat and ecl.flat.index(banner) < ecl.flat.index(say(SHEET["setup"]))


# ------------------------------------------------------------------ 2: the reveal


def test_flowchart_asks_the_two_questions_in_order(ecl):
    """The questions, the two outcomes, then the loop's question and the end (the arrows between
    them, the loop back included, are checked in tests/test_pdf_flowchart.py)."""
    flat = ecl.flat
    steps = ["Next constellation", "Any planet here?", "Is the Moon here?", "\u2717 GO BACK",
             "\u2713 THE PAWNS STAY", "Every constellation done?", say(t.ECLIPSIS_EFFECT[-1])]
    positions = [flat.index(s) for s in steps]
    assert positions == sorted(positions)


def test_the_sheet_marks_its_rulings_and_its_box_lists_them(ecl):
    for key, phrase in [("E6", "Shuffle the 12"), ("X3", "B on top, A at the"), ("X2", "the comet have moved"),
                        ("X4", "comet alone")]:
        at = ecl.flat.index(phrase)
        assert t.RULING[key].mark in ecl.flat[at:at + 160], key
    marked, listed = rulings_box_keys(ecl, t.SHEET["subtitle"])
    # every mark the sheet prints, and no other, sorted by key: one look finds a key
    assert set(marked) == {"E6", "X3", "X2", "X4"} and listed == ["E6", "X2", "X3", "X4"]
    for k in listed:
        assert f"{t.RULING[k].mark} {t.ruling_text(t.RULING[k], 'short')}" in ecl.flat


# ------------------------------------------------------------------ 3: the worked example


def expected_row(step: t.EclipsisStep) -> str:
    """One row of the example as the rules compute it: the constellation, its pawns, the verdict."""
    pawns = ", ".join(f"{owner} {n}" for owner, n in step.pawns.items())
    if step.fate is t.Fate.NO_PLANET and step.comet:
        reason = f"comet alone ({t.RULING['X4'].mark})"
    else:
        reason = {t.Fate.NO_PLANET: "no planet", t.Fate.MOON: "the Moon", t.Fate.STAY: "planet, no Moon"}[step.fate]
    verdict = "\u2717 back" if step.fate.returns else "\u2713 stay"
    return f"{GLYPH[step.constellation]} {step.constellation} {pawns} {verdict}: {reason}"


def example_table(ecl) -> str:
    """The worked example's table, read whole again where it runs on into the next column (its
    header row repeated under the section's heading marked as continued)."""
    head = "Constellation Pawns Eclipsis"
    text = running_text(ecl)
    start = text.index(head)
    body = text[start + len(head):text.index("Back to supply", start)]
    return head + body.replace(head, "")


def test_worked_example_is_computed_by_the_rules(ecl):
    result = t.eclipse(sheet.EXAMPLE_SKY, sheet.EXAMPLE_BOARD)
    expected = "Constellation Pawns Eclipsis" + "".join(expected_row(s) for s in result.steps)
    assert bare(example_table(ecl)) == bare(expected)
    assert {s.fate for s in result.steps} == set(t.Fate)  # the example shows every outcome...
    assert any(s.comet and not s.planets for s in result.steps)  # ... the comet's case included
    # the same example worked by hand from the rulebook (line 212, rulings X4 and X2)
    by_hand = {"Aries": "comet alone", "Taurus": "no planet", "Cancer": "the Moon", "Leo": "stay",
               "Sagittarius": "stay"}
    rows = re.split(r"[\u2648-\u2653]", example_table(ecl))
    assert [r.split()[0] for r in rows[1:]] == list(by_hand)
    for row, words in zip(rows[1:], by_hand.values()):
        assert words in row, row


def test_the_outcome_is_the_rules(ecl):
    result = t.eclipse(sheet.EXAMPLE_SKY, sheet.EXAMPLE_BOARD)
    back = ", ".join(f"{o} {n}" for o, n in result.returned.items())
    left = "; ".join(f"{c} " + ", ".join(f"{o} {n}" for o, n in row.items()) for c, row in result.remaining.items())
    assert f"Back to supply: {back} Still on the board: {left}" in ecl.flat
    assert result.returned == {"blue": 1, "green": 1, "red": 3}   # worked by hand from the rulebook, line 212


def test_the_example_wheel_marks_the_same_outcomes(ecl):
    wheel = ecl.flat.split("Still on the board:")[1].split("The same sky")[0]
    result = t.eclipse(sheet.EXAMPLE_SKY, sheet.EXAMPLE_BOARD)
    for step in result.steps:
        mark = "\u2717" if step.fate.returns else "\u2713"
        name = str(step.constellation)
        assert f"{name} {mark}" in wheel or f"{mark} {name}" in wheel
    marked = re.findall(r"[\u2717\u2713]", wheel)
    assert len(marked) == len(result.steps)


def test_the_example_wheel_puts_each_planet_and_the_comet_in_its_constellations_sector():
    """Issue 12: the planets sat in the wheel's inner disc and the comet was a word in the middle.
    Now every planet's glyph stands in the ring, inside the sector of the constellation the sky
    puts it on, and the comet is drawn (a head and a tail) in its own sector; nothing is in the
    inner disc but its centre."""
    import math

    from playaid.generator.aids import tolomeo_pictures as pictures
    from reportlab.graphics.shapes import Circle, Polygon, String

    result = t.eclipse(sheet.EXAMPLE_SKY, sheet.EXAMPLE_BOARD)
    wheel = pictures.sky_wheel(262, 144, sheet.EXAMPLE_SKY, result, make_styles(COLOUR))
    circles = [s for s in wheel.contents if isinstance(s, Circle)]
    inner = max(circles, key=lambda c: c.r)          # the inner disc, drawn over the sectors
    cx, cy = inner.cx, inner.cy
    outer = inner.r + pictures._BAND

    def sector(x, y):
        """The constellation whose sector holds (x, y), and the distance from the centre."""
        angle = math.degrees(math.atan2(y - cy, x - cx))
        index = round(((90.0 - angle) % 360.0) / pictures.SPAN) % len(t.ZODIAC)
        return t.ZODIAC[index], math.hypot(x - cx, y - cy)

    glyph_of = {g: p for p, g in PLANET_GLYPH.items()}
    placed = {}
    for s in wheel.contents:
        if isinstance(s, String) and s.text in glyph_of:
            where, r = sector(s.x, s.y + s.fontSize * 0.36)
            assert inner.r < r < outer, (s.text, r)
            placed[glyph_of[s.text]] = where
    assert placed == dict(zip(t.PLANETS, sheet.EXAMPLE_SKY.planets))
    heads = [c for c in circles if c is not inner and c.r > 2 and c.fillColor == COLOUR.ink]
    (head,) = heads
    where, r = sector(head.cx, head.cy)
    assert where is sheet.EXAMPLE_SKY.comet and inner.r < r < outer
    assert sum(isinstance(s, Polygon) and len(s.points) == 6 for s in wheel.contents) == 3, "the comet's tail"
    assert not any(isinstance(s, String) and "comet" in s.text for s in wheel.contents)
