"""The Troyes score pad is made for a pencil, and stays the score calculator's twin.

Read back from the PDF as a player reads it: the label column holds a row for each field of
``playaid score troyes``'s sheet, in the calculator's order, found by its words (``PAD_FIELDS``,
the data the pad is drawn from); le Roy's VP by source come before his sum; the margin is the
total; a row per rating band, with its verdict, to tick. A game filled in by hand is added up and
its band ticked as the pad prints them, typed field by field, and scored by the command line:
margin and verdict agree.
"""

from __future__ import annotations

import functools
import io
import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.automata.language import text_for
from playaid.generator.aids import troyes_score_pad as pad
from playaid.generator.cli import main
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.generator.pdf.pad import TICK
from playaid.rules import troyes as tr
from playaid.rules.text import ENGLISH
from playaid.rules.troyes import text as T
from tests.conftest import read_pdf, rendered
from tests.languages import LOUD
from tests.pads import json_on_paper, too_low_to_write_in, between, joined, labels, lines, rows_in_order, shown

NAME = "troyes-score-pad"


@pytest.fixture(scope="module", params=[(paper, lang) for paper in PAPERS for lang in ("en", "it")],
                ids=lambda p: "-".join(p))
def edition(request):
    paper, lang = request.param
    return paper, lang, read_pdf(rendered(NAME, paper, False, lang))


def score(sheet: dict[str, object]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["score", tr.GAME, "-", "--json"], stdout=out, stderr=err, stdin=io.StringIO(json.dumps(sheet)))
    return code, out.getvalue(), err.getvalue()


@functools.cache
def column(paper: str, lang: str) -> str:
    """The label column as printed, read down the page."""
    return joined(labels(read_pdf(rendered(NAME, paper, False, lang)), paper))


# ------------------------------------------------------------------ the rows

def test_the_pads_rows_are_the_calculators_fields_in_its_order(edition):
    paper, lang, _ = edition
    text = text_for(lang)
    found = rows_in_order(column(paper, lang), T.PAD_FIELDS, text, **tr.message_values(text))
    assert [field for field, _ in found] == [f.field for f in T.PAD_FIELDS] == list(tr.SHEET_FIELDS)
    code, _, err = score({"player_vp": 50, "le_roy_vp": 40, "le_roy_table": 8})
    assert code == 2 and "unknown field" in err, "a field the pad has no row for is refused"


def test_le_roy_s_sources_come_before_his_sum_then_the_margin_then_the_bands(edition):
    paper, lang, doc = edition
    text = text_for(lang)
    order = [shown(text, T.PAD_YOU), shown(text, T.PAD_SOURCES), shown(text, T.PAD_LE_ROY),
             shown(text, T.PAD_MARGIN), shown(text, T.PAD_RATING)]
    col = column(paper, lang)
    at = [col.find(words) for words in order]
    assert -1 not in at and at == sorted(at)
    # the sources, each in its row, in the automaton's order
    x = PAPERS[paper].margin + PAPERS[paper].body_width * pad.LABEL_SHARE
    # the chunks of the sources' column alone, from their row's label down (a label beside a
    # source may share its baseline; the steps above stand in that column too)
    top = max(c.y for c in doc.chunks[0] if c.text.strip().startswith(shown(text, T.PAD_SOURCES)))
    beside = [c for c in doc.chunks[0] if x <= c.x <= x + pad.MARKER and c.y <= top + 1]
    markers = [line for _, line in lines(beside, x, x + pad.MARKER)]
    assert " ".join(markers) == " ".join(shown(text, s) for s in T.SOURCES.values())
    assert list(T.SOURCES) == ["table", "cathedral", "characters", "events", "tradesmen", "builders"]


def test_every_band_has_its_row_with_its_verdict_and_a_box_per_game(edition):
    paper, lang, doc = edition
    text = text_for(lang)
    bands = between(column(paper, lang), shown(text, T.PAD_RATING))
    verdicts = [bands.find(shown(text, T.VERDICT[b.rating])) for b in tr.BANDS]
    assert -1 not in verdicts and verdicts == sorted(verdicts)
    games = pad.games_per_table(PAPERS[paper].body_width)
    assert doc.flat.count(TICK) % (len(tr.BANDS) * games) == 0 and doc.flat.count(TICK)


def test_every_game_has_a_column_numbered_on(edition):
    paper, lang, doc = edition
    pattern = re.escape(shown(text_for(lang), T.PAD_COLUMN_GAME, number=0)).replace("0", r"(\d+)")
    games = [int(n) for n in re.findall(pattern, doc.flat)]
    assert games == list(range(1, len(games) + 1)) and len(games) >= 5
    assert len(games) % pad.games_per_table(PAPERS[paper].body_width) == 0


