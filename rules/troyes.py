"""Troyes: the King's Challenge solo variant (le Roy), and the bonus cards as reference data.

Follows the Troyes bonus cards rulebook and its King's Challenge solo rules, kept in
``../shared/seeds/003_99c24830d66408d3.txt``. Dice are inputs: nothing here rolls. Where the
rulebook is silent or contradicts itself the module makes a ruling, listed in ``RULINGS``.

>>> from rules.troyes import Die, rank
>>> [str(d) for d in rank([Die.parse("W5"), Die.parse("R5"), Die.parse("Y6")])]
['Y6', 'R5', 'W5']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from types import MappingProxyType

from rules.errors import IllegalAction, InvalidNotation, RulesError
from rules.shared import Ruling
from rules.shared import short as _short

TYPE_CHECKING = False  # typing stays unimported at run time: the commands start faster
if TYPE_CHECKING:
    from collections.abc import Mapping
    from fractions import Fraction
    from typing import Any, Final

GAME: Final = "troyes"
TITLE: Final = "Troyes"
VARIANT: Final = "The King's Challenge"
RULEBOOK: Final = "Troyes bonus cards rulebook (with the King's Challenge solo rules)"

# --------------------------------------------------------------------------------------------
# Dice


class Colour(Enum):
    """The three dice colours, strongest first in le Roy's ranking."""

    RED = "red"
    YELLOW = "yellow"
    WHITE = "white"

    @property
    def letter(self) -> str:
        return self.value[0].upper()

    @property
    def building(self) -> Building:
        return COLOUR_BUILDING[self]


#: Le Roy breaks ties between equal values in this order: red, then yellow, then white.
COLOUR_ORDER: Final[tuple[Colour, ...]] = (Colour.RED, Colour.YELLOW, Colour.WHITE)
_COLOUR_BY_LETTER: Final = {c.letter: c for c in Colour}
_DIE = re.compile(r"\s*([RYWryw])\s*([1-6])\s*")


@dataclass(frozen=True, slots=True)
class Die:
    """A coloured die showing a value, written ``R5``, ``Y3``, ``W6``."""

    colour: Colour
    value: int

    def __post_init__(self) -> None:
        if isinstance(self.value, bool) or not isinstance(self.value, int) or not 1 <= self.value <= 6:
            raise InvalidNotation(f"a die shows 1 to 6, not {self.value!r}")
        if not isinstance(self.colour, Colour):
            raise InvalidNotation(f"a die is red, yellow or white, not {self.colour!r}")

    @classmethod
    def parse(cls, text: str) -> Die:
        """
        >>> Die.parse("y3")
        Die(colour=<Colour.YELLOW: 'yellow'>, value=3)
        >>> Die.parse("B6")
        Traceback (most recent call last):
        ...
        rules.errors.InvalidNotation: 'B6' is not a die: write a colour letter (R red, Y yellow, W white) and a value 1-6, e.g. R5
        """
        m = _DIE.fullmatch(str(text))
        if not m:
            raise InvalidNotation(f"{text!r} is not a die: write a colour letter (R red, Y yellow, W white)"
                                  " and a value 1-6, e.g. R5")
        return cls(_COLOUR_BY_LETTER[m.group(1).upper()], int(m.group(2)))

    def __str__(self) -> str:
        return f"{self.colour.letter}{self.value}"

    @property
    def strength(self) -> tuple[int, int]:
        """Le Roy's ranking key: value first, then red over yellow over white."""
        return (self.value, -COLOUR_ORDER.index(self.colour))


def parse_dice(text: str) -> tuple[Die, ...]:
    """Read a comma-separated list such as ``R5,Y3,W3``; an empty text is no dice.

    >>> [str(d) for d in parse_dice("R5, y3,W3")]
    ['R5', 'Y3', 'W3']
    >>> parse_dice("")
    ()
    """
    text = str(text).strip()
    if not text or text.lower() in ("none", "-"):
        return ()
    return tuple(Die.parse(part) for part in text.split(","))


def rank(dice: Sequence[Die]) -> tuple[Die, ...]:
    """Dice from le Roy's best to his worst: highest value first, ties red > yellow > white."""
    return tuple(sorted(dice, key=lambda d: d.strength, reverse=True))


