"""Troyes' components and numbers for the King's Challenge, and le Roy's two tables.

Everything here is a fact of the Troyes bonus cards rulebook and its King's Challenge solo rules
(``../shared/seeds/003_99c24830d66408d3.txt``; the line numbers below are that file's), written
as typed constants, closed sets (:class:`~playaid.rules.game.Choice`) and frozen dataclasses, with
the notations that read them (``R5``, ``4/2 5/1 3/3``, ``6,4/5``). No sentence lives here: what
a player reads about these facts is in :mod:`playaid.rules.troyes.text`.

>>> from playaid.rules.troyes.data import Die, rank
>>> [str(d) for d in rank([Die.parse("W5"), Die.parse("R5"), Die.parse("Y6")])]
['Y6', 'R5', 'W5']
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType

from playaid.rules.errors import IllegalAction, InvalidNotation, RulesError
from playaid.rules.game import Choice
from playaid.rules.shared import short
from playaid.rules.text import ENGLISH, N_, NC_, Listed, Said

TYPE_CHECKING = False  # typing stays unimported at run time: the commands start faster
if TYPE_CHECKING:
    from collections.abc import Iterator
    from fractions import Fraction
    from typing import Final

__all__ = [
    "GAME", "TITLE", "RULEBOOK", "MIN_PLAYERS", "MAX_PLAYERS", "ROUNDS",
    "Colour", "COLOUR_ORDER", "FACES", "Die", "parse_dice", "rank", "dice_text",
    "Building", "COLOUR_BUILDING", "Side", "Board", "parse_counts",
    "PLACES", "LE_ROY_MEEPLES", "PLAYER_MEEPLES", "SETUP_DICE", "SETUP_DICE_PER_COLOUR",
    "SETUP_LE_ROY_STEP", "SETUP_PLAYER_STEP", "CHARACTER_CARDS", "LE_ROY_COLOURS",
    "parse_black", "parse_black_events",
    "Action", "Row", "TABLE", "ROLL_WAYS", "ROLL_PROBABILITY", "DICE_PER_BANNER",
    "CATHEDRAL_FULL_VP", "NO_CHARACTER_VP",
    "Rating", "Band", "BANDS", "MAX_VP",
    "TRAVELING_BUILDERS_VP", "BAKER_DENIERS", "BANQUET_VP", "PRIOR_WHITE_DICE", "PRIOR_COUNTS_AS",
    "TAX_COLLECTOR_DENIERS", "TAX_COLLECTOR_BASE_DENIERS", "TITHE_DICE", "TITHE_BASE_DICE",
    "MAX_DICE_PER_ACTION", "ModifiedCard",
    "MAX_ROUNDS", "MAX_RED_EVENTS", "MAX_BLACK_DICE", "MAX_BANNERS", "MAX_CATHEDRAL_SPACES",
]

GAME: Final = "troyes"
TITLE: Final = "Troyes"
RULEBOOK: Final = N_("Troyes bonus cards rulebook (with the King's Challenge solo rules)")
#: The King's Challenge is played alone, against le Roy.
MIN_PLAYERS: Final = 1
MAX_PLAYERS: Final = 1
#: Rounds in a game of Troyes, the automaton's suggestion (the solo rules do not say: †G1).
ROUNDS: Final = 6
#: The most rounds the automaton accepts: a typing error beyond (†A1).
MAX_ROUNDS: Final = 20

# --------------------------------------------------------------------------------------------
# Dice


class Colour(Choice):
    """The three dice colours, strongest first in le Roy's ranking (line 62)."""

    RED = "red", NC_("die colour", "red")
    YELLOW = "yellow", NC_("die colour", "yellow")
    WHITE = "white", NC_("die colour", "white")

    @property
    def letter(self) -> str:
        """The letter a die of this colour is written with: ``R``, ``Y``, ``W``."""
        return self.value[0].upper()

    @property
    def building(self) -> Building:
        return COLOUR_BUILDING[self]


#: Le Roy breaks ties between equal values in this order: red, then yellow, then white (line 62).
COLOUR_ORDER: Final[tuple[Colour, ...]] = (Colour.RED, Colour.YELLOW, Colour.WHITE)
#: The values a die shows.
FACES: Final[tuple[int, ...]] = (1, 2, 3, 4, 5, 6)
_COLOUR_BY_LETTER: Final = {c.letter: c for c in Colour}
_DIE = re.compile(r"\s*([RYWryw])\s*([1-6])\s*")


