"""Tests of playaid.rules.tolomeo.events: the event deck, the track in play, the dealer, the Eclipsis."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.rules import tolomeo as t
from playaid.rules.errors import IllegalAction, InvalidNotation, RulesError

START = {"moon": "aries", "mercury": "aries", "venus": "libra", "sun": "leo",
         "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}
NUMBERS = list(range(1, t.EVENT_CARDS + 1))


# ------------------------------------------------------------------ the deck

@settings(max_examples=500)
@given(st.integers(0, 2**64 - 1))
def test_the_eclipsis_is_never_first_or_last_for_any_seed(seed):
    deck = t.deal_events(random.Random(seed), eclipsis=True)
    assert len(deck.cards) == t.EVENT_CARDS + 1
    assert deck.cards[0] != t.ECLIPSIS and deck.cards[-1] != t.ECLIPSIS
    assert 2 <= deck.eclipsis_position <= t.EVENT_CARDS
    assert sorted(c for c in deck.cards if c != t.ECLIPSIS) == NUMBERS


@given(st.integers(0, 2**32))
def test_a_seed_gives_the_same_deck(seed):
    for eclipsis in (False, True):
        one = t.deal_events(random.Random(seed), eclipsis=eclipsis)
        two = t.deal_events(random.Random(seed), eclipsis=eclipsis)
        assert one == two
        assert one.has_eclipsis is eclipsis


def test_without_the_eclipsis_the_deck_is_the_twelve_cards():
    deck = t.deal_events(random.Random(3))
    assert sorted(deck.cards) == NUMBERS and deck.eclipsis_position is None


def test_the_setup_steps_with_the_shuffles_given():
    deck = t.add_eclipsis([5, 9, *[n for n in NUMBERS if n not in (5, 9)]],
                          [t.ECLIPSIS, *[n for n in NUMBERS if n not in (5, 9)]])
    assert deck.cards[0] == 9 and deck.cards[-1] == 5 and deck.cards[1] == t.ECLIPSIS


def test_every_middle_place_is_reachable_and_the_ends_never_are():
    rest = NUMBERS[2:]
    places = set()
    for k in range(len(rest) + 1):
        middle = rest[:k] + [t.ECLIPSIS] + rest[k:]
        places.add(t.add_eclipsis(NUMBERS, middle).eclipsis_position)
    assert places == set(range(2, t.EVENT_CARDS + 1)) == set(t.eclipsis_odds())
    assert sum(t.eclipsis_odds().values()) == 1
    assert set(t.eclipsis_odds().values()) == {Fraction(1, t.EVENT_CARDS - 1)}


def test_the_seeded_deal_is_spread_over_the_middle_places():
    counts = Counter(t.deal_events(random.Random(s), eclipsis=True).eclipsis_position for s in range(2200))
    assert set(counts) == set(range(2, 13))
    assert min(counts.values()) > 130  # 200 expected each; a lopsided shuffle would show here


@pytest.mark.parametrize("cards, error, message", [
    (tuple(NUMBERS[:-1]), InvalidNotation, "cards 1 to 12 once each"),
    ((1, *NUMBERS), InvalidNotation, "cards 1 to 12 once each"),
    ((*NUMBERS[:6], t.ECLIPSIS, t.ECLIPSIS, *NUMBERS[6:]), InvalidNotation, "one Eclipsis"),
    ((t.ECLIPSIS, *NUMBERS), RulesError, "card 1 of 13"),
    ((*NUMBERS, t.ECLIPSIS), RulesError, "card 13 of 13"),
    ((True, *NUMBERS[1:]), InvalidNotation, "once each"),
    (tuple(str(n) for n in NUMBERS), InvalidNotation, "once each"),
])
def test_event_deck_validation(cards, error, message):
    with pytest.raises(error, match=message):
        t.EventDeck(cards)


def test_add_eclipsis_checks_the_middle():
    with pytest.raises(RulesError, match="10 cards not set aside"):
        t.add_eclipsis(NUMBERS, NUMBERS[2:])
    with pytest.raises(RulesError, match="10 cards not set aside"):
        t.add_eclipsis(NUMBERS, [1, t.ECLIPSIS, *NUMBERS[3:]])


# ------------------------------------------------------------------ the effect

def test_each_fate():
    sky = t.Sky.of(START, comet="cancer")
    assert t.eclipsis_fate(sky, "aries") is t.Fate.MOON       # the Moon, with Mercury beside it
    assert t.eclipsis_fate(sky, "cancer") is t.Fate.NO_PLANET  # the comet alone is no planet
    assert t.eclipsis_fate(sky, "taurus") is t.Fate.NO_PLANET
    assert t.eclipsis_fate(sky, "leo") is t.Fate.STAY
    assert not t.Fate.STAY.returns and t.Fate.MOON.returns and t.Fate.NO_PLANET.returns


def test_eclipse_sends_home_every_owner_on_the_moon():
    sky = t.Sky.of(START, comet="cancer")
    board = t.Board.of({"aries": {"red": 2, "blue": 2, "green": 1}, "leo": {"red": 1}})
    r = t.eclipse(sky, board)
    assert dict(r.returned) == {"blue": 2, "green": 1, "red": 2}
    assert r.board.to_dict() == {"leo": {"red": 1}}
    assert r.to_dict()["remaining"] == {"leo": {"red": 1}}
    assert [s.to_dict()["fate"] for s in r.steps] == ["moon", "stay"]


def test_an_empty_board_changes_nothing():
    r = t.eclipse(t.Sky.setup(START), t.Board.of())
    assert r.steps == () and dict(r.returned) == {} and r.board == t.Board.of()


owners = st.sampled_from(["red", "blue", "green"])
boards = st.dictionaries(st.sampled_from(t.ZODIAC), st.dictionaries(owners, st.integers(0, 2), max_size=3),
                         max_size=5)  # at most 10 pawns per owner, as in a set
skies = st.builds(lambda places, comet: t.Sky(tuple(places), comet),
                  st.lists(st.sampled_from(t.ZODIAC), min_size=7, max_size=7), st.sampled_from(t.ZODIAC))


@given(skies, boards)
def test_eclipse_keeps_every_pawn_accounted_for(sky, raw):
    board = t.Board.of(raw)
    r = t.eclipse(sky, board)
    for owner in ("red", "blue", "green"):
        assert r.board.on_board(owner) + r.returned.get(owner, 0) == board.on_board(owner)
    for c in r.remaining:
        assert sky.has_planet(c) and sky.moon is not c
    for s in r.steps:
        assert s.fate.returns == (not sky.has_planet(s.constellation) or sky.moon is s.constellation)


# ------------------------------------------------------------------ reading a described sky

def sky_file(**changes):
    data = {"constellations": {
        "aries": {"planets": ["moon", "mercury"], "pawns": {"red": 2}},
        "cancer": {"comet": True, "pawns": {"blue": 1}},
        "leo": {"planets": ["sun"]}, "libra": {"planets": ["venus"]}, "virgo": {"planets": ["mars"]},
        "gemini": {"planets": ["jupiter"]}, "pisces": {"planets": ["saturn"], "comet": False, "pawns": {}},
    }}
    data["constellations"].update(changes)
    return data


def test_reading_a_sky():
    sky, board = t.eclipsis_from_dict(sky_file())
    assert sky.comet is t.Constellation.CANCER and sky.moon is t.Constellation.ARIES
    assert board.to_dict() == {"aries": {"red": 2}, "cancer": {"blue": 1}}


@pytest.mark.parametrize("data, message", [
    ([], "must be an object"),
    ({}, "needs a 'constellations' object"),
    ({"constellations": [], "x": 1}, "unknown top-level field"),
    (sky_file(leo={}), "place sun too"),
    (sky_file(taurus={"planets": ["sun"]}), "sun is on Leo and on Taurus"),
    (sky_file(leo={"planets": ["sun", "sun"]}), "listed twice"),
    (sky_file(leo={"planets": ["sun", "comet"]}), "not a planet"),
    (sky_file(taurus={"comet": True}), "marked on 2"),
    (sky_file(cancer={}), "marked on 0"),
    (sky_file(taurus={"comet": "yes"}), "true or false"),
    (sky_file(taurus={"pawns": [1]}), "'pawns' must be an object"),
    (sky_file(taurus={"pawns": {"red": 9}}), "11 pawns"),
    (sky_file(taurus={"moons": []}), "unknown field 'moons'"),
    (sky_file(taurus=[]), "expected an object"),
    (sky_file(ophiuchus={}), "unknown constellation"),
    (sky_file(ARIES={}), "Aries is listed twice"),
])
def test_bad_sky_files(data, message):
    with pytest.raises(RulesError, match=message):
        t.eclipsis_from_dict(data)


# ------------------------------------------------------------------ the deck in play


def deck_with_eclipsis_at(position):
    rest = list(range(3, 13))
    middle = rest[:position - 2] + [t.ECLIPSIS] + rest[position - 2:]
    return t.add_eclipsis(list(range(1, 13)), middle)


def test_event_track_advance_skips_the_eclipsis_and_then_runs_out():
    track = t.EventTrack.start(deck_with_eclipsis_at(3))          # 2, 3, eclipsis, 4 ... 12, 1
    seen, struck = [track.current], []
    while track.current is not None:
        track, hit = track.advance()
        seen.append(track.current)
        struck.append(hit)
    assert seen == [2, 3, *range(4, 13), 1, None]
    assert struck.count(True) == 1 and struck[1] is True
    with pytest.raises(IllegalAction, match="game has ended"):
        track.advance()


def test_event_cards_are_checked_against_mars_total():
    """Line 74: Mars moves 4 times over the whole deck; a full description must agree (†V4)."""
    good = {n: ["mars"] if n <= 4 else ["venus"] for n in range(1, 13)}
    assert t.event_cards(good)[1] == (t.Planet.MARS,)
    assert t.event_cards({3: ["mars", "moon"]}) == {3: (t.Planet.MOON, t.Planet.MARS)}   # a partial list is not counted
    for bad, message in [({n: ["mars"] for n in range(1, 13)}, "move it 12 times"),
                         ({0: []}, "by its place"), ({13: []}, "by its place"), ({True: []}, "by its place"),
                         ([1, 2], "map places")]:
        with pytest.raises(RulesError, match=message):
            t.event_cards(bad)


# ------------------------------------------------------------------ the dealer


def test_the_dealer_turns_up_the_setup_card_then_one_card_per_round_end():
    deck = deck_with_eclipsis_at(3)                       # 2, 3, eclipsis, 4 ... 12, 1
    dealer, steps = t.Dealer(deck), []
    assert dealer.track is None and dealer.steps == t.EVENT_CARDS + 1
    while not dealer.finished:
        dealer, step = dealer.step()
        steps.append(step)
    assert steps[0] == t.DealStep(0, 2)
    assert steps[1] == t.DealStep(1, 3) and steps[2] == t.DealStep(2, 4, eclipsis=True)
    assert [s.round for s in steps] == list(range(t.EVENT_CARDS + 1))
    assert steps[-1] == t.DealStep(t.EVENT_CARDS, None)     # the deck is used up: one last round (†E8)
    with pytest.raises(IllegalAction, match="deal is over"):
        dealer.step()


@given(st.integers(0, 2**32), st.booleans(), st.integers(0, t.EVENT_CARDS + 1))
def test_resuming_a_deal_replays_its_steps(seed, eclipsis, turned):
    deck = t.deal_events(random.Random(seed), eclipsis=eclipsis)
    dealer = t.Dealer(deck)
    for _ in range(turned):
        dealer = dealer.step()[0]
    assert t.Dealer.resume(deck, turned) == dealer


@pytest.mark.parametrize("turned", [-1, 14, True, "2"])
def test_a_deal_resumes_only_within_its_steps(turned):
    with pytest.raises(InvalidNotation, match="steps"):
        t.Dealer.resume(t.EventDeck(tuple(NUMBERS)), turned)
