"""Every refusal of the rules core comes from the text source: no English sentence in a ``raise``,
every key a ``raise`` names is kept, every kept refusal is said somewhere, and each renders in
every language.

As ``tests/test_text_source.py`` does for prose, the code is read (ast): a ``raise`` in
``rules/`` may carry a key, values and data, never three English words in a row.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import playaid.automata
import playaid.generator
import playaid.rules
import playaid.rules.toledo  # noqa: F401  (every game keeps its refusals when its package is imported)
import playaid.rules.toledo1085  # noqa: F401
import playaid.rules.tolomeo  # noqa: F401
import playaid.rules.troyes  # noqa: F401
from playaid.automata.language import LANGUAGES, text_for
from playaid.rules import text as source
from playaid.rules.game import Choice
from playaid.rules.text import placeholders

RULES = Path(playaid.rules.__file__).parent
CODE = sorted(RULES.rglob("*.py")) + sorted(Path(playaid.automata.__file__).parent.rglob("*.py")) + sorted(
    Path(playaid.generator.__file__).parent.rglob("*.py"))
#: Three words of English in a row: what a sentence is made of.
SENTENCE = re.compile(r"[A-Za-z']+\s+[A-Za-z']+\s+[A-Za-z']+")
KEY = re.compile(r"[a-z0-9_]+\.[a-z0-9_]+")


def _literals(node: ast.AST) -> list[str]:
    """The text a ``raise`` writes itself: its string constants and the constant parts of its f-strings."""
    found = []
    for n in ast.walk(node):
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            found.append(n.value)
        elif isinstance(n, ast.JoinedStr):
            found.append(" ".join(v.value for v in n.values if isinstance(v, ast.Constant)))
    return found


def english_in_raises(path: Path) -> list[str]:
    """Every ``raise`` of ``path`` that writes three English words in a row."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.name}:{n.lineno}: {text[:60]!r}" for n in ast.walk(tree) if isinstance(n, ast.Raise)
            for text in _literals(n) if SENTENCE.search(text)]


def test_no_raise_in_the_rules_core_carries_an_english_sentence():
    found = [hit for path in sorted(RULES.rglob("*.py")) for hit in english_in_raises(path)]
    assert not found, "a refusal whose sentence is not in the text source:\n" + "\n".join(found)


def test_the_scan_finds_a_sentence_in_a_raise_and_lets_keys_and_values_pass(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text('def f(x):\n'
                     '    raise ValueError(f"the value {x} is wrong")\n'
                     'def g(x):\n'
                     '    raise InvalidNotation("tolomeo.card_worth", value=repr(x), example=\'{"a": 1}\')\n'
                     'def h(x):\n'
                     '    raise KeyError(f"{x}: Q1")\n', encoding="utf-8")
    assert [hit.split(":")[1] for hit in english_in_raises(probe)] == ["2"]


def _keys_said() -> dict[str, str]:
    """Every refusal key the code names: the first argument of a ``raise X("area.key", ...)``, a
    ``Said(key="area.key")``, and the keys built by name (``named("x")``, a fixture's)."""
    found: dict[str, str] = {}
    for path in CODE:
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            for arg in [*node.args[:1], *(k.value for k in node.keywords if k.arg == "key")]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and KEY.fullmatch(arg.value):
                    found.setdefault(arg.value, f"{path.name}:{node.lineno}")
                elif isinstance(arg, ast.IfExp):
                    for branch in (arg.body, arg.orelse):
                        if isinstance(branch, ast.Constant) and KEY.fullmatch(str(branch.value)):
                            found.setdefault(branch.value, f"{path.name}:{node.lineno}")
        for what in re.findall(r'\bnamed\("([a-z_]+)"', text):
            found.setdefault(f"toledo.what_{what}", path.name)
    return found


def _keys_written() -> set[str]:
    """Every string of the code that is a key (a key chosen before the ``raise`` that says it)."""
    found = set()
    for path in CODE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY.fullmatch(node.value):
                found.add(node.value)
    return found


KEPT = dict(source._KEPT)


def test_every_key_the_code_says_is_kept():
    missing = {key: where for key, where in _keys_said().items()
               if key.split(".")[0] in {"shared", "toledo", "toledo1085", "troyes", "tolomeo"} and key not in KEPT}
    assert not missing, missing


def test_every_kept_refusal_is_said_somewhere():
    said = set(_keys_said()) | _keys_written()
    dynamic = {f"toledo.fixture_{f.value}" for f in playaid.rules.toledo.Fixture}
    dynamic |= {f"toledo.what_{what}" for what in ("swords", "paintings", "gems", "movement_cards", "sword_tiles")}
    nouns = {k for k in KEPT if ".noun_" in k}
    unused = sorted(k for k in KEPT if not k.startswith(("example.", "test_"))
                    and k not in said | dynamic | nouns)
    assert not unused, unused


def _choices(cls: type = Choice) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_choices(sub)]
    return found


def test_every_noun_kept_names_a_closed_set_of_its_game():
    named = {f"{c.__module__.split('.')[2]}.noun_{'_'.join(re.findall('[A-Z][a-z]*', c.__name__)).lower()}"
             for c in _choices() if c.__module__.startswith("playaid.rules.")}
    assert {k for k in KEPT if ".noun_" in k and k != "tolomeo.noun_sheet_side"} <= named


@pytest.mark.parametrize("cls", [playaid.rules.toledo1085.Sector, playaid.rules.toledo1085.Religion,
                                 playaid.rules.toledo1085.CommonKind, playaid.rules.tolomeo.Planet,
                                 playaid.rules.tolomeo.Constellation, playaid.rules.tolomeo.Side,
                                 playaid.rules.troyes.Building, playaid.rules.troyes.ModifiedCard,
                                 playaid.rules.toledo.Row, playaid.rules.toledo.SpaceKind],
                         ids=lambda c: c.__name__)
def test_a_closed_set_read_from_input_is_named_in_the_refusal_s_language(cls):
    """A refusal of a word a player typed names what it should have been in the player's language."""
    noun = cls.noun()
    assert not isinstance(noun, str), f"{cls.__name__} has no noun_ refusal"
    for lang in LANGUAGES[1:]:
        assert noun(text_for(lang)) != noun(), f"{cls.__name__}: its noun is not translated into {lang}"


def test_no_refusals_dict_keeps_a_key_twice():
    """A dict literal keeps the last of two equal keys without a word: read the source."""
    for path in sorted(RULES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("refusals", "keep") and len(node.args) == 2
                    and isinstance(node.args[1], ast.Dict)):
                keys = [k.value for k in node.args[1].keys if isinstance(k, ast.Constant)]
                assert len(keys) == len(set(keys)), (path.name, sorted(k for k in keys if keys.count(k) > 1))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_renders_in_every_language_with_its_values(lang):
    """Each kept message, filled in with a value for each of its placeholders, shows without a hole."""
    text = text_for(lang)
    for key, message in KEPT.items():
        values = {name: 2 for name in placeholders(message) if not name.startswith("\u2020")}
        shown = text(message, **values)
        assert "{" not in shown.replace("{owner", "").replace('{"', ""), (key, shown)
