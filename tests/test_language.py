"""The languages playaid speaks, and how a language's catalog is found."""

from __future__ import annotations

import pytest

from playaid.automata import language
from playaid.rules.text import ENGLISH, NC_


def test_english_is_the_text_source_itself():
    assert language.text_for("en") is ENGLISH


def test_every_language_has_a_catalog_and_says_a_message_of_its_own():
    for lang in language.LANGUAGES[1:]:
        text = language.text_for(lang)
        assert text.lang == lang
        assert language.text_for(lang) is text, "read once per process"
        assert text(NC_("a command typed at any question", "undo")) != "undo", f"{lang}: not translated"


@pytest.mark.parametrize("bad", ["fr", "EN", "", "it\n" * 30])
def test_a_language_playaid_does_not_have_is_one_line(bad):
    with pytest.raises(language.LanguageError) as caught:
        language.text_for(bad)
    message = str(caught.value)
    assert "\n" not in message and "en, it" in message and len(message) < 120


def test_a_catalog_newer_than_its_compiled_file_is_compiled_again_by_playaid(tmp_path, monkeypatch):
    """A checkout being translated: a .po edited after the .mo was written is compiled again
    before a command that speaks the language, and not before one that speaks English. (On a
    copy of the catalogs, so that the installed one other tests read is left alone.)"""
    import os
    import shutil

    from playaid.generator import i18n
    from playaid.generator.cli import main

    copy = tmp_path / "locale"
    shutil.copytree(i18n.locale_dir(), copy)
    monkeypatch.setattr(i18n, "locale_dir", lambda: copy)
    mo = i18n.mo_path("it")
    assert mo.exists() and mo.is_relative_to(copy)
    old = min(po.stat().st_mtime_ns for po in (copy / "it").glob("*.po")) - 10**10
    os.utime(mo, ns=(old, old))  # the .mo is now older than every .po
    sheet = tmp_path / "sheet.json"
    sheet.write_text('{"players": [{"name": "Ana", "swords": 3}]}')
    main(["score", "toledo", str(sheet)])
    assert mo.stat().st_mtime_ns == old, "an English command leaves the catalog alone"
    main(["score", "toledo", str(sheet), "--lang", "it"])
    assert mo.stat().st_mtime_ns > old and mo.read_bytes() == i18n.compile_mo("it")
    assert i18n.refresh() == [], "fresh now"


def test_the_automaton_reads_the_compiled_catalog_and_names_the_fix_when_it_is_missing(monkeypatch):
    import importlib.resources

    class Missing:
        def joinpath(self, *_):
            return self

        def read_bytes(self):
            raise FileNotFoundError

    monkeypatch.setattr(importlib.resources, "files", lambda *_: Missing())
    with pytest.raises(language.LanguageError, match="i18n compile"):
        language.catalog("it")