"""Tolomeo and its Eclipsis mini-expansion: the sky, watching, studying, the score, the Eclipsis.

Follows the Tolomeo rulebook (English text, with the Eclipsis mini-expansion), kept in
``../shared/seeds/004_bf5ff7c6024a0df7.txt``. Where that rulebook is silent or contradicts itself
the module makes a ruling; every ruling is in ``RULINGS`` and on the site's Tolomeo page.

Three things differ from copy to copy or are simply not printed in the rulebook, so they are
always inputs here, never guesses: the colour of each constellation (only Aries is named, as red),
the conversion table on the player sheets (only "3 planets studied give 4 points" is printed), and
what each astronomical event card and bonus point card shows.

Direction: the twelve constellations are kept in zodiac order, Aries first, and playaid reads the
board so that **clockwise is zodiac order** (Aries, then Taurus, then Gemini ...); see ruling Z1.
Pawn owners are labels chosen by the players (usually their pawn colours, ``"red"``).

The event deck and the Eclipsis live in :mod:`rules.tolomeo_events`, the final score in
:mod:`rules.tolomeo_score`, and the turn machinery (the round clock, the event track, the card
row, watch actions with their pawns, studying, the comet, Mars) in :mod:`rules.tolomeo_play`;
each name is re-exported here on first use. Nothing shuffles by itself: a ``random.Random`` or a
shuffled order is an input.

>>> from rules.tolomeo import opposite
>>> opposite("aries")
Constellation.LIBRA
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

TYPE_CHECKING = False  # typing stays unimported at run time: the commands start faster
if TYPE_CHECKING:
    from typing import Any, Final

from rules.errors import IllegalPayment, InvalidNotation, RulesError
from rules.shared import Ruling
from rules.shared import parse_enum as _parse_enum
from rules.shared import short as _short

GAME: Final = "tolomeo"
TITLE: Final = "Tolomeo"
RULEBOOK: Final = "Tolomeo rulebook with the Eclipsis mini-expansion"
#: Five pawn sets and five player sheets are in the box; no minimum is printed (ruling N1).
MAX_PLAYERS: Final = 5
PAWNS_PER_PLAYER: Final = 10
STARTING_HAND: Final = 5
HAND_LIMIT: Final = 8
FACE_UP_CARDS: Final = 6
#: This many cards of one colour among the face-up cards replace all of them.
FLUSH_AT: Final = 4
TURNS_PER_ROUND: Final = 4
EVENT_CARDS: Final = 12
#: The comet's first effect moves one of your pawns this many constellations either way.
COMET_PAWN_MOVE: Final = 2
#: Pawns of one player on a constellation when a planet there is studied.
PAWNS_TO_STUDY: Final = 3
#: Four constellation colours; the rulebook names red (Aries) and yellow only.
COLOURS_IN_GAME: Final = 4


# --------------------------------------------------------------------------------------------
# The sky: constellations, planets, the comet


class Constellation(Enum):
    """The twelve constellations of the board, in zodiac order."""

    ARIES = "aries"
    TAURUS = "taurus"
    GEMINI = "gemini"
    CANCER = "cancer"
    LEO = "leo"
    VIRGO = "virgo"
    LIBRA = "libra"
    SCORPIO = "scorpio"
    SAGITTARIUS = "sagittarius"
    CAPRICORN = "capricorn"
    AQUARIUS = "aquarius"
    PISCES = "pisces"

    def __repr__(self) -> str:
        return f"Constellation.{self.name}"

    def __str__(self) -> str:
        return self.value.title()

    @property
    def index(self) -> int:
        """Position in zodiac order, Aries 0 to Pisces 11."""
        return _ZODIAC_INDEX[self]

    @property
    def opposite(self) -> Constellation:
        return opposite(self)

    def step(self, steps: int) -> Constellation:
        """The constellation ``steps`` places clockwise (negative: counterclockwise).

        >>> Constellation.PISCES.step(1), Constellation.ARIES.step(-2)
        (Constellation.ARIES, Constellation.AQUARIUS)
        """
        if isinstance(steps, bool) or not isinstance(steps, int):
            raise InvalidNotation(f"a move counts whole constellations, not {_short(steps)}")
        direction = 1 if CLOCKWISE_IS_ZODIAC_ORDER else -1
        return ZODIAC[(self.index + direction * steps) % len(ZODIAC)]

    @classmethod
    def parse(cls, text: Any) -> Constellation:
        """Read a constellation's name in any case.

        >>> Constellation.parse(" Sagittarius ")
        Constellation.SAGITTARIUS
        """
        if isinstance(text, Constellation):
            return text
        return _parse_enum(cls, text, "constellation")


ZODIAC: Final[tuple[Constellation, ...]] = tuple(Constellation)
_ZODIAC_INDEX: Final = {c: i for i, c in enumerate(ZODIAC)}
#: Ruling Z1: moving clockwise on the board goes Aries -> Taurus -> Gemini ...
CLOCKWISE_IS_ZODIAC_ORDER: Final = True
#: The six opposed pairs, each starting with its first constellation in zodiac order.
OPPOSED_PAIRS: Final[tuple[tuple[Constellation, Constellation], ...]] = tuple(
    (ZODIAC[i], ZODIAC[i + 6]) for i in range(6))


def opposite(name: Constellation | str) -> Constellation:
    """The constellation directly across the board (six places away, either way).

    >>> opposite("taurus"), opposite(Constellation.SCORPIO)
    (Constellation.SCORPIO, Constellation.TAURUS)
    """
    c = Constellation.parse(name)
    return ZODIAC[(c.index + len(ZODIAC) // 2) % len(ZODIAC)]


class Planet(Enum):
    """The seven planets, in the rulebook's order. The comet is not one of them."""

    MOON = "moon"
    MERCURY = "mercury"
    VENUS = "venus"
    SUN = "sun"
    MARS = "mars"
    JUPITER = "jupiter"
    SATURN = "saturn"

    def __repr__(self) -> str:
        return f"Planet.{self.name}"

    def __str__(self) -> str:
        return self.value.title()

    @classmethod
    def parse(cls, text: Any) -> Planet:
        """Read a planet's name; the comet is refused, since it is not a planet.

        >>> Planet.parse("comet")
        Traceback (most recent call last):
        ...
        rules.errors.InvalidNotation: the comet is not a planet (planets: moon, mercury, venus, sun, mars, jupiter, saturn)
        """
        if isinstance(text, Planet):
            return text
        if isinstance(text, str) and text.strip().lower() == COMET:
            raise InvalidNotation(f"the comet is not a planet (planets: {_allowed(cls)})")
        return _parse_enum(cls, text, "planet")


