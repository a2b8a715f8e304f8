"""The terminal report of ``playaid score tolomeo``: every word comes from the game's text source."""

from __future__ import annotations

import textwrap

from playaid.generator.textfmt import signed, table
from playaid.rules import tolomeo as t
from playaid.rules.text import ENGLISH

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.rules.game import FinalScore
    from playaid.rules.text import Text

score_sheet = t.score_sheet
#: The widest line of prose in the report.
WIDTH = 100
COLUMNS = ("player", "studied", "sheet", "cards", "planets", "total", "pawns")


def render(result: FinalScore, lang: Text = ENGLISH) -> str:
    words = t.REPORT
    lines = [t.say(words["title"], lang, side=result.players[0].side.value), ""]
    rows: list[list[object]] = [[lang(words[c]) for c in COLUMNS]]
    for p in result.players:
        studied = ", ".join(lang(pl.label) for pl in p.studied)
        rows.append([
            p.name,
            f"{len(p.studied)}: {studied}" if p.studied else "0",
            p.planet_points,
            "+".join(str(card.points) for card in p.bonus_cards) if p.bonus_cards else "-",
            signed(p.planet_bonus) if p.planet_bonus else "-",
            p.total,
            "-" if p.pawns_on_board is None else p.pawns_on_board,
        ])
    lines.append(table(rows, align="llrlrrr"))
    lines.append("")
    points = lang.join(lang(words["planet_points"], planet=lang(p.label), points=signed(v))
                       for p, v in t.PLANET_END_POINTS[t.Side.B].items())
    lines += textwrap.wrap(t.say(words["legend"], lang, points=points), WIDTH)
    lines += textwrap.wrap(t.tie_breaks(lang), WIDTH)
    lines += textwrap.wrap(t.winner(result, lang), WIDTH)
    return "\n".join(lines) + "\n"
