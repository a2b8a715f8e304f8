"""The Toledo 1085 score pad: one sheet per player, filled in with a pencil and added up at the table.

Its rows follow the score calculator's fields in order (:data:`playaid.rules.toledo1085.PAD_FIELDS`:
a player's :data:`~playaid.rules.toledo1085.score.PLAYER_FIELDS`, a card's
:data:`~playaid.rules.toledo1085.score.CARD_FIELDS` within them): the name; then the player's four
columns as they lie on the table, two by two, each with a row per card (what card, its sector, a
box to tick under its religion, its prestige), as many rows as the page holds, and under them the
column's +2 for all three religions and its total; then the first to complete all four sectors,
to tick, the end-game bonus as a row of boxes to tick (how many columns show all three religions),
the total, the tie-break and a running total for several games. Under it the rulings the pad marks.

No JSON goes on paper: how each row is typed into ``playaid score toledo1085`` is in the
command's help and on the site, from the same :data:`~playaid.rules.toledo1085.PAD_FIELDS`.

Layout only: the words come from :data:`playaid.rules.toledo1085.text.PAD`, the numbers from the
rules data.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from reportlab.graphics.shapes import Drawing
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer, Table, TableStyle

from playaid.generator.aids.toledo1085_pictures import religion_icon
from playaid.generator.pdf import (
    FONT,
    DocumentInfo,
    MarkedText,
    esc,
    Page,
    Paper,
    Styles,
    cell_style,
    drawing,
    rulings_box,
    signed,
    stack_height,
    text,
)
from playaid.generator.pdf.pad import TICK, TICK_PT, WRITE, shaded, tick_style
from playaid.generator.pdf.pad import words as pad_words
from playaid.rules import toledo1085 as t
from playaid.rules.game import PAD_POINTS, PAD_TOTAL, PAD_TOTAL_RULE, pad_tie_rows, pad_tie_shared
from playaid.rules.text import Text

INFO = DocumentInfo.of(t.GAME_INFO, "toledo1085-score-pad", subtitle=t.PAD["subtitle"], values=t.pad_values)

#: A card's fields, in the order of the card row's cells (:data:`~playaid.rules.toledo1085.PAD_FIELDS`).
CARD_KEYS = tuple(f.field for f in t.PAD_FIELDS if f.field in {k for ks in t.CARD_FIELDS.values() for k in ks})
#: The religions, in the order of their boxes on a card row.
RELIGIONS = tuple(t.Religion)
#: A column block's columns, as shares of its width: a tinted edge, the card, its sector, a box per
#: religion, its prestige.
BLOCK = (0.03, 0.26, 0.22, 0.1, 0.1, 0.1, 0.19)
#: The heights of a block's two heading rows, and the least card rows a block holds.
HEAD, ICONS = 13.0, 14.0
LEAST_CARDS = 6
#: The end table's columns, as shares of the width: the label, a box per count of columns with
#: all three religions (0 to 4), the points.
CHOICES = t.MAX_COLUMNS + 1
END_LABEL, END_POINTS = 0.5, 0.1
GUTTER = 12.0


def words(st: Styles, message: Any, **more: Any) -> str:
    """``message`` as a cell's markup, in the edition's language, the pad's values filled in (a
    loss with a true minus sign)."""
    filled = {**t.pad_values(st.t), **more}
    return pad_words(st, message, **{k: signed(v) if isinstance(v, int) and v < 0 else v for k, v in filled.items()})


def muted(st: Styles, markup: str) -> str:
    """Secondary words, in the theme's colour for them."""
    return f'<font color="#{st.theme.muted.hexval()[2:]}">{markup}</font>'


def field_words(st: Styles, field: str, **more: Any) -> str:
    """The pad's words for ``field`` (:data:`~playaid.rules.toledo1085.PAD_FIELDS`)."""
    return words(st, next(f.row for f in t.PAD_FIELDS if f.field == field), **more)


# ----------------------------------------------------------------------------- the top


