"""The Tolomeo player aid prints what the rules data says, and only the text source's words.

Each printed table is read back from the PDF's text and compared, row by row and value by value,
with the table made here from the rules data and the text source's messages (never from the
aid's own helpers): a row out of place or a value in the wrong cell fails.
"""

from __future__ import annotations

import functools
import importlib
import re
from pathlib import Path

import pytest
from playaid.generator.aids import tolomeo_aid as aid
from playaid.generator.aids.tolomeo_pictures import GLYPH, PLANET_GLYPH
from playaid.generator.pdf import COLOUR, PAPERS, Page, key_order, make_styles, render
from playaid.rules import tolomeo as t
from playaid.rules.text import BABEL_KEYWORDS, ENGLISH, InContext, Plural, plain
from reportlab.platypus import Paragraph

from tests.conftest import document, messages_in, parsed, read_pdf
from tests.languages import LOUD
from tests.test_text_source import ALLOWED, _pattern, data_values, uncovered

PAPER_NAMES = list(PAPERS)
AID = t.AID


doc = document("tolomeo-aid")


# ------------------------------------------------------------------ helpers shared with the sheet's tests


def say(message, **extra) -> str:
    """A message in English with the game's numbers, markup dropped (as the PDF's text shows it)."""
    return plain(ENGLISH(message, **{**t.message_values(), **extra}))


def bare(text: str) -> str:
    """Text with every space and line break taken out: cells wrap, so only the characters count."""
    return re.sub(r"\s+", "", text)


def table(flat: str, first: str, after: str) -> str:
    """The text of a table: from its first cell's text up to (not including) what follows it."""
    start = flat.index(first)
    return bare(flat[start:flat.index(after, start)])


def printed(message, flat: str) -> bool:
    """Whether ``message`` stands in ``flat``: filled in with the game's numbers, or else (when the
    surface gives it other values) as a pattern whose placeholders match any value."""
    texts = {Plural: lambda m: [m.singular, m.plural], InContext: lambda m: [m.message]}.get(type(message),
                                                                                            lambda m: [m])
    for text in texts(message):
        try:
            if bare(say(text)) in bare(flat):
                return True
        except KeyError:
            pass
        pattern = _pattern(text)
        if pattern is None or pattern.search(plain(flat)):
            return True
    return False


@functools.cache
def tolomeo_messages() -> tuple[str, ...]:
    """Every message the Tolomeo package, the page furniture and the sentences every game shares
    (the tie-break, rules/game.py) hold (Babel's extraction)."""
    import playaid.generator.pdf.layout as layout
    import playaid.generator.pdf.skeleton as skeleton
    import playaid.rules.game as game
    import playaid.rules.text as shared
    from babel.messages.extract import extract_from_file

    paths = [*Path(t.__file__).parent.glob("*.py"), Path(layout.__file__), Path(skeleton.__file__),
             Path(shared.__file__), Path(game.__file__)]
    found = []
    for path in paths:
        for _, message, _, _ in extract_from_file("python", path, keywords=BABEL_KEYWORDS, comment_tags=()):
            found += list(message) if isinstance(message, tuple) else [message]
    return tuple(dict.fromkeys(m for m in found if m))


def running_text(doc) -> str:
    """The document's text with every heading repeated where a section runs on ("... (cont.)")
    taken out, so that a sentence broken by a column's end reads whole again."""
    from playaid.generator.pdf import CONTINUED

    flat = doc.flat
    for page in doc.chunks:
        for chunk in page:
            heading = " ".join(chunk.text.split())
            if chunk.size >= 11.5 and heading.endswith(say(CONTINUED, heading="")):
                flat = flat.replace(f" {heading} ", " ")
    return flat


def only_tolomeo_words(doc) -> list[str]:
    """The words of a document that no Tolomeo message and no data value accounts for."""
    return [w for w in uncovered(running_text(doc), tolomeo_messages() + data_values()) if w not in ALLOWED]


# ------------------------------------------------------------------ the words


