"""Toledo's components and numbers: the box, rows and kinds of space, trade prices, the track, swords.

Everything here is data or a check of data: the counts of the English rulebook's box, the prices
of the three rows, the six kinds of space, the track a user describes from the board, and the
sword tiles. No sentence a player reads is written here (see :mod:`playaid.rules.toledo.text`), except the printed
names of closed sets, marked where they are declared.

Two things the rulebook never prints are never assumed. The board's track (how many spaces,
which hold a tavern or the artist, which row each lies in, how many circles a printed space has)
is a :class:`Track` the user describes (†T5). The deck's make-up (how many cards of each value,
colour and pose, †M10) is unknown, so every card drawn is an input. Even the fencing colours are
data: the rulebook names only two of the three (†D8).

>>> from playaid.rules.toledo.data import Row, SpaceKind, trade_price
>>> [trade_price(SpaceKind.GEM, row) for row in Row]
[1, 3, 5]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import MappingProxyType

TYPE_CHECKING = False  # typing stays unimported at run time: the duel and score commands start fast
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any, Final

from playaid.rules.errors import IllegalAction, IllegalPayment, InvalidNotation
from playaid.rules.game import Choice
from playaid.rules.shared import short
from playaid.rules.text import N_, NC_, Listed, Said
from playaid.rules.toledo.rulings import ruling_mark

__all__ = [
    "GAME", "TITLE", "RULEBOOK", "MIN_PLAYERS", "MAX_PLAYERS", "PIECES_PER_PLAYER",
    "BUSINESS_TILES_PER_PLAYER", "STARTING_HAND", "CARDS_PER_DRAW_ACTION", "TAVERN_CARDS", "MIN_CARD",
    "MAX_CARD", "MOVEMENT_CARDS", "PAINTINGS", "MIN_PAINTING", "MAX_PAINTING", "SWORD_TILES",
    "STEEL_COUNTERS", "GEMS", "FENCING_TILES", "MOVE_SKILL_TILES", "FENCING_COLOURS",
    "NAMED_FENCING_COLOURS", "MAX_SKILL_TILES", "MOVE_SKILL_PENALTY", "GEMS_PER_POINT",
    "PIECES_TO_END", "DUEL_MAX_ROUNDS", "DUEL_ROUNDS_TO_WIN", "ENTRANCE_CIRCLES", "MIN_SWORD_VALUE",
    "MAX_SWORD_VALUE", "NEUTRAL", "MOVE_SKILL", "Component", "COMPONENTS", "card_value", "named", "Action",
    "Row", "ROW_PRICE", "TAVERN_ROWS", "ARTIST_PRICE", "SpaceKind", "BUSINESSES", "TILE_CIRCLES",
    "trade_price", "check_payment", "Side", "Pose", "Reason", "Fixture", "Space", "Track", "sword_value", "Sword",
]

GAME: Final = "toledo"
TITLE: Final = "Toledo"
RULEBOOK: Final = N_("English Toledo rulebook")
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
MIN_SWORD_VALUE: Final = 1
#: playaid's ceiling on a sword tile's value, not the rulebook's (†A13): the rulebook lists no
#: tile values and its highest example is a 12 (line 89), so a value above two digits can only be
#: a typing error. The costs are bounded by the box: 23 steel counters and 20 gems in all.
MAX_SWORD_VALUE: Final = 99
#: The two names a duel card may carry that are not fencing colours.
NEUTRAL: Final = "neutral"
MOVE_SKILL: Final = "move"


class Component(Choice):
    """What the English rulebook lists in the box; :data:`COMPONENTS` counts each."""

    PIECES = "pieces", N_("Playing pieces ({pieces} in each of {max_players} colours)")
    BUSINESS_TILES = "business tiles", N_("Business tiles ({business_tiles} in each of {max_players} colours)")
    MOVEMENT_CARDS = "movement cards", NC_("component", "Movement cards")
    PAINTINGS = "paintings", N_("El Greco paintings (art cards)")
    FENCING_TILES = "fencing tiles", NC_("component", "Fencing skill tiles")
    MOVE_SKILL_TILES = "move skill tiles", NC_("component", "Move skill tiles")
    SWORD_TILES = "sword tiles", NC_("component", "Sword tiles")
    STEEL_COUNTERS = "steel counters", NC_("component", "Steel counters")
    GEMS = "gems", NC_("component", "Gems")


#: The box contents as the English rulebook lists them.
COMPONENTS: Final[Mapping[Component, int]] = MappingProxyType({
    Component.PIECES: PIECES_PER_PLAYER * MAX_PLAYERS,
    Component.BUSINESS_TILES: BUSINESS_TILES_PER_PLAYER * MAX_PLAYERS,
    Component.MOVEMENT_CARDS: MOVEMENT_CARDS,
    Component.PAINTINGS: PAINTINGS,
    Component.FENCING_TILES: FENCING_TILES,
    Component.MOVE_SKILL_TILES: MOVE_SKILL_TILES,
    Component.SWORD_TILES: SWORD_TILES,
    Component.STEEL_COUNTERS: STEEL_COUNTERS,
    Component.GEMS: GEMS,
})


def _whole(value: Any, what: Any, low: int | None = 0, high: int | None = None, note: str = "") -> int:
    """``value`` as an int in ``low..high``, or an :class:`InvalidNotation` naming ``what`` (a field
    name, or words said later: :func:`what`).

    ``note`` is the key of the ruling that sets a bound, printed as its mark beside the range.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidNotation("shared.whole_number", field=what, value=short(value))
    mark = ruling_mark(note) if note else ""
    if low is not None and value < low:
        if low == 0:
            raise InvalidNotation("toledo.negative", what=what, value=short(value))
        if high is None:
            raise InvalidNotation("toledo.at_least_ruled" if note else "toledo.at_least", what=what, low=low,
                                  mark=mark, value=short(value))
        raise InvalidNotation("toledo.range_ruled" if note else "toledo.range", what=what, low=low, high=high,
                              mark=mark, value=short(value))
    if high is not None and value > high:
        raise InvalidNotation("toledo.range_ruled" if note else "toledo.range", what=what, low=low, high=high, mark=mark, value=short(value))
    return value