@dataclass(frozen=True, slots=True)
class Die:
    """A coloured die showing a value, written ``R5``, ``Y3``, ``W6``."""

    colour: Colour
    value: int

    def __post_init__(self) -> None:
        if isinstance(self.value, bool) or not isinstance(self.value, int) or self.value not in FACES:
            raise InvalidNotation("troyes.die_value", low=min(FACES), high=max(FACES), value=repr(self.value))
        if not isinstance(self.colour, Colour):
            raise InvalidNotation("troyes.die_colour", colours=Listed((c.label for c in Colour), alternatives=True), value=repr(self.colour))

    @classmethod
    def parse(cls, text: str) -> Die:
        """
        >>> Die.parse("y3")
        Die(colour=Colour.YELLOW, value=3)
        >>> Die.parse("B6")
        Traceback (most recent call last):
        ...
        playaid.rules.errors.InvalidNotation: 'B6' is not a die: write a colour letter (R red, Y yellow, W white) and a value 1-6, e.g. R5
        """
        m = _DIE.fullmatch(str(text))
        if not m:
            raise InvalidNotation("troyes.not_a_die", value=repr(text), letters=Listed((Said(key="troyes.letter_colour", letter=c.letter, colour=c.label) for c in Colour), commas=True), low=min(FACES), high=max(FACES), example="R5")
        return cls(_COLOUR_BY_LETTER[m.group(1).upper()], int(m.group(2)))

    def __str__(self) -> str:
        return f"{self.colour.letter}{self.value}"

    @property
    def strength(self) -> tuple[int, int]:
        """Le Roy's ranking key: value first, then red over yellow over white."""
        return (self.value, -COLOUR_ORDER.index(self.colour))


def _none(text: str) -> bool:
    return not text or text.lower() in ("none", "-")


#: What separates the items of a list as a person types it: a comma, spaces, or both.
_SEPARATOR = re.compile(r"\s*,\s*|\s+")


def _items(text: str) -> list[str]:
    """The items of a list; two commas in a row leave an empty item, which the reader refuses."""
    return _SEPARATOR.split(text.strip())


def parse_dice(text: str) -> tuple[Die, ...]:
    """Read dice separated by commas or spaces, such as ``R5,Y3,W3`` or ``R5 Y3 W3``; an empty
    text (or ``none``) is no dice.

    >>> [str(d) for d in parse_dice("R5, y3 W3")]
    ['R5', 'Y3', 'W3']
    >>> parse_dice(""), len(parse_dice("R 5"))
    ((), 1)
    """
    text = re.sub(r"([RYWryw])\s+([1-6])", r"\1\2", str(text).strip())
    return () if _none(text) else tuple(Die.parse(part) for part in _items(text))


def rank(dice: Sequence[Die]) -> tuple[Die, ...]:
    """Dice from le Roy's best to his worst: highest value first, ties red > yellow > white."""
    return tuple(sorted(dice, key=lambda d: d.strength, reverse=True))


def dice_text(dice: Sequence[Die]) -> str:
    """Dice in their notation, as :func:`parse_dice` reads them back: ``R5, Y3`` or ``none``."""
    return ", ".join(str(d) for d in dice) if dice else "none"


def parse_black(text: str) -> tuple[int, ...]:
    """Read black dice as ``6,4,1`` or ``6 4 1`` (a ``B`` before a value is allowed).

    >>> parse_black("6 4,B1")
    (6, 4, 1)
    """
    text = re.sub(r"([Bb])\s+([1-6])", r"\1\2", str(text).strip())
    if _none(text):
        return ()
    out = []
    for part in _items(text):
        m = re.fullmatch(r"[Bb]?([1-6])", part)
        if not m:
            raise InvalidNotation("troyes.not_a_black_die", value=short(part.strip()), low=min(FACES), high=max(FACES), example="6,4,1")
        out.append(int(m.group(1)))
    return tuple(out)


def parse_black_events(text: str) -> tuple[tuple[int, ...], ...]:
    """Read the black dice of each red event this round, events apart with ``/``: ``6,4/5,2`` (†K2).

    >>> parse_black_events("6,4 / 5"), parse_black_events("6 4/5"), parse_black_events("none")
    (((6, 4), (5,)), ((6, 4), (5,)), ())
    """
    text = str(text).strip()
    if _none(text):
        return ()
    groups = tuple(parse_black(part) for part in text.split("/"))
    if any(not g for g in groups):
        raise InvalidNotation("troyes.red_events", example="6,4/5,2")
    return groups


