"""``playaid score GAME FILE``: read a hand-written JSON score sheet, score it, print the result."""

from __future__ import annotations

import importlib
import json

from playaid.generator.errors import UsageError
from playaid.generator.registry import SCORE_REPORTS

TYPE_CHECKING = False  # keep typing unimported at run time: this command must start fast
if TYPE_CHECKING:
    from typing import IO, Any


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
    report = importlib.import_module(SCORE_REPORTS[game])
    result = report.score_sheet(load_json(source, stdin))
    if as_json:
        out.write(json.dumps(result.to_dict(), ensure_ascii=False) + "\n")
        return 0
    from playaid.automata.language import LanguageError, text_for

    try:
        text = text_for(lang)
    except LanguageError as exc:
        raise UsageError(str(exc)) from None
    out.write(report.render(result, text))
    return 0
