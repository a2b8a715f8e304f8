r"""What every game package declares and shares: its :class:`GameInfo`, its closed sets, its score.

Each game is a package under ``playaid.rules`` with the same module names for the same parts:

``data``
    the components and numbers of the rulebook, as typed constants, enums and frozen dataclasses;
``play``
    the procedures (turns, auctions, le Roy's table...) as pure functions of a state and an input;
``score``
    reading a score sheet and scoring it, with the tie-breaks as data (:class:`TieBreaks`);
``rulings``
    ``RULINGS``, every place where playaid rules on a gap or contradiction of the rulebook;
``text``
    every sentence a player reads about the game, marked for translation (:mod:`playaid.rules.text`).

A part a game lacks is absent; a part only one game has (Toledo's duels, Tolomeo's event deck)
is a module of its own. The package's ``__init__`` re-exports its public names plainly and
declares ``GAME_INFO``; :func:`game_ids` finds the packages without importing them, and
:func:`load` imports one.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from dataclasses import field as dataclass_field
from enum import Enum

from playaid.rules import game_ids
from playaid.rules.errors import InvalidNotation, RulesError
from playaid.rules.shared import Ruling, short
from playaid.rules.text import ENGLISH, N_, NC_, RULING_MARK, Text, plain

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from types import ModuleType
    from typing import Any, Protocol, Self

    from playaid.rules.text import InContext, Plural

# --------------------------------------------------------------------------------------------
# Closed sets

class Choice(Enum):
    """A closed set of the game's words (sectors, planets, dice colours...), read from text.

    A member is declared with its value, the word files and the command line use, and may add
    its printed name, marked for translation: ``COMMERCE = "commerce", NC_("sector", "Commerce")``.

    >>> from playaid.rules.game import Choice
    >>> from playaid.rules.text import ENGLISH, NC_
    >>> class Sector(Choice):
    ...     COMMERCE = "commerce", NC_("sector", "Commerce")
    ...     SCIENCE = "science"
    >>> Sector.parse(" Science"), ENGLISH(Sector.COMMERCE.label), Sector.SCIENCE.label
    (Sector.SCIENCE, 'Commerce', 'science')
    >>> Sector.parse("art")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: unknown sector 'art' (allowed: commerce, science)
    """

    def __new__(cls, value: str, label: str | Plural | InContext | None = None) -> Self:
        member = object.__new__(cls)
        member._value_ = value
        member._label = label
        return member

    @property
    def label(self) -> Any:
        """The member's printed name: a message for :class:`~playaid.rules.text.Text`, or its value."""
        return self._label or self.value.replace("_", " ")  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __str__(self) -> str:
        return self.value.replace("_", " ")

    @classmethod
    def noun(cls) -> str:
        """What one member is called in an error message: ``CommonKind`` -> ``common kind``."""
        name = cls.__name__
        return "".join(" " + c.lower() if c.isupper() and i else c.lower() for i, c in enumerate(name))

    @classmethod
    def aliases(cls) -> dict[str, Self]:
        """Other words that mean a member (``copper`` for ``vellum``); none unless a game adds them."""
        return {}

    @classmethod
    def parse(cls, text: Any) -> Self:
        """The member ``text`` names (its value, its name, or an alias; any case, ``_`` or space)."""
        if isinstance(text, cls):
            return text
        allowed = ", ".join(m.value for m in cls)
        if not isinstance(text, str):
            raise InvalidNotation(f"a {cls.noun()} must be written as text ({allowed}), not {short(text)}")
        key = " ".join(text.strip().lower().replace("_", " ").replace("-", " ").split())
        for member in cls:
            if key in (member.value.replace("_", " ").lower(), member.name.replace("_", " ").lower()):
                return member
        found = cls.aliases().get(key)
        if found is not None:
            return found
        raise InvalidNotation(f"unknown {cls.noun()} {short(text)} (allowed: {allowed})")


# --------------------------------------------------------------------------------------------
# Scores and tie-breaks

@dataclass(frozen=True, slots=True)
class TieBreak:
    """One step of a game's tie-break chain: players level on points compare ``key`` next.

    ``key`` names an attribute of the player's score (bigger wins); ``text`` says what it
    compares, as a message (``N_("more columns with all three religions")``); ``ruling`` is the key
    of the ruling that adds this step, when the rulebook does not; ``field`` names the sheet field
    to fill in when the value is missing (``None``) but decides the game.
    """

    key: str
    text: Any
    ruling: str = ""
    field: str = ""


