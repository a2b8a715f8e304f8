"""The Tolomeo aid and the Eclipsis sheet print what the rules data says, on the pages allowed."""

from __future__ import annotations

import functools
import re

import pytest

from playaid.generator.aids import eclipsis as sheet
from playaid.generator.aids import tolomeo as aid
from playaid.generator.aids.tolomeo_draw import GLYPH, PLANET_GLYPH
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.rules import tolomeo as t
from tests.conftest import read_pdf, rendered

PAPER_NAMES = list(PAPERS)
LIMITS = {"tolomeo-aid": 2, "eclipsis-sheet": 1}


@functools.cache
def parsed(name: str, paper: str):
    return read_pdf(rendered(name, paper))


@pytest.fixture(params=[(name, paper) for name in LIMITS for paper in PAPER_NAMES],
                ids=lambda p: f"{p[0]}-{p[1]}")
def any_doc(request):
    name, paper = request.param
    return name, parsed(name, paper)


@pytest.fixture(params=PAPER_NAMES)
def doc(request):
    return parsed("tolomeo-aid", request.param)


@pytest.fixture(params=PAPER_NAMES)
def ecl(request):
    return parsed("eclipsis-sheet", request.param)


# ------------------------------------------------------------------ both documents


@pytest.mark.parametrize("name, module", [("tolomeo-aid", aid), ("eclipsis-sheet", sheet)])
def test_same_input_same_bytes(name, module):
    again = render(module.pages(PAPERS["a4"], make_styles(COLOUR)), module.INFO, PAPERS["a4"], COLOUR)
    assert again == rendered(name, "a4")


# ------------------------------------------------------------------ the aid

def test_round_strip_counts_the_die_down(doc):
    faces = [int(n) for n in re.findall(r"(\d) Game turn", doc.flat)]
    assert faces == aid.die_faces() == [4, 3, 2, 1]
    assert "Round end" in doc.flat


def test_the_three_actions_in_order(doc):
    positions = [doc.flat.index(x) for x in ("A \u00b7 Draw", "B \u00b7 Use the comet", "C \u00b7 Watch")]
    assert positions == sorted(positions)


def test_payment_rows_are_the_datas(doc):
    section = doc.flat.split("Cards Pay with For Aries")[1].split("Supply empty?")[0]
    for p in t.Payment:
        text = t.payment_text(p)[0].upper() + t.payment_text(p)[1:]
        assert f"{p.cards} {' '.join(text.split()[:4])}" in section
    assert f"2 {t.KNOWN_COLOURS[t.Constellation.ARIES]} cards, not Aries" in section


def test_colour_key_prints_only_the_known_colour(doc):
    key = doc.flat.split("Colour key")[1].split("Configurations")[0]
    for c in t.ZODIAC:
        known = t.KNOWN_COLOURS.get(c)
        expected = f"{known} ({known[0].upper()})" if known else "_" * 10
        assert f"{GLYPH[c]} {c}: {expected}" in key
    assert key.count("_" * 10) == len(t.ZODIAC) - len(t.KNOWN_COLOURS)


def test_wheel_names_every_constellation_and_numbers_each_pair_twice(doc):
    wheel = doc.flat.split("Configurations")[1].split("planets step clockwise")[0]
    for c in t.ZODIAC:
        assert f"{GLYPH[c]} {c}" in wheel
    numbers = re.findall(r"\b(\d+)\b", wheel)
    assert sorted(numbers) == sorted([str(n) for n in range(1, len(t.OPPOSED_PAIRS) + 1)] * 2)
    assert "Aries \u2192 Taurus \u2192 Gemini" in doc.flat


def test_pair_numbers_match_the_oppositions():
    from playaid.generator.aids.tolomeo_draw import pair_number

    for c in t.ZODIAC:
        assert pair_number(c) == pair_number(t.opposite(c))
    assert len({pair_number(c) for c in t.ZODIAC}) == len(t.OPPOSED_PAIRS)


