"""The jinja2 layer: strict templates and the site's data tables."""

from __future__ import annotations

import jinja2
import pytest

from playaid.generator import text
from playaid.rules import toledo1085 as t


def test_environment_is_strict():
    env = text.environment()
    assert env.undefined is jinja2.StrictUndefined
    with pytest.raises(jinja2.UndefinedError):
        env.from_string("{{ missing }}").render()


def test_unknown_macro():
    with pytest.raises(KeyError, match="no macro"):
        text.render_macro("toledo1085.rst.jinja", "nope", game=t)


def test_cell_escapes_markup():
    assert text.rst_cell("a *b* | c\nd") == r"a \*b\* \| c d"
    assert text.rst_cell("") == r"\-"


def test_end_bonus_table_lists_every_row_of_the_data():
    rst = text.render_macro("toledo1085.rst.jinja", "end_bonus", game=t)
    for n, bonus in t.END_BONUS.items():
        assert f"   * - {n}\n     - {text.signed(bonus)}\n" in rst


def test_rulings_table_has_every_ruling():
    rst = text.render_macro("toledo1085.rst.jinja", "rulings", game=t)
    for r in t.RULINGS:
        assert f"* - {r.mark}\n" in rst


@pytest.mark.parametrize("macro", ["coins", "allowance", "proposals", "round", "common_cards", "end_bonus",
                                   "deck", "rulings"])
def test_every_macro_renders(macro):
    assert text.render_macro("toledo1085.rst.jinja", macro, game=t).strip()
