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
