"""The Troyes score pad: one page to score games against le Roy by hand.

A column per game. Its rows follow the score calculator's fields in order
(:data:`playaid.rules.troyes.text.PAD_FIELDS`, the fields of
:data:`~playaid.rules.troyes.score.SHEET_FIELDS`), each with the rule beside it: your VP; le Roy's
VP by source (the automaton's sources, :data:`playaid.rules.troyes.text.SOURCES`), added up into
his; your margin, which is your final score; and the rating bands, one row each with its verdict,
to tick. As many tables as the page holds, the rows grown to fill it; under them, what a win is
and the rulings the pad marks.

No JSON goes on paper: how each row is typed into ``playaid score troyes`` is in the command's
help and on the site, from the same :data:`~playaid.rules.troyes.text.PAD_FIELDS`. Every word is a
message of :mod:`playaid.rules.troyes.text`.
"""

from __future__ import annotations

from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer, Table

from playaid.generator.pdf import (
    DocumentInfo,
    Page,
    Paper,
    Styles,
    banner,
    esc,
    rulings_box,
    skeleton_section,
    stack_height,
)
from playaid.generator.pdf.pad import WRITE, Columns, Row, grid, grow, label, label_heights
from playaid.generator.pdf.pad import words as pad_words
from playaid.rules import troyes as tr
from playaid.rules.troyes import text as T

INFO = DocumentInfo.of(tr.GAME_INFO, "troyes-score-pad", subtitle=T.PAD_SUBTITLE)

#: The fields of the sheet, in the order of the pad's rows.
FIELDS = tuple(f.field for f in T.PAD_FIELDS)
#: The widths: the labels' share, the marker column (a source of le Roy's VP, a band's margins),
#: and at least this much for each game.
LABEL_SHARE, MARKER, GAME_WIDTH = 0.22, 108.0, 50.0
#: The header row's height; each kind of row's share of the height left; the least height of a
#: band's row, which holds its verdict.
HEAD = 16.0
WEIGHT = {"write": 1.0, "tick": 0.7, "total": 1.2, "caption": 0.0}
#: The most a row grows to.
ROW_HIGH = 60.0


def say(st: Styles, message: object, **more: object) -> str:
    """A message as a cell's markup, in the edition's language, the rules' values filled in."""
    return pad_words(st, message, **{**tr.message_values(st.t), **more})


