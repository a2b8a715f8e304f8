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
from playaid.rules.shared import check_table, printable, read_player, sheet_players, short
from playaid.rules.text import ENGLISH, N_
from playaid.rules.tolomeo.data import (
    BONUS_CARD_VALUES,
    GAME,
    KNOWN_PLANET_POINTS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PAWNS_PER_PLAYER,
    PLANET_END_POINTS,
    PLANETS,
    TOP_BONUS_CARD,
    BonusCard,
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

__all__ = ["CARD_FIELDS", "MAX_SHEET_POINTS", "PLAYER_FIELDS", "TIES", "Entry", "PlayerScore", "card_from_dict",
           "entry_from_dict", "final_score", "planet_points", "score_player", "score_sheet"]

#: Level on points, players compare the planets they studied, then the pawns they have on the board
#: (line 200); still level, they share the win (†T8). The pawn count is asked for only when it decides.
TIES: Final = TieBreaks((
    TieBreak("planets_studied", N_("more planets studied")),
    TieBreak("pawns_on_board", N_("more pawns on the board"), field="pawns_on_board"),
), shared_ruling="T8")

#: The most points a player sheet's conversion table may give: a bound against typing errors.
MAX_SHEET_POINTS: Final = 999

#: The fields of one player on a score sheet, the only ones :func:`entry_from_dict` accepts, in the
#: order the final score reads them (line 194: the planets studied and their points, the bonus
#: point cards; then the pawns, for a tie), which is the order of the score pad's rows:
#: ``side`` and ``studied`` are required, the others optional.
PLAYER_FIELDS: Final = ("name", "side", "studied", "planet_points", "bonus_cards", "pawns_on_board")

#: The fields of one bonus point card on a score sheet: its points and the planets it shows, read off
#: the card (†V4), so that the sheet can be held to line 179 (a card only for planets studied).
CARD_FIELDS: Final = ("points", "planets")


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
    bonus_cards: tuple[BonusCard, ...] = ()
    pawns_on_board: int | None = None
    planet_points: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """A player's final score: sheet points, bonus point cards, the planets' own points."""

    name: str
    side: Side
    studied: tuple[Planet, ...]
    planet_points: int
    bonus_cards: tuple[BonusCard, ...]
    planet_bonus: int
    pawns_on_board: int | None
    total: int

    @property
    def card_points(self) -> int:
        return sum(card.points for card in self.bonus_cards)

    @property
    def planets_studied(self) -> int:
        return len(self.studied)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name, "total": self.total, "side": self.side.value,
            "studied": [p.value for p in self.studied], "planets_studied": self.planets_studied,
            "planet_points": self.planet_points, "bonus_cards": [card.to_dict() for card in self.bonus_cards],
            "bonus_card_points": self.card_points, "planet_bonus": self.planet_bonus,
            "pawns_on_board": self.pawns_on_board,
        }


def score_player(entry: Entry) -> PlayerScore:
    """Add up one player's points, once every bonus point card is shown to be theirs to take: a
    card goes only to a player who has studied every planet it shows (line 179), and a planet
    studied stays studied.

    >>> e = Entry("Ana", Side.B, (Planet.MOON, Planet.MARS, Planet.SUN), bonus_cards=(BonusCard.of(2, ["sun"]),))
    >>> s = score_player(e)
    >>> s.planet_points, s.card_points, s.planet_bonus, s.total
    (4, 2, 2, 8)
    >>> score_player(Entry("Bo", Side.A, (Planet.MOON,), (BonusCard.of(1, ["moon", "venus"]),), planet_points=1))
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: player 'Bo': the bonus point card worth 1 showing Moon and Venus goes only to a player who has studied every planet on it (rulebook line 179); Bo has not studied Venus
    """
    who = f"player {short(entry.name)}"
    try:
        points = planet_points(len(entry.studied), entry.planet_points)
    except RulesError as exc:
        raise type(exc)(f"{who}: {exc}") from None
    for card in entry.bonus_cards:
        missing = [p for p in card.planets if p not in entry.studied]
        if missing:
            raise RulesError(f"{who}: the bonus point card worth {card.points} showing"
                             f" {ENGLISH.join(map(str, card.planets))} goes only to a player who has studied every"
                             f" planet on it (rulebook line 179); {printable(entry.name, 60)} has not studied"
                             f" {ENGLISH.join(map(str, missing))}")
    bonus = sum(PLANET_END_POINTS[entry.side].get(p, 0) for p in entry.studied)
    cards = sum(card.points for card in entry.bonus_cards)
    return PlayerScore(entry.name, entry.side, entry.studied, points, entry.bonus_cards, bonus,
                       entry.pawns_on_board, points + cards + bonus)


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
    out = Counter(card.points for e in entries for card in e.bonus_cards)
    available = Counter(bonus_cards_in_play(len(entries)))
    for value in sorted(out):
        if out[value] > available[value]:
            raise RulesError(f"the sheet shows {out[value]} bonus point cards worth {value}; a"
                             f" {len(entries)}-player game puts out {available[value]}")
    return FinalScore.of(GAME, [score_player(e) for e in entries], TIES)


def card_from_dict(data: Any) -> BonusCard:
    """Read one bonus point card of a score sheet: ``{"points": 2, "planets": ["moon", "sun"]}``.

    >>> card_from_dict({"points": 1, "planets": ["sun", "moon"]})
    BonusCard(points=1, planets=(Planet.MOON, Planet.SUN))
    >>> card_from_dict(2)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: a bonus point card is written with its points and the planets it shows, as {"points": 2, "planets": ["moon", "sun"]}, not 2
    """
    fields = ", ".join(CARD_FIELDS)
    if not isinstance(data, dict):
        raise InvalidNotation('a bonus point card is written with its points and the planets it shows, as'
                              f' {{"points": {TOP_BONUS_CARD}, "planets": ["moon", "sun"]}}, not {short(data)}')
    extra = sorted(set(data) - set(CARD_FIELDS), key=str)
    if extra:
        raise InvalidNotation(f"a bonus point card has an unknown field {short(extra[0])} (fields: {fields})")
    for required in CARD_FIELDS:
        if required not in data:
            raise InvalidNotation(f"a bonus point card needs a {required!r} field (fields: {fields})")
    value = data["points"]
    if isinstance(value, bool) or not isinstance(value, int) or value not in BONUS_CARD_VALUES:
        worth = " or ".join(map(str, sorted(BONUS_CARD_VALUES)))
        raise InvalidNotation(f"a bonus point card in play is worth {worth}, not {short(value)}")
    return BonusCard(value, planet_set(data["planets"]))


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
            raise InvalidNotation(f"'bonus_cards' must be a list of cards, not {short(raw_cards)}")
        cards = tuple(card_from_dict(c) for c in raw_cards)
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
        return Entry(name, side, studied, cards, pawns, points)
    except RulesError as exc:
        raise type(exc)(f"{who}: {exc}") from None


def score_sheet(data: Any) -> FinalScore:
    """Score a decoded score sheet ``{"players": [...]}``, refusing anything a table cannot show."""
    players = sheet_players(data, fewest=MIN_PLAYERS, most=MAX_PLAYERS)
    return final_score([entry_from_dict(p, i) for i, p in enumerate(players, 1)])
