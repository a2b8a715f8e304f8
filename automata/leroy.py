"""Le Roy, the King's Challenge opponent, as a script that asks questions and says what to do.

:func:`play` is a generator: it yields an :class:`Ask` whenever it needs something only the
player can know, and receives the parsed answer. Everything it says goes to ``ctx.say``. Given
the same seed and the same answers it always says the same things, so a session is saved as
its seed and its answers and restored by replaying them (see :mod:`playaid.automata.session`).

All rules come from :mod:`playaid.rules.troyes` and every sentence from its text source
(:mod:`playaid.rules.troyes.text`), shown in the language of ``ctx.text``; this module only
sequences them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from playaid.rules import troyes as tr
from playaid.rules.errors import RulesError
from playaid.rules.text import ENGLISH, Text
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from playaid.rules.text import Message

DEFAULT_ROUNDS = tr.ROUNDS
#: The most rounds the automaton accepts (a typing error beyond).
MAX_ROUNDS = 20
CHARACTERS = tr.CHARACTER_CARDS


class BadAnswer(ValueError):
    """An answer that does not fit the question; the message is the hint shown to the player."""


@dataclass(frozen=True)
class Ask:
    """A question: its text, the default offered in brackets, and how to read an answer."""

    key: str
    text: str
    default: str
    parse: Callable[[str], Any]
    hint: str


@dataclass
class Context:
    """What the script may touch: its random source, its language and its output. Owned by the session."""

    rng: random.Random
    manual_dice: bool = False
    lines: list[str] = field(default_factory=list)
    status: dict[str, Any] = field(default_factory=dict)
    text: Text = ENGLISH

    def say(self, message: Message | None = None, **values: Any) -> None:
        """Say a message of the text source, filled in with ``values`` (nothing: an empty line)."""
        self.lines.append("" if message is None else self.text(message, **values))

    def tell(self, line: str, indent: str = "") -> None:
        """Say a sentence already made by the text source (``playaid.rules.troyes.text``)."""
        self.lines.append(indent + line)


Script = Generator  #: a generator yielding Ask, receiving answers (Generator[Ask, Any, None])

_INDENT = "  "


# ------------------------------------------------------------------------------------------
# Answer readers: each returns a value or raises BadAnswer with a hint


def _int_in(low: int, high: int | None, what: Message, lang: Text = ENGLISH) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            n = int(text.strip())
        except ValueError:
            raise BadAnswer(lang(T.NOT_A_NUMBER, what=lang(what))) from None
        if n < low or (high is not None and n > high):
            bound = T.NOT_IN_RANGE if high is not None else T.NOT_ENOUGH
            raise BadAnswer(lang(bound, what=lang(what), low=low, high=high))
        return n
    return parse


def _yes_no(text: str, lang: Text = ENGLISH) -> bool:
    t = text.strip().lower()
    if t in ("y", "yes"):
        return True
    if t in ("n", "no"):
        return False
    raise BadAnswer(lang(T.HINT_YES_NO))


def _who(text: str, lang: Text = ENGLISH) -> str:
    t = text.strip().lower()
    if t in ("you", "me", "i", "player", "p"):
        return "you"
    if t in ("le roy", "leroy", "roy", "king", "r", "him"):
        return "le Roy"
    raise BadAnswer(lang(T.HINT_WHO))


def _dice(expect: dict[tr.Colour, int] | None = None, lang: Text = ENGLISH) -> Callable[[str], tuple[tr.Die, ...]]:
    def parse(text: str) -> tuple[tr.Die, ...]:
        try:
            dice = tr.parse_dice(text)
        except RulesError as exc:
            raise BadAnswer(str(exc)) from None
        if expect is not None:
            got = {c: sum(1 for d in dice if d.colour is c) for c in tr.Colour}
            if got != expect:
                raise BadAnswer(lang(T.NOT_THOSE_DICE, plan=T.round_plan(expect, lang)))
        return dice
    return parse


def _black(text: str) -> tuple[tuple[int, ...], ...]:
    try:
        return tr.parse_black_events(text)
    except RulesError as exc:
        raise BadAnswer(str(exc)) from None


def _two_black(text: str, lang: Text = ENGLISH) -> int:
    t = text.replace("+", ",").strip()
    try:
        parts = [int(p) for p in t.split(",")] if "," in t else [int(t)]
    except ValueError:
        raise BadAnswer(lang(T.NOT_TWO_BLACK, low=min(tr.TABLE), high=max(tr.TABLE))) from None
    if len(parts) == 2 and all(1 <= p <= 6 for p in parts):
        return parts[0] + parts[1]
    if len(parts) == 1 and parts[0] in tr.TABLE:
        return parts[0]
    raise BadAnswer(lang(T.NOT_TWO_BLACK, low=min(tr.TABLE), high=max(tr.TABLE)))


def _buildings(lang: Text) -> str:
    return lang.join(lang(b.label) for b in tr.Building)


def _place(board_ref: Callable[[], tr.Board], lang: Text = ENGLISH) -> Callable[[str], tuple[tr.Building, int]]:
    def parse(text: str) -> tuple[tr.Building, int]:
        words = text.replace(",", " ").split()
        if not words:
            raise BadAnswer(lang(T.NO_PLACE_SAID))
        number = None
        if words[-1].isdigit():
            number = int(words.pop())
        elif len(words[-1]) > 1 and words[-1][-1].isdigit() and words[-1][:-1].isalpha():
            number = int(words[-1][-1])
            words[-1] = words[-1][:-1]
        try:
            building = tr.Building.parse(" ".join(words))
        except RulesError:
            raise BadAnswer(lang(T.NOT_A_BUILDING, buildings=", ".join(str(b) for b in tr.Building),
                                 places=tr.PLACES)) from None
        board = board_ref()
        name = lang(building.label)
        if number is None:
            number = board.best_free(building)
            if number is None:
                raise BadAnswer(lang(T.BUILDING_FULL, building=name))
        if not 1 <= number <= tr.PLACES:
            raise BadAnswer(lang(T.NOT_A_PLACE, places=tr.PLACES))
        if board.row(building)[number - 1] is not None:
            raise BadAnswer(lang(T.PLACE_TAKEN, place=number, building=name))
        return building, number
    return parse


def _counts(text: str) -> dict[tr.Building, tuple[int, int]]:
    try:
        return tr.parse_counts(text)
    except RulesError as exc:
        raise BadAnswer(str(exc)) from None


def _player_turn(pool_ref: Callable[[], tuple[tr.Die, ...]],
                 lang: Text = ENGLISH) -> Callable[[str], tuple[str, tuple[tr.Die, ...]]]:
    def parse(text: str) -> tuple[str, tuple[tr.Die, ...]]:
        t = text.strip().lower()
        if t in ("done", "d", "ok", ""):
            return ("done", ())
        if t in ("pass", "p"):
            return ("pass", ())
        word, _, rest = t.partition(" ")
        if word in ("buy", "take"):
            try:
                dice = tr.parse_dice(rest)
            except RulesError as exc:
                raise BadAnswer(str(exc)) from None
            pool = list(pool_ref())
            for d in dice:
                if d not in pool:
                    raise BadAnswer(lang(T.NOT_HIS_DIE, die=str(d), dice=tr.dice_text(pool_ref())))
                pool.remove(d)
            if not dice:
                raise BadAnswer(lang(T.WHICH_DICE))
            return ("take", dice)
        raise BadAnswer(lang(T.NOT_A_TURN))
    return parse


def _roll_or(read: Callable[[str], Any]) -> Callable[[str], Any]:
    """A reader that also accepts ``roll``: the automaton then rolls the dice itself."""
    return lambda t: "roll" if t.strip().lower() == "roll" else read(t)


# ------------------------------------------------------------------------------------------
# The game


@dataclass
class State:
    """What the automaton tracks between questions."""

    board: tr.Board = field(default_factory=tr.Board.empty)
    dice: tuple[tr.Die, ...] = ()
    vp: int = 0
    characters: int = CHARACTERS
    round: int = 0
    rounds: int = DEFAULT_ROUNDS
    starter: str = "you"


def _status(ctx: Context, s: State) -> None:
    lang = ctx.text
    ctx.status.update({
        lang(T.STATUS_ROUND): s.round or lang(T.STATUS_SETUP),
        lang(T.STATUS_DICE): tr.dice_text(s.dice),
        lang(T.STATUS_TALLY): s.vp,
        lang(T.STATUS_CHARACTERS): s.characters,
        lang(T.STATUS_MEEPLES): T.meeples_text(s.board, lang),
    })


def _ask(ctx: Context, key: str, message: Message, default: str, parse: Callable[[str], Any],
         hint: Message, indent: str = "", **values: Any) -> Ask:
    """A question of the text source, with its hint, in the context's language."""
    lang = ctx.text
    return Ask(key, indent + T.sentence(message, lang, **values), default, parse, T.sentence(hint, lang, **values))


