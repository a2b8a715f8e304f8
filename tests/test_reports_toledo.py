"""``playaid score toledo``: the breakdown, the tie-breaks, JSON output and refusals."""

from __future__ import annotations

import io
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playaid.generator.cli import main
from playaid.generator.reports import toledo as report
from playaid.rules import toledo as t
from tests.conftest import json_sheets, scored_or_refused

RED = {"name": "Red", "swords_presented": [12], "swords_kept": [7], "paintings": [2, 2], "gems": 3,
       "move_skill": True, "movement_cards": [1, 4]}
BLUE = {"name": "Blue", "swords_presented": [9, 6], "swords_kept": [5], "gems": 2, "movement_cards": [2, 2, 3]}


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def sheet(*players):
    return json.dumps({"players": list(players)})


def test_json_gives_every_part_and_the_tie_break_winner():
    code, out, err = run("score", "toledo", "-", "--json", stdin=sheet(RED, BLUE))
    assert code == 0 and not err
    data = json.loads(out)
    assert data["game"] == "toledo"
    red, blue = data["players"]
    assert (red["total"], red["presented_points"], red["kept_points"], red["painting_points"],
            red["gem_points"], red["move_skill_penalty"]) == (18, 12, 3, 4, 1, -2)
    assert blue["total"] == 15 + 2 + 1 == 18
    assert data["winners"] == ["Blue"]                  # level on 18: three cards beat two
    assert blue["cards_in_hand"] == 3 and red["card_value_total"] == 5


def test_text_breakdown_and_the_tie_break_sentence():
    code, out, _ = run("score", "toledo", "-", stdin=sheet(RED, BLUE))
    assert code == 0
    red = out.split("Red: 18 points\n")[1].split("\n\n")[0].splitlines()
    # Each item's own row: its words, what Red held, and its points (swapping two rows fails).
    expected = [(t.SCORE_ITEMS[0], "12", "12"), (t.SCORE_ITEMS[1], "7", "3"), (t.SCORE_ITEMS[2], "2 + 2", "4"),
                (t.SCORE_ITEMS[3], "3", "1"), (t.SCORE_ITEMS[4], "yes", "-2")]
    for line, (item, held, points) in zip(red, expected):
        words = [t.say(item.what), t.say(item.worth), held, points]
        assert re.fullmatch(r"\s+" + r"\s+".join(map(re.escape, words)), line), line
    assert re.fullmatch(r"\s+total\s+18", red[5]) and red[6] == "  tie-break: 2 movement cards in hand, worth 5"
    assert t.say(t.SCORE_ITEMS[1].worth) == "half its value, rounded down"
    assert out.rstrip().endswith(
        "Winner: Blue with 18, level with Red on points but ahead on more movement cards in hand (3 to 2).")


def test_second_tie_break_and_a_shared_win():
    a = {"name": "A", "gems": 4, "movement_cards": [6, 1]}
    b = {"name": "B", "gems": 4, "movement_cards": [2, 2]}
    code, out, _ = run("score", "toledo", "-", stdin=sheet(a, b))
    assert "ahead on a higher total value of the movement cards in hand (\u2020S7) (7 to 4)" in out
    c = {"name": "C", "gems": 5, "movement_cards": [3, 4]}
    code, out, _ = run("score", "toledo", "-", "--json", stdin=sheet(a, c))
    assert json.loads(out)["winners"] == ["A", "C"]
    code, out, _ = run("score", "toledo", "-", stdin=sheet(a, c))
    assert out.rstrip().endswith("Shared win: A and C (2 each, still tied after every tie-break, \u2020S9).")


