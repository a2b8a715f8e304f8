"""Tests of playaid.rules.toledo1085.play: bidding money, proposals, auctions, placement, the common cards."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from playaid.rules import toledo1085 as t
from playaid.rules.errors import IllegalAction, IllegalBid, IllegalPayment, IllegalPlacement, RulesError
from tests.toledo1085_cards import C, I, J, COM, CUL, THE, SCI, S, N, common, purses


def test_moneylender_and_minter_once_per_round_each():
    b = t.Bidder(t.Purse(gold=1, silver=2, vellum=5), moneylenders=1, minters=1)
    ready = b.prepare(t.Purse(lent=1, minted=1))
    assert (ready.moneylenders, ready.minters) == (0, 0)
    assert ready.purse == t.Purse(gold=1, silver=1, vellum=4, lent=1, minted=1)
    # The converted coins keep their worth: a later bid reuses them without a new conversion.
    again = ready.prepare(t.Purse(lent=1))
    assert again == ready
    with pytest.raises(IllegalPayment, match="Moneylender"):
        ready.prepare(t.Purse(lent=2))
    with pytest.raises(IllegalPayment, match="Minter"):
        ready.prepare(t.Purse(minted=2))


def test_two_moneylenders_lend_two_silver():
    b = t.Bidder(t.Purse(silver=2), moneylenders=2)
    assert b.prepare(t.Purse(lent=2)).purse.value == 8


def test_a_minted_silver_cannot_be_lent():
    b = t.Bidder(t.Purse(vellum=2), moneylenders=1, minters=1)
    with pytest.raises(IllegalPayment, match="minted vellum never becomes a gold"):
        b.prepare(t.Purse(lent=1))


def test_a_silver_minted_earlier_is_refused_by_the_moneylender_for_what_it_is():
    """Line 159, as the site's example shows it: the player holds a minted silver, and the refusal
    says that this coin, being a minted vellum, never becomes a gold."""
    minted = t.Bidder(t.Purse(vellum=3), moneylenders=1, minters=1).prepare(t.Purse(minted=1))
    assert minted.purse == t.Purse(vellum=2, minted=1)
    with pytest.raises(IllegalPayment, match="your 1 minted vellum is still a vellum, and a minted vellum never"):
        minted.prepare(t.Purse(lent=1))


def test_conversion_needs_a_coin_not_already_in_the_bid():
    b = t.Bidder(t.Purse(silver=1), moneylenders=1)
    with pytest.raises(IllegalPayment):
        b.prepare(t.Purse(silver=1, lent=1))


def test_only_placed_converters_count():
    tab = t.Tableau.of([S(COM, I, 2), common(t.CommonKind.MONEYLENDER, COM)],
                       [N(J, 1), common(t.CommonKind.MINTER)])
    b = t.bidder_for_round(3, tab)
    assert (b.moneylenders, b.minters) == (1, 1)
    assert t.bidder_for_round(3) == t.Bidder(t.allowance(3))


def test_proposals():
    assert [(t.proposals(n).king, t.proposals(n).nobles) for n in (2, 3, 4)] == [(3, 4), (4, 3), (5, 4)]
    assert t.proposals(3).total == 7


def test_a_full_deck_deals_a_full_round():
    for n in (2, 3, 4):
        p, d = t.proposals(n), t.deal(n, t.DECK_SIZE - 1)
        assert (d.king, d.nobles, d.boxed) == (p.king, p.nobles, p.nobles)
        assert d.left == 115 - p.king - 2 * p.nobles and not d.last_round


@pytest.mark.parametrize("players, left, expected", [
    (4, 13, (5, 4, 4, 0)),      # exactly one round left: it is the last
    (4, 8, (5, 2, 1, 0)),       # two nobles draw 2, the third draws the last card and proposes it
    (3, 3, (3, 0, 0, 0)),       # the King's cards only
    (2, 0, (0, 0, 0, 0)),
])
def test_a_short_deck_deals_what_is_left(players, left, expected):
    """Ruling D3."""
    d = t.deal(players, left)
    assert (d.king, d.nobles, d.boxed, d.left) == expected and d.last_round


@pytest.mark.parametrize("left", [-1, 116, True, 2.0])
def test_deal_refuses_impossible_decks(left):
    with pytest.raises(IllegalAction, match="0 to 115"):
        t.deal(3, left)


def test_a_game_uses_the_deck_up_in_whole_rounds():
    """With 4 players a round draws 13 cards: 8 full rounds, then a short ninth (ruling D3)."""
    left, rounds = t.DECK_SIZE - 1, 0
    while True:
        d = t.deal(4, left)
        rounds, left = rounds + 1, d.left
        if d.last_round:
            break
    assert rounds == 9 and (d.king, d.nobles) == (5, 3)


def table(n=3, **kw):
    return [t.bidder_for_round(n)] * n


def test_scepter_opens_and_may_win_for_nothing():
    a = t.Auction.open(table(), scepter=1)
    assert a.turn == 1
    sale = a.bid(1, t.Purse()).pass_(2).pass_(0).settle()
    assert (sale.winner, sale.price, sale.next_starter) == (1, t.Purse(), 2)


def test_only_scepter_bids_zero():
    a = t.Auction.open(table(), scepter=0, starter=2)
    with pytest.raises(IllegalBid, match="only the Scepter holder"):
        a.bid(2, t.Purse())


def test_opener_with_coins_must_bid_others_may_pass():
    a = t.Auction.open(table(), scepter=0)
    with pytest.raises(IllegalBid, match="must bid"):
        a.pass_(0)
    a = a.bid(0, t.Purse(vellum=1))
    assert not a.must_bid(1)
    a = a.pass_(1)
    assert a.turn == 2


def test_passed_player_is_out_and_outbid_player_bids_anew():
    a = t.Auction.open(table(), scepter=0).bid(0, t.Purse(silver=1)).pass_(1)
    a = a.bid(2, t.Purse(silver=1, vellum=1))
    assert a.turn == 0                           # seat 1 passed, so it is skipped
    a = a.bid(0, t.Purse(gold=1))                # a new combination, not limited to the old silver
    assert a.turn == 2
    a = a.pass_(2)
    assert a.over
    sale = a.settle()
    assert sale.winner == 0 and sale.price == t.Purse(gold=1)
    assert sale.bidders[0].purse == t.allowance(3) - t.Purse(gold=1)
    assert sale.bidders[2].purse == t.allowance(3)   # losers pay nothing


def test_bids_must_beat_the_standing_bid_in_value():
    a = t.Auction.open(table(), scepter=0).bid(0, t.Purse(gold=1))
    with pytest.raises(IllegalBid, match="worth more"):
        a.bid(1, t.Purse(silver=2))


def test_out_of_turn_and_after_the_end():
    a = t.Auction.open(table(), scepter=0)
    with pytest.raises(IllegalBid, match="seat 0's turn"):
        a.bid(1, t.Purse(vellum=1))
    done = a.bid(0, t.Purse(vellum=1)).pass_(1).pass_(2)
    with pytest.raises(IllegalBid, match="over"):
        done.pass_(0)
    with pytest.raises(IllegalBid, match="still running"):
        a.settle()


def test_cannot_bid_more_than_you_hold():
    a = t.Auction.open(table(), scepter=0)
    with pytest.raises(IllegalPayment):
        a.bid(0, t.Purse(gold=2))


def test_an_opening_scepter_holder_with_coins_cannot_pass_but_may_bid_nothing():
    """Ruling A3: lines 221/231 over line 233, which speaks of a Scepter holder without coins."""
    a = t.Auction.open(table(), scepter=0)
    with pytest.raises(IllegalBid, match="nothing counts as a bid \\(\u2020A3\\)"):
        a.pass_(0)
    assert a.bid(0, t.Purse()).turn == 1
    broke = t.Auction.open([t.Bidder(t.Purse())] + table(2), scepter=0)
    a = broke.pass_(0)                               # without a coin he passes (ruling A5) ...
    with pytest.raises(IllegalBid, match="only the Scepter holder"):
        a.bid(1, t.Purse())                          # ... and the next bidder must bid at least 1
    assert a.must_bid(1)


def test_players_without_coins_must_pass_and_a_broke_table_sells_nothing():
    broke = [t.Bidder(t.Purse())] * 3
    a = t.Auction.open(broke, scepter=0)
    with pytest.raises(IllegalBid, match="the Scepter holder has no coins left and must pass \\(\u2020A5\\)"):
        a.bid(0, t.Purse())                      # ruling A5: even the Scepter holder
    sale = a.pass_(0).pass_(1).pass_(2).settle()
    assert sale.winner is None and sale.discard_rest


def test_duty_to_open_moves_to_first_player_with_coins():
    bidders = [t.Bidder(t.Purse()), t.Bidder(t.Purse()), t.Bidder(t.Purse(vellum=1))]
    a = t.Auction.open(bidders, scepter=1, starter=0).pass_(0).pass_(1)
    assert a.must_bid(2)
    with pytest.raises(IllegalBid):
        a.pass_(2)


def test_auction_open_checks_seats():
    with pytest.raises(IllegalAction, match="seat from 0 to 2"):
        t.Auction.open(table(), scepter=3)
    with pytest.raises(RulesError, match="2 to 4 players"):
        t.Auction.open(table(1), scepter=0)


def sub_purses(purse):
    ranges = [range(getattr(purse, f) + 1) for f in ("gold", "silver", "vellum", "lent", "minted")]
    return [t.Purse(*combo) for combo in itertools.product(*ranges)]


def legal_bids(auction, seat):
    """Every bid ``seat`` may make now: coins it holds, worth more than the standing bid.

    A seat without coins has none, the Scepter holder included (ruling A5): only a Scepter
    holder who holds a coin may bid nothing.
    """
    purse = auction.bidders[seat].purse
    if not purse:
        return []
    floor = auction.high_bid.value + 1 if auction.high_bid is not None else (0 if seat == auction.scepter else 1)
    return [p for p in sub_purses(purse) if p.value >= floor]


@settings(max_examples=100, deadline=None)
@given(players=st.integers(2, 4), scepter=st.integers(0, 3), starter=st.integers(0, 3),
       wallets=st.lists(purses, min_size=4, max_size=4), moves=st.lists(st.integers(0, 10**6), max_size=60))
# --hypothesis-seed=25 found this one: the old model let a coinless Scepter holder bid nothing.
@example(players=2, scepter=0, starter=0, wallets=[t.Purse()] * 4, moves=[1])
def test_random_auctions_conserve_money_and_end(players, scepter, starter, wallets, moves):
    """Any sequence of legal actions ends with at most one payer who pays exactly the high bid."""
    scepter, starter = scepter % players, starter % players
    bidders = [t.Bidder(p) for p in wallets[:players]]
    a = t.Auction.open(bidders, scepter=scepter, starter=starter)
    before = sum(b.purse.value for b in bidders)
    choices = iter(moves)
    for _ in range(200):
        if a.over:
            break
        seat = a.turn
        options = legal_bids(a, seat)
        choice = next(choices, 0)
        if options and (a.must_bid(seat) or choice % 2):
            a = a.bid(seat, options[choice // 2 % len(options)])
        else:
            assert not a.must_bid(seat)  # whoever must bid always has a legal bid
            a = a.pass_(seat)
    assert a.over
    sale = a.settle()
    after = sum(b.purse.value for b in sale.bidders)
    if sale.winner is None:
        assert after == before and all(not b.purse for b in bidders)
    else:
        assert after == before - sale.price.value
        assert sale.next_starter == (sale.winner + 1) % players


def test_placement_round_order_and_passing():
    hands = [[S(COM, I, 1), S(CUL, I, 1)], [S(SCI, J, 2)], []]
    p = t.Placement.start([t.Tableau()] * 3, hands, scepter=1)
    assert p.turn == 1
    p = p.place(1, S(SCI, J, 2), 0)
    assert p.turn == 0                           # seat 2 has no cards: skipped
    p = p.place(0, S(COM, I, 1), 0)
    assert p.turn == 0                           # seat 1's hand is empty now
    p = p.pass_(0)
    assert p.over
    assert p.hands[0] == (S(CUL, I, 1),)         # the unplaced card stays in hand
    with pytest.raises(IllegalAction, match="over"):
        p.pass_(0)


def test_placement_refuses_cards_not_in_hand_and_out_of_turn():
    p = t.Placement.start([t.Tableau()] * 2, [[S(COM, I, 1)], [S(CUL, I, 1)]], scepter=0)
    with pytest.raises(IllegalAction, match="does not hold"):
        p.place(0, S(SCI, I, 9), 0)
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        p.place(1, S(CUL, I, 1), 0)


def test_jester_must_eliminate_when_it_can_and_lands_in_its_sector():
    me = t.Tableau.of([S(COM, I, 1)])
    rival = t.Tableau.of([S(COM, J, 5), N(C, 2)])
    jester = common(t.CommonKind.JESTER, COM)
    targets = t.jester_targets([me, rival], 0, jester)
    assert targets == (t.Target(1, 0, 0), t.Target(1, 0, 1))   # Nobility in the column too (J1)
    with pytest.raises(IllegalAction, match="must eliminate"):
        t.play_jester([me, rival], 0, jester, None, 0)
    after = t.play_jester([me, rival], 0, jester, t.Target(1, 0, 0), 0)
    assert after[1].columns[0].cards == (N(C, 2),)
    assert after[0].columns[0].cards == (S(COM, I, 1), jester)


def test_jester_respects_protection_and_is_placed_without_target():
    rival = t.Tableau.of([S(CUL, J, 5), S(CUL, I, 1), N(C, 2)])
    jester = common(t.CommonKind.JESTER, CUL)
    assert t.jester_targets([t.Tableau(), rival], 0, jester) == ()
    with pytest.raises(IllegalAction, match="no rival card"):
        t.play_jester([t.Tableau(), rival], 0, jester, t.Target(1, 0, 0), 0)
    after = t.play_jester([t.Tableau(), rival], 0, jester, None, 0)
    assert after[0].columns[0].sector is CUL


def test_jester_never_targets_its_own_player():
    me = t.Tableau.of([S(SCI, I, 4)])
    assert t.jester_targets([me], 0, common(t.CommonKind.JESTER, SCI)) == ()


def test_crown_jester_follows_the_eliminated_card():
    me = t.Tableau.of([S(THE, I, 1)], [S(SCI, I, 1)])
    rival = t.Tableau.of([S(SCI, J, 3)])
    jester = common(t.CommonKind.JESTER)
    with pytest.raises(IllegalPlacement, match="science column"):
        t.play_jester([me, rival], 0, jester, t.Target(1, 0, 0), 0)
    after = t.play_jester([me, rival], 0, jester, t.Target(1, 0, 0), 1)
    assert after[1].columns == ()
    assert after[0].columns[1].cards[-1] == jester


def test_heartache_takes_a_card_of_the_heralds_sector_but_no_nobility():
    me = t.Tableau()
    rival = t.Tableau.of([S(COM, J, 5), N(C, 2)])
    herald = common(t.CommonKind.HERALD, COM)
    assert t.heartache_targets([me, rival], 0, herald, 1) == (t.Target(1, 0, 0),)
    after = t.play_herald([me, rival], 0, herald, t.Trade.heartache(t.Target(1, 0, 0)))
    assert after[0].columns[0].cards == (S(COM, J, 5),)
    assert after[1].columns[0].cards == (N(C, 2),)   # the column, now Nobility only, remains
    wild = common(t.CommonKind.HERALD)
    assert t.Target(1, 0, 1) in t.heartache_targets([me, rival], 0, wild, 1)
    with pytest.raises(IllegalAction, match="Herald's own sector"):
        t.play_herald([me, rival], 0, herald, t.Trade.heartache(t.Target(1, 0, 1)))


def test_heartache_never_takes_from_a_column_with_three_religions():
    """Rulebook line 141."""
    rival = t.Tableau.of([S(COM, J, 5), S(COM, I, 1), N(C, 2)])
    herald = common(t.CommonKind.HERALD, COM)
    assert t.heartache_targets([t.Tableau(), rival], 0, herald, 1) == ()


def test_a_crown_heartache_may_take_from_a_nobility_only_column_showing_three_religions():
    """Ruling C8: a column of Nobility alone is no sector, so its three religions protect nothing;
    once a sector card defines it, they do."""
    rival = t.Tableau.of([N(I, 2), N(J, 3), N(C, 1)])
    crown = common(t.CommonKind.HERALD)
    assert t.heartache_targets([t.Tableau(), rival], 0, crown, 1) == tuple(t.Target(1, 0, i) for i in range(3))
    after = t.play_herald([t.Tableau(), rival], 0, crown, t.Trade.heartache(t.Target(1, 0, 1), column=0))
    assert after[0].columns[0].cards == (N(J, 3),)
    defined = t.Tableau.of([N(I, 2), N(J, 3), N(C, 1), S(SCI, I, 1)])
    assert t.heartache_targets([t.Tableau(), defined], 0, crown, 1) == ()


def test_no_jester_reaches_a_column_of_nobility_only():
    """Ruling C8: a Jester takes a card from a sector and joins that sector; an undefined column
    has none, whatever religions it shows."""
    rival = t.Tableau.of([N(I, 2), N(J, 3)], [N(C, 1)])
    for jester in (common(t.CommonKind.JESTER), common(t.CommonKind.JESTER, SCI)):
        assert t.jester_targets([t.Tableau(), rival], 0, jester) == ()


def test_heartache_with_nothing_to_take_keeps_the_herald():
    """Ruling H4: nothing is taken, and the Herald may be placed instead."""
    rival = t.Tableau.of([S(SCI, J, 5)])
    herald = common(t.CommonKind.HERALD, COM)
    with pytest.raises(IllegalAction, match=r"keep the Herald and may place it \(\u2020H4\)"):
        t.play_herald([t.Tableau(), rival], 0, herald, t.Trade.heartache(t.Target(1, 0, 0)))
    p = t.Placement.start([t.Tableau(), rival], [[herald], []], scepter=0)
    assert p.place(0, herald, 0).tableaus[0].columns[0].cards == (herald,)


def test_handshake_swaps_one_card_each_way_even_from_a_protected_column():
    """Ruling H2: only the Heartache is barred from a column with all three religions (line 141)."""
    me = t.Tableau.of([S(SCI, I, 1), S(SCI, J, 1), S(SCI, C, 1)], [S(CUL, I, 2)])
    rival = t.Tableau.of([S(THE, J, 6), S(THE, I, 1), S(THE, C, 1)])
    herald = common(t.CommonKind.HERALD, COM)
    after = t.play_herald([me, rival], 0, herald,
                          t.Trade.handshake(1, give=t.Target(0, 0, 0), take=t.Target(1, 0, 0)))
    assert after[0].columns[0].cards == (S(SCI, J, 1), S(SCI, C, 1))
    assert after[0].columns[2].cards == (S(THE, J, 6),)
    assert after[1].columns[0].cards == (S(THE, I, 1), S(THE, C, 1))
    assert after[1].columns[1].cards == (S(SCI, I, 1),)


def test_handshake_a_card_for_a_promise_either_way():
    """Ruling H2 (line 133): a card may be given for a promise; it is no Heartache."""
    me = t.Tableau.of([S(CUL, I, 2)])
    rival = t.Tableau.of([S(THE, J, 6)])
    herald = common(t.CommonKind.HERALD, COM)   # the card taken is not of the Herald's sector
    got = t.play_herald([me, rival], 0, herald, t.Trade.handshake(1, take=t.Target(1, 0, 0)))
    assert [c.sector for c in got[0].columns] == [CUL, THE] and got[1].columns == ()
    gave = t.play_herald([me, rival], 0, herald, t.Trade.handshake(1, give=t.Target(0, 0, 0)))
    assert gave[0].columns == () and [c.sector for c in gave[1].columns] == [THE, CUL]
    promises = t.play_herald([me, rival], 0, herald, t.Trade.handshake(1))
    assert promises == (me, rival)


def test_handshake_refuses_nobility_unless_the_herald_is_wild():
    me = t.Tableau.of([N(I, 4)])
    rival = t.Tableau.of([S(THE, J, 6)])
    trade = t.Trade.handshake(1, give=t.Target(0, 0, 0), take=t.Target(1, 0, 0))
    with pytest.raises(IllegalAction, match="crown Herald"):
        t.play_herald([me, rival], 0, common(t.CommonKind.HERALD, THE), trade)
    after = t.play_herald([me, rival], 0, common(t.CommonKind.HERALD), trade)
    assert after[0].columns[0].sector is THE
    assert after[1].columns[0].cards == (N(I, 4),)


def test_the_receiver_chooses_among_several_columns():
    """Ruling H3: a wild card received may go in any column; the receiver says which."""
    me = t.Tableau.of([S(CUL, I, 1)], [S(THE, I, 1)])
    rival = t.Tableau.of([N(J, 3)])
    herald = common(t.CommonKind.HERALD)
    trade = t.Trade.handshake(1, take=t.Target(1, 0, 0))
    with pytest.raises(IllegalPlacement, match="say which"):
        t.play_herald([me, rival], 0, herald, trade)
    after = t.play_herald([me, rival], 0, herald, t.Trade.handshake(1, take=t.Target(1, 0, 0), column=1))
    assert after[0].columns[1].cards == (S(THE, I, 1), N(J, 3))


def test_herald_trades_with_a_rival_only():
    me = t.Tableau.of([S(COM, I, 1)])
    herald = common(t.CommonKind.HERALD, COM)
    with pytest.raises(IllegalAction, match="one rival"):
        t.play_herald([me], 0, herald, t.Trade.heartache(t.Target(0, 0, 0)))
    with pytest.raises(IllegalAction, match="one rival"):
        t.play_herald([me, t.Tableau()], 0, herald, t.Trade.handshake(0))
    with pytest.raises(IllegalAction, match="must come from the rival"):
        t.play_herald([me, t.Tableau(), me], 0, herald, t.Trade(1, take=t.Target(2, 0, 0)))


def test_placement_discards_the_eliminated_card_and_the_trading_herald():
    """Rulings J2 and H1: both leave the game."""
    jester, herald = common(t.CommonKind.JESTER, COM), common(t.CommonKind.HERALD, CUL)
    rival = t.Tableau.of([S(COM, J, 5)], [S(CUL, I, 2)])
    p = t.Placement.start([t.Tableau(), rival], [[jester, herald], []], scepter=0)
    p = p.jester(0, jester, t.Target(1, 0, 0), 0)
    assert p.discarded == (S(COM, J, 5),)
    p = p.herald_trade(0, herald, t.Trade.heartache(t.Target(1, 0, 0)))
    assert p.discarded == (S(COM, J, 5), herald)
    assert p.tableaus[0].columns[1].cards == (S(CUL, I, 2),)


def test_rogue_victims_and_theft():
    thief = t.Tableau.of([S(SCI, I, 1), common(t.CommonKind.ROGUE, SCI)])
    open_ = t.Tableau.of([S(SCI, J, 3)])
    guarded = t.Tableau.of([S(SCI, J, 3), S(SCI, I, 1), S(SCI, C, 1)])
    none = t.Tableau.of([S(COM, J, 3)])
    tabs = [thief, open_, guarded, none]
    assert t.rogues_showing(thief) == ((0, 1),)
    assert t.rogue_victims(tabs, 0, 0, 1) == (1,)          # ruling R3: guarded column is safe
    purses = t.steal([t.Purse(vellum=5), t.Purse(vellum=5)], 0, 1)
    assert purses == (t.Purse(vellum=6), t.Purse(vellum=4))


def test_thefts_run_from_the_scepter_holder_and_are_optional():
    """Lines 107-111: each Rogue shown may steal once, in order from the Scepter holder."""
    a = t.Tableau.of([S(SCI, I, 1), common(t.CommonKind.ROGUE, SCI)])
    b = t.Tableau.of([S(SCI, J, 3)], [S(COM, I, 2), common(t.CommonKind.ROGUE, COM)])
    c = t.Tableau.of([S(COM, C, 1)])
    found = t.thefts([a, b, c], scepter=1)
    assert [(x.thief, x.sector, x.victims) for x in found] == [(1, COM, (2,)), (0, SCI, (1,))]
    purses = (t.allowance(3),) * 3
    assert t.steal(purses, 1, 2)[1].vellum == 6           # stealing is a choice: not stealing changes nothing
    with pytest.raises(IllegalAction, match="\u2020R4"):
        t.steal([t.Purse(), t.Purse(gold=1)], 0, 1)


def test_crown_rogue_steals_in_its_columns_sector_only_once_defined():
    undefined = t.Tableau.of([N(I, 1), common(t.CommonKind.ROGUE)])
    rival = t.Tableau.of([S(SCI, J, 3)])
    assert t.rogue_victims([undefined, rival], 0, 0, 1) == ()
    defined = t.Tableau.of([S(SCI, I, 1), common(t.CommonKind.ROGUE)])
    assert t.rogue_victims([defined, rival], 0, 0, 1) == (1,)


def test_turn_order_runs_right_from_the_scepter():
    assert t.turn_order(0, 3) == (0, 1, 2)
    assert t.turn_order(3, 4) == (3, 0, 1, 2)
    with pytest.raises(IllegalAction):
        t.turn_order(4, 4)


def test_a_handshake_that_completes_both_players_makes_the_first_from_the_scepter_first():
    """Ruling F4: one swap completes all four sectors for two players at once; the first of them
    in turn order from the Scepter holder is the first to complete."""
    ana = t.Tableau.of([S(COM, I, 10), S(COM, J, 3)], [S(CUL, I, 10)], [S(THE, I, 10)], [S(SCI, I, 5)])
    bo = t.Tableau.of([S(COM, I, 7)], [S(CUL, J, 10)], [S(THE, J, 10)], [S(SCI, J, 10), S(SCI, C, 5)])
    cy = t.Tableau.of([S(SCI, C, 2)])
    herald = common(t.CommonKind.HERALD, CUL)
    before = (ana, bo, cy)
    assert t.first_to_complete(before, scepter=0) is None
    swap = t.Trade.handshake(rival=1, give=t.Target(0, 0, 1), take=t.Target(1, 3, 1))
    after = t.play_herald(before, 0, herald, swap)
    assert after[0].all_complete and after[1].all_complete
    assert [t.first_to_complete(after, scepter) for scepter in (0, 1, 2)] == [0, 1, 0]
