"""The le Roy decision sheet: one page that runs le Roy without a computer, from ``playaid.rules.troyes``.

Every word it prints is a message of :mod:`playaid.rules.troyes.text`, shown in the edition's
language (``st.t``) with its numbers filled in from the rules data; this module lays them out, one
function per section, each taking the width it may fill and the edition's styles. The page follows
the shared skeleton (:mod:`playaid.generator.pdf.skeleton`): his round as the banner, his table
across the top, then setup, the round, his turn and the notes, the cards changed against him, his
score box and the end, and the rulings box last.
"""

from __future__ import annotations

from dataclasses import replace

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from playaid.generator.pdf import (
    FONT,
    SETUP,
    DocumentInfo,
    Page,
    Paper,
    Plan,
    Styles,
    banner,
    bullets,
    cell_style,
    data_table,
    die,
    drawing,
    fitted,
    rulings_box,
    skeleton_section,
    text_width,
)
from playaid.generator import links
from playaid.generator.registry import STANDALONE
from playaid.rules import troyes as tr
from playaid.rules.text import plain
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from playaid.rules.text import Message, Text

def automaton(t: Text | None = None) -> dict[str, str]:
    """The other ways to run le Roy, as they are typed: the command and the standalone file."""
    standalone = next(name for name, game, _ in STANDALONE if game == tr.GAME)
    return {"command": f"playaid solo {tr.GAME}", "standalone": f"python3 {standalone}"}


INFO = DocumentInfo.of(tr.GAME_INFO, "le-roy-sheet", subtitle=T.SHEET_SUBTITLE, values=automaton,
                       link=links.play_page, link_label=links.PLAY_PAGE)
#: The reference aid, which gives the setup this sheet points to.
AID = "troyes-aid"

#: The leading of the small type the sheet sets its rules in, as a share of its size.
SMALL_LEADING = 1.12
#: The height of a row of the boxes to write in with a pencil: the counts on the front (6 mm), and
#: his VP on the back, which has the room (8 mm).
BOX_ROW = 6 * 72 / 25.4
SCORE_ROW = 8 * 72 / 25.4


def say(st: Styles, *messages: Message, **more: Any) -> str:
    """Rule sentences in the edition's language, one after another, filled in from the rules data."""
    values = {**tr.message_values(st.t), **more}
    return " ".join(st.t(m, **values) for m in messages)


def ruled(cell: str, r: tr.Row, key: str, message: Message, t: Text) -> str:
    """A table cell, followed in italics by what ruling ``key`` makes of row ``r`` when it rules the row."""
    return f"{cell} <i>{t(message, model=r.mirrors)}</i>" if key in r.rulings else cell


def small_bullets(items: Sequence[str], st: Styles) -> list[Flowable]:
    """Bullets in the small type, with the same hanging indent as the body's."""
    size = st.small.fontSize
    style = ParagraphStyle("small_bullet", parent=st.bullet, fontSize=size, leading=size * SMALL_LEADING,
                           spaceAfter=0.5)
    return bullets(items, st, style)


def small(st: Styles) -> ParagraphStyle:
    """The small type, set tight: the sheet's notes and the aid's card blocks."""
    return ParagraphStyle("small_tight", parent=st.small, leading=st.small.fontSize * SMALL_LEADING, spaceAfter=1.5)


# ----------------------------------------------------------------------------- the top: banner and table


def round_banner(width: float, st: Styles) -> Flowable:
    """His round, in order: dice, combat, turns, the round's end."""
    steps = (T.STEP_DICE, T.STEP_COMBAT, T.STEP_TURNS, T.STEP_END)
    return banner([st.t(s) for s in steps], width, st, height=18)


def price_cell(r: tr.Row, t: Text) -> str:
    """What row ``r`` costs him, his own dice and yours apart."""
    if r.bought and not r.per_banner:
        return t(T.PRICE_SPLIT, count=r.own + r.bought, own=r.own, bought=r.bought)
    return tr.price_text(r, t)


def vp_cell(r: tr.Row, t: Text) -> str:
    """What row ``r`` scores him as the table gives it (the fallbacks are in the notes)."""
    return t(T._ROW_VP[r.action], vp=r.vp)


def rows_by_note() -> list[tuple[tr.Row, ...]]:
    """The table's rows grouped as the rulebook prints them: each printed row with the ruled rows
    that copy it (†T1) or take its price (†T2), the printed row first."""
    groups: dict[int, list[tr.Row]] = {}
    for r in tr.TABLE.values():
        groups.setdefault(r.note_row, []).append(r)
    return [tuple(g) for g in groups.values()]


