"""Tolomeo's final score: the sheet's conversion table, bonus point cards, planet points, ties.

Part of the Tolomeo rules (see :mod:`playaid.rules.tolomeo`, which re-exports every public name defined
here). Only one value of the conversion table is printed in the rulebook (3 planets = 4 points);
every other value is read off the user's own sheet (†P1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any, Final

from playaid.rules.errors import InvalidNotation, RulesError
from playaid.rules.shared import read_name, sheet_players
from playaid.rules.tolomeo import (
    BONUS_CARD_VALUES,
    GAME,
    MAX_PLAYERS,
    PAWNS_PER_PLAYER,
    PLANET_END_POINTS,
    PLANETS,
    Planet,
    Side,
    _count,
    _mark,
    _short,
    bonus_cards_in_play,
    planet_set,
)


#: The conversion table of the player sheets, as far as the rulebook prints it: 3 planets studied
#: give 4 points (line 194); the rest is on the sheets (†P1).
KNOWN_PLANET_POINTS: Final[Mapping[int, int]] = MappingProxyType({3: 4})


def planet_points(studied: int, from_sheet: int | None = None) -> int:
    """Points for ``studied`` planets: read off the sheet by the user, or the one value printed.

    >>> planet_points(3)
    4
    >>> planet_points(5)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: the points for 5 planets studied are on your sheet's conversion table, which the rulebook does not print (it gives only 3 planets = 4 points): give them as planet_points (†P1)
    """
    n = _count(studied, "the number of planets studied", len(PLANETS))
    if from_sheet is None:
        if n in KNOWN_PLANET_POINTS:
            return KNOWN_PLANET_POINTS[n]
        known = "; ".join(f"{k} planets = {v} points" for k, v in KNOWN_PLANET_POINTS.items())
        raise RulesError(f"the points for {n} planets studied are on your sheet's conversion table, which"
                         f" the rulebook does not print (it gives only {known}): give them as"
                         f" planet_points ({_mark('P1')})")
    points = _count(from_sheet, "planet_points", 999)
    if n in KNOWN_PLANET_POINTS and points != KNOWN_PLANET_POINTS[n]:
        raise RulesError(f"{n} planets studied give {KNOWN_PLANET_POINTS[n]} points on the sheet (rulebook line"
                         f" 194), not {points}")
    return points


@dataclass(frozen=True, slots=True)
class Entry:
    """One player's line on the score sheet; ``None`` marks a value not given."""

    name: str
    side: Side
    studied: tuple[Planet, ...]
    bonus_cards: tuple[int, ...] = ()
    pawns_on_board: int | None = None
    planet_points: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """A player's final score: sheet points, bonus point cards, the planets' own points."""

    name: str
    side: Side
    studied: tuple[Planet, ...]
    planet_points: int
    bonus_cards: tuple[int, ...]
    planet_bonus: int
    pawns_on_board: int | None
    total: int

    @property
    def card_points(self) -> int:
        return sum(self.bonus_cards)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name, "total": self.total, "side": self.side.value,
            "studied": [p.value for p in self.studied], "planets_studied": len(self.studied),
            "planet_points": self.planet_points, "bonus_cards": list(self.bonus_cards),
            "bonus_card_points": self.card_points, "planet_bonus": self.planet_bonus,
            "pawns_on_board": self.pawns_on_board,
        }


def score_player(entry: Entry) -> PlayerScore:
    """Add up one player's points.

    >>> e = Entry("Ana", Side.B, (Planet.MOON, Planet.MARS, Planet.SUN), bonus_cards=(2,))
    >>> s = score_player(e)
    >>> s.planet_points, s.card_points, s.planet_bonus, s.total
    (4, 2, 2, 8)
    """
    try:
        points = planet_points(len(entry.studied), entry.planet_points)
    except RulesError as exc:
        raise type(exc)(f"player {entry.name!r}: {exc}") from None
    bonus = sum(PLANET_END_POINTS[entry.side].get(p, 0) for p in entry.studied)
    return PlayerScore(entry.name, entry.side, entry.studied, points, entry.bonus_cards, bonus,
                       entry.pawns_on_board, points + sum(entry.bonus_cards) + bonus)


