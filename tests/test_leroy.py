"""The le Roy script: it asks only what it cannot know, reads answers as people type them, keeps
his score by source, and sequences the rules core."""

from __future__ import annotations

import json
import random

import pytest

from playaid.automata import leroy
from playaid.automata.leroy import BadAnswer, Context, play
from playaid.automata.session import Session
from playaid.rules import troyes as tr

from tests.golden.leroy import board
from tests.languages import ITALIAN_ANSWERS

L = leroy.ENGLISH


def game(policy=lambda s: "", seed=5, manual=False, limit=3000) -> Session:
    """A whole game through the session engine, answering each question with policy(session) (raw
    text), or as a careful player does on a plain board (tests.golden.leroy.board)."""
    s = Session.start(seed, manual)
    for _ in range(limit):
        if s.finished:
            return s
        ask = s.pending
        if ask.default:
            ask.parse(ask.default)  # every suggestion must be a valid answer when it is offered
        s.answer(policy(s) or board(s))
    raise AssertionError("the game did not end")


def asked(s: Session) -> list[str]:
    """The ids of the questions that were asked, in order."""
    return [key for key, _ in s.answers]


def forced(rolls, **answers):
    """A policy for a manual-dice game: le Roy's black dice follow ``rolls`` (totals), other ids from ``answers``."""
    queue = list(rolls)

    def answer(s):
        key = s.pending.key
        if key == "roll":
            return str(queue.pop(0)) if queue else "roll"
        if key in ("setup_dice", "dice"):
            return "roll"
        value = answers.get(key, "")
        return value(s) if callable(value) else value
    return answer


def lines_of(rolls, **answers) -> list[str]:
    return game(forced(rolls, **answers), manual=True).transcript


# --- a whole game -----------------------------------------------------------------------------

def test_a_careful_player_plays_a_whole_game_of_the_rounds_asked_for():
    s = game()
    assert s.transcript[-2].startswith("Rating band") and s.transcript[-1].startswith(("A win.", "Not a win."))
    assert sum(1 for line in s.transcript if line.startswith("ROUND ")) == leroy.DEFAULT_ROUNDS


#: The questions whose answer only the board shows: never suggested, unless the state proves it.
BOARD_ONLY = {"cards", "meeples", "black", "banners", "event_vp", "sell", "cathedral", "cubes_vp", "tradesman_vp",
              "character", "builders", "end_characters", "final_you"}


@pytest.mark.parametrize("seed, cards", [(3, "none"), (5, "1 2 3 4"), (11, "builders")])
def test_no_question_whose_answer_only_the_board_shows_offers_a_suggestion(seed, cards):
    """A careless Enter never answers for the board: such a question has no suggestion, and an
    empty answer to it is refused, changing nothing. Only the cathedral and the free banners are
    suggested, and only when the state proves it: nobody but him has acted since the last answer
    (his cubes counted; no event or no free banner, so he resolved nothing)."""
    s = Session.start(seed)
    asked_keys = set()
    while not s.finished:
        ask = s.pending
        if ask.key in BOARD_ONLY:
            asked_keys.add(ask.key)
            if ask.key == "cathedral" and s.ctx.state.cathedral_sure:
                assert ask.default == str(s.ctx.state.cathedral)
            elif ask.key == "banners" and s.ctx.state.banners_sure:
                assert ask.default == s.ctx.state.banners_sure and ask.parse(ask.default) in ("no_event", 0)
            else:
                assert ask.default == "", (ask.key, ask.default)
                before = (list(s.answers), list(s.transcript))
                with pytest.raises(BadAnswer, match="no suggestion"):
                    s.answer("")
                assert (s.answers, s.transcript) == before
            assert "[" not in ask.prompt or ask.key in ("cathedral", "banners")
        s.answer(cards if ask.key == "cards" else ("pass" if ask.key == "your_turn" and s.ctx.state.his_turn > 2
                                                   else board(s)))
    assert {"cards", "meeples", "black", "cathedral", "final_you"} <= asked_keys


def test_the_game_ends_after_the_rounds_given_and_never_asks_whether_it_has():
    s = game(lambda s: "2" if s.pending.key == "rounds" else "")
    assert sum(1 for line in s.transcript if line.startswith("ROUND ")) == 2
    assert "end" not in asked(s) and not any("Has the game ended" in line for line in s.transcript)


def test_every_question_has_a_hint_and_any_suggestion_is_a_valid_answer():
    s = Session.start(3)
    while not s.finished:
        assert s.pending.hint
        assert not s.pending.default or s.pending.parse(s.pending.default) is not None
        s.answer(board(s))


def test_manual_dice_are_used_as_typed():
    policy = {"setup_dice": "R6 R5 Y4 Y3 W2 W1", "dice": "roll", "roll": "3 4", "rounds": "1"}
    s = game(lambda s: policy.get(s.pending.key, ""), manual=True)
    assert any("le Roy rolls R6, R5, Y4, Y3, W2, W1" in line for line in s.transcript)
    assert any("black dice 7." in line for line in s.transcript)
    assert {"setup_dice", "dice", "roll"} <= set(asked(s))


# --- readers: spaces or commas, and the bounds of a real game -----------------------------------

