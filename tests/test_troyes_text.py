"""playaid.rules.troyes.text: every sentence once, filled in from the data, rulings marked; the site's tables.

The catalog checks read the messages as Babel extracts them, so what is checked is what a
translator will see. The table checks read the site's tables as the page renders them and
compare every cell of a row with that row's data, so two rows swapped fail.
"""

from __future__ import annotations

import gettext
import re
from fractions import Fraction

import pytest

import playaid.rules.troyes.text as T
from playaid.rules import troyes as tr
from playaid.rules.text import BABEL_KEYWORDS, ENGLISH, InContext, Plural, Text, placeholders
from tests.conftest import list_table

D = tr.Die.parse


def dice(text):
    return tr.parse_dice(text)


def catalog() -> list[tuple[int, str]]:
    """Every message of the text source as Babel extracts it (both forms of a plural): (line, text)."""
    from babel.messages.extract import extract_from_file

    found = []
    for lineno, message, _, _ in extract_from_file("python", T.__file__, keywords=BABEL_KEYWORDS, comment_tags=()):
        found += [(lineno, m) for m in (message if isinstance(message, tuple) else (message,)) if m]
    return found


MESSAGES = catalog()


class _Marked(gettext.NullTranslations):
    """A catalog that translates every message by putting a mark before it."""

    def gettext(self, message):
        return "\u00bb" + message

    def ngettext(self, singular, plural, n):
        return "\u00bb" + (singular if n == 1 else plural)

    def pgettext(self, context, message):
        return "\u00bb" + message


#: A language whose every sentence starts with », to tell which words a surface took from the catalog.
MARKED = Text("xx", _Marked())


def _messages(value: object) -> list[object]:
    if isinstance(value, (str, Plural, InContext)):
        return [value]
    if isinstance(value, dict):
        value = tuple(value.values())
    if isinstance(value, tuple):
        return [m for v in value for m in _messages(v)]
    return []


def rendered() -> list[str]:
    """Every message constant of the module filled in, as a surface would show it."""
    def filled(m: object) -> str:
        values = {k: 7 for k in placeholders(m) if not k.startswith("\u2020")}
        return ENGLISH(m, **{**values, **({m.count: 7} if isinstance(m, Plural) else {})})

    return [filled(m) for name, value in vars(T).items() if name.isupper() for m in _messages(value)]


def test_the_catalog_was_read():
    assert len(MESSAGES) > 150
    assert any("he spends all he has" in m for _, m in MESSAGES)


@pytest.mark.parametrize("line, message", MESSAGES, ids=[str(line) for line, _ in MESSAGES])
def test_a_message_types_no_game_number(line, message):
    """Numbers are placeholders filled in from the data; what may stay is an example of input,
    a numbering's first (place 1, round 1), a zero, and a die's faces (1-6)."""
    rest = re.sub(r"\{[^{}]*\}", "", message)
    rest = re.sub(r"(e\.g\.|like) [^;)]*", "", rest)
    rest = re.sub(r"'[^']*'", "", rest)
    rest = re.sub(r"\d+(?:[,/]\d+)+", "", rest)
    assert set(re.findall(r"\d+(?:-\d+)?", rest)) <= {"0", "1", "1-6"}, message


@pytest.mark.parametrize("line, message", MESSAGES, ids=[str(line) for line, _ in MESSAGES])
def test_a_message_holds_only_bold_and_italic_markup_and_marks_real_rulings(line, message):
    assert not re.findall(r"</?(?![bi]>)[a-z]+", message), message
    for key in placeholders(message):
        if key.startswith("\u2020"):
            assert key[1:] in tr.RULING, (key, message)


def test_every_ruling_a_message_states_carries_its_mark():
    """A message that says a ruling's phrase shows that ruling's mark, in every language alike."""
    for text in rendered() + [T.note_text(r) for r in tr.TABLE.values()] + list(T.solo_changes().values()):
        low = text.lower()
        for r in tr.RULINGS:
            for phrase in r.phrases:
                if phrase.lower() in low:
                    assert r.mark in text, (r.key, phrase, text)


