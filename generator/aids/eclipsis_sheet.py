"""The Eclipsis decision sheet: the deck setup as a picture, the reveal as a flowchart to follow
with a finger, and one example worked out by :func:`playaid.rules.tolomeo.eclipse`, on one page.
Every word comes from the text source (:data:`~playaid.rules.tolomeo.text.SHEET`); this module
only lays out: one function per section, :func:`pages` puts them on the page."""

from __future__ import annotations

from collections.abc import Mapping

from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer

from playaid.generator.aids.tolomeo_pictures import (
    COMET_GLYPH,
    GLYPH,
    GO_MARK,
    PLANET_GLYPH,
    SHEET,
    STAY_MARK,
    deck_setup,
    items,
    name,
    para,
    position_strip,
    reveal_flowchart,
    say,
    sky_wheel,
)
from playaid.generator.pdf import DocumentInfo, Page, Paper, Styles, data_table, esc, section
from playaid.generator.reports.eclipsis import pawns as pawn_text
from playaid.rules import tolomeo as t
from playaid.rules.shared import RULING_MARK

INFO = DocumentInfo.of(t.GAME_INFO, "eclipsis-sheet", subtitle=SHEET["subtitle"], values=t.message_values)

#: The worked example: a sky in mid-game and the pawns on it, each player named by the colour of
#: their pawns (a key of the text source's colours). The outcome is computed, not typed.
EXAMPLE_SKY = t.Sky.of({"moon": "cancer", "mercury": "leo", "venus": "leo", "sun": "virgo",
                        "mars": "capricorn", "jupiter": "sagittarius", "saturn": "pisces"}, comet="aries")
EXAMPLE_BOARD = t.Board.of({
    "aries": {"red": 2},
    "taurus": {"green": 1},
    "cancer": {"blue": 1, "red": 1},
    "leo": {"blue": 2, "green": 1},
    "sagittarius": {"red": 1},
})
#: Every ruling this sheet marks, in the order of its key at the foot of the reveal.
SHEET_RULINGS = ("E3", "X3", "X2", "X1")


def heading(number: int, message: str, st: Styles) -> str:
    """A numbered section heading: ``1 · Setup...``."""
    return f"{number} \u00b7 {st.t(message)}"


def pawns(st: Styles, row: Mapping[str, int]) -> str:
    """The pawns of the example, each player's colour in the edition's language."""
    return pawn_text({st.t(t.COLOURS[owner]): n for owner, n in row.items()})


def example_rows(st: Styles, result: t.EclipsisResult) -> list[list[str]]:
    """One row per constellation with pawns: the sky there, the pawns, and what the Eclipsis does."""
    rows = [[st.t(t.HEADINGS["constellation"]), st.t(SHEET["sky"]), st.t(SHEET["pawns"]), st.t(SHEET["eclipsis"])]]
    for s in result.steps:
        sky = [f"{PLANET_GLYPH[p]} {name(st, p)}" for p in s.planets]
        sky += [f"{COMET_GLYPH} {st.t(SHEET['comet'])}"] if s.comet else []
        rows.append([f"{GLYPH[s.constellation]} {esc(name(st, s.constellation))}",
                     esc(st.t.join(sky) or st.t(SHEET["empty"])), esc(pawns(st, s.pawns)), verdict(st, s)])
    return rows


def verdict(st: Styles, step: t.EclipsisStep) -> str:
    """What the Eclipsis does to the pawns of one constellation, and why, in a few words; the comet
    alone is named, since that is a ruling (\u2020X1)."""
    alone = step.fate is t.Fate.NO_PLANET and step.comet
    message = SHEET["comet_alone"] if alone else SHEET["verdicts"][step.fate]
    return say(st, message, mark=GO_MARK if step.fate.returns else STAY_MARK)


def totals(st: Styles, result: t.EclipsisResult) -> list[str]:
    """The example's outcome: the pawns back in the supplies, and those still on the board."""
    words = t.ECLIPSIS_REPORT
    back = (say(st, words["returned"], pawns=pawns(st, result.returned)) if result.returned
            else say(st, words["nothing_returned"]))
    left = "; ".join(f"{name(st, c)} {pawns(st, row)}" for c, row in result.remaining.items())
    stay = say(st, words["remaining"], pawns=left) if left else say(st, words["nothing_remaining"])
    return [back, stay]


# --------------------------------------------------------------------------------------------
# The sections


def setup(width: float, st: Styles) -> list[Flowable]:
    """1: the deck with the Eclipsis, as four pictures, and the Eclipsis's chance at each place."""
    return section(heading(1, SHEET["setup"], st), [
        deck_setup(width, st),
        Spacer(1, 4),
        position_strip(width, st),
        para(st, SHEET["lands"], st.small),
    ], st)


def reveal(width: float, st: Styles) -> list[Flowable]:
    """2: when the Eclipsis strikes, and the flowchart to follow for each constellation."""
    return section(heading(2, SHEET["revealed"], st), [
        para(st, SHEET["when"]),
        Spacer(1, 3),
        reveal_flowchart(width, st),
        Spacer(1, 6),
    ], st)


def ruling_key(width: float, st: Styles) -> list[Flowable]:
    """The key to the sheet's marks, and where to read the reasons."""
    key = " \u00b7 ".join(f"<b>{esc(t.RULING[k].mark)}</b>\u00a0{esc(t.ruling_text(t.RULING[k], 'short', st.t))}"
                          for k in SHEET_RULINGS)
    return [para(st, SHEET["key"], st.small, mark=RULING_MARK, key=key), para(st, t.AID["reasons"], st.note)]


def example(width: float, st: Styles) -> list[Flowable]:
    """3: one Eclipsis worked out by the rules, as a table, its outcome, and on the wheel."""
    result = t.eclipse(EXAMPLE_SKY, EXAMPLE_BOARD)
    return section(heading(3, SHEET["example"], st), [
        para(st, SHEET["example_intro"]),
        data_table(example_rows(st, result), [width * 0.27, width * 0.27, width * 0.2, width * 0.26], st),
        Spacer(1, 3),
        *[Paragraph(line, st.body) for line in totals(st, result)],
        Spacer(1, 4),
        sky_wheel(width, 144, EXAMPLE_SKY, result, st),
        para(st, SHEET["wheel"], st.small, go=GO_MARK, stay=STAY_MARK),
    ], st)


def good_to_know(width: float, st: Styles) -> list[Flowable]:
    """Two reminders: what the Eclipsis leaves alone, and which card comes next."""
    return section(st.t(SHEET["good_to_know"]), items(st, SHEET["notes"]), st)


def pages(paper: Paper, st: Styles) -> list[Page]:
    """One page: the setup across the top, the reveal in the left column, the example in the right."""
    w = paper.column_width
    return [Page(top=setup(paper.body_width, st),
                 body=[*reveal(w, st), *ruling_key(w, st), FrameBreak(), *example(w, st), *good_to_know(w, st)])]
