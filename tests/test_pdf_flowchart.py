"""The one flowchart style (playaid.generator.pdf.flowchart)."""

from __future__ import annotations

import pytest
from reportlab.graphics.shapes import Polygon, Rect, String

from playaid.generator import pdf
from playaid.generator.pdf import COLOUR, FLOW, THEMES, NodeKind

SIDES = {"horizontal": ("above", "below"), "vertical": ("left", "right")}
SEGMENTS = {
    "horizontal": [((10, 50), (110, 50)), ((110, 50), (10, 50))],
    "vertical": [((50, 10), (50, 110)), ((50, 110), (50, 10))],
}


def overlaps_along(box: pdf.LabelBox) -> bool:
    """Whether the label lies alongside its segment (their extents along the segment overlap)."""
    (ax, ay), (bx, by) = box.segment
    if ay == by:
        return box.x0 < max(ax, bx) and box.x1 > min(ax, bx)
    return box.y0 < max(ay, by) and box.y1 > min(ay, by)


@pytest.mark.parametrize("kind", SEGMENTS)
@pytest.mark.parametrize("align", ["start", "middle", "end"])
def test_a_label_sits_beside_its_segment(kind, align):
    for a, b in SEGMENTS[kind]:
        for side in SIDES[kind]:
            box = pdf.place_label(a, b, "yes", side, align)
            assert box.distance_to_segment() == pytest.approx(FLOW.label_gap)
            assert overlaps_along(box)


def test_a_middle_label_is_centred_and_a_start_label_is_by_the_start():
    mid = pdf.place_label((0, 0), (100, 0), "no", "above", "middle")
    assert (mid.x0 + mid.x1) / 2 == pytest.approx(50)
    start = pdf.place_label((100, 0), (0, 0), "no", "below", "start")
    assert start.x1 == pytest.approx(100 - FLOW.label_inset) and start.y1 < 0


@pytest.mark.parametrize("a, b, side, message", [
    ((0, 0), (100, 0), "left", "above or below"),
    ((0, 0), (0, 100), "above", "left or right"),
    ((0, 0), (100, 100), "above", "horizontal or a vertical"),
])
def test_a_label_on_the_wrong_side_is_refused(a, b, side, message):
    with pytest.raises(ValueError, match=message):
        pdf.place_label(a, b, "x", side)


def test_the_arrow_prints_its_label_where_it_was_placed():
    d = pdf.drawing(200, 200)
    box = pdf.flow_arrow(d, COLOUR, pdf.detour((100, 20), (100, 180), lane_x=10), "again", label_at=1,
                         side="right", align="start")
    (string,) = [s for s in d.contents if isinstance(s, String)]
    assert (string.x, string.y, string.text) == (box.x0, box.baseline, "again")
    assert string.fillColor == COLOUR.accent
    assert pdf.flow_arrow(d, COLOUR, [(0, 0), (0, 10)]) is None
    with pytest.raises(ValueError, match="segment 3 does not exist"):
        pdf.flow_arrow(d, COLOUR, [(0, 0), (0, 10)], "x", label_at=3)


def test_paths():
    assert pdf.elbow((0, 0), (10, 20)) == [(0, 0), (10, 0), (10, 20)]
    assert pdf.elbow((0, 0), (10, 20), across_first=False) == [(0, 0), (0, 20), (10, 20)]
    assert pdf.detour((50, 0), (60, 90), lane_y=-5) == [(50, 0), (50, -5), (60, -5), (60, 90)]
    with pytest.raises(ValueError, match="one lane"):
        pdf.detour((0, 0), (1, 1))


def test_nodes_give_the_points_arrows_meet():
    box = pdf.Node(NodeKind.STEP, 0, 0, 100, 40)
    assert (box.top, box.bottom, box.left, box.right) == ((50, 40), (50, 0), (0, 20), (100, 20))
    assert box.top_at(10) == (10, 40)
    diamond = pdf.Node(NodeKind.DECISION, 0, 0, 100, 40)
    assert diamond.top_at(50) == (50, 40) and diamond.top_at(0) == (0, 20)
    assert diamond.top_at(25) == (25, 30) and diamond.bottom_at(75) == (75, 10)
    assert diamond.left_at(30) == (25, 30) and diamond.right_at(10) == (75, 10)
    with pytest.raises(ValueError, match="misses"):
        diamond.top_at(120)
    with pytest.raises(ValueError, match="positive size"):
        pdf.Node(NodeKind.END, 0, 0, 0, 10)


def test_text_that_does_not_fit_its_node_is_an_error():
    d = pdf.drawing(200, 200)
    with pytest.raises(ValueError, match="wide; the shape leaves"):
        pdf.flow_node(d, COLOUR, NodeKind.DECISION, 0, 0, 80, 40, ["a question too long"])
    with pytest.raises(ValueError, match="pt tall"):
        pdf.flow_node(d, COLOUR, NodeKind.STEP, 0, 0, 150, 20, ["one", "two"])


@pytest.mark.parametrize("theme", THEMES.values(), ids=THEMES)
def test_nodes_take_the_theme_or_a_swatch(theme):
    d = pdf.drawing(200, 200)
    pdf.flow_node(d, theme, NodeKind.STEP, 0, 0, 100, 30, ["step"])
    pdf.flow_node(d, theme, NodeKind.STEP, 0, 50, 100, 30, ["outcome"], swatch=theme.swatch("outcome.go"))
    pdf.flow_node(d, theme, NodeKind.DECISION, 0, 100, 100, 40, ["question?"])
    step, outcome = [s for s in d.contents if isinstance(s, Rect)]
    (diamond,) = [s for s in d.contents if isinstance(s, Polygon)]
    assert step.fillColor == theme.tint and outcome.fillColor == theme.swatch("outcome.go").fill
    assert diamond.fillColor == theme.paper and diamond.strokeColor == theme.accent
