"""The Toledo 1085 player aid: the whole game on two pages.

Layout only. Every word comes from the game's text source (:mod:`playaid.rules.toledo1085.text`),
shown in the edition's language (``st.t``), and every number from the rules data.

Page 1 opens with the round as a banner (its five phases are a sequence, so numbered and joined
by arrows). Below it the sections run in one flow through both pages' columns, so that no column
is left part empty: Setup (always first), the money, one section per phase numbered as in the
banner (the round is said once: each phase's steps, then only the auction and placement rules
the steps do not say), the two-player changes, scoring, a worked example drawn as it lies on the
table, the common cards, and last the rulings box, built last so that it lists exactly the
rulings the aid marked. A section that runs into the next column repeats its heading there.

Each section is one function that takes the width it fills and the edition's styles and returns
flowables; :func:`pages` puts them in order.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Spacer

from playaid.generator.aids.toledo1085_pictures import (
    COMPLETE,
    CROWN,
    markup,
    proposals_picture,
    religion_key,
    tableau_picture,
    words,
)
from playaid.generator.pdf import (
    SETUP,
    DocumentInfo,
    Page,
    Paper,
    Plan,
    Styles,
    banner,
    boxed,
    bullets,
    coin_row,
    data_table,
    fitted,
    rulings_box,
    signed,
    skeleton_section,
)
from playaid.rules import toledo1085 as t

INFO = DocumentInfo.of(t.GAME_INFO, "toledo1085-aid", subtitle=t.AID["subtitle"], values=t.message_values)

#: Each table's column widths, as shares of the width the table fills.
ALLOWANCE_COLUMNS = (0.24, 0.18, 0.18, 0.2, 0.2)
#: How far a common card's lines hang under its name.
CARD_HANG = 9.0
END_BONUS_COLUMNS = (0.45, 0.11)
TOTAL_COLUMNS = (0.82, 0.18)

PHASE = {p.number: p for p in t.PHASES}
#: The rules of an auction that phase 3's own steps do not say already: who opens is its last
#: step, and what happens when nobody holds a coin is phase 4's first.
AUCTION_RULES = t.AUCTION[1:-1]
#: The rules of placement that phase 5's own steps do not say already (its first two say who
#: places and what a pass does).
PLACEMENT_RULES = t.PLACEMENT[2:]


def widths(shares: Iterable[float], width: float) -> list[float]:
    return [width * share for share in shares]


def items(st: Styles, messages: Iterable[Any]) -> list[Flowable]:
    """One bullet per message, its wrapped lines hanging under its first word."""
    return bullets([markup(st, m) for m in messages], st)


def phase_section(st: Styles, number: int, body: list[Flowable]) -> list[Flowable]:
    """The section of one phase of the round, headed with its number and name as in the banner."""
    p = PHASE[number]
    return skeleton_section(words(st, t.AID["phase"], number=p.number, name=st.t(p.name)), body, st)


# ----------------------------------------------------------------------------- page 1


def round_banner(width: float, st: Styles) -> Flowable:
    """The round's five phases, in order: a sequence, so numbered and joined by arrows."""
    return banner([st.t(p.name) for p in t.PHASES], width, st)


def top(width: float, st: Styles) -> list[Flowable]:
    """Page 1's top block: the banner."""
    return [round_banner(width, st)]


def setup(width: float, st: Styles) -> list[Flowable]:
    return skeleton_section(st.t(SETUP), items(st, (*t.SETUP_STEPS, t.AID["deck"])), st)


def no_change(width: float, st: Styles) -> Flowable:
    a = t.AID
    rules = [markup(st, a[key]) for key in ("say_coins", "exact_coins", "own_coins")]
    return boxed([Paragraph(f"<b>{markup(st, a['no_change'])}</b>", st.body), *bullets(rules, st)], width, st)


