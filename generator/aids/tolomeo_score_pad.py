"""The Tolomeo score pad: one column per player whose rows are exactly the fields of the score
calculator's sheet (:data:`playaid.rules.tolomeo.score.PLAYER_FIELDS`), each labelled with its
words and its field name, so that what is written on the pad is typed into ``playaid score
tolomeo`` as it stands; a write-in conversion table (the rulebook prints one value); how the score
adds up; and a one-line example of the sheet. Every word comes from the text source
(:data:`~playaid.rules.tolomeo.text.PAD`, and the final score as the player aid says it); this
module only lays out. The players' table grows to the paper: the taller the page, the more room
to write."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer, Table, TableStyle

from playaid.generator.aids.tolomeo_pictures import PLANET_GLYPH, items, name, para, say
from playaid.generator.pdf import (
    FONT,
    MIN_BODY_PT,
    DocumentInfo,
    Page,
    Paper,
    Styles,
    banner,
    cell_style,
    esc,
    rulings_box,
    signed,
    skeleton_section,
    stack_height,
)
from playaid.rules import tolomeo as t

PAD = t.PAD
INFO = DocumentInfo.of(t.GAME_INFO, "tolomeo-score-pad", subtitle=PAD["subtitle"], values=t.message_values)

#: One column per player, as many as the game takes.
PLAYERS = t.MAX_PLAYERS
#: A box to tick.
TICK = "\u2610"
#: The rows of the players' table: every field of a player on the score sheet, in its order, with
#: ``studied`` opening one row per planet.
FIELDS = t.PLAYER_FIELDS
#: The least height of a row to write in, of a row to tick, and of the row that opens the planets.
WRITE, TICK_ROW, OPENER = 26.0, 18.0, 24.0
#: The example of a score sheet the pad prints (and a test scores): one player, every field given,
#: the studied planets three, so that their points are the one value the rulebook prints, and a
#: bonus point card showing two of them (what a card shows is read off the card, †V4).
EXAMPLE_STUDIED = (t.Planet.MOON, t.Planet.MARS, t.Planet.SUN)


def section(title: str, body: list[Flowable], st: Styles) -> list[Flowable]:
    """A section of the skeleton: its heading stays with its body and is repeated where it runs on."""
    return skeleton_section(title, body, st)


def _muted(st: Styles) -> str:
    """The theme's colour for secondary words, as Paragraph markup takes it."""
    return "#" + st.theme.muted.hexval()[2:]


def key_text(st: Styles, key: str) -> str:
    """A field's name (or a planet's, as the sheet writes it), as the score sheet spells it."""
    return f'<font color="{_muted(st)}" size="{MIN_BODY_PT}">{esc(say(st, PAD["field_key"], key=key))}</font>'


def field_label(st: Styles, field: str) -> Paragraph:
    """A row's label: its words in bold, and under them the field it goes in."""
    return Paragraph(f"<b>{esc(st.t(PAD['fields'][field]))}</b><br/>{key_text(st, field)}", st.cell)


def planet_label(st: Styles, planet: t.Planet) -> Paragraph:
    """A planet's row: its symbol and name, and its name as the sheet's ``studied`` list writes it."""
    return Paragraph(f"<b>{PLANET_GLYPH[planet]} {esc(name(st, planet))}</b> {key_text(st, planet.value)}", st.cell)


def example_sheet(st: Styles) -> dict[str, Any]:
    """The example score sheet: one player, with every field of :data:`FIELDS`."""
    studied = len(EXAMPLE_STUDIED)
    card = t.BonusCard(t.TOP_BONUS_CARD, EXAMPLE_STUDIED[:2])
    player = {"name": st.t(PAD["example_name"]), "side": t.Side.B.value,
              "studied": [p.value for p in EXAMPLE_STUDIED], "bonus_cards": [card.to_dict()],
              "pawns_on_board": t.PAWNS_PER_PLAYER - studied - 2, "planet_points": t.planet_points(studied)}
    return {"players": [player]}


