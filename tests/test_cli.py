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


# --- issue 22: every word a player reads in their language ----------------------------------

#: A Tolomeo sheet with three faults: a side that does not exist, a comet studied, a card worth 5.
BAD_TOLOMEO = ('{"players": [{"name": "Ana", "side": "C", "studied": ["moon", "comet"],'
               ' "bonus_cards": [{"points": 5, "planets": ["moon"]}], "pawns_on_board": 4}]}')


def _italian_system(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")


def test_a_sheet_with_three_faults_is_refused_once_naming_all_three():
    code, out, err = run("score", "tolomeo", "-", stdin=BAD_TOLOMEO)
    assert code == 2 and not out
    lines = err.splitlines()
    assert lines[0] == "playaid score: error: 3 faults:" and len(lines) == 4
    assert "'C'" in lines[1] and "comet" in lines[2] and "bonus card 1" in lines[3] and "not 5" in lines[3]


@pytest.mark.parametrize("how", ["--lang", "LANG"])
def test_a_bad_sheet_is_refused_in_italian_with_lang_it_or_an_italian_system(how, monkeypatch):
    if how == "LANG":
        _italian_system(monkeypatch)
    argv = ["score", "tolomeo", "-", *(["--lang", "it"] if how == "--lang" else [])]
    code, out, err = run(*argv, stdin=BAD_TOLOMEO)
    assert code == 2 and not out and "Traceback" not in err
    lines = err.splitlines()
    assert lines[0] == "playaid score: errore: 3 errori:" and len(lines) == 4
    assert "lato della plancia" in lines[1] and "cometa" in lines[2] and "carta punti bonus 1" in lines[3]
    # the sides are A and B in both languages: said once, not again "in English"
    assert lines[1].endswith("(si può scrivere: A, B)"), lines[1]
    assert not {"player", "fault", "faults", "error", "card", "not"} & set(err.replace(",", " ").split())


def test_lang_wins_over_the_system(monkeypatch):
    _italian_system(monkeypatch)
    code, _, err = run("score", "tolomeo", "-", "--lang", "en", stdin=BAD_TOLOMEO)
    assert code == 2 and err.startswith("playaid score: error: 3 faults:")


def test_an_italian_sheet_with_italian_values_scores_as_the_english_one(monkeypatch):
    english = ('{"players": [{"name": "Ana", "side": "B", "studied": ["moon", "mars", "saturn"],'
               ' "bonus_cards": [{"points": 2, "planets": ["moon", "mars"]}], "pawns_on_board": 4}]}')
    italian = english.replace("moon", "luna").replace("mars", "marte").replace("saturn", "saturno")
    _italian_system(monkeypatch)
    scored = run("score", "tolomeo", "-", "--json", stdin=english)
    assert scored[0] == 0 and run("score", "tolomeo", "-", "--json", stdin=italian) == scored
    # an Italian value is Italian, not English: an English session refuses it and names the English names
    code, _, err = run("score", "tolomeo", "-", "--lang", "en", stdin=italian)
    assert code == 2 and "'luna'" in err


ITALIAN_ANSWERS = [
    (["duel", "--cards", "viola:attacco,marrone:difesa,neutra:difesa", "--attacker", "viola"], "Vince il difensore"),
    (["leroy", "turn", "--roll", "3", "--dice", "R5,G3,B3", "--player-dice", "B6,R2"], "Dadi rimasti: G3, B3."),
    (["leroy", "combat", "--dice", "R6,G5,B5", "--black", "5,4,1"], "per eliminare il dado nero"),
    (["leroy", "setup", "--dice", "R6,R2,G5,G1,B4,B3"], "Municipio"),
    (["tolomeo", "events", "--seed", "7", "--no-save"], "Premi Invio"),
]


@pytest.mark.parametrize("argv, said", ITALIAN_ANSWERS, ids=[" ".join(a[:2]) for a, _ in ITALIAN_ANSWERS])
@pytest.mark.parametrize("how", ["--lang", "LANG"])
def test_every_player_command_answers_in_italian(argv, said, how, monkeypatch):
    if how == "LANG":
        _italian_system(monkeypatch)
    code, out, err = run(*argv, *(["--lang", "it"] if how == "--lang" else []), stdin="esci\n")
    assert code == 0 and not err and said in out, out


def test_eclipsis_reads_an_italian_sky_and_answers_in_italian(tmp_path):
    sky = ('{"constellations": {"ariete": {"planets": ["luna", "mercurio"], "pawns": {"rosso": 2}},'
           ' "cancro": {"comet": true}, "leone": {"planets": ["sole"], "pawns": {"blu": 1}},'
           ' "bilancia": {"planets": ["venere"]}, "vergine": {"planets": ["marte"]},'
           ' "gemelli": {"planets": ["giove"]}, "pesci": {"planets": ["saturno"]}}}')
    code, out, err = run("eclipsis", "-", "--lang", "it", stdin=sky)
    assert code == 0 and not err and "Tornano in riserva: rosso 2" in out and "Ariete" in out


def test_an_italian_system_gets_italian_help_with_argparse_s_own_words(monkeypatch):
    _italian_system(monkeypatch)
    code, out, err = run("--help")
    assert code == 0 and out.startswith("uso: playaid") and "opzioni:" in out and "esempi:" in out
    assert "Schede di aiuto" in out and "examples:" not in out and "options:" not in out
    code, out, err = run("score", "--help")
    assert code == 0 and "il foglio segnapunti in JSON" in out and "mostra questo aiuto ed esce" in out
    code, out, err = run("score", "chess", "x")
    assert code == 2 and err.startswith("playaid score: errore: ") and err.count("\n") == 1
