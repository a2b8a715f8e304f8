"""Where the King's Challenge rules are silent or contradict themselves, and what playaid does.

Each :class:`~playaid.rules.shared.Ruling` carries a key, shown with its mark (``†T1``) wherever a
surface applies it. Its topic, source, ruling and short form are messages, marked for translation
where they are written:

>>> from playaid.rules.troyes.rulings import RULING, mark
>>> RULING["C1"].short, mark("C1")
('One space: one cube, no VP.', '(\u2020C1)')

A number of the rules data in them is a named placeholder, filled in where a surface shows the
field, in that surface's language, from :func:`playaid.rules.troyes.text.message_values`:

>>> from playaid.rules.text import ENGLISH
>>> from playaid.rules.troyes.text import message_values
>>> RULING["C1"].ruling
'He places as many of his cubes as fit; +{full_vp} VP only when not one space is free.'
>>> ENGLISH(RULING["C1"].ruling, **message_values(ENGLISH))
'He places as many of his cubes as fit; +2 VP only when not one space is free.'
"""

from __future__ import annotations

from types import MappingProxyType

from playaid.rules.shared import Ruling
from playaid.rules.text import N_
from playaid.rules.troyes.data import MAX_VP

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Final

__all__ = ["RULINGS", "RULING", "mark"]

