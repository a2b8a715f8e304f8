"""Tests of playaid.rules.toledo.play: the board, the four actions, moves, full spaces, duels, trade, the end."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playaid.rules import toledo as t
from playaid.rules.errors import IllegalAction, IllegalPayment, IllegalPlacement, InvalidNotation, RulesError
from playaid.rules.toledo.play import TILE_SET, Board, Landing, Turn, draw, final_turns, game_end_trigger, place_tile, \
    return_piece, take_cards

#: Bottom row: streets 1-2, tavern 3 (one circle), streets 4-5; middle: street 6, artist 7, streets 8-9;
#: top: streets 10-11. The Alcazar entrance is position 12.
TRACK = t.Track.parse("..T1.. / .A1.. / ..")
GEM, STEEL, SMITH, FENCING = t.SpaceKind.GEM, t.SpaceKind.STEEL, t.SpaceKind.SWORDSMITH, t.SpaceKind.FENCING


def new_board(red=(1, 2, 2, 4, 6), blue=(1, 2, 2, 5, 5), green=None):
    names, hands = ["red", "blue"], [red, blue]
    if green is not None:
        names.append("green")
        hands.append(green)
    return Board.setup(TRACK, names, hands)


def with_player(board, name, **changes):
    return board.replace_player(dataclasses.replace(board.player(name), **changes))


def sit(board, position, *names):
    """Put pieces from the Cathedral straight onto the circles of ``position`` (a test shortcut)."""
    players = []
    for p in board.players:
        n = names.count(p.name)
        players.append(dataclasses.replace(p, cathedral=p.cathedral - n) if n else p)
    circles = list(board.circles)
    circles[position - 1] = circles[position - 1] + tuple(names)
    return dataclasses.replace(board, players=tuple(players), circles=tuple(circles))


# ------------------------------------------------------------------ setup and the board's checks

def test_setup_puts_every_piece_in_the_cathedral_and_every_tile_in_hand():
    b = new_board()
    for p in b.players:
        assert p.cathedral == t.PIECES_PER_PLAYER and p.tiles == TILE_SET and len(p.hand) == t.STARTING_HAND
    assert len(TILE_SET) == t.BUSINESS_TILES_PER_PLAYER


@pytest.mark.parametrize("names, hands, message", [
    (["red"], [(1,) * 5], "2 to 4 players"),
    (["red", "red"], [(1,) * 5, (1,) * 5], "distinct name"),
    (["red", "blue"], [(1,) * 5, (1,) * 4], "dealt 5 cards"),
    (["red", "blue"], [(1,) * 5, (1, 1, 1, 1, 9)], "1 to 6"),
    (["red", "blue"], [(1,) * 5], "one dealt hand for each player"),
])
def test_setup_refuses(names, hands, message):
    with pytest.raises(RulesError, match=message):
        Board.setup(TRACK, names, hands)


def test_the_board_counts_every_piece():
    b = new_board()
    with pytest.raises(InvalidNotation, match="red has 6 pieces"):
        dataclasses.replace(b, circles=b.circles[:2] + (("red",),) + b.circles[3:])   # the tavern


def test_the_board_refuses_more_pieces_than_circles():
    b = place_tile(new_board(), "blue", 2, GEM, 1)
    with pytest.raises(IllegalPlacement, match="1 circle"):
        sit(b, 2, "red", "blue")


def test_the_board_checks_the_stock():
    b = new_board()
    with pytest.raises(RulesError, match="24 steel counters"):
        b.replace_player(dataclasses.replace(b.players[0], steel=12)).replace_player(
            dataclasses.replace(b.players[1], steel=12))
    with pytest.raises(RulesError, match="85 movement cards in hand"):
        take_cards(b.replace_player(dataclasses.replace(b.players[0], hand=(6,) * 78)), "red", [1, 1])
    with pytest.raises(InvalidNotation, match="85 cards in hand, but the game has 84"):
        t.Player("red", (9,) * 85)


# ------------------------------------------------------------------ actions 1, 2 and 4

def test_take_cards_adds_to_the_hand_without_limit():
    b = take_cards(new_board(), "red", [6, 6])
    assert b.player("red").hand == (1, 2, 2, 4, 6, 6, 6)
    with pytest.raises(IllegalAction, match="takes 2 cards"):
        take_cards(b, "red", [1, 2, 3])


def test_draw_reshuffles_the_discards_with_the_given_generator():
    drawn, deck, discard = draw((4, 2), (6, 1, 3), 4, random.Random(1))
    assert drawn[:2] == (4, 2) and sorted(drawn[2:] + deck) == [1, 3, 6] and discard == ()
    again = draw((4, 2), (6, 1, 3), 4, random.Random(1))
    assert again == (drawn, deck, discard)           # the same seed, the same cards


def test_draw_without_a_generator_or_without_cards():
    with pytest.raises(IllegalAction, match="needs a random generator"):
        draw((), (1,), 1)
    assert draw((5,), (), 2) == ((5,), (), ())          # both piles empty: fewer cards
    assert draw((5, 6), (1,), 2) == ((5, 6), (), (1,))  # no reshuffle needed, no generator needed


def test_place_tile_on_an_empty_street_only_and_each_tile_once():
    b = place_tile(new_board(), "red", 1, GEM, 2)
    assert b.tile(1) == t.BusinessTile("red", GEM, 2)
    assert (GEM, 2) not in b.player("red").tiles and len(b.player("red").tiles) == 7
    with pytest.raises(IllegalPlacement, match="already holds a tile"):
        place_tile(b, "blue", 1, STEEL, 1)
    with pytest.raises(IllegalPlacement, match="already placed the gem merchant with 2 circles"):
        place_tile(b, "red", 2, GEM, 2)
    with pytest.raises(IllegalPlacement, match="printed on the board"):
        place_tile(b, "red", 3, STEEL, 1)             # the tavern
    with pytest.raises(IllegalPlacement, match="printed on the board"):
        place_tile(b, "red", 7, STEEL, 1)             # the artist
    with pytest.raises(IllegalPlacement, match="1 or 2 circles"):
        place_tile(b, "red", 2, STEEL, 3)
    with pytest.raises(IllegalPlacement, match="business tiles are"):
        place_tile(b, "red", 2, t.SpaceKind.TAVERN, 1)


def test_return_piece_is_for_pieces_on_the_track():
    b = sit(place_tile(new_board(), "red", 2, GEM, 1), 2, "red")
    back = return_piece(b, "red", 2)
    assert back.player("red").cathedral == 5 and back.sitting(2) == ()
    with pytest.raises(IllegalAction, match="already in the Cathedral"):
        return_piece(b, "red", 0)
    with pytest.raises(IllegalAction, match="stay there until the end"):
        return_piece(b, "red", TRACK.alcazar)
    with pytest.raises(IllegalAction, match="blue has no piece"):
        return_piece(b, "blue", 2)


# ------------------------------------------------------------------ moving

@pytest.fixture
def board():
    b = place_tile(new_board(), "blue", 2, GEM, 2)
    b = place_tile(b, "red", 4, STEEL, 1)
    return place_tile(b, "blue", 10, SMITH, 1)


def test_first_card_sets_the_value_for_the_whole_turn(board):
    turn = Turn.begin(board, "red").move(0, 2)
    assert turn.pace == 2 and turn.board.loose == (("red", 2),)
    turn = turn.move(2, 2)                                      # the same piece again
    assert turn.board.loose == (("red", 4),)
    with pytest.raises(IllegalAction, match="cards are 2s"):
        turn.take_circle(4).move(0, 1)


def test_a_card_must_be_in_hand_and_a_piece_must_be_there(board):
    with pytest.raises(IllegalAction, match="holds no 3"):
        Turn.begin(board, "red").move(0, 3)
    with pytest.raises(IllegalAction, match="red has no piece on"):
        Turn.begin(board, "red").move(2, 2)
    with pytest.raises(IllegalAction, match="stay there until the end"):
        Turn.begin(board, "red").move(TRACK.alcazar, 1)


def test_a_piece_ends_only_where_it_can_stop(board):
    for value in (1, 6):                                        # streets 1 and 6 hold no tile
        with pytest.raises(IllegalAction, match="empty street space"):
            Turn.begin(board, "red").move(0, value)
    assert Turn.begin(board, "red").move(0, 4).landing(4) is Landing.FREE      # a business
    assert Turn.begin(with_player(board, "red", hand=(3,)), "red").move(0, 3).landing(3) is Landing.FREE  # tavern


def test_exactly_onto_the_alcazar_entrance_never_past_it(board):
    b = sit(board, 10, "red")                                       # red sits on blue's swordsmith at 10
    b = with_player(b, "red", swords=(t.Sword(9, steel=3),), hand=(1, 2, 2, 4, 6))
    with pytest.raises(IllegalAction, match="past the Alcazar"):
        Turn.begin(b, "red").move(10, 4)
    entered = Turn.begin(b, "red").move(10, 2, present=t.Sword(9, steel=3))
    red = entered.board.player("red")
    assert red.presented == (t.Sword(9, steel=3),) and red.swords == () and red.in_alcazar == 1
    assert entered.board.sitting(10) == () and entered.board.loose == ()
    assert entered.end().player("red").holdings().swords_presented == (9,)


def test_entering_without_a_sword_and_presenting_only_there(board):
    b = sit(board, 10, "red")
    entered = Turn.begin(b, "red").move(10, 2)
    assert entered.board.player("red").presented == (None,)
    with pytest.raises(IllegalAction, match="no sword"):
        Turn.begin(b, "red").move(10, 2, present=t.Sword(5, steel=1))
    with pytest.raises(IllegalAction, match="only by a piece entering the Alcazar"):
        Turn.begin(b, "red").move(0, 2, present=t.Sword(5, steel=1))


def test_move_skill_once_per_turn_mid_turn(board):
    b = with_player(board, "red", move_skill=True)
    turn = Turn.begin(b, "red").move(0, 2).move(0, 4, skill=True)
    assert (turn.pace, turn.skill_used) == (2, True)
    with pytest.raises(IllegalAction, match="already been used this turn"):
        turn.move(2, 6, skill=True)
    with pytest.raises(IllegalAction, match="holds no move skill tile"):
        Turn.begin(board, "red").move(0, 2).move(0, 4, skill=True)


def test_the_flipped_tile_gives_no_second_use_even_swapped_away_and_taken_again():
    """The flip records the turn's one use (ruling A16): the flipped tile may be swapped away at a
    fencing master, and the move skill taken again in the same turn frees no second card."""
    b = place_tile(place_tile(new_board(red=(1, 2, 2, 4, 6)), "red", 2, FENCING, 2), "blue", 4, FENCING, 2)
    b = with_player(b, "red", fencing=frozenset({"purple", "brown"}), move_skill=True)
    turn = Turn.begin(b, "red").move(0, 2, skill=True).take_circle(2)      # the skill used: the tile flipped
    turn = turn.trade(2, skill="teal", give_up="move")                     # the flipped tile swapped away
    assert not turn.me.move_skill and turn.skill_used
    turn = turn.move(0, 4).take_circle(4).trade(4, pay=1, skill="move", give_up="teal")
    assert turn.me.move_skill and turn.me.hand == (2, 6)
    with pytest.raises(IllegalAction, match="already been used this turn"):
        turn.move(0, 6, skill=True)
    done = turn.end()                                                      # face up again for the next turn
    assert Turn.begin(done, "red").move(0, 2, skill=True).skill_used


def test_the_move_skill_frees_only_the_value_rule(board):
    """The skill card still moves forward exactly its value to a stop (ruling A7)."""
    b = with_player(board, "red", move_skill=True)
    turn = Turn.begin(b, "red").move(0, 2)
    with pytest.raises(IllegalAction, match="empty street space"):
        turn.move(0, 1, skill=True)                       # street 1: no stop, skill or not
    with pytest.raises(IllegalAction, match="past the Alcazar"):
        Turn.begin(with_player(sit(b, 10, "red"), "red", hand=(6,), move_skill=True), "red").move(10, 6, skill=True)


def test_move_skill_declared_on_the_first_card_sets_no_value(board):
    b = with_player(board, "red", move_skill=True)
    turn = Turn.begin(b, "red").move(0, 4, skill=True)
    assert turn.pace is None and turn.discards == (4,)        # discarded at once, not on display
    turn = turn.take_circle(4).move(0, 2)
    assert turn.pace == 2


def test_a_card_played_through_the_skill_is_discarded_the_display_card_at_the_end(board):
    b = with_player(board, "red", move_skill=True)
    turn = Turn.begin(b, "red").move(0, 2).take_circle(2).move(0, 4, skill=True).take_circle(4)
    turn = turn.move(0, 2).take_circle(2)
    assert turn.discards == (4, 2)                              # the first 2 is still on display
    done = turn.finish()
    assert done.discards == (4, 2, 2) and done.board.loose == () and done.board.player("red").hand == (1, 6)


def test_the_rulebooks_move_skill_example():
    """A 1 to a steel business, a 1 to a fencing master for the move skill, a 3 through the new
    skill to a tavern, and one of the tavern's cards (a 1) to move once more, all in one turn."""
    b = place_tile(new_board(red=(1, 1, 3, 5, 6)), "red", 1, STEEL, 1)
    b = place_tile(place_tile(b, "red", 2, FENCING, 2), "blue", 4, GEM, 1)
    turn = Turn.begin(b, "red").move(0, 1).take_circle(1).trade(1)
    turn = turn.move(1, 1).take_circle(2).trade(2, skill="move")
    with pytest.raises(IllegalAction, match="cards are 1s"):
        turn.move(0, 3)
    turn = turn.move(0, 3, skill=True).take_circle(3).trade(3, pay=5, drawn=(1, 4, 6))
    turn = turn.move(3, 1).take_circle(4)
    red = turn.finish().board.player("red")
    assert (red.steel, red.move_skill, red.hand) == (1, True, (4, 6, 6))
    assert turn.end().sitting(4) == ("red",)


