"""The Tolomeo commands: ``score tolomeo``, ``eclipsis`` and ``tolomeo events``, output and refusals."""

from __future__ import annotations

import io
import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playaid.generator.cli import main
from playaid.rules import tolomeo as t

SKY = {"constellations": {
    "aries": {"planets": ["moon", "mercury"], "pawns": {"red": 2, "blue": 1}},
    "cancer": {"comet": True, "pawns": {"blue": 1}},
    "leo": {"planets": ["sun"], "pawns": {"red": 1}},
    "taurus": {"pawns": {"green": 2}},
    "libra": {"planets": ["venus"]}, "virgo": {"planets": ["mars"]},
    "gemini": {"planets": ["jupiter"]}, "pisces": {"planets": ["saturn"]}}}
GAME = {"players": [
    {"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"],
     "bonus_cards": [{"points": 2, "planets": ["moon", "mars"]}], "pawns_on_board": 4},
    {"name": "Bo", "side": "B", "studied": ["venus", "jupiter", "saturn", "mercury"],
     "bonus_cards": [{"points": 1, "planets": ["venus", "jupiter"]}],
     "pawns_on_board": 2, "planet_points": 6},
    {"name": "Cy", "side": "B", "studied": ["moon"], "pawns_on_board": 7, "planet_points": 1}]}


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def refused(code, out, err):
    return code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err


# ------------------------------------------------------------------ playaid score tolomeo

def test_score_json_follows_the_core():
    code, out, err = run("score", "tolomeo", "-", "--json", stdin=json.dumps(GAME))
    assert code == 0 and not err
    data = json.loads(out)
    assert data == t.score_sheet(GAME).to_dict()
    assert data["game"] == "tolomeo" and data["winners"] == ["Bo"]
    assert [(p["name"], p["total"]) for p in data["players"]] == [("Ana", 8), ("Bo", 8), ("Cy", 3)]


def test_score_text_explains_the_tie_break(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(GAME), encoding="utf-8")
    code, out, _ = run("score", "tolomeo", str(path))
    assert code == 0
    assert "Tolomeo \u2014 final score (player sheets on side B)" in out
    assert "3: Moon, Sun, Mars" in out
    assert out.rstrip().endswith("Winner: Bo with 8, level with Ana on points but ahead on more planets studied"
                                 " (4 to 3).")


def test_score_text_names_a_pawn_tie_break():
    game = {"players": [{**GAME["players"][0], "pawns_on_board": 5},
                        {**GAME["players"][0], "name": "Di", "pawns_on_board": 1}]}
    game["players"][1]["bonus_cards"] = [{"points": 1, "planets": ["sun"]}]
    game["players"][0]["bonus_cards"] = [{"points": 1, "planets": ["moon"]}]
    code, out, _ = run("score", "tolomeo", "-", stdin=json.dumps(game))
    assert "ahead on more pawns on the board (5 to 1)" in out


@pytest.mark.parametrize("players, message", [
    ([{"name": "A", "side": "A", "studied": ["moon", "sun"]}],
     "player 'A': the points for 2 planets studied are on your sheet's conversion table"),
    ([{"name": "A", "side": "X", "studied": []}], "unknown sheet side 'X'"),
    ([{"name": "A", "side": "A", "studied": ["moon", "moon", "sun"]}], "moon is listed twice"),
    ([{"name": "A", "side": "A", "studied": ["vulcan", "moon", "sun"]}], "unknown planet 'vulcan'"),
    ([{"name": "A", "side": "A", "studied": ["moon", "sun", "mars"], "planet_points": 9}], "not 9"),
    ([{"name": "A", "side": "A", "studied": ["moon", "sun", "mars"],
       "bonus_cards": [{"points": 1, "planets": ["sun", "venus"]}]}],
     "player 'A': the bonus point card worth 1 showing Venus and Sun goes only to a player who has studied every"
     " planet on it (rulebook line 179); A has not studied Venus"),
])
def test_score_refusals_are_one_line(players, message):
    code, out, err = run("score", "tolomeo", "-", stdin=json.dumps({"players": players}))
    assert refused(code, out, err)
    assert message in err


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["moon", "sun", "mars", "A", "B", "aries", "leo", "red", "comet"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["players", "name", "side", "studied", "bonus_cards", "pawns_on_board", "planet_points",
                         "points", "constellations", "aries", "leo", "planets", "comet", "pawns", "red", "x"]),
        inner, max_size=4),
    max_leaves=25,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_any_json_gives_an_answer_or_one_line(value):
    for argv in (["score", "tolomeo", "-", "--json"], ["eclipsis", "-", "--json"]):
        code, out, err = run(*argv, stdin=json.dumps(value))
        if code == 0:
            assert json.loads(out) and not err
        else:
            assert refused(code, out, err), err


