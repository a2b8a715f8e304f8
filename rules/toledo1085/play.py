"""Toledo 1085 in play: seats, bidding money, auctions, placement and the common cards' effects.

Every procedure is a pure function or a transition of an immutable state (:class:`Auction`,
:class:`Placement`): undo is keeping the previous state. Seats are numbers ``0 .. players - 1`` in
the order in which play passes. The rulebook always passes play "to the right", so seat ``i + 1``
(modulo the number of players) sits to the right of seat ``i`` (†S6). Nothing here shuffles or
draws: cards and bids are inputs.

>>> from playaid.rules.toledo1085.play import turn_order
>>> turn_order(2, 4)
(2, 3, 0, 1)
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass

from playaid.rules.errors import IllegalAction, IllegalBid, IllegalPayment, IllegalPlacement
from playaid.rules.shared import short
from playaid.rules.text import Said
from playaid.rules.toledo1085.data import (
    DECK_SIZE,
    KING_EXTRA,
    NOBLE_DRAW,
    ROGUE_TAKES,
    TWO_PLAYER_PROPOSALS,
    Card,
    CommonCard,
    CommonKind,
    Purse,
    Sector,
    Tableau,
    allowance,
    check_players,
    is_wild,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "Auction", "Bidder", "Deal", "Placement", "Proposals", "Sale", "Target", "Theft", "Trade",
    "bidder_for_round", "deal", "first_to_complete", "game_ends_this_round", "heartache_targets", "jester_targets", "play_herald",
    "play_jester", "proposals", "rogue_sector", "rogue_victims", "rogues_showing", "steal", "thefts",
    "to_the_right", "turn_order",
]


def to_the_right(seat: int, players: int, steps: int = 1) -> int:
    """The seat ``steps`` places to the right of ``seat``: the direction in which play passes.

    >>> to_the_right(3, 4)
    0
    """
    return (seat + steps) % check_players(players)


def turn_order(start: int, players: int) -> tuple[int, ...]:
    """Every seat once, from ``start`` and then to the right.

    Auctions, noble proposals, placement, Rogue thefts and Herald trades all run in this order
    from the Scepter holder.
    """
    check_players(players)
    if not 0 <= start < players:
        raise IllegalAction("toledo1085.no_such_seat", seat=start, players=players, last=players - 1)
    return tuple((start + k) % players for k in range(players))


def game_ends_this_round(tableaus: Sequence[Tableau]) -> bool:
    """Once anyone completes all four sectors, this round's placement is played out and the game ends (†E4)."""
    return any(t.all_complete for t in tableaus)


def first_to_complete(tableaus: Sequence[Tableau], scepter: int) -> int | None:
    """Who is first to complete all four sectors, asked after each move while nobody is yet.

    One move may complete two players at once (a Handshake swaps a card each way): then the first
    of them in turn order from the Scepter holder is first (†F4). ``None`` while nobody has.

    >>> from playaid.rules.toledo1085.data import Religion, SectorCard
    >>> done = Tableau.of(*([SectorCard(s, Religion.ISLAM, 10)] for s in Sector))
    >>> first_to_complete([done, Tableau(), done], scepter=1)
    2
    """
    return next((seat for seat in turn_order(scepter, len(tableaus)) if tableaus[seat].all_complete), None)


# --------------------------------------------------------------------------------------------
# Bidding money


