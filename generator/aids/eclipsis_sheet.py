"""The Eclipsis decision sheet: the deck setup as a picture, the reveal as a flowchart to follow
with a finger, and one example worked out by :func:`playaid.rules.tolomeo.eclipse`, on one page.
Every word comes from the text source (:data:`~playaid.rules.tolomeo.text.SHEET`); this module
only lays out: one function per section, :func:`pages` puts them on the page."""

from __future__ import annotations

from collections.abc import Mapping

from reportlab.platypus import Flowable, Paragraph, Spacer

from playaid.generator import links
from playaid.generator.aids.tolomeo_pictures import (
    GLYPH,
    GO_MARK,
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
from playaid.generator.pdf import DocumentInfo, Page, Paper, Plan, Styles, banner, data_table, esc, fitted, rulings_box
from playaid.generator.pdf import skeleton_section as section
from playaid.generator.reports.eclipsis import pawns as pawn_text
from playaid.rules import tolomeo as t

INFO = DocumentInfo.of(t.GAME_INFO, "eclipsis-sheet", subtitle=SHEET["subtitle"], values=t.message_values,
                       link=links.eclipsis_page, link_label=links.ECLIPSIS_PAGE)

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

def pawns(st: Styles, row: Mapping[str, int]) -> str:
    """The pawns of the example, each player's colour in the edition's language."""
    return pawn_text({st.t(t.COLOURS[owner]): n for owner, n in row.items()})


def example_rows(st: Styles, result: t.EclipsisResult) -> list[list[str]]:
    """One row per constellation with pawns: the pawns, and what the Eclipsis does to them and why
    (the sky itself is on the wheel under the table)."""
    rows = [[st.t(t.HEADINGS["constellation"]), st.t(SHEET["pawns"]), st.t(SHEET["eclipsis"])]]
    for s in result.steps:
        rows.append([f"{GLYPH[s.constellation]} {esc(name(st, s.constellation))}", esc(pawns(st, s.pawns)),
                     verdict(st, s)])
    return rows


def verdict(st: Styles, step: t.EclipsisStep) -> str:
    """What the Eclipsis does to the pawns of one constellation, and why, in a few words; the comet
    alone is named, since that is a ruling (\u2020X4)."""
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
    return section(st.t(SHEET["setup"]), [
        deck_setup(width, st),
        Spacer(1, 4),
        position_strip(width, st),
        para(st, SHEET["lands"], st.small),
    ], st)


def reveal(width: float, st: Styles) -> list[Flowable]:
    """When the Eclipsis strikes, the flowchart to follow for each constellation, and two
    reminders: what it leaves alone, and which card comes next."""
    return section(st.t(SHEET["revealed"]), [
        para(st, SHEET["when"]),
        Spacer(1, 3),
        reveal_flowchart(width, st),
        Spacer(1, 4),
        *items(st, SHEET["notes"]),
    ], st)


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The rulings key across the foot of the sheet: every ruling it marked, sorted by key, one a
    line in three columns. Built last, so that it knows them all."""
    return rulings_box(t.RULING, st, t.message_values(st.t), columns=3, width=width)


def rulings_run_on(width: float, st: Styles) -> list[Flowable]:
    """The rulings key run on in one paragraph, for a page that needs the room."""
    return rulings_box(t.RULING, st, t.message_values(st.t), compact=True)


#: How tall the worked example's wheel is drawn (points): the height that lets the two columns
#: end together, each section whole, in every edition (with the site's corner or without).
WHEEL = 154


def example(width: float, st: Styles) -> list[Flowable]:
    """One Eclipsis worked out by the rules, as a table, its outcome, and on the wheel."""
    result = t.eclipse(EXAMPLE_SKY, EXAMPLE_BOARD)
    return section(st.t(SHEET["example"]), [
        para(st, SHEET["example_intro"]),
        data_table(example_rows(st, result), [width * 0.27, width * 0.27, width * 0.46], st),
        Spacer(1, 3),
        *[Paragraph(line, st.body) for line in totals(st, result)],
        Spacer(1, 4),
        sky_wheel(width, WHEEL, EXAMPLE_SKY, result, st),
        para(st, SHEET["wheel"], st.small, go=GO_MARK, stay=STAY_MARK),
    ], st)


def sheet_banner(width: float, st: Styles) -> list[Flowable]:
    """The banner: the Eclipsis's way through a game, a sequence of four steps."""
    return [banner([st.t(m) for m in SHEET["banner"]], width, st, height=26), Spacer(1, 2)]


def top(width: float, st: Styles) -> list[Flowable]:
    """Across the top: the banner and the deck's setup."""
    return [*sheet_banner(width, st), *setup(width, st)]


#: One page: the banner and the setup across the top; under them the reveal and the worked
#: example, a column each; the rulings key across the foot.
PLAN = Plan(tops=(top,), parts=(reveal, example), key=(rulings, rulings_run_on))


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The page, at the largest type whose columns end together."""
    return fitted(PLAN, paper, st, INFO)
