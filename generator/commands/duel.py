"""``playaid duel``: resolve a Toledo duel from the cards the attacker draws, in order.

The help's words about the tool are marked here; its words about the rules (how a round is
decided, when drawing stops, the fencing colours) and every rules sentence of the account come
from the Toledo text source, read when the command is configured or run, never at import: every
``playaid`` start imports this module.
"""

from __future__ import annotations

import argparse

from playaid.rules.text import N_, NC_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from playaid.generator.cli import Streams
    from playaid.rules.text import Text


HELP = N_("resolve a Toledo duel, round by round, from the cards drawn")
#: Filled in by :func:`configure` from the text source; the command line reads it only for this command.
DESCRIPTION = ""
EXAMPLES = ""

_RESOLVE = N_("Resolve a duel of Toledo from the cards the attacker draws, in the order given.")
_CARDS = N_("CARDS is a comma list of COLOUR:POSE, where COLOUR is a fencing colour or 'neutral' and POSE "
            "is 'attack' or 'defend'.")
_DECLARE = N_("--colours lists the game's colours, the third included; every colour named must then be one "
              "of them.")
_MARKS = N_("Marks such as {†D1} are playaid rulings, explained on the site's Toledo page.")
_EXAMPLES = N_("examples:")
#: Each example: the command's arguments after ``playaid duel``, and what it shows.
_EXAMPLE_RUNS = (
    (("--cards", "purple:defend,brown:defend,neutral:defend", "--attacker", "purple"),
     N_("the rulebook's duel: purple is the attacker's alone (1:0); nobody holds brown, so the defending "
        "pose takes round 2 (1:1); a neutral card, defending pose again: 1:2 for the defender")),
    (("--cards", "brown:attack,brown:defend,brown:defend", "--attacker", "brown", "--defender", "brown,purple"),
     N_("both hold brown, so the tiles cancel and the pose decides each round: 1:2 for the defender")),
    (("--cards", "neutral:attack,neutral:attack,purple:defend", "--json"),
     N_("2:0 after two cards ends the duel; the third card is reported as not drawn {†D1}, in JSON")),
    (("--colours", "purple,brown,teal", "--cards", "teal:attack,purple:attack,teal:attack", "--defender", "teal"),
     N_("teal named as the third colour {†D8}: the defender's teal tile takes both teal cards, even in the "
        "attacking pose, and the duel goes 1:2 to the defender")),
)

#: The words of the account around the text source's sentences.
_HOLDS = N_("Toledo duel \N{EM DASH} attacker holds {attacker}; defender holds {defender}")


def _description(text: Text) -> str:
    import textwrap

    from playaid.rules import toledo as t
    from playaid.rules.text import plain

    rules = [t.say(m, text) for m in (*t.DUEL_RULES, t.DUEL_UNDRAWN_RULE)]
    words = [text(_RESOLVE), *rules, text(_CARDS), t.say(t.COLOURS_RULE, text), text(_DECLARE), text(_MARKS)]
    return textwrap.fill(plain(" ".join(words)), 88)


def _examples(text: Text) -> str:
    import textwrap

    lines = [text(_EXAMPLES)]
    for argv, what in _EXAMPLE_RUNS:
        lines.append("  playaid duel " + " ".join(argv))
        lines += textwrap.wrap(text(what), 96, initial_indent=" " * 6, subsequent_indent=" " * 6)
    return "\n".join(lines)


