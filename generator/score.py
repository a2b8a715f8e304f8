"""``playaid score GAME FILE``: read a hand-written JSON score sheet, score it, print the result."""

from __future__ import annotations

import importlib
import json

from playaid.generator.errors import UsageError
from playaid.generator.registry import SCORE_REPORTS
from playaid.rules.text import N_, Said

TYPE_CHECKING = False  # keep typing unimported at run time: this command must start fast
if TYPE_CHECKING:
    from typing import IO, Any

    from playaid.rules.text import Text

#: What a problem with a score sheet's file calls it.
JSON_FILE = Said(N_("JSON file"))
_STDIN = N_("stdin")
_EMPTY = N_("{name} is empty; expected JSON")
_CONSTANT = N_("{name}: {constant} is not a number JSON allows")
_NOT_JSON = N_("{name} is not valid JSON: {problem} at line {line}, column {column}")
_TOO_DEEP = N_("{name}: the JSON is nested too deeply")
_UNREADABLE = N_("{name}: {problem}")
_NO_CALCULATOR = N_("no score calculator for {game} (available: {games})")


def read_text(source: str, stdin: IO[str], what: Any = JSON_FILE) -> str:
    """The text of ``source`` (a path, or ``-`` for stdin); every failure is a one-line UsageError.

    Only regular files (and standard input) are read, and at most
    :data:`playaid.automata.files.MAX_INPUT_BYTES` of them.
    """
    from playaid.automata.files import FileProblem
    from playaid.automata.files import read_text as read

    try:
        return read(source, stdin, what=what)
    except FileProblem as exc:
        raise UsageError(exc.said) from None


def load_json(source: str, stdin: IO[str]) -> Any:
    """Read and decode a JSON file (``-`` for stdin); every failure is a one-line UsageError."""
    from playaid.automata.files import label as file_label

    label: Any = Said(_STDIN) if source == "-" else file_label(source)
    text = read_text(source, stdin)
    if not text.strip():
        raise UsageError(_EMPTY, name=label)

    def no_constants(name: str) -> Any:
        raise UsageError(_CONSTANT, name=label, constant=name)

    try:
        return json.loads(text, parse_constant=no_constants)
    except json.JSONDecodeError as exc:
        raise UsageError(_NOT_JSON, name=label, problem=exc.msg, line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise UsageError(_TOO_DEEP, name=label) from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise UsageError(_UNREADABLE, name=label, problem=str(exc)) from None


def run(game: str, source: str, *, as_json: bool, out: IO[str], stdin: IO[str], lang: str | Text = "en") -> int:
    """Score the sheet ``source`` of ``game``: its values may be written in ``lang`` (a language
    code or its :class:`~playaid.rules.text.Text`, as that language's pad names them), and the
    report is printed in it."""
    if isinstance(lang, str):
        from playaid.automata.language import text_for

        lang = text_for(lang)
    text = lang
    if game not in SCORE_REPORTS:
        raise UsageError(_NO_CALCULATOR, game=repr(game[:40]), games=", ".join(SCORE_REPORTS))
    report = importlib.import_module(SCORE_REPORTS[game])
    result = report.score_sheet(load_json(source, stdin), text)
    if as_json:
        out.write(json.dumps(result.to_dict(), ensure_ascii=False) + "\n")
        return 0
    out.write(report.render(result, text))
    return 0
