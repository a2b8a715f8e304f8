"""Every game package has the same shape and declares itself the same way (rules/game.py).

One conformance test, parametrized over the games found under ``playaid.rules``: the same module
names for the same parts, a ``GAME_INFO`` whose facts agree with the package's data, a score entry
point that scores a real sheet, documents the generator can render, chance sources named, and no
lazy re-export.
"""

from __future__ import annotations

import ast
import importlib
import json
import pkgutil
from pathlib import Path

import pytest

from playaid.rules.game import DocumentSpec, GameInfo, game_ids, load
from playaid.rules.shared import Ruling

GAMES = ("toledo1085", "toledo", "troyes", "tolomeo")
#: The parts every game shares, by module name; a game may lack one (Troyes has no ``play``?) but
#: never names the same part differently.
PARTS = {"data", "play", "score", "rulings", "text"}
#: Parts only one game has.
OWN_PARTS = {"toledo": {"duel"}, "tolomeo": {"events"}}
REQUIRED = {"data", "rulings", "text"}


def test_the_games_are_found_from_their_packages():
    assert set(game_ids()) == set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_the_package_has_the_shared_parts_and_nothing_else(game):
    package = load(game)
    parts = {m.name for m in pkgutil.iter_modules(package.__path__)}
    assert REQUIRED <= parts, f"{game} lacks {REQUIRED - parts}"
    assert parts <= PARTS | OWN_PARTS.get(game, set()), f"{game} has parts no other game names so: {parts - PARTS}"
    if package.GAME_INFO.score is not None:
        assert "score" in parts


@pytest.mark.parametrize("game", GAMES)
def test_game_info_agrees_with_the_package(game):
    package = load(game)
    info = package.GAME_INFO
    assert isinstance(info, GameInfo) and info.id == game
    assert info.rulings is package.RULINGS and all(isinstance(r, Ruling) for r in info.rulings)
    assert (package.MIN_PLAYERS, package.MAX_PLAYERS) == info.players
    assert info.title and info.rulebook and info.chance
    assert info.documents and all(isinstance(d, DocumentSpec) for d in info.documents)
    for r in info.rulings:
        assert r.key and r.topic and r.source and r.ruling and r.short, (game, r.key)


@pytest.mark.parametrize("game", GAMES)
def test_the_score_entry_point_scores_a_sheet(game):
    from tests.surfaces import REPORT_SHEETS

    info = load(game).GAME_INFO
    assert info.score is load(game).score_sheet
    result = info.score(REPORT_SHEETS[game][0])
    json.dumps(result.to_dict())


@pytest.mark.parametrize("game", GAMES)
def test_every_public_name_is_re_exported_plainly(game):
    """``__init__`` imports its parts' public names by name: no lazy ``__getattr__``, no strings."""
    package = load(game)
    source = Path(package.__file__).read_text(encoding="utf-8")
    tree = ast.parse(source)
    assert not [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in ("__getattr__", "__dir__")]
    assert "importlib" not in source
    for part in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{part.name}")
        for name in getattr(module, "__all__", ()):
            assert getattr(package, name, None) is getattr(module, name), f"{game}: {part.name}.{name} not re-exported"


def test_no_rules_module_has_a_module_level_getattr():
    import playaid.rules

    root = Path(playaid.rules.__file__).parent
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
        assert not names & {"__getattr__", "__dir__"}, path


@pytest.mark.parametrize("game", GAMES)
def test_the_generator_renders_every_declared_document(game):
    from playaid.generator.build import artifacts
    from playaid.generator.registry import SCORE_REPORTS

    names = {a.name for a in artifacts() if a.game == game}
    assert names == {d.name for d in load(game).GAME_INFO.documents}
    if load(game).GAME_INFO.score is not None:
        assert game in SCORE_REPORTS


def test_the_generator_finds_exactly_what_the_games_declare():
    """Each game's commands, score report and documents are the modules the generator finds."""
    from playaid.generator.registry import COMMANDS, SCORE_REPORTS, artifacts

    declared = {c for g in GAMES for c in load(g).GAME_INFO.commands}
    assert declared <= set(COMMANDS), declared - set(COMMANDS)
    assert set(COMMANDS) - declared == {"build", "score"}, "a command no game declares"
    assert set(SCORE_REPORTS) == {g for g in GAMES if load(g).GAME_INFO.score is not None}
    assert [name for name, _, _ in artifacts()] == [d.name for g in sorted(GAMES) for d in load(g).GAME_INFO.documents]


def test_every_ruling_key_names_one_ruling_across_the_product():
    """A mark such as †T1 points at one entry of the source notes whatever the game: no two games
    (and no two rulings of one game) share a key."""
    owners: dict[str, list[str]] = {}
    for game in GAMES:
        for r in load(game).RULINGS:
            owners.setdefault(r.key, []).append(game)
    shared = {key: games for key, games in owners.items() if len(games) > 1}
    assert not shared, f"ruling keys used more than once: {shared}"
