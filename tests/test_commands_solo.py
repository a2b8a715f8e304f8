"""``playaid solo troyes`` runs the automaton through the main command line."""

from __future__ import annotations

import io
from pathlib import Path

from playaid.generator.cli import main

GOLDEN = Path(__file__).parent / "golden"


def test_solo_plays_the_golden_game(tmp_path):
    answers = (GOLDEN / "le-roy-seed-7-one-round.answers").read_text()
    out, err = io.StringIO(), io.StringIO()
    code = main(["solo", "troyes", "--seed", "7", "--save", str(tmp_path / "g.json")],
                stdout=out, stderr=err, stdin=io.StringIO(answers))
    assert code == 0, err.getvalue()
    assert (tmp_path / "g.transcript.txt").read_text() == (
        GOLDEN / "le-roy-seed-7-one-round.transcript.txt").read_text()


def test_solo_refusals_are_one_line(tmp_path):
    for argv in (["solo", "chess"], ["solo", "troyes", "--lang", "de"],
                 ["solo", "troyes", "--resume", str(tmp_path / "none.json")]):
        out, err = io.StringIO(), io.StringIO()
        assert main(argv, stdout=out, stderr=err, stdin=io.StringIO("")) == 2
        assert err.getvalue().startswith("playaid solo: error:") and err.getvalue().count("\n") == 1
