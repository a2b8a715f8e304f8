"""The terminal report of ``playaid score toledo1085``."""

from __future__ import annotations

from playaid.generator.textfmt import signed, table, winner_line
from playaid.rules import toledo1085 as t

score_sheet = t.score_sheet


def _complete(c: t.ColumnScore) -> str:
    if c.sector is None:
        return f"never complete {t.RULING['C2'].mark}"
    return "yes" if c.complete else "no"


def _first(p: t.PlayerScore) -> list[object]:
    if not p.first_to_complete:
        return ["first to complete all four sectors", "-"]
    if p.first_bonus_kept:
        return [f"first to complete all four sectors (the bonus is kept {t.RULING['F1'].mark})",
                signed(p.first_bonus)]
    return ["first to complete all four sectors", signed(p.first_bonus)]


def render(result: t.FinalScore) -> str:
    lines = [f"{t.TITLE} \N{EM DASH} final score", ""]
    for p in result.players:
        lines.append(f"{p.name}: {p.total} prestige")
        rows: list[list[object]] = [["column", "cards", "religions", "prestige", "+2", "total", "complete"]]
        for c in p.columns:
            rows.append([
                c.sector.value if c.sector else "(no sector)",
                c.cards,
                " ".join(r.letter for r in c.religions) or "-",
                c.prestige,
                signed(c.bonus) if c.bonus else "-",
                c.total,
                _complete(c),
            ])
        if not p.columns:
            rows.append(["(no cards)", "", "", "", "", "", ""])
        lines.append(table(rows, align="lrlrrrl", indent=2))
        plural = "s" if p.three_religion_columns != 1 else ""
        summary = [
            ["columns", p.column_points],
            [f"{p.three_religion_columns} column{plural} with all three religions", signed(p.end_bonus)],
            _first(p),
            ["total", p.total],
        ]
        lines.append(table(summary, align="lr", indent=2))
        lines.append("")
    lines.append("religions: C christianity, I islam, J judaism")
    lines.append(winner_line(
        [(p.name, p.total, (p.three_religion_columns,)) for p in result.players], result.winners,
        tie_words=("more columns with all three religions",)))
    if len(result.winners) > 1:
        lines.append(f"(the winners are listed in sheet order {t.RULING['T1'].mark})")
    return "\n".join(lines) + "\n"