@dataclass(frozen=True, slots=True)
class Bidder:
    """A player's money during one bidding round, and which conversion cards they may still use.

    ``moneylenders`` and ``minters`` count the uses left this round: one per card of that kind
    the player had placed in a column before the round began.
    """

    purse: Purse
    moneylenders: int = 0
    minters: int = 0

    def prepare(self, bid: Purse) -> Bidder:
        """Make the conversions ``bid`` needs (lending silver, minting vellum) and check it is payable.

        >>> b = Bidder(Purse(silver=1, vellum=1), moneylenders=1, minters=1)
        >>> b.prepare(Purse(lent=1, minted=1)).purse
        Purse(lent=1, minted=1)
        >>> Bidder(Purse(vellum=1), moneylenders=1, minters=1).prepare(Purse(lent=1))
        Traceback (most recent call last):
        ...
        playaid.rules.errors.IllegalPayment: the Moneylender turns a silver coin you hold into a gold, and you hold 0 silver (a minted vellum never becomes a gold)
        """
        purse = self.purse
        lend = max(0, bid.lent - purse.lent)
        mint = max(0, bid.minted - purse.minted)
        if lend > self.moneylenders:
            raise IllegalPayment("toledo1085.moneylender_used", lent=lend, left=self.moneylenders)
        if mint > self.minters:
            raise IllegalPayment("toledo1085.minter_used", minted=mint, left=self.minters)
        if lend > purse.silver - bid.silver and lend:
            if purse.minted:
                raise IllegalPayment("toledo1085.moneylender_minted", silver=purse.silver, minted=purse.minted)
            raise IllegalPayment("toledo1085.moneylender_silver", silver=purse.silver)
        if mint > purse.vellum - bid.vellum and mint:
            raise IllegalPayment("toledo1085.minter_vellum", vellum=purse.vellum)
        converted = dataclasses.replace(
            purse,
            silver=purse.silver - lend, lent=purse.lent + lend,
            vellum=purse.vellum - mint, minted=purse.minted + mint,
        )
        if not converted.covers(bid):
            raise IllegalPayment("toledo1085.bid_not_held", bid=bid, purse=self.purse)
        return Bidder(converted, self.moneylenders - lend, self.minters - mint)

    def pay(self, bid: Purse) -> Bidder:
        """Hand over exactly the declared coins (after any conversion the bid needed)."""
        ready = self.prepare(bid)
        return dataclasses.replace(ready, purse=ready.purse - bid)


def bidder_for_round(players: int, tableau: Tableau | None = None) -> Bidder:
    """A fresh bidder: the round's allowance, and one use of each Moneylender and Minter placed.

    Coins left from the previous round are discarded, so nothing else carries over.
    """
    lenders = minters = 0
    if tableau is not None:
        kinds = Counter(c.kind for col in tableau.columns for c in col.cards if isinstance(c, CommonCard))
        lenders, minters = kinds[CommonKind.MONEYLENDER], kinds[CommonKind.MINTER]
    return Bidder(allowance(players), lenders, minters)


# --------------------------------------------------------------------------------------------
# Proposals and auctions


@dataclass(frozen=True, slots=True)
class Proposals:
    """How many cards go up for auction in one bidding round."""

    king: int      #: face up, auctioned first, in the order they were revealed
    nobles: int    #: face down, one chosen by a player from each pair drawn
    draws_per_player: int  #: how many times each player draws two and keeps one

    @property
    def total(self) -> int:
        return self.king + self.nobles


def proposals(players: int) -> Proposals:
    """The King reveals one card more than there are players; each player proposes one.

    With two players each player proposes twice, so the table shows 3 face up and 4 face down.

    >>> proposals(4)
    Proposals(king=5, nobles=4, draws_per_player=1)
    >>> proposals(2)
    Proposals(king=3, nobles=4, draws_per_player=2)
    """
    check_players(players)
    draws = TWO_PLAYER_PROPOSALS if players == 2 else 1
    return Proposals(king=players + KING_EXTRA, nobles=players * draws, draws_per_player=draws)


@dataclass(frozen=True, slots=True)
class Deal:
    """What one round takes from the deck: cards for the King, cards proposed, cards boxed unseen."""

    king: int
    nobles: int
    boxed: int
    left: int  #: cards still in the deck afterwards

    @property
    def last_round(self) -> bool:
        """The deck is empty: this round is played out and is the last (†D3)."""
        return self.left == 0


