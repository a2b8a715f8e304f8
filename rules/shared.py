"""What every game's rules module needs alike: reading names, quoting bad input, rulings, sheets.

>>> from rules.shared import short
>>> short("x" * 50) == "'" + "x" * 36 + "..."
True
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import InvalidNotation

TYPE_CHECKING = False  # typing stays unimported at run time, for fast commands
if TYPE_CHECKING:
    from typing import Any


def short(value: Any, limit: int = 40) -> str:
    """``repr(value)``, cut to ``limit`` characters: bad input quoted in a one-line error."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def parse_enum(cls: Any, text: Any, what: str) -> Any:
    """Read an enum member from its value, case-insensitively, or say which values exist.

    >>> from rules.toledo1085 import Sector
    >>> parse_enum(Sector, " Science", "sector")
    <Sector.SCIENCE: 'science'>
    >>> parse_enum(Sector, "art", "sector")
    Traceback (most recent call last):
    ...
    rules.errors.InvalidNotation: unknown sector 'art' (allowed: commerce, culture, theology, science)
    """
    allowed = ", ".join(m.value for m in cls)
    if not isinstance(text, str):
        raise InvalidNotation(f"a {what} must be written as text ({allowed}), not {short(text)}")
    try:
        return cls(text.strip().lower())
    except ValueError:
        raise InvalidNotation(f"unknown {what} {short(text)} (allowed: {allowed})") from None


def sheet_players(data: Any) -> list[Any]:
    """The ``players`` list of a decoded score sheet ``{"players": [...]}``, checked for shape."""
    if not isinstance(data, dict):
        raise InvalidNotation(f"the score sheet must be an object with a 'players' list, not {short(data)}")
    extra = sorted(set(data) - {"players"}, key=str)
    if extra:
        raise InvalidNotation(f"unknown top-level field {short(extra[0])} (the sheet holds only 'players')")
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise InvalidNotation("the score sheet needs a non-empty 'players' list")
    return players


@dataclass(frozen=True, slots=True)
class Ruling:
    """A gap or contradiction in a rulebook, and what playaid does about it.

    ``source`` says what the rulebook says (or does not); ``ruling`` what the code implements;
    ``short`` is an optional few-word form for printed sheets.
    """

    key: str
    topic: str
    source: str
    ruling: str
    short: str = ""