def dice_text(dice: Sequence[Die]) -> str:
    return ", ".join(str(d) for d in dice) if dice else "none"


# --------------------------------------------------------------------------------------------
# Buildings and setup


class Building(Enum):
    PALACE = "palace"
    CITY_HALL = "city_hall"
    BISHOPRIC = "bishopric"

    @property
    def label(self) -> str:
        return BUILDING_LABEL[self]

    @property
    def colour(self) -> Colour:
        return {b: c for c, b in COLOUR_BUILDING.items()}[self]

    @classmethod
    def parse(cls, text: Any) -> Building:
        key = str(text).strip().lower().replace(" ", "_").replace("-", "_")
        aliases = {"palace": cls.PALACE, "p": cls.PALACE, "red": cls.PALACE, "r": cls.PALACE,
                   "city_hall": cls.CITY_HALL, "cityhall": cls.CITY_HALL, "city": cls.CITY_HALL,
                   "c": cls.CITY_HALL, "yellow": cls.CITY_HALL, "y": cls.CITY_HALL,
                   "bishopric": cls.BISHOPRIC, "b": cls.BISHOPRIC, "white": cls.BISHOPRIC, "w": cls.BISHOPRIC}
        try:
            return aliases[key]
        except KeyError:
            raise InvalidNotation(f"unknown building {text!r} (palace, city hall or bishopric)") from None


COLOUR_BUILDING: Final[Mapping[Colour, Building]] = MappingProxyType({
    Colour.RED: Building.PALACE, Colour.YELLOW: Building.CITY_HALL, Colour.WHITE: Building.BISHOPRIC,
})
BUILDING_LABEL: Final[Mapping[Building, str]] = MappingProxyType({
    Building.PALACE: "Palace", Building.CITY_HALL: "City Hall", Building.BISHOPRIC: "Bishopric",
})
PLACES: Final = 6                 #: places per building, 1 the best, 6 the worst
LE_ROY_MEEPLES: Final = 12        #: le Roy's meeples in the buildings after setup
PLAYER_MEEPLES: Final = 6         #: the player's meeples in the buildings after setup
SETUP_DICE: Final = 6             #: dice rolled at each setup step, two of each colour
SETUP_LE_ROY_STEP: Final = 3      #: le Roy's meeples placed per setup step
SETUP_PLAYER_STEP: Final = 2      #: the player's meeples placed per setup step


class Side(Enum):
    LE_ROY = "le_roy"
    PLAYER = "player"


@dataclass(frozen=True, slots=True)
class Board:
    """Who stands on each place of the three buildings (``None`` for a free place).

    >>> b = Board.empty().put(Building.PALACE, 1, Side.LE_ROY)
    >>> b.best_free(Building.PALACE), b.count(Building.PALACE, Side.LE_ROY)
    (2, 1)
    """

    places: tuple[tuple[Side | None, ...], ...]

    def __post_init__(self) -> None:
        if len(self.places) != len(Building) or any(len(p) != PLACES for p in self.places):
            raise InvalidNotation(f"a board has {len(Building)} buildings of {PLACES} places")

    @classmethod
    def empty(cls) -> Board:
        return cls(tuple((None,) * PLACES for _ in Building))

    @classmethod
    def from_counts(cls, counts: Mapping[Building, tuple[int, int]]) -> Board:
        """Le Roy's meeples on the best places, then the player's: ``{building: (le_roy, player)}``."""
        rows = []
        for b in Building:
            roy, player = counts.get(b, (0, 0))
            if min(roy, player) < 0 or roy + player > PLACES:
                raise RulesError(f"the {b.label} holds 0 to {PLACES} meeples, not {roy} + {player}")
            rows.append((Side.LE_ROY,) * roy + (Side.PLAYER,) * player + (None,) * (PLACES - roy - player))
        return cls(tuple(rows))

    def row(self, building: Building) -> tuple[Side | None, ...]:
        return self.places[list(Building).index(building)]

    def count(self, building: Building, side: Side) -> int:
        return sum(1 for s in self.row(building) if s is side)

    def counts(self) -> dict[Building, tuple[int, int]]:
        return {b: (self.count(b, Side.LE_ROY), self.count(b, Side.PLAYER)) for b in Building}

    def total(self, side: Side) -> int:
        return sum(self.count(b, side) for b in Building)

    def best_free(self, building: Building) -> int | None:
        """The best (lowest-numbered) free place, counted from 1, or None when full."""
        for i, s in enumerate(self.row(building), 1):
            if s is None:
                return i
        return None

    def put(self, building: Building, place: int, side: Side | None) -> Board:
        if not 1 <= place <= PLACES:
            raise IllegalAction(f"places are numbered 1 to {PLACES}, not {place}")
        idx = list(Building).index(building)
        row = list(self.places[idx])
        if side is not None and row[place - 1] is not None:
            raise IllegalAction(f"place {place} of the {building.label} is taken")
        row[place - 1] = side
        rows = list(self.places)
        rows[idx] = tuple(row)
        return Board(tuple(rows))