def _roll(ctx: Context, colour: tr.Colour) -> tr.Die:
    return tr.Die(colour, ctx.rng.randint(1, 6))


def play(ctx: Context) -> Script:
    """The whole King's Challenge, from setup placement to the final rating."""
    s = State()
    lang = ctx.text
    ctx.say(T.HEADING)
    ctx.say(T.INTRO)
    ctx.say()
    ctx.say(T.SETUP_HEADING)
    s.rounds = yield _ask(ctx, "rounds", T.ASK_ROUNDS, str(DEFAULT_ROUNDS),
                          _int_in(1, MAX_ROUNDS, T.WHAT_ROUNDS, lang), T.HINT_ROUNDS, low=1, high=MAX_ROUNDS)
    s.starter = yield _ask(ctx, "first", T.ASK_FIRST, "you", lambda t: _who(t, lang), T.HINT_WHO)
    yield from _setup(ctx, s)
    ctx.tell(T.solo_changes(lang)["characters"])
    while True:
        s.round += 1
        yield from _round(ctx, s)
        default = "yes" if s.round >= s.rounds else "no"
        _status(ctx, s)
        over = yield _ask(ctx, "end", T.ASK_END, default, lambda t: _yes_no(t, lang), T.HINT_YES_NO, round=s.round)
        if over:
            break
        s.starter = "le Roy" if s.starter == "you" else "you"
    yield from _end(ctx, s)


