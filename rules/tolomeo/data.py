"""Tolomeo's components and numbers: the sky, the cards, the pawns, the sheets, as typed data.

Every number of the rulebook (``../shared/seeds/004_bf5ff7c6024a0df7.txt``) is a constant here,
with the line it comes from; functions read the constants when they are called, so a change here
changes the rules everywhere. What the rulebook does not print (the colour of each constellation
but Aries, the sheets' conversion table, what each event card and bonus point card shows, the
constellation deck) is never made up: it is an input.

Direction: the twelve constellations are kept in zodiac order, Aries first, and playaid reads the
board so that **clockwise is zodiac order** (†Z1). Pawn owners are labels chosen by the players
(usually their pawn colours, ``"red"``).

>>> from playaid.rules.tolomeo.data import opposite
>>> opposite("aries")
Constellation.LIBRA
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from playaid.rules.errors import InvalidNotation, RulesError
from playaid.rules.game import Choice
from playaid.rules.shared import printable, short
from playaid.rules.text import ENGLISH, N_, NC_, Listed, Said

TYPE_CHECKING = False  # typing stays unimported at run time: the commands start faster
if TYPE_CHECKING:
    from typing import Any, Final

    from playaid.rules.text import Text

__all__ = [
    "BONUS_ACTIONS", "BONUS_CARDS_IN_BOX", "BONUS_CARD_VALUES", "CLOCKWISE_IS_ZODIAC_ORDER", "COMET",
    "COMET_PAWN_MOVE", "CONSTELLATION_CARDS", "DIE_START", "ECLIPSIS_SET_ASIDE", "EVENT_CARDS", "FACE_UP_CARDS",
    "FLUSH_AT", "GAME", "HAND_LIMIT", "JUPITER_A_CARDS", "JUPITER_B_CARDS", "KNOWN_COLOURS",
    "KNOWN_PLANET_POINTS", "KNOWN_TOTAL_MOVES", "MAX_PLAYERS", "MERCURY_A_PAWNS", "MERCURY_B_DRAWS",
    "MIN_PLAYERS", "MOON_B_DISCARDS", "NAMED_COLOURS", "OPPOSED_PAIRS", "PAWNS_PER_PLAYER", "PAWN_SETS",
    "PAWNS_TO_STUDY", "PAYMENT_CARDS", "PLANETS", "PLANET_END_POINTS", "PLAYER_BONUS_CARD", "PLAYER_SHEETS", "RULEBOOK",
    "STARTING_HAND",
    "SUN_EXTRA_TURNS", "TITLE", "TOLOMEO", "TOLOMEO_CARD_NAME", "TOP_BONUS_CARD", "TURNS_PER_ROUND",
    "VENUS_A_KEEP", "VENUS_B_DRAWS", "WATCH_PAWNS", "ZODIAC",
    "Board", "BonusAction", "BonusCard", "Card", "Colours", "Configuration", "Constellation", "Payment", "Planet", "Side",
    "Sky",
    "bonus_action", "bonus_cards_in_play", "cards", "extra_turns", "opposite", "planet_set", "read_count",
]

GAME: Final = "tolomeo"
TITLE: Final = "Tolomeo"
RULEBOOK: Final = N_("Tolomeo rulebook with the Eclipsis mini-expansion")

# --------------------------------------------------------------------------------------------
# The box, the setup and the round

#: Pawn sets in the box (line 32) ...
PAWN_SETS: Final = 5
#: ... and player sheets (line 33). No count of players is printed (†N3): one per sheet and pawn
#: set at most, and no minimum.
PLAYER_SHEETS: Final = 5
MAX_PLAYERS: Final = min(PAWN_SETS, PLAYER_SHEETS)
MIN_PLAYERS: Final = 1
#: Each set holds ten pawns (line 32).
PAWNS_PER_PLAYER: Final = 10
#: Constellation cards in the box, the Tolomeo card among them (line 35); which they are is not
#: listed (†K5).
CONSTELLATION_CARDS: Final = 65
#: Constellation cards dealt to each player at setup (line 49).
STARTING_HAND: Final = 5
#: Cards a hand may hold at the end of a turn (line 92).
HAND_LIMIT: Final = 8
#: Constellation cards face up beside the deck (lines 49 and 88).
FACE_UP_CARDS: Final = 6
#: This many face-up cards of one colour replace all of them (line 90).
FLUSH_AT: Final = 4
#: Game turns in a round (line 63).
TURNS_PER_ROUND: Final = 4
#: The face the d4 shows at setup and at the start of every round (lines 51 and 63).
DIE_START: Final = 4
#: Astronomical event cards in the box (line 36).
EVENT_CARDS: Final = 12
#: Event cards set aside unseen when the Eclipsis is added (line 206): one goes under the deck,
#: the other on top (line 208).
ECLIPSIS_SET_ASIDE: Final = 2
#: The comet's first effect moves one of your pawns this many constellations either way (line 100).
COMET_PAWN_MOVE: Final = 2
#: Pawns of one player on a constellation when a planet there is studied (line 143).
PAWNS_TO_STUDY: Final = 3
#: Pawns one watch action may place: two in a configuration (lines 133, 137; †C7).
WATCH_PAWNS: Final = 2


def read_count(raw: Any, what: Any, high: int) -> int:
    """A whole number from 0 to ``high`` typed by a player, or an error naming ``what`` (a field
    name, or words said later: :class:`~playaid.rules.text.Said`)."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise InvalidNotation("shared.whole_number", field=what, value=short(raw))
    if not 0 <= raw <= high:
        raise InvalidNotation("tolomeo.count_range", what=what, high=high, value=short(raw))
    return raw