def test_a_translation_replaces_every_sentence():
    """A surface's words come from the catalog: a language whose catalog marks every message
    changes every sentence the functions return, numbers and marks kept."""
    lang = MARKED
    t = tr.turn(3, dice("R5,Y2"), dice("W6"))
    for said in (T.sale_text(t, lang), T.spent_text(t, lang), T.action_text(t, lang=lang), T.rating_line(0, lang),
                 T.row_text(tr.row(3), lang), T.price_text(tr.row(3), lang), T.note_text(tr.row(6), lang),
                 T.combat_text(tr.combat(dice("R3"), (5,)), 2, lang), T.table_caption(lang)):
        assert said.startswith("\u00bb"), said
    assert "\u2020B2" in T.sale_text(t, lang) and "4 deniers" in T.sale_text(t, lang)
    assert all(c.text.startswith("\u00bb") for c in T.bonus_cards(lang))


# ------------------------------------------------------------------ the table, its notes, one turn

def test_row_text_comes_from_the_numbers():
    assert T.row_text(tr.row(2)) == "Le Roy gains 2 VP"
    assert T.row_text(tr.row(7)) == "Le Roy places 2 cubes on the cathedral"
    assert [T.price_text(tr.row(n)) for n in (2, 3, 4, 5, 8)] == [
        "3 dice (1 bought from you)", "2 dice (1 bought from you)", "1 die", "1 die per free banner", "0 dice"]


def test_notes_are_numbered_as_the_rulebook_and_price_each_row():
    """Each note serves its printed row and the rows copying it; rows 3 and 11 pay 4 deniers, not 6."""
    notes = T.notes()
    assert [n.number for n in notes] == list(range(1, 8))
    assert [n.rolls for n in notes] == [(2, 12), (3, 11), (4, 10), (5, 9), (6,), (7,), (8,)]
    for n in notes:
        for roll in n.rolls:
            assert tr.note_number(roll) == n.number
            if tr.row(roll).bought:
                assert f"for {tr.row(roll).price_deniers} deniers" in n.text
    assert "for 4 deniers" in notes[1].text and "6 deniers" not in notes[1].text
    assert f"+{tr.CATHEDRAL_FULL_VP} VP instead" in notes[5].text
    assert f"+{tr.NO_CHARACTER_VP} VP instead" in notes[6].text
    # a note states a fallback in the very sentence the automaton says when it happens
    assert T.action_text(tr.turn(7, dice("R5"), cathedral_room=0)) in notes[5].text
    assert T.action_text(tr.turn(8, dice("R5"), characters_left=0)) in notes[6].text
    assert T.action_text(tr.turn(5, dice("R5"), banners=0)) in notes[3].text
    # (with the dice the price asks for: with fewer, he spends what he has and the sentence names no number)
    assert T.sale_text(tr.turn(2, dice("R5 Y2 W1"))) in notes[0].text
    assert T.sale_text(tr.turn(3, dice("R5 Y2"))) in notes[1].text
    assert "3 of his own" not in T.sale_text(tr.turn(2, dice("R5")))


def test_no_tradesman_spot_is_ruling_m1_not_an_error():
    assert "no free spot" in T.note_text(tr.row(6)) and "\u2020M1" in T.note_text(tr.row(6))
    assert T.action_text(tr.turn(6, dice("R5"))) == T.note_text(tr.row(6))


@pytest.mark.parametrize("roll, fragment", [
    (2, "Move le Roy's marker 2 VP up the score track."), (5, "Resolve the right-most event"),
    (7, "Put 2 of his cubes on the best free spaces"), (8, "You both score the top character card"),
    (12, "Move le Roy's marker 2 VP up the score track.")])
