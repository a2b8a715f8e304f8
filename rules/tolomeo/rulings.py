"""Tolomeo's rulings: where the rulebook is silent, ambiguous or contradicts itself, what playaid does.

Line numbers refer to the rulebook file (``../shared/seeds/004_bf5ff7c6024a0df7.txt``). Each field
a player reads is a message of the text source: its numbers are placeholders filled in from the
data (:func:`playaid.rules.tolomeo.text.values`), and a mark it names is the placeholder ``{†KEY}``.
``phrases`` are the words by which a surface states a ruling; wherever one is printed, the
ruling's mark stands beside it (tests/test_rulings_marked.py).

>>> from playaid.rules.tolomeo.rulings import RULING, mark
>>> mark("Z1"), RULING["Z1"].short
('†Z1', 'clockwise = zodiac order')
"""

from __future__ import annotations

from types import MappingProxyType

from playaid.rules.shared import Ruling
from playaid.rules.text import N_
from playaid.rules.tolomeo.data import (
    DIE_START,
    EVENT_CARDS,
    MAX_PLAYERS,
    TURNS_PER_ROUND,
    WATCH_PAWNS,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Final

__all__ = ["RULING", "RULINGS", "mark"]

RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("N3", N_("Number of players"),
           N_("The box holds {pawn_sets} pawn sets and {player_sheets} player sheets (lines 32-33); no number of "
              "players is stated, neither most nor fewest."),
           N_("playaid accepts at most {max_players} players, one per sheet, and sets no minimum."),
           N_("up to {max_players} players"), (f"up to {MAX_PLAYERS} players", "sets no minimum")),
    Ruling("G4", N_("Turn order"),
           N_("Players act 'in gaming order' from the first player (lines 51, 63); the direction round the "
              "table is not given."),
           N_("Play in the direction your group always plays. Nothing in playaid depends on the seating: a "
              "score sheet may list the players in any order."),
           N_("direction of play: yours"), ("direction your group",)),
    Ruling("E6", N_("Shuffling the event deck"),
           N_("Setup puts the event deck by the first player and turns up its first card (line 51) but never "
              "says to shuffle it; the Eclipsis setup sets cards aside unseen (line 206), so the order is "
              "meant to be unknown."),
           N_("Shuffle the event cards face down before the first one is turned up. playaid tolomeo events "
              "does it with a seeded shuffle and shows one card at a time."),
           N_("shuffle the event deck"), ("shuffle the event", f"shuffle the {EVENT_CARDS}", "seeded shuffle")),
    Ruling("Z1", N_("Which way is clockwise"),
           N_("Planets step clockwise and the comet counterclockwise (lines 69-70), but the order of the "
              "constellations round the board is never given."),
           N_("playaid reads the board so that clockwise is zodiac order (Aries, Taurus, Gemini ...), the way "
              "the planets travel through the real zodiac. Oppositions do not depend on it. If your board "
              "runs the other way, mirror every round-end step."),
           N_("clockwise = zodiac order"),
           ("clockwise is zodiac order", "clockwise follows the zodiac", "clockwise as zodiac order")),
    Ruling("K4", N_("Constellation colours"),
           N_("Only Aries has its colour named (red, in the example of line 117) and yellow is mentioned; how "
              "many colours there are, and which constellation has which, is not said."),
           N_("Colours are taken from your own board and cards, never assumed, and so is their number; Aries "
              "must be red. A card has its constellation's colour. The aid explains the payments without a "
              "colour list and leaves a colour key for you to fill in."),
           N_("colours: from your board"),
           ("its constellation's colour", "colour of its constellation", "gives no number")),
    Ruling("K5", N_("The constellation deck"),
           N_("There are {deck_cards} constellation cards (line 35), the Tolomeo card among them; how many "
              "there are of each constellation, and how many Tolomeo cards, is not listed."),
           N_("playaid never makes up a deck: the cards in play are an input, as your own deck has them."),
           N_("deck contents: yours"), ()),
    Ruling("D10", N_("Turns, game turns and the d4"),
           N_("A round has {turns} game turns in which every player acts once (line 63); the die is lowered "
              "each time a player is about to play, yet it shows {die_start} when a round starts and "
              "{die_last} on its last turn."),
           N_("The die counts game turns: it shows {die_start} during the first, is lowered by one before each "
              "later game turn (when the first player is about to play), and the round ends after the game "
              "turn played on {die_last}."),
           N_("the d4 counts game turns"),
           ("counts game turns", "counts the game turns", "counted down on the d4",
            f"game turn played on {DIE_START - TURNS_PER_ROUND + 1}")),
    Ruling("D11", N_("The Sun's extra turns"),
           N_("Studying the Sun gives {sun_turns_a} more turns at once on Side A and {sun_turns_b} on Side B "
              "(lines 160, 170); whether they move the d4, and whether a bonus point card may be taken after "
              "each, is not said."),
           N_("Each extra turn is a whole turn of the same player, taken straight after the turn in which the "
              "Sun was studied and before anyone else plays: one action, then the hand limit, then one bonus "
              "point card may be taken. Extra turns are not game turns: the d4 does not change."),
           N_("extra turns: whole turns; the d4 waits"), ("extra turn",)),
    Ruling("E7", N_("End after all {planets} planets"),
           N_("The game ends at the end of the game turn in which someone has studied all {planets} planets "
              "(line 187)."),
           N_("The game turn is played out: every player after them in turn order still takes their turn."),
           N_("the game turn is played out"), ("game turn is played out", "game turn is finished first")),
    Ruling("E8", N_("End when the event deck runs out"),
           N_("With no card left to turn up the last round begins (line 71); the game ends at the end of a "
              "round in which no planet can move because the deck is used up (line 188)."),
           N_("After the round closed by the last event card comes one more round without an event card; it "
              "is the last. The Eclipsis is no round of its own: it is discarded and the next card turned up "
              "at once."),
           N_("one last round without a card"), ("without an event card", "no event card is left")),
    Ruling("F3", N_("{flush_at} of one colour face up"),
           N_("{flush_at} face-up cards of one colour replace all {face_up} (line 90)."),
           N_("The check is made whenever the row changes, at setup too, and again after each refill; the "
              "Tolomeo card has no colour and never counts."),
           N_("checked after each refill"), ("after each refill", "again if the new six")),
    Ruling("F2", N_("Nothing left to draw"),
           N_("An empty deck is rebuilt from the shuffled discard pile (line 90); the case where that pile is "
              "empty too is not covered."),
           N_("The face-up row stays short and the deck cannot be drawn from until cards are discarded."),
           N_("no cards: the row stays short"), ("no card left to draw",)),
    Ruling("H5", N_("The hand limit"),
           N_("At most {hand_limit} cards at the end of your turn (line 92)."),
           N_("During your turn you may hold more (Venus, Jupiter); you discard down to {hand_limit} as the "
              "turn ends, choosing the cards yourself. Cards received between your turns (Venus on Side A) "
              "wait until the end of your next turn."),
           N_("more during your turn"), ("you may hold more",)),
    Ruling("W4", N_("The Tolomeo card"),
           N_("It watches any constellation, even one without a planet or where the comet stands by itself "
              "(line 123), and is never used in a configuration (line 129)."),
           N_("It pays for one pawn by itself and counts as neither a name nor a colour in the other "
              "payments. A watch paid with it may still lead to a study."),
           N_("Tolomeo card pays alone"), ("tolomeo card, alone", "tolomeo card pays on its own")),
    Ruling("W5", N_("Exact payments"),
           N_("The rulebook lists the combinations of cards that pay for one pawn (lines 113-115)."),
           N_("A pawn is paid by exactly one combination. {set_cards} cards of one colour may include the "
              "constellation's own card."),
           N_("one combination per pawn"), ("exactly one combination", "own card included or not")),
    Ruling("W3", N_("Reusing a pawn"),
           N_("With no pawn left to mark a watch, you may take one of yours from another constellation "
              "(line 121)."),
           N_("Only when your supply is empty, and only from a different constellation."),
           N_("only with an empty supply"), ("only when your supply is empty",)),
    Ruling("C7", N_("One configuration at a time"),
           N_("A conjunction lets you place two pawns on one constellation (line 133); an opposition lets you "
              "watch both opposed constellations (line 137)."),
           N_("One action places at most {watch_pawns} pawns: {watch_pawns} on a conjunction, or one on each "
              "side of an opposition. Each pawn is paid for separately and may lead to its own study."),
           N_("one configuration per action"), ("one configuration per action", f"at most {WATCH_PAWNS} pawns")),
    Ruling("S1", N_("A third pawn"),
           N_("Only the current player can move a pawn to study, and no third pawn may be added where there "
              "is nothing to study (line 149)."),
           N_("The limit binds the current player adding a pawn of their own. Pawns moved by someone else's "
              "effect (Mars on Side B) may make {pawns_to_study} or more, and their owner studies nothing."),
           N_("rivals' pawns moved: no study"), ("owner studies nothing", "nobody studies")),
    Ruling("S2", N_("Several studies in one action"),
           N_("Each watched constellation may lead to a study (line 127), and each study grants a bonus "
              "action (line 143)."),
           N_("Studies are made one pawn at a time, each with its bonus action before the next pawn; an "
              "opposition can therefore study two planets."),
           N_("one pawn at a time"), ("one pawn at a time",)),
    Ruling("S10", N_("Once per player"),
           N_("'A planet can only be studied once' (line 151) could mean once in the whole game; line 143 "
              "speaks of a planet you have not studied yet."),
           N_("Each player studies each planet once; several players may study the same planet."),
           N_("each planet once per player"), ("once per player",)),
    Ruling("A14", N_("Bonus actions as far as they go"),
           N_("A bonus action is carried out 'if able' (line 143)."),
           N_("What cannot be done is left out: the Moon on Side A needs a pawn in your supply, a rival "
              "without cards gives or discards none, a rival with fewer cards than asked discards all."),
           N_("done as far as possible"), ()),
    Ruling("M14", N_("Mercury on Side A: which pawns"),
           N_("The printed sentence is garbled: one pawn on each of two constellations, or two pawns on one "
              "constellation (line 158)."),
           N_("Move {mercury_a_pawns} of your pawns: one from each of two constellations, or both from the "
              "same one."),
           N_("{mercury_a_pawns} pawns, from one or two places"), ("both from one", "both from the same one")),
    Ruling("M15", N_("Mercury on Side A: where to"),
           N_("No destination or distance is printed; only one planet may be studied (line 158)."),
           N_("Each pawn may go to any other constellation, with or without a planet. At most one of the "
              "{mercury_a_pawns} may arrive as a third pawn, and it studies a planet there. With a single pawn "
              "on the board, only that one moves."),
           N_("anywhere; one study at most"), ("any other constellation",)),
    Ruling("M16", N_("Mars on Side A"),
           N_("Enemy pawns 'located on a constellation' return to their pools (line 161): on one "
              "constellation, or on all of them?"),
           N_("Pick a constellation: every rival pawn there goes back to its owner's supply."),
           N_("one constellation of your choice"), ("pick a constellation",)),
    Ruling("J3", N_("Who chooses the discards"),
           N_("The Moon on Side B and Jupiter on Side A make each opponent discard (lines 162, 167); who picks "
              "the cards is not said."),
           N_("Each rival picks their own discards, as with every other discard in the rulebook (line 92). "
              "For Jupiter you then take {jupiter_a_cards} of all the cards discarded; the rest go to the "
              "discard pile."),
           N_("each rival picks"), ("chosen by each rival", "each rival picks")),
    Ruling("J4", N_("Jupiter on Side B"),
           N_("Draw one card from every opponent's hand (line 172): seen or unseen is not said."),
           N_("Blind: each rival holds their hand face down and you take one card without looking."),
           N_("drawn blind"), ("card blind", "drawn blind")),
    Ruling("M17", N_("Mercury on Side B: the draw"),
           N_("Side B's Mercury draws one constellation card (line 168); Venus says face up or face down, "
              "Mercury does not."),
           N_("Draw as the draw action does: the top card of the deck, or one of the {face_up} face-up cards "
              "(refilled at once)."),
           N_("as the draw action"), ("as the draw action",)),
    Ruling("A2", N_("Saturn"),
           N_("Saturn uses again the effect of a planet already studied, or repeats your last action (line "
              "163); the unnamed Side B entry only the former (line 173). Whether it may repeat the Sun, "
              "itself, or an action that studied a planet is not said."),
           N_("Pick another planet you studied earlier and carry out its bonus action once more; Saturn never "
              "repeats itself. The Sun repeated gives its extra turns again ({†D11}). Side A may instead "
              "repeat this turn's action in full, paying its cards again; a third pawn it brings studies a "
              "planet as usual, never one already studied ({†S10})."),
           N_("another planet, or the action again"), ("use once more", "never repeats itself")),
    Ruling("B6", N_("The unnamed Side B entry"),
           N_("The seventh Side B entry has no planet name (line 173); its text mirrors Saturn's on Side A."),
           N_("playaid assigns it to Saturn, the only planet without a Side B entry, and always prints it "
              "marked as unnamed in the rulebook."),
           N_("read as Saturn's"), ("as saturn's", "unnamed in the rulebook")),
    Ruling("P4", N_("The conversion table"),
           N_("The table of points for planets studied is on the player sheets, not in the rulebook; its only "
              "example is {printed_planets} planets = {printed_points} points (line 194)."),
           N_("The score calculator knows only that value and asks for planet_points otherwise."),
           N_("other values: your sheet"), ("give them as planet_points",)),
    Ruling("P5", N_("One side, one table"),
           N_("All player sheets show the same side (line 49)."),
           N_("A score sheet mixing sides is refused, as are two players giving different points for the "
              "same number of planets."),
           N_("one side for all"), ("sheets share one table", "mixes a and b")),
    Ruling("T8", N_("A tie after every tie-break"),
           N_("Ties go to more planets studied, then more pawns on the board (line 200); nothing further."),
           N_("The tied players share the win; the pawn count is needed only when it decides."),
           N_("a tie left: a shared win"), ("tied players share the win", "shared win")),
    Ruling("V4", N_("Event cards and bonus point cards"),
           N_("Which planets each event card moves and which planets each bonus point card shows are not "
              "listed; only Mars's total over the event deck, {mars_moves} moves, is quoted (line 74)."),
           N_("Both are read off your own cards: playaid takes them as input, and checks Mars's total when all "
              "the event cards are given."),
           N_("read off your cards"), ("read off your own", "read off your cards")),
    Ruling("X4", N_("The comet and the Eclipsis"),
           N_("Pawns on a constellation without a planet go back (line 212)."),
           N_("The comet is not a planet (line 103): pawns where the comet stands alone go back."),
           N_("comet alone: no planet"), ("comet alone", "comet stands alone")),
    Ruling("X2", N_("When the Eclipsis strikes"),
           N_("Its effect applies the moment it is turned up (line 210); cards are turned up as a round ends "
              "(line 71)."),
           N_("It comes up at the end of a round, after the planets and the comet have moved, so it sees the "
              "moved sky."),
           N_("after the round's moves"), ("after the planets and the comet have moved", "moved sky")),
    Ruling("X3", N_("Which set-aside card goes where"),
           N_("Of the {set_aside} cards set aside, one goes under the deck and the other on top (line 208)."),
           N_("Both are unseen, so the choice cannot matter; playaid puts the first one set aside at the "
              "bottom."),
           N_("first set aside: bottom"), ("first one set aside", "b on top, a at the bottom")),
)

# Each ruling by its key (no doc comment: the API page would print the whole mapping).
RULING: Final[Mapping[str, Ruling]] = MappingProxyType({r.key: r for r in RULINGS})


def mark(key: str) -> str:
    """The printed mark of ruling ``key`` (``†W5``), for error messages; a KeyError for a key that
    is not a ruling."""
    return RULING[key].mark
