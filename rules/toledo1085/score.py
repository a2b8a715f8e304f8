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

from playaid.rules.errors import Check, IllegalPlacement, InvalidNotation, RulesError
from playaid.rules.game import FinalScore, TieBreak, TieBreaks, folded
from playaid.rules.shared import check_count, check_names, player, read_player, sheet_players, short
from playaid.rules.text import ENGLISH, N_, NC_, Said
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
    check_prestige,
    nobility_cards,
    sector_religion_cards,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any, Final

    from playaid.rules.text import Text

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
        raise RulesError("toledo1085.columns_range", most=MAX_COLUMNS, value=three_religion_columns) from None


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
    """Score a table, checking what no single tableau can: one first finisher, the deck's limits.
    Every fault is found before the table is refused."""
    check_count(len(entries), MIN_PLAYERS, MAX_PLAYERS)
    check = Check()
    check(check_names, [e.name for e in entries])
    return _scored(entries, check)


def _scored(entries: Sequence[Entry], check: Check) -> FinalScore:
    """The table's score, once what no single tableau can show is checked (every fault collected
    in ``check``); the entries may be those of the sheet that could be read."""
    firsts = [e.name for e in entries if e.first_to_complete]
    if len(firsts) > 1:
        check.add(RulesError("toledo1085.two_firsts", names=", ".join(firsts)))
    finished = [e.name for e in entries if e.tableau.all_complete]
    if finished and not firsts:
        check.add(RulesError("toledo1085.first_unmarked", name=short(finished[0]), field='"first_to_complete": true'))
    check(check_deck, [e.tableau for e in entries], [e.name for e in entries])
    check.done()
    return FinalScore.of(GAME, [score_player(e.name, e.tableau, e.first_to_complete) for e in entries], TIES)


def check_deck(tableaus: Sequence[Tableau], names: Sequence[str] | None = None) -> None:
    """Refuse tables showing more cards of a kind than the deck holds (†C6); every such fault at once.

    >>> column = [SectorCard(Sector.SCIENCE, Religion.ISLAM, 1)] * 11
    >>> check_deck([Tableau.of(column), Tableau.of(column)])
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: the tableaus show 22 science cards with a religion; the deck has 20 (†C6)
    """
    names = names or [f"seat {i}" for i in range(len(tableaus))]
    check = Check()
    religions: Counter[Religion] = Counter()
    sectors: Counter[Sector | None] = Counter()
    commons: dict[CommonCard, str] = {}
    for name, tableau in zip(names, tableaus):
        for card in tableau.cards():
            if isinstance(card, CommonCard):
                if card in commons:
                    check.add(RulesError("toledo1085.common_twice", card=card, other=short(commons[card])).at(
                        player(name)))
                    continue
                commons[card] = name
            else:
                religions[card.religion] += 1
                sectors[card.fixed_sector] += 1
    for sector, n in sectors.items():
        most = nobility_cards() if sector is None else sector_religion_cards()
        if n > most:
            what = Said(key="toledo1085.what_nobility_cards") if sector is None else Said(
                key="toledo1085.what_sector_cards", sector=sector)
            check.add(RulesError("toledo1085.deck_exceeded", count=n, what=what, most=most))
    for r, n in religions.items():
        if n > CARDS_PER_RELIGION:
            check.add(RulesError("toledo1085.deck_exceeded", count=n,
                                 what=Said(key="toledo1085.what_religion_cards", religion=r), most=CARDS_PER_RELIGION))
    check.done()


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


def _kind_names(lang: Text) -> dict[str, str]:
    """The card kinds of a score sheet by the word that names them: the English words, and in
    another language also the names its pad prints (``settore``, ``nobiltà``, ``giullare``)."""
    names = {kind: kind for kind in CARD_KINDS}
    if lang.lang != ENGLISH.lang:
        names[folded(lang(_KIND_SECTOR))] = "sector"
        names[folded(lang(_KIND_NOBILITY))] = NOBILITY
        names.update({folded(k.name_in(lang)): k.value for k in CommonKind})
    return names


_KIND_SECTOR = NC_("a kind of card on a Toledo 1085 score sheet", "sector")
_KIND_NOBILITY = NC_("a kind of card on a Toledo 1085 score sheet", "nobility")


def _words(english: Sequence[str], names: Sequence[str], lang: Text) -> Any:
    """The words a refusal lists as allowed: the English ones, and first the language's own."""
    values = ", ".join(english)
    if lang.lang == ENGLISH.lang:
        return values
    return Said(key="shared.words_in_two_languages", names=", ".join(names), values=values)


