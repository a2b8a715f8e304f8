"""Pages and the text that flows on them: paper, fonts, styles, tables, headings, page furniture.

An aid builds a list of :class:`Page` from reportlab flowables with the helpers here
(:func:`section`, :func:`bullets`, :func:`data_table`, :func:`boxed`), then :func:`render` lays
them out on a :class:`Paper` and returns the PDF as bytes; the caller writes the file. Every
helper takes the :class:`Styles` of one edition, which carry their :class:`~.theme.Theme`, so a
document is built in colour or in black and white from its first flowable.

Documents are built in reportlab's invariant mode (same input, same bytes) with the bundled
DejaVu Sans Condensed faces, which are embedded as subsets in every PDF.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

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
from reportlab.platypus.doctemplate import NextFrameFlowable
from reportlab.platypus.paragraph import cleanBlockQuotedText

from playaid.generator.pdf.marks import MarkedText
from playaid.generator.pdf.theme import Theme
from playaid.rules import __version__
from playaid.rules.game import GameInfo
from playaid.rules.text import ENGLISH, N_, RULING_MARK, Text, plain

FONT_DIR: Final = Path(__file__).resolve().parents[1] / "fonts"
FONT: Final = "PlayaidSans"
FONT_BOLD: Final = "PlayaidSans-Bold"
FONT_ITALIC: Final = "PlayaidSans-Italic"
_FONT_FILES: Final = {
    FONT: "DejaVuSansCondensed.ttf",
    FONT_BOLD: "DejaVuSansCondensed-Bold.ttf",
    FONT_ITALIC: "DejaVuSansCondensed-Oblique.ttf",
}

#: The smallest type any aid uses for words (a drawing's labels, a caption): legible from across a table.
MIN_BODY_PT: Final = 8.5
#: The smallest type of running text: paragraphs, bullets, table cells, the rulings key.
TEXT_PT: Final = 9.0
BODY_PT: Final = 9.5
CELL_PT: Final = 9.0
BULLET: Final = "\u2022"
#: A ruling's mark, set as a superscript after what it qualifies: its size as a share of the text's,
#: and how far it rises (a share of the text's size too).
MARK_SHARE: Final = 0.72
MARK_RISE: Final = 0.36


# ----------------------------------------------------------------------------- paper and pages


@dataclass(frozen=True, slots=True)
class Paper:
    """A page size with its margins, header and footer bands and columns, in PostScript points.

    The constructor refuses a geometry that leaves columns or a body too small to print on.
    """

    name: str
    width: float
    height: float
    margin: float = 24.0     #: 8.5 mm: clear of what a printer cannot reach, and no wider
    gutter: float = 14.0
    columns: int = 2
    header: float = 30.0     #: band for the title on every page
    footer: float = 20.0     #: band for the footer on every page
    #: Height kept clear at the foot of page 1's last column for the site's address (its QR code
    #: and short address, drawn with the page furniture); 0 when the document carries none.
    corner: float = 0.0

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise ValueError(f"paper {self.name!r} must have a positive size")
        if self.columns < 1:
            raise ValueError("a page needs at least one column")
        if min(self.margin, self.gutter, self.header, self.footer, self.corner) < 0:
            raise ValueError(f"paper {self.name!r}: margins, gutter, header, footer and corner cannot be negative")
        if self.corner > self.body_height / 2:
            raise ValueError(f"paper {self.name!r}: a corner of {self.corner:.0f} pt leaves its column too short")
        if self.column_width < 120:
            raise ValueError(f"paper {self.name!r}: columns would be {self.column_width:.0f} pt wide, too narrow")
        if self.body_height < 200:
            raise ValueError(f"paper {self.name!r}: the body would be {self.body_height:.0f} pt tall, too short")

    @property
    def body_width(self) -> float:
        """Width between the side margins."""
        return self.width - 2 * self.margin

    @property
    def body_height(self) -> float:
        """Height left for content once the margins, header and footer are taken."""
        return self.height - 2 * self.margin - self.header - self.footer

    @property
    def column_width(self) -> float:
        """Width of one column of the body."""
        return (self.body_width - (self.columns - 1) * self.gutter) / self.columns

    @property
    def size(self) -> tuple[float, float]:
        """(width, height), as reportlab takes a page size."""
        return (self.width, self.height)


PAPERS: Final[dict[str, Paper]] = {
    "a4": Paper("a4", *A4),
    "letter": Paper("letter", *LETTER),
}


@dataclass(frozen=True, slots=True)
class DocumentInfo:
    """What every page of a document says about itself (header, footer and PDF metadata).

    ``title``, ``subtitle`` and ``rulebook`` are messages of the text source, shown in the
    edition's language when the document is built; :meth:`of` takes the name, title and page limit
    from the game's declaration (``GAME_INFO.documents``), so they are written once.
    """

    name: str        #: file stem, e.g. ``toledo1085-aid``
    game: str        #: the game's printed title
    title: Any       #: the document's title, a message, e.g. ``N_("Player aid")``
    rulebook: str    #: the rulebook (and edition) the content follows, a message
    subtitle: Any = ""   #: a message, shown under the title (``""`` for none)
    max_pages: int = 2   #: the most pages the document may take (a decision sheet: 1)
    version: str = field(default=__version__)
    #: The values of the title's and subtitle's placeholders in a language (a game's
    #: ``message_values``), or ``None`` when they have none.
    values: Callable[[Text], Mapping[str, Any]] | None = None
    game_id: str = ""    #: the game's id, which names its page on the site
    #: The page of the site the document points at, relative to the site's root, in a language
    #: (``None``: its game's page, :func:`playaid.generator.links.game_page`).
    link: Callable[[str], str] | None = None
    #: What that page offers a player, a message printed beside its QR code (``None``: the
    #: game's page with every ruling, :data:`playaid.generator.links.GAME_PAGE`).
    link_label: Any = None

    @classmethod
    def of(cls, game: GameInfo, name: str, subtitle: Any = "",
           values: Callable[[Text], Mapping[str, Any]] | None = None,
           link: Callable[[str], str] | None = None, link_label: Any = None) -> DocumentInfo:
        """The document ``name`` as ``game`` declares it (``GAME_INFO.documents``)."""
        for spec in game.documents:
            if spec.name == name:
                return cls(name=name, game=game.title, title=spec.title, rulebook=game.rulebook,
                           subtitle=subtitle, max_pages=spec.max_pages, values=values, game_id=game.id,
                           link=link, link_label=link_label)
        raise KeyError(f"{game.id} declares no document {name!r}")

    def page(self, lang: str) -> str:
        """The page of the site this document points at, relative to its root, in ``lang``."""
        from playaid.generator import links

        return self.link(lang) if self.link else links.game_page(self.game_id, lang)

    def show(self, message: Any, t: Text = ENGLISH) -> str:
        """``message`` (the title or the subtitle) in ``t``'s language, its placeholders filled in."""
        return t(message, **(self.values(t) if self.values else {}))


