"""Tests of playaid.rules.toledo1085.score: the end score, the tie-break, score sheets (mangled ones too)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.rules import toledo1085 as t
from playaid.rules.errors import RulesError
from tests.test_robustness import _paths
from tests.toledo1085_cards import C, I, J, COM, CUL, SCI, S, N


def test_end_bonus_table_and_first_to_complete():
    assert dict(t.END_BONUS) == {4: 12, 3: 6, 2: 1, 1: -2, 0: -5}
    assert t.FIRST_TO_COMPLETE_BONUS == 4
    with pytest.raises(RulesError):
        t.end_bonus(5)


def full_tableau(three=4):
    cols = []
    for k, sector in enumerate(t.Sector):
        if k < three:
            cols.append([S(sector, I, 4), S(sector, J, 3), S(sector, C, 3)])
        else:
            cols.append([S(sector, I, 10)])
    return t.Tableau.of(*cols)


def test_score_player_with_everything():
    s = t.score_player("Ana", full_tableau(4), first_to_complete=True)
    assert s.column_points == 4 * 12
    assert s.end_bonus == 12 and s.first_bonus == 4
    assert s.total == 48 + 12 + 4
    assert s.complete_sectors == 4


def test_first_to_complete_keeps_the_bonus_after_losing_a_sector():
    """Ruling F1: a later Jester or Heartache in the last round does not take the +4 away."""
    before = full_tableau(0)
    after, _ = before.remove(0, 0)                       # a Jester took the commerce column's only card
    s = t.score_player("Bo", after, first_to_complete=True)
    assert s.complete_sectors == 3 and s.first_bonus == 4 and s.first_bonus_kept
    assert s.total == 30 - 5 + 4
    assert s.to_dict()["first_bonus_kept"] is True
    assert not t.score_player("Bo", before, first_to_complete=True).first_bonus_kept
    assert not t.score_player("Bo", after).first_bonus_kept


def test_ties_break_on_three_religion_columns_then_share():
    a = t.Entry("Ana", full_tableau(2), first_to_complete=True)   # 40 + 4 + 1 + 4
    b = t.Entry("Bo", full_tableau(2))
    b_first = t.Entry("Bo", full_tableau(2), first_to_complete=True)
    assert t.final_score([a, b]).winners == ("Ana",)
    assert t.final_score([t.Entry("Ana", full_tableau(2)), b_first]).winners == ("Bo",)
    three = t.Tableau.of([S(COM, I, 5), S(COM, J, 5), S(COM, C, 5)])   # 17 - 2
    assert t.final_score([t.Entry("Cy", three), t.Entry("Di", three)]).winners == ("Cy", "Di")
    c = t.Entry("Cy", t.Tableau.of([S(COM, I, 10)] * 4, [S(CUL, I, 5)]))   # 45 - 5 = 40 < 49
    assert t.final_score([a, c]).winners == ("Ana",)
    d = t.Entry("Di", t.Tableau.of([S(COM, I, 10)] * 4 + [S(COM, J, 1), S(COM, C, 2)], [S(SCI, I, 4)]))
    # columns 43 + 2 and 4, one three-religion column: 49 - 2 = 47
    assert t.score_player("Di", d.tableau).total == 47


def test_tie_break_prefers_more_three_religion_columns():
    x = t.Entry("X", t.Tableau.of([S(COM, I, 5), S(COM, J, 5), S(COM, C, 5)]))          # 17 - 2 = 15
    y = t.Entry("Y", t.Tableau.of([S(COM, I, 10), S(COM, I, 10)]))                       # 20 - 5 = 15
    assert t.final_score([y, x]).winners == ("X",)


def test_the_tie_break_is_a_chain_of_the_scores_keys():
    """Points first, then the chain (line 298); the decider names the step that settled it."""
    assert [step.key for step in t.TIES.chain] == ["three_religion_columns"]
    x = t.score_player("X", t.Tableau.of([S(COM, I, 5), S(COM, J, 5), S(COM, C, 5)]))
    y = t.score_player("Y", t.Tableau.of([S(COM, I, 10), S(COM, I, 10)]))
    assert t.TIES.decider([y, x], "X") is t.TIES.chain[0]
    result = t.final_score([t.Entry("Y", y_tab := t.Tableau.of([S(SCI, I, 6)])), t.Entry("X", y_tab)])
    assert result.winners == ("Y", "X")           # level after the chain: sheet order (†T3)
    assert result.to_dict() == {"game": "toledo1085", "players": [p.to_dict() for p in result.players],
                                "winners": ["Y", "X"]}


def test_the_deck_limits_each_sector_and_nobility():
    """Ruling C6: at most 20 religion cards of a sector and 10 Nobility cards on the table."""
    ten = [S(SCI, I, 1)] * 10
    t.check_deck([t.Tableau.of(ten), t.Tableau.of(ten)])
    with pytest.raises(RulesError, match="21 science cards with a religion; the deck has 20"):
        t.check_deck([t.Tableau.of(ten), t.Tableau.of(ten + [S(SCI, J, 1)])])
    crowns = [N(J, 1)] * 6
    t.check_deck([t.Tableau.of([S(COM, I, 1)] + crowns[:5]), t.Tableau.of([S(CUL, I, 1)] + crowns[:5])])
    with pytest.raises(RulesError, match="11 Nobility cards; the deck has 10"):
        t.check_deck([t.Tableau.of([S(COM, I, 1)] + crowns[:5]), t.Tableau.of([S(CUL, I, 1)] + crowns)])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(st.tuples(st.sampled_from(list(t.Religion)), st.integers(0, 9),
                                   st.booleans()), min_size=1, max_size=6), max_size=4))
def test_score_is_columns_plus_bonuses(raw):
    cols = []
    for sector, cards in zip(t.Sector, raw):
        cols.append([N(r, p) if crown else S(sector, r, p) for r, p, crown in cards])
    tab = t.Tableau.of(*cols)
    s = t.score_player("P", tab)
    assert s.total == sum(c.total for c in tab.columns) + t.END_BONUS[s.three_religion_columns]
    for col in tab.columns:
        assert col.bonus in (0, 2)
        assert col.complete == (col.defined and col.total >= 10)


def sheet(*players):
    """A score sheet; a lone player gets a rival with no cards, since a game has 2 to 4 players."""
    rival = [{"name": "Zed", "sectors": []}] if len(players) == 1 else []
    return {"players": [*players, *rival]}


def player(name="Ana", sectors=(), **extra):
    return {"name": name, "sectors": [list(c) for c in sectors], **extra}


def card(kind="sector", **fields):
    base = {"sector": {"kind": "sector", "sector": "commerce", "religion": "islam", "prestige": 4},
            "nobility": {"kind": "nobility", "religion": "judaism", "prestige": 3}}.get(
        kind, {"kind": kind, "sector": "commerce"})
    return {**base, **fields}


def test_sheet_scores_the_issue_example():
    data = sheet(player(sectors=[[card(), card("nobility"), card("jester")]], first_to_complete=False))
    result = t.score_sheet(data)
    assert result.players[0].column_points == 4 + 3 + 1
    assert result.to_dict()["winners"] == ["Ana"]
    assert result.to_dict()["game"] == "toledo1085"


@pytest.mark.parametrize("data, message", [
    (sheet(player(sectors=[[card()]] * 5)), "5 columns, but a player has at most 4"),
    (sheet(player(sectors=[[card()], [card(prestige=2)]])), "column 2: a second commerce column"),
    (sheet(player(sectors=[[card(), card(sector="science")]])), "column 1: one column cannot hold two fixed"),
    (sheet(player(sectors=[[card(religion="pastafarian")]])), "column 1, card 1: unknown religion"),
    (sheet(player(sectors=[[card(prestige=-1)]])), "prestige is 0 to 10"),
    (sheet(player(sectors=[[card(prestige=2**63)]])), "prestige is 0 to 10"),
    (sheet(player(sectors=[[card()] * 41])), "41 cards, but the deck can fill a column with at most 40"),
    (sheet(player(sectors=[[card(prestige=2.5)]])), "whole number"),
    (sheet(player(sectors=[[card(prestige="4")]])), "whole number"),
    (sheet(player(sectors=[[{"kind": "sector", "sector": "commerce", "religion": "islam"}]])), "'prestige'"),
    (sheet(player(sectors=[[card("wizard")]])), "unknown card kind"),
    (sheet(player(sectors=[[card("jester", prestige=3)]])), "always worth 1"),
    (sheet(player(sectors=[[card("jester", sector="moon")]])), "unknown sector 'moon' for a jester"),
    (sheet(player(sectors=[[card(colour="red")]])), "no field 'colour'"),
    (sheet({"sectors": []}), "needs a non-empty 'name'"),
    (sheet(player(sectors=[[card()]], first_to_complete="yes")), "true or false"),
    ({"players": [player()]}, "lists 1 player; a game has 2 to 4"),
    (sheet(player("A"), player("A")), "appears 2 times"),
    (sheet(*[player(str(i)) for i in range(5)]), "a game has 2 to 4"),
    ({"players": []}, "non-empty 'players'"),
    ({"players": "Ana"}, "non-empty 'players'"),
    ([], "must be an object"),
    ({"players": [], "extra": 1}, "unknown top-level field"),
    (sheet("Ana"), "player 1: each player must be an object"),
    (sheet({"name": "Ana"}), "needs a 'sectors' list"),
    (sheet({"name": "Ana", "sectors": {"a": 1}}), "'sectors' must be a list"),
    (sheet({"name": "Ana", "sectors": ["x"]}), "column 1: a column must be a list"),
    (sheet(player(sectors=[[card("jester")]]), player("Bo", sectors=[[card("jester")]])), "already shows it"),
])
def test_sheet_refuses_illegal_tableaus(data, message):
    with pytest.raises(RulesError) as info:
        t.score_sheet(data)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_a_column_record_and_the_players_count_agree_on_three_religions():
    """Ruling C8: a column of Nobility only shows its religions but is not counted as showing all
    three, in the column's record and in the player's count alike."""
    crowns = [card("nobility", religion=r.value) for r in t.Religion]
    defined = [card(religion=r.value) for r in t.Religion]
    for columns, counted in (([crowns], 0), ([defined], 1), ([crowns[:1] + defined[1:] + crowns[1:]], 1)):
        scored = t.score_sheet(sheet(player(sectors=columns), player("Bo"))).to_dict()["players"][0]
        assert [c["religions"] for c in scored["columns"]] == [sorted(r.value for r in t.Religion)]
        assert [c["three_religions"] for c in scored["columns"]] == [bool(counted)]
        assert scored["three_religion_columns"] == counted


def test_sheet_scores_a_first_finisher_whose_sector_fell_below_ten():
    """Ruling F1: the sheet that was refused before ("marked first ... but has completed 3")."""
    cols = [[card(sector=s.value, prestige=10)] for s in t.Sector]
    cols[0] = [card(prestige=9)]
    result = t.score_sheet(sheet(player("Ana", cols, first_to_complete=True), player("Bo", [[card("nobility")]])))
    ana = result.players[0]
    assert (ana.complete_sectors, ana.first_bonus, ana.total) == (3, 4, 39 - 5 + 4)
    assert ana.first_bonus_kept


def test_a_table_where_someone_completed_needs_a_first_finisher():
    """Line 285: once anyone shows four complete sectors, someone completed all four first."""
    done = [[card(sector=s.value, prestige=10)] for s in t.Sector]
    with pytest.raises(RulesError, match="player 'Ana' shows four complete sectors.*first_to_complete"):
        t.score_sheet(sheet(player("Ana", done), player("Bo", [[card()]])))
    assert t.score_sheet(sheet(player("Ana", done), player("Bo", [[card()]], first_to_complete=True)))


def test_sheet_refuses_more_than_thirty_cards_of_a_religion():
    cols = [[card(sector=s.value, prestige=1) for _ in range(8)] for s in t.Sector]
    data = sheet(player("A", cols), player("B", cols))
    with pytest.raises(RulesError, match="64 islam cards; the deck has 30"):
        t.score_sheet(data)


def test_sheet_errors_name_the_player_and_column():
    data = sheet(player("Ana", [[card()]]), player("Bo", [[card()], [card(religion="x")]]))
    with pytest.raises(RulesError, match=r"^player 'Bo', column 2, card 1: unknown religion 'x'"):
        t.score_sheet(data)


def test_empty_columns_are_not_yet_started():
    result = t.score_sheet(sheet(player(sectors=[[], [card()]])))
    assert len(result.players[0].columns) == 1


GOOD_SHEET = {"players": [
    {"name": "Ana", "first_to_complete": True, "sectors": [
        [{"kind": "sector", "sector": "commerce", "religion": "islam", "prestige": 4},
         {"kind": "nobility", "religion": "judaism", "prestige": 3},
         {"kind": "jester", "sector": "commerce"}],
        [{"kind": "herald", "sector": "nobility"}, {"kind": "sector", "sector": "science", "religion": "christianity",
                                                   "prestige": 9}]]},
    {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "culture", "religion": "islam", "prestige": 7}]]}]}


odd_values = st.one_of(
    st.none(), st.booleans(), st.integers(-2**70, 2**70), st.just(2**63), st.floats(),
    st.text(max_size=6), st.just("A\ud800"), st.just("Bea\nWinner: Mallory"), st.just("x" * 3000),
    st.lists(st.integers(0, 12), max_size=3), st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
    st.just([{"kind": "sector", "sector": "science", "religion": "islam", "prestige": 1}] * 60),
)


def _replaced(node, path, value):
    if not path:
        return value
    copy = dict(node) if isinstance(node, dict) else list(node)
    copy[path[0]] = _replaced(node[path[0]], path[1:], value)
    return copy


def _at(node, path):
    for key in path:
        node = node[key]
    return node


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(list(_paths(GOOD_SHEET))), odd_values, st.booleans())
def test_a_mangled_sheet_scores_or_is_refused_in_short_lines(path, value, as_key):
    """Any value anywhere, or an odd extra key: a score and a printable report, or one refusal whose
    every fault is one short line (and the count of faults one line before them, when several)."""
    from playaid.rules.errors import MAX_FAULTS

    from playaid.generator.reports.toledo1085 import render

    if as_key and isinstance(value, str) and isinstance(_at(GOOD_SHEET, path), dict):
        sheet_ = _replaced(GOOD_SHEET, path, {**_at(GOOD_SHEET, path), value: 1})
    else:
        sheet_ = _replaced(GOOD_SHEET, path, value)
    try:
        report = render(t.score_sheet(sheet_))
    except RulesError as exc:
        lines = exc.lines()
        assert 1 <= len(lines) <= MAX_FAULTS + 1 and (len(lines) == 1) == (str(exc) == lines[0]), lines
        for message in lines:
            assert "\n" not in message and len(message) <= 300 and _safe(message), message
    else:
        assert all(_safe(line) for line in report.splitlines())


def _safe(text):
    """Nothing a terminal would act on and nothing UTF-8 cannot encode: no controls, no surrogates."""
    import unicodedata

    text.encode("utf-8")
    return not any(unicodedata.category(ch) in ("Cc", "Cs") for ch in text)


def test_the_sheets_fields_are_the_ones_the_reader_takes_and_refuses_beyond():
    """``PLAYER_FIELDS`` and ``CARD_FIELDS`` (which the score pad prints) are what the reader reads:
    every declared field is taken, any other is refused, and ``card_to_dict`` writes them back."""
    cards = [S(t.Sector.COMMERCE, I, 4), N(J, 3), *(t.CommonCard(k, t.Sector.COMMERCE) for k in t.CommonKind),
             t.CommonCard(t.CommonKind.ROGUE, None)]
    assert {t.card_to_dict(c)["kind"] for c in cards} == set(t.CARD_KINDS) == set(t.CARD_FIELDS)
    for card in cards:
        written = t.card_to_dict(card)
        fields = t.CARD_FIELDS[written["kind"]]
        full = {**written, "prestige": card.prestige}
        assert set(full) == set(fields) and t.card_from_dict(full) == t.card_from_dict(written) == card
        with pytest.raises(RulesError, match="no field 'extra'"):
            t.card_from_dict({**full, "extra": 1})
    player = {"name": "Ana", "sectors": [[t.card_to_dict(cards[0])]], "first_to_complete": False}
    assert set(player) == set(t.PLAYER_FIELDS) and t.entry_from_dict(player, 1).name == "Ana"
    with pytest.raises(RulesError, match="unknown field 'extra'"):
        t.entry_from_dict({**player, "extra": 1}, 1)
