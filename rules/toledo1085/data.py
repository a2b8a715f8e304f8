"""Toledo 1085 in numbers: coins, cards, columns and the tables of the rulebook.

Follows the Toledo 1085 rulebook, version 2.0 (the edition that renamed "copper" coins to
"vellum"), kept in ``../shared/seeds/000_d21e42874f209e4e.txt``; the comments give the line each
number comes from. Nothing here shuffles or draws: cards and bids are inputs.

>>> from playaid.rules.toledo1085.data import Purse, allowance
>>> allowance(4)
Purse(gold=1, silver=2, vellum=5)
>>> allowance(4).value
13
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter
from dataclasses import dataclass
from types import MappingProxyType

from playaid.rules.errors import IllegalAction, IllegalPayment, IllegalPlacement, InvalidNotation, RulesError
from playaid.rules.game import Choice
from playaid.rules.shared import short
from playaid.rules.text import ENGLISH, N_, NC_, Listed, Said
from playaid.rules.toledo1085.rulings import RULING

TYPE_CHECKING = False  # typing stays unimported at run time: the score command starts faster
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence
    from typing import Any, Final

__all__ = [
    "ALLOWANCE", "CARDS_PER_RELIGION", "CARDS_PER_SECTOR", "COINS_IN_BOX", "COIN_WORTH", "COMMON_COPIES",
    "COMMON_PRESTIGE", "COMPLETE_AT", "DECK_SIZE", "END_BONUS", "FIRST_TO_COMPLETE_BONUS", "GAME", "KING_EXTRA",
    "LENT_WORTH", "MATCH_GAMES", "MATCH_GOAL", "MAX_CARD_PRESTIGE", "MAX_COLUMNS", "MAX_PLAYERS", "MINTED_WORTH",
    "MIN_PLAYERS", "NOBILITY", "NOBLE_DRAW", "RELIGION_SYMBOL", "ROGUE_TAKES", "RULEBOOK", "SCEPTER", "SECTOR_ICON",
    "SHORT_MATCH_GOAL", "THREE_RELIGIONS_BONUS", "TITLE", "TWO_PLAYER_PROPOSALS",
    "Card", "Coin", "Column", "CommonCard", "CommonKind", "DeckPart", "NobilityCard", "Purse", "Religion",
    "Sector", "SectorCard", "Tableau",
    "allowance", "check_players", "check_prestige", "deck", "exact_payments", "is_wild", "nobility_cards", "sector_religion_cards",
]

GAME: Final = "toledo1085"
TITLE: Final = "Toledo 1085"
RULEBOOK: Final = N_("Toledo 1085 rulebook, version 2.0")
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4

#: A sector is complete at this much prestige (rulebook lines 39, 171, 271).
COMPLETE_AT: Final = 10
#: What a column showing all three religions adds, once (lines 39, 171, 253, 292).
THREE_RELIGIONS_BONUS: Final = 2
#: What the first player to complete all four sectors earns (line 285).
FIRST_TO_COMPLETE_BONUS: Final = 4
#: The deck: 116 cards (line 51), 30 of each religion (line 75), 25 per sector (line 83).
DECK_SIZE: Final = 116
CARDS_PER_RELIGION: Final = 30
CARDS_PER_SECTOR: Final = 25
#: The most prestige a score sheet accepts on a sector or Nobility card (†V3).
MAX_CARD_PRESTIGE: Final = COMPLETE_AT
#: The King turns up one card more than there are players (line 204).
KING_EXTRA: Final = 1
#: Each noble draws this many cards and proposes one of them (lines 208-210).
NOBLE_DRAW: Final = 2
#: With two players each noble draws and proposes this many times (line 312).
TWO_PLAYER_PROPOSALS: Final = 2
#: What a Rogue takes, per Rogue shown (lines 107-109).
ROGUE_TAKES: Final = 1
#: Several games in a row, as the editor's note suggests (line 300): play to this many points,
#: to the shorter goal for a shorter match, or simply this many games (†G3).
MATCH_GOAL: Final = 120
SHORT_MATCH_GOAL: Final = 100
MATCH_GAMES: Final = 3


def check_players(players: int) -> int:
    """``players``, if Toledo 1085 is played by that many; else an error that says who may play.

    >>> check_players(5)
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: Toledo 1085 is for 2 to 4 players, not 5
    """
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidNotation("shared.whole_number", field=Said(key="toledo1085.what_players"), value=short(players))
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError("toledo1085.players_range", title=TITLE, fewest=MIN_PLAYERS, most=MAX_PLAYERS, value=players)
    return players


# --------------------------------------------------------------------------------------------
# Coins and money


class Coin(Choice):
    """The three coins (dineros). Vellum is the coin earlier printings called copper (†M5).

    >>> Coin.parse("copper")
    Coin.VELLUM
    """

    GOLD = "gold", NC_("coin", "gold")
    SILVER = "silver", NC_("coin", "silver")
    VELLUM = "vellum", NC_("coin", "vellum")

    @property
    def worth(self) -> int:
        return COIN_WORTH[self]

    @classmethod
    def aliases(cls) -> dict[str, Coin]:
        return {"copper": cls.VELLUM}


COIN_WORTH: Final[Mapping[Coin, int]] = MappingProxyType({Coin.GOLD: 4, Coin.SILVER: 2, Coin.VELLUM: 1})
#: The coins in the box (lines 45-49): exactly four allowances of a 3-4 player game. No purse
#: holds more of a coin than the box.
COINS_IN_BOX: Final[Mapping[Coin, int]] = MappingProxyType({Coin.GOLD: 4, Coin.SILVER: 8, Coin.VELLUM: 20})

#: What a Moneylender makes a silver coin worth, and what a Minter makes a vellum coin worth.
LENT_WORTH: Final = COIN_WORTH[Coin.GOLD]
MINTED_WORTH: Final = COIN_WORTH[Coin.SILVER]

_PURSE_TOKEN = re.compile(r"(\d*)\s*([a-z]+)")
_PURSE_TEXT = re.compile(r"\s*\d*\s*[a-z]+(?:\s*[,+]?\s*\d*\s*[a-z]+)*\s*")
_PURSE_WORDS: Final = {
    "g": "gold", "gold": "gold",
    "s": "silver", "silver": "silver",
    "v": "vellum", "vellum": "vellum", "c": "vellum", "copper": "vellum",
    "l": "lent", "lent": "lent",
    "m": "minted", "minted": "minted",
}
_PURSE_NAMES: Final = {"gold": "gold", "silver": "silver", "vellum": "vellum",
                       "lent": "lent silver", "minted": "minted vellum"}


@dataclass(frozen=True, slots=True)
class Purse:
    """A set of coins: a player's money, a declared bid, or a payment.

    ``lent`` counts silver coins lying on a Moneylender (each now worth a gold) and ``minted``
    counts vellum coins lying on a Minter (each now worth a silver). Coins are never exchanged:
    subtracting a coin you do not hold fails even when you hold more value.

    >>> Purse(gold=1) == Purse(silver=2)
    False
    >>> Purse(gold=1).value == Purse(silver=2).value == Purse(vellum=4).value
    True
    """

    gold: int = 0
    silver: int = 0
    vellum: int = 0
    lent: int = 0
    minted: int = 0

    def __post_init__(self) -> None:
        for name in _FIELDS:
            n = getattr(self, name)
            if isinstance(n, bool) or not isinstance(n, int):
                raise InvalidNotation("toledo1085.coin_count_whole", coin=name, value=short(n))
            if n < 0:
                raise InvalidNotation("toledo1085.coin_count_negative", coin=name, value=n)
        # A lent silver is still a silver coin, a minted vellum still a vellum coin (lines 149, 157).
        held = ((Coin.GOLD, self.gold, None),
                (Coin.SILVER, self.silver + self.lent, "toledo1085.lent_included" if self.lent else None),
                (Coin.VELLUM, self.vellum + self.minted, "toledo1085.minted_included" if self.minted else None))
        for coin, n, note in held:
            if n > COINS_IN_BOX[coin]:
                box = Listed((Said(key="toledo1085.coins_of", count=k, coin=c) for c, k in COINS_IN_BOX.items()),
                             commas=True)
                if note is None:
                    raise InvalidNotation("toledo1085.coins_over_box", count=n, coin=coin, box=box)
                raise InvalidNotation("toledo1085.coins_over_box_with", count=n, coin=coin, included=Said(key=note),
                                      box=box)

    @property
    def value(self) -> int:
        """The worth of the coins in vellum."""
        return (
            self.gold * COIN_WORTH[Coin.GOLD]
            + self.silver * COIN_WORTH[Coin.SILVER]
            + self.vellum * COIN_WORTH[Coin.VELLUM]
            + self.lent * LENT_WORTH
            + self.minted * MINTED_WORTH
        )

    @property
    def coins(self) -> int:
        return self.gold + self.silver + self.vellum + self.lent + self.minted

    def __bool__(self) -> bool:
        return self.coins > 0

    def covers(self, other: Purse) -> bool:
        """True when every coin of ``other`` is in this purse, coin for coin."""
        return all(getattr(self, f) >= getattr(other, f) for f in _FIELDS)

    def __add__(self, other: Purse) -> Purse:
        if not isinstance(other, Purse):
            return NotImplemented
        return Purse(**{f: getattr(self, f) + getattr(other, f) for f in _FIELDS})

    def __sub__(self, other: Purse) -> Purse:
        """Take exactly the coins of ``other`` out of this purse; no change is ever made.

        >>> Purse(gold=1) - Purse(silver=1)
        Traceback (most recent call last):
        ...
        playaid.rules.errors.IllegalPayment: cannot hand over 1 silver from 1 gold: coins are paid exactly as declared, never exchanged or broken into change
        """
        if not isinstance(other, Purse):
            return NotImplemented
        if not self.covers(other):
            raise IllegalPayment("toledo1085.no_change", coins=other, purse=self)
        return Purse(**{f: getattr(self, f) - getattr(other, f) for f in _FIELDS})

    def __str__(self) -> str:
        parts = [f"{getattr(self, f)} {_PURSE_NAMES[f]}" for f in _FIELDS if getattr(self, f)]
        return " + ".join(parts) if parts else "no coins"

    def __repr__(self) -> str:
        args = ", ".join(f"{f}={getattr(self, f)}" for f in _FIELDS if getattr(self, f))
        return f"Purse({args})"

    @classmethod
    def parse(cls, text: str) -> Purse:
        """Read coins such as ``"1G 2S 5V"``, ``"gold + silver"`` or ``"2 silver, 1 copper"``.

        ``L`` (lent) is a silver on a Moneylender and ``M`` (minted) a vellum on a Minter.
        An empty text, ``0`` or ``none`` is the zero bid.

        >>> Purse.parse("1G 2S 5V")
        Purse(gold=1, silver=2, vellum=5)
        >>> Purse.parse("silver + L").value
        6
        """
        raw = str(text).strip().lower()
        if raw in ("", "0", "none", "nothing"):
            return cls()
        if not _PURSE_TEXT.fullmatch(raw):
            raise InvalidNotation("toledo1085.coins_unread", value=short(text), example="'1G 2S 5V'")
        counts: Counter[str] = Counter()
        for number, word in _PURSE_TOKEN.findall(raw):
            if word not in _PURSE_WORDS:
                raise InvalidNotation("toledo1085.unknown_coin", value=short(word), text=short(text))
            counts[_PURSE_WORDS[word]] += int(number or 1)
        return cls(**counts)


_FIELDS: Final = tuple(f.name for f in dataclasses.fields(Purse))


def exact_payments(purse: Purse, value: int) -> tuple[Purse, ...]:
    """Every set of coins from ``purse`` worth exactly ``value``, largest coins first.

    A bid is declared coin by coin, so a player can only offer values their coins add up to.

    >>> exact_payments(Purse(gold=1, vellum=1), 2)
    ()
    >>> [str(p) for p in exact_payments(allowance(3), 4)]
    ['1 gold', '2 silver', '1 silver + 2 vellum', '4 vellum']
    """
    found = []
    ranges = [range(getattr(purse, f), -1, -1) for f in _FIELDS]
    for combo in itertools.product(*ranges):
        p = Purse(*combo)
        if p.value == value:
            found.append(p)
    return tuple(found)


#: The King's allowance each bidding round, by number of players (lines 192, 308).
ALLOWANCE: Final[Mapping[int, Purse]] = MappingProxyType({
    2: Purse(gold=1, silver=3, vellum=6),
    3: Purse(gold=1, silver=2, vellum=5),
    4: Purse(gold=1, silver=2, vellum=5),
})


def allowance(players: int) -> Purse:
    """The coins every player receives at the start of each bidding round."""
    return ALLOWANCE[check_players(players)]


# --------------------------------------------------------------------------------------------
# Cards


class Religion(Choice):
    """The three religions; a column showing all three is protected and earns a bonus."""

    CHRISTIANITY = "christianity", NC_("religion", "Christianity")
    ISLAM = "islam", NC_("religion", "Islam")
    JUDAISM = "judaism", NC_("religion", "Judaism")

    @property
    def symbol(self) -> Any:
        """The icon the religion's cards show, a message (:data:`RELIGION_SYMBOL`)."""
        return RELIGION_SYMBOL[self]

    @property
    def letter(self) -> str:
        return self.value[0].upper()


