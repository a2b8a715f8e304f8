"""The Toledo 1085 aid prints what the rules data says, in the words of the text source.

Each printed table is read back from the PDF row by row (cells found by where pypdf places their
lines) and every value is checked in its own row against the rules data, in the data's order: a
row swapped, a value moved to the wrong column, or a row printed twice fails. Every message the aid
shows is found in the PDF, and the aid printed through a made-up language shows no English of its
own.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

import pytest
from pypdf import PdfReader

from playaid.generator.aids import toledo1085_aid as aid
from playaid.generator.pdf import CELL_PT, COLOUR, PAPERS, make_styles, render, signed
from playaid.rules import toledo1085 as t
from playaid.rules.text import ENGLISH, RULING_MARK, plain
from tests.conftest import read_pdf, rendered
from tests.test_toledo1085_text import LOUD

VALUES = t.message_values(ENGLISH)


def say(message, **values) -> str:
    """A message as the PDF's text shows it: filled in, markup dropped, white space folded."""
    return " ".join(plain(ENGLISH(message, **{**VALUES, **values})).split())


# --- reading tables back from the PDF ------------------------------------------------------------

@dataclass
class Line:
    x: float
    y: float
    text: str


def lines(page) -> list[Line]:
    """The page's lines in drawing order; pieces of one line (a bold word) are joined."""
    found: list[Line] = []
    open_line: list[Line] = []

    def visit(text, cm, tm, font, size):
        if not text:
            return
        open_line.append(Line(round(tm[4] * cm[0] + cm[4], 1), round(tm[5] * cm[3] + cm[5], 1), text))
        if text.endswith("\n"):
            first = open_line[0]
            found.append(Line(first.x, first.y, " ".join("".join(p.text for p in open_line).split())))
            open_line.clear()

    page.extract_text(visitor_text=visit)
    return [line for line in found if line.text]


def rows_of(page) -> list[list[str]]:
    """The page's text as rows of cells.

    reportlab draws a table cell by cell, row by row, each cell's lines top down. A line one cell
    leading below the previous one continues its cell; any other line starts a new cell; cells
    whose first lines stand at the same height form a row.
    """
    cells: list[tuple[float, list[str]]] = []
    prev: Line | None = None
    for line in lines(page):
        if prev is not None and 0 < prev.y - line.y <= CELL_PT * 1.18 + 1:
            cells[-1][1].append(line.text)
        else:
            cells.append((line.y, [line.text]))
        prev = line
    rows: list[list[str]] = []
    top = None
    for y, text in cells:
        if top is None or abs(y - top) > 0.5:
            rows.append([])
        rows[-1].append(" ".join(text))
        top = y
    return rows


@dataclass
class Doc:
    flat: str
    rows: list[list[str]]


@pytest.fixture(scope="module", params=list(PAPERS))
def doc(request) -> Doc:
    data = rendered("toledo1085-aid", request.param)
    reader = PdfReader(io.BytesIO(data))
    return Doc(read_pdf(data).flat, [row for page in reader.pages for row in rows_of(page)])


def table(doc: Doc, header: list[str], count: int) -> list[list[str]]:
    """The ``count`` rows under the table whose header row is ``header``."""
    starts = [i for i, row in enumerate(doc.rows) if row == header]
    assert len(starts) == 1, f"the table headed {header} is printed {len(starts)} times"
    return doc.rows[starts[0] + 1:starts[0] + 1 + count]


# --- the tables, row by row -----------------------------------------------------------------------

def test_the_allowance_table_gives_each_table_size_its_own_coins(doc):
    h, a = t.HEADINGS, t.AID
    header = [say(m) for m in (h["players"], a["gold"], a["silver"], a["vellum"], h["worth"])]
    printed = table(doc, header, len(set(t.ALLOWANCE.values())))
    seats = []
    for label, *coins in printed:
        low, _, high = label.partition("\u2013")
        for n in range(int(low), int(high or low) + 1):
            purse = t.ALLOWANCE[n]
            assert coins == [str(purse.gold), str(purse.silver), str(purse.vellum), str(purse.value)], (n, coins)
            seats.append(n)
    assert seats == sorted(t.ALLOWANCE)


