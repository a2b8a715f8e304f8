"""``playaid leroy turn|combat|setup``: answer one question about le Roy without a session.

The help is this command's own, marked for the catalog; what it prints about the rules comes
from the text source (:mod:`playaid.rules.troyes.text`), in the automaton's words.
"""

from __future__ import annotations

import argparse

from playaid.rules.text import ENGLISH, N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams
    from playaid.rules.text import Text

HELP = N_("answer one le Roy question: a turn, a combat, a setup step (Troyes solo)")
DESCRIPTION = (N_("Look up what le Roy does, without running a whole game. Dice are written R5, Y3, W6 "
                         "(red, yellow, white) in comma-separated lists; an empty list means none. Marks such as "
                         "{†T1} flag playaid rulings, where the rulebook is silent or unclear (see the Troyes "
                         "page of the site)."))
EXAMPLES = N_("""\
examples:
  playaid leroy turn --roll 3 --dice R5,Y3,W3 --player-dice W6,R2
  playaid leroy turn --roll 9 --dice R5,Y3 --banners 1 --json
  playaid leroy turn --roll 4 --dice Y6,R2 --meeples "4/2 5/1 3/3"
  playaid leroy combat --dice R6,Y5,W5 --black 5,4,1
  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3
  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3 --occupied palace:1,palace:2""")

#: The fields of ``leroy turn --json`` whose value is not always a number or a boolean.
TURN_JSON = N_("""\
--json prints one object: roll, action, vp, spent, remaining, bought, deniers_to_player,
building, cubes, cube_rows, expels, character, short, rulings. "vp" is "character" when he
scores the revealed character card (only the card shows its points); "expels" is
"if_possible" when --meeples is not given (he expels one of yours there if he can);
"rulings" lists the keys of the playaid rulings the turn relied on.""")

#: The fields of ``leroy combat --json``.
COMBAT_JSON = N_("""\
--json prints one object: used, eliminated, passed_back, remaining, rulings (a list of such
objects for two red events). "rulings" lists the keys of the playaid rulings the fight relied
on: {†K3} when his die is lower than the black die it removes, {†K2} when the round has two red
events.""")


def _rows(lang: Text, action: object = None, *, printed: bool | None = None, **where: object) -> str:
    """The rolls of the rows that ``action`` (or ``where``, a Row attribute) names, as a list."""
    from playaid.rules import troyes as tr

    rolls = [r.roll for r in tr.TABLE.values()
             if (action is None or r.action is action) and all(getattr(r, k) for k in where)
             and (printed is None or r.printed == printed)]
    return lang.join(str(n) for n in rolls)


