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
