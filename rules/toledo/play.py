"""Toledo in play: the board, the four actions, moves and landings, duels inside a turn, trades.

Everything is immutable: an action returns a new :class:`Board`, and a move turn is a chain of
:class:`Turn` values, each step returning the next, so undoing a step is keeping the previous
value. Cards are movement values (1 to 6); whatever is drawn from the deck is an input.

A small board for the examples: a bottom row with a tavern, a middle row with the artist.

>>> from playaid.rules.toledo import Track, Board, SpaceKind, place_tile
>>> track = Track.parse("...T1.. / ..A1.. / ...")
>>> board = Board.setup(track, ["red", "blue"], [(1, 2, 2, 3, 6), (1, 1, 4, 5, 6)])
>>> board = place_tile(board, "blue", 2, SpaceKind.GEM, 1)
>>> turn = Turn.begin(board, "red").move(0, 2)        # a 2 takes a piece to blue's gem merchant
>>> turn.landing(2)
Landing.FREE
>>> turn = turn.take_circle(2).trade(2, pay=2)        # bottom row: any card of 1 or more pays
>>> turn.board.player("red").gems, turn.board.player("blue").hand
(1, (1, 1, 2, 4, 5, 6))
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

TYPE_CHECKING = False
if TYPE_CHECKING:
    import random
    from collections.abc import Iterator
    from typing import Any

from playaid.rules.errors import IllegalAction, IllegalPlacement, InvalidNotation, RulesError
from playaid.rules.game import Choice
from playaid.rules.shared import short as _short
from playaid.rules.text import NC_, Listed, Said
from playaid.rules.toledo.data import (
    BUSINESS_TILES_PER_PLAYER, BUSINESSES, CARDS_PER_DRAW_ACTION, FENCING_TILES, GEMS, MAX_PAINTING,
    MAX_PLAYERS, MAX_SKILL_TILES, MIN_PAINTING, MIN_PLAYERS, MOVE_SKILL, MOVE_SKILL_TILES, MOVEMENT_CARDS,
    PAINTINGS, PIECES_PER_PLAYER, PIECES_TO_END, STARTING_HAND, STEEL_COUNTERS, SWORD_TILES, TAVERN_CARDS,
    TILE_CIRCLES, Fixture, Side, SpaceKind, Sword, Track, _whole, card_value, check_payment, named, trade_price,
)
from playaid.rules.toledo.duel import Duel, DuelCard, Palette, fencing_colour, resolve_duel
from playaid.rules.toledo.score import Holdings

__all__ = [
    "TILE_SET", "BusinessTile", "Player", "Board", "can_stop", "challengeable", "draw",
    "take_cards", "place_tile", "return_piece", "game_end_trigger", "final_turns", "Landing", "Turn",
]

#: Every player's eight business tiles: each kind once with one circle and once with two.
TILE_SET: tuple[tuple[SpaceKind, int], ...] = tuple((k, c) for k in BUSINESSES for c in TILE_CIRCLES)


@dataclass(frozen=True, slots=True)
class BusinessTile:
    """A business tile on the board: whose it is, what it sells, and its circles (1 or 2)."""

    owner: str
    kind: SpaceKind
    circles: int

    def __post_init__(self) -> None:
        if not isinstance(self.kind, SpaceKind) or not self.kind.is_business:
            raise IllegalPlacement("toledo.tile_kind", kinds=", ".join(k.value for k in BUSINESSES), value=_short(self.kind))
        if self.circles not in TILE_CIRCLES or isinstance(self.circles, bool):
            raise IllegalPlacement("toledo.tile_circles", circles=Listed(TILE_CIRCLES, alternatives=True), value=_short(self.circles))


def _hand(cards: Any, who: str) -> tuple[int, ...]:
    if isinstance(cards, (str, bytes)) or not isinstance(cards, (tuple, list)):
        raise InvalidNotation("toledo.hand_shape", value=_short(cards)).at(who)
    if len(cards) > MOVEMENT_CARDS:
        raise InvalidNotation("toledo.hand_size", count=len(cards), most=MOVEMENT_CARDS).at(who)
    return tuple(sorted(card_value(c, named("player_card", name=who)) for c in cards))


@dataclass(frozen=True, slots=True)
class Player:
    """One player: pieces off the track, cards in hand, and everything in front of them.

    ``presented`` has one entry per piece in the Alcazar: the sword under it, or ``None``.
    ``tiles`` are the business tiles not yet placed, as (kind, circles).
    """

    name: str
    hand: tuple[int, ...] = ()
    cathedral: int = PIECES_PER_PLAYER
    presented: tuple[Sword | None, ...] = ()
    steel: int = 0
    gems: int = 0
    swords: tuple[Sword, ...] = ()
    fencing: frozenset[str] = frozenset()
    move_skill: bool = False
    paintings: tuple[int, ...] = ()
    tiles: tuple[tuple[SpaceKind, int], ...] = TILE_SET

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise InvalidNotation("toledo.player_name", value=_short(self.name))
        if _hand(self.hand, self.name) != self.hand:
            raise InvalidNotation("toledo.hand_sorted").at(self.name)
        _whole(self.cathedral, named("player_cathedral", name=self.name), 0, PIECES_PER_PLAYER)
        _whole(self.steel, named("player_steel", name=self.name), 0, STEEL_COUNTERS)
        _whole(self.gems, named("player_gems", name=self.name), 0, GEMS)
        if any(s is not None and not isinstance(s, Sword) for s in self.presented):
            raise InvalidNotation("toledo.presented_args").at(self.name)
        if not all(isinstance(s, Sword) for s in self.swords):
            raise InvalidNotation("toledo.swords_args").at(self.name)
        for c in self.fencing:
            fencing_colour(c)
        if len(self.fencing) + self.move_skill > MAX_SKILL_TILES:
            raise IllegalAction("toledo.skill_tiles_over", most=MAX_SKILL_TILES).at(self.name)
        for v in self.paintings:
            _whole(v, named("player_painting", name=self.name), MIN_PAINTING, MAX_PAINTING)
        if len(set(self.tiles)) != len(self.tiles) or not set(self.tiles) <= set(TILE_SET):
            raise InvalidNotation("toledo.tiles_args").at(self.name)

    @property
    def skills(self) -> int:
        """Skill tiles held (fencing colours and the move skill)."""
        return len(self.fencing) + self.move_skill

    @property
    def in_alcazar(self) -> int:
        return len(self.presented)

    def holdings(self) -> Holdings:
        """What this player would score with if the game ended now."""
        return Holdings(
            swords_presented=tuple(s.value for s in self.presented if s is not None),
            swords_kept=tuple(s.value for s in self.swords),
            paintings=self.paintings, gems=self.gems, move_skill=self.move_skill,
            movement_cards=self.hand,
        )

    def without_card(self, value: int, why: Any) -> Player:
        if value not in self.hand:
            held = Listed(self.hand, commas=True) if self.hand else Said(key="toledo.no_cards")
            raise IllegalAction("toledo.card_not_in_hand", name=self.name, value=value, why=why, held=held)
        hand = list(self.hand)
        hand.remove(value)
        return dataclasses.replace(self, hand=tuple(hand))

    def with_cards(self, values: Sequence[int]) -> Player:
        return dataclasses.replace(self, hand=tuple(sorted(self.hand + tuple(values))))


@dataclass(frozen=True, slots=True)
class Board:
    """The whole table between turns (or during one): track, tiles, pieces and players.

    ``circles`` holds, for each track space, the names of the pieces sitting on its circles.
    ``loose`` lists pieces of the player to move that stand on a space without a circle; it is
    empty whenever no turn is under way.
    """

    track: Track
    players: tuple[Player, ...]
    tiles: tuple[BusinessTile | None, ...]
    circles: tuple[tuple[str, ...], ...]
    loose: tuple[tuple[str, int], ...] = ()
    palette: Palette | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.track, Track):
            raise InvalidNotation("toledo.board_args")
        n = len(self.track)
        if len(self.tiles) != n or len(self.circles) != n:
            raise InvalidNotation("toledo.board_spaces", count=n)
        names = [p.name for p in self.players]
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise RulesError("toledo.players_range", fewest=MIN_PLAYERS, most=MAX_PLAYERS, count=len(names))
        if len(set(names)) != len(names):
            raise InvalidNotation("toledo.names_distinct")
        on_track: Counter[str] = Counter()
        for pos in range(1, n + 1):
            space, tile, sitting = self.track.space(pos), self.tiles[pos - 1], self.circles[pos - 1]
            if tile is not None:
                if space.fixture is not Fixture.STREET:
                    raise IllegalPlacement("toledo.tile_on_fixture", place=self.track.place(pos))
                if tile.owner not in names:
                    raise InvalidNotation("toledo.tile_owner", position=pos, owner=repr(tile.owner))
            if len(sitting) > self.capacity(pos):
                raise IllegalPlacement("toledo.circles_over", place=self.track.place(pos), circles=self.capacity(pos), count=len(sitting))
            on_track.update(sitting)
        for who, pos in self.loose:
            self.track.check(pos)
            if who not in names or pos in (0, self.track.alcazar) or not self.can_stop(pos):
                raise IllegalPlacement("toledo.loose_piece", owner=repr(who), position=pos)
            on_track[who] += 1
        if len({who for who, _ in self.loose}) > 1:
            raise IllegalPlacement("toledo.loose_owner")
        for pos in sorted({pos for _, pos in self.loose}):
            # Each waiting piece holds a free circle; at most one more (just arrived) may stand there.
            standing = sum(1 for _, p in self.loose if p == pos)
            if standing > self.capacity(pos) - len(self.circles[pos - 1]) + 1:
                raise IllegalPlacement("toledo.loose_over", count=standing, place=self.track.place(pos))
        for p in self.players:
            total = p.cathedral + on_track[p.name] + p.in_alcazar
            if total != PIECES_PER_PLAYER:
                raise InvalidNotation("toledo.pieces_count", name=p.name, count=total, pieces=PIECES_PER_PLAYER)
            placed = [(t.kind, t.circles) for t in self.tiles if t is not None and t.owner == p.name]
            if len(set(placed)) != len(placed) or set(placed) & set(p.tiles):
                raise IllegalPlacement("toledo.tiles_overlap", name=p.name)
            if len(placed) + len(p.tiles) != BUSINESS_TILES_PER_PLAYER:
                raise InvalidNotation("toledo.tiles_count", name=p.name, count=len(placed) + len(p.tiles), tiles=BUSINESS_TILES_PER_PLAYER)
        self._check_stock()

    def _check_stock(self) -> None:
        checks = (
            (named("steel_counters"), sum(p.steel for p in self.players), STEEL_COUNTERS),
            (named("gems"), sum(p.gems for p in self.players), GEMS),
            (named("sword_tiles"), sum(len(p.swords) + sum(s is not None for s in p.presented) for p in self.players),
             SWORD_TILES),
            (named("paintings"), sum(len(p.paintings) for p in self.players), PAINTINGS),
            (named("cards_in_hand"), sum(len(p.hand) for p in self.players), MOVEMENT_CARDS),
            (named("fencing_tiles"), sum(len(p.fencing) for p in self.players), FENCING_TILES),
            (named("move_skill_tiles"), sum(p.move_skill for p in self.players), MOVE_SKILL_TILES),
        )
        for what, held, limit in checks:
            if held > limit:
                raise RulesError("toledo.stock_over", count=held, what=what, most=limit)
        if self.palette is not None:
            for p in self.players:
                for c in sorted(p.fencing):
                    self.palette.check(c, Said(key="toledo.skill_tiles_of", name=p.name))

    @classmethod
    def setup(cls, track: Track, names: Sequence[str], hands: Sequence[Sequence[int]],
              palette: Palette | None = None) -> Board:
        """A new game: every piece in the Cathedral, every tile in hand, the dealt hands of five.

        >>> b = Board.setup(Track.parse("./T1/."), ["red", "blue"], [(1, 1, 2, 3, 4), (2, 2, 5, 6, 6)])
        >>> b.player("red").cathedral, len(b.player("blue").tiles)
        (5, 8)
        """
        if isinstance(names, str) or len(names) != len(hands):
            raise InvalidNotation("toledo.hands_args")
        dealt = []
        for name, hand in zip(names, hands):
            cards = _hand(hand, str(name))
            if len(cards) != STARTING_HAND:
                raise InvalidNotation("toledo.dealt_hand", hand=STARTING_HAND, count=len(cards)).at(name)
            dealt.append(Player(name, cards))
        return cls(track, tuple(dealt), (None,) * len(track), ((),) * len(track), (), palette)

    # ---- looking at the board

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise IllegalAction("toledo.no_such_player", name=_short(name), players=", ".join(p.name for p in self.players))

    def replace_player(self, player: Player) -> Board:
        return self._update(players=(player,))

    def _update(self, *, players: Sequence[Player] = (), circles: dict[int, tuple[str, ...]] | None = None,
                loose: tuple[tuple[str, int], ...] | None = None,
                tiles: tuple[BusinessTile | None, ...] | None = None) -> Board:
        """Change several parts at once, so the board is checked only in its new, whole state."""
        new = {p.name: p for p in players}
        changed = circles or {}
        return dataclasses.replace(
            self,
            players=tuple(new.get(p.name, p) for p in self.players),
            circles=tuple(changed.get(i, c) for i, c in enumerate(self.circles, 1)),
            loose=self.loose if loose is None else loose,
            tiles=self.tiles if tiles is None else tiles,
        )

    def tile(self, position: int) -> BusinessTile | None:
        self.track.space(position)
        return self.tiles[position - 1]

    def kind(self, position: int) -> SpaceKind | None:
        """The kind of space at ``position``, or ``None`` for an empty street."""
        tile = self.tile(position)
        return tile.kind if tile is not None else self.track.space(position).kind

    def capacity(self, position: int) -> int:
        """Circles on a space: its tile's, or those printed on a tavern or the artist."""
        tile = self.tiles[position - 1]
        return tile.circles if tile is not None else self.track.spaces[position - 1].circles

    def where(self, position: int) -> str:
        """Name a position in English, with the tile that stands there, if any (:meth:`place` in a
        refusal's language).

        >>> b = place_tile(Board.setup(Track.parse("./T1/."), ["red", "blue"], [(1,) * 5, (2,) * 5]),
        ...                "red", 1, SpaceKind.STEEL, 1)
        >>> b.where(1), b.where(2), b.where(4)
        ("red's steel merchant on space 1 (bottom row)", 'tavern 2 (middle row)', 'the Alcazar')
        """
        return str(self.place(position))

    def place(self, position: int) -> Said:
        """A position named in a refusal, with the tile that stands there, if any."""
        self.track.check(position)
        tile = self.tiles[position - 1] if 0 < position < self.track.alcazar else None
        if tile is None:
            return self.track.place(position)
        return Said(key="toledo.tile_at", owner=tile.owner, kind=tile.kind, position=position,
                    row=self.track.spaces[position - 1].row)

    def sitting(self, position: int) -> tuple[str, ...]:
        """Who sits on the circles of a space."""
        self.track.space(position)
        return self.circles[position - 1]

    def waiting(self, position: int, name: str) -> int:
        """How many of ``name``'s pieces stand on ``position`` without a circle (this turn only)."""
        return sum(1 for who, pos in self.loose if who == name and pos == position)

    def open_circles(self, position: int, name: str) -> int:
        """The circles of ``position`` still open to a piece of ``name`` that stands there.

        A piece of ``name`` already waiting there for its circle holds one (†M7), so a
        second piece arriving on a one-circle space finds it taken:

        >>> b = place_tile(Board.setup(Track.parse("./T1/."), ["red", "blue"], [(1, 1, 5, 5, 5), (2,) * 5]),
        ...                "red", 1, SpaceKind.STEEL, 1)
        >>> turn = Turn.begin(b, "red").move(0, 1)       # the first piece stands there, circle still free
        >>> turn.board.open_circles(1, "red")
        1
        >>> turn.move(0, 1)
        Traceback (most recent call last):
        ...
        playaid.rules.errors.IllegalAction: red's steel merchant on space 1 (bottom row) is full of red's own pieces (one of them waits there for its circle, †M7) and red has no 1 left to move on with, so the piece may not go there
        """
        others = max(self.waiting(position, name) - 1, 0)
        return self.capacity(position) - len(self.sitting(position)) - others

    def can_stop(self, position: int) -> bool:
        """A piece may end a move on a business, a tavern, the artist or the Alcazar entrance.

        >>> b = Board.setup(Track.parse(".T1/./."), ["red", "blue"], [(1,) * 5, (2,) * 5])
        >>> [b.can_stop(p) for p in range(6)]      # Cathedral, 4 spaces, Alcazar
        [False, False, True, False, False, True]
        """
        self.track.check(position)
        if position == 0:
            return False
        if position == self.track.alcazar:
            return True
        return self.kind(position) is not None


