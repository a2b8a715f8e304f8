"""The Tolomeo score pad is made for a pencil, and stays the score calculator's twin.

Everything is read back from the PDF, as a player reads it: the label column, top to bottom, holds
a row for each field of ``playaid score tolomeo``'s sheet, in the calculator's order, each found
by its words (the game's ``PAD_FIELDS``, the data the pad is drawn from), with the rule that
scores it beside it. A pad filled in by hand is added up as the pad says (the value its conversion
table prints, the planets' own points it prints), typed field by field and scored by the command
line: the two agree, winner included.
"""

from __future__ import annotations

import functools
import io
import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.automata.language import text_for
from playaid.generator.aids import tolomeo_score_pad as pad
from playaid.generator.cli import main
from playaid.generator.pdf import COLOUR, PAPERS, make_styles
from playaid.generator.pdf.pad import TICK, WRITE
from playaid.rules import tolomeo as t
from playaid.rules.errors import RulesError
from playaid.rules.game import PAD_TOTAL, pad_tie_rows, pad_tie_shared
from tests.conftest import messages_in, read_pdf, rendered
from tests.pads import json_on_paper, too_low_to_write_in, between, joined, labels, lines, numbers, rows_in_order, shown
from tests.test_aids_tolomeo_aid import printed, running_text, tolomeo_messages
from tests.test_text_source import ALLOWED, data_values, uncovered

NAME = "tolomeo-score-pad"
PAD = t.PAD


@pytest.fixture(scope="module", params=[(paper, lang) for paper in PAPERS for lang in ("en", "it")],
                ids=lambda p: "-".join(p))
def edition(request):
    paper, lang = request.param
    return paper, lang, read_pdf(rendered(NAME, paper, False, lang))


def score(sheet: dict) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["score", "tolomeo", "-", "--json"], stdout=out, stderr=err, stdin=io.StringIO(json.dumps(sheet)))
    return code, out.getvalue(), err.getvalue()


@functools.cache
def read_rows(paper: str, lang: str) -> tuple[str, dict[str, str]]:
    """The label column as printed, and each field's row: its words and the rule beside them, up
    to the next field's row."""
    text = text_for(lang)
    doc = read_pdf(rendered(NAME, paper, False, lang))
    column = joined(labels(doc, paper))
    found = rows_in_order(column, t.PAD_FIELDS, text, **t.message_values(text))
    return column, {field: column[at:nxt] for (field, at), (_, nxt) in zip(found, [*found[1:], (None, len(column))])}


# ------------------------------------------------------------------ the rows are the calculator's fields


def test_the_pad_declares_itself_as_a_one_page_pad():
    (spec,) = [d for d in t.GAME_INFO.documents if d.name == NAME]
    assert spec.kind == "pad" and spec.max_pages == 1 and shown(text_for("en"), spec.title) == "Score pad"


def test_the_pads_rows_are_the_calculators_fields_in_its_order(edition):
    paper, lang, _ = edition
    _, rows = read_rows(paper, lang)
    assert list(rows) == [f.field for f in t.PAD_FIELDS] == list(t.PLAYER_FIELDS) == list(pad.FIELDS)
    # the calculator refuses any other field, naming the ones it takes: the same, in the same order
    with pytest.raises(RulesError, match="unknown field") as refused:
        t.score_sheet({"players": [{"name": "Ana", "side": "A", "studied": [], "total": 3}]})
    assert str(refused.value).endswith(f"(fields: {', '.join(rows)})")


def test_each_row_has_the_rule_that_scores_it_beside_it(edition):
    paper, lang, _ = edition
    text = text_for(lang)
    _, rows = read_rows(paper, lang)
    for field, rule in PAD["rules"].items():
        assert shown(text, rule, **t.message_values(text)) in rows[field], field
    total = shown(text, PAD_TOTAL)
    assert shown(text, PAD["own"]) in rows["bonus_cards"] and total in rows["bonus_cards"], \
        "the planets' own points and the total follow the bonus point cards"


