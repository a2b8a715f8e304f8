"""The Eclipsis decision sheet: the deck setup as a picture, the reveal as a flowchart to follow
with a finger, and one example worked out by :func:`playaid.rules.tolomeo.eclipse`, on one page."""

from __future__ import annotations

from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer

from playaid.generator.aids.tolomeo_pictures import (
    GLYPH,
    GO_MARK,
    PLANET_GLYPH,
    STAY_MARK,
    deck_setup,
    position_strip,
    reveal_flowchart,
    sky_wheel,
)
from playaid.generator.pdf import DocumentInfo, Page, Paper, Styles, bullets, data_table, esc, section
from playaid.generator.reports.eclipsis import pawns as pawn_text
from playaid.rules import tolomeo as t
from playaid.rules.shared import RULING_MARK

INFO = DocumentInfo(
    name="eclipsis-sheet",
    game=t.TITLE,
    title="Eclipsis decision sheet",
    rulebook=t.RULEBOOK,
    subtitle="mini-expansion \u00b7 add it once everyone knows the base game",
    max_pages=1,
)

#: The worked example: a sky in mid-game and the pawns on it. The outcome is computed, not typed.
EXAMPLE_SKY = t.Sky.of({"moon": "cancer", "mercury": "leo", "venus": "leo", "sun": "virgo",
                        "mars": "capricorn", "jupiter": "sagittarius", "saturn": "pisces"}, comet="aries")
EXAMPLE_BOARD = t.Board.of({
    "aries": {"red": 2},
    "taurus": {"green": 1},
    "cancer": {"blue": 1, "red": 1},
    "leo": {"blue": 2, "green": 1},
    "sagittarius": {"red": 1},
})

REASON = {
    t.Fate.NO_PLANET: "no planet",
    t.Fate.MOON: "the Moon",
    t.Fate.STAY: "planet, no Moon",
}
#: Every ruling this sheet marks, in the order of its key at the foot of the page.
SHEET_RULINGS = ("E3", "X3", "X2", "X1")


def mark(key: str) -> str:
    return t.RULING[key].mark


def reason(step: t.EclipsisStep) -> str:
    """Why the pawns go or stay; the comet alone is named, since that is a ruling (\u2020X1)."""
    if step.fate is t.Fate.NO_PLANET and step.comet:
        return f"comet alone ({mark('X1')})"
    return REASON[step.fate]


def example_rows(result: t.EclipsisResult) -> list[list[str]]:
    rows = [["Constellation", "Sky", "Pawns", "Eclipsis"]]
    for s in result.steps:
        sky = [f"{PLANET_GLYPH[p]} {p}" for p in s.planets] + (["\u2604 comet"] if s.comet else [])
        verdict = GO_MARK + " back" if s.fate.returns else STAY_MARK + " stay"
        rows.append([f"{GLYPH[s.constellation]} {s.constellation}", esc(", ".join(sky) or "empty"),
                     esc(pawn_text(s.pawns)), f"<b>{verdict}</b>: {esc(reason(s))}"])
    return rows


def totals_text(result: t.EclipsisResult) -> str:
    back = pawn_text(result.returned) if result.returned else "nothing"
    stay = "; ".join(f"{c} {pawn_text(row)}" for c, row in result.remaining.items()) or "no pawn"
    return f"<b>Back to supply:</b> {esc(back)}. <b>Still on the board:</b> {esc(stay)}."


def pages(paper: Paper, st: Styles) -> list[Page]:
    w = paper.column_width
    full = paper.body_width
    kept = t.EVENT_CARDS - 2

    top: list[Flowable] = section("1 \u00b7 Setup: put the Eclipsis into the event deck", [
        deck_setup(full, st.theme),
        Spacer(1, 4),
        position_strip(full, st.theme),
        Paragraph(f"So the Eclipsis is never the first card (turned up at setup) nor the last: it lands in "
                  f"one of the {kept + 1} middle places, each as likely, and nobody knows which. Or let "
                  "<font name='PlayaidSans-Bold'>playaid tolomeo events --eclipsis</font> hold the order: lay "
                  "the event cards face up in a row, and at each round's end it names the place of the one "
                  "card to turn up, never the cards to come.", st.small),
    ], st)

    col1: list[Flowable] = section("2 \u00b7 When the Eclipsis is revealed", [
        Paragraph("It is turned up at the end of a round, after the planets and the comet have moved "
                  f"({mark('X2')}), and acts at once. Follow the arrows for every constellation with pawns:",
                  st.body),
        Spacer(1, 3),
        reveal_flowchart(w, st.theme),
        Spacer(1, 6),
        Paragraph(f"{RULING_MARK} marks a playaid ruling where the rulebook is silent: "
                  + " \u00b7 ".join(f"<b>{esc(mark(k))}</b>\u00a0{esc(t.RULING[k].short)}" for k in SHEET_RULINGS)
                  + ". Reasons: the Tolomeo page of the playaid site.", st.small),
    ], st)

    result = t.eclipse(EXAMPLE_SKY, EXAMPLE_BOARD)
    col2: list[Flowable] = section("3 \u00b7 Worked example", [
        Paragraph("Mid-game, the Eclipsis comes up on this board:", st.body),
        data_table(example_rows(result), [w * 0.27, w * 0.27, w * 0.2, w * 0.26], st),
        Spacer(1, 3),
        Paragraph(totals_text(result), st.body),
        Spacer(1, 4),
        sky_wheel(w, 144, EXAMPLE_SKY, result, st.theme),
        Paragraph(f"The same sky on the wheel, planets and comet inside the ring: {GO_MARK} the pawns go "
                  f"back, {STAY_MARK} they stay.", st.small),
    ], st)
    col2 += section("Good to know", bullets([
        "Only pawns on the board go back; planets already studied stay on the sheets.",
        "The card under the Eclipsis is the event card of the new round.",
    ], st), st)

    return [Page(top=top, body=[*col1, FrameBreak(), *col2])]