def configure(parser: argparse.ArgumentParser, text: Text = ENGLISH) -> None:
    from playaid.automata.cli import add_lang
    from playaid.rules import troyes as tr

    say = text
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    fmt = argparse.RawDescriptionHelpFormatter
    cubes = max(r.cubes for r in tr.TABLE.values())
    turn = sub.add_parser(
        "turn", help=say(N_("one le Roy turn from a 2d6 roll")), formatter_class=fmt,
        description=say(N_("What le Roy does on one turn, and which dice he spends.")),
        epilog=say(N_("example:\n  playaid leroy turn --roll 2 --dice R5,Y3,W3 --player-dice W6")) + "\n\n"
        + say(TURN_JSON))
    turn.add_argument("--roll", required=True, metavar="N", help=say(
        N_("the total of the two black dice, {low}-{high}"), low=min(tr.TABLE), high=max(tr.TABLE)))
    turn.add_argument("--dice", required=True, metavar="LIST", help=say(N_("le Roy's dice, e.g. R5,Y3,W3")))
    turn.add_argument("--player-dice", default="", metavar="LIST", help=say(
        N_("your unused dice le Roy could buy on rows {printed} (and {ruled}, {†T1}); default: none"),
        printed=_rows(say, printed=True, bought=True), ruled=_rows(say, printed=False, bought=True)))
    turn.add_argument("--banners", metavar="N", help=say(
        N_("free banners on the right-most event, for rows {printed} and {ruled} ({†T2}); 0 when there is no "
           "event on display ({†E1})"),
        printed=_rows(say, printed=True, per_banner=True), ruled=_rows(say, printed=False, per_banner=True)))
    turn.add_argument("--cathedral-room", default=str(cubes), metavar="N", help=say(
        N_("free spaces on the cathedral for row {rows}: a total, or one count per row from the lowest, e.g. "
           "1,3,2 (default: {cubes})"), rows=_rows(say, tr.Action.CATHEDRAL), cubes=cubes))
    turn.add_argument("--meeples", metavar="COUNTS", help=say(
        N_("le Roy's and your meeples in the {buildings}, e.g. '4/2 5/1 3/3': whether his worker (rows {rows}) "
           "expels one of yours"), buildings=say.join(say(b.label) for b in tr.Building),
        rows=_rows(say, tr.Action.WORKER)))
    turn.add_argument("--no-characters", action="store_true", help=say(
        N_("the character pile is empty (row {rows})"), rows=_rows(say, tr.Action.CHARACTER)))
    turn.add_argument("--json", action="store_true", help=say(N_("print one JSON object (see below)")))
    add_lang(turn, say, _LANG_HELP)
    combat = sub.add_parser(
        "combat", help=say(N_("le Roy against black dice")), formatter_class=fmt,
        description=say(N_("Le Roy removes the highest black die with his strongest die.")),
        epilog=say(N_("example:\n  playaid leroy combat --dice R6,Y5 --black 5,4,1")) + "\n\n" + say(COMBAT_JSON))
    combat.add_argument("--dice", required=True, metavar="LIST", help=say(N_("le Roy's dice")))
    combat.add_argument("--black", required=True, metavar="LIST", help=say(
        N_("black dice values, e.g. 5,4,1; with two red events this round, each red event apart after a slash, "
           "e.g. 5,4/6 ({†K2})")))
    combat.add_argument("--json", action="store_true", help=say(N_("print one JSON object (a list for two events; "
                                                                    "see below)")))
    add_lang(combat, say, _LANG_HELP)
    setup = sub.add_parser(
        "setup", help=say(N_("where le Roy's {count} setup meeples go"), count=tr.SETUP_LE_ROY_STEP),
        formatter_class=fmt,
        epilog=say(N_("example:\n  playaid leroy setup --dice R6,R2,Y5,Y1,W4,W3 --occupied p1,p2,c1")),
        description=say(N_("One setup step: {dice} dice, {per_colour} of each colour, send le Roy's {count} meeples "
                           "to the best free places."),
                        dice=tr.SETUP_DICE, per_colour=tr.SETUP_DICE_PER_COLOUR, count=tr.SETUP_LE_ROY_STEP))
    setup.add_argument("--dice", required=True, metavar="LIST",
                       help=say(N_("the {count} setup dice"), count=tr.SETUP_DICE))
    setup.add_argument("--occupied", default="", metavar="LIST",
                       help=say(N_("places already taken, as BUILDING:PLACE or P1/C1/B1 (default: none)")))
    setup.add_argument("--json", action="store_true", help=say(N_("print one JSON object")))
    add_lang(setup, say, _LANG_HELP)


_LANG_HELP = N_("the language of the answer and of its refusals: {langs} (default: the system's, read from "
                "LANGUAGE, LC_ALL, LC_MESSAGES or LANG as gettext reads them; else en); in another language the "
                "dice may also be typed with its letters, as the solo automaton reads them")
_WHOLE = N_("{what} must be a whole number, not {value}")
_EACH_ROW = N_("each row of {option}")
_NOT_A_PLACE = N_("{value} is not a place: write BUILDING:PLACE, e.g. palace:1 or p1")
_PLACE_TWICE = N_("{value} is listed twice")
_BANNERS = N_("a roll of {roll} resolves the right-most event: give --banners N, the number of free banners on that "
              "card (0 when no event is on display)")


def _int(text: str, what: object) -> int:
    from playaid.generator.errors import UsageError
    from playaid.rules.shared import short

    try:
        return int(str(text).strip())
    except ValueError:
        raise UsageError(_WHOLE, what=what, value=short(text)) from None


def _room(text: str):  # -> int | tuple[int, ...]
    from playaid.rules.text import Said

    parts = [p for p in str(text).replace(" ", "").split(",")]
    if len(parts) == 1:
        return _int(parts[0], "--cathedral-room")
    return tuple(_int(p, Said(_EACH_ROW, option="--cathedral-room")) for p in parts)