PLANETS: Final[tuple[Planet, ...]] = tuple(Planet)
COMET: Final = "comet"
#: Only one planet card's total is quoted in the rulebook: Mars moves 4 times over the whole deck.
KNOWN_TOTAL_MOVES: Final[Mapping[Planet, int]] = MappingProxyType({Planet.MARS: 4})


def _allowed(cls: Any) -> str:
    return ", ".join(m.value for m in cls)


def planet_set(names: Any, who: str = "") -> tuple[Planet, ...]:
    """Read a list of planet names, each at most once, returned in the rulebook's order.

    >>> planet_set(["sun", "moon"])
    (Planet.MOON, Planet.SUN)
    """
    prefix = f"{who}: " if who else ""
    if not isinstance(names, (list, tuple, set, frozenset)):
        raise InvalidNotation(f"{prefix}planets must be a list of names, not {_short(names)}")
    seen: set[Planet] = set()
    for raw in names:
        try:
            p = Planet.parse(raw)
        except InvalidNotation as exc:
            raise InvalidNotation(f"{prefix}{exc}") from None
        if p in seen:
            raise InvalidNotation(f"{prefix}{p.value} is listed twice (each planet at most once)")
        seen.add(p)
    return tuple(p for p in PLANETS if p in seen)


@dataclass(frozen=True, slots=True)
class Sky:
    """Where the seven planets and the comet stand. ``planets`` follows the order of :class:`Planet`.

    >>> sky = Sky.setup({"moon": "aries", "mercury": "aries", "venus": "libra", "sun": "leo",
    ...                  "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"})
    >>> sky.comet            # set up directly opposite the Moon
    Constellation.LIBRA
    """

    planets: tuple[Constellation, ...]
    comet: Constellation

    def __post_init__(self) -> None:
        if len(self.planets) != len(PLANETS) or not all(isinstance(c, Constellation) for c in self.planets):
            raise InvalidNotation(f"a sky places all {len(PLANETS)} planets, each on one constellation")
        if not isinstance(self.comet, Constellation):
            raise InvalidNotation(f"the comet stands on a constellation, not {_short(self.comet)}")

    @classmethod
    def of(cls, positions: Mapping[Any, Any], comet: Any) -> Sky:
        """A sky from ``{planet: constellation}`` (names or members) and the comet's constellation."""
        if not isinstance(positions, Mapping):
            raise InvalidNotation(f"planet positions must map each planet to a constellation, not {_short(positions)}")
        where: dict[Planet, Constellation] = {}
        for raw_planet, raw_place in positions.items():
            p = Planet.parse(raw_planet)
            if p in where:
                raise InvalidNotation(f"{p.value} is placed twice")
            where[p] = Constellation.parse(raw_place)
        missing = [p.value for p in PLANETS if p not in where]
        if missing:
            raise InvalidNotation(f"every planet is always on the board; missing: {', '.join(missing)}")
        return cls(tuple(where[p] for p in PLANETS), Constellation.parse(comet))

    @classmethod
    def setup(cls, positions: Mapping[Any, Any]) -> Sky:
        """The starting sky: the planets as on the chosen starting card, the comet opposite the Moon."""
        placed = cls.of(positions, Constellation.ARIES)  # the comet's place follows from the Moon's
        return cls(placed.planets, opposite(placed.moon))

    def where(self, planet: Planet | str) -> Constellation:
        return self.planets[PLANETS.index(Planet.parse(planet))]

    @property
    def moon(self) -> Constellation:
        return self.planets[0]

    def planets_on(self, constellation: Constellation | str) -> tuple[Planet, ...]:
        """The planets on a constellation (never the comet), in the rulebook's order."""
        c = Constellation.parse(constellation)
        return tuple(p for p, at in zip(PLANETS, self.planets) if at is c)

    def has_planet(self, constellation: Constellation | str) -> bool:
        """True when a planet stands there; the comet alone does not count."""
        return Constellation.parse(constellation) in self.planets

    def conjunctions(self) -> tuple[Constellation, ...]:
        """Constellations holding two or more planets, in zodiac order.

        >>> Sky.of({p: "leo" for p in ("moon", "sun")} | {"mercury": "aries", "venus": "libra",
        ...        "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}, "taurus").conjunctions()
        (Constellation.LEO,)
        """
        counts = Counter(self.planets)
        return tuple(c for c in ZODIAC if counts[c] >= 2)

    def oppositions(self) -> tuple[tuple[Constellation, Constellation], ...]:
        """Opposed pairs with at least one planet on each side (the comet never counts)."""
        return tuple((a, b) for a, b in OPPOSED_PAIRS if self.has_planet(a) and self.has_planet(b))

    def moved(self, planets: Iterable[Planet | str]) -> Sky:
        """The end-of-round move: the listed planets one step clockwise, the comet one counterclockwise."""
        moving = set(planet_set(list(planets)))
        new = tuple(c.step(1) if p in moving else c for p, c in zip(PLANETS, self.planets))
        return Sky(new, self.comet.step(-1))

    def to_dict(self) -> dict[str, str]:
        return {**{p.value: c.value for p, c in zip(PLANETS, self.planets)}, COMET: self.comet.value}

    def __repr__(self) -> str:
        parts = ", ".join(f"{p.value}={c.value}" for p, c in zip(PLANETS, self.planets))
        return f"Sky({parts}, comet={self.comet.value})"


