"""The Toledo 1085 player aid: the whole round on two pages, every table from ``playaid.rules.toledo1085``."""

from __future__ import annotations

import re

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from playaid.generator.pdf import (
    DocumentInfo,
    Paper,
    Styles,
    Swatch,
    Theme,
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
from playaid.rules import toledo1085 as t
from playaid.rules.shared import RULING_MARK

INFO = DocumentInfo(
    name="toledo1085-aid",
    game=t.TITLE,
    title="Player aid",
    rulebook=t.RULEBOOK,
    subtitle="2\u20134 players \u00b7 the 2-player changes are marked 2P",
)


def coin_swatch(theme: Theme, coin: t.Coin) -> Swatch:
    """How a coin is drawn in ``theme``'s edition: its colour (or hatching) and its letter."""
    return theme.swatch(f"coin.{coin.value}")


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
    rows = [["Players", "King (face up)", "Nobles (face down)", "Up for auction"]]
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
    """The end bonus laid across: one column of the table per count of three-religion columns."""
    ordered = sorted(t.END_BONUS.items(), reverse=True)
    return [["Columns with all three religions", *(str(n) for n, _ in ordered)],
            ["End bonus", *(signed(b) for _, b in ordered)]]


RULING_MARK_RE = re.compile(re.escape(RULING_MARK) + r"([A-Z]\d)")


def rulings_used(texts: list[str]) -> list[t.Ruling]:
    """The rulings whose marks the aid prints, in the order of ``RULINGS``: each gets a line."""
    keys = {k for text in texts for k in RULING_MARK_RE.findall(text)}
    return [r for r in t.RULINGS if r.key in keys]


def pages(paper: Paper, st: Styles) -> list[Page]:
    w = paper.column_width
    full = paper.body_width
    printed: list[str] = []   # every sentence from the rules data, for the rulings box

    def says(*texts: str) -> list[str]:
        """Escape sentences for the page and note them: their marks get a line in the rulings box."""
        printed.extend(texts)
        return [esc(x) for x in texts]

    def say(text: str) -> str:
        return says(text)[0]

    page1: list[Flowable] = []
    deck = t.deck()
    sector, nobility = deck[0], deck[len(t.Sector)]
    setup = says(*t.SETUP, f"The deck: {t.DECK_SIZE} cards. Each sector has {sector.religion_cards} religion "
                 f"cards and {sector.common_cards} common cards, Nobility {nobility.religion_cards} and "
                 f"{nobility.common_cards}, plus the Scepter {t.RULING['C3'].mark}.")
    page1 += section("Setup", bullets(setup, st), st)

    round_body: list[Flowable] = []
    for p in t.ROUND:
        round_body.append(Paragraph(f"<b>{p.number}. {esc(p.name)}</b>", st.h2))
        round_body += bullets(says(*p.steps), st)
    page1 += section("A round, in order", round_body, st)

    coins = [(coin_swatch(st.theme, c), f"{c.value} = {c.worth}") for c in t.Coin]
    money: list[Flowable] = [
        coin_row(coins, st.theme),
        Spacer(1, 3),
        Paragraph(
            f"1 gold is worth {t.Coin.GOLD.worth // t.Coin.SILVER.worth} silver or "
            f"{t.Coin.GOLD.worth // t.Coin.VELLUM.worth} vellum, but coins are <b>never</b> swapped. "
            + say(f"Vellum is the coin older printings call copper {t.RULING['M1'].mark}."), st.body),
        data_table(allowance_rows(), [w * 0.24, w * 0.18, w * 0.18, w * 0.2, w * 0.2], st,
                   center=(0, 1, 2, 3, 4)),
        Spacer(1, 4),
        boxed([
            Paragraph("<b>No change, ever</b>", st.body),
            *bullets([
                "Say the coins when you bid: \u201c1 silver and 2 vellum\u201d.",
                "The winner hands over exactly those coins. Nobody breaks a gold or gives change.",
                "You can only bid coins you hold: no borrowing, no promises.",
                "Unspent coins are discarded at the end of the round.",
            ], st),
        ], w, st),
        Spacer(1, 4),
        Paragraph(
            "<b>Moneylender</b> (placed in an earlier round): once per round, put a silver on it; "
            + say(f"that silver is worth {t.LENT_WORTH} until you spend it {t.RULING['M2'].mark}."),
            st.body),
        Paragraph(
            "<b>Minter</b> (placed in an earlier round): once per round, put a vellum on it; "
            f"that vellum is worth {t.MINTED_WORTH}. A minted coin can <b>never</b> be lent into a gold.",
            st.body),
    ]
    page1 += section("Money", money, st)

    auction = [
        *bullets(says(*t.AUCTION_RULES), st),
        Spacer(1, 3),
        data_table(proposal_rows(), [w * 0.19, w * 0.27, w * 0.32, w * 0.22], st, center=(0, 1, 2, 3)),
    ]
    page1 += section("Auctions", auction, st)
    page1 += section("Placement", bullets(says(*t.PLACEMENT_RULES), st), st)

    page2: list[Flowable] = []
    complete, end, first, ties = t.SCORING_RULES
    scoring = [
        Paragraph(say(complete), st.body),
        Paragraph(say(end), st.body),
        Paragraph(say(first), st.body),
        data_table(end_bonus_rows(), [w * 0.45] + [w * 0.11] * len(t.END_BONUS), st,
                   center=tuple(range(1, len(t.END_BONUS) + 1))),
        Spacer(1, 3),
        Paragraph(say(ties), st.body),
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

    page2.append(KeepTogether(section("2P: two-player changes", bullets(says(*t.TWO_PLAYER_RULES), st), st)))

    printed.extend(x for info in t.COMMON_CARDS.values() for x in (info.effect, info.protection))
    crown_note = say("One copy of each per sector, plus one crown copy: a crown Rogue robs in its column's "
                      "sector, a crown Jester or crown Herald may aim at any sector "
                      f"{t.RULING['R2'].mark}.")
    steps = [(p.number, p.name) for p in t.ROUND]
    common = section("Common cards", [
        data_table(common_rows(), [full * 0.13, full * 0.07, full * 0.12, full * 0.49, full * 0.19],
                   st, center=(1,)),
        Spacer(1, 2),
        Paragraph(crown_note, st.small),
    ], st)

    legend = " \u00b7 ".join(f"<b>{r.mark}</b>\u00a0{esc(r.topic)}" for r in rulings_used(printed))
    page2 += section("playaid rulings (rulebook gaps)", [
        Paragraph(f"<b>{RULING_MARK}</b> marks a ruling: where the rulebook is silent, unclear or at odds "
                  "with itself, the sentence beside the mark is how playaid reads it. On this aid:", st.small),
        Paragraph(legend, st.small),
        Paragraph("Every ruling with its reasons and rulebook lines: the Toledo 1085 page of the playaid site.",
                  st.note),
    ], st)
    return [Page(top=[strip(steps, full, st.theme)], body=page1), Page(top=common, body=page2)]
