"""Pictures for the Tolomeo aid and the Eclipsis sheet, composed from the toolkit's primitives,
and the few helpers both documents use to show the text source's messages.

Every picture is computed from :mod:`playaid.rules.tolomeo`: the wheel from ``ZODIAC`` and
``OPPOSED_PAIRS``, the deck from ``EVENT_CARDS`` and ``eclipsis_odds()``, the flowchart from the
questions of ``eclipsis_fate``. No colour carries meaning on its own: pairs carry numbers,
outcomes carry a symbol and a word. Each picture is drawn in the edition of the styles it is
given, in their language: every word comes from :mod:`playaid.rules.tolomeo.text` and is
wrapped to the room it has, so a longer translation takes more lines, never more width.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab.graphics.shapes import Circle, Drawing, Line, Rect
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import simpleSplit
from reportlab.platypus import Flowable, Paragraph

from playaid.generator.pdf import (
    FLOW,
    FONT,
    FONT_BOLD,
    MIN_BODY_PT,
    Node,
    NodeKind,
    RingSector,
    Styles,
    Theme,
    arrow_head,
    badge,
    bullets,
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
    text_width,
)
from playaid.rules import tolomeo as t
from playaid.rules.text import InContext, Plural, plain

#: The zodiac glyph of each constellation (printed beside the name, never alone).
GLYPH = dict(zip(t.ZODIAC, "\u2648\u2649\u264a\u264b\u264c\u264d\u264e\u264f\u2650\u2651\u2652\u2653"))
#: The usual symbol of each planet, and of the comet.
PLANET_GLYPH = dict(zip(t.PLANETS, "\u263d\u263f\u2640\u2609\u2642\u2643\u2644"))
COMET_GLYPH = "\u2604"
TEXT = MIN_BODY_PT + 0.5
#: The marks of the two outcomes of an Eclipsis, as the theme declares them.
GO_MARK = letter_of("outcome.go")
STAY_MARK = letter_of("outcome.stay")
#: The text source's words for the two documents.
AID, SHEET = t.AID, t.SHEET


# --------------------------------------------------------------------------------------------
# Showing the text source


def say(st: Styles, message: Any, **extra: Any) -> str:
    """``message`` in the edition's language, the game's numbers (and ``extra``) filled in."""
    return st.t(message, **{**t.message_values(st.t), **extra})


def sentences(st: Styles, messages: Any, **extra: Any) -> str:
    """A paragraph: one message, or a tuple of sentences shown one after the other."""
    if isinstance(messages, tuple) and not isinstance(messages, (Plural, InContext)):
        return " ".join(say(st, m, **extra) for m in messages)
    return say(st, messages, **extra)


def para(st: Styles, messages: Any, style: ParagraphStyle | None = None, **extra: Any) -> Paragraph:
    """A paragraph of :func:`sentences`, in ``style`` (the body's unless given)."""
    return Paragraph(sentences(st, messages, **extra), style or st.body)


def items(st: Styles, paragraphs: Sequence[Any], **extra: Any) -> list[Flowable]:
    """A bulleted list, one item per paragraph of :func:`sentences`."""
    return bullets([sentences(st, p, **extra) for p in paragraphs], st)


def name(st: Styles, member: Any) -> str:
    """A constellation's or a planet's name in the edition's language."""
    return st.t(member.label)


def wrap(words: str, width: float, size: float = TEXT, bold: bool = False) -> list[str]:
    """``words`` (markup dropped) broken into lines no wider than ``width``."""
    return simpleSplit(plain(words), FONT_BOLD if bold else FONT, size, width) or [""]


def balanced(words: str, width: float, size: float = TEXT, bold: bool = False) -> list[str]:
    """``words`` in as few lines as :func:`wrap` makes at ``width``, but of lengths as even as can be."""
    count = len(wrap(words, width, size, bold))
    low, high = 0.0, width
    while high - low > 0.5:
        mid = (low + high) / 2
        low, high = (low, mid) if len(wrap(words, mid, size, bold)) <= count else (mid, high)
    return wrap(words, high, size, bold)


# --------------------------------------------------------------------------------------------
# The zodiac


def _angle(c: t.Constellation) -> float:
    """Aries at the top; clockwise is zodiac order (\u2020Z1), so angles fall as the index grows."""
    return 90.0 - 360.0 / len(t.ZODIAC) * c.index


def pair_number(c: t.Constellation) -> int:
    """1-6: the opposed pair a constellation belongs to, as numbered on the wheel."""
    for n, pair in enumerate(t.OPPOSED_PAIRS, 1):
        if c in pair:
            return n
    raise ValueError(c)  # pragma: no cover - every constellation is in a pair


def _ring(d: Drawing, st: Styles, cx: float, cy: float, outer: float, inner: float,
          names: dict[t.Constellation, str] | None = None) -> None:
    """The twelve constellations around a ring: glyphs inside it, names (or ``names``) outside."""
    sectors = [RingSector(_angle(c), GLYPH[c], (names or {}).get(c, name(st, c))) for c in t.ZODIAC]
    sector_ring(d, st.theme, cx, cy, outer, inner, sectors, label_size=TEXT)


def _path(st: Styles, steps: int, shown: int) -> str:
    """Aries and the next constellations ``steps`` at a time, as far as ``shown`` names, then on."""
    names = [name(st, t.Constellation.ARIES.step(steps * k)) for k in range(shown)]
    return " \u2192 ".join([*names, "\u2026"])


def zodiac_wheel(width: float, height: float, st: Styles) -> Drawing:
    """The twelve constellations around a ring, the six oppositions as numbered diameters, and
    under it the directions of the planets (clockwise) and of the comet (counterclockwise)."""
    lines = wrap("\u21bb " + say(st, AID["planets_step"], path=_path(st, 1, 3)), width)
    lines += wrap("\u21ba " + say(st, AID["comet_steps"], path=_path(st, -1, 2)), width)
    below = 12.0 * len(lines)
    d = drawing(width, height + below - 24)
    theme = st.theme
    cx, cy = width / 2, height / 2 + 12 + below - 24
    outer = min(height / 2 - 30, width / 2 - 62)
    inner = outer - 19
    _ring(d, st, cx, cy, outer, inner)
    for a_c, b_c in t.OPPOSED_PAIRS:
        xa, ya = polar(cx, cy, inner - 9, _angle(a_c))
        xb, yb = polar(cx, cy, inner - 9, _angle(b_c))
        d.add(Line(xa, ya, xb, yb, strokeColor=theme.muted, strokeWidth=0.8, strokeDashArray=[2, 2]))
    for n, pair in enumerate(t.OPPOSED_PAIRS, 1):
        for c in pair:
            x, y = polar(cx, cy, inner - 9, _angle(c))
            badge(d, theme, x, y, 6, str(n))
    d.add(Circle(cx, cy, 3, fillColor=theme.muted, strokeColor=None))
    for i, line in enumerate(lines):  # a symbol and words, never a colour alone
        text(d, theme, 0, below - 10 - 12 * i, line)
    return d


def sky_wheel(width: float, height: float, sky: t.Sky, result: t.EclipsisResult, st: Styles) -> Drawing:
    """An Eclipsis worked on the wheel: the planets and the comet inside the ring, and beside each
    constellation with pawns a mark: a cross where they go back, a tick where they stay."""
    d = drawing(width, height)
    cx, cy = width / 2, height / 2 + 1
    outer = min(height / 2 - 18, width / 2 - 74)
    inner = outer - 20
    marks = {}
    for step in result.steps:
        mark, here = GO_MARK if step.fate.returns else STAY_MARK, name(st, step.constellation)
        east = polar(0, 0, 1, _angle(step.constellation))[0] >= -0.3
        marks[step.constellation] = f"{here} {mark}" if east else f"{mark} {here}"
    _ring(d, st, cx, cy, outer, inner, marks)
    comet = st.t(SHEET["comet"])
    for c in t.ZODIAC:
        here = [(PLANET_GLYPH[p], 11.0) for p in sky.planets_on(c)]
        here += [(comet, MIN_BODY_PT)] if sky.comet is c else []
        for k, (glyph, size) in enumerate(here):
            depth = 10 + 12 * k if size > MIN_BODY_PT else 24 + 12 * k  # the word "comet" sits further in
            x, y = polar(cx, cy, inner - depth, _angle(c))
            text(d, st.theme, x, y - size * 0.36, glyph, size=size, bold=True, anchor="middle")
    return d


# --------------------------------------------------------------------------------------------
# The Eclipsis sheet: the deck


def _right_arrow(d: Drawing, theme: Theme, x0: float, x1: float, y: float) -> None:
    d.add(Line(x0, y, x1 - 4, y, strokeColor=theme.accent, strokeWidth=1.4))
    arrow_head(d, x1, y, 1, 0, theme.accent, 6)


def _deck_cards(d: Drawing, st: Styles, centres: list[float], base: float) -> None:
    """The four panels' cards: the twelve; two aside (A, B) and the rest; the Eclipsis (E)
    shuffled into the rest; the new deck, B on top, the shuffled middle, A at the bottom."""
    theme, kept = st.theme, t.EVENT_CARDS - t.ECLIPSIS_SET_ASIDE
    card_stack(d, theme, centres[0] - 16, base, t.EVENT_CARDS)
    x = centres[1] - 44
    card(d, theme, x, base + 6, "A", fill=theme.tint, bold=True)
    card(d, theme, x + 24, base + 6, "B", fill=theme.tint, bold=True)
    card_stack(d, theme, x + 56, base, kept)
    x = centres[2] - 36
    card_stack(d, theme, x, base, kept)
    card(d, theme, x + 36, base + 6, "E", bold=True, stroke=theme.accent)
    text(d, theme, x + 30, base + 14, "+", size=12, bold=True, anchor="middle", colour=theme.accent)
    x = centres[3] - 30
    card(d, theme, x, base + 46, "B", fill=theme.tint, bold=True, w=26, h=18)
    card(d, theme, x, base + 4, "E?", fill=theme.soft, w=26, h=38)
    card(d, theme, x, base - 16, "A", fill=theme.tint, bold=True, w=26, h=18)
    labels = (st.t(SHEET["top"]), say(st, SHEET["shuffled"], count=kept + 1), st.t(SHEET["bottom"]))
    for y, label in zip((base + 51, base + 19, base - 11), labels):
        text(d, theme, x + 32, y, label, colour=theme.muted)


def deck_setup(width: float, st: Styles) -> Drawing:
    """Four panels: shuffle the twelve; set two aside unseen (A, B); shuffle the Eclipsis (E) into
    the other ten; B goes on top and A under the deck. Each panel's caption is numbered."""
    gap = 22.0
    panel = (width - 3 * gap) / 4
    captions = [balanced(f"{n}. {say(st, step)}", panel + gap - 6, bold=True)
                for n, step in enumerate(SHEET["deck_steps"], 1)]
    leading = 11.0
    low = 16.0 + leading * (max(map(len, captions)) - 2)   # the captions' first baseline
    base = low + 30
    d = drawing(width, base + 66)
    centres = [panel / 2 + i * (panel + gap) for i in range(4)]
    _deck_cards(d, st, centres, base)
    for centre, lines in zip(centres, captions):
        caption(d, st.theme, centre, low, lines, leading=leading)
    for i in range(3):
        _right_arrow(d, st.theme, centres[i] + panel / 2 - 10, centres[i + 1] - panel / 2 + 6, base + 16)
    return d


def position_strip(width: float, st: Styles) -> Drawing:
    """The thirteen places of the deck with the Eclipsis, top first, and its exact chance at each."""
    odds = t.eclipsis_odds()
    n = t.EVENT_CARDS + 1
    theme = st.theme
    d = drawing(width, 40.0)
    rows = (st.t(SHEET["deck_place"]), st.t(SHEET["eclipsis_chance"]))
    label_w = max(text(d, theme, 0, y, row, bold=True).getEast() for y, row in zip((24, 6), rows)) + 8
    box = (width - label_w) / n
    never = st.t(SHEET["never"])
    for k in range(1, n + 1):
        x = label_w + (k - 1) * box
        edge = k not in odds
        d.add(Rect(x + 1, 18, box - 2, 18, fillColor=theme.tint if edge else theme.paper, strokeColor=theme.accent,
                   strokeWidth=0.7))
        label = f"{k} B" if k == 1 else (f"{k} A" if k == n else str(k))
        text(d, theme, x + box / 2, 23.5, label, bold=True, anchor="middle")
        chance = odds.get(k)
        text(d, theme, x + box / 2, 6, never if chance is None else f"{chance.numerator}/{chance.denominator}",
             anchor="middle")
    return d


# --------------------------------------------------------------------------------------------
# The Eclipsis sheet: the reveal


def _node_text(st: Styles, width: float, title: Any, detail: Any = None, title_width: float = 0.0) -> list[str]:
    """A node's lines: its title (the first line printed bold), wrapped to ``title_width`` (or
    ``width``), then its detail, wrapped to ``width``."""
    lines = balanced(say(st, title), title_width or width, bold=True)
    return lines + (balanced(say(st, detail), width) if detail is not None else [])


def _diamond_height(lines: Sequence[str], w: float, least: float) -> float:
    """The height a decision diamond ``w`` wide needs for ``lines`` (never less than ``least``):
    the diamond narrows away from its middle, so each line needs the room where it sits."""
    size, leading, pad = FLOW.text_pt, FLOW.leading, FLOW.padding
    need = len(lines) * leading + pad
    top = (len(lines) - 1) * leading / 2 - size * 0.35     # the first baseline, from the middle
    for i, line in enumerate(lines):
        y = top - i * leading
        reach = max(abs(y - size * 0.22), abs(y + size * 0.76))
        share = (text_width(line, size, i == 0) + 2 * pad) / w
        need = max(need, 2 * reach / (1 - share) if share < 1 else float("inf"))
    return max(least, need + 1)


def _box_height(lines: Sequence[str], least: float) -> float:
    """The height a step or an end box needs for ``lines`` (never less than ``least``)."""
    return max(least, len(lines) * FLOW.leading + 2 * FLOW.padding + 1)


def _reveal_nodes(d: Drawing, st: Styles, width: float, height: float, gaps: tuple[float, float],
                  texts: dict[str, list[str]], sizes: dict[str, float]) -> dict[str, Node]:
    """Place the chart's nodes top to bottom: start, the two questions, the outcomes, the loop's
    question and the end; 'back' stands to the right, level with the Moon's question."""
    theme, (gap, labelled) = st.theme, gaps
    left, dw = 14.0, 132.0
    out_x = left + dw + 30
    go, stay = theme.swatch("outcome.go"), theme.swatch("outcome.stay")
    n: dict[str, Node] = {}
    n["start"] = flow_node(d, theme, NodeKind.END, left, height - 2 - sizes["start"], dw, sizes["start"],
                           texts["start"], bold_first=True)
    n["planet"] = flow_node(d, theme, NodeKind.DECISION, left, n["start"].y - gap - sizes["planet"], dw,
                            sizes["planet"], texts["planet"], bold_first=True)
    n["moon"] = flow_node(d, theme, NodeKind.DECISION, left, n["planet"].y - labelled - sizes["moon"], dw,
                          sizes["moon"], texts["moon"], bold_first=True)
    n["back"] = flow_node(d, theme, NodeKind.STEP, out_x, n["moon"].centre[1] - sizes["back"] / 2, width - out_x,
                          sizes["back"], texts["back"], swatch=go, bold_first=True)
    n["stays"] = flow_node(d, theme, NodeKind.STEP, left, n["moon"].y - labelled - sizes["stays"], dw,
                           sizes["stays"], texts["stays"], swatch=stay, bold_first=True)
    n["done"] = flow_node(d, theme, NodeKind.DECISION, left, n["stays"].y - gap - sizes["done"], width - left,
                          sizes["done"], texts["done"], bold_first=True)
    n["end"] = flow_node(d, theme, NodeKind.END, left, 0, width - left, sizes["end"], texts["end"])
    return n


def reveal_flowchart(width: float, st: Styles) -> Drawing:
    """For each constellation with pawns: planet here? Moon here? -> the pawns go back or stay;
    then on to the next constellation, until every one is done."""
    dw, back_w, room = 132.0, width - 176.0, 2 * FLOW.padding
    texts = {
        "start": _node_text(st, dw - room, SHEET["take_each"]),
        "planet": _node_text(st, dw * 0.56, SHEET["any_planet"], SHEET["comet_is_none"], dw * 0.66),
        "moon": _node_text(st, dw * 0.5, SHEET["moon_here"], title_width=dw * 0.66),
        "back": _node_text(st, back_w - room - 4, f"{GO_MARK} " + st.t(SHEET["go_back"]), SHEET["go_back_who"]),
        "stays": _node_text(st, dw - room, f"{STAY_MARK} " + st.t(SHEET["stay"]), SHEET["stay_where"]),
        "done": _node_text(st, (width - 14) * 0.6, SHEET["all_done"]),
        "end": wrap(say(st, t.ECLIPSIS_EFFECT[-1]), width - 14 - room),
    }
    sizes = {"start": _box_height(texts["start"], 34.0), "planet": _diamond_height(texts["planet"], dw, 80.0),
             "moon": _diamond_height(texts["moon"], dw, 56.0), "back": _box_height(texts["back"], 48.0),
             "stays": _box_height(texts["stays"], 32.0), "done": _diamond_height(texts["done"], width - 14, 40.0),
             "end": _box_height(texts["end"], 24.0)}
    gap, labelled = 14.0, 21.0
    height = 2 + sum(v for k, v in sizes.items() if k != "back") + 3 * gap + 2 * labelled
    d = drawing(width, height)
    n = _reveal_nodes(d, st, width, height, (gap, labelled), texts, sizes)
    yes, no = st.t(SHEET["yes"]), st.t(SHEET["no"])
    flow_arrow(d, st.theme, [n["start"].bottom, n["planet"].top])
    flow_arrow(d, st.theme, elbow(n["planet"].right, n["back"].top), no)
    flow_arrow(d, st.theme, [n["planet"].bottom, n["moon"].top], yes, side="right")
    flow_arrow(d, st.theme, [n["moon"].right, n["back"].left_at(n["moon"].centre[1])], yes)
    flow_arrow(d, st.theme, [n["moon"].bottom, n["stays"].top], no, side="right")
    flow_arrow(d, st.theme, [n["stays"].bottom, n["done"].top_at(n["stays"].bottom[0])])
    flow_arrow(d, st.theme, [n["back"].bottom, n["done"].top_at(n["back"].bottom[0])])
    flow_arrow(d, st.theme, detour(n["done"].left, n["start"].left, lane_x=5.0), no, label_at=1, side="right",
               align="start")
    flow_arrow(d, st.theme, [n["done"].bottom, n["end"].top_at(n["done"].bottom[0])], yes, side="right")
    return d
