"""Tests of playaid.rules.toledo.score: points, the tie-break chain, the box's limits, score sheets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.rules import toledo as t
from playaid.rules.errors import RulesError


# ------------------------------------------------------------------ scoring


def test_the_rulebooks_scoring_example_is_eighteen():
    s = t.score_player("Red", t.Holdings((12,), (7,), (2, 2), 3, True))
    assert (s.presented_points, s.kept_points, s.painting_points, s.gem_points, s.move_skill_penalty) == (
        12, 3, 4, 1, -2)
    assert s.total == 18


@settings(max_examples=50)
@given(st.lists(st.integers(1, 30), max_size=5), st.lists(st.integers(1, 30), max_size=6),
       st.lists(st.integers(1, 3), max_size=6), st.integers(0, 20), st.booleans(),
       st.lists(st.integers(1, 6), max_size=10))
def test_score_is_the_sum_of_its_parts(presented, kept, paintings, gems, skill, hand):
    h = t.Holdings(tuple(presented), tuple(kept), tuple(paintings), gems, skill, tuple(hand))
    s = t.score_player("X", h)
    assert s.total == sum(presented) + sum(v // 2 for v in kept) + sum(paintings) + gems // 2 - 2 * skill
    assert s.tie_keys == (len(hand), sum(hand))


def test_kept_swords_and_gems_round_down():
    assert [t.kept_sword_points(v) for v in (1, 2, 7, 13)] == [0, 1, 3, 6]
    assert [t.gem_points(g) for g in (0, 1, 2, 5)] == [0, 0, 1, 2]


def test_ties_most_cards_then_highest_total_then_shared():
    def entry(name, cards_):
        return name, t.Holdings(gems=4, movement_cards=cards_)

    assert t.final_score([entry("A", (6,)), entry("B", (1, 1))]).winners == ("B",)
    assert t.final_score([entry("A", (6, 1)), entry("B", (2, 2))]).winners == ("A",)
    assert t.final_score([entry("A", (3, 1)), entry("B", (2, 2))]).winners == ("A", "B")
    more_points = ("C", t.Holdings(gems=6))
    assert t.final_score([entry("A", (6, 6, 6)), more_points]).winners == ("C",)


@pytest.mark.parametrize("kwargs, message", [
    ({"swords_presented": (0,)}, "must be 1 to 99"),
    ({"swords_kept": (-3,)}, "must be 1 to 99"),
    ({"swords_kept": (100,)}, "kept sword 1 must be 1 to 99 \\(\u2020A13\\), not 100"),
    ({"swords_presented": (10 ** 4000,)}, r"must be 1 to 99 \(\u2020A13\), not 1000000000000000000000000000000000000\.\.\.$"),
    ({"paintings": (4,)}, "1 to 3"),
    ({"movement_cards": (7,)}, "1 to 6"),
    ({"gems": -1}, "negative"),
    ({"gems": 21}, "0 to 20"),
    ({"gems": 2.0}, "whole number"),
    ({"move_skill": "yes"}, "true or false"),
    ({"swords_presented": (5,) * 6}, "at most one"),
    ({"paintings": (1,) * 7}, "the game has 6"),
    ({"swords_kept": (5,) * 20}, "19 sword tiles"),
])
def test_holdings_refuse_what_the_game_cannot_produce(kwargs, message):
    with pytest.raises(RulesError, match=message):
        t.Holdings(**kwargs)


def test_lists_longer_than_the_box_are_refused_before_their_items_are_read():
    with pytest.raises(RulesError, match="100000 swords, but the game has 19 sword tiles"):
        t.Holdings(swords_kept=("not a number",) * 100_000)
    with pytest.raises(RulesError, match="85 movement cards, but the game has 84"):
        t.Holdings(movement_cards=(7,) * 85)


def test_final_score_checks_the_box_across_players():
    half = t.Holdings(gems=11)
    with pytest.raises(RulesError, match="22 gems between them"):
        t.final_score([("A", half), ("B", half)])
    with pytest.raises(RulesError, match="appears 2 times"):
        t.final_score([("A", t.Holdings()), ("A", t.Holdings())])
    with pytest.raises(RulesError, match="1 to 4 players"):
        t.final_score([])


def test_a_total_may_go_below_zero():
    """Only the move skill tile: 2 points off and nothing else (ruling S4)."""
    result = t.score_sheet({"players": [{"name": "Bo", "move_skill": True}, {"name": "Cy"}]})
    assert [p.total for p in result.players] == [-2, 0] and result.winners == ("Cy",)


# ------------------------------------------------------------------ score sheets


def test_sheet_defaults_and_example():
    result = t.score_sheet({"players": [
        {"name": "Red", "swords_presented": [12], "swords_kept": [7], "paintings": [2, 2], "gems": 3,
         "move_skill": True, "movement_cards": [1, 4]},
        {"name": "Bo"},
    ]})
    assert [p.total for p in result.players] == [18, 0]
    d = result.to_dict()
    assert d["game"] == "toledo" and d["winners"] == ["Red"]
    assert d["players"][0]["movement_cards"] == [1, 4] and d["players"][0]["card_value_total"] == 5


@pytest.mark.parametrize("data, message", [
    ([], "must be an object"),
    ({}, "non-empty 'players'"),
    ({"players": []}, "non-empty 'players'"),
    ({"players": [1]}, "player 1: each player must be an object"),
    ({"players": [{"gems": 1}]}, "player 1: needs a non-empty 'name'"),
    ({"players": [{"name": "A", "gem": 1}]}, "player 'A': unknown field 'gem'"),
    ({"players": [{"name": "A", "paintings": 2}]}, "player 'A': 'paintings' must be a list"),
    ({"players": [{"name": "A", "movement_cards": [1, 9]}]}, "player 'A': movement card 2 must be 1 to 6"),
    ({"players": [{"name": "A", "gems": None}]}, "player 'A': the count of gems must be a whole number"),
    ({"players": [{"name": "A"}], "extra": 1}, "unknown top-level field"),
    ({"players": [{"name": str(i)} for i in range(5)]}, "a game has 1 to 4"),
])
def test_sheet_refuses_and_names_the_culprit(data, message):
    with pytest.raises(RulesError, match=message):
        t.score_sheet(data)
