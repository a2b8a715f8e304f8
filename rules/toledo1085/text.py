r"""Toledo 1085 in words: every sentence a player reads about the game, written once.

Each sentence is a message marked for translation (:mod:`playaid.rules.text`); a number of the
game in it is a named placeholder, filled in from the rules data by :func:`message_values`, and a
ruling's mark is the placeholder ``{†KEY}``. Every surface (the printed aid, the site, the score
report) shows a message through a :class:`~playaid.rules.text.Text`:

>>> from playaid.rules.text import ENGLISH
>>> from playaid.rules.toledo1085.text import PHASES, message_values
>>> values = message_values(ENGLISH)
>>> ENGLISH(PHASES[1].steps[0], **values)
'King: turn up players + 1 cards one at a time and keep them in that order.'
>>> ENGLISH(PHASES[1].steps[2], **values)
'If the deck runs short, deal what is left; that round is the last †D3.'

The tie-break is not written out: :func:`tie_sentences` makes it from the score's chain
(:data:`~playaid.rules.toledo1085.score.TIES`). The printed aid shows the rules above and, from
:data:`AID`, its own headings, captions and notes.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from playaid.rules.errors import refusals
from playaid.rules.text import ENGLISH, N_, NC_, NP_
from playaid.rules.toledo1085.data import (
    ALLOWANCE,
    NOBILITY,
    CARDS_PER_RELIGION,
    CARDS_PER_SECTOR,
    COIN_WORTH,
    COMMON_COPIES,
    COMPLETE_AT,
    DECK_SIZE,
    FIRST_TO_COMPLETE_BONUS,
    KING_EXTRA,
    LENT_WORTH,
    MATCH_GAMES,
    MATCH_GOAL,
    MAX_CARD_PRESTIGE,
    MAX_COLUMNS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MINTED_WORTH,
    NOBILITY,
    NOBLE_DRAW,
    ROGUE_TAKES,
    SHORT_MATCH_GOAL,
    THREE_RELIGIONS_BONUS,
    TITLE,
    TWO_PLAYER_PROPOSALS,
    Coin,
    CommonCard,
    CommonKind,
    NobilityCard,
    Religion,
    Sector,
    SectorCard,
    Tableau,
    exact_payments,
    nobility_cards,
    sector_religion_cards,
)
from playaid.rules.toledo1085.play import proposals
from playaid.rules.toledo1085.score import TIES
from playaid.rules.game import PadField, SheetField, SheetHelp, pad_choices, tie_break_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any, Final

    from playaid.rules.game import TieBreaks
    from playaid.rules.text import Message, Text

__all__ = [
    "REFUSALS",
    "AID", "AUCTION", "CARD_TEXT", "SHEET_HELP", "COIN_LETTERS", "EXAMPLE", "HEADINGS", "MATCH", "NOTES", "PAD", "PAD_FIELDS", "PHASES", "PLACEMENT", "PLAYERS",
    "RELIGION_LETTERS", "REPORT",
    "SCORING", "SETUP_STEPS", "TWO_PLAYERS",
    "TWO_PLAYER_MARK",
    "CardText", "Phase",
    "message_values", "pad_values", "tie_sentences",
]



# --------------------------------------------------------------------------------------------
# Refusals: what the rules core says when coins, a card or a sheet are not what the game allows

#: Every refusal of the Toledo 1085 rules core, by key (``toledo1085.<key>``), with the words a
#: refusal uses to name what it is about and the closed sets' names (``noun_*``).
REFUSALS: Final = refusals("toledo1085", {
    "noun_coin": NC_("what a refusal names", "coin"),
    "noun_religion": NC_("what a refusal names", "religion"),
    "noun_sector": NC_("what a refusal names", "sector"),
    "noun_common_kind": NC_("what a refusal names", "common card"),
    "what_players": N_("the number of players"),
    "what_scepter_holder": N_("Scepter holder"),
    "what_starting_bidder": N_("starting bidder"),
    "the_scepter_holder": N_("the Scepter holder"),
    "seat": N_("seat {seat}"),
    "column": N_("column {column}"),
    "card": N_("card {card}"),
    "column_named": N_("column {column} ({label})"),
    "new_column": N_("a new column {column}"),
    "column_over": N_("column {column} (at most {most} columns)"),
    "nowhere": N_("nowhere (no room for it)"),
    "undefined_column": N_("undefined (Nobility only)"),
    "nobility_card": N_("Nobility card"),
    "sector_card": N_("{sector} card"),
    "what_nobility_cards": N_("Nobility cards"),
    "what_sector_cards": N_("{sector} cards with a religion"),
    "what_religion_cards": N_("{religion} cards"),
    "coins_of": N_("{count} {coin}"),
    "lent_included": N_("lent ones included"),
    "minted_included": N_("minted ones included"),
    # coins, cards and tableaus
    "players_range": N_("{title} is for {fewest} to {most} players, not {value}"),
    "coin_count_whole": N_("a count of {coin} coins must be a whole number, not {value}"),
    "coin_count_negative": N_("a count of {coin} coins cannot be negative ({value})"),
    "coins_over_box": N_("{count} {coin} coins are more than the box holds ({box})"),
    "coins_over_box_with": N_("{count} {coin} coins ({included}) are more than the box holds ({box})"),
    "no_change": N_("cannot hand over {coins} from {purse}: coins are paid exactly as declared, never exchanged or "
                    "broken into change"),
    "coins_unread": N_("cannot read {value} as coins (write e.g. {example}: G gold, S silver, V vellum, L lent "
                       "silver, M minted vellum)"),
    "unknown_coin": N_("unknown coin {value} in {text} (gold/G, silver/S, vellum/V or copper, lent/L, minted/M)"),
    "prestige_range": N_("a card's prestige is 0 to {most} {†V3}, not {value}"),
    "two_fixed_sectors": N_("one column cannot hold two fixed sectors ({sectors})"),
    "columns_over": N_("a player has at most {most} columns, one per sector; this one has {count}"),
    "empty_column": N_("column {column} is empty; a column exists only once it holds a card"),
    "sector_twice": N_("columns {first} and {second} are both {sector}; each sector gets one column"),
    "card_cannot_go": N_("a {card} cannot go in {where}; it may go in: {choices}"),
    "no_such_card": N_("there is no card {card} in column {column}"),
    # the auction and the placement
    "no_such_seat": N_("seat {seat} does not exist at a table of {players} (seats 0-{last})"),
    "moneylender_used": N_("the bid needs {lent} more lent silver but only {left} Moneylender use is left this round "
                           "(each placed Moneylender works once per bidding round)"),
    "minter_used": N_("the bid needs {minted} more minted vellum but only {left} Minter use is left this round (each "
                      "placed Minter works once per bidding round)"),
    "moneylender_silver": N_("the Moneylender turns a silver coin you hold into a gold, and you hold {silver} silver "
                             "(a minted vellum never becomes a gold)"),
    "moneylender_minted": N_("the Moneylender turns a silver coin you hold into a gold, and you hold {silver} "
                             "silver: your {minted} minted vellum is still a vellum, and a minted vellum never "
                             "becomes a gold"),
    "minter_vellum": N_("the Minter turns a vellum coin you hold into a silver, and you hold {vellum} vellum"),
    "bid_not_held": N_("cannot bid {bid} holding {purse}: a bid is limited to coins you can hand over exactly, and "
                       "coins are never exchanged"),
    "deck_left": N_("the deck holds 0 to {most} cards once the Scepter is out, not {value}"),
    "seat_range": N_("the {who} must be a seat from 0 to {last}, not {seat}"),
    "auction_over": N_("this auction is over"),
    "not_your_bid": N_("it is seat {turn}'s turn to bid or pass, not seat {seat}'s"),
    "no_coins_left": N_("{who} has no coins left and must pass ({†A5})"),
    "zero_bid": N_("only the Scepter holder may bid nothing"),
    "bid_too_low": N_("a bid must be worth more than the current {high} ({high_bid}); {coins} is worth {value}"),
    "scepter_must_bid": N_("the Scepter holder opens this auction and holds coins, so must bid; nothing counts as a "
                           "bid ({†A3})"),
    "opener_must_bid": N_("seat {seat} opens this auction and holds coins, so must bid"),
    "auction_running": N_("the auction is still running: seat {turn} must bid or pass"),
    "hands_count": N_("{players} tableaus need {players} hands, got {count}"),
    "placement_over": N_("placement is over for this round"),
    "not_your_placement": N_("it is seat {turn}'s turn to place or pass, not seat {seat}'s"),
    "card_not_held": N_("seat {seat} does not hold a {card}"),
    "seat_no_such_card": N_("seat {seat} has no card {card} in column {column}"),
    "card_not_kind": N_("{card} is not a {kind}"),
    "jester_must_eliminate": N_("this Jester has a card to eliminate, so it must eliminate one"),
    "jester_target": N_("a Jester may eliminate only a card in a rival's unprotected column of its sector (a column "
                        "with all three religions is protected)"),
    "jester_no_target": N_("no rival card can be eliminated (every column of that sector is protected or missing); "
                           "place the Jester without a target"),
    "jester_follows": N_("the Jester follows the eliminated card into your {sector} column (column {column})"),
    "wild_trade": N_("wild cards (Nobility and crown commons) are traded only with the crown Herald ({†R5})"),
    "say_which_column": N_("the {card} may go in several columns ({choices}); say which"),
    "herald_rival": N_("a Herald trades with one rival: a seat from 0 to {last} other than seat {seat}, not {rival}"),
    "herald_receive": N_("the card you receive must come from the rival you trade with (seat {rival})"),
    "handshake_own": N_("in a Handshake you give one of your own cards"),
    "heartache_refuser": N_("a Heartache takes one card from the player who refused"),
    "heartache_nothing": N_("seat {rival} shows no card this Heartache can take: nothing is taken, and you keep the "
                            "Herald and may place it ({†H4})"),
    "heartache_sector": N_("a Heartache takes one card of the Herald's own sector, from a column of the player who "
                           "refused that lacks a religion"),
    "rogue_nothing": N_("seat {seat} holds no vellum, so a Rogue takes nothing from it ({†R4})"),
    # the score sheet
    "columns_range": N_("a player has 0 to {most} columns, not {value}"),
    "two_firsts": N_("only one player can be first to complete all four sectors, not {names}; of two who completed "
                     "in one move, the first from the Scepter holder to the right is first ({†F4})"),
    "first_unmarked": N_("player {name} shows four complete sectors, so someone completed all four first and earns "
                         "the bonus: mark that player with {field}"),
    "common_twice": N_("the deck has one {card}, and player {other} already shows it"),
    "deck_exceeded": N_("the tableaus show {count} {what}; the deck has {most} ({†C6})"),
    "card_shape": N_("a card must be an object with a {field}, not {value}"),
    "unknown_kind": N_("unknown card kind {value} (allowed: {allowed})"),
    "kind_field": N_("a {kind} card has no field {field} (fields: {fields})"),
    "kind_needs": N_("a {kind} card needs a {field} field"),
    "common_sector": N_("unknown sector {value} for a {card} (allowed: {allowed})"),
    "common_prestige": N_("a {card} is always worth {prestige} prestige, not {value}"),
    "column_shape": N_("a column must be a list of cards, not {value}"),
    "column_cards": N_("{count} cards, but the deck can fill a column with at most {most} ({†C6})"),
    "needs_sectors": N_("needs a {field} list of columns"),
    "sectors_shape": N_("{field} must be a list of columns, not {value}"),
    "too_many_columns": N_("{count} columns, but a player has at most {most}"),
    "second_column": N_("a second {sector} column (column {first} is {sector}); each sector gets one"),
})


def message_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The value of every placeholder in the game's messages, words in the language of ``text``.

    A surface shows a message as ``text(message, **message_values(text))``; the values are read
    from the rules data each time, so a surface can never print a number the engine does not use.
    """
    two = proposals(MIN_PLAYERS)
    two_allowance = ALLOWANCE[MIN_PLAYERS]
    return {
        "title": TITLE,
        "min_players": MIN_PLAYERS,
        "max_players": MAX_PLAYERS,
        "min_larger": MIN_PLAYERS + 1,
        "vellum_worth": COIN_WORTH[Coin.VELLUM],
        "gold_in_silver": COIN_WORTH[Coin.GOLD] // COIN_WORTH[Coin.SILVER],
        "gold_in_vellum": COIN_WORTH[Coin.GOLD] // COIN_WORTH[Coin.VELLUM],
        "bid_silver": _EXAMPLE_BID.silver,
        "bid_vellum": _EXAMPLE_BID.vellum,
        "lent_worth": LENT_WORTH,
        "minted_worth": MINTED_WORTH,
        "king_extra": KING_EXTRA,
        "noble_draw": NOBLE_DRAW,
        "rogue_takes": ROGUE_TAKES,
        "columns": MAX_COLUMNS,
        "sectors": text.join(text(s.label) for s in Sector),
        "complete_at": COMPLETE_AT,
        "three_bonus": THREE_RELIGIONS_BONUS,
        "printed_to_complete": COMPLETE_AT - THREE_RELIGIONS_BONUS,
        "first_bonus": FIRST_TO_COMPLETE_BONUS,
        "max_prestige": MAX_CARD_PRESTIGE,
        "match_goal": MATCH_GOAL,
        "short_match_goal": SHORT_MATCH_GOAL,
        "match_games": MATCH_GAMES,
        "two_player_gold": two_allowance.gold,
        "two_player_silver": two_allowance.silver,
        "two_player_vellum": two_allowance.vellum,
        "two_player_proposals": TWO_PLAYER_PROPOSALS,
        "two_player_king": two.king,
        "two_player_nobles": two.nobles,
        "two_p": text(TWO_PLAYER_MARK, min_players=MIN_PLAYERS),
        "deck_size": DECK_SIZE,
        "per_religion": CARDS_PER_RELIGION,
        "per_sector": CARDS_PER_SECTOR,
        "religion_cards": CARDS_PER_RELIGION * len(Religion),
        "sector_count": len(Sector),
        "kinds": len(CommonKind),
        "copies": COMMON_COPIES,
        "sector_religion_cards": sector_religion_cards(),
        "nobility_cards": nobility_cards(),
    }


