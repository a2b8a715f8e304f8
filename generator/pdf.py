"""The shared machinery of every printed aid and sheet: paper, fonts, styles, page furniture.

Renderers build a list of reportlab flowables from the rules data and call :func:`render`, which
returns the PDF as bytes; the caller writes the file. Documents are built in reportlab's
invariant mode, so the same input gives the same bytes, and use the bundled DejaVu fonts, which
are embedded (as subsets) in every PDF.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from reportlab.graphics.shapes import Circle, Drawing, Rect, String
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    KeepTogether,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Table,
    TableStyle,
)

from playaid.rules import __version__

FONT_DIR: Final = Path(__file__).with_name("fonts")
FONT: Final = "PlayaidSans"
FONT_BOLD: Final = "PlayaidSans-Bold"
FONT_ITALIC: Final = "PlayaidSans-Italic"
_FONT_FILES: Final = {
    FONT: "DejaVuSansCondensed.ttf",
    FONT_BOLD: "DejaVuSansCondensed-Bold.ttf",
    FONT_ITALIC: "DejaVuSansCondensed-Oblique.ttf",
}

#: The smallest type any aid uses for reading text (the brief's floor for across-the-table use).
MIN_BODY_PT: Final = 8.5
BODY_PT: Final = 9.5
CELL_PT: Final = 9.0

INK: Final = colors.HexColor("#1d1d1b")
MONO_GREY: Final = colors.Color(0.55, 0.55, 0.55)  # thin rules and hatching in the black-and-white edition
ACCENT: Final = colors.HexColor("#7a2e1d")      # a deep red-brown, prints well in grey too
TINT: Final = colors.HexColor("#f3ebe1")        # light fill behind headings and table heads
RULE: Final = colors.HexColor("#b9a58f")
MUTED: Final = colors.HexColor("#5b5148")


@dataclass(frozen=True, slots=True)
class Paper:
    """A page size with its margins and column layout, all in PostScript points."""

    name: str
    width: float
    height: float
    margin: float = 28.0
    gutter: float = 14.0
    columns: int = 2
    header: float = 34.0     #: band for the title on every page
    footer: float = 22.0     #: band for the footer on every page

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise ValueError(f"paper {self.name!r} must have a positive size")
        if self.columns < 1:
            raise ValueError("a page needs at least one column")
        if self.column_width < 120:
            raise ValueError(f"paper {self.name!r}: columns would be {self.column_width:.0f} pt wide, too narrow")
        if self.body_height < 200:
            raise ValueError(f"paper {self.name!r}: the body would be {self.body_height:.0f} pt tall, too short")

    @property
    def body_width(self) -> float:
        return self.width - 2 * self.margin

    @property
    def body_height(self) -> float:
        return self.height - 2 * self.margin - self.header - self.footer

    @property
    def column_width(self) -> float:
        return (self.body_width - (self.columns - 1) * self.gutter) / self.columns

    @property
    def size(self) -> tuple[float, float]:
        return (self.width, self.height)


PAPERS: Final[dict[str, Paper]] = {
    "a4": Paper("a4", *A4),
    "letter": Paper("letter", *LETTER),
}


@dataclass(frozen=True, slots=True)
class DocumentInfo:
    """What every page of a document says about itself."""

    name: str        #: file stem, e.g. ``toledo1085-aid``
    game: str        #: the game's printed title
    title: str       #: the document's title, e.g. ``Player aid``
    rulebook: str    #: the rulebook (and edition) the content follows
    subtitle: str = ""
    max_pages: int = 2   #: the most pages the document may take (a decision sheet: 1)
    version: str = field(default=__version__)


_fonts_ready = False


def register_fonts() -> None:
    """Register the bundled DejaVu Sans Condensed faces once per process (each load takes ~60 ms)."""
    global _fonts_ready
    if _fonts_ready:
        return
    for name, filename in _FONT_FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / filename)))
    # Bold italic is never used; mapping it to bold saves loading a fourth font file.
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=FONT_BOLD, italic=FONT_ITALIC, boldItalic=FONT_BOLD)
    _fonts_ready = True


@dataclass(frozen=True)
class Styles:
    """The paragraph styles of one edition (``mono`` is the low-ink black-and-white one)."""

    body: ParagraphStyle
    small: ParagraphStyle
    bullet: ParagraphStyle
    h1: ParagraphStyle
    h2: ParagraphStyle
    cell: ParagraphStyle
    cell_bold: ParagraphStyle
    cell_center: ParagraphStyle
    cell_head_center: ParagraphStyle
    cell_right: ParagraphStyle
    note: ParagraphStyle
    mono: bool = False


def make_styles(mono: bool = False) -> Styles:
    """Styles for the colour edition, or for the black-and-white one (``mono``): headings framed
    in black instead of white on a coloured band, no tinted backgrounds."""
    register_fonts()
    body = ParagraphStyle("body", fontName=FONT, bulletFontName=FONT, fontSize=BODY_PT, leading=BODY_PT * 1.22, textColor=INK,
                          spaceAfter=2.5)
    return Styles(
        body=body,
        small=ParagraphStyle("small", parent=body, fontSize=MIN_BODY_PT, leading=10.4),
        bullet=ParagraphStyle("bullet", parent=body, leftIndent=10, bulletIndent=1, spaceAfter=1.5),
        h1=ParagraphStyle("h1", parent=body, fontName=FONT_BOLD, fontSize=12, leading=14.5,
                          textColor=INK if mono else colors.white, backColor=None if mono else ACCENT,
                          borderColor=INK if mono else None, borderWidth=0.9 if mono else 0,
                          borderPadding=(2.5, 4, 3, 4), spaceBefore=7, spaceAfter=5),
        h2=ParagraphStyle("h2", parent=body, fontName=FONT_BOLD, fontSize=10, leading=12.5,
                          textColor=INK if mono else ACCENT, spaceBefore=4, spaceAfter=2),
        cell=ParagraphStyle("cell", parent=body, fontSize=CELL_PT, leading=CELL_PT * 1.18, spaceAfter=0),
        cell_bold=ParagraphStyle("cellb", parent=body, fontName=FONT_BOLD, fontSize=CELL_PT,
                                 leading=CELL_PT * 1.18, spaceAfter=0),
        cell_center=ParagraphStyle("cellc", parent=body, fontSize=CELL_PT, leading=CELL_PT * 1.18,
                                   spaceAfter=0, alignment=TA_CENTER),
        cell_head_center=ParagraphStyle("cellhc", parent=body, fontName=FONT_BOLD, fontSize=CELL_PT,
                                        leading=CELL_PT * 1.18, spaceAfter=0, alignment=TA_CENTER),
        cell_right=ParagraphStyle("cellr", parent=body, fontSize=CELL_PT, leading=CELL_PT * 1.18,
                                  spaceAfter=0, alignment=TA_RIGHT),
        note=ParagraphStyle("note", parent=body, fontName=FONT_ITALIC, fontSize=MIN_BODY_PT,
                            leading=10.4, textColor=INK if mono else MUTED),
        mono=mono,
    )


def esc(text: object) -> str:
    """Escape text for a reportlab Paragraph."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def signed(n: int) -> str:
    """``+4``, ``−2`` (a true minus sign), ``0``."""
    return f"+{n}" if n > 0 else (f"\u2212{-n}" if n < 0 else "0")