@pytest.mark.parametrize("reader, good, bad", [
    (leroy.YesNo(), {"y": True, "No": False}, ["maybe", "1"]),
    (leroy.Who(), {"you": "you", "le roy": "le_roy", "King": "le_roy"}, ["bob"]),
    (leroy.TwoBlack(), {"3,4": 7, "3 4": 7, "12": 12, "6+6": 12, "roll": "roll"}, ["1", "13", "7,1", "a", "1_0"]),
    (leroy.Black(), {"6,4": ((6, 4),), "6 4 1": ((6, 4, 1),), "none": (), "6,4/5": ((6, 4), (5,)),
                     "6 4 / 5 2": ((6, 4), (5, 2)), "6 6 6 6 6 6": ((6,) * 6,)},
     ["0", "7", "x", "6,4/", "6 6 6 6 6 6 6", "1/2/3", "-1"]),
    (leroy.Counts(), {"4/2 5/1 3/3": {tr.Building.PALACE: (4, 2), tr.Building.CITY_HALL: (5, 1),
                                      tr.Building.BISHOPRIC: (3, 3)},
                      "4 2, 5 1, 3 3": {tr.Building.PALACE: (4, 2), tr.Building.CITY_HALL: (5, 1),
                                        tr.Building.BISHOPRIC: (3, 3)}},
     ["4 2 4", "7/0 4/2 4/2", "a b c d e f", "-1/2 4/2 4/2"]),
    (leroy.Number(0, tr.MAX_VP, leroy.T.WHAT_POINTS), {"0": 0, " 12 ": 12, "999": 999},
     ["-2", "1_0", "1000", "1.5", "\u0663", "+3", "ten", ""]),
    (leroy.Cards(), {"none": (), "1 3": (tr.ModifiedCard.TAX_COLLECTOR, tr.ModifiedCard.TRAVELING_BUILDERS),
                     "tax, builders": (tr.ModifiedCard.TAX_COLLECTOR, tr.ModifiedCard.TRAVELING_BUILDERS),
                     "Traveling Builders, Banquet": (tr.ModifiedCard.TRAVELING_BUILDERS, tr.ModifiedCard.BANQUET),
                     "4,2": (tr.ModifiedCard.TITHE, tr.ModifiedCard.BANQUET)}, ["5", "chess", "1 x"]),
    (leroy.Dice(), {"R6 R2": tr.parse_dice("R6,R2"), "r6,w2": tr.parse_dice("R6,W2"), "none": ()},
     ["R7", "B3", "R6,,R2"]),
    (leroy.Banners(), {"0": 0, "2": 2, "no event": "no_event", "None": "no_event"}, ["10", "-1", "lots"]),
])
def test_answer_readers(reader, good, bad):
    for text, value in good.items():
        assert reader.read(text) == value, text
        assert reader.load(json.loads(json.dumps(reader.dump(value)))) == value, "saved and loaded alike"
        assert reader.read(reader.show(value)) == value, "what the transcript shows reads back"
    for text in bad:
        with pytest.raises(BadAnswer):
            reader.read(text)


def test_the_bounds_name_their_ruling():
    with pytest.raises(BadAnswer, match="\u2020A1"):
        leroy.Black().read("6 6 6 6 6 6 6")
    with pytest.raises(BadAnswer, match="red events a round"):
        leroy.Black().read("1/2/3")


def until(policy, key, seed=5, manual=True, nth=1) -> Session:
    """A game played with ``policy`` until question ``key`` is asked the ``nth`` time."""
    s = Session.start(seed, manual)
    while True:
        if s.pending.key == key:
            nth -= 1
            if not nth:
                return s
        s.answer(policy(s) or board(s))


def test_your_final_score_is_bounded_by_ruling_v2_and_says_so():
    """The question, its hint and its refusal all carry †V2, which bounds a final score."""
    s = until(forced([8], rounds="1"), "final_you")
    assert "\u2020V2" in s.pending.text and "0 to 999 VP" in s.pending.text
    assert "\u2020V2" in s.pending.hint
    with pytest.raises(BadAnswer, match="\u2020V2"):
        s.answer("1000")
    with pytest.raises(BadAnswer, match="\u2020V2"):
        s.answer("-1")


def test_his_final_score_is_his_sum_never_cut_to_a_bound():
    """†V1: his final score is what he scored. A sum above 999 (a typing error, each answer within
    †A1) is kept as it is, so the margin said is the difference of the two scores said."""
    s = game(forced([8, 8], rounds="1", character="700", end_characters="0", final_you="50"), manual=True)
    roy = sum(s.ctx.state.points.values())
    assert roy > tr.MAX_VP
    assert s.ctx.result["le_roy"] == roy and s.ctx.result["margin"] == 50 - roy
    assert f"You 50 VP, le Roy {roy} VP: margin {50 - roy:+d}." in s.transcript


def test_a_saved_value_is_checked_as_a_typed_one():
    for reader, data in ((leroy.Number(0, 9, leroy.T.WHAT_BANNERS), 12), (leroy.Number(0, 9, leroy.T.WHAT_BANNERS), True),
                         (leroy.Dice(), ["R9"]), (leroy.Black(), [[7]]), (leroy.Who(), "bob"), (leroy.Cards(), "x"),
                         (leroy.Counts(), [[7, 0], [4, 2], [4, 2]])):
        with pytest.raises(BadAnswer):
            reader.load(data)


def test_dice_reader_checks_colour_counts():
    parse = leroy.Dice(expect={tr.Colour.RED: 1, tr.Colour.YELLOW: 0, tr.Colour.WHITE: 1}).read
    assert [str(d) for d in parse("R3 W2")] == ["R3", "W2"]
    for bad in ("R3", "R3,Y2", "R3,W2,W1", "Q3,W1"):
        with pytest.raises(BadAnswer):
            parse(bad)