def named(what: str, /, **values: Any) -> Said:
    """The words by which a refusal names what it checks: Toledo's refusal ``what_<what>``."""
    return Said(key=f"toledo.what_{what}", **values)


def card_value(value: Any, what: Any = None) -> int:
    """Check one movement card's value: a whole number from 1 to 6.

    >>> card_value(7)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: a movement card must be 1 to 6, not 7
    """
    return _whole(value, what or named("movement_card"), MIN_CARD, MAX_CARD)


# --------------------------------------------------------------------------------------------
# The four actions of a turn (the order is the rulebook's; what each involves is in .text)


class Action(Choice):
    """One of the four things a player may do on a turn, in the rulebook's order."""

    DRAW = "draw", N_("Take {draw} cards")
    PLACE = "place", N_("Place a business")
    MOVE = "move", N_("Move and trade")
    RETURN = "return", N_("Back to the Cathedral")

    @property
    def number(self) -> int:
        """The action's place in the rulebook's list: 1 to 4."""
        return list(Action).index(self) + 1


# --------------------------------------------------------------------------------------------
# Rows and the six kinds of space


class Row(Choice):
    """The three areas of the city; a business's price depends on the row it stands in."""

    BOTTOM = "bottom", NC_("row of the city", "bottom")
    MIDDLE = "middle", NC_("row of the city", "middle")
    TOP = "top", NC_("row of the city", "top")

    @property
    def price(self) -> int:
        """The lowest movement card a rival must hand over to trade at a business here."""
        return ROW_PRICE[self]


