"""Tolomeo's astronomical event deck, the dealer that turns it up, and the Eclipsis mini-expansion.

The deck is dealt from a ``random.Random`` or from shuffles done by the caller; nothing here draws
by itself. The rulebook does not number the event cards, nor list what each one shows (†V4).
playaid names a card by its *place*: lay your event cards face up in a row, in any order, and
number the places from 1; "card 7" is the card in the seventh place.

>>> from playaid.rules.tolomeo.events import Dealer, EventDeck
>>> dealer, step = Dealer(EventDeck((7, 3, "eclipsis", *range(8, 13), 1, 2, 4, 5, 6))).step()
>>> step, dealer.track.current
(DealStep(round=0, place=7, eclipsis=False), 7)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from playaid.rules.errors import Check, IllegalAction, InvalidNotation, RulesError
from playaid.rules.game import Choice
from playaid.rules.shared import short
from playaid.rules.text import ENGLISH, Listed, Said
from playaid.rules.tolomeo.data import (
    ECLIPSIS_SET_ASIDE,
    EVENT_CARDS,
    KNOWN_TOTAL_MOVES,
    PLANETS,
    Board,
    Constellation,
    Planet,
    Sky,
    planet_set,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    import random
    from fractions import Fraction
    from typing import Any, Final

    from playaid.rules.text import Text

__all__ = [
    "ECLIPSIS", "DealStep", "Dealer", "EclipsisResult", "EclipsisStep", "EventDeck", "EventTrack", "Fate",
    "add_eclipsis", "deal_events", "eclipse", "eclipsis_fate", "eclipsis_from_dict", "eclipsis_odds",
    "event_cards",
]

#: The Eclipsis card, as it stands in a deck among the places 1-12.
ECLIPSIS: Final = "eclipsis"

# --------------------------------------------------------------------------------------------
# The deck


@dataclass(frozen=True, slots=True)
class EventDeck:
    """The astronomical event deck from the top card down: places 1-12, perhaps the Eclipsis.

    >>> EventDeck((ECLIPSIS, *range(1, 13)))
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: the Eclipsis is never the first or the last event card (it is card 1 of 13)
    """

    cards: tuple[int | str, ...]

    def __post_init__(self) -> None:
        numbers = [c for c in self.cards if c != ECLIPSIS]
        if sorted(numbers, key=str) != sorted(range(1, EVENT_CARDS + 1), key=str) or any(
                isinstance(n, bool) for n in numbers):
            raise InvalidNotation("tolomeo.deck_cards", cards=EVENT_CARDS)
        count = len(self.cards) - len(numbers)
        if count > 1:
            raise InvalidNotation("tolomeo.one_eclipsis")
        if count and self.cards.index(ECLIPSIS) in (0, len(self.cards) - 1):
            raise RulesError("tolomeo.eclipsis_place", place=self.cards.index(ECLIPSIS) + 1, count=len(self.cards))

    @property
    def has_eclipsis(self) -> bool:
        return ECLIPSIS in self.cards

    @property
    def eclipsis_position(self) -> int | None:
        """1 for the top card; None without the Eclipsis."""
        return self.cards.index(ECLIPSIS) + 1 if self.has_eclipsis else None

    def to_list(self) -> list[int | str]:
        return list(self.cards)


def add_eclipsis(shuffled: Sequence[int], middle: Sequence[int | str]) -> EventDeck:
    """The Eclipsis setup (lines 206-208), with the shuffles done by the caller.

    ``shuffled`` is the shuffled deck of twelve, top first: its first two cards are set aside
    unseen. ``middle`` is the other ten and the Eclipsis after they were shuffled together. The
    first card set aside goes under the deck and the second on top (†X3), so the Eclipsis is
    never first or last.

    >>> add_eclipsis(range(1, 13), [3, 4, ECLIPSIS, 5, 6, 7, 8, 9, 10, 11, 12]).cards
    (2, 3, 4, 'eclipsis', 5, 6, 7, 8, 9, 10, 11, 12, 1)
    """
    deck = tuple(shuffled)
    EventDeck(deck)
    aside, kept = deck[:ECLIPSIS_SET_ASIDE], deck[ECLIPSIS_SET_ASIDE:]
    if Counter(middle) != Counter(kept + (ECLIPSIS,)):
        raise RulesError("tolomeo.deck_middle", count=len(kept))
    under, top = aside
    return EventDeck((top, *middle, under))


def deal_events(rng: random.Random, *, eclipsis: bool = False) -> EventDeck:
    """Shuffle the event deck with ``rng`` (†E6), and add the Eclipsis the rulebook's way if asked.

    >>> import random
    >>> len(deal_events(random.Random(1)).cards), len(deal_events(random.Random(1), eclipsis=True).cards)
    (12, 13)
    """
    deck = list(range(1, EVENT_CARDS + 1))
    rng.shuffle(deck)
    if not eclipsis:
        return EventDeck(tuple(deck))
    middle: list[int | str] = [*deck[ECLIPSIS_SET_ASIDE:], ECLIPSIS]
    rng.shuffle(middle)
    return add_eclipsis(deck, middle)


def eclipsis_odds() -> dict[int, Fraction]:
    """The chance of each deck position (1 = top) for the Eclipsis: never 1 or 13, the rest alike.

    >>> odds = eclipsis_odds()
    >>> min(odds), max(odds), odds[2], sum(odds.values())
    (2, 12, Fraction(1, 11), Fraction(1, 1))
    """
    from fractions import Fraction

    slots = EVENT_CARDS - ECLIPSIS_SET_ASIDE + 1  # the cards kept, with the Eclipsis among them
    return {position: Fraction(1, slots) for position in range(2, 2 + slots)}


def event_cards(contents: Mapping[Any, Any]) -> dict[int, tuple[Planet, ...]]:
    """What your event cards show, by place: ``{7: ["moon", "mars"], ...}`` (†V4).

    Any number of cards may be given. When every card is, each planet whose total the rulebook
    quotes must move that often over the whole deck: Mars 4 times (line 74).

    >>> deck = {n: ["mars"] if n <= 5 else ["sun"] for n in range(1, 13)}
    >>> event_cards(deck)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: Mars moves 4 times over the whole event deck (its planet card, rulebook line 74), but these cards move it 5 times: check what your cards show
    """
    if not isinstance(contents, Mapping):
        raise InvalidNotation("tolomeo.event_contents", cards=EVENT_CARDS, value=short(contents))
    found: dict[int, tuple[Planet, ...]] = {}
    for place, planets in contents.items():
        if isinstance(place, bool) or not isinstance(place, int) or not 1 <= place <= EVENT_CARDS:
            raise InvalidNotation("tolomeo.event_place", cards=EVENT_CARDS, value=short(place))
        found[place] = planet_set(planets, Said(key="tolomeo.event_card", place=place))
    if len(found) == EVENT_CARDS:
        for planet, total in KNOWN_TOTAL_MOVES.items():
            moves = sum(planet in ps for ps in found.values())
            if moves != total:
                raise RulesError("tolomeo.planet_moves", planet=planet, total=total, moves=moves)
    return dict(sorted(found.items()))


# --------------------------------------------------------------------------------------------
# The deck in play, and the dealer


@dataclass(frozen=True, slots=True)
class EventTrack:
    """The event deck in play: the face-up card whose planets move at the end of this round
    (None in the last round, after the deck ran out), and the cards still face down, top first."""

    current: int | None
    hidden: tuple[int | str, ...]

    @classmethod
    def start(cls, deck: EventDeck) -> EventTrack:
        """Setup turns up the top card (never the Eclipsis, which is never first)."""
        first, *rest = deck.cards
        return cls(int(first), tuple(rest))

    @property
    def last_round(self) -> bool:
        return self.current is None

    def advance(self) -> tuple[EventTrack, bool]:
        """The end of a round turns up the next card: the new track, and whether the Eclipsis came
        up on the way (it is discarded at once and the card under it turned up, line 210). With no
        card left, the new round is the last (†E8).

        >>> track = EventTrack(4, ("eclipsis", 9))
        >>> track.advance()
        (EventTrack(current=9, hidden=()), True)
        >>> track.advance()[0].advance()
        (EventTrack(current=None, hidden=()), False)
        """
        if self.current is None:
            raise IllegalAction("tolomeo.deck_over")
        hidden = list(self.hidden)
        nxt = hidden.pop(0) if hidden else None
        struck = nxt == ECLIPSIS
        if struck:
            if not hidden:
                raise RulesError("tolomeo.eclipsis_last")
            nxt = hidden.pop(0)
        return EventTrack(None if nxt is None else int(nxt), tuple(hidden)), struck


@dataclass(frozen=True, slots=True)
class DealStep:
    """What one step of the dealer turned up: at setup (``round`` 0) or at the end of ``round``,
    the card now face up by its place (None once the deck is used up: the next round is the last,
    †E8), and whether the Eclipsis came up on the way (it strikes at once and is discarded)."""

    round: int
    place: int | None
    eclipsis: bool = False


@dataclass(frozen=True, slots=True)
class Dealer:
    """The dealer's state: the deck in its secret order, the track in play (None before setup)
    and the steps taken: the setup card, then one card at each round's end.

    Nothing about the order is known outside until a step turns a card up; a saved deal keeps the
    deck and the count of steps, and :meth:`resume` replays them.
    """

    deck: EventDeck
    track: EventTrack | None = None
    turned: int = 0

    @classmethod
    def resume(cls, deck: EventDeck, turned: int) -> Dealer:
        """The dealer after ``turned`` steps of ``deck``."""
        if isinstance(turned, bool) or not isinstance(turned, int) or not 0 <= turned <= cls(deck).steps:
            raise InvalidNotation("tolomeo.deal_steps", steps=cls(deck).steps, value=short(turned))
        dealer = cls(deck)
        for _ in range(turned):
            dealer = dealer.step()[0]
        return dealer

    @property
    def steps(self) -> int:
        """Every step of a deal: the setup card, then one per card after it, then the empty deck."""
        return len([c for c in self.deck.cards if c != ECLIPSIS]) + 1

    @property
    def finished(self) -> bool:
        return self.turned >= self.steps

    def step(self) -> tuple[Dealer, DealStep]:
        """Turn up what comes next: the setup card, or the next card at the end of a round."""
        if self.finished:
            raise IllegalAction("tolomeo.deal_over")
        if self.track is None:
            track = EventTrack.start(self.deck)
            return Dealer(self.deck, track, 1), DealStep(0, track.current)
        track, struck = self.track.advance()
        return Dealer(self.deck, track, self.turned + 1), DealStep(self.turned, track.current, struck)


# --------------------------------------------------------------------------------------------
# The Eclipsis


class Fate(Choice):
    """What the Eclipsis does to the pawns on one constellation (line 212)."""

    STAY = "stay"
    NO_PLANET = "no planet"
    MOON = "moon"

    @property
    def returns(self) -> bool:
        return self is not Fate.STAY


def eclipsis_fate(sky: Sky, constellation: Constellation | str) -> Fate:
    """The two questions of the Eclipsis, in the order the sheet asks them.

    Any planet here? If not (the comet alone is no planet, †X4), every pawn goes back. If so, is the
    Moon one of them? Then every pawn goes back too. Otherwise the pawns stay.
    """
    c = Constellation.parse(constellation)
    if not sky.has_planet(c):
        return Fate.NO_PLANET
    if sky.moon is c:
        return Fate.MOON
    return Fate.STAY


@dataclass(frozen=True, slots=True)
class EclipsisStep:
    """One constellation with pawns, as the Eclipsis finds it, and what happens to its pawns."""

    constellation: Constellation
    planets: tuple[Planet, ...]
    comet: bool
    pawns: Mapping[str, int]
    fate: Fate

    def to_dict(self) -> dict[str, Any]:
        return {"constellation": self.constellation.value, "planets": [p.value for p in self.planets],
                "comet": self.comet, "pawns": dict(self.pawns), "fate": self.fate.value,
                "returned": self.fate.returns}


@dataclass(frozen=True, slots=True)
class EclipsisResult:
    """The board after the Eclipsis, every constellation's verdict, and what each owner gets back."""

    steps: tuple[EclipsisStep, ...]
    board: Board
    returned: Mapping[str, int]

    @property
    def remaining(self) -> Mapping[Constellation, Mapping[str, int]]:
        return self.board.pawns

    def to_dict(self) -> dict[str, Any]:
        return {"returned": dict(self.returned), "remaining": self.board.to_dict(),
                "constellations": [s.to_dict() for s in self.steps]}


