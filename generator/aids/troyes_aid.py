"""The Troyes reference aid: the four bonus cards, the solo changes and le Roy's round."""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph

from playaid.generator.aids.le_roy_sheet import band_rows, mark, percent, table_caption
from playaid.generator.pdf import DocumentInfo, Page, Paper, Styles, boxed, bullets, data_table, esc, section
from playaid.rules import troyes as tr

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
    rows = [["Roll", "Action", "Price", "Chance"]]
    for roll, r in tr.TABLE.items():
        p = tr.ROLL_PROBABILITY[roll]
        action = esc(tr.row_text(r).removeprefix("Le Roy "))
        price = esc(tr.price_text(r).replace(" (1 bought from you)", " (1 is yours)"))
        if "T1" in r.rulings:
            action += f" <i>{mark('T1')} as row {r.mirrors}</i>"
        if "T2" in r.rulings:
            price += f" <i>{mark('T2')}</i>"
        rows.append([str(roll), action, price, f"{p.numerator}/{p.denominator}"])
    return rows


def gain_vp_line() -> str:
    """How often his table gives him VP outright, with the rulings the figure rests on."""
    gain = tr.action_probability(tr.Action.GAIN_VP)
    ruled = [r.roll for r in tr.TABLE.values() if r.action is tr.Action.GAIN_VP and "T1" in r.rulings]
    with_rows = " and ".join(str(n) for n in ruled)
    return (f"He gains VP straight from his table on {percent(gain)} of his turns (rows {with_rows} "
            f"included, {mark('T1')}); he never scores gold or influence from characters.")


def pages(paper: Paper, st: Styles) -> list[Page]:
    full = paper.body_width
    w = paper.column_width
    m = tr.mark
    top = section("Bonus cards", [
        data_table(card_rows(tr.bonus_cards(), "What it does"), [full * 0.16, full * 0.84], st),
        Paragraph("The cards' costs, rewards and numbers are printed as pictures on the cards "
                  "themselves; this aid gives only what each card does. \u2020 and a key (\u2020R2) mark a "
                  "playaid ruling, where the rulebook is silent or unclear.", st.note),
    ], st)

    left: list[Flowable] = []
    left += section("Solo: what changes", bullets([esc(s) for s in tr.solo_changes().values()], st), st)
    left += section("Card modifications in solo", [
        data_table(card_rows(tr.card_modifications(), "In the King's Challenge"), [w * 0.30, w * 0.70], st),
    ], st)
    left += section("Le Roy's round", [
        *bullets([
            "<b>Meeples.</b> Count his meeples in each building (your actions may have expelled some).",
            "<b>His dice.</b> One die of the building's colour per meeple of his there (red Palace, "
            f"yellow City Hall, white Bishopric) {m('D1')}. Rank them: value, then red > yellow > white.",
            "<b>Combat.</b> Against black dice he spends his best die to remove the highest black die, "
            f"whatever the values {m('K3')}; the rest go back to you. He fights before the first turn {m('K1')}, each red event on its "
            f"own {m('K2')}.",
            "<b>Turns.</b> From the start player, alternate: you take an action; he rolls two black "
            "dice and follows his table, spending his best dice. He goes on until his dice are gone.",
            "<b>Round end.</b> The start player changes.",
        ], st),
    ], st)
    right: list[Flowable] = [boxed([
        Paragraph("Run le Roy from a terminal instead: <b>playaid solo troyes</b>, or the standalone "
                  "<b>python3 le-roy.pyz</b>, which asks only what the board shows.", st.small),
    ], w, st)]
    right += section("His table at a glance", [
        data_table(compact_table(), [w * 0.09, w * 0.44, w * 0.31, w * 0.16], st, center=(0, 3)),
        Paragraph(esc(table_caption()), st.small),
        Paragraph(esc(gain_vp_line()), st.small),
    ], st)
    right += section("The end", [
        Paragraph("Both of you score the character cards still in the pile. Subtract le Roy's VP from "
                  "yours: the margin gives your rating.", st.body),
        data_table(band_rows(), [w * 0.40, w * 0.60], st),
    ], st)
    return [Page(top=top, body=[*left, *right])]