def test_the_proposals_table_has_one_row_per_table_size(doc):
    a = t.AID
    header = [say(m) for m in (t.HEADINGS["players"], a["king"], a["nobles"], a["offered"])]
    sizes = range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1)
    expected = [[str(n), str(t.proposals(n).king), str(t.proposals(n).nobles), str(t.proposals(n).total)]
                for n in sizes]
    assert table(doc, header, len(sizes)) == expected


def test_the_common_cards_table_prints_each_card_in_the_rulebooks_order(doc):
    h = t.HEADINGS
    header = [say(m) for m in (h["card"], t.AID["prestige"], h["when"], h["effect"], h["safe"])]
    expected = [[say(kind.label), str(kind.prestige), say(t.CARD_TEXT[kind].when), say(t.CARD_TEXT[kind].effect),
                 say(t.CARD_TEXT[kind].protection)] for kind in t.CommonKind]
    assert table(doc, header, len(t.CommonKind)) == expected


def test_the_end_bonus_table_pairs_each_count_with_its_bonus(doc):
    counts = say(t.HEADINGS["three_religion_columns"])
    (first,) = [i for i, row in enumerate(doc.rows) if row and row[0] == counts]
    top, bottom = doc.rows[first], doc.rows[first + 1]
    assert bottom[0] == say(t.HEADINGS["end_bonus"])
    expected = [(str(n), signed(b)) for n, b in sorted(t.END_BONUS.items(), reverse=True)]
    assert list(zip(top[1:], bottom[1:], strict=True)) == expected


def cards_cell(column: t.Column) -> str:
    """A column's cards as the worked example shows them: crown, prestige, religion glyph."""
    shown = []
    for card in column.cards:
        if isinstance(card, t.CommonCard):
            shown.append(say(t.AID["common_card"], card=ENGLISH(card.kind.label), prestige=card.prestige))
        else:
            crown = aid.CROWN if isinstance(card, t.NobilityCard) else ""
            shown.append(f"{crown}{card.prestige}{aid.RELIGION_GLYPH[card.religion]}")
    return " ".join(shown)


def test_the_worked_example_is_scored_by_the_rules_core_row_by_row(doc):
    a, h = t.AID, t.HEADINGS
    header = [say(m) for m in (a["column"], a["cards"], a["prestige"], h["bonus"], h["total"])]
    score = t.score_player("", t.EXAMPLE)
    expected = []
    for column, cs in zip(t.EXAMPLE.columns, score.columns, strict=True):
        expected.append([say(cs.sector.label) if cs.sector else say(a["no_sector"]), cards_cell(column),
                         str(cs.prestige), signed(cs.bonus) if cs.bonus else "\u2013",
                         f"{cs.total} {aid.COMPLETE}" if cs.complete else str(cs.total)])
    expected.append([say(a["example_bonus"], count=score.three_religion_columns), signed(score.end_bonus)])
    expected.append([say(h["total"]), str(score.total)])
    assert table(doc, header, len(expected)) == expected
    assert score.total == sum(cs.total for cs in score.columns) + score.end_bonus


def test_the_phase_strip_and_the_round_follow_the_phases_in_order(doc):
    assert " \u25b6 ".join(f"{p.number} {say(p.name)}" for p in t.PHASES) in doc.flat     # the strip
    headings = [say(t.AID["phase"], number=p.number, name=ENGLISH(p.name)) for p in t.PHASES]
    positions = [doc.flat.index(f"{heading} \u2022 {say(p.steps[0])}") for heading, p in zip(headings, t.PHASES)]
    assert positions == sorted(positions)


# --- every message, and nothing but messages ------------------------------------------------------

