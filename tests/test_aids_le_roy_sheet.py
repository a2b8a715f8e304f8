"""The le Roy decision sheet: two sides that run le Roy on paper, read back from the PDF (the front
runs him, the back keeps his VP and the rulings key).

Le Roy's table is read by position (each cell in its column, each row from its rolls down to the
next), its notes and the ranking strip from the page's text, and every value of each row is
checked against that row's data (the chances against the dice themselves), so two rows swapped, or
two values of a row, fail: :func:`test_the_table_check_fails_when_rows_or_values_are_swapped`.

Then the sheet is played: for fixed scenarios (a roll, his dice, yours, the cathedral's room, the
characters left, the free banners) the outcome is worked out **only from what the page prints**
(the row's action, price, VP and note; the notes; the ranking strip; the turn's rules) and compared
with the rules core's :func:`~playaid.rules.troyes.turn`: the dice he spends, the die he buys, the
deniers the bank pays you, his VP, his cubes. Every row 2 to 12 and every fallback is covered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

import pytest

from playaid.generator.aids import le_roy_sheet as sheet
from playaid.generator.aids import troyes_aid
from playaid.generator.pdf import COLOUR, MARK_SHARE, PAPERS, SETUP, make_styles, render
from playaid.generator.pdf.fit import fitted_size
from playaid.generator.pdf.layout import MARK_RISE
from playaid.rules import troyes as tr
from playaid.rules.text import ENGLISH, plain
from playaid.rules.troyes import text as T
from tests.conftest import read_pdf, rendered, squash
from tests.languages import LOUD


def say(*messages, **more) -> str:
    """Messages as a document prints them, in English, markup dropped."""
    values = {**tr.message_values(ENGLISH), **more}
    return squash(plain(" ".join(ENGLISH(m, **values) for m in messages)))


def between(flat: str, start: str, end: str) -> str:
    """The text after the first ``start`` and before the next ``end``."""
    assert start in flat, start
    rest = flat.split(start, 1)[1]
    assert end in rest, end
    return rest.split(end, 1)[0].strip()


# ------------------------------------------------------------------ reading the page back

@dataclass
class Row:
    """One printed row of le Roy's table, as its cells read."""

    rolls: dict[int, str]   #: each roll the row reads, with the ruling mark beside it ("" for none)
    chance: str
    action: str
    price: str
    vp: str
    note: int


@dataclass
class Page:
    """What the sheet prints that running le Roy needs: his table, its notes, his ranking."""

    rows: list[Row]
    notes: dict[int, str]
    ranking: list[str]
    flat: str
    data: bytes = field(repr=False, default=b"")


def baseline(c) -> float:
    """The baseline of the line a chunk is on: a ruling's mark is raised above it, and smaller."""
    if re.fullmatch(r"\s*\(?\u2020[A-Z]\d+\)?", c.text):
        return c.y - MARK_RISE * c.size / MARK_SHARE
    return c.y


def _cells(chunks, edges) -> list[str]:
    cells = [""] * (len(edges) - 1)
    for c in sorted(chunks, key=lambda c: (-round(baseline(c)), c.x)):
        col = max(i for i in range(len(edges) - 1) if edges[i] <= c.x + 0.5)
        cells[col] += c.text.replace("\n", " ")
    return [squash(cell) for cell in cells]


