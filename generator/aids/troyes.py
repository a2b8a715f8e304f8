"""The Troyes reference aid: the four bonus cards, the solo changes and le Roy's round."""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph

from generator.aids.leroy_sheet import RULED, percent
from generator.pdf import DocumentInfo, Page, Paper, Styles, boxed, bullets, data_table, esc, section
from rules import troyes as tr

INFO = DocumentInfo(
    name="troyes-aid",
    game=tr.TITLE,
    title="Bonus cards and solo reference",
    rulebook=tr.RULEBOOK,
    subtitle=f"the four bonus cards \u00b7 {tr.VARIANT} (solo)",
)

def card_rows(cards: tuple[tr.CardText, ...], head: str) -> list[list[str]]:
    return [["Card", head]] + [[f"<b>{esc(c.name)}</b>", esc(c.text)] for c in cards]


def compact_table() -> list[list[str]]:
    rows = [["Roll", "Action", "His dice", "Chance"]]
    for roll, r in tr.TABLE.items():
        p = tr.ROLL_PROBABILITY[roll]
        mark = f" {RULED}" if r.mirrors or roll == 9 else ""
        price = r.price_text.replace(" (1 bought from you)", " (1 is yours)")
        rows.append([str(roll), esc(r.text.removeprefix("Le Roy ")) + mark, esc(price),
                     f"{p.numerator}/{p.denominator}"])
    return rows


def pages(paper: Paper, st: Styles) -> list[Page]:
    full = paper.body_width
    w = paper.column_width
    top = section("Bonus cards", [
        data_table(card_rows(tr.BONUS_CARDS, "What it does"), [full * 0.16, full * 0.84], st),
        Paragraph("The cards' costs, rewards and numbers are printed as pictures on the cards "
                  "themselves; this aid gives only what each card does.", st.note),
    ], st)

    left: list[Flowable] = []
    left += section("Solo: what changes", bullets([esc(s) for s in tr.SOLO_CHANGES], st), st)
    left += section("Card modifications in solo", [
        data_table(card_rows(tr.CARD_MODIFICATIONS, "In the King's Challenge"), [w * 0.30, w * 0.70], st),
    ], st)
    left += section("Le Roy's round", [
        *bullets([
            "<b>Meeples.</b> Count his meeples in each building (your actions may have expelled some).",
            "<b>His dice.</b> One die of the building's colour per meeple of his there (red Palace, "
            f"yellow City Hall, white Bishopric; {RULED}D1). Rank them: value, then red > yellow > white.",
            "<b>Combat.</b> Against black dice he spends his best die to remove the highest black die; "
            "the rest go back to you.",
            "<b>Turns.</b> From the start player, alternate: you take an action; he rolls two black "
            "dice and follows his table, spending his best dice. He goes on until his dice are gone.",
            "<b>Round end.</b> The start player changes.",
        ], st),
    ], st)
    right: list[Flowable] = []
    right += section("His table at a glance", [
        data_table(compact_table(), [w * 0.09, w * 0.44, w * 0.31, w * 0.16], st, center=(0, 3)),
        Paragraph(f"{RULED} rows 9\u201312 are playaid rulings (T1, T2). Full notes and every ruling: "
                  "the le Roy decision sheet.", st.small),
    ], st)
    right += section("The end", [
        Paragraph("Both of you score the character cards still in the pile. Subtract le Roy's VP from "
                  "yours: the margin gives your rating.", st.body),
        data_table([["Margin", "Rating"]] + [[esc(b.printed), esc(b.verdict)] for b in tr.BANDS],
                   [w * 0.28, w * 0.72], st),
        Paragraph(f"{RULED} The printed bands share 0 and 20: a 0 counts as 0 to 5, a 20 as 16 to 20 "
                  "(ruling R1).", st.small),
    ], st)

    gain = tr.action_probability(tr.Action.GAIN_VP)
    right += section("Good to know", [boxed([
        Paragraph(f"He gains VP straight from his table on {percent(gain)} of his turns; he never "
                  "scores gold or influence from characters.", st.body),
        Paragraph("Run le Roy from a terminal instead: <b>playaid solo troyes</b>, or the standalone "
                  "<b>python3 le-roy.pyz</b>, which asks only what the board shows.", st.body),
    ], w)], st)
    return [Page(top=top, body=[*left, *right])]
