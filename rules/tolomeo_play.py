"""Tolomeo in play: the round clock, the event track, the card row, watching, studying, the comet.

Part of the Tolomeo rules (see :mod:`rules.tolomeo`, which re-exports every public name defined
here, so ``from rules.tolomeo import watch`` works). Every function is a pure transition: it
takes a state and the player's choices and returns a new state, or raises a
:class:`~rules.errors.RulesError` saying what is not allowed. Shuffling the discard pile needs a
``random.Random`` passed in; nothing here draws by itself.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

TYPE_CHECKING = False
if TYPE_CHECKING:
    import random
    from typing import Any

from rules.errors import IllegalAction, IllegalPayment, IllegalPlacement, InvalidNotation, RulesError
from rules.tolomeo import (
    COMET_PAWN_MOVE,
    FACE_UP_CARDS,
    FLUSH_AT,
    HAND_LIMIT,
    PAWNS_PER_PLAYER,
    PAWNS_TO_STUDY,
    PLANETS,
    TURNS_PER_ROUND,
    BonusCard,
    Board,
    Card,
    Colours,
    Constellation,
    Payment,
    Planet,
    Sky,
    opposite,
    payment,
    planet_set,
)
from rules.tolomeo_events import ECLIPSIS, EclipsisResult, EventDeck, eclipse

# --------------------------------------------------------------------------------------------
# Time: the d4 and the astronomical event track


@dataclass(frozen=True, slots=True)
class Clock:
    """The round number and the face of the d4, which counts the round's game turns down (ruling D1).

    In a game turn every player acts once, in turn order. The die shows 4 during the first game
    turn of a round and 1 during the last.

    >>> c = Clock()
    >>> [c.die, c.next_game_turn().die, c.next_game_turn().next_game_turn().next_game_turn().die]
    [4, 3, 1]
    """

    round: int = 1
    die: int = TURNS_PER_ROUND

    def __post_init__(self) -> None:
        if isinstance(self.die, bool) or self.die not in range(1, TURNS_PER_ROUND + 1):
            raise InvalidNotation(f"the d4 shows 1 to {TURNS_PER_ROUND}, not {self.die!r}")
        if isinstance(self.round, bool) or not isinstance(self.round, int) or self.round < 1:
            raise InvalidNotation(f"rounds are counted from 1, not {self.round!r}")

    @property
    def last_game_turn(self) -> bool:
        return self.die == 1

    def next_game_turn(self) -> Clock:
        """Lower the die before the first player starts the next game turn of this round."""
        if self.last_game_turn:
            raise IllegalAction("the die shows 1: this was the round's last game turn; end the round")
        return replace(self, die=self.die - 1)

    def new_round(self) -> Clock:
        if not self.last_game_turn:
            raise IllegalAction(f"a round lasts {TURNS_PER_ROUND} game turns; the die still shows {self.die}")
        return Clock(self.round + 1, TURNS_PER_ROUND)


@dataclass(frozen=True, slots=True)
class EventTrack:
    """The event deck in play: the face-up card whose planets move at the end of this round
    (None in the last round, after the deck ran out), and the cards still face down, top first."""

    current: int | None
    hidden: tuple[int | str, ...]

    @classmethod
    def start(cls, deck: EventDeck) -> EventTrack:
        """Setup reveals the top card (never the Eclipsis, which is never first)."""
        first, *rest = deck.cards
        return cls(int(first), tuple(rest))

    @property
    def last_round(self) -> bool:
        return self.current is None


@dataclass(frozen=True, slots=True)
class RoundEnd:
    """Everything the end of a round changes, and whether the game is over."""

    sky: Sky
    board: Board
    track: EventTrack
    clock: Clock
    moved: tuple[Planet, ...]
    eclipsis: EclipsisResult | None
    game_over: bool


def end_of_round(sky: Sky, board: Board, track: EventTrack, clock: Clock,
                 event_planets: Mapping[int, Iterable[Planet | str]]) -> RoundEnd:
    """Close a round: the current card's planets step clockwise, the comet counterclockwise, and
    the next card is revealed. An Eclipsis strikes at once on the moved sky, is discarded, and the
    card under it is revealed. With no card to move the planets, the game is over (ruling E2).

    ``event_planets`` gives, for each event card number, the planets it shows (from your cards).
    """
    if track.current is None:
        return RoundEnd(sky, board, track, clock, (), None, True)
    if track.current not in event_planets:
        raise RulesError(f"which planets does event card {track.current} move? give them from your card")
    moving = planet_set(list(event_planets[track.current]), f"event card {track.current}")
    sky = sky.moved(moving)
    hidden = list(track.hidden)
    struck = None
    nxt = hidden.pop(0) if hidden else None
    if nxt == ECLIPSIS:
        if not hidden:
            raise RulesError("the Eclipsis is never the last event card; this track ends with it")
        struck = eclipse(sky, board)
        board = struck.board
        nxt = hidden.pop(0)
    return RoundEnd(sky, board, EventTrack(None if nxt is None else int(nxt), tuple(hidden)),
                    clock.new_round(), moving, struck, False)


# --------------------------------------------------------------------------------------------
# Cards: the face-up row, the deck, the discard pile and hands


@dataclass(frozen=True, slots=True)
class CardRow:
    """The constellation cards outside the hands: six face up, the deck (top first), the discards."""

    face_up: tuple[Card, ...]
    deck: tuple[Card, ...]
    discard: tuple[Card, ...] = ()

    def _deal(self, n: int, rng: random.Random | None) -> tuple[CardRow, tuple[Card, ...]]:
        deck, discard = list(self.deck), list(self.discard)
        dealt = []
        for _ in range(n):
            if not deck:
                if not discard:
                    break
                if rng is None:
                    raise RulesError("the deck is empty: the discard pile must be shuffled into a new deck"
                                     " (pass a random.Random)")
                rng.shuffle(discard)
                deck, discard = discard, []
            dealt.append(deck.pop(0))
        return CardRow(self.face_up, tuple(deck), tuple(discard)), tuple(dealt)

    def flush_colour(self, colours: Colours) -> str | None:
        """The colour shown by four or more face-up cards, if any (Tolomeo cards have no colour)."""
        counts = Counter(colours.colour(c.constellation) for c in self.face_up if c.constellation is not None)
        hits = [colour for colour, n in counts.items() if n >= FLUSH_AT]
        return hits[0] if hits else None

    def _settle(self, colours: Colours, rng: random.Random | None) -> CardRow:
        row = self
        for _ in range(100):
            if row.flush_colour(colours) is None:
                return row
            row = CardRow((), row.deck, row.discard + row.face_up)
            row, dealt = row._deal(FACE_UP_CARDS, rng)
            row = CardRow(dealt, row.deck, row.discard)
        raise RulesError("the face-up row keeps showing four cards of one colour; check the deck")

    def draw_top(self, rng: random.Random | None = None) -> tuple[CardRow, Card]:
        """Draw the top card of the deck, face down."""
        row, dealt = self._deal(1, rng)
        if not dealt:
            raise IllegalAction("no card left to draw: the deck and the discard pile are empty")
        return row, dealt[0]

    def take(self, index: int, colours: Colours, rng: random.Random | None = None) -> tuple[CardRow, Card]:
        """Take face-up card ``index`` (0-5), refill the gap from the deck, and replace the whole row
        while it shows four cards of one colour (ruling F1)."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.face_up):
            raise IllegalAction(f"there is no face-up card {index!r} (0 to {len(self.face_up) - 1})")
        card = self.face_up[index]
        row, dealt = self._deal(1, rng)
        face_up = self.face_up[:index] + dealt + self.face_up[index + 1:]
        return CardRow(face_up, row.deck, row.discard)._settle(colours, rng), card

    def refresh(self, colours: Colours, rng: random.Random | None = None) -> CardRow:
        """Discard the face-up cards and lay out six new ones (the comet's second effect)."""
        row, dealt = CardRow((), self.deck, self.discard + self.face_up)._deal(FACE_UP_CARDS, rng)
        return CardRow(dealt, row.deck, row.discard)._settle(colours, rng)