# --------------------------------------------------------------------------------------------
# Buildings and setup


class Building(Choice):
    """The three buildings whose places le Roy and you fill at setup.

    Each is of one dice colour (:attr:`colour`), and is read from its name, its initial or its
    colour (:meth:`aliases`).
    """

    PALACE = "palace", NC_("building", "Palace")
    CITY_HALL = "city_hall", NC_("building", "City Hall")
    BISHOPRIC = "bishopric", NC_("building", "Bishopric")

    @property
    def colour(self) -> Colour:
        return next(c for c, b in COLOUR_BUILDING.items() if b is self)

    @classmethod
    def aliases(cls) -> dict[str, Building]:
        """A building's initial, its colour or its colour's letter: ``p``, ``yellow``, ``w``.

        >>> Building.parse("city-hall"), Building.parse("W"), Building.parse("cityhall")
        (Building.CITY_HALL, Building.BISHOPRIC, Building.CITY_HALL)
        """
        found: dict[str, Building] = {"cityhall": cls.CITY_HALL, "city": cls.CITY_HALL}
        for b in cls:
            found.update({b.value[0]: b, b.colour.value: b, b.colour.letter.lower(): b})
        return found


COLOUR_BUILDING: Final[Mapping[Colour, Building]] = MappingProxyType({
    Colour.RED: Building.PALACE, Colour.YELLOW: Building.CITY_HALL, Colour.WHITE: Building.BISHOPRIC,
})
PLACES: Final = 6                 #: places per building, 1 the best, 6 the worst (line 48)
LE_ROY_MEEPLES: Final = 12        #: le Roy's meeples in the buildings after setup (line 46)
PLAYER_MEEPLES: Final = 6         #: the player's meeples in the buildings after setup (line 46)
SETUP_DICE: Final = 6             #: dice rolled at each setup step (line 46)
SETUP_DICE_PER_COLOUR: Final = 2  #: of which this many of each colour (line 46)
SETUP_LE_ROY_STEP: Final = 3      #: le Roy's meeples placed per setup step (line 46)
SETUP_PLAYER_STEP: Final = 2      #: the player's meeples placed per setup step (line 46)
CHARACTER_CARDS: Final = 6        #: character cards in the pile at the start (line 52)
LE_ROY_COLOURS: Final = 2         #: le Roy plays the meeples of this many colours (line 44)


class Side(Choice):
    """Whose meeple stands on a place."""

    LE_ROY = "le_roy"
    PLAYER = "player"


def _name(building: Building) -> str:
    return ENGLISH(building.label)


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
            raise InvalidNotation("troyes.board_shape", buildings=len(Building), places=PLACES)

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
                raise RulesError("troyes.building_holds", building=b.label, places=PLACES, roy=roy, player=player)
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
            raise IllegalAction("troyes.place_number", places=PLACES, value=place)
        idx = list(Building).index(building)
        row = list(self.places[idx])
        if side is not None and row[place - 1] is not None:
            raise IllegalAction("troyes.place_taken", place=place, building=building.label)
        row[place - 1] = side
        rows = list(self.places)
        rows[idx] = tuple(row)
        return Board(tuple(rows))


def parse_counts(text: str) -> dict[Building, tuple[int, int]]:
    """Read the meeples in each building as le Roy's/yours, Palace, City Hall, Bishopric: ``4/2 5/1 3/3``.

    >>> parse_counts("4/2 5/1 3/3")[Building.CITY_HALL]
    (5, 1)
    """
    usage = InvalidNotation("troyes.counts_usage", buildings=Listed(b.label for b in Building), example="4/2 4/2 4/2")
    try:
        nums = [int(n) for n in str(text).replace(",", " ").replace("/", " ").split()]
    except ValueError:
        raise usage from None
    if len(nums) != 2 * len(Building) or any(n < 0 for n in nums):
        raise usage
    out = {}
    for i, b in enumerate(Building):
        roy, you = nums[2 * i], nums[2 * i + 1]
        if roy + you > PLACES:
            raise InvalidNotation("troyes.building_places", building=b.label, places=PLACES, roy=roy, player=you)
        out[b] = (roy, you)
    return out


# --------------------------------------------------------------------------------------------
# Le Roy's action table (lines 70-90)


