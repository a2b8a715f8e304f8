"""``playaid leroy turn|combat|setup``: answer one question about le Roy without a session."""

from __future__ import annotations

import argparse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams

HELP = "answer one le Roy question: a turn, a combat, a setup step (Troyes solo)"
DESCRIPTION = ("Look up what le Roy does, without running a whole game. Dice are written R5, Y3, W6 "
               "(red, yellow, white) in comma-separated lists; an empty list means none. Marks such as "
               "\u2020T1 flag playaid rulings, where the rulebook is silent or unclear (see the Troyes "
               "page of the site).")
EXAMPLES = """\
examples:
  playaid leroy turn --roll 3 --dice R5,Y3,W3 --player-dice W6,R2
  playaid leroy turn --roll 9 --dice R5,Y3 --banners 1 --json
  playaid leroy turn --roll 4 --dice Y6,R2 --meeples "4/2 5/1 3/3"
  playaid leroy combat --dice R6,Y5,W5 --black 5,4,1
  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3
  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3 --occupied palace:1,palace:2"""

#: The fields of ``leroy turn --json`` whose value is not always a number or a boolean.
TURN_JSON = """\
--json prints one object: roll, action, vp, spent, remaining, bought, deniers_to_player,
building, cubes, cube_rows, expels, character, short, rulings. "vp" is "character" when he
scores the revealed character card (only the card shows its points); "expels" is
"if_possible" when --meeples is not given (he expels one of yours there if he can);
"rulings" lists the keys of the playaid rulings the turn relied on."""


def configure(parser: argparse.ArgumentParser) -> None:
    from playaid.rules import troyes as tr

    k = {r.key: r.mark for r in tr.RULINGS}
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    fmt = argparse.RawDescriptionHelpFormatter
    turn = sub.add_parser("turn", help="one le Roy turn from a 2d6 roll", formatter_class=fmt,
                          description="What le Roy does on one turn, and which dice he spends.",
                          epilog="example:\n  playaid leroy turn --roll 2 --dice R5,Y3,W3 --player-dice W6\n\n"
                                 + TURN_JSON)
    turn.add_argument("--roll", required=True, metavar="N", help="the total of the two black dice, 2-12")
    turn.add_argument("--dice", required=True, metavar="LIST", help="le Roy's dice, e.g. R5,Y3,W3")
    turn.add_argument("--player-dice", default="", metavar="LIST",
                      help=f"your unused dice le Roy could buy on rows 2 and 3 (and 11 and 12, {k['T1']}); "
                           "default: none")
    turn.add_argument("--banners", metavar="N",
                      help=f"free banners on the right-most event, for rows 5 and 9 ({k['T2']}); "
                           f"0 when there is no event on display ({k['E1']})")
    turn.add_argument("--cathedral-room", default="2", metavar="N",
                      help="free spaces on the cathedral for row 7: a total, or one count per row from "
                           "the lowest, e.g. 1,3,2 (default: 2)")
    turn.add_argument("--meeples", metavar="COUNTS",
                      help="le Roy's and your meeples in the Palace, City Hall and Bishopric, e.g. "
                           "'4/2 5/1 3/3': whether his worker (rows 4 and 10) expels one of yours")
    turn.add_argument("--no-characters", action="store_true", help="the character pile is empty (row 8)")
    turn.add_argument("--json", action="store_true", help="print one JSON object (see below)")
    combat = sub.add_parser("combat", help="le Roy against black dice", formatter_class=fmt,
                            description="Le Roy removes the highest black die with his strongest die.",
                            epilog="example:\n  playaid leroy combat --dice R6,Y5 --black 5,4,1")
    combat.add_argument("--dice", required=True, metavar="LIST", help="le Roy's dice")
    combat.add_argument("--black", required=True, metavar="LIST",
                        help=f"black dice values, e.g. 5,4,1; with two red events this round, each red "
                             f"event apart after a slash, e.g. 5,4/6 ({k['K2']})")
    combat.add_argument("--json", action="store_true", help="print one JSON object (a list for two events)")
    setup = sub.add_parser("setup", help="where le Roy's three setup meeples go", formatter_class=fmt,
                           description="One setup step: six dice, two of each colour, send le Roy's "
                                       "three meeples to the best free places.",
                           epilog="example:\n  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3 --occupied p1,p2,c1")
    setup.add_argument("--dice", required=True, metavar="LIST", help="the six setup dice")
    setup.add_argument("--occupied", default="", metavar="LIST",
                       help="places already taken, as BUILDING:PLACE or P1/C1/B1 (default: none)")
    setup.add_argument("--json", action="store_true", help="print one JSON object")


