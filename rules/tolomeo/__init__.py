"""Tolomeo and its Eclipsis mini-expansion: the sky, watching, studying, the score, the Eclipsis.

Follows the Tolomeo rulebook (English text, with the Eclipsis mini-expansion), kept in
``../shared/seeds/004_bf5ff7c6024a0df7.txt``. Where that rulebook is silent or contradicts itself
the package makes a ruling; every ruling is in ``RULINGS`` and on the site's Tolomeo page.

The parts, each with its own ``__all__``, all re-exported here:

:mod:`~playaid.rules.tolomeo.data`
    the components and numbers: constellations, planets, the sky, cards, payments, pawns,
    the sheets' bonus actions and bonus point cards;
:mod:`~playaid.rules.tolomeo.rulings`
    ``RULINGS``, every gap or contradiction of the rulebook and what playaid does about it;
:mod:`~playaid.rules.tolomeo.events`
    the astronomical event deck, the dealer that turns it up, and the Eclipsis;
:mod:`~playaid.rules.tolomeo.play`
    the turn machinery: the round clock, the card row, watching, studying, the comet, the
    bonus actions;
:mod:`~playaid.rules.tolomeo.score`
    the final score and its tie-breaks;
:mod:`~playaid.rules.tolomeo.text`
    every sentence a player reads about the game.

Nothing shuffles by itself: a ``random.Random`` or a shuffled order is an input.

>>> from playaid.rules.tolomeo import GAME_INFO, opposite
>>> opposite("aries"), GAME_INFO.players
(Constellation.LIBRA, (1, 5))
"""

from playaid.rules.game import DocumentSpec, GameInfo
from playaid.rules.tolomeo import data
from playaid.rules.tolomeo.data import (
    BONUS_ACTIONS,
    BONUS_CARDS_IN_BOX,
    BONUS_CARD_VALUES,
    CLOCKWISE_IS_ZODIAC_ORDER,
    COMET,
    COMET_PAWN_MOVE,
    CONSTELLATION_CARDS,
    DIE_START,
    ECLIPSIS_SET_ASIDE,
    EVENT_CARDS,
    FACE_UP_CARDS,
    FLUSH_AT,
    GAME,
    HAND_LIMIT,
    JUPITER_A_CARDS,
    JUPITER_B_CARDS,
    KNOWN_COLOURS,
    KNOWN_PLANET_POINTS,
    KNOWN_TOTAL_MOVES,
    MAX_PLAYERS,
    MERCURY_A_PAWNS,
    MERCURY_B_DRAWS,
    MIN_PLAYERS,
    MOON_B_DISCARDS,
    NAMED_COLOURS,
    OPPOSED_PAIRS,
    PAWNS_PER_PLAYER,
    PAWNS_TO_STUDY,
    PAWN_SETS,
    PAYMENT_CARDS,
    PLANETS,
    PLANET_END_POINTS,
    PLAYER_BONUS_CARD,
    PLAYER_SHEETS,
    RULEBOOK,
    STARTING_HAND,
    SUN_EXTRA_TURNS,
    TITLE,
    TOLOMEO,
    TOLOMEO_CARD_NAME,
    TOP_BONUS_CARD,
    TURNS_PER_ROUND,
    VENUS_A_KEEP,
    VENUS_B_DRAWS,
    WATCH_PAWNS,
    ZODIAC,
    Board,
    BonusAction,
    BonusCard,
    Card,
    Colours,
    Configuration,
    Constellation,
    Payment,
    Planet,
    Side,
    Sky,
    bonus_action,
    bonus_cards_in_play,
    cards,
    extra_turns,
    opposite,
    planet_set,
    read_count,
)
from playaid.rules.tolomeo.rulings import (
    RULING,
    RULINGS,
    mark,
)
from playaid.rules.tolomeo.events import (
    ECLIPSIS,
    DealStep,
    Dealer,
    EclipsisResult,
    EclipsisStep,
    EventDeck,
    EventTrack,
    Fate,
    add_eclipsis,
    deal_events,
    eclipse,
    eclipsis_fate,
    eclipsis_from_dict,
    eclipsis_odds,
    event_cards,
)
from playaid.rules.tolomeo.play import (
    LAST_ACTION,
    CardRow,
    Clock,
    Placement,
    Position,
    RoundEnd,
    Study,
    Turn,
    WatchResult,
    claim_bonus_card,
    comet_card_ok,
    comet_move,
    configuration,
    deal_setup,
    discard_to_limit,
    end_of_round,
    game_over,
    jupiter_a,
    jupiter_b,
    mars_a,
    mars_b,
    mercury_a,
    moon_a,
    moon_b,
    move_pawn,
    pay_from_hand,
    payment,
    saturn,
    watch,
)
from playaid.rules.tolomeo.score import (
    CARD_FIELDS,
    MAX_SHEET_POINTS,
    PLAYER_FIELDS,
    TIES,
    Entry,
    PlayerScore,
    card_from_dict,
    entry_from_dict,
    final_score,
    planet_points,
    score_player,
    score_sheet,
)
from playaid.rules.tolomeo.text import (
    AID,
    BONUS_EFFECTS,
    CHANCE,
    COLOURS,
    DEALER,
    DOCUMENT_TITLES,
    ECLIPSIS_ADDS,
    ECLIPSIS_CHART_ALT,
    ECLIPSIS_EFFECT,
    ECLIPSIS_REPORT,
    ECLIPSIS_SETUP,
    FATES,
    HEADINGS,
    NUMBERS,
    NUMBERS_SETUP_BONUS,
    PAD,
    PAD_FIELDS,
    PAGE,
    PAYMENT_EXAMPLES,
    PAYMENT_TEXT,
    REPORT,
    SHEET,
    SHEET_HELP,
    SITE,
    SKY_HELP,
    WHEEL_ALT,
    bonus_effect,
    dealt,
    paragraph,
    payment_text,
    message_values,
    pad_values,
    ruling_text,
    say,
    tie_breaks,
    values,
    verdict,
    winner,
)

GAME_INFO = GameInfo.declare(
    data, RULINGS, score_sheet,
    documents=(
        DocumentSpec("tolomeo-aid", DOCUMENT_TITLES["tolomeo-aid"], "aid", 2),
        DocumentSpec("eclipsis-sheet", DOCUMENT_TITLES["eclipsis-sheet"], "sheet", 1),
        DocumentSpec("tolomeo-score-pad", DOCUMENT_TITLES["tolomeo-score-pad"], kind="pad", max_pages=1),
    ),
    chance=CHANCE,
    commands=("tolomeo", "eclipsis"),
    pad=PAD_FIELDS,
)