# --------------------------------------------------------------------------------------------
# Setting up and the round

#: Who plays.
PLAYERS: Final = N_("The game is for {min_players} to {max_players} players.")

#: Before the first round (lines 163-165).
#:
#: :meta hide-value:
SETUP_STEPS: Final = (
    N_("Shuffle every card except the Scepter into one face-down deck within everyone's reach."),
    N_("The youngest player takes the Scepter and lays it in front of them."),
)


@dataclass(frozen=True, slots=True)
class Phase:
    """One step of a round: its place in the order, its name, and what happens in it (messages)."""

    number: int
    name: Message
    steps: tuple[Message, ...]


#: One round of play, in order; the order is the rule.
#:
#: :meta hide-value:
PHASES: Final[tuple[Phase, ...]] = (
    Phase(1, NC_("phase of a round", "Allowance"), (
        N_("Every player receives the allowance for the table's size."),
        N_("Coins are always visible to everyone."),
    )),
    Phase(2, NC_("phase of a round", "Proposals"), (
        N_("King: turn up players + {king_extra} cards one at a time and keep them in that order."),
        N_("Nobles: from the Scepter holder to the right, each draws {noble_draw}, lays one face down "
           "under the King's row and boxes the rest unseen."),
        N_("If the deck runs short, deal what is left; that round is the last {†D3}."),
    )),
    Phase(3, NC_("phase of a round", "Auctions"), (
        N_("Before the first bid {†R7}, each Rogue shown may steal, in order from the Scepter holder to "
           "the right."),
        N_("Sell the King's cards in the order they came up, then turn the nobles' cards one at a "
           "time, in the order they were laid, and sell each."),
        N_("The Scepter holder opens the first auction; the player to the right of each winner "
           "opens the next."),
    )),
    Phase(4, NC_("phase of a round", "End of bidding"), (
        N_("If no one has a coin left, discard the unsold proposals."),
        N_("Bought cards stay in hand until placement."),
    )),
    Phase(5, NC_("phase of a round", "Placement"), (
        N_("From the Scepter holder to the right, each places one card per turn or passes."),
        N_("A pass ends your placement this round; unplaced cards wait in hand."),
        N_("Then the Scepter moves one seat right {†P1} and every leftover coin is discarded."),
    )),
)