def money(width: float, st: Styles) -> list[Flowable]:
    a = t.AID
    coins = [(replace(st.theme.swatch(f"coin.{c.value}"), letter=st.t(t.COIN_LETTERS[c])),
              words(st, a["coin"], coin=st.t(c.label), worth=c.worth)) for c in t.Coin]
    body: list[Flowable] = [
        coin_row(coins, st.theme),
        Spacer(1, 3),
        Paragraph(markup(st, a["coins"]), st.body),
        no_change(width, st),
        Spacer(1, 4),
        Paragraph(markup(st, a["lender"]), st.body),     # the Minter's row in Common cards says all its paragraph did
    ]
    return skeleton_section(words(st, a["money"]), body, st)


def allowance_table(width: float, st: Styles) -> Flowable:
    """One row per allowance, the table sizes that receive it grouped: straight from ``ALLOWANCE``."""
    a = t.AID
    rows = [[markup(st, m) for m in (t.HEADINGS["players"], a["gold"], a["silver"], a["vellum"], t.HEADINGS["worth"])]]
    groups: dict[t.Purse, list[int]] = {}
    for players, purse in t.ALLOWANCE.items():
        groups.setdefault(purse, []).append(players)
    for purse, seats in groups.items():
        label = markup(st, a["seats"], low=seats[0], high=seats[-1]) if len(seats) > 1 else str(seats[0])
        rows.append([label, str(purse.gold), str(purse.silver), str(purse.vellum), str(purse.value)])
    return data_table(rows, widths(ALLOWANCE_COLUMNS, width), st, center=range(5))


def allowance(width: float, st: Styles) -> list[Flowable]:
    return phase_section(st, 1, [*items(st, PHASE[1].steps), Spacer(1, 2), allowance_table(width, st)])


def proposals(width: float, st: Styles) -> list[Flowable]:
    return phase_section(st, 2, [*items(st, PHASE[2].steps), Spacer(1, 2), proposals_picture(width, st),
                                 Paragraph(markup(st, t.AID["sold"]), st.note)])


def auctions(width: float, st: Styles) -> list[Flowable]:
    return phase_section(st, 3, items(st, (*PHASE[3].steps, *AUCTION_RULES)))


def end_of_bidding(width: float, st: Styles) -> list[Flowable]:
    return phase_section(st, 4, items(st, PHASE[4].steps))


def placement(width: float, st: Styles) -> list[Flowable]:
    """Placement, less its last step: what ends the round is a step of its own."""
    steps = PHASE[5].steps
    return phase_section(st, 5, items(st, (*steps[:-1], *PLACEMENT_RULES)))


def end_of_round(width: float, st: Styles) -> list[Flowable]:
    """What ends a round: the Scepter passes and the coins go (placement's last step), then the end
    of the game or the next round."""
    return skeleton_section(words(st, t.AID["round_end"]), items(st, (PHASE[5].steps[-1], t.AID["round_over"])), st)


# ----------------------------------------------------------------------------- page 2


def common_card(st: Styles, kind: t.CommonKind, card: t.CardText) -> Flowable:
    """One common card: its name and prestige, when it acts and what it does, then what is safe
    from it and, on a line of its own, what it may never touch; one paragraph whose lines hang
    under the name, split between columns like any text (never leaving a line alone)."""
    a = t.AID
    style = ParagraphStyle("card", parent=st.cell, leftIndent=CARD_HANG, firstLineIndent=-CARD_HANG, spaceBefore=3.5,
                           allowWidows=0, allowOrphans=0)
    does = markup(st, a["card_text"], card=st.t(kind.label), prestige=words(st, a["card_prestige"], points=kind.prestige),
                  when=words(st, card.when), effect=words(st, card.effect))
    lines = [does, markup(st, a["card_safe"], safe=st.t(t.HEADINGS["safe"]), protection=words(st, card.protection))]
    if card.never is not None:
        lines.append(markup(st, a["card_never"], never=st.t(t.HEADINGS["never"]), cards=words(st, card.never)))
    return Paragraph("<br/>".join(lines), style)


