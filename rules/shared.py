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

from playaid.rules.errors import Check, InvalidNotation, RulesError, refusals
from playaid.rules.text import N_, NP_, RULING_MARK, Said

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

#: What every game refuses alike, and the words by which a refusal names its place (``player 'Ana'``).
REFUSALS: Final = refusals("shared", {
    "player": N_("player {name}"),
    "player_number": N_("player {number}"),
    "needs_name": N_("needs a non-empty {field} (at most {most} characters)"),
    "player_not_object": N_("each player must be an object, not {value}"),
    "unknown_field": N_("unknown field {field} (fields: {fields})"),
    "needs_field": N_("needs a {field} field"),
    "not_text": N_("a {what} must be written as text ({allowed}), not {value}"),
    "unknown_word": N_("unknown {what} {value} (allowed: {allowed})"),
    "words_in_two_languages": N_("{names}, or in English {values}"),
    "sheet_not_object": N_("the score sheet must be an object with a {field} list, not {value}"),
    "unknown_top_field": N_("unknown top-level field {field} (the sheet holds only {fields})"),
    "no_players": N_("the score sheet needs a non-empty {field} list"),
    "players_count": NP_("the score sheet lists {count} player; a game has {fewest} to {most}",
                         "the score sheet lists {count} players; a game has {fewest} to {most}"),
    "players_at_least": NP_("the score sheet lists {count} player; a game has at least {fewest}",
                            "the score sheet lists {count} players; a game has at least {fewest}"),
    "table_count": N_("a score sheet lists {fewest} to {most} players, not {count}"),
    "name_twice": N_("player {name} appears {count} times; every player needs a distinct name"),
    "level": N_("{names} are level; give each of them {field} to break the tie"),
    "unknown_game": N_("unknown game {value} (games: {games})"),
    "true_or_false": N_("{field} must be true or false, not {value}"),
    "whole_number": N_("{field} must be a whole number, not {value}"),
})


def player(name: str) -> Said:
    """The words that name a player in a refusal: ``player 'Ana'``."""
    return Said(key="shared.player", name=short(name))


def read_name(data: dict[str, Any], number: int) -> tuple[str, Said]:
    """The ``name`` of player ``number`` in a score sheet, and the words that name them in errors.

    >>> name, who = read_name({"name": " Ana "}, 1)
    >>> name, str(who)
    ('Ana', "player 'Ana'")
    >>> read_name({"name": ""}, 2)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: player 2: needs a non-empty 'name' (at most 60 characters)
    """
    name = data.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise InvalidNotation("shared.needs_name", field="'name'", most=MAX_NAME).at(
            Said(key="shared.player_number", number=number))
    name = printable(name.strip())
    return name, player(name)


def read_player(data: Any, number: int, fields: Sequence[str], check: Check | None = None) -> tuple[str, Said]:
    """Check that player ``number`` of a score sheet is an object with a name and only ``fields``;
    return the name and the words that name them in errors (as :func:`read_name`). With a
    ``check``, the fields it does not know are faults kept there, and the reading goes on.

    >>> read_player({"name": "Ana", "gems": 3}, 1, ("name", "gems"))[0]
    'Ana'
    >>> read_player({"name": "Ana", "gem": 3}, 1, ("name", "gems"))
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: player 'Ana': unknown field 'gem' (fields: name, gems)
    """
    if not isinstance(data, dict):
        raise InvalidNotation("shared.player_not_object", value=short(data)).at(
            Said(key="shared.player_number", number=number))
    name, who = read_name(data, number)
    extra = sorted(set(data) - set(fields), key=str)
    for field in extra if check is not None else extra[:1]:
        fault = InvalidNotation("shared.unknown_field", field=short(field), fields=", ".join(fields)).at(who)
        if check is None:
            raise fault
        check.add(fault)
    return name, who


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
        raise InvalidNotation("shared.sheet_not_object", field="'players'", value=short(data))
    extra = sorted(set(data) - {"players"}, key=str)
    if extra:
        raise InvalidNotation("shared.unknown_top_field", field=short(extra[0]), fields="'players'")
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise InvalidNotation("shared.no_players", field="'players'")
    if len(players) < fewest or (most is not None and len(players) > most):
        if most is None:
            raise InvalidNotation("shared.players_at_least", count=len(players), fewest=fewest)
        raise InvalidNotation("shared.players_count", count=len(players), fewest=fewest, most=most)
    return players


def check_table(names: Sequence[str], fewest: int, most: int) -> None:
    """A table to score: ``fewest`` to ``most`` players, each name once.

    >>> check_table(["Ana", "Bo", "Ana"], 2, 4)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: player 'Ana' appears 2 times; every player needs a distinct name
    """
    check_count(len(names), fewest, most)
    check_names(names)


def check_count(players: int, fewest: int, most: int) -> None:
    """A table of ``fewest`` to ``most`` players."""
    if not fewest <= players <= most:
        raise RulesError("shared.table_count", fewest=fewest, most=most, count=players)


def check_names(names: Sequence[str]) -> None:
    """Each name of a table once; every name given twice is a fault.

    >>> check_names(["Ana", "Bo", "Ana", "Bo"])
    Traceback (most recent call last):
    ...
    playaid.rules.errors.Faults: 2 faults:
      player 'Ana' appears 2 times; every player needs a distinct name
      player 'Bo' appears 2 times; every player needs a distinct name
    """
    seen: dict[str, int] = {}
    for name in names:
        seen[name] = seen.get(name, 0) + 1
    check = Check()
    for name, n in seen.items():
        if n > 1:
            check.add(RulesError("shared.name_twice", name=short(name), count=n))
    check.done()


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