@dataclass(frozen=True, slots=True)
class Placed:
    """One of le Roy's setup meeples: the die that sent it (None for the fallback), where it went."""

    die: Die | None
    building: Building
    place: int


@dataclass(frozen=True, slots=True)
class SetupStep:
    """One setup step's outcome: le Roy's three placements, the dice passed over, the new board."""

    placed: tuple[Placed, ...]
    skipped: tuple[Die, ...]   #: better dice passed over because their building was full
    board: Board


def setup_step(dice: Sequence[Die], board: Board) -> SetupStep:
    """Place le Roy's three meeples for one setup step from six dice (two of each colour).

    The dice are taken best first (value, then red > yellow > white, the value itself not
    mattering otherwise); each sends a meeple to the best free place of its colour's building.
    A die whose building is full passes to the next die (ruling S1); if the six dice run out,
    the remaining meeples take the best free places, Palace first.

    >>> from rules.troyes import parse_dice, Board
    >>> step = setup_step(parse_dice("R2,R6,Y6,Y1,W4,W4"), Board.empty())
    >>> [(str(p.die), p.building.value, p.place) for p in step.placed]
    [('R6', 'palace', 1), ('Y6', 'city_hall', 1), ('W4', 'bishopric', 1)]
    """
    check_setup_dice(dice)
    placed: list[Placed] = []
    skipped: list[Die] = []
    for die in rank(dice):
        if len(placed) == SETUP_LE_ROY_STEP:
            break
        building = die.colour.building
        place = board.best_free(building)
        if place is None:
            skipped.append(die)
            continue
        board = board.put(building, place, Side.LE_ROY)
        placed.append(Placed(die, building, place))
    for building in Building:
        while len(placed) < SETUP_LE_ROY_STEP and (place := board.best_free(building)) is not None:
            board = board.put(building, place, Side.LE_ROY)
            placed.append(Placed(None, building, place))
    return SetupStep(tuple(placed), tuple(skipped), board)


def check_setup_dice(dice: Sequence[Die]) -> None:
    colours = [d.colour for d in dice]
    if len(dice) != SETUP_DICE or any(colours.count(c) != 2 for c in Colour):
        raise RulesError(f"setup uses six dice, two of each colour (got {dice_text(dice)})")


def setup_done(board: Board) -> bool:
    return board.total(Side.LE_ROY) >= LE_ROY_MEEPLES and board.total(Side.PLAYER) >= PLAYER_MEEPLES


def dice_for_round(board: Board) -> dict[Colour, int]:
    """How many dice of each colour le Roy rolls: one per meeple of his in that colour's building.

    >>> from rules.troyes import Board, Building
    >>> dice_for_round(Board.from_counts({Building.PALACE: (4, 2), Building.CITY_HALL: (5, 1),
    ...                                   Building.BISHOPRIC: (3, 3)}))
    {<Colour.RED: 'red'>: 4, <Colour.YELLOW: 'yellow'>: 5, <Colour.WHITE: 'white'>: 3}
    """
    return {c: board.count(c.building, Side.LE_ROY) for c in Colour}


# --------------------------------------------------------------------------------------------
# Le Roy's action table


class Action(Enum):
    GAIN_VP = "gain_vp"
    WORKER = "worker"
    EVENT = "event"
    TRADESMAN = "tradesman"
    CATHEDRAL = "cathedral"
    CHARACTER = "character"