#: The page furniture every document prints (header, footer, PDF metadata).
PAGE_OF = N_("page {page} of {total}")
FOLLOWS = N_("Follows the {rulebook}.")
PRINT_AT_100 = N_("Print at 100% (no fit-to-page)")
#: The footer's type size: small print, but no smaller than 8 pt.
FOOTER_PT: Final = 8.0
#: The height a paper's corner keeps for the site's address (its QR code and the address under it).
ADDRESS_CORNER: Final = 70.0


@dataclass(frozen=True)
class Page:
    """One printed page: an optional full-width ``top`` block, then ``body`` in columns, then an
    optional full-width ``foot`` block (the rulings key, on a document's last page).

    The top and foot blocks are measured and get exactly the height they need; the body flows
    through ``paper.columns`` columns between them. A body that does not fit spills onto extra
    pages, which the tests catch by counting pages.
    """

    body: Sequence[Flowable]
    top: Sequence[Flowable] = ()
    foot: Sequence[Flowable] = ()


# ----------------------------------------------------------------------------- fonts and styles

_fonts_ready = False


def register_fonts() -> None:
    """Register the bundled DejaVu Sans Condensed faces, once per process (each load costs ~60 ms)."""
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
    """The paragraph styles of one edition, and the :class:`~.theme.Theme` they were made from."""

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
    theme: Theme
    #: The edition's language: ``st.t(message, **values)`` shows a message of the text source.
    t: Text = ENGLISH
    #: The body's type size, which every other style follows.
    size: float = BODY_PT

    @property
    def mono(self) -> bool:
        """Whether these are the black-and-white edition's styles."""
        return self.theme.mono


