"""Toledo 1085: coins, auctions, placement, the five common cards and the final score.

Follows the Toledo 1085 rulebook, version 2.0 (the edition that renamed "copper" coins to
"vellum"), kept in ``../shared/seeds/000_d21e42874f209e4e.txt``. Where that rulebook is silent or
contradicts itself the module makes a ruling; every ruling is listed in ``RULINGS`` and on the
site's Toledo 1085 page.

The round's machinery (bidding money, auctions, placement rounds, the common cards' effects)
lives in :mod:`playaid.rules.toledo1085_play` and is re-exported here on first use.

Seats are numbers ``0 .. players - 1`` in the order in which play passes. The rulebook always
passes play "to the right", so seat ``i + 1`` (modulo the number of players) sits to the right of
seat ``i``. Nothing here shuffles or draws: cards and bids are inputs.

>>> from playaid.rules.toledo1085 import Purse, allowance
>>> allowance(4)
Purse(gold=1, silver=2, vellum=5)
>>> allowance(4).value
13
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

TYPE_CHECKING = False  # typing stays unimported at run time: the score command starts faster
if TYPE_CHECKING:
    from typing import Any, Final

from playaid.rules.errors import (
    IllegalAction,
    IllegalPayment,
    IllegalPlacement,
    InvalidNotation,
    RulesError,
)
from playaid.rules.shared import Ruling, read_name, sheet_players
from playaid.rules.shared import parse_enum as _parse_enum
from playaid.rules.shared import short as _short

GAME: Final = "toledo1085"
TITLE: Final = "Toledo 1085"
RULEBOOK: Final = "Toledo 1085 rulebook, version 2.0"
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
#: The most prestige a score sheet accepts on a sector or Nobility card (†V1).
MAX_CARD_PRESTIGE: Final = COMPLETE_AT



# --------------------------------------------------------------------------------------------
# Rulings: where the rulebook is silent, ambiguous or contradicts itself. Line numbers refer to
# the rulebook text in ../shared/seeds/000_d21e42874f209e4e.txt. Every surface that states a
# ruling prints its mark (``†`` and the key) beside it; ``phrases`` are the words that state it.

RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("M1", "Vellum or copper",
           "Version 1.0 called the smallest coin copper; version 2.0 renamed it vellum (line 53), yet the "
           "allowance paragraphs (lines 192-196) still say copper.",
           "One coin, worth 1. Input accepts both names; everything we print says vellum.",
           "Vellum and copper are one coin, worth 1.",
           ("call copper",)),
    Ruling("S1", "Which way is 'to the right'",
           "Play always passes to the right, but no seating diagram fixes it.",
           "Seats are numbered in passing order: seat i + 1 sits to the right of seat i.",
           "Seat i + 1 sits to the right of seat i.",
           ("seats are numbered",)),
    Ruling("M2", "A Moneylender or Minter used twice",
           "Each card works once per bidding round (lines 147, 155); a player may show several copies.",
           "Every placed copy gives one conversion per round. A converted coin keeps its new "
           "worth until it is paid or the round's coins are discarded.",
           "One conversion per placed copy per round; the coin keeps its worth until spent.",
           ("until you spend it", "two moneylenders")),
    Ruling("A1", "The opener has no coins",
           "The opener must bid unless broke, and bidding then moves on (line 231).",
           "The duty to open passes to the first seat in order that holds a coin, so a card goes "
           "unsold only when nobody holds a coin; then the rest of the round's proposals are discarded (line 243).",
           "An opener without coins passes; the next seat holding a coin must open.",
           ("duty to open",)),
    Ruling("A2", "A Scepter holder without coins",
           "Only the Scepter holder may bid zero (line 223), but players with no coins must pass (line 229).",
           "The no-coin rule wins: a Scepter holder with no coins passes like anyone else.",
           "Without coins even the Scepter holder passes.",
           ("even the scepter holder",)),
    Ruling("A3", "May the Scepter holder pass when opening?",
           "Lines 221 and 231 make whoever opens an auction bid unless they hold no coin; line 233 then "
           "speaks of the Scepter holder passing, after which the next bidder must bid at least 1; "
           "line 225 allows a first bid of zero.",
           "An opening Scepter holder who holds a coin must bid, and a bid of nothing counts as a bid. He "
           "passes only when he holds no coin (see A2), and that is the pass line 233 describes: the "
           "next bidder must then bid at least 1.",
           "Opening with a coin in hand, the Scepter holder must bid; nothing counts as a bid.",
           ("nothing counts as a bid",)),
    Ruling("P1", "When the Scepter moves",
           "Placement follows the auctions (line 173), and the Scepter passes at the end of the "
           "bidding round (line 245).",
           "The player who held the Scepter for the auctions also leads placement; the Scepter "
           "moves right after placement.",
           "The Scepter moves on after placement, not before it.",
           ("scepter moves one seat right",)),
    Ruling("C1", "Does a common card define a column?",
           "A column needs a card 'from a sector of influence' (line 265); common cards carry a sector "
           "icon (line 101).",
           "A common card with a fixed sector is a card of that sector: it may open or define a "
           "column. A crown (Nobility) common card is wild like a Nobility card and defines nothing.",
           "A common card with a sector icon defines a column; a crown one is wild.",
           ("crown common cards are wild",)),
    Ruling("C2", "Undefined columns",
           "A Nobility-only column scores nothing until a fixed card defines it (line 265).",
           "It earns no prestige, no +2, is never complete and does not count toward the end-game "
           "three-religion bonus; it still counts as one of the four columns.",
           "A Nobility-only column scores 0, gets no +2 and is never complete.",
           ("never complete",)),
    Ruling("C3", "The deck's composition",
           f"{DECK_SIZE} cards (line 51), {CARDS_PER_RELIGION} of each religion (line 75), {CARDS_PER_SECTOR} "
           "per sector (line 83) and 5 copies of each common card, one per sector and one with the crown "
           "(line 101); the split is never spelled out.",
           f"Every count agrees when the {CARDS_PER_SECTOR} cards of a sector include its 5 common cards: "
           f"4 sectors x ({CARDS_PER_SECTOR - 5} religion cards + 5 common cards) + Nobility "
           f"({3 * CARDS_PER_RELIGION - 4 * (CARDS_PER_SECTOR - 5)} religion cards + 5 common cards) + the "
           f"Scepter = {DECK_SIZE}, and 4 x {CARDS_PER_SECTOR - 5} + "
           f"{3 * CARDS_PER_RELIGION - 4 * (CARDS_PER_SECTOR - 5)} = {3 * CARDS_PER_RELIGION} religion cards, "
           f"{CARDS_PER_RELIGION} of each. A score sheet showing more cards of a kind than that is refused. "
           "The prestige printed on each card is not in the rulebook.",
           f"Per sector {CARDS_PER_SECTOR - 5} religion cards and 5 common cards; Nobility "
           f"{3 * CARDS_PER_RELIGION - 4 * (CARDS_PER_SECTOR - 5)} and 5; the Scepter.",
           ("20 religion cards",)),
    Ruling("V1", "Highest prestige on a card",
           "The rulebook never lists the prestige printed on sector and Nobility cards; it completes a "
           f"sector at {COMPLETE_AT} (line 171) and builds its examples from several cards (8 + 2, line 39).",
           f"A score sheet may give a sector or Nobility card 0 to {MAX_CARD_PRESTIGE} prestige and no more. "
           "No card can be worth more than a whole complete sector: the rulebook builds every sector "
           "from several cards, so a higher number is taken for a typing error. Common cards keep "
           "their printed values.",
           f"A card's prestige on a score sheet is 0 to {MAX_CARD_PRESTIGE}.",
           ("0 to 10 prestige",)),
    Ruling("R1", "A Rogue's victim has no vellum",
           "The Rogue takes a vellum (line 107); nothing covers a victim without one.",
           "Nothing is taken from that player (no coin is ever broken into change); the thief may "
           "pick another victim.",
           "A Rogue takes only vellum; a player without vellum loses nothing.",
           ("holds no vellum",)),
    Ruling("R2", "Crown common cards",
           "One copy of each common card carries the crown (line 101), but its effects name a sector.",
           "A crown card acts in the sector of the column it sits in, like a Nobility card: a crown "
           "Rogue robs in its column's sector (nothing while the column is undefined); a crown "
           "Jester may target any sector and then joins your column of that sector; a crown Herald "
           "may trade any card, Nobility included.",
           "Crown commons act like Nobility: in their column's sector, or in any sector.",
           ("crown rogue", "crown jester", "crown herald")),
    Ruling("R3", "Protection against Rogues",
           "Columns with all three religions are exempt from common cards (line 91).",
           "A rival is robbed only through a column of the Rogue's sector that lacks a religion.",
           "A rival whose column of that sector shows all three religions is safe.",
           ("whose column of that sector",)),
    Ruling("J1", "A Jester aimed at Nobility",
           "The Herald's clause excludes Nobility cards (line 139); the Jester's (lines 119-121) has none.",
           "A Jester may eliminate any card, Nobility included, in a rival's unprotected column of "
           "its sector. If it can eliminate, it must.",
           "A Jester may eliminate a Nobility card too.",
           ("nobility too",)),
    Ruling("J2", "Where an eliminated card goes",
           "Line 119 has the Jester eliminate a card; the rulebook never says where that card goes.",
           "It goes face down to the discard pile and is out of the game: the discard pile is never "
           "shuffled back.",
           "The eliminated card is discarded for good.",
           ("eliminated card is discarded",)),
    Ruling("H1", "What happens to a Herald that trades",
           "The Herald is either kept in a column or used to trade (line 127); its fate after a trade "
           "is not stated.",
           "A Herald used for a trade goes to the discard pile, out of the game.",
           "A Herald that trades is discarded.",
           ("herald that trades",)),
    Ruling("H2", "What a Handshake may be",
           "Line 131 describes a Handshake as an agreed exchange of cards; line 133 allows any kind "
           "of promise; line 137 allows at most one card per player; line 141 bars only the Heartache "
           "from a sector with all three religions, while lines 91 and 253 protect such a sector from "
           "common cards in general.",
           "A Handshake moves at most one card each way: a card for a card, a card for a promise, or "
           "promises alone. Both players agree to it, so either may hand over a card from a column "
           "with all three religions; that protection stops only the Heartache. Promises bind the "
           "players (line 131); playaid does not track them.",
           "A Handshake may trade a card for a promise, and may touch a protected column.",
           ("for a promise",)),
    Ruling("H3", "Where traded cards go",
           "Lines 131-141 say what may be exchanged, not where the cards land nor whether cards in "
           "hand may be offered.",
           "Trades move placed cards only, never cards in hand. Each card joins its new owner's "
           "tableau as if placed there: in the column of its sector, or else in a new or a "
           "Nobility-only column (a wild card in any column), the receiver choosing when there is a "
           "choice. Such a place always exists, since a player short of a sector has a free or "
           "undefined column.",
           "Trades move placed cards only; each lands as if its new owner placed it.",
           ("never cards in hand",)),
    Ruling("H4", "A Heartache with nothing to take",
           "After a refusal the Herald's player must take a card of the Herald's sector from that "
           "rival (line 135); the rival may show none that can be taken.",
           "Nothing is taken and no trade happens: the Herald's player keeps the Herald and may place "
           "it like any other card.",
           "Nothing to take: keep the Herald and place it.",
           ("keep the herald",)),
    Ruling("E1", "Allowance 'or coins of equal value'",
           "The allowance may be paid in other coins of equal value (line 194).",
           "The box holds exactly four allowances and every leftover coin is discarded to the supply "
           "the next allowance comes from, so the standard coins are always there; playaid always "
           "pays the standard allowance.",
           "The allowance is always paid in its standard coins.",
           ()),
    Ruling("E2", "When the last round ends",
           "Line 275: once a player completes all four sectors, finish bidding on the round's "
           "remaining cards, place cards as usual, then stop. Yet cards reach the sectors only in "
           "placement, after every auction of the round.",
           "The end can only be triggered in a placement round, when no auction is left: that "
           "placement round is played out (everyone places until all have passed) and the game ends.",
           "The end comes in placement: finish that placement round, then score.",
           ("placement round is played out",)),
    Ruling("F1", "First to complete, then a sector lost",
           "Line 285 gives +4 to the first player to complete all four sectors; play goes on to the "
           "end of the round (line 275), where a later Jester (line 119) or Heartache (line 135) can "
           "take one of that player's sectors below 10. The rulebook never says the bonus is lost.",
           "The bonus belongs to whoever completed all four sectors first and is kept even if a "
           "sector later drops below 10; the end, once triggered, stands. A score sheet may mark "
           "that player first whatever their columns show at the end.",
           "The first to complete keeps the bonus even if a sector later drops below 10.",
           ("bonus is kept",)),
    Ruling("D1", "The deck runs out",
           "Every round draws players + 1 cards for the King and two per noble proposal, and boxed "
           "cards never return (line 210); nothing says what happens when the deck runs short.",
           "Deal what is left in the usual order: the King's cards first, then the nobles' draws from "
           "the Scepter holder (a noble left with one card proposes it, with none proposes nothing). "
           "The round in which the last card is drawn is played out and is the last; the game is "
           "scored as usual.",
           "Deck short: deal what is left; that round is the last.",
           ("deal what is left",)),
    Ruling("N1", "Two players: the order of the nobles' cards",
           "Line 312 has each player propose a second time, without saying in which order.",
           "The second draw goes like the first, from the Scepter holder to the right, and the four "
           "cards are sold in the order they were laid: Scepter holder, rival, Scepter holder, rival.",
           "2P: the nobles' cards sell in the order laid: Scepter holder, rival, twice.",
           ("rival, twice", "rival, scepter holder")),
    Ruling("T1", "Tie after the tie-break",
           "Ties go to the most three-religion columns; after that there are several winners (line 298).",
           "Winners are listed in the order the score sheet gives the players.",
           "Shared winners are listed in sheet order.",
           ("winners are listed in sheet order",)),
    Ruling("G1", "Playing to a goal over several games",
           "An editor's note (line 300) suggests playing to 120 or 100 points over several games, or "
           "three games, counting 'from the Scepter'.",
           "An optional variant that playaid does not score: each score sheet is one game; add the "
           "totals yourself.",
           "Each score sheet is one game.",
           ()),
)
RULING: Final[Mapping[str, Ruling]] = MappingProxyType({r.key: r for r in RULINGS})


def _mark(key: str) -> str:
    """The printed mark of ruling ``key`` (``†A3``); an unknown key fails at import."""
    return RULING[key].mark



def _seat_check(players: int) -> int:
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidNotation(f"the number of players must be a whole number, not {_short(players)}")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError(f"Toledo 1085 is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    return players


def to_the_right(seat: int, players: int, steps: int = 1) -> int:
    """The seat ``steps`` places to the right of ``seat``: the direction in which play passes.

    >>> to_the_right(3, 4)
    0
    """
    return (seat + steps) % _seat_check(players)


def turn_order(start: int, players: int) -> tuple[int, ...]:
    """Every seat once, from ``start`` and then to the right.

    Auctions, noble proposals, placement, Rogue thefts and Herald trades all run in this order
    from the Scepter holder.

    >>> turn_order(2, 4)
    (2, 3, 0, 1)
    """
    _seat_check(players)
    if not 0 <= start < players:
        raise IllegalAction(f"seat {start} does not exist at a table of {players} (seats 0-{players - 1})")
    return tuple((start + k) % players for k in range(players))


# --------------------------------------------------------------------------------------------
# Coins and money


class Coin(Enum):
    """The three coins (dineros). Vellum is the coin earlier printings called copper."""

    GOLD = "gold"
    SILVER = "silver"
    VELLUM = "vellum"

    @property
    def worth(self) -> int:
        return COIN_WORTH[self]

    @classmethod
    def parse(cls, text: str) -> Coin:
        """Read a coin name; ``copper`` is accepted as the old name of vellum.

        >>> Coin.parse("copper")
        <Coin.VELLUM: 'vellum'>
        """
        key = str(text).strip().lower()
        try:
            return _COIN_NAMES[key]
        except KeyError:
            raise InvalidNotation(
                f"unknown coin {_short(text)} (allowed: gold, silver, vellum; copper is another name for vellum)"
            ) from None


COIN_WORTH: Final[Mapping[Coin, int]] = MappingProxyType({Coin.GOLD: 4, Coin.SILVER: 2, Coin.VELLUM: 1})
_COIN_NAMES: Final = {"gold": Coin.GOLD, "silver": Coin.SILVER, "vellum": Coin.VELLUM, "copper": Coin.VELLUM}
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
        for f in dataclasses.fields(self):
            n = getattr(self, f.name)
            if isinstance(n, bool) or not isinstance(n, int):
                raise InvalidNotation(f"a count of {f.name} coins must be a whole number, not {_short(n)}")
            if n < 0:
                raise InvalidNotation(f"a count of {f.name} coins cannot be negative ({n})")
        # A lent silver is still a silver coin, a minted vellum still a vellum coin (lines 149, 157).
        held = ((Coin.GOLD, self.gold, ""),
                (Coin.SILVER, self.silver + self.lent, " (lent ones included)" if self.lent else ""),
                (Coin.VELLUM, self.vellum + self.minted, " (minted ones included)" if self.minted else ""))
        for coin, n, note in held:
            if n > COINS_IN_BOX[coin]:
                box = ", ".join(f"{k} {c.value}" for c, k in COINS_IN_BOX.items())
                raise InvalidNotation(f"{n} {coin.value} coins{note} are more than the box holds ({box})")

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
            raise IllegalPayment(
                f"cannot hand over {other} from {self}: coins are paid exactly as declared,"
                " never exchanged or broken into change"
            )
        return Purse(**{f: getattr(self, f) - getattr(other, f) for f in _FIELDS})

    def __str__(self) -> str:
        names = {"gold": "gold", "silver": "silver", "vellum": "vellum",
                 "lent": "lent silver", "minted": "minted vellum"}
        parts = [f"{getattr(self, f)} {names[f]}" for f in _FIELDS if getattr(self, f)]
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
            raise InvalidNotation(
                f"cannot read {_short(text)} as coins (write e.g. '1G 2S 5V': G gold, S silver,"
                " V vellum, L lent silver, M minted vellum)"
            )
        counts: Counter[str] = Counter()
        for number, word in _PURSE_TOKEN.findall(raw):
            if word not in _PURSE_WORDS:
                raise InvalidNotation(
                    f"unknown coin {_short(word)} in {_short(text)} (gold/G, silver/S, vellum/V or copper,"
                    " lent/L, minted/M)"
                )
            counts[_PURSE_WORDS[word]] += int(number or 1)
        return cls(**counts)


_FIELDS: Final = tuple(f.name for f in dataclasses.fields(Purse))

#: The King turns up one card more than there are players (line 204).
KING_EXTRA: Final = 1
#: Each noble draws this many cards and proposes one of them (lines 208-210).
NOBLE_DRAW: Final = 2
#: With two players each noble draws and proposes this many times (line 312).
TWO_PLAYER_PROPOSALS: Final = 2
#: What a Rogue takes, per Rogue shown (lines 107-109).
ROGUE_TAKES: Final = 1

#: The King's allowance each bidding round, by number of players (lines 192, 308).
ALLOWANCE: Final[Mapping[int, Purse]] = MappingProxyType({
    2: Purse(gold=1, silver=3, vellum=6),
    3: Purse(gold=1, silver=2, vellum=5),
    4: Purse(gold=1, silver=2, vellum=5),
})


def allowance(players: int) -> Purse:
    """The coins every player receives at the start of each bidding round."""
    return ALLOWANCE[_seat_check(players)]


# --------------------------------------------------------------------------------------------
# The round


@dataclass(frozen=True, slots=True)
class Phase:
    """One step of a round: its number, its name, and what happens in it."""

    number: str
    name: str
    steps: tuple[str, ...]


#: One round of play, in order. Written for the aid and the site; the order is the rule.
ROUND: Final[tuple[Phase, ...]] = (
    Phase("1", "Allowance", (
        "Every player receives the allowance for the table's size.",
        "Coins are always visible to everyone.",
    )),
    Phase("2", "Proposals", (
        f"King: turn up players + {KING_EXTRA} cards one at a time and keep them in that order.",
        f"Nobles: from the Scepter holder to the right, each draws {NOBLE_DRAW}, lays 1 face down "
        "under the King's row and boxes the other unseen.",
        f"If the deck runs short, deal what is left; that round is the last {_mark('D1')}.",
    )),
    Phase("3", "Auctions", (
        "Before the first bid, each Rogue shown may steal, in order from the Scepter holder.",
        "Sell the King's cards in the order they came up, then turn the nobles' cards one at a "
        "time, in the order they were laid, and sell each.",
        "The Scepter holder opens the first auction; the player to the right of each winner "
        "opens the next.",
    )),
    Phase("4", "End of bidding", (
        "If no one has a coin left, discard the unsold proposals.",
        "Bought cards stay in hand until placement.",
    )),
    Phase("5", "Placement", (
        "From the Scepter holder to the right, each places one card per turn or passes.",
        "A pass ends your placement this round; unplaced cards wait in hand.",
        f"Then the Scepter moves one seat right {_mark('P1')} and every leftover coin is discarded.",
    )),
)

#: Before the first round (lines 163-165).
SETUP: Final[tuple[str, ...]] = (
    "Shuffle every card except the Scepter into one face-down deck within everyone's reach.",
    "The youngest player takes the Scepter and lays it in front of them.",
)


# --------------------------------------------------------------------------------------------
# Cards


class Religion(Enum):
    CHRISTIANITY = "christianity"
    ISLAM = "islam"
    JUDAISM = "judaism"

    @property
    def symbol(self) -> str:
        return RELIGION_SYMBOL[self]

    @property
    def letter(self) -> str:
        return self.value[0].upper()

    @classmethod
    def parse(cls, text: Any) -> Religion:
        return _parse_enum(cls, text, "religion")


RELIGION_SYMBOL: Final[Mapping[Religion, str]] = MappingProxyType({
    Religion.CHRISTIANITY: "cross",
    Religion.ISLAM: "crescent moon",
    Religion.JUDAISM: "Star of David",
})


class Sector(Enum):
    COMMERCE = "commerce"
    CULTURE = "culture"
    THEOLOGY = "theology"
    SCIENCE = "science"

    @property
    def icon(self) -> str:
        return SECTOR_ICON[self]

    @classmethod
    def parse(cls, text: Any) -> Sector:
        return _parse_enum(cls, text, "sector")


SECTOR_ICON: Final[Mapping[Sector, str]] = MappingProxyType({
    Sector.COMMERCE: "scales",
    Sector.CULTURE: "quill and ink",
    Sector.THEOLOGY: "open book and flame",
    Sector.SCIENCE: "compass",
})
#: The crown: the wild "sector" of Nobility cards and of one copy of each common card.
NOBILITY: Final = "nobility"


class CommonKind(Enum):
    ROGUE = "rogue"
    JESTER = "jester"
    HERALD = "herald"
    MONEYLENDER = "moneylender"
    MINTER = "minter"

    @property
    def info(self) -> CommonCardInfo:
        return COMMON_CARDS[self]

    @property
    def prestige(self) -> int:
        return COMMON_CARDS[self].prestige


@dataclass(frozen=True, slots=True)
class CommonCardInfo:
    """What a common card is worth, when it acts, what it does and what shields against it."""

    kind: CommonKind
    name: str
    prestige: int
    when: str
    effect: str
    protection: str


_PROTECTED = "A column showing all three religions."
#: The five common cards, in the rulebook's order. Prose is ours; values are the rulebook's
#: (lines 105, 117, 125, 145, 153).
COMMON_CARDS: Final[Mapping[CommonKind, CommonCardInfo]] = MappingProxyType({
    CommonKind.ROGUE: CommonCardInfo(
        CommonKind.ROGUE, "Rogue", 2, "Before the first auction of a round",
        f"May take {ROGUE_TAKES} vellum per Rogue you show from a player who shows the Rogue's sector; "
        "thieves go in order from the Scepter holder. A player who holds no vellum loses nothing "
        f"{_mark('R1')}.",
        f"A player whose column of that sector shows all three religions {_mark('R3')}.",
    ),
    CommonKind.JESTER: CommonCardInfo(
        CommonKind.JESTER, "Jester", 1, "When you place it",
        f"Eliminate one card (Nobility too {_mark('J1')}) from a rival's column of the Jester's "
        f"sector; the eliminated card is discarded for good {_mark('J2')}. Then place the Jester in "
        "your column of that sector. With no target, just place it.",
        _PROTECTED,
    ),
    CommonKind.HERALD: CommonCardInfo(
        CommonKind.HERALD, "Royal Herald", 4, "When you place it",
        "Keep it in a column, or offer one rival a trade. Handshake: whatever you both agree, at most "
        f"one card each way, a card for a card or for a promise {_mark('H2')}. Refused: Heartache, take "
        f"one card of the Herald's sector from that rival. A Herald that trades is discarded {_mark('H1')}.",
        f"Heartache only: a column showing all three religions {_mark('H2')}. Nobility cards, unless the "
        "Herald is the crown one.",
    ),
    CommonKind.MONEYLENDER: CommonCardInfo(
        CommonKind.MONEYLENDER, "Moneylender", 2, "Once per round, once placed",
        "One silver coin counts as a gold (put it on the card).",
        "Nothing.",
    ),
    CommonKind.MINTER: CommonCardInfo(
        CommonKind.MINTER, "Minter of Coins", 3, "Once per round, once placed",
        "One vellum coin counts as a silver (put it on the card). "
        "A minted silver can never be lent into a gold.",
        "Nothing.",
    ),
})


@dataclass(frozen=True, slots=True)
class SectorCard:
    """A card with a religion, a prestige value and one of the four fixed sectors."""

    sector: Sector
    religion: Religion
    prestige: int

    def __post_init__(self) -> None:
        _check_prestige(self.prestige)

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
        _check_prestige(self.prestige)

    @property
    def fixed_sector(self) -> None:
        return None

    def __str__(self) -> str:
        return f"nobility {self.prestige} ({self.religion.value})"


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
        return f"{where} {COMMON_CARDS[self.kind].name}"


Card = SectorCard | NobilityCard | CommonCard


def _check_prestige(prestige: Any) -> None:
    if isinstance(prestige, bool) or not isinstance(prestige, int):
        raise InvalidNotation(f"prestige must be a whole number, not {_short(prestige)}")
    if not 0 <= prestige <= MAX_CARD_PRESTIGE:
        raise InvalidNotation(f"a card's prestige is 0 to {MAX_CARD_PRESTIGE} {_mark('V1')}, not {_short(prestige)}")


def is_wild(card: Card) -> bool:
    """Nobility cards and the crown copies of common cards belong to no fixed sector."""
    return card.fixed_sector is None


#: One copy of each common card per sector of influence, plus one with the crown (line 101).
COMMON_COPIES: Final = len(Sector) + 1


def sector_religion_cards() -> int:
    """Religion cards of one sector: its 25 cards less its one copy of each common card (†C3)."""
    return CARDS_PER_SECTOR - len(CommonKind)


def nobility_cards() -> int:
    """Nobility cards: the religion cards that belong to no sector (†C3)."""
    return CARDS_PER_RELIGION * len(Religion) - len(Sector) * sector_religion_cards()


@dataclass(frozen=True, slots=True)
class DeckPart:
    """One part of the deck: a sector (or Nobility, or the Scepter) and how many cards of each type."""

    name: str
    religion_cards: int
    common_cards: int
    other: int = 0  #: the Scepter

    @property
    def cards(self) -> int:
        return self.religion_cards + self.common_cards + self.other


def deck() -> tuple[DeckPart, ...]:
    """The deck by sector, reconciled from the rulebook's counts (†C3).

    >>> [(p.name, p.cards) for p in deck()][-2:]
    [('nobility', 15), ('Scepter', 1)]
    >>> sum(p.cards for p in deck()) == DECK_SIZE
    True
    """
    commons = len(CommonKind)
    return (*(DeckPart(s.value, sector_religion_cards(), commons) for s in Sector),
            DeckPart(NOBILITY, nobility_cards(), commons), DeckPart("Scepter", 0, 0, 1))


# --------------------------------------------------------------------------------------------
# Columns and tableaus

MAX_COLUMNS: Final = len(Sector)


@dataclass(frozen=True, slots=True)
class Column:
    """The cards a player shows in one sector of influence, oldest first.

    Its sector is set by its fixed-sector cards; a column holding only wild cards has no sector
    yet and scores nothing. All three religions earn +2 (once) and protect the column.

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
            names = " and ".join(sorted(s.value for s in fixed))
            raise IllegalPlacement(f"one column cannot hold two fixed sectors ({names})")

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
        return len(self.religions) == len(Religion)

    @property
    def protected(self) -> bool:
        """All three religions shield the column from Jesters, Heralds and Rogues."""
        return self.three_religions

    @property
    def prestige(self) -> int:
        return sum(c.prestige for c in self.cards) if self.defined else 0

    @property
    def bonus(self) -> int:
        return THREE_RELIGIONS_BONUS if self.defined and self.three_religions else 0

    @property
    def total(self) -> int:
        return self.prestige + self.bonus

    @property
    def complete(self) -> bool:
        return self.defined and self.total >= COMPLETE_AT

    def label(self) -> str:
        return self.sector.value if self.sector else "undefined (Nobility only)"