# ------------------------------------------------------------------ landing, circles and full spaces

def test_a_free_circle_is_taken_never_contested(board):
    b = sit(board, 2, "blue")
    turn = Turn.begin(b, "red").move(0, 2)
    assert turn.landing(2) is Landing.FREE and t.challengeable(turn.board, "red", 2) == ()
    with pytest.raises(IllegalAction, match="a circle is free"):
        turn.challenge(2, "blue", t.parse_cards("neutral:attack,neutral:attack"))
    assert turn.take_circle(2).board.sitting(2) == ("blue", "red")


def test_a_full_space_must_be_left_with_the_next_card_or_contested(board):
    b = sit(board, 2, "blue", "blue")
    turn = Turn.begin(b, "red").move(0, 2)
    assert turn.landing(2) is Landing.FULL and turn.pending == 2
    with pytest.raises(IllegalAction, match="no circle is free"):
        turn.take_circle(2)
    with pytest.raises(IllegalAction, match="must move on with this card"):
        turn.move(0, 2)                                  # another piece may not move first
    assert turn.move(2, 2).pending is None               # moving on is allowed
    with pytest.raises(IllegalAction, match="every piece must sit on a circle"):
        turn.end()


def test_two_rivals_you_choose_whom_to_challenge(board):
    b = place_tile(Board.setup(TRACK, ["red", "blue", "green"], [(2,) * 5, (1,) * 5, (1,) * 5]), "blue", 2, GEM, 2)
    b = sit(b, 2, "blue", "green")
    turn = Turn.begin(b, "red").move(0, 2)
    assert t.challengeable(turn.board, "red", 2) == ("blue", "green")
    won = turn.challenge(2, "green", t.parse_cards("neutral:attack,neutral:attack"))
    assert won.board.sitting(2) == ("blue", "red") and won.board.player("green").cathedral == 5
    assert won.may_trade == (2,) and won.duel.winner is t.Side.ATTACKER


