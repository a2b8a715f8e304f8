"""Drawing primitives (playaid.generator.pdf.draw): each edition drawn directly, hatching included."""

from __future__ import annotations

import math

import pytest
from reportlab.graphics.shapes import Circle, Drawing, Group, Line, Rect, String

from playaid.generator import pdf
from playaid.generator.pdf import COLOUR, MONO, THEMES, Hatch

HATCHES = [h for h in Hatch if h is not Hatch.NONE]


def shapes(group):
    """Every shape in a drawing, groups opened."""
    for item in group.contents:
        if isinstance(item, Group):
            yield from shapes(item)
        else:
            yield item


def painted(group):
    """Every colour a drawing paints with."""
    for item in shapes(group):
        for attr in ("fillColor", "strokeColor"):
            c = getattr(item, attr, None)
            if c is not None:
                yield c


def grey(c) -> bool:
    return max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) < 0.02


def every_primitive(theme) -> Drawing:
    """One of each primitive, on one drawing."""
    d = pdf.drawing(400, 200)
    for i, name in enumerate(theme.swatches):
        pdf.disc(d, 10 + i * 20, 180, 16, theme.swatch(name))
        if name.startswith("die."):
            pdf.die(d, 10 + i * 20, 150, 19, theme.swatch(name), 6)
    d.add(pdf.token(theme.swatch("fencing.purple")))
    d.add(pdf.coin_row([(s, name) for name, s in theme.group("coin").items()], theme))
    d.add(pdf.strip([("1", "One"), ("2", "Two")], 300, theme))
    pdf.card_stack(d, theme, 10, 10, 5, "A")
    pdf.badge(d, theme, 300, 100, 6, "3")
    pdf.sector_ring(d, theme, 200, 100, 60, 40, [pdf.RingSector(90 - 30 * k, str(k), f"s{k}") for k in range(12)])
    return d


def test_drawings_start_in_the_bundled_font_and_refuse_no_size():
    assert pdf.drawing(10, 10).initialFontName == pdf.FONT
    with pytest.raises(ValueError, match="positive size"):
        pdf.drawing(0, 10)


def test_black_and_white_primitives_paint_only_greys():
    assert all(grey(c) for c in painted(every_primitive(MONO)))
    assert not all(grey(c) for c in painted(every_primitive(COLOUR)))


@pytest.mark.parametrize("hatch", HATCHES)
def test_a_hatch_fills_its_rectangle_and_stays_inside_it(hatch):
    items = pdf.hatch_rect(hatch, 10, 20, 30, 15, MONO.ink)
    assert items
    for item in items:
        if isinstance(item, Line):
            xs, ys = (item.x1, item.x2), (item.y1, item.y2)
        else:
            xs, ys = (item.cx,), (item.cy,)
        assert all(10 - 1e-6 <= x <= 40 + 1e-6 for x in xs) and all(20 - 1e-6 <= y <= 35 + 1e-6 for y in ys)
    assert pdf.hatch_rect(Hatch.NONE, 10, 20, 30, 15, MONO.ink) == []


def signature(hatch):
    """What a pattern looks like: the directions of its lines, or dots."""
    found = set()
    for item in pdf.hatch_rect(hatch, 0, 0, 30, 30, MONO.ink):
        if isinstance(item, Circle):
            found.add("dot")
        else:
            found.add(round(math.degrees(math.atan2(item.y2 - item.y1, item.x2 - item.x1))) % 180)
    return frozenset(found)


def test_every_hatch_looks_different():
    assert len({signature(h) for h in HATCHES}) == len(HATCHES)


@pytest.mark.parametrize("hatch", HATCHES)
def test_a_ring_hatch_leaves_the_middle_clear(hatch):
    for item in pdf.hatch_ring(hatch, 50, 50, 10, 6, MONO.ink):
        ends = [(item.x1, item.y1), (item.x2, item.y2)] if isinstance(item, Line) else [(item.cx, item.cy)]
        for x, y in ends:
            assert 6 - 1e-6 <= math.hypot(x - 50, y - 50) <= 10 + 1e-6


