"""What playaid knows how to do, by name: commands, score calculators and printable documents.

A game adds itself here (one line per entry) and in its own modules; nothing else needs editing.
This module imports nothing heavy: the command line reads it at every start.
"""

from __future__ import annotations

#: Game identifiers, used on the command line and in file names.
GAMES: tuple[str, ...] = ("toledo1085", "toledo", "troyes", "tolomeo")

#: Sub-commands in the order ``playaid --help`` lists them: name -> module in generator.commands.
COMMANDS: dict[str, str] = {
    "build": "generator.commands.build",
    "score": "generator.commands.score",
    "solo": "generator.commands.solo",
    "leroy": "generator.commands.leroy",
    "duel": "generator.commands.duel",
    "eclipsis": "generator.commands.eclipsis",
    "tolomeo": "generator.commands.tolomeo",
}

#: ``playaid score GAME``: game -> module with ``score_sheet(data)`` and ``render(result) -> str``.
SCORE_REPORTS: dict[str, str] = {
    "toledo1085": "generator.reports.toledo1085",
    "toledo": "generator.reports.toledo",
    "troyes": "generator.reports.troyes",
    "tolomeo": "generator.reports.tolomeo",
}

#: Printable documents: (file stem, game, module with ``INFO`` and ``pages(paper, styles)``).
ARTIFACTS: tuple[tuple[str, str, str], ...] = (
    ("toledo1085-aid", "toledo1085", "generator.aids.toledo1085"),
    ("toledo-aid", "toledo", "generator.aids.toledo"),
    ("le-roy-sheet", "troyes", "generator.aids.leroy_sheet"),
    ("troyes-aid", "troyes", "generator.aids.troyes"),
    ("tolomeo-aid", "tolomeo", "generator.aids.tolomeo"),
    ("eclipsis-sheet", "tolomeo", "generator.aids.eclipsis"),
)

#: Standalone files written at the top of the output folder: (file name, game, module with build()).
STANDALONE: tuple[tuple[str, str, str], ...] = (
    ("le-roy.pyz", "troyes", "generator.pyz"),
)
