"""The Toledo player aid: a turn, the spaces, trade prices, the duel flowchart and the score.

Two pages; every table is computed from :mod:`playaid.rules.toledo`, and the worked examples (a duel
and a final score, both the rulebook's) are resolved by the rules core when the page is drawn.
Colours always come with a letter, so the aid reads in black and white.
"""

from __future__ import annotations

from reportlab.graphics.shapes import Rect
from reportlab.platypus import Flowable, Paragraph, Spacer

from playaid.generator.pdf import (
    MIN_BODY_PT,
    DocumentInfo,
    Node,
    NodeKind,
    Page,
    Paper,
    Styles,
    Theme,
    boxed,
    bullets,
    data_table,
    drawing,
    elbow,
    esc,
    flow_arrow,
    flow_node,
    letter_of,
    section,
    signed,
    strip,
    text,
    token,
)
from playaid.rules import toledo as t

INFO = DocumentInfo(
    name="toledo-aid",
    game=t.TITLE,
    title="Player aid",
    rulebook=t.RULEBOOK,
    subtitle=f"{t.MIN_PLAYERS}\u2013{t.MAX_PLAYERS} players {t.ruling_mark('P2')} \u00b7 \u2020 marks a playaid ruling",
)

#: The rulings this aid marks, listed at the end of page 2 in their short form.
MARKED = ("P1", "P2", "M4", "M5", "M7", "A1", "A6", "A7", "T4", "D1", "D2", "E1", "S1", "S3")


def m(key: str) -> str:
    """A ruling's mark, as printed beside the words that state it."""
    return t.ruling_mark(key)

#: The rulebook names two of the three fencing colours; the third is drawn as "?" (†D2).
THIRD_SWATCH = "fencing.third"
NEUTRAL_SWATCH = "fencing.neutral"
POSE_LETTER = {t.Pose.ATTACK: "A", t.Pose.DEFEND: "D"}

#: The rulebook's duel: the attacker holds purple, the defender no fencing tile. The first
#: card's pose is not given; the defending pose shows that it does not matter.
DUEL_EXAMPLE = t.parse_cards("purple:defend,brown:defend,neutral:defend")
DUEL_ATTACKER = frozenset({"purple"})
#: The rulebook's scoring example.
SCORE_EXAMPLE = t.Holdings(swords_presented=(12,), swords_kept=(7,), paintings=(2, 2), gems=3, move_skill=True)


def fencing_swatch(colour: str | None) -> str:
    """The theme's name for a duel card's colour: a named fencing colour, the third one, or neutral."""
    if colour is None:
        return NEUTRAL_SWATCH
    return f"fencing.{colour}" if colour in t.NAMED_FENCING_COLOURS else THIRD_SWATCH


def card_mark(card: t.DuelCard) -> str:
    """``P\u00b7D`` style: the colour's letter, then the pose's."""
    return f"{letter_of(fencing_swatch(card.colour))}\u00b7{POSE_LETTER[card.pose]}"


def trade_rows() -> list[list[str]]:
    """Trade prices by row, straight from :func:`playaid.rules.toledo.trade_price`."""
    rows = [["Row", "Rival's business", "Tavern", "Artist"]]
    for row in t.Row:
        tavern = (f"{t.trade_price(t.SpaceKind.TAVERN, row)}+" if row in t.TAVERN_ROWS else f"none here {m('T4')}")
        rows.append([row.value, f"{t.trade_price(t.SpaceKind.GEM, row)}+", tavern,
                     f"{t.trade_price(t.SpaceKind.ARTIST, row)}+"])
    return rows


def space_rows() -> list[list[str]]:
    rows = [["Space", "Comes as", "Gives"]]
    for info in t.SPACES.values():
        rows.append([f"<b>{esc(t.say(info.name))}</b>", esc(t.say(info.where)), esc(t.say(info.gives))])
    return rows


def scoring_rows() -> list[list[str]]:
    return [
        ["You have", "Scores"],
        ["Each sword presented in the Alcazar", "its full value"],
        ["Each sword kept in front of you", "half its value, rounded down"],
        ["Each painting", "its value"],
        ["Gems", f"1 point per {t.GEMS_PER_POINT}"],
        ["The move skill tile", signed(t.MOVE_SKILL_PENALTY)],
    ]


