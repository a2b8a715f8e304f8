"""Tolomeo in play: the round clock, the card row, watching, studying, the comet, the bonus actions.

Every function is a pure transition: it takes a state and the player's choices and returns a new
state, or raises a :class:`~playaid.rules.errors.RulesError` saying what is not allowed.
Shuffling the discard pile needs a ``random.Random`` passed in; nothing here draws by itself.

>>> from playaid.rules.tolomeo.data import Board, Sky, cards
>>> from playaid.rules.tolomeo.play import Placement, Position, watch
>>> sky = Sky.setup({"moon": "aries", "mercury": "aries", "venus": "libra", "sun": "leo",
...                  "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"})
>>> watch(Position(sky, Board.of({"aries": {"red": 2}})), "red",
...       [Placement.of("aries", "aries", study="moon")]).studies
(Study(owner='red', planet=Planet.MOON, constellation=Constellation.ARIES),)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from playaid.rules.errors import IllegalAction, IllegalPayment, IllegalPlacement, InvalidNotation, RulesError
from playaid.rules.shared import short
from playaid.rules.text import Listed, Said
from playaid.rules.tolomeo.data import (
    BONUS_ACTIONS,
    COMET_PAWN_MOVE,
    DIE_START,
    FACE_UP_CARDS,
    FLUSH_AT,
    HAND_LIMIT,
    JUPITER_A_CARDS,
    JUPITER_B_CARDS,
    MAX_PLAYERS,
    MERCURY_A_PAWNS,
    MIN_PLAYERS,
    MOON_B_DISCARDS,
    PAWNS_PER_PLAYER,
    PAWNS_TO_STUDY,
    PAYMENT_CARDS,
    PLANETS,
    STARTING_HAND,
    TURNS_PER_ROUND,
    WATCH_PAWNS,
    Board,
    BonusAction,
    BonusCard,
    Card,
    Colours,
    Configuration,
    Constellation,
    Payment,
    Planet,
    Side,
    Sky,
    cards,
    extra_turns,
    opposite,
    planet_set,
)
from playaid.rules.tolomeo.events import EclipsisResult, EventTrack, eclipse, event_cards

TYPE_CHECKING = False
if TYPE_CHECKING:
    import random
    from typing import Any

__all__ = [
    "LAST_ACTION", "CardRow", "Clock", "Placement", "Position", "RoundEnd", "Study", "Turn", "WatchResult",
    "claim_bonus_card", "comet_card_ok", "comet_move", "configuration", "deal_setup", "discard_to_limit",
    "end_of_round", "game_over", "jupiter_a", "jupiter_b", "mars_a", "mars_b", "mercury_a", "moon_a", "moon_b",
    "move_pawn", "pay_from_hand", "payment", "saturn", "watch",
]

# --------------------------------------------------------------------------------------------
# Time: the d4 and the round's end


@dataclass(frozen=True, slots=True)
class Clock:
    """The round number and the face of the d4, which counts the round's game turns down (†D10).

    In a game turn every player acts once, in turn order. The die shows 4 during the first game
    turn of a round and 1 during the last (line 63); extra turns do not move it (†D11).

    >>> c = Clock()
    >>> [c.die, c.next_game_turn().die, c.next_game_turn().next_game_turn().next_game_turn().die]
    [4, 3, 1]
    """

    round: int = 1
    die: int = None  # type: ignore[assignment]  # None: the face a round starts on

    def __post_init__(self) -> None:
        if self.die is None:
            object.__setattr__(self, "die", DIE_START)
        low = DIE_START - TURNS_PER_ROUND + 1
        if isinstance(self.die, bool) or self.die not in range(low, DIE_START + 1):
            raise InvalidNotation("tolomeo.die_range", low=low, high=DIE_START, value=short(self.die))
        if isinstance(self.round, bool) or not isinstance(self.round, int) or self.round < 1:
            raise InvalidNotation("tolomeo.round_number", value=short(self.round))

    @property
    def game_turn(self) -> int:
        """1 for the round's first game turn."""
        return DIE_START - self.die + 1

    @property
    def last_game_turn(self) -> bool:
        return self.game_turn == TURNS_PER_ROUND

    def next_game_turn(self) -> Clock:
        """Lower the die before the first player starts the next game turn of this round."""
        if self.last_game_turn:
            raise IllegalAction("tolomeo.round_last_turn", die=self.die)
        return replace(self, die=self.die - 1)

    def new_round(self) -> Clock:
        if not self.last_game_turn:
            raise IllegalAction("tolomeo.round_not_over", turns=TURNS_PER_ROUND, die=self.die)
        return Clock(self.round + 1)


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
    the next card is turned up. An Eclipsis strikes at once on the moved sky (†X2), is discarded,
    and the card under it is turned up. With no card to move the planets, the game is over (†E8).

    ``event_planets`` gives, for each event card by place, the planets it shows (from your cards,
    †V4); a full deck is checked against Mars's total.
    """
    if track.current is None:
        return RoundEnd(sky, board, track, clock, (), None, True)
    contents = event_cards(event_planets)
    if track.current not in contents:
        raise RulesError("tolomeo.event_planets_unknown", card=track.current)
    moving = contents[track.current]
    sky = sky.moved(moving)
    track, struck = track.advance()
    eclipsed = eclipse(sky, board) if struck else None
    return RoundEnd(sky, board if eclipsed is None else eclipsed.board, track, clock.new_round(), moving,
                    eclipsed, False)


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
                    raise RulesError("tolomeo.reshuffle")
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
        raise RulesError("tolomeo.row_flushes")

    def draw_top(self, rng: random.Random | None = None) -> tuple[CardRow, Card]:
        """Draw the top card of the deck, face down."""
        row, dealt = self._deal(1, rng)
        if not dealt:
            raise IllegalAction("tolomeo.no_card_left")
        return row, dealt[0]

    def take(self, index: int, colours: Colours, rng: random.Random | None = None) -> tuple[CardRow, Card]:
        """Take face-up card ``index`` (0-5), refill the gap from the deck, and replace the whole row
        while it shows four cards of one colour (†F3)."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.face_up):
            raise IllegalAction("tolomeo.no_face_up", index=short(index), last=len(self.face_up) - 1)
        card = self.face_up[index]
        row, dealt = self._deal(1, rng)
        face_up = self.face_up[:index] + dealt + self.face_up[index + 1:]
        return CardRow(face_up, row.deck, row.discard)._settle(colours, rng), card

    def refresh(self, colours: Colours, rng: random.Random | None = None) -> CardRow:
        """Discard the face-up cards and lay out six new ones (the comet's second effect)."""
        row, dealt = CardRow((), self.deck, self.discard + self.face_up)._deal(FACE_UP_CARDS, rng)
        return CardRow(dealt, row.deck, row.discard)._settle(colours, rng)


