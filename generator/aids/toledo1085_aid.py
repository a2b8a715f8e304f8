"""The Toledo 1085 player aid: the whole round on two pages.

Layout only. Every word comes from the game's text source (:mod:`playaid.rules.toledo1085.text`),
shown in the edition's language (``st.t``), and every number from the rules data. Each section
is one function that takes the width it fills and the edition's styles and returns flowables;
:func:`pages` puts the sections on the two pages.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from typing import Any

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from playaid.generator.pdf import (
    DocumentInfo,
    Page,
    Paper,
    Styles,
    boxed,
    bullets,
    coin_row,
    data_table,
    esc,
    section,
    signed,
    strip,
)
from playaid.rules import toledo1085 as t
from playaid.rules.text import RULING_MARK, Text

INFO = DocumentInfo.of(t.GAME_INFO, "toledo1085-aid", subtitle=t.AID["subtitle"], values=t.message_values)

#: Each religion's icon on the page, always printed with the religion's name in the legend.
#: Christianity's is the Maltese cross (U+2720): the Latin cross (U+271D) looks like the dagger
#: that marks a ruling (``†A3``) at print size.
RELIGION_GLYPH = {t.Religion.CHRISTIANITY: "\u2720", t.Religion.ISLAM: "\u262a", t.Religion.JUDAISM: "\u2721"}
CROWN = "\u265b"
COMPLETE = "\u2713"

#: Each table's column widths, as shares of the width the table fills.
ALLOWANCE_COLUMNS = (0.24, 0.18, 0.18, 0.2, 0.2)
PROPOSAL_COLUMNS = (0.19, 0.27, 0.32, 0.22)
COMMON_COLUMNS = (0.13, 0.07, 0.12, 0.49, 0.19)
END_BONUS_COLUMNS = (0.45, 0.11)
EXAMPLE_COLUMNS = (0.22, 0.36, 0.13, 0.14, 0.15)

_RULING_KEY = re.compile(re.escape(RULING_MARK) + r"([A-Z]\d+)")
_MARKUP = re.compile(r"&lt;(/?[bi])&gt;", re.I)


class Heard(Text):
    """The edition's language, keeping every sentence it shows: the rulings legend lists their marks."""

    __slots__ = ("_language", "said")

    def __init__(self, language: Text) -> None:
        super().__init__(language.lang)
        self._language = language
        self.said: list[str] = []

    def __call__(self, message: Any, /, **values: Any) -> str:
        said = self._language(message, **values)
        self.said.append(said)
        return said


def words(st: Styles, message: Any, **values: Any) -> str:
    """``message`` in the edition's language, its numbers filled in from the rules data."""
    return st.t(message, **{**t.message_values(st.t), **values})


def markup(st: Styles, message: Any, **values: Any) -> str:
    """:func:`words` as a paragraph's text: escaped, the message's bold and italic kept."""
    return _MARKUP.sub(r"<\1>", esc(words(st, message, **values)))


def widths(shares: Iterable[float], width: float) -> list[float]:
    return [width * share for share in shares]


# ----------------------------------------------------------------------------- page 1


def phase_strip(width: float, st: Styles) -> Flowable:
    return strip([(str(p.number), st.t(p.name)) for p in t.PHASES], width, st.theme)


def setup(width: float, st: Styles) -> list[Flowable]:
    steps = [markup(st, m) for m in (*t.SETUP_STEPS, t.AID["deck"])]
    return section(words(st, t.AID["setup"]), bullets(steps, st), st)


def round_in_order(width: float, st: Styles) -> list[Flowable]:
    body: list[Flowable] = []
    for p in t.PHASES:
        body.append(Paragraph(markup(st, t.AID["phase"], number=p.number, name=st.t(p.name)), st.h2))
        body += bullets([markup(st, step) for step in p.steps], st)
    return section(words(st, t.AID["round"]), body, st)


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