def example_rows(score: t.PlayerScore) -> list[list[str]]:
    h = score.holdings
    return [
        ["Example (from the rulebook)", "Points"],
        [f"Presented: sword {' + '.join(map(str, h.swords_presented))}", str(score.presented_points)],
        [f"Kept: sword {' + '.join(map(str, h.swords_kept))}, halved", str(score.kept_points)],
        [f"Paintings {' + '.join(map(str, h.paintings))}", str(score.painting_points)],
        [f"{h.gems} gems", str(score.gem_points)],
        ["Move skill tile still held", signed(score.move_skill_penalty)],
        ["<b>Total</b>", f"<b>{score.total}</b>"],
    ]


def duel_rows(duel: t.Duel) -> list[list[str]]:
    rows = [["Card", "Round to", "Why", "Score"]]
    for r in duel.rounds:
        rows.append([card_mark(r.card), r.winner.value, esc(r.explain()), f"{r.score[0]}:{r.score[1]}"])
    return rows


def legend(width: float, theme: Theme) -> Flowable:
    """Colour and pose keys: each colour is a letter in a disc, each pose a letter in a square."""
    d = drawing(width, 38)
    marks = [(fencing_swatch(c), c) for c in t.NAMED_FENCING_COLOURS]
    marks += [(THIRD_SWATCH, f"third colour {m('D2')}"), (NEUTRAL_SWATCH, "neutral")]
    x = 0.0
    for name, caption in marks:
        tok = token(theme.swatch(name), size=16)
        tok.translate(x, 20)
        d.add(tok)
        text(d, theme, x + 20, 24, caption)
        x += 26 + len(caption) * 4.6
    x = 0.0
    for pose, caption in ((t.Pose.ATTACK, "attacking pose (left figure)"),
                          (t.Pose.DEFEND, "defending pose (right figure)")):
        d.add(Rect(x + 0.5, 1, 15, 15, fillColor=theme.paper, strokeColor=theme.ink, strokeWidth=0.8))
        text(d, theme, x + 8, 5, POSE_LETTER[pose], size=MIN_BODY_PT + 0.5, bold=True, anchor="middle")
        text(d, theme, x + 20, 5, caption)
        x += 26 + len(caption) * 4.6
    return d


def flowchart(width: float, theme: Theme) -> Flowable:
    """The duel as a picture: boxes and arrows from the challenge to the end of the duel."""
    box_h, dia_h, end_h, gap = 34.0, 58.0, 44.0, 15.0
    h = dia_h + gap + box_h + gap + dia_h + gap + end_h
    d = drawing(width, h)
    edge = 24.0                      # room on the right for the "yes" path around the pose box
    col = (width - edge - 3 * 14) / 4
    xs = [i * (col + 14) for i in range(4)]
    r4 = 0.0                         # the end of the duel
    r3 = r4 + end_h + gap            # "has someone won 2?" and the round winner
    r2 = r3 + dia_h + gap            # the pose box
    r1 = r2 + box_h + gap            # bottom of row 1 (diamonds fill the row)
    r1b = r1 + (dia_h - box_h) / 2   # bottom of row-1 boxes, centred on the diamonds

    def node(kind: NodeKind, x: float, y: float, w: float, hh: float, lines: list[str], bold: bool = False) -> Node:
        return flow_node(d, theme, kind, x, y, w, hh, lines, bold_first=bold)

    start = node(NodeKind.END, xs[0], r1b, col, box_h, ["You challenge a rival", "on a full space"], True)
    draw_ = node(NodeKind.STEP, xs[1], r1b, col, box_h, ["The attacker draws", "the top card"])
    neutral = node(NodeKind.DECISION, xs[2], r1, col, dia_h, ["Neutral", "card?"])
    colour = node(NodeKind.DECISION, xs[3], r1, col, dia_h, ["Only one of you", "holds its colour?"])
    pose = node(NodeKind.STEP, xs[2], r2, xs[3] + col - xs[2], box_h,
                ["The pose decides the round:", "A \u2192 attacker, D \u2192 defender"], True)
    two = node(NodeKind.DECISION, xs[2], r3, col, dia_h, ["Has someone won", "2 rounds?"])
    holder = node(NodeKind.STEP, xs[3], r3 + (dia_h - box_h) / 2, col, box_h, ["That duellist", "wins the round"],
                  True)
    end = node(NodeKind.END, xs[1], r4, xs[3] + col - xs[1], end_h,
               ["The loser's piece goes back to the Cathedral.",
                "A winning attacker takes the circle and may trade there.",
                "Either way, the attacker's turn goes on."])

    flow_arrow(d, theme, [start.right, draw_.left])
    flow_arrow(d, theme, [draw_.right, neutral.left])
    flow_arrow(d, theme, [neutral.right, colour.left], "no")
    flow_arrow(d, theme, [neutral.bottom, pose.top_at(neutral.bottom[0])], "yes", side="right")
    flow_arrow(d, theme, [colour.bottom, pose.top_at(colour.bottom[0])], "no", side="right")
    right = width - 4
    flow_arrow(d, theme, [colour.right, (right, colour.right[1]), (right, holder.right[1]), holder.right], "yes")
    flow_arrow(d, theme, [pose.bottom_at(two.top[0]), two.top])
    flow_arrow(d, theme, [holder.left, two.right])
    # The loop: its label starts right by the diamond, under the arrow that leaves it.
    again = f"no: draw again ({t.DUEL_MAX_ROUNDS} cards at most) {m('D1')}"
    flow_arrow(d, theme, elbow(two.left, draw_.bottom), again, side="below", align="start")
    flow_arrow(d, theme, [two.bottom, end.top_at(two.bottom[0])], "yes", side="right")
    return d


