"""The Toledo 1085 aid prints what the rules data says, in the words of the text source.

Each printed table and picture is read back from the PDF and every value is checked in its own
row (or column of the worked example) against the rules data, in the data's order: a row swapped,
a value moved to the wrong column, or a row printed twice fails. Every message the aid shows is
found in the PDF and no sentence is printed twice; the rulings box lists exactly the rulings the
aid marks; and the aid printed through a made-up language shows no English of its own.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

import pytest
from pypdf import PdfReader
from reportlab.graphics.shapes import Circle, Polygon, String

from playaid.generator.aids import toledo1085_aid as aid
from playaid.generator.aids import toledo1085_pictures as pictures
from playaid.generator.pdf import CELL_PT, COLOUR, CONTINUED, PAPERS, RULINGS_TITLE, SETUP, make_styles, render, signed
from playaid.rules import toledo1085 as t
from playaid.rules.text import ENGLISH, RULING_MARK, plain
from tests.conftest import Chunk, read_pdf, rendered
from tests.test_toledo1085_text import LOUD

VALUES = t.message_values(ENGLISH)
ST = make_styles(COLOUR)


def say(message, **values) -> str:
    """A message as the PDF's text shows it: filled in, markup dropped, white space folded."""
    return " ".join(plain(ENGLISH(message, **{**VALUES, **values})).split())


# --- reading the PDF back -------------------------------------------------------------------------

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


def reading(data: bytes) -> str:
    """The aid's body as one reads it: each page's text without its header and footer, and
    without the headings that say a section is continued, white space folded."""
    furniture = f"\n{t.GAME_INFO.title}\n{ENGLISH(aid.INFO.title)}\n"
    pages = [text.split(furniture)[0] for text in read_pdf(data).pages]
    body = "\n".join(pages)
    body = "\n".join(line for line in body.splitlines() if not line.endswith(ENGLISH(CONTINUED, heading="")[1:]))
    return " ".join(body.split())


@dataclass
class Doc:
    paper: str
    flat: str
    body: str
    rows: list[list[str]]
    chunks: list[list[Chunk]]


@pytest.fixture(scope="module", params=list(PAPERS))
def doc(request) -> Doc:
    data = rendered("toledo1085-aid", request.param)
    reader = PdfReader(io.BytesIO(data))
    return Doc(request.param, read_pdf(data).flat, reading(data), [row for page in reader.pages for row in rows_of(page)],
               read_pdf(data).chunks)


def table(doc: Doc, header: list[str], count: int) -> list[list[str]]:
    """The ``count`` rows under the table whose header row is ``header``."""
    starts = [i for i, row in enumerate(doc.rows) if row == header]
    assert len(starts) == 1, f"the table headed {header} is printed {len(starts)} times"
    return doc.rows[starts[0] + 1:starts[0] + 1 + count]


def chunk(doc: Doc, text: str) -> tuple[int, Chunk]:
    """The one chunk of text ``text`` (a picture's label), and its page."""
    found = [(n, c) for n, page in enumerate(doc.chunks) for c in page if c.text.strip() == text]
    assert len(found) == 1, f"{text!r} is printed {len(found)} times"
    return found[0]


# --- the tables and pictures, row by row ---------------------------------------------------------

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


def test_the_proposals_picture_lays_out_each_table_sizes_cards_in_the_order_of_sale(doc):
    """One row per table size: the King's cards numbered 1 to players + 1 under "King (face up)",
    then the nobles' cards numbered on under "Nobles (face down)", as ``proposals`` says."""
    page, nobles = chunk(doc, say(t.AID["nobles"]))
    _, king = chunk(doc, say(t.AID["king"]))
    assert abs(king.y - nobles.y) < 0.5 and king.x < nobles.x
    below = [c for c in doc.chunks[page] if 0 < nobles.y - c.y < 20 * (t.MAX_PLAYERS - t.MIN_PLAYERS + 1)
             and c.text.strip().isdigit() and c.x < nobles.x + 80]
    rows: dict[float, list[Chunk]] = {}
    for c in below:
        rows.setdefault(round(c.y), []).append(c)
    printed = [sorted(cs, key=lambda c: c.x) for _, cs in sorted(rows.items(), reverse=True)]
    assert [int(r[0].text) for r in printed] == list(range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1))
    for row in printed:
        offer = t.proposals(int(row[0].text))
        up = [int(c.text) for c in row[1:] if c.x < nobles.x]
        down = [int(c.text) for c in row[1:] if c.x >= nobles.x]
        assert up == list(range(1, offer.king + 1)) and down == list(range(offer.king + 1, offer.total + 1)), row
    assert say(t.AID["sold"]) in doc.flat


