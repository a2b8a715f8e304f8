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


def test_a_catalog_newer_than_its_compiled_file_is_compiled_again(tmp_path, monkeypatch):
    """A checkout being translated: the .po edited after the .mo was written is what is read."""
    import os

    from playaid.generator import i18n

    mo = i18n.mo_path("it")
    assert mo.exists(), "compiled at install time or by the first use"
    old = mo.stat().st_mtime_ns
    os.utime(mo, ns=(old - 10**12, old - 10**12))  # the .mo is now older than every .po
    try:
        assert language.catalog("it") == i18n.compile_mo("it")
        assert mo.stat().st_mtime_ns > old - 10**12, "written again for the next process"
    finally:
        if mo.stat().st_mtime_ns == old - 10**12:
            os.utime(mo, ns=(old, old))