def roll_cell(rows: Sequence[tr.Row], t: Text) -> str:
    """The rolls that read one row, each ruled one with its mark: ``2 · 12 †T1``."""
    cells = []
    for r in rows:
        roll = f"<b>{r.roll}</b>"
        cells.append(t(T.RULED_ROLL[r.rulings[0]], roll=roll) if r.rulings else roll)
    return " \u00b7 ".join(cells)


def chance_cell(rows: Sequence[tr.Row], t: Text) -> str:
    """The chance of each roll of a group (the rolls of a group are equally likely)."""
    chance = tr.chance_percent(tr.ROLL_PROBABILITY[rows[0].roll], t)
    return t(T.CHANCE_EACH, chance=chance) if len(rows) > 1 else chance


def table_rows(st: Styles) -> list[list[str]]:
    """Le Roy's table, a row per printed row: the rolls that read it, their chance, his action, the
    price (his dice + yours), what it scores him, and the number of its note."""
    t = st.t
    header = (T.COLUMN_ROLL, T.COLUMN_CHANCE, T.COLUMN_LE_ROY_ACTION, T.COLUMN_PRICE, T.COLUMN_HIS_VP,
              T.COLUMN_NOTE)
    rows = [[t(c) for c in header]]
    for group in rows_by_note():
        r = group[0]
        rows.append([roll_cell(group, t), chance_cell(group, t), tr.row_cell(r, t), price_cell(r, t), vp_cell(r, t),
                     t(T.NOTE_NUMBER, number=tr.note_number(r.roll))])
    return rows


#: The table's columns, as shares of the page's width: roll, chance, action, price, his VP, note.
TABLE_COLUMNS = (0.09, 0.15, 0.26, 0.23, 0.22, 0.05)
#: The columns whose cells stand on one line (roll, chance, note): each as wide as its widest cell.
ONE_LINE = (0, 1, 5)


def table_widths(rows: Sequence[Sequence[str]], width: float, st: Styles) -> list[float]:
    """The table's column widths: the roll, the chance and the note as wide as their widest cell (at
    the type size the table is set in), the rest shared as :data:`TABLE_COLUMNS` shares it."""
    widths = [width * f for f in TABLE_COLUMNS]
    for c in ONE_LINE:
        widths[c] = max(text_width(plain(row[c]), st.cell_bold.fontSize, bold=True) for row in rows) + 8
    rest = [c for c in range(len(widths)) if c not in ONE_LINE]
    room = width - sum(widths[c] for c in ONE_LINE)
    share = sum(TABLE_COLUMNS[c] for c in rest)
    for c in rest:
        widths[c] = room * TABLE_COLUMNS[c] / share
    return widths


def table_section(width: float, gap: float, st: Styles) -> list[Flowable]:
    """His table across the page, and its notes under it."""
    rows = table_rows(st)
    table = data_table(rows, table_widths(rows, width, st), st, center=(0, 1, 5))
    table.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    return skeleton_section(st.t(T.HEADING_TABLE), [table, Spacer(1, 2.5), ranking_row(width, st), Spacer(1, 2.5),
                                                     notes_block(width, gap, st)], st)


# ----------------------------------------------------------------------------- the columns


def setup_section(width: float, st: Styles) -> list[Flowable]:
    """Where the setup is: the reference aid gives it in full (this sheet is le Roy's side of play)."""
    aid = next(d for d in tr.GAME_INFO.documents if d.name == AID)
    return skeleton_section(st.t(SETUP), [Paragraph(say(st, T.SETUP_ON_AID, aid=st.t(aid.title)), small(st))], st)


def round_section(width: float, st: Styles) -> list[Flowable]:
    """His round, step by step as the banner names the steps, then what every turn of his obeys."""
    builders = st.t(T.TRAVELING_BUILDERS)
    steps: tuple[tuple[Message, str], ...] = (
        (T.STEP_DICE, say(st, T.ROUND_DICE)),
        (T.STEP_COMBAT, say(st, *T.COMBAT_RULES)),
        (T.STEP_TURNS, say(st, T.TURN_KEEPS, T.TURN_PRICE, T.TURN_SHORT)),
        (T.STEP_END, say(st, T.ROUND_END, card=builders)),
    )
    items = [st.t(T.ROUND_STEP, step=st.t(step), rules=rules) for step, rules in steps]
    items.append(say(st, T.SOLO_CHANGES["harmful"], T.SOLO_CHANGES["neutral"]))
    return skeleton_section(st.t(T.HEADING_EACH_ROUND), small_bullets(items, st), st)