def worth(kind: t.CommonKind) -> str:
    """A common card's prestige as the aid prints it beside the card's name."""
    return say(t.AID["card_prestige"], points=kind.prestige)


def test_the_common_cards_are_printed_in_the_rulebooks_order_each_with_its_own_text(doc):
    """Each card's name and prestige, when it acts, what it does and what is safe from it stand
    together, before the next card's name."""
    entries = [(say(t.AID["card_text"], card=ENGLISH(kind.label), prestige=worth(kind), when=say(card.when),
                    effect=say(card.effect)),
                say(t.AID["card_safe"], safe=ENGLISH(t.HEADINGS["safe"]), protection=say(card.protection)),
                *([say(t.AID["card_never"], never=ENGLISH(t.HEADINGS["never"]), cards=say(card.never))]
                  if card.never else []))
               for kind, card in t.CARD_TEXT.items()]
    text = doc.body
    starts = [text.index(" ".join(entry)) for entry in entries]
    assert starts == sorted(starts) and len(t.CARD_TEXT) == len(t.CommonKind)
    assert text.index(say(t.AID["common_cards"])) < starts[0]


def card_entry(doc: Doc, kind: t.CommonKind) -> str:
    """The aid's text from a common card's name to the next card's (or the section's end)."""
    names = [say(t.AID["card_text"], card=ENGLISH(k.label), prestige=worth(k), when=say(c.when), effect="")
             for k, c in t.CARD_TEXT.items()]
    kinds = list(t.CARD_TEXT)
    start = doc.body.index(names[kinds.index(kind)].strip())
    later = [doc.body.index(n.strip()) for n in names[kinds.index(kind) + 1:]]
    return doc.body[start:min(later, default=start + 1200)]


def test_each_common_card_says_its_prestige_as_prestige(doc):
    """Where a player looks for it: "Royal Herald (4 prestige)", not an unlabelled "(4)"."""
    for kind in t.CommonKind:
        entry = card_entry(doc, kind)
        assert entry.startswith(f"{ENGLISH(kind.label)} ({kind.prestige} prestige) "), entry[:60]


def test_the_herald_keeps_nobility_out_of_every_trade_on_a_line_of_its_own(doc):
    """Nobility cards are out of the Handshake too (line 139): said on its own line, not as a
    second half of what a Heartache cannot take."""
    herald = t.CARD_TEXT[t.CommonKind.HERALD]
    assert "Nobility" not in say(herald.protection)
    never = say(t.AID["card_never"], never=ENGLISH(t.HEADINGS["never"]), cards=say(herald.never))
    assert "Handshake" in never and "Nobility" in never
    page = next(p for p in read_pdf(rendered("toledo1085-aid", doc.paper)).reader.pages
                if ENGLISH(t.HEADINGS["never"]) in p.extract_text())
    starts = [line.text for line in lines(page) if line.text.startswith(ENGLISH(t.HEADINGS["never"]) + ":")]
    assert len(starts) == 1 and never.startswith(starts[0]), starts


def test_the_multi_game_goal_of_the_editors_note_is_on_the_aid_with_its_numbers_from_the_data(doc):
    """The editor's note (line 300): {match_goal} points, {short_match_goal} for a shorter match,
    or {match_games} games; how the goal is counted is ruling G3, marked beside it."""
    match = say(t.MATCH)
    assert match in doc.body and t.RULING["G3"].mark in match
    for number in (t.MATCH_GOAL, t.SHORT_MATCH_GOAL, t.MATCH_GAMES):
        assert re.search(rf"\b{number}\b", match), number
    assert (t.MATCH_GOAL, t.SHORT_MATCH_GOAL, t.MATCH_GAMES) == (120, 100, 3)