#: How an auction runs (lines 221-239).
#:
#: :meta hide-value:
AUCTION: Final = (
    N_("First card of the round: the Scepter holder opens. Each later card: the player to the right "
       "of the last winner opens."),
    N_("The opener must bid if they hold a coin, the Scepter holder too, for whom nothing counts as a "
       "bid {†A3}. An opener without coins passes and the duty to open moves on to the right {†A4}."),
    N_("Only the Scepter holder may bid nothing, and win the card for nothing; without coins even the "
       "Scepter holder passes {†A5}."),
    N_("Every bid must be worth more than the last one. Once outbid you may bid again with any coins."),
    N_("Pass, and you are out for this card. No coins: you must pass."),
    N_("When all others have passed, the high bidder pays exactly the declared coins and takes the card "
       "into hand."),
    N_("If nobody holds a coin, the rest of the proposals are discarded unsold."),
)

#: How cards are placed (lines 173-175, 259-267).
#:
#: :meta hide-value:
PLACEMENT: Final = (
    N_("From the Scepter holder to the right: place one card from hand, or pass. Once you pass you "
       "are done for this round."),
    N_("Cards you do not place stay in hand for a later round; at the end they score nothing."),
    N_("At most {columns} columns, one per sector: {sectors}. Placed cards never move, except by a "
       "Jester or a Herald."),
    N_("Nobility (crown) cards are wild: they join any column or start a new one, which the first "
       "sector card placed in it defines. A column of Nobility only scores 0, gets no "
       "+{three_bonus} and is never complete {†C5}."),
    N_("A common card with a sector icon belongs to that sector's column; crown common cards are "
       "wild {†C4}."),
)