def test_every_message_of_the_aid_is_printed(doc):
    missing = [m for m in messages_in(AID) if not printed(m, running_text(doc))]
    assert not missing, missing


def test_the_aid_prints_no_sentence_that_is_not_a_tolomeo_message(doc):
    assert only_tolomeo_words(doc) == []


def test_the_checks_of_the_words_can_fail(doc):
    """A sentence typed into the aid is found out, and so is a message the aid leaves out."""
    st = make_styles(COLOUR)
    typed = Page(body=[Paragraph("Polish every brass telescope twice.", st.body)])
    probe = read_pdf(render([aid.pages(PAPERS["a4"], st)[0], typed], aid.INFO, PAPERS["a4"], COLOUR))
    assert only_tolomeo_words(probe) == ["Polish", "every", "brass", "telescope", "twice"]
    assert not printed(AID["bonus_card_rule"][0], probe.flat)


# ------------------------------------------------------------------ page 1


def test_the_banner_is_the_turns_choice_of_one_action(doc):
    """Issue 12: the best slot shows the three actions to choose from, not the round's count-down."""
    from playaid.generator.pdf import CHOOSE_ONE

    banner = " ".join(f"{letter} {say(m)}" for letter, m in zip("ABC", AID["banner"]))
    assert f"{say(CHOOSE_ONE)} {banner}" in " ".join(doc.pages[0].split())
    assert doc.flat.index(banner) < doc.flat.index(say(t.AID["turn"]))


def test_the_round_counts_the_die_down_in_its_own_section(doc):
    heading = say(AID["the_round"])
    assert heading == f"The round: {t.TURNS_PER_ROUND} game turns"
    after = doc.flat.split(heading, 1)[1].strip()
    faces = " ".join(str(n) for n in range(t.DIE_START, t.DIE_START - t.TURNS_PER_ROUND, -1))
    assert after.startswith(f"{faces} \u21bb {say(AID['round_end'])} {say(AID['next_round'])}")
    assert faces == "4 3 2 1" and aid.die_faces() == [4, 3, 2, 1]


def test_the_three_actions_in_order(doc):
    positions = [doc.flat.index(x) for x in ("A \u00b7 Draw", "B \u00b7 Use the comet", "C \u00b7 Watch")]
    assert positions == sorted(positions)


def test_payment_rows_are_the_datas(doc):
    """Each row: the rulebook's Aries example drawn as cards (their letters: the Aries glyph, one
    letter per card of a colour, the Tolomeo card's T), the payment, the example in words."""
    red = t.KNOWN_COLOURS[t.Constellation.ARIES]
    other = [c for c in t.NAMED_COLOURS if c != red][0]
    example = {t.Payment.NAME: say(t.PAYMENT_EXAMPLES[t.Payment.NAME], constellation="Aries"),
               t.Payment.COLOUR: f"any {t.PAYMENT_CARDS[t.Payment.COLOUR]} {red} cards, not Aries",
               t.Payment.SET: f"e.g. {t.PAYMENT_CARDS[t.Payment.SET]} {other} cards",
               t.Payment.TOLOMEO: say(t.PAYMENT_EXAMPLES[t.Payment.TOLOMEO])}
    cards = {t.Payment.NAME: GLYPH[t.Constellation.ARIES], t.Payment.COLOUR: " ".join("R" * t.PAYMENT_CARDS[
        t.Payment.COLOUR]), t.Payment.SET: " ".join("Y" * t.PAYMENT_CARDS[t.Payment.SET]), t.Payment.TOLOMEO: "T"}
    expected = "Cards Pay with For Aries" + "".join(
        f"{cards[p]} {t.payment_text(p)} {example[p]}" for p in t.Payment)
    printed_table = table(doc.flat, "Cards Pay with", say(AID["reuse"][0])[:20])
    assert printed_table == bare(expected)
    # the rulebook's own numbers (lines 113-117, 123), so that data swapped between rows fails too
    assert [t.PAYMENT_CARDS[p] for p in t.Payment] == [1, 2, 3, 1] and red == "red"
    assert [t.payment_text(p).split()[1] for p in t.Payment] == ["card", "cards", "cards", "Tolomeo"]


