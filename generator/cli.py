"""The ``playaid`` command line: parse, call the rules core or the generator, print, return a status.

Each sub-command is a module in :mod:`playaid.generator.commands` (listed in
:data:`playaid.generator.registry.COMMANDS`) with ``HELP``, ``DESCRIPTION``, ``EXAMPLES``,
``configure(parser)`` and ``run(args, io)``; heavy libraries are imported inside ``run`` only.

Exit statuses: 0 done, 1 a build step failed, 2 bad input (one line on stderr, never a
traceback), 130 interrupted.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import sys
import textwrap

from playaid.automata.cli import ERROR_LINE, INTERRUPTED, SEE_HELP, argparse_speaking, asked_language
from playaid.generator.errors import UsageError
from playaid.generator.registry import COMMANDS
from playaid.rules import __version__
from playaid.rules.text import ENGLISH, N_, Said

TYPE_CHECKING = False  # typing stays unimported at run time, for a fast start
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import IO, Any, NoReturn

    from playaid.rules.text import Text

PROG = "playaid"

DESCRIPTION = N_("""\
Player aids, decision sheets, score calculators and a solo automaton for Toledo 1085,
Toledo, Troyes (the King's Challenge) and Tolomeo, all driven by one rules core.
""")

EPILOG = N_("""\
examples:
  playaid build                              write every aid, sheet and the site under out/
  playaid build --paper letter --mono        US Letter only, plus the black-and-white edition
  playaid score --example toledo1085         a filled-in score sheet to start from
  playaid score toledo1085 game.json         score a finished game (also toledo, troyes, tolomeo)
  playaid solo troyes --seed 7               play the King's Challenge against le Roy
  playaid leroy turn --roll 7 --dice R5,Y3   what le Roy does on one turn
  playaid duel --cards purple:attack,brown:defend,neutral:defend --attacker purple
  playaid eclipsis --example > sky.json      a sky to start from, to change to your board
  playaid eclipsis sky.json                  which Tolomeo pawns the Eclipsis sends back
  playaid tolomeo events --eclipsis          deal the event deck with the Eclipsis

Run 'playaid COMMAND --help' for the options and examples of one command.

Every command speaks the language --lang names (en, it); without it, the system's language
(from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, as gettext reads them), else English.
""")
VERSION_HELP = N_("show program's version number and exit")


class Streams:
    """Where a command reads and writes, and the language it speaks: injected so tests call
    ``main`` directly.

    A plain class rather than a dataclass: ``playaid --help`` should not pay for importing
    :mod:`dataclasses`.
    """

    __slots__ = ("out", "err", "inp", "text")

    def __init__(self, out: IO[str], err: IO[str], inp: IO[str], text: Text = ENGLISH) -> None:
        self.out, self.err, self.inp, self.text = out, err, inp, text


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises on errors and prints help to an injected stream."""

    out: IO[str] = sys.stdout

    def error(self, message: str) -> NoReturn:
        raise UsageError(Said(SEE_HELP, message=message, prog=self.prog), prog=self.prog)

    def _print_message(self, message: str, file: IO[str] | None = None) -> None:
        if message:
            (self.out if file in (None, sys.stdout) else file or self.out).write(message)


def _selected(argv: Sequence[str]) -> str | None:
    """The sub-command named on the command line, if any (the first word that is not an option)."""
    for word in argv:
        if not word.startswith("-"):
            return word if word in COMMANDS else None
    return None


def session_text(argv: Sequence[str]) -> Text:
    """The language the command line speaks for ``argv``: ``--lang`` when it names one playaid
    speaks, else the environment's, as gettext reads it
    (:func:`playaid.automata.language.from_environment`); English when its catalog is missing.
    A checkout whose ``.po`` files changed since they were compiled is compiled again first.

    >>> session_text(["score", "tolomeo", "-", "--lang", "it"]).lang, session_text(["--lang=en", "duel"]).lang
    ('it', 'en')
    """
    from playaid.automata.cli import session_text as spoken
    from playaid.automata.language import LANGUAGES, session_language

    asked = asked_language(argv)
    if (asked if asked in LANGUAGES else session_language(None)) != ENGLISH.lang:
        from playaid.generator.i18n import refresh

        refresh()
    return spoken(argv)


def build_parser(out: IO[str] | None = None, argv: Sequence[str] | None = None, text: Text = ENGLISH
                 ) -> tuple[argparse.ArgumentParser, dict[str, object]]:
    """The parser, speaking the language of ``text``, and the command modules by name.

    Only the sub-command named in ``argv`` is configured (all of them when ``argv`` is None):
    configuring can import a command's own modules, and ``playaid --help`` should not pay for them.
    Parsers are built once per selected command and language and reused (argparse looks up
    translations on the file system for every help string, which makes building one cost
    milliseconds).
    """
    selected = _selected(argv) if argv is not None else None
    with argparse_speaking(text):
        parser, modules, parser_class = _build(selected, argv is None, text)
    parser_class.out = out or sys.stdout
    return parser, modules


@functools.cache
def _build(selected: str | None, everything: bool, text: Text
           ) -> tuple[argparse.ArgumentParser, dict[str, object], type]:
    class Parser(_Parser):
        pass

    fmt = argparse.RawDescriptionHelpFormatter
    parser = Parser(prog=PROG, description=text(DESCRIPTION), epilog=text(EPILOG), formatter_class=fmt)
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}",
                        help=text(VERSION_HELP))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    modules = {}
    for name, module_name in COMMANDS.items():
        module = importlib.import_module(module_name)
        if everything or name == selected:
            command = sub.add_parser(name, help=said(text, module.HELP),
                                     description=textwrap.fill(said(text, module.DESCRIPTION), 88)
                                     if module.DESCRIPTION else None,
                                     epilog=said(text, module.EXAMPLES) if module.EXAMPLES else None,
                                     formatter_class=fmt)
            module.configure(command, text)
        else:
            sub.add_parser(name, help=said(text, module.HELP))
        modules[name] = module
    return parser, modules, Parser


