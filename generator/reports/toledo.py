"""The terminal report of ``playaid score toledo``: every word from the Toledo text source."""

from __future__ import annotations

from playaid.generator.textfmt import signed, table
from playaid.rules import toledo as t
from playaid.rules.text import ENGLISH, plain

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.rules.game import FinalScore
    from playaid.rules.text import Text

score_sheet = t.score_sheet


def render(result: FinalScore, text: Text = ENGLISH) -> str:
    words = t.REPORT
    lines = [t.say(words["title"], text, title=t.TITLE), ""]
    for p in result.players:
        lines.append(t.say(words["player"], text, name=p.name, count=p.total))
        rows: list[list[object]] = []
        for item in t.SCORE_ITEMS:
            points = getattr(p, item.points)
            rows.append([plain(t.say(item.what, text)), plain(t.say(item.worth, text)), t.held(p.holdings, item, text),
                         signed(points) if points < 0 else points])
        below = t.say(words["below_zero"], text) if "S4" in p.rulings else ""
        rows.append([text(words["total"]), below, "", p.total])
        lines.append(table(rows, align="llrr", indent=2))
        lines.append("  " + t.say(words["ties"], text, count=p.cards_in_hand, value=p.card_value_total))
        lines.append("")
    lines.append(plain(t.winner_text(result, text)))
    return "\n".join(lines) + "\n"
