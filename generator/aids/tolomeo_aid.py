"""The Tolomeo player aid: the turn's choice of one action, setup, the watch payments, the sky's
configurations with the colour key, the round and the score on two pages. Every table comes from
:mod:`playaid.rules.tolomeo` and every word from its text source
(:data:`~playaid.rules.tolomeo.text.AID`); the colour key and the conversion table are left for
the players to fill in from their own board and sheets, since the rulebook does not print them
(the conversion table is on the score pad). This module only lays out: one function per section,
:func:`pages` puts them on the two pages."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.platypus import Flowable, Paragraph, Spacer

from playaid.generator.aids.tolomeo_pictures import (
    AID,
    PLANET_GLYPH,
    Together,
    card_swatch,
    countdown,
    items,
    name,
    opening,
    pair_number,
    para,
    payment_cards,
    say,
    sentences,
    zodiac_wheel,
)
from playaid.generator.pdf import (
    SETUP,
    DocumentInfo,
    Page,
    Paper,
    Plan,
    Styles,
    banner,
    data_table,
    esc,
    fitted,
    rulings_box,
    signed,
    skeleton_section,
)
from playaid.rules import tolomeo as t

INFO = DocumentInfo.of(t.GAME_INFO, "tolomeo-aid", subtitle=AID["subtitle"], values=t.message_values)

#: The page the bonus actions are printed on (the study section points there).
BONUS_PAGE = 2
#: The score pad, which the final score points to.
SCORE_PAD = "tolomeo-score-pad"

Part = Callable[[float, Styles], list[Flowable]]


# --------------------------------------------------------------------------------------------
# The tables' rows


def die_faces() -> list[int]:
    """The d4's faces during a round, one per game turn (\u2020D10)."""
    return list(range(t.DIE_START, t.DIE_START - t.TURNS_PER_ROUND, -1))


def payment_rows(st: Styles) -> list[list[object]]:
    """One row per way of paying for a pawn: the rulebook's Aries example drawn as cards, the
    payment in words, and the example in words."""
    aries = t.Constellation.ARIES
    red = t.KNOWN_COLOURS[aries]
    colour = {t.Payment.COLOUR: red, t.Payment.SET: next(c for c in t.NAMED_COLOURS if c != red)}
    example = say(st, AID["for_example"], constellation=name(st, aries))
    rows: list[list[object]] = [[st.t(t.HEADINGS["cards"]), st.t(AID["pay_with"]), example]]
    for p in t.Payment:
        example = say(st, t.PAYMENT_EXAMPLES[p], constellation=name(st, aries),
                      colour=st.t(t.COLOURS[colour.get(p, red)]))
        rows.append([payment_cards(st, p), esc(t.payment_text(p, st.t)), esc(example)])
    return rows


def bonus_rows(st: Styles) -> list[list[str]]:
    """One row per planet: its name, then what studying it does on Side A and on Side B."""
    rows = [[st.t(t.HEADINGS[k]) for k in ("planet", "side_a", "side_b")]]
    for p in t.PLANETS:
        a, b = t.BONUS_ACTIONS[t.Side.A][p], t.BONUS_ACTIONS[t.Side.B][p]
        star = "" if b.name_printed else "*"
        rows.append([f"<b>{PLANET_GLYPH[p]} {esc(name(st, p))}</b>{star}", esc(t.bonus_effect(a, st.t)),
                     esc(t.bonus_effect(b, st.t)) + (f" {star}" if star else "")])
    return rows


def planet_points(st: Styles, side: t.Side) -> str:
    """The planets' own end points on ``side``: ``Moon +2 and Mercury +1``, or none."""
    points = t.PLANET_END_POINTS[side]
    return st.t.join(say(st, t.REPORT["planet_points"], planet=name(st, p), points=signed(v))
                     for p, v in points.items()) or st.t(AID["no_points"])


def section(title: str, body: list[Flowable], st: Styles) -> list[Flowable]:
    """A section of the skeleton: its heading stays with its body and is repeated where it runs on."""
    return skeleton_section(title, body, st)


# --------------------------------------------------------------------------------------------
# Page 1


def turn_banner(width: float, st: Styles) -> list[Flowable]:
    """The banner: on your turn, choose one of the three actions, A, B or C."""
    return [banner([st.t(m) for m in AID["banner"]], width, st, choice=True)]


def setup(width: float, st: Styles) -> list[Flowable]:
    """The setup, step by step."""
    return section(st.t(SETUP), items(st, AID["setup_steps"]), st)


def your_turn(width: float, st: Styles) -> list[Flowable]:
    """The three actions, A, B and C, and the end of the turn."""
    return section(st.t(AID["turn"]), [
        para(st, AID["draw"]),
        para(st, AID["comet"]),
        *items(st, AID["comet_choices"]),
        para(st, AID["watch"]),
        para(st, AID["turn_end"]),
    ], st)


def paying(width: float, st: Styles) -> list[Flowable]:
    """The payments for one pawn, and the reuse of a pawn once the supply is empty."""
    return section(st.t(AID["paying"]), [
        data_table(payment_rows(st), [width * 0.17, width * 0.52, width * 0.31], st),
        Spacer(1, 3),
        para(st, AID["reuse"], st.small),
    ], st)


