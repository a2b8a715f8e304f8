"""Every sentence a player reads about Toledo, written once and marked for translation.

The site page, the score report, the ``playaid duel`` command and the player aid show these
messages and nothing else of their own about the rules. Numbers are never typed into a
message: each is a named placeholder that :func:`message_values` fills in from :mod:`playaid.rules.toledo.data`
when a surface shows it, so the words can never disagree with the engine. A ruling's mark is the
placeholder ``{†KEY}``, which shows as the mark itself.

>>> from playaid.rules.toledo.text import SETUP, say
>>> say(SETUP[1])
'Everyone is dealt 5 movement cards.'
>>> say(SETUP[0])
'Each player takes 5 pieces †P3, which start in the Cathedral, and 8 business tiles: each kind of business once with 1 circle and once with 2.'

:func:`say` shows a message in English by default; pass another :class:`~playaid.rules.text.Text`
for another language. Messages that a surface fills with more than the rules' numbers (a
player's name, a round's colour) name those placeholders too, and the surface passes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

import playaid.rules.toledo.data as data
from playaid.rules.errors import refusals
from playaid.rules.game import PadField, SheetField, SheetHelp
from playaid.rules.text import ENGLISH, N_, NC_, NP_, RULING_MARK
from playaid.rules.toledo.data import Action, Pose, Reason, Row, Side, SpaceKind

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any, Final

    from playaid.rules.text import Message, Text

__all__ = [
    "numbers", "message_values", "say", "colour_name", "COLOUR_NAMES", "TYPED", "REFUSALS", "COLOUR_LETTERS", "POSE_LETTERS",
    "SUMMARY", "SETUP", "TURN", "ActionText",
    "ACTIONS", "DECK", "TAVERN_ROWS_RULE", "MOVING", "CARD_VALUES", "MOVE_SKILL_RULES", "FULL_SPACES", "DUEL_LEAD",
    "DUEL_RULES", "DUEL_ATTACKER_WINS", "DUEL_DEFENDER_WINS", "DUEL_GOES_ON", "DUEL_CHART_ALT", "DUEL_UNDRAWN_RULE", "DUEL_UNDRAWN",
    "DUEL_WINNER", "ROUND_WHY", "COLOURS_RULE", "TRADE", "EMPTY_STOCK", "SpaceText", "SPACES", "END", "ScoreItem",
    "SCORE_ITEMS", "held", "SHEET_LIMITS", "SWORD_COSTS", "UNKNOWN", "CHANCE", "AID_TITLE", "HEADINGS", "REPORT", "AID",
    "PAD_TITLE", "PAD", "PAD_FIELDS", "FINE_POINTS", "SHEET_HELP", "pad_values",
]


def numbers() -> dict[str, Any]:
    """Every number a Toledo message may name, read from the rules data at the moment it is shown.

    >>> numbers()["hand"], numbers()["duel_rounds_to_win"], numbers()["bottom_price"]
    (5, 2, 1)
    """
    d = data
    return {
        "min_players": d.MIN_PLAYERS, "max_players": d.MAX_PLAYERS,
        "pieces": d.PIECES_PER_PLAYER, "box_pieces": d.COMPONENTS[d.Component.PIECES],
        "business_tiles": d.BUSINESS_TILES_PER_PLAYER,
        "small_tile": min(d.TILE_CIRCLES), "large_tile": max(d.TILE_CIRCLES),
        "hand": d.STARTING_HAND, "draw": d.CARDS_PER_DRAW_ACTION, "tavern_cards": d.TAVERN_CARDS,
        "min_card": d.MIN_CARD, "max_card": d.MAX_CARD, "movement_cards": d.MOVEMENT_CARDS,
        "paintings": d.PAINTINGS, "min_painting": d.MIN_PAINTING, "max_painting": d.MAX_PAINTING,
        "sword_tiles": d.SWORD_TILES, "steel_counters": d.STEEL_COUNTERS, "gems": d.GEMS,
        "fencing_tiles": d.FENCING_TILES, "move_skill_tiles": d.MOVE_SKILL_TILES,
        "skill_tiles": d.FENCING_TILES + d.MOVE_SKILL_TILES, "fencing_colours": d.FENCING_COLOURS,
        "max_skill_tiles": d.MAX_SKILL_TILES, "move_skill_penalty": d.MOVE_SKILL_PENALTY,
        "move_skill_cost": -d.MOVE_SKILL_PENALTY,
        "gems_per_point": d.GEMS_PER_POINT, "pieces_to_end": d.PIECES_TO_END,
        "duel_rounds_to_win": d.DUEL_ROUNDS_TO_WIN, "duel_max_rounds": d.DUEL_MAX_ROUNDS,
        "entrance_circles": d.ENTRANCE_CIRCLES,
        "min_sword_value": d.MIN_SWORD_VALUE, "max_sword_value": d.MAX_SWORD_VALUE,
        "artist_price": d.ARTIST_PRICE, "bottom_price": Row.BOTTOM.price, "middle_price": Row.MIDDLE.price,
        "top_price": Row.TOP.price,
    }


#: The printed names of the two fencing colours the rulebook names (†D8). Any other colour is a
#: word the user gave, and prints as it was given.
COLOUR_NAMES: Final[Mapping[str, Message]] = MappingProxyType({
    "purple": NC_("fencing colour", "purple"),
    "brown": NC_("fencing colour", "brown"),
})


# --------------------------------------------------------------------------------------------
# Refusals: what the rules core says when a move, a duel or a sheet is not what the game allows

#: The words a player types for a duel card, in English and (translated) in the player's own
#: language: a card without a colour and the two poses. The colours the rulebook names are
#: typed as :data:`COLOUR_NAMES` says them.
TYPED: Final[Mapping[str, Message]] = MappingProxyType({
    data.NEUTRAL: NC_("a duel card without a colour, as a player types it", "neutral"),
    Pose.ATTACK.value: NC_("a pose of a duel card, as a player types it", "attack"),
    Pose.DEFEND.value: NC_("a pose of a duel card, as a player types it", "defend"),
})

#: Every refusal of Toledo's rules core, by key (``toledo.<key>``), with the words a refusal uses to
#: name what it checks (``what_*``, see :func:`~playaid.rules.toledo.data.named`), the places of the
#: track, and the closed sets' names (``noun_*``).
REFUSALS: Final = refusals("toledo", {
    "noun_component": NC_("what a refusal names", "component"),
    "noun_action": NC_("what a refusal names", "action"),
    "noun_row": NC_("what a refusal names", "row"),
    "noun_space_kind": NC_("what a refusal names", "kind of space"),
    "noun_side": NC_("what a refusal names", "side"),
    "noun_pose": NC_("what a refusal names", "pose"),
    "noun_reason": NC_("what a refusal names", "reason"),
    "noun_fixture": NC_("what a refusal names", "fixture"),
    "noun_landing": NC_("what a refusal names", "landing"),
    # what a refusal checks
    "what_movement_card": N_("a movement card"),
    "what_payment_card": N_("a payment card"),
    "what_circles": N_("the circles of a space"),
    "what_sword_value": N_("a sword's value"),
    "what_sword_steel": N_("a sword's steel cost"),
    "what_sword_gems": N_("a sword's gem cost"),
    "what_player_card": N_("{name}: a movement card"),
    "what_player_cathedral": N_("{name}: pieces in the Cathedral"),
    "what_player_steel": N_("{name}: steel"),
    "what_player_gems": N_("{name}: gems"),
    "what_player_painting": N_("{name}: a painting"),
    "what_cards_to_draw": N_("the number of cards to draw"),
    "what_tavern_card": N_("a card drawn at the tavern"),
    "what_a_painting": N_("a painting"),
    "what_gem_count": N_("a count of gems"),
    "what_the_gems": N_("the count of gems"),
    "what_presented_sword": N_("presented sword {number}"),
    "what_kept_sword": N_("kept sword {number}"),
    "what_painting": N_("painting {number}"),
    "what_movement_card_number": N_("movement card {number}"),
    "what_steel_counters": N_("steel counters"),
    "what_gems": N_("gems"),
    "what_sword_tiles": N_("sword tiles"),
    "what_swords": N_("swords"),
    "what_paintings": N_("paintings"),
    "what_movement_cards": N_("movement cards"),
    "what_cards_in_hand": N_("movement cards in hand"),
    "what_fencing_tiles": N_("fencing skill tiles"),
    "what_move_skill_tiles": N_("move skill tiles"),
    "a_duellist": N_("a duellist"),
    "the_attacker": N_("the attacker"),
    "the_defender": N_("the defender"),
    "attacker_tiles": N_("the attacker's tiles"),
    "defender_tiles": N_("the defender's tiles"),
    "skill_tiles_of": N_("{name}'s skill tiles"),
    "card": N_("card {card}"),
    "card_example": N_("{colour}:{pose}"),
    "either_card": N_("{first} or {second}"),
    "no_colours": N_("none given"),
    "none": N_("none"),
    "no_cards": N_("no cards"),
    "to_play": N_("play"),
    "to_pay_with": N_("pay with"),
    "stands_after": NP_("it stands {attacker}:{defender} after {count} card",
                        "it stands {attacker}:{defender} after {count} cards"),
    "no_card_given": N_("no card was given"),
    "the_cathedral": N_("the Cathedral"),
    "the_alcazar": N_("the Alcazar"),
    "space_in_row": N_("{space} {position} ({row} row)"),
    "fixture_street": N_("street space"),
    "fixture_tavern": N_("tavern"),
    "fixture_artist": N_("artist"),
    "tile_at": N_("{owner}'s {kind} on space {position} ({row} row)"),
    "stuck_no_cards": N_("{name} has no card left to move on with"),
    "stuck_no_pace": N_("{name} has no {pace} left to move on with"),
    "stuck": N_("no card in hand could move on from there"),
    "challenge_or_move": N_("challenge {rivals} or move on"),
    "move_on": N_("move on"),
    # numbers, the track, the spaces
    "negative": N_("{what} cannot be negative ({value})"),
    "at_least": N_("{what} must be at least {low}, not {value}"),
    "at_least_ruled": N_("{what} must be at least {low} ({mark}), not {value}"),
    "range": N_("{what} must be {low} to {high}, not {value}"),
    "range_ruled": N_("{what} must be {low} to {high} ({mark}), not {value}"),
    "trade_price_args": N_("trade_price needs a SpaceKind and a Row, not {kind} and {row}"),
    "artist_no_owner": N_("the artist belongs to nobody"),
    "tavern_no_owner": N_("a tavern belongs to nobody"),
    "tavern_rows": N_("taverns stand only in rows costing {prices} ({†T4}), not in the {row} row"),
    "card_too_low": N_("this trade needs one card of {price} or more; a {value} is not enough, and cards are never "
                       "added together"),
    "space_args": N_("a space needs a Row and a Fixture, not {row} and {fixture}"),
    "street_circles": N_("a street space has no printed circles; its business tile brings them"),
    "fixture_circles": N_("a {fixture} has {circles} circles, not {value}"),
    "tavern_row": N_("a tavern costs {prices}, so it cannot stand in the {row} row ({†T4})"),
    "track_args": N_("a track is a tuple of Space values"),
    "rows_order": N_("space {space} is in the {row} row after a space of the {before} row; rows run {rows}"),
    "row_missing": N_("the track has no space in the {row} row; each row needs at least one"),
    "artists": N_("the track shows {count} artist spaces; the board has one"),
    "track_text": N_("a track must be written as text, not {value}"),
    "track_rows": NP_("write the track as three rows separated by '/' (bottom / middle / top), not {count} part",
                      "write the track as three rows separated by '/' (bottom / middle / top), not {count} parts"),
    "printed_circles": N_("{token} needs its printed circles, {low} or {high} (read them from your board)"),
    "track_unread": N_("cannot read {value} in the {row} row of the track (use {street} for a street space, "
                       "{tavern} for a tavern, {artist} for the artist)"),
    "not_a_space": N_("position {position} is {place}, not a space of the track"),
    "positions": N_("positions run from 0 (the Cathedral) to {alcazar} (the Alcazar), not {value}"),
    # duels
    "colour_not_text": N_("a fencing colour is a name, not {value}"),
    "neutral_reserved": N_("{word} marks a card without a fencing colour; no skill tile has it"),
    "move_reserved": N_("{word} is the move skill, not a fencing colour"),
    "colour_word": N_("{value} is not a colour name (letters, with hyphens between words, at most {most})"),
    "palette_args": N_("a palette is a tuple of colour names"),
    "palette_case": N_("write colour names in lower case: {colours}"),
    "palette_twice": N_("the fencing colour {colour} is listed twice"),
    "palette_count": N_("the game has {most} fencing colours, not {count} ({colours})"),
    "palette_text": N_("list the fencing colours as text, not {value}"),
    "unknown_colour": N_("{colour} is not one of the fencing colours ({colours})"),
    "unknown_colour_nearest": N_("{colour} is not one of the fencing colours ({colours}); did you mean {guess}?"),
    "unknown_colour_third": N_("{colour} is not one of the fencing colours ({colours}); the rulebook names only these "
                               "two, so a third colour must be declared first ({†D8})"),
    "tile_twice": N_("{who} lists {colour} twice; a player holds one tile of each kind"),
    "too_many_tiles": N_("{who} lists {count} fencing colours; a player holds at most {most} skill tiles"),
    "card_case": N_("write the colour {colour} in lower case"),
    "pose_args": N_("a pose is Pose.ATTACK or Pose.DEFEND, not {value}"),
    "card_text": N_("a card is written COLOUR:POSE, not {value}"),
    "card_unread": N_("cannot read card {value}: write COLOUR:POSE, e.g. {examples}"),
    "pose_unknown": N_("card {card}: the pose is {poses}, not {value}"),
    "cards_text": N_("list the cards as text, not {value}"),
    "no_duel_cards": N_("no cards given; list the cards drawn as COLOUR:POSE, separated by commas"),
    "cards_over": N_("a duel draws at most {most} cards; list no more than that"),
    "card_empty": N_("card {card} of the list is empty; write COLOUR:POSE between the commas"),
    "round_args": N_("a fencing round needs a DuelCard, not {value}"),
    "cards_over_given": N_("a duel draws at most {most} cards, not {count}"),
    "card_args": N_("card {card} is not a DuelCard: {value}"),
    "duel_colours": N_("the duel shows {count} fencing colours ({colours}); the game has {most}"),
    "undecided": N_("the duel is not decided: {at}; give the cards drawn until one side has won {wins} rounds (a duel "
                    "takes {wins} or {most} cards)"),
    "no_toledo_ruling_keys": N_("no Toledo ruling {ruling} (keys: {keys})"),
    # a game in play
    "tile_kind": N_("business tiles are {kinds}; not {value}"),
    "tile_circles": N_("a business tile has {circles} circles, not {value}"),
    "hand_shape": N_("a hand is a list of card values, not {value}"),
    "hand_size": N_("{count} cards in hand, but the game has {most} movement cards"),
    "player_name": N_("a player needs a non-empty name, not {value}"),
    "hand_sorted": N_("keep the hand sorted, as Player.hand is compared by value"),
    "presented_args": N_("a presented sword is a Sword or None"),
    "swords_args": N_("swords are Sword values"),
    "skill_tiles_over": N_("at most {most} skill tiles"),
    "tiles_args": N_("unplaced tiles must be distinct (kind, circles) pairs of the set"),
    "card_not_in_hand": N_("{name} holds no {value} to {why} (hand: {held})"),
    "board_args": N_("a board needs a Track"),
    "board_spaces": N_("tiles and circles need one entry for each of the {count} spaces"),
    "players_range": N_("Toledo is for {fewest} to {most} players ({†P2}), not {count}"),
    "names_distinct": N_("every player needs a distinct name"),
    "tile_on_fixture": N_("a business tile lies on {place}"),
    "tile_owner": N_("the tile on space {position} belongs to {owner}, who is not playing"),
    "circles_over": N_("{place} has {circles} circle(s) but {count} pieces sit there"),
    "loose_piece": N_("no piece of {owner} can stand at position {position}"),
    "loose_owner": N_("only the player whose turn it is has pieces standing without a circle"),
    "loose_over": N_("{count} pieces stand on {place} without a circle; only one more than its free circles can"),
    "pieces_count": N_("{name} has {count} pieces on the board; each player has {pieces}"),
    "tiles_overlap": N_("{name} has each business tile once: placed and unplaced tiles overlap"),
    "tiles_count": N_("{name} has {count} business tiles, placed or not; each player has {tiles}"),
    "stock_over": N_("the players hold {count} {what}; the game has {most}"),
    "hands_args": N_("give one dealt hand for each player, in seat order"),
    "dealt_hand": N_("each player is dealt {hand} cards, not {count}"),
    "no_such_player": N_("no player called {name} (players: {players})"),
    "reshuffle": N_("the deck ran out: shuffling the discard pile needs a random generator"),
    "draw_count": N_("this action takes {cards} cards, not {count}"),
    "moving": N_("a move turn is under way"),
    "tile_on_printed": N_("{place} is printed on the board; business tiles go on empty street spaces only"),
    "tile_on_tile": N_("{place} already holds a tile; tiles never go on tiles"),
    "tile_placed": NP_("{name} has already placed the {kind} with {circles} circle",
                       "{name} has already placed the {kind} with {circles} circles", "circles"),
    "alcazar_stays_return": N_("pieces in the Alcazar stay there until the end; only a piece on the track can go back"),
    "in_cathedral": N_("that piece is already in the Cathedral"),
    "no_piece_on": N_("{name} has no piece on {place}"),
    "not_at_table": N_("{name} is not at the table"),
    "turn_under_way": N_("another turn is under way"),
    "cathedral_empty": N_("{name} has no piece in the Cathedral"),
    "alcazar_stays": N_("pieces in the Alcazar stay there until the end"),
    "pending_move": N_("the piece on {place}, where no circle is free, must move on with this card, or challenge a "
                       "rival there"),
    "no_move_skill": N_("{name} holds no move skill tile"),
    "move_skill_used": N_("the move skill has already been used this turn (once per turn, {†A6})"),
    "pace": N_("this turn's cards are {pace}s (the card on display); a {value} needs the move skill"),
    "past_alcazar": N_("a {value} from {place} would go past the Alcazar; a piece must end exactly on an entrance "
                       "circle"),
    "ends_on_street": N_("a {value} from {place} ends on an empty street space ({position}); a piece ends on a "
                         "business, a tavern, the artist or the Alcazar"),
    "present_at_alcazar": N_("a sword is presented only by a piece entering the Alcazar"),
    "no_such_sword": N_("{name} has no sword {sword} to present"),
    "own_full": N_("{place} is full of {name}'s own pieces and {stuck}, so the piece may not go there"),
    "own_full_waiting": NP_("{place} is full of {name}'s own pieces (one of them waits there for its circle, {†M7}) "
                            "and {stuck}, so the piece may not go there",
                            "{place} is full of {name}'s own pieces ({waiting} of them wait there for their circles, "
                            "{†M7}) and {stuck}, so the piece may not go there", "waiting"),
    "pending_first": N_("the piece on {place}, where no circle is free, must first move on with the next card or "
                        "challenge a rival there"),
    "nothing_standing": N_("{name} has no piece standing on {place} without a circle"),
    "no_circle_free": N_("no circle is free on {place}: {hint}"),
    "nothing_landed": N_("{name} has no piece that has just landed on {place}"),
    "circle_free": N_("a circle is free on {place}: take it or move on ({†D7}); there is no duel while a circle is "
                      "free"),
    "own_colour": N_("a piece never challenges its own colour: move on instead"),
    "no_rival_here": N_("{name} has no piece to challenge here (rivals here: {rivals})"),
    "no_arrival": N_("no piece of {name} has just taken a circle on {place}: a piece must move there this turn to "
                     "trade, once per arrival ({†A9})"),
    "trade_extra": N_("a {kind} has nothing to do with '{extra}'"),
    "no_steel": N_("the steel stock is empty ({†A10})"),
    "no_gems": N_("the gem stock is empty ({†A10})"),
    "which_sword": N_("say which sword tile you take: sword=Sword(value, steel, gems)"),
    "no_swords": N_("the sword tiles are all taken ({†A10})"),
    "sword_cost": N_("that sword needs {steel} steel and {gems} gems; {name} has {have_steel} steel and {have_gems} "
                     "gems"),
    "tavern_cards": N_("a tavern gives the top {cards} cards: give the cards drawn"),
    "which_painting": N_("give the value of the top painting: painting={values}"),
    "no_paintings": N_("the artist has no painting left ({†A10})"),
    "painting_sold": N_("the top painting cannot be worth {painting}: one of {sold} is already sold, and the stack is "
                        "sold in falling value ({†A15})"),
    "own_business": N_("trading at your own business is free: pay nothing"),
    "which_card": N_("this trade costs one card of {price} or more: say which (pay=...)"),
    "which_tile": N_("say which skill tile you take: a fencing colour or {move}"),
    "tile_held": N_("{name} already holds the {tile} tile; one of each kind"),
    "give_up_tile": N_("{name} holds {most} skill tiles: give one up to take another"),
    "tile_not_held": N_("{name} holds no {tile} tile to give up"),
    "give_up_only": N_("a tile is given up only when you already hold {most}"),
    "no_move_skill_tiles": N_("the move skill tiles are all taken ({†A10})"),
    "no_fencing_tiles": N_("the fencing skill tiles are all taken ({†A10})"),
    "no_card_played": N_("a move turn plays at least one card"),
    "still_standing": N_("every piece must sit on a circle at the end of the turn; still standing: {places}"),
    # the score sheet
    "holdings_args": N_("{field} must be a tuple of values"),
    "presented_over": N_("{count} presented swords, but each piece presents at most one and a player has {pieces} "
                         "pieces ({†P3})"),
    "swords_over": N_("{count} swords, but the game has {most} sword tiles"),
    "paintings_over": N_("{count} paintings, but the game has {most}"),
    "cards_over_box": N_("{count} movement cards, but the game has {most}"),
    "score_args": N_("score_player needs Holdings, not {value}"),
    "table_over": N_("the players hold {count} {what} between them, but the game has {most} {box}"),
    "values_list": N_("{field} must be a list of values, not {value}"),
})


#: The letter a duel card's colour carries on the aid (in a disc), by the colour: the two colours
#: the rulebook names and a neutral card, each an initial in the edition's language. The third
#: colour, unnamed (†D8), is drawn as a question mark in every language.
COLOUR_LETTERS: Final[Mapping[str, Message]] = MappingProxyType({
    "purple": NC_("the letter of the purple fencing colour, its initial", "P"),
    "brown": NC_("the letter of the brown fencing colour, its initial", "B"),
    data.NEUTRAL: NC_("the letter of a neutral duel card, its initial", "N"),
})
#: The letter of each pose on a duel card, as the aid prints it (in a square).
POSE_LETTERS: Final[Mapping[Pose, Message]] = MappingProxyType({
    Pose.ATTACK: NC_("the letter of the attacking pose, its initial", "A"),
    Pose.DEFEND: NC_("the letter of the defending pose, its initial", "D"),
})


def colour_name(colour: str, text: Text = ENGLISH) -> str:
    """A fencing colour as a player reads it: a colour the rulebook names in the language of
    ``text``, any other as the user wrote it.

    >>> colour_name("purple"), colour_name("teal")
    ('purple', 'teal')
    """
    message = COLOUR_NAMES.get(colour)
    return colour if message is None else text(message)


def message_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The value of every placeholder in Toledo's messages, words in the language of ``text``.

    A surface shows a message as ``text(message, **message_values(text))`` (or :func:`say`): the
    numbers of :func:`numbers`, the fencing colours the rulebook names, joined as ``text``'s
    language joins a list, and the mark of a ruling (``ruling_mark``), for a sentence about marks.

    >>> message_values()["named_colours"]
    'purple and brown'
    """
    return {**numbers(), "named_colours": text.join(colour_name(c, text) for c in data.NAMED_FENCING_COLOURS),
            "ruling_mark": RULING_MARK}


