"""playaid.rules.troyes.play: setup steps, le Roy's turn, combat, the bands looked up, the cards."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.rules import troyes as tr
from playaid.rules.errors import IllegalAction, InvalidNotation, RulesError

from tests.test_troyes_data import D, dice, dice_lists, names


# ------------------------------------------------------------------ setup

def test_setup_uses_the_three_best_dice_and_best_places():
    step = tr.setup_step(dice("R2,R6,Y6,Y1,W4,W4"), tr.Board.empty())
    assert [(str(p.die), p.building, p.place) for p in step.placed] == [
        ("R6", tr.Building.PALACE, 1), ("Y6", tr.Building.CITY_HALL, 1), ("W4", tr.Building.BISHOPRIC, 1)]
    assert step.skipped == ()


def test_setup_two_dice_of_one_colour_fill_two_places():
    step = tr.setup_step(dice("R6,R5,Y4,Y1,W1,W2"), tr.Board.empty())
    assert [(p.building, p.place) for p in step.placed] == [
        (tr.Building.PALACE, 1), (tr.Building.PALACE, 2), (tr.Building.CITY_HALL, 1)]


def test_setup_skips_a_die_whose_building_is_full():
    board = tr.Board.from_counts({tr.Building.PALACE: (4, 2)})
    step = tr.setup_step(dice("R6,R5,Y4,Y1,W1,W2"), board)
    assert names(step.skipped) == ["R6", "R5"]
    assert [str(p.die) for p in step.placed] == ["Y4", "W2", "Y1"]


def test_setup_falls_back_to_free_places_when_dice_run_out():
    board = tr.Board.from_counts({tr.Building.PALACE: (2, 1), tr.Building.CITY_HALL: (4, 2),
                                  tr.Building.BISHOPRIC: (4, 2)})
    step = tr.setup_step(dice("R1,R2,Y6,Y5,W6,W5"), board)
    assert [(p.die and str(p.die), p.building, p.place) for p in step.placed] == [
        ("R2", tr.Building.PALACE, 4), ("R1", tr.Building.PALACE, 5), (None, tr.Building.PALACE, 6)]


@pytest.mark.parametrize("text", ["R1,R2,Y3,Y4,W5", "R1,R2,R3,Y4,W5,W6", "R1,R2,Y3,Y4,W5,W6,W1"])
def test_setup_needs_two_dice_of_each_colour(text):
    with pytest.raises(RulesError, match="6 dice, 2 of each colour"):
        tr.setup_step(dice(text), tr.Board.empty())


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(st.integers(1, 6), min_size=6, max_size=6), min_size=4, max_size=4),
       st.randoms(use_true_random=False))
def test_setup_always_ends_with_twelve_and_six(rolls, rnd):
    board = tr.Board.empty()
    for k, values in enumerate(rolls):
        ds = [tr.Die(c, v) for c, v in zip([c for c in tr.Colour for _ in range(2)], values)]
        board = tr.setup_step(ds, board).board
        if k < 3:
            for _ in range(tr.SETUP_PLAYER_STEP):
                free = [(b, i + 1) for b in tr.Building for i, s in enumerate(board.row(b)) if s is None]
                b, place = rnd.choice(free)
                board = board.put(b, place, tr.Side.PLAYER)
    assert board.total(tr.Side.LE_ROY) == tr.LE_ROY_MEEPLES
    assert board.total(tr.Side.PLAYER) == tr.PLAYER_MEEPLES
    assert tr.setup_done(board)


def test_dice_come_from_meeples():
    board = tr.Board.from_counts({tr.Building.PALACE: (4, 2), tr.Building.CITY_HALL: (5, 1),
                                  tr.Building.BISHOPRIC: (3, 3)})
    assert tr.dice_for_round(board) == {tr.Colour.RED: 4, tr.Colour.YELLOW: 5, tr.Colour.WHITE: 3}


def test_every_roll_hits_exactly_one_row():
    for roll in range(2, 13):
        assert [r for r in tr.TABLE.values() if r.roll == roll] == [tr.row(roll)]
    for bad in (1, 13, 0, "7", 7.0, True):
        with pytest.raises(InvalidNotation):
            tr.row(bad)


def test_row_2_buys_your_best_die_for_six():
    t = tr.turn(2, dice("R5,Y3,W3"), dice("W6,R6,Y2"))
    assert names(t.spent) == ["R5", "Y3"] and str(t.bought) == "R6"
    assert (t.deniers_to_player, t.vp, names(t.remaining)) == (6, 2, ["W3"])


def test_row_3_without_player_dice_uses_his_own_for_free():
    t = tr.turn(3, dice("R5,Y3,W3"), ())
    assert names(t.spent) == ["R5", "Y3"] and t.bought is None and t.deniers_to_player == 0


def test_row_2_fallback_ruling_b1():
    t = tr.turn(12, dice("R5,Y3,W3,W1"), ())
    assert names(t.spent) == ["R5", "Y3", "W3"] and t.deniers_to_player == 0


def test_price_above_dice_spends_all_and_still_buys():
    t = tr.turn(2, dice("W2"), dice("R4"))
    assert names(t.spent) == ["W2"] and t.remaining == () and t.short
    assert str(t.bought) == "R4" and t.deniers_to_player == 6


def test_worker_goes_where_the_best_die_points_and_expels():
    board = tr.Board.from_counts({tr.Building.CITY_HALL: (4, 2)})
    t = tr.turn(4, dice("Y6,R6,W6"), board=board)
    assert t.building is tr.Building.PALACE and not t.expels     # R6 outranks Y6
    t = tr.turn(10, dice("Y6,W6"), board=board)
    assert t.building is tr.Building.CITY_HALL and t.expels


def test_place_worker_outcomes():
    b = tr.Board.from_counts({tr.Building.PALACE: (3, 2), tr.Building.CITY_HALL: (6, 0),
                              tr.Building.BISHOPRIC: (3, 0)})
    after, what = tr.place_worker(b, tr.Building.PALACE)
    assert what == "expelled" and after.counts()[tr.Building.PALACE] == (4, 1)
    assert after.row(tr.Building.PALACE)[3] is tr.Side.LE_ROY     # your best-placed meeple's place
    assert tr.place_worker(b, tr.Building.CITY_HALL)[1] == "full"
    after, what = tr.place_worker(b, tr.Building.BISHOPRIC)
    assert what == "placed" and after.counts()[tr.Building.BISHOPRIC] == (4, 0)


def test_event_costs_one_die_per_free_banner():
    assert names(tr.turn(5, dice("R5,Y3,W3"), banners=2).spent) == ["R5", "Y3"]
    assert tr.turn(9, dice("R5"), banners=0).spent == ()
    with pytest.raises(RulesError, match="free banners"):
        tr.turn(9, dice("R5"))
    with pytest.raises(InvalidNotation):
        tr.turn(5, dice("R5"), banners=-1)


def test_cathedral_room():
    assert (tr.turn(7, dice("R5,Y3,W3")).cubes, tr.turn(7, dice("R5,Y3,W3")).vp) == (2, 0)
    assert (tr.turn(7, dice("R5,Y3"), cathedral_room=1).cubes, tr.turn(7, dice("R5"), cathedral_room=1).vp) == (1, 0)
    t = tr.turn(7, dice("R5,Y3"), cathedral_room=0)
    assert (t.cubes, t.vp, names(t.spent)) == (0, 2, ["R5", "Y3"])


def test_character_costs_nothing_and_gives_one_vp_when_the_pile_is_empty():
    t = tr.turn(8, dice("R5"), characters_left=3)
    assert t.spent == () and t.character and t.vp == 0
    t = tr.turn(8, dice("R5"), characters_left=0)
    assert not t.character and t.vp == 1


def test_no_turn_without_dice():
    with pytest.raises(IllegalAction):
        tr.turn(7, ())


def test_the_pile_holds_at_most_the_six_characters():
    for bad in (-1, 7, True, "3"):
        with pytest.raises(InvalidNotation, match="0 to 6 character cards"):
            tr.turn(8, dice("R5"), characters_left=bad)


def test_json_says_what_the_rulebook_has_him_do():
    """Note 3: he expels whenever he can; note 7: he scores the character (its points are on the card)."""
    worker = tr.turn(4, dice("Y6,R2")).to_dict()
    assert worker["expels"] == "if_possible" and worker["building"] == "city_hall"
    board = tr.Board.from_counts({tr.Building.CITY_HALL: (4, 2)})
    assert tr.turn(4, dice("Y6,R2"), board=board).to_dict()["expels"] is True
    assert tr.turn(4, dice("R6,Y2"), board=board).to_dict()["expels"] is False
    char = tr.turn(8, dice("R5")).to_dict()
    assert char["vp"] == "character" and char["character"] is True
    assert tr.turn(8, dice("R5"), characters_left=0).to_dict()["vp"] == tr.NO_CHARACTER_VP


def test_turn_lists_the_rulings_it_relied_on():
    assert tr.turn(3, dice("R5"), dice("W2")).rulings == ("B4", "B2", "B3")
    assert tr.turn(3, dice("R5"), ()).rulings == ()                          # note 2 says so itself
    assert tr.turn(2, dice("R5"), ()).rulings == ("B1",)
    assert tr.turn(2, dice("R5"), dice("W2")).rulings == ("B4", "B2", "B3", "X1")
    assert tr.turn(10, dice("R5")).rulings == ("T1", "W1")
    assert tr.turn(9, dice("R5"), banners=0).rulings == ("T2", "E1")
    assert tr.turn(7, dice("R5"), cathedral_room=1).rulings == ("C1",)
    assert tr.turn(7, dice("R5"), cathedral_room=(1, 1)).rulings == ("C2",)
    assert set(tr.RULING) >= {k for n in range(2, 13) for k in tr.turn(n, dice("R5"), banners=0).rulings}


def test_an_event_row_with_nothing_to_resolve_costs_nothing():
    """Ruling E1: no event on display (or no free banner) is 0 banners: no die spent."""
    t = tr.turn(5, dice("R5,Y3"), banners=0)
    assert t.spent == () and names(t.remaining) == ["R5", "Y3"] and "E1" in t.rulings


def test_cathedral_cubes_go_one_at_a_time():
    """Ruling C2: a lowest row with one space left sends the second cube a row up."""
    assert tr.cathedral_rows((1, 3, 2), 2) == (1, 2)
    assert tr.cathedral_rows((2, 3), 2) == (1, 1)
    assert tr.cathedral_rows((0, 0, 1), 2) == (3,)
    assert tr.cathedral_rows((), 2) == ()
    t = tr.turn(7, dice("R5,Y3"), cathedral_room=(1, 3, 2))
    assert (t.cubes, t.cube_rows, t.vp) == (2, (1, 2), 0)
    t = tr.turn(7, dice("R5,Y3"), cathedral_room=(0, 0, 0))
    assert (t.cubes, t.vp) == (0, tr.CATHEDRAL_FULL_VP)
    with pytest.raises(InvalidNotation):
        tr.cathedral_rows((1, -1), 2)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 4), max_size=4), st.integers(0, 3))
def test_cathedral_rows_fill_from_the_bottom(free, cubes):
    rows = tr.cathedral_rows(free, cubes)
    assert len(rows) == min(cubes, sum(free))
    assert list(rows) == sorted(rows)
    for r in set(rows):
        assert rows.count(r) <= free[r - 1]
        assert all(free[i] <= rows.count(i + 1) for i in range(r - 1))   # lower rows are full first


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 12), dice_lists.filter(bool), dice_lists, st.integers(0, 4), st.integers(0, 3))
def test_le_roy_never_spends_dice_he_lacks(roll, mine, yours, banners, room):
    t = tr.turn(roll, mine, yours, banners=banners, cathedral_room=room)
    ranked = tr.rank(mine)
    assert t.spent + t.remaining == ranked              # he spends his best, keeps the rest in order
    assert Counter(t.spent) <= Counter(mine)
    if t.bought is not None:
        assert t.bought == tr.rank(yours)[0]
    assert t.deniers_to_player in (0, 4, 6)
    assert t.vp >= 0


# ------------------------------------------------------------------ tradesman and combat


def test_tradesman_prefers_vp_then_cost_then_colour():
    spots = [tr.Spot("a", 2, 0, tr.Colour.RED), tr.Spot("b", 3, 4, tr.Colour.WHITE),
             tr.Spot("c", 3, 2, tr.Colour.WHITE), tr.Spot("d", 3, 2, tr.Colour.YELLOW)]
    assert tr.tradesman_spot(spots).name == "d"


def test_combat_removes_only_the_highest_black_die():
    c = tr.combat(dice("W6,R6,Y2"), (5, 6, 2))
    assert (str(c.used), c.eliminated, c.passed_back, names(c.remaining)) == ("R6", 6, (5, 2), ["W6", "Y2"])


def test_combat_names_the_rulings_it_applies():
    """†K3 when his die is lower than the black die it removes; †K2 for each fight when a round has
    several red events; nothing when neither applies."""
    assert tr.combat(dice("R6,Y2"), (5, 6)).rulings == ()
    assert tr.combat(dice("R3"), (5, 1)).rulings == ("K3",)
    assert tr.combat((), (4,)).rulings == ()
    fights = tr.combat_events(dice("R6,Y5"), [(5, 4), (6,)])
    assert [c.rulings for c in fights] == [("K2",), ("K2", "K3")]
    assert [c.to_dict()["rulings"] for c in fights] == [["K2"], ["K2", "K3"]]
    assert tr.combat_events(dice("R2"), [(5,)])[0].rulings == ("K3",)


def test_combat_without_dice_or_black_dice():
    assert tr.combat((), (4, 3)).passed_back == (4, 3)
    assert tr.combat(dice("R1"), ()).used is None


def test_several_red_events_are_fought_one_after_the_other():
    """Ruling K2: each red event's black dice are fought on their own, his best remaining die each time."""
    fights = tr.combat_events(dice("R6,Y5,W1"), [(5, 4), (6, 2)])
    assert [(str(c.used), c.eliminated, c.passed_back) for c in fights] == [("R6", 5, (4,)), ("Y5", 6, (2,))]
    assert names(fights[-1].remaining) == ["W1"]
    fights = tr.combat_events(dice("R6"), [(5,), (6, 1)])
    assert fights[1].used is None and fights[1].passed_back == (6, 1)
    assert tr.combat_events(dice("R6"), []) == ()


