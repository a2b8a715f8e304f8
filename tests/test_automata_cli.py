"""The automaton's own command line (used by playaid solo troyes and by le-roy.pyz)."""

from __future__ import annotations

import io
import json

from playaid.automata.cli import main


def run(argv, stdin="", cwd=None, monkeypatch=None):
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, prog="le-roy.pyz", stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_new_game_saves_and_transcribes(tmp_path):
    save = tmp_path / "g.json"
    code, out, err = run(["--seed", "7", "--save", str(save)], stdin="1\n" + "\n" * 200)
    assert code == 0 and not err
    assert "Seed 7" in out and "The game is over" in out
    assert json.loads(save.read_text())["finished"] is True
    assert (tmp_path / "g.transcript.txt").read_text().startswith("THE KING'S CHALLENGE")


def test_default_save_name_uses_the_seed(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(["--seed", "12"], stdin="quit\n")
    assert code == 0 and (tmp_path / "le-roy-12.json").is_file()
    code, _, err = run(["--seed", "12"])
    assert code == 2 and "already exists" in err and "--resume" in err


def test_resume_continues_and_refuses_mixed_options(tmp_path):
    save = tmp_path / "g.json"
    run(["--seed", "7", "--save", str(save)], stdin="1\n\n\nquit\n")
    code, out, _ = run(["--resume", str(save)], stdin="\n" * 200)
    assert code == 0 and "Resuming" in out and "at step 3" in out
    code, _, err = run(["--resume", str(save), "--seed", "3"])
    assert code == 2 and "leave out --seed" in err
    code, out, _ = run(["--resume", str(save)])
    assert code == 0 and "The game is over" in out and "type undo to take back your last answer" in out


def test_refusals_are_one_line(tmp_path):
    cases = [
        ["--lang", "fr"],
        ["--seed", "-1"],
        ["--seed", "x"],
        ["--resume", str(tmp_path / "missing.json")],
        ["--resume", str(tmp_path)],
        ["--save", str(tmp_path / "no" / "such" / "dir" / "g.json"), "--seed", "1"],
        ["--bogus"],
    ]
    for argv in cases:
        code, out, err = run(argv)
        assert code == 2, argv
        assert err.count("\n") == 1 and err.startswith("le-roy.pyz: error:"), (argv, err)


def test_help_and_version():
    code, out, _ = run(["--help"])
    assert code == 0 and "--manual-dice" in out and "examples:" in out
    code, out, _ = run(["--version"])
    assert code == 0 and "playaid" in out
