"""``playaid score``: reading score sheets from files and stdin, text and JSON output, refusals."""

from __future__ import annotations

import io
import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playaid.generator.cli import main
from tests.conftest import json_sheets, scored_or_refused

ANA = {"name": "Ana", "first_to_complete": True, "sectors": [
    [{"kind": "sector", "sector": "commerce", "religion": "islam", "prestige": 4},
     {"kind": "nobility", "religion": "judaism", "prestige": 3},
     {"kind": "sector", "sector": "commerce", "religion": "christianity", "prestige": 1}],
    [{"kind": "sector", "sector": "culture", "religion": "islam", "prestige": 10}],
    [{"kind": "sector", "sector": "theology", "religion": "islam", "prestige": 6},
     {"kind": "herald", "sector": "theology"}],
    [{"kind": "sector", "sector": "science", "religion": "judaism", "prestige": 9},
     {"kind": "jester", "sector": "nobility"}],
]}
BO = {"name": "Bo", "sectors": [[{"kind": "nobility", "religion": "islam", "prestige": 5}]]}


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def sheet(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"players": [ANA, BO]}), encoding="utf-8")
    return path


def test_json_output_shape(sheet):
    code, out, err = run("score", "toledo1085", str(sheet), "--json")
    assert code == 0 and not err
    data = json.loads(out)
    assert data["game"] == "toledo1085"
    assert data["winners"] == ["Ana"]
    ana, bo = data["players"]
    # commerce 8+2, culture 10, theology 6+4, science 9+1: all four complete; one 3-religion column
    assert ana["total"] == 10 + 10 + 10 + 10 - 2 + 4
    assert ana["complete_sectors"] == 4 and ana["first_bonus"] == 4 and ana["end_bonus"] == -2
    assert bo["total"] == -5
    assert bo["columns"][0]["sector"] is None


def test_text_output_is_a_readable_table(sheet):
    code, out, _ = run("score", "toledo1085", str(sheet))
    assert code == 0
    assert "Ana: 42 prestige" in out
    assert "commerce" in out and "(no sector)" in out
    assert out.rstrip().endswith("Winner: Ana with 42.")


def test_stdin(sheet):
    code, out, _ = run("score", "toledo1085", "-", "--json", stdin=sheet.read_text())
    assert code == 0 and json.loads(out)["winners"] == ["Ana"]


def test_shared_win_and_tie_break_are_explained(tmp_path):
    col = [{"kind": "sector", "sector": "science", "religion": r, "prestige": 5}
           for r in ("islam", "judaism", "christianity")]
    a = {"name": "A", "sectors": [col]}
    b = {"name": "B", "sectors": [col[:2] + [{"kind": "sector", "sector": "science", "religion": "islam",
                                             "prestige": 5}]]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"players": [a, {"name": "C", "sectors": [[{
        "kind": "sector", "sector": "culture", "religion": "islam", "prestige": 10}] * 2]}]}))
    code, out, _ = run("score", "toledo1085", str(path))
    assert "level with C on points but ahead on more columns with all three religions (1 to 0)" in out
    path.write_text(json.dumps({"players": [a, {**b, "name": "B"}]}))
    code, out, _ = run("score", "toledo1085", str(path), "--json")
    assert json.loads(out)["winners"] == ["A"]


