"""Every sentence a player reads about Troyes and le Roy, written once and marked for translation.

The messages are the module's constants (``ASK_ROUNDS``, ``VERDICT`` ...), each one translatable
unit marked with :func:`~playaid.rules.text.N_`, :func:`~playaid.rules.text.NP_` or
:func:`~playaid.rules.text.NC_`, its numbers named placeholders filled in from
:mod:`playaid.rules.troyes.data` and its rulings' marks written ``{†B2}``. The functions below
choose the message the rules data calls for and fill it in, in the language of the
:class:`~playaid.rules.text.Text` they are given (English by default). The site, the score
report, ``playaid leroy`` and the automaton all read their words here, so le Roy's row 3 is
priced by one sentence wherever it is shown:

>>> from playaid.rules.troyes.play import turn
>>> from playaid.rules.troyes.data import parse_dice
>>> from playaid.rules.troyes.text import sale_text
>>> sale_text(turn(3, parse_dice("R5,Y2"), parse_dice("W6,W2")))
'He buys your W6, your best die ranked as his are (\u2020B4): the bank pays you 4 deniers (\u2020B2), and your W6 is used up with his own (\u2020B3).'

Sentences that state a rule without depending on a turn (the setup, the solo changes, the cards)
are filled in from one set of values, :func:`values`, through :func:`sentence`:

>>> from playaid.rules.troyes.text import SETUP_RULES, sentence
>>> sentence(SETUP_RULES[0])
'Each setup step rolls 6 dice, 2 of each colour.'
"""

from __future__ import annotations

from dataclasses import dataclass

from playaid.rules.game import PadField, SheetField, SheetHelp
from playaid.rules.shared import RULING_MARK
from playaid.rules.text import ENGLISH, NC_, NP_, N_
from playaid.rules.troyes.data import (
    BAKER_DENIERS, BANDS, BANQUET_VP, CATHEDRAL_FULL_VP, CHARACTER_CARDS, COLOUR_ORDER, DICE_PER_BANNER,
    LE_ROY_COLOURS, LE_ROY_MEEPLES, MAX_BANNERS, MAX_BLACK_DICE, MAX_CATHEDRAL_SPACES, MAX_DICE_PER_ACTION,
    MAX_RED_EVENTS, MAX_ROUNDS, MAX_VP, NO_CHARACTER_VP, PLACES, PLAYER_MEEPLES,
    PRIOR_COUNTS_AS, PRIOR_WHITE_DICE, ROLL_PROBABILITY, ROUNDS, SETUP_DICE, SETUP_DICE_PER_COLOUR,
    SETUP_LE_ROY_STEP, SETUP_PLAYER_STEP, TABLE, TAX_COLLECTOR_BASE_DENIERS, TAX_COLLECTOR_DENIERS,
    TITHE_BASE_DICE, TITHE_DICE, TRAVELING_BUILDERS_VP, Action, Band, Board, Building, Colour, Die, ModifiedCard,
    Rating, Row,
)
from playaid.rules.troyes.play import action_probability, action_rulings, band, note_number, row, won

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from playaid.rules.text import Message, Text
    from playaid.rules.troyes.play import Combat, SetupStep, Turn

__all__ = [
    "VARIANT", "SHEET_TITLE", "AID_TITLE", "PAD_TITLE", "PAD_FIELDS", "CHANCE", "pad_values",
    "values", "message_values", "sentence", "sentences",
    "row_text", "price_text", "ruled_row_text", "table_caption", "Note", "note_text", "notes",
    "spent_text", "sale_text", "action_text", "combat_text", "round_plan", "meeples_text", "setup_lines",
    "band_range", "band_taken", "verdict", "band_note", "rating_line", "won_bands", "win_rule", "outcome_line",
    "CardText", "solo_changes", "card_modifications", "card_modification", "bonus_cards",
    "table_rows", "chance_rows", "chance_title", "band_rows", "card_rows", "ruling_rows", "note_lines",
    "chance_text", "percent", "chance_percent", "row_cell", "price_cell", "gain_vp_share",
    "vp_sources", "die_text", "dice_line", "dice_list", "unbracketed", "spoken", "speaking", "answer_words", "state_parts",
    "state_line", "board_diagram", "places_explained", "cards_menu", "SHEET_HELP",
]

# --------------------------------------------------------------------------------------------
# Names

VARIANT = N_("The King's Challenge")
#: The titles of the game's three documents.
SHEET_TITLE = N_("Le Roy decision sheet")
AID_TITLE = N_("Bonus cards and solo reference")
PAD_TITLE = N_("Score pad")
#: What the King's Challenge leaves to chance; the automaton rolls it or asks for it.
CHANCE = (
    N_("le Roy's setup dice, at each setup step"),
    N_("le Roy's dice for the round, by colour"),
    N_("the black dice of each of le Roy's turns"),
    N_("the black dice of a red event, which le Roy fights"),
    N_("the order of the character cards in the pile"),
    N_("the red event Resistance draws from those boxed at setup"),
)

#: What a list shows when it is empty ("passed back to you: none").
NONE = NC_("an empty list", "none")


def values(lang: Text = ENGLISH) -> dict[str, Any]:
    """Every number and name the rule sentences of this module name, from the rules data.

    >>> values()["places"], values()["palace"], values()["order"]
    (6, 'Palace', 'red > yellow > white')
    """
    colour = {c.value: lang(c.label) for c in Colour}
    building = {b.value: lang(b.label) for b in Building}
    return {
        **colour, **building,
        "order": " > ".join(lang(c.label) for c in COLOUR_ORDER),
        **{f"colour_{n}": lang(c.label) for n, c in enumerate(COLOUR_ORDER, 1)},
        "first_building": lang(next(iter(Building)).label),
        "places": PLACES, "setup_dice": SETUP_DICE, "per_colour": SETUP_DICE_PER_COLOUR,
        "le_roy_step": SETUP_LE_ROY_STEP, "player_step": SETUP_PLAYER_STEP,
        "le_roy_meeples": LE_ROY_MEEPLES, "player_meeples": PLAYER_MEEPLES,
        "le_roy_colours": LE_ROY_COLOURS, "characters": CHARACTER_CARDS,
        "full_vp": CATHEDRAL_FULL_VP, "no_character_vp": NO_CHARACTER_VP, "per_banner": DICE_PER_BANNER,
        "traveling_vp": TRAVELING_BUILDERS_VP, "max_vp": MAX_VP, "rounds": ROUNDS,
        "baker": BAKER_DENIERS, "banquet": BANQUET_VP, "prior_dice": PRIOR_WHITE_DICE,
        "prior_counts": PRIOR_COUNTS_AS, "tax": TAX_COLLECTOR_DENIERS, "tax_base": TAX_COLLECTOR_BASE_DENIERS,
        "tithe": TITHE_DICE, "tithe_base": TITHE_BASE_DICE, "dice_per_action": MAX_DICE_PER_ACTION,
        "cathedral_roll": next(r.roll for r in TABLE.values() if r.action is Action.CATHEDRAL),
        "row2_price": TABLE[2].price, "row2_deniers": TABLE[2].price_deniers, "row3_deniers": TABLE[3].price_deniers,
        "max_rounds": MAX_ROUNDS, "max_black": MAX_BLACK_DICE, "max_events": MAX_RED_EVENTS,
        "max_banners": MAX_BANNERS, "max_spaces": MAX_CATHEDRAL_SPACES,
        "won_bands": won_bands(lang), "beheaded_ahead": _beheaded_ahead(lang),
    }


