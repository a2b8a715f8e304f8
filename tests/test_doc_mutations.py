"""The examples on each game page pin the rulebook: change a rule in the code and the page fails.

Each entry of :data:`MUTATIONS` changes one rulebook constant the page's examples pin (a number or
table row taken from the rulebook); the page's examples are then run in this process and at least
one must fail. An example that only restates the code's own table would pass every mutation, and
this test would say so.

The constant is replaced in every loaded ``rules`` module that holds it under that name, and every
cached function of the rules is cleared before and after, so a value copied or cached at import
cannot hide the change.
"""

from __future__ import annotations

import contextlib
import doctest
import importlib
import io
import sys
from pathlib import Path
from typing import Any

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"

def _proxy(mapping: dict[Any, Any], enum: str = "Planet") -> Any:
    """A read-only mapping whose string keys are members of ``playaid.rules.tolomeo.<enum>``."""
    from types import MappingProxyType

    from playaid.rules import tolomeo as t

    kind = getattr(t, enum)
    return MappingProxyType({kind[k] if isinstance(k, str) else k: v for k, v in mapping.items()})


def _payments(**changed: int) -> Any:
    from types import MappingProxyType

    from playaid.rules import tolomeo as t

    return MappingProxyType({p: changed.get(p.name, n) for p, n in t.PAYMENT_CARDS.items()})


def _swapped_pairs() -> Any:
    from playaid.rules import tolomeo as t

    c = t.Constellation
    return ((c.ARIES, c.SCORPIO), (c.TAURUS, c.LIBRA), *t.OPPOSED_PAIRS[2:])


def _sides(a: int, b: int) -> Any:
    from types import MappingProxyType

    from playaid.rules import tolomeo as t

    return MappingProxyType({t.Side.A: a, t.Side.B: b})


def _end_points(moon: int, mercury: int) -> Any:
    from types import MappingProxyType

    from playaid.rules import tolomeo as t

    return MappingProxyType({t.Side.A: MappingProxyType({}),
                             t.Side.B: MappingProxyType({t.Planet.MOON: moon, t.Planet.MERCURY: mercury})})


def _toledo1085() -> list[tuple[str, str, Any, str]]:
    """Toledo 1085: every number of the rulebook that docs/toledo1085.rst pins, with its line."""
    from types import MappingProxyType

    from playaid.rules.toledo1085 import data as t

    def changed(mapping: Any, key: Any, value: Any) -> Any:
        return MappingProxyType({**mapping, key: value})

    m = "playaid.rules.toledo1085.data"
    cases = [
        (m, "COIN_WORTH", changed(t.COIN_WORTH, t.Coin.GOLD, 3), "a gold is worth 3, not 4 (line 196)"),
        (m, "COIN_WORTH", changed(t.COIN_WORTH, t.Coin.SILVER, 3), "a silver is worth 3, not 2 (line 196)"),
        (m, "COINS_IN_BOX", changed(t.COINS_IN_BOX, t.Coin.GOLD, 5), "the box holds 5 gold, not 4 (line 47)"),
        (m, "ALLOWANCE", changed(t.ALLOWANCE, 4, t.Purse(gold=1, silver=2, vellum=4)),
         "a 4-player allowance of 4 vellum, not 5 (line 192)"),
        (m, "ALLOWANCE", changed(t.ALLOWANCE, 2, t.Purse(gold=1, silver=2, vellum=6)),
         "a 2-player allowance of 2 silver, not 3 (line 308)"),
        (m, "LENT_WORTH", 5, "a lent silver is worth 5, not a gold (line 149)"),
        (m, "MINTED_WORTH", 3, "a minted vellum is worth 3, not a silver (line 157)"),
        (m, "MIN_PLAYERS", 1, "a game for 1 player (line 41 says 2 to 4)"),
        (m, "MAX_PLAYERS", 5, "a game for 5 players (line 41 says 2 to 4)"),
        (m, "KING_EXTRA", 2, "the King turns up players + 2 cards, not + 1 (line 204)"),
        (m, "NOBLE_DRAW", 3, "a noble draws 3 cards, not 2 (line 208)"),
        (m, "TWO_PLAYER_PROPOSALS", 1, "two players propose once each, not twice (line 312)"),
        (m, "ROGUE_TAKES", 2, "a Rogue takes 2 vellum, not 1 (line 107)"),
        (m, "MAX_COLUMNS", 5, "five columns, not four (lines 57, 81)"),
        (m, "COMPLETE_AT", 11, "a sector completes at 11, not 10 (line 171)"),
        (m, "THREE_RELIGIONS_BONUS", 3, "three religions add +3, not +2 (line 253)"),
        (m, "FIRST_TO_COMPLETE_BONUS", 5, "first to complete scores +5, not +4 (line 285)"),
        (m, "DECK_SIZE", 117, "a deck of 117 cards, not 116 (line 51)"),
        (m, "CARDS_PER_RELIGION", 31, "31 cards of a religion, not 30 (line 75)"),
        (m, "CARDS_PER_SECTOR", 26, "26 cards per sector, not 25 (line 83)"),
        (m, "MAX_CARD_PRESTIGE", 11, "a card may be worth 11 (ruling V3 says at most 10)"),
    ]
    for n, bonus in t.END_BONUS.items():
        cases.append((m, "END_BONUS", changed(t.END_BONUS, n, bonus + 1),
                      f"{n} three-religion columns earn {bonus + 1}, not {bonus} (lines 286-290)"))
    for kind, prestige in t.COMMON_PRESTIGE.items():
        cases.append((m, "COMMON_PRESTIGE", changed(t.COMMON_PRESTIGE, kind, prestige + 1),
                      f"a {kind.value} is worth {prestige + 1}, not {prestige}"))
    return cases


