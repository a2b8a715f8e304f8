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
from playaid.rules.game import PadField, SheetField, SheetHelp
from playaid.rules.text import ENGLISH, N_, NC_, NP_, RULING_MARK
from playaid.rules.toledo.data import Action, Pose, Reason, Row, Side, SpaceKind

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any, Final

    from playaid.rules.text import Message, Text

__all__ = [
    "numbers", "message_values", "say", "colour_name", "COLOUR_NAMES", "COLOUR_LETTERS", "POSE_LETTERS",
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
    SheetField("gems", N_("how many gems the player holds, 0 to {gems}: 1 point for every {gems_per_point}")),
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
