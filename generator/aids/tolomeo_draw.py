"""Pictures for the Tolomeo aid and the Eclipsis sheet, drawn with reportlab graphics.

Every picture is computed from :mod:`playaid.rules.tolomeo`: the wheel from ``ZODIAC`` and
``OPPOSED_PAIRS``, the deck from ``EVENT_CARDS`` and ``eclipsis_odds()``, the flowchart from the
questions of ``eclipsis_fate``. No colour carries meaning on its own: pairs carry numbers,
outcomes carry a symbol and a word.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reportlab.graphics.shapes import Circle, Drawing, Line, Polygon, Rect, String
from reportlab.lib import colors

from playaid.generator.pdf import ACCENT, FONT, FONT_BOLD, INK, MIN_BODY_PT, MUTED, RULE, TINT, drawing
from playaid.rules import tolomeo as t

#: The zodiac glyph of each constellation (printed beside the name, never alone).
GLYPH = dict(zip(t.ZODIAC, "\u2648\u2649\u264a\u264b\u264c\u264d\u264e\u264f\u2650\u2651\u2652\u2653"))
#: The usual symbol of each planet, and of the comet.
PLANET_GLYPH = dict(zip(t.PLANETS, "\u263d\u263f\u2640\u2609\u2642\u2643\u2644"))
COMET_GLYPH = "\u2604"
SOFT = colors.HexColor("#faf6f1")
GO_FILL = colors.HexColor("#ead7cf")
STAY_FILL = colors.HexColor("#e3eadb")
TEXT = MIN_BODY_PT + 0.5


def _polar(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def _angle(c: t.Constellation) -> float:
    """Aries at the top; clockwise is zodiac order (\u2020Z1), so angles fall as the index grows."""
    return 90.0 - 30.0 * c.index


def _arrow_head(d: Drawing, x: float, y: float, dx: float, dy: float, size: float = 5.0,
                fill: object = INK) -> None:
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    px, py = -uy, ux
    d.add(Polygon([x, y, x - ux * size + px * size * 0.55, y - uy * size + py * size * 0.55,
                   x - ux * size - px * size * 0.55, y - uy * size - py * size * 0.55],
                  fillColor=fill, strokeColor=None))


def pair_number(c: t.Constellation) -> int:
    """1-6: the opposed pair a constellation belongs to, as numbered on the wheel."""
    for n, pair in enumerate(t.OPPOSED_PAIRS, 1):
        if c in pair:
            return n
    raise ValueError(c)  # pragma: no cover - every constellation is in a pair


def _ring(d: Drawing, cx: float, cy: float, outer: float, inner: float,
          names: dict[t.Constellation, str] | None = None) -> None:
    """The twelve constellations around a ring: glyphs inside it, names (or ``names``) outside."""
    d.add(Circle(cx, cy, outer, fillColor=TINT, strokeColor=ACCENT, strokeWidth=1))
    d.add(Circle(cx, cy, inner, fillColor=colors.white, strokeColor=ACCENT, strokeWidth=0.8))
    for c in t.ZODIAC:
        a = _angle(c)
        x0, y0 = _polar(cx, cy, inner, a + 15)
        x1, y1 = _polar(cx, cy, outer, a + 15)
        d.add(Line(x0, y0, x1, y1, strokeColor=ACCENT, strokeWidth=0.6))
        gx, gy = _polar(cx, cy, (inner + outer) / 2, a)
        d.add(String(gx, gy - 4, GLYPH[c], fontName=FONT, fontSize=11, fillColor=INK, textAnchor="middle"))
        lx, ly = _polar(cx, cy, outer + 6, a)
        cos, sin = math.cos(math.radians(a)), math.sin(math.radians(a))
        anchor = "middle" if abs(cos) < 0.3 else ("start" if cos > 0 else "end")
        dy = 2 if sin > 0.5 else (-9 if sin < -0.5 else -3.5)
        label = (names or {}).get(c, str(c))
        d.add(String(lx, ly + dy, label, fontName=FONT_BOLD, fontSize=TEXT, fillColor=INK, textAnchor=anchor))


def zodiac_wheel(width: float, height: float) -> Drawing:
    """The twelve constellations around a ring, the six oppositions as numbered diameters, and
    the directions of the planets (clockwise) and of the comet (counterclockwise)."""
    d = drawing(width, height)
    cx, cy = width / 2, height / 2 + 12
    outer = min(height / 2 - 30, width / 2 - 62)
    inner = outer - 19
    _ring(d, cx, cy, outer, inner)
    for a_c, b_c in t.OPPOSED_PAIRS:
        xa, ya = _polar(cx, cy, inner - 9, _angle(a_c))
        xb, yb = _polar(cx, cy, inner - 9, _angle(b_c))
        d.add(Line(xa, ya, xb, yb, strokeColor=MUTED, strokeWidth=0.8, strokeDashArray=[2, 2]))
    for n, pair in enumerate(t.OPPOSED_PAIRS, 1):
        for c in pair:
            x, y = _polar(cx, cy, inner - 9, _angle(c))
            d.add(Circle(x, y, 6, fillColor=ACCENT, strokeColor=None))
            d.add(String(x, y - 3.2, str(n), fontName=FONT_BOLD, fontSize=MIN_BODY_PT, fillColor=colors.white,
                         textAnchor="middle"))
    d.add(Circle(cx, cy, 3, fillColor=MUTED, strokeColor=None))
    # directions, under the wheel: a symbol and words, never a colour alone
    d.add(String(0, 14, "\u21bb planets step clockwise: Aries \u2192 Taurus \u2192 Gemini \u2026", fontName=FONT,
                 fontSize=MIN_BODY_PT, fillColor=INK))
    d.add(String(0, 2, "\u21ba the comet steps counterclockwise: Aries \u2192 Pisces \u2192 \u2026", fontName=FONT,
                 fontSize=MIN_BODY_PT, fillColor=INK))
    return d


def sky_wheel(width: float, height: float, sky: t.Sky, result: t.EclipsisResult) -> Drawing:
    """An Eclipsis worked on the wheel: the planets and the comet inside the ring, and beside each
    constellation with pawns a mark: a cross where they go back, a tick where they stay."""
    d = drawing(width, height)
    cx, cy = width / 2, height / 2 + 1
    outer = min(height / 2 - 18, width / 2 - 74)
    inner = outer - 20
    marks = {}
    for step in result.steps:
        mark = GO_MARK if step.fate.returns else STAY_MARK
        cos = math.cos(math.radians(_angle(step.constellation)))
        marks[step.constellation] = f"{step.constellation} {mark}" if cos >= -0.3 else f"{mark} {step.constellation}"
    _ring(d, cx, cy, outer, inner, marks)
    for c in t.ZODIAC:
        here = [(PLANET_GLYPH[p], 11.0) for p in sky.planets_on(c)] + ([("comet", MIN_BODY_PT)] if sky.comet is c else [])
        for k, (glyph, size) in enumerate(here):
            depth = 10 + 12 * k if size > MIN_BODY_PT else 24 + 12 * k  # the word "comet" sits further in
            x, y = _polar(cx, cy, inner - depth, _angle(c))
            d.add(String(x, y - size * 0.36, glyph, fontName=FONT_BOLD, fontSize=size, fillColor=INK,
                         textAnchor="middle"))
    return d


# --------------------------------------------------------------------------------------------
# The Eclipsis sheet


def _card(d: Drawing, x: float, y: float, label: str, *, w: float = 20, h: float = 28,
          fill: object = colors.white, bold: bool = False, stroke: object = INK) -> None:
    d.add(Rect(x, y, w, h, rx=2.5, ry=2.5, fillColor=fill, strokeColor=stroke, strokeWidth=0.8))
    if label:
        d.add(String(x + w / 2, y + h / 2 - 3.3, label, fontName=FONT_BOLD if bold else FONT,
                     fontSize=MIN_BODY_PT + 0.5, fillColor=INK, textAnchor="middle"))


def _stack(d: Drawing, x: float, y: float, n: int, top: str = "", fill: object = SOFT) -> float:
    """A face-down stack of ``n`` cards; returns the x just right of it."""
    for k in range(min(n, 6) - 1, -1, -1):
        _card(d, x + k * 2.2, y + k * 2.2, "" if k else top, fill=fill)
    return x + 20 + 2.2 * (min(n, 6) - 1)


def _caption(d: Drawing, x: float, y: float, lines: Sequence[str], anchor: str = "middle") -> None:
    for i, line in enumerate(lines):
        d.add(String(x, y - i * 11, line, fontName=FONT_BOLD if i == 0 else FONT, fontSize=MIN_BODY_PT + 0.5,
                     fillColor=INK, textAnchor=anchor))


def _right_arrow(d: Drawing, x0: float, x1: float, y: float) -> None:
    d.add(Line(x0, y, x1 - 4, y, strokeColor=ACCENT, strokeWidth=1.4))
    _arrow_head(d, x1, y, 1, 0, 6, ACCENT)


def deck_setup(width: float) -> Drawing:
    """Four panels: shuffle the twelve; set two aside unseen (A, B); shuffle the Eclipsis (E) into
    the other ten; B goes on top and A under the deck."""
    kept = t.EVENT_CARDS - 2
    height = 112.0
    d = drawing(width, height)
    panel = (width - 3 * 22) / 4
    base = 46.0
    centres = [panel / 2 + i * (panel + 22) for i in range(4)]
    # 1: the twelve, shuffled
    _stack(d, centres[0] - 16, base, t.EVENT_CARDS)
    _caption(d, centres[0], 16, [f"1. Shuffle the {t.EVENT_CARDS}", f"event cards face down ({t.RULING['E3'].mark})"])
    # 2: two aside
    x = centres[1] - 44
    _card(d, x, base + 6, "A", fill=TINT, bold=True)
    _card(d, x + 24, base + 6, "B", fill=TINT, bold=True)
    _stack(d, x + 56, base, kept)
    _caption(d, centres[1], 16, ["2. Set 2 aside unseen", f"(A and B); {kept} remain"])
    # 3: the Eclipsis shuffled into the rest
    x = centres[2] - 36
    _stack(d, x, base, kept)
    _card(d, x + 36, base + 6, "E", fill=colors.white, bold=True, stroke=ACCENT)
    d.add(String(x + 30, base + 14, "+", fontName=FONT_BOLD, fontSize=12, fillColor=ACCENT, textAnchor="middle"))
    _caption(d, centres[2], 16, ["3. Shuffle the Eclipsis (E)", f"into those {kept}"])
    # 4: the final deck, top to bottom: B, the shuffled middle (the Eclipsis somewhere in it), A
    x = centres[3] - 30
    _card(d, x, base + 46, "B", fill=TINT, bold=True, w=26, h=18)
    _card(d, x, base + 4, "E?", fill=SOFT, w=26, h=38)
    _card(d, x, base - 16, "A", fill=TINT, bold=True, w=26, h=18)
    for y, label in ((base + 51, "top"), (base + 19, f"{kept + 1} shuffled"), (base - 11, "bottom")):
        d.add(String(x + 32, y, label, fontName=FONT, fontSize=MIN_BODY_PT, fillColor=MUTED))
    _caption(d, centres[3], 16, ["4. B on top, A at the", f"bottom ({t.RULING['X3'].mark}): a new deck"])
    for i in range(3):
        _right_arrow(d, centres[i] + panel / 2 - 10, centres[i + 1] - panel / 2 + 6, base + 16)
    return d


def position_strip(width: float) -> Drawing:
    """The thirteen places of the deck with the Eclipsis, top first, and its exact chance at each."""
    odds = t.eclipsis_odds()
    n = t.EVENT_CARDS + 1
    height = 40.0
    d = drawing(width, height)
    label_w = 58.0
    box = (width - label_w) / n
    d.add(String(0, 24, "Deck place", fontName=FONT_BOLD, fontSize=MIN_BODY_PT, fillColor=INK))
    d.add(String(0, 6, "Eclipsis", fontName=FONT_BOLD, fontSize=MIN_BODY_PT, fillColor=INK))
    for k in range(1, n + 1):
        x = label_w + (k - 1) * box
        edge = k not in odds
        d.add(Rect(x + 1, 18, box - 2, 18, fillColor=TINT if edge else colors.white, strokeColor=ACCENT,
                   strokeWidth=0.7))
        label = f"{k} B" if k == 1 else (f"{k} A" if k == n else str(k))
        d.add(String(x + box / 2, 23.5, label, fontName=FONT_BOLD, fontSize=MIN_BODY_PT, fillColor=INK,
                     textAnchor="middle"))
        chance = odds.get(k)
        text = "never" if chance is None else f"{chance.numerator}/{chance.denominator}"
        d.add(String(x + box / 2, 6, text, fontName=FONT, fontSize=MIN_BODY_PT, fillColor=INK,
                     textAnchor="middle"))
    return d


def _box(d: Drawing, x: float, y: float, w: float, h: float, lines: Sequence[str], *, fill: object = TINT,
         bold_first: bool = True, stroke: object = ACCENT) -> None:
    d.add(Rect(x, y, w, h, rx=4, ry=4, fillColor=fill, strokeColor=stroke, strokeWidth=1))
    top = y + h / 2 + (len(lines) - 1) * 5.5 - 3.2
    for i, line in enumerate(lines):
        d.add(String(x + w / 2, top - i * 11, line, fontName=FONT_BOLD if (i == 0 and bold_first) else FONT,
                     fontSize=TEXT, fillColor=INK, textAnchor="middle"))


def _diamond(d: Drawing, cx: float, cy: float, w: float, h: float, lines: Sequence[str]) -> None:
    d.add(Polygon([cx, cy + h / 2, cx + w / 2, cy, cx, cy - h / 2, cx - w / 2, cy],
                  fillColor=colors.white, strokeColor=ACCENT, strokeWidth=1.2))
    top = cy + (len(lines) - 1) * 5.5 - 3.2
    for i, line in enumerate(lines):
        d.add(String(cx, top - i * 11, line, fontName=FONT_BOLD if i == 0 else FONT, fontSize=TEXT,
                     fillColor=INK, textAnchor="middle"))


def _down(d: Drawing, x: float, y0: float, y1: float, label: str = "") -> None:
    d.add(Line(x, y0, x, y1 + 5, strokeColor=INK, strokeWidth=1.2))
    _arrow_head(d, x, y1, 0, -1, 6)
    if label:
        d.add(String(x + 5, (y0 + y1) / 2 - 3, label, fontName=FONT_BOLD, fontSize=TEXT, fillColor=INK))


def _side(d: Drawing, x0: float, x1: float, y: float, label: str) -> None:
    d.add(Line(x0, y, x1 - 5, y, strokeColor=INK, strokeWidth=1.2))
    _arrow_head(d, x1, y, 1, 0, 6)
    d.add(String((x0 + x1) / 2, y + 4, label, fontName=FONT_BOLD, fontSize=TEXT, fillColor=INK,
                 textAnchor="middle"))


GO_MARK = "\u2717"
STAY_MARK = "\u2713"


def reveal_flowchart(width: float) -> Drawing:
    """For each constellation with pawns: planet here? Moon here? -> the pawns go back or stay."""
    height = 340.0
    d = drawing(width, height)
    dw = min(160.0, width * 0.56)
    qx = dw / 2 + 1
    out_x = dw + 34
    out_w = width - out_x
    _box(d, 0, height - 40, dw + 2, 36, ["Take each constellation", "that has pawns on it"], fill=TINT)
    _down(d, qx, height - 40, height - 62)
    q1 = height - 102
    _diamond(d, qx, q1, dw, 80, ["Any planet here?", "(the comet alone", f"is none, {t.RULING['X1'].mark})"])
    _side(d, qx + dw / 2, out_x, q1, "No")
    _box(d, out_x, q1 - 26, out_w, 52, [f"{GO_MARK} GO BACK", "every pawn here,", "to its owner"], fill=GO_FILL)
    _down(d, qx, q1 - 40, q1 - 68, "Yes")
    q2 = q1 - 108
    _diamond(d, qx, q2, dw, 80, ["Is the Moon", "here?"])
    _side(d, qx + dw / 2, out_x, q2, "Yes")
    _box(d, out_x, q2 - 26, out_w, 52, [f"{GO_MARK} GO BACK", "every pawn here,", "to its owner"], fill=GO_FILL)
    stay = 72.0
    _down(d, qx, q2 - 40, stay, "No")
    _box(d, 0, stay - 34, dw + 2, 34, [f"{STAY_MARK} THE PAWNS STAY", "where they are"], fill=STAY_FILL)
    _box(d, 0, 0, width, 30, ["Every constellation done?", "Discard the Eclipsis, reveal the next event card."],
         fill=colors.white, stroke=RULE)
    return d
