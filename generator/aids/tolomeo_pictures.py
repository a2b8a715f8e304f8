"""Pictures for the Tolomeo aid and the Eclipsis sheet, composed from the toolkit's primitives,
and the few helpers both documents use to show the text source's messages.

Every picture is computed from :mod:`playaid.rules.tolomeo`: the wheel from ``ZODIAC``,
``OPPOSED_PAIRS`` and ``KNOWN_COLOURS`` (its outer ring is the colour key), the round's
count-down from the d4's faces, the payment cards from the rulebook's Aries example, the worked
example's sky from a ``Sky`` and ``eclipse()``, the deck from ``EVENT_CARDS`` and
``eclipsis_odds()``, the flowchart from the questions of ``eclipsis_fate``. No colour carries
meaning on its own: pairs carry numbers, card colours their letter, outcomes a symbol and a word. Each picture is drawn in the edition of the styles it is
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
    comet,
    d4,
    detour,
    drawing,
    elbow,
    esc,
    flow_arrow,
    flow_node,
    letter_of,
    polar,
    ring_cell,
    ring_label,
    sector_ring,
    text,
    text_width,
)
from playaid.rules import tolomeo as t
from playaid.rules.text import InContext, Plural, plain

#: The zodiac glyph of each constellation (printed beside the name, never alone).
GLYPH = dict(zip(t.ZODIAC, "\u2648\u2649\u264a\u264b\u264c\u264d\u264e\u264f\u2650\u2651\u2652\u2653"))
#: The usual symbol of each planet (the comet is drawn: :func:`~playaid.generator.pdf.comet`).
PLANET_GLYPH = dict(zip(t.PLANETS, "\u263d\u263f\u2640\u2609\u2642\u2643\u2644"))
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
    """A bulleted list, one item per paragraph of :func:`sentences`; an item is never broken
    between two columns or pages (a list that runs on breaks between its items)."""
    return [Together(b) for b in bullets([sentences(st, p, **extra) for p in paragraphs], st)]


class Together(Flowable):
    """Flowables stacked as one that never splits: a bold line that opens a part of a section
    and the first item under it, so the line never ends a column on its own."""

    def __init__(self, *parts: Flowable) -> None:
        super().__init__()
        self.parts = parts
        self._sizes: list[tuple[float, float]] = []

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self._sizes = []
        total = 0.0
        for i, f in enumerate(self.parts):
            _, h = f.wrap(avail_width, avail_height)
            before = f.getSpaceBefore() if i else 0.0
            after = f.getSpaceAfter() if i < len(self.parts) - 1 else 0.0
            self._sizes.append((before, h))
            total += before + h + after
        self.width, self.height = avail_width, total
        return avail_width, total

    def getSpaceBefore(self) -> float:
        return float(self.parts[0].getSpaceBefore())

    def getSpaceAfter(self) -> float:
        return float(self.parts[-1].getSpaceAfter())

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        return []

    def draw(self) -> None:
        y = self.height
        for f, (before, h) in zip(self.parts, self._sizes):
            y -= before + h
            f.drawOn(self.canv, 0, y)
            y -= f.getSpaceAfter()


def opening(st: Styles, message: Any, first: Flowable) -> Together:
    """A bold line that opens a part of a section, kept with ``first``, the part's first item."""
    return Together(Paragraph(f"<b>{esc(st.t(message))}</b>", st.body), first)


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
          names: dict[t.Constellation, str] | None = None, label_radius: float | None = None) -> None:
    """The twelve constellations around a ring: glyphs inside it, names (or ``names``) outside."""
    sectors = [RingSector(_angle(c), GLYPH[c], (names or {}).get(c, name(st, c))) for c in t.ZODIAC]
    sector_ring(d, st.theme, cx, cy, outer, inner, sectors, label_size=TEXT, label_radius=label_radius)


def _path(st: Styles, steps: int, shown: int) -> str:
    """Aries and the next constellations ``steps`` at a time, as far as ``shown`` names, then on."""
    names = [name(st, t.Constellation.ARIES.step(steps * k)) for k in range(shown)]
    return " \u2192 ".join([*names, "\u2026"])


#: The width of the wheel's outer ring, where the players write each constellation's colour.
COLOUR_RING = 15.0
#: The span of one constellation's sector, in degrees.
SPAN = 360.0 / len(t.ZODIAC)


def card_swatch(st: Styles, colour: str) -> Any:
    """The theme's swatch of a card colour the rulebook names (``red``, ``yellow``)."""
    return st.theme.swatch(f"card.{colour}")