def test_a_losing_attacker_goes_home_and_the_turn_goes_on(board):
    b = with_player(sit(board, 2, "blue", "blue"), "red", fencing=frozenset({"purple"}))
    turn = Turn.begin(b, "red").move(0, 2).challenge(2, "blue",
                                                     t.parse_cards("purple:defend,brown:defend,neutral:defend"))
    assert turn.duel.score == (1, 2)
    assert turn.board.player("red").cathedral == 5 and turn.board.sitting(2) == ("blue", "blue")
    assert turn.move(0, 2).pending == 2                        # the same value may be played again


def test_the_defenders_tiles_count(board):
    b = with_player(sit(board, 2, "blue", "blue"), "blue", fencing=frozenset({"brown"}))
    turn = Turn.begin(b, "red").move(0, 2).challenge(2, "blue", t.parse_cards("brown:attack,brown:attack"))
    assert turn.duel.winner is t.Side.DEFENDER


def test_never_a_duel_against_your_own_colour(board):
    b = sit(board, 2, "red", "blue")
    turn = Turn.begin(b, "red").move(0, 2)
    assert t.challengeable(turn.board, "red", 2) == ("blue",)
    with pytest.raises(IllegalAction, match="never challenges its own colour"):
        turn.challenge(2, "red", t.parse_cards("neutral:attack,neutral:attack"))


