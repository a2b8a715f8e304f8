"""The Troyes reference aid prints the bonus cards, card modifications and bands from the data."""

from __future__ import annotations

import re

import pytest

from playaid.generator.aids import leroy_sheet as sheet

from playaid.generator.pdf import PAPERS
from playaid.rules import troyes as tr
from tests.conftest import read_pdf, rendered


@pytest.fixture(params=list(PAPERS), scope="module")
def doc(request):
    return read_pdf(rendered("troyes-aid", request.param))


@pytest.mark.parametrize("cards", [tr.BONUS_CARDS, tr.CARD_MODIFICATIONS])
def test_every_card_is_printed_with_its_text(doc, cards):
    for card in cards:
        assert f"{card.name} {' '.join(card.text.split()[:5])}" in doc.flat


def test_solo_changes_and_bands(doc):
    for change in tr.SOLO_CHANGES:
        assert " ".join(change.split()[:6]) in doc.flat
    for b in tr.BANDS:
        label = f"{b.printed} (\u2020R1: {b.taken})" if b.ruled else b.printed
        assert f"{label} {b.verdict}" in doc.flat


def test_the_prior_allows_one_white_die(doc):
    """Line 30: no more than one white die in the Prior's action."""
    assert "Prior One white die counts as two white dice of the same value; that action may use no other white die" \
        in doc.flat


def test_the_odds_that_rest_on_a_ruling_are_marked(doc):
    gain = sheet.percent(tr.action_probability(tr.Action.GAIN_VP))
    assert f"{gain} of his turns (rows 11 and 12 included, \u2020T1)" in doc.flat


def test_every_dagger_carries_a_ruling_key(doc):
    for text in doc.pages:
        for m in re.finditer("\u2020(?! and a key)", text):
            assert text[m.end():m.end() + 2] in tr.RULING, text[max(0, m.start() - 40):m.end() + 10]


def test_compact_table_has_every_roll(doc):
    section = doc.flat.split("His table at a glance")[1]
    for roll in range(2, 13):
        p = tr.ROLL_PROBABILITY[roll]
        assert f"{p.numerator}/{p.denominator}" in section
