"""Every registered document, in every paper size and both editions, meets the shared standards.

Each document's own test module (tests/test_aids_<module>.py) proves that the values its tables
print are the rules data's; this module checks what every document must have in common.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from playaid.generator.build import artifacts
from playaid.generator.pdf import MIN_BODY_PT, PAPERS
from playaid.rules import __version__
from tests.conftest import fonts_of, read_pdf, rendered

CASES = [(a.name, paper, mono) for a in artifacts() for paper in PAPERS for mono in (False, True)]


def info(name):
    (artifact,) = [a for a in artifacts() if a.name == name]
    return importlib.import_module(artifact.module).INFO


@pytest.mark.parametrize("name, paper, mono", CASES, ids=[f"{n}-{p}{'-mono' if m else ''}" for n, p, m in CASES])
def test_every_document_meets_the_standards(name, paper, mono):
    doc = read_pdf(rendered(name, paper, mono))
    meta = info(name)
    assert 1 <= len(doc.pages) <= meta.max_pages
    assert all(fonts_of(doc.reader).values()), "every font embedded"
    for text in doc.pages:
        flat = " ".join(text.split())
        for stamp in (meta.game, f"playaid {__version__}", f"Follows the {meta.rulebook}.", "Print at 100%"):
            assert stamp in flat, (stamp, name)


@pytest.mark.parametrize("name, paper", [(a.name, p) for a in artifacts() for p in PAPERS])
def test_reading_text_is_never_below_the_floor(name, paper):
    """Body text is at least MIN_BODY_PT; only the footer and arrow glyphs may be smaller."""
    doc = read_pdf(rendered(name, paper))
    footer_top = PAPERS[paper].margin + 14
    for page in doc.chunks:
        for chunk in page:
            if chunk.size < MIN_BODY_PT:
                decorative = set(chunk.text.strip()) <= {"\u25b6", "\u25c0", "\u25b2", "\u25bc"}
                assert decorative or chunk.y <= footer_top, (name, chunk.text, chunk.size)


def test_every_document_has_its_own_data_test():
    """The checks that a document's tables print the rules data live in a tests/test_aids_*.py."""
    sources = " ".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_aids_*.py"))
    for artifact in artifacts():
        assert f'"{artifact.name}"' in sources or artifact.name.replace("-", "") in sources.replace("_", ""), (
            f"no tests/test_aids_*.py renders {artifact.name}")


def _fill_colours(pdf: bytes) -> set[tuple[float, float, float]]:
    """Every non-stroking RGB colour set on any page (decoded content streams)."""
    found = set()
    for page in read_pdf(pdf).reader.pages:
        data = page.get_contents().get_data()
        for r, g, b in re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) rg", data):
            found.add((float(r), float(g), float(b)))
    return found


@pytest.mark.parametrize("name", [a.name for a in artifacts()])
def test_the_mono_edition_uses_only_greys_and_keeps_every_word(name):
    colours = _fill_colours(rendered(name, "a4", True))
    assert colours, "the check found the page's colour operators"
    for r, g, b in colours:
        assert max(r, g, b) - min(r, g, b) < 0.02, f"{name}: colour fill {r, g, b} in the black-and-white edition"
    assert any(max(c) - min(c) > 0.1 for c in _fill_colours(rendered(name, "a4"))), "the colour edition has colour"
    words = lambda data: " ".join(read_pdf(data).flat.split())  # noqa: E731
    assert words(rendered(name, "a4", True)) == words(rendered(name, "a4"))
