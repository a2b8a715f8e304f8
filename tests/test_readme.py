"""The README, typed as a newcomer types it: every command it shows runs as written, in a new shell.

Every command the README shows (a code span or a line of a ``sh`` block that starts with a
program) is one of four kinds, and a command of none of them fails the test:

- the two set-up commands, the lines of "Set up"'s ``sh`` blocks: the install (with the first
  build), then entering the environment, which the README says to do in every new shell;
- the developer's set-up commands of "For developers" (an editable install with the test tools,
  Chromium, npm and what they fetch), whose targets are checked to exist here;
- the developer's commands, run from the checkout: each names a module or a file that exists;
- every other command, the tour's: each runs as written in a new ``bash`` with a bare
  environment, after entering the environment exactly as the README says, in a folder holding
  what the first set-up command leaves (``out/le-roy.pyz``, ``out/site``), in the README's order,
  and exits 0. The builds among them are the first set-up command's own work and run in
  tests/test_examples.py, in full but for the Sphinx step, which the site tests build.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")

#: The first words that make a code span or a line a command.
PROGRAM = re.compile(r"^(playaid|python3?|pip|npm|apt-get|source|\.|\.venv/\S+|\.ci/\S+|bench/\S+|\.\./\S+)(\s|$)")
#: A span with a word in capitals is a pattern to fill in (GAME FILE, --out DIR), not a command.
PLACEHOLDER = re.compile(r"\b[A-Z]{3,}\b")


def section(title: str) -> str:
    """The text of the README's section ``## title``, up to the next one."""
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", README, flags=re.M | re.S)
    assert match, title
    return match.group(1)


def commands(text: str) -> list[str]:
    """The commands ``text`` shows, in order: its ``sh`` blocks' lines and its code spans; not the
    programs a table or a sentence names (``playaid``, ``playaid eclipsis`` in the games table)."""
    text = "\n".join(line for line in text.splitlines() if not line.startswith("|"))
    found = []
    for block, span in re.findall(r"```sh\n(.*?)```|`([^`\n]+(?:\n[^`\n]+)*)`", text, flags=re.S):
        if block:
            found += [line.strip() for line in block.splitlines() if line.strip()]
        else:
            found.append(" ".join(span.split()))
    return [c for c in found if PROGRAM.match(c) and not PLACEHOLDER.search(c) and c not in NAMES]


#: Programs named alone in a sentence ("so that `playaid` answers by its name").
NAMES = ("playaid", "python", "python3", "pip", "npm")


SETUP = [line.strip() for block in re.findall(r"```sh\n(.*?)```", section("Set up"), flags=re.S)
         for line in block.splitlines() if line.strip()]
DEVELOPER = commands(section("For developers"))
TOUR = [c for c in commands(README) if c not in SETUP and c not in DEVELOPER]

#: What the developer section installs or fetches: not run here, but each names what is here.
DEVELOPER_SETUP = {
    "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/python -m pytest": "pyproject.toml",
    "apt-get install chromium": None,
    "npm ci": "package-lock.json",
    "python3 generator/runtime.py": "generator/runtime.py",
    ".ci/run": ".ci/run",
}


def test_the_set_up_is_two_commands_install_then_enter_the_environment():
    assert SETUP == ["python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/playaid build",
                     ". .venv/bin/activate"]
    assert "every new" in section("Set up"), "the README says to enter the environment in each new shell"


def test_every_command_of_the_readme_is_of_a_known_kind():
    assert TOUR and DEVELOPER
    for command in DEVELOPER:
        if command in DEVELOPER_SETUP:
            target = DEVELOPER_SETUP[command]
            assert target is None or (ROOT / target).exists(), command
            continue
        words = shlex.split(command)
        assert words[0] == "python", f"a developer's command runs in the environment: {command!r}"
        if words[1] == "-m":
            assert (ROOT / words[2].replace(".", "/")).with_suffix(".py").is_file() or words[2].startswith(
                "playaid."), command
            if words[2].startswith("playaid."):
                import importlib.util

                assert importlib.util.find_spec(words[2]) is not None, command
        else:
            assert (ROOT / words[1]).is_file(), command
    for command in TOUR:
        assert not command.startswith((".venv/", "python ")), (
            f"the tour's commands are written as they run once the environment is entered: {command!r}")


def _after_set_up(folder: Path) -> None:
    """``folder`` as the first set-up command leaves a clone: the environment and ``out/``."""
    from playaid.generator import pyz

    (folder / ".venv").symlink_to(Path(sys.prefix))
    out = folder / "out"
    (out / "site" / "play").mkdir(parents=True)
    (out / "le-roy.pyz").write_bytes(pyz.build())
    (out / "site" / "index.html").write_text("<!doctype html><title>playaid</title>\n", encoding="utf-8")


#: Commands that serve until stopped: each is stopped after a moment, and passes if it was still
#: serving (or found its port taken by another server on this machine).
SERVERS = ("python3 -m http.server",)


@pytest.mark.skipif(sys.prefix == sys.base_prefix, reason="the tests run outside a virtual environment")
def test_the_tour_runs_as_written_in_a_new_shell_after_the_set_up(tmp_path):
    _after_set_up(tmp_path)
    run = [c for c in TOUR if not c.startswith("playaid build") or "--help" in c]
    assert any(c.startswith("playaid score --example") for c in run) and any("le-roy.pyz" in c for c in run)
    lines = ["set -u", *(f"{line} || exit 99" for line in SETUP[1:])]  # a new shell: as the README says
    for n, command in enumerate(run):
        shown = f"timeout 2 {command}" if command.startswith(SERVERS) else command
        lines += [f"echo '::: {n} start'", shown, f"echo \"::: {n} exit $?\""]
    script = tmp_path / "tour.sh"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    env = {"HOME": str(tmp_path), "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8",
           "PLAYAID_HISTORY": str(tmp_path / "history.jsonl")}
    done = subprocess.run(["bash", "--noprofile", "--norc", str(script)], cwd=tmp_path, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    parts = re.split(r"^::: (\d+) start\n", done.stdout, flags=re.M)
    exits = {int(n): int(code) for n, code in re.findall(r"^::: (\d+) exit (\d+)$", done.stdout, flags=re.M)}
    assert sorted(exits) == list(range(len(run))), done.stdout[-2000:]
    for n, command in enumerate(run):
        said = parts[2 * n + 2] if 2 * n + 2 < len(parts) else ""
        if command.startswith(SERVERS):
            assert exits[n] == 124 or "Address already in use" in done.stderr, (command, done.stderr[-1000:])
            continue
        assert exits[n] == 0, f"{command!r} exited {exits[n]} in a new shell:\n{said[-1500:]}\n{done.stderr[-1500:]}"
    assert "command not found" not in done.stderr
    assert (tmp_path / "game.json").is_file() and (tmp_path / "sky.json").is_file()


def test_the_shell_test_fails_where_the_environment_is_not_entered(tmp_path):
    """Without the second set-up command, the tour's first playaid command is not found: the test
    above proves something."""
    env = {"HOME": str(tmp_path), "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"}
    done = subprocess.run(["bash", "--noprofile", "--norc", "-c", "playaid --version"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    if os.access("/usr/local/bin/playaid", os.X_OK) or os.access("/usr/bin/playaid", os.X_OK):
        pytest.skip("playaid is installed system-wide on this machine")
    assert done.returncode == 127 and "not found" in done.stderr