def winners(scores: Sequence[PlayerScore]) -> tuple[str, ...]:
    """Most points; then most planets studied; then most pawns on the board (line 200); if still
    level, the tied players share the win (†T1).

    The pawn count is asked for only when it decides: a tie that reaches it without the count
    is refused, naming the players.
    """
    if not scores:
        return ()
    best = max((s.total, len(s.studied)) for s in scores)
    level = [s for s in scores if (s.total, len(s.studied)) == best]
    if len(level) == 1:
        return (level[0].name,)
    unknown = [s.name for s in level if s.pawns_on_board is None]
    if unknown:
        raise RulesError(f"{' and '.join(repr(n) for n in unknown)} tie on points and planets studied: give"
                         " pawns_on_board for the tied players to break the tie")
    top = max(s.pawns_on_board or 0 for s in level)
    return tuple(s.name for s in level if s.pawns_on_board == top)


@dataclass(frozen=True, slots=True)
class FinalScore:
    """Every player's score, in sheet order, and the winner or winners after the tie-breaks."""

    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"game": GAME, "players": [p.to_dict() for p in self.players], "winners": list(self.winners)}


def final_score(entries: Sequence[Entry]) -> FinalScore:
    """Score a table, checking what no single line can: one side, one conversion table, the cards out."""
    if not 1 <= len(entries) <= MAX_PLAYERS:
        raise RulesError(f"a score sheet lists 1 to {MAX_PLAYERS} players, not {len(entries)}")
    names = Counter(e.name for e in entries)
    for name, n in names.items():
        if n > 1:
            raise RulesError(f"player {name!r} appears {n} times; every player needs a distinct name")
    sides = {e.side for e in entries}
    if len(sides) > 1:
        raise RulesError(f"every player uses the same side of the sheet; this sheet mixes A and B ({_mark('P2')})")
    table: dict[int, tuple[int, str]] = {}
    for e in entries:
        if e.planet_points is None:
            continue
        n = len(e.studied)
        if n in table and table[n][0] != e.planet_points:
            raise RulesError(f"players {table[n][1]!r} and {e.name!r} both studied {n} planets but give"
                             f" {table[n][0]} and {e.planet_points} planet_points; the sheets share one table"
                             f" ({_mark('P2')})")
        table.setdefault(n, (e.planet_points, e.name))
    out = Counter(v for e in entries for v in e.bonus_cards)
    available = Counter(bonus_cards_in_play(len(entries)))
    for value in sorted(out):
        if out[value] > available[value]:
            raise RulesError(f"the sheet shows {out[value]} bonus point cards worth {value}; a"
                             f" {len(entries)}-player game puts out {available[value]}")
    scores = tuple(score_player(e) for e in entries)
    return FinalScore(scores, winners(scores))


def entry_from_dict(data: Any, number: int) -> Entry:
    """Read one player of a score sheet, naming the player and the field at fault."""
    if not isinstance(data, dict):
        raise InvalidNotation(f"player {number}: each player must be an object, not {_short(data)}")
    name, who = read_name(data, number)
    fields = ("name", "side", "studied", "bonus_cards", "pawns_on_board", "planet_points")
    extra = sorted(set(data) - set(fields))
    if extra:
        raise InvalidNotation(f"{who}: unknown field {_short(extra[0])} (fields: {', '.join(fields)})")
    for required in ("side", "studied"):
        if required not in data:
            raise InvalidNotation(f"{who}: needs a {required!r} field")
    try:
        side = Side.parse(data["side"])
        studied = planet_set(data["studied"])
        raw_cards = data.get("bonus_cards", [])
        if not isinstance(raw_cards, list):
            raise InvalidNotation(f"'bonus_cards' must be a list of points, not {_short(raw_cards)}")
        for v in raw_cards:
            if isinstance(v, bool) or v not in BONUS_CARD_VALUES:
                raise InvalidNotation(f"a bonus point card in play is worth 1 or 2, not {_short(v)}")
        pawns = data.get("pawns_on_board")
        if pawns is not None:
            most = PAWNS_PER_PLAYER - len(studied)
            if not isinstance(pawns, bool) and isinstance(pawns, int) and pawns > most >= 0:
                raise InvalidNotation(f"'pawns_on_board' is {pawns}: a set has {PAWNS_PER_PLAYER} pawns and"
                                      f" {len(studied)} sit on the sheet (one per planet studied), so at most"
                                      f" {most} can be on the board")
            pawns = _count(pawns, "'pawns_on_board'", most)
        points = data.get("planet_points")
        if points is not None:
            points = _count(points, "'planet_points'", 999)
        return Entry(name, side, studied, tuple(raw_cards), pawns, points)
    except RulesError as exc:
        raise type(exc)(f"{who}: {exc}") from None


def score_sheet(data: Any) -> FinalScore:
    """Score a decoded score sheet ``{"players": [...]}``, refusing anything a table cannot show."""
    players = sheet_players(data, most=MAX_PLAYERS)
    return final_score([entry_from_dict(p, i) for i, p in enumerate(players, 1)])