@dataclass(frozen=True, slots=True)
class Row:
    """One row of le Roy's table: the 2d6 result, what he does, and what it costs.

    ``own`` counts le Roy's own dice; ``bought`` the player's dice he buys (for ``price_deniers``
    each); ``per_banner`` rows cost one die per free banner instead. ``mirrors`` names the printed
    row a ruled row copies (None for a printed row).
    """

    roll: int
    action: Action
    text: str
    vp: int = 0
    own: int = 0
    bought: int = 0
    price_deniers: int = 0
    per_banner: bool = False
    note: str = ""
    mirrors: int | None = None

    @property
    def price_text(self) -> str:
        if self.per_banner:
            return "1 die per free banner"
        total = self.own + self.bought
        dice = f"{total} {'die' if total == 1 else 'dice'}"
        return f"{dice} (1 bought from you)" if self.bought else dice

    @property
    def printed(self) -> bool:
        """True for rows 2-8, which the rulebook prints in full (row 9 lacks its price)."""
        return self.mirrors is None and self.roll <= 8


_BUY6 = "He buys your best available die for 6 deniers; with no die to sell he uses one of his own and pays nothing (ruling B1)."
_BUY4 = "He buys your best available die for 4 deniers; with no die to sell he uses one of his own and pays nothing."
_WORKER = "His highest die picks the building (red Palace, yellow City Hall, white Bishopric); he expels one of your meeples there whenever he can."
_EVENT = "He spends one die for each free banner on the event card."
_TRADESMAN = "On the spot worth the most VP; ties: the cheapest, then red > yellow > white."
_CATHEDRAL = "On the best free spaces of the lowest row that has room; no room at all: +2 VP instead."
_CHARACTER = "You and he both score the top character card, which then leaves the game; none left: +1 VP instead. He never scores gold or influence."


def _rows() -> tuple[Row, ...]:
    printed = [
        Row(2, Action.GAIN_VP, "Le Roy gains 2 VP", vp=2, own=2, bought=1, price_deniers=6, note=_BUY6),
        Row(3, Action.GAIN_VP, "Le Roy gains 2 VP", vp=2, own=1, bought=1, price_deniers=4, note=_BUY4),
        Row(4, Action.WORKER, "Le Roy places 1 worker meeple", own=1, note=_WORKER),
        Row(5, Action.EVENT, "Le Roy resolves the right-most event", per_banner=True, note=_EVENT),
        Row(6, Action.TRADESMAN, "Le Roy places 1 tradesman meeple", own=1, note=_TRADESMAN),
        Row(7, Action.CATHEDRAL, "Le Roy places 2 cubes on the cathedral", own=2, note=_CATHEDRAL),
        Row(8, Action.CHARACTER, "Le Roy reveals a character card", own=0, note=_CHARACTER),
    ]
    by_roll = {r.roll: r for r in printed}
    ruled = [replace(by_roll[14 - n], roll=n, mirrors=14 - n) for n in (9, 10, 11, 12)]
    return tuple(printed + ruled)


#: Le Roy's table for every 2d6 result. Rows 9-12 are our ruling (T1): each copies its mirror
#: (9/5, 10/4, 11/3, 12/2), as the 2011 French solo variant's symmetric table does.
TABLE: Final[Mapping[int, Row]] = MappingProxyType({r.roll: r for r in _rows()})

#: Ways two dice make each total, out of 36 (the exact chances are ``ROLL_PROBABILITY``).
ROLL_WAYS: Final[Mapping[int, int]] = MappingProxyType({s: 6 - abs(s - 7) for s in range(2, 13)})


def __getattr__(name: str) -> Any:
    # ROLL_PROBABILITY is built on first use: fractions imports decimal, which a single le Roy
    # turn on the command line has no need to pay for.
    if name == "ROLL_PROBABILITY":
        from fractions import Fraction

        table = MappingProxyType({s: Fraction(ways, 36) for s, ways in ROLL_WAYS.items()})
        globals()["ROLL_PROBABILITY"] = table
        return table
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def row(roll: int) -> Row:
    """The row for a roll of two black dice.

    >>> row(12).action, row(12).mirrors, row(12).price_text
    (<Action.GAIN_VP: 'gain_vp'>, 2, '3 dice (1 bought from you)')
    """
    if isinstance(roll, bool) or not isinstance(roll, int) or roll not in TABLE:
        raise InvalidNotation(f"two dice total 2 to 12, not {roll!r}")
    return TABLE[roll]


