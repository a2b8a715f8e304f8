"""Tests of playaid.rules.tolomeo.score: the conversion table, the three sources of points, the ties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playaid.rules import tolomeo as t
from playaid.rules.errors import InvalidNotation, RulesError

P = t.Planet


def entry(name, studied, side="A", cards=(), pawns=None, points=None):
    """A player's entry; each bonus point card given by its points shows the first planet studied."""
    planets = t.planet_set(studied)
    return t.Entry(name, t.Side(side), planets, tuple(t.BonusCard(v, planets[:1]) for v in cards), pawns, points)


def test_only_three_planets_has_a_printed_value():
    assert t.KNOWN_PLANET_POINTS == {3: 4}
    assert t.planet_points(3) == 4
    assert t.planet_points(3, 4) == 4
    for n in (0, 1, 2, 4, 5, 6, 7):
        with pytest.raises(RulesError, match="give them as planet_points"):
            t.planet_points(n)
        assert t.planet_points(n, 11) == 11


def test_a_sheet_value_must_agree_with_the_printed_one():
    with pytest.raises(RulesError, match="give 4 points on the sheet .rulebook line 194., not 5"):
        t.planet_points(3, 5)


@pytest.mark.parametrize("studied, points", [(-1, None), (8, None), (True, None), (2, -1), (2, 1.5), (2, 1000)])
def test_planet_points_refuses_nonsense(studied, points):
    with pytest.raises(InvalidNotation):
        t.planet_points(studied, points)


def test_the_three_sources_add_up():
    s = t.score_player(entry("Ana", ["moon", "mercury", "sun"], "B", cards=(2, 1)))
    assert (s.planet_points, s.card_points, s.planet_bonus, s.total) == (4, 3, 3, 10)
    a = t.score_player(entry("Ana", ["moon", "mercury", "sun"], "A", cards=(2, 1)))
    assert (a.planet_bonus, a.total) == (0, 7)


def test_the_player_is_named_when_a_value_is_missing():
    with pytest.raises(RulesError, match="player 'Bo': the points for 1 planets"):
        t.score_player(entry("Bo", ["moon"]))


def test_ties_go_to_planets_then_pawns_then_are_shared():
    three = ["moon", "sun", "mars"]
    a = entry("A", three, pawns=2)
    b = entry("B", ["venus", "jupiter"], cards=(2,), pawns=5, points=2)   # 4 points, two planets
    assert t.final_score([a, b]).winners == ("A",)
    c = entry("C", ["venus", "jupiter", "saturn"], pawns=4)
    assert t.final_score([a, c]).winners == ("C",)
    d = entry("D", ["venus", "jupiter", "saturn"], pawns=2)
    assert t.final_score([a, d]).winners == ("A", "D")


def test_the_pawn_count_is_asked_only_when_it_decides():
    three = ["moon", "sun", "mars"]
    assert t.final_score([entry("A", three), entry("B", ["venus"], points=1)]).winners == ("A",)
    with pytest.raises(RulesError, match="A, B are level; give each of them 'pawns_on_board'"):
        t.final_score([entry("A", three), entry("B", ["venus", "jupiter", "saturn"])])


def test_table_wide_checks():
    with pytest.raises(RulesError, match="same side"):
        t.final_score([entry("A", ["moon", "sun", "mars"]), entry("B", ["moon", "sun", "mars"], "B")])
    with pytest.raises(RulesError, match="share one table"):
        t.final_score([entry("A", ["moon"], points=1), entry("B", ["sun"], points=2)])
    with pytest.raises(RulesError, match="puts out 1"):
        t.final_score([entry("A", ["moon", "sun", "mars"], cards=(2,)),
                       entry("B", ["moon", "sun", "venus"], cards=(2,))])
    with pytest.raises(RulesError, match="puts out 2"):
        t.final_score([entry("A", ["moon", "sun", "mars"], cards=(1, 1, 1)), entry("B", ["moon", "sun", "venus"])])
    with pytest.raises(RulesError, match="appears 2 times"):
        t.final_score([entry("A", ["moon", "sun", "mars"])] * 2)
    with pytest.raises(RulesError, match="1 to 5 players"):
        t.final_score([])


def sheet(*players):
    return {"players": list(players)}


ANA = {"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"],
       "bonus_cards": [{"points": 2, "planets": ["moon", "mars"]}], "pawns_on_board": 4}
