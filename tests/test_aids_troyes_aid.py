"""The Troyes reference aid: setup first, the four bonus cards in full (what, when, an example worked
out by the rules core, against le Roy, a line for what the card pictures), your turns, the end and a
pointer to the le Roy sheet, which alone holds his table and the bands; every word from the text source.

Each card's block is read back from the PDF's text and checked against that card's own data, so two
cards' lines swapped fail: :func:`test_the_card_check_fails_when_cards_are_swapped`.
"""

from __future__ import annotations

import re

import pytest

from playaid.generator.aids import le_roy_sheet as sheet
from playaid.generator.aids import troyes_aid as aid
from playaid.generator.pdf import CONTINUED, COLOUR, PAPERS, RULINGS_LEGEND, RULINGS_TITLE, SETUP, make_styles, render
from playaid.rules import troyes as tr
from playaid.rules.text import ENGLISH, RULING_MARK
from playaid.rules.troyes import text as T
from tests.conftest import parsed, read_pdf, rendered, squash
from tests.languages import LOUD
from tests.test_aids_le_roy_sheet import between, say


@pytest.fixture(params=list(PAPERS), scope="module")
def doc(request):
    return read_pdf(rendered("troyes-aid", request.param))


# ------------------------------------------------------------------ the bonus cards

def blocks(flat: str) -> dict[str, str]:
    """Each card's block as printed: from its name to the line for what the card pictures (the list
    of cards may run on into the next column, under its heading continued)."""
    text = between(flat, say(T.CARDS_AS_PICTURES), ENGLISH(T.HEADING_YOUR_TURNS))
    text = text.replace(ENGLISH(CONTINUED, heading=ENGLISH(T.HEADING_BONUS_CARDS)), " ")
    text = " ".join(text.split())
    label = ENGLISH(T.LABEL_COST)
    found = {}
    for block in text.split(label)[:-1]:
        name = next(c.name for c in T.bonus_cards() if f"{c.name}:" in block)
        found[name] = block[block.index(f"{name}:"):].strip()
    return found


def line(label, text: str) -> str:
    return say(T.BLOCK_LINE, label=ENGLISH(label), text=text)


def expected_blocks() -> dict[str, str]:
    """What each card's block says, every number worked out here by the rules core."""
    cards = {c.name: f"{c.name}: {squash(c.text)}" for c in T.bonus_cards()}
    changed = {c.name: squash(c.text) for c in T.card_modifications()}
    districts = [len(d) for d in aid.BANQUET_DISTRICTS]
    dice = tr.parse_dice(aid.RESISTANCE_DICE)
    fights = tr.combat_events(dice, aid.RESISTANCE_BLACK)
    return {
        "Baker": " ".join([cards["Baker"], line(T.LABEL_EXAMPLE, say(T.EXAMPLE_BAKER, count=len(aid.BAKER_YELLOW),
                                                                     deniers=tr.baker_deniers(len(aid.BAKER_YELLOW)))),
                           line(T.LABEL_AGAINST, say(T.AGAINST_UNCHANGED))]),
        "Banquet": " ".join([cards["Banquet"],
                             line(T.LABEL_EXAMPLE, say(T.EXAMPLE_BANQUET, counts=ENGLISH.join(map(str, districts)),
                                                       vp=tr.banquet_vp(districts), most=max(districts))),
                             line(T.LABEL_AGAINST, changed["Banquet"])]),
        "Prior": " ".join([cards["Prior"], line(T.LABEL_WHEN, say(T.WHEN_PRIOR)),
                           line(T.LABEL_EXAMPLE, say(T.EXAMPLE_PRIOR, die=str(aid.PRIOR_DIE), dice=" ".join(
                               map(str, tr.prior([aid.PRIOR_DIE])))))]),
        "Resistance": " ".join([cards["Resistance"], line(T.LABEL_WHEN, say(T.WHEN_RESISTANCE)),
                                line(T.LABEL_EXAMPLE, say(
                                    T.EXAMPLE_RESISTANCE, first="5 4", second="6", dice="R6 Y5 W2",
                                    die_1=str(fights[0].used), black_1=fights[0].eliminated,
                                    die_2=str(fights[1].used), black_2=fights[1].eliminated))]),
    }


def check_cards(printed: dict[str, str], expected: dict[str, str]) -> None:
    assert list(printed) == [c.name for c in T.bonus_cards()]
    for name, block in printed.items():
        assert block == expected[name], name


def test_each_card_prints_what_it_does_when_an_example_and_against_le_roy(doc):
    check_cards(blocks(doc.flat), expected_blocks())