def configure(parser: argparse.ArgumentParser, text: Text | None = None) -> None:
    from playaid.automata.cli import add_lang
    from playaid.rules import toledo as t
    from playaid.rules.text import ENGLISH

    text = text or ENGLISH
    parser.description = _description(text)
    parser.epilog = _examples(text)
    parser.add_argument("--cards", metavar="CARDS", required=True,
                        help=text(N_("the cards drawn, in order: COLOUR:POSE,COLOUR:POSE,...")))
    parser.add_argument("--attacker", metavar="COLOURS", default="",
                        help=text(N_("fencing colours the attacker holds, comma-separated (default: none)")))
    parser.add_argument("--defender", metavar="COLOURS", default="",
                        help=text(N_("fencing colours the defender holds, comma-separated (default: none)")))
    parser.add_argument("--colours", metavar="COLOURS", default=None,
                        help=t.say(N_("the game's fencing colours, at most {fencing_colours}, the third as your "
                                      "cards show it (default: {named_colours} only); every colour used must be "
                                      "one of them"), text))
    parser.add_argument("--json", action="store_true",
                        help=text(N_("print one JSON object instead of the account")))
    add_lang(parser, text, N_("the language of the account and of its refusals: {langs} (default: the system's, "
                              "read from LANGUAGE, LC_ALL, LC_MESSAGES or LANG as gettext reads them; else en); in "
                              "another language the cards, colours and poses may also be written in it "
                              "(viola:attacco)"))


def run(args: argparse.Namespace, io: Streams) -> int:
    from playaid.generator.errors import UsageError
    from playaid.rules import toledo as t

    lang = io.text
    # Without --colours only the rulebook's two colours are known (†D8): a misspelt one is refused,
    # never taken for the third.
    palette = t.Palette.parse(args.colours, lang) if args.colours is not None else t.Palette()
    try:
        duel = t.resolve_duel(t.parse_cards(args.cards, lang),
                              t.skill_set(args.attacker, "--attacker", lang),
                              t.skill_set(args.defender, "--defender", lang), palette, lang)
    except t.UnknownColour as exc:
        if exc.nearest is not None or not exc.declarable:
            raise
        # An unknown colour that could be the third: the refusal, then how to declare it.
        raise UsageError(_DECLARE_IT, refusal=exc, colours=exc.declaring(lang)) from None
    if args.json:
        import json

        io.out.write(json.dumps(duel.to_dict(), ensure_ascii=False) + "\n")
    else:
        io.out.write(render(duel, lang))
    return 0


#: How to declare an unknown colour as the third: the refusal, then the option that does it.
_DECLARE_IT = N_("{refusal}: --colours {colours}")


def render(duel: object, text: Text | None = None) -> str:
    """The round-by-round account printed in a terminal."""
    from playaid.generator.textfmt import table
    from playaid.rules import toledo as t
    from playaid.rules.text import ENGLISH, plain

    assert isinstance(duel, t.Duel)
    text = text or ENGLISH
    no_tile = NC_("a duellist's fencing tiles", "no fencing tile")
    columns = (NC_("duel account", "round"), NC_("duel account", "card"), NC_("duel account", "goes to"),
               NC_("duel account", "why"), NC_("duel account", "score"))

    def holds(colours: frozenset[str]) -> str:
        return ", ".join(t.colour_name(c, text) for c in sorted(colours)) or text(no_tile)

    lines = [text(_HOLDS, attacker=holds(duel.attacker), defender=holds(duel.defender)), ""]
    rows: list[list[object]] = [[text(c) for c in columns]]
    for r in duel.rounds:
        rows.append([r.number, t.card_text(r.card, text), text(r.winner.label), r.explain(text),
                     f"{r.score[0]}:{r.score[1]}"])
    lines.append(table(rows, align="rllll", indent=2))
    if duel.undrawn:
        lines.append("  " + t.say(t.DUEL_UNDRAWN, text, cards=", ".join(t.card_text(c, text) for c in duel.undrawn)))
    a, d = duel.score
    lines.append("")
    lines.append(t.say(t.DUEL_WINNER[duel.winner], text, won=max(a, d), lost=min(a, d)))
    won = t.DUEL_ATTACKER_WINS if duel.winner is t.Side.ATTACKER else t.DUEL_DEFENDER_WINS
    lines.append(plain(t.say(won, text)))
    lines.append(plain(t.say(t.DUEL_GOES_ON, text)))
    return "\n".join(lines) + "\n"