def data_table(rows: Sequence[Sequence[Any]], widths: Sequence[float], st: Styles, *,
               header: bool = True, align_right: Sequence[int] = (), center: Sequence[int] = (),
               zebra: bool = True) -> Table:
    """A table with a tinted header row; plain strings become wrapped cell paragraphs."""
    def cell(value: Any, r: int, c: int) -> Any:
        if not isinstance(value, str):
            return value
        if header and r == 0:
            style = st.cell_head_center if c in center else st.cell_bold
        else:
            style = st.cell_center if c in center else st.cell
        if c in align_right and not (header and r == 0):
            style = st.cell_right
        return Paragraph(value, style)

    data = [[cell(v, r, c) for c, v in enumerate(row)] for r, row in enumerate(rows)]
    t = Table(data, colWidths=list(widths), hAlign="LEFT", repeatRows=1 if header else 0)
    cmds: list[tuple[Any, ...]] = [
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 1.8),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2),
        ("LINEBELOW", (0, 0), (-1, -1), 0.4, RULE),
    ]
    if header:
        cmds += [("BACKGROUND", (0, 0), (-1, 0), TINT), ("LINEBELOW", (0, 0), (-1, 0), 0.8, ACCENT)]
    if zebra:
        for r in range(2 if header else 1, len(rows), 2):
            cmds.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#faf6f1")))
    t.setStyle(TableStyle(cmds))
    return t


