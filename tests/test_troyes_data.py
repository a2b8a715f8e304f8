"""playaid.rules.troyes.data: the notations, le Roy's table and its chances, as the rulebook gives them."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playaid.rules import troyes as tr
from playaid.rules.errors import IllegalAction, InvalidNotation, RulesError

D = tr.Die.parse


def dice(text):
    return tr.parse_dice(text)


def names(ds):
    return [str(d) for d in ds]


dice_lists = st.lists(st.builds(tr.Die, st.sampled_from(list(tr.Colour)), st.integers(1, 6)), max_size=14)


@pytest.mark.parametrize("text", ["R1", "Y3", "W6", "r5", " w2 "])
def test_die_notation_round_trips(text):
    assert str(D(text)) == text.strip().upper()


@pytest.mark.parametrize("text", ["R0", "R7", "B3", "R", "5", "RR5", "R5,", "", "Y 10"])
def test_bad_dice_are_refused(text):
    with pytest.raises(InvalidNotation):
        D(text)


def test_parse_dice_lists():
    assert names(dice("R5,Y3,W3")) == ["R5", "Y3", "W3"]
    assert dice("") == dice("none") == ()
    with pytest.raises(InvalidNotation):
        dice("R5,,Y3")


def test_ranking_is_value_then_red_yellow_white():
    assert names(tr.rank(dice("W6,Y6,R6,W5,R1,Y5"))) == ["R6", "Y6", "W6", "Y5", "W5", "R1"]


@given(dice_lists)
def test_ranking_is_a_total_order(ds):
    ranked = tr.rank(ds)
    assert Counter(ranked) == Counter(ds)
    for a, b in zip(ranked, ranked[1:]):
        assert a.value > b.value or (a.value == b.value and
                                     tr.COLOUR_ORDER.index(a.colour) <= tr.COLOUR_ORDER.index(b.colour))


def test_board_refuses_bad_counts_and_taken_places():
    with pytest.raises(RulesError):
        tr.Board.from_counts({tr.Building.PALACE: (5, 2)})
    b = tr.Board.empty().put(tr.Building.PALACE, 1, tr.Side.LE_ROY)
    with pytest.raises(IllegalAction, match="taken"):
        b.put(tr.Building.PALACE, 1, tr.Side.PLAYER)
    with pytest.raises(IllegalAction):
        b.put(tr.Building.PALACE, 7, tr.Side.PLAYER)


@pytest.mark.parametrize("text, building", [("palace", tr.Building.PALACE), ("City Hall", tr.Building.CITY_HALL),
                                            ("city-hall", tr.Building.CITY_HALL), ("w", tr.Building.BISHOPRIC)])
def test_building_names(text, building):
    assert tr.Building.parse(text) is building


def test_printed_rows_follow_the_rulebook():
    expected = {2: ("gain_vp", 2, 3, 1, 6), 3: ("gain_vp", 2, 2, 1, 4), 4: ("worker", 0, 1, 0, 0),
                6: ("tradesman", 0, 1, 0, 0), 7: ("cathedral", 0, 2, 0, 0), 8: ("character", 0, 0, 0, 0)}
    for roll, (action, vp, price, bought, deniers) in expected.items():
        r = tr.row(roll)
        assert (r.action.value, r.vp, r.own + r.bought, r.bought, r.price_deniers) == (
            action, vp, price, bought, deniers)
    assert tr.row(5).per_banner and tr.row(5).action is tr.Action.EVENT


def test_mirrored_rows_are_the_ruling():
    assert tr.row(9).per_banner and tr.row(9).mirrors == 5
    for roll, mirror in ((10, 4), (11, 3), (12, 2)):
        a, b = tr.row(roll), tr.row(mirror)
        assert a.mirrors == mirror
        assert (a.action, a.vp, a.own, a.bought, a.price_deniers) == (b.action, b.vp, b.own, b.bought,
                                                                     b.price_deniers)
    assert tr.row(12).vp == tr.row(2).vp == 2
    assert not tr.row(9).printed and tr.row(8).printed
    assert tr.row(9).rulings == ("T2",) and tr.row(10).rulings == ("T1",) and tr.row(8).rulings == ()


def test_the_price_counts_the_die_he_buys():
    """Line 70: the price is the dice he spends, and rows 2 and 3 count the bought die in it."""
    assert (tr.row(2).price, tr.row(2).own, tr.row(2).bought) == (3, 2, 1)
    assert (tr.row(3).price, tr.row(3).own, tr.row(3).bought) == (2, 1, 1)
    assert tr.row(5).price is None
    t = tr.turn(2, dice("R5,Y3,W3"), dice("W6"))
    assert len(t.spent) + (t.bought is not None) == tr.row(2).price
    assert tr.row(2).seller_fallback_printed is False and tr.row(3).seller_fallback_printed is True


def test_probabilities_are_exact():
    assert sum(tr.ROLL_PROBABILITY.values()) == 1
    assert tr.ROLL_PROBABILITY[7] == Fraction(1, 6)
    assert sum(tr.action_probability(a) for a in tr.Action) == 1
    assert tr.action_probability(tr.Action.WORKER) == Fraction(6, 36)
    assert tr.action_probability(tr.Action.CHARACTER) == Fraction(5, 36)


def test_black_dice_notation():
    assert tr.parse_black("6, B4,1") == (6, 4, 1)
    assert tr.parse_black("") == ()
    with pytest.raises(InvalidNotation):
        tr.parse_black("7")


def test_black_dice_of_several_events():
    assert tr.parse_black_events("6,4/5") == ((6, 4), (5,))
    assert tr.parse_black_events("5,2") == ((5, 2),)
    assert tr.parse_black_events(" none ") == ()
    for bad in ("6,4/", "/5", "6//5", "7/1"):
        with pytest.raises(InvalidNotation):
            tr.parse_black_events(bad)


def test_meeple_counts_notation():
    assert tr.parse_counts("4/2 5/1 3/3") == {tr.Building.PALACE: (4, 2), tr.Building.CITY_HALL: (5, 1),
                                             tr.Building.BISHOPRIC: (3, 3)}
    for bad in ("4/2 5/1", "4/3 5/1 3/3", "a/b c/d e/f", "4/-2 5/1 3/3"):
        with pytest.raises(InvalidNotation):
            tr.parse_counts(bad)


def test_the_chances_are_exact_and_cost_nothing_until_read():
    """ROLL_PROBABILITY is exact, and importing the game does not import fractions (nor typing):
    one le Roy turn on the command line has no need of them."""
    import subprocess
    import sys

    assert dict(tr.ROLL_PROBABILITY) == {n: Fraction(6 - abs(n - 7), 36) for n in range(2, 13)}
    code = "import sys, playaid.rules.troyes; print(sorted({'fractions', 'typing'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("text, building", [("p", tr.Building.PALACE), ("red", tr.Building.PALACE),
                                            ("CITY", tr.Building.CITY_HALL), ("y", tr.Building.CITY_HALL),
                                            ("white", tr.Building.BISHOPRIC), ("b", tr.Building.BISHOPRIC)])
def test_a_building_is_read_from_its_initial_or_its_colour(text, building):
    assert tr.Building.parse(text) is building
    assert building.colour.building is building


def test_the_closed_sets_read_and_print_as_the_shared_choice_does():
    assert repr(tr.Action.GAIN_VP) == "Action.GAIN_VP" and str(tr.Building.CITY_HALL) == "city hall"
    assert tr.Action.parse("Gain VP") is tr.Action.GAIN_VP
    with pytest.raises(InvalidNotation, match="unknown building 'moon'"):
        tr.Building.parse("moon")
