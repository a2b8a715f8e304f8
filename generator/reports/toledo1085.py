"""The terminal report of ``playaid score toledo1085``."""

from __future__ import annotations

from generator.textfmt import signed, table, winner_line
from rules import toledo1085 as t

score_sheet = t.score_sheet


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
                "yes" if c.complete else ("no (Nobility only)" if c.sector is None else "no"),
            ])
        if not p.columns:
            rows.append(["(no cards)", "", "", "", "", "", ""])
        lines.append(table(rows, align="lrlrrrl", indent=2))
        plural = "s" if p.three_religion_columns != 1 else ""
        summary = [
            ["columns", p.column_points],
            [f"{p.three_religion_columns} column{plural} with all three religions", signed(p.end_bonus)],
            ["first to complete all four sectors", signed(p.first_bonus) if p.first_to_complete else "-"],
            ["total", p.total],
        ]
        lines.append(table(summary, align="lr", indent=2))
        lines.append("")
    lines.append("religions: C christianity, I islam, J judaism")
    lines.append(winner_line(
        [(p.name, p.total, (p.three_religion_columns,)) for p in result.players], result.winners,
        tie_words=("more columns with all three religions",)))
    return "\n".join(lines) + "\n"
