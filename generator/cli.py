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

from playaid.generator.errors import UsageError
from playaid.generator.registry import COMMANDS
from playaid.rules import __version__
from playaid.rules.text import N_

TYPE_CHECKING = False  # typing stays unimported at run time, for a fast start
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import IO, NoReturn

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
""")


class Streams:
    """Where a command reads and writes: injected so tests call ``main`` directly.

    A plain class rather than a dataclass: ``playaid --help`` should not pay for importing
    :mod:`dataclasses`.
    """

    __slots__ = ("out", "err", "inp")

    def __init__(self, out: IO[str], err: IO[str], inp: IO[str]) -> None:
        self.out, self.err, self.inp = out, err, inp


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises on errors and prints help to an injected stream."""

    out: IO[str] = sys.stdout

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')", prog=self.prog)

    def _print_message(self, message: str, file: IO[str] | None = None) -> None:
        if message:
            (self.out if file in (None, sys.stdout) else file or self.out).write(message)


def _selected(argv: Sequence[str]) -> str | None:
    """The sub-command named on the command line, if any (the first word that is not an option)."""
    for word in argv:
        if not word.startswith("-"):
            return word if word in COMMANDS else None
    return None


def build_parser(out: IO[str] | None = None, argv: Sequence[str] | None = None
                 ) -> tuple[argparse.ArgumentParser, dict[str, object]]:
    """The parser, and the command modules by name.

    Only the sub-command named in ``argv`` is configured (all of them when ``argv`` is None):
    configuring can import a command's own modules, and ``playaid --help`` should not pay for them.
    Parsers are built once per selected command and reused (argparse looks up translations on
    the file system for every help string, which makes building one cost milliseconds).
    """
    selected = _selected(argv) if argv is not None else None
    parser, modules, parser_class = _build(selected, argv is None)
    parser_class.out = out or sys.stdout
    return parser, modules


@functools.cache
def _build(selected: str | None, everything: bool) -> tuple[argparse.ArgumentParser, dict[str, object], type]:
    class Parser(_Parser):
        pass

    fmt = argparse.RawDescriptionHelpFormatter
    parser = Parser(prog=PROG, description=DESCRIPTION, epilog=EPILOG, formatter_class=fmt)
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    modules = {}
    for name, module_name in COMMANDS.items():
        module = importlib.import_module(module_name)
        if everything or name == selected:
            command = sub.add_parser(name, help=module.HELP, description=textwrap.fill(module.DESCRIPTION, 88),
                                     epilog=module.EXAMPLES, formatter_class=fmt)
            module.configure(command)
        else:
            sub.add_parser(name, help=module.HELP)
        modules[name] = module
    return parser, modules, Parser


#: The longest error line printed: whatever was typed, an error stays one readable line.
MAX_ERROR = 400


def _one_line(text: object) -> str:
    """An error message as one line: white space folded, control characters escaped, cut short."""
    from playaid.rules.shared import printable

    return printable(" ".join(str(text).split()), limit=MAX_ERROR)


def main(argv: Sequence[str] | None = None, stdout: IO[str] | None = None,
         stderr: IO[str] | None = None, stdin: IO[str] | None = None) -> int:
    """Run ``playaid`` with ``argv``; output goes to the given streams (the process's by default)."""
    io = Streams(stdout or sys.stdout, stderr or sys.stderr, stdin or sys.stdin)
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        parser, modules = build_parser(io.out, args_list)
        try:
            args = parser.parse_args(args_list)
        except SystemExit as exc:  # --help and --version end here
            return int(exc.code or 0)
        if args.command is None:
            parser.print_help(io.out)
            return 0
        return _dispatch(modules[args.command], args, io)
    except UsageError as exc:
        io.err.write(_one_line(f"{exc.prog or PROG}: error: {exc}") + "\n")
        return 2
    except KeyboardInterrupt:
        io.err.write("interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


def _dispatch(module: object, args: argparse.Namespace, io: Streams) -> int:
    from playaid.rules.errors import RulesError

    # A command with actions of its own (leroy turn, tolomeo events) is named with the action, as
    # argparse names it in its own refusals, so the reader knows which --help to read.
    action = getattr(args, "action", None)
    prog = f"{PROG} {args.command}" + (f" {action}" if isinstance(action, str) else "")
    if getattr(args, "lang", "en") != "en":  # speaks another language: a checkout's .po edited since is compiled again
        from playaid.generator.i18n import refresh

        refresh()
    try:
        return int(module.run(args, io))  # type: ignore[attr-defined]
    except RulesError as exc:
        raise UsageError(str(exc), prog=prog) from None
    except UsageError as exc:
        exc.prog = exc.prog or prog
        raise


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