@dataclass(frozen=True, slots=True)
class TieBreaks:
    """A game's tie-break chain, and what happens to players still level after it.

    ``shared_ruling`` is the key of the ruling that lets them share the win, or ``""`` where the
    rulebook itself says so.
    """

    chain: tuple[TieBreak, ...]
    shared_ruling: str = ""

    def winners(self, players: Sequence[Any]) -> tuple[str, ...]:
        """The names of the players with the most points, after every tie-break, in sheet order.

        A tie-break value that is missing (``None``) and would decide the game is an error that
        names the field to fill in.
        """
        if not players:
            return ()
        top = max(p.total for p in players)
        level = [p for p in players if p.total == top]
        for step in self.chain:
            if len(level) == 1:
                break
            values = [getattr(p, step.key) for p in level]
            if any(v is None for v in values):
                names = ", ".join(p.name for p in level)
                raise RulesError(f"{names} are level; give each of them {step.field or step.key!r} to break the tie")
            best = max(values)
            level = [p for p, v in zip(level, values) if v == best]
        return tuple(p.name for p in level)

    def decider(self, players: Sequence[Any], winner: str) -> TieBreak | None:
        """The tie-break that decided for ``winner`` (``None`` when points alone did)."""
        decided = self.decided_by(players, winner)
        return decided[0] if decided else None

    def decided_by(self, players: Sequence[Any], winner: str) -> tuple[TieBreak, list[Any]] | None:
        """The tie-break that decided for ``winner``, and the rivals still level when it did
        (``None`` when points alone decided)."""
        top = max(p.total for p in players)
        level = [p for p in players if p.total == top]
        for step in self.chain:
            if len(level) == 1:
                return None
            best = max(getattr(p, step.key) for p in level)
            still = [p for p in level if getattr(p, step.key) == best]
            if [p.name for p in still] == [winner]:
                return step, [p for p in level if p.name != winner]
            level = still
        return None


#: How every game states its tie-break chain and its winner: the same sentences for every game, filled
#: in with the game's own criteria (``TieBreak.text``) and, where a step is ours, its ruling's mark.
TIE_FIRST = N_("Ties go to the player with {criterion}.")
TIE_NEXT = N_("If still tied, to the player with {criterion}.")
TIE_SHARED = N_("Players still tied share the win.")
TIE_SHARED_RULED = N_("Players still tied share the win ({mark}).")
CRITERION_RULED = N_("{criterion} ({mark})")
WINNER = N_("Winner: {name} with {points}.")
WINNER_ON_TIE = N_("Winner: {name} with {points}, level with {others} on points but ahead on {criterion} "
                   "({own} to {best}).")
WINNERS_SHARED = N_("Shared win: {names} ({points} each, still tied after every tie-break).")
WINNERS_SHARED_RULED = N_("Shared win: {names} ({points} each, still tied after every tie-break, {mark}).")


def tie_break_text(ties: TieBreaks, t: Text = ENGLISH) -> str:
    """The tie-break chain as a player reads it, made from the chain itself.

    >>> from playaid.rules.text import N_
    >>> chain = TieBreaks((TieBreak("sets", N_("more sets")), TieBreak("cards", N_("more cards"), ruling="S1")),
    ...                   shared_ruling="S3")
    >>> tie_break_text(chain)
    'Ties go to the player with more sets. If still tied, to the player with more cards (†S1). Players still tied share the win (†S3).'
    """
    said = []
    for i, step in enumerate(ties.chain):
        criterion = _criterion(step, t)
        said.append(t(TIE_NEXT if i else TIE_FIRST, criterion=criterion))
    if ties.shared_ruling:
        said.append(t(TIE_SHARED_RULED, mark=RULING_MARK + ties.shared_ruling))
    else:
        said.append(t(TIE_SHARED))
    return " ".join(said)


def _criterion(step: TieBreak, t: Text) -> str:
    words = t(step.text)
    return t(CRITERION_RULED, criterion=words, mark=RULING_MARK + step.ruling) if step.ruling else words