class Action(Choice):
    """What a row of le Roy's table has him do."""

    GAIN_VP = "gain_vp", NC_("le Roy's action", "gain VP")
    WORKER = "worker", NC_("le Roy's action", "worker")
    EVENT = "event", NC_("le Roy's action", "event")
    TRADESMAN = "tradesman", NC_("le Roy's action", "tradesman")
    CATHEDRAL = "cathedral", NC_("le Roy's action", "cathedral")
    CHARACTER = "character", NC_("le Roy's action", "character")


@dataclass(frozen=True, slots=True)
class Row:
    """One row of le Roy's table: the 2d6 result, what he does, and what it costs.

    ``own`` counts le Roy's own dice and ``bought`` the die he buys from you (for
    ``price_deniers``): the price is both together. ``per_banner`` rows cost
    :data:`DICE_PER_BANNER` die per free banner instead. ``meeples`` is what a worker or tradesman
    row places, ``cubes`` what a cathedral row places. ``mirrors`` names the printed row a ruled
    row copies; ``seller_fallback_printed`` says whether the rulebook itself says what happens
    when you have no die to sell (row 3 does, row 2 does not: †B1).
    """

    roll: int
    action: Action
    vp: int = 0
    own: int = 0
    bought: int = 0
    price_deniers: int = 0
    per_banner: bool = False
    cubes: int = 0
    meeples: int = 0
    seller_fallback_printed: bool = False
    mirrors: int | None = None

    @property
    def price(self) -> int | None:
        """The dice he spends, a die bought from you included (None: one per free banner)."""
        return None if self.per_banner else self.own + self.bought

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
#: Rows 5 and 9 cost this many dice per free banner on the event (note 4, line 87).
DICE_PER_BANNER: Final = 1


