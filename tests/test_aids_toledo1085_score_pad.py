"""The Toledo 1085 score pad is made for a pencil, and stays the score calculator's twin.

Read back from the PDF as a player reads it: the name; the four columns, each headed by its
number and its card row's fields from left to right (the words of the game's ``PAD_FIELDS``, the
data the pad is drawn from, so the order is the calculator's); a box per religion in the order of
the religions; then, under the columns, the first to complete all four sectors, the end-game
bonus as a row of boxes, the total, the tie-break and a running total. A table filled in by hand
is added up as the pad says (the numbers it prints: the +2, the +4, each bonus box, the common
cards' prestige), typed field by field and scored by the command line: the two agree, winners
included.
"""

from __future__ import annotations

import functools
import io
import json
import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from playaid.automata.language import text_for
from playaid.generator.aids import toledo1085_score_pad as pad
from playaid.generator.cli import main
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.generator.pdf.pad import TICK, WRITE
from playaid.rules import toledo1085 as t
from playaid.rules.errors import RulesError
from playaid.rules.game import PAD_TOTAL, pad_tie_rows, pad_tie_shared
from playaid.rules.text import ENGLISH, RULING_MARK
from tests.conftest import read_pdf, rendered
from tests.languages import LOUD
from tests.pads import between, json_on_paper, numbers, shown

NAME = "toledo1085-score-pad"


@pytest.fixture(scope="module", params=[(paper, lang) for paper in PAPERS for lang in ("en", "it")],
                ids=lambda p: "-".join(p))
def edition(request):
    paper, lang = request.param
    return paper, lang, read_pdf(rendered(NAME, paper, False, lang))


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def words(text, message, **values) -> str:
    return shown(text, message, **{**t.pad_values(text), **values})


def chunk(doc, text: str, *, below: float = 1e9, above: float = -1e9, left: float = -1, right: float = 1e9):
    """The chunks that read ``text`` (whole), within the bounds given, top to bottom, left to right."""
    found = [c for c in doc.chunks[0] if " ".join(c.text.split()) == text and above < c.y < below
             and left <= c.x <= right]
    return sorted(found, key=lambda c: (-c.y, c.x))


def field_row(text, field: str, **values) -> str:
    return words(text, next(f.row for f in t.PAD_FIELDS if f.field == field), **values)


# --- the rows are the calculator's fields ---------------------------------------------------------

def test_the_pads_rows_are_the_calculators_fields_in_its_order(edition):
    """Top to bottom, and left to right along a card row: the name, the columns 1 to 4, a card's
    fields, the first to complete; the fields the calculator reads, in its order."""
    paper, lang, doc = edition
    text = text_for(lang)
    geometry = PAPERS[paper]
    (name,) = chunk(doc, field_row(text, "name"), right=geometry.margin + 10)
    columns = [chunk(doc, field_row(text, "sectors", number=n)) for n in range(1, t.MAX_COLUMNS + 1)]
    assert all(len(c) == 1 for c in columns), columns
    first, second, third, _ = (c[0] for c in columns)
    assert name.y > first.y == second.y > third.y and first.x < second.x
    # along the first column's heading, the card's fields from left to right
    heading = [c for c in doc.chunks[0] if third.y < c.y <= first.y and first.x <= c.x < second.x]
    names = {field_row(text, k): k for k in pad.CARD_KEYS}
    across = [names[" ".join(c.text.split())] for c in sorted(heading, key=lambda c: c.x)
              if " ".join(c.text.split()) in names]
    assert across == list(pad.CARD_KEYS)
    (first_to_complete,) = chunk(doc, field_row(text, "first_to_complete"), below=third.y)
    order = ["name", "sectors", *pad.CARD_KEYS, "first_to_complete"]
    assert [f.field for f in t.PAD_FIELDS] == order
    assert order == ["name", "sectors", *t.CARD_FIELDS["sector"], "first_to_complete"]
    assert set(order) == {*t.PLAYER_FIELDS, *(k for ks in t.CARD_FIELDS.values() for k in ks)}


def test_the_calculator_reads_those_fields_and_no_others():
    for kind, fields in t.CARD_FIELDS.items():
        card = {"kind": kind, "sector": t.Sector.COMMERCE.value, "religion": t.Religion.ISLAM.value, "prestige": 2}
        if kind not in ("sector", t.NOBILITY):
            card["prestige"] = t.CommonKind.parse(kind).prestige
        written = {f: card[f] for f in fields}
        assert t.card_from_dict(written) is not None
        with pytest.raises(RulesError):
            t.card_from_dict({**written, "colour": "red"})
    with pytest.raises(RulesError):
        t.entry_from_dict({"name": "Ana", "sectors": [], "score": 3}, 1)