#: The icon each religion's cards show.
RELIGION_SYMBOL: Final[Mapping[Religion, Any]] = MappingProxyType({
    Religion.CHRISTIANITY: NC_("religion icon", "cross"),
    Religion.ISLAM: NC_("religion icon", "crescent moon"),
    Religion.JUDAISM: NC_("religion icon", "Star of David"),
})


class Sector(Choice):
    """The four sectors of influence; each player shows at most one column of each."""

    COMMERCE = "commerce", NC_("sector", "commerce")
    CULTURE = "culture", NC_("sector", "culture")
    THEOLOGY = "theology", NC_("sector", "theology")
    SCIENCE = "science", NC_("sector", "science")

    @property
    def icon(self) -> Any:
        return SECTOR_ICON[self]


#: The icon each sector's cards show.
SECTOR_ICON: Final[Mapping[Sector, Any]] = MappingProxyType({
    Sector.COMMERCE: NC_("sector icon", "scales"),
    Sector.CULTURE: NC_("sector icon", "quill and ink"),
    Sector.THEOLOGY: NC_("sector icon", "open book and flame"),
    Sector.SCIENCE: NC_("sector icon", "compass"),
})
#: The crown: the wild "sector" of Nobility cards and of one copy of each common card.
NOBILITY: Final = "nobility"
#: The printed names of the deck's two parts that are no sector.
_NOBILITY_LABEL: Final = NC_("part of the deck", "nobility")
SCEPTER: Final = NC_("part of the deck", "Scepter")


