"""The Toledo 1085 score pad: its fields are exactly the calculator's, and what is written on it,
typed as it stands, scores.

The keys are read back from the pad's PDF (every key the pad prints, in quotes, as it is typed),
and compared with the fields the calculator reads and refuses beyond; a sheet is then made from
the card table's header as printed (its keys in their order across the pad) and cells written as
a player would, and scored through ``playaid score toledo1085 -``. The example sheet printed on
the pad scores too, and each list of values the pad prints is the rules data's, in order.
"""

from __future__ import annotations

import io
import json
import re

import pytest

from playaid.generator.aids import toledo1085_score_pad as pad
from playaid.generator.cli import main
from playaid.generator.pdf import COLOUR, PAPERS, RULINGS_TITLE, make_styles, render, stack_height
from playaid.rules import toledo1085 as t
from playaid.rules.errors import InvalidNotation
from playaid.rules.text import ENGLISH, RULING_MARK, plain
from tests.conftest import read_pdf, rendered
from tests.test_toledo1085_text import LOUD

NAME = "toledo1085-score-pad"
VALUES = pad.pad_values(ENGLISH)
#: What the calculator reads: the sheet's one key, a player's fields, a card's fields of every kind.
ACCEPTED = {"players", *t.PLAYER_FIELDS, *(f for fields in t.CARD_FIELDS.values() for f in fields)}
#: What the pad prints as data, not words: keys and values as typed, and the command.
VOCABULARY = (*ACCEPTED, *t.CARD_KINDS, *(s.value for s in t.Sector), *(r.value for r in t.Religion),
              *(k.value for k in t.CommonKind), t.NOBILITY, pad.TRUE, pad.FALSE, pad.COMMAND, VALUES["command"], t.GAME)


def say(message, **values) -> str:
    return " ".join(plain(ENGLISH(message, **{**VALUES, **values})).split())


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module", params=list(PAPERS))
def doc(request):
    return read_pdf(rendered(NAME, request.param))


def example_of(flat: str) -> tuple[dict, str]:
    """The example sheet the pad prints, decoded, and the text it stands in."""
    label = say(t.PAD["example"])
    start = flat.index(label) + len(label)
    sheet, end = json.JSONDecoder().raw_decode(flat[start:].lstrip())
    printed = flat[start:].lstrip()[:end]
    return sheet, printed


def printed_keys(flat: str) -> set[str]:
    """Every key the pad prints, in quotes as it is typed, outside the example sheet."""
    _, printed = example_of(flat)
    return set(re.findall(r'"([a-z_]+)"', flat.replace(printed, " ")))


# --- the fields are the calculator's --------------------------------------------------------------

def test_the_pad_prints_exactly_the_calculators_fields(doc):
    assert printed_keys(doc.flat) == ACCEPTED


def test_the_calculator_reads_those_fields_and_no_others():
    """The fields the pad prints are what the calculator takes: each card kind's fields are read,
    a field beyond them is refused, and so is one beyond a player's."""
    for kind, fields in t.CARD_FIELDS.items():
        card = {"kind": kind, "sector": t.Sector.COMMERCE.value, "religion": t.Religion.ISLAM.value, "prestige": 2}
        if kind not in ("sector", t.NOBILITY):
            card["prestige"] = t.CommonKind.parse(kind).prestige
        written = {f: card[f] for f in fields}
        assert t.card_from_dict(written) is not None
        with pytest.raises(InvalidNotation):
            t.card_from_dict({**written, "colour": "red"})
    with pytest.raises(InvalidNotation):
        t.entry_from_dict({"name": "Ana", "sectors": [], "score": 3}, 1)


