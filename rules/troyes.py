"""Troyes: the King's Challenge solo variant (le Roy), and the bonus cards as reference data.

Follows the Troyes bonus cards rulebook and its King's Challenge solo rules, kept in
``../shared/seeds/003_99c24830d66408d3.txt``. Dice are inputs: nothing here rolls. Where the
rulebook is silent or contradicts itself the module makes a ruling, listed in ``RULINGS``.

>>> from playaid.rules.troyes import Die, rank
>>> [str(d) for d in rank([Die.parse("W5"), Die.parse("R5"), Die.parse("Y6")])]
['Y6', 'R5', 'W5']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from types import MappingProxyType

from playaid.rules.errors import IllegalAction, InvalidNotation, RulesError
from playaid.rules.shared import Ruling, short

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
        playaid.rules.errors.InvalidNotation: 'B6' is not a die: write a colour letter (R red, Y yellow, W white) and a value 1-6, e.g. R5
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
PLACES: Final = 6                 #: places per building, 1 the best, 6 the worst (line 48)
LE_ROY_MEEPLES: Final = 12        #: le Roy's meeples in the buildings after setup (line 46)
PLAYER_MEEPLES: Final = 6         #: the player's meeples in the buildings after setup (line 46)
SETUP_DICE: Final = 6             #: dice rolled at each setup step (line 46)
SETUP_DICE_PER_COLOUR: Final = 2  #: of which this many of each colour (line 46)
SETUP_LE_ROY_STEP: Final = 3      #: le Roy's meeples placed per setup step (line 46)
SETUP_PLAYER_STEP: Final = 2      #: the player's meeples placed per setup step (line 46)
CHARACTER_CARDS: Final = 6        #: character cards in the pile at the start (line 52)


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
    """One setup step's outcome: le Roy's three placements, the dice passed over (†S1), the new board."""

    placed: tuple[Placed, ...]
    skipped: tuple[Die, ...]   #: better dice passed over because their building was full (†S1)
    board: Board


def setup_step(dice: Sequence[Die], board: Board, count: int | None = None) -> SetupStep:
    """Place le Roy's meeples for one setup step (three, or ``count``) from six dice, two of each colour.

    The dice are taken best first (value, then red > yellow > white, the value itself not
    mattering otherwise); each sends a meeple to the best free place of its colour's building.
    A die whose building is full passes to the next die (†S1); if the six dice run out,
    the remaining meeples take the best free places, Palace first.

    >>> from playaid.rules.troyes import parse_dice, Board
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
    colours = [d.colour for d in dice]
    if len(dice) != SETUP_DICE or any(colours.count(c) != SETUP_DICE_PER_COLOUR for c in Colour):
        raise RulesError(f"setup uses {SETUP_DICE} dice, {SETUP_DICE_PER_COLOUR} of each colour "
                         f"(got {dice_text(dice)})")


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


def parse_counts(text: str) -> dict[Building, tuple[int, int]]:
    """Read the meeples in each building as le Roy's/yours, Palace, City Hall, Bishopric: ``4/2 5/1 3/3``.

    >>> parse_counts("4/2 5/1 3/3")[Building.CITY_HALL]
    (5, 1)
    """
    usage = "write le Roy/you for the Palace, City Hall and Bishopric, e.g. 4/2 4/2 4/2"
    try:
        nums = [int(n) for n in str(text).replace(",", " ").replace("/", " ").split()]
    except ValueError:
        raise InvalidNotation(usage) from None
    if len(nums) != 2 * len(Building) or any(n < 0 for n in nums):
        raise InvalidNotation(usage)
    out = {}
    for i, b in enumerate(Building):
        roy, you = nums[2 * i], nums[2 * i + 1]
        if roy + you > PLACES:
            raise InvalidNotation(f"the {b.label} has only {PLACES} places, not {roy} + {you}")
        out[b] = (roy, you)
    return out


def dice_for_round(board: Board) -> dict[Colour, int]:
    """How many dice of each colour le Roy rolls: one per meeple of his in that colour's building (†D1).

    >>> from playaid.rules.troyes import Board, Building
    >>> dice_for_round(Board.from_counts({Building.PALACE: (4, 2), Building.CITY_HALL: (5, 1),
    ...                                   Building.BISHOPRIC: (3, 3)}))
    {<Colour.RED: 'red'>: 4, <Colour.YELLOW: 'yellow'>: 5, <Colour.WHITE: 'white'>: 3}
    """
    return {c: board.count(c.building, Side.LE_ROY) for c in Colour}


# --------------------------------------------------------------------------------------------
# Le Roy's action table