def winner_text(result: FinalScore, t: Text = ENGLISH) -> str:
    """One sentence naming the winner (or winners) and, when points were level, the step that decided.

    >>> from types import SimpleNamespace as P
    >>> from playaid.rules.text import N_
    >>> ties = TieBreaks((TieBreak("sets", N_("more sets")),))
    >>> winner_text(FinalScore.of("g", [P(name="Ana", total=30, sets=2), P(name="Bo", total=30, sets=1)], ties))
    'Winner: Ana with 30, level with Bo on points but ahead on more sets (2 to 1).'
    """
    players = result.players
    if not players or not result.winners:
        return ""
    if len(result.winners) > 1:
        points = next(p.total for p in players if p.name == result.winners[0])
        if result.ties.shared_ruling:
            return t(WINNERS_SHARED_RULED, names=t.join(result.winners), points=points,
                     mark=RULING_MARK + result.ties.shared_ruling)
        return t(WINNERS_SHARED, names=t.join(result.winners), points=points)
    name = result.winners[0]
    top = next(p for p in players if p.name == name)
    decided = result.ties.decided_by(players, name)
    if decided is None:
        return t(WINNER, name=name, points=top.total)
    step, rivals = decided
    best = max(getattr(p, step.key) for p in rivals)
    others = t.join([p.name for p in rivals])
    return t(WINNER_ON_TIE, name=name, points=top.total, others=others, criterion=_criterion(step, t),
             own=getattr(top, step.key), best=best)


@dataclass(frozen=True, slots=True)
class FinalScore:
    """Every player's score in sheet order, and the winner or winners after the game's tie-breaks."""

    game: str
    players: tuple[Any, ...]
    ties: TieBreaks = field(repr=False)
    winners: tuple[str, ...] = ()

    @classmethod
    def of(cls, game: str, players: Sequence[Any], ties: TieBreaks) -> FinalScore:
        players = tuple(players)
        return cls(game, players, ties, ties.winners(players))

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "players": [p.to_dict() for p in self.players], "winners": list(self.winners)}


# --------------------------------------------------------------------------------------------
# The score pad's rows, and how each is typed

@dataclass(frozen=True, slots=True)
class PadField:
    """One field of a game's score sheet as the game's score pad prints it.

    ``field`` is the sheet's key, as ``playaid score`` reads it; ``row`` is the pad's words for it
    (a message: the label a player reads on the pad, and the only place the pad names the field);
    ``typed`` says how what a player wrote in that row is typed into the sheet (a message, shown
    by ``playaid score --help`` and the site beside the row). A game declares one per field, in
    the calculator's order (``GameInfo.pad``), and its pad prints its rows in that order.
    """

    #: the sheet's key and the pad's words are not messages of their own here: the key is typed as
    #: it stands, and the words are a message declared with the rest of the pad's
    field: str = dataclass_field(metadata={"message": False})
    row: Any = dataclass_field(metadata={"message": False})
    typed: Any = None


#: The words every score pad shares: the sum of the points, and a step of the tie-break chain.
PAD_TOTAL = NC_("a score pad's row: every point added up", "Total")
PAD_TOTAL_RULE = N_("the points column added up")
#: The headings of the two halves of a player's column: what was held, and the points it scores.
PAD_HELD = NC_("a score pad's column: what a player held", "held")
PAD_POINTS = NC_("a score pad's column: the points it scores", "points")
PAD_TIE = N_("Tie-break {number}: {criterion}")
PAD_TIE_SHARED = N_("Still tied: the win is shared.")
PAD_TIE_SHARED_RULED = N_("Still tied: the win is shared ({mark}).")
#: How ``playaid score --help`` and the site say which pad row is typed as which field.
PAD_ROW_TYPED = N_("{row} \u2192 {field}: {typed}")
#: A value the calculator reads, beside the name the pad prints for it; the last of a list of choices.
TYPED_AS = NC_("a value typed into a score sheet, and the name a pad prints for it", "{value} ({name})")
CHOICE_LAST = N_("{items} or {last}")


def pad_choices(pairs: Any, t: Text = ENGLISH) -> str:
    """The values a pad row may be typed as, each with the name the pad prints for it (a message)
    where the two differ: ``sector, nobility (Nobility) or rogue (Rogue)``.

    >>> from playaid.rules.text import NC_
    >>> pad_choices([("sector", NC_("card", "sector")), ("herald", NC_("card", "Royal Herald"))])
    'sector or herald (Royal Herald)'
    """
    said = []
    for value, name in pairs:
        shown = plain(t(name))
        said.append(value if shown.lower() == value.lower() else t(TYPED_AS, value=value, name=shown))
    if len(said) <= 1:
        return "".join(said)
    return t(CHOICE_LAST, items=", ".join(said[:-1]), last=said[-1])


