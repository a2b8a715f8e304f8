"""The Troyes reference aid prints the bonus cards, card modifications and bands from the data."""

from __future__ import annotations

import pytest

from generator.pdf import PAPERS
from rules import troyes as tr
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
        assert f"{b.printed} {b.verdict}" in doc.flat


def test_compact_table_has_every_roll(doc):
    section = doc.flat.split("His table at a glance")[1]
    for roll in range(2, 13):
        p = tr.ROLL_PROBABILITY[roll]
        assert f"{p.numerator}/{p.denominator}" in section