def no_change(width: float, st: Styles) -> Flowable:
    a = t.AID
    rules = [markup(st, a[key]) for key in ("say_coins", "exact_coins", "own_coins", "unspent")]
    return boxed([Paragraph(f"<b>{markup(st, a['no_change'])}</b>", st.body), *bullets(rules, st)], width, st)


def money(width: float, st: Styles) -> list[Flowable]:
    a = t.AID
    coins = [(st.theme.swatch(f"coin.{c.value}"), words(st, a["coin"], coin=st.t(c.label), worth=c.worth))
             for c in t.Coin]
    body: list[Flowable] = [
        coin_row(coins, st.theme),
        Spacer(1, 3),
        Paragraph(markup(st, a["coins"]), st.body),
        allowance_table(width, st),
        Spacer(1, 4),
        no_change(width, st),
        Spacer(1, 4),
        Paragraph(markup(st, a["lender"]), st.body),
        Paragraph(markup(st, a["minter"]), st.body),
    ]
    return section(words(st, a["money"]), body, st)


def proposals_table(width: float, st: Styles) -> Flowable:
    a = t.AID
    rows = [[markup(st, m) for m in (t.HEADINGS["players"], a["king"], a["nobles"], a["offered"])]]
    for n in range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1):
        p = t.proposals(n)
        rows.append([str(n), str(p.king), str(p.nobles), str(p.total)])
    return data_table(rows, widths(PROPOSAL_COLUMNS, width), st, center=range(4))


def auctions(width: float, st: Styles) -> list[Flowable]:
    body = [*bullets([markup(st, m) for m in t.AUCTION], st), Spacer(1, 3), proposals_table(width, st)]
    return section(words(st, t.AID["auctions"]), body, st)


def placement(width: float, st: Styles) -> list[Flowable]:
    return section(words(st, t.AID["placement"]), bullets([markup(st, m) for m in t.PLACEMENT], st), st)


# ----------------------------------------------------------------------------- page 2


def common_cards(width: float, st: Styles) -> list[Flowable]:
    """The five common cards across the page, in the rulebook's order (``CARD_TEXT``)."""
    h = t.HEADINGS
    rows: list[list[Any]] = [[markup(st, m) for m in (h["card"], t.AID["prestige"], h["when"], h["effect"], h["safe"])]]
    for kind, card in t.CARD_TEXT.items():
        rows.append([Paragraph(markup(st, kind.label), st.cell_bold), str(kind.prestige),
                     markup(st, card.when), markup(st, card.effect), markup(st, card.protection)])
    table = data_table(rows, widths(COMMON_COLUMNS, width), st, center=(1,))
    return section(words(st, t.AID["common_cards"]),
                   [table, Spacer(1, 2), Paragraph(markup(st, t.AID["crowns"]), st.small)], st)


def end_bonus_table(width: float, st: Styles) -> Flowable:
    """The end bonus laid across: one table column per count of three-religion columns, most first."""
    ordered = sorted(t.END_BONUS.items(), reverse=True)
    rows = [[markup(st, t.HEADINGS["three_religion_columns"]), *(str(n) for n, _ in ordered)],
            [markup(st, t.HEADINGS["end_bonus"]), *(signed(b) for _, b in ordered)]]
    first, each = END_BONUS_COLUMNS
    return data_table(rows, widths((first, *[each] * len(ordered)), width), st, center=range(1, len(ordered) + 1))


def religions(st: Styles) -> str:
    shown = [words(st, t.AID["religion"], icon=RELIGION_GLYPH[r], religion=st.t(r.label), symbol=st.t(r.symbol))
             for r in t.Religion]
    return markup(st, t.AID["religions"], religions=st.t.join(shown))