def die_swatch(st: Styles, colour: tr.Colour | None) -> Any:
    """The swatch a die of ``colour`` (None: a black die) is drawn with, lettered as the edition's
    language writes it (``T.DIE_LETTERS``, ``T.BLACK_LETTER``): the letters the automaton and the
    phone page write and read."""
    if colour is None:
        return replace(st.theme.swatch("die.black"), letter=st.t(T.BLACK_LETTER))
    return replace(st.theme.swatch(f"die.{colour.value}"), letter=st.t(T.DIE_LETTERS[colour]))


def ranking_strip(st: Styles, size: float = 13.0, gap: float = 2.5) -> Flowable:
    """Every face of his dice from strongest to weakest, as the rules rank them."""
    dice = tr.rank([tr.Die(c, v) for c in tr.Colour for v in tr.FACES])
    d = drawing(len(dice) * (size + gap) - gap, size + 2)
    for i, face in enumerate(dice):
        die(d, i * (size + gap), 1, size, die_swatch(st, face.colour), face.value)
    return d


def ranking_row(width: float, st: Styles) -> Table:
    """His ranking drawn, every face in order, with the rule beside it."""
    strip = ranking_strip(st)
    row = Table([[strip, Paragraph(say(st, T.RANKING), small(st))]],
                colWidths=[strip.width + 8, width - strip.width - 8], hAlign="LEFT")
    row.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                             ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                             ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
    return row


def note_items(st: Styles) -> list[str]:
    """The notes under the table, each after its number, less what the table's own cells say: a note
    that only changes an earlier one's deniers says so, and the event's note leaves its price to the
    price column."""
    t = st.t
    items = []
    said: dict[str, int] = {}
    for n in tr.notes(t):
        r = tr.row(n.rolls[0])
        if r.bought:
            buys = t(T.NOTE_BUYS, deniers=r.price_deniers)
            first = said.setdefault("buys", n.number)
            if first != n.number:
                text = n.text.replace(buys, t(T.NOTE_LIKE, number=first, deniers=r.price_deniers))
                items.append(t(T.NOTE_ITEM, number=n.number, note=text))
                continue
        if r.per_banner:  # the price column already says one die per free banner
            text = n.text.replace(t(T.EVENT_PRICE, count=tr.DICE_PER_BANNER), "").strip()
            items.append(t(T.NOTE_ITEM, number=n.number, note=text))
            continue
        items.append(t(T.NOTE_ITEM, number=n.number, note=n.text))
    return items


def notes_block(width: float, gap: float, st: Styles) -> Table:
    """The notes under the table in two columns (as many notes in each as balances them), each
    after the number the table's last column gives it."""
    style = small(st)
    notes = [Paragraph(item, style) for item in note_items(st)]
    half = (width - gap) / 2
    heights = [n.wrap(half, 1000)[1] + style.spaceAfter for n in notes]
    cut = min(range(1, len(notes)), key=lambda k: max(sum(heights[:k]), sum(heights[k:])))
    block = Table([[notes[:cut], notes[cut:]]], colWidths=[half + gap, half], hAlign="LEFT")
    block.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("RIGHTPADDING", (0, 0), (0, 0), gap),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
    return block


def cards_section(width: float, st: Styles) -> list[Flowable]:
    """The four cards that work differently against him, each after its name."""
    lines = [st.t(T.CARD_LINE, card=c.name, text=c.text) for c in tr.card_modifications(st.t)]
    return skeleton_section(st.t(T.HEADING_CARDS), small_bullets(lines, st), st)


def box_table(head: Sequence[str], lines: Sequence[str], width: float, st: Styles, *, total: bool,
              row: float = BOX_ROW) -> Table:
    """A box to write in, round by round: ``head`` across the top (the rounds, then the end and, with
    ``total``, the total), a row per line, each row tall enough for a pencil (:data:`BOX_ROW`)."""
    t = st.t
    rounds = list(range(1, tr.ROUNDS + 1))
    # Each label on one line: the labels' column grows (from 28% of the width, up to 40%) when a
    # label needs it, as one in another language may; the write-in cells give way.
    widest = max(text_width(plain(line), st.cell.fontSize, bold="<b>" in line) for line in lines) + 5
    label = min(max(width * 0.28, widest), width * 0.4)
    end = text_width(t(T.BOX_END), st.cell_bold.fontSize, bold=True) + 5   # its heading on one line
    tail = max(27.0, text_width(t(T.BOX_TOTAL), st.cell_bold.fontSize, bold=True) + 6) if total else 0.0
    cell = (width - label - tail) / (len(rounds) + 1)
    if end > cell:
        cell = (width - label - tail - end) / len(rounds)
    widths = [label] + [cell] * len(rounds) + [max(end, cell)] + ([tail] if total else [])
    data = [list(head)] + [[line] + [""] * (len(head) - 1) for line in lines]
    theme = st.theme
    cells = [[Paragraph(c, st.cell_bold if r == 0 else st.cell) if c else c for c in row]
             for r, row in enumerate(data)]
    box = Table(cells, colWidths=widths, rowHeights=[st.cell.leading + 4] + [row] * len(lines))
    style = [
        *cell_style("MIDDLE", 2, 0, 1),
        ("GRID", (0, 0), (-1, -1), 0.4, theme.rule),
        ("BACKGROUND", (0, 0), (-1, 0), theme.tint),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, theme.accent),
    ]
    if total:
        style += [("BACKGROUND", (-1, 1), (-1, -1), theme.soft),
                  ("LINEABOVE", (0, len(lines)), (-1, len(lines)), 0.8, theme.accent)]
    box.setStyle(TableStyle(style))
    return box


