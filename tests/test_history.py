"""automata/history.py: the record of finished games, read whatever the file holds."""

from __future__ import annotations

import io
import json

import pytest

from playaid.automata import history
from playaid.automata.cli import main
from playaid.automata.files import FileProblem


def test_the_record_counts_each_game_by_its_last_line(tmp_path):
    path = tmp_path / "h.jsonl"
    history.finished(path, "a", 1, {"you": 50, "le_roy": 40, "margin": 10, "rating": "average", "won": True,
                                    "rounds": 6}, "0.1.0")
    history.finished(path, "b", 2, {"you": 30, "le_roy": 40, "margin": -10, "rating": "defeat", "won": False,
                                    "rounds": 6}, "0.1.0")
    history.reopened(path, "b")
    assert history.record(path) == {"games": 1, "wins": 1, "best": 10}


def test_a_line_nested_deeply_is_passed_over(tmp_path):
    path = tmp_path / "h.jsonl"
    path.write_text("[" * 100_000 + "]" * 100_000 + "\n" + json.dumps({"game": "a", "margin": 7}) + "\n")
    assert history.record(path) == {"games": 1, "wins": 1, "best": 7}


@pytest.mark.parametrize("name", ["x" * 5000, "a\0b"], ids=["too-long", "nul"])
def test_a_history_file_name_the_system_refuses_is_one_line(tmp_path, name):
    with pytest.raises(FileProblem):
        history.record(tmp_path / name)
    out, err = io.StringIO(), io.StringIO()
    code = main(["--history", "--history-file", str(tmp_path / name)], stdout=out, stderr=err)
    assert code == 2 and err.getvalue().count("\n") == 1 and "Traceback" not in err.getvalue()