def scoring(width: float, st: Styles) -> list[Flowable]:
    complete, end, first = (Paragraph(markup(st, m), st.body) for m in t.SCORING)
    body: list[Flowable] = [
        complete, end, first,
        end_bonus_table(width, st),
        Spacer(1, 3),
        Paragraph(esc(t.tie_sentences(st.t)), st.body),
        Paragraph(religions(st), st.small),
    ]
    return section(words(st, t.AID["scoring"]), body, st)


def card_label(st: Styles, card: t.Card) -> str:
    """A card in a column of the worked example: ``♛3✡`` (crown, prestige, religion), or the common card's name."""
    if isinstance(card, t.CommonCard):
        return words(st, t.AID["common_card"], card=st.t(card.kind.label), prestige=card.prestige)
    crown = CROWN if isinstance(card, t.NobilityCard) else ""
    return f"{crown}{card.prestige}{RELIGION_GLYPH[card.religion]}"


def example_table(width: float, st: Styles) -> Flowable:
    """The worked example scored by the rules core: one row per column, then the end bonus and the total."""
    score = t.score_player("", t.EXAMPLE)
    a, h = t.AID, t.HEADINGS
    rows: list[list[Any]] = [[markup(st, m) for m in (a["column"], a["cards"], a["prestige"], h["bonus"], h["total"])]]
    for column, cs in zip(t.EXAMPLE.columns, score.columns):
        rows.append([markup(st, cs.sector.label if cs.sector else a["no_sector"]),
                     esc(" ".join(card_label(st, c) for c in column.cards)),
                     str(cs.prestige), signed(cs.bonus) if cs.bonus else "\u2013",
                     f"<b>{cs.total}</b>" + (f" {COMPLETE}" if cs.complete else "")])
    rows.append([markup(st, a["example_bonus"], count=score.three_religion_columns), "", "", "", signed(score.end_bonus)])
    rows.append([Paragraph(markup(st, h["total"]), st.cell_bold), "", "", "", f"<b>{score.total}</b>"])
    table = data_table(rows, widths(EXAMPLE_COLUMNS, width), st, center=(2, 3, 4))
    table.setStyle([("SPAN", (0, -2), (3, -2)), ("SPAN", (0, -1), (3, -1))])
    return table


def worked_example(width: float, st: Styles) -> list[Flowable]:
    key = Paragraph(markup(st, t.AID["example_key"], crown=CROWN, complete=COMPLETE), st.small)
    return section(words(st, t.AID["example"]), [key, example_table(width, st)], st)


def two_players(width: float, st: Styles) -> list[Flowable]:
    body = bullets([markup(st, m) for m in t.TWO_PLAYERS], st)
    return [KeepTogether(section(words(st, t.AID["two_players"]), body, st))]


def rulings(width: float, st: Styles, said: Iterable[str]) -> list[Flowable]:
    """The legend of the rulings whose marks stand in ``said`` (what the aid printed), in ``RULINGS`` order."""
    keys = {key for text in said for key in _RULING_KEY.findall(text)}
    legend = [markup(st, t.AID["ruling"], mark=r.mark, topic=words(st, r.topic)) for r in t.RULINGS if r.key in keys]
    body = [
        Paragraph(markup(st, t.AID["rulings_key"], mark=RULING_MARK), st.small),
        Paragraph(markup(st, t.AID["between_rulings"]).join(legend), st.small),
        Paragraph(markup(st, t.AID["rulings_site"]), st.note),
    ]
    return section(words(st, t.AID["rulings"]), body, st)


def pages(paper: Paper, st: Styles) -> list[Page]:
    heard = Heard(st.t)
    st = dataclasses.replace(st, t=heard)
    column, full = paper.column_width, paper.body_width
    page1 = [*setup(column, st), *round_in_order(column, st), *money(column, st), *auctions(column, st),
             *placement(column, st)]
    common = common_cards(full, st)
    page2 = [*scoring(column, st), *worked_example(column, st), *two_players(column, st)]
    page2 += rulings(column, st, heard.said)
    return [Page(top=[phase_strip(full, st)], body=page1), Page(top=common, body=page2)]
