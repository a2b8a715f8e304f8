"""The Troyes score pad: one page to score games against le Roy by hand, then type them into
``playaid score troyes``.

Its rows are the score calculator's fields (:data:`playaid.rules.troyes.SHEET_FIELDS`), each with
the key the calculator reads, and le Roy's VP by source (the automaton's sources,
:data:`playaid.rules.troyes.text.SOURCES`) to add up into his; then the margin and the rating,
read off the bands. A column per game, as many as the paper's width holds; the rows grow to fill
the page. Every word is a message of :mod:`playaid.rules.troyes.text`.
"""

from __future__ import annotations

import json

from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer, Table, TableStyle

from playaid.generator.aids.le_roy_sheet import automaton, say, small, tight
from playaid.generator.pdf import (
    DocumentInfo,
    Page,
    Paper,
    Styles,
    banner,
    cell_style,
    data_table,
    rulings_box,
    skeleton_section,
    stack_height,
)
from playaid.rules import troyes as tr
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.rules.text import Message, Text

INFO = DocumentInfo.of(tr.GAME_INFO, "troyes-score-pad", subtitle=T.PAD_SUBTITLE)

#: The file a game's line is saved in, as the pad names it, and the command that scores it.
FILE = "game.json"
COMMAND = f"playaid score {tr.GAME} {FILE}"
#: The columns, in points: what to write, the key, and at least this much for each game.
FIELD_WIDTH, KEY_WIDTH, GAME_WIDTH = 0.34, 0.13, 60.0
#: The height of a row to write in: at least, and at most.
ROW_LOW, ROW_HIGH = 17.0, 30.0
#: A row of one of le Roy's sources, against a field's row.
SOURCE_ROW = 0.88


def example_line() -> str:
    """A game as ``playaid score`` reads it, the calculator's own example: ``{"player_vp": 71, ...}``."""
    return json.dumps({key: tr.EXAMPLE_SHEET[key] for key in tr.SHEET_FIELDS})


# ----------------------------------------------------------------------------- the games


def rows(t: Text) -> list[tuple[str, str, bool]]:
    """The pad's rows: what to write, its key (``""`` for a row the calculator does not read), and
    whether it is one of le Roy's sources (written in smaller type, indented)."""
    fields: dict[str, Message] = {"player_vp": T.PAD_YOU, "le_roy_vp": T.PAD_LE_ROY}
    out = [(t(fields["player_vp"]), "player_vp", False)]
    out += [(t(source), "", True) for source in T.SOURCES.values()]
    out += [(t(fields["le_roy_vp"]), "le_roy_vp", False), (t(T.PAD_MARGIN), "", False), (t(T.PAD_RATING), "", False)]
    return out