def pad_tie_rows(ties: TieBreaks, t: Text = ENGLISH) -> list[str]:
    """The rows a score pad prints for the tie-break chain, in the order the steps apply.

    >>> from playaid.rules.text import N_
    >>> pad_tie_rows(TieBreaks((TieBreak("sets", N_("more sets")), TieBreak("cards", N_("more cards"), ruling="S1"))))
    ['Tie-break 1: more sets', 'Tie-break 2: more cards (\u2020S1)']
    """
    return [t(PAD_TIE, number=n, criterion=_criterion(step, t)) for n, step in enumerate(ties.chain, 1)]


def pad_tie_shared(ties: TieBreaks, t: Text = ENGLISH) -> str:
    """What a score pad says under its tie-break rows: players still level share the win."""
    if ties.shared_ruling:
        return t(PAD_TIE_SHARED_RULED, mark=RULING_MARK + ties.shared_ruling)
    return t(PAD_TIE_SHARED)


def pad_rows(fields: Sequence[PadField], t: Text = ENGLISH, ties: TieBreaks | None = None, **values: Any
             ) -> list[tuple[str, str, str]]:
    """Each pad row, in the pad's words, with the field it is typed as and how: ``(row, field,
    typed)``, in the language of ``t``; ``values`` fill the messages' placeholders. A field whose
    row is a step of ``ties`` is named as the pad names that row (``Tie-break 2: ...``).

    >>> from playaid.rules.text import N_
    >>> pad_rows([PadField("gems", N_("Gems"), N_("how many, as a number"))])
    [('Gems', 'gems', 'how many, as a number')]
    """
    steps = list(zip(ties.chain, pad_tie_rows(ties, t))) if ties else []

    def row(f: PadField) -> str:
        return next((said for step, said in steps if step.text == f.row), None) or t(f.row, **values)

    return [(plain(row(f)), f.field, t(f.typed, **values)) for f in fields]


def pad_lines(fields: Sequence[PadField], t: Text = ENGLISH, ties: TieBreaks | None = None, **values: Any
              ) -> list[str]:
    """Which pad row is typed as which field, one line each, as ``playaid score --help`` says it.

    >>> from playaid.rules.text import N_
    >>> pad_lines([PadField("gems", N_("Gems"), N_("how many, as a number"))])
    ['Gems \u2192 gems: how many, as a number']
    """
    return [t(PAD_ROW_TYPED, row=row, field=field, typed=typed) for row, field, typed in pad_rows(fields, t, ties, **values)]


#: What ``playaid score --help`` and the site's table of a pad's rows are about.
PAD_TYPING = N_("From the score pad to the score sheet: each row in the pad's words, the field it is typed as, "
                "and how")
#: Under them: the rows not typed, and why.
PAD_UNTYPED = N_("Rows not listed here are the pad's own adding up (points, totals, bonuses, tie-break counts): "
                 "they are not typed, since playaid score works them out itself, and its report checks your sums.")
#: The headings of the site's table of a pad's rows.
PAD_TABLE = (NC_("table heading: a row of a score pad", "On the score pad"), NC_("table heading", "Field"),
             NC_("table heading: how a pad's row is typed into the score sheet", "Typed as"))

# --------------------------------------------------------------------------------------------
# The score sheet, field by field, as a player reads about it

@dataclass(frozen=True, slots=True)
class SheetField:
    """One field of a game's score sheet: its key (the calculator's, typed as it is in every
    language), what it holds and the values it takes (a message of the game's text source, its
    numbers filled in from the data), and the fields of each item it lists (a column's cards).
    """

    key: str
    text: Any
    fields: tuple[SheetField, ...] = ()


