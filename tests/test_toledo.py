"""Tests of playaid.rules.toledo: prices, the track, fencing colours, duels, scoring, score sheets, rulings."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.generator.text import render_macro
from playaid.rules import toledo as t
from playaid.rules.errors import IllegalAction, IllegalPayment, InvalidNotation, RulesError

A, D = t.Pose.ATTACK, t.Pose.DEFEND


def card(colour, pose):
    return t.DuelCard(colour, pose)


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


# ------------------------------------------------------------------ fencing colours

@pytest.mark.parametrize("name", ["neutral", "move", "", "two words", "red1", "x" * 25, 5, None])
def test_fencing_colour_refuses(name):
    with pytest.raises(InvalidNotation):
        t.fencing_colour(name)


def test_fencing_colour_accepts_words_in_any_language():
    assert t.fencing_colour("Viola") == "viola"
    assert t.fencing_colour("blue-green") == "blue-green"
    assert t.fencing_colour("marrón") == "marrón"


def test_only_two_colours_are_named_by_the_rulebook():
    assert t.NAMED_FENCING_COLOURS == ("purple", "brown")
    assert t.Palette().colours == t.NAMED_FENCING_COLOURS
    assert t.FENCING_COLOURS == 3


@pytest.mark.parametrize("text, message", [
    ("purple,brown,teal,red", "3 fencing colours, not 4"),
    ("purple,Purple", "listed twice"),
    ("purple,neutral", "without a fencing colour"),
])
def test_palette_refuses(text, message):
    with pytest.raises(InvalidNotation, match=message):
        t.Palette.parse(text)


def test_skill_set_holds_at_most_three_distinct_tiles():
    assert t.skill_set("") == frozenset()
    assert t.skill_set(["brown", "purple"]) == {"brown", "purple"}
    with pytest.raises(InvalidNotation, match="at most 3"):
        t.skill_set("a,b,c,d")
    with pytest.raises(InvalidNotation, match="--attacker: 'move' is the move skill"):
        t.skill_set("move", "--attacker")


# ------------------------------------------------------------------ duel cards

@pytest.mark.parametrize("text, expected", [
    ("purple:attack", card("purple", A)),
    (" Neutral : DEFEND ", card(None, D)),
    ("brown:defend", card("brown", D)),
])
def test_duel_card_parse(text, expected):
    assert t.DuelCard.parse(text) == expected


@pytest.mark.parametrize("text, message", [
    ("purple", "COLOUR:POSE"),
    (":attack", "COLOUR:POSE"),
    ("purple:attack:x", "COLOUR:POSE"),
    ("purple:lunge", "the pose is attack or defend"),
    ("purple:", "the pose is attack or defend"),
    ("move:attack", "move skill"),
])
def test_duel_card_parse_refuses(text, message):
    with pytest.raises(InvalidNotation, match=message):
        t.DuelCard.parse(text)


def test_parse_cards_names_the_bad_card():
    with pytest.raises(InvalidNotation, match="card 3: "):
        t.parse_cards("purple:attack,brown:defend,brown:sit")
    with pytest.raises(InvalidNotation, match="no cards given"):
        t.parse_cards("  ")
    with pytest.raises(InvalidNotation, match="card 2 of the list is empty"):
        t.parse_cards("neutral:attack,")


# ------------------------------------------------------------------ fencing rounds and duels

NONE: frozenset[str] = frozenset()
P = frozenset({"purple"})


@pytest.mark.parametrize("c, att, dfd, winner, reason", [
    (card("purple", D), P, NONE, t.Side.ATTACKER, t.Reason.SKILL),      # the tile beats the pose
    (card("purple", A), NONE, P, t.Side.DEFENDER, t.Reason.SKILL),
    (card("purple", A), P, P, t.Side.ATTACKER, t.Reason.BOTH),          # both: the pose decides
    (card("purple", D), P, P, t.Side.DEFENDER, t.Reason.BOTH),
    (card("brown", A), P, P, t.Side.ATTACKER, t.Reason.NEITHER),        # neither holds brown
    (card("brown", D), NONE, NONE, t.Side.DEFENDER, t.Reason.NEITHER),
    (card(None, A), P, P, t.Side.ATTACKER, t.Reason.NEUTRAL),
    (card(None, D), P, NONE, t.Side.DEFENDER, t.Reason.NEUTRAL),       # a tile never helps on neutral
])
def test_round_winner(c, att, dfd, winner, reason):
    r = t.round_winner(c, att, dfd)
    assert (r.winner, r.reason) == (winner, reason)


def test_the_rulebooks_duel():
    duel = t.resolve_duel(t.parse_cards("purple:defend,brown:defend,neutral:defend"), "purple", "")
    assert [r.score for r in duel.rounds] == [(1, 0), (1, 1), (1, 2)]
    assert duel.winner is t.Side.DEFENDER and duel.loser is t.Side.ATTACKER
    # The example does not give the first card's pose: either pose gives the same duel.
    again = t.resolve_duel(t.parse_cards("purple:attack,brown:defend,neutral:defend"), "purple", "")
    assert [r.winner for r in again.rounds] == [r.winner for r in duel.rounds]


def test_a_duel_stops_at_two_wins_and_reports_the_rest_undrawn():
    duel = t.resolve_duel(t.parse_cards("neutral:attack,neutral:attack,brown:defend"))
    assert len(duel.rounds) == 2 and duel.score == (2, 0)
    assert [str(c) for c in duel.undrawn] == ["brown:defend"]
    assert duel.to_dict()["cards_not_drawn"] == ["brown:defend"]


def test_no_duel_draws_a_fourth_card():
    with pytest.raises(InvalidNotation, match="at most 3 cards; list no more"):
        t.parse_cards("neutral:attack," * 3 + "neutral:attack")
    with pytest.raises(InvalidNotation, match="at most 3 cards, not 4"):
        t.resolve_duel(t.parse_cards("neutral:attack") * 4)


@pytest.mark.parametrize("cards, stand", [("", "no card was given"), ("neutral:attack", "1:0 after 1 card"),
                                          ("neutral:attack,neutral:defend", "1:1 after 2 cards")])
def test_too_few_cards_is_an_error(cards, stand):
    hand = t.parse_cards(cards) if cards else ()
    with pytest.raises(IllegalAction, match=stand):
        t.resolve_duel(hand)


def test_a_duel_shows_at_most_three_colours_unless_a_palette_says_which():
    four = t.parse_cards("red:attack,green:defend,blue:attack")
    with pytest.raises(InvalidNotation, match="4 fencing colours"):
        t.resolve_duel(four, "purple")
    palette = t.Palette.parse("purple, brown, teal")
    assert t.resolve_duel(t.parse_cards("teal:attack,teal:attack"), "", "teal", palette).winner is t.Side.DEFENDER
    with pytest.raises(InvalidNotation, match="the defender's tiles: 'green'"):
        t.resolve_duel(t.parse_cards("teal:attack,teal:attack"), "", "green", palette)


def test_duel_json_shape():
    d = t.resolve_duel(t.parse_cards("purple:defend,brown:defend,neutral:defend"), "purple").to_dict()
    assert d["winner"] == "defender" and d["rounds"] == ["attacker", "defender", "defender"]
    assert d["score"] == {"attacker": 1, "defender": 2}
    assert [x["reason"] for x in d["details"]] == ["skill", "neither", "neutral"]


colours = st.sampled_from([None, "purple", "brown", "teal"])
cards = st.builds(t.DuelCard, colours, st.sampled_from(list(t.Pose)))
tiles = st.frozensets(st.sampled_from(["purple", "brown", "teal"]), max_size=3)


@settings(max_examples=150)
@given(st.lists(cards, min_size=3, max_size=3), tiles, tiles)
def test_a_duel_ends_within_three_rounds_with_two_wins(hand, att, dfd):
    duel = t.resolve_duel(hand, att, dfd)
    assert 2 <= len(duel.rounds) <= t.DUEL_MAX_ROUNDS
    assert max(duel.score) == t.DUEL_ROUNDS_TO_WIN and sum(duel.score) == len(duel.rounds)
    assert duel.drawn + duel.undrawn == tuple(hand)
    a, d = duel.score
    assert duel.winner is (t.Side.ATTACKER if a > d else t.Side.DEFENDER)
    # Every round follows the rule, recomputed here independently.
    for r in duel.rounds:
        c = r.card
        sole = c.colour is not None and (c.colour in att) != (c.colour in dfd)
        expected = (t.Side.ATTACKER if c.colour in att else t.Side.DEFENDER) if sole else c.pose.side
        assert r.winner is expected


@given(st.lists(cards, min_size=3, max_size=3), tiles, tiles)
def test_swapping_the_tiles_and_poses_swaps_the_winner(hand, att, dfd):
    flip = [t.DuelCard(c.colour, t.Pose.DEFEND if c.pose is t.Pose.ATTACK else t.Pose.ATTACK) for c in hand]
    one, two = t.resolve_duel(hand, att, dfd), t.resolve_duel(flip, dfd, att)
    assert one.winner is two.winner.other and len(one.rounds) == len(two.rounds)


# ------------------------------------------------------------------ scoring

def test_the_rulebooks_scoring_example_is_eighteen():
    s = t.score_player("Red", t.Holdings((12,), (7,), (2, 2), 3, True))
    assert (s.presented_points, s.kept_points, s.painting_points, s.gem_points, s.move_skill_penalty) == (
        12, 3, 4, 1, -2)
    assert s.total == 18


@settings(max_examples=50)
@given(st.lists(st.integers(1, 30), max_size=5), st.lists(st.integers(1, 30), max_size=6),
       st.lists(st.integers(1, 3), max_size=6), st.integers(0, 20), st.booleans(),
       st.lists(st.integers(1, 6), max_size=10))
def test_score_is_the_sum_of_its_parts(presented, kept, paintings, gems, skill, hand):
    h = t.Holdings(tuple(presented), tuple(kept), tuple(paintings), gems, skill, tuple(hand))
    s = t.score_player("X", h)
    assert s.total == sum(presented) + sum(v // 2 for v in kept) + sum(paintings) + gems // 2 - 2 * skill
    assert s.tie_keys == (len(hand), sum(hand))


def test_kept_swords_and_gems_round_down():
    assert [t.kept_sword_points(v) for v in (1, 2, 7, 13)] == [0, 1, 3, 6]
    assert [t.gem_points(g) for g in (0, 1, 2, 5)] == [0, 0, 1, 2]


def test_ties_most_cards_then_highest_total_then_shared():
    def entry(name, cards_):
        return name, t.Holdings(gems=4, movement_cards=cards_)

    assert t.final_score([entry("A", (6,)), entry("B", (1, 1))]).winners == ("B",)
    assert t.final_score([entry("A", (6, 1)), entry("B", (2, 2))]).winners == ("A",)
    assert t.final_score([entry("A", (3, 1)), entry("B", (2, 2))]).winners == ("A", "B")
    more_points = ("C", t.Holdings(gems=6))
    assert t.final_score([entry("A", (6, 6, 6)), more_points]).winners == ("C",)


@pytest.mark.parametrize("kwargs, message", [
    ({"swords_presented": (0,)}, "must be 1 to 99"),
    ({"swords_kept": (-3,)}, "must be 1 to 99"),
    ({"swords_kept": (100,)}, "kept sword 1 must be 1 to 99 \\(\u2020A5\\), not 100"),
    ({"swords_presented": (10 ** 4000,)}, r"must be 1 to 99 \(\u2020A5\), not 1000000000000000000000000000000000000\.\.\.$"),
    ({"paintings": (4,)}, "1 to 3"),
    ({"movement_cards": (7,)}, "1 to 6"),
    ({"gems": -1}, "negative"),
    ({"gems": 21}, "0 to 20"),
    ({"gems": 2.0}, "whole number"),
    ({"move_skill": "yes"}, "true or false"),
    ({"swords_presented": (5,) * 6}, "at most one"),
    ({"paintings": (1,) * 7}, "the game has 6"),
    ({"swords_kept": (5,) * 20}, "19 sword tiles"),
])
def test_holdings_refuse_what_the_game_cannot_produce(kwargs, message):
    with pytest.raises(RulesError, match=message):
        t.Holdings(**kwargs)


def test_lists_longer_than_the_box_are_refused_before_their_items_are_read():
    with pytest.raises(RulesError, match="100000 swords, but the game has 19 sword tiles"):
        t.Holdings(swords_kept=("not a number",) * 100_000)
    with pytest.raises(RulesError, match="85 movement cards, but the game has 84"):
        t.Holdings(movement_cards=(7,) * 85)


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


def test_final_score_checks_the_box_across_players():
    half = t.Holdings(gems=11)
    with pytest.raises(RulesError, match="22 gems between them"):
        t.final_score([("A", half), ("B", half)])
    with pytest.raises(RulesError, match="appears 2 times"):
        t.final_score([("A", t.Holdings()), ("A", t.Holdings())])
    with pytest.raises(RulesError, match="1 to 4 players"):
        t.final_score([])


# ------------------------------------------------------------------ score sheets

def test_sheet_defaults_and_example():
    result = t.score_sheet({"players": [
        {"name": "Red", "swords_presented": [12], "swords_kept": [7], "paintings": [2, 2], "gems": 3,
         "move_skill": True, "movement_cards": [1, 4]},
        {"name": "Bo"},
    ]})
    assert [p.total for p in result.players] == [18, 0]
    d = result.to_dict()
    assert d["game"] == "toledo" and d["winners"] == ["Red"]
    assert d["players"][0]["movement_cards"] == [1, 4] and d["players"][0]["card_value_total"] == 5


@pytest.mark.parametrize("data, message", [
    ([], "must be an object"),
    ({}, "non-empty 'players'"),
    ({"players": []}, "non-empty 'players'"),
    ({"players": [1]}, "player 1: each player must be an object"),
    ({"players": [{"gems": 1}]}, "player 1: needs a non-empty 'name'"),
    ({"players": [{"name": "A", "gem": 1}]}, "player 'A': unknown field 'gem'"),
    ({"players": [{"name": "A", "paintings": 2}]}, "player 'A': 'paintings' must be a list"),
    ({"players": [{"name": "A", "movement_cards": [1, 9]}]}, "player 'A': movement card 2 must be 1 to 6"),
    ({"players": [{"name": "A", "gems": None}]}, "player 'A': the count of gems must be a whole number"),
    ({"players": [{"name": "A"}], "extra": 1}, "unknown top-level field"),
    ({"players": [{"name": str(i)} for i in range(5)]}, "a game has 1 to 4"),
])
def test_sheet_refuses_and_names_the_culprit(data, message):
    with pytest.raises(RulesError, match=message):
        t.score_sheet(data)


# ------------------------------------------------------------------ rulings and site tables

def test_rulings_have_unique_keys_and_cover_the_italian_disagreements():
    keys = [r.key for r in t.RULINGS]
    assert len(keys) == len(set(keys))
    assert all(r.topic and r.source and r.ruling and r.short for r in t.RULINGS)
    italian = " ".join(r.source for r in t.RULINGS if "Italian" in r.source)
    for fact in ("4 nobles", "three rounds", "owner", "start", "any free space", "present it to the emperor",
                 "no word of one card", "no tie-break"):
        assert fact in italian, fact


@pytest.mark.parametrize("key, cited", [
    ("A6", "Italian line 30"),     # the move skill: one card (English) or no limit (Italian)
    ("A8", "Italian line 30"),     # the painting presented to the emperor
    ("B1", "Italian line 19"),     # a shop on any free space
    ("E1", "line 27"),             # the English end trigger against "one more turn" (line 82)
    ("E1", "line 82"),
    ("P2", "line 8"), ("S3", "line 88"), ("A1", "lines 42, 43"), ("M5", "line 42"), ("T4", "line 53"),
])
def test_the_audits_points_each_have_a_ruling_citing_the_rulebook(key, cited):
    assert cited in t.ruling(key).source


def test_every_ruling_cites_a_rulebook_line():
    for r in t.RULINGS:
        assert re.search(r"\blines? \d+", r.source), r.key


def test_no_ruling_states_another_rulings_phrase():
    """A ruling's row on the site carries only its own mark, so it must not use another's words."""
    for r in t.RULINGS:
        text = " ".join((r.topic, r.source, r.ruling, r.short)).lower()
        for other in t.RULINGS:
            if other is not r:
                assert not [p for p in other.phrases if p.lower() in text], (r.key, other.key)


def test_ruling_marks_are_looked_up_by_key():
    assert t.ruling_mark("S3") == "\u2020S3" and t.ruling("M7").topic
    with pytest.raises(InvalidNotation, match="no Toledo ruling 'Z9'"):
        t.ruling("Z9")


@pytest.mark.parametrize("where", ["docs/toledo.rst", "generator/commands/duel.py"])
def test_marks_written_by_hand_name_real_rulings(where):
    """Marks typed into prose (the site page, the duel help) must be keys of Toledo rulings."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / where).read_text(encoding="utf-8")
    text = text.replace("\\u2020", "\u2020")
    found = set(re.findall(r"\u2020([A-Z]\d+)", text))
    assert found and found <= {r.key for r in t.RULINGS}, found - {r.key for r in t.RULINGS}