#: The lowest card value that buys from a rival's business, by row (the change is lost).
ROW_PRICE: Final[Mapping[Row, int]] = MappingProxyType({Row.BOTTOM: 1, Row.MIDDLE: 3, Row.TOP: 5})
#: Taverns stand only in these rows: the rulebook prices them at 1 or 3 (†T4).
TAVERN_ROWS: Final = frozenset({Row.BOTTOM, Row.MIDDLE})
#: The lowest card value that buys a painting from the artist, wherever the artist stands.
ARTIST_PRICE: Final = 3


class SpaceKind(Choice):
    """The six kinds of space where a piece may stop and trade.

    Read by its name or a short one (``steel``, ``gem``, ``fencing``, ``smith``...):

    >>> SpaceKind.parse("fencing"), SpaceKind.parse("Gem merchant")
    (SpaceKind.FENCING, SpaceKind.GEM)
    """

    STEEL = "steel merchant", NC_("kind of space", "Steel merchant")
    GEM = "gem merchant", NC_("kind of space", "Gem merchant")
    SWORDSMITH = "swordsmith", NC_("kind of space", "Swordsmith")
    FENCING = "fencing master", NC_("kind of space", "Fencing master")
    TAVERN = "tavern", NC_("kind of space", "Tavern")
    ARTIST = "artist", NC_("kind of space", "Artist (El Greco)")

    @property
    def is_business(self) -> bool:
        """Steel, gem, swordsmith and fencing master come as players' business tiles."""
        return self in BUSINESSES


    @classmethod
    def aliases(cls) -> dict[str, SpaceKind]:
        return {"gems": cls.GEM, "smith": cls.SWORDSMITH}


BUSINESSES: Final[tuple[SpaceKind, ...]] = (SpaceKind.STEEL, SpaceKind.GEM, SpaceKind.SWORDSMITH,
                                            SpaceKind.FENCING)
#: Business tiles come in two sizes; taverns and the artist have their circles printed on the board.
TILE_CIRCLES: Final = (1, 2)


def _tavern_prices() -> Listed:
    """The prices of the rows a tavern may stand in (†T4), as a refusal lists them: ``1 or 3``."""
    return Listed((r.price for r in Row if r in TAVERN_ROWS), alternatives=True)


def trade_price(kind: SpaceKind, row: Row, own: bool = False) -> int:
    """The lowest card value that pays for one trade; ``0`` means it is free.

    Only a business can be your own; taverns and the artist have no owner.

    >>> [trade_price(SpaceKind.GEM, r) for r in Row]
    [1, 3, 5]
    >>> trade_price(SpaceKind.GEM, Row.TOP, own=True), trade_price(SpaceKind.ARTIST, Row.BOTTOM)
    (0, 3)
    """
    if not isinstance(kind, SpaceKind) or not isinstance(row, Row):
        raise InvalidNotation("toledo.trade_price_args", kind=repr(kind), row=repr(row))
    if kind is SpaceKind.ARTIST:
        if own:
            raise IllegalAction("toledo.artist_no_owner")
        return ARTIST_PRICE
    if kind is SpaceKind.TAVERN:
        if own:
            raise IllegalAction("toledo.tavern_no_owner")
        if row not in TAVERN_ROWS:
            raise IllegalAction("toledo.tavern_rows", prices=_tavern_prices(), row=row)
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
    value = card_value(card, named("payment_card"))
    if value < price:
        raise IllegalPayment("toledo.card_too_low", price=price, value=value)
    return value - price


# --------------------------------------------------------------------------------------------
# Duels: the two sides, the pose on a card, why a round goes one way


class Side(Choice):
    """The two duellists."""

    ATTACKER = "attacker", NC_("duellist", "attacker")
    DEFENDER = "defender", NC_("duellist", "defender")

    @property
    def other(self) -> Side:
        return Side.DEFENDER if self is Side.ATTACKER else Side.ATTACKER


class Pose(Choice):
    """The highlighted figure at the foot of a movement card."""

    ATTACK = "attack"    #: the left figure, lunging
    DEFEND = "defend"    #: the right figure, guarding

    @property
    def side(self) -> Side:
        """Who takes a round that the pose decides."""
        return Side.ATTACKER if self is Pose.ATTACK else Side.DEFENDER