def test_a_space_full_of_your_own_pieces_needs_a_way_on(board):
    own = sit(board, 4, "red")                           # red's one-circle steel merchant, taken by red
    with pytest.raises(IllegalAction, match="full of red's own pieces"):
        Turn.begin(own, "red").move(0, 4)                # no second 4 in hand
    two_fours = with_player(own, "red", hand=(4, 4, 6))
    with pytest.raises(IllegalAction, match="full of red's own pieces"):
        Turn.begin(two_fours, "red").move(0, 4)          # 4 + 4 = 8: an empty street, still no way on
    onward = with_player(own, "red", hand=(3, 4, 4))
    own3 = place_tile(onward, "blue", 8, STEEL, 1)
    turn = Turn.begin(own3, "red").move(0, 4)            # a second 4 reaches blue's steel on 8
    assert turn.landing(4) is Landing.OWN and turn.pending == 4
    assert turn.move(4, 4).board.loose == (("red", 8),)


def test_a_piece_on_a_full_space_moves_on_before_any_trade():
    """Found by the seeded playthrough: a trade while a piece waited on a full space spent the one
    card that could move it on, and the turn could not end."""
    b = Board.setup(t.Track.parse("... / . / ."), ["red", "blue"], [(1, 1, 1, 5, 5), (2,) * 5])
    b = place_tile(place_tile(b, "blue", 1, STEEL, 1), "blue", 2, GEM, 1)
    turn = Turn.begin(b, "red").move(0, 1).take_circle(1).move(0, 1)   # the second piece finds red there
    assert turn.pending == 1 and turn.landing(1) is Landing.OWN and turn.may_trade == (1,)
    with pytest.raises(IllegalAction, match="must first move on with the next card or challenge"):
        turn.trade(1, pay=1)
    turn = turn.move(1, 1).take_circle(2)
    assert turn.trade(1, pay=5).trade(2, pay=5).finish().board.player("blue").hand == (2, 2, 2, 2, 2, 5, 5)


