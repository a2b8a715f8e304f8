"""The le Roy decision sheet: one page, every row of the table and every band from the data."""

from __future__ import annotations

import re

import pytest

from generator.aids import leroy_sheet as sheet
from generator.pdf import PAPERS
from rules import troyes as tr
from tests.conftest import read_pdf, rendered


@pytest.fixture(params=list(PAPERS), scope="module")
def doc(request):
    return read_pdf(rendered("le-roy-sheet", request.param))


def test_every_row_prints_its_action_price_and_exact_chance(doc):
    flat = doc.flat
    for roll, r in tr.TABLE.items():
        p = tr.ROLL_PROBABILITY[roll]
        assert f"{roll} {p.numerator}/{p.denominator} ({sheet.percent(p)}) {r.text}" in flat, roll
        assert r.price_text in flat
    # and every chance printed in the table is the data's
    table = flat.split("Le Roy's turn")[0]
    printed = re.findall(r"\b(1[0-2]|[2-9]) (\d+)/(\d+) \(", table)
    assert sorted(int(roll) for roll, _, _ in printed) == list(range(2, 13))
    for roll, num, den in printed:
        p = tr.ROLL_PROBABILITY[int(roll)]
        assert (int(num), int(den)) == (p.numerator, p.denominator)


def test_ruled_rows_are_marked(doc):
    for roll in (10, 11, 12):
        assert f"\u2020 as row {tr.row(roll).mirrors}" in doc.flat
    assert "\u2020 playaid rulings" in doc.flat


def test_bands_and_rulings_come_from_the_data(doc):
    for b in tr.BANDS:
        assert b.printed in doc.flat and b.verdict in doc.flat
    for key in ("T1", "T2", "B1", "S1", "R1", "D1"):
        r = next(r for r in tr.RULINGS if r.key == key)
        assert f"{key} {r.short[:40]}" in doc.flat


def test_dice_ranking_strip_shows_the_order(doc):
    assert "R6 Y6 W6 R5 Y5 W5" in doc.flat


def test_notes_quote_the_prices_from_the_data(doc):
    assert f"{tr.row(2).price_deniers} deniers on rows 2 and 12" in doc.flat
    assert f"{tr.row(3).price_deniers} on rows 3 and 11" in doc.flat


def test_percent_helper():
    from fractions import Fraction

    assert sheet.percent(Fraction(1, 36)) == "2.8%"
