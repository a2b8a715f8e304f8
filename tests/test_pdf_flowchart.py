"""The one flowchart style (playaid.generator.pdf.flowchart), and the two charts drawn with it."""

from __future__ import annotations

import pytest
from reportlab.graphics.shapes import Group, Polygon, PolyLine, Rect, String

from playaid.generator import pdf
from playaid.generator.aids import toledo_aid, tolomeo_pictures
from playaid.generator.pdf import COLOUR, FLOW, MARK_SHARE, MONO, THEMES, NodeKind
from playaid.rules.text import RULING_MARK
from tests.conftest import record_flow_labels

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


# ----------------------------------------------------------------------------- the aids' two charts


CHARTS = {
    "toledo duel": (toledo_aid, lambda theme: toledo_aid.flowchart(539, pdf.make_styles(theme))),
    "eclipsis reveal": (tolomeo_pictures, lambda theme: tolomeo_pictures.reveal_flowchart(262, pdf.make_styles(theme))),
}


@pytest.fixture(params=CHARTS, ids=list(CHARTS))
def chart(request, monkeypatch):
    """A chart drawn in colour, with every label its arrows placed."""
    module, build = CHARTS[request.param]
    labels = record_flow_labels(monkeypatch, module)
    return build(COLOUR), labels


def test_every_label_of_a_chart_sits_on_its_arrow(chart):
    drawing, labels = chart
    assert labels
    for box in labels:
        assert box.distance_to_segment() <= FLOW.label_gap + 0.01, box
        assert overlaps_along(box), box
        assert 0 <= box.x0 and box.x1 <= drawing.width and 0 <= box.y0 and box.y1 <= drawing.height, box


def nodes_and_arrows(drawing):
    items = list(drawing.contents)
    nodes = [s for s in items if isinstance(s, Rect) or (isinstance(s, Polygon) and len(s.points) == 8)]
    arrows = [s for s in items if isinstance(s, PolyLine)]
    return nodes, arrows


def on_outline(node, point) -> bool:
    """Whether a point lies on a node's box edge (where every arrow leaves a box or a diamond's corner)."""
    if isinstance(node, Rect):
        x0, y0, x1, y1 = node.x, node.y, node.x + node.width, node.y + node.height
    else:
        xs, ys = node.points[0::2], node.points[1::2]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    x, y = point
    inside = x0 - 0.01 <= x <= x1 + 0.01 and y0 - 0.01 <= y <= y1 + 0.01
    return inside and min(abs(x - x0), abs(x - x1), abs(y - y0), abs(y - y1)) < 0.01


def test_a_chart_has_no_dead_end_but_its_end(chart):
    """From every node an arrow leads on, except from the one the chart ends on."""
    drawing, _ = chart
    nodes, arrows = nodes_and_arrows(drawing)
    starts = [(a.points[0], a.points[1]) for a in arrows]
    dead = [n for n in nodes if not any(on_outline(n, p) for p in starts)]
    assert len(dead) == 1, [(n.x, n.y) for n in dead]


def test_the_eclipsis_chart_loops_back_to_its_first_node():
    drawing = tolomeo_pictures.reveal_flowchart(262, pdf.make_styles(COLOUR))
    nodes, arrows = nodes_and_arrows(drawing)
    first = max(nodes, key=lambda n: getattr(n, "y", 0))    # the top node: take a constellation
    ends = [(a.points[-2], a.points[-1]) for a in arrows]
    assert any(on_outline(first, p) and len(a.points) >= 8 for a, p in zip(arrows, ends)), "a loop into the top"


@pytest.mark.parametrize("build", [b for _, b in CHARTS.values()], ids=list(CHARTS))
def test_both_charts_share_one_style(build):
    """Same line weight for every arrow, the style's size for every word (a ruling's mark set small),
    in both editions."""
    for theme in (COLOUR, MONO):
        drawing = build(theme)
        items = [s for s in drawing.contents if not isinstance(s, Group)]
        assert {s.strokeWidth for s in items if isinstance(s, PolyLine)} == {FLOW.line_width}
        words = {s.fontSize for s in items if isinstance(s, String) and RULING_MARK not in s.text}
        marks = {s.fontSize for s in items if isinstance(s, String) and RULING_MARK in s.text}
        assert words <= {FLOW.text_pt, FLOW.label_pt}
        assert marks <= {FLOW.text_pt * MARK_SHARE, FLOW.label_pt * MARK_SHARE}   # a mark whispers


# ----------------------------------------------------------------------------- fitting a message to a node


@pytest.mark.parametrize("kind, w, h", [(NodeKind.STEP, 118, 34), (NodeKind.DECISION, 118, 58),
                                        (NodeKind.END, 200, 44)])
@pytest.mark.parametrize("words", ["Neutral card?", "Only one of you holds its colour?",
                                   "HAS SOMEONE WON TWO ROUNDS OF THE DUEL?"])
def test_fitted_lines_are_the_fewest_that_the_node_takes(kind, w, h, words):
    try:
        lines, bold = pdf.fit_lines(kind, w, h, words)
    except ValueError:
        return                                           # too long for this shape: checked below
    assert " ".join(lines) == words and not bold
    pdf.flow_node(pdf.drawing(w, h), COLOUR, kind, 0, 0, w, h, lines)        # no ValueError: it fits
    if len(lines) > 1:                                    # one line fewer would not have fitted
        rooms = pdf.line_rooms(kind, w, h, len(lines) - 1)
        assert pdf.flowchart._even_lines(words.split(), rooms) is None


def test_a_diamond_leaves_less_room_away_from_its_middle():
    one, three = pdf.line_rooms(NodeKind.DECISION, 120, 60, 1), pdf.line_rooms(NodeKind.DECISION, 120, 60, 3)
    assert three[1] > three[0] and three[1] > three[2] and one[0] > three[0]
    assert pdf.line_rooms(NodeKind.STEP, 120, 60, 3) == [120 - 2 * FLOW.padding] * 3


def test_a_bold_head_keeps_its_own_first_line():
    lines, bold = pdf.fit_lines(NodeKind.STEP, 118, 34, "on a full space", "You challenge a rival")
    assert (lines, bold) == (["You challenge a rival", "on a full space"], True)
    lines, bold = pdf.fit_lines(NodeKind.STEP, 60, 60, "on a full space", "You challenge a rival")
    assert not bold and " ".join(lines) == "You challenge a rival on a full space"


def test_a_message_that_fits_no_breaking_is_an_error():
    with pytest.raises(ValueError, match="does not fit a 60 x 20 pt node"):
        pdf.fit_lines(NodeKind.DECISION, 60, 20, "far too many words for so small a diamond")