def _cell(name: str, body: ParagraphStyle, size: float, **kw: Any) -> ParagraphStyle:
    return ParagraphStyle(name, parent=body, fontSize=size, leading=size * 1.18, spaceAfter=0, **kw)


def make_styles(theme: Theme, t: Text = ENGLISH, size: float = BODY_PT) -> Styles:
    """The paragraph styles of ``theme``'s edition: a heading is white on an accent band in
    colour and framed in ink in black and white, as the theme's ``heading`` swatch says.
    ``t`` is the edition's language (it also remembers the ruling marks the document shows).

    ``size`` is the body's type size; every other style follows it (a document with room to
    spare sets a larger one: :func:`~.fit.fitted`), none of the running text under
    :data:`TEXT_PT`. The default sizes are those of a full page."""
    if size < TEXT_PT:
        raise ValueError(f"the body's type is at least {TEXT_PT} pt, not {size}")
    register_fonts()
    small_pt = max(TEXT_PT, size - 0.5)
    cell_pt = max(TEXT_PT, size - 0.5)
    body = ParagraphStyle("body", fontName=FONT, bulletFontName=FONT, fontSize=size, leading=size * 1.22,
                          textColor=theme.ink, spaceAfter=round(size * 0.26, 2))
    bullet_indent = 1.0
    # reportlab starts a bulleted first line 0.6 of the bullet's size after the bullet; the wrapped
    # lines must start there too, or the first line stands out of the hanging indent
    hang = bullet_indent + pdfmetrics.stringWidth(BULLET, FONT, size) + 0.6 * size
    band = theme.heading
    head = size + 2.5
    return Styles(
        body=body,
        small=ParagraphStyle("small", parent=body, fontSize=small_pt, leading=small_pt * 1.17),
        bullet=ParagraphStyle("bullet", parent=body, leftIndent=hang, bulletIndent=bullet_indent, bulletFontSize=size,
                              spaceAfter=round(size * 0.16, 2)),
        h1=ParagraphStyle("h1", parent=body, fontName=FONT_BOLD, fontSize=head, leading=head * 1.14, textColor=band.text,
                          backColor=band.fill, borderColor=band.stroke, borderWidth=0.9 if band.stroke else 0,
                          borderPadding=(2, 4, 2.5, 4), spaceBefore=6, spaceAfter=4),
        h2=ParagraphStyle("h2", parent=body, fontName=FONT_BOLD, fontSize=size + 0.5, leading=(size + 0.5) * 1.25,
                          textColor=theme.accent, spaceBefore=4, spaceAfter=2),
        cell=_cell("cell", body, cell_pt),
        cell_bold=_cell("cellb", body, cell_pt, fontName=FONT_BOLD),
        cell_center=_cell("cellc", body, cell_pt, alignment=TA_CENTER),
        cell_head_center=_cell("cellhc", body, cell_pt, fontName=FONT_BOLD, alignment=TA_CENTER),
        cell_right=_cell("cellr", body, cell_pt, alignment=TA_RIGHT),
        note=ParagraphStyle("note", parent=body, fontName=FONT_ITALIC, fontSize=small_pt,
                            leading=small_pt * 1.17, textColor=theme.muted),
        theme=theme,
        t=MarkedText(t),
        size=size,
    )


# ----------------------------------------------------------------------------- text helpers