class CommonKind(Choice):
    """The five common cards; their effects are in :mod:`playaid.rules.toledo1085.text`."""

    ROGUE = "rogue", NC_("common card", "Rogue")
    JESTER = "jester", NC_("common card", "Jester")
    HERALD = "herald", NC_("common card", "Royal Herald")
    MONEYLENDER = "moneylender", NC_("common card", "Moneylender")
    MINTER = "minter", NC_("common card", "Minter of Coins")

    @property
    def prestige(self) -> int:
        return COMMON_PRESTIGE[self]


#: The prestige printed on each common card (lines 105, 117, 125, 145, 153).
COMMON_PRESTIGE: Final[Mapping[CommonKind, int]] = MappingProxyType({
    CommonKind.ROGUE: 2, CommonKind.JESTER: 1, CommonKind.HERALD: 4, CommonKind.MONEYLENDER: 2,
    CommonKind.MINTER: 3,
})


def check_prestige(prestige: Any) -> None:
    """A card's prestige as a score sheet may give it (†V3), or a refusal."""
    if isinstance(prestige, bool) or not isinstance(prestige, int):
        raise InvalidNotation("shared.whole_number", field="prestige", value=short(prestige))
    if not 0 <= prestige <= MAX_CARD_PRESTIGE:
        raise InvalidNotation("toledo1085.prestige_range", most=MAX_CARD_PRESTIGE, value=short(prestige))


