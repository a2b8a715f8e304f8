r"""Every sentence a player reads about Tolomeo and the Eclipsis, once, marked for translation.

The aids, the Eclipsis sheet, the site page, the score reports, the command line's rules prose and
the event dealer all show these messages (see :mod:`playaid.rules.text`). A message never holds a
number of the game: it names it, and :func:`values` fills it in from the data when a surface shows
the message, so that the printed word and the engine can never disagree. A ruling's mark is the
placeholder ``{†KEY}``.

>>> from playaid.rules.tolomeo.text import PAGE, say
>>> say(PAGE["hand_limit"][0])
'At the end of a turn a hand holds at most 8 cards; during the turn it may hold more (†H5), and the player discards the excess, choosing the cards:'

Surfaces that show the messages of one table or one paragraph take them from the mappings below
(:data:`SITE`, :data:`PAGE`, :data:`REPORT`, :data:`ECLIPSIS_REPORT`, :data:`DEALER`, the printed
documents' :data:`AID` and :data:`SHEET`, ...), and the sentences that need more than the game's
numbers from the functions (:func:`bonus_effect`, :func:`payment_text`, :func:`tie_breaks`,
:func:`winner`, :func:`dealt`).
"""

from __future__ import annotations

from types import MappingProxyType

import playaid.rules.tolomeo.data as data
from playaid.rules.errors import refusals
from playaid.rules.game import PadField, SheetField, SheetHelp, pad_choices, tie_break_text, winner_text
from playaid.rules.text import ENGLISH, N_, NC_, NP_
from playaid.rules.tolomeo.data import BonusAction, Payment, Planet, Side
from playaid.rules.tolomeo.events import Fate
from playaid.rules.tolomeo.score import TIES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any, Final

    from playaid.rules.game import FinalScore
    from playaid.rules.shared import Ruling
    from playaid.rules.text import Message, Text
    from playaid.rules.tolomeo.events import DealStep, EclipsisStep

__all__ = [
    "AID", "PAD", "PAD_FIELDS", "REFUSALS", "BONUS_EFFECTS", "CHANCE", "COLOURS", "DEALER", "DOCUMENT_TITLES", "ECLIPSIS_ADDS", "ECLIPSIS_CHART_ALT", "WHEEL_ALT", "ECLIPSIS_EFFECT",
    "DEALER_WORDS", "ECLIPSIS_REPORT", "ECLIPSIS_SETUP", "FATES", "HEADINGS", "NUMBERS", "NUMBERS_SETUP_BONUS", "PAGE",
    "PAYMENT_EXAMPLES", "PAYMENT_TEXT", "REPORT", "SHEET", "SHEET_HELP", "SKY_HELP", "SITE", "bonus_effect", "dealer_command", "dealer_words", "dealt", "message_values",
    "pad_values", "paragraph", "payment_text", "ruling_text", "say", "tie_breaks", "values", "verdict", "winner",
]


# --------------------------------------------------------------------------------------------
# Refusals: what the rules core says when a move, a sheet or a sky is not what the game allows