def test_every_action_is_said_in_one_sentence(roll, fragment):
    assert T.action_text(tr.turn(roll, dice("R5,Y3,W3"), banners=1)).startswith(fragment)


def test_the_cathedral_says_its_rows_and_what_is_left():
    assert T.action_text(tr.turn(7, dice("R5,Y3"), cathedral_room=(1, 3, 2))).startswith(
        "Put 2 of his cubes on the best free spaces of the lowest row with room (rows 1 and 2, 1 the lowest)")
    assert T.action_text(tr.turn(7, dice("R5,Y3"), cathedral_room=(0, 0, 1))) == (
        "Put 1 of his cubes on the last free space (row 3, 1 the lowest); the other is not placed (\u2020C1).")
    assert T.action_text(tr.turn(7, dice("R5"), cathedral_room=0)) == f"No space at all: +{tr.CATHEDRAL_FULL_VP} VP instead."
    assert T.action_text(tr.turn(8, dice("R5"), characters_left=0)) == f"No character left: +{tr.NO_CHARACTER_VP} VP instead."


@pytest.mark.parametrize("outcome, words", [("expelled", "takes the place of your best-placed meeple"),
                                            ("placed", "none of yours there"), ("full", "only his own meeples"),
                                            (None, "if you have one")])
def test_the_worker_is_said_for_each_outcome(outcome, words):
    said = T.action_text(tr.turn(10, dice("Y6,R2")), outcome)
    assert said.startswith("Worker to the City Hall") and words in said and "\u2020W1" in said


def test_combat_is_said_with_its_event_and_marks():
    assert T.combat_text(tr.combat(dice("R6"), (5, 2))) == (
        "Le Roy spends R6 to remove the black 5; passed back to you: 2.")
    assert T.combat_text(tr.combat((), (5,)), 1) == (
        "Red event 1 (\u2020K2): le Roy has no die to fight with; passed back to you: 5.")
    assert T.combat_text(tr.combat(dice("W1"), (2,))).endswith("(\u2020K3); passed back to you: none.")


def test_setup_lines_say_the_passed_over_dice_then_each_meeple():
    board = tr.Board.from_counts({tr.Building.PALACE: (4, 2), tr.Building.CITY_HALL: (6, 0)})
    lines = T.setup_lines(tr.setup_step(dice("R6,R5,Y4,Y1,W1,W2"), board))
    assert lines[0] == "R6, R5, Y4, Y1 passed over: the City Hall and Palace are full (\u2020S3)."
    assert lines[1:] == ["Put a le Roy meeple on place 1 of the Bishopric for W2.",
                         "Put a le Roy meeple on place 2 of the Bishopric for W1.",
                         "Put a le Roy meeple on place 3 of the Bishopric (no die left for a building with room: "
                         "the best free place, Palace first (\u2020S3))."]


def test_band_note_says_when_ruling_r1_decides():
    assert T.band_note(0).endswith("0 to 5, \u2020R1") and T.band_note(20).endswith("16 to 20, \u2020R1")
    assert "below every printed band" in T.band_note(-101) and T.band_note(-100) == ""
    assert [T.band_note(m) for m in (-1, 1, 19, 21, 40)] == [""] * 5
    assert [T.band_taken(b) for b in tr.BANDS if b.ruled] == ["-1 or less", "21 or more"]
    assert T.rating_line(0) == ("Rating band 0 to 5 (a margin of 0 is printed in two bands; it counts in 0 to 5, "
                                "\u2020R1): Not terrible, but le Roy still takes your head.")


# ------------------------------------------------------------------ reference data

def test_reference_data_is_complete():
    assert [c.name for c in T.bonus_cards()] == ["Baker", "Banquet", "Prior", "Resistance"]
    assert [c.name for c in T.card_modifications()] == ["Tax Collector", "Tithe", "Traveling Builders", "Banquet"]
    assert list(T.solo_changes()) == ["colours", "start", "first", "harmful", "neutral", "buying", "characters"]


