"""The Toledo player aid: a turn, the spaces, trade prices, the duel flowchart and the score.

Layout only. Every word comes from the game's text source (:mod:`playaid.rules.toledo.text`),
shown in the edition's language (``st.t``), and every number from the rules data; the worked
examples (the rulebook's duel and final score) are resolved by the rules core when the page is
drawn. Each section is one function that takes the width it fills and the edition's styles and
returns flowables; :func:`pages` puts the sections on the two pages. Colours always come with a
letter, so the aid reads in black and white.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from reportlab.graphics.shapes import Drawing, Rect
from reportlab.platypus import Flowable, Paragraph, Spacer, TableStyle

from playaid.generator.pdf import (
    FLOW,
    MIN_BODY_PT,
    SETUP,
    DocumentInfo,
    LabelBox,
    Node,
    NodeKind,
    Page,
    Paper,
    Plan,
    Styles,
    badge,
    banner,
    boxed,
    bullets,
    data_table,
    disc,
    drawing,
    elbow,
    esc,
    fit_lines,
    flow_arrow,
    flow_node,
    letter_of,
    fitted,
    place_label,
    rulings_box,
    signed,
    skeleton_section,
    text,
    text_width,
)
from playaid.rules import toledo as t
from playaid.rules.game import tie_break_text
from playaid.rules.text import ENGLISH

INFO = DocumentInfo.of(t.GAME_INFO, "toledo-aid", subtitle=t.AID["subtitle"], values=t.message_values)

#: The rulebook names two of the three fencing colours; the third is drawn as "?" (†D8).
THIRD_SWATCH = "fencing.third"
NEUTRAL_SWATCH = "fencing.neutral"

#: Each table's column widths, as shares of the width the table fills (the turn's first column,
#: the letter of each action, is :data:`BADGE` wide).
SPACE_COLUMNS = (0.38, 0.62)
PRICE_COLUMNS = (0.17, 0.35, 0.26, 0.22)
DUEL_COLUMNS = (0.15, 0.19, 0.49, 0.17)
SCORING_COLUMNS = (0.62, 0.38)
EXAMPLE_COLUMNS = (0.62, 0.19, 0.19)
#: The width of a letter badge, and the size of a duel card's icons (a disc and a square: large
#: enough that their letters print at the reading size).
BADGE, ICON = 20.0, 16.0

_MARKUP = re.compile(r"&lt;(/?[bi])&gt;", re.I)
_BOLD_HEAD = re.compile(r"<b>(.*?)</b>\s*(.*)", re.S)


def words(st: Styles, message: Any, **values: Any) -> str:
    """``message`` in the edition's language, its numbers filled in from the rules data (a loss with a
    true minus sign)."""
    filled = {**t.message_values(st.t), **values}
    return st.t(message, **{k: points(v) if isinstance(v, int) and v < 0 else v for k, v in filled.items()})


def markup(st: Styles, message: Any, **values: Any) -> str:
    """:func:`words` as a paragraph's text: escaped, the message's bold and italic kept."""
    return _MARKUP.sub(r"<\1>", esc(words(st, message, **values)))


def section(st: Styles, heading: Any, body: list[Flowable]) -> list[Flowable]:
    """A section of the aid under the aid's heading ``heading`` (a message), through the skeleton."""
    return skeleton_section(words(st, heading), body, st)


def widths(shares: Iterable[float], width: float) -> list[float]:
    return [width * share for share in shares]


def points(n: int) -> str:
    """Points as a score table prints them: a loss with a true minus sign."""
    return signed(n) if n < 0 else str(n)


def table(rows: list[list[Any]], column_widths: list[float], st: Styles, keep: int = 2, **options: Any) -> Flowable:
    """A data table whose first ``keep`` rows stay under its header and whose last ``keep`` rows stay
    together, so a table run into the next column never leaves a row alone on either side."""
    made = data_table(rows, column_widths, st, **options)
    made.setStyle(TableStyle([("NOSPLIT", (0, 0), (-1, min(keep, len(rows) - 1))),
                              ("NOSPLIT", (0, max(0, len(rows) - keep)), (-1, -1))]))
    return made


def choice_letter(i: int) -> str:
    """The letter of the ``i``-th option of a choice, as the banner draws it: A, B, C..."""
    return chr(ord("A") + i)


def fencing_swatch(colour: str | None) -> str:
    """The theme's name for a duel card's colour: a named fencing colour, the third one, or neutral."""
    if colour is None:
        return NEUTRAL_SWATCH
    return f"fencing.{colour}" if colour in t.NAMED_FENCING_COLOURS else THIRD_SWATCH


