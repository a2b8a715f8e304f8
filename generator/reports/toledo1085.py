"""The terminal report of ``playaid score toledo1085``: every word from the game's text source."""

from __future__ import annotations

from playaid.generator.textfmt import signed, table
from playaid.rules.game import winner_text
from playaid.rules import toledo1085 as t
from playaid.rules.text import ENGLISH, plain

score_sheet = t.score_sheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.rules.game import FinalScore
    from playaid.rules.text import Text


def _complete(c: t.ColumnScore, say: Text) -> str:
    if c.sector is None:
        return say(t.REPORT["never_complete"])
    return say(t.REPORT["yes"] if c.complete else t.REPORT["no"])


def _religions(c: t.ColumnScore, say: Text) -> str:
    """The religions a column shows; all three in a column with no sector count for nothing (†C8)."""
    letters = " ".join(say(t.RELIGION_LETTERS[x]) for x in c.religions) or "-"
    if c.sector is None and len(c.religions) == len(t.Religion):
        return say(t.REPORT["uncounted"], religions=letters)
    return letters


def _first(p: t.PlayerScore, say: Text) -> list[object]:
    if not p.first_to_complete:
        return [say(t.REPORT["first"]), "-"]
    return [say(t.REPORT["first_kept" if p.first_bonus_kept else "first"]), signed(p.first_bonus)]


def render(result: FinalScore, say: Text = ENGLISH) -> str:
    """The report of a scored sheet, in the language of ``say``."""
    r = t.REPORT
    lines = [plain(say(r["title"], game=t.TITLE)), ""]
    heading = [say(r[k]) for k in ("column", "cards", "religions", "prestige")]
    heading += [signed(t.THREE_RELIGIONS_BONUS), say(r["total"]), say(r["complete"])]
    for p in result.players:
        lines.append(say(r["player"], name=p.name, points=p.total))
        rows: list[list[object]] = [heading]
        for c in p.columns:
            rows.append([
                say(c.sector.label) if c.sector else say(r["no_sector"]),
                c.cards,
                _religions(c, say),
                c.prestige,
                signed(c.bonus) if c.bonus else "-",
                c.total,
                _complete(c, say),
            ])
        if not p.columns:
            rows.append([say(r["no_cards"]), "", "", "", "", "", ""])
        lines.append(table(rows, align="lrlrrrl", indent=2))
        summary = [
            [say(r["columns"]), p.column_points],
            [say(r["three_religion_columns"], count=p.three_religion_columns), signed(p.end_bonus)],
            _first(p, say),
            [say(r["total"]), p.total],
        ]
        lines.append(table(summary, align="lr", indent=2))
        lines.append("")
    legend = say.join(say(r["legend_item"], letter=say(t.RELIGION_LETTERS[x]), religion=say(x.label)) for x in t.Religion)
    lines.append(say(r["legend"], legend=legend))
    lines.append(winner_text(result, say))
    if len(result.winners) > 1:
        lines.append(say(r["sheet_order"]))
    return "\n".join(lines) + "\n"
