"""Toledo 1085 rulings: where the rulebook is silent, ambiguous or contradicts itself.

Line numbers refer to the rulebook text in ``../shared/seeds/000_d21e42874f209e4e.txt``. Every
surface that states a ruling prints its mark (``†`` and the key) beside it; ``phrases`` are the
words by which a surface states it (``tests/test_rulings_marked.py``).

The fields a player reads (topic, what the rulebook says, the ruling, its short form) are messages
of the text source: a number of the game in them is a placeholder, filled in from the data when a
surface shows them (:func:`playaid.rules.toledo1085.text.message_values`).

>>> from playaid.rules.toledo1085.rulings import RULING
>>> RULING["A5"].mark
'†A5'
"""

from __future__ import annotations

from types import MappingProxyType

from playaid.rules.shared import Ruling
from playaid.rules.text import N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Final

__all__ = ["RULING", "RULINGS"]

#: Every ruling, in the order the site lists them.
#:
#: :meta hide-value:
RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("M5", N_("Vellum or copper"),
           N_("Version 1.0 called the smallest coin copper; version 2.0 renamed it vellum (line 53), yet the "
              "allowance paragraphs (lines 192-196) still say copper."),
           N_("One coin, worth {vellum_worth}. Input accepts both names; everything we print says vellum."),
           N_("Vellum and copper are one coin, worth {vellum_worth}."),
           ("call copper",)),
    Ruling("S6", N_("Which way is 'to the right'"),
           N_("Play always passes to the right, but no seating diagram fixes it."),
           N_("Seats are numbered in passing order: seat i + 1 sits to the right of seat i."),
           N_("Seat i + 1 sits to the right of seat i."),
           ("seats are numbered",)),
    Ruling("M6", N_("A Moneylender or Minter used twice"),
           N_("Each card works once per bidding round (lines 147, 155); a player may show several copies."),
           N_("Every placed copy gives one conversion per round. A converted coin keeps its new "
              "worth until it is paid or the round's coins are discarded."),
           N_("One conversion per placed copy per round; the coin keeps its worth until spent."),
           ("until you spend it", "two moneylenders")),
    Ruling("A4", N_("The opener has no coins"),
           N_("The opener must bid unless broke, and bidding then moves on (line 231)."),
           N_("The duty to open passes to the first seat in order that holds a coin, so a card goes "
              "unsold only when nobody holds a coin; then the rest of the round's proposals are discarded "
              "(line 243)."),
           N_("An opener without coins passes; the next seat holding a coin must open."),
           ("duty to open",)),
    Ruling("A5", N_("A Scepter holder without coins"),
           N_("Only the Scepter holder may bid zero (line 223), but players with no coins must pass (line 229)."),
           N_("The no-coin rule wins: a Scepter holder with no coins passes like anyone else."),
           N_("Without coins even the Scepter holder passes."),
           ("even the scepter holder",)),
    Ruling("A3", N_("May the Scepter holder pass when opening?"),
           N_("Lines 221 and 231 make whoever opens an auction bid unless they hold no coin; line 233 then "
              "speaks of the Scepter holder passing, after which the next bidder must bid at least {vellum_worth}; "
              "line 225 allows a first bid of zero."),
           N_("An opening Scepter holder who holds a coin must bid, and a bid of nothing counts as a bid. He "
              "passes only when he holds no coin (see {†A5}), and that is the pass line 233 describes: the "
              "next bidder must then bid at least {vellum_worth}."),
           N_("Opening with a coin in hand, the Scepter holder must bid; nothing counts as a bid."),
           ("nothing counts as a bid",)),
    Ruling("P1", N_("When the Scepter moves"),
           N_("Placement follows the auctions (line 173), and the Scepter passes at the end of the "
              "bidding round (line 245)."),
           N_("The player who held the Scepter for the auctions also leads placement; the Scepter "
              "moves right after placement."),
           N_("The Scepter moves on after placement, not before it."),
           ("scepter moves one seat right",)),
    Ruling("C4", N_("Does a common card define a column?"),
           N_("A column needs a card 'from a sector of influence' (line 265); common cards carry a sector "
              "icon (line 101)."),
           N_("A common card with a fixed sector is a card of that sector: it may open or define a "
              "column. A crown (Nobility) common card is wild like a Nobility card and defines nothing."),
           N_("A common card with a sector icon defines a column; a crown one is wild."),
           ("crown common cards are wild",)),
    Ruling("C5", N_("Undefined columns"),
           N_("A Nobility-only column scores nothing until a fixed card defines it (line 265)."),
           N_("It earns no prestige, no +{three_bonus}, is never complete and does not count toward the "
              "end-game three-religion bonus; it still counts as one of the four columns."),
           N_("A Nobility-only column scores 0, gets no +{three_bonus} and is never complete."),
           ("never complete",)),
    Ruling("C8", N_("Three religions in a column of Nobility only"),
           N_("All three religions protect a sector and add +{three_bonus} (lines 91, 253-255), and the "
              "religions of Nobility cards count (line 281); but a column of Nobility cards alone is no "
              "sector (line 265). Whether its three religions protect it is not said."),
           N_("Its religions count for nothing until a sector card defines the column: no +{three_bonus}, "
              "not one of the columns with all three religions for the end bonus or the tie-break, and no "
              "protection. No Jester reaches such a column anyway, since a Jester takes a card from a "
              "sector and joins that sector; a crown Herald's Heartache may take from it {†R5}. The score report "
              "lists the column's religions and does not count it."),
           N_("A Nobility-only column's religions count for nothing."),
           ("count for nothing",)),
    Ruling("C6", N_("The deck's composition"),
           N_("{deck_size} cards (line 51), {per_religion} of each religion (line 75), {per_sector} per sector "
              "(line 83) and {copies} copies of each common card, one per sector and one with the crown "
              "(line 101); the split is never spelled out."),
           N_("Every count agrees when the {per_sector} cards of a sector include its {kinds} common cards: "
              "{sector_count} sectors x ({sector_religion_cards} religion cards + {kinds} common cards) + "
              "Nobility ({nobility_cards} religion cards + {kinds} common cards) + the Scepter = {deck_size}, "
              "and {sector_count} x {sector_religion_cards} + {nobility_cards} = {religion_cards} religion "
              "cards, {per_religion} of each. A score sheet showing more cards of a kind than that is "
              "refused. The prestige printed on each card is not in the rulebook."),
           N_("Per sector {sector_religion_cards} religion cards and {kinds} common cards; Nobility "
              "{nobility_cards} and {kinds}; the Scepter."),
           ("20 religion cards",)),
    Ruling("V3", N_("Highest prestige on a card"),
           N_("The rulebook never lists the prestige printed on sector and Nobility cards; it completes a "
              "sector at {complete_at} (line 171) and builds its examples from several cards (8 + 2, line 39)."),
           N_("A score sheet may give a sector or Nobility card 0 to {max_prestige} prestige and no more. "
              "No card can be worth more than a whole complete sector: the rulebook builds every sector "
              "from several cards, so a higher number is taken for a typing error. Common cards keep "
              "their printed values."),
           N_("A card's prestige on a score sheet is 0 to {max_prestige}."),
           ("0 to 10 prestige",)),
    Ruling("R4", N_("A Rogue's victim has no vellum"),
           N_("The Rogue takes a vellum (line 107); nothing covers a victim without one."),
           N_("Nothing is taken from that player (no coin is ever broken into change); the thief may "
              "pick another victim."),
           N_("A Rogue takes only vellum; a player without vellum loses nothing."),
           ("holds no vellum",)),
    Ruling("R5", N_("Crown common cards"),
           N_("One copy of each common card carries the crown (line 101), but its effects name a sector."),
           N_("A crown card acts in the sector of the column it sits in, like a Nobility card: a crown "
              "Rogue robs in its column's sector (nothing while the column is undefined); a crown "
              "Jester may target any sector and then joins your column of that sector; a crown Herald "
              "may trade any card, Nobility included."),
           N_("Crown commons act like Nobility: in their column's sector, or in any sector."),
           ("crown rogue", "crown jester", "crown herald")),
    Ruling("R7", N_("When the Rogues steal"),
           N_("Line 107 puts the theft before the bidding round begins and before the first card is bid "
              "on; yet the allowance is paid before each round (line 192), and the proposals come before "
              "the auctions (lines 181-188)."),
           N_("The Rogues steal after the allowance is paid and the proposals are laid out, just before "
              "the first bid: before the allowance nobody holds a coin to steal, since every leftover coin "
              "is discarded when a round ends (line 245)."),
           N_("Rogues steal just before the first bid."),
           ("before the first bid",)),
    Ruling("R3", N_("Protection against Rogues"),
           N_("Columns with all three religions are exempt from common cards (line 91)."),
           N_("A rival is robbed only through a column of the Rogue's sector that lacks a religion."),
           N_("A rival whose column of that sector shows all three religions is safe."),
           ("whose column of that sector",)),
    Ruling("J1", N_("A Jester aimed at Nobility"),
           N_("The Herald's clause excludes Nobility cards (line 139); the Jester's (lines 119-121) has none."),
           N_("A Jester may eliminate any card, Nobility included, in a rival's unprotected column of "
              "its sector. If it can eliminate, it must."),
           N_("A Jester may eliminate a Nobility card too."),
           ("nobility too",)),
    Ruling("J2", N_("Where an eliminated card goes"),
           N_("Line 119 has the Jester eliminate a card; the rulebook never says where that card goes."),
           N_("It goes face down to the discard pile and is out of the game: the discard pile is never "
              "shuffled back."),
           N_("The eliminated card is discarded for good."),
           ("eliminated card is discarded",)),
    Ruling("H1", N_("What happens to a Herald that trades"),
           N_("The Herald is either kept in a column or used to trade (line 127); its fate after a trade "
              "is not stated."),
           N_("A Herald used for a trade goes to the discard pile, out of the game."),
           N_("A Herald that trades is discarded."),
           ("herald that trades",)),
    Ruling("H2", N_("What a Handshake may be"),
           N_("Line 131 describes a Handshake as an agreed exchange of cards; line 133 allows any kind "
              "of promise; line 137 allows at most one card per player; line 141 bars only the Heartache "
              "from a sector with all three religions, while lines 91 and 253 protect such a sector from "
              "common cards in general."),
           N_("A Handshake moves at most one card each way: a card for a card, a card for a promise, or "
              "promises alone. Both players agree to it, so either may hand over a card from a column "
              "with all three religions; that protection stops only the Heartache. Promises bind the "
              "players (line 131); playaid does not track them."),
           N_("A Handshake may trade a card for a promise, and may touch a protected column."),
           ("for a promise",)),
    Ruling("H3", N_("Where traded cards go"),
           N_("Lines 131-141 say what may be exchanged, not where the cards land nor whether cards in "
              "hand may be offered."),
           N_("Trades move placed cards only, never cards in hand. Each card joins its new owner's "
              "tableau as if placed there: in the column of its sector, or else in a new or a "
              "Nobility-only column (a wild card in any column), the receiver choosing when there is a "
              "choice. Such a place always exists, since a player short of a sector has a free or "
              "undefined column."),
           N_("Trades move placed cards only; each lands as if its new owner placed it."),
           ("never cards in hand",)),
    Ruling("H4", N_("A Heartache with nothing to take"),
           N_("After a refusal the Herald's player must take a card of the Herald's sector from that "
              "rival (line 135); the rival may show none that can be taken."),
           N_("Nothing is taken and no trade happens: the Herald's player keeps the Herald and may place "
              "it like any other card."),
           N_("Nothing to take: keep the Herald and place it."),
           ("keep the herald",)),
    Ruling("E3", N_("Allowance 'or coins of equal value'"),
           N_("The allowance may be paid in other coins of equal value (line 194)."),
           N_("The box holds exactly four allowances and every leftover coin is discarded to the supply "
              "the next allowance comes from, so the standard coins are always there; playaid always "
              "pays the standard allowance."),
           N_("The allowance is always paid in its standard coins."),
           ()),
    Ruling("E4", N_("When the last round ends"),
           N_("Line 275: once a player completes all four sectors, finish bidding on the round's "
              "remaining cards, place cards as usual, then stop. Yet cards reach the sectors only in "
              "placement, after every auction of the round."),
           N_("The end can only be triggered in a placement round, when no auction is left: that "
              "placement round is played out (everyone places until all have passed) and the game ends."),
           N_("The end comes in placement: finish that placement round, then score."),
           ("placement round is played out",)),
    Ruling("F1", N_("First to complete, then a sector lost"),
           N_("Line 285 gives +{first_bonus} to the first player to complete all four sectors; play goes "
              "on to the end of the round (line 275), where a later Jester (line 119) or Heartache "
              "(line 135) can take one of that player's sectors below {complete_at}. The rulebook never "
              "says the bonus is lost."),
           N_("The bonus belongs to whoever completed all four sectors first and is kept even if a "
              "sector later drops below {complete_at}; the end, once triggered, stands. A score sheet "
              "may mark that player first whatever their columns show at the end."),
           N_("The first to complete keeps the bonus even if a sector later drops below {complete_at}."),
           ("bonus is kept",)),
    Ruling("F4", N_("Two players complete all four sectors at once"),
           N_("Line 285 gives +{first_bonus} to the first to complete all four sectors. A Handshake "
              "swaps a card each way in one move (line 131), so it can complete two players at the same "
              "moment; the rulebook does not say who is first then. The Scepter holder is where every "
              "action involving several players starts (line 69)."),
           N_("The first of them in turn order from the Scepter holder (the holder, then to the right) is "
              "first to complete and takes the +{first_bonus}; the other is not. A score sheet still "
              "marks one player first."),
           N_("Completed at once: the first from the Scepter holder is first."),
           ("completes two players at once",)),
    Ruling("D3", N_("The deck runs out"),
           N_("Every round draws players + {king_extra} cards for the King and {noble_draw} per noble "
              "proposal, and boxed cards never return (line 210); nothing says what happens when the deck "
              "runs short."),
           N_("Deal what is left in the usual order: the King's cards first, then the nobles' draws from "
              "the Scepter holder (a noble left with one card proposes it, with none proposes nothing). "
              "The round in which the last card is drawn is played out and is the last; the game is "
              "scored as usual."),
           N_("Deck short: deal what is left; that round is the last."),
           ("deal what is left",)),
    Ruling("N2", N_("Two players: the order of the nobles' cards"),
           N_("Line 312 has each player propose a second time, without saying in which order."),
           N_("The second draw goes like the first, from the Scepter holder to the right, and the four "
              "cards are sold in the order they were laid: Scepter holder, rival, Scepter holder, rival."),
           N_("With two players the nobles' cards sell in the order laid: Scepter holder, rival, Scepter "
              "holder, rival."),
           ("rival, twice", "rival, scepter holder")),
    Ruling("T3", N_("Tie after the tie-break"),
           N_("Ties go to the most three-religion columns; after that there are several winners (line 298)."),
           N_("Winners are listed in the order the score sheet gives the players."),
           N_("Shared winners are listed in sheet order."),
           ("winners are listed in sheet order",)),
    Ruling("G3", N_("Playing to a goal over several games"),
           N_("An editor's note (line 300) suggests playing several games to {match_goal} points, or "
              "{short_match_goal} for a shorter match, the first to reach the goal winning, counted 'from "
              "the Scepter'; or simply {match_games} games, the highest total winning. It says neither "
              "when the goal is checked nor what happens on equal totals."),
           N_("Each player's totals are added up game by game (the score pad has a running total; the "
              "calculator scores one game at a time). After each game the running totals are counted from "
              "whoever holds the Scepter at the end of that game, then to the right: the first found at or "
              "over the goal wins, even if a player counted later has more. Over {match_games} games the "
              "highest sum wins; equal sums share the win."),
           N_("Several games: after each, the first at the goal from the Scepter holder wins."),
           ("after each game",)),
)

#: The rulings by key.
#:
#: :meta hide-value:
RULING: Final[Mapping[str, Ruling]] = MappingProxyType({r.key: r for r in RULINGS})
