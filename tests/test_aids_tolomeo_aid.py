"""The Tolomeo player aid prints what the rules data says, on the pages allowed."""

from __future__ import annotations

import functools
import re

import pytest

from playaid.generator.aids import tolomeo_aid as aid
from playaid.generator.aids.tolomeo_pictures import GLYPH, PLANET_GLYPH
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.rules import tolomeo as t
from tests.conftest import read_pdf, rendered

PAPER_NAMES = list(PAPERS)


@functools.cache
def parsed(paper: str):
    return read_pdf(rendered("tolomeo-aid", paper))


@pytest.fixture(params=PAPER_NAMES)
def doc(request):
    return parsed(request.param)


def test_same_input_same_bytes():
    again = render(aid.pages(PAPERS["a4"], make_styles(COLOUR)), aid.INFO, PAPERS["a4"], COLOUR)
    assert again == rendered("tolomeo-aid", "a4")


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
    from playaid.generator.aids.tolomeo_pictures import pair_number

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