@dataclass(frozen=True, slots=True)
class SectorCard:
    """A card with a religion, a prestige value and one of the four fixed sectors."""

    sector: Sector
    religion: Religion
    prestige: int

    def __post_init__(self) -> None:
        check_prestige(self.prestige)

    @property
    def fixed_sector(self) -> Sector:
        return self.sector

    def __str__(self) -> str:
        return f"{self.sector.value} {self.prestige} ({self.religion.value})"


@dataclass(frozen=True, slots=True)
class NobilityCard:
    """A wild card: it has a religion and a prestige value and counts in any sector."""

    religion: Religion
    prestige: int

    def __post_init__(self) -> None:
        check_prestige(self.prestige)

    @property
    def fixed_sector(self) -> None:
        return None

    def __str__(self) -> str:
        return f"{NOBILITY} {self.prestige} ({self.religion.value})"


@dataclass(frozen=True, slots=True)
class CommonCard:
    """A common card: no religion, a fixed prestige, and a sector (``None`` for the crown copy)."""

    kind: CommonKind
    sector: Sector | None

    @property
    def prestige(self) -> int:
        return self.kind.prestige

    @property
    def religion(self) -> None:
        return None

    @property
    def fixed_sector(self) -> Sector | None:
        return self.sector

    @property
    def wild(self) -> bool:
        return self.sector is None

    def __str__(self) -> str:
        where = self.sector.value if self.sector else NOBILITY
        return f"{where} {ENGLISH(self.kind.label)}"


