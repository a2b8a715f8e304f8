"""``playaid score GAME FILE``: score a finished game from a JSON score sheet.

The help lists every field of every game's sheet, in the player's words: each game's
``SHEET_HELP`` (``rules/<game>/text.py``), laid out only when the help is asked for, since it
imports every game.
"""

from __future__ import annotations

import argparse

from playaid.automata.language import LANGUAGES
from playaid.generator.registry import SCORE_REPORTS
from playaid.rules.text import ENGLISH, N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams
    from playaid.rules.text import Text

HELP = N_("score a finished game from a JSON score sheet")
DESCRIPTION = N_("Score a finished game. FILE is a score sheet: a small JSON file saying what each player "
                 "ended the game with ('-' reads it from stdin). To start, print a filled-in sheet with "
                 "--example GAME, save it and change it to your own game: every field is explained below.")
SHEETS = N_("""\
score sheets, field by field: a list in square brackets ([12, 7]), a name or a word in
double quotes ("Ana", "moon"), yes and no as true and false; a field left out holds
nothing, or is not needed.""")
#: The line that opens one game's fields: its name, then how many players the sheet lists.
SHEET_PLAYERS = N_('{game}: a "players" list of {low} to {high}, each player with:')
SHEET_PLAYERS_RULED = N_('{game}: a "players" list of {low} to {high} ({mark}), each player with:')
SHEET_OBJECT = N_("{game}: one object, with:")
EXAMPLES = N_("""\
examples:
  playaid score --example toledo1085 > game.json   a filled-in sheet to start from
  playaid score toledo1085 game.json
  playaid score toledo1085 game.json --lang it     the report in Italian
  playaid score --example troyes > result.json     your VP and le Roy's
  playaid score troyes - --json < result.json""")
#: The widest line of the help's field list.
WIDTH = 88


def sheet_help(t: Text = ENGLISH) -> str:
    """Every game's score sheet, field by field, as ``playaid score --help`` lists it."""
    import importlib

    from playaid.generator.score import fields_text
    from playaid.rules.shared import RULING_MARK

    blocks = [t(SHEETS)]
    for game in SCORE_REPORTS:
        help = importlib.import_module(f"playaid.rules.{game}.text").SHEET_HELP
        title = importlib.import_module(f"playaid.rules.{game}.data").TITLE
        name = game if title.lower() == game else f"{game} ({title})"
        if help.players is None:
            head = t(SHEET_OBJECT, game=name)
        else:
            low, high = help.players
            head = (t(SHEET_PLAYERS_RULED, game=name, low=low, high=high, mark=RULING_MARK + help.ruling)
                    if help.ruling else t(SHEET_PLAYERS, game=name, low=low, high=high))
        blocks.append(f"{head}\n{fields_text(help, t, WIDTH)}")
    return "\n\n".join(blocks)


def pad_rows(t: Text = ENGLISH, width: int = 100) -> str:
    """The help's section on the score pads: for each game, each row of its pad and the field it is
    typed as (``GameInfo.pad``, the data the pad is drawn from)."""
    import textwrap

    from playaid.rules.game import PAD_TYPING, PAD_UNTYPED, load, pad_lines

    out = textwrap.wrap(f"{t(PAD_TYPING)}:", width)
    for game in SCORE_REPORTS:
        module = load(game)
        values = module.pad_values(t)
        lead = f"  {game:<12}"
        for line in pad_lines(module.GAME_INFO.pad, t, getattr(module, "TIES", None), **values):
            out += textwrap.wrap(line, width, initial_indent=lead, subsequent_indent=" " * (len(lead) + 2))
            lead = " " * len(lead)
    out += ["", *textwrap.wrap(t(PAD_UNTYPED), width)]
    return "\n".join(out)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME", choices=tuple(SCORE_REPORTS),
                        help=f"the game: {', '.join(SCORE_REPORTS)}")
    parser.add_argument("file", metavar="FILE", nargs="?", help=N_("JSON score sheet, or - for stdin"))
    parser.add_argument("--example", action="store_true",
                        help=N_("print a filled-in score sheet of GAME, to save and change to your game"))
    parser.add_argument("--json", action="store_true", help=N_("print one JSON object instead of a table"))
    parser.add_argument("--lang", default="en", choices=LANGUAGES, metavar="LANG",
                        help=ENGLISH(N_("language of the report: {langs} (default: en)"), langs=", ".join(LANGUAGES)))
    # The pads' rows and the sheets' fields are read from every game's package: only when the
    # help is shown, so that scoring a game imports that game alone.
    shown = parser.format_help

    def format_help() -> str:
        parser.epilog = f"{pad_rows(width=WIDTH)}\n\n{sheet_help()}\n\n{EXAMPLES}"
        return shown()

    parser.format_help = format_help  # type: ignore[method-assign]


def run(args: argparse.Namespace, io: Streams) -> int:
    from playaid.generator import score
    from playaid.generator.errors import UsageError

    if args.example:
        if args.file is not None:
            raise UsageError(f"--example prints a sheet and reads none: leave out {args.file[:40]!r}, or "
                             "leave out --example to score the file")
        return score.print_example(args.game, out=io.out, err=io.err, lang=args.lang,
                                   command=f"playaid score {args.game} FILE")
    if args.file is None:
        raise UsageError(f"give the score sheet to read (FILE, or - for stdin), or --example to print one "
                         f"to start from: playaid score --example {args.game} > game.json")
    return score.run(args.game, args.file, as_json=args.json, out=io.out, stdin=io.inp, lang=args.lang)
