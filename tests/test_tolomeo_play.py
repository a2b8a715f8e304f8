"""Tests of playaid.rules.tolomeo.play: rounds, the card row, payments, watching, studying, bonus actions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.rules import tolomeo as t
from playaid.rules.errors import IllegalAction, IllegalPayment, IllegalPlacement, InvalidNotation, RulesError

C, P = t.Constellation, t.Planet
START = {"moon": "aries", "mercury": "aries", "venus": "libra", "sun": "leo",
         "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}
SKY = t.Sky.setup(START)          # comet on Libra, opposite the Moon
COLOURS = t.Colours.of({"leo": "red", "sagittarius": "red", "taurus": "yellow", "virgo": "yellow",
                        "gemini": "yellow", "cancer": "blue", "scorpio": "blue", "pisces": "blue",
                        "libra": "green", "capricorn": "green", "aquarius": "green"})


def pos(pawns=None, studied=None, sky=SKY):
    return t.Position(sky, t.Board.of(pawns or {}), studied or {})


def place(c, paid, **kw):
    return t.Placement.of(c, paid, **kw)


# ------------------------------------------------------------------ time

def test_the_die_counts_four_game_turns_down():
    c = t.Clock()
    faces = [c.die]
    while not c.last_game_turn:
        c = c.next_game_turn()
        faces.append(c.die)
    assert faces == [4, 3, 2, 1]
    with pytest.raises(IllegalAction, match="end the round"):
        c.next_game_turn()
    assert c.new_round() == t.Clock(2, 4)


@pytest.mark.parametrize("kwargs", [{"die": 0}, {"die": 5}, {"die": True}, {"round": 0}, {"round": 1.0}])
def test_clock_validation(kwargs):
    with pytest.raises(InvalidNotation):
        t.Clock(**kwargs)


def deck_with_eclipsis_at(position):
    rest = list(range(3, 13))
    middle = rest[:position - 2] + [t.ECLIPSIS] + rest[position - 2:]
    return t.add_eclipsis(list(range(1, 13)), middle)


def test_round_end_moves_then_reveals():
    track = t.EventTrack.start(t.EventDeck(tuple(range(1, 13))))
    end = t.end_of_round(SKY, t.Board.of({"taurus": {"red": 1}}), track, t.Clock(die=1), {1: ["sun", "jupiter"]})
    assert end.moved == (P.SUN, P.JUPITER)
    assert end.sky.where("sun") is C.VIRGO and end.sky.where("jupiter") is C.CANCER
    assert end.sky.where("moon") is C.ARIES
    assert end.sky.comet is C.VIRGO
    assert end.board.to_dict() == {"taurus": {"red": 1}}   # pawns never move with the sky
    assert end.track == t.EventTrack(2, tuple(range(3, 13)))
    assert end.clock == t.Clock(2, 4) and end.eclipsis is None and not end.game_over


def test_round_end_needs_the_cards_contents_and_the_last_game_turn():
    track = t.EventTrack.start(t.EventDeck(tuple(range(1, 13))))
    with pytest.raises(RulesError, match="event card 1"):
        t.end_of_round(SKY, t.Board.of(), track, t.Clock(die=1), {2: []})
    with pytest.raises(IllegalAction):
        t.end_of_round(SKY, t.Board.of(), track, t.Clock(die=3), {1: []})


def test_the_eclipsis_strikes_on_the_moved_sky_and_the_next_card_follows():
    deck = deck_with_eclipsis_at(3)          # 2, 3, eclipsis, 4 ...
    track = t.EventTrack.start(deck)
    assert track.current == 2
    sky = t.Sky.of(START, comet="cancer")
    board = t.Board.of({"taurus": {"red": 2}, "leo": {"blue": 1}})
    contents = {n: ["moon", "mars"] if n <= 4 else ["moon"] for n in range(1, 13)}
    end = t.end_of_round(sky, board, track, t.Clock(die=1), contents)
    assert end.track.current == 3 and end.eclipsis is None
    end = t.end_of_round(end.sky, end.board, end.track, end.clock.next_game_turn().next_game_turn()
                         .next_game_turn(), contents)
    # the Moon stepped onto Gemini then Taurus before the Eclipsis looked: Taurus's pawns go home
    assert end.sky.moon is C.GEMINI
    assert end.eclipsis is not None and dict(end.eclipsis.returned) == {"red": 2}
    assert end.board.to_dict() == {"leo": {"blue": 1}}
    assert end.track.current == 4 and t.ECLIPSIS not in end.track.hidden


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_a_game_lasts_one_round_per_event_card_plus_one(seed, eclipsis):
    deck = t.deal_events(random.Random(seed), eclipsis=eclipsis)
    track, clock, sky, board = t.EventTrack.start(deck), t.Clock(die=1), SKY, t.Board.of()
    contents = {n: [t.PLANETS[n % 4]] + (["mars"] if n <= 4 else []) for n in range(1, 13)}
    strikes = 0
    for _ in range(40):
        end = t.end_of_round(sky, board, track, clock, contents)
        if end.game_over:
            break
        strikes += end.eclipsis is not None
        sky, board, track, clock = end.sky, end.board, end.track, t.Clock(end.clock.round, 1)
    assert end.game_over and clock.round == t.EVENT_CARDS + 1
    assert strikes == int(eclipsis)


# ------------------------------------------------------------------ cards

def test_taking_a_face_up_card_refills_it():
    row = t.CardRow(t.cards("leo virgo gemini cancer libra pisces"), t.cards("aries taurus"))
    row2, card = row.take(1, COLOURS)
    assert card == t.Card(C.VIRGO)
    assert row2.face_up == t.cards("leo aries gemini cancer libra pisces") and row2.deck == t.cards("taurus")


def test_four_of_one_colour_replace_the_whole_row():
    row = t.CardRow(t.cards("leo aries sagittarius cancer libra pisces"), t.cards("aries taurus gemini virgo "
                    "capricorn aquarius scorpio"))
    assert row.flush_colour(COLOURS) is None
    after, _ = row.take(3, COLOURS)           # Aries refills: four red
    assert after.face_up == t.cards("taurus gemini virgo capricorn aquarius scorpio")
    assert after.discard == t.cards("leo aries sagittarius aries libra pisces")


def test_the_tolomeo_card_has_no_colour_for_the_four():
    row = t.CardRow(t.cards("leo aries sagittarius tolomeo tolomeo tolomeo"), ())
    assert row.flush_colour(COLOURS) is None


def test_an_empty_deck_needs_a_shuffle_of_the_discards():
    row = t.CardRow(t.cards("leo virgo gemini cancer libra pisces"), (), t.cards("aries taurus"))
    with pytest.raises(RulesError, match="pass a random.Random"):
        row.draw_top()
    row2, card = row.draw_top(random.Random(1))
    assert card in t.cards("aries taurus") and len(row2.deck) == 1 and row2.discard == ()
    with pytest.raises(IllegalAction, match="no card left"):
        t.CardRow((), ()).draw_top()
    with pytest.raises(IllegalAction):
        row.take(6, COLOURS)


def test_refresh_lays_out_six_new_cards():
    row = t.CardRow(t.cards("leo virgo gemini cancer libra pisces"),
                    t.cards("aries taurus scorpio aquarius capricorn pisces leo"))
    after = row.refresh(COLOURS)
    assert after.face_up == t.cards("aries taurus scorpio aquarius capricorn pisces")
    assert after.discard == row.face_up and after.deck == t.cards("leo")


def test_hands():
    hand = t.cards("leo " * 10)
    assert len(t.discard_to_limit(hand, t.cards("leo leo"))) == t.HAND_LIMIT
    with pytest.raises(IllegalAction, match="you discard 2, not 1"):
        t.discard_to_limit(hand, t.cards("leo"))
    with pytest.raises(IllegalAction, match="you discard 0"):
        t.discard_to_limit(t.cards("leo"), t.cards("leo"))
    with pytest.raises(IllegalPayment, match="not in the hand"):
        t.pay_from_hand(t.cards("leo"), t.cards("virgo"))


# ------------------------------------------------------------------ watching

def test_a_plain_watch():
    r = t.watch(pos(), "red", [place("leo", "sagittarius aries", )], COLOURS)
    assert r.payments == (t.Payment.COLOUR,) and r.configuration is None and r.studies == ()
    assert r.position.board.to_dict() == {"leo": {"red": 1}}
    assert r.position.supply("red") == t.PAWNS_PER_PLAYER - 1


def test_a_watch_needs_a_planet_unless_the_tolomeo_card_pays():
    with pytest.raises(IllegalPlacement, match="Libra"):
        t.watch(pos(sky=t.Sky.of({**START, "venus": "leo"}, "libra")), "red", [place("libra", "libra")])
    r = t.watch(pos(), "red", [place("cancer", "tolomeo")])
    assert r.payments == (t.Payment.TOLOMEO,)


def test_reusing_a_pawn_only_when_the_supply_is_empty():
    full = {"taurus": {"red": 2}, "gemini": {"red": 2}, "cancer": {"red": 2}, "virgo": {"red": 2},
            "scorpio": {"red": 2}}
    with pytest.raises(IllegalPlacement, match="name the constellation"):
        t.watch(pos(full), "red", [place("leo", "leo")])
    with pytest.raises(IllegalPlacement, match="another constellation"):
        t.watch(pos(full), "red", [place("virgo", "virgo", take_from="virgo")])
    r = t.watch(pos(full), "red", [place("leo", "leo", take_from="taurus")])
    assert r.position.board.count("taurus", "red") == 1 and r.position.board.count("leo", "red") == 1
    with pytest.raises(IllegalPlacement, match="only when your supply is empty"):
        t.watch(pos(), "red", [place("leo", "leo", take_from="taurus")])


def test_configurations():
    r = t.watch(pos(), "red", [place("aries", "aries"), place("aries", "leo sagittarius")], COLOURS)
    assert r.configuration is t.Configuration.CONJUNCTION and r.position.board.count("aries", "red") == 2
    r = t.watch(pos(), "red", [place("virgo", "virgo"), place("pisces", "pisces")])
    assert r.configuration is t.Configuration.OPPOSITION
    with pytest.raises(IllegalAction, match="not opposed"):
        t.watch(pos(), "red", [place("aries", "aries"), place("leo", "leo")])
    with pytest.raises(IllegalAction, match="conjunction"):
        t.watch(pos(), "red", [place("leo", "leo"), place("leo", "leo")])
    with pytest.raises(IllegalAction, match="a planet on each"):
        t.watch(pos(), "red", [place("leo", "leo"), place("aquarius", "aquarius")])
    with pytest.raises(IllegalPayment, match="configuration"):
        t.watch(pos(), "red", [place("aries", "aries"), place("libra", "tolomeo")])
    with pytest.raises(IllegalAction, match="not 3"):
        t.watch(pos(), "red", [place("aries", "aries")] * 3)


def test_studying_with_the_third_pawn():
    r = t.watch(pos({"leo": {"red": 2, "blue": 2}}), "red", [place("leo", "leo")])
    (study,) = r.studies
    assert (study.owner, study.planet, study.constellation) == ("red", P.SUN, C.LEO)
    assert r.position.board.to_dict() == {"leo": {"blue": 2}}
    assert r.position.studied_by("red") == (P.SUN,)
    assert r.position.supply("red") == t.PAWNS_PER_PLAYER - 1   # one pawn now sits on the sheet


def test_a_third_pawn_without_a_planet_to_study_is_refused():
    with pytest.raises(IllegalPlacement, match="only to study"):
        t.watch(pos({"leo": {"red": 2}}, {"red": ["sun"]}), "red", [place("leo", "leo")])
    with pytest.raises(IllegalPlacement, match="choices: moon, mercury"):
        t.watch(pos({"aries": {"red": 2}}), "red", [place("aries", "aries", study="sun")])
    with pytest.raises(IllegalPlacement, match="needs 3"):
        t.watch(pos(), "red", [place("aries", "aries", study="moon")])


def test_a_conjunction_from_one_pawn_studies_once():
    r = t.watch(pos({"aries": {"red": 1}}), "red", [place("aries", "aries"),
                                                    place("aries", "aries", study="moon")])
    assert [s.planet for s in r.studies] == [P.MOON] and r.position.board.count("aries", "red") == 0
    # with two already there, the first pawn studies and the second starts a new count
    r = t.watch(pos({"aries": {"red": 2}}), "red", [place("aries", "aries", study="moon"),
                                                    place("aries", "aries")])
    assert len(r.studies) == 1 and r.position.board.count("aries", "red") == 1


def test_an_opposition_can_study_two_planets():
    r = t.watch(pos({"aries": {"red": 2}, "libra": {"red": 2}}), "red",
                [place("aries", "aries", study="mercury"), place("libra", "libra")])
    assert [s.planet for s in r.studies] == [P.MERCURY, P.VENUS]


owners = st.sampled_from(["red", "blue"])


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(t.ZODIAC), st.dictionaries(owners, st.integers(0, 2)), max_size=4),
       st.sampled_from(t.ZODIAC), st.sampled_from([None, *t.PLANETS]))
def test_watching_never_loses_or_makes_a_pawn(raw, target, study):
    start = pos(raw)
    try:
        r = t.watch(start, "red", [place(target, "tolomeo", study=study)])
    except RulesError:
        return
    after = r.position
    for owner in ("red", "blue"):
        assert after.board.on_board(owner) + len(after.studied_by(owner)) + after.supply(owner) == t.PAWNS_PER_PLAYER
    assert after.board.at(target).get("blue", 0) == start.board.at(target).get("blue", 0)
    assert all(n <= 2 for c, row in after.board.pawns.items() for o, n in row.items() if o == "red")


def test_position_validation():
    with pytest.raises(InvalidNotation, match="more than the 10"):
        pos({"leo": {"red": 5}, "virgo": {"red": 4}}, {"red": ["moon", "sun"]})


# ------------------------------------------------------------------ the comet and the bonus actions

def test_the_comet_moves_a_pawn_two_constellations():
    start = pos({"leo": {"red": 1}})
    after, study = t.comet_move(start, "red", t.Card(C.LIBRA), "leo", 2)
    assert after.board.to_dict() == {"libra": {"red": 1}} and study is None
    after, _ = t.comet_move(start, "red", t.TOLOMEO, "leo", -2)
    assert after.board.to_dict() == {"gemini": {"red": 1}}
    with pytest.raises(IllegalPayment, match="comet is on Libra"):
        t.comet_move(start, "red", t.Card(C.LEO), "leo", 2)
    with pytest.raises(IllegalAction, match="exactly 2"):
        t.comet_move(start, "red", t.TOLOMEO, "leo", 1)
    with pytest.raises(RulesError):
        t.comet_move(start, "red", t.TOLOMEO, "aries", 2)


def test_a_comet_move_can_study():
    after, study = t.comet_move(pos({"gemini": {"red": 1}, "aries": {"red": 2}}), "red", t.TOLOMEO,
                                "gemini", -2, study="moon")
    assert study.planet is P.MOON and after.board.to_dict() == {}


def test_mars():
    start = pos({"leo": {"red": 1, "blue": 2}, "aquarius": {"blue": 1}})
    after, sent = t.mars_a(start, "red", "leo")
    assert sent == {"blue": 2} and after.board.to_dict() == {"leo": {"red": 1}, "aquarius": {"blue": 1}}
    after, moved = t.mars_b(start, "red", "leo")
    assert moved == {"blue": 2}
    # three blue pawns now share Aquarius; blue studies nothing, since it is not blue's turn
    assert after.board.to_dict() == {"leo": {"red": 1}, "aquarius": {"blue": 3}}
    assert after.studied_by("blue") == ()


def test_moon_side_a():
    after, study = t.moon_a(pos({"leo": {"blue": 1, "red": 2}}), "red", "leo", "blue")
    assert study.planet is P.SUN and after.board.to_dict() == {}
    with pytest.raises(IllegalAction, match="rival"):
        t.moon_a(pos({"leo": {"red": 1}}), "red", "leo", "red")


def test_bonus_point_cards_and_the_end():
    cards = (t.BonusCard.of(2, ["moon", "sun"]), t.BonusCard.of(1, ["mars"]))
    card, left = t.claim_bonus_card(cards, [P.MOON, P.SUN], 0)
    assert card.points == 2 and left == cards[1:]
    with pytest.raises(IllegalAction, match="needs mars studied"):
        t.claim_bonus_card(cards, [P.MOON], 1)
    with pytest.raises(IllegalAction):
        t.claim_bonus_card(cards, [], 5)
    assert not t.game_over({"red": t.PLANETS[:6]})
    assert t.game_over({"red": t.PLANETS, "blue": ()})


# ------------------------------------------------------------------ the rulebook's numbers, read when called

def test_the_die_starts_on_its_printed_face_and_ends_on_one():
    """Line 63: 4 at the start of a round, 1 on its last game turn, 4 game turns in all."""
    c = t.Clock()
    assert (c.die, c.game_turn) == (t.DIE_START, 1) == (4, 1)
    while not c.last_game_turn:
        c = c.next_game_turn()
    assert (c.die, c.game_turn) == (1, t.TURNS_PER_ROUND)
    assert c.new_round().die == 4




def test_deal_setup_gives_five_each_and_six_face_up_without_four_of_a_colour():
    deck = t.cards("leo sagittarius aries taurus gemini virgo " * 6)
    colours = t.Colours.of({"leo": "red", "sagittarius": "red", "taurus": "yellow", "virgo": "yellow",
                            "gemini": "yellow"})
    hands, row = t.deal_setup(deck, 3, colours)
    assert [len(h) for h in hands] == [t.STARTING_HAND] * 3 == [5, 5, 5]
    assert len(row.face_up) == t.FACE_UP_CARDS == 6
    assert row.flush_colour(colours) is None
    assert len(row.face_up) + len(row.deck) + len(row.discard) + 15 == len(deck)
    with pytest.raises(RulesError, match="ran out"):
        t.deal_setup(deck[:9], 2, colours)
    with pytest.raises(InvalidNotation):
        t.deal_setup(deck, 6, colours)


def test_an_empty_deck_and_discard_pile_leave_nothing_to_draw_and_say_it_is_a_ruling():
    with pytest.raises(IllegalAction, match="no card left to draw \\(†F2\\)"):
        t.CardRow(t.cards("leo"), ()).draw_top()


# ------------------------------------------------------------------ bonus actions the rulebook leaves open

def test_the_suns_extra_turns_are_whole_turns_that_leave_the_die_alone():
    """†D11: each extra turn has its own action, hand limit and bonus card; the d4 is not touched."""
    cards = (t.BonusCard.of(2, ["sun"]), t.BonusCard.of(1, ["sun"]))
    turn = t.Turn("red").act().gain("A", "sun")
    assert turn.owed == 2
    card, cards_left, turn = turn.claim(cards, [P.SUN], 0)
    with pytest.raises(IllegalAction, match="one bonus point card per turn"):
        turn.claim(cards_left, [P.SUN], 0)
    hand, turn = turn.end(t.cards("leo " * 9), t.cards("leo"))
    assert len(hand) == t.HAND_LIMIT and turn == t.Turn("red", 1, extra=True)
    with pytest.raises(IllegalAction, match="after its action"):
        turn.claim(cards_left, [P.SUN], 0)
    with pytest.raises(IllegalAction, match="one action"):
        turn.end(())
    card2, _, turn = turn.act().claim(cards_left, [P.SUN], 0)     # a second card, in the extra turn
    assert (card.points, card2.points) == (2, 1)
    _, turn = turn.end(())
    assert turn == t.Turn("red", 0, extra=True)
    assert turn.act().end(())[1] is None
    with pytest.raises(IllegalAction, match="one action"):
        turn.act().act()
    assert t.Turn("red").act().gain("B", "sun").owed == 1 and t.Turn("red").act().gain("A", "mars").owed == 0


def test_saturn_reuses_another_studied_planet_never_itself():
    """†A2: the Sun again gives its extra turns again; Saturn itself and unstudied planets are refused;
    only Side A may repeat this turn's action (the unnamed Side B entry, †B6, may not)."""
    assert t.saturn("A", ["sun", "saturn"], "sun") is t.BONUS_ACTIONS[t.Side.A][P.SUN]
    assert t.Turn("red").act().gain("B", t.saturn("B", ["sun", "saturn"], "Sun").planet).owed == 1
    assert t.saturn("A", ["saturn"], "last action") is None
    with pytest.raises(IllegalAction, match="never repeats itself"):
        t.saturn("A", ["saturn", "moon"], "saturn")
    with pytest.raises(IllegalAction, match="not studied yet"):
        t.saturn("A", ["saturn"], "mars")
    with pytest.raises(IllegalAction, match="only uses a studied planet"):
        t.saturn("B", ["saturn"], "last action")