def _int(text: str, what: str) -> int:
    from playaid.rules.errors import InvalidNotation
    from playaid.rules.shared import short

    try:
        return int(str(text).strip())
    except ValueError:
        raise InvalidNotation(f"{what} must be a whole number, not {short(text)}") from None


def _room(text: str):  # -> int | tuple[int, ...]
    parts = [p for p in str(text).replace(" ", "").split(",")]
    if len(parts) == 1:
        return _int(parts[0], "--cathedral-room")
    return tuple(_int(p, "each row of --cathedral-room") for p in parts)


def _occupied(text: str):  # -> Board
    import re

    from playaid.rules import troyes as tr
    from playaid.rules.errors import InvalidNotation
    from playaid.rules.shared import short

    board = tr.Board.empty()
    for part in filter(None, (p.strip() for p in text.split(","))):
        m = re.fullmatch(r"([A-Za-z_ ]+?)\s*:?\s*([1-6])", part)
        if not m:
            raise InvalidNotation(f"{short(part)} is not a place: write BUILDING:PLACE, e.g. palace:1 or p1")
        building = tr.Building.parse(m.group(1))
        place = int(m.group(2))
        if board.row(building)[place - 1] is not None:
            raise InvalidNotation(f"{short(part)} is listed twice")
        board = board.put(building, place, tr.Side.PLAYER)
    return board


def turn_lines(t, board) -> list[str]:  # (Turn, Board | None) -> lines
    """The text report of one turn, in the automaton's words, every ruling it relied on marked."""
    from playaid.rules import troyes as tr

    r = tr.row(t.roll)
    ruled = tr.ruled_row_text(r)
    lines = [f"Roll {t.roll}: {r.text}; price {r.price_text}{f' ({ruled})' if ruled else ''}.",
             f"  {tr.capital(tr.spent_text(t))}."]
    if r.bought:
        lines.append(f"  {tr.capital(tr.sale_text(t))}.")
    if t.action is tr.Action.WORKER:
        assert t.building is not None
        outcome = None if board is None else tr.place_worker(board, t.building)[1]
        lines.append(f"  {tr.capital(tr.worker_text(t.building, outcome))}.")
    elif t.action is not tr.Action.GAIN_VP:
        lines.append(f"  {tr.capital(tr.action_text(t))}.")
    if t.character:
        lines.append("  VP: the top character card's points, for him and for you (he never scores gold or "
                     "influence).")
    else:
        lines.append(f"  VP: {t.vp}.")
    lines.append(f"  Dice left: {tr.dice_text(t.remaining)}.")
    return lines


def run(args: argparse.Namespace, io: Streams) -> int:
    import json

    from playaid.rules import troyes as tr

    out = io.out
    if args.action == "turn":
        roll = _int(args.roll, "--roll")
        dice = tr.parse_dice(args.dice)
        player = tr.parse_dice(args.player_dice)
        banners = None if args.banners is None else _int(args.banners, "--banners")
        if banners is None and tr.row(roll).per_banner:
            from playaid.generator.errors import UsageError

            raise UsageError(f"a roll of {roll} resolves the right-most event: give --banners N, "
                             "the number of free banners on that card (0 when no event is on display)")
        board = None if args.meeples is None else tr.Board.from_counts(tr.parse_counts(args.meeples))
        t = tr.turn(roll, dice, player, banners=banners, cathedral_room=_room(args.cathedral_room),
                    characters_left=0 if args.no_characters else 1, board=board)
        if args.json:
            out.write(json.dumps(t.to_dict()) + "\n")
            return 0
        out.write("\n".join(turn_lines(t, board)) + "\n")
        return 0
    if args.action == "combat":
        events = tr.parse_black_events(args.black) or ((),)
        fights = tr.combat_events(tr.parse_dice(args.dice), events)
        if args.json:
            data = [c.to_dict() for c in fights]
            out.write(json.dumps(data[0] if len(data) == 1 else data) + "\n")
            return 0
        for n, c in enumerate(fights, 1):
            out.write(tr.capital(tr.combat_text(c, n if len(fights) > 1 else None)) + ".\n")
        return 0
    step = tr.setup_step(tr.parse_dice(args.dice), _occupied(args.occupied))
    if args.json:
        out.write(json.dumps({
            "placed": [{"die": str(p.die) if p.die else None, "building": p.building.value, "place": p.place}
                       for p in step.placed],
            "skipped": [str(d) for d in step.skipped]}) + "\n")
        return 0
    for p in step.placed:
        why = (f"for {p.die}" if p.die else
               f"(no die left for a building with room: the best free place, Palace first {tr.mark('S1')})")
        out.write(f"Le Roy meeple to place {p.place} of the {p.building.label} {why}\n")
    if step.skipped:
        out.write(f"Passed over, their building full {tr.mark('S1')}: {tr.dice_text(step.skipped)}\n")
    return 0