def action_probability(action: Action) -> Fraction:
    """The exact chance that one le Roy turn takes ``action``.

    >>> action_probability(Action.GAIN_VP), action_probability(Action.EVENT)
    (Fraction(1, 6), Fraction(2, 9))
    """
    from fractions import Fraction

    return Fraction(sum(ROLL_WAYS[r.roll] for r in TABLE.values() if r.action is action), 36)


@dataclass(frozen=True, slots=True)
class Turn:
    """What one le Roy turn does."""

    roll: int
    action: Action
    vp: int
    spent: tuple[Die, ...]        #: le Roy's own dice, best first
    remaining: tuple[Die, ...]    #: le Roy's dice left, best first
    bought: Die | None            #: the player's die he bought
    deniers_to_player: int
    building: Building | None     #: where a worker goes
    cubes: int = 0                #: cathedral cubes placed
    expels: bool = False          #: a worker expels one of the player's meeples
    character: bool = False       #: a character card is revealed and scored
    short: bool = False           #: the price was more than his dice: he spent all he had

    def to_dict(self) -> dict[str, Any]:
        return {
            "roll": self.roll,
            "action": self.action.value,
            "vp": self.vp,
            "spent": [str(d) for d in self.spent],
            "remaining": [str(d) for d in self.remaining],
            "bought": str(self.bought) if self.bought else None,
            "deniers_to_player": self.deniers_to_player,
            "building": self.building.value if self.building else None,
            "cubes": self.cubes,
            "expels": self.expels,
            "character": self.character,
            "short": self.short,
        }


def turn(roll: int, dice: Sequence[Die], player_dice: Sequence[Die] = (), *, banners: int | None = None,
         cathedral_room: int = 2, characters_left: int = 1, board: Board | None = None) -> Turn:
    """Play one le Roy turn: look up the roll, spend his best dice, buy if the row says so.

    ``banners`` (free banners on the right-most event) is needed on event rows;
    ``cathedral_room`` counts the free cathedral spaces; ``characters_left`` the character cards
    still in the pile; ``board`` (optional) says whether a worker can expel one of your meeples.

    >>> t = turn(3, parse_dice("Y5,R2"), parse_dice("W6,R6"))
    >>> [str(d) for d in t.spent], str(t.bought), t.deniers_to_player, t.vp
    (['Y5'], 'R6', 4, 2)
    """
    r = row(roll)
    dice = rank(dice)
    if not dice:
        raise IllegalAction("le Roy takes turns only while he has dice left")
    bought: Die | None = None
    deniers = 0
    own = r.own
    if r.per_banner:
        if banners is None:
            raise RulesError(f"a roll of {roll} resolves the right-most event: say how many free banners it has")
        if isinstance(banners, bool) or not isinstance(banners, int) or banners < 0:
            raise InvalidNotation(f"free banners are counted 0 or more, not {banners!r}")
        own = banners
    if r.bought:
        offered = rank(player_dice)
        if offered:
            bought, deniers = offered[0], r.price_deniers * r.bought
        else:
            own += r.bought  # rulings B1: with nothing to buy he uses his own, paying nothing
    spent, remaining = dice[:own], dice[own:]
    vp = r.vp
    cubes = 0
    building = None
    expels = False
    if r.action is Action.WORKER:
        building = dice[0].colour.building
        expels = board is not None and board.count(building, Side.PLAYER) > 0
    elif r.action is Action.CATHEDRAL:
        if isinstance(cathedral_room, bool) or not isinstance(cathedral_room, int) or cathedral_room < 0:
            raise InvalidNotation(f"free cathedral spaces are counted 0 or more, not {cathedral_room!r}")
        cubes = min(2, cathedral_room)
        vp = 0 if cubes else 2
    elif r.action is Action.CHARACTER:
        vp = 0 if characters_left > 0 else 1
    return Turn(roll, r.action, vp, spent, remaining, bought, deniers, building, cubes, expels,
                r.action is Action.CHARACTER and characters_left > 0, own > len(dice))