def pages(paper: Paper, st: Styles) -> list[Page]:
    w = paper.column_width
    full = paper.body_width

    # ---- page 1: the turn, moving, full spaces, trade
    top1: list[Flowable] = [
        strip([(str(a.number), t.say(a.name)) for a in t.ACTIONS], full, st.theme),
        Spacer(1, 4),
        *section("Six kinds of space", [
            data_table(space_rows(), [full * 0.17, full * 0.19, full * 0.64], st),
        ], st),
    ]
    page1: list[Flowable] = []
    actions: list[Flowable] = []
    for a in t.ACTIONS:
        actions.append(Paragraph(f"<b>{a.number}. {esc(t.say(a.name))}</b>", st.h2))
        actions += bullets([esc(t.say(s)) for s in a.steps], st)
    page1 += section("Your turn: exactly one action", actions, st)

    page1 += section("Moving", bullets([
        "Your first card sets the turn's value and stays on display; every later card must match it.",
        f"Each card moves one of your pieces exactly its value toward the Alcazar; every space "
        f"counts {m('M5')}. The same piece or another may move next.",
        "A piece ends on a business, a tavern, the artist, or exactly on an Alcazar entrance "
        "circle. Never on an empty street space; never past the Alcazar.",
        f"To trade, or to stop, a piece takes a free circle. Trade once per arrival {m('A1')}, then "
        "you may move that piece on.",
        f"By a free circle a piece may wait there {m('M4')} while others move; a piece waiting for "
        f"its circle {m('M7')} holds it.",
        "At the end of your turn every piece sits on a circle; discard the card on display.",
    ], st), st)

    page1 += section("Full spaces", [
        Paragraph("No free circle where your piece lands? Then, straight away:", st.body),
        *bullets([
            "<b>move on</b> with your next card, or",
            "<b>challenge</b> a rival sitting there to a duel (see page 2).",
            "Never your own colour: if only your pieces sit there and you could not move on, you "
            "may not go there at all.",
            "Two-circle space with one rival and a free circle: take the free circle; no duel.",
            "Both circles held by rivals: say which one you challenge.",
        ], st),
    ], st)

    page1 += section("Trade prices", [
        Paragraph("Pay with <b>one</b> movement card of at least the price, and lose the change. "
                  "Your own business is free; a rival keeps the card; a tavern or the artist "
                  "discards it.", st.body),
        data_table(trade_rows(), [w * 0.2, w * 0.32, w * 0.26, w * 0.22], st, center=(1, 2, 3)),
        Spacer(1, 4),
        boxed([Paragraph("<b>Trading needs a move:</b> a piece sitting there since before your turn "
                         "cannot trade. The owner cannot refuse.", st.body)], w, st),
    ], st)

    page1 += section("At the businesses", bullets([
        "<b>Swordsmith:</b> choose a sword tile and hand in the steel and gems it shows. Each "
        "piece can carry one sword into the Alcazar.",
        f"<b>Fencing master:</b> skill tiles are the {t.FENCING_COLOURS} fencing colours and the move "
        f"skill; one of each, at most {t.MAX_SKILL_TILES}. Holding {t.MAX_SKILL_TILES}, discard one to take another.",
    ], st), st)

    page1 += section("The move skill", bullets([
        f"Once per turn {m('A6')}, play one card whose value breaks the turn's rule; only the value "
        f"rule {m('A7')} is lifted. Usable in the turn you gain the tile.",
        "Or say so on your first card: it moves and is discarded, and your next card sets the value.",
        f"Still holding the tile at the end costs <b>{signed(t.MOVE_SKILL_PENALTY)}</b>: swap it "
        "away at a fencing master while you hold three tiles.",
    ], st), st)

    page1 += section("Setting up", [Paragraph(
        f"Each player: {t.PIECES_PER_PLAYER} pieces {m('P1')} in the Cathedral, {t.BUSINESS_TILES_PER_PLAYER} "
        f"business tiles (each business with 1 and with 2 circles), {t.STARTING_HAND} cards. Paintings "
        f"face up, {t.MIN_PAINTING} at the bottom, {t.MAX_PAINTING} on top. The youngest starts; "
        "play goes clockwise.", st.body)], st)

    # ---- page 2: duels, the end and the score
    top2: list[Flowable] = section("Duels: follow the arrows", [
        flowchart(full, st.theme),
        Spacer(1, 4),
        legend(full, st.theme),
    ], st)

    page2: list[Flowable] = []
    duel = t.resolve_duel(DUEL_EXAMPLE, DUEL_ATTACKER, frozenset())
    page2 += section("A duel, worked", [
        Paragraph("The rulebook's duel: the attacker holds the purple tile, the defender no "
                  "fencing tile. Cards drawn in order:", st.body),
        data_table(duel_rows(duel), [w * 0.13, w * 0.2, w * 0.52, w * 0.15], st, center=(0, 3)),
        Paragraph(f"The {duel.winner.value} wins {max(duel.score)}:{min(duel.score)}. The attacker's "
                  "piece returns to the Cathedral, and the attacker may keep playing cards.", st.body),
    ], st)

    page2 += section("The Alcazar and the end", bullets([
        "A piece that ends exactly on an entrance circle goes straight into the Alcazar and stays "
        "there. It may carry one sword tile, which is presented.",
        f"A piece may enter without a sword. When someone has {t.PIECES_TO_END} or more pieces in "
        f"the Alcazar, each other player takes one more turn {m('E1')}; then score.",
    ], st), st)

    score = t.score_player("Example", SCORE_EXAMPLE)
    page2 += section("Scoring", [
        data_table(scoring_rows(), [w * 0.62, w * 0.38], st),
        Spacer(1, 3),
        Paragraph(f"<b>Ties:</b> most movement cards in hand; then the highest total value {m('S1')} "
                  f"of those cards; players still level share the victory {m('S3')}.", st.body),
    ], st)
    page2 += section("Scoring, worked", [
        data_table(example_rows(score), [w * 0.78, w * 0.22], st, center=(1,)),
    ], st)

    chosen = [t.ruling(key) for key in MARKED]
    page2 += section("playaid rulings (\u2020)", [
        Paragraph("Where the rulebooks are silent or disagree (the English and the Italian text), "
                  "playaid rules, and marks the rule with \u2020 and a key:", st.small),
        Paragraph(" \u00b7 ".join(f"<b>{r.mark}</b> {esc(t.say(r.short or r.topic))}" for r in chosen), st.small),
        Paragraph(f"All {len(t.RULINGS)} rulings, with the rulebook lines behind each: the Toledo page of "
                  "the playaid site.", st.note),
    ], st)
    return [Page(top=top1, body=page1), Page(top=top2, body=page2)]