def test_a_disc_is_hatched_only_in_black_and_white():
    def count(theme):
        d = pdf.drawing(20, 20)
        pdf.disc(d, 10, 10, 18, theme.swatch("die.red"))
        return sum(isinstance(s, Line) for s in shapes(d)), [s.text for s in shapes(d) if isinstance(s, String)]

    colour_lines, colour_text = count(COLOUR)
    mono_lines, mono_text = count(MONO)
    assert colour_lines == 0 and mono_lines > 0
    assert colour_text == mono_text == ["R"]


def test_a_die_shows_its_letter_and_value():
    d = pdf.drawing(30, 30)
    pdf.die(d, 0, 0, 19, MONO.swatch("die.yellow"), 5)
    assert [s.text for s in shapes(d) if isinstance(s, String)] == ["Y5"]
    assert any(isinstance(s, Line) for s in shapes(d)), "yellow is hatched in black and white"
    with pytest.raises(ValueError, match="1 to 6"):
        pdf.die(d, 0, 0, 19, MONO.swatch("die.yellow"), 7)


@pytest.mark.parametrize("theme", THEMES.values(), ids=THEMES)
def test_a_strip_keeps_its_names_readable(theme):
    d = pdf.strip([("1", "A rather long step name"), ("2", "Short")], 200, theme)
    sizes = [s.fontSize for s in shapes(d) if isinstance(s, String) and s.text not in ("1", "2", "\u25b6")]
    assert min(sizes) >= 7
    boxes = [s for s in shapes(d) if isinstance(s, Rect)]
    assert {b.fillColor for b in boxes} == {theme.tint}


def test_a_ring_puts_labels_outside_and_refuses_a_bad_ring():
    d = pdf.drawing(300, 300)
    pdf.sector_ring(d, COLOUR, 150, 150, 80, 60, [pdf.RingSector(a, "g", f"label{a}") for a in (90, 0, 180, 270)])
    labels = {s.text: s for s in shapes(d) if isinstance(s, String) and s.text.startswith("label")}
    assert labels["label0"].textAnchor == "start" and labels["label180"].textAnchor == "end"
    assert labels["label90"].textAnchor == labels["label270"].textAnchor == "middle"
    for s in labels.values():
        assert math.hypot(s.x - 150, s.y - 150) > 80
    with pytest.raises(ValueError, match="inner < outer"):
        pdf.sector_ring(d, COLOUR, 150, 150, 60, 80, [])


def test_a_card_stack_shows_at_most_six_cards():
    d = pdf.drawing(100, 100)
    right = pdf.card_stack(d, COLOUR, 0, 0, 12)
    assert sum(isinstance(s, Rect) for s in shapes(d)) == 6
    assert right == pytest.approx(20 + 2.2 * 5)


def test_coin_row_captions_every_coin():
    coins = [(s, f"{name} coin") for name, s in COLOUR.group("coin").items()]
    d = pdf.coin_row(coins, COLOUR)
    words = [s.text for s in shapes(d) if isinstance(s, String)]
    for swatch, caption in coins:
        assert swatch.letter in words and caption in words


@pytest.mark.parametrize("shape", pdf.EMBLEMS)
def test_an_emblem_is_drawn_in_its_colour_within_its_size_and_writes_no_glyph(shape):
    d = pdf.drawing(40, 40)
    pdf.emblem(d, shape, 20, 20, 12, MONO.ink)
    drawn = list(shapes(d))
    assert drawn and not any(isinstance(s, String) for s in drawn), "a pictogram, not a font's glyph"
    assert all(c == MONO.ink for c in painted(d))
    xs = [v for s in drawn for v in s.points[0::2]]
    ys = [v for s in drawn for v in s.points[1::2]]
    assert 20 - 6.01 <= min(xs) and max(xs) <= 20 + 6.01 and 20 - 6.01 <= min(ys) and max(ys) <= 20 + 6.01


def test_the_three_emblems_differ_and_an_unknown_one_is_refused():
    outlines = set()
    for shape in pdf.EMBLEMS:
        d = pdf.drawing(40, 40)
        pdf.emblem(d, shape, 20, 20, 12, COLOUR.ink)
        outlines.add(tuple(round(v, 1) for s in shapes(d) for v in s.points))
    assert len(outlines) == len(pdf.EMBLEMS)
    with pytest.raises(ValueError, match="cross, crescent, hexagram"):
        pdf.emblem(pdf.drawing(10, 10), "moon", 5, 5, 8, COLOUR.ink)
