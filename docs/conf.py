"""Sphinx configuration of the playaid site."""

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))

from playaid.rules import __version__  # noqa: E402

project = "playaid"
author = "the playaid team"
copyright = "2026, the playaid team"
version = release = __version__

extensions = ["sphinx.ext.autodoc", "playaid_sphinx"]
exclude_patterns = ["_build"]
templates_path: list[str] = []
html_theme = "furo"
html_title = f"playaid {version}"
html_static_path = ["_static"]
html_show_sourcelink = False
html_copy_source = False

# playaid build serves the PDFs, their thumbnails and the standalone automaton with the site.
html_extra_path = [os.environ["PLAYAID_SITE_EXTRA"]] if os.environ.get("PLAYAID_SITE_EXTRA") else []

autodoc_member_order = "bysource"
autodoc_typehints = "none"
autodoc_default_options = {"members": True, "show-inheritance": False}
