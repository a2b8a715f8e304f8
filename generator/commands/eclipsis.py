"""``playaid eclipsis FILE``: which pawns the Eclipsis sends home, for the sky in FILE.

The help prose is marked with ``N_`` for the message catalog; the report's words come from
:mod:`playaid.rules.tolomeo.text`.
"""

from __future__ import annotations

import argparse

from playaid.rules.text import ENGLISH, N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams
    from playaid.rules.text import Text


HELP = N_("Tolomeo: which pawns go back when the Eclipsis is revealed")
DESCRIPTION = N_("Apply the Eclipsis (Tolomeo's mini-expansion) to the sky in FILE and print, constellation by "
                 "constellation, which pawns go back to their owners' supplies and which stay. FILE is JSON ('-' "
                 "reads stdin): every planet must be placed and the comet marked once; constellations left out "
                 "are empty.")
EXAMPLES = N_("""\
example file:
  {"constellations": {
     "aries":  {"planets": ["moon", "mercury"], "pawns": {"red": 2, "blue": 1}},
     "cancer": {"comet": true, "pawns": {"blue": 1}},
     "leo":    {"planets": ["sun"], "pawns": {"red": 1}},
     "libra":  {"planets": ["venus"]}, "virgo": {"planets": ["mars"]},
     "gemini": {"planets": ["jupiter"]}, "pisces": {"planets": ["saturn"]}}}

examples:
  playaid eclipsis sky.json
  playaid eclipsis - --json < sky.json""")


def configure(parser: argparse.ArgumentParser, text: Text = ENGLISH) -> None:
    from playaid.automata.cli import add_lang

    parser.add_argument("file", metavar="FILE", help=text(N_("JSON description of the sky, or - for stdin")))
    parser.add_argument("--json", action="store_true",
                        help=text(N_("print one JSON object: returned, remaining, constellations")))
    add_lang(parser, text, N_("the language of the report and of its refusals: {langs} (default: the system's, "
                              "read from LANGUAGE, LC_ALL, LC_MESSAGES or LANG as gettext reads them; else en); in "
                              "another language the file's constellations and planets may also be written in it"))


def run(args: argparse.Namespace, io: Streams) -> int:
    import json

    from playaid.generator.reports import eclipsis as report
    from playaid.generator.score import load_json
    from playaid.rules import tolomeo as t

    sky, board = t.eclipsis_from_dict(load_json(args.file, io.inp), io.text)
    result = t.eclipse(sky, board)
    io.out.write(json.dumps(result.to_dict(), ensure_ascii=False) + "\n" if args.json
                 else report.render(result, io.text))
    return 0