def test_place_reader():
    board = tr.Board.empty().put(tr.Building.PALACE, 1, tr.Side.LE_ROY)
    parse = leroy.Place(lambda: board).read
    assert parse("palace 2") == (tr.Building.PALACE, 2)
    assert parse("palace, 2") == (tr.Building.PALACE, 2)
    assert parse("p3") == (tr.Building.PALACE, 3)
    assert parse("city hall") == (tr.Building.CITY_HALL, 1)
    for bad in ("palace 1", "palace 9", "garden 2", ""):
        with pytest.raises(BadAnswer):
            parse(bad)


def test_player_turn_reader():
    pool = tr.parse_dice("R5,Y3,Y3")
    reader = leroy.PlayerTurn(lambda: pool)
    assert reader.read("") == ("done", ())
    assert reader.read("pass") == ("pass", ())
    assert reader.read("take Y3,Y3") == reader.read("buy Y3 Y3") == ("take", tr.parse_dice("Y3,Y3"))
    assert reader.dump(reader.read("buy R5")) == ["take", ["R5"]] and reader.show(("take", pool[:1])) == "take R5"
    for bad in ("buy W1", "buy Y3,Y3,Y3", "buy", "dance"):
        with pytest.raises(BadAnswer):
            reader.read(bad)


# --- answers in another language -------------------------------------------------------------------

def test_another_language_s_answers_are_read_and_english_ones_still_are():
    it = ITALIAN_ANSWERS
    assert leroy.YesNo(it).read("Sì") is leroy.YesNo(it).read("si") is leroy.YesNo(it).read("yes") is True
    assert leroy.Who(it).read("tu") == leroy.YOU and leroy.Who(it).read("le roy") == leroy.LE_ROY
    assert leroy.Cards(it).read("nessuno") == () and leroy.Banners(it).read("nessun evento") == "no_event"
    assert leroy.Dice(it, roll=True).read("tira") == "roll"
    dice = leroy.Dice(it)
    # the language's letters (G giallo, B bianco), and the English ones where they mean nothing else
    assert dice.read("R6 G3 B2") == dice.read("r6, y3, w2") == tr.parse_dice("R6 Y3 W2")
    assert dice.show(tr.parse_dice("R6 Y3 W2")) == "R6 G3 B2"
    assert dice.dump(dice.read("G3")) == ["Y3"], "a save holds the English notation, whatever was typed"
    assert dice.load(["Y3", "W2"]) == tr.parse_dice("Y3 W2")
    with pytest.raises(BadAnswer, match="G giallo"):
        dice.read("Q3")


def test_places_are_read_by_the_language_s_names_initials_and_colours():
    board = tr.Board.empty().put(tr.Building.PALACE, 1, tr.Side.LE_ROY)
    parse = leroy.Place(lambda: board, ITALIAN_ANSWERS).read
    assert parse("palazzo 2") == parse("Palazzo [Palace] 2") == parse("palace 2") == (tr.Building.PALACE, 2)
    assert parse("municipio") == parse("m") == parse("giallo") == parse("g") == (tr.Building.CITY_HALL, 1)
    assert parse("vescovado 3") == parse("bianco3") == (tr.Building.BISHOPRIC, 3)
    assert leroy.Place(lambda: board, ITALIAN_ANSWERS).show((tr.Building.PALACE, 2)) == "Palazzo [Palace] 2"


def test_a_turn_is_read_with_the_language_s_words():
    pool = tr.parse_dice("R5,Y3,Y3")
    reader = leroy.PlayerTurn(lambda: pool, ITALIAN_ANSWERS)
    assert reader.read("fatto") == reader.read("") == ("done", ())
    assert reader.read("passo") == ("pass", ())
    assert reader.read("compra G3") == reader.read("prendi g3") == reader.read("take Y3") == ("take", pool[1:2])
    assert reader.show(("take", pool[1:2])) == "prendi G3"
    with pytest.raises(BadAnswer, match="'compra R5'"):  # the hint names the language's words
        reader.read("prendi")


def test_every_word_a_hint_tells_the_player_to_type_is_one_the_readers_take():
    """The hints name the typed words through placeholders; here each is read back, in English
    and in a made-up Italian, by the reader that asks for it."""
    for lang in (leroy.ENGLISH, ITALIAN_ANSWERS):
        words = leroy.T.answer_words(lang)
        assert leroy.YesNo(lang).read(words["word_yes"]) is True and leroy.YesNo(lang).read(words["word_no"]) is False
        assert leroy.Who(lang).read(words["word_you"]) == leroy.YOU
        assert leroy.Who(lang).read(words["word_le_roy"]) == leroy.LE_ROY
        assert leroy.Cards(lang).read(words["word_none"]) == ()
        assert leroy.Dice(lang, roll=True).read(words["word_roll"]) == "roll"
        assert leroy.TwoBlack(lang).read(words["word_roll"]) == "roll"
        assert leroy.Banners(lang).read(words["word_no_event"]) == "no_event"
        turn = leroy.PlayerTurn(lambda: tr.parse_dice("R5 Y3 Y2"), lang)
        assert turn.read(words["word_pass"])[0] == "pass" and turn.read(words["word_done"])[0] == "done"
        assert turn.read(f"{words['word_buy']} {words['R']}5") == turn.read(f"{words['word_take']} {words['R']}5")
        assert turn.read(f"{words['word_take']} {words['Y']}3 {words['Y']}2")[1] == tr.parse_dice("Y3 Y2")
        board = tr.Board.empty()
        assert leroy.Place(lambda: board, lang).read(f"{words['word_palace']} 2") == (tr.Building.PALACE, 2)
        assert leroy.Place(lambda: board, lang).read(f"{words['word_bishopric']} 5") == (tr.Building.BISHOPRIC, 5)
        assert leroy.Dice(lang).read(f"{words['R']}6 {words['Y']}3 {words['W']}2") == tr.parse_dice("R6 Y3 W2")


