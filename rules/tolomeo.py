"""Tolomeo and its Eclipsis mini-expansion: the sky, watching, studying, the score, the Eclipsis.

Follows the Tolomeo rulebook (English text, with the Eclipsis mini-expansion), kept in
``../shared/seeds/004_bf5ff7c6024a0df7.txt``. Where that rulebook is silent or contradicts itself
the module makes a ruling; every ruling is in ``RULINGS`` and on the site's Tolomeo page.

Several things are simply not printed in the rulebook, so they are always inputs here, never
guesses: the colour of each constellation (only Aries is named, as red), the conversion table on
the player sheets (only "3 planets studied give 4 points" is printed), what each astronomical
event card and bonus point card shows, and which cards make up the constellation deck.

Direction: the twelve constellations are kept in zodiac order, Aries first, and playaid reads the
board so that **clockwise is zodiac order** (Aries, then Taurus, then Gemini ...; †Z1).
Pawn owners are labels chosen by the players (usually their pawn colours, ``"red"``).

The event deck and the Eclipsis live in :mod:`playaid.rules.tolomeo_events`, the final score in
:mod:`playaid.rules.tolomeo_score`, and the turn machinery (the round clock, the event track, the card
row, watch actions with their pawns, studying, the comet, Mars) in :mod:`playaid.rules.tolomeo_play`;
each name is re-exported here on first use. Nothing shuffles by itself: a ``random.Random`` or a
shuffled order is an input.

>>> from playaid.rules.tolomeo import opposite
>>> opposite("aries")
Constellation.LIBRA
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

TYPE_CHECKING = False  # typing stays unimported at run time: the commands start faster
if TYPE_CHECKING:
    from typing import Any, Final

from playaid.rules.errors import IllegalPayment, InvalidNotation, RulesError
from playaid.rules.shared import RULING_MARK, Ruling, printable
from playaid.rules.shared import parse_enum as _parse_enum
from playaid.rules.shared import short as _short

GAME: Final = "tolomeo"
TITLE: Final = "Tolomeo"
RULEBOOK: Final = "Tolomeo rulebook with the Eclipsis mini-expansion"

# The rulebook's numbers, each with the line of ``../shared/seeds/004_bf5ff7c6024a0df7.txt`` it
# comes from. Functions read them when called, so a change here changes the rules everywhere.

#: Five pawn sets and five player sheets are in the box (line 32); no count of players is printed
#: (†N1).
MAX_PLAYERS: Final = 5
#: Each set holds ten pawns (line 32).
PAWNS_PER_PLAYER: Final = 10
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


# --------------------------------------------------------------------------------------------
# Rulings: where the rulebook is silent, ambiguous or contradicts itself. Line numbers refer to
# the rulebook file. ``phrases`` are the words by which a surface states a ruling; wherever one
# is printed, the ruling's mark stands beside it (tests/test_rulings_marked.py).

RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("N1", "Number of players",
           "The box holds five pawn sets and five player sheets (lines 32-33); no number of players is "
           "stated, neither most nor fewest.",
           f"playaid accepts at most {MAX_PLAYERS} players, one per sheet, and sets no minimum.",
           f"up to {MAX_PLAYERS} players", (f"up to {MAX_PLAYERS} players", "sets no minimum")),
    Ruling("G1", "Turn order",
           "Players act 'in gaming order' from the first player (lines 51, 63); the direction round "
           "the table is not given.",
           "Play in the direction your group always plays. Nothing in playaid depends on the seating: "
           "a score sheet may list the players in any order.",
           "direction of play: yours", ("direction your group",)),
    Ruling("E3", "Shuffling the event deck",
           "Setup puts the event deck by the first player and turns up its first card (line 51) but "
           "never says to shuffle it; the Eclipsis setup sets two cards aside unseen (line 206), so "
           "the order is meant to be unknown.",
           "Shuffle the event cards face down before the first one is turned up. playaid tolomeo "
           "events does it with a seeded shuffle and shows one card at a time.",
           "shuffle the event deck", ("shuffle the event", "shuffle the 12", "seeded shuffle")),
    Ruling("Z1", "Which way is clockwise",
           "Planets step clockwise and the comet counterclockwise (lines 69-70), but the order of the "
           "constellations round the board is never given.",
           "playaid reads the board so that clockwise is zodiac order (Aries, Taurus, Gemini ...), the "
           "way the planets travel through the real zodiac. Oppositions do not depend on it. If your "
           "board runs the other way, mirror every round-end step.",
           "clockwise = zodiac order",
           ("clockwise is zodiac order", "clockwise follows the zodiac", "clockwise as zodiac order")),
    Ruling("K1", "Constellation colours",
           "Only Aries has its colour named (red, in the example of line 117) and yellow is "
           "mentioned; how many colours there are, and which constellation has which, is not said.",
           "Colours are taken from your own board and cards, never assumed, and so is their number; "
           "Aries must be red. A card has its constellation's colour. The aid explains the "
           "payments without a colour list and leaves a colour key for you to fill in.",
           "colours: from your board",
           ("its constellation's colour", "colour of its constellation", "gives no number")),
    Ruling("K2", "The constellation deck",
           "There are 65 constellation cards (line 35), the Tolomeo card among them; how many there "
           "are of each constellation, and how many Tolomeo cards, is not listed.",
           "playaid never makes up a deck: the cards in play are an input, as your own deck has them.",
           "deck contents: yours", ()),
    Ruling("D1", "Turns, game turns and the d4",
           f"A round has {TURNS_PER_ROUND} game turns in which every player acts once (line 63); the "
           "die is lowered each time a player is about to play, yet it shows 4 when a round starts "
           "and 1 on its last turn.",
           "The die counts game turns: it shows 4 during the first, is lowered by one before each "
           "later game turn (when the first player is about to play), and the round ends after the "
           "game turn played on 1.",
           "the d4 counts game turns",
           ("counts game turns", "counts the game turns", "counted down on the d4", "game turn played on 1")),
    Ruling("D2", "The Sun's extra turns",
           "Studying the Sun gives two more turns at once on Side A and one on Side B (lines 160, 170); "
           "whether they move the d4, and whether a bonus point card may be taken after each, is not "
           "said.",
           "Each extra turn is a whole turn of the same player, taken straight after the turn in which "
           "the Sun was studied and before anyone else plays: one action, then the hand limit, then "
           "one bonus point card may be taken. Extra turns are not game turns: the d4 does not change.",
           "extra turns: whole turns; the d4 waits", ("extra turn",)),
    Ruling("E1", "End after seven planets",
           "The game ends at the end of the game turn in which someone has studied all seven planets "
           "(line 187).",
           "The game turn is played out: every player after them in turn order still takes their turn.",
           "the game turn is played out", ("game turn is played out", "game turn is finished first")),
    Ruling("E2", "End when the event deck runs out",
           "With no card left to turn up the last round begins (line 71); the game ends at the end of "
           "a round in which no planet can move because the deck is used up (line 188).",
           "After the round closed by the last event card comes one more round without an event card; "
           "it is the last. The Eclipsis is no round of its own: it is discarded and the next card "
           "turned up at once.",
           "one last round without a card", ("without an event card", "no event card is left")),
    Ruling("F1", "Four of one colour face up",
           f"{FLUSH_AT} face-up cards of one colour replace all {FACE_UP_CARDS} (line 90).",
           "The check is made whenever the row changes, at setup too, and again after each refill; "
           "the Tolomeo card has no colour and never counts.",
           "checked after each refill", ("after each refill", "again if the new six")),
    Ruling("F2", "Nothing left to draw",
           "An empty deck is rebuilt from the shuffled discard pile (line 90); the case where that "
           "pile is empty too is not covered.",
           "The face-up row stays short and the deck cannot be drawn from until cards are discarded.",
           "no cards: the row stays short", ("no card left to draw",)),
    Ruling("H1", "The hand limit",
           f"At most {HAND_LIMIT} cards at the end of your turn (line 92).",
           f"During your turn you may hold more (Venus, Jupiter); you discard down to {HAND_LIMIT} as "
           "the turn ends, choosing the cards yourself. Cards received between your turns (Venus on "
           "Side A) wait until the end of your next turn.",
           "more during your turn", ("you may hold more",)),
    Ruling("W1", "The Tolomeo card",
           "It watches any constellation, even one without a planet or where the comet stands by "
           "itself (line 123), and is never used in a configuration (line 129).",
           "It pays for one pawn by itself and counts as neither a name nor a colour in the other "
           "payments. A watch paid with it may still lead to a study.",
           "Tolomeo card pays alone", ("tolomeo card, alone", "tolomeo card pays on its own")),
    Ruling("W2", "Exact payments",
           "Three combinations are listed for one pawn (lines 113-115).",
           "A pawn is paid by exactly one combination. Three cards of one colour may include the "
           "constellation's own card.",
           "one combination per pawn", ("exactly one combination", "own card included or not")),
    Ruling("W3", "Reusing a pawn",
           "With no pawn left to mark a watch, you may take one of yours from another constellation "
           "(line 121).",
           "Only when your supply is empty, and only from a different constellation.",
           "only with an empty supply", ("only when your supply is empty",)),
    Ruling("C1", "One configuration at a time",
           "A conjunction lets you place two pawns on one constellation (line 133); an opposition "
           "lets you watch both opposed constellations (line 137).",
           "One action places at most two pawns: two on a conjunction, or one on each side of an "
           "opposition. Each pawn is paid for separately and may lead to its own study.",
           "one configuration per action", ("one configuration per action", "at most two pawns")),
    Ruling("S1", "A third pawn",
           "Only the current player can move a pawn to study, and no third pawn may be added where "
           "there is nothing to study (line 149).",
           "The limit binds the current player adding a pawn of their own. Pawns moved by someone "
           "else's effect (Mars on Side B) may make three or more, and their owner studies nothing.",
           "rivals' pawns moved: no study", ("owner studies nothing", "nobody studies")),
    Ruling("S2", "Several studies in one action",
           "Each watched constellation may lead to a study (line 127), and each study grants a bonus "
           "action (line 143).",
           "Studies are made one pawn at a time, each with its bonus action before the next pawn; an "
           "opposition can therefore study two planets.",
           "one pawn at a time", ("one pawn at a time",)),
    Ruling("S3", "Once per player",
           "'A planet can only be studied once' (line 151) could mean once in the whole game; line "
           "143 speaks of a planet you have not studied yet.",
           "Each player studies each planet once; several players may study the same planet.",
           "each planet once per player", ("once per player",)),
    Ruling("A1", "Bonus actions as far as they go",
           "A bonus action is carried out 'if able' (line 143).",
           "What cannot be done is left out: the Moon on Side A needs a pawn in your supply, a rival "
           "without cards gives or discards none, a rival with fewer cards than asked discards all.",
           "done as far as possible", ()),
    Ruling("M1", "Mercury on Side A: which pawns",
           "The printed sentence is garbled: one pawn on each of two constellations, or two pawns on "
           "one constellation (line 158).",
           "Move two of your pawns: one from each of two constellations, or both from the same one.",
           "two pawns, from one or two places", ("both from one", "both from the same one")),
    Ruling("M3", "Mercury on Side A: where to",
           "No destination or distance is printed; only one planet may be studied (line 158).",
           "Each pawn may go to any other constellation, with or without a planet. At most one of the "
           "two may arrive as a third pawn, and it studies a planet there. With a single pawn on the "
           "board, only that one moves.",
           "anywhere; one study at most", ("any other constellation",)),
    Ruling("M2", "Mars on Side A",
           "Enemy pawns 'located on a constellation' return to their pools (line 161): on one "
           "constellation, or on all of them?",
           "Pick a constellation: every rival pawn there goes back to its owner's supply.",
           "one constellation of your choice", ("pick a constellation",)),
    Ruling("J1", "Who chooses the discards",
           "The Moon on Side B and Jupiter on Side A make each opponent discard (lines 162, 167); who "
           "picks the cards is not said.",
           "Each rival picks their own discards, as with every other discard in the rulebook (line "
           "92). For Jupiter you then take two of all the cards discarded; the rest go to the discard "
           "pile.",
           "each rival picks", ("chosen by each rival", "each rival picks")),
    Ruling("J2", "Jupiter on Side B",
           "Draw one card from every opponent's hand (line 172): seen or unseen is not said.",
           "Blind: each rival holds their hand face down and you take one card without looking.",
           "drawn blind", ("card blind", "drawn blind")),
    Ruling("M4", "Mercury on Side B: the draw",
           "Side B's Mercury draws one constellation card (line 168); Venus says face up or face down, "
           "Mercury does not.",
           "Draw as the draw action does: the top card of the deck, or one of the six face-up cards "
           "(refilled at once).",
           "as the draw action", ("as the draw action",)),
    Ruling("A2", "Saturn",
           "Saturn uses again the effect of a planet already studied, or repeats your last action "
           "(line 163); the unnamed Side B entry only the former (line 173). Whether it may repeat "
           "the Sun, itself, or an action that studied a planet is not said.",
           f"Pick another planet you studied earlier and carry out its bonus action once more; Saturn "
           f"never repeats itself. The Sun repeated gives its extra turns again ({RULING_MARK}D2). Side "
           "A may instead repeat this turn's action in full, paying its cards again; a third pawn it "
           f"brings studies a planet as usual, never one already studied ({RULING_MARK}S3).",
           "another planet, or the action again", ("use once more", "never repeats itself")),
    Ruling("B1", "The unnamed Side B entry",
           "The seventh Side B entry has no planet name (line 173); its text mirrors Saturn's on Side A.",
           "playaid assigns it to Saturn, the only planet without a Side B entry, and always prints it "
           "marked as unnamed in the rulebook.",
           "read as Saturn's", ("as saturn's", "unnamed in the rulebook")),
    Ruling("P1", "The conversion table",
           "The table of points for planets studied is on the player sheets, not in the rulebook; its "
           "only example is 3 planets = 4 points (line 194).",
           "The score calculator knows only that value and asks for planet_points otherwise.",
           "other values: your sheet", ("give them as planet_points",)),
    Ruling("P2", "One side, one table",
           "All player sheets show the same side (line 49).",
           "A score sheet mixing sides is refused, as are two players giving different points for the "
           "same number of planets.",
           "one side for all", ("sheets share one table", "mixes a and b")),
    Ruling("T1", "A tie after every tie-break",
           "Ties go to more planets studied, then more pawns on the board (line 200); nothing further.",
           "The tied players share the win; the pawn count is needed only when it decides.",
           "a tie left: a shared win", ("tied players share the win", "shared win")),
    Ruling("V1", "Event cards and bonus point cards",
           "Which planets each event card moves and which planets each bonus point card shows are not "
           "listed; only Mars's total over the event deck, 4 moves, is quoted (line 74).",
           "Both are read off your own cards: playaid takes them as input, and checks Mars's total when "
           "all the event cards are given.",
           "read off your cards", ("read off your own", "read off your cards")),
    Ruling("X1", "The comet and the Eclipsis",
           "Pawns on a constellation without a planet go back (line 212).",
           "The comet is not a planet (line 103): pawns where the comet stands alone go back.",
           "comet alone: no planet", ("comet alone", "comet stands alone")),
    Ruling("X2", "When the Eclipsis strikes",
           "Its effect applies the moment it is turned up (line 210); cards are turned up as a round "
           "ends (line 71).",
           "It comes up at the end of a round, after the planets and the comet have moved, so it sees "
           "the moved sky.",
           "after the round's moves",
           ("after the planets and the comet have moved", "moved sky")),
    Ruling("X3", "Which set-aside card goes where",
           "Of the two cards set aside, one goes under the deck and the other on top (line 208).",
           "Both are unseen, so the choice cannot matter; playaid puts the first one set aside at the "
           "bottom.",
           "first set aside: bottom", ("first one set aside", "b on top, a at the bottom")),
)

# Each ruling by its key (no doc comment: the API page would print the whole mapping).
RULING: Final[Mapping[str, Ruling]] = MappingProxyType({r.key: r for r in RULINGS})


def _mark(key: str) -> str:
    """The printed mark of ruling ``key`` (``†W2``); a key that is not a ruling fails at import."""
    return RULING[key].mark


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
            raise RulesError(f"{a} or {b} is in two opposed pairs; each constellation has one opposite")
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
        raise RulesError(f"{c} is in no opposed pair") from None


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
        playaid.rules.errors.InvalidNotation: the comet is not a planet (planets: moon, mercury, venus, sun, mars, jupiter, saturn)
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


@dataclass(frozen=True, slots=True)
class Colours:
    """The colour of each constellation, read off the players' own board and cards.

    Only Aries is named in the rulebook (red, line 117), so it is always known; the rest come
    from the user, and so does how many colours there are (the rulebook gives no number, †K1).
    A partial map is fine: a question that needs a missing colour is refused with a message
    naming it. A card has the colour of its constellation (†K1).

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
            colour = printable(raw_colour.strip().lower())
            if c in KNOWN_COLOURS and colour != KNOWN_COLOURS[c]:
                raise InvalidNotation(f"{c} is {KNOWN_COLOURS[c]} in the rulebook (line 117), not {_short(colour)}")
            clean[c] = colour
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


