"""What every score pad is drawn with: a grid a pencil fills in and adds up.

A pad is a table: a column of labels (what to write, and beside it in lighter type the rule that
scores it), a narrow column of markers (an item's number, the sign of a sum), then one column
per player or per game, each split into a cell to write what was held and a cell for its points.
Each :class:`Row` says what its cells take:

- ``write``: one cell across the player's column (a name, a count for a tie);
- ``value``: a value held, the points side shaded off;
- ``split``: a value and, beside it, its points (a sword kept and its half, the gems and their point);
- ``points``: only the points, the value side shaded off (a sword presented scores its value);
- ``tick``: a box to tick in each column (or the row's own choices, ``A ☐ B ☐``);
- ``total``: the sum of every points cell, in heavier rules;
- ``head``: the columns' headings (``Player 1`` ...);
- ``halves``: under them, the headings of each column's two halves (what was held, its points);
- ``caption``: words across the whole grid, over the rows they introduce.

Rows of one ``group`` share their label cell, which spans them all: a group is an item with one
row per thing held (each sword, each painting). Every points cell stands in the right-hand half
of a player's column, so the total is that half added up. Every row a pencil writes in is
at least :data:`WRITE` tall (6 mm); :func:`grow` shares out the height a page leaves.

The words come from the games' text sources; this module only lays them out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Table, TableStyle

from playaid.generator.pdf.layout import FONT, FONT_BOLD, Styles, cell_style, esc
from playaid.generator.pdf.theme import Theme

#: The least height of a cell a pencil writes in: 6 mm.
WRITE: Final = 6 * mm
#: A box to tick, and the size it is printed at (large enough to take a pencil's cross).
TICK: Final = "\u2610"
TICK_PT: Final = 12.0
_MARKUP: Final = re.compile(r"&lt;(/?[bi])&gt;")
#: A cell not written in, in the black-and-white edition (whose tints are all white).
OFF_MONO: Final = Color(0.9, 0.9, 0.9)
#: The kinds of row a pad grid draws (see the module's docstring).
KINDS: Final = ("write", "value", "split", "points", "tick", "total", "head", "halves", "caption")
#: The kinds of row no pencil writes in.
HEADINGS: Final = ("head", "halves", "caption")


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a pad grid.

    ``label`` is the label cell's markup (``""`` for a row whose group's label cell spans it);
    ``marker`` what stands in the marker column (an item's number, ``=``); ``kind`` what the
    players' cells take; ``cells`` the markup printed in each player's cell of a ``tick`` or
    ``head`` row (one entry per column, or one for all); ``group`` ties the rows that share a label
    cell; ``least`` is the row's least height and ``weight`` its share of the height left over.
    """

    label: str
    kind: str = "write"
    marker: str = ""
    cells: tuple[str, ...] = ()
    group: int | None = None
    least: float = WRITE
    weight: float = 1.0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a pad row is one of {', '.join(KINDS)}, not {self.kind!r}")
        if self.kind not in HEADINGS and self.least < WRITE:
            raise ValueError(f"a pad row a pencil writes in is at least {WRITE:.1f} pt tall, not {self.least}")


def label(st: Styles, words: str, rule: str = "", *, bold: bool = True) -> str:
    """A label cell's markup: what to write (in bold), and the rule that scores it after it, in
    the theme's secondary colour."""
    head = f"<b>{words}</b>" if bold and words else words
    if not rule:
        return head
    muted = "#" + st.theme.muted.hexval()[2:]
    return f'{head}{" " if head else ""}<font color="{muted}">{rule}</font>'


def shaded(theme: Theme) -> Color:
    """The fill of a cell not written in (the value side of a points-only row): the theme's
    lightest tint, and in black and white a light grey, so that it still shows."""
    return OFF_MONO if theme.mono else theme.soft


def tick_style(st: Styles) -> ParagraphStyle:
    """A tick box, centred in its cell."""
    return ParagraphStyle("pad_tick", parent=st.cell_center, fontName=FONT, fontSize=TICK_PT, leading=TICK_PT + 1)


def grow(rows: Sequence[Row], room: float, least: Sequence[float] | None = None) -> list[float]:
    """Each row's height: at least its least (or ``least``, where a label needs more), the height
    ``room`` leaves over shared by weight (evenly, when no row has one)."""
    base = list(least) if least is not None else [r.least for r in rows]
    spare = max(0.0, room - sum(base))
    weights = [r.weight for r in rows] if any(r.weight for r in rows) else [1.0] * len(rows)
    whole = sum(weights)
    # each row's share first, then its height: a tiny weight's share stays exact
    return [b + spare * (w / whole) for b, w in zip(base, weights)]


@dataclass(frozen=True, slots=True)
class Columns:
    """The widths of a pad grid: the label column, the marker column, and each player's column
    with the share of it that is the points cell."""

    label: float
    marker: float
    player: float
    players: int
    points_share: float = 0.42

    @property
    def widths(self) -> list[float]:
        points = self.player * self.points_share
        return [self.label, self.marker, *[self.player - points, points] * self.players]

    @classmethod
    def across(cls, width: float, players: int, label_share: float, marker: float = 14.0,
               points_share: float = 0.42) -> Columns:
        """Columns across ``width``: the label column takes ``label_share`` of it, the players the rest."""
        lab = width * label_share
        return cls(lab, marker, (width - lab - marker) / players, players, points_share)


