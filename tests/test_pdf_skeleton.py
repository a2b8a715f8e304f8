"""The skeleton every document shares: banner, sections that run on cleanly, the rulings box."""

from __future__ import annotations

import io

import pytest
from reportlab.platypus import Paragraph, Spacer

from playaid.generator.pdf import (
    COLOUR, PAPERS, DocumentInfo, Page, banner, make_styles, render, rulings_box, skeleton_section,
)
from playaid.rules.shared import Ruling
from playaid.rules.text import N_
from tests.conftest import read_pdf

ST = make_styles(COLOUR)
INFO = DocumentInfo(name="probe", game="Probe", title=N_("Test"), rulebook=N_("no rulebook"))


def pdf_text(body, paper="a4") -> list[str]:
    return read_pdf(render([Page(body=body)], INFO, PAPERS[paper], COLOUR)).pages


def lines(n: int, word: str = "line") -> list[Paragraph]:
    return [Paragraph(f"{word} {i}", ST.body) for i in range(n)]


def test_a_section_that_fits_draws_whole():
    text = pdf_text(skeleton_section("Alpha", lines(3), ST))[0]
    assert "Alpha" in text and "line 2" in text and "(cont.)" not in text


def test_a_section_running_into_the_next_column_repeats_its_heading():
    column = PAPERS["a4"].body_height
    filler = [Spacer(1, column - 80)]
    text = " ".join(pdf_text(filler + skeleton_section("Alpha", lines(30), ST)))
    assert text.count("Alpha (cont.)") == 1
    first, rest = text.split("Alpha (cont.)")
    assert "Alpha" in first and "line 0" in first and "line 29" in rest


def test_a_heading_never_stands_alone_at_a_column_foot():
    column = PAPERS["a4"].body_height
    room_for_heading_only = [Spacer(1, column - 18)]
    doc = read_pdf(render([Page(body=room_for_heading_only + skeleton_section("Alpha", lines(5), ST))],
                          INFO, PAPERS["a4"], COLOUR))
    heading = [c for c in doc.chunks[0] if c.text.strip() == "Alpha"]
    first_line = [c for c in doc.chunks[0] if c.text.strip() == "line 0"]
    assert heading and first_line and abs(heading[0].x - first_line[0].x) < 20, "heading and body in one column"
    assert "(cont.)" not in doc.flat


def test_the_banner_shows_a_sequence_with_arrows_and_a_choice_without():
    from reportlab.graphics.shapes import Polygon

    def polygons(d):
        return [s for s in d.contents if isinstance(s, Polygon)]

    seq = banner(["One", "Two", "Three"], 400, ST)
    choice = banner(["One", "Two", "Three"], 400, ST, choice=True)
    assert len(polygons(seq)) == 2 and not polygons(choice)
    text = " ".join(pdf_text([choice]))
    assert "Choose one:" in text and "A" in text and "C" in text


def test_the_rulings_box_lists_exactly_the_marks_shown_before_it():
    st = make_styles(COLOUR)
    rulings = {"X1": Ruling("X1", "t", "s", "r", short=N_("first ruling")),
               "X2": Ruling("X2", "t", "s", "r", short=N_("second ruling")),
               "X3": Ruling("X3", "t", "s", "r", short=N_("never shown"))}
    shown = Paragraph(st.t(N_("A rule ({\u2020X2}) and another ({\u2020X1}).")), st.body)
    text = " ".join(pdf_text([shown, *rulings_box(rulings, st)]))
    assert "\u2020 playaid rulings" in text
    assert text.index("\u2020X2 second ruling") < text.index("\u2020X1 first ruling")
    assert "never shown" not in text


def test_a_section_keeps_its_heading_s_space_from_the_text_above():
    from playaid.generator.pdf import Section

    (section,) = skeleton_section("Alpha", lines(2), ST)
    assert isinstance(section, Section) and section.getSpaceBefore() == ST.h1.spaceBefore > 0


@pytest.mark.parametrize("room", [60, 75, 90, 105, 120])
def test_the_part_a_section_keeps_fits_where_it_was_measured(room):
    """Split at a column's foot, with body parts that have space after them: what the first part
    keeps is drawn in the first column, and the second column opens with the heading continued."""
    from reportlab.lib.styles import ParagraphStyle

    spaced = ParagraphStyle("spaced", parent=ST.small, spaceBefore=2, spaceAfter=3)
    body = [Paragraph(f"note {i} " + "word " * 40, spaced) for i in range(12)]
    column = PAPERS["a4"].body_height
    doc = read_pdf(render([Page(body=[Spacer(1, column - room), *skeleton_section("Alpha", body, ST)])],
                          INFO, PAPERS["a4"], COLOUR))
    geometry = PAPERS["a4"]
    second = [c for c in doc.chunks[0] if c.x >= geometry.margin + geometry.column_width]
    assert second, "the section ran on into the second column"
    top = max(second, key=lambda c: c.y)
    assert top.text.strip() == "Alpha (cont.)", top.text


def test_a_compact_rulings_box_runs_its_rulings_on_in_one_paragraph():
    st = make_styles(COLOUR)
    rulings = {k: Ruling(k, "t", "s", "r", short=N_(f"ruling {k}")) for k in ("X1", "X2")}
    shown = Paragraph(st.t(N_("A rule ({\u2020X2}) and another ({\u2020X1}).")), st.body)
    box = rulings_box(rulings, st, compact=True)
    assert len(box) == 1 and len(box[0].body) == 2  # the legend, then one paragraph
    text = " ".join(pdf_text([shown, *box]))
    assert text.index("\u2020X2 ruling X2") < text.index("\u2020X1 ruling X1")