def test_a_box_per_planet_and_a_row_per_bonus_point_card_a_game_can_put_out(edition):
    paper, lang, doc = edition
    text = text_for(lang)
    assert pad.CARD_ROWS == len(t.bonus_cards_in_play(t.MAX_PLAYERS)) == 6
    markers = [line for _, line in lines(doc.chunks[0], PAPERS[paper].margin + PAPERS[paper].body_width * pad.LABEL_SHARE,
                                         PAPERS[paper].margin + PAPERS[paper].body_width * pad.LABEL_SHARE + pad.MARKER)]
    planets = [f"{pad.PLANET_GLYPH[p]} {shown(text, p.label)}" for p in t.PLANETS]
    assert [m for m in markers if m in planets] == planets
    assert [m for m in markers if m.isdigit()] == [str(n) for n in range(1, pad.CARD_ROWS + 1)]
    # a box per planet, per side, per player
    assert doc.flat.count(TICK) == pad.PLAYERS * (len(t.PLANETS) + len(t.Side))


def test_every_cell_a_pencil_writes_in_is_at_least_6_mm_high():
    for paper in PAPERS.values():
        st_ = make_styles(COLOUR)
        (table,) = pad.pages(paper, st_)[0].top
        assert not too_low_to_write_in(table, pad.rows(make_styles(COLOUR))), paper.name


def test_the_tie_break_rows_follow_the_total_in_the_order_they_apply(edition):
    paper, lang, doc = edition
    text = text_for(lang)
    column, rows = read_rows(paper, lang)
    after = between(column, shown(text, PAD_TOTAL))
    at = [after.find(" ".join(row.split())) for row in pad_tie_rows(t.TIES, text)]
    assert -1 not in at and at == sorted(at)
    assert shown(text, t.TIES.chain[1].text) in rows["pawns_on_board"], "the second tie-break reads the pawns"
    assert shown(text, pad_tie_shared(t.TIES, text)) in doc.flat


def test_no_json_on_paper_in_any_edition():
    for paper in PAPERS:
        for mono in (False, True):
            for lang in ("en", "it"):
                flat = read_pdf(rendered(NAME, paper, mono, lang)).flat
                assert json_on_paper(flat) is None, (paper, mono, lang, json_on_paper(flat))


# ------------------------------------------------------------------ the conversion table


def printed_conversion(doc) -> list[str]:
    """The conversion table's two rows as printed: the counts, then the points (blank or a value)."""
    flat = doc.flat
    text = text_for("en")
    start = flat.index(shown(text, t.HEADINGS["planets_studied"]), flat.index(shown(text, PAD["conversion"])))
    return flat[start:flat.index(shown(text, PAD["conversion_note"]).split()[0], start)].split()


def test_the_conversion_table_prints_only_the_value_the_rulebook_prints():
    """Planets studied 0 to 7, and under them one value (3 planets, 4 points): the rest is blank,
    to copy from a player sheet (†P4)."""
    doc = read_pdf(rendered(NAME, "a4"))
    counts = " ".join(str(n) for n in range(len(t.PLANETS) + 1))
    (planets, points), = t.KNOWN_PLANET_POINTS.items()
    assert " ".join(printed_conversion(doc)) == f"Planets studied {counts} Points {points}"
    assert (planets, points) == (3, 4)
    assert t.RULING["P4"].mark in doc.flat and t.RULING["P5"].mark in doc.flat


# ------------------------------------------------------------------ filled in by hand, added up, typed

#: A player sheet's conversion table as a player copies it onto the pad: the rulebook prints only
#: 3 planets = 4 points (†P4); the rest stand for what a real sheet shows.
SHEET_TABLE = {0: 0, 1: 1, 2: 2, 3: 4, 4: 6, 5: 9, 6: 12, 7: 16}


def own_points(rows: dict[str, str], side: t.Side) -> dict[t.Planet, int]:
    """The planets' own points the pad prints for ``side``: ``Side B: Moon +2 and Mercury +1``."""
    text = text_for("en")
    rule = between(rows["bonus_cards"], shown(text, PAD["own"]))
    for_side = rule.split(";")[list(t.Side).index(side)]
    return {p: numbers(for_side[for_side.index(shown(text, p.label)):])[0]
            for p in t.PLANETS if shown(text, p.label) in for_side}


