"""Drawing primitives that know no game: markers, coins, dice, strips, cards, rings and hatching.

Every primitive draws in one edition, from a :class:`~.theme.Swatch` (for a colour that carries
meaning) or a :class:`~.theme.Theme` (for the page design), so the black-and-white edition is
drawn directly, hatching included. Functions whose first argument is a ``Drawing`` add shapes to
it at the coordinates given; the others (:func:`token`, :func:`coin_row`, :func:`strip`) return
a new ``Drawing``, which is a flowable. Coordinates are points, origin at the lower left.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from reportlab.graphics.shapes import Circle, Drawing, Line, Polygon, Rect, String
from reportlab.lib.colors import Color
from reportlab.pdfbase import pdfmetrics

from playaid.generator.pdf.layout import (
    BODY_PT,
    FONT,
    FONT_BOLD,
    MARK_RISE,
    MARK_SHARE,
    MIN_BODY_PT,
    mark_runs,
    marked_width,
    register_fonts,
)
from playaid.generator.pdf.theme import Hatch, Swatch, Theme

Point = tuple[float, float]

#: Distance between hatch lines, in points.
HATCH_STEP: Final = 2.6


def drawing(width: float, height: float) -> Drawing:
    """An empty drawing that starts in the bundled font, so no unembedded base font creeps in."""
    if width <= 0 or height <= 0:
        raise ValueError(f"a drawing needs a positive size, not {width} x {height}")
    register_fonts()
    d = Drawing(width, height)
    d.initialFontName = FONT
    d.initialFontSize = BODY_PT
    return d


def text(d: Drawing, theme: Theme, x: float, y: float, s: str, *, size: float = MIN_BODY_PT, bold: bool = False,
         anchor: str = "start", colour: Color | None = None) -> String:
    """Write one line with its baseline at ``y``, anchored ``start``, ``middle`` or ``end`` at ``x``;
    a ruling's mark in it is set small and raised, as in a paragraph. Returns the line's first run."""
    font = FONT_BOLD if bold else FONT
    ink = theme.ink if colour is None else colour
    runs = mark_runs(s)
    if len(runs) == 1:
        item = String(x, y, s, fontName=font, fontSize=size, fillColor=ink, textAnchor=anchor)
        d.add(item)
        return item
    width = marked_width(s, font, size)
    x -= {"start": 0.0, "middle": width / 2, "end": width}[anchor]
    first: String | None = None
    for run, mark in runs:
        run_size = size * MARK_SHARE if mark else size
        item = String(x, y + (size * MARK_RISE if mark else 0.0), run, fontName=font, fontSize=run_size, fillColor=ink)
        d.add(item)
        first = first or item
        x += pdfmetrics.stringWidth(run, font, run_size)
    assert first is not None
    return first


def caption(d: Drawing, theme: Theme, x: float, y: float, lines: Sequence[str], *, size: float = MIN_BODY_PT + 0.5,
            leading: float = 11.0, anchor: str = "middle", bold_first: bool = True) -> None:
    """Several lines downward from the baseline ``y``; the first one bold unless ``bold_first`` is false."""
    for i, line in enumerate(lines):
        text(d, theme, x, y - i * leading, line, size=size, bold=bold_first and i == 0, anchor=anchor)


def text_width(s: str, size: float, bold: bool = False) -> float:
    """How wide ``s`` prints in the bundled font (a ruling's mark small, as :func:`text` sets it)."""
    register_fonts()
    return float(marked_width(s, FONT_BOLD if bold else FONT, size))


# ----------------------------------------------------------------------------- hatching


def hatch_rect(hatch: Hatch, x: float, y: float, w: float, h: float, ink: Color,
               step: float = HATCH_STEP) -> list[Any]:
    """The lines (or dots) of ``hatch`` filling a rectangle; an empty list for ``Hatch.NONE``."""
    style = {"strokeColor": ink, "strokeWidth": 0.45}
    out: list[Any] = []
    if hatch is Hatch.DOTS:
        yy = y + step / 2
        while yy < y + h:
            xx = x + step / 2
            while xx < x + w:
                out.append(Circle(xx, yy, 0.35, fillColor=ink, strokeColor=None))
                xx += step
            yy += step
        return out
    if hatch in (Hatch.HORIZONTAL, Hatch.CROSS):
        out += [Line(x, y + k * step, x + w, y + k * step, **style) for k in range(1, int(h / step) + 1)
                if k * step < h]
    if hatch is Hatch.VERTICAL:
        out += [Line(x + k * step, y, x + k * step, y + h, **style) for k in range(1, int(w / step) + 1)
                if k * step < w]
    slopes = {Hatch.DIAGONAL: (1,), Hatch.BACK_DIAGONAL: (-1,), Hatch.CROSS: (1, -1)}.get(hatch, ())
    for slope in slopes:
        k = -h
        while k < w:
            x0, x1 = max(x, x + k), min(x + w, x + k + h)  # the piece of this line inside the rectangle
            if x0 < x1:
                if slope == 1:
                    out.append(Line(x0, y + (x0 - x - k), x1, y + (x1 - x - k), **style))
                else:
                    out.append(Line(x0, y + h - (x0 - x - k), x1, y + h - (x1 - x - k), **style))
            k += step * 1.4
    return out


def hatch_band(hatch: Hatch, x: float, y: float, w: float, h: float, ink: Color) -> list[Any]:
    """Hatching along the top and bottom quarters of a box, leaving its middle clear for text
    (the whole box when it is too thin for that)."""
    if h < 14:
        return hatch_rect(hatch, x, y, w, h, ink)
    band = h * 0.24
    return hatch_rect(hatch, x, y, w, band, ink) + hatch_rect(hatch, x, y + h - band, w, band, ink)


def _span_in_circle(x1: float, y1: float, x2: float, y2: float, cx: float, cy: float,
                    r: float) -> tuple[float, float] | None:
    """The part of a segment inside a circle, as a range (t0, t1) of its parameter, or None."""
    dx, dy = x2 - x1, y2 - y1
    a = dx * dx + dy * dy
    b = 2 * (dx * (x1 - cx) + dy * (y1 - cy))
    c = (x1 - cx) ** 2 + (y1 - cy) ** 2 - r * r
    disc = b * b - 4 * a * c
    if a == 0 or disc <= 0:
        return None
    root = disc ** 0.5
    t0, t1 = max(0.0, (-b - root) / (2 * a)), min(1.0, (-b + root) / (2 * a))
    return (t0, t1) if t0 < t1 else None


def hatch_ring(hatch: Hatch, cx: float, cy: float, r: float, inner: float, ink: Color) -> list[Any]:
    """Hatching between two circles round (cx, cy): a disc's rim, its middle left clear for a letter."""
    out: list[Any] = []
    for item in hatch_rect(hatch, cx - r, cy - r, 2 * r, 2 * r, ink):
        if not isinstance(item, Line):
            if inner ** 2 < (item.cx - cx) ** 2 + (item.cy - cy) ** 2 < (r - 0.6) ** 2:
                out.append(item)
            continue
        x1, y1, x2, y2 = item.x1, item.y1, item.x2, item.y2
        span = _span_in_circle(x1, y1, x2, y2, cx, cy, r)
        if span is None:
            continue
        hole = _span_in_circle(x1, y1, x2, y2, cx, cy, inner)
        pieces = [span] if hole is None else [(span[0], max(span[0], hole[0])), (min(span[1], hole[1]), span[1])]
        for t0, t1 in pieces:
            if t1 - t0 > 1e-6:
                out.append(Line(x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0, x1 + (x2 - x1) * t1,
                                y1 + (y2 - y1) * t1, strokeColor=ink, strokeWidth=item.strokeWidth))
    return out


# ----------------------------------------------------------------------------- markers, coins, dice


def disc(d: Drawing, cx: float, cy: float, size: float, swatch: Swatch, letter: str | None = None) -> None:
    """A round marker of diameter ``size`` painted in ``swatch``, with its letter (or ``letter``)."""
    r = size / 2 - 0.6
    d.add(Circle(cx, cy, r, fillColor=swatch.fill, strokeColor=swatch.stroke, strokeWidth=0.8))
    for item in hatch_ring(swatch.hatch, cx, cy, r, r * 0.62, swatch.hatch_ink):
        d.add(item)
    mark = swatch.letter if letter is None else letter
    if mark:
        d.add(String(cx, cy - size * 0.2, mark, fontName=FONT_BOLD, fontSize=size * 0.55, fillColor=swatch.text,
                     textAnchor="middle"))


def token(swatch: Swatch, size: float = 14, letter: str | None = None) -> Drawing:
    """A marker on its own: a disc in ``swatch`` with its letter, as a flowable."""
    d = drawing(size, size)
    disc(d, size / 2, size / 2, size, swatch, letter)
    return d


def coin_row(coins: Sequence[tuple[Swatch, str]], theme: Theme, size: float = 18, pitch: float = 50) -> Drawing:
    """Coins side by side, each a disc with its letter and a caption under it (e.g. its worth)."""
    d = drawing(pitch * len(coins), size + 11)
    for i, (swatch, words) in enumerate(coins):
        x = i * pitch + pitch / 2
        disc(d, x, 11 + size / 2, size, swatch)
        text(d, theme, x, 1, words, anchor="middle")
    return d


def die(d: Drawing, x: float, y: float, size: float, swatch: Swatch, value: int) -> None:
    """A die face with its lower-left corner at (x, y): the colour's letter and the value, ``R6``."""
    if not 1 <= value <= 6:
        raise ValueError(f"a die shows 1 to 6, not {value}")
    d.add(Rect(x, y, size, size, rx=3, ry=3, fillColor=swatch.fill, strokeColor=swatch.stroke, strokeWidth=0.8))
    for item in hatch_band(swatch.hatch, x, y, size, size, swatch.hatch_ink):
        d.add(item)
    d.add(String(x + size / 2, y + size / 2 - MIN_BODY_PT * 0.39, f"{swatch.letter}{value}", fontName=FONT_BOLD,
                 fontSize=MIN_BODY_PT, fillColor=swatch.text, textAnchor="middle"))


def badge(d: Drawing, theme: Theme, cx: float, cy: float, r: float, label: str, size: float = MIN_BODY_PT) -> None:
    """A small numbered disc in the theme's badge swatch (a step number, a pair number)."""
    b = theme.badge
    d.add(Circle(cx, cy, r, fillColor=b.fill, strokeColor=b.stroke, strokeWidth=0.8 if b.stroke else 0))
    d.add(String(cx, cy - size * 0.37, label, fontName=FONT_BOLD, fontSize=size, fillColor=b.text,
                 textAnchor="middle"))


def strip(steps: Sequence[tuple[str, str]], width: float, theme: Theme, height: float = 30) -> Drawing:
    """Numbered boxes in a row joined by arrowheads: a sequence at a glance.

    Each step is ``(number, name)``; a name shrinks (never below 7 pt) to fit its box.
    """
    d = drawing(width, height)
    n = len(steps)
    gap = 12.0
    box = (width - gap * (n - 1)) / n
    for i, (number, name) in enumerate(steps):
        x = i * (box + gap)
        d.add(Rect(x, 0, box, height, fillColor=theme.tint, strokeColor=theme.accent, strokeWidth=0.8, rx=3, ry=3))
        badge(d, theme, x + 10, height / 2, 7, number, size=9)
        size = 10.0
        while size > 7 and text_width(name, size, bold=True) > box - 24:
            size -= 0.5
        text(d, theme, x + 20, height / 2 - size * 0.36, name, size=size, bold=True)
        if i < n - 1:
            text(d, theme, x + box + gap / 2, height / 2 - 3, "\u25b6", size=8, anchor="middle", colour=theme.accent)
    return d


# ----------------------------------------------------------------------------- emblems

#: The pictograms :func:`emblem` draws.
EMBLEMS: Final = ("cross", "crescent", "hexagram")


def _cross(cx: float, cy: float, size: float) -> list[float]:
    """A Latin cross ``size`` tall, its bar above the middle: the outline's points."""
    h, arm, bar = size / 2, size * 0.36, size * 0.2
    top, across = cy + h, cy + size * 0.17
    return [cx - bar / 2, cy - h, cx + bar / 2, cy - h, cx + bar / 2, across - bar / 2, cx + arm, across - bar / 2,
            cx + arm, across + bar / 2, cx + bar / 2, across + bar / 2, cx + bar / 2, top, cx - bar / 2, top,
            cx - bar / 2, across + bar / 2, cx - arm, across + bar / 2, cx - arm, across - bar / 2,
            cx - bar / 2, across - bar / 2]


def _crescent(cx: float, cy: float, size: float, steps: int = 18) -> list[float]:
    """A crescent ``size`` across, its horns to the right: the outer arc, then the inner arc back."""
    r_out, r_in, shift = size / 2, size * 0.4, size * 0.24
    # where the circles cross: x*x + y*y = r_out^2 and (x - shift)^2 + y*y = r_in^2
    x = (r_out ** 2 - r_in ** 2 + shift ** 2) / (2 * shift)
    y = math.sqrt(max(r_out ** 2 - x ** 2, 0.0))
    outer = math.degrees(math.atan2(y, x))
    inner = math.degrees(math.atan2(y, x - shift))
    points: list[float] = []
    for k in range(steps + 1):
        points += polar(cx, cy, r_out, outer + (360 - 2 * outer) * k / steps)
    for k in range(steps + 1):
        points += polar(cx + shift, cy, r_in, 360 - inner - (360 - 2 * inner) * k / steps)
    return points


def emblem(d: Drawing, shape: str, cx: float, cy: float, size: float, colour: Color) -> None:
    """A pictogram about ``size`` points across, centred at (cx, cy), in ``colour``: a ``cross``,
    a ``crescent`` or a ``hexagram`` (two interlaced triangles). Drawn, not typed, so no font's
    glyph can be mistaken for another sign at print size."""
    if shape == "cross":
        d.add(Polygon(_cross(cx, cy, size), fillColor=colour, strokeColor=None))
    elif shape == "crescent":
        d.add(Polygon(_crescent(cx, cy, size), fillColor=colour, strokeColor=None))
    elif shape == "hexagram":
        r = size / 2
        for turn in (90, 270):
            d.add(Polygon([v for k in range(3) for v in polar(cx, cy, r, turn + 120 * k)], fillColor=None,
                          strokeColor=colour, strokeWidth=max(0.7, size * 0.09), strokeLineJoin=1))
    else:
        raise ValueError(f"no emblem {shape!r} (known: {', '.join(EMBLEMS)})")


# ----------------------------------------------------------------------------- cards


def card(d: Drawing, theme: Theme, x: float, y: float, label: str = "", *, w: float = 20, h: float = 28,
         fill: Color | None = None, stroke: Color | None = None, bold: bool = False) -> None:
    """A playing card seen from above, lower-left corner at (x, y); paper-white unless ``fill`` is given."""
    d.add(Rect(x, y, w, h, rx=2.5, ry=2.5, fillColor=theme.paper if fill is None else fill,
               strokeColor=theme.ink if stroke is None else stroke, strokeWidth=0.8))
    if label:
        text(d, theme, x + w / 2, y + h / 2 - 3.3, label, size=MIN_BODY_PT + 0.5, bold=bold, anchor="middle")


def card_stack(d: Drawing, theme: Theme, x: float, y: float, n: int, top: str = "") -> float:
    """A face-down stack of ``n`` cards (at most six drawn); returns the x just right of it."""
    shown = max(1, min(n, 6))
    for k in range(shown - 1, -1, -1):
        card(d, theme, x + k * 2.2, y + k * 2.2, "" if k else top, fill=theme.soft)
    return x + 20 + 2.2 * (shown - 1)


# ----------------------------------------------------------------------------- arrows and rings


def arrow_head(d: Drawing, x: float, y: float, dx: float, dy: float, colour: Color, size: float = 5.0) -> None:
    """A filled arrowhead with its tip at (x, y), pointing along (dx, dy)."""
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    px, py = -uy, ux
    d.add(Polygon([x, y, x - ux * size + px * size * 0.55, y - uy * size + py * size * 0.55,
                   x - ux * size - px * size * 0.55, y - uy * size - py * size * 0.55],
                  fillColor=colour, strokeColor=None))


def polar(cx: float, cy: float, r: float, degrees: float) -> Point:
    """The point at distance ``r`` from (cx, cy) in the direction ``degrees`` (0 = east, counterclockwise).

    >>> [round(v, 6) for v in polar(0, 0, 2, 90)]
    [0.0, 2.0]
    """
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy + r * math.sin(a)


@dataclass(frozen=True, slots=True)
class RingSector:
    """One sector of a ring: its middle direction in degrees, a glyph inside, a label outside."""

    angle: float
    glyph: str
    label: str


def sector_ring(d: Drawing, theme: Theme, cx: float, cy: float, outer: float, inner: float,
                sectors: Sequence[RingSector], *, glyph_size: float = 11,
                label_size: float = MIN_BODY_PT + 0.5, label_radius: float | None = None) -> None:
    """A ring cut into equal sectors: each glyph inside its sector, each label just outside it
    (or at ``label_radius``, to leave room for another ring round this one), anchored away from
    the ring so no label runs over it."""
    if not 0 < inner < outer:
        raise ValueError(f"a ring needs 0 < inner < outer, not {inner} and {outer}")
    half = 180.0 / len(sectors)
    d.add(Circle(cx, cy, outer, fillColor=theme.tint, strokeColor=theme.accent, strokeWidth=1))
    d.add(Circle(cx, cy, inner, fillColor=theme.paper, strokeColor=theme.accent, strokeWidth=0.8))
    for s in sectors:
        x0, y0 = polar(cx, cy, inner, s.angle + half)
        x1, y1 = polar(cx, cy, outer, s.angle + half)
        d.add(Line(x0, y0, x1, y1, strokeColor=theme.accent, strokeWidth=0.6))
        gx, gy = polar(cx, cy, (inner + outer) / 2, s.angle)
        text(d, theme, gx, gy - glyph_size * 0.36, s.glyph, size=glyph_size, anchor="middle")
        ring_label(d, theme, cx, cy, outer + 6 if label_radius is None else label_radius, s.angle, s.label,
                   size=label_size)


def ring_label(d: Drawing, theme: Theme, cx: float, cy: float, r: float, angle: float, label: str, *,
               size: float = MIN_BODY_PT + 0.5, bold: bool = True) -> String:
    """A label at distance ``r`` from (cx, cy) in the direction ``angle``, anchored away from the
    centre (left of the ring ends there, right starts there, top and bottom centred), so it never
    runs back over a ring of radius below ``r``."""
    lx, ly = polar(cx, cy, r, angle)
    cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    anchor = "middle" if abs(cos) < 0.3 else ("start" if cos > 0 else "end")
    dy = 2 if sin > 0.5 else (-size if sin < -0.5 else -size * 0.39)
    return text(d, theme, lx, ly + dy, label, size=size, bold=bold, anchor=anchor)


def ring_cell(d: Drawing, theme: Theme, cx: float, cy: float, outer: float, inner: float, angle: float,
              span: float, *, swatch: Swatch | None = None, letter: str | None = None,
              size: float = MIN_BODY_PT) -> None:
    """One cell of a ring: the band between ``inner`` and ``outer`` over ``span`` degrees centred on
    ``angle``, painted in ``swatch`` (paper-white without one, a place to write) with its letter
    (or ``letter``) in the middle, so that its meaning never rests on its colour alone."""
    if not 0 <= inner < outer or span <= 0:
        raise ValueError(f"a ring cell needs 0 <= inner < outer and a span, not {inner}, {outer}, {span}")
    fill = swatch.fill if swatch is not None and swatch.fill is not None else theme.paper
    stroke = swatch.stroke if swatch is not None and swatch.stroke is not None else theme.accent
    steps = max(2, math.ceil(span / 3))           # a point every 3 degrees: a smooth arc at any size
    arcs = [angle - span / 2 + span * k / steps for k in range(steps + 1)]
    points = [c for a in arcs for c in polar(cx, cy, outer, a)]
    points += [c for a in reversed(arcs) for c in (polar(cx, cy, inner, a) if inner > 0 else (cx, cy))]
    d.add(Polygon(points, fillColor=fill, strokeColor=stroke, strokeWidth=0.6))
    mark = letter if letter is not None else (swatch.letter if swatch is not None else "")
    if mark:
        x, y = polar(cx, cy, (inner + outer) / 2, angle)
        text(d, theme, x, y - size * 0.36, mark, size=size, bold=True, anchor="middle",
             colour=swatch.text if swatch is not None else theme.ink)


def comet(d: Drawing, x: float, y: float, size: float, colour: Color, *, tail: float = 135.0) -> None:
    """A comet: a round head at (x, y) and a tail ``size`` long that tapers away in the direction
    ``tail`` (degrees, 0 = east), with two thinner streaks beside it."""
    head = size * 0.22
    for spread, width in ((0.0, 1.0), (16.0, 0.45), (-16.0, 0.45)):
        tx, ty = polar(x, y, size * (1.0 if not spread else 0.8), tail + spread)
        px, py = polar(0, 0, head * width, tail + spread + 90)
        d.add(Polygon([x + px, y + py, tx, ty, x - px, y - py], fillColor=colour, strokeColor=None))
    d.add(Circle(x, y, head, fillColor=colour, strokeColor=None))


def d4(d: Drawing, theme: Theme, cx: float, cy: float, size: float, value: int) -> None:
    """A four-sided die seen from above: a triangle ``size`` across, centred on (cx, cy), showing ``value``."""
    if not 1 <= value <= 4:
        raise ValueError(f"a d4 shows 1 to 4, not {value}")
    h = size * math.sqrt(3) / 2
    base = cy - h / 3
    d.add(Polygon([cx - size / 2, base, cx + size / 2, base, cx, base + h], fillColor=theme.tint,
                  strokeColor=theme.accent, strokeWidth=1))
    label = size * 0.42
    text(d, theme, cx, base + h * 0.18, str(value), size=max(MIN_BODY_PT, label), bold=True, anchor="middle")


__all__ = [
    "EMBLEMS", "HATCH_STEP", "Point", "RingSector", "arrow_head", "badge", "caption", "card", "card_stack",
    "coin_row", "comet", "d4", "die", "disc", "drawing", "emblem", "hatch_band", "hatch_rect", "hatch_ring", "polar",
    "ring_cell", "ring_label", "sector_ring", "strip", "text", "text_width", "token",
]
