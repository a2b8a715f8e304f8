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

def _toledo1085() -> list[tuple[str, str, Any, str]]:
    """Toledo 1085: every number of the rulebook that docs/toledo1085.rst pins, with its line."""
    import dataclasses
    from types import MappingProxyType

    from rules import toledo1085 as t

    def changed(mapping: Any, key: Any, value: Any) -> Any:
        return MappingProxyType({**mapping, key: value})

    m = "rules.toledo1085"
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
        (m, "MAX_CARD_PRESTIGE", 11, "a card may be worth 11 (ruling V1 says at most 10)"),
    ]
    for n, bonus in t.END_BONUS.items():
        cases.append((m, "END_BONUS", changed(t.END_BONUS, n, bonus + 1),
                      f"{n} three-religion columns earn {bonus + 1}, not {bonus} (lines 286-290)"))
    for kind, info in t.COMMON_CARDS.items():
        cases.append((m, "COMMON_CARDS", changed(t.COMMON_CARDS, kind, dataclasses.replace(
            info, prestige=info.prestige + 1)), f"a {info.name} is worth {info.prestige + 1}, not {info.prestige}"))
    return cases


#: page -> [(module, attribute, replacement, what the change means)], one rulebook fact each.
MUTATIONS: dict[str, list[tuple[str, str, Any, str]]] = {
    "toledo1085.rst": _toledo1085(),
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