def deal_setup(deck: Sequence[Card | str], players: int, colours: Colours,
               rng: random.Random | None = None) -> tuple[tuple[tuple[Card, ...], ...], CardRow]:
    """Setup (line 49): each player gets five cards from the top of the shuffled deck, then six are
    laid face up, replaced while four of them share a colour (†F3). The deck is yours (†K5).

    >>> from playaid.rules.tolomeo.data import Colours, cards
    >>> deck = cards("leo virgo aries " * 7)
    >>> hands, row = deal_setup(deck, 2, Colours.of({"leo": "yellow", "virgo": "green"}))
    >>> [len(h) for h in hands], len(row.face_up), len(row.deck)
    ([5, 5], 6, 5)
    """
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidNotation("tolomeo.players_range", fewest=MIN_PLAYERS, most=MAX_PLAYERS, value=short(players))
    row = CardRow((), tuple(Card.parse(c) for c in deck))
    hands = []
    for _ in range(players):
        row, hand = row._deal(STARTING_HAND, rng)
        if len(hand) < STARTING_HAND:
            raise RulesError("tolomeo.deal_ran_out", hand=STARTING_HAND)
        hands.append(hand)
    row, face_up = row._deal(FACE_UP_CARDS, rng)
    return tuple(hands), CardRow(face_up, row.deck, row.discard)._settle(colours, rng)


