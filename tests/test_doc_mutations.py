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


def _troyes_row(roll: int, **changes: Any) -> Any:
    """Le Roy's table with one row changed (the rows that copy it keep the rulebook's values)."""
    import dataclasses
    from types import MappingProxyType

    from rules import troyes as tr

    table = dict(tr.TABLE)
    table[roll] = dataclasses.replace(table[roll], **changes)
    return MappingProxyType(table)


def _troyes_bands(**changes: dict[str, int | None]) -> Any:
    """The rating bands with the margins some bands take changed: ``_troyes_bands(b0_5=...)``
    names a band by its printed bounds (``b0_5`` is "0 to 5", ``b20`` is "20+", ``bm100_0``
    is "-100 to 0")."""
    import dataclasses

    from rules import troyes as tr

    def key(b: Any) -> str:
        return "b" + b.printed.replace("-", "m").replace(" to ", "_").replace("+", "")

    return tuple(dataclasses.replace(b, **changes.get(key(b), {})) for b in tr.BANDS)


def _troyes() -> list[tuple[str, str, Any, str]]:
    from rules import troyes as tr

    T, A = "rules.troyes", tr.Action
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
    ]


#: page -> [(module, attribute, replacement, what the change means)], one rulebook fact each.
MUTATIONS: dict[str, list[tuple[str, str, Any, str]]] = {
    "toledo1085.rst": [
        ("rules.toledo1085", "FIRST_TO_COMPLETE_BONUS", 5, "first to complete scores +5, not +4"),
        ("rules.toledo1085", "COMPLETE_AT", 11, "a sector completes at 11, not 10"),
    ],
    "troyes.rst": _troyes(),
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
