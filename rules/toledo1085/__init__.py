"""Toledo 1085: coins, auctions, placement, the five common cards and the final score.

Follows the Toledo 1085 rulebook, version 2.0 (the edition that renamed "copper" coins to
"vellum"), kept in ``../shared/seeds/000_d21e42874f209e4e.txt``. Where that rulebook is silent or
contradicts itself the package makes a ruling; every ruling is listed in ``RULINGS`` and on the
site's Toledo 1085 page.

The parts, as in every game package (:mod:`playaid.rules.game`):

:mod:`~playaid.rules.toledo1085.data`
    coins and purses, cards, columns and tableaus, and the rulebook's tables;
:mod:`~playaid.rules.toledo1085.play`
    seats, bidding money, proposals, auctions, placement and the common cards' effects;
:mod:`~playaid.rules.toledo1085.score`
    the end-game score, the tie-break chain and score sheets;
:mod:`~playaid.rules.toledo1085.rulings`
    ``RULINGS``;
:mod:`~playaid.rules.toledo1085.text`
    every sentence a player reads about the game.

Every public name of the parts is importable from here:

>>> from playaid.rules.toledo1085 import Purse, allowance
>>> allowance(4)
Purse(gold=1, silver=2, vellum=5)
"""

from playaid.rules.game import DocumentSpec, GameInfo
from playaid.rules.text import N_
from playaid.rules.toledo1085 import data
from playaid.rules.toledo1085.data import (
    ALLOWANCE, CARDS_PER_RELIGION, CARDS_PER_SECTOR, COIN_WORTH, COINS_IN_BOX, COMMON_COPIES, COMMON_PRESTIGE,
    COMPLETE_AT, DECK_SIZE, END_BONUS, FIRST_TO_COMPLETE_BONUS, GAME, KING_EXTRA, LENT_WORTH, MATCH_GAMES,
    MATCH_GOAL, MAX_CARD_PRESTIGE, MAX_COLUMNS, MAX_PLAYERS, MIN_PLAYERS, MINTED_WORTH, NOBILITY, NOBLE_DRAW,
    RELIGION_SYMBOL, ROGUE_TAKES, RULEBOOK, SCEPTER, SECTOR_ICON, SHORT_MATCH_GOAL, THREE_RELIGIONS_BONUS, TITLE,
    TWO_PLAYER_PROPOSALS, Card, Coin, Column, CommonCard, CommonKind, DeckPart, NobilityCard, Purse, Religion,
    Sector, SectorCard, Tableau, allowance, check_players, deck, exact_payments, is_wild, nobility_cards,
    sector_religion_cards,
)
from playaid.rules.toledo1085.play import (
    Auction, Bidder, Deal, Placement, Proposals, Sale, Target, Theft, Trade, bidder_for_round, deal,
    first_to_complete, game_ends_this_round, heartache_targets, jester_targets, play_herald, play_jester, proposals,
    rogue_sector, rogue_victims, rogues_showing, steal, thefts, to_the_right, turn_order,
)
from playaid.rules.toledo1085.rulings import RULING, RULINGS
from playaid.rules.toledo1085.score import (
    CARD_FIELDS, CARD_KINDS, PLAYER_FIELDS, TIES, ColumnScore, Entry, PlayerScore, card_from_dict, card_to_dict,
    check_deck, end_bonus, entry_from_dict, final_score, score_player, score_sheet,
)
from playaid.rules.toledo1085.text import (
    AID, AUCTION, CARD_TEXT, COIN_LETTERS, EXAMPLE, HEADINGS, MATCH, NOTES, PAD, PAD_FIELDS, PHASES, PLACEMENT, PLAYERS, RELIGION_LETTERS, REPORT,
    SCORING,
    SETUP_STEPS,
    SHEET_HELP,
    TWO_PLAYER_MARK, TWO_PLAYERS, CardText, Phase,
    message_values, pad_values, tie_sentences,
)

#: What Toledo 1085 declares about itself (:class:`~playaid.rules.game.GameInfo`): a printed aid and a score pad,
#: a score calculator, and the shuffled deck as its only chance, which the tools take as input.
#:
#: :meta hide-value:
GAME_INFO = GameInfo.declare(
    data, RULINGS, score_sheet,
    documents=(DocumentSpec("toledo1085-aid", N_("Player aid"), kind="aid", max_pages=2),
               DocumentSpec("toledo1085-score-pad", PAD["title"], kind="pad", max_pages=1)),
    chance=(N_("the order of the shuffled deck: the cards the King turns up and the cards each noble draws"),),
    pad=PAD_FIELDS,
)
