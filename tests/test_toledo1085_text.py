"""Tests of playaid.rules.toledo1085.text: every sentence once, numbers from the data, marks that exist.

Also the site's tables and the score report: each table row is read back against its own row of
the data, and a surface rendered through a made-up language shows no English of its own.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import playaid.rules.toledo1085 as t
import pytest
from playaid.generator.text import render_macro, signed
from playaid.rules.game import TieBreak, TieBreaks
from playaid.rules.text import (
    BABEL_KEYWORDS,
    ENGLISH,
    N_,
    InContext,
    Plural,
    placeholders,
)
from playaid.rules.toledo1085 import text as source

from tests.conftest import list_table, messages_in
from tests.languages import LOUD

MESSAGE_TYPES = (str, Plural, InContext)


def text_messages():
    """Every message the text module declares (its public tables)."""
    found = []
    for name in source.__all__:
        if name.isupper():
            found += list(messages_in(getattr(source, name)))
    return found


def labels():
    """The printed names declared with the data: choices, icons, deck parts, the tie-break chain."""
    found = [m.label for kind in (t.Coin, t.Religion, t.Sector, t.CommonKind) for m in kind]
    found += [*t.RELIGION_SYMBOL.values(), *t.SECTOR_ICON.values(), *(p.label for p in t.deck())]
    found += [step.text for step in t.TIES.chain]
    found += [d.title for d in t.GAME_INFO.documents] + list(t.GAME_INFO.chance)
    return found


def every_message():
    return text_messages() + labels()


#: The game's values, the values the score pad's words name, and those of the sheet's field list
#: (``playaid score --help``).
VALUES = {**t.pad_values(ENGLISH), **t.SHEET_HELP.values(ENGLISH)}
#: Placeholders a surface fills in itself, with what it shows: a count, a name, a card of the
#: worked example, a glyph of the aid's layout.
SHOWN_WITH = {"count", "criterion", "mark", "game", "name", "points", "legend", "letter", "religion", "religions",
              "number",
              "coin", "worth", "low", "high", "crown", "complete", "card", "prestige", "when", "effect", "safe",
              "protection", "never", "cards", "command", "players", "values", "nobility", "yes", "no",
              "first_column", "bonus", "tick"}


def test_the_text_module_declares_every_part_of_the_page_and_the_aid():
    assert len(text_messages()) > 100
    assert all(isinstance(m, MESSAGE_TYPES) for m in labels())


#: The refusals' messages, whose values come from the ``raise`` that says them.
REFUSED = list(source.REFUSALS.values())


@pytest.mark.parametrize("message", every_message(), ids=lambda m: str(m)[:40])
def test_every_message_fills_in_from_the_data(message):
    """Each placeholder has a value (or is a ruling's mark), and the message renders."""
    refusal = any(message is m for m in REFUSED)
    for name in placeholders(message):
        if name.startswith("\u2020"):
            assert name[1:] in t.RULING, f"{message!r} marks an unknown ruling {name}"
        else:
            assert refusal or name in VALUES or name in SHOWN_WITH, (message, name)
    if not placeholders(message) - set(VALUES) - {p for p in placeholders(message) if p.startswith("\u2020")}:
        ENGLISH(message, **VALUES)


def _without_citations(text: str) -> str:
    """``text`` without its rulebook citations (``line 53``, ``lines 105, 117 and 125``) and placeholders."""
    text = re.sub(r"\{[^{}]*\}", "", text)
    return re.sub(r"\b[Ll]ines? \d+(?:-\d+)?(?:(?:, | and )\d+(?:-\d+)?)*", "", text)


def _texts(message):
    if isinstance(message, Plural):
        return (message.singular, message.plural)
    return (message.message if isinstance(message, InContext) else message,)


@pytest.mark.parametrize("message", every_message(), ids=lambda m: str(m)[:40])
def test_no_number_of_the_game_is_typed_into_a_message(message):
    """Numbers come from the data by placeholders; only rulebook citations and nought stand typed."""
    for text in _texts(message):
        digits = re.findall(r"\d+", _without_citations(text))
        assert set(digits) <= {"0"}, f"{text!r} types {digits}"


@pytest.mark.parametrize("message", every_message(), ids=lambda m: str(m)[:40])
def test_messages_hold_only_bold_and_italic_markup(message):
    for text in _texts(message):
        tags = re.findall(r"<[^>]*>", text)
        assert set(tags) <= {"<b>", "</b>", "<i>", "</i>"}, text
        assert text.count("<b>") == text.count("</b>") and text.count("<i>") == text.count("</i>")


def test_every_sentence_is_written_once():
    """No message is declared twice: one sentence shared by two cards is one constant.

    A short word may stand twice in two contexts (``Placement``, a phase and a section of the aid):
    a translator sees them as two messages.
    """
    written = [(getattr(m, "context", None), text) for m in text_messages() for text in _texts(m)]
    once = set()
    repeated = {key[1] for key in written if key in once or once.add(key)}
    shared = {source._ON_PLACING, source._EACH_ROUND, source._PROTECTED, source._NOTHING.message}
    assert repeated <= shared, repeated
    declared = Path(source.__file__).read_text(encoding="utf-8")
    for text in shared:
        assert declared.count(json.dumps(text)) == 1, text


@functools.cache
def catalog() -> frozenset:
    """What Babel extracts from the game's package: (context, msgid) pairs, both forms of a plural."""
    from babel.messages.extract import extract_from_dir

    root = Path(source.__file__).parent
    found = set()
    for _, _, message, _, context in extract_from_dir(root, method_map=[("**.py", "python")],
                                                      keywords=BABEL_KEYWORDS, comment_tags=()):
        for text in (message if isinstance(message, tuple) else (message,)):
            found.add((context, text))
    return frozenset(found)


@pytest.mark.parametrize("message", every_message(), ids=lambda m: str(m)[:40])
def test_every_message_is_in_the_catalog(message):
    """Marked where it is written, as a literal Babel can read (an f-string in N_ would be lost)."""
    if isinstance(message, InContext):
        assert (message.context, message.message) in catalog()
    else:
        for text in _texts(message):
            assert (None, text) in catalog(), text


def say(message) -> str:
    return ENGLISH(message, **VALUES)


def test_the_round_says_what_the_rulebook_says():
    text = " ".join(say(step) for phase in t.PHASES for step in phase.steps) + " ".join(map(say, t.SETUP_STEPS))
    assert "bank" not in text and "discarded" in text        # line 245: leftover coins are discarded
    assert "may steal" in text                               # line 107: a Rogue *can* steal
    assert "youngest" in text and "except the Scepter" in text   # lines 163-165
    assert "in the order they were laid" in text             # lines 210, 239
    assert "May take" in say(t.CARD_TEXT[t.CommonKind.ROGUE].effect)
    assert [p.number for p in t.PHASES] == [1, 2, 3, 4, 5]


def test_the_rogues_steal_after_the_allowance_and_the_proposals_as_ruled_and_to_the_right():
    """Ruling R7 where the round says when the Rogues steal (the first step of the auctions, after
    the allowance and the proposals) and on the card; the thieves' order runs to the right (line
    111), and their deals bind nobody (line 113)."""
    phases = [p.number for p in t.PHASES if any("Rogue" in say(s) for s in p.steps)]
    assert phases == [3] and [p.number for p in t.PHASES][:2] == [1, 2]
    step = say(t.PHASES[2].steps[0])
    rogue = t.CARD_TEXT[t.CommonKind.ROGUE]
    assert "\u2020R7" in step and "\u2020R7" in say(rogue.when) and "\u2020R7" in say(t.NOTES["rogue"])
    for text in (step, say(rogue.effect), say(t.NOTES["rogue"])):
        assert "from the Scepter holder to the right" in text, text
    assert "Deals between thieves never bind" in say(rogue.effect)


def test_the_numbers_follow_the_data():
    proposals = t.PHASES[1].steps
    assert "players + 1 cards" in say(proposals[0]) and "draws 2" in say(proposals[1])
    assert say(t.TWO_PLAYERS[0]) == f"Allowance: {t.allowance(2)} each round."
    assert "3 face up and 4 face down" in say(t.TWO_PLAYERS[1])
    assert "+4" in say(t.SCORING[2]) and "below 10" in say(t.SCORING[2])
    assert VALUES["sectors"] == "commerce, culture, theology and science"


def test_the_aid_quotes_a_bid_its_coins_make_and_marks_the_two_player_rules_with_their_count():
    bid = t.Purse(silver=VALUES["bid_silver"], vellum=VALUES["bid_vellum"])
    assert bid.value == t.Coin.GOLD.worth and bid in t.exact_payments(t.allowance(t.MAX_PLAYERS), bid.value)
    assert say(t.AID["say_coins"]) == "Say the coins when you bid: \u201c1 silver and 2 vellum\u201d."
    assert VALUES["two_p"] == f"{t.MIN_PLAYERS}P" and say(t.AID["two_players"]).startswith("2P: ")


def test_tie_sentences_come_from_the_chain():
    assert t.tie_sentences() == ("Ties go to the player with more columns with all three religions. "
                                 "Players still tied share the win.")
    longer = TieBreaks((*t.TIES.chain, TieBreak("gold", text=N_("more gold"), ruling="G3")), shared_ruling="T3")
    assert t.tie_sentences(ties=longer).endswith(
        "If still tied, to the player with more gold (\u2020G3). Players still tied share the win (\u2020T3).")


# --- the site's examples: each says what it pins --------------------------------------------------

PAGE = Path(__file__).resolve().parents[1] / "docs" / "toledo1085.rst"


#: How a proof names the rulebook's lines it pins, first in its block (the claim above stays prose).
ON_THE_RULEBOOK = "In the rulebook:"


def claims() -> list[tuple[str, str]]:
    """Each example block of the page (``.. proof::``) with the claim above it: the paragraph
    just before it, or the clarification a ``rules-table`` directive there shows, and the
    proof's own first line where it names the rulebook's lines ("In the rulebook: line 196")."""
    blocks = PAGE.read_text(encoding="utf-8").split("\n\n")
    found = []
    for i, block in enumerate(blocks):
        if block.startswith(".. proof::"):
            claim = blocks[i - 1]
            table = re.fullmatch(r"\.\. rules-table:: toledo1085\.(\w+)", claim.strip())
            if table:
                claim = say(t.NOTES[table.group(1)]) if table.group(1) in t.NOTES else ""
            example = blocks[i + 1]
            if example.strip().startswith(ON_THE_RULEBOOK):
                claim, example = f"{claim} {example}", blocks[i + 2]
            found.append((" ".join(claim.split()), example))
    return found


def test_every_example_on_the_page_says_what_it_pins():
    """The page's examples pin a line of the rulebook, a ruling (its mark) or input handling, and
    the claim above each names which: an example without one proves nothing a reader can check."""
    found = claims()
    assert len(found) >= 30
    for claim, example in found:
        assert re.search(r"\blines? \d+|\u2020[A-Z]\d+|[Ii]nput handling", claim), (claim, example[:80])


def test_the_page_has_the_examples_the_second_audit_missed():
    """The 3-player allowance, the Minter once per round, the Jester's duty to eliminate, Nobility
    out of a Heartache, a Heartache with nothing to take (†H4), and the minted silver's example
    mints a coin before the Moneylender refuses it; the protection example excludes a column of
    the Herald's own sector for being protected."""
    page = PAGE.read_text(encoding="utf-8")
    for shown in ("allowance(3)\n   Purse(gold=1, silver=2, vellum=5)",
                  "only 0 Minter use is left this round",
                  "this Jester has a card to eliminate, so it must eliminate one",
                  "wild cards (Nobility and crown commons) are traded only with the crown Herald (\u2020R5)",
                  "you keep the Herald and may place it (\u2020H4)",
                  "prepare(Purse(minted=1))\n   >>> minted.purse, minted.purse.value\n   (Purse(vellum=2, minted=1), 4)",
                  "bo = Tableau.of([SectorCard(Sector.COMMERCE, r, 3) for r in Religion])\n"):
        assert shown in page, shown
    assert "heartache_targets([ana, bo], 0, herald, 1)\n   ()" in page


# --- the Italian edition, as native readers asked --------------------------------------------------

def test_the_italian_wording_the_native_readers_asked_for():
    """The Jester takes from a rival's column of its own sector (not "an opponent's Jester"); the
    Jester, Herald, Moneylender and Minter are masculine; coins are counted as coins ("2 argenti",
    "4 velini"); and a short deck is not a "mazzo scarso"."""
    from playaid.automata.language import text_for

    it = text_for("it")
    values = t.message_values(it)
    jester = it(t.CARD_TEXT[t.CommonKind.JESTER].effect, **values)
    assert "del Giullare di un avversario" not in jester and "di un avversario nel settore del Giullare" in jester
    assert it(t.CARD_TEXT[t.CommonKind.HERALD].when) == "Quando lo piazzi"
    assert it(t.CARD_TEXT[t.CommonKind.MINTER].when) == "Una volta per round, dopo averlo piazzato"
    assert "2 argenti o 4 velini" in it(t.AID["coins"], **values)
    assert "1 argento e 2 velini" in it(t.AID["say_coins"], **values)
    assert "1 oro + 3 argenti + 6 velini" in it(t.TWO_PLAYERS[0], **values)
    assert "scarso" not in it(t.RULING["D3"].short, **values)


def test_each_coins_disc_shows_its_initial_in_the_readers_language():
    """The aid's coin discs: G S V in English, O A V (oro, argento, velino) in Italian, each the
    first letter of the coin's printed name, and never two alike."""
    from reportlab.graphics.shapes import Drawing, String

    from playaid.automata.language import text_for
    from playaid.generator.aids import toledo1085_aid as aid
    from playaid.generator.pdf import COLOUR, PAPERS, make_styles

    for language, expected in ((ENGLISH, ["G", "S", "V"]), (text_for("it"), ["O", "A", "V"])):
        letters = [language(t.COIN_LETTERS[c]) for c in t.Coin]
        assert letters == expected == [language(c.label)[0].upper() for c in t.Coin]
        st = make_styles(COLOUR, language)
        body = [f for section in aid.money(PAPERS["a4"].column_width, st) for f in getattr(section, "body", [section])]
        row = next(f for f in body if isinstance(f, Drawing))
        assert [s.text for s in row.contents if isinstance(s, String) and len(s.text) == 1] == expected


# --- surfaces through a made-up language: no English of their own --------------------------------

MACROS = ["coins", "allowance", "proposals", "players", "setup", "round", "common_cards", "end_bonus", "deck",
          "auction_rules", "placement_rules", "scoring_rules", "ties", "two_player_rules", "rulings",
          *t.NOTES]


@pytest.mark.parametrize("macro", MACROS)
def test_every_word_of_the_page_comes_from_the_text_source(macro):
    from playaid.generator import text

    rendered = text.environment().get_template("toledo1085.rst.jinja").make_module(
        {"game": t, "t": LOUD})
    out = str(getattr(rendered, macro)())
    assert out.strip()
    words = [line for line in out.splitlines() if not re.match(r"\s*(\.\. [a-z-]+::|:[a-z-]+:)", line)]
    assert not re.search(r"[a-z]", "\n".join(words)), out


def test_every_word_of_the_report_comes_from_the_text_source():
    from playaid.generator.reports.toledo1085 import render

    from tests.surfaces import REPORT_SHEETS

    for sheet in REPORT_SHEETS["toledo1085"]:
        sheet = json.loads(json.dumps(sheet).replace('"Ana"', '"ANA"').replace('"Bo"', '"BO"'))
        lines = render(t.score_sheet(sheet), LOUD).splitlines()
        assert [line for line in lines if line.startswith(("WINNER", "SHARED WIN"))]  # the shared winner line too
        assert not re.search(r"[a-z]", "\n".join(lines).replace(t.TITLE, "")), lines


# --- the site's tables, row by row ----------------------------------------------------------------

def rows(macro: str) -> list[list[str]]:
    """The body rows of the list-table a macro renders, each a list of its cells."""
    table = list_table(render_macro("toledo1085.rst.jinja", macro, game=t))
    return [[cell.strip() for cell in row] for row in table[1:]]


def test_coins_table_rows():
    assert rows("coins") == [[c.value, str(c.worth), str(t.COINS_IN_BOX[c])] for c in t.Coin]


def test_allowance_table_rows():
    assert rows("allowance") == [[str(n), str(p.gold), str(p.silver), str(p.vellum), str(p.value)]
                                 for n, p in t.ALLOWANCE.items()]


def test_proposals_table_rows():
    expected = []
    for n in range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1):
        p = t.proposals(n)
        expected.append([str(n), str(p.king), str(p.nobles),
                         f"{p.draws_per_player} time{'s' if p.draws_per_player > 1 else ''}"])
    assert rows("proposals") == expected