# --- never ask what it knows --------------------------------------------------------------------

def test_after_you_pass_he_never_asks_which_of_your_dice_he_could_buy():
    s = game(forced([3] * 30, rounds="1", your_turn="pass"), manual=True)
    assert "sell" not in asked(s)
    assert ("sell", []) in s.known
    assert any("None to sell: he uses his own" in line for line in s.transcript)


def test_with_you_still_playing_he_asks_which_dice_he_could_buy():
    s = game(forced([3], rounds="1", sell="W4 R3"), manual=True)
    assert "sell" in asked(s) and ["sell", ["W4", "R3"]] in s.answers


def test_no_black_dice_question_when_he_has_no_dice():
    s = game(lambda s: {"rounds": "2", "meeples": "0/2 0/1 0/3"}.get(s.pending.key, ""))
    blacks = [k for k, _ in s.answers if k == "black"]
    assert len(blacks) == 1 and ("black", []) in s.known
    assert any("no dice this round: he takes no turn" in line for line in s.transcript)


def test_once_full_the_cathedral_stays_full_without_asking():
    s = game(forced([7, 7, 7], rounds="1", cathedral="0", cards="3"), manual=True)
    assert asked(s).count("cathedral") == 1
    assert [v for k, v in s.known if k == "cathedral"] == [0, 0]
    assert [v for k, v in s.known if k == "builders"] == [False]
    assert sum("stays full. \u2020C3" in line for line in s.transcript) == 2
    assert s.ctx.state.points["cathedral"] == 3 * tr.CATHEDRAL_FULL_VP


def test_the_cathedral_says_its_bound_never_grows_and_is_suggested_only_when_proven():
    """First asked: no bound but a typing error's, no suggestion. Then at most what was last left,
    said in the question; suggested only while nobody but him has acted since (you passed)."""
    s = Session.start(5, True)
    seen = []
    policy = forced([7, 7, 7], rounds="1", cathedral=lambda s: "3" if s.ctx.state.cathedral is None else "1",
                    your_turn=lambda s: "pass" if s.ctx.state.his_turn >= 2 else "")
    while not s.finished:
        if s.pending.key == "cathedral":
            seen.append((s.pending.text.strip(), s.pending.default))
            if s.ctx.state.cathedral is not None:
                with pytest.raises(BadAnswer, match="only shrink"):
                    s.answer(str(s.ctx.state.cathedral + 1))
        s.answer(policy(s) or board(s))
    assert seen[0] == ("How many free spaces are left on the cathedral?", "")
    assert seen[1] == ("How many free spaces are left on the cathedral (at most 1)?", "")  # you played since
    assert any("Put 1 of his cubes on the last free space" in line for line in s.transcript)


def test_the_cathedral_is_suggested_when_he_plays_twice_in_a_row():
    s = Session.start(5, True)
    policy = forced([7, 7], rounds="1", cathedral=lambda s: "6" if s.ctx.state.cathedral is None else "",
                    your_turn="pass")
    seen = []
    while not s.finished:
        if s.pending.key == "cathedral":
            seen.append(s.pending.default)
        s.answer(policy(s) or board(s))
    assert seen[:2] == ["", "4"], "after you passed, nobody but he touched it: the state proves 4"


@pytest.mark.parametrize("said", ["no event", "0"])
def test_no_event_or_no_free_banner_is_suggested_again_only_while_nobody_but_him_has_acted(said):
    """After you passed, he plays alone: an event row finds what was last answered, if that was
    no event or no free banner (he resolved nothing, so nothing changed). Before you pass, each
    of your turns may change the events: no suggestion; nor in a new round, which lays out its own."""
    s = Session.start(5, True)
    turns = []

    def your_turn(s):
        turns.append(s.ctx.state.round)
        return "pass" if turns.count(s.ctx.state.round) > 1 else "done"

    policy = forced([5, 9, 5, 5, 9, 5] * 3, rounds="2", banners=said, your_turn=your_turn)
    seen = []
    while not s.finished:
        st = s.ctx.state
        if s.pending.key == "banners":
            seen.append((st.round, st.player_out, s.pending.default))
        s.answer(policy(s) or board(s))
    for (round_, out, default), before in zip(seen, [None, *seen]):
        again = before is not None and before[0] == round_ and out  # your pass is no action
        assert default == (said if again else ""), seen
    assert any(default for _, _, default in seen) and any(r == 2 and not d for r, _, d in seen)


def test_no_character_left_is_scored_without_asking():
    s = game(forced([8] * 8, rounds="1"), manual=True)
    assert asked(s).count("character") == tr.CHARACTER_CARDS
    assert "end_characters" not in asked(s)
    assert s.ctx.state.points["characters"] == (8 - tr.CHARACTER_CARDS) * tr.NO_CHARACTER_VP


def test_the_banner_question_takes_no_event_and_says_what_he_spends():
    for answer in ("no event", "0"):
        lines = lines_of([5], rounds="1", banners=answer)
        at = next(i for i, line in enumerate(lines) if "free banners" in line)
        assert lines[at + 1] == "  He spends no dice."
        assert "nothing happens, no die spent. \u2020E1" in lines[at + 2]
    s = game(forced([5], rounds="1", banners="no event"), manual=True)
    assert ["banners", "no_event"] in s.answers and "event_vp" not in asked(s)


def test_only_his_points_are_asked_never_yours_nor_his_final_score():
    s = game(forced([8, 8], rounds="1"), manual=True)
    keys = set(asked(s))
    assert {"character", "end_characters", "final_you"} <= keys
    assert not keys & {"char_you", "char_roy", "end_char_you", "end_char_roy", "final_roy"}


