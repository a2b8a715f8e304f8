"""The Tolomeo score pad: one column per player, to fill in with a pencil and add up at the table.

Its rows follow the score calculator's fields in order (:data:`playaid.rules.tolomeo.PAD_FIELDS`,
the fields of :data:`~playaid.rules.tolomeo.score.PLAYER_FIELDS`), each with the rule that scores
it beside its words: the name; the side of the sheets to tick; a box per planet to tick; how many
planets were ticked and the points the sheet's conversion table gives for them; a row per bonus
point card (the planets it shows, its points), as many as a game can put out; the planets' own
points (Side B's Moon and Mercury); the total; and the tie-break rows, the pawns on the board
last. Under it, the conversion table to copy from a player sheet (the rulebook prints one value,
†P4), and the rulings the pad marks.

No JSON goes on paper: how each row is typed into ``playaid score tolomeo`` is in the command's
help and on the site, from the same :data:`~playaid.rules.tolomeo.PAD_FIELDS`. The grid grows to
the paper: the taller the page, the more room to write.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer, Table, TableStyle

from playaid.generator.aids.tolomeo_pictures import PLANET_GLYPH, name, say
from playaid.generator.pdf import (
    DocumentInfo,
    MarkedText,
    Page,
    Paper,
    Styles,
    cell_style,
    rulings_box,
    signed,
    skeleton_section,
    stack_height,
)
from playaid.generator.pdf.pad import TICK, WRITE, Columns, Row, grid, grow, label, label_heights
from playaid.generator.pdf.pad import words as pad_words
from playaid.rules import tolomeo as t
from playaid.rules.game import PAD_HELD, PAD_POINTS, PAD_TOTAL, PAD_TOTAL_RULE, pad_tie_rows, pad_tie_shared

PAD = t.PAD
INFO = DocumentInfo.of(t.GAME_INFO, "tolomeo-score-pad", subtitle=PAD["subtitle"], values=t.message_values)

#: One column per player, as many as the game takes.
PLAYERS = t.MAX_PLAYERS
#: The fields of the sheet, in the order of the pad's rows.
FIELDS = tuple(f.field for f in t.PAD_FIELDS)
#: A row per bonus point card a player may have taken: as many as a game of the most players
#: puts out (line 55), so that no player runs out of rows.
CARD_ROWS = len(t.bonus_cards_in_play(t.MAX_PLAYERS))
#: The widths: the labels' share, the marker column (a planet's symbol and name), a player's
#: points half.
LABEL_SHARE, MARKER, POINTS_SHARE = 0.2, 64.0, 0.4
#: The headings' heights, and each kind of row's share of the height the page leaves.
HEAD, HALVES = 16.0, 12.0
WEIGHT = {"write": 1.0, "split": 1.0, "tick": 0.6, "points": 1.0, "total": 1.2}


def words(st: Styles, message: Any, **more: Any) -> str:
    """``message`` as a cell's markup, in the edition's language, the game's numbers filled in."""
    return pad_words(st, message, **{**t.message_values(st.t), **more})


def own_points(st: Styles, side: t.Side) -> str:
    """The planets' own end points on ``side``: ``Moon +2 and Mercury +1``, or none."""
    points = t.PLANET_END_POINTS[side]
    return st.t.join(say(st, t.REPORT["planet_points"], planet=name(st, p), points=signed(v))
                     for p, v in points.items()) or st.t(t.AID["no_points"])


def rows(st: Styles) -> list[Row]:
    """The pad's rows, top to bottom: the players' headings, then a row (or a group of rows) per
    field of the sheet in :data:`FIELDS` order, the planets' own points and the total after the
    last that scores, and the tie-break rows, whose second is the pawns' field."""
    fields, rules = PAD["fields"], PAD["rules"]
    out = [Row("", "head", cells=tuple(words(st, PAD["player"], number=n) for n in range(1, PLAYERS + 1)),
               least=HEAD, weight=0.0),
           Row("", "halves", cells=(words(st, PAD_HELD), words(st, PAD_POINTS)), least=HALVES, weight=0.0)]
    ties = pad_tie_rows(t.TIES, st.t)
    for number, field in enumerate(FIELDS):
        if field == "name":
            out.append(Row(label(st, words(st, fields[field])), "write"))
        elif field == "side":
            sides = "\u2003".join(f"{side.value} {TICK}" for side in t.Side)
            out.append(Row(label(st, words(st, fields[field]), words(st, rules[field])), "tick", cells=(sides,)))
        elif field == "studied":
            head = label(st, words(st, fields[field]), words(st, rules[field]))
            out += [Row(head if i == 0 else "", "tick", marker=f"{PLANET_GLYPH[p]} {name(st, p)}", group=number,
                        weight=WEIGHT["tick"]) for i, p in enumerate(t.PLANETS)]
        elif field == "planet_points":
            out.append(Row(label(st, words(st, fields[field]), words(st, rules[field])), "split"))
        elif field == "bonus_cards":
            head = label(st, words(st, fields[field]), words(st, rules[field]))
            out += [Row(head if i == 1 else "", "split", marker=str(i), group=number)
                    for i in range(1, CARD_ROWS + 1)]
            own = words(st, PAD["own_rule"], side_a=own_points(st, t.Side.A), side_b=own_points(st, t.Side.B))
            out.append(Row(label(st, words(st, PAD["own"]), own), "points"))
            out.append(Row(label(st, words(st, PAD_TOTAL), words(st, PAD_TOTAL_RULE)), "total",
                           weight=WEIGHT["total"]))
            out.append(Row(label(st, ties[0], words(st, PAD["tie_rules"][0]), bold=False), "write"))
        elif field == "pawns_on_board":
            out.append(Row(label(st, ties[1], words(st, PAD["tie_rules"][1]), bold=False), "write"))
        else:  # a field the pad has no row for would be a field the pencil cannot fill in
            raise ValueError(f"the Tolomeo score pad has no row for the field {field!r}")
    return out


