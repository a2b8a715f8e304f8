"""An address on every sheet: with the site's address known, page 1 of every document carries the
short address of its page there and a QR code that opens it, read back by a real decoder.

The codes are decoded from the rendered page with ``zbarimg`` (Debian's zbar-tools): without it
these tests are skipped, and under ``CI=true`` they fail instead (``.ci/run`` installs it).
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess

import pytest

from playaid.generator import links
from playaid.generator.build import artifacts
from playaid.generator.pdf import ADDRESS_CORNER, PAPERS
from tests.conftest import read_pdf, rendered

SITE = "https://example.org/playaid/"
NAMES = [a.name for a in artifacts()]
#: The page each document opens, by language: the game's page, but for the le Roy sheet (the
#: phone page) and the Eclipsis sheet (the Eclipsis section), as agreed with the site.
OPENS = {"le-roy-sheet": {"en": "play/", "it": "play/it.html"},
         "eclipsis-sheet": {"en": "tolomeo.html#eclipsis", "it": "it/tolomeo.html#eclipsis"}}


def expected(name: str, lang: str) -> str:
    (artifact,) = [a for a in artifacts() if a.name == name]
    page = OPENS.get(name, {}).get(lang) or links.game_page(artifact.game, lang)
    return SITE + page


@functools.cache
def with_address(name: str, paper: str = "a4", mono: bool = False, lang: str = "en") -> bytes:
    (artifact,) = [a for a in artifacts() if a.name == name]
    return artifact.render(PAPERS[paper], mono, lang, SITE)


def zbarimg() -> str:
    found = shutil.which("zbarimg")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true, and zbarimg (Debian zbar-tools) is not installed")
        pytest.skip("zbarimg (Debian zbar-tools) is not installed")
    return found


def page_picture(pdf: bytes, scale: float = 150 / 72):
    """Page 1 as a picture (Pillow), ``scale`` pixels per point."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        return doc[0].render(scale=scale).to_pil().convert("L")
    finally:
        doc.close()


def decode(picture, tmp_path) -> list[str]:
    """Every QR code zbarimg finds in a picture."""
    path = tmp_path / "page.png"
    picture.save(path)
    done = subprocess.run([zbarimg(), "--raw", "-q", "-Sdisable", "-Sqrcode.enable", str(path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode in (0, 4), done.stderr      # 4: no code found
    return [line for line in done.stdout.splitlines() if line]


def qr_at(paper: str, pdf: bytes) -> tuple[float, float, float]:
    """Where page 1's QR code is drawn (x, y of its lower left corner and its side, in points), as
    the page furniture places it: at the right of the corner page 1's last column keeps free,
    standing on the columns' floor (the foot of the body, or the rulings key's box on a one-page
    document)."""
    from playaid.generator.pdf import qr_box
    from playaid.generator.pdf.layout import FOOT_GAP
    from tests.measure import foot_top, ink_boxes

    geometry = PAPERS[paper]
    ink, _, _ = ink_boxes(pdf)[0]
    foot = foot_top(ink, geometry)
    floor = foot + FOOT_GAP if foot is not None else geometry.margin + geometry.footer
    return qr_box(geometry, floor)


CASES = [(name, "a4", False, lang) for name in NAMES for lang in ("en", "it")]
CASES += [(name, "letter", True, "en") for name in NAMES]


@pytest.mark.parametrize("name, paper, mono, lang", CASES,
                         ids=[f"{lang}-{paper}{'-mono' if mono else ''}-{name}" for name, paper, mono, lang in CASES])
def test_page_one_carries_a_qr_code_that_opens_the_address_printed_under_it(name, paper, mono, lang, tmp_path):
    pdf = with_address(name, paper, mono, lang)
    address = expected(name, lang)
    picture = page_picture(pdf)
    assert decode(picture, tmp_path) == [address], f"{name}: page 1 does not open {address}"
    # The code is where the corner keeps it, and the short address stands under it.
    x, y, side = qr_at(paper, pdf)
    scale = picture.height / PAPERS[paper].height
    top = PAPERS[paper].height - y - side
    code = picture.crop((int((x - 4) * scale), int((top - 4) * scale), int((x + side + 4) * scale),
                         int((top + side + 4) * scale)))
    assert decode(code, tmp_path) == [address], f"{name}: the code is not in its corner"
    doc = read_pdf(pdf)
    short = links.short(address)
    under = [c for c in doc.chunks[0] if short in c.text.strip()]
    assert under, f"{name}: {short!r} is not printed on page 1"
    assert all(c.y < y and c.x < x + side for c in under), f"{name}: {short!r} is not under its code"
    for later in doc.pages[1:]:       # page 1 only
        assert short not in later


@pytest.mark.parametrize("name", NAMES)
def test_without_an_address_nothing_is_printed(name, tmp_path):
    pdf = rendered(name, "a4")
    assert decode(page_picture(pdf), tmp_path) == []
    assert "example.org" not in read_pdf(pdf).flat


def test_the_le_roy_sheet_opens_the_phone_page_in_its_own_language():
    assert expected("le-roy-sheet", "en") == SITE + "play/" and expected("le-roy-sheet", "it").endswith("play/it.html")
    for lang in ("en", "it"):
        flat = read_pdf(with_address("le-roy-sheet", "a4", False, lang)).flat
        assert links.short(expected("le-roy-sheet", lang)) in flat


def test_the_address_corner_stays_clear_of_the_columns():
    """The last column of page 1 gives the corner up: nothing the columns hold is drawn in it."""
    from playaid.generator.pdf import with_address as cornered
    from playaid.generator.pdf.layout import column_heights

    paper = PAPERS["a4"]
    plain, kept = column_heights(0, (), paper), column_heights(0, (), cornered(paper))
    assert kept[0] == plain[0] and kept[-1] == plain[-1] - ADDRESS_CORNER
    assert column_heights(1, (), cornered(paper)) == plain      # page 1 only


def test_a_document_with_an_address_needs_its_corner():
    from playaid.generator.pdf import COLOUR, DocumentInfo, Page, render
    from playaid.rules.text import N_

    info = DocumentInfo(name="probe", game="Probe", title=N_("Test"), rulebook=N_("no rulebook"))
    with pytest.raises(ValueError, match="corner"):
        render([Page(body=[])], info, PAPERS["a4"], COLOUR, address=SITE)