def games_per_table(width: float) -> int:
    """How many games a table holds across ``width``."""
    return max(1, int((width - width * LABEL_SHARE - MARKER) // GAME_WIDTH))


def rows(st: Styles, first: int = 1, games: int = 1) -> list[Row]:
    """A table's rows: the games' headings, numbered from ``first``; your VP; le Roy's by source,
    then his sum; your margin; the bands to tick."""
    t = st.t
    heads = tuple(say(st, T.PAD_COLUMN_GAME, number=n) for n in range(first, first + games))
    out = [Row("", "head", cells=heads, least=HEAD, weight=0.0)]
    for field in FIELDS:
        if field == "player_vp":
            out.append(Row(label(st, say(st, T.PAD_YOU), say(st, T.PAD_YOU_RULE)), "write"))
            head = label(st, say(st, T.PAD_SOURCES), say(st, T.PAD_SOURCES_RULE))
            out += [Row(head if i == 0 else "", "write", marker=say(st, source), group=0)
                    for i, source in enumerate(T.SOURCES.values())]
        elif field == "le_roy_vp":
            out.append(Row(label(st, say(st, T.PAD_LE_ROY), say(st, T.PAD_LE_ROY_RULE)), "total",
                           weight=WEIGHT["total"]))
            out.append(Row(label(st, say(st, T.PAD_MARGIN), say(st, T.PAD_MARGIN_RULE)), "total",
                           weight=WEIGHT["total"]))
        else:  # a field the pad has no row for would be a field the pencil cannot fill in
            raise ValueError(f"the Troyes score pad has no row for the field {field!r}")
    out.append(Row(f"<b>{say(st, T.PAD_RATING)}</b>", "caption", least=HEAD, weight=0.0))
    for margin, verdict in band_rows(st)[1:]:
        out.append(Row(label(st, margin, esc(verdict), bold=False), "tick", weight=WEIGHT["tick"]))
    return out


def band_rows(st: Styles) -> list[list[str]]:
    """The rating bands as printed, with the margins ruling †R1 gives the two that overlap, and the
    verdicts, under their headings (the bands to tick, and the Troyes aid's end)."""
    t = st.t
    out = [[t(T.COLUMN_MARGIN), t(T.COLUMN_VERDICT)]]
    for b in tr.BANDS:
        printed = tr.band_range(b, t)
        margin = t(T.BAND_RULED, band=printed, taken=tr.band_taken(b, t)) if b.ruled else f"<b>{printed}</b>"
        out.append([margin, tr.verdict(b, t)])
    return out


def columns(width: float) -> Columns:
    games = games_per_table(width)
    lab = width * LABEL_SHARE
    return Columns(lab, MARKER, (width - lab - MARKER) / games, games, points_share=0.5)


def games_table(width: float, row_height: float, st: Styles, first: int = 1) -> Table:
    """A column per game, numbered from ``first``; every row at least ``row_height`` (or what its
    label needs)."""
    cols = columns(width)
    rs = rows(st, first, cols.players)
    least = [max(h, row_height) if r.kind not in ("head", "caption") else h
             for h, r in zip(label_heights(rs, cols, st), rs)]
    return grid(rs, cols, grow(rs, sum(least), least), st)


def games_section(width: float, row_height: float, st: Styles, tables: int = 1) -> list[Flowable]:
    """``tables`` tables of games, one under the other, the games numbered on."""
    n = games_per_table(width)
    body: list[Flowable] = []
    for k in range(tables):
        body += [Spacer(1, 6)] if k else []
        body.append(games_table(width, row_height, st, first=1 + k * n))
    return skeleton_section(st.t(T.HEADING_GAMES), body, st)


def notes(st: Styles) -> list[Flowable]:
    """Under the games: what a win is."""
    return [Paragraph(tr.win_rule(st.t), st.body)]


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The scoring in order across the top and the games under it, in as many tables as the page
    holds at the least row height, the rows then grown to fill it; below, the rulings on the left
    (the taller, so the left column is full) and what a win is on the right."""
    w, full = paper.column_width, paper.body_width
    steps = [banner([st.t(s) for s in T.PAD_STEPS], full, st, height=22), Spacer(1, 4)]
    # The games come first (they show the marks the rulings box lists); the columns under them are
    # measured, and the games take what they leave.
    games_section(full, WRITE, st)
    notes(st)
    right = rulings_box(tr.RULING, st, tr.message_values(st.t))
    below = max(stack_height(notes(st), w), stack_height(right, w)) + 6
    # The top frame: the steps and the games, in what the columns leave and no more than a page's
    # top block may take (layout.top_height keeps 100 pt for the columns, and adds 2 of air).
    room = min(paper.body_height - 4 - 2 - below, paper.body_height - 100 - 2)

    def fits(row: float, tables: int) -> bool:
        return stack_height([*steps, *games_section(full, row, st, tables)], full) <= room

    tables = 1
    while fits(WRITE, tables + 1):
        tables += 1
    low, high = WRITE, ROW_HIGH
    for _ in range(30):   # the tallest rows that still fit
        mid = (low + high) / 2
        low, high = (mid, high) if fits(mid, tables) else (low, mid)
    grid = games_section(full, low, st, tables)
    under = notes(st)                               # made before the rulings box, which lists their marks
    return [Page(top=[*steps, *grid], body=[*rulings_box(tr.RULING, st, tr.message_values(st.t)), FrameBreak(),
                                           *under])]


__all__ = ["FIELDS", "INFO", "band_rows", "games_per_table", "pages", "rows"]
