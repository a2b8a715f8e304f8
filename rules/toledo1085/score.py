"""Toledo 1085 at the end: each player's columns, the end-game bonuses, the tie-break, score sheets.

A score sheet is JSON already decoded by the caller: ``{"players": [{"name": ..., "sectors":
[[card, ...], ...], "first_to_complete": ...}, ...]}``, one object per card.

>>> from playaid.rules.toledo1085.score import score_sheet
>>> sheet = {"players": [
...     {"name": "Ana", "sectors": [[{"kind": "sector", "sector": "science", "religion": "islam", "prestige": 6}]]},
...     {"name": "Bo", "sectors": []}]}
>>> [(p.name, p.total) for p in score_sheet(sheet).players]
[('Ana', 1), ('Bo', -5)]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from types import MappingProxyType

from playaid.rules.errors import IllegalPlacement, InvalidNotation, RulesError
from playaid.rules.game import FinalScore, TieBreak, TieBreaks
from playaid.rules.shared import check_table, read_player, sheet_players, short
from playaid.rules.text import ENGLISH, N_
from playaid.rules.toledo1085.data import (
    CARDS_PER_RELIGION,
    END_BONUS,
    FIRST_TO_COMPLETE_BONUS,
    GAME,
    MAX_COLUMNS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NOBILITY,
    Card,
    Column,
    CommonCard,
    CommonKind,
    NobilityCard,
    Religion,
    Sector,
    SectorCard,
    Tableau,
    nobility_cards,
    sector_religion_cards,
)
from playaid.rules.toledo1085.rulings import RULING

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any, Final

__all__ = [
    "CARD_FIELDS", "CARD_KINDS", "PLAYER_FIELDS", "TIES", "ColumnScore", "Entry", "PlayerScore",
    "card_from_dict", "card_to_dict", "check_deck", "end_bonus", "entry_from_dict", "final_score", "score_player", "score_sheet",
]

#: Most prestige wins; a tie goes to the most columns with all three religions; players still
#: level share the win (line 298), listed in sheet order (†T3).
TIES: Final = TieBreaks((
    TieBreak("three_religion_columns", text=N_("more columns with all three religions")),
))


def end_bonus(three_religion_columns: int) -> int:
    """
    >>> [end_bonus(n) for n in (4, 3, 2, 1, 0)]
    [12, 6, 1, -2, -5]
    """
    try:
        return END_BONUS[three_religion_columns]
    except KeyError:
        raise RulesError(f"a player has 0 to {MAX_COLUMNS} columns, not {three_religion_columns}") from None


@dataclass(frozen=True, slots=True)
class ColumnScore:
    """How one column scored at the end."""

    sector: Sector | None
    cards: int
    religions: tuple[Religion, ...]  #: every religion its cards show
    prestige: int
    bonus: int
    total: int
    complete: bool
    #: counted as a column with all three religions: never while it has no sector (†C8), as the
    #: player's :attr:`PlayerScore.three_religion_columns` counts it
    three_religions: bool = False

    @classmethod
    def of(cls, col: Column) -> ColumnScore:
        religions = tuple(r for r in Religion if r in col.religions)
        return cls(col.sector, len(col.cards), religions, col.prestige, col.bonus, col.total, col.complete,
                   col.three_religions)

    def to_dict(self) -> dict[str, Any]:
        return {
            "sector": self.sector.value if self.sector else None,
            "cards": self.cards,
            "religions": [r.value for r in self.religions],
            "prestige": self.prestige,
            "three_religions": self.three_religions,
            "bonus": self.bonus,
            "total": self.total,
            "complete": self.complete,
        }


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """A player's final score: columns, then the end-game bonuses."""

    name: str
    columns: tuple[ColumnScore, ...]
    column_points: int
    complete_sectors: int
    three_religion_columns: int
    end_bonus: int
    first_to_complete: bool
    first_bonus: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "total": self.total,
            "columns": [c.to_dict() for c in self.columns],
            "column_points": self.column_points,
            "complete_sectors": self.complete_sectors,
            "three_religion_columns": self.three_religion_columns,
            "end_bonus": self.end_bonus,
            "first_to_complete": self.first_to_complete,
            "first_bonus": self.first_bonus,
            "first_bonus_kept": self.first_bonus_kept,
        }

    @property
    def first_bonus_kept(self) -> bool:
        """First to complete, though a sector has since dropped below completion (†F1)."""
        return self.first_to_complete and self.complete_sectors < MAX_COLUMNS


def score_player(name: str, tableau: Tableau, first_to_complete: bool = False) -> PlayerScore:
    """A player's final score: columns (with their +2), then the end-game bonuses.

    The first to complete all four sectors keeps the bonus even if a sector fell below 10 in the
    rest of the last round (†F1), so ``first_to_complete`` is taken as given.

    >>> t = Tableau.of([SectorCard(Sector.SCIENCE, Religion.ISLAM, 6)])
    >>> s = score_player("Ana", t)
    >>> s.column_points, s.end_bonus, s.total
    (6, -5, 1)
    """
    cols = tuple(ColumnScore.of(c) for c in tableau.columns)
    points = sum(c.total for c in cols)
    n3 = tableau.three_religion_columns
    eb = end_bonus(n3)
    fb = FIRST_TO_COMPLETE_BONUS if first_to_complete else 0
    return PlayerScore(name, cols, points, tableau.complete_sectors, n3, eb, first_to_complete, fb,
                       points + eb + fb)


