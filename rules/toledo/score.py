"""Toledo's final score: what each player holds, the points, the tie-breaks and score sheets.

Follows the English rulebook's end-of-game scoring, which the Italian rulebook repeats without a
tie-break (†S8). The tie-breaks are data (:data:`TIES`), from which every surface generates the
sentence that states them.

>>> from playaid.rules.toledo.score import score_sheet
>>> result = score_sheet({"players": [{"name": "Ana", "gems": 4, "movement_cards": [6]},
...                                   {"name": "Bo", "gems": 5, "movement_cards": [1, 1]}]})
>>> [(p.name, p.total, p.tie_keys) for p in result.players], result.winners
([('Ana', 2, (1, 6)), ('Bo', 2, (2, 2))], ('Bo',))
"""

from __future__ import annotations

from dataclasses import dataclass

TYPE_CHECKING = False  # typing stays unimported at run time: playaid score starts fast
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Final

    from playaid.rules.text import Text

from playaid.rules.errors import Check, InvalidNotation, RulesError
from playaid.rules.game import FinalScore, TieBreak, TieBreaks
from playaid.rules.shared import check_count, check_names, read_player, sheet_players
from playaid.rules.shared import short as _short
from playaid.rules.text import ENGLISH, N_
from playaid.rules.toledo.data import (
    GAME, GEMS, GEMS_PER_POINT, MAX_PAINTING, MAX_PLAYERS, MIN_PAINTING, MOVE_SKILL_PENALTY,
    MOVEMENT_CARDS, PAINTINGS, PIECES_PER_PLAYER, SWORD_TILES, _whole, card_value, named, sword_value,
)

__all__ = [
    "kept_sword_points", "gem_points", "Holdings", "PlayerScore", "score_player", "TIES", "final_score",
    "holdings_from_dict", "score_sheet", "RULEBOOK_SCORE", "SHEET_FIELDS", "LIST_FIELDS",
]


def kept_sword_points(value: int) -> int:
    """A sword that was not presented scores half its value, rounded down.

    >>> [kept_sword_points(v) for v in (7, 8, 1)]
    [3, 4, 0]
    """
    return sword_value(value) // 2


def gem_points(gems: int) -> int:
    """One point for every two gems; an odd gem scores nothing.

    >>> gem_points(3), gem_points(4)
    (1, 2)
    """
    return _whole(gems, named("gem_count")) // GEMS_PER_POINT


