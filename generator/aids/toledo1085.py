"""The Toledo 1085 player aid: the whole round on two pages, every table from ``rules.toledo1085``."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer

from generator.pdf import (
    DocumentInfo,
    Paper,
    Styles,
    boxed,
    bullets,
    Page,
    coin_row,
    data_table,
    esc,
    section,
    signed,
    strip,
)
from rules import toledo1085 as t

INFO = DocumentInfo(
    name="toledo1085-aid",
    game=t.TITLE,
    title="Player aid",
    rulebook=t.RULEBOOK,
    subtitle="2\u20134 players \u00b7 the 2-player changes are marked 2P",
)

#: Fill colours for the coin markers; each coin also carries its letter.
COIN_FILL = {
    t.Coin.GOLD: colors.HexColor("#e8c44a"),
    t.Coin.SILVER: colors.HexColor("#d5d8dc"),
    t.Coin.VELLUM: colors.HexColor("#e9dcc0"),
}
COIN_LETTER = {t.Coin.GOLD: "G", t.Coin.SILVER: "S", t.Coin.VELLUM: "V"}
#: Each religion's icon as a glyph; the aid always prints the name beside it as well.
RELIGION_GLYPH = {t.Religion.CHRISTIANITY: "\u271d", t.Religion.ISLAM: "\u262a", t.Religion.JUDAISM: "\u2721"}
CROWN = "\u265b"

#: The worked example on the aid: an illustrative tableau, scored by the rules core.
EXAMPLE = t.Tableau.of(
    [t.SectorCard(t.Sector.COMMERCE, t.Religion.ISLAM, 4), t.NobilityCard(t.Religion.JUDAISM, 3),
     t.SectorCard(t.Sector.COMMERCE, t.Religion.CHRISTIANITY, 1)],
    [t.SectorCard(t.Sector.CULTURE, t.Religion.CHRISTIANITY, 5),
     t.SectorCard(t.Sector.CULTURE, t.Religion.CHRISTIANITY, 3),
     t.CommonCard(t.CommonKind.JESTER, t.Sector.CULTURE)],
    [t.SectorCard(t.Sector.THEOLOGY, t.Religion.JUDAISM, 6), t.SectorCard(t.Sector.THEOLOGY, t.Religion.ISLAM, 2),
     t.NobilityCard(t.Religion.CHRISTIANITY, 2)],
    [t.NobilityCard(t.Religion.ISLAM, 2)],
)


def card_label(card: t.Card) -> str:
    if isinstance(card, t.CommonCard):
        return f"{t.COMMON_CARDS[card.kind].name} {card.prestige}"
    crown = CROWN if isinstance(card, t.NobilityCard) else ""
    return f"{crown}{card.prestige}{RELIGION_GLYPH[card.religion]}"


def example_rows(score: t.PlayerScore, tableau: t.Tableau) -> list[list[str]]:
    rows = [["Column", "Cards", "Prest.", "3 rel.", "Total"]]
    for col, cs in zip(tableau.columns, score.columns):
        rows.append([
            cs.sector.value if cs.sector else "none yet",
            esc(" ".join(card_label(c) for c in col.cards)),
            str(cs.prestige), signed(cs.bonus) if cs.bonus else "\u2013",
            f"<b>{cs.total}</b>" + (" \u2713" if cs.complete else ""),
        ])
    rows.append([f"End bonus: {score.three_religion_columns} columns with three religions", "", "", "",
                 signed(score.end_bonus)])
    rows.append(["<b>Total</b>", "", "", "", f"<b>{score.total}</b>"])
    return rows


def allowance_rows() -> list[list[str]]:
    """Players, then the allowance coin by coin, then its worth: straight from ``ALLOWANCE``."""
    rows = [["Players", "Gold", "Silver", "Vellum", "Worth"]]
    groups: dict[tuple[int, int, int], list[int]] = {}
    for players, purse in t.ALLOWANCE.items():
        groups.setdefault((purse.gold, purse.silver, purse.vellum), []).append(players)
    for (g, s, v), seats in groups.items():
        label = f"{seats[0]}\u2013{seats[-1]}" if len(seats) > 1 else str(seats[0])
        rows.append([label, str(g), str(s), str(v), str(t.Purse(g, s, v).value)])
    return rows


def proposal_rows() -> list[list[str]]:
    rows = [["Players", "King (face up)", "Nobles (face down)", "Cards sold"]]
    for n in range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1):
        p = t.proposals(n)
        rows.append([str(n), str(p.king), str(p.nobles), str(p.total)])
    return rows


def common_rows() -> list[list[str]]:
    rows = [["Card", "Prest.", "When", "What it does", "Safe from it"]]
    for info in t.COMMON_CARDS.values():
        rows.append([f"<b>{esc(info.name)}</b>", str(info.prestige), esc(info.when), esc(info.effect),
                     esc(info.protection)])
    return rows


def end_bonus_rows() -> list[list[str]]:
    rows = [["Columns with all three religions", "Bonus"]]
    for n, bonus in sorted(t.END_BONUS.items(), reverse=True):
        rows.append([f"{n} column{'s' if n != 1 else ''}", signed(bonus)])
    return rows


def pages(paper: Paper, st: Styles) -> list[Page]:
    w = paper.column_width
    full = paper.body_width

    page1: list[Flowable] = []
    round_body: list[Flowable] = []
    for p in t.ROUND:
        round_body.append(Paragraph(f"<b>{p.number}. {esc(p.name)}</b>", st.h2))
        round_body += bullets([esc(s) for s in p.steps], st)
    page1 += section("A round, in order", round_body, st)

    coins = [(COIN_LETTER[c], COIN_FILL[c], f"{c.value} = {c.worth}") for c in t.Coin]
    money: list[Flowable] = [
        coin_row(coins),
        Spacer(1, 3),
        Paragraph(
            "1 gold is worth 2 silver or 4 vellum, but coins are <b>never</b> swapped. "
            "Vellum is the coin older printings call copper.", st.body),
        data_table(allowance_rows(), [w * 0.24, w * 0.18, w * 0.18, w * 0.2, w * 0.2], st,
                   center=(0, 1, 2, 3, 4)),
        Spacer(1, 4),
        boxed([
            Paragraph("<b>No change, ever</b>", st.body),
            *bullets([
                "Say the coins when you bid: \u201c1 silver and 2 vellum\u201d.",
                "The winner hands over exactly those coins. Nobody breaks a gold or gives change.",
                "You can only bid coins you hold: no borrowing, no promises.",
                "Unspent coins go back to the bank at the end of the round.",
            ], st),
        ], w),
        Spacer(1, 4),
        Paragraph(
            "<b>Moneylender</b> (placed in an earlier round): once per round, put a silver on it; "
            f"that silver is worth {t.LENT_WORTH} until you spend it.", st.body),
        Paragraph(
            "<b>Minter</b> (placed in an earlier round): once per round, put a vellum on it; "
            f"that vellum is worth {t.MINTED_WORTH}. A minted coin can <b>never</b> be lent into a gold.",
            st.body),
    ]
    page1 += section("Money", money, st)

    auction = [
        *bullets([
            "First card of the round: the Scepter holder opens. Each later card: the player to "
            "the right of the last winner opens.",
            "The opener must bid if they hold any coin. Bidding goes round to the right.",
            "Only the Scepter holder may bid nothing, and win the card for nothing.",
            "Every bid must be worth more than the last one. Once outbid you may bid again "
            "with any coins.",
            "Pass, and you are out for this card. No coins: you must pass.",
            "When all others have passed, the high bidder pays and takes the card into hand.",
            "If nobody holds a coin, the rest of the proposals are discarded unsold.",
        ], st),
        Spacer(1, 3),
        data_table(proposal_rows(), [w * 0.19, w * 0.27, w * 0.32, w * 0.22], st, center=(0, 1, 2, 3)),
    ]
    page1 += section("Auctions", auction, st)

    placement = bullets([
        "From the Scepter holder to the right: place one card from hand, or pass. "
        "Once you pass you are done for this round.",
        "Cards you do not place stay in hand for a later round; at the end they score nothing.",
        f"At most {t.MAX_COLUMNS} columns, one per sector: commerce, culture, theology, science. "
        "Placed cards never move (except by a Jester or a Herald).",
        "<b>Nobility</b> (crown) cards are wild: they join any column or start a new one. A column "
        "of Nobility only has no sector and scores 0 until a sector card defines it.",
        "Common cards with a sector icon go in that sector's column; crown common cards are wild.",
    ], st)
    page1 += section("Placement", placement, st)

    page2: list[Flowable] = []
    scoring = [
        Paragraph(
            f"A column is <b>complete</b> at {t.COMPLETE_AT} or more. All three religions in one "
            f"column add <b>+{t.THREE_RELIGIONS_BONUS}</b> at once (only once per column) and protect "
            f"it, so {t.COMPLETE_AT - t.THREE_RELIGIONS_BONUS} printed prestige can complete it. "
            "Nobility religions count.", st.body),
        Paragraph(
            "<b>End:</b> when someone completes all four sectors, finish the round's auctions and "
            "placement, then stop.", st.body),
        Paragraph(f"<b>First to complete all four:</b> {signed(t.FIRST_TO_COMPLETE_BONUS)}", st.body),
        data_table(end_bonus_rows(), [w * 0.75, w * 0.25], st, center=(1,)),
        Spacer(1, 3),
        Paragraph(
            "<b>Ties:</b> most columns with all three religions wins; if still tied, the tied "
            "players share the win.", st.body),
        Paragraph("Religions: " + ", ".join(
            f"{RELIGION_GLYPH[r]} {r.value.title()} ({esc(r.symbol)})" for r in t.Religion) + ".", st.small),
    ]
    page2 += section("Scoring and the end", scoring, st)

    score = t.score_player("Example", EXAMPLE)
    example_table = data_table(example_rows(score, EXAMPLE),
                               [w * 0.22, w * 0.38, w * 0.13, w * 0.12, w * 0.15], st,
                               center=(2, 3, 4))
    example_table.setStyle([("SPAN", (0, -2), (3, -2)), ("SPAN", (0, -1), (3, -1))])
    page2 += section("Worked example", [
        Paragraph(f"{CROWN} marks a Nobility card; \u2713 a complete column. The lone Nobility card "
                  "defines no sector, so it scores nothing yet.", st.small),
        example_table,
    ], st)

    two = bullets([
        "Allowance: " + str(t.allowance(2)) + " each round.",
        f"Nobles propose twice: draw 2, keep 1, then again; the table shows "
        f"{t.proposals(2).king} face up and {t.proposals(2).nobles} face down.",
        "Everything else is as for 3\u20134 players.",
    ], st)
    page2 += section("2P: two-player changes", two, st)

    keys = ("A1", "A2", "P1", "C1", "R1", "R2", "J1", "H1")
    chosen = [r for r in t.RULINGS if r.key in keys]
    page2 += section("playaid rulings (rulebook gaps)", [
        *bullets([f"<b>{r.mark} {esc(r.topic)}.</b> {esc(r.ruling)}" for r in chosen], st, st.small),
        Paragraph("All rulings with their reasons: the Toledo 1085 page of the playaid site.", st.note),
    ], st)

    steps = [(p.number, p.name) for p in t.ROUND]
    common = section("Common cards", [
        data_table(common_rows(), [full * 0.15, full * 0.07, full * 0.17, full * 0.41, full * 0.20],
                   st, center=(1,)),
        Spacer(1, 2),
        Paragraph("One copy of each per sector, plus one crown copy. A Rogue robs only through a "
                  "column of its sector that lacks a religion, and it takes vellum, nothing else.",
                  st.small),
    ], st)
    return [Page(top=[strip(steps, full)], body=page1), Page(top=common, body=page2)]