def label_heights(rows: Sequence[Row], cols: Columns, st: Styles) -> list[float]:
    """Each row's least height, grown where its label needs more room than the row gives (a
    group's label is shared out over the group's rows)."""
    out = [r.least for r in rows]
    i = 0
    while i < len(rows):
        j = i + 1
        if rows[i].group is not None:
            while j < len(rows) and rows[j].group == rows[i].group:
                j += 1
        if rows[i].label:
            row = rows[i]
            width = (sum(cols.widths) if row.kind == "caption" else
                     cols.label + (cols.marker if row.group is None and not row.marker else 0))
            _, need = Paragraph(row.label, st.cell).wrap(width - 6, 1000)
            need += 5
            have = sum(out[i:j])
            if need > have:
                for k in range(i, j):
                    out[k] += (need - have) / (j - i)
        i = j
    return out


def grid(rows: Sequence[Row], cols: Columns, heights: Sequence[float], st: Styles) -> Table:
    """The pad grid: ``rows`` with ``heights``, across ``cols``."""
    theme = st.theme
    tick = tick_style(st)
    off = shaded(theme)
    n = cols.players
    data: list[list[Any]] = []
    cmds: list[tuple[Any, ...]] = [
        *cell_style("MIDDLE", 3, 1.5, 1.5),
        ("INNERGRID", (0, 0), (-1, -1), 0.4, theme.rule),
        ("BOX", (0, 0), (-1, -1), 1.0, theme.accent),
        ("LINEAFTER", (1, 0), (1, -1), 0.9, theme.accent),
        ("BACKGROUND", (0, 0), (1, -1), theme.soft),
    ]
    for c in range(n):
        cmds.append(("LINEAFTER", (3 + 2 * c, 0), (3 + 2 * c, -1), 0.9, theme.accent))

    def players_cells(row: Row) -> list[Any]:
        """A row's cells in each player's column: the value side, then the points side."""
        if row.kind == "halves":
            return [Paragraph(half, st.cell_center) for half in row.cells] * n
        texts = row.cells if len(row.cells) == n else (row.cells or ("",)) * n
        out: list[Any] = []
        for text in texts:
            if row.kind == "head":
                out += [Paragraph(text, st.cell_head_center), ""]
            elif row.kind == "tick":
                out += [Paragraph(text or TICK, tick if not text else st.cell_center), ""]
            elif row.kind == "split" and text:
                out += [Paragraph(text, tick if text == TICK else st.cell_center), ""]
            else:
                out += ["", ""]
        return out

    group_start: dict[int, int] = {}
    for r, row in enumerate(rows):
        label_cell: Any = Paragraph(row.label, st.cell_bold if row.kind == "head" else st.cell) if row.label else ""
        marker = Paragraph(row.marker, st.cell_center) if row.marker else ""
        data.append([label_cell, marker, *players_cells(row)])
        if row.group is not None:
            first = group_start.setdefault(row.group, r)
            if first != r:
                cmds.append(("SPAN", (0, first), (0, r)))
        if row.kind == "caption":
            cmds += [("SPAN", (0, r), (-1, r)), ("BACKGROUND", (0, r), (-1, r), theme.soft)]
        elif row.group is None and not row.marker and row.kind not in HEADINGS:
            cmds.append(("SPAN", (0, r), (1, r)))      # a row alone: its label takes the marker's room too
        first_of_group = row.group is None or group_start[row.group] == r
        if first_of_group and r:
            cmds.append(("LINEABOVE", (0, r), (-1, r), 0.9, theme.accent))
        if row.kind in ("write", "tick", "total", "head", "caption"):
            cmds += [("SPAN", (2 + 2 * c, r), (3 + 2 * c, r)) for c in range(n)]
        if row.kind == "points":
            cmds += [("BACKGROUND", (2 + 2 * c, r), (2 + 2 * c, r), off) for c in range(n)]
        if row.kind == "value":
            cmds += [("BACKGROUND", (3 + 2 * c, r), (3 + 2 * c, r), off) for c in range(n)]
        if row.kind == "head":
            cmds += [("BACKGROUND", (0, r), (-1, r), theme.tint)]
        if row.kind == "halves":
            cmds += [("BACKGROUND", (0, r), (-1, r), theme.tint), ("LINEBELOW", (0, r), (-1, r), 1.0, theme.accent),
                     ("TOPPADDING", (0, r), (-1, r), 0), ("BOTTOMPADDING", (0, r), (-1, r), 1),
                     ("LEFTPADDING", (2, r), (-1, r), 0.5), ("RIGHTPADDING", (2, r), (-1, r), 0.5)]
        if row.kind == "total":
            cmds += [("BACKGROUND", (0, r), (1, r), theme.tint), ("BOX", (0, r), (-1, r), 1.6, theme.ink),
                     ("FONTNAME", (0, r), (-1, r), FONT_BOLD)]
    for r, row in enumerate(rows):
        if row.group is not None and group_start[row.group] == r:
            cmds.append(("VALIGN", (0, r), (0, r), "TOP"))
    table = Table(data, colWidths=cols.widths, rowHeights=list(heights), hAlign="LEFT")
    table.setStyle(TableStyle(cmds))
    return table


def words(st: Styles, message: Any, **values: Any) -> str:
    """A message as a cell's markup: in the edition's language, escaped, its bold and italic kept."""
    return _MARKUP.sub(r"<\1>", esc(st.t(message, **values)))


__all__ = ["HEADINGS", "KINDS", "TICK", "TICK_PT", "WRITE", "Columns", "Row", "grid", "grow", "label", "label_heights",
           "tick_style", "words"]
