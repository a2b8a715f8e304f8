"""``playaid score --help`` says how to type each game's score pad: every row, in the pad's words,
with the field it is typed as; the site says the same, from the same data (``GameInfo.pad``).
"""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from playaid.generator.cli import main
from playaid.generator.commands import score as command
from playaid.generator.text import render_macro, rules_module
from playaid.rules.game import PAD_TYPING, PAD_UNTYPED, load, pad_rows
from playaid.rules.text import ENGLISH
from tests.pads import shown

GAMES = ("toledo", "toledo1085", "tolomeo", "troyes")


def help_text() -> str:
    out = io.StringIO()
    assert main(["score", "--help"], stdout=out, stderr=io.StringIO()) == 0
    return out.getvalue()


def rows(game: str) -> list[tuple[str, str, str]]:
    module = load(game)
    return pad_rows(module.GAME_INFO.pad, ENGLISH, getattr(module, "TIES", None), **module.pad_values(ENGLISH))


@pytest.mark.parametrize("game", GAMES)
def test_the_help_names_every_row_of_the_games_pad_and_the_field_it_is_typed_as(game):
    flat = " ".join(help_text().split())
    section = flat[flat.index(shown(ENGLISH, PAD_TYPING)):]
    at = section.index(f" {game} ")
    for row, field, typed in rows(game):
        line = " ".join(f"{row} \u2192 {field}: {typed}".split())
        where = section.find(line, at)
        assert where > 0, line
        at = where + len(line)


@pytest.mark.parametrize("game", GAMES)
def test_the_pads_rows_are_the_fields_the_calculator_reads(game):
    """The rows the help lists are every field the calculator reads, and only those: a sheet with
    any other field is refused."""
    fields = [field for _, field, _ in rows(game)]
    assert len(fields) == len(set(fields))
    sheet = {"player_vp": 1, "le_roy_vp": 1, "nothing_of_the_pad": 1} if game == "troyes" else {
        "players": [{"name": "A", "nothing_of_the_pad": 1}, {"name": "B"}]}
    out, err = io.StringIO(), io.StringIO()
    assert main(["score", game, "-"], stdout=out, stderr=err, stdin=io.StringIO(json.dumps(sheet))) == 2
    assert "nothing_of_the_pad" in err.getvalue()


@pytest.mark.parametrize("game", GAMES)
def test_the_site_lists_the_same_rows_in_a_table(game):
    table = render_macro(f"{game}.rst.jinja", "pad_fields", game=rules_module(game))
    for row, field, _ in rows(game):
        assert f"* - {row}\n     - ``{field}``" in table, row
    assert shown(ENGLISH, PAD_TYPING) in table


def test_the_help_and_the_site_say_the_pad_s_own_adding_up_is_not_typed():
    """A player typing a pad learns which rows to skip: those that add up, which the calculator
    works out itself (said once, after every game's rows, and under each site table)."""
    flat = " ".join(help_text().split())
    untyped = " ".join(shown(ENGLISH, PAD_UNTYPED).split())
    last = " ".join(rows(GAMES[-1])[-1][0].split())
    assert flat.count(untyped) == 1 and flat.index(untyped) > flat.rindex(last)
    for game in GAMES:
        table = render_macro(f"{game}.rst.jinja", "pad_fields", game=rules_module(game))
        assert untyped in " ".join(table.split()), game


def test_scoring_a_game_imports_only_that_game():
    """The pads of every game are read only for the help: scoring Troyes never imports the others."""
    probe = ("import io, sys; from playaid.generator.cli import main; "
             "main(['score', 'troyes', '-'], stdout=io.StringIO(), stdin=io.StringIO('{\"player_vp\": 1, \"le_roy_vp\": 2}')); "
             "print(sorted(m for m in ('toledo', 'toledo1085', 'tolomeo') if 'playaid.rules.' + m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
    assert command.EXAMPLES in help_text()
