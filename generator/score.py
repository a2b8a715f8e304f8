"""``playaid score GAME FILE``: read a hand-written JSON score sheet, score it, print the result.

Also the filled-in examples that ship with playaid (``generator/examples/``, package data): a
score sheet per game and an Eclipsis sky, printed by ``playaid score --example GAME`` and
``playaid eclipsis --example``; and the hint a refused file gets when it looks like a sheet of
another game (or a sky), naming the command that reads it.
"""

from __future__ import annotations

import importlib
import json

from playaid.generator.errors import UsageError
from playaid.generator.registry import SCORE_REPORTS
from playaid.rules.text import N_

TYPE_CHECKING = False  # keep typing unimported at run time: this command must start fast
if TYPE_CHECKING:
    from typing import IO, Any

    from playaid.rules.text import Text

#: The name of the Eclipsis sky among the examples (the score sheets are named after their game).
SKY = "eclipsis-sky"
#: What follows an example, on standard error, so that the sheet itself stays pure JSON.
EXAMPLE_NOTE = N_("That is a made-up game to start from: save it, put your own game's names and values in "
                  "their place, and run {command}.")
SKY_NOTE = N_("That is a made-up sky to start from: save it, put in its place what your board shows, and run "
              "{command}.")
#: The hint that ends a refusal of a file that another command reads.
LOOKS_LIKE_SHEET = N_("this looks like a score sheet of {title}: try {command}")
LOOKS_LIKE_SKY = N_("this looks like an Eclipsis sky: try {command}")


def read_text(source: str, stdin: IO[str], what: str = "JSON file") -> str:
    """The text of ``source`` (a path, or ``-`` for stdin); every failure is a one-line UsageError.

    Only regular files (and standard input) are read, and at most
    :data:`playaid.automata.files.MAX_INPUT_BYTES` of them.
    """
    from playaid.automata.files import FileProblem
    from playaid.automata.files import read_text as read

    try:
        return read(source, stdin, what=what)
    except FileProblem as exc:
        raise UsageError(str(exc)) from None


def load_json(source: str, stdin: IO[str]) -> Any:
    """Read and decode a JSON file (``-`` for stdin); every failure is a one-line UsageError."""
    from playaid.automata.files import label as file_label

    label = "stdin" if source == "-" else file_label(source)
    text = read_text(source, stdin)
    if not text.strip():
        raise UsageError(f"{label} is empty; expected JSON")

    def no_constants(name: str) -> Any:
        raise UsageError(f"{label}: {name} is not a number JSON allows")

    try:
        return json.loads(text, parse_constant=no_constants)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{label} is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise UsageError(f"{label}: the JSON is nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise UsageError(f"{label}: {exc}") from None


def run(game: str, source: str, *, as_json: bool, out: IO[str], stdin: IO[str], lang: str = "en") -> int:
    if game not in SCORE_REPORTS:
        raise UsageError(f"no score calculator for {game[:40]!r} (available: {', '.join(SCORE_REPORTS)})")
    from playaid.automata.language import LanguageError, text_for
    from playaid.rules.errors import RulesError

    try:
        text = text_for(lang)
    except LanguageError as exc:
        raise UsageError(str(exc)) from None
    report = importlib.import_module(SCORE_REPORTS[game])
    data = load_json(source, stdin)
    try:
        result = report.score_sheet(data)
    except RulesError as exc:
        hint = looks_like(data, source, text, not_game=game)
        if hint is None:
            raise
        raise UsageError(f"{exc}; {hint}") from None
    if as_json:
        out.write(json.dumps(result.to_dict(), ensure_ascii=False) + "\n")
        return 0
    out.write(report.render(result, text))
    return 0


def example(name: str) -> str:
    """The text of the example ``name`` (a game, or :data:`SKY`), as it ships with playaid."""
    from importlib.resources import files

    return (files("playaid.generator") / "examples" / f"{name}.json").read_text(encoding="utf-8")


def print_example(name: str, *, out: IO[str], err: IO[str], command: str, lang: str = "en") -> int:
    """Print the example ``name`` on ``out`` and, on ``err``, what to do with it (``command`` scores it)."""
    from playaid.automata.language import text_for

    t = text_for(lang)
    out.write(example(name))
    note = [t(SKY_NOTE if name == SKY else EXAMPLE_NOTE, command=command)]
    if name in SCORE_REPORTS:
        help = importlib.import_module(f"playaid.rules.{name}.text").SHEET_HELP
        if help.example_note is not None:
            note.append(t(help.example_note, **help.values(t)))
    err.write(" ".join(note) + "\n")
    return 0


def fields_text(help: Any, t: Text, width: int = 88) -> str:
    """The fields of a sheet (a :class:`~playaid.rules.game.SheetHelp`) as a help text lists them: a
    key, then what it holds, wrapped to ``width``; an item's own fields indented under it."""
    import textwrap

    lines = help.lines(t)
    column = max(2 * depth + len(key) for depth, key, _ in lines) + 4
    return "\n".join(textwrap.fill(text, width, initial_indent=f"  {'  ' * depth}{key}".ljust(column),
                                   subsequent_indent=" " * column) for depth, key, text in lines)


def _keys(data: Any, depth: int = 6) -> set[str]:
    """The keys of every object in ``data``, through lists and objects, ``depth`` levels down."""
    found: set[str] = set()
    level = [data]
    for _ in range(depth):
        below = []
        for item in level:
            if isinstance(item, dict):
                found.update(k for k in item if isinstance(k, str))
                below += item.values()
            elif isinstance(item, list):
                below += item
        level = below
    return found


def looks_like(data: Any, source: str, t: Text, *, not_game: str | None = None) -> str | None:
    """The hint for a file refused by ``playaid score not_game`` (or by ``playaid eclipsis`` when
    ``not_game`` is None) that another command reads: every key it holds is one of that
    command's and not all are the refusing one's. None when nothing fits better."""
    import shlex

    from playaid.rules.shared import printable

    where = printable(shlex.quote(source), limit=200)
    if not_game is not None and isinstance(data, dict) and set(data) == {"constellations"}:
        return t(LOOKS_LIKE_SKY, command=f"playaid eclipsis {where}")
    keys = _keys(data)
    if not keys:
        return None
    helps = {game: importlib.import_module(f"playaid.rules.{game}.text").SHEET_HELP for game in SCORE_REPORTS}
    if not_game is not None and keys <= helps[not_game].keys():
        return None
    for game, help in helps.items():
        if game != not_game and keys <= help.keys():
            title = importlib.import_module(f"playaid.rules.{game}.data").TITLE
            return t(LOOKS_LIKE_SHEET, title=title, command=f"playaid score {game} {where}")
    return None