def test_the_colour_key_is_the_wheels_outer_ring_with_only_the_known_colour():
    """Twelve cells round the wheel, one per constellation in its sector; only Aries's is painted,
    in the theme's red with its letter (the rulebook names no other, \u2020K4); the rest are white,
    to write in."""
    from playaid.generator.aids import tolomeo_pictures as pictures
    from playaid.generator.pdf import MONO
    from reportlab.graphics.shapes import Polygon, String

    for theme in (COLOUR, MONO):
        wheel = pictures.zodiac_wheel(262, 204, make_styles(theme))
        cells = [s for s in wheel.contents if isinstance(s, Polygon) and len(s.points) > 20]
        assert len(cells) == len(t.ZODIAC)
        red = theme.swatch("card.red")
        painted = [c for c in cells if c.fillColor != theme.paper]
        assert [c.fillColor for c in painted] == [red.fill] and red.letter == "R"
        (aries,) = painted
        xs, ys = aries.points[0::2], aries.points[1::2]
        centre_x = wheel.width / 2
        assert min(xs) < centre_x < max(xs) and min(ys) > wheel.height / 2, "Aries's cell is at the top"
        letters = [s for s in wheel.contents if isinstance(s, String) and s.text == red.letter]
        assert len(letters) == 1 and min(xs) < letters[0].x < max(xs) and min(ys) < letters[0].y < max(ys)
    assert dict(t.KNOWN_COLOURS) == {t.Constellation.ARIES: "red"}
    assert set(COLOUR.group("card")) == set(t.NAMED_COLOURS)


def test_the_colour_rings_legend_names_the_one_colour(doc):
    assert say(AID["colour_ring"][1], constellation="Aries", colour="red", letter="R") in doc.flat
    assert doc.flat.index(say(AID["colour_ring"][0])) > doc.flat.index(say(AID["configurations"]))


def test_wheel_names_every_constellation_and_numbers_each_pair_twice(doc):
    wheel = doc.flat.split(say(AID["configurations"]))[1].split("planets step clockwise")[0]
    for c in t.ZODIAC:
        assert f"{GLYPH[c]} {c}" in wheel
    numbers = re.findall(r"\b(\d+)\b", wheel)
    assert sorted(numbers) == sorted([str(n) for n in range(1, len(t.OPPOSED_PAIRS) + 1)] * 2)
    aries = t.Constellation.ARIES
    assert f"clockwise: Aries \u2192 {aries.step(1)} \u2192 {aries.step(2)} \u2192 \u2026" in doc.flat
    assert f"counterclockwise: Aries \u2192 {aries.step(-1)} \u2192 \u2026" in doc.flat


def test_pair_numbers_match_the_oppositions():
    from playaid.generator.aids.tolomeo_pictures import pair_number

    for c in t.ZODIAC:
        assert pair_number(c) == pair_number(t.opposite(c))
    assert len({pair_number(c) for c in t.ZODIAC}) == len(t.OPPOSED_PAIRS)


def test_numbers_from_the_data(doc):
    flat = doc.flat
    assert f"counted down on the d4 from {t.DIE_START} to {t.DIE_START - t.TURNS_PER_ROUND + 1}" in flat
    assert f"{t.PAWNS_PER_PLAYER} pawns, {t.STARTING_HAND} constellation cards" in flat
    assert f"keep at most {t.HAND_LIMIT} cards" in flat
    assert f"When {t.FLUSH_AT} face-up cards share a colour, discard all {t.FACE_UP_CARDS}" in flat
    assert f"move one of your pawns {t.COMET_PAWN_MOVE} constellations" in flat
    assert f"studies all {len(t.PLANETS)} planets" in flat
    assert f"Turn the d4 back to {t.DIE_START}." in flat
    assert "(Mars: 4)" in flat and t.KNOWN_TOTAL_MOVES[t.Planet.MARS] == 4
    assert f"the table at the top of page {aid.BONUS_PAGE}." in flat and say(AID["bonus_actions"]) in doc.pages[aid.BONUS_PAGE - 1]
    for page in doc.pages:   # the header's subtitle, on every page
        assert f"up to {t.MAX_PLAYERS} players ({t.RULING['N3'].mark})" in page