def deal(players: int, cards_left: int) -> Deal:
    """Deal one round's proposals from a deck of ``cards_left`` cards, short decks included (†D3).

    The King's cards come first, then each noble's draw in turn from the Scepter holder; a noble
    left with one card proposes it, with none proposes nothing.

    >>> deal(4, 115)
    Deal(king=5, nobles=4, boxed=4, left=102)
    >>> deal(4, 8)
    Deal(king=5, nobles=2, boxed=1, left=0)
    """
    full = proposals(players)
    if isinstance(cards_left, bool) or not isinstance(cards_left, int) or not 0 <= cards_left < DECK_SIZE:
        raise IllegalAction("toledo1085.deck_left", most=DECK_SIZE - 1, value=short(cards_left))
    left = cards_left
    king = min(full.king, left)
    left -= king
    nobles = boxed = 0
    for _ in range(full.draws_per_player * players):
        drawn = min(NOBLE_DRAW, left)
        left -= drawn
        if drawn:
            nobles += 1
            boxed += drawn - 1
    return Deal(king, nobles, boxed, left)


@dataclass(frozen=True, slots=True)
class Sale:
    """How an auction ended."""

    winner: int | None       #: seat that bought the card; None when nobody had a coin
    price: Purse | None      #: the coins paid, exactly as declared
    bidders: tuple[Bidder, ...]
    next_starter: int | None  #: who opens the next auction: the seat right of the winner

    @property
    def discard_rest(self) -> bool:
        """True when nobody could bid: the round's remaining proposals are discarded."""
        return self.winner is None


@dataclass(frozen=True, slots=True)
class Auction:
    """One card's auction, as an immutable state; ``bid`` and ``pass_`` return the next state.

    The opener must bid if they hold any coin; only the Scepter holder may bid nothing (and win
    for nothing); each bid must be worth more than the last; a seat that passed is out for this
    card; a seat with no coins can only pass.
    """

    bidders: tuple[Bidder, ...]
    scepter: int
    starter: int
    turn: int | None
    high_bid: Purse | None = None
    high_seat: int | None = None
    passed: frozenset[int] = frozenset()

    @classmethod
    def open(cls, bidders: Sequence[Bidder], scepter: int, starter: int | None = None) -> Auction:
        """Start an auction. ``starter`` defaults to the Scepter holder (the round's first card).

        >>> a = Auction.open([bidder_for_round(3)] * 3, scepter=0)
        >>> a.turn
        0
        """
        players = check_players(len(bidders))
        starter = scepter if starter is None else starter
        for seat, what in ((scepter, Said(key="toledo1085.what_scepter_holder")),
                           (starter, Said(key="toledo1085.what_starting_bidder"))):
            if not 0 <= seat < players:
                raise IllegalAction("toledo1085.seat_range", who=what, last=players - 1, seat=seat)
        return cls(tuple(bidders), scepter, starter, starter)

    @property
    def players(self) -> int:
        return len(self.bidders)

    @property
    def over(self) -> bool:
        return self.turn is None

    def must_bid(self, seat: int) -> bool:
        """The first seat to act that holds a coin must open the bidding."""
        return self.high_bid is None and bool(self.bidders[seat].purse)

    def _check_turn(self, seat: int) -> None:
        if self.turn is None:
            raise IllegalBid("toledo1085.auction_over")
        if seat != self.turn:
            raise IllegalBid("toledo1085.not_your_bid", turn=self.turn, seat=seat)

    def bid(self, seat: int, coins: Purse) -> Auction:
        """Declare a bid of exactly these coins.

        >>> a = Auction.open([bidder_for_round(3)] * 3, scepter=0)
        >>> a = a.bid(0, Purse(silver=1))
        >>> a.bid(1, Purse(vellum=2))
        Traceback (most recent call last):
        ...
        playaid.rules.errors.IllegalBid: a bid must be worth more than the current 2 (1 silver); 2 vellum is worth 2
        """
        self._check_turn(seat)
        bidder = self.bidders[seat]
        if not bidder.purse:
            who = Said(key="toledo1085.the_scepter_holder") if seat == self.scepter else Said(key="toledo1085.seat",
                                                                                                seat=seat)
            raise IllegalBid("toledo1085.no_coins_left", who=who)
        if not coins and seat != self.scepter:
            raise IllegalBid("toledo1085.zero_bid")
        if self.high_bid is not None and coins.value <= self.high_bid.value:
            raise IllegalBid("toledo1085.bid_too_low", high=self.high_bid.value, high_bid=self.high_bid, coins=coins, value=coins.value)
        ready = bidder.prepare(coins)
        bidders = self.bidders[:seat] + (ready,) + self.bidders[seat + 1:]
        return self._advance(dataclasses.replace(self, bidders=bidders, high_bid=coins, high_seat=seat))

    def pass_(self, seat: int) -> Auction:
        """Drop out of this card's auction for good."""
        self._check_turn(seat)
        if self.must_bid(seat):
            if seat == self.scepter:
                raise IllegalBid("toledo1085.scepter_must_bid")
            raise IllegalBid("toledo1085.opener_must_bid", seat=seat)
        return self._advance(dataclasses.replace(self, passed=self.passed | {seat}))

    def _advance(self, state: Auction) -> Auction:
        assert state.turn is not None
        for step in range(1, state.players + 1):
            seat = (state.turn + step) % state.players
            if seat not in state.passed and seat != state.high_seat:
                return dataclasses.replace(state, turn=seat)
        return dataclasses.replace(state, turn=None)

    def settle(self) -> Sale:
        """The winner pays exactly the declared coins; the seat to their right opens next.

        >>> a = Auction.open([bidder_for_round(3)] * 3, scepter=0)
        >>> a = a.bid(0, Purse()).pass_(1).pass_(2)
        >>> sale = a.settle()
        >>> sale.winner, sale.price.value, sale.next_starter
        (0, 0, 1)
        """
        if self.turn is not None:
            raise IllegalBid("toledo1085.auction_running", turn=self.turn)
        if self.high_seat is None or self.high_bid is None:
            return Sale(None, None, self.bidders, None)
        bidders = list(self.bidders)
        bidders[self.high_seat] = bidders[self.high_seat].pay(self.high_bid)
        return Sale(self.high_seat, self.high_bid, tuple(bidders),
                    to_the_right(self.high_seat, self.players))