def say(message: Message, text: Text = ENGLISH, /, **values: Any) -> str:
    """``message`` in the language of ``text``, with the rules' values and ``values`` filled in."""
    return text(message, **{**message_values(text), **values})


# --------------------------------------------------------------------------------------------
# The game, setting up, a turn

SUMMARY: Final = N_(
    "Players walk their pieces up through the city of Toledo, from the Cathedral to the Alcazar "
    "palace, buying steel and gems, having swords forged and learning to fence on the way; the best "
    "swords presented to the Emperor win.")

SETUP: Final = (
    N_("Each player takes {pieces} pieces {†P3}, which start in the Cathedral, and {business_tiles} business "
       "tiles: each kind of business once with {small_tile} circle and once with {large_tile}."),
    N_("Everyone is dealt {hand} movement cards."),
    N_("The paintings lie face up in one stack, {min_painting} at the bottom and {max_painting} on top: they "
       "are sold in falling value {†A15}."),
    N_("The youngest player starts; play goes clockwise."),
    N_("The box has pieces in {max_players} colours; playaid plays with {min_players} to {max_players} "
       "players {†P2}."),
)

TURN: Final = N_("On your turn you do exactly one of the four actions.")


@dataclass(frozen=True, slots=True)
class ActionText:
    """What one of the four actions involves, in two short steps."""

    action: Action
    steps: tuple[Message, ...]

    @property
    def number(self) -> int:
        return self.action.number

    @property
    def name(self) -> Message:
        return self.action.label


