"""Measure printed pages as a reader meets them: type sizes, ruling marks, edges, column ends.

Every page of every document is read twice: its text with pypdf (each run of text with its size
and position) and its ink from a picture of the page (pypdfium2 renders it, Pillow finds where
the ink is). Measured per page:

- ``body_pt``: the size that carries the most characters (the page's reading size);
- ``small_share``: the share of the page's characters set under 8 pt;
- ``mark_ratio``: the largest ruling mark (the dagger and its key) as a share of ``body_pt``;
- ``edges_mm``: how close anything printed comes to the left, right, top and bottom edge;
- ``ends_mm``: where each column's ink ends, in mm above the foot of the body (the page
  furniture and the site's address block left out), and ``spread_mm``, how far apart they are.

The issue's "Done when" figures (tests/test_pdf_fit.py) are read from these numbers.
Run it over a build to see them all:

    python -m tests.measure out            # every PDF under out/
    python -m tests.measure --render       # render every edition in this process first
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

MM = 72 / 25.4
#: The picture's resolution, in pixels per point (4: a quarter point, 0.09 mm).
PIXELS_PER_PT = 4.0
#: Below this size a character counts as small print.
SMALL_PT = 8.0
_MARK = re.compile("\u2020[A-Z][A-Z0-9]*\\d")


@dataclass(frozen=True)
class Run:
    """One run of text as pypdf hands it over: its characters, size and where it starts."""

    text: str
    size: float
    x: float
    y: float


@dataclass(frozen=True)
class PageMeasure:
    document: str
    page: int
    body_pt: float
    small_share: float
    mark_ratio: float | None
    marks: int
    edges_mm: tuple[float, float, float, float]     #: left, right, top, bottom
    ends_mm: tuple[float | None, ...]               #: per column; None for a column with no ink

    @property
    def spread_mm(self) -> float:
        """How far apart the columns that hold anything end."""
        ends = [e for e in self.ends_mm if e is not None]
        return max(ends) - min(ends) if len(ends) > 1 else 0.0

    def line(self) -> str:
        ratio = "   -  " if self.mark_ratio is None else f"{self.mark_ratio:5.0%} "
        edges = " ".join(f"{e:5.1f}" for e in self.edges_mm)
        ends = " ".join("  -  " if e is None else f"{e:5.1f}" for e in self.ends_mm)
        return (f"{self.document:44} p{self.page}  body {self.body_pt:4.1f} pt  <8pt {self.small_share:5.1%}  "
                f"marks {self.marks:3} at {ratio} edges(l r t b) {edges}  ends {ends}  spread {self.spread_mm:5.1f}")


def runs(page: object) -> list[Run]:
    """Every run of text on a pypdf page, its size and position as printed (the text matrix times
    the current transformation)."""
    found: list[Run] = []

    def visit(text: str, cm: Sequence[float], tm: Sequence[float], font: object, size: float) -> None:
        if not text.strip():
            return
        a, b, c, d, e, f = cm
        scale = (abs(tm[0] * a + tm[1] * c) ** 2 + abs(tm[0] * b + tm[1] * d) ** 2) ** 0.5 or 1.0
        x = tm[4] * a + tm[5] * c + e
        y = tm[4] * b + tm[5] * d + f
        found.append(Run(text, round(size * scale, 2), x, y))

    page.extract_text(visitor_text=visit)  # type: ignore[attr-defined]
    return found


def type_sizes(found: Iterable[Run]) -> tuple[float, float, float | None, int]:
    """The body size, the share of characters under :data:`SMALL_PT`, the largest mark against the
    body size, and how many marks the page prints."""
    chars: Counter[float] = Counter()
    mark_sizes = []
    total = small = 0
    for r in found:
        marks = _MARK.findall(r.text)
        mark_sizes += [r.size] * len(marks)
        letters = len("".join(_MARK.sub("", r.text).split()))
        chars[r.size] += letters
        n = len("".join(r.text.split()))
        total += n
        small += n if r.size < SMALL_PT else 0
    body = max(chars.items(), key=lambda kv: (kv[1], kv[0]))[0] if chars else 0.0
    ratio = max(mark_sizes) / body if mark_sizes and body else None
    return body, (small / total if total else 0.0), ratio, len(mark_sizes)


def ink_boxes(pdf: bytes, scale: float = PIXELS_PER_PT) -> list[tuple[object, float, float]]:
    """Each page as a greyscale picture (ink dark, paper 0 once inverted), with its size in points."""
    import pypdfium2 as pdfium
    from PIL import ImageOps

    doc = pdfium.PdfDocument(pdf)
    try:
        out = []
        for page in doc:
            w, h = page.get_width(), page.get_height()
            image = page.render(scale=scale, grayscale=True).to_pil().convert("L")
            # Anything a shade darker than the paper counts as ink (the lightest tint included).
            out.append((ImageOps.invert(image).point(lambda v: 255 if v > 6 else 0), w, h))
        return out
    finally:
        doc.close()


def measure(name: str, pdf: bytes, paper: object, reserve: Sequence[tuple[int, tuple[float, float, float, float]]] = (),
            ) -> list[PageMeasure]:
    """Every page of one document on ``paper`` (a :class:`~playaid.generator.pdf.Paper`).

    ``reserve`` lists page areas (page number, then x, y, width, height in points from the lower
    left) that are page furniture, not column: the site's address block."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(pdf))
    pictures = ink_boxes(pdf)
    out = []
    for n, (page, (ink, w, h)) in enumerate(zip(reader.pages, pictures), 1):
        body, small, ratio, marks = type_sizes(runs(page))
        s = PIXELS_PER_PT
        box = ink.getbbox()
        if box is None:
            edges = (w / MM, w / MM, h / MM, h / MM)
        else:
            x0, y0, x1, y1 = box
            edges = (x0 / s / MM, (w - x1 / s) / MM, y0 / s / MM, (h - y1 / s) / MM)
        out.append(PageMeasure(name, n, body, small, ratio, marks, edges,
                               column_ends(ink, paper, [r for p, r in reserve if p == n])))
    return out


