"""The Toledo score pad holds exactly the fields of ``playaid score toledo``'s sheet, and round-trips.

Everything is read back from the PDF: the keys and the shape each takes (a name, a list, a count,
true or false), which must be exactly the fields the score calculator accepts; a sheet typed from
them, and the pad's own example sheet, are scored through the command line. Each row is checked
in its own row: the words of what to write stand on the line above their key. Every word of the
pad comes from the text source or the sheet's own keys and values.
"""

from __future__ import annotations

import io
import json
import re

import pytest

from playaid.generator.aids import toledo_score_pad as pad
from playaid.generator.cli import main
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.rules import toledo as t
from playaid.rules.text import ENGLISH, plain
from tests.conftest import read_pdf, rendered
from tests.languages import LOUD

#: A key as the pad prints it, then its shape: ``"gems": …`` or ``"swords_kept": [ … ]``.
KEY = re.compile(r'"([a-z_]+)": (\[ \u2026 \]|"\u2026"|true \| false|\u2026)')


def say(message, **values) -> str:
    """A message as the pad prints it: filled in, markup dropped, a loss with a true minus sign."""
    filled = {**pad.values(ENGLISH), **values}
    return " ".join(plain(ENGLISH(message, **{k: pad.signed(v) if isinstance(v, int) and v < 0 else v
                                              for k, v in filled.items()})).split())


@pytest.fixture(scope="module", params=list(PAPERS))
def paper(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def doc(paper):
    return read_pdf(rendered("toledo-score-pad", paper))


def printed_fields(flat: str) -> list[tuple[str, str]]:
    """Every key the pad's table prints, with its shape, in order (the table ends where the steps begin)."""
    table = flat.split(say(t.PAD["to_score"]))[0]
    return KEY.findall(table)


def value_for(shape: str, n: int):
    """What a player might write in a field of ``shape``: the ``n``-th player's values."""
    if shape.startswith("["):
        return [1 + n % 3]                  # worth 1 to 3: a painting, a card, a sword; the box holds 4 of each
    if shape.startswith('"'):
        return f"player {n}"
    if "|" in shape:
        return n % 2 == 0
    return n + 1


def score(sheet) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["score", "toledo", "-", "--json"], stdout=out, stderr=err, stdin=io.StringIO(json.dumps(sheet)))
    return code, out.getvalue(), err.getvalue()


def test_the_pad_prints_exactly_the_fields_the_calculator_accepts(doc):
    fields = printed_fields(doc.flat)
    keys = [key for key, _ in fields]
    assert keys == list(t.SHEET_FIELDS)                    # each once, in the sheet's order
    # The calculator's accepted fields, asked of the calculator: each printed key is taken ...
    for key, shape in fields:
        assert score({"players": [{"name": "A", key: value_for(shape, 0)} if key != "name" else {"name": "A"}]})[0] == 0
    # ... and a key the pad does not print is refused, naming the same fields.
    code, _, err = score({"players": [{"name": "A", "sword": [1]}]})
    assert code == 2 and f"fields: {', '.join(t.SHEET_FIELDS)}" in err
    # The shapes: the lists are the calculator's lists, move_skill is true or false.
    assert {key for key, shape in fields if shape.startswith("[")} == set(t.LIST_FIELDS)
    assert dict(fields)["move_skill"] == "true | false" and dict(fields)["name"] == '"\u2026"'


def test_a_sheet_typed_from_the_pad_scores_through_the_command_line(doc):
    fields = printed_fields(doc.flat)
    players = [{key: value_for(shape, n) for key, shape in fields} for n in range(t.MAX_PLAYERS)]
    code, out, err = score({"players": players})
    assert code == 0, err
    result = json.loads(out)
    assert [p["name"] for p in result["players"]] == [f"player {n}" for n in range(t.MAX_PLAYERS)]
    first = result["players"][0]
    assert first["paintings"] == [1] and first["painting_points"] == 1 and first["move_skill"] is True