def name_row(width: float, st: Styles) -> Table:
    """The player's name, and a cell to write it in."""
    table = Table([[Paragraph(f"<b>{field_words(st, 'name')}</b>", st.cell), ""]],
                  colWidths=[width * 0.14, width * 0.86], rowHeights=[WRITE * 1.2], hAlign="LEFT")
    table.setStyle(TableStyle([*cell_style("MIDDLE", 3), ("BOX", (1, 0), (1, 0), 1.0, st.theme.accent),
                               ("BACKGROUND", (0, 0), (0, 0), st.theme.soft),
                               ("BOX", (0, 0), (-1, -1), 1.0, st.theme.accent)]))
    return table


def how(st: Styles) -> list[Flowable]:
    """How to fill in a card row, in words: the rule beside the card fields."""
    p = t.PAD
    return [Paragraph(f"{words(st, p['cards'])} {words(st, p['card_how'])} {words(st, p['common_how'])}", st.body)]


# ----------------------------------------------------------------------------- a column


def icons(width: float, st: Styles, religion: t.Religion) -> Drawing:
    """A religion's box heading: its emblem (the icon its cards show) and its letter."""
    d = drawing(width, ICONS - 2)
    letter = st.t(t.RELIGION_LETTERS[religion])
    religion_icon(d, st.theme, religion, width / 2 - 5, (ICONS - 2) / 2, 10)
    text(d, st.theme, width / 2 + 2, (ICONS - 2) / 2 - 3.2, letter, size=9, bold=True)
    return d


def block(width: float, st: Styles, number: int, cards: int, row: float) -> Table:
    """Column ``number``: its heading, ``cards`` card rows ``row`` points tall, its three-religion
    bonus and its total."""
    theme = st.theme
    widths = [width * s for s in BLOCK]
    head = st.cell_head_center
    rel = len(RELIGIONS)
    data: list[list[Any]] = [
        [Paragraph(f"<b>{field_words(st, 'sectors', number=number)}</b>", st.cell_bold), "", "",
         Paragraph(field_words(st, "religion"), head), "", "", Paragraph(field_words(st, "prestige"), head)],
        ["", Paragraph(field_words(st, "kind"), head), Paragraph(field_words(st, "sector"), head),
         *(icons(w, st, r) for w, r in zip(widths[3:3 + rel], RELIGIONS)), ""],
    ]
    data += [["", "", "", *[""] * rel, ""] for _ in range(cards)]
    # a box to tick when the column shows all three religions: the end-game bonus counts them
    three = Paragraph(f'<font size="{TICK_PT:g}">{TICK}</font> {words(st, t.PAD["three"])}', st.cell_right)
    total = Paragraph(f"<b>{words(st, t.PAD['column_total'])}</b>", st.cell_right)
    data += [[three, "", "", "", "", "", ""], [total, "", "", "", "", "", ""]]
    last = len(data) - 1
    span = sum(widths[:6]) - 4                     # the two rows' words, across all but the points
    heights = [HEAD, ICONS, *[row] * cards, *(max(WRITE, p.wrap(span, 1000)[1] + 3) for p in (three, total))]
    table = Table(data, colWidths=widths, rowHeights=heights, hAlign="LEFT")
    table.setStyle(TableStyle([
        *cell_style("MIDDLE", 2, 1, 1),
        ("SPAN", (0, 0), (2, 0)),                                  # "Column 1" over its card and sector
        ("SPAN", (3, 0), (5, 0)),                                  # "Religion" over its boxes
        ("SPAN", (6, 0), (6, 1)),                                  # "Prestige" over both rows
        ("SPAN", (0, 1), (0, last - 2)),                           # a tinted edge down the cards
        ("SPAN", (0, last - 1), (5, last - 1)), ("SPAN", (0, last), (5, last)),
        ("BACKGROUND", (0, 0), (-1, 1), theme.tint), ("BACKGROUND", (0, 1), (0, last - 2), theme.tint),
        ("LINEBELOW", (1, 1), (-1, 1), 0.9, theme.accent),
        ("INNERGRID", (0, 0), (-1, -1), 0.4, theme.rule),
        ("LINEBEFORE", (3, 0), (3, last - 2), 0.9, theme.accent), ("LINEAFTER", (5, 0), (5, last - 2), 0.9, theme.accent),
        ("LINEABOVE", (0, last - 1), (-1, last - 1), 0.9, theme.accent),
        ("BACKGROUND", (0, last - 1), (5, last), theme.soft),
        ("BOX", (6, last), (6, last), 1.4, theme.ink),
        ("BOX", (0, 0), (-1, -1), 1.0, theme.accent),
    ]))
    return table