@dataclass(frozen=True, slots=True)
class Holdings:
    """What a player shows at the end of the game: the input of the final score.

    ``swords_presented`` lie under pieces in the Alcazar (one each); ``swords_kept`` were forged
    but never presented. ``movement_cards`` are the values left in hand, for the tie-breaks.
    """

    swords_presented: tuple[int, ...] = ()
    swords_kept: tuple[int, ...] = ()
    paintings: tuple[int, ...] = ()
    gems: int = 0
    move_skill: bool = False
    movement_cards: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        for name in ("swords_presented", "swords_kept", "paintings", "movement_cards"):
            if not isinstance(getattr(self, name), tuple):
                raise InvalidNotation("toledo.holdings_args", field=repr(name))
        # How many, first: a list longer than the box allows is refused before its items are read.
        check = Check()
        if len(self.swords_presented) > PIECES_PER_PLAYER:
            check.add(RulesError("toledo.presented_over", count=len(self.swords_presented), pieces=PIECES_PER_PLAYER))
        elif len(self.swords_presented) + len(self.swords_kept) > SWORD_TILES:
            check.add(RulesError("toledo.swords_over", count=len(self.swords_presented) + len(self.swords_kept),
                                 most=SWORD_TILES))
        else:
            for i, v in enumerate(self.swords_presented, 1):
                check(sword_value, v, named("presented_sword", number=i))
            for i, v in enumerate(self.swords_kept, 1):
                check(sword_value, v, named("kept_sword", number=i))
        if len(self.paintings) > PAINTINGS:
            check.add(RulesError("toledo.paintings_over", count=len(self.paintings), most=PAINTINGS))
        else:
            for i, v in enumerate(self.paintings, 1):
                check(_whole, v, named("painting", number=i), MIN_PAINTING, MAX_PAINTING)
        if len(self.movement_cards) > MOVEMENT_CARDS:
            check.add(RulesError("toledo.cards_over_box", count=len(self.movement_cards), most=MOVEMENT_CARDS))
        else:
            for i, v in enumerate(self.movement_cards, 1):
                check(card_value, v, named("movement_card_number", number=i))
        check(_whole, self.gems, named("the_gems"), 0, GEMS)
        if not isinstance(self.move_skill, bool):
            check.add(InvalidNotation("shared.true_or_false", field="'move_skill'", value=_short(self.move_skill)))
        check.done()


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """A player's final score, part by part, and the tie-break figures."""

    name: str
    presented_points: int
    kept_points: int
    painting_points: int
    gems: int
    gem_points: int
    move_skill_penalty: int
    cards_in_hand: int
    card_value_total: int
    total: int
    holdings: Holdings

    @property
    def tie_keys(self) -> tuple[int, ...]:
        """The figures :data:`TIES` compares after points, in order."""
        return tuple(getattr(self, step.key) for step in TIES.chain)

    @property
    def rulings(self) -> tuple[str, ...]:
        """The keys of the playaid rulings this score relies on: a total below zero (†S4).

        >>> score_player("Green", Holdings(move_skill=True)).rulings, score_player("Red", RULEBOOK_SCORE).rulings
        (('S4',), ())
        """
        return ("S4",) if self.total < 0 else ()

    def to_dict(self) -> dict[str, Any]:
        h = self.holdings
        return {
            "name": self.name,
            "total": self.total,
            "swords_presented": list(h.swords_presented),
            "presented_points": self.presented_points,
            "swords_kept": list(h.swords_kept),
            "kept_points": self.kept_points,
            "paintings": list(h.paintings),
            "painting_points": self.painting_points,
            "gems": self.gems,
            "gem_points": self.gem_points,
            "move_skill": h.move_skill,
            "move_skill_penalty": self.move_skill_penalty,
            "movement_cards": list(h.movement_cards),
            "cards_in_hand": self.cards_in_hand,
            "card_value_total": self.card_value_total,
            "rulings": list(self.rulings),
        }


def score_player(name: str, holdings: Holdings) -> PlayerScore:
    """Score one player: presented swords in full, kept swords at half (rounded down),
    paintings, one point per two gems, and two off for a move skill tile still held.

    The rulebook's own example: one sword of 12 presented, one of 7 kept, two paintings of 2,
    three gems and the move skill tile.

    >>> s = score_player("Red", Holdings((12,), (7,), (2, 2), 3, True))
    >>> s.presented_points, s.kept_points, s.painting_points, s.gem_points, s.move_skill_penalty, s.total
    (12, 3, 4, 1, -2, 18)
    """
    if not isinstance(holdings, Holdings):
        raise InvalidNotation("toledo.score_args", value=_short(holdings))
    presented = sum(holdings.swords_presented)
    kept = sum(kept_sword_points(v) for v in holdings.swords_kept)
    paintings = sum(holdings.paintings)
    gp = gem_points(holdings.gems)
    penalty = MOVE_SKILL_PENALTY if holdings.move_skill else 0
    return PlayerScore(name, presented, kept, paintings, holdings.gems, gp, penalty,
                       len(holdings.movement_cards), sum(holdings.movement_cards),
                       presented + kept + paintings + gp + penalty, holdings)


#: The rulebook's scoring example (line 89): one sword of 12 presented and one of 7 kept, two
#: paintings of 2, three gems, and the move skill tile still held.
RULEBOOK_SCORE: Final = Holdings(swords_presented=(12,), swords_kept=(7,), paintings=(2, 2), gems=3, move_skill=True)

#: After points: the most movement cards in hand, then the highest total of their values (†S7);
#: players still tied share the win (†S9). :func:`playaid.rules.game.tie_break_text` states the
#: chain, and :func:`playaid.rules.game.winner_text` the winner, from this data.
#:
#: :meta hide-value:
TIES: Final = TieBreaks((
    TieBreak("cards_in_hand", text=N_("more movement cards in hand"), field="movement_cards"),
    TieBreak("card_value_total", text=N_("a higher total value of the movement cards in hand"),
             ruling="S7", field="movement_cards"),
), shared_ruling="S9")


