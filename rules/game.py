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
from enum import Enum

from playaid.rules import game_ids
from playaid.rules.errors import InvalidNotation, RulesError
from playaid.rules.shared import Ruling, short
from playaid.rules.text import ENGLISH, N_, RULING_MARK, Text

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

    def __post_init__(self) -> None:
        low, high = self.players
        if not 1 <= low <= high:
            raise ValueError(f"{self.id}: players {self.players} is not a range")
        keys = [r.key for r in self.rulings]
        if len(keys) != len(set(keys)):
            raise ValueError(f"{self.id}: two rulings share a key")

    @classmethod
    def declare(cls, data: ModuleType, rulings: tuple[Ruling, ...], score: Callable[[Any], Any] | None, *,
                documents: tuple[DocumentSpec, ...], chance: tuple[Any, ...], commands: tuple[str, ...] = ()
                ) -> GameInfo:
        """A game's declaration, its identity read from its ``data`` module by the names every game's
        data module defines (``GAME``, ``TITLE``, ``RULEBOOK``, ``MIN_PLAYERS``, ``MAX_PLAYERS``)."""
        return cls(id=data.GAME, title=data.TITLE, rulebook=data.RULEBOOK,
                   players=(data.MIN_PLAYERS, data.MAX_PLAYERS), rulings=rulings, score=score,
                   documents=documents, chance=chance, commands=commands)

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