# --------------------------------------------------------------------------------------------
# The sky: constellations, planets, the comet


class _Named(Choice):
    """A closed set whose members print as their English names (``Aries``, ``Moon``)."""

    def __str__(self) -> str:
        return ENGLISH(self.label)

    def shown_in(self, lang: Text) -> str:
        """Named in a message by its printed name, in the message's language: ``Aries``, ``Ariete``."""
        return lang(self.label)

    @property
    def word(self) -> _Word:
        """The member as the word a player types, in a message's language: ``moon``, ``Luna``."""
        return _Word(self)


class _Word:
    __slots__ = ("member",)

    def __init__(self, member: Choice) -> None:
        self.member = member

    def shown_in(self, lang: Text) -> str:
        return Choice.shown_in(self.member, lang)


class Constellation(_Named):
    """The twelve constellations of the board, in zodiac order."""

    ARIES = "aries", NC_("constellation", "Aries")
    TAURUS = "taurus", NC_("constellation", "Taurus")
    GEMINI = "gemini", NC_("constellation", "Gemini")
    CANCER = "cancer", NC_("constellation", "Cancer")
    LEO = "leo", NC_("constellation", "Leo")
    VIRGO = "virgo", NC_("constellation", "Virgo")
    LIBRA = "libra", NC_("constellation", "Libra")
    SCORPIO = "scorpio", NC_("constellation", "Scorpio")
    SAGITTARIUS = "sagittarius", NC_("constellation", "Sagittarius")
    CAPRICORN = "capricorn", NC_("constellation", "Capricorn")
    AQUARIUS = "aquarius", NC_("constellation", "Aquarius")
    PISCES = "pisces", NC_("constellation", "Pisces")

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
            raise InvalidNotation("tolomeo.move_steps", value=short(steps))
        direction = 1 if CLOCKWISE_IS_ZODIAC_ORDER else -1
        return ZODIAC[(self.index + direction * steps) % len(ZODIAC)]


ZODIAC: Final[tuple[Constellation, ...]] = tuple(Constellation)
_ZODIAC_INDEX: Final = {c: i for i, c in enumerate(ZODIAC)}
#: Moving clockwise on the board goes Aries -> Taurus -> Gemini ... (†Z1).
CLOCKWISE_IS_ZODIAC_ORDER: Final = True
#: The six opposed ("juxtaposed") pairs, as the rulebook lists them (line 139).
OPPOSED_PAIRS: Final[tuple[tuple[Constellation, Constellation], ...]] = (
    (Constellation.ARIES, Constellation.LIBRA),
    (Constellation.TAURUS, Constellation.SCORPIO),
    (Constellation.GEMINI, Constellation.SAGITTARIUS),
    (Constellation.CANCER, Constellation.CAPRICORN),
    (Constellation.LEO, Constellation.AQUARIUS),
    (Constellation.VIRGO, Constellation.PISCES),
)


