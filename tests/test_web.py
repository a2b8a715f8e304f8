"""The browser page's side of the session engine (automata/web.py), in CPython: JSON in, JSON out,
the same games, saves and refusals as ``playaid solo troyes``."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from playaid.automata import session as ses
from playaid.automata.leroy import BadAnswer
from playaid.automata.web import Game, describe
from playaid.rules.shared import RULING_MARK
from playaid.rules.troyes import RULING
from tests.golden import leroy as golden
from tests.golden.leroy import board

GOLDEN = Path(__file__).parent / "golden"


def reply(text: str) -> dict:
    data = json.loads(text)
    assert set(data) in ({"view", "save"}, {"error"}), data
    return data


def started(seed: int = 7, **options) -> Game:
    game = Game()
    reply(game.start(json.dumps({"seed": seed, **options})))
    return game


def test_a_game_answered_as_a_careful_player_does_is_the_sessions_own():
    game = started(7)
    same = ses.Session.start(7)
    while not game.session.finished:
        answer = board(same)
        r = reply(game.answer(answer))
        same.answer(answer)
        assert r["save"] == game.save()
    assert game.transcript() == same.transcript_text()
    assert r["view"]["finished"] and r["view"]["question"] is None and r["view"]["over"]


def test_the_golden_game_typed_as_the_page_shows_each_answer_gives_the_golden_transcript():
    """Each answer given as the text the page's buttons send: what the reader shows for its value."""
    game = started(7)
    for key, data in golden.read_answers("le-roy-seed-7-full"):
        ask = game.session.pending
        assert ask.key == key
        r = reply(game.answer(ask.reader.show(ask.reader.load(data))))
        assert "error" not in r
    expected = (GOLDEN / "le-roy-seed-7-full.transcript.txt").read_text(encoding="utf-8")
    assert game.transcript() == expected


def test_the_save_is_what_save_writes_and_loads_back(tmp_path):
    game = started(11)
    for _ in range(20):
        game.answer(board(game.session))
    path = tmp_path / "le-roy-11.json"
    ses.Store(path).save(game.session)
    assert game.save().encode("utf-8") == path.read_bytes()
    other = Game()
    r = reply(other.load(path.read_bytes(), path.name))
    assert r["view"]["step"] == 20 and r["view"]["note"] == "Continuing le-roy-11.json at step 20 (seed 11)."
    assert other.transcript() == game.transcript() and r["save"] == game.save()


def test_every_button_the_page_offers_is_an_answer_the_question_takes():
    """Over a whole game, each other answer and each toggle reads as an answer (nothing is given)."""
    seen = set()
    for seed, manual in ((7, False), (3, True)):
        game = started(seed, manual_dice=manual)
        while not game.session.finished:
            q = describe(game.session)["question"]
            ask = game.session.pending
            for choice in q["choices"]:
                ask.parse(choice["answer"])
                seen.add((q["key"], choice["label"]))
            if q["toggles"]:
                ask.parse(" ".join(t["answer"] for t in q["toggles"]))
            assert q["suggestion"] not in [c["label"] for c in q["choices"]]
            assert q["field"] in (None, "text", "number")
            game.answer(board(game.session))
    assert {("first", "le Roy"), ("your_turn", "pass"), ("banners", "no event")} <= seen


def test_a_refused_answer_changes_nothing_and_says_why_in_one_line():
    game = started(7)
    before = game.save()
    r = reply(game.answer("lots"))
    assert r["error"] == "Not understood: type a whole number in digits for the number of rounds. Try again."
    assert game.save() == before


def test_undo_and_redo_say_what_they_did_as_the_terminal_does():
    game = started(7)
    assert reply(game.undo())["error"] == "Nothing to undo yet."
    game.answer("3")
    game.answer("le roy")
    r = reply(game.undo())
    assert r["view"]["note"].startswith("Undo: took back 'le Roy' (Who starts round 1")
    assert r["view"]["question"]["key"] == "first" and r["view"]["can_redo"]
    r = reply(game.redo())
    assert r["view"]["note"] == "Redo: 'le Roy' again." and r["view"]["question"]["key"] == "cards"
    assert reply(game.redo())["error"].startswith("Nothing to redo")


def test_undo_after_the_final_answer_reopens_the_game():
    game = started(5)
    while not game.session.finished:
        game.answer(board(game.session))
    r = reply(game.undo())
    assert not r["view"]["finished"] and r["view"]["question"]["key"] == "final_you"


@pytest.mark.parametrize("seed, message", [
    ("abc", "a seed is a whole number, not 'abc'"), (-1, "a seed is a whole number from 0 to 2^63 - 1"),
    (2**63, "a seed is a whole number from 0 to 2^63 - 1"), (True, "a seed is a whole number, not 'True'"),
])
def test_a_seed_is_refused_as_the_command_line_refuses_it(seed, message):
    assert reply(Game().start(json.dumps({"seed": seed})))["error"] == message


