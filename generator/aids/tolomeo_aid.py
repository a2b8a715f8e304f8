"""The Tolomeo player aid: a turn, the watch payments, the sky's configurations and the score on
two pages. Every table comes from :mod:`playaid.rules.tolomeo` and every word from its text
source (:data:`~playaid.rules.tolomeo.text.AID`); the colour key and the conversion table are
left for the players to fill in from their own board and sheets, since the rulebook does not
print them. This module only lays out: one function per section, :func:`pages` puts them on
the two pages."""

from __future__ import annotations

from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer

from playaid.generator.aids.tolomeo_pictures import (
    AID,
    GLYPH,
    PLANET_GLYPH,
    items,
    name,
    para,
    say,
    zodiac_wheel,
)
from playaid.generator.pdf import DocumentInfo, Page, Paper, Styles, data_table, esc, section, signed, strip
from playaid.rules import tolomeo as t
from playaid.rules.shared import RULING_MARK

INFO = DocumentInfo.of(t.GAME_INFO, "tolomeo-aid", subtitle=AID["subtitle"], values=t.message_values)

BLANK = "_" * 10
#: The page the bonus actions are printed on (the study section points there).
BONUS_PAGE = 2
#: Every ruling this aid marks, in the order of the key printed on page 2 (a test holds the key to
#: the marks the pages really carry).
AID_RULINGS = ("N1", "D1", "D2", "F1", "W2", "W1", "W3", "K1", "Z1", "C1", "S3", "J1", "M1", "M3", "M4",
               "M2", "J2", "A2", "B1", "E3", "E1", "E2", "T1")


# --------------------------------------------------------------------------------------------
# The tables' rows


def die_faces() -> list[int]:
    """The d4's faces during a round, one per game turn (\u2020D1)."""
    return list(range(t.DIE_START, t.DIE_START - t.TURNS_PER_ROUND, -1))


def payment_rows(st: Styles) -> list[list[str]]:
    """One row per way of paying for a pawn, with the rulebook's Aries example worked out."""
    aries = t.Constellation.ARIES
    red = t.KNOWN_COLOURS[aries]
    colour = {t.Payment.COLOUR: red, t.Payment.SET: next(c for c in t.NAMED_COLOURS if c != red)}
    example = say(st, AID["for_example"], constellation=name(st, aries))
    rows = [[st.t(t.HEADINGS["cards"]), st.t(AID["pay_with"]), example]]
    for p in t.Payment:
        example = say(st, t.PAYMENT_EXAMPLES[p], constellation=name(st, aries),
                      colour=st.t(t.COLOURS[colour.get(p, red)]))
        rows.append([str(p.cards), esc(t.payment_text(p, st.t)), esc(example)])
    return rows


def colour_key_rows(st: Styles) -> list[list[str]]:
    """Two columns of constellations: the known colour printed with its letter, a blank for each other one."""
    cells = []
    for c in t.ZODIAC:
        known = t.KNOWN_COLOURS.get(c)
        colour = BLANK
        if known:
            word = st.t(t.COLOURS[known])
            colour = f"<u><b>{say(st, AID['known_colour'], colour=word, letter=word[:1].upper())}</b></u>"
        cells.append(say(st, AID["colour_key_entry"], glyph=GLYPH[c], constellation=name(st, c), colour=colour))
    half = len(cells) // 2
    return [[cells[i], cells[i + half]] for i in range(half)]


def bonus_rows(st: Styles) -> list[list[str]]:
    """One row per planet: its name, then what studying it does on Side A and on Side B."""
    rows = [[st.t(t.HEADINGS[k]) for k in ("planet", "side_a", "side_b")]]
    for p in t.PLANETS:
        a, b = t.BONUS_ACTIONS[t.Side.A][p], t.BONUS_ACTIONS[t.Side.B][p]
        star = "" if b.name_printed else "*"
        rows.append([f"<b>{PLANET_GLYPH[p]} {esc(name(st, p))}</b>{star}", esc(t.bonus_effect(a, st.t)),
                     esc(t.bonus_effect(b, st.t)) + (f" {star}" if star else "")])
    return rows


def bonus_card_rows(st: Styles) -> list[list[str]]:
    """The bonus point cards put out at setup, by number of players and by value."""
    counts = range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1)
    rows = [[st.t(t.HEADINGS["players"])] + [str(n) for n in counts]]
    for value in sorted(t.BONUS_CARD_VALUES, reverse=True):
        rows.append([say(st, AID["cards_worth"], points=value)]
                    + [str(t.bonus_cards_in_play(n).count(value)) for n in counts])
    return rows


def conversion_rows(st: Styles) -> list[list[str]]:
    """Planets studied 0-7 against points: the one printed value, blanks to copy from the sheet."""
    counts = range(len(t.PLANETS) + 1)
    known = t.KNOWN_PLANET_POINTS
    return [[st.t(t.HEADINGS["planets_studied"])] + [str(n) for n in counts],
            [st.t(AID["your_sheet"])] + [f"<b>{known[n]}</b>" if n in known else "" for n in counts]]


def planet_points(st: Styles, side: t.Side) -> str:
    """The planets' own end points on ``side``: ``Moon +2 and Mercury +1``, or none."""
    points = t.PLANET_END_POINTS[side]
    return st.t.join(say(st, t.REPORT["planet_points"], planet=name(st, p), points=signed(v))
                     for p, v in points.items()) or st.t(AID["no_points"])