def can_stop(board: Board, position: int) -> bool:
    """Module-level form of :meth:`Board.can_stop`."""
    return board.can_stop(position)


def challengeable(board: Board, name: str, position: int) -> tuple[str, ...]:
    """The rivals ``name`` may challenge at ``position``: only where no circle is free.

    Never your own colour, and no one at all while a circle is free (you take that circle).

    >>> b = Board.setup(Track.parse("./T1/."), ["red", "blue"], [(1,) * 5, (2,) * 5])
    >>> b = place_tile(b, "blue", 1, SpaceKind.STEEL, 2)
    >>> b = dataclasses.replace(b, circles=(("blue", "red"), (), ()),
    ...                         players=(dataclasses.replace(b.players[0], cathedral=4),
    ...                                  dataclasses.replace(b.players[1], cathedral=4)))
    >>> challengeable(b, "red", 1), challengeable(b, "blue", 1)
    (('blue',), ('red',))
    """
    if board.open_circles(position, name) > 0:
        return ()
    return tuple(dict.fromkeys(who for who in board.sitting(position) if who != name))


# --------------------------------------------------------------------------------------------
# The actions other than moving


def draw(deck: Sequence[Any], discard: Sequence[Any], n: int,
         rng: random.Random | None = None) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]]:
    """Draw ``n`` cards from the top of ``deck`` (its first item), reshuffling ``discard`` into a
    new deck with ``rng`` when the deck runs out. Returns ``(drawn, deck, discard)``.

    Fewer than ``n`` come back only when both piles are empty (†M8): the player takes what there is.

    >>> import random
    >>> draw((4, 2), (6, 1, 3), 3, random.Random(7))[0][:2]
    (4, 2)
    >>> draw((4,), (6,), 2)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalAction: the deck ran out: shuffling the discard pile needs a random generator
    """
    _whole(n, named("cards_to_draw"))
    deck, discard = tuple(deck), tuple(discard)
    drawn: list[Any] = []
    while len(drawn) < n:
        if not deck:
            if not discard:
                break
            if rng is None:
                raise IllegalAction("toledo.reshuffle")
            pile = list(discard)
            rng.shuffle(pile)
            deck, discard = tuple(pile), ()
        drawn.append(deck[0])
        deck = deck[1:]
    return tuple(drawn), deck, discard