def message_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The value of every placeholder in the game's rule sentences and rulings, from the rules data.

    What every game's text module offers a surface that shows its messages, ruling fields
    included: ``text(message, **message_values(text))``, the words in the language of ``text``.

    >>> from playaid.rules.troyes.rulings import RULING
    >>> ENGLISH(RULING["B2"].source, **message_values())[:60]
    'Notes 1 and 2 (lines 84-85) have him buy your die for 6 or 4'
    """
    return values(text)


def sentence(message: Message, lang: Text = ENGLISH, **more: Any) -> str:
    """A rule sentence in ``lang``, filled in from :func:`values` (and ``more``)."""
    return lang(message, **{**values(lang), **more})


def sentences(messages: Sequence[Message], lang: Text = ENGLISH) -> list[str]:
    """Each of ``messages`` as :func:`sentence` fills it in."""
    filled = values(lang)
    return [lang(m, **filled) for m in messages]


def _numbers(numbers: Sequence[int], lang: Text) -> str:
    return lang.join(str(n) for n in numbers)


# --------------------------------------------------------------------------------------------
# The rules of the solo game, as the site and the printed documents state them

#: Le Roy's ranking of dice (line 62): the order, then what it is for.
RANKING = N_("Higher value first; equal values: {colour_1}, then {colour_2}, then {colour_3}.")
RANKING_BEST = N_("\u201cHis best dice\u201d always means the first ones in this order.")
#: His dice for the round (†D2).
ROUND_DICE = N_("Each round he rolls one die per meeple of his in a building, of its colour ({red} {palace}, "
                "{yellow} {city_hall}, {white} {bishopric}) ({†D2}).")
#: The setup placement (line 46), one sentence a step.
SETUP_RULES = (
    N_("Each setup step rolls {setup_dice} dice, {per_colour} of each colour."),
    N_("The {le_roy_step} best (equal values: {order}) each put a le Roy meeple on the best free place of their "
       "colour's building ({places} places, 1 the best)."),
    N_("A die whose building is full passes to the next best die ({†S3})."),
    N_("Then you place {player_step} of your meeples where you choose ({†S5})."),
    N_("Repeat until the buildings hold {le_roy_meeples} of his meeples and {player_meeples} of yours."),
)
#: Le Roy's turn (line 70), one sentence a step.
TURN_ROLL = N_("On his turn le Roy rolls two black dice and reads the row of their total.")
TURN_PRICE = N_("The price counts every die he spends, <b>the one he buys from you included</b>; his own are always "
                "his <b>best</b> dice.")
TURN_KEEPS = N_("He keeps taking turns, alternating with yours, until his dice are gone.")
TURN_SHORT = N_("Price above what he has left: he still acts and spends them all; a die he buys from you is still "
                "bought ({†X1}).")
TURN_RULES = (TURN_ROLL, TURN_PRICE, TURN_KEEPS, TURN_SHORT)
#: Combat against black dice (line 66).
COMBAT_RULES = (
    N_("His strongest die removes the highest black die, whatever the values ({†K3}); the others go back to "
       "you."),
    N_("He fights after rolling, before the first turn ({†K1}), each red event on its own ({†K2})."),
)
#: The end of the game (lines 94-96).
END_RULES = (
    N_("At the end both of you score the character cards still in the pile; your VP minus le Roy's is "
       "your margin."),
)
#: What the calculator accepts (†V2).
SCORE_RULE = N_("A score is 0 VP or more; the calculator refuses more than {max_vp} as a typing error ({†V2}).")

# --------------------------------------------------------------------------------------------
# Le Roy's table

_ROW_ACTION: dict[Action, Message] = {
    Action.GAIN_VP: N_("Le Roy gains {vp} VP"),
    Action.WORKER: NP_("Le Roy places {count} worker meeple", "Le Roy places {count} worker meeples"),
    Action.EVENT: N_("Le Roy resolves the right-most event"),
    Action.TRADESMAN: NP_("Le Roy places {count} tradesman meeple", "Le Roy places {count} tradesman meeples"),
    Action.CATHEDRAL: NP_("Le Roy places {count} cube on the cathedral",
                          "Le Roy places {count} cubes on the cathedral"),
    Action.CHARACTER: N_("Le Roy reveals a character card"),
}
PRICE = NP_("{count} die", "{count} dice")
PRICE_BOUGHT = NP_("{count} die ({bought} bought from you)", "{count} dice ({bought} bought from you)")
PRICE_PER_BANNER = NP_("{count} die per free banner", "{count} dice per free banner")
COPIES_ROW = N_("row {roll} copies row {model} {†T1}")
PRICED_AS_ROW = N_("row {roll}'s price is row {model}'s {†T2}")
TABLE_CAPTION = N_("The rulebook's table stops at {last}, and its row {last} repeats row {model} with a blank "
                   "price: read the table as mirrored around {axis}, so rows {copies} copy rows {models} "
                   "({†T1}), and row {last} costs what row {model} costs ({†T2}).")


def row_text(r: Row, lang: Text = ENGLISH) -> str:
    """What he does on row ``r``, as the table says it.

    >>> row_text(row(2)), row_text(row(7))
    ('Le Roy gains 2 VP', 'Le Roy places 2 cubes on the cathedral')
    """
    return lang(_ROW_ACTION[r.action], vp=r.vp, count=r.meeples or r.cubes)


def price_text(r: Row, lang: Text = ENGLISH) -> str:
    """What row ``r`` costs him in dice.

    >>> price_text(row(12)), price_text(row(9)), price_text(row(8))
    ('3 dice (1 bought from you)', '1 die per free banner', '0 dice')
    """
    if r.per_banner:
        return lang(PRICE_PER_BANNER, count=DICE_PER_BANNER)
    if r.bought:
        return lang(PRICE_BOUGHT, count=r.own + r.bought, bought=r.bought)
    return lang(PRICE, count=r.own)


def ruled_row_text(r: Row, lang: Text = ENGLISH) -> str:
    """What makes a ruled row, said beside its roll ("" for a printed row).

    >>> ruled_row_text(row(11)), ruled_row_text(row(9)), ruled_row_text(row(3))
    ('row 11 copies row 3 \u2020T1', "row 9's price is row 5's \u2020T2", '')
    """
    if "T1" in r.rulings:
        return lang(COPIES_ROW, roll=r.roll, model=r.mirrors)
    if "T2" in r.rulings:
        return lang(PRICED_AS_ROW, roll=r.roll, model=r.mirrors)
    return ""


def table_caption(lang: Text = ENGLISH) -> str:
    """Why rows 9 to 12 read as they do, with their marks, every number from the table."""
    priced = next(r for r in TABLE.values() if "T2" in r.rulings)
    copies = [r for r in TABLE.values() if "T1" in r.rulings]
    return lang(TABLE_CAPTION, last=priced.roll, model=priced.mirrors, axis=(priced.roll + priced.mirrors) // 2,
                copies=_numbers([r.roll for r in copies], lang), models=_numbers([r.mirrors for r in copies], lang))


# The notes under the table (lines 84-90), one per printed row, in our words.
NOTE_BUYS = N_("He buys your best available die (ranked as his are, {†B4}) for {deniers} deniers, paid by the "
               "bank ({†B2}), and uses it up with his own ({†B3}).")
NONE_TO_SELL = N_("None to sell: he uses his own instead and pays you nothing.")
NONE_TO_SELL_RULED = N_("None to sell: he spends {count} of his own and pays nothing ({†B1}).")
NONE_TO_SELL_SHORT = N_("None to sell: he uses his own dice instead and pays nothing ({†B1}).")
EVENT_PRICE = NP_("{count} die per free banner on the right-most event card.",
                  "{count} dice per free banner on the right-most event card.")
EVENT_NOTHING = N_("No event on display, or no free banner on it: nothing happens, no die spent ({†E1}).")
CHARACTER = N_("You both score the top character card, which then leaves the game; he never scores gold or "
               "influence.")
NO_CHARACTER = N_("No character left: +{vp} VP instead.")
CATHEDRAL_FULL = N_("No space at all: +{vp} VP instead.")
_NOTE: dict[Action, Message] = {
    Action.WORKER: N_("His best die picks the building by its colour ({†W1}). He expels one of your meeples "
                      "there whenever he can, taking the place of your best-placed meeple; none of yours there: "
                      "the best free place; only his own: nothing, the die still spent ({†W2})."),
    Action.TRADESMAN: N_("Put a le Roy tradesman on the spot worth the most VP; tied: the cheapest, then {order}. "
                         "He pays nothing for the spot ({†M2}); no free spot: nothing placed, the die still "
                         "spent ({†M1})."),
    Action.CATHEDRAL: N_("On the best free spaces of the lowest row with room, one cube at a time: when that row "
                         "fills, the next goes a row up ({†C2}). One space left in all: one cube, no VP ({†C1})."),
}
NOTE_LINE = NP_("<b>({number})</b> roll {rolls}: {note}", "<b>({number})</b> rolls {rolls}: {note}")


@dataclass(frozen=True, slots=True)
class Note:
    """A note under le Roy's table: its number (the rulebook's), the rows it serves, its text."""

    number: int
    rolls: tuple[int, ...]
    text: str


def note_text(r: Row, lang: Text = ENGLISH) -> str:
    """The note that explains row ``r`` (a ruled row shares the note of the row it copies).

    >>> note_text(row(11))
    'He buys your best available die (ranked as his are, \u2020B4) for 4 deniers, paid by the bank (\u2020B2), and uses it up with his own (\u2020B3). None to sell: he uses his own instead and pays you nothing.'
    """
    if r.action is Action.GAIN_VP:
        return f"{lang(NOTE_BUYS, deniers=r.price_deniers)} {_no_sale(r, lang)}"
    if r.action is Action.EVENT:
        return f"{lang(EVENT_PRICE, count=DICE_PER_BANNER)} {lang(EVENT_NOTHING)}"
    if r.action is Action.CHARACTER:
        return f"{lang(CHARACTER)} {lang(NO_CHARACTER, vp=NO_CHARACTER_VP)}"
    if r.action is Action.CATHEDRAL:
        return f"{sentence(_NOTE[r.action], lang)} {lang(CATHEDRAL_FULL, vp=CATHEDRAL_FULL_VP)}"
    return sentence(_NOTE[r.action], lang)


def _no_sale(r: Row, lang: Text) -> str:
    """What he does on buying row ``r`` when you have no die to sell."""
    return lang(NONE_TO_SELL) if r.seller_fallback_printed else lang(NONE_TO_SELL_RULED, count=r.own + r.bought)


def notes(lang: Text = ENGLISH) -> tuple[Note, ...]:
    """The notes, numbered as the rulebook numbers them (one per printed row, lines 84-90).

    >>> [(n.number, n.rolls) for n in notes()][:2]
    [(1, (2, 12)), (2, (3, 11))]
    """
    return tuple(Note(note_number(r.roll), tuple(x.roll for x in TABLE.values() if x.note_row == r.roll),
                      note_text(r, lang))
                 for r in TABLE.values() if r.printed)


def note_lines(lang: Text = ENGLISH) -> list[str]:
    """Each note with its number and the rolls it serves, for a list under the table."""
    return [lang(NOTE_LINE, count=len(n.rolls), number=n.number, rolls=_numbers(n.rolls, lang), note=n.text)
            for n in notes(lang)]


# --------------------------------------------------------------------------------------------
# One turn, said: ``playaid leroy`` and the automaton say the same sentences

ROLL_LINE = N_("Roll {roll}: {action}; price {price}.")
ROLL_LINE_RULED = N_("Roll {roll}: {action}; price {price} ({ruled}).")
TURN_LINE = N_("Le Roy's turn: black dice {rolled}. {action}; price {price}.")
TURN_LINE_RULED = N_("Le Roy's turn: black dice {rolled}. {action}; price {price} ({ruled}).")
SPENDS = N_("He spends {dice}.")
SPENDS_NOTHING = N_("He spends no dice.")
SPENDS_ALL = N_("He has fewer dice than the price, so he spends all he has: {dice}.")
SPENDS_ALL_BOUGHT = N_("He has fewer dice than the price, so he spends all he has: {dice}; your die is still "
                       "bought ({†X1}).")
BUYS = N_("He buys your {die}, your best die ranked as his are ({†B4}): the bank pays you {deniers} deniers "
          "({†B2}), and your {die} is used up with his own ({†B3}).")
MOVE_MARKER = N_("Move le Roy's marker {vp} VP up the score track.")
_WORKER: dict[str | None, Message] = {
    "expelled": N_("Worker to the {building}, the colour of his best die ({†W1}): it takes the place of your "
                   "best-placed meeple there ({†W2}); return your meeple to your supply."),
    "placed": N_("Worker to the {building}, the colour of his best die ({†W1}): none of yours there, so a le "
                 "Roy meeple on its best free place ({†W2})."),
    "full": N_("Worker to the {building}, the colour of his best die ({†W1}): only his own meeples are there, so "
               "nothing is placed; the die is still spent ({†W2})."),
    None: N_("Worker to the {building}, the colour of his best die ({†W1}): he expels one of your meeples there "
             "if you have one, taking the place of your best-placed meeple; else the best free place; else "
             "nothing ({†W2})."),
}
EVENT = N_("Resolve the right-most event for le Roy (events that would hurt him do nothing).")
CUBES = N_("Put {count} of his cubes on the best free spaces of the lowest row with room, one at a time: if "
           "that row fills, the next cube goes a row up ({†C2}).")
CUBES_IN_ROWS = N_("Put {count} of his cubes on the best free spaces of the lowest row with room ({where}), one "
                   "at a time: if that row fills, the next cube goes a row up ({†C2}).")
SOME_CUBES = NP_("Put {count} of his cubes on the last free space; the other is not placed ({†C1}).",
                 "Put {count} of his cubes on the last free space; {rest} are not placed ({†C1}).", "rest")
SOME_CUBES_IN_ROWS = NP_("Put {count} of his cubes on the last free space ({where}); the other is not placed "
                         "({†C1}).",
                         "Put {count} of his cubes on the last free space ({where}); {rest} are not placed "
                         "({†C1}).", "rest")
CUBE_ROWS = NP_("row {rows}, 1 the lowest", "rows {rows}, 1 the lowest", "cubes")
FIGHT = N_("Le Roy spends {die} to remove the black {black}; passed back to you: {back}.")
FIGHT_LOWER = N_("Le Roy spends {die} to remove the black {black}, his die lower but still enough ({†K3}); "
                 "passed back to you: {back}.")
NO_FIGHT = N_("Le Roy has no die to fight with; passed back to you: {back}.")
FIGHT_EVENT = N_("Red event {event} ({†K2}): le Roy spends {die} to remove the black {black}; passed back to "
                 "you: {back}.")
FIGHT_LOWER_EVENT = N_("Red event {event} ({†K2}): le Roy spends {die} to remove the black {black}, his die "
                       "lower but still enough ({†K3}); passed back to you: {back}.")
NO_FIGHT_EVENT = N_("Red event {event} ({†K2}): le Roy has no die to fight with; passed back to you: {back}.")
#: ``playaid leroy turn``: what the turn gives him, and what he has left.
VP_LINE = N_("VP: {vp}.")
VP_CHARACTER = N_("VP: the top character card's points, for him and for you (he never scores gold or influence).")
DICE_LEFT_LINE = N_("Dice left: {dice}.")


def spent_text(t: Turn, lang: Text = ENGLISH) -> str:
    """The dice he spends, and what happens when the price is more than he has.

    >>> from playaid.rules.troyes.play import turn
    >>> from playaid.rules.troyes.data import parse_dice
    >>> spent_text(turn(2, parse_dice("R5"), parse_dice("W6")))
    'He has fewer dice than the price, so he spends all he has: R5; your die is still bought (\u2020X1).'
    """
    if t.short:
        return lang(SPENDS_ALL_BOUGHT if t.bought else SPENDS_ALL, dice=dice_list(t.spent, lang))
    return lang(SPENDS, dice=dice_list(t.spent, lang)) if t.spent else lang(SPENDS_NOTHING)


def sale_text(t: Turn, lang: Text = ENGLISH) -> str:
    """What becomes of your die on a buying row ("" on other rows).

    >>> from playaid.rules.troyes.play import turn
    >>> from playaid.rules.troyes.data import parse_dice
    >>> sale_text(turn(12, parse_dice("R5,Y2,W1"), ()))
    'None to sell: he spends 3 of his own and pays nothing (\u2020B1).'

    With fewer dice than that he spends what he has (line 70), and the sentence names no number:

    >>> sale_text(turn(12, parse_dice("R5"), ()))
    'None to sell: he uses his own dice instead and pays nothing (\u2020B1).'
    """
    r = row(t.roll)
    if not r.bought:
        return ""
    if t.bought is not None:
        return lang(BUYS, die=die_text(t.bought, lang), deniers=t.deniers_to_player)
    if t.short and not r.seller_fallback_printed:
        return lang(NONE_TO_SELL_SHORT)
    return _no_sale(r, lang)


def action_text(t: Turn, outcome: str | None = None, lang: Text = ENGLISH) -> str:
    """What to do on the board for him: one sentence for the row's action and what the board allows.

    ``outcome`` is where his worker went (:func:`~playaid.rules.troyes.play.place_worker`'s
    answer), or None when the board is not known.

    >>> from playaid.rules.troyes.play import turn
    >>> from playaid.rules.troyes.data import parse_dice
    >>> action_text(turn(7, parse_dice("R5,Y3"), cathedral_room=1))
    'Put 1 of his cubes on the last free space; the other is not placed (\u2020C1).'
    >>> action_text(turn(4, parse_dice("W3")), "full")
    'Worker to the Bishopric, the colour of his best die (\u2020W1): only his own meeples are there, so nothing is placed; the die is still spent (\u2020W2).'
    """
    r = row(t.roll)
    if t.action is Action.GAIN_VP:
        return lang(MOVE_MARKER, vp=t.vp)
    if t.action is Action.WORKER:
        assert t.building is not None
        return lang(_WORKER[outcome], building=lang(t.building.label))
    if t.action is Action.EVENT:
        return lang(EVENT_NOTHING if "E1" in t.rulings else EVENT)
    if t.action is Action.TRADESMAN:
        return note_text(r, lang)
    if t.action is Action.CATHEDRAL:
        if not t.cubes:
            return lang(CATHEDRAL_FULL, vp=t.vp)
        where = lang(CUBE_ROWS, rows=_numbers(t.cube_rows, lang), cubes=len(t.cube_rows)) if t.cube_rows else ""
        if t.cubes == r.cubes:
            return lang(CUBES_IN_ROWS if where else CUBES, count=t.cubes, where=where)
        return lang(SOME_CUBES_IN_ROWS if where else SOME_CUBES, count=t.cubes, rest=r.cubes - t.cubes, where=where)
    return lang(CHARACTER) if t.character else lang(NO_CHARACTER, vp=t.vp)


def combat_text(c: Combat, event: int | None = None, lang: Text = ENGLISH) -> str:
    """One combat, said: ``event`` numbers the red event when there are several (ruling K2).

    >>> from playaid.rules.troyes.play import combat
    >>> from playaid.rules.troyes.data import parse_dice
    >>> combat_text(combat(parse_dice("R3"), (5, 2)), 2)
    'Red event 2 (\u2020K2): le Roy spends R3 to remove the black 5, his die lower but still enough (\u2020K3); passed back to you: 2.'
    """
    back = ", ".join(map(str, c.passed_back)) or lang(NONE)
    if c.used is None:
        message = NO_FIGHT if event is None else NO_FIGHT_EVENT
    elif c.lower:
        message = FIGHT_LOWER if event is None else FIGHT_LOWER_EVENT
    else:
        message = FIGHT if event is None else FIGHT_EVENT
    die = "" if c.used is None else die_text(c.used, lang)
    return lang(message, event=event, die=die, black=c.eliminated, back=back)


# --------------------------------------------------------------------------------------------
# Setup and the round, said

SETUP_STEP = N_("Setup step {step}: le Roy rolls {dice} (best first); he uses {best}.")
PASSED_OVER = NP_("{dice} passed over: the {buildings} is full ({†S3}).",
                  "{dice} passed over: the {buildings} are full ({†S3}).", "full")
PUT_MEEPLE = N_("Put a le Roy meeple on place {place} of the {building} for {die}.")
PUT_MEEPLE_FALLBACK = N_("Put a le Roy meeple on place {place} of the {building} (no die left for a building "
                         "with room: the best free place, {first_building} first ({†S3})).")
SETUP_DONE = N_("Setup done. Meeples (le Roy/you): {meeples}.")
MEEPLES_IN = N_("{building} {le_roy}/{you}")
ROUND_DICE_ROLLED = N_("Le Roy rolls {plan} ({†D2}): {dice}.")
_OF_COLOUR: dict[Colour, Message] = {
    Colour.RED: NP_("{count} red", "{count} red"),
    Colour.YELLOW: NP_("{count} yellow", "{count} yellow"),
    Colour.WHITE: NP_("{count} white", "{count} white"),
}
NO_DICE = N_("no dice")


def round_plan(need: dict[Colour, int], lang: Text = ENGLISH) -> str:
    """The dice he rolls for the round, by colour: ``4 red, 5 yellow, 3 white`` (or ``no dice``)."""
    return ", ".join(lang(_OF_COLOUR[c], count=n) for c, n in need.items() if n) or lang(NO_DICE)


def meeples_text(board: Board, lang: Text = ENGLISH) -> str:
    """The meeples in each building, le Roy's/yours: ``Palace 4/2, City Hall 5/1, Bishopric 3/3``."""
    return ", ".join(lang(MEEPLES_IN, building=lang(b.label), le_roy=r, you=p) for b, (r, p) in board.counts().items())


