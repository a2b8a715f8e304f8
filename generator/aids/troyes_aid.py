"""The Troyes reference aid: setup for the King's Challenge, the four bonus cards in full, your turns
against le Roy and the end; le Roy's own side (his table, his round, the cards changed against him,
his score) is on his decision sheet, and only there: each document says what only it says, and
points to the other.

Every word it prints is a message of :mod:`playaid.rules.troyes.text`, shown in the edition's
language (``st.t``) with its numbers filled in from the rules data, and every example is worked out
by the rules core (``baker_deniers``, ``banquet_vp``, ``prior``, ``combat_events``); this module lays
them out, one function per section, on the shared skeleton (:mod:`playaid.generator.pdf.skeleton`).
"""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from playaid.generator.aids.le_roy_sheet import automaton, die_swatch, say, small, small_bullets, tight
from playaid.generator.aids.troyes_score_pad import band_rows
from playaid.generator.pdf import (
    FONT,
    MIN_BODY_PT,
    SETUP,
    DocumentInfo,
    Page,
    Paper,
    Plan,
    Styles,
    banner,
    boxed,
    die,
    drawing,
    fitted,
    rulings_box,
    skeleton_section,
    text,
    text_width,
)
from playaid.rules import troyes as tr
from playaid.rules.troyes import text as T

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from reportlab.graphics.shapes import Drawing

    from playaid.rules.text import Message

INFO = DocumentInfo.of(tr.GAME_INFO, "troyes-aid", subtitle=T.AID_SUBTITLE)

#: The calculator the score pad's lines are typed into.
SCORE_COMMAND = f"playaid score {tr.GAME}"

#: The worked examples, as the rules core works them out (the inputs are the aid's choice).
BAKER_YELLOW = (3, 5, 1)                  #: the yellow dice in the city square
BANQUET_DISTRICTS = ((5, 2), (6, 4, 3, 1), (2,))  #: the red dice of each district
PRIOR_DIE = tr.Die(tr.Colour.WHITE, 4)
RESISTANCE_DICE = "R6 Y5 W2"              #: le Roy's dice when the two red events come
RESISTANCE_BLACK = ((5, 4), (6,))         #: the black dice of each red event


# ----------------------------------------------------------------------------- setup


def setup_section(width: float, st: Styles) -> list[Flowable]:
    """What you choose, le Roy's colours, pile and meeples, and the red events Resistance needs."""
    return skeleton_section(st.t(SETUP), small_bullets([
        say(st, T.SETUP_CHOICES),
        say(st, T.SOLO_CHANGES["colours"], T.SOLO_CHANGES["characters"]),
        say(st, *T.SETUP_RULES),
        say(st, T.RESISTANCE_SETUP),
    ], st), st)


# ----------------------------------------------------------------------------- the bonus cards


def dice_row(d: Drawing, st: Styles, x: float, y: float, faces: Sequence[tr.Die], size: float = 14,
             gap: float = 2.5) -> float:
    """Dice side by side from (x, y); returns the x just right of the last."""
    for face in faces:
        die(d, x, y, size, die_swatch(st, face.colour), face.value)
        x += size + gap
    return x


def baker_icon(st: Styles) -> Drawing:
    """The example's yellow dice in the city square."""
    faces = [tr.Die(tr.Colour.YELLOW, v) for v in BAKER_YELLOW]
    d = drawing(62, 16)
    dice_row(d, st, 0, 1, faces)
    return d


def banquet_icon(st: Styles) -> Drawing:
    """The example's districts, each a column of its red dice, the one that scores framed."""
    size, gap = 11.0, 1.5
    tallest = max(map(len, BANQUET_DISTRICTS))
    d = drawing(62, tallest * (size + gap) + 4)
    for i, district in enumerate(BANQUET_DISTRICTS):
        x = 4 + i * 20
        n = len(district)
        for k, value in enumerate(district):
            die(d, x, 2 + k * (size + gap), size, die_swatch(st, tr.Colour.RED), value)
        if n == tallest:
            from reportlab.graphics.shapes import Rect

            d.add(Rect(x - 2, 0.5, size + 4, n * (size + gap) + 2, fillColor=None, strokeColor=st.theme.accent,
                       strokeWidth=1))
    return d