def pay_from_hand(hand: Sequence[Card], paid: Iterable[Card]) -> tuple[Card, ...]:
    """The hand after discarding ``paid``, each card of which must be in it.

    >>> from rules.tolomeo import cards
    >>> pay_from_hand(cards("leo leo aries"), cards("leo"))
    (Card('leo'), Card('aries'))
    """
    left = list(hand)
    for card in paid:
        if card not in left:
            raise IllegalPayment(f"the {card} card is not in the hand")
        left.remove(card)
    return tuple(left)


def discard_to_limit(hand: Sequence[Card], discards: Sequence[Card] = ()) -> tuple[Card, ...]:
    """End of turn: a hand over 8 cards discards exactly its excess, chosen by its owner (ruling H1)."""
    excess = max(0, len(hand) - HAND_LIMIT)
    if len(discards) != excess:
        raise IllegalAction(f"with {len(hand)} cards at the end of the turn you discard {excess}, not"
                            f" {len(discards)} (hand limit {HAND_LIMIT})")
    return pay_from_hand(hand, discards)


# --------------------------------------------------------------------------------------------
# Pawns: watching, configurations, studying


@dataclass(frozen=True, slots=True)
class Position:
    """What the board shows: the sky, the pawns, and the planets each owner has studied."""

    sky: Sky
    board: Board
    studied: Mapping[str, tuple[Planet, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        clean = {owner: planet_set(list(ps), owner) for owner, ps in dict(self.studied).items()}
        for owner, ps in clean.items():
            if self.board.on_board(owner) + len(ps) > PAWNS_PER_PLAYER:
                raise InvalidNotation(f"{owner} has {self.board.on_board(owner)} pawns on the board and"
                                      f" {len(ps)} on the sheet: more than the {PAWNS_PER_PLAYER} of a set")
        object.__setattr__(self, "studied", MappingProxyType(clean))

    def __repr__(self) -> str:
        return f"Position({self.sky!r}, {self.board!r}, studied={dict(self.studied)!r})"

    def studied_by(self, owner: str) -> tuple[Planet, ...]:
        return self.studied.get(owner, ())

    def supply(self, owner: str) -> int:
        """Pawns not on the board and not on the sheet."""
        return PAWNS_PER_PLAYER - self.board.on_board(owner) - len(self.studied_by(owner))

    def studyable(self, owner: str, constellation: Constellation | str) -> tuple[Planet, ...]:
        """Planets on a constellation that ``owner`` has not studied yet."""
        mine = set(self.studied_by(owner))
        return tuple(p for p in self.sky.planets_on(constellation) if p not in mine)


@dataclass(frozen=True, slots=True)
class Study:
    """A planet studied: who, which, and where the three pawns stood."""

    owner: str
    planet: Planet
    constellation: Constellation


def _arrive(pos: Position, owner: str, c: Constellation, study: Planet | None,
            ) -> tuple[Position, Study | None]:
    """A pawn of the current player has just arrived on ``c``: three or more means a study."""
    mine = pos.board.count(c, owner)
    if mine < PAWNS_TO_STUDY:
        if study is not None:
            raise IllegalPlacement(f"studying needs {PAWNS_TO_STUDY} of your pawns on {c}; you would have {mine}")
        return pos, None
    options = pos.studyable(owner, c)
    if not options:
        raise IllegalPlacement(f"a third pawn goes on {c} only to study a planet there, and {owner} has no"
                               " unstudied planet on it")
    if study is None:
        if len(options) > 1:
            raise IllegalPlacement(f"choose which planet to study on {c}: {', '.join(p.value for p in options)}")
        study = options[0]
    if study not in options:
        raise IllegalPlacement(f"{study.value} cannot be studied on {c} (choices: "
                               f"{', '.join(p.value for p in options)})")
    studied = dict(pos.studied)
    studied[owner] = planet_set([*pos.studied_by(owner), study])
    # one pawn goes on the sheet, the others back to the supply
    return Position(pos.sky, pos.board.cleared(c, [owner]), studied), Study(owner, study, c)


@dataclass(frozen=True, slots=True)
class Placement:
    """One pawn of a watch: its constellation, the cards paying for it, where it comes from when
    the supply is empty (``take_from``), and the planet to study if it makes three."""

    constellation: Constellation
    cards: tuple[Card, ...]
    take_from: Constellation | None = None
    study: Planet | None = None

    @classmethod
    def of(cls, constellation: Any, paid: Any, take_from: Any = None, study: Any = None) -> Placement:
        from rules.tolomeo import cards as read_cards

        return cls(Constellation.parse(constellation), read_cards(paid),
                   None if take_from is None else Constellation.parse(take_from),
                   None if study is None else Planet.parse(study))


@dataclass(frozen=True, slots=True)
class WatchResult:
    """After a watch: the new position, how each pawn was paid, the configuration used, the studies."""

    position: Position
    payments: tuple[Payment, ...]
    configuration: str | None
    studies: tuple[Study, ...]


def configuration(sky: Sky, first: Constellation, second: Constellation) -> str:
    """The configuration that lets one action place pawns on ``first`` and ``second`` (ruling C1).

    >>> from rules.tolomeo import Sky
    >>> sky = Sky.of({"moon": "leo", "sun": "leo", "mercury": "aries", "venus": "libra",
    ...               "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}, "taurus")
    >>> configuration(sky, Constellation.LEO, Constellation.LEO), configuration(
    ...     sky, Constellation.ARIES, Constellation.LIBRA)
    ('conjunction', 'opposition')
    """
    if first is second:
        if len(sky.planets_on(first)) >= 2:
            return "conjunction"
        raise IllegalAction(f"two pawns on {first} need a conjunction there (two or more planets); it has"
                            f" {len(sky.planets_on(first))}")
    if opposite(first) is second:
        if sky.has_planet(first) and sky.has_planet(second):
            return "opposition"
        raise IllegalAction(f"watching {first} and {second} together needs a planet on each (the comet"
                            " does not count)")
    raise IllegalAction(f"{first} and {second} are not opposed; one action watches two constellations only"
                        " in a configuration")


def watch(pos: Position, owner: str, placements: Sequence[Placement],
          colours: Colours | None = None) -> WatchResult:
    """The watch action: one pawn, or two in a configuration, each paid on its own.

    A constellation can be watched only with a planet on it, unless the Tolomeo card pays. With
    the supply empty, a pawn comes from another constellation (``take_from``, ruling W3). A pawn
    that makes three of yours on a constellation studies a planet there at once.
    """
    if not 1 <= len(placements) <= 2:
        raise IllegalAction(f"a watch places one pawn, or two in a configuration, not {len(placements)}")
    config = None
    if len(placements) == 2:
        config = configuration(pos.sky, placements[0].constellation, placements[1].constellation)
    paid, studies = [], []
    for p in placements:
        how = payment(p.constellation, p.cards, colours, configuration=config is not None)
        if how is not Payment.TOLOMEO and not pos.sky.has_planet(p.constellation):
            raise IllegalPlacement(f"{p.constellation} has no planet to watch (the comet does not count);"
                                   " only the Tolomeo card watches it")
        board = pos.board
        if pos.supply(owner) > 0:
            if p.take_from is not None:
                raise IllegalPlacement("a pawn comes from the board only when your supply is empty")
        else:
            if p.take_from is None:
                raise IllegalPlacement(f"{owner} has no pawn in supply: name the constellation to take one"
                                       " of your pawns from")
            if p.take_from is p.constellation:
                raise IllegalPlacement("the reused pawn must come from another constellation")
            board = board.remove(p.take_from, owner)
        pos = Position(pos.sky, board.add(p.constellation, owner), pos.studied)
        pos, study = _arrive(pos, owner, p.constellation, p.study)
        paid.append(how)
        if study:
            studies.append(study)
    return WatchResult(pos, tuple(paid), config, tuple(studies))


def move_pawn(pos: Position, owner: str, source: Constellation | str, dest: Constellation | str,
              study: Planet | str | None = None) -> tuple[Position, Study | None]:
    """Move one of your own pawns; arriving as the third one studies a planet there (ruling S1)."""
    src, dst = Constellation.parse(source), Constellation.parse(dest)
    if src is dst:
        raise IllegalAction("a move must change constellation")
    board = pos.board.remove(src, owner).add(dst, owner)
    return _arrive(Position(pos.sky, board, pos.studied), owner, dst,
                   None if study is None else Planet.parse(study))


def comet_card_ok(sky: Sky, card: Card) -> bool:
    """Can ``card`` pay for using the comet? Its constellation's card, or the Tolomeo card."""
    return card.is_tolomeo or card.constellation is sky.comet


def comet_move(pos: Position, owner: str, card: Card, source: Constellation | str, steps: int,
               study: Planet | str | None = None) -> tuple[Position, Study | None]:
    """The comet's first effect: discard ``card`` and move a pawn two constellations either way."""
    if not comet_card_ok(pos.sky, card):
        raise IllegalPayment(f"the comet is on {pos.sky.comet}: pay with that card or the Tolomeo card,"
                             f" not {card}")
    if steps not in (COMET_PAWN_MOVE, -COMET_PAWN_MOVE) or isinstance(steps, bool):
        raise IllegalAction(f"the comet moves a pawn exactly {COMET_PAWN_MOVE} constellations,"
                            f" clockwise (+{COMET_PAWN_MOVE}) or counterclockwise (-{COMET_PAWN_MOVE})")
    src = Constellation.parse(source)
    return move_pawn(pos, owner, src, src.step(steps), study)


# --------------------------------------------------------------------------------------------
# Bonus actions that move pawns


def _rivals(pos: Position, owner: str, c: Constellation) -> dict[str, int]:
    return {o: n for o, n in pos.board.at(c).items() if o != owner}


def mars_a(pos: Position, owner: str, constellation: Constellation | str) -> tuple[Position, dict[str, int]]:
    """Mars, Side A: every rival pawn on one constellation goes back to its owner (ruling M2)."""
    c = Constellation.parse(constellation)
    sent = _rivals(pos, owner, c)
    return Position(pos.sky, pos.board.cleared(c, sent), pos.studied), sent


def mars_b(pos: Position, owner: str, constellation: Constellation | str) -> tuple[Position, dict[str, int]]:
    """Mars, Side B: every rival pawn on one constellation moves to the opposite one.

    Nobody studies because of it, even where a rival now has three pawns (ruling S1).
    """
    c = Constellation.parse(constellation)
    moved = _rivals(pos, owner, c)
    board = pos.board.cleared(c, moved)
    for rival, n in moved.items():
        board = board.add(opposite(c), rival, n)
    return Position(pos.sky, board, pos.studied), moved


def moon_a(pos: Position, owner: str, constellation: Constellation | str, rival: str,
           study: Planet | str | None = None) -> tuple[Position, Study | None]:
    """Moon, Side A: a pawn from your supply takes the place of a rival's pawn, which goes home."""
    c = Constellation.parse(constellation)
    if rival == owner:
        raise IllegalAction("the Moon replaces a rival's pawn, not your own")
    if pos.supply(owner) < 1:
        raise IllegalAction(f"{owner} has no pawn in supply to put in its place")
    board = pos.board.remove(c, rival).add(c, owner)
    return _arrive(Position(pos.sky, board, pos.studied), owner, c, None if study is None else Planet.parse(study))


# --------------------------------------------------------------------------------------------
# Bonus point cards and the end


def claim_bonus_card(available: Sequence[BonusCard], studied: Iterable[Planet],
                     index: int) -> tuple[BonusCard, tuple[BonusCard, ...]]:
    """At the end of your own turn, take one bonus point card whose planets you have all studied."""
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(available):
        raise IllegalAction(f"there is no bonus point card {index!r} (0 to {len(available) - 1})")
    card = available[index]
    have = set(studied)
    if not card.claimable(have):
        lacking = [p.value for p in card.planets if p not in have]
        raise IllegalAction(f"this card needs {', '.join(lacking)} studied first")
    return card, tuple(available[:index]) + tuple(available[index + 1:])


def game_over(studied: Mapping[str, Iterable[Planet]]) -> bool:
    """After a game turn: has anyone studied all seven planets? (The round-end condition is in
    :func:`end_of_round`.)"""
    return any(len(set(ps)) == len(PLANETS) for ps in studied.values())
