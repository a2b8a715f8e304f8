"""The Toledo score pad is made for a pencil, and stays the score calculator's twin.

Everything is read back from the PDF, as a player reads it: the label column, top to bottom, holds
a row for each field of ``playaid score toledo``'s sheet, in the calculator's order, each found by
its words (the game's ``PAD_FIELDS``, the data the pad is drawn from), with the rule that scores it
beside it. A pad filled in by hand is then added up as the pad says (the numbers its rules print),
typed field by field, and scored by the command line: the two agree, winner included.
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
from playaid.generator.aids import toledo_score_pad as pad
from playaid.generator.cli import main
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.generator.pdf.pad import TICK
from playaid.rules import toledo as t
from playaid.rules.game import PAD_TOTAL, pad_tie_rows, pad_tie_shared
from tests.conftest import read_pdf, rendered
from tests.languages import LOUD
from tests.pads import json_on_paper, too_low_to_write_in, between, joined, labels, numbers, rows_in_order, shown

NAME = "toledo-score-pad"


@pytest.fixture(scope="module", params=[(paper, lang) for paper in PAPERS for lang in ("en", "it")],
                ids=lambda p: "-".join(p))
def edition(request):
    paper, lang = request.param
    return paper, lang, read_pdf(rendered(NAME, paper, False, lang))


def pad_values(text):
    """The game's values as the pad fills them in: a loss with a true minus sign."""
    return {k: pad.signed(v) if isinstance(v, int) and v < 0 else v for k, v in t.message_values(text).items()}


def score(sheet) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["score", "toledo", "-", "--json"], stdout=out, stderr=err, stdin=io.StringIO(json.dumps(sheet)))
    return code, out.getvalue(), err.getvalue()


@functools.cache
def read_rows(paper: str, lang: str) -> tuple[str, dict[str, str]]:
    """The label column as printed, and each field's row: its words and the rule beside them, up
    to the next field's row (the tie-break rows after the last field)."""
    text = text_for(lang)
    column = joined(labels(read_pdf(rendered(NAME, paper, False, lang)), paper))
    found = rows_in_order(column, t.PAD_FIELDS, text, **t.message_values(text))
    out = {}
    for (field, at), nxt in zip(found, [*found[1:], (None, len(column))]):
        out[field] = column[at:nxt[1]]
    return column, out


# --- the rows are the calculator's fields ---------------------------------------------------------

def test_the_pads_rows_are_the_calculators_fields_in_its_order(edition):
    paper, lang, _ = edition
    column, rows = read_rows(paper, lang)
    assert list(rows) == [f.field for f in t.PAD_FIELDS] == list(t.SHEET_FIELDS)
    # ... and the calculator reads those fields and refuses any other, naming the same ones
    code, _, err = score({"players": [{"name": "A", "sword": [1]}]})
    assert code == 2 and f"fields: {', '.join(t.SHEET_FIELDS)}" in err


def test_each_row_has_the_rule_that_scores_it_beside_it(edition):
    paper, lang, _ = edition
    text = text_for(lang)
    _, rows = read_rows(paper, lang)
    for item in t.SCORE_ITEMS:
        assert shown(text, item.worth, **pad_values(text)) in rows[item.holding], item.holding
    total = shown(text, PAD_TOTAL)
    assert total in rows["move_skill"] and total not in rows["movement_cards"], "the total follows the last score"


def test_a_cell_per_sword_presented_and_per_painting_and_a_points_half_for_each_player():
    st_ = make_styles(COLOUR)
    rows = pad.rows(st_)
    groups = {}
    for r in rows:
        if r.group is not None:
            groups.setdefault(r.group, []).append(r)
    counts = [len(g) for g in groups.values()]
    assert counts == [t.PIECES_PER_PLAYER, pad.KEPT_ROWS, t.PAINTINGS]       # presented, kept, paintings
    assert [r.marker for r in next(iter(groups.values()))] == [str(n) for n in range(1, t.PIECES_PER_PLAYER + 1)]
    kinds = [g[0].kind for g in groups.values()]
    assert kinds == ["points", "split", "points"], "a sword presented and a painting score as they are"
    assert [r.kind for r in rows].count("total") == 1


def test_every_cell_a_pencil_writes_in_is_at_least_6_mm_high():
    for paper in PAPERS.values():
        st_ = make_styles(COLOUR)
        (table,) = pad.pages(paper, st_)[0].top
        assert not too_low_to_write_in(table, pad.rows(make_styles(COLOUR))), paper.name


def test_the_tie_break_rows_follow_the_total_in_the_order_they_apply(edition):
    paper, lang, doc = edition
    text = text_for(lang)
    column, _ = read_rows(paper, lang)
    after = between(column, shown(text, PAD_TOTAL))
    at = [after.find(" ".join(row.split())) for row in pad_tie_rows(t.TIES, text)]
    assert -1 not in at and at == sorted(at)
    assert shown(text, pad_tie_shared(t.TIES, text)) in doc.flat


def test_no_json_on_paper_in_any_edition():
    for paper in PAPERS:
        for mono in (False, True):
            for lang in ("en", "it"):
                flat = read_pdf(rendered(NAME, paper, mono, lang)).flat
                assert json_on_paper(flat) is None, (paper, mono, lang, json_on_paper(flat))


# --- filled in by hand, added up as the pad says, typed field by field -----------------------------

