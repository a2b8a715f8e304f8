"""Toledo: the box, the four actions, the six kinds of space, trade prices, the track, rulings.

Follows the English Toledo rulebook, kept in ``../shared/seeds/001_3af95adc990d8907.txt``. The
Italian rulebook (``002_eda729458c33aabf.txt``) was read beside it; where the two disagree, or
where the English text leaves a gap, this module makes a ruling, listed in ``RULINGS`` and on
the site's Toledo page.

Two things the rulebook never prints are never assumed here. The board's track (how many
spaces, which hold a tavern or the artist, which row each lies in, how many circles a printed
space has) is a :class:`Track` the user describes. The deck's make-up (how many cards of each
value, colour and pose, †M2) is unknown, so every card drawn is an input. Even the fencing colours
are data: the rulebook names only two of the three.

Three parts live in their own modules and are re-exported here on first use, so that, say,
``from playaid.rules.toledo import Turn`` works while ``playaid score`` never loads the turn machinery:
duels and fencing colours (:mod:`playaid.rules.toledo_duel`), the final score and score sheets
(:mod:`playaid.rules.toledo_score`), and playing a turn (:mod:`playaid.rules.toledo_play`).

>>> from playaid.rules.toledo import DuelCard, resolve_duel
>>> duel = resolve_duel([DuelCard.parse("neutral:attack"), DuelCard.parse("neutral:attack")])
>>> duel.winner, duel.score
(<Side.ATTACKER: 'attacker'>, (2, 0))
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

TYPE_CHECKING = False  # typing stays unimported at run time: the duel and score commands start fast
if TYPE_CHECKING:
    from typing import Any, Final

from playaid.rules.errors import IllegalAction, IllegalPayment, InvalidNotation
from playaid.rules.shared import Ruling
from playaid.rules.shared import parse_enum as _parse_enum
from playaid.rules.shared import short as _short

GAME: Final = "toledo"
TITLE: Final = "Toledo"
RULEBOOK: Final = "English Toledo rulebook"
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4

# --------------------------------------------------------------------------------------------
# What is in the box, and the numbers the rules use

PIECES_PER_PLAYER: Final = 5
BUSINESS_TILES_PER_PLAYER: Final = 8
STARTING_HAND: Final = 5
CARDS_PER_DRAW_ACTION: Final = 2
TAVERN_CARDS: Final = 3
MIN_CARD: Final = 1
MAX_CARD: Final = 6
MOVEMENT_CARDS: Final = 84
PAINTINGS: Final = 6
MIN_PAINTING: Final = 1
MAX_PAINTING: Final = 3
SWORD_TILES: Final = 19
STEEL_COUNTERS: Final = 23
GEMS: Final = 20
FENCING_TILES: Final = 12
MOVE_SKILL_TILES: Final = 4
FENCING_COLOURS: Final = 3
#: The two fencing colours the rulebook names (in its duel example); the third is never named.
NAMED_FENCING_COLOURS: Final = ("purple", "brown")
MAX_SKILL_TILES: Final = 3
MOVE_SKILL_PENALTY: Final = -2
GEMS_PER_POINT: Final = 2
PIECES_TO_END: Final = 3
DUEL_MAX_ROUNDS: Final = 3
DUEL_ROUNDS_TO_WIN: Final = 2
ENTRANCE_CIRCLES: Final = 2
#: playaid's ceiling on a sword tile's value, not the rulebook's (†A5): the rulebook lists no
#: tile values and its highest example is a 12 (line 89), so a value above two digits can only be
#: a typing error. The costs are bounded by the box: 23 steel counters and 20 gems in all.
MAX_SWORD_VALUE: Final = 99
#: The two names a duel card may carry that are not fencing colours.
NEUTRAL: Final = "neutral"
MOVE_SKILL: Final = "move"

#: The box contents as the English rulebook lists them.
COMPONENTS: Final[Mapping[str, int]] = MappingProxyType({
    "Playing pieces (5 in each of 4 colours)": PIECES_PER_PLAYER * MAX_PLAYERS,
    "Business tiles (8 in each of 4 colours)": BUSINESS_TILES_PER_PLAYER * MAX_PLAYERS,
    "Movement cards": MOVEMENT_CARDS,
    "El Greco paintings (art cards)": PAINTINGS,
    "Fencing skill tiles": FENCING_TILES,
    "Move skill tiles": MOVE_SKILL_TILES,
    "Sword tiles": SWORD_TILES,
    "Steel counters": STEEL_COUNTERS,
    "Gems": GEMS,
})


def _whole(value: Any, what: str, low: int | None = 0, high: int | None = None, note: str = "") -> int:
    """``value`` as an int in ``low..high``, or an :class:`InvalidNotation` naming ``what``.

    ``note`` is the key of the ruling that sets a bound, printed as its mark beside the range.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidNotation(f"{what} must be a whole number, not {_short(value)}")
    marked = f" ({ruling_mark(note)})" if note else ""
    if low is not None and value < low:
        if low == 0:
            raise InvalidNotation(f"{what} cannot be negative ({_short(value)})")
        raise InvalidNotation(f"{what} must be at least {low}{marked}, not {_short(value)}" if high is None
                              else f"{what} must be {low} to {high}{marked}, not {_short(value)}")
    if high is not None and value > high:
        raise InvalidNotation(f"{what} must be {low} to {high}{marked}, not {_short(value)}")
    return value