def test_the_move_skill_counts_as_a_way_on(board):
    own = with_player(sit(board, 4, "red"), "red", hand=(4, 6), move_skill=True)
    turn = Turn.begin(own, "red").move(0, 4)             # the 6 through the skill reaches blue's smith on 10
    assert turn.move(4, 6, skill=True).board.loose == (("red", 10),)


def test_a_second_piece_may_not_land_where_the_first_waits_for_the_only_circle(board):
    """Once, a second 4 landed on red's one-circle steel merchant beside the first piece (which
    had not taken its circle yet); one then took the circle and the other could neither sit nor
    move: the turn could never end. The waiting piece holds its circle (ruling M7), so the
    second piece finds the space full of red's own pieces and may go there only with a way on."""
    b = with_player(board, "red", hand=(4, 4))
    first = Turn.begin(b, "red").move(0, 4)
    assert first.landing(4) is Landing.FREE
    with pytest.raises(IllegalAction, match=r"full of red's own pieces \(one of them waits there for its"
                                            r" circle, \u2020M7\)"):
        first.move(0, 4)
    assert first.take_circle(4).end().sitting(4) == ("red",)


def test_a_refused_landing_says_why_no_card_moves_the_piece_on(board):
    """The site's example of ruling M7 once said that the last 4 in hand would end on an empty
    street, while its hand held no 4 at all: the refusal now names its own reason, no card of the
    turn's value left (ruling M13), or cards left that all end where no piece may stop."""
    def second_four(hand, **changes):
        return Turn.begin(with_player(board, "red", hand=hand, **changes), "red").move(0, 4).move(0, 4)

    with pytest.raises(IllegalAction, match=r"\u2020M7\) and red has no card left to move on with, so"):
        second_four((4, 4))
    with pytest.raises(IllegalAction, match=r"\u2020M7\) and red has no 4 left to move on with, so"):
        second_four((4, 4, 6))
    # A 4 left, ending on the empty street 8; or, with the move skill unused, a 1 or a 5 ending on the
    # empty streets 5 and 9: cards to play, none a way on.
    for hand, changes in (((4, 4, 4), {}), ((1, 4, 4, 5), {"move_skill": True})):
        with pytest.raises(IllegalAction, match=r"\u2020M7\) and no card in hand could move on from there, so"):
            second_four(hand, **changes)


def test_a_second_piece_with_a_way_on_must_take_it(board):
    b = place_tile(with_player(board, "red", hand=(4, 4, 4)), "blue", 8, STEEL, 1)
    turn = Turn.begin(b, "red").move(0, 4).move(0, 4)           # a third 4 would reach blue's steel on 8
    assert turn.landing(4) is Landing.OWN and turn.pending == 4
    seated = turn.take_circle(4)                                # the first piece takes the circle it holds
    with pytest.raises(IllegalAction, match="no circle is free"):
        seated.take_circle(4)                                   # the newcomer has none: it must move on
    on = seated.move(4, 4)
    assert on.board.loose == (("red", 8),) and on.take_circle(8).end().sitting(4) == ("red",)


def test_two_pieces_may_wait_on_a_two_circle_space_a_third_may_not(board):
    b = with_player(board, "red", hand=(2, 2, 2))               # blue's two-circle gem merchant on 2
    turn = Turn.begin(b, "red").move(0, 2).move(0, 2)
    assert turn.landing(2) is Landing.FREE and turn.board.waiting(2, "red") == 2
    with pytest.raises(IllegalAction, match="full of red's own pieces .2 of them wait"):
        turn.move(0, 2)
    done = turn.take_circle(2).take_circle(2).trade(2, pay=2).end()
    assert done.sitting(2) == ("red", "red")


def test_a_waiting_piece_leaves_a_rival_to_challenge_and_keeps_its_circle(board):
    b = with_player(sit(board, 2, "blue"), "red", hand=(2, 2))   # blue sits on one of its two circles
    turn = Turn.begin(b, "red").move(0, 2).move(0, 2)            # the first waits, the second finds it full
    assert turn.landing(2) is Landing.FULL and t.challengeable(turn.board, "red", 2) == ("blue",)
    won = turn.challenge(2, "blue", t.parse_cards("neutral:attack,neutral:attack"))
    assert won.board.sitting(2) == ("red",) and won.board.waiting(2, "red") == 1
    assert won.take_circle(2).end().sitting(2) == ("red", "red")
    lost = turn.challenge(2, "blue", t.parse_cards("neutral:defend,neutral:defend"))
    assert lost.take_circle(2).end().sitting(2) == ("blue", "red")


