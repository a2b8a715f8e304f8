"""Page geometry, styles, flowables and rendering (playaid.generator.pdf.layout)."""

from __future__ import annotations


import pytest
from reportlab.platypus import Paragraph

from playaid.generator import pdf
from playaid.generator.pdf import COLOUR, MONO, THEMES
from tests.conftest import fonts_of, pdf_colours, read_pdf

PROBE = pdf.DocumentInfo(name="probe", game="Probe", title="Test", rulebook="no rulebook")


def test_papers():
    assert pdf.PAPERS["a4"].size == pytest.approx((595.3, 841.9), abs=0.1)
    assert pdf.PAPERS["letter"].size == (612, 792)
    for paper in pdf.PAPERS.values():
        assert paper.column_width * paper.columns + paper.gutter * (paper.columns - 1) == pytest.approx(
            paper.body_width)
        assert paper.body_height == pytest.approx(paper.height - 2 * paper.margin - paper.header - paper.footer)


@pytest.mark.parametrize("kwargs, message", [
    ({"width": 0, "height": 100}, "positive"),
    ({"width": 300, "height": 800, "columns": 0}, "at least one column"),
    ({"width": 200, "height": 800}, "too narrow"),
    ({"width": 600, "height": 250}, "too short"),
    ({"width": 600, "height": 800, "margin": -1}, "cannot be negative"),
])
def test_paper_validation(kwargs, message):
    with pytest.raises(ValueError, match=message):
        pdf.Paper("x", **kwargs)


def test_papers_and_documents_are_frozen_values():
    with pytest.raises(AttributeError):
        pdf.PAPERS["a4"].width = 1  # type: ignore[misc]
    assert PROBE.version and PROBE.max_pages == 2


def test_signed_uses_a_true_minus():
    assert [pdf.signed(n) for n in (3, 0, -2)] == ["+3", "0", "\u22122"]


def test_esc():
    assert pdf.esc("a < b & c") == "a &lt; b &amp; c"


@pytest.mark.parametrize("theme", THEMES.values(), ids=THEMES)
def test_styles_carry_their_theme(theme):
    st = pdf.make_styles(theme)
    assert st.theme is theme and st.mono is theme.mono
    assert st.body.textColor == theme.ink and st.h2.textColor == theme.accent
    assert st.h1.backColor == theme.heading.fill and st.h1.textColor == theme.heading.text
    assert (st.h1.borderWidth > 0) is (theme.heading.stroke is not None)


def test_bullets_hang_in_the_margin():
    """The bullet sits in the indent, so a wrapped line starts under the first line's words."""
    st = pdf.make_styles(COLOUR)
    (item,) = pdf.bullets(["one"], st)
    bullet = pdf.text_width(pdf.BULLET, pdf.BODY_PT)
    assert st.bullet.bulletIndent + bullet < st.bullet.leftIndent <= st.bullet.bulletIndent + bullet + 6
    assert item.bulletText == pdf.BULLET
    long = pdf.bullets([" ".join(f"word{i}" for i in range(40))], st)
    doc = read_pdf(pdf.render([pdf.Page(body=long)], PROBE, pdf.PAPERS["a4"], COLOUR))
    starts = {}
    for c in doc.chunks[0]:
        word = c.text.split()[0] if c.text.split() else ""
        if word.startswith("word"):
            starts.setdefault(round(c.y), c.x)
    first, *wrapped = [x for _, x in sorted(starts.items(), reverse=True)]
    assert wrapped and all(abs(x - first) < 0.3 for x in wrapped), (first, wrapped)


def probe_pages(theme, st):
    table = pdf.data_table([["Head", "Value"], ["a", "1"], ["b", "2"], ["c", "3"]], [100, 60], st, center=(1,))
    return [pdf.Page(top=[pdf.strip([("1", "One"), ("2", "Two")], 400, theme)],
                     body=[*pdf.section("Section", [Paragraph("Caf\u00e9 cr\u00e8me, citt\u00e0", st.body)], st),
                           table, *pdf.bullets(["a bullet"], st),
                           pdf.boxed([Paragraph("boxed", st.body)], 200, st)])]


def render(theme):
    st = pdf.make_styles(theme)
    return pdf.render(probe_pages(theme, st), PROBE, pdf.PAPERS["a4"], theme)


@pytest.mark.parametrize("theme", THEMES.values(), ids=THEMES)
def test_render_is_deterministic_and_embeds_fonts(theme):
    first, second = render(theme), render(theme)
    assert first == second
    doc = read_pdf(first)
    assert "Caf\u00e9 cr\u00e8me, citt\u00e0" in doc.flat
    assert "Print at 100%" in doc.flat and "page 1 of 1" in doc.flat
    assert all(fonts_of(doc.reader).values())
    assert pdf.page_count(first) == 1


def test_a_document_built_in_black_and_white_paints_only_greys():
    assert all(max(c) - min(c) < 0.02 for c in pdf_colours(render(MONO)))
    assert any(max(c) - min(c) > 0.1 for c in pdf_colours(render(COLOUR)))


def test_the_same_pages_read_the_same_in_both_editions():
    assert read_pdf(render(MONO)).flat == read_pdf(render(COLOUR)).flat


def test_a_body_too_long_for_one_page_spills_onto_another():
    st = pdf.make_styles(COLOUR)
    long = [Paragraph("line " * 40, st.body) for _ in range(120)]
    data = pdf.render([pdf.Page(body=long)], PROBE, pdf.PAPERS["a4"], COLOUR)
    assert pdf.page_count(data) > 1


def test_a_subtitle_fills_in_its_numbers_in_the_editions_language():
    """A subtitle's placeholders are filled in by the document's ``values``, in the language it is built in."""
    import dataclasses

    from playaid.rules.text import ENGLISH, N_

    said = []
    probe = dataclasses.replace(PROBE, subtitle=N_("for {low}\u2013{high} players"),
                                values=lambda t: said.append(t) or {"low": 2, "high": 4})
    st = pdf.make_styles(COLOUR)
    data = pdf.render([pdf.Page(body=[Paragraph("body", st.body)])], probe, pdf.PAPERS["a4"], COLOUR)
    assert "for 2\u20134 players" in read_pdf(data).flat
    assert said and all(t is ENGLISH for t in said)
