"""The two editions of every printed document, declared once: colour and black-and-white.

A :class:`Theme` holds the page-design colours (ink, accent, tint, rules, muted text) and, for
every colour that *means* something on a game's table (a die's colour, a coin, a fencing colour,
an outcome), a :class:`Swatch`: its fill, outline, text colour, letter and hatching. Each meaning
is declared on one line of :data:`MEANINGS`, with its colour look and its black-and-white hatching
side by side; :data:`COLOUR` and :data:`MONO` are built from those lines.

A document picks its theme when it is built (``make_styles(theme)``, ``render(..., theme)``) and
every drawing primitive draws straight from the theme or a swatch: nothing is recoloured later.

>>> COLOUR.swatch("die.red").letter, MONO.swatch("die.red").hatch
('R', <Hatch.DIAGONAL: '/'>)
>>> MONO.swatch("die.red").fill == WHITE
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Final

from reportlab.lib.colors import Color, HexColor

INK: Final = HexColor("#1d1d1b")        #: text and outlines, in both editions
ACCENT: Final = HexColor("#7a2e1d")     #: a deep red-brown that still prints as a dark grey
TINT: Final = HexColor("#f3ebe1")       #: a light fill behind table heads, boxes and flowchart steps
SOFT: Final = HexColor("#faf6f1")       #: a lighter fill still: every other table row, card backs
RULE: Final = HexColor("#b9a58f")       #: thin rules
MUTED: Final = HexColor("#5b5148")      #: notes and secondary captions
WHITE: Final = Color(1, 1, 1)
GREY: Final = Color(0.55, 0.55, 0.55)   #: hatching and thin rules in black and white
LIGHT_GREY: Final = Color(0.88, 0.88, 0.88)  #: a low-ink fill that tells one meaning from a white one


class Hatch(Enum):
    """A hatching pattern: how a colour that carries meaning shows in black and white."""

    NONE = ""
    DIAGONAL = "/"
    BACK_DIAGONAL = "\\"
    CROSS = "x"
    HORIZONTAL = "-"
    VERTICAL = "|"
    DOTS = "."


@dataclass(frozen=True, slots=True)
class Swatch:
    """How one meaning is painted in one edition.

    ``fill`` and ``stroke`` may be ``None`` (no fill, no outline); ``text`` is the colour of a
    letter or word printed on the fill; ``letter`` names the meaning wherever it is drawn, so a
    colour never has to be recognised by its hue alone; ``hatch`` is drawn over the fill in
    ``hatch_ink``.
    """

    fill: Color | None
    stroke: Color | None
    text: Color
    letter: str = ""
    hatch: Hatch = Hatch.NONE
    hatch_ink: Color = GREY

    def __post_init__(self) -> None:
        if len(self.letter) > 2:
            raise ValueError(f"a swatch's letter is one or two characters, not {self.letter!r}")


@dataclass(frozen=True, slots=True)
class Meaning:
    """One colour that carries meaning, declared for both editions on one line.

    The colour edition paints ``fill`` with ``text`` on it; the black-and-white edition paints
    ``mono_fill`` with ``mono_text`` and draws ``hatch`` over it. Both carry ``letter`` and an
    outline (``stroke`` in colour, ink in black and white).
    """

    name: str                 #: ``group.colour``, e.g. ``die.red``; the group is one game's set
    letter: str
    fill: Color
    hatch: Hatch = Hatch.NONE
    text: Color = INK
    stroke: Color = INK
    mono_fill: Color = WHITE
    mono_text: Color = INK
    about: str = ""           #: where the colour is used, for readers of this table

    @property
    def group(self) -> str:
        """The set this meaning belongs to: meanings of one group must differ in every edition."""
        return self.name.split(".", 1)[0]

    def colour(self) -> Swatch:
        """This meaning's swatch in the colour edition."""
        return Swatch(self.fill, self.stroke, self.text, self.letter)

    def mono(self) -> Swatch:
        """This meaning's swatch in the black-and-white edition."""
        return Swatch(self.mono_fill, INK, self.mono_text, self.letter, self.hatch)