def _setup(ctx: Context, s: State) -> Script:
    lang = ctx.text
    step = 0
    for side, count in tr.setup_turns():
        if side is tr.Side.PLAYER:
            for k in range(1, count + 1):
                building, place = yield _ask(ctx, "meeple", T.ASK_MEEPLE, _suggest_place(s.board),
                                             _place(lambda: s.board, lang), T.HINT_MEEPLE, number=k, count=count)
                s.board = s.board.put(building, place, tr.Side.PLAYER)
            continue
        step += 1
        dice = yield from _setup_dice(ctx, step)
        result = tr.setup_step(dice, s.board, count)
        s.board = result.board
        best = [p.die for p in result.placed if p.die is not None]
        ctx.say(T.SETUP_STEP, step=step, dice=tr.dice_text(tr.rank(dice)), best=tr.dice_text(best))
        for line in T.setup_lines(result, lang):
            ctx.tell(line, _INDENT)
        _status(ctx, s)
    ctx.say(T.SETUP_DONE, meeples=T.meeples_text(s.board, lang))
    _status(ctx, s)


def _suggest_place(board: tr.Board) -> str:
    """The best free place of the building with the most room (Palace first on a tie), as typed."""
    room = {b: tr.PLACES - sum(board.counts()[b]) for b in tr.Building}
    b = max(tr.Building, key=lambda x: room[x])
    place = board.best_free(b)
    return f"{b} {place}" if place else ""


def _setup_dice(ctx: Context, step: int) -> Generator[Ask, Any, tuple[tr.Die, ...]]:
    if ctx.manual_dice:
        expect = {c: tr.SETUP_DICE_PER_COLOUR for c in tr.Colour}
        typed = yield _ask(ctx, "setup_dice", T.ASK_SETUP_DICE, "roll", _roll_or(_dice(expect, ctx.text)),
                           T.HINT_SETUP_DICE, step=step)
        if typed != "roll":
            return typed
    return tuple(_roll(ctx, c) for c in tr.Colour for _ in range(tr.SETUP_DICE_PER_COLOUR))