@dataclass(frozen=True, slots=True)
class Tableau:
    """A player's columns: at most four, never two of the same sector."""

    columns: tuple[Column, ...] = ()

    def __post_init__(self) -> None:
        if len(self.columns) > MAX_COLUMNS:
            raise IllegalPlacement(
                f"a player has at most {MAX_COLUMNS} columns, one per sector; this one has {len(self.columns)}"
            )
        seen: dict[Sector, int] = {}
        for i, col in enumerate(self.columns, 1):
            if not col.cards:
                raise IllegalPlacement(f"column {i} is empty; a column exists only once it holds a card")
            s = col.sector
            if s is not None:
                if s in seen:
                    raise IllegalPlacement(f"columns {seen[s]} and {i} are both {s.value}; each sector gets one column")
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
            raise IllegalPlacement(f"a {_card_kind(card)} cannot go in {self._where(column)}; "
                                   f"it may go in: {self._choices(legal)}")
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
            raise IllegalAction(f"there is no card {index + 1} in column {column + 1}") from None
        rest = col.cards[:index] + col.cards[index + 1:]
        cols = list(self.columns)
        if rest:
            cols[column] = Column(rest)
        else:
            del cols[column]
        return Tableau(tuple(cols)), card

    def _where(self, column: int) -> str:
        if 0 <= column < len(self.columns):
            return f"column {column + 1} ({self.columns[column].label()})"
        if column == len(self.columns) and column < MAX_COLUMNS:
            return f"a new column {column + 1}"
        return f"column {column + 1} (at most {MAX_COLUMNS} columns)"

    def _choices(self, legal: Sequence[int]) -> str:
        return ", ".join(self._where(c) for c in legal) if legal else "nowhere (no room for it)"

    @property
    def complete_sectors(self) -> int:
        return sum(col.complete for col in self.columns)

    @property
    def all_complete(self) -> bool:
        """All four sectors at 10 or more: the end of the game is triggered."""
        return self.complete_sectors == MAX_COLUMNS

    @property
    def three_religion_columns(self) -> int:
        """Defined columns showing all three religions (an undefined column is no sector)."""
        return sum(col.defined and col.three_religions for col in self.columns)

    def cards(self) -> Iterable[Card]:
        for col in self.columns:
            yield from col.cards


