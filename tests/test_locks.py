"""automata/locks.py: one session a save, and the temporaries a killed one left cleaned up."""

from __future__ import annotations

import os

import pytest

from playaid.automata import locks


def test_a_session_lock_refuses_a_second_holder_and_names_the_first(tmp_path):
    """Held by another process: refused, naming that process; released: free again."""
    import subprocess
    import sys
    import time

    save = tmp_path / "game.json"
    code = ("import sys, time; from pathlib import Path; from playaid.automata.locks import hold; "
            "lock = hold(Path(sys.argv[1])); print('held', flush=True); time.sleep(30)")
    other = subprocess.Popen([sys.executable, "-c", code, str(save)], stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "held"
        with pytest.raises(locks.Held) as info:
            locks.hold(save)
        assert info.value.pid == other.pid and info.value.path == save
    finally:
        other.kill()
        other.wait()
    deadline = time.monotonic() + 10
    while True:  # the lock goes with the process that held it, however it ended
        try:
            lock = locks.hold(save)
            break
        except locks.Held:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    with pytest.raises(locks.Held) as info:
        locks.hold(save)
    assert info.value.pid == os.getpid()
    lock.release()
    locks.hold(save).release()
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "a released lock leaves nothing behind"


def test_the_temporaries_a_kill_leaves_are_cleaned_up(tmp_path):
    save = tmp_path / "game.json"
    save.write_bytes(b"{}")
    dead = subprocess_pid_that_ended()
    stale = [tmp_path / f".game.json.{dead}.tmp", tmp_path / f".game.json.bak.{dead}.tmp"]
    living = tmp_path / f".game.json.{os.getppid()}.tmp"  # a process still running may still rename it
    other = tmp_path / f".other.json.{dead}.tmp"
    for p in (*stale, living, other):
        p.write_bytes(b"half")
    removed = locks.clean_temporaries([save, tmp_path / "game.json.bak"])
    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale) and living.exists() and other.exists() and save.exists()


def subprocess_pid_that_ended() -> int:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(done.stdout)