def read_table(chunks, paper: str) -> list[Row]:
    """Le Roy's table, each cell read in the column its position puts it in."""
    geometry = PAPERS[paper]
    head = next(c for c in chunks if c.text.strip() == ENGLISH(T.COLUMN_LE_ROY_ACTION))
    # Under the table: the ranking strip, and the rule beside it (which may wrap above the dice).
    ranking = say(T.RANKING).split()[0]
    strip = max(c.y for c in chunks if re.fullmatch(r"[RYW][1-6]", c.text.strip()) or c.text.startswith(ranking))
    size = fitted_size(sheet.INFO, geometry, ENGLISH)
    if size is None:   # the PDF came from the suite's shared build, another process: fit it here too
        sheet.pages(geometry, make_styles(COLOUR))
        size = fitted_size(sheet.INFO, geometry, ENGLISH)
    st = sheet.tight(make_styles(COLOUR, size=size))
    edges, x = [], geometry.margin
    for width in sheet.table_widths(sheet.table_rows(st), geometry.body_width, st):
        edges.append(x)
        x += width
    edges.append(x + 1)
    body = [c for c in chunks if strip + 2 < c.y < head.y - 2]
    starts = sorted({round(c.y, 1) for c in body if c.x < edges[1] and c.text.strip()[:1].isdigit()}, reverse=True)
    rows = []
    for i, y in enumerate(starts):
        below = starts[i + 1] if i + 1 < len(starts) else strip
        roll, chance, action, price, vp, note = _cells([c for c in body if below < round(c.y, 1) <= y], edges)
        parts = [re.fullmatch(r"(\d+)(?: ?(\u2020[A-Z]\d+))?", part) for part in roll.split(" \u00b7 ")]
        rolls = {int(p[1]): p[2] or "" for p in parts}
        rows.append(Row(rolls, chance, action, price, vp, int(note.strip("()"))))
    return rows


def read_notes(flat: str) -> dict[int, str]:
    """The notes under the table, by their numbers."""
    text = between(flat, say(T.RANKING), ENGLISH(SETUP))
    return {int(n): body.strip() for n, body in re.findall(r"\((\d)\) (.+?)(?= \(\d\) |$)", text)}


def read_ranking(chunks) -> list[str]:
    """The ranking strip's dice, left to right."""
    y = max(c.y for c in chunks if re.fullmatch(r"[RYW][1-6]", c.text.strip()))
    return [c.text.strip() for c in sorted((c for c in chunks if abs(c.y - y) < 1), key=lambda c: c.x)
            if re.fullmatch(r"[RYW][1-6]", c.text.strip())]


def read(paper: str) -> Page:
    doc = read_pdf(rendered("le-roy-sheet", paper))
    chunks = doc.chunks[0]
    return Page(read_table(chunks, paper), read_notes(doc.flat), read_ranking(chunks), doc.flat, doc.data)


@pytest.fixture(params=list(PAPERS), scope="module")
def page(request):
    return read(request.param)


# ------------------------------------------------------------------ le Roy's table, row by row

def price(r: tr.Row) -> str:
    if r.bought:
        return say(T.PRICE_SPLIT, count=r.own + r.bought, own=r.own, bought=r.bought)
    return say(T.price_text(r))


def check_table(rows: list[Row]) -> None:
    """Every roll 2-12 is read by exactly one row; each row holds its own rolls' chance, action,
    price, VP and note, and each ruled roll carries its mark."""
    rolls = [roll for row in rows for roll in row.rolls]
    assert sorted(rolls) == list(range(2, 13)), rolls
    for row in rows:
        first, *more = row.rolls
        r = tr.row(first)
        assert r.printed, f"row {first}: a printed row leads its group"
        for roll, mark in row.rolls.items():
            assert tr.row(roll).note_row == first, roll
            ruled = tr.row(roll).rulings
            assert mark == (f"\u2020{ruled[0]}" if ruled else ""), (roll, mark)
        chance = Fraction(6 - abs(first - 7), 36)  # the ways two dice make the roll, not the data's word for it
        said = f"{chance.numerator}/{chance.denominator} ({float(chance) * 100:.1f}%)"
        assert row.chance == (say(T.CHANCE_EACH, chance=said) if more else said), first
        assert all(Fraction(6 - abs(m - 7), 36) == chance for m in more), "a row's rolls are equally likely"
        assert row.action == say(T.row_cell(r)), first
        assert row.price == price(r), first
        assert row.vp == say(T._ROW_VP[r.action], vp=r.vp), first
        assert row.note == tr.note_number(first), first