def zodiac_wheel(width: float, height: float, st: Styles) -> Drawing:
    """The twelve constellations around a ring, the six oppositions as numbered diameters, an
    outer ring of cells for the colour key (the one colour the rulebook names printed in its
    cell, with its letter; the others left to write in, \u2020K4), and under it the directions of
    the planets (clockwise) and of the comet (counterclockwise)."""
    lines = wrap("\u21bb " + say(st, AID["planets_step"], path=_path(st, 1, 3)), width)
    lines += wrap("\u21ba " + say(st, AID["comet_steps"], path=_path(st, -1, 2)), width)
    below = 12.0 * len(lines)
    d = drawing(width, height + below - 24)
    theme = st.theme
    cx, cy = width / 2, height / 2 + 12 + below - 24
    rim = min(height / 2 - 30, width / 2 - 62)
    outer = rim - COLOUR_RING
    inner = outer - 17
    _ring(d, st, cx, cy, outer, inner, label_radius=rim + 6)
    for c in t.ZODIAC:
        known = t.KNOWN_COLOURS.get(c)
        ring_cell(d, theme, cx, cy, rim, outer, _angle(c), SPAN, swatch=card_swatch(st, known) if known else None)
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


#: Where a sector of the worked example's wheel puts its zodiac glyph, then what is in the sky
#: there, as distances in from the ring's outer edge.
_GLYPH_DEPTH, _SKY_DEPTHS = 8.0, (20.0, 31.0, 42.0)
_BAND = 40.0


def sky_wheel(width: float, height: float, sky: t.Sky, result: t.EclipsisResult, st: Styles) -> Drawing:
    """An Eclipsis worked on the wheel: each planet in its constellation's sector under the zodiac
    glyph, the comet drawn as a comet in its own; each sector with pawns painted as its outcome,
    and beside its name the outcome's mark: a cross where the pawns go back, a tick where they stay."""
    d = drawing(width, height)
    theme = st.theme
    cx, cy = width / 2, height / 2 + 1
    outer = min(height / 2 - 18, width / 2 - 74)
    inner = outer - _BAND
    fates = {step.constellation: step.fate for step in result.steps}
    for c in t.ZODIAC:
        fate = fates.get(c)
        swatch = None if fate is None else theme.swatch("outcome.go" if fate.returns else "outcome.stay")
        ring_cell(d, theme, cx, cy, outer, inner, _angle(c), SPAN, swatch=swatch, letter="")
    d.add(Circle(cx, cy, inner, fillColor=theme.paper, strokeColor=theme.accent, strokeWidth=0.8))
    d.add(Circle(cx, cy, 3, fillColor=theme.muted, strokeColor=None))
    for c in t.ZODIAC:
        angle = _angle(c)
        x, y = polar(cx, cy, outer - _GLYPH_DEPTH, angle)
        text(d, theme, x, y - TEXT * 0.36, GLYPH[c], size=TEXT, anchor="middle", colour=theme.muted)
        here = [PLANET_GLYPH[p] for p in sky.planets_on(c)] + ([None] if sky.comet is c else [])
        for depth, glyph in zip(_SKY_DEPTHS, here):
            x, y = polar(cx, cy, outer - depth, angle)
            if glyph is None:
                comet(d, x + 2.5, y + 1.5, 10.0, theme.ink, tail=angle + 180 - 35)
            else:
                text(d, theme, x, y - 11.0 * 0.36, glyph, size=11.0, bold=True, anchor="middle")
        fate = fates.get(c)
        label = name(st, c)
        if fate is not None:
            mark = GO_MARK if fate.returns else STAY_MARK
            east = polar(0, 0, 1, angle)[0] >= -0.3
            label = f"{label} {mark}" if east else f"{mark} {label}"
        ring_label(d, theme, cx, cy, outer + 6, angle, label, size=TEXT)
    return d


# --------------------------------------------------------------------------------------------
# The round and the payments


def countdown(width: float, st: Styles) -> Drawing:
    """The round as the d4 counts it: one face per game turn, from the start face down to the last,
    then the round's end, and an arrow back to the start face for the next round."""
    theme = st.theme
    faces = list(range(t.DIE_START, t.DIE_START - t.TURNS_PER_ROUND, -1))
    end_words = "\u21bb " + st.t(AID["round_end"])
    end_w = text_width(end_words, TEXT + 0.5, bold=True) + 14
    size, gap, height = 26.0, 20.0, 46.0
    step = min(size + gap, (width - end_w - 4) / len(faces))
    d = drawing(width, height)
    row = 30.0                                    # the middle of the row of dice
    xs = [size / 2 + 2 + i * step for i in range(len(faces))]
    for x, face in zip(xs, faces):
        d4(d, theme, x, row, size, face)
    box_x = xs[-1] + step - size / 2 + 2
    d.add(Rect(box_x, row - 10, width - box_x - 1, 20, rx=4, ry=4, fillColor=theme.tint, strokeColor=theme.accent,
               strokeWidth=1))
    text(d, theme, (box_x + width - 1) / 2, row - 3.5, end_words, size=TEXT + 0.5, bold=True, anchor="middle")
    for left, right in zip(xs, [*xs[1:], None]):
        end = box_x - 1 if right is None else right - size / 2 + 2
        _right_arrow(d, theme, left + size / 2 - 2, end, row - 3)
    loop = [((box_x + width) / 2, row - 10), ((box_x + width) / 2, 4.0), (xs[0], 4.0), (xs[0], row - 10)]
    flow_arrow(d, theme, loop, st.t(AID["next_round"]), label_at=1, side="above", align="middle")
    return d


