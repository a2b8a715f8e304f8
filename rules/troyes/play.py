"""Le Roy's procedures: his table and bands looked up, setup steps, turns, combat, the cards' effects.

Pure functions of the state and of the dice, which are inputs (:mod:`playaid.automata.leroy`
owns the only random source). Where the rulebook is silent the function follows a ruling, named
by its key (†T1) and listed in :mod:`playaid.rules.troyes.rulings`.

>>> from playaid.rules.troyes.data import parse_dice
>>> from playaid.rules.troyes.play import turn
>>> t = turn(7, parse_dice("R5,Y3,W1"))
>>> t.action, [str(d) for d in t.spent], t.cubes
(Action.CATHEDRAL, ['R5', 'Y3'], 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from playaid.rules.errors import IllegalAction, InvalidNotation, RulesError
from playaid.rules.shared import short
from playaid.rules.text import Said
from playaid.rules.troyes.data import (
    BAKER_DENIERS, BANDS, BANQUET_VP, CATHEDRAL_FULL_VP, CHARACTER_CARDS, COLOUR_ORDER, FACES, LE_ROY_MEEPLES,
    MAX_DICE_PER_ACTION, NO_CHARACTER_VP, PLAYER_MEEPLES, PRIOR_COUNTS_AS, PRIOR_WHITE_DICE, ROLL_WAYS, SETUP_DICE,
    SETUP_DICE_PER_COLOUR, SETUP_LE_ROY_STEP, SETUP_PLAYER_STEP, TABLE, TITHE_DICE, TRAVELING_BUILDERS_VP, Action,
    Band, Board, Building, Colour, Die, Row, Side, dice_text, rank,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from fractions import Fraction
    from typing import Any

__all__ = [
    "row", "note_number", "action_probability", "action_rulings", "band", "won",
    "Placed", "SetupStep", "setup_step", "check_setup_dice", "setup_turns", "setup_done", "dice_for_round",
    "Turn", "turn", "cathedral_rows", "place_worker", "Spot", "tradesman_spot",
    "Combat", "combat", "combat_events", "traveling_builders_vp", "prior", "baker_deniers", "banquet_vp",
    "action_dice", "tithe",
]

# --------------------------------------------------------------------------------------------
# Looking up the tables


def row(roll: int) -> Row:
    """The row for a roll of two black dice.

    >>> row(12).action, row(12).mirrors, row(12).price
    (Action.GAIN_VP, 2, 3)
    """
    if isinstance(roll, bool) or not isinstance(roll, int) or roll not in TABLE:
        raise InvalidNotation("troyes.roll_range", low=min(TABLE), high=max(TABLE), value=short(roll))
    return TABLE[roll]


def note_number(roll: int) -> int:
    """The number of the note under the table that serves ``roll``: the rulebook numbers one note
    per printed row, and a ruled row shares the note of the row it copies.

    >>> note_number(2), note_number(12), note_number(9)
    (1, 1, 4)
    """
    printed = [r.roll for r in TABLE.values() if r.printed]
    return printed.index(row(roll).note_row) + 1


def action_probability(action: Action) -> Fraction:
    """The exact chance that one le Roy turn takes ``action``.

    >>> action_probability(Action.GAIN_VP), action_probability(Action.EVENT)
    (Fraction(1, 6), Fraction(2, 9))
    """
    from fractions import Fraction

    return Fraction(sum(ROLL_WAYS[r.roll] for r in TABLE.values() if r.action is action), sum(ROLL_WAYS.values()))


def action_rulings(action: Action) -> tuple[str, ...]:
    """The rulings behind the chance of ``action``: T1 when a row the rulebook does not print
    (10 to 12) takes it. Row 9's action is printed; only its price is ruled.

    >>> action_rulings(Action.GAIN_VP), action_rulings(Action.EVENT)
    (('T1',), ())
    """
    return ("T1",) if any(r.action is action and "T1" in r.rulings for r in TABLE.values()) else ()


def band(margin: int) -> Band:
    """The band for a final margin (your VP minus le Roy's), under ruling †R1 where two overlap.

    >>> [band(m).rating.value for m in (-120, -1, 0, 5, 6, 20, 21)]
    ['defeat', 'defeat', 'not_terrible', 'not_terrible', 'average', 'uneasy', 'masterful']
    """
    if isinstance(margin, bool) or not isinstance(margin, int):
        raise InvalidNotation("troyes.margin_whole", value=short(margin))
    for b in BANDS:
        if b.holds(margin):
            return b
    raise AssertionError(margin)  # pragma: no cover: the bands cover every margin


def won(margin: int) -> bool:
    """True when a final margin wins the King's Challenge: its band spares your head (†W6).
    Ahead of him by 1 to 5 or by 16 to 20 is not a win: le Roy still takes your head there.

    >>> [won(m) for m in (0, 3, 6, 15, 18, 21)]
    [False, False, True, True, False, True]
    """
    return not band(margin).beheads


# --------------------------------------------------------------------------------------------
# Setup


@dataclass(frozen=True, slots=True)
class Placed:
    """One of le Roy's setup meeples: the die that sent it (None for the fallback), where it went."""

    die: Die | None
    building: Building
    place: int


@dataclass(frozen=True, slots=True)
class SetupStep:
    """One setup step's outcome: le Roy's three placements, the dice passed over (†S3), the new board."""

    placed: tuple[Placed, ...]
    skipped: tuple[Die, ...]   #: better dice passed over because their building was full (†S3)
    board: Board


def setup_step(dice: Sequence[Die], board: Board, count: int | None = None) -> SetupStep:
    """Place le Roy's meeples for one setup step (three, or ``count``) from six dice, two of each colour.

    The dice are taken best first (value, then red > yellow > white, the value itself not
    mattering otherwise); each sends a meeple to the best free place of its colour's building.
    A die whose building is full passes to the next die (†S3); if the six dice run out,
    the remaining meeples take the best free places, Palace first.

    >>> from playaid.rules.troyes.data import parse_dice
    >>> step = setup_step(parse_dice("R2,R6,Y6,Y1,W4,W4"), Board.empty())
    >>> [(str(p.die), p.building.value, p.place) for p in step.placed]
    [('R6', 'palace', 1), ('Y6', 'city_hall', 1), ('W4', 'bishopric', 1)]
    """
    check_setup_dice(dice)
    count = SETUP_LE_ROY_STEP if count is None else count
    placed: list[Placed] = []
    skipped: list[Die] = []
    for die in rank(dice):
        if len(placed) == count:
            break
        building = die.colour.building
        place = board.best_free(building)
        if place is None:
            skipped.append(die)
            continue
        board = board.put(building, place, Side.LE_ROY)
        placed.append(Placed(die, building, place))
    for building in Building:
        while len(placed) < count and (place := board.best_free(building)) is not None:
            board = board.put(building, place, Side.LE_ROY)
            placed.append(Placed(None, building, place))
    return SetupStep(tuple(placed), tuple(skipped), board)


def check_setup_dice(dice: Sequence[Die]) -> None:
    """Refuse anything but :data:`SETUP_DICE` dice, :data:`SETUP_DICE_PER_COLOUR` of each colour."""
    colours = [d.colour for d in dice]
    if len(dice) != SETUP_DICE or any(colours.count(c) != SETUP_DICE_PER_COLOUR for c in Colour):
        raise RulesError("troyes.setup_dice", dice=SETUP_DICE, per_colour=SETUP_DICE_PER_COLOUR, given=dice_text(dice))


def setup_turns() -> tuple[tuple[Side, int], ...]:
    """Who places how many meeples at setup, in order: le Roy first, then you, until he has
    :data:`LE_ROY_MEEPLES` in the buildings and you :data:`PLAYER_MEEPLES`.

    >>> [(side.value, n) for side, n in setup_turns()][:3]
    [('le_roy', 3), ('player', 2), ('le_roy', 3)]
    """
    turns: list[tuple[Side, int]] = []
    placed = {Side.LE_ROY: 0, Side.PLAYER: 0}
    goal = {Side.LE_ROY: LE_ROY_MEEPLES, Side.PLAYER: PLAYER_MEEPLES}
    step = {Side.LE_ROY: SETUP_LE_ROY_STEP, Side.PLAYER: SETUP_PLAYER_STEP}
    while any(placed[s] < goal[s] for s in placed):
        for side in (Side.LE_ROY, Side.PLAYER):
            n = min(step[side], goal[side] - placed[side])
            if n > 0:
                turns.append((side, n))
                placed[side] += n
    return tuple(turns)


def setup_done(board: Board) -> bool:
    return board.total(Side.LE_ROY) >= LE_ROY_MEEPLES and board.total(Side.PLAYER) >= PLAYER_MEEPLES


def dice_for_round(board: Board) -> dict[Colour, int]:
    """How many dice of each colour le Roy rolls: one per meeple of his in that colour's building (†D2).

    >>> dice_for_round(Board.from_counts({Building.PALACE: (4, 2), Building.CITY_HALL: (5, 1),
    ...                                   Building.BISHOPRIC: (3, 3)}))
    {Colour.RED: 4, Colour.YELLOW: 5, Colour.WHITE: 3}
    """
    return {c: board.count(c.building, Side.LE_ROY) for c in Colour}


# --------------------------------------------------------------------------------------------
# One turn


@dataclass(frozen=True, slots=True)
class Turn:
    """What one le Roy turn does.

    ``vp`` is what the table or a fallback gives him; when ``character`` is true he also scores
    the revealed character card, whose points only the card shows. ``expels`` is None when the
    board was not given: he then expels one of your meeples there if he can.
    """

    roll: int
    action: Action
    vp: int
    spent: tuple[Die, ...]        #: le Roy's own dice, best first
    remaining: tuple[Die, ...]    #: le Roy's dice left, best first
    bought: Die | None            #: the player's die he bought (and used up, †B3)
    deniers_to_player: int        #: what the bank pays you for it (†B2)
    building: Building | None     #: where a worker goes
    cubes: int = 0                #: cathedral cubes placed
    expels: bool | None = False   #: a worker expels one of the player's meeples (None: unknown)
    character: bool = False       #: a character card is revealed and scored
    short: bool = False           #: the price was more than his dice: he spent all he had
    cube_rows: tuple[int, ...] = ()  #: the cathedral row of each cube, 1 the lowest (when known)
    rulings: tuple[str, ...] = ()    #: the rulings this turn relied on

    def to_dict(self) -> dict[str, Any]:
        """The turn as JSON data: ``vp`` is ``"character"`` when he scores the revealed card,
        ``expels`` is ``"if_possible"`` when the board was not given."""
        return {
            "roll": self.roll,
            "action": self.action.value,
            "vp": "character" if self.character else self.vp,
            "spent": [str(d) for d in self.spent],
            "remaining": [str(d) for d in self.remaining],
            "bought": str(self.bought) if self.bought else None,
            "deniers_to_player": self.deniers_to_player,
            "building": self.building.value if self.building else None,
            "cubes": self.cubes,
            "cube_rows": list(self.cube_rows),
            "expels": "if_possible" if self.expels is None else self.expels,
            "character": self.character,
            "short": self.short,
            "rulings": list(self.rulings),
        }


def _count(value: Any, what: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidNotation("troyes.count_not_negative", what=what, value=short(value))
    return value


def cathedral_rows(free: Sequence[int], cubes: int) -> tuple[int, ...]:
    """The cathedral row (1 the lowest) each of his cubes takes, given the free spaces of each row
    from the lowest up. Cubes go one at a time to the lowest row with room, so a second cube
    goes a row up when the first fills its row (†C2), and only as many cubes as there are
    free spaces are placed (†C1).

    >>> cathedral_rows((1, 3, 2), 2), cathedral_rows((0, 0, 1), 2), cathedral_rows((0, 0, 0), 2)
    ((1, 2), (3,), ())
    """
    room = [_count(n, Said(key="troyes.what_free_cathedral")) for n in free]
    rows: list[int] = []
    for _ in range(cubes):
        lowest = next((i for i, n in enumerate(room) if n > 0), None)
        if lowest is None:
            break
        room[lowest] -= 1
        rows.append(lowest + 1)
    return tuple(rows)


def turn(roll: int, dice: Sequence[Die], player_dice: Sequence[Die] = (), *, banners: int | None = None,
         cathedral_room: int | Sequence[int] = 2, characters_left: int = 1,
         board: Board | None = None) -> Turn:
    """Play one le Roy turn: look up the roll, spend his best dice, buy if the row says so.

    ``banners`` (free banners on the right-most event; 0 when no event is on display) is needed
    on event rows; ``cathedral_room`` counts the free cathedral spaces, or gives them row by row
    from the lowest; ``characters_left`` counts the character cards still in the pile;
    ``board`` (optional) says whether a worker can expel one of your meeples.

    >>> from playaid.rules.troyes.data import parse_dice
    >>> t = turn(3, parse_dice("Y5,R2"), parse_dice("W6,R6"))
    >>> [str(d) for d in t.spent], str(t.bought), t.deniers_to_player, t.vp
    (['Y5'], 'R6', 4, 2)
    """
    r = row(roll)
    dice = rank(dice)
    if not dice:
        raise IllegalAction("troyes.no_dice_left")
    if isinstance(characters_left, bool) or not isinstance(characters_left, int) or \
            not 0 <= characters_left <= CHARACTER_CARDS:
        raise InvalidNotation("troyes.character_pile", cards=CHARACTER_CARDS, value=short(characters_left))
    rulings = list(r.rulings)
    bought: Die | None = None
    deniers = 0
    own = r.own
    if r.per_banner:
        if banners is None:
            raise RulesError("troyes.banners_needed", roll=roll)
        own = _count(banners, Said(key="troyes.what_free_banners"))
        if own == 0:
            rulings.append("E1")
    if r.bought:
        offered = rank(player_dice)
        if offered:
            bought, deniers = offered[0], r.price_deniers * r.bought
            rulings += ["B4", "B2", "B3"]
        else:
            own += r.bought  # with nothing to buy he spends his own, paying nothing (note 2; B1)
            if not r.seller_fallback_printed:
                rulings.append("B1")
    spent, remaining = dice[:own], dice[own:]
    if own > len(dice) and bought is not None:
        rulings.append("X1")
    vp = r.vp
    cubes = 0
    cube_rows: tuple[int, ...] = ()
    building = None
    expels: bool | None = False
    if r.action is Action.WORKER:
        building = dice[0].colour.building
        rulings.append("W1")
        if board is None:
            expels = None
        else:
            expels = board.count(building, Side.PLAYER) > 0
            rulings.append("W2")
    elif r.action is Action.CATHEDRAL:
        if isinstance(cathedral_room, int) and not isinstance(cathedral_room, bool):
            cubes = min(r.cubes, _count(cathedral_room, Said(key="troyes.what_free_cathedral")))
        else:
            cube_rows = cathedral_rows(tuple(cathedral_room), r.cubes)
            cubes = len(cube_rows)
            if len(set(cube_rows)) > 1:
                rulings.append("C2")
        if 0 < cubes < r.cubes:
            rulings.append("C1")
        vp = 0 if cubes else CATHEDRAL_FULL_VP
    elif r.action is Action.CHARACTER:
        vp = 0 if characters_left > 0 else NO_CHARACTER_VP
    elif r.action is Action.TRADESMAN:
        rulings.append("M2")
    return Turn(roll, r.action, vp, spent, remaining, bought, deniers, building, cubes, expels,
                r.action is Action.CHARACTER and characters_left > 0, own > len(dice), cube_rows,
                tuple(dict.fromkeys(rulings)))


def place_worker(board: Board, building: Building) -> tuple[Board, str]:
    """Put le Roy's worker in ``building``: it replaces your meeple on the best place you hold
    there (``"expelled"``), else takes the best free place (``"placed"``), else (only his own
    meeples there) nothing happens (``"full"``) (†W2).

    >>> b = Board.from_counts({Building.PALACE: (4, 2)})
    >>> b2, what = place_worker(b, Building.PALACE)
    >>> what, b2.counts()[Building.PALACE]
    ('expelled', (5, 1))
    """
    for i, s in enumerate(board.row(building), 1):
        if s is Side.PLAYER:
            return board.put(building, i, None).put(building, i, Side.LE_ROY), "expelled"
    free = board.best_free(building)
    if free is not None:
        return board.put(building, free, Side.LE_ROY), "placed"
    return board, "full"


@dataclass(frozen=True, slots=True)
class Spot:
    """A place a tradesman could go: the VP it is worth, its cost, and its colour."""

    name: str
    vp: int
    cost: int
    colour: Colour


def tradesman_spot(spots: Sequence[Spot]) -> Spot | None:
    """The spot le Roy's tradesman takes: most VP, then cheapest, then red > yellow > white.
    He pays nothing for it (†M2); with no spot free he places nothing (†M1).

    >>> tradesman_spot([Spot("a", 3, 2, Colour.WHITE), Spot("b", 3, 1, Colour.WHITE),
    ...                 Spot("c", 3, 1, Colour.YELLOW)]).name
    'c'
    >>> tradesman_spot([]) is None
    True
    """
    if not spots:
        return None
    return min(spots, key=lambda s: (-s.vp, s.cost, COLOUR_ORDER.index(s.colour)))


# --------------------------------------------------------------------------------------------
# Combat against black dice


@dataclass(frozen=True, slots=True)
class Combat:
    """Le Roy's answer to one red event's black dice: one die used, one black die gone, the rest to you,
    and the rulings the fight relied on (†K3 when his die is lower than the black one, †K2 when the
    round has several red events)."""

    used: Die | None
    eliminated: int | None
    passed_back: tuple[int, ...]
    remaining: tuple[Die, ...]
    rulings: tuple[str, ...] = ()

    @property
    def lower(self) -> bool:
        """True when his die shows less than the black die it removes (†K3)."""
        return self.used is not None and self.eliminated is not None and self.used.value < self.eliminated

    def to_dict(self) -> dict[str, Any]:
        """The fight as JSON data; ``rulings`` lists the keys of the playaid rulings it relied on."""
        return {"used": str(self.used) if self.used else None, "eliminated": self.eliminated,
                "passed_back": list(self.passed_back), "remaining": [str(d) for d in self.remaining],
                "rulings": list(self.rulings)}


def combat(dice: Sequence[Die], black: Sequence[int]) -> Combat:
    """Le Roy spends his strongest die to remove the highest black die, and only that one; his die
    need not beat it (†K3).

    >>> from playaid.rules.troyes.data import parse_dice
    >>> c = combat(parse_dice("W6,R6,Y2"), (5, 6, 2))
    >>> str(c.used), c.eliminated, c.passed_back, c.rulings
    ('R6', 6, (5, 2), ())
    >>> combat(parse_dice("Y2"), (5,)).rulings
    ('K3',)
    """
    dice = rank(dice)
    black = tuple(sorted(black, reverse=True))
    for b in black:
        if isinstance(b, bool) or not isinstance(b, int) or not 1 <= b <= 6:
            raise InvalidNotation("troyes.black_die_value", low=min(FACES), high=max(FACES), value=short(b))
    if not dice or not black:
        return Combat(None, None, black, dice)
    fight = Combat(dice[0], black[0], black[1:], dice[1:])
    return replace(fight, rulings=("K3",)) if fight.lower else fight


def combat_events(dice: Sequence[Die], events: Sequence[Sequence[int]]) -> tuple[Combat, ...]:
    """Le Roy against the black dice of each red event of the round, one event after the other
    (†K2): each time his strongest remaining die removes that event's highest black die. With
    more than one event, each fight names †K2 among its rulings.

    >>> from playaid.rules.troyes.data import parse_dice
    >>> [(str(c.used), c.eliminated, c.rulings) for c in combat_events(parse_dice("R6,Y5,W1"), [(5, 4), (6,)])]
    [('R6', 5, ('K2',)), ('Y5', 6, ('K2', 'K3'))]
    """
    out = []
    for black in events:
        fight = combat(dice, black)
        if len(events) > 1:
            fight = replace(fight, rulings=("K2", *fight.rulings))
        out.append(fight)
        dice = fight.remaining
    return tuple(out)


# --------------------------------------------------------------------------------------------
# Cards


def traveling_builders_vp(empty_spaces: int) -> int:
    """What Traveling Builders gives le Roy at the end of a round while it is in play: its VP if
    the cathedral has an empty space, however many (†E2).

    >>> traveling_builders_vp(3), traveling_builders_vp(0)
    (1, 0)
    """
    return TRAVELING_BUILDERS_VP if _count(empty_spaces, Said(key="troyes.what_empty_cathedral")) else 0


def prior(white: Sequence[Die]) -> tuple[Die, ...]:
    """The white dice an action counts when the Prior doubles one: that die twice. The action
    may use no other white die (line 30).

    >>> from playaid.rules.troyes.data import parse_dice
    >>> [str(d) for d in prior(parse_dice("W4"))]
    ['W4', 'W4']
    >>> prior(parse_dice("W4,W2"))
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalAction: with the Prior an action uses exactly 1 white die, not 2
    """
    other = [d for d in white if d.colour is not Colour.WHITE]
    if other:
        raise IllegalAction("troyes.prior_white", dice=dice_text(other))
    if len(white) != PRIOR_WHITE_DICE:
        raise IllegalAction("troyes.prior_one_die", dice=PRIOR_WHITE_DICE, count=len(white))
    return tuple(white) * PRIOR_COUNTS_AS


def baker_deniers(yellow_dice: int) -> int:
    """What the Baker gives: its deniers for each yellow die in the city square (line 22).

    >>> baker_deniers(3), baker_deniers(0)
    (3, 0)
    """
    return BAKER_DENIERS * _count(yellow_dice, Said(key="troyes.what_yellow_square"))


def banquet_vp(red_dice: Sequence[int]) -> int:
    """What the Banquet gives: its VP for each red die in the district holding the most red dice,
    whoever owns that district (line 26). ``red_dice`` counts the red dice of each district (the
    card as printed; what changes against le Roy, line 110, is said with the card modifications).

    >>> banquet_vp([2, 4, 1]), banquet_vp([])
    (4, 0)
    """
    counts = [_count(n, Said(key="troyes.what_red_district")) for n in red_dice]
    return BANQUET_VP * max(counts, default=0)


# --------------------------------------------------------------------------------------------
# Your actions against le Roy (line 108)


def action_dice(dice: Sequence[Die]) -> tuple[Die, ...]:
    """The dice one action of yours uses, best first: at most :data:`MAX_DICE_PER_ACTION`,
    whether they are yours or dice you took from le Roy (line 108).

    >>> from playaid.rules.troyes.data import parse_dice
    >>> dice_text(action_dice(parse_dice("Y2,Y6,R5")))
    'Y6, R5, Y2'
    >>> action_dice(parse_dice("Y6,Y5,Y2,W1"))
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalAction: an action uses at most 3 dice, not 4
    """
    if len(dice) > MAX_DICE_PER_ACTION:
        raise IllegalAction("troyes.dice_per_action", most=MAX_DICE_PER_ACTION, count=len(dice))
    return rank(dice)


def tithe(his: Sequence[Die], taken: Sequence[Die]) -> tuple[Die, ...]:
    """Tithe against le Roy: you take ``taken``, up to :data:`TITHE_DICE` of his yellow dice
    (line 108), on the card's own terms (†Y1). Returns his dice left, best first.

    >>> from playaid.rules.troyes.data import parse_dice
    >>> dice_text(tithe(parse_dice("Y6,Y5,Y2,Y1,R3"), parse_dice("Y6,Y5,Y2")))
    'R3, Y1'
    >>> tithe(parse_dice("Y6,Y5,Y2,Y1"), parse_dice("Y6,Y5,Y2,Y1"))
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalAction: the Tithe takes up to 3 of his yellow dice, not 4
    """
    other = [d for d in taken if d.colour is not Colour.YELLOW]
    if other:
        raise IllegalAction("troyes.tithe_yellow", dice=dice_text(other))
    if len(taken) > TITHE_DICE:
        raise IllegalAction("troyes.tithe_count", most=TITHE_DICE, count=len(taken))
    left = list(his)
    for d in taken:
        if d not in left:
            raise IllegalAction("troyes.tithe_missing", die=d, dice=dice_text(rank(left)))
        left.remove(d)
    return rank(left)