#: The only constellation colour the rulebook states: in its example, Aries is paid with two
#: red cards (line 117).
KNOWN_COLOURS: Final[Mapping[Constellation, str]] = MappingProxyType({Constellation.ARIES: "red"})
#: Colour names the rulebook mentions (line 117); how many colours there are, it never says.
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
    Payment.SET: f"three cards of any one colour, its own card included or not ({_mark('W2')})",
    Payment.TOLOMEO: f"the Tolomeo card, alone ({_mark('W1')}): any constellation, planet or not, never in a"
                     " configuration",
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
            raise IllegalPayment(f"the Tolomeo card pays on its own ({_mark('W1')}); it has no name or colour"
                                 " to combine with other cards")
        if configuration:
            raise IllegalPayment("the Tolomeo card can never be used in a configuration")
        return Payment.TOLOMEO
    picked = [c.constellation for c in hand if c.constellation is not None]
    if len(picked) == PAYMENT_CARDS[Payment.NAME]:
        if picked[0] is where:
            return Payment.NAME
        raise IllegalPayment(f"a single card pays for {where} only if it is the {where} card, not {picked[0]}")
    if len(picked) == PAYMENT_CARDS[Payment.COLOUR]:
        if where in picked:
            raise IllegalPayment(f"the two-card payment uses cards other than {where}'s own; the {where}"
                                 " card pays by itself")
        target_colour = colours.colour(where)
        if all(colours.same(c, where) for c in picked):
            return Payment.COLOUR
        raise IllegalPayment(f"two cards pay for {where} only if both are its colour ({target_colour}):"
                             f" {' and '.join(f'{c} is {colours.colour(c)}' for c in picked)}")
    if len(picked) == PAYMENT_CARDS[Payment.SET]:
        if all(colours.same(c, picked[0]) for c in picked[1:]):
            return Payment.SET
        raise IllegalPayment("three cards pay only if they share one colour")
    counts = sorted({PAYMENT_CARDS[p] for p in (Payment.NAME, Payment.COLOUR, Payment.SET)})
    raise IllegalPayment(f"one pawn costs {', '.join(map(str, counts[:-1]))} or {counts[-1]} cards (or the"
                         f" Tolomeo card), not {len(picked)}")


