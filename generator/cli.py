"""The ``playaid`` command line: parse, call the rules core or the generator, print, return a status.

Exit statuses: 0 done, 1 a build step failed, 2 bad input (one line on stderr, never a
traceback), 130 interrupted. Heavy libraries (reportlab, jinja2, sphinx) are imported only by the
commands that need them, so ``playaid --help`` and ``playaid score`` start quickly.
"""

from __future__ import annotations

import argparse
import sys

from generator.errors import UsageError
from rules import __version__

TYPE_CHECKING = False  # typing stays unimported at run time, for a fast start
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import IO, Any, NoReturn

PROG = "playaid"
GAMES = ("toledo1085", "toledo", "troyes", "tolomeo")
SCORE_GAMES = ("toledo1085",)

DESCRIPTION = """\
Player aids, decision sheets and score calculators for Toledo 1085, Toledo, Troyes
(the King's Challenge) and Tolomeo, all driven by one rules core.
"""

EPILOG = """\
examples:
  playaid build                          write every aid and the site under out/
  playaid build --paper letter           US Letter only
  playaid score toledo1085 game.json     score a finished game of Toledo 1085
  playaid score toledo1085 - --json      read the score sheet from stdin, answer in JSON

Run 'playaid COMMAND --help' for the options of one command.
"""


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that reports errors by raising, and prints help to an injected stream."""

    out: "IO[str]" = sys.stdout

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')", prog=self.prog)

    def _print_message(self, message: str, file: IO[str] | None = None) -> None:
        if message:
            (self.out if file in (None, sys.stdout) else file or self.out).write(message)


def build_parser(out: IO[str] | None = None) -> argparse.ArgumentParser:
    stream = out or sys.stdout

    class Parser(_Parser):
        pass

    Parser.out = stream
    fmt = argparse.RawDescriptionHelpFormatter
    parser = Parser(prog=PROG, description=DESCRIPTION, epilog=EPILOG, formatter_class=fmt)
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    build = sub.add_parser(
        "build", help="write every printable aid and sheet, and the site, under out/",
        description="Render every player aid and decision sheet as PDF (A4 and US Letter), "
                    "then build the documentation site.",
        epilog="examples:\n  playaid build\n  playaid build --paper a4 --games toledo1085 --no-site\n"
               "  playaid build --out /tmp/aids",
        formatter_class=fmt)
    build.add_argument("--paper", choices=("a4", "letter", "all"), default="all",
                       help="paper size to render (default: all)")
    build.add_argument("--games", metavar="LIST", default="all",
                       help=f"comma-separated games to render: {', '.join(GAMES)} or all (default: all)")
    build.add_argument("--out", metavar="DIR", default="out", help="output directory (default: out)")
    build.add_argument("--no-site", action="store_true", help="skip the documentation site")
    build.add_argument("--quiet", "-q", action="store_true", help="print only the summary")

    score = sub.add_parser(
        "score", help="score a finished game from a JSON score sheet",
        description="Score a finished game. FILE is a JSON score sheet ('-' reads stdin); the "
                    "shape for each game is shown on the site and in the README.",
        epilog="example sheet for toledo1085:\n"
               '  {"players": [{"name": "Ana", "first_to_complete": true, "sectors": [\n'
               '    [{"kind": "sector", "sector": "commerce", "religion": "islam", "prestige": 4},\n'
               '     {"kind": "nobility", "religion": "judaism", "prestige": 3},\n'
               '     {"kind": "jester", "sector": "commerce"}]]}]}\n\n'
               "examples:\n  playaid score toledo1085 game.json\n  playaid score toledo1085 - --json < game.json",
        formatter_class=fmt)
    score.add_argument("game", metavar="GAME", choices=SCORE_GAMES,
                       help=f"the game: {', '.join(SCORE_GAMES)}")
    score.add_argument("file", metavar="FILE", help="JSON score sheet, or - for stdin")
    score.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    return parser


def _one_line(text: Any) -> str:
    return " ".join(str(text).split())


def main(argv: Sequence[str] | None = None, stdout: IO[str] | None = None,
         stderr: IO[str] | None = None, stdin: IO[str] | None = None) -> int:
    """Run ``playaid`` with ``argv``; output goes to the given streams (the process's by default)."""
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    inp = stdin or sys.stdin
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser(out)
        try:
            args = parser.parse_args(args_list)
        except SystemExit as exc:  # --help and --version end here
            return int(exc.code or 0)
        if args.command is None:
            parser.print_help(out)
            return 0
        return _dispatch(args, out, err, inp)
    except UsageError as exc:
        err.write(_one_line(f"{exc.prog or PROG}: error: {exc}") + "\n")
        return 2
    except KeyboardInterrupt:
        err.write("interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


def _dispatch(args: argparse.Namespace, out: IO[str], err: IO[str], inp: IO[str]) -> int:
    from rules.errors import RulesError

    prog = f"{PROG} {args.command}"
    try:
        if args.command == "score":
            from generator import score
            return score.run(args.game, args.file, as_json=args.json, out=out, stdin=inp)
        if args.command == "build":
            from generator import build
            return build.run(args, out=out, err=err)
    except RulesError as exc:
        raise UsageError(str(exc), prog=prog) from None
    except UsageError as exc:
        exc.prog = exc.prog or prog
        raise
    raise UsageError(f"unknown command {args.command!r}")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