def card_value(value: Any, what: str = "a movement card") -> int:
    """Check one movement card's value: a whole number from 1 to 6.

    >>> card_value(7)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: a movement card must be 1 to 6, not 7
    """
    return _whole(value, what, MIN_CARD, MAX_CARD)


# --------------------------------------------------------------------------------------------
# The four actions of a turn (prose for the aid and the site; the order is the rulebook's)


@dataclass(frozen=True, slots=True)
class Action:
    """One of the four things a player may do on a turn, and what it involves."""

    number: str
    name: str
    steps: tuple[str, ...]


ACTIONS: Final[tuple[Action, ...]] = (
    Action("1", "Take 2 cards", (
        f"Draw the top {CARDS_PER_DRAW_ACTION} movement cards.",
        "Deck empty: shuffle the discards into a new deck. There is no hand limit.",
    )),
    Action("2", "Place a business", (
        "Put one of your business tiles on an empty street space.",
        "Never on a tavern, the artist, or any tile (yours included).",
    )),
    Action("3", "Move and trade", (
        "Play cards of one value, one per move; each moves one of your pieces.",
        "Trade where a piece takes a circle; every piece ends the turn on a circle.",
    )),
    Action("4", "Back to the Cathedral", (
        "Bring one of your pieces on the track back to the Cathedral.",
        "That is the whole turn. Pieces in the Alcazar stay there.",
    )),
)


# --------------------------------------------------------------------------------------------
# Rows and the six kinds of space


class Row(Enum):
    """The three areas of the city; a business's price depends on the row it stands in."""

    BOTTOM = "bottom"
    MIDDLE = "middle"
    TOP = "top"

    @property
    def price(self) -> int:
        """The lowest movement card a rival must hand over to trade at a business here."""
        return ROW_PRICE[self]

    @classmethod
    def parse(cls, text: Any) -> Row:
        return _parse_enum(cls, text, "row")


#: The lowest card value that buys from a rival's business, by row (the change is lost).
ROW_PRICE: Final[Mapping[Row, int]] = MappingProxyType({Row.BOTTOM: 1, Row.MIDDLE: 3, Row.TOP: 5})
#: Taverns stand only in these rows: the rulebook prices them at 1 or 3.
TAVERN_ROWS: Final = frozenset({Row.BOTTOM, Row.MIDDLE})
#: The lowest card value that buys a painting from the artist, wherever the artist stands.
ARTIST_PRICE: Final = 3


class SpaceKind(Enum):
    """The six kinds of space where a piece may stop and trade."""

    STEEL = "steel merchant"
    GEM = "gem merchant"
    SWORDSMITH = "swordsmith"
    FENCING = "fencing master"
    TAVERN = "tavern"
    ARTIST = "artist"

    @property
    def info(self) -> SpaceInfo:
        return SPACES[self]

    @property
    def is_business(self) -> bool:
        """Steel, gem, swordsmith and fencing master come as players' business tiles."""
        return self in BUSINESSES

    @classmethod
    def parse(cls, text: Any) -> SpaceKind:
        """Read a space kind by its name, or by a short name (``steel``, ``gem``, ``fencing``...).

        >>> SpaceKind.parse("fencing")
        <SpaceKind.FENCING: 'fencing master'>
        """
        if isinstance(text, str):
            key = " ".join(text.strip().lower().replace("_", " ").split())
            if key in _KIND_NAMES:
                return _KIND_NAMES[key]
        allowed = ", ".join(k.value for k in cls)
        raise InvalidNotation(f"unknown kind of space {_short(text)} (allowed: {allowed})")


BUSINESSES: Final[tuple[SpaceKind, ...]] = (SpaceKind.STEEL, SpaceKind.GEM, SpaceKind.SWORDSMITH,
                                            SpaceKind.FENCING)
