"""The Toledo aid prints what the rules data says, on at most two readable pages."""

from __future__ import annotations

import re

import pytest

from playaid.generator.aids import toledo_aid as aid
from playaid.generator.pdf import COLOUR, PAPERS, letter_of, make_styles, render
from playaid.generator.text import minus
from playaid.rules import toledo as t
from tests.conftest import read_pdf, rendered

PAPER_NAMES = list(PAPERS)


@pytest.fixture(params=PAPER_NAMES)
def doc(request):
    return read_pdf(rendered("toledo-aid", request.param))


def test_the_four_actions_in_order(doc):
    positions = [doc.flat.index(f"{a.number}. {t.say(a.name)}") for a in t.ACTIONS]
    assert positions == sorted(positions)
    for a in t.ACTIONS:
        assert " ".join(t.say(a.steps[0]).split()[:5]) in doc.flat


def test_trade_price_rows_are_the_datas(doc):
    section = doc.flat.split("Rival's business Tavern Artist")[1]
    rows = re.findall(r"(bottom|middle|top) (\d)\+ (\d\+|none here \u2020T4) (\d)\+", section)
    printed = {row: (int(b), tav, int(art)) for row, b, tav, art in rows}
    expected = {}
    for row in t.Row:
        tavern = f"{t.trade_price(t.SpaceKind.TAVERN, row)}+" if row in t.TAVERN_ROWS else "none here \u2020T4"
        expected[row.value] = (t.trade_price(t.SpaceKind.GEM, row), tavern, t.trade_price(t.SpaceKind.ARTIST, row))
    assert printed == expected


def test_every_kind_of_space_is_printed_with_what_it_gives(doc):
    section = doc.flat.split("Six kinds of space")[1]
    for info in t.SPACES.values():
        name, where = t.say(info.name), t.say(info.where)
        assert re.search(rf"{re.escape(name)} {re.escape(where)} ", section), name
        assert " ".join(t.say(info.gives).split()[:5]) in section


def test_the_duel_example_is_resolved_by_the_rules(doc):
    duel = t.resolve_duel(aid.DUEL_EXAMPLE, aid.DUEL_ATTACKER, frozenset())
    section = doc.flat.split("A duel, worked")[1]
    for r in duel.rounds:
        assert f"{aid.card_mark(r.card)} {r.winner.value}" in section
        assert f"{r.score[0]}:{r.score[1]}" in section
    assert f"The {duel.winner.value} wins {max(duel.score)}:{min(duel.score)}" in section
    assert [aid.card_mark(c) for c in aid.DUEL_EXAMPLE] == ["P\u00b7D", "B\u00b7D", "N\u00b7D"]


def test_the_flowchart_is_drawn_with_its_questions(doc):
    flat = doc.flat
    for words in ("You challenge a rival", "The attacker draws", "Neutral card?", "Only one of you",
                  "The pose decides the round", "Has someone won 2 rounds?", "That duellist wins the round",
                  f"no: draw again ({t.DUEL_MAX_ROUNDS} cards at most) \u2020D1"):
        assert words in flat, words


def test_every_colour_also_has_a_letter(doc):
    legend = doc.flat.split("Has someone won")[1]
    for colour in t.NAMED_FENCING_COLOURS:
        letter = letter_of(aid.fencing_swatch(colour))
        assert f"{letter} {colour}" in legend
    assert "? third colour \u2020D2" in legend and "N neutral" in legend
    assert "A attacking pose" in legend and "D defending pose" in legend


def test_the_scoring_example_is_computed_by_the_rules(doc):
    score = t.score_player("Example", aid.SCORE_EXAMPLE)
    assert score.total == 18
    section = doc.flat.split("Example (from the rulebook) Points")[1]
    assert re.search(rf"Total {score.total}\b", section)
    assert f"Move skill tile still held {minus(score.move_skill_penalty)}" in section
    assert f"{score.holdings.gems} gems {score.gem_points}" in section


def test_scoring_constants_are_printed(doc):
    assert f"Gems 1 point per {t.GEMS_PER_POINT}" in doc.flat
    assert f"The move skill tile {minus(t.MOVE_SKILL_PENALTY)}" in doc.flat


def test_rulings_printed_come_from_the_data(doc):
    """Every mark on the aid is a ruling listed, in its short form, in the aid's rulings box."""
    body, box = doc.flat.split("playaid rulings (\u2020)")
    box, _, after = box.partition(f"All {len(t.RULINGS)} rulings")
    body += after                                         # the page header comes after the body
    listed = re.findall(r"\u2020([A-Z]\d) ", box)
    assert listed == list(aid.MARKED)
    for key in listed:
        assert f"\u2020{key} {t.say(t.ruling(key).short)}" in box
    assert set(re.findall(r"\u2020([A-Z]\d)\b", body)) == set(aid.MARKED)


def test_the_rulings_from_the_audit_are_marked_where_the_aid_states_them(doc):
    """Printed unmarked once, as if they were the rulebook: the smallest number of players,
    sharing the victory, one trade per arrival, every space counting, no tavern in the top row."""
    flat = doc.flat
    for words in ("2\u20134 players \u2020P2", "share the victory \u2020S3", "once per arrival \u2020A1",
                  "every space counts \u2020M5", "none here \u2020T4", "one more turn \u2020E1",
                  "5 pieces \u2020P1"):
        assert words in flat, words


def test_same_input_same_bytes():
    again = render(aid.pages(PAPERS["a4"], make_styles(COLOUR)), aid.INFO, PAPERS["a4"], COLOUR)
    assert again == rendered("toledo-aid", "a4")


def test_letter_and_a4_page_sizes():
    sizes = {name: read_pdf(rendered("toledo-aid", name)).reader.pages[0].mediabox for name in PAPER_NAMES}
    assert [round(float(v)) for v in sizes["a4"][2:]] == [595, 842]
    assert [round(float(v)) for v in sizes["letter"][2:]] == [612, 792]


def test_flowchart_text_that_does_not_fit_is_an_error():
    from playaid.generator.pdf import COLOUR, NodeKind, drawing, flow_node

    with pytest.raises(ValueError, match="wide; the shape leaves"):
        flow_node(drawing(100, 40), COLOUR, NodeKind.STEP, 0, 0, 60, 30, ["far too long a label for this box"])
