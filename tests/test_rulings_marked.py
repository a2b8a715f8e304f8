"""Every ruling is marked wherever it shows, with the same marker and key.

Each ruling in a game's ``RULINGS`` lists the phrases by which surfaces state it without quoting
it whole (``Ruling.phrases``). Wherever one of those phrases appears, on any printed document,
site page, score report, help text, command output or automaton transcript about that game, the
ruling's mark (``†`` and its key, ``Ruling.mark``) must stand beside it: in the same paragraph,
list item or table row of a page; within a few lines of a terminal text; within a short window of
a PDF page's text.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable

import pytest

from playaid.generator.registry import GAMES
from playaid.rules.shared import RULING_MARK
from tests import surfaces

#: How far (in characters of whitespace-folded text) the mark may stand from its phrase in a PDF.
PDF_WINDOW = 160


def rulings(game: str):
    return importlib.import_module(f"playaid.rules.{game}").RULINGS


def phrase_marks(games: Iterable[str]) -> dict[str, set[str]]:
    """Each phrase (lower case) of the rulings of ``games``, and the marks that may stand beside it."""
    found: dict[str, set[str]] = {}
    for game in games:
        for r in rulings(game):
            for phrase in r.phrases:
                found.setdefault(phrase.lower(), set()).add(r.mark)
    return found


def unmarked(surface: surfaces.Surface) -> list[str]:
    """What in ``surface`` states a ruling without its mark, quoted with some context."""
    problems = []
    index = phrase_marks(surface.games)
    for block in surface.blocks:
        low = block.lower()
        for phrase, marks in index.items():
            for m in re.finditer(re.escape(phrase), low):
                if surface.kind == "pdf":
                    near = block[max(0, m.start() - PDF_WINDOW):m.end() + PDF_WINDOW]
                else:
                    near = block
                if not any(re.search(re.escape(mark) + r"(?![0-9])", near) for mark in marks):
                    context = block[max(0, m.start() - 50):m.end() + 50]
                    problems.append(f"{surface.where}: {phrase!r} needs {' or '.join(sorted(marks))}: "
                                    f"...{context}...")
    return problems


def test_every_ruling_has_a_key_unique_within_its_game_and_phrases_that_are_its_own():
    for game in GAMES:
        keys = [r.key for r in rulings(game)]
        assert len(keys) == len(set(keys)), game
        owners: dict[str, str] = {}
        for r in rulings(game):
            for phrase in r.phrases:
                assert phrase == " ".join(phrase.split()) and len(phrase.split()) >= 2, (game, r.key, phrase)
                assert RULING_MARK not in phrase
                assert owners.setdefault(phrase.lower(), r.key) == r.key, (
                    f"{game}: {phrase!r} belongs to both {owners[phrase.lower()]} and {r.key}")


def test_the_checker_finds_an_unmarked_phrase_and_accepts_a_marked_one():
    """The check itself can fail: a phrase without its mark is reported, with it is not."""
    from playaid.rules.shared import Ruling

    ruling = Ruling("Z9", "t", "s", "r", phrases=("share the win",))
    original = surfaces.Surface("probe", ("probe",), ("Still tied: they share the win.",), "terminal")
    marked = surfaces.Surface("probe", ("probe",), ("Still tied: they share the win (\u2020Z9).",), "terminal")
    wrong_key = surfaces.Surface("probe", ("probe",), ("Still tied: they share the win (\u2020Z90).",), "terminal")
    real = rulings
    try:
        globals()["rulings"] = lambda game: (ruling,)
        assert unmarked(original) and not unmarked(marked) and unmarked(wrong_key)
    finally:
        globals()["rulings"] = real


def test_printed_documents_mark_every_ruling():
    problems = [p for s in surfaces.printed() for p in unmarked(s)]
    assert not problems, "\n".join(problems)


def test_terminal_texts_mark_every_ruling():
    problems = [p for s in surfaces.terminal() for p in unmarked(s)]
    assert not problems, "\n".join(problems)


def test_every_command_has_its_help_checked():
    from playaid.generator.registry import COMMANDS

    where = {s.where for s in surfaces.help_texts()}
    assert {f"playaid {name} --help" for name in COMMANDS} <= where


def test_site_pages_mark_every_ruling(site_build):
    assert site_build.returncode == 0, site_build.stderr
    pages = list(surfaces.site_pages(site_build.html))
    assert {"site/troyes.html", "site/source-notes.html (troyes)"} <= {s.where for s in pages}
    assert all(s.blocks for s in pages), "the page reader found no text"
    problems = [p for s in pages for p in unmarked(s)]
    assert not problems, "\n".join(problems)
