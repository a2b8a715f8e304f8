"""Toledo duels: fencing colours, skill tiles, the cards' duel halves and the resolver.

Follows the English rulebook's duel section. The rulebook names only two of the three fencing
colours, so colours are data: lower-case names the user gives, at most three per game (†D8).
The cards a duel draws are inputs, in the order the attacker turns them.

>>> from playaid.rules.toledo.duel import parse_cards, resolve_duel
>>> duel = resolve_duel(parse_cards("purple:defend, brown:defend, neutral:defend"), attacker="purple")
>>> [r.explain() for r in duel.rounds]
['only the attacker holds purple', 'neither holds brown, so the defending pose decides', 'a neutral card: the defending pose decides']
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

TYPE_CHECKING = False  # typing stays unimported at run time: playaid duel starts fast
if TYPE_CHECKING:
    from typing import Any, Final

    from playaid.rules.text import Text

from playaid.rules.errors import IllegalAction, InvalidNotation
from playaid.rules.shared import short as _short
from playaid.rules.text import ENGLISH
from playaid.rules.toledo.data import (
    DUEL_MAX_ROUNDS, DUEL_ROUNDS_TO_WIN, FENCING_COLOURS, MAX_SKILL_TILES, MOVE_SKILL,
    NAMED_FENCING_COLOURS, NEUTRAL, Pose, Reason, Side,
)
from playaid.rules.toledo.rulings import ruling_mark
from playaid.rules.toledo.text import ROUND_WHY, colour_name, say

__all__ = [
    "MAX_COLOUR_NAME", "fencing_colour", "UnknownColour", "nearest_name", "Palette", "skill_set", "DuelCard",
    "parse_cards", "FencingRound",
    "round_winner", "Duel", "resolve_duel", "RULEBOOK_DUEL", "RULEBOOK_DUEL_ATTACKER",
]

_COLOUR_NAME = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
MAX_COLOUR_NAME: Final = 24


def fencing_colour(name: Any) -> str:
    """Check and normalise the name of a fencing colour (lower case letters, hyphens between words).

    ``neutral`` marks a card without a colour and ``move`` is the move skill, so neither can be
    a fencing colour.

    >>> fencing_colour(" Purple ")
    'purple'
    >>> fencing_colour("move")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: 'move' is the move skill, not a fencing colour
    """
    if not isinstance(name, str):
        raise InvalidNotation(f"a fencing colour is a name, not {_short(name)}")
    key = name.strip().lower()
    if key == NEUTRAL:
        raise InvalidNotation("'neutral' marks a card without a fencing colour; no skill tile has it")
    if key == MOVE_SKILL:
        raise InvalidNotation("'move' is the move skill, not a fencing colour")
    if not key or len(key) > MAX_COLOUR_NAME or not _COLOUR_NAME.fullmatch(key):
        raise InvalidNotation(f"{_short(name)} is not a colour name (letters, with hyphens between words,"
                              f" at most {MAX_COLOUR_NAME})")
    return key


class UnknownColour(InvalidNotation):
    """A colour that is not one of the game's fencing colours, as far as they are known.

    ``known`` are the colours of the palette it was checked against, ``nearest`` the known name
    (or ``neutral``, on a card) closest to it, when one is close enough to be a misspelling;
    ``declarable`` says whether the palette still has room for a third colour (†D8). A command
    line adds how to declare one.
    """

    def __init__(self, message: str, colour: str, known: tuple[str, ...], nearest: str | None,
                 declarable: bool) -> None:
        super().__init__(message)
        self.colour, self.known, self.nearest, self.declarable = colour, known, nearest, declarable


def nearest_name(word: str, names: Iterable[str]) -> str | None:
    """The name in ``names`` that ``word`` most likely misspells, or ``None`` when none is close.

    >>> nearest_name("purpel", ("purple", "brown")), nearest_name("brwn", ("purple", "brown"))
    ('purple', 'brown')
    >>> nearest_name("teal", ("purple", "brown")) is None
    True
    """
    import difflib  # only on the way to an error: playaid duel starts fast

    found = difflib.get_close_matches(word, list(names), n=1, cutoff=0.6)
    return found[0] if found else None


def _split(text: str) -> list[str]:
    return [] if not text.strip() else [item.strip() for item in text.split(",")]


@dataclass(frozen=True, slots=True)
class Palette:
    """The fencing colours of the game: at most three distinct names.

    The rulebook names purple and brown but never the third colour (†D8), so playaid takes the
    colours as data: the default palette knows only the two the rulebook names, and a palette
    given all three (as your cards show them) declares the third. Without any palette a duel
    accepts whatever colours its cards and tiles show, three at most.

    >>> Palette().colours, Palette.parse("purple, brown, teal").colours
    (('purple', 'brown'), ('purple', 'brown', 'teal'))
    >>> Palette.parse("purple,brown,teal,red")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: the game has 3 fencing colours, not 4 (purple, brown, teal, red)
    """

    colours: tuple[str, ...] = NAMED_FENCING_COLOURS

    def __post_init__(self) -> None:
        if not isinstance(self.colours, tuple):
            raise InvalidNotation("a palette is a tuple of colour names")
        names = tuple(fencing_colour(c) for c in self.colours)
        if names != self.colours:
            raise InvalidNotation(f"write colour names in lower case: {', '.join(names)}")
        if len(set(names)) != len(names):
            twice = next(c for c, n in Counter(names).items() if n > 1)
            raise InvalidNotation(f"the fencing colour {twice!r} is listed twice")
        if len(names) > FENCING_COLOURS:
            raise InvalidNotation(f"the game has {FENCING_COLOURS} fencing colours, not {len(names)}"
                                  f" ({', '.join(names)})")

    @classmethod
    def parse(cls, text: Any) -> Palette:
        if not isinstance(text, str):
            raise InvalidNotation(f"list the fencing colours as text, not {_short(text)}")
        return cls(tuple(fencing_colour(c) for c in _split(text)))

    def check(self, colour: str, where: str, also: tuple[str, ...] = ()) -> str:
        """``colour`` if it is one of this palette's, else :class:`UnknownColour` naming the nearest
        known name (of the palette, or of ``also``: ``neutral`` where a card is read).

        >>> Palette().check("brwn", "card 2", also=("neutral",))
        Traceback (most recent call last):
        ...
        playaid.rules.toledo.duel.UnknownColour: card 2: 'brwn' is not one of the fencing colours (purple, brown); did you mean 'brown'?
        >>> Palette().check("teal", "the defender's tiles")
        Traceback (most recent call last):
        ...
        playaid.rules.toledo.duel.UnknownColour: the defender's tiles: 'teal' is not one of the fencing colours (purple, brown); the rulebook names only these two, so a third colour must be declared first (†D8)
        """
        if colour in self.colours:
            return colour
        known = ", ".join(self.colours) or "none given"
        nearest = nearest_name(colour, (*self.colours, *also))
        declarable = len(self.colours) < FENCING_COLOURS
        if nearest is not None:
            hint = f"; did you mean {nearest!r}?"
        elif declarable and set(NAMED_FENCING_COLOURS) <= set(self.colours):
            hint = ("; the rulebook names only these two, so a third colour must be declared first"
                    f" ({ruling_mark('D8')})")
        else:
            hint = ""
        raise UnknownColour(f"{where}: {colour!r} is not one of the fencing colours ({known}){hint}", colour,
                            self.colours, nearest, declarable)


def skill_set(colours: Any, who: str = "a duellist") -> frozenset[str]:
    """The fencing colours a player holds: at most three, one tile of each colour.

    A comma list or an iterable of names; an empty text is a player with no fencing tile.

    >>> sorted(skill_set("brown, purple"))
    ['brown', 'purple']
    >>> skill_set("purple,purple")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: a duellist lists purple twice; a player holds one tile of each kind
    """
    items = _split(colours) if isinstance(colours, str) else list(colours)
    try:
        names = [fencing_colour(c) for c in items]
    except InvalidNotation as exc:
        raise InvalidNotation(f"{who}: {exc}") from None
    for c, n in Counter(names).items():
        if n > 1:
            raise InvalidNotation(f"{who} lists {c} twice; a player holds one tile of each kind")
    if len(names) > MAX_SKILL_TILES:
        raise InvalidNotation(f"{who} lists {len(names)} fencing colours; a player holds at most"
                              f" {MAX_SKILL_TILES} skill tiles")
    return frozenset(names)


@dataclass(frozen=True, slots=True)
class DuelCard:
    """The foot of a movement card: its background colour (``None`` when neutral) and its pose.

    >>> DuelCard.parse("Purple:Attack")
    DuelCard.parse('purple:attack')
    >>> str(DuelCard(None, Pose.DEFEND))
    'neutral:defend'
    """

    colour: str | None
    pose: Pose

    def __post_init__(self) -> None:
        if self.colour is not None and fencing_colour(self.colour) != self.colour:
            raise InvalidNotation(f"write the colour {self.colour!r} in lower case")
        if not isinstance(self.pose, Pose):
            raise InvalidNotation(f"a pose is Pose.ATTACK or Pose.DEFEND, not {_short(self.pose)}")

    @property
    def neutral(self) -> bool:
        return self.colour is None

    @classmethod
    def parse(cls, text: Any) -> DuelCard:
        """Read ``COLOUR:POSE``: a fencing colour or ``neutral``, then ``attack`` or ``defend``."""
        if not isinstance(text, str):
            raise InvalidNotation(f"a card is written COLOUR:POSE, not {_short(text)}")
        colour, sep, pose = text.strip().partition(":")
        if not sep or not colour.strip() or ":" in pose:
            raise InvalidNotation(f"cannot read card {_short(text.strip())}: write COLOUR:POSE, e.g."
                                  " purple:attack or neutral:defend")
        key = pose.strip().lower()
        if key not in ("attack", "defend"):
            raise InvalidNotation(f"card {_short(text.strip())}: the pose is attack or defend, not"
                                  f" {_short(pose.strip())}")
        name = colour.strip().lower()
        return cls(None if name == NEUTRAL else fencing_colour(name), Pose(key))

    def __str__(self) -> str:
        return f"{self.colour or NEUTRAL}:{self.pose.value}"

    def __repr__(self) -> str:
        return f"DuelCard.parse({str(self)!r})"


def parse_cards(text: Any) -> tuple[DuelCard, ...]:
    """Read a comma list of duel cards, in the order they are drawn.

    >>> parse_cards("purple:defend, neutral:attack")
    (DuelCard.parse('purple:defend'), DuelCard.parse('neutral:attack'))
    >>> parse_cards("purple:defend,,brown:attack")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: card 2 of the list is empty; write COLOUR:POSE between the commas
    """
    if not isinstance(text, str):
        raise InvalidNotation(f"list the cards as text, not {_short(text)}")
    if not text.strip():
        raise InvalidNotation("no cards given; list the cards drawn as COLOUR:POSE, separated by commas")
    items = text.split(",", DUEL_MAX_ROUNDS)
    if len(items) > DUEL_MAX_ROUNDS:
        raise InvalidNotation(f"a duel draws at most {DUEL_MAX_ROUNDS} cards; list no more than that")
    cards = []
    for i, item in enumerate(items, 1):
        if not item.strip():
            raise InvalidNotation(f"card {i} of the list is empty; write COLOUR:POSE between the commas")
        try:
            cards.append(DuelCard.parse(item))
        except InvalidNotation as exc:
            raise InvalidNotation(f"card {i}: {exc}") from None
    return tuple(cards)


@dataclass(frozen=True, slots=True)
class FencingRound:
    """One round of a duel: the card drawn, who took it and why, and the score after it."""

    number: int
    card: DuelCard
    winner: Side
    reason: Reason
    score: tuple[int, int]   #: (attacker, defender) rounds won so far

    def explain(self, text: Text = ENGLISH) -> str:
        """Why this round went to its winner, in a few words (:data:`~.text.ROUND_WHY`).

        >>> round_winner(DuelCard.parse("brown:defend"), frozenset(), frozenset()).explain()
        'neither holds brown, so the defending pose decides'
        """
        colour = self.card.colour
        return say(ROUND_WHY[self.reason, self.winner], text, colour=colour_name(colour, text) if colour else NEUTRAL)

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.number, "card": str(self.card), "winner": self.winner.value,
                "reason": self.reason.value, "explanation": self.explain(), "score": list(self.score)}


def round_winner(card: DuelCard, attacker: frozenset[str], defender: frozenset[str],
                 number: int = 1, before: tuple[int, int] = (0, 0)) -> FencingRound:
    """Settle one fencing round.

    A duellist who alone holds a skill tile of the card's colour takes the round; otherwise (both
    hold it, neither does, or the card is neutral) the highlighted pose decides: attacking for the
    attacker, defending for the defender.

    >>> both = frozenset({"purple"})
    >>> round_winner(DuelCard.parse("purple:defend"), both, both).winner
    Side.DEFENDER
    """
    if not isinstance(card, DuelCard):
        raise InvalidNotation(f"a fencing round needs a DuelCard, not {_short(card)}")
    if card.colour is None:
        winner, reason = card.pose.side, Reason.NEUTRAL
    else:
        a, d = card.colour in attacker, card.colour in defender
        if a != d:
            winner, reason = (Side.ATTACKER if a else Side.DEFENDER), Reason.SKILL
        else:
            winner, reason = card.pose.side, (Reason.BOTH if a else Reason.NEITHER)
    score = (before[0] + (winner is Side.ATTACKER), before[1] + (winner is Side.DEFENDER))
    return FencingRound(number, card, winner, reason, score)


@dataclass(frozen=True, slots=True)
class Duel:
    """A resolved duel: the rounds fought, the winner, and any cards given that were never drawn."""

    attacker: frozenset[str]
    defender: frozenset[str]
    rounds: tuple[FencingRound, ...]
    undrawn: tuple[DuelCard, ...] = ()

    @property
    def score(self) -> tuple[int, int]:
        return self.rounds[-1].score

    @property
    def winner(self) -> Side:
        a, d = self.score
        return Side.ATTACKER if a > d else Side.DEFENDER

    @property
    def loser(self) -> Side:
        return self.winner.other

    @property
    def drawn(self) -> tuple[DuelCard, ...]:
        return tuple(r.card for r in self.rounds)

    def to_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner.value,
            "rounds": [r.winner.value for r in self.rounds],
            "score": {"attacker": self.score[0], "defender": self.score[1]},
            "details": [r.to_dict() for r in self.rounds],
            "cards_drawn": [str(c) for c in self.drawn],
            "cards_not_drawn": [str(c) for c in self.undrawn],
            "attacker_colours": sorted(self.attacker),
            "defender_colours": sorted(self.defender),
        }


def resolve_duel(cards: Iterable[DuelCard], attacker: Any = (), defender: Any = (),
                 palette: Palette | None = None) -> Duel:
    """Fight a duel with ``cards`` in the order the attacker draws them.

    ``attacker`` and ``defender`` are the fencing colours each duellist holds. Drawing stops as
    soon as one side has won two rounds, so a duel lasts two or three rounds; cards beyond that
    are reported as not drawn (†D1). Too few cards to reach a winner is an error.

    With a ``palette`` every colour must be one of it; without one, the cards and tiles may show
    at most three colours between them (the game has three).

    >>> d = resolve_duel(parse_cards("neutral:attack,brown:defend,purple:attack"), "brown")
    >>> [r.winner.value for r in d.rounds], d.winner.value
    (['attacker', 'attacker'], 'attacker')
    >>> d.undrawn
    (DuelCard.parse('purple:attack'),)
    """
    hand = tuple(cards)
    if len(hand) > DUEL_MAX_ROUNDS:
        raise InvalidNotation(f"a duel draws at most {DUEL_MAX_ROUNDS} cards, not {len(hand)}")
    att = skill_set(attacker, "the attacker")
    dfd = skill_set(defender, "the defender")
    for i, card in enumerate(hand, 1):
        if not isinstance(card, DuelCard):
            raise InvalidNotation(f"card {i} is not a DuelCard: {_short(card)}")
    seen = [*sorted(att), *sorted(dfd), *(c.colour for c in hand if c.colour)]
    if palette is not None:
        for colour in sorted(att):
            palette.check(colour, "the attacker's tiles")
        for colour in sorted(dfd):
            palette.check(colour, "the defender's tiles")
        for i, card in enumerate(hand, 1):
            if card.colour:
                palette.check(card.colour, f"card {i}", also=(NEUTRAL,))
    else:
        distinct = tuple(dict.fromkeys(seen))
        if len(distinct) > FENCING_COLOURS:
            raise InvalidNotation(f"the duel shows {len(distinct)} fencing colours ({', '.join(distinct)});"
                                  f" the game has {FENCING_COLOURS}")
    rounds: list[FencingRound] = []
    score = (0, 0)
    for i, card in enumerate(hand[:DUEL_MAX_ROUNDS]):
        r = round_winner(card, att, dfd, i + 1, score)
        rounds.append(r)
        score = r.score
        if max(score) >= DUEL_ROUNDS_TO_WIN:
            return Duel(att, dfd, tuple(rounds), hand[i + 1:])
    at = (f"it stands {score[0]}:{score[1]} after {len(rounds)} card{'s' if len(rounds) != 1 else ''}"
          if rounds else "no card was given")
    raise IllegalAction(f"the duel is not decided: {at}; give the cards drawn until one side has won"
                        f" {DUEL_ROUNDS_TO_WIN} rounds (a duel takes {DUEL_ROUNDS_TO_WIN} or {DUEL_MAX_ROUNDS} cards)")


_PURPLE, _BROWN = NAMED_FENCING_COLOURS
#: The rulebook's duel (line 72), card by card: purple, which only the attacker holds, then brown,
#: which neither holds, in the defending pose, then a neutral card in the defending pose. The
#: rulebook does not give the first card's pose; the defending pose shows that it does not matter.
RULEBOOK_DUEL: Final = (DuelCard(_PURPLE, Pose.DEFEND), DuelCard(_BROWN, Pose.DEFEND), DuelCard(None, Pose.DEFEND))
#: The fencing colours the attacker holds in the rulebook's duel; the defender holds none.
RULEBOOK_DUEL_ATTACKER: Final = frozenset({_PURPLE})