def test_the_herald_names_rulings_h3_and_h4_and_says_which_agreements_bind(doc):
    """Where traded cards land (†H3) and a Heartache with nothing to take (†H4) come up in play;
    a Handshake binds (line 131), a Rogues' deal does not (line 113)."""
    herald, rogue = card_entry(doc, t.CommonKind.HERALD), card_entry(doc, t.CommonKind.ROGUE)
    for key in ("H3", "H4"):
        assert t.RULING[key].mark in herald, key
    assert "it binds" in herald and "never bind" in rogue


def test_the_end_bonus_table_pairs_each_count_with_its_bonus(doc):
    counts = say(t.HEADINGS["three_religion_columns"])
    (first,) = [i for i, row in enumerate(doc.rows) if row and row[0] == counts]
    top, bottom = doc.rows[first], doc.rows[first + 1]
    assert bottom[0] == say(t.HEADINGS["end_bonus"])
    expected = [(str(n), signed(b)) for n, b in sorted(t.END_BONUS.items(), reverse=True)]
    assert list(zip(top[1:], bottom[1:], strict=True)) == expected


def expected_columns() -> list[list[str]]:
    """The worked example's columns as the picture shows them top down, scored by the rules core:
    the column's name, each card's words (a crown, a common card's name) and prestige, the sum."""
    score = t.score_player("", t.EXAMPLE)
    out = []
    for column, cs in zip(t.EXAMPLE.columns, score.columns, strict=True):
        shown = [say(cs.sector.label) if cs.sector else say(t.AID["no_sector"])]
        for card in column.cards:
            if isinstance(card, t.CommonCard):
                shown.append(say(card.kind.label))
            elif isinstance(card, t.NobilityCard):
                shown.append(pictures.CROWN)
            shown.append(str(card.prestige))
        total = f"{cs.prestige} {signed(cs.bonus)} = {cs.total}" if cs.bonus else str(cs.total)
        shown.append(f"{total} {pictures.COMPLETE}" if cs.complete else total)
        out.append(shown)
    return out


def test_the_worked_example_is_drawn_column_by_column_and_scored_by_the_rules_core(doc):
    from playaid.generator.pdf import text_width

    expected = expected_columns()
    heads = [chunk(doc, column[0]) for column in expected]
    page = heads[0][0]
    top = heads[0][1].y
    assert all(n == page and abs(c.y - top) < 0.5 for n, c in heads), "the columns' names stand in one row"
    centres = [c.x + text_width(c.text.strip(), c.size, bold=True) / 2 for _, c in heads]
    _, bonus_row = chunk(doc, say(t.AID["example_bonus"], count=t.EXAMPLE.three_religion_columns))
    paper = PAPERS[doc.paper]
    left = paper.margin + (heads[0][1].x - paper.margin) // (paper.column_width + paper.gutter) * (
        paper.column_width + paper.gutter)                                          # the page column it stands in
    inside = [c for c in doc.chunks[page] if bonus_row.y < c.y < top + 1 and left <= c.x < left + paper.column_width]
    shown: list[list[str]] = [[] for _ in centres]
    for c in sorted(inside, key=lambda c: (-round(c.y), c.x)):
        middle = c.x + text_width(c.text.strip(), c.size) / 2
        nearest = min(range(len(centres)), key=lambda i: abs(centres[i] - middle))
        shown[nearest].append(" ".join(c.text.split()))
    assert shown == expected
    score = t.score_player("", t.EXAMPLE)
    rows = table(doc, [say(t.AID["example_bonus"], count=score.three_religion_columns), signed(score.end_bonus)], 1)
    assert rows == [[say(t.HEADINGS["total"]), str(score.total)]]
    assert score.total == sum(cs.total for cs in score.columns) + score.end_bonus