def games_per_table(width: float) -> int:
    """How many games a table holds across ``width``."""
    return max(1, int((width * (1 - FIELD_WIDTH - KEY_WIDTH)) // GAME_WIDTH))


def games_table(width: float, row_height: float, st: Styles, first: int = 1) -> Table:
    """A column per game, numbered from ``first``; a row per field, its key beside it, and le Roy's
    sources before his sum."""
    t = st.t
    field, key = width * FIELD_WIDTH, width * KEY_WIDTH
    games = games_per_table(width)
    game = (width - field - key) / games
    head = [t(T.PAD_COLUMN_FIELD), t(T.PAD_COLUMN_KEY),
            *(t(T.PAD_COLUMN_GAME, number=n) for n in range(first, first + games))]
    lines = rows(t)
    sources_at = next(i for i, (_, _, source) in enumerate(lines) if source)
    data: list[list[object]] = [[Paragraph(c, st.cell_head_center if i > 1 else st.cell_bold)
                                 for i, c in enumerate(head)]]
    heights = [None]
    for i, (words, code, source) in enumerate(lines):
        if i == sources_at:
            data.append([Paragraph(t(T.PAD_SOURCES), st.cell), *([""] * (len(head) - 1))])
            heights.append(None)
        label = Paragraph(f"\u2003{words}" if source else f"<b>{words}</b>", st.cell)
        data.append([label, Paragraph(f"<b>{code}</b>", st.cell) if code else "", *([""] * games)])
        heights.append(row_height * (SOURCE_ROW if source else 1.0))
    theme = st.theme
    table = Table(data, colWidths=[field, key] + [game] * games, rowHeights=heights, hAlign="LEFT", repeatRows=1)
    style = [
        *cell_style("MIDDLE", 3, 1.5, 2),
        ("GRID", (0, 0), (-1, -1), 0.4, theme.rule),
        ("BACKGROUND", (0, 0), (-1, 0), theme.tint),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, theme.accent),
        ("SPAN", (0, sources_at + 1), (-1, sources_at + 1)),
        ("BACKGROUND", (0, sources_at + 1), (-1, sources_at + 1), theme.soft),
    ]
    for r, (_, code, _) in enumerate(lines):
        row = r + 1 + (r >= sources_at)
        if code:  # the rows the calculator reads stand out
            style += [("BOX", (0, row), (-1, row), 1.1, theme.accent), ("BACKGROUND", (0, row), (1, row), theme.tint)]
    table.setStyle(TableStyle(style))
    return table


def games_section(width: float, row_height: float, st: Styles, tables: int = 1) -> list[Flowable]:
    """``tables`` tables of games, one under the other, the games numbered on."""
    n = games_per_table(width)
    body: list[Flowable] = []
    for k in range(tables):
        body += [Spacer(1, 6)] if k else []
        body.append(games_table(width, row_height, st, first=1 + k * n))
    return skeleton_section(st.t(T.HEADING_GAMES), body, st)


# ----------------------------------------------------------------------------- the bands and typing it in


def band_rows(st: Styles) -> list[list[str]]:
    """The rating bands as printed, with the margins ruling †R1 gives the two that overlap, and the verdicts."""
    t = st.t
    out = [[t(T.COLUMN_MARGIN), t(T.COLUMN_VERDICT)]]
    for b in tr.BANDS:
        printed = tr.band_range(b, t)
        margin = t(T.BAND_RULED, band=printed, taken=tr.band_taken(b, t)) if b.ruled else f"<b>{printed}</b>"
        out.append([margin, tr.verdict(b, t)])
    return out


def bands_section(width: float, st: Styles) -> list[Flowable]:
    return skeleton_section(st.t(T.HEADING_BANDS), [data_table(band_rows(st), [width * 0.42, width * 0.58], st)], st)


def type_it_section(width: float, st: Styles) -> list[Flowable]:
    """The two keyed rows as one line for the calculator, and how to give it that line."""
    style = small(st)
    return skeleton_section(st.t(T.HEADING_TYPE_IT), [
        Paragraph(st.t(T.PAD_KEYS), style),
        Paragraph(f"<b>{example_line().replace(chr(34), '&quot;')}</b>", st.body),
        Paragraph(st.t(T.PAD_RUN, file=FILE, command=COMMAND), style),
        Paragraph(say(st, T.SCORE_RULE), style),
    ], st)


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The scoring in order across the top and the games under it, in as many tables as the page
    holds at the least row height, the rows then grown to fill it; below, the bands and how to
    type a game in on the left, the rulings on the right."""
    st = tight(st)
    w, full = paper.column_width, paper.body_width
    steps = [banner([st.t(s) for s in T.PAD_STEPS], full, st, height=22), Spacer(1, 4)]
    # The games come first (they show the marks the rulings box lists); the columns under them are
    # measured, and the games take what they leave.
    games_section(full, ROW_LOW, st)
    left = [*bands_section(w, st), *type_it_section(w, st)]
    right = rulings_box(tr.RULING, st, tr.message_values(st.t))
    below = max(stack_height(left, w), stack_height(right, w)) + 6
    room = paper.body_height - 4 - 2 - below - stack_height(steps, full)
    tables = 1
    while stack_height(games_section(full, ROW_LOW, st, tables + 1), full) <= room:
        tables += 1
    weight = tables * sum(SOURCE_ROW if source else 1.0 for _, _, source in rows(st.t))
    grow = (room - stack_height(games_section(full, ROW_LOW, st, tables), full)) / weight
    height = min(ROW_HIGH, ROW_LOW + max(0.0, grow))
    return [Page(top=[*steps, *games_section(full, height, st, tables)], body=[*left, FrameBreak(), *right])]