def test_a_box_per_religion_in_the_order_of_the_religions(edition):
    paper, lang, doc = edition
    text = text_for(lang)
    first = chunk(doc, field_row(text, "sectors", number=1))[0]
    second = chunk(doc, field_row(text, "sectors", number=2))[0]
    letters = {text(t.RELIGION_LETTERS[r]): r for r in t.Religion}
    row = sorted((c for c in doc.chunks[0] if c.text.strip() in letters and first.x <= c.x < second.x
                  and first.y - 30 < c.y < first.y), key=lambda c: c.x)
    assert [letters[c.text.strip()] for c in row] == list(pad.RELIGIONS) == list(t.Religion)


def test_each_column_takes_as_many_cards_as_the_page_holds_and_says_how_to_go_on(edition):
    paper, lang, doc = edition
    cards, height = pad.rows_that_fit(PAPERS[paper], make_styles(COLOUR, text_for(lang)))
    assert cards >= pad.LEAST_CARDS and height >= WRITE
    assert words(text_for(lang), t.PAD["more"]) in doc.flat


def test_every_cell_a_pencil_writes_in_is_at_least_6_mm_high():
    for paper in PAPERS.values():
        st_ = make_styles(COLOUR)
        page = pad.pages(paper, st_)[0]
        tables = [f for f in page.top if hasattr(f, "_argH")]
        name, blocks = tables[0], tables[1]
        assert min(name._argH) >= WRITE
        for row in blocks._cellvalues:
            for block in row:
                if hasattr(block, "_argH"):
                    assert min(block._argH[2:]) >= WRITE - 1e-6, paper.name   # under its two heading rows
        (end,) = [f for f in tables[2:] if len(f._argH) > 2]          # the adding up, under the columns
        assert min(end._argH[1:]) >= WRITE - 1e-6, paper.name


def test_the_total_is_written_in_the_points_column_it_adds_up():
    """The Total's cell is the points column's, under the points it adds up; the cells beside it
    take nothing."""
    for paper in PAPERS.values():
        page = pad.pages(paper, make_styles(COLOUR))[0]
        tables = [f for f in page.top if hasattr(f, "_argH")]
        (end,) = [f for f in tables[2:] if len(f._argH) > 2]          # the adding up, under the columns
        word = words(text_for("en"), PAD_TOTAL)
        total = next(r for r, row in enumerate(end._cellvalues) if word in getattr(row[0], "text", ""))
        last = len(end._cellvalues[total]) - 1
        spans = [(a, b) for cmd, a, b in end._spanCmds if a[1] == total]
        assert all(b[0] < last for a, b in spans), (paper.name, spans)     # the points cell stands alone
        assert any(a[0] == 1 and b[0] == last - 1 for a, b in spans)       # the middle is one shaded cell


def test_a_column_s_bonus_and_total_each_fit_one_line_in_every_edition():
    """The three-religion box and the column total stay one line each: no mark alone on a line
    under its number."""
    for paper in PAPERS.values():
        for lang in ("en", "it"):
            page = pad.pages(paper, make_styles(COLOUR, text_for(lang)))[0]
            blocks = [f for f in page.top if hasattr(f, "_argH")][1]
            block = blocks._cellvalues[0][0]
            assert block._argH[-2:] == [WRITE, WRITE], (paper.name, lang, block._argH[-2:])


def test_the_bonuses_are_a_table_to_tick(edition):
    """The end-game bonus: a box for each count of columns with all three religions, each with the
    bonus the data gives; the first to complete, a box and its +4."""
    _, lang, doc = edition
    text = text_for(lang)
    printed = printed_bonus(doc.flat)
    assert printed == dict(t.END_BONUS)
    first = between(doc.flat, field_row(text, "first_to_complete"), words(text, t.PAD["bonus"]))
    assert f"+{t.FIRST_TO_COMPLETE_BONUS}" in first and TICK in first
    # and each column's three-religion bonus, a box before its words, so the end-game bonus and
    # the tie-break count the boxes ticked
    three = words(text, t.PAD["three"])
    assert doc.flat.count(f"{TICK} {three}") == t.MAX_COLUMNS
    assert doc.flat.count(TICK) == 1 + len(t.END_BONUS) + t.MAX_COLUMNS


def test_the_total_the_tie_break_and_the_running_total_follow_in_order(edition):
    _, lang, doc = edition
    text = text_for(lang)
    flat = doc.flat
    order = [words(text, t.PAD["bonus"]), words(text, PAD_TOTAL), pad_tie_rows(t.TIES, text)[0],
             words(text, t.PAD["match"])]
    at = [flat.find(" ".join(order[0].split()))]
    for w in order[1:]:                                   # each after the one before it
        at.append(flat.find(" ".join(w.split()), at[-1] + 1))
    assert -1 not in at, at
    assert shown(text, pad_tie_shared(t.TIES, text)) in flat
    assert RULING_MARK + "G3" in between(flat, order[-1].split()[0])


