"""The le Roy decision sheet: one page to run le Roy without a computer, from ``rules.troyes``."""

from __future__ import annotations

from reportlab.graphics.shapes import Rect, String
from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer

from generator.pdf import (
    FONT,
    FONT_BOLD,
    INK,
    MIN_BODY_PT,
    DocumentInfo,
    Page,
    Paper,
    Styles,
    bullets,
    data_table,
    drawing,
    esc,
    section,
)
from rules import troyes as tr

INFO = DocumentInfo(
    name="le-roy-sheet",
    game=tr.TITLE,
    title="Le Roy decision sheet",
    rulebook=tr.RULEBOOK,
    subtitle=f"{tr.VARIANT} \u00b7 solo \u00b7 rows and notes marked \u2020 are playaid rulings",
    max_pages=1,
)

DIE_FILL = {tr.Colour.RED: colors.HexColor("#d9534f"), tr.Colour.YELLOW: colors.HexColor("#f4d03f"),
            tr.Colour.WHITE: colors.white}
DIE_TEXT = {tr.Colour.RED: colors.white, tr.Colour.YELLOW: INK, tr.Colour.WHITE: INK}
RULED = "\u2020"

#: The note number each action's explanation carries on the sheet.
NOTE_OF = {a: i for i, a in enumerate(tr.Action, 1)}


def percent(p: object) -> str:
    return f"{float(p) * 100:.1f}%"  # type: ignore[arg-type]


def table_rows() -> list[list[str]]:
    rows = [["Roll", "Chance", "Le Roy's action", "Price", "Note"]]
    for roll, r in tr.TABLE.items():
        p = tr.ROLL_PROBABILITY[roll]
        action = esc(r.text)
        price = esc(r.price_text)
        if r.mirrors:
            action += f" <i>{RULED} as row {r.mirrors}</i>"
        if r.roll == 9:
            price += f" <i>{RULED}</i>"
        if r.bought and r.roll in (2, 12):
            price += f" <i>{RULED}B1</i>"
        rows.append([f"<b>{roll}</b>", f"{p.numerator}/{p.denominator} ({percent(p)})", action, price,
                     f"({NOTE_OF[r.action]})"])
    return rows


def notes() -> list[str]:
    seen: dict[tr.Action, str] = {}
    for r in tr.TABLE.values():
        if r.printed and r.action not in seen:
            seen[r.action] = r.note
    out = []
    for action, n in NOTE_OF.items():
        text = seen[action]
        if action is tr.Action.GAIN_VP:
            two, three = tr.TABLE[2], tr.TABLE[3]
            text = (f"He buys your best available die: {two.price_deniers} deniers on rows 2 and 12, "
                    f"{three.price_deniers} on rows 3 and 11. With no die to sell he uses his own and "
                    f"pays nothing ({RULED}B1 on rows 2 and 12).")
        out.append(f"<b>({n})</b> {esc(text)}")
    return out


def ranking_strip(width: float) -> Flowable:
    """Dice from strongest to weakest: 6 red, 6 yellow, 6 white, 5 red, ... each with its letter."""
    size, gap = 19.0, 4.0
    dice = [tr.Die(c, v) for v in (6, 5, 4) for c in tr.COLOUR_ORDER]
    n = min(len(dice), int((width - 30) // (size + gap)))
    d = drawing(width, size + 4)
    for i, die in enumerate(dice[:n]):
        x = i * (size + gap)
        d.add(Rect(x, 2, size, size, rx=3, ry=3, fillColor=DIE_FILL[die.colour], strokeColor=INK,
                   strokeWidth=0.8))
        d.add(String(x + size / 2, 2 + size / 2 - 3.3, str(die), fontName=FONT_BOLD, fontSize=MIN_BODY_PT,
                     fillColor=DIE_TEXT[die.colour], textAnchor="middle"))
    d.add(String(n * (size + gap) + 2, 2 + size / 2 - 3.3, "\u2026 W1", fontName=FONT, fontSize=MIN_BODY_PT,
                 fillColor=INK))
    return d


def band_rows() -> list[list[str]]:
    rows = [["Margin", "Verdict"]]
    for b in tr.BANDS:
        if b.takes_from is None:
            taken = f"{b.takes_to} or less"
        elif b.takes_to is None:
            taken = f"{b.takes_from} or more"
        else:
            taken = f"{b.takes_from} to {b.takes_to}"
        label = f"<b>{esc(b.printed)}</b>"
        if taken != b.printed:
            label += f" <i>({RULED}{taken})</i>"
        rows.append([label, esc(b.verdict)])
    return rows


def pages(paper: Paper, st: Styles) -> list[Page]:
    full = paper.body_width
    w = paper.column_width
    top = section("Roll two black dice, add them, read the row", [
        data_table(table_rows(), [full * 0.07, full * 0.15, full * 0.45, full * 0.25, full * 0.08], st,
                   center=(0, 1, 4)),
    ], st)

    left: list[Flowable] = []
    left += section("Le Roy's turn", bullets([
        "The price is how many of <b>his</b> dice he spends: always his <b>best</b> dice.",
        "Price above what he has left: he still acts and spends them all.",
        "He keeps taking turns, alternating with yours, until his dice are gone.",
        "Negative events never hurt him; \u201cneutral player\u201d on any card means le Roy.",
    ], st), st)
    left += section("Notes", [Paragraph(n, st.small) for n in notes()], st)
    left += section("Dice ranking", [
        Paragraph("Higher value first; equal values: red, then yellow, then white.", st.body),
        ranking_strip(w),
    ], st)
    left += section("Combat", [Paragraph(
        "Against black dice he spends his strongest die to remove the single highest black die; "
        "the other black dice go back to you.", st.body)], st)

    right: list[Flowable] = []
    right += section("Setup and each round", bullets([
        f"Roll {tr.SETUP_DICE} dice, two per colour. The {tr.SETUP_LE_ROY_STEP} best each put a le Roy "
        "meeple in their colour's building (red Palace, yellow City Hall, white Bishopric) on the "
        f"best free place (1 best, {tr.PLACES} worst). You place {tr.SETUP_PLAYER_STEP}. Repeat until he has "
        f"{tr.LE_ROY_MEEPLES} and you {tr.PLAYER_MEEPLES}.",
        f"Each round he rolls one die of a building's colour per meeple of his in it ({RULED}D1); "
        "the start player changes every round.",
    ], st), st)
    right += section("The end", [
        Paragraph("Both score the characters left in the pile. Your VP minus le Roy's is your margin.",
                  st.body),
        data_table(band_rows(), [w * 0.42, w * 0.58], st),
    ], st)
    ruled = ("T1", "T2", "B1", "X1", "S1", "W1", "W2", "C1", "R1", "D1")
    right += section(f"{RULED} playaid rulings", [
        *bullets([f"<b>{r.mark}</b> {esc(r.short)}" for r in tr.RULINGS if r.key in ruled], st, st.small),
        Paragraph("Reasons for each: the Troyes page of the playaid site.", st.note),
    ], st)
    return [Page(top=[*top, Spacer(1, 2)], body=[*left, *right])]