def test_the_table_prints_each_row_with_its_own_values(page):
    check_table(page.rows)
    assert len(page.rows) == sum(r.printed for r in tr.TABLE.values())


def test_the_table_check_fails_when_rows_or_values_are_swapped(page):
    fields = ("rolls", "chance", "action", "price", "vp", "note")
    for a, b in ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (0, 6)):
        for key in fields:
            swapped = [Row(**vars(r)) for r in page.rows]
            setattr(swapped[a], key, getattr(page.rows[b], key))
            setattr(swapped[b], key, getattr(page.rows[a], key))
            if [vars(r) for r in swapped] != [vars(r) for r in page.rows]:
                with pytest.raises(AssertionError):
                    check_table(swapped)


def test_a_price_says_how_many_of_his_dice_and_how_many_of_yours():
    """The question a player got stuck on: on row 2 he spends 2 of his dice and buys 1 of yours."""
    two = tr.row(2)
    assert say(T.PRICE_SPLIT, count=3, own=2, bought=1) == "3 dice: 2 his + 1 yours"
    assert (two.own, two.bought, two.price) == (2, 1, 3)


def test_each_note_follows_its_number_and_the_repeated_one_refers_back(page):
    printed = page.notes
    assert sorted(printed) == [n.number for n in tr.notes()]
    for n in tr.notes():
        r = tr.row(n.rolls[0])
        if r.bought and n.number > 1:  # the second buying note only changes the deniers
            rest = squash(n.text.replace(T.NOTE_BUYS.format(deniers=r.price_deniers, **_marks()), "")).strip()
            assert printed[n.number] == f"{say(T.NOTE_LIKE, number=1, deniers=r.price_deniers)} {rest}", n.number
        elif r.per_banner:  # the price column says the price
            assert printed[n.number] == say(T.EVENT_NOTHING), n.number
        else:
            assert printed[n.number] == squash(n.text), n.number


def _marks() -> dict[str, str]:
    return {f"\u2020{k}": f"\u2020{k}" for k in tr.RULING}


def test_the_ranking_strip_draws_every_face_in_the_rules_order(page):
    assert page.ranking == [str(d) for d in tr.rank([tr.Die(c, v) for c in tr.Colour for v in tr.FACES])]
    assert say(T.RANKING) in page.flat


# ------------------------------------------------------------------ playing the sheet

@dataclass(frozen=True)
class Scenario:
    """A turn of le Roy's: the roll, his dice, yours, and what the board shows."""

    roll: int
    his: str
    yours: str = ""
    room: int = 5            #: free cathedral spaces
    characters: int = 3      #: character cards left in the pile
    banners: int = 2         #: free banners on the right-most event
    why: str = ""

    def __str__(self) -> str:
        return f"{self.roll}: {self.why}" if self.why else str(self.roll)


SCENARIOS = [
    Scenario(2, "R5 Y3 W3 W1", "W6 R2", why="buys your best die"),
    Scenario(2, "R5 Y3 W3 W1", "", why="nothing to buy: 3 of his own"),
    Scenario(2, "W2", "R4", why="short of dice: yours still bought"),
    Scenario(3, "Y5 R2", "W6 R6", why="your best die by his ranking"),
    Scenario(3, "Y5 R2 W1", "", why="nothing to buy: his own instead"),
    Scenario(4, "W3 R3 Y1", why="his best die picks the building"),
    Scenario(5, "R6 Y4 W4 W2", banners=2, why="a die per free banner"),
    Scenario(5, "R6 Y4", banners=0, why="no free banner: nothing spent"),
    Scenario(6, "Y2 Y6 W1", why="one die"),
    Scenario(7, "R4 Y4 W4", room=6, why="two cubes"),
    Scenario(7, "R4 Y4 W4", room=1, why="one space left: one cube, no VP"),
    Scenario(7, "R4 Y4 W4", room=0, why="full: VP instead"),
    Scenario(7, "W5", room=3, why="short of dice"),
    Scenario(8, "R1 W1", characters=2, why="a character revealed"),
    Scenario(8, "R1 W1", characters=0, why="no character left"),
    Scenario(9, "R2 Y5 W5", banners=3, why="priced as row 5"),
    Scenario(9, "R2 W5", banners=3, why="more banners than dice"),
    Scenario(10, "Y6 R6 W6", why="as row 4; tied values: red first"),
    Scenario(11, "W6 W2", "Y6 W6 R1", why="as row 3"),
    Scenario(11, "W6 W2", "", why="as row 3, nothing to buy"),
    Scenario(12, "R6 R5 Y5 Y2", "W3", why="as row 2"),
    Scenario(12, "R6 R5 Y5 Y2", "", why="as row 2, nothing to buy"),
]