def mark(key: str) -> str:
    """The mark of ruling ``key`` as it stands in a sentence: ``(†B2)``.

    >>> mark("T1")
    '(\u2020T1)'
    """
    return f"({RULING[key].mark})"


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

    ``own`` counts le Roy's own dice and ``bought`` the die he buys from you (for
    ``price_deniers``): the price is both together. ``per_banner`` rows cost one die per free
    banner instead. ``cubes`` is what a cathedral row places. ``mirrors`` names the printed row
    a ruled row copies; ``seller_fallback_printed`` says whether the rulebook itself says what
    happens when you have no die to sell (row 3 does, row 2 does not: †B1).
    """

    roll: int
    action: Action
    vp: int = 0
    own: int = 0
    bought: int = 0
    price_deniers: int = 0
    per_banner: bool = False
    cubes: int = 0
    seller_fallback_printed: bool = False
    mirrors: int | None = None

    @property
    def text(self) -> str:
        """What he does, as the table says it."""
        return {
            Action.GAIN_VP: f"Le Roy gains {self.vp} VP",
            Action.WORKER: "Le Roy places 1 worker meeple",
            Action.EVENT: "Le Roy resolves the right-most event",
            Action.TRADESMAN: "Le Roy places 1 tradesman meeple",
            Action.CATHEDRAL: f"Le Roy places {self.cubes} cubes on the cathedral",
            Action.CHARACTER: "Le Roy reveals a character card",
        }[self.action]

    @property
    def price(self) -> int | None:
        """The dice he spends, a die bought from you included (None: one per free banner)."""
        return None if self.per_banner else self.own + self.bought

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
        return self.mirrors is None

    @property
    def rulings(self) -> tuple[str, ...]:
        """The keys of the rulings that make this row: T1 for rows 10-12, T2 for row 9's price."""
        if self.mirrors is None:
            return ()
        return ("T2",) if self.roll == 9 else ("T1",)

    @property
    def note_row(self) -> int:
        """The printed row whose note explains this row."""
        return self.mirrors or self.roll


#: What row 7 gives when the cathedral has no free space (note 6, line 89).
CATHEDRAL_FULL_VP: Final = 2
#: What row 8 gives when no character card is left (note 7, line 90).
NO_CHARACTER_VP: Final = 1


def _rows() -> tuple[Row, ...]:
    printed = [
        Row(2, Action.GAIN_VP, vp=2, own=2, bought=1, price_deniers=6),
        Row(3, Action.GAIN_VP, vp=2, own=1, bought=1, price_deniers=4, seller_fallback_printed=True),
        Row(4, Action.WORKER, own=1),
        Row(5, Action.EVENT, per_banner=True),
        Row(6, Action.TRADESMAN, own=1),
        Row(7, Action.CATHEDRAL, own=2, cubes=2),
        Row(8, Action.CHARACTER, own=0),
    ]
    by_roll = {r.roll: r for r in printed}
    ruled = [replace(by_roll[14 - n], roll=n, mirrors=14 - n) for n in (9, 10, 11, 12)]
    return tuple(printed + ruled)


#: Le Roy's table for every 2d6 result. The rulebook prints rows 2 to 9 (lines 72-80); row 9
#: repeats row 5, so the table reads as mirrored around 7 and rows 10-12 copy rows 4, 3 and 2
#: (†T1); row 9 takes row 5's price (†T2).
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
        raise InvalidNotation(f"two dice total 2 to 12, not {short(roll)}")
    return TABLE[roll]


def action_probability(action: Action) -> Fraction:
    """The exact chance that one le Roy turn takes ``action``.

    >>> action_probability(Action.GAIN_VP), action_probability(Action.EVENT)
    (Fraction(1, 6), Fraction(2, 9))
    """
    from fractions import Fraction

    return Fraction(sum(ROLL_WAYS[r.roll] for r in TABLE.values() if r.action is action), 36)


def action_rulings(action: Action) -> tuple[str, ...]:
    """The rulings behind the chance of ``action``: T1 when a row the rulebook does not print
    (10 to 12) takes it. Row 9's action is printed; only its price is ruled.

    >>> action_rulings(Action.GAIN_VP), action_rulings(Action.EVENT)
    (('T1',), ())
    """
    return ("T1",) if any(r.action is action and "T1" in r.rulings for r in TABLE.values()) else ()


# --------------------------------------------------------------------------------------------
# The notes under the table, in our words, with every ruling marked


@dataclass(frozen=True, slots=True)
class Note:
    """A note under le Roy's table: its number (the rulebook's), the rows it serves, its text."""

    number: int
    rolls: tuple[int, ...]
    text: str


def note_text(r: Row) -> str:
    """The note that explains row ``r`` (a ruled row shares the note of the row it copies)."""
    if r.action is Action.GAIN_VP:
        if r.seller_fallback_printed:
            fallback = "None to sell: he uses his own instead and pays you nothing."
        else:
            fallback = f"None to sell: he spends {r.own + r.bought} of his own and pays nothing {mark('B1')}."
        return (f"He buys your best available die (ranked as his are, {RULING['B4'].mark}) for "
                f"{r.price_deniers} deniers, paid by the bank {mark('B2')}, and uses it up with his own "
                f"{mark('B3')}. {fallback}")
    return {
        Action.WORKER: (
            f"His best die picks the building by its colour {mark('W1')}. He expels one of your meeples "
            "there whenever he can, taking the place of your best-placed meeple; none of yours there: "
            f"the best free place; only his own: nothing, the die still spent {mark('W2')}."),
        Action.EVENT: (
            "One die per free banner on the right-most event card. No event on display, or no free "
            f"banner on it: nothing happens, no die spent {mark('E1')}."),
        Action.TRADESMAN: (
            "On the spot worth the most VP; tied: the cheapest, then red > yellow > white. He pays "
            f"nothing for the spot {mark('M2')}; no free spot: nothing placed, the die still spent "
            f"{mark('M1')}."),
        Action.CATHEDRAL: (
            "On the best free spaces of the lowest row with room, one cube at a time: when that row "
            f"fills, the next goes a row up {mark('C2')}. One space left in all: one cube, no VP "
            f"{mark('C1')}. No space at all: +{CATHEDRAL_FULL_VP} VP instead."),
        Action.CHARACTER: (
            "You both score the top character card, which then leaves the game; he never scores gold "
            f"or influence. None left: +{NO_CHARACTER_VP} VP for him instead."),
    }[r.action]


