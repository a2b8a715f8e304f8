"""playaid.rules.troyes.rulings: every gap of the King's Challenge rules, with its key and its numbers from the data."""

from __future__ import annotations

import ast
import gettext
import inspect
from pathlib import Path

from playaid.rules import troyes as tr
from playaid.rules.text import ENGLISH, Text, placeholders
from playaid.rules.troyes import rulings


def test_rulings_are_unique_and_complete():
    keys = [r.key for r in tr.RULINGS]
    assert len(keys) == len(set(keys))
    assert {"T1", "T2", "B1", "S3", "R1", "D2"} <= set(keys)
    assert all(r.topic and r.source and r.ruling and r.short for r in tr.RULINGS)
    assert dict(tr.RULING) == {r.key: r for r in tr.RULINGS}
    assert tr.mark("B2") == "(\u2020B2)"


def test_ruling_t1_rests_on_the_rulebook_alone():
    """T1 is justified by the rulebook's own row 9 (a copy of row 5), not by an outside source."""
    t1 = tr.RULING["T1"]
    assert "row 9" in t1.source and "row 5" in t1.source
    for r in tr.RULINGS:
        for text in (r.topic, r.source, r.ruling, r.short):
            assert "2011" not in text and "French" not in text and "variant" not in text.lower(), r.key
    for part in ("data", "play", "rulings", "text"):
        assert "2011" not in inspect.getsource(getattr(__import__("playaid.rules.troyes", fromlist=[part]), part))


def test_every_field_a_player_reads_is_marked_for_the_catalog():
    """topic, source, ruling and short are each written inside N_(...), where Babel finds them."""
    tree = ast.parse(Path(rulings.__file__).read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "Ruling"]
    assert len(calls) == len(tr.RULINGS)

    def marked(node: ast.AST) -> bool:
        return isinstance(node, ast.Call) and getattr(node.func, "id", "") == "N_" and \
            all(isinstance(a, ast.Constant) for a in node.args)

    for call in calls:
        fields = call.args[1:4] + [k.value for k in call.keywords if k.arg == "short"]
        assert len(fields) == 4 and all(marked(f) for f in fields), ast.unparse(call.args[0])


def said(key: str, field: str, lang: Text = ENGLISH) -> str:
    """A ruling's field as a surface shows it: filled in from the game's message values."""
    return lang(getattr(tr.RULING[key], field), **tr.message_values(lang))


def test_the_numbers_in_rulings_are_the_data():
    assert f"{tr.CATHEDRAL_FULL_VP} VP" in said("C1", "ruling")
    assert f"{tr.TRAVELING_BUILDERS_VP} VP" in said("E2", "short")
    assert said("V2", "short") == f"A final score is 0 to {tr.MAX_VP} VP."
    assert f"up to {tr.TITHE_DICE} of his yellow dice" in said("Y1", "short")
    assert f"({tr.ROUNDS} unless you say otherwise" in said("G1", "ruling")
    assert f"for {tr.row(2).price_deniers} or {tr.row(3).price_deniers} deniers" in said("B2", "source")
    assert f"spends {tr.row(2).price} of his own" in said("B1", "short")


def test_every_ruling_field_is_a_message_its_surface_fills_in():
    """Each field is kept as written (a translation looks it up by that text) and names only
    placeholders the game's message values fill in."""
    values = tr.message_values(ENGLISH)
    assert "{max_vp}" in tr.RULING["V2"].short
    for r in tr.RULINGS:
        for field in ("topic", "source", "ruling", "short"):
            names = {p for p in placeholders(getattr(r, field)) if not p.startswith("\u2020")}
            assert names <= set(values), (r.key, field, names - set(values))
            assert "{" not in said(r.key, field), (r.key, field)


def test_a_translation_of_a_ruling_keeps_its_numbers():
    from tests.languages import shout

    class Shout(gettext.NullTranslations):  # every message in capitals, its placeholders kept
        def gettext(self, message):
            return shout(message)

        def ngettext(self, singular, plural, n):
            return shout(singular if n == 1 else plural)

        def pgettext(self, context, message):
            return shout(message)

    assert said("V2", "short", Text("xx", Shout())) == f"A FINAL SCORE IS 0 TO {tr.MAX_VP} VP."