# --------------------------------------------------------------------------------------------
# Placement


@dataclass(frozen=True, slots=True)
class Placement:
    """A placement round: one card per turn from the Scepter holder to the right, until all pass.

    A player with no card in hand is treated as having passed. Cards still in hand at the end
    stay there for later rounds. ``discarded`` collects what leaves the game meanwhile: cards a
    Jester eliminates and Heralds that trade.
    """

    tableaus: tuple[Tableau, ...]
    hands: tuple[tuple[Card, ...], ...]
    scepter: int
    turn: int | None
    passed: frozenset[int] = frozenset()
    discarded: tuple[Card, ...] = ()

    @classmethod
    def start(cls, tableaus: Sequence[Tableau], hands: Sequence[Sequence[Card]], scepter: int) -> Placement:
        players = check_players(len(tableaus))
        if len(hands) != players:
            raise IllegalAction("toledo1085.hands_count", players=players, count=len(hands))
        state = cls(tuple(tableaus), tuple(tuple(h) for h in hands), scepter, None)
        first = turn_order(scepter, players)
        return state._next_from(first[0], include=True)

    @property
    def over(self) -> bool:
        return self.turn is None

    def _next_from(self, seat: int, include: bool = False) -> Placement:
        n = len(self.tableaus)
        for step in range(0 if include else 1, n + 1):
            s = (seat + step) % n
            if s not in self.passed and self.hands[s]:
                return dataclasses.replace(self, turn=s)
        return dataclasses.replace(self, turn=None)

    def _take(self, seat: int, card: Card) -> tuple[Card, ...]:
        if self.turn is None:
            raise IllegalAction("toledo1085.placement_over")
        if seat != self.turn:
            raise IllegalAction("toledo1085.not_your_placement", turn=self.turn, seat=seat)
        hand = list(self.hands[seat])
        if card not in hand:
            raise IllegalAction("toledo1085.card_not_held", seat=seat, card=card)
        hand.remove(card)
        return tuple(hand)

    def _done(self, seat: int, hand: tuple[Card, ...], tableaus: tuple[Tableau, ...],
              discarded: tuple[Card, ...] = ()) -> Placement:
        hands = self.hands[:seat] + (hand,) + self.hands[seat + 1:]
        return dataclasses.replace(self, hands=hands, tableaus=tableaus,
                                   discarded=self.discarded + discarded)._next_from(seat)

    def place(self, seat: int, card: Card, column: int) -> Placement:
        """Place an ordinary card, or keep a Herald as an ordinary card.

        A Jester placed this way must have nothing to eliminate; otherwise use :meth:`jester`.
        """
        if isinstance(card, CommonCard) and card.kind is CommonKind.JESTER:
            return self.jester(seat, card, None, column)
        hand = self._take(seat, card)
        tabs = list(self.tableaus)
        tabs[seat] = tabs[seat].place(card, column)
        return self._done(seat, hand, tuple(tabs))

    def jester(self, seat: int, card: CommonCard, target: Target | None, column: int) -> Placement:
        """Play a Jester; the card it eliminates is discarded for good (†J2)."""
        hand = self._take(seat, card)
        gone = () if target is None else (_card_at(self.tableaus, target),)
        return self._done(seat, hand, play_jester(self.tableaus, seat, card, target, column), gone)

    def herald_trade(self, seat: int, card: CommonCard, trade: Trade) -> Placement:
        """Trade with a Herald instead of placing it; the Herald is then discarded (†H1)."""
        hand = self._take(seat, card)
        return self._done(seat, hand, play_herald(self.tableaus, seat, card, trade), (card,))

    def pass_(self, seat: int) -> Placement:
        if self.turn is None:
            raise IllegalAction("toledo1085.placement_over")
        if seat != self.turn:
            raise IllegalAction("toledo1085.not_your_placement", turn=self.turn, seat=seat)
        return dataclasses.replace(self, passed=self.passed | {seat})._next_from(seat)


