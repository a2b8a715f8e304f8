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

#: page -> [(module, attribute, replacement, what the change means)], one rulebook fact each.
MUTATIONS: dict[str, list[tuple[str, str, Any, str]]] = {
    "toledo.rst": [
        ("rules.toledo", "ROW_PRICE", dict(zip(importlib.import_module("rules.toledo").Row, (2, 3, 5))),
         "the bottom row costs 2, not 1 (line 52)"),
        ("rules.toledo", "ROW_PRICE", dict(zip(importlib.import_module("rules.toledo").Row, (1, 4, 5))),
         "the middle row costs 4, not 3 (line 52)"),
        ("rules.toledo", "ROW_PRICE", dict(zip(importlib.import_module("rules.toledo").Row, (1, 3, 6))),
         "the top row costs 6, not 5 (line 52)"),
        ("rules.toledo", "TAVERN_ROWS", frozenset(importlib.import_module("rules.toledo").Row),
         "a tavern may stand in the top row (line 53, ruling T4)"),
        ("rules.toledo", "ARTIST_PRICE", 4, "a painting costs a card of 4, not 3 (line 54)"),
        ("rules.toledo", "TAVERN_CARDS", 2, "a tavern gives 2 cards, not 3 (line 61)"),
        ("rules.toledo", "TAVERN_CARDS", 4, "a tavern gives 4 cards, not 3 (line 61)"),
        ("rules.toledo", "MOVE_SKILL_PENALTY", -3, "the move skill tile costs 3, not 2 (lines 78, 87)"),
        ("rules.toledo_score", "kept_sword_points", lambda v: -(-v // 2),
         "a kept sword's half is rounded up, not down (line 84)"),
        ("rules.toledo", "GEMS_PER_POINT", 3, "a point per 3 gems, not 2 (line 86)"),
        ("rules.toledo", "DUEL_ROUNDS_TO_WIN", 3, "a duel is won with 3 rounds, not 2 (line 70)"),
        ("rules.toledo", "DUEL_MAX_ROUNDS", 2, "a duel lasts at most 2 rounds, not 3 (line 68)"),
        ("rules.toledo", "PIECES_TO_END", 4, "the end comes with 4 pieces in the Alcazar, not 3 (line 82)"),
        ("rules.toledo", "STARTING_HAND", 6, "each player is dealt 6 cards, not 5 (line 21)"),
        ("rules.toledo", "CARDS_PER_DRAW_ACTION", 3, "the draw action takes 3 cards, not 2 (line 29)"),
        ("rules.toledo", "MAX_SKILL_TILES", 4, "a player may hold 4 skill tiles, not 3 (line 59)"),
        ("rules.toledo", "FENCING_COLOURS", 4, "the game has 4 fencing colours, not 3 (line 59)"),
        ("rules.toledo", "PIECES_PER_PLAYER", 4, "each player has 4 pieces, as the Italian text says (ruling P1)"),
        ("rules.toledo", "BUSINESS_TILES_PER_PLAYER", 9, "each player has 9 business tiles, not 8 (line 20)"),
        ("rules.toledo", "TILE_CIRCLES", (1, 2, 3), "a business tile may have 3 circles (line 37)"),
        ("rules.toledo", "MIN_CARD", 0, "a movement card may be worth 0 (Italian line 23, ruling M1)"),
        ("rules.toledo", "MAX_CARD", 7, "a movement card may be worth 7 (Italian line 23, ruling M1)"),
        ("rules.toledo", "MIN_PAINTING", 0, "a painting may be worth 0 (line 19, ruling A4)"),
        ("rules.toledo", "MAX_PAINTING", 4, "a painting may be worth 4 (line 19, ruling A4)"),
        ("rules.toledo", "PAINTINGS", 7, "the game has 7 paintings, not 6 (line 10)"),
        ("rules.toledo", "GEMS", 21, "the game has 21 gems, not 20 (line 14)"),
        ("rules.toledo", "STEEL_COUNTERS", 24, "the game has 24 steel counters, not 23 (line 13)"),
        ("rules.toledo", "SWORD_TILES", 20, "the game has 20 sword tiles, not 19 (line 12)"),
        ("rules.toledo", "MOVEMENT_CARDS", 85, "the game has 85 movement cards, not 84 (line 10)"),
        ("rules.toledo", "MAX_PLAYERS", 5, "the game takes 5 players, not 4 (line 8)"),
        ("rules.toledo", "MIN_PLAYERS", 1, "a game may have 1 player (ruling P2)"),
        ("rules.toledo", "MAX_SWORD_VALUE", 100, "a sword may be worth 100 (ruling A5)"),
    ],
    "toledo1085.rst": [
        ("rules.toledo1085", "FIRST_TO_COMPLETE_BONUS", 5, "first to complete scores +5, not +4"),
        ("rules.toledo1085", "COMPLETE_AT", 11, "a sector completes at 11, not 10"),
    ],
}


def _cached_functions() -> list[Any]:
    found = []
    for name, module in list(sys.modules.items()):
        if name == "rules" or name.startswith("rules."):
            found += [v for v in vars(module).values() if callable(getattr(v, "cache_clear", None))]
    return found


def _clear_caches() -> None:
    for fn in _cached_functions():
        fn.cache_clear()


@contextlib.contextmanager
def mutated(module_name: str, attribute: str, value: Any):
    """Replace ``module.attribute`` by ``value`` wherever a rules module holds the same object."""
    module = importlib.import_module(module_name)
    original = getattr(module, attribute)
    holders = [m for n, m in list(sys.modules.items())
               if (n == "rules" or n.startswith("rules.")) and getattr(m, attribute, None) is original]
    _clear_caches()
    try:
        for m in holders:
            setattr(m, attribute, value)
        yield
    finally:
        for m in holders:
            setattr(m, attribute, original)
        _clear_caches()


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