Card = SectorCard | NobilityCard | CommonCard


def is_wild(card: Card) -> bool:
    """Nobility cards and the crown copies of common cards belong to no fixed sector."""
    return card.fixed_sector is None


#: One copy of each common card per sector of influence, plus one with the crown (line 101).
COMMON_COPIES: Final = len(Sector) + 1


def sector_religion_cards() -> int:
    """Religion cards of one sector: its 25 cards less its one copy of each common card (†C6)."""
    return CARDS_PER_SECTOR - len(CommonKind)


def nobility_cards() -> int:
    """Nobility cards: the religion cards that belong to no sector (†C6)."""
    return CARDS_PER_RELIGION * len(Religion) - len(Sector) * sector_religion_cards()


@dataclass(frozen=True, slots=True)
class DeckPart:
    """One part of the deck: a sector (or Nobility, or the Scepter) and how many cards of each type.

    ``label`` is the part's printed name, a message.
    """

    name: str
    religion_cards: int
    common_cards: int
    other: int = 0  #: the Scepter
    label: Any = dataclasses.field(default="", repr=False, compare=False)

    @property
    def cards(self) -> int:
        return self.religion_cards + self.common_cards + self.other


def deck() -> tuple[DeckPart, ...]:
    """The deck by sector, reconciled from the rulebook's counts (†C6).

    >>> [(p.name, p.cards) for p in deck()][-2:]
    [('nobility', 15), ('Scepter', 1)]
    >>> sum(p.cards for p in deck()) == DECK_SIZE
    True
    """
    commons = len(CommonKind)
    return (*(DeckPart(s.value, sector_religion_cards(), commons, label=s.label) for s in Sector),
            DeckPart(NOBILITY, nobility_cards(), commons, label=_NOBILITY_LABEL),
            DeckPart("Scepter", 0, 0, 1, label=SCEPTER))