def notes() -> tuple[Note, ...]:
    """The notes, numbered as the rulebook numbers them (one per printed row, lines 84-90).

    >>> [(n.number, n.rolls) for n in notes()][:2]
    [(1, (2, 12)), (2, (3, 11))]
    """
    printed = [r for r in TABLE.values() if r.printed]
    return tuple(Note(i, tuple(x.roll for x in TABLE.values() if x.note_row == r.roll), note_text(r))
                 for i, r in enumerate(printed, 1))


def note_number(roll: int) -> int:
    """The number of the note that serves ``roll``."""
    return next(n.number for n in notes() if roll in n.rolls)


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


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidNotation(f"{what} are counted 0 or more, not {short(value)}")
    return value


def cathedral_rows(free: Sequence[int], cubes: int) -> tuple[int, ...]:
    """The cathedral row (1 the lowest) each of his cubes takes, given the free spaces of each row
    from the lowest up. Cubes go one at a time to the lowest row with room, so a second cube
    goes a row up when the first fills its row (†C2), and only as many cubes as there are
    free spaces are placed (†C1).

    >>> cathedral_rows((1, 3, 2), 2), cathedral_rows((0, 0, 1), 2), cathedral_rows((0, 0, 0), 2)
    ((1, 2), (3,), ())
    """
    room = [_count(n, "free cathedral spaces") for n in free]
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

    >>> t = turn(3, parse_dice("Y5,R2"), parse_dice("W6,R6"))
    >>> [str(d) for d in t.spent], str(t.bought), t.deniers_to_player, t.vp
    (['Y5'], 'R6', 4, 2)
    """
    r = row(roll)
    dice = rank(dice)
    if not dice:
        raise IllegalAction("le Roy takes turns only while he has dice left")
    if isinstance(characters_left, bool) or not isinstance(characters_left, int) or \
            not 0 <= characters_left <= CHARACTER_CARDS:
        raise InvalidNotation(f"the pile holds 0 to {CHARACTER_CARDS} character cards, not {short(characters_left)}")
    rulings = list(r.rulings)
    bought: Die | None = None
    deniers = 0
    own = r.own
    if r.per_banner:
        if banners is None:
            raise RulesError(f"a roll of {roll} resolves the right-most event: say how many free banners it has "
                             "(0 when no event is on display)")
        own = _count(banners, "free banners")
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
            cubes = min(r.cubes, _count(cathedral_room, "free cathedral spaces"))
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
    there, else takes the best free place, else (only his own meeples there) nothing happens
    (†W2).

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
    """Le Roy's answer to one red event's black dice: one die used, one black die gone, the rest to you."""

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
            raise InvalidNotation(f"{short(part.strip())} is not a black die: write a value 1-6, e.g. 6,4,1")
        out.append(int(m.group(1)))
    return tuple(out)


def parse_black_events(text: str) -> tuple[tuple[int, ...], ...]:
    """Read the black dice of each red event this round, events apart with ``/``: ``6,4/5,2`` (†K2).

    >>> parse_black_events("6,4 / 5"), parse_black_events("none")
    (((6, 4), (5,)), ())
    """
    text = str(text).strip()
    if not text or text.lower() in ("none", "-"):
        return ()
    groups = tuple(parse_black(part) for part in text.split("/"))
    if any(not g for g in groups):
        raise InvalidNotation("each red event between the slashes needs its black dice, e.g. 6,4/5,2")
    return groups


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
            raise InvalidNotation(f"a black die shows 1 to 6, not {short(b)}")
    if not dice or not black:
        return Combat(None, None, black, dice)
    return Combat(dice[0], black[0], black[1:], dice[1:])


def combat_events(dice: Sequence[Die], events: Sequence[Sequence[int]]) -> tuple[Combat, ...]:
    """Le Roy against the black dice of each red event of the round, one event after the other
    (†K2): each time his strongest remaining die removes that event's highest black die.

    >>> [(str(c.used), c.eliminated) for c in combat_events(parse_dice("R6,Y5,W1"), [(5, 4), (6,)])]
    [('R6', 5), ('Y5', 6)]
    """
    out = []
    for black in events:
        fight = combat(dice, black)
        out.append(fight)
        dice = fight.remaining
    return tuple(out)


# --------------------------------------------------------------------------------------------
# What to do for him, in words: the automaton and ``playaid leroy`` say the same sentences


def _bare(key: str) -> str:
    return RULING[key].mark


def ruled_row_text(r: Row) -> str:
    """What makes a ruled row, said beside its roll ("" for a printed row).

    >>> ruled_row_text(row(11)), ruled_row_text(row(9)), ruled_row_text(row(3))
    ('row 11 copies row 3 \u2020T1', "row 9's price is row 5's \u2020T2", '')
    """
    if "T1" in r.rulings:
        return f"row {r.roll} copies row {r.mirrors} {_bare('T1')}"
    if "T2" in r.rulings:
        return f"row {r.roll}'s price is row {r.mirrors}'s {_bare('T2')}"
    return ""


def spent_text(t: Turn) -> str:
    """The dice he spends, and what happens when the price is more than he has.

    >>> spent_text(turn(2, parse_dice("R5"), parse_dice("W6")))
    'he has fewer dice than the price, so he spends all he has: R5; your die is still bought (\u2020X1)'
    """
    spent = dice_text(t.spent) if t.spent else "no dice"
    if t.short:
        still = f"; your die is still bought {mark('X1')}" if t.bought else ""
        return f"he has fewer dice than the price, so he spends all he has: {spent}{still}"
    return f"he spends {spent}"


def sale_text(t: Turn) -> str:
    """What becomes of your die on a buying row ("" on other rows).

    >>> sale_text(turn(3, parse_dice("R5,Y2"), parse_dice("W6,W2")))
    'he buys your W6, your best die ranked as his are (\u2020B4): the bank pays you 4 deniers (\u2020B2), and your W6 is used up with his own (\u2020B3)'
    >>> sale_text(turn(12, parse_dice("R5,Y2"), ()))
    'you have no die to sell, so he spends 3 of his own and pays nothing (\u2020B1)'
    """
    r = row(t.roll)
    if not r.bought:
        return ""
    if t.bought is not None:
        return (f"he buys your {t.bought}, your best die ranked as his are {mark('B4')}: the bank pays you "
                f"{t.deniers_to_player} deniers {mark('B2')}, and your {t.bought} is used up with his own "
                f"{mark('B3')}")
    if r.seller_fallback_printed:
        return "you have no die to sell, so he uses his own instead and pays you nothing"
    return f"you have no die to sell, so he spends {r.own + r.bought} of his own and pays nothing {mark('B1')}"


def worker_text(building: Building, outcome: str | None) -> str:
    """Where his worker goes: ``outcome`` is :func:`place_worker`'s, or None when the board is unknown.

    >>> worker_text(Building.PALACE, "full")
    'worker to the Palace, the colour of his best die (\u2020W1): only his own meeples are there, so nothing is placed; the die is still spent (\u2020W2)'
    """
    where = f"worker to the {building.label}, the colour of his best die {mark('W1')}"
    return where + ": " + {
        "expelled": f"it takes the place of your best-placed meeple there {mark('W2')}; return your meeple "
                    "to your supply",
        "placed": f"none of yours there, so a le Roy meeple on its best free place {mark('W2')}",
        "full": f"only his own meeples are there, so nothing is placed; the die is still spent {mark('W2')}",
        None: "he expels one of your meeples there if you have one, taking the place of your best-placed "
              f"meeple; else the best free place; else nothing {mark('W2')}",
    }[outcome]


def action_text(t: Turn) -> str:
    """What to do on the board for an event, tradesman, cathedral or character turn ("" otherwise).

    >>> action_text(turn(7, parse_dice("R5,Y3"), cathedral_room=1))
    'put 1 of his cubes on the last free space; the other is not placed (\u2020C1)'
    """
    r = row(t.roll)
    if t.action is Action.EVENT:
        if "E1" in t.rulings:
            return f"no event on display, or no free banner on it: nothing happens and no die is spent {mark('E1')}"
        return "resolve the right-most event for le Roy (events that would hurt him do nothing)"
    if t.action is Action.TRADESMAN:
        note = note_text(r).rstrip(".")
        return f"put a le Roy tradesman {note[0].lower()}{note[1:]}"
    if t.action is Action.CATHEDRAL:
        where = ""
        if t.cube_rows:
            rows = " and ".join(str(n) for n in t.cube_rows)
            where = f" (row{'s' if len(t.cube_rows) > 1 else ''} {rows}, 1 the lowest)"
        if t.cubes == r.cubes:
            return (f"put {t.cubes} of his cubes on the best free spaces of the lowest row with room{where}, one "
                    f"at a time: if that row fills, the next cube goes a row up {mark('C2')}")
        if t.cubes:
            rest = r.cubes - t.cubes
            return (f"put {t.cubes} of his cubes on the last free space{where}; "
                    f"{'the other is' if rest == 1 else f'{rest} are'} not placed {mark('C1')}")
        return f"the cathedral is full: move le Roy's marker {t.vp} VP up instead"
    if t.action is Action.CHARACTER:
        if t.character:
            return "reveal the top character card; you both score it, then it leaves the game"
        return f"no character card left: move le Roy's marker {t.vp} VP up instead"
    return ""


def combat_text(c: Combat, event: int | None = None) -> str:
    """One combat, said: ``event`` numbers the red event when there are several (ruling K2).

    >>> combat_text(combat(parse_dice("R3"), (5, 2)), 2)
    'red event 2 (\u2020K2): le Roy spends R3 to remove the black 5, his die lower but still enough (\u2020K3); passed back to you: 2'
    """
    which = f"red event {event} {mark('K2')}: " if event is not None else ""
    back = ", ".join(map(str, c.passed_back)) or "none"
    if c.used is None:
        return f"{which}le Roy has no die to fight with; passed back to you: {back}"
    lower = f", his die lower but still enough {mark('K3')}" if c.used.value < (c.eliminated or 0) else ""
    return f"{which}le Roy spends {c.used} to remove the black {c.eliminated}{lower}; passed back to you: {back}"


def capital(text: str) -> str:
    """``text`` with its first letter upper-cased, for a sentence of its own."""
    return text[:1].upper() + text[1:]


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

    @property
    def taken(self) -> str:
        """The margins the band takes under ruling †R1, in words: ``-1 or less``, ``21 or more``."""
        if self.takes_from is None:
            return f"{self.takes_to} or less"
        if self.takes_to is None:
            return f"{self.takes_from} or more"
        return f"{self.takes_from} to {self.takes_to}"

    @property
    def ruled(self) -> bool:
        """True when ruling †R1 makes the band take other margins than it prints."""
        return self.taken != self.printed


#: The bands as printed (lines 98-103). They overlap at 0 and at 20 (†R1): a draw (0) is
#: not a defeat, so it goes to "0 to 5"; 20 stays in "16 to 20", and "20+" starts above 20.
#: Below -100 is still a defeat.
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
        raise InvalidNotation(f"a margin is a whole number, not {short(margin)}")
    for b in BANDS:
        if b.holds(margin):
            return b
    raise AssertionError("the bands cover every margin")  # pragma: no cover


def band_note(margin: int) -> str:
    """Why ``margin`` lands in its band, when ruling †R1 decides it; else an empty string.

    >>> band_note(0)
    'a margin of 0 is printed in two bands; it counts in 0 to 5, \u2020R1'
    >>> band_note(7)
    ''
    """
    b = band(margin)
    printed_in = [x.printed for x in BANDS
                  if (x.low is None or margin >= x.low) and (x.high is None or margin <= x.high)]
    if len(printed_in) > 1:
        return f"a margin of {margin} is printed in two bands; it counts in {b.printed}, {RULING['R1'].mark}"
    if not printed_in:
        return f"a margin of {margin} is below every printed band; it counts in {b.printed}, {RULING['R1'].mark}"
    return ""


#: The highest final score the calculator and the automaton accept (†V2).
MAX_VP: Final = 999


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
    """Read ``{"player_vp": n, "le_roy_vp": n}`` and compare. A score is 0 to :data:`MAX_VP`
    VP (†V2).

    >>> score_sheet({"player_vp": 71, "le_roy_vp": 60}).band.printed
    '11 to 15'
    """
    if not isinstance(data, dict):
        raise InvalidNotation("the sheet must be an object: {\"player_vp\": n, \"le_roy_vp\": n}")
    extra = sorted(set(data) - {"player_vp", "le_roy_vp"}, key=str)
    if extra:
        raise InvalidNotation(f"unknown field {short(extra[0])} (fields: player_vp, le_roy_vp)")
    values = []
    for key in ("player_vp", "le_roy_vp"):
        if key not in data:
            raise InvalidNotation(f"the sheet needs {key!r}")
        v = data[key]
        if isinstance(v, bool) or not isinstance(v, int):
            raise InvalidNotation(f"{key} must be a whole number, not {short(v)}")
        if not 0 <= v <= MAX_VP:
            raise InvalidNotation(f"{key} of {short(v)} is not a Troyes score: 0 to {MAX_VP} VP {mark('V2')}")
        values.append(v)
    return FinalScore(*values)


# --------------------------------------------------------------------------------------------
# Cards


#: What Traveling Builders gives le Roy in the solo game (line 109).
TRAVELING_BUILDERS_VP: Final = 1


def traveling_builders_vp(empty_spaces: int) -> int:
    """What Traveling Builders gives le Roy at the end of a round while it is in play: its VP if
    the cathedral has an empty space, however many (†E2).

    >>> traveling_builders_vp(3), traveling_builders_vp(0)
    (1, 0)
    """
    return TRAVELING_BUILDERS_VP if _count(empty_spaces, "empty cathedral spaces") else 0


def prior(white: Sequence[Die]) -> tuple[Die, ...]:
    """The white dice an action counts when the Prior doubles one: that die twice. The action
    may use no other white die (line 30).

    >>> [str(d) for d in prior(parse_dice("W4"))]
    ['W4', 'W4']
    >>> prior(parse_dice("W4,W2"))
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalAction: with the Prior an action uses exactly 1 white die, not 2
    """
    if any(d.colour is not Colour.WHITE for d in white):
        raise IllegalAction(f"the Prior doubles a white die, not {dice_text([d for d in white if d.colour is not Colour.WHITE])}")
    if len(white) != 1:
        raise IllegalAction(f"with the Prior an action uses exactly 1 white die, not {len(white)}")
    return (white[0], white[0])


# --------------------------------------------------------------------------------------------
# Reference data: the solo changes, card modifications and bonus cards (our words)


@dataclass(frozen=True, slots=True)
class CardText:
    """A card's name and what it does, in our words."""

    name: str
    text: str