# --------------------------------------------------------------------------------------------
# Colours and cards


@dataclass(frozen=True, slots=True)
class Colours:
    """The colour of each constellation, read off the players' own board and cards.

    Only Aries is named in the rulebook (red), so it is always known; the rest come from the
    user. A partial map is fine: a question that needs a missing colour is refused with a message
    naming it. A card has the colour of its constellation (ruling K1).

    >>> Colours.of({"aries": "Red", "leo": "red"}).same(Constellation.ARIES, Constellation.LEO)
    True
    """

    known: Mapping[Constellation, str]

    def __post_init__(self) -> None:
        if not isinstance(self.known, Mapping):
            raise InvalidNotation(f"colours map constellations to colour names, not {_short(self.known)}")
        clean: dict[Constellation, str] = dict(KNOWN_COLOURS)
        for raw_c, raw_colour in self.known.items():
            c = Constellation.parse(raw_c)
            if not isinstance(raw_colour, str) or not raw_colour.strip() or len(raw_colour) > 40:
                raise InvalidNotation(f"the colour of {c} must be a short name such as 'red', not {_short(raw_colour)}")
            colour = raw_colour.strip().lower()
            if c in KNOWN_COLOURS and colour != KNOWN_COLOURS[c]:
                raise InvalidNotation(f"{c} is {KNOWN_COLOURS[c]} in every copy of the game, not {colour}")
            clean[c] = colour
        distinct = sorted(set(clean.values()))
        if len(distinct) > COLOURS_IN_GAME:
            raise InvalidNotation(f"the board has {COLOURS_IN_GAME} colours, not {len(distinct)}"
                                  f" ({', '.join(distinct)})")
        object.__setattr__(self, "known", MappingProxyType({c: clean[c] for c in ZODIAC if c in clean}))

    @classmethod
    def of(cls, mapping: Mapping[Any, Any] | None = None) -> Colours:
        return cls({} if mapping is None else mapping)

    def colour(self, constellation: Constellation) -> str:
        try:
            return self.known[constellation]
        except KeyError:
            raise RulesError(f"the colour of {constellation} is not known here: give it as your board"
                             " shows it (the rulebook names only Aries, red)") from None

    def same(self, a: Constellation, b: Constellation) -> bool:
        """Do two constellations share a colour? Two cards of one name always do."""
        return a is b or self.colour(a) == self.colour(b)