def test_moon_b_and_jupiter_a_discards_are_chosen_by_each_rival():
    """†J3: the rival names the card; fewer cards than asked: all of them (†A14)."""
    hands = {"red": t.cards("leo"), "blue": t.cards("aries virgo"), "green": t.cards("pisces")}
    new, pile = t.moon_b(hands, "red", {"blue": ["aries"], "green": ["pisces"]})
    assert new == {"red": t.cards("leo"), "blue": t.cards("virgo"), "green": ()} and pile == t.cards("aries pisces")
    with pytest.raises(IllegalAction, match="blue discards 1 card chosen by each rival"):
        t.moon_b(hands, "red", {"green": ["pisces"]})
    with pytest.raises(IllegalPayment, match="blue"):
        t.moon_b(hands, "red", {"blue": ["leo"], "green": ["pisces"]})
    with pytest.raises(IllegalAction, match="only rivals"):
        t.moon_b(hands, "red", {"blue": ["aries"], "green": ["pisces"], "red": ["leo"]})
    new, pile = t.jupiter_a(hands, "red", {"blue": ["aries", "virgo"], "green": ["pisces"]}, ["pisces", "aries"])
    assert new["red"] == t.cards("leo pisces aries") and new["blue"] == () and pile == t.cards("virgo")
    with pytest.raises(IllegalAction, match="take 2"):
        t.jupiter_a(hands, "red", {"blue": ["aries", "virgo"], "green": ["pisces"]}, ["pisces"])
    with pytest.raises(IllegalAction, match="just discarded"):
        t.jupiter_a(hands, "red", {"blue": ["aries", "virgo"], "green": ["pisces"]}, ["leo", "aries"])


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.lists(st.sampled_from(["leo", "aries", "virgo", "tolomeo"]), max_size=5))
def test_jupiter_b_draws_blind_one_card_from_each_rival(seed, blue):
    """†J4: the card is drawn at random, so every card of the rival's hand can come out."""
    hands = {"red": t.cards("pisces"), "blue": t.cards(blue), "green": ()}
    new, drawn = t.jupiter_b(hands, "red", random.Random(seed))
    assert sorted(map(str, new["red"] + new["blue"])) == sorted(map(str, hands["red"] + hands["blue"]))
    assert len(new["red"]) == 1 + bool(blue) and set(drawn) == ({"blue"} if blue else set())


