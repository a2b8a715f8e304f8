"""The le Roy decision sheet: one page whose tables print the rules data row by row, and whose
every word is a message of the Troyes text source.

Each table is read back from the PDF's text and every value of each row is checked against that
row's data (the chances against the dice themselves), so two rows swapped, or two values of a row,
fail; :func:`test_the_table_check_fails_when_rows_or_values_are_swapped` proves it.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from playaid.generator.aids import le_roy_sheet as sheet
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.rules import troyes as tr
from playaid.rules.text import ENGLISH, plain
from playaid.rules.troyes import text as T

from tests.conftest import read_pdf, rendered, squash
from tests.languages import LOUD


@pytest.fixture(params=list(PAPERS), scope="module")
def doc(request):
    return read_pdf(rendered("le-roy-sheet", request.param))


def say(*messages, **more) -> str:
    """Messages as the sheet prints them, in English, markup dropped."""
    values = {**tr.message_values(ENGLISH), **more}
    return squash(plain(" ".join(ENGLISH(m, **values) for m in messages)))


def between(flat: str, start: str, end: str) -> str:
    """The text after the first ``start`` and before the next ``end``."""
    assert start in flat, start
    rest = flat.split(start, 1)[1]
    assert end in rest, end
    return rest.split(end, 1)[0].strip()


# ------------------------------------------------------------------ le Roy's table

ROW = re.compile(r"(?P<roll>\d+) (?P<fraction>\d+/\d+) \((?P<percent>\d+\.\d)%\) (?P<cells>.+?) \((?P<note>\d+)\)"
                 r"(?= \d+ \d+/\d+ \(|$)")


def table_rows(flat: str) -> list[dict[str, str]]:
    """Le Roy's table as printed: one dict per row, read from the page's text."""
    header = say(T.COLUMN_ROLL, T.COLUMN_CHANCE, T.COLUMN_LE_ROY_ACTION, T.COLUMN_PRICE, T.COLUMN_NOTE)
    body = between(flat, header, say(T.TABLE_CAPTION, **caption_values()))
    return [m.groupdict() for m in ROW.finditer(body)]


def caption_values() -> dict[str, object]:
    priced = next(r for r in tr.TABLE.values() if "T2" in r.rulings)
    copies = [r for r in tr.TABLE.values() if "T1" in r.rulings]
    return {"last": priced.roll, "model": priced.mirrors, "axis": (priced.roll + priced.mirrors) // 2,
            "copies": ENGLISH.join(str(r.roll) for r in copies), "models": ENGLISH.join(str(r.mirrors) for r in copies)}


def check_table(rows: list[dict[str, str]]) -> None:
    """Every row, in roll order, holds its own chance, action, price and note number."""
    assert [int(r["roll"]) for r in rows] == list(range(2, 13))
    for printed in rows:
        roll = int(printed["roll"])
        r = tr.row(roll)
        chance = Fraction(6 - abs(roll - 7), 36)  # the ways two dice make the roll, not the data's word for it
        assert printed["fraction"] == f"{chance.numerator}/{chance.denominator}", roll
        assert printed["percent"] == f"{float(chance) * 100:.1f}", roll
        action = say(T.row_text(r)) + (" " + say(T.AS_ROW, model=r.mirrors) if "T1" in r.rulings else "")
        price = say(T.price_text(r)) + (" " + say(T.LIKE_ROW, model=r.mirrors) if "T2" in r.rulings else "")
        assert printed["cells"] == f"{action} {price}", roll
        assert int(printed["note"]) == tr.note_number(roll), roll


def test_the_table_prints_each_row_with_its_own_values(doc):
    check_table(table_rows(doc.flat))


def test_the_table_check_fails_when_rows_or_values_are_swapped(doc):
    rows = table_rows(doc.flat)
    for a, b in ((0, 1), (1, 2), (3, 7), (8, 9), (0, 10)):
        for keys in (("fraction", "percent"), ("percent",), ("cells",), ("note",), ("cells", "note")):
            swapped = [dict(r) for r in rows]
            for key in keys:
                swapped[a][key], swapped[b][key] = rows[b][key], rows[a][key]
            if swapped != rows:
                with pytest.raises(AssertionError):
                    check_table(swapped)


def test_ruled_rows_carry_their_marks_and_the_caption_says_why(doc):
    rows = {int(r["roll"]): r for r in table_rows(doc.flat)}
    for roll, r in tr.TABLE.items():
        for key in ("T1", "T2"):
            assert (f"\u2020{key}" in rows[roll]["cells"]) == (key in r.rulings), (roll, key)
    caption = say(T.TABLE_CAPTION, **caption_values())
    assert "mirrored around 7" in caption and caption in doc.flat


# ------------------------------------------------------------------ the notes and the bands

def test_each_note_follows_its_number_and_serves_the_rows_that_cite_it(doc):
    notes = between(doc.flat, say(T.HEADING_NOTES), say(T.HEADING_RANKING))
    printed = [(int(n), text.strip()) for n, text in re.findall(r"\((\d+)\) (.+?)(?= \(\d+\) |$)", notes)]
    assert printed == [(n.number, squash(n.text)) for n in tr.notes()]
    for r in table_rows(doc.flat):
        roll = int(r["roll"])
        assert dict(printed)[int(r["note"])] == squash(T.note_text(tr.row(roll))), roll


def check_bands(text: str) -> None:
    expected = []
    for b in tr.BANDS:
        margin = say(T.BAND_RULED, band=T.band_range(b), taken=T.band_taken(b)) if b.ruled else T.band_range(b)
        expected.append(f"{margin} {say(T.VERDICT[b.rating])}")
    assert text == " ".join(expected)


def test_the_bands_print_each_band_with_its_own_verdict(doc):
    bands = between(doc.flat, say(T.COLUMN_MARGIN, T.COLUMN_VERDICT), tr.TITLE)
    check_bands(bands)
    first, second = say(T.VERDICT[tr.BANDS[0].rating]), say(T.VERDICT[tr.BANDS[1].rating])
    with pytest.raises(AssertionError):
        check_bands(bands.replace(first, "\0").replace(second, first).replace("\0", second))


# ------------------------------------------------------------------ every word from the text source

#: The rule sentences the sheet prints, as the text source writes them.
SENTENCES = (
    T.HEADING_TABLE, T.HEADING_TURN, T.HEADING_NOTES, T.HEADING_RANKING, T.HEADING_COMBAT, T.HEADING_SETUP,
    T.HEADING_END, T.TURN_PRICE, T.TURN_KEEPS, T.TURN_SHORT, T.SOLO_CHANGES["harmful"], T.SOLO_CHANGES["neutral"],
    T.RANKING, *T.COMBAT_RULES, *T.SETUP_RULES, T.SOLO_CHANGES["colours"], T.ROUND_DICE, T.SOLO_CHANGES["start"],
    T.SOLO_CHANGES["first"], *T.END_RULES, T.SHEET_TITLE, T.SHEET_SUBTITLE,
)


def test_every_sentence_it_prints_is_the_text_sources(doc):
    for message in SENTENCES:
        assert say(message) in doc.flat, message
    assert say(T.SITE_REASONS, game=tr.GAME_INFO.title) in doc.flat
    builders = ENGLISH(T.TRAVELING_BUILDERS)
    effect = next(c.text for c in T.card_modifications() if c.name == builders)
    assert say(T.CARD_LINE, card=builders, text=effect) in doc.flat


def furniture() -> list[str]:
    """What the header and footer of every page print."""
    from playaid.generator.pdf.layout import FOLLOWS, PAGE_OF, PRINT_AT_100

    info = sheet.INFO
    return [info.game, say(info.title), say(info.subtitle), say(FOLLOWS, rulebook=ENGLISH(info.rulebook)),
            say(PAGE_OF, page=1, total=1), say(PRINT_AT_100), f"playaid {info.version}"]


def test_it_prints_nothing_but_those_sentences_its_tables_and_the_page_furniture(doc):
    """Take out every sentence, note, table cell and piece of furniture the sheet should print:
    no word is left, so the sheet prints no sentence of its own."""
    flat = doc.flat
    header = say(T.COLUMN_ROLL, T.COLUMN_CHANCE, T.COLUMN_LE_ROY_ACTION, T.COLUMN_PRICE, T.COLUMN_NOTE)
    bands = between(flat, say(T.COLUMN_MARGIN, T.COLUMN_VERDICT), tr.TITLE)
    check_bands(bands)
    builders = ENGLISH(T.TRAVELING_BUILDERS)
    effect = next(c.text for c in T.card_modifications() if c.name == builders)
    parts = ([say(m) for m in SENTENCES] + [r["cells"] for r in table_rows(flat)] + furniture()
             + [say(T.NOTE_ITEM, number=n.number, note=n.text) for n in tr.notes()]
             + [header, bands, say(T.COLUMN_MARGIN, T.COLUMN_VERDICT), say(T.TABLE_CAPTION, **caption_values()),
                say(T.SITE_REASONS, game=tr.GAME_INFO.title), say(T.CARD_LINE, card=builders, text=effect)])
    for part in sorted(dict.fromkeys(parts), key=len, reverse=True):
        assert part in flat, part
        flat = flat.replace(part, " ")
    assert not re.findall(r"[A-Za-z]{2,}", flat), squash(flat)


def test_every_dagger_carries_a_ruling_key(doc):
    """One marker everywhere: a bare \u2020 is only the subtitle's legend, which says what a mark is."""
    legend = say(T.SHEET_SUBTITLE)
    for text in doc.pages:
        text = " ".join(text.split()).replace(legend, "")
        for m in re.finditer("\u2020", text):
            assert text[m.end():m.end() + 2] in tr.RULING, text[max(0, m.start() - 40):m.end() + 10]


def test_the_dice_ranking_strip_draws_the_rules_ranking(doc):
    ranked = [str(d) for d in tr.rank([tr.Die(c, v) for c in tr.Colour for v in tr.FACES])]
    strip = re.search(r"((?:[RYW][1-6] )+)\u2026 ([RYW][1-6])", doc.flat)
    assert strip, "the strip's dice are printed with their letters"
    shown = strip.group(1).split()
    assert shown == ranked[:len(shown)] and len(shown) >= 9 and strip.group(2) == ranked[-1]


# ------------------------------------------------------------------ another language, no code change

def test_the_sheet_speaks_the_language_it_is_given():
    t = LOUD
    pdf = render(sheet.pages(PAPERS["a4"], make_styles(COLOUR, t)), sheet.INFO, PAPERS["a4"], COLOUR, t)
    flat = read_pdf(pdf).flat
    lower = {w for w in re.findall(r"[A-Za-z][A-Za-z'\u2019-]*", flat) if any(c.islower() for c in w)}
    assert lower <= {tr.GAME_INFO.title, "playaid"}, lower
    assert "1/36 (2.8%)" in flat and "\u2020T1" in flat
