"""Toledo's rulings: every place where playaid decides what the rulebooks leave open.

The English rulebook (``../shared/seeds/001_3af95adc990d8907.txt``) is the one implemented; the
Italian one (``002_eda729458c33aabf.txt``) was read beside it. Where the two disagree, or where the
English text leaves a gap, a ruling says what playaid does. Line numbers are those of the English
rulebook unless marked Italian. Each ruling's mark (``†`` and its key) stands beside every sentence
that states it, on every surface.

The fields a player reads (``topic``, ``source``, ``ruling``, ``short``) are marked for the
catalog; ``phrases`` are the English words by which the tests find a ruling stated on a surface.

>>> from playaid.rules.toledo.rulings import ruling
>>> ruling("S9").mark, ruling("S9").short
('†S9', 'still tied: share the win')
"""

from __future__ import annotations

from types import MappingProxyType

from playaid.rules.errors import InvalidNotation
from playaid.rules.shared import Ruling, short
from playaid.rules.text import N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Final

__all__ = ["RULINGS", "ruling", "ruling_mark"]

RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("P3", N_("Pieces per player"),
           N_("The English box holds {box_pieces} pieces, {pieces} in each colour (line 8), and each player starts "
              "with {pieces} in the Cathedral (line 20); the Italian text has each player move 4 nobles (Italian line 7)."),
           N_("{pieces} pieces per player, as the English component list counts them; a player can thus "
              "present at most {pieces} swords."),
           short=N_("{pieces} pieces each"), phrases=("5 pieces", "five pieces")),
    Ruling("P2", N_("Number of players"),
           N_("The box has pieces in {max_players} colours (line 8); neither rulebook gives a smallest number of players."),
           N_("A game is for {min_players} to {max_players} players. A score sheet may list 1 to {max_players}, "
              "so that one player can check a score alone."),
           short=N_("{min_players} to {max_players} players"), phrases=("2\u20134 players", "2 to 4 players")),
    Ruling("D1", N_("How many rounds a duel lasts"),
           N_("English: up to three fencing rounds; whoever wins two takes the duel, and a third card is "
              "turned only after a draw (lines 68, 70). Italian: the duel is fought in three rounds, with "
              "three cards drawn (Italian line 23)."),
           N_("Up to {duel_max_rounds}: drawing stops once a side has won {duel_rounds_to_win} rounds, so a third card is drawn only "
              "at 1:1. A card given to the resolver after that is reported as not drawn; a fourth card "
              "is refused."),
           short=N_("third card only at 1:1"), phrases=("not drawn",)),
    Ruling("D8", N_("The third fencing colour"),
           N_("The duel example names {named_colours} skills (line 72); neither rulebook names the third "
              "colour of the {fencing_tiles} fencing tiles (line 11), nor says how the {fencing_tiles} divide "
              "among the colours."),
           N_("Fencing colours are data: {named_colours}, which the rulebook names, and a third that the user "
              "declares as the cards show it (a lower-case word), at most {fencing_colours} in a game; 'neutral' (a "
              "card without a colour) and 'move' (the move skill) are reserved. Until the third is declared, "
              "playaid duel knows only {named_colours} and refuses any other colour, naming the nearest known "
              "one, so a misspelt colour never passes for the third. Only the total of {fencing_tiles} fencing "
              "tiles is checked. The aid shows {named_colours} with letters and the third as '?'."),
           short=N_("third colour unnamed"), phrases=("third colour",)),
    Ruling("D9", N_("Who must move on from a full space"),
           N_("The Italian text says that when a piece stops on a full shop, its owner must move on at once "
              "with a card of the value just played, or challenge a noble there (Italian line 23)."),
           N_("'Owner' means the owner of the arriving piece, as in the English rules (line 46): the mover "
              "either plays another card of the turn's value (or the move skill) and moves on at once, "
              "or challenges. The business's owner has no say."),
           short=N_("the mover moves on")),
    Ruling("D4", N_("A duel at a tavern or the artist"),
           N_("The occupied-space rule speaks of businesses (line 46); the duel section names taverns and "
              "the artist too (lines 67, 70)."),
           N_("Every space with circles works the same: a full tavern or artist space is contested by a "
              "duel like a business."),
           short=N_("duels at taverns and the artist too")),
    Ruling("D5", N_("Where duel cards go"),
           N_("The attacker turns the duel cards from the deck (line 68); nothing says where they go after."),
           N_("They go on the discard pile. Cards never drawn (the duel ended first) stay on the deck."),
           short=N_("duel cards go to the discards"), phrases=("stay on the deck", "stays on the deck")),
    Ruling("D6", N_("Two rivals of one colour"),
           N_("With both circles held by rivals you announce whom you challenge (line 48); the rulebook "
              "pictures two different players."),
           N_("If both rival pieces belong to the same player, you challenge that player; the two pieces "
              "are interchangeable."),
           short=N_("two rivals of one colour")),
    Ruling("D7", N_("A free circle beside a rival"),
           N_("On a two-circle tile with a rival on one circle, you must move to the vacant one (line 47); "
              "yet any piece may move again with a further card (line 43)."),
           N_("There is never a duel while a circle is free. The arriving piece takes that circle, or "
              "waits, or moves on with a further card, as on any space with a free circle."),
           short=N_("a free circle means no duel"), phrases=("take it or move on", "takes the free circle or moves on")),
    Ruling("R6", N_("Returning to the Cathedral"),
           N_("English: a rare action, the whole turn, for a piece not yet in the Alcazar (line 80). "
              "Italian: a player may freely bring a piece back to the start, to walk the route again and "
              "collect more (Italian line 26)."),
           N_("Both describe the same action: it is the whole turn, takes one piece from the track "
              "(never from the Alcazar) and may be used as often as a player likes."),
           short=N_("return as often as you like")),
    Ruling("M9", N_("Card values"),
           N_("The English rulebook never gives the range of movement values; the Italian says the cards "
              "carry a number from {min_card} to {max_card} (Italian line 23)."),
           N_("Movement cards are worth {min_card} to {max_card}; anything else is refused."),
           short=N_("cards worth {min_card} to {max_card}"), phrases=("worth 1 to 6",)),
    Ruling("M10", N_("What is in the deck"),
           N_("{movement_cards} movement cards (line 10), but neither rulebook says how many carry each value, colour "
              "and pose."),
           N_("Nothing assumes it: the cards drawn ({draw} for the draw action, {tavern_cards} at a tavern, one "
              "per duel round) are inputs, and a reshuffle uses a random generator the caller provides."),
           short=N_("the deck's make-up is an input"), phrases=("each value, colour and pose",)),
    Ruling("M3", N_("Going back to the Cathedral by moving"),
           N_("A moving piece may, 'in rare cases', end on the Cathedral (line 42), though every move goes "
              "toward the Alcazar (line 41)."),
           N_("A card always moves a piece toward the Alcazar; a piece reaches the Cathedral only by "
              "losing a duel or by the return action."),
           short=N_("cards only move forward"), phrases=("back in the cathedral",)),
    Ruling("M11", N_("Standing on a space without a circle"),
           N_("A piece must take a free circle to trade or to stop (line 44), and a piece on a full space "
              "that does not move on at once must duel (line 67)."),
           N_("A piece that lands where a circle is free may wait there while you move other pieces; a "
              "piece on a full space must move on with your very next card, or duel. The turn ends only "
              "with every piece on a circle."),
           short=N_("a piece may wait there"), phrases=("may wait there",)),
    Ruling("M12", N_("Counting the spaces"),
           N_("Empty spaces count as spaces (line 42); the rulebook does not say whether spaces with tiles "
              "or pieces count too."),
           N_("Every space counts as one step, whatever stands on it; only where a piece ends matters."),
           short=N_("every space counts"), phrases=("every space counts",)),
    Ruling("M13", N_("Can you move on?"),
           N_("A piece may not land on a space held only by its own colour unless it can continue (line 46)."),
           N_("It can continue if some card in hand (of the turn's value, or any card while the move skill "
              "is unused) takes it to a legal stop; that stop is checked the same way."),
           short=N_("any card in hand is a way on")),
    Ruling("M7", N_("A second piece where the first waits"),
           N_("A piece must take a circle to stay (line 44), and you may not enter a space you could not "
              "leave when only your own colour holds it (line 46); neither line says whether a later piece "
              "of yours may land where an earlier one still waits without its circle."),
           N_("A piece waiting for its circle holds it: a later piece of yours finds that circle taken. "
              "Where your own pieces, seated or waiting, fill a space, another of yours may land there only "
              "if it could move on, so a turn can always end with every piece on a circle."),
           short=N_("a piece waiting for its circle holds it"), phrases=("waiting for its circle", "waits there for its circle", "wait there for their circles")),
    Ruling("M8", N_("The deck runs out"),
           N_("When the deck is used up for the draw action, the discard pile is shuffled into a new one "
              "(line 35); nothing is said for the tavern's {tavern_cards} cards or the duel cards, nor for a deck "
              "and a discard pile both empty."),
           N_("Every draw (the draw action, a tavern, a duel round) reshuffles the discard pile when the "
              "deck is empty. When both piles are empty, the player takes what there is, possibly nothing."),
           short=N_("an empty deck takes the discards"), phrases=("both piles are empty",)),
    Ruling("T5", N_("The board's track"),
           N_("Neither rulebook lists the board's spaces, which hold a tavern or the artist, or where the "
              "three areas (line 38) meet."),
           N_("The track is data the user writes from the board: three rows, '.' for a street space, "
              "'T1'/'T2' for a tavern, 'A1'/'A2' for the artist. Rows run bottom, middle, top, as prices "
              "rise toward the palace (Italian line 19); there is one artist (line 54 names one space)."),
           short=N_("you describe the track"), phrases=("describe the track",)),
    Ruling("T6", N_("Circles on taverns and the artist"),
           N_("Business tiles have one or two circles (line 37); how many a printed tavern or artist space "
              "has is not said."),
           N_("The track gives each tavern and the artist {small_tile} or {large_tile} circles, read from the board."),
           short=N_("circles read from your board"), phrases=("circles printed on it",)),
    Ruling("T7", N_("The Alcazar entrance"),
           N_("{entrance_circles} entrance circles; a piece ending its move exactly on one goes straight into the "
              "Alcazar (line 64)."),
           N_("The entrance is one step past the last space. Its circles never fill, since an entering "
              "piece moves on at once; a card that would carry a piece past it cannot be played."),
           short=N_("the Alcazar is one step on"), phrases=("one step past the last space",)),
    Ruling("T4", N_("No tavern in the top row"),
           N_("A tavern costs one card of its row's value, which is {bottom_price} or {middle_price} (line 53): "
              "the prices of the bottom and middle rows. A top-row tavern would cost {top_price}, a price the rulebook never gives "
              "a tavern."),
           N_("Taverns stand in the bottom and middle rows only: a track with a tavern in the top row is "
              "refused, and the price tables show none there."),
           short=N_("no tavern in the top row"), phrases=("none here", "no taverns here", "cannot stand in the top row", "rows costing 1 or 3")),
    Ruling("A9", N_("How often a piece trades"),
           N_("After a move a piece may trade where it lands, and it may move on after trading (lines 42, 43)."),
           N_("One trade per arrival on a circle: to trade again, the piece must move to another space."),
           short=N_("one trade per arrival"), phrases=("once per arrival", "one trade per arrival")),
    Ruling("A10", N_("An empty stock"),
           N_("The {steel_counters} steel counters, {gems} gems (lines 13, 14), {sword_tiles} swords, {skill_tiles} "
              "skill tiles and {paintings} paintings can run out; neither rulebook says what then."),
           N_("A trade that would take from an empty stock is refused before any card is paid."),
           short=N_("an empty stock ends that trade"), phrases=("stock is empty", "are all taken", "no painting left")),
    Ruling("A11", N_("The skill tile given up"),
           N_("With {max_skill_tiles} tiles you may discard one to take a different one (line 59); where it goes is "
              "not said."),
           N_("It goes back to the fencing master's supply, where another player may take it."),
           short=N_("a tile given up goes back")),
    Ruling("A12", N_("Painting values"),
           N_("The {paintings} art cards are stacked by value, {min_painting} at the bottom and {max_painting} "
              "on top (line 19); how many show "
              "each value is not given."),
           N_("A painting is worth {min_painting} to {max_painting} and a player holds at most {paintings}; the score sheet refuses "
              "anything else."),
           short=N_("paintings {min_painting} to {max_painting}"), phrases=("paintings 1 to 3",)),
    Ruling("A13", N_("Sword values and costs"),
           N_("Each of the {sword_tiles} sword tiles shows a value and a cost in steel and gems, and some need only "
              "steel (line 58), so every sword needs steel. Neither rulebook lists the values; the English "
              "example shows a 12 and a 7 (line 89)."),
           N_("Values and costs are read off the tile. A value is {min_sword_value} to {max_sword_value}: the ceiling is playaid's, set "
              "far above the rulebook's 12 so that it refuses only a typing error (a tile of 10^4000 "
              "points). A cost is 1 to {steel_counters} steel and 0 to {gems} gems, the whole stock of each."),
           short=N_("sword values {min_sword_value} to {max_sword_value}"), phrases=("1 to 99",)),
    Ruling("A15", N_("The order of the paintings"),
           N_("The art cards lie in one stack sorted by value, {min_painting} at the bottom and {max_painting} on "
              "top (line 19), and a buyer takes the top card (line 62); neither rulebook spells out the order "
              "in which they are sold."),
           N_("Paintings are sold in falling value: the {max_painting}s first, the {min_painting}s last. No painting "
              "bought is worth more than one bought before it, so a purchase worth more than the cheapest "
              "painting already sold is refused."),
           short=N_("the highest paintings go first"), phrases=("falling value",)),
    Ruling("A6", N_("The move skill: one card, or no limit"),
           N_("English: the tile frees one movement card of your choice from the value rule, and is "
              "flipped until your turn ends (lines 74, 78). Italian: the tile lets you ignore the "
              "same-value limit, with no word of one card (Italian line 30)."),
           N_("One such card per turn, as in the English rules, even in the turn you gain the tile. A "
              "skill card played first does not set the turn's value; the next card does."),
           short=N_("once per turn"), phrases=("once per turn",)),
    Ruling("A16", N_("The flipped move skill tile"),
           N_("You flip the tile over when you use the skill and turn it face up at the end of your turn "
              "(line 74); nothing says whether a flipped tile may be swapped away, or whether a tile taken "
              "after the flip gives another use."),
           N_("The flip records the turn's one use of the skill. A flipped tile is still yours: it counts "
              "among your {max_skill_tiles} skill tiles and may be swapped away. No move skill tile, not even "
              "one taken after the flip, gives a second use in that turn."),
           short=N_("flipped until your turn ends"), phrases=("flip the tile",)),
    Ruling("A7", N_("What the move skill frees"),
           N_("The skill card need not follow the normal rules (line 74); both examples only show it "
              "breaking the value rule (lines 76, 77)."),
           N_("Only the value rule is lifted: the card still moves one piece forward exactly its value "
              "to a space where a piece may stop."),
           short=N_("only the value rule is freed"), phrases=("only the value rule",)),
    Ruling("A8", N_("A painting and the emperor"),
           N_("English: you score the points of each painting you bought at the end (lines 62, 85). "
              "Italian: you buy a painting and present it to the emperor for extra points (Italian line 30)."),
           N_("A painting scores its value at the end wherever its owner's pieces are: no piece carries it "
              "to the Alcazar, and a piece still presents at most one sword."),
           short=N_("paintings score wherever they are")),
    Ruling("B5", N_("Where a business tile goes"),
           N_("English: on an empty space, never on a tavern, the artist space or another tile (line 37). "
              "Italian: a player may put a shop on any free space of the board (Italian line 19)."),
           N_("The English limits apply: a tile goes on an empty street space only, never on a tavern, "
              "the artist, another tile, the Cathedral or the Alcazar."),
           short=N_("tiles on empty street spaces")),
    Ruling("E5", N_("The last turns"),
           N_("English line 27 plays on until someone has {pieces_to_end} pieces in the Alcazar, then finds the winner; "
              "line 82 (and Italian line 34) first gives each other player one more turn."),
           N_("The last turns are played: when a turn ends with its player holding {pieces_to_end} or more pieces "
              "in the Alcazar, every other player, clockwise, takes exactly one more turn, and that player "
              "none. Another player reaching {pieces_to_end} during those turns changes nothing."),
           short=N_("one more turn each"), phrases=("one more turn",)),
    Ruling("S7", N_("The second tie-break"),
           N_("Ties go to the most movement cards; if that ties too, line 88 names the player with the most "
              "cards and the highest total value."),
           N_("Movement cards means those in hand. First the most cards; among those still level, the "
              "highest total of their values."),
           short=N_("then the highest total value"), phrases=("highest total value", "higher total value", "highest total of")),
    Ruling("S8", N_("Scoring in the Italian text"),
           N_("The Italian rulebook lists the same five scoring items and gives no tie-break (Italian "
              "lines 36 to 43)."),
           N_("The English scoring and tie-breaks apply."),
           short=N_("the English scoring applies")),
    Ruling("S9", N_("Still level after both tie-breaks"),
           N_("The last tie-break (line 88) can leave players level; neither rulebook says what then."),
           N_("Players still tied after both tie-breaks share the win."),
           short=N_("still tied: share the win"), phrases=("tied share the win", "shared win")),
    Ruling("S4", N_("A score below zero"),
           N_("A move skill tile still held costs {move_skill_cost} points (lines 78, 87); nothing says a total stops at zero."),
           N_("A total may go below zero: a player with nothing but the move skill tile scores {move_skill_penalty}."),
           short=N_("a total may be negative"), phrases=("below zero",)),
)


_RULING_BY_KEY: Final[Mapping[str, Ruling]] = MappingProxyType({r.key: r for r in RULINGS})


def ruling(key: str) -> Ruling:
    """The ruling with ``key``; its :attr:`~playaid.rules.shared.Ruling.mark` is printed beside it.

    >>> ruling("M12").mark
    '†M12'
    """
    try:
        return _RULING_BY_KEY[key]
    except KeyError:
        raise InvalidNotation("toledo.no_toledo_ruling_keys", ruling=short(key), keys=', '.join(_RULING_BY_KEY)) from None


def ruling_mark(key: str) -> str:
    """The mark of ruling ``key``, as printed on every surface: ``†`` and the key."""
    return ruling(key).mark