_KIND_NAMES: Final = {
    **{k.value: k for k in SpaceKind},
    "steel": SpaceKind.STEEL, "gem": SpaceKind.GEM, "gems": SpaceKind.GEM, "fencing": SpaceKind.FENCING,
    "smith": SpaceKind.SWORDSMITH,
}
#: Business tiles come in two sizes; taverns and the artist have their circles printed on the board.
TILE_CIRCLES: Final = (1, 2)


@dataclass(frozen=True, slots=True)
class SpaceInfo:
    """What a kind of space is, who puts it there, what it costs and what it gives."""

    kind: SpaceKind
    name: str
    where: str
    price: str
    gives: str


_RIVAL_PRICE = "yours: free; a rival's: 1 card of at least the row's price, to the owner"
SPACES: Final[Mapping[SpaceKind, SpaceInfo]] = MappingProxyType({
    SpaceKind.STEEL: SpaceInfo(SpaceKind.STEEL, "Steel merchant", "business tile", _RIVAL_PRICE,
                               "1 steel counter from the stock"),
    SpaceKind.GEM: SpaceInfo(SpaceKind.GEM, "Gem merchant", "business tile", _RIVAL_PRICE,
                             "1 gem from the stock"),
    SpaceKind.SWORDSMITH: SpaceInfo(SpaceKind.SWORDSMITH, "Swordsmith", "business tile", _RIVAL_PRICE,
                                    "1 sword tile of your choice: hand in the steel and gems it shows"),
    SpaceKind.FENCING: SpaceInfo(SpaceKind.FENCING, "Fencing master", "business tile", _RIVAL_PRICE,
                                 f"1 skill tile: one of the {FENCING_COLOURS} fencing colours or the "
                                 f"move skill; one of each, at most {MAX_SKILL_TILES} (swap one when full)"),
    SpaceKind.TAVERN: SpaceInfo(SpaceKind.TAVERN, "Tavern", "printed on the board",
                                "discard 1 card of at least the row's price (1 or 3)",
                                f"the top {TAVERN_CARDS} movement cards, playable this turn"),
    SpaceKind.ARTIST: SpaceInfo(SpaceKind.ARTIST, "Artist (El Greco)", "printed on the board",
                                f"discard 1 card of {ARTIST_PRICE} or more",
                                "the top painting of the stack"),
})


def trade_price(kind: SpaceKind, row: Row, own: bool = False) -> int:
    """The lowest card value that pays for one trade; ``0`` means it is free.

    Only a business can be your own; taverns and the artist have no owner.

    >>> [trade_price(SpaceKind.GEM, r) for r in Row]
    [1, 3, 5]
    >>> trade_price(SpaceKind.GEM, Row.TOP, own=True), trade_price(SpaceKind.ARTIST, Row.BOTTOM)
    (0, 3)
    """
    if not isinstance(kind, SpaceKind) or not isinstance(row, Row):
        raise InvalidNotation(f"trade_price needs a SpaceKind and a Row, not {kind!r} and {row!r}")
    if kind is SpaceKind.ARTIST:
        if own:
            raise IllegalAction("the artist belongs to nobody")
        return ARTIST_PRICE
    if kind is SpaceKind.TAVERN:
        if own:
            raise IllegalAction("a tavern belongs to nobody")
        if row not in TAVERN_ROWS:
            raise IllegalAction(f"taverns stand only in rows costing 1 or 3 ({ruling_mark('T4')}), not in"
                                f" the {row.value} row")
        return row.price
    return 0 if own else row.price


def check_payment(card: Any, price: int) -> int:
    """Check that one card pays ``price``; return how much change is lost (never given back).

    >>> check_payment(6, 3)
    3
    >>> check_payment(2, 3)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalPayment: this trade needs one card of 3 or more; a 2 is not enough, and cards are never added together
    """
    value = card_value(card, "a payment card")
    if value < price:
        raise IllegalPayment(f"this trade needs one card of {price} or more; a {value} is not enough,"
                             " and cards are never added together")
    return value - price


# --------------------------------------------------------------------------------------------
# The track: the board's spaces from the Cathedral to the Alcazar, as the user describes them


class Fixture(Enum):
    """What the board prints on a space of the track."""

    STREET = "street"   #: an empty space: a business tile may be placed here
    TAVERN = "tavern"
    ARTIST = "artist"


_FIXTURE_LETTER: Final = {Fixture.STREET: ".", Fixture.TAVERN: "T", Fixture.ARTIST: "A"}
_LETTER_FIXTURE: Final = {v: k for k, v in _FIXTURE_LETTER.items()}