# --- his score, computed by source ----------------------------------------------------------------

def test_his_score_is_added_up_by_source_and_never_asked():
    answers = dict(rounds="1", cards="3", sell="W4", banners="2", event_vp="3", cathedral="9", cubes_vp="4",
                   tradesman_vp="5", character="6", builders="yes", end_characters="7", final_you="50")
    s = game(forced([2, 5, 7, 6, 8] + [4] * 20, **answers), manual=True)  # then workers: no VP
    points = s.ctx.state.points
    assert points == {"table": 2, "cathedral": 4, "characters": 13, "events": 3, "tradesmen": 5, "builders": 1}
    total = sum(points.values())
    assert s.ctx.result["le_roy"] == total and s.ctx.result["margin"] == 50 - total
    text = "\n".join(s.transcript)
    assert f"computed from what happened: {total} VP. \u2020V1" in text
    assert "Traveling Builders: the cathedral has an empty space, so le Roy gains 1 VP, once this round" in text
    assert f"You 50 VP, le Roy {total} VP: margin {50 - total:+d}." in text
    for source, vp in points.items():  # each gain was said as it happened, and they add up
        said = [int(line.split("(+")[1].split(",")[0]) for line in s.transcript
                if "Le Roy's VP:" in line and line.rstrip(").").endswith(leroy.ENGLISH(leroy.T.SOURCES[source]))]
        assert sum(said) == vp, source


def test_the_summary_counts_his_dice():
    s = game(forced([7], rounds="1", black="6", your_turn=lambda s: "take " + str(s.ctx.state.dice[-1])
                    if s.ctx.state.taken == 0 else ""), manual=True)
    st = s.ctx.state
    assert st.rolled == st.spent + st.fought + st.taken and st.fought == 1 and st.taken == 1
    assert any(line.startswith(f"His dice: {st.rolled} rolled; {st.spent} spent on his turns, 1 against black dice, "
                               "1 taken by you.") for line in s.transcript)


# --- the card modifications ---------------------------------------------------------------------

def test_the_cards_in_play_are_asked_at_setup_and_recalled_when_they_apply():
    s = game(lambda s: {"rounds": "1", "cards": "1 2 3 4"}.get(s.pending.key, ""))
    text = "\n".join(s.transcript)
    assert "In play and changed against le Roy: Tax Collector, Tithe, Traveling Builders and Banquet." in text
    import re

    tax = re.search(r"Tax Collector in play: used this round, his (\d+) citizens in the City Hall bring you "
                    r"(\d+) deniers", text)
    assert tax and int(tax[2]) == int(tax[1]) * tr.TAX_COLLECTOR_DENIERS
    assert f"Tithe in play: you may take up to {tr.TITHE_DICE} of his yellow dice" in text and "\u2020Y1" in text
    assert "Banquet in play: leave his dice out" in text
    assert "builders" in asked(s) + [k for k, _ in s.known]
    quiet = game(lambda s: {"rounds": "1"}.get(s.pending.key, ""))
    assert not any(w in "\n".join(quiet.transcript) for w in ("Tax Collector in play", "Traveling Builders:"))


# --- the state line -------------------------------------------------------------------------------

def state_at(policy, key, nth=1, seed=5, manual=False) -> str:
    """The state line when the ``nth`` question ``key`` is pending."""
    s = Session.start(seed, manual)
    seen = 0
    while not s.finished:
        if s.pending.key == key:
            seen += 1
            if seen == nth:
                return s.ctx.state_line()
        s.answer(policy(s) or board(s))
    raise AssertionError(f"no question {key} number {nth}")


def test_state_line_round_and_whose_turn():
    assert state_at(lambda s: "", "rounds").startswith("Now: setup;")
    assert state_at(lambda s: "", "black").startswith("Now: round 1 of 6; start of the round;")
    assert state_at(lambda s: "", "your_turn").startswith("Now: round 1 of 6; your turn;")
    assert state_at(forced([7, 7], cathedral="5"), "cathedral", 2, manual=True).startswith(
        "Now: round 1 of 6; le Roy's turn 2;")
    assert state_at(lambda s: "", "finish").startswith("Now: round 1 of 6; end of the round;")
    assert state_at(lambda s: "", "final_you").startswith("Now: round 6 of 6; end of the game;")


def test_state_line_dice_follow_what_you_take_and_what_he_spends():
    s = Session.start(5)
    while s.pending.key != "your_turn":
        s.answer(board(s))
    last = s.ctx.state.dice[-1]
    s.answer(f"buy {last}")
    line = s.ctx.state_line()
    dice = line.split("his dice ")[1].split(";")[0].split()
    assert len(dice) == len(s.ctx.state.dice) and " ".join(dice) == " ".join(map(str, s.ctx.state.dice))
    assert f"his dice {' '.join(map(str, s.ctx.state.dice))};" in line


def test_state_line_vp_and_characters_are_current_after_a_pass():
    line = state_at(forced([8] * 9, rounds="1", your_turn="pass", character="5"), "character", 2, manual=True)
    assert "his VP 5 (characters 5)" in line and "characters left 4" in line  # the second card is revealed


def test_state_line_cathedral_as_last_answered():
    assert "cathedral not asked yet" in state_at(forced([7, 7]), "cathedral", 1, manual=True)
    assert "cathedral 2 free spaces" in state_at(forced([7, 7], cathedral="4"), "cathedral", 2, manual=True)
    assert "cathedral 1 free space." in state_at(forced([7, 7], cathedral="3"), "cathedral", 2, manual=True)
    assert state_at(forced([7, 7, 7], cathedral="0", rounds="1"), "final_you", manual=True).endswith("cathedral full.")