def expected(s: Scenario, page: Page) -> dict[str, object]:
    """What the sheet says happens: worked out from the printed row, its note, the ranking strip and
    the turn's printed rules, never from the rules data."""
    turn = say(T.TURN_PRICE)  # "the price counts every die he spends ... his own are always his best dice"
    assert turn in page.flat and say(T.TURN_SHORT) in page.flat
    row = next(r for r in page.rows if s.roll in r.rolls)
    note = page.notes[row.note]
    order = {face: i for i, face in enumerate(page.ranking)}

    def best(dice: str) -> list[str]:
        return sorted(dice.split(), key=order.__getitem__)

    his, yours = best(s.his), best(s.yours)
    split = re.fullmatch(r"(\d+) di(?:e|ce): (\d+) his \+ (\d+) yours", row.price)
    per_banner = re.fullmatch(r"(\d+) di(?:e|ce) per free banner", row.price)
    if split:
        total, own, buy = map(int, split.groups())
        assert total == own + buy, "the price counts the die he buys"
    elif per_banner:
        own, buy = int(per_banner[1]) * s.banners, 0
    else:
        own, buy = int(re.fullmatch(r"(\d+) di(?:e|ce)", row.price)[1]), 0
    bought, deniers = None, 0
    if buy:
        like = re.match(r"As \((\d)\), for (\d+) deniers\.", note)
        rule = page.notes[int(like[1])] if like else note
        assert "your best available die" in rule and "paid by the bank" in rule and "uses it up" in rule
        each = int(like[2]) if like else int(re.search(r"for (\d+) deniers, paid by the bank", rule)[1])
        if yours:
            bought, deniers = yours[0], each * buy
        else:  # none to sell: the whole price in his own dice, nothing paid
            spends = re.search(r"None to sell: he spends (\d+) of his own", note)
            assert spends or "None to sell: he uses his own instead and pays you nothing" in note
            own = int(spends[1]) if spends else own + buy
    if per_banner and s.banners == 0:
        assert "no free banner on it: nothing happens, no die spent" in note
    spent = his[:own]  # a price above what he has: he spends them all
    vp = int(row.vp[1:]) if re.fullmatch(r"\+\d+", row.vp) else 0  # else a number only the board shows
    cubes = 0
    if "cubes on the cathedral" in row.action:
        cubes = int(re.search(r"places (\d+) cubes", row.action)[1])
        if s.room == 0:
            vp, cubes = int(re.search(r"No space at all: \+(\d+) VP instead", note)[1]), 0
        elif s.room == 1:
            assert "One space left in all: one cube, no VP" in note
            cubes = 1
    if "character card" in row.action and s.characters == 0:
        vp = int(re.search(r"No character left: \+(\d+) VP instead", note)[1])
    return {"spent": spent, "bought": bought, "deniers": deniers, "vp": vp, "cubes": cubes}


def core(s: Scenario) -> dict[str, object]:
    t = tr.turn(s.roll, tr.parse_dice(s.his), tr.parse_dice(s.yours), banners=s.banners, cathedral_room=s.room,
                characters_left=s.characters)
    return {"spent": [str(d) for d in t.spent], "bought": str(t.bought) if t.bought else None,
            "deniers": t.deniers_to_player, "vp": t.vp, "cubes": t.cubes}