def _rows() -> tuple[Row, ...]:
    printed = [
        Row(2, Action.GAIN_VP, vp=2, own=2, bought=1, price_deniers=6),
        Row(3, Action.GAIN_VP, vp=2, own=1, bought=1, price_deniers=4, seller_fallback_printed=True),
        Row(4, Action.WORKER, own=1, meeples=1),
        Row(5, Action.EVENT, per_banner=True),
        Row(6, Action.TRADESMAN, own=1, meeples=1),
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

#: Ways two dice make each total, out of 36 (the exact chances are :data:`ROLL_PROBABILITY`).
ROLL_WAYS: Final[Mapping[int, int]] = MappingProxyType({s: 6 - abs(s - 7) for s in range(2, 13)})


class _Chances(Mapping):  # type: ignore[type-arg]
    """The exact chance of each total of two dice, a :class:`~fractions.Fraction` made when read:
    ``fractions`` imports ``decimal``, which one le Roy turn on the command line does not need."""

    __slots__ = ()

    def __getitem__(self, roll: int) -> Fraction:
        from fractions import Fraction

        return Fraction(ROLL_WAYS[roll], sum(ROLL_WAYS.values()))

    def __iter__(self) -> Iterator[int]:
        return iter(ROLL_WAYS)

    def __len__(self) -> int:
        return len(ROLL_WAYS)

    def __repr__(self) -> str:
        return f"ROLL_PROBABILITY({dict(self)!r})"


#: The exact chance of each roll of the two black dice.
ROLL_PROBABILITY: Final[Mapping[int, Fraction]] = _Chances()

# --------------------------------------------------------------------------------------------
# The end: the rating bands (lines 96-103)


@dataclass(frozen=True, slots=True)
class Band:
    """A rating band: its bounds as printed, the margins it takes under ruling †R1, its verdict,
    and whether its verdict has le Roy take your head (lines 98, 99 and 102 say so)."""

    rating: Rating
    low: int | None       #: printed lower bound (None: open)
    high: int | None      #: printed upper bound (None: open)
    takes_from: int | None
    takes_to: int | None
    beheads: bool = False  #: the verdict has le Roy take your head

    def holds(self, margin: int) -> bool:
        """True when the band takes ``margin`` under ruling †R1."""
        return ((self.takes_from is None or margin >= self.takes_from)
                and (self.takes_to is None or margin <= self.takes_to))

    def printed_holds(self, margin: int) -> bool:
        """True when ``margin`` lies within the band's printed bounds (two bands may share one)."""
        return (self.low is None or margin >= self.low) and (self.high is None or margin <= self.high)

    @property
    def ruled(self) -> bool:
        """True when ruling †R1 makes the band take other margins than it prints."""
        return (self.takes_from, self.takes_to) != (self.low, self.high)


class Rating(Choice):
    """The six verdicts of the rating bands, from the worst.

    Each names a band of :data:`BANDS`; what the verdict says is in the text source.
    """

    DEFEAT = "defeat"
    NOT_TERRIBLE = "not_terrible"
    AVERAGE = "average"
    RESPECTABLE = "respectable"
    UNEASY = "uneasy"
    MASTERFUL = "masterful"


#: The bands as printed (lines 98-103). They overlap at 0 and at 20 (†R1): a draw (0) is
#: not a defeat, so it goes to "0 to 5"; 20 stays in "16 to 20", and "20+" starts above 20.
#: Below -100 is still a defeat. Three verdicts behead you (lines 98, 99, 102): a defeat, 0 to 5
#: and 16 to 20, though you are ahead of him in the last two; a win is a band that does not (†W6).
BANDS: Final[tuple[Band, ...]] = (
    Band(Rating.DEFEAT, -100, 0, None, -1, beheads=True),
    Band(Rating.NOT_TERRIBLE, 0, 5, 0, 5, beheads=True),
    Band(Rating.AVERAGE, 6, 10, 6, 10),
    Band(Rating.RESPECTABLE, 11, 15, 11, 15),
    Band(Rating.UNEASY, 16, 20, 16, 20, beheads=True),
    Band(Rating.MASTERFUL, 20, None, 21, None),
)

#: The highest final score the calculator and the automaton accept (†V2).
MAX_VP: Final = 999

# --------------------------------------------------------------------------------------------
# Cards (lines 22-34, 107-110)

BAKER_DENIERS: Final = 1            #: the Baker: deniers per yellow die in the city square (line 22)
BANQUET_VP: Final = 1               #: the Banquet: VP per red die in the district with most (line 26)
PRIOR_WHITE_DICE: Final = 1         #: the Prior's action uses this many white dice (line 30)
PRIOR_COUNTS_AS: Final = 2          #: ... each counting as this many of its value (line 30)
TAX_COLLECTOR_DENIERS: Final = 2    #: Tax Collector against le Roy: deniers per citizen of his (line 107)
TAX_COLLECTOR_BASE_DENIERS: Final = 1  #: ... instead of this many (line 107)
TITHE_DICE: Final = 3               #: Tithe against le Roy: up to this many of his yellow dice (line 108)
TITHE_BASE_DICE: Final = 1          #: ... instead of this many (line 108)
MAX_DICE_PER_ACTION: Final = 3      #: an action still uses at most this many dice (line 108)
TRAVELING_BUILDERS_VP: Final = 1    #: what Traveling Builders gives le Roy in the solo game (line 109)


class ModifiedCard(Choice):
    """The four cards that work differently against le Roy (lines 107-110), as the automaton asks
    which are in play."""

    TAX_COLLECTOR = "tax_collector", NC_("card", "Tax Collector")
    TITHE = "tithe", NC_("card", "Tithe")
    TRAVELING_BUILDERS = "traveling_builders", NC_("card", "Traveling Builders")
    BANQUET = "banquet", NC_("card", "Banquet")

    @classmethod
    def aliases(cls) -> dict[str, ModifiedCard]:
        """Each card's number in this order (``1`` to ``4``), any word of its name, its initials.

        >>> ModifiedCard.parse("3"), ModifiedCard.parse("collector"), ModifiedCard.parse("tb")
        (ModifiedCard.TRAVELING_BUILDERS, ModifiedCard.TAX_COLLECTOR, ModifiedCard.TRAVELING_BUILDERS)
        """
        found: dict[str, ModifiedCard] = {}
        for n, card in enumerate(cls, 1):
            words = card.value.split("_")
            found.update({str(n): card, "".join(w[0] for w in words): card, **{w: card for w in words}})
        return found


# --------------------------------------------------------------------------------------------
# What the board shows and the rulebook at hand does not print: the automaton's bounds (†A1)

#: Red events in one round: the round's own, and the second one Resistance calls (line 34).
MAX_RED_EVENTS: Final = 2
#: Black dice the automaton takes for one red event: a typing error beyond (†A1).
MAX_BLACK_DICE: Final = 6
#: Free banners the automaton takes for one event card: a typing error beyond (†A1).
MAX_BANNERS: Final = 9
#: Free cathedral spaces the automaton takes the first time it asks: a typing error beyond (†A1).
MAX_CATHEDRAL_SPACES: Final = 99