# --------------------------------------------------------------------------------------------
# Common card effects


@dataclass(frozen=True, slots=True)
class Target:
    """A card on the table: whose, which column, which card (all counted from 0)."""

    player: int
    column: int
    index: int


def _card_at(tableaus: Sequence[Tableau], t: Target) -> Card:
    try:
        if min(t.player, t.column, t.index) < 0:
            raise IndexError
        return tableaus[t.player].columns[t.column].cards[t.index]
    except IndexError:
        raise IllegalAction("toledo1085.seat_no_such_card", seat=t.player, card=t.index + 1, column=t.column + 1) from None


def _common(card: Card, kind: CommonKind) -> CommonCard:
    if not (isinstance(card, CommonCard) and card.kind is kind):
        raise IllegalAction("toledo1085.card_not_kind", card=card, kind=kind.label)
    return card


def jester_targets(tableaus: Sequence[Tableau], player: int, jester: CommonCard) -> tuple[Target, ...]:
    """Every card ``jester`` may eliminate: in rivals' unprotected columns of the Jester's sector.

    Nobility cards included (†J1). A crown Jester may aim at an unprotected column of any
    sector (†R5: a crown Jester acts like Nobility); a Jester never targets its own player.
    """
    _common(jester, CommonKind.JESTER)
    found = []
    for p, tab in enumerate(tableaus):
        if p == player:
            continue
        for c, col in enumerate(tab.columns):
            if col.protected or not col.defined:
                continue
            if jester.sector is not None and col.sector is not jester.sector:
                continue
            found.extend(Target(p, c, i) for i in range(len(col.cards)))
    return tuple(found)


