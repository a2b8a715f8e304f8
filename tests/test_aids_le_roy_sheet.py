"""The le Roy decision sheet: one page, every row of the table and every band from the data."""

from __future__ import annotations

import re

import pytest

from playaid.generator.aids import le_roy_sheet as sheet
from playaid.generator.pdf import PAPERS
from playaid.rules import troyes as tr
from tests.conftest import read_pdf, rendered


@pytest.fixture(params=list(PAPERS), scope="module")
def doc(request):
    return read_pdf(rendered("le-roy-sheet", request.param))


def test_every_row_prints_its_action_price_and_exact_chance(doc):
    flat = doc.flat
    for roll, r in tr.TABLE.items():
        p = tr.ROLL_PROBABILITY[roll]
        assert f"{roll} {p.numerator}/{p.denominator} ({sheet.percent(p)}) {tr.row_text(r)}" in flat, roll
        assert tr.price_text(r) in flat
    # and every chance printed in the table is the data's
    table = flat.split("Le Roy's turn")[0]
    printed = re.findall(r"\b(1[0-2]|[2-9]) (\d+)/(\d+) \(", table)
    assert sorted(int(roll) for roll, _, _ in printed) == list(range(2, 13))
    for roll, num, den in printed:
        p = tr.ROLL_PROBABILITY[int(roll)]
        assert (int(num), int(den)) == (p.numerator, p.denominator)


def test_ruled_rows_are_marked(doc):
    for roll in (10, 11, 12):
        assert f"\u2020T1 as row {tr.row(roll).mirrors}" in doc.flat
    assert "1 die per free banner \u2020T2 like row 5" in doc.flat
    assert "mirrored around 7" in doc.flat


def test_every_dagger_carries_a_ruling_key(doc):
    """One marker everywhere: a bare \u2020 (as the sheet once printed) is never enough."""
    for text in doc.pages:
        for m in re.finditer("\u2020(?! and a key)", text):
            key = text[m.end():m.end() + 2]
            assert key in tr.RULING, text[max(0, m.start() - 40):m.end() + 10]


def test_bands_and_notes_come_from_the_data(doc):
    for b in tr.BANDS:
        assert tr.band_range(b) in doc.flat and tr.verdict(b) in doc.flat
        if b.ruled:
            assert f"{tr.band_range(b)} (\u2020R1: {tr.band_taken(b)})" in doc.flat
    for n in tr.notes():
        assert f"({n.number}) {' '.join(n.text.split()[:8])}" in doc.flat


def test_the_price_counts_the_die_he_buys(doc):
    """Line 70 with lines 73-74: the price is the dice he spends, the bought one among them."""
    assert "how many of his dice" not in doc.flat
    assert "the one he buys from you included" in doc.flat


def test_the_new_rulings_are_on_the_sheet(doc):
    for key in ("B1", "B2", "B3", "B4", "C1", "C2", "E1", "E2", "K1", "K2", "M1", "M2", "W1", "W2", "X1",
                "S1", "S2", "D1", "R1", "T1", "T2", "L1", "N1", "G2"):
        assert tr.RULING[key].mark in doc.flat, key


def test_dice_ranking_strip_shows_the_order(doc):
    assert "R6 Y6 W6 R5 Y5 W5" in doc.flat


def test_notes_quote_the_prices_from_the_data(doc):
    assert f"for {tr.row(2).price_deniers} deniers, paid by the bank" in doc.flat
    assert f"for {tr.row(3).price_deniers} deniers, paid by the bank" in doc.flat


def test_percent_helper():
    from fractions import Fraction

    assert sheet.percent(Fraction(1, 36)) == "2.8%"