def test_no_json_on_paper_in_any_edition():
    for paper in PAPERS:
        for mono in (False, True):
            for lang in ("en", "it"):
                flat = read_pdf(rendered(NAME, paper, mono, lang)).flat
                assert json_on_paper(flat) is None, (paper, mono, lang, json_on_paper(flat))


# --- filled in by hand, added up as the pad says, typed field by field -----------------------------

def printed_bonus(flat: str) -> dict[int, int]:
    """The end-game bonus as the pad prints it: each count of columns and its bonus, read off the boxes."""
    return {int(n): numbers(b)[0] for n, b in re.findall(rf"(\d) {TICK} ([+\u2212]\d+)", flat)}


@functools.cache
def printed_rules() -> dict[str, object]:
    """The numbers a pencil adds up with, as the English A4 pad prints them."""
    flat = read_pdf(rendered(NAME, "a4")).flat
    text = ENGLISH
    three = between(flat, words(text, t.PAD["three"]).split(":")[0])
    first = between(flat, field_row(text, "first_to_complete"), words(text, t.PAD["bonus"]))
    legend = between(flat, "Prestige:")
    common = {k: numbers(legend[legend.index(ENGLISH(k.label)) + len(ENGLISH(k.label)):])[0] for k in t.CommonKind}
    return {"three": numbers(three)[0], "first": numbers(first)[0], "bonus": printed_bonus(flat), "common": common}


#: How a player writes each card on the pad: its row's cells, in the pad's order (the card, its
#: sector or the crown, the religion ticked, its prestige; a common card's as the legend prints it).
CROWN = "crown"


def written_card(card) -> dict:
    rules = printed_rules()
    if isinstance(card, t.SectorCard):
        return {"kind": "sector", "sector": card.sector.value, "religion": card.religion, "prestige": card.prestige}
    if isinstance(card, t.NobilityCard):
        return {"kind": "Nobility", "sector": "", "religion": card.religion, "prestige": card.prestige}
    return {"kind": ENGLISH(card.kind.label), "sector": card.sector.value if card.sector else CROWN,
            "religion": None, "prestige": rules["common"][card.kind]}


def typed_card(row: dict) -> dict:
    """A card row typed as the help says: the card and sector as their values, the religion ticked,
    the prestige written (an empty cell left out)."""
    kinds = {"sector": "sector", "Nobility": t.NOBILITY, **{ENGLISH(k.label): k.value for k in t.CommonKind}}
    out = {"kind": kinds[row["kind"]]}
    if row["sector"]:
        out["sector"] = t.NOBILITY if row["sector"] == CROWN else row["sector"]
    if row["religion"] is not None:
        out["religion"] = row["religion"].value
    if out["kind"] in ("sector", t.NOBILITY):
        out["prestige"] = row["prestige"]
    return out


def pencil(columns: list[list[dict]], first: bool) -> tuple[int, int]:
    """A player's total as the pad adds it up, and the tie-break's count: each column its prestige,
    the +2 once when all three religions are ticked, 0 for crown cards alone; the column totals;
    the +4 if ticked; the bonus ticked for the columns with all three religions."""
    rules = printed_rules()
    totals, three = [], 0
    for rows in columns:
        defined = any(r["sector"] not in ("", CROWN) for r in rows)
        religions = {r["religion"] for r in rows if r["religion"] is not None}
        all_three = defined and len(religions) == len(t.Religion)
        three += all_three
        totals.append(sum(r["prestige"] for r in rows) + (rules["three"] if all_three else 0) if defined else 0)
    return sum(totals) + (rules["first"] if first else 0) + rules["bonus"][three], three


@st.composite
def a_column(draw, sector, commons):
    cards = []
    for _ in range(draw(st.integers(1, pad.LEAST_CARDS))):
        what = draw(st.sampled_from(["sector", "sector", "nobility", "common"]))
        if what == "sector" and sector is not None:
            cards.append(t.SectorCard(sector, draw(st.sampled_from(list(t.Religion))), draw(st.integers(0, 10))))
        elif what == "common":
            kind = draw(st.sampled_from(list(t.CommonKind)))
            where = draw(st.sampled_from([sector, None]))
            if (kind, where) not in commons:
                commons.add((kind, where))
                cards.append(t.CommonCard(kind, where))
        else:
            cards.append(t.NobilityCard(draw(st.sampled_from(list(t.Religion))), draw(st.integers(0, 10))))
    return cards or [t.NobilityCard(t.Religion.ISLAM, 1)]