BO = {"name": "Bo", "side": "B", "studied": ["venus", "jupiter", "saturn", "mercury"],
      "bonus_cards": [{"points": 1, "planets": ["venus"]}], "pawns_on_board": 2, "planet_points": 6}


def test_score_sheet_reads_and_scores():
    result = t.score_sheet(sheet(ANA, BO))
    assert [p.total for p in result.players] == [8, 8]
    assert result.winners == ("Bo",)
    d = result.to_dict()
    assert d["game"] == "tolomeo" and d["winners"] == ["Bo"]
    assert d["players"][0] == {
        "name": "Ana", "total": 8, "side": "B", "studied": ["moon", "sun", "mars"], "planets_studied": 3,
        "planet_points": 4, "bonus_cards": [{"points": 2, "planets": ["moon", "mars"]}], "bonus_card_points": 2, "planet_bonus": 2, "pawns_on_board": 4}


@pytest.mark.parametrize("player, message", [
    ({**ANA, "side": "C"}, "player 'Ana': unknown sheet side 'C'"),
    ({**ANA, "side": 1}, "a sheet side must be written as text"),
    ({**ANA, "studied": ["moon", "moon"]}, "listed twice"),
    ({**ANA, "studied": ["pluto"]}, "unknown planet"),
    ({**ANA, "studied": ["comet"]}, "not a planet"),
    ({**ANA, "studied": "moon"}, "must be a list"),
    ({**ANA, "bonus_cards": [{"points": 3, "planets": ["moon"]}]}, "worth 1 or 2"),
    ({**ANA, "bonus_cards": [{"points": True, "planets": ["moon"]}]}, "worth 1 or 2"),
    ({**ANA, "bonus_cards": [{"points": "2", "planets": ["moon"]}]}, "worth 1 or 2"),
    ({**ANA, "bonus_cards": [{"points": 2.0, "planets": ["moon"]}]}, "worth 1 or 2"),
    ({**ANA, "bonus_cards": 2}, "must be a list"),
    ({**ANA, "pawns_on_board": 8}, "so at most 7 can be on the board"),
    ({**ANA, "pawns_on_board": -1}, "between 0 and 7"),
    ({**ANA, "pawns_on_board": "4"}, "whole number"),
    ({**ANA, "planet_points": 4.0}, "whole number"),
    ({**ANA, "planet_points": 10**40}, "between 0 and 999"),
    ({**ANA, "colour": "red"}, "unknown field 'colour'"),
    ({k: v for k, v in ANA.items() if k != "side"}, "needs a 'side'"),
    ({k: v for k, v in ANA.items() if k != "studied"}, "needs a 'studied'"),
    ({**ANA, "name": ""}, "player 1: needs a non-empty 'name'"),
    ("Ana", "each player must be an object"),
])
def test_bad_players(player, message):
    with pytest.raises(RulesError, match=message):
        t.score_sheet(sheet(player))


@pytest.mark.parametrize("data, message", [
    ([], "must be an object"),
    ({}, "non-empty 'players'"),
    ({"players": []}, "non-empty 'players'"),
    ({"players": [ANA], "round": 3}, "unknown top-level field"),
])
def test_bad_sheets(data, message):
    with pytest.raises(RulesError, match=message):
        t.score_sheet(data)


@given(st.lists(st.tuples(st.sets(st.sampled_from(t.PLANETS), min_size=3, max_size=3),
                          st.integers(0, 7)), min_size=1, max_size=5))
def test_three_planets_need_no_table_and_winners_have_the_top_score(rows):
    entries = [t.Entry(f"p{i}", t.Side.A, tuple(p for p in t.PLANETS if p in ps), (), pawns, None)
               for i, (ps, pawns) in enumerate(rows)]
    result = t.final_score(entries)
    assert all(p.total == 4 for p in result.players)
    top = max(pawns for _, pawns in rows)
    assert result.winners == tuple(f"p{i}" for i, (_, pawns) in enumerate(rows) if pawns == top)


def test_the_tie_breaks_are_data_the_shared_final_score_follows():
    """Line 200: planets studied, then pawns on the board; a tie left is shared (†T8)."""
    from playaid.rules.game import FinalScore

    assert [(s.key, s.field) for s in t.TIES.chain] == [("planets_studied", ""), ("pawns_on_board", "pawns_on_board")]
    assert t.TIES.shared_ruling == "T8" and t.TIES.shared_ruling in t.RULING
    result = t.final_score([entry("A", ["moon", "sun", "mars"], pawns=2)])
    assert isinstance(result, FinalScore) and result.ties is t.TIES and result.game == t.GAME
    assert all(hasattr(result.players[0], s.key) for s in t.TIES.chain)