def test_the_examples_are_the_rules_core_s(doc):
    printed = blocks(doc.flat)
    assert "3 yellow dice in the city square: +3 deniers" in printed["Baker"]
    assert "districts holding 2, 4 and 1 red dice: +4 VP" in printed["Banquet"]
    assert "your W4 counts as W4 W4" in printed["Prior"]
    assert "his R6 removes the 5, then his Y5 the 6 (\u2020K2)" in printed["Resistance"]


def test_the_card_check_fails_when_cards_are_swapped(doc):
    printed = blocks(doc.flat)
    names = list(printed)
    for a, b in ((0, 1), (1, 2), (2, 3), (0, 3)):
        swapped = dict(printed)
        swapped[names[a]], swapped[names[b]] = printed[names[b]], printed[names[a]]
        with pytest.raises(AssertionError):
            check_cards(swapped, expected_blocks())


def test_each_card_has_far_more_than_a_row_and_a_line_to_write_its_picture_in(doc):
    flat = doc.flat
    assert flat.count(ENGLISH(T.LABEL_COST)) == len(T.bonus_cards())
    for name, block in blocks(flat).items():
        assert block.count(":") >= 3, name  # what it does, then at least two labelled lines
    assert say(T.CARDS_AS_PICTURES) in flat


def test_the_pictures_draw_the_examples_dice(doc):
    flat = doc.flat
    assert " ".join(f"Y{v}" for v in aid.BAKER_YELLOW) in flat
    assert f"{aid.PRIOR_DIE} = {aid.PRIOR_DIE} {aid.PRIOR_DIE}" in flat
    assert "B5 B4 B6" in flat


# ------------------------------------------------------------------ setup, the round, the end, the pointer

def test_setup_opens_the_page_and_holds_his_placement(doc):
    text = between(doc.flat, f"{ENGLISH(SETUP)} \u2022", ENGLISH(T.HEADING_BONUS_CARDS))
    expected = [say(T.SETUP_CHOICES), say(T.SOLO_CHANGES["colours"], T.SOLO_CHANGES["characters"]),
                say(*T.SETUP_RULES), say(T.RESISTANCE_SETUP)]
    assert f"\u2022 {text}" == " ".join(f"\u2022 {s}" for s in expected)


def test_the_banner_is_the_game_in_three_steps(doc):
    assert " ".join(f"{n} {ENGLISH(s)}" for n, s in enumerate(T.AID_STEPS, 1)) in doc.flat


def test_his_round_is_the_sheet_s_own_and_only_the_sheet_s(doc):
    """Each document says what only it says, and points to the other: le Roy's round is on his
    sheet, not on the aid (which names where it is)."""
    on_sheet = parsed("le-roy-sheet", "a4").flat
    for step in (T.STEP_DICE, T.STEP_COMBAT, T.STEP_TURNS, T.STEP_END):
        assert f"{ENGLISH(step)}." in on_sheet and f"{ENGLISH(step)}." not in doc.flat
    for said in (say(*T.COMBAT_RULES), say(T.ROUND_DICE)):
        assert said in on_sheet and said not in doc.flat
    assert "his round" in say(T.SHEET_POINTER, sheet=ENGLISH(T.SHEET_TITLE), **aid_automaton())


def test_the_aid_and_the_sheet_share_no_line_but_the_page_furniture_and_the_key_s_legend():
    """The aid once repeated some thirty lines of the sheet word for word; now only what every page
    prints (the footer) and the rulings key's title and legend stand on both."""
    def lines(name: str) -> set[str]:
        return {" ".join(line.split()) for page in parsed(name, "a4").pages for line in page.splitlines()
                if len(line.split()) >= 4}

    key = f"{ENGLISH(RULINGS_TITLE, mark=RULING_MARK)} {squash(ENGLISH(RULINGS_LEGEND, mark=RULING_MARK))}"
    shared = lines("troyes-aid") & lines("le-roy-sheet")
    entry = re.compile("\u2020[A-Z][0-9]+ ")     # an entry of a rulings key: each lists what its page marks
    assert shared and all(line in key or line.startswith(("Follows the", "Print at")) or entry.match(line)
                          for line in shared), shared


def test_it_points_to_the_sheet_the_automaton_and_the_score_pad(doc):
    values = sheet.automaton()
    assert say(T.SHEET_POINTER, sheet=ENGLISH(T.SHEET_TITLE), automaton=values["command"],
               standalone=values["standalone"]) in doc.flat
    assert say(T.END_PAD, command="playaid score troyes") in doc.flat


def test_it_no_longer_repeats_the_sheet_s_table(doc):
    flat = doc.flat
    for r in tr.TABLE.values():
        assert say(T.row_cell(r)) not in flat and say(T.row_text(r)) not in flat


