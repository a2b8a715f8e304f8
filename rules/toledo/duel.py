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
from playaid.rules.text import ENGLISH, Listed, Said
from playaid.rules.toledo.data import (
    DUEL_MAX_ROUNDS, DUEL_ROUNDS_TO_WIN, FENCING_COLOURS, MAX_SKILL_TILES, MOVE_SKILL,
    NAMED_FENCING_COLOURS, NEUTRAL, Pose, Reason, Side,
)
from playaid.rules.toledo.text import COLOUR_NAMES, ROUND_WHY, TYPED, colour_name, say

__all__ = [
    "MAX_COLOUR_NAME", "card_text", "fencing_colour", "UnknownColour", "nearest_name", "Palette", "skill_set", "DuelCard",
    "parse_cards", "FencingRound",
    "round_winner", "Duel", "resolve_duel", "RULEBOOK_DUEL", "RULEBOOK_DUEL_ATTACKER",
]

_COLOUR_NAME = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
MAX_COLOUR_NAME: Final = 24


def fencing_colour(name: Any, lang: Text = ENGLISH) -> str:
    """Check and normalise the name of a fencing colour (lower case letters, hyphens between words).

    ``neutral`` marks a card without a colour and ``move`` is the move skill, so neither can be
    a fencing colour. Read for a player of another language (``lang``), the colours the rulebook
    names may be written in that language too (``viola``), and come back in English.

    >>> fencing_colour(" Purple ")
    'purple'
    >>> fencing_colour("move")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: 'move' is the move skill, not a fencing colour
    """
    if not isinstance(name, str):
        raise InvalidNotation("toledo.colour_not_text", value=_short(name))
    key = _english(name.strip().lower(), lang)
    if key == NEUTRAL:
        raise InvalidNotation("toledo.neutral_reserved", word=repr(NEUTRAL))
    if key == MOVE_SKILL:
        raise InvalidNotation("toledo.move_reserved", word=repr(MOVE_SKILL))
    if not key or len(key) > MAX_COLOUR_NAME or not _COLOUR_NAME.fullmatch(key):
        raise InvalidNotation("toledo.colour_word", value=_short(name), most=MAX_COLOUR_NAME)
    return key


class UnknownColour(InvalidNotation):
    """A colour that is not one of the game's fencing colours, as far as they are known.

    ``known`` are the colours of the palette it was checked against, ``nearest`` the known name
    (or ``neutral``, on a card) closest to it, when one is close enough to be a misspelling;
    ``declarable`` says whether the palette still has room for a third colour (†D8). A command
    line adds how to declare one.
    """

    def __init__(self, key: str, colour: str, known: tuple[str, ...], nearest: str | None,
                 declarable: bool, **values: Any) -> None:
        super().__init__(key, colour=repr(colour), **values)
        self.colour, self.known, self.nearest, self.declarable = colour, known, nearest, declarable

    def declaring(self, lang: Text = ENGLISH) -> str:
        """The ``--colours`` value that declares the refused colour the third, as a player of
        ``lang`` types it.

        >>> from playaid.automata.language import text_for
        >>> try:
        ...     Palette().check("verde", "card 1")
        ... except UnknownColour as exc:
        ...     print(exc.declaring(), exc.declaring(text_for("it")))
        purple,brown,verde viola,marrone,verde
        """
        return ",".join((*(_word(c, lang) for c in self.known), self.colour))


def _english(word: str, lang: Text) -> str:
    """A word of a duel card as typed in the language of ``lang`` (a colour the rulebook names,
    ``neutral``, a pose), in English; any other word as it is."""
    if lang.lang == ENGLISH.lang:
        return word
    for english, message in (*COLOUR_NAMES.items(), *TYPED.items()):
        if word == lang(message).lower():
            return english
    return word


def _word(english: str, lang: Text) -> str:
    """A word of a duel card in the language of ``lang``: ``attack`` as an Italian player types it."""
    message = TYPED.get(english) or COLOUR_NAMES.get(english)
    return english if message is None or lang.lang == ENGLISH.lang else lang(message).lower()


class _Typed:
    """A word of a duel card, shown in the language of the message around it (:func:`_word`)."""

    __slots__ = ("english",)

    def __init__(self, english: str) -> None:
        self.english = english

    def shown_in(self, lang: Text) -> str:
        return _word(self.english, lang)


class _Quoted(_Typed):
    """A colour quoted in a refusal, as the player types it in the refusal's language: ``'viola'``."""

    __slots__ = ()

    def shown_in(self, lang: Text) -> str:
        return repr(_word(self.english, lang))


def _example(colour: str, pose: Pose) -> Said:
    return Said(key="toledo.card_example", colour=_Typed(colour), pose=_Typed(pose.value))