def colour_letter(colour: str | None, language: Any = ENGLISH) -> str:
    """The letter on a duel card's colour disc, in ``language``: a named colour's initial or a neutral
    card's (:data:`~playaid.rules.toledo.text.COLOUR_LETTERS`), the third colour's ``?`` (†D8)."""
    if colour is None:
        return language(t.COLOUR_LETTERS[t.NEUTRAL])
    if colour in t.COLOUR_LETTERS:
        return language(t.COLOUR_LETTERS[colour])
    return letter_of(THIRD_SWATCH)


def pose_letter(pose: t.Pose, language: Any = ENGLISH) -> str:
    """The letter of a pose, in ``language``, as its square prints it."""
    return language(t.POSE_LETTERS[pose])


def card_mark(card: t.DuelCard, language: Any = ENGLISH) -> str:
    """``P D`` style: the colour's letter, then the pose's, as the card's icon prints them."""
    return f"{colour_letter(card.colour, language)} {pose_letter(card.pose, language)}"


# ----------------------------------------------------------------------------- icons


def pose_square(d: Drawing, st: Styles, x: float, y: float, pose: t.Pose, size: float = ICON) -> None:
    """A pose as the aid draws it: its letter in a square, lower-left corner at (x, y)."""
    theme = st.theme
    d.add(Rect(x + 0.5, y + 0.5, size - 1, size - 1, fillColor=theme.paper, strokeColor=theme.ink, strokeWidth=0.8))
    text(d, theme, x + size / 2, y + size / 2 - 3.2, pose_letter(pose, st.t), size=MIN_BODY_PT + 0.5, bold=True,
         anchor="middle")


def card_icon(st: Styles, card: t.DuelCard) -> Drawing:
    """A duel card as two icons: its colour (a disc with the colour's letter), its pose (a square)."""
    d = drawing(2 * ICON + 3, ICON)
    disc(d, ICON / 2, ICON / 2, ICON, st.theme.swatch(fencing_swatch(card.colour)), colour_letter(card.colour, st.t))
    pose_square(d, st, ICON + 3, 0, card.pose)
    return d


def letter_badge(st: Styles, i: int) -> Drawing:
    """The ``i``-th option's letter in a badge, as the banner shows it."""
    d = drawing(BADGE - 4, 16)
    badge(d, st.theme, 8, 8, 7, choice_letter(i), size=9)
    return d


# ----------------------------------------------------------------------------- page 1


def action_banner(width: float, st: Styles) -> Flowable:
    """The shape of a turn: a choice of one of the four actions, lettered A to D."""
    return banner([words(st, a.name) for a in t.ACTIONS], width, st, choice=True)


def setting_up(width: float, st: Styles) -> list[Flowable]:
    return skeleton_section(st.t(SETUP), bullets([markup(st, m) for m in t.SETUP], st), st)


def turn(width: float, st: Styles) -> list[Flowable]:
    """One row per action: the banner's letter, then the action's name and its two steps."""
    rows = [[letter_badge(st, i), [Paragraph(f"<b>{markup(st, a.name)}</b>", st.body),
                                   *bullets([markup(st, step) for step in a.steps], st)]]
            for i, a in enumerate(t.ACTIONS)]
    return section(st, t.AID["turn"], [table(rows, [BADGE, width - BADGE], st, header=False, zebra=False)])


def spaces(width: float, st: Styles) -> list[Flowable]:
    """The six kinds of space: where each comes from and what a trade there gives."""
    h = t.HEADINGS
    rows: list[list[Any]] = [[markup(st, h["space"]), markup(st, h["gives"])]]
    for info in t.SPACES.values():
        rows.append([[Paragraph(f"<b>{markup(st, info.name)}</b>", st.cell), Paragraph(markup(st, info.where),
                     st.note)], markup(st, info.gives)])
    return section(st, t.AID["spaces"], [table(rows, widths(SPACE_COLUMNS, width), st)])


def moving(width: float, st: Styles) -> list[Flowable]:
    return section(st, t.AID["moving"], bullets([markup(st, m) for m in t.MOVING], st))


def full_spaces(width: float, st: Styles) -> list[Flowable]:
    lead, *rest = t.FULL_SPACES
    body = [Paragraph(markup(st, lead), st.body), *bullets([markup(st, m) for m in rest], st)]
    return section(st, t.AID["full_spaces"], body)