def prior_icon(st: Styles) -> Drawing:
    """One white die counted as two."""
    d = drawing(62, 16)
    x = dice_row(d, st, 0, 1, [PRIOR_DIE])
    text(d, st.theme, x + 3, 5, "=", size=10, bold=True, colour=st.theme.accent)
    dice_row(d, st, x + 12, 1, tr.prior([PRIOR_DIE]))
    return d


def resistance_icon(st: Styles) -> Drawing:
    """The two red events' black dice, one event above the other."""
    d = drawing(62, 34)
    black = die_swatch(st, None)
    for row, event in enumerate(RESISTANCE_BLACK):
        for k, value in enumerate(event):
            die(d, k * 16.5, 18 - row * 17, 14, black, value)
    return d


def resistance_example(st: Styles) -> str:
    """Le Roy against the two red events, as the rules core fights them (†K2)."""
    dice = tr.parse_dice(RESISTANCE_DICE)
    first, second = tr.combat_events(dice, RESISTANCE_BLACK)
    assert first.used is not None and second.used is not None
    return say(st, T.EXAMPLE_RESISTANCE, first=" ".join(map(str, RESISTANCE_BLACK[0])),
               second=" ".join(map(str, RESISTANCE_BLACK[1])), dice=T.dice_line(tr.rank(dice), st.t),
               die_1=T.die_text(first.used, st.t), black_1=first.eliminated, die_2=T.die_text(second.used, st.t),
               black_2=second.eliminated)


def card_lines(st: Styles) -> dict[str, list[tuple[Message, str]]]:
    """Each card's further lines (label, text): when it acts, its example, what changes against le Roy."""
    t = st.t
    yellow = len(BAKER_YELLOW)
    counts = [len(district) for district in BANQUET_DISTRICTS]
    districts = t.join(str(n) for n in counts)
    banquet = tr.card_modification(tr.ModifiedCard.BANQUET, t).text  # as the cards changed against him say it
    return {
        "Baker": [(T.LABEL_EXAMPLE, t(T.EXAMPLE_BAKER, count=yellow, deniers=tr.baker_deniers(yellow))),
                  (T.LABEL_AGAINST, t(T.AGAINST_UNCHANGED))],
        "Banquet": [(T.LABEL_EXAMPLE, t(T.EXAMPLE_BANQUET, counts=districts, vp=tr.banquet_vp(counts),
                                        most=max(counts))),
                    (T.LABEL_AGAINST, banquet)],
        "Prior": [(T.LABEL_WHEN, t(T.WHEN_PRIOR)),
                  (T.LABEL_EXAMPLE, t(T.EXAMPLE_PRIOR, die=T.die_text(PRIOR_DIE, t),
                                      dice=T.dice_line(tr.prior([PRIOR_DIE]), t)))],
        "Resistance": [(T.LABEL_WHEN, t(T.WHEN_RESISTANCE)), (T.LABEL_EXAMPLE, resistance_example(st))],
    }


#: The picture beside each card, by the card's key in :data:`BONUS_ICONS`' order.
BONUS_ICONS: tuple[Callable[[Styles], Drawing], ...] = (baker_icon, banquet_icon, prior_icon, resistance_icon)


def write_in(width: float, st: Styles) -> Table:
    """A labelled line to write on: what the card itself pictures."""
    said = st.t(T.LABEL_COST)
    used = min(text_width(said, MIN_BODY_PT) + 4, width * 0.7)
    line = Table([[Paragraph(said, small(st)), ""]], colWidths=[used, width - used])
    line.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT), ("LINEBELOW", (1, 0), (1, 0), 0.5, st.theme.muted),
                              ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                              ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                              ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
    return line