def solo_changes() -> dict[str, str]:
    """What changes in the solo game, in our words, rulings marked, by topic."""
    return {
        "colours": f"Le Roy plays two colours of meeples, and both colours are his {mark('L1')}; the grey "
                   "ones stay in the box.",
        "start": f"The start player changes every round; you choose who starts round 1 {mark('G2')}.",
        "harmful": f"Events that hurt do nothing to le Roy, even those naming the neutral player {mark('N1')}.",
        "neutral": "Whenever an event mentions the neutral player, it means le Roy (his meeples and cubes).",
        "buying": "Buying one of le Roy's dice: pay the usual deniers to the bank.",
        "characters": f"Setup: shuffle the {CHARACTER_CARDS} character cards into a fanned pile; the top card "
                      "is revealed first.",
    }


def card_modifications() -> tuple[CardText, ...]:
    """Cards that work differently against le Roy, rulings marked."""
    return (
        CardText("Tax Collector", "2 deniers (not 1) for each of le Roy's citizens in the City Hall."),
        CardText("Tithe", f"Take up to 3 yellow dice from le Roy (not 1), on the card's own terms {mark('Y1')}; "
                          "an action still uses at most 3 dice."),
        CardText("Traveling Builders", f"Le Roy gains {TRAVELING_BUILDERS_VP} VP if the Cathedral has an "
                                       "empty space: once each round while the card is in play, however "
                                       f"many are empty {mark('E2')}."),
        CardText("Banquet", "Ignore le Roy's dice when finding the district with most red dice; you score "
                            "even if le Roy has more red dice in a district."),
    )