def blocks(width: float, st: Styles, cards: int, row: float) -> Table:
    """The four columns, two by two, as they lie on the table."""
    half = (width - GUTTER) / 2
    numbers = range(1, t.MAX_COLUMNS + 1)
    grid = [[block(half, st, n, cards, row) for n in numbers[i:i + 2]] for i in range(0, t.MAX_COLUMNS, 2)]
    cells = [[pair[0], "", pair[1]] for pair in grid]
    table = Table(cells, colWidths=[half, GUTTER, half], hAlign="LEFT")
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONTNAME", (0, 0), (-1, -1), FONT),
                               *((pad, (0, 0), (-1, -1), 0) for pad in ("LEFTPADDING", "RIGHTPADDING", "TOPPADDING")),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]))
    return table


# ----------------------------------------------------------------------------- adding up


def end_table(width: float, st: Styles) -> Table:
    """Adding up: the columns' totals, the first to complete (to tick), the end-game bonus (a box
    per count of columns with all three religions), the total, the tie-break and the running total."""
    theme = st.theme
    p = t.PAD
    tick = tick_style(st)
    lab, pts = width * END_LABEL, width * END_POINTS
    choice = (width - lab - pts) / CHOICES
    sign = ParagraphStyle("pad_sign", parent=st.cell, textColor=theme.muted)

    def row_label(head: str, rule: str = "") -> Paragraph:
        return Paragraph(f"<b>{head}</b>{' ' + muted(st, rule) if rule else ''}" if head else muted(st, rule), st.cell)

    bonus = [Paragraph(words(st, p["bonus_cell"], count=n, bonus=signed(t.END_BONUS[n]), tick=TICK), st.cell_center)
             for n in range(CHOICES)]
    tie = pad_tie_rows(t.TIES, st.t)[0]
    data: list[list[Any]] = [
        ["", *[""] * CHOICES, Paragraph(words(st, PAD_POINTS), st.cell_head_center)],
        [row_label(words(st, p["columns_sum"])), *[""] * CHOICES, ""],
        [row_label(field_words(st, "first_to_complete"), words(st, p["first_rule"])),
         Paragraph(TICK, tick), *[""] * (CHOICES - 1), ""],
        [row_label(words(st, p["bonus"]), words(st, p["bonus_rule"])), *bonus, ""],
        [row_label(words(st, PAD_TOTAL), words(st, PAD_TOTAL_RULE)), *[""] * CHOICES, ""],
        [Paragraph(f"{tie} {muted(st, words(st, p['tie_rule']))}", st.cell), *[""] * CHOICES, ""],
        [row_label("", words(st, p["match"])), Paragraph("", sign), "", Paragraph("+", sign), "",
         Paragraph("=", sign), ""],
    ]
    data[0][0] = Paragraph(f"<b>{words(st, p['adding_up'])}</b>", st.cell_bold)
    # every row a pencil writes in is at least WRITE tall, or as tall as its label
    heights = [14.0, *(max(WRITE, row[0].wrap(lab - 6, 1000)[1] + 4) for row in data[1:])]
    table = Table(data, colWidths=[lab, *[choice] * CHOICES, pts], rowHeights=heights, hAlign="LEFT")
    r_sum, r_first, r_bonus, r_total, r_tie, r_match = range(1, 7)
    style = [
        *cell_style("MIDDLE", 3, 1, 1),
        ("INNERGRID", (0, 1), (-1, -1), 0.4, theme.rule), ("BOX", (0, 1), (-1, -1), 1.0, theme.accent),
        ("BACKGROUND", (0, 1), (0, -1), theme.soft),
        ("LINEBEFORE", (-1, 1), (-1, -1), 0.9, theme.accent),
        ("SPAN", (1, r_sum), (CHOICES, r_sum)), ("BACKGROUND", (1, r_sum), (CHOICES, r_sum), shaded(theme)),
        ("SPAN", (1, r_first), (CHOICES, r_first)),
        # the total in the points column, under the points it adds up; nothing beside it
        ("SPAN", (1, r_total), (CHOICES, r_total)), ("BACKGROUND", (1, r_total), (CHOICES, r_total), shaded(theme)),
        ("BOX", (0, r_total), (-1, r_total), 1.6, theme.ink), ("BOX", (-1, r_total), (-1, r_total), 1.6, theme.ink),
        ("BACKGROUND", (0, r_total), (0, r_total), theme.tint),
        ("SPAN", (1, r_tie), (CHOICES, r_tie)), ("BACKGROUND", (-1, r_tie), (-1, r_tie), shaded(theme)),
        # the running total: the earlier games, + this game, = the running total
        ("SPAN", (1, r_match), (2, r_match)), ("SPAN", (3, r_match), (4, r_match)),
        ("SPAN", (5, r_match), (-1, r_match)), ("VALIGN", (1, r_match), (-1, r_match), "TOP"),
        ("LINEABOVE", (0, r_tie), (-1, r_tie), 0.9, theme.accent),
    ]
    table.setStyle(TableStyle(style))
    return table


