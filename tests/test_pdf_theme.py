"""The two editions: every meaning declared for both, black and white that stays readable."""

from __future__ import annotations

import itertools

import pytest

from playaid.generator.pdf import COLOUR, MEANINGS, MONO, THEMES, Hatch, Swatch, letter_of, theme_for
from playaid.generator.pdf.theme import Theme
from playaid.rules import toledo, toledo1085, troyes


def colours_of(theme: Theme):
    """Every colour a theme can paint: its page design, its badge and heading, and every swatch."""
    found = [theme.ink, theme.accent, theme.tint, theme.soft, theme.rule, theme.muted, theme.paper]
    for s in [theme.heading, theme.badge, *theme.swatches.values()]:
        found += [c for c in (s.fill, s.stroke, s.text, s.hatch_ink) if c is not None]
    return found


def is_grey(c) -> bool:
    return max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) < 0.02


def luminance(c) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_every_meaning_is_declared_once_and_painted_in_both_editions():
    names = [m.name for m in MEANINGS]
    assert len(names) == len(set(names))
    assert all(name.count(".") == 1 for name in names), "every name is group.colour"
    for theme in THEMES.values():
        assert list(theme.swatches) == names
        assert all(isinstance(s, Swatch) for s in theme.swatches.values())


def test_the_aids_colours_are_all_declared():
    """The sets an aid draws from: coins, fencing colours, dice, Eclipsis outcomes."""
    groups = {m.group for m in MEANINGS}
    assert {"coin", "fencing", "die", "outcome"} <= groups
    assert set(COLOUR.group("coin")) == {c.value for c in toledo1085.Coin}
    assert {c.value for c in troyes.Colour} <= set(COLOUR.group("die"))
    assert set(toledo.NAMED_FENCING_COLOURS) <= set(COLOUR.group("fencing"))


def test_the_black_and_white_edition_paints_only_greys():
    for c in colours_of(MONO):
        assert is_grey(c), c
    assert not all(is_grey(c) for c in colours_of(COLOUR))


@pytest.mark.parametrize("group", sorted({m.group for m in MEANINGS}))
def test_no_two_meanings_of_a_set_look_alike_in_black_and_white(group):
    swatches = MONO.group(group)
    for (a, sa), (b, sb) in itertools.combinations(swatches.items(), 2):
        assert sa.letter != sb.letter, f"{group}.{a} and {group}.{b} share the letter {sa.letter!r}"


def test_in_black_and_white_at_most_one_meaning_of_a_set_is_left_plain():
    """Letters tell the meanings apart; a hatch or a grey fill gives the eye a second cue on all but one."""
    for group in {m.group for m in MEANINGS}:
        plain = [name for name, s in MONO.group(group).items() if s.hatch is Hatch.NONE and s.fill == MONO.paper]
        assert len(plain) <= 1, (group, plain)


def test_letters_are_the_same_in_both_editions():
    for m in MEANINGS:
        assert COLOUR.swatch(m.name).letter == MONO.swatch(m.name).letter == letter_of(m.name) == m.letter


def test_the_colour_edition_never_hatches():
    assert all(s.hatch is Hatch.NONE for s in COLOUR.swatches.values())


@pytest.mark.parametrize("theme", THEMES.values(), ids=THEMES)
def test_every_letter_reads_against_its_fill(theme):
    for name, s in theme.swatches.items():
        if s.letter and s.fill is not None:
            assert contrast(s.fill, s.text) >= 4.5, (theme.name, name, round(contrast(s.fill, s.text), 2))
    assert contrast(theme.badge.fill or theme.paper, theme.badge.text) >= 4.5
    assert contrast(theme.heading.fill or theme.paper, theme.heading.text) >= 4.5


def test_dice_letters_are_the_rules_letters():
    for colour in troyes.Colour:
        assert letter_of(f"die.{colour.value}") == colour.letter


def test_unknown_names_are_refused_with_the_known_ones():
    with pytest.raises(KeyError, match="no swatch 'die.green' in the mono theme .*die.red"):
        MONO.swatch("die.green")
    with pytest.raises(KeyError, match="no meaning"):
        letter_of("die.green")


def test_a_letter_is_short():
    with pytest.raises(ValueError, match="one or two characters"):
        Swatch(fill=None, stroke=None, text=COLOUR.ink, letter="RED")


def test_the_edition_is_chosen_by_a_flag():
    assert theme_for(False) is COLOUR and theme_for(True) is MONO
    assert not COLOUR.mono and MONO.mono
