"""The Toledo 1085 score pad: what is written on it, typed as it stands, is the score sheet that
``playaid score toledo1085`` reads.

Its fields are exactly the calculator's (:data:`~playaid.rules.toledo1085.score.PLAYER_FIELDS`
and :data:`~playaid.rules.toledo1085.score.CARD_FIELDS`), each printed with its words and, beside
them, its JSON key. The top of the page says what to write in each field (the values are the
calculator's: card kinds, sectors, religions, ``true`` and ``false``), how to type the sheet, and
a whole sheet for example, made from cards by the score module itself; then the rulings box.
Below, one column per player: the name, ``first_to_complete``, and the four columns of
``sectors``, one row per card, with as many rows as the paper holds.

Layout only: the words come from :data:`playaid.rules.toledo1085.text.PAD`; keys and values
from the score module and the rules data.
"""

from __future__ import annotations

import json
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer, Table, TableStyle

from playaid.generator.aids.toledo1085_pictures import TEXT, markup, religion_icon, words
from playaid.generator.pdf import (
    FONT,
    DocumentInfo,
    Page,
    Paper,
    Styles,
    bullets,
    cell_style,
    data_table,
    drawing,
    esc,
    rulings_box,
    skeleton_section,
    stack_height,
    text,
    text_width,
)
from playaid.rules import toledo1085 as t
from playaid.rules.text import Text

#: What the player types to score the sheet they typed from the pad.
COMMAND = f"playaid score {t.GAME} sheet.json"
#: The JSON values a player writes for true and false.
TRUE, FALSE = json.dumps(True), json.dumps(False)
#: The sheet's one key, around the players.
PLAYERS_KEY = "players"


def pad_values(language: Text) -> dict[str, Any]:
    """The values of the pad's placeholders: the game's, and the command that reads the sheet."""
    return {**t.message_values(language), "command": COMMAND.rsplit(" ", 1)[0], "players": key(PLAYERS_KEY)}


INFO = DocumentInfo.of(t.GAME_INFO, "toledo1085-score-pad", subtitle=t.PAD["subtitle"], values=pad_values)

#: A card's row: room to write a word by hand (about 5 mm).
ROW = 14.0        #: the least; rows grow to fill the column
#: The card table's columns, as shares of the width: the column's number, then the card's fields.
CARD_COLUMNS = (0.06, 0.28, 0.22, 0.25, 0.19)
#: The order of a card's fields across the pad: every field any kind of card takes.
CARD_KEYS = tuple(dict.fromkeys(k for fields in t.CARD_FIELDS.values() for k in fields))
#: The fields table's columns, and the player's name and first_to_complete rows.
FIELD_COLUMNS = (0.29, 0.71)
PLAYER_COLUMNS = (0.6, 0.4)
#: The top block: the fields on the left, how to type the sheet and the rulings on the right; the
#: left side's share of the width is the one of these that makes the block shortest.
TOP_SPLITS = tuple(share / 100 for share in range(52, 67))
GUTTER = 12.0


def key(name: str) -> str:
    """A field's key as it is typed in the sheet: ``"kind"``."""
    return json.dumps(name)


def pad_words(st: Styles, message: Any, **values: Any) -> str:
    return markup(st, message, **{**pad_values(st.t), **values})


def field_label(st: Styles, name: str, message: Any, *, stacked: bool = True) -> str:
    """A field's words, and its key beside them (under them in a narrow cell)."""
    return f"<b>{markup(st, message)}</b>{'<br/>' if stacked else ' '}{esc(key(name))}"


def listed(values: Any) -> str:
    return " \u00b7 ".join(values)


# ----------------------------------------------------------------------------- the top block


def religion_values(width: float, st: Styles) -> Flowable:
    """Each religion's emblem and the word the calculator reads for it."""
    d = drawing(width, 13)
    x = 0.0
    for r in t.Religion:
        religion_icon(d, st.theme, r, x + 6, 6.5, 12)
        text(d, st.theme, x + 14, 3.3, r.value, size=TEXT)
        x += 14 + text_width(r.value, TEXT) + 12
    return d