def _troyes_row(roll: int, **changes: Any) -> Any:
    """Le Roy's table with one row changed (the rows that copy it keep the rulebook's values)."""
    import dataclasses
    from types import MappingProxyType

    from playaid.rules import troyes as tr

    table = dict(tr.TABLE)
    table[roll] = dataclasses.replace(table[roll], **changes)
    return MappingProxyType(table)


def _troyes_bands(**changes: dict[str, int | None]) -> Any:
    """The rating bands with the margins some bands take changed: ``_troyes_bands(b0_5=...)``
    names a band by its printed bounds (``b0_5`` is "0 to 5", ``b20`` is "20+", ``bm100_0``
    is "-100 to 0")."""
    import dataclasses

    from playaid.rules import troyes as tr

    def key(b: Any) -> str:
        return "b" + "_".join(str(n).replace("-", "m") for n in (b.low, b.high) if n is not None)

    return tuple(dataclasses.replace(b, **changes.get(key(b), {})) for b in tr.BANDS)


def _troyes() -> list[tuple[str, str, Any, str]]:
    from playaid.rules import troyes as tr

    T, A = "playaid.rules.troyes.data", tr.Action
    return [
        (T, "COLOUR_ORDER", (tr.Colour.WHITE, tr.Colour.YELLOW, tr.Colour.RED),
         "equal dice rank white > yellow > red (line 62)"),
        (T, "SETUP_DICE", 5, "setup rolls 5 dice (line 46)"),
        (T, "SETUP_DICE_PER_COLOUR", 3, "setup rolls 3 of each colour (line 46)"),
        (T, "SETUP_LE_ROY_STEP", 2, "le Roy places 2 meeples per setup step (line 46)"),
        (T, "SETUP_PLAYER_STEP", 3, "you place 3 meeples per setup step (line 46)"),
        (T, "LE_ROY_MEEPLES", 11, "le Roy ends setup with 11 meeples (line 46)"),
        (T, "PLAYER_MEEPLES", 5, "you end setup with 5 meeples (line 46)"),
        (T, "PLACES", 7, "a building has 7 places (line 48)"),
        (T, "CHARACTER_CARDS", 7, "the pile holds 7 character cards (line 52)"),
        (T, "TABLE", _troyes_row(2, vp=3), "row 2 gains 3 VP (line 73)"),
        (T, "TABLE", _troyes_row(2, own=1), "row 2 costs 2 dice (line 73)"),
        (T, "TABLE", _troyes_row(2, bought=0), "row 2 buys no die (line 73)"),
        (T, "TABLE", _troyes_row(2, price_deniers=4), "row 2 pays 4 deniers (note 1, line 84)"),
        (T, "TABLE", _troyes_row(3, vp=1), "row 3 gains 1 VP (line 74)"),
        (T, "TABLE", _troyes_row(3, own=2), "row 3 costs 3 dice (line 74)"),
        (T, "TABLE", _troyes_row(3, price_deniers=6), "row 3 pays 6 deniers (note 2, line 85)"),
        (T, "TABLE", _troyes_row(3, seller_fallback_printed=False),
         "the rulebook gives row 3 no fallback (note 2, line 85)"),
        (T, "TABLE", _troyes_row(4, action=A.TRADESMAN), "row 4 places a tradesman (line 75)"),
        (T, "TABLE", _troyes_row(4, own=2), "row 4 costs 2 dice (line 75)"),
        (T, "TABLE", _troyes_row(5, per_banner=False, own=1), "row 5 costs 1 die (line 76, note 4)"),
        (T, "TABLE", _troyes_row(5, action=A.WORKER), "row 5 places a worker (line 76)"),
        (T, "TABLE", _troyes_row(6, action=A.WORKER), "row 6 places a worker (line 77)"),
        (T, "TABLE", _troyes_row(6, own=2), "row 6 costs 2 dice (line 77)"),
        (T, "TABLE", _troyes_row(7, cubes=1), "row 7 places 1 cube (line 78)"),
        (T, "TABLE", _troyes_row(7, own=1), "row 7 costs 1 die (line 78)"),
        (T, "TABLE", _troyes_row(8, own=1), "row 8 costs 1 die (line 79)"),
        (T, "TABLE", _troyes_row(8, action=A.GAIN_VP), "row 8 gains VP (line 79)"),
        (T, "TABLE", _troyes_row(9, action=A.CATHEDRAL), "row 9 places cubes (line 80)"),
        (T, "TABLE", _troyes_row(12, vp=3), "row 12 gains 3 VP, not row 2's 2 (ruling T1)"),
        (T, "TABLE", _troyes_row(10, action=A.TRADESMAN), "row 10 is not row 4 (ruling T1)"),
        (T, "CATHEDRAL_FULL_VP", 3, "a full cathedral gives 3 VP (note 6, line 89)"),
        (T, "NO_CHARACTER_VP", 2, "an empty character pile gives 2 VP (note 7, line 90)"),
        (T, "TRAVELING_BUILDERS_VP", 2, "Traveling Builders gives 2 VP (line 109)"),
        (T, "BANDS", _troyes_bands(b0_5={"takes_to": 6}, b6_10={"takes_from": 7}),
         "0 to 5 ends at 6 (lines 99-100)"),
        (T, "BANDS", _troyes_bands(b6_10={"takes_to": 11}, b11_15={"takes_from": 12}),
         "6 to 10 ends at 11 (lines 100-101)"),
        (T, "BANDS", _troyes_bands(b11_15={"takes_to": 16}, b16_20={"takes_from": 17}),
         "11 to 15 ends at 16 (lines 101-102)"),
        (T, "BANDS", _troyes_bands(bm100_0={"takes_to": 0}, b0_5={"takes_from": 1}),
         "a draw is a defeat (ruling R1)"),
        (T, "BANDS", _troyes_bands(b16_20={"takes_to": 19}, b20={"takes_from": 20}),
         "20+ takes 20 (ruling R1)"),
        (T, "MAX_VP", 9999, "scores above 999 are accepted (ruling V2)"),
        (T, "LE_ROY_COLOURS", 3, "le Roy plays 3 colours of meeples (line 44)"),
        (T, "PRIOR_COUNTS_AS", 3, "the Prior's die counts as 3 dice (line 30)"),
        (T, "TITHE_DICE", 2, "Tithe takes up to 2 of his yellow dice (line 108)"),
        (T, "MAX_DICE_PER_ACTION", 4, "an action uses up to 4 dice against le Roy (line 108)"),
        (T, "BANDS", _troyes_bands(b16_20={"beheads": False}), "16 to 20 spares your head (line 102)"),
        (T, "BANDS", _troyes_bands(b0_5={"beheads": False}), "0 to 5 spares your head (line 99)"),
        (T, "TAX_COLLECTOR_DENIERS", 3, "Tax Collector pays 3 deniers per citizen of his (line 107)"),
        (T, "BAKER_DENIERS", 2, "the Baker pays 2 deniers per yellow die (line 22)"),
    ]