def payment_cards(st: Styles, payment: t.Payment) -> Drawing:
    """The rulebook's example of ``payment`` for Aries (line 117), as cards: the Aries card; two
    cards of Aries's colour; three of another colour; the Tolomeo card."""
    aries = t.Constellation.ARIES
    red = t.KNOWN_COLOURS[aries]
    other = next(c for c in t.NAMED_COLOURS if c != red)
    faces: list[tuple[str, Any]] = {
        t.Payment.NAME: [(GLYPH[aries], None)],
        t.Payment.COLOUR: [(card_swatch(st, red).letter, card_swatch(st, red))] * t.PAYMENT_CARDS[t.Payment.COLOUR],
        t.Payment.SET: [(card_swatch(st, other).letter, card_swatch(st, other))] * t.PAYMENT_CARDS[t.Payment.SET],
        t.Payment.TOLOMEO: [(t.TITLE[:1], None)],
    }[payment]
    w, h, pitch = 12.0, 17.0, 9.0
    d = drawing(w + pitch * (len(faces) - 1) + 1, h + 1)
    for i, (label, swatch) in enumerate(faces):
        x = i * pitch
        card(d, st.theme, x, 0.5, w=w, h=h, fill=swatch.fill if swatch else st.theme.paper,
             stroke=st.theme.ink)
        text(d, st.theme, x + w / 2, 0.5 + h / 2 - 3.2, label, size=MIN_BODY_PT, bold=True, anchor="middle",
             colour=swatch.text if swatch else st.theme.ink)
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
    card(d, theme, x, base + 34, "B", fill=theme.tint, bold=True, w=26, h=16)
    card(d, theme, x, base + 3, "E?", fill=theme.soft, w=26, h=29)
    card(d, theme, x, base - 15, "A", fill=theme.tint, bold=True, w=26, h=16)
    labels = (st.t(SHEET["top"]), say(st, SHEET["shuffled"], count=kept + 1), st.t(SHEET["bottom"]))
    for y, label in zip((base + 38.5, base + 14.5, base - 10.5), labels):
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
    d = drawing(width, base + 52)
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
    d = drawing(width, 35.0)
    rows = (st.t(SHEET["deck_place"]), st.t(SHEET["eclipsis_chance"]))
    label_w = max(text(d, theme, 0, y, row, bold=True).getEast() for y, row in zip((21.5, 3), rows)) + 8
    box = (width - label_w) / n
    never = st.t(SHEET["never"])
    for k in range(1, n + 1):
        x = label_w + (k - 1) * box
        edge = k not in odds
        d.add(Rect(x + 1, 15.5, box - 2, 18, fillColor=theme.tint if edge else theme.paper,
                   strokeColor=theme.accent, strokeWidth=0.7))
        label = f"{k} B" if k == 1 else (f"{k} A" if k == n else str(k))
        text(d, theme, x + box / 2, 21.5, label, bold=True, anchor="middle")
        chance = odds.get(k)
        text(d, theme, x + box / 2, 3, never if chance is None else f"{chance.numerator}/{chance.denominator}",
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
    left, dw = 14.0, _CHART_W
    out_x = left + dw + _CHART_GAP
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


#: The width of the chart's main line of nodes, and the gap between it and the outcome beside it.
_CHART_W, _CHART_GAP = 146.0, 28.0


def reveal_flowchart(width: float, st: Styles) -> Drawing:
    """For each constellation with pawns: planet here? Moon here? -> the pawns go back or stay;
    then on to the next constellation, until every one is done."""
    dw, back_w, room = _CHART_W, width - 14.0 - _CHART_W - _CHART_GAP, 2 * FLOW.padding
    texts = {
        "start": _node_text(st, dw - room, SHEET["next_constellation"]),
        "planet": _node_text(st, dw * 0.56, SHEET["any_planet"], title_width=dw * 0.66),
        "moon": _node_text(st, dw * 0.5, SHEET["moon_here"], title_width=dw * 0.66),
        "back": _node_text(st, back_w - room - 4, f"{GO_MARK} " + st.t(SHEET["go_back"]), SHEET["go_back_who"]),
        "stays": _node_text(st, dw - room, f"{STAY_MARK} " + st.t(SHEET["stay"]), SHEET["stay_where"]),
        "done": _node_text(st, (width - 14) * 0.6, SHEET["all_done"]),
        "end": wrap(say(st, t.ECLIPSIS_EFFECT[-1]), width - 14 - room),
    }
    sizes = {"start": _box_height(texts["start"], 28.0), "planet": _diamond_height(texts["planet"], dw, 60.0),
             "moon": _diamond_height(texts["moon"], dw, 44.0), "back": _box_height(texts["back"], 44.0),
             "stays": _box_height(texts["stays"], 28.0), "done": _diamond_height(texts["done"], width - 14, 34.0),
             "end": _box_height(texts["end"], 22.0)}
    gap, labelled = 11.0, 18.0
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