def bullets(items: Sequence[str], st: Styles, style: ParagraphStyle | None = None) -> list[Flowable]:
    return [Paragraph(text, style or st.bullet, bulletText="\u2022") for text in items]


def section(title: str, body: Sequence[Flowable], st: Styles) -> list[Flowable]:
    """A heading kept with the start of its body."""
    first = [Paragraph(esc(title), st.h1)]
    if body:
        first.append(body[0])
    return [KeepTogether(first), *body[1:]]


def token(letter: str, fill: Any, size: float = 14, text_colour: Any = INK,
          stroke: Any = INK) -> Drawing:
    """A small round marker with a letter: how colours are also shown as letters or shapes."""
    d = drawing(size, size)
    d.add(Circle(size / 2, size / 2, size / 2 - 0.6, fillColor=fill, strokeColor=stroke, strokeWidth=0.8))
    d.add(String(size / 2, size / 2 - size * 0.2, letter, fontName=FONT_BOLD, fontSize=size * 0.55,
                 fillColor=text_colour, textAnchor="middle"))
    return d


def boxed(flowables: Sequence[Flowable], width: float, fill: Any = TINT, border: Any = RULE) -> Table:
    """Frame a group of flowables in a tinted box (rules that deserve a second look)."""
    t = Table([[list(flowables)]], colWidths=[width])
    t.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("BACKGROUND", (0, 0), (-1, -1), fill),
        ("BOX", (0, 0), (-1, -1), 0.8, border),
        ("LEFTPADDING", (0, 0), (-1, -1), 6), ("RIGHTPADDING", (0, 0), (-1, -1), 6),
        ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]))
    return t


def _numbered_canvas(info: DocumentInfo, paper: Paper, mono: bool = False) -> type[rl_canvas.Canvas]:
    """A canvas that draws the header and footer last, once it knows the page count."""

    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._pages)
            for number, state in enumerate(self._pages, 1):
                self.__dict__.update(state)
                _furniture(self, info, paper, number, total, mono)
                super().showPage()
            super().save()

    return NumberedCanvas


def _furniture(c: rl_canvas.Canvas, info: DocumentInfo, paper: Paper, page: int, total: int,
               mono: bool = False) -> None:
    w, h, m = paper.width, paper.height, paper.margin
    accent, muted, rule = (INK, INK, MONO_GREY) if mono else (ACCENT, MUTED, RULE)
    c.saveState()
    # Header: the game, the document, and a rule under it.
    top = h - m
    c.setFillColor(accent)
    c.setFont(FONT_BOLD, 17)
    c.drawString(m, top - 17, info.game)
    gw = pdfmetrics.stringWidth(info.game, FONT_BOLD, 17)
    c.setFillColor(INK)
    c.setFont(FONT, 12)
    c.drawString(m + gw + 8, top - 16, info.title)
    if info.subtitle:
        c.setFont(FONT_ITALIC, MIN_BODY_PT)
        c.setFillColor(muted)
        c.drawRightString(w - m, top - 15, info.subtitle)
    c.setStrokeColor(accent)
    c.setLineWidth(1.2)
    c.line(m, top - 23, w - m, top - 23)
    # Footer, two lines: game, document, version and page count; the rulebook and the print note.
    y = m - 6
    c.setStrokeColor(rule)
    c.setLineWidth(0.5)
    c.line(m, y + 19, w - m, y + 19)
    c.setFont(FONT, 7.5)
    c.setFillColor(muted)
    c.drawString(m, y + 10, f"{info.game} \u00b7 {info.title} \u00b7 playaid {info.version}")
    c.drawRightString(w - m, y + 10, f"page {page} of {total}")
    c.drawString(m, y + 1, f"Follows the {info.rulebook}.")
    c.setFont(FONT_BOLD, 7.5)
    c.drawRightString(w - m, y + 1, "Print at 100% (no fit-to-page)")
    c.restoreState()


@dataclass(frozen=True)
class Page:
    """One printed page: an optional full-width ``top`` block, then ``body`` in columns.

    The top block is measured and gets exactly the height it needs; the body flows through
    ``paper.columns`` columns below it. A body that does not fit spills onto extra pages, which
    the tests catch by counting pages.
    """

    body: Sequence[Flowable]
    top: Sequence[Flowable] = ()


