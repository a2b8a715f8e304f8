"""The terminal report of ``playaid score toledo``."""

from __future__ import annotations

from playaid.generator.textfmt import names, signed, table, winner_line
from playaid.rules import toledo as t

score_sheet = t.score_sheet


def _values(values: tuple[int, ...]) -> str:
    return " + ".join(map(str, values)) if values else "-"


def render(result: t.FinalScore) -> str:
    lines = [f"{t.TITLE} \N{EM DASH} final score", ""]
    for p in result.players:
        h = p.holdings
        lines.append(f"{p.name}: {p.total} points")
        rows: list[list[object]] = [
            ["swords presented (full value)", _values(h.swords_presented), p.presented_points],
            ["swords kept (half, rounded down)", _values(h.swords_kept), p.kept_points],
            ["paintings", _values(h.paintings), p.painting_points],
            [f"gems (1 point per {t.GEMS_PER_POINT})", h.gems, p.gem_points],
            ["move skill tile", "yes" if h.move_skill else "no",
             signed(p.move_skill_penalty) if h.move_skill else 0],
            ["total", "", p.total],
        ]
        lines.append(table(rows, align="lrr", indent=2))
        plural = "s" if p.cards_in_hand != 1 else ""
        lines.append(f"  tie-break: {p.cards_in_hand} movement card{plural} in hand, worth {p.card_value_total}")
        lines.append("")
    if len(result.winners) > 1:
        top = result.players[[p.name for p in result.players].index(result.winners[0])].total
        lines.append(f"Shared victory {t.ruling_mark('S3')}: {names(list(result.winners))} ({top} each, still level"
                     " on movement cards in hand and on their total value).")
    else:
        lines.append(winner_line(
            [(p.name, p.total, p.tie_keys) for p in result.players], result.winners,
            tie_words=("more movement cards in hand",
                       f"a higher total value {t.ruling_mark('S1')} of the movement cards in hand")))
    return "\n".join(lines) + "\n"
