"""The le Roy script: it asks, reads answers strictly, and sequences the rules core."""

from __future__ import annotations

import random

import pytest

from automata import leroy
from automata.leroy import BadAnswer, Context, play
from rules import troyes as tr


def run_script(answer_for, seed=1, manual=False, limit=2000):
    """Drive the generator directly, answering each question with answer_for(ask) (raw text)."""
    ctx = Context(random.Random(seed), manual)
    gen = play(ctx)
    asked = []
    ask = next(gen)
    try:
        for _ in range(limit):
            asked.append(ask)
            ask.parse(ask.default)  # every suggestion must be a valid answer when it is offered
            ask = gen.send(ask.parse(answer_for(ask) or ask.default))
    except StopIteration:
        return ctx.lines, asked
    raise AssertionError("the game did not end")


def test_defaults_play_a_whole_game():
    lines, asked = run_script(lambda ask: "")
    assert lines[-1].startswith("Rating band")
    assert sum(1 for a in asked if a.key == "end") == leroy.DEFAULT_ROUNDS
    assert all(a.default != "" for a in asked), "every question offers a default"


def test_every_question_has_a_hint_and_a_valid_default():
    _, asked = run_script(lambda ask: "", seed=3)  # run_script parses each default as it is offered
    assert all(ask.hint for ask in asked)


def test_manual_dice_are_used_as_typed():
    def answer(ask):
        if ask.key == "setup_dice":
            return "R6,R5,Y4,Y3,W2,W1"
        if ask.key == "dice":
            return "roll"
        if ask.key == "roll":
            return "3,4"
        if ask.key == "rounds":
            return "1"
        return ""
    lines, asked = run_script(answer, manual=True)
    assert any("le Roy rolls R6, R5, Y4, Y3, W2, W1" in line for line in lines)
    assert any("black dice 7." in line for line in lines)
    assert {a.key for a in asked} >= {"setup_dice", "dice", "roll"}


@pytest.mark.parametrize("parser, good, bad", [
    (leroy._yes_no, {"y": True, "No": False}, ["maybe", "1"]),
    (leroy._who, {"you": "you", "le roy": "le Roy", "King": "le Roy"}, ["bob"]),
    (leroy._two_black, {"3,4": 7, "12": 12, "6+6": 12}, ["1", "13", "7,1", "a"]),
    (leroy._black, {"6,4": (6, 4), "none": ()}, ["0", "7", "x"]),
    (leroy._counts, {"4/2 5/1 3/3": {tr.Building.PALACE: (4, 2), tr.Building.CITY_HALL: (5, 1),
                                     tr.Building.BISHOPRIC: (3, 3)}}, ["4 2 4", "7/0 4/2 4/2", "a b c d e f"]),
])
def test_answer_readers(parser, good, bad):
    for text, value in good.items():
        assert parser(text) == value
    for text in bad:
        with pytest.raises(BadAnswer):
            parser(text)


def test_dice_reader_checks_colour_counts():
    parse = leroy._dice({tr.Colour.RED: 1, tr.Colour.YELLOW: 0, tr.Colour.WHITE: 1})
    assert [str(d) for d in parse("R3,W2")] == ["R3", "W2"]
    for bad in ("R3", "R3,Y2", "R3,W2,W1", "Q3,W1"):
        with pytest.raises(BadAnswer):
            parse(bad)


def test_place_reader():
    board = tr.Board.empty().put(tr.Building.PALACE, 1, tr.Side.LE_ROY)
    parse = leroy._place(lambda: board)
    assert parse("palace 2") == (tr.Building.PALACE, 2)
    assert parse("p3") == (tr.Building.PALACE, 3)
    assert parse("city hall") == (tr.Building.CITY_HALL, 1)
    for bad in ("palace 1", "palace 9", "garden 2", ""):
        with pytest.raises(BadAnswer):
            parse(bad)


def test_player_turn_reader():
    pool = tr.parse_dice("R5,Y3,Y3")
    parse = leroy._player_turn(lambda: pool)
    assert parse("") == ("done", ())
    assert parse("pass") == ("pass", ())
    assert parse("take Y3,Y3") == ("take", tr.parse_dice("Y3,Y3"))
    for bad in ("buy W1", "buy Y3,Y3,Y3", "buy", "dance"):
        with pytest.raises(BadAnswer):
            parse(bad)