def _card_kind(card: Card) -> str:
    if isinstance(card, CommonCard):
        return str(card)
    if isinstance(card, NobilityCard):
        return "Nobility card"
    return f"{card.sector.value} card"


def game_ends_this_round(tableaus: Sequence[Tableau]) -> bool:
    """Once anyone completes all four sectors, finish this round's auctions and placement, then stop."""
    return any(t.all_complete for t in tableaus)


# --------------------------------------------------------------------------------------------
# Scoring

#: End-game bonus by the number of columns showing all three religions.
END_BONUS: Final[Mapping[int, int]] = MappingProxyType({4: 12, 3: 6, 2: 1, 1: -2, 0: -5})


# --------------------------------------------------------------------------------------------
# The rules in sentences, written once for the aid and the site; a ruling's mark stands beside
# whatever it decides.

#: How an auction runs (lines 221-239).
AUCTION_RULES: Final[tuple[str, ...]] = (
    "First card of the round: the Scepter holder opens. Each later card: the player to the right "
    "of the last winner opens.",
    "The opener must bid if they hold a coin, the Scepter holder too, for whom nothing counts as a "
    f"bid {_mark('A3')}. An opener without coins passes and the duty to open moves on to the "
    f"right {_mark('A1')}.",
    "Only the Scepter holder may bid nothing, and win the card for nothing; without coins even the "
    f"Scepter holder passes {_mark('A2')}.",
    "Every bid must be worth more than the last one. Once outbid you may bid again with any coins.",
    "Pass, and you are out for this card. No coins: you must pass.",
    "When all others have passed, the high bidder pays exactly the declared coins and takes the card "
    "into hand.",
    "If nobody holds a coin, the rest of the proposals are discarded unsold.",
)

