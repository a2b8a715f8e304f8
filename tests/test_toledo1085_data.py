"""Tests of playaid.rules.toledo1085.data: coins and purses, cards, columns, tableaus and the deck."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.rules import toledo1085 as t
from playaid.rules.errors import IllegalPayment, IllegalPlacement, InvalidNotation, RulesError
from playaid.rules.text import ENGLISH
from tests.toledo1085_cards import C, I, J, COM, CUL, THE, SCI, S, N, common, purses


def test_coin_values_follow_the_rulebook():
    assert {c.value: c.worth for c in t.Coin} == {"gold": 4, "silver": 2, "vellum": 1}
    assert t.Coin.parse("Copper") is t.Coin.VELLUM
    with pytest.raises(InvalidNotation, match="allowed: gold, silver, vellum"):
        t.Coin.parse("bronze")


def test_the_closed_sets_read_their_words_and_print_their_names():
    assert t.Sector.parse(" Science") is SCI and t.Religion.parse("ISLAM") is I
    assert t.CommonKind.parse("herald") is t.CommonKind.HERALD
    with pytest.raises(InvalidNotation, match=r"unknown religion 'x' \(allowed: christianity, islam, judaism\)"):
        t.Religion.parse("x")
    assert repr(SCI) == "Sector.SCIENCE" and str(t.CommonKind.MONEYLENDER) == "moneylender"
    assert [ENGLISH(k.label) for k in t.CommonKind] == ["Rogue", "Jester", "Royal Herald", "Moneylender",
                                                          "Minter of Coins"]
    assert ENGLISH(t.Religion.JUDAISM.symbol) == "Star of David" and t.Religion.JUDAISM.letter == "J"
    assert ENGLISH(t.Religion.JUDAISM.label) == "Judaism"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_check_players_lets_the_table_sizes_through(players):
    assert t.check_players(players) == players


@pytest.mark.parametrize("players, error", [(1, RulesError), (5, RulesError), (3.0, InvalidNotation),
                                            (True, InvalidNotation)])
def test_check_players_refuses_others(players, error):
    with pytest.raises(error):
        t.check_players(players)


@pytest.mark.parametrize("players, coins", [(2, (1, 3, 6)), (3, (1, 2, 5)), (4, (1, 2, 5))])
def test_allowance(players, coins):
    p = t.allowance(players)
    assert (p.gold, p.silver, p.vellum) == coins


@pytest.mark.parametrize("players", [1, 5, 0, -1])
def test_allowance_refuses_other_table_sizes(players):
    with pytest.raises(RulesError, match="2 to 4 players"):
        t.allowance(players)


def test_the_box_holds_exactly_four_allowances():
    four = t.allowance(4)
    assert t.COINS_IN_BOX == {t.Coin.GOLD: 4 * four.gold, t.Coin.SILVER: 4 * four.silver,
                              t.Coin.VELLUM: 4 * four.vellum}


@pytest.mark.parametrize("text, expected", [
    ("1G 2S 5V", t.Purse(1, 2, 5)),
    ("gold + silver", t.Purse(gold=1, silver=1)),
    ("2 silver, 1 copper", t.Purse(silver=2, vellum=1)),
    ("L M", t.Purse(lent=1, minted=1)),
    ("", t.Purse()),
    ("none", t.Purse()),
])
def test_purse_parse(text, expected):
    assert t.Purse.parse(text) == expected


@pytest.mark.parametrize("text", ["3X", "gold -1", "1.5G", "G;S"])
def test_purse_parse_refuses_nonsense(text):
    with pytest.raises(InvalidNotation):
        t.Purse.parse(text)


def test_purse_refuses_negative_and_non_integer_counts():
    with pytest.raises(InvalidNotation, match="negative"):
        t.Purse(gold=-1)
    with pytest.raises(InvalidNotation, match="whole number"):
        t.Purse(silver=1.5)
    with pytest.raises(InvalidNotation, match="whole number"):
        t.Purse(vellum=True)


def test_purse_str_and_repr():
    assert str(t.Purse()) == "no coins"
    assert str(t.Purse(gold=1, lent=1)) == "1 gold + 1 lent silver"
    assert repr(t.Purse(silver=2)) == "Purse(silver=2)"


@pytest.mark.parametrize("purse, message", [
    (dict(gold=5), "5 gold coins are more than the box holds (4 gold, 8 silver, 20 vellum)"),
    (dict(silver=8, lent=1), "9 silver coins (lent ones included)"),
    (dict(vellum=2**63), "9223372036854775808 vellum coins are more"),
])
def test_no_purse_holds_more_than_the_box(purse, message):
    """Rulebook lines 45-49: 4 gold, 8 silver, 20 vellum in all."""
    with pytest.raises(InvalidNotation, match=re.escape(message)):
        t.Purse(**purse)
    assert t.Purse(gold=4, silver=7, vellum=19, lent=1, minted=1).value == 4 * 4 + 7 * 2 + 19 + 4 + 2


@given(purses, purses)
def test_paying_never_makes_change(have, pay):
    """Subtracting succeeds exactly when every declared coin is held; value is conserved."""
    if have.covers(pay):
        rest = have - pay
        assert rest.value == have.value - pay.value
        assert rest + pay == have
    else:
        with pytest.raises(IllegalPayment):
            have - pay


@given(purses, st.integers(0, 40))
def test_exact_payments_are_exact_subsets(purse, value):
    found = t.exact_payments(purse, value)
    assert len(set(found)) == len(found)
    for p in found:
        assert p.value == value and purse.covers(p)


def test_a_gold_cannot_pay_a_smaller_bid():
    assert t.exact_payments(t.Purse(gold=1), 2) == ()
    assert t.exact_payments(t.Purse(gold=1), 4) == (t.Purse(gold=1),)


def test_fixed_card_goes_in_its_column_or_opens_one():
    tab = t.Tableau.of([S(SCI, I, 2)])
    assert tab.legal_columns(S(SCI, C, 1)) == (0,)
    assert tab.legal_columns(S(COM, C, 1)) == (1,)


def test_no_fifth_column_and_no_second_column_of_a_sector():
    full = t.Tableau.of([S(COM, I, 1)], [S(CUL, I, 1)], [S(THE, I, 1)], [S(SCI, I, 1)])
    assert full.legal_columns(N(C, 1)) == (0, 1, 2, 3)
    with pytest.raises(IllegalPlacement, match="at most 4 columns"):
        t.Tableau.of([S(COM, I, 1)], [S(CUL, I, 1)], [S(THE, I, 1)], [S(SCI, I, 1)], [N(C, 1)])
    with pytest.raises(IllegalPlacement, match="both commerce"):
        t.Tableau.of([S(COM, I, 1)], [S(COM, J, 1)])


def test_nobility_opens_a_column_that_the_first_fixed_card_defines():
    tab = t.Tableau().place(N(J, 3), 0)
    assert tab.columns[0].sector is None and tab.columns[0].total == 0
    assert tab.legal_columns(S(THE, I, 2)) == (0, 1)
    tab = tab.place(S(THE, I, 2), 0)
    assert tab.columns[0].sector is THE and tab.columns[0].total == 5


def test_fourth_nobility_column_can_only_be_the_missing_sector():
    tab = t.Tableau.of([S(COM, I, 1)], [S(CUL, I, 1)], [S(THE, I, 1)], [N(C, 2)])
    assert tab.legal_columns(S(SCI, J, 1)) == (3,)
    with pytest.raises(IllegalPlacement):
        tab.place(S(COM, J, 1), 3)


def test_two_fixed_sectors_in_one_column_are_refused():
    with pytest.raises(IllegalPlacement, match="two fixed sectors"):
        t.Column((S(COM, I, 1), S(SCI, I, 1)))


def test_common_card_with_a_sector_defines_a_column_and_crown_copy_does_not():
    assert t.Column((common(t.CommonKind.HERALD, CUL),)).sector is CUL
    assert t.Column((common(t.CommonKind.HERALD),)).sector is None


ANY_CARD = [S(COM, I, 1), S(CUL, J, 2), S(THE, C, 3), S(SCI, I, 4), N(J, 1), N(C, 2),
            common(t.CommonKind.ROGUE), common(t.CommonKind.MINTER, SCI)]


@st.composite
def tableaus(draw):
    """A tableau built by legal placements only, as a game builds it."""
    tab = t.Tableau()
    for card, pick in draw(st.lists(st.tuples(st.sampled_from(ANY_CARD), st.integers(0, 9)), max_size=10)):
        legal = tab.legal_columns(card)
        tab = tab.place(card, legal[pick % len(legal)])
    return tab


@settings(max_examples=60, deadline=None)
@given(tableaus(), st.sampled_from(ANY_CARD))
def test_a_traded_card_always_has_somewhere_to_go(tableau, card):
    """Ruling H3: a card lands as if placed, and some column always takes it."""
    assert tableau.legal_columns(card)


def test_three_religion_bonus_counts_once_and_completes_at_eight():
    col = t.Column((S(COM, I, 3), S(COM, J, 3), S(COM, C, 2), S(COM, C, 0), S(COM, I, 0)))
    assert (col.prestige, col.bonus, col.total, col.complete) == (8, 2, 10, True)
    assert not t.Column((S(COM, I, 9),)).complete
    assert t.Column((S(COM, I, 10),)).complete


def test_nobility_religions_count_for_the_bonus():
    col = t.Column((S(CUL, I, 1), N(J, 1), N(C, 1)))
    assert col.three_religions and col.bonus == 2


def test_common_cards_add_prestige_but_no_religion():
    col = t.Column((S(CUL, I, 1), common(t.CommonKind.MINTER, CUL), common(t.CommonKind.ROGUE, CUL)))
    assert col.prestige == 1 + 3 + 2
    assert col.religions == {I}


def test_nobility_only_column_scores_nothing_and_earns_no_bonus():
    col = t.Column((N(I, 5), N(J, 5), N(C, 5)))
    assert (col.prestige, col.bonus, col.total, col.complete) == (0, 0, 0, False)
    assert t.Tableau((col,)).three_religion_columns == 0


def test_three_religions_in_a_nobility_only_column_count_for_nothing_until_it_is_defined():
    """Ruling C8: the religions show, but the column is no sector, so it neither counts as showing
    all three nor is protected; the first sector card placed in it turns both on."""
    col = t.Column((N(I, 5), N(J, 5), N(C, 5)))
    assert col.religions == {I, J, C}
    assert not col.three_religions and not col.protected
    defined = t.Column((*col.cards, S(SCI, I, 1)))
    assert defined.three_religions and defined.protected and defined.bonus == 2


def test_common_card_prestige_matches_the_rulebook():
    assert {k.value: k.prestige for k in t.CommonKind} == {
        "rogue": 2, "jester": 1, "herald": 4, "moneylender": 2, "minter": 3}


@pytest.mark.parametrize("prestige", [-1, 11, 2**63, 10**4000])
def test_prestige_is_bounded_by_ruling_v1(prestige):
    with pytest.raises(InvalidNotation, match=r"prestige is 0 to 10 \u2020V3"):
        S(COM, I, prestige)
    with pytest.raises(InvalidNotation, match="0 to 10"):
        N(I, prestige)
    assert S(COM, I, 10).prestige == t.MAX_CARD_PRESTIGE == t.COMPLETE_AT


def test_the_deck_counts_agree():
    """Ruling C6: 4 x (20 + 5) + (10 + 5) + 1 = 116, and 4 x 20 + 10 = 3 x 30."""
    parts = {p.name: (p.religion_cards, p.common_cards, p.other) for p in t.deck()}
    assert parts == {**{s.value: (20, 5, 0) for s in t.Sector}, "nobility": (10, 5, 0), "Scepter": (0, 0, 1)}
    assert sum(p.cards for p in t.deck()) == t.DECK_SIZE == 116
    assert sum(p.religion_cards for p in t.deck()) == len(t.Religion) * t.CARDS_PER_RELIGION
    assert "cannot be squared" not in t.RULING["C6"].source + t.RULING["C6"].ruling