RULINGS: Final[tuple[Ruling, ...]] = (
    Ruling("T1",
           N_("Rolls of 10 to 12"),
           N_("The table (lines 72-80) stops at 9, yet two dice can total 10, 11 or 12. Its row 9 "
              "repeats row 5's action, the roll that adds up with it to 14."),
           N_("The table is read as mirrored around 7, as row 9 already is: rows 10, 11 and 12 copy "
              "rows 4, 3 and 2, with their prices and notes (row 12 gains 2 VP, like row 2)."),
           short=N_("Rows 10-12 copy rows 4-2."),
           phrases=("copies row", "as row", "mirrored around 7", "% of his turns")),
    Ruling("T2",
           N_("Row 9's price"),
           N_("Row 9 (line 80) repeats row 5's action but its price is blank."),
           N_("One die per free banner, exactly like row 5."),
           short=N_("Row 9 costs as row 5."),
           phrases=("row 9 costs", "row 9's price")),
    Ruling("B1",
           N_("Row 2 when you have no die to sell"),
           N_("Note 2 (line 85) says that on row 3 le Roy then uses his own die without paying; note 1"
              " (line 84), for row 2, says nothing."),
           N_("The same fallback: on rows 2 and 12 he spends {row2_price} of his own dice and pays nothing."),
           short=N_("Nothing to buy on 2 or 12: he spends {row2_price} of his own."),
           phrases=("3 of his own", "three of his own")),
    Ruling("B2",
           N_("Who pays for the die le Roy buys"),
           N_("Notes 1 and 2 (lines 84-85) have him buy your die for {row2_deniers} or {row3_deniers} deniers; "
              "the solo rules give him no money, and send what you pay for his dice to the bank (line 68)."),
           N_("The bank pays you; le Roy never holds deniers."),
           short=N_("The bank pays for the die he buys."),
           phrases=("paid by the bank", "the bank pays")),
    Ruling("B3",
           N_("The die le Roy buys"),
           N_("The price counts the bought die among the dice he spends (lines 70, 73-74); what then "
              "becomes of it is not said."),
           N_("It is spent on that same action and set aside like his own spent dice: it never joins "
              "his dice and cannot be bought back."),
           short=N_("The die he buys is used up."),
           phrases=("used up",)),
    Ruling("B4",
           N_("Your best available die"),
           N_("Notes 1 and 2 (lines 84-85) say he buys your best available die; the ranking (line 62) "
              "is given for his dice only."),
           N_("Your dice not yet used this round, ranked as his are: value first, then red, yellow, "
              "white."),
           short=N_("Your dice ranked as his."),
           phrases=("ranked as his",)),
    Ruling("X1",
           N_("Price above his dice"),
           N_("He still acts, spending all his remaining dice (line 70)."),
           N_("A die he buys from you is still bought; only his own dice run short."),
           short=N_("Short: your die is still bought."),
           phrases=("still bought",)),
    Ruling("S3",
           N_("Setup die whose building is full"),
           N_("Each of the {le_roy_step} best dice sends a meeple to its colour's building (line 46); a full "
              "building is not covered."),
           N_("That die is passed over and the next best die is used; if the {setup_dice} dice run out, the "
              "meeples left take the best free places, {palace} first, then {city_hall}, then {bishopric}."),
           short=N_("Setup: a full building passes the die on."),
           phrases=("passed over", "passes to the next", "palace first")),
    Ruling("S5",
           N_("Your setup meeples"),
           N_("You place {player_step} meeples after each of le Roy's steps (line 46); where is not said."),
           N_("You choose any free places; the automaton suggests the best free place and asks."),
           short=N_("You choose your setup places."),
           phrases=("where do you put your meeple", "your own setup places", "where yours go")),
    Ruling("L1",
           N_("Le Roy's two colours"),
           N_("Le Roy uses the meeples of {le_roy_colours} colours (line 44), not which, nor how they count."),
           N_("Any two colours nobody else plays; both colours are his, and everything either colour "
              "holds counts for him."),
           short=N_("Both his colours are his."),
           phrases=("both colours are his",)),
    Ruling("N1",
           N_("Events naming the neutral player that would hurt le Roy"),
           N_("Negative events do not affect le Roy (line 58), yet an event naming the neutral player "
              "now names him (line 60)."),
           N_("An event that would hurt him does nothing to him, even when it names the neutral "
              "player."),
           short=N_("Harmful events spare him."),
           phrases=("even those naming",)),
    Ruling("W1",
           N_("Which die picks the worker's building"),
           N_("'His highest die' shows the building (note 3, line 86)."),
           N_("His best die at the start of the turn by his ranking; it is also the die he spends."),
           short=N_("His best die picks the building."),
           phrases=("his best die picks", "colour of his best die")),
    Ruling("W2",
           N_("Where the worker goes"),
           N_("He always expels one of your meeples if he can (note 3, line 86)."),
           N_("He takes the place of your best-placed meeple in that building, which returns to you; "
              "with none of yours there he takes the best free place; a building of only his meeples "
              "gets nothing, but the die is still spent."),
           short=N_("His worker replaces your best-placed one."),
           phrases=("best-placed meeple", "only his own meeples")),
    Ruling("E1",
           N_("Rows 5 and 9 with nothing to resolve"),
           N_("He resolves the right-most event for one die per free banner (lines 76, 80, note 4 line"
              " 87); an empty display, or an event with no free banner, is not covered."),
           N_("Nothing happens and no die is spent; the turn still counts, and yours comes next."),
           short=N_("No event or free banner: no die."),
           phrases=("no event on display", "no free banner")),
    Ruling("M1",
           N_("Row 6 with no spot for a tradesman"),
           N_("Note 5 (line 88) chooses among spots; it does not say what happens when none is free."),
           N_("Nothing is placed; the die is still spent, as for a worker with nowhere to go."),
           short=N_("No spot: nothing, die spent."),
           phrases=("no free spot",)),
    Ruling("M2",
           N_("Paying for the tradesman's spot"),
           N_("Note 5 (line 88) uses a spot's cost only to break ties; le Roy has no money."),
           N_("He pays nothing for the spot."),
           short=N_("His spot costs him nothing."),
           phrases=("pays nothing for the spot",)),
    Ruling("C1",
           N_("Cathedral with one free space"),
           N_("No space at all gives +{full_vp} VP instead (note 6, line 89); partial room "
              "is not covered."),
           N_("He places as many of his cubes as fit; +{full_vp} VP only when not one space "
              "is free."),
           short=N_("One space: one cube, no VP."),
           phrases=("one space left in all", "one free cathedral space", "last free space")),
    Ruling("C2",
           N_("Cubes across two cathedral rows"),
           N_("The cubes go to the best spaces of the lowest available row (note 6, line 89); a lowest"
              " row with one space left is not covered."),
           N_("The cubes go one at a time, each to the best free space of the lowest row that still "
              "has room, so the second goes a row up."),
           short=N_("Cubes go up a row when one fills."),
           phrases=("a row up",)),
    Ruling("E2",
           N_("How often Traveling Builders scores"),
           N_("In solo play le Roy gains {traveling_vp} VP if the cathedral has an empty "
              "space (line 109); when, and how often, is not said."),
           N_("Once each round while the card is in play, at the end of the round: "
              "{traveling_vp} VP, however many spaces are empty."),
           short=N_("Traveling Builders: {traveling_vp} VP once a round."),
           phrases=("once each round",)),
    Ruling("Y1",
           N_("What Tithe's dice cost"),
           N_("Against le Roy, Tithe takes up to {tithe} yellow dice from him instead of {tithe_base} "
              "(line 108), while buying one of his dice otherwise costs the usual deniers, paid to the "
              "bank (line 68)."),
           N_("The solo text changes only how many dice: they are taken on the card's own terms, and "
              "nothing is paid for them beyond what the card asks."),
           short=N_("Tithe: up to {tithe} of his yellow dice, on the card's own terms."),
           phrases=("the card's own terms",)),
    Ruling("K1",
           N_("When le Roy fights black dice"),
           N_("How he fights is given (line 66), not when."),
           N_("The automaton asks for the black dice once le Roy has rolled for the round, before the "
              "first turn; with no dice he removes nothing."),
           short=N_("He fights before the first turn."),
           phrases=("before the first turn",)),
    Ruling("K2",
           N_("Several red events in one round"),
           N_("The combat rule (line 66) speaks of one set of black dice; Resistance (line 34) brings "
              "a second red event into the same round."),
           N_("Each red event is fought on its own, in the order they came out: his strongest "
              "remaining die removes the highest black die of that event, the rest go back to you."),
           short=N_("Each red event fought alone."),
           phrases=("each red event",)),
    Ruling("K3",
           N_("A black die higher than his strongest die"),
           N_("He uses his strongest available die to eliminate the highest remaining black die (line "
              "66); whether his die must match its value, and of which colour it must be, is not said."),
           N_("His strongest die of any colour removes the highest black die whatever the two values."),
           short=N_("His die need not beat the black one."),
           phrases=("lower but still enough", "whatever the values")),
    Ruling("R2",
           N_("Resistance's second red event"),
           N_("Resistance takes the second red card from those boxed at setup (line 34); which one, "
              "when there are several, is not said."),
           N_("One drawn at random from them, unseen."),
           short=N_("Resistance draws its red event at random."),
           phrases=("drawn at random",)),
    Ruling("R1",
           N_("Overlapping bands"),
           N_("The bands (lines 98-103) read -100 to 0, 0 to 5, ..., 16 to 20, 20+: 0 and 20 are in "
              "two bands each, and nothing is below -100."),
           N_("A draw (0) is not a defeat: 0 to 5. A margin of 20 is 16 to 20; 20+ means 21 and more. "
              "Margins below -100 are still the lowest band."),
           short=N_("A margin of 0 is 0 to 5; of 20, 16 to 20."),
           phrases=("a margin of 0", "a margin of 20", "a margin of -", "20+ starts at 21", "margins it takes")),
    Ruling("W6",
           N_("What counts as a win"),
           N_("The rulebook rates your margin in bands (lines 98-103) and never says what a win is. Its "
              "verdicts have le Roy take your head at 0 to 5, and again at 16 to 20, though you are ahead of "
              "him in both."),
           N_("A game is won when its rating band spares your head: {won_bands}. At margins of "
              "{beheaded_ahead} you are ahead of him, yet it is not a win: le Roy still takes your head. The "
              "history counts wins so, and the verdict at the end of a game says it in the same sentence."),
           short=N_("A win: a band that spares your head."),
           phrases=("spares your head",)),
    Ruling("V2",
           N_("What a final score can be"),
           N_("The rulebook sets no bounds on a score."),
           N_("A score is read off the score track, so it is 0 VP or more; the calculator and the "
              "automaton refuse more than {max_vp} VP as a typing error."),
           short=N_("A final score is 0 to {max_vp} VP."),
           phrases=(f"0 to {MAX_VP} vp",)),
    Ruling("D2",
           N_("Le Roy's dice each round"),
           N_("The solo rules do not say how many dice le Roy rolls."),
           N_("The base game's rule: one die of a building's colour for each of his meeples in it. The"
              " rulebook sets no cap, so none is applied."),
           short=N_("One die per meeple of his."),
           phrases=("per meeple of his", "one die per meeple")),
    Ruling("G1",
           N_("How long the game lasts"),
           N_("The solo rules do not say."),
           N_("The automaton asks at the start how many rounds you will play ({rounds} unless you say "
                      "otherwise: check your board), and the game ends after that round."),
           short=N_("You choose the rounds to play."),
           phrases=("how many rounds will you play",)),
    Ruling("G2",
           N_("Who starts the first round"),
           N_("The start player alternates each round (line 56); the first is not named."),
           N_("You choose at setup; the automaton suggests yourself."),
           short=N_("You choose who starts round 1."),
           phrases=("who starts round 1",)),
    Ruling("V1",
           N_("Le Roy's score"),
           N_("Le Roy scores from his table and from the board (events, cathedral, characters)."),
           N_("The automaton adds up his VP by source: what the rulebook gives him it counts itself; a "
              "number only the board shows (a character card, an event's reward, his tradesman's spot, "
              "his cubes on the cathedral) it asks for once, when it happens. His final score is that "
              "sum, never asked."),
           short=N_("His score: the sum by source."),
           phrases=("his score is computed", "computed, not asked")),
    Ruling("A1",
           N_("Numbers only the board shows"),
           N_("The solo rules leave to the Troyes board and cards how many rounds are played, how many black "
              "dice an event rolls, how many banners an event card has, how many spaces the cathedral has, "
              "and how many VP a card, an event or a spot is worth; they set no bounds on them."),
           N_("The automaton takes 1 to {max_rounds} rounds, up to {max_black} black dice a red event "
                      "(and at most {max_events} red events a round: the round's own and the one Resistance "
                      "calls), up to {max_banners} free banners, up to {max_spaces} free cathedral spaces and up "
                      "to {max_vp} VP for what he scores, and refuses more as a typing error."),
           short=N_("Beyond what a board can show ({max_black} black dice an event, {max_banners} "
                            "banners, {max_spaces} cathedral spaces, {max_vp} VP) is a typing error."),
           phrases=("a typing error beyond", "is a typing error")),
    Ruling("C3",
           N_("A cathedral once full"),
           N_("He places cubes on the cathedral, or gains VP when no space is left (note 6, line 89); the "
              "solo rules never take a cube off the cathedral."),
           N_("Cubes stay where they are put: the free spaces never grow again. The automaton never "
              "accepts more free spaces than the last answer, and once the cathedral is full it stays "
              "full, without asking."),
           short=N_("Full cathedral stays full."),
           phrases=("stays full", "only shrink")),
    Ruling("M4",
           N_("When his tradesman's spot scores"),
           N_("He takes the spot worth the most VP (note 5, line 88); when those VP count for him is not "
              "said."),
           N_("They count when he places the tradesman: the automaton asks what the spot is worth then, "
              "once, and adds it to his score."),
           short=N_("His spot scores when taken."),
           phrases=("scores for him when", "the spot is worth")),
)

# Each ruling by its key (not documented on the site: its value repeats RULINGS).
RULING: Final[Mapping[str, Ruling]] = MappingProxyType({r.key: r for r in RULINGS})


def mark(key: str) -> str:
    """The mark of ruling ``key`` as it stands in a sentence: ``(†B2)``.

    >>> mark("T1")
    '(\u2020T1)'
    """
    return f"({RULING[key].mark})"