# --------------------------------------------------------------------------------------------
# Page 1


def the_round(width: float, st: Styles) -> list[Flowable]:
    """The round at a glance: the d4's faces, game turn by game turn, then the round's end."""
    steps = [(str(face), st.t(AID["game_turn"])) for face in die_faces()] + [("\u21bb", st.t(AID["round_end"]))]
    return [strip(steps, width, st.theme), Spacer(1, 2), para(st, AID["round"], st.small)]


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
        data_table(payment_rows(st), [width * 0.14, width * 0.55, width * 0.31], st, center=(0,)),
        Spacer(1, 3),
        para(st, AID["reuse"], st.small),
    ], st)


def colour_key(width: float, st: Styles) -> list[Flowable]:
    """The colour key the players fill in from their board."""
    return section(st.t(AID["colour_key"]), [
        para(st, AID["colour_key_note"], st.small, constellation=name(st, t.Constellation.ARIES)),
        data_table(colour_key_rows(st), [width / 2] * 2, st, header=False, zebra=False),
    ], st)


def configurations(width: float, st: Styles) -> list[Flowable]:
    """The zodiac wheel with its oppositions, and what a conjunction or an opposition allows."""
    return section(st.t(AID["configurations"]), [
        zodiac_wheel(width, 204, st),
        para(st, AID["wheel"], st.small),
        para(st, AID["conjunction"]),
        para(st, AID["opposition"]),
        para(st, AID["configuration_pay"]),
    ], st)


def studying(width: float, st: Styles) -> list[Flowable]:
    """How a third pawn studies a planet."""
    return section(st.t(AID["studying"]), items(st, AID["study"], page=BONUS_PAGE), st)


def round_end(width: float, st: Styles) -> list[Flowable]:
    """What moves at the end of a round, and the one planet total the rulebook prints."""
    moves = st.t.join(say(st, AID["planet_moves"], planet=name(st, p), moves=n)
                      for p, n in t.KNOWN_TOTAL_MOVES.items())
    return section(st.t(AID["round_ends"]), [
        *items(st, AID["round_end_steps"]),
        para(st, AID["total_moves"], st.small, moves=moves),
    ], st)


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


def setup(width: float, st: Styles) -> list[Flowable]:
    """The setup, step by step."""
    return section(st.t(AID["setup"]), items(st, AID["setup_steps"]), st)


def bonus_cards(width: float, st: Styles) -> list[Flowable]:
    """When a bonus point card may be taken, and how many of each are put out."""
    players = t.MAX_PLAYERS - t.MIN_PLAYERS + 1
    return section(st.t(AID["bonus_cards"]), [
        para(st, AID["bonus_card_rule"]),
        data_table(bonus_card_rows(st), [width * 0.32] + [width * 0.68 / players] * players, st,
                   center=range(1, players + 1)),
    ], st)


def game_end(width: float, st: Styles) -> list[Flowable]:
    """The two ways the game ends."""
    return section(st.t(AID["game_end"]), items(st, AID["game_end_steps"]), st)


def with_eclipsis(width: float, st: Styles) -> list[Flowable]:
    """A pointer to the Eclipsis sheet."""
    return section(st.t(AID["with_eclipsis"]), [para(st, AID["eclipsis"])], st)


def final_score(width: float, st: Styles) -> list[Flowable]:
    """What is added up, the conversion table to copy from the sheet, the tie-breaks."""
    columns = len(t.PLANETS) + 1
    return section(st.t(AID["final_score"]), [
        para(st, AID["add_up"]),
        *items(st, AID["score_parts"], side_a=planet_points(st, t.Side.A), side_b=planet_points(st, t.Side.B)),
        Spacer(1, 2),
        para(st, AID["conversion"], st.small),
        data_table(conversion_rows(st), [width * 0.28] + [width * 0.72 / columns] * columns, st,
                   center=range(1, columns + 1)),
        Spacer(1, 4),
        Paragraph(t.tie_breaks(st.t), st.body),
        para(st, AID["score_it"], st.small),
    ], st)


def ruling_key(width: float, st: Styles) -> list[Flowable]:
    """The key to the rulings' marks: each mark the aid prints, with its short form."""
    key = " \u00b7 ".join(f"<b>{esc(t.RULING[k].mark)}</b>\u00a0{esc(t.ruling_text(t.RULING[k], 'short', st.t))}"
                          for k in AID_RULINGS)
    return section(say(st, AID["rulings"], mark=RULING_MARK), [
        para(st, AID["rulings_intro"], st.small),
        Paragraph(key, st.small),
        para(st, AID["reasons"], st.note),
    ], st)


def pages(paper: Paper, st: Styles) -> list[Page]:
    """Page 1: the round, the turn and the sky; page 2: the bonus actions, setup and the score."""
    w, full = paper.column_width, paper.body_width
    page1 = Page(top=the_round(full, st),
                 body=[*your_turn(w, st), *paying(w, st), *colour_key(w, st), FrameBreak(),
                       *configurations(w, st), *studying(w, st), *round_end(w, st)])
    page2 = Page(top=bonus_actions(full, st),
                 body=[*setup(w, st), *bonus_cards(w, st), *game_end(w, st), *with_eclipsis(w, st), FrameBreak(),
                       *final_score(w, st), *ruling_key(w, st)])
    return [page1, page2]
