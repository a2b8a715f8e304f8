"""The README, typed as a newcomer types it: every command it shows runs as written, in a new shell.

"Set up" shows exactly two commands, each in a ``sh`` block of its own: the install with the first
build, and the editable install that runs the whole test suite, which ``.ci/run`` runs as written.
The tour opens by saying how to enter the environment in every new shell. Every other command the
README shows (a code span or a line of a ``sh`` block that starts with a program) is then one of
these, and a command of none of them fails the test:

- the tour's, from entering the environment on: each runs as written, in the README's order, in
  one new ``bash`` with a bare environment, in a temporary copy of the checkout that holds what
  the set-up leaves (``.venv`` is the environment these tests run in; ``out/`` the session's
  shared build, tests/shared.py), and exits 0. The builds among them run in
  tests/test_examples.py, against the same shared build, but for the Sphinx step, which the site
  tests build;
- the developer's that only read, which run the same way after the tour;
- the developer's that install, fetch, write the checkout's catalogs or take minutes, each listed
  below with where it is exercised instead; what each names is checked to exist here.
"""

from __future__ import annotations

import os
import re
import shutil
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


#: The two set-up commands the project's brief requires, word for word.
INSTALL_AND_BUILD = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/playaid build"
INSTALL_AND_TEST = "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/python -m pytest"
#: How the tour says to enter the environment, in every new shell.
ENTER = ". .venv/bin/activate"

SETUP = [line.strip() for block in re.findall(r"```sh\n(.*?)```", section("Set up"), flags=re.S)
         for line in block.splitlines() if line.strip()]
DEVELOPER = commands(section("For developers"))
TOUR = [c for c in commands(README) if c not in SETUP and c not in DEVELOPER]

#: The tour's builds: run by tests/test_examples.py in a folder seeded with the shared build,
#: Sphinx's step by the site tests (a site build in this shell would take a minute).
BUILDS = [c for c in TOUR if c.startswith("playaid build") and "--help" not in c]

#: The developer's commands not run here, each with what it needs and where it is exercised.
DEVELOPER_ELSEWHERE = {
    "apt-get install chromium": (None, "installs a system package; .ci/run does it"),
    "npm ci": ("package-lock.json", "fetches axe-core; .ci/run does it"),
    "python3 generator/runtime.py": ("generator/runtime.py", "fetches Pyodide; .ci/run and tests/test_runtime.py"),
    ".ci/run": (".ci/run", "the whole suite, this test among it"),
    "python -m playaid.generator.i18n update": ("generator/i18n.py", "writes the installed checkout's catalogs; "
                                                                        "tests/test_translations.py"),
    "python -m tests.golden.regenerate": ("tests/golden/regenerate.py", "tests/test_golden.py runs its comparison"),
    "python -m tests.browser out/site": ("tests/browser.py", "needs the built site and Chromium; the browser tests"),
    "python bench/bench.py": ("bench/bench.py", "a benchmark of minutes"),
    "python bench/play.py": ("bench/play.py", "a benchmark of the page in Chromium"),
}
DEVELOPER_RUN = [c for c in DEVELOPER if c not in DEVELOPER_ELSEWHERE]


def test_set_up_is_the_two_commands_install_and_build_then_install_and_test():
    blocks = re.findall(r"```sh\n(.*?)```", section("Set up"), flags=re.S)
    assert [b.strip() for b in blocks] == [INSTALL_AND_BUILD, INSTALL_AND_TEST]
    assert SETUP == [INSTALL_AND_BUILD, INSTALL_AND_TEST]


def test_ci_runs_the_readme_s_test_command_as_written():
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert INSTALL_AND_TEST in lines, "the README's test command, word for word, in .ci/run"
    assert lines[-1] == INSTALL_AND_TEST or lines[lines.index(INSTALL_AND_TEST) + 1:] == [""], \
        "the test command is the last thing .ci/run does"