def _height(flowables: Sequence[Flowable], width: float, limit: float) -> float:
    scratch = rl_canvas.Canvas(io.BytesIO(), invariant=1, initialFontName=FONT)
    flat: list[Flowable] = []
    for f in flowables:  # KeepTogether reports a huge height on purpose; measure its content
        flat.extend(f._content if isinstance(f, KeepTogether) else [f])
    total = 0.0
    for i, f in enumerate(flat):
        _, h = f.wrapOn(scratch, width, limit)
        total += h + (f.getSpaceBefore() if i else 0) + f.getSpaceAfter()
    return total


def render(pages: Sequence[Page], info: DocumentInfo, paper: Paper, mono: bool = False) -> bytes:
    """Lay the pages out on ``paper`` and return the PDF bytes.

    ``mono`` makes the low-ink black-and-white edition: every drawing and table is converted by
    :func:`monochrome` (build the pages with ``make_styles(mono=True)`` too).
    """
    register_fonts()
    if mono:
        for page in pages:
            for flowable in [*page.top, *page.body]:
                monochrome(flowable)
    buf = io.BytesIO()
    doc = BaseDocTemplate(
        buf, pagesize=paper.size, invariant=1,
        leftMargin=paper.margin, rightMargin=paper.margin,
        topMargin=paper.margin + paper.header, bottomMargin=paper.margin + paper.footer,
        title=f"{info.game} \u2014 {info.title}", author="playaid", subject=f"Follows the {info.rulebook}",
        creator=f"playaid {info.version}", keywords=info.name,
        initialFontName=FONT, initialFontSize=BODY_PT,
    )
    bottom = paper.margin + paper.footer
    ceiling = bottom + paper.body_height
    page_templates, story = [], []
    for n, page in enumerate(pages):
        frames = []
        top_h = 0.0
        if page.top:
            top_h = min(_height(page.top, paper.body_width, paper.body_height) + 2, paper.body_height - 100)
            frames.append(Frame(paper.margin, ceiling - top_h, paper.body_width, top_h, id=f"p{n}top",
                                leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0))
        gap = 4.0 if page.top else 0.0
        for i in range(paper.columns):
            frames.append(Frame(paper.margin + i * (paper.column_width + paper.gutter), bottom,
                                paper.column_width, paper.body_height - top_h - gap, id=f"p{n}col{i}",
                                leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0))
        page_templates.append(PageTemplate(id=f"page{n}", frames=frames))
        if n:
            story += [NextPageTemplate(f"page{n}"), PageBreak()]
        if page.top:
            story += [*page.top, FrameBreak()]
        story += list(page.body)
    doc.addPageTemplates(page_templates)
    doc.build(story, canvasmaker=_numbered_canvas(info, paper, mono))
    return buf.getvalue()


def drawing(width: float, height: float) -> Drawing:
    """A reportlab Drawing that starts in our font, so no unembedded base font creeps in."""
    d = Drawing(width, height)
    d.initialFontName = FONT
    d.initialFontSize = BODY_PT
    return d


def page_count(pdf: bytes) -> int:
    """Pages in a PDF we made (counted from the page objects; no parser needed)."""
    return pdf.count(b"/Type /Page\n") or pdf.count(b"/Type /Page ") or pdf.count(b"/Type /Page>")


Builder = Callable[[Paper, Styles], list[Flowable]]


def coin_row(items: Sequence[tuple[str, Any, str]], size: float = 18) -> Drawing:
    """A row of coin markers, each with its letter and a caption under it."""
    gap = 50.0
    d = drawing(gap * len(items), size + 11)
    for i, (letter, fill, caption) in enumerate(items):
        x = i * gap + gap / 2
        d.add(Circle(x, 11 + size / 2, size / 2 - 0.6, fillColor=fill, strokeColor=INK, strokeWidth=0.8))
        d.add(String(x, 11 + size / 2 - size * 0.2, letter, fontName=FONT_BOLD, fontSize=size * 0.55,
                     fillColor=INK, textAnchor="middle"))
        d.add(String(x, 1, caption, fontName=FONT, fontSize=MIN_BODY_PT, fillColor=INK, textAnchor="middle"))
    return d


