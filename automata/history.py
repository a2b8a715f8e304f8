"""Your record against le Roy, and your saved games: lines of JSON appended to a small file.

The file is ``$PLAYAID_HISTORY`` when set, else ``le-roy-history.jsonl`` under
``$XDG_DATA_HOME/playaid/`` (``~/.local/share/playaid/`` when that is not set). A game adds a line
when it starts or is resumed (where it is saved) and when it finishes (its result, and where it is
saved); a game reopened by ``undo`` after its final answer adds a line saying so. The record
counts each game by its last result line: a game finished again replaces its earlier result, and
a game reopened counts no more until it ends again. :func:`saved_games` lists the games whose
save is still where the history last saw it, the latest first. Writing the history never stops a
game: a problem is said in one line and the game goes on. Standard library only: this module runs
inside ``le-roy.pyz``.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from playaid.automata.files import FileProblem, read_text
from playaid.rules.troyes.play import won

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

#: The environment variable that names the history file (the tests set it).
ENV = "PLAYAID_HISTORY"
NAME = "le-roy-history.jsonl"


def default_path(environ: Mapping[str, str] | None = None) -> Path:
    """Where the history lives when no ``--history-file`` is given."""
    env = os.environ if environ is None else environ
    if env.get(ENV):
        return Path(env[ENV])
    base = env.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "playaid" / NAME


def _append(path: Path, entry: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(entry, separators=(",", ":"), ensure_ascii=False) + "\n")


def finished(path: Path, game: str, seed: int, result: Mapping[str, Any], version: str,
             save: Path | None = None) -> None:
    """Note a finished game, and where it is saved (OSError if the file cannot be written)."""
    entry = {"game": game, "finished": time.strftime("%Y-%m-%dT%H:%M:%S"), "seed": seed,
             "you": result["you"], "le_roy": result["le_roy"], "margin": result["margin"],
             "rating": result["rating"], "won": result["won"], "rounds": result["rounds"], "playaid": version}
    if save is not None:
        entry["save"] = str(save.resolve())
    _append(path, entry)


def saved(path: Path, game: str, seed: int, save: Path, *, resumed: bool = False) -> None:
    """Note where a game that starts (or is ``resumed``) is saved (OSError if the file cannot be
    written). Such a line says where the game is, never how it went: the record passes it over."""
    when = "resumed" if resumed else "started"
    _append(path, {"game": game, when: time.strftime("%Y-%m-%dT%H:%M:%S"), "seed": seed, "save": str(save.resolve())})


def _where_only(entry: Mapping[str, Any]) -> bool:
    """A line that says where a game is saved, not how it went."""
    return "started" in entry or "resumed" in entry


def reopened(path: Path, game: str) -> None:
    """Note that a finished game was reopened by undo: it no longer counts until it ends again."""
    _append(path, {"game": game, "reopened": time.strftime("%Y-%m-%dT%H:%M:%S")})


def record(path: Path) -> dict[str, int] | None:
    """Games, wins and the best margin; None when no game has finished. A win is a margin whose
    rating band spares your head (†W6), read from each game's margin, so a line written before
    playaid said so counts alike.

    A line that is not a game of this file's shape is passed over: the record is read, never
    refused. Raises :class:`~playaid.automata.files.FileProblem` for a file that cannot be read.
    """
    try:
        text = read_text(path, what="history file")
    except FileProblem:
        try:
            missing = "\0" not in str(path) and not path.exists() and not path.is_symlink()
        except (OSError, ValueError):  # a name the system refuses: too long, say
            missing = False
        if missing:
            return None
        raise
    last: dict[str, dict[str, Any]] = {}
    for line in text.splitlines():
        try:
            entry = json.loads(line)
        except (ValueError, RecursionError):  # not JSON, or nested beyond what can be read
            continue
        if isinstance(entry, dict) and isinstance(entry.get("game"), str) and not _where_only(entry):
            last[entry["game"]] = entry
    margins = [e["margin"] for e in last.values()
               if isinstance(e.get("margin"), int) and not isinstance(e.get("margin"), bool)]
    if not margins:
        return None
    return {"games": len(margins), "wins": sum(1 for m in margins if won(m)), "best": max(margins)}


def saved_games(path: Path) -> list[dict[str, Any]]:
    """The games of the history whose save is still where it last saw it, the latest first: each
    its ``save`` (a path), ``seed`` and, when its last result line is a finished game, ``you``,
    ``le_roy`` and ``margin``. Games of a history written before saves were noted are not known.

    Raises :class:`~playaid.automata.files.FileProblem` for a file that cannot be read.
    """
    try:
        text = read_text(path, what="history file")
    except FileProblem:
        if not path.exists():
            return []
        raise
    games: dict[str, dict[str, Any]] = {}
    for line in text.splitlines():
        try:
            entry = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if not (isinstance(entry, dict) and isinstance(entry.get("game"), str)):
            continue
        game = games.pop(entry["game"], {})  # popped and put back: the latest game comes last
        if isinstance(entry.get("save"), str):
            game["save"] = entry["save"]
        if isinstance(entry.get("seed"), int) and not isinstance(entry.get("seed"), bool):
            game["seed"] = entry["seed"]
        if not _where_only(entry):
            numbers = [entry.get(k) for k in ("you", "le_roy", "margin")]
            game["result"] = numbers if all(isinstance(n, int) and not isinstance(n, bool) for n in numbers) else None
        games[entry["game"]] = game
    found = []
    for game in reversed(games.values()):
        if "save" not in game or "seed" not in game:
            continue
        try:
            if not Path(game["save"]).is_file():
                continue
        except (OSError, ValueError):
            continue
        entry = {"save": Path(game["save"]), "seed": game["seed"]}
        if game.get("result"):
            entry.update(zip(("you", "le_roy", "margin"), game["result"]))
        found.append(entry)
    return found