def test_no_invented_count_of_colours(doc):
    words = re.sub(r"\u2020[A-Z]\d+", "", doc.flat)  # a ruling's mark (†K4) is not a count
    assert "four colours" not in words.lower() and "4 colours" not in words
    assert "gives no number of colours" in doc.flat


# ------------------------------------------------------------------ page 2


#: A few words of each bonus action as the rulebook gives it (lines 155-173), by side and planet:
#: effects swapped between two planets in the data, or between the sides, are found out.
RULEBOOK_WORDS = {
    ("A", "moon"): "Swap one rival pawn", ("A", "mercury"): "Move 2 of your pawns",
    ("A", "venus"): "keep 3", ("A", "sun"): "Take 2 extra turns", ("A", "mars"): "Pick a constellation",
    ("A", "jupiter"): "Every rival discards 2 cards", ("A", "saturn"): "repeat this turn's action",
    ("B", "moon"): "Every rival discards 1 card", ("B", "mercury"): "Draw 1 constellation card",
    ("B", "venus"): "Draw 2 constellation cards", ("B", "sun"): "Take 1 extra turn",
    ("B", "mars"): "to the one opposite it", ("B", "jupiter"): "Draw 1 card blind",
    ("B", "saturn"): "a repeated Moon or Mercury",
}


def test_bonus_actions_table_is_the_datas(doc):
    expected = "Planet Side A Side B"
    for p in t.PLANETS:
        a, b = t.BONUS_ACTIONS[t.Side.A][p], t.BONUS_ACTIONS[t.Side.B][p]
        star = "" if b.name_printed else "*"
        expected += f"{PLANET_GLYPH[p]} {p}{star} {t.bonus_effect(a)} {t.bonus_effect(b)} {star}"
    printed_table = table(doc.flat, "Planet Side A Side B", "* The rulebook prints")
    assert printed_table == bare(expected)
    assert "Saturn*" in doc.flat and "reads it as Saturn's" in doc.flat
    starts = [printed_table.index(bare(f"{PLANET_GLYPH[p]} {p}")) for p in t.PLANETS]
    for p, start, end in zip(t.PLANETS, starts, [*starts[1:], len(printed_table)]):
        row = printed_table[start:end]
        side_a, side_b = bare(RULEBOOK_WORDS["A", p.value]), bare(RULEBOOK_WORDS["B", p.value])
        assert side_a in row and side_b in row and row.index(side_a) < row.index(side_b), p


def test_setup_puts_out_the_bonus_cards_of_the_data(doc):
    """The setup says how many bonus point cards go out (the aid no longer repeats it as a table)."""
    assert (f"Bonus point cards: one worth {t.TOP_BONUS_CARD}, plus one worth {t.PLAYER_BONUS_CARD} per player."
            in doc.flat)
    # the rulebook's rule (line 55): one card worth 2 whatever the players, one worth 1 per player
    for n in range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1):
        assert sorted(t.bonus_cards_in_play(n)) == [1] * n + [2]


def test_the_final_score_points_to_the_score_pad_and_prints_the_one_known_value(doc):
    """The eight-column conversion table with one value is gone: the score pad holds it."""
    (pad,) = [d for d in t.GAME_INFO.documents if d.name == aid.SCORE_PAD]
    assert pad.kind == "pad" and say(AID["score_pad"][0], pad=say(pad.title)) in doc.flat
    (planets, points), = t.KNOWN_PLANET_POINTS.items()
    assert f"(the rulebook prints one: {planets} planets, {points} points)" in doc.flat
    assert dict(t.KNOWN_PLANET_POINTS) == {3: 4}
    assert "Planets studied 0" not in doc.flat