# ------------------------------------------------------------------ bonus point cards and the planets studied


def card(points, *planets):
    return {"points": points, "planets": list(planets)}


def test_a_bonus_card_is_its_points_and_the_planets_it_shows():
    """Line 179: a card is taken only for planets studied; the sheet names them, so they can be checked."""
    ana = {**ANA, "bonus_cards": [card(2, "moon", "mars")]}
    (s,) = t.score_sheet(sheet(ana)).players
    assert s.bonus_cards == (t.BonusCard.of(2, ["moon", "mars"]),) and s.card_points == 2 and s.total == 8
    assert s.to_dict()["bonus_cards"] == [{"points": 2, "planets": ["moon", "mars"]}]


def test_a_bonus_card_whose_planets_the_player_has_not_studied_is_refused():
    ana = {**ANA, "bonus_cards": [card(2, "moon", "venus")]}   # Ana studied moon, mars and sun
    with pytest.raises(RulesError) as caught:
        t.score_sheet(sheet(ana))
    message = str(caught.value)
    assert "\n" not in message and message.startswith("player 'Ana': ")
    assert "bonus point card worth 2 showing Moon and Venus" in message
    assert "Ana has not studied Venus" in message and "line 179" in message


def test_every_card_is_checked_and_the_core_checks_entries_too():
    bo = {**BO, "bonus_cards": [card(1, "venus"), card(2, "sun", "mars", "jupiter")]}
    with pytest.raises(RulesError, match="player 'Bo': the bonus point card worth 2 showing Sun, Mars and Jupiter"):
        t.score_sheet(sheet(ANA | {"bonus_cards": []}, bo))
    with pytest.raises(RulesError, match="player 'Cy': .*Cy has not studied Moon"):
        t.score_player(t.Entry("Cy", t.Side.A, (), (t.BonusCard.of(1, ["moon"]),), None, 0))


@pytest.mark.parametrize("cards, message", [
    ([2], "a bonus point card is written with its points and the planets it shows"),
    ([{"points": 2}], "needs a 'planets' field"),
    ([{"planets": ["moon"]}], "needs a 'points' field"),
    ([{"points": 3, "planets": ["moon"]}], "worth 1 or 2, not 3"),
    ([{"points": True, "planets": ["moon"]}], "worth 1 or 2, not True"),
    ([{"points": 2, "planets": []}], "shows at least one planet"),
    ([{"points": 2, "planets": ["moon", "moon"]}], "listed twice"),
    ([{"points": 2, "planets": ["comet"]}], "not a planet"),
    ([{"points": 2, "planets": "moon"}], "must be a list"),
    ([{"points": 2, "planets": ["moon"], "colour": "red"}], "unknown field 'colour'"),
])
def test_bad_bonus_cards(cards, message):
    with pytest.raises(RulesError, match=f"player 'Ana', bonus card 1: .*{message}"):
        t.score_sheet(sheet({**ANA, "bonus_cards": cards}))


def test_a_bad_bonus_card_is_named_by_its_place_in_the_list():
    cards = [card(1, "moon"), {"points": 2, "planets": ["comet"]}, {"points": 3, "planets": ["moon"]}]
    with pytest.raises(RulesError) as caught:
        t.score_sheet(sheet({**ANA, "bonus_cards": cards}))
    message = str(caught.value)
    assert "player 'Ana', bonus card 2: the comet is not a planet" in message
    assert "player 'Ana', bonus card 3: a bonus point card in play is worth 1 or 2, not 3" in message
    assert "bonus card 1" not in message


@given(st.sets(st.sampled_from(t.PLANETS), max_size=7), st.sets(st.sampled_from(t.PLANETS), min_size=1, max_size=4))
def test_a_card_scores_exactly_when_its_planets_are_studied(studied, shown):
    player = {"name": "Ana", "side": "A", "studied": [p.value for p in studied], "planet_points": len(studied) + 1,
              "bonus_cards": [card(1, *(p.value for p in shown))]}
    if len(studied) == 3:
        player["planet_points"] = 4
    if shown <= studied:
        assert t.score_sheet(sheet(player)).players[0].card_points == 1
    else:
        with pytest.raises(RulesError, match="Ana has not studied"):
            t.score_sheet(sheet(player))
