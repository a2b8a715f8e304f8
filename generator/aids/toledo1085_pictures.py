"""Pictures for the Toledo 1085 aid and score pad, composed from the toolkit's primitives, and the
helpers both documents use to show the text source's messages.

Religions are drawn, never typed: each one's emblem (:data:`RELIGION_EMBLEM`) is the icon its
cards show (``RELIGION_SYMBOL``), drawn by :func:`~playaid.generator.pdf.draw.emblem` inside a
thin ring, so no religion can be read as the dagger that marks a ruling. The worked example is
drawn as it lies on the table, scored by the rules core. Every word comes from
:mod:`playaid.rules.toledo1085.text`, in the edition's language.
"""

from __future__ import annotations

import re
from typing import Any

from reportlab.graphics.shapes import Circle, Drawing, Rect

from playaid.generator.pdf import (
    MIN_BODY_PT,
    Hatch,
    Styles,
    Theme,
    drawing,
    emblem,
    esc,
    hatch_rect,
    signed,
    text,
    text_width,
)
from playaid.rules import toledo1085 as t

#: The emblem of each religion: the icon its cards show.
RELIGION_EMBLEM = {t.Religion.CHRISTIANITY: "cross", t.Religion.ISLAM: "crescent", t.Religion.JUDAISM: "hexagram"}
#: The crown of a Nobility card, and the tick of a complete column.
CROWN = "\u265b"
COMPLETE = "\u2713"
TEXT = MIN_BODY_PT + 0.5

_MARKUP = re.compile(r"&lt;(/?[bi])&gt;", re.I)


# --------------------------------------------------------------------------------------------
# Showing the text source


def words(st: Styles, message: Any, **values: Any) -> str:
    """``message`` in the edition's language, its numbers filled in from the rules data."""
    return st.t(message, **{**t.message_values(st.t), **values})


def markup(st: Styles, message: Any, **values: Any) -> str:
    """:func:`words` as a paragraph's text: escaped, the message's bold and italic kept."""
    return _MARKUP.sub(r"<\1>", esc(words(st, message, **values)))


# --------------------------------------------------------------------------------------------
# Religions


def religion_icon(d: Drawing, theme: Theme, religion: t.Religion, cx: float, cy: float, size: float = 11) -> None:
    """A religion's emblem in a thin ring ``size`` points across, centred at (cx, cy)."""
    d.add(Circle(cx, cy, size / 2, fillColor=theme.paper, strokeColor=theme.ink, strokeWidth=0.5))
    emblem(d, RELIGION_EMBLEM[religion], cx, cy, size * 0.62, theme.ink)


def religion_key(width: float, st: Styles) -> Drawing:
    """The three religions across ``width``: each one's icon (the one its cards show) and name."""
    theme = st.theme
    religions = list(t.Religion)
    pitch = width / len(religions)
    d = drawing(width, 15)
    for i, r in enumerate(religions):
        x = i * pitch
        religion_icon(d, theme, r, x + 7, 7.5, 13)
        text(d, theme, x + 17, 4.3, words(st, r.label), size=TEXT, bold=True)
        if text_width(words(st, r.label), TEXT, bold=True) > pitch - 19:
            raise ValueError(f"the religion key is too narrow at {width:.0f} pt")
    return d


# --------------------------------------------------------------------------------------------
# The proposals, in the order they are sold

SALE_CARD = (13.0, 16.0)   #: a proposal's width and height in the picture
SALE_ROW = 19.0            #: from one table size's row to the next


