r"""What every game's rules module needs alike: reading names, quoting bad input, rulings, sheets.

>>> from playaid.rules.shared import short
>>> short("x" * 50) == "'" + "x" * 36 + "..."
True

Text typed by a player is printed only through :func:`printable`, so that no control character,
lone surrogate or direction override reaches a terminal or a page:

>>> from playaid.rules.shared import printable
>>> printable("Bea\nWinner: Mallory")
'Bea\\nWinner: Mallory'
>>> printable("A\ud800")
'A\\ud800'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from playaid.rules.errors import InvalidNotation, RulesError
from playaid.rules.text import RULING_MARK

TYPE_CHECKING = False  # typing stays unimported at run time, for fast commands
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Final



#: Characters escaped by :func:`printable`: C0/C1 controls, surrogates, line and paragraph
#: separators, and the bidirectional overrides and isolates that can make text read differently.
_UNPRINTABLE: Final = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069"
                                 "\u200e\u200f\u061c\ufeff]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 and match.group() not in "\n\t\r" else (
        {"\n": "\\n", "\t": "\\t", "\r": "\\r"}.get(match.group()) or f"\\u{code:04x}")


def printable(text: str, limit: int | None = None) -> str:
    r"""``text`` made safe to print on one line, cut to ``limit`` characters (``...`` marks a cut).

    Control characters, lone surrogates and direction overrides are shown as escapes; everything
    else (accents, emoji) is kept.

    >>> printable("Ana\x1b[31m"), printable("x" * 10, limit=6)
    ('Ana\\x1b[31m', 'xxx...')
    """
    out = _UNPRINTABLE.sub(_escape, text)
    if limit is not None and len(out) > limit:
        out = out[:max(limit - 3, 1)] + "..."
    return out


def short(value: Any, limit: int = 40) -> str:
    """``repr(value)``, cut to ``limit`` characters: bad input quoted in a one-line error.

    ``repr`` already escapes control characters; :func:`printable` also escapes what ``repr``
    leaves (direction overrides), and the cut keeps error lines short whatever was typed.
    """
    text = printable(repr(value))
    return text if len(text) <= limit else text[:limit - 3] + "..."


#: The longest player name a score sheet accepts.
MAX_NAME: Final = 60


def read_name(data: dict[str, Any], number: int) -> tuple[str, str]:
    """The ``name`` of player ``number`` in a score sheet, and the words that name them in errors.

    >>> read_name({"name": " Ana "}, 1)
    ('Ana', "player 'Ana'")
    >>> read_name({"name": ""}, 2)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: player 2: needs a non-empty 'name' (at most 60 characters)
    """
    name = data.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise InvalidNotation(f"player {number}: needs a non-empty 'name' (at most {MAX_NAME} characters)")
    name = printable(name.strip())
    return name, f"player {short(name)}"


def read_player(data: Any, number: int, fields: Sequence[str]) -> tuple[str, str]:
    """Check that player ``number`` of a score sheet is an object with a name and only ``fields``;
    return the name and the words that name them in errors (as :func:`read_name`).

    >>> read_player({"name": "Ana", "gems": 3}, 1, ("name", "gems"))
    ('Ana', "player 'Ana'")
    >>> read_player({"name": "Ana", "gem": 3}, 1, ("name", "gems"))
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: player 'Ana': unknown field 'gem' (fields: name, gems)
    """
    if not isinstance(data, dict):
        raise InvalidNotation(f"player {number}: each player must be an object, not {short(data)}")
    name, who = read_name(data, number)
    extra = sorted(set(data) - set(fields))
    if extra:
        raise InvalidNotation(f"{who}: unknown field {short(extra[0])} (fields: {', '.join(fields)})")
    return name, who


def parse_enum(cls: Any, text: Any, what: str) -> Any:
    """Read an enum member from its value, case-insensitively, or say which values exist.

    >>> from playaid.rules.toledo1085 import Sector
    >>> parse_enum(Sector, " Science", "sector")
    Sector.SCIENCE
    >>> parse_enum(Sector, "art", "sector")
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: unknown sector 'art' (allowed: commerce, culture, theology, science)
    """
    allowed = ", ".join(m.value for m in cls)
    if not isinstance(text, str):
        raise InvalidNotation(f"a {what} must be written as text ({allowed}), not {short(text)}")
    try:
        return cls(text.strip().lower())
    except ValueError:
        raise InvalidNotation(f"unknown {what} {short(text)} (allowed: {allowed})") from None


def sheet_players(data: Any, fewest: int = 1, most: int | None = None) -> list[Any]:
    """The ``players`` list of a decoded score sheet ``{"players": [...]}``, checked for shape.

    The count is checked before any player is read, so a sheet listing thousands of players is
    refused at once.

    >>> sheet_players({"players": [{"name": "Ana"}]}, fewest=2, most=4)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: the score sheet lists 1 player; a game has 2 to 4
    """
    if not isinstance(data, dict):
        raise InvalidNotation(f"the score sheet must be an object with a 'players' list, not {short(data)}")
    extra = sorted(set(data) - {"players"}, key=str)
    if extra:
        raise InvalidNotation(f"unknown top-level field {short(extra[0])} (the sheet holds only 'players')")
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise InvalidNotation("the score sheet needs a non-empty 'players' list")
    if len(players) < fewest or (most is not None and len(players) > most):
        count = f"{len(players)} player{'s' if len(players) != 1 else ''}"
        allowed = f"{fewest} to {most}" if most is not None else f"at least {fewest}"
        raise InvalidNotation(f"the score sheet lists {count}; a game has {allowed}")
    return players


def check_table(names: Sequence[str], fewest: int, most: int) -> None:
    """A table to score: ``fewest`` to ``most`` players, each name once.

    >>> check_table(["Ana", "Bo", "Ana"], 2, 4)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: player 'Ana' appears 2 times; every player needs a distinct name
    """
    if not fewest <= len(names) <= most:
        raise RulesError(f"a score sheet lists {fewest} to {most} players, not {len(names)}")
    seen: dict[str, int] = {}
    for name in names:
        seen[name] = seen.get(name, 0) + 1
    for name, n in seen.items():
        if n > 1:
            raise RulesError(f"player {short(name)} appears {n} times; every player needs a distinct name")


@dataclass(frozen=True, slots=True)
class Ruling:
    """A gap or contradiction in a rulebook, and what playaid does about it.

    ``source`` says what the rulebook says (or does not); ``ruling`` what the code implements;
    ``short`` is an optional few-word form for printed sheets. ``phrases`` are the words by which
    a surface states this ruling without quoting it whole (``"share the win"``): wherever one of
    them is printed, shown or spoken, :attr:`mark` stands beside it (``tests/test_rulings_marked.py``
    checks every document, page, report, help text and automaton transcript).
    """

    key: str
    topic: str
    source: str
    ruling: str
    short: str = ""
    phrases: tuple[str, ...] = ()

    @property
    def mark(self) -> str:
        """The marker and key printed beside the ruling: ``\u2020T1``."""
        return f"{RULING_MARK}{self.key}"
