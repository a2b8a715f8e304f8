"""The le Roy decision sheet: one page to run le Roy without a computer, from ``playaid.rules.troyes``.

Every word it prints is a message of :mod:`playaid.rules.troyes.text`, shown in the edition's
language (``st.t``) with its numbers filled in from the rules data; this module lays them out, one
function per section, each taking the width it may fill and the edition's styles.
"""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph, Spacer

from playaid.generator.pdf import (
    MIN_BODY_PT,
    DocumentInfo,
    Page,
    Paper,
    Styles,
    Theme,
    bullets,
    data_table,
    die,
    drawing,
    section,
    text,
)
from playaid.rules import troyes as tr
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from playaid.rules.text import Message, Text

INFO = DocumentInfo.of(tr.GAME_INFO, "le-roy-sheet", subtitle=T.SHEET_SUBTITLE)


def say(st: Styles, *messages: Message, **more: Any) -> str:
    """Rule sentences in the edition's language, one after another, filled in from the rules data."""
    values = {**tr.message_values(st.t), **more}
    return " ".join(st.t(m, **values) for m in messages)


def ruled(cell: str, r: tr.Row, key: str, message: Message, t: Text) -> str:
    """A table cell, followed in italics by what ruling ``key`` makes of row ``r`` when it rules the row."""
    return f"{cell} <i>{t(message, model=r.mirrors)}</i>" if key in r.rulings else cell


# ----------------------------------------------------------------------------- the table


def table_rows(st: Styles) -> list[list[str]]:
    """Le Roy's table: roll, exact chance and percentage, action, price, the number of its note."""
    t = st.t
    header = (T.COLUMN_ROLL, T.COLUMN_CHANCE, T.COLUMN_LE_ROY_ACTION, T.COLUMN_PRICE, T.COLUMN_NOTE)
    rows = [[t(c) for c in header]]
    for roll, r in tr.TABLE.items():
        rows.append([f"<b>{roll}</b>", tr.chance_percent(tr.ROLL_PROBABILITY[roll], t),
                     ruled(tr.row_text(r, t), r, "T1", T.AS_ROW, t),
                     ruled(tr.price_text(r, t), r, "T2", T.LIKE_ROW, t),
                     t(T.NOTE_NUMBER, number=tr.note_number(roll))])
    return rows


def table_section(width: float, st: Styles) -> list[Flowable]:
    """The table across the page, and why its last rows read as they do."""
    widths = [width * f for f in (0.07, 0.15, 0.41, 0.29, 0.08)]
    caption = " ".join((tr.table_caption(st.t), st.t(T.SITE_REASONS, game=tr.GAME_INFO.title)))
    return section(st.t(T.HEADING_TABLE), [
        data_table(table_rows(st), widths, st, center=(0, 1, 4)),
        Paragraph(caption, st.small),
    ], st)


# ----------------------------------------------------------------------------- the left column


def turn_section(width: float, st: Styles) -> list[Flowable]:
    """What his price means, how long he plays, and which events reach him."""
    return section(st.t(T.HEADING_TURN), bullets([
        say(st, T.TURN_PRICE),
        say(st, T.TURN_KEEPS),
        say(st, T.TURN_SHORT),
        say(st, T.SOLO_CHANGES["harmful"], T.SOLO_CHANGES["neutral"]),
    ], st), st)


def notes_section(width: float, st: Styles) -> list[Flowable]:
    """The notes under the table, each after the number the table's last column gives it."""
    return section(st.t(T.HEADING_NOTES), [Paragraph(st.t(T.NOTE_ITEM, number=n.number, note=n.text), st.small)
                                           for n in tr.notes(st.t)], st)


def ranking_strip(width: float, theme: Theme) -> Flowable:
    """His dice from strongest to weakest, as the rules rank them, as many as fit, then the weakest."""
    size, gap = 19.0, 4.0
    dice = tr.rank([tr.Die(c, v) for c in tr.Colour for v in tr.FACES])
    n = min(len(dice) - 1, int((width - 30) // (size + gap)))
    d = drawing(width, size + 4)
    for i, face in enumerate(dice[:n]):
        die(d, i * (size + gap), 2, size, theme.swatch(f"die.{face.colour.value}"), face.value)
    text(d, theme, n * (size + gap) + 2, 2 + size / 2 - 3.3, f"\u2026 {dice[-1]}", size=MIN_BODY_PT)
    return d


def ranking_section(width: float, st: Styles) -> list[Flowable]:
    """How he ranks his dice, said and drawn."""
    return section(st.t(T.HEADING_RANKING), [
        Paragraph(say(st, T.RANKING), st.body),
        ranking_strip(width, st.theme),
    ], st)


# ----------------------------------------------------------------------------- the right column


def combat_section(width: float, st: Styles) -> list[Flowable]:
    """How and when he fights black dice."""
    return section(st.t(T.HEADING_COMBAT), [Paragraph(say(st, *T.COMBAT_RULES), st.body)], st)


def traveling_builders(st: Styles) -> str:
    """The one card whose solo change he scores by himself each round: its name, then its effect."""
    name = st.t(T.TRAVELING_BUILDERS)
    effect = next(c.text for c in tr.card_modifications(st.t) if c.name == name)
    return st.t(T.CARD_LINE, card=name, text=effect)


def setup_section(width: float, st: Styles) -> list[Flowable]:
    """Where his meeples start, his colours, his dice each round, and Traveling Builders."""
    return section(st.t(T.HEADING_SETUP), bullets([
        say(st, *T.SETUP_RULES),
        say(st, T.SOLO_CHANGES["colours"]),
        say(st, T.ROUND_DICE, T.SOLO_CHANGES["start"], T.SOLO_CHANGES["first"]),
        traveling_builders(st),
    ], st), st)


def band_rows(st: Styles) -> list[list[str]]:
    """The rating bands as printed, with the margins ruling †R1 gives the two that overlap, and the verdicts."""
    t = st.t
    rows = [[t(T.COLUMN_MARGIN), t(T.COLUMN_VERDICT)]]
    for b in tr.BANDS:
        printed = tr.band_range(b, t)
        margin = t(T.BAND_RULED, band=printed, taken=tr.band_taken(b, t)) if b.ruled else f"<b>{printed}</b>"
        rows.append([margin, tr.verdict(b, t)])
    return rows


def end_section(width: float, st: Styles) -> list[Flowable]:
    """The final comparison, and the rating each margin earns."""
    return section(st.t(T.HEADING_END), [
        Paragraph(say(st, *T.END_RULES), st.body),
        data_table(band_rows(st), [width * 0.46, width * 0.54], st),
    ], st)


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The table across the top; under it the turn, the notes and the ranking, then combat, setup and the end."""
    w = paper.column_width
    left = [*turn_section(w, st), *notes_section(w, st), *ranking_section(w, st)]
    right = [*combat_section(w, st), *setup_section(w, st), *end_section(w, st)]
    return [Page(top=[*table_section(paper.body_width, st), Spacer(1, 2)], body=[*left, *right])]