def _round(ctx: Context, s: State) -> Script:
    lang = ctx.text
    ctx.say()
    ctx.say(T.ROUND_YOU_START if s.starter == "you" else T.ROUND_LE_ROY_STARTS, round=s.round)
    if s.round > 1:
        default = " ".join(f"{r}/{p}" for r, p in s.board.counts().values())
        counts = yield _ask(ctx, "meeples", T.ASK_MEEPLES, default, _counts, T.HINT_MEEPLES,
                            buildings=_buildings(lang), count=len(tr.Building))
        s.board = tr.Board.from_counts(counts)
    need = tr.dice_for_round(s.board)
    dice = yield from _round_dice(ctx, need)
    s.dice = tr.rank(dice)
    ctx.say(T.ROUND_DICE_ROLLED, plan=T.round_plan(need, lang), dice=tr.dice_text(s.dice))
    _status(ctx, s)
    events = yield _ask(ctx, "black", T.ASK_BLACK, "none", _black, T.HINT_BLACK)
    for n, fight in enumerate(tr.combat_events(s.dice, events), 1):
        s.dice = fight.remaining
        ctx.tell(T.combat_text(fight, n if len(events) > 1 else None, lang), _INDENT)
    turn = s.starter
    player_out = False
    while s.dice:
        if turn == "you" and not player_out:
            _status(ctx, s)
            kind, taken = yield _ask(ctx, "your_turn", T.ASK_YOUR_TURN, "done", _player_turn(lambda: s.dice, lang),
                                     T.HINT_YOUR_TURN)
            if kind == "pass":
                player_out = True
                ctx.tell(lang(T.OUT_OF_DICE), _INDENT)
            elif kind == "take":
                pool = list(s.dice)
                for d in taken:
                    pool.remove(d)
                s.dice = tuple(pool)
                ctx.tell(lang(T.YOU_TOOK, dice=tr.dice_text(taken)), _INDENT)
        elif turn == "le Roy":
            yield from _leroy_turn(ctx, s)
        turn = "le Roy" if turn == "you" else "you"
    if not player_out:
        ctx.say(T.ALL_DICE_USED)
        _status(ctx, s)
        yield _ask(ctx, "finish", T.ASK_FINISH, "done", lambda t: t, T.HINT_FINISH)
    ctx.say(T.TRAVELING_BUILDERS_DUE, card=lang(T.TRAVELING_BUILDERS), vp=tr.TRAVELING_BUILDERS_VP)


def _round_dice(ctx: Context, need: dict[tr.Colour, int]) -> Generator[Ask, Any, tuple[tr.Die, ...]]:
    if ctx.manual_dice:
        plan = T.round_plan(need, ctx.text)
        typed = yield _ask(ctx, "dice", T.ASK_DICE, "roll", _roll_or(_dice(need, ctx.text)), T.HINT_DICE, plan=plan)
        if typed != "roll":
            return typed
    return tuple(_roll(ctx, c) for c in tr.Colour for _ in range(need[c]))


def _black_dice(ctx: Context) -> Generator[Ask, Any, tuple[int, str]]:
    """The two black dice of his turn, rolled or typed: their total, and how to show the roll."""
    if ctx.manual_dice:
        typed = yield _ask(ctx, "roll", T.ASK_ROLL, "roll", _roll_or(lambda t: _two_black(t, ctx.text)), T.HINT_ROLL,
                           low=min(tr.TABLE), high=max(tr.TABLE))
        if typed != "roll":
            return typed, str(typed)
    a, b = ctx.rng.randint(1, 6), ctx.rng.randint(1, 6)
    return a + b, f"{a} + {b} = {a + b}"