def shown() -> dict[str, str]:
    """Every sentence the aid prints, by where it comes from, filled in as the PDF shows it."""
    a = t.AID
    out = {f"SETUP_STEPS[{i}]": say(m) for i, m in enumerate(t.SETUP_STEPS)}
    for p in t.PHASES:
        out[f"phase {p.number}"] = say(a["phase"], number=p.number, name=ENGLISH(p.name))
        out |= {f"phase {p.number} step {i}": say(m) for i, m in enumerate(p.steps)}
    for name in ("AUCTION", "PLACEMENT", "SCORING", "TWO_PLAYERS"):
        out |= {f"{name}[{i}]": say(m) for i, m in enumerate(getattr(t, name))}
    out["ties"] = t.tie_sentences(ENGLISH)
    out |= {f"coin {c.value}": say(a["coin"], coin=ENGLISH(c.label), worth=c.worth) for c in t.Coin}
    shared = [n for n, purse in t.ALLOWANCE.items() if purse == t.ALLOWANCE[t.MAX_PLAYERS]]
    out["seats"] = say(a["seats"], low=min(shared), high=max(shared))
    religions = [say(a["religion"], icon=aid.RELIGION_GLYPH[r], religion=ENGLISH(r.label), symbol=ENGLISH(r.symbol))
                 for r in t.Religion]
    out["religions"] = say(a["religions"], religions=ENGLISH.join(religions))
    out["example_key"] = say(a["example_key"], crown=aid.CROWN, complete=aid.COMPLETE)
    out["rulings_key"] = say(a["rulings_key"], mark=RULING_MARK)
    special = {"phase", "coin", "seats", "religion", "religions", "example_key", "rulings_key", "ruling",
               "common_card", "example_bonus", "subtitle"}     # filled in above, or by the tables' tests
    out |= {f"AID[{key!r}]": say(m) for key, m in a.items() if key not in special}
    return out


def test_every_message_the_aid_shows_is_in_the_pdf(doc):
    missing = {where: text for where, text in shown().items() if text not in doc.flat}
    assert not missing, missing


def test_the_header_shows_the_subtitle_message():
    page = read_pdf(rendered("toledo1085-aid", "a4")).pages[0]
    assert say(t.AID["subtitle"]) in " ".join(page.split())


def test_the_rulings_legend_lists_exactly_the_marks_the_aid_prints(doc):
    head, legend = doc.flat.split(say(t.AID["rulings_key"], mark=RULING_MARK))
    legend = legend.split(say(t.AID["rulings_site"]))[0]
    printed = set(re.findall(re.escape(RULING_MARK) + r"([A-Z]\d)(?!\d)", head))
    listed = re.findall(re.escape(RULING_MARK) + r"([A-Z]\d)(?!\d)", legend)
    assert listed == [r.key for r in t.RULINGS if r.key in printed]
    for key in listed:
        assert say(t.AID["ruling"], mark=t.RULING[key].mark, topic=ENGLISH(t.RULING[key].topic, **VALUES)) in legend


def test_through_another_language_the_aid_prints_none_of_its_own_english():
    """Every word goes through the edition's language: shouted, no lower case is left but data."""
    paper = PAPERS["a4"]
    pdf = render(aid.pages(paper, make_styles(COLOUR, LOUD)), aid.INFO, paper, COLOUR, LOUD)
    text = " ".join(read_pdf(pdf).pages)
    for data in (t.GAME_INFO.rulebook, t.GAME_INFO.title, f"playaid {aid.INFO.version}"):
        text = text.replace(data, "")
    assert not re.findall(r"\w*[a-z]\w*", text)
    assert say(t.AID["rulings"]).upper() in " ".join(text.split())


def test_the_religion_glyphs_cannot_be_mistaken_for_the_ruling_mark(doc):
    daggers = {RULING_MARK, "\u2021", "\u271d", "\u271e", "\u271f"}      # †, ‡ and the Latin crosses
    assert not daggers & set(aid.RELIGION_GLYPH.values())
    assert "\u271d" not in doc.flat and all(g in doc.flat for g in aid.RELIGION_GLYPH.values())


# --- the document ---------------------------------------------------------------------------------

def test_same_input_same_bytes(toledo1085_aids):
    again = render(aid.pages(PAPERS["a4"], make_styles(COLOUR)), aid.INFO, PAPERS["a4"], COLOUR)
    assert again == toledo1085_aids["a4"]


def test_letter_and_a4_differ_in_page_size(toledo1085_aids):
    sizes = {name: read_pdf(data).reader.pages[0].mediabox for name, data in toledo1085_aids.items()}
    assert [round(float(v)) for v in sizes["a4"][2:]] == [595, 842]
    assert [round(float(v)) for v in sizes["letter"][2:]] == [612, 792]
