"""The Tolomeo player aid: a turn, the watch payments, the sky's configurations and the score on
two pages. Every table comes from :mod:`playaid.rules.tolomeo`; the colour key and the conversion table
are left for the players to fill in from their own board and sheets, since the rulebook does not
print them."""

from __future__ import annotations

from reportlab.platypus import Flowable, FrameBreak, Paragraph, Spacer

from playaid.generator.aids.tolomeo_pictures import GLYPH, PLANET_GLYPH, zodiac_wheel
from playaid.generator.pdf import (
    DocumentInfo,
    Page,
    Paper,
    Styles,
    bullets,
    data_table,
    esc,
    section,
    strip,
)
from playaid.rules import tolomeo as t
from playaid.rules.shared import RULING_MARK

def mark(key: str) -> str:
    """The printed mark of a Tolomeo ruling: ``\u2020D1``."""
    return t.RULING[key].mark


INFO = DocumentInfo(
    name="tolomeo-aid",
    game=t.TITLE,
    title="Player aid",
    rulebook=t.RULEBOOK,
    subtitle=f"up to {t.MAX_PLAYERS} players ({mark('N1')}) \u00b7 the Eclipsis has its own sheet",
)

BLANK = "_" * 10
#: Every ruling this aid marks, in the order of the key printed on page 2 (a test holds the key to
#: the marks the pages really carry).
AID_RULINGS = ("N1", "E3", "D1", "D2", "F1", "W1", "W2", "W3", "K1", "Z1", "C1", "S3", "M1", "M3", "M2",
               "J1", "J2", "M4", "A2", "B1", "E1", "E2", "T1")


def ruling_key(keys: tuple[str, ...]) -> str:
    """The marks of ``keys`` with their short forms, as one paragraph: the key to a document's marks."""
    return " \u00b7 ".join(f"<b>{esc(t.RULING[k].mark)}</b>\u00a0{esc(t.ruling_text(t.RULING[k], 'short'))}" for k in keys)


def planet_label(p: t.Planet) -> str:
    return f"{PLANET_GLYPH[p]} {p}"


def die_faces() -> list[int]:
    """The d4's faces during a round, one per game turn (\u2020D1)."""
    return list(range(t.DIE_START, t.DIE_START - t.TURNS_PER_ROUND, -1))


def round_steps() -> list[tuple[str, str]]:
    """The d4's faces during a round's game turns, then the round's end."""
    return [(str(face), "Game turn") for face in die_faces()] + [("\u21bb", "Round end")]


def payment_rows() -> list[list[str]]:
    """One row per way of paying for a pawn, with the rulebook's Aries example worked out."""
    aries = t.Constellation.ARIES
    red = t.KNOWN_COLOURS[aries]
    example = {
        t.Payment.NAME: f"the {aries} card",
        t.Payment.COLOUR: f"2 {red} cards, not {aries}",
        t.Payment.SET: "e.g. 3 yellow cards",
        t.Payment.TOLOMEO: "Tolomeo",
    }
    rows = [["Cards", "Pay with", f"For {aries}"]]
    for p in t.Payment:
        text = t.payment_text(p)
        rows.append([str(p.cards), esc(text[0].upper() + text[1:]), esc(example[p])])
    return rows


def colour_key_rows() -> list[list[str]]:
    """Six rows of two constellations: the known colour printed, a blank for each other one."""
    cells = []
    for c in t.ZODIAC:
        known = t.KNOWN_COLOURS.get(c)
        value = f"<u><b>{known} ({known[0].upper()})</b></u>" if known else BLANK
        cells.append(f"{GLYPH[c]} {c}: {value}")
    return [[cells[i], cells[i + 6]] for i in range(6)]


def bonus_rows() -> list[list[str]]:
    rows = [["Planet", "Side A", "Side B"]]
    for p in t.PLANETS:
        a, b = t.BONUS_ACTIONS[t.Side.A][p], t.BONUS_ACTIONS[t.Side.B][p]
        name = f"<b>{esc(planet_label(p))}</b>" + ("" if b.name_printed else "*")
        rows.append([name, esc(t.bonus_effect(a)), esc(t.bonus_effect(b)) + ("" if b.name_printed else " *")])
    return rows


def conversion_rows() -> list[list[str]]:
    """Planets studied 0-7 against points: the one printed value, blanks to copy from the sheet."""
    head = ["Planets studied"] + [str(n) for n in range(len(t.PLANETS) + 1)]
    points = ["Points (your sheet)"] + [
        f"<b>{t.KNOWN_PLANET_POINTS[n]}</b>" if n in t.KNOWN_PLANET_POINTS else "" for n in range(len(t.PLANETS) + 1)]
    return [head, points]