def _leroy_turn(ctx: Context, s: State) -> Script:
    lang = ctx.text
    roll, rolled = yield from _black_dice(ctx)
    r = tr.row(roll)
    ruled = T.ruled_row_text(r, lang)
    ctx.say(T.TURN_LINE_RULED if ruled else T.TURN_LINE, rolled=rolled, action=T.row_text(r, lang),
            price=T.price_text(r, lang), ruled=ruled)
    kwargs: dict[str, Any] = {}
    player_dice: tuple[tr.Die, ...] = ()
    if r.per_banner:
        kwargs["banners"] = yield _ask(ctx, "banners", T.ASK_BANNERS, "0", _int_in(0, 9, T.WHAT_BANNERS, lang),
                                       T.HINT_COUNT, _INDENT)
    if r.bought:
        player_dice = yield _ask(ctx, "sell", T.ASK_SELL, "none", _dice(lang=lang), T.HINT_SELL, _INDENT)
    if r.action is tr.Action.CATHEDRAL:
        kwargs["cathedral_room"] = yield _ask(ctx, "cathedral", T.ASK_CATHEDRAL, str(r.cubes),
                                              _int_in(0, 99, T.WHAT_SPACES, lang), T.HINT_COUNT, _INDENT)
    kwargs["characters_left"] = s.characters
    t = tr.turn(roll, s.dice, player_dice, board=s.board, **kwargs)
    s.dice = t.remaining
    if t.spent or t.short:
        ctx.tell(T.spent_text(t, lang), _INDENT)
    if r.bought:
        ctx.tell(T.sale_text(t, lang), _INDENT)
    outcome = None
    if t.action is tr.Action.WORKER:
        assert t.building is not None
        s.board, outcome = tr.place_worker(s.board, t.building)
    ctx.tell(T.action_text(t, outcome, lang), _INDENT)
    if t.character:
        points = _int_in(0, tr.MAX_VP, T.WHAT_POINTS, lang)
        mine = yield _ask(ctx, "char_you", T.ASK_CHARACTER_YOU, "0", points, T.HINT_VP, _INDENT)
        his = yield _ask(ctx, "char_roy", T.ASK_CHARACTER_LE_ROY, "0", points, T.HINT_VP, _INDENT)
        s.characters -= 1
        s.vp += his
        ctx.tell(lang(T.CHARACTER_SCORED, you=mine, le_roy=his, left=s.characters), _INDENT)
    s.vp += t.vp
    if s.dice:
        ctx.tell(lang(T.DICE_LEFT, count=len(s.dice), dice=tr.dice_text(s.dice), vp=s.vp), _INDENT)
    else:
        ctx.tell(lang(T.NO_DICE_LEFT, vp=s.vp), _INDENT)


def _end(ctx: Context, s: State) -> Script:
    lang = ctx.text
    ctx.say()
    ctx.say(T.END_HEADING)
    if s.characters:
        ctx.say(T.CHARACTERS_TO_SCORE, count=s.characters)
    points = _int_in(0, tr.MAX_VP, T.WHAT_POINTS, lang)
    for k in range(1, s.characters + 1):
        mine = yield _ask(ctx, "end_char_you", T.ASK_LEFT_YOU, "0", points, T.HINT_VP, number=k, count=s.characters)
        his = yield _ask(ctx, "end_char_roy", T.ASK_LEFT_LE_ROY, "0", points, T.HINT_VP, number=k, count=s.characters)
        s.vp += his
        ctx.tell(lang(T.CHARACTER_POINTS, you=mine, le_roy=his), _INDENT)
    you = yield _ask(ctx, "final_you", T.ASK_FINAL_YOU, "0", _int_in(0, tr.MAX_VP, T.WHAT_YOUR_VP, lang),
                     T.HINT_FINAL)
    roy = yield _ask(ctx, "final_roy", T.ASK_FINAL_LE_ROY, str(min(s.vp, tr.MAX_VP)),
                     _int_in(0, tr.MAX_VP, T.WHAT_LE_ROY_VP, lang), T.HINT_FINAL)
    result = tr.ChallengeScore(you, roy)
    ctx.say(T.FINAL_MARGIN, you=you, le_roy=roy, margin=f"{result.margin:+d}")
    ctx.tell(T.rating_line(result.margin, lang))