@functools.cache
def _opposites() -> Mapping[Constellation, Constellation]:
    found: dict[Constellation, Constellation] = {}
    for a, b in OPPOSED_PAIRS:
        if a in found or b in found or a is b:
            raise RulesError("tolomeo.opposed_twice", a=a, b=b)
        found[a], found[b] = b, a
    return MappingProxyType(found)


def opposite(name: Constellation | str) -> Constellation:
    """The constellation directly across the board, from the rulebook's list of pairs.

    >>> opposite("taurus"), opposite(Constellation.SCORPIO)
    (Constellation.SCORPIO, Constellation.TAURUS)
    """
    c = Constellation.parse(name)
    try:
        return _opposites()[c]
    except KeyError:
        raise RulesError("tolomeo.no_opposite", constellation=c) from None


#: The comet's name; it moves and can be used, but it is no planet (line 103).
COMET: Final = "comet"
_COMET_NAME: Final = Said(NC_("the comet, as a player types it", "comet"))


class Planet(_Named):
    """The seven planets, in the rulebook's order. The comet is not one of them."""

    MOON = "moon", NC_("planet", "Moon")
    MERCURY = "mercury", NC_("planet", "Mercury")
    VENUS = "venus", NC_("planet", "Venus")
    SUN = "sun", NC_("planet", "Sun")
    MARS = "mars", NC_("planet", "Mars")
    JUPITER = "jupiter", NC_("planet", "Jupiter")
    SATURN = "saturn", NC_("planet", "Saturn")

    @classmethod
    def parse(cls, text: Any, lang: Text = ENGLISH) -> Planet:
        """Read a planet's name; the comet is refused, since it is not a planet.

        >>> Planet.parse("comet")
        Traceback (most recent call last):
        ...
        playaid.rules.errors.InvalidNotation: the comet is not a planet (planets: moon, mercury, venus, sun, mars, jupiter, saturn)
        """
        if isinstance(text, str) and text.strip().lower() in (COMET, _COMET_NAME.shown_in(lang).lower()):
            raise InvalidNotation("tolomeo.comet_no_planet", planets=cls.allowed(lang))
        return super().parse(text, lang)


PLANETS: Final[tuple[Planet, ...]] = tuple(Planet)
#: Only one planet card's total is quoted in the rulebook: Mars moves 4 times over the whole deck
#: (line 74).
KNOWN_TOTAL_MOVES: Final[Mapping[Planet, int]] = MappingProxyType({Planet.MARS: 4})


def planet_set(names: Any, who: Any = None, lang: Text = ENGLISH) -> tuple[Planet, ...]:
    """Read a list of planet names, each at most once, returned in the rulebook's order; a
    refusal says it was found at ``who`` (words said later, or a name), when given, and names in
    the language of ``lang`` are read too.

    >>> planet_set(["sun", "moon"])
    (Planet.MOON, Planet.SUN)
    """
    where = () if who is None or who == "" else (who,)
    if not isinstance(names, (list, tuple, set, frozenset)):
        raise InvalidNotation("tolomeo.planets_not_list", value=short(names)).at(*where)
    seen: set[Planet] = set()
    for raw in names:
        try:
            p = Planet.parse(raw, lang)
        except InvalidNotation as exc:
            raise exc.at(*where) from None
        if p in seen:
            raise InvalidNotation("tolomeo.planet_twice", planet=p.word).at(*where)
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
            raise InvalidNotation("tolomeo.sky_planets", count=len(PLANETS))
        if not isinstance(self.comet, Constellation):
            raise InvalidNotation("tolomeo.comet_place", value=short(self.comet))

    @classmethod
    def of(cls, positions: Mapping[Any, Any], comet: Any) -> Sky:
        """A sky from ``{planet: constellation}`` (names or members) and the comet's constellation."""
        if not isinstance(positions, Mapping):
            raise InvalidNotation("tolomeo.positions_not_map", value=short(positions))
        where: dict[Planet, Constellation] = {}
        for raw_planet, raw_place in positions.items():
            p = Planet.parse(raw_planet)
            if p in where:
                raise InvalidNotation("tolomeo.planet_placed_twice", planet=p.word)
            where[p] = Constellation.parse(raw_place)
        missing = [p for p in PLANETS if p not in where]
        if missing:
            raise InvalidNotation("tolomeo.planets_missing", planets=Listed((p.word for p in missing), commas=True))
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
        """True when a planet stands there (the comet is not a planet)."""
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