#: Completing sectors and the end (lines 171, 253-255, 271-290); the tie-break follows from
#: :func:`tie_sentences`.
#:
#: :meta hide-value:
SCORING: Final = (
    N_("A column is complete at {complete_at} or more. All three religions in one column add "
       "+{three_bonus} at once (only once per column) and protect it, so {printed_to_complete} "
       "printed prestige can complete it. Nobility religions count, once a sector card defines the column "
       "{†C8}."),
    N_("End: all four sectors can only be completed while cards are placed, so that placement round "
       "is played out and then the game ends {†E4}. Cards in hand score nothing."),
    N_("First to complete all four: +{first_bonus}; the bonus is kept even if a sector later falls "
       "below {complete_at} {†F1}. Two completing in one move: the first from the Scepter holder to the "
       "right takes it {†F4}."),
)

#: Several games to a goal, as the editor's note suggests (line 300); how the goal is counted is
#: ruling G3.
MATCH: Final = NP_(
    "<b>Several games</b> (the editor's note): add up each game's totals; the first to reach {match_goal} points "
    "({short_match_goal} for a shorter match), counted from the Scepter holder to the right after each game, wins "
    "{†G3}. Or play {match_games} game: the highest sum wins.",
    "<b>Several games</b> (the editor's note): add up each game's totals; the first to reach {match_goal} points "
    "({short_match_goal} for a shorter match), counted from the Scepter holder to the right after each game, wins "
    "{†G3}. Or play {match_games} games: the highest sum wins.",
    count="match_games")

#: What changes with two players (lines 302-315).
#:
#: :meta hide-value:
TWO_PLAYERS: Final = (
    N_("Allowance: {two_player_gold} gold + {two_player_silver} silver + {two_player_vellum} vellum "
       "each round."),
    NP_("Each noble proposes {two_player_proposals} time: draw {noble_draw}, keep one; the table shows "
        "{two_player_king} face up and {two_player_nobles} face down.",
        "Each noble proposes {two_player_proposals} times: draw {noble_draw}, keep one, then again; the table shows "
        "{two_player_king} face up and {two_player_nobles} face down.", count="two_player_proposals"),
    N_("The nobles' cards sell in the order laid: Scepter holder, rival, Scepter holder, rival {†N2}."),
    N_("Everything else is as for {min_larger}\u2013{max_players} players."),
)

# --------------------------------------------------------------------------------------------
# The tie-break, made from the chain


def tie_sentences(text: Text = ENGLISH, ties: TieBreaks = TIES) -> str:
    """The tie-break as a player reads it: the sentence every game makes from its chain
    (:func:`playaid.rules.game.tie_break_text`), here from Toledo 1085's.

    >>> tie_sentences()
    'Ties go to the player with more columns with all three religions. Players still tied share the win.'
    """
    return tie_break_text(ties, text)


# --------------------------------------------------------------------------------------------
# The common cards


@dataclass(frozen=True, slots=True)
class CardText:
    """What a common card says: when it acts, what it does, what shields against it, and what it may
    never touch, if anything (messages)."""

    when: Message
    effect: Message
    protection: Message
    never: Message | None = None


_ON_PLACING: Final = N_("When you place it")
_EACH_ROUND: Final = N_("Once per round, once placed")
_PROTECTED: Final = N_("A column showing all three religions.")
_NOTHING: Final = NC_("safe from a common card", "Nothing.")

