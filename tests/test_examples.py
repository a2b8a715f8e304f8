"""Every example a user is shown runs as shown: the README's and every ``--help`` text's.

Examples are read out of the texts themselves (never copied into this file), run through the same
entry points a shell would reach, and must exit 0. The files they name are the examples that ship
with playaid, as ``--example`` prints them: ``game.json`` the Toledo 1085 sheet, ``result.json``
the Troyes sheet and ``sky.json`` the sky; ``answers.txt`` the answers ``playaid solo --help``
shows; ``le-roy-7.json``, for the examples that resume it, a save of a game started with seed 7.
A ``> FILE`` after a command saves what it prints there.
``playaid build`` examples run as shown, but into a folder seeded with the session's shared build
(tests/shared.py), so that the build's content-hash cache leaves its documents as they are; the
Sphinx step is left to the site tests, which build the site once.
"""

from __future__ import annotations

import io
import json
import re
import shlex
from pathlib import Path

import pytest

from playaid.automata import cli as solo_cli
from playaid.generator.cli import main
from playaid.generator.registry import COMMANDS, SCORE_REPORTS

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: Sub-commands with sub-commands of their own, whose help texts hold examples too.
NESTED = {"leroy": ("turn", "combat", "setup"), "tolomeo": ("events",)}


def help_text(*argv: str) -> str:
    out = io.StringIO()
    assert main([*argv, "--help"], stdout=out, stderr=io.StringIO()) == 0
    return out.getvalue()


def pyz_help() -> str:
    out = io.StringIO()
    assert solo_cli.main(["--help"], prog="le-roy.pyz", stdout=out) == 0
    return out.getvalue()


def _command_of(line: str) -> str | None:
    """The command in one line of an examples block, without its description."""
    line = line.strip()
    if not re.match(r"(yes '' \| )?(playaid|python3 out/le-roy\.pyz|le-roy\.pyz)\b", line):
        return None
    return re.split(r"\s{2,}", line)[0]


def examples_in_help(text: str) -> list[str]:
    found = []
    for block in re.findall(r"^examples?:\n((?:[ \t]+.*\n?)+)", text, flags=re.M):
        found += [c for c in map(_command_of, block.splitlines()) if c]
    # commands quoted in prose, such as "(python3 out/le-roy.pyz --seed 7)"
    found += re.findall(r"\((python3 out/le-roy\.pyz[^)]*)\)", text)
    return found


def examples_in_readme() -> list[str]:
    found = []
    prose = re.sub(r"```.*?```", "", README, flags=re.S)
    prose = "\n".join(line for line in prose.splitlines() if not line.startswith("|"))  # tables name commands
    for span in re.findall(r"`([^`]+)`", prose):
        command = " ".join(span.split()).removeprefix(".venv/bin/")
        if re.match(r"(playaid|python3 out/le-roy\.pyz)(\s|$)", command) and not re.search(r"\b[A-Z]{3,}\b", command):
            found.append(command)
    for block in re.findall(r"```sh\n(.*?)```", README, flags=re.S):
        for line in block.splitlines():
            if "pip install" not in line and (c := _command_of(line.removeprefix(".venv/bin/"))):
                found.append(c)
    return found


def all_examples() -> list[tuple[str, str]]:
    cases = [("README", c) for c in examples_in_readme()]
    cases += [("playaid --help", c) for c in examples_in_help(help_text())]
    for name in COMMANDS:
        cases += [(f"playaid {name} --help", c) for c in examples_in_help(help_text(name))]
        for sub in NESTED.get(name, ()):
            cases += [(f"playaid {name} {sub} --help", c) for c in examples_in_help(help_text(name, sub))]
    cases += [("le-roy.pyz --help", c) for c in examples_in_help(pyz_help())]
    return list(dict.fromkeys(cases))


CASES = all_examples()


# --- the files the examples name, taken from the texts that show them -------------------------

def shipped_example(*argv: str) -> str:
    """What ``playaid score --example GAME`` (or ``playaid eclipsis --example``) prints."""
    out = io.StringIO()
    assert main([*argv, "--example"], stdout=out, stderr=io.StringIO()) == 0
    return out.getvalue()


def answers_in_help() -> str:
    """The answers file ``playaid solo --help`` shows, one answer a line, as a player writes it."""
    match = re.search(r"^answers\.txt,[^\n]*\n(?:\S[^\n]*\n)*((?:  [^\n]+\n)+)", help_text("solo"), flags=re.M)
    assert match
    return "".join(line.strip() + "\n" for line in match.group(1).splitlines())