def setup_lines(step: SetupStep, lang: Text = ENGLISH) -> list[str]:
    """Where one setup step's meeples go: the dice passed over (†S3), then each placement."""
    lines = []
    if step.skipped:
        full = sorted({lang(d.colour.building.label) for d in step.skipped})
        lines.append(lang(PASSED_OVER, dice=dice_list(step.skipped, lang), buildings=lang.join(full), full=len(full)))
    for p in step.placed:
        building = lang(p.building.label)
        if p.die is None:
            lines.append(sentence(PUT_MEEPLE_FALLBACK, lang, place=p.place, building=building))
        else:
            lines.append(lang(PUT_MEEPLE, place=p.place, building=building, die=die_text(p.die, lang)))
    return lines


# --------------------------------------------------------------------------------------------
# The end: margin and rating bands

BAND_RANGE = N_("{low} to {high}")
BAND_OPEN = N_("{low}+")
TAKES_UP_TO = N_("{high} or less")
TAKES_FROM = N_("{low} or more")
VERDICT: dict[Rating, Message] = {
    Rating.DEFEAT: N_("Defeat: le Roy has your head."),
    Rating.NOT_TERRIBLE: N_("Not terrible, but le Roy still takes your head."),
    Rating.AVERAGE: N_("An average showing at most."),
    Rating.RESPECTABLE: N_("Respectable: you are making a name for yourself."),
    Rating.UNEASY: N_("Le Roy grows uneasy, and takes your head anyway."),
    Rating.MASTERFUL: N_("A masterful game."),
}
BAND_NOTE_TWO = N_("a margin of {margin} is printed in two bands; it counts in {band}, {†R1}")
BAND_NOTE_BELOW = N_("a margin of {margin} is below every printed band; it counts in {band}, {†R1}")
RATING = N_("Rating band {band}: {verdict}")
RATING_RULED = N_("Rating band {band} ({note}): {verdict}")
#: What a win is (†W6): one sentence, said alike by the verdict and by the history of your games.
WIN_RULE = N_("A game is won when its rating band spares your head: {bands} ({†W6}).")
WON = N_("A win.")
NOT_WON = N_("Not a win.")


def band_range(b: Band, lang: Text = ENGLISH) -> str:
    """The band's bounds as the rulebook prints them: ``-100 to 0``, ``20+``.

    >>> [band_range(band(m)) for m in (-50, 0, 20, 21)]
    ['-100 to 0', '0 to 5', '16 to 20', '20+']
    """
    return lang(BAND_RANGE, low=b.low, high=b.high) if b.high is not None else lang(BAND_OPEN, low=b.low)


def band_taken(b: Band, lang: Text = ENGLISH) -> str:
    """The margins the band takes under ruling †R1: ``-1 or less``, ``0 to 5``, ``21 or more``."""
    if b.takes_from is None:
        return lang(TAKES_UP_TO, high=b.takes_to)
    if b.takes_to is None:
        return lang(TAKES_FROM, low=b.takes_from)
    return lang(BAND_RANGE, low=b.takes_from, high=b.takes_to)


def verdict(b: Band, lang: Text = ENGLISH) -> str:
    """What the rating band says of your game."""
    return lang(VERDICT[b.rating])


def band_note(margin: int, lang: Text = ENGLISH) -> str:
    """Why ``margin`` lands in its band, when ruling †R1 decides it; else an empty string.

    >>> band_note(0)
    'a margin of 0 is printed in two bands; it counts in 0 to 5, \u2020R1'
    >>> band_note(7)
    ''
    """
    b = band(margin)
    printed_in = [x for x in BANDS if x.printed_holds(margin)]
    if len(printed_in) == 1:
        return ""
    return lang(BAND_NOTE_TWO if printed_in else BAND_NOTE_BELOW, margin=margin, band=band_range(b, lang))


def won_bands(lang: Text = ENGLISH) -> str:
    """The margins that win, band by band, as ruling †R1 reads them: ``6 to 10, 11 to 15 and 21 or more``."""
    return lang.join(band_taken(b, lang) for b in BANDS if not b.beheads)


def _beheaded_ahead(lang: Text) -> str:
    """The margins that put you ahead of him in a band that beheads you: ``1 to 5 and 16 to 20``."""
    ahead = [(max(1, b.takes_from or 1), b.takes_to) for b in BANDS
             if b.beheads and (b.takes_to is None or b.takes_to > 0)]
    return lang.join(lang(BAND_RANGE, low=low, high=high) if high is not None else lang(TAKES_FROM, low=low)
                     for low, high in ahead)


def win_rule(lang: Text = ENGLISH) -> str:
    """What a win is, as the verdict and the history say it (†W6).

    >>> win_rule()
    'A game is won when its rating band spares your head: 6 to 10, 11 to 15 and 21 or more (\u2020W6).'
    """
    return lang(WIN_RULE, bands=won_bands(lang))


def outcome_line(margin: int, lang: Text = ENGLISH) -> str:
    """Whether a final margin is a win, then what a win is (†W6).

    >>> outcome_line(18)
    'Not a win. A game is won when its rating band spares your head: 6 to 10, 11 to 15 and 21 or more (\u2020W6).'
    """
    return f"{lang(WON if won(margin) else NOT_WON)} {win_rule(lang)}"


def rating_line(margin: int, lang: Text = ENGLISH) -> str:
    """The rating of a final margin: its band, why (when ruling †R1 decides) and the verdict.

    >>> rating_line(42)
    'Rating band 20+: A masterful game.'
    """
    b = band(margin)
    note = band_note(margin, lang)
    return lang(RATING_RULED if note else RATING, band=band_range(b, lang), note=note, verdict=verdict(b, lang))


# --------------------------------------------------------------------------------------------
# Reference: the solo changes, the card modifications and the bonus cards (our words)


@dataclass(frozen=True, slots=True)
class CardText:
    """A card's name and what it does, in one language."""

    name: str
    text: str