def configurations(width: float, st: Styles) -> list[Flowable]:
    """The zodiac wheel with its oppositions and its colour ring, and what a conjunction or an
    opposition allows."""
    aries = t.Constellation.ARIES
    red = t.KNOWN_COLOURS[aries]
    pairs = ", ".join(say(st, AID["pair"], pair=pair_number(a), first=name(st, a), second=name(st, b))
                      for a, b in t.OPPOSED_PAIRS)
    return section(st.t(AID["configurations"]), [
        zodiac_wheel(width, 204, st),
        Paragraph(f"{say(st, AID['pairs'])} {pairs}. {sentences(st, AID['wheel'])}", st.small),
        para(st, AID["colour_ring"], st.small, constellation=name(st, aries), colour=st.t(t.COLOURS[red]),
             letter=card_swatch(st, red).letter),
        para(st, AID["conjunction"]),
        para(st, AID["opposition"]),
        para(st, AID["configuration_pay"]),
    ], st)


def the_round(width: float, st: Styles) -> list[Flowable]:
    """The round: the d4's count-down, game turn by game turn, then what moves when it ends."""
    moves = st.t.join(say(st, AID["planet_moves"], planet=name(st, p), moves=n)
                      for p, n in t.KNOWN_TOTAL_MOVES.items())
    steps = items(st, AID["round_end_steps"])
    return section(say(st, AID["the_round"]), [
        countdown(width, st),
        Spacer(1, 3),
        para(st, AID["round"], st.small),
        opening(st, AID["round_ends"], steps[0]),
        *steps[1:],
        para(st, AID["total_moves"], st.small, moves=moves),
        opening(st, AID["with_eclipsis"], para(st, AID["eclipsis"], st.small)),
    ], st)


def studying(width: float, st: Styles) -> list[Flowable]:
    """How a third pawn studies a planet."""
    return section(st.t(AID["studying"]), items(st, AID["study"], page=BONUS_PAGE), st)


# --------------------------------------------------------------------------------------------
# Page 2


def bonus_actions(width: float, st: Styles) -> list[Flowable]:
    """Both sides' bonus actions, planet by planet, with the note on the unnamed Side B entry."""
    unnamed = [p for p in t.PLANETS if not t.BONUS_ACTIONS[t.Side.B][p].name_printed]
    return section(st.t(AID["bonus_actions"]), [
        data_table(bonus_rows(st), [width * 0.12, width * 0.46, width * 0.42], st),
        Spacer(1, 2),
        *[Paragraph("* " + say(st, AID["unnamed"][0], planet=name(st, p)), st.small) for p in unnamed],
    ], st)


def bonus_cards(width: float, st: Styles) -> list[Flowable]:
    """When a bonus point card may be taken (how many are put out is in the setup)."""
    return section(st.t(AID["bonus_cards"]), [para(st, AID["bonus_card_rule"])], st)


def game_end(width: float, st: Styles) -> list[Flowable]:
    """The two ways the game ends."""
    return section(st.t(AID["game_end"]), items(st, AID["game_end_steps"]), st)


def final_score(width: float, st: Styles) -> list[Flowable]:
    """What is added up, the tie-breaks, and the score pad to write it on."""
    pad = next(d for d in t.GAME_INFO.documents if d.name == SCORE_PAD)
    parts = items(st, AID["score_parts"], side_a=planet_points(st, t.Side.A), side_b=planet_points(st, t.Side.B))
    return section(st.t(AID["final_score"]), [
        Together(para(st, AID["add_up"]), parts[0]),    # "Add up:" never ends a column alone
        *parts[1:],
        Spacer(1, 2),
        Paragraph(t.tie_breaks(st.t), st.body),
        para(st, AID["score_pad"], st.small, pad=st.t(pad.title)),
    ], st)


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The rulings key: every ruling the aid marked, sorted by key, one a line in three columns
    across the foot of page 2. Built last, so that it knows them all."""
    return rulings_box(t.RULING, st, t.message_values(st.t), columns=3, width=width)


def rulings_run_on(width: float, st: Styles) -> list[Flowable]:
    """The rulings key run on in one paragraph, for a page that needs the room."""
    return rulings_box(t.RULING, st, t.message_values(st.t), compact=True)


# --------------------------------------------------------------------------------------------
# The two pages


def banner_top(width: float, st: Styles) -> list[Flowable]:
    """Page 1's top block: the choice of one action."""
    return turn_banner(width, st)


#: Page 1: the choice of action across the top, then setup, the turn and the round (the flow of
#: play), then what a watch needs: the payments and the sky's configurations. Page 2: the bonus actions across the top and, right under them, how a planet is
#: studied (its last step is to take the bonus action: one look, one page), then the bonus point
#: cards, the end and the score; the rulings key across its foot.
PLAN = Plan(tops=(banner_top, bonus_actions),
            parts=(setup, your_turn, the_round, paying, configurations, studying, bonus_cards, game_end, final_score),
            on={configurations: (1, 1), studying: (2, 2)}, key=(rulings, rulings_run_on))


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The two pages, at the largest type whose columns end together."""
    return fitted(PLAN, paper, st, INFO)