def card_block(card: tr.CardText, icon: Drawing, lines: Sequence[tuple[Message, str]], width: float,
               st: Styles) -> Table:
    """One bonus card: its picture beside what it does, when, its example, against le Roy, and a line
    for what the card itself pictures."""
    side = 66.0
    body = width - side - 8
    style = small(st)
    cells: list[Flowable] = [Paragraph(st.t(T.CARD_LINE, card=card.name, text=card.text), style)]
    cells += [Paragraph(st.t(T.BLOCK_LINE, label=st.t(label), text=said), style) for label, said in lines]
    cells.append(write_in(body, st))
    block = Table([[icon, cells]], colWidths=[side, body + 8], hAlign="LEFT")
    block.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("LEFTPADDING", (1, 0), (1, 0), 4),
                               ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.4, st.theme.rule)]))
    return block


def bonus_section(width: float, st: Styles) -> list[Flowable]:
    """The four bonus cards, each as a block with its picture; what the aid leaves to the cards."""
    more = card_lines(st)
    keys = list(more)
    blocks = [card_block(card, BONUS_ICONS[i](st), more[keys[i]], width, st)
              for i, card in enumerate(tr.bonus_cards(st.t))]
    return skeleton_section(st.t(T.HEADING_BONUS_CARDS),
                            [Paragraph(say(st, T.CARDS_AS_PICTURES), small(st)), *blocks], st, divisible=True)


# ----------------------------------------------------------------------------- your turns and the end


def turns_section(width: float, st: Styles) -> list[Flowable]:
    """What changes on your turns against le Roy, and where his are played from (the round, the
    events and the start player are said in the round's section)."""
    return skeleton_section(st.t(T.HEADING_YOUR_TURNS), small_bullets([
        say(st, T.SOLO_CHANGES["buying"]), say(st, T.HIS_TURNS),     # only what it prints: its marks count
    ], st), st)


def end_section(width: float, st: Styles) -> list[Flowable]:
    """The final comparison and where to write it, then the rating bands and what a win is (what a
    score can be is said where it is typed in, on the score pad)."""
    return skeleton_section(st.t(T.HEADING_END), [*small_bullets([
        say(st, *T.END_RULES), say(st, T.END_PAD, command=SCORE_COMMAND),
    ], st), *small_bullets(band_lines(st), st), Paragraph(tr.win_rule(st.t), small(st))], st)


def band_lines(st: Styles) -> list[str]:
    """The rating bands, one line each: the band as printed (with the margins ruling †R1 gives the
    two that overlap), then its verdict, as the score pad's table gives them."""
    return [st.t(T.BAND_LINE, band=margin, verdict=verdict) for margin, verdict in band_rows(st)[1:]]


def sheet_box(width: float, st: Styles) -> Flowable:
    """Where le Roy's side of the game is: his sheet, and the automaton."""
    values = automaton(st.t)
    said = st.t(T.SHEET_POINTER, sheet=st.t(T.SHEET_TITLE), automaton=values["command"],
                standalone=values["standalone"])
    return boxed([Paragraph(said, small(st))], width, st)


def top(width: float, st: Styles) -> list[Flowable]:
    """The King's Challenge in three steps, across the top."""
    return [banner([st.t(s) for s in T.AID_STEPS], width, st, height=22)]


def pointer(width: float, st: Styles) -> list[Flowable]:
    """Where le Roy's side of the game is."""
    return [Spacer(1, 4), sheet_box(width, st)]


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The rulings key across the foot: every ruling the aid marked, sorted by key, one a line in
    three columns. Built last, so that it knows them all."""
    return rulings_box(tr.RULING, st, tr.message_values(st.t), columns=3, width=width)


def rulings_run_on(width: float, st: Styles) -> list[Flowable]:
    """The rulings key run on in one paragraph, for a page that needs the room."""
    return rulings_box(tr.RULING, st, tr.message_values(st.t), compact=True)


#: One page: the three steps across the top; setup first, then the bonus cards, your turns, the end
#: and where le Roy's side is (his table, his round, the cards changed against him and his score are
#: on his sheet, and only there); the rulings key across the foot.
PLAN = Plan(tops=(top,), parts=(setup_section, bonus_section, turns_section, end_section, pointer),
            key=(rulings, rulings_run_on), styles=tight)


def pages(paper: Paper, st: Styles) -> list[Page]:
    """The page, at the largest type whose columns end together."""
    return fitted(PLAN, paper, st, INFO)