def test_bonus_actions_table_is_the_datas(doc):
    table = doc.flat.split("Bonus actions")[1].split("Setup")[0]
    starts = [table.index(f"{PLANET_GLYPH[p]} {p}") for p in t.PLANETS]
    assert starts == sorted(starts)   # one row per planet, in the rulebook's order
    for p, start, end in zip(t.PLANETS, starts, [*starts[1:], len(table)]):
        row = table[start:end]
        a, b = (t.bonus_effect(t.BONUS_ACTIONS[side][p]) for side in (t.Side.A, t.Side.B))
        assert row.index(b, row.index(a) + len(a)) > 0   # Side A's text, then Side B's, both whole
    assert "Saturn*" in table and t.RULING["B1"].mark in table


def test_bonus_card_rows_are_the_datas(doc):
    rows = re.search(r"Players ((?:\d )+)2-point cards ((?:\d )+)1-point cards ((?:\d ?)+)", doc.flat)
    players = [int(n) for n in rows.group(1).split()]
    assert [int(n) for n in rows.group(2).split()] == [t.bonus_cards_in_play(n).count(2) for n in players]
    assert [int(n) for n in rows.group(3).split()][:len(players)] == [t.bonus_cards_in_play(n).count(1)
                                                                       for n in players]


def test_conversion_table_prints_only_the_known_value(doc):
    row = doc.flat.split("Planets studied")[1].split("Ties:")[0]
    head = [int(n) for n in re.findall(r"\d", row.split("Points")[0])]
    assert head == list(range(len(t.PLANETS) + 1))
    values = re.findall(r"\d+", row.split("sheet)")[1])
    assert values == [str(v) for v in t.KNOWN_PLANET_POINTS.values()]


def test_planet_points_and_ties(doc):
    assert "Side A: none; Side B: Moon +2, Mercury +1" in doc.flat
    assert doc.flat.index("more planets studied wins") < doc.flat.index("then more pawns on the board")


def test_numbers_from_the_data(doc):
    assert f"{t.PAWNS_PER_PLAYER} pawns, {t.STARTING_HAND} constellation cards" in doc.flat
    assert f"keep at most {t.HAND_LIMIT} cards" in doc.flat
    assert f"{t.FLUSH_AT} face-up cards of one colour" in doc.flat
    assert f"move one of your pawns {t.COMET_PAWN_MOVE} constellations" in doc.flat
    assert f"studies all {len(t.PLANETS)} planets" in doc.flat
    assert "(Mars: 4)" in doc.flat and t.KNOWN_TOTAL_MOVES[t.Planet.MARS] == 4


def test_the_key_lists_exactly_the_rulings_the_aid_marks(doc):
    """Every mark printed on the aid is explained in its key, and the key names nothing unmarked."""
    key = doc.flat.split("marks a playaid ruling")[1]
    body = doc.flat.split("marks a playaid ruling")[0]
    in_key = re.findall(r"\u2020([A-Z]\d) ", key)
    assert in_key == list(aid.AID_RULINGS)
    assert set(re.findall(r"\u2020([A-Z]\d)\b", body)) == set(aid.AID_RULINGS)
    for k in aid.AID_RULINGS:
        assert f"{t.RULING[k].mark} {t.ruling_text(t.RULING[k], 'short')}" in key


def test_rulings_the_audit_found_unmarked_are_marked(doc):
    """Issue 9: these were printed as if they were the rulebook."""
    flat = doc.flat
    for phrase, key in [("Pick a constellation", "M2"), ("share the win", "T1"), ("the game turn is played out", "E1"),
                        ("Each planet once per player", "S3"), ("extra turns", "D2")]:
        at = flat.index(phrase)
        assert t.RULING[key].mark in flat[max(0, at - 160):at + len(phrase) + 160], phrase


def test_no_invented_count_of_colours(doc):
    assert "four colours" not in doc.flat.lower() and "4 colours" not in doc.flat
    assert "gives no number of colours" in doc.flat


# ------------------------------------------------------------------ the Eclipsis sheet

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
