"""The terminal report of ``playaid eclipsis``: what the Eclipsis sends home, constellation by
constellation; every word comes from the game's text source."""

from __future__ import annotations

import textwrap
from collections.abc import Mapping

from playaid.generator.textfmt import table
from playaid.rules import tolomeo as t
from playaid.rules.text import ENGLISH, plain

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.rules.text import Text

#: The widest line of prose in the report.
WIDTH = 100
COLUMNS = ("constellation", "planets", "pawns", "verdict")


def pawns(row: Mapping[str, int]) -> str:
    """``blue 1, red 2``, or ``-`` for none."""
    return ", ".join(f"{owner} {n}" for owner, n in row.items()) or "-"


def render(result: t.EclipsisResult, lang: Text = ENGLISH) -> str:
    words = t.ECLIPSIS_REPORT
    who, comet, then = (t.say(sentence, lang) for sentence in t.ECLIPSIS_EFFECT)
    lines = textwrap.wrap(" ".join((t.say(words["revealed"], lang), who, comet)), WIDTH) + [""]
    if not result.steps:
        lines.append(t.say(words["no_pawns"], lang))
        return "\n".join(lines) + "\n"
    rows: list[list[object]] = [[lang(words[c]) for c in COLUMNS]]
    for s in result.steps:
        sky = [lang(p.label) for p in s.planets] + ([lang(words["comet"])] if s.comet else [])
        rows.append([lang(s.constellation.label), ", ".join(sky) or "-", pawns(s.pawns), t.verdict(s, lang)])
    lines.append(table(rows))
    lines.append("")
    if result.returned:
        lines.append(plain(t.say(words["returned"], lang, pawns=pawns(result.returned))))
    else:
        lines.append(plain(t.say(words["nothing_returned"], lang)))
    if result.remaining:
        left = "; ".join(f"{lang(c.label)} {pawns(row)}" for c, row in result.remaining.items())
        lines.append(plain(t.say(words["remaining"], lang, pawns=left)))
    else:
        lines.append(plain(t.say(words["nothing_remaining"], lang)))
    lines.append(then)
    return "\n".join(lines) + "\n"