def test_every_cell_a_pencil_writes_in_is_at_least_6_mm_high():
    for paper in PAPERS.values():
        st_ = make_styles(COLOUR)
        page = pad.pages(paper, st_)[0]
        (section,) = [f for f in page.top if hasattr(f, "body")]
        for table in section.body:
            if not hasattr(table, "_argH"):
                continue
            rows = pad.rows(make_styles(COLOUR), 1, pad.games_per_table(paper.body_width))
            assert not too_low_to_write_in(table, rows), paper.name


def test_no_json_on_paper_in_any_edition():
    for paper in PAPERS:
        for mono in (False, True):
            for lang in ("en", "it"):
                flat = read_pdf(rendered(NAME, paper, mono, lang)).flat
                assert json_on_paper(flat) is None, (paper, mono, lang, json_on_paper(flat))


# ------------------------------------------------------------------ filled in by hand, added up, typed

def printed_bands(paper: str = "a4") -> list[tuple[int | None, int | None, str]]:
    """The bands as the pad prints them to tick: the margins each takes (the ruling's, where it
    prints one) and its verdict."""
    col = between(column(paper, "en"), shown(ENGLISH, T.PAD_RATING))
    out, at = [], 0
    for b in tr.BANDS:
        verdict = shown(ENGLISH, T.VERDICT[b.rating])
        end = col.index(verdict, at)
        margins = col[at:end]
        at = end + len(verdict)
        taken = margins.split(f"{tr.RULING['R1'].mark}:")[-1]
        if m := re.search(r"(-?\d+) or less", taken):
            out.append((None, int(m[1]), verdict))
        elif m := re.search(r"(-?\d+) or more", taken):
            out.append((int(m[1]), None, verdict))
        else:
            low, high = map(int, re.findall(r"-?\d+", taken)[:2])
            out.append((low, high, verdict))
    return out


def tick(margin: int) -> str:
    """The verdict of the band a pencil ticks for ``margin``: the one row whose margins hold it."""
    held = [v for low, high, v in printed_bands() if (low is None or margin >= low) and (high is None or margin <= high)]
    assert len(held) == 1, (margin, held)
    return held[0]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 200), st.lists(st.integers(0, 30), min_size=len(T.SOURCES), max_size=len(T.SOURCES)))
def test_a_game_filled_in_by_hand_adds_up_as_playaid_score_does(you, sources):
    him = sum(sources)                                     # his row: his sources added up
    written = {"player_vp": you, "le_roy_vp": him}
    sheet = {f.field: written[f.field] for f in T.PAD_FIELDS}
    code, out, err = score(sheet)
    assert code == 0, err
    result = json.loads(out)
    assert result["margin"] == you - him                   # the margin row: your VP minus his
    assert result["verdict"] == tick(you - him)


@pytest.mark.parametrize("margin", [-100, -1, 0, 5, 6, 20, 21])
def test_the_bands_a_pencil_ticks_are_the_calculators_at_every_edge(margin):
    assert tick(margin) == shown(ENGLISH, T.VERDICT[tr.band(margin).rating])


# ------------------------------------------------------------------ the words and the page

def test_the_banner_is_the_scoring_in_order(edition):
    _, lang, doc = edition
    text = text_for(lang)
    assert " ".join(f"{n} {shown(text, s)}" for n, s in enumerate(T.PAD_STEPS, 1)) in doc.flat


def test_the_pad_is_declared_as_the_game_s_score_pad():
    (spec,) = [d for d in tr.GAME_INFO.documents if d.name == NAME]
    assert spec.kind == "pad" and spec.max_pages == 1 and spec.title == T.PAD_TITLE


def test_the_pad_is_made_of_catalog_messages():
    from tests.test_text_source import ALLOWED, catalog, data_values, uncovered

    doc = read_pdf(rendered(NAME, "a4"))
    left = [w for w in uncovered(" ".join(doc.pages), catalog() + data_values()) if w not in ALLOWED]
    assert not left, left


def test_the_pad_speaks_the_language_it_is_given():
    pdf = render(pad.pages(PAPERS["a4"], make_styles(COLOUR, LOUD)), pad.INFO, PAPERS["a4"], COLOUR, LOUD)
    flat = read_pdf(pdf).flat
    words = r"[A-Za-z][A-Za-z'\u2019-]*"
    lower = {w for w in re.findall(words, flat) if any(c.islower() for c in w)}
    assert lower <= {tr.GAME_INFO.title, "playaid"}, lower