#: Two cards as a refusal shows them as examples: ``purple:attack or neutral:defend``.
_EXAMPLES: Final = Said(key="toledo.either_card", first=_example("purple", Pose.ATTACK),
                        second=_example(NEUTRAL, Pose.DEFEND))


def card_text(card: DuelCard, lang: Text = ENGLISH) -> str:
    """A card as a player of ``lang`` writes it: ``purple:attack``, ``viola:attacco``.

    >>> from playaid.automata.language import text_for
    >>> card_text(DuelCard.parse("purple:attack")), card_text(DuelCard.parse("neutral:defend"), text_for("it"))
    ('purple:attack', 'neutra:difesa')
    """
    return f"{_word(card.colour or NEUTRAL, lang)}:{_word(card.pose.value, lang)}"


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
            raise InvalidNotation("toledo.palette_args")
        names = tuple(fencing_colour(c) for c in self.colours)
        if names != self.colours:
            raise InvalidNotation("toledo.palette_case", colours=", ".join(names))
        if len(set(names)) != len(names):
            twice = next(c for c, n in Counter(names).items() if n > 1)
            raise InvalidNotation("toledo.palette_twice", colour=repr(twice))
        if len(names) > FENCING_COLOURS:
            raise InvalidNotation("toledo.palette_count", most=FENCING_COLOURS, count=len(names), colours=", ".join(names))

    @classmethod
    def parse(cls, text: Any, lang: Text = ENGLISH) -> Palette:
        """Read the game's colours as a comma list (in the language of ``lang`` too)."""
        if not isinstance(text, str):
            raise InvalidNotation("toledo.palette_text", value=_short(text))
        return cls(tuple(fencing_colour(c, lang) for c in _split(text)))

    def check(self, colour: str, where: Any, also: tuple[str, ...] = (), lang: Text = ENGLISH) -> str:
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
        known = Listed((_Typed(c) for c in self.colours), commas=True) if self.colours else Said(key="toledo.no_colours")
        # A misspelling is matched against the names as the player types them (``viola`` in Italian).
        typed = {_word(c, lang): c for c in (*self.colours, *also)} | {c: c for c in (*self.colours, *also)}
        guess = nearest_name(colour, typed)
        nearest = None if guess is None else typed[guess]
        declarable = len(self.colours) < FENCING_COLOURS
        if nearest is not None:
            key = "toledo.unknown_colour_nearest"
        elif declarable and set(NAMED_FENCING_COLOURS) <= set(self.colours):
            key = "toledo.unknown_colour_third"
        else:
            key = "toledo.unknown_colour"
        raise UnknownColour(key, colour, self.colours, nearest, declarable, colours=known,
                            guess=_Quoted(nearest or "")).at(where)


def skill_set(colours: Any, who: Any = None, lang: Text = ENGLISH) -> frozenset[str]:
    """The fencing colours a player holds: at most three, one tile of each colour.

    A comma list or an iterable of names (in the language of ``lang`` too); an empty text is a
    player with no fencing tile. ``who`` (words said later, or a name) says whose they are.

    >>> sorted(skill_set("brown, purple"))
    ['brown', 'purple']
    >>> skill_set("purple,purple")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: a duellist lists purple twice; a player holds one tile of each kind
    """
    who = who if who is not None else Said(key="toledo.a_duellist")
    items = _split(colours) if isinstance(colours, str) else list(colours)
    try:
        names = [fencing_colour(c, lang) for c in items]
    except InvalidNotation as exc:
        raise exc.at(who) from None
    for c, n in Counter(names).items():
        if n > 1:
            raise InvalidNotation("toledo.tile_twice", who=who, colour=c)
    if len(names) > MAX_SKILL_TILES:
        raise InvalidNotation("toledo.too_many_tiles", who=who, count=len(names), most=MAX_SKILL_TILES)
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
            raise InvalidNotation("toledo.card_case", colour=repr(self.colour))
        if not isinstance(self.pose, Pose):
            raise InvalidNotation("toledo.pose_args", value=_short(self.pose))

    @property
    def neutral(self) -> bool:
        return self.colour is None

    @classmethod
    def parse(cls, text: Any, lang: Text = ENGLISH) -> DuelCard:
        """Read ``COLOUR:POSE``: a fencing colour or ``neutral``, then ``attack`` or ``defend`` (in
        the language of ``lang`` too: ``viola:attacco``)."""
        if not isinstance(text, str):
            raise InvalidNotation("toledo.card_text", value=_short(text))
        colour, sep, pose = text.strip().partition(":")
        if not sep or not colour.strip() or ":" in pose:
            raise InvalidNotation("toledo.card_unread", value=_short(text.strip()), examples=_EXAMPLES)
        key = _english(pose.strip().lower(), lang)
        if key not in (Pose.ATTACK.value, Pose.DEFEND.value):
            raise InvalidNotation("toledo.pose_unknown", card=_short(text.strip()), poses=Listed((_Typed(p.value) for p in Pose), alternatives=True), value=_short(pose.strip()))
        name = _english(colour.strip().lower(), lang)
        return cls(None if name == NEUTRAL else fencing_colour(name, lang), Pose(key))

    def __str__(self) -> str:
        return f"{self.colour or NEUTRAL}:{self.pose.value}"

    def __repr__(self) -> str:
        return f"DuelCard.parse({str(self)!r})"


