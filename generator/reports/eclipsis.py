"""The terminal report of ``playaid eclipsis``: what the Eclipsis sends home, constellation by constellation."""

from __future__ import annotations

from collections.abc import Mapping

from playaid.generator.textfmt import table
from playaid.rules import tolomeo as t

VERDICT = {
    "stay": "stay (a planet here, and not the Moon)",
    "no planet": "go back: no planet here",
    "moon": "go back: the Moon is here",
}


def verdict(step: t.EclipsisStep) -> str:
    """What happens to the pawns of one constellation, naming the ruling when the comet stands alone."""
    if step.fate is t.Fate.NO_PLANET and step.comet:
        return f"go back: the comet alone is no planet ({t.RULING['X1'].mark})"
    return VERDICT[step.fate.value]


def pawns(row: Mapping[str, int]) -> str:
    """``blue 1, red 2``, or ``-`` for none."""
    return ", ".join(f"{owner} {n}" for owner, n in row.items()) or "-"


def render(result: t.EclipsisResult) -> str:
    x1 = t.RULING["X1"].mark
    lines = [f"Eclipsis revealed: pawns on a constellation without a planet (the comet alone is none, {x1})",
             "and pawns on the Moon's constellation go back to their owners' supplies.", ""]
    if not result.steps:
        lines.append("No pawn is on the board: the Eclipsis changes nothing.")
        return "\n".join(lines) + "\n"
    rows: list[list[object]] = [["constellation", "planets", "pawns", "what happens"]]
    for s in result.steps:
        sky = [p.value for p in s.planets] + (["(comet)"] if s.comet else [])
        rows.append([str(s.constellation), ", ".join(sky) or "-", pawns(s.pawns), verdict(s)])
    lines.append(table(rows))
    lines.append("")
    lines.append(f"Back to supply: {pawns(result.returned) if result.returned else 'nothing'}")
    if result.remaining:
        left = "; ".join(f"{c} {pawns(row)}" for c, row in result.remaining.items())
        lines.append(f"Still on the board: {left}")
    else:
        lines.append("Still on the board: no pawn")
    lines.append("Then discard the Eclipsis and reveal the next event card.")
    return "\n".join(lines) + "\n"
