"""Tests of playaid.rules.tolomeo.data: the sky, colours and cards, pawns, sheets, bonus point cards."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playaid.rules import tolomeo as t
from playaid.rules.errors import InvalidNotation, RulesError
from playaid.rules.tolomeo import data

START = {"moon": "aries", "mercury": "aries", "venus": "libra", "sun": "leo",
         "mars": "virgo", "jupiter": "gemini", "saturn": "pisces"}
C = t.Constellation

skies = st.builds(lambda places, comet: t.Sky(tuple(places), comet),
                  st.lists(st.sampled_from(t.ZODIAC), min_size=7, max_size=7), st.sampled_from(t.ZODIAC))


# ------------------------------------------------------------------ the sky

def test_zodiac_order_and_names():
    assert [str(c) for c in t.ZODIAC] == [
        "Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo",
        "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"]
    assert [c.index for c in t.ZODIAC] == list(range(12))


def test_the_six_opposed_pairs_are_the_rulebooks():
    printed = {("aries", "libra"), ("taurus", "scorpio"), ("gemini", "sagittarius"),
               ("cancer", "capricorn"), ("leo", "aquarius"), ("virgo", "pisces")}
    assert {(a.value, b.value) for a, b in t.OPPOSED_PAIRS} == printed
    for a, b in printed:
        assert t.opposite(a) is C(b) and t.opposite(b) is C(a)


@pytest.mark.parametrize("c", t.ZODIAC)
def test_opposition_is_symmetric_and_never_itself(c):
    assert t.opposite(t.opposite(c)) is c
    assert t.opposite(c) is not c
    assert c.opposite is t.opposite(c)
    assert c.step(6) is t.opposite(c) and c.step(-6) is t.opposite(c)


def test_opposite_reads_names_and_refuses_others():
    assert t.opposite(" LEO ") is C.AQUARIUS
    for bad in ("ophiuchus", "", 3, None):
        with pytest.raises(InvalidNotation):
            t.opposite(bad)


def test_clockwise_is_zodiac_order():
    assert t.CLOCKWISE_IS_ZODIAC_ORDER is True
    assert C.ARIES.step(1) is C.TAURUS
    assert C.PISCES.step(1) is C.ARIES
    assert C.ARIES.step(-1) is C.PISCES
    with pytest.raises(InvalidNotation):
        C.ARIES.step(1.5)
    with pytest.raises(InvalidNotation):
        C.ARIES.step(True)


@given(st.sampled_from(t.ZODIAC), st.integers(-50, 50), st.integers(-50, 50))
def test_steps_add_up(c, a, b):
    assert c.step(a).step(b) is c.step(a + b)


def test_planets_and_the_comet():
    assert [p.value for p in t.PLANETS] == ["moon", "mercury", "venus", "sun", "mars", "jupiter", "saturn"]
    with pytest.raises(InvalidNotation, match="the comet is not a planet"):
        t.Planet.parse("Comet")
    with pytest.raises(InvalidNotation, match="unknown planet"):
        t.Planet.parse("pluto")
    assert t.KNOWN_TOTAL_MOVES == {t.Planet.MARS: 4}


def test_planet_set_orders_and_refuses_repeats():
    assert t.planet_set(["saturn", "Moon"]) == (t.Planet.MOON, t.Planet.SATURN)
    with pytest.raises(InvalidNotation, match="listed twice"):
        t.planet_set(["moon", "MOON"])
    with pytest.raises(InvalidNotation, match="must be a list"):
        t.planet_set("moon")


def test_setup_puts_the_comet_opposite_the_moon():
    for c in t.ZODIAC:
        sky = t.Sky.setup({**START, "moon": c.value})
        assert sky.comet is t.opposite(c) and sky.moon is c


@pytest.mark.parametrize("positions, message", [
    ({k: v for k, v in START.items() if k != "saturn"}, "missing: saturn"),
    ({**START, "comet": "leo"}, "not a planet"),
    ("aries", "must map"),
    ({**START, "moon": "nowhere"}, "unknown constellation"),
])
def test_a_sky_needs_every_planet_once(positions, message):
    with pytest.raises(InvalidNotation, match=message):
        t.Sky.setup(positions)


def test_sky_queries():
    sky = t.Sky.setup(START)
    assert sky.planets_on("aries") == (t.Planet.MOON, t.Planet.MERCURY)
    assert sky.planets_on("libra") == (t.Planet.VENUS,)
    assert sky.has_planet("libra") and sky.comet is C.LIBRA
    only_comet = t.Sky.of(START, "taurus")
    assert not only_comet.has_planet("taurus")
    assert only_comet.planets_on("taurus") == ()
    assert sky.where("sun") is C.LEO
    assert sky.to_dict()["comet"] == "libra"
    assert "comet=libra" in repr(sky)


@given(skies)
def test_conjunctions_and_oppositions_follow_the_definitions(sky):
    for c in t.ZODIAC:
        assert (c in sky.conjunctions()) == (len(sky.planets_on(c)) >= 2)
    found = set(sky.oppositions())
    for a, b in t.OPPOSED_PAIRS:
        assert ((a, b) in found) == (bool(sky.planets_on(a)) and bool(sky.planets_on(b)))
    assert sky.comet not in sky.conjunctions() or len(sky.planets_on(sky.comet)) >= 2


@given(skies, st.sets(st.sampled_from(t.PLANETS)))
def test_moving_the_sky(sky, moving):
    after = sky.moved(moving)
    for p in t.PLANETS:
        assert after.where(p) is (sky.where(p).step(1) if p in moving else sky.where(p))
    assert after.comet is sky.comet.step(-1)


def test_moving_refuses_the_comet():
    with pytest.raises(InvalidNotation, match="comet is not a planet"):
        t.Sky.setup(START).moved(["comet"])


# ------------------------------------------------------------------ colours and cards

def test_only_aries_colour_is_known():
    assert t.KNOWN_COLOURS == {C.ARIES: "red"}
    assert t.Colours.of().colour(C.ARIES) == "red"
    with pytest.raises(RulesError, match="colour of Taurus is not known"):
        t.Colours.of().colour(C.TAURUS)


def test_colours_are_validated():
    assert t.Colours.of({"leo": " Red "}).colour(C.LEO) == "red"
    with pytest.raises(InvalidNotation, match="Aries is red"):
        t.Colours.of({"aries": "blue"})
    for bad in ("", "  ", 3, None, "x" * 41):
        with pytest.raises(InvalidNotation):
            t.Colours.of({"leo": bad})
    with pytest.raises(InvalidNotation):
        t.Colours.of({"pluto": "red"})


def test_the_number_of_colours_is_not_invented():
    """The rulebook gives no count of colours (†K4): a board with twelve of them is taken as given."""
    assert not hasattr(t, "COLOURS_IN_GAME")
    five = t.Colours.of({"taurus": "a", "gemini": "b", "cancer": "c", "leo": "d"})
    assert len(set(five.known.values())) == 5
    twelve = t.Colours.of({c: f"colour {i}" for i, c in enumerate(t.ZODIAC) if c is not C.ARIES})
    assert len(set(twelve.known.values())) == 12


def test_colours_are_escaped():
    odd = t.Colours.of({"leo": "A\ud800", "virgo": "b\x1b[31m"})
    assert odd.colour(C.LEO) == "a\\ud800" and odd.colour(C.VIRGO) == "b\\x1b[31m"
    with pytest.raises(InvalidNotation) as caught:
        t.Colours.of({"aries": "\u202eblue"})
    str(caught.value).encode("utf-8")
    assert "\u202e" not in str(caught.value)


def test_same_colour_needs_no_map_for_one_name():
    assert t.Colours.of().same(C.LEO, C.LEO)
    with pytest.raises(RulesError):
        t.Colours.of().same(C.LEO, C.VIRGO)


def test_cards():
    assert t.cards("leo, Tolomeo") == (t.Card(C.LEO), t.TOLOMEO)
    assert t.cards(["aries"]) == (t.Card(C.ARIES),)
    assert t.TOLOMEO.is_tolomeo and str(t.TOLOMEO) == "Tolomeo"
    assert repr(t.Card(C.LEO)) == "Card('leo')"
    with pytest.raises(InvalidNotation, match="unknown card"):
        t.Card.parse("joker")


# ------------------------------------------------------------------ pawns

def test_board_drops_empty_entries_and_keeps_zodiac_order():
    b = t.Board.of({"leo": {"red": 1}, "aries": {"blue": 0, "red": 2}, "virgo": {}})
    assert b.to_dict() == {"aries": {"red": 2}, "leo": {"red": 1}}
    assert b.count("aries") == 2 and b.count("aries", "blue") == 0 and b.on_board("red") == 3
    assert b.owners() == ("red",)


@pytest.mark.parametrize("pawns, message", [
    ({"aries": {"red": -1}}, "between 0 and 10"),
    ({"aries": {"red": 11}}, "between 0 and 10"),
    ({"aries": {"red": True}}, "whole number"),
    ({"aries": {"red": 1.0}}, "whole number"),
    ({"aries": {"red": 6}, "leo": {"red": 5}}, "11 pawns on the board"),
    ({"aries": {"": 1}}, "non-empty"),
    ({"aries": [1]}, "owner: count"),
    ({"pluto": {"red": 1}}, "unknown constellation"),
    ({"aries": {o: 1 for o in "abcdef"}}, "at most 5 players"),
])
def test_board_validation(pawns, message):
    with pytest.raises(InvalidNotation, match=message):
        t.Board.of(pawns)


def test_board_transitions():
    b = t.Board.of({"aries": {"red": 2, "blue": 1}})
    assert b.add("leo", "red").count("leo", "red") == 1
    assert b.remove("aries", "red").count("aries", "red") == 1
    assert b.cleared("aries", ["blue"]).to_dict() == {"aries": {"red": 2}}
    assert b.cleared("aries").to_dict() == {}
    with pytest.raises(RulesError, match="has 0 pawn"):
        b.remove("leo", "red")


# ------------------------------------------------------------------ sheets

def test_both_sides_have_an_action_for_every_planet():
    for side in t.Side:
        assert tuple(t.BONUS_ACTIONS[side]) == t.PLANETS
        assert all(a.side is side and a.planet is p for p, a in t.BONUS_ACTIONS[side].items())


def test_the_unnamed_side_b_entry_is_saturns_and_marked():
    unnamed = [a for side in t.Side for a in t.BONUS_ACTIONS[side].values() if not a.name_printed]
    assert [(a.side, a.planet) for a in unnamed] == [(t.Side.B, t.Planet.SATURN)]
    assert "B6" in {r.key for r in t.RULINGS}


def test_side_values_from_the_rulebook():
    assert t.PLANET_END_POINTS[t.Side.A] == {}
    assert t.PLANET_END_POINTS[t.Side.B] == {t.Planet.MOON: 2, t.Planet.MERCURY: 1}
    assert t.bonus_action("A", "sun").extra_turns == 2
    assert t.bonus_action("b", "sun").extra_turns == 1
    with pytest.raises(InvalidNotation, match="unknown sheet side 'C' \\(allowed: A, B\\)"):
        t.Side.parse("C")


def test_bonus_cards_in_play():
    assert t.bonus_cards_in_play(2) == (2, 1, 1)
    assert len(t.bonus_cards_in_play(t.MAX_PLAYERS)) <= t.BONUS_CARDS_IN_BOX
    with pytest.raises(InvalidNotation):
        t.bonus_cards_in_play(6)
    with pytest.raises(RulesError):
        t.bonus_cards_in_play(0)


def test_bonus_card_claims_need_every_planet_shown():
    card = t.BonusCard.of(2, ["moon", "sun"])
    assert not card.claimable([t.Planet.MOON])
    assert card.claimable([t.Planet.SUN, t.Planet.MOON, t.Planet.MARS])
    with pytest.raises(InvalidNotation):
        t.BonusCard.of(3, ["moon"])
    with pytest.raises(InvalidNotation):
        t.BonusCard.of(1, [])


# ------------------------------------------------------------------ the rulebook's data, and typed text

def test_opposite_reads_the_rulebooks_list_of_pairs():
    """Line 139 lists the pairs; opposite() follows that list, not an index rule."""
    assert t.OPPOSED_PAIRS[0] == (C.ARIES, C.LIBRA) and len(t.OPPOSED_PAIRS) == 6
    swapped = ((C.ARIES, C.SCORPIO), (C.TAURUS, C.LIBRA), *t.OPPOSED_PAIRS[2:])
    original = data.OPPOSED_PAIRS
    try:
        data.OPPOSED_PAIRS = swapped
        data._opposites.cache_clear()
        assert t.opposite("aries") is C.SCORPIO
    finally:
        data.OPPOSED_PAIRS = original
        data._opposites.cache_clear()
    assert t.opposite("aries") is C.LIBRA


@pytest.mark.parametrize("owner", ["A\ud800", "Bea\nWinner: Mallory", "\u202eevil", "x\x1b[2J"])
def test_pawn_owners_are_printable(owner):
    board = t.Board.of({"aries": {owner: 1}})
    (label,) = board.owners()
    label.encode("utf-8")
    assert label.isprintable()


# ------------------------------------------------------------------ closed sets and the box

def test_constellations_and_planets_are_choices_with_printed_names():
    from playaid.rules.game import Choice
    from playaid.rules.text import ENGLISH

    assert all(issubclass(kind, Choice) for kind in (t.Constellation, t.Planet, t.Side, t.Payment))
    assert [ENGLISH(c.label) for c in t.ZODIAC] == [str(c) for c in t.ZODIAC]
    assert [ENGLISH(p.label) for p in t.PLANETS] == ["Moon", "Mercury", "Venus", "Sun", "Mars", "Jupiter", "Saturn"]
    assert repr(C.ARIES) == "Constellation.ARIES" and repr(t.Payment.SET) == "Payment.SET"
    assert t.Constellation.parse("SAGITTARIUS") is C.SAGITTARIUS and t.Planet.parse("Sun") is t.Planet.SUN


def test_the_players_come_from_the_box():
    """Five pawn sets and five sheets (lines 32-33): at most five players, no minimum (†N3)."""
    assert (t.PAWN_SETS, t.PLAYER_SHEETS) == (5, 5)
    assert (t.MIN_PLAYERS, t.MAX_PLAYERS) == (1, 5) == t.GAME_INFO.players


def test_bonus_actions_read_the_tables_when_asked(monkeypatch):
    """A bonus action's points and turns are the tables', read when asked: one source."""
    monkeypatch.setattr(data, "SUN_EXTRA_TURNS", {t.Side.A: 3, t.Side.B: 1})
    monkeypatch.setattr(data, "PLANET_END_POINTS", {t.Side.A: {}, t.Side.B: {t.Planet.MOON: 5}})
    assert t.BONUS_ACTIONS[t.Side.A][t.Planet.SUN].extra_turns == 3
    assert t.BONUS_ACTIONS[t.Side.B][t.Planet.MOON].end_points == 5
    assert t.BONUS_ACTIONS[t.Side.B][t.Planet.MERCURY].end_points == 0


@pytest.mark.parametrize("raw, message", [(True, "whole number"), (1.0, "whole number"), (-1, "between 0 and 3"),
                                          (4, "between 0 and 3")])
def test_read_count_refuses_anything_but_a_count_in_range(raw, message):
    assert t.read_count(3, "n", 3) == 3
    with pytest.raises(InvalidNotation, match=message):
        t.read_count(raw, "n", 3)
