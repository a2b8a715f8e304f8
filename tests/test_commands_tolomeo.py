"""The Tolomeo commands: ``score tolomeo``, ``eclipsis`` and ``tolomeo events``, output and refusals."""

from __future__ import annotations

import io
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.cli import main
from rules import tolomeo as t

SKY = {"constellations": {
    "aries": {"planets": ["moon", "mercury"], "pawns": {"red": 2, "blue": 1}},
    "cancer": {"comet": True, "pawns": {"blue": 1}},
    "leo": {"planets": ["sun"], "pawns": {"red": 1}},
    "taurus": {"pawns": {"green": 2}},
    "libra": {"planets": ["venus"]}, "virgo": {"planets": ["mars"]},
    "gemini": {"planets": ["jupiter"]}, "pisces": {"planets": ["saturn"]}}}
GAME = {"players": [
    {"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"], "bonus_cards": [2], "pawns_on_board": 4},
    {"name": "Bo", "side": "B", "studied": ["venus", "jupiter", "saturn", "mercury"], "bonus_cards": [1],
     "pawns_on_board": 2, "planet_points": 6},
    {"name": "Cy", "side": "B", "studied": ["moon"], "pawns_on_board": 7, "planet_points": 1}]}


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def refused(code, out, err):
    return code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err


# ------------------------------------------------------------------ playaid score tolomeo

def test_score_json_follows_the_core():
    code, out, err = run("score", "tolomeo", "-", "--json", stdin=json.dumps(GAME))
    assert code == 0 and not err
    data = json.loads(out)
    assert data == t.score_sheet(GAME).to_dict()
    assert data["game"] == "tolomeo" and data["winners"] == ["Bo"]
    assert [(p["name"], p["total"]) for p in data["players"]] == [("Ana", 8), ("Bo", 8), ("Cy", 3)]


def test_score_text_explains_the_tie_break(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GAME), encoding="utf-8")
    code, out, _ = run("score", "tolomeo", str(path))
    assert code == 0
    assert "Tolomeo \u2014 final score (player sheets on side B)" in out
    assert "3: moon, sun, mars" in out
    assert out.rstrip().endswith("Winner: Bo with 8, level with Ana on points but ahead on more planets studied"
                                 " (4 to 3).")


def test_score_text_names_a_pawn_tie_break():
    game = {"players": [{**GAME["players"][0], "pawns_on_board": 5},
                        {**GAME["players"][0], "name": "Di", "pawns_on_board": 1}]}
    game["players"][1]["bonus_cards"] = [1]
    game["players"][0]["bonus_cards"] = [1]
    code, out, _ = run("score", "tolomeo", "-", stdin=json.dumps(game))
    assert "ahead on more pawns on the board (5 to 1)" in out


@pytest.mark.parametrize("players, message", [
    ([{"name": "A", "side": "A", "studied": ["moon", "sun"]}],
     "player 'A': the points for 2 planets studied are on your sheet's conversion table"),
    ([{"name": "A", "side": "X", "studied": []}], "a sheet side is"),
    ([{"name": "A", "side": "A", "studied": ["moon", "moon", "sun"]}], "moon is listed twice"),
    ([{"name": "A", "side": "A", "studied": ["vulcan", "moon", "sun"]}], "unknown planet 'vulcan'"),
    ([{"name": "A", "side": "A", "studied": ["moon", "sun", "mars"], "planet_points": 9}], "not 9"),
])
def test_score_refusals_are_one_line(players, message):
    code, out, err = run("score", "tolomeo", "-", stdin=json.dumps({"players": players}))
    assert refused(code, out, err)
    assert message in err


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["moon", "sun", "mars", "A", "B", "aries", "leo", "red", "comet"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["players", "name", "side", "studied", "bonus_cards", "pawns_on_board", "planet_points",
                         "constellations", "aries", "leo", "planets", "comet", "pawns", "red", "x"]),
        inner, max_size=4),
    max_leaves=25,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_any_json_gives_an_answer_or_one_line(value):
    for argv in (["score", "tolomeo", "-", "--json"], ["eclipsis", "-", "--json"]):
        code, out, err = run(*argv, stdin=json.dumps(value))
        if code == 0:
            assert json.loads(out) and not err
        else:
            assert refused(code, out, err), err


# ------------------------------------------------------------------ playaid eclipsis