def score_box(width: float, st: Styles) -> Table:
    """The box to keep his VP in, round by round: a row per source the automaton counts, then his VP
    so far; the total of each row in the last column, his score in its last cell."""
    t = st.t
    head = [t(T.BOX_ROUND), *map(str, range(1, tr.ROUNDS + 1)), t(T.BOX_END), t(T.BOX_TOTAL)]
    # A card's name without its English original in brackets: the cards section above gives both.
    lines = [*(T.unbracketed(t(m)) for m in T.SOURCES.values()), f"<b>{t(T.BOX_VP)}</b>"]
    return box_table(head, lines, width, st, total=True, row=SCORE_ROW)


def count_box(width: float, st: Styles) -> Table:
    """Apart from his VP, what the state line counts each round: his dice, the characters left, the
    cathedral's free spaces."""
    t = st.t
    head = [t(T.BOX_ROUND), *map(str, range(1, tr.ROUNDS + 1)), t(T.BOX_END)]
    return box_table(head, [t(T.BOX_DICE), t(T.BOX_CHARACTERS), t(T.BOX_CATHEDRAL)], width, st, total=False)


def score_section(width: float, st: Styles) -> list[Flowable]:
    """Where his VP come from, and the box to add them up in, across the back of the sheet."""
    return skeleton_section(st.t(T.HEADING_SCORE), [
        *small_bullets([say(st, *T.SCORE_RULES[:2]), say(st, *T.SCORE_RULES[2:])], st),
        Spacer(1, 3),
        score_box(width, st),
    ], st)


def counts_section(width: float, st: Styles) -> list[Flowable]:
    """What the state line counts each round, apart from his VP: his dice, the characters left, the
    cathedral's free spaces."""
    return skeleton_section(st.t(T.HEADING_COUNTS), [count_box(width, st)], st)


def tight(st: Styles) -> Styles:
    """The edition's styles with a slimmer heading band (same type size) and table cells in the small
    type, for a page this full."""
    size = st.small.fontSize
    cells = {name: ParagraphStyle(f"{name}_small", parent=getattr(st, name), fontSize=size,
                                  leading=size * SMALL_LEADING)
             for name in ("cell", "cell_bold", "cell_center", "cell_head_center", "cell_right")}
    return replace(st, h1=ParagraphStyle("h1_tight", parent=st.h1, leading=st.h1.fontSize * 1.08, spaceBefore=3.5,
                                      spaceAfter=3, borderPadding=(2, 4, 2.5, 4)),
                   **cells)


def top(width: float, st: Styles) -> list[Flowable]:
    """Across the top: his round as the banner, his table and its notes."""
    return [round_banner(width, st), *table_section(width, 14.0, st)]


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The rulings key on the back of the sheet: every ruling it marked, sorted by key, one a line
    in three columns. Built last, so that it knows them all."""
    return rulings_box(tr.RULING, st, tr.message_values(st.t), columns=3, width=width)


FRONT_SIZES = tuple(9.0 + 0.25 * i for i in range(13))


#: Two sides. The front runs him: the banner, his table and its notes across the top; under them
#: where the setup is, his round, the cards changed against him and what to count each round. The
#: back keeps his score, across the page, and the rulings key, out of the way of play.
#: The front has the room for a larger type than other documents (up to 12 pt): it fills its
#: columns instead of leaving their feet empty.
PLAN = Plan(tops=(top, score_section), parts=(setup_section, round_section, cards_section, counts_section),
            on={counts_section: (1, 1)}, key=(rulings,), styles=tight, sizes=FRONT_SIZES)


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The sheet, at the largest type whose columns end together."""
    return fitted(PLAN, paper, st, INFO)