def _dice(text: str, lang: Text = ENGLISH):  # -> tuple[Die, ...]
    """Dice as ``--dice`` gives them. In English, the rules core's notation (``R5,Y3,W6``); in
    another language, as the solo automaton reads them there: the language's letters
    (:data:`~playaid.rules.troyes.text.DIE_LETTERS`, Italian ``G3``, ``B6``) or the English ones,
    so that what ``playaid solo`` accepts is accepted here."""
    from playaid.rules import troyes as tr
    from playaid.rules.troyes import text as T

    if lang.lang == ENGLISH.lang or not text.strip() or text.strip().lower() in ("none", "-"):
        return tr.parse_dice(text)
    if text.strip().lower() == lang(T.NONE).lower():       # "nessuno", as the answer shows no dice
        return ()
    from playaid.automata.leroy import BadAnswer
    from playaid.automata.leroy import _dice as typed_dice
    from playaid.generator.errors import UsageError

    try:
        return typed_dice(text, lang)
    except BadAnswer as exc:
        raise UsageError(str(exc)) from None


def _occupied(text: str, lang: Text = ENGLISH):  # -> Board
    import re

    from playaid.generator.errors import UsageError
    from playaid.rules import troyes as tr
    from playaid.rules.shared import short

    board = tr.Board.empty()
    for part in filter(None, (p.strip() for p in text.split(","))):
        m = re.fullmatch(r"([^\W\d]+?)\s*:?\s*([1-6])", part)
        if not m:
            raise UsageError(_NOT_A_PLACE, value=short(part))
        building = tr.Building.parse(m.group(1), lang)
        place = int(m.group(2))
        if board.row(building)[place - 1] is not None:
            raise UsageError(_PLACE_TWICE, value=short(part))
        board = board.put(building, place, tr.Side.PLAYER)
    return board


def turn_lines(t, board, lang: Text = ENGLISH) -> list[str]:  # (Turn, Board | None, Text) -> lines
    """The text report of one turn, in the automaton's words, every ruling it relied on marked."""
    from playaid.rules import troyes as tr
    from playaid.rules.troyes import text as T

    r = tr.row(t.roll)
    ruled = T.ruled_row_text(r, lang)
    lines = [lang(T.ROLL_LINE_RULED if ruled else T.ROLL_LINE, roll=t.roll, action=T.row_text(r, lang),
                  price=T.price_text(r, lang), ruled=ruled),
             T.spent_text(t, lang)]
    if r.bought:
        lines.append(T.sale_text(t, lang))
    outcome = None if board is None or t.building is None else tr.place_worker(board, t.building)[1]
    lines.append(T.action_text(t, outcome, lang))
    lines.append(lang(T.VP_CHARACTER) if t.character else lang(T.VP_LINE, vp=t.vp))
    lines.append(lang(T.DICE_LEFT_LINE, dice=T.dice_list(t.remaining, lang)))
    return lines[:1] + ["  " + line for line in lines[1:]]


def run(args: argparse.Namespace, io: Streams) -> int:
    import json

    from playaid.rules import troyes as tr
    from playaid.rules.troyes import text as T

    lang = T.speaking(io.text)
    out = io.out
    if args.action == "turn":
        roll = _int(args.roll, "--roll")
        dice = _dice(args.dice, lang)
        player = _dice(args.player_dice, lang)
        banners = None if args.banners is None else _int(args.banners, "--banners")
        if banners is None and tr.row(roll).per_banner:
            from playaid.generator.errors import UsageError

            raise UsageError(_BANNERS, roll=roll)
        board = None if args.meeples is None else tr.Board.from_counts(tr.parse_counts(args.meeples))
        t = tr.turn(roll, dice, player, banners=banners, cathedral_room=_room(args.cathedral_room),
                    characters_left=0 if args.no_characters else 1, board=board)
        if args.json:
            out.write(json.dumps(t.to_dict()) + "\n")
            return 0
        out.write("\n".join(turn_lines(t, board, lang)) + "\n")
        return 0
    if args.action == "combat":
        events = tr.parse_black_events(args.black) or ((),)
        fights = tr.combat_events(_dice(args.dice, lang), events)
        if args.json:
            data = [c.to_dict() for c in fights]
            out.write(json.dumps(data[0] if len(data) == 1 else data) + "\n")
            return 0
        for n, c in enumerate(fights, 1):
            out.write(T.combat_text(c, n if len(fights) > 1 else None, lang) + "\n")
        return 0
    step = tr.setup_step(_dice(args.dice, lang), _occupied(args.occupied, lang))
    if args.json:
        out.write(json.dumps({
            "placed": [{"die": str(p.die) if p.die else None, "building": p.building.value, "place": p.place}
                       for p in step.placed],
            "skipped": [str(d) for d in step.skipped]}) + "\n")
        return 0
    out.write("".join(line + "\n" for line in T.setup_lines(step, lang)))
    return 0
