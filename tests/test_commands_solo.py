"""``playaid solo troyes`` runs the automaton through the main command line."""

from __future__ import annotations

import io
import json
from pathlib import Path

from playaid.generator.cli import main
from tests.golden import leroy as golden

GOLDEN = Path(__file__).parent / "golden"


def solo(argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(["solo", "troyes", *argv], stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def test_solo_plays_the_golden_game(tmp_path):
    code, out, err = solo(["--seed", "7", "--save", str(tmp_path / "g.json")],
                          golden.read_keys("le-roy-seed-7-one-round"))
    assert code == 0, err
    assert (tmp_path / "g.transcript.txt").read_text() == (
        GOLDEN / "le-roy-seed-7-one-round.transcript.txt").read_text()


def test_solo_refusals_are_one_line(tmp_path):
    for argv in (["solo", "chess"], ["solo", "troyes", "--lang", "de"],
                 ["solo", "troyes", "--resume", str(tmp_path / "none.json")]):
        out, err = io.StringIO(), io.StringIO()
        assert main(argv, stdout=out, stderr=err, stdin=io.StringIO("")) == 2
        assert err.getvalue().startswith("playaid solo: error:") and err.getvalue().count("\n") == 1


def test_history_records_each_finished_game_and_prints_the_record(tmp_path):
    history = tmp_path / "h.jsonl"
    code, out, _ = solo(["--history", "--history-file", str(history)])
    assert code == 0 and "No finished game" in out
    keys = golden.read_keys("le-roy-seed-7-one-round")  # le Roy ends with 27 VP
    verdicts = []
    for n, final in enumerate(("48", "3", "45"), 1):
        typed = keys.replace("\n48\n", f"\n{final}\n")
        code, out, _ = solo(["--seed", "7", "--save", str(tmp_path / f"g{n}.json"), "--history-file", str(history)],
                            typed)
        assert code == 0 and f"Recorded in your history ({history})" in out
        verdicts.append(out)
    code, out, _ = solo(["--history", "--history-file", str(history)])
    rule = "A game is won when its rating band spares your head: 6 to 10, 11 to 15 and 21 or more. \u2020W6"
    assert out.splitlines()[0] == f"Your record against le Roy: 3 games, 1 won, best margin +21. {rule}"
    assert [json.loads(line)["margin"] for line in history.read_text().splitlines() if "finished" in line] == [
        21, -24, 18]
    # The verdict says what a win is in the very words of the history, its ruling marked by its
    # key after the sentence: +18 is ahead, yet beheaded.
    assert f"A win. {rule}" in verdicts[0] and f"Not a win. {rule}" in verdicts[2]
    assert "Le Roy grows uneasy, and takes your head anyway." in verdicts[2]


def test_history_defaults_to_the_environment_then_the_data_folder(tmp_path, monkeypatch):
    from playaid.automata import history

    monkeypatch.setenv("PLAYAID_HISTORY", str(tmp_path / "env.jsonl"))
    assert history.default_path() == tmp_path / "env.jsonl"
    env = {"XDG_DATA_HOME": str(tmp_path / "xdg")}
    assert history.default_path(env) == tmp_path / "xdg" / "playaid" / "le-roy-history.jsonl"
    assert history.default_path({}).parts[-4:] == (".local", "share", "playaid", "le-roy-history.jsonl")


def test_resuming_the_backup_goes_on_saving_under_the_original_name(tmp_path):
    save = tmp_path / "g.json"
    solo(["--seed", "7", "--save", str(save)], "1\nyou\nnone\n\n\nquit\n")  # two meeples, suggested
    bak = tmp_path / "g.json.bak"
    save.write_bytes(save.read_bytes()[:20])  # damaged: resume from the backup
    code, out, _ = solo(["--resume", str(bak)], "\nquit\n")
    assert code == 0 and f"{bak} is a backup: the game goes on saving to {save}" in out
    assert json.loads(save.read_text())["steps"] == 5
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json", "g.json.bak", "g.transcript.txt"]


def test_ctrl_c_and_the_end_of_the_input_say_the_same_in_both_entry_points(tmp_path):
    from playaid.automata.cli import main as pyz_main

    class CtrlC(io.StringIO):
        def readline(self, *args):
            raise KeyboardInterrupt

    said = []
    for n, run in enumerate((lambda argv, inp, out, err: main(["solo", "troyes", *argv], stdout=out, stderr=err,
                                                              stdin=inp),
                             lambda argv, inp, out, err: pyz_main(argv, stdin=inp, stdout=out, stderr=err))):
        save = tmp_path / f"g{n}.json"
        for stdin in (CtrlC(), io.StringIO("")):
            save.unlink(missing_ok=True)
            out, err = io.StringIO(), io.StringIO()
            code = run(["--seed", "7", "--save", str(save)], stdin, out, err)
            said.append((code, out.getvalue().replace(str(save), "SAVE"), err.getvalue().replace(str(save), "SAVE")))
    assert said[0] == said[2] and said[1] == said[3]
    assert said[0][0] == 130 and said[0][2] == "\nInterrupted. The game is saved after every answer; continue with " \
                                               "--resume SAVE\n"
    assert said[1][0] == 0 and "The input ended. The game is saved in SAVE; continue with --resume SAVE" in said[1][1]


def test_a_history_that_cannot_be_written_never_stops_the_game(tmp_path):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    code, out, err = solo(["--seed", "7", "--save", str(tmp_path / "g.json"), "--history-file", str(folder)],
                          golden.read_keys("le-roy-seed-7-one-round"))
    assert code == 0 and f"The history {folder} could not be written" in out and "The game is over" in out
    code, out, err = solo(["--history", "--history-file", str(folder)])
    assert code == 2 and err.count("\n") == 1 and "is a directory" in err


def test_with_one_automaton_the_game_may_be_left_out(tmp_path):
    """le Roy is the only automaton: ``playaid solo`` is ``playaid solo troyes``."""
    keys = golden.read_keys("le-roy-seed-7-one-round")
    out, err = io.StringIO(), io.StringIO()
    code = main(["solo", "--seed", "7", "--save", str(tmp_path / "a.json")], stdout=out, stderr=err,
                stdin=io.StringIO(keys))
    assert code == 0, err.getvalue()
    code, _, _ = solo(["--seed", "7", "--save", str(tmp_path / "b.json")], keys)
    assert (tmp_path / "a.transcript.txt").read_text() == (tmp_path / "b.transcript.txt").read_text()
    out = io.StringIO()
    assert main(["solo", "--history", "--history-file", str(tmp_path / "h.jsonl")], stdout=out,
                stderr=io.StringIO()) == 0 and "No finished game" in out.getvalue()


def test_the_help_plays_from_answers_a_player_wrote_never_from_accepted_suggestions():
    out = io.StringIO()
    assert main(["solo", "--help"], stdout=out, stderr=io.StringIO()) == 0
    text = out.getvalue()
    assert "yes ''" not in text and "< answers.txt" in text


# --- where a game's files are, and the saved games the history knows -------------------------

def test_the_end_of_a_game_says_where_its_save_backup_and_transcript_are(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = solo(["--seed", "7"], golden.read_keys("le-roy-seed-7-one-round"))
    assert code == 0
    end = out[out.index("The game is over."):]
    for name in ("le-roy-7.json", "le-roy-7.json.bak", "le-roy-7.transcript.txt"):
        assert name in end.splitlines()[0] and (tmp_path / name).is_file(), name
    assert "--history lists your saved games" in end


def _listed(out):
    """The saved games ``--history`` lists: (what it says, the command it gives), latest first."""
    lines = out.splitlines()
    at = lines.index("Saved games, the latest first:")
    return [tuple(line.strip().rsplit(" with ", 1)) for line in lines[at + 1:] if not line.strip()[0].isdigit()]


def test_history_lists_the_saved_games_with_the_command_that_resumes_each(tmp_path, monkeypatch):
    """Finished and unfinished games alike, the latest first, each named by its save and seed with
    the command that takes it up; that command, typed as it is shown, resumes the game."""
    import shlex

    monkeypatch.chdir(tmp_path)
    (tmp_path / "away").mkdir()
    keys = golden.read_keys("le-roy-seed-7-one-round")
    assert solo(["--seed", "7"], keys)[0] == 0                              # finished
    assert solo(["--seed", "5", "--save", "away/five.json"], "\n\n")[0] == 0  # left after two answers
    code, out, _ = solo(["--history"])
    assert code == 0
    (five, five_command), (seven, seven_command) = _listed(out)
    assert five.startswith("away/five.json (seed 5), not finished")
    assert seven.startswith("le-roy-7.json (seed 7), you 48 VP, le Roy 27 VP, margin +21")
    assert five_command == "playaid solo troyes --resume away/five.json"
    words, resumed = shlex.split(five_command), io.StringIO()
    assert main(words[1:], stdout=resumed, stderr=io.StringIO(), stdin=io.StringIO("")) == 0
    assert "Resuming away/five.json at step 2 (seed 5)" in resumed.getvalue()
    monkeypatch.chdir(tmp_path / "away")  # from another folder: a save out of it by its whole path
    (_, here), (_, there) = _listed(solo(["--history"])[1])
    assert here == "playaid solo troyes --resume five.json"
    assert there == f"playaid solo troyes --resume {tmp_path / 'le-roy-7.json'}"


def test_resuming_a_game_keeps_the_record_and_a_moved_save_leaves_the_list(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    keys = golden.read_keys("le-roy-seed-7-one-round")
    assert solo(["--seed", "7"], keys)[0] == 0
    assert solo(["--resume", "le-roy-7.json"], "\n")[0] == 0   # looked at again, left as it was
    out = solo(["--history"])[1]
    assert out.startswith("Your record against le Roy: 1 game, 1 won, best margin +21.")
    assert len(_listed(out)) == 1, "one game, however often it was resumed"
    (tmp_path / "le-roy-7.json").rename(tmp_path / "kept.json")
    out = solo(["--history"])[1]
    assert "Saved games" not in out and out.startswith("Your record against le Roy: 1 game")


def test_a_history_written_before_saves_were_noted_still_counts_and_lists_nothing(tmp_path):
    history = tmp_path / "old.jsonl"
    history.write_text(json.dumps({"game": "a1", "finished": "2024-01-01T10:00:00", "seed": 3, "you": 70,
                                   "le_roy": 60, "margin": 10, "rating": "r", "won": True, "rounds": 6}) + "\n")
    code, out, _ = solo(["--history", "--history-file", str(history)])
    assert code == 0 and out.startswith("Your record against le Roy: 1 game, 1 won, best margin +10.")
    assert "Saved games" not in out


def test_history_lists_the_latest_ten_and_counts_the_rest(tmp_path, monkeypatch):
    from playaid.automata import history

    monkeypatch.chdir(tmp_path)
    path = tmp_path / "h.jsonl"
    for n in range(12):
        (tmp_path / f"g{n}.json").write_text("{}")
        history.saved(path, f"game{n}", n, tmp_path / f"g{n}.json")
    out = solo(["--history", "--history-file", str(path)])[1]
    listed = _listed(out)
    assert [c.rsplit(" ", 1)[1] for _, c in listed] == [f"g{n}.json" for n in range(11, 1, -1)]
    assert out.rstrip().endswith("2 older saved games are not listed.")


def test_the_standalone_file_gives_its_own_command_to_resume(tmp_path, monkeypatch):
    from playaid.automata import cli as solo_cli

    monkeypatch.chdir(tmp_path)
    keys = golden.read_keys("le-roy-seed-7-one-round")
    assert solo_cli.main(["--seed", "7"], stdin=io.StringIO(keys), stdout=io.StringIO(), stderr=io.StringIO()) == 0
    out = io.StringIO()
    assert solo_cli.main(["--history"], stdout=out) == 0
    assert _listed(out.getvalue())[0][1] == "le-roy.pyz --resume le-roy-7.json"
