"""Sessions against le Roy: golden transcripts, canonical saves and their versions, undo and redo,
atomic saves, kills and damaged saves."""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from playaid.automata import console
from playaid.automata import session as ses
from playaid.automata.leroy import BadAnswer
from tests.golden import leroy as regenerate
from tests.golden.leroy import board
from tests.languages import ITALIAN_ANSWERS

GOLDEN = Path(__file__).parent / "golden"


def golden(name):
    return regenerate.read_answers(name), (GOLDEN / f"{name}.transcript.txt").read_text(encoding="utf-8")


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


def test_the_keys_of_a_golden_game_typed_give_its_answers():
    answers, _ = golden("le-roy-seed-7-one-round")
    s = ses.Session.start(7)
    for key in regenerate.read_keys("le-roy-seed-7-one-round").splitlines():
        s.answer(key)
    assert s.finished and s.answers == answers


def test_same_seed_same_game_other_seed_other_dice():
    a = ses.Session.start(3)
    b = ses.Session.start(3)
    c = ses.Session.start(4)
    for s in (a, b, c):
        for _ in range(12):
            s.answer(board(s))
    assert a.transcript == b.transcript
    assert a.transcript != c.transcript


def test_bad_answers_change_nothing():
    s = ses.Session.start(7)
    before = (list(s.answers), list(s.transcript))
    for bad in ("lots", "1_0", "-3", "21"):
        with pytest.raises(BadAnswer):
            s.answer(bad)
    assert (s.answers, s.transcript) == before
    s.answer("3")
    assert s.answers == [["rounds", 3]]


def test_answers_are_saved_canonically_not_as_typed():
    s = ses.Session.start(7)
    for typed in ("  2 ", "LE ROY", "builders, tax", "city hall"):
        s.answer(typed)
    assert s.answers == [["rounds", 2], ["first", "le_roy"], ["cards", ["tax_collector", "traveling_builders"]],
                         ["meeple", ["city_hall", 3]]]


def test_questions_answered_by_the_state_leave_nothing_in_the_save():
    answers, _ = golden("le-roy-seed-7-one-round")
    s = ses.Session.replay(7, False, "en", answers)
    assert ("sell", []) in s.known and "sell" not in [k for k, _ in s.answers]


def test_undo_is_a_replay_without_the_last_answer_and_redo_gives_it_back():
    s = ses.Session.start(7)
    for a in ("2", "le roy", "none", ""):
        s.answer(a)
    undone = s.undo()
    fresh = ses.Session.start(7)
    for a in ("2", "le roy", "none"):
        fresh.answer(a)
    assert undone.transcript == fresh.transcript and undone.rng_state() == fresh.rng_state()
    assert undone.undone == [s.answers[-1]]
    undone.redo()
    assert undone.answers == s.answers and undone.transcript == s.transcript and not undone.undone


def test_a_new_answer_clears_redo_unless_it_is_the_one_taken_back():
    s = ses.Session.start(7)
    for a in ("2", "you", "none", ""):
        s.answer(a)
    twice = s.undo().undo()
    assert len(twice.undone) == 2
    twice.answer("none")  # the same answer as taken back: the next one can still be redone
    assert len(twice.undone) == 1
    twice.answer("Palace 3")  # another answer: nothing to redo any more
    assert twice.undone == []


def test_save_round_trip(tmp_path):
    s = ses.Session.start(11, game="g1")
    for _ in range(9):
        s.answer(board(s))
    s = s.undo()
    path = tmp_path / "g.json"
    store = ses.Store(path)
    store.save(s)
    loaded, raw = ses.load(path)
    assert loaded.answers == s.answers and loaded.transcript == s.transcript and loaded.undone == s.undone
    assert loaded.rng_state() == s.rng_state() and raw == path.read_bytes() and loaded.game == "g1"
    assert ses.transcript_path(path).read_text() == s.transcript_text()
    data = json.loads(raw)
    assert (data["format"], data["version"], data["steps"], data["seed"]) == (ses.FORMAT, 2, 8, 11)
    assert data["answers"][0] == ["rounds", 6] and all(isinstance(a, list) and len(a) == 2 for a in data["answers"])


