"""The Sphinx site builds with warnings as errors (its doctests run through pytest's doctest-glob)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parents[1] / "docs"


def test_site_builds_without_warnings(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
         "-d", str(tmp_path / "doctrees"), str(DOCS), str(tmp_path / "html")],
        capture_output=True, text=True,
    )
    assert proc.returncode == 0, proc.stderr
    page = (tmp_path / "html" / "toledo1085.html").read_text(encoding="utf-8")
    assert "Source notes" in page and "End-game bonus" in page
    assert (tmp_path / "html" / "searchindex.js").is_file()
    for page in (tmp_path / "html").glob("*.html"):
        text = page.read_text(encoding="utf-8")
        # furo turns a local table of contents into a red error box without any Sphinx warning
        assert "Adding a table of contents in Furo" not in text, page.name


def test_every_game_page_has_enough_runnable_examples():
    for name, minimum in {"toledo1085.rst": 10, "toledo.rst": 10, "troyes.rst": 10, "tolomeo.rst": 10}.items():
        text = (DOCS / name).read_text(encoding="utf-8")
        examples = sum(1 for block in text.split("\n\n") if block.lstrip().startswith(">>>"))
        assert examples >= minimum, (name, examples)
