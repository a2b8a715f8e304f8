"""``playaid score GAME FILE``: score a finished game from a JSON score sheet."""

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
DESCRIPTION = N_("Score a finished game. FILE is a JSON score sheet ('-' reads stdin), typed from the "
                 "game's score pad row by row as listed below; the shape for each game is also on its page of "
                 "the site and in the README.")
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
    parser.add_argument("file", metavar="FILE", help=N_("JSON score sheet, or - for stdin"))
    parser.add_argument("--json", action="store_true", help=N_("print one JSON object instead of a table"))
    parser.add_argument("--lang", default="en", choices=LANGUAGES, metavar="LANG",
                        help=ENGLISH(N_("language of the report: {langs} (default: en)"), langs=", ".join(LANGUAGES)))
    # The pads' rows are read from every game's package: only when the help is shown, so that
    # scoring a game imports that game alone.
    shown = parser.format_help

    def format_help() -> str:
        parser.epilog = f"{pad_rows()}\n\n{EXAMPLES}"
        return shown()

    parser.format_help = format_help  # type: ignore[method-assign]


def run(args: argparse.Namespace, io: Streams) -> int:
    from playaid.generator import score

    return score.run(args.game, args.file, as_json=args.json, out=io.out, stdin=io.inp, lang=args.lang)