# ------------------------------------------------------------------ playaid eclipsis

def test_eclipsis_json():
    code, out, err = run("eclipsis", "-", "--json", stdin=json.dumps(SKY))
    assert code == 0 and not err
    data = json.loads(out)
    assert data["returned"] == {"blue": 2, "green": 2, "red": 2}
    assert data["remaining"] == {"leo": {"red": 1}}
    assert [c["fate"] for c in data["constellations"]] == ["moon", "no planet", "no planet", "stay"]


def test_eclipsis_text_goes_constellation_by_constellation(tmp_path):
    path = tmp_path / "sky.json"
    path.write_text(json.dumps(SKY))
    code, out, _ = run("eclipsis", str(path))
    assert code == 0
    lines = out.splitlines()
    row = {line.split()[0]: line for line in lines if line.split() and line.split()[0] in
           ("Aries", "Taurus", "Cancer", "Leo")}
    assert "go back: the Moon is here" in row["Aries"]
    assert "go back: the comet alone is no planet (\u2020X4)" in row["Cancer"] and "(comet)" in row["Cancer"]
    assert "go back: no planet here" in row["Taurus"]
    assert "stay" in row["Leo"]
    assert "Back to supply: blue 2, green 2, red 2" in out
    assert "Still on the board: Leo red 1" in out


def test_eclipsis_with_no_pawns():
    quiet = {"constellations": {k: {kk: vv for kk, vv in v.items() if kk != "pawns"}
                                for k, v in SKY["constellations"].items()}}
    code, out, _ = run("eclipsis", "-", stdin=json.dumps(quiet))
    assert code == 0 and "changes nothing" in out


