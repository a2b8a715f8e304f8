"""The automaton's own command line (used by playaid solo troyes and by le-roy.pyz)."""

from __future__ import annotations

import io
import json

from playaid.automata.cli import main
from tests.golden import leroy as golden


def run(argv, stdin="", cwd=None, monkeypatch=None):
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, prog="le-roy.pyz", stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_new_game_saves_and_transcribes(tmp_path):
    save = tmp_path / "g.json"
    code, out, err = run(["--seed", "7", "--save", str(save)], stdin=golden.read_keys("le-roy-seed-7-one-round"))
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
    keys = golden.read_keys("le-roy-seed-7-one-round").splitlines(keepends=True)
    run(["--seed", "7", "--save", str(save)], stdin="".join(keys[:3]) + "quit\n")
    code, out, _ = run(["--resume", str(save)], stdin="".join(keys[3:]))
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


# --- faults found by fuzzing the solo session -------------------------------------------------

import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402


def one_line(code, err):
    return code == 2 and err.count("\n") == 1 and "Traceback" not in err


def test_an_empty_resume_is_refused_not_a_new_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(["--resume", ""])
    assert one_line(code, err) and "--resume" in err and not out
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("typed", ["9" * 5000, "1" + "0" * 4400, "R" * 100_000, "\x00" * 300],
                         ids=["5000-digits", "4400-zeros", "100000-letters", "nul-bytes"])
def test_an_answer_too_long_for_any_question_is_refused_and_the_game_goes_on(tmp_path, typed):
    save = tmp_path / "g.json"
    code, out, err = run(["--seed", "7", "--save", str(save)], stdin=f"{typed}\n3\nquit\n")
    assert code == 0 and not err and "Traceback" not in out
    assert "Not understood" in out and json.loads(save.read_text())["answers"] == [["rounds", 3]]
    assert len(max(out.splitlines(), key=len)) < 600, "the answer was echoed whole"


def test_an_endless_line_is_read_in_bounded_memory_and_ends_the_session(tmp_path):
    """< /dev/zero: one line with no end. Read in pieces, never whole; the game is saved."""
    save = tmp_path / "g.json"
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run([sys.executable, "-m", "playaid.automata.cli", "--seed", "7", "--save", str(save)],
                              stdin=zero, capture_output=True, timeout=60,
                              env={**os.environ, "PYTHONDEVMODE": ""}, preexec_fn=_memory_cap)
    err = done.stderr.decode()
    assert done.returncode == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert "line" in err and str(save) in err
    assert json.loads(save.read_text())["steps"] == 0


def _memory_cap():
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (512 * 1024 * 1024, 512 * 1024 * 1024))


@pytest.mark.parametrize("where", ["save", "history", "echo"])
def test_what_the_user_names_or_types_is_printed_escaped(tmp_path, where):
    """An escape sequence in a path or an answer never reaches the terminal raw."""
    evil = "x\x1b[2J\x1b[1;1Hforged\u202e"
    folder = tmp_path / evil if where == "save" else tmp_path
    folder.mkdir(exist_ok=True)
    save = folder / "g.json"
    history = tmp_path / f"h{evil}.jsonl" if where == "history" else tmp_path / "h.jsonl"
    stdin = f"{evil}\nquit\n" if where == "echo" else "1\nyou\nnone\nquit\n"
    code, out, err = run(["--seed", "7", "--save", str(save), "--history-file", str(history)], stdin=stdin)
    assert code == 0, err
    assert "\x1b" not in out + err and "\u202e" not in out + err
    if where == "history":
        code, out, err = run(["--history", "--history-file", str(history)])
        assert code == 0 and "\x1b" not in out and "\\x1b" in out