def pay_from_hand(hand: Sequence[Card], paid: Iterable[Card]) -> tuple[Card, ...]:
    """The hand after discarding ``paid``, each card of which must be in it.

    >>> from playaid.rules.tolomeo.data import cards
    >>> pay_from_hand(cards("leo leo aries"), cards("leo"))
    (Card('leo'), Card('aries'))
    """
    left = list(hand)
    for card in paid:
        if card not in left:
            raise IllegalPayment("tolomeo.card_not_held", card=card)
        left.remove(card)
    return tuple(left)


def discard_to_limit(hand: Sequence[Card], discards: Sequence[Card] = ()) -> tuple[Card, ...]:
    """End of turn: a hand over 8 cards discards exactly its excess, chosen by its owner (†H5)."""
    excess = max(0, len(hand) - HAND_LIMIT)
    if len(discards) != excess:
        raise IllegalAction("tolomeo.discard_count", count=len(hand), excess=excess, given=len(discards), limit=HAND_LIMIT)
    return pay_from_hand(hand, discards)


# --------------------------------------------------------------------------------------------
# Pawns: paying, watching, configurations, studying


def payment(target: Constellation | str, paid: Sequence[Card | str],
            colours: Colours | None = None, *, configuration: bool = False) -> Payment:
    """Which allowed combination ``paid`` is for one pawn on ``target``; refuse any other.

    >>> payment("aries", cards("aries"))
    Payment.NAME
    >>> payment("aries", cards("leo sagittarius"), Colours.of({"leo": "red", "sagittarius": "red"}))
    Payment.COLOUR
    >>> payment("aries", cards("virgo virgo virgo"))    # any colour, as long as it is one
    Payment.SET
    """
    where = Constellation.parse(target)
    hand = tuple(Card.parse(c) for c in paid)
    colours = colours or Colours.of()
    if any(c.is_tolomeo for c in hand):
        if len(hand) != 1:
            raise IllegalPayment("tolomeo.tolomeo_alone")
        if configuration:
            raise IllegalPayment("tolomeo.tolomeo_configuration")
        return Payment.TOLOMEO
    picked = [c.constellation for c in hand if c.constellation is not None]
    if len(picked) == PAYMENT_CARDS[Payment.NAME]:
        if picked[0] is where:
            return Payment.NAME
        raise IllegalPayment("tolomeo.one_card_pays", where=where, card=picked[0])
    if len(picked) == PAYMENT_CARDS[Payment.COLOUR]:
        if where in picked:
            raise IllegalPayment("tolomeo.two_cards_own", where=where)
        target_colour = colours.colour(where)
        if all(colours.same(c, where) for c in picked):
            return Payment.COLOUR
        raise IllegalPayment("tolomeo.two_cards_colour", where=where, colour=target_colour, cards=Listed(Said(key="tolomeo.card_is_colour", card=c, colour=colours.colour(c)) for c in picked))
    if len(picked) == PAYMENT_CARDS[Payment.SET]:
        if all(colours.same(c, picked[0]) for c in picked[1:]):
            return Payment.SET
        raise IllegalPayment("tolomeo.three_cards_colour")
    counts = sorted({PAYMENT_CARDS[p] for p in (Payment.NAME, Payment.COLOUR, Payment.SET)})
    raise IllegalPayment("tolomeo.pawn_costs", counts=Listed(counts[:-1], commas=True), last=counts[-1], count=len(picked))




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
                raise InvalidNotation("tolomeo.pawns_over_set", owner=owner, board=self.board.on_board(owner), sheet=len(ps), pawns=PAWNS_PER_PLAYER)
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
            raise IllegalPlacement("tolomeo.study_pawns", pawns=PAWNS_TO_STUDY, constellation=c, mine=mine)
        return pos, None
    options = pos.studyable(owner, c)
    if not options:
        raise IllegalPlacement("tolomeo.third_pawn", constellation=c, owner=owner)
    if study is None:
        if len(options) > 1:
            raise IllegalPlacement("tolomeo.choose_planet", constellation=c, choices=Listed((p.word for p in options), commas=True))
        study = options[0]
    if study not in options:
        raise IllegalPlacement("tolomeo.not_studied_there", planet=study.word, constellation=c, choices=Listed((p.word for p in options), commas=True))
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
        return cls(Constellation.parse(constellation), cards(paid),
                   None if take_from is None else Constellation.parse(take_from),
                   None if study is None else Planet.parse(study))