# --------------------------------------------------------------------------------------------
# Columns and tableaus

MAX_COLUMNS: Final = len(Sector)


@dataclass(frozen=True, slots=True)
class Column:
    """The cards a player shows in one sector of influence, oldest first.

    Its sector is set by its fixed-sector cards; a column holding only wild cards has no sector
    yet and scores nothing. All three religions in a defined column earn +2 (once) and protect
    it; in a column of wild cards only they count for nothing until it is defined (†C5, †C8).

    >>> c = Column((SectorCard(Sector.COMMERCE, Religion.ISLAM, 4),
    ...             NobilityCard(Religion.JUDAISM, 3),
    ...             SectorCard(Sector.COMMERCE, Religion.CHRISTIANITY, 1)))
    >>> c.prestige, c.bonus, c.total, c.complete
    (8, 2, 10, True)
    """

    cards: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        fixed = {c.fixed_sector for c in self.cards if c.fixed_sector is not None}
        if len(fixed) > 1:
            raise IllegalPlacement("toledo1085.two_fixed_sectors", sectors=Listed(sorted(fixed, key=lambda s: s.value)))

    @property
    def sector(self) -> Sector | None:
        for card in self.cards:
            if card.fixed_sector is not None:
                return card.fixed_sector
        return None

    @property
    def defined(self) -> bool:
        return self.sector is not None

    @property
    def religions(self) -> frozenset[Religion]:
        return frozenset(c.religion for c in self.cards if c.religion is not None)

    @property
    def three_religions(self) -> bool:
        """A sector showing all three religions: a column of wild cards only is no sector, so its
        religions count for nothing until a fixed card defines it (†C8)."""
        return self.defined and len(self.religions) == len(Religion)

    @property
    def protected(self) -> bool:
        """All three religions in a sector shield it from Jesters, Heralds and Rogues (†C8)."""
        return self.three_religions

    @property
    def prestige(self) -> int:
        return sum(c.prestige for c in self.cards) if self.defined else 0

    @property
    def bonus(self) -> int:
        return THREE_RELIGIONS_BONUS if self.three_religions else 0

    @property
    def total(self) -> int:
        return self.prestige + self.bonus

    @property
    def complete(self) -> bool:
        return self.defined and self.total >= COMPLETE_AT

    def label(self) -> Any:
        """The column named by its sector, as a refusal names it (words said later)."""
        return self.sector if self.sector else Said(key="toledo1085.undefined_column")


