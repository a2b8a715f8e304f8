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

from playaid.rules.errors import Check, InvalidNotation, RulesError
from playaid.rules.game import FinalScore, TieBreak, TieBreaks
from playaid.rules.shared import check_count, check_names, player, printable, read_player, sheet_players, short
from playaid.rules.text import ENGLISH, N_, Listed, Said
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

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Final

    from playaid.rules.text import Text

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
    n = read_count(studied, Said(key="tolomeo.what_planets_studied"), len(PLANETS))
    if from_sheet is None:
        if n in KNOWN_PLANET_POINTS:
            return KNOWN_PLANET_POINTS[n]
        known = Listed((Said(key="tolomeo.planets_give_points", planets=k, points=v)
                        for k, v in KNOWN_PLANET_POINTS.items()), commas=True)
        raise RulesError("tolomeo.points_off_the_sheet", count=n, known=known, field="planet_points")
    points = read_count(from_sheet, "planet_points", MAX_SHEET_POINTS)
    if n in KNOWN_PLANET_POINTS and points != KNOWN_PLANET_POINTS[n]:
        raise RulesError("tolomeo.printed_points", count=n, printed=KNOWN_PLANET_POINTS[n], value=points)
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
    check = Check(player(entry.name))
    points = check(planet_points, len(entry.studied), entry.planet_points)
    for card in entry.bonus_cards:
        missing = [p for p in card.planets if p not in entry.studied]
        if missing:
            check.add(RulesError("tolomeo.card_not_studied", points=card.points, planets=Listed(card.planets),
                                 name=printable(entry.name, 60), missing=Listed(missing)))
    check.done()
    assert points is not None
    bonus = sum(PLANET_END_POINTS[entry.side].get(p, 0) for p in entry.studied)
    cards = sum(card.points for card in entry.bonus_cards)
    return PlayerScore(entry.name, entry.side, entry.studied, points, entry.bonus_cards, bonus,
                       entry.pawns_on_board, points + cards + bonus)


def final_score(entries: Sequence[Entry]) -> FinalScore:
    """Score a table, checking what no single line can: one side, one conversion table, the cards
    out; the winners follow :data:`TIES`. Every fault is found before the table is refused."""
    check_count(len(entries), MIN_PLAYERS, MAX_PLAYERS)
    check = Check()
    check(check_names, [e.name for e in entries])
    return _scored(entries, len(entries), check)


def _scored(entries: Sequence[Entry], players: int, check: Check) -> FinalScore:
    """The table's score, once what no single line can show is checked (every fault collected in
    ``check``) for a game of ``players``: the entries may be those of the sheet that could be read."""
    sides = {e.side for e in entries}
    if len(sides) > 1:
        check.add(RulesError("tolomeo.sides_mixed", sides=Listed(sorted(s.value for s in sides))))
    table: dict[int, tuple[int, str]] = {}
    for e in entries:
        if e.planet_points is None:
            continue
        n = len(e.studied)
        if n in table and table[n][0] != e.planet_points:
            check.add(RulesError("tolomeo.tables_differ", first=repr(table[n][1]), second=repr(e.name), count=n,
                                 points=table[n][0], other=e.planet_points, field="planet_points"))
        table.setdefault(n, (e.planet_points, e.name))
    out = Counter(card.points for e in entries for card in e.bonus_cards)
    available = Counter(bonus_cards_in_play(players))
    for value in sorted(out):
        if out[value] > available[value]:
            check.add(RulesError("tolomeo.cards_out", count=out[value], points=value, players=players,
                                 out=available[value]))
    scores = [check(score_player, e) for e in entries]
    check.done()
    return FinalScore.of(GAME, scores, TIES)