def test_a_new_game_without_a_seed_picks_one_and_a_text_seed_is_read():
    assert 0 <= reply(Game().start(json.dumps({"seed": ""})))["view"]["seed"] < 1_000_000
    assert reply(Game().start(json.dumps({"seed": " 42 "})))["view"]["seed"] == 42
    assert reply(Game().start(json.dumps({"lang": "xx"})))["error"].startswith("language 'xx' is not available")


def version_1(answers, playaid="0.1.0") -> bytes:
    state = random.Random(7).getstate()
    return json.dumps({"format": ses.FORMAT, "version": 1, "playaid": playaid, "seed": 7, "manual_dice": False,
                       "lang": "en", "steps": len(answers), "finished": False, "answers": answers,
                       "rng": [state[0], list(state[1]), state[2]]}).encode()


def test_a_save_of_the_previous_format_is_carried_over_as_resume_carries_it_over(tmp_path):
    r = reply(Game().load(version_1(["3", "le roy"]), "old.json"))
    assert r["view"]["question"]["key"] == "cards" and r["view"]["step"] == 2
    assert json.loads(r["save"])["version"] == ses.FORMAT_VERSION


@pytest.mark.parametrize("raw, name", [
    (version_1(["6", "you", "bishopric 1"]), "old.json"),  # format 1, past what can be carried over
    (b'{"format": "playaid-le-roy-session", "version": 3, "playaid": "9.0"}', "new.json"),
    (b"{not json", "broken.json"),
    (b'{"format": "playaid-le-roy-session", "version": 2, "seed": 1}', "half.json"),
])
def test_a_save_is_refused_with_the_words_of_resume(tmp_path, raw, name):
    """One loader: the page's refusal is the command line's, less the pointer to a backup file."""
    path = tmp_path / name
    path.write_bytes(raw)
    with pytest.raises(ses.SaveError) as info:
        ses.load(path)
    game = started(3)
    before = game.save()
    refused = reply(game.load(raw, name))["error"]
    tail = f" (the previous good save, if any, is {ses.backup_path(path)}: resume from it with --resume " \
           f"{ses.backup_path(path)})"
    assert refused == str(info.value).replace(tail, "").replace(str(path), name)
    assert game.save() == before, "a refused save changed the game"


def test_the_save_kept_in_the_browser_is_named_so_and_a_huge_one_is_refused():
    assert reply(Game().load(b"{", ""))["error"].startswith("the game kept in this browser is damaged")
    assert reply(Game().load(b" " * (2 << 20), "big.json"))["error"] == \
        "big.json is too large for a save (at most 1024 KB)"


def test_the_view_names_each_ruling_in_words_and_lays_out_the_state():
    view = describe(started(7).session)
    marks = {m for t in (view["question"]["text"], view["question"]["hint"]) for m in re.findall(
        RULING_MARK + r"[A-Z]\d+", t)}
    assert {r["mark"] for r in view["rulings"]} == marks == {"\u2020G1", "\u2020A1"}
    g1 = next(r for r in view["rulings"] if r["mark"] == "\u2020G1")
    assert g1["topic"] == RULING["G1"].topic and "{" not in g1["ruling"]
    assert view["state"]["parts"] == {"at": "setup", "vp": "his VP 0", "characters": "characters left 6",
                                      "cathedral": "cathedral not asked yet"}
    assert view["state"]["dice"] is None
    assert not any("Press Enter" in line["text"] for line in view["said"]), "the terminal's keys shown"


def test_his_dice_are_tiles_best_first_and_the_board_diagram_keeps_its_columns():
    game = started(7)
    diagram = None
    while game.session.pending.key != "black":
        view = describe(game.session)
        diagram = diagram or [line for line in view["said"] if line["diagram"]]
        game.answer(board(game.session))
    view = describe(game.session)
    dice = view["state"]["dice"]
    assert dice and [d["text"] for d in dice] == view["state"]["parts"]["dice"].split()[2:]
    assert {d["colour"] for d in dice} <= {"red", "yellow", "white"}
    assert re.fullmatch(r"(red|yellow|white) [1-6]", dice[0]["name"])
    assert len(diagram) == 4 and len({len(line["text"].rstrip().split("  ")[0]) for line in diagram[1:]}) == 1


def test_a_question_the_reader_cannot_read_is_what_the_session_refuses():
    game = started(7)
    with pytest.raises(BadAnswer):
        game.session.pending.parse("21")


def test_the_view_recalls_the_last_answer_and_leaves_out_what_the_bar_shows():
    game = started(7)
    assert describe(game.session)["last"] is None
    game.answer("3")
    game.answer("le roy")
    last = describe(game.session)["last"]
    assert last == {"question": game.session.asked[-1], "answer": "le Roy"}
    while game.session.pending.key != "cathedral":  # his first turn: the state line opens it
        game.answer(board(game.session))
    view = describe(game.session)
    assert game.session.ctx.state_line() in [line.strip() for line in game.session.said]
    assert not any(line["text"].startswith("Now: ") for line in view["said"])