@given(dice_lists, st.lists(st.lists(st.integers(1, 6), min_size=1, max_size=4), max_size=3))
def test_combat_events_spend_one_die_per_event_at_most(mine, events):
    fights = tr.combat_events(mine, events)
    used = [c.used for c in fights if c.used is not None]
    assert len(used) == min(len(mine), len(events))
    assert list(fights[-1].remaining if fights else tr.rank(mine)) == list(tr.rank(mine))[len(used):]


@given(dice_lists, st.lists(st.integers(1, 6), max_size=5))
def test_combat_invariants(mine, black):
    c = tr.combat(mine, tuple(black))
    removed = [] if c.eliminated is None else [c.eliminated]
    assert sorted(removed + list(c.passed_back)) == sorted(black)
    assert len(removed) <= 1 and (not removed or removed[0] == max(black))


# ------------------------------------------------------------------ bands and score


@pytest.mark.parametrize("margin, printed", [(-500, (-100, 0)), (-100, (-100, 0)), (-1, (-100, 0)),
                                             (0, (0, 5)), (5, (0, 5)), (6, (6, 10)), (10, (6, 10)),
                                             (11, (11, 15)), (16, (16, 20)), (20, (16, 20)),
                                             (21, (20, None)), (999, (20, None))])
def test_bands_with_the_overlap_ruling(margin, printed):
    """Lines 98-103, with ruling R1 where two printed bands share a margin."""
    b = tr.band(margin)
    assert (b.low, b.high) == printed


