"""The pad grid every score pad is drawn with, and what every score pad holds to in every edition.

The grid: its rows refuse a writing height under 6 mm, the page's spare height is shared by
weight, a group's label spans its rows, and each player's column has a value half and a points
half. Every pad, in both languages, on both papers, in colour and in black and white: one page, a
Total row, no JSON, body text at 9 pt or more (the page furniture and the rulings key apart), and
nothing within 5 mm of an edge.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth

from playaid.automata.language import text_for
from playaid.generator.build import artifacts
from playaid.generator.pdf import COLOUR, FONT, MONO, PAPERS, RULINGS_TITLE, make_styles
from playaid.generator.pdf.pad import OFF_MONO, TICK, WRITE, Columns, Row, grid, grow, label, shaded
from playaid.rules.game import PAD_TOTAL
from playaid.rules.text import RULING_MARK
from tests.conftest import read_pdf, rendered
from tests.pads import json_on_paper, shown

PADS = [a.name for a in artifacts() if a.name.endswith("-score-pad")]
EDITIONS = [(name, paper, mono, lang) for name in PADS for paper in PAPERS for mono in (False, True)
            for lang in ("en", "it")]


def test_every_game_has_a_pad():
    assert sorted(PADS) == ["toledo-score-pad", "toledo1085-score-pad", "tolomeo-score-pad", "troyes-score-pad"]


# --- the grid ---------------------------------------------------------------------------------------

def test_a_row_a_pencil_writes_in_is_at_least_6_mm_high():
    assert round(WRITE / mm, 6) == 6
    with pytest.raises(ValueError, match="at least"):
        Row("Gems", "split", least=WRITE - 1)
    assert Row("", "head", least=10).least == 10               # a heading is not written in
    with pytest.raises(ValueError, match="not 'box'"):
        Row("Gems", "box")


@given(st.lists(st.floats(0, 3), min_size=1, max_size=12), st.floats(0, 800))
@example([5e-324], 18.0)                    # a tiny weight once took a whole share of the spare height
def test_the_spare_height_is_shared_by_weight_and_no_row_shrinks(weights, room):
    rows = [Row("x", weight=w) for w in weights]
    heights = grow(rows, room)
    assert all(h >= WRITE - 1e-9 for h in heights)
    assert sum(heights) == pytest.approx(max(room, WRITE * len(rows)))


def test_a_group_shares_its_label_and_each_column_has_a_value_and_a_points_half():
    st_ = make_styles(COLOUR)
    rows = [Row("", "head", cells=("A", "B"), least=14), Row(label(st_, "Swords", "full value"), "points", "1", group=0),
            Row("", "points", "2", group=0), Row(label(st_, "Gems"), "split"), Row(label(st_, "Total"), "total")]
    cols = Columns.across(400, 2, 0.3)
    table = grid(rows, cols, grow(rows, 200), st_)
    player = (400 - 120 - 14) / 2
    assert cols.widths == pytest.approx([120, 14, player * 0.58, player * 0.42] * 1 + [player * 0.58, player * 0.42])
    spans = {(tuple(c[1]), tuple(c[2])) for c in table._spanCmds}
    assert ((0, 1), (0, 2)) in spans, "a group's label spans its rows"
    assert ((0, 3), (1, 3)) in spans, "a row alone takes the marker's room too"
    assert ((2, 4), (3, 4)) in spans and ((4, 4), (5, 4)) in spans, "the total spans each column"
    assert not any(start[1] == 3 and start[0] >= 2 for start, _ in spans), "the gems' value and points stand apart"
    off = {(tuple(c[1]), c[3]) for c in table._bkgrndcmds}
    assert ((2, 1), COLOUR.soft) in off and ((4, 2), COLOUR.soft) in off, "a points-only row shades its value half"
    assert shaded(MONO) == OFF_MONO != MONO.soft and shaded(COLOUR) == COLOUR.soft


# --- every pad, every edition ---------------------------------------------------------------------

def in_rulings_key(doc, lang: str):
    """A test of whether a chunk is in the rulings key (set in the shared key's own type)."""
    title = " ".join(text_for(lang)(RULINGS_TITLE, mark=RULING_MARK).split())
    found = [c for c in doc.chunks[0] if " ".join(c.text.split()) == title]
    if not found:
        return lambda c: False
    head = found[0]
    return lambda c: c.x >= head.x - 1 and c.y <= head.y + 1


@pytest.mark.parametrize("name, paper, mono, lang", EDITIONS, ids=["-".join(map(str, e)) for e in EDITIONS])
def test_every_pad_is_one_page_with_a_total_and_no_json(name, paper, mono, lang):
    doc = read_pdf(rendered(name, paper, mono, lang))
    assert len(doc.pages) == 1
    assert json_on_paper(doc.flat) is None, json_on_paper(doc.flat)
    assert shown(text_for(lang), PAD_TOTAL) in doc.flat or name == "troyes-score-pad"
    assert TICK in doc.flat


@pytest.mark.parametrize("name, paper, mono, lang", EDITIONS, ids=["-".join(map(str, e)) for e in EDITIONS])
def test_every_pad_reads_at_9_pt_and_keeps_5_mm_clear_of_every_edge(name, paper, mono, lang):
    geometry = PAPERS[paper]
    doc = read_pdf(rendered(name, paper, mono, lang))
    body_top = geometry.height - geometry.margin - geometry.header
    body_bottom = geometry.margin + geometry.footer
    key = in_rulings_key(doc, lang)
    small = [c for c in doc.chunks[0] if body_bottom < c.y < body_top and not key(c)
             and not re.fullmatch(re.escape(RULING_MARK) + r"[A-Z]+\d+", c.text.strip()) and c.size < 9]
    assert not small, small[:5]
    edge = 5 * mm
    for c in doc.chunks[0]:
        width = stringWidth(c.text.strip(), FONT, c.size)
        assert edge <= c.x and c.x + width <= geometry.width - edge, c
        assert edge <= c.y <= geometry.height - edge, c


@pytest.mark.parametrize("name, paper, mono, lang", EDITIONS, ids=["-".join(map(str, e)) for e in EDITIONS])
def test_the_two_columns_under_every_pad_end_within_30_mm(name, paper, mono, lang):
    geometry = PAPERS[paper]
    doc = read_pdf(rendered(name, paper, mono, lang))
    body = [c for c in doc.chunks[0] if geometry.margin + geometry.footer < c.y]
    middle = geometry.margin + geometry.column_width + geometry.gutter / 2
    left = min(c.y for c in body if c.x < middle)
    right = min(c.y for c in body if c.x > middle)
    assert abs(left - right) <= 30 * mm, (left, right)