@dataclass(frozen=True, slots=True)
class Space:
    """One space of the track: its row and what the board prints there.

    A tavern or the artist has its circles printed on the board (``circles`` is 1 or 2, read
    from your board); a street space has none until a business tile brings its own.
    """

    row: Row
    fixture: Fixture = Fixture.STREET
    circles: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.row, Row) or not isinstance(self.fixture, Fixture):
            raise InvalidNotation(f"a space needs a Row and a Fixture, not {self.row!r} and {self.fixture!r}")
        n = _whole(self.circles, "the circles of a space")
        if self.fixture is Fixture.STREET:
            if n:
                raise InvalidNotation("a street space has no printed circles; its business tile brings them")
        elif n not in TILE_CIRCLES:
            raise InvalidNotation(f"a {self.fixture.value} has 1 or 2 circles, not {n}")
        if self.fixture is Fixture.TAVERN and self.row not in TAVERN_ROWS:
            raise InvalidNotation(f"a tavern costs 1 or 3, so it cannot stand in the {self.row.value} row"
                                  f" ({ruling_mark('T4')})")

    @property
    def kind(self) -> SpaceKind | None:
        """The printed kind (tavern or artist), or ``None`` for a street space."""
        return {Fixture.TAVERN: SpaceKind.TAVERN, Fixture.ARTIST: SpaceKind.ARTIST}.get(self.fixture)

    def __str__(self) -> str:
        letter = _FIXTURE_LETTER[self.fixture]
        return letter if self.fixture is Fixture.STREET else f"{letter}{self.circles}"


_TRACK_TOKEN = re.compile(r"\.|[TA][0-9]*")


@dataclass(frozen=True, slots=True)
class Track:
    """The spaces between the Cathedral and the Alcazar, in the order pieces walk them.

    Positions count steps: 0 is the Cathedral, 1 .. ``len(spaces)`` are the spaces, and
    ``alcazar`` (one step past the last space, †T3) is the Alcazar entrance. The rows run bottom,
    middle, top, each at least one space long, and there is at most one artist.

    Write it as three rows separated by ``/``: ``.`` a street space, ``T1``/``T2`` a tavern
    and ``A1``/``A2`` the artist with their printed circles. Spaces in between are ignored.

    >>> track = Track.parse("..T1.A2. / ..T2.. / ...")
    >>> len(track), track.alcazar, track.row(7), track.space(3)
    (14, 15, <Row.MIDDLE: 'middle'>, Space(row=<Row.BOTTOM: 'bottom'>, fixture=<Fixture.TAVERN: 'tavern'>, circles=1))
    """

    spaces: tuple[Space, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.spaces, tuple) or not all(isinstance(s, Space) for s in self.spaces):
            raise InvalidNotation("a track is a tuple of Space values")
        rows = [s.row for s in self.spaces]
        order = list(Row)
        for i in range(1, len(rows)):
            if order.index(rows[i]) < order.index(rows[i - 1]):
                raise InvalidNotation(f"space {i + 1} is in the {rows[i].value} row after a space of the"
                                      f" {rows[i - 1].value} row; rows run bottom, middle, top")
        missing = [r.value for r in Row if r not in rows]
        if missing:
            raise InvalidNotation(f"the track has no space in the {missing[0]} row; each row needs at least one")
        artists = sum(s.fixture is Fixture.ARTIST for s in self.spaces)
        if artists > 1:
            raise InvalidNotation(f"the track shows {artists} artist spaces; the board has one")

    @classmethod
    def parse(cls, text: Any) -> Track:
        """Read a track written as ``bottom / middle / top`` (see the class docstring)."""
        if not isinstance(text, str):
            raise InvalidNotation(f"a track must be written as text, not {_short(text)}")
        parts = text.split("/")
        if len(parts) != len(Row):
            raise InvalidNotation(f"write the track as three rows separated by '/' (bottom / middle / top),"
                                  f" not {len(parts)} part{'s' if len(parts) != 1 else ''}")
        spaces: list[Space] = []
        for row, part in zip(Row, parts):
            raw = "".join(part.split())
            pos = 0
            for m in _TRACK_TOKEN.finditer(raw):
                if m.start() != pos:
                    break
                token = m.group()
                fixture = _LETTER_FIXTURE[token[0]]
                if fixture is not Fixture.STREET and len(token) == 1:
                    raise InvalidNotation(f"{token} needs its printed circles, {token}1 or {token}2"
                                          f" (read them from your board)")
                spaces.append(Space(row, fixture, int(token[1:] or 0)))
                pos = m.end()
            if pos != len(raw):
                raise InvalidNotation(f"cannot read {raw[pos:pos + 10]!r} in the {row.value} row of the track"
                                      " (use . for a street space, T1/T2 for a tavern, A1/A2 for the artist)")
        return cls(tuple(spaces))

    def __len__(self) -> int:
        return len(self.spaces)

    @property
    def alcazar(self) -> int:
        """The position of the Alcazar entrance: one step past the last space (†T3)."""
        return len(self.spaces) + 1

    def space(self, position: int) -> Space:
        """The space at ``position`` (1 .. len); the Cathedral and the Alcazar are not spaces."""
        self.check(position)
        if position in (0, self.alcazar):
            raise IllegalAction(f"position {position} is {self.where(position)}, not a space of the track")
        return self.spaces[position - 1]

    def row(self, position: int) -> Row:
        return self.space(position).row

    def check(self, position: Any) -> int:
        """Check a position: 0 (the Cathedral) to ``alcazar``."""
        if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position <= self.alcazar:
            raise IllegalAction(f"positions run from 0 (the Cathedral) to {self.alcazar} (the Alcazar),"
                                f" not {_short(position)}")
        return position

    def where(self, position: int) -> str:
        if position == 0:
            return "the Cathedral"
        if position == self.alcazar:
            return "the Alcazar"
        s = self.spaces[position - 1]
        label = "street space" if s.fixture is Fixture.STREET else s.fixture.value
        return f"{label} {position} ({s.row.value} row)"

    def __str__(self) -> str:
        return " / ".join("".join(str(s) for s in self.spaces if s.row is r) for r in Row)

    def __repr__(self) -> str:
        return f"Track.parse({str(self)!r})"