def play_jester(tableaus: Sequence[Tableau], player: int, jester: CommonCard,
                target: Target | None, column: int) -> tuple[Tableau, ...]:
    """Eliminate ``target`` (required whenever one exists), then place the Jester in ``column``.

    A fixed Jester lands in its own sector's column; a crown Jester (†R5) in the column of the
    eliminated card's sector, or anywhere a wild card may go when there was no target. The
    eliminated card leaves the game (†J2; :class:`Placement` keeps it in ``discarded``).
    """
    targets = jester_targets(tableaus, player, jester)
    tabs = list(tableaus)
    sector = jester.sector
    if targets:
        if target is None:
            raise IllegalAction("toledo1085.jester_must_eliminate")
        if target not in targets:
            raise IllegalAction("toledo1085.jester_target")
        sector = tableaus[target.player].columns[target.column].sector
        tabs[target.player], _ = tabs[target.player].remove(target.column, target.index)
    elif target is not None:
        raise IllegalAction("toledo1085.jester_no_target")
    if jester.wild and sector is not None:
        own = tabs[player].column_of(sector)
        if own is not None and column != own:
            raise IllegalPlacement("toledo1085.jester_follows", sector=sector, column=own + 1)
    tabs[player] = tabs[player].place(jester, column)
    return tuple(tabs)


@dataclass(frozen=True, slots=True)
class Trade:
    """A Herald's trade with one rival (build one with :meth:`handshake` or :meth:`heartache`).

    Handshake: what the two players agree, at most one card each way: ``give`` is your card,
    ``take`` the rival's, and either may be ``None`` when a promise stands in for it (a card for a
    promise, or promises alone: †H2). Heartache: the rival refused, and you take ``take``.
    ``column`` is where the card you receive goes in your tableau and ``their_column`` where your
    card goes in theirs (``None``: the only legal column).
    """

    rival: int
    take: Target | None = None
    give: Target | None = None
    column: int | None = None
    their_column: int | None = None
    refused: bool = False

    @classmethod
    def handshake(cls, rival: int, give: Target | None = None, take: Target | None = None,
                  column: int | None = None, their_column: int | None = None) -> Trade:
        return cls(rival, take, give, column, their_column, refused=False)

    @classmethod
    def heartache(cls, take: Target, column: int | None = None) -> Trade:
        return cls(take.player, take, None, column, None, refused=True)


def _tradeable(tableaus: Sequence[Tableau], herald: CommonCard, t: Target) -> Card:
    card = _card_at(tableaus, t)
    if is_wild(card) and not herald.wild:
        raise IllegalAction("toledo1085.wild_trade")
    return card


def _forced_column(tab: Tableau, card: Card, column: int | None) -> int:
    """Where a traded card lands: as if its new owner placed it (†H3); a place always exists."""
    legal = tab.legal_columns(card)
    if column is not None:
        return column
    if len(legal) == 1:
        return legal[0]
    raise IllegalPlacement("toledo1085.say_which_column", card=card, choices=tab.choices(legal))


def heartache_targets(tableaus: Sequence[Tableau], player: int, herald: CommonCard,
                      rival: int) -> tuple[Target, ...]:
    """The cards a refused Herald may take from ``rival``: of the Herald's sector, unprotected.

    When there are none, nothing is taken and the Herald is kept and may be placed (†H4).
    """
    _common(herald, CommonKind.HERALD)
    found = []
    for c, col in enumerate(tableaus[rival].columns):
        if col.protected:
            continue
        for i, card in enumerate(col.cards):
            if herald.wild or (card.fixed_sector is herald.sector):
                found.append(Target(rival, c, i))
    return tuple(found)


