"""``playaid leroy turn|combat|setup``: answer one question about le Roy without a session."""

from __future__ import annotations

import argparse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from generator.cli import Streams

HELP = "answer one le Roy question: a turn, a combat, a setup step (Troyes solo)"
DESCRIPTION = ("Look up what le Roy does, without running a whole game. Dice are written R5, Y3, W6 "
               "(red, yellow, white) in comma-separated lists; an empty list means none.")
EXAMPLES = """\
examples:
  playaid leroy turn --roll 3 --dice R5,Y3,W3 --player-dice W6,R2
  playaid leroy turn --roll 9 --dice R5,Y3 --banners 1 --json
  playaid leroy combat --dice R6,Y5,W5 --black 5,4,1
  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3
  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3 --occupied palace:1,palace:2"""


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    fmt = argparse.RawDescriptionHelpFormatter
    turn = sub.add_parser("turn", help="one le Roy turn from a 2d6 roll", formatter_class=fmt,
                          description="What le Roy does on one turn, and which dice he spends.",
                          epilog="example:\n  playaid leroy turn --roll 2 --dice R5,Y3,W3 --player-dice W6")
    turn.add_argument("--roll", required=True, metavar="N", help="the total of the two black dice, 2-12")
    turn.add_argument("--dice", required=True, metavar="LIST", help="le Roy's dice, e.g. R5,Y3,W3")
    turn.add_argument("--player-dice", default="", metavar="LIST",
                      help="your dice le Roy could buy on rows 2, 3, 11, 12 (default: none)")
    turn.add_argument("--banners", metavar="N", help="free banners on the right-most event (rows 5 and 9)")
    turn.add_argument("--cathedral-room", default="2", metavar="N",
                      help="free spaces on the cathedral for row 7 (default: 2)")
    turn.add_argument("--no-characters", action="store_true", help="the character pile is empty (row 8)")
    turn.add_argument("--json", action="store_true", help="print one JSON object")
    combat = sub.add_parser("combat", help="le Roy against black dice", formatter_class=fmt,
                            description="Le Roy removes the highest black die with his strongest die.",
                            epilog="example:\n  playaid leroy combat --dice R6,Y5 --black 5,4,1")
    combat.add_argument("--dice", required=True, metavar="LIST", help="le Roy's dice")
    combat.add_argument("--black", required=True, metavar="LIST", help="black dice values, e.g. 5,4,1")
    combat.add_argument("--json", action="store_true", help="print one JSON object")
    setup = sub.add_parser("setup", help="where le Roy's three setup meeples go", formatter_class=fmt,
                           description="One setup step: six dice, two of each colour, send le Roy's "
                                       "three meeples to the best free places.",
                           epilog="example:\n  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3 --occupied p1,p2,c1")
    setup.add_argument("--dice", required=True, metavar="LIST", help="the six setup dice")
    setup.add_argument("--occupied", default="", metavar="LIST",
                       help="places already taken, as BUILDING:PLACE or P1/C1/B1 (default: none)")
    setup.add_argument("--json", action="store_true", help="print one JSON object")


def _int(text: str, what: str) -> int:
    from rules.errors import InvalidNotation

    try:
        return int(str(text).strip())
    except ValueError:
        raise InvalidNotation(f"{what} must be a whole number, not {text!r}") from None


def _occupied(text: str):  # -> Board
    import re

    from rules import troyes as tr
    from rules.errors import InvalidNotation

    board = tr.Board.empty()
    for part in filter(None, (p.strip() for p in text.split(","))):
        m = re.fullmatch(r"([A-Za-z_ ]+?)\s*:?\s*([1-6])", part)
        if not m:
            raise InvalidNotation(f"{part!r} is not a place: write BUILDING:PLACE, e.g. palace:1 or p1")
        building = tr.Building.parse(m.group(1))
        place = int(m.group(2))
        if board.row(building)[place - 1] is not None:
            raise InvalidNotation(f"{part!r} is listed twice")
        board = board.put(building, place, tr.Side.PLAYER)
    return board


def run(args: argparse.Namespace, io: Streams) -> int:
    import json

    from rules import troyes as tr

    out = io.out
    if args.action == "turn":
        roll = _int(args.roll, "--roll")
        dice = tr.parse_dice(args.dice)
        player = tr.parse_dice(args.player_dice)
        banners = None if args.banners is None else _int(args.banners, "--banners")
        if banners is None and tr.row(roll).per_banner:
            from generator.errors import UsageError

            raise UsageError(f"a roll of {roll} resolves the right-most event: give --banners N, "
                             "the number of free banners on that card")
        t = tr.turn(roll, dice, player, banners=banners, cathedral_room=_int(args.cathedral_room, "--cathedral-room"),
                    characters_left=0 if args.no_characters else 1)
        if args.json:
            out.write(json.dumps(t.to_dict()) + "\n")
            return 0
        r = tr.row(roll)
        ruled = f" (row {r.roll} copies row {r.mirrors}: a playaid ruling)" if r.mirrors else ""
        out.write(f"Roll {roll}: {r.text}; price {r.price_text}{ruled}.\n")
        out.write(f"  spends:    {tr.dice_text(t.spent)}{' (all he had)' if t.short else ''}\n")
        if r.bought:
            out.write(f"  buys:      {t.bought} for {t.deniers_to_player} deniers\n" if t.bought
                      else "  buys:      nothing (you have no die to sell; he uses his own, pays nothing)\n")
        if t.building:
            out.write(f"  worker to: the {t.building.label}\n")
        if t.action is tr.Action.CATHEDRAL:
            out.write(f"  cubes:     {t.cubes}\n")
        out.write(f"  VP:        {t.vp}\n")
        out.write(f"  left:      {tr.dice_text(t.remaining)}\n")
        return 0
    if args.action == "combat":
        c = tr.combat(tr.parse_dice(args.dice), tr.parse_black(args.black))
        if args.json:
            out.write(json.dumps(c.to_dict()) + "\n")
        elif c.used is None:
            out.write(f"Le Roy removes nothing; passed back to you: {', '.join(map(str, c.passed_back)) or 'none'}.\n")
        else:
            back = ", ".join(map(str, c.passed_back)) or "none"
            out.write(f"Le Roy spends {c.used} to remove the black {c.eliminated}; passed back to you: {back}.\n")
        return 0
    step = tr.setup_step(tr.parse_dice(args.dice), _occupied(args.occupied))
    if args.json:
        out.write(json.dumps({
            "placed": [{"die": str(p.die) if p.die else None, "building": p.building.value, "place": p.place}
                       for p in step.placed],
            "skipped": [str(d) for d in step.skipped]}) + "\n")
        return 0
    for p in step.placed:
        why = f"for {p.die}" if p.die else "(no die for a building with room)"
        out.write(f"Le Roy meeple to place {p.place} of the {p.building.label} {why}\n")
    if step.skipped:
        out.write(f"Passed over (building full): {tr.dice_text(step.skipped)}\n")
    return 0