def final_score(entries: Sequence[tuple[str, Holdings]]) -> FinalScore:
    """Score a table, checking what no single player can: distinct names and the box's limits;
    every fault is found before the table is refused."""
    check_count(len(entries), 1, MAX_PLAYERS)
    check = Check()
    check(check_names, [name for name, _ in entries])
    return _scored(entries, check)


def _scored(entries: Sequence[tuple[str, Holdings]], check: Check) -> FinalScore:
    """The table's score once the box's limits are checked (faults collected in ``check``)."""
    holdings = [h for _, h in entries]
    limits = (
        ("swords", sum(len(h.swords_presented) + len(h.swords_kept) for h in holdings), SWORD_TILES, "sword_tiles"),
        ("paintings", sum(len(h.paintings) for h in holdings), PAINTINGS, "paintings"),
        ("gems", sum(h.gems for h in holdings), GEMS, "gems"),
        ("movement_cards", sum(len(h.movement_cards) for h in holdings), MOVEMENT_CARDS, "movement_cards"),
    )
    for what, n, limit, box in limits:
        if n > limit:
            check.add(RulesError("toledo.table_over", count=n, what=named(what), most=limit, box=named(box)))
    check.done()
    scores = tuple(score_player(name, h) for name, h in entries)
    return FinalScore.of(GAME, scores, TIES)


# --------------------------------------------------------------------------------------------
# Reading a hand-written score sheet (JSON already decoded by the caller)

#: Every field a player of a score sheet may have, in the order a score pad prints them: the name,
#: what scores, then the cards left in hand for the tie-breaks. Only ``name`` is required.
SHEET_FIELDS: Final = ("name", "swords_presented", "swords_kept", "paintings", "gems", "move_skill",
                       "movement_cards")
#: The fields that take a list of values (one value per sword, painting or card); ``gems`` is a
#: count and ``move_skill`` is true or false.
LIST_FIELDS: Final = ("swords_presented", "swords_kept", "paintings", "movement_cards")


def holdings_from_dict(data: Any, number: int) -> tuple[str, Holdings]:
    """Read one player of a score sheet; errors name the player and the field, every fault of the
    player at once."""
    check = Check()
    name, who = read_player(data, number, SHEET_FIELDS, check)
    check = check.at(who)
    lists = {}
    for field in LIST_FIELDS:
        raw = data.get(field, [])
        if not isinstance(raw, list):
            check.add(InvalidNotation("toledo.values_list", field=repr(field), value=_short(raw)))
            raw = []
        lists[field] = tuple(raw)
    holdings = check(Holdings, gems=data.get("gems", 0), move_skill=data.get("move_skill", False), **lists)
    check.done()
    assert holdings is not None
    return name, holdings


def score_sheet(data: Any, lang: Text = ENGLISH) -> FinalScore:
    """Score a decoded sheet ``{"players": [...]}``; only ``name`` is required for each player.
    The whole sheet is read before it is refused, naming every fault at once (Toledo's sheet
    holds numbers only, so ``lang`` changes nothing it reads).

    >>> sheet = {"players": [{"name": "Red", "swords_presented": [12], "swords_kept": [7],
    ...                       "paintings": [2, 2], "gems": 3, "move_skill": True}]}
    >>> score_sheet(sheet).players[0].total
    18
    >>> score_sheet({"players": [{"name": "Red", "gems": -1, "paintings": [9], "move_skill": "yes"}]})
    Traceback (most recent call last):
    ...
    playaid.rules.errors.Faults: 3 faults:
      player 'Red': painting 1 must be 1 to 3, not 9
      player 'Red': the count of gems cannot be negative (-1)
      player 'Red': 'move_skill' must be true or false, not 'yes'
    """
    players = sheet_players(data, most=MAX_PLAYERS)
    check = Check()
    entries = [check(holdings_from_dict, p, i) for i, p in enumerate(players, 1)]
    read = [e for e in entries if e is not None]
    check(check_names, [name for name, _ in read])
    return _scored(read, check)
