"""The Eclipsis decision sheet prints what the rules compute, on one page."""

from __future__ import annotations

import functools
import re

import pytest

from playaid.generator.aids import eclipsis_sheet as sheet
from playaid.generator.aids.tolomeo_pictures import GLYPH
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.rules import tolomeo as t
from tests.conftest import read_pdf, rendered

PAPER_NAMES = list(PAPERS)


@functools.cache
def parsed(paper: str):
    return read_pdf(rendered("eclipsis-sheet", paper))


@pytest.fixture(params=PAPER_NAMES)
def ecl(request):
    return parsed(request.param)


def test_same_input_same_bytes():
    again = render(sheet.pages(PAPERS["a4"], make_styles(COLOUR)), sheet.INFO, PAPERS["a4"], COLOUR)
    assert again == rendered("eclipsis-sheet", "a4")


def test_deck_positions_come_from_the_odds(ecl):
    strip = ecl.flat.split("Deck place Eclipsis")[1].split("So the Eclipsis")[0]
    cells = re.findall(r"(\d+)(?: [AB])? (never|\d+/\d+)", strip)
    odds = t.eclipsis_odds()
    assert [int(k) for k, _ in cells] == list(range(1, t.EVENT_CARDS + 2))
    for k, text in cells:
        chance = odds.get(int(k))
        assert text == ("never" if chance is None else f"{chance.numerator}/{chance.denominator}")


def test_the_pointer_to_the_dealer_is_honest(ecl):
    """The sheet no longer says the command 'deals it for you' (which showed the whole order)."""
    assert "deals it for you" not in ecl.flat
    text = ecl.flat.split("each as likely")[1].split("2 \u00b7 When")[0]
    assert "playaid tolomeo events --eclipsis" in text and "never the cards to come" in text
    assert "face up in a row" in text


def test_the_sheet_marks_its_rulings_and_explains_the_marks(ecl):
    for key, phrase in [("E3", "Shuffle the 12"), ("X3", "B on top, A at the"), ("X2", "the comet have moved"),
                        ("X1", "comet alone")]:
        at = ecl.flat.index(phrase)
        assert t.RULING[key].mark in ecl.flat[at:at + 160], key
    key = ecl.flat.split("marks a playaid ruling")[1]
    assert re.findall(r"\u2020([A-Z]\d) ", key) == list(sheet.SHEET_RULINGS)
    assert set(re.findall(r"\u2020([A-Z]\d)\b", ecl.flat)) == set(sheet.SHEET_RULINGS)


def test_setup_picture_uses_the_deck_size(ecl):
    assert f"Shuffle the {t.EVENT_CARDS} event cards" in ecl.flat
    assert f"{t.EVENT_CARDS - 2} remain" in ecl.flat and f"{t.EVENT_CARDS - 1} shuffled" in ecl.flat


def test_flowchart_asks_the_two_questions_in_order(ecl):
    """The questions, the two outcomes, then the loop's question and the end (the arrows between
    them, the loop back included, are checked in tests/test_pdf_flowchart.py)."""
    flat = ecl.flat
    steps = ["Take each constellation", "Any planet here?", "Is the Moon here?", "\u2717 GO BACK",
             "\u2713 THE PAWNS STAY", "Every constellation done?", "Discard the Eclipsis, reveal the next event card"]
    positions = [flat.index(s) for s in steps]
    assert positions == sorted(positions)


def test_worked_example_is_computed_by_the_rules(ecl):
    result = t.eclipse(sheet.EXAMPLE_SKY, sheet.EXAMPLE_BOARD)
    table = ecl.flat.split("Constellation Sky Pawns Eclipsis")[1].split("Back to supply")[0]
    for step in result.steps:
        row = table[table.index(f"{GLYPH[step.constellation]} {step.constellation}"):]
        verdict = "\u2717 back" if step.fate.returns else "\u2713 stay"
        assert row.index(sheet.pawn_text(step.pawns)) < row.index(verdict)
    fates = {s.fate for s in result.steps}
    assert fates == set(t.Fate)  # the example shows every outcome, the comet's case included
    assert any(s.comet and not s.planets for s in result.steps)
    back = ", ".join(f"{o} {n}" for o, n in result.returned.items())
    assert f"Back to supply: {back}." in ecl.flat


def test_the_example_wheel_marks_the_same_outcomes(ecl):
    wheel = ecl.flat.split("Sagittarius red 1.")[1].split("The same sky")[0]
    result = t.eclipse(sheet.EXAMPLE_SKY, sheet.EXAMPLE_BOARD)
    for step in result.steps:
        mark = "\u2717" if step.fate.returns else "\u2713"
        name = str(step.constellation)
        assert f"{name} {mark}" in wheel or f"{mark} {name}" in wheel
