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


# --- the addresses agreed with the printed sheets (issue 20): ruling anchors, Eclipsis, play ---

def _ids(page: Path) -> set[str]:
    import re

    return set(re.findall(r'\bid="([^"]+)"', page.read_text(encoding="utf-8")))


def _rulings():
    import importlib

    from playaid.generator.registry import GAMES

    for game in GAMES:
        for ruling in importlib.import_module(f"playaid.rules.{game}").RULINGS:
            yield game, ruling.key


def test_every_ruling_has_its_anchor_on_its_game_page_and_on_the_source_notes(site_build):
    notes = _ids(site_build.html / "source-notes.html")
    pages: dict[str, set[str]] = {}
    missing = []
    for game, key in _rulings():
        ids = pages.setdefault(game, _ids(site_build.html / f"{game}.html"))
        missing += [f"{where}#ruling-{key}" for where, found in ((f"{game}.html", ids), ("source-notes.html", notes))
                    if f"ruling-{key}" not in found]
    assert not missing, missing


def test_the_source_notes_are_one_section_per_game(site_build):
    import importlib
    import re

    from playaid.automata.language import text_for
    from playaid.generator.registry import GAMES

    page = (site_build.html / "source-notes.html").read_text(encoding="utf-8")
    starts = {g: page.index(f'id="source-notes-{g}"') for g in GAMES}
    t = text_for("en")
    for game, at in starts.items():
        heading = re.search(r"<h2>(.*?)<a class=\"headerlink\"", page[at:])
        assert heading and heading[1] == t(importlib.import_module(f"playaid.rules.{game}").GAME_INFO.title), game
    for game, key in _rulings():
        end = min((s for s in starts.values() if s > starts[game]), default=len(page))
        assert starts[game] < page.index(f'id="ruling-{key}"') < end, key


def test_the_eclipsis_section_and_the_play_pages_are_where_the_sheets_point(site_build):
    assert "eclipsis" in _ids(site_build.html / "tolomeo.html")
    assert (site_build.html / "play" / "index.html").is_file()
    assert (site_build.html / "play" / "it.html").is_file()


def test_every_ruling_mark_on_a_page_is_a_link_to_its_entry(site_build):
    """Outside code and headings, no mark is left as plain text, and each mark links to an
    anchor that exists."""
    import re

    from playaid.rules.text import RULING_MARK

    anchors = {page.name: _ids(page) for page in site_build.html.glob("*.html")}
    problems = []
    for page in sorted(site_build.html.glob("*.html")):
        if page.name in ("genindex.html", "search.html", "py-modindex.html"):
            continue
        text = page.read_text(encoding="utf-8")
        article = text[text.find("<article"):text.find("</article>")]
        for href, key in re.findall(r'<a class="[^"]*playaid-mark[^"]*" href="([^"]*)"[^>]*>' + RULING_MARK
                                    + r"([A-Z]\d+)</a>", article):
            target, _, anchor = href.partition("#")
            if anchor != f"ruling-{key}" or anchor not in anchors[target or page.name]:
                problems.append(f"{page.name}: {RULING_MARK}{key} links {href}")
        plain = re.sub(r"<(pre|code|h[1-6]|title|a)\b.*?</\1>", "", article, flags=re.S)
        plain = re.sub(r"<[^>]+>", "", plain)
        problems += [f"{page.name}: {RULING_MARK}{k} is not a link" for k in re.findall(RULING_MARK + r"([A-Z]\d+)", plain)]
    assert not problems, problems[:20]


def test_a_table_cell_is_labelled_with_its_column_for_the_phone():
    import importlib.util

    spec = importlib.util.spec_from_file_location("playaid_sphinx", DOCS / "_ext" / "playaid_sphinx.py")
    ext = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ext)
    table = ('<table class="docutils align-default"><thead><tr><th class="head"><p>Roll</p></th>'
             '<th class="head"><p>What &amp; why</p></th></tr></thead><tbody><tr><td><p>2</p></td>'
             "<td><p>gain</p></td></tr></tbody></table>")
    shown = ext._labelled(table)
    assert '<td data-label="Roll"><p>2</p>' in shown and '<td data-label="What &amp; why"><p>gain' in shown


# --- the Italian site, it/ ---