def test_the_board_refuses_more_standing_pieces_than_circles_allow(board):
    def standing(*loose):
        players = tuple(dataclasses.replace(p, cathedral=p.cathedral - sum(w == p.name for w, _ in loose))
                        for p in board.players)
        return dataclasses.replace(board, players=players, loose=loose)

    assert standing(("red", 4), ("red", 4)).waiting(4, "red") == 2   # one waits, one just arrived
    with pytest.raises(IllegalPlacement, match="3 pieces stand on"):
        standing(("red", 4), ("red", 4), ("red", 4))
    with pytest.raises(IllegalPlacement, match="only the player whose turn it is"):
        standing(("red", 4), ("blue", 2))


# ------------------------------------------------------------------ trade

def test_trading_needs_an_arrival_and_happens_once(board):
    b = sit(board, 2, "red")
    with pytest.raises(IllegalAction, match="must move there this turn"):
        Turn.begin(b, "red").trade(2, pay=1)
    turn = Turn.begin(board, "red").move(0, 2).take_circle(2).trade(2, pay=1)
    with pytest.raises(IllegalAction, match="once per arrival"):
        turn.trade(2, pay=2)


def test_a_rivals_business_is_paid_with_one_card_to_the_owner(board):
    turn = Turn.begin(board, "red").move(0, 2).take_circle(2).trade(2, pay=6)
    assert turn.board.player("red").gems == 1 and turn.board.player("red").hand == (1, 2, 4)
    assert turn.board.player("blue").hand == (1, 2, 2, 5, 5, 6)     # the change is lost
    with pytest.raises(IllegalAction, match="costs one card of 1 or more"):
        Turn.begin(board, "red").move(0, 2).take_circle(2).trade(2)


def test_the_row_sets_the_price(board):
    b = place_tile(board, "blue", 8, GEM, 1)
    b = with_player(b, "red", hand=(2, 4, 4, 6, 6))
    turn = Turn.begin(b, "red").move(0, 4).take_circle(4).move(4, 4).take_circle(8)
    with pytest.raises(IllegalPayment, match="one card of 3 or more; a 2"):
        turn.trade(8, pay=2)
    assert turn.trade(8, pay=6).board.player("red").gems == 1


def test_your_own_business_is_free(board):
    turn = Turn.begin(board, "red").move(0, 2).move(2, 2).take_circle(4)
    with pytest.raises(IllegalAction, match="free: pay nothing"):
        turn.trade(4, pay=1)
    done = turn.trade(4)
    assert done.board.player("red").steel == 1 and done.board.player("red").hand == (1, 4, 6)


def test_tavern_discards_the_payment_and_its_cards_play_at_once(board):
    b = place_tile(with_player(board, "red", hand=(1, 3, 5, 6, 6)), "blue", 6, STEEL, 1)
    turn = Turn.begin(b, "red").move(0, 3).take_circle(3).trade(3, pay=1, drawn=(3, 5, 6))
    assert turn.board.player("red").hand == (3, 5, 5, 6, 6, 6) and turn.discards == (1,)
    with pytest.raises(IllegalAction, match="top 3 cards"):
        Turn.begin(b, "red").move(0, 3).take_circle(3).trade(3, pay=1, drawn=(1, 2, 3, 4))
    onward = turn.move(3, 3)                               # the 3 from the tavern moves the piece on
    assert onward.board.loose == (("red", 6),) and onward.board.player("red").hand == (5, 5, 6, 6, 6)


def test_artist_needs_three_or_more_and_gives_the_top_painting(board):
    b2 = sit(with_player(board, "red", hand=(2, 3, 3, 6)), 4, "red")
    turn = Turn.begin(b2, "red").move(4, 3).take_circle(7)
    with pytest.raises(IllegalPayment, match="3 or more; a 2"):
        turn.trade(7, pay=2, painting=3)
    with pytest.raises(IllegalAction, match="give the value of the top painting"):
        turn.trade(7, pay=3)
    done = turn.trade(7, pay=3, painting=3)
    assert done.board.player("red").paintings == (3,) and done.discards == (3,)
    with pytest.raises(InvalidNotation, match="1 to 3"):
        turn.trade(7, pay=3, painting=4)


def test_paintings_are_sold_in_falling_value(board):
    """The stack lies 1 at the bottom and 3 on top (line 19) and the artist sells the top one (line
    62): a painting worth more than one already sold cannot be on top (ruling A15)."""
    b2 = sit(with_player(board, "red", hand=(3, 3)), 4, "red")
    turn = Turn.begin(with_player(b2, "blue", paintings=(3, 2)), "red").move(4, 3).take_circle(7)
    with pytest.raises(IllegalAction, match=r"cannot be worth 3: one of 2 is already sold.*falling value"
                                            r" \(\u2020A15\)"):
        turn.trade(7, pay=3, painting=3)
    assert turn.trade(7, pay=3, painting=2).board.player("red").paintings == (2,)
    assert turn.trade(7, pay=3, painting=1).board.player("red").paintings == (1,)
    # The first painting sold may be any value: no earlier sale bounds it.
    first = Turn.begin(b2, "red").move(4, 3).take_circle(7).trade(7, pay=3, painting=3)
    assert first.board.player("red").paintings == (3,)