#: Every refusal of Tolomeo's rules core, by key (``tolomeo.<key>``), with the words a refusal
#: uses to name what it is about (``what_*``) and the closed sets' names (``noun_*``).
REFUSALS: Final = refusals("tolomeo", {
    # names of things, as a refusal names them
    "noun_constellation": NC_("what a refusal names", "constellation"),
    "noun_planet": NC_("what a refusal names", "planet"),
    "noun_configuration": NC_("what a refusal names", "configuration"),
    "noun_payment": NC_("what a refusal names", "payment"),
    "noun_sheet_side": NC_("what a refusal names", "sheet side"),
    "noun_fate": NC_("what a refusal names", "fate"),
    "what_owner_pawns": N_("the {owner} pawns"),
    "what_players": N_("the number of players"),
    "what_planets_studied": N_("the number of planets studied"),
    "event_card": N_("event card {place}"),
    "bonus_card": N_("bonus card {number}"),
    "none_yet": N_("none yet"),
    "either": N_("{first} or {second}"),
    # the sky, the cards, the pawns
    "count_range": N_("{what} must be between 0 and {high}, not {value}"),
    "move_steps": N_("a move counts whole constellations, not {value}"),
    "opposed_twice": N_("{a} or {b} is in two opposed pairs; each constellation has one opposite"),
    "no_opposite": N_("{constellation} is in no opposed pair"),
    "comet_no_planet": N_("the comet is not a planet (planets: {planets})"),
    "planets_not_list": N_("planets must be a list of names, not {value}"),
    "planet_twice": N_("{planet} is listed twice (each planet at most once)"),
    "sky_planets": N_("a sky places all {count} planets, each on one constellation"),
    "comet_place": N_("the comet stands on a constellation, not {value}"),
    "positions_not_map": N_("planet positions must map each planet to a constellation, not {value}"),
    "planet_placed_twice": N_("{planet} is placed twice"),
    "planets_missing": N_("every planet is always on the board; missing: {planets}"),
    "colours_not_map": N_("colours map constellations to colour names, not {value}"),
    "colour_name": N_("the colour of {constellation} must be a short name such as {example}, not {value}"),
    "colour_known": N_("{constellation} is {colour} in the rulebook (line 117), not {value}"),
    "colour_unknown": N_("the colour of {constellation} is not known here: give it as your board shows it (the "
                         "rulebook names only {named}, {colour})"),
    "unknown_card": N_("unknown card {value} (a constellation's name, or {tolomeo})"),
    "pawn_owner": N_("a pawn owner is a short non-empty name such as {example}, not {value}"),
    "pawns_not_map": N_("pawns map constellations to {shape}, not {value}"),
    "constellation_twice": N_("{constellation} is listed twice"),
    "pawns_row_shape": N_("pawns are written as {shape}, not {value}"),
    "owner_twice": N_("{owner} is listed twice"),
    "owner_pawns_total": N_("{owner} has {count} pawns on the board, but a set holds {pawns}"),
    "too_many_owners": N_("{count} pawn owners, but the game has at most {most} players"),
    "remove_pawns": N_("{owner} has {have} pawn(s) on {constellation}, not {count}"),
    "needs_a_player": N_("a game needs at least one player"),
    "card_worth": N_("the bonus point cards in play are worth {low} or {high}, not {value}"),
    "card_no_planet": N_("a bonus point card shows at least one planet"),
    # the event deck and the Eclipsis
    "deck_cards": N_("an event deck holds the cards 1 to {cards} once each, plus at most the Eclipsis"),
    "one_eclipsis": N_("there is one Eclipsis card"),
    "eclipsis_place": N_("the Eclipsis is never the first or the last event card (it is card {place} of {count})"),
    "deck_middle": N_("the middle of the deck is the {count} cards not set aside, shuffled with the Eclipsis"),
    "event_contents": N_("event cards map places (1 to {cards}) to planets, not {value}"),
    "event_place": N_("an event card is named by its place, 1 to {cards}, not {value}"),
    "planet_moves": N_("{planet} moves {total} times over the whole event deck (its planet card, rulebook line 74), "
                       "but these cards move it {moves} times: check what your cards show"),
    "deck_over": N_("the event deck has run out and the last round is over: the game has ended"),
    "eclipsis_last": N_("the Eclipsis is never the last event card; this track ends with it"),
    "deal_steps": N_("a deal of this deck takes 0 to {steps} steps, not {value}"),
    "deal_over": N_("every event card has been turned up: the deal is over"),
    # the sky file of playaid eclipsis
    "sky_file_shape": N_("the file must be an object with a {field} object, not {value}"),
    "sky_file_needs": N_("the file needs a {field} object: {example}"),
    "sky_constellation_twice": N_("{constellation} is listed twice (names are read in any case)"),
    "sky_entry_shape": N_("expected an object with {fields}, not {value}"),
    "planet_twice_on": N_("{planet} is on {first} and on {second}; each planet stands on one constellation"),
    "sky_pawns_shape": N_("{field} must be an object {shape}, not {value}"),
    "planets_to_place": N_("every planet is always on the board; place {planets} too"),
    "comets_marked": N_("the comet stands on exactly one constellation; it is marked on {count}"),
    # a game in play
    "die_range": N_("during a round the d4 shows {low} to {high}, not {value}"),
    "round_number": N_("rounds are counted from 1, not {value}"),
    "round_last_turn": N_("the die shows {die}: this was the round's last game turn; end the round"),
    "round_not_over": N_("a round lasts {turns} game turns; the die still shows {die}"),
    "event_planets_unknown": N_("which planets does event card {card} move? give them from your card"),
    "reshuffle": N_("the deck is empty: the discard pile must be shuffled into a new deck (pass a random.Random)"),
    "row_flushes": N_("the face-up row keeps showing four cards of one colour; check the deck"),
    "no_card_left": N_("no card left to draw ({†F2}): the deck and the discard pile are empty"),
    "no_face_up": N_("there is no face-up card {index} (0 to {last})"),
    "players_range": N_("a game has {fewest} to {most} players, not {value}"),
    "deal_ran_out": N_("the deck ran out while dealing {hand} cards to each player"),
    "card_not_held": N_("the {card} card is not in the hand"),
    "discard_count": N_("with {count} cards at the end of the turn you discard {excess}, not {given} (hand limit "
                        "{limit})"),
    "tolomeo_alone": N_("the Tolomeo card pays on its own ({†W4}); it has no name or colour to combine with other "
                        "cards"),
    "tolomeo_configuration": N_("the Tolomeo card can never be used in a configuration"),
    "one_card_pays": N_("a single card pays for {where} only if it is the {where} card, not {card}"),
    "two_cards_own": N_("the two-card payment uses cards other than {where}'s own; the {where} card pays by itself"),
    "two_cards_colour": N_("two cards pay for {where} only if both are its colour ({colour}): {cards}"),
    "card_is_colour": N_("{card} is {colour}"),
    "three_cards_colour": N_("three cards pay only if they share one colour"),
    "pawn_costs": N_("one pawn costs {counts} or {last} cards (or the Tolomeo card), not {count}"),
    "pawns_over_set": N_("{owner} has {board} pawns on the board and {sheet} on the sheet: more than the {pawns} of "
                         "a set"),
    "study_pawns": N_("studying needs {pawns} of your pawns on {constellation}; you would have {mine}"),
    "third_pawn": N_("a third pawn goes on {constellation} only to study a planet there, and {owner} has no "
                     "unstudied planet on it"),
    "choose_planet": N_("choose which planet to study on {constellation}: {choices}"),
    "not_studied_there": N_("{planet} cannot be studied on {constellation} (choices: {choices})"),
    "needs_conjunction": N_("two pawns on {constellation} need a conjunction there (two or more planets); it has "
                            "{count}"),
    "opposition_planets": N_("watching {first} and {second} together needs a planet on each (the comet does not "
                             "count)"),
    "not_opposed": N_("{first} and {second} are not opposed; one action watches two constellations only in a "
                      "configuration"),
    "watch_pawns": N_("a watch places one pawn, or {pawns} in a configuration, not {count}"),
    "nothing_to_watch": N_("{constellation} has no planet to watch (the comet does not count); only the Tolomeo card "
                           "watches it"),
    "supply_first": N_("a pawn comes from the board only when your supply is empty ({†W3})"),
    "supply_empty": N_("{owner} has no pawn in supply: name the constellation to take one of your pawns from"),
    "reuse_elsewhere": N_("the reused pawn must come from another constellation"),
    "move_nowhere": N_("a move must change constellation"),
    "comet_card": N_("the comet is on {constellation}: pay with that card or the Tolomeo card, not {card}"),
    "comet_move": N_("the comet moves a pawn exactly {steps} constellations, clockwise (+{steps}) or "
                     "counterclockwise (-{steps})"),
    "moon_own_pawn": N_("the Moon replaces a rival's pawn, not your own"),
    "moon_no_supply": N_("{owner} has no pawn in supply to put in its place"),
    "mercury_pawns": N_("Mercury moves {need} of {owner}'s pawns ({†M14}), not {count}"),
    "mercury_move_shape": N_("a Mercury move is (from, to), not {value}"),
    "mercury_back": N_("each pawn goes to any other constellation ({†M15}), not back to {constellation}"),
    "mercury_one_study": N_("Mercury studies one planet at most (line 158): the second pawn cannot be a third one on "
                            "{constellation}"),
    "mercury_not_third": N_("no pawn of {owner}'s arrived as a third one, so {planet} is not studied"),
    "hands_shape": N_("hands map each player to the cards they hold"),
    "not_holding": N_("{player} is not among the players holding cards"),
    "rival_discards": NP_("{rival} discards {need} card chosen by each rival ({†J3}), not {count}",
                          "{rival} discards {need} cards chosen by each rival ({†J3}), not {count}", "need"),
    "only_rivals": N_("only rivals discard, not {player}"),
    "take_count": N_("you take {need} of the discarded cards, not {count}"),
    "take_from_discards": N_("you take cards from those just discarded ({cards})"),
    "saturn_b": N_("on Side B this entry ({†B6}) only uses a studied planet's action again; choose one ({studied})"),
    "saturn_again": N_("Saturn never repeats itself ({†A2}): choose another planet you have studied ({studied})"),
    "saturn_unstudied": N_("{planet} is not studied yet; Saturn reuses a planet you studied ({studied})"),
    "action_taken": N_("a turn holds one action (line 80); this one has had it"),
    "card_after_action": N_("a bonus point card is taken at the end of a turn, after its action"),
    "one_card_a_turn": N_("one bonus point card per turn; this turn has taken one"),
    "action_first": N_("a turn holds one action (line 80); take it before ending the turn"),
    "no_bonus_card": N_("there is no bonus point card {index} (0 to {last})"),
    "card_needs_studied": N_("this card needs {planets} studied first"),
    # the score sheet
    "planets_give_points": N_("{planets} planets = {points} points"),
    "points_off_the_sheet": N_("the points for {count} planets studied are on your sheet's conversion table, which "
                               "the rulebook does not print (it gives only {known}): give them as {field} ({†P4})"),
    "printed_points": N_("{count} planets studied give {printed} points on the sheet (rulebook line 194), not "
                         "{value}"),
    "card_not_studied": N_("the bonus point card worth {points} showing {planets} goes only to a player who has "
                           "studied every planet on it (rulebook line 179); {name} has not studied {missing}"),
    "sides_mixed": N_("every player uses the same side of the sheet; this sheet mixes {sides} ({†P5})"),
    "tables_differ": N_("players {first} and {second} both studied {count} planets but give {points} and {other} "
                        "{field}; the sheets share one table ({†P5})"),
    "cards_out": N_("the sheet shows {count} bonus point cards worth {points}; a {players}-player game puts out "
                    "{out}"),
    "card_shape": N_("a bonus point card is written with its points and the planets it shows, as {example}, not "
                     "{value}"),
    "card_field": N_("a bonus point card has an unknown field {field} (fields: {fields})"),
    "card_needs": N_("a bonus point card needs a {field} field (fields: {fields})"),
    "card_points": N_("a bonus point card in play is worth {worth}, not {value}"),
    "cards_not_list": N_("{field} must be a list of cards, not {value}"),
    "pawns_on_board": N_("{field} is {value}: a set has {pawns} pawns and {count} sit on the sheet (one per planet "
                         "studied), so at most {most} can be on the board"),
})


def values() -> dict[str, Any]:
    """Every number of the game a message may name, by its placeholder, read from the data now.

    >>> values()["hand_limit"], values()["die_last"]
    (8, 1)
    """
    d = data
    (printed_planets, printed_points), = d.KNOWN_PLANET_POINTS.items()
    return {
        # the box and the setup
        "title": d.TITLE, "max_players": d.MAX_PLAYERS, "min_players": d.MIN_PLAYERS, "pawn_sets": d.PAWN_SETS,
        "player_sheets": d.PLAYER_SHEETS, "pawns": d.PAWNS_PER_PLAYER, "deck_cards": d.CONSTELLATION_CARDS,
        "starting_hand": d.STARTING_HAND, "hand_limit": d.HAND_LIMIT, "face_up": d.FACE_UP_CARDS,
        "flush_at": d.FLUSH_AT, "top_bonus": d.TOP_BONUS_CARD, "player_bonus": d.PLAYER_BONUS_CARD,
        "bonus_cards_in_box": d.BONUS_CARDS_IN_BOX,
        # the round and the event deck
        "turns": d.TURNS_PER_ROUND, "die_start": d.DIE_START, "die_last": d.DIE_START - d.TURNS_PER_ROUND + 1,
        "event_cards": d.EVENT_CARDS, "set_aside": d.ECLIPSIS_SET_ASIDE, "kept": d.EVENT_CARDS - d.ECLIPSIS_SET_ASIDE,
        "eclipsis_places": d.EVENT_CARDS - d.ECLIPSIS_SET_ASIDE + 1, "mars_moves": d.KNOWN_TOTAL_MOVES[Planet.MARS],
        # the sky, watching and studying
        "planets": len(d.PLANETS), "constellations": len(d.ZODIAC), "pairs": len(d.OPPOSED_PAIRS),
        "comet_move": d.COMET_PAWN_MOVE, "pawns_to_study": d.PAWNS_TO_STUDY, "watch_pawns": d.WATCH_PAWNS,
        "name_cards": d.PAYMENT_CARDS[Payment.NAME], "colour_cards": d.PAYMENT_CARDS[Payment.COLOUR],
        "set_cards": d.PAYMENT_CARDS[Payment.SET],
        # the sheets' bonus actions and points
        "sun_turns_a": d.SUN_EXTRA_TURNS[Side.A], "sun_turns_b": d.SUN_EXTRA_TURNS[Side.B],
        "mercury_a_pawns": d.MERCURY_A_PAWNS, "venus_a_keep": d.VENUS_A_KEEP, "jupiter_a_cards": d.JUPITER_A_CARDS,
        "moon_b_discards": d.MOON_B_DISCARDS, "mercury_b_draws": d.MERCURY_B_DRAWS, "venus_b_draws": d.VENUS_B_DRAWS,
        "jupiter_b_cards": d.JUPITER_B_CARDS, "moon_b_points": d.PLANET_END_POINTS[Side.B].get(Planet.MOON, 0),
        "mercury_b_points": d.PLANET_END_POINTS[Side.B].get(Planet.MERCURY, 0),
        "printed_planets": printed_planets, "printed_points": printed_points,
    }