def test_the_state_line_stands_before_each_of_his_turns():
    s = game()
    turns = [i for i, line in enumerate(s.transcript) if line.startswith("Le Roy's turn: black dice")]
    assert turns and all(s.transcript[i - 1].startswith("Now: ") and "le Roy's turn" in s.transcript[i - 1]
                         for i in turns)


# --- words, not codes -------------------------------------------------------------------------------

def test_the_building_places_are_explained_once_with_a_diagram():
    s = game()
    text = "\n".join(s.transcript)
    assert text.count("1 is the best, 6 the worst") == 1
    at = next(i for i, line in enumerate(s.transcript) if "1 is the best" in line)
    assert s.transcript[at + 1].split() == ["1", "2", "3", "4", "5", "6"]
    assert s.transcript[at + 2].split()[0] == "Palace" and s.transcript[at + 2].endswith("red dice")


def test_narration_marks_who_pays_and_what_becomes_of_the_bought_die():
    lines = lines_of([3, 2], rounds="1", sell="W4 R3")
    bought = [line for line in lines if "He buys your" in line]
    assert bought and all("the bank pays you" in line and "\u2020B2" in line for line in bought)
    assert all("used up" in line and "\u2020B3" in line and "\u2020B4" in line for line in bought)
    lines = lines_of([2, 3], rounds="1", sell="none")
    assert any("spends 3 of his own and pays nothing. \u2020B1" in line for line in lines)
    assert any("uses his own instead and pays you nothing" in line and "\u2020" not in line for line in lines)


def test_narration_marks_the_ruled_rows():
    lines = lines_of([12, 9, 10], rounds="1", banners="1")
    assert any("(row 12 copies row 2). \u2020T1" in line for line in lines)
    assert any("(row 9's price is row 5's). \u2020T2" in line for line in lines)
    assert not any("ruling T1" in line or "ruling S3" in line for line in lines)


def test_two_red_events_are_fought_one_after_the_other():
    lines = lines_of([], rounds="1", black="5 2/6")
    fights = [line for line in lines if "to remove the black" in line]
    assert len(fights) == 2 and all("\u2020K2" in line for line in fights)
    assert "Red event 1" in fights[0] and "black 5" in fights[0] and "black 6" in fights[1]


def test_final_scores_are_never_negative_and_a_draw_is_ruled():
    s = Session.start(2)
    while s.pending.key != "final_you":
        s.answer(board(s))
    for bad in ("-1", str(tr.MAX_VP + 1)):
        with pytest.raises(BadAnswer):
            s.answer(bad)
    s.answer(str(sum(s.ctx.state.points.values())))
    assert s.transcript[-2] == ("Rating band 0 to 5 (a margin of 0 is printed in two bands; it counts in 0 to 5): "
                                + tr.verdict(tr.band(0)) + " \u2020R1")
    assert s.transcript[-1] == ("Not a win. A game is won when its rating band spares your head: 6 to 10, 11 to 15 "
                                "and 21 or more. \u2020W6")


def test_a_ruling_is_named_by_its_key_alone_after_the_sentence_it_qualifies():
    """The terminal marks a ruling by its key after the sentence (never inside it, never inside a
    question, never with its words); ``why`` says the words."""
    s = game()
    import re

    for line in s.transcript + [a for a in s.asked]:
        for m in re.finditer("\u2020[A-Z][0-9]+", line):
            before, after = line[:m.start()], line[m.end():]
            assert before.endswith(" "), line
            assert not after or after[0] in " ", line  # never "(†G1: ...)", never "(†G1)?"
            assert re.search(r"[.?!)\]]\s*(\u2020[A-Z][0-9]+\s*)*$", before), line
    assert not any("(\u2020" in line for line in s.transcript)
    text = "\n".join(s.transcript)
    for key in ("G1", "G2", "S5", "D2", "K1", "C2"):
        assert f"\u2020{key}" in text and tr.RULING[key].topic[1:] not in text, key


def test_the_setup_follows_the_core_order():
    s = game(seed=4)
    assert asked(s).count("meeple") == tr.PLAYER_MEEPLES
    assert all("\u2020S5" in line for line in s.transcript if "Where do you put your meeple" in line)


def test_the_golden_games_roll_every_row_of_le_roy_table():
    """The playthroughs are the engine's record: together they exercise each row of his table."""
    import re
    from pathlib import Path

    golden = Path(__file__).parent / "golden"
    rolled = set()
    for path in golden.glob("le-roy-*.playthrough.txt"):
        rolled |= {int(n) for n in re.findall(r"black dice \d \+ \d = (\d+)\.", path.read_text(encoding="utf-8"))}
    assert rolled == set(tr.TABLE)


def test_the_playthrough_gives_state_question_accepted_answers_and_answer_at_every_step():
    from tests.golden import leroy as golden

    text = golden.files()["le-roy-seed-7-one-round.playthrough.txt"]
    steps = text.split("\n\nstep ")[1:]
    assert len(steps) == len(golden.short_session().answers)
    for step in steps:
        lines = step.splitlines()
        assert [line.split(":")[0] for line in lines[1:6]] == ["state", "question", "accepts", "answer",
                                                                "saved as"], step
    assert "known: sell = [] (not asked)" in text


