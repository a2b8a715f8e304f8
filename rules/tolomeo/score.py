"""Tolomeo's final score: the sheet's conversion table, bonus point cards, planet points, ties.

Only one value of the conversion table is printed in the rulebook (3 planets = 4 points); every
other value is read off the user's own sheet (†P4).

>>> from playaid.rules.tolomeo.score import score_sheet
>>> score_sheet({"players": [{"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"]}]}).players[0].total
6
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from playaid.rules.errors import InvalidNotation, RulesError
from playaid.rules.game import FinalScore, TieBreak, TieBreaks
from playaid.rules.shared import check_table, read_player, sheet_players, short
from playaid.rules.text import N_
from playaid.rules.tolomeo.data import (
    BONUS_CARD_VALUES,
    GAME,
    KNOWN_PLANET_POINTS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PAWNS_PER_PLAYER,
    PLANET_END_POINTS,
    PLANETS,
    Planet,
    Side,
    bonus_cards_in_play,
    planet_set,
    read_count,
)
from playaid.rules.tolomeo.rulings import mark

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Final

__all__ = ["MAX_SHEET_POINTS", "PLAYER_FIELDS", "TIES", "Entry", "PlayerScore", "entry_from_dict", "final_score",
           "planet_points", "score_player", "score_sheet"]

#: Level on points, players compare the planets they studied, then the pawns they have on the board
#: (line 200); still level, they share the win (†T8). The pawn count is asked for only when it decides.
TIES: Final = TieBreaks((
    TieBreak("planets_studied", N_("more planets studied")),
    TieBreak("pawns_on_board", N_("more pawns on the board"), field="pawns_on_board"),
), shared_ruling="T8")

#: The most points a player sheet's conversion table may give: a bound against typing errors.
MAX_SHEET_POINTS: Final = 999

#: The fields of one player on a score sheet, the only ones :func:`entry_from_dict` accepts (the
#: score pad prints a row for each): ``side`` and ``studied`` are required, the others optional.
PLAYER_FIELDS: Final = ("name", "side", "studied", "bonus_cards", "pawns_on_board", "planet_points")


def planet_points(studied: int, from_sheet: int | None = None) -> int:
    """Points for ``studied`` planets: read off the sheet by the user, or the one value printed.

    >>> planet_points(3)
    4
    >>> planet_points(5)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: the points for 5 planets studied are on your sheet's conversion table, which the rulebook does not print (it gives only 3 planets = 4 points): give them as planet_points (†P4)
    """
    n = read_count(studied, "the number of planets studied", len(PLANETS))
    if from_sheet is None:
        if n in KNOWN_PLANET_POINTS:
            return KNOWN_PLANET_POINTS[n]
        known = "; ".join(f"{k} planets = {v} points" for k, v in KNOWN_PLANET_POINTS.items())
        raise RulesError(f"the points for {n} planets studied are on your sheet's conversion table, which"
                         f" the rulebook does not print (it gives only {known}): give them as"
                         f" planet_points ({mark('P4')})")
    points = read_count(from_sheet, "planet_points", MAX_SHEET_POINTS)
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

    @property
    def planets_studied(self) -> int:
        return len(self.studied)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name, "total": self.total, "side": self.side.value,
            "studied": [p.value for p in self.studied], "planets_studied": self.planets_studied,
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


def final_score(entries: Sequence[Entry]) -> FinalScore:
    """Score a table, checking what no single line can: one side, one conversion table, the cards
    out; the winners follow :data:`TIES`."""
    check_table([e.name for e in entries], MIN_PLAYERS, MAX_PLAYERS)
    sides = {e.side for e in entries}
    if len(sides) > 1:
        raise RulesError(f"every player uses the same side of the sheet; this sheet mixes A and B ({mark('P5')})")
    table: dict[int, tuple[int, str]] = {}
    for e in entries:
        if e.planet_points is None:
            continue
        n = len(e.studied)
        if n in table and table[n][0] != e.planet_points:
            raise RulesError(f"players {table[n][1]!r} and {e.name!r} both studied {n} planets but give"
                             f" {table[n][0]} and {e.planet_points} planet_points; the sheets share one table"
                             f" ({mark('P5')})")
        table.setdefault(n, (e.planet_points, e.name))
    out = Counter(v for e in entries for v in e.bonus_cards)
    available = Counter(bonus_cards_in_play(len(entries)))
    for value in sorted(out):
        if out[value] > available[value]:
            raise RulesError(f"the sheet shows {out[value]} bonus point cards worth {value}; a"
                             f" {len(entries)}-player game puts out {available[value]}")
    return FinalScore.of(GAME, [score_player(e) for e in entries], TIES)


def entry_from_dict(data: Any, number: int) -> Entry:
    """Read one player of a score sheet, naming the player and the field at fault."""
    name, who = read_player(data, number, PLAYER_FIELDS)
    for required in ("side", "studied"):
        if required not in data:
            raise InvalidNotation(f"{who}: needs a {required!r} field")
    try:
        side = Side.parse(data["side"])
        studied = planet_set(data["studied"])
        raw_cards = data.get("bonus_cards", [])
        if not isinstance(raw_cards, list):
            raise InvalidNotation(f"'bonus_cards' must be a list of points, not {short(raw_cards)}")
        for v in raw_cards:
            if isinstance(v, bool) or v not in BONUS_CARD_VALUES:
                raise InvalidNotation(f"a bonus point card in play is worth 1 or 2, not {short(v)}")
        pawns = data.get("pawns_on_board")
        if pawns is not None:
            most = PAWNS_PER_PLAYER - len(studied)
            if not isinstance(pawns, bool) and isinstance(pawns, int) and pawns > most >= 0:
                raise InvalidNotation(f"'pawns_on_board' is {pawns}: a set has {PAWNS_PER_PLAYER} pawns and"
                                      f" {len(studied)} sit on the sheet (one per planet studied), so at most"
                                      f" {most} can be on the board")
            pawns = read_count(pawns, "'pawns_on_board'", most)
        points = data.get("planet_points")
        if points is not None:
            points = read_count(points, "'planet_points'", MAX_SHEET_POINTS)
        return Entry(name, side, studied, tuple(raw_cards), pawns, points)
    except RulesError as exc:
        raise type(exc)(f"{who}: {exc}") from None


def score_sheet(data: Any) -> FinalScore:
    """Score a decoded score sheet ``{"players": [...]}``, refusing anything a table cannot show."""
    players = sheet_players(data, fewest=MIN_PLAYERS, most=MAX_PLAYERS)
    return final_score([entry_from_dict(p, i) for i, p in enumerate(players, 1)])