def test_planet_points_and_ties(doc):
    assert "(Side A: none; Side B: Moon +2 and Mercury +1)" in doc.flat
    assert dict(t.PLANET_END_POINTS[t.Side.B]) == {t.Planet.MOON: 2, t.Planet.MERCURY: 1}
    assert t.tie_breaks(ENGLISH) in doc.flat
    assert doc.flat.index("more planets studied") < doc.flat.index("more pawns on the board")


def rulings_box_keys(doc, subtitle=AID["subtitle"]) -> tuple[list[str], list[str]]:
    """The ruling keys marked on a document before its rulings box (in the order first printed,
    the page header's first), and the keys the box lists, in its order: one bullet each, or run
    on in one paragraph (the aid's compact box), each key in bold before its words."""
    from playaid.generator.pdf import RULINGS_LEGEND

    from playaid.rules.text import RULING_MARK

    legend = " ".join(say(RULINGS_LEGEND, mark=RULING_MARK).split())
    pages = [" ".join(p.split()) for p in doc.pages]
    body = " ".join(p.split(legend)[0] for p in pages)
    box = " ".join(p.split(legend)[1] for p in pages if legend in p)
    header = re.findall(r"\u2020([A-Z]\d+)\b", say(subtitle))
    marked = list(dict.fromkeys(header + re.findall(r"\u2020([A-Z]\d+)\b", body)))
    listed = re.findall(r"\u2022 \u2020([A-Z]\d+) ", box) or re.findall(r"(?:^|\s)\u2020([A-Z]\d+) ", box)
    return marked, listed


def test_the_rulings_box_lists_exactly_the_rulings_the_aid_marks(doc):
    """Every mark printed on the aid is in its one rulings box, sorted by key (one look finds a key),
    and the box names nothing unmarked."""
    marked, listed = rulings_box_keys(doc)
    assert listed == sorted(marked, key=key_order) and len(marked) > 20
    for k in listed:
        assert f"{t.RULING[k].mark} {t.ruling_text(t.RULING[k], 'short')}" in doc.flat


def test_rulings_the_audit_found_unmarked_are_marked(doc):
    """Issue 9: these were printed as if they were the rulebook."""
    flat = doc.flat
    for phrase, key in [("Pick a constellation", "M16"), ("share the win", "T8"), ("the game turn is played out", "E7"),
                        ("Each planet once per player", "S10"), ("extra turns", "D11")]:
        at = flat.index(phrase)
        assert t.RULING[key].mark in flat[max(0, at - 160):at + len(phrase) + 160], phrase


# ------------------------------------------------------------------ another language


@pytest.mark.parametrize("name", ["tolomeo-aid", "eclipsis-sheet", "tolomeo-score-pad"])
def test_another_language_needs_no_code_change(name):
    """Every word of the documents goes through the edition's language, and the pictures wrap
    words wider than English's (capitals) to their room instead of failing. (Capitals need more
    pages than English; whether a real translation fits is its own edition's check.) The score
    sheet's field names and the planets' names as it writes them are data, the same in every
    language, like the product's name."""
    from playaid.generator.build import artifacts
    from playaid.generator.pdf import page_count
    (artifact,) = [a for a in artifacts() if a.name == name]
    module = importlib.import_module(artifact.module)
    loud = LOUD
    for paper in PAPER_NAMES:
        data = render(module.pages(PAPERS[paper], make_styles(COLOUR, loud)), module.INFO, PAPERS[paper], COLOUR, loud)
        flat = read_pdf(data).flat.replace(t.RULEBOOK, "")   # the footer's rulebook is the toolkit's data
        sheet_words = {*t.PLAYER_FIELDS, *t.CARD_FIELDS, *(p.value for p in t.PLANETS), "players"}
        lower = [w for w in re.findall(r"\b[a-z][a-z'-]+\b", flat) if w not in sheet_words]
        assert lower == ["playaid"] * page_count(data), paper