@pytest.mark.parametrize("scenario", SCENARIOS, ids=str)
def test_the_sheet_alone_gives_the_rules_core_s_turn(page, scenario):
    assert expected(scenario, page) == core(scenario)


def test_the_scenarios_cover_every_roll_and_every_fallback():
    assert {s.roll for s in SCENARIOS} == set(tr.TABLE)
    turns = {s: tr.turn(s.roll, tr.parse_dice(s.his), tr.parse_dice(s.yours), banners=s.banners,
                        cathedral_room=s.room, characters_left=s.characters) for s in SCENARIOS}
    seen = {key for t in turns.values() for key in t.rulings}
    assert {"B1", "B2", "B3", "B4", "X1", "E1", "C1", "W1"} <= seen
    assert any(t.short and t.bought is None for t in turns.values()), "price above his dice"
    assert any(not t.cubes and t.action is tr.Action.CATHEDRAL for t in turns.values()), "cathedral full"
    assert any(t.action is tr.Action.CHARACTER and not t.character for t in turns.values()), "no character left"
    assert any(r.bought for r in map(tr.row, (s.roll for s in SCENARIOS if not s.yours))), "no die to buy"


def test_the_walkthrough_fails_on_a_sheet_that_says_otherwise(page):
    """The expectation really comes from the page: change a printed price or note and it disagrees."""
    wrong = Page([Row(**vars(r)) for r in page.rows], dict(page.notes), list(page.ranking), page.flat)
    wrong.rows[0].price = "3 dice: 3 his + 0 yours"
    with pytest.raises(AssertionError):
        assert expected(SCENARIOS[0], wrong) == core(SCENARIOS[0])
    wrong = Page(page.rows, {**page.notes, 1: page.notes[1].replace("6 deniers", "5 deniers")}, page.ranking,
                 page.flat)
    assert expected(SCENARIOS[0], wrong) != core(SCENARIOS[0])
    wrong = Page(page.rows, page.notes, list(reversed(page.ranking)), page.flat)
    assert expected(SCENARIOS[0], wrong) != core(SCENARIOS[0])


# ------------------------------------------------------------------ the rest of the page

def test_the_banner_is_his_round_in_order(page):
    steps = [ENGLISH(m) for m in (T.STEP_DICE, T.STEP_COMBAT, T.STEP_TURNS, T.STEP_END)]
    assert " ".join(f"{n} {s}" for n, s in enumerate(steps, 1)) in page.flat


def test_it_answers_the_questions_a_player_got_stuck_on(page):
    """How many of his dice a price means, who pays, where the bought die goes, when combat comes,
    who starts round 1: each said on the page, with its ruling's mark."""
    flat = page.flat
    assert "3 dice: 2 his + 1 yours" in flat and say(T.TURN_PRICE) in flat
    assert "paid by the bank (\u2020B2)" in page.notes[1] and "uses it up with his own (\u2020B3)" in page.notes[1]
    assert say(*T.COMBAT_RULES) in flat and "before the first turn (\u2020K1)" in flat
    # who starts round 1, and how many rounds: the setup, which the reference aid gives and this
    # sheet points to
    aid = read_pdf(rendered("troyes-aid", "a4")).flat
    assert say(T.SETUP_CHOICES) in aid and "who starts round 1 (\u2020G2)" in aid
    assert "how many rounds you will play (\u2020G1)" in aid
    assert say(T.SETUP_ON_AID, aid=ENGLISH(troyes_aid.INFO.title)) in flat


def test_the_four_cards_changed_against_him_are_on_his_sheet(page):
    text = between(page.flat, say(T.HEADING_CARDS), say(T.HEADING_COUNTS))
    assert text == " ".join(f"\u2022 {say(T.CARD_LINE, card=c.name, text=c.text)}" for c in T.card_modifications())
    assert [c.name for c in T.card_modifications()] == ["Tax Collector", "Tithe", "Traveling Builders", "Banquet"]