def test_common_cards_table_rows():
    say = functools.partial(ENGLISH, **VALUES)
    never = ENGLISH(t.HEADINGS["never"])
    expected = [[ENGLISH(k.label), str(k.prestige), say(c.when), say(c.effect),
                 say(c.protection) + (f" **{never}:** {say(c.never)}" if c.never else "")]
                for k, c in t.CARD_TEXT.items()]
    assert rows("common_cards") == [[cell.replace("\\", "") for cell in row] for row in expected]


def test_end_bonus_table_rows():
    expected = [[str(n), signed(b)] for n, b in sorted(t.END_BONUS.items(), reverse=True)]
    assert rows("end_bonus") == [*expected, ["First to complete all four sectors", signed(t.FIRST_TO_COMPLETE_BONUS)]]


def test_deck_table_rows():
    expected = [[ENGLISH(p.label), str(p.religion_cards), str(p.common_cards), str(p.other), str(p.cards)]
                for p in t.deck()]
    assert rows("deck") == [*expected, ["**Total**", "", "", "", f"**{t.DECK_SIZE}**"]]


def test_rulings_table_rows():
    say = functools.partial(ENGLISH, **VALUES)
    assert [row[:2] for row in rows("rulings")] == [[r.mark, say(r.topic).replace("*", "\\*")] for r in t.RULINGS]
    for row, r in zip(rows("rulings"), t.RULINGS):
        assert row[2] == " ".join(say(r.source).split()) and row[3] == " ".join(say(r.ruling).split())