def adding_up(width: float, st: Styles) -> list[Flowable]:
    """The end table, and under it, on one line, players still tied and how the running total adds up."""
    under = Table([[Paragraph(esc(pad_tie_shared(t.TIES, st.t)), st.cell),
                    Paragraph(muted(st, words(st, t.PAD["match_cells"])), st.cell_right)]],
                  colWidths=[width * 0.4, width * 0.6], hAlign="LEFT")
    under.setStyle(TableStyle(cell_style("TOP", 0, 1, 0)))
    return [end_table(width, st), under]


def notes(st: Styles) -> list[Flowable]:
    """Under it all: where a longer column goes on."""
    return [Paragraph(words(st, t.PAD["more"]), st.body)]


def rulings(st: Styles) -> list[Flowable]:
    """The one rulings box: every ruling the pad marked, run on to leave the columns their rows.
    Build it last."""
    return rulings_box(t.RULING, st, t.message_values(st.t), compact=True)


# ----------------------------------------------------------------------------- the page


def top_parts(paper: Paper, st: Styles, cards: int, row: float) -> list[Flowable]:
    full = paper.body_width
    return [name_row(full, st), Spacer(1, 4), blocks(full, st, cards, row), *adding_up(full, st)]


def below(paper: Paper, st: Styles) -> tuple[list[Flowable], list[Flowable]]:
    """The two columns under the rest: the rulings on the left (the taller, so the left column
    is full), how to fill in a card row and where a longer column goes on, on the right (made
    first, so that the rulings box lists their marks too)."""
    right = [*how(st), *notes(st)]
    return rulings(st), right


def rows_that_fit(paper: Paper, st: Styles) -> tuple[int, float]:
    """How many card rows each column gets, and how tall: as many rows of at least :data:`WRITE`
    as the page holds once the rest is measured, grown to fill it."""
    probe = replace(st, t=MarkedText(st.t))          # measuring marks nothing in the document
    top = top_parts(paper, probe, 0, WRITE)
    left, right = below(paper, probe)
    under = max(stack_height(left, paper.column_width), stack_height(right, paper.column_width))
    room = paper.body_height - under - 4 - 2 - 8 - stack_height(top, paper.body_width)
    per_block = room / 2                              # two blocks, one over the other
    cards = int(per_block // WRITE)
    return cards, per_block / cards


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The name across the top, the four columns two by two, the adding up; under them the rulings
    on the left, how to fill in a card row on the right."""
    cards, row = rows_that_fit(paper, st)
    if cards < LEAST_CARDS:
        raise ValueError(f"the Toledo 1085 score pad holds only {cards} cards a column on {paper.name}")
    top = top_parts(paper, st, cards, row)
    left, right = below(paper, st)                    # the rulings last: they list the marks
    body = [*left, FrameBreak(), *right]
    return [Page(top=top, body=body)]


__all__ = ["CARD_KEYS", "INFO", "RELIGIONS", "pages", "rows_that_fit"]