def place_worker(board: Board, building: Building) -> tuple[Board, str]:
    """Put le Roy's worker in ``building``: it replaces your meeple on the best place you hold
    there, else takes the best free place, else (only his own meeples there) nothing happens.

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


def tradesman_spot(spots: Sequence[Spot]) -> Spot:
    """The spot le Roy's tradesman takes: most VP, then cheapest, then red > yellow > white.

    >>> tradesman_spot([Spot("a", 3, 2, Colour.WHITE), Spot("b", 3, 1, Colour.WHITE),
    ...                 Spot("c", 3, 1, Colour.YELLOW)]).name
    'c'
    """
    if not spots:
        raise IllegalAction("there is no spot for a tradesman")
    return min(spots, key=lambda s: (-s.vp, s.cost, COLOUR_ORDER.index(s.colour)))


# --------------------------------------------------------------------------------------------
# Combat against black dice


@dataclass(frozen=True, slots=True)
class Combat:
    """Le Roy's answer to the black dice: one die used, one black die gone, the rest to you."""

    used: Die | None
    eliminated: int | None
    passed_back: tuple[int, ...]
    remaining: tuple[Die, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"used": str(self.used) if self.used else None, "eliminated": self.eliminated,
                "passed_back": list(self.passed_back), "remaining": [str(d) for d in self.remaining]}


def parse_black(text: str) -> tuple[int, ...]:
    """Read black dice as ``6,4,1`` (a ``B`` before a value is allowed)."""
    text = str(text).strip()
    if not text or text.lower() in ("none", "-"):
        return ()
    out = []
    for part in text.split(","):
        m = re.fullmatch(r"\s*[Bb]?\s*([1-6])\s*", part)
        if not m:
            raise InvalidNotation(f"{part.strip()!r} is not a black die: write a value 1-6, e.g. 6,4,1")
        out.append(int(m.group(1)))
    return tuple(out)


def combat(dice: Sequence[Die], black: Sequence[int]) -> Combat:
    """Le Roy spends his strongest die to remove the highest black die, and only that one.

    >>> c = combat(parse_dice("W6,R6,Y2"), (5, 6, 2))
    >>> str(c.used), c.eliminated, c.passed_back
    ('R6', 6, (5, 2))
    """
    dice = rank(dice)
    black = tuple(sorted(black, reverse=True))
    for b in black:
        if isinstance(b, bool) or not isinstance(b, int) or not 1 <= b <= 6:
            raise InvalidNotation(f"a black die shows 1 to 6, not {b!r}")
    if not dice or not black:
        return Combat(None, None, black, dice)
    return Combat(dice[0], black[0], black[1:], dice[1:])


# --------------------------------------------------------------------------------------------
# The end: margin and rating bands


@dataclass(frozen=True, slots=True)
class Band:
    """A rating band: the bounds as printed, the margins it takes under our ruling, a verdict."""

    printed: str
    low: int | None       #: printed lower bound (None: open)
    high: int | None      #: printed upper bound (None: open)
    takes_from: int | None
    takes_to: int | None
    verdict: str

    def holds(self, margin: int) -> bool:
        return ((self.takes_from is None or margin >= self.takes_from)
                and (self.takes_to is None or margin <= self.takes_to))


#: The printed bands overlap at 0 and at 20 (ruling R1): a draw (0) is not a defeat, so it goes
#: to "0 to 5"; 20 stays in "16 to 20", and "20+" starts above 20. Below -100 is still a defeat.
BANDS: Final[tuple[Band, ...]] = (
    Band("-100 to 0", -100, 0, None, -1, "Defeat: le Roy has your head."),
    Band("0 to 5", 0, 5, 0, 5, "Not a disgrace, but le Roy still takes your head."),
    Band("6 to 10", 6, 10, 6, 10, "An average showing at most."),
    Band("11 to 15", 11, 15, 11, 15, "Respectable: you are making a name for yourself."),
    Band("16 to 20", 16, 20, 16, 20, "Le Roy grows uneasy, and takes your head anyway."),
    Band("20+", 20, None, 21, None, "A masterful game."),
)