def strip(steps: Sequence[tuple[str, str]], width: float, height: float = 30, fill: Any = TINT) -> Drawing:
    """Numbered boxes in a row joined by arrows: a sequence at a glance.

    Each step is ``(number, name)``; the name shrinks (never below 7 pt) to fit its box.
    """
    d = drawing(width, height)
    n = len(steps)
    arrow = 12.0
    box = (width - arrow * (n - 1)) / n
    for i, (number, name) in enumerate(steps):
        x = i * (box + arrow)
        d.add(Rect(x, 0, box, height, fillColor=fill, strokeColor=ACCENT, strokeWidth=0.8, rx=3, ry=3))
        d.add(Circle(x + 10, height / 2, 7, fillColor=ACCENT, strokeColor=None))
        d.add(String(x + 10, height / 2 - 3.3, number, fontName=FONT_BOLD, fontSize=9,
                     fillColor=colors.white, textAnchor="middle"))
        size = 10.0
        while size > 7 and pdfmetrics.stringWidth(name, FONT_BOLD, size) > box - 24:
            size -= 0.5
        d.add(String(x + 20, height / 2 - size * 0.36, name, fontName=FONT_BOLD, fontSize=size,
                     fillColor=INK))
        if i < n - 1:
            ax = x + box + arrow / 2
            d.add(String(ax, height / 2 - 3, "\u25b6", fontName=FONT, fontSize=8,
                         fillColor=ACCENT, textAnchor="middle"))
    return d


__all__ = [
    "PAPERS", "Paper", "DocumentInfo", "Styles", "make_styles", "render", "data_table", "bullets",
    "section", "esc", "signed", "token", "boxed", "coin_row", "strip", "page_count", "Page", "drawing",
    "MIN_BODY_PT",
]


# --------------------------------------------------------------------------------------------
# Flowcharts: boxes, decisions and arrows a finger can follow (added for the Toledo duel chart)

FLOW_PT: Final = MIN_BODY_PT


def _fit_lines(lines: Sequence[str], width: float, font: str, size: float) -> None:
    for line in lines:
        if pdfmetrics.stringWidth(line, font, size) > width:
            raise ValueError(f"flowchart text {line!r} is {pdfmetrics.stringWidth(line, font, size):.0f} pt"
                             f" wide; the shape leaves {width:.0f} pt")


def flow_node(d: Drawing, x: float, y: float, w: float, h: float, lines: Sequence[str], *,
              shape: str = "box", fill: Any = TINT, stroke: Any = ACCENT, bold_first: bool = False,
              size: float = FLOW_PT) -> tuple[float, float]:
    """Draw a flowchart node with its lower-left corner at (x, y); returns its centre.

    ``shape`` is ``box`` (a step), ``diamond`` (a question) or ``end`` (a rounded, heavier
    box). Text is centred, one string per line, never below the body-text floor; text that
    does not fit raises ``ValueError`` instead of spilling out of its shape.
    """
    from reportlab.graphics.shapes import Polygon

    register_fonts()
    cx, cy = x + w / 2, y + h / 2
    if shape == "diamond":
        d.add(Polygon([x, cy, cx, y + h, x + w, cy, cx, y], fillColor=fill, strokeColor=stroke, strokeWidth=1))
    else:
        radius = 6 if shape == "end" else 2.5
        d.add(Rect(x, y, w, h, rx=radius, ry=radius, fillColor=fill, strokeColor=stroke,
                   strokeWidth=1.6 if shape == "end" else 1))
    leading = size * 1.18
    top = cy + (len(lines) - 1) * leading / 2 - size * 0.35
    for i, line in enumerate(lines):
        font = FONT_BOLD if bold_first and i == 0 else FONT
        ly = top - i * leading
        if shape == "diamond":
            room = w * (1 - 2 * abs(ly + size * 0.35 - cy) / h) - 8
        else:
            room = w - 8
        _fit_lines([line], room, font, size)
        d.add(String(cx, ly, line, fontName=font, fontSize=size, fillColor=INK, textAnchor="middle"))
    return cx, cy


