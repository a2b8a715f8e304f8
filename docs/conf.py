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
templates_path = ["_templates"]
html_theme = "furo"
# The browser tab and the sidebar say what the site is (in the page's language: the extension
# sets html_title from the text source); the version is in the page footer.
html_short_title = "playaid"
html_static_path = ["_static"]
html_show_sourcelink = False
html_copy_source = False
# Game pages before the API in search results (see the file).
html_search_scorer = str(HERE / "search_scorer.js")

# Set by playaid build (generator/site.py): the build's manifest of documents, and a hash of the
# sources the pages are made from, whose change makes Sphinx read every page again.
playaid_manifest = os.environ.get("PLAYAID_SITE_MANIFEST", "")
playaid_sources = os.environ.get("PLAYAID_SITE_SOURCES", "")

# The site in other languages: its prose translated in one catalog per page, kept in docs/locale
# (playaid build copies them into its work folder and points Sphinx there; see generator/site.py).
locale_dirs = ["locale/"]
gettext_compact = False
gettext_uuid = False
gettext_location = True

autodoc_member_order = "bysource"
autodoc_typehints = "none"
autodoc_default_options = {"members": True, "show-inheritance": False}
