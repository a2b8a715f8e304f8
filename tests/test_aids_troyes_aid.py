"""The Troyes reference aid prints the bonus cards, card modifications and bands from the data."""

from __future__ import annotations

import re

import pytest

from playaid.generator.aids import le_roy_sheet as sheet

from playaid.generator.pdf import PAPERS
from playaid.rules import troyes as tr
from tests.conftest import read_pdf, rendered


@pytest.fixture(params=list(PAPERS), scope="module")
def doc(request):
    return read_pdf(rendered("troyes-aid", request.param))


@pytest.mark.parametrize("cards", [tr.bonus_cards(), tr.card_modifications()])
def test_every_card_is_printed_with_its_text(doc, cards):
    for card in cards:
        assert f"{card.name} {' '.join(card.text.split()[:5])}" in doc.flat


def test_solo_changes_and_bands(doc):
    for change in tr.solo_changes().values():
        assert " ".join(change.split()[:6]) in doc.flat
    for b in tr.BANDS:
        label = f"{tr.band_range(b)} (\u2020R1: {tr.band_taken(b)})" if b.ruled else tr.band_range(b)
        assert f"{label} {tr.verdict(b)}" in doc.flat


def test_the_prior_allows_one_white_die(doc):
    """Line 30: no more than one white die in the Prior's action."""
    prior = {c.name: c.text for c in tr.bonus_cards()}["Prior"]
    assert prior.startswith(f"{tr.PRIOR_WHITE_DICE} white die counts as {tr.PRIOR_COUNTS_AS} white dice of the same "
                            "value; that action may use no other white die")
    assert f"Prior {prior}" in doc.flat


def test_the_odds_that_rest_on_a_ruling_are_marked(doc):
    gain = sheet.percent(tr.action_probability(tr.Action.GAIN_VP))
    assert f"{gain} of his turns (rows 11 and 12 included, \u2020T1)" in doc.flat


def test_every_dagger_carries_a_ruling_key(doc):
    for text in doc.pages:
        for m in re.finditer("\u2020(?! and a key)", text):
            assert text[m.end():m.end() + 2] in tr.RULING, text[max(0, m.start() - 40):m.end() + 10]


def test_compact_table_prints_each_roll_with_its_own_values(doc):
    """Each row holds its roll, its action, its price and its chance: two rows swapped fail."""
    section = doc.flat.split("His table at a glance")[1].split("The rulebook's table stops")[0]
    rows = re.findall(r"(?:^| )(1[0-2]|[2-9]) (.+?) (\d+/\d+)(?= |$)", section)
    assert [int(roll) for roll, _, _ in rows] == list(range(2, 13))
    for roll, middle, chance in rows:
        r, p = tr.row(int(roll)), tr.ROLL_PROBABILITY[int(roll)]
        assert chance == f"{p.numerator}/{p.denominator}", roll
        assert middle.startswith(tr.row_text(r).removeprefix("Le Roy ")), roll
        price = tr.price_text(r).replace(" (1 bought from you)", " (1 is yours)")
        assert price in middle, roll
        assert ("\u2020T2" in middle) == ("T2" in r.rulings) and ("\u2020T1" in middle) == ("T1" in r.rulings)
        if "T1" in r.rulings:
            assert f"as row {r.mirrors}" in middle