def bonus_card_rows() -> list[list[str]]:
    """The bonus point cards put out at setup, by number of players and by value."""
    counts = range(2, t.MAX_PLAYERS + 1)
    rows = [["Players"] + [str(n) for n in counts]]
    for value in sorted(t.BONUS_CARD_VALUES, reverse=True):
        rows.append([f"{value}-point cards"] + [str(t.bonus_cards_in_play(n).count(value)) for n in counts])
    return rows


def planet_points_line() -> str:
    parts = []
    for side, points in t.PLANET_END_POINTS.items():
        if points:
            parts.append(f"Side {side.value}: " + ", ".join(f"{p} +{v}" for p, v in points.items()))
        else:
            parts.append(f"Side {side.value}: none")
    return "; ".join(parts)


def pages(paper: Paper, st: Styles) -> list[Page]:
    w = paper.column_width
    full = paper.body_width
    aries = t.Constellation.ARIES

    top1: list[Flowable] = [
        strip(round_steps(), full, st.theme),
        Spacer(1, 2),
        Paragraph(
            f"A round is {t.TURNS_PER_ROUND} game turns, counted down on the d4 "
            f"({', '.join(map(str, die_faces()))}; {mark('D1')}). In each game turn every player takes "
            f"<b>one action</b>, in turn order. After the game turn played on {die_faces()[-1]}, the round "
            f"ends ({mark('D1')}). Extra turns ({mark('D2')}) leave the die alone.", st.small),
    ]

    col1: list[Flowable] = []
    col1 += section("Your turn: one action", [
        Paragraph("<b>A \u00b7 Draw</b> the deck's top card, or one of the six face-up cards (refill its "
                  f"place from the deck at once). {t.FLUSH_AT} face-up cards of one colour: discard all six "
                  f"and lay out six new ones, again if the new six show it too ({mark('F1')}). Deck empty: "
                  "shuffle the discards into a new deck.", st.body),
        Paragraph("<b>B \u00b7 Use the comet.</b> Discard the card of the constellation the comet is on, or "
                  "the Tolomeo card, then either:", st.body),
        *bullets([
            f"move one of your pawns {t.COMET_PAWN_MOVE} constellations, either way (it may study a planet), or",
            "discard the six face-up cards, lay out six new ones, and draw as in A.",
        ], st),
        Paragraph("<b>C \u00b7 Watch</b> a constellation with a planet on it (the comet is not a planet): put "
                  "one pawn there and pay for it (below). Two pawns only in a configuration.", st.body),
        Paragraph(f"<b>End of your turn:</b> keep at most {t.HAND_LIMIT} cards, discarding the rest as you "
                  "choose; then you may take one bonus point card.", st.body),
    ], st)

    col1 += section("Paying for a pawn", [
        data_table(payment_rows(), [w * 0.14, w * 0.55, w * 0.31], st, center=(0,)),
        Spacer(1, 3),
        Paragraph(f"Only when your supply is empty ({mark('W3')}): take one of your pawns from another "
                  "constellation instead.", st.small),
    ], st)

    col1 += section("Colour key: fill it in from your board", [
        Paragraph(f"The rulebook names only {aries}'s colour and gives no number of colours. A card has "
                  f"its constellation's colour ({mark('K1')}). Write each colour and a letter, so the key "
                  "works in black and white too.", st.small),
        data_table(colour_key_rows(), [w / 2] * 2, st, header=False, zebra=False),
    ], st)

    col2: list[Flowable] = []
    col2 += section("Configurations", [
        zodiac_wheel(w, 204, st.theme),
        Paragraph("Opposed constellations carry the same number. Clockwise follows the zodiac on this "
                  f"wheel ({mark('Z1')}).", st.small),
        Paragraph("<b>Conjunction:</b> two or more planets on one constellation. One action may put two "
                  "pawns there.", st.body),
        Paragraph("<b>Opposition:</b> a planet on each of two opposed constellations. One action may put "
                  "a pawn on each.", st.body),
        Paragraph("Pay for each pawn on its own, in any allowed way; never with the Tolomeo card. One "
                  f"configuration per action ({mark('C1')}).", st.body),
    ], st)

    col2 += section("Studying a planet", bullets([
        "A pawn that would be your <b>third</b> on a constellation studies a planet there you have not "
        "studied yet. With no such planet, it cannot go there.",
        "Take the three pawns back: one covers that planet on your sheet, two go to your supply.",
        f"Several unstudied planets there: pick one. Each planet once per player ({mark('S3')}); only on "
        "your own turn.",
        "A watch, a comet move or a bonus action can bring the third pawn.",
        "Then carry out the planet's bonus action at once, if you can (page 2).",
    ], st), st)

    moves = ", ".join(f"{p}: {n}" for p, n in t.KNOWN_TOTAL_MOVES.items())
    col2 += section("End of a round", [
        *bullets([
            "The planets shown on the face-up event card step one constellation <b>clockwise</b>. "
            "Pawns never move with them.",
            "The comet steps one constellation <b>counterclockwise</b>.",
            "Turn the next event card face up on the pile. None left: the last round begins.",
            "Turn the d4 back to 4.",
        ], st),
        Paragraph(f"Each planet card shows how far that planet moves over the whole deck ({moves}).", st.small),
    ], st)


    # ---------------------------------------------------------------- page 2
    top2 = section("Bonus actions (at once, when you study the planet)", [
        data_table(bonus_rows(), [full * 0.12, full * 0.46, full * 0.42], st),
        Spacer(1, 2),
        Paragraph("* The rulebook prints this Side B entry with no planet name; playaid reads it as "
                  f"Saturn's, the one planet left without one ({mark('B1')}).", st.small),
    ], st)

    col3: list[Flowable] = []
    col3 += section("Setup", bullets([
        f"Everyone plays the same side of the sheet (A or B). Each player: a sheet, {t.PAWNS_PER_PLAYER} "
        f"pawns, {t.STARTING_HAND} constellation cards. Lay {t.FACE_UP_CARDS} cards face up by the deck.",
        f"The d4 on Earth showing {t.DIE_START}. Shuffle the event deck face down ({mark('E3')}); a random "
        "first player keeps it and turns its top card face up.",
        "Planets as on a starting position card; the comet on the constellation opposite the Moon.",
        "Bonus point cards: one worth 2, plus one worth 1 per player.",
    ], st), st)

    col3 += section("Bonus point cards", [
        Paragraph("At the end of your <b>own</b> turn you may take one bonus point card if you have studied "
                  "every planet it shows (this turn or earlier). Keep it face up; it scores at the end.",
                  st.body),
        data_table(bonus_card_rows(), [w * 0.32] + [w * 0.17] * (t.MAX_PLAYERS - 1), st,
                   center=range(1, t.MAX_PLAYERS)),
    ], st)

    col3 += section("End of the game", bullets([
        f"At the end of the game turn in which a player studies all {len(t.PLANETS)} planets (the game turn "
        f"is played out, {mark('E1')}).",
        f"At the end of the round played without an event card ({mark('E2')}), once the deck has run out.",
    ], st), st)

    col3 += section("With the Eclipsis", [
        Paragraph("The mini-expansion adds one event card. How it goes into the deck and which pawns it "
                  "sends home are on the Eclipsis decision sheet.", st.body),
    ], st)

    col4: list[Flowable] = []
    col4 += section("Final score", [
        Paragraph("Add up three things:", st.body),
        *bullets([
            "the points your sheet's conversion table gives for the planets you studied;",
            "your bonus point cards;",
            f"the planets' own points ({planet_points_line()}).",
        ], st),
        Spacer(1, 2),
        Paragraph("The rulebook prints one value of the conversion table; copy the rest from your sheet:",
                  st.small),
        data_table(conversion_rows(), [w * 0.28] + [w * 0.09] * (len(t.PLANETS) + 1), st,
                   center=range(1, len(t.PLANETS) + 2)),
        Spacer(1, 4),
        Paragraph("<b>Ties:</b> more planets studied wins; then more pawns on the board; then the tied "
                  f"players share the win ({mark('T1')}).", st.body),
        Paragraph("Score it: <font name='PlayaidSans-Bold'>playaid score tolomeo game.json</font>", st.small),
    ], st)

    col4 += section(f"{RULING_MARK} marks a playaid ruling", [
        Paragraph("Where the rulebook is silent or unclear, playaid decides; each decision is marked "
                  "where it is printed:", st.small),
        Paragraph(ruling_key(AID_RULINGS), st.small),
        Paragraph("Every ruling with its reason: the Tolomeo page of the playaid site.", st.note),
    ], st)

    return [Page(top=top1, body=[*col1, FrameBreak(), *col2]), Page(top=top2, body=[*col3, FrameBreak(), *col4])]

