"""The site's build glue: the download card, the figures, the one-line refusals, the work folder."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"
sys.path.insert(0, str(DOCS / "_ext"))

import playaid_sphinx  # noqa: E402


def _built(name: str, editions=("a4", "letter", "a4-mono", "letter-mono")) -> dict:
    return {"name": name, "pages": 1, "thumb": f"thumbs/{name}.png",
            "files": {e: f"pdf/en/{e}/{name}.pdf" for e in editions}, "sizes": {e: 2048 for e in editions}}


def test_the_card_shows_every_declared_document_a_score_pad_included():
    """A game that declares a score pad gets it on its card, with no change to the site's code."""
    from playaid.rules.game import DocumentSpec
    from playaid.rules.toledo import GAME_INFO

    info = dataclasses.replace(GAME_INFO, documents=(*GAME_INFO.documents,
                                                     DocumentSpec("toledo-pad", "Score pad", kind="pad", max_pages=1)))
    card = playaid_sphinx.download_card(info, {"toledo-aid": _built("toledo-aid"), "toledo-pad": _built("toledo-pad")})
    for name in ("toledo-aid", "toledo-pad"):
        for edition in ("a4", "letter", "a4-mono", "letter-mono"):
            assert f'href="pdf/en/{edition}/{name}.pdf"' in card
    assert "Score pad" in card and "Black and white" in card
    assert 'aria-label="Toledo Score pad, black and white, A4 (PDF, 2 KB)"' in card


def test_the_card_names_a_declared_document_the_build_did_not_make():
    from playaid.rules.troyes import GAME_INFO

    card = playaid_sphinx.download_card(GAME_INFO, {"troyes-aid": _built("troyes-aid", ("a4",))})
    assert "Le Roy decision sheet" in card and "run playaid build" in card
    assert 'href="pdf/en/a4/troyes-aid.pdf"' in card and "letter" not in card.split("troyes-aid")[1]


def test_the_card_links_every_other_language_s_editions_labelled_in_that_language():
    from playaid.automata.language import text_for
    from playaid.generator.site import LANGUAGE_NAME
    from playaid.rules.tolomeo import GAME_INFO

    built = _built("tolomeo-aid")
    built["languages"] = {"it": {"title": "Tolomeo \N{EM DASH} Aiuto", "sizes": {"a4": 2048, "letter-mono": 4096},
                                 "files": {"a4": "pdf/it/a4/tolomeo-aid.pdf",
                                           "letter-mono": "pdf/it/letter-mono/tolomeo-aid.pdf"}}}
    card = playaid_sphinx.download_card(GAME_INFO, {"tolomeo-aid": built})
    italian = card.split('lang="it"', 1)[1].split("<br>", 1)[0]   # the language's row, to its end
    assert italian.count('class="playaid-edition"') == 2, "each group kept whole, the groups wrap apart"
    name = text_for("it")(LANGUAGE_NAME)
    assert name != "English" and f"<strong>{name}</strong>" in italian
    assert 'href="pdf/it/a4/tolomeo-aid.pdf"' in italian and 'href="pdf/it/letter-mono/tolomeo-aid.pdf"' in italian
    assert italian.count('hreflang="it"') == 2 and "Tolomeo \N{EM DASH} Aiuto" in italian
    assert 'href="pdf/en/a4/tolomeo-aid.pdf"' in card.split('lang="it"', 1)[0], "English first, as before"


def test_the_manifest_keeps_each_language_s_editions_apart(tmp_path):
    import json

    from playaid.generator import site
    from playaid.generator.build import artifacts
    from playaid.generator.output import Written
    from playaid.generator.pdf import PAPERS

    aid = next(a for a in artifacts() if a.name == "troyes-aid")
    out, written = tmp_path / "out", []
    for lang in ("en", "it"):
        for edition in ("a4", "letter-mono"):
            path = out / lang / edition / "troyes-aid.pdf"
            path.parent.mkdir(parents=True, exist_ok=True)
            # each language's thumbnail is drawn from its A4: those are real PDFs
            path.write_bytes(aid.render(PAPERS["a4"]) if edition == "a4" else b"%PDF-1.4\n")
            written.append(Written(path=path, size=path.stat().st_size, pages=1))
    manifest, publish = site.stage(written, out, tmp_path / "work")
    (doc,) = json.loads(manifest.read_text())["documents"]
    assert doc["files"] == {"a4": "pdf/en/a4/troyes-aid.pdf", "letter-mono": "pdf/en/letter-mono/troyes-aid.pdf"}
    assert doc["languages"]["it"]["files"] == {"a4": "pdf/it/a4/troyes-aid.pdf",
                                               "letter-mono": "pdf/it/letter-mono/troyes-aid.pdf"}
    assert doc["languages"]["it"]["title"].startswith("Troyes")
    assert doc["thumb"] == "thumbs/troyes-aid.png"
    assert doc["languages"]["it"]["thumb"] == "thumbs/it/troyes-aid.png"
    assert {href for _, href in publish} >= {"pdf/it/a4/troyes-aid.pdf", "pdf/en/a4/troyes-aid.pdf"}


