"""Tests of playaid.rules.toledo.text: every message well formed, and every site table row by row.

The messages are read the way a translator's catalog would be (Babel, over the Toledo package):
each names its numbers as placeholders filled in from the data, never types them, and uses no
markup but ``<b>`` and ``<i>``. Each table of the site page is rendered and read back, and every
row must hold its own values, so that two swapped rows fail.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from playaid.generator.text import render_macro
from playaid.rules import toledo as t
from playaid.rules.text import BABEL_KEYWORDS, ENGLISH, InContext, Plural, placeholders
from playaid.rules.toledo import text as toledo_text
from tests.conftest import list_table, messages_in

PACKAGE = Path(t.__file__).parent
#: Placeholders a surface fills with more than the rules' numbers, and what each holds.
EXTRAS = {
    "name": "a player", "names": "players", "others": "players", "points": "a total", "step": "a tie-break",
    "value": "a tie-break figure", "other": "a tie-break figure", "title": "the game", "count": "a count",
    "colour": "a card's colour", "cards": "cards", "won": "rounds", "lost": "rounds", "price": "a price",
    "number": "a player's column on the score pad", "attack": "the attacking pose's letter",
    "defend": "the defending pose's letter", "mark": "a ruling's mark", "short": "a ruling's short form",
    "command": "the score command", "file": "a sheet's file name", "example": "a list as written",
    "half": "a kept sword's points, beside its value on the score pad",
}


def messages() -> list[tuple[str, int, object]]:
    """Every message marked in the Toledo package: (file, line, message)."""
    from babel.messages.extract import extract_from_file

    found = []
    for path in sorted(PACKAGE.glob("*.py")):
        for line, message, _, context in extract_from_file("python", str(path), keywords=BABEL_KEYWORDS,
                                                           comment_tags=()):
            found.append((path.name, line, (message, context)))
    return found


MESSAGES = messages()
RULING_KEYS = {r.key for r in t.RULINGS}


def _texts(message: object) -> list[str]:
    texts, _ = message
    return list(texts) if isinstance(texts, tuple) else [texts]


def test_the_catalog_was_read():
    files = {f for f, _, _ in MESSAGES}
    assert {"text.py", "data.py", "rulings.py", "score.py", "play.py"} <= files
    assert len(MESSAGES) > 150


@pytest.mark.parametrize("where, line, message", MESSAGES, ids=[f"{f}:{n}" for f, n, _ in MESSAGES])
def test_every_message_is_one_well_formed_unit(where, line, message):
    for text in _texts(message):
        assert text == text.strip() and "  " not in text, "stray white space"
        assert not re.findall(r"</?(?![bi]>)[a-z]+>", text), "only <b> and <i> markup"
        assert text.count("<b>") == text.count("</b>") and text.count("<i>") == text.count("</i>")
        names = set(re.findall(r"\{([^{}]*)\}", text))
        for name in names:
            if name.startswith("\u2020"):
                assert name[1:] in RULING_KEYS, f"{{{name}}} is no Toledo ruling"
            else:
                assert name in t.message_values() or name in EXTRAS, f"unknown placeholder {{{name}}}"
        if where != "rulings.py":  # a ruling quotes the rulebook, line numbers and all
            bare = re.sub(r"\{[^{}]*\}", "", text)
            assert not re.search(r"\d", bare), f"a number typed into a message: {text!r}"


def test_no_message_types_a_ruling_mark_instead_of_its_placeholder():
    for where, _, message in MESSAGES:
        for text in _texts(message):
            assert not re.search("(?<!\\{)\u2020", text), (where, text)


@pytest.mark.parametrize("name", [n for n in toledo_text.__all__ if n.isupper()])
def test_every_message_of_the_text_module_renders(name):
    """Filled in with the rules' numbers (and sample extras), every message shows without a hole."""
    extras = {key: 2 for key in EXTRAS}
    for message in messages_in(getattr(t, name)):
        shown = t.say(message, ENGLISH, **extras)
        assert "{" not in shown and "}" not in shown, (name, shown)
        assert placeholders(message) <= set(t.message_values()) | set(extras) | {f"\u2020{k}" for k in RULING_KEYS}


