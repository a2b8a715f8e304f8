"""Every sentence a player reads comes from the text source, marked for translation.

Two checks keep it so:

- the code: no string literal of more than six words in the aids, the automaton's narration or
  the command-line help unless it comes from the text source. In ``generator/aids`` and the
  automaton's narration (``automata/leroy.py``) no such literal may stand at all: rules prose
  belongs to the game's ``text`` module. In the command-line help a literal may stand where it is
  used if it is marked (``N_``), which puts it in the catalog. Docstrings and exception messages
  are not shown as prose and are left out.
- the output: the message catalog is extracted with Babel from the code and the templates, and
  the text of every English PDF must be made of catalog messages and data values (numbers,
  symbols, names the rules data holds).
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

import playaid.automata
import playaid.generator
import playaid.rules
import playaid.templates
from playaid.rules.text import BABEL_KEYWORDS

GENERATOR = Path(playaid.generator.__file__).parent
AUTOMATA = Path(playaid.automata.__file__).parent
RULES = Path(playaid.rules.__file__).parent
TEMPLATES = Path(playaid.templates.__file__).parent
MARKERS = set(BABEL_KEYWORDS)
MAX_WORDS = 6

#: Where no prose may be written at all: it must come from a game's text module (the automaton's narration
#: and what the browser page shows of it).
NO_PROSE = sorted(GENERATOR.glob("aids/**/*.py")) + [AUTOMATA / "leroy.py", AUTOMATA / "web.py"]
#: Where prose must be marked for the catalog (the command line's help).
MARKED_PROSE = sorted(GENERATOR.glob("commands/*.py")) + [GENERATOR / "cli.py", AUTOMATA / "cli.py"]


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _inside(tree: ast.AST) -> tuple[set[int], set[int]]:
    """The ids of the string nodes inside a marker call, and inside a ``raise``."""
    marked, raised = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
            marked |= {id(n) for a in node.args for n in ast.walk(a)}
        if isinstance(node, ast.Raise):
            raised |= {id(n) for n in ast.walk(node)}
    return marked, raised


def _words(node: ast.AST) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return " ".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    return ""


def prose(path: Path, *, allow_marked: bool) -> list[str]:
    """Literals of more than MAX_WORDS words in ``path`` that do not come from the text source."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    marked, raised = _inside(tree)
    skip = docs | raised | (marked if allow_marked else set())
    inner = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    found = []
    for node in ast.walk(tree):
        if id(node) in skip or id(node) in inner:
            continue
        text = _words(node)
        if len(text.split()) > MAX_WORDS:
            found.append(f"{path.relative_to(path.parents[1])}:{node.lineno}: {text[:70]!r}")
    return found


@pytest.mark.parametrize("path", NO_PROSE, ids=lambda p: p.name)
def test_no_prose_where_only_the_text_source_may_speak(path):
    found = prose(path, allow_marked=False)
    assert not found, "rules prose outside the game's text module:\n" + "\n".join(found)


@pytest.mark.parametrize("path", MARKED_PROSE, ids=lambda p: p.name)
def test_help_prose_is_marked_for_the_catalog(path):
    found = prose(path, allow_marked=True)
    assert not found, "help text not marked for translation:\n" + "\n".join(found)


def test_the_checker_finds_prose_and_lets_marked_text_and_docstrings_pass(tmp_path):
    probe = tmp_path / "pkg" / "probe.py"
    probe.parent.mkdir()
    probe.write_text('"""A docstring of many more than six words is not prose shown to a player."""\n'
                     'A = N_("A marked sentence of more than six words in all.")\n'
                     'B = "An unmarked sentence of more than six words in all."\n'
                     'C = f"An f-string {A} with more than six words in it too."\n'
                     'D = "short words only"\n', encoding="utf-8")
    assert len(prose(probe, allow_marked=True)) == 2
    assert len(prose(probe, allow_marked=False)) == 3


# --- the catalog, and the PDFs made of it -------------------------------------------------------

@functools.cache
def catalog() -> tuple[str, ...]:
    """Every message Babel extracts from the code and the templates (both forms of a plural)."""
    from babel.messages.extract import extract_from_dir

    found: list[str] = []
    for root, method in ((RULES, "python"), (GENERATOR, "python"), (AUTOMATA, "python")):
        for _, _, message, _, _ in extract_from_dir(root, method_map=[("**.py", method)],
                                                    keywords=BABEL_KEYWORDS, comment_tags=()):
            found += list(message) if isinstance(message, tuple) else [message]
    for _, _, message, _, _ in extract_from_dir(TEMPLATES, method_map=[("**.jinja", "jinja2")],
                                                keywords=BABEL_KEYWORDS, comment_tags=(),
                                                options_map={"**.jinja": {"extensions": "jinja2.ext.i18n"}}):
        found += list(message) if isinstance(message, tuple) else [message]
    return tuple(dict.fromkeys(m for m in found if m))