#: How cards are placed (lines 173-175, 259-267).
PLACEMENT_RULES: Final[tuple[str, ...]] = (
    "From the Scepter holder to the right: place one card from hand, or pass. Once you pass you "
    "are done for this round.",
    "Cards you do not place stay in hand for a later round; at the end they score nothing.",
    f"At most {MAX_COLUMNS} columns, one per sector: " + ", ".join(s.value for s in Sector) + ". "
    "Placed cards never move, except by a Jester or a Herald.",
    "Nobility (crown) cards are wild: they join any column or start a new one, which the first "
    "sector card placed in it defines. A column of Nobility only scores 0, gets no "
    f"+{THREE_RELIGIONS_BONUS} and is never complete {_mark('C2')}.",
    "A common card with a sector icon belongs to that sector's column; crown common cards are "
    f"wild {_mark('C1')}.",
)

#: Completing sectors, the end and the tie-break (lines 171, 253-255, 271-298).
SCORING_RULES: Final[tuple[str, ...]] = (
    f"A column is complete at {COMPLETE_AT} or more. All three religions in one column add "
    f"+{THREE_RELIGIONS_BONUS} at once (only once per column) and protect it, so "
    f"{COMPLETE_AT - THREE_RELIGIONS_BONUS} printed prestige can complete it. Nobility religions count.",
    "End: all four sectors can only be completed while cards are placed, so that placement round "
    f"is played out and then the game ends {_mark('E2')}. Cards in hand score nothing.",
    f"First to complete all four: +{FIRST_TO_COMPLETE_BONUS}; the bonus is kept even if a sector "
    f"later falls below {COMPLETE_AT} {_mark('F1')}.",
    "Ties: the most columns with all three religions wins; if still tied, the tied players share "
    "the win.",
)