#: The five common cards, in the rulebook's order (lines 103-159); their names are
#: :class:`~playaid.rules.toledo1085.data.CommonKind`'s labels.
#:
#: :meta hide-value:
CARD_TEXT: Final[Mapping[CommonKind, CardText]] = MappingProxyType({
    CommonKind.ROGUE: CardText(
        N_("Before the first bid of a round {†R7}"),
        N_("May take {rogue_takes} vellum per Rogue you show from a player who shows the Rogue's sector; "
           "thieves go in order from the Scepter holder to the right. A player who holds no vellum loses "
           "nothing {†R4}. Deals between thieves never bind."),
        N_("A player whose column of that sector shows all three religions {†R3}."),
    ),
    CommonKind.JESTER: CardText(
        _ON_PLACING,
        N_("Eliminate one card (Nobility too {†J1}) from a rival's column of the Jester's sector; the "
           "eliminated card is discarded for good {†J2}. Then place the Jester in your column of that "
           "sector. With no target, just place it."),
        _PROTECTED,
    ),
    CommonKind.HERALD: CardText(
        _ON_PLACING,
        N_("Keep it in a column, or offer one rival a trade. Handshake: whatever you both agree, at most "
           "one card each way, a card for a card or for a promise {†H2}; it binds. Refused: Heartache, "
           "take one card of the Herald's sector from that rival; if none can be taken, keep the Herald "
           "and place it {†H4}. Traded cards are placed ones, and land where their new owner could "
           "place them {†H3}. A Herald that trades is discarded {†H1}."),
        N_("Heartache only: a column showing all three religions {†H2}."),
        N_("Nobility and crown common cards {†C4}, not even by Handshake, unless the Herald is the crown one."),
    ),
    CommonKind.MONEYLENDER: CardText(
        _EACH_ROUND,
        N_("One silver coin counts as a gold (put it on the card)."),
        _NOTHING,
    ),
    CommonKind.MINTER: CardText(
        _EACH_ROUND,
        N_("One vellum coin counts as a silver (put it on the card). A minted silver can never be lent "
           "into a gold."),
        _NOTHING,
    ),
})

# --------------------------------------------------------------------------------------------
# The site's clarifications: rule facts the examples on the Toledo 1085 page prove, with the
# rulebook lines they come from


#: Each clarification by the name of the page's macro that shows it.
#:
#: :meta hide-value:
NOTES: Final[Mapping[str, Message]] = MappingProxyType({
    "box": N_("No purse can ever hold more coins of a kind than the box."),
    "leftover": N_("Coins left over at the end of a round are discarded, so every round starts "
                   "from the same allowance whatever happened before."),
    "no_exchange": N_("<b>Value is not exchange.</b> A gold counts as much as {gold_in_silver} silver when "
                      "bids are compared, but a coin is never traded for smaller ones and nobody gives change."),
    "exact_bids": N_("A bid names its coins, so a player can only offer totals that their coins make exactly."),
    "converters": N_("<b>The Moneylender and the Minter.</b> Once a Moneylender sits in one of your columns, "
                     "each later bidding round you may put one silver on it, and that coin counts as a gold; "
                     "a Minter does the same for one vellum, which then counts as a silver. "
                     "Each placed card works once per round, so a player who shows two "
                     "Moneylenders may lend two silver {†M6}, and a vellum that was minted into a silver "
                     "can never be lent into a gold."),
    "proposal_counts": NP_("The King turns up {king_extra} card more than there are players and "
                           "each noble proposes one of the {noble_draw} cards they draw; with "
                           "two players each noble proposes {two_player_proposals} times.",
                           "The King turns up {king_extra} cards more than there are players and "
                           "each noble proposes one of the {noble_draw} cards they draw; with "
                           "two players each noble proposes {two_player_proposals} times.",
                           count="king_extra"),
    "scepter_opening": N_("<b>May the Scepter holder pass when opening?</b> The rulebook makes whoever "
                          "opens bid unless they hold no coin, then speaks of the Scepter holder passing. "
                          "playaid takes that pass to mean a Scepter holder without coins: holding a "
                          "coin, he must bid, and nothing counts as a bid {†A3}. Without a coin he passes, "
                          "and then the next bidder must offer at least {vellum_worth} {†A5}."),
    "protected": N_("A column that shows all three religions is safe from these cards."),
    "rogue": N_("<b>The Rogue's victims.</b> Once the allowance is paid and the proposals are laid out, "
                "just before the first bid of the round {†R7}, each Rogue shown <i>may</i> take "
                "{rogue_takes} vellum from a rival who shows the Rogue's sector, thieves "
                "going in order from the Scepter holder to the right. A rival whose column of "
                "that sector shows all three religions is safe {†R3}, and a rival who holds no vellum "
                "loses nothing {†R4}. The thieves may first agree whom to spare, but need not keep their "
                "word."),
    "jester": N_("<b>The Jester</b> must eliminate a card when it can, a Nobility card too "
                 "{†J1}, and the eliminated card is discarded for good {†J2}; when every rival column of "
                 "its sector is protected, it is simply placed."),
    "herald": N_("<b>The Royal Herald</b> is kept in a column, or traded with one rival. In a "
                 "Handshake the two agree on anything, one card each way at most, and a Handshake may be a "
                 "card for a promise ({†H2}). Because both agree, it may even move a card out of a "
                 "column with all three religions: only the Heartache is barred from such a column. "
                 "If the rival refuses, the Heartache takes one card of the Herald's sector "
                 "from them; the Herald that trades is discarded {†H1}."),
    "heartache": N_("A Heartache with nothing to take takes nothing; the Herald is then kept and may be "
                    "placed {†H4}."),
    "complete": N_("A column is <b>complete</b> at {complete_at} prestige or more. A column "
                   "showing all three religions gets +{three_bonus} at once, one time only."),
    "card_prestige": N_("The prestige printed on sector and Nobility cards is not in the rulebook. A score "
                        "sheet may give a card 0 to {max_prestige} prestige {†V3}, since no card is worth "
                        "more than a whole complete sector."),
    "adding_up": N_("At the end each player adds up their columns, then the end-game bonuses."),
    "undefined": N_("A column of Nobility cards alone is no sector: it scores nothing and is never "
                    "complete {†C5}. Whatever religions it shows count for nothing until a sector card "
                    "defines it: no +{three_bonus}, no place among the columns with all three religions, "
                    "no protection {†C8}."),
    "first": N_("<b>First to complete.</b> The first player to complete all four sectors earns "
                "+{first_bonus}. The round then goes on to the end of its placement {†E4}, and a "
                "later Jester or Heartache may take one of that player's sectors below {complete_at}; the "
                "bonus is kept {†F1}. A Handshake swap can complete two players in one move: the "
                "Scepter holder is where every shared action starts, so of the two, the one "
                "nearer the holder in turn order is first {†F4}."),
    "deck_counts": N_("The rulebook's counts agree {†C6}: {deck_size} cards, {per_religion} of each "
                      "religion and {per_sector} per sector once each sector's "
                      "{per_sector} include its {kinds} common cards. That leaves "
                      "{sector_religion_cards} religion cards per sector and {nobility_cards} Nobility "
                      "cards, and a score sheet showing more is refused."),
})