# --------------------------------------------------------------------------------------------
# Swords


def sword_value(value: Any, what: str = "a sword's value") -> int:
    """Check a sword tile's value: a whole number from 1 to 99 (playaid's ceiling, †A5)."""
    return _whole(value, what, 1, MAX_SWORD_VALUE, note="A5")


@dataclass(frozen=True, slots=True)
class Sword:
    """A sword tile: its points, and the steel and gems the swordsmith takes to forge it.

    The 19 tiles' values and costs are not listed in the rulebook; read them off the tile. Every
    sword costs steel, some also gems (line 58); a value runs from 1 to 99 (†A5).

    >>> Sword(12, steel=3, gems=2).kept_points
    6
    >>> Sword(100, steel=2)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: a sword's value must be 1 to 99 (\u2020A5), not 100
    """

    value: int
    steel: int = 0
    gems: int = 0

    def __post_init__(self) -> None:
        sword_value(self.value)
        _whole(self.steel, "a sword's steel cost", 1, STEEL_COUNTERS)
        _whole(self.gems, "a sword's gem cost", 0, GEMS)

    @property
    def kept_points(self) -> int:
        """What the sword scores if it never reaches the Alcazar: half, rounded down."""
        return self.value // 2


# --------------------------------------------------------------------------------------------
# Rulings: where the rulebooks are silent, or disagree


