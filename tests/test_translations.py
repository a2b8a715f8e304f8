"""The translations: complete, in the language all through, in the same layouts, and the same
automaton. Each language's catalog is checked as a whole here; the machinery is tested in
test_i18n.py and test_language.py."""

from __future__ import annotations

import functools
import json
import re

import pytest

from playaid.automata.language import LANGUAGES, text_for
from playaid.generator import i18n
from playaid.generator.build import artifacts
from playaid.generator.pdf import PAPERS
from tests.conftest import fonts_of, read_pdf, rendered

OTHER = LANGUAGES[1:]
#: Words that may stay English in a translated document: names, and what a printed card or the
#: paper itself says.
ALLOWED = {"playaid", "le", "roy", "toledo", "troyes", "tolomeo", "eclipsis", "alcazar", "us", "letter", "pdf",
           "json", "vp", "ok"}
#: English words that no translation should print, whether or not a message holds them.
ENGLISH_ALWAYS = {"the", "and", "of", "with", "your", "each", "when", "his", "their", "from", "you", "is", "are",
                  "this", "that", "which", "or", "to", "on", "at", "by", "if", "not", "be", "it", "its", "an"}
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_BRACKETS = re.compile(r"\[[^\]]*\]")


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(_BRACKETS.sub(" ", text))}


def _strings(message) -> list[str]:
    return list(message) if isinstance(message, (list, tuple)) else [message]


@functools.cache
def _template():
    return i18n.extract()


@functools.cache
def english_only(lang: str) -> frozenset[str]:
    """Words the English messages use and no translation into ``lang`` does (outside brackets)."""
    english = set().union(*(_words(s) for m in _template() if m.id for s in _strings(m.id)))
    translated = set().union(*(_words(s) for m in i18n.read(lang) if m.id for s in _strings(m.string) if s))
    return frozenset((english - translated | ENGLISH_ALWAYS) - ALLOWED)


def english_in(text: str, lang: str) -> list[str]:
    return sorted(_words(" ".join(text.split())) & english_only(lang))


@pytest.mark.parametrize("lang", OTHER)
def test_every_message_is_translated(lang):
    """``python -m playaid.generator.i18n check`` lists what is left."""
    problems = i18n.problems(lang, _template())
    assert not problems, f"{len(problems)} problems, first: {problems[:5]}"


DOCUMENTS = [(a.name, lang) for a in artifacts() for lang in OTHER]


@functools.cache
def typed_words(game: str) -> frozenset[str]:
    """What a player types into ``playaid score GAME``, whatever the language: the values its
    sheet reads (every choice of the game's data, by value) and JSON's literals."""
    import importlib

    from playaid.rules.game import Choice

    data = importlib.import_module(f"playaid.rules.{game}.data")
    values = {str(m.value) for c in vars(data).values() if isinstance(c, type) and issubclass(c, Choice) for m in c}
    return frozenset(w for v in values | {"true", "false", "null"} for w in _words(v))


#: What a score pad prints as the calculator reads it: a JSON key or value in quotes, an
#: identifier, a whole example sheet in braces and the command that scores it.
_TYPED = re.compile(r'"[^"]*"|\{.*\}|\b\w+_\w+\b|playaid score \S+ \S+', re.S)


def _read_as_printed(name: str, lang: str) -> str:
    text = " ".join(read_pdf(rendered(name, "a4", False, lang)).pages)
    if name.endswith("-score-pad"):  # a score pad spells the calculator's words as it reads them
        game = next(a.game for a in artifacts() if a.name == name)
        text = _TYPED.sub(" ", text)
        text = " ".join(w for w in re.split(r"(\W+)", text) if w.lower() not in typed_words(game))
    return text


@pytest.mark.parametrize("name, lang", DOCUMENTS, ids=[f"{n}-{l}" for n, l in DOCUMENTS])
def test_a_translated_document_prints_no_english_but_names_and_card_names(name, lang):
    assert not english_in(_read_as_printed(name, lang), lang), name


def test_a_score_pad_may_print_the_calculator_s_words_and_nothing_else_in_english():
    assert {"christianity", "commerce", "jester", "true"} <= typed_words("toledo1085")
    printed = 'Carta "kind" sector · jester; playaid score toledo1085 sheet.json {"players": []} first_to_complete'
    assert _TYPED.sub(" ", printed).split() == ["Carta", "sector", "·", "jester;"]
    assert english_in("the pad " + printed, "it") and "the" in english_in("the", "it")


@pytest.mark.parametrize("name, lang", DOCUMENTS, ids=[f"{n}-{l}" for n, l in DOCUMENTS])
def test_a_translated_document_keeps_the_english_layout(name, lang):
    """As many pages as the English on each paper, every font embedded, and the page furniture
    in the language."""
    from playaid.generator.pdf.layout import FOLLOWS, PRINT_AT_100

    t = text_for(lang)
    for paper in PAPERS:
        doc, english = read_pdf(rendered(name, paper, False, lang)), read_pdf(rendered(name, paper))
        assert len(doc.pages) == len(english.pages), (name, paper)
        assert all(fonts_of(doc.reader).values())
        flat = doc.flat
        assert t(PRINT_AT_100) in flat and t(FOLLOWS, rulebook="").split()[0] in flat


@pytest.mark.parametrize("lang", OTHER)
def test_the_italian_toledo_aid_speaks_as_the_italian_rulebook_does(lang):
    """The terms of the Italian Toledo rulebook (seed 002), as such, in the Italian Toledo aid."""
    if lang != "it":
        pytest.skip("the glossary is Italian")
    words = {w.lower() for w in _WORD.findall(read_pdf(rendered("toledo-aid", "a4", False, "it")).flat)}
    for term in ("bottega", "nobili", "duello", "cattedrale", "alcazar", "spada", "gemme", "acciaio"):
        assert term in words, term


SHEETS = {
    "toledo1085": {"players": [
        {"name": "Ana", "first_to_complete": True, "sectors": [[
            {"kind": "sector", "sector": "commerce", "religion": "islam", "prestige": 4},
            {"kind": "nobility", "religion": "judaism", "prestige": 3}, {"kind": "jester", "sector": "commerce"}]]},
        {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "science", "religion": "islam", "prestige": 9}]]}]},
    "toledo": {"players": [{"name": "Ana", "swords_presented": [12], "swords_kept": [7], "paintings": [2, 2],
                            "gems": 3, "move_skill": True, "movement_cards": [1, 4]}]},
    "troyes": {"player_vp": 71, "le_roy_vp": 60},
    "tolomeo": {"players": [{"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"],
                             "bonus_cards": [{"points": 2, "planets": ["moon", "mars"]}], "pawns_on_board": 4}]},
}


@pytest.mark.parametrize("lang", OTHER)
@pytest.mark.parametrize("game", sorted(SHEETS))
def test_a_score_report_in_another_language_says_the_same_in_it(game, lang):
    import io

    from playaid.generator import score

    reports = []
    for code in ("en", lang):
        out = io.StringIO()
        score.run(game, "-", as_json=False, out=out, stdin=io.StringIO(json.dumps(SHEETS[game])), lang=code)
        reports.append(out.getvalue())
    english, translated = reports
    assert translated != english
    assert not english_in(translated, lang), translated
    digits = re.compile(r"[+-]?\d+")
    assert sorted(digits.findall(english)) == sorted(digits.findall(translated)), "the same numbers"