def proposals_picture(width: float, st: Styles) -> Drawing:
    """The proposals of a round at each table size, as they lie: the King's face up in the order
    they came up, the nobles' face down beside them in the order laid, each card numbered in the
    order it is sold (straight from ``proposals``)."""
    theme = st.theme
    sizes = range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1)
    offers = [t.proposals(n) for n in sizes]
    w, h = SALE_CARD
    pitch = w + 2.5
    heads = [words(st, m) for m in (t.HEADINGS["players"], t.AID["king"], t.AID["nobles"])]
    lead = text_width(heads[0], MIN_BODY_PT, bold=True) + 10
    king_x = lead
    nobles_x = lead + max(max(o.king for o in offers) * pitch, text_width(heads[1], MIN_BODY_PT, bold=True)) + 10
    right = nobles_x + max(max(o.nobles for o in offers) * pitch, text_width(heads[2], MIN_BODY_PT, bold=True))
    if right > width:
        raise ValueError(f"the proposals need {right:.0f} pt, more than {width:.0f}")
    height = 14 + SALE_ROW * len(offers)
    d = drawing(width, height)
    for x, head in zip((0, king_x, nobles_x), heads):
        text(d, theme, x, height - 9, head, bold=True)
    for r, (n, offer) in enumerate(zip(sizes, offers)):
        y = height - 14 - SALE_ROW * (r + 1) + (SALE_ROW - h) / 2
        text(d, theme, lead / 2 - 5, y + h / 2 - 3, str(n), size=TEXT, bold=True, anchor="middle")
        for k in range(offer.total):
            face_down = k >= offer.king
            x = (nobles_x + (k - offer.king) * pitch) if face_down else king_x + k * pitch
            d.add(Rect(x, y, w, h, rx=1.8, ry=1.8, fillColor=theme.soft if face_down else theme.paper,
                       strokeColor=theme.ink, strokeWidth=0.6))
            if face_down:
                for line in hatch_rect(Hatch.DIAGONAL, x + 1, y + 1, w - 2, h - 2, theme.rule):
                    d.add(line)
                d.add(Rect(x + 2, y + h / 2 - 5, w - 4, 10, fillColor=theme.paper, strokeColor=None))
            text(d, theme, x + w / 2, y + h / 2 - 3, str(k + 1), bold=True, anchor="middle")
    return d


# --------------------------------------------------------------------------------------------
# A tableau, as it lies on the table

STRIP = 15.0      #: how much of a card shows under the next one in its column
CARD = 25.0       #: a whole card's height
HEAD = 13.0       #: the column's name above its cards
FOOT = 14.0       #: the column's score under its cards


def card_label(st: Styles, card: t.Card) -> str:
    """The words on a card's visible strip: the crown of a Nobility card, a common card's name."""
    if isinstance(card, t.CommonCard):
        return words(st, card.kind.label)
    return CROWN if isinstance(card, t.NobilityCard) else ""


def column_sum(score: Any) -> str:
    """A column's score as the picture writes it under the column: ``8 +2 = 10 ✓``."""
    shown = f"{score.prestige} {signed(score.bonus)} = {score.total}" if score.bonus else str(score.total)
    return f"{shown} {COMPLETE}" if score.complete else shown


def tableau_picture(tableau: t.Tableau, width: float, st: Styles, no_sector: Any) -> Drawing:
    """A player's columns side by side, each card showing its religion and prestige the way the
    cards overlap on the table, each column named above (``no_sector`` for a column no sector
    card defines) and scored below by the rules core."""
    theme = st.theme
    score = t.score_player("", tableau)
    columns = tableau.columns
    gap = 8.0
    cw = (width - gap * (len(columns) - 1)) / len(columns)
    deepest = max(len(c.cards) for c in columns)
    height = HEAD + STRIP * (deepest - 1) + CARD + FOOT
    d = drawing(width, height)
    for i, (column, cs) in enumerate(zip(columns, score.columns)):
        x = i * (cw + gap)
        name = words(st, cs.sector.label if cs.sector else no_sector)
        text(d, theme, x + cw / 2, height - 10, name, size=TEXT, bold=True, anchor="middle", colour=theme.accent)
        top = height - HEAD
        for k, card in enumerate(column.cards):
            y = top - k * STRIP
            # every card on paper white: a Nobility card is told by its crown, in both editions
            d.add(Rect(x, y - CARD, cw, CARD, rx=2.5, ry=2.5, fillColor=theme.paper, strokeColor=theme.ink,
                       strokeWidth=0.7))
            mid = y - STRIP / 2
            left = x + 4
            if card.religion is not None:
                religion_icon(d, theme, card.religion, x + 9, mid, 11)
                left = x + 17
            label = card_label(st, card)
            if label:
                if text_width(label, TEXT) > cw - (left - x) - 14:
                    raise ValueError(f"{label!r} does not fit a card {cw:.0f} pt wide")
                text(d, theme, left, mid - 3.2, label, size=TEXT)
            text(d, theme, x + cw - 4, mid - 3.4, str(card.prestige), size=TEXT + 0.5, bold=True, anchor="end")
        text(d, theme, x + cw / 2, 3, column_sum(cs), size=TEXT + 0.5, bold=True, anchor="middle")
    return d


__all__ = ["COMPLETE", "CROWN", "RELIGION_EMBLEM", "card_label", "column_sum", "markup", "proposals_picture",
           "religion_icon", "religion_key", "tableau_picture", "words"]