# Line numbers are those of the English rulebook (``001_...``) unless marked Italian (``002_...``).
RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("P1", "Four pieces or five",
           "The English box holds 20 pieces, 5 in each colour (line 8), and each player starts with 5 "
           "in the Cathedral (line 20); the Italian text has each player move 4 nobles (Italian line 7).",
           "Five pieces per player, as the English component list counts them; a player can thus "
           "present at most five swords.",
           short="5 pieces each", phrases=("5 pieces", "five pieces")),
    Ruling("P2", "Number of players",
           "The box has pieces in 4 colours (line 8); neither rulebook gives a smallest number of players.",
           "A game is for 2 to 4 players. A score sheet may list 1 to 4, so that one player can check "
           "a score alone.",
           short="2 to 4 players", phrases=("2\u20134 players", "2 to 4 players")),
    Ruling("D1", "How many rounds a duel lasts",
           "English: up to three fencing rounds; whoever wins two takes the duel, and a third card is "
           "turned only after a draw (lines 68, 70). Italian: the duel is fought in three rounds, with "
           "three cards drawn (Italian line 23).",
           "Up to three: drawing stops once a side has won two rounds, so a third card is drawn only "
           "at 1:1. A card given to the resolver after that is reported as not drawn; a fourth card "
           "is refused.",
           short="third card only at 1:1", phrases=("not drawn",)),
    Ruling("D2", "The third fencing colour",
           "The duel example names purple and brown skills (line 72); neither rulebook names the third "
           "colour of the 12 fencing tiles (line 11), nor says how the 12 divide among the colours.",
           "Fencing colours are data: the user names them (lower-case words), at most three in a game; "
           "'neutral' (a card without a colour) and 'move' (the move skill) are reserved. Only the total "
           "of 12 fencing tiles is checked. The aid shows purple and brown with letters and the third "
           "as '?'.",
           short="third colour unnamed", phrases=("third colour",)),
    Ruling("D3", "Who must move on from a full space",
           "The Italian text says that when a piece stops on a full shop, its owner must move on at once "
           "with a card of the value just played, or challenge a noble there (Italian line 23).",
           "'Owner' means the owner of the arriving piece, as in the English rules (line 46): the mover "
           "either plays another card of the turn's value (or the move skill) and moves on at once, "
           "or challenges. The business's owner has no say.",
           short="the mover moves on"),
    Ruling("D4", "A duel at a tavern or the artist",
           "The occupied-space rule speaks of businesses (line 46); the duel section names taverns and "
           "the artist too (lines 67, 70).",
           "Every space with circles works the same: a full tavern or artist space is contested by a "
           "duel like a business.",
           short="duels at taverns and the artist too"),
    Ruling("D5", "Where duel cards go",
           "The attacker turns the duel cards from the deck (line 68); nothing says where they go after.",
           "They go on the discard pile. Cards never drawn (the duel ended first) stay on the deck.",
           short="duel cards go to the discards", phrases=("stay on the deck", "stays on the deck")),
    Ruling("D6", "Two rivals of one colour",
           "With both circles held by rivals you announce whom you challenge (line 48); the rulebook "
           "pictures two different players.",
           "If both rival pieces belong to the same player, you challenge that player; the two pieces "
           "are interchangeable.",
           short="two rivals of one colour"),
    Ruling("D7", "A free circle beside a rival",
           "On a two-circle tile with a rival on one circle, you must move to the vacant one (line 47); "
           "yet any piece may move again with a further card (line 43).",
           "There is never a duel while a circle is free. The arriving piece takes that circle, or "
           "waits, or moves on with a further card, as on any space with a free circle.",
           short="a free circle means no duel", phrases=("take it or move on", "takes the free circle or moves on")),
    Ruling("R1", "Returning to the Cathedral",
           "English: a rare action, the whole turn, for a piece not yet in the Alcazar (line 80). "
           "Italian: a player may freely bring a piece back to the start, to walk the route again and "
           "collect more (Italian line 26).",
           "Both describe the same action: it is the whole turn, takes one piece from the track "
           "(never from the Alcazar) and may be used as often as a player likes.",
           short="return as often as you like"),
    Ruling("M1", "Card values",
           "The English rulebook never gives the range of movement values; the Italian says the cards "
           "carry a number from 1 to 6 (Italian line 23).",
           "Movement cards are worth 1 to 6; anything else is refused.",
           short="cards worth 1 to 6", phrases=("worth 1 to 6",)),
    Ruling("M2", "What is in the deck",
           "84 movement cards (line 10), but neither rulebook says how many carry each value, colour "
           "and pose.",
           "Nothing assumes it: the cards drawn (two for the draw action, three at a tavern, one per "
           "duel round) are inputs, and a reshuffle uses a random generator the caller provides.",
           short="the deck's make-up is an input", phrases=("each value, colour and pose",)),
    Ruling("M3", "Going back to the Cathedral by moving",
           "A moving piece may, 'in rare cases', end on the Cathedral (line 42), though every move goes "
           "toward the Alcazar (line 41).",
           "A card always moves a piece toward the Alcazar; a piece reaches the Cathedral only by "
           "losing a duel or by the return action.",
           short="cards only move forward"),
    Ruling("M4", "Standing on a space without a circle",
           "A piece must take a free circle to trade or to stop (line 44), and a piece on a full space "
           "that does not move on at once must duel (line 67).",
           "A piece that lands where a circle is free may wait there while you move other pieces; a "
           "piece on a full space must move on with your very next card, or duel. The turn ends only "
           "with every piece on a circle.",
           short="a piece may wait there", phrases=("may wait there",)),
    Ruling("M5", "Counting the spaces",
           "Empty spaces count as spaces (line 42); the rulebook does not say whether spaces with tiles "
           "or pieces count too.",
           "Every space counts as one step, whatever stands on it; only where a piece ends matters.",
           short="every space counts", phrases=("every space counts",)),
    Ruling("M6", "Can you move on?",
           "A piece may not land on a space held only by its own colour unless it can continue (line 46).",
           "It can continue if some card in hand (of the turn's value, or any card while the move skill "
           "is unused) takes it to a legal stop; that stop is checked the same way.",
           short="any card in hand is a way on"),
    Ruling("M7", "A second piece where the first waits",
           "A piece must take a circle to stay (line 44), and you may not enter a space you could not "
           "leave when only your own colour holds it (line 46); neither line says whether a later piece "
           "of yours may land where an earlier one still waits without its circle.",
           "A piece waiting for its circle holds it: a later piece of yours finds that circle taken. "
           "Where your own pieces, seated or waiting, fill a space, another of yours may land there only "
           "if it could move on, so a turn can always end with every piece on a circle.",
           short="a piece waiting for its circle holds it", phrases=("waiting for its circle", "waits there for its circle", "wait there for their circles")),
    Ruling("M8", "The deck runs out",
           "When the deck is used up for the draw action, the discard pile is shuffled into a new one "
           "(line 35); nothing is said for the tavern's three cards or the duel cards, nor for a deck "
           "and a discard pile both empty.",
           "Every draw (the draw action, a tavern, a duel round) reshuffles the discard pile when the "
           "deck is empty. When both piles are empty, the player takes what there is, possibly nothing.",
           short="an empty deck takes the discards", phrases=("both piles are empty",)),
    Ruling("T1", "The board's track",
           "Neither rulebook lists the board's spaces, which hold a tavern or the artist, or where the "
           "three areas (line 38) meet.",
           "The track is data the user writes from the board: three rows, '.' for a street space, "
           "'T1'/'T2' for a tavern, 'A1'/'A2' for the artist. Rows run bottom, middle, top, as prices "
           "rise toward the palace (Italian line 19); there is one artist (line 54 names one space).",
           short="you describe the track", phrases=("describe the track",)),
    Ruling("T2", "Circles on taverns and the artist",
           "Business tiles have one or two circles (line 37); how many a printed tavern or artist space "
           "has is not said.",
           "The track gives each tavern and the artist 1 or 2 circles, read from the board.",
           short="circles read from your board", phrases=("circles printed on it",)),
    Ruling("T3", "The Alcazar entrance",
           "Two entrance circles; a piece ending its move exactly on one goes straight into the "
           "Alcazar (line 64).",
           "The entrance is one step past the last space. Its circles never fill, since an entering "
           "piece moves on at once; a card that would carry a piece past it cannot be played.",
           short="the Alcazar is one step on", phrases=("one step past the last space",)),
    Ruling("T4", "No tavern in the top row",
           "A tavern costs one card of its row's value, which is one or three (line 53): the prices of "
           "the bottom and middle rows. A top-row tavern would cost 5, a price the rulebook never gives "
           "a tavern.",
           "Taverns stand in the bottom and middle rows only: a track with a tavern in the top row is "
           "refused, and the price tables show none there.",
           short="no tavern in the top row",
           phrases=("none here", "no taverns here", "cannot stand in the top row", "rows costing 1 or 3")),
    Ruling("A1", "How often a piece trades",
           "After a move a piece may trade where it lands, and it may move on after trading (lines 42, 43).",
           "One trade per arrival on a circle: to trade again, the piece must move to another space.",
           short="one trade per arrival", phrases=("once per arrival", "one trade per arrival")),
    Ruling("A2", "An empty stock",
           "The 23 steel counters, 20 gems (lines 13, 14), 19 swords, 16 skill tiles and 6 paintings "
           "can run out; neither rulebook says what then.",
           "A trade that would take from an empty stock is refused before any card is paid.",
           short="an empty stock ends that trade", phrases=("stock is empty", "are all taken", "no painting left")),
    Ruling("A3", "The skill tile given up",
           "With three tiles you may discard one to take a different one (line 59); where it goes is "
           "not said.",
           "It goes back to the fencing master's supply, where another player may take it.",
           short="a tile given up goes back"),
    Ruling("A4", "Painting values",
           "The 6 art cards are stacked by value, 1 at the bottom and 3 on top (line 19); how many show "
           "each value is not given.",
           "A painting is worth 1 to 3 and a player holds at most six; the score sheet refuses "
           "anything else.",
           short="paintings 1 to 3", phrases=("paintings 1 to 3",)),
    Ruling("A5", "Sword values and costs",
           "Each of the 19 sword tiles shows a value and a cost in steel and gems, and some need only "
           "steel (line 58), so every sword needs steel. Neither rulebook lists the values; the English "
           "example shows a 12 and a 7 (line 89).",
           "Values and costs are read off the tile. A value is 1 to 99: the ceiling is playaid's, set "
           "far above the rulebook's 12 so that it refuses only a typing error (a tile of 10^4000 "
           "points). A cost is 1 to 23 steel and 0 to 20 gems, the whole stock of each.",
           short="sword values 1 to 99", phrases=("1 to 99",)),
    Ruling("A6", "The move skill: one card, or no limit",
           "English: the tile frees one movement card of your choice from the value rule, and is "
           "flipped until your turn ends (lines 74, 78). Italian: the tile lets you ignore the "
           "same-value limit, with no word of one card (Italian line 30).",
           "One such card per turn, as in the English rules, even in the turn you gain the tile. A "
           "skill card played first does not set the turn's value; the next card does.",
           short="once per turn", phrases=("once per turn",)),
    Ruling("A7", "What the move skill frees",
           "The skill card need not follow the normal rules (line 74); both examples only show it "
           "breaking the value rule (lines 76, 77).",
           "Only the value rule is lifted: the card still moves one piece forward exactly its value "
           "to a space where a piece may stop.",
           short="only the value rule is freed", phrases=("only the value rule",)),
    Ruling("A8", "A painting and the emperor",
           "English: you score the points of each painting you bought at the end (lines 62, 85). "
           "Italian: you buy a painting and present it to the emperor for extra points (Italian line 30).",
           "A painting scores its value at the end wherever its owner's pieces are: no piece carries it "
           "to the Alcazar, and a piece still presents at most one sword.",
           short="paintings score wherever they are"),
    Ruling("B1", "Where a business tile goes",
           "English: on an empty space, never on a tavern, the artist space or another tile (line 37). "
           "Italian: a player may put a shop on any free space of the board (Italian line 19).",
           "The English limits apply: a tile goes on an empty street space only, never on a tavern, "
           "the artist, another tile, the Cathedral or the Alcazar.",
           short="tiles on empty street spaces"),
    Ruling("E1", "The last turns",
           "English line 27 plays on until someone has 3 pieces in the Alcazar, then finds the winner; "
           "line 82 (and Italian line 34) first gives each other player one more turn.",
           "The last turns are played: when a turn ends with its player holding three or more pieces "
           "in the Alcazar, every other player, clockwise, takes exactly one more turn, and that player "
           "none. Another player reaching three during those turns changes nothing.",
           short="one more turn each", phrases=("one more turn",)),
    Ruling("S1", "The second tie-break",
           "Ties go to the most movement cards; if that ties too, line 88 names the player with the most "
           "cards and the highest total value.",
           "Movement cards means those in hand. First the most cards; among those still level, the "
           "highest total of their values.",
           short="then the highest total value", phrases=("highest total value", "higher total value", "highest total of")),
    Ruling("S2", "Scoring in the Italian text",
           "The Italian rulebook lists the same five scoring items and gives no tie-break (Italian "
           "lines 36 to 43).",
           "The English scoring and tie-breaks apply.",
           short="the English scoring applies"),
    Ruling("S3", "Still level after both tie-breaks",
           "The last tie-break (line 88) can leave players level; neither rulebook says what then.",
           "The players still level share the victory.",
           short="share the victory", phrases=("share the victory", "shared victory")),
    Ruling("S4", "A score below zero",
           "A move skill tile still held costs 2 points (lines 78, 87); nothing says a total stops at zero.",
           "A total may go below zero: a player with nothing but the move skill tile scores -2.",
           short="a total may be negative"),
)


