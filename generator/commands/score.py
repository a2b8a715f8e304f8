"""``playaid score GAME FILE``: score a finished game from a JSON score sheet."""

from __future__ import annotations

import argparse

from playaid.generator.registry import SCORE_REPORTS
from playaid.rules.text import ENGLISH, N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams
    from playaid.rules.text import Text

HELP = N_("score a finished game from a JSON score sheet")
DESCRIPTION = N_("Score a finished game. FILE is a JSON score sheet ('-' reads stdin); the shape for "
                 "each game is on its page of the site and in the README.")
EXAMPLES = N_("""\
score sheets, one per game (the site's game pages give every field):
  toledo1085  {"players": [{"name": "Ana", "first_to_complete": true, "sectors": [
                [{"kind": "sector", "sector": "commerce", "religion": "islam", "prestige": 4},
                 {"kind": "nobility", "religion": "judaism", "prestige": 3},
                 {"kind": "jester", "sector": "commerce"}]]},
               {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "science", "religion": "islam",
                 "prestige": 9}]]}]}
  toledo      {"players": [{"name": "Ana", "swords_presented": [12], "swords_kept": [7],
                "paintings": [2, 2], "gems": 3, "move_skill": true, "movement_cards": [1, 4]}]}
  troyes      {"player_vp": 71, "le_roy_vp": 60}
  tolomeo     {"players": [{"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"],
                "bonus_cards": [{"points": 2, "planets": ["moon", "mars"]}], "pawns_on_board": 4}]}

examples:
  playaid score toledo1085 game.json
  playaid score toledo1085 game.json --lang it  the report in Italian
  playaid score troyes - --json < result.json""")

_GAME = N_("the game: {games}")


def configure(parser: argparse.ArgumentParser, text: Text = ENGLISH) -> None:
    from playaid.automata.cli import add_lang

    parser.add_argument("game", metavar="GAME", choices=tuple(SCORE_REPORTS),
                        help=text(_GAME, games=", ".join(SCORE_REPORTS)))
    parser.add_argument("file", metavar="FILE", help=text(N_("JSON score sheet, or - for stdin")))
    parser.add_argument("--json", action="store_true", help=text(N_("print one JSON object instead of a table")))
    add_lang(parser, text, N_("the language of the report and of its refusals, every fault of the sheet at once: "
                              "{langs} (default: the system's, read from LANGUAGE, LC_ALL, LC_MESSAGES or LANG as "
                              "gettext reads them; else en); in another language the sheet's values may also be "
                              "written as its score pad names them, the keys staying English"))


def run(args: argparse.Namespace, io: Streams) -> int:
    from playaid.generator import score

    return score.run(args.game, args.file, as_json=args.json, out=io.out, stdin=io.inp, lang=io.text)