def header_keys(doc) -> list[list[str]]:
    """Each player's card table header, as printed: its keys from left to right."""
    chunks = doc.chunks[0]
    (kind_y,) = {round(c.y, 1) for c in chunks if c.text.strip() == pad.key("kind") and c.x > 40}
    row = sorted((c for c in chunks if abs(c.y - kind_y) < 0.5), key=lambda c: c.x)
    keys = [json.loads(c.text.strip()) for c in row]
    half = len(keys) // 2
    return [keys[:half], keys[half:]]


def test_each_player_has_a_name_a_first_to_complete_and_four_columns_of_card_rows(doc):
    headers = header_keys(doc)
    assert headers == [list(pad.CARD_KEYS)] * 2 and set(pad.CARD_KEYS) == ACCEPTED - {"players", *t.PLAYER_FIELDS}
    players = [c for c in doc.chunks[0] if c.text.strip() == say(t.PAD["player"])]
    assert len(players) == 2 and abs(players[0].y - players[1].y) < 0.5, "two players, side by side"
    below = [c for c in doc.chunks[0] if c.y < players[0].y]
    for field in ("name", "first_to_complete"):
        assert [c.text.strip() for c in below].count(pad.key(field)) == 2, field
    numbers = [c.text.strip() for c in below if re.fullmatch(r"\d", c.text.strip())]
    assert numbers == [str(n) for n in range(1, t.MAX_COLUMNS + 1)] * 2


def test_each_player_has_a_running_total_over_several_games_that_is_never_typed(doc):
    """The editor's note plays several games to a goal (†G3): under each player's name, a row for
    a pencil's sum, the earlier games' total + this game's = the running total. It has no key:
    the calculator scores one game and never reads it."""
    label = say(t.PAD["match"])
    rows = [c for c in doc.chunks[0] if c.text.strip() == label.split(" (")[0]]
    assert len(rows) == 2, "one running total per player"
    for row in rows:
        signs = sorted((c for c in doc.chunks[0] if abs(c.y - row.y) < 0.5 and c.text.strip() in "+="
                        and c.text.strip() and 0 < c.x - row.x < 300), key=lambda c: c.x)
        assert [c.text.strip() for c in signs] == ["+", "="], signs
    assert label in doc.flat and "running" not in " ".join(printed_keys(doc.flat))


def test_every_column_holds_as_many_card_rows_as_the_paper_allows_and_at_least_six():
    """Rows of at least ``ROW`` points, as many as fit, grown to fill the column exactly."""
    st = make_styles(COLOUR)
    for paper in PAPERS.values():
        top = pad.top_block(paper.body_width, st)
        rows, height = pad.rows_that_fit(paper, st, top)
        assert rows >= 6 and pad.ROW <= height < pad.ROW * (rows + 1) / rows, paper.name
        column = paper.body_height - stack_height(top, paper.body_width, paper.body_height) - 6
        at_least = [stack_height(pad.player(paper.column_width, st, n), paper.column_width)
                    for n in (rows, rows + 1)]
        assert at_least[0] <= column < at_least[1], paper.name
        grown = stack_height(pad.player(paper.column_width, st, rows, height), paper.column_width)
        assert column - 2 <= grown <= column, paper.name


# --- round trips into playaid score ---------------------------------------------------------------

#: Two players as written on the pad: name, first_to_complete (empty: left out), and their
#: columns row by row, in the header's order of fields; an empty cell is a field left out.
WRITTEN = {
    ("Ana", "false"): [[("sector", "commerce", "islam", "4"), ("nobility", "", "judaism", "3"), ("jester", "commerce", "", ""),
             ("sector", "commerce", "christianity", "2")],
            [("sector", "science", "judaism", "6"), ("moneylender", "science", "", "2")],
            [], [("rogue", "nobility", "", "")]],
    ("Bo", ""): [[("sector", "culture", "christianity", "5"), ("herald", "culture", "", "4"),
            ("minter", "nobility", "", "")]],
}


