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