def card_from_dict(data: Any, lang: Text = ENGLISH) -> Card:
    """Read one card of a score sheet; its values may be written in the language of ``lang`` too,
    as that language's pad names them.

    >>> card_from_dict({"kind": "jester", "sector": "nobility"})
    CommonCard(kind=CommonKind.JESTER, sector=None)
    >>> from playaid.automata.language import text_for
    >>> card_from_dict({"kind": "settore", "sector": "scienza", "religion": "ebraismo", "prestige": 3}, text_for("it"))
    SectorCard(sector=Sector.SCIENCE, religion=Religion.JUDAISM, prestige=3)
    """
    if not isinstance(data, dict):
        raise InvalidNotation("toledo1085.card_shape", field="'kind'", value=short(data))
    kind = data.get("kind")
    names = _kind_names(lang)
    if not isinstance(kind, str) or folded(kind) not in names:
        allowed = _words(CARD_KINDS, [lang(_KIND_SECTOR), lang(_KIND_NOBILITY), *(k.name_in(lang) for k in CommonKind)],
                         lang)
        raise InvalidNotation("toledo1085.unknown_kind", value=short(kind), allowed=allowed)
    kind = names[folded(kind)]
    keys = set(CARD_FIELDS[kind])
    check = Check()
    for field in sorted(set(data) - keys, key=str):
        check.add(InvalidNotation("toledo1085.kind_field", kind=kind, field=short(field),
                                  fields=", ".join(sorted(keys))))
    missing = sorted(k for k in keys - {"prestige"} if k not in data)
    if kind in ("sector", "nobility") and "prestige" not in data:
        missing.append("prestige")
    for field in missing:
        check.add(InvalidNotation("toledo1085.kind_needs", kind=kind, field=repr(field)))
    check.done()
    if kind == "sector":
        sector = check(Sector.parse, data["sector"], lang)
        religion = check(Religion.parse, data["religion"], lang)
        check(check_prestige, data["prestige"])
        check.done()
        assert sector is not None and religion is not None
        return SectorCard(sector, religion, data["prestige"])
    if kind == "nobility":
        religion = check(Religion.parse, data["religion"], lang)
        check(check_prestige, data["prestige"])
        check.done()
        assert religion is not None
        return NobilityCard(religion, data["prestige"])
    common = _COMMON_KINDS[kind]
    raw = data["sector"]
    sector: Sector | None = None
    crown = {NOBILITY, folded(lang(_KIND_NOBILITY))}
    if not (isinstance(raw, str) and folded(raw) in crown):
        try:
            sector = Sector.parse(raw, lang)
        except InvalidNotation:
            allowed = _words([*(s.value for s in Sector), NOBILITY],
                             [*(s.name_in(lang) for s in Sector), lang(_KIND_NOBILITY)], lang)
            raise InvalidNotation("toledo1085.common_sector", value=short(raw), card=common,
                                  allowed=allowed) from None
    card = CommonCard(common, sector)
    if "prestige" in data and data["prestige"] != card.prestige:
        raise InvalidNotation("toledo1085.common_prestige", card=common.label, prestige=card.prestige,
                              value=short(data["prestige"]))
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


def _column(check: Check, number: int, raw: Any, lang: Text) -> Column | None:
    """Column ``number`` of a player's sheet (``None`` for an empty list, a column not yet started,
    or one refused: its faults are kept in ``check``)."""
    here = check.at(Said(key="toledo1085.column", column=number))
    if not isinstance(raw, list):
        here.add(InvalidNotation("toledo1085.column_shape", value=short(raw)))
        return None
    most = sector_religion_cards() + nobility_cards() + 2 * len(CommonKind)
    if len(raw) > most:
        here.add(InvalidNotation("toledo1085.column_cards", count=len(raw), most=most))
        return None
    cards = [here.at(Said(key="toledo1085.card", card=k))(card_from_dict, raw_card, lang)
             for k, raw_card in enumerate(raw, 1)]
    if not cards or any(c is None for c in cards):
        return None
    return here(Column, tuple(cards))


def entry_from_dict(data: Any, number: int, lang: Text = ENGLISH) -> Entry:
    """Read player ``number`` of a score sheet: a name, the columns, and whether first to complete;
    every fault of the player at once (the values may be written in the language of ``lang``)."""
    check = Check()
    name, who = read_player(data, number, PLAYER_FIELDS, check)
    check = check.at(who)
    first = data.get("first_to_complete", False)
    if not isinstance(first, bool):
        check.add(InvalidNotation("shared.true_or_false", field="'first_to_complete'", value=short(first)))
    columns: list[Column] = []
    if "sectors" not in data:
        check.add(InvalidNotation("toledo1085.needs_sectors", field="'sectors'"))
    elif not isinstance(data["sectors"], list):
        check.add(InvalidNotation("toledo1085.sectors_shape", field="'sectors'", value=short(data["sectors"])))
    elif len(data["sectors"]) > MAX_COLUMNS:
        check.add(InvalidNotation("toledo1085.too_many_columns", count=len(data["sectors"]), most=MAX_COLUMNS))
    else:
        seen: dict[Sector, int] = {}
        for c, raw_col in enumerate(data["sectors"], 1):
            column = _column(check, c, raw_col, lang)
            if column is None:
                continue
            if column.sector is not None:
                if column.sector in seen:
                    check.add(IllegalPlacement("toledo1085.second_column", sector=column.sector,
                                               first=seen[column.sector]).at(Said(key="toledo1085.column", column=c)))
                    continue
                seen[column.sector] = c
            columns.append(column)
    check.done()
    return Entry(name, Tableau(tuple(columns)), first)


def score_sheet(data: Any, lang: Text = ENGLISH) -> FinalScore:
    """Score a decoded score sheet ``{"players": [...]}``, refusing anything a table cannot show:
    the whole sheet is read first, and every fault is named at once. In another language
    (``lang``) the values may be written as that language's pad names them; the keys stay."""
    players = sheet_players(data, fewest=MIN_PLAYERS, most=MAX_PLAYERS)
    check = Check()
    entries = [check(entry_from_dict, p, i, lang) for i, p in enumerate(players, 1)]
    read = [e for e in entries if e is not None]
    check(check_names, [e.name for e in read])
    return _scored(read, check)