def fields_table(width: float, st: Styles) -> Flowable:
    """Each field of the sheet: its words and key, then what to write in it."""
    p = t.PAD
    common = listed(f"{k.value} {k.prestige}" for k in t.CommonKind)
    write_width = width * FIELD_COLUMNS[1] - 6
    rows: list[list[Any]] = []
    rows.append([field_label(st, "first_to_complete", t.HEADINGS["first"]),
                 pad_words(st, p["first_values"], yes=TRUE, no=FALSE)])
    rows.append([field_label(st, "sectors", p["sectors"]), pad_words(st, p["sectors_values"], first_column=1)])
    rows.append([field_label(st, "kind", p["kind"]), pad_words(st, p["kind_values"], values=listed(t.CARD_KINDS))])
    rows.append([field_label(st, "sector", p["sector"]),
                 pad_words(st, p["sector_values"], values=listed(s.value for s in t.Sector), nobility=t.NOBILITY)])
    rows.append([field_label(st, "religion", p["religion"]),
                 [religion_values(write_width, st), Paragraph(pad_words(st, p["religion_values"]), st.cell)]])
    rows.append([field_label(st, "prestige", p["prestige"]), pad_words(st, p["prestige_values"], values=common)])
    return data_table(rows, [width * s for s in FIELD_COLUMNS], st, header=False)


def steps(st: Styles, messages: Any) -> list[Flowable]:
    """The pad's instructions, as hanging bullets at table size."""
    hang = ParagraphStyle("steps", parent=st.bullet, fontSize=st.cell.fontSize, leading=st.cell.leading)
    return bullets([pad_words(st, t.PAD[m]) for m in messages], st, hang)


def example_sheet(st: Styles) -> dict[str, Any]:
    """A whole sheet, written by the score module from cards of the aid's worked example: what a
    filled-in pad becomes."""
    ana, bo = t.EXAMPLE.columns[0].cards[:2], t.EXAMPLE.columns[1].cards[:1]
    return {PLAYERS_KEY: [
        {"name": st.t(t.PAD["ana"]), "first_to_complete": False, "sectors": [[t.card_to_dict(c) for c in ana]]},
        {"name": st.t(t.PAD["bo"]), "sectors": [[t.card_to_dict(c) for c in bo]]},
    ]}


def typing(st: Styles) -> list[Flowable]:
    """How the pad becomes the sheet: the order, the command, and a whole sheet for example."""
    sheet = esc(json.dumps(example_sheet(st), ensure_ascii=False))
    body = [*steps(st, ("type",)), Paragraph(f"<b>{esc(COMMAND)}</b>", st.body),
            Paragraph(f"<b>{pad_words(st, t.PAD['example'])}</b> {sheet}", st.small)]
    return skeleton_section(words(st, t.PAD["how"]), body, st)


def top_block(width: float, st: Styles) -> list[Flowable]:
    """What to write on the left; how to type the sheet, then the rulings box, on the right, the
    two sides sharing the width so that the block is as short as it can be (the rest of the page
    goes to the players' card rows). The box is built last, so it lists exactly the rulings the
    fields marked."""
    def sides(split: float) -> tuple[float, float, list[Flowable], list[Flowable]]:
        left, right = width * split - GUTTER / 2, width * (1 - split) - GUTTER / 2
        fields = skeleton_section(words(st, t.PAD["fields"]), [*steps(st, ("rows", "cells")), Spacer(1, 2),
                                                               fields_table(left, st)], st)
        return left, right, fields, typing(st)

    def height(split: float) -> float:
        left, right, fields, how = sides(split)
        box = rulings_box(t.RULING, st, t.message_values(st.t))
        return max(stack_height(fields, left), stack_height([*how, *box], right))

    left, right, fields, how = sides(min(TOP_SPLITS, key=height))
    rulings = rulings_box(t.RULING, st, t.message_values(st.t))
    side = Table([[fields, "", [*how, *rulings]]], colWidths=[left, GUTTER, right])
    side.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONTNAME", (0, 0), (-1, -1), FONT),
                              *((pad, (0, 0), (-1, -1), 0) for pad in ("LEFTPADDING", "RIGHTPADDING",
                                                                       "TOPPADDING", "BOTTOMPADDING"))]))
    return [side]


# ----------------------------------------------------------------------------- a player


