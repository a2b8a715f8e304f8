"""The Tolomeo score pad: its rows are exactly the score calculator's fields, and what is written on
it types into ``playaid score tolomeo`` as it stands.

The field names are read back from the pad's PDF text (each row's label carries its field, in
quotes, as the score sheet spells it), compared with the fields the calculator accepts, and then
used, as read, to build a score sheet that the command line scores. The example sheet the pad
prints is read back and scored too.
"""

from __future__ import annotations

import io
import json
import re

import pytest

from playaid.generator.aids import tolomeo_score_pad as pad
from playaid.generator.cli import main
from playaid.generator.pdf import COLOUR, PAPERS, make_styles
from playaid.rules import tolomeo as t
from playaid.rules.errors import RulesError
from tests.conftest import document, messages_in, parsed
from tests.test_aids_tolomeo_aid import printed, running_text, say, tolomeo_messages
from tests.test_text_source import ALLOWED, data_values, uncovered

PAPER_NAMES = list(PAPERS)
PAD = t.PAD


doc = document("tolomeo-score-pad")


def the_players_table(doc) -> str:
    """The text of the players' table: from its heading to the next section's."""
    flat = doc.flat
    start = flat.index(say(PAD["players"]))
    return flat[start:flat.index(say(PAD["conversion"]), start)]


def fields_read_back(doc) -> tuple[list[str], list[str]]:
    """The score sheet's fields as the pad prints them beside each row's words, in order, and the
    planets' names as the ``studied`` list writes them (the rows under "studied")."""
    keys = re.findall(r'"([a-z_]+)"', the_players_table(doc))
    at = keys.index("studied")
    planets = keys[at + 1:at + 1 + len(t.PLANETS)]
    return keys[:at + 1] + keys[at + 1 + len(t.PLANETS):], planets


def score(sheet: dict) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["score", "tolomeo", "-"], stdout=out, stderr=err, stdin=io.StringIO(json.dumps(sheet)))
    return code, out.getvalue(), err.getvalue()


# ------------------------------------------------------------------ the fields


def test_the_pad_declares_itself_as_a_one_page_pad():
    (spec,) = [d for d in t.GAME_INFO.documents if d.name == "tolomeo-score-pad"]
    assert spec.kind == "pad" and spec.max_pages == 1 and say(spec.title) == "Score pad"


def test_the_rows_are_exactly_the_calculators_fields(doc):
    fields, planets = fields_read_back(doc)
    assert fields == list(t.PLAYER_FIELDS) == list(pad.FIELDS)
    assert planets == [p.value for p in t.PLANETS]
    # the calculator refuses any other field, naming the ones it takes: the same, in the same order
    with pytest.raises(RulesError, match="unknown field") as refused:
        t.score_sheet({"players": [{"name": "Ana", "side": "A", "studied": [], "total": 3}]})
    assert str(refused.value).endswith(f"(fields: {', '.join(fields)})")


def test_each_row_has_its_words_beside_its_field(doc):
    table = the_players_table(doc)
    for field in t.PLAYER_FIELDS:
        words = say(PAD["fields"][field])
        assert f'{words} "{field}"' in table, field
    for planet in t.PLANETS:
        assert f'{say(planet.label)} "{planet.value}"' in table


def test_one_column_per_player_with_a_box_for_each_planet_and_side(doc):
    table = the_players_table(doc)
    assert pad.PLAYERS == t.MAX_PLAYERS == 5
    assert table.count(pad.TICK) == pad.PLAYERS * (len(t.PLANETS) + len(t.Side))
    assert table.count(f"A {pad.TICK} B {pad.TICK}") == pad.PLAYERS