@pytest.mark.parametrize("content, message", [
    ("", "is empty"),
    ("{", "not valid JSON"),
    ('{"constellations": {"aries": {"planets": ["moon"]}}}', "every planet is always on the board"),
    ('{"constellations": {"ophiuchus": {}}}', "unknown constellation"),
    ("[1]", "must be an object"),
])
def test_eclipsis_refusals(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run("eclipsis", str(path))
    assert refused(code, out, err) and message in err


def test_eclipsis_refuses_a_directory(tmp_path):
    code, out, err = run("eclipsis", str(tmp_path))
    assert refused(code, out, err) and "is a directory" in err


# ------------------------------------------------------------------ playaid tolomeo events

def test_events_json_is_the_cores_deal_for_the_seed():
    code, out, err = run("tolomeo", "events", "--eclipsis", "--seed", "7", "--json")
    assert code == 0 and not err
    data = json.loads(out)
    assert data == {"deck": t.deal_events(random.Random(7), eclipsis=True).to_list(), "seed": 7, "eclipsis": True}
    assert data["deck"][0] != "eclipsis" and data["deck"][-1] != "eclipsis"
    assert sorted(c for c in data["deck"] if c != "eclipsis") == list(range(1, 13))


def test_events_without_the_eclipsis():
    code, out, _ = run("tolomeo", "events", "--seed", "7", "--json")
    data = json.loads(out)
    assert sorted(data["deck"]) == list(range(1, 13)) and data["eclipsis"] is False


def test_events_json_without_a_seed_names_the_seed_it_used():
    code, out, _ = run("tolomeo", "events", "--json")
    seed = json.loads(out)["seed"]
    assert isinstance(seed, int) and json.loads(run("tolomeo", "events", "--json", "--seed", str(seed))[1]) == \
        json.loads(out)


def test_a_seed_picked_for_the_user_comes_from_the_whole_range_seed_takes():
    """Issue 17: picked from a million values, the seed could be found from the first cards turned
    by trying them all; picked from the 2**64 that --seed accepts, it cannot."""
    from playaid.generator.commands.tolomeo import SEED_LIMIT

    seeds = [json.loads(run("tolomeo", "events", "--json")[1])["seed"] for _ in range(8)]
    assert all(0 <= s < SEED_LIMIT == 2**64 for s in seeds)
    assert max(seeds) >= 10**6 and len(set(seeds)) == len(seeds)


def test_the_seed_is_picked_by_the_systems_source_of_randomness(tmp_path, monkeypatch):
    """Not by the random module's own generator (seeded from the clock or a guessable state): the
    pick asks random.SystemRandom (the operating system's source) for a number below 2**64, both
    for --json and for a deal at the table, whose save keeps it."""
    asked = []

    class Recorder(random.SystemRandom):
        def randrange(self, *args):
            asked.append(args)
            return 2**64 - 1

    monkeypatch.setattr(random, "SystemRandom", Recorder)
    assert json.loads(run("tolomeo", "events", "--json")[1])["seed"] == 2**64 - 1
    monkeypatch.chdir(tmp_path)
    code, _, _ = run("tolomeo", "events", stdin="quit\n")
    assert code == 0 and json.loads((tmp_path / "tolomeo-events.json").read_text())["seed"] == 2**64 - 1
    assert asked == [(2**64,), (2**64,)]


# ------------------------------------------------------------------ the dealer: one card at a time

def places_named(text):
    """The places the dealer told the players to turn up, in order, with the Eclipsis where it came."""
    found = []
    for line in text.splitlines():
        if "turn up the Eclipsis" in line:
            found.append(t.ECLIPSIS)
        found += [int(n) for n in re.findall(r"the card in place (\d+)", line)]
    return found


def deck_of(seed, eclipsis):
    return t.deal_events(random.Random(seed), eclipsis=eclipsis).to_list()


def test_the_dealer_shows_nothing_before_it_is_asked(tmp_path, monkeypatch):
    """Issue 9: the human output used to print the whole order, the two set-aside cards and where the
    Eclipsis lay. Now nothing about the order is said until a card is asked for."""
    monkeypatch.chdir(tmp_path)
    code, out, err = run("tolomeo", "events", "--eclipsis", "--seed", "7")
    assert code == 0 and not err
    assert places_named(out) == []
    assert "ECLIPSIS" not in out and "of 13" not in out and "top " not in out
    assert not re.search(r"\b(1[0-2]|[1-9])\b(?!\d)", out.split("Press Enter")[0].replace("12 event", "")
                         .replace("Seed 7", ""))


@pytest.mark.parametrize("eclipsis", [False, True])
@pytest.mark.parametrize("asked", [1, 2, 6, 9])
def test_each_enter_turns_up_exactly_one_more_card(asked, eclipsis, tmp_path):
    argv = ["tolomeo", "events", "--seed", "11", "--save", str(tmp_path / "deal.json")] + (["--eclipsis"] * eclipsis)
    code, out, _ = run(*argv, stdin="\n" * asked)
    deck = deck_of(11, eclipsis)
    named = places_named(out)
    assert code == 0 and "The input ended" in out
    assert [c for c in named if c != t.ECLIPSIS] == [c for c in deck if c != t.ECLIPSIS][:asked]
    assert named == deck[:len(named)]                                    # the Eclipsis comes where it lies
    saved = json.loads((tmp_path / "deal.json").read_text())
    assert saved["turned"] == asked and saved["seed"] == 11 and saved["eclipsis"] is eclipsis


def test_yes_deals_every_card_in_order_and_ends(tmp_path):
    code, out, _ = run("tolomeo", "events", "--eclipsis", "--seed", "7", "--no-save", stdin="\n" * 100)
    assert code == 0 and places_named(out) == deck_of(7, True)
    assert "No event card is left (\u2020E8): round 13 is the last" in out
    assert out.rstrip().endswith("Every event card has been turned up: the deal is over.")
    assert not list(tmp_path.iterdir())


def test_a_resumed_deal_goes_on_where_it_stopped(tmp_path):
    save = str(tmp_path / "deal.json")
    first = run("tolomeo", "events", "--seed", "5", "--eclipsis", "--save", save, stdin="\n" * 4 + "quit\n")
    assert first[0] == 0 and "Stopped: the deal is saved in" in first[1]
    code, out, err = run("tolomeo", "events", "--resume", save, stdin="card\n" + "\n" * 40)
    assert code == 0 and not err
    assert out.startswith(f"Resuming {save}. The face-up event card is the one from place ")
    assert places_named(first[1]) + places_named(out) == deck_of(5, True)
    again = run("tolomeo", "events", "--resume", save)
    assert again[0] == 0 and "deal is over" in again[1] and places_named(again[1]) == []


def test_the_save_is_rewritten_atomically_after_every_card(tmp_path, monkeypatch):
    import playaid.automata.files

    writes = []
    real = playaid.automata.files.write_atomic
    monkeypatch.setattr(playaid.automata.files, "write_atomic", lambda path, data, **kw: (writes.append(json.loads(data)),
                                                                               real(path, data, **kw)))
    run("tolomeo", "events", "--seed", "2", "--save", str(tmp_path / "d.json"), stdin="\n\n\n")
    assert [w["turned"] for w in writes] == [0, 1, 2, 3]


@pytest.mark.parametrize("content, message", [
    ("", "damaged or truncated"),
    ('{"format": "playaid-tolomeo-events", "version": 1, "seed": 7', "damaged or truncated"),
    ("[]", "not a playaid Tolomeo event deal"),
    ('{"format": "playaid-tolomeo-events", "version": 2}', "format version"),
    ('{"format": "playaid-tolomeo-events", "version": 1, "seed": -1, "eclipsis": false, "turned": 0, "check": ""}',
     "seed"),
    ('{"format": "playaid-tolomeo-events", "version": 1, "seed": 1, "eclipsis": 1, "turned": 0, "check": ""}',
     "Eclipsis"),
    ('{"format": "playaid-tolomeo-events", "version": 1, "seed": 1, "eclipsis": false, "turned": 99, "check": ""}',
     "count of cards"),
    ('{"format": "playaid-tolomeo-events", "version": 1, "seed": 1, "eclipsis": false, "turned": 14, "check": ""}',
     "more cards turned up"),
    ('{"format": "playaid-tolomeo-events", "version": 1, "seed": 1, "eclipsis": false, "turned": 2, "check": "x"}',
     "damaged: its seed"),
    ('{"format": "playaid-tolomeo-events", "version": 1, "seed": 1, "eclipsis": false, "turned": 2, "check": "x",'
     ' "deck": [1]}', "fields"),
    ("\udcff", "not UTF-8"),
])
def test_a_damaged_save_is_refused_in_one_line(tmp_path, content, message):
    path = tmp_path / "deal.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    code, out, err = run("tolomeo", "events", "--resume", str(path))
    assert refused(code, out, err) and message in err, err


def test_an_edited_save_is_noticed(tmp_path):
    path = tmp_path / "deal.json"
    run("tolomeo", "events", "--seed", "3", "--save", str(path), stdin="\n")
    path.write_text(path.read_text().replace('"seed": 3', '"seed": 4'))
    code, out, err = run("tolomeo", "events", "--resume", str(path))
    assert refused(code, out, err) and "damaged" in err


class Interrupting(io.StringIO):
    def __init__(self, lines):
        super().__init__()
        self.lines = list(lines)

    def readline(self, *args):
        if not self.lines:
            raise KeyboardInterrupt
        return self.lines.pop(0)


def test_ctrl_c_keeps_the_save_and_exits_130(tmp_path):
    path = tmp_path / "deal.json"
    out, err = io.StringIO(), io.StringIO()
    code = main(["tolomeo", "events", "--seed", "9", "--save", str(path)], stdout=out, stderr=err,
                stdin=Interrupting(["\n", "\n"]))
    assert code == 130 and f"continue with --resume {path}" in err.getvalue() and "Traceback" not in err.getvalue()
    assert json.loads(path.read_text())["turned"] == 2


class Undecodable(io.StringIO):
    def readline(self, *args):
        if not getattr(self, "done", False):
            self.done = True
            raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
        return ""


def test_undecodable_input_is_not_understood_and_never_saved(tmp_path):
    path = tmp_path / "deal.json"
    out, err = io.StringIO(), io.StringIO()
    code = main(["tolomeo", "events", "--seed", "9", "--save", str(path)], stdout=out, stderr=err, stdin=Undecodable())
    assert code == 0 and "Not understood" in out.getvalue()
    assert json.loads(path.read_text())["turned"] == 0


@pytest.mark.parametrize("argv, message", [
    (["--resume", "x.json", "--seed", "3"], "--resume continues"),
    (["--resume", "x.json", "--eclipsis"], "--resume continues"),
    (["--json", "--save", "x.json"], "--json prints the whole order"),
    (["--json", "--no-save"], "--json prints the whole order"),
    (["--save", "x.json", "--no-save"], "not both"),
    (["--save", "no/such/folder/x.json"], "no such folder"),
    (["--save", "x\x00y"], "not a usable file name"),
    (["--resume", "missing.json"], "no such file"),
])
def test_dealer_option_refusals(argv, message, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run("tolomeo", "events", *argv)
    assert refused(code, out, err) and message in err, err


def test_an_existing_save_is_never_overwritten(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "tolomeo-events.json").write_text("mine")
    code, out, err = run("tolomeo", "events")
    assert refused(code, out, err) and "--resume tolomeo-events.json" in err
    assert (tmp_path / "tolomeo-events.json").read_text() == "mine"


def test_an_unwritable_save_is_one_line_and_nothing_else(tmp_path):
    code, out, err = run("tolomeo", "events", "--save", "/proc/playaid-deal.json")
    assert refused(code, out, err) and "cannot write" in err


def test_the_json_help_says_it_reveals_the_order():
    code, out, _ = run("tolomeo", "events", "--help")
    assert "it reveals every card to come" in " ".join(out.split())
    assert "The rulebook does not number the event cards" in " ".join(out.split())


@pytest.mark.parametrize("argv", [
    ["tolomeo"], ["tolomeo", "deal"], ["tolomeo", "events", "--seed", "-1"], ["tolomeo", "events", "--seed", "x"],
    ["tolomeo", "events", "--seed", "1" * 5000], ["tolomeo", "events", "--seed", str(2**64)],
    ["tolomeo", "events", "--seed", "1e3"], ["tolomeo", "events", "--seed", "\u0661"],
])
def test_events_refusals(argv):
    assert refused(*run(*argv))


@pytest.mark.parametrize("argv", [["tolomeo", "--help"], ["tolomeo", "events", "--help"], ["eclipsis", "--help"]])
def test_help_has_examples(argv):
    code, out, _ = run(*argv)
    assert code == 0 and "examples:" in out


# ------------------------------------------------------------------ typed text reaches the terminal escaped

ODD = ["A\ud800", "Bea\nWinner: Mallory", "\u202eevil", "x\x1b[2J"]


@pytest.mark.parametrize("name", ODD)
def test_score_prints_any_name_safely(name):
    game = {"players": [{"name": name, "side": "A", "studied": ["moon", "sun", "mars"]}]}
    for extra in ([], ["--json"]):
        code, out, err = run("score", "tolomeo", "-", *extra, stdin=json.dumps(game))
        assert code == 0 and not err
        out.encode("utf-8")
        assert "\nWinner: Mallory" not in out and "\x1b" not in out and "\u202e" not in out


@pytest.mark.parametrize("owner", ODD)
def test_eclipsis_prints_any_pawn_owner_safely(owner):
    """A lone surrogate in a pawn owner (valid JSON) used to crash the output with UnicodeEncodeError."""
    sky = {"constellations": {**SKY["constellations"], "taurus": {"pawns": {owner: 2}}}}
    for extra in ([], ["--json"]):
        code, out, err = run("eclipsis", "-", *extra, stdin=json.dumps(sky))
        assert code == 0 and not err
        out.encode("utf-8")
        assert "\x1b" not in out and "\u202e" not in out and "\nWinner" not in out


def test_an_endless_answer_is_read_in_bounded_pieces(tmp_path):
    code, out, err = run("tolomeo", "events", "--no-save", stdin="x" * 200_000 + "\n\n")
    assert code == 0 and out.count("Not understood") == 1 and "Setup: turn up the card in place" in out


# --- issue 19: the deal's save, as the solo game's ---------------------------------------------

def test_an_empty_resume_is_refused_not_a_new_deal(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run("tolomeo", "events", "--resume", "")
    assert refused(code, out, err) and "--resume" in err
    assert list(tmp_path.iterdir()) == []


def test_a_moved_count_of_cards_turned_up_is_noticed_by_the_checksum(tmp_path):
    path = tmp_path / "deal.json"
    run("tolomeo", "events", "--seed", "3", "--save", str(path), stdin="\n\n\nquit\n")
    data = json.loads(path.read_text())
    assert data["turned"] == 3 and data["checksum"].startswith("sha256:")
    data["turned"] = 1
    path.write_text(json.dumps(data))
    code, out, err = run("tolomeo", "events", "--resume", str(path))
    assert refused(code, out, err) and "changed" in err
    del data["checksum"]  # a deal saved before the checksum: still dealt
    path.write_text(json.dumps(data))
    code, out, err = run("tolomeo", "events", "--resume", str(path), stdin="quit\n")
    assert code == 0 and "Resuming" in out


def test_a_second_dealer_on_a_deal_being_dealt_is_refused_naming_the_first(tmp_path):
    import subprocess
    import sys
    import time

    path = tmp_path / "deal.json"
    first = subprocess.Popen([sys.executable, "-m", "playaid.generator.cli", "tolomeo", "events", "--seed", "5",
                              "--save", str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not path.exists():
            assert time.monotonic() < deadline and first.poll() is None
            time.sleep(0.02)
        code, out, err = run("tolomeo", "events", "--resume", str(path), stdin="\n")
        assert refused(code, out, err) and f"process {first.pid}" in err
        first.stdin.write("quit\n")
        first.stdin.flush()
        first.wait(timeout=30)
    finally:
        first.kill()
    code, out, err = run("tolomeo", "events", "--resume", str(path), stdin="quit\n")
    assert code == 0 and "Resuming" in out
    assert [p.name for p in tmp_path.iterdir()] == ["deal.json"]