def identity(width: float, st: Styles) -> Flowable:
    """The player's name and whether they completed all four sectors first: a cell to write each
    in. Then, never typed, the running total over several games (†G3): three places for a
    pencil's sum, the earlier games' total, plus this game's, equals the new total."""
    p = t.PAD
    choice = Paragraph(f"{TRUE} / {FALSE}", st.note)
    label, cell = (width * s for s in PLAYER_COLUMNS)
    sign = ParagraphStyle("sign", parent=st.cell, textColor=st.theme.muted)
    rows = [[field_label(st, "name", p["name"], stacked=False), "", "", ""],
            [field_label(st, "first_to_complete", t.HEADINGS["first"], stacked=False), choice, "", ""],
            [markup(st, p["match"]), "", Paragraph("+", sign), Paragraph("=", sign)]]
    table = data_table(rows, [label, *[cell / 3] * 3], st, header=False, zebra=False)
    table.setStyle([("SPAN", (1, 0), (-1, 0)), ("SPAN", (1, 1), (-1, 1)),
                    ("BOX", (1, 0), (-1, -1), 0.6, st.theme.ink), ("LINEBELOW", (1, 0), (-1, 1), 0.6, st.theme.ink),
                    ("LINEBEFORE", (2, 2), (-1, 2), 0.4, st.theme.rule),
                    ("VALIGN", (1, 1), (1, 1), "BOTTOM"), ("ALIGN", (1, 1), (1, 1), "RIGHT")])
    return table


def cards(width: float, st: Styles, per_column: int, row: float = ROW) -> Flowable:
    """The player's ``sectors``: four numbered columns of ``per_column`` rows ``row`` points tall,
    one card a row, a cell for each of the card's fields."""
    p, theme = t.PAD, st.theme
    head = [Paragraph(field_label(st, k, p[k]), st.cell) for k in CARD_KEYS]
    rows: list[list[Any]] = [["", *head]]
    for column in range(1, t.MAX_COLUMNS + 1):
        rows += [[Paragraph(f"<b>{column}</b>", st.cell_center) if r == 0 else "", *[""] * len(CARD_KEYS)]
                 for r in range(per_column)]
    table = Table(rows, colWidths=[width * s for s in CARD_COLUMNS], rowHeights=[None, *[row] * (len(rows) - 1)],
                  hAlign="LEFT", repeatRows=1)
    style = [
        *cell_style("TOP", 3, 1.8, 2.2),
        ("BACKGROUND", (0, 0), (-1, 0), theme.tint), ("LINEBELOW", (0, 0), (-1, 0), 0.8, theme.accent),
        ("INNERGRID", (1, 1), (-1, -1), 0.4, theme.rule), ("BOX", (0, 0), (-1, -1), 0.8, theme.ink),
        ("VALIGN", (0, 1), (0, -1), "MIDDLE"),
    ]
    for column in range(t.MAX_COLUMNS):
        top = 1 + column * per_column
        last = top + per_column - 1
        style += [("SPAN", (0, top), (0, last)), ("BACKGROUND", (0, top), (0, last), theme.tint),
                  ("LINEABOVE", (0, top), (-1, top), 0.9, theme.ink)]
    table.setStyle(TableStyle(style))
    return table


def player(width: float, st: Styles, per_column: int, row: float = ROW) -> list[Flowable]:
    body = [identity(width, st), cards(width, st, per_column, row)]
    return skeleton_section(words(st, t.PAD["player"]), body, st)


# ----------------------------------------------------------------------------- the page


def rows_that_fit(paper: Paper, st: Styles, top: list[Flowable]) -> tuple[int, float]:
    """How many card rows each of a player's columns gets, and how tall: as many rows of at least
    :data:`ROW` as the column below the top block holds, grown to fill it."""
    column = paper.body_height - (stack_height(top, paper.body_width, paper.body_height) + 2) - 4 - 1
    one, two = (stack_height(player(paper.column_width, st, n), paper.column_width) for n in (1, 2))
    per_row = (two - one) / t.MAX_COLUMNS
    rows = max(1, int((column - one) // (per_row * t.MAX_COLUMNS)) + 1)
    used = one + per_row * t.MAX_COLUMNS * (rows - 1)
    return rows, ROW + (column - used) / (t.MAX_COLUMNS * rows)


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The top block across the page, then two players side by side, each filling its column."""
    top = top_block(paper.body_width, st)
    rows, height = rows_that_fit(paper, st, top)
    body = [*player(paper.column_width, st, rows, height), FrameBreak(), *player(paper.column_width, st, rows, height)]
    return [Page(top=top, body=body)]


__all__ = ["CARD_KEYS", "COMMAND", "INFO", "key", "pages", "rows_that_fit"]