ACTIONS: Final = (
    ActionText(Action.DRAW, (
        N_("Draw the top {draw} movement cards."),
        N_("Deck empty: shuffle the discards into a new deck. There is no hand limit."),
    )),
    ActionText(Action.PLACE, (
        N_("Put one of your business tiles on an empty street space."),
        N_("Never on a tavern, the artist, or any tile (yours included)."),
    )),
    ActionText(Action.MOVE, (
        N_("Play cards of one value, one per move; each moves one of your pieces."),
        N_("Trade where a piece takes a circle; every piece ends the turn on a circle."),
    )),
    ActionText(Action.RETURN, (
        N_("Bring one of your pieces on the track back to the Cathedral."),
        N_("That is the whole turn. Pieces in the Alcazar stay there."),
    )),
)

DECK: Final = N_(
    "When the deck runs out, the discard pile is shuffled into a new deck; playaid does the same for a "
    "tavern's cards and for duel cards, and when both piles are empty {†M8} the player takes what there is.")

TAVERN_ROWS_RULE: Final = N_(
    "A tavern costs a card of its row's price, {bottom_price} or {middle_price}, so no tavern stands in the "
    "top row {†T4}.")

# --------------------------------------------------------------------------------------------
# Moving, the move skill, full spaces

MOVING: Final = (
    N_("Your first card sets the turn's value and stays on display; every later card must match it."),
    N_("Each card moves one of your pieces exactly its value toward the Alcazar; every space counts {†M12}. "
       "The same piece or another may move next."),
    N_("A piece ends on a business, a tavern, the artist or exactly on an Alcazar entrance circle; never on "
       "an empty street, past the Alcazar or back in the Cathedral {†M3}."),
    N_("To trade, or to stop, a piece takes a free circle. Trade once per arrival {†A9}, then you may move "
       "that piece on."),
    N_("By a free circle a piece may wait there {†M11} while others move; a piece waiting for its circle "
       "{†M7} holds it."),
    N_("At the end of your turn every piece sits on a circle; discard the card on display."),
)