def test_the_score_box_mirrors_the_automaton_s_state_line(page):
    """Round by round: on the back his VP by the automaton's sources and his VP so far, with their
    totals; on the front, apart, the counts of his state line (his dice, characters left, the
    cathedral)."""
    doc = read_pdf(page.data)
    front, back = (" ".join(text.split()) for text in doc.pages)
    rounds = [ENGLISH(T.BOX_ROUND), *map(str, range(1, tr.ROUNDS + 1)), ENGLISH(T.BOX_END)]
    sources = [*(ENGLISH(m) for m in T.SOURCES.values()), ENGLISH(T.BOX_VP)]
    assert f"{' '.join([*rounds, ENGLISH(T.BOX_TOTAL)])} {' '.join(sources)}" in back
    counts = [ENGLISH(T.BOX_DICE), ENGLISH(T.BOX_CHARACTERS), ENGLISH(T.BOX_CATHEDRAL)]
    assert f"{' '.join(rounds)} {' '.join(counts)}" in front
    assert f"{' '.join(rounds)} {' '.join(counts)}" not in back and ENGLISH(T.BOX_VP) not in front
    assert set(T.SOURCES) == {"table", "cathedral", "characters", "events", "tradesmen", "builders"}
    for message in T.SCORE_RULES:
        assert say(message) in back
    assert "stays full (\u2020C3)" in back and "(\u2020M4)" in back and "(\u2020V1)" in back


def test_the_boxes_rows_are_tall_enough_for_a_pencil():
    """Every row of the score box and of the counts at least 6 mm high."""
    for box in (sheet.score_box(200, make_styles(COLOUR)), sheet.count_box(200, make_styles(COLOUR))):
        assert min(box._rowHeights[1:]) >= 6 * 72 / 25.4 - 0.01


def test_the_header_points_to_the_automaton(page):
    assert say(T.SHEET_SUBTITLE, **sheet.automaton()) in page.flat
    assert "playaid solo troyes" in page.flat and "python3 le-roy.pyz" in page.flat


# The rulings box and the ruling marks: tests/test_aids_troyes_aid.py checks them on both Troyes documents.


# ------------------------------------------------------------------ another language, no code change

def test_the_sheet_speaks_the_language_it_is_given():
    pdf = render(sheet.pages(PAPERS["a4"], make_styles(COLOUR, LOUD)), sheet.INFO, PAPERS["a4"], COLOUR, LOUD)
    flat = read_pdf(pdf).flat
    words = r"[A-Za-z][A-Za-z'\u2019-]*"
    lower = {w for w in re.findall(words, flat) if any(c.islower() for c in w)}
    typed = set(re.findall(words, " ".join(sheet.automaton().values())))  # commands are typed as they are run
    assert lower <= {tr.GAME_INFO.title, "playaid"} | typed, lower
    assert "1/36 (2.8%)" in flat and "\u2020T1" in flat


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_sheet_letters_its_dice_as_the_automaton_and_the_page_write_them(lang):
    """One letter scheme a language: the ranking strip's faces are the automaton's dice
    (T.die_text), R/Y/W in English, R/G/B (rosso, giallo, bianco) in Italian."""
    from playaid.automata.language import text_for

    t = text_for(lang)
    chunks = read_pdf(rendered("le-roy-sheet", "a4", lang=lang)).chunks[0]
    faces = [c for c in chunks if re.fullmatch(r"[^\W\d_][1-6]", c.text.strip())]
    rows: dict[int, list] = {}
    for c in faces:
        rows.setdefault(round(c.y), []).append(c)
    strip = max(rows.values(), key=len)
    shown = [c.text.strip() for c in sorted(strip, key=lambda c: c.x)]
    assert shown == [T.die_text(d, t) for d in tr.rank([tr.Die(c, v) for c in tr.Colour for v in tr.FACES])]