#: What changes with two players (lines 302-315).
TWO_PLAYER_RULES: Final[tuple[str, ...]] = (
    f"Allowance: {ALLOWANCE[2]} each round.",
    f"Nobles propose twice: draw {NOBLE_DRAW}, keep 1, then again; the table shows "
    f"{2 + KING_EXTRA} face up and {2 * TWO_PLAYER_PROPOSALS} face down.",
    f"The nobles' cards sell in the order laid: Scepter holder, rival, twice {_mark('N1')}.",
    "Everything else is as for 3\u20134 players.",
)


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
    religions: tuple[Religion, ...]
    prestige: int
    bonus: int
    total: int
    complete: bool

    @classmethod
    def of(cls, col: Column) -> ColumnScore:
        religions = tuple(r for r in Religion if r in col.religions)
        return cls(col.sector, len(col.cards), religions, col.prestige, col.bonus, col.total, col.complete)

    @property
    def three_religions(self) -> bool:
        return len(self.religions) == len(Religion)

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


def winners(scores: Sequence[PlayerScore]) -> tuple[str, ...]:
    """Most prestige wins; a tie goes to the most three-religion columns; then all tied share it."""
    if not scores:
        return ()
    best = max((s.total, s.three_religion_columns) for s in scores)
    return tuple(s.name for s in scores if (s.total, s.three_religion_columns) == best)