@dataclass(frozen=True, slots=True)
class Tableau:
    """A player's columns: at most four, never two of the same sector."""

    columns: tuple[Column, ...] = ()

    def __post_init__(self) -> None:
        if len(self.columns) > MAX_COLUMNS:
            raise IllegalPlacement("toledo1085.columns_over", most=MAX_COLUMNS, count=len(self.columns))
        seen: dict[Sector, int] = {}
        for i, col in enumerate(self.columns, 1):
            if not col.cards:
                raise IllegalPlacement("toledo1085.empty_column", column=i)
            s = col.sector
            if s is not None:
                if s in seen:
                    raise IllegalPlacement("toledo1085.sector_twice", first=seen[s], second=i, sector=s)
                seen[s] = i

    @classmethod
    def of(cls, *columns: Iterable[Card]) -> Tableau:
        return cls(tuple(Column(tuple(c)) for c in columns))

    def column_of(self, sector: Sector) -> int | None:
        for i, col in enumerate(self.columns):
            if col.sector is sector:
                return i
        return None

    def legal_columns(self, card: Card) -> tuple[int, ...]:
        """Where ``card`` may go: indexes of existing columns, ``len(columns)`` for a new one.

        >>> t = Tableau.of([SectorCard(Sector.SCIENCE, Religion.ISLAM, 2)], [NobilityCard(Religion.ISLAM, 1)])
        >>> t.legal_columns(SectorCard(Sector.SCIENCE, Religion.JUDAISM, 3))
        (0,)
        >>> t.legal_columns(SectorCard(Sector.CULTURE, Religion.JUDAISM, 3))
        (1, 2)
        """
        opening = (len(self.columns),) if len(self.columns) < MAX_COLUMNS else ()
        sector = card.fixed_sector
        if sector is None:
            return tuple(range(len(self.columns))) + opening
        own = self.column_of(sector)
        if own is not None:
            return (own,)
        undefined = tuple(i for i, col in enumerate(self.columns) if not col.defined)
        return undefined + opening

    def place(self, card: Card, column: int) -> Tableau:
        """Put ``card`` at the bottom of a column (``len(columns)`` opens a new one).

        >>> Tableau.of([SectorCard(Sector.SCIENCE, Religion.ISLAM, 2)]).place(
        ...     SectorCard(Sector.CULTURE, Religion.ISLAM, 2), 0)
        Traceback (most recent call last):
        ...
        playaid.rules.errors.IllegalPlacement: a culture card cannot go in column 1 (science); it may go in: a new column 2
        """
        legal = self.legal_columns(card)
        if column not in legal:
            raise IllegalPlacement("toledo1085.card_cannot_go", card=_card_kind(card), where=self.where(column), choices=self.choices(legal))
        if column == len(self.columns):
            return Tableau(self.columns + (Column((card,)),))
        cols = list(self.columns)
        cols[column] = Column(cols[column].cards + (card,))
        return Tableau(tuple(cols))

    def remove(self, column: int, index: int) -> tuple[Tableau, Card]:
        """Take one card out (a Jester's or a Herald's work); an emptied column disappears."""
        try:
            col = self.columns[column]
            card = col.cards[index]
        except (IndexError, TypeError):
            raise IllegalAction("toledo1085.no_such_card", card=index + 1, column=column + 1) from None
        rest = col.cards[:index] + col.cards[index + 1:]
        cols = list(self.columns)
        if rest:
            cols[column] = Column(rest)
        else:
            del cols[column]
        return Tableau(tuple(cols)), card

    def where(self, column: int) -> Said:
        """A column named for an error message: ``column 1 (science)``, ``a new column 2``."""
        if 0 <= column < len(self.columns):
            return Said(key="toledo1085.column_named", column=column + 1, label=self.columns[column].label())
        if column == len(self.columns) and column < MAX_COLUMNS:
            return Said(key="toledo1085.new_column", column=column + 1)
        return Said(key="toledo1085.column_over", column=column + 1, most=MAX_COLUMNS)

    def choices(self, legal: Sequence[int]) -> Any:
        """The columns ``legal`` named for an error message."""
        return Listed((self.where(c) for c in legal), commas=True) if legal else Said(key="toledo1085.nowhere")

    @property
    def complete_sectors(self) -> int:
        return sum(col.complete for col in self.columns)

    @property
    def all_complete(self) -> bool:
        """All four sectors at 10 or more: the end of the game is triggered."""
        return self.complete_sectors == MAX_COLUMNS

    @property
    def three_religion_columns(self) -> int:
        """Columns showing all three religions (an undefined column is no sector, †C8)."""
        return sum(col.three_religions for col in self.columns)

    def cards(self) -> Iterable[Card]:
        for col in self.columns:
            yield from col.cards


def _card_kind(card: Card) -> Any:
    if isinstance(card, CommonCard):
        return str(card)
    if isinstance(card, NobilityCard):
        return Said(key="toledo1085.nobility_card")
    return Said(key="toledo1085.sector_card", sector=card.sector)


#: End-game bonus by the number of columns showing all three religions (lines 286-290).
END_BONUS: Final[Mapping[int, int]] = MappingProxyType({4: 12, 3: 6, 2: 1, 1: -2, 0: -5})
