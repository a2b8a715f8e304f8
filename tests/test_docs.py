"""The Sphinx site builds with warnings as errors (its doctests run through pytest's doctest-glob)."""

from __future__ import annotations

from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"


def test_site_builds_without_warnings(site_build):
    assert site_build.returncode == 0, site_build.stderr
    page = (site_build.html / "toledo1085.html").read_text(encoding="utf-8")
    assert "Source notes" in page and "End-game bonus" in page
    assert (site_build.html / "searchindex.js").is_file()
    for page in site_build.html.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        # furo turns a local table of contents into a red error box without any Sphinx warning
        assert "Adding a table of contents in Furo" not in text, page.name


def test_every_game_page_has_enough_runnable_examples():
    for name, minimum in {"toledo1085.rst": 10, "toledo.rst": 10, "troyes.rst": 10, "tolomeo.rst": 10}.items():
        text = (DOCS / name).read_text(encoding="utf-8")
        examples = sum(1 for block in text.split("\n\n") if block.lstrip().startswith(">>>"))
        assert examples >= minimum, (name, examples)
