"""The Toledo score pad: one column per player, to fill in with a pencil and add up at the table.

Its rows follow the score calculator's fields in order (:data:`playaid.rules.toledo.PAD_FIELDS`,
the same fields as :data:`~playaid.rules.toledo.score.SHEET_FIELDS`), each labelled with the
words of the score item that reads it (:data:`~playaid.rules.toledo.text.SCORE_ITEMS`) and the
rule that scores it beside them: a row for each sword presented (one per piece), for each sword
kept with its half beside it, for each painting; the gems and their points; the move skill tile
to tick and its penalty; the total; then the movement cards in hand and the two tie-break rows,
in the order the tie-breaks apply. Under it the rulings the pad marks.

No JSON goes on paper: how each row is typed into ``playaid score toledo`` is in the command's
help and on the site, from the same :data:`~playaid.rules.toledo.PAD_FIELDS`.

The rows share out whatever height the page leaves, so the pad fills its page on A4 and on
Letter alike.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from reportlab.platypus import Flowable, FrameBreak, Paragraph

from playaid.generator.pdf import (
    DocumentInfo,
    MarkedText,
    Page,
    Paper,
    Styles,
    rulings_box,
    signed,
    stack_height,
)
from playaid.generator.pdf.pad import TICK, WRITE, Columns, Row, grid, grow, label, label_heights
from playaid.generator.pdf.pad import words as pad_words
from playaid.rules import toledo as t
from playaid.rules.game import PAD_HELD, PAD_POINTS, PAD_TOTAL, PAD_TOTAL_RULE, pad_tie_rows, pad_tie_shared

#: The fields of the sheet, in the order of the pad's rows.
FIELDS = tuple(f.field for f in t.PAD_FIELDS)


def values(text: Any) -> dict[str, Any]:
    """The values of the pad's placeholders in a language: the rules' numbers."""
    return t.message_values(text)


INFO = DocumentInfo.of(t.GAME_INFO, "toledo-score-pad", subtitle=t.PAD["subtitle"], values=values)

#: One column per player, as many as the game takes.
PLAYERS = t.MAX_PLAYERS
#: A row for each sword kept: the rulebook bounds them by the box only (19 tiles), so the pad
#: gives a few rows and says where more go.
KEPT_ROWS = 3
#: The share of the width the labels take.
LABEL_SHARE = 0.33
#: The header row's height, and each kind of row's share of the height the page leaves.
HEAD, HALVES = 16.0, 12.0
WEIGHT = {"write": 1.0, "split": 1.0, "tick": 1.0, "points": 1.0, "total": 1.2}
#: The movement cards' row: a list of values to write, so it takes more of the room.
CARDS_WEIGHT = 2.5


def words(st: Styles, message: Any, **more: Any) -> str:
    """``message`` as a cell's markup, in the edition's language, the rules' numbers filled in (a
    loss with a true minus sign)."""
    filled = {**values(st.t), **more}
    return pad_words(st, message, **{k: signed(v) if isinstance(v, int) and v < 0 else v for k, v in filled.items()})


def item(field: str) -> Any:
    """The score item that reads ``field``."""
    return next(i for i in t.SCORE_ITEMS if i.holding == field)


def row_of(field: str) -> Any:
    """The pad's words for ``field`` (:data:`~playaid.rules.toledo.PAD_FIELDS`)."""
    return next(f.row for f in t.PAD_FIELDS if f.field == field)


def group(st: Styles, field: str, rule: str, count: int, kind: str, number: int) -> list[Row]:
    """An item with one row per thing held, numbered 1 to ``count``, its label spanning them."""
    head = label(st, words(st, row_of(field)), rule)
    return [Row(head if i == 1 else "", kind, marker=str(i), group=number, weight=WEIGHT[kind])
            for i in range(1, count + 1)]