def _toledo_rows() -> Any:
    from playaid.rules.toledo.data import Row

    return Row


#: Where Toledo's rulebook numbers live.
TD = "playaid.rules.toledo.data"

#: page -> [(module, attribute, replacement, what the change means)], one rulebook fact each.
MUTATIONS: dict[str, list[tuple[str, str, Any, str]]] = {
    "toledo.rst": [
        (TD, "ROW_PRICE", dict(zip(_toledo_rows(), (2, 3, 5))),
         "the bottom row costs 2, not 1 (line 52)"),
        (TD, "ROW_PRICE", dict(zip(_toledo_rows(), (1, 4, 5))),
         "the middle row costs 4, not 3 (line 52)"),
        (TD, "ROW_PRICE", dict(zip(_toledo_rows(), (1, 3, 6))),
         "the top row costs 6, not 5 (line 52)"),
        (TD, "TAVERN_ROWS", frozenset(_toledo_rows()),
         "a tavern may stand in the top row (line 53, ruling T4)"),
        (TD, "ARTIST_PRICE", 4, "a painting costs a card of 4, not 3 (line 54)"),
        (TD, "TAVERN_CARDS", 2, "a tavern gives 2 cards, not 3 (line 61)"),
        (TD, "TAVERN_CARDS", 4, "a tavern gives 4 cards, not 3 (line 61)"),
        (TD, "MOVE_SKILL_PENALTY", -3, "the move skill tile costs 3, not 2 (lines 78, 87)"),
        ("playaid.rules.toledo.score", "kept_sword_points", lambda v: -(-v // 2),
         "a kept sword's half is rounded up, not down (line 84)"),
        (TD, "GEMS_PER_POINT", 3, "a point per 3 gems, not 2 (line 86)"),
        (TD, "DUEL_ROUNDS_TO_WIN", 3, "a duel is won with 3 rounds, not 2 (line 70)"),
        (TD, "DUEL_MAX_ROUNDS", 2, "a duel lasts at most 2 rounds, not 3 (line 68)"),
        (TD, "PIECES_TO_END", 4, "the end comes with 4 pieces in the Alcazar, not 3 (line 82)"),
        (TD, "STARTING_HAND", 6, "each player is dealt 6 cards, not 5 (line 21)"),
        (TD, "CARDS_PER_DRAW_ACTION", 3, "the draw action takes 3 cards, not 2 (line 29)"),
        (TD, "MAX_SKILL_TILES", 4, "a player may hold 4 skill tiles, not 3 (line 59)"),
        (TD, "FENCING_COLOURS", 4, "the game has 4 fencing colours, not 3 (line 59)"),
        (TD, "PIECES_PER_PLAYER", 4, "each player has 4 pieces, as the Italian text says (ruling P3)"),
        (TD, "BUSINESS_TILES_PER_PLAYER", 9, "each player has 9 business tiles, not 8 (line 20)"),
        (TD, "TILE_CIRCLES", (1, 2, 3), "a business tile may have 3 circles (line 37)"),
        (TD, "MIN_CARD", 0, "a movement card may be worth 0 (Italian line 23, ruling M9)"),
        (TD, "MAX_CARD", 7, "a movement card may be worth 7 (Italian line 23, ruling M9)"),
        (TD, "MIN_PAINTING", 0, "a painting may be worth 0 (line 19, ruling A12)"),
        (TD, "MAX_PAINTING", 4, "a painting may be worth 4 (line 19, ruling A12)"),
        (TD, "PAINTINGS", 7, "the game has 7 paintings, not 6 (line 10)"),
        (TD, "GEMS", 21, "the game has 21 gems, not 20 (line 14)"),
        (TD, "STEEL_COUNTERS", 24, "the game has 24 steel counters, not 23 (line 13)"),
        (TD, "SWORD_TILES", 20, "the game has 20 sword tiles, not 19 (line 12)"),
        (TD, "MOVEMENT_CARDS", 85, "the game has 85 movement cards, not 84 (line 10)"),
        (TD, "MAX_PLAYERS", 5, "the game takes 5 players, not 4 (line 8)"),
        (TD, "MIN_PLAYERS", 1, "a game may have 1 player (ruling P2)"),
        (TD, "MAX_SWORD_VALUE", 100, "a sword may be worth 100 (ruling A13)"),
        (TD, "MIN_SWORD_VALUE", 2, "a sword must be worth 2 or more (ruling A13)"),
    ],
    "toledo1085.rst": _toledo1085(),
    "tolomeo.rst": [
        # setup and the card row (rulebook lines 32-55)
        ("playaid.rules.tolomeo.data", "MAX_PLAYERS", 6, "six players fit, not five (box: five sheets and pawn sets, N1)"),
        ("playaid.rules.tolomeo.data", "PAWNS_PER_PLAYER", 11, "a pawn set holds 11, not 10 (line 32)"),
        ("playaid.rules.tolomeo.data", "STARTING_HAND", 4, "each player starts with 4 cards, not 5 (line 49)"),
        ("playaid.rules.tolomeo.data", "FACE_UP_CARDS", 7, "7 cards face up, not 6 (line 49)"),
        ("playaid.rules.tolomeo.data", "TOP_BONUS_CARD", 3, "the setup's big bonus card is worth 3, not 2 (line 55)"),
        ("playaid.rules.tolomeo.data", "PLAYER_BONUS_CARD", 2, "the bonus cards per player are worth 2, not 1 (line 55)"),
        # rounds, turns, the d4, the hand (lines 51-92)
        ("playaid.rules.tolomeo.data", "TURNS_PER_ROUND", 3, "a round has 3 game turns, not 4 (line 63)"),
        ("playaid.rules.tolomeo.data", "DIE_START", 5, "the d4 starts a round on 5, not 4 (lines 51, 63)"),
        ("playaid.rules.tolomeo.data", "HAND_LIMIT", 9, "the hand limit is 9, not 8 (line 92)"),
        ("playaid.rules.tolomeo.data", "FLUSH_AT", 5, "5 face-up cards of one colour replace the row, not 4 (line 90)"),
        ("playaid.rules.tolomeo.data", "KNOWN_TOTAL_MOVES", _proxy({"MARS": 5}), "Mars moves 5 times, not 4 (line 74)"),
        # watching, the comet, studying (lines 100-151)
        ("playaid.rules.tolomeo.data", "PAYMENT_CARDS", _payments(NAME=2), "the name payment takes 2 cards, not 1 (line 113)"),
        ("playaid.rules.tolomeo.data", "PAYMENT_CARDS", _payments(COLOUR=3), "the colour payment takes 3 cards, not 2 (line 114)"),
        ("playaid.rules.tolomeo.data", "PAYMENT_CARDS", _payments(SET=4), "the set payment takes 4 cards, not 3 (line 115)"),
        ("playaid.rules.tolomeo.data", "KNOWN_COLOURS", _proxy({"ARIES": "yellow"}, "Constellation"), "Aries is yellow, not red "
                                                                                         "(line 117)"),
        ("playaid.rules.tolomeo.data", "OPPOSED_PAIRS", _swapped_pairs(), "Aries faces Scorpio and Taurus Libra (line 139)"),
        ("playaid.rules.tolomeo.data", "COMET_PAWN_MOVE", 3, "the comet moves a pawn 3 constellations, not 2 (line 100)"),
        ("playaid.rules.tolomeo.data", "PAWNS_TO_STUDY", 4, "studying takes 4 pawns, not 3 (line 143)"),
        ("playaid.rules.tolomeo.data", "WATCH_PAWNS", 1, "a configuration places 1 pawn, not 2 (lines 133, 137, C1)"),
        # bonus actions (lines 155-173)
        ("playaid.rules.tolomeo.data", "SUN_EXTRA_TURNS", _sides(2, 2), "the Sun gives 2 extra turns on Side B, not 1 (line 170)"),
        ("playaid.rules.tolomeo.data", "SUN_EXTRA_TURNS", _sides(3, 1), "the Sun gives 3 extra turns on Side A, not 2 (line 160)"),
        ("playaid.rules.tolomeo.data", "MERCURY_A_PAWNS", 3, "Mercury on Side A moves 3 pawns, not 2 (line 158, M1)"),
        ("playaid.rules.tolomeo.data", "MOON_B_DISCARDS", 2, "the Moon on Side B makes rivals discard 2 cards, not 1 (line 167)"),
        # the score (lines 167-200)
        ("playaid.rules.tolomeo.data", "KNOWN_PLANET_POINTS", _proxy({3: 5}), "3 planets give 5 points, not 4 (line 194)"),
        ("playaid.rules.tolomeo.data", "PLANET_END_POINTS", _end_points(moon=3, mercury=1), "the Moon on Side B is worth 3, not 2 "
                                                                               "(line 167)"),
        ("playaid.rules.tolomeo.data", "PLANET_END_POINTS", _end_points(moon=2, mercury=2), "Mercury on Side B is worth 2, not 1 "
                                                                               "(line 168)"),
        # the event deck and the Eclipsis (lines 36, 206-208)
        ("playaid.rules.tolomeo.data", "EVENT_CARDS", 11, "there are 11 event cards, not 12 (line 36)"),
        ("playaid.rules.tolomeo.data", "ECLIPSIS_SET_ASIDE", 3, "the Eclipsis sets 3 cards aside, not 2 (line 206)"),
    ],
    "troyes.rst": _troyes(),
}


def _cached_functions() -> list[Any]:
    found = []
    for name, module in list(sys.modules.items()):
        if name == "playaid.rules" or name.startswith("playaid.rules."):
            found += [v for v in vars(module).values() if callable(getattr(v, "cache_clear", None))]
    return found


def _clear_caches() -> None:
    for fn in _cached_functions():
        fn.cache_clear()


@contextlib.contextmanager
def mutated(module_name: str, attribute: str, value: Any):
    """Replace ``module.attribute`` by ``value`` wherever a rules module holds the same object.

    Every rules module is imported first: one imported for the first time while the value is
    changed would keep the changed value for the rest of the test run.
    """
    _import_all_rules()
    module = importlib.import_module(module_name)
    original = getattr(module, attribute)
    holders = [m for n, m in list(sys.modules.items())
               if (n == "playaid.rules" or n.startswith("playaid.rules.")) and getattr(m, attribute, None) is original]
    _clear_caches()
    try:
        for m in holders:
            setattr(m, attribute, value)
        yield
    finally:
        for m in holders:
            setattr(m, attribute, original)
        _clear_caches()


def _import_all_rules() -> None:
    import pkgutil

    import playaid.rules

    for info in pkgutil.walk_packages(playaid.rules.__path__, "playaid.rules."):
        importlib.import_module(info.name)


def run_page(page: str) -> doctest.TestResults:
    """Run the ``>>>`` examples of ``docs/page`` here, as pytest's doctest-glob runs them."""
    flags = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS
    with contextlib.redirect_stdout(io.StringIO()):
        return doctest.testfile(str(DOCS / page), module_relative=False, optionflags=flags, report=False,
                                raise_on_error=False, globs={})


CASES = [(page, *m) for page, ms in MUTATIONS.items() for m in ms]


@pytest.mark.parametrize("page", sorted(MUTATIONS))
def test_the_page_passes_unchanged(page):
    result = run_page(page)
    assert result.attempted >= 10 and result.failed == 0, result


@pytest.mark.parametrize("page, module, attribute, value, meaning", CASES,
                         ids=[f"{c[0]}:{c[2]}" for c in CASES])
def test_changing_a_rule_fails_the_page(page, module, attribute, value, meaning):
    with mutated(module, attribute, value):
        result = run_page(page)
    assert result.failed, f"{page} still passes when {meaning}: no example pins {module}.{attribute}"