def pencil(rows: dict[str, str], side: t.Side, player: dict) -> tuple[int, int, int]:
    """What a player adds up on the pad: the table's points for the planets ticked, each bonus
    point card's points, the planets' own points as the pad prints them for the side; then the two
    tie-break figures, the planets ticked and the pawns on the board."""
    own = own_points(rows, side)
    total = (player["planet_points"] + sum(c["points"] for c in player["bonus_cards"])
             + sum(own.get(t.Planet.parse(p), 0) for p in player["studied"]))
    return total, len(player["studied"]), player["pawns_on_board"]


@st.composite
def tables(draw):
    players = draw(st.integers(t.MIN_PLAYERS, t.MAX_PLAYERS))
    side = draw(st.sampled_from(list(t.Side)))
    cards = list(t.bonus_cards_in_play(players))
    written = []
    for n in range(players):
        studied = draw(st.lists(st.sampled_from(t.PLANETS), unique=True))
        taken = []
        while studied and cards and len(taken) < pad.CARD_ROWS and draw(st.booleans()):
            points = cards.pop(draw(st.integers(0, len(cards) - 1)))
            shows = draw(st.lists(st.sampled_from(studied), min_size=1, unique=True))
            taken.append({"points": points, "planets": [p.value for p in shows]})
        written.append({"name": f"P{n + 1}", "side": side.value, "studied": [p.value for p in studied],
                        "planet_points": SHEET_TABLE[len(studied)], "bonus_cards": taken,
                        "pawns_on_board": draw(st.integers(0, t.PAWNS_PER_PLAYER - len(studied)))})
    return side, written


def typed(player: dict) -> dict:
    """A player's column typed field by field, as the help says, in the pad's order."""
    return {f.field: player[f.field] for f in t.PAD_FIELDS}


@settings(max_examples=40, deadline=None)
@given(tables())
def test_a_pad_filled_in_by_hand_adds_up_as_playaid_score_does(table):
    side, written = table
    _, rows = read_rows("a4", "en")
    code, out, err = score({"players": [typed(p) for p in written]})
    assert code == 0, err
    result = json.loads(out)
    by_hand = [pencil(rows, side, p) for p in written]
    assert [p["total"] for p in result["players"]] == [total for total, _, _ in by_hand]
    best = max(by_hand)
    assert result["winners"] == [p["name"] for p, figures in zip(written, by_hand) if figures == best]


def test_the_value_the_conversion_table_prints_is_the_one_the_calculator_takes():
    (planets, points), = t.KNOWN_PLANET_POINTS.items()
    assert SHEET_TABLE[planets] == points
    doc = read_pdf(rendered(NAME, "a4"))
    row = printed_conversion(doc)
    assert row[row.index("Points") + 1] == str(points)


# ------------------------------------------------------------------ the words and the page


def test_every_message_of_the_pad_is_printed():
    doc = read_pdf(rendered(NAME, "a4"))
    missing = [m for m in messages_in(PAD) if not printed(m, running_text(doc))]
    assert not missing, missing


def test_the_pad_prints_only_messages_and_data():
    doc = read_pdf(rendered(NAME, "a4"))
    text = running_text(doc)
    for row in pad_tie_rows(t.TIES):     # made of two messages, the step's words inside the row's
        text = text.replace(row, " ")
    left = [w for w in uncovered(text, tolomeo_messages() + data_values()) if w not in ALLOWED]
    assert left == []


@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_grid_grows_to_the_paper(paper):
    """The grid takes the room the columns under it leave, so its rows are taller than their least
    on both papers, and the page stays one page."""
    doc = read_pdf(rendered(NAME, paper))
    assert len(doc.pages) == 1
    st_ = make_styles(COLOUR)
    (table,) = pad.pages(PAPERS[paper], st_)[0].top
    writes = [h for h, r in zip(table._argH, pad.rows(make_styles(COLOUR))) if r.kind == "write"]
    assert min(writes) > WRITE
