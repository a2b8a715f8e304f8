"""Every command that reads a file or a list survives malformed input: exit 2 and one line, or a result.

Hypothesis feeds thousands of inputs in all: random JSON of every shape, mutations of valid
sheets (fields dropped, values swapped for other types, huge numbers, unicode), truncated JSON,
random bytes, empty files, directories, missing and unreadable paths, and garbled lists for the
commands that take comma-separated values. An uncaught exception fails the test.
"""

from __future__ import annotations

import copy
import io
import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playaid.generator.cli import MAX_ERROR, main
from playaid.generator.registry import SCORE_REPORTS

#: What must never reach a terminal: control characters (but newlines) and direction overrides.
CONTROL = __import__("re").compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")

#: A valid input for every file-reading command; mutations start from these.
VALID: dict[str, object] = {
    "score toledo1085": {"players": [
        {"name": "Ana", "first_to_complete": False, "sectors": [
            [{"kind": "sector", "sector": "commerce", "religion": "islam", "prestige": 4},
             {"kind": "nobility", "religion": "judaism", "prestige": 3},
             {"kind": "jester", "sector": "commerce"}]]},
        {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "science", "religion": "islam", "prestige": 9}]]}]},
    "score troyes": {"player_vp": 71, "le_roy_vp": 60},
    "score tolomeo": {"players": [
        {"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"],
         "bonus_cards": [{"points": 2, "planets": ["moon", "mars"]}], "pawns_on_board": 4},
        {"name": "Bo", "side": "B", "studied": ["venus", "jupiter", "saturn", "mercury"],
         "bonus_cards": [{"points": 1, "planets": ["venus", "jupiter"]}],
         "pawns_on_board": 2, "planet_points": 6}]},
    "eclipsis": {"constellations": {
        "aries": {"planets": ["moon", "mercury"], "comet": False, "pawns": {"red": 2, "blue": 1}},
        "taurus": {"planets": [], "comet": True, "pawns": {"green": 1}},
        "leo": {"planets": ["venus", "sun", "mars", "jupiter", "saturn"], "pawns": {"red": 1}},
        "libra": {"pawns": {"blue": 1}}}},
    "score toledo": {"players": [
        {"name": "Red", "swords_presented": [12], "swords_kept": [7], "paintings": [2, 2], "gems": 3,
         "move_skill": True, "movement_cards": [1, 4]},
        {"name": "Blue", "swords_presented": [9, 6], "swords_kept": [5], "gems": 2, "movement_cards": [2, 2, 3]}]},
}
FILE_COMMANDS = {**{f"score {game}": ["score", game] for game in SCORE_REPORTS}, "eclipsis": ["eclipsis"]}
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                           HealthCheck.function_scoped_fixture])


def run(argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def check(code, out, err, argv):
    assert code in (0, 2), (argv, code, err)
    if code == 2:
        assert err.count("\n") == 1 and err.endswith("\n"), (argv, err)
        assert "Traceback" not in err and not out, (argv, err)
        assert len(err) <= MAX_ERROR + 1, f"an error line of {len(err)} characters: {err[:200]}"
    else:
        assert not err, (argv, err)
    (out + err).encode("utf-8")  # a real terminal takes only valid text: no lone surrogates
    assert not CONTROL.search(out + err.rstrip("\n")), (argv, (out + err)[:300])


def test_every_score_game_has_a_valid_example():
    assert set(FILE_COMMANDS) == set(VALID), "add a valid example for each new file-reading command"
    for name, argv in FILE_COMMANDS.items():
        code, out, err = run([*argv, "-", "--json"], stdin=json.dumps(VALID[name]))
        assert code == 0, err


scalars = (st.none() | st.booleans() | st.integers() | st.integers(min_value=10**18) | st.floats()
           | st.text(max_size=12) | st.sampled_from(["", "\u0000", "é", "\U0001f451", "NaN", "-1", "1e400"]))
json_like = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                         | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=20)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