class Reason(Choice):
    """Why a fencing round went the way it did."""

    SKILL = "skill"        #: only the winner holds a tile of the card's colour
    BOTH = "both"          #: both hold the colour: the pose decides
    NEITHER = "neither"    #: neither holds the colour: the pose decides
    NEUTRAL = "neutral"    #: a neutral card: the pose decides


# --------------------------------------------------------------------------------------------
# The track: the board's spaces from the Cathedral to the Alcazar, as the user describes them


class Fixture(Choice):
    """What the board prints on a space of the track."""

    STREET = "street"   #: an empty space: a business tile may be placed here
    TAVERN = "tavern"
    ARTIST = "artist"


_FIXTURE_LETTER: Final = {Fixture.STREET: ".", Fixture.TAVERN: "T", Fixture.ARTIST: "A"}
#: What a refusal calls each fixture of the track.
_FIXTURE_NAME: Final = {f: Said(key=f"toledo.fixture_{f.value}") for f in Fixture}
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
            raise InvalidNotation("toledo.space_args", row=repr(self.row), fixture=repr(self.fixture))
        n = _whole(self.circles, named("circles"))
        if self.fixture is Fixture.STREET:
            if n:
                raise InvalidNotation("toledo.street_circles")
        elif n not in TILE_CIRCLES:
            raise InvalidNotation("toledo.fixture_circles", fixture=_FIXTURE_NAME[self.fixture], circles=Listed(TILE_CIRCLES, alternatives=True), value=n)
        if self.fixture is Fixture.TAVERN and self.row not in TAVERN_ROWS:
            raise InvalidNotation("toledo.tavern_row", prices=_tavern_prices(), row=self.row)

    @property
    def kind(self) -> SpaceKind | None:
        """The printed kind (tavern or artist), or ``None`` for a street space."""
        return {Fixture.TAVERN: SpaceKind.TAVERN, Fixture.ARTIST: SpaceKind.ARTIST}.get(self.fixture)

    def __str__(self) -> str:
        letter = _FIXTURE_LETTER[self.fixture]
        return letter if self.fixture is Fixture.STREET else f"{letter}{self.circles}"


def _tokens(fixture: Fixture) -> str:
    """How a fixture with printed circles is written in a track: ``T1/T2``."""
    return "/".join(f"{_FIXTURE_LETTER[fixture]}{n}" for n in TILE_CIRCLES)


_TRACK_TOKEN = re.compile(r"\.|[TA][0-9]*")