# --------------------------------------------------------------------------------------------
# Pawns on the board


def _owner(raw: Any) -> str:
    if not isinstance(raw, str) or not raw.strip() or len(raw.strip()) > 40:
        raise InvalidNotation(f"a pawn owner is a short non-empty name such as 'red', not {_short(raw)}")
    return printable(raw.strip())


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
    planet's name (†B1)."""

    side: Side
    planet: Planet
    effect: str
    end_points: int = 0
    extra_turns: int = 0
    name_printed: bool = True


def _actions(side: Side, *rows: tuple[Planet, str, bool]) -> Mapping[Planet, BonusAction]:
    return MappingProxyType({p: BonusAction(side, p, text, PLANET_END_POINTS[side].get(p, 0),
                                            SUN_EXTRA_TURNS[side] if p is Planet.SUN else 0, printed)
                             for p, text, printed in rows})


#: End-of-game points the planets themselves are worth, per side: on Side B the Moon +2 (line 167)
#: and Mercury +1 (line 168); none on Side A.
PLANET_END_POINTS: Final[Mapping[Side, Mapping[Planet, int]]] = MappingProxyType({
    Side.A: MappingProxyType({}),
    Side.B: MappingProxyType({Planet.MOON: 2, Planet.MERCURY: 1}),
})
#: Turns the Sun gives at once: two on Side A (line 160), one on Side B (line 170); see †D2.
SUN_EXTRA_TURNS: Final[Mapping[Side, int]] = MappingProxyType({Side.A: 2, Side.B: 1})
#: Cards each rival discards for Jupiter on Side A, and cards you then take (line 162).
JUPITER_A_CARDS: Final = 2
#: Cards each rival discards for the Moon on Side B (line 167).
MOON_B_DISCARDS: Final = 1
#: Cards each rival gives for Jupiter on Side B (line 172).
JUPITER_B_CARDS: Final = 1
_WORDS: Final = {1: "one", 2: "two", 3: "three"}


