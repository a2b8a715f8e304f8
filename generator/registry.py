"""What playaid knows how to do, by name: commands, score calculators and printable documents.

A game adds itself here (one line per entry) and in its own modules; nothing else needs editing.
This module imports nothing heavy: the command line reads it at every start.
"""

from __future__ import annotations

#: Game identifiers, used on the command line and in file names.
GAMES: tuple[str, ...] = ("toledo1085", "toledo", "troyes", "tolomeo")

#: Sub-commands in the order ``playaid --help`` lists them: name -> module in playaid.generator.commands.
COMMANDS: dict[str, str] = {
    "build": "playaid.generator.commands.build",
    "score": "playaid.generator.commands.score",
    "solo": "playaid.generator.commands.solo",
    "leroy": "playaid.generator.commands.leroy",
    "duel": "playaid.generator.commands.duel",
    "eclipsis": "playaid.generator.commands.eclipsis",
    "tolomeo": "playaid.generator.commands.tolomeo",
}

#: ``playaid score GAME``: game -> module with ``score_sheet(data)`` and ``render(result) -> str``.
SCORE_REPORTS: dict[str, str] = {
    "toledo1085": "playaid.generator.reports.toledo1085",
    "toledo": "playaid.generator.reports.toledo",
    "troyes": "playaid.generator.reports.troyes",
    "tolomeo": "playaid.generator.reports.tolomeo",
}

#: Printable documents: (file stem, game, module with ``INFO`` and ``pages(paper, styles)``).
ARTIFACTS: tuple[tuple[str, str, str], ...] = (
    ("toledo1085-aid", "toledo1085", "playaid.generator.aids.toledo1085_aid"),
    ("toledo-aid", "toledo", "playaid.generator.aids.toledo_aid"),
    ("le-roy-sheet", "troyes", "playaid.generator.aids.le_roy_sheet"),
    ("troyes-aid", "troyes", "playaid.generator.aids.troyes_aid"),
    ("tolomeo-aid", "tolomeo", "playaid.generator.aids.tolomeo_aid"),
    ("eclipsis-sheet", "tolomeo", "playaid.generator.aids.eclipsis_sheet"),
)

#: Standalone files written at the top of the output folder: (file name, game, module with build()).
STANDALONE: tuple[tuple[str, str, str], ...] = (
    ("le-roy.pyz", "troyes", "playaid.generator.pyz"),
)