def test_a_total_below_zero_carries_the_mark_of_its_ruling():
    """A player holding only the move skill tile scores -2: nothing in the rulebook stops a total at
    zero, so the total row says "below zero" with the mark of ruling S4, and the JSON names it."""
    green = {"name": "Green", "move_skill": True}
    code, out, _ = run("score", "toledo", "-", stdin=sheet(RED, green))
    assert code == 0
    red_part, green_part = out.split("Red: 18 points\n")[1].split("Green: -2 points\n")
    assert re.search(r"^\s+total\s+below zero \u2020S4\s+-2$", green_part, re.M)
    assert re.search(r"^\s+total\s+18$", red_part, re.M) and "\u2020S4" not in red_part
    code, out, _ = run("score", "toledo", "-", "--json", stdin=sheet(RED, green))
    scored = {p["name"]: p for p in json.loads(out)["players"]}
    assert (scored["Green"]["total"], scored["Green"]["rulings"]) == (-2, ["S4"]) and scored["Red"]["rulings"] == []
    code, out, _ = run("score", "toledo", "-", "--lang", "it", stdin=sheet(green))
    assert re.search(r"^\s+totale\s+sotto zero \u2020S4\s+-2$", out, re.M)


def test_report_module_delegates_to_the_rules():
    assert report.score_sheet is t.score_sheet
    text = report.render(t.score_sheet({"players": [RED]}))
    assert "move skill tile" in text and "-2" in text


@pytest.mark.parametrize("players, message", [
    ([{"name": "A", "movement_cards": [0]}], "player 'A': movement card 1 must be 1 to 6, not 0"),
    ([{"name": "A", "movement_cards": [7]}], "must be 1 to 6, not 7"),
    ([{"name": "A", "gems": -2}], "cannot be negative"),
    ([{"name": "A", "swords_kept": [3.5]}], "whole number"),
    ([{"name": "A", "paintings": [2] * 7}], "the game has 6"),
    ([{"name": "A", "move_skill": 1}], "true or false"),
    ([{"name": "A"}, {"name": "A"}], "appears 2 times"),
    ([{"name": "A", "gems": 12}, {"name": "B", "gems": 12}], "24 gems between them"),
    ([{"name": "\u00c5sa", "sword": [1]}], "unknown field 'sword'"),
])
def test_bad_sheets_are_one_line_and_status_2(players, message):
    code, out, err = run("score", "toledo", "-", stdin=sheet(*players))
    assert code == 2 and not out and err.count("\n") == 1 and message in err


def test_sword_values_stop_at_the_ceiling_of_ruling_a5():
    """A sword worth 10^4000 was accepted, and two of them broke the report; no tile is worth
    more than two digits (ruling A13), so such a sheet is refused in short lines, each sword's
    fault on its own, once."""
    huge = {"name": "A", "swords_presented": [10 ** 4000]}
    code, out, err = run("score", "toledo", "-", stdin=sheet(huge, {"name": "B", "swords_kept": [10 ** 4000]}))
    assert code == 2 and not out and err.count("\n") == 3 and all(len(line) < 200 for line in err.splitlines())
    assert err.startswith("playaid score: error: 2 faults:\n")
    assert "player 'A': presented sword 1 must be 1 to 99 (\u2020A13)" in err
    assert "player 'B': kept sword 1 must be 1 to 99 (\u2020A13)" in err
    code, out, _ = run("score", "toledo", "-", "--json", stdin=sheet({"name": "A", "swords_presented": [99] * 5,
                                                                      "swords_kept": [99] * 14}))
    assert code == 0 and json.loads(out)["players"][0]["total"] == 5 * 99 + 14 * 49


@pytest.mark.parametrize("content, message", [("", "is empty"), ('{"players": [', "not valid JSON"),
                                              ("[1, 2]", "must be an object")])
def test_malformed_files(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run("score", "toledo", str(path))
    assert code == 2 and message in err and err.count("\n") == 1


json_values = json_sheets(
    ["players", "name", "swords_presented", "swords_kept", "paintings", "gems", "move_skill", "movement_cards"],
    st.none() | st.booleans() | st.integers(-10, 10 ** 20) | st.sampled_from([10 ** 4000, -(10 ** 400), 99, 100])
    | st.floats(allow_nan=False) | st.text(max_size=6)
    | st.text(st.characters(codec=None, categories=("Cc", "Cs", "Cf", "Lo")), max_size=6))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_any_json_gives_a_score_or_one_line_error(value):
    report = scored_or_refused("toledo", value)
    if report is not None:
        assert report["winners"]
        code, out, err = run("score", "toledo", "-", stdin=json.dumps(value))
        assert code == 0 and not re.search(r"[\x00-\x09\x0b-\x1f\x7f\ud800-\udfff]", out)