def parse_cards(text: Any, lang: Text = ENGLISH) -> tuple[DuelCard, ...]:
    """Read a comma list of duel cards, in the order they are drawn (the words in the language of
    ``lang`` too).

    >>> parse_cards("purple:defend, neutral:attack")
    (DuelCard.parse('purple:defend'), DuelCard.parse('neutral:attack'))
    >>> parse_cards("purple:defend,,brown:attack")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: card 2 of the list is empty; write COLOUR:POSE between the commas
    """
    if not isinstance(text, str):
        raise InvalidNotation("toledo.cards_text", value=_short(text))
    if not text.strip():
        raise InvalidNotation("toledo.no_duel_cards")
    items = text.split(",", DUEL_MAX_ROUNDS)
    if len(items) > DUEL_MAX_ROUNDS:
        raise InvalidNotation("toledo.cards_over", most=DUEL_MAX_ROUNDS)
    cards = []
    for i, item in enumerate(items, 1):
        if not item.strip():
            raise InvalidNotation("toledo.card_empty", card=i)
        try:
            cards.append(DuelCard.parse(item, lang))
        except InvalidNotation as exc:
            raise exc.at(Said(key="toledo.card", card=i)) from None
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
        raise InvalidNotation("toledo.round_args", value=_short(card))
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
                 palette: Palette | None = None, lang: Text = ENGLISH) -> Duel:
    """Fight a duel with ``cards`` in the order the attacker draws them.

    ``attacker`` and ``defender`` are the fencing colours each duellist holds (a misspelt colour is
    matched against the names as a player of ``lang`` types them). Drawing stops as
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
        raise InvalidNotation("toledo.cards_over_given", most=DUEL_MAX_ROUNDS, count=len(hand))
    att = skill_set(attacker, Said(key="toledo.the_attacker"))
    dfd = skill_set(defender, Said(key="toledo.the_defender"))
    for i, card in enumerate(hand, 1):
        if not isinstance(card, DuelCard):
            raise InvalidNotation("toledo.card_args", card=i, value=_short(card))
    seen = [*sorted(att), *sorted(dfd), *(c.colour for c in hand if c.colour)]
    if palette is not None:
        for colour in sorted(att):
            palette.check(colour, Said(key="toledo.attacker_tiles"), lang=lang)
        for colour in sorted(dfd):
            palette.check(colour, Said(key="toledo.defender_tiles"), lang=lang)
        for i, card in enumerate(hand, 1):
            if card.colour:
                palette.check(card.colour, Said(key="toledo.card", card=i), also=(NEUTRAL,), lang=lang)
    else:
        distinct = tuple(dict.fromkeys(seen))
        if len(distinct) > FENCING_COLOURS:
            raise InvalidNotation("toledo.duel_colours", count=len(distinct), colours=", ".join(distinct), most=FENCING_COLOURS)
    rounds: list[FencingRound] = []
    score = (0, 0)
    for i, card in enumerate(hand[:DUEL_MAX_ROUNDS]):
        r = round_winner(card, att, dfd, i + 1, score)
        rounds.append(r)
        score = r.score
        if max(score) >= DUEL_ROUNDS_TO_WIN:
            return Duel(att, dfd, tuple(rounds), hand[i + 1:])
    at = (Said(key="toledo.stands_after", attacker=score[0], defender=score[1], count=len(rounds))
          if rounds else Said(key="toledo.no_card_given"))
    raise IllegalAction("toledo.undecided", at=at, wins=DUEL_ROUNDS_TO_WIN, most=DUEL_MAX_ROUNDS)


_PURPLE, _BROWN = NAMED_FENCING_COLOURS
#: The rulebook's duel (line 72), card by card: purple, which only the attacker holds, then brown,
#: which neither holds, in the defending pose, then a neutral card in the defending pose. The
#: rulebook does not give the first card's pose; the defending pose shows that it does not matter.
RULEBOOK_DUEL: Final = (DuelCard(_PURPLE, Pose.DEFEND), DuelCard(_BROWN, Pose.DEFEND), DuelCard(None, Pose.DEFEND))
#: The fencing colours the attacker holds in the rulebook's duel; the defender holds none.
RULEBOOK_DUEL_ATTACKER: Final = frozenset({_PURPLE})