def rows(st: Styles) -> list[Row]:
    """The pad's rows, top to bottom: the players' headings, then one row (or group of rows) per
    field of the sheet in :data:`FIELDS` order, the total after the last that scores, and the
    tie-break rows after the movement cards they read."""
    p = t.PAD
    sep = " \u00b7 "
    out = [Row("", "head", cells=tuple(words(st, p["player"], number=n) for n in range(1, PLAYERS + 1)),
               least=HEAD, weight=0.0),
           Row("", "halves", cells=(words(st, PAD_HELD), words(st, PAD_POINTS)), least=HALVES, weight=0.0)]
    for number, field in enumerate(FIELDS):
        if field == "name":
            out.append(Row(label(st, words(st, row_of(field))), "write"))
        elif field == "swords_presented":
            rule = words(st, item(field).worth) + sep + words(st, p["presented"])
            out += group(st, field, rule, t.PIECES_PER_PLAYER, "points", number)
        elif field == "swords_kept":
            kept = t.RULEBOOK_SCORE.swords_kept[0]
            rule = words(st, item(field).worth) + sep + words(st, p["kept"], value=kept, half=t.kept_sword_points(kept))
            out += group(st, field, rule, KEPT_ROWS, "split", number)
        elif field == "paintings":
            rule = words(st, item(field).worth) + sep + words(st, p["paintings"])
            out += group(st, field, rule, t.PAINTINGS, "points", number)
        elif field == "gems":
            rule = words(st, item(field).worth) + sep + words(st, p["gems"])
            out.append(Row(label(st, words(st, row_of(field)), rule), "split"))
        elif field == "move_skill":
            rule = words(st, item(field).worth) + sep + words(st, p["move_skill"])
            out.append(Row(label(st, words(st, row_of(field)), rule), "split", cells=(TICK,)))
            out.append(Row(label(st, words(st, PAD_TOTAL), words(st, PAD_TOTAL_RULE)), "total", weight=WEIGHT["total"]))
        elif field == "movement_cards":
            out.append(Row(label(st, words(st, row_of(field)), words(st, p["cards_rule"])), "write",
                           weight=CARDS_WEIGHT))
            for tie, rule in zip(pad_tie_rows(t.TIES, st.t), (p["tie_count"], p["tie_total"])):
                out.append(Row(label(st, tie, words(st, rule), bold=False), "write"))
        else:  # a field the pad has no row for would be a field the pencil cannot fill in
            raise ValueError(f"the Toledo score pad has no row for the field {field!r}")
    return out


def columns(width: float) -> Columns:
    return Columns.across(width, PLAYERS, LABEL_SHARE)


def the_grid(width: float, st: Styles, room: float) -> Any:
    """The players' grid, ``room`` tall."""
    rs = rows(st)
    cols = columns(width)
    return grid(rs, cols, grow(rs, room, label_heights(rs, cols, st)), st)


def notes(st: Styles) -> list[Flowable]:
    """Under the grid: players still tied, and where more swords kept go."""
    return [Paragraph(pad_tie_shared(t.TIES, st.t), st.body), Paragraph(words(st, t.PAD["more"]), st.body)]


def rulings(st: Styles) -> list[Flowable]:
    """The one rulings box: every ruling the pad marked. Build it last."""
    return rulings_box({r.key: r for r in t.RULINGS}, st, t.message_values(st.t))


def room(paper: Paper, st: Styles) -> float:
    """The grid's height: what the page leaves once the columns under it are measured."""
    probe = replace(st, t=MarkedText(st.t))          # measuring marks nothing in the document
    rows(probe)                                      # the grid's marks, so the rulings box lists them
    below = max(stack_height(notes(probe), paper.column_width), stack_height(rulings(probe), paper.column_width))
    return paper.body_height - below - 4 - 2 - 6


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The grid across the top, grown to the page; under it the rulings on the left (the taller of
    the two, so the left column is full) and the notes on the right."""
    top = [the_grid(paper.body_width, st, room(paper, st))]
    under = notes(st)                                 # made before the rulings box, which lists their marks
    return [Page(top=top, body=[*rulings(st), FrameBreak(), *under])]


__all__ = ["FIELDS", "INFO", "KEPT_ROWS", "PLAYERS", "WRITE", "pages", "rows"]
