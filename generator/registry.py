"""What playaid knows how to do, by name: games, commands, score reports and printable documents.

Nothing here is a second list to keep in step with the games. The games are the packages under
``playaid.rules`` (:func:`playaid.rules.game_ids`); the commands are the modules under
``playaid.generator.commands``; a game's score report is ``playaid.generator.reports.<game>``;
its printable documents are the ones its ``GAME_INFO.documents`` declares, each drawn by the
module ``playaid.generator.aids.<document name, '-' as '_'>``. Adding a game is adding its
package and those modules. ``tests/test_games.py`` checks that every game declares what the
generator finds and the other way round.

The command line reads :data:`GAMES`, :data:`COMMANDS` and :data:`SCORE_REPORTS` at every start,
so they are found without importing any game; :func:`artifacts` imports the games, and only the
build and the site call it.
"""

from __future__ import annotations

import functools
import os

from playaid.generator import commands as _commands
from playaid.generator import reports as _reports
from playaid.rules import game_ids


def _modules(package: object) -> list[str]:
    """The module names of a package's folder (listed, not imported)."""
    folder = package.__path__[0]  # type: ignore[attr-defined]
    return sorted(name[:-3] for name in os.listdir(folder) if name.endswith(".py") and name != "__init__.py")

#: Game identifiers, used on the command line and in file names (alphabetical).
GAMES: tuple[str, ...] = game_ids()

#: Sub-commands, as ``playaid --help`` lists them: name -> module (every module of the package).
COMMANDS: dict[str, str] = {name: f"{_commands.__name__}.{name}" for name in _modules(_commands)}

#: ``playaid score GAME``: game -> module with ``score_sheet(data)`` and ``render(result, text)``.
SCORE_REPORTS: dict[str, str] = {game: f"{_reports.__name__}.{game}" for game in GAMES if game in _modules(_reports)}

#: Standalone files written at the top of the output folder: (file name, game, module with build()).
STANDALONE: tuple[tuple[str, str, str], ...] = (
    ("le-roy.pyz", "troyes", "playaid.generator.pyz"),
)


def document_module(name: str) -> str:
    """The module that draws the document ``name``: ``le-roy-sheet`` -> ``...aids.le_roy_sheet``."""
    return f"playaid.generator.aids.{name.replace('-', '_')}"


@functools.cache
def artifacts() -> tuple[tuple[str, str, str], ...]:
    """Every printable document: (file stem, game, drawing module), in game order, as each game's
    ``GAME_INFO.documents`` declares them."""
    from playaid.rules.game import load

    return tuple((doc.name, game, document_module(doc.name))
                 for game in GAMES for doc in load(game).GAME_INFO.documents)