def test_jupiter_b_can_draw_any_card():
    seen = {t.jupiter_b({"red": (), "blue": t.cards("leo aries virgo")}, "red", random.Random(s))[1]["blue"]
            for s in range(60)}
    assert seen == set(t.cards("leo aries virgo"))


def test_mercury_a_goes_anywhere_and_studies_one_planet_at_most():
    """†M14, †M15: two pawns, from one or two constellations, to any other constellation."""
    start = pos({"leo": {"red": 2}, "virgo": {"red": 2}, "taurus": {"red": 1}})
    after, study = t.mercury_a(start, "red", [("taurus", "cancer"), ("leo", "capricorn")])
    assert study is None and after.board.to_dict() == {"cancer": {"red": 1}, "capricorn": {"red": 1},
                                                       "leo": {"red": 1}, "virgo": {"red": 2}}
    after, study = t.mercury_a(start, "red", [("taurus", "virgo"), ("leo", "taurus")])
    assert study.planet is P.MARS and after.board.count("virgo", "red") == 0
    with pytest.raises(IllegalPlacement, match="one planet at most"):
        t.mercury_a(pos({"leo": {"red": 2}, "virgo": {"red": 2}, "aries": {"red": 2}}), "red",
                    [("aries", "leo"), ("aries", "virgo")])
    with pytest.raises(IllegalAction, match="any other constellation"):
        t.mercury_a(start, "red", [("leo", "leo"), ("leo", "aries")])
    with pytest.raises(IllegalAction, match="moves 2"):
        t.mercury_a(start, "red", [("leo", "aries")])
    with pytest.raises(IllegalPlacement, match="not studied"):
        t.mercury_a(start, "red", [("taurus", "cancer"), ("leo", "capricorn")], study="sun")
    alone, _ = t.mercury_a(pos({"leo": {"red": 1}}), "red", [("leo", "gemini")])
    assert alone.board.to_dict() == {"gemini": {"red": 1}}
    assert t.mercury_a(pos(), "red", [])[0].board.to_dict() == {}