def bonus_cards() -> tuple[CardText, ...]:
    """The four bonus cards, rulings marked."""
    return (
        CardText("Baker", "1 denier per yellow die in the city square."),
        CardText("Banquet", "1 VP per red die in the district with the most red dice (any owner's, the "
                            "neutral player's included)."),
        CardText("Prior", "One white die counts as two white dice of the same value; that action may "
                          "use no other white die."),
        CardText("Resistance", f"Brings in a second red event, drawn at random {mark('R2')} from the red "
                               "events boxed at setup (it then calls a yellow or white card as usual); each "
                               f"red event is fought on its own {mark('K2')}. On resolution, remove the "
                               "newest cube from every event card."),
    )


# --------------------------------------------------------------------------------------------
# Rulings


RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("T1", "Rolls of 10 to 12",
           "The table (lines 72-80) stops at 9, yet two dice can total 10, 11 or 12. Its row 9 "
           "repeats row 5's action, the roll that adds up with it to 14.",
           "The table is read as mirrored around 7, as row 9 already is: rows 10, 11 and 12 copy "
           "rows 4, 3 and 2, with their prices and notes (row 12 gains 2 VP, like row 2).",
           short="Rows 10, 11, 12 copy rows 4, 3, 2: the table is mirrored around 7, as row 9 repeating row 5 shows.",
           phrases=("copies row", "as row", "mirrored around 7", "% of his turns")),
    Ruling("T2", "Row 9's price",
           "Row 9 (line 80) repeats row 5's action but its price is blank.",
           "One die per free banner, exactly like row 5.",
           short="Row 9 costs one die per free banner, like row 5.",
           phrases=("row 9 costs", "row 9's price")),
    Ruling("B1", "Row 2 when you have no die to sell",
           "Note 2 (line 85) says that on row 3 le Roy then uses his own die without paying; note 1 "
           "(line 84), for row 2, says nothing.",
           "The same fallback: on rows 2 and 12 he spends three of his own dice and pays nothing.",
           short="Row 2 or 12 and you have no die to sell: he spends three of his own and pays nothing.",
           phrases=("3 of his own", "three of his own")),
    Ruling("B2", "Who pays for the die le Roy buys",
           "Notes 1 and 2 (lines 84-85) have him buy your die for 6 or 4 deniers; the solo rules "
           "give him no money, and send what you pay for his dice to the bank (line 68).",
           "The bank pays you; le Roy never holds deniers.",
           short="The bank pays you for a die he buys.",
           phrases=("paid by the bank", "the bank pays")),
    Ruling("B3", "The die le Roy buys",
           "The price counts the bought die among the dice he spends (lines 70, 73-74); what then "
           "becomes of it is not said.",
           "It is spent on that same action and set aside like his own spent dice: it never joins "
           "his dice and cannot be bought back.",
           short="The die he buys is used up on that action, like his own.",
           phrases=("used up",)),
    Ruling("B4", "Your best available die",
           "Notes 1 and 2 (lines 84-85) say he buys your best available die; the ranking (line 62) "
           "is given for his dice only.",
           "Your dice not yet used this round, ranked as his are: value first, then red, yellow, "
           "white.",
           short="Your best die is ranked as his are: value, then red > yellow > white.",
           phrases=("ranked as his",)),
    Ruling("X1", "Price above his dice",
           "He still acts, spending all his remaining dice (line 70).",
           "A die he buys from you is still bought; only his own dice run short.",
           short="Short of dice: a die he buys from you is still bought.",
           phrases=("still bought",)),
    Ruling("S1", "Setup die whose building is full",
           "Each of the three best dice sends a meeple to its colour's building (line 46); a full "
           "building is not covered.",
           "That die is passed over and the next best die is used; if the six dice run out, the "
           "meeples left take the best free places, Palace first, then City Hall, then Bishopric.",
           short="Setup: a die whose building is full passes to the next best die; if all six fail, best free places, Palace first.",
           phrases=("passed over", "passes to the next", "palace first")),
    Ruling("S2", "Your setup meeples",
           "You place two meeples after each of le Roy's steps (line 46); where is not said.",
           "You choose any free places; the automaton suggests the best free place and asks.",
           short="You choose your own setup places.",
           phrases=("where do you put your meeple", "your own setup places", "where yours go")),
    Ruling("L1", "Le Roy's two colours",
           "Le Roy uses the meeples of two colours (line 44), not which, nor how they count.",
           "Any two colours nobody else plays; both colours are his, and everything either colour "
           "holds counts for him.",
           short="Both of le Roy's colours are his alone.",
           phrases=("both colours are his",)),
    Ruling("N1", "Events naming the neutral player that would hurt le Roy",
           "Negative events do not affect le Roy (line 58), yet an event naming the neutral player "
           "now names him (line 60).",
           "An event that would hurt him does nothing to him, even when it names the neutral player.",
           short="Harmful events spare him, even those naming the neutral player.",
           phrases=("even those naming",)),
    Ruling("W1", "Which die picks the worker's building",
           "'His highest die' shows the building (note 3, line 86).",
           "His best die at the start of the turn by his ranking; it is also the die he spends.",
           short="The worker's building is the colour of his best die, the one he spends.",
           phrases=("his best die picks", "colour of his best die")),
    Ruling("W2", "Where the worker goes",
           "He always expels one of your meeples if he can (note 3, line 86).",
           "He takes the place of your best-placed meeple in that building, which returns to you; "
           "with none of yours there he takes the best free place; a building of only his meeples "
           "gets nothing, but the die is still spent.",
           short="The worker takes your best-placed meeple's place there; else the best free place; else nothing.",
           phrases=("best-placed meeple", "only his own meeples")),
    Ruling("E1", "Rows 5 and 9 with nothing to resolve",
           "He resolves the right-most event for one die per free banner (lines 76, 80, note 4 "
           "line 87); an empty display, or an event with no free banner, is not covered.",
           "Nothing happens and no die is spent; the turn still counts, and yours comes next.",
           short="No event on display, or no free banner: nothing happens, no die spent.",
           phrases=("no event on display", "no free banner")),
    Ruling("M1", "Row 6 with no spot for a tradesman",
           "Note 5 (line 88) chooses among spots; it does not say what happens when none is free.",
           "Nothing is placed; the die is still spent, as for a worker with nowhere to go.",
           short="No free spot for his tradesman: nothing placed, the die still spent.",
           phrases=("no free spot",)),
    Ruling("M2", "Paying for the tradesman's spot",
           "Note 5 (line 88) uses a spot's cost only to break ties; le Roy has no money.",
           "He pays nothing for the spot.",
           short="He pays nothing for his tradesman's spot.",
           phrases=("pays nothing for the spot",)),
    Ruling("C1", "Cathedral with one free space",
           f"No space at all gives +{CATHEDRAL_FULL_VP} VP instead (note 6, line 89); partial room is "
           "not covered.",
           f"He places as many of his cubes as fit; +{CATHEDRAL_FULL_VP} VP only when not one space is free.",
           short="One free cathedral space: one cube, no VP.",
           phrases=("one space left in all", "one free cathedral space", "last free space")),
    Ruling("C2", "Cubes across two cathedral rows",
           "The cubes go to the best spaces of the lowest available row (note 6, line 89); a lowest "
           "row with one space left is not covered.",
           "The cubes go one at a time, each to the best free space of the lowest row that still "
           "has room, so the second goes a row up.",
           short="One cube at a time: when the lowest row fills, the next goes a row up.",
           phrases=("a row up",)),
    Ruling("E2", "How often Traveling Builders scores",
           f"In solo play le Roy gains {TRAVELING_BUILDERS_VP} VP if the cathedral has an empty space "
           "(line 109); when, and how often, is not said.",
           f"Once each round while the card is in play, at the end of the round: {TRAVELING_BUILDERS_VP} "
           "VP, however many spaces are empty.",
           short=f"Traveling Builders: {TRAVELING_BUILDERS_VP} VP for him once each round, if the cathedral "
                 "has an empty space.",
           phrases=("once each round",)),
    Ruling("Y1", "What Tithe's dice cost",
           "Against le Roy, Tithe takes up to 3 yellow dice from him instead of 1 (line 108), while "
           "buying one of his dice otherwise costs the usual deniers, paid to the bank (line 68).",
           "The solo text changes only how many dice: they are taken on the card's own terms, and "
           "nothing is paid for them beyond what the card asks.",
           short="Tithe: up to 3 of his yellow dice, on the card's own terms.",
           phrases=("the card's own terms",)),
    Ruling("K1", "When le Roy fights black dice",
           "How he fights is given (line 66), not when.",
           "The automaton asks for the black dice once le Roy has rolled for the round, before the "
           "first turn; with no dice he removes nothing.",
           short="He fights black dice after rolling, before the first turn.",
           phrases=("before the first turn",)),
    Ruling("K2", "Several red events in one round",
           "The combat rule (line 66) speaks of one set of black dice; Resistance (line 34) brings "
           "a second red event into the same round.",
           "Each red event is fought on its own, in the order they came out: his strongest "
           "remaining die removes the highest black die of that event, the rest go back to you.",
           short="Two red events: each is fought on its own, his strongest remaining die each time.",
           phrases=("each red event",)),
    Ruling("K3", "A black die higher than his strongest die",
           "He uses his strongest available die to eliminate the highest remaining black die (line "
           "66); whether his die must match its value, and of which colour it must be, is not said.",
           "His strongest die of any colour removes the highest black die whatever the two values.",
           short="His strongest die removes the highest black die, whatever the values.",
           phrases=("lower but still enough", "whatever the values")),
    Ruling("R2", "Resistance's second red event",
           "Resistance takes the second red card from those boxed at setup (line 34); which one, "
           "when there are several, is not said.",
           "One drawn at random from them, unseen.",
           short="Resistance's second red event is drawn at random from the boxed ones.",
           phrases=("drawn at random",)),
    Ruling("R1", "Overlapping bands",
           "The bands (lines 98-103) read -100 to 0, 0 to 5, ..., 16 to 20, 20+: 0 and 20 are in "
           "two bands each, and nothing is below -100.",
           "A draw (0) is not a defeat: 0 to 5. A margin of 20 is 16 to 20; 20+ means 21 and more. "
           "Margins below -100 are still the lowest band.",
           short="A margin of 0 is 0 to 5; 20 is 16 to 20; 20+ starts at 21.",
           phrases=("a margin of 0", "a margin of 20", "a margin of -", "20+ starts at 21", "margins it takes")),
    Ruling("V2", "What a final score can be",
           "The rulebook sets no bounds on a score.",
           "A score is read off the score track, so it is 0 VP or more; the calculator and the "
           f"automaton refuse more than {MAX_VP} VP as a typing error.",
           short=f"A final score is 0 to {MAX_VP} VP.",
           phrases=(f"0 to {MAX_VP} vp",)),
    Ruling("D1", "Le Roy's dice each round",
           "The solo rules do not say how many dice le Roy rolls.",
           "The base game's rule: one die of a building's colour for each of his meeples in it. "
           "The rulebook sets no cap, so none is applied.",
           short="His dice each round: one per meeple of his in each building (the base game's rule).",
           phrases=("per meeple of his", "one die per meeple")),
    Ruling("G1", "How long the game lasts",
           "The solo rules do not say.",
           "The automaton asks at the end of each round, suggesting the end after the number of "
           "rounds you gave at the start (6 unless you say otherwise: check your board).",
           short="The automaton asks when the game ends.",
           phrases=("how many rounds will you play", "has the game ended")),
    Ruling("G2", "Who starts the first round",
           "The start player alternates each round (line 56); the first is not named.",
           "You choose at setup; the automaton suggests yourself.",
           short="You choose who starts round 1.",
           phrases=("who starts round 1",)),
    Ruling("V1", "Le Roy's score",
           "Le Roy scores from his table and from the board (events, cathedral, characters).",
           "The automaton keeps a tally of the VP it gives him and asks for his final score from the "
           "board's track, suggesting that tally.",
           short="The automaton tallies his VP and asks for the board's final score.",
           phrases=("the tally is suggested", "tallies his vp")),
)

# Each ruling by its key (not documented on the site: its value repeats RULINGS).
RULING: Final[Mapping[str, Ruling]] = MappingProxyType({r.key: r for r in RULINGS})

#: What changes in solo play, by topic, and in order; the card modifications; the bonus cards
#: (all in our words).
SOLO_CHANGE: Final[Mapping[str, str]] = MappingProxyType(solo_changes())
SOLO_CHANGES: Final[tuple[str, ...]] = tuple(SOLO_CHANGE.values())
CARD_MODIFICATIONS: Final[tuple[CardText, ...]] = card_modifications()
BONUS_CARDS: Final[tuple[CardText, ...]] = bonus_cards()
#: Each card modification by its card's name.
CARD_MODIFICATION: Final[Mapping[str, CardText]] = MappingProxyType({c.name: c for c in CARD_MODIFICATIONS})
