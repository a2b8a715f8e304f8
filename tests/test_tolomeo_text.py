"""Tests of playaid.rules.tolomeo.text: every sentence once, marked, its numbers from the data; and
the site page's tables rendered from it, each row checked value by value against the data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from playaid.generator.text import render_macro
from playaid.rules import tolomeo as t
from playaid.rules.text import ENGLISH, BABEL_KEYWORDS, InContext, Plural, placeholders
from playaid.rules.tolomeo import text
from tests.conftest import list_table, messages_in
from tests.test_doc_mutations import mutated

TEXT = Path(text.__file__)


def messages():
    """Every message of the text module: its tables and its private messages (not the data's or
    the score's names it imports)."""
    found = []
    for name, value in vars(text).items():
        if name in vars(t.data) or name in t.score.__all__ or name.startswith("__") or callable(value) or name in ("TYPE_CHECKING", "RULING_MARK"):
            continue
        if name == "NUMBERS":  # rows of (message, placeholder name, rulebook lines)
            value = [what for what, _, _ in value]
        elif name == "NUMBERS_SETUP_BONUS":  # (message, message, rulebook lines)
            value = value[:2]
        found += list(messages_in(value))
    return found


def _texts(message):
    if isinstance(message, Plural):
        return [message.singular, message.plural]
    if isinstance(message, InContext):
        return [message.message]
    return [message]


RULING_FIELDS = [getattr(r, f) for r in t.RULINGS for f in ("topic", "source", "ruling", "short")]
#: Rulebook line references: the only numbers a message may type.
LINES = re.compile(r"\blines? \d+(?:-\d+)?(?:(?:, | and )\d+(?:-\d+)?)*")
#: Placeholders some messages take from their surface rather than from values().
GIVEN = {"count", "place", "round", "seed", "file", "where", "side", "points", "pawns", "planet", "first",
         "second", "name", "names", "others", "tie_break", "own", "best", "chain", "earlier", "later", "mark",
         # the printed documents'
         "constellation", "colour", "glyph", "letter", "path", "moves", "page", "side_a", "side_b", "reason",
         "go", "stay", "key", "pad", "pair",
         # the words a player types at the event dealer's prompt (dealer_words)
         "word_help", "word_card", "word_quit", "word_next",
         # the score pad's: a player's column, and the values a row is typed as (pad_values)
         "number", "sides", "planet_values"}

#: The values of the field lists of the sheet and the sky (``playaid score --help``, ``playaid eclipsis --help``).
SHEET = {**text.SHEET_HELP.values(ENGLISH), **text.SKY_HELP.values(ENGLISH)}


def test_the_text_module_holds_its_messages():
    assert len(messages()) > 150


def test_every_message_is_marked_for_the_catalog():
    """Babel finds every message where it is written: no computed sentence escapes translation."""
    from babel.messages.extract import extract_from_file

    catalog = set()
    for path in (TEXT, TEXT.parent / "rulings.py", TEXT.parent / "score.py", TEXT.parent / "data.py"):
        for _, message, _, _ in extract_from_file("python", path, keywords=BABEL_KEYWORDS, comment_tags=()):
            catalog |= set(message) if isinstance(message, tuple) else {message}
    for message in [*messages(), *RULING_FIELDS, *(s.text for s in t.TIES.chain)]:
        for each in _texts(message):
            assert each in catalog, each


#: The refusals' messages: their values come from the ``raise`` that says them, and they may count
#: from 0 or 1 (an index, a place in a deck), which are no numbers of the game.
REFUSALS = [m for m in text.REFUSALS.values()]


@pytest.mark.parametrize("message", messages() + RULING_FIELDS, ids=lambda m: str(_texts(m)[0])[:40])
def test_no_number_of_the_game_is_typed_and_only_b_and_i_markup(message):
    refusal = any(message is m for m in REFUSALS)
    for each in _texts(message):
        bare = LINES.sub("", re.sub(r"\{[^{}]*\}|\bd4\b", "", each))  # the d4 is a name
        if refusal:
            bare = re.sub(r"\b[01]\b", "", bare)
        assert not re.search(r"\d", bare), each
        assert not re.search(r"<(?!/?[bi]>)", each), each
        for name in placeholders(message):
            assert refusal or name in text.values() or name in SHEET or name in GIVEN or name.lstrip("\u2020") in t.RULING, (name, each)


def test_a_message_follows_the_data_it_names():
    """Change a number in the data and the sentence changes with it: nothing is copied at import."""
    sun = t.bonus_action("A", "sun")
    with mutated("playaid.rules.tolomeo.data", "SUN_EXTRA_TURNS", {t.Side.A: 3, t.Side.B: 1}):
        assert t.bonus_effect(sun) == "Take 3 extra turns straight away (\u2020D11)."
    with mutated("playaid.rules.tolomeo.data", "HAND_LIMIT", 9):
        assert "at most 9 cards" in t.paragraph("hand_limit")
        assert "discard down to 9" in t.ruling_text(t.RULING["H5"])
    with mutated("playaid.rules.tolomeo.data", "JUPITER_B_CARDS", 2):
        assert t.bonus_effect(t.bonus_action("B", "jupiter")).startswith("Draw 2 cards blind")
    assert t.bonus_effect(sun) == "Take 2 extra turns straight away (\u2020D11)."


def test_bonus_effects_carry_the_planets_end_points():
    for side in t.Side:
        for action in t.BONUS_ACTIONS[side].values():
            said = t.bonus_effect(action)
            assert ("at the end" in said) == bool(action.end_points), said
    assert t.bonus_effect(t.bonus_action("B", "moon")).endswith("Worth 2 points at the end.")


def test_payments_read_the_card_counts():
    for p in t.Payment:
        said = t.payment_text(p)
        if p in (t.Payment.COLOUR, t.Payment.SET):
            assert said.startswith(f"{p.cards} cards")


def test_the_tie_break_sentence_is_made_from_the_chain(monkeypatch):
    from playaid.rules.game import TieBreaks

    assert t.tie_breaks() == ("Ties go to the player with more planets studied. If still tied, to the player with more "
                              "pawns on the board. Players still tied share the win (\u2020T8).")
    monkeypatch.setattr(text, "TIES", TieBreaks(tuple(reversed(t.TIES.chain)), "T8"))
    assert t.tie_breaks().startswith("Ties go to the player with more pawns on the board. If still tied, to the player "
                                     "with more planets studied.")


def player(name, studied, pawns=None, points=None):
    row = {"name": name, "side": "A", "studied": studied}
    if pawns is not None:
        row["pawns_on_board"] = pawns
    if points is not None:
        row["planet_points"] = points
    return row


THREE, OTHER_THREE = ["moon", "sun", "mars"], ["moon", "sun", "venus"]


@pytest.mark.parametrize("players, said", [
    ([player("Ana", THREE), player("Bo", ["moon"], points=1)], "Winner: Ana with 4."),
    ([player("Ana", THREE, pawns=2), player("Bo", OTHER_THREE, pawns=5)],
     "Winner: Bo with 4, level with Ana on points but ahead on more pawns on the board (5 to 2)."),
    ([player("Ana", THREE), player("Bo", ["moon", "sun"], points=3), player("Cy", [*THREE, "venus"], points=4)],
     "Winner: Cy with 4, level with Ana on points but ahead on more planets studied (4 to 3)."),
    ([player("Ana", THREE, pawns=2), player("Bo", OTHER_THREE, pawns=2),
      player("Cy", ["mars", "sun", "venus"], pawns=2)],
     "Shared win: Ana, Bo and Cy (4 each, still tied after every tie-break, \u2020T8)."),
])
def test_the_winner_sentence_names_what_decided(players, said):
    assert t.winner(t.score_sheet({"players": players})) == said


def test_the_dealer_says_what_each_step_turned_up():
    assert t.dealt(t.DealStep(0, 7)) == ["Setup: turn up the card in place 7 and lay it face up on the event deck; its "
                                         "planets move at the end of round 1."]
    end = t.dealt(t.DealStep(4, 9, eclipsis=True))
    assert end[0].startswith("End of round 4:") and "\u2020X2" in end[1] and end[2].endswith("end of round 5.")
    assert t.dealt(t.DealStep(12, None))[-1] == ("No event card is left (\u2020E8): round 13 is the last, and the game "
                                                 "ends with it.")


def test_the_verdicts_name_the_comet_ruling():
    sky = t.Sky.of({"moon": "aries", "mercury": "aries", "venus": "libra", "sun": "leo", "mars": "virgo",
                    "jupiter": "gemini", "saturn": "pisces"}, comet="cancer")
    steps = t.eclipse(sky, t.Board.of({"aries": {"r": 1}, "cancer": {"r": 1}, "taurus": {"r": 1},
                                       "leo": {"r": 1}})).steps
    assert [t.verdict(s) for s in steps] == ["go back: the Moon is here", "go back: no planet here",
                                             "go back: the comet alone is no planet (\u2020X4)",
                                             "stay (a planet here, and not the Moon)"]


def test_game_info_reads_the_text_source():
    assert t.GAME_INFO.chance == t.CHANCE and all(ENGLISH(c) for c in t.CHANCE)
    assert {d.name: d.title for d in t.GAME_INFO.documents} == dict(t.DOCUMENT_TITLES)


# ------------------------------------------------------------------ the site page's tables


def rows(macro):
    """The rows of a list-table macro, header first, each a list of its cells."""
    return list_table(render_macro("tolomeo.rst.jinja", macro, game=t))


def caption(macro):
    return render_macro("tolomeo.rst.jinja", macro, game=t).splitlines()[0].split(":: ", 1)[1]


def test_sky_table():
    assert caption("sky") == "The 12 constellations in zodiac order (clockwise on the board, \u2020Z1)"
    head, *body = rows("sky")
    assert head == ["#", "Constellation", "Opposite", "Colour"]
    assert len(body) == len(t.ZODIAC)
    for row, c in zip(body, t.ZODIAC):
        assert row == [str(c.index + 1), str(c), str(t.opposite(c)),
                       t.KNOWN_COLOURS.get(c, "from your board (\u2020K4)")]


def test_oppositions_table():
    head, *body = rows("oppositions")
    assert caption("oppositions") == f"The {len(t.OPPOSED_PAIRS)} opposed pairs"
    assert [row for row in body] == [[str(i), f"{a} and {b}"] for i, (a, b) in enumerate(t.OPPOSED_PAIRS, 1)]


def test_planets_table():
    head, *body = rows("planets")
    assert [row for row in body] == [[str(p), str(t.KNOWN_TOTAL_MOVES.get(p, "on its planet card"))]
                                     for p in t.PLANETS]


def test_payments_table():
    head, *body = rows("payments")
    assert head == ["Cards", "Combination"]
    assert body == [[str(p.cards), t.payment_text(p)] for p in t.Payment]


def test_bonus_actions_table():
    head, *body = rows("bonus_actions")
    assert head == ["Planet", "Side A", "Side B"]
    for row, p in zip(body, t.PLANETS, strict=True):
        b = t.BONUS_ACTIONS[t.Side.B][p]
        name = str(p) if b.name_printed else f"{p} (Side B: unnamed in the rulebook, \u2020B6)"
        assert row == [name, t.bonus_effect(t.BONUS_ACTIONS[t.Side.A][p]), t.bonus_effect(b)]


def test_end_points_table():
    head, *body = rows("end_points")
    expected = []
    for side, points in t.PLANET_END_POINTS.items():
        expected += [[side.value, str(p), f"+{n}"] for p, n in points.items()] or [[side.value, "(none)", "0"]]
    assert body == expected


def test_bonus_cards_table():
    head, *body = rows("bonus_cards")
    assert body == [[str(n), ", ".join(map(str, t.bonus_cards_in_play(n)))]
                    for n in range(t.MIN_PLAYERS, t.MAX_PLAYERS + 1)]


def test_conversion_table():
    head, *body = rows("conversion")
    assert body == [[str(n), str(t.KNOWN_PLANET_POINTS.get(n, "on your sheet (give it as planet_points, \u2020P4)"))]
                    for n in range(len(t.PLANETS) + 1)]


def test_numbers_table():
    head, *body = rows("numbers")
    values = t.values()
    assert head == ["What", "How many"]
    assert body[:-1] == [[t.say(what), str(values[key])] for what, key, lines in t.NUMBERS]
    assert body[-1] == ["Bonus point cards at setup", f"one worth {t.TOP_BONUS_CARD}, one worth "
                                                      f"{t.PLAYER_BONUS_CARD} per player"]
    # the table at the table names no rulebook line: its proof does, row for row
    line_head, *lines = rows("numbers_lines")
    assert line_head == ["What", "Rulebook line"]
    assert [row[0] for row in lines] == [row[0] for row in body]
    assert lines[-1][1] == "55"
    # the rulebook's numbers themselves, each on its own row
    by_line = {line[1]: row[1] for line, row in zip(lines, body)}
    assert (by_line["32"], by_line["49"], by_line["92"], by_line["36"], by_line["143"]) == ("10", "5", "8", "12", "3")


def test_rulings_table():
    head, *body = rows("rulings")
    assert len(body) == len(t.RULINGS)
    for row, r in zip(body, t.RULINGS):
        assert row == [r.mark, *(t.ruling_text(r, f) for f in ("topic", "source", "ruling"))]


def test_every_prose_macro_renders_its_paragraph():
    template = (Path(render_macro.__code__.co_filename).parents[1] / "templates" / "tolomeo.rst.jinja").read_text()
    keys = re.findall(r'prose\("(\w+)"\)', template)
    assert set(keys) == set(t.PAGE) - {"score"}
    for macro, key in re.findall(r'{% macro (\w+)\(\) %}{{ prose\("(\w+)"\) }}', template):
        assert render_macro("tolomeo.rst.jinja", macro, game=t).strip() == t.paragraph(key).replace(
            "<b>", "**").replace("</b>", "**").replace("<i>", "*").replace("</i>", "*")
    assert render_macro("tolomeo.rst.jinja", "score", game=t).strip().endswith(t.tie_breaks())


# ------------------------------------------------------------------ the Italian edition (issue 17: native readers' notes)


def italian_catalog() -> dict[str, str]:
    """Every English message of the Tolomeo catalog (its plural's first form) and its Italian, every form joined."""
    from babel.messages.pofile import read_po

    path = Path(t.__file__).parents[1] / "locale" / "it" / "tolomeo.po"
    with path.open("rb") as f:
        catalog = read_po(f)
    return {(m.id if isinstance(m.id, str) else m.id[0]): (m.string if isinstance(m.string, str) else " | ".join(m.string))
            for m in catalog if m.id}


def test_italian_counts_all_of_a_number_as_tutte_e_n():
    """"Tutte e 6", "tutti e 7 i pianeti": Italian puts "e" between "tutti" and a number, never the article."""
    wrong = {en: it for en, it in italian_catalog().items()
             if re.search(r"\btutt[ie] (?:i|le|gli)(?: su[oe]i?)? (?:\{|\d)", it)}
    assert not wrong, wrong
    said = italian_catalog()
    assert "scartale tutte e {face_up}" in said["When {flush_at} face-up cards share a colour, discard all {face_up} and lay "
                                              "out {face_up} new ones, again if the new {face_up} show it too ({†F3})."]


def test_the_italian_eclipsis_sheet_and_report_use_one_verb_for_pawns_that_stay_and_one_for_those_that_go_back():
    """The flowchart, the worked example's table, the totals under it, the wheel's legend and the
    report say "restano" for pawns that stay and "tornano" for pawns that go back, nothing else."""
    from playaid.automata.language import text_for
    from playaid.rules.tolomeo.events import Fate

    it = text_for("it")
    sheet, report = t.SHEET, t.ECLIPSIS_REPORT

    def said(message, **values):
        return t.say(message, it, **{"mark": "", "pawns": "", "go": "", "stay": "", **values}).lower()

    stay = [sheet["stay"], sheet["verdicts"][Fate.STAY], report["remaining"], report["nothing_remaining"],
            t.FATES[Fate.STAY]]
    back = [sheet["go_back"], sheet["verdicts"][Fate.NO_PLANET], sheet["verdicts"][Fate.MOON], sheet["comet_alone"],
            report["returned"], report["nothing_returned"], report["comet_alone"], t.FATES[Fate.NO_PLANET],
            t.FATES[Fate.MOON]]
    assert [m for m in stay if "restano" not in said(m)] == []
    assert [m for m in back if "tornano" not in said(m)] == []
    assert "restano" in said(sheet["wheel"]) and "tornano" in said(sheet["wheel"])
    words = " ".join(said(m) for m in stay + back)
    assert not re.search(r"\b(salve|fuori|ancora in gioco|rimangono)\b", words), words


def test_italian_shuffles_and_holds_cards_a_faccia_in_giu():
    """A deck shuffled face down, a hand held face down: "a faccia in giù", not "mescola coperto"."""
    catalog = italian_catalog()
    face_down = {en: it for en, it in catalog.items() if "face down" in en and re.search(r"shuffl|holds", en, re.I)}
    assert len(face_down) >= 7
    assert {en: it for en, it in face_down.items() if "a faccia in giù" not in it} == {}
    assert not [it for it in catalog.values() if re.search(r"mescolat[oae] copert|mescola copert", it, re.I)]


# ------------------------------------------------------------------ the site page's examples and their claims


def claims_and_proofs() -> list[tuple[str, str]]:
    """Each ``.. proof::`` block of docs/tolomeo.rst with its claim: the text between it and the
    previous proof or heading, each ``rules-table`` rendered as the site renders it."""
    page = (Path(render_macro.__code__.co_filename).parents[1] / "docs" / "tolomeo.rst").read_text(encoding="utf-8")
    lines = page.splitlines()
    found, claim, i = [], [], 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(".. proof::"):
            block = []
            i += 1
            while i < len(lines) and (not lines[i] or lines[i].startswith("   ")):
                block.append(lines[i])
                i += 1
            # a proof may name the rulebook's lines it pins first in its block ("In the rulebook:
            # line 179."): they belong to its claim
            cited = [b for b in block if b.strip().startswith("In the rulebook:")][:1]
            found.append((" ".join(" ".join([*claim, *cited]).split()), "\n".join(block)))
            claim = []
            continue
        if i + 1 < len(lines) and set(lines[i + 1]) == {"-"} and line:
            claim = []                      # a heading starts a new claim
        elif line.startswith(".. rules-table:: tolomeo."):
            claim.append(render_macro("tolomeo.rst.jinja", line.split(".", 3)[-1], game=t))
        elif not line.startswith((".. ", "   ")) and set(line) != {"-"}:
            claim.append(line)
        i += 1
    return found


#: What a claim names when its example pins it: a rulebook line, a ruling's mark, or how input is read.
NAMES_ITS_SOURCE = re.compile(r"\blines? \d+|\u2020[A-Z]\d+|How playaid reads|Where playaid asks")


def test_the_page_says_what_its_examples_pin():
    """Issue 17: the page said every example pins a number printed in the rulebook; where one pins a
    ruling or the reading of input, its claim says so, and the introduction says claims do."""
    page = (Path(render_macro.__code__.co_filename).parents[1] / "docs" / "tolomeo.rst").read_text(encoding="utf-8")
    assert "each one pins a number printed in the rulebook" not in " ".join(page.split())
    proofs = claims_and_proofs()
    assert len(proofs) > 40
    vague = [(claim[-120:], proof.strip().splitlines()[0]) for claim, proof in proofs if not NAMES_ITS_SOURCE.search(claim)]
    assert vague == []


def test_the_page_proves_the_rulings_the_aid_prints_with_an_example_each():
    """The rulings issue 17 found unproved or proved for another reason, and the card check of the
    score sheet, each have an example whose claim names them and whose code shows that very case."""
    proofs = claims_and_proofs()
    for pinned, code in [("\u2020S1", "mars_b(near"), ("\u2020S10", '"blue", [Placement.of("aries", "aries", study="moon")]'),
                         ("\u2020A2", '"last action"'), ("\u2020F3", "row.discard"),
                         ("\u2020C7", 'Placement.of("aries", "aries"), Placement.of("aries", "aries"), Placement.of("libra"'), ("\u2020W3", 'take_from="leo")]).position.board'),
                         ("lines 109 and 123", 'Sky.of(start, comet="taurus")'), ("line 179", "Cy has not studied Venus"),
                         ("line 179", "claim_bonus_card(shown")]:
        claims = [c for c, p in proofs if code in p]
        assert len(claims) == 1 and pinned in claims[0], (pinned, code)