def take_cards(board: Board, name: str, cards: Sequence[int]) -> Board:
    """Action 1: add the two cards drawn to the hand (no hand limit).

    Fewer than two only when the deck and the discard pile are both empty (see :func:`draw`).
    """
    cards = tuple(cards)
    if len(cards) > CARDS_PER_DRAW_ACTION:
        raise IllegalAction("toledo.draw_count", cards=CARDS_PER_DRAW_ACTION, count=len(cards))
    player = board.player(name)
    return board.replace_player(player.with_cards([card_value(c) for c in cards]))


def place_tile(board: Board, name: str, position: int, kind: SpaceKind, circles: int) -> Board:
    """Action 2: put one of your business tiles on an empty street space.

    >>> b = Board.setup(Track.parse("T1../A1./."), ["red", "blue"], [(1,) * 5, (2,) * 5])
    >>> place_tile(b, "red", 1, SpaceKind.GEM, 2)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalPlacement: tavern 1 (bottom row) is printed on the board; business tiles go on empty street spaces only
    """
    player = board.player(name)
    if board.loose:
        raise IllegalAction("toledo.moving")
    track = board.track
    track.space(position)
    space = track.space(position)
    if space.fixture is not Fixture.STREET:
        raise IllegalPlacement("toledo.tile_on_printed", place=track.place(position))
    if board.tiles[position - 1] is not None:
        raise IllegalPlacement("toledo.tile_on_tile", place=track.place(position))
    tile = BusinessTile(name, kind, circles)
    if (kind, circles) not in player.tiles:
        raise IllegalPlacement("toledo.tile_placed", name=name, kind=kind, circles=circles)
    tiles = list(board.tiles)
    tiles[position - 1] = tile
    left = tuple(t for t in player.tiles if t != (kind, circles))
    return board._update(tiles=tuple(tiles), players=(dataclasses.replace(player, tiles=left),))