def test_the_bands_are_the_printed_ones_in_order():
    assert [(b.rating.value, b.low, b.high) for b in tr.BANDS] == [
        ("defeat", -100, 0), ("not_terrible", 0, 5), ("average", 6, 10), ("respectable", 11, 15),
        ("uneasy", 16, 20), ("masterful", 20, None)]
    assert [b.ruled for b in tr.BANDS] == [True, False, False, False, False, True]
    with pytest.raises(InvalidNotation):
        tr.band(1.5)


def test_each_rating_s_key_says_what_its_verdict_says():
    """Line 99 calls 0 to 5 not terrible: its key says so, and no key says the opposite of its verdict."""
    assert tr.band(3).rating.value == "not_terrible"
    for b in tr.BANDS:
        words = b.rating.value.replace("_", " ")
        verdict = tr.verdict(b).lower()
        assert words in verdict and f"not {words}" not in verdict.replace("not terrible", ""), b.rating


def test_the_bands_that_behead_you_are_the_rulebook_s():
    """Lines 98, 99 and 102 have le Roy take your head: at 0 or less, at 0 to 5 and at 16 to 20."""
    assert [b.beheads for b in tr.BANDS] == [True, True, False, False, True, False]


@pytest.mark.parametrize("margin, won", [(-200, False), (-1, False), (0, False), (3, False), (5, False), (6, True),
                                         (10, True), (15, True), (16, False), (18, False), (20, False), (21, True),
                                         (500, True)])
