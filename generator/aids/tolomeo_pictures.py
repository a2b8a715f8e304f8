"""Pictures for the Tolomeo aid and the Eclipsis sheet, composed from the toolkit's primitives.

Every picture is computed from :mod:`playaid.rules.tolomeo`: the wheel from ``ZODIAC`` and
``OPPOSED_PAIRS``, the deck from ``EVENT_CARDS`` and ``eclipsis_odds()``, the flowchart from the
questions of ``eclipsis_fate``. No colour carries meaning on its own: pairs carry numbers,
outcomes carry a symbol and a word. Each picture is drawn in the edition of the theme it is given.
"""

from __future__ import annotations

from reportlab.graphics.shapes import Circle, Drawing, Line, Rect

from playaid.generator.pdf import (
    MIN_BODY_PT,
    NodeKind,
    RingSector,
    Theme,
    arrow_head,
    badge,
    caption,
    card,
    card_stack,
    detour,
    drawing,
    elbow,
    flow_arrow,
    flow_node,
    letter_of,
    polar,
    sector_ring,
    text,
)
from playaid.rules import tolomeo as t

#: The zodiac glyph of each constellation (printed beside the name, never alone).
GLYPH = dict(zip(t.ZODIAC, "\u2648\u2649\u264a\u264b\u264c\u264d\u264e\u264f\u2650\u2651\u2652\u2653"))
#: The usual symbol of each planet, and of the comet.
PLANET_GLYPH = dict(zip(t.PLANETS, "\u263d\u263f\u2640\u2609\u2642\u2643\u2644"))
COMET_GLYPH = "\u2604"
TEXT = MIN_BODY_PT + 0.5
#: The marks of the two outcomes of an Eclipsis, as the theme declares them.
GO_MARK = letter_of("outcome.go")
STAY_MARK = letter_of("outcome.stay")


def _angle(c: t.Constellation) -> float:
    """Aries at the top; clockwise is zodiac order (\u2020Z1), so angles fall as the index grows."""
    return 90.0 - 30.0 * c.index


def pair_number(c: t.Constellation) -> int:
    """1-6: the opposed pair a constellation belongs to, as numbered on the wheel."""
    for n, pair in enumerate(t.OPPOSED_PAIRS, 1):
        if c in pair:
            return n
    raise ValueError(c)  # pragma: no cover - every constellation is in a pair


def _ring(d: Drawing, theme: Theme, cx: float, cy: float, outer: float, inner: float,
          names: dict[t.Constellation, str] | None = None) -> None:
    """The twelve constellations around a ring: glyphs inside it, names (or ``names``) outside."""
    sectors = [RingSector(_angle(c), GLYPH[c], (names or {}).get(c, str(c))) for c in t.ZODIAC]
    sector_ring(d, theme, cx, cy, outer, inner, sectors, label_size=TEXT)


def zodiac_wheel(width: float, height: float, theme: Theme) -> Drawing:
    """The twelve constellations around a ring, the six oppositions as numbered diameters, and
    the directions of the planets (clockwise) and of the comet (counterclockwise)."""
    d = drawing(width, height)
    cx, cy = width / 2, height / 2 + 12
    outer = min(height / 2 - 30, width / 2 - 62)
    inner = outer - 19
    _ring(d, theme, cx, cy, outer, inner)
    for a_c, b_c in t.OPPOSED_PAIRS:
        xa, ya = polar(cx, cy, inner - 9, _angle(a_c))
        xb, yb = polar(cx, cy, inner - 9, _angle(b_c))
        d.add(Line(xa, ya, xb, yb, strokeColor=theme.muted, strokeWidth=0.8, strokeDashArray=[2, 2]))
    for n, pair in enumerate(t.OPPOSED_PAIRS, 1):
        for c in pair:
            x, y = polar(cx, cy, inner - 9, _angle(c))
            badge(d, theme, x, y, 6, str(n))
    d.add(Circle(cx, cy, 3, fillColor=theme.muted, strokeColor=None))
    # directions, under the wheel: a symbol and words, never a colour alone
    text(d, theme, 0, 14, "\u21bb planets step clockwise: Aries \u2192 Taurus \u2192 Gemini \u2026")
    text(d, theme, 0, 2, "\u21ba the comet steps counterclockwise: Aries \u2192 Pisces \u2192 \u2026")
    return d