def test_the_italian_front_page_and_game_pages_are_there_in_italian(site_build):
    import re

    from playaid.automata.language import text_for
    from playaid.generator.registry import GAMES
    from playaid.generator.site import SITE_TITLE

    for page in ["index", "source-notes", *GAMES]:
        text = (site_build.html / "it" / f"{page}.html").read_text(encoding="utf-8")
        assert re.search(r'<html[^>]*\blang="it"', text), page
        assert text_for("it")(SITE_TITLE) in text, page
    front = (site_build.html / "it" / "index.html").read_text(encoding="utf-8")
    assert 'href="../play/it.html"' in front
    buttons = re.findall(r'class="reference download playaid-button" href="([^"]+)"', front)
    assert buttons and all(href.startswith("../pdf/it/") for href in buttons), buttons


def test_every_ruling_anchor_and_the_eclipsis_are_on_the_italian_pages_too(site_build):
    it = site_build.html / "it"
    notes, pages, missing = _ids(it / "source-notes.html"), {}, []
    for game, key in _rulings():
        ids = pages.setdefault(game, _ids(it / f"{game}.html"))
        missing += [f"it/{where}#ruling-{key}" for where, found in ((f"{game}.html", ids), ("source-notes.html", notes))
                    if f"ruling-{key}" not in found]
    assert not missing, missing
    assert "eclipsis" in _ids(it / "tolomeo.html")


def test_each_page_links_its_twin_in_the_other_language(site_build):
    import re

    from playaid.generator.registry import GAMES

    catalogs = {po.stem for po in (Path(__file__).resolve().parents[1] / "docs" / "locale" / "it" / "LC_MESSAGES").glob("*.po")}
    assert {"index", "source-notes", "automaton", "generator"} <= catalogs
    for page in sorted(catalogs | set(GAMES)):
        english = (site_build.html / f"{page}.html").read_text(encoding="utf-8")
        italian = (site_build.html / "it" / f"{page}.html").read_text(encoding="utf-8")
        assert re.search(rf'<a href="it/{page}\.html" hreflang="it"', english), page
        assert re.search(rf'<a href="\.\./{page}\.html" hreflang="en"', italian), page


def test_every_italian_game_page_is_whole_and_translated(site_build):
    """Each game's Italian page is the whole page in Italian, not its tables alone (see
    test_site.py for a game page whose catalog is not written yet)."""
    from playaid.generator.registry import GAMES

    for game in GAMES:
        page = (site_build.html / "it" / f"{game}.html").read_text(encoding="utf-8")
        assert 'lang="it"' in page, game
        assert 'class="playaid-untranslated"' not in page, game
        assert "Al tavolo" in page and "Prove" in page and "Note sulle fonti" in page, game
        assert "At the table" not in page and "Source notes" not in page, game
    for game in ("toledo", "toledo1085"):  # their opening links the source notes by the section's name
        page = (site_build.html / "it" / f"{game}.html").read_text(encoding="utf-8")
        assert '<a class="reference internal" href="#source-notes">Note sulle fonti</a>' in page, game


def test_every_address_a_printed_sheet_points_at_is_served(site_build):
    """The addresses of generator/links.py (what the sheets' QR codes open), in both languages:
    each page is in the built site and each anchor on it."""
    from playaid.automata.language import LANGUAGES
    from playaid.generator import links

    missing = []
    for lang in LANGUAGES:
        wanted = [links.eclipsis_page(lang), links.play_page(lang)]
        wanted += [links.ruling_page(game, key, lang) for game, key in _rulings()]
        for address in wanted:
            page, _, anchor = address.partition("#")
            path = site_build.html / (page + "index.html" if page.endswith("/") else page)
            if not path.is_file() or (anchor and anchor not in _ids(path)):
                missing.append(address)
    assert not missing, missing


def test_the_at_the_table_part_of_every_game_page_names_no_rulebook_line(site_build):
    """A player reads the rules, not the rulebook's line numbers: every "(line 41)" a page cites
    stands in its Proofs part ("In the rulebook: line 41.") or in the source notes, in both
    languages (issue 21)."""
    import html
    import re

    from playaid.generator.registry import GAMES

    cited = re.compile(r"\b(?:lines?|righe|riga) \d+")
    found = {}
    for lang in ("", "it/"):
        for game in GAMES:
            page = (site_build.html / f"{lang}{game}.html").read_text(encoding="utf-8")
            start = page.index('id="proofs"')
            words = html.unescape(re.sub(r"<[^>]+>", " ", page[:start]))
            hits = cited.findall(words)
            if hits:
                found[f"{lang}{game}"] = hits
    assert not found, found
