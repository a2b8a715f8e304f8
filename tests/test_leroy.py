"""The le Roy script: it asks, reads answers strictly, and sequences the rules core."""

from __future__ import annotations

import random

import pytest

from playaid.automata import leroy
from playaid.automata.leroy import BadAnswer, Context, play
from playaid.rules import troyes as tr


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
    (leroy._black, {"6,4": ((6, 4),), "none": (), "6,4/5": ((6, 4), (5,))}, ["0", "7", "x", "6,4/"]),
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


def forced(rolls, **answers):
    """An answer policy: le Roy's black dice follow ``rolls`` (totals), other keys from ``answers``."""
    queue = list(rolls)

    def answer(ask):
        if ask.key == "roll":
            return str(queue.pop(0)) if queue else "roll"
        if ask.key in ("setup_dice", "dice"):
            return "roll"
        value = answers.get(ask.key, "")
        return value(ask) if callable(value) else value
    return answer


def lines_of(rolls, **answers):
    lines, _ = run_script(forced(rolls, **answers), seed=5, manual=True)
    return lines


def test_narration_marks_who_pays_and_what_becomes_of_the_bought_die():
    lines = lines_of([3, 2], rounds="1", sell="W4,R3")
    bought = [line for line in lines if "He buys your" in line]
    assert bought and all("the bank pays you" in line and "\u2020B2" in line for line in bought)
    assert all("used up" in line and "\u2020B3" in line and "\u2020B4" in line for line in bought)
    assert not any("the die is his now" in line for line in lines)
    lines = lines_of([2, 3], rounds="1", sell="none")
    assert any("spends 3 of his own and pays nothing (\u2020B1)" in line for line in lines)
    assert any("uses his own instead and pays you nothing" in line and "\u2020" not in line for line in lines)


def test_narration_marks_the_ruled_rows():
    lines = lines_of([12, 9, 10], rounds="1", banners="1")
    assert any("row 12 copies row 2 \u2020T1" in line for line in lines)
    assert any("row 9's price is row 5's \u2020T2" in line for line in lines)
    assert not any("ruling T1" in line or "ruling S1" in line for line in lines)


def test_an_event_with_no_free_banner_does_nothing():
    lines = lines_of([5], rounds="1", banners="0")
    assert any("nothing happens, no die spent (\u2020E1)" in line for line in lines)


def test_two_red_events_are_fought_one_after_the_other():
    lines = lines_of([], rounds="1", black="5,2/6")
    fights = [line for line in lines if "to remove the black" in line]
    assert len(fights) == 2 and all("\u2020K2" in line for line in fights)
    assert "Red event 1" in fights[0] and "black 5" in fights[0] and "black 6" in fights[1]


def test_traveling_builders_is_recalled_once_each_round():
    lines, asked = run_script(lambda ask: "3" if ask.key == "rounds" else "", seed=2)
    recalls = [line for line in lines if "Traveling Builders" in line]
    assert len(recalls) == sum(1 for a in asked if a.key == "end") == 3
    assert all("once each round (\u2020E2)" in line for line in recalls)


def test_final_scores_are_never_negative_and_a_draw_is_ruled():
    _, asked = run_script(lambda ask: "", seed=2)
    final = next(a for a in asked if a.key == "final_you")
    for bad in ("-1", str(tr.MAX_VP + 1)):
        with pytest.raises(BadAnswer):
            final.parse(bad)
    char = next(a for a in asked if a.key in ("end_char_roy", "char_roy"))
    with pytest.raises(BadAnswer):
        char.parse("-2")
    lines, _ = run_script(lambda ask: {"final_you": "40", "final_roy": "40"}.get(ask.key, ""), seed=2)
    assert lines[-1] == ("Rating band 0 to 5 (a margin of 0 is printed in two bands; it counts in 0 to 5, "
                         "\u2020R1): " + tr.verdict(tr.band(0)))


def test_the_setup_follows_the_core_order():
    _, asked = run_script(lambda ask: "", seed=4)
    setup = [a.key for a in asked if a.key in ("meeple",)]
    assert len(setup) == tr.PLAYER_MEEPLES
    assert all("\u2020S2" in a.text for a in asked if a.key == "meeple")


def test_the_golden_games_roll_every_row_of_le_roy_table():
    """The playthroughs are the engine's record: together they exercise each row of his table."""
    import re
    from pathlib import Path

    golden = Path(__file__).parent / "golden"
    rolled = set()
    for path in golden.glob("le-roy-*.playthrough.txt"):
        rolled |= {int(n) for n in re.findall(r"black dice \d \+ \d = (\d+)\.", path.read_text(encoding="utf-8"))}
    assert rolled == set(tr.TABLE)


def test_the_playthrough_gives_state_question_accepted_answers_and_answer_at_every_step():
    from tests.golden import leroy as golden

    text = golden.files()["le-roy-seed-7-one-round.playthrough.txt"]
    steps = text.split("\n\nstep ")[1:]
    assert len(steps) == len(golden.short_session().answers)
    for step in steps:
        lines = step.splitlines()
        assert [line.split(":")[0] for line in lines[1:5]] == ["state", "question", "accepts", "answer"], step


def test_the_automaton_and_playaid_leroy_say_a_turn_in_the_same_words():
    """One row, one sentence: what the automaton narrates is what ``playaid leroy turn`` prints."""
    import io

    from playaid.generator.cli import main
    from playaid.rules.troyes import text as T

    lines = lines_of([11], rounds="1", sell="W4,R3")
    t = tr.turn(11, tr.parse_dice("R5,Y3"), tr.parse_dice("W4,R3"))
    out = io.StringIO()
    main(["leroy", "turn", "--roll", "11", "--dice", "R5,Y3", "--player-dice", "W4,R3"], stdout=out,
         stderr=io.StringIO(), stdin=io.StringIO())
    for sentence in (T.sale_text(t), T.action_text(t)):
        assert f"  {sentence}" in lines and f"  {sentence}" in out.getvalue().splitlines()


def test_the_automaton_speaks_the_language_of_its_context():
    from tests.test_troyes_text import MARKED

    ctx = Context(random.Random(7), text=MARKED)
    gen = play(ctx)
    ask = next(gen)
    assert ask.text.startswith("\u00bbHow many rounds will you play (\u2020G1)?") and ask.hint.startswith("\u00bb")
    assert ctx.lines[0] == "\u00bbTHE KING'S CHALLENGE: you against le Roy"
    ask = gen.send(1)
    assert ask.text.startswith("\u00bb")