def test_swordsmith_takes_the_steel_and_gems_the_sword_shows(board):
    b = with_player(sit(board, 4, "red"), "red", hand=(6, 6), steel=3, gems=1)
    turn = Turn.begin(b, "red").move(4, 6).take_circle(10)
    with pytest.raises(IllegalAction, match="needs 2 steel and 2 gems"):
        turn.trade(10, pay=6, sword=t.Sword(10, steel=2, gems=2))
    done = turn.trade(10, pay=6, sword=t.Sword(7, steel=3, gems=1))
    red = done.board.player("red")
    assert (red.steel, red.gems, red.swords) == (0, 0, (t.Sword(7, steel=3, gems=1),))
    with pytest.raises(IllegalAction, match="nothing to do with 'painting'"):
        turn.trade(10, pay=6, sword=t.Sword(7, steel=3), painting=1)


def test_fencing_master_one_of_each_at_most_three_swap_when_full():
    b = place_tile(new_board(red=(2, 2, 2, 2, 2)), "red", 2, FENCING, 2)

    def learn(board_, skill, give_up=None):
        return Turn.begin(board_, "red").move(0, 2).take_circle(2).trade(2, skill=skill, give_up=give_up).end()

    b = learn(b, "purple")
    with pytest.raises(IllegalAction, match="already holds the purple tile"):
        learn(b, "purple")
    b = learn(b, "move")
    b = return_piece(return_piece(b, "red", 2), "red", 2)
    b = learn(b, "brown")
    assert b.player("red").skills == 3 and b.player("red").move_skill
    b = return_piece(b, "red", 2)
    with pytest.raises(IllegalAction, match="give one up"):
        learn(b, "teal")
    with pytest.raises(IllegalAction, match="holds no teal tile to give up"):
        learn(b, "green", give_up="teal")
    swapped = learn(b, "teal", give_up="move")              # shedding the move skill before the end
    red = swapped.player("red")
    assert red.fencing == {"purple", "brown", "teal"} and not red.move_skill
    assert t.score_player("red", red.holdings()).move_skill_penalty == 0


def test_the_fencing_master_respects_a_palette():
    b = dataclasses.replace(place_tile(new_board(red=(2,) * 5), "red", 2, FENCING, 2),
                            palette=t.Palette.parse("purple,brown,teal"))
    with pytest.raises(InvalidNotation, match="'green' is not one of the fencing colours"):
        Turn.begin(b, "red").move(0, 2).take_circle(2).trade(2, skill="green")


def test_an_empty_stock_refuses_the_trade_before_payment(board):
    b = with_player(board, "blue", gems=t.GEMS)
    turn = Turn.begin(b, "red").move(0, 2).take_circle(2)
    with pytest.raises(IllegalAction, match="gem stock is empty"):
        turn.trade(2, pay=1)
    assert turn.board.player("red").hand == (1, 2, 4, 6)    # nothing was paid


# ------------------------------------------------------------------ ending a turn and the game

def test_a_move_turn_plays_a_card_and_ends_with_every_piece_on_a_circle(board):
    with pytest.raises(IllegalAction, match="at least one card"):
        Turn.begin(board, "red").end()
    with pytest.raises(IllegalAction, match="still standing: blue's gem merchant"):
        Turn.begin(board, "red").move(0, 2).end()
    b = Turn.begin(board, "red").move(0, 2).take_circle(2).end()
    assert b.loose == () and b.sitting(2) == ("red",)


def test_game_end_and_the_last_turns():
    b = new_board()
    assert game_end_trigger(b) is None
    b = with_player(b, "blue", cathedral=2, presented=(None, None, None))
    assert game_end_trigger(b) == "blue"
    assert final_turns(["red", "blue", "green"], "blue") == ("green", "red")
    with pytest.raises(IllegalAction, match="not at the table"):
        final_turns(["red"], "blue")


# ------------------------------------------------------------------ random play keeps the board whole

