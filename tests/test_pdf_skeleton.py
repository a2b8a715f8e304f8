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


def test_the_rulings_box_lists_exactly_the_marks_shown_before_it_sorted_by_key():
    st = make_styles(COLOUR)
    rulings = {"X1": Ruling("X1", "t", "s", "r", short=N_("first ruling")),
               "X2": Ruling("X2", "t", "s", "r", short=N_("second ruling")),
               "X10": Ruling("X10", "t", "s", "r", short=N_("tenth ruling")),
               "X3": Ruling("X3", "t", "s", "r", short=N_("never shown"))}
    shown = Paragraph(st.t(N_("A rule ({\u2020X10}), another ({\u2020X2}) and a third ({\u2020X1}).")), st.body)
    text = " ".join(pdf_text([shown, *rulings_box(rulings, st)]))
    assert "\u2020 playaid rulings" in text
    # by key, not in the order first shown: one look finds a key
    assert text.index("\u2020X1 first ruling") < text.index("\u2020X2 second ruling") < text.index("\u2020X10 tenth")
    assert "never shown" not in text


def test_the_rulings_key_sorts_by_letters_then_number():
    from playaid.generator.pdf import key_order

    assert sorted(["T2", "A10", "B1", "A9", "T1"], key=key_order) == ["A9", "A10", "B1", "T1", "T2"]


def test_a_rulings_key_is_one_tight_box_that_never_splits():
    from playaid.generator.pdf import Boxed

    st = make_styles(COLOUR)
    rulings = {f"X{i}": Ruling(f"X{i}", "t", "s", "r", short=N_("a ruling")) for i in range(1, 4)}
    Paragraph(st.t(N_("Rules {\u2020X1} {\u2020X2} {\u2020X3}.")), st.body)
    (box,) = rulings_box(rulings, st)
    assert isinstance(box, Boxed)
    box.wrap(262, 1000)
    assert box.split(262, 20) == []


def test_a_section_split_inside_a_paragraph_keeps_what_was_fitted_under_its_heading():
    """The first part of a split section is laid out as it was measured: the lines fitted under the
    heading stay in its column, and the next column opens with the heading, continued."""
    column = PAPERS["a4"].body_height
    long = Paragraph(" ".join(f"word{i}" for i in range(400)), ST.body)
    for room in range(60, 140, 7):                 # wherever the column's foot falls in the paragraph
        doc = read_pdf(render([Page(body=[Spacer(1, column - room), *skeleton_section("Alpha", [long], ST)])],
                              INFO, PAPERS["a4"], COLOUR))
        left = PAPERS["a4"].margin + PAPERS["a4"].column_width
        second = sorted((c for c in doc.chunks[0] if c.x > left), key=lambda c: -c.y)
        assert second[0].text.strip() == "Alpha (cont.)", (room, second[0].text)
        first = [c for c in doc.chunks[0] if c.x < left]
        assert any("word0" in c.text for c in first), room


def test_a_banner_gives_a_long_name_more_room_rather_than_print_it_below_the_reading_size():
    from reportlab.graphics.shapes import Rect, String

    from playaid.generator.pdf import MIN_BODY_PT

    names = ["Go", "Stay", "Take one", "Walk all the way back to the Cathedral"]
    d = banner(names, 539, ST, choice=True)
    widths = [s.width for s in d.contents if isinstance(s, Rect)]
    assert widths == sorted(widths) and sum(widths) < 539
    assert min(s.fontSize for s in d.contents if isinstance(s, String)) >= MIN_BODY_PT
    even = banner(["One", "Two", "Three"], 400, ST)
    assert len({round(s.width, 6) for s in even.contents if isinstance(s, Rect)}) == 1


