"""``playaid solo troyes``: play the King's Challenge against le Roy in the terminal."""

from __future__ import annotations

import argparse

from playaid.rules.text import N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams

HELP = N_("play a solo game against an automaton (Troyes: le Roy)")
DESCRIPTION = N_("Play the King's Challenge, the solo variant of Troyes, against le Roy: the automaton "
                 "rolls his dice, looks up his table, tells you what to do on the board and keeps his "
                 "score. It asks only what it cannot know; press Enter to accept a suggestion in "
                 "[brackets], and type what only your board shows, which is never suggested. The game is "
                 "saved after every answer, with the previous save kept as FILE.bak and a transcript "
                 "beside it. le Roy is the only automaton, so GAME may be left out.")
EXAMPLES = N_("""\
examples:
  playaid solo troyes --seed 7                 a new game with reproducible dice
  playaid solo troyes --manual-dice            you roll le Roy's dice and type them in
  playaid solo troyes --resume le-roy-7.json   continue a saved game where it stopped
  playaid solo troyes --seed 3 < answers.txt   the answers you wrote in a file, one a line
  playaid solo --history                       your record, and your saved games to resume

answers.txt, written before the game: the rounds, who starts and the cards in play. When the
file ends the game is saved; go on at the table with --resume le-roy-3.json.
  6
  you
  tithe, builders

At any question: undo, redo, status, why (the rulings of the last step), help or quit. Finished
games are added to your history (--history-file, or $PLAYAID_HISTORY; by default under
$XDG_DATA_HOME/playaid/). The same game runs from the standalone out/le-roy.pyz
(python3 out/le-roy.pyz --seed 11) with nothing installed.""")


def configure(parser: argparse.ArgumentParser) -> None:
    from playaid.automata.cli import add_arguments

    parser.add_argument("game", metavar="GAME", nargs="?", default="troyes", choices=("troyes",),
                        help=N_("the game: troyes, the only one with an automaton (the default)"))
    add_arguments(parser)


def run(args: argparse.Namespace, io: Streams) -> int:
    from playaid.automata.cli import CliError
    from playaid.automata.cli import run as run_solo
    from playaid.generator.errors import UsageError

    try:
        return run_solo(args, io.inp, io.out, io.err, prog="playaid solo troyes")
    except CliError as exc:
        raise UsageError(str(exc)) from None