@dataclass(frozen=True, slots=True)
class SheetHelp:
    """A game's score sheet described for the player who types it: ``players`` is the number of
    players it lists (fewest, most), or ``None`` for a sheet that is one object of ``fields``
    (the King's Challenge), and ``ruling`` the key of the ruling that sets that number, where it is
    ours; ``values`` gives the value of every placeholder of the fields' messages in a language
    (the game's ``message_values`` and what the sheet adds); ``example_note``, a message, is what
    to mind in the game's example sheet beyond its names and values (``playaid score --example``).
    """

    fields: tuple[SheetField, ...]
    values: Callable[[Text], dict[str, Any]]
    players: tuple[int, int] | None = None
    ruling: str = ""
    example_note: Any = None

    def keys(self) -> frozenset[str]:
        """Every key the sheet may hold, at any depth ("players" too, where it lists players).

        >>> SheetHelp((SheetField("name", "n"), SheetField("cards", "c", (SheetField("kind", "k"),))),
        ...           lambda t: {}, players=(2, 4)).keys() == {"players", "name", "cards", "kind"}
        True
        """
        found = {"players"} if self.players is not None else set()
        todo = list(self.fields)
        while todo:
            f = todo.pop()
            found.add(f.key)
            todo += f.fields
        return frozenset(found)

    def lines(self, t: Text = ENGLISH) -> tuple[tuple[int, str, str], ...]:
        """Each field as (depth, key, what it holds in ``t``'s language), in the sheet's order.

        >>> from playaid.rules.text import N_
        >>> help = SheetHelp((SheetField("gems", N_("how many, 0 to {gems}")),), lambda t: {"gems": 20})
        >>> help.lines()
        ((0, 'gems', 'how many, 0 to 20'),)
        """
        values = self.values(t)
        out: list[tuple[int, str, str]] = []

        def walk(fields: tuple[SheetField, ...], depth: int) -> None:
            for f in fields:
                out.append((depth, f.key, t(f.text, **values)))
                walk(f.fields, depth + 1)

        walk(self.fields, 0)
        return tuple(out)


# --------------------------------------------------------------------------------------------
# What a game declares

@dataclass(frozen=True, slots=True)
class DocumentSpec:
    """A printable document of a game: its file stem, title (a message), kind and page limit."""

    name: str
    title: Any
    kind: str = "aid"  # "aid", "sheet" (a decision sheet) or "pad" (a score pad)
    max_pages: int = 2

    def __post_init__(self) -> None:
        if self.kind not in ("aid", "sheet", "pad"):
            raise ValueError(f"document {self.name}: kind {self.kind!r} is not aid, sheet or pad")


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a game package declares about itself; every surface reads it from here.

    ``score`` reads a decoded score sheet and returns its score (``None`` for a game without a
    calculator); ``chance`` names, as messages, what the game leaves to chance (a shuffled deck,
    two black dice), which the tools take as input; ``commands`` are the ``playaid`` commands
    the game adds beyond ``build`` and ``score``.
    """

    id: str
    title: str
    rulebook: str
    players: tuple[int, int]
    rulings: tuple[Ruling, ...]
    score: Callable[[Any], Any] | None
    documents: tuple[DocumentSpec, ...] = ()
    chance: tuple[Any, ...] = ()
    commands: tuple[str, ...] = ()
    #: the score pad's rows, one per field of the score sheet in the calculator's order (:class:`PadField`)
    pad: tuple[PadField, ...] = ()

    def __post_init__(self) -> None:
        low, high = self.players
        if not 1 <= low <= high:
            raise ValueError(f"{self.id}: players {self.players} is not a range")
        keys = [r.key for r in self.rulings]
        if len(keys) != len(set(keys)):
            raise ValueError(f"{self.id}: two rulings share a key")

    @classmethod
    def declare(cls, data: ModuleType, rulings: tuple[Ruling, ...], score: Callable[[Any], Any] | None, *,
                documents: tuple[DocumentSpec, ...], chance: tuple[Any, ...], commands: tuple[str, ...] = (),
                pad: tuple[PadField, ...] = ()) -> GameInfo:
        """A game's declaration, its identity read from its ``data`` module by the names every game's
        data module defines (``GAME``, ``TITLE``, ``RULEBOOK``, ``MIN_PLAYERS``, ``MAX_PLAYERS``)."""
        return cls(id=data.GAME, title=data.TITLE, rulebook=data.RULEBOOK,
                   players=(data.MIN_PLAYERS, data.MAX_PLAYERS), rulings=rulings, score=score,
                   documents=documents, chance=chance, commands=commands, pad=pad)

    def ruling(self, key: str) -> Ruling:
        """The ruling with ``key``; a KeyError names the game."""
        for r in self.rulings:
            if r.key == key:
                return r
        raise KeyError(f"{self.id} has no ruling {key}")


if TYPE_CHECKING:
    class Game(Protocol):
        """What a game package provides (checked for every game by tests/test_games.py)."""

        GAME_INFO: GameInfo
        RULINGS: tuple[Ruling, ...]

        def score_sheet(self, data: Any) -> Any: ...


def load(game: str) -> ModuleType:
    """Import the package of ``game`` (an identifier from :func:`game_ids`)."""
    if game not in game_ids():
        raise InvalidNotation(f"unknown game {short(game)} (games: {', '.join(game_ids())})")
    return importlib.import_module(f"playaid.rules.{game}")