def esc(text: object) -> str:
    """Escape text for a reportlab Paragraph.

    >>> esc("a < b & c")
    'a &lt; b &amp; c'
    """
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


#: A ruling's mark in running text: the dagger and its key, alone in brackets or not, with the
#: space before it.
_KEY = re.escape(RULING_MARK) + r"[A-Z][A-Z0-9]*\d"
_WHISPER = re.compile(rf"(\s?\({_KEY}\)|\s?{_KEY})")


def whisper(markup: str) -> str:
    """A paragraph's text with every ruling mark set as a small superscript (:data:`MARK_SHARE` of
    the text's size) right after what it qualifies. The words stay the text source's, to the
    character: a mark alone in brackets keeps them, and the space before a mark is set small with
    it, so the gap is the mark's own.

    >>> whisper("Both colours are his (\u2020L1).")
    'Both colours are his<super size="72%" rise="36%"> (\u2020L1)</super>.'
    """
    tag = f'<super size="{MARK_SHARE:.0%}" rise="{MARK_RISE:.0%}">'
    if RULING_MARK not in markup or tag in markup:       # nothing to set, or set already
        return markup
    return _WHISPER.sub(lambda m: f"{tag}{m[1]}</super>", markup)


def mark_runs(line: str) -> list[tuple[str, bool]]:
    """A line of plain text cut into runs, each marked as a ruling's mark or not, for drawing a
    line whose marks are set small and raised (as :func:`whisper` sets them in a paragraph).

    >>> mark_runs("draw again (\u2020D1) now")
    [('draw again', False), (' (\u2020D1)', True), (' now', False)]
    """
    runs: list[tuple[str, bool]] = []
    at = 0
    for m in _WHISPER.finditer(line):
        if m.start() > at:
            runs.append((line[at:m.start()], False))
        runs.append((m[1], True))
        at = m.end()
    if at < len(line) or not runs:
        runs.append((line[at:], False))
    return runs


def whispered(flowables: Iterable[Any]) -> None:
    """Set the ruling marks of every paragraph in ``flowables`` (inside sections, kept-together
    groups and table cells too) as :func:`whisper` does; done once per paragraph."""
    for f in flowables:
        if isinstance(f, Paragraph):
            if not getattr(f, "_whispered", False) and RULING_MARK in f.text:
                quiet = whisper(f.text)
                if quiet != f.text:
                    f._setup(quiet, f.style, f.bulletText, None, cleanBlockQuotedText)
            f._whispered = True
            continue
        if isinstance(f, (list, tuple)):
            whispered(f)
            continue
        for name in ("_content", "parts", "body", "_flowables"):
            inner = getattr(f, name, None)
            if isinstance(inner, (list, tuple)):
                whispered(inner)
        for name in ("heading", "continued"):
            inner = getattr(f, name, None)
            if isinstance(inner, Flowable):
                whispered([inner])
        for row in getattr(f, "_cellvalues", ()) or ():
            whispered([c for c in row if isinstance(c, (Flowable, list, tuple))])


def signed(n: int) -> str:
    """A number with its sign, and a true minus sign.

    >>> [signed(n) for n in (4, 0, -2)]
    ['+4', '0', '\u22122']
    """
    return f"+{n}" if n > 0 else (f"\u2212{-n}" if n < 0 else "0")


# ----------------------------------------------------------------------------- flowables