#: The only constellation colour the rulebook states.
KNOWN_COLOURS: Final[Mapping[Constellation, str]] = MappingProxyType({Constellation.ARIES: "red"})
#: Colour names the rulebook mentions (two of the four).
NAMED_COLOURS: Final[tuple[str, ...]] = ("red", "yellow")
TOLOMEO_CARD_NAME: Final = "tolomeo"


@dataclass(frozen=True, slots=True)
class Card:
    """A constellation card, or the Tolomeo card (``constellation`` is None), which has neither
    a constellation's name nor a colour."""

    constellation: Constellation | None = None

    @classmethod
    def parse(cls, text: Any) -> Card:
        """``"leo"`` is the Leo card, ``"tolomeo"`` the Tolomeo card."""
        if isinstance(text, Card):
            return text
        if isinstance(text, str) and text.strip().lower() == TOLOMEO_CARD_NAME:
            return cls(None)
        try:
            return cls(Constellation.parse(text))
        except InvalidNotation:
            raise InvalidNotation(f"unknown card {_short(text)} (a constellation's name, or tolomeo)") from None

    @property
    def is_tolomeo(self) -> bool:
        return self.constellation is None

    def __str__(self) -> str:
        return "Tolomeo" if self.constellation is None else str(self.constellation)

    def __repr__(self) -> str:
        return f"Card({str(self).lower()!r})"


TOLOMEO: Final = Card(None)


def cards(text: str | Iterable[Any]) -> tuple[Card, ...]:
    """Read several cards: ``"leo leo virgo"``, ``"aries, tolomeo"`` or a list of names.

    >>> cards("leo, tolomeo")
    (Card('leo'), Card('tolomeo'))
    """
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(x) for x in items)


class Payment(Enum):
    """The ways to pay for one pawn when watching a constellation."""

    NAME = "name"
    COLOUR = "colour"
    SET = "set"
    TOLOMEO = "tolomeo"

    @property
    def cards(self) -> int:
        return PAYMENT_CARDS[self]

    @property
    def text(self) -> str:
        return PAYMENT_TEXT[self]


PAYMENT_CARDS: Final[Mapping[Payment, int]] = MappingProxyType(
    {Payment.NAME: 1, Payment.COLOUR: 2, Payment.SET: 3, Payment.TOLOMEO: 1})
#: In our words, for the aid and the site.
PAYMENT_TEXT: Final[Mapping[Payment, str]] = MappingProxyType({
    Payment.NAME: "the card of that very constellation",
    Payment.COLOUR: "two cards of the constellation's colour, neither of them its own card",
    Payment.SET: "three cards sharing any one colour",
    Payment.TOLOMEO: "the Tolomeo card, alone: any constellation, planet or not, never in a configuration",
})


def payment(target: Constellation | str, paid: Sequence[Card | str],
            colours: Colours | None = None, *, configuration: bool = False) -> Payment:
    """Which allowed combination ``paid`` is for one pawn on ``target``; refuse any other.

    >>> payment("aries", cards("aries"))
    <Payment.NAME: 'name'>
    >>> payment("aries", cards("leo sagittarius"), Colours.of({"leo": "red", "sagittarius": "red"}))
    <Payment.COLOUR: 'colour'>
    >>> payment("aries", cards("virgo virgo virgo"))    # any colour, as long as it is one
    <Payment.SET: 'set'>
    """
    where = Constellation.parse(target)
    hand = tuple(Card.parse(c) for c in paid)
    colours = colours or Colours.of()
    if any(c.is_tolomeo for c in hand):
        if len(hand) != 1:
            raise IllegalPayment("the Tolomeo card pays on its own; it has no name or colour to combine"
                                 " with other cards")
        if configuration:
            raise IllegalPayment("the Tolomeo card can never be used in a configuration")
        return Payment.TOLOMEO
    picked = [c.constellation for c in hand if c.constellation is not None]
    if len(picked) == 1:
        if picked[0] is where:
            return Payment.NAME
        raise IllegalPayment(f"a single card pays for {where} only if it is the {where} card, not {picked[0]}")
    if len(picked) == 2:
        if where in picked:
            raise IllegalPayment(f"the two-card payment uses cards other than {where}'s own; the {where}"
                                 " card pays alone")
        target_colour = colours.colour(where)
        if all(colours.same(c, where) for c in picked):
            return Payment.COLOUR
        raise IllegalPayment(f"two cards pay for {where} only if both are its colour ({target_colour}):"
                             f" {' and '.join(f'{c} is {colours.colour(c)}' for c in picked)}")
    if len(picked) == 3:
        if all(colours.same(c, picked[0]) for c in picked[1:]):
            return Payment.SET
        raise IllegalPayment("three cards pay only if they share one colour")
    raise IllegalPayment(f"one pawn costs 1, 2 or 3 cards (or the Tolomeo card), not {len(picked)}")


