"""The Troyes reference aid: one page whose tables print the rules data row by row (cards, le Roy's
table at a glance, the bands), and whose every word is a message of the Troyes text source.

Each table is read back from the PDF's text and every value of each row is checked against that
row's data (the chances against the dice themselves), so two rows swapped, or two values of a row,
fail; :func:`test_the_glance_check_fails_when_rows_or_values_are_swapped` proves it.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from playaid.generator.aids import troyes_aid as aid
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.generator.registry import STANDALONE
from playaid.rules import troyes as tr
from playaid.rules.text import ENGLISH
from playaid.rules.troyes import text as T
from tests.conftest import read_pdf, rendered, squash
from tests.languages import LOUD
from tests.test_aids_le_roy_sheet import between, check_bands, say


@pytest.fixture(params=list(PAPERS), scope="module")
def doc(request):
    return read_pdf(rendered("troyes-aid", request.param))


# ------------------------------------------------------------------ the card tables

def check_cards(text: str, cards: tuple[tr.CardText, ...], head) -> None:
    """A card table as printed: its header, then each card's name followed by its own text."""
    assert text == " ".join([say(T.COLUMN_CARD, head)] + [f"{c.name} {squash(c.text)}" for c in cards])


def test_the_bonus_cards_print_each_card_with_its_own_text(doc):
    table = between(doc.flat, say(T.HEADING_BONUS_CARDS), say(T.CARDS_AS_PICTURES))
    check_cards(table, T.bonus_cards(), T.COLUMN_EFFECT)
    cards = T.bonus_cards()
    swapped = (cards[1], cards[0], *cards[2:])
    with pytest.raises(AssertionError):
        check_cards(table, swapped, T.COLUMN_EFFECT)
    prior = {c.name: c.text for c in cards}["Prior"]
    assert prior.startswith(f"{tr.PRIOR_WHITE_DICE} white die counts as {tr.PRIOR_COUNTS_AS} white dice")


def test_the_card_modifications_print_each_card_with_its_own_text(doc):
    table = between(doc.flat, say(T.HEADING_MODIFICATIONS), say(T.HEADING_ROUND))
    check_cards(table, T.card_modifications(), T.COLUMN_IN_CHALLENGE)


# ------------------------------------------------------------------ his table at a glance

ROW = re.compile(r"(?P<roll>\d+) (?P<cells>.+?) (?P<chance>\d+/\d+)(?= \d+ |$)")


def glance_rows(flat: str) -> list[dict[str, str]]:
    header = say(T.COLUMN_ROLL, T.COLUMN_ACTION, T.COLUMN_PRICE, T.COLUMN_CHANCE)
    body = between(flat, say(T.HEADING_GLANCE) + " " + header, T.table_caption())
    return [m.groupdict() for m in ROW.finditer(body)]


def check_glance(rows: list[dict[str, str]]) -> None:
    """Every row, in roll order, holds its own action, price and chance."""
    assert [int(r["roll"]) for r in rows] == list(range(2, 13))
    for printed in rows:
        roll = int(printed["roll"])
        r = tr.row(roll)
        chance = Fraction(6 - abs(roll - 7), 36)  # the ways two dice make the roll
        assert printed["chance"] == f"{chance.numerator}/{chance.denominator}", roll
        action = say(T.row_cell(r)) + (" " + say(T.AS_ROW, model=r.mirrors) if "T1" in r.rulings else "")
        price = say(T.price_cell(r)) + (" \u2020T2" if "T2" in r.rulings else "")
        assert printed["cells"] == f"{action} {price}", roll
        dice = r.own + r.bought if not r.per_banner else tr.DICE_PER_BANNER
        assert re.match(rf"{dice} di(e|ce)\b", price), roll
        assert (f"({r.bought} yours)" in price) == bool(r.bought), roll


def test_the_glance_prints_each_row_with_its_own_values(doc):
    check_glance(glance_rows(doc.flat))


def test_the_glance_check_fails_when_rows_or_values_are_swapped(doc):
    rows = glance_rows(doc.flat)
    for a, b in ((0, 1), (1, 2), (3, 7), (8, 9), (0, 10)):
        for keys in (("chance",), ("cells",), ("roll",), ("cells", "chance")):
            swapped = [dict(r) for r in rows]
            for key in keys:
                swapped[a][key], swapped[b][key] = rows[b][key], rows[a][key]
            if swapped != rows:
                with pytest.raises(AssertionError):
                    check_glance(swapped)


def test_the_odds_that_rest_on_a_ruling_are_marked(doc):
    gain = Fraction(sum(6 - abs(r.roll - 7) for r in tr.TABLE.values() if r.action is tr.Action.GAIN_VP), 36)
    ruled = [r.roll for r in tr.TABLE.values() if r.action is tr.Action.GAIN_VP and "T1" in r.rulings]
    assert ruled == [11, 12]
    assert f"{float(gain) * 100:.1f}% of his turns (rows 11 and 12 included, \u2020T1)" in doc.flat
    assert say(T.gain_vp_share()) in doc.flat


# ------------------------------------------------------------------ the bands, the round, every word

def test_the_bands_print_each_band_with_its_own_verdict(doc):
    check_bands(between(doc.flat, say(T.COLUMN_MARGIN, T.COLUMN_VERDICT), tr.TITLE))