CARD_VALUES: Final = N_(
    "Movement cards are worth {min_card} to {max_card} {†M9}: the Italian rulebook gives the range, the "
    "English does not.")

MOVE_SKILL_RULES: Final = (
    N_("Once per turn {†A6}, play one card of any value and flip the tile until your turn ends {†A16}. Only "
       "the value rule {†A7} is lifted: the card still moves a piece exactly its value to a stop. Usable in "
       "the turn you gain the tile."),
    N_("Or say so on your first card: it moves and is discarded, and your next card sets the value."),
    N_("Still holding the tile at the end costs <b>{move_skill_penalty}</b>: swap it away at a fencing master "
       "while you hold {max_skill_tiles} tiles."),
)

FULL_SPACES: Final = (
    N_("No free circle where your piece lands? Then, straight away, <b>move on</b> with your next card or "
       "<b>challenge</b> a rival sitting there to a duel."),
    N_("Never your own colour: if only your pieces sit there and you could not move on, you may not go "
       "there at all."),
    N_("A two-circle space with one rival and a free circle: take the free circle or move on {†D7}; there "
       "is no duel."),
    N_("Both circles held by rivals: say which one you challenge."),
)

# --------------------------------------------------------------------------------------------
# Duels

DUEL_LEAD: Final = N_(
    "A duel happens when a piece lands where no circle is free, does not move on at once, and challenges "
    "a rival sitting there. The attacker draws cards from the deck, one per fencing round.")