def pencil(rows: dict[str, str], player: dict) -> tuple[int, int, int]:
    """What a player adds up on the pad, by the rules it prints beside each row: a sword presented
    or a painting scores its value, a kept one half its value rounded down (the printed example
    holds: 7 → 3), a point per the printed count of gems, the printed points for the move skill
    tile. Then the two tie-break figures: how many movement cards, their values added up."""
    example = numbers(rows["swords_kept"])
    assert example[-2] // 2 == example[-1], "the printed example of a kept sword's points"
    (per_point,) = numbers(between(rows["gems"], shown(text_for("en"), t.SCORE_ITEMS[3].what)))
    skill = numbers(between(rows["move_skill"], shown(text_for("en"), t.SCORE_ITEMS[4].what)))[0]
    total = (sum(player["swords_presented"]) + sum(v // 2 for v in player["swords_kept"]) + sum(player["paintings"])
             + player["gems"] // per_point + (skill if player["move_skill"] else 0))
    return total, len(player["movement_cards"]), sum(player["movement_cards"])


def typed(player: dict) -> dict:
    """A player's column typed field by field, as the help says: lists as lists, the tick as true,
    a field left empty left out."""
    out = {}
    for f in t.PAD_FIELDS:
        value = player[f.field]
        if value in ([], 0, False):
            continue
        out[f.field] = value
    return out


values = st.integers(1, 20)
players = st.lists(st.fixed_dictionaries({
    "swords_presented": st.lists(values, max_size=t.PIECES_PER_PLAYER),
    "swords_kept": st.lists(values, max_size=pad.KEPT_ROWS),
    "paintings": st.lists(st.integers(t.MIN_PAINTING, t.MAX_PAINTING), max_size=1),
    "gems": st.integers(0, 5),
    "move_skill": st.booleans(),
    "movement_cards": st.lists(st.integers(t.MIN_CARD, t.MAX_CARD), max_size=6),
}), min_size=1, max_size=t.MAX_PLAYERS).filter(      # the box's limits hold for the whole table
    lambda ps: sum(len(p["swords_presented"]) + len(p["swords_kept"]) for p in ps) <= t.SWORD_TILES)


@settings(max_examples=40, deadline=None)
@given(players)
def test_a_pad_filled_in_by_hand_adds_up_as_playaid_score_does(written):
    _, rows = read_rows("a4", "en")
    for n, player in enumerate(written):
        player["name"] = f"P{n + 1}"
    sheet = {"players": [typed(p) for p in written]}
    code, out, err = score(sheet)
    assert code == 0, err
    result = json.loads(out)
    by_hand = [pencil(rows, p) for p in written]
    assert [p["total"] for p in result["players"]] == [total for total, _, _ in by_hand]
    # the winners, as the pad's tie-break rows break the tie: points, then cards, then their value
    best = max(by_hand)
    assert result["winners"] == [p["name"] for p, figures in zip(written, by_hand) if figures == best]


def test_a_player_with_every_painting_and_five_swords_presented_fits_on_the_pad():
    """The most the game bounds: a row for each of the game's paintings and each piece's sword."""
    _, rows = read_rows("a4", "en")
    player = {"name": "Red", "swords_presented": [12, 9, 8, 7, 6], "swords_kept": [5, 4, 3],
              "paintings": [3, 3, 2, 2, 1, 1], "gems": 7, "move_skill": False, "movement_cards": [6, 6]}
    code, out, err = score({"players": [typed(player)]})
    assert code == 0, err
    assert json.loads(out)["players"][0]["total"] == pencil(rows, player)[0] == 42 + (2 + 2 + 1) + 12 + 3


def test_the_rulebook_example_written_on_the_pad_scores_18():
    """The rulebook's example (line 89), written on the pad and typed: 12 + 3 + 4 + 1 - 2."""
    h = t.RULEBOOK_SCORE
    player = {"name": "Red", "swords_presented": list(h.swords_presented), "swords_kept": list(h.swords_kept),
              "paintings": list(h.paintings), "gems": h.gems, "move_skill": h.move_skill, "movement_cards": []}
    _, rows = read_rows("a4", "en")
    assert pencil(rows, player)[0] == 18
    code, out, _ = score({"players": [typed(player)]})
    assert code == 0 and json.loads(out)["players"][0]["total"] == 18


# --- the words and the page -----------------------------------------------------------------------

def test_the_move_skill_tile_is_a_box_to_tick_in_each_players_column(edition):
    _, _, doc = edition
    assert doc.flat.count(TICK) == t.MAX_PLAYERS


def test_every_word_is_a_catalog_message():
    from tests.test_text_source import ALLOWED, catalog, data_values, uncovered

    text = " ".join(" ".join(read_pdf(rendered(NAME, "a4")).pages).split())
    for row in pad_tie_rows(t.TIES):     # made of two messages, the step's words inside the row's
        text = text.replace(row, " ")
    left = [w for w in uncovered(text, catalog() + data_values()) if w not in ALLOWED]
    assert not left, left


def test_in_another_language_the_pad_prints_none_of_its_own_english():
    paper = PAPERS["a4"]
    pdf = render(pad.pages(paper, make_styles(COLOUR, LOUD)), pad.INFO, paper, COLOUR, LOUD)
    text = " ".join(read_pdf(pdf).pages)
    for data in (LOUD(t.GAME_INFO.rulebook), t.GAME_INFO.title, f"playaid {pad.INFO.version}"):
        text = text.replace(data, "")
    assert not re.findall(r"\w*[a-z]\w*", text)


def test_one_page_on_both_papers():
    for paper, size in (("a4", [595, 842]), ("letter", [612, 792])):
        doc = read_pdf(rendered(NAME, paper))
        assert len(doc.pages) == 1
        assert [round(float(v)) for v in doc.reader.pages[0].mediabox[2:]] == size