# --------------------------------------------------------------------------------------------
# The score sheet, field by field: what ``playaid score --help`` says a player types in each. The
# keys and the values typed (``kind``, ``commerce``, ``true``) are the calculator's, the same in
# every language: they fill in placeholders, never the translation.

def _sheet_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The values the score sheet's fields name, besides :func:`message_values`."""
    return {**message_values(text),
            "sector_card": "sector", "nobility": NOBILITY,
            "common_kinds": ", ".join(k.value for k in CommonKind),
            "sector_words": ", ".join(s.value for s in Sector),
            "religion_words": ", ".join(r.value for r in Religion),
            "common_prestige": ", ".join(f"{k.value} {k.prestige}" for k in CommonKind),
            "true": "true", "false": "false"}


#: Every field of a Toledo 1085 score sheet, in the player's words, in the order the calculator
#: reads them (:data:`~playaid.rules.toledo1085.score.PLAYER_FIELDS`, then a card's fields).
#:
#: :meta hide-value:
SHEET_HELP: Final = SheetHelp((
    SheetField("name", N_("the player's name; no two players alike")),
    SheetField("sectors", N_("the player's columns, at most {columns}, one per sector: each a list of its "
                             "cards, from the top of the column down"), (
        SheetField("kind", N_("which card: {sector_card} (a card of a sector), {nobility} (a Nobility card, "
                              "with the crown), or a common card by its name: {common_kinds}")),
        SheetField("sector", N_("the sector the card shows: {sector_words}; {nobility} for a common card with "
                                "the crown; a Nobility card has none")),
        SheetField("religion", N_("the religion the card shows: {religion_words}; a common card has none")),
        SheetField("prestige", N_("the prestige printed on the card, from 0 up to {max_prestige} ({\u2020V3}); a "
                                  "common card's never changes and may be left out ({common_prestige})")),
    )),
    SheetField("first_to_complete", N_("{true} for the one player who completed all four sectors first: "
                                       "+{first_bonus}, kept even if a sector has fallen below {complete_at} "
                                       "since ({\u2020F1}); {false}, or left out, for the others")),
), _sheet_values, players=(MIN_PLAYERS, MAX_PLAYERS))

# --------------------------------------------------------------------------------------------
# Words of the site's tables and of the score report

#: The captions and column headings of the site's tables.
#:
#: :meta hide-value:
HEADINGS: Final[Mapping[str, Message]] = MappingProxyType({
    "coins": N_("Coins"),
    "coin": NC_("table heading", "Coin"),
    "worth_in_vellum": N_("Worth (in vellum)"),
    "in_the_box": N_("Coins in the box"),
    "allowance": N_("The King's allowance, every bidding round"),
    "players": NC_("table heading", "Players"),
    "worth": NC_("table heading", "Worth"),
    "proposals": N_("Cards put up for auction each round"),
    "king": N_("King's proposals (face up)"),
    "nobles": N_("Nobles' proposals (face down)"),
    "draws": N_("Each player draws {noble_draw} and keeps one"),
    "times": NP_("{count} time", "{count} times"),
    "common_cards": N_("The common cards"),
    "card": NC_("table heading", "Card"),
    "prestige": NC_("table heading", "Prestige"),
    "when": NC_("table heading", "When"),
    "effect": N_("What it does"),
    "safe": N_("Safe from it"),
    "never": N_("Never traded"),
    "end_bonus": N_("End-game bonus"),
    "three_religion_columns": N_("Columns showing all three religions"),
    "bonus": NC_("table heading", "Bonus"),
    "first": N_("First to complete all four sectors"),
    "nobility": NC_("the wild cards, by name", "Nobility"),
    "deck": N_("The deck, reconciled from the rulebook's counts (ruling {†C6})"),
    "part": NC_("table heading", "Part"),
    "religion_cards": N_("Cards with a religion"),
    "common": NC_("table heading", "Common cards"),
    "other": NC_("table heading", "Other"),
    "total": NC_("table heading", "Total"),
    "rulings": N_("Source notes: gaps and contradictions, and the ruling the code implements"),
    "key": NC_("table heading", "Key"),
    "topic": NC_("table heading", "Topic"),
    "source": N_("What the rulebook says (or does not)"),
    "ruling": N_("Our ruling"),
})

#: The words of ``playaid score toledo1085``.
#:
#: :meta hide-value:
REPORT: Final[Mapping[str, Message]] = MappingProxyType({
    "title": N_("{game} \u2014 final score"),
    "player": N_("{name}: {points} prestige"),
    "column": NC_("score report heading", "column"),
    "cards": NC_("score report heading", "cards"),
    "religions": NC_("score report heading", "religions"),
    "prestige": NC_("score report heading", "prestige"),
    "total": NC_("score report heading", "total"),
    "complete": NC_("score report heading", "complete"),
    "no_sector": N_("(no sector)"),
    "no_cards": N_("(no cards)"),
    "yes": NC_("a column is complete", "yes"),
    "no": NC_("a column is complete", "no"),
    "never_complete": N_("never complete {†C5}"),
    "uncounted": N_("{religions}, count for nothing {†C8}"),
    "columns": NC_("score report line", "columns"),
    "three_religion_columns": NP_("{count} column with all three religions",
                                  "{count} columns with all three religions"),
    "first": N_("first to complete all four sectors"),
    "first_kept": N_("first to complete all four sectors (the bonus is kept {†F1})"),
    "legend": N_("religions: {legend}"),
    "legend_item": NC_("a religion's letter and name", "{letter} {religion}"),
    "sheet_order": N_("(the winners are listed in sheet order {†T3})"),
})