def data_table(rows: Sequence[Sequence[Any]], widths: Sequence[float], st: Styles, *,
               header: bool = True, align_right: Sequence[int] = (), center: Sequence[int] = (),
               zebra: bool = True) -> Table:
    """A table whose plain-string cells become wrapped paragraphs.

    The first row is a header (tinted, bold, ruled in the accent) unless ``header`` is false;
    ``center`` and ``align_right`` list column indexes; ``zebra`` shades every other body row.
    """
    def cell(value: Any, r: int, c: int) -> Any:
        if not isinstance(value, str):
            return value
        head = header and r == 0
        if head:
            style = st.cell_head_center if c in center else st.cell_bold
        else:
            style = st.cell_right if c in align_right else (st.cell_center if c in center else st.cell)
        return Paragraph(value, style)

    theme = st.theme
    data = [[cell(v, r, c) for c, v in enumerate(row)] for r, row in enumerate(rows)]
    t = Table(data, colWidths=unbroken(rows, widths, st, header), hAlign="LEFT", repeatRows=1 if header else 0)
    cmds = [*cell_style("TOP", 3, 1.8, 2.2), ("LINEBELOW", (0, 0), (-1, -1), 0.4, theme.rule)]
    if header:
        cmds += [("BACKGROUND", (0, 0), (-1, 0), theme.tint), ("LINEBELOW", (0, 0), (-1, 0), 0.8, theme.accent)]
    if zebra:
        cmds += [("BACKGROUND", (0, r), (-1, r), theme.soft) for r in range(2 if header else 1, len(rows), 2)]
    t.setStyle(TableStyle(cmds))
    return t


def unbroken(rows: Sequence[Sequence[Any]], widths: Sequence[float], st: Styles, header: bool = True,
             pad: float = 3.0) -> list[float]:
    """Column widths no narrower than each column's longest word (in the type the cells are set
    in, a header's bold): a larger type never breaks a word; the room comes from the columns that
    have more than they need, in proportion to what they have to spare."""
    need = []
    for c in range(len(widths)):
        longest = 0.0
        for r, row in enumerate(rows):
            value = row[c] if c < len(row) else ""
            if not isinstance(value, str):
                continue
            bold = header and r == 0
            size = (st.cell_bold if bold else st.cell).fontSize
            for word in plain(value).split():
                longest = max(longest, pdfmetrics.stringWidth(word, FONT_BOLD if bold or "<b>" in value else FONT, size))
        need.append(longest + 2 * pad + 1)
    out = list(widths)
    short = sum(max(0.0, n - w) for n, w in zip(need, out))
    spare = [max(0.0, w - n) for n, w in zip(need, out)]
    if short <= 0 or sum(spare) < short:
        return out
    give = short / sum(spare)
    return [n if n > w else w - s * give for n, w, s in zip(need, out, spare)]


def cell_style(valign: str, pad: float, top: float | None = None,
               bottom: float | None = None) -> list[tuple[Any, ...]]:
    """The commands a table's style starts from: the body font in every cell, their vertical
    alignment, ``pad`` points left and right, and the top and bottom padding where given."""
    every = ((0, 0), (-1, -1))
    cmds: list[tuple[Any, ...]] = [("FONTNAME", *every, FONT), ("VALIGN", *every, valign),
                                   ("LEFTPADDING", *every, pad), ("RIGHTPADDING", *every, pad)]
    if top is not None:
        cmds.append(("TOPPADDING", *every, top))
    if bottom is not None:
        cmds.append(("BOTTOMPADDING", *every, bottom))
    return cmds


def bullets(items: Sequence[str], st: Styles, style: ParagraphStyle | None = None) -> list[Flowable]:
    """One paragraph per item, with a bullet hanging in the margin so wrapped lines align with the text."""
    return [Paragraph(text, style or st.bullet, bulletText=BULLET) for text in items]


def section(title: str, body: Sequence[Flowable], st: Styles) -> list[Flowable]:
    """A heading kept on the same column as the first flowable of its body (see also
    :func:`~.skeleton.section`, which also repeats the heading where the body runs on)."""
    first = [Paragraph(esc(title), st.h1)]
    if body:
        first.append(body[0])
    return [KeepTogether(first), *body[1:]]


def boxed(flowables: Sequence[Flowable], width: float, st: Styles) -> Table:
    """Frame a group of flowables in a tinted, ruled box: rules that deserve a second look."""
    theme = st.theme
    t = Table([[list(flowables)]], colWidths=[width])
    t.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), FONT),
        ("BACKGROUND", (0, 0), (-1, -1), theme.tint),
        ("BOX", (0, 0), (-1, -1), 0.8, theme.rule),
        ("LEFTPADDING", (0, 0), (-1, -1), 6), ("RIGHTPADDING", (0, 0), (-1, -1), 6),
        ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]))
    return t


