"""The command line: help, version, error reporting and exit statuses."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from playaid.generator.cli import main
from playaid.rules import __version__


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def test_help_lists_commands_and_examples():
    code, out, err = run("--help")
    assert code == 0 and not err
    for word in ("build", "score", "examples:", "playaid score toledo1085 game.json"):
        assert word in out


def test_no_command_prints_help():
    code, out, _ = run()
    assert code == 0 and "COMMAND" in out


def test_version():
    code, out, _ = run("--version")
    assert code == 0 and out.strip() == f"playaid {__version__}"


@pytest.mark.parametrize("argv", [["bogus"], ["score"], ["score", "chess", "x"], ["build", "--paper", "a3"],
                                  ["build", "--games", "chess"], ["score", "toledo1085", "/no/such/file"]])
def test_bad_input_is_one_line_and_status_2(argv):
    code, out, err = run(*argv)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("playaid")
    assert "Traceback" not in err


def test_subcommand_help_has_examples():
    for cmd in ("build", "score"):
        code, out, _ = run(cmd, "--help")
        assert code == 0 and "example" in out


def test_keyboard_interrupt_returns_130(monkeypatch):
    import playaid.generator.commands.score

    def boom(*a, **k):
        raise KeyboardInterrupt

    monkeypatch.setattr(playaid.generator.commands.score, "run", boom)
    code, _, err = run("score", "toledo1085", "-")
    assert code == 130 and "interrupted" in err


def test_help_does_not_import_heavy_libraries():
    code = ("import sys; from playaid.generator.cli import main; main(['--help'], stdout=open('/dev/null','w'));"
            "heavy = [m for m in ('reportlab', 'jinja2', 'sphinx') if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_console_script_runs():
    out = subprocess.run([sys.executable, "-m", "playaid.generator.cli", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and __version__ in out.stdout


@pytest.mark.parametrize("argv, prog", [
    (["leroy", "turn", "--roll", "13", "--dice", "R5"], "playaid leroy turn"),
    (["leroy", "combat", "--dice", "R9", "--black", "5"], "playaid leroy combat"),
    (["tolomeo", "events", "--resume", "/no/such/deal.json"], "playaid tolomeo events"),
    (["score", "troyes", "/no/such/file"], "playaid score"),
])
def test_an_error_names_the_whole_command_it_came_from(argv, prog, tmp_path, monkeypatch):
    """A refusal found while a sub-command's action runs names the action too, as argparse's own
    refusals of that action do ('playaid leroy turn: error: ...'), so the reader knows which
    --help to read."""
    monkeypatch.chdir(tmp_path)
    code, _, err = run(*argv)
    assert code == 2 and err.startswith(f"{prog}: error: "), err