@dataclass(frozen=True, slots=True)
class Track:
    """The spaces between the Cathedral and the Alcazar, in the order pieces walk them.

    Positions count steps: 0 is the Cathedral, 1 .. ``len(spaces)`` are the spaces, and
    ``alcazar`` (one step past the last space, †T7) is the Alcazar entrance. The rows run bottom,
    middle, top, each at least one space long, and there is at most one artist.

    Write it as three rows separated by ``/``: ``.`` a street space, ``T1``/``T2`` a tavern
    and ``A1``/``A2`` the artist with their printed circles. Spaces in between are ignored.

    >>> track = Track.parse("..T1.A2. / ..T2.. / ...")
    >>> len(track), track.alcazar, track.row(7), track.space(3)
    (14, 15, Row.MIDDLE, Space(row=Row.BOTTOM, fixture=Fixture.TAVERN, circles=1))
    """

    spaces: tuple[Space, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.spaces, tuple) or not all(isinstance(s, Space) for s in self.spaces):
            raise InvalidNotation("toledo.track_args")
        rows = [s.row for s in self.spaces]
        order = list(Row)
        for i in range(1, len(rows)):
            if order.index(rows[i]) < order.index(rows[i - 1]):
                raise InvalidNotation("toledo.rows_order", space=i + 1, row=rows[i], before=rows[i - 1], rows=Listed(Row, commas=True))
        missing = [r for r in Row if r not in rows]
        if missing:
            raise InvalidNotation("toledo.row_missing", row=missing[0])
        artists = sum(s.fixture is Fixture.ARTIST for s in self.spaces)
        if artists > 1:
            raise InvalidNotation("toledo.artists", count=artists)

    @classmethod
    def parse(cls, text: Any) -> Track:
        """Read a track written as ``bottom / middle / top`` (see the class docstring)."""
        if not isinstance(text, str):
            raise InvalidNotation("toledo.track_text", value=short(text))
        parts = text.split("/")
        if len(parts) != len(Row):
            raise InvalidNotation("toledo.track_rows", count=len(parts))
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
                    raise InvalidNotation("toledo.printed_circles", token=token, low=f"{token}{min(TILE_CIRCLES)}", high=f"{token}{max(TILE_CIRCLES)}")
                spaces.append(Space(row, fixture, int(token[1:] or 0)))
                pos = m.end()
            if pos != len(raw):
                raise InvalidNotation("toledo.track_unread", value=repr(raw[pos:pos + 10]), row=row,
                                      street=_FIXTURE_LETTER[Fixture.STREET], tavern=_tokens(Fixture.TAVERN),
                                      artist=_tokens(Fixture.ARTIST))
        return cls(tuple(spaces))

    def __len__(self) -> int:
        return len(self.spaces)

    @property
    def alcazar(self) -> int:
        """The position of the Alcazar entrance: one step past the last space (†T7)."""
        return len(self.spaces) + 1

    def space(self, position: int) -> Space:
        """The space at ``position`` (1 .. len); the Cathedral and the Alcazar are not spaces."""
        self.check(position)
        if position in (0, self.alcazar):
            raise IllegalAction("toledo.not_a_space", position=position, place=self.place(position))
        return self.spaces[position - 1]

    def row(self, position: int) -> Row:
        return self.space(position).row

    def check(self, position: Any) -> int:
        """Check a position: 0 (the Cathedral) to ``alcazar``."""
        if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position <= self.alcazar:
            raise IllegalAction("toledo.positions", alcazar=self.alcazar, value=short(position))
        return position

    def where(self, position: int) -> str:
        """A position named in English: ``tavern 2 (middle row)``, ``the Alcazar``."""
        return str(self.place(position))

    def place(self, position: int) -> Said:
        """A position named in a refusal, in its language (:meth:`where` in English)."""
        if position == 0:
            return Said(key="toledo.the_cathedral")
        if position == self.alcazar:
            return Said(key="toledo.the_alcazar")
        s = self.spaces[position - 1]
        return Said(key="toledo.space_in_row", space=_FIXTURE_NAME[s.fixture], position=position, row=s.row)

    def __str__(self) -> str:
        return " / ".join("".join(str(s) for s in self.spaces if s.row is r) for r in Row)

    def __repr__(self) -> str:
        return f"Track.parse({str(self)!r})"


# --------------------------------------------------------------------------------------------
# Swords


def sword_value(value: Any, what: Any = None) -> int:
    """Check a sword tile's value: a whole number from 1 to 99 (playaid's ceiling, †A13)."""
    return _whole(value, what or named("sword_value"), MIN_SWORD_VALUE, MAX_SWORD_VALUE, note="A13")


@dataclass(frozen=True, slots=True)
class Sword:
    """A sword tile: its points, and the steel and gems the swordsmith takes to forge it.

    The 19 tiles' values and costs are not listed in the rulebook; read them off the tile. Every
    sword costs steel, some also gems (line 58); a value runs from 1 to 99 (†A13).

    >>> Sword(12, steel=3, gems=2).kept_points
    6
    >>> Sword(100, steel=2)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: a sword's value must be 1 to 99 (\u2020A13), not 100
    """

    value: int
    steel: int = 0
    gems: int = 0

    def __post_init__(self) -> None:
        sword_value(self.value)
        _whole(self.steel, named("sword_steel"), 1, STEEL_COUNTERS)
        _whole(self.gems, named("sword_gems"), 0, GEMS)

    @property
    def kept_points(self) -> int:
        """What the sword scores if it never reaches the Alcazar: half, rounded down."""
        return self.value // 2