DUEL_RULES: Final = (
    N_("A duellist who <b>alone</b> holds a fencing skill tile of the card's colour takes the round."),
    N_("Otherwise (both hold that colour, neither does, or the card is <b>neutral</b>) the highlighted "
       "figure decides: the attacking pose gives the round to the attacker, the defending pose to the "
       "defender."),
    N_("The first to win {duel_rounds_to_win} rounds wins the duel: drawing stops as soon as one side has, "
       "so a duel takes at most {duel_max_rounds} cards {†D1}."),
)

#: What a duel's end does, for each winner: each sentence stands alone (the aid's flowchart prints
#: both) and follows the line that names the winner (``playaid duel``).
DUEL_ATTACKER_WINS: Final = N_(
    "A winning attacker takes the circle and may trade there; the defender's piece goes back to the Cathedral.")
DUEL_DEFENDER_WINS: Final = N_(
    "A winning defender stays on the circle; the attacker's piece goes back to the Cathedral.")
DUEL_GOES_ON: Final = N_("Either way, the attacker's turn goes on.")
#: What the duel flowchart shows, for a reader who cannot see it (the site's alternative text).
DUEL_CHART_ALT: Final = N_(
    "Flowchart of a duel. The attacker draws the top card. If it is neutral, or its colour is held by both "
    "duellists or by neither, the pose decides the round: the attacking pose gives it to the attacker, the "
    "defending pose to the defender. If only one duellist holds its colour, that duellist wins the round. "
    "Once someone has won {duel_rounds_to_win} rounds the duel is over; otherwise the attacker draws again, "
    "{duel_max_rounds} cards at most {†D1}. The loser's piece goes back to the Cathedral, a winning attacker "
    "takes the circle and may trade there, and either way the attacker's turn goes on.")