# --------------------------------------------------------------------------------------------
# Pawns on the board


def _owner(raw: Any) -> str:
    if not isinstance(raw, str) or not raw.strip() or len(raw.strip()) > 40:
        raise InvalidNotation(f"a pawn owner is a short non-empty name such as 'red', not {_short(raw)}")
    return raw.strip()


def _count(raw: Any, what: str, high: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise InvalidNotation(f"{what} must be a whole number, not {_short(raw)}")
    if not 0 <= raw <= high:
        raise InvalidNotation(f"{what} must be between 0 and {high}, not {_short(raw)}")
    return raw


@dataclass(frozen=True, slots=True)
class Board:
    """The pawns on the twelve constellations: ``{constellation: {owner: count}}``.

    Owners are labels (pawn colours such as ``"red"``). Empty entries are dropped.

    >>> Board.of({"aries": {"red": 2, "blue": 0}}).count("aries", "red")
    2
    """

    pawns: Mapping[Constellation, Mapping[str, int]]

    def __post_init__(self) -> None:
        if not isinstance(self.pawns, Mapping):
            raise InvalidNotation(f"pawns map constellations to {{owner: count}}, not {_short(self.pawns)}")
        clean: dict[Constellation, dict[str, int]] = {}
        totals: Counter[str] = Counter()
        for raw_c, row in self.pawns.items():
            c = Constellation.parse(raw_c)
            if c in clean:
                raise InvalidNotation(f"{c} is listed twice")
            if not isinstance(row, Mapping):
                raise InvalidNotation(f"{c}: pawns are written as {{owner: count}}, not {_short(row)}")
            here: dict[str, int] = {}
            for raw_owner, raw_n in row.items():
                owner = _owner(raw_owner)
                if owner in here:
                    raise InvalidNotation(f"{c}: {owner} is listed twice")
                n = _count(raw_n, f"{c}: the {owner} pawns", PAWNS_PER_PLAYER)
                if n:
                    here[owner] = n
                    totals[owner] += n
            if here:
                clean[c] = here
        for owner, n in totals.items():
            if n > PAWNS_PER_PLAYER:
                raise InvalidNotation(f"{owner} has {n} pawns on the board, but a set holds {PAWNS_PER_PLAYER}")
        if len(totals) > MAX_PLAYERS:
            raise InvalidNotation(f"{len(totals)} pawn owners, but the game has at most {MAX_PLAYERS} players")
        object.__setattr__(self, "pawns", MappingProxyType({
            c: MappingProxyType(dict(sorted(clean[c].items()))) for c in ZODIAC if c in clean}))

    @classmethod
    def of(cls, pawns: Mapping[Any, Mapping[Any, int]] | None = None) -> Board:
        return cls({} if pawns is None else pawns)

    def at(self, constellation: Constellation | str) -> Mapping[str, int]:
        return self.pawns.get(Constellation.parse(constellation), MappingProxyType({}))

    def count(self, constellation: Constellation | str, owner: str | None = None) -> int:
        here = self.at(constellation)
        return sum(here.values()) if owner is None else here.get(owner, 0)

    def on_board(self, owner: str) -> int:
        return sum(row.get(owner, 0) for row in self.pawns.values())

    def owners(self) -> tuple[str, ...]:
        return tuple(sorted({o for row in self.pawns.values() for o in row}))

    def _with(self, constellation: Constellation, row: Mapping[str, int]) -> Board:
        pawns = {c: dict(r) for c, r in self.pawns.items()}
        pawns[constellation] = dict(row)
        return Board(pawns)

    def add(self, constellation: Constellation | str, owner: str, n: int = 1) -> Board:
        c = Constellation.parse(constellation)
        row = dict(self.at(c))
        row[owner] = row.get(owner, 0) + n
        return self._with(c, row)

    def remove(self, constellation: Constellation | str, owner: str, n: int = 1) -> Board:
        c = Constellation.parse(constellation)
        row = dict(self.at(c))
        if row.get(owner, 0) < n:
            raise RulesError(f"{owner} has {row.get(owner, 0)} pawn(s) on {c}, not {n}")
        row[owner] -= n
        return self._with(c, row)

    def cleared(self, constellation: Constellation | str, owners: Iterable[str] | None = None) -> Board:
        """The board with every pawn (or only ``owners``' pawns) taken off one constellation."""
        c = Constellation.parse(constellation)
        keep = set() if owners is None else set(self.at(c)) - set(owners)
        return self._with(c, {o: n for o, n in self.at(c).items() if o in keep})

    def to_dict(self) -> dict[str, dict[str, int]]:
        return {c.value: dict(row) for c, row in self.pawns.items()}

    def __repr__(self) -> str:
        return f"Board({self.to_dict()})"


# --------------------------------------------------------------------------------------------
# Player sheets: sides, bonus actions, bonus point cards


class Side(Enum):
    """The two sides of the player sheets; every player uses the same one."""

    A = "A"
    B = "B"

    def __repr__(self) -> str:
        return f"Side.{self.name}"

    @classmethod
    def parse(cls, text: Any) -> Side:
        if isinstance(text, Side):
            return text
        if not isinstance(text, str) or text.strip().upper() not in ("A", "B"):
            raise InvalidNotation(f"a sheet side is \"A\" or \"B\", not {_short(text)}")
        return cls(text.strip().upper())


@dataclass(frozen=True, slots=True)
class BonusAction:
    """What studying a planet does at once on one side of the sheet (our words), and any points
    it is worth at the end. ``name_printed`` is False for the Side B entry printed without a
    planet's name (ruling B1)."""

    side: Side
    planet: Planet
    effect: str
    end_points: int = 0
    extra_turns: int = 0
    name_printed: bool = True


def _actions(side: Side, *rows: tuple[Planet, str, int, int, bool]) -> Mapping[Planet, BonusAction]:
    return MappingProxyType({p: BonusAction(side, p, text, pts, turns, printed)
                             for p, text, pts, turns, printed in rows})


#: The bonus actions of both sides, in the rulebook's planet order. Prose is ours.
BONUS_ACTIONS: Final[Mapping[Side, Mapping[Planet, BonusAction]]] = MappingProxyType({
    Side.A: _actions(
        Side.A,
        (Planet.MOON, "Swap one rival pawn on a constellation for a pawn from your supply; the rival's "
                      "pawn goes back to its owner. If that lets you study a planet, you may.", 0, 0, True),
        (Planet.MERCURY, "Move two of your pawns: one from each of two constellations, or both from one "
                         "(ruling M1). You may then study one planet this makes available.", 0, 0, True),
        (Planet.VENUS, "Take the six face-up cards and the top card of the deck; keep 3, give each rival "
                       "one of your choice, discard the rest, then lay out six new face-up cards.", 0, 0, True),
        (Planet.SUN, "Take two extra turns straight away.", 0, 2, True),
        (Planet.MARS, "Pick a constellation: every rival pawn on it goes back to its owner's supply.",
         0, 0, True),
        (Planet.JUPITER, "Every rival discards two cards; you take two of the discarded cards into your "
                         "hand.", 0, 0, True),
        (Planet.SATURN, "Use once more the action of a planet you studied earlier, or repeat your last "
                        "action (a card you played or a pawn you moved).", 0, 0, True),
    ),
    Side.B: _actions(
        Side.B,
        (Planet.MOON, "Every rival discards one card. Worth 2 points at the end.", 2, 0, True),
        (Planet.MERCURY, "Draw one constellation card. Worth 1 point at the end.", 1, 0, True),
        (Planet.VENUS, "Draw two constellation cards, each face up or face down as you like.", 0, 0, True),
        (Planet.SUN, "Take one extra turn straight away.", 0, 1, True),
        (Planet.MARS, "Pick a constellation: move every rival pawn on it to the opposite constellation.",
         0, 0, True),
        (Planet.JUPITER, "Draw one card from each rival's hand into yours.", 0, 0, True),
        (Planet.SATURN, "Use once more the action of a planet you studied earlier; a repeated Moon or "
                        "Mercury scores no extra points.", 0, 0, False),
    ),
})


def bonus_action(side: Side | str, planet: Planet | str) -> BonusAction:
    """The bonus action ``planet`` grants on ``side`` of the sheet.

    >>> bonus_action("B", "moon").end_points, bonus_action("A", "sun").extra_turns
    (2, 2)
    """
    return BONUS_ACTIONS[Side.parse(side)][Planet.parse(planet)]


#: End-of-game points the planets themselves are worth, per side (Side B's Moon and Mercury).
PLANET_END_POINTS: Final[Mapping[Side, Mapping[Planet, int]]] = MappingProxyType({
    side: MappingProxyType({p: a.end_points for p, a in actions.items() if a.end_points})
    for side, actions in BONUS_ACTIONS.items()})

BONUS_CARDS_IN_BOX: Final = 9
#: The values of the bonus point cards put out at setup: one 2 and one 1 per player.
BONUS_CARD_VALUES: Final[tuple[int, ...]] = (1, 2)


def bonus_cards_in_play(players: int) -> tuple[int, ...]:
    """The bonus point cards revealed at setup, by value.

    >>> bonus_cards_in_play(3)
    (2, 1, 1, 1)
    """
    _count(players, "the number of players", MAX_PLAYERS)
    if players < 1:
        raise RulesError("a game needs at least one player")
    return (2,) + (1,) * players


@dataclass(frozen=True, slots=True)
class BonusCard:
    """A bonus point card: its points and the planets it shows (read off the card by the user)."""

    points: int
    planets: tuple[Planet, ...]

    def __post_init__(self) -> None:
        if self.points not in BONUS_CARD_VALUES or isinstance(self.points, bool):
            raise InvalidNotation(f"the bonus point cards in play are worth 1 or 2, not {_short(self.points)}")
        if not self.planets:
            raise InvalidNotation("a bonus point card shows at least one planet")

    @classmethod
    def of(cls, points: int, planets: Iterable[Planet | str]) -> BonusCard:
        return cls(points, planet_set(list(planets)))

    def claimable(self, studied: Iterable[Planet]) -> bool:
        """True once every planet on the card is studied (this turn or before)."""
        return set(self.planets) <= set(studied)


# --------------------------------------------------------------------------------------------
# Rulings: where the rulebook is silent or contradicts itself

RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("Z1", "Which way is clockwise",
           "Planets step clockwise and the comet counterclockwise, but no order of the constellations "
           "around the board is given.",
           "playaid reads the board so that clockwise is zodiac order (Aries, Taurus, Gemini ...), the "
           "way the planets move through the real zodiac. Oppositions do not depend on it. If your "
           "board runs the other way, mirror every round-end step."),
    Ruling("K1", "Constellation colours",
           "There are four colours; the text names Aries as red and mentions yellow, nothing more.",
           "Colours are input from your own board and cards, never assumed. Aries must be red. A card "
           "has the colour of its constellation. The aid explains payments without a colour list and "
           "leaves a colour key for you to fill in."),
    Ruling("D1", "Turns, game turns and the d4",
           "A round has 4 game turns in which every player acts once; the die is lowered each time a "
           "player is about to play, yet it shows 4 at a round's start and 1 on its last turn.",
           "The die counts game turns: it shows 4 during the first, is lowered by one before each "
           "later game turn (when the first player is about to play), and the round ends after the "
           "game turn played on 1."),
    Ruling("E1", "End after seven planets",
           "The game ends at the end of the game turn in which someone studies all seven planets.",
           "The game turn is finished first: every player after them in turn order still acts once."),
    Ruling("E2", "End when the event deck runs out",
           "With no card left to reveal, a last round begins; the game ends at the end of a round in "
           "which no planet can move.",
           "After the round of the last event card comes one more round without a card; it is the last. "
           "The Eclipsis is not an extra round: it is discarded and the next card revealed at once."),
    Ruling("W1", "The Tolomeo card",
           "It watches any constellation, even without a planet or with only the comet, and never in a "
           "configuration.",
           "It pays for one pawn on its own and counts neither as a name nor as a colour in the "
           "other payments. Watching with it may still lead to a study; using the comet with it is allowed."),
    Ruling("W2", "Exact payments",
           "Three combinations are listed for one pawn.",
           "A pawn is paid by exactly one combination. The two-card payment may not include the "
           "constellation's own card (that card pays alone); three cards of one colour may."),
    Ruling("W3", "Reusing a pawn",
           "With no pawn left in your supply you may take one of yours from the board.",
           "Only when the supply is empty, and only from a different constellation."),
    Ruling("C1", "One configuration at a time",
           "A conjunction allows two pawns on one constellation; an opposition allows watching both "
           "opposed constellations.",
           "One action places at most two pawns: two on a conjunction, or one on each side of an "
           "opposition. Each pawn is paid on its own and may lead to its own study."),
    Ruling("S1", "A third pawn",
           "A third pawn may only be added to study a planet there.",
           "The limit binds the current player adding their own pawn. Pawns moved by someone else's "
           "effect (Mars on Side B) may make three or more, and their owner studies nothing."),
    Ruling("S2", "Several studies in one action",
           "Each watched constellation may lead to a study, and each study grants a bonus action.",
           "Studies are made one pawn at a time, each with its bonus action before the next pawn; an "
           "opposition can therefore study two planets."),
    Ruling("M1", "Mercury on Side A",
           "The printed sentence is garbled (two constellations, or two pawns on one), and no distance "
           "is given.",
           "Move two of your pawns: one from each of two constellations, or two from the same one. No "
           "distance is printed, so playaid sets none: each may go to any constellation."),
    Ruling("M2", "Mars on Side A",
           "Enemy pawns located on a constellation return to their pools.",
           "One constellation of your choice; every rival pawn there goes back."),
    Ruling("B1", "The unnamed Side B entry",
           "The seventh Side B entry has no planet name; its text mirrors Saturn's on Side A.",
           "playaid assigns it to Saturn, the only planet without a Side B entry, and always prints it "
           "marked as unnamed in the rulebook."),
    Ruling("P1", "The conversion table",
           "The sheets' table of planets studied to points is not printed; the only example is 3 "
           "planets = 4 points.",
           "The score calculator knows only that value and asks for planet_points otherwise."),
    Ruling("P2", "One side, one table",
           "All player sheets show the same side.",
           "A score sheet mixing sides is refused, as are two players giving different points for the "
           "same number of planets."),
    Ruling("T1", "A tie after every tie-break",
           "Ties go to more planets studied, then more pawns on the board.",
           "Players still level share the win; the pawn count is only needed when it decides."),
    Ruling("X1", "The comet and the Eclipsis",
           "Pawns on a constellation without a planet go back.",
           "The comet is not a planet: pawns on a constellation holding only the comet go back."),
    Ruling("X2", "When the Eclipsis strikes",
           "Its effect applies the moment it is revealed.",
           "It is revealed at the end of a round, after the planets and the comet have moved, so the "
           "sky it sees is the moved one. Pawns on the Moon's constellation go back for every player."),
    Ruling("X3", "Which removed card goes where",
           "One of the two cards set aside goes to the bottom and the other to the top.",
           "Both are unseen, so the choice cannot matter; playaid puts the first one set aside at the bottom."),
    Ruling("N1", "Number of players",
           "The box holds five pawn sets and five sheets; no minimum is stated.",
           "playaid accepts at most five players and sets no minimum."),
    Ruling("F1", "Four of one colour face up",
           "Four face-up cards of one colour replace all six.",
           "The check is repeated after each refill; the Tolomeo card has no colour and never counts."),
    Ruling("H1", "The hand limit",
           "At most 8 cards at the end of your turn.",
           "During your turn you may hold more (Venus, Jupiter); you discard down to 8 as the turn ends."),
    Ruling("V1", "Event cards and bonus point cards",
           "Which planets each event card moves and which planets each bonus point card shows are not "
           "listed (only Mars's total, 4 moves, is quoted).",
           "Both are read off your own cards: playaid takes them as input."),
)