@st.composite
def mutated(draw, name):
    """A valid example with a few random edits: a value replaced, a key dropped, a list emptied."""
    data = copy.deepcopy(VALID[name])
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "drop", "duplicate"]))
        if action == "drop":
            del parent[path[-1]]
        elif action == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[path[-1]]))
        else:
            parent[path[-1]] = draw(json_like)
    return data


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@SETTINGS
@given(data=st.data())
def test_mutated_sheets(name, data):
    value = data.draw(mutated(name))
    argv = [*FILE_COMMANDS[name], "-", *data.draw(st.sampled_from([[], ["--json"]]))]
    check(*run(argv, stdin=json.dumps(value, allow_nan=True)), argv)


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=json_like)
def test_random_json(name, value):
    argv = [*FILE_COMMANDS[name], "-"]
    check(*run(argv, stdin=json.dumps(value, allow_nan=True)), argv)


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@settings(max_examples=50, deadline=None)
@given(cut=st.floats(0, 1))
def test_truncated_json(name, cut):
    text = json.dumps(VALID[name])
    argv = [*FILE_COMMANDS[name], "-"]
    code, out, err = run(argv, stdin=text[: int(len(text) * cut)])
    check(code, out, err, argv)
    assert code == 2 or cut > 0.99


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(blob=st.binary(max_size=200))
def test_random_bytes_in_a_file(name, blob, tmp_path):
    path = tmp_path / "input.json"
    path.write_bytes(blob)
    argv = [*FILE_COMMANDS[name], str(path)]
    check(*run(argv), argv)


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
def test_bad_paths(name, tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_text("")
    paths = [str(empty), str(tmp_path), str(tmp_path / "missing.json"), "", "\u0000bad"]
    if os.geteuid() != 0:
        locked = tmp_path / "locked.json"
        locked.write_text("{}")
        locked.chmod(0)
        paths.append(str(locked))
    for p in paths:
        argv = [*FILE_COMMANDS[name], p]
        code, out, err = run(argv)
        assert code == 2, (p, err)
        check(code, out, err, argv)


tokens = st.sampled_from(["R5", "Y3", "W6", "r1", "B6", "R0", "R7", "", " ", ",", "x", "\u00e9", "6", "-1",
                          "99999999999999999999", "palace:1", "p7", "moon:2", "1e9", "\U0001f3b2",
                          "purple:attack", "brown:defend", "neutral:defend", "purple", ":", "move", "neutral"])
lists = st.lists(tokens, max_size=8).map(",".join) | st.text(max_size=20)

LIST_COMMANDS = [
    lambda a, b: ["leroy", "turn", "--roll", a, "--dice", b],
    lambda a, b: ["leroy", "turn", "--roll", "2", "--dice", a, "--player-dice", b],
    lambda a, b: ["leroy", "turn", "--roll", "5", "--dice", "R5", "--banners", a, "--json"],
    lambda a, b: ["leroy", "turn", "--roll", "7", "--dice", "R5", "--cathedral-room", a],
    lambda a, b: ["leroy", "combat", "--dice", a, "--black", b],
    lambda a, b: ["leroy", "setup", "--dice", a, "--occupied", b],
    lambda a, b: ["leroy", "setup", "--dice", "R1,R2,Y1,Y2,W1,W2", "--occupied", a],
    lambda a, b: ["duel", "--cards", a, "--attacker", b],
    lambda a, b: ["duel", "--cards", "purple:attack,brown:defend,neutral:attack", "--attacker", a,
                  "--defender", b, "--json"],
    lambda a, b: ["duel", "--cards", a, "--colours", b],
    lambda a, b: ["tolomeo", "events", "--eclipsis", "--seed", a, "--json"],
]


@pytest.mark.parametrize("make", LIST_COMMANDS, ids=[" ".join(m("A", "B")) for m in LIST_COMMANDS])
@settings(max_examples=80, deadline=None)
@given(a=lists, b=lists)
def test_garbled_lists(make, a, b):
    argv = make(a, b)
    check(*run(argv), argv)


# --- input classes found by the audit's fuzzing, each one on its own ---------------------------

def _strings(value, path=()):
    """Every path in ``value`` that holds a string or a dict key (names, colours, kinds...)."""
    if isinstance(value, str):
        yield path
    elif isinstance(value, dict):
        for k, v in value.items():
            yield path + (("key", k),)
            yield from _strings(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _strings(v, path + (i,))


def _with_text(value, path, text):
    """A copy of ``value`` with the string (or key) at ``path`` replaced by ``text``."""
    data = copy.deepcopy(value)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if isinstance(last, tuple):  # a dict key
        parent[text] = parent.pop(last[1])
    else:
        parent[last] = text
    return data


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
@pytest.mark.parametrize("text", ["A\ud800", "\udcff", "Bea\nWinner: Mallory", "\x1b[31mRed\x1b[0m",
                                  "\u202eevil", "x" * 5000, "\x00"], ids=["surrogate", "surrogate2", "newline",
                                                                           "escape", "bidi", "long", "nul"])
def test_every_string_field_takes_hostile_text(name, text):
    """Names, colours, kinds and keys: each replaced in turn by text that once crashed or forged output."""
    for path in _strings(VALID[name]):
        if not path:
            continue
        data = _with_text(VALID[name], path, text)
        for extra in ([], ["--json"]):
            argv = [*FILE_COMMANDS[name], "-", *extra]
            code, out, err = run(argv, stdin=json.dumps(data))
            check(code, out, err, argv)
            if not extra:
                assert not any(line.startswith("Winner: Mallory") for line in out.splitlines()), out


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
def test_devices_fifos_and_huge_files_are_refused_quickly(name, tmp_path):
    import threading
    import tracemalloc

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.json"
    with open(huge, "w", encoding="utf-8") as fh:  # 200,000 players, about 12 MB
        fh.write('{"players": [')
        fh.write(",".join(['{"name": "Player", "sectors": [], "studied": [], "side": "A"}'] * 200_000))
        fh.write("]}")
    for path in ("/dev/zero", "/dev/urandom", str(fifo), str(huge)):
        argv = [*FILE_COMMANDS[name], path]
        result: list = []
        tracemalloc.start()
        worker = threading.Thread(target=lambda argv=argv: result.append(run(argv)), daemon=True)
        worker.start()
        worker.join(timeout=10)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert not worker.is_alive(), f"{argv} hangs"
        code, out, err = result[0]
        check(code, out, err, argv)
        assert code == 2 and ("not a regular file" in err or "too large" in err), err
        assert peak < 16 * 1024 * 1024, f"{argv} used {peak // 1024} KB"
    code, out, err = run([*FILE_COMMANDS[name], "-"], stdin="{" + " " * (2 << 20) + "}")
    assert code == 2 and "too large" in err


@pytest.mark.parametrize("name", sorted(FILE_COMMANDS))
def test_numbers_no_game_can_produce_do_not_crash(name):
    """Every number, in turn, replaced by values from far outside any game (bounds are each game's)."""
    numbers = [p for p in _paths(VALID[name]) if p and isinstance(_get(VALID[name], p), int)
               and not isinstance(_get(VALID[name], p), bool)]
    assert numbers or name == "eclipsis"
    for path in numbers:
        for value in (10**4000, -(10**4000), 2**63, -1, 1.5, float("inf")):
            data = copy.deepcopy(VALID[name])
            parent = data
            for key in path[:-1]:
                parent = parent[key]
            parent[path[-1]] = value
            for extra in ([], ["--json"]):
                argv = [*FILE_COMMANDS[name], "-", *extra]
                check(*run(argv, stdin=json.dumps(data)), argv)


def _get(value, path):
    for key in path:
        value = value[key]
    return value


# --- playaid build --out where nothing can be written -----------------------------------------

def _build(out_dir, monkeypatch=None):
    return run(["build", "--no-site", "--quiet", "--games", "troyes", "--paper", "a4", "--out", str(out_dir)])


@pytest.mark.parametrize("where", ["under-a-file", "proc", "too-long", "nul"])
def test_build_refuses_an_unwritable_out_in_one_line(where, tmp_path):
    target = {
        "under-a-file": tmp_path / "file.txt" / "out",
        "proc": "/proc/playaid-out",
        "too-long": tmp_path / ("x" * 300) / "out",
        "nul": "out\0here",
    }[where]
    (tmp_path / "file.txt").write_text("in the way")
    code, out, err = _build(target)
    check(code, out, err, ["build", "--out", target])
    assert code == 2 and "--out" in err, err


@pytest.mark.parametrize("errno_, words", [(28, "No space left"), (30, "Read-only file system"), (5, "Input/output")])
def test_build_reports_a_full_or_read_only_disk_in_one_line(errno_, words, tmp_path, monkeypatch):
    import playaid.automata.files

    def failing(path, data, durable=True):
        raise OSError(errno_, os.strerror(errno_), str(path))

    monkeypatch.setattr(playaid.automata.files, "write_atomic", failing)
    code, out, err = _build(tmp_path / "out")
    check(code, out, err, ["build"])
    assert code == 2 and words in err, err


# --- the solo game: bytes that are not UTF-8 ---------------------------------------------------

def test_solo_refuses_undecodable_answers_and_saves_only_text(tmp_path):
    """Before every answer, a line of bytes that are not UTF-8 (as Python reads them from a terminal)."""
    from playaid.automata import session as ses
    from tests.golden.leroy import board

    save = tmp_path / "g.json"
    careful = ses.Session.start(3)
    keys = []
    while not careful.finished:
        keys.append(board(careful))
        careful.answer(keys[-1])
    answers = "".join(f"\udcff\udcfe\n{key}\n" for key in keys) + "\n"
    out = io.StringIO()
    code = main(["solo", "troyes", "--seed", "3", "--save", str(save)], stdout=out, stderr=io.StringIO(),
                stdin=io.StringIO(answers))
    assert code == 0
    assert "bytes that are not text" in out.getvalue()
    raw = save.read_bytes()
    raw.decode("utf-8")
    assert "\\ud" not in raw.decode("utf-8").lower()
    ses.transcript_path(save).read_bytes().decode("utf-8")
    session, _ = ses.load(save)
    assert session.finished


def test_a_save_holding_undecodable_text_is_refused_in_one_line(tmp_path):
    """A save keeps canonical answers, which no reader makes of stray bytes: a save holding some
    was edited by hand, and is refused in one line, never with a traceback."""
    from playaid.automata import session as ses

    from tests.golden.leroy import board

    s = ses.Session.start(3)
    while not s.finished and s.pending.key != "your_turn":
        s.answer(board(s))
    s.answer("")
    data = json.loads(s.to_json())
    data.pop("checksum")  # as a save written before the checksum: the replay is what refuses it
    data["answers"][-1] = ["your_turn", "done\udcff"]
    save = tmp_path / "edited.json"
    save.write_text(json.dumps(data), encoding="utf-8")
    err = io.StringIO()
    code = main(["solo", "troyes", "--resume", str(save)], stdout=io.StringIO(), stderr=err, stdin=io.StringIO(""))
    assert code == 2 and err.getvalue().count("\n") == 1 and "does not replay" in err.getvalue()
    err.getvalue().encode("utf-8")


# --- the solo game: whatever is typed ----------------------------------------------------------

answers_typed = st.lists(st.one_of(
    st.text(max_size=30), st.sampled_from(["", "undo", "redo", "why", "status", "help", "9" * 5000, "1" + "0" * 4400,
                                           "take R6 Y6 Y5 W1", "\x1b[2J", "\u202e", "-1", "none", "same", "="]),
    st.integers(-10, 10**6).map(str)), max_size=40)


@settings(max_examples=40, deadline=None)
@given(lines=answers_typed)
def test_the_solo_session_takes_any_line_without_a_traceback(lines):
    """Random lines, commands among them, answered to whatever question is pending: every one is
    an answer or a one-line refusal; the output never holds a control character."""
    import tempfile
    from pathlib import Path

    from playaid.automata import session as ses

    with tempfile.TemporaryDirectory() as folder:
        save = Path(folder) / "g.json"
        out, err = io.StringIO(), io.StringIO()
        stdin = "".join(line.replace("\n", " ").replace("\r", " ") + "\n" for line in lines)
        code = main(["solo", "--seed", "3", "--save", str(save), "--history-file", str(Path(folder) / "h.jsonl")],
                    stdout=out, stderr=err, stdin=io.StringIO(stdin))
        assert code == 0, err.getvalue()
        assert not CONTROL.search(out.getvalue()), out.getvalue()[-300:]
        ses.load(save)  # what was saved loads back
