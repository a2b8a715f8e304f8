"""Every command that reads a file or a list survives malformed input: exit 2 and one line, or a result.

Hypothesis feeds thousands of inputs in all: random JSON of every shape, mutations of valid
sheets (fields dropped, values swapped for other types, huge numbers, unicode), truncated JSON,
random bytes, empty files, directories, missing and unreadable paths, and garbled lists for the
commands that take comma-separated values. An uncaught exception fails the test.
"""

from __future__ import annotations

import copy
import io
import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.cli import main
from generator.registry import SCORE_REPORTS

#: A valid input for every file-reading command; mutations start from these.
VALID: dict[str, object] = {
    "score toledo1085": {"players": [
        {"name": "Ana", "first_to_complete": False, "sectors": [
            [{"kind": "sector", "sector": "commerce", "religion": "islam", "prestige": 4},
             {"kind": "nobility", "religion": "judaism", "prestige": 3},
             {"kind": "jester", "sector": "commerce"}]]},
        {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "science", "religion": "islam", "prestige": 9}]]}]},
    "score troyes": {"player_vp": 71, "le_roy_vp": 60},
    "score tolomeo": {"players": [
        {"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"], "bonus_cards": [2], "pawns_on_board": 4},
        {"name": "Bo", "side": "B", "studied": ["venus", "jupiter", "saturn", "mercury"], "bonus_cards": [1],
         "pawns_on_board": 2, "planet_points": 6}]},
    "eclipsis": {"constellations": {
        "aries": {"planets": ["moon", "mercury"], "comet": False, "pawns": {"red": 2, "blue": 1}},
        "taurus": {"planets": [], "comet": True, "pawns": {"green": 1}},
        "leo": {"planets": ["venus", "sun", "mars", "jupiter", "saturn"], "pawns": {"red": 1}},
        "libra": {"pawns": {"blue": 1}}}},
    "score toledo": {"players": [
        {"name": "Red", "swords_presented": [12], "swords_kept": [7], "paintings": [2, 2], "gems": 3,
         "move_skill": True, "movement_cards": [1, 4]},
        {"name": "Blue", "swords_presented": [9, 6], "swords_kept": [5], "gems": 2, "movement_cards": [2, 2, 3]}]},
}
FILE_COMMANDS = {**{f"score {game}": ["score", game] for game in SCORE_REPORTS}, "eclipsis": ["eclipsis"]}
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                           HealthCheck.function_scoped_fixture])


def run(argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def check(code, out, err, argv):
    assert code in (0, 2), (argv, code, err)
    if code == 2:
        assert err.count("\n") == 1 and err.endswith("\n"), (argv, err)
        assert "Traceback" not in err and not out, (argv, err)
    else:
        assert not err, (argv, err)


def test_every_score_game_has_a_valid_example():
    assert set(FILE_COMMANDS) == set(VALID), "add a valid example for each new file-reading command"
    for name, argv in FILE_COMMANDS.items():
        code, out, err = run([*argv, "-", "--json"], stdin=json.dumps(VALID[name]))
        assert code == 0, err


scalars = (st.none() | st.booleans() | st.integers() | st.integers(min_value=10**18) | st.floats()
           | st.text(max_size=12) | st.sampled_from(["", "\u0000", "é", "\U0001f451", "NaN", "-1", "1e400"]))
json_like = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                         | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=20)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


@st.composite
def mutated(draw, name):
    """A valid example with a few random edits: a value replaced, a key dropped, a list emptied."""
    data = copy.deepcopy(VALID[name])
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "drop", "duplicate"]))
        if action == "drop":
            del parent[path[-1]]
        elif action == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[path[-1]]))
        else:
            parent[path[-1]] = draw(json_like)
    return data


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@SETTINGS
@given(data=st.data())
def test_mutated_sheets(name, data):
    value = data.draw(mutated(name))
    argv = [*FILE_COMMANDS[name], "-", *data.draw(st.sampled_from([[], ["--json"]]))]
    check(*run(argv, stdin=json.dumps(value, allow_nan=True)), argv)


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=json_like)
def test_random_json(name, value):
    argv = [*FILE_COMMANDS[name], "-"]
    check(*run(argv, stdin=json.dumps(value, allow_nan=True)), argv)


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@settings(max_examples=50, deadline=None)
@given(cut=st.floats(0, 1))
def test_truncated_json(name, cut):
    text = json.dumps(VALID[name])
    argv = [*FILE_COMMANDS[name], "-"]
    code, out, err = run(argv, stdin=text[: int(len(text) * cut)])
    check(code, out, err, argv)
    assert code == 2 or cut > 0.99


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(blob=st.binary(max_size=200))
def test_random_bytes_in_a_file(name, blob, tmp_path):
    path = tmp_path / "input.json"
    path.write_bytes(blob)
    argv = [*FILE_COMMANDS[name], str(path)]
    check(*run(argv), argv)


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
def test_bad_paths(name, tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_text("")
    paths = [str(empty), str(tmp_path), str(tmp_path / "missing.json"), "", "\u0000bad"]
    if os.geteuid() != 0:
        locked = tmp_path / "locked.json"
        locked.write_text("{}")
        locked.chmod(0)
        paths.append(str(locked))
    for p in paths:
        argv = [*FILE_COMMANDS[name], p]
        code, out, err = run(argv)
        assert code == 2, (p, err)
        check(code, out, err, argv)


tokens = st.sampled_from(["R5", "Y3", "W6", "r1", "B6", "R0", "R7", "", " ", ",", "x", "\u00e9", "6", "-1",
                          "99999999999999999999", "palace:1", "p7", "moon:2", "1e9", "\U0001f3b2",
                          "purple:attack", "brown:defend", "neutral:defend", "purple", ":", "move", "neutral"])
lists = st.lists(tokens, max_size=8).map(",".join) | st.text(max_size=20)

LIST_COMMANDS = [
    lambda a, b: ["leroy", "turn", "--roll", a, "--dice", b],
    lambda a, b: ["leroy", "turn", "--roll", "2", "--dice", a, "--player-dice", b],
    lambda a, b: ["leroy", "turn", "--roll", "5", "--dice", "R5", "--banners", a, "--json"],
    lambda a, b: ["leroy", "turn", "--roll", "7", "--dice", "R5", "--cathedral-room", a],
    lambda a, b: ["leroy", "combat", "--dice", a, "--black", b],
    lambda a, b: ["leroy", "setup", "--dice", a, "--occupied", b],
    lambda a, b: ["leroy", "setup", "--dice", "R1,R2,Y1,Y2,W1,W2", "--occupied", a],
    lambda a, b: ["duel", "--cards", a, "--attacker", b],
    lambda a, b: ["duel", "--cards", "purple:attack,brown:defend,neutral:attack", "--attacker", a,
                  "--defender", b, "--json"],
    lambda a, b: ["duel", "--cards", a, "--colours", b],
    lambda a, b: ["tolomeo", "events", "--eclipsis", "--seed", a, "--json"],
]


@pytest.mark.parametrize("make", LIST_COMMANDS, ids=[" ".join(m("A", "B")) for m in LIST_COMMANDS])
@settings(max_examples=80, deadline=None)
@given(a=lists, b=lists)
def test_garbled_lists(make, a, b):
    argv = make(a, b)
    check(*run(argv), argv)