DUEL_UNDRAWN_RULE: Final = N_(
    "A card given after the duel is over is reported as not drawn {†D1} and stays on the deck {†D5}; a list "
    "of more than {duel_max_rounds} cards is refused, as no duel draws more.")
DUEL_UNDRAWN: Final = N_(
    "Not drawn {†D1}, as the duel was over (it stays on the deck {†D5}): {cards}")

#: Who won a duel, and by how many rounds: one sentence for each side.
DUEL_WINNER: Final[Mapping[Side, Message]] = MappingProxyType({
    Side.ATTACKER: N_("Winner: the attacker, {won} rounds to {lost}."),
    Side.DEFENDER: N_("Winner: the defender, {won} rounds to {lost}."),
})

#: Why a fencing round went to its winner, by the reason and the winning side; ``{colour}`` is
#: the card's colour.
ROUND_WHY: Final[Mapping[tuple[Reason, Side], Message]] = MappingProxyType({
    (Reason.SKILL, Side.ATTACKER): N_("only the attacker holds {colour}"),
    (Reason.SKILL, Side.DEFENDER): N_("only the defender holds {colour}"),
    (Reason.BOTH, Side.ATTACKER): N_("both hold {colour}, so the attacking pose decides"),
    (Reason.BOTH, Side.DEFENDER): N_("both hold {colour}, so the defending pose decides"),
    (Reason.NEITHER, Side.ATTACKER): N_("neither holds {colour}, so the attacking pose decides"),
    (Reason.NEITHER, Side.DEFENDER): N_("neither holds {colour}, so the defending pose decides"),
    (Reason.NEUTRAL, Side.ATTACKER): N_("a neutral card: the attacking pose decides"),
    (Reason.NEUTRAL, Side.DEFENDER): N_("a neutral card: the defending pose decides"),
})

COLOURS_RULE: Final = N_(
    "The rulebook names only {named_colours} of the {fencing_colours} fencing colours; declare the third colour "
    "{†D8} as your cards show it. Until it is declared, any other colour is refused, with the nearest known "
    "name as a hint, so that a misspelt colour never counts as the third.")

# --------------------------------------------------------------------------------------------
# Trade and the six kinds of space

TRADE: Final = (
    N_("Pay with <b>one</b> movement card of at least the price, and lose the change: two small cards never "
       "add up. Your own business is free; a rival keeps the card; a tavern or the artist discards it."),
    N_("<b>Trading needs a move:</b> a piece sitting there since before your turn cannot trade. The owner "
       "cannot refuse."),
)

EMPTY_STOCK: Final = N_(
    "<b>An empty stock</b> ({steel_counters} steel counters, {gems} gems): a trade that would take from "
    "it is refused before any card is paid, since the stock is empty {†A10}.")


@dataclass(frozen=True, slots=True)
class SpaceText:
    """What one kind of space is: where it comes from, what a trade there costs and gives."""

    kind: SpaceKind
    where: Message
    price: Message
    gives: Message

    @property
    def name(self) -> Message:
        return self.kind.label


_TILE = NC_("where a kind of space comes from", "business tile")
_PRINTED = NC_("where a kind of space comes from", "printed on the board")
_RIVAL_PRICE = N_("yours: free; a rival's: a card of at least the row's price, to the owner")

SPACES: Final[Mapping[SpaceKind, SpaceText]] = MappingProxyType({
    SpaceKind.STEEL: SpaceText(SpaceKind.STEEL, _TILE, _RIVAL_PRICE, N_("a steel counter from the stock")),
    SpaceKind.GEM: SpaceText(SpaceKind.GEM, _TILE, _RIVAL_PRICE, N_("a gem from the stock")),
    SpaceKind.SWORDSMITH: SpaceText(SpaceKind.SWORDSMITH, _TILE, _RIVAL_PRICE, N_(
        "a sword tile of your choice: hand in the steel and gems it shows")),
    SpaceKind.FENCING: SpaceText(SpaceKind.FENCING, _TILE, _RIVAL_PRICE, N_(
        "a skill tile: one of the {fencing_colours} fencing colours or the move skill; one of each, at most "
        "{max_skill_tiles} (swap one when full)")),
    SpaceKind.TAVERN: SpaceText(SpaceKind.TAVERN, _PRINTED, N_(
        "discard a card of at least the row's price ({bottom_price} or {middle_price})"), N_(
        "the top {tavern_cards} movement cards, playable this turn")),
    SpaceKind.ARTIST: SpaceText(SpaceKind.ARTIST, _PRINTED, N_("discard a card of {artist_price} or more"),
                                N_("the top painting of the stack")),
})

# --------------------------------------------------------------------------------------------
# The end and the score