# ------------------------------------------------------------------ payments

RED = t.Colours.of({"leo": "red", "sagittarius": "red", "taurus": "yellow", "virgo": "yellow",
                    "capricorn": "yellow", "gemini": "blue", "libra": "blue"})


@pytest.mark.parametrize("target, paid, kind", [
    ("aries", "aries", t.Payment.NAME),
    ("aries", "leo sagittarius", t.Payment.COLOUR),
    ("aries", "leo leo", t.Payment.COLOUR),
    ("aries", "taurus virgo capricorn", t.Payment.SET),
    ("aries", "aries leo sagittarius", t.Payment.SET),
    ("gemini", "pisces pisces pisces", t.Payment.SET),   # one name needs no colour map
    ("cancer", "tolomeo", t.Payment.TOLOMEO),
])
def test_the_allowed_payments(target, paid, kind):
    assert t.payment(target, t.cards(paid), RED) is kind
    assert kind.cards == len(t.cards(paid))


@pytest.mark.parametrize("target, paid, message", [
    ("aries", "leo", "only if it is the Aries card"),
    ("aries", "aries leo", "the Aries card pays by itself"),
    ("aries", "leo taurus", "both are its colour"),
    ("aries", "leo taurus gemini", "share one colour"),
    ("aries", "", "not 0"),
    ("aries", "leo leo leo leo", "not 4"),
    ("aries", "tolomeo tolomeo", "pays on its own"),
    ("aries", "tolomeo aries", "pays on its own"),
])
def test_refused_payments(target, paid, message):
    with pytest.raises(IllegalPayment, match=message):
        t.payment(target, t.cards(paid), RED)


