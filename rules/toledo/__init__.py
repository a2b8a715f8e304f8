"""Toledo: walk pieces from the Cathedral to the Alcazar, forge swords, fence, present the best.

Follows the English Toledo rulebook (``../shared/seeds/001_3af95adc990d8907.txt``); the Italian
rulebook (``002_eda729458c33aabf.txt``) was read beside it, and where the two disagree or the
English text leaves a gap, :mod:`playaid.rules.toledo.rulings` says what playaid does.

The parts, each re-exported here by name:

:mod:`~playaid.rules.toledo.data`
    the box, the numbers, rows and kinds of space, trade prices, the track, sword tiles;
:mod:`~playaid.rules.toledo.duel`
    fencing colours, duel cards and the duel resolver;
:mod:`~playaid.rules.toledo.play`
    the board and a turn, step by step: the four actions, moves, landings, trades, duels;
:mod:`~playaid.rules.toledo.score`
    the final score, the tie-breaks and score sheets;
:mod:`~playaid.rules.toledo.rulings`
    ``RULINGS``;
:mod:`~playaid.rules.toledo.text`
    every sentence a player reads about Toledo, marked for translation.

>>> from playaid.rules.toledo import DuelCard, resolve_duel
>>> duel = resolve_duel([DuelCard.parse("neutral:attack"), DuelCard.parse("neutral:attack")])
>>> duel.winner, duel.score
(Side.ATTACKER, (2, 0))
>>> GAME_INFO.players, [d.name for d in GAME_INFO.documents], GAME_INFO.commands
((2, 4), ['toledo-aid', 'toledo-score-pad'], ('duel',))
"""

from __future__ import annotations

from playaid.rules.game import DocumentSpec, GameInfo
# The tie-break sentence and the winner line, made from any game's TieBreaks chain (Toledo's: TIES).
from playaid.rules.game import tie_break_text, winner_text
from playaid.rules.toledo import data
from playaid.rules.toledo.data import (
    ARTIST_PRICE,
    BUSINESSES,
    BUSINESS_TILES_PER_PLAYER,
    CARDS_PER_DRAW_ACTION,
    COMPONENTS,
    DUEL_MAX_ROUNDS,
    DUEL_ROUNDS_TO_WIN,
    ENTRANCE_CIRCLES,
    FENCING_COLOURS,
    FENCING_TILES,
    GAME,
    GEMS,
    GEMS_PER_POINT,
    MAX_CARD,
    MAX_PAINTING,
    MAX_PLAYERS,
    MAX_SKILL_TILES,
    MAX_SWORD_VALUE,
    MIN_CARD,
    MIN_PAINTING,
    MIN_PLAYERS,
    MIN_SWORD_VALUE,
    MOVEMENT_CARDS,
    MOVE_SKILL,
    MOVE_SKILL_PENALTY,
    MOVE_SKILL_TILES,
    NAMED_FENCING_COLOURS,
    NEUTRAL,
    PAINTINGS,
    PIECES_PER_PLAYER,
    PIECES_TO_END,
    ROW_PRICE,
    RULEBOOK,
    STARTING_HAND,
    STEEL_COUNTERS,
    SWORD_TILES,
    TAVERN_CARDS,
    TAVERN_ROWS,
    TILE_CIRCLES,
    TITLE,
    Action,
    card_value,
    check_payment,
    Component,
    Fixture,
    Pose,
    Reason,
    Row,
    Side,
    Space,
    SpaceKind,
    Sword,
    sword_value,
    Track,
    trade_price,
)
from playaid.rules.toledo.rulings import (
    RULINGS,
    ruling,
    ruling_mark,
)
from playaid.rules.toledo.duel import (
    MAX_COLOUR_NAME,
    Duel,
    DuelCard,
    fencing_colour,
    FencingRound,
    nearest_name,
    Palette,
    parse_cards,
    resolve_duel,
    round_winner,
    RULEBOOK_DUEL,
    RULEBOOK_DUEL_ATTACKER,
    skill_set,
    UnknownColour,
)
from playaid.rules.toledo.score import (
    LIST_FIELDS,
    SHEET_FIELDS,
    TIES,
    final_score,
    gem_points,
    Holdings,
    holdings_from_dict,
    kept_sword_points,
    PlayerScore,
    RULEBOOK_SCORE,
    score_player,
    score_sheet,
)
from playaid.rules.toledo.play import (
    TILE_SET,
    Board,
    BusinessTile,
    can_stop,
    challengeable,
    draw,
    final_turns,
    game_end_trigger,
    Landing,
    place_tile,
    Player,
    return_piece,
    take_cards,
    Turn,
)
from playaid.rules.toledo.text import (
    ACTIONS,
    AID,
    AID_TITLE,
    PAD,
    PAD_FIELDS,
    pad_values,
    PAD_TITLE,
    CARD_VALUES,
    CHANCE,
    COLOUR_LETTERS,
    COLOUR_NAMES,
    COLOURS_RULE,
    DECK,
    DUEL_ATTACKER_WINS,
    DUEL_CHART_ALT,
    DUEL_DEFENDER_WINS,
    DUEL_GOES_ON,
    DUEL_LEAD,
    DUEL_RULES,
    DUEL_UNDRAWN,
    DUEL_UNDRAWN_RULE,
    DUEL_WINNER,
    EMPTY_STOCK,
    END,
    FINE_POINTS,
    FULL_SPACES,
    HEADINGS,
    MOVE_SKILL_RULES,
    MOVING,
    POSE_LETTERS,
    REPORT,
    ROUND_WHY,
    SCORE_ITEMS,
    SETUP,
    SHEET_HELP,
    SHEET_LIMITS,
    SPACES,
    SUMMARY,
    SWORD_COSTS,
    TAVERN_ROWS_RULE,
    TRADE,
    TURN,
    UNKNOWN,
    ActionText,
    colour_name,
    held,
    message_values,
    numbers,
    say,
    ScoreItem,
    SpaceText,
)

#: What Toledo declares about itself: every surface reads its facts from here.
GAME_INFO = GameInfo.declare(
    data, RULINGS, score_sheet,
    documents=(DocumentSpec("toledo-aid", AID_TITLE, kind="aid", max_pages=2),
               DocumentSpec("toledo-score-pad", PAD_TITLE, kind="pad", max_pages=1)),
    chance=CHANCE,
    commands=("duel",),
    pad=PAD_FIELDS,
)
