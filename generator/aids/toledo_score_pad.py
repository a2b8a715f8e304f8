"""The Toledo score pad: one column per player, one row per field of ``playaid score toledo``'s sheet.

Each row names what to write in the words of the text source (the score items of
:data:`playaid.rules.toledo.text.SCORE_ITEMS`, and :data:`~playaid.rules.toledo.text.PAD`), and
beside them the field's JSON key and shape, exactly as the score calculator reads them
(:data:`playaid.rules.toledo.score.SHEET_FIELDS`), so what is written at the table is typed into
``playaid score toledo`` as it stands. Under the table: how to type it in, with a one-line
example sheet (the rulebook's scoring example); what scores; the rulings the pad marks.

The write-in rows share out whatever height the page leaves, so the pad fills its page on A4 and
on Letter alike.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer, TableStyle

from playaid.generator.pdf import (
    DocumentInfo,
    MarkedText,
    Page,
    Paper,
    Styles,
    boxed,
    bullets,
    data_table,
    esc,
    rulings_box,
    signed,
    skeleton_section,
    stack_height,
)
from playaid.rules import toledo as t
from playaid.rules.game import tie_break_text

#: The command that reads the sheet, and the file the pad suggests saving it in.
COMMAND = f"playaid score {t.GAME_INFO.id}"
FILE = f"{t.GAME_INFO.id}.json"


def values(text: Any) -> dict[str, Any]:
    """The values of the pad's placeholders in a language: the rules' numbers, the command, the file,
    and a list as it is written (the rulebook example's paintings)."""
    example = ", ".join(map(str, t.RULEBOOK_SCORE.paintings))
    return {**t.message_values(text), "command": COMMAND, "file": FILE, "example": example}


INFO = DocumentInfo.of(t.GAME_INFO, "toledo-score-pad", subtitle=t.PAD["subtitle"], values=values)

#: How each kind of field is typed into the sheet, after its key: a name in quotes, a list of
#: values in square brackets, a count, true or false.
NAME_SHAPE, LIST_SHAPE, COUNT_SHAPE = '"\u2026"', "[ \u2026 ]", "\u2026"
FLAG_VALUES = (json.dumps(True), json.dumps(False))

#: The table's columns: what to write (with the key), then one column per player.
FIELD_SHARE = 0.4
#: The least height of a write-in row, and each list row's share of the height the page has left.
ROW_MIN = 16.0
ROOM_SHARE = {"swords_presented": 1.0, "swords_kept": 1.2, "paintings": 0.8, "movement_cards": 1.4}
SCORING_COLUMNS = (0.62, 0.38)

_MARKUP = re.compile(r"&lt;(/?[bi])&gt;", re.I)


def words(st: Styles, message: Any, **more: Any) -> str:
    """``message`` in the edition's language, its placeholders filled in (a loss with a true minus sign)."""
    filled = {**values(st.t), **more}
    return st.t(message, **{k: signed(v) if isinstance(v, int) and v < 0 else v for k, v in filled.items()})


def markup(st: Styles, message: Any, **more: Any) -> str:
    """:func:`words` as a paragraph's text: escaped, the message's bold and italic kept."""
    return _MARKUP.sub(r"<\1>", esc(words(st, message, **more)))


def shape(key: str) -> str:
    """How a field's value is typed: ``"…"``, ``[ … ]``, ``…`` or ``true | false``."""
    if key == "name":
        return NAME_SHAPE
    if key in t.LIST_FIELDS:
        return LIST_SHAPE
    if key == "move_skill":
        return " | ".join(FLAG_VALUES)
    return COUNT_SHAPE


def what(st: Styles, key: str) -> str:
    """What a field holds, in words: the score item that reads it, or the pad's own words."""
    for item in t.SCORE_ITEMS:
        if item.holding == key:
            return markup(st, item.what)
    return markup(st, t.PAD["cards" if key == "movement_cards" else key])


def label(st: Styles, key: str) -> list[Flowable]:
    """A row's first cell: what to write, in bold; under it the key as the sheet takes it, and how."""
    typed = f'<b>{esc(json.dumps(key))}</b>: {esc(shape(key))}'
    return [Paragraph(f"<b>{what(st, key)}</b>", st.cell),
            Paragraph(f"{typed} \u00b7 {markup(st, t.PAD_HOW[key])}", st.cell)]


def write_in(st: Styles, key: str, height: float) -> list[Flowable]:
    """A player's cell of one row: room to write, or the two values to circle for a yes or no."""
    if key == "move_skill":
        return [Paragraph("\u2003".join(FLAG_VALUES), st.cell_center)]
    return [Spacer(1, height)]


def fields_table(width: float, st: Styles, room: dict[str, float]) -> list[Flowable]:
    """One row per field of the sheet, in :data:`SHEET_FIELDS` order, one column per player;
    ``room`` is each row's write-in height."""
    players = t.MAX_PLAYERS
    head = [markup(st, t.PAD["field"])] + [markup(st, t.PAD["player"], number=n) for n in range(1, players + 1)]
    rows: list[list[Any]] = [head]
    for key in t.SHEET_FIELDS:
        rows.append([label(st, key), *(write_in(st, key, room[key]) for _ in range(players))])
    share = (1 - FIELD_SHARE) / players
    table = data_table(rows, [width * FIELD_SHARE] + [width * share] * players, st,
                       center=tuple(range(1, players + 1)), zebra=False)
    table.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.8, st.theme.accent),
                               ("LINEAFTER", (0, 0), (-2, -1), 0.5, st.theme.rule),
                               ("VALIGN", (1, 1), (-1, -1), "MIDDLE")]))
    return skeleton_section(words(st, t.PAD["fields"]), [table], st)


