"""``playaid eclipsis FILE``: which pawns the Eclipsis sends home, for the sky in FILE.

The help prose is marked with ``N_`` for the message catalog; the report's words come from
:mod:`playaid.rules.tolomeo.text`.
"""

from __future__ import annotations

import argparse

from playaid.rules.text import N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams


HELP = N_("Tolomeo: which pawns go back when the Eclipsis is revealed")
DESCRIPTION = N_("Apply the Eclipsis (Tolomeo's mini-expansion) to the sky in FILE and print, constellation by "
                 "constellation, which pawns go back to their owners' supplies and which stay. FILE is JSON ('-' "
                 "reads stdin): every planet must be placed and the comet marked once; constellations left out "
                 "are empty. To start, print a filled-in sky with --example, save it and change it to your board.")
#: What opens the list of the sky's fields (:data:`playaid.rules.tolomeo.text.SKY_HELP`).
SKY = N_("the sky, field by field: one object, with:")
EXAMPLES = N_("""\
examples:
  playaid eclipsis --example > sky.json   a filled-in sky, to change to your board
  playaid eclipsis sky.json
  playaid eclipsis - --json < sky.json""")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", nargs="?", help=N_("JSON description of the sky, or - for stdin"))
    parser.add_argument("--example", action="store_true",
                        help=N_("print a filled-in sky, every verdict of the Eclipsis in it, to save and change"))
    parser.add_argument("--json", action="store_true",
                        help=N_("print one JSON object: returned, remaining, constellations"))
    shown = parser.format_help

    def format_help() -> str:  # the field list imports the game: only when the help is shown
        from playaid.generator.score import fields_text
        from playaid.rules.text import ENGLISH
        from playaid.rules.tolomeo.text import SKY_HELP

        parser.epilog = f"{ENGLISH(SKY)}\n{fields_text(SKY_HELP, ENGLISH)}\n\n{EXAMPLES}"
        return shown()

    parser.format_help = format_help  # type: ignore[method-assign]


def run(args: argparse.Namespace, io: Streams) -> int:
    import json

    from playaid.generator import score
    from playaid.generator.errors import UsageError
    from playaid.generator.reports import eclipsis as report
    from playaid.rules import tolomeo as t
    from playaid.rules.errors import RulesError
    from playaid.rules.text import ENGLISH

    if args.example:
        if args.file is not None:
            raise UsageError(f"--example prints a sky and reads none: leave out {args.file[:40]!r}, or leave out "
                             "--example to read the file")
        return score.print_example(score.SKY, out=io.out, err=io.err, command="playaid eclipsis FILE")
    if args.file is None:
        raise UsageError("give the sky to read (FILE, or - for stdin), or --example to print one to start "
                         "from: playaid eclipsis --example > sky.json")
    data = score.load_json(args.file, io.inp)
    try:
        sky, board = t.eclipsis_from_dict(data)
    except RulesError as exc:
        hint = score.looks_like(data, args.file, ENGLISH)
        if hint is None:
            raise
        raise UsageError(f"{exc}; {hint}") from None
    result = t.eclipse(sky, board)
    io.out.write(json.dumps(result.to_dict(), ensure_ascii=False) + "\n" if args.json else report.render(result))
    return 0
