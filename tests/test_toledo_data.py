"""Tests of playaid.rules.toledo.data: the box, rows and kinds of space, prices, the track, swords."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playaid.rules import toledo as t
from playaid.rules.errors import IllegalAction, IllegalPayment, InvalidNotation, RulesError


# ------------------------------------------------------------------ the box and the constants


def test_components_follow_the_english_rulebook():
    assert t.COMPONENTS[t.Component.PIECES] == 20 and t.COMPONENTS[t.Component.BUSINESS_TILES] == 32
    assert t.say(t.Component.PIECES.label) == "Playing pieces (5 in each of 4 colours)"
    assert t.MOVEMENT_CARDS + t.PAINTINGS == 90
    assert t.FENCING_TILES + t.MOVE_SKILL_TILES == 16
    assert (t.SWORD_TILES, t.STEEL_COUNTERS, t.GEMS) == (19, 23, 20)


def test_four_businesses_in_two_sizes_make_eight_tiles():
    assert len(t.BUSINESSES) * len(t.TILE_CIRCLES) == t.BUSINESS_TILES_PER_PLAYER


def test_six_kinds_of_space_four_of_them_businesses():
    assert len(t.SPACES) == 6 and set(t.SPACES) == set(t.SpaceKind)
    assert [k for k in t.SpaceKind if k.is_business] == list(t.BUSINESSES)
    assert t.SPACES[t.SpaceKind.TAVERN].where == t.SPACES[t.SpaceKind.ARTIST].where
    assert t.say(t.SPACES[t.SpaceKind.ARTIST].where) == "printed on the board"


@pytest.mark.parametrize("text, kind", [("steel", t.SpaceKind.STEEL), ("Gem merchant", t.SpaceKind.GEM),
                                        ("fencing_master", t.SpaceKind.FENCING), ("smith", t.SpaceKind.SWORDSMITH)])
def test_space_kind_parse(text, kind):
    assert t.SpaceKind.parse(text) is kind


def test_space_kind_parse_refuses_other_names():
    with pytest.raises(InvalidNotation, match="unknown kind of space"):
        t.SpaceKind.parse("bakery")
    with pytest.raises(InvalidNotation):
        t.SpaceKind.parse(3)


# ------------------------------------------------------------------ prices and payment


def test_row_prices_are_one_three_five():
    assert [r.price for r in t.Row] == [1, 3, 5]


@pytest.mark.parametrize("kind", t.BUSINESSES)
@pytest.mark.parametrize("row", list(t.Row))
def test_a_rivals_business_costs_the_row_price_and_yours_is_free(kind, row):
    assert t.trade_price(kind, row) == t.ROW_PRICE[row]
    assert t.trade_price(kind, row, own=True) == 0


def test_tavern_costs_its_row_and_only_stands_in_rows_one_or_three():
    assert [t.trade_price(t.SpaceKind.TAVERN, r) for r in (t.Row.BOTTOM, t.Row.MIDDLE)] == [1, 3]
    with pytest.raises(IllegalAction, match="rows costing 1 or 3"):
        t.trade_price(t.SpaceKind.TAVERN, t.Row.TOP)


def test_artist_costs_three_anywhere_and_nobody_owns_it():
    assert {t.trade_price(t.SpaceKind.ARTIST, r) for r in t.Row} == {t.ARTIST_PRICE} == {3}
    for kind in (t.SpaceKind.ARTIST, t.SpaceKind.TAVERN):
        with pytest.raises(IllegalAction, match="belongs to nobody"):
            t.trade_price(kind, t.Row.BOTTOM, own=True)


@given(st.integers(1, 6), st.sampled_from([1, 3, 5]))
def test_one_card_pays_when_it_reaches_the_price_and_the_change_is_lost(value, price):
    if value >= price:
        assert t.check_payment(value, price) == value - price
    else:
        with pytest.raises(IllegalPayment, match="never added together"):
            t.check_payment(value, price)


@pytest.mark.parametrize("value", [0, 7, -1, 2.0, True, "3", None])
def test_card_values_are_one_to_six(value):
    with pytest.raises(InvalidNotation):
        t.card_value(value)


# ------------------------------------------------------------------ the track


def test_track_parse_round_trips_and_counts_positions():
    track = t.Track.parse("..T1.A2. / ..T2.. / ...")
    assert str(track) == "..T1.A2. / ..T2.. / ..."
    assert eval(repr(track), {"Track": t.Track}) == track
    assert (len(track), track.alcazar) == (14, 15)
    assert [track.row(p).value for p in (1, 6, 7, 11, 12, 14)] == ["bottom"] * 2 + ["middle"] * 2 + ["top"] * 2
    assert track.space(5) == t.Space(t.Row.BOTTOM, t.Fixture.ARTIST, 2)
    assert track.space(5).kind is t.SpaceKind.ARTIST and track.space(1).kind is None


@pytest.mark.parametrize("text, message", [
    ("..", "three rows"),
    ("./././.", "three rows"),
    (".T./../..", "T needs its printed circles"),
    (".T3/../..", "1 or 2 circles"),
    (".X./../..", "cannot read"),
    ("../../T1", "cannot stand in the top row"),
    ("A1/A1/.", "one"),
    ("../ /..", "no space in the middle row"),
    (3, "as text"),
])
def test_track_parse_refuses(text, message):
    with pytest.raises(InvalidNotation, match=message):
        t.Track.parse(text)


def test_rows_must_rise_toward_the_alcazar():
    spaces = (t.Space(t.Row.MIDDLE), t.Space(t.Row.BOTTOM), t.Space(t.Row.TOP))
    with pytest.raises(InvalidNotation, match="rows run bottom, middle, top"):
        t.Track(spaces)


def test_street_spaces_have_no_printed_circles():
    with pytest.raises(InvalidNotation, match="street space has no printed circles"):
        t.Space(t.Row.BOTTOM, t.Fixture.STREET, 1)


def test_positions_outside_the_track_are_refused():
    track = t.Track.parse("./T1/.")
    assert track.where(0) == "the Cathedral" and track.where(4) == "the Alcazar"
    with pytest.raises(IllegalAction, match="not a space of the track"):
        track.space(4)
    for bad in (-1, 5, "2", True):
        with pytest.raises(IllegalAction, match="positions run from 0"):
            track.check(bad)


# ------------------------------------------------------------------ sword tiles

@pytest.mark.parametrize("kwargs, message", [
    ({"value": 0, "steel": 1}, "1 to 99"),
    ({"value": 100, "steel": 1}, "1 to 99"),
    ({"value": 5, "steel": 0, "gems": 2}, "steel cost must be 1 to 23"),
    ({"value": 5, "steel": 24}, "steel cost must be 1 to 23"),
    ({"value": 5, "steel": 1, "gems": 21}, "gem cost must be 0 to 20"),
    ({"value": 5, "steel": 1, "gems": -1}, "gem cost cannot be negative"),
])
def test_a_sword_tile_is_bounded_by_the_box_and_ruling_a5(kwargs, message):
    with pytest.raises(RulesError, match=message):
        t.Sword(**kwargs)
    assert t.Sword(99, steel=23, gems=20).kept_points == 49