def message_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The value of every placeholder in the game's messages: what every game's text module offers
    a surface that shows its messages (``text(message, **message_values(text))``)."""
    return values()


def say(message: Message, lang: Text = ENGLISH, **extra: Any) -> str:
    """``message`` in ``lang``, its numbers filled in from :func:`values` (and ``extra``)."""
    return lang(message, **{**values(), **extra})


def paragraph(key: str, lang: Text = ENGLISH) -> str:
    """One paragraph of :data:`PAGE`, its sentences in order."""
    return " ".join(say(sentence, lang) for sentence in PAGE[key])


def ruling_text(ruling: Ruling, field: str = "ruling", lang: Text = ENGLISH) -> str:
    """A field of a ruling (``topic``, ``source``, ``ruling`` or ``short``) as a player reads it.

    >>> from playaid.rules.tolomeo.rulings import RULING
    >>> RULING["N3"].mark, ruling_text(RULING["N3"], "short")
    ('†N3', 'up to 5 players')
    """
    return say(getattr(ruling, field), lang)


# --------------------------------------------------------------------------------------------
# What the game leaves to chance, and the printed documents


# What the game leaves to chance; the tools take each of them as input (GameInfo.chance).
CHANCE: Final = (
    N_("the order of the astronomical event deck, shuffled face down"),
    N_("the constellation cards dealt and drawn from the shuffled deck"),
    N_("the first player, chosen at random"),
    N_("the card Jupiter on Side B draws blind from each rival's hand"),
)

# The printed documents' titles, by file stem.
DOCUMENT_TITLES: Final[Mapping[str, Message]] = MappingProxyType({
    "tolomeo-aid": N_("Player aid"),
    "eclipsis-sheet": N_("Eclipsis decision sheet"),
    "tolomeo-score-pad": N_("Score pad"),
})

# --------------------------------------------------------------------------------------------
# Bonus actions and payments


_SUN = NP_("Take {count} extra turn straight away ({†D11}).", "Take {count} extra turns straight away ({†D11}).")

# What studying each planet does at once, per side of the sheet (lines 155-173), in our words.
BONUS_EFFECTS: Final[Mapping[Side, Mapping[Planet, Message]]] = MappingProxyType({
    Side.A: MappingProxyType({
        Planet.MOON: N_("Swap one rival pawn on a constellation for a pawn from your supply; the rival's pawn "
                        "goes back to its owner. If that lets you study a planet, you may."),
        Planet.MERCURY: N_("Move {mercury_a_pawns} of your pawns, one from each of two constellations or both "
                           "from one ({†M14}), each to any other constellation ({†M15}). One planet at most may be "
                           "studied this way."),
        Planet.VENUS: N_("Take the {face_up} face-up cards and the top card of the deck; keep {venus_a_keep}, "
                         "give each rival one of your choice, discard the rest, then lay out {face_up} new "
                         "face-up cards."),
        Planet.SUN: _SUN,
        Planet.MARS: N_("Pick a constellation ({†M16}): every rival pawn on it goes back to its owner's supply."),
        Planet.JUPITER: NP_("Every rival discards {jupiter_a_cards} card, chosen by each rival ({†J3}); you "
                            "take it into your hand.",
                            "Every rival discards {jupiter_a_cards} cards, chosen by each rival ({†J3}); you "
                            "take {jupiter_a_cards} of the discarded cards into your hand.", "jupiter_a_cards"),
        Planet.SATURN: N_("Use once more the action of another planet you studied earlier, or repeat this "
                          "turn's action in full, paying its cards again ({†A2})."),
    }),
    Side.B: MappingProxyType({
        Planet.MOON: NP_("Every rival discards {moon_b_discards} card, chosen by each rival ({†J3}).",
                         "Every rival discards {moon_b_discards} cards, chosen by each rival ({†J3}).",
                         "moon_b_discards"),
        Planet.MERCURY: NP_("Draw {mercury_b_draws} constellation card, as the draw action does ({†M17}).",
                            "Draw {mercury_b_draws} constellation cards, as the draw action does ({†M17}).",
                            "mercury_b_draws"),
        Planet.VENUS: NP_("Draw {venus_b_draws} constellation card, face up or face down as you like.",
                          "Draw {venus_b_draws} constellation cards, each face up or face down as you like.",
                          "venus_b_draws"),
        Planet.SUN: _SUN,
        Planet.MARS: N_("Move every rival pawn on one constellation to the one opposite it. A rival who ends up "
                        "with {pawns_to_study} or more pawns there studies nothing ({†S1})."),
        Planet.JUPITER: NP_("Draw {jupiter_b_cards} card blind ({†J4}) from each rival's hand into yours.",
                            "Draw {jupiter_b_cards} cards blind ({†J4}) from each rival's hand into yours.",
                            "jupiter_b_cards"),
        Planet.SATURN: N_("Use once more the action of another planet you studied earlier ({†A2}); a repeated "
                          "Moon or Mercury scores no extra points."),
    }),
})
_END_POINTS = NP_("Worth {count} point at the end.", "Worth {count} points at the end.")


def bonus_effect(action: BonusAction, lang: Text = ENGLISH) -> str:
    """What ``action`` does, and the points it is worth at the end if any.

    >>> from playaid.rules.tolomeo.data import bonus_action
    >>> bonus_effect(bonus_action("B", "mercury"))
    'Draw 1 constellation card, as the draw action does (†M17). Worth 1 point at the end.'
    """
    text = say(BONUS_EFFECTS[action.side][action.planet], lang, count=action.extra_turns)
    if action.end_points:
        text += " " + say(_END_POINTS, lang, count=action.end_points)
    return text


# The ways to pay for one pawn (lines 113-115, 123), in our words: cells of a table.
PAYMENT_TEXT: Final[Mapping[Payment, Message]] = MappingProxyType({
    Payment.NAME: N_("The card of that very constellation"),
    Payment.COLOUR: N_("{colour_cards} cards of the constellation's colour, neither of them its own card"),
    Payment.SET: N_("{set_cards} cards of any one colour, its own card included or not ({†W5})"),
    Payment.TOLOMEO: N_("The Tolomeo card, alone ({†W4}): any constellation, planet or not, never in a "
                        "configuration"),
})


def payment_text(payment: Payment, lang: Text = ENGLISH) -> str:
    """How ``payment`` pays for one pawn.

    >>> payment_text(Payment.COLOUR)
    "2 cards of the constellation's colour, neither of them its own card"
    """
    return say(PAYMENT_TEXT[payment], lang)


# --------------------------------------------------------------------------------------------
# The tie-breaks and the winner, generated from the chain in score.TIES


def tie_breaks(lang: Text = ENGLISH) -> str:
    """The tie-break sentence every game makes from its chain (:func:`playaid.rules.game.tie_break_text`),
    here from :data:`playaid.rules.tolomeo.score.TIES` (the rulebook's line 200, and †T8).

    >>> tie_breaks()
    'Ties go to the player with more planets studied. If still tied, to the player with more pawns on the board. Players still tied share the win (†T8).'
    """
    return tie_break_text(TIES, lang)


def winner(result: FinalScore, lang: Text = ENGLISH) -> str:
    """One sentence naming the winner or winners, and the tie-break that decided if points did not
    (:func:`playaid.rules.game.winner_text`).

    >>> from playaid.rules.tolomeo.score import score_sheet
    >>> winner(score_sheet({"players": [{"name": "Ana", "side": "A", "studied": ["moon", "sun", "mars"]},
    ...                                 {"name": "Bo", "side": "A", "studied": ["moon", "sun"], "planet_points": 3}]}))
    'Winner: Ana with 4.'
    """
    return winner_text(result, lang)


# --------------------------------------------------------------------------------------------
# Short words: headings of tables and columns


# Headings of tables and columns, on the site page and in the reports.
HEADINGS: Final[Mapping[str, Message]] = MappingProxyType({
    "number": NC_("table heading: a row's number", "#"),
    "constellation": NC_("table heading", "Constellation"),
    "constellations": NC_("table heading", "Constellations"),
    "opposite": NC_("table heading: the constellation across the board", "Opposite"),
    "colour": NC_("table heading", "Colour"),
    "pair": NC_("table heading: an opposed pair of constellations", "Pair"),
    "planet": NC_("table heading", "Planet"),
    "total_moves": NC_("table heading", "Total moves over the event deck"),
    "cards": NC_("table heading: how many cards", "Cards"),
    "combination": NC_("table heading: cards that pay for a pawn", "Combination"),
    "side": NC_("table heading: a side of the player sheets", "Side"),
    "side_a": NC_("table heading", "Side A"),
    "side_b": NC_("table heading", "Side B"),
    "points": NC_("table heading", "Points"),
    "players": NC_("table heading: the number of players", "Players"),
    "cards_in_play": NC_("table heading", "Cards (points each)"),
    "planets_studied": NC_("table heading", "Planets studied"),
    "what": NC_("table heading: what a number counts", "What"),
    "how_many": NC_("table heading", "How many"),
    "line": NC_("table heading", "Rulebook line"),
    "key": NC_("table heading: a ruling's key", "Key"),
    "topic": NC_("table heading", "Topic"),
    "source": NC_("table heading", "What the rulebook says (or does not)"),
    "ruling": NC_("table heading", "Our ruling"),
})

# --------------------------------------------------------------------------------------------
# The site page: its tables ...


# The captions and cells of the site page's tables (templates/tolomeo.rst.jinja).
SITE: Final[Mapping[str, Message]] = MappingProxyType({
    "sky": N_("The {constellations} constellations in zodiac order (clockwise on the board, {†Z1})"),
    "colour_unknown": N_("from your board ({†K4})"),
    "oppositions": N_("The {pairs} opposed pairs"),
    "pair": N_("{first} and {second}"),
    "planets": N_("The planets, in the rulebook's order"),
    "moves_unknown": N_("on its planet card"),
    "payments": N_("Paying for one pawn"),
    "bonus_actions": N_("Bonus actions, carried out at once when the planet is studied"),
    "unnamed": N_("{planet} (Side B: unnamed in the rulebook, {†B6})"),
    "end_points": N_("Points the planets themselves are worth at the end"),
    "no_points": N_("(none)"),
    "bonus_cards": N_("Bonus point cards put out at setup"),
    "conversion": N_("The conversion table, as far as the rulebook prints it"),
    "points_unknown": N_("on your sheet (give it as planet_points, {†P4})"),
    "numbers": N_("The game's numbers, each with the rulebook line it comes from"),
    "rulings": N_("Source notes: gaps and contradictions, and the ruling the code implements"),
})

# The rows of the numbers table: what is counted, the placeholder of :func:`values` that counts
# it, and the rulebook lines it comes from.
NUMBERS: Final[tuple[tuple[Message, str, str], ...]] = (
    (N_("Players at most ({†N3}: the box has one sheet and pawn set each)"), "max_players", "32-33"),
    (N_("Pawns per player"), "pawns", "32"),
    (N_("Starting hand"), "starting_hand", "49"),
    (N_("Face-up constellation cards"), "face_up", "49, 88"),
    (N_("Face-up cards of one colour that replace the row"), "flush_at", "90"),
    (N_("Hand limit at the end of a turn"), "hand_limit", "92"),
    (N_("Game turns per round"), "turns", "63"),
    (N_("The d4's face when a round starts"), "die_start", "51, 63"),
    (N_("Astronomical event cards"), "event_cards", "36"),
    (N_("Event cards set aside for the Eclipsis"), "set_aside", "206"),
    (N_("Constellations a comet move covers"), "comet_move", "100"),
    (N_("Pawns on a constellation to study"), "pawns_to_study", "143"),
)
# The last row of the numbers table, which counts two kinds of card: what, how many, the lines.
NUMBERS_SETUP_BONUS: Final = (N_("Bonus point cards at setup"),
                              N_("one worth {top_bonus}, one worth {player_bonus} per player"), "55")

# --------------------------------------------------------------------------------------------
# ... and its prose: every paragraph of the page that states a rule, sentence by sentence


# The Eclipsis setup: on the site page and in the event dealer's help.
ECLIPSIS_SETUP: Final = N_("To add the Eclipsis, set {set_aside} of the {event_cards} event cards "
                           "aside unseen, shuffle the Eclipsis into the other {kept}, then put one set-aside card "
                           "under the deck and the other on top ({†X3}: playaid puts the first one set aside "
                           "at the bottom).")

# What the mini-expansion adds: on the site page and on the player aid.
ECLIPSIS_ADDS: Final = N_("The mini-expansion adds one event card.")

# What the Eclipsis does (line 212), on the site page and in the Eclipsis report: who goes back, the
# comet's case, and what follows.
ECLIPSIS_EFFECT: Final = (
    N_("Pawns on a constellation without a planet go back to their owners' supplies, and so do all pawns on the "
       "Moon's constellation."),
    N_("The comet is not a planet, so pawns where the comet stands alone go back too ({†X4})."),
    N_("Then discard the Eclipsis and reveal the next event card."),
)

# What the site's pictures show, for a reader who cannot see them (their alternative text).
WHEEL_ALT: Final = N_(
    "The zodiac wheel: the {constellations} constellations in a ring, Aries at the top and the others "
    "clockwise in zodiac order {†Z1}. A dashed line across the centre joins each constellation to the one it "
    "is opposed to, and both ends carry the number of that pair, one of {pairs}. Planets step clockwise, the "
    "comet counterclockwise. An outer ring of cells is the colour key: only Aries's cell is painted, red and "
    "marked R, the one colour the rulebook names {†K4}; the others are left blank, to write in.")
ECLIPSIS_CHART_ALT: Final = N_(
    "Flowchart of the Eclipsis, taken for each constellation that has pawns on it. With no planet there "
    "(the comet alone is none, {†X4}), every pawn there goes back to its owner. With a planet there, the pawns "
    "go back if the Moon is there, and otherwise they stay. Then on to the next constellation; when every one "
    "is done, discard the Eclipsis and reveal the next event card.")

# The paragraphs of the site page that state rules, each a tuple of sentences.
PAGE: Final[Mapping[str, tuple[Message, ...]]] = MappingProxyType({
    "intro": (
        N_("Astronomers of Ptolemy's school follow {planets} planets and a comet around the zodiac, watching "
           "constellations with their pawns and studying the planets that pass."),
        N_("The most points wins."),
    ),
    "unknowns": (
        N_("Several things are not printed in the rulebook, so playaid never guesses them and asks you instead: "
           "the colour of each constellation (only Aries is named, as red), the conversion table on the player "
           "sheets (only \"{printed_planets} planets give {printed_points} points\" is printed), what each event "
           "card and bonus point card shows, and which cards make up the constellation deck."),
    ),
    "oppositions": (
        N_("The rulebook lists the {pairs} opposed (\"juxtaposed\") pairs by name, and playaid reads "
           "that list:"),
    ),
    "clockwise": (
        N_("The rulebook moves planets <i>clockwise</i> and the comet <i>counterclockwise</i> but "
           "never says which way the zodiac runs round the board."),
        N_("playaid reads clockwise as zodiac order ({†Z1}):"),
    ),
    "comet": (
        N_("The comet moves and can be used, but it is <b>not a planet</b>: it never allows a watch, "
           "never makes a configuration, and does not keep pawns on the board when the Eclipsis comes."),
    ),
    "setup_sky": (
        N_("At setup the planets go where the chosen starting position card shows them, and the comet goes on "
           "the constellation opposite the Moon:"),
    ),
    "setup_cards": (
        N_("Each player gets {starting_hand} constellation cards and {face_up} more are laid face up beside the "
           "deck."),
        N_("The deck is yours: the rulebook counts {deck_cards} cards but does not list them ({†K5}), "
           "so it is an input here."),
        N_("{flush_at} face-up cards of one colour would replace the {face_up}, even at setup ({†F3}):"),
    ),
    "setup_bonus_cards": (
        N_("One bonus point card worth {top_bonus} is revealed, and one worth {player_bonus} for each player:"),
    ),
    "setup_order": (
        N_("The rulebook never says to shuffle the event deck; the Eclipsis setup sets cards aside unseen, so "
           "the order is meant to be secret: shuffle the event deck face down ({†E6})."),
        N_("Players act in turn order from the first player; the direction round the table is not given "
           "({†G4})."),
    ),
    "round": (
        N_("A round is {turns} <i>game turns</i>; in each one every player takes one action, in turn "
           "order."),
        N_("The d4 starts a round on {die_start} and counts the game turns down to {die_last} "
           "({†D10}):"),
    ),
    "sun_turns": (
        N_("Studying the Sun gives {sun_turns_a} more turns at once on Side A and {sun_turns_b} on "
           "Side B."),
        N_("Each is a whole turn of the same player, with its own end (hand limit, one bonus point card), and "
           "none of them touches the d4 ({†D11}):"),
    ),
    "hand_limit": (
        N_("At the end of a turn a hand holds at most {hand_limit} cards; during the turn it may hold "
           "more ({†H5}), and the player discards the excess, choosing the cards:"),
    ),
    "round_end": (
        N_("When a round ends, the planets shown on the face-up event card step one constellation clockwise, "
           "the comet steps one counterclockwise, and the next event card is turned up."),
        N_("Pawns stay where they are."),
        N_("What each event card shows is read off your own cards ({†V4}), named by its place in a row you lay "
           "out (see the dealer below):"),
    ),
    "mars_total": (
        N_("The only total the rulebook quotes is Mars's: {mars_moves} moves over the whole event deck."),
        N_("When all {event_cards} cards are described, playaid checks it:"),
    ),
    "game_end": (
        N_("The game ends at the end of the game turn in which a player has studied all {planets} planets "
           "(the game turn is played out, {†E7}), or at the end of the round played without an event card, "
           "once the deck has run out ({†E8})."),
    ),
    "draw": (
        N_("A draw takes the deck's top card or one of the {face_up} face-up cards, refilled at once."),
        N_("When {flush_at} face-up cards share a colour, all {face_up} are discarded and {face_up} new ones "
           "laid out, again after each refill if needed ({†F3})."),
        N_("Colours come from your board ({†K4}):"),
    ),
    "draw_empty": (
        N_("When both the deck and the discard pile are empty, no card can be drawn ({†F2}):"),
    ),
    "watch": (
        N_("A watch puts one of your pawns on a constellation that has a planet."),
        N_("Each pawn is paid with one of these combinations:"),
    ),
    "aries": (
        N_("The rulebook's own example watches Aries with the Aries card, {colour_cards} red cards, or "
           "{set_cards} cards of any one colour."),
        N_("Aries is the one constellation whose colour the rulebook names; how many colours there are, it "
           "never says ({†K4}):"),
    ),
    "two_cards": (
        N_("{colour_cards} cards must both be the constellation's colour and neither may be its own card; "
           "a pawn is paid by exactly one combination ({†W5})."),
    ),
    "tolomeo_card": (
        N_("The <b>Tolomeo card</b> watches any constellation, even one without a planet or where the comet "
           "stands by itself, and never in a configuration."),
        N_("It pays alone ({†W4}):"),
    ),
    "no_planet": (
        N_("Without a planet, only the Tolomeo card can watch; the comet does not count:"),
    ),
    "reuse": (
        N_("A player whose {pawns} pawns are all in use takes one of theirs from another constellation, "
           "and only then ({†W3})."),
    ),
    "configurations": (
        N_("A <b>conjunction</b> (two or more planets on one constellation) lets one action put two "
           "pawns there; an <b>opposition</b> (a planet on each constellation of an opposed pair) "
           "lets one action put a pawn on each."),
        N_("Each pawn is paid for on its own, and one action places at most {watch_pawns} pawns ({†C7})."),
    ),
    "comet_move": (
        N_("Discarding the card of the comet's constellation (or the Tolomeo card) moves one of your pawns "
           "{comet_move} constellations either way; it may study a planet where it lands:"),
    ),
    "study": (
        N_("A pawn that would be your third on a constellation studies a planet there that you have not "
           "studied yet: the {pawns_to_study} pawns come off, one goes on the planet on your sheet "
           "and the others return to your supply."),
        N_("With several unstudied planets you choose; with none, the third pawn cannot go there."),
    ),
    "study_once": (
        N_("\"A planet can only be studied once\" is read as once per player ({†S10}): another "
           "player may still study it."),
    ),
    "bonus_actions": (
        N_("Studying a planet triggers its bonus action at once, if it can be carried out (what "
           "cannot be done is left out, {†A14})."),
        N_("All players use the same side of the sheet."),
    ),
    "unnamed": (
        N_("The last entry of the rulebook's Side B list is printed without a planet's name."),
        N_("playaid reads it as Saturn's (the only planet left without an entry) and always marks it ({†B6}):"),
    ),
    "mars": (
        N_("Mars on Side A sends rival pawns home from a constellation you pick ({†M16}); on Side B it moves "
           "every rival pawn on one constellation to the opposite one, and nobody studies because of it "
           "({†S1}):"),
    ),
    "mercury": (
        N_("Mercury on Side A moves {mercury_a_pawns} of your pawns, both from one constellation or one from "
           "each of two ({†M14}), each to any other constellation, and studies one planet at most ("
           "{†M15}):"),
    ),
    "saturn": (
        N_("Saturn uses once more the bonus action of another planet you studied, never itself; the Sun used "
           "again gives its extra turns again ({†A2}, {†D11}):"),
    ),
    "discards": (
        N_("The Moon on Side B and Jupiter on Side A make every rival discard cards each rival picks ({†J3}); "
           "Jupiter on Side B takes {jupiter_b_cards} card drawn blind from each rival's hand ({†J4}):"),
    ),
    "bonus_cards": (
        N_("At the end of your own turn you may take one bonus point card, if you have studied every planet it "
           "shows."),
        N_("The planets on each card are read off your own cards ({†V4})."),
    ),
    "eclipsis_setup": (
        ECLIPSIS_ADDS,
        ECLIPSIS_SETUP,
        N_("So the Eclipsis is never the first card (turned up at setup) nor the last, and lands on any of the "
           "{eclipsis_places} places between with the same chance:"),
    ),
    "eclipsis_effect": (
        N_("<b>Effect</b>: the Eclipsis acts the moment it is turned up."),
        ECLIPSIS_EFFECT[0],
        ECLIPSIS_EFFECT[2],
        N_("It comes up at the end of a round, after the planets and the comet have moved ({†X2})."),
        ECLIPSIS_EFFECT[1],
    ),
    "score": (
        N_("Each player adds the points the sheet's conversion table gives for the planets studied, their bonus "
           "point cards, and the planets' own points."),
        N_("The rulebook prints one value of the table, {printed_planets} planets = {printed_points} points; "
           "the rest is read off your sheet ({†P4})."),
        N_("On Side B the Moon is worth {moon_b_points} more points and Mercury {mercury_b_points} "
           "more."),
    ),
    "players": (
        N_("The box holds {player_sheets} sheets and {pawn_sets} pawn sets; playaid takes that as "
           "the most players, and sets no minimum ({†N3}):"),
    ),
})

# --------------------------------------------------------------------------------------------
# The score sheet, field by field: what ``playaid score --help`` says a player types in each. The
# keys and the values typed (``B``, ``moon``) are the calculator's, the same in every language.

def _sheet_values(text: Text = ENGLISH) -> dict[str, Any]:
    """The values the score sheet's fields name, besides :func:`values`."""
    low, high = sorted(data.BONUS_CARD_VALUES)
    return {**values(), "side_a": Side.A.value, "side_b": Side.B.value,
            "planet_words": ", ".join(p.value for p in data.PLANETS), "low_card": low, "high_card": high}


#: Every field of a Tolomeo score sheet, in the player's words, in the order the calculator reads
#: them (:data:`~playaid.rules.tolomeo.score.PLAYER_FIELDS`, a bonus point card's fields under
#: ``bonus_cards``). ``playaid score --help`` lists them.
#:
#: :meta hide-value:
SHEET_HELP: Final = SheetHelp((
    SheetField("name", N_("the player's name; no two players alike")),
    SheetField("side", N_("the side of the player sheets, {side_a} or {side_b}: the one everyone played "
                          "({\u2020P5})")),
    SheetField("studied", N_("the planets the player studied, each once: {planet_words}")),
    SheetField("bonus_cards", N_("each bonus point card the player took:"), (
        SheetField("points", N_("what the card is worth: {low_card} or {high_card}")),
        SheetField("planets", N_("the planets printed on the card, read off it ({\u2020V4}); the player studied "
                                 "each of them")),
    )),
    SheetField("pawns_on_board", N_("how many of the player's pawns are still on the board: needed only to break "
                                    "a tie")),
    SheetField("planet_points", N_("the points the conversion table on the player sheets gives for that many "
                                   "planets studied ({\u2020P4}); needed unless the player studied "
                                   "{printed_planets}, which give {printed_points}, the rulebook's one value")),
), _sheet_values, players=(data.MIN_PLAYERS, data.MAX_PLAYERS), ruling="N3",
   example_note=N_("Its planet_points are made up too: the rulebook prints only {printed_planets} planets = "
                   "{printed_points} points, so copy yours from your player sheet's conversion table ({\u2020P4})."))

#: The sky ``playaid eclipsis`` reads, field by field, as its help lists it: one object whose
#: constellations are keyed by name, each with what stands on it.
#:
#: :meta hide-value:
SKY_HELP: Final = SheetHelp((
    SheetField("constellations", N_("an entry for each constellation that holds anything, by its name "
                                    "({first_constellation}, ... {last_constellation}), each with:"), (
        SheetField("planets", N_("the planets standing on it: {planet_words}")),
        SheetField("comet", N_("{true} on the one constellation where the comet stands")),
        SheetField("pawns", N_("the pawns on it, by owner (a player's name or colour) and how many, as "
                               "{{\"Ana\": 2, \"Bruno\": 1}}")),
    )),
), lambda text: {**_sheet_values(text), "true": "true", "first_constellation": data.ZODIAC[0].value,
                 "last_constellation": data.ZODIAC[-1].value})

# --------------------------------------------------------------------------------------------
# The score report


# The words of ``playaid score tolomeo``.
REPORT: Final[Mapping[str, Message]] = MappingProxyType({
    "title": N_("{title} \N{EM DASH} final score (player sheets on side {side})"),
    "player": NC_("score report column", "player"),
    "studied": NC_("score report column", "planets studied"),
    "sheet": NC_("score report column: points off the conversion table", "sheet"),
    "cards": NC_("score report column: bonus point cards", "cards"),
    "planets": NC_("score report column: the planets' own points", "planets"),
    "total": NC_("score report column", "total"),
    "pawns": NC_("score report column: pawns on the board", "pawns"),
    "legend": N_("sheet: the conversion table's points for the planets studied; cards: bonus point cards; "
                 "planets: the planets' own end points (side B: {points}); pawns: on the board."),
    "planet_points": N_("{planet} {points}"),
})

# --------------------------------------------------------------------------------------------
# The Eclipsis: the report of ``playaid eclipsis`` and the verdicts it gives


# What the Eclipsis does to the pawns of one constellation, as the report says it.
FATES: Final[Mapping[Fate, Message]] = MappingProxyType({
    Fate.STAY: N_("stay (a planet here, and not the Moon)"),
    Fate.NO_PLANET: N_("go back: no planet here"),
    Fate.MOON: N_("go back: the Moon is here"),
})

# The words of ``playaid eclipsis``.
ECLIPSIS_REPORT: Final[Mapping[str, Message]] = MappingProxyType({
    "revealed": N_("The Eclipsis is revealed."),
    "no_pawns": N_("No pawn is on the board: the Eclipsis changes nothing."),
    "constellation": NC_("Eclipsis report column", "constellation"),
    "planets": NC_("Eclipsis report column", "planets"),
    "pawns": NC_("Eclipsis report column", "pawns"),
    "verdict": NC_("Eclipsis report column", "what happens"),
    "comet": NC_("Eclipsis report: the comet beside the planets of a constellation", "(comet)"),
    "comet_alone": N_("go back: the comet alone is no planet ({†X4})"),
    "returned": N_("<b>Back to supply:</b> {pawns}"),
    "nothing_returned": N_("<b>Back to supply:</b> nothing"),
    "remaining": N_("<b>Still on the board:</b> {pawns}"),
    "nothing_remaining": N_("<b>Still on the board:</b> no pawn"),
})


def verdict(step: EclipsisStep, lang: Text = ENGLISH) -> str:
    """What happens to the pawns of one constellation, naming the ruling when the comet stands alone (†X4)."""
    if step.fate is Fate.NO_PLANET and step.comet:
        return say(ECLIPSIS_REPORT["comet_alone"], lang)
    return say(FATES[step.fate], lang)


# --------------------------------------------------------------------------------------------
# The event dealer (``playaid tolomeo events``)


# Everything the event dealer says.
DEALER: Final[Mapping[str, Message]] = MappingProxyType({
    "about": N_("Turn up the astronomical event cards one at a time, at each round's end, and keep the order of "
                "the rest hidden: nobody at the table learns what is coming, as when the deck is shuffled face "
                "down ({†E6})."),
    "places": N_("The rulebook does not number the event cards, so playaid names their places."),
    "without": N_("Without playaid: shuffle the {event_cards} event cards face down ({†E6})."),
    "eclipsis_option": N_("add the Eclipsis the rulebook's way: {set_aside} cards set aside unseen, the "
                          "Eclipsis shuffled into the other {kept}, one set-aside card under the deck and one on "
                          "top"),
    "intro_eclipsis": N_("{title} event dealer, with the Eclipsis: one card at a time; the order of the rest "
                         "stays hidden."),
    "intro": N_("{title} event dealer, without the Eclipsis: one card at a time; the order of the rest stays "
                "hidden."),
    "lay_out_eclipsis": N_("Lay your {event_cards} event cards face up in a row, in any order (the Eclipsis "
                           "apart), and count places from the left; a card turned up leaves its place empty, so "
                           "the numbers never change."),
    "lay_out": N_("Lay your {event_cards} event cards face up in a row, in any order, and count places from the "
                  "left; a card turned up leaves its place empty, so the numbers never change."),
    "seed": N_("Seed {seed}: the same seed always gives the same deal."),
    "not_saved": N_("Nothing is saved (--no-save): this deal cannot be resumed."),
    "saved": N_("Saved after every card in {file} (continue with --resume {file}); whoever opens that file can "
                "learn the order."),
    "first": N_("Press Enter to turn up the first card."),
    "setup": N_("Setup: turn up the card in place {place} and lay it face up on the event deck; its planets move "
                "at the end of round {round}."),
    "round_end": N_("End of round {round}: the face-up card's planets step clockwise, the comet steps "
                    "counterclockwise."),
    "eclipsis": N_("Then turn up the Eclipsis: it strikes at once, on the moved sky ({†X2}) ('playaid eclipsis' "
                   "tells which pawns go back); discard it."),
    "last_round": N_("No event card is left ({†E8}): round {round} is the last, and the game ends with it."),
    "next": N_("Turn up the card in place {place}: its planets move at the end of round {round}."),
    "none_yet": N_("No event card is turned up yet."),
    "used_up": N_("The event deck is used up: this is the last round."),
    "face_up": N_("The face-up event card is the one from place {place} (round {round})."),
    "resuming": N_("Resuming {file}."),
    "prompt": N_("Enter: next event card ({word_help}, {word_card}, {word_quit}) > "),
    "help": N_("Press Enter at the end of each round to turn up the next event card; '{word_card}' shows which one is "
               "face up; '{word_quit}' stops."),
    "not_understood": N_("Not understood: press Enter for the next card, or type {word_help} or {word_quit}."),
    "saved_in": N_("the deal is saved in {file}; continue with --resume {file}"),
    "nothing_saved": N_("nothing was saved (--no-save)"),
    "input_ended": N_("The input ended: {where}."),
    "stopped": N_("Stopped: {where}."),
    "interrupted": N_("interrupted: {where}"),
    "over": N_("Every event card has been turned up: the deal is over."),
})


#: What a player types at the dealer's prompt, by what it does: the English words (with their
#: initials) always work, and so does the word in the dealer's language.
DEALER_WORDS: Final[Mapping[str, Message]] = MappingProxyType({
    "next": NC_("typed at the event dealer's prompt", "next"),
    "card": NC_("typed at the event dealer's prompt", "card"),
    "help": NC_("typed at the event dealer's prompt", "help"),
    "quit": NC_("typed at the event dealer's prompt", "quit"),
})


def dealer_words(lang: Text = ENGLISH) -> dict[str, str]:
    """The words a player types at the dealer's prompt, in ``lang``, as the dealer's sentences name
    them (``word_help``, ``word_card``, ``word_quit``, ``word_next``)."""
    return {f"word_{name}": lang(word) for name, word in DEALER_WORDS.items()}


def dealer_command(typed: str, lang: Text = ENGLISH) -> str | None:
    """What ``typed`` asks the dealer (``next``, ``card``, ``help``, ``quit``), in English or in
    ``lang``; None when it is not understood.

    >>> dealer_command(" Q "), dealer_command(""), dealer_command("what?")
    ('quit', 'next', None)
    """
    word = " ".join(typed.strip().lower().split())
    english_words = {"next": ("", "n", "next"), "card": ("c", "card"), "help": ("h", "help", "?"),
                     "quit": ("q", "quit", "exit")}
    for name, english in english_words.items():
        if word in english or word == lang(DEALER_WORDS[name]).lower():
            return name
    return None


def dealt(step: DealStep, lang: Text = ENGLISH) -> list[str]:
    """What the players do when the dealer turns up ``step``, one sentence a line.

    >>> from playaid.rules.tolomeo.events import DealStep
    >>> dealt(DealStep(3, None, eclipsis=True))[1:]
    ["Then turn up the Eclipsis: it strikes at once, on the moved sky (†X2) ('playaid eclipsis' tells which pawns go back); discard it.", 'No event card is left (†E8): round 4 is the last, and the game ends with it.']
    """
    if step.round == 0:
        return [say(DEALER["setup"], lang, place=step.place, round=1)]
    lines = [say(DEALER["round_end"], lang, round=step.round)]
    if step.eclipsis:
        lines.append(say(DEALER["eclipsis"], lang))
    if step.place is None:
        lines.append(say(DEALER["last_round"], lang, round=step.round + 1))
    else:
        lines.append(say(DEALER["next"], lang, place=step.place, round=step.round + 1))
    return lines


# --------------------------------------------------------------------------------------------
# The printed documents: the player aid and the Eclipsis decision sheet


# Colour names the documents print: the two the rulebook names (line 117), and two more for the
# pawns of the Eclipsis sheet's worked example.
COLOURS: Final[Mapping[str, Message]] = MappingProxyType({
    "red": NC_("colour", "red"),
    "yellow": NC_("colour", "yellow"),
    "blue": NC_("colour", "blue"),
    "green": NC_("colour", "green"),
})

# The rulebook's example of each payment (line 117), for the payment table of the aid.
PAYMENT_EXAMPLES: Final[Mapping[Payment, Message]] = MappingProxyType({
    Payment.NAME: N_("the {constellation} card itself"),
    Payment.COLOUR: N_("any {colour_cards} {colour} cards, not {constellation}"),
    Payment.SET: N_("e.g. {set_cards} {colour} cards"),
    Payment.TOLOMEO: N_("Tolomeo card"),
})

# Everything the player aid says (generator/aids/tolomeo_aid.py), in the order it is printed: a
# heading, a sentence, or a paragraph as a tuple of sentences (a list as a tuple of paragraphs).
AID: Final[Mapping[str, Any]] = MappingProxyType({
    "subtitle": N_("up to {max_players} players ({†N3}) · the Eclipsis has its own sheet"),
    # page 1: the banner, the turn's choice of one action
    "banner": (
        NC_("the banner: action A", "Draw a card"),
        NC_("the banner: action B", "Use the comet"),
        NC_("the banner: action C", "Watch a constellation"),
    ),
    # the round and its count-down on the d4
    "the_round": N_("The round: {turns} game turns"),
    "round_end": NC_("the round's count-down: the end of the round", "Round end"),
    "next_round": NC_("the round's count-down: the arrow back to the first face", "next round"),
    "round": (
        N_("A round is {turns} game turns, counted down on the d4 from {die_start} to {die_last} ({†D10})."),
        N_("In each game turn every player takes <b>one action</b>, in turn order."),
        N_("After the game turn played on {die_last}, the round ends ({†D10})."),
        N_("Extra turns ({†D11}) leave the die alone."),
    ),
    # your turn
    "turn": N_("Your turn: one action"),
    "draw": (
        N_("<b>A · Draw</b> the deck's top card, or one of the {face_up} face-up cards (refill its place from "
           "the deck at once)."),
        N_("When {flush_at} face-up cards share a colour, discard all {face_up} and lay out {face_up} new ones, "
           "again if the new {face_up} show it too ({†F3})."),
        N_("Deck empty: shuffle the discards into a new deck."),
    ),
    "comet": (
        N_("<b>B · Use the comet.</b> Discard the card of the constellation the comet is on, or the Tolomeo "
           "card, then either:"),
    ),
    "comet_choices": (
        (N_("move one of your pawns {comet_move} constellations, either way (it may study a planet), or"),),
        (N_("discard the {face_up} face-up cards, lay out {face_up} new ones, and draw as in A."),),
    ),
    "watch": (
        N_("<b>C · Watch</b> a constellation with a planet on it (the comet is not a planet): put one pawn "
           "there and pay for it (below)."),
        N_("Only a configuration lets one action place {watch_pawns} pawns."),
    ),
    "turn_end": (
        N_("<b>End of your turn:</b> keep at most {hand_limit} cards, discarding the rest as you choose; then you "
           "may take one bonus point card."),
    ),
    # paying for a pawn
    "paying": N_("Paying for a pawn"),
    "pay_with": NC_("table heading: the cards that pay for a pawn", "Pay with"),
    "for_example": NC_("table heading: the rulebook's example of a payment", "For {constellation}"),
    "reuse": (
        N_("Only when your supply is empty ({†W3}): take one of your pawns from another constellation "
           "instead."),
    ),
    # configurations
    "configurations": N_("Configurations"),
    "planets_step": N_("planets step clockwise: {path}"),
    "comet_steps": N_("the comet steps counterclockwise: {path}"),
    "pairs": N_("<b>Opposed pairs:</b>"),
    "pair": N_("{pair}\u00a0{first}\u2013{second}"),
    "wheel": (N_("Clockwise follows the zodiac on this wheel ({†Z1})."),),
    "colour_ring": (
        N_("<b>The outer ring is the colour key:</b> a card has its constellation's colour ({†K4}); write each "
           "one in from your board, a letter is enough."),
        N_("The rulebook names only {constellation}'s, {colour} ({letter}), and gives no number of colours."),
    ),
    "conjunction": (
        N_("<b>Conjunction:</b> two or more planets on one constellation."),
        N_("One action may put {watch_pawns} pawns there."),
    ),
    "opposition": (
        N_("<b>Opposition:</b> a planet on each of two opposed constellations."),
        N_("One action may put a pawn on each."),
    ),
    "configuration_pay": (
        N_("Pay for each pawn on its own, in any allowed way; never with the Tolomeo card."),
        N_("One configuration per action ({†C7})."),
    ),
    # studying
    "studying": N_("Studying a planet"),
    "study": (
        (N_("A pawn that would be your <b>third</b> on a constellation studies a planet there you have not "
            "studied yet."),
         N_("With no such planet, it cannot go there.")),
        (N_("Take the {pawns_to_study} pawns back: one covers that planet on your sheet, the others go to your "
            "supply."),),
        (N_("Several unstudied planets there: pick one."),
         N_("Each planet once per player ({†S10}); only on your own turn.")),
        (N_("A watch, a comet move or a bonus action can bring the third pawn."),),
        (N_("Then carry out the planet's bonus action at once, if you can: the table at the top of page "
            "{page}."),),
        (N_("Pawns go down one pawn at a time: a study's bonus action comes before the next pawn, so an "
            "opposition can study two planets ({†S2})."),),
    ),
    # the end of a round
    "round_ends": N_("End of a round"),
    "round_end_steps": (
        (N_("The planets shown on the face-up event card step one constellation <b>clockwise</b>."),
         N_("Pawns never move with them.")),
        (N_("The comet steps one constellation <b>counterclockwise</b>."),),
        (N_("Turn the next event card face up on the pile."), N_("None left: the last round begins.")),
        (N_("Turn the d4 back to {die_start}."),),
    ),
    "total_moves": (N_("Each planet card shows how far that planet moves over the whole deck ({moves})."),),
    "planet_moves": N_("{planet}: {moves}"),
    # page 2: the bonus actions
    "bonus_actions": N_("Bonus actions (at once, when you study the planet)"),
    "unnamed": (
        N_("The rulebook prints this Side B entry with no planet name; playaid reads it as {planet}'s, the one "
           "planet left without one ({†B6})."),
    ),
    # setup (its heading is the one every document shares)
    "setup_steps": (
        (N_("Everyone plays the same side of the sheet (A or B)."),
         N_("Each player: a sheet, {pawns} pawns, {starting_hand} constellation cards."),
         N_("Lay {face_up} cards face up by the deck.")),
        (N_("The d4 on Earth showing {die_start}."),
         N_("Shuffle the event deck face down ({†E6}); a random first player keeps it and turns its top card "
            "face up.")),
        (N_("Planets as on a starting position card; the comet on the constellation opposite the Moon."),),
        (N_("Bonus point cards: one worth {top_bonus}, plus one worth {player_bonus} per player."),),
    ),
    # bonus point cards
    "bonus_cards": N_("Bonus point cards"),
    "bonus_card_rule": (
        N_("At the end of your <b>own</b> turn you may take one bonus point card if you have studied every "
           "planet it shows (this turn or earlier)."),
        N_("Keep it face up; it scores at the end."),
    ),
    # the end of the game
    "game_end": N_("End of the game"),
    "game_end_steps": (
        (N_("At the end of the game turn in which a player studies all {planets} planets (the game turn is "
            "played out, {†E7})."),),
        (N_("At the end of the round played without an event card ({†E8}), once the deck has run out."),),
    ),
    "with_eclipsis": N_("With the Eclipsis"),
    "eclipsis": (
        ECLIPSIS_ADDS,
        N_("How it goes into the deck and which pawns it sends home are on the Eclipsis decision sheet."),
    ),
    # the final score
    "final_score": N_("Final score"),
    "add_up": N_("Add up:"),
    "score_parts": (
        (N_("the points your sheet's conversion table gives for the planets you studied (the rulebook prints "
            "one: {printed_planets} planets, {printed_points} points);"),),
        (N_("your bonus point cards;"),),
        (N_("the planets' own points (Side A: {side_a}; Side B: {side_b})."),),
    ),
    "no_points": NC_("the planets' own points on one side of the sheet", "none"),
    "score_pad": (
        N_("The <b>{pad}</b> has a line for each part, tick boxes for the planets and room to copy your "
           "sheet's conversion table."),
        N_("Type it into <b>playaid score tolomeo</b> as it stands, and it adds everything up."),
    ),
})

# Everything the Eclipsis decision sheet says (generator/aids/eclipsis_sheet.py), in the order it is
# printed; it also prints ECLIPSIS_EFFECT's last sentence, the verdicts (FATES) and the report's
# totals (ECLIPSIS_REPORT).
SHEET: Final[Mapping[str, Any]] = MappingProxyType({
    "subtitle": N_("mini-expansion · add it once everyone knows the base game"),
    # the banner: the Eclipsis's way through a game, in order
    "banner": (
        NC_("the Eclipsis banner: step 1", "Into the event deck"),
        NC_("the Eclipsis banner: step 2", "Round end: revealed"),
        NC_("the Eclipsis banner: step 3", "Each constellation"),
        NC_("the Eclipsis banner: step 4", "Discard it, next card"),
    ),
    # 1: the setup
    "setup": N_("Setup: put the Eclipsis into the event deck"),
    "deck_steps": (
        N_("Shuffle the {event_cards} event cards face down ({†E6})"),
        N_("Set {set_aside} aside unseen (A and B); {kept} remain"),
        N_("Shuffle the Eclipsis (E) into those {kept}"),
        N_("B on top, A at the bottom: a new deck ({†X3})"),
    ),
    "top": NC_("the deck picture: the top of the deck", "top"),
    "shuffled": N_("{count} shuffled"),
    "bottom": NC_("the deck picture: the bottom of the deck", "bottom"),
    "deck_place": NC_("the deck strip: the label of its first row", "Deck place"),
    "eclipsis_chance": NC_("the deck strip: the label of its second row", "Eclipsis"),
    "never": NC_("the deck strip: the Eclipsis's chance of a place", "never"),
    "lands": (
        N_("So the Eclipsis is never the first card (turned up at setup) nor the last: it lands in one of the "
           "{eclipsis_places} middle places, each as likely, and nobody knows which."),
        N_("Or let <b>playaid tolomeo events --eclipsis</b> hold the order: lay the event cards face up in a row, "
           "and at each round's end it names the place of the one card to turn up, never the cards to come."),
    ),
    # 2: the reveal
    "revealed": N_("When the Eclipsis is revealed"),
    "when": (
        N_("It is turned up at the end of a round, after the planets and the comet have moved ({†X2}), and "
           "acts at once."),
        N_("Follow the arrows for every constellation with pawns:"),
    ),
    "next_constellation": N_("Next constellation that has pawns on it"),
    "any_planet": N_("Any planet here?"),
    "moon_here": N_("Is the Moon here?"),
    "go_back": N_("GO BACK"),
    "go_back_who": N_("every pawn here, to its owner"),
    "stay": N_("THE PAWNS STAY"),
    "stay_where": N_("where they are"),
    "all_done": N_("Every constellation done?"),
    "yes": NC_("a flowchart's answer", "Yes"),
    "no": NC_("a flowchart's answer", "No"),
    # 3: the worked example
    "example": N_("Worked example"),
    "example_intro": N_("Mid-game, the Eclipsis comes up on this board:"),
    "pawns": NC_("table heading: the pawns on a constellation", "Pawns"),
    "eclipsis": NC_("table heading: what the Eclipsis does to the pawns", "Eclipsis"),
    "verdicts": MappingProxyType({
        Fate.NO_PLANET: N_("<b>{mark} back</b>: no planet"),
        Fate.MOON: N_("<b>{mark} back</b>: the Moon"),
        Fate.STAY: N_("<b>{mark} stay</b>: planet, no Moon"),
    }),
    "comet_alone": N_("<b>{mark} back</b>: comet alone ({†X4})"),
    "wheel": N_("The same sky on the wheel, each planet and the comet in its constellation's sector: {go} the "
                "pawns go back, {stay} they stay."),
    # what the chart's questions take for granted, under the chart (a question carries no ruling's mark)
    "notes": (
        (ECLIPSIS_EFFECT[1],),
        (N_("Only pawns on the board go back; planets already studied stay on the sheets."),),
        (N_("The card under the Eclipsis is the event card of the new round."),),
    ),
})

# Everything the score pad says (generator/aids/tolomeo_score_pad.py): a column per player, a row
# per field of the score sheet in the calculator's order, the rule that scores it beside each, the
# total and the tie-break rows; how each row is typed into playaid score is PAD_FIELDS.
PAD: Final[Mapping[str, Any]] = MappingProxyType({
    "subtitle": N_("One column per player \u00b7 tick what each studied, then add up the points"),
    "player": NC_("score pad table heading: one player's column", "Player {number}"),
    # the rows the calculator reads, in its order (PAD_FIELDS), and the rule beside each
    "fields": MappingProxyType({
        "name": NC_("score pad row", "Name"),
        "side": NC_("score pad row", "Side of the sheets"),
        "studied": NC_("score pad row", "Planets studied"),
        "planet_points": NC_("score pad row", "Points for the planets studied"),
        "bonus_cards": NC_("score pad row", "Bonus point cards"),
    }),
    "rules": MappingProxyType({
        "side": N_("tick one: every sheet shows the same side {\u2020P5}"),
        "studied": N_("tick each"),
        "planet_points": N_("how many you ticked, then what your sheet\u2019s table gives for them {\u2020P4}"),
        "bonus_cards": N_("each card taken: the planets it shows, then its points"),
    }),
    "own": N_("The planets\u2019 own points"),
    "own_rule": N_("Side A: {side_a}; Side B: {side_b}"),
    "tie_rules": (N_("how many you ticked"), N_("how many of them are yours")),
    # the conversion table
    "conversion": N_("Your sheet\u2019s conversion table"),
    "conversion_note": N_("The rulebook prints one value; copy the others from your player sheet ({\u2020P4}): every "
                          "sheet shows the same side, so one table serves everyone ({\u2020P5})."),
})

#: How the pad's rows are typed into ``playaid score tolomeo`` (one object per player): the
#: calculator's fields, in its order (:data:`~playaid.rules.tolomeo.score.PLAYER_FIELDS`), each
#: with the pad's words for it (the pawns' row is the tie-break that reads them).
#:
#: :meta hide-value:
PAD_FIELDS: Final = (
    PadField("name", PAD["fields"]["name"], N_("the name as written")),
    PadField("side", PAD["fields"]["side"], N_("the side ticked: {sides}")),
    PadField("studied", PAD["fields"]["studied"], N_("the planets ticked, as a list: {planet_values}")),
    PadField("planet_points", PAD["fields"]["planet_points"],
             N_("the points written; may be left out for {printed_planets} planets, which the rulebook prints")),
    PadField("bonus_cards", PAD["fields"]["bonus_cards"],
             N_("a list with one object per card written, its points and its planets: "
                "{{\"points\": {top_bonus}, \"planets\": [\"moon\", \"mars\"]}}")),
    PadField("pawns_on_board", TIES.chain[1].text, N_("the count written; needed only to break a tie")),
)


def pad_values(lang: Text = ENGLISH) -> dict[str, Any]:
    """The values of :data:`PAD_FIELDS`' placeholders: the game's, and the values the calculator
    reads with the names the pad prints for them."""
    return {**message_values(lang), "sides": pad_choices([(s.value, s.label) for s in Side], lang),
            "planet_values": pad_choices([(p.value, p.label) for p in data.PLANETS], lang)}