@pytest.mark.parametrize("content, message", [
    ("", "is empty"),
    ("   \n", "is empty"),
    ("{", "not valid JSON"),
    ('{"players": [', "not valid JSON"),
    ("NaN", "NaN is not a number JSON allows"),
    ("[" * 100000 + "]" * 100000, "nested too deeply"),
    ('{"players": [{"name": "A", "sectors": [[{"kind": "sector", "sector": "commerce", "religion": "islam",'
     ' "prestige": 1' + "0" * 5000 + '}]]}]}', "digits"),
    ('{"players": [{"name": "A", "sectors": [[{"kind": "sector", "sector": "commerce", "religion": "islam",'
     ' "prestige": 1e400}]]}, {"name": "B", "sectors": []}]}', "whole number"),
])
def test_malformed_files(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run("score", "toledo1085", str(path))
    assert code == 2 and not out
    assert message in err and err.count("\n") == 1


def test_not_utf8(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    code, _, err = run("score", "toledo1085", str(path))
    assert code == 2 and "not UTF-8" in err


def test_directory_and_missing_file(tmp_path):
    assert "is a directory" in run("score", "toledo1085", str(tmp_path))[2]
    assert "no such file" in run("score", "toledo1085", str(tmp_path / "nope.json"))[2]


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_unreadable_file(tmp_path):
    path = tmp_path / "secret.json"
    path.write_text("{}")
    path.chmod(0)
    assert "permission denied" in run("score", "toledo1085", str(path))[2]


json_values = json_sheets(
    ["players", "name", "sectors", "kind", "sector", "religion", "prestige", "first_to_complete"],
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False) | st.text(max_size=8))


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_any_json_gives_a_score_or_one_line_error(value):
    scored_or_refused("toledo1085", value)


# --- the sheets described field by field, the examples that ship, the hint for another game's sheet

#: Every key each game's calculator reads, from the calculator's own field lists.
def calculator_keys(game):
    from playaid.rules import toledo, toledo1085, tolomeo, troyes

    if game == "toledo1085":
        return {"players", *toledo1085.score.PLAYER_FIELDS, *(k for f in toledo1085.score.CARD_FIELDS.values() for k in f)}
    if game == "toledo":
        return {"players", *toledo.score.SHEET_FIELDS}
    if game == "tolomeo":
        return {"players", *tolomeo.score.PLAYER_FIELDS, *tolomeo.score.CARD_FIELDS}
    return set(troyes.SHEET_FIELDS)


GAMES = ("toledo", "toledo1085", "tolomeo", "troyes")


def test_the_games_scored_are_the_games_described():
    from playaid.generator.registry import SCORE_REPORTS

    assert tuple(SCORE_REPORTS) == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_each_game_describes_exactly_the_fields_its_calculator_reads(game):
    import importlib

    help = importlib.import_module(f"playaid.rules.{game}.text").SHEET_HELP
    assert help.keys() == calculator_keys(game)
    for depth, key, text in help.lines():
        assert len(text.split()) >= 4 and "{" not in text, (key, text)


def _game_block(help_text, game):
    """The lines of ``playaid score --help`` that describe ``game``'s sheet."""
    import re

    match = re.search(rf"^{game}\b[^\n]*:\n((?:  .*\n?)+)", help_text, flags=re.M)
    assert match, game
    return match.group(1)


@pytest.mark.parametrize("game", GAMES)
def test_the_score_help_names_every_field_with_its_meaning(game):
    """``playaid score --help`` lists every field a game's sheet may hold, each on a line of its
    own, followed by what it holds, within the block of that game."""
    import re

    code, out, _ = run("score", "--help")
    assert code == 0
    block = _game_block(out, game)
    for key in calculator_keys(game) - {"players"}:
        assert re.search(rf"^ +{key} +\S", block, flags=re.M), (game, key)
    assert max(map(len, out.splitlines())) <= 88


def test_the_score_help_sends_nobody_elsewhere_for_the_shapes():
    code, out, _ = run("score", "--help")
    assert "README" not in out and "site" not in out.split("examples:")[0].lower().replace("website", "")


def _example(*argv):
    code, out, err = run(*argv)
    assert code == 0, err
    assert err.count("\n") == 1 and "made-up" in err, err
    return json.loads(out), out


@pytest.mark.parametrize("game", GAMES)
def test_every_game_ships_an_example_sheet_that_scores(game):
    """``playaid score --example GAME`` prints a sheet, every field of the game in it, that the
    calculator takes as it is (exit 0), as ``playaid score GAME FILE`` would read it saved."""
    data, text = _example("score", "--example", game)
    code, out, err = run("score", game, "-", stdin=text)
    assert code == 0 and not err, err
    from playaid.generator.score import _keys

    assert _keys(data) == calculator_keys(game), "the example shows every field once at least"
    if game != "troyes":
        assert len(data["players"]) >= 3, "a real table, not one player"


def test_the_examples_look_like_real_ends_of_game():
    """What the calculators do not require but a real game shows: in Toledo 1085 the game ended
    because someone completed all four sectors (and is marked first); in Tolomeo a player with
    other than the three planets the rulebook prices gives the sheet's planet_points."""
    t1085, _ = _example("score", "--example", "toledo1085")
    code, out, _ = run("score", "toledo1085", "-", "--json", stdin=json.dumps(t1085))
    players = json.loads(out)["players"]
    assert [p["first_to_complete"] for p in players].count(True) == 1
    assert any(p["complete_sectors"] == 4 and p["first_to_complete"] for p in players)
    tolomeo, _ = _example("score", "--example", "tolomeo")
    counts = {len(p["studied"]): "planet_points" in p for p in tolomeo["players"]}
    assert any(n != 3 for n in counts) and all(given for n, given in counts.items() if n != 3)


def test_the_tolomeo_example_says_its_planet_points_are_not_the_real_table():
    _, err = run("score", "--example", "tolomeo")[1:]
    assert "planet_points" in err and "conversion table" in err and "\u2020P4" in err


def test_the_eclipsis_ships_an_example_sky_with_every_verdict():
    data, text = _example("eclipsis", "--example")
    code, out, err = run("eclipsis", "-", "--json", stdin=text)
    assert code == 0 and not err
    steps = json.loads(out)["constellations"]
    assert {step["fate"] for step in steps} == {"no planet", "moon", "stay"}
    assert any(step["comet"] and not step["planets"] for step in steps), "the comet alone, too"
    assert any(not step["comet"] and not step["planets"] for step in steps)


def test_the_examples_are_package_data():
    """The example files install with playaid: pyproject's package data takes every one of them."""
    import fnmatch
    import tomllib
    from pathlib import Path

    import playaid.generator

    root = Path(playaid.generator.__file__).parent
    pyproject = tomllib.loads((root.parent / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = pyproject["tool"]["setuptools"]["package-data"]["playaid.generator"]
    files = sorted(p.relative_to(root).as_posix() for p in (root / "examples").iterdir())
    assert files == sorted([*(f"examples/{g}.json" for g in GAMES), "examples/eclipsis-sky.json"])
    assert all(any(fnmatch.fnmatch(f, pattern) for pattern in patterns) for f in files)


@pytest.mark.parametrize("argv, says", [
    (["score", "toledo"], "--example"),
    (["score", "toledo", "game.json", "--example"], "leave out"),
    (["eclipsis"], "--example"),
    (["eclipsis", "sky.json", "--example"], "leave out"),
])
def test_a_missing_or_extra_file_is_one_line(argv, says):
    code, out, err = run(*argv)
    assert code == 2 and not out and says in err and err.count("\n") == 1


@pytest.mark.parametrize("given, sheet, hint", [
    ("toledo1085", {"players": [{"name": "Ana", "gems": 3}, {"name": "Bo", "paintings": [2]}]}, "playaid score toledo "),
    ("toledo1085", {"players": [{"name": "Ana", "gems": 3}]}, "playaid score toledo "),
    ("tolomeo", {"players": [{"name": "Ana", "swords_kept": [7]}, {"name": "Bo"}]}, "playaid score toledo "),
    ("toledo", {"player_vp": 71, "le_roy_vp": 60}, "playaid score troyes "),
    ("troyes", {"players": [{"name": "Ana", "side": "B", "studied": []}]}, "playaid score tolomeo "),
    ("toledo", {"players": [{"name": "Ana", "sectors": [[{"kind": "jester", "sector": "commerce"}]]}]},
     "playaid score toledo1085 "),
    ("tolomeo", {"constellations": {}}, "playaid eclipsis "),
])
def test_a_sheet_of_another_game_is_refused_with_the_command_that_reads_it(given, sheet, hint, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")
    code, _, err = run("score", given, str(path))
    assert code == 2 and err.count("\n") == 1
    assert f"{hint}{path}" in err, err


@pytest.mark.parametrize("game, sheet", [
    ("toledo1085", {"players": [{"name": "Ana", "sectors": [[{"kind": "sector", "sector": "art", "religion": "islam",
                                                             "prestige": 1}]]}, {"name": "Bo"}]}),
    ("toledo", {"players": [{"name": "Ana", "gems": 300}]}),
    ("troyes", {"player_vp": 71}),
    ("tolomeo", {"players": [{"name": "Ana", "gem": 3}]}),
])
def test_a_sheet_of_its_own_game_or_of_none_gets_no_hint(game, sheet):
    code, _, err = run("score", game, "-", stdin=json.dumps(sheet))
    assert code == 2 and "looks like" not in err, err


def test_a_score_sheet_given_to_the_eclipsis_names_the_score_command():
    text = run("score", "--example", "tolomeo")[1]
    code, _, err = run("eclipsis", "-", stdin=text)
    assert code == 2 and "looks like a score sheet of Tolomeo: try playaid score tolomeo -" in err