#: What changes in solo play, by topic, in order.
SOLO_CHANGES: dict[str, Message] = {
    "colours": NP_("Le Roy plays {le_roy_colours} colour of meeples, and it is his ({†L1}); the grey ones stay in "
                   "the box.",
                   "Le Roy plays {le_roy_colours} colours of meeples, and both colours are his ({†L1}); the "
                   "grey ones stay in the box.", "le_roy_colours"),
    "start": N_("The start player changes every round."),
    "first": N_("You choose who starts round 1 ({†G2})."),
    "harmful": N_("Events that hurt do nothing to le Roy, even those naming the neutral player ({†N1})."),
    "neutral": N_("\u201cNeutral player\u201d on any card means le Roy (his meeples and cubes)."),
    "buying": N_("Buying one of le Roy's dice: pay the usual deniers to the bank."),
    "characters": N_("Setup: shuffle the {characters} character cards into a fanned pile; the top card is "
                     "revealed first."),
}
#: Cards that work differently against le Roy (lines 107-110), rulings marked.
CARD_MODIFICATIONS: tuple[tuple[Message, Message], ...] = (
    (NC_("card", "Tax Collector"), N_("{tax} deniers (not {tax_base}) for each of le Roy's citizens in the "
                                      "{city_hall}.")),
    (NC_("card", "Tithe"), N_("Take up to {tithe} yellow dice from le Roy (not {tithe_base}), on the card's own "
                              "terms ({†Y1}); an action still uses at most {dice_per_action} dice.")),
    (NC_("card", "Traveling Builders"), N_("Le Roy gains {traveling_vp} VP if the Cathedral has an empty space: "
                                           "once each round while the card is in play, however many are empty "
                                           "({†E2}).")),
    (NC_("card", "Banquet"), N_("Ignore le Roy's dice when finding the district with most red dice; you score even "
                                "if le Roy has more red dice in a district.")),
)
#: The four bonus cards (lines 20-34), rulings marked.
BONUS_CARDS: tuple[tuple[Message, Message], ...] = (
    (NC_("card", "Baker"), NP_("{baker} denier per yellow die in the city square.",
                               "{baker} deniers per yellow die in the city square.", "baker")),
    (NC_("card", "Banquet"), N_("{banquet} VP per red die in the district with the most red dice (any owner's, the "
                                "neutral player's included).")),
    (NC_("card", "Prior"), NP_("{prior_dice} white die counts as {prior_counts} white dice of the same value; that "
                               "action may use no other white die.",
                               "{prior_dice} white dice count as {prior_counts} white dice of the same value each; "
                               "that action may use no other white die.", "prior_dice")),
    (NC_("card", "Resistance"), N_("Brings in a second red event, drawn at random ({†R2}) from the red events "
                                   "boxed at setup (it then calls a yellow or white card as usual); each red event "
                                   "is fought on its own ({†K2}). On resolution, remove the newest cube from every "
                                   "event card.")),
)
#: The card Traveling Builders, which the automaton recalls at the end of each round.
TRAVELING_BUILDERS = CARD_MODIFICATIONS[2][0]


def solo_changes(lang: Text = ENGLISH) -> dict[str, str]:
    """What changes in the solo game, by topic, rulings marked.

    >>> solo_changes()["harmful"]
    'Events that hurt do nothing to le Roy, even those naming the neutral player (\u2020N1).'
    """
    filled = values(lang)
    return {topic: lang(m, **filled) for topic, m in SOLO_CHANGES.items()}


def _cards(cards: tuple[tuple[Message, Message], ...], lang: Text) -> tuple[CardText, ...]:
    filled = values(lang)
    return tuple(CardText(lang(name), lang(text, **filled)) for name, text in cards)


def card_modifications(lang: Text = ENGLISH) -> tuple[CardText, ...]:
    """Cards that work differently against le Roy, rulings marked."""
    return _cards(CARD_MODIFICATIONS, lang)


def card_modification(card: ModifiedCard, lang: Text = ENGLISH) -> CardText:
    """What ``card`` does against le Roy (the cards are listed in :class:`ModifiedCard`'s order).

    >>> card_modification(ModifiedCard.BANQUET).name
    'Banquet'
    """
    (found,) = _cards((CARD_MODIFICATIONS[list(ModifiedCard).index(card)],), lang)
    assert found.name == lang(card.label), (found.name, card)
    return found


def bonus_cards(lang: Text = ENGLISH) -> tuple[CardText, ...]:
    """The four bonus cards, rulings marked.

    >>> [c.name for c in bonus_cards()]
    ['Baker', 'Banquet', 'Prior', 'Resistance']
    """
    return _cards(BONUS_CARDS, lang)


# --------------------------------------------------------------------------------------------
# The site's tables: a header row, then one row per entry, every cell a filled-in message

#: The columns of the tables, the site's and the printed documents'.
COLUMN_ROLL = NC_("table column", "Roll")
COLUMN_CHANCE = NC_("table column", "Chance")
COLUMN_ACTION = NC_("table column", "Action")
COLUMN_PRICE = NC_("table column", "Price")
COLUMN_VP = NC_("table column", "VP")
COLUMN_NOTE = NC_("table column", "Note")
COLUMN_CARD = NC_("table column", "Card")
COLUMN_VERDICT = NC_("table column", "Verdict")
COLUMN_EFFECT = NC_("table column", "What it does")

TABLE_TITLE = N_("Le Roy's table ({†T1} and {†T2} mark the rows that are playaid rulings)")
TABLE_HEADER = (COLUMN_ROLL, COLUMN_CHANCE, COLUMN_ACTION, COLUMN_PRICE, COLUMN_VP, COLUMN_NOTE)
AS_ROW = N_("{†T1} as row {model}")
LIKE_ROW = N_("{†T2}, like row {model}")
CHANCE_TITLE = N_("Chance of each action on one turn ({†T1}: counting rows {rows}, a playaid ruling)")
CHANCE_HEADER = (COLUMN_ACTION, COLUMN_CHANCE)
BANDS_TITLE = N_("Rating bands")
BANDS_HEADER = (NC_("table column", "Margin as printed"), N_("Margins it takes ({†R1})"), COLUMN_VERDICT)
CARDS_HEADER = (COLUMN_CARD, COLUMN_EFFECT)
RULINGS_TITLE = N_("Source notes: gaps and contradictions, and the ruling the code implements")
RULINGS_HEADER = (NC_("table column", "Key"), NC_("table column", "Topic"),
                  N_("What the rulebook says (or does not)"), NC_("table column", "Our ruling"))


def _header(cells: tuple[Message, ...], lang: Text) -> list[str]:
    return [lang(c) for c in cells]


def _chance(p: Any) -> str:
    return f"{p.numerator}/{p.denominator}"


def table_rows(lang: Text = ENGLISH) -> list[list[str]]:
    """Le Roy's table as the site prints it: roll, exact chance, action, price, VP, the number of its note.

    >>> table_rows()[10]
    ['11', '1/18', 'Le Roy gains 2 VP (\u2020T1 as row 3)', '2 dice (1 bought from you)', '2', '2']
    """
    rows = [_header(TABLE_HEADER, lang)]
    for roll, r in TABLE.items():
        action, price = row_text(r, lang), price_text(r, lang)
        if "T1" in r.rulings:
            action += f" ({lang(AS_ROW, model=r.mirrors)})"
        if "T2" in r.rulings:
            price += f" ({lang(LIKE_ROW, model=r.mirrors)})"
        rows.append([str(roll), _chance(ROLL_PROBABILITY[roll]), action, price, str(r.vp) if r.vp else "",
                     str(note_number(roll))])
    return rows


def chance_rows(lang: Text = ENGLISH) -> list[list[str]]:
    """The exact chance of each of le Roy's actions on one turn, marked where a ruled row adds to it."""
    rows = [_header(CHANCE_HEADER, lang)]
    for action in Action:
        marks = "".join(f" {RULING_MARK}{k}" for k in action_rulings(action))
        rows.append([lang(action.label), _chance(action_probability(action)) + marks])
    return rows


def chance_title(lang: Text = ENGLISH) -> str:
    return lang(CHANCE_TITLE, rows=_numbers([r.roll for r in TABLE.values() if "T1" in r.rulings], lang))


def band_rows(lang: Text = ENGLISH) -> list[list[str]]:
    """The rating bands: as printed, the margins each takes (marked where †R1 decides), the verdict."""
    rows = [_header(BANDS_HEADER, lang)]
    for b in BANDS:
        taken = band_taken(b, lang) + (f" {RULING_MARK}R1" if b.ruled else "")
        rows.append([band_range(b, lang), taken, verdict(b, lang)])
    return rows


def card_rows(cards: Sequence[CardText], lang: Text = ENGLISH) -> list[list[str]]:
    """Cards and what each does, under a header."""
    return [_header(CARDS_HEADER, lang)] + [[c.name, c.text] for c in cards]


def ruling_rows(rulings: Sequence[Any], lang: Text = ENGLISH) -> list[list[str]]:
    """The rulings: mark, topic, what the rulebook says, what playaid rules, their numbers filled in."""
    filled = message_values(lang)
    return [_header(RULINGS_HEADER, lang)] + [[r.mark, lang(r.topic, **filled), lang(r.source, **filled),
                                               lang(r.ruling, **filled)] for r in rulings]


# --------------------------------------------------------------------------------------------
# The printed documents: le Roy's decision sheet (generator/aids/le_roy_sheet.py) and the reference
# aid (generator/aids/troyes_aid.py). They print the rule sentences above as they stand; only what a
# printed page adds (its headings, columns, legends and compact cells) is written here.

#: The subtitles in the documents' headers: shown as written, so they name no number.
SHEET_SUBTITLE = N_("The King's Challenge · {command} or {standalone} runs him on a computer")
AID_SUBTITLE = N_("the bonus cards · The King's Challenge (solo)")
#: The sections' headings.
HEADING_TABLE = N_("Roll two black dice, add them, read the row")
HEADING_TURN = N_("Le Roy's turn")
HEADING_NOTES = NC_("heading", "Notes")
HEADING_RANKING = N_("Dice ranking")
HEADING_COMBAT = NC_("heading", "Combat")
HEADING_SETUP = N_("Setup and each round")
HEADING_END = NC_("heading", "The end")
HEADING_BONUS_CARDS = N_("Bonus cards")
HEADING_SOLO = N_("Solo: what changes")
HEADING_MODIFICATIONS = N_("Card modifications in solo")
HEADING_ROUND = N_("Le Roy's round")
HEADING_GLANCE = N_("His table at a glance")
#: Columns only the documents print.
COLUMN_LE_ROY_ACTION = NC_("table column", "Le Roy's action")
COLUMN_MARGIN = NC_("table column", "Margin")
COLUMN_IN_CHALLENGE = NC_("table column", "In the King's Challenge")
#: Cells: a chance with its percentage, the number of a note, a band that ruling †R1 reads.
CHANCE_PERCENT = N_("{fraction} ({percent}%)")
DECIMAL_POINT = NC_("the decimal point of a number", ".")
NOTE_NUMBER = N_("({number})")
NOTE_ITEM = N_("<b>({number})</b> {note}")
BAND_RULED = N_("<b>{band}</b> <i>({†R1}: {taken})</i>")
#: What a printed page says about itself, the cards and the other ways to run le Roy.
SITE_REASONS = N_("Reasons for every ruling: the {game} page of the playaid site.")
CARDS_AS_PICTURES = N_("Each card pictures its own cost, reward and number; the line under each card is for "
                       "writing them in.")
MARKS_LEGEND = N_("† and a key ({†R2}) mark a playaid ruling, where the rulebook is silent or unclear.")
TERMINAL = N_("On a computer, <b>{command}</b> or the standalone <b>{standalone}</b> runs le Roy for you, "
              "asking only what the board shows.")
CARD_LINE = N_("<b>{card}</b>: {text}")
#: Le Roy's round on the reference aid: each step named, then its rule sentences.
ROUND_STEP = N_("<b>{step}.</b> {rules}")
STEP_MEEPLES = NC_("a step of le Roy's round", "Meeples")
STEP_DICE = NC_("a step of le Roy's round", "His dice")
STEP_COMBAT = NC_("a step of le Roy's round", "Combat")
STEP_TURNS = NC_("a step of le Roy's round", "Turns")
STEP_END = NC_("a step of le Roy's round", "Round end")
COUNT_MEEPLES = N_("Count his meeples in each building (your actions may have expelled some).")
GAIN_VP_SHARE = N_("He gains VP straight from his table on {percent}% of his turns (rows {rows} included, {†T1}); "
                   "he never scores gold or influence from characters.")