def test_the_automaton_and_playaid_leroy_say_a_turn_in_the_same_words():
    """One row, one sentence: what the automaton narrates is what ``playaid leroy turn`` prints."""
    import io

    from playaid.generator.cli import main
    from playaid.rules.troyes import text as T

    s = game(forced([11], rounds="1", sell="W4 R3"), manual=True)
    his = s.ctx.state  # noqa: F841 - the game ran; compare its words with the command's
    t = tr.turn(11, tr.parse_dice("R5,Y3"), tr.parse_dice("W4,R3"))
    out = io.StringIO()
    main(["leroy", "turn", "--roll", "11", "--dice", "R5,Y3", "--player-dice", "W4,R3"], stdout=out,
         stderr=io.StringIO(), stdin=io.StringIO())
    import re

    for sentence in (T.sale_text(t), T.action_text(t)):  # the automaton puts the marks after the sentence
        assert f"  {leroy.marks_after(sentence)}" in s.transcript and f"  {sentence}" in out.getvalue().splitlines()


def test_the_automaton_speaks_the_language_of_its_context():
    from tests.test_troyes_text import MARKED

    ctx = Context(random.Random(7), text=MARKED)
    gen = play(ctx)
    ask = next(gen)
    assert ask.text.startswith("\u00bbHow many rounds will you play?") and ask.text.endswith("\u2020G1")
    assert ask.hint.startswith("\u00bb")
    assert ctx.lines[0] == "\u00bbTHE KING'S CHALLENGE: you against le Roy"
    ask = gen.send(1)
    assert ask.text.startswith("\u00bb")
    assert ctx.state_line().startswith("\u00bbNow: ")


def test_traveling_builders_is_known_when_the_cathedral_was_answered_after_your_last_action():
    """You passed, then he put cubes on a cathedral with room left: nobody can fill it before the
    round ends, so Traveling Builders scores without a question."""
    s = game(forced([7] + [4] * 20, rounds="1", cards="3", your_turn="pass", cathedral="5", cubes_vp="1"),
             manual=True)
    assert "builders" not in asked(s) and ("builders", True) in s.known
    assert s.ctx.state.points["builders"] == tr.TRAVELING_BUILDERS_VP
    asked_game = game(forced([7] + [4] * 20, rounds="1", cards="3", cathedral="5"), manual=True)
    assert "builders" in asked(asked_game), "you could still have filled it: he asks"


def test_the_automaton_modules_speak_only_through_the_text_source():
    """No sentence in the session, the history or the command line that the text source does not hold."""
    from pathlib import Path

    import playaid.automata
    from tests.test_text_source import prose

    folder = Path(playaid.automata.__file__).parent
    for name, marked in (("session.py", False), ("console.py", False), ("history.py", False), ("cli.py", True)):
        assert not prose(folder / name, allow_marked=marked), name


# --- the rulebook's limits in every answer --------------------------------------------------------

def test_taking_a_fourth_die_in_one_action_is_refused_with_the_limit_and_the_rule():
    """An action uses at most 3 dice, the Tithe's too (line 108): 'take R5 Y6 Y6 Y5' would shrink
    his pool by four and make every later turn wrong."""
    pool = tr.parse_dice("R5 Y6 Y6 Y5 W1")
    reader = leroy.PlayerTurn(lambda: pool)
    with pytest.raises(BadAnswer, match=r"at most 3 dice, even with the Tithe.*4 of his"):
        reader.read("take R5 Y6 Y6 Y5")
    assert reader.read("take Y6 Y6 Y5") == ("take", tr.parse_dice("Y6 Y6 Y5"))
    s = until(lambda s: {"rounds": "1", "cards": "tithe"}.get(s.pending.key, ""), "your_turn", manual=False)
    dice = s.ctx.state.dice
    before = (list(s.answers), s.ctx.state.dice)
    with pytest.raises(BadAnswer, match="at most 3 dice"):
        s.answer("take " + " ".join(map(str, dice[:4])))
    assert (s.answers, s.ctx.state.dice) == before


def test_with_the_tithe_in_play_yellow_dice_taken_cost_only_what_the_card_asks():
    """Ruling Y1: nothing beyond what the card asks, so never a plain 'pay the bank as usual'."""
    def taking(colour):
        def policy(s):
            if s.pending.key == "your_turn" and not s.ctx.state.taken:
                mine = [d for d in s.ctx.state.dice if d.colour is colour]
                return f"take {mine[0]}" if mine else ""
            return {"rounds": "1", "cards": "tithe"}.get(s.pending.key, "")
        return policy

    for seed in range(3, 12):
        s = game(taking(tr.Colour.YELLOW), seed=seed)
        took = [line for line in s.transcript if line.startswith("  You took")]
        if took:
            break
    assert took and "\u2020Y1" in took[0] and "cost only what the card asks" in took[0]
    assert "pay the bank as usual." not in took[0]
    plain = game(lambda s: f"take {s.ctx.state.dice[-1]}" if s.pending.key == "your_turn" and not s.ctx.state.taken
                 else {"rounds": "1"}.get(s.pending.key, ""), seed=seed)
    assert any(line.endswith("pay the bank as usual.") for line in plain.transcript if "You took" in line)


# --- why, and the state line after an undo --------------------------------------------------------

def test_why_says_the_rulings_of_the_last_step_in_words():
    s = Session.start(5)
    said = s.why()
    assert [line.split()[0] for line in said] == ["\u2020G1", "\u2020A1"]  # the question's, then its hint's
    ruling = leroy.T.sentence(tr.RULING["G1"].ruling)
    assert said[0] == leroy.ENGLISH(leroy.T.WHY_LINE, mark="\u2020G1", topic=tr.RULING["G1"].topic,
                                    ruling=ruling[:1].lower() + ruling[1:])
    assert said[0].startswith("\u2020G1 How long the game lasts: the automaton asks")
    for a in ("1", "you", "none"):
        s.answer(a)
    said = s.why()
    assert [line.split()[0] for line in said] == ["\u2020S5"]
    assert "suggests the best free place" in said[0]
    while s.pending.key != "your_turn":
        s.answer(board(s))
    s.answer("")
    keys = [line.split()[0] for line in s.why()]
    assert keys and all(k.startswith("\u2020") for k in keys)
    assert set(keys) == {m for line in [*s.said, s.pending.text, s.pending.hint]
                         for m in __import__("re").findall("\u2020[A-Z][0-9]+", line)}