def files_named(folder: Path) -> None:
    """The files the examples read, written where they run."""
    (folder / "game.json").write_text(shipped_example("score", "toledo1085"), encoding="utf-8")
    (folder / "result.json").write_text(shipped_example("score", "troyes"), encoding="utf-8")
    (folder / "sky.json").write_text(shipped_example("eclipsis"), encoding="utf-8")
    (folder / "answers.txt").write_text(answers_in_help(), encoding="utf-8")


def prepare(folder: Path, command: str) -> None:
    files_named(folder)
    if "--resume le-roy-7.json" in command:
        start = solo_cli.main(["--seed", "7", "--save", str(folder / "le-roy-7.json")], stdin=io.StringIO(""),
                              stdout=io.StringIO(), stderr=io.StringIO())
        assert start == 0


def run_example(command: str, folder: Path) -> tuple[int, str, str]:
    stdin = ""
    if command.startswith("yes '' | "):
        command, stdin = command.removeprefix("yes '' | "), "\n" * 5000
    words = shlex.split(command)
    if "<" in words:
        at = words.index("<")
        stdin = (folder / words[at + 1]).read_text(encoding="utf-8")
        words = words[:at] + words[at + 2:]
    saved = None
    if ">" in words:
        at = words.index(">")
        saved, words = folder / words[at + 1], words[:at] + words[at + 2:]
    out, err = io.StringIO(), io.StringIO()
    if words[0] == "playaid":
        code = main(words[1:], stdout=out, stderr=err, stdin=io.StringIO(stdin))
    else:  # python3 out/le-roy.pyz ... runs the same entry point the standalone file starts
        args = words[2:] if words[0] == "python3" else words[1:]
        code = solo_cli.main(args, prog="le-roy.pyz", stdin=io.StringIO(stdin), stdout=out, stderr=err)
    if saved is not None:
        saved.write_text(out.getvalue(), encoding="utf-8")
    return code, out.getvalue(), err.getvalue()


def test_the_texts_hold_examples_of_every_command():
    commands = {re.sub(r"^yes '' \| ", "", c).split()[1] for _, c in CASES if c.startswith(("playaid", "yes"))}
    assert set(COMMANDS) <= commands, set(COMMANDS) - commands
    assert any(where == "README" for where, _ in CASES)
    assert any(c.startswith("python3 out/le-roy.pyz") for _, c in CASES)


@pytest.mark.parametrize("where, command", CASES, ids=[f"{w}: {c}"[:90] for w, c in CASES])
def test_every_example_runs_as_shown(where, command, tmp_path, monkeypatch):
    import playaid.generator.site

    monkeypatch.chdir(tmp_path)
    prepare(tmp_path, command)
    if command.startswith("playaid build"):
        from tests import shared

        built = []
        monkeypatch.setattr(playaid.generator.site, "build_site", lambda docs, dest, **kw: built.append(dest) or 0)
        if "--out" in command:  # the example's folder, moved under this test's own
            command = re.sub(r"--out (\S+)", lambda m: f"--out {tmp_path}/{m.group(1).strip('/')}", command)
        out = re.search(r"--out (\S+)", command)
        shared.seed(Path(out.group(1)) if out else tmp_path / "out")
    code, out, err = run_example(command, tmp_path)
    assert code == 0, f"{where}: {command!r} exited {code}: {err.strip()}"
    assert out.strip(), f"{where}: {command!r} printed nothing"


@pytest.mark.parametrize("game", sorted(SCORE_REPORTS))
def test_every_sheet_in_the_score_help_scores(game):
    """The sheet ``playaid score --example`` prints for each game, which the help's examples start
    from, is one the calculator accepts."""
    out, err = io.StringIO(), io.StringIO()
    code = main(["score", game, "-"], stdout=out, stderr=err, stdin=io.StringIO(shipped_example("score", game)))
    assert code == 0, f"the {game} sheet of 'playaid score --example' is refused: {err.getvalue().strip()}"


@pytest.mark.parametrize("where", list(dict.fromkeys(w for w, _ in CASES)))
def test_a_text_s_examples_run_one_after_another_in_one_folder(where, tmp_path, monkeypatch):
    """As a reader tries them: in the order shown, in one folder, so that what one example saves
    (a solo game, a deal) is there when the next runs. The builds are left to the test above."""
    monkeypatch.chdir(tmp_path)
    files_named(tmp_path)
    for command in [c for w, c in CASES if w == where and not c.startswith("playaid build")]:
        code, _, err = run_example(command, tmp_path)
        assert code == 0, f"{where}: {command!r} after the examples before it exited {code}: {err.strip()}"