def test_the_example_sheet_is_the_rulebooks_score_and_scores_as_printed(doc):
    (line,) = re.findall(r'\{"players": .*?\}\]\}', doc.flat)
    sheet = json.loads(line)
    assert set(sheet["players"][0]) <= set(t.SHEET_FIELDS)
    code, out, _ = score(sheet)
    assert code == 0
    (player,) = json.loads(out)["players"]
    assert player["total"] == t.score_player("", t.RULEBOOK_SCORE).total == 18   # the rulebook's line 89
    assert player["name"] == say(t.PAD["example_name"])


def test_each_row_names_its_field_in_words_on_the_line_above_its_key(doc, paper):
    """Row by row: the words of a field stand right above its key, in the table's first column."""
    geometry = PAPERS[paper]
    first_column = geometry.margin + geometry.body_width * pad.FIELD_SHARE
    chunks = doc.chunks[0]
    for key in t.SHEET_FIELDS:
        (at,) = [c for c in chunks if c.text.strip() == json.dumps(key)]
        words = pad.what(make_styles(COLOUR), key)
        above = [c for c in chunks if 0 < c.y - at.y < 14 and c.x < first_column]
        assert " ".join(c.text.strip() for c in above) == plain(words), key
    # The move skill's row: true or false to circle, in every player's column and no other row.
    (skill,) = [c for c in chunks if c.text.strip() == json.dumps("move_skill")]
    circled = [c for c in chunks if c.x > first_column and c.text.split() == list(pad.FLAG_VALUES)]
    assert len(circled) == t.MAX_PLAYERS and all(abs(c.y - skill.y) < 12 for c in circled)
    heads = [say(t.PAD["player"], number=n) for n in range(1, t.MAX_PLAYERS + 1)]
    assert " ".join([say(t.PAD["field"]), *heads]) in doc.flat


def test_the_pad_says_how_to_type_it_in_and_what_scores(doc):
    for message in (t.PAD["lists"], t.PAD["type"], t.PAD["run"], t.PAD["fields"], t.PAD["scoring"]):
        assert say(message) in doc.flat, message
    for key, how in t.PAD_HOW.items():
        assert f"{json.dumps(key)}: " in doc.flat and say(how) in doc.flat, key
    assert "(2, 2)" in say(t.PAD["lists"])                    # a list as written: the rulebook's paintings
    for item in t.SCORE_ITEMS:
        assert f"{say(item.what)} {say(item.worth)}" in doc.flat
    assert t.tie_break_text(t.TIES) in doc.flat
    assert say(t.PAD["run"]).startswith(f"Save it as {pad.FILE} and run {pad.COMMAND} {pad.FILE}")


def test_every_word_is_a_catalog_message_or_the_sheets_own():
    """The text-source check of every English PDF, with the sheet's keys and JSON's words as data."""
    from tests.test_text_source import ALLOWED, catalog, data_values, uncovered

    text = " ".join(" ".join(read_pdf(rendered("toledo-score-pad", "a4")).pages).split())
    text = text.replace(pad.example_sheet(make_styles(COLOUR)), " ")          # the sheet's data, typed
    for data in (*(json.dumps(key) for key in t.SHEET_FIELDS), *pad.FLAG_VALUES):
        text = re.sub(rf"(?<![\w]){re.escape(data)}(?![\w])", " ", text)
    left = [w for w in uncovered(text, catalog() + data_values()) if w not in ALLOWED]
    assert not left, left


def test_in_another_language_the_pad_prints_none_of_its_own_english():
    loud, paper = LOUD, PAPERS["a4"]
    pdf = render(pad.pages(paper, make_styles(COLOUR, loud)), pad.INFO, paper, COLOUR, loud)
    text = " ".join(read_pdf(pdf).pages)
    for data in (ENGLISH(t.GAME_INFO.rulebook), t.GAME_INFO.title, f"playaid {pad.INFO.version}", pad.COMMAND,
                 pad.FILE, *(json.dumps(key) for key in t.SHEET_FIELDS), '"players"', "true", "false"):
        text = text.replace(data, "")
    assert not re.findall(r"\w*[a-z]\w*", text)


def test_one_page_on_both_papers():
    for paper, size in (("a4", [595, 842]), ("letter", [612, 792])):
        doc = read_pdf(rendered("toledo-score-pad", paper))
        assert len(doc.pages) == 1
        assert [round(float(v)) for v in doc.reader.pages[0].mediabox[2:]] == size
