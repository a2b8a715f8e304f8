"""The terminal report of ``playaid score tolomeo``."""

from __future__ import annotations

from playaid.generator.textfmt import signed, table, winner_line
from playaid.rules import tolomeo as t

score_sheet = t.score_sheet


def render(result: t.FinalScore) -> str:
    side = result.players[0].side.value
    lines = [f"{t.TITLE} \N{EM DASH} final score (player sheets on side {side})", ""]
    rows: list[list[object]] = [["player", "planets studied", "sheet", "cards", "planets", "total", "pawns"]]
    for p in result.players:
        rows.append([
            p.name,
            f"{len(p.studied)}: {', '.join(pl.value for pl in p.studied)}" if p.studied else "0",
            p.planet_points,
            "+".join(str(v) for v in p.bonus_cards) if p.bonus_cards else "-",
            signed(p.planet_bonus) if p.planet_bonus else "-",
            p.total,
            "-" if p.pawns_on_board is None else p.pawns_on_board,
        ])
    lines.append(table(rows, align="llrlrrr"))
    lines.append("")
    lines.append("sheet: the conversion table's points for the planets studied; cards: bonus point cards;")
    points = ", ".join(f"{p.value} {signed(v)}" for p, v in t.PLANET_END_POINTS[t.Side.B].items())
    lines.append(f"planets: the planets' own end points (side B: {points}); pawns: on the board.")
    line = winner_line(
        [(p.name, p.total, (len(p.studied), -1 if p.pawns_on_board is None else p.pawns_on_board))
         for p in result.players],
        result.winners, tie_words=("more planets studied", "more pawns on the board"))
    if len(result.winners) > 1:  # a shared win is playaid's ruling, not the rulebook's
        line += f" (playaid ruling {t.RULING['T1'].mark}: the tied players share the win)"
    lines.append(line)
    return "\n".join(lines) + "\n"