def price_table(width: float, st: Styles) -> Flowable:
    """One row per row of the city: the lowest card that pays, straight from ``trade_price``."""
    h = t.HEADINGS
    rows = [[markup(st, h[key]) for key in ("row", "rival", "tavern", "artist")]]
    for row in t.Row:
        gem, artist = (markup(st, h["at_least"], price=t.trade_price(kind, row))
                       for kind in (t.SpaceKind.GEM, t.SpaceKind.ARTIST))
        tavern = (markup(st, h["at_least"], price=t.trade_price(t.SpaceKind.TAVERN, row)) if row in t.TAVERN_ROWS
                  else markup(st, h["no_tavern"]))
        rows.append([markup(st, row.label), gem, tavern, artist])
    return table(rows, widths(PRICE_COLUMNS, width), st, center=(1, 2, 3))


def trade(width: float, st: Styles) -> list[Flowable]:
    pay, needs_a_move = t.TRADE
    body = [
        Paragraph(markup(st, pay), st.body),
        price_table(width, st),
        Spacer(1, 4),
        boxed([Paragraph(markup(st, needs_a_move), st.body)], width, st),
    ]
    return section(st, t.AID["prices"], body)


def move_skill(width: float, st: Styles) -> list[Flowable]:
    return section(st, t.AID["move_skill"], bullets([markup(st, m) for m in t.MOVE_SKILL_RULES], st))


# ----------------------------------------------------------------------------- the duel flowchart

#: The flowchart's measurements: box, diamond and gap heights, the gap between columns, and the
#: room on the right for the "yes" path round the pose box.
BOX_H, DIAMOND_H, GAP, COLUMN_GAP, EDGE = 34.0, 58.0, 15.0, 14.0, 24.0
#: The most lines a sentence at the end of the duel may take (each of them starts a line).
END_LINES = 4


def node(d: Drawing, st: Styles, key: str, kind: NodeKind, x: float, y: float, w: float, h: float,
         **values: Any) -> Node:
    """A node showing the aid's message ``key``, broken into lines that fit its shape; a ``<b>…</b>`` at
    the message's start is its first line, in bold."""
    said = words(st, t.AID[key], **values)
    head = _BOLD_HEAD.fullmatch(said)
    lines, bold = fit_lines(kind, w, h, head[2], head[1]) if head else fit_lines(kind, w, h, said)
    return flow_node(d, st.theme, kind, x, y, w, h, lines, bold_first=bold)


def end_lines(st: Styles, width: float) -> list[str]:
    """What the end of a duel does, each sentence from a new line, broken to fit ``width``."""
    tall = END_LINES * FLOW.leading
    return [line for m in (t.DUEL_ATTACKER_WINS, t.DUEL_DEFENDER_WINS, t.DUEL_GOES_ON)
            for line in fit_lines(NodeKind.STEP, width, tall, words(st, m))[0]]


def chart_nodes(d: Drawing, st: Styles, width: float, end: list[str]) -> dict[str, Node]:
    """Place the chart's nodes in four rows: the challenge and the two questions, the pose, the
    round's winner and the count of rounds, the end of the duel."""
    col = (width - EDGE - 3 * COLUMN_GAP) / 4
    xs = [i * (col + COLUMN_GAP) for i in range(4)]
    end_h = len(end) * FLOW.leading + 12
    r3 = end_h + GAP                      # "has someone won?" and the round's winner
    r2 = r3 + DIAMOND_H + GAP             # the pose box
    r1 = r2 + BOX_H + GAP                 # the questions (boxes centred on the diamonds)
    r1b = r1 + (DIAMOND_H - BOX_H) / 2
    poses = {"attack": pose_letter(t.Pose.ATTACK, st.t), "defend": pose_letter(t.Pose.DEFEND, st.t)}
    return {
        "start": node(d, st, "challenge", NodeKind.END, xs[0], r1b, col, BOX_H),
        "draw": node(d, st, "draw", NodeKind.STEP, xs[1], r1b, col, BOX_H),
        "neutral": node(d, st, "neutral", NodeKind.DECISION, xs[2], r1, col, DIAMOND_H),
        "colour": node(d, st, "colour", NodeKind.DECISION, xs[3], r1, col, DIAMOND_H),
        "pose": node(d, st, "pose", NodeKind.STEP, xs[2], r2, xs[3] + col - xs[2], BOX_H, **poses),
        "won": node(d, st, "won", NodeKind.DECISION, xs[2], r3, col, DIAMOND_H),
        "holder": node(d, st, "holder", NodeKind.STEP, xs[3], r3 + (DIAMOND_H - BOX_H) / 2, col, BOX_H),
        "end": flow_node(d, st.theme, NodeKind.END, 0, 0, width - EDGE, end_h, end),
    }