def return_piece(board: Board, name: str, position: int) -> Board:
    """Action 4: bring one piece on the track back to the Cathedral; it is the whole turn.

    >>> b = Board.setup(Track.parse("./T1/."), ["red", "blue"], [(1,) * 5, (2,) * 5])
    >>> return_piece(b, "red", 4)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalAction: pieces in the Alcazar stay there until the end; only a piece on the track can go back
    """
    player = board.player(name)
    if board.loose:
        raise IllegalAction("toledo.moving")
    board.track.check(position)
    if position == board.track.alcazar:
        raise IllegalAction("toledo.alcazar_stays_return")
    if position == 0:
        raise IllegalAction("toledo.in_cathedral")
    sitting = list(board.sitting(position))
    if name not in sitting:
        raise IllegalAction("toledo.no_piece_on", name=name, place=board.place(position))
    sitting.remove(name)
    return board._update(circles={position: tuple(sitting)},
                         players=(dataclasses.replace(player, cathedral=player.cathedral + 1),))


def game_end_trigger(board: Board) -> str | None:
    """The first player (in seat order) with three or more pieces in the Alcazar, if any."""
    for p in board.players:
        if p.in_alcazar >= PIECES_TO_END:
            return p.name
    return None


def final_turns(seats: Sequence[str], trigger: str) -> tuple[str, ...]:
    """Who still plays once ``trigger`` has brought a third piece in: every other player, once,
    clockwise from the next seat.

    >>> final_turns(["red", "blue", "green", "yellow"], "green")
    ('yellow', 'red', 'blue')
    """
    seats = tuple(seats)
    if trigger not in seats:
        raise IllegalAction("toledo.not_at_table", name=_short(trigger))
    i = seats.index(trigger)
    return seats[i + 1:] + seats[:i]