def test_the_cards_say_the_numbers_of_the_data():
    cards = {c.name: c.text for c in T.bonus_cards()}
    assert cards["Baker"].startswith(f"{tr.BAKER_DENIERS} denier per yellow die")
    assert cards["Prior"].startswith(f"{tr.PRIOR_WHITE_DICE} white die counts as {tr.PRIOR_COUNTS_AS} white dice")
    assert "no other white die" in cards["Prior"] and "per action" not in cards["Prior"]
    mods = {c.name: c.text for c in T.card_modifications()}
    assert mods["Tax Collector"].startswith(f"{tr.TAX_COLLECTOR_DENIERS} deniers (not {tr.TAX_COLLECTOR_BASE_DENIERS})")
    assert f"up to {tr.TITHE_DICE} yellow dice from le Roy (not {tr.TITHE_BASE_DICE})" in mods["Tithe"]
    assert f"at most {tr.MAX_DICE_PER_ACTION} dice" in mods["Tithe"]
    builders = mods["Traveling Builders"]
    assert f"gains {tr.TRAVELING_BUILDERS_VP} VP" in builders and "\u2020E2" in builders


def test_every_mark_names_a_ruling_and_every_new_gap_has_one():
    mark = re.compile("\u2020([A-Z][0-9]+)")
    texts = [n.text for n in T.notes()] + list(T.solo_changes().values()) + \
        [c.text for c in T.bonus_cards() + T.card_modifications()] + [T.band_note(m) for m in (-200, 0, 20)]
    for text in texts:
        for key in mark.findall(text):
            assert key in tr.RULING, (key, text)
    gaps = {"B2", "B3", "B4", "C2", "E1", "E2", "K2", "K3", "M1", "M2", "L1", "N1", "R2", "V2", "Y1"}
    assert gaps <= set(tr.RULING)
    assert all(r.phrases for r in tr.RULINGS if r.key in gaps)


def test_values_name_the_data():
    v = T.values()
    assert (v["places"], v["setup_dice"], v["characters"], v["max_vp"]) == (
        tr.PLACES, tr.SETUP_DICE, tr.CHARACTER_CARDS, tr.MAX_VP)
    assert T.sentence(T.SETUP_RULES[-1]) == "Repeat until the buildings hold 12 of his meeples and 6 of yours."


# ------------------------------------------------------------------ the site's tables, row by row

def macro(name: str) -> str:
    from playaid.generator.text import render_macro

    return render_macro("troyes.rst.jinja", name, game=tr)


def check_table(rows: list[list[str]]) -> None:
    """Every cell of each row of le Roy's table is that row's data."""
    assert rows[0] == ["Roll", "Chance", "Action", "Price", "VP", "Note"]
    assert sorted(int(r[0]) for r in rows[1:]) == list(range(2, 13))
    for roll_text, chance, action, price, vp, note in rows[1:]:
        r = tr.TABLE[int(roll_text)]
        p = Fraction(6 - abs(r.roll - 7), 36)
        assert chance == f"{p.numerator}/{p.denominator}"
        assert action.startswith({"gain_vp": f"Le Roy gains {r.vp} VP", "worker": f"Le Roy places {r.meeples} worker",
                                  "event": "Le Roy resolves the right-most event",
                                  "tradesman": f"Le Roy places {r.meeples} tradesman",
                                  "cathedral": f"Le Roy places {r.cubes} cubes", "character": "Le Roy reveals"}[
                                     r.action.value]), (r.roll, action)
        assert ("\u2020T1 as row" in action) == ("T1" in r.rulings)
        assert ("\u2020T2, like row" in price) == ("T2" in r.rulings)
        if r.mirrors:
            assert action.endswith(f"as row {r.mirrors})") or price.endswith(f"like row {r.mirrors})")
        if r.per_banner:
            assert price.startswith("1 die per free banner")
        else:
            assert price.startswith(f"{r.own + r.bought} di") and (f"({r.bought} bought" in price) == bool(r.bought)
        assert vp == (str(r.vp) if r.vp else "\\-")
        assert note == str([x.roll for x in tr.TABLE.values() if x.printed].index(r.note_row) + 1)