#: The only constellation colour the rulebook states: in its example, Aries is paid with two
#: red cards (line 117).
KNOWN_COLOURS: Final[Mapping[Constellation, str]] = MappingProxyType({Constellation.ARIES: "red"})
#: Colour names the rulebook mentions (line 117); how many colours there are, it never says.
NAMED_COLOURS: Final[tuple[str, ...]] = ("red", "yellow")


@dataclass(frozen=True, slots=True)
class Colours:
    """The colour of each constellation, read off the players' own board and cards.

    Only Aries is named in the rulebook (red, line 117), so it is always known; the rest come
    from the user, and so does how many colours there are (the rulebook gives no number, †K4).
    A partial map is fine: a question that needs a missing colour is refused with a message
    naming it. A card has the colour of its constellation (†K4).

    >>> Colours.of({"aries": "Red", "leo": "red"}).same(Constellation.ARIES, Constellation.LEO)
    True
    """

    known: Mapping[Constellation, str]

    def __post_init__(self) -> None:
        if not isinstance(self.known, Mapping):
            raise InvalidNotation("tolomeo.colours_not_map", value=short(self.known))
        clean: dict[Constellation, str] = dict(KNOWN_COLOURS)
        for raw_c, raw_colour in self.known.items():
            c = Constellation.parse(raw_c)
            if not isinstance(raw_colour, str) or not raw_colour.strip() or len(raw_colour) > 40:
                raise InvalidNotation("tolomeo.colour_name", constellation=c, example="'red'", value=short(raw_colour))
            colour = printable(raw_colour.strip().lower())
            if c in KNOWN_COLOURS and colour != KNOWN_COLOURS[c]:
                raise InvalidNotation("tolomeo.colour_known", constellation=c, colour=KNOWN_COLOURS[c], value=short(colour))
            clean[c] = colour
        object.__setattr__(self, "known", MappingProxyType({c: clean[c] for c in ZODIAC if c in clean}))

    @classmethod
    def of(cls, mapping: Mapping[Any, Any] | None = None) -> Colours:
        return cls({} if mapping is None else mapping)

    def colour(self, constellation: Constellation) -> str:
        try:
            return self.known[constellation]
        except KeyError:
            raise RulesError("tolomeo.colour_unknown", constellation=constellation, named=Constellation.ARIES, colour=KNOWN_COLOURS[Constellation.ARIES]) from None

    def same(self, a: Constellation, b: Constellation) -> bool:
        """Do two constellations share a colour? Two cards of one name always do."""
        return a is b or self.colour(a) == self.colour(b)


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
            raise InvalidNotation("tolomeo.unknown_card", value=short(text), tolomeo=TOLOMEO_CARD_NAME) from None

    @property
    def is_tolomeo(self) -> bool:
        return self.constellation is None

    def __str__(self) -> str:
        return TITLE if self.constellation is None else str(self.constellation)

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


class Configuration(_Named):
    """The sky's patterns that let one watch place two pawns (lines 131-139, †C7)."""

    CONJUNCTION = "conjunction", NC_("configuration", "conjunction")
    OPPOSITION = "opposition", NC_("configuration", "opposition")


class Payment(Choice):
    """The ways to pay for one pawn when watching a constellation (lines 113-115, 123)."""

    NAME = "name"
    COLOUR = "colour"
    SET = "set"
    TOLOMEO = "tolomeo"

    @property
    def cards(self) -> int:
        return PAYMENT_CARDS[self]