# --------------------------------------------------------------------------------------------
# The players' table


def player_rows(st: Styles) -> tuple[list[list[Any]], list[str]]:
    """The rows of the players' table, and what each row is: ``write``, ``tick`` or ``opener``."""
    sides = "\u2003".join(f"{side.value} {TICK}" for side in t.Side)
    rows: list[list[Any]] = []
    kinds: list[str] = []
    for field in FIELDS:
        if field == "side":
            rows.append([field_label(st, field)] + [sides] * PLAYERS)
            kinds.append("tick")
        elif field == "studied":
            rows.append([field_label(st, field)] + [""] * PLAYERS)
            kinds.append("opener")
            for planet in t.PLANETS:
                rows.append([planet_label(st, planet)] + [TICK] * PLAYERS)
                kinds.append("tick")
        else:
            rows.append([field_label(st, field)] + [""] * PLAYERS)
            kinds.append("write")
    return rows, kinds


def row_heights(kinds: Sequence[str], labels: Sequence[float], height: float) -> list[float]:
    """Each row's height: at least its least height and its label's (``labels``), the room over
    ``height`` shared by the rows to write in first (up to twice their least), then by every row."""
    least = {"write": WRITE, "tick": TICK_ROW, "opener": OPENER}
    sizes = [max(least[k], label + 4) for k, label in zip(kinds, labels)]
    spare = max(0.0, height - sum(sizes))
    writes = [i for i, k in enumerate(kinds) if k == "write"]
    give = min(spare / len(writes), WRITE) if writes else 0.0
    for i in writes:
        sizes[i] += give
    spare -= give * len(writes)
    return [s + spare / len(sizes) for s in sizes]


def players_table(width: float, height: float, st: Styles) -> Table:
    """The players' table, ``height`` tall: a label column, then one column per player."""
    theme = st.theme
    rows, kinds = player_rows(st)
    label_w = width * 0.3
    tick = ParagraphStyle("tick", parent=st.cell_center, fontName=FONT, fontSize=13, leading=14)
    data = [[row[0]] + [Paragraph(cell, tick if cell == TICK else st.cell_center) if cell else "" for cell in row[1:]]
            for row in rows]
    labels = [row[0].wrap(label_w - 8, height)[1] for row in rows]
    table = Table(data, colWidths=[label_w] + [(width - label_w) / PLAYERS] * PLAYERS,
                  rowHeights=row_heights(kinds, labels, height), hAlign="LEFT")
    cmds = [
        *cell_style("MIDDLE", 4, 1, 1),
        ("BACKGROUND", (0, 0), (0, -1), theme.tint),
        ("INNERGRID", (0, 0), (-1, -1), 0.5, theme.rule),
        ("BOX", (0, 0), (-1, -1), 1, theme.accent),
        ("LINEAFTER", (0, 0), (0, -1), 1, theme.accent),
    ]
    for r, kind in enumerate(kinds):
        if kind == "opener":
            cmds += [("BACKGROUND", (1, r), (-1, r), theme.tint), ("LINEABOVE", (0, r), (-1, r), 1, theme.accent)]
        elif kind == "write" and r:
            cmds.append(("LINEABOVE", (0, r), (-1, r), 1, theme.accent))
    table.setStyle(TableStyle(cmds))
    return table


def players(width: float, height: float, st: Styles) -> list[Flowable]:
    """The section of the players' table, ``height`` tall in all."""
    heading = section(st.t(PAD["players"]), [], st)[0]
    _, head = heading.wrap(width, height)
    return section(st.t(PAD["players"]), [players_table(width, height - head - 3, st)], st)


# --------------------------------------------------------------------------------------------
# Under it