def test_the_sheet_s_pointer_to_the_page_is_one_line_naming_its_address():
    from playaid.rules.text import ENGLISH
    from playaid.rules.troyes import text as T

    line = ENGLISH(T.SHEET_PLAY_POINTER, page="play/")
    assert "Play le Roy page (play/)" in line and "\n" not in line and "playaid solo troyes" in line


def test_a_game_goes_on_in_the_page_s_language_and_the_save_stays_the_same_game():
    """A game started on the English page and loaded on the Italian one goes on in Italian, as
    ``--resume FILE --lang it`` does; its answers, dice and step are the same."""
    from playaid.automata.language import text_for
    from playaid.rules.troyes import text as T

    game = started(11)
    for _ in range(12):
        game.answer(board(game.session))
    italian = Game()
    r = reply(italian.load(game.save(), "", "it"))
    it = text_for("it")
    assert italian.session.lang == "it" and r["view"]["lang"] == "it" and r["view"]["step"] == 12
    assert r["view"]["note"] == it(T.PAGE_CONTINUING, name=it(T.PAGE_STORED_SAVE), step=12, seed=11)
    assert italian.session.answers == game.session.answers and italian.session.rng_state() == game.session.rng_state()
    assert r["view"]["question"]["text"] != describe(game.session)["question"]["text"], "asked in Italian"
    back = reply(Game().load(italian.save(), "", "en"))
    assert back["view"]["question"]["text"] == describe(game.session)["question"]["text"]


def test_a_language_the_page_does_not_have_is_refused_in_one_line():
    error = reply(Game().load(b"{}", "x.json", "fr"))["error"]
    assert "'fr'" in error and "en, it" in error and "\n" not in error


def test_what_only_the_board_shows_is_never_a_big_button_on_the_page():
    """No suggestion: the view's is empty, the page shows the answers and the field instead, and
    an empty answer is refused in one line, changing nothing."""
    game = started(7)
    game.answer("1")
    game.answer("you")
    q = describe(game.session)["question"]
    assert q["key"] == "cards" and q["suggestion"] == "" and {"label": "none", "answer": "none"} in q["choices"]
    before = game.save()
    error = reply(game.answer(""))["error"]
    assert "no suggestion" in error and game.save() == before
    while game.session.pending.key != "black":
        game.answer(board(game.session))
    q = describe(game.session)["question"]
    assert q["suggestion"] == "" and [c["label"] for c in q["choices"]] == ["none"] and q["field"] == "text"


def test_the_meeples_as_last_known_are_one_tap_and_read_back():
    game = started(5)
    while not (game.session.pending.key == "meeples"):
        game.answer(board(game.session))
    q = describe(game.session)["question"]
    last = game.session.pending.reader.show(game.session.ctx.state.board.counts())
    assert q["suggestion"] == "" and q["choices"] == [{"label": last, "answer": last}]
    assert "error" not in reply(game.answer(q["choices"][0]["answer"]))


def test_redo_of_an_answer_that_no_longer_fits_is_a_note_never_a_crash():
    game = started(7)
    for a in ("3", "you", "none"):
        game.answer(a)
    data = json.loads(game.save())
    data.pop("checksum")
    data["undone"] = [["meeple", ["palace", 9]]]
    other = Game()
    reply(other.load(json.dumps(data).encode(), "edited.json"))
    r = reply(other.redo())
    assert "no longer fits" in r["view"]["note"] and not r["view"]["can_redo"]
    assert reply(other.redo())["error"].startswith("Nothing to redo")


def test_an_answer_longer_than_any_is_refused_without_reading_it_as_a_number():
    game = started(7)
    error = reply(game.answer("9" * 5000))["error"]
    assert "no answer is longer than 200 characters" in error and len(error) < 200


def test_the_page_writes_and_checks_the_checksum_of_the_command_lines_save_format(tmp_path):
    """A save the page writes loads in ``playaid solo`` and the other way round; one edited after
    it was written is refused by its checksum, the game in play left as it was; one written before
    the checksum loads."""
    game = started(7)
    for a in ("3", "you", "none"):
        game.answer(a)
    data = json.loads(game.save())
    assert data["checksum"] == ses.checksum(data)
    path = tmp_path / "page.json"
    path.write_text(game.save(), encoding="utf-8")
    session, _ = ses.load(path)
    assert session.answers == game.session.answers
    ses.Store(path).save(session)
    other = Game()
    assert reply(other.load(path.read_bytes(), "page.json"))["view"]
    assert other.session.answers == game.session.answers
    data["answers"][0] = ["rounds", 2]
    before = other.session
    error = reply(other.load(json.dumps(data).encode(), "edited.json"))["error"]
    assert "edited.json" in error and "checksum does not match" in error and other.session is before
    del data["checksum"]
    reply(other.load(json.dumps(data).encode(), "old.json"))
    assert other.session.answers[0] == ["rounds", 2]