#: His table at a glance: each row's action and price in a narrow column (le Roy is the column's subject).
_ROW_CELL: dict[Action, Message] = {
    Action.GAIN_VP: N_("gains {vp} VP"),
    Action.WORKER: NP_("places {count} worker meeple", "places {count} worker meeples"),
    Action.EVENT: N_("resolves the right-most event"),
    Action.TRADESMAN: NP_("places {count} tradesman meeple", "places {count} tradesman meeples"),
    Action.CATHEDRAL: NP_("places {count} cube on the cathedral", "places {count} cubes on the cathedral"),
    Action.CHARACTER: N_("reveals a character card"),
}
PRICE_BOUGHT_CELL = NP_("{count} die ({bought} yours)", "{count} dice ({bought} yours)")

#: The le Roy sheet: his round in the banner, the price split between his dice and yours, what a
#: row scores him, and the headings and cells of its score box.
HEADING_EACH_ROUND = N_("Each round")
HEADING_CARDS = N_("Cards changed against le Roy")
HEADING_SCORE = N_("His score, by source")
HEADING_COUNTS = N_("What to count each round")
PRICE_SPLIT = NP_("{count} die: {own} his + {bought} yours", "{count} dice: {own} his + {bought} yours")
COLUMN_HIS_VP = NC_("table column", "His VP")
CHANCE_EACH = N_("{chance} each")
#: A roll the table reads by a ruling, with the ruling's mark.
RULED_ROLL = {"T1": N_("{roll} {†T1}"), "T2": N_("{roll} {†T2}")}
_ROW_VP: dict[Action, Message] = {
    Action.GAIN_VP: N_("+{vp}"),
    Action.WORKER: NC_("a cell with nothing in it", "—"),
    Action.EVENT: N_("what the event gives him"),
    Action.TRADESMAN: N_("his spot's VP ({†M4})"),
    Action.CATHEDRAL: N_("what his cubes earn"),
    Action.CHARACTER: N_("the card's VP for him"),
}
SETUP_CHOICES = N_("Choose how many rounds you will play ({†G1}), who starts round 1 ({†G2}) and which of the "
                   "four cards changed against him are in play.")
#: A note that repeats an earlier one but for its deniers (the le Roy sheet's note 2).
NOTE_LIKE = N_("As ({number}), for {deniers} deniers.")
ROUND_END = N_("The start player changes; {card} may score ({†E2}).")
SCORE_RULES = (
    N_("Write each VP he gains in its row of the box, in its round; a number only the board shows (a card, "
       "an event, his spot, his cubes) once, when it happens ({†M4})."),
    N_("Once full, the cathedral stays full ({†C3}): row {cathedral_roll} then gives him {full_vp} VP, "
       "Traveling Builders nothing."),
    N_("At the end you both score the characters left in the pile. His score is the box's total ({†V1}); "
       "yours minus his is your margin."),
)
BOX_ROUND = NC_("the round box", "Round")
BOX_END = NC_("the round box: the end of the game", "End")
BOX_TOTAL = NC_("the round box", "Total")
BOX_DICE = NC_("the round box", "his dice rolled")
BOX_VP = NC_("the round box", "his VP so far")
BOX_CHARACTERS = NC_("the round box", "characters left")
BOX_CATHEDRAL = NC_("the round box", "cathedral: free")

#: The reference aid: the King's Challenge in three steps, setup for the bonus cards, each bonus card
#: as a block (what, when, an example, against le Roy), your turns, the end, and where le Roy's side is.
AID_STEPS = (
    NC_("a step of the King's Challenge", "Setup"),
    NC_("a step of the King's Challenge", "Rounds: turns alternate"),
    NC_("a step of the King's Challenge", "The end: your margin"),
)
HEADING_YOUR_TURNS = N_("Your turns against le Roy")
RESISTANCE_SETUP = N_("Keep the red events you return to the box at setup apart: Resistance draws from them "
                      "({†R2}).")
LABEL_WHEN = NC_("a bonus card's block", "When:")
LABEL_EXAMPLE = NC_("a bonus card's block", "Example:")
LABEL_AGAINST = NC_("a bonus card's block", "Against le Roy:")
LABEL_COST = NC_("a bonus card's block", "Cost and timing on your card:")
BLOCK_LINE = N_("<b>{label}</b> {text}")
WHEN_PRIOR = N_("in the one action you use it for.")
WHEN_RESISTANCE = N_("as it comes into play, and again as it resolves.")
EXAMPLE_BAKER = NP_("{count} yellow die in the city square: +{deniers} denier.",
                    "{count} yellow dice in the city square: +{deniers} deniers.", "count")
EXAMPLE_BANQUET = N_("districts holding {counts} red dice: +{vp} VP, from the district with {most}.")
EXAMPLE_PRIOR = N_("your {die} counts as {dice}.")
EXAMPLE_RESISTANCE = N_("two red events, black {first} and {second}, against his {dice}: his {die_1} removes the "
                        "{black_1}, then his {die_2} the {black_2} ({†K2}).")
AGAINST_UNCHANGED = N_("as printed.")
#: A rating band and its verdict, one line of the aid's end.
BAND_LINE = N_("{band}: {verdict}")
HIS_TURNS = N_("On each of his turns, roll two black dice for him and read his table on the le Roy sheet.")
END_PAD = N_("The score pad adds up both scores, your margin and its band, game after game; <b>{command}</b> "
            "checks them.")
SHEET_POINTER = N_("Le Roy's table and notes, his round, the cards changed against him and his score box are on "
                   "the <b>{sheet}</b>; on a computer, <b>{automaton}</b> or <b>{standalone}</b> runs him.")
#: The le Roy sheet's setup, which the reference aid gives in full.
SETUP_ON_AID = N_("Set up as the <b>{aid}</b> says: the rounds and who starts, his colours and his pile, his dice "
                  "and his first meeples, the red events Resistance needs.")

#: The score pad: the final scoring in order, a column per game whose rows are the score
#: calculator's fields in its order (:data:`PAD_FIELDS`) with le Roy's VP by source to add up
#: into his, your margin (your final score) and the rating bands to tick.
PAD_SUBTITLE = N_("The King's Challenge: you against le Roy")
PAD_STEPS = (
    NC_("a step of the final scoring", "Your VP"),
    NC_("a step of the final scoring", "Add up le Roy's"),
    NC_("a step of the final scoring", "Your margin"),
    NC_("a step of the final scoring", "Its band"),
)
HEADING_GAMES = N_("One column per game")
PAD_COLUMN_GAME = N_("Game {number}")
PAD_YOU = N_("Your VP")
PAD_YOU_RULE = N_("from the score track")
PAD_SOURCES = N_("Le Roy's VP by source")
PAD_SOURCES_RULE = N_("his score box on the le Roy sheet, or the automaton's summary")
PAD_LE_ROY = N_("Le Roy's VP")
PAD_LE_ROY_RULE = N_("his sources added up ({\u2020V1})")
PAD_MARGIN = N_("Your margin")
PAD_MARGIN_RULE = N_("your VP minus his: your final score")
PAD_RATING = N_("Rating band: tick the one your margin falls in")

def pad_values(lang: Text = ENGLISH) -> dict[str, Any]:
    """The values of the pad's placeholders and of :data:`PAD_FIELDS`: the game's."""
    return message_values(lang)


#: How the pad's rows are typed into ``playaid score troyes``: the calculator's fields, in its
#: order (:data:`~playaid.rules.troyes.score.SHEET_FIELDS`), each with the pad's words for it.
PAD_FIELDS = (
    PadField("player_vp", PAD_YOU, N_("the number written, 0 to {max_vp} ({\u2020V2})")),
    PadField("le_roy_vp", PAD_LE_ROY, N_("the number written, his sources added up, 0 to {max_vp} ({\u2020V2})")),
)


def chance_text(p: Any) -> str:
    """A chance as an exact fraction: ``1/36``."""
    return _chance(p)


def percent(p: Any, lang: Text = ENGLISH) -> str:
    """A chance as a percentage to one decimal, with the decimal point of ``lang`` (no sign).

    >>> from fractions import Fraction
    >>> percent(Fraction(1, 36))
    '2.8'
    """
    return f"{float(p) * 100:.1f}".replace(".", lang(DECIMAL_POINT))


def chance_percent(p: Any, lang: Text = ENGLISH) -> str:
    """An exact chance and its percentage: ``1/36 (2.8%)``."""
    return lang(CHANCE_PERCENT, fraction=_chance(p), percent=percent(p, lang))


def row_cell(r: Row, lang: Text = ENGLISH) -> str:
    """What he does on row ``r``, in a table whose column says it is him.

    >>> row_cell(row(4)), row_cell(row(12))
    ('places 1 worker meeple', 'gains 2 VP')
    """
    return lang(_ROW_CELL[r.action], vp=r.vp, count=r.meeples or r.cubes)


def price_cell(r: Row, lang: Text = ENGLISH) -> str:
    """What row ``r`` costs him, in a narrow column.

    >>> price_cell(row(2)), price_cell(row(7))
    ('3 dice (1 yours)', '2 dice')
    """
    if r.bought and not r.per_banner:
        return lang(PRICE_BOUGHT_CELL, count=r.own + r.bought, bought=r.bought)
    return price_text(r, lang)


def gain_vp_share(lang: Text = ENGLISH) -> str:
    """How often his table gives him VP outright, with the ruling the figure rests on."""
    ruled = [r.roll for r in TABLE.values() if r.action is Action.GAIN_VP and "T1" in r.rulings]
    return lang(GAIN_VP_SHARE, percent=percent(action_probability(Action.GAIN_VP), lang), rows=_numbers(ruled, lang))


# --------------------------------------------------------------------------------------------
# The automaton (playaid.automata): what it says, asks, and answers to a bad answer; its state
# line, its summary, its saves and its command line

HEADING = N_("THE KING'S CHALLENGE: you against le Roy")
INTRO = N_("Press Enter to accept a suggestion in [brackets]; a question without one asks what only your board "
           "shows, so look and type it. At any question you may type {word_undo}, {word_redo}, {word_status}, "
           "{word_why}, {word_help} or {word_quit}.")
SETUP_HEADING = N_("SETUP")
ROUND_YOU_START = N_("ROUND {round} of {rounds}: you start.")
ROUND_LE_ROY_STARTS = N_("ROUND {round} of {rounds}: le Roy starts.")
END_HEADING = N_("THE END")

#: Setup: the rounds, the start player, the cards that change against le Roy, the places.
ASK_ROUNDS = N_("How many rounds will you play ({†G1})? (see the round track on your board)")
HINT_ROUNDS = N_("a whole number of rounds, {low} to {high}; more is a typing error ({†A1})")
ASK_FIRST = N_("Who starts round 1, you or le Roy ({†G2})?")
HINT_WHO = N_("answer '{word_you}' or '{word_le_roy}'")
ASK_CARDS = N_("Which of these cards, changed against le Roy, are in play? {cards}")
HINT_CARDS = N_("their numbers or names, apart with spaces or commas (e.g. 1 3, or tax builders), or '{word_none}'")
CARD_NUMBERED = N_("{number} {card}")
CARDS_IN_PLAY = N_("In play and changed against le Roy: {cards}. Each is recalled when it applies.")
NO_CARDS = N_("No card changed against le Roy is in play.")
PLACES_EXPLAINED = N_("Each building has {places} places, numbered as the rulebook's building diagrams number "
                      "them: 1 is the best, {places} the worst, and le Roy always takes the best free one. "
                      "Below, {le_roy_place} is le Roy, {your_place} is you and {free_place} a free place.")