# ----------------------------------------------------------------------------- page furniture


def _numbered_canvas(info: DocumentInfo, paper: Paper, theme: Theme, t: Text,
                     address: str | None = None, corner: float = 0.0) -> type[rl_canvas.Canvas]:
    """A canvas class that draws the header and footer last, once it knows the page count."""

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
                furniture(self, info, paper, theme, number, total, t, address, corner)
                super().showPage()
            super().save()

    return NumberedCanvas


def furniture(c: rl_canvas.Canvas, info: DocumentInfo, paper: Paper, theme: Theme, page: int, total: int,
              t: Text = ENGLISH, address: str | None = None, corner: float = 0.0) -> None:
    """Draw the header (game, document, subtitle) and the two-line footer of one page, in ``t``'s
    language, and on page 1 the site's ``address`` with its QR code, when there is one, in the
    corner page 1's last column keeps for it (its foot at ``corner``, from the page's bottom)."""
    w, h, m = paper.width, paper.height, paper.margin
    c.saveState()
    top = h - m
    c.setFillColor(theme.accent)
    c.setFont(FONT_BOLD, 17)
    c.drawString(m, top - 15, info.game)
    gw = pdfmetrics.stringWidth(info.game, FONT_BOLD, 17)
    c.setFillColor(theme.ink)
    c.setFont(FONT, 12)
    c.drawString(m + gw + 8, top - 14, info.show(info.title, t))
    if info.subtitle:
        c.setFillColor(theme.muted)
        draw_marked(c, w - m, top - 13, plain(info.show(info.subtitle, t)), FONT_ITALIC, MIN_BODY_PT, anchor="end")
    c.setStrokeColor(theme.accent)
    c.setLineWidth(1.2)
    c.line(m, top - 21, w - m, top - 21)
    # Footer, two lines: game, document, version and page count; the rulebook and the print note.
    y = m - 4
    c.setStrokeColor(theme.rule)
    c.setLineWidth(0.5)
    c.line(m, y + 18, w - m, y + 18)
    c.setFont(FONT, FOOTER_PT)
    c.setFillColor(theme.muted)
    c.drawString(m, y + 9.5, f"{info.game} \u00b7 {info.show(info.title, t)} \u00b7 playaid {info.version}")
    c.drawRightString(w - m, y + 9.5, t(PAGE_OF, page=page, total=total))
    c.drawString(m, y + 1, t(FOLLOWS, rulebook=t(info.rulebook)))
    c.setFont(FONT_BOLD, FOOTER_PT)
    c.drawRightString(w - m, y + 1, t(PRINT_AT_100))
    c.restoreState()
    if address and page == 1:
        from playaid.generator.pdf.skeleton import draw_address

        draw_address(c, info, paper, theme, address, t, corner or paper.margin + paper.footer)


def marked_width(line: str, font: str, size: float) -> float:
    """How wide a line of plain text prints with its ruling marks set small (:func:`mark_runs`)."""
    return sum(pdfmetrics.stringWidth(run, font, size * MARK_SHARE if mark else size) for run, mark in mark_runs(line))


def draw_marked(c: rl_canvas.Canvas, x: float, y: float, line: str, font: str, size: float,
                anchor: str = "start") -> None:
    """Draw a line of plain text on a canvas, its ruling marks small and raised, anchored at ``x``
    by its ``start`` or its ``end``: one text object, so the line reads as one."""
    if anchor == "end":
        x -= marked_width(line, font, size)
    text = c.beginText(x, y)
    for run, mark in mark_runs(line):
        text.setFont(font, size * MARK_SHARE if mark else size)
        text.setRise(size * MARK_RISE if mark else 0)
        text.textOut(run)
    c.drawText(text)


# ----------------------------------------------------------------------------- rendering