def card_from_dict(data: Any, lang: Text = ENGLISH) -> BonusCard:
    """Read one bonus point card of a score sheet: ``{"points": 2, "planets": ["moon", "sun"]}``
    (the planets' names may be written in the language of ``lang`` too).

    >>> card_from_dict({"points": 1, "planets": ["sun", "moon"]})
    BonusCard(points=1, planets=(Planet.MOON, Planet.SUN))
    >>> card_from_dict(2)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.InvalidNotation: a bonus point card is written with its points and the planets it shows, as {"points": 2, "planets": ["moon", "sun"]}, not 2
    """
    fields = ", ".join(CARD_FIELDS)
    if not isinstance(data, dict):
        example = f'{{"points": {TOP_BONUS_CARD}, "planets": ["moon", "sun"]}}'
        raise InvalidNotation("tolomeo.card_shape", example=example, value=short(data))
    extra = sorted(set(data) - set(CARD_FIELDS), key=str)
    if extra:
        raise InvalidNotation("tolomeo.card_field", field=short(extra[0]), fields=fields)
    for required in CARD_FIELDS:
        if required not in data:
            raise InvalidNotation("tolomeo.card_needs", field=repr(required), fields=fields)
    value = data["points"]
    if isinstance(value, bool) or not isinstance(value, int) or value not in BONUS_CARD_VALUES:
        worth = Said(key="tolomeo.either", first=min(BONUS_CARD_VALUES), second=max(BONUS_CARD_VALUES))
        raise InvalidNotation("tolomeo.card_points", worth=worth, value=short(value))
    return BonusCard(value, planet_set(data["planets"], None, lang))


def entry_from_dict(data: Any, number: int, lang: Text = ENGLISH) -> Entry:
    """Read one player of a score sheet, naming the player and the field at fault: every fault of
    the player at once (the names of sides and planets may be written in the language of ``lang``)."""
    check = Check()
    name, who = read_player(data, number, PLAYER_FIELDS, check)
    check = check.at(who)
    for required in ("side", "studied"):
        if required not in data:
            check.add(InvalidNotation("shared.needs_field", field=repr(required)))
    side = check(Side.parse, data["side"], lang) if "side" in data else None
    studied = check(planet_set, data["studied"], None, lang) if "studied" in data else None
    raw_cards = data.get("bonus_cards", [])
    cards: list[BonusCard] = []
    if not isinstance(raw_cards, list):
        check.add(InvalidNotation("tolomeo.cards_not_list", field="'bonus_cards'", value=short(raw_cards)))
    else:
        cards = [card for card in (check.at(Said(key="tolomeo.bonus_card", number=i))(card_from_dict, c, lang)
                                   for i, c in enumerate(raw_cards, 1)) if card is not None]
    pawns = data.get("pawns_on_board")
    if pawns is not None:
        most = PAWNS_PER_PLAYER - len(studied or ())
        if studied is not None and not isinstance(pawns, bool) and isinstance(pawns, int) and pawns > most >= 0:
            check.add(InvalidNotation("tolomeo.pawns_on_board", field="'pawns_on_board'", value=pawns,
                                      pawns=PAWNS_PER_PLAYER, count=len(studied), most=most))
            pawns = None
        else:
            pawns = check(read_count, pawns, "'pawns_on_board'", most)
    points = data.get("planet_points")
    if points is not None:
        points = check(read_count, points, "'planet_points'", MAX_SHEET_POINTS)
    check.done()
    assert side is not None and studied is not None
    return Entry(name, side, studied, tuple(cards), pawns, points)


def score_sheet(data: Any, lang: Text = ENGLISH) -> FinalScore:
    """Score a decoded score sheet ``{"players": [...]}``, refusing anything a table cannot show.

    The whole sheet is read before it is refused, and the refusal names every fault at once:

    >>> score_sheet({"players": [{"name": "Ana", "side": "C", "studied": ["moon", "pluto"]},
    ...                          {"name": "Bo", "side": "B", "studied": ["sun"], "gems": 2}]})
    Traceback (most recent call last):
    ...
    playaid.rules.errors.Faults: 3 faults:
      player 'Ana': unknown sheet side 'C' (allowed: A, B)
      player 'Ana': unknown planet 'pluto' (allowed: moon, mercury, venus, sun, mars, jupiter, saturn)
      player 'Bo': unknown field 'gems' (fields: name, side, studied, planet_points, bonus_cards, pawns_on_board)

    In an Italian session the values may be written as the Italian pad names them; the keys stay:

    >>> from playaid.automata.language import text_for
    >>> sheet = {"players": [{"name": "Ana", "side": "B", "studied": ["luna", "marte", "sole"]}]}
    >>> score_sheet(sheet, text_for("it")).players[0].total
    6
    """
    players = sheet_players(data, fewest=MIN_PLAYERS, most=MAX_PLAYERS)
    check = Check()
    entries = [check(entry_from_dict, p, i, lang) for i, p in enumerate(players, 1)]
    read = [e for e in entries if e is not None]
    check(check_names, [e.name for e in read])
    return _scored(read, len(players), check)