def test_the_tour_opens_by_entering_the_environment_in_every_new_shell():
    tour = section("A short tour")
    opening = tour.strip().split("\n\n")[0]
    assert opening.startswith("In every new shell") and f"`{ENTER}`" in opening, opening
    assert TOUR[0] == ENTER, "entering the environment is the tour's first command"
    assert ENTER not in SETUP and "```sh\n" + ENTER not in README, "said in prose, not a third set-up block"


def test_every_command_of_the_readme_is_of_a_known_kind():
    assert TOUR and DEVELOPER and BUILDS
    assert set(DEVELOPER_ELSEWHERE) <= set(DEVELOPER), set(DEVELOPER_ELSEWHERE) - set(DEVELOPER)
    for command, (target, why) in DEVELOPER_ELSEWHERE.items():
        assert why and (target is None or (ROOT / target).exists()), command
    for command in DEVELOPER_RUN:
        assert command.startswith("python "), f"a developer's command runs in the environment: {command!r}"
    for command in TOUR:
        assert not command.startswith((".venv/", "python ")), (
            f"the tour's commands are written as they run once the environment is entered: {command!r}")


def _clone(folder: Path) -> Path:
    """A temporary copy of the checkout as the set-up leaves it: the files git tracks, the
    environment (this suite's own, the second set-up command's) and ``out/`` (the shared build, the
    first's documents and ``le-roy.pyz``)."""
    from tests import shared

    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=False)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    for name in listed.stdout.decode().split("\0"):
        if name and (ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    (folder / ".venv").symlink_to(Path(sys.prefix))
    out = shared.seed(folder / "out")
    assert (out / "le-roy.pyz").is_file() and (out / "en" / "a4" / "toledo1085-aid.pdf").is_file()
    # The shared build has no site (the site tests build one): a page stands for it, for the one
    # command that serves it.
    (out / "site" / "play").mkdir(parents=True, exist_ok=True)
    (out / "site" / "index.html").write_text("<!doctype html><title>playaid</title>\n", encoding="utf-8")
    return folder


#: Commands that serve until stopped: each is stopped after a moment, and passes if it was still
#: serving (or found its port taken by another server on this machine).
SERVERS = ("python3 -m http.server",)


@pytest.mark.skipif(sys.prefix == sys.base_prefix, reason="the tests run outside a virtual environment")
def test_the_readme_runs_as_written_in_a_new_shell_after_the_set_up(tmp_path):
    home, clone = tmp_path / "home", tmp_path / "clone"
    home.mkdir(), clone.mkdir()
    _clone(clone)
    run = [c for c in TOUR if c not in BUILDS] + DEVELOPER_RUN
    assert run[0] == ENTER and any(c.startswith("playaid score --example") for c in run)
    assert any("le-roy.pyz" in c for c in run) and DEVELOPER_RUN
    lines = ["set -u"]
    for n, command in enumerate(run):
        shown = f"timeout 1 {command}" if command.startswith(SERVERS) else command
        lines += [f"echo '::: {n} start'", shown, f"echo \"::: {n} exit $?\""]
    script = tmp_path / "readme.sh"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    env = {"HOME": str(home), "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8",
           "PLAYAID_HISTORY": str(home / "history.jsonl")}
    done = subprocess.run(["bash", "--noprofile", "--norc", str(script)], cwd=clone, env=env,
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
    assert (clone / "game.json").is_file() and (clone / "sky.json").is_file()


def test_the_shell_test_fails_where_the_environment_is_not_entered(tmp_path):
    """In a new shell that has not entered the environment, ``playaid`` is not found: the test above,
    whose shell enters it only as the tour says, proves something."""
    env = {"HOME": str(tmp_path), "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"}
    done = subprocess.run(["bash", "--noprofile", "--norc", "-c", "playaid --version"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    if os.access("/usr/local/bin/playaid", os.X_OK) or os.access("/usr/bin/playaid", os.X_OK):
        pytest.skip("playaid is installed system-wide on this machine")
    assert done.returncode == 127 and "not found" in done.stderr