def play_herald(tableaus: Sequence[Tableau], player: int, herald: CommonCard,
                trade: Trade) -> tuple[Tableau, ...]:
    """Trade instead of placing the Herald; the Herald then leaves the game (†H1).

    Only two players take part, one card each way at most. A Heartache never takes from a
    column with all three religions; a Handshake is agreed by both, so it may (†H2).
    """
    _common(herald, CommonKind.HERALD)
    rival = trade.rival
    if not 0 <= rival < len(tableaus) or rival == player:
        raise IllegalAction("toledo1085.herald_rival", last=len(tableaus) - 1, seat=player, rival=rival)
    if trade.take is not None and trade.take.player != rival:
        raise IllegalAction("toledo1085.herald_receive", rival=rival)
    if trade.give is not None and trade.give.player != player:
        raise IllegalAction("toledo1085.handshake_own")
    for t in (trade.take, trade.give):
        if t is not None:
            _card_at(tableaus, t)
    tabs = list(tableaus)
    if trade.refused:
        if trade.take is None:
            raise IllegalAction("toledo1085.heartache_refuser")
        targets = heartache_targets(tableaus, player, herald, rival)
        if not targets:
            raise IllegalAction("toledo1085.heartache_nothing", rival=rival)
        if trade.take not in targets:
            raise IllegalAction("toledo1085.heartache_sector")
        tabs[rival], got = tabs[rival].remove(trade.take.column, trade.take.index)
        tabs[player] = tabs[player].place(got, _forced_column(tabs[player], got, trade.column))
        return tuple(tabs)
    for t in (trade.give, trade.take):
        if t is not None:
            _tradeable(tableaus, herald, t)
    # Take both cards out before placing either: a swap may free the very column a card needs.
    given = got = None
    if trade.give is not None:
        tabs[player], given = tabs[player].remove(trade.give.column, trade.give.index)
    if trade.take is not None:
        tabs[rival], got = tabs[rival].remove(trade.take.column, trade.take.index)
    if got is not None:
        tabs[player] = tabs[player].place(got, _forced_column(tabs[player], got, trade.column))
    if given is not None:
        tabs[rival] = tabs[rival].place(given, _forced_column(tabs[rival], given, trade.their_column))
    return tuple(tabs)


# --------------------------------------------------------------------------------------------
# Rogues


def rogue_sector(tableau: Tableau, column: int, index: int) -> Sector | None:
    """The sector a placed Rogue steals in: its own, or for a crown Rogue its column's (†R5)."""
    card = tableau.columns[column].cards[index]
    rogue = _common(card, CommonKind.ROGUE)
    return rogue.sector if rogue.sector is not None else tableau.columns[column].sector


def rogue_victims(tableaus: Sequence[Tableau], thief: int, column: int, index: int) -> tuple[int, ...]:
    """Rivals this Rogue may rob: those showing its sector in a column that lacks a religion (†R3)."""
    sector = rogue_sector(tableaus[thief], column, index)
    if sector is None:
        return ()
    return tuple(
        p for p, tab in enumerate(tableaus)
        if p != thief and (i := tab.column_of(sector)) is not None and not tab.columns[i].protected
    )


def rogues_showing(tableau: Tableau) -> tuple[tuple[int, int], ...]:
    """(column, index) of every Rogue in a tableau: one theft each per round."""
    return tuple((c, i) for c, col in enumerate(tableau.columns) for i, card in enumerate(col.cards)
                 if isinstance(card, CommonCard) and card.kind is CommonKind.ROGUE)


@dataclass(frozen=True, slots=True)
class Theft:
    """One Rogue's chance to steal before a round's first auction: whose, where, and from whom."""

    thief: int
    column: int
    index: int
    sector: Sector | None
    victims: tuple[int, ...]


def thefts(tableaus: Sequence[Tableau], scepter: int) -> tuple[Theft, ...]:
    """Every Rogue shown, in the order their owners may steal: from the Scepter holder to the right.

    Stealing is optional (a Rogue *can* steal); a Rogue with no possible victim is listed with none.
    """
    order = turn_order(scepter, check_players(len(tableaus)))
    return tuple(Theft(seat, c, i, rogue_sector(tableaus[seat], c, i), rogue_victims(tableaus, seat, c, i))
                 for seat in order for c, i in rogues_showing(tableaus[seat]))


def steal(purses: Sequence[Purse], thief: int, victim: int) -> tuple[Purse, ...]:
    """Move one vellum from ``victim`` to ``thief``. A Rogue takes nothing but vellum (†R4).

    >>> steal([Purse(vellum=5), Purse(gold=1)], 0, 1)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.IllegalAction: seat 1 holds no vellum, so a Rogue takes nothing from it (†R4)
    """
    take = Purse(vellum=ROGUE_TAKES)
    if not purses[victim].covers(take):
        raise IllegalAction("toledo1085.rogue_nothing", seat=victim)
    out = list(purses)
    out[victim] = out[victim] - take
    out[thief] = out[thief] + take
    return tuple(out)
