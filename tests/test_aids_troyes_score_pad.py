"""The Troyes score pad: its fields are the score calculator's, and what is written on it types
straight into ``playaid score troyes``.

The round trip reads the keys back from the pad's PDF text, checks they are exactly the fields
the calculator accepts, then fills a sheet from them and scores it through the command line.
"""

from __future__ import annotations

import io
import json
import re

import pytest

from playaid.generator.aids import troyes_score_pad as pad
from playaid.generator.cli import main
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.rules import troyes as tr
from playaid.rules.text import ENGLISH
from playaid.rules.troyes import text as T
from tests.conftest import read_pdf, rendered
from tests.languages import LOUD
from tests.test_aids_le_roy_sheet import between, say

#: A key as the calculator reads it: lower-case words joined by underscores.
KEY = re.compile(r"(?<![\w\"])[a-z]+(?:_[a-z]+)+(?![\w\"])")


@pytest.fixture(params=list(PAPERS), scope="module")
def doc(request):
    return read_pdf(rendered("troyes-score-pad", request.param))


def score(sheet: dict[str, object]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["score", tr.GAME, "-"], stdout=out, stderr=err, stdin=io.StringIO(json.dumps(sheet)))
    return code, out.getvalue(), err.getvalue()


# ------------------------------------------------------------------ the round trip

def printed_keys(flat: str) -> list[str]:
    """The keys the pad prints beside its fields (the example line apart), in order, once each."""
    fields = flat.replace(pad.example_line(), " ")
    return list(dict.fromkeys(KEY.findall(fields)))


def test_the_pad_s_keys_are_exactly_the_calculator_s_fields(doc):
    assert printed_keys(doc.flat) == list(tr.SHEET_FIELDS)


@pytest.mark.parametrize("you, him", [(71, 60), (40, 62), (88, 68), (0, 0), (tr.MAX_VP, 15)])
def test_what_is_written_on_the_pad_scores_as_it_stands(doc, you, him):
    written = dict(zip(printed_keys(doc.flat), (you, him)))
    code, out, err = score(written)
    assert code == 0 and not err, err
    assert f"{you - him:+d}" in out and tr.rating_line(you - him) in out


def test_a_key_the_pad_does_not_print_is_refused():
    """The round trip can fail: a field the calculator does not know exits 2."""
    code, _, err = score({"player_vp": 50, "le_roy_vp": 40, "le_roy_table": 8})
    assert code == 2 and "unknown field" in err


def test_the_example_line_is_a_sheet_the_calculator_scores(doc):
    line = pad.example_line()
    assert line in doc.flat
    sheet = json.loads(line)
    assert list(sheet) == list(tr.SHEET_FIELDS)
    code, out, _ = score(sheet)
    assert code == 0 and f"{sheet['player_vp'] - sheet['le_roy_vp']:+d}" in out
    assert say(T.PAD_RUN, file=pad.FILE, command=pad.COMMAND) in doc.flat


def test_the_example_line_is_the_one_playaid_score_help_shows():
    """The pad and ``playaid score --example troyes`` (the sheet ``playaid score --help`` starts
    from) give the same game, so neither can drift from the other."""
    from playaid.generator.score import example

    assert json.loads(example(tr.GAME)) == json.loads(pad.example_line())


# ------------------------------------------------------------------ the rows, the games, the bands

def test_each_field_has_its_words_beside_its_key_and_le_roy_s_sources_come_before_his_sum(doc):
    flat = doc.flat
    you = f"{say(T.PAD_YOU)} player_vp"
    sources = " ".join(ENGLISH(m) for m in T.SOURCES.values())
    him = f"{say(T.PAD_LE_ROY)} le_roy_vp"
    order = [you, say(T.PAD_SOURCES), sources, him, say(T.PAD_MARGIN), say(T.PAD_RATING)]
    assert " ".join(order) in flat
    assert list(T.SOURCES) == ["table", "cathedral", "characters", "events", "tradesmen", "builders"]


def test_every_game_has_a_column_numbered_on(doc):
    games = [int(n) for n in re.findall(r"Game (\d+)", doc.flat)]
    assert games == list(range(1, len(games) + 1)) and len(games) >= 4
    assert len(games) % pad.games_per_table(PAPERS["a4"].body_width) == 0


def check_bands(text: str) -> None:
    expected = []
    for b in tr.BANDS:
        margin = say(T.BAND_RULED, band=T.band_range(b), taken=T.band_taken(b)) if b.ruled else T.band_range(b)
        expected.append(f"{margin} {say(T.VERDICT[b.rating])}")
    assert text == " ".join(expected)


def test_the_bands_print_each_band_with_its_own_verdict(doc):
    bands = between(doc.flat, say(T.COLUMN_MARGIN, T.COLUMN_VERDICT), say(T.HEADING_TYPE_IT))
    check_bands(bands)
    first, second = say(T.VERDICT[tr.BANDS[0].rating]), say(T.VERDICT[tr.BANDS[1].rating])
    with pytest.raises(AssertionError):
        check_bands(bands.replace(first, "\0").replace(second, first).replace("\0", second))


def test_the_banner_is_the_scoring_in_order(doc):
    assert " ".join(f"{n} {ENGLISH(s)}" for n, s in enumerate(T.PAD_STEPS, 1)) in doc.flat


def test_the_pad_is_declared_as_the_game_s_score_pad():
    (spec,) = [d for d in tr.GAME_INFO.documents if d.name == "troyes-score-pad"]
    assert spec.kind == "pad" and spec.max_pages == 1 and spec.title == T.PAD_TITLE


def test_the_pad_is_made_of_catalog_messages():
    from tests.test_text_source import ALLOWED, catalog, data_values, uncovered

    doc = read_pdf(rendered("troyes-score-pad", "a4"))
    left = [w for w in uncovered(" ".join(doc.pages), catalog() + data_values()) if w not in ALLOWED]
    typed = {word for key in (*tr.SHEET_FIELDS, pad.FILE) for word in re.split(r"[_.]", key)}
    assert set(left) <= typed, left  # the keys and the file name are typed as they are


def test_the_pad_speaks_the_language_it_is_given():
    pdf = render(pad.pages(PAPERS["a4"], make_styles(COLOUR, LOUD)), pad.INFO, PAPERS["a4"], COLOUR, LOUD)
    flat = read_pdf(pdf).flat
    words = r"[A-Za-z][A-Za-z'\u2019-]*"
    lower = {w for w in re.findall(words, flat) if any(c.islower() for c in w)}
    typed = set(re.findall(words, " ".join([pad.COMMAND, pad.example_line(), *tr.SHEET_FIELDS])))
    assert lower <= {tr.GAME_INFO.title, "playaid"} | typed, lower
    assert printed_keys(flat) == list(tr.SHEET_FIELDS)
