"""The Eclipsis decision sheet prints what the rules compute, only the text source's words, on one page.

The deck strip and the worked example are read back from the PDF's text and compared, place by
place and row by row, with what :mod:`playaid.rules.tolomeo` computes.
"""

from __future__ import annotations

import functools
import re

import pytest

from playaid.generator.aids import eclipsis_sheet as sheet
from playaid.generator.aids.tolomeo_pictures import COMET_GLYPH, GLYPH, PLANET_GLYPH
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.rules import tolomeo as t
from playaid.rules.text import ENGLISH
from tests.conftest import read_pdf, rendered
from tests.test_aids_tolomeo_aid import bare, only_tolomeo_words, printed, say, table, walk

PAPER_NAMES = list(PAPERS)
SHEET = t.SHEET


@functools.cache
def parsed(paper: str):
    return read_pdf(rendered("eclipsis-sheet", paper))


@pytest.fixture(params=PAPER_NAMES)
def ecl(request):
    return parsed(request.param)


def test_same_input_same_bytes():
    again = render(sheet.pages(PAPERS["a4"], make_styles(COLOUR)), sheet.INFO, PAPERS["a4"], COLOUR)
    assert again == rendered("eclipsis-sheet", "a4")


# ------------------------------------------------------------------ the words


def test_every_message_of_the_sheet_is_printed(ecl):
    messages = [*walk(SHEET), t.ECLIPSIS_EFFECT[-1], *walk(t.AID["reasons"]), t.ECLIPSIS_REPORT["returned"],
                t.ECLIPSIS_REPORT["remaining"]]
    missing = [m for m in messages if not printed(m, ecl.flat)]
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
    text = ecl.flat.split("each as likely")[1].split("2 \u00b7 When")[0]
    assert "playaid tolomeo events --eclipsis" in text and "never the cards to come" in text
    assert "face up in a row" in text


# ------------------------------------------------------------------ 2: the reveal


def test_flowchart_asks_the_two_questions_in_order(ecl):
    """The questions, the two outcomes, then the loop's question and the end (the arrows between
    them, the loop back included, are checked in tests/test_pdf_flowchart.py)."""
    flat = ecl.flat
    steps = ["Take each constellation", "Any planet here?", "Is the Moon here?", "\u2717 GO BACK",
             "\u2713 THE PAWNS STAY", "Every constellation done?", say(t.ECLIPSIS_EFFECT[-1])]
    positions = [flat.index(s) for s in steps]
    assert positions == sorted(positions)


def test_the_sheet_marks_its_rulings_and_explains_the_marks(ecl):
    for key, phrase in [("E3", "Shuffle the 12"), ("X3", "B on top, A at the"), ("X2", "the comet have moved"),
                        ("X1", "comet alone")]:
        at = ecl.flat.index(phrase)
        assert t.RULING[key].mark in ecl.flat[at:at + 160], key
    key = ecl.flat.split("marks a playaid ruling")[1]
    assert re.findall(r"\u2020([A-Z]\d) ", key) == list(sheet.SHEET_RULINGS)
    assert set(re.findall(r"\u2020([A-Z]\d)\b", ecl.flat)) == set(sheet.SHEET_RULINGS)
    for k in sheet.SHEET_RULINGS:
        assert f"{t.RULING[k].mark} {t.ruling_text(t.RULING[k], 'short')}" in key


# ------------------------------------------------------------------ 3: the worked example


def expected_row(step: t.EclipsisStep) -> str:
    """One row of the example as the rules compute it: the constellation, its sky, its pawns, the verdict."""
    sky = [f"{PLANET_GLYPH[p]} {p}" for p in step.planets] + ([f"{COMET_GLYPH} comet"] if step.comet else [])
    pawns = ", ".join(f"{owner} {n}" for owner, n in step.pawns.items())
    if step.fate is t.Fate.NO_PLANET and step.comet:
        reason = f"comet alone ({t.RULING['X1'].mark})"
    else:
        reason = {t.Fate.NO_PLANET: "no planet", t.Fate.MOON: "the Moon", t.Fate.STAY: "planet, no Moon"}[step.fate]
    verdict = "\u2717 back" if step.fate.returns else "\u2713 stay"
    return f"{GLYPH[step.constellation]} {step.constellation} {ENGLISH.join(sky) or 'empty'} {pawns} {verdict}: {reason}"


def test_worked_example_is_computed_by_the_rules(ecl):
    result = t.eclipse(sheet.EXAMPLE_SKY, sheet.EXAMPLE_BOARD)
    expected = "Constellation Sky Pawns Eclipsis" + "".join(expected_row(s) for s in result.steps)
    assert table(ecl.flat, "Constellation Sky Pawns", "Back to supply") == bare(expected)
    assert {s.fate for s in result.steps} == set(t.Fate)  # the example shows every outcome...
    assert any(s.comet and not s.planets for s in result.steps)  # ... the comet's case included
    # the same example worked by hand from the rulebook (line 212, rulings X1 and X2)
    by_hand = {"Aries": "comet alone", "Taurus": "no planet", "Cancer": "the Moon", "Leo": "stay",
               "Sagittarius": "stay"}
    rows = re.split(r"[\u2648-\u2653]", ecl.flat.split("Constellation Sky Pawns Eclipsis")[1].split("Back to")[0])
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