DIAGRAM_DICE = N_("{colour} dice")
LE_ROY_PLACE = NC_("board diagram: a place of le Roy's", "#")
YOUR_PLACE = NC_("board diagram: a place of yours", "o")
FREE_PLACE = NC_("board diagram: a free place", ".")
ASK_MEEPLE = N_("Where do you put your meeple {number} of {count} ({†S5})? (building and place)")
HINT_MEEPLE = N_("a building and a free place, e.g. '{word_palace} 2' or '{word_bishopric} 5'; the building alone takes its "
                 "best free place")
ASK_SETUP_DICE = N_("Setup step {step}: roll {per_colour} dice of each colour and type them")
HINT_SETUP_DICE = N_("{setup_dice} dice, {per_colour} of each colour, e.g. {R}6 {R}2 {Y}5 {Y}1 {W}4 {W}3, or '{word_roll}'")

#: Each round, before his first turn.
ASK_MEEPLES = N_("Meeples now in the {buildings}, le Roy/you in each? ('{word_same}' if still {last})")
HINT_MEEPLES = NP_("{count} pair, le Roy/you for each building in that order, e.g. 4/2 4/2 4/2, or '{word_same}' "
                   "if none has changed since the automaton last knew them",
                   "{count} pairs, le Roy/you for each building in that order, e.g. 4/2 4/2 4/2, or "
                   "'{word_same}' if none has changed since the automaton last knew them")
ASK_DICE = N_("Roll le Roy's dice ({plan}) and type them")
HINT_DICE = N_("exactly {plan}, e.g. {R}6 {Y}3 {W}2, or '{word_roll}'")
NO_DICE_THIS_ROUND = N_("Le Roy has no meeple in any building, so no dice this round: he takes no turn, and "
                        "every black die is yours to fight.")
ASK_BLACK = N_("Black dice le Roy fights before the first turn ({†K1})? (e.g. 6 4 1, or '{word_none}'; each red "
               "event apart with a slash ({†K2}), e.g. 6 4/5)")
HINT_BLACK = N_("black dice values 1-6 apart with spaces or commas, one red event after the other apart with "
                "'/', or '{word_none}'")
TAX_COLLECTOR_NOW = N_("{card} in play: used this round, his {count} citizens in the {city_hall} bring you "
                       "{deniers} deniers ({tax} each, not {tax_base}).")
TITHE_NOW = N_("{card} in play: you may take up to {tithe} of his yellow dice, not {tithe_base}, on the card's "
               "own terms ({†Y1}); he has {dice}.")
BANQUET_NOW = N_("{card} in play: leave his dice out when you find the district with the most red dice; you "
                 "score even where his red dice outnumber yours.")

#: Your turns.
ASK_YOUR_TURN = N_("Your turn: take one action on the board, then press Enter")
HINT_YOUR_TURN = N_("Enter when done; '{word_pass}' if you have no dice left; '{word_buy} {R}5' or '{word_take} {Y}3 "
                    "{Y}2' if you took "
                    "dice from le Roy")
OUT_OF_DICE = N_("You are out of dice; le Roy plays his remaining turns.")
YOU_TOOK = N_("You took {dice} from le Roy; pay the bank as usual.")
YOU_TOOK_TITHE = N_("You took {dice} from le Roy: a die you bought is paid to the bank as usual, but yellow dice "
                    "taken with the {card} cost only what the card asks ({†Y1}).")
ALL_DICE_USED = N_("Le Roy has used all his dice.")
ASK_FINISH = N_("Play the rest of your turns on the board, then press Enter")
HINT_FINISH = N_("press Enter when you have finished the round")

#: His turns.
ASK_ROLL = N_("Le Roy's turn: roll the two black dice and type them (e.g. 3 4)")
HINT_ROLL = N_("two dice like 3 4, their total {low}-{high}, or '{word_roll}'")
ASK_BANNERS = N_("How many free banners are on the right-most event card? (0, or '{word_no_event}' if none is on "
                 "display)")
HINT_BANNERS = N_("a whole number of free banners, 0 to {high} ({†A1}), or '{word_no_event}'")
ASK_EVENT_VP = N_("How many VP does resolving that event give him? (0 if none)")
ASK_SELL = N_("Which of your dice could le Roy buy? (e.g. {R}5 {W}3)")
HINT_SELL = N_("your unused dice like {R}5 {W}3, or '{word_none}'")
ASK_CATHEDRAL = N_("How many free spaces are left on the cathedral?")
ASK_CATHEDRAL_AT_MOST = N_("How many free spaces are left on the cathedral (at most {high})?")
HINT_CATHEDRAL_FIRST = N_("a whole number of free spaces, 0 to {high}; more is a typing error ({†A1})")
HINT_CATHEDRAL = N_("a whole number of free spaces, 0 to {high}: they only shrink ({†C3})")
CATHEDRAL_STAYS_FULL = N_("The cathedral is full and stays full ({†C3}).")
ASK_CUBES_VP = N_("How many VP do his cubes earn, as the cathedral shows? (0 if none)")
ASK_TRADESMAN_VP = N_("How many VP is his spot worth? It scores for him when he takes it ({†M4}); 0 if no spot "
                      "was free.")
ASK_CHARACTER = N_("How many VP does the character card give le Roy? (he never scores gold or influence)")
HINT_VP = N_("a whole number of VP, 0 to {high}; more is a typing error ({†A1})")
SCORED = N_("Le Roy's VP: {total} (+{vp}, {source}).")
DICE_LEFT = NP_("He has {count} die left: {dice}.", "He has {count} dice left: {dice}.")
NO_DICE_LEFT = N_("He has no dice left.")

#: The end of a round and of the game.
ASK_BUILDERS = N_("{card}: is there still an empty space on the cathedral?")
HINT_YES_NO = N_("answer '{word_yes}' or '{word_no}'")
BUILDERS_SCORED = N_("{card}: the cathedral has an empty space, so le Roy gains {vp} VP, once this round ({†E2}).")
BUILDERS_FULL = N_("{card}: the cathedral is full, so le Roy gains nothing ({†C3}).")
CHARACTERS_TO_SCORE = NP_("Score the {count} character card left in the pile, for you and for him.",
                          "Score the {count} character cards left in the pile, for you and for him.")
ASK_END_CHARACTERS = NP_("How many VP does the character card left give le Roy? (he never scores gold or "
                         "influence)",
                         "How many VP do the {count} character cards left give le Roy in all? (he never scores "
                         "gold or influence)")
ASK_FINAL_YOU = N_("Your final VP, from the score track? (0 to {high} VP, {†V2})")
HINT_FINAL = N_("a whole number of VP, 0 to {high} ({†V2})")
SUMMARY = N_("Le Roy's score, computed from what happened ({†V1}): {total} VP.")
SUMMARY_SOURCE = N_("{source}: {vp} VP")
SUMMARY_DICE = N_("His dice: {rolled} rolled; {turns} spent on his turns, {combat} against black dice, {taken} "
                  "taken by you.")
FINAL_MARGIN = N_("You {you} VP, le Roy {le_roy} VP: margin {margin}.")

#: Where his VP come from, in the state line and the summary.
SOURCES: dict[str, Message] = {
    "table": NC_("le Roy's VP from", "his table"),
    "cathedral": NC_("le Roy's VP from", "the cathedral"),
    "characters": NC_("le Roy's VP from", "characters"),
    "events": NC_("le Roy's VP from", "events"),
    "tradesmen": NC_("le Roy's VP from", "his tradesmen"),
    "builders": NC_("card", "Traveling Builders"),
}

#: ``why``: each ruling the last step showed, in words.
WHY_LINE = N_("{mark} {topic}: {ruling}")
WHY_NONE = N_("No playaid ruling in this step: all of it is the rulebook's.")

#: The state line, before each of his turns and on ``status``: always made from the state now.
STATE_LINE = N_("Now: {parts}.")
STATE_SEPARATOR = NC_("between the parts of the state line", "; ")
STATE_ROUND = N_("round {round} of {rounds}")
STATE_SETUP = NC_("the state line: the game is at", "setup")
STATE_YOUR_TURN = NC_("the state line: the game is at", "your turn")
STATE_HIS_TURN = N_("le Roy's turn {turn}")
STATE_ROUND_START = NC_("the state line: the game is at", "start of the round")
STATE_ROUND_END = NC_("the state line: the game is at", "end of the round")
STATE_GAME_END = NC_("the state line: the game is at", "end of the game")
STATE_DICE = N_("his dice {dice}")
STATE_VP = N_("his VP {vp}")
STATE_VP_BY_SOURCE = N_("his VP {vp} ({sources})")
STATE_SOURCE = N_("{source} {vp}")
SOURCE_SEPARATOR = NC_("between the items of a list", ", ")
STATE_CHARACTERS = N_("characters left {count}")
STATE_CATHEDRAL = NP_("cathedral {count} free space", "cathedral {count} free spaces")
STATE_CATHEDRAL_FULL = N_("cathedral full")
STATE_CATHEDRAL_UNASKED = N_("cathedral not asked yet")
#: ``status`` after the setup, when only the meeples in each building are known, not their places.
STATUS_MEEPLES = N_("Meeples (le Roy/you) as last counted, his workers since included: {meeples}.")

#: What an answer is shown as in the transcript, and the words the readers take.
ANSWER_DONE = NC_("an answer", "done")
ANSWER_PASS = NC_("an answer", "pass")
ANSWER_TAKE = N_("take {dice}")
ANSWER_ROLL = NC_("an answer", "roll")
ANSWER_YES = NC_("an answer", "yes")
ANSWER_NO = NC_("an answer", "no")
ANSWER_YOU = NC_("an answer: who", "you")
ANSWER_LE_ROY = NC_("an answer: who", "le Roy")
ANSWER_NO_EVENT = NC_("an answer", "no event")
ANSWER_SAME = NC_("an answer: the meeples are as the automaton last knew them", "same")
ANSWER_LEAVE = NC_("an answer", "leave")
ANSWER_BUY = N_("buy {dice}")
#: The word of each answer and command a player may type, by name (what :data:`ALSO` adds to).
ANSWER_WORDS: dict[str, Message] = {
    "yes": ANSWER_YES, "no": ANSWER_NO, "you": ANSWER_YOU, "le_roy": ANSWER_LE_ROY, "done": ANSWER_DONE,
    "pass": ANSWER_PASS, "none": NONE, "no_event": ANSWER_NO_EVENT, "roll": ANSWER_ROLL, "same": ANSWER_SAME,
}
#: Other words a player may type for an answer or a command, beside its own word above, apart with
#: "|": each language gives its own (the English ones are read in every language too).
ALSO: dict[str, Message] = {
    "yes": NC_("other words for the answer 'yes', apart with |", "y"),
    "no": NC_("other words for the answer 'no', apart with |", "n"),
    "you": NC_("other words for the answer 'you' (to: who starts?), apart with |", "me|i|player|p"),
    "le_roy": NC_("other words for the answer 'le Roy' (to: who starts?), apart with |", "leroy|roy|king|r|him"),
    "done": NC_("other words for the answer 'done' (your turn is over), apart with |", "d|ok"),
    "pass": NC_("other words for the answer 'pass' (you have no dice left), apart with |", "p"),
    "none": NC_("other words for the answer 'none', apart with |", "-"),
    "no_event": NC_("other words for the answer 'no event', apart with |", "none|-"),
    "same": NC_("other words for the answer 'same' (the meeples have not changed), apart with |", "="),
    "quit": NC_("other words for the command 'quit', apart with |", "exit"),
    "help": NC_("other words for the command 'help', apart with |", "?"),
}
#: The commands a player may type at any question.
COMMAND_UNDO = NC_("a command typed at any question", "undo")
COMMAND_REDO = NC_("a command typed at any question", "redo")
COMMAND_STATUS = NC_("a command typed at any question", "status")
COMMAND_HELP = NC_("a command typed at any question", "help")
COMMAND_QUIT = NC_("a command typed at any question", "quit")
COMMAND_WHY = NC_("a command typed at any question: the rulings of the last step, in words", "why")
#: The letter a die of each colour is written and typed with (R5, Y3, W6 in English), on every surface:
#: the automaton, the phone page, the le Roy sheet and the reference aid.
DIE_LETTERS = {
    Colour.RED: NC_("the letter a red die is written with, as in R5", "R"),
    Colour.YELLOW: NC_("the letter a yellow die is written with, as in Y3", "Y"),
    Colour.WHITE: NC_("the letter a white die is written with, as in W6", "W"),
}
#: The letter a black die is printed with, and may be typed with (B6 in English); never a colour's.
BLACK_LETTER = NC_("the letter a black die is written with, as in B6", "B")