def test_the_site_table_prints_each_row_of_le_roy_table():
    rst = macro("table")
    check_table(list_table(rst))
    assert "\u2020T1 and \u2020T2" in rst.splitlines()[0]


def test_the_site_table_check_fails_when_two_rows_are_swapped():
    rows = list_table(macro("table"))
    for a, b in ((1, 2), (2, 10), (4, 8), (6, 7)):
        swapped = [row[:] for row in rows]
        swapped[a][1:], swapped[b][1:] = swapped[b][1:], swapped[a][1:]
        with pytest.raises(AssertionError):
            check_table(swapped)


def check_chances(rows: list[list[str]]) -> None:
    assert rows[0] == ["Action", "Chance"]
    assert [r[0] for r in rows[1:]] == [ENGLISH(a.label) for a in tr.Action]
    for (label, chance), action in zip(rows[1:], tr.Action):
        ways = sum(6 - abs(r.roll - 7) for r in tr.TABLE.values() if r.action is action)
        p = Fraction(ways, 36)
        mirrored = any(r.action is action and r.mirrors and r.roll != 9 for r in tr.TABLE.values())
        assert chance == f"{p.numerator}/{p.denominator}" + (" \u2020T1" if mirrored else "")


def test_the_site_chances_print_each_action():
    rows = list_table(macro("chances"))
    check_chances(rows)
    swapped = [rows[0], rows[1], rows[3], rows[2], *rows[4:]]
    with pytest.raises(AssertionError):
        check_chances([rows[0]] + [[r[0], s[1]] for r, s in zip(rows[1:], swapped[1:])])


def check_bands(rows: list[list[str]]) -> None:
    printed = {-100: "-100 to 0", 0: "0 to 5", 6: "6 to 10", 11: "11 to 15", 16: "16 to 20", 20: "20+"}
    verdicts = {"defeat": "Defeat", "not_terrible": "Not terrible", "average": "An average", "respectable": "Respectable",
                "uneasy": "Le Roy grows uneasy", "masterful": "A masterful"}
    assert len(rows) == len(tr.BANDS) + 1
    for (label, taken, verdict), b in zip(rows[1:], tr.BANDS):
        assert label == printed[b.low]
        low = "" if b.takes_from is None else str(b.takes_from)
        high = "" if b.takes_to is None else str(b.takes_to)
        assert taken.replace(" \u2020R1", "") == {("", high): f"{high} or less", (low, ""): f"{low} or more"}.get(
            (low, high) if not (low and high) else None, f"{low} to {high}")
        assert taken.endswith("\u2020R1") == b.ruled
        assert verdict.startswith(verdicts[b.rating.value])


def test_the_site_bands_print_each_band():
    rows = list_table(macro("bands"))
    check_bands(rows)
    with pytest.raises(AssertionError):
        check_bands([rows[0], rows[2], rows[1], *rows[3:]])


def test_the_site_card_tables_print_each_card():
    for name, cards in (("bonus_cards", T.bonus_cards()), ("modifications", T.card_modifications())):
        rows = list_table(macro(name))
        assert rows[1:] == [[c.name, c.text.replace("*", "\\*")] for c in cards]


def test_the_site_rulings_table_prints_each_ruling():
    rows = list_table(macro("rulings"))
    assert [r[0] for r in rows[1:]] == [r.mark for r in tr.RULINGS]
    filled = tr.message_values(ENGLISH)
    for cells, r in zip(rows[1:], tr.RULINGS):
        assert cells[1:] == [" ".join(ENGLISH(text, **filled).split()) for text in (r.topic, r.source, r.ruling)]
        assert "{" not in " ".join(cells), r.key