#: The cards each payment takes (lines 113-115; the Tolomeo card, line 123).
PAYMENT_CARDS: Final[Mapping[Payment, int]] = MappingProxyType(
    {Payment.NAME: 1, Payment.COLOUR: 2, Payment.SET: 3, Payment.TOLOMEO: 1})


# --------------------------------------------------------------------------------------------
# Pawns on the board


def _owner(raw: Any) -> str:
    if not isinstance(raw, str) or not raw.strip() or len(raw.strip()) > 40:
        raise InvalidNotation("tolomeo.pawn_owner", example="'red'", value=short(raw))
    return printable(raw.strip())


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
            raise InvalidNotation("tolomeo.pawns_not_map", shape="{owner: count}", value=short(self.pawns))
        clean: dict[Constellation, dict[str, int]] = {}
        totals: Counter[str] = Counter()
        for raw_c, row in self.pawns.items():
            c = Constellation.parse(raw_c)
            if c in clean:
                raise InvalidNotation("tolomeo.constellation_twice", constellation=c)
            if not isinstance(row, Mapping):
                raise InvalidNotation("tolomeo.pawns_row_shape", shape="{owner: count}", value=short(row)).at(c)
            here: dict[str, int] = {}
            for raw_owner, raw_n in row.items():
                owner = _owner(raw_owner)
                if owner in here:
                    raise InvalidNotation("tolomeo.owner_twice", owner=owner).at(c)
                try:
                    n = read_count(raw_n, Said(key="tolomeo.what_owner_pawns", owner=owner), PAWNS_PER_PLAYER)
                except RulesError as exc:
                    raise exc.at(c) from None
                if n:
                    here[owner] = n
                    totals[owner] += n
            if here:
                clean[c] = here
        for owner, n in totals.items():
            if n > PAWNS_PER_PLAYER:
                raise InvalidNotation("tolomeo.owner_pawns_total", owner=owner, count=n, pawns=PAWNS_PER_PLAYER)
        if len(totals) > MAX_PLAYERS:
            raise InvalidNotation("tolomeo.too_many_owners", count=len(totals), most=MAX_PLAYERS)
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
            raise RulesError("tolomeo.remove_pawns", owner=owner, have=row.get(owner, 0), constellation=c, count=n)
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
# Player sheets: sides, bonus actions, bonus point cards, the conversion table


class Side(Choice):
    """The two sides of the player sheets; every player uses the same one (line 49)."""

    A = "A"
    B = "B"

    @classmethod
    def noun(cls) -> Any:
        return Said(key="tolomeo.noun_sheet_side")


#: End-of-game points the planets themselves are worth, per side: on Side B the Moon +2 (line 167)
#: and Mercury +1 (line 168); none on Side A.
PLANET_END_POINTS: Final[Mapping[Side, Mapping[Planet, int]]] = MappingProxyType({
    Side.A: MappingProxyType({}),
    Side.B: MappingProxyType({Planet.MOON: 2, Planet.MERCURY: 1}),
})
#: Turns the Sun gives at once: two on Side A (line 160), one on Side B (line 170); see †D11.
SUN_EXTRA_TURNS: Final[Mapping[Side, int]] = MappingProxyType({Side.A: 2, Side.B: 1})
#: Pawns Mercury moves on Side A (line 158, †M14).
MERCURY_A_PAWNS: Final = 2
#: Cards Venus on Side A lets you keep, of the face-up row and the deck's top card (line 159).
VENUS_A_KEEP: Final = 3
#: Cards each rival discards for Jupiter on Side A, and cards you then take (line 162).
JUPITER_A_CARDS: Final = 2
#: Cards each rival discards for the Moon on Side B (line 167).
MOON_B_DISCARDS: Final = 1
#: Cards Mercury on Side B draws (line 168, †M17).
MERCURY_B_DRAWS: Final = 1
#: Cards Venus on Side B draws, each face up or face down (line 169).
VENUS_B_DRAWS: Final = 2
#: Cards each rival gives for Jupiter on Side B (line 172).
JUPITER_B_CARDS: Final = 1