def test_after_an_undo_one_state_line_stands_and_it_is_the_state_now(tmp_path):
    """Undo the VP of a character card: the card is already revealed at that question, so the
    characters left are one fewer than at the start of his turn. One line says it, not two."""
    from playaid.automata import session as ses
    import io

    s = Session.start(5, True)
    policy = forced([8, 8], rounds="1", character="3")
    seen = 0
    while True:
        if s.pending.key == "character":
            seen += 1
            if seen == 2:
                break
        s.answer(policy(s) or board(s))
    out = io.StringIO()
    from playaid.automata.console import drive

    drive(s, ses.Store(tmp_path / "g.json"), io.StringIO("3\nundo\nquit\n"), out, echo=True)
    after = out.getvalue().split("> undo\n", 1)[1].splitlines()
    states = [line for line in after if line.startswith("Now: ")]
    assert len(states) == 1 and "characters left 4" in states[0], after


# --- Italian answers as rich as English ----------------------------------------------------------

def italian():
    from playaid.automata.session import language

    return language("it")


def test_every_other_english_word_has_its_italian_one():
    """Each answer and command English reads by more than one word, Italian reads by as many of
    its own: the list each language gives (T.ALSO) is never empty, nor merely the English one."""
    it = italian()
    for name, message in leroy.T.ALSO.items():
        english = leroy.ENGLISH(message).split("|")
        own = [w for w in it(message).split("|") if w]
        assert own and len(own) >= len(english), (name, own)
        if name not in ("pass", "help", "no"):  # p, ?, n: the same letter in both languages
            assert set(own) != set(english), name


def test_italian_answers_are_read_as_an_italian_player_types_them():
    it = italian()
    assert leroy.Who(it).read("io") == leroy.Who(it).read("tu") == leroy.Who(it).read("me") == leroy.YOU
    assert leroy.Who(it).read("lui") == leroy.Who(it).read("re") == leroy.LE_ROY
    assert leroy.YesNo(it).read("s") is leroy.YesNo(it).read("Sì") is True and leroy.YesNo(it).read("n") is False
    cards = leroy.Cards(it)
    assert cards.read("costruttori") == (tr.ModifiedCard.TRAVELING_BUILDERS,)
    assert cards.read("decima, esattore") == (tr.ModifiedCard.TAX_COLLECTOR, tr.ModifiedCard.TITHE)
    assert cards.read("banchetto ci") == (tr.ModifiedCard.TRAVELING_BUILDERS, tr.ModifiedCard.BANQUET)
    assert cards.read("niente") == () == cards.read("-") == cards.read("nessuna") == cards.read("nulla")
    turn = leroy.PlayerTurn(lambda: tr.parse_dice("R5 Y3"), it)
    assert turn.read("f") == turn.read("fatto") == ("done", ()) and turn.read("passo")[0] == "pass"
    assert leroy.Banners(it).read("nessuno") == "no_event"
    from playaid.automata.session import command

    assert [command(w, it) for w in ("perché", "perche", "fine", "?", "why")] == ["why", "why", "quit", "help", "why"]


def test_one_letter_scheme_for_dice_per_language_and_black_dice_never_share_a_colour_s():
    """Italian: R rosso, G giallo, B bianco, and N for a black die (neri), the letters the sheet
    prints and the page shows; English: R, Y, W, and B for black."""
    it = italian()
    assert [it(leroy.T.DIE_LETTERS[c]) for c in tr.Colour] == ["R", "G", "B"] and it(leroy.T.BLACK_LETTER) == "N"
    assert leroy.T.dice_line(tr.parse_dice("R6 Y3 W2"), it) == "R6 G3 B2"
    assert leroy.Black(it).read("N6 N4/5") == ((6, 4), (5,))
    with pytest.raises(BadAnswer, match="non è un dado nero"):
        leroy.Black(it).read("B6")  # in Italian B is bianco: white, never black
    assert leroy.Black().read("B6 4") == ((6, 4),)
    with pytest.raises(BadAnswer):
        leroy.Black().read("N6")
    letters = {it(leroy.T.DIE_LETTERS[c]) for c in tr.Colour}
    assert it(leroy.T.BLACK_LETTER) not in letters and leroy.ENGLISH(leroy.T.BLACK_LETTER) not in {
        leroy.ENGLISH(leroy.T.DIE_LETTERS[c]) for c in tr.Colour}


def test_passing_is_no_action_so_the_cathedral_stays_proven():
    """You did something on your turn, then he placed cubes, then you passed (no dice, no action):
    nobody touched the cathedral since his cubes, so his next cubes find it suggested."""
    s = Session.start(5, True)
    turns = []

    def your_turn(s):
        turns.append(1)
        return "" if len(turns) == 1 else "pass"

    policy = forced([7, 7], rounds="1", cathedral=lambda s: "6" if s.ctx.state.cathedral is None else "",
                    your_turn=your_turn, black="none")
    seen = []
    while not s.finished:
        if s.pending.key == "cathedral":
            seen.append(s.pending.default)
        s.answer(policy(s) or board(s))
    assert seen[:2] == ["", "4"]
