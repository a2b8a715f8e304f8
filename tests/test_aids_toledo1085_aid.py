"""The Toledo 1085 aid prints what the rules data says, on at most two readable pages."""

from __future__ import annotations

import re

import pytest

from playaid.generator.aids import toledo1085_aid as aid
from playaid.generator.pdf import PAPERS
from playaid.generator.text import minus
from playaid.rules import toledo1085 as t
from tests.conftest import read_pdf

PAPER_NAMES = list(PAPERS)


@pytest.fixture(params=PAPER_NAMES)
def doc(request, toledo1085_aids):
    return read_pdf(toledo1085_aids[request.param])


def test_end_bonus_rows_match_the_data_exactly(doc):
    counts, bonuses = re.search(r"Columns with all three religions ((?:\d )+)End bonus ((?:[+\u2212]?\d+ ?)+)",
                                doc.flat).groups()
    printed = dict(zip(map(int, counts.split()), bonuses.split()))
    assert printed == {n: minus(b) for n, b in t.END_BONUS.items()}


def test_first_to_complete_bonus(doc):
    assert f"First to complete all four: {minus(t.FIRST_TO_COMPLETE_BONUS)}" in doc.flat
    assert f"the bonus is kept even if a sector later falls below {t.COMPLETE_AT} {t.RULING['F1'].mark}" in doc.flat


def test_coin_values_are_the_datas(doc):
    printed = dict(re.findall(r"(gold|silver|vellum) = (\d+)", doc.flat))
    assert printed == {c.value: str(c.worth) for c in t.Coin}


def test_allowance_rows_are_the_datas(doc):
    rows = re.findall(r"(\d(?:\u2013\d)?) (\d) (\d) (\d) (\d+) ", doc.flat.split("Players Gold Silver Vellum Worth")[1])
    printed = {}
    for players, g, s, v, worth in rows[:2]:
        lo, _, hi = players.partition("\u2013")
        for n in range(int(lo), int(hi or lo) + 1):
            printed[n] = (int(g), int(s), int(v), int(worth))
    assert printed == {n: (p.gold, p.silver, p.vellum, p.value) for n, p in t.ALLOWANCE.items()}


def test_proposal_rows_are_the_datas(doc):
    assert "Cards sold" not in doc.flat       # unsold proposals exist (line 243): the table counts what is offered
    section = doc.flat.split("Up for auction")[1]
    rows = re.findall(r"\b([234]) (\d) (\d) (\d)\b", section)[:3]
    assert [tuple(map(int, r)) for r in rows] == [
        (n, t.proposals(n).king, t.proposals(n).nobles, t.proposals(n).total) for n in (2, 3, 4)]


def test_common_card_table_prints_each_card_with_its_prestige(doc):
    for info in t.COMMON_CARDS.values():
        assert re.search(rf"{re.escape(info.name)} {info.prestige} ", doc.flat), info.name
        assert " ".join(info.effect.split()[:6]) in doc.flat


def test_scoring_constants_are_printed(doc):
    assert f"complete at {t.COMPLETE_AT} or more" in doc.flat
    assert f"add +{t.THREE_RELIGIONS_BONUS} at once" in doc.flat


def test_two_player_section_uses_the_data(doc):
    assert f"Allowance: {t.allowance(2)} each round" in doc.flat
    p = t.proposals(2)
    assert f"{p.king} face up and {p.nobles} face down" in doc.flat


def test_worked_example_is_scored_by_the_rules(doc):
    score = t.score_player("Example", aid.EXAMPLE)
    assert re.search(rf"Total {score.total}\b", doc.flat)
    assert f"End bonus: {score.three_religion_columns} columns with three religions {minus(score.end_bonus)}" in doc.flat


def test_round_phases_in_order(doc):
    flat = doc.flat
    positions = [flat.index(f"{p.number}. {p.name}") for p in t.ROUND]
    assert positions == sorted(positions)


def test_rulings_printed_come_from_the_data(doc):
    legend = doc.flat.split("rulebook gaps)")[1]
    for mark in set(re.findall("\u2020[A-Z]\\d", doc.flat)):
        key = mark[1:]
        assert key in t.RULING, mark
        assert f"{mark} {t.RULING[key].topic}" in legend, f"{mark} is printed but not listed in the legend"


def test_setup_and_the_order_of_sale_are_on_the_aid(doc):
    assert "except the Scepter" in doc.flat and "youngest player takes the Scepter" in doc.flat
    assert "in the order they were laid" in doc.flat
    assert "bank" not in doc.flat and "Unspent coins are discarded" in doc.flat
    assert "may steal" in doc.flat


def test_the_herald_and_the_deck_say_what_the_rulings_say(doc):
    assert "for a promise \u2020H2" in doc.flat and "Heartache only" in doc.flat
    assert "20 religion cards and 5 common cards" in doc.flat


def test_same_input_same_bytes(toledo1085_aids):
    from playaid.generator.pdf import COLOUR, make_styles, render

    again = render(aid.pages(PAPERS["a4"], make_styles(COLOUR)), aid.INFO, PAPERS["a4"], COLOUR)
    assert again == toledo1085_aids["a4"]


def test_letter_and_a4_differ_in_page_size(toledo1085_aids):
    sizes = {name: read_pdf(data).reader.pages[0].mediabox for name, data in toledo1085_aids.items()}
    assert [round(float(v)) for v in sizes["a4"][2:]] == [595, 842]
    assert [round(float(v)) for v in sizes["letter"][2:]] == [612, 792]