def test_the_worked_example_draws_each_cards_religion_as_its_cards_show_it():
    """Each card with a religion shows that religion's emblem, in the column's order."""
    d = pictures.tableau_picture(t.EXAMPLE, 260, ST, t.AID["no_sector"])
    drawn = [s for s in d.contents if isinstance(s, (Circle, Polygon))]
    shapes = {12 * 2: "cross", 38 * 2: "crescent", 3 * 2: "hexagram"}
    emblems = []
    for i, s in enumerate(drawn):
        if isinstance(s, Circle) and i + 1 < len(drawn) and isinstance(drawn[i + 1], Polygon):
            emblems.append(shapes[len(drawn[i + 1].points)])
    religions = [c.religion for column in t.EXAMPLE.columns for c in column.cards if c.religion is not None]
    assert emblems == [pictures.RELIGION_EMBLEM[r] for r in religions]


def test_religions_are_drawn_never_typed(doc):
    """No font glyph stands for a religion (a cross could be read as the ruling dagger): the key
    draws each religion's emblem beside its name."""
    glyphs = {"\u2720", "\u271d", "\u271e", "\u271f", "\u262a", "\u2721", "\u262b"}
    assert not glyphs & set(doc.flat)
    key = pictures.religion_key(260, ST)
    names = [s.text for s in key.contents if isinstance(s, String)]
    assert names == [ENGLISH(r.label) for r in t.Religion]
    assert sum(isinstance(s, Polygon) for s in key.contents) == 4      # a cross, a crescent, two triangles
    assert all(name in doc.flat for name in names)


def test_the_banner_shows_the_round_and_each_phase_has_its_section_in_order(doc):
    assert " ".join(f"{p.number} {say(p.name)}" for p in t.PHASES) in doc.flat       # the banner
    headings = [say(t.AID["phase"], number=p.number, name=ENGLISH(p.name)) for p in t.PHASES]
    positions = [doc.body.index(f"{heading} \u2022 {say(p.steps[0])}") for heading, p in zip(headings, t.PHASES)]
    assert positions == sorted(positions)
    assert doc.body.startswith(f"{' '.join(f'{p.number} {say(p.name)}' for p in t.PHASES)} {ENGLISH(SETUP)}")


# --- every message, once, and nothing but messages ------------------------------------------------

def shown() -> dict[str, str]:
    """Every sentence the aid prints, by where it comes from, filled in as the PDF shows it."""
    a = t.AID
    out = {f"SETUP_STEPS[{i}]": say(m) for i, m in enumerate(t.SETUP_STEPS)}
    for p in t.PHASES:
        out[f"phase {p.number}"] = say(a["phase"], number=p.number, name=ENGLISH(p.name))
        out |= {f"phase {p.number} step {i}": say(m) for i, m in enumerate(p.steps)}
    out |= {f"AUCTION {i}": say(m) for i, m in enumerate(aid.AUCTION_RULES)}
    out |= {f"PLACEMENT {i}": say(m) for i, m in enumerate(aid.PLACEMENT_RULES)}
    for name in ("SCORING", "TWO_PLAYERS"):
        out |= {f"{name}[{i}]": say(m) for i, m in enumerate(getattr(t, name))}
    out["ties"] = t.tie_sentences(ENGLISH)
    out["MATCH"] = say(t.MATCH)
    out |= {f"coin {c.value}": say(a["coin"], coin=ENGLISH(c.label), worth=c.worth) for c in t.Coin}
    shared = [n for n, purse in t.ALLOWANCE.items() if purse == t.ALLOWANCE[t.MAX_PLAYERS]]
    out["seats"] = say(a["seats"], low=min(shared), high=max(shared))
    out["example_key"] = say(a["example_key"], crown=pictures.CROWN, complete=pictures.COMPLETE)
    special = {"phase", "coin", "seats", "example_key", "card_text", "card_prestige", "card_safe", "card_never",
               "example_bonus", "subtitle"}
    out |= {f"AID[{key!r}]": say(m) for key, m in a.items() if key not in special}    # the rest: checked above
    return out


def test_every_message_the_aid_shows_is_in_the_pdf(doc):
    missing = {where: text for where, text in shown().items() if text not in doc.body}
    assert not missing, missing