# --------------------------------------------------------------------------------------------
# The printed aid: its headings, captions and the sentences only it says


#: The letter on each coin's disc, the coin's initial in the reader's language (a colour is never
#: recognised by its hue alone).
#:
#: :meta hide-value:
COIN_LETTERS: Final[Mapping[Coin, Message]] = MappingProxyType({
    Coin.GOLD: NC_("the letter on a gold coin's disc", "G"),
    Coin.SILVER: NC_("the letter on a silver coin's disc", "S"),
    Coin.VELLUM: NC_("the letter on a vellum coin's disc", "V"),
})

#: The letter by which the score report lists a religion, its initial in the reader's language.
#:
#: :meta hide-value:
RELIGION_LETTERS: Final[Mapping[Religion, Message]] = MappingProxyType({
    Religion.CHRISTIANITY: NC_("the letter of Christianity in the score report", "C"),
    Religion.ISLAM: NC_("the letter of Islam in the score report", "I"),
    Religion.JUDAISM: NC_("the letter of Judaism in the score report", "J"),
})

#: The mark of the two-player changes on the aid (``2P``).
TWO_PLAYER_MARK: Final = NC_("the mark of the rules for two players", "{min_players}P")

#: The bid the aid quotes to show that coins are named: a gold's worth, in silver and vellum.
_EXAMPLE_BID: Final = next(p for p in exact_payments(ALLOWANCE[MAX_PLAYERS], COIN_WORTH[Coin.GOLD])
                           if p.silver and p.vellum)

#: The aid's worked example: an illustrative tableau, which ``AID["example"]`` describes and
#: the aid scores with the rules core (one column of Nobility only, so it defines no sector).
#:
#: :meta hide-value:
EXAMPLE: Final = Tableau.of(
    [SectorCard(Sector.COMMERCE, Religion.ISLAM, 4), NobilityCard(Religion.JUDAISM, 3),
     SectorCard(Sector.COMMERCE, Religion.CHRISTIANITY, 1)],
    [SectorCard(Sector.CULTURE, Religion.CHRISTIANITY, 5), SectorCard(Sector.CULTURE, Religion.CHRISTIANITY, 3),
     CommonCard(CommonKind.JESTER, Sector.CULTURE)],
    [SectorCard(Sector.THEOLOGY, Religion.JUDAISM, 6), SectorCard(Sector.THEOLOGY, Religion.ISLAM, 2),
     NobilityCard(Religion.CHRISTIANITY, 2)],
    [NobilityCard(Religion.ISLAM, 2)],
)

#: Every word of the printed aid that is not a rule of the round above: section headings,
#: table headings, captions, the money box and the rulings legend.
#:
#: :meta hide-value:
AID: Final[Mapping[str, Message]] = MappingProxyType({
    "subtitle": N_("{min_players}\u2013{max_players} players \u00b7 the two-player changes are marked {two_p}"),
    # the sections, in the order of the pages (Setup is every document's shared heading)
    "deck": N_("The deck: {deck_size} cards. Each sector has {sector_religion_cards} religion cards and {kinds} "
               "common cards, Nobility {nobility_cards} and {kinds}, plus the Scepter {†C6}."),
    "phase": NC_("a phase of the round: its number and name", "{number}. {name}"),
    "money": NC_("aid section", "Money"),
    "coin": NC_("a coin and its worth", "{coin} = {worth}"),
    "coins": N_("A gold is worth {gold_in_silver} silver or {gold_in_vellum} vellum, but coins are <b>never</b> "
                "swapped. Vellum is the coin older printings call copper {†M5}."),
    "gold": NC_("table heading", "Gold"),
    "silver": NC_("table heading", "Silver"),
    "vellum": NC_("table heading", "Vellum"),
    "seats": NC_("a range of player counts", "{low}\u2013{high}"),
    "no_change": N_("No change, ever"),
    "say_coins": N_("Say the coins when you bid: \u201c{bid_silver} silver and {bid_vellum} vellum\u201d."),
    "exact_coins": N_("The winner hands over exactly those coins. Nobody breaks a gold or gives change."),
    "own_coins": N_("You can only bid coins you hold: no borrowing, no promises."),
    "lender": N_("<b>Moneylender</b> (placed in an earlier round): once per round, put a silver on it; that "
                 "silver is worth {lent_worth} until you spend it {†M6}."),
    "auctions": NC_("aid section", "Auctions"),
    "king": NC_("table heading", "King (face up)"),
    "nobles": NC_("table heading", "Nobles (face down)"),
    "sold": N_("Numbered in the order they are sold."),
    "placement": NC_("aid section", "Placement"),
    "common_cards": NC_("aid section", "Common cards"),
    "card_text": NC_("a common card: its name and prestige, when it acts, then what it does",
                     "<b>{card}</b> ({prestige}) <i>{when}:</i> {effect}"),
    "card_prestige": NC_("what a common card is worth, beside its name", "{points} prestige"),
    "card_safe": NC_("a common card's text: what shields against it", "<b>{safe}:</b> {protection}"),
    "card_never": NC_("a common card's text: what it may never take or give", "<b>{never}:</b> {cards}"),
    "crowns": N_("One copy of each per sector, plus one crown copy: a crown Rogue robs in its column's sector, "
                 "a crown Jester or crown Herald may aim at any sector {†R5}."),
    "scoring": N_("Scoring and the end"),
    "round_end": NC_("aid section", "End of the round"),
    "round_over": N_("Has someone completed all four sectors? Then the game is over {†E4}: score it. Otherwise "
                     "the next round begins with the allowance."),
    "example": N_("Worked example"),
    "example_key": N_("{crown} marks a Nobility card; {complete} a complete column. The lone Nobility card "
                      "defines no sector, so it scores nothing yet."),
    "no_sector": NC_("a column that has no sector yet", "none yet"),
    "example_bonus": NP_("End bonus: {count} column with all three religions",
                         "End bonus: {count} columns with all three religions"),
    "two_players": N_("{two_p}: two-player changes"),
})