#: What the automaton's questions count, as its refusals name them.
WHAT_ROUNDS = N_("the number of rounds")
WHAT_BANNERS = N_("free banners")
WHAT_SPACES = N_("free spaces")
WHAT_POINTS = N_("VP")
WHAT_YOUR_VP = N_("your VP")
#: Why an answer is refused (the question is asked again).
NOT_A_NUMBER = N_("type a whole number in digits for {what}")
NOT_IN_RANGE = N_("{what} must be {low} to {high}")
NOT_IN_RANGE_TYPING = N_("{what} must be {low} to {high}; more is a typing error ({†A1})")
NOT_IN_RANGE_SHRINKING = N_("{what} must be {low} to {high}: the free spaces only shrink ({†C3})")
NOT_IN_RANGE_SCORE = N_("{what} must be {low} to {high}: a final score is never more ({†V2})")
NOT_THOSE_DICE = N_("le Roy rolls exactly {plan}")
NOT_A_DIE = N_("{text} is not a die: write a colour letter ({letters}) and a value 1-6, e.g. {R}5 {Y}3")
NOT_A_BLACK_DIE = N_("{text} is not a black die: write values 1-6, e.g. 6 4 1 (or {word_black}6 {word_black}4 "
                     "{word_black}1)")
EMPTY_EVENT = N_("a slash needs black dice on both sides, one red event on each, e.g. 6 4/5 2")
TOO_MANY_MEEPLES = N_("the {building} has {places} places, not {le_roy} + {you}")
LETTER = N_("{letter} {colour}")
NOT_TWO_BLACK = N_("type the two black dice (e.g. 3 4) or their total ({low}-{high})")
TOO_MANY_EVENTS = NP_("at most {count} red event a round", "at most {count} red events a round: the round's own "
                      "and the one Resistance calls")
TOO_MANY_BLACK = N_("more than {count} black dice for one red event is a typing error ({†A1})")
NO_PLACE_SAID = N_("say a building and a place, e.g. '{word_palace} 2'")
NOT_A_BUILDING = N_("say a building ({buildings}) and a place 1-{places}, e.g. '{word_palace} 2'")
BUILDING_FULL = N_("the {building} is full; choose another building")
NOT_A_PLACE = N_("places are numbered 1 to {places}")
PLACE_TAKEN = N_("place {place} of the {building} is taken")
NOT_HIS_DIE = N_("le Roy has no {die} (he has {dice})")
TOO_MANY_TAKEN = N_("one action uses at most {dice_per_action} dice, even with the Tithe: you cannot have taken "
                    "{count} of his in one turn")
NO_SUGGESTION = N_("this question has no suggestion: only your board shows the answer, so look and type it")
WHICH_DICE = N_("say which dice, e.g. '{word_buy} {R}5'")
NOT_A_TURN = N_("press Enter when your turn is done; '{word_pass}' if you have no dice left; '{word_buy} {R}5' (or "
                "'{word_take} {Y}3 {Y}2') if you took dice from le Roy")
NOT_A_CARD = N_("{card} is not one of the cards: {cards}; or say '{word_none}'")
NOT_TEXT = N_("that answer holds bytes that are not text in your terminal's encoding; type it again")
ANSWER_TOO_LONG = N_("no answer is longer than {limit} characters")
NOT_UNDERSTOOD = N_("Not understood: {problem}. Try again (or type {word_help}).")

#: The session: commands, undo and redo, the end, saves (playaid.automata.session).
COMMANDS_HELP = N_("Commands at any question: {word_undo} (take back your last answer), {word_redo} (give it "
                   "again), {word_status} (where the game stands), {word_why} (the rulings of the last step, in "
                   "words), {word_help}, {word_quit} (the game is saved; continue with --resume).")
HELP_LINE = N_("{hint}. {commands}")
NOTHING_TO_UNDO = N_("Nothing to undo yet.")
NOTHING_TO_REDO = N_("Nothing to redo: no answer was taken back since the last one you gave.")
UNDONE = N_("Undo: took back '{answer}' ({question}). What was said after that question no longer stands; "
            "you are back at:")
REDONE = N_("Redo: '{answer}' again.")
GAME_OVER = N_("The game is over. It is saved in {save} (the save before your last answer: {backup}), its "
               "transcript in {transcript}; --history lists your saved games.")
ALREADY_OVER = N_("the game is over: undo reopens it")
ASK_LEAVE = N_("Press Enter to leave, or type {word_undo} to take back your last answer")
INPUT_ENDED = N_("The input ended. The game is saved in {path}; continue with --resume {path}")
QUIT_SAVED = N_("Saved in {path}; continue with --resume {path}")
INTERRUPTED = N_("Interrupted. The game is saved after every answer; continue with --resume {path}")
STARTED = N_("playaid {version}, le Roy automaton. Seed {seed} (the same seed gives the same dice).")
SAVING = N_("Saving after every answer to {path}; continue later with --resume {path}.")
RESUMING = N_("Resuming {path} at step {step} (seed {seed}).")
RESUMING_BACKUP = N_("{path} is a backup: the game goes on saving to {save}.")
SAVE_TAIL = N_(" (the previous good save, if any, is {backup}: resume from it with --resume {backup})")
SAVE_DAMAGED = N_("{path} is damaged or truncated: it is not a complete save{tail}")
SAVE_NOT_USABLE = N_("{path} is not a usable save: {problem}{tail}")
SAVE_NO_REPLAY = N_("{path} does not replay: {problem}{tail}")
SAVE_WRONG_DICE = N_("{path} is damaged: its dice do not match its answers{tail}")
SAVE_CHANGED = N_("{path} is damaged or was changed since playaid wrote it: its checksum does not match its "
                  "content{tail}")
REDO_GONE = N_("Nothing to redo: the answer taken back ({answer}, for '{question}') no longer fits this question.")
SAVE_OLD = N_("{path} is a save of format {version}, written by playaid {playaid}, which this playaid ({ours}, "
              "format {current}) cannot continue faithfully: that format kept keystrokes, not answers. Finish "
              "the game with playaid {playaid}.")
SAVE_NEWER = N_("{path} is a save of format {version}, written by playaid {playaid}, newer than this playaid "
                "({ours}, format {current}): continue it with playaid {playaid} or later.")
NOT_A_SESSION = N_("it is not a le Roy session")
SEED_MISSING = N_("its seed is missing or not a whole number")
OPTIONS_MISSING = N_("its options are missing")
ANSWERS_MISSING = N_("its answers are missing")
STEPS_DISAGREE = N_("it is truncated (step count and answers disagree)")
RNG_MISSING = N_("its random state is missing")
AFTER_THE_END = N_("answer {number} comes after the end of the game")
WRONG_QUESTION = N_("answer {number} is for the question '{key}', but the game asks '{asked}'")
DOES_NOT_FIT = N_("answer {number} ({answer}) does not fit its question: {problem}")
#: The history of finished games (``playaid solo troyes --history``).
RECORD = NP_("Your record against le Roy: {count} game, {wins} won, best margin {best}. {rule}",
             "Your record against le Roy: {count} games, {wins} won, best margin {best}. {rule}")
NO_RECORD = N_("No finished game against le Roy yet (history: {path}).")
RECORDED = N_("Recorded in your history ({path}).")
NOT_RECORDED = N_("The history {path} could not be written ({problem}); the game itself is saved.")
#: The saved games the history knows (``--history``), each with the command that resumes it.
SAVED_GAMES = N_("Saved games, the latest first:")
SAVED_PLAYING = N_("{save} (seed {seed}), not finished: continue it with {command}")
SAVED_FINISHED = N_("{save} (seed {seed}), you {you} VP, le Roy {le_roy} VP, margin {margin}: see its end, "
                    "or undo the last answer, with {command}")
SAVED_MORE = NP_("{count} older saved game is not listed.", "{count} older saved games are not listed.")
#: The command line's refusals (playaid.automata.cli), one line each.
NO_LANGUAGE = N_("language {lang} is not available (available: {langs})")
RESUME_EMPTY = N_("--resume needs the name of a saved game, e.g. --resume le-roy-7.json")
SESSION_HELD = N_("{path} is being played in another session (process {pid}): go on there, or quit that one first")
SESSION_HELD_ELSEWHERE = N_("{path} is being played in another session: go on there, or quit that one first")
KEPT_NEWER = N_("{save} held a later game than this backup: it is kept as {kept} (continue it with --resume {kept}).")
ENDLESS_INPUT = N_("the input holds a line of more than {limit} KB, which is no answer; stopped, and the game is "
                   "saved in {path}")
WRITE_FAILED = N_("cannot write {path}: {problem}; the game is saved in {save} up to your previous answer")
TRANSCRIPT_FAILED = N_("cannot write the transcript {path}: {problem}; the game itself is saved in {save}: continue "
                       "with --resume {save}")
RESUME_ALONE = N_("--resume continues a saved game with its own seed and options; leave out --seed and "
                  "--manual-dice")
NOT_A_FILE_NAME = N_("{path} is not a usable file name")
ALREADY_EXISTS = N_("{path} already exists: continue it with --resume {path}, or choose another file with --save")
NO_FOLDER = N_("cannot save in {folder}: no such folder")
CANNOT_WRITE = N_("cannot write {path}: {problem}")
NOT_A_SEED = N_("a seed is a whole number, not {text}")
SEED_RANGE = N_("a seed is a whole number from 0 to {high}")

#: The site's Play le Roy page (the page the build writes, and playaid.automata.web behind it):
#: its own words. What it asks and says in a game are the automaton's messages above.
PAGE_TITLE = N_("Play le Roy")
PAGE_LEAD = N_("The King's Challenge against le Roy on a phone beside your board: the automaton of playaid "
               "solo troyes, running in this page, and without a signal once it has loaded.")
PAGE_LOADING = N_("Loading Python into this page ({size} the first time; this browser then keeps it for "
                  "play without a signal)...")
PAGE_NO_SCRIPT = N_("This page plays le Roy with JavaScript, which is off here. Without it, play in a terminal: "
                    "playaid solo troyes.")
PAGE_FAILED = N_("Python could not start in this page: {problem}")
PAGE_FILE_ADDRESS = N_("Opened as a file, this page cannot start Python: serve the site's folder (e.g. "
                       "python3 -m http.server -d out/site) and open the page at its http address.")
PAGE_STATE = N_("Where the game stands")
PAGE_SAID = N_("What le Roy says")
PAGE_QUESTION = N_("The question")
PAGE_SUGGESTED = N_("Suggested answer")
PAGE_YOUR_ANSWER = N_("Your answer")
PAGE_ANSWER = NC_("a button", "Answer")
PAGE_UNDO = NC_("a button", "Undo")
PAGE_REDO = NC_("a button", "Redo")
PAGE_TRANSCRIPT = NC_("a button", "Transcript")
PAGE_CLOSE = NC_("a button", "Close")
PAGE_DOWNLOAD_TRANSCRIPT = N_("Download the transcript")
PAGE_GAME = NC_("a button that opens the game's menu", "Game")
PAGE_NEW = N_("New game")
PAGE_START = NC_("a button", "Start")
PAGE_SEED = N_("Seed (leave empty for a new one)")
PAGE_MANUAL = N_("I roll le Roy's dice and type them in")
PAGE_REPLACES = N_("A new game or an imported save replaces the game kept in this browser: export that one "
                   "first to keep it.")