def test_numbers_come_from_the_data():
    n = t.message_values()
    assert (n["pieces"], n["hand"], n["draw"], n["tavern_cards"]) == (
        t.PIECES_PER_PLAYER, t.STARTING_HAND, t.CARDS_PER_DRAW_ACTION, t.TAVERN_CARDS)
    assert (n["bottom_price"], n["middle_price"], n["top_price"]) == tuple(r.price for r in t.Row)
    assert n["named_colours"] == "purple and brown" and n["move_skill_penalty"] == t.MOVE_SKILL_PENALTY


def test_a_message_follows_a_change_of_the_data(monkeypatch):
    from playaid.rules.toledo import data

    monkeypatch.setattr(data, "STARTING_HAND", 6)
    assert t.say(t.SETUP[1]) == "Everyone is dealt 6 movement cards."


# ------------------------------------------------------------------ duels

@pytest.mark.parametrize("reason", list(t.Reason))
@pytest.mark.parametrize("side", list(t.Side))
def test_each_round_is_explained_by_its_own_sentence(reason, side):
    said = t.say(t.ROUND_WHY[reason, side], colour="teal")
    if reason is t.Reason.SKILL:
        assert said == f"only the {side.value} holds teal"
    else:
        pose = "attacking" if side is t.Side.ATTACKER else "defending"
        assert said.endswith(f"the {pose} pose decides")
        assert ("teal" in said) is (reason is not t.Reason.NEUTRAL)
    assert len(set(t.ROUND_WHY.values())) == len(t.Reason) * len(t.Side)


def test_a_round_explains_itself_from_the_text_source():
    r = t.round_winner(t.DuelCard.parse("brown:attack"), frozenset({"brown"}), frozenset({"brown"}))
    assert r.explain() == t.say(t.ROUND_WHY[t.Reason.BOTH, t.Side.ATTACKER], colour="brown")


# ------------------------------------------------------------------ the tie-break rule and the winner

def test_the_tie_break_rule_is_generated_from_the_chain():
    said = t.tie_break_text(t.TIES)
    assert said == ("Ties go to the player with more movement cards in hand. If still tied, to the player with a "
                    "higher total value of the movement cards in hand (\u2020S7). Players still tied share the win "
                    "(\u2020S9).")
    for step in t.TIES.chain:
        assert t.say(step.text) in said and "{" not in step.text, "the chain adds each step's mark itself"
    assert t.TIES.shared_ruling == "S9" and "tied share the win" in t.ruling("S9").phrases


def _result(*players):
    return t.score_sheet({"players": list(players)})


@pytest.mark.parametrize("players, expected", [
    ([{"name": "A", "gems": 2}, {"name": "B"}], "Winner: A with 1."),
    ([{"name": "A", "movement_cards": [1, 1]}, {"name": "B", "movement_cards": [6]}],
     "Winner: A with 0, level with B on points but ahead on more movement cards in hand (2 to 1)."),
    ([{"name": "A", "movement_cards": [6, 1]}, {"name": "B", "movement_cards": [2, 2]},
      {"name": "C", "movement_cards": [1]}],
     "Winner: A with 0, level with B on points but ahead on a higher total value of the movement cards in hand "
     "(\u2020S7) (7 to 4)."),          # C fell behind on the first tie-break
    ([{"name": "A", "movement_cards": [3]}, {"name": "B", "movement_cards": [3]}],
     "Shared win: A and B (0 each, still tied after every tie-break, \u2020S9)."),
])
def test_the_winner_line_names_the_step_that_decided(players, expected):
    assert t.winner_text(_result(*players)) == expected


# ------------------------------------------------------------------ the site's tables, row by row

def table(macro: str) -> list[list[str]]:
    """The rows of one list-table of the page, each a list of its cells (the heading row first)."""
    return list_table(render_macro("toledo.rst.jinja", macro, game=t))


def test_every_site_table_has_its_headings_from_the_text_source():
    for macro, keys in {"prices": ("row", "rival", "own", "tavern", "artist"),
                        "spaces": ("space", "where", "costs", "gives"), "scoring": ("item", "points"),
                        "components": ("component", "count"), "rulings": ("key", "topic", "source", "ruling")}.items():
        assert table(macro)[0] == [t.say(t.HEADINGS[k]) for k in keys], macro


def test_the_price_table_row_by_row():
    rows = table("prices")[1:]
    assert len(rows) == len(t.Row)
    for row, cells in zip(t.Row, rows):
        tavern = (f"{t.trade_price(t.SpaceKind.TAVERN, row)} or more" if row in t.TAVERN_ROWS
                  else "none here \u2020T4")
        assert cells == [row.value, f"{t.trade_price(t.SpaceKind.GEM, row)} or more", "free", tavern,
                         f"{t.trade_price(t.SpaceKind.ARTIST, row)} or more"]
    assert [c[1] for c in rows] == ["1 or more", "3 or more", "5 or more"]        # the rulebook's line 52