def test_a_win_is_a_band_that_spares_your_head(margin, won):
    """Ruling W6: ahead by 1 to 5 or by 16 to 20 is not a win, le Roy still takes your head."""
    assert tr.won(margin) is won
    assert tr.won(margin) is not tr.band(margin).beheads


@given(st.integers(-10**6, 10**6))
def test_every_margin_has_exactly_one_band(margin):
    assert sum(b.holds(margin) for b in tr.BANDS) == 1


def test_prior_takes_one_white_die_and_no_other():
    """Line 30: the Prior doubles one white die, and no other white die joins that action."""
    assert names(tr.prior(dice("W4"))) == ["W4", "W4"]
    for bad in ("W4,W2", "W4,W4,W1", ""):
        with pytest.raises(IllegalAction, match="exactly 1 white die"):
            tr.prior(dice(bad))
    with pytest.raises(IllegalAction, match="doubles a white die"):
        tr.prior(dice("R4"))


def test_traveling_builders_scores_once_however_many_spaces():
    assert [tr.traveling_builders_vp(n) for n in (0, 1, 5)] == [0, tr.TRAVELING_BUILDERS_VP, tr.TRAVELING_BUILDERS_VP]
    with pytest.raises(InvalidNotation):
        tr.traveling_builders_vp(-1)