def test_a_total_may_go_below_zero():
    """Only the move skill tile: 2 points off and nothing else (ruling S4)."""
    result = t.score_sheet({"players": [{"name": "Bo", "move_skill": True}, {"name": "Cy"}]})
    assert [p.total for p in result.players] == [-2, 0] and result.winners == ("Cy",)


@pytest.mark.parametrize("macro", ["actions", "prices", "spaces", "scoring", "components", "rulings"])
def test_every_site_table_renders(macro):
    assert render_macro("toledo.rst.jinja", macro, t=t).strip()


def test_site_price_table_comes_from_trade_price():
    rst = render_macro("toledo.rst.jinja", "prices", t=t)
    for row in t.Row:
        assert f"   * - {row.value}\n     - {t.trade_price(t.SpaceKind.GEM, row)} or more\n" in rst


def test_site_rulings_table_lists_every_ruling():
    rst = render_macro("toledo.rst.jinja", "rulings", t=t)
    assert all(f"* - {r.mark}\n" in rst for r in t.RULINGS)


def test_the_parts_are_re_exported_from_the_package():
    assert t.Turn.__module__ == "playaid.rules.toledo.play"
    assert t.resolve_duel.__module__ == "playaid.rules.toledo.duel" and t.score_sheet.__module__ == "playaid.rules.toledo.score"
    with pytest.raises(AttributeError):
        t.no_such_name  # noqa: B018