def test_the_end_prints_the_rating_bands_and_what_a_win_is(doc):
    """Where the aid tells how the game ends: each band as printed, the margins †R1 gives the two that
    overlap, its verdict, in the bands' order; then what counts as a win (†W6)."""
    text = between(doc.flat, f"{ENGLISH(T.HEADING_END)} \u2022", say(T.SHEET_POINTER, sheet=ENGLISH(T.SHEET_TITLE),
                                                                      **aid_automaton()))
    rows = [f"{tr.band_range(b)} (\u2020R1: {tr.band_taken(b)})" if b.ruled else tr.band_range(b) for b in tr.BANDS]
    expected = " ".join(f"\u2022 {margin}: {say(T.VERDICT[b.rating])}" for margin, b in zip(rows, tr.BANDS))
    assert f"{expected} {say(T.WIN_RULE, bands=T.won_bands())}" in text
    assert text.startswith(" ".join(f"{say(m, command=aid.SCORE_COMMAND)} \u2022" for m in (*T.END_RULES, T.END_PAD)))
    assert "rates your margin" not in doc.flat


def test_the_banquet_states_its_rule_against_le_roy_where_the_card_is(doc):
    banquet = blocks(doc.flat)["Banquet"]
    changed = {c.name: c.text for c in T.card_modifications()}["Banquet"]
    assert f"{ENGLISH(T.LABEL_AGAINST)} {squash(changed)}" in banquet
    assert "sheet" not in banquet


def test_setup_says_how_equal_dice_rank_and_the_sheet_points_to_it():
    """Which of his 6 setup dice are the 3 best: the tie order (line 48) is in the aid's setup, which
    the le Roy sheet's setup points to instead of repeating it."""
    aid_setup = between(parsed("troyes-aid", "a4").flat, f"{ENGLISH(SETUP)} \u2022", ENGLISH(T.HEADING_BONUS_CARDS))
    assert "The 3 best (equal values: red > yellow > white) each put" in aid_setup
    on_sheet = parsed("le-roy-sheet", "a4").flat
    assert say(T.SETUP_ON_AID, aid=ENGLISH(aid.INFO.title)) in on_sheet
    assert "The 3 best (equal values" not in on_sheet


def aid_automaton() -> dict[str, str]:
    values = sheet.automaton()
    return {"automaton": values["command"], "standalone": values["standalone"]}


#: Both Troyes documents, on both papers: the aid and the le Roy sheet mark rulings alike.
TROYES_PAGES = [(name, paper) for name in ("troyes-aid", "le-roy-sheet") for paper in PAPERS]


@pytest.mark.parametrize("name, paper", TROYES_PAGES)
def test_one_rulings_box_lists_exactly_the_marks_the_page_shows(name, paper):
    doc = parsed(name, paper)
    title = ENGLISH(RULINGS_TITLE, mark=RULING_MARK)
    before, box = doc.flat.split(title, 1)
    listed = re.findall(r"\u2020([A-Z]\d+)", box.replace(squash(ENGLISH(RULINGS_LEGEND, mark=RULING_MARK)), ""))
    assert sorted(listed) == sorted(set(re.findall(r"\u2020([A-Z]\d+)", before)))
    assert len(listed) == len(set(listed))
    for key in listed:
        assert f"\u2020{key} {say(tr.RULING[key].short)}" in box


@pytest.mark.parametrize("name, paper", TROYES_PAGES)
def test_every_dagger_carries_a_ruling_key(name, paper):
    """One marker everywhere: a bare \u2020 only in the rulings box's title and legend."""
    doc = parsed(name, paper)
    flat = doc.flat.replace(ENGLISH(RULINGS_TITLE, mark=RULING_MARK), "")
    flat = flat.replace(squash(ENGLISH(RULINGS_LEGEND, mark=RULING_MARK)), "")
    for m in re.finditer("\u2020", flat):
        assert flat[m.end():m.end() + 2] in tr.RULING, flat[max(0, m.start() - 40):m.end() + 10]


def test_the_aid_speaks_the_language_it_is_given():
    pdf = render(aid.pages(PAPERS["a4"], make_styles(COLOUR, LOUD)), aid.INFO, PAPERS["a4"], COLOUR, LOUD)
    flat = read_pdf(pdf).flat
    words = r"[A-Za-z][A-Za-z'\u2019-]*"
    lower = {w for w in re.findall(words, flat) if any(c.islower() for c in w)}
    typed = set(re.findall(words, " ".join([*sheet.automaton().values(), aid.SCORE_COMMAND])))
    assert lower <= {tr.GAME_INFO.title, "playaid"} | typed, lower
    assert "W4 = W4 W4" in flat and "\u2020K2" in flat