def foot_top(ink: object, paper: object) -> float | None:
    """The top of the page's foot block (the rulings key's box, as wide as the body), in points from
    the page's bottom, or None when the page has none: the box stands on the foot of the body,
    and its two sides are ink on both edges of the body, row after row, up to its top."""
    s = PIXELS_PER_PT
    p = paper
    h = p.height  # type: ignore[attr-defined]
    body_top = h - p.margin - p.header        # type: ignore[attr-defined]
    body_foot = p.margin + p.footer           # type: ignore[attr-defined]
    left = int((p.margin + 0.15) * s)         # type: ignore[attr-defined]
    right = int((p.margin + p.body_width - 0.15) * s)  # type: ignore[attr-defined]
    top_row, foot_row = int((h - body_top) * s), int((h - body_foot) * s)
    pixel = ink.getpixel  # type: ignore[attr-defined]

    def sides(row: int) -> bool:
        return bool(pixel((left, row)) and pixel((right, row)))

    start = next((r for r in range(foot_row + 2, foot_row - int(4 * s), -1) if sides(r)), None)
    if start is None:
        return None
    row = start
    while row > top_row and sides(row - 1):
        row -= 1
    return body_top - (row - top_row) / s


def column_ends(ink: object, paper: object, reserved: Sequence[tuple[float, float, float, float]]) -> tuple[float | None, ...]:
    """Where each column's ink ends, in mm above the foot of the columns (the body's foot, or the top
    of the foot block and its air), None for an empty column."""
    from PIL import ImageDraw

    from playaid.generator.pdf.layout import FOOT_GAP

    s = PIXELS_PER_PT
    p = paper
    h = p.height  # type: ignore[attr-defined]
    img = ink.copy()  # type: ignore[attr-defined]
    foot = foot_top(ink, paper)
    draw = ImageDraw.Draw(img)
    for x, y, rw, rh in reserved:  # the furniture's block is no column's content
        if y is None:
            y = (foot + FOOT_GAP) if foot is not None else p.margin + p.footer  # type: ignore[attr-defined]
        # (down to the columns' floor and a little under it: the short address's descenders)
        draw.rectangle([x * s, (h - y - rh) * s, (x + rw) * s, (h - y + 3) * s], fill=0)
    body_top = h - p.margin - p.header        # type: ignore[attr-defined]
    floor = (foot + FOOT_GAP) if foot is not None else p.margin + p.footer  # type: ignore[attr-defined]
    ends: list[float | None] = []
    for col in range(p.columns):              # type: ignore[attr-defined]
        left = p.margin + col * (p.column_width + p.gutter)  # type: ignore[attr-defined]
        crop = img.crop((int((left + 1) * s), int((h - body_top) * s), int((left + p.column_width - 1) * s),  # type: ignore[attr-defined]
                         int((h - floor + 1) * s)))
        box = crop.getbbox()
        ends.append(None if box is None else (body_top - floor - box[3] / s) / MM)
    return tuple(ends)


