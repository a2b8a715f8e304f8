"""The parts every printed document shares, so that every document has the same skeleton.

- :func:`banner`: the shape of play across the top of page 1, drawn as what it is: a sequence
  (numbered steps joined by arrows) only where play is a sequence, "choose one" where it is a
  choice, never a sequence of alternatives.
- :class:`Section` (made by :func:`section`): a heading with its body. It never leaves its heading
  alone at the foot of a column, and when its body runs on into the next column that column
  starts with the heading again, marked as continued.
- :func:`rulings_box`: the one box, with one title and one legend, that lists the playaid rulings
  a document marks, each with its mark and its few words; it lists exactly the marks the document
  printed before it (:class:`~.marks.MarkedText` records them as the document is written).

Every word comes from the text source: the games' messages, and the few shared ones below.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing, Polygon, Rect
from reportlab.pdfbase import pdfmetrics
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from playaid.generator.pdf.draw import badge, drawing, text, text_width
from playaid.generator.pdf.layout import (
    ADDRESS_CORNER,
    FONT,
    FONT_BOLD,
    MIN_BODY_PT,
    TEXT_PT,
    DocumentInfo,
    Paper,
    bullets,
    esc,
)
from playaid.generator.pdf.marks import MarkedText
from playaid.rules.text import NC_, RULING_MARK, N_, plain

#: The shared words of the skeleton (the games' own words are in their text modules).
CONTINUED = N_("{heading} (cont.)")
CHOOSE_ONE = N_("Choose one:")
RULINGS_TITLE = N_("{mark} playaid rulings")
RULINGS_LEGEND = N_("{mark} and a key mark a playaid ruling: where the rulebook is silent, unclear or "
                    "contradicts itself, this sheet follows the ruling named. Every ruling, with its reasons, "
                    "is on the game's page of the playaid site.")
SETUP = NC_("heading of a document's section", "Setup")

# ----------------------------------------------------------------------------- the banner


def banner(steps: Sequence[str], width: float, st: Any, *, choice: bool = False, height: float = 30) -> Any:
    """The shape of play: ``steps`` (words already in the edition's language) numbered and joined by
    arrows, or with ``choice`` labelled "Choose one" and set apart without arrows."""
    theme, t = st.theme, st.t
    d = drawing(width, height)
    lead = 0.0
    if choice:
        label = t(CHOOSE_ONE)
        lead = text_width(label, 10, bold=True) + 10
        text(d, theme, 0, height / 2 - 3.6, label, size=10, bold=True, colour=theme.accent)
    n = len(steps)
    gap = 12.0 if not choice else 8.0
    room = width - lead - gap * (n - 1)
    boxes = [room / n] * n
    starts = [lead + i * (room / n + gap) for i in range(n)]
    if any(text_width(name, MIN_BODY_PT, bold=True) > room / n - 24 for name in steps):
        # Equal boxes would print a long name below the reading floor: share the room by need.
        need = [text_width(name, 10, bold=True) + 24 for name in steps]
        boxes = [room * w / sum(need) for w in need]
        starts = [lead + sum(boxes[:i]) + i * gap for i in range(n)]
    for i, (name, box, x) in enumerate(zip(steps, boxes, starts)):
        d.add(Rect(x, 0, box, height, fillColor=theme.tint, strokeColor=theme.accent, strokeWidth=0.8, rx=3, ry=3))
        badge(d, theme, x + 10, height / 2, 7, chr(ord("A") + i) if choice else str(i + 1), size=9)
        size = 10.0
        while size > 7 and text_width(name, size, bold=True) > box - 24:
            size -= 0.5
        text(d, theme, x + 20, height / 2 - size * 0.36, name, size=size, bold=True)
        if not choice and i < n - 1:
            tip, mid = x + box + gap - 2, height / 2
            d.add(Polygon([tip - 6, mid + 4, tip, mid, tip - 6, mid - 4], fillColor=theme.accent,
                          strokeColor=theme.accent, strokeWidth=0.5))
    return d


# ----------------------------------------------------------------------------- sections


class Section(Flowable):
    """A heading and its body, laid out as one unit that splits between columns cleanly.

    Whole, it draws its heading and body in order. Split at a column's foot, the first part keeps
    the heading with as much body as fits (never the heading alone: with nothing of the body room,
    the whole section moves on), and the rest becomes a new section whose heading says it is
    continued.
    """

    def __init__(self, heading: Flowable, body: Sequence[Flowable], continued: Flowable | None = None,
                 whole: bool = False, divisible: bool = False) -> None:
        super().__init__()
        self.heading = heading
        self.body = list(body)
        self.continued = continued or heading
        #: Never split: a rule block a player finds in one place (a document that plans its
        #: columns, :func:`~.fit.fitted`, keeps every section whole that fits a column).
        self.whole = whole
        #: A list of entries that each stand alone (the common cards, the bonus cards): where a page
        #: needs it, it may break between two entries before any other section breaks at all.
        self.divisible = divisible
        self._sizes: list[tuple[float, float]] = []

    def getSpaceBefore(self) -> float:  # noqa: N802 (reportlab's name)
        """The heading's space above: sections stand apart, but at a column's top (the frame drops it)."""
        return float(self.heading.getSpaceBefore())

    def _parts(self) -> list[Flowable]:
        return [self.heading, *self.body]

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        self._sizes = []
        total = 0.0
        for i, f in enumerate(self._parts()):
            w, h = f.wrap(avail_width, avail_height)
            before = f.getSpaceBefore() if i else 0.0
            self._sizes.append((before, h))
            total += before + h + f.getSpaceAfter()
        self.height = total
        return avail_width, total

    def draw(self) -> None:
        y = self.height
        for f, (before, h) in zip(self._parts(), self._sizes):
            y -= before + h
            f.drawOn(self.canv, 0, y)
            y -= f.getSpaceAfter()

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        if self.whole:
            return []
        _, head = self.heading.wrap(avail_width, avail_height)
        room = avail_height - head - self.heading.getSpaceAfter()
        fitted: list[Flowable] = []
        rest: list[Flowable] = []
        for i, f in enumerate(self.body):
            # Counted as wrap() counts them: every part's space before and after, so that the
            # first part, a Section itself, is exactly as tall as this measure says.
            before = f.getSpaceBefore()
            _, h = f.wrap(avail_width, max(room - before, 0.0))
            need = before + h + f.getSpaceAfter()
            if need <= room:
                fitted.append(f)
                room -= need
                continue
            left = room - before - f.getSpaceAfter()
            pieces = f.split(avail_width, left) if left > 0 else []
            if len(pieces) > 1:
                fitted.append(pieces[0])
                rest = [*pieces[1:], *self.body[i + 1:]]
            else:
                rest = self.body[i:]
            break
        if not fitted or not rest:  # nothing of the body fits, or (rounding apart) it all does
            return []
        # The first part stays one Section (heading and body drawn as one unit, spaced as a whole
        # section is), so the frame places it exactly where it was measured to fit.
        return [Section(self.heading, fitted, self.continued), Section(self.continued, rest, self.continued)]


def section(title: str, body: Sequence[Flowable], st: Any, divisible: bool = False) -> list[Flowable]:
    """A section of a document: ``title`` (already in the edition's language) and its body; a
    ``divisible`` one is a list of entries that each stand alone (see :class:`Section`)."""
    heading = Paragraph(esc(title), st.h1)
    continued = Paragraph(esc(st.t(CONTINUED, heading=title)), st.h1)
    return [Section(heading, body, continued, divisible=divisible)]


# ----------------------------------------------------------------------------- the rulings box


def key_order(key: str) -> tuple[str, int]:
    """How the rulings key sorts a ruling's key: by its letters, then by its number (A9 before A10).

    >>> sorted(["A10", "B2", "A9", "C4"], key=key_order)
    ['A9', 'A10', 'B2', 'C4']
    """
    letters = key.rstrip("0123456789")
    return (letters, int(key[len(letters):] or 0))


#: A key's entry label (the mark), as a share of the key's type size: it reads as the marks do.
LABEL_SHARE = 0.78


class Boxed(Flowable):
    """Flowables in a tight tinted box as wide as the column it is laid out in; never split."""

    def __init__(self, flowables: Sequence[Flowable], st: Any, pad: float = 3.5) -> None:
        super().__init__()
        self.parts = list(flowables)
        self.st = st
        self.pad = pad
        self._table: Table | None = None

    def _made(self, width: float) -> Table:
        theme = self.st.theme
        table = Table([[self.parts]], colWidths=[width])
        table.setStyle(TableStyle([
            ("FONTNAME", (0, 0), (-1, -1), FONT),
            ("BACKGROUND", (0, 0), (-1, -1), theme.soft),
            ("BOX", (0, 0), (-1, -1), 0.6, theme.rule),
            ("LEFTPADDING", (0, 0), (-1, -1), self.pad), ("RIGHTPADDING", (0, 0), (-1, -1), self.pad),
            ("TOPPADDING", (0, 0), (-1, -1), self.pad - 1), ("BOTTOMPADDING", (0, 0), (-1, -1), self.pad - 1),
        ]))
        return table

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self._table = self._made(avail_width)
        self.width, self.height = self._table.wrap(avail_width, avail_height)
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        return []

    def getSpaceBefore(self) -> float:  # noqa: N802 (reportlab's name)
        return 6.0

    def draw(self) -> None:
        assert self._table is not None
        self._table.drawOn(self.canv, 0, 0)


def rulings_box(rulings: Any, st: Any, values: dict[str, Any] | None = None, *, columns: int = 1,
                width: float | None = None, compact: bool = False) -> list[Flowable]:
    """The rulings key: one tight box with one title and one legend, then each ruling the document
    marked so far, sorted by key (:func:`key_order`), as its mark and its few words
    (``Ruling.short``); the full text of every ruling is on the site.

    ``rulings`` maps keys to the game's rulings (``RULING``); ``values`` fills their placeholders.
    The entries stand one a line, their words hanging under their first; a document that marks
    many may set them side by side in ``columns`` columns across ``width`` (the width the box
    fills), read down each column in turn, or with ``compact`` run them on in one paragraph (the
    same words in about two thirds of the height, for a full one-page sheet).
    """
    t = st.t
    marks = sorted(set(getattr(t, "marks", ())), key=key_order)
    key_pt = st.small.fontSize
    label_pt = round(key_pt * LABEL_SHARE, 2)
    items = []
    for key in marks:
        r = rulings.get(key)
        if r is not None:
            items.append(f'<font size="{label_pt}"><b>{r.mark}</b></font> {t(r.short, **(values or {}))}')
    legend_style = ParagraphStyle("key_legend", parent=st.small, leading=key_pt * 1.1, spaceAfter=1.5)
    entry = ParagraphStyle("key_entry", parent=st.small, leading=key_pt * 1.1, leftIndent=8, firstLineIndent=-8,
                           spaceAfter=0.5)
    # The title runs in, bold in the accent, before the legend: one line saved on a full page.
    title = esc(plain(t(RULINGS_TITLE, mark=RULING_MARK)))
    accent = st.theme.accent.hexval()[2:]
    head = [Paragraph(f'<font color="#{accent}"><b>{title}</b></font>\u2002{t(RULINGS_LEGEND, mark=RULING_MARK)}',
                      legend_style)]
    if compact and items:
        listed: list[Flowable] = [Paragraph("\u2002 ".join(items), legend_style)]
    else:
        listed = [Paragraph(item, entry) for item in items]
    if columns > 1 and len(listed) > 1:
        if width is None:
            raise ValueError("rulings side by side need the width the box fills")
        per = -(-len(listed) // columns)
        inner = width - 8
        grid = Table([[listed[i:i + per] for i in range(0, per * columns, per)]],
                     colWidths=[inner / columns] * columns, hAlign="LEFT")
        grid.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                  ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 4),
                                  ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
        listed = [grid]
    for f in (*head, *listed):   # set as they are: the labels are marks already, at their own size
        f._whispered = True
    for row in (listed[0]._cellvalues if listed and isinstance(listed[0], Table) else ()):
        for cell in row:
            for f in cell:
                f._whispered = True
    return [Boxed([*head, *listed], st)]


# ----------------------------------------------------------------------------- the site's address

#: The QR code's side, and the room under it for the short address, in points.
QR_SIDE = 48.0
QR_TEXT_PT = MIN_BODY_PT


def with_address(paper: Paper) -> Paper:
    """``paper`` with the corner it keeps for the site's address (page 1's last column gives it up)."""
    return replace(paper, corner=ADDRESS_CORNER)


def address_block(paper: Paper, floor: float | None = None) -> tuple[float, float, float, float]:
    """Where the site's address goes on page 1: x, y (lower left), width and height, in points: the
    foot of the last column, under what the column holds (its columns stand on ``floor``: the
    footer's band, or the page's foot block)."""
    x = paper.margin + (paper.columns - 1) * (paper.column_width + paper.gutter)
    y = paper.margin + paper.footer if floor is None else floor
    return (x, y, paper.column_width, paper.corner or ADDRESS_CORNER)


def qr_box(paper: Paper, floor: float | None = None) -> tuple[float, float, float]:
    """Where page 1's QR code stands: its lower left corner and its side, in points, at the right
    of the address block, the short address under it."""
    x, y, w, _ = address_block(paper, floor)
    return x + w - QR_SIDE, y + QR_TEXT_PT + 4, QR_SIDE


def qr_drawing(address: str, side: float = QR_SIDE, colour: Any = None) -> Drawing:
    """The QR code of ``address``, ``side`` points square (its quiet border included), drawn by reportlab."""
    code = QrCodeWidget(address, barLevel="M", barBorder=2, barWidth=side, barHeight=side)
    if colour is not None:
        code.barFillColor = colour
    d = Drawing(side, side)
    d.add(code)
    return d


def document_address(site_url: str, info: DocumentInfo, lang: str) -> str:
    """The full address a document points at on the site at ``site_url``, in ``lang``."""
    from playaid.generator import links

    return links.absolute(site_url, info.page(lang))


def draw_address(c: Any, info: DocumentInfo, paper: Paper, theme: Any, address: str, t: Any,
                 floor: float | None = None) -> None:
    """Draw, in page 1's corner, what the site offers (the document's ``link_label``), its QR code,
    and under the code the address it opens, without its ``https://``."""
    from playaid.generator import links

    x, y, w, h = address_block(paper, floor)
    c.saveState()
    c.setStrokeColor(theme.rule)
    c.setLineWidth(0.5)
    c.line(x, y + h - 3, x + w, y + h - 3)
    qx, qy, _ = qr_box(paper, floor)
    renderPDF.draw(qr_drawing(address, colour=theme.ink), c, qx, qy)
    said = links.short(address)
    size = QR_TEXT_PT
    while size > 6 and pdfmetrics.stringWidth(said, FONT, size) > w:
        size -= 0.25
    c.setFont(FONT, size)
    c.setFillColor(theme.ink)
    c.drawRightString(x + w, y + 1.5, said)
    style = ParagraphStyle("address", fontName=FONT_BOLD, fontSize=TEXT_PT, leading=TEXT_PT * 1.2,
                           textColor=theme.accent)
    label = Paragraph(esc(t(info.link_label or links.GAME_PAGE)), style)
    room = w - QR_SIDE - 10
    _, lh = label.wrapOn(c, room, QR_SIDE)
    label.drawOn(c, x, qy + max(0.0, (QR_SIDE - lh) / 2))
    c.restoreState()


__all__ = ["CHOOSE_ONE", "CONTINUED", "QR_SIDE", "MarkedText", "RULINGS_LEGEND", "RULINGS_TITLE", "SETUP", "Section",
           "Boxed", "address_block", "banner", "document_address", "draw_address", "key_order", "qr_box", "qr_drawing", "rulings_box", "section",
           "with_address"]
