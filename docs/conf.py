"""Sphinx configuration of the playaid site."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))
sys.path.insert(0, str(HERE.parent))  # the checkout's own rules/ and generator/

from rules import __version__  # noqa: E402

project = "playaid"
author = "the playaid team"
copyright = "2026, the playaid team"
version = release = __version__

extensions = ["playaid_sphinx"]
exclude_patterns = ["_build"]
templates_path: list[str] = []
html_theme = "furo"
html_title = f"playaid {version}"
html_static_path: list[str] = []
html_show_sourcelink = False
html_copy_source = False
nitpicky = False