def eclipse(sky: Sky, board: Board) -> EclipsisResult:
    """Apply the Eclipsis the moment it is revealed: pawns on a constellation without a planet,
    and pawns on the Moon's constellation, go back to their owners' supplies.

    >>> sky = Sky.of({"moon": "aries", "mercury": "aries", "venus": "libra", "sun": "leo",
    ...               "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}, comet="cancer")
    >>> r = eclipse(sky, Board.of({"aries": {"red": 2}, "cancer": {"blue": 1}, "leo": {"red": 1}}))
    >>> dict(r.returned), r.board
    ({'blue': 1, 'red': 2}, Board({'leo': {'red': 1}}))
    """
    steps = []
    returned: Counter[str] = Counter()
    after = board
    for c, row in board.pawns.items():
        fate = eclipsis_fate(sky, c)
        steps.append(EclipsisStep(c, sky.planets_on(c), sky.comet is c, row, fate))
        if fate.returns:
            returned.update(row)
            after = after.cleared(c)
    return EclipsisResult(tuple(steps), after, MappingProxyType(dict(sorted(returned.items()))))


def eclipsis_from_dict(data: Any, lang: Text = ENGLISH) -> tuple[Sky, Board]:
    """Read the sky and the pawns from ``{"constellations": {name: {"planets", "comet", "pawns"}}}``.

    Constellations left out are empty. All seven planets must be placed and the comet marked on
    exactly one constellation, so that a forgotten planet cannot silently send pawns home. The
    whole file is read before it is refused, naming every fault at once; the names of the
    constellations and planets may be written in the language of ``lang`` too.

    >>> eclipsis_from_dict({"constellations": {"aries": {"planets": ["moon", "pluto"], "comet": 1}}})
    Traceback (most recent call last):
    ...
    playaid.rules.errors.Faults: 3 faults:
      Aries: unknown planet 'pluto' (allowed: moon, mercury, venus, sun, mars, jupiter, saturn)
      Aries: 'comet' must be true or false, not 1
      every planet is always on the board; place moon, mercury, venus, sun, mars, jupiter, saturn too
    """
    fields = ("planets", "comet", "pawns")
    if not isinstance(data, dict):
        raise InvalidNotation("tolomeo.sky_file_shape", field="'constellations'", value=short(data))
    extra = sorted(set(data) - {"constellations"}, key=str)
    if extra:
        raise InvalidNotation("shared.unknown_top_field", field=short(extra[0]), fields="'constellations'")
    raw = data.get("constellations")
    if not isinstance(raw, dict):
        raise InvalidNotation("tolomeo.sky_file_needs", field="'constellations'",
                              example='{"aries": {"planets": [...], "comet": false, "pawns": {...}}, ...}')
    check = Check()
    positions: dict[Planet, Constellation] = {}
    comets: list[Constellation] = []
    pawns: dict[Constellation, Mapping[str, int]] = {}
    seen: set[Constellation] = set()
    comet_unread = False  # a comet not read is not counted missing as well
    for name, entry in raw.items():
        c = check(Constellation.parse, name, lang)
        if c is None:
            continue
        here = check.at(c)
        if c in seen:
            here.add(InvalidNotation("tolomeo.sky_constellation_twice", constellation=c))
            continue
        seen.add(c)
        if not isinstance(entry, dict):
            here.add(InvalidNotation("tolomeo.sky_entry_shape", fields=Listed(fields), value=short(entry)))
            continue
        for field in sorted(set(entry) - set(fields), key=str):
            here.add(InvalidNotation("shared.unknown_field", field=short(field), fields=", ".join(fields)))
        for p in here(planet_set, entry.get("planets", []), None, lang) or ():
            if p in positions:
                here.add(InvalidNotation("tolomeo.planet_twice_on", planet=p.word, first=positions[p], second=c))
            else:
                positions[p] = c
        comet = entry.get("comet", False)
        if not isinstance(comet, bool):
            here.add(InvalidNotation("shared.true_or_false", field="'comet'", value=short(comet)))
            comet_unread = True
        elif comet:
            comets.append(c)
        row = entry.get("pawns", {})
        if not isinstance(row, dict):
            here.add(InvalidNotation("tolomeo.sky_pawns_shape", field="'pawns'", shape="{owner: count}",
                                     value=short(row)))
        else:
            pawns[c] = row
    missing = [p.word for p in PLANETS if p not in positions]
    if missing:
        check.add(InvalidNotation("tolomeo.planets_to_place", planets=Listed(missing, commas=True)))
    if len(comets) != 1 and not comet_unread:
        check.add(InvalidNotation("tolomeo.comets_marked", count=len(comets)))
    board = check(Board, pawns)
    check.done()
    assert board is not None
    return Sky(tuple(positions[p] for p in PLANETS), comets[0]), board