@dataclass(frozen=True, slots=True)
class WatchResult:
    """After a watch: the new position, how each pawn was paid, the configuration used, the studies."""

    position: Position
    payments: tuple[Payment, ...]
    configuration: Configuration | None
    studies: tuple[Study, ...]


def configuration(sky: Sky, first: Constellation, second: Constellation) -> Configuration:
    """The configuration that lets one action place pawns on ``first`` and ``second`` (†C7).

    >>> from playaid.rules.tolomeo.data import Sky
    >>> sky = Sky.of({"moon": "leo", "sun": "leo", "mercury": "aries", "venus": "libra",
    ...               "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}, "taurus")
    >>> configuration(sky, Constellation.LEO, Constellation.LEO), configuration(
    ...     sky, Constellation.ARIES, Constellation.LIBRA)
    (Configuration.CONJUNCTION, Configuration.OPPOSITION)
    """
    if first is second:
        if len(sky.planets_on(first)) >= 2:
            return Configuration.CONJUNCTION
        raise IllegalAction("tolomeo.needs_conjunction", constellation=first, count=len(sky.planets_on(first)))
    if opposite(first) is second:
        if sky.has_planet(first) and sky.has_planet(second):
            return Configuration.OPPOSITION
        raise IllegalAction("tolomeo.opposition_planets", first=first, second=second)
    raise IllegalAction("tolomeo.not_opposed", first=first, second=second)


def watch(pos: Position, owner: str, placements: Sequence[Placement],
          colours: Colours | None = None) -> WatchResult:
    """The watch action: one pawn, or two in a configuration, each paid on its own.

    A constellation can be watched only with a planet on it, unless the Tolomeo card pays. With
    the supply empty, a pawn comes from another constellation (``take_from``, †W3). A pawn
    that makes three of yours on a constellation studies a planet there at once.
    """
    if not 1 <= len(placements) <= WATCH_PAWNS:
        raise IllegalAction("tolomeo.watch_pawns", pawns=WATCH_PAWNS, count=len(placements))
    config = None
    if len(placements) > 1:
        config = configuration(pos.sky, placements[0].constellation, placements[1].constellation)
    paid, studies = [], []
    for p in placements:
        how = payment(p.constellation, p.cards, colours, configuration=config is not None)
        if how is not Payment.TOLOMEO and not pos.sky.has_planet(p.constellation):
            raise IllegalPlacement("tolomeo.nothing_to_watch", constellation=p.constellation)
        board = pos.board
        if pos.supply(owner) > 0:
            if p.take_from is not None:
                raise IllegalPlacement("tolomeo.supply_first")
        else:
            if p.take_from is None:
                raise IllegalPlacement("tolomeo.supply_empty", owner=owner)
            if p.take_from is p.constellation:
                raise IllegalPlacement("tolomeo.reuse_elsewhere")
            board = board.remove(p.take_from, owner)
        pos = Position(pos.sky, board.add(p.constellation, owner), pos.studied)
        pos, study = _arrive(pos, owner, p.constellation, p.study)
        paid.append(how)
        if study:
            studies.append(study)
    return WatchResult(pos, tuple(paid), config, tuple(studies))


def move_pawn(pos: Position, owner: str, source: Constellation | str, dest: Constellation | str,
              study: Planet | str | None = None) -> tuple[Position, Study | None]:
    """Move one of your own pawns; arriving as the third one studies a planet there (†S1)."""
    src, dst = Constellation.parse(source), Constellation.parse(dest)
    if src is dst:
        raise IllegalAction("tolomeo.move_nowhere")
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
        raise IllegalPayment("tolomeo.comet_card", constellation=pos.sky.comet, card=card)
    if steps not in (COMET_PAWN_MOVE, -COMET_PAWN_MOVE) or isinstance(steps, bool):
        raise IllegalAction("tolomeo.comet_move", steps=COMET_PAWN_MOVE)
    src = Constellation.parse(source)
    return move_pawn(pos, owner, src, src.step(steps), study)


# --------------------------------------------------------------------------------------------
# Bonus actions that move pawns


def _rivals(pos: Position, owner: str, c: Constellation) -> dict[str, int]:
    return {o: n for o, n in pos.board.at(c).items() if o != owner}