def typed(keys: list[str], rows: list[tuple[str, ...]]) -> list[dict]:
    """A column's rows typed as the sheet takes them: blank cells left out, prestige a number."""
    out = []
    for row in rows:
        card = {k: (int(v) if k == "prestige" else v) for k, v in zip(keys, row, strict=True) if v}
        out.append(card)
    return out


def test_what_is_written_on_the_pad_scores_as_it_stands(doc):
    keys = header_keys(doc)[0]
    players = []
    for (name, first), columns in WRITTEN.items():
        written = {"name": name, "first_to_complete": json.loads(first) if first else None,
                   "sectors": [typed(keys, column) for column in columns]}
        players.append({k: v for k, v in written.items() if v is not None})
    sheet = json.dumps({"players": players})
    code, out, err = run("score", "toledo1085", "-", "--json", stdin=sheet)
    assert code == 0, err
    scored = json.loads(out)
    expected = t.score_sheet(json.loads(sheet))
    assert [p["total"] for p in scored["players"]] == [p.total for p in expected.players]


def test_the_example_printed_on_the_pad_scores(doc):
    sheet, _ = example_of(doc.flat)
    assert sheet == pad.example_sheet(make_styles(COLOUR))
    code, out, err = run("score", "toledo1085", "-", stdin=json.dumps(sheet))
    assert code == 0, err
    keys: set[str] = set()

    def walk(value):
        if isinstance(value, dict):
            keys.update(value)
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(sheet)
    assert keys <= ACCEPTED


# --- the values it lists are the data's -----------------------------------------------------------

def test_each_list_of_values_is_the_rules_data_in_order(doc):
    flat = doc.flat
    p = t.PAD
    assert say(p["kind_values"], values=" \u00b7 ".join(t.CARD_KINDS)) in flat
    assert say(p["sector_values"], values=" \u00b7 ".join(s.value for s in t.Sector), nobility=t.NOBILITY) in flat
    common = " \u00b7 ".join(f"{k.value} {k.prestige}" for k in t.CommonKind)
    assert say(p["prestige_values"], values=common) in flat
    assert say(p["first_values"], yes="true", no="false") in flat
    religions = [c.text.strip() for c in doc.chunks[0] if c.text.strip() in {r.value for r in t.Religion}]
    assert religions == [r.value for r in t.Religion]
    assert f"{pad.TRUE} / {pad.FALSE}" in flat and pad.COMMAND in flat


def test_the_rulings_box_lists_the_rulings_the_pad_marks(doc):
    head, box = doc.flat.split(ENGLISH(RULINGS_TITLE, mark=RULING_MARK), 1)
    marked = list(dict.fromkeys(re.findall(re.escape(RULING_MARK) + r"([A-Z]\d+)", head)))
    assert marked == ["F1", "V3"]
    assert re.findall(r"\u2022 " + re.escape(RULING_MARK) + r"([A-Z]\d+)", box) == marked


def test_the_pad_is_made_of_catalog_messages_and_the_calculators_words():
    from tests.test_text_source import ALLOWED, catalog, data_values, uncovered

    text = " ".join(read_pdf(rendered(NAME, "a4")).pages)
    left = [w for w in uncovered(text, catalog() + data_values() + VOCABULARY) if w not in ALLOWED]
    assert not left, " ".join(left)


def test_through_another_language_only_the_calculators_words_stay_as_they_are():
    """Words go through the edition's language; keys and values are typed as the calculator reads
    them, in every language."""
    paper = PAPERS["a4"]
    pdf = render(pad.pages(paper, make_styles(COLOUR, LOUD)), pad.INFO, paper, COLOUR, LOUD)
    text = " ".join(read_pdf(pdf).pages)
    data = (t.GAME_INFO.rulebook, t.GAME_INFO.title, f"playaid {pad.INFO.version}", VALUES["command"], *VOCABULARY)
    for value in sorted(data, key=len, reverse=True):       # "sectors" before "sector"
        text = text.replace(value, "")
    assert not re.findall(r"\w*[a-z]\w*", text)