def band(margin: int) -> Band:
    """The band for a final margin (your VP minus le Roy's).

    >>> [band(m).printed for m in (-120, -1, 0, 5, 6, 20, 21)]
    ['-100 to 0', '-100 to 0', '0 to 5', '0 to 5', '6 to 10', '16 to 20', '20+']
    """
    if isinstance(margin, bool) or not isinstance(margin, int):
        raise InvalidNotation(f"a margin is a whole number, not {margin!r}")
    for b in BANDS:
        if b.holds(margin):
            return b
    raise AssertionError("the bands cover every margin")  # pragma: no cover


@dataclass(frozen=True, slots=True)
class FinalScore:
    """The King's Challenge result: your VP, le Roy's, the margin and its band."""

    player_vp: int
    le_roy_vp: int

    @property
    def margin(self) -> int:
        return self.player_vp - self.le_roy_vp

    @property
    def band(self) -> Band:
        return band(self.margin)

    def to_dict(self) -> dict[str, Any]:
        b = self.band
        return {"game": GAME, "player_vp": self.player_vp, "le_roy_vp": self.le_roy_vp,
                "margin": self.margin, "band": [b.low, b.high], "verdict": b.verdict}


def score_sheet(data: Any) -> FinalScore:
    """Read ``{"player_vp": n, "le_roy_vp": n}`` and compare.

    >>> score_sheet({"player_vp": 71, "le_roy_vp": 60}).band.printed
    '11 to 15'
    """
    if not isinstance(data, dict):
        raise InvalidNotation("the sheet must be an object: {\"player_vp\": n, \"le_roy_vp\": n}")
    extra = sorted(set(data) - {"player_vp", "le_roy_vp"})
    if extra:
        raise InvalidNotation(f"unknown field {extra[0]!r} (fields: player_vp, le_roy_vp)")
    values = []
    for key in ("player_vp", "le_roy_vp"):
        if key not in data:
            raise InvalidNotation(f"the sheet needs {key!r}")
        v = data[key]
        if isinstance(v, bool) or not isinstance(v, int):
            raise InvalidNotation(f"{key} must be a whole number, not {_short(v)}")
        if not -10_000 <= v <= 10_000:
            raise InvalidNotation(f"{key} of {_short(v)} is not a Troyes score")
        values.append(v)
    return FinalScore(*values)


# --------------------------------------------------------------------------------------------
# Reference data: the solo changes, card modifications and bonus cards (our words)


@dataclass(frozen=True, slots=True)
class CardText:
    """A card's name and what it does, in our words."""

    name: str
    text: str


SOLO_CHANGES: Final[tuple[str, ...]] = (
    "Le Roy plays two colours of meeples; the grey ones stay in the box.",
    "The start player changes every round.",
    "Events that hurt do nothing to le Roy.",
    "Whenever an event mentions the neutral player, it means le Roy (his meeples and cubes).",
    "Buying one of le Roy's dice: pay the usual deniers to the bank.",
    "Setup: shuffle the 6 character cards into a fanned pile; the top card is revealed first.",
)

CARD_MODIFICATIONS: Final[tuple[CardText, ...]] = (
    CardText("Tax Collector", "2 deniers (not 1) for each of le Roy's citizens in the City Hall."),
    CardText("Tithe", "Take up to 3 yellow dice from le Roy (not 1); an action still uses at most 3 dice."),
    CardText("Traveling Builders", "Le Roy gains 1 VP if the Cathedral has an empty space."),
    CardText("Banquet", "Ignore le Roy's dice when finding the district with most red dice; you score "
                        "even if le Roy has more red dice in a district."),
)

BONUS_CARDS: Final[tuple[CardText, ...]] = (
    CardText("Baker", "1 denier per yellow die in the city square."),
    CardText("Banquet", "1 VP per red die in the district with the most red dice (any owner's, the "
                        "neutral player's included)."),
    CardText("Prior", "One white die counts as two white dice of its value; only one die may be "
                      "used this way per action."),
    CardText("Resistance", "Brings in a second red event from the cards boxed at setup (it then calls "
                           "a yellow or white card as usual). On resolution, remove the newest cube "
                           "from every event card."),
)


# --------------------------------------------------------------------------------------------
# Rulings


RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("T1", "Rolls of 9 to 12",
           "The table stops at 9, yet two dice can total 10, 11 or 12.",
           "Rows 10, 11 and 12 copy rows 4, 3 and 2, as in the symmetric table (2/12, 3/11, 4/10, "
           "5/9) of the published 2011 French solo variant against the King. That variant gives +3 "
           "VP on 2 and 12; we keep this rulebook's +2.",
           short="Rows 10, 11, 12 copy rows 4, 3, 2 (the 2011 French variant's symmetric table, which pays +3 VP on 2 and 12; we keep +2)."),
    Ruling("T2", "Row 9's price",
           "Row 9 repeats row 5's action but its price is blank.",
           "One die per free banner, exactly like row 5.",
           short="Row 9 costs one die per free banner, like row 5."),
    Ruling("B1", "Row 2 when you have no die to sell",
           "Row 3 says le Roy then uses his own die without paying; row 2 says nothing.",
           "The same fallback: on rows 2 and 12 he spends three of his own dice and pays nothing.",
           short="Row 2 or 12 and you have no die to sell: he spends three of his own and pays nothing."),
    Ruling("X1", "Price above his dice",
           "He still acts, spending all his remaining dice.",
           "A die he buys from you is still bought; only his own dice run short.",
           short="Short of dice: a die he buys from you is still bought."),
    Ruling("S1", "Setup die whose building is full",
           "Each of the three best dice sends a meeple to its colour's building; a full building "
           "is not covered.",
           "That die is skipped and the next best die is used; if the six dice run out, the "
           "meeples left take the best free places, Palace first, then City Hall, then Bishopric.",
           short="Setup: a die whose building is full passes to the next best die; if all six fail, best free places, Palace first."),
    Ruling("S2", "Your setup meeples",
           "You place two meeples after each of le Roy's steps.",
           "You choose any free places; the automaton suggests the best free place and asks.",
           short="You choose your own setup places."),
    Ruling("W1", "Which die picks the worker's building",
           "'His highest die' shows the building.",
           "His best die at the start of the turn by his ranking; it is also the die he spends.",
           short="The worker's building is the colour of his best die, the one he spends."),
    Ruling("W2", "Where the worker goes",
           "He always expels one of your meeples if he can.",
           "He takes the place of your best-placed meeple in that building, which returns to you; "
           "with none of yours there he takes the best free place; a building of only his meeples "
           "gets nothing, but the die is still spent.",
           short="The worker takes your best-placed meeple's place there; else the best free place; else nothing."),
    Ruling("C1", "Cathedral with one free space",
           "No space at all gives +2 VP instead; partial room is not covered.",
           "He places as many of his two cubes as fit; +2 VP only when not one space is free.",
           short="One free cathedral space: one cube, no VP."),
    Ruling("R1", "Overlapping bands",
           "The bands read -100 to 0, 0 to 5, ..., 16 to 20, 20+: 0 and 20 are in two bands each.",
           "A draw (0) is not a defeat: 0 to 5. A margin of 20 is 16 to 20; 20+ means 21 and more. "
           "Margins below -100 are still the lowest band.",
           short="A margin of 0 is 0 to 5; 20 is 16 to 20; 20+ starts at 21."),
    Ruling("D1", "Le Roy's dice each round",
           "The solo rules do not say how many dice le Roy rolls.",
           "The base game's rule: one die of a building's colour for each of his meeples in it. "
           "The rulebook sets no cap, so none is applied.",
           short="His dice each round: one per meeple of his in each building (the base game's rule)."),
    Ruling("K1", "When le Roy fights black dice",
           "How he fights is given, not when.",
           "The automaton asks for the black dice once le Roy has rolled for the round, before the "
           "first turn; with no dice he removes nothing.",
           short="He fights black dice after rolling, before the first turn."),
    Ruling("G1", "How long the game lasts",
           "The solo rules do not say.",
           "The automaton asks at the end of each round, suggesting the end after the number of "
           "rounds you gave at the start (6 unless you say otherwise: check your board).",
           short="The automaton asks when the game ends."),
    Ruling("G2", "Who starts the first round",
           "The start player alternates each round; the first is not named.",
           "You choose at setup; the automaton suggests yourself.",
           short="You choose who starts round 1."),
    Ruling("V1", "Le Roy's score",
           "Le Roy scores from his table and from the board (events, cathedral, characters).",
           "The automaton keeps a tally of the VP it gives him and asks for his final score from the "
           "board's track, suggesting that tally.",
           short="The automaton tallies his VP and asks for the board's final score."),
)
