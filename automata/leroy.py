"""Le Roy, the King's Challenge opponent, as a script that asks questions and says what to do.

:func:`play` is a generator: it yields an :class:`Ask` whenever it needs something only the
player can know, and receives the parsed answer. Everything it says goes to ``ctx.say``. Given
the same seed and the same answers it always says the same things, so a session is saved as
its seed and its answers and restored by replaying them (see :mod:`playaid.automata.session`).

All rules come from :mod:`playaid.rules.troyes`; this module only sequences them and phrases them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from playaid.rules import troyes as tr
from playaid.rules.errors import RulesError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DEFAULT_ROUNDS = 6
CHARACTERS = tr.CHARACTER_CARDS
M = tr.mark  #: a ruling's mark as it stands in a sentence: M("T1") is "(†T1)"


def K(key: str) -> str:
    """A ruling's bare mark, for a sentence already in brackets: K("T1") is "†T1"."""
    return tr.RULING[key].mark


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
    """What the script may touch: its random source and its output. Owned by the session."""

    rng: random.Random
    manual_dice: bool = False
    lines: list[str] = field(default_factory=list)
    status: dict[str, Any] = field(default_factory=dict)

    def say(self, text: str = "") -> None:
        self.lines.append(text)


Script = Generator  #: a generator yielding Ask, receiving answers (Generator[Ask, Any, None])


# ------------------------------------------------------------------------------------------
# Answer readers: each returns a value or raises BadAnswer with a hint