@dataclass(frozen=True, slots=True)
class Entry:
    """One player's line on the score sheet."""

    name: str
    tableau: Tableau
    first_to_complete: bool = False


def final_score(entries: Sequence[Entry]) -> FinalScore:
    """Score a table, checking what no single tableau can: one first finisher, the deck's limits."""
    check_table([e.name for e in entries], MIN_PLAYERS, MAX_PLAYERS)
    firsts = [e.name for e in entries if e.first_to_complete]
    if len(firsts) > 1:
        raise RulesError(f"only one player can be first to complete all four sectors, not {', '.join(firsts)};"
                         " of two who completed in one move, the first from the Scepter holder to the right"
                         f" is first ({RULING['F4'].mark})")
    finished = [e.name for e in entries if e.tableau.all_complete]
    if finished and not firsts:
        raise RulesError(f"player {short(finished[0])} shows four complete sectors, so someone completed all four"
                         " first and earns the bonus: mark that player with \"first_to_complete\": true")
    check_deck([e.tableau for e in entries], [e.name for e in entries])
    return FinalScore.of(GAME, [score_player(e.name, e.tableau, e.first_to_complete) for e in entries], TIES)


def check_deck(tableaus: Sequence[Tableau], names: Sequence[str] | None = None) -> None:
    """Refuse tables showing more cards of a kind than the deck holds (†C6).

    >>> column = [SectorCard(Sector.SCIENCE, Religion.ISLAM, 1)] * 11
    >>> check_deck([Tableau.of(column), Tableau.of(column)])
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: the tableaus show 22 science cards with a religion; the deck has 20 (†C6)
    """
    names = names or [f"seat {i}" for i in range(len(tableaus))]
    religions: Counter[Religion] = Counter()
    sectors: Counter[Sector | None] = Counter()
    commons: dict[CommonCard, str] = {}
    for name, tableau in zip(names, tableaus):
        for card in tableau.cards():
            if isinstance(card, CommonCard):
                if card in commons:
                    raise RulesError(f"player {short(name)}: the deck has one {card}, and player"
                                     f" {short(commons[card])} already shows it")
                commons[card] = name
            else:
                religions[card.religion] += 1
                sectors[card.fixed_sector] += 1
    mark = RULING["C6"].mark
    for sector, n in sectors.items():
        most = nobility_cards() if sector is None else sector_religion_cards()
        if n > most:
            what = "Nobility cards" if sector is None else f"{sector.value} cards with a religion"
            raise RulesError(f"the tableaus show {n} {what}; the deck has {most} ({mark})")
    for r, n in religions.items():
        if n > CARDS_PER_RELIGION:
            raise RulesError(f"the tableaus show {n} {r.value} cards; the deck has {CARDS_PER_RELIGION} ({mark})")


# --------------------------------------------------------------------------------------------
# Reading a hand-written score sheet (JSON data already decoded by the caller)

_COMMON_KINDS: Final = {k.value: k for k in CommonKind}

#: The fields of one player on a score sheet, as the calculator reads them; ``first_to_complete``
#: may be left out (it is then false).
PLAYER_FIELDS: Final = ("name", "sectors", "first_to_complete")
#: The kinds of card a score sheet names: a sector card, a Nobility card, or a common card.
CARD_KINDS: Final = ("sector", NOBILITY, *_COMMON_KINDS)
#: The fields of a card on a score sheet, by its kind. A common card's ``prestige`` may be left
#: out, since it is printed on the card (:data:`~playaid.rules.toledo1085.data.COMMON_PRESTIGE`).
#:
#: :meta hide-value:
CARD_FIELDS: Final[Mapping[str, tuple[str, ...]]] = MappingProxyType({
    "sector": ("kind", "sector", "religion", "prestige"),
    NOBILITY: ("kind", "religion", "prestige"),
    **{kind: ("kind", "sector", "prestige") for kind in _COMMON_KINDS},
})