def test_what_is_written_on_the_pad_scores_as_it_stands(doc):
    """Round trip: the fields as read from the pad, filled in as players would, scored by the
    command line; and the pad's one-line example, read from the pad, scored the same way."""
    fields, planets = fields_read_back(doc)
    written = [  # what two players write in their columns: ticks become the planets' names
        {"name": "Ana", "side": "B", "studied": [planets[0], planets[4], planets[3]],
         "bonus_cards": [{"points": 2, "planets": [planets[0], planets[4]]}], "pawns_on_board": 4, "planet_points": 4},
        {"name": "Bo", "side": "B", "studied": planets[1:6], "bonus_cards": [{"points": 1, "planets": [planets[2]]}],
         "pawns_on_board": 2, "planet_points": 9},
    ]
    sheet = {"players": [{field: player[field] for field in fields} for player in written]}
    code, out, err = score(sheet)
    assert code == 0, err
    assert "Ana" in out and "Bo" in out
    result = t.score_sheet(sheet)
    assert [p.total for p in result.players] == [4 + 2 + 2, 9 + 1 + 1]   # Side B: the Moon +2, Mercury +1
    # a field the pad does not print is refused: the pad leaves nothing out and adds nothing
    code, _, err = score({"players": [{**sheet["players"][0], "total": 8}]})
    assert code != 0 and "unknown field" in err


def test_the_printed_example_is_a_sheet_that_scores(doc):
    flat = doc.flat
    start = flat.index('{"players"')
    depth, end = 0, start
    for end, ch in enumerate(flat[start:], start):
        depth += {"{": 1, "[": 1, "}": -1, "]": -1}.get(ch, 0)
        if depth == 0:
            break
    example = json.loads(flat[start:end + 1])
    assert example == pad.example_sheet(make_styles(COLOUR))
    assert list(example["players"][0]) == list(t.PLAYER_FIELDS), "every field, in the pad's order"
    code, out, err = score(example)
    assert code == 0, err
    assert t.score_sheet(example).players[0].total == 4 + 2 + 2   # 3 planets, a 2-point card, the Moon on B
    (card,) = example["players"][0]["bonus_cards"]
    assert set(card["planets"]) <= set(example["players"][0]["studied"]), "a card only for planets studied (line 179)"


# ------------------------------------------------------------------ the conversion table


def test_the_conversion_table_prints_only_the_value_the_rulebook_prints(doc):
    """Planets studied 0 to 7, and under them one value (3 planets, 4 points): the rest is blank,
    to copy from a player sheet (\u2020P4)."""
    flat = doc.flat
    start = flat.index("Planets studied 0")
    row = flat[start:flat.index(say(PAD["conversion_note"][0]), start)]
    counts = " ".join(str(n) for n in range(len(t.PLANETS) + 1))
    (planets, points), = t.KNOWN_PLANET_POINTS.items()
    assert " ".join(row.split()) == f"Planets studied {counts} Points {points}"
    assert (planets, points) == (3, 4)
    assert t.RULING["P4"].mark in flat and t.RULING["P5"].mark in flat


def test_the_final_score_is_the_aids_words(doc):
    from playaid.rules.text import ENGLISH

    for message in messages_in((t.AID["add_up"], t.AID["score_parts"])):
        assert printed(message, doc.flat), message
    assert t.tie_breaks(ENGLISH) in doc.flat


# ------------------------------------------------------------------ the words and the page


def test_every_message_of_the_pad_is_printed(doc):
    missing = [m for m in messages_in(PAD) if not printed(m, running_text(doc))]
    assert not missing, missing


def test_the_pad_prints_only_messages_and_data(doc):
    """Catalog messages, and the score sheet's own data: its field names, the planets' names as it
    writes them, the example player's name (a message)."""
    data = (*data_values(), *t.PLAYER_FIELDS, *t.CARD_FIELDS, *(p.value for p in t.PLANETS), "players")
    left = [w for w in uncovered(running_text(doc), tolomeo_messages() + data) if w not in ALLOWED]
    assert left == []


@pytest.mark.parametrize("paper", PAPER_NAMES)
def test_the_players_table_grows_to_the_paper(paper):
    """The table takes the room the columns under it leave, so the write-in rows are taller than
    their least on both papers, and never so tall the columns run over."""
    doc = parsed("tolomeo-score-pad", paper)
    assert len(doc.pages) == 1
    st = make_styles(COLOUR)
    top = [f for f in pad.pages(PAPERS[paper], st)[0].top if hasattr(f, "body")][0]
    (table,) = top.body
    heights = table._argH
    _, kinds = pad.player_rows(st)
    writes = [h for h, k in zip(heights, kinds) if k == "write"]
    assert min(writes) > pad.WRITE