def test_the_tolomeo_card_never_pays_in_a_configuration():
    with pytest.raises(IllegalPayment, match="never be used in a configuration"):
        t.payment("aries", [t.TOLOMEO], configuration=True)
    assert t.payment("aries", t.cards("aries"), configuration=True) is t.Payment.NAME


def test_a_missing_colour_is_asked_for_not_guessed():
    with pytest.raises(RulesError, match="colour of Pisces is not known"):
        t.payment("pisces", t.cards("leo virgo"))


@settings(max_examples=200)
@given(st.sampled_from(t.ZODIAC),
       st.lists(st.sampled_from([*t.ZODIAC, None]), max_size=4),
       st.lists(st.sampled_from(["red", "yellow", "blue", "green"]), min_size=12, max_size=12))
def test_a_payment_is_exactly_one_combination(target, picks, palette):
    palette[0] = "red"
    colours = t.Colours.of(dict(zip(t.ZODIAC, palette)))
    hand = [t.Card(c) for c in picks]
    try:
        kind = t.payment(target, hand, colours)
    except IllegalPayment:
        kind = None
    names = [c.constellation for c in hand]
    if None in names:
        expected = t.Payment.TOLOMEO if len(hand) == 1 else None
    elif len(hand) == 1:
        expected = t.Payment.NAME if names[0] is target else None
    elif len(hand) == 2:
        ok = target not in names and all(colours.colour(c) == colours.colour(target) for c in names)
        expected = t.Payment.COLOUR if ok else None
    elif len(hand) == 3:
        expected = t.Payment.SET if len({colours.colour(c) for c in names}) == 1 else None
    else:
        expected = None
    assert kind is expected


def test_payments_read_the_printed_card_counts():
    """Lines 113-115: 1 card of the name, 2 of the colour, 3 of one colour."""
    assert [t.PAYMENT_CARDS[p] for p in (t.Payment.NAME, t.Payment.COLOUR, t.Payment.SET)] == [1, 2, 3]
    with pytest.raises(IllegalPayment, match="costs 1, 2 or 3 cards"):
        t.payment("aries", t.cards("leo leo leo leo"))