def sky_wheel(width: float, height: float, sky: t.Sky, result: t.EclipsisResult, theme: Theme) -> Drawing:
    """An Eclipsis worked on the wheel: the planets and the comet inside the ring, and beside each
    constellation with pawns a mark: a cross where they go back, a tick where they stay."""
    d = drawing(width, height)
    cx, cy = width / 2, height / 2 + 1
    outer = min(height / 2 - 18, width / 2 - 74)
    inner = outer - 20
    marks = {}
    for step in result.steps:
        mark = GO_MARK if step.fate.returns else STAY_MARK
        east = polar(0, 0, 1, _angle(step.constellation))[0] >= -0.3
        marks[step.constellation] = f"{step.constellation} {mark}" if east else f"{mark} {step.constellation}"
    _ring(d, theme, cx, cy, outer, inner, marks)
    for c in t.ZODIAC:
        here = [(PLANET_GLYPH[p], 11.0) for p in sky.planets_on(c)]
        here += [("comet", MIN_BODY_PT)] if sky.comet is c else []
        for k, (glyph, size) in enumerate(here):
            depth = 10 + 12 * k if size > MIN_BODY_PT else 24 + 12 * k  # the word "comet" sits further in
            x, y = polar(cx, cy, inner - depth, _angle(c))
            text(d, theme, x, y - size * 0.36, glyph, size=size, bold=True, anchor="middle")
    return d


# --------------------------------------------------------------------------------------------
# The Eclipsis sheet


def _right_arrow(d: Drawing, theme: Theme, x0: float, x1: float, y: float) -> None:
    d.add(Line(x0, y, x1 - 4, y, strokeColor=theme.accent, strokeWidth=1.4))
    arrow_head(d, x1, y, 1, 0, theme.accent, 6)


def deck_setup(width: float, theme: Theme) -> Drawing:
    """Four panels: shuffle the twelve; set two aside unseen (A, B); shuffle the Eclipsis (E) into
    the other ten; B goes on top and A under the deck."""
    kept = t.EVENT_CARDS - 2
    d = drawing(width, 112.0)
    panel = (width - 3 * 22) / 4
    base = 46.0
    centres = [panel / 2 + i * (panel + 22) for i in range(4)]
    # 1: the twelve, shuffled
    card_stack(d, theme, centres[0] - 16, base, t.EVENT_CARDS)
    caption(d, theme, centres[0], 16, [f"1. Shuffle the {t.EVENT_CARDS}",
                                       f"event cards face down ({t.RULING['E3'].mark})"])
    # 2: two aside
    x = centres[1] - 44
    card(d, theme, x, base + 6, "A", fill=theme.tint, bold=True)
    card(d, theme, x + 24, base + 6, "B", fill=theme.tint, bold=True)
    card_stack(d, theme, x + 56, base, kept)
    caption(d, theme, centres[1], 16, ["2. Set 2 aside unseen", f"(A and B); {kept} remain"])
    # 3: the Eclipsis shuffled into the rest
    x = centres[2] - 36
    card_stack(d, theme, x, base, kept)
    card(d, theme, x + 36, base + 6, "E", bold=True, stroke=theme.accent)
    text(d, theme, x + 30, base + 14, "+", size=12, bold=True, anchor="middle", colour=theme.accent)
    caption(d, theme, centres[2], 16, ["3. Shuffle the Eclipsis (E)", f"into those {kept}"])
    # 4: the final deck, top to bottom: B, the shuffled middle (the Eclipsis somewhere in it), A
    x = centres[3] - 30
    card(d, theme, x, base + 46, "B", fill=theme.tint, bold=True, w=26, h=18)
    card(d, theme, x, base + 4, "E?", fill=theme.soft, w=26, h=38)
    card(d, theme, x, base - 16, "A", fill=theme.tint, bold=True, w=26, h=18)
    for y, label in ((base + 51, "top"), (base + 19, f"{kept + 1} shuffled"), (base - 11, "bottom")):
        text(d, theme, x + 32, y, label, colour=theme.muted)
    caption(d, theme, centres[3], 16, ["4. B on top, A at the", f"bottom ({t.RULING['X3'].mark}): a new deck"])
    for i in range(3):
        _right_arrow(d, theme, centres[i] + panel / 2 - 10, centres[i + 1] - panel / 2 + 6, base + 16)
    return d