PAGE_EXPORT = N_("Export the save")
PAGE_IMPORT = N_("Import a save")
PAGE_SAVES = N_("A save here is the very file playaid solo troyes writes: continue an exported game with "
                "playaid solo troyes --resume FILE, or import a save it wrote.")
PAGE_SAVED = N_("Saved in this browser after every answer: seed {seed}, step {step}.")
PAGE_NOT_SAVED = N_("This browser does not keep the game ({problem}): export it to keep it.")
PAGE_STORED_SAVE = N_("the game kept in this browser")
PAGE_CONTINUING = N_("Continuing {name} at step {step} (seed {seed}).")
PAGE_RULINGS = N_("playaid's rulings named here")
PAGE_OVER = N_("The game is over. Undo reopens it; the transcript holds the whole game.")
PAGE_NOT_UNDERSTOOD = N_("Not understood: {problem}. Try again.")
PAGE_TOO_LARGE = N_("{name} is too large for a save (at most {limit} KB)")
PAGE_UPDATED = N_("A new version of this page is ready.")
PAGE_RELOAD = NC_("a button", "Reload")
PAGE_ABOUT = N_("How le Roy plays, and the other ways to play him")
#: A die as a screen reader says it: ``red 6``.
PAGE_DIE = N_("{colour} {value}")
#: Where the site and the documents send a player to the page.
PAGE_POINTER = N_("Play le Roy on a phone: the same automaton in a page of this site, which works without a "
                  "signal once loaded, and whose saves playaid solo troyes --resume continues.")
PAGE_NOT_BUILT = N_("The Play le Roy page is not in this build of the site: playaid build makes it where npm "
                    "is installed.")
#: The le Roy decision sheet's pointer to the page; ``{page}`` is its address beside the site's pages.
SHEET_PLAY_POINTER = N_("Rather not run him by hand? The playaid site's Play le Roy page ({page}) plays him on "
                        "a phone beside the board, offline; playaid solo troyes does in a terminal.")

_AT: dict[str, Message] = {
    "setup": STATE_SETUP, "round_start": STATE_ROUND_START, "you": STATE_YOUR_TURN,
    "round_end": STATE_ROUND_END, "game_end": STATE_GAME_END,
}


def vp_sources(points: dict[str, int], lang: Text = ENGLISH) -> str:
    """Where his VP came from, the sources that gave him some, in the order of :data:`SOURCES`.

    >>> vp_sources({"table": 4, "cathedral": 0, "characters": 6})
    'his table 4, characters 6'
    """
    return lang(SOURCE_SEPARATOR).join(lang(STATE_SOURCE, source=lang(SOURCES[k]), vp=v)
                                      for k, v in points.items() if v)


def die_text(die: Any, lang: Text = ENGLISH) -> str:
    """A die as the automaton writes it in ``lang``: its colour's letter (:data:`DIE_LETTERS`), its value.

    >>> die_text(Die(Colour.YELLOW, 3))
    'Y3'
    """
    return f"{lang(DIE_LETTERS[die.colour])}{die.value}"


def dice_line(dice: Sequence[Any], lang: Text = ENGLISH) -> str:
    """His dice as the state line draws them: ``R6 Y5 W5``, or ``none``."""
    return " ".join(die_text(d, lang) for d in dice) if dice else lang(NONE)


def dice_list(dice: Sequence[Any], lang: Text = ENGLISH) -> str:
    """Dice as a sentence lists them: ``R5, Y3``, or ``none``."""
    return lang(SOURCE_SEPARATOR).join(die_text(d, lang) for d in dice) if dice else lang(NONE)


def unbracketed(name: str) -> str:
    """A name without the original's name in brackets after it, where a translation gives one.

    >>> unbracketed("Costruttori itineranti [Traveling Builders]"), unbracketed("Traveling Builders")
    ('Costruttori itineranti', 'Traveling Builders')
    """
    return name.split(" [", 1)[0].strip()


def spoken(name: str) -> str:
    """A name as a player types it: lower case, without the original's name in brackets
    (``"Palazzo [Palace]"`` -> ``"palazzo"``).

    >>> spoken("City Hall"), spoken("Palazzo [Palace]")
    ('city hall', 'palazzo')
    """
    return unbracketed(name).split(" (", 1)[0].strip().lower()


def speaking(lang: Text = ENGLISH) -> Text:
    """``lang`` with :func:`answer_words` filled in wherever a message names them: the text the
    automaton and its readers speak.

    >>> speaking()(HINT_ROLL, low=2, high=12)
    "two dice like 3 4, their total 2-12, or 'roll'"
    """
    if "word_none" in lang.defaults:
        return lang
    return lang.with_values(answer_words(lang))


def answer_words(lang: Text = ENGLISH) -> dict[str, str]:
    """The words the automaton's questions, hints and refusals tell the player to type, in
    ``lang``: ``{word_undo}``, ``{word_none}``, ``{word_palace}``..., and the dice letters ``{R}``,
    ``{Y}``, ``{W}``. What a message says to type is what the automaton reads.

    >>> words = answer_words()
    >>> words["word_take"], words["word_palace"], words["Y"]
    ('take', 'palace', 'Y')
    """
    words = {f"word_{name}": lang(message) for name, message in (
        ("undo", COMMAND_UNDO), ("redo", COMMAND_REDO), ("status", COMMAND_STATUS), ("help", COMMAND_HELP),
        ("quit", COMMAND_QUIT), ("why", COMMAND_WHY), ("none", NONE), ("roll", ANSWER_ROLL), ("pass", ANSWER_PASS),
        ("done", ANSWER_DONE), ("yes", ANSWER_YES), ("no", ANSWER_NO), ("you", ANSWER_YOU),
        ("le_roy", ANSWER_LE_ROY), ("no_event", ANSWER_NO_EVENT), ("leave", ANSWER_LEAVE), ("same", ANSWER_SAME))}
    words["word_buy"] = lang(ANSWER_BUY, dice="").strip()
    words["word_take"] = lang(ANSWER_TAKE, dice="").strip()
    words.update({f"word_{b.value}": spoken(lang(b.label)) for b in Building})
    words.update({c.letter: lang(DIE_LETTERS[c]) for c in Colour})
    words["word_black"] = lang(BLACK_LETTER)
    return words


def state_parts(*, at: str, round: int, rounds: int, turn: int, dice: Sequence[Any], points: dict[str, int],
                characters: int, cathedral: int | None, lang: Text = ENGLISH) -> dict[str, str]:
    """The parts of the state line, by name (``round``, ``at``, ``dice``, ``vp``, ``characters``,
    ``cathedral``), each in words: what a surface that lays them out one by one shows.

    >>> state_parts(at="setup", round=0, rounds=6, turn=0, dice=(), points={}, characters=4,
    ...             cathedral=None)
    {'at': 'setup', 'vp': 'his VP 0', 'characters': 'characters left 4', 'cathedral': 'cathedral not asked yet'}
    """
    parts = {}
    if round:
        parts["round"] = lang(STATE_ROUND, round=round, rounds=rounds)
    parts["at"] = lang(STATE_HIS_TURN, turn=turn) if at == "le_roy" else lang(_AT[at])
    if at != "setup":
        parts["dice"] = lang(STATE_DICE, dice=dice_line(dice, lang))
    total = sum(points.values())
    sources = vp_sources(points, lang)
    parts["vp"] = lang(STATE_VP_BY_SOURCE, vp=total, sources=sources) if sources else lang(STATE_VP, vp=total)
    parts["characters"] = lang(STATE_CHARACTERS, count=characters)
    if cathedral is None:
        parts["cathedral"] = lang(STATE_CATHEDRAL_UNASKED)
    else:
        parts["cathedral"] = lang(STATE_CATHEDRAL, count=cathedral) if cathedral else lang(STATE_CATHEDRAL_FULL)
    return parts


def state_line(*, at: str, round: int, rounds: int, turn: int, dice: Sequence[Any], points: dict[str, int],
               characters: int, cathedral: int | None, lang: Text = ENGLISH) -> str:
    """Where the game stands, made from the state now: the round, whose turn, his dice, his VP by
    source, the characters left and the cathedral as last answered (:func:`state_parts`, joined).

    >>> from playaid.rules.troyes.data import parse_dice
    >>> state_line(at="le_roy", round=2, rounds=6, turn=3, dice=parse_dice("R6 Y5 W5"),
    ...            points={"table": 2, "characters": 5}, characters=4, cathedral=0)
    "Now: round 2 of 6; le Roy's turn 3; his dice R6 Y5 W5; his VP 7 (his table 2, characters 5); characters left 4; cathedral full."
    """
    parts = state_parts(at=at, round=round, rounds=rounds, turn=turn, dice=dice, points=points,
                        characters=characters, cathedral=cathedral, lang=lang)
    return lang(STATE_LINE, parts=lang(STATE_SEPARATOR).join(parts.values()))


def board_diagram(board: Board, lang: Text = ENGLISH) -> list[str]:
    """The three buildings, place by place, best first: who stands where, and the dice each
    building gives. Le Roy's places are ``#``, yours ``o``, free ones ``.`` (in English).

    >>> from playaid.rules.troyes.data import Side
    >>> print("\\n".join(board_diagram(Board.empty().put(Building.PALACE, 1, Side.LE_ROY))))
                1 2 3 4 5 6
    Palace      # . . . . .  red dice
    City Hall   . . . . . .  yellow dice
    Bishopric   . . . . . .  white dice
    """
    from playaid.rules.troyes.data import Side

    marks = {Side.LE_ROY: lang(LE_ROY_PLACE), Side.PLAYER: lang(YOUR_PLACE), None: lang(FREE_PLACE)}
    names = {b: lang(b.label) for b in Building}
    width = max(len(n) for n in names.values()) + 2
    lines = [" " * width + " ".join(str(n) for n in range(1, PLACES + 1))]
    for b in Building:
        row = " ".join(marks[s] for s in board.row(b))
        lines.append(f"{names[b]:<{width}}{row}  {lang(DIAGRAM_DICE, colour=lang(b.colour.label))}")
    return lines


def places_explained(lang: Text = ENGLISH) -> str:
    """How the places of a building are numbered, said once, before the first diagram."""
    return sentence(PLACES_EXPLAINED, lang, le_roy_place=lang(LE_ROY_PLACE), your_place=lang(YOUR_PLACE),
                    free_place=lang(FREE_PLACE))


def cards_menu(cards: Sequence[Any], lang: Text = ENGLISH) -> str:
    """The cards changed against le Roy, numbered as the automaton asks for them.

    >>> from playaid.rules.troyes.data import ModifiedCard
    >>> cards_menu(list(ModifiedCard))
    '1 Tax Collector, 2 Tithe, 3 Traveling Builders and 4 Banquet'
    """
    return lang.join(lang(CARD_NUMBERED, number=n, card=lang(c.label)) for n, c in enumerate(cards, 1))


# --------------------------------------------------------------------------------------------
# The score sheet of the King's Challenge, field by field, as ``playaid score --help`` lists it:
# one object, your final VP and le Roy's, in the order the calculator reads them (score.SHEET_FIELDS).

#: :meta hide-value:
SHEET_HELP = SheetHelp((
    SheetField("player_vp", N_("your final VP, read off the score track: 0 to {max_vp} ({\u2020V2})")),
    SheetField("le_roy_vp", N_("le Roy's final VP, the sum of his VP by source ({\u2020V1}): the automaton's "
                               "closing summary gives it, or the score box of the le Roy sheet")),
), values)

# --------------------------------------------------------------------------------------------
# The score report (playaid score troyes)

REPORT_HEADING = N_("{title}, {variant} \u2014 final comparison")
REPORT_YOU = NC_("score report", "you")
REPORT_LE_ROY = NC_("score report", "le Roy")
REPORT_MARGIN = NC_("score report", "margin")
VP = NC_("victory points", "VP")
