"""Troyes: the King's Challenge solo variant (le Roy), and the bonus cards as reference data.

Follows the Troyes bonus cards rulebook and its King's Challenge solo rules, kept in
``../shared/seeds/003_99c24830d66408d3.txt``. Dice are inputs: nothing here rolls. Where the
rulebook is silent or contradicts itself the package makes a ruling, listed in ``RULINGS``.

- :mod:`~playaid.rules.troyes.data`: dice, buildings, le Roy's table and the rating bands;
- :mod:`~playaid.rules.troyes.play`: the tables looked up, setup steps, le Roy's turn, combat;
- :mod:`~playaid.rules.troyes.score`: the final comparison, from a score sheet;
- :mod:`~playaid.rules.troyes.rulings`: ``RULINGS``;
- :mod:`~playaid.rules.troyes.text`: every sentence a player reads about the game.

>>> from playaid.rules.troyes import Die, rank
>>> [str(d) for d in rank([Die.parse("W5"), Die.parse("R5"), Die.parse("Y6")])]
['Y6', 'R5', 'W5']
"""

from playaid.rules.game import DocumentSpec, GameInfo
from playaid.rules.troyes import data
from playaid.rules.troyes.data import (
    RULEBOOK,
    BAKER_DENIERS,
    BANDS,
    BANQUET_VP,
    CATHEDRAL_FULL_VP,
    CHARACTER_CARDS,
    COLOUR_BUILDING,
    COLOUR_ORDER,
    DICE_PER_BANNER,
    FACES,
    GAME,
    LE_ROY_COLOURS,
    LE_ROY_MEEPLES,
    MAX_DICE_PER_ACTION,
    MAX_PLAYERS,
    MAX_VP,
    MIN_PLAYERS,
    NO_CHARACTER_VP,
    PLACES,
    PLAYER_MEEPLES,
    PRIOR_COUNTS_AS,
    PRIOR_WHITE_DICE,
    ROLL_PROBABILITY,
    ROLL_WAYS,
    ROUNDS,
    SETUP_DICE,
    SETUP_DICE_PER_COLOUR,
    SETUP_LE_ROY_STEP,
    SETUP_PLAYER_STEP,
    TABLE,
    TAX_COLLECTOR_BASE_DENIERS,
    TAX_COLLECTOR_DENIERS,
    TITHE_BASE_DICE,
    TITHE_DICE,
    TITLE,
    TRAVELING_BUILDERS_VP,
    Action,
    Band,
    Board,
    Building,
    Colour,
    Die,
    Rating,
    Row,
    Side,
    dice_text,
    parse_black,
    parse_black_events,
    parse_counts,
    parse_dice,
    rank,
)
from playaid.rules.troyes.play import (
    Combat,
    Placed,
    SetupStep,
    Spot,
    Turn,
    action_probability,
    action_rulings,
    band,
    cathedral_rows,
    check_setup_dice,
    combat,
    combat_events,
    dice_for_round,
    note_number,
    place_worker,
    prior,
    row,
    setup_done,
    setup_step,
    setup_turns,
    tradesman_spot,
    traveling_builders_vp,
    turn,
)
from playaid.rules.troyes.rulings import RULING, RULINGS, mark
from playaid.rules.troyes.score import SHEET_FIELDS, ChallengeScore, score_sheet
from playaid.rules.troyes.text import (
    AID_TITLE,
    CHANCE,
    SHEET_TITLE,
    VARIANT,
    CardText,
    Note,
    action_text,
    band_note,
    band_range,
    band_rows,
    band_taken,
    bonus_cards,
    card_modifications,
    card_rows,
    chance_percent,
    chance_rows,
    chance_text,
    chance_title,
    combat_text,
    gain_vp_share,
    meeples_text,
    message_values,
    note_lines,
    note_text,
    notes,
    percent,
    price_cell,
    price_text,
    rating_line,
    round_plan,
    row_cell,
    row_text,
    ruled_row_text,
    ruling_rows,
    sale_text,
    sentence,
    sentences,
    setup_lines,
    solo_changes,
    spent_text,
    table_caption,
    table_rows,
    values,
    verdict,
)

GAME_INFO = GameInfo.declare(
    data, RULINGS, score_sheet,
    documents=(
        DocumentSpec("le-roy-sheet", SHEET_TITLE, kind="sheet", max_pages=1),
        DocumentSpec("troyes-aid", AID_TITLE, kind="aid", max_pages=1),
    ),
    chance=CHANCE,
    commands=("solo", "leroy"),
)