def position_strip(width: float, theme: Theme) -> Drawing:
    """The thirteen places of the deck with the Eclipsis, top first, and its exact chance at each."""
    odds = t.eclipsis_odds()
    n = t.EVENT_CARDS + 1
    d = drawing(width, 40.0)
    label_w = 58.0
    box = (width - label_w) / n
    text(d, theme, 0, 24, "Deck place", bold=True)
    text(d, theme, 0, 6, "Eclipsis", bold=True)
    for k in range(1, n + 1):
        x = label_w + (k - 1) * box
        edge = k not in odds
        d.add(Rect(x + 1, 18, box - 2, 18, fillColor=theme.tint if edge else theme.paper, strokeColor=theme.accent,
                   strokeWidth=0.7))
        label = f"{k} B" if k == 1 else (f"{k} A" if k == n else str(k))
        text(d, theme, x + box / 2, 23.5, label, bold=True, anchor="middle")
        chance = odds.get(k)
        text(d, theme, x + box / 2, 6, "never" if chance is None else f"{chance.numerator}/{chance.denominator}",
             anchor="middle")
    return d


def reveal_flowchart(width: float, theme: Theme) -> Drawing:
    """For each constellation with pawns: planet here? Moon here? -> the pawns go back or stay;
    then on to the next constellation, until every one is done."""
    # Heights of the nodes, top to bottom, and of the gaps the arrows run through.
    start_h, planet_h, moon_h, stays_h, done_h, end_h = 34.0, 80.0, 56.0, 32.0, 40.0, 24.0
    gap, labelled = 14.0, 21.0
    height = 2 + start_h + planet_h + moon_h + stays_h + done_h + end_h + 3 * gap + 2 * labelled
    d = drawing(width, height)
    lane, left, dw = 5.0, 14.0, 132.0     # the loop's lane, then the column of questions
    out_x = left + dw + 30
    go, stay = theme.swatch("outcome.go"), theme.swatch("outcome.stay")
    start = flow_node(d, theme, NodeKind.END, left, height - 2 - start_h, dw, start_h,
                      ["Take each constellation", "that has pawns on it"], bold_first=True)
    planet = flow_node(d, theme, NodeKind.DECISION, left, start.y - gap - planet_h, dw, planet_h,
                       ["Any planet here?", "(the comet alone", f"is none, {t.RULING['X1'].mark})"], bold_first=True)
    moon = flow_node(d, theme, NodeKind.DECISION, left, planet.y - labelled - moon_h, dw, moon_h,
                     ["Is the Moon", "here?"], bold_first=True)
    back = flow_node(d, theme, NodeKind.STEP, out_x, moon.centre[1] - 24, width - out_x, 48,
                     [f"{GO_MARK} GO BACK", "every pawn here,", "to its owner"], swatch=go, bold_first=True)
    stays = flow_node(d, theme, NodeKind.STEP, left, moon.y - labelled - stays_h, dw, stays_h,
                      [f"{STAY_MARK} THE PAWNS STAY", "where they are"], swatch=stay, bold_first=True)
    done = flow_node(d, theme, NodeKind.DECISION, left, stays.y - gap - done_h, width - left, done_h,
                     ["Every constellation done?"], bold_first=True)
    end = flow_node(d, theme, NodeKind.END, left, 0, width - left, end_h,
                    ["Discard the Eclipsis, reveal the next event card."])

    flow_arrow(d, theme, [start.bottom, planet.top])
    flow_arrow(d, theme, elbow(planet.right, back.top), "No")
    flow_arrow(d, theme, [planet.bottom, moon.top], "Yes", side="right")
    flow_arrow(d, theme, [moon.right, back.left_at(moon.centre[1])], "Yes")
    flow_arrow(d, theme, [moon.bottom, stays.top], "No", side="right")
    flow_arrow(d, theme, [stays.bottom, done.top_at(stays.bottom[0])])
    flow_arrow(d, theme, [back.bottom, done.top_at(back.bottom[0])])
    flow_arrow(d, theme, detour(done.left, start.left, lane_x=lane), "No", label_at=1, side="right", align="start")
    flow_arrow(d, theme, [done.bottom, end.top_at(done.bottom[0])], "Yes", side="right")
    return d
