"""Sessions against le Roy: golden transcripts, replay, undo, atomic saves, kills and damaged saves."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from playaid.automata import session as ses
from playaid.automata.leroy import BadAnswer
from tests.golden import leroy as regenerate

GOLDEN = Path(__file__).parent / "golden"


def golden(name):
    answers = (GOLDEN / f"{name}.answers").read_text(encoding="utf-8").splitlines()
    return answers, (GOLDEN / f"{name}.transcript.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["le-roy-seed-7-one-round", "le-roy-seed-7-full"])
def test_golden_transcripts(name):
    answers, transcript = golden(name)
    s = ses.Session.replay(7, False, "en", answers)
    assert s.finished
    assert s.transcript_text() == transcript


def test_golden_files_match_their_generator():
    answers, transcript = golden("le-roy-seed-7-one-round")
    s = regenerate.short_session()
    assert s.answers == answers and s.transcript_text() == transcript


def test_same_seed_same_game_other_seed_other_dice():
    a = ses.Session.start(3)
    b = ses.Session.start(3)
    c = ses.Session.start(4)
    for s in (a, b, c):
        for _ in range(12):
            s.answer("")
    assert a.transcript == b.transcript
    assert a.transcript != c.transcript


def test_bad_answers_change_nothing():
    s = ses.Session.start(7)
    before = (list(s.answers), list(s.transcript))
    with pytest.raises(BadAnswer):
        s.answer("lots")
    assert (s.answers, s.transcript) == before
    s.answer("3")
    assert s.answers == ["3"]


def test_undo_is_a_replay_without_the_last_answer():
    s = ses.Session.start(7)
    for a in ("2", "le roy", "", ""):
        s.answer(a)
    undone = ses.Session.replay(s.seed, False, "en", s.answers[:-1])
    fresh = ses.Session.start(7)
    for a in ("2", "le roy", ""):
        fresh.answer(a)
    assert undone.transcript == fresh.transcript
    assert undone.rng_state() == fresh.rng_state()


def test_save_round_trip(tmp_path):
    s = ses.Session.start(11)
    for _ in range(9):
        s.answer("")
    path = tmp_path / "g.json"
    store = ses.Store(path)
    store.save(s)
    loaded, raw = ses.load(path)
    assert loaded.answers == s.answers and loaded.transcript == s.transcript
    assert loaded.rng_state() == s.rng_state() and raw == path.read_bytes()
    assert ses.transcript_path(path).read_text() == s.transcript_text()
    data = json.loads(raw)
    assert data["format"] == ses.FORMAT and data["steps"] == 9 and data["seed"] == 11


def test_saving_keeps_the_previous_good_save(tmp_path):
    path = tmp_path / "g.json"
    s = ses.Session.start(5)
    store = ses.Store(path)
    store.save(s)
    first = path.read_bytes()
    s.answer("")
    store.save(s)
    assert ses.backup_path(path).read_bytes() == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json", "g.json.bak", "g.transcript.txt"]


def damage(path, how):
    raw = path.read_bytes()
    if how == "truncated":
        path.write_bytes(raw[: len(raw) // 2])
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "garbage":
        path.write_bytes(b"\x00\xff not json")
    elif how == "answers":
        data = json.loads(raw)
        data["answers"][1] = "nonsense"
        path.write_text(json.dumps(data))
    elif how == "dice":
        data = json.loads(raw)
        data["rng"][1][5] += 1
        path.write_text(json.dumps(data))
    elif how == "steps":
        data = json.loads(raw)
        data["answers"].pop()
        path.write_text(json.dumps(data))
    elif how == "foreign":
        path.write_text(json.dumps({"players": []}))


@pytest.mark.parametrize("how", ["truncated", "empty", "garbage", "answers", "dice", "steps", "foreign"])
def test_damaged_saves_are_refused_and_the_backup_kept(tmp_path, how):
    path = tmp_path / "g.json"
    s = ses.Session.start(5)
    store = ses.Store(path)
    for _ in range(6):
        s.answer("")
        store.save(s)
    good = ses.backup_path(path).read_bytes()
    damage(path, how)
    damaged = path.read_bytes()
    with pytest.raises(ses.SaveError) as info:
        ses.load(path)
    message = str(info.value)
    assert "\n" not in message and str(ses.backup_path(path)) in message
    assert path.read_bytes() == damaged and ses.backup_path(path).read_bytes() == good
    restored, _ = ses.load(ses.backup_path(path))
    assert len(restored.answers) == 5


def test_drive_answers_saves_and_finishes(tmp_path):
    answers, transcript = golden("le-roy-seed-7-one-round")
    path = tmp_path / "g.json"
    s = ses.Session.start(7)
    out = io.StringIO()
    code = ses.drive(s, ses.Store(path), io.StringIO("\n".join(answers) + "\n"), out, echo=True)
    assert code == 0
    assert ses.transcript_path(path).read_text() == transcript
    assert "The game is over" in out.getvalue()


def test_drive_commands_and_hints(tmp_path):
    path = tmp_path / "g.json"
    s = ses.Session.start(7)
    script = "help\nstatus\nabc\n4\nundo\nundo\n5\nquit\n"
    out = io.StringIO()
    assert ses.drive(s, ses.Store(path), io.StringIO(script), out, echo=True) == 0
    text = out.getvalue()
    assert "Commands at any question" in text and "Not understood" in text
    assert "Took back your last answer" in text and "Nothing to undo yet" in text
    assert json.loads(path.read_text())["answers"] == ["5"]


def test_drive_stops_cleanly_when_input_ends(tmp_path):
    path = tmp_path / "g.json"
    out = io.StringIO()
    assert ses.drive(ses.Session.start(7), ses.Store(path), io.StringIO("\n\n"), out, echo=False) == 0
    assert "--resume" in out.getvalue() and json.loads(path.read_text())["steps"] == 2


def _cli(path, *extra):
    return [sys.executable, "-m", "playaid.automata.cli", "--save", str(path), *extra]


def _steps(path):
    try:
        return json.loads(path.read_text())["steps"]
    except (OSError, ValueError):
        return None


def _kill_and_resume(trial, k, synchronous, pause, answers, transcript, tmp_path):
    path = tmp_path / f"t{trial}.json"
    proc = subprocess.Popen(_cli(path, "--seed", "7"), stdin=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    assert proc.stdin is not None
    proc.stdin.write(("\n".join(answers[:k]) + "\n").encode())
    proc.stdin.flush()
    if synchronous:
        deadline = time.monotonic() + 30
        while _steps(path) != k and time.monotonic() < deadline:
            time.sleep(0.005)
        assert _steps(path) == k
    else:
        time.sleep(pause)
    proc.kill()
    proc.wait()
    proc.stdin.close()
    if path.exists():
        done = _steps(path)
        assert done is not None, "a kill must never leave a damaged save"
        cmd, rest = _cli(path, "--resume", str(path)), answers[done:]
    else:  # killed before the first save: start again
        cmd, rest = _cli(path, "--seed", "7"), answers
    finished = subprocess.run(cmd, input="\n".join(rest) + "\n", capture_output=True, text=True, timeout=120)
    assert finished.returncode == 0, finished.stderr
    assert ses.transcript_path(path).read_text() == transcript, f"trial {trial} (killed after {k})"


def test_sigkill_at_random_steps_resumes_to_the_same_transcript(tmp_path):
    """At least 20 kills, half after a known step and half at a random moment, each resumed."""
    from concurrent.futures import ThreadPoolExecutor

    answers, transcript = golden("le-roy-seed-7-one-round")
    rnd = random.Random(20261130)
    trials = [(t, rnd.randint(1, len(answers) - 1), t % 2 == 0, rnd.uniform(0.0, 0.15)) for t in range(20)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(_kill_and_resume, *trial, answers, transcript, tmp_path) for trial in trials]
        for f in futures:
            f.result()