@pytest.mark.parametrize("shown, expected", [
    ('>>> f()\nTraceback (most recent call last):\n...\nplayaid.rules.errors.RulesError: no, not 5\n',
     ">>> f()\nRulesError: no, not 5\n"),
    ('>>> g()\nTraceback (most recent call last):\n  File "x", line 1\nValueError: bad\n>>> 1\n1\n',
     ">>> g()\nValueError: bad\n>>> 1\n1\n"),
    (">>> 1 + 1\n2\n", ">>> 1 + 1\n2\n"),
])
def test_a_refusal_shows_as_one_line(shown, expected):
    assert playaid_sphinx._TRACEBACK.sub(r"\1", shown) == expected


@pytest.mark.parametrize("name", ["toledo-duel", "tolomeo-wheel", "tolomeo-eclipsis"])
def test_every_figure_is_an_svg_with_its_alt_text_and_the_pdfs_text_widths(name):
    from xml.etree import ElementTree

    from playaid.generator.site import FIGURES, figure_svg

    svg = figure_svg(name)
    root = ElementTree.fromstring(svg.split("?>", 1)[1])
    ns = "{http://www.w3.org/2000/svg}"
    assert root.find(f"{ns}title").text == FIGURES[name].alt() and len(FIGURES[name].alt()) > 80
    texts = list(root.iter(f"{ns}text"))
    assert texts and all(t.get("textLength") for t in texts)
    assert "PlayaidSans" not in svg and "clip-path" not in svg


def test_the_work_folder_falls_back_to_the_output_when_docs_cannot_be_written(tmp_path, monkeypatch):
    from playaid.generator import site

    docs = tmp_path / "docs"
    docs.mkdir()
    assert site.work_dir(docs, tmp_path / "out") == docs / "_build" / "playaid"
    (docs / "_build").rename(tmp_path / "moved")
    (docs / "_build").write_text("not a folder")
    assert site.work_dir(docs, tmp_path / "out") == tmp_path / "out" / ".site-build"


def _tables_only(srcdir: Path, lang: str, docname: str) -> str:
    from types import SimpleNamespace

    app = SimpleNamespace(config=SimpleNamespace(language=lang), srcdir=str(srcdir))
    source = [(DOCS / f"{docname}.rst").read_text(encoding="utf-8")]
    playaid_sphinx.tables_only(app, docname, source)
    return source[0]


def test_a_game_page_without_its_catalog_shows_its_tables_and_the_way_to_the_english_page(tmp_path):
    """The Italian game pages are all translated today (test_docs.py); a game page of an edition
    whose catalog of it is not written keeps what the text source translates and links English."""
    from playaid.automata.language import text_for
    from playaid.generator.site import ENGLISH_PAGE, UNTRANSLATED_PAGE

    catalogs = tmp_path / "locale" / "it" / "LC_MESSAGES"
    catalogs.mkdir(parents=True)
    (catalogs / "index.po").write_text("", encoding="utf-8")
    english = (DOCS / "toledo.rst").read_text(encoding="utf-8")
    shown = _tables_only(tmp_path, "it", "toledo")
    t = text_for("it")
    assert shown.startswith("Toledo\n") and 'class="playaid-untranslated"' in shown
    assert t(UNTRANSLATED_PAGE) in shown and t(UNTRANSLATED_PAGE) != UNTRANSLATED_PAGE
    assert f'<a href="../toledo.html" hreflang="en">{t(ENGLISH_PAGE)}</a>' in shown
    tables = [line for line in english.splitlines() if line.startswith(".. rules-table::")]
    assert tables and [line for line in shown.splitlines() if line.startswith(".. rules-table::")] == tables
    assert "At the table" not in shown and ".. proof::" not in shown and ">>>" not in shown
    # with its catalog the page is the whole page; in English always
    (catalogs / "toledo.po").write_text("", encoding="utf-8")
    assert _tables_only(tmp_path, "it", "toledo") == english
    assert _tables_only(tmp_path, "en", "toledo") == english


def test_a_catalog_added_or_removed_makes_every_page_read_again(tmp_path):
    """Which pages an edition has (its catalogs) sets every page's link to its twin and the links
    to pages an edition has not: adding or removing a catalog changes the sources' digest, so an
    incremental build writes every page again (the English automaton page links it/automaton.html
    once its catalog exists)."""
    import shutil

    from playaid.generator import site

    docs = tmp_path / "docs"
    shutil.copytree(DOCS / "_ext", docs / "_ext", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(DOCS / "conf.py", docs / "conf.py")
    catalogs = docs / "locale" / "it" / "LC_MESSAGES"
    catalogs.mkdir(parents=True)
    (catalogs / "index.po").write_text("", encoding="utf-8")
    before = site.sources_digest(docs)
    (catalogs / "automaton.po").write_text("", encoding="utf-8")
    added = site.sources_digest(docs)
    assert added != before
    (catalogs / "automaton.po").unlink()
    assert site.sources_digest(docs) == before