def test_setup_order_reaches_twelve_and_six():
    turns = tr.setup_turns()
    assert turns[0] == (tr.Side.LE_ROY, tr.SETUP_LE_ROY_STEP) and turns[1] == (tr.Side.PLAYER, tr.SETUP_PLAYER_STEP)
    assert sum(n for side, n in turns if side is tr.Side.LE_ROY) == tr.LE_ROY_MEEPLES
    assert sum(n for side, n in turns if side is tr.Side.PLAYER) == tr.PLAYER_MEEPLES
    assert tr.setup_step(dice("R6,R5,Y4,Y1,W1,W2"), tr.Board.empty(), 1).placed[0].die == D("R6")


def test_the_baker_and_the_banquet_count_as_their_cards_say():
    assert [tr.baker_deniers(n) for n in (0, 1, 4)] == [0, tr.BAKER_DENIERS, 4 * tr.BAKER_DENIERS]
    assert tr.banquet_vp([2, 5, 1]) == 5 * tr.BANQUET_VP and tr.banquet_vp([0, 0]) == 0
    for bad in (-1, True, 1.5):
        with pytest.raises(InvalidNotation):
            tr.baker_deniers(bad)
        with pytest.raises(InvalidNotation):
            tr.banquet_vp([1, bad])


# ------------------------------------------------------------------ your actions against le Roy (line 108)

def test_an_action_uses_at_most_three_dice_his_included():
    """Line 108: whatever dice you took from le Roy, an action still uses at most 3 dice."""
    assert tr.MAX_DICE_PER_ACTION == 3
    assert names(tr.action_dice(dice("Y6,Y5,R2"))) == ["Y6", "Y5", "R2"]
    assert tr.action_dice(()) == ()
    with pytest.raises(IllegalAction, match="at most 3 dice, not 4"):
        tr.action_dice(dice("Y6,Y5,R2,W1"))


def test_the_tithe_takes_up_to_three_of_his_yellow_dice():
    """Line 108: up to 3 of his yellow dice, not 1; only yellow ones, only dice he has."""
    assert tr.TITHE_DICE == 3
    left = tr.tithe(dice("Y6,Y5,Y2,Y1,R3"), dice("Y6,Y5,Y2"))
    assert names(left) == ["R3", "Y1"]
    assert names(tr.tithe(dice("Y6,R3"), dice("Y6"))) == ["R3"]
    with pytest.raises(IllegalAction, match="up to 3 of his yellow dice, not 4"):
        tr.tithe(dice("Y6,Y5,Y2,Y1"), dice("Y6,Y5,Y2,Y1"))
    with pytest.raises(IllegalAction, match="yellow dice only, not R3"):
        tr.tithe(dice("Y6,R3"), dice("R3"))
    with pytest.raises(IllegalAction, match="he has no Y4"):
        tr.tithe(dice("Y6,Y5"), dice("Y4"))
    with pytest.raises(IllegalAction, match="he has no Y6"):
        tr.tithe(dice("Y6,Y5"), dice("Y6,Y6"))


@given(dice_lists, dice_lists)
def test_the_tithe_never_takes_more_than_it_may(his, taken):
    try:
        left = tr.tithe(his, taken)
    except IllegalAction:
        return
    assert len(taken) <= tr.TITHE_DICE and all(d.colour is tr.Colour.YELLOW for d in taken)
    assert Counter(left) + Counter(taken) == Counter(his)