def test_the_site_notes_print_each_note_with_its_rolls():
    lines = [line for line in macro("notes").splitlines() if line.startswith("* ")]
    for line, n in zip(lines, T.notes(), strict=True):
        rolls = " and ".join(map(str, n.rolls))
        assert line == f"* **({n.number})** roll{'s' if len(n.rolls) > 1 else ''} {rolls}: {n.text}"


@pytest.mark.parametrize("name", ["ranking", "round_dice", "setup", "turn", "combat", "round_end", "score",
                                  "solo_changes", "win"])
def test_the_page_states_each_rule_from_the_text_source(name):
    text = macro(name)
    assert text.strip() and "{" not in text


def test_the_site_prices_each_buying_row_as_its_own_note(site_build):
    """The Troyes page once gave row 2's 6 deniers to rows 3 and 11 too (rulebook note 2: 4)."""
    from tests import surfaces

    assert site_build.returncode == 0, site_build.stderr
    blocks = surfaces.page_blocks((site_build.html / "troyes.html").read_text(encoding="utf-8"))
    priced: dict[int, set[int]] = {}
    for block in blocks:
        m = re.search(r"\brolls? ((?:\d+(?:, | and ))*\d+):", block)
        if m and "deniers" in block:
            for roll in map(int, re.split(r", | and ", m.group(1))):
                priced.setdefault(roll, set()).update(map(int, re.findall(r"(\d+) deniers", block)))
    buying = {r.roll: r.price_deniers for r in tr.TABLE.values() if r.bought}
    assert {roll: priced.get(roll) for roll in buying} == {roll: {d} for roll, d in buying.items()}
    assert buying[3] == buying[11] == 4 and buying[2] == buying[12] == 6


def test_the_site_shows_the_page_in_the_language_it_is_given():
    """Every sentence and header of the page's tables comes through ``t``: in a marked language
    each of them is marked, and the numbers stay the data's."""
    from playaid.generator.text import render_macro

    def marked(name):
        return render_macro("troyes.rst.jinja", name, game=tr, t=MARKED)

    assert all(cell.startswith("\u00bb") for row in list_table(marked("bands")) for cell in row)
    rows = list_table(marked("table"))
    assert all(cell.startswith("\u00bb") for cell in rows[0])
    assert all(row[2].startswith("\u00bb") and row[3].startswith("\u00bb") for row in rows[1:])
    assert [row[0] for row in rows[1:]] == [str(n) for n in tr.TABLE]
    for name in ("ranking", "setup", "turn", "combat", "round_end", "notes", "solo_changes", "win"):
        lines = [line for line in marked(name).splitlines() if line.strip()]
        assert lines and all(line.lstrip("* ").startswith("\u00bb") for line in lines), name


def test_the_italian_edition_prices_his_event_per_free_banner():
    """As an Italian player says it: "un dado per stendardo libero", never "a stendardo libero"."""
    from playaid.automata.language import text_for
    from playaid.generator import i18n

    it = text_for("it")
    assert T.price_text(tr.row(5), it) == "1 dado per stendardo libero"
    assert not [m.id for m in i18n.read("it") for s in (m.string if isinstance(m.string, (list, tuple))
                                                        else [m.string]) if s and "a stendardo" in s]


@pytest.mark.parametrize("roll", [2, 12])
def test_a_short_buying_row_with_nothing_to_sell_never_names_dice_he_did_not_spend(roll):
    """Row 2 or 12, nothing to sell, one die left: he spends that one (line 70), so the sale's
    sentence names no three dice of his own (†B1)."""
    t = tr.turn(roll, tr.parse_dice("R5"), ())
    assert t.short and [str(d) for d in t.spent] == ["R5"]
    said = f"{T.spent_text(t)} {T.sale_text(t)}"
    assert "3 of his own" not in said and "\u2020B1" in said
    assert "3 of his own" in T.sale_text(tr.turn(roll, tr.parse_dice("R5,Y2,W1"), ()))