END: Final = (
    N_("A piece that ends exactly on an entrance circle goes straight into the Alcazar and stays there "
       "until the end. It may carry one sword tile, which is presented, or enter without one."),
    N_("When someone has {pieces_to_end} or more pieces in the Alcazar, every other player, clockwise, takes "
       "one more turn {†E5}; then the game ends and you score."),
)


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of the final score: what scores, what it is worth, and where a score holds it.

    ``points`` names the :class:`~playaid.rules.toledo.score.PlayerScore` field with the points,
    ``holding`` the :class:`~playaid.rules.toledo.score.Holdings` field with what was held.
    """

    what: Message
    worth: Message
    points: str
    holding: str


SCORE_ITEMS: Final = (
    ScoreItem(N_("Each sword presented in the Alcazar"), N_("its full value"), "presented_points",
              "swords_presented"),
    ScoreItem(N_("Each sword kept, not presented"), N_("half its value, rounded down"), "kept_points",
              "swords_kept"),
    ScoreItem(N_("Each painting"), N_("its value"), "painting_points", "paintings"),
    ScoreItem(NC_("scoring item", "Gems"), N_("one point per {gems_per_point} gems"), "gem_points", "gems"),
    ScoreItem(N_("The move skill tile, still held"),
              NP_("{move_skill_penalty} point", "{move_skill_penalty} points", "move_skill_cost"),
              "move_skill_penalty", "move_skill"),
)


def held(holdings: Any, item: ScoreItem, text: Text = ENGLISH) -> str:
    """What a player held for one score item, as a score table shows it: the values added up with
    ``+`` (``-`` for none), a count as it is, the move skill tile as yes or no.

    >>> from playaid.rules.toledo.score import RULEBOOK_SCORE
    >>> [held(RULEBOOK_SCORE, item) for item in SCORE_ITEMS]
    ['12', '7', '2 + 2', '3', 'yes']
    """
    value = getattr(holdings, item.holding)
    if isinstance(value, bool):
        return text(REPORT["yes" if value else "no"])
    if isinstance(value, tuple):
        return " + ".join(map(str, value)) if value else "-"
    return str(value)

# --------------------------------------------------------------------------------------------
# Score sheets, what the rulebook does not say, what the tools ask for

SHEET_LIMITS: Final = N_(
    "A sheet holds only what the box can produce: movement cards worth {min_card} to {max_card} {†M9} "
    "({movement_cards} in all), paintings {min_painting} to {max_painting} {†A12} ({paintings} in all), at "
    "most {gems} gems, at most {sword_tiles} swords, of which at most {pieces} are presented, one per piece "
    "{†P3}. Sword values run {min_sword_value} to {max_sword_value} {†A13}: the rulebook lists none, so the "
    "ceiling is playaid's, far above its example, and only stops a typing error.")

SWORD_COSTS: Final = N_(
    "A sword's cost is bounded by the stock too: every sword needs steel, at most the {steel_counters} "
    "counters of the box, and gems up to the {gems} there are.")

UNKNOWN: Final = N_(
    "How many movement cards carry each value, colour and pose {†M10} is not in the rulebook, and neither "
    "are the sword tiles' values and costs {†A13}; playaid asks for them as they come up instead.")

#: What the game leaves to chance, which every tool takes as input instead of drawing it.
CHANCE: Final = (
    N_("the movement cards drawn: their values, and for a duel their colours and poses {†M10}"),
    N_("the order of a reshuffled deck, from a random generator the caller provides {†M8}"),
    N_("the value of the painting on top of the artist's stack {†A12}"),
)

AID_TITLE: Final = N_("Player aid")
PAD_TITLE: Final = N_("Score pad")


def _sheet_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The values the score sheet's fields name: :func:`message_values`, and the words typed for
    yes and no, which are the calculator's in every language."""
    return {**message_values(text), "true": "true", "false": "false"}


#: Every field of a Toledo score sheet, in the player's words, in the order the calculator reads
#: them (:data:`~playaid.rules.toledo.score.SHEET_FIELDS`); only the name is needed, a field left
#: out is nothing held. ``playaid score --help`` lists them.
#:
#: :meta hide-value:
SHEET_HELP: Final = SheetHelp((
    SheetField("name", N_("the player's name; no two players alike")),
    SheetField("swords_presented", N_("the value printed on each sword the player presented, one under each of "
                                      "their pieces in the Alcazar, so at most {pieces} ({\u2020P3}): each scores "
                                      "in full")),
    SheetField("swords_kept", N_("the value of each sword the player forged and kept: each scores half, rounded "
                                 "down; a sword's value is {min_sword_value} to {max_sword_value} ({\u2020A13})")),
    SheetField("paintings", N_("the value of each painting the player bought, {min_painting} to {max_painting} "
                               "({\u2020A12}): each scores its value")),
    SheetField("gems", N_("how many gems the player holds (at most {gems}): a point for every {gems_per_point}")),
    SheetField("move_skill", N_("{true} if the player still holds a move skill tile, which costs "
                                "{move_skill_cost} points; {false}, or left out, if not")),
    SheetField("movement_cards", N_("the value of each movement card left in the player's hand, {min_card} to "
                                    "{max_card} ({\u2020M9}): they score nothing but break a tie")),
), _sheet_values, players=(1, data.MAX_PLAYERS), ruling="P2")

# --------------------------------------------------------------------------------------------
# Headings and labels of the tables and reports that show the above

#: Captions and column headings of the site's tables (and the aid's).
HEADINGS: Final[Mapping[str, Message]] = MappingProxyType({
    "prices": N_("The lowest card that pays, by row (one card; no change)"),
    "row": NC_("table heading", "Row"),
    "rival": NC_("table heading", "A rival's business"),
    "own": NC_("table heading", "Your own business"),
    "tavern": NC_("table heading", "Tavern"),
    "artist": NC_("table heading", "Artist"),
    "at_least": N_("{price} or more"),
    "free": NC_("price of a trade", "free"),
    "no_tavern": N_("none here {†T4}"),
    "spaces": N_("Kinds of space, and what a trade there costs and gives"),
    "space": NC_("table heading", "Space"),
    "where": NC_("table heading", "Comes as"),
    "costs": NC_("table heading", "Costs"),
    "gives": NC_("table heading", "Gives"),
    "score": NC_("table heading", "Final score"),
    "held": NC_("table heading", "Held"),
    "scored": NC_("table heading: the points an item scored", "Points"),
    "total": NC_("table heading", "Total"),
    "card": NC_("table heading", "Card"),
    "round_to": NC_("table heading", "Round to"),
    "why": NC_("table heading", "Why"),
    "after": NC_("table heading: the duel's score after a round", "Score"),
    "item": NC_("table heading", "You have"),
    "points": NC_("table heading", "Scores"),
    "components": N_("In the box, as the English rulebook lists it"),
    "component": NC_("table heading", "Component"),
    "count": NC_("table heading", "Count"),
    "rulings": N_("Source notes: gaps, disagreements between the rulebooks, and the ruling the code implements"),
    "key": NC_("table heading", "Key"),
    "topic": NC_("table heading", "Topic"),
    "source": N_("What the rulebooks say (or do not)"),
    "ruling": NC_("table heading", "Our ruling"),
})

