"""Tests of playaid.rules.toledo.duel: fencing colours, duel cards, fencing rounds and duels."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.rules import toledo as t
from playaid.rules.errors import IllegalAction, InvalidNotation

A, D = t.Pose.ATTACK, t.Pose.DEFEND


def card(colour, pose):
    return t.DuelCard(colour, pose)



# ------------------------------------------------------------------ fencing colours


@pytest.mark.parametrize("name", ["neutral", "move", "", "two words", "red1", "x" * 25, 5, None])
def test_fencing_colour_refuses(name):
    with pytest.raises(InvalidNotation):
        t.fencing_colour(name)


def test_fencing_colour_accepts_words_in_any_language():
    assert t.fencing_colour("Viola") == "viola"
    assert t.fencing_colour("blue-green") == "blue-green"
    assert t.fencing_colour("marrón") == "marrón"


def test_only_two_colours_are_named_by_the_rulebook():
    assert t.NAMED_FENCING_COLOURS == ("purple", "brown")
    assert t.Palette().colours == t.NAMED_FENCING_COLOURS
    assert t.FENCING_COLOURS == 3


def test_skill_set_holds_at_most_three_distinct_tiles():
    assert t.skill_set("") == frozenset()
    assert t.skill_set(["brown", "purple"]) == {"brown", "purple"}
    with pytest.raises(InvalidNotation, match="at most 3"):
        t.skill_set("a,b,c,d")
    with pytest.raises(InvalidNotation, match="--attacker: 'move' is the move skill"):
        t.skill_set("move", "--attacker")


# ------------------------------------------------------------------ duel cards


@pytest.mark.parametrize("text, expected", [
    ("purple:attack", card("purple", A)),
    (" Neutral : DEFEND ", card(None, D)),
    ("brown:defend", card("brown", D)),
])
def test_duel_card_parse(text, expected):
    assert t.DuelCard.parse(text) == expected


@pytest.mark.parametrize("read, text, message", [
    (t.Palette.parse, "purple,brown,teal,red", "3 fencing colours, not 4"),
    (t.Palette.parse, "purple,Purple", "listed twice"),
    (t.Palette.parse, "purple,neutral", "without a fencing colour"),
    (t.DuelCard.parse, "purple", "COLOUR:POSE"),
    (t.DuelCard.parse, ":attack", "COLOUR:POSE"),
    (t.DuelCard.parse, "purple:attack:x", "COLOUR:POSE"),
    (t.DuelCard.parse, "purple:lunge", "the pose is attack or defend"),
    (t.DuelCard.parse, "purple:", "the pose is attack or defend"),
    (t.DuelCard.parse, "move:attack", "move skill"),
])
def test_a_palette_or_a_card_that_cannot_be_read_is_refused(read, text, message):
    with pytest.raises(InvalidNotation, match=message):
        read(text)


def test_parse_cards_names_the_bad_card():
    with pytest.raises(InvalidNotation, match="card 3: "):
        t.parse_cards("purple:attack,brown:defend,brown:sit")
    with pytest.raises(InvalidNotation, match="no cards given"):
        t.parse_cards("  ")
    with pytest.raises(InvalidNotation, match="card 2 of the list is empty"):
        t.parse_cards("neutral:attack,")


# ------------------------------------------------------------------ fencing rounds and duels


NONE: frozenset[str] = frozenset()
P = frozenset({"purple"})


@pytest.mark.parametrize("c, att, dfd, winner, reason", [
    (card("purple", D), P, NONE, t.Side.ATTACKER, t.Reason.SKILL),      # the tile beats the pose
    (card("purple", A), NONE, P, t.Side.DEFENDER, t.Reason.SKILL),
    (card("purple", A), P, P, t.Side.ATTACKER, t.Reason.BOTH),          # both: the pose decides
    (card("purple", D), P, P, t.Side.DEFENDER, t.Reason.BOTH),
    (card("brown", A), P, P, t.Side.ATTACKER, t.Reason.NEITHER),        # neither holds brown
    (card("brown", D), NONE, NONE, t.Side.DEFENDER, t.Reason.NEITHER),
    (card(None, A), P, P, t.Side.ATTACKER, t.Reason.NEUTRAL),
    (card(None, D), P, NONE, t.Side.DEFENDER, t.Reason.NEUTRAL),       # a tile never helps on neutral
])
def test_round_winner(c, att, dfd, winner, reason):
    r = t.round_winner(c, att, dfd)
    assert (r.winner, r.reason) == (winner, reason)


def test_the_rulebooks_duel():
    duel = t.resolve_duel(t.parse_cards("purple:defend,brown:defend,neutral:defend"), "purple", "")
    assert [r.score for r in duel.rounds] == [(1, 0), (1, 1), (1, 2)]
    assert duel.winner is t.Side.DEFENDER and duel.loser is t.Side.ATTACKER
    # The example does not give the first card's pose: either pose gives the same duel.
    again = t.resolve_duel(t.parse_cards("purple:attack,brown:defend,neutral:defend"), "purple", "")
    assert [r.winner for r in again.rounds] == [r.winner for r in duel.rounds]


def test_a_duel_stops_at_two_wins_and_reports_the_rest_undrawn():
    duel = t.resolve_duel(t.parse_cards("neutral:attack,neutral:attack,brown:defend"))
    assert len(duel.rounds) == 2 and duel.score == (2, 0)
    assert [str(c) for c in duel.undrawn] == ["brown:defend"]
    assert duel.to_dict()["cards_not_drawn"] == ["brown:defend"]


def test_no_duel_draws_a_fourth_card():
    with pytest.raises(InvalidNotation, match="at most 3 cards; list no more"):
        t.parse_cards("neutral:attack," * 3 + "neutral:attack")
    with pytest.raises(InvalidNotation, match="at most 3 cards, not 4"):
        t.resolve_duel(t.parse_cards("neutral:attack") * 4)


@pytest.mark.parametrize("cards, stand", [("", "no card was given"), ("neutral:attack", "1:0 after 1 card"),
                                          ("neutral:attack,neutral:defend", "1:1 after 2 cards")])
def test_too_few_cards_is_an_error(cards, stand):
    hand = t.parse_cards(cards) if cards else ()
    with pytest.raises(IllegalAction, match=stand):
        t.resolve_duel(hand)


def test_a_duel_shows_at_most_three_colours_unless_a_palette_says_which():
    four = t.parse_cards("red:attack,green:defend,blue:attack")
    with pytest.raises(InvalidNotation, match="4 fencing colours"):
        t.resolve_duel(four, "purple")
    palette = t.Palette.parse("purple, brown, teal")
    assert t.resolve_duel(t.parse_cards("teal:attack,teal:attack"), "", "teal", palette).winner is t.Side.DEFENDER
    with pytest.raises(InvalidNotation, match="the defender's tiles: 'green'"):
        t.resolve_duel(t.parse_cards("teal:attack,teal:attack"), "", "green", palette)


def test_duel_json_shape():
    d = t.resolve_duel(t.parse_cards("purple:defend,brown:defend,neutral:defend"), "purple").to_dict()
    assert d["winner"] == "defender" and d["rounds"] == ["attacker", "defender", "defender"]
    assert d["score"] == {"attacker": 1, "defender": 2}
    assert [x["reason"] for x in d["details"]] == ["skill", "neither", "neutral"]


colours = st.sampled_from([None, "purple", "brown", "teal"])
cards = st.builds(t.DuelCard, colours, st.sampled_from(list(t.Pose)))
tiles = st.frozensets(st.sampled_from(["purple", "brown", "teal"]), max_size=3)


@settings(max_examples=150)
@given(st.lists(cards, min_size=3, max_size=3), tiles, tiles)
def test_a_duel_ends_within_three_rounds_with_two_wins(hand, att, dfd):
    duel = t.resolve_duel(hand, att, dfd)
    assert 2 <= len(duel.rounds) <= t.DUEL_MAX_ROUNDS
    assert max(duel.score) == t.DUEL_ROUNDS_TO_WIN and sum(duel.score) == len(duel.rounds)
    assert duel.drawn + duel.undrawn == tuple(hand)
    a, d = duel.score
    assert duel.winner is (t.Side.ATTACKER if a > d else t.Side.DEFENDER)
    # Every round follows the rule, recomputed here independently.
    for r in duel.rounds:
        c = r.card
        sole = c.colour is not None and (c.colour in att) != (c.colour in dfd)
        expected = (t.Side.ATTACKER if c.colour in att else t.Side.DEFENDER) if sole else c.pose.side
        assert r.winner is expected


@given(st.lists(cards, min_size=3, max_size=3), tiles, tiles)
def test_swapping_the_tiles_and_poses_swaps_the_winner(hand, att, dfd):
    flip = [t.DuelCard(c.colour, t.Pose.DEFEND if c.pose is t.Pose.ATTACK else t.Pose.ATTACK) for c in hand]
    one, two = t.resolve_duel(hand, att, dfd), t.resolve_duel(flip, dfd, att)
    assert one.winner is two.winner.other and len(one.rounds) == len(two.rounds)