_RULING_BY_KEY: Final[Mapping[str, Ruling]] = MappingProxyType({r.key: r for r in RULINGS})


def ruling(key: str) -> Ruling:
    """The ruling with ``key``; its :attr:`~playaid.rules.shared.Ruling.mark` is printed beside it.

    >>> ruling("M5").mark
    '†M5'
    """
    try:
        return _RULING_BY_KEY[key]
    except KeyError:
        raise InvalidNotation(f"no Toledo ruling {_short(key)} (keys: {', '.join(_RULING_BY_KEY)})") from None


def ruling_mark(key: str) -> str:
    """The mark of ruling ``key``, as printed on every surface: ``†`` and the key."""
    return ruling(key).mark


# --------------------------------------------------------------------------------------------
# Duels, the final score and turn play live in their own modules, loaded on first use.

_LAZY: Final[Mapping[str, str]] = MappingProxyType({
    **dict.fromkeys((
        "Duel", "DuelCard", "FencingRound", "Palette", "Pose", "Reason", "Side", "fencing_colour",
        "parse_cards", "resolve_duel", "round_winner", "skill_set",
    ), "playaid.rules.toledo_duel"),
    **dict.fromkeys((
        "FinalScore", "Holdings", "PlayerScore", "final_score", "gem_points", "holdings_from_dict",
        "kept_sword_points", "score_player", "score_sheet", "winners",
    ), "playaid.rules.toledo_score"),
    **dict.fromkeys((
        "Board", "BusinessTile", "Landing", "Player", "TILE_SET", "Turn", "can_stop", "challengeable",
        "draw", "final_turns", "game_end_trigger", "place_tile", "return_piece", "take_cards",
    ), "playaid.rules.toledo_play"),
})


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is not None:
        import importlib

        return getattr(importlib.import_module(module), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