def test_a_second_session_on_a_save_being_played_is_refused_naming_the_other(tmp_path):
    save = tmp_path / "g.json"
    first = subprocess.Popen([sys.executable, "-m", "playaid.automata.cli", "--seed", "7", "--save", str(save)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first.stdin.write("3\n")
        first.stdin.flush()
        deadline = time.monotonic() + 30
        while not (save.exists() and json.loads(save.read_text() or "{}").get("steps") == 1):
            assert time.monotonic() < deadline and first.poll() is None
            time.sleep(0.02)
        code, out, err = run(["--resume", str(save)], stdin="le roy\n")
        assert one_line(code, err) and f"process {first.pid}" in err and str(save) in err
        code, out, err = run(["--resume", str(tmp_path / "g.json.bak")], stdin="le roy\n")
        assert one_line(code, err) and f"process {first.pid}" in err
        first.stdin.write("you\nquit\n")
        first.stdin.flush()
        first.wait(timeout=30)
    finally:
        first.kill()
    assert json.loads(save.read_text())["answers"] == [["rounds", 3], ["first", "you"]]
    code, out, err = run(["--resume", str(save)], stdin="quit\n")  # free again once the first has ended
    assert code == 0 and "Resuming" in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json", "g.json.bak", "g.transcript.txt"]


def test_resuming_the_backup_keeps_a_newer_save_and_says_where(tmp_path):
    save = tmp_path / "g.json"
    run(["--seed", "7", "--save", str(save)], stdin="3\nyou\nnone\nquit\n")
    newer = save.read_bytes()
    code, out, err = run(["--resume", str(tmp_path / "g.json.bak")], stdin="tithe\nquit\n")
    assert code == 0, err
    kept = tmp_path / "g.newer.json"
    assert kept.read_bytes() == newer and f"kept as {kept}" in out and f"--resume {kept}" in out
    assert json.loads(save.read_text())["answers"][-1] == ["cards", ["tithe"]]
    again, _ = __import__("playaid.automata.session", fromlist=["load"]).load(kept)
    assert again.answers[-1] == ["cards", []]


def test_the_temporaries_a_kill_left_are_cleaned_up_on_resume(tmp_path):
    save = tmp_path / "g.json"
    run(["--seed", "7", "--save", str(save)], stdin="3\nquit\n")
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True).stdout.strip()
    left = [tmp_path / f".g.json.{dead}.tmp", tmp_path / f".g.transcript.txt.{dead}.tmp",
            tmp_path / f".g.json.bak.{dead}.tmp"]
    for p in left:
        p.write_bytes(b"half a save")
    code, out, err = run(["--resume", str(save)], stdin="quit\n")
    assert code == 0 and not any(p.exists() for p in left)


def test_a_full_disk_while_writing_the_transcript_names_the_transcript_and_keeps_the_save(tmp_path, monkeypatch):
    import playaid.automata.session as module

    save = tmp_path / "g.json"
    real = module.write_atomic
    answers = []

    def full(path, data, *, durable=True):
        if path.name == "g.transcript.txt" and len(answers) > 1:  # the save after the first answer
            raise OSError(28, "No space left on device")
        if path.name == "g.json":
            answers.append(data)
        real(path, data, durable=durable)

    monkeypatch.setattr(module, "write_atomic", full)
    code, out, err = run(["--seed", "7", "--save", str(save)], stdin="3\nyou\n")
    assert one_line(code, err) and "g.transcript.txt" in err and "No space left on device" in err
    assert f"saved in {save}" in err
    assert json.loads(save.read_text())["answers"] == [["rounds", 3]]


def test_redo_on_a_save_whose_undone_answers_no_longer_load_is_one_note_and_the_game_goes_on(tmp_path):
    """A save written before the checksum (or by another playaid) whose answer taken back no
    longer fits its question: 'redo' says so in one line, forgets it, and the game goes on."""
    save = tmp_path / "g.json"
    run(["--seed", "7", "--save", str(save)], stdin="3\nyou\nnone\nquit\n")
    data = json.loads(save.read_text())
    del data["checksum"]
    data["undone"] = [["meeple", ["palace", 9]]]
    save.write_text(json.dumps(data))
    code, out, err = run(["--resume", str(save)], stdin="redo\nredo\nquit\n")
    assert code == 0 and not err and "Traceback" not in out
    assert out.count("no longer fits this question") == 1 and "Nothing to redo" in out
    assert json.loads(save.read_text())["undone"] == []