# --------------------------------------------------------------------------------------------
# Moving: a turn of the third action, step by step


class Landing(Choice):
    """What a piece finds where a card takes it."""

    ALCAZAR = "alcazar", NC_("where a piece lands", "enters the Alcazar")
    FREE = "free", NC_("where a piece lands", "a circle is free")
    FULL = "full", NC_("where a piece lands", "full, with a rival to challenge")
    OWN = "own", NC_("where a piece lands", "full of your own pieces")


@dataclass(frozen=True, slots=True)
class Turn:
    """A move turn in progress. Every method returns the next state; nothing is changed in place.

    ``pace`` is the value of the card on display (``None`` until a card sets it); ``pending`` is
    a space where this player's piece found no free circle and must move on with the next card
    or duel; ``may_trade`` lists spaces where a piece has just taken a circle and may trade once.
    ``discards`` are the card values spent to the discard pile so far.
    """

    board: Board
    player: str
    pace: int | None = None
    skill_used: bool = False
    cards_played: int = 0
    pending: int | None = None
    may_trade: tuple[int, ...] = ()
    discards: tuple[int, ...] = ()
    duel: Duel | None = None

    @classmethod
    def begin(cls, board: Board, player: str) -> Turn:
        board.player(player)
        if board.loose:
            raise IllegalAction("toledo.turn_under_way")
        return cls(board, player)

    @property
    def me(self) -> Player:
        return self.board.player(self.player)

    def landing(self, position: int) -> Landing:
        """What this player's piece arriving on ``position`` finds there.

        Another piece of this player that waits there for a circle holds one (†M7).
        """
        b = self.board
        if position == b.track.alcazar:
            return Landing.ALCAZAR
        if b.open_circles(position, self.player) > 0:
            return Landing.FREE
        return Landing.FULL if any(who != self.player for who in b.sitting(position)) else Landing.OWN

    def _piece_at(self, start: int) -> str:
        """``'cathedral'``, ``'loose'`` or ``'circle'``: where the piece to move comes from."""
        b, me = self.board, self.me
        if start == 0:
            if not me.cathedral:
                raise IllegalAction("toledo.cathedral_empty", name=self.player)
            return "cathedral"
        if start == b.track.alcazar:
            raise IllegalAction("toledo.alcazar_stays")
        if (self.player, start) in b.loose:
            return "loose"
        if self.player in b.sitting(start):
            return "circle"
        raise IllegalAction("toledo.no_piece_on", name=self.player, place=b.place(start))

    def move(self, start: int, value: int, *, skill: bool = False, present: Sword | None = None) -> Turn:
        """Play a card of ``value`` to move one piece from ``start`` (0 is the Cathedral).

        The first card sets the turn's value and every later card must match it; ``skill=True``
        plays the one card per turn that the move skill frees from that rule (played first, it
        sets nothing). The piece must end exactly on a business, a tavern, the artist or the
        Alcazar entrance; ``present`` is the sword it takes into the Alcazar.
        """
        b, track = self.board, self.board.track
        track.check(start)
        value = card_value(value)
        me = self.me
        if self.pending is not None and start != self.pending:
            raise IllegalAction("toledo.pending_move", place=b.place(self.pending))
        if skill:
            if not me.move_skill:
                raise IllegalAction("toledo.no_move_skill", name=self.player)
            if self.skill_used:
                raise IllegalAction("toledo.move_skill_used")
        elif self.pace is not None and value != self.pace:
            raise IllegalAction("toledo.pace", pace=self.pace, value=value)
        source = self._piece_at(start)
        me = me.without_card(value, Said(key="toledo.to_play"))
        dest = start + value
        if dest > track.alcazar:
            raise IllegalAction("toledo.past_alcazar", value=value, place=b.place(start))
        if dest < track.alcazar and not b.can_stop(dest):
            raise IllegalAction("toledo.ends_on_street", value=value, place=b.place(start), position=dest)
        if present is not None and dest != track.alcazar:
            raise IllegalAction("toledo.present_at_alcazar")
        # Lift the piece.
        may_trade = list(self.may_trade)
        loose = list(b.loose)
        circles: dict[int, tuple[str, ...]] = {}
        if source == "cathedral":
            me = dataclasses.replace(me, cathedral=me.cathedral - 1)
        elif source == "loose":
            loose.remove((self.player, start))
        else:
            sitting = list(b.sitting(start))
            sitting.remove(self.player)
            circles[start] = tuple(sitting)
            if start in may_trade and self.player not in sitting:
                may_trade.remove(start)
        # Put it down.
        if dest == track.alcazar:
            if present is not None:
                if present not in me.swords:
                    raise IllegalAction("toledo.no_such_sword", name=self.player, sword=present)
                swords = list(me.swords)
                swords.remove(present)
                me = dataclasses.replace(me, swords=tuple(swords))
            me = dataclasses.replace(me, presented=me.presented + (present,))
        else:
            loose.append((self.player, dest))
        board = b._update(players=(me,), circles=circles, loose=tuple(loose))
        sets_pace = not skill and self.pace is None
        nxt = dataclasses.replace(
            self, board=board, pace=value if sets_pace else self.pace,
            skill_used=self.skill_used or skill, cards_played=self.cards_played + 1, pending=None,
            may_trade=tuple(may_trade), discards=self.discards if sets_pace else self.discards + (value,),
            duel=None,
        )
        found = nxt.landing(dest)
        if found in (Landing.FULL, Landing.OWN):
            nxt = dataclasses.replace(nxt, pending=dest)
        if found is Landing.OWN and not nxt._can_move_on(dest):
            waiting = b.waiting(dest, self.player)
            key = "toledo.own_full_waiting" if waiting else "toledo.own_full"
            raise IllegalAction(key, place=b.place(dest), name=self.player, waiting=waiting, stuck=nxt._why_stuck())
        return nxt

    def _why_stuck(self) -> Said:
        """Why no card can move a piece on (†M13): none left that may be played, or each of those
        left would end where no piece may stop."""
        me = self.me
        if not me.hand:
            return Said(key="toledo.stuck_no_cards", name=self.player)
        if self.pace is not None and self.pace not in me.hand and not (me.move_skill and not self.skill_used):
            return Said(key="toledo.stuck_no_pace", name=self.player, pace=self.pace)
        return Said(key="toledo.stuck")

    def _ways_on(self, start: int) -> Iterator[tuple[int, int, bool]]:
        """Each card value in hand that can move the piece on ``start`` now, with the move skill only
        where the value needs it: ``(start, value, skill)``."""
        for value in sorted(set(self.me.hand)):
            for skill in (False, True):
                try:
                    self.move(start, value, skill=skill)
                except RulesError:
                    continue
                yield start, value, skill
                break

    def _can_move_on(self, position: int) -> bool:
        return next(self._ways_on(position), None) is not None

    def legal_moves(self) -> tuple[tuple[int, int, bool], ...]:
        """Every ``(start, value, skill)`` this player may play now (skill moves only where needed)."""
        b = self.board
        starts = [0] if self.me.cathedral else []
        starts += sorted({pos for who, pos in b.loose if who == self.player}
                         | {pos for pos in range(1, len(b.track) + 1) if self.player in b.circles[pos - 1]})
        if self.pending is not None:
            starts = [self.pending]
        return tuple(way for start in starts for way in self._ways_on(start))

    def _straight_away(self) -> None:
        """A piece that found no free circle moves on or duels straight away, before anything else.

        Otherwise a trade could spend the very card it needed to move on, and the turn could not end.
        """
        if self.pending is not None:
            raise IllegalAction("toledo.pending_first", place=self.board.place(self.pending))

    def take_circle(self, position: int) -> Turn:
        """Sit the piece standing on ``position`` on a free circle there; it may then trade."""
        b = self.board
        if (self.player, position) not in b.loose:
            raise IllegalAction("toledo.nothing_standing", name=self.player, place=b.place(position))
        if position != self.pending:
            self._straight_away()
        waiting = b.waiting(position, self.player) - (self.pending == position)
        if not waiting or b.capacity(position) <= len(b.sitting(position)):
            rivals = challengeable(b, self.player, position)
            hint = (Said(key="toledo.challenge_or_move", rivals=Listed(rivals, alternatives=True)) if rivals
                    else Said(key="toledo.move_on"))
            raise IllegalAction("toledo.no_circle_free", place=b.place(position), hint=hint)
        loose = list(b.loose)
        loose.remove((self.player, position))
        board = b._update(loose=tuple(loose), circles={position: b.sitting(position) + (self.player,)})
        return dataclasses.replace(self, board=board, may_trade=self.may_trade + (position,), duel=None)

    def challenge(self, position: int, defender: str, cards: Sequence[DuelCard]) -> Turn:
        """Duel ``defender`` for a circle of the full space where this player's piece stands.

        ``cards`` are the cards the attacker draws, in order. The loser's piece goes back to the
        Cathedral; a winning attacker takes the circle and may trade; the turn goes on.
        """
        b = self.board
        b.track.space(position)
        if (self.player, position) not in b.loose:
            raise IllegalAction("toledo.nothing_landed", name=self.player, place=b.place(position))
        if self.landing(position) is Landing.FREE:
            raise IllegalAction("toledo.circle_free", place=b.place(position))
        rivals = challengeable(b, self.player, position)
        if defender == self.player:
            raise IllegalAction("toledo.own_colour")
        if defender not in rivals:
            raise IllegalAction("toledo.no_rival_here", name=_short(defender), rivals=Listed(rivals, commas=True) if rivals else Said(key="toledo.none"))
        other = b.player(defender)
        duel = resolve_duel(cards, self.me.fencing, other.fencing, b.palette)
        loose = list(b.loose)
        loose.remove((self.player, position))
        may_trade = self.may_trade
        if duel.winner is Side.ATTACKER:
            sitting = list(b.sitting(position))
            sitting[sitting.index(defender)] = self.player
            board = b._update(loose=tuple(loose), circles={position: tuple(sitting)},
                              players=(dataclasses.replace(other, cathedral=other.cathedral + 1),))
            may_trade = may_trade + (position,)
        else:
            me = self.me
            board = b._update(loose=tuple(loose), players=(dataclasses.replace(me, cathedral=me.cathedral + 1),))
        return dataclasses.replace(self, board=board, pending=None, may_trade=may_trade, duel=duel)

    def trade(self, position: int, pay: int | None = None, *, sword: Sword | None = None,
              skill: str | None = None, give_up: str | None = None, drawn: Sequence[int] = (),
              painting: int | None = None) -> Turn:
        """Trade once where a piece has just taken a circle.

        ``pay`` is the one card handed over (none at your own business). What you get depends on
        the space: a steel or a gem, the ``sword`` you choose at a swordsmith, the ``skill``
        (a fencing colour or ``"move"``) at a fencing master, swapping ``give_up`` when you hold
        three, the ``drawn`` cards at a tavern, the top ``painting`` at the artist.
        """
        b = self.board
        self._straight_away()
        if position not in self.may_trade:
            raise IllegalAction("toledo.no_arrival", name=self.player, place=b.place(position))
        kind = b.kind(position)
        assert kind is not None  # a piece only takes a circle where it can stop
        tile = b.tile(position)
        own = tile is not None and tile.owner == self.player
        price = trade_price(kind, b.track.row(position), own)
        me = self.me
        extras = {"sword": sword is not None, "skill": skill is not None, "give_up": give_up is not None,
                  "drawn": bool(drawn), "painting": painting is not None}
        wanted = {SpaceKind.SWORDSMITH: {"sword"}, SpaceKind.FENCING: {"skill", "give_up"},
                  SpaceKind.TAVERN: {"drawn"}, SpaceKind.ARTIST: {"painting"}}.get(kind, set())
        stray = [k for k, given in extras.items() if given and k not in wanted]
        if stray:
            raise IllegalAction("toledo.trade_extra", kind=kind, extra=stray[0])
        totals = self._held
        # What the trade gives, checked before anything is paid.
        if kind is SpaceKind.STEEL:
            if totals("steel") >= STEEL_COUNTERS:
                raise IllegalAction("toledo.no_steel")
            me = dataclasses.replace(me, steel=me.steel + 1)
        elif kind is SpaceKind.GEM:
            if totals("gems") >= GEMS:
                raise IllegalAction("toledo.no_gems")
            me = dataclasses.replace(me, gems=me.gems + 1)
        elif kind is SpaceKind.SWORDSMITH:
            if not isinstance(sword, Sword):
                raise IllegalAction("toledo.which_sword")
            if sum(len(p.swords) + sum(s is not None for s in p.presented) for p in b.players) >= SWORD_TILES:
                raise IllegalAction("toledo.no_swords")
            if me.steel < sword.steel or me.gems < sword.gems:
                raise IllegalAction("toledo.sword_cost", steel=sword.steel, gems=sword.gems, name=self.player, have_steel=me.steel, have_gems=me.gems)
            me = dataclasses.replace(me, steel=me.steel - sword.steel, gems=me.gems - sword.gems,
                                     swords=me.swords + (sword,))
        elif kind is SpaceKind.FENCING:
            me = self._learn(me, skill, give_up)
        elif kind is SpaceKind.TAVERN:
            cards = tuple(drawn)
            if not 1 <= len(cards) <= TAVERN_CARDS:
                raise IllegalAction("toledo.tavern_cards", cards=TAVERN_CARDS)
            me = me.with_cards([card_value(c, named("tavern_card")) for c in cards])
        else:
            if painting is None:
                raise IllegalAction("toledo.which_painting", values=Listed(range(MIN_PAINTING, MAX_PAINTING + 1), alternatives=True))
            _whole(painting, named("a_painting"), MIN_PAINTING, MAX_PAINTING)
            if totals("paintings") >= PAINTINGS:
                raise IllegalAction("toledo.no_paintings")
            sold = [v for p in b.players for v in p.paintings]
            if sold and painting > min(sold):
                raise IllegalAction("toledo.painting_sold", painting=painting, sold=min(sold))
            me = dataclasses.replace(me, paintings=me.paintings + (painting,))
        # Payment.
        discards = self.discards
        board = b
        if own:
            if pay is not None:
                raise IllegalAction("toledo.own_business")
        else:
            if pay is None:
                raise IllegalAction("toledo.which_card", price=price)
            check_payment(pay, price)
            me = me.without_card(pay, Said(key="toledo.to_pay_with"))
            if tile is not None:
                board = board._update(players=(me, board.player(tile.owner).with_cards([pay])))
            else:
                discards = discards + (pay,)
        board = board._update(players=(me,))
        may_trade = list(self.may_trade)
        may_trade.remove(position)
        return dataclasses.replace(self, board=board, may_trade=tuple(may_trade), discards=discards, duel=None)

    def _held(self, what: str) -> int:
        b = self.board
        if what == "paintings":
            return sum(len(p.paintings) for p in b.players)
        return sum(getattr(p, what) for p in b.players)

    def _learn(self, me: Player, skill: str | None, give_up: str | None) -> Player:
        if skill is None:
            raise IllegalAction("toledo.which_tile", move=repr(MOVE_SKILL))
        want = MOVE_SKILL if str(skill).strip().lower() == MOVE_SKILL else fencing_colour(skill)
        if want != MOVE_SKILL and self.board.palette is not None:
            self.board.palette.check(want, "the fencing master")
        held = set(me.fencing) | ({MOVE_SKILL} if me.move_skill else set())
        if want in held:
            raise IllegalAction("toledo.tile_held", name=self.player, tile=want)
        if me.skills >= MAX_SKILL_TILES:
            if give_up is None:
                raise IllegalAction("toledo.give_up_tile", name=self.player, most=MAX_SKILL_TILES)
            drop = MOVE_SKILL if str(give_up).strip().lower() == MOVE_SKILL else fencing_colour(give_up)
            if drop not in held:
                raise IllegalAction("toledo.tile_not_held", name=self.player, tile=drop)
            held.discard(drop)
        elif give_up is not None:
            raise IllegalAction("toledo.give_up_only", most=MAX_SKILL_TILES)
        b = self.board
        if want == MOVE_SKILL:
            if sum(p.move_skill for p in b.players) >= MOVE_SKILL_TILES:
                raise IllegalAction("toledo.no_move_skill_tiles")
        elif sum(len(p.fencing) for p in b.players) - (give_up is not None and give_up != MOVE_SKILL) >= FENCING_TILES:
            raise IllegalAction("toledo.no_fencing_tiles")
        held.add(want)
        return dataclasses.replace(me, fencing=frozenset(held - {MOVE_SKILL}), move_skill=MOVE_SKILL in held)

    def end(self) -> Board:
        """Finish the turn and return the board for the next player (see :meth:`finish`)."""
        return self.finish().board

    def finish(self) -> Turn:
        """Finish the turn: every piece must sit on a circle, and the card on display joins ``discards``."""
        b = self.board
        if not self.cards_played:
            raise IllegalAction("toledo.no_card_played")
        mine = [pos for who, pos in b.loose if who == self.player]
        if mine:
            where = Listed((b.place(p) for p in mine), commas=True)
            raise IllegalAction("toledo.still_standing", places=where)
        discards = self.discards + ((self.pace,) if self.pace is not None else ())
        return dataclasses.replace(self, discards=discards, pace=None, may_trade=(), pending=None)