def said(text: Text, message: str) -> str:
    """A help text in the language of ``text``: its placeholders filled in (a ruling's mark, most
    often), or, when it names none, as written, braces and all (the JSON of an example).

    >>> said(ENGLISH, N_('a sheet: {"players": []}')), said(ENGLISH, N_("marks such as {†T1}"))
    ('a sheet: {"players": []}', 'marks such as †T1')
    """
    from playaid.rules.text import placeholders

    return text(message) if placeholders(message) else text.gettext(message)


#: The longest error line printed: whatever was typed, an error stays one readable line.
MAX_ERROR = 400


def _one_line(text: object) -> str:
    """An error message as one line: white space folded, control characters escaped, cut short."""
    from playaid.rules.shared import printable

    return printable(" ".join(str(text).split()), limit=MAX_ERROR)


def refusal_lines(prog: str, exc: Any, text: Text) -> list[str]:
    """What the command line prints for a refusal, in the language of ``text``: one line, or for
    several faults a first line that counts them and one indented line each."""
    first, *more = exc.lines(text)
    return [_one_line(text(ERROR_LINE, prog=prog, message=first)), *("  " + _one_line(m) for m in more)]


def main(argv: Sequence[str] | None = None, stdout: IO[str] | None = None,
         stderr: IO[str] | None = None, stdin: IO[str] | None = None) -> int:
    """Run ``playaid`` with ``argv``; output goes to the given streams (the process's by default)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    text = session_text(args_list)
    io = Streams(stdout or sys.stdout, stderr or sys.stderr, stdin or sys.stdin, text)
    prog = PROG
    try:
        parser, modules = build_parser(io.out, args_list, text)
        try:
            with argparse_speaking(text):
                args = parser.parse_args(args_list)
        except SystemExit as exc:  # --help and --version end here
            return int(exc.code or 0)
        if args.command is None:
            with argparse_speaking(text):
                parser.print_help(io.out)
            return 0
        prog = f"{PROG} {args.command}"
        return _dispatch(modules[args.command], args, io)
    except UsageError as exc:
        io.err.write("\n".join(refusal_lines(exc.prog or prog, exc, text)) + "\n")
        return 2
    except KeyboardInterrupt:
        io.err.write(text(INTERRUPTED) + "\n")
        return 130
    except BrokenPipeError:
        return 0


def _dispatch(module: object, args: argparse.Namespace, io: Streams) -> int:
    from playaid.rules.errors import Refusal, RulesError

    # A command with actions of its own (leroy turn, tolomeo events) is named with the action, as
    # argparse names it in its own refusals, so the reader knows which --help to read.
    action = getattr(args, "action", None)
    prog = f"{PROG} {args.command}" + (f" {action}" if isinstance(action, str) else "")
    try:
        return int(module.run(args, io))  # type: ignore[attr-defined]
    except (RulesError, Refusal) as exc:
        if isinstance(exc, UsageError) and exc.prog:
            raise
        io.err.write("\n".join(refusal_lines(prog, exc, io.text)) + "\n")
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