@dataclass(frozen=True, slots=True)
class FinalScore:
    """Every player's score, in sheet order, and the winner or winners after the tie-break."""

    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"game": GAME, "players": [p.to_dict() for p in self.players], "winners": list(self.winners)}


@dataclass(frozen=True, slots=True)
class Entry:
    """One player's line on the score sheet."""

    name: str
    tableau: Tableau
    first_to_complete: bool = False


def final_score(entries: Sequence[Entry]) -> FinalScore:
    """Score a table, checking what no single tableau can: one first finisher, the deck's limits."""
    if not MIN_PLAYERS <= len(entries) <= MAX_PLAYERS:
        raise RulesError(f"a score sheet lists {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(entries)}")
    names = Counter(e.name for e in entries)
    for name, n in names.items():
        if n > 1:
            raise RulesError(f"player {_short(name)} appears {n} times; every player needs a distinct name")
    firsts = [e.name for e in entries if e.first_to_complete]
    if len(firsts) > 1:
        raise RulesError(f"only one player can be first to complete all four sectors, not {', '.join(firsts)}")
    finished = [e.name for e in entries if e.tableau.all_complete]
    if finished and not firsts:
        raise RulesError(f"player {_short(finished[0])} shows four complete sectors, so someone completed all four"
                         " first and earns the bonus: mark that player with \"first_to_complete\": true")
    check_deck([e.tableau for e in entries], [e.name for e in entries])
    scores = tuple(score_player(e.name, e.tableau, e.first_to_complete) for e in entries)
    return FinalScore(scores, winners(scores))