@dataclass(frozen=True, slots=True)
class BonusAction:
    """What studying ``planet`` grants on ``side`` of the sheet: its effect at once (the text
    source words it), the points it is worth at the end and the turns it gives. ``name_printed``
    is False for the Side B entry printed without a planet's name (†B6)."""

    side: Side
    planet: Planet
    name_printed: bool = True

    @property
    def end_points(self) -> int:
        return PLANET_END_POINTS[self.side].get(self.planet, 0)

    @property
    def extra_turns(self) -> int:
        return extra_turns(self.side, self.planet)


#: The bonus actions of both sides, in the rulebook's planet order (lines 155-173); the last Side B
#: entry is printed without a planet's name and read as Saturn's (†B6).
BONUS_ACTIONS: Final[Mapping[Side, Mapping[Planet, BonusAction]]] = MappingProxyType({
    side: MappingProxyType({p: BonusAction(side, p, not (side is Side.B and p is Planet.SATURN)) for p in PLANETS})
    for side in Side})


def bonus_action(side: Side | str, planet: Planet | str) -> BonusAction:
    """The bonus action ``planet`` grants on ``side`` of the sheet.

    >>> bonus_action("B", "moon").end_points, bonus_action("A", "sun").extra_turns
    (2, 2)
    """
    return BONUS_ACTIONS[Side.parse(side)][Planet.parse(planet)]


def extra_turns(side: Side | str, planet: Planet | str) -> int:
    """Turns a bonus action gives at once: the Sun's extra turns (†D11), none for the others.

    >>> extra_turns("A", "sun"), extra_turns("B", "sun"), extra_turns("A", "mars")
    (2, 1, 0)
    """
    side, planet = Side.parse(side), Planet.parse(planet)
    return SUN_EXTRA_TURNS[side] if planet is Planet.SUN else 0


#: Bonus point cards in the box (line 39).
BONUS_CARDS_IN_BOX: Final = 9
#: At setup, one bonus point card worth 2 is revealed (line 55) ...
TOP_BONUS_CARD: Final = 2
#: ... and one worth 1 for each player (line 55).
PLAYER_BONUS_CARD: Final = 1
#: The values of the bonus point cards in play.
BONUS_CARD_VALUES: Final[tuple[int, ...]] = (PLAYER_BONUS_CARD, TOP_BONUS_CARD)


def bonus_cards_in_play(players: int) -> tuple[int, ...]:
    """The bonus point cards revealed at setup, by value: one worth 2, and one worth 1 per player.

    >>> bonus_cards_in_play(3)
    (2, 1, 1, 1)
    """
    read_count(players, Said(key="tolomeo.what_players"), MAX_PLAYERS)
    if players < MIN_PLAYERS:
        raise RulesError("tolomeo.needs_a_player")
    return (TOP_BONUS_CARD,) + (PLAYER_BONUS_CARD,) * players


@dataclass(frozen=True, slots=True)
class BonusCard:
    """A bonus point card: its points and the planets it shows (read off the card by the user)."""

    points: int
    planets: tuple[Planet, ...]

    def __post_init__(self) -> None:
        if self.points not in BONUS_CARD_VALUES or isinstance(self.points, bool):
            raise InvalidNotation("tolomeo.card_worth", low=min(BONUS_CARD_VALUES), high=max(BONUS_CARD_VALUES), value=short(self.points))
        if not self.planets:
            raise InvalidNotation("tolomeo.card_no_planet")

    @classmethod
    def of(cls, points: int, planets: Iterable[Planet | str]) -> BonusCard:
        return cls(points, planet_set(list(planets)))

    def claimable(self, studied: Iterable[Planet]) -> bool:
        """True once every planet on the card is studied (this turn or before)."""
        return set(self.planets) <= set(studied)

    def to_dict(self) -> dict[str, Any]:
        """The card as a score sheet writes it: ``{"points": 2, "planets": ["moon", "sun"]}``."""
        return {"points": self.points, "planets": [p.value for p in self.planets]}


#: The conversion table of the player sheets, as far as the rulebook prints it: 3 planets studied
#: give 4 points (line 194); the rest is on the sheets (†P4).
KNOWN_PLANET_POINTS: Final[Mapping[int, int]] = MappingProxyType({3: 4})