def flow_arrow(d: Drawing, points: Sequence[tuple[float, float]], label: str = "", *,
               label_at: int = 0, label_side: str = "above", colour: Any = INK,
               size: float = FLOW_PT) -> None:
    """Draw a path through ``points`` ending in an arrowhead; ``label`` sits by segment ``label_at``.

    ``label_side`` is ``above``, ``below``, ``left`` or ``right`` of that segment's middle.
    """
    from reportlab.graphics.shapes import PolyLine, Polygon

    flat = [c for p in points for c in p]
    d.add(PolyLine(flat, strokeColor=colour, strokeWidth=1.1))
    (x0, y0), (x1, y1) = points[-2], points[-1]
    length = max(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5, 1e-6)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head, half = 6.0, 3.2
    bx, by = x1 - ux * head, y1 - uy * head
    d.add(Polygon([x1, y1, bx - uy * half, by + ux * half, bx + uy * half, by - ux * half],
                  fillColor=colour, strokeColor=colour, strokeWidth=0.5))
    if label:
        (ax, ay), (cx, cy) = points[label_at], points[label_at + 1]
        mx, my = (ax + cx) / 2, (ay + cy) / 2
        dx, dy, anchor = {"above": (0, 3, "middle"), "below": (0, -size - 1, "middle"),
                          "left": (-3, -size * 0.35, "end"), "right": (3, -size * 0.35, "start")}[label_side]
        d.add(String(mx + dx, my + dy, label, fontName=FONT_BOLD, fontSize=size, fillColor=ACCENT,
                     textAnchor=anchor))


# --------------------------------------------------------------------------------------------
# The black-and-white edition

#: Colours that belong to the page design rather than to a game: never hatched.
_THEME = {INK.hexval(), ACCENT.hexval(), TINT.hexval(), RULE.hexval(), MUTED.hexval()}


def _hsv(c: Any) -> tuple[float, float, float]:
    import colorsys

    return colorsys.rgb_to_hsv(c.red, c.green, c.blue)


def _luminance(c: Any) -> float:
    return 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue


def hatch_kind(c: Any) -> str | None:
    """The hatching that stands for a game colour in black and white (None for greys and the theme).

    >>> [hatch_kind(colors.HexColor(h)) for h in ("#d9534f", "#f4d03f", "#7d5aa6", "#ffffff")]
    ['/', '-', 'x', None]
    """
    if c is None or c.hexval() in _THEME:
        return None
    hue, sat, val = _hsv(c)
    if sat < 0.2 or val < 0.15:
        return None
    degrees = hue * 360
    for limit, kind in ((15, "/"), (40, "."), (75, "-"), (170, "|"), (250, "\\"), (335, "x"), (361, "/")):
        if degrees < limit:
            return kind
    return None  # pragma: no cover


def _hatch_rect(x: float, y: float, w: float, h: float, kind: str, step: float = 2.6) -> list[Any]:
    from reportlab.graphics.shapes import Circle as Dot
    from reportlab.graphics.shapes import Line

    lines: list[Any] = []
    style = {"strokeColor": MONO_GREY, "strokeWidth": 0.45}
    if kind == ".":
        yy = y + step / 2
        while yy < y + h:
            xx = x + step / 2
            while xx < x + w:
                lines.append(Dot(xx, yy, 0.35, fillColor=MONO_GREY, strokeColor=None))
                xx += step
            yy += step
        return lines
    if kind in "-x" or kind == "+":
        yy = y + step
        while yy < y + h:
            lines.append(Line(x, yy, x + w, yy, **style))
            yy += step
    if kind == "|":
        xx = x + step
        while xx < x + w:
            lines.append(Line(xx, y, xx, y + h, **style))
            xx += step
    if kind in ("/", "\\", "x"):
        slopes = {"/": (1,), "\\": (-1,), "x": (1, -1)}[kind]
        for slope in slopes:
            k = -h
            while k < w:
                # the part of the line of this slope through (x + k, y) that lies in the rectangle
                x0, x1 = max(x, x + k), min(x + w, x + k + h)
                if x0 < x1:
                    if slope == 1:
                        lines.append(Line(x0, y + (x0 - x - k), x1, y + (x1 - x - k), **style))
                    else:
                        lines.append(Line(x0, y + h - (x0 - x - k), x1, y + h - (x1 - x - k), **style))
                k += step * 1.4
    return lines


def _segment_in_circle(x1: float, y1: float, x2: float, y2: float, cx: float, cy: float,
                       r: float) -> tuple[float, float] | None:
    """The part of a segment inside a circle, as a parameter range (t0, t1) along it."""
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


