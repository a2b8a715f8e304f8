"""Page geometry and the shared PDF helpers."""

from __future__ import annotations

import pytest
from reportlab.platypus import Paragraph

from playaid.generator import pdf
from tests.conftest import fonts_of, read_pdf


def test_papers():
    assert pdf.PAPERS["a4"].size == pytest.approx((595.3, 841.9), abs=0.1)
    assert pdf.PAPERS["letter"].size == (612, 792)
    for paper in pdf.PAPERS.values():
        assert paper.column_width * paper.columns + paper.gutter * (paper.columns - 1) == pytest.approx(
            paper.body_width)


@pytest.mark.parametrize("kwargs, message", [
    ({"width": 0, "height": 100}, "positive"),
    ({"width": 300, "height": 800, "columns": 0}, "at least one column"),
    ({"width": 200, "height": 800}, "too narrow"),
    ({"width": 600, "height": 250}, "too short"),
])
def test_paper_validation(kwargs, message):
    with pytest.raises(ValueError, match=message):
        pdf.Paper("x", **kwargs)


def test_signed_uses_a_true_minus():
    assert [pdf.signed(n) for n in (3, 0, -2)] == ["+3", "0", "\u22122"]


def test_esc():
    assert pdf.esc("a < b & c") == "a &lt; b &amp; c"


def test_render_is_deterministic_and_embeds_fonts():
    st = pdf.make_styles()
    info = pdf.DocumentInfo(name="probe", game="Probe", title="Test", rulebook="no rulebook")

    def build():
        return pdf.render([pdf.Page(body=[Paragraph("Caf\u00e9 cr\u00e8me, citt\u00e0", st.body)],
                                    top=[pdf.strip([("1", "One"), ("2", "Two")], 400)])],
                          info, pdf.PAPERS["a4"])

    first, second = build(), build()
    assert first == second
    doc = read_pdf(first)
    assert "Caf\u00e9 cr\u00e8me, citt\u00e0" in doc.flat
    assert "Print at 100%" in doc.flat and "page 1 of 1" in doc.flat
    assert all(fonts_of(doc.reader).values())
    assert pdf.page_count(first) == 1