def card_from_dict(data: Any) -> Card:
    """Read one card of a score sheet.

    >>> card_from_dict({"kind": "jester", "sector": "nobility"})
    CommonCard(kind=CommonKind.JESTER, sector=None)
    """
    if not isinstance(data, dict):
        raise InvalidNotation(f"a card must be an object with a 'kind', not {short(data)}")
    kind = data.get("kind")
    allowed = ", ".join(CARD_KINDS)
    if not isinstance(kind, str) or kind.strip().lower() not in CARD_FIELDS:
        raise InvalidNotation(f"unknown card kind {short(kind)} (allowed: {allowed})")
    kind = kind.strip().lower()
    keys = set(CARD_FIELDS[kind])
    extra = sorted(set(data) - keys)
    if extra:
        raise InvalidNotation(f"a {kind} card has no field {short(extra[0])} (fields: {', '.join(sorted(keys))})")
    missing = sorted(k for k in keys - {"prestige"} if k not in data)
    if kind in ("sector", "nobility") and "prestige" not in data:
        missing.append("prestige")
    if missing:
        raise InvalidNotation(f"a {kind} card needs a {missing[0]!r} field")
    if kind == "sector":
        return SectorCard(Sector.parse(data["sector"]), Religion.parse(data["religion"]), data["prestige"])
    if kind == "nobility":
        return NobilityCard(Religion.parse(data["religion"]), data["prestige"])
    common = _COMMON_KINDS[kind]
    raw = data["sector"]
    sector: Sector | None = None
    if not (isinstance(raw, str) and raw.strip().lower() == NOBILITY):
        try:
            sector = Sector.parse(raw)
        except InvalidNotation:
            raise InvalidNotation(f"unknown sector {short(raw)} for a {kind} (allowed: "
                                  f"{', '.join(s.value for s in Sector)}, {NOBILITY})") from None
    card = CommonCard(common, sector)
    if "prestige" in data and data["prestige"] != card.prestige:
        raise InvalidNotation(f"a {ENGLISH(common.label)} is always worth {card.prestige} prestige,"
                              f" not {short(data['prestige'])}")
    return card


def card_to_dict(card: Card) -> dict[str, Any]:
    """A card as a score sheet writes it: what :func:`card_from_dict` reads back.

    >>> card_to_dict(SectorCard(Sector.SCIENCE, Religion.ISLAM, 6))
    {'kind': 'sector', 'sector': 'science', 'religion': 'islam', 'prestige': 6}
    >>> card_to_dict(CommonCard(CommonKind.JESTER, None))
    {'kind': 'jester', 'sector': 'nobility'}
    """
    if isinstance(card, SectorCard):
        return {"kind": "sector", "sector": card.sector.value, "religion": card.religion.value,
                "prestige": card.prestige}
    if isinstance(card, NobilityCard):
        return {"kind": NOBILITY, "religion": card.religion.value, "prestige": card.prestige}
    return {"kind": card.kind.value, "sector": card.sector.value if card.sector else NOBILITY}


def _column(who: str, number: int, raw: Any) -> Column | None:
    """Column ``number`` of a player's sheet (``None`` for an empty list: a column not yet started)."""
    if not isinstance(raw, list):
        raise InvalidNotation(f"{who}, column {number}: a column must be a list of cards, not {short(raw)}")
    most = sector_religion_cards() + nobility_cards() + 2 * len(CommonKind)
    if len(raw) > most:
        raise InvalidNotation(f"{who}, column {number}: {len(raw)} cards, but the deck can fill a column with"
                              f" at most {most} ({RULING['C6'].mark})")
    cards = []
    for k, raw_card in enumerate(raw, 1):
        try:
            cards.append(card_from_dict(raw_card))
        except RulesError as exc:
            raise type(exc)(f"{who}, column {number}, card {k}: {exc}") from None
    if not cards:
        return None
    try:
        return Column(tuple(cards))
    except RulesError as exc:
        raise type(exc)(f"{who}, column {number}: {exc}") from None


def entry_from_dict(data: Any, number: int) -> Entry:
    """Read player ``number`` of a score sheet: a name, the columns, and whether first to complete."""
    name, who = read_player(data, number, PLAYER_FIELDS)
    first = data.get("first_to_complete", False)
    if not isinstance(first, bool):
        raise InvalidNotation(f"{who}: 'first_to_complete' must be true or false, not {short(first)}")
    if "sectors" not in data:
        raise InvalidNotation(f"{who}: needs a 'sectors' list of columns")
    sectors = data["sectors"]
    if not isinstance(sectors, list):
        raise InvalidNotation(f"{who}: 'sectors' must be a list of columns, not {short(sectors)}")
    if len(sectors) > MAX_COLUMNS:
        raise InvalidNotation(f"{who}: {len(sectors)} columns, but a player has at most {MAX_COLUMNS}")
    columns: list[Column] = []
    seen: dict[Sector, int] = {}
    for c, raw_col in enumerate(sectors, 1):
        column = _column(who, c, raw_col)
        if column is None:
            continue
        if column.sector is not None:
            if column.sector in seen:
                raise IllegalPlacement(f"{who}, column {c}: a second {column.sector.value} column (column"
                                       f" {seen[column.sector]} is {column.sector.value}); each sector gets one")
            seen[column.sector] = c
        columns.append(column)
    return Entry(name, Tableau(tuple(columns)), first)


def score_sheet(data: Any) -> FinalScore:
    """Score a decoded score sheet ``{"players": [...]}``, refusing anything a table cannot show."""
    players = sheet_players(data, fewest=MIN_PLAYERS, most=MAX_PLAYERS)
    return final_score([entry_from_dict(p, i) for i, p in enumerate(players, 1)])