def _extra(side: Side) -> str:
    n = SUN_EXTRA_TURNS[side]
    return f"Take {_WORDS.get(n, n)} extra turn{'s' if n != 1 else ''} straight away ({_mark('D2')})."


def _points(side: Side, planet: Planet) -> str:
    n = PLANET_END_POINTS[side][planet]
    return f"Worth {n} point{'s' if n != 1 else ''} at the end."


#: The bonus actions of both sides, in the rulebook's planet order. Prose is ours.
BONUS_ACTIONS: Final[Mapping[Side, Mapping[Planet, BonusAction]]] = MappingProxyType({
    Side.A: _actions(
        Side.A,
        (Planet.MOON, "Swap one rival pawn on a constellation for a pawn from your supply; the rival's "
                      "pawn goes back to its owner. If that lets you study a planet, you may.", True),
        (Planet.MERCURY, f"Move two of your pawns, one from each of two constellations or both from one "
                         f"({_mark('M1')}), each to any other constellation ({_mark('M3')}). One planet at "
                         "most may be studied this way.", True),
        (Planet.VENUS, "Take the six face-up cards and the top card of the deck; keep 3, give each rival "
                       "one of your choice, discard the rest, then lay out six new face-up cards.", True),
        (Planet.SUN, _extra(Side.A), True),
        (Planet.MARS, f"Pick a constellation ({_mark('M2')}): every rival pawn on it goes back to its "
                      "owner's supply.", True),
        (Planet.JUPITER, f"Every rival discards {_WORDS[JUPITER_A_CARDS]} cards, chosen by each rival "
                         f"({_mark('J1')}); you take {_WORDS[JUPITER_A_CARDS]} of the discarded cards into "
                         "your hand.", True),
        (Planet.SATURN, f"Use once more the action of another planet you studied earlier ({_mark('A2')}), "
                        "or repeat this turn's action (cards played or a pawn moved).", True),
    ),
    Side.B: _actions(
        Side.B,
        (Planet.MOON, f"Every rival discards {_WORDS[MOON_B_DISCARDS]} card, chosen by each rival "
                      f"({_mark('J1')}). " + _points(Side.B, Planet.MOON), True),
        (Planet.MERCURY, f"Draw one constellation card, as the draw action does ({_mark('M4')}). "
                         + _points(Side.B, Planet.MERCURY), True),
        (Planet.VENUS, "Draw two constellation cards, each face up or face down as you like.", True),
        (Planet.SUN, _extra(Side.B), True),
        (Planet.MARS, "Move every rival pawn on one constellation to the one opposite it.", True),
        (Planet.JUPITER, f"Draw {_WORDS[JUPITER_B_CARDS]} card blind ({_mark('J2')}) from each rival's hand "
                         "into yours.", True),
        (Planet.SATURN, f"Use once more the action of another planet you studied earlier ({_mark('A2')}); "
                        "a repeated Moon or Mercury scores no extra points.", False),
    ),
})


