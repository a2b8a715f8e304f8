"""``playaid duel``: resolve a Toledo duel from the cards the attacker draws, in order."""

from __future__ import annotations

import argparse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams

HELP = "resolve a Toledo duel, round by round, from the cards drawn"
DESCRIPTION = """\
Resolve a duel of Toledo. The attacker draws the cards in the order given; each round goes to
the duellist who alone holds a fencing skill tile of the card's colour, otherwise (both hold it,
neither does, or the card is neutral) to the side of the highlighted pose. The first to win two
rounds wins, so a third card is drawn only at 1:1 and no duel draws a fourth; a card given
after the end is reported as not drawn\u00a0(\u2020D1) and stays on the deck\u00a0(\u2020D5).

CARDS is a comma list of COLOUR:POSE, where COLOUR is a fencing colour or 'neutral' and POSE is
'attack' or 'defend'. The rulebook names two fencing colours, purple and brown; name the third
colour\u00a0(\u2020D2) as your cards show it (--colours checks every name against your list).
Marks such as \u2020D1 are playaid rulings, explained on the site's Toledo page."""
EXAMPLES = """\
examples:
  playaid duel --cards purple:defend,brown:defend,neutral:defend --attacker purple
      the rulebook's duel: purple is the attacker's alone (1:0); nobody holds brown, so the
      defending pose takes round 2 (1:1); a neutral card, defending pose again: 1:2 for the defender
  playaid duel --cards brown:attack,brown:defend,brown:defend --attacker brown --defender brown,purple
      both hold brown, so the tiles cancel and the pose decides each round: 1:2 for the defender
  playaid duel --cards neutral:attack,neutral:attack,purple:defend --json
      2:0 after two cards ends the duel; the third card is reported as not drawn \u2020D1, in JSON
  playaid duel --colours purple,brown,teal --cards teal:attack,purple:attack,teal:attack --defender teal
      teal named as the third colour \u2020D2: the defender's teal tile takes both teal cards, even in the
      attacking pose, and the duel goes 1:2 to the defender"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cards", metavar="CARDS", required=True,
                        help="the cards drawn, in order: COLOUR:POSE,COLOUR:POSE,...")
    parser.add_argument("--attacker", metavar="COLOURS", default="",
                        help="fencing colours the attacker holds, comma-separated (default: none)")
    parser.add_argument("--defender", metavar="COLOURS", default="",
                        help="fencing colours the defender holds, comma-separated (default: none)")
    parser.add_argument("--colours", metavar="COLOURS", default=None,
                        help="the game's fencing colours (at most 3); every colour used must be one of them")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the account")


def run(args: argparse.Namespace, io: Streams) -> int:
    from playaid.rules import toledo as t

    palette = t.Palette.parse(args.colours) if args.colours is not None else None
    duel = t.resolve_duel(t.parse_cards(args.cards), t.skill_set(args.attacker, "--attacker"),
                          t.skill_set(args.defender, "--defender"), palette)
    if args.json:
        import json

        io.out.write(json.dumps(duel.to_dict(), ensure_ascii=False) + "\n")
    else:
        io.out.write(render(duel))
    return 0


def render(duel: object) -> str:
    """The round-by-round account printed in a terminal."""
    from playaid.generator.textfmt import table
    from playaid.rules import toledo as t

    assert isinstance(duel, t.Duel)

    def holds(colours: frozenset[str]) -> str:
        return ", ".join(sorted(colours)) or "no fencing tile"

    lines = [f"Toledo duel \N{EM DASH} attacker holds {holds(duel.attacker)}; defender holds {holds(duel.defender)}", ""]
    rows: list[list[object]] = [["round", "card", "goes to", "why", "score"]]
    for r in duel.rounds:
        rows.append([r.number, str(r.card), r.winner.value, r.explain(), f"{r.score[0]}:{r.score[1]}"])
    lines.append(table(rows, align="rllll", indent=2))
    if duel.undrawn:
        lines.append(f"  not drawn {t.ruling_mark('D1')}, the duel was over (it stays on the deck"
                     f" {t.ruling_mark('D5')}): {', '.join(str(c) for c in duel.undrawn)}")
    a, d = duel.score
    lines.append("")
    lines.append(f"Winner: the {duel.winner.value}, {max(a, d)} rounds to {min(a, d)}.")
    if duel.winner is t.Side.ATTACKER:
        lines.append("The defender's piece goes back to the Cathedral; the attacker takes its circle and may trade.")
    else:
        lines.append("The attacker's piece goes back to the Cathedral; the defender stays on the circle.")
    lines.append("Either way the attacker's turn goes on.")
    return "\n".join(lines) + "\n"