def common_cards(width: float, st: Styles) -> list[Flowable]:
    """The five common cards, in the rulebook's order (``CARD_TEXT``), after what the crown copies do."""
    crowns = ParagraphStyle("crowns", parent=st.small, allowWidows=0, allowOrphans=0)
    body = [Paragraph(markup(st, t.AID["crowns"]), crowns)]
    body += [common_card(st, kind, card) for kind, card in t.CARD_TEXT.items()]
    return skeleton_section(words(st, t.AID["common_cards"]), body, st)


def end_bonus_table(width: float, st: Styles) -> Flowable:
    """The end bonus laid across: one table column per count of three-religion columns, most first."""
    ordered = sorted(t.END_BONUS.items(), reverse=True)
    rows = [[markup(st, t.HEADINGS["three_religion_columns"]), *(str(n) for n, _ in ordered)],
            [markup(st, t.HEADINGS["end_bonus"]), *(signed(b) for _, b in ordered)]]
    first, each = END_BONUS_COLUMNS
    return data_table(rows, widths((first, *[each] * len(ordered)), width), st, center=range(1, len(ordered) + 1))


def scoring(width: float, st: Styles) -> list[Flowable]:
    complete, end, first = (Paragraph(markup(st, m), st.body) for m in t.SCORING)
    body: list[Flowable] = [
        complete, end, first,
        end_bonus_table(width, st),
        Spacer(1, 3),
        Paragraph(markup(st, t.tie_sentences(st.t)), st.body),
        Paragraph(markup(st, t.MATCH), st.body),
    ]
    return skeleton_section(words(st, t.AID["scoring"]), body, st)


def total_table(width: float, st: Styles) -> Flowable:
    """Under the worked example: its end bonus and its total, from the rules core."""
    score = t.score_player("", t.EXAMPLE)
    rows = [[markup(st, t.AID["example_bonus"], count=score.three_religion_columns), signed(score.end_bonus)],
            [f"<b>{markup(st, t.HEADINGS['total'])}</b>", f"<b>{score.total}</b>"]]
    return data_table(rows, widths(TOTAL_COLUMNS, width), st, header=False, center=(1,), zebra=False)


def worked_example(width: float, st: Styles) -> list[Flowable]:
    key = Paragraph(markup(st, t.AID["example_key"], crown=CROWN, complete=COMPLETE), st.small)
    body: list[Flowable] = [religion_key(width, st), Spacer(1, 3), key, Spacer(1, 3),
                            tableau_picture(t.EXAMPLE, width, st, t.AID["no_sector"]), Spacer(1, 3),
                            total_table(width, st)]
    return skeleton_section(words(st, t.AID["example"]), body, st)


def two_players(width: float, st: Styles) -> list[Flowable]:
    return skeleton_section(words(st, t.AID["two_players"]), items(st, t.TWO_PLAYERS), st)


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The rulings key: every ruling the aid marked, sorted by key (built last, so it knows them all),
    one a line in three columns across the page."""
    return rulings_box(t.RULING, st, t.message_values(st.t), columns=3, width=width)


def rulings_run_on(width: float, st: Styles) -> list[Flowable]:
    """The rulings key run on in one paragraph, for a page that needs the room."""
    return rulings_box(t.RULING, st, t.message_values(st.t), compact=True)


#: The two pages: the round's banner across page 1, then the sections in reading order through
#: both pages' columns, the rulings key closing page 2.
PLAN = Plan(tops=(top, None),
            parts=(setup, money, allowance, proposals, auctions, end_of_bidding, placement, end_of_round,
                   two_players, scoring, worked_example, common_cards),
            key=(rulings, rulings_run_on))


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The two pages, at the largest type whose columns end together."""
    return fitted(PLAN, paper, st, INFO)
