"""The le Roy decision sheet: one page to run le Roy without a computer, from ``playaid.rules.troyes``."""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph, Spacer

from playaid.generator.pdf import (
    MIN_BODY_PT,
    DocumentInfo,
    Page,
    Paper,
    Styles,
    Swatch,
    Theme,
    bullets,
    data_table,
    die,
    drawing,
    esc,
    section,
    text,
)
from playaid.rules import troyes as tr

INFO = DocumentInfo(
    name="le-roy-sheet",
    game=tr.TITLE,
    title="Le Roy decision sheet",
    rulebook=tr.RULEBOOK,
    subtitle=f"{tr.VARIANT} \u00b7 solo \u00b7 \u2020 and a key mark a playaid ruling",
    max_pages=1,
)


def die_swatch(theme: Theme, colour: tr.Colour) -> Swatch:
    """How a die of ``colour`` is drawn in ``theme``'s edition (its letter is the rules' letter)."""
    return theme.swatch(f"die.{colour.value}")


def mark(key: str) -> str:
    """A ruling's bare mark, ``\u2020T1``, for a table cell."""
    return tr.RULING[key].mark


def percent(p: object) -> str:
    return f"{float(p) * 100:.1f}%"  # type: ignore[arg-type]


def table_rows() -> list[list[str]]:
    rows = [["Roll", "Chance", "Le Roy's action", "Price", "Note"]]
    for roll, r in tr.TABLE.items():
        p = tr.ROLL_PROBABILITY[roll]
        action = esc(tr.row_text(r))
        price = esc(tr.price_text(r))
        if "T1" in r.rulings:
            action += f" <i>{mark('T1')} as row {r.mirrors}</i>"
        if "T2" in r.rulings:
            price += f" <i>{mark('T2')} like row {r.mirrors}</i>"
        rows.append([f"<b>{roll}</b>", f"{p.numerator}/{p.denominator} ({percent(p)})", action, price,
                     f"({tr.note_number(roll)})"])
    return rows


def table_caption() -> str:
    """Why rows 9 to 12 read as they do, with their marks."""
    mirrored = ", ".join(str(r.roll) for r in tr.TABLE.values() if "T1" in r.rulings)
    models = ", ".join(str(r.mirrors) for r in tr.TABLE.values() if "T1" in r.rulings)
    return (f"The rulebook's table stops at 9, and its row 9 repeats row 5: read it as mirrored around 7, "
            f"so rows {mirrored} copy rows {models} ({mark('T1')}), and row 9 costs what row 5 costs "
            f"({mark('T2')}).")


def notes() -> list[str]:
    return [f"<b>({n.number})</b> {esc(n.text)}" for n in tr.notes()]


def ranking_strip(width: float, theme: Theme) -> Flowable:
    """Dice from strongest to weakest: 6 red, 6 yellow, 6 white, 5 red, ... each with its letter."""
    size, gap = 19.0, 4.0
    dice = [tr.Die(c, v) for v in (6, 5, 4) for c in tr.COLOUR_ORDER]
    n = min(len(dice), int((width - 30) // (size + gap)))
    d = drawing(width, size + 4)
    for i, face in enumerate(dice[:n]):
        die(d, i * (size + gap), 2, size, die_swatch(theme, face.colour), face.value)
    text(d, theme, n * (size + gap) + 2, 2 + size / 2 - 3.3, "\u2026 W1", size=MIN_BODY_PT)
    return d


def band_rows() -> list[list[str]]:
    rows = [["Margin", "Verdict"]]
    for b in tr.BANDS:
        label = f"<b>{esc(tr.band_range(b))}</b>"
        if b.ruled:
            label += f" <i>({mark('R1')}: {esc(tr.band_taken(b))})</i>"
        rows.append([label, esc(tr.verdict(b))])
    return rows


def pages(paper: Paper, st: Styles) -> list[Page]:
    full = paper.body_width
    w = paper.column_width
    m = tr.mark
    top = section("Roll two black dice, add them, read the row", [
        data_table(table_rows(), [full * 0.07, full * 0.15, full * 0.43, full * 0.27, full * 0.08], st,
                   center=(0, 1, 4)),
        Paragraph(esc(table_caption()) + " Reasons for every ruling: the Troyes page of the playaid site.",
                  st.small),
    ], st)

    left: list[Flowable] = []
    left += section("Le Roy's turn", bullets([
        "The price counts every die he spends, <b>the one he buys from you included</b>; his own "
        "are always his <b>best</b> dice.",
        f"Price above what he has left: he still acts and spends them all; a die he buys from you is "
        f"still bought {m('X1')}.",
        "He keeps taking turns, alternating with yours, until his dice are gone.",
        esc(tr.solo_changes()["harmful"]) + " \u201cNeutral player\u201d on any card means le Roy.",
    ], st), st)
    left += section("Notes", [Paragraph(n, st.small) for n in notes()], st)

    right: list[Flowable] = []
    right += section("Dice ranking", [
        Paragraph("Higher value first; equal values: red, then yellow, then white.", st.body),
        ranking_strip(w, st.theme),
    ], st)
    right += section("Combat", [Paragraph(
        f"His strongest die removes the highest black die, whatever the values {m('K3')}; the others go "
        f"back to you. He fights before the first turn {m('K1')}, each red event on its own {m('K2')}.",
        st.body)], st)
    right += section("Setup and each round", bullets([
        f"Roll {tr.SETUP_DICE} dice, {tr.SETUP_DICE_PER_COLOUR} per colour. The {tr.SETUP_LE_ROY_STEP} best "
        "each put a le Roy meeple in their colour's building (red Palace, yellow City Hall, white "
        f"Bishopric) on the best free place (1 best, {tr.PLACES} worst); a die whose building is full "
        f"passes to the next {m('S1')}. You place {tr.SETUP_PLAYER_STEP} where you like {m('S2')}. Repeat "
        f"until he has {tr.LE_ROY_MEEPLES} and you {tr.PLAYER_MEEPLES}.",
        esc(tr.solo_changes()["colours"]),
        f"Each round he rolls one die of a building's colour per meeple of his in it {m('D1')}. "
        + esc(tr.solo_changes()["start"]),
        f"<b>Traveling Builders</b>: {esc({c.name: c for c in tr.card_modifications()}['Traveling Builders'].text)}",
    ], st), st)
    right += section("The end", [
        Paragraph("Both score the characters left in the pile. Your VP minus his: your margin.", st.body),
        data_table(band_rows(), [w * 0.40, w * 0.60], st),
    ], st)
    return [Page(top=[*top, Spacer(1, 2)], body=[*left, *right])]