# --------------------------------------------------------------------------------------------
# The score pad: one player to a sheet, a row for each card of each column, the column totals,
# then the end-game bonuses to tick, the total, the tie-break and the running total. The pad
# prints words only; how each row is typed into ``playaid score`` is :data:`PAD_FIELDS`, which
# the command's help and the site show.

#: Every word of the printed score pad.
#:
#: :meta hide-value:
PAD: Final[Mapping[str, Message]] = MappingProxyType({
    "title": N_("Score pad"),
    "subtitle": N_("One sheet per player \u00b7 each card in its column, then the bonuses"),
    # the rows the calculator reads
    "name": NC_("a row of the score pad: the player's name", "Name"),
    "column": NC_("the score pad's block for one of a player's columns", "Column {number}"),
    "kind": NC_("a field of the score pad: which card", "Card"),
    "sector": NC_("a field of the score pad", "Sector"),
    "religion": NC_("a field of the score pad", "Religion"),
    "prestige": NC_("a field of the score pad", "Prestige"),
    # how to fill in the card rows
    "cards": N_("One row per card, top to bottom, as the column shows them; cards left in hand score nothing."),
    "card_how": N_("<b>Card:</b> sector, Nobility, or the common card\u2019s name. <b>Sector:</b> the card\u2019s "
                   "own, or the crown. <b>Religion:</b> tick its symbol; a common card has none. "
                   "<b>Prestige:</b> as printed, 0 to {max_prestige} {\u2020V3}."),
    "common_how": N_("A common card\u2019s prestige: {common}"),
    "more": N_("A column with more cards than rows goes on over the page, under its number."),
    # the rules beside the rows, column by column and at the end
    "three": N_("All three religions: +{three_bonus}, once {\u2020C8}"),
    "column_total": N_("Column total (crown cards alone: 0 {\u2020C5})"),
    "adding_up": N_("Adding up"),
    "columns_sum": N_("Columns {first_column} to {columns}: their totals added up"),
    "first_rule": N_("+{first_bonus}, kept even if a sector falls back {\u2020F1}: tick it"),
    "bonus": N_("End-game bonus: columns with all three religions"),
    "bonus_rule": N_("tick how many"),
    "bonus_cell": NC_("a choice of the score pad's bonus row: a count of columns, its box and its bonus",
                      "<b>{count}</b> {tick} {bonus}"),
    "tie_rule": N_("write the count ticked above"),
    # over several games: a sum for the pencil, never typed
    "match": N_("<b>Running total</b> (several games {\u2020G3}): the goal is {match_goal}, or {short_match_goal}"),
    "match_cells": N_("earlier games + this game = running total"),
})

#: How the pad's rows are typed into ``playaid score toledo1085`` (one object per player, one
#: list per column, one object per card): the calculator's fields, in its order, each with the
#: pad's words for it.
#:
#: :meta hide-value:
PAD_FIELDS: Final[tuple[PadField, ...]] = (
    PadField("name", PAD["name"], N_("the name as written")),
    PadField("sectors", PAD["column"], N_("a list of the columns {first_column} to {columns}, each the list of its card rows "
                                         "(an empty column, []), each card row one object:")),
    PadField("kind", PAD["kind"], N_("the card as written: {kind_values}")),
    PadField("sector", PAD["sector"], N_("the sector as written: {sector_values}, or {nobility} for the crown; "
                                         "left out for a Nobility card")),
    PadField("religion", PAD["religion"], N_("the religion ticked: {religion_values}; left out for a common card")),
    PadField("prestige", PAD["prestige"], N_("the number written; may be left out for a common card")),
    PadField("first_to_complete", HEADINGS["first"], N_("true when ticked, else left out")),
)


def pad_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The values of the pad's placeholders and of :data:`PAD_FIELDS`: the game's, and each
    value the calculator reads with its printed name (``rogue`` = Rogue)."""
    def pairs(items: Any) -> str:
        return pad_choices(list(items), text)

    kinds = [("sector", PAD["sector"]), (NOBILITY, HEADINGS["nobility"]),
             *((k.value, k.label) for k in CommonKind)]
    return {
        **message_values(text),
        "common": text.join(text(COMMON_WORTH, card=text(k.label), prestige=k.prestige) for k in CommonKind),
        "kind_values": pairs(kinds),
        "sector_values": pairs((s.value, s.label) for s in Sector),
        "religion_values": pairs((r.value, r.label) for r in Religion),
        "nobility": NOBILITY,
        "first_column": 1,
        "number": f"1\u2013{MAX_COLUMNS}",     # "Column 1-4": the row of every column, where all are meant
    }


#: A common card and the prestige printed on it.
COMMON_WORTH: Final = NC_("a common card and its printed prestige", "{card} {prestige}")