def chart(width: float, st: Styles) -> tuple[Drawing, list[LabelBox]]:
    """The duel as a picture, and where the loop's second label went (the arrows place their own)."""
    end = end_lines(st, width - EDGE)
    d = drawing(width, len(end) * FLOW.leading + 12 + 2 * DIAMOND_H + BOX_H + 3 * GAP)
    n = chart_nodes(d, st, width, end)
    yes, no = words(st, t.AID["yes"]), words(st, t.AID["no"])
    theme, right = st.theme, width - 4
    flow_arrow(d, theme, [n["start"].right, n["draw"].left])
    flow_arrow(d, theme, [n["draw"].right, n["neutral"].left])
    flow_arrow(d, theme, [n["neutral"].right, n["colour"].left], no)
    flow_arrow(d, theme, [n["neutral"].bottom, n["pose"].top_at(n["neutral"].bottom[0])], yes, side="right")
    flow_arrow(d, theme, [n["colour"].bottom, n["pose"].top_at(n["colour"].bottom[0])], no, side="right")
    flow_arrow(d, theme, [n["colour"].right, (right, n["colour"].right[1]), (right, n["holder"].right[1]),
                          n["holder"].right], yes)
    flow_arrow(d, theme, [n["pose"].bottom_at(n["won"].top[0]), n["won"].top])
    flow_arrow(d, theme, [n["holder"].left, n["won"].right])
    # The loop back to the draw: "no" where it leaves the diamond, like every answer, and what it
    # means beside the rising part of the same arrow, by its corner.
    loop = elbow(n["won"].left, n["draw"].bottom)
    flow_arrow(d, theme, loop, no, side="above", align="start")
    again = place_label(loop[1], loop[2], words(st, t.AID["again"]), side="left", align="start")
    text(d, theme, again.x0, again.baseline, again.text, size=FLOW.label_pt, bold=True, colour=theme.accent)
    flow_arrow(d, theme, [n["won"].bottom, n["end"].top_at(n["won"].bottom[0])], yes, side="right")
    return d, [again]


def flowchart(width: float, st: Styles) -> Drawing:
    """The duel as a picture: from the challenge, card by card, to the end of the duel."""
    return chart(width, st)[0]


def legend(width: float, st: Styles) -> Flowable:
    """Colour and pose keys: each colour is a letter in a disc, each pose a letter in a square; the
    keys run on to a second row where one row would pass the width (a longer language)."""
    theme = st.theme
    a = t.AID
    marks = [(fencing_swatch(c), colour_letter(c, st.t), t.colour_name(c, st.t)) for c in t.NAMED_FENCING_COLOURS]
    marks += [(THIRD_SWATCH, letter_of(THIRD_SWATCH), words(st, a["third_colour"])),
              (NEUTRAL_SWATCH, colour_letter(None, st.t), words(st, a["neutral_card"]))]
    poses = [(pose, words(st, a[key])) for pose, key in ((t.Pose.ATTACK, "attack_pose"), (t.Pose.DEFEND, "defend_pose"))]
    # Each key as (width, draw at x, y); the poses stand apart from the colours by a little more.
    keys: list[tuple[float, Any]] = []
    for name, letter, caption in marks:
        keys.append((ICON + 14 + text_width(caption, MIN_BODY_PT),
                     lambda d, x, y, name=name, letter=letter, caption=caption: (
                         disc(d, x + ICON / 2, y + ICON / 2, ICON, theme.swatch(name), letter),
                         text(d, theme, x + ICON + 4, y + ICON / 2 - 3, caption))))
    for i, (pose, caption) in enumerate(poses):
        keys.append((ICON + 14 + text_width(caption, MIN_BODY_PT) + (10 if i == 0 else 0),
                     lambda d, x, y, pose=pose, caption=caption, lead=(10 if i == 0 else 0): (
                         pose_square(d, st, x + lead, y, pose),
                         text(d, theme, x + lead + ICON + 4, y + ICON / 2 - 3, caption))))
    rows: list[list[tuple[float, Any]]] = [[]]
    used = 0.0
    for key in keys:
        if rows[-1] and used + key[0] - 14 > width:
            rows.append([])
            used = 0.0
        rows[-1].append(key)
        used += key[0]
    row_h = ICON + 4
    d = drawing(width, len(rows) * row_h - 2)
    for r, row in enumerate(rows):
        x, y = 0.0, (len(rows) - 1 - r) * row_h + 1
        for w, draw in row:
            draw(d, x, y)
            x += w
    return d


def duels(width: float, st: Styles) -> list[Flowable]:
    return section(st, t.AID["duels"], [flowchart(width, st), Spacer(1, 5), legend(width, st)])