def _whole_game(lang, tmp_path):
    """A whole game of seed 11 in ``lang``, every suggestion accepted, saved; its save and transcript."""
    s = ses.Session.start(11, lang=lang, game="g1")
    while not s.finished:
        s.answer(board(s))
    path = tmp_path / f"{lang}.json"
    ses.Store(path).save(s)
    return json.loads(path.read_text()), s.transcript


def test_the_same_game_gives_the_same_save_in_either_language_but_for_its_language(tmp_path):
    english, english_lines = _whole_game("en", tmp_path)
    italian, italian_lines = _whole_game("it", tmp_path)
    assert (english.pop("lang"), italian.pop("lang")) == ("en", "it")
    assert english.pop("checksum") != italian.pop("checksum")  # of the whole content, language included
    assert english == italian
    # the same decisions, said line for line: as many lines, indented alike, the same rulings marked
    assert len(english_lines) == len(italian_lines)
    for en, it in zip(english_lines, italian_lines):
        assert len(en) - len(en.lstrip()) == len(it) - len(it.lstrip()), (en, it)
        assert re.findall("\u2020[A-Z][0-9]+", en) == re.findall("\u2020[A-Z][0-9]+", it), (en, it)
        assert sorted(re.findall(r"\d+", en)) == sorted(re.findall(r"\d+", it)), (en, it)


def test_a_game_resumed_with_another_language_goes_on_in_it_with_the_same_answers(tmp_path):
    s = ses.Session.start(11, game="g1")
    for _ in range(9):
        s.answer(board(s))
    path = tmp_path / "g.json"
    ses.Store(path).save(s)
    again, _ = ses.load(path, "it")
    assert again.lang == "it" and again.answers == s.answers and again.rng_state() == s.rng_state()
    kept, _ = ses.load(path)
    assert kept.lang == "en"


def test_commands_are_read_in_the_language_and_in_english():
    it = ses.T.speaking(ITALIAN_ANSWERS)
    assert [ses.command(w, it) for w in ("annulla", "Ripeti", "STATO", "aiuto", "esci")] == [
        "undo", "redo", "status", "help", "quit"]
    assert [ses.command(w, it) for w in ("undo", "exit", "?")] == ["undo", "quit", "help"]
    assert ses.command("palazzo 2", it) is None and ses.command("", it) is None
    assert "annulla" in it(ses.T.COMMANDS_HELP) and "annulla" in it(ses.T.INTRO)


def test_saving_keeps_the_previous_good_save_and_flushes_only_the_save(tmp_path, monkeypatch):
    import playaid.automata.session as module

    writes = []
    real = module.write_atomic

    def spy(path, data, *, durable=True):
        writes.append((path.name, durable))
        real(path, data, durable=durable)

    monkeypatch.setattr(module, "write_atomic", spy)
    path = tmp_path / "g.json"
    s = ses.Session.start(5)
    store = ses.Store(path)
    store.save(s)
    first = path.read_bytes()
    s.answer(board(s))
    writes.clear()
    store.save(s)
    assert ses.backup_path(path).read_bytes() == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json", "g.json.bak", "g.transcript.txt"]
    assert sorted(writes) == [("g.json", True), ("g.json.bak", False), ("g.transcript.txt", False)]


def test_an_answer_costs_one_fsync_of_the_save_and_one_of_its_folder(tmp_path, monkeypatch):
    import os
    import stat

    calls = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append(stat.S_ISDIR(os.fstat(fd).st_mode)), real(fd)))
    s = ses.Session.start(5)
    store = ses.Store(tmp_path / "g.json")
    store.save(s)
    calls.clear()
    for _ in range(5):
        s.answer(board(s))
        store.save(s)
    assert calls == [False, True] * 5