def test_the_aid_says_each_sentence_once(doc):
    """The round is said once: the banner names the phases, each phase's section says its steps,
    and the rules of auctions and placement add only what the steps do not say."""
    sentences = [*shown().values(), *(say(m) for m in t.AUCTION), *(say(m) for m in t.PLACEMENT)]
    sentences = [s for s in sentences if len(s.split()) >= 5]          # a sentence, not a heading or a word
    twice = {s: doc.body.count(s) for s in sentences if doc.body.count(s) > 1}
    assert not twice, twice
    assert say(t.AUCTION[0]) not in doc.body and say(t.PLACEMENT[0]) not in doc.body   # phases 3 and 5 say them


def test_the_header_shows_the_subtitle_message():
    page = read_pdf(rendered("toledo1085-aid", "a4")).pages[0]
    assert say(t.AID["subtitle"]) in " ".join(page.split())


def test_the_rulings_box_lists_exactly_the_marks_the_aid_prints_sorted_by_key(doc):
    """One bullet a ruling, or run on in one paragraph where bullets would not let the columns end
    together: either way each mark once, sorted by key (one look finds a key), with its few words."""
    from playaid.generator.pdf import key_order

    title = ENGLISH(RULINGS_TITLE, mark=RULING_MARK)
    head, box = doc.body.split(title, 1)
    printed = set(re.findall(re.escape(RULING_MARK) + r"([A-Z]\d+)", head))
    listed = re.findall(re.escape(RULING_MARK) + r"([A-Z]\d+)", box)
    assert listed == sorted(printed, key=key_order) and len(listed) > 10
    bulleted = re.findall(r"\u2022 " + re.escape(RULING_MARK) + r"([A-Z]\d+)", box)
    assert bulleted in (listed, [])
    for key in listed:
        assert f"{t.RULING[key].mark} {say(t.RULING[key].short)}" in box


def test_the_rulings_box_is_bulleted_where_that_fits_and_run_on_where_it_does_not():
    """The key's forms, the easier to scan first: one entry a line, then run on in one paragraph.
    Every edition keeps to its two pages with its key in one of them."""
    from playaid.automata.language import text_for
    from playaid.generator.pdf import page_count

    assert aid.PLAN.key == (aid.rulings, aid.rulings_run_on)
    for paper in PAPERS.values():
        for language in (ENGLISH, text_for("it")):
            st = make_styles(COLOUR, language)
            chosen = render(aid.pages(paper, st), aid.INFO, paper, COLOUR, st.t)
            assert page_count(chosen) == 2, (paper.name, language)
            text = " ".join(read_pdf(chosen).flat.split())
            box = text.split(language(RULINGS_TITLE, mark=RULING_MARK), 1)[1]
            entries = re.findall(re.escape(RULING_MARK) + r"[A-Z]\d+ ", box)
            assert entries, (paper.name, language)


def test_through_another_language_the_aid_prints_none_of_its_own_english():
    """Every word goes through the edition's language: shouted, no lower case is left but data."""
    paper = PAPERS["a4"]
    pdf = render(aid.pages(paper, make_styles(COLOUR, LOUD)), aid.INFO, paper, COLOUR, LOUD)
    text = " ".join(read_pdf(pdf).pages)
    for data in (t.GAME_INFO.rulebook, t.GAME_INFO.title, f"playaid {aid.INFO.version}"):
        text = text.replace(data, "")
    assert not re.findall(r"\w*[a-z]\w*", text)
    assert LOUD(RULINGS_TITLE, mark=RULING_MARK) in " ".join(text.split())


# --- the document ---------------------------------------------------------------------------------

def test_letter_and_a4_differ_in_page_size(toledo1085_aids):
    sizes = {name: read_pdf(data).reader.pages[0].mediabox for name, data in toledo1085_aids.items()}
    assert [round(float(v)) for v in sizes["a4"][2:]] == [595, 842]
    assert [round(float(v)) for v in sizes["letter"][2:]] == [612, 792]


def test_the_pictures_fit_their_column_and_say_so_when_they_cannot():
    for paper in PAPERS.values():
        for picture in (pictures.proposals_picture, pictures.religion_key):
            assert picture(paper.column_width, ST).width == paper.column_width
    with pytest.raises(ValueError, match="more than"):
        pictures.proposals_picture(120, ST)