def check_deck(tableaus: Sequence[Tableau], names: Sequence[str] | None = None) -> None:
    """Refuse tables showing more cards of a kind than the deck holds (†C3).

    >>> column = [SectorCard(Sector.SCIENCE, Religion.ISLAM, 1)] * 11
    >>> check_deck([Tableau.of(column), Tableau.of(column)])
    Traceback (most recent call last):
    ...
    playaid.rules.errors.RulesError: the tableaus show 22 science cards with a religion; the deck has 20 (†C3)
    """
    names = names or [f"seat {i}" for i in range(len(tableaus))]
    religions: Counter[Religion] = Counter()
    sectors: Counter[Sector | None] = Counter()
    commons: dict[CommonCard, str] = {}
    for name, tableau in zip(names, tableaus):
        for card in tableau.cards():
            if isinstance(card, CommonCard):
                if card in commons:
                    raise RulesError(f"player {_short(name)}: the deck has one {card}, and player"
                                     f" {_short(commons[card])} already shows it")
                commons[card] = name
            else:
                religions[card.religion] += 1
                sectors[card.fixed_sector] += 1
    mark = _mark("C3")
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


def card_from_dict(data: Any) -> Card:
    """Read one card of a score sheet.

    >>> card_from_dict({"kind": "jester", "sector": "nobility"})
    CommonCard(kind=<CommonKind.JESTER: 'jester'>, sector=None)
    """
    if not isinstance(data, dict):
        raise InvalidNotation(f"a card must be an object with a 'kind', not {_short(data)}")
    kind = data.get("kind")
    allowed = "sector, nobility, " + ", ".join(_COMMON_KINDS)
    if not isinstance(kind, str) or kind.strip().lower() not in ({"sector", "nobility"} | set(_COMMON_KINDS)):
        raise InvalidNotation(f"unknown card kind {_short(kind)} (allowed: {allowed})")
    kind = kind.strip().lower()
    keys = {"sector": {"kind", "sector", "religion", "prestige"},
            "nobility": {"kind", "religion", "prestige"}}.get(kind, {"kind", "sector", "prestige"})
    extra = sorted(set(data) - keys)
    if extra:
        raise InvalidNotation(f"a {kind} card has no field {_short(extra[0])} (fields: {', '.join(sorted(keys))})")
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
            raise InvalidNotation(f"unknown sector {_short(raw)} for a {kind} (allowed: "
                                  f"{', '.join(s.value for s in Sector)}, {NOBILITY})") from None
    card = CommonCard(common, sector)
    if "prestige" in data and data["prestige"] != card.prestige:
        raise InvalidNotation(f"a {COMMON_CARDS[common].name} is always worth {card.prestige} prestige,"
                              f" not {_short(data['prestige'])}")
    return card