def damage(path, how):
    raw = path.read_bytes()
    data = json.loads(raw) if how not in ("truncated", "empty", "garbage", "foreign") else None
    if how == "truncated":
        path.write_bytes(raw[: len(raw) // 2])
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "garbage":
        path.write_bytes(b"\x00\xff not json")
    elif how == "answers":
        data["answers"][1] = ["first", "nonsense"]
    elif how == "question":
        data["answers"][1] = ["dice", "roll"]
    elif how == "shape":
        data["answers"][1] = "you"
    elif how == "dice":
        data["rng"][1][5] += 1
    elif how == "steps":
        data["answers"].pop()
    elif how == "foreign":
        path.write_text(json.dumps({"players": []}))
    if data is not None:
        path.write_text(json.dumps(data))


@pytest.mark.parametrize("how", ["truncated", "empty", "garbage", "answers", "question", "shape", "dice", "steps",
                                 "foreign"])
def test_damaged_saves_are_refused_and_the_backup_kept(tmp_path, how):
    path = tmp_path / "g.json"
    s = ses.Session.start(5)
    store = ses.Store(path)
    for _ in range(6):
        s.answer(board(s))
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


def edit(data, how):
    """An edit of a save that still parses and still replays: only its checksum tells."""
    if how == "rounds":
        data["answers"][0] = ["rounds", 2]
    elif how == "typed dice":
        data["answers"][3] = ["setup_dice", ["R1", "R2", "Y3", "Y4", "W5", "W5"]]
    elif how == "migrated":
        data["migrated"], data["rng"] = True, None


@pytest.mark.parametrize("how", ["rounds", "typed dice", "migrated"])
def test_an_edited_save_that_still_parses_is_refused_by_its_checksum_naming_the_backup(tmp_path, how):
    """Without its checksum, each edit would load as another game (rounds, typed dice) or with
    no dice state; with it, one line naming the backup, and both files are kept as they are."""
    path = tmp_path / "g.json"
    s = ses.Session.start(5, manual_dice=True)
    store = ses.Store(path)
    for typed in ("6", "you", "none", "R1 R2 Y3 Y4 W5 W6", "palace 1"):
        s.answer(typed)
        store.save(s)
    good = ses.backup_path(path).read_bytes()
    data = json.loads(path.read_text())
    edit(data, how)
    path.write_text(json.dumps(data))
    edited = path.read_bytes()
    with pytest.raises(ses.SaveError, match="checksum does not match") as info:
        ses.load(path)
    message = str(info.value)
    assert "\n" not in message and str(ses.backup_path(path)) in message
    assert path.read_bytes() == edited and ses.backup_path(path).read_bytes() == good
    if how != "migrated":  # the same edit in a save written before the checksum loads as it reads
        del data["checksum"]
        path.write_text(json.dumps(data))
        session, _ = ses.load(path)
        assert session.answers[:4] == data["answers"][:4]


def test_a_save_written_before_the_checksum_still_loads(tmp_path):
    path = tmp_path / "g.json"
    s = ses.Session.start(5)
    for _ in range(8):
        s.answer(board(s))
    ses.Store(path).save(s)
    data = json.loads(path.read_text())
    del data["checksum"]
    path.write_text(json.dumps(data))
    session, _ = ses.load(path)
    assert session.answers == s.answers and session.transcript == s.transcript


def version_1(path, answers, playaid="0.1.0"):
    """A save as playaid 0.1.0 wrote it: the keystrokes, replayed from the seed."""
    state = random.Random(7).getstate()
    path.write_text(json.dumps({"format": ses.FORMAT, "version": 1, "playaid": playaid, "seed": 7,
                                "manual_dice": False, "lang": "en", "steps": len(answers), "finished": False,
                                "answers": answers, "rng": [state[0], list(state[1]), state[2]]}))


def test_a_version_1_save_is_migrated_when_that_is_faithful(tmp_path):
    path = tmp_path / "old.json"
    version_1(path, ["3", "le roy"])
    session, _ = ses.load(path)
    assert session.answers == [["rounds", 3], ["first", "le_roy"]] and session.pending.key == "cards"


@pytest.mark.parametrize("answers", [["6", "you", "bishopric 1"], ["1", "you", "bishopric 1", "palace 2"] + [""] * 30])
def test_a_version_1_save_that_cannot_be_carried_over_is_refused_by_its_version_never_as_damaged(tmp_path, answers):
    path = tmp_path / "old.json"
    version_1(path, answers)
    with pytest.raises(ses.SaveError) as info:
        ses.load(path)
    message = str(info.value)
    assert "format 1" in message and "playaid 0.1.0" in message and "\n" not in message
    assert "damaged" not in message and "truncated" not in message


def test_a_save_from_a_newer_playaid_is_refused_by_its_version(tmp_path):
    path = tmp_path / "g.json"
    ses.Store(path).save(ses.Session.start(5))
    data = json.loads(path.read_text())
    data.update(version=3, playaid="9.0")
    path.write_text(json.dumps(data))
    with pytest.raises(ses.SaveError, match=r"format 3, written by playaid 9\.0, newer") as info:
        ses.load(path)
    assert "damaged" not in str(info.value)


def play_keys(name):
    return regenerate.read_keys(name)


def test_drive_answers_saves_and_finishes(tmp_path):
    _, transcript = golden("le-roy-seed-7-one-round")
    path = tmp_path / "g.json"
    finished = []
    out = io.StringIO()
    code = console.drive(ses.Session.start(7), ses.Store(path), io.StringIO(play_keys("le-roy-seed-7-one-round")), out,
                     echo=True, on_finish=finished.append)
    assert code == 0
    assert ses.transcript_path(path).read_text() == transcript
    assert "The game is over" in out.getvalue() and len(finished) == 1


def test_drive_commands_and_hints(tmp_path):
    path = tmp_path / "g.json"
    s = ses.Session.start(7)
    script = "help\nstatus\nabc\nredo\n4\nundo\nundo\nredo\nredo\nyou\nquit\n"
    out = io.StringIO()
    assert console.drive(s, ses.Store(path), io.StringIO(script), out, echo=True) == 0
    text = out.getvalue()
    assert "Commands at any question" in text and "Not understood" in text
    assert "Undo: took back '4' (How many rounds will you play" in text and "Nothing to undo yet" in text
    assert "Redo: '4' again." in text and "Nothing to redo" in text
    assert "Now: setup;" in text and "Palace" in text  # status: the state line and the buildings
    assert json.loads(path.read_text())["answers"] == [["rounds", 4], ["first", "you"]]


def test_undo_shows_where_you_are_back(tmp_path):
    s = ses.Session.start(7)
    while s.pending.key != "cathedral":
        s.answer(board(s))
    s.answer("4")
    out = io.StringIO()
    console.drive(s, ses.Store(tmp_path / "g.json"), io.StringIO("undo\nquit\n"), out, echo=True)
    after = out.getvalue().split("undo\n", 1)[1].splitlines()
    assert after[0].startswith("  Undo: took back '4' (How many free spaces are left on the cathedral?)")
    assert after[1].startswith("Now: round 1 of 6; le Roy's turn 1;")
    assert any(line.startswith("Le Roy's turn: black dice") for line in after[2:])
    assert after[-2].startswith("  How many free spaces are left on the cathedral? > quit")


def test_undo_after_the_final_answer_reopens_the_game(tmp_path):
    answers, _ = golden("le-roy-seed-7-one-round")
    s = ses.Session.replay(7, False, "en", answers[:-1])
    path = tmp_path / "g.json"
    events = []
    out = io.StringIO()
    console.drive(s, ses.Store(path), io.StringIO("48\nundo\n50\n\n"), out, echo=True,
              on_finish=lambda s: events.append(("finished", s.ctx.result["you"])),
              on_reopen=lambda s: events.append(("reopened", None)))
    assert events == [("finished", 48), ("reopened", None), ("finished", 50)]
    loaded, _ = ses.load(path)
    assert loaded.finished and loaded.answers[-1] == ["final_you", 50]


def test_drive_stops_cleanly_when_input_ends(tmp_path):
    path = tmp_path / "g.json"
    out = io.StringIO()
    assert console.drive(ses.Session.start(7), ses.Store(path), io.StringIO("\n\n"), out, echo=False) == 0
    assert "--resume" in out.getvalue() and json.loads(path.read_text())["steps"] == 2


def _cli(path, *extra):
    return [sys.executable, "-m", "playaid.automata.cli", "--save", str(path), *extra]


def _steps(path):
    try:
        return json.loads(path.read_text())["steps"]
    except (OSError, ValueError):
        return None


def _kill_and_resume(trial, k, synchronous, pause, keys, transcript, tmp_path):
    path = tmp_path / f"t{trial}.json"
    proc = subprocess.Popen(_cli(path, "--seed", "7"), stdin=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    assert proc.stdin is not None
    proc.stdin.write(("\n".join(keys[:k]) + "\n").encode())
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
        cmd, rest = _cli(path, "--resume", str(path)), keys[done:]
    else:  # killed before the first save: start again
        cmd, rest = _cli(path, "--seed", "7"), keys
    finished = subprocess.run(cmd, input="\n".join(rest) + "\n", capture_output=True, text=True, timeout=120)
    assert finished.returncode == 0, finished.stderr
    assert ses.transcript_path(path).read_text() == transcript, f"trial {trial} (killed after {k})"


def test_sigkill_at_random_steps_resumes_to_the_same_transcript(tmp_path):
    """At least 20 kills, half after a known step and half at a random moment, each resumed."""
    from concurrent.futures import ThreadPoolExecutor

    keys = play_keys("le-roy-seed-7-one-round").splitlines()
    _, transcript = golden("le-roy-seed-7-one-round")
    rnd = random.Random(20261130)
    trials = [(t, rnd.randint(1, len(keys) - 1), t % 2 == 0, rnd.uniform(0.0, 0.15)) for t in range(20)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(_kill_and_resume, *trial, keys, transcript, tmp_path) for trial in trials]
        for f in futures:
            f.result()


def test_the_table_game_was_played_as_a_player_plays():
    """The golden session from tmux: help, why, status, refused answers (a careless Enter at a
    question only the board answers, a fourth die taken, numbers out of bounds), undo and redo,
    Ctrl-C and --resume, undo after the final answer, and none of the questions the issue called
    needless."""
    keys = regenerate.table_keys()
    screen = (GOLDEN / f"{regenerate.TABLE}.screen.txt").read_text(encoding="utf-8")
    assert {"help", "why", "status", "undo", "redo", "^C", "same"} <= set(keys)
    for said in ("Commands at any question", "\u2020G1 How long the game lasts:", "Now: setup;", "Undo: took back",
                 "Redo: '", "Interrupted. The game is saved", "Resuming le-roy-11.json", "Not understood:",
                 "this question has no suggestion", "at most 3 dice", "(at most 8)?",
                 "Press Enter to leave, or type undo", "Your record against le Roy: 1 game"):
        assert said in screen, said
    for needless in ("Has the game ended", "Points the character gives you", "final VP, from the score track? "
                     "(the tally"):
        assert needless not in screen
    answers = regenerate.read_answers(regenerate.TABLE)
    s = ses.Session.replay(regenerate.TABLE_SEED, False, "en", answers)
    assert s.finished and s.transcript_text() == (GOLDEN / f"{regenerate.TABLE}.transcript.txt").read_text()
