"""One flowchart style for every printed chart: steps, decisions, ends, and labelled arrows.

A chart is drawn on a ``Drawing`` in two moves. Place the nodes with :func:`flow_node`, which
paints one and returns its :class:`Node` (with the points where arrows meet its outline); then
join them with :func:`flow_arrow` along a path of points. Paths are made of horizontal and
vertical segments; :func:`elbow` turns one corner and :func:`detour` goes round through a lane,
which is how a loop returns to an earlier node. An arrow's label sits beside one of its segments
(``label_at``), on a chosen side, at its start, middle or end, a fixed gap from the line, so it
always reads as part of that arrow.

Text that does not fit its node raises ``ValueError`` instead of spilling out of the shape.

>>> from playaid.generator.pdf import COLOUR, drawing
>>> d = drawing(200, 120)
>>> ask = flow_node(d, COLOUR, NodeKind.DECISION, 0, 60, 120, 50, ["Is it raining?"])
>>> stop = flow_node(d, COLOUR, NodeKind.END, 0, 0, 120, 30, ["Stay in"])
>>> label = flow_arrow(d, COLOUR, [ask.bottom, stop.top], "yes", side="right")
>>> label.distance_to_segment() <= FLOW.label_gap + 0.01
True
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from reportlab.graphics.shapes import Drawing, PolyLine, Polygon, Rect

from playaid.generator.pdf.draw import Point, arrow_head, hatch_band, text, text_width
from playaid.generator.pdf.layout import MIN_BODY_PT
from playaid.generator.pdf.theme import Swatch, Theme


class NodeKind(Enum):
    """What a node is for, which sets its shape."""

    STEP = "step"            #: something to do: a tinted box
    DECISION = "decision"    #: a question: a diamond, one arrow out per answer
    END = "end"              #: where the chart starts or stops: a rounded box with a heavier outline


@dataclass(frozen=True, slots=True)
class FlowStyle:
    """The measurements every chart shares, so two charts never drift apart in look."""

    text_pt: float = MIN_BODY_PT + 0.5
    leading: float = 10.6
    label_pt: float = MIN_BODY_PT + 0.5
    line_width: float = 1.1
    head: float = 6.0            #: arrowhead length
    label_gap: float = 2.5       #: between a label and its segment
    label_inset: float = 4.0     #: between a label aligned to a segment's end and that end
    padding: float = 3.5         #: between a node's text and its outline, on each side


#: The one flowchart style.
FLOW: Final = FlowStyle()


@dataclass(frozen=True, slots=True)
class Node:
    """A placed node: its kind and its box (lower-left corner, width, height), in points.

    ``top``, ``bottom``, ``left`` and ``right`` are the middles of its sides (a diamond's
    corners); ``top_at(x)`` and the like give the point of the outline an arrow meets when it
    arrives straight down, up or across at ``x`` (or ``y``), on a diamond's slanted side too.
    """

    kind: NodeKind
    x: float
    y: float
    w: float
    h: float

    def __post_init__(self) -> None:
        if self.w <= 0 or self.h <= 0:
            raise ValueError(f"a flowchart node needs a positive size, not {self.w} x {self.h}")

    @property
    def centre(self) -> Point:
        """The middle of the node."""
        return (self.x + self.w / 2, self.y + self.h / 2)

    @property
    def top(self) -> Point:
        """The middle of the top side (a diamond's top corner)."""
        return (self.x + self.w / 2, self.y + self.h)

    @property
    def bottom(self) -> Point:
        """The middle of the bottom side (a diamond's bottom corner)."""
        return (self.x + self.w / 2, self.y)

    @property
    def left(self) -> Point:
        """The middle of the left side (a diamond's left corner)."""
        return (self.x, self.y + self.h / 2)

    @property
    def right(self) -> Point:
        """The middle of the right side (a diamond's right corner)."""
        return (self.x + self.w, self.y + self.h / 2)

    def _inset(self, offset: float, half: float) -> float:
        """How far in from its box the outline lies, ``offset`` from the middle: a fraction of the
        half-size (always 0 for a box, from 0 at a diamond's corner to 1 at its far side)."""
        if abs(offset) > half + 1e-9:
            raise ValueError(f"an arrow {abs(offset):.1f} pt off the middle misses a node {2 * half:.1f} pt across")
        return abs(offset) / half if self.kind is NodeKind.DECISION else 0.0

    def top_at(self, x: float) -> Point:
        """Where an arrow coming straight down at ``x`` meets the outline."""
        cx, cy = self.centre
        return (x, self.y + self.h - self.h / 2 * self._inset(x - cx, self.w / 2))

    def bottom_at(self, x: float) -> Point:
        """Where an arrow leaving straight down at ``x`` crosses the outline."""
        cx, cy = self.centre
        return (x, self.y + self.h / 2 * self._inset(x - cx, self.w / 2))

    def left_at(self, y: float) -> Point:
        """Where an arrow coming across from the left at height ``y`` meets the outline."""
        cx, cy = self.centre
        return (self.x + self.w / 2 * self._inset(y - cy, self.h / 2), y)

    def right_at(self, y: float) -> Point:
        """Where an arrow coming across from the right at height ``y`` meets the outline."""
        cx, cy = self.centre
        return (self.x + self.w - self.w / 2 * self._inset(y - cy, self.h / 2), y)


def _paint(d: Drawing, theme: Theme, node: Node, swatch: Swatch | None) -> None:
    """The node's outline and fill: the swatch's when given, else the theme's for its kind."""
    x, y, w, h = node.x, node.y, node.w, node.h
    stroke = swatch.stroke if swatch and swatch.stroke else theme.accent
    if node.kind is NodeKind.DECISION:
        cx, cy = node.centre
        fill = swatch.fill if swatch else theme.paper
        d.add(Polygon([x, cy, cx, y + h, x + w, cy, cx, y], fillColor=fill, strokeColor=stroke, strokeWidth=1.2))
        return
    end = node.kind is NodeKind.END
    fill = swatch.fill if swatch else theme.tint
    radius = 6 if end else 3
    d.add(Rect(x, y, w, h, rx=radius, ry=radius, fillColor=fill, strokeColor=stroke, strokeWidth=1.6 if end else 1))
    if swatch:
        for item in hatch_band(swatch.hatch, x + 1, y + 1, w - 2, h - 2, swatch.hatch_ink):
            d.add(item)


def flow_node(d: Drawing, theme: Theme, kind: NodeKind, x: float, y: float, w: float, h: float,
              lines: Sequence[str], *, swatch: Swatch | None = None, bold_first: bool = False) -> Node:
    """Draw a node with its lower-left corner at (x, y) and return it.

    ``lines`` are centred, one string per line, in the style's text size; ``bold_first`` sets
    the first in bold. ``swatch`` paints the node in a colour that carries meaning (an outcome).
    Raises ``ValueError`` when a line is wider, or the lines taller, than the shape leaves.
    """
    node = Node(kind, x, y, w, h)
    size, leading = FLOW.text_pt, FLOW.leading
    if len(lines) * leading > h - FLOW.padding / 2:
        raise ValueError(f"{len(lines)} lines of flowchart text are {len(lines) * leading:.0f} pt tall; "
                         f"the shape is {h:.0f} pt")
    _paint(d, theme, node, swatch)
    cx, cy = node.centre
    top = cy + (len(lines) - 1) * leading / 2 - size * 0.35
    for i, (line, room) in enumerate(zip(lines, line_rooms(kind, w, h, len(lines)))):
        bold = bold_first and i == 0
        wide = text_width(line, size, bold)
        if wide > room:
            raise ValueError(f"flowchart text {line!r} is {wide:.0f} pt wide; the shape leaves {room:.0f} pt")
        text(d, theme, cx, top - i * leading, line, size=size, bold=bold, anchor="middle",
             colour=swatch.text if swatch else theme.ink)
    return node


def line_rooms(kind: NodeKind, w: float, h: float, count: int) -> list[float]:
    """How wide each of ``count`` centred lines of text may be in a node of ``kind``, ``w`` by ``h``:
    the same for every line of a box; in a diamond, less the farther a line's edge lies from the middle.

    >>> [round(r) for r in line_rooms(NodeKind.DECISION, 120, 60, 3)]
    [56, 92, 50]
    """
    size, leading = FLOW.text_pt, FLOW.leading
    top = (count - 1) * leading / 2 - size * 0.35          # the first baseline, from the middle
    rooms = []
    for i in range(count):
        ly = top - i * leading
        room = w - 2 * FLOW.padding
        if kind is NodeKind.DECISION:
            reach = max(abs(ly - size * 0.22), abs(ly + size * 0.76))
            room = w * (1 - 2 * reach / h) - 2 * FLOW.padding
        rooms.append(room)
    return rooms


def fit_lines(kind: NodeKind, w: float, h: float, words: str, head: str = "") -> tuple[list[str], bool]:
    """``words`` broken into the fewest lines that fit a node of ``kind``, ``w`` by ``h``, as evenly as
    the shape allows, for :func:`flow_node`; and whether the first line is bold.

    ``head`` is a bold first line, kept on a line of its own; a head too wide for one line is set
    with the rest, not bold. This is how a message of any language, with no line breaks of its own,
    fills a node. Raises ``ValueError`` when no breaking fits.

    >>> fit_lines(NodeKind.STEP, 120, 34, "the attacker draws the top card")
    (['the attacker draws', 'the top card'], False)
    """
    most = int((h - FLOW.padding / 2) // FLOW.leading)
    for count in range(1, most + 1):
        rooms = line_rooms(kind, w, h, count)
        if head and text_width(head, FLOW.text_pt, bold=True) <= rooms[0]:
            rest = _even_lines(words.split(), rooms[1:])
            if rest is not None:
                return [head, *rest], True
            continue
        lines = _even_lines(f"{head} {words}".split(), rooms)
        if lines is not None:
            return lines, False
    raise ValueError(f"flowchart text {' '.join([head, words]).strip()!r} does not fit a {w:.0f} x {h:.0f} pt node")


def _even_lines(words: Sequence[str], rooms: Sequence[float]) -> list[str] | None:
    """``words`` in exactly ``len(rooms)`` lines, each within its room; ``None`` when they cannot fit.

    Of the breakings whose fullest line is nearly as empty as can be (within a tenth of its room),
    the one with the longest lines first, as a hand would break them.
    """
    if len(words) < len(rooms) or (words and not rooms):
        return None
    if not rooms:
        return []
    found = []
    for breaks in itertools.combinations(range(1, len(words)), len(rooms) - 1):
        cuts = (0, *breaks, len(words))
        lines = [" ".join(words[a:b]) for a, b in zip(cuts, cuts[1:])]
        widths = [text_width(line, FLOW.text_pt) for line in lines]
        fill = max(wide / room if room > 0 else math.inf for wide, room in zip(widths, rooms))
        if fill <= 1:
            found.append((fill, [-wide for wide in widths], lines))
    if not found:
        return None
    least = min(fill for fill, _, _ in found)
    return min((f for f in found if f[0] <= least + 0.1), key=lambda f: f[1])[2]


@dataclass(frozen=True, slots=True)
class LabelBox:
    """Where an arrow's label is printed: its box (x0, y0)-(x1, y1), its baseline, and the segment it labels."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    baseline: float
    segment: tuple[Point, Point]

    def distance_to_segment(self) -> float:
        """The shortest distance from the label's box to its segment (0 if they touch)."""
        (ax, ay), (bx, by) = self.segment
        dx = max(min(ax, bx) - self.x1, self.x0 - max(ax, bx), 0.0)
        dy = max(min(ay, by) - self.y1, self.y0 - max(ay, by), 0.0)
        return math.hypot(dx, dy)


def _along(a: float, b: float, length: float, align: str) -> float:
    """Where a label of ``length`` starts along a segment from ``a`` to ``b`` (lowest coordinate)."""
    forward = b >= a
    if align == "middle":
        return (a + b) / 2 - length / 2
    if align == "start":
        return a + FLOW.label_inset if forward else a - FLOW.label_inset - length
    if align == "end":
        back = FLOW.label_inset + FLOW.head
        return b - back - length if forward else b + back
    raise ValueError(f"a label aligns at the start, middle or end of its segment, not {align!r}")


def place_label(a: Point, b: Point, label: str, side: str = "above", align: str = "middle") -> LabelBox:
    """The box of ``label`` beside the segment a-b: ``above``/``below`` a horizontal segment,
    ``left``/``right`` of a vertical one, at its ``start``, ``middle`` or ``end``."""
    size = FLOW.label_pt
    width = text_width(label, size, bold=True)
    (ax, ay), (bx, by) = a, b
    if abs(ay - by) < 0.01 and abs(ax - bx) >= 0.01:
        if side not in ("above", "below"):
            raise ValueError(f"a label on a horizontal segment goes above or below it, not {side!r}")
        x0 = _along(ax, bx, width, align)
        y0 = ay + FLOW.label_gap if side == "above" else ay - FLOW.label_gap - size
    elif abs(ax - bx) < 0.01 and abs(ay - by) >= 0.01:
        if side not in ("left", "right"):
            raise ValueError(f"a label on a vertical segment goes left or right of it, not {side!r}")
        x0 = ax + FLOW.label_gap if side == "right" else ax - FLOW.label_gap - width
        y0 = _along(ay, by, size, align)
    else:
        raise ValueError("a label goes on a horizontal or a vertical segment")
    return LabelBox(label, x0, y0, x0 + width, y0 + size, y0 + size * 0.24, (a, b))


def flow_arrow(d: Drawing, theme: Theme, points: Sequence[Point], label: str = "", *, label_at: int = 0,
               side: str = "above", align: str = "middle") -> LabelBox | None:
    """Draw a path through ``points`` ending in an arrowhead, and its label beside segment ``label_at``.

    Returns where the label went (``None`` without a label), so a test can hold it to its arrow.
    """
    if len(points) < 2:
        raise ValueError("an arrow needs at least two points")
    d.add(PolyLine([c for p in points for c in p], strokeColor=theme.ink, strokeWidth=FLOW.line_width))
    (x0, y0), (x1, y1) = points[-2], points[-1]
    arrow_head(d, x1, y1, x1 - x0, y1 - y0, theme.ink, FLOW.head)
    if not label:
        return None
    if not 0 <= label_at < len(points) - 1:
        raise ValueError(f"segment {label_at} does not exist on a path of {len(points) - 1}")
    box = place_label(points[label_at], points[label_at + 1], label, side, align)
    text(d, theme, box.x0, box.baseline, label, size=FLOW.label_pt, bold=True, colour=theme.accent)
    return box


def elbow(start: Point, end: Point, *, across_first: bool = True) -> list[Point]:
    """A path with one corner: across then up or down (or, with ``across_first=False``, the other way)."""
    corner = (end[0], start[1]) if across_first else (start[0], end[1])
    return [start, corner, end]


def detour(start: Point, end: Point, *, lane_x: float | None = None, lane_y: float | None = None) -> list[Point]:
    """A path round the chart through a lane: out across to the vertical line ``lane_x``, along
    it, and back across to ``end`` (or the same through the horizontal line ``lane_y``).

    This is how a loop goes back to an earlier node:

    >>> detour((50, 10), (50, 90), lane_x=5)
    [(50, 10), (5, 10), (5, 90), (50, 90)]
    """
    if lane_x is not None and lane_y is None:
        return [start, (lane_x, start[1]), (lane_x, end[1]), end]
    if lane_y is not None and lane_x is None:
        return [start, (start[0], lane_y), (end[0], lane_y), end]
    raise ValueError("a detour goes through one lane: give lane_x or lane_y")


__all__ = ["FLOW", "FlowStyle", "LabelBox", "Node", "NodeKind", "detour", "elbow", "fit_lines", "flow_arrow",
           "flow_node", "line_rooms", "place_label"]