def example_sheet(st: Styles) -> str:
    """The rulebook's scoring example as the one-line sheet a player types (empty fields left out)."""
    h = t.RULEBOOK_SCORE
    player: dict[str, Any] = {"name": words(st, t.PAD["example_name"])}
    for key in t.SHEET_FIELDS[1:]:
        value = getattr(h, key)
        if value:
            player[key] = list(value) if isinstance(value, tuple) else value
    return json.dumps({"players": [player]}, ensure_ascii=False)


def to_score(width: float, st: Styles) -> list[Flowable]:
    """From the pad to ``playaid score``: how lists are written, the sheet's shape, the command."""
    p = t.PAD
    body = [
        *bullets([markup(st, p["lists"]), markup(st, p["type"])], st),
        boxed([Paragraph(esc(example_sheet(st)), st.small)], width, st),
        Spacer(1, 3),
        *bullets([markup(st, p["run"])], st),
    ]
    return skeleton_section(words(st, p["to_score"]), body, st)


def scoring(width: float, st: Styles) -> list[Flowable]:
    """What scores, one row per item of ``SCORE_ITEMS``, then the tie-breaks made from ``TIES``."""
    h = t.HEADINGS
    rows = [[markup(st, h["item"]), markup(st, h["points"])]]
    rows += [[markup(st, item.what), markup(st, item.worth)] for item in t.SCORE_ITEMS]
    body = [data_table(rows, [width * s for s in SCORING_COLUMNS], st), Spacer(1, 3),
            Paragraph(esc(tie_break_text(t.TIES, st.t)), st.body)]
    return skeleton_section(words(st, t.PAD["scoring"]), body, st)


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The one rulings box: every ruling the pad marked. Build it last."""
    return rulings_box({r.key: r for r in t.RULINGS}, st, t.message_values(st.t))


def room(paper: Paper, st: Styles) -> dict[str, float]:
    """Each write-in row's height: at least as tall as what the row asks for, plus its share of
    what the page leaves once the table, the steps and the two columns under them (what scores,
    the rulings) are measured."""
    probe = replace(st, t=MarkedText(st.t))          # measuring marks nothing in the document
    inner = paper.body_width * FIELD_SHARE - 6       # a cell's width inside its padding
    least = {key: max(ROW_MIN, stack_height(label(probe, key), inner)) for key in t.SHEET_FIELDS}
    top = stack_height([*fields_table(paper.body_width, probe, least), *to_score(paper.body_width, probe)],
                       paper.body_width)
    scoring_h = stack_height(scoring(paper.column_width, probe), paper.column_width)
    rulings_h = stack_height(rulings(paper.column_width, probe), paper.column_width)
    columns = max(scoring_h, rulings_h) + 4             # a little slack under the taller column
    spare = max(0.0, paper.body_height - columns - top - 4 - 2 - 2)   # the gap, the top's own 2 pt, slack
    total = sum(ROOM_SHARE.values())
    return {key: least[key] + spare * ROOM_SHARE.get(key, 0.0) / total for key in t.SHEET_FIELDS}


def pages(paper: Paper, st: Styles) -> list[Page]:
    full, column = paper.body_width, paper.column_width
    top = [*fields_table(full, st, room(paper, st)), *to_score(full, st)]
    body = [*scoring(column, st), FrameBreak(), *rulings(column, st)]   # the rulings last: they list the marks
    return [Page(top=top, body=body)]