def conversion(width: float, st: Styles) -> list[Flowable]:
    """The conversion table to copy from a player sheet: the one printed value, blanks for the rest."""
    theme = st.theme
    counts = range(len(t.PLANETS) + 1)
    known = t.KNOWN_PLANET_POINTS
    head = [Paragraph(st.t(t.HEADINGS["planets_studied"]), st.cell_bold)] + [
        Paragraph(str(n), st.cell_head_center) for n in counts]
    points = [Paragraph(st.t(t.HEADINGS["points"]), st.cell_bold)] + [
        Paragraph(f"<b>{known[n]}</b>", st.cell_center) if n in known else "" for n in counts]
    label_w = width * 0.25
    table = Table([head, points], colWidths=[label_w] + [(width - label_w) / len(counts)] * len(counts),
                  rowHeights=[None, WRITE], hAlign="LEFT")
    table.setStyle(TableStyle([
        *cell_style("MIDDLE", 3),
        ("BACKGROUND", (0, 0), (-1, 0), theme.tint), ("BACKGROUND", (0, 0), (0, -1), theme.tint),
        ("INNERGRID", (0, 0), (-1, -1), 0.5, theme.rule), ("BOX", (0, 0), (-1, -1), 1, theme.accent),
    ]))
    return section(st.t(PAD["conversion"]), [table, Spacer(1, 3), para(st, PAD["conversion_note"], st.small)], st)


def planet_points(st: Styles, side: t.Side) -> str:
    """The planets' own end points on ``side``: ``Moon +2 and Mercury +1``, or none."""
    points = t.PLANET_END_POINTS[side]
    return st.t.join(say(st, t.REPORT["planet_points"], planet=name(st, p), points=signed(v))
                     for p, v in points.items()) or st.t(t.AID["no_points"])


def adding_up(width: float, st: Styles) -> list[Flowable]:
    """What the score adds up, and the tie-breaks, as the player aid says them."""
    return section(st.t(PAD["adding_up"]), [
        para(st, t.AID["add_up"]),
        *items(st, t.AID["score_parts"], side_a=planet_points(st, t.Side.A), side_b=planet_points(st, t.Side.B)),
        Spacer(1, 2),
        Paragraph(t.tie_breaks(st.t), st.body),
    ], st)


def type_it_in(width: float, st: Styles) -> list[Flowable]:
    """How the pad becomes a score sheet, with an example of one, and the command that scores it."""
    example = json.dumps(example_sheet(st), ensure_ascii=False)
    return section(st.t(PAD["type_it"]), [
        para(st, PAD["type_it_text"]),
        Paragraph(esc(example), st.small),
        Spacer(1, 2),
        para(st, PAD["command"]),
    ], st)


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The one rulings box: every ruling the pad marked, built last so that it knows them all."""
    return rulings_box(t.RULING, st, t.message_values(st.t))


def pages(paper: Paper, st: Styles) -> list[Page]:
    """One page: the banner and the players' table across the top, grown to leave the columns
    under it just the room their sections take; the conversion table and the adding up in the
    left column; typing it in and the rulings in the right one."""
    w, full = paper.column_width, paper.body_width
    say(st, INFO.subtitle)   # the header's marks are the first the pad prints (the furniture draws them)
    top = [banner([st.t(m) for m in PAD["banner"]], full, st), Spacer(1, 2)]
    left = [*conversion(w, st), *adding_up(w, st)]
    right = type_it_in(w, st)
    column = max(stack_height(left, w), stack_height([*right, *rulings(w, make_scratch(st))], w)) + 6
    room = paper.body_height - 4 - column - 2 - stack_height(top, full)
    top += players(full, room, st)
    return [Page(top=top, body=[*left, FrameBreak(), *right, *rulings(w, st)])]


def make_scratch(st: Styles) -> Styles:
    """Styles of the same edition and language that remember the marks shown so far, for measuring
    the rulings box before the pad builds it for good (built last, it lists the marks in order)."""
    from playaid.generator.pdf import make_styles

    scratch = make_styles(st.theme, st.t)
    scratch.t.marks[:] = list(st.t.marks)  # type: ignore[attr-defined]
    return scratch