#: Every colour that carries meaning on a printed aid, in both editions.
MEANINGS: Final[tuple[Meaning, ...]] = (
    Meaning("coin.gold", "G", HexColor("#e8c44a"), Hatch.HORIZONTAL, about="Toledo 1085 coins"),
    Meaning("coin.silver", "S", HexColor("#d5d8dc"), Hatch.DOTS),
    Meaning("coin.vellum", "V", HexColor("#e9dcc0")),
    Meaning("fencing.purple", "P", HexColor("#7d5aa6"), Hatch.CROSS, text=WHITE, about="Toledo fencing colours"),
    Meaning("fencing.brown", "B", HexColor("#9a6a3c"), Hatch.DOTS, text=WHITE),
    Meaning("fencing.third", "?", WHITE, about="the colour the rulebook leaves unnamed"),
    Meaning("fencing.neutral", "N", HexColor("#e4e1dc"), mono_fill=LIGHT_GREY, about="the neutral duel cards"),
    Meaning("die.red", "R", HexColor("#c0392b"), Hatch.DIAGONAL, text=WHITE, about="Troyes dice"),
    Meaning("die.yellow", "Y", HexColor("#f4d03f"), Hatch.VERTICAL),
    Meaning("die.white", "W", WHITE),
    Meaning("die.black", "B", INK, text=WHITE, mono_fill=INK, mono_text=WHITE),
    Meaning("outcome.go", "\u2717", HexColor("#ead7cf"), stroke=ACCENT, mono_fill=LIGHT_GREY,
            about="Eclipsis: the pawns go back"),
    Meaning("outcome.stay", "\u2713", HexColor("#e3eadb"), stroke=ACCENT, about="Eclipsis: the pawns stay"),
    Meaning("card.red", "R", HexColor("#c0392b"), text=WHITE, mono_fill=LIGHT_GREY,
            about="Tolomeo: the card colours the rulebook names (red is Aries's)"),
    Meaning("card.yellow", "Y", HexColor("#f4d03f")),
)


@dataclass(frozen=True, slots=True)
class Theme:
    """One edition's page design and its swatch for every meaning."""

    name: str
    mono: bool
    ink: Color         #: text and outlines
    accent: Color      #: rules under headings, flowchart outlines, arrow labels, second headings
    tint: Color        #: fill of table heads, boxes and flowchart steps
    soft: Color        #: fill of every other table row and of card backs
    rule: Color        #: thin rules between table rows and round boxes
    muted: Color       #: notes, captions of lesser weight
    paper: Color       #: the page itself
    heading: Swatch    #: the band behind a section heading
    badge: Swatch      #: a small numbered disc (steps of a strip, pairs on a wheel)
    swatches: Mapping[str, Swatch] = field(repr=False)

    def swatch(self, name: str) -> Swatch:
        """The swatch of a meaning, e.g. ``die.red``; an unknown name raises ``KeyError`` naming the known ones."""
        try:
            return self.swatches[name]
        except KeyError:
            raise KeyError(f"no swatch {name!r} in the {self.name} theme (known: {', '.join(self.swatches)})") from None

    def group(self, group: str) -> dict[str, Swatch]:
        """Every swatch of one group, keyed by the part of the name after the dot.

        >>> sorted(COLOUR.group("coin"))
        ['gold', 'silver', 'vellum']
        """
        prefix = group + "."
        return {name.removeprefix(prefix): s for name, s in self.swatches.items() if name.startswith(prefix)}


def letter_of(name: str) -> str:
    """The letter a meaning carries in every edition (``fencing.purple`` -> ``P``)."""
    for meaning in MEANINGS:
        if meaning.name == name:
            return meaning.letter
    raise KeyError(f"no meaning {name!r} is declared")


COLOUR: Final = Theme(
    name="colour", mono=False,
    ink=INK, accent=ACCENT, tint=TINT, soft=SOFT, rule=RULE, muted=MUTED, paper=WHITE,
    heading=Swatch(fill=ACCENT, stroke=None, text=WHITE),
    badge=Swatch(fill=ACCENT, stroke=None, text=WHITE),
    swatches=MappingProxyType({m.name: m.colour() for m in MEANINGS}),
)

#: The low-ink edition: no tinted fills, headings framed in black, meanings shown by letter and hatching.
MONO: Final = Theme(
    name="mono", mono=True,
    ink=INK, accent=INK, tint=WHITE, soft=WHITE, rule=GREY, muted=INK, paper=WHITE,
    heading=Swatch(fill=None, stroke=INK, text=INK),
    badge=Swatch(fill=WHITE, stroke=INK, text=INK),
    swatches=MappingProxyType({m.name: m.mono() for m in MEANINGS}),
)

THEMES: Final[dict[str, Theme]] = {COLOUR.name: COLOUR, MONO.name: MONO}


def theme_for(mono: bool) -> Theme:
    """:data:`MONO` for the black-and-white edition, else :data:`COLOUR`."""
    return MONO if mono else COLOUR


__all__ = ["ACCENT", "COLOUR", "GREY", "INK", "LIGHT_GREY", "MEANINGS", "MONO", "MUTED", "RULE", "SOFT", "THEMES",
           "TINT", "WHITE", "Hatch", "Meaning", "Swatch", "Theme", "letter_of", "theme_for"]