#: The words of ``playaid score toledo`` around the numbers.
REPORT: Final[Mapping[str, Message]] = MappingProxyType({
    "title": N_("{title} \N{EM DASH} final score"),
    "player": NP_("{name}: {count} point", "{name}: {count} points"),
    "total": NC_("score report", "total"),
    "below_zero": N_("below zero {†S4}"),
    "yes": NC_("score report: a tile held", "yes"),
    "no": NC_("score report: a tile held", "no"),
    "ties": NP_("tie-break: {count} movement card in hand, worth {value}",
                "tie-break: {count} movement cards in hand, worth {value}"),
})

# --------------------------------------------------------------------------------------------
# The player aid's own words: its subtitle, headings, the duel flowchart and its legend

#: What the player aid says besides the messages above (its tables use :data:`HEADINGS`).
#:
#: The flowchart's nodes are one message each; the aid wraps them to fit their shapes, and a
#: ``<b>…</b>`` at the start of a node is its first line, in bold.
AID: Final[Mapping[str, Message]] = MappingProxyType({
    "subtitle": N_("{min_players}\u2013{max_players} players {†P2} \u00b7 {ruling_mark} marks a playaid ruling"),
    "spaces": N_("The kinds of space"),
    "turn": N_("Your turn: exactly one action"),
    "moving": NC_("aid heading", "Moving"),
    "full_spaces": NC_("aid heading", "Full spaces"),
    "prices": NC_("aid heading", "Trade prices"),
    "move_skill": NC_("aid heading", "The move skill"),
    "duels": N_("Duels: follow the arrows"),
    "challenge": N_("<b>You challenge a rival</b> on a full space"),
    "draw": N_("The attacker draws the top card"),
    "neutral": N_("Neutral card?"),
    "colour": N_("Only one of you holds its colour?"),
    "pose": N_("<b>The pose decides the round:</b> {attack} \u2192 attacker, {defend} \u2192 defender"),
    "won": N_("Has someone won {duel_rounds_to_win} rounds?"),
    "holder": N_("<b>That duellist</b> wins the round"),
    "yes": NC_("an answer on the duel flowchart", "yes"),
    "no": NC_("an answer on the duel flowchart", "no"),
    "again": N_("draw again ({duel_max_rounds} cards at most) {†D1}"),
    "third_colour": N_("third colour {†D8}"),
    "neutral_card": NC_("a duel card without a colour", "neutral"),
    "attack_pose": N_("attacking pose (left figure)"),
    "defend_pose": N_("defending pose (right figure)"),
    "duel_example": N_("A duel, worked"),
    "duel_lead": N_("The rulebook's duel: the attacker holds the {colour} tile, the defender no fencing tile. "
                    "Cards drawn in order:"),
    "end": N_("The Alcazar and the end"),
    "scoring": NC_("aid heading", "Scoring"),
    "score_example": N_("Scoring, worked"),
    "example": N_("Example (from the rulebook)"),
    "fine_points": NC_("aid heading: rules for rare cases", "Fine points"),
})

#: The rules for rare cases the aid adds where a page has room for them.
FINE_POINTS: Final = (DECK, EMPTY_STOCK, CARD_VALUES)

# --------------------------------------------------------------------------------------------
# The score pad: one column per player, a row for each thing that scores (a row for each sword
# and painting), its points beside it, the total, then the tie-break rows. The pad prints words
# only; how each row is typed into ``playaid score toledo`` is :data:`PAD_FIELDS`.

#: What the score pad says besides the score items (:data:`SCORE_ITEMS` name what scores and
#: what it is worth); ``{number}`` is a player's, an item's or a tie-break's number.
PAD: Final[Mapping[str, Message]] = MappingProxyType({
    "subtitle": N_("One column per player \u00b7 a row for each sword and painting, its points beside it"),
    "player": NC_("score pad table heading: one player's column", "Player {number}"),
    "name": NC_("a row of the score pad: the player's name", "Name"),
    "presented": N_("one per piece, {pieces} at most {\u2020P3}"),
    "kept": N_("its value, then its points: {value} \u2192 {half}"),
    "paintings": N_("{min_painting} to {max_painting} {\u2020A12}"),
    "gems": N_("how many, then their points"),
    "move_skill": N_("tick it, then its points"),
    "more": N_("More swords kept than rows: go on over the page, in the player\u2019s column."),
    "cards": N_("Movement cards left in hand, for a tie"),
    "cards_rule": N_("the value of each, {min_card} to {max_card} {\u2020M9}"),
    "tie_count": N_("how many"),
    "tie_total": N_("their values added up"),
})

def pad_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The values of the pad's placeholders and of :data:`PAD_FIELDS`: the game's."""
    return message_values(text)


#: How the pad's rows are typed into ``playaid score toledo`` (one object per player): the
#: calculator's fields, in its order (:data:`~playaid.rules.toledo.score.SHEET_FIELDS`), each
#: with the pad's words for it.
#:
#: :meta hide-value:
PAD_FIELDS: Final = (
    PadField("name", PAD["name"], N_("the name as written")),
    PadField("swords_presented", SCORE_ITEMS[0].what, N_("the values written, as a list")),
    PadField("swords_kept", SCORE_ITEMS[1].what, N_("the values written (not their points), as a list")),
    PadField("paintings", SCORE_ITEMS[2].what, N_("the values written, as a list")),
    PadField("gems", SCORE_ITEMS[3].what, N_("how many, as a number (not their points)")),
    PadField("move_skill", SCORE_ITEMS[4].what, N_("true when ticked, else left out")),
    PadField("movement_cards", PAD["cards"], N_("the values written, as a list")),
)