def test_eclipsis_json():
    code, out, err = run("eclipsis", "-", "--json", stdin=json.dumps(SKY))
    assert code == 0 and not err
    data = json.loads(out)
    assert data["returned"] == {"blue": 2, "green": 2, "red": 2}
    assert data["remaining"] == {"leo": {"red": 1}}
    assert [c["fate"] for c in data["constellations"]] == ["moon", "no planet", "no planet", "stay"]


def test_eclipsis_text_goes_constellation_by_constellation(tmp_path):
    path = tmp_path / "sky.json"
    path.write_text(json.dumps(SKY))
    code, out, _ = run("eclipsis", str(path))
    assert code == 0
    lines = out.splitlines()
    row = {line.split()[0]: line for line in lines if line.split() and line.split()[0] in
           ("Aries", "Taurus", "Cancer", "Leo")}
    assert "go back: the Moon is here" in row["Aries"]
    assert "go back: no planet here" in row["Cancer"] and "(comet)" in row["Cancer"]
    assert "go back: no planet here" in row["Taurus"]
    assert "stay" in row["Leo"]
    assert "Back to supply: blue 2, green 2, red 2" in out
    assert "Still on the board: Leo red 1" in out


def test_eclipsis_with_no_pawns():
    quiet = {"constellations": {k: {kk: vv for kk, vv in v.items() if kk != "pawns"}
                                for k, v in SKY["constellations"].items()}}
    code, out, _ = run("eclipsis", "-", stdin=json.dumps(quiet))
    assert code == 0 and "changes nothing" in out


@pytest.mark.parametrize("content, message", [
    ("", "is empty"),
    ("{", "not valid JSON"),
    ('{"constellations": {"aries": {"planets": ["moon"]}}}', "every planet is always on the board"),
    ('{"constellations": {"ophiuchus": {}}}', "unknown constellation"),
    ("[1]", "must be an object"),
])
def test_eclipsis_refusals(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run("eclipsis", str(path))
    assert refused(code, out, err) and message in err


def test_eclipsis_refuses_a_directory(tmp_path):
    code, out, err = run("eclipsis", str(tmp_path))
    assert refused(code, out, err) and "is a directory" in err


# ------------------------------------------------------------------ playaid tolomeo events

def test_events_json_is_the_cores_deal_for_the_seed():
    code, out, err = run("tolomeo", "events", "--eclipsis", "--seed", "7", "--json")
    assert code == 0 and not err
    data = json.loads(out)
    assert data == {"deck": t.deal_events(random.Random(7), eclipsis=True).to_list(), "seed": 7, "eclipsis": True}
    assert data["deck"][0] != "eclipsis" and data["deck"][-1] != "eclipsis"
    assert sorted(c for c in data["deck"] if c != "eclipsis") == list(range(1, 13))


def test_events_without_the_eclipsis():
    code, out, _ = run("tolomeo", "events", "--seed", "7", "--json")
    data = json.loads(out)
    assert sorted(data["deck"]) == list(range(1, 13)) and data["eclipsis"] is False


def test_events_without_a_seed_prints_one_that_repeats_the_deal():
    code, out, _ = run("tolomeo", "events", "--eclipsis")
    assert code == 0
    seed = int(out.split("--seed ")[1].split(")")[0])
    deal = out.splitlines()[1]
    again = run("tolomeo", "events", "--eclipsis", "--seed", str(seed))[1]
    assert again.splitlines()[1] == deal
    assert deal.startswith("top ") and deal.endswith(" bottom") and "ECLIPSIS" in deal
    code, out, _ = run("tolomeo", "events", "--json")
    assert isinstance(json.loads(out)["seed"], int)


@pytest.mark.parametrize("argv", [
    ["tolomeo"], ["tolomeo", "deal"], ["tolomeo", "events", "--seed", "-1"], ["tolomeo", "events", "--seed", "x"],
    ["tolomeo", "events", "--seed", "1" * 5000], ["tolomeo", "events", "--seed", str(2**64)],
    ["tolomeo", "events", "--seed", "1e3"], ["tolomeo", "events", "--seed", "\u0661"],
])
def test_events_refusals(argv):
    assert refused(*run(*argv))


@pytest.mark.parametrize("argv", [["tolomeo", "--help"], ["tolomeo", "events", "--help"], ["eclipsis", "--help"]])
def test_help_has_examples(argv):
    code, out, _ = run(*argv)
    assert code == 0 and "examples:" in out
