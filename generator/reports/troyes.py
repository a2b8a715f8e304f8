"""The terminal report of ``playaid score troyes``: every word from the Troyes text source."""

from __future__ import annotations

from playaid.rules import troyes as tr
from playaid.rules.text import ENGLISH
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.rules.text import Text

score_sheet = tr.score_sheet


def render(result: tr.ChallengeScore, lang: Text = ENGLISH) -> str:
    vp = lang(T.VP)
    rows = ((lang(T.REPORT_YOU), f"{result.player_vp:>5} {vp}"), (lang(T.REPORT_LE_ROY), f"{result.le_roy_vp:>5} {vp}"),
            (lang(T.REPORT_MARGIN), f"{result.margin:>+5}"))
    width = max(len(label) for label, _ in rows) + 3
    table = "".join(f"  {label:<{width}}{value}\n" for label, value in rows)
    heading = lang(T.REPORT_HEADING, title=tr.TITLE, variant=lang(tr.VARIANT))
    return f"{heading}\n\n{table}\n{tr.rating_line(result.margin, lang)}\n{tr.outcome_line(result.margin, lang)}\n"