# ----------------------------------------------------------------------------- every edition


def editions() -> list[tuple[str, str, bool, str]]:
    """Every edition of every document: (name, paper, mono, lang)."""
    from playaid.automata.language import LANGUAGES
    from playaid.generator.build import artifacts
    from playaid.generator.pdf import PAPERS

    return [(a.name, paper, mono, lang) for a in artifacts() for lang in LANGUAGES for paper in PAPERS
            for mono in (False, True)]


def label(name: str, paper: str, mono: bool, lang: str) -> str:
    return f"{lang}/{paper}{'-mono' if mono else ''}/{name}"


def report(rows: Iterable[PageMeasure], out: object = sys.stdout) -> None:
    for row in rows:
        out.write(row.line() + "\n")  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    from playaid.generator.pdf import PAPERS

    parser = argparse.ArgumentParser(prog="python -m tests.measure", description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", help="a build's output folder (OUT/<lang>/<edition>/<name>.pdf)")
    parser.add_argument("--render", action="store_true", help="render every edition here instead")
    parser.add_argument("--site-url", help="with --render: the site's address, printed on every sheet")
    args = parser.parse_args(argv)
    if args.render:
        from tests.conftest import rendered

        for name, paper, mono, lang in editions():
            pdf = rendered(name, paper, mono, lang) if not args.site_url else _render(name, paper, mono, lang,
                                                                                      args.site_url)
            report(measure(label(name, paper, mono, lang), pdf, PAPERS[paper], reserved(paper, bool(args.site_url))))
        return 0
    if not args.out:
        parser.error("give a build's output folder, or --render")
    root = Path(args.out)
    for path in sorted(root.glob("*/*/*.pdf")):
        lang, edition = path.parts[-3], path.parts[-2]
        paper = edition.removesuffix("-mono")
        report(measure(f"{lang}/{edition}/{path.stem}", path.read_bytes(), PAPERS[paper], reserved(paper, True)))
    return 0


def reserved(paper: str, address: bool) -> list[tuple[int, tuple[float, float | None, float, float]]]:
    """The site's address block on page 1 (when the document carries one): x, width and height;
    its foot (None) is where the columns stand."""
    from playaid.generator.pdf import ADDRESS_CORNER, PAPERS, address_block

    x, _, w, _ = address_block(PAPERS[paper])
    return [(1, (x, None, w, ADDRESS_CORNER))] if address else []


def _render(name: str, paper: str, mono: bool, lang: str, site_url: str) -> bytes:
    from playaid.generator.build import artifacts
    from playaid.generator.pdf import PAPERS

    (artifact,) = [a for a in artifacts() if a.name == name]
    return artifact.render(PAPERS[paper], mono, lang, site_url=site_url)


if __name__ == "__main__":
    raise SystemExit(main())