def stack_height(flowables: Sequence[Flowable], width: float, limit: float = 10_000) -> float:
    """The height a run of flowables takes, one under the other, in a frame of ``width`` (and at
    most ``limit`` tall), as the layout stacks them: what an aid measures to fit its page."""
    scratch = rl_canvas.Canvas(io.BytesIO(), invariant=1, initialFontName=FONT)
    flat: list[Flowable] = []
    for f in flowables:  # KeepTogether reports a huge height on purpose; measure its content
        flat.extend(f._content if isinstance(f, KeepTogether) else [f])
    whispered(flat)   # measured as printed, its marks small
    total = 0.0
    for i, f in enumerate(flat):
        _, h = f.wrapOn(scratch, width, limit)
        total += h + (f.getSpaceBefore() if i else 0) + f.getSpaceAfter()
    return total


#: The air between a page's top block and its columns, and between its columns and its foot block.
TOP_GAP: Final = 4.0
FOOT_GAP: Final = 7.0


def top_height(top: Sequence[Flowable], paper: Paper) -> float:
    """The height a page's top block gets: what it measures, and a little air under it."""
    return min(stack_height(top, paper.body_width, paper.body_height) + 2, paper.body_height - 100) if top else 0.0


def foot_height(foot: Sequence[Flowable], paper: Paper) -> float:
    """The height a page's foot block gets: what it measures."""
    return min(stack_height(foot, paper.body_width, paper.body_height) + 1, paper.body_height - 100) if foot else 0.0


def columns_floor(foot: Sequence[Flowable], paper: Paper) -> float:
    """Where a page's columns stand: on the footer's band, or on the foot block and the air above it."""
    bottom = paper.margin + paper.footer
    return bottom + foot_height(foot, paper) + FOOT_GAP if foot else bottom


def column_heights(n: int, top: Sequence[Flowable], paper: Paper, foot: Sequence[Flowable] = ()) -> list[float]:
    """The height of each column of page ``n`` (0-based) between its top and foot blocks: the last
    column of page 1 gives up the paper's ``corner`` to the site's address."""
    room = paper.body_height - top_height(top, paper) - (TOP_GAP if top else 0.0)
    room -= columns_floor(foot, paper) - paper.margin - paper.footer
    heights = [room] * paper.columns
    if n == 0:
        heights[-1] -= paper.corner
    return heights


def _template(n: int, page: Page, paper: Paper) -> PageTemplate:
    """Page ``n``'s frames: the top block measured to fit, the columns under it, the foot block."""
    bottom = paper.margin + paper.footer
    ceiling = bottom + paper.body_height
    frames = []
    top_h = top_height(page.top, paper)
    if page.top:
        frames.append(Frame(paper.margin, ceiling - top_h, paper.body_width, top_h, id=f"p{n}top",
                            leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0))
    roof = ceiling - top_h - (TOP_GAP if page.top else 0.0)    # the columns hang from under the top block
    for i, height in enumerate(column_heights(n, page.top, paper, page.foot)):
        frames.append(Frame(paper.margin + i * (paper.column_width + paper.gutter), roof - height,
                            paper.column_width, height, id=f"p{n}col{i}",
                            leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0))
    if page.foot:
        frames.append(Frame(paper.margin, bottom, paper.body_width, foot_height(page.foot, paper), id=f"p{n}foot",
                            leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0))
    return PageTemplate(id=f"page{n}", frames=frames)


@dataclass(frozen=True, slots=True)
class FrameUse:
    """How much of one frame (a column, or a page's top block) a document left empty."""

    page: int        #: 1-based page number
    frame: str       #: the frame's id: ``p0top``, ``p0col0``, ``p0col1``, ...
    empty: float     #: the share of the frame's height left empty, 0 to 1