def mars_a(pos: Position, owner: str, constellation: Constellation | str) -> tuple[Position, dict[str, int]]:
    """Mars, Side A: every rival pawn on one constellation goes back to its owner (†M16)."""
    c = Constellation.parse(constellation)
    sent = _rivals(pos, owner, c)
    return Position(pos.sky, pos.board.cleared(c, sent), pos.studied), sent


def mars_b(pos: Position, owner: str, constellation: Constellation | str) -> tuple[Position, dict[str, int]]:
    """Mars, Side B: every rival pawn on one constellation moves to the opposite one.

    Nobody studies because of it, even where a rival now has three pawns (†S1).
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
        raise IllegalAction("tolomeo.moon_own_pawn")
    if pos.supply(owner) < 1:
        raise IllegalAction("tolomeo.moon_no_supply", owner=owner)
    board = pos.board.remove(c, rival).add(c, owner)
    return _arrive(Position(pos.sky, board, pos.studied), owner, c, None if study is None else Planet.parse(study))


def mercury_a(pos: Position, owner: str, moves: Sequence[tuple[Any, Any]],
              study: Planet | str | None = None) -> tuple[Position, Study | None]:
    """Mercury, Side A: move two of your pawns, one from each of two constellations or both from
    one (†M14), each to any other constellation, planet or not (†M15). One of them at most may
    arrive as a third pawn, and it studies a planet there (line 158). With a single pawn on the
    board only that one moves; with none, nothing happens (†A14).

    >>> from playaid.rules.tolomeo.data import Sky, Board
    >>> sky = Sky.of({"moon": "leo", "mercury": "aries", "venus": "libra", "sun": "leo",
    ...               "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}, "taurus")
    >>> pos = Position(sky, Board.of({"aries": {"red": 2}, "leo": {"red": 2}}))
    >>> after, study = mercury_a(pos, "red", [("aries", "leo"), ("aries", "cancer")], study="sun")
    >>> after.board, study.planet
    (Board({'cancer': {'red': 1}}), Planet.SUN)
    """
    need = min(MERCURY_A_PAWNS, pos.board.on_board(owner))
    if len(moves) != need:
        raise IllegalAction("tolomeo.mercury_pawns", need=need, owner=owner, count=len(moves))
    wanted = None if study is None else Planet.parse(study)
    done: Study | None = None
    for raw in moves:
        if not isinstance(raw, (tuple, list)) or len(raw) != 2:
            raise InvalidNotation("tolomeo.mercury_move_shape", value=short(raw))
        src, dst = Constellation.parse(raw[0]), Constellation.parse(raw[1])
        if src is dst:
            raise IllegalAction("tolomeo.mercury_back", constellation=src)
        pos = Position(pos.sky, pos.board.remove(src, owner).add(dst, owner), pos.studied)
        if pos.board.count(dst, owner) >= PAWNS_TO_STUDY:
            if done is not None:
                raise IllegalPlacement("tolomeo.mercury_one_study", constellation=dst)
            pos, done = _arrive(pos, owner, dst, wanted)
    if wanted is not None and done is None:
        raise IllegalPlacement("tolomeo.mercury_not_third", owner=owner, planet=wanted.word)
    return pos, done


# --------------------------------------------------------------------------------------------
# Bonus actions that move cards


def _hands(hands: Mapping[str, Iterable[Card | str]]) -> dict[str, tuple[Card, ...]]:
    if not isinstance(hands, Mapping):
        raise InvalidNotation("tolomeo.hands_shape")
    return {owner: tuple(Card.parse(c) for c in cards) for owner, cards in hands.items()}


def _rivals_discard(hands: Mapping[str, Iterable[Card | str]], player: str,
                    chosen: Mapping[str, Iterable[Card | str]], count: int,
                    ) -> tuple[dict[str, tuple[Card, ...]], tuple[Card, ...]]:
    """Every rival discards ``count`` cards chosen by that rival (†J3), or all they hold (†A14)."""
    new = _hands(hands)
    if player not in new:
        raise InvalidNotation("tolomeo.not_holding", player=player)
    discarded: list[Card] = []
    for rival, hand in new.items():
        if rival == player:
            continue
        need = min(count, len(hand))
        picked = tuple(Card.parse(c) for c in chosen.get(rival, ()))
        if len(picked) != need:
            raise IllegalAction("tolomeo.rival_discards", rival=rival, need=need, count=len(picked))
        try:
            new[rival] = pay_from_hand(hand, picked)
        except IllegalPayment as exc:
            raise exc.at(rival) from None
        discarded += picked
    extra = sorted(set(chosen) - set(new) | ({player} & set(chosen)))
    if extra:
        raise IllegalAction("tolomeo.only_rivals", player=extra[0])
    return new, tuple(discarded)


def moon_b(hands: Mapping[str, Iterable[Card | str]], player: str, chosen: Mapping[str, Iterable[Card | str]],
           ) -> tuple[dict[str, tuple[Card, ...]], tuple[Card, ...]]:
    """The Moon, Side B: every rival discards one card, chosen by each rival (†J3). Returns the
    hands and the cards for the discard pile.

    >>> hands, pile = moon_b({"red": ["leo"], "blue": ["aries", "virgo"], "green": []}, "red",
    ...                      {"blue": ["virgo"]})
    >>> hands["blue"], hands["green"], pile
    ((Card('aries'),), (), (Card('virgo'),))
    """
    return _rivals_discard(hands, player, chosen, MOON_B_DISCARDS)


def jupiter_a(hands: Mapping[str, Iterable[Card | str]], player: str, chosen: Mapping[str, Iterable[Card | str]],
              taken: Iterable[Card | str]) -> tuple[dict[str, tuple[Card, ...]], tuple[Card, ...]]:
    """Jupiter, Side A: every rival discards two cards of their own choice (†J3); you take two of
    all those into your hand (line 162), and the rest go to the discard pile (returned).

    >>> hands, pile = jupiter_a({"red": [], "blue": ["leo", "virgo", "aries"]}, "red",
    ...                         {"blue": ["leo", "virgo"]}, ["virgo", "leo"])
    >>> hands["red"], hands["blue"], pile
    ((Card('virgo'), Card('leo')), (Card('aries'),), ())
    """
    new, discarded = _rivals_discard(hands, player, chosen, JUPITER_A_CARDS)
    take = tuple(Card.parse(c) for c in taken)
    need = min(JUPITER_A_CARDS, len(discarded))
    if len(take) != need:
        raise IllegalAction("tolomeo.take_count", need=need, count=len(take))
    try:
        rest = pay_from_hand(discarded, take)
    except IllegalPayment:
        raise IllegalAction("tolomeo.take_from_discards", cards=Listed(discarded, commas=True)) from None
    new[player] = new[player] + take
    return new, rest


def jupiter_b(hands: Mapping[str, Iterable[Card | str]], player: str,
              rng: random.Random) -> tuple[dict[str, tuple[Card, ...]], dict[str, Card]]:
    """Jupiter, Side B: draw one card blind (†J4) from each rival's hand: ``rng`` picks it, as an
    unseen hand would. A rival with no card gives none (†A14).

    >>> import random
    >>> hands, drawn = jupiter_b({"red": [], "blue": ["leo"], "green": []}, "red", random.Random(1))
    >>> hands["red"], drawn
    ((Card('leo'),), {'blue': Card('leo')})
    """
    new = _hands(hands)
    if player not in new:
        raise InvalidNotation("tolomeo.not_holding", player=player)
    drawn: dict[str, Card] = {}
    for rival, hand in list(new.items()):
        if rival == player or not hand:
            continue
        for _ in range(JUPITER_B_CARDS):
            if new[rival]:
                at = rng.randrange(len(new[rival]))
                card = new[rival][at]
                new[rival] = new[rival][:at] + new[rival][at + 1:]
                drawn[rival] = card
                new[player] = new[player] + (card,)
    return new, drawn


#: Saturn's other choice on Side A: repeat this turn's action (†A2).
LAST_ACTION = "last action"


def saturn(side: Side | str, studied: Iterable[Planet | str], choice: Planet | str) -> BonusAction | None:
    """Saturn (†A2): the bonus action of another planet you studied earlier, to carry out once more;
    or, on Side A only, ``"last action"``: repeat this turn's action in full (None is returned).
    The unnamed Side B entry (†B6) only reuses a planet's action. Saturn never repeats itself.

    >>> saturn("A", ["sun", "saturn"], "sun").extra_turns        # the Sun's extra turns again (†D11)
    2
    >>> saturn("B", ["moon", "saturn"], "saturn")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalAction: Saturn never repeats itself (†A2): choose another planet you have studied (moon)
    """
    side = Side.parse(side)
    have = planet_set(list(studied))
    others = [p for p in have if p is not Planet.SATURN]
    listed = Listed((p.word for p in others), commas=True) if others else Said(key="tolomeo.none_yet")
    if isinstance(choice, str) and choice.strip().lower() == LAST_ACTION:
        if side is Side.B:
            raise IllegalAction("tolomeo.saturn_b", studied=listed)
        return None
    planet = Planet.parse(choice)
    if planet is Planet.SATURN:
        raise IllegalAction("tolomeo.saturn_again", studied=listed)
    if planet not in have:
        raise IllegalAction("tolomeo.saturn_unstudied", planet=planet.word, studied=listed)
    return BONUS_ACTIONS[side][planet]


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of one player, from its single action to its end (†D11).

    At the end of a turn the hand goes down to the limit (†H5) and one bonus point card may be
    taken. The Sun (or Saturn using the Sun again) owes extra turns: each one is a whole turn of
    the same player, taken before anyone else plays, with its own end. None of them moves the d4:
    only a new game turn does (:class:`Clock`).

    >>> t = Turn("red").act().gain("A", "sun")
    >>> hand, after = t.end(())
    >>> after
    Turn(player='red', owed=1, extra=True, acted=False, claimed=False)
    >>> last = after.act().end(())[1]            # the second extra turn
    >>> last.owed, last.act().end(())[1] is None
    (0, True)
    """

    player: str
    owed: int = 0
    extra: bool = False
    acted: bool = False
    claimed: bool = False

    def act(self) -> Turn:
        """The turn's one action (draw, comet or watch) is taken."""
        if self.acted:
            raise IllegalAction("tolomeo.action_taken")
        return replace(self, acted=True)

    def gain(self, side: Side | str, planet: Planet | str) -> Turn:
        """A bonus action was carried out: the Sun owes its extra turns (†D11)."""
        return replace(self, owed=self.owed + extra_turns(side, planet))

    def claim(self, available: Sequence[BonusCard], studied: Iterable[Planet],
              index: int) -> tuple[BonusCard, tuple[BonusCard, ...], Turn]:
        """At this turn's end, take one bonus point card: one per turn, extra turns included (†D11)."""
        if not self.acted:
            raise IllegalAction("tolomeo.card_after_action")
        if self.claimed:
            raise IllegalAction("tolomeo.one_card_a_turn")
        card, rest = claim_bonus_card(available, studied, index)
        return card, rest, replace(self, claimed=True)

    def end(self, hand: Sequence[Card], discards: Sequence[Card] = ()) -> tuple[tuple[Card, ...], Turn | None]:
        """End the turn: discard down to the hand limit, then the next extra turn owed, if any."""
        if not self.acted:
            raise IllegalAction("tolomeo.action_first")
        kept = discard_to_limit(hand, discards)
        if self.owed:
            return kept, Turn(self.player, self.owed - 1, extra=True)
        return kept, None


# --------------------------------------------------------------------------------------------
# Bonus point cards and the end


def claim_bonus_card(available: Sequence[BonusCard], studied: Iterable[Planet],
                     index: int) -> tuple[BonusCard, tuple[BonusCard, ...]]:
    """At the end of your own turn, take one bonus point card whose planets you have all studied."""
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(available):
        raise IllegalAction("tolomeo.no_bonus_card", index=short(index), last=len(available) - 1)
    card = available[index]
    have = set(studied)
    if not card.claimable(have):
        lacking = [p.word for p in card.planets if p not in have]
        raise IllegalAction("tolomeo.card_needs_studied", planets=Listed(lacking, commas=True))
    return card, tuple(available[:index]) + tuple(available[index + 1:])


def game_over(studied: Mapping[str, Iterable[Planet]]) -> bool:
    """After a game turn: has anyone studied all seven planets? (The round-end condition is in
    :func:`end_of_round`.)"""
    return any(len(set(ps)) == len(PLANETS) for ps in studied.values())