def test_the_rulings_box_may_set_its_rulings_in_columns_with_hanging_entries():
    st = make_styles(COLOUR)
    rulings = {f"X{i}": Ruling(f"X{i}", "t", "s", "r", short=N_("a ruling whose few words run onto a second line "
                                                                 "in a narrow column"))
               for i in range(1, 6)}
    shown = Paragraph(st.t(N_("Rules {\u2020X1} {\u2020X2} {\u2020X3} {\u2020X4} {\u2020X5}.")), st.body)
    with pytest.raises(ValueError, match="width"):
        rulings_box(rulings, st, columns=2)
    doc = read_pdf(render([Page(body=[shown, *rulings_box(rulings, st, columns=2, width=262)])], INFO,
                          PAPERS["a4"], COLOUR))
    labels = [c for c in doc.chunks[0] if c.text.strip() in {f"\u2020X{i}" for i in range(1, 6)}]
    marks = {c.text.strip(): c for c in labels if c.size > 6.5}          # the key's labels, not the text's marks
    assert marks["\u2020X1"].x == marks["\u2020X3"].x < marks["\u2020X4"].x == marks["\u2020X5"].x   # down, then across
    assert marks["\u2020X1"].y > marks["\u2020X2"].y > marks["\u2020X3"].y
    runs_on = [c for c in doc.chunks[0] if c.text.strip().startswith("run onto") or c.text.strip().startswith("in a")]
    assert runs_on and all(c.x > marks["\u2020X1"].x + 5 for c in runs_on if c.x < marks["\u2020X4"].x), (
        "wrapped lines hang under the words, not the label")


def test_sections_stand_apart_by_their_headings_space_but_at_a_columns_top():
    body = [*skeleton_section("Alpha", lines(2, "alpha"), ST), *skeleton_section("Beta", lines(2, "beta"), ST)]
    doc = read_pdf(render([Page(body=body)], INFO, PAPERS["a4"], COLOUR))
    at = {c.text.strip(): c.y for c in doc.chunks[0]}
    body_top = PAPERS["a4"].height - PAPERS["a4"].margin - PAPERS["a4"].header
    gap = at["alpha 1"] - at["Beta"]                  # baseline to baseline, across the sections' seam
    assert gap >= ST.body.leading + ST.h1.spaceBefore
    assert body_top - at["Alpha"] < ST.h1.leading + 1  # the first section starts at the column's top


def test_a_section_keeps_its_headings_space_from_what_comes_before_it():
    (section,) = skeleton_section("Alpha", lines(2), ST)
    assert section.getSpaceBefore() == ST.h1.spaceBefore > 0


def test_the_rulings_boxs_entries_hang_under_their_first_word():
    st = make_styles(COLOUR)
    rulings = {"X1": Ruling("X1", "t", "s", "r", short=N_("a ruling long enough to wrap " * 6))}
    Paragraph(st.t(N_("A rule ({\u2020X1}).")), st.body)
    (box,) = rulings_box(rulings, st)
    entry = box.parts[-1]
    assert entry.style.firstLineIndent < 0 < entry.style.leftIndent and entry.style.fontSize == st.small.fontSize


def test_the_rulings_keys_labels_whisper_like_the_marks():
    """A label of the key is the mark as the text prints it: bold, at most 80% of the key's words."""
    st = make_styles(COLOUR)
    rulings = {"X1": Ruling("X1", "t", "s", "r", short=N_("first ruling"))}
    shown = Paragraph(st.t(N_("A rule ({\u2020X1}).")), st.body)
    doc = read_pdf(render([Page(body=[shown, *rulings_box(rulings, st)])], INFO, PAPERS["a4"], COLOUR))
    label = [c for c in doc.chunks[0] if c.text.strip() == "\u2020X1"]
    words = [c for c in doc.chunks[0] if "first ruling" in c.text]
    assert label and words and all(c.size <= 0.8 * words[0].size for c in label)


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
    (box,) = rulings_box(rulings, st, compact=True)
    assert len(box.parts) == 2  # the title and legend, then one paragraph
    text = " ".join(pdf_text([shown, box]))
    assert text.index("\u2020X1 ruling X1") < text.index("\u2020X2 ruling X2")
