"""The exceptions the rules core raises, said in the language of the surface that reports them.

A :class:`RulesError` carries a key and named values, never a sentence: the sentence is kept
with the game's other sentences (``REFUSALS`` in ``rules/<game>/text.py``, or
:mod:`playaid.rules.shared` for what every game refuses), marked for translation. ``str()`` is
English, as a doctest reads it; a command line renders it in the session's language. A whole
input is read through a :class:`Check`, which keeps every fault and refuses once (:class:`Faults`).
"""

from __future__ import annotations

from playaid.rules.text import ENGLISH, N_, NC_, NP_, Said, keep, shown

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Final, Self, TypeVar

    from playaid.rules.text import Message, Text

    T = TypeVar("T")

#: The most faults a refusal lists one by one; its first line still counts them all.
MAX_FAULTS: Final = 10

_AT = N_("{where}: {problem}")
_AT_SEPARATOR = NC_("between the places of a refusal: player 'Ana', column 2", ", ")
_FAULTS = NP_("{count} fault:", "{count} faults:")
_FAULTS_FIRST = N_("{count} faults; the first {shown}:")


def refusals(area: str, messages: dict[str, Message]) -> dict[str, Message]:
    """Keep the refusals of ``area`` (a game, or ``shared``) under the keys ``area.name``."""
    return keep(area, messages)


class RulesError(ValueError):
    """Something the rules do not allow, or input that does not describe a game state.

    ``key`` names the sentence (``"tolomeo.card_worth"``), ``values`` fill it in (a value may be
    said later in the same language: a :class:`~playaid.rules.text.Said`, a label marked with
    ``NC_``); ``where`` are the places it was found, outermost first.
    """

    def __init__(self, key: str, /, **values: Any) -> None:
        super().__init__(key)
        self.key, self.values = key, values
        self.where: tuple[Any, ...] = ()

    def render(self, text: Text = ENGLISH) -> str:
        """The refusal as one line in the language of ``text``."""
        problem = Said(key=self.key, **self.values)(text)
        if not self.where:
            return problem
        return text(_AT, where=text(_AT_SEPARATOR).join(str(shown(w, text)) for w in self.where), problem=problem)

    def lines(self, text: Text = ENGLISH) -> list[str]:
        """The lines a command line prints: one for a single fault."""
        return [self.render(text)]

    shown_in = render

    def at(self, *where: Any) -> Self:
        """The same refusal, found at ``where`` (outermost first)."""
        found = _rebuilt(type(self), self.args, self.__dict__)
        found.where = (*where, *self.where)
        return found

    def __str__(self) -> str:
        return self.render(ENGLISH)

    def __reduce__(self) -> Any:
        return _rebuilt, (type(self), self.args, self.__dict__)


def _rebuilt(cls: type[Any], args: tuple[Any, ...], state: dict[str, Any]) -> Any:
    """A copy of a refusal (for :meth:`RulesError.at` and pickling), whatever its class's arguments."""
    error = cls.__new__(cls)
    error.args = args
    error.__dict__.update(state)
    return error


class Refusal(Exception):
    """A refusal of the layers around the rules core (the command line, the files it reads): a
    message of the text source and its values, said in the language of the surface reporting it."""

    def __init__(self, message: Any, /, **values: Any) -> None:
        super().__init__()
        #: What it says: a :class:`~playaid.rules.text.Said`, or anything with ``shown_in(text)``.
        self.said = message if hasattr(message, "shown_in") else Said(message, **values)

    def render(self, text: Text = ENGLISH) -> str:
        return str(self.said.shown_in(text))

    def lines(self, text: Text = ENGLISH) -> list[str]:
        return [self.render(text)]

    shown_in = render

    def __str__(self) -> str:
        return self.render(ENGLISH)


class InvalidNotation(RulesError):
    """Text or data that cannot be read as the thing it should describe."""


class IllegalPayment(RulesError):
    """A payment or bid that the coins or cards at hand cannot make exactly."""


class IllegalBid(RulesError):
    """A bid or pass that the auction rules forbid at this moment."""


class IllegalPlacement(RulesError):
    """A card, tile or piece put where the rules do not let it go."""


class IllegalAction(RulesError):
    """An action taken out of turn, in the wrong phase, or without its preconditions."""


class Faults(InvalidNotation):
    """Several refusals of one input, refused together: a first line counts them, then one line
    each (at most :data:`MAX_FAULTS`)."""

    def __init__(self, faults: Sequence[RulesError]) -> None:
        super().__init__("")
        self.faults = tuple(faults)

    def lines(self, text: Text = ENGLISH) -> list[str]:
        count = len(self.faults)
        head = (text(_FAULTS, count=count) if count <= MAX_FAULTS
                else text(_FAULTS_FIRST, count=count, shown=MAX_FAULTS))
        return [head, *(f.render(text) for f in self.faults[:MAX_FAULTS])]

    def render(self, text: Text = ENGLISH) -> str:
        head, *rest = self.lines(text)
        return "\n".join([head, *("  " + line for line in rest)])

    shown_in = render

    def at(self, *where: Any) -> Self:
        found = _rebuilt(type(self), self.args, self.__dict__)
        found.faults = tuple(f.at(*where) for f in self.faults)
        return found


class Check:
    """Keeps the refusals found while a whole input is read, so that it is refused once.

    A part read through the check (``check(read, value)``) that is refused gives ``None``, and the
    reading goes on; :meth:`done` then raises the one refusal, or :class:`Faults` for several
    (tests/test_errors.py shows them).
    """

    __slots__ = ("found", "where")

    def __init__(self, *where: Any) -> None:
        self.found: list[RulesError] = []
        self.where = where

    def at(self, *where: Any) -> Check:
        """A check of a part inside this one (``player 'Ana'``), keeping into the same list."""
        inner = Check(*self.where, *where)
        inner.found = self.found
        return inner

    def __call__(self, read: Callable[..., T], /, *args: Any, **kwargs: Any) -> T | None:
        try:
            return read(*args, **kwargs)
        except RulesError as exc:
            self.add(exc)
            return None

    def add(self, error: RulesError) -> None:
        found = error.at(*self.where)
        self.found.extend(found.faults if isinstance(found, Faults) else (found,))

    def done(self) -> None:
        """Refuse what was found, if anything."""
        if len(self.found) == 1:
            raise self.found[0]
        if self.found:
            raise Faults(self.found)