def bonus_action(side: Side | str, planet: Planet | str) -> BonusAction:
    """The bonus action ``planet`` grants on ``side`` of the sheet.

    >>> bonus_action("B", "moon").end_points, bonus_action("A", "sun").extra_turns
    (2, 2)
    """
    return BONUS_ACTIONS[Side.parse(side)][Planet.parse(planet)]


def extra_turns(side: Side | str, planet: Planet | str) -> int:
    """Turns a bonus action gives at once: the Sun's extra turns (†D2), none for the others.

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
    _count(players, "the number of players", MAX_PLAYERS)
    if players < 1:
        raise RulesError("a game needs at least one player")
    return (TOP_BONUS_CARD,) + (PLAYER_BONUS_CARD,) * players


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
# The rest of the rules live in three modules loaded on first use, so that scoring a game does
# not build the machinery of a turn: events and the Eclipsis, the final score, and play.

_LAZY: Final[Mapping[str, str]] = MappingProxyType({
    **dict.fromkeys((
        "ECLIPSIS", "EclipsisResult", "EclipsisStep", "EventDeck", "Fate", "add_eclipsis", "deal_events",
        "eclipse", "eclipsis_fate", "eclipsis_from_dict", "eclipsis_odds", "event_cards",
    ), "playaid.rules.tolomeo_events"),
    **dict.fromkeys((
        "KNOWN_PLANET_POINTS", "Entry", "FinalScore", "PlayerScore", "entry_from_dict", "final_score",
        "planet_points", "score_player", "score_sheet", "winners",
    ), "playaid.rules.tolomeo_score"),
    **dict.fromkeys((
        "CardRow", "Clock", "EventTrack", "LAST_ACTION", "Placement", "Position", "RoundEnd", "Study", "Turn",
        "WatchResult", "configuration",
        "claim_bonus_card", "comet_card_ok", "comet_move", "deal_setup", "discard_to_limit", "end_of_round",
        "game_over", "jupiter_a", "jupiter_b", "mars_a", "mars_b", "mercury_a", "moon_a", "moon_b", "move_pawn",
        "pay_from_hand", "saturn", "watch",
    ), "playaid.rules.tolomeo_play"),
})


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