def round_steps() -> list[str]:
    steps = ((T.STEP_MEEPLES, (T.COUNT_MEEPLES,)), (T.STEP_DICE, (T.ROUND_DICE, T.RANKING)),
             (T.STEP_COMBAT, T.COMBAT_RULES), (T.STEP_TURNS, (T.TURN_ROLL, T.TURN_KEEPS)),
             (T.STEP_END, (T.SOLO_CHANGES["start"],)))
    return [say(T.ROUND_STEP, step=ENGLISH(step), rules=say(*rules)) for step, rules in steps]


def test_his_round_is_said_step_by_step_with_the_rules_sentences(doc):
    steps = between(doc.flat, say(T.HEADING_ROUND), say(T.HEADING_GLANCE))
    for step in round_steps():
        assert step in doc.flat, step
    assert [s.split(".")[0] for s in re.split(r"\u2022 ", steps) if s] == [
        ENGLISH(s) for s in (T.STEP_MEEPLES, T.STEP_DICE, T.STEP_COMBAT, T.STEP_TURNS, T.STEP_END)]


def test_the_solo_changes_are_the_text_sources(doc):
    changes = between(doc.flat, say(T.HEADING_SOLO), say(T.HEADING_MODIFICATIONS))
    expected = [squash(c) for topic, c in T.solo_changes().items() if topic != "start"]
    assert changes == " ".join(f"\u2022 {c}" for c in expected)
    assert say(T.SOLO_CHANGES["start"]) in doc.flat  # said where his round ends


def commands() -> dict[str, str]:
    """The ways to run le Roy from a terminal, as they are typed."""
    standalone = next(name for name, game, _ in STANDALONE if game == tr.GAME)
    return {"command": f"playaid solo {tr.GAME}", "standalone": f"python3 {standalone}"}


def terminal() -> str:
    return say(T.TERMINAL, **commands())


def test_the_box_names_the_command_and_the_standalone_file(doc):
    assert "playaid solo troyes" in terminal() and "python3 le-roy.pyz" in terminal()
    assert terminal() in doc.flat


def test_it_prints_nothing_but_the_text_sources_sentences_its_tables_and_the_page_furniture(doc):
    """Take out every sentence, table and piece of furniture the aid should print: no word is left."""
    from playaid.generator.pdf.layout import FOLLOWS, PAGE_OF, PRINT_AT_100

    flat = doc.flat
    info = aid.INFO
    tables = [between(flat, say(T.HEADING_BONUS_CARDS), say(T.CARDS_AS_PICTURES)),
              between(flat, say(T.HEADING_MODIFICATIONS), say(T.HEADING_ROUND)),
              between(flat, say(T.COLUMN_MARGIN, T.COLUMN_VERDICT), tr.TITLE)]
    check_cards(tables[0], T.bonus_cards(), T.COLUMN_EFFECT)
    check_cards(tables[1], T.card_modifications(), T.COLUMN_IN_CHALLENGE)
    check_bands(tables[2])
    parts = [say(m) for m in (T.HEADING_BONUS_CARDS, T.HEADING_SOLO, T.HEADING_MODIFICATIONS, T.HEADING_ROUND,
                              T.HEADING_GLANCE, T.HEADING_END, T.CARDS_AS_PICTURES, T.MARKS_LEGEND, *T.END_RULES)]
    parts += [squash(c) for topic, c in T.solo_changes().items() if topic != "start"] + round_steps()
    parts += [r["cells"] for r in glance_rows(flat)] + tables + [terminal(), T.table_caption(), say(T.gain_vp_share())]
    parts += [say(T.COLUMN_ROLL, T.COLUMN_ACTION, T.COLUMN_PRICE, T.COLUMN_CHANCE),
              say(T.COLUMN_MARGIN, T.COLUMN_VERDICT)]
    parts += [info.game, say(info.title), say(info.subtitle), say(FOLLOWS, rulebook=ENGLISH(info.rulebook)),
              say(PAGE_OF, page=1, total=1), say(PRINT_AT_100), f"playaid {info.version}"]
    for part in sorted(dict.fromkeys(parts), key=len, reverse=True):
        assert part in flat, part
        flat = flat.replace(part, " ")
    assert not re.findall(r"[A-Za-z]{2,}", flat), squash(flat)


def test_every_dagger_carries_a_ruling_key(doc):
    """One marker everywhere: a bare \u2020 is only the legend that says what a mark is."""
    legend = say(T.MARKS_LEGEND)
    for text in doc.pages:
        text = " ".join(text.split()).replace(legend, "")
        for m in re.finditer("\u2020", text):
            assert text[m.end():m.end() + 2] in tr.RULING, text[max(0, m.start() - 40):m.end() + 10]


def test_the_aid_speaks_the_language_it_is_given():
    t = LOUD
    pdf = render(aid.pages(PAPERS["a4"], make_styles(COLOUR, t)), aid.INFO, PAPERS["a4"], COLOUR, t)
    flat = read_pdf(pdf).flat
    words = r"[A-Za-z][A-Za-z'\u2019-]*"
    lower = {w for w in re.findall(words, flat) if any(c.islower() for c in w)}
    typed = set(re.findall(words, " ".join(commands().values())))  # commands are typed as they are run
    assert lower <= {tr.GAME_INFO.title, "playaid"} | typed, lower
    assert "1/36" in flat and "\u2020T1" in flat
