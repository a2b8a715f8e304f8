"""The Troyes reference aid: the four bonus cards, the solo changes and le Roy's round.

Every word it prints is a message of :mod:`playaid.rules.troyes.text`, shown in the edition's
language (``st.t``) with its numbers filled in from the rules data; this module lays them out, one
function per section. The end of the game is the decision sheet's own section.
"""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph

from playaid.generator.aids.le_roy_sheet import end_section, ruled, say
from playaid.generator.pdf import DocumentInfo, Page, Paper, Styles, boxed, bullets, data_table, section
from playaid.generator.registry import STANDALONE
from playaid.rules import troyes as tr
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from playaid.rules.text import Message

INFO = DocumentInfo.of(tr.GAME_INFO, "troyes-aid", subtitle=T.AID_SUBTITLE)


def card_rows(cards: Sequence[tr.CardText], head: Message, st: Styles) -> list[list[str]]:
    """Each card's name, then what it does; ``head`` names the second column."""
    return [[st.t(T.COLUMN_CARD), st.t(head)]] + [[f"<b>{c.name}</b>", c.text] for c in cards]


def bonus_section(width: float, st: Styles) -> list[Flowable]:
    """The four bonus cards across the page, and what the aid leaves to the cards themselves."""
    return section(st.t(T.HEADING_BONUS_CARDS), [
        data_table(card_rows(tr.bonus_cards(st.t), T.COLUMN_EFFECT, st), [width * 0.16, width * 0.84], st),
        Paragraph(say(st, T.CARDS_AS_PICTURES, T.MARKS_LEGEND), st.note),
    ], st)


def solo_section(width: float, st: Styles) -> list[Flowable]:
    """What changes when le Roy is the opponent (the start player's turn is said where his round ends)."""
    changes = [said for topic, said in tr.solo_changes(st.t).items() if topic != "start"]
    return section(st.t(T.HEADING_SOLO), bullets(changes, st), st)


def modifications_section(width: float, st: Styles) -> list[Flowable]:
    """The cards that work differently against him."""
    rows = card_rows(tr.card_modifications(st.t), T.COLUMN_IN_CHALLENGE, st)
    return section(st.t(T.HEADING_MODIFICATIONS), [data_table(rows, [width * 0.30, width * 0.70], st)], st)


def round_steps(st: Styles) -> list[str]:
    """His round in order, each step named and said with the rules' own sentences."""
    steps: tuple[tuple[Message, Sequence[Message]], ...] = (
        (T.STEP_MEEPLES, (T.COUNT_MEEPLES,)),
        (T.STEP_DICE, (T.ROUND_DICE, T.RANKING)),
        (T.STEP_COMBAT, T.COMBAT_RULES),
        (T.STEP_TURNS, (T.TURN_ROLL, T.TURN_KEEPS)),
        (T.STEP_END, (T.SOLO_CHANGES["start"],)),
    )
    return [st.t(T.ROUND_STEP, step=st.t(step), rules=say(st, *rules)) for step, rules in steps]


def round_section(width: float, st: Styles) -> list[Flowable]:
    """Le Roy's round, step by step."""
    return section(st.t(T.HEADING_ROUND), bullets(round_steps(st), st), st)


def terminal_box(width: float, st: Styles) -> Flowable:
    """The other ways to run him: the command and the standalone file."""
    standalone = next(name for name, game, _ in STANDALONE if game == tr.GAME)
    said = st.t(T.TERMINAL, command=f"playaid solo {tr.GAME}", standalone=f"python3 {standalone}")
    return boxed([Paragraph(said, st.small)], width, st)


def glance_rows(st: Styles) -> list[list[str]]:
    """His table in a narrow column: roll, action, price, exact chance; ruled rows marked."""
    t = st.t
    rows = [[t(c) for c in (T.COLUMN_ROLL, T.COLUMN_ACTION, T.COLUMN_PRICE, T.COLUMN_CHANCE)]]
    for roll, r in tr.TABLE.items():
        price = tr.price_cell(r, t)
        if "T2" in r.rulings:
            price += f" <i>{tr.RULING['T2'].mark}</i>"
        rows.append([str(roll), ruled(tr.row_cell(r, t), r, "T1", T.AS_ROW, t), price,
                     tr.chance_text(tr.ROLL_PROBABILITY[roll])])
    return rows


def glance_section(width: float, st: Styles) -> list[Flowable]:
    """His table at a glance, why its last rows read as they do, and how often it gives him VP."""
    return section(st.t(T.HEADING_GLANCE), [
        data_table(glance_rows(st), [width * f for f in (0.09, 0.44, 0.31, 0.16)], st, center=(0, 3)),
        Paragraph(tr.table_caption(st.t), st.small),
        Paragraph(tr.gain_vp_share(st.t), st.small),
    ], st)


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The bonus cards across the top; under them the solo changes and his round, then his table and the end."""
    w = paper.column_width
    left = [*solo_section(w, st), *modifications_section(w, st), *round_section(w, st)]
    right = [terminal_box(w, st), *glance_section(w, st), *end_section(w, st)]
    return [Page(top=bonus_section(paper.body_width, st), body=[*left, *right])]