@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.lists(st.integers(1, 6), min_size=10, max_size=10))
def test_random_legal_play_keeps_every_piece_and_card(rng, cards):
    track = t.Track.parse("..T1.. / .A1.. / ..")
    b = Board.setup(track, ["red", "blue"], [tuple(cards[:5]), tuple(cards[5:])])
    for pos, who, kind in ((1, "red", GEM), (2, "blue", STEEL), (4, "blue", GEM), (5, "red", FENCING),
                           (6, "red", STEEL), (8, "blue", SMITH), (9, "red", SMITH), (10, "blue", FENCING)):
        b = place_tile(b, who, pos, kind, rng.choice((1, 2)))
    total_cards = 10
    for turn_no in range(12):
        name = ("red", "blue")[turn_no % 2]
        turn = Turn.begin(b, name)
        for _ in range(6):
            moves = turn.legal_moves()
            if not moves:
                break
            start, value, skill = rng.choice(moves)
            turn = turn.move(start, value, skill=skill)
            dest = next((p for who, p in turn.board.loose if who == name and p == start + value), None)
            if dest is None:
                continue
            if turn.landing(dest) is Landing.FREE:
                turn = turn.take_circle(dest)
            elif turn.landing(dest) is Landing.FULL and rng.random() < 0.7:
                rival = rng.choice(t.challengeable(turn.board, name, dest))
                turn = turn.challenge(dest, rival, t.parse_cards("neutral:attack,neutral:defend,neutral:attack"))
        try:
            done = turn.finish()
        except IllegalAction:
            b = take_cards(b, name, [rng.randint(1, 6), rng.randint(1, 6)])   # abandon the turn: draw instead
            total_cards += 2
            continue
        b = done.board
        held = sum(len(p.hand) for p in b.players)
        assert held + len(done.discards) == total_cards
        total_cards = held
        for p in b.players:
            assert p.cathedral + sum(s.count(p.name) for s in b.circles) + p.in_alcazar == t.PIECES_PER_PLAYER
        for pos in range(1, len(track) + 1):
            assert len(b.sitting(pos)) <= b.capacity(pos)


# ------------------------------------------------------------------ a turn can always end

ATTACK_WINS = t.parse_cards("neutral:attack,neutral:attack")
DEFENCE_WINS = t.parse_cards("neutral:defend,neutral:defend")


def can_end(turn: Turn) -> bool:
    """Whether some way of moving on, duelling and taking circles finishes ``turn``."""
    if turn.pending is not None:
        for rival in t.challengeable(turn.board, turn.player, turn.pending)[:1]:
            return all(can_end(turn.challenge(turn.pending, rival, cards)) for cards in (ATTACK_WINS, DEFENCE_WINS))
        return any(can_end(turn.move(start, value, skill=skill)) for start, value, skill in turn.legal_moves())
    for who, pos in turn.board.loose:
        try:
            turn = turn.take_circle(pos)
        except IllegalAction:
            return False
    try:
        turn.finish()
    except IllegalAction:
        return False
    return True


def paying(turn: Turn, position: int) -> int | None:
    """The smallest card that pays for a trade at ``position`` (``None`` at your own business or when
    no card in hand is enough); the trade may still need more (a sword, a painting)."""
    tile = turn.board.tile(position)
    if tile is not None and tile.owner == turn.player:
        return None
    price = t.trade_price(turn.board.kind(position), turn.board.track.row(position))
    return min((c for c in turn.me.hand if c >= price), default=None)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.lists(st.sampled_from((1, 1, 2, 2, 3, 4)), min_size=12, max_size=12),
       st.booleans())
def test_a_move_turn_can_always_end(rng, cards, skilled):
    """Whatever legal steps a player takes (moving, waiting without a circle, taking circles in
    any order, trading, duelling), some way to finish the turn with every piece on a circle remains."""
    track = t.Track.parse("...T1. / .A1.. / ..")
    b = Board.setup(track, ["red", "blue"], [(1, 2, 2, 3, 4), (1, 1, 2, 3, 4)])
    for pos, who, kind, circles in ((1, "red", STEEL, 1), (2, "blue", GEM, 1), (3, "red", GEM, 2),
                                    (5, "blue", STEEL, 2), (6, "red", FENCING, 1), (8, "blue", SMITH, 1),
                                    (9, "red", SMITH, 1), (10, "blue", FENCING, 1)):
        b = place_tile(b, who, pos, kind, circles)
    b = sit(b, 2, "blue")
    b = with_player(b, "red", hand=tuple(sorted(cards)), move_skill=skilled)
    turn = Turn.begin(b, "red")
    for _ in range(14):
        steps = [("move", m) for m in turn.legal_moves()]
        if turn.pending is None:
            steps += [("sit", pos) for who, pos in set(turn.board.loose)]
            steps += [("trade", pos) for pos in turn.may_trade if paying(turn, pos)]
        elif t.challengeable(turn.board, "red", turn.pending):
            steps += [("duel", cards_) for cards_ in (ATTACK_WINS, DEFENCE_WINS)]
        if not steps:
            break
        kind_, what = rng.choice(steps)
        if kind_ == "move":
            turn = turn.move(what[0], what[1], skill=what[2])
        elif kind_ == "sit":
            turn = turn.take_circle(what)
        elif kind_ == "trade":
            try:
                turn = turn.trade(what, paying(turn, what), skill="purple", painting=1)
            except IllegalAction:
                continue                                         # a trade the space refuses (a full stock...)
        else:
            turn = turn.challenge(turn.pending, "blue", what)
        assert can_end(turn), (turn.board.loose, turn.pending, turn.me.hand)