# --------------------------------------------------------------------------------------------
# The rest of the rules live in three modules loaded on first use, so that scoring a game does
# not build the machinery of a turn: events and the Eclipsis, the final score, and play.

_LAZY: Final[Mapping[str, str]] = MappingProxyType({
    **dict.fromkeys((
        "ECLIPSIS", "EclipsisResult", "EclipsisStep", "EventDeck", "Fate", "add_eclipsis", "deal_events",
        "eclipse", "eclipsis_fate", "eclipsis_from_dict", "eclipsis_odds",
    ), "rules.tolomeo_events"),
    **dict.fromkeys((
        "KNOWN_PLANET_POINTS", "Entry", "FinalScore", "PlayerScore", "entry_from_dict", "final_score",
        "planet_points", "score_player", "score_sheet", "winners",
    ), "rules.tolomeo_score"),
    **dict.fromkeys((
        "CardRow", "Clock", "EventTrack", "Placement", "Position", "RoundEnd", "Study", "WatchResult",
        "configuration",
        "claim_bonus_card", "comet_card_ok", "comet_move", "discard_to_limit", "end_of_round",
        "game_over", "mars_a", "mars_b", "moon_a", "move_pawn", "pay_from_hand", "watch",
    ), "rules.tolomeo_play"),
})


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
