"""Plain-text tables for the terminal (no third-party imports: the score commands start fast)."""

from __future__ import annotations

from collections.abc import Sequence


def signed(n: int) -> str:
    """``+4``, ``-2`` or ``0`` (ASCII, for terminals and pipes)."""
    return f"+{n}" if n > 0 else str(n)


def table(rows: Sequence[Sequence[object]], align: str = "", indent: int = 0, gap: int = 2) -> str:
    """Lay rows out in columns. ``align`` has one letter per column: ``l`` or ``r`` (default ``l``).

    >>> print(table([["a", "bb"], ["ccc", "d"]], align="lr"))
    a    bb
    ccc   d
    """
    cells = [[str(c) for c in row] for row in rows]
    ncols = max(len(r) for r in cells) if cells else 0
    widths = [max((len(r[i]) for r in cells if i < len(r)), default=0) for i in range(ncols)]
    lines = []
    for row in cells:
        parts = []
        for i, text in enumerate(row):
            a = align[i] if i < len(align) else "l"
            parts.append(text.rjust(widths[i]) if a == "r" else text.ljust(widths[i]))
        lines.append(" " * indent + (" " * gap).join(parts).rstrip())
    return "\n".join(lines)


def names(items: Sequence[str]) -> str:
    """``Ana``, ``Ana and Bo``, ``Ana, Bo and Cy``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def winner_line(players: Sequence[tuple[str, int, tuple[int, ...]]], winners: Sequence[str],
                tie_words: Sequence[str]) -> str:
    """One sentence naming the winner(s) and, when points were level, the tie-break that decided.

    ``players`` holds ``(name, total, tie_keys)``; ``tie_words[i]`` describes ``tie_keys[i]``.

    >>> winner_line([("Ana", 30, (2,)), ("Bo", 30, (1,))], ["Ana"], ["more sets"])
    'Winner: Ana with 30, level with Bo on points but ahead on more sets (2 to 1).'
    """
    by_name = {name: (total, keys) for name, total, keys in players}
    top, top_keys = by_name[winners[0]]
    if len(winners) > 1:
        return f"Shared win: {names(list(winners))} ({top} each, still tied after every tie-break)."
    level = [(n, keys) for n, (total, keys) in by_name.items() if total == top and n != winners[0]]
    if not level:
        return f"Winner: {winners[0]} with {top}."
    for i, words in enumerate(tie_words):
        best_other = max(keys[i] for _, keys in level)
        if top_keys[i] != best_other:
            return (f"Winner: {winners[0]} with {top}, level with {names([n for n, _ in level])} on points"
                    f" but ahead on {words} ({top_keys[i]} to {best_other}).")
        level = [(n, keys) for n, keys in level if keys[i] == top_keys[i]]
    return f"Winner: {winners[0]} with {top}."