def _int_in(low: int, high: int | None, what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            n = int(text.strip())
        except ValueError:
            raise BadAnswer(f"type a whole number for {what}") from None
        if n < low or (high is not None and n > high):
            bound = f"{low} to {high}" if high is not None else f"{low} or more"
            raise BadAnswer(f"{what} must be {bound}")
        return n
    return parse


def _yes_no(text: str) -> bool:
    t = text.strip().lower()
    if t in ("y", "yes"):
        return True
    if t in ("n", "no"):
        return False
    raise BadAnswer("answer yes or no")


def _who(text: str) -> str:
    t = text.strip().lower()
    if t in ("you", "me", "i", "player", "p"):
        return "you"
    if t in ("le roy", "leroy", "roy", "king", "r", "him"):
        return "le Roy"
    raise BadAnswer("answer 'you' or 'le Roy'")


def _dice(expect: dict[tr.Colour, int] | None = None) -> Callable[[str], tuple[tr.Die, ...]]:
    def parse(text: str) -> tuple[tr.Die, ...]:
        try:
            dice = tr.parse_dice(text)
        except RulesError as exc:
            raise BadAnswer(str(exc)) from None
        if expect is not None:
            got = {c: sum(1 for d in dice if d.colour is c) for c in tr.Colour}
            if got != expect:
                want = ", ".join(f"{n} {c.value}" for c, n in expect.items() if n) or "none"
                raise BadAnswer(f"le Roy rolls exactly {want}")
        return dice
    return parse


def _black(text: str) -> tuple[tuple[int, ...], ...]:
    try:
        return tr.parse_black_events(text)
    except RulesError as exc:
        raise BadAnswer(str(exc)) from None


def _two_black(text: str) -> int:
    t = text.replace("+", ",").strip()
    try:
        parts = [int(p) for p in t.split(",")] if "," in t else [int(t)]
    except ValueError:
        raise BadAnswer("type the two black dice (e.g. 3,4) or their total (2-12)") from None
    if len(parts) == 2 and all(1 <= p <= 6 for p in parts):
        return parts[0] + parts[1]
    if len(parts) == 1 and 2 <= parts[0] <= 12:
        return parts[0]
    raise BadAnswer("type the two black dice (e.g. 3,4) or their total (2-12)")


def _place(board_ref: Callable[[], tr.Board]) -> Callable[[str], tuple[tr.Building, int]]:
    def parse(text: str) -> tuple[tr.Building, int]:
        words = text.replace(",", " ").split()
        if not words:
            raise BadAnswer("say a building and a place, e.g. 'palace 2'")
        number = None
        if words[-1].isdigit():
            number = int(words.pop())
        elif len(words[-1]) > 1 and words[-1][-1].isdigit() and words[-1][:-1].isalpha():
            number = int(words[-1][-1])
            words[-1] = words[-1][:-1]
        try:
            building = tr.Building.parse(" ".join(words))
        except RulesError:
            raise BadAnswer("say a building (palace, city hall, bishopric) and a place 1-6, e.g. 'palace 2'") from None
        board = board_ref()
        if number is None:
            number = board.best_free(building)
            if number is None:
                raise BadAnswer(f"the {building.label} is full; choose another building")
        if not 1 <= number <= tr.PLACES:
            raise BadAnswer(f"places are numbered 1 to {tr.PLACES}")
        if board.row(building)[number - 1] is not None:
            raise BadAnswer(f"place {number} of the {building.label} is taken")
        return building, number
    return parse


def _counts(text: str) -> dict[tr.Building, tuple[int, int]]:
    try:
        return tr.parse_counts(text)
    except RulesError as exc:
        raise BadAnswer(str(exc)) from None


def _player_turn(pool_ref: Callable[[], tuple[tr.Die, ...]]) -> Callable[[str], tuple[str, tuple[tr.Die, ...]]]:
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
                    raise BadAnswer(f"le Roy has no {d} (he has {tr.dice_text(pool_ref())})")
                pool.remove(d)
            if not dice:
                raise BadAnswer("say which dice, e.g. 'buy R5'")
            return ("take", dice)
        raise BadAnswer("press Enter when your turn is done; 'pass' if you have no dice left; "
                        "'buy R5' (or 'take Y3,Y2') if you took dice from le Roy")
    return parse


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
    ctx.status.update({
        "round": s.round or "setup",
        "le Roy's dice": tr.dice_text(s.dice),
        "le Roy's VP tally": s.vp,
        "character cards left": s.characters,
        "meeples (le Roy/you)": _meeples(s.board),
    })


def _roll(ctx: Context, colour: tr.Colour) -> tr.Die:
    return tr.Die(colour, ctx.rng.randint(1, 6))


def play(ctx: Context) -> Script:
    """The whole King's Challenge, from setup placement to the final rating."""
    s = State()
    say = ctx.say
    say("THE KING'S CHALLENGE: you against le Roy")
    say("Press Enter to accept the suggestion in [brackets]. At any question you may type "
        "undo, status, help or quit.")
    say()
    say("SETUP")
    s.rounds = yield Ask("rounds", f"How many rounds will you play {M('G1')}? (see the round track on your board)",
                         str(DEFAULT_ROUNDS), _int_in(1, 20, "the number of rounds"),
                         "a whole number of rounds, 1 to 20")
    s.starter = yield Ask("first", f"Who starts round 1, you or le Roy {M('G2')}?", "you", _who,
                          "answer 'you' or 'le Roy'")
    yield from _setup(ctx, s)
    say(f"Shuffle the {CHARACTERS} character cards and fan them in a pile; the top one is revealed first.")
    while True:
        s.round += 1
        yield from _round(ctx, s)
        default = "yes" if s.round >= s.rounds else "no"
        _status(ctx, s)
        over = yield Ask("end", f"End of round {s.round}. Has the game ended {M('G1')}?", default, _yes_no,
                         "answer yes or no")
        if over:
            break
        s.starter = "le Roy" if s.starter == "you" else "you"
    yield from _end(ctx, s)


def _setup(ctx: Context, s: State) -> Script:
    say = ctx.say
    step = 0
    for side, count in tr.setup_turns():
        if side is tr.Side.PLAYER:
            for k in range(1, count + 1):
                default = _suggest_place(s.board)
                building, place = yield Ask(
                    "meeple", f"Where do you put your meeple {k} of {count} {M('S2')}? (building and place)",
                    default, _place(lambda: s.board),
                    "a building and a free place, e.g. 'palace 2' or 'bishopric 5'")
                s.board = s.board.put(building, place, tr.Side.PLAYER)
            continue
        step += 1
        dice = yield from _setup_dice(ctx, step)
        step_result = tr.setup_step(dice, s.board, count)
        s.board = step_result.board
        best = [p.die for p in step_result.placed if p.die is not None]
        say(f"Setup step {step}: le Roy rolls {tr.dice_text(tr.rank(dice))} (best first); "
            f"he uses {tr.dice_text(best)}.")
        if step_result.skipped:
            full = sorted({d.colour.building.label for d in step_result.skipped})
            say(f"  {tr.dice_text(step_result.skipped)} passed over: the {' and the '.join(full)} "
                f"{'is' if len(full) == 1 else 'are'} full {M('S1')}.")
        for p in step_result.placed:
            why = (f"for {p.die}" if p.die else
                   f"(no die left for a building with room: the best free place, Palace first {M('S1')})")
            say(f"  Put a le Roy meeple on place {p.place} of the {p.building.label} {why}.")
        _status(ctx, s)
    say("Setup done. Meeples (le Roy/you): " + _meeples(s.board) + ".")
    _status(ctx, s)


def _suggest_place(board: tr.Board) -> str:
    """The best free place of the building with the most room (Palace first on a tie)."""
    room = {b: tr.PLACES - sum(board.counts()[b]) for b in tr.Building}
    b = max(tr.Building, key=lambda x: room[x])
    place = board.best_free(b)
    return f"{b.label.lower()} {place}" if place else ""


def _setup_dice(ctx: Context, step: int) -> Generator[Ask, Any, tuple[tr.Die, ...]]:
    if ctx.manual_dice:
        expect = {c: tr.SETUP_DICE_PER_COLOUR for c in tr.Colour}
        typed = yield Ask("setup_dice", f"Setup step {step}: roll two dice of each colour and type them",
                          "roll", lambda t: "roll" if t.strip().lower() == "roll" else _dice(expect)(t),
                          "six dice, two of each colour, e.g. R6,R2,Y5,Y1,W4,W3, or 'roll'")
        if typed != "roll":
            return typed
    return tuple(_roll(ctx, c) for c in tr.Colour for _ in range(tr.SETUP_DICE_PER_COLOUR))


def _round(ctx: Context, s: State) -> Script:
    say = ctx.say
    say()
    say(f"ROUND {s.round}: {'you start' if s.starter == 'you' else 'le Roy starts'}.")
    if s.round > 1:
        default = " ".join(f"{r}/{p}" for r, p in s.board.counts().values())
        counts = yield Ask(
            "meeples", "Meeples now in the Palace, City Hall and Bishopric (le Roy/you in each)?",
            default, _counts, "three pairs, le Roy/you for each building in that order, e.g. 4/2 4/2 4/2")
        s.board = tr.Board.from_counts(counts)
    need = tr.dice_for_round(s.board)
    dice = yield from _round_dice(ctx, need)
    s.dice = tr.rank(dice)
    plan = ", ".join(f"{n} {c.value}" for c, n in need.items() if n) or "no dice"
    say(f"Le Roy rolls {plan} {M('D1')}: {tr.dice_text(s.dice)}.")
    _status(ctx, s)
    events = yield Ask("black", f"Black dice le Roy fights before the first turn {M('K1')}? (e.g. 6,4,1; "
                       f"each red event apart with a slash, {K('K2')}: 6,4/5)", "none",
                       _black, "black dice values 1-6 separated by commas, one red event after another "
                       "separated by '/', or 'none'")
    for n, fight in enumerate(tr.combat_events(s.dice, events), 1):
        s.dice = fight.remaining
        say(f"  {tr.capital(tr.combat_text(fight, n if len(events) > 1 else None))}.")
    turn = s.starter
    player_out = False
    while s.dice:
        if turn == "you" and not player_out:
            _status(ctx, s)
            kind, taken = yield Ask(
                "your_turn", "Your turn: take one action on the board, then press Enter", "done",
                _player_turn(lambda: s.dice),
                "Enter when done; 'pass' if you have no dice left; 'buy R5' or 'take Y3,Y2' if you took "
                "dice from le Roy")
            if kind == "pass":
                player_out = True
                say("  You are out of dice; le Roy plays his remaining turns.")
            elif kind == "take":
                pool = list(s.dice)
                for d in taken:
                    pool.remove(d)
                s.dice = tuple(pool)
                say(f"  You took {tr.dice_text(taken)} from le Roy; pay the bank as usual.")
        elif turn == "le Roy":
            yield from _leroy_turn(ctx, s)
        turn = "le Roy" if turn == "you" else "you"
    if not player_out:
        say("Le Roy has used all his dice.")
        _status(ctx, s)
        yield Ask("finish", "Play the rest of your turns on the board, then press Enter", "done",
                  lambda t: t, "press Enter when you have finished the round")
    say(f"If Traveling Builders is in play and the cathedral has an empty space, le Roy gains "
        f"{tr.TRAVELING_BUILDERS_VP} VP, once each round {M('E2')}: move his marker (the tally leaves it out).")


def _meeples(board: tr.Board) -> str:
    return ", ".join(f"{b.label} {r}/{p}" for b, (r, p) in board.counts().items())


def _round_dice(ctx: Context, need: dict[tr.Colour, int]) -> Generator[Ask, Any, tuple[tr.Die, ...]]:
    if ctx.manual_dice:
        plan = ", ".join(f"{n} {c.value}" for c, n in need.items() if n) or "no dice"
        typed = yield Ask("dice", f"Roll le Roy's dice ({plan}) and type them", "roll",
                          lambda t: "roll" if t.strip().lower() == "roll" else _dice(need)(t),
                          f"exactly {plan}, e.g. R6,Y3,W2, or 'roll'")
        if typed != "roll":
            return typed
    return tuple(_roll(ctx, c) for c in tr.Colour for _ in range(need[c]))


def _leroy_turn(ctx: Context, s: State) -> Script:
    say = ctx.say
    if ctx.manual_dice:
        typed = yield Ask("roll", "Le Roy's turn: roll the two black dice and type them (e.g. 3,4)", "roll",
                          lambda t: "roll" if t.strip().lower() == "roll" else _two_black(t),
                          "two dice like 3,4, their total 2-12, or 'roll'")
        a, b = (ctx.rng.randint(1, 6), ctx.rng.randint(1, 6)) if typed == "roll" else (None, None)
        roll = typed if typed != "roll" else a + b
        rolled = f"{a} + {b} = {roll}" if a is not None else f"{roll}"
    else:
        a, b = ctx.rng.randint(1, 6), ctx.rng.randint(1, 6)
        roll = a + b
        rolled = f"{a} + {b} = {roll}"
    r = tr.row(roll)
    ruled = tr.ruled_row_text(r)
    say(f"Le Roy's turn: black dice {rolled}. {r.text}; price {r.price_text}{f' ({ruled})' if ruled else ''}.")
    kwargs: dict[str, Any] = {}
    player_dice: tuple[tr.Die, ...] = ()
    if r.per_banner:
        kwargs["banners"] = yield Ask("banners", "  How many free banners are on the right-most event card? "
                                      "(0 if no event is on display)",
                                      "0", _int_in(0, 9, "free banners"), "a whole number, 0 or more")
    if r.bought:
        player_dice = yield Ask("sell", "  Which of your dice could le Roy buy? (e.g. R5,W3)", "none", _dice(),
                                "your unused dice like R5,W3, or 'none'")
    if r.action is tr.Action.CATHEDRAL:
        kwargs["cathedral_room"] = yield Ask("cathedral", "  How many free spaces are left on the cathedral?",
                                             "2", _int_in(0, 99, "free spaces"), "a whole number, 0 or more")
    kwargs["characters_left"] = s.characters
    t = tr.turn(roll, s.dice, player_dice, board=s.board, **kwargs)
    s.dice = t.remaining
    if t.spent or t.short:
        say(f"  {tr.capital(tr.spent_text(t))}.")
    if r.bought:
        say(f"  {tr.capital(tr.sale_text(t))}.")
    if t.action is tr.Action.GAIN_VP:
        say(f"  Move le Roy's marker {t.vp} VP up the score track.")
    elif t.action is tr.Action.WORKER:
        assert t.building is not None
        s.board, outcome = tr.place_worker(s.board, t.building)
        say(f"  {tr.capital(tr.worker_text(t.building, outcome))}.")
    else:
        say(f"  {tr.capital(tr.action_text(t))}.")
    if t.character:
        mine = yield Ask("char_you", "  Points the character gives you?", "0", _int_in(0, tr.MAX_VP, "points"),
                         "a whole number of VP, 0 or more")
        his = yield Ask("char_roy", "  Points it gives le Roy? (he never scores gold or influence)", "0",
                        _int_in(0, tr.MAX_VP, "points"), "a whole number of VP, 0 or more")
        s.characters -= 1
        s.vp += his
        say(f"  You score {mine}, le Roy {his}. Characters left: {s.characters}.")
    s.vp += t.vp
    say(f"  Le Roy now has {len(s.dice)} {'die' if len(s.dice) == 1 else 'dice'} left"
        f"{': ' + tr.dice_text(s.dice) if s.dice else ''}; VP tally {s.vp}.")


def _end(ctx: Context, s: State) -> Script:
    say = ctx.say
    say()
    say("THE END")
    if s.characters:
        say(f"Score the {s.characters} character card{'s' if s.characters != 1 else ''} left in the pile.")
    for k in range(1, s.characters + 1):
        mine = yield Ask("end_char_you", f"Character {k} of {s.characters}: points for you?", "0",
                         _int_in(0, tr.MAX_VP, "points"), "a whole number of VP, 0 or more")
        his = yield Ask("end_char_roy", f"Character {k} of {s.characters}: points for le Roy?", "0",
                        _int_in(0, tr.MAX_VP, "points"), "a whole number of VP, 0 or more")
        s.vp += his
        say(f"  You {mine}, le Roy {his}.")
    you = yield Ask("final_you", "Your final VP, from the score track?", "0", _int_in(0, tr.MAX_VP, "your VP"),
                    f"a whole number of VP, 0 to {tr.MAX_VP}")
    roy = yield Ask("final_roy", f"Le Roy's final VP, from the score track? (the tally is suggested, {K('V1')})",
                    str(min(s.vp, tr.MAX_VP)), _int_in(0, tr.MAX_VP, "le Roy's VP"),
                    f"a whole number of VP, 0 to {tr.MAX_VP}")
    result = tr.FinalScore(you, roy)
    b = result.band
    say(f"You {you} VP, le Roy {roy} VP: margin {result.margin:+d}.")
    note = tr.band_note(result.margin)
    say(f"Rating band {b.printed}{' (' + note + ')' if note else ''}: {b.verdict}")