def _clip_to_ring(items: list[Any], cx: float, cy: float, r: float, inner: float) -> list[Any]:
    """Keep the parts of hatch lines (and dots) between two circles: the middle stays clear."""
    from reportlab.graphics.shapes import Line

    out: list[Any] = []
    for item in items:
        if not isinstance(item, Line):
            d2 = (item.cx - cx) ** 2 + (item.cy - cy) ** 2
            if inner ** 2 < d2 < (r - 0.6) ** 2:
                out.append(item)
            continue
        x1, y1, x2, y2 = item.x1, item.y1, item.x2, item.y2
        span = _segment_in_circle(x1, y1, x2, y2, cx, cy, r)
        if span is None:
            continue
        hole = _segment_in_circle(x1, y1, x2, y2, cx, cy, inner)
        pieces = [span] if hole is None else [(span[0], max(span[0], hole[0])), (min(span[1], hole[1]), span[1])]
        for t0, t1 in pieces:
            if t1 - t0 > 1e-6:
                out.append(Line(x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0, x1 + (x2 - x1) * t1,
                                y1 + (y2 - y1) * t1, strokeColor=item.strokeColor, strokeWidth=item.strokeWidth))
    return out


def _hatch_band(x: float, y: float, w: float, h: float, kind: str) -> list[Any]:
    """Hatching in the top and bottom quarters of a box (the whole box when it is thin)."""
    if h < 14:
        return _hatch_rect(x, y, w, h, kind)
    band = h * 0.24
    return _hatch_rect(x, y, w, band, kind) + _hatch_rect(x, y + h - band, w, band, kind)


def _mono_group(group: Any) -> None:
    from reportlab.graphics.shapes import Circle as Round
    from reportlab.graphics.shapes import Group, Rect as Box, String as Text

    new: list[Any] = []
    for item in list(group.contents):
        if isinstance(item, Group):
            _mono_group(item)
            new.append(item)
            continue
        if isinstance(item, Text):
            item.fillColor = INK  # white text sat on a dark fill, which is now white too
            new.append(item)
            continue
        fill = getattr(item, "fillColor", None)
        stroke = getattr(item, "strokeColor", None)
        kind = hatch_kind(fill)
        if fill is not None:
            dark = _luminance(fill) < 0.2
            item.fillColor = INK if dark else colors.white
            if stroke is None and not dark:
                item.strokeColor, item.strokeWidth = INK, 0.8
        if stroke is not None:
            item.strokeColor = INK if _luminance(stroke) < 0.6 else MONO_GREY
        new.append(item)
        if kind and isinstance(item, Box):
            new.extend(_hatch_band(item.x, item.y, item.width, item.height, kind))
        elif kind and isinstance(item, Round):
            r = item.r
            new.extend(_clip_to_ring(_hatch_rect(item.cx - r, item.cy - r, 2 * r, 2 * r, kind),
                                     item.cx, item.cy, r, r * 0.62))
    group.contents = new


def monochrome(flowable: Any) -> None:
    """Turn a flowable (and what it holds) black and white, in place, for the low-ink edition.

    Shapes lose their fills (near-black ones stay black), outlines and text turn black or grey,
    tables lose their background tints, and every shape coloured with a game colour (a die, a
    coin, a fencing or constellation colour) is hatched with that colour's own pattern, so the
    colour still reads next to its letter.
    """
    from reportlab.graphics.shapes import Drawing as Picture

    if isinstance(flowable, Picture):
        _mono_group(flowable)
    elif isinstance(flowable, Table):
        flowable._bkgrndcmds = []
        recoloured = []
        for cmd in flowable._linecmds:
            cmd = list(cmd)
            if len(cmd) > 4 and hasattr(cmd[4], "red"):
                cmd[4] = INK if _luminance(cmd[4]) < 0.6 else MONO_GREY
            recoloured.append(tuple(cmd))
        flowable._linecmds = recoloured
        for row in flowable._cellvalues:
            for cell in row:
                for item in cell if isinstance(cell, (list, tuple)) else [cell]:
                    monochrome(item)
    elif isinstance(flowable, KeepTogether):
        for item in flowable._content:
            monochrome(item)


__all__ += ["flow_node", "flow_arrow", "FLOW_PT", "monochrome", "hatch_kind"]