# ----------------------------------------------------------------------------- page 2


def duel_table(width: float, st: Styles, duel: t.Duel) -> Flowable:
    """One row per card drawn: its colour and pose, who took the round, why, and the score after it."""
    h = t.HEADINGS
    rows: list[list[Any]] = [[markup(st, h[key]) for key in ("card", "round_to", "why", "after")]]
    for r in duel.rounds:
        rows.append([card_icon(st, r.card), markup(st, r.winner.label), esc(r.explain(st.t)),
                     f"{r.score[0]}:{r.score[1]}"])
    return table(rows, widths(DUEL_COLUMNS, width), st, center=(3,))


def duel_example(width: float, st: Styles) -> list[Flowable]:
    """The rulebook's duel, fought by the rules core."""
    duel = t.resolve_duel(t.RULEBOOK_DUEL, t.RULEBOOK_DUEL_ATTACKER)
    (colour,) = sorted(t.RULEBOOK_DUEL_ATTACKER)
    a, d = duel.score
    body = [
        Paragraph(markup(st, t.AID["duel_lead"], colour=t.colour_name(colour, st.t)), st.body),
        duel_table(width, st, duel),
        Paragraph(markup(st, t.DUEL_WINNER[duel.winner], won=max(a, d), lost=min(a, d)), st.body),
    ]
    return section(st, t.AID["duel_example"], body)


def the_end(width: float, st: Styles) -> list[Flowable]:
    return section(st, t.AID["end"], bullets([markup(st, m) for m in t.END], st))


def scoring(width: float, st: Styles) -> list[Flowable]:
    """What scores, one row per item of ``SCORE_ITEMS``, then the tie-breaks made from ``TIES``."""
    h = t.HEADINGS
    rows = [[markup(st, h["item"]), markup(st, h["points"])]]
    rows += [[markup(st, item.what), markup(st, item.worth)] for item in t.SCORE_ITEMS]
    body = [
        table(rows, widths(SCORING_COLUMNS, width), st),
        Spacer(1, 3),
        Paragraph(esc(tie_break_text(t.TIES, st.t)), st.body),
    ]
    return section(st, t.AID["scoring"], body)


def score_example(width: float, st: Styles) -> list[Flowable]:
    """The rulebook's final score, scored by the rules core: what was held and the points, item by item."""
    score = t.score_player("", t.RULEBOOK_SCORE)
    h = t.HEADINGS
    rows = [[markup(st, t.AID["example"]), markup(st, h["held"]), markup(st, h["scored"])]]
    for item in t.SCORE_ITEMS:
        rows.append([markup(st, item.what), esc(t.held(score.holdings, item, st.t)),
                     points(getattr(score, item.points))])
    rows.append([f"<b>{markup(st, h['total'])}</b>", "", f"<b>{points(score.total)}</b>"])
    return section(st, t.AID["score_example"], [table(rows, widths(EXAMPLE_COLUMNS, width), st, center=(1, 2))])


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The rulings key: every ruling the aid marked, sorted by key, one a line in three columns
    across the page. Built last."""
    return rulings_box({r.key: r for r in t.RULINGS}, st, t.message_values(st.t), columns=3, width=width)


def rulings_run_on(width: float, st: Styles) -> list[Flowable]:
    """The rulings key run on in one paragraph, for a page that needs the room."""
    return rulings_box({r.key: r for r in t.RULINGS}, st, t.message_values(st.t), compact=True)


def fine_points(width: float, st: Styles) -> list[Flowable]:
    """Rules for the rare case: an empty deck or stock, the cards' values, the unnamed colour."""
    return section(st, t.AID["fine_points"], bullets([markup(st, m) for m in t.FINE_POINTS], st))


def banner_top(width: float, st: Styles) -> list[Flowable]:
    """Page 1's top block: the turn's four actions."""
    return [action_banner(width, st), Spacer(1, 2)]


#: Page 1: the actions across the top, then the turn, moving, the spaces and trading; the end and
#: the score close page 1 where it has room, else open page 2. Page 2: the duel flowchart across
#: the top, the worked duel, the worked score and the fine points; the rulings key across its foot.
PLAN = Plan(tops=(banner_top, duels),
            parts=(setting_up, turn, moving, full_spaces, spaces, trade, move_skill, the_end, scoring,
                   duel_example, score_example, fine_points),
            on={move_skill: (1, 1), duel_example: (2, 2)}, key=(rulings, rulings_run_on))


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The two pages, at the largest type whose columns end together."""
    return fitted(PLAN, paper, st, INFO)