@pytest.mark.parametrize("paper", PAPER_NAMES)
def test_studying_a_planet_stands_whole_under_the_bonus_actions(paper):
    """The teach-back's slow look-up: how a planet is studied, and the bonus action it ends with,
    stand on one page, the study's section whole right under the bonus actions' table; page 1
    holds setup to the sky, every section whole."""
    from playaid.generator.pdf import CONTINUED

    doc = parsed("tolomeo-aid", paper)
    one, two = (" ".join(p.split()) for p in doc.pages)
    studying, bonus = say(AID["studying"]), say(AID["bonus_actions"])
    assert studying in two and studying not in one and two.index(bonus) < two.index(studying)
    for page in (one, two):
        assert say(CONTINUED, heading=studying) not in page
    for heading in ("setup", "turn", "paying", "the_round", "configurations"):
        message = AID[heading] if heading != "setup" else None
        if message is not None:
            assert say(message) in one, heading


# ------------------------------------------------------------------ issue 17: what a player looks for, on the aid


def test_the_opposed_pairs_are_listed_in_words_beside_the_wheel(doc):
    """The six pairs of line 139, each with the number the wheel gives it, in the Configurations
    section between the wheel and the colour key: a player finds Leo's opposite without tracing
    the dashed line across the wheel."""
    from playaid.generator.aids.tolomeo_pictures import pair_number

    flat = running_text(doc)
    start = flat.index(f"counterclockwise: Aries \u2192 {t.Constellation.ARIES.step(-1)}")
    legend = flat[start:flat.index(say(AID["colour_ring"][0])[:25], start)]
    pairs = [f"{pair_number(a)} {a}\u2013{b}" for a, b in t.OPPOSED_PAIRS]
    assert [p in " ".join(legend.split()) for p in pairs] == [True] * len(t.OPPOSED_PAIRS), legend
    at = [legend.index(p) for p in pairs]
    assert at == sorted(at)
    assert pairs == ["1 Aries\u2013Libra", "2 Taurus\u2013Scorpio", "3 Gemini\u2013Sagittarius", "4 Cancer\u2013Capricorn",
                     "5 Leo\u2013Aquarius", "6 Virgo\u2013Pisces"]   # line 139, in the rulebook's order


def bonus_row(doc, planet: t.Planet) -> str:
    """The bonus actions table's row of ``planet``, spaces folded."""
    flat = " ".join(doc.flat.split())
    rows = flat[flat.index("Planet Side A Side B"):flat.index("* The rulebook prints")]
    starts = [rows.index(f"{PLANET_GLYPH[p]} {p}") for p in t.PLANETS]
    i = t.PLANETS.index(planet)
    return rows[starts[i]:starts[i + 1] if i + 1 < len(starts) else len(rows)]


def test_the_aid_states_s1_where_mars_on_side_b_moves_rival_pawns(doc):
    """A rival left with three pawns by Mars on Side B studies nothing (†S1), said in Mars's row."""
    row = bonus_row(doc, t.Planet.MARS)
    side_b = row[row.index("Move every rival pawn"):]
    assert f"{t.PAWNS_TO_STUDY} or more pawns there" in side_b and "studies nothing" in side_b
    assert t.RULING["S1"].mark in side_b


def test_the_aid_states_s2_in_studying_a_planet(doc):
    """An opposition can study two planets, one pawn at a time with each bonus action before the
    next pawn (†S2), said where the aid explains studying."""
    flat = " ".join(running_text(doc).split())
    start = flat.index(say(AID["studying"]))
    section = flat[start:flat.index(say(AID["bonus_cards"]), start)]
    at = section.index("one pawn at a time")
    assert "opposition can study two planets" in section and t.RULING["S2"].mark in section[at:at + 160]
    marked, listed = rulings_box_keys(doc)
    assert {"S1", "S2"} <= set(listed)


def test_saturn_on_side_a_repeats_the_action_in_full_paying_again(doc):
    """†A2: repeating the turn's action is the whole action again, its cards paid again, not a free repeat."""
    row = bonus_row(doc, t.Planet.SATURN)
    side_a = row[:row.index("a repeated Moon or Mercury")]
    assert "repeat this turn's action in full, paying its cards again" in side_a
    assert side_a.index(t.RULING["A2"].mark) > side_a.index("paying its cards again")