def _pattern(message: str) -> re.Pattern[str] | None:
    """A message as a pattern over extracted PDF text: placeholders match a value, spaces any break.

    The pattern matches whole words only (``yes`` is not found in ``Troyes``). A ruling's mark
    (``{\u2020B2}``) fills itself in, so it matches only itself. A placeholder inside the message
    matches up to the text that follows it; one that begins or ends the message matches one token
    (a number, a die, a name), so that ``{items} and {last}`` cannot swallow the words before every
    "and" (a search takes the leftmost match).
    """
    text = re.sub(r"</?[bi]>", "", message).strip()
    if not re.search(r"[A-Za-z]", re.sub(r"\{[^{}]*\}", "", text)):
        return None
    parts = [part for part in re.split(r"(\{[^{}]*\})", text) if part]
    out = []
    for i, part in enumerate(parts):
        if part.startswith("{\u2020") and part.endswith("}"):
            out.append(re.escape(part[1:-1]))
        elif part.startswith("{") and part.endswith("}"):
            if i == 0:  # one word; it ends where the word does, unless the message goes on inside it
                spaced = len(parts) > 1 and parts[1][:1].isspace()
                out.append(r"(?<!\S)\S{1,60}?" + (r"(?![\w'\u2019-])" if spaced else ""))
            elif i == len(parts) - 1:
                out.append(r"\S{1,60}?(?!\S)")
            else:  # a value inside a message: it never runs on past the end of a sentence
                out.append(r"(?:(?![.!?]\s).){0,60}?")
        else:
            out.append(r"\s*".join(re.escape(w) for w in part.split()) if part.strip() else r"\s*")
    pattern = r"\s*".join(p for p in out if p)
    if re.match(r"\w", text):
        pattern = r"(?<!\w)" + pattern
    if re.search(r"\w$", text):
        pattern += r"(?!\w)"
    return re.compile(pattern, re.S)


def uncovered(text: str, messages: tuple[str, ...]) -> list[str]:
    """The words of ``text`` left once every catalog message and every data value is taken out."""
    flat = " ".join(text.split())
    # The most specific messages first: the most words of their own, placeholders not counted
    # ("{first} and {second}" must not take the "and" of "Setup and each round").
    for message in sorted(messages, key=lambda m: len(re.sub(r"\{[^{}\u2020]*\}", "", m)), reverse=True):
        pattern = _pattern(message)
        if pattern is not None:
            flat = pattern.sub(" ", flat)
    words = re.findall(r"[A-Za-z][A-Za-z'\u2019-]*[A-Za-z]|[A-Za-z]", flat)
    return [w for w in words if len(w) > 1 and not re.fullmatch(r"[A-Z]\d*|[A-Z]{1,2}", w)]


def test_a_message_covers_whole_words_and_no_more_than_its_own():
    """A placeholder at a message's edge takes one token, and no message matches inside a word."""
    assert uncovered("Shuffle the deck and deal five cards", ("{items} and {last}",)) == [
        "Shuffle", "the", "five", "cards"]
    assert uncovered("Players 2P: rules", ("{count}P",)) == ["Players", "rules"]
    assert uncovered("Religions: a cross and a moon.", ("Religions: {religions}.", "a cross", "a moon",
                                                         "{items} and {last}")) == []


def test_the_pdf_check_matches_whole_words_and_lets_a_leading_value_take_one_word():
    assert uncovered("Troyes", ("yes",)) == ["Troyes"]
    assert uncovered("Setup and each round: 3 dice (\u2020T2)", ("{count} dice ({\u2020T2})",)) == [
        "Setup", "and", "each", "round"]
    assert uncovered("3 dice (\u2020T1)", ("{count} dice ({\u2020T2})",)) == ["dice"]


#: Words that may stand in a PDF without a message: the product's name and units shown as data.
ALLOWED = {"playaid", "pt", "PDF", "KB"}


@functools.cache
def data_values() -> tuple[str, ...]:
    """What the rules data itself prints as it stands: each game's title and rulebook (``GAME_INFO``)."""
    from playaid.rules.game import game_ids, load

    infos = [getattr(load(game), "GAME_INFO", None) for game in game_ids()]
    return tuple(value for info in infos if info is not None for value in (info.title, info.rulebook))


@pytest.mark.parametrize("name", ["toledo1085-aid", "toledo-aid", "le-roy-sheet", "troyes-aid", "tolomeo-aid",
                                  "eclipsis-sheet"])
def test_the_english_pdfs_are_made_of_catalog_messages(name):
    from tests.conftest import read_pdf, rendered

    doc = read_pdf(rendered(name, "a4"))
    left = [w for w in uncovered(" ".join(doc.pages), catalog() + data_values()) if w not in ALLOWED]
    assert not left, f"{name}: {len(left)} words come from no catalog message: {' '.join(left[:80])}"