def entry_from_dict(data: Any, number: int) -> Entry:
    if not isinstance(data, dict):
        raise InvalidNotation(f"player {number}: each player must be an object, not {_short(data)}")
    name, who = read_name(data, number)
    extra = sorted(set(data) - {"name", "first_to_complete", "sectors"})
    if extra:
        raise InvalidNotation(f"{who}: unknown field {_short(extra[0])} (fields: name, sectors, first_to_complete)")
    first = data.get("first_to_complete", False)
    if not isinstance(first, bool):
        raise InvalidNotation(f"{who}: 'first_to_complete' must be true or false, not {_short(first)}")
    if "sectors" not in data:
        raise InvalidNotation(f"{who}: needs a 'sectors' list of columns")
    sectors = data["sectors"]
    if not isinstance(sectors, list):
        raise InvalidNotation(f"{who}: 'sectors' must be a list of columns, not {_short(sectors)}")
    if len(sectors) > MAX_COLUMNS:
        raise InvalidNotation(f"{who}: {len(sectors)} columns, but a player has at most {MAX_COLUMNS}")
    columns: list[Column] = []
    seen: dict[Sector, int] = {}
    for c, raw_col in enumerate(sectors, 1):
        if not isinstance(raw_col, list):
            raise InvalidNotation(f"{who}, column {c}: a column must be a list of cards, not {_short(raw_col)}")
        most = sector_religion_cards() + nobility_cards() + 2 * len(CommonKind)
        if len(raw_col) > most:
            raise InvalidNotation(f"{who}, column {c}: {len(raw_col)} cards, but the deck can fill a column with"
                                  f" at most {most} ({_mark('C3')})")
        cards = []
        for k, raw_card in enumerate(raw_col, 1):
            try:
                cards.append(card_from_dict(raw_card))
            except RulesError as exc:
                raise type(exc)(f"{who}, column {c}, card {k}: {exc}") from None
        if not cards:
            continue  # an empty list is a column not yet started
        try:
            column = Column(tuple(cards))
        except RulesError as exc:
            raise type(exc)(f"{who}, column {c}: {exc}") from None
        if column.sector is not None:
            if column.sector in seen:
                raise IllegalPlacement(f"{who}, column {c}: a second {column.sector.value} column (column"
                                       f" {seen[column.sector]} is {column.sector.value}); each sector gets one")
            seen[column.sector] = c
        columns.append(column)
    tableau = Tableau(tuple(columns))
    return Entry(name, tableau, first)


def score_sheet(data: Any) -> FinalScore:
    """Score a decoded score sheet ``{"players": [...]}``, refusing anything a table cannot show."""
    players = sheet_players(data, fewest=MIN_PLAYERS, most=MAX_PLAYERS)
    return final_score([entry_from_dict(p, i) for i, p in enumerate(players, 1)])


# --------------------------------------------------------------------------------------------
# The round's machinery lives in playaid.rules.toledo1085_play and is loaded on first use.

_PLAY_NAMES: Final = frozenset({
    "Auction",
    "Bidder",
    "Placement",
    "Proposals",
    "Sale",
    "Target",
    "Theft",
    "Trade",
    "Deal",
    "bidder_for_round",
    "deal",
    "exact_payments",
    "heartache_targets",
    "jester_targets",
    "play_herald",
    "play_jester",
    "proposals",
    "rogue_sector",
    "rogue_victims",
    "rogues_showing",
    "steal",
    "thefts",
})


def __getattr__(name: str) -> Any:
    if name in _PLAY_NAMES:
        from playaid.rules import toledo1085_play

        return getattr(toledo1085_play, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _PLAY_NAMES)