@st.composite
def tables(draw):
    commons: set = set()
    players = []
    for _ in range(draw(st.integers(t.MIN_PLAYERS, t.MAX_PLAYERS))):
        sectors = draw(st.lists(st.sampled_from([*t.Sector, None]), max_size=t.MAX_COLUMNS))
        sectors = [s for i, s in enumerate(sectors) if s is None or s not in sectors[:i]]
        players.append([draw(a_column(s, commons)) for s in sectors])
    first = draw(st.sampled_from([None, *range(len(players))]))
    return players, first


@settings(max_examples=60, deadline=None)
@given(tables())
def test_a_pad_filled_in_by_hand_adds_up_as_playaid_score_does(table):
    players, first = table
    tableaus = [t.Tableau.of(*columns) if columns else t.Tableau(()) for columns in players]
    try:
        t.check_deck(tableaus)
    except RulesError:
        assume(False)                                     # more cards of a kind than the deck holds
    complete = [i for i, tab in enumerate(tableaus) if tab.all_complete]
    if complete and first is None:
        first = complete[0]
    pads = [[[written_card(c) for c in column] for column in columns] for columns in players]
    sheet = {"players": []}
    for n, columns in enumerate(pads):
        player = {"name": f"P{n + 1}", "sectors": [[typed_card(r) for r in rows] for rows in columns]}
        if first == n:
            player["first_to_complete"] = True
        sheet["players"].append(player)
    code, out, err = run("score", "toledo1085", "-", "--json", stdin=json.dumps(sheet))
    assert code == 0, err
    result = json.loads(out)
    by_hand = [pencil(columns, first == n) for n, columns in enumerate(pads)]
    assert [p["total"] for p in result["players"]] == [total for total, _ in by_hand]
    best = max(by_hand)
    assert result["winners"] == [f"P{n + 1}" for n, figures in enumerate(by_hand) if figures == best]


def test_the_aids_worked_example_written_on_the_pad_scores_as_the_aid_says():
    columns = [[written_card(c) for c in col.cards] for col in t.EXAMPLE.columns]
    expected = t.score_player("Ana", t.EXAMPLE).total
    assert pencil(columns, False)[0] == expected
    sheet = {"players": [{"name": "Ana", "sectors": [[typed_card(r) for r in rows] for rows in columns]},
                         {"name": "Bo", "sectors": []}]}
    code, out, err = run("score", "toledo1085", "-", "--json", stdin=json.dumps(sheet))
    assert code == 0, err and json.loads(out)["players"][0]["total"] == expected


# --- the words and the page -----------------------------------------------------------------------

def test_the_rulings_box_lists_the_rulings_the_pad_marks():
    from playaid.generator.pdf import RULINGS_TITLE

    flat = read_pdf(rendered(NAME, "a4")).flat
    head, rest = flat.split(ENGLISH(RULINGS_TITLE, mark=RULING_MARK), 1)
    box, after = rest.split(words(ENGLISH, t.PAD["cards"]), 1)        # the key, then the right column
    mark = re.escape(RULING_MARK) + r"([A-Z]\d+)"
    marked = set(re.findall(mark, head + after))
    assert marked == {"V3", "C8", "C5", "F1", "G3"}
    assert sorted(re.findall(mark, box)) == sorted(marked), "each mark the pad shows, listed once"


def test_the_pad_is_made_of_catalog_messages():
    from tests.test_text_source import ALLOWED, catalog, data_values, uncovered

    text = " ".join(" ".join(read_pdf(rendered(NAME, "a4")).pages).split())
    for row in pad_tie_rows(t.TIES):     # made of two messages, the step's words inside the row's
        text = text.replace(row, " ")
    left = [w for w in uncovered(text, catalog() + data_values()) if w not in ALLOWED]
    assert not left, " ".join(left)


def test_through_another_language_every_word_goes_through_the_language():
    paper = PAPERS["a4"]
    pdf = render(pad.pages(paper, make_styles(COLOUR, LOUD)), pad.INFO, paper, COLOUR, LOUD)
    text = " ".join(read_pdf(pdf).pages)
    for value in (LOUD(t.GAME_INFO.rulebook), t.GAME_INFO.title, f"playaid {pad.INFO.version}"):
        text = text.replace(value, "")
    assert not re.findall(r"\w*[a-z]\w*", text)


def test_one_page_on_both_papers():
    for paper, size in (("a4", [595, 842]), ("letter", [612, 792])):
        doc = read_pdf(rendered(NAME, paper))
        assert len(doc.pages) == 1
        assert [round(float(v)) for v in doc.reader.pages[0].mediabox[2:]] == size