class _Doc(BaseDocTemplate):
    """A document template that notes, as each frame ends, how much of it was left empty."""

    def __init__(self, *args: Any, fill: list[FrameUse] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._fill = fill
        self._noted: set[tuple[int, str]] = set()

    def _note(self) -> None:
        frame = getattr(self, "frame", None)
        if self._fill is None or frame is None or (self.page, frame.id) in self._noted:
            return
        self._noted.add((self.page, frame.id))
        empty = max(0.0, frame._y - frame._y1p) / frame._height
        self._fill.append(FrameUse(self.page, frame.id, min(1.0, empty)))

    def handle_frameEnd(self, resume: int = 0) -> None:
        self._note()
        super().handle_frameEnd(resume)

    def handle_pageBreak(self, slow: Any = None) -> None:
        self._note()  # the frame a page break leaves, and every later frame of that page, stay empty
        template = self.pageTemplate
        ids = [f.id for f in template.frames]
        current = ids.index(self.frame.id) if self.frame is not None and self.frame.id in ids else len(ids)
        if self._fill is not None:
            for i in ids[current + 1:]:
                self._noted.add((self.page, i))
                self._fill.append(FrameUse(self.page, i, 1.0))
        super().handle_pageBreak(slow)


def render(pages: Sequence[Page], info: DocumentInfo, paper: Paper, theme: Theme, t: Text = ENGLISH,
           fill: list[FrameUse] | None = None, address: str | None = None) -> bytes:
    """Lay ``pages`` out on ``paper`` with ``theme``'s page furniture and return the PDF bytes.

    Build the pages with ``make_styles(theme)`` and the same theme for every drawing, so the
    whole document is one edition. The same input always gives the same bytes. ``fill``, when
    given, receives how much of every frame the layout left empty (:class:`FrameUse`), in order.
    ``address``, the full address of the document's page on the site, is printed on page 1 with
    its QR code, in the corner the paper keeps for it (``Paper.corner``); without it nothing is.
    Every ruling mark is set small and raised (:func:`whisper`).
    """
    if address and paper.corner < ADDRESS_CORNER:
        raise ValueError(f"a document with the site's address needs a paper with a corner of {ADDRESS_CORNER} pt "
                         f"(Paper.corner), not {paper.corner}")
    register_fonts()
    buf = io.BytesIO()
    doc = _Doc(
        buf, pagesize=paper.size, invariant=1,
        leftMargin=paper.margin, rightMargin=paper.margin,
        topMargin=paper.margin + paper.header, bottomMargin=paper.margin + paper.footer,
        title=f"{info.game} \u2014 {info.show(info.title, t)}", author="playaid",
        subject=t(FOLLOWS, rulebook=t(info.rulebook)),
        creator=f"playaid {info.version}", keywords=info.name,
        initialFontName=FONT, initialFontSize=BODY_PT, fill=fill,
    )
    story: list[Flowable] = []
    for n, page in enumerate(pages):
        if n:
            story += [NextPageTemplate(f"page{n}"), PageBreak()]
        if page.top:
            story += [*page.top, FrameBreak()]
        story += list(page.body)
        if page.foot:
            story += [NextFrameFlowable(f"p{n}foot"), FrameBreak(), *page.foot]
    whispered(story)
    doc.addPageTemplates([_template(n, page, paper) for n, page in enumerate(pages)])
    corner = columns_floor(pages[0].foot, paper) if pages else paper.margin + paper.footer
    doc.build(story, canvasmaker=_numbered_canvas(info, paper, theme, t, address, corner))
    doc._note()  # the frame the story ended in
    return buf.getvalue()


def page_count(pdf: bytes) -> int:
    """Pages in a PDF we made (counted from its page objects; no parser needed)."""
    return pdf.count(b"/Type /Page\n") or pdf.count(b"/Type /Page ") or pdf.count(b"/Type /Page>")


#: An aid's page builder: the paper and the edition's styles in, the pages out.
Builder = Callable[[Paper, Styles], Sequence[Page]]

__all__ = [
    "BODY_PT", "BULLET", "CELL_PT", "FONT", "FONT_BOLD", "FONT_ITALIC", "MIN_BODY_PT", "PAPERS", "Builder",
    "DocumentInfo", "Page", "Paper", "Styles", "boxed", "bullets", "cell_style", "data_table", "esc", "furniture",
    "make_styles", "page_count", "register_fonts", "render", "section", "signed", "stack_height",
]