def columns(width: float) -> Columns:
    return Columns.across(width, PLAYERS, LABEL_SHARE, marker=MARKER, points_share=POINTS_SHARE)


def the_grid(width: float, st: Styles, room: float) -> Table:
    """The players' grid, ``room`` tall."""
    rs = rows(st)
    cols = columns(width)
    return grid(rs, cols, grow(rs, room, label_heights(rs, cols, st)), st)


# --------------------------------------------------------------------------------------------
# Under it


def conversion(width: float, st: Styles) -> list[Flowable]:
    """The conversion table to copy from a player sheet: the one printed value, blanks for the rest."""
    theme = st.theme
    counts = range(len(t.PLANETS) + 1)
    known = t.KNOWN_PLANET_POINTS
    head = [Paragraph(words(st, t.HEADINGS["planets_studied"]), st.cell_bold)] + [
        Paragraph(str(n), st.cell_head_center) for n in counts]
    points = [Paragraph(words(st, t.HEADINGS["points"]), st.cell_bold)] + [
        Paragraph(f"<b>{known[n]}</b>", st.cell_center) if n in known else "" for n in counts]
    label_w = width * 0.3
    table = Table([head, points], colWidths=[label_w] + [(width - label_w) / len(counts)] * len(counts),
                  rowHeights=[None, WRITE * 1.3], hAlign="LEFT")
    table.setStyle(TableStyle([
        *cell_style("MIDDLE", 3),
        ("BACKGROUND", (0, 0), (-1, 0), theme.tint), ("BACKGROUND", (0, 0), (0, -1), theme.tint),
        ("INNERGRID", (0, 0), (-1, -1), 0.5, theme.rule), ("BOX", (0, 0), (-1, -1), 1, theme.accent),
    ]))
    note = Paragraph(words(st, PAD["conversion_note"]), st.body)
    return skeleton_section(st.t(PAD["conversion"]), [table, Spacer(1, 3), note], st)


def shared(st: Styles) -> list[Flowable]:
    """Players still tied after both tie-breaks."""
    return [Paragraph(pad_tie_shared(t.TIES, st.t), st.body)]


def rulings(st: Styles) -> list[Flowable]:
    """The one rulings box: every ruling the pad marked, built last so that it knows them all."""
    return rulings_box(t.RULING, st, t.message_values(st.t))


def room(paper: Paper, st: Styles) -> float:
    """The grid's height: what the page leaves once the columns under it are measured."""
    probe = replace(st, t=MarkedText(st.t))          # measuring marks nothing in the document
    probe.t.marks[:] = list(st.t.marks)              # type: ignore[attr-defined]
    rows(probe)                                      # the grid's marks, so the rulings box lists them
    w = paper.column_width
    left = stack_height([*shared(probe), *conversion(w, probe)], w)
    below = max(left, stack_height(rulings(probe), w))
    return paper.body_height - below - 4 - 2 - 6


def pages(paper: Paper, st: Styles) -> list[Page]:
    """One page: the grid across the top, grown to leave the columns under it just the room their
    sections take; under it, the tie left over and the conversion table, and the rulings."""
    say(st, INFO.subtitle)   # the header's marks are the first the pad prints (the furniture draws them)
    w = paper.column_width
    top = [the_grid(paper.body_width, st, room(paper, st))]
    body = [*shared(st), *conversion(w, st), FrameBreak(), *rulings(st)]   # the rulings last: they list the marks
    return [Page(top=top, body=body)]


__all__ = ["CARD_ROWS", "FIELDS", "INFO", "PLAYERS", "pages", "rows"]