def test_the_spaces_table_row_by_row():
    rows = table("spaces")[1:]
    assert [r[0] for r in rows] == [t.say(k.label) for k in t.SpaceKind]
    for kind, cells in zip(t.SpaceKind, rows):
        info = t.SPACES[kind]
        assert cells == [t.say(info.name), t.say(info.where), t.say(info.price), t.say(info.gives)]
    assert "the top 3 movement cards" in rows[4][3] and "3 or more" in rows[5][2]


def test_the_scoring_table_row_by_row():
    rows = table("scoring")[1:]
    assert rows == [[t.say(i.what), t.say(i.worth)] for i in t.SCORE_ITEMS]
    assert rows[3] == ["Gems", "one point per 2 gems"] and rows[4][1] == "-2 points"


def test_the_components_table_row_by_row():
    rows = table("components")[1:]
    assert rows == [[t.say(c.label), str(n)] for c, n in t.COMPONENTS.items()]
    assert rows[0] == ["Playing pieces (5 in each of 4 colours)", "20"] and rows[-1] == ["Gems", "20"]


def test_the_rulings_table_row_by_row():
    rows = table("rulings")[1:]
    assert [r[0] for r in rows] == [r.mark for r in t.RULINGS]
    for ruling, cells in zip(t.RULINGS, rows):
        assert cells[1] == t.say(ruling.topic) and cells[2].startswith(t.say(ruling.source)[:30])


def test_the_actions_are_numbered_in_the_rulebooks_order():
    text = render_macro("toledo.rst.jinja", "actions", game=t)
    names = re.findall(r"^#\. \*\*(.*?)\.\*\*", text, flags=re.M)
    assert names == [t.say(a.label) for a in t.Action] == ["Take 2 cards", "Place a business", "Move and trade",
                                                           "Back to the Cathedral"]
    assert [a.number for a in t.ACTIONS] == [1, 2, 3, 4] and [a.action for a in t.ACTIONS] == list(t.Action)


@pytest.mark.parametrize("macro", ["summary", "setup", "turn", "deck", "tavern_rows", "moving", "card_values",
                                   "move_skill", "full_spaces", "duels", "colours", "trade", "empty_stock",
                                   "end", "ties", "sheet_limits", "sword_costs", "unknown"])
def test_every_rules_paragraph_comes_from_the_text_source(macro):
    shown = render_macro("toledo.rst.jinja", macro, game=t)
    assert shown.strip() and "{" not in shown
    assert not re.search(r"<[bi]>", shown), "markup is turned into reStructuredText"


def test_the_page_states_the_rules_through_the_text_source():
    """The page's own prose explains the tool; every rules statement is a rules-table macro."""
    page = (Path(__file__).resolve().parents[1] / "docs" / "toledo.rst").read_text(encoding="utf-8")
    used = set(re.findall(r"^\.\. rules-table:: toledo\.(\w+)$", page, flags=re.M))
    template = (Path(__file__).resolve().parents[1] / "templates" / "toledo.rst.jinja").read_text(encoding="utf-8")
    defined = set(re.findall(r"\{% macro (\w+)\(\) %\}", template))
    assert used == defined, (defined - used, used - defined)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_each_colour_s_letter_is_its_initial_in_the_language(lang):
    """The aid letters a colour with its initial, so an Italian player reads V for viola and M for
    marrone, not the English P and B; a neutral card's letter is the initial of "neutral" as the
    language says it. The two poses keep letters of their own."""
    from playaid.automata.language import text_for

    text = text_for(lang)
    for colour in t.NAMED_FENCING_COLOURS:
        assert text(t.COLOUR_LETTERS[colour]) == t.colour_name(colour, text)[0].upper()
    assert text(t.COLOUR_LETTERS[t.NEUTRAL]) == text(t.AID["neutral_card"])[0].upper()
    assert len({text(m) for m in t.POSE_LETTERS.values()}) == len(t.Pose)
    letters = [text(m) for m in t.COLOUR_LETTERS.values()]
    assert len(set(letters)) == len(letters) and "?" not in letters        # the third colour's is '?'
