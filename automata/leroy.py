"""Le Roy, the King's Challenge opponent, as a script that asks questions and says what to do.

:func:`play` is a generator: it yields an :class:`Ask` whenever it needs an answer, and receives
the answer's value. A question whose answer follows from the state (the player has passed, so
there is no die to sell; the cathedral is full and stays full, †C3) carries that answer as
:attr:`Ask.known`, and the session gives it without asking: that rule lives in one place, the
session engine (:mod:`playaid.automata.session`), not in each question. Every question that is
asked offers a suggestion the reader accepts, so pressing Enter plays a whole game.

Each question reads its answer with a :class:`Reader`, which also shows the value in the
transcript and turns it into canonical JSON for the save and back: a save keeps answers, not
keystrokes. Given the same seed and the same answers the script always says the same things.

What le Roy scores is added up by source in :class:`State` as it happens (†V1): what the
rulebook gives him is counted here; a number only the board shows is asked once, when it
happens. All rules come from :mod:`playaid.rules.troyes` and every sentence from its text source
(:mod:`playaid.rules.troyes.text`), shown in the language of ``ctx.text``; this module only
sequences them.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from playaid.rules import troyes as tr
from playaid.rules.errors import RulesError
from playaid.rules.shared import RULING_MARK, printable, short
from playaid.rules.text import ENGLISH, Text
from playaid.rules.troyes import text as T

#: English as the readers speak it: what every language reads besides its own words.
_ENGLISH = T.speaking(ENGLISH)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from playaid.rules.text import Message

DEFAULT_ROUNDS = tr.ROUNDS
MAX_ROUNDS = tr.MAX_ROUNDS
CHARACTERS = tr.CHARACTER_CARDS
#: Le Roy and you, as the state and the saves name the sides.
YOU, LE_ROY = "you", "le_roy"


class BadAnswer(ValueError):
    """An answer that does not fit the question; the message is the hint shown to the player."""


class _Missing:
    """The answer of a question nothing answers yet (:attr:`Ask.known` left out)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


# ------------------------------------------------------------------------------------------
# Readers: how an answer is read from what was typed, shown, saved and loaded


class Reader:
    """How one kind of answer is read (:meth:`read`), shown in the transcript (:meth:`show`),
    saved as canonical JSON (:meth:`dump`) and loaded back with the same checks (:meth:`load`)."""

    _lang: Text = T.speaking(ENGLISH)

    @property
    def lang(self) -> Text:
        """The language the reader reads and refuses in, the words a player types filled in."""
        return self._lang

    @lang.setter
    def lang(self, text: Text) -> None:
        self._lang = T.speaking(text)

    def read(self, text: str) -> Any:
        raise NotImplementedError

    def show(self, value: Any) -> str:
        return str(value)

    def dump(self, value: Any) -> Any:
        return value

    def load(self, data: Any) -> Any:
        """A saved value, checked as a typed one is: a value that does not fit raises BadAnswer."""
        return self.read(self.show(data))


_DIGITS = re.compile(r"[0-9]+")
_NEGATIVE = re.compile(r"-[0-9]+")
#: The most digits a number typed for any question has: more is out of every range (and is never
#: made into an int, whose conversion of thousands of digits Python refuses).
_MAX_DIGITS = 9


def words(lang: Text, name: str) -> set[str]:
    """Every word that gives the answer or command ``name`` (``yes``, ``none``, ``quit``...), as it
    is compared (:func:`fold`): its own word in ``lang`` and in English, and the other words
    :data:`~playaid.rules.troyes.text.ALSO` lists for it in each."""
    found = set()
    for t in (lang, _ENGLISH):
        found.add(fold(t(T.ANSWER_WORDS[name])))
        if name in T.ALSO:
            found |= {fold(w) for w in t(T.ALSO[name]).split("|") if w.strip()}
    return found


_TYPED_DIE = re.compile(r"\s*([^\W\d_])\s*([1-6])\s*")


def _letters(lang: Text) -> dict[str, tr.Colour]:
    """The colour of each letter a die may be typed with: the language's (``T.DIE_LETTERS``), then
    the English ones where they mean nothing else."""
    found = {fold(lang(T.DIE_LETTERS[c])): c for c in tr.Colour}
    for c in tr.Colour:
        found.setdefault(c.letter.lower(), c)
    return found


def _black_letters(lang: Text) -> set[str]:
    """The letters a black die may be typed with: the language's (``T.BLACK_LETTER``), and the
    English one where it is no colour's letter in ``lang`` (in Italian B is bianco, white)."""
    found = {fold(lang(T.BLACK_LETTER))}
    english = fold(_ENGLISH(T.BLACK_LETTER))
    if english not in _letters(lang):
        found.add(english)
    return found - set(_letters(lang))


def _saved_dice(items: list[Any], lang: Text) -> str:
    """Dice as a save holds them (always ``R5``, ``Y3``, ``W6``), written as the player would type
    them in ``lang``, so that loading checks them as typing does."""
    try:
        return " ".join(T.die_text(tr.Die.parse(str(d)), lang) for d in items)
    except RulesError:
        raise BadAnswer(lang(T.HINT_SELL)) from None


def _dice(text: str, lang: Text) -> tuple[tr.Die, ...]:
    """Dice as typed, spaces or commas, with the language's letters or the English ones;
    BadAnswer naming the first that is not a die."""
    letters = _letters(lang)
    dice = []
    for item in re.split(r"\s*,\s*|\s+", text.strip()) if text.strip() else [""]:
        found = _TYPED_DIE.fullmatch(item)
        colour = letters.get(fold(found.group(1))) if found else None
        if colour is None:
            named = lang(T.SOURCE_SEPARATOR).join(
                lang(T.LETTER, letter=lang(T.DIE_LETTERS[c]), colour=lang(c.label)) for c in tr.Colour)
            raise BadAnswer(lang(T.NOT_A_DIE, text=short(item), letters=named))
        dice.append(tr.Die(colour, int(found.group(2))))
    return tuple(dice)


class Number(Reader):
    """A whole number in digits, from ``low`` to ``high``; ``refusal`` says why beyond."""

    def __init__(self, low: int, high: int, what: Message, lang: Text = ENGLISH,
                 refusal: Message = T.NOT_IN_RANGE) -> None:
        self.low, self.high, self.what, self.lang, self.refusal = low, high, what, lang, refusal

    def read(self, text: str) -> int:
        text = text.strip()
        if not (_NEGATIVE.fullmatch(text) or _DIGITS.fullmatch(text)):
            raise BadAnswer(self.lang(T.NOT_A_NUMBER, what=self.lang(self.what)))
        if len(text.lstrip("-").lstrip("0")) > _MAX_DIGITS:
            return self.check(-(10**_MAX_DIGITS) if text.startswith("-") else 10**_MAX_DIGITS)
        return self.check(int(text))

    def check(self, n: int) -> int:
        if not self.low <= n <= self.high:
            raise BadAnswer(self.lang(self.refusal, what=self.lang(self.what), low=self.low, high=self.high))
        return n

    def load(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise BadAnswer(self.lang(T.NOT_A_NUMBER, what=self.lang(self.what)))
        return self.check(data)


def fold(text: str) -> str:
    """An answer as it is compared: lower case, single spaces, accents left out (``Sì`` reads as ``si``)."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(ch for ch in folded if not unicodedata.combining(ch)).split())


class YesNo(Reader):
    def __init__(self, lang: Text = ENGLISH) -> None:
        self.lang = lang

    def read(self, text: str) -> bool:
        t = fold(text)
        if t in words(self.lang, "yes"):
            return True
        if t in words(self.lang, "no"):
            return False
        raise BadAnswer(self.lang(T.HINT_YES_NO))

    def show(self, value: bool) -> str:
        return self.lang(T.ANSWER_YES if value else T.ANSWER_NO)

    def load(self, data: Any) -> bool:
        if not isinstance(data, bool):
            raise BadAnswer(self.lang(T.HINT_YES_NO))
        return data


class Who(Reader):
    """You or le Roy: ``"you"`` or ``"le_roy"``."""

    def __init__(self, lang: Text = ENGLISH) -> None:
        self.lang = lang

    def read(self, text: str) -> str:
        t = fold(text)
        if t in words(self.lang, "you"):
            return YOU
        if t in words(self.lang, "le_roy") or t == LE_ROY:
            return LE_ROY
        raise BadAnswer(self.lang(T.HINT_WHO))

    def show(self, value: str) -> str:
        return self.lang(T.ANSWER_YOU if value == YOU else T.ANSWER_LE_ROY)

    def load(self, data: Any) -> str:
        if data not in (YOU, LE_ROY):
            raise BadAnswer(self.lang(T.HINT_WHO))
        return data


def _names(label: str) -> set[str]:
    """The ways a printed name may be typed: whole, without the original's name in brackets, and
    that name alone (``Palazzo [Palace]``: ``palazzo [palace]``, ``palazzo``, ``palace``)."""
    found = {fold(label), fold(T.spoken(label))}
    if "[" in label:
        found.add(fold(label.split("[", 1)[1].split("]", 1)[0]))
    return found


def _building(text: str, lang: Text) -> tr.Building:
    """A building as typed in ``lang`` (its name, its initial, its colour or its colour's letter),
    or as English names it (:meth:`playaid.rules.troyes.Building.parse`)."""
    said = fold(text)
    aliases: dict[str, tr.Building] = {}
    initials = [T.spoken(lang(b.label))[:1] for b in tr.Building]
    for b, initial in zip(tr.Building, initials):
        aliases.update(dict.fromkeys(_names(lang(b.label)), b))
        aliases.update({fold(lang(b.colour.label)): b, fold(lang(T.DIE_LETTERS[b.colour])): b})
        if initials.count(initial) == 1:
            aliases.setdefault(fold(initial), b)
    if said in aliases:
        return aliases[said]
    return tr.Building.parse(text)


def _none(text: str, lang: Text) -> bool:
    """``none`` (or nothing at all, as a save's empty list reads) in ``lang`` or in English."""
    return fold(text) in words(lang, "none") | {""}


def _card_words(lang: Text) -> dict[str, tr.ModifiedCard]:
    """A card by any word of its name in ``lang`` that no other card's name holds, or by its
    initials (``costruttori``, ``ci`` for Costruttori itineranti); English's are read by
    :meth:`playaid.rules.troyes.ModifiedCard.parse`."""
    found: dict[str, list[tr.ModifiedCard]] = {}
    for card in tr.ModifiedCard:
        name = fold(T.spoken(lang(card.label)))
        parts = [w for w in re.split(r"[\s-]+", name) if w]
        keys = {w for w in parts if len(w) >= 3}
        if len(parts) > 1:
            keys.add("".join(w[0] for w in parts))
        for key in keys:
            found.setdefault(key, []).append(card)
    return {key: cards[0] for key, cards in found.items() if len(cards) == 1}


class Cards(Reader):
    """Which of the cards changed against le Roy are in play: a tuple, in the cards' order."""

    def __init__(self, lang: Text = ENGLISH) -> None:
        self.lang = lang

    def read(self, text: str) -> tuple[tr.ModifiedCard, ...]:
        if _none(text, self.lang):
            return ()
        names = sorted(((name, c) for c in tr.ModifiedCard for name in _names(self.lang(c.label)) if name),
                       key=lambda item: -len(item[0]))
        t = fold(text.replace(",", " "))
        found = set()
        for name, card in names:  # a card's whole name, as it is printed, first (longest names first)
            if name in t:
                found.add(card)
                t = t.replace(name, " ")
        own = _card_words(self.lang)
        for word in t.split():
            if word in own:
                found.add(own[word])
                continue
            try:
                found.add(tr.ModifiedCard.parse(word))
            except RulesError:
                raise BadAnswer(self.lang(T.NOT_A_CARD, card=printable(word, limit=40),
                                          cards=T.cards_menu(list(tr.ModifiedCard), self.lang))) from None
        return tuple(c for c in tr.ModifiedCard if c in found)

    def show(self, value: tuple[tr.ModifiedCard, ...]) -> str:
        return self.lang(T.SOURCE_SEPARATOR).join(self.lang(c.label) for c in value) if value else self.lang(T.NONE)

    def dump(self, value: tuple[tr.ModifiedCard, ...]) -> list[str]:
        return [c.value for c in value]

    def load(self, data: Any) -> tuple[tr.ModifiedCard, ...]:
        if not isinstance(data, list):
            raise BadAnswer(self.lang(T.HINT_CARDS))
        return self.read(" ".join(str(d) for d in data))


class Dice(Reader):
    """Dice such as ``R6 Y3`` (spaces or commas); ``expect`` counts them by colour; ``roll``
    also takes the word roll (the automaton then rolls them)."""

    def __init__(self, lang: Text = ENGLISH, expect: dict[tr.Colour, int] | None = None, roll: bool = False) -> None:
        self.lang, self.expect, self.roll = lang, expect, roll

    def read(self, text: str) -> Any:
        if self.roll and fold(text) in words(self.lang, "roll"):
            return "roll"
        dice = () if _none(text, self.lang) else _dice(text, self.lang)
        if self.expect is not None:
            got = {c: sum(1 for d in dice if d.colour is c) for c in tr.Colour}
            if got != self.expect:
                raise BadAnswer(self.lang(T.NOT_THOSE_DICE, plan=T.round_plan(self.expect, self.lang)))
        return dice

    def show(self, value: Any) -> str:
        return self.lang(T.ANSWER_ROLL) if value == "roll" else T.dice_line(value, self.lang)

    def dump(self, value: Any) -> Any:
        return "roll" if value == "roll" else [str(d) for d in value]

    def load(self, data: Any) -> Any:
        if data == "roll" and self.roll:
            return "roll"
        if not isinstance(data, list) or not all(isinstance(d, str) for d in data):
            raise BadAnswer(self.lang(T.HINT_SELL))
        return self.read(_saved_dice(data, self.lang))


class Black(Reader):
    """The black dice of each red event this round: ``6 4/5`` (†K2), within the bounds of †A1; a
    value may carry the black die's letter (``B6``, Italian ``N6``: ``T.BLACK_LETTER``)."""

    def __init__(self, lang: Text = ENGLISH) -> None:
        self.lang = lang

    def read(self, text: str) -> tuple[tuple[int, ...], ...]:
        if _none(text, self.lang):
            return ()
        letters = _black_letters(self.lang)
        events = []
        for group in text.split("/"):
            if not group.strip():
                raise BadAnswer(self.lang(T.EMPTY_EVENT))
            items = re.split(r"\s*,\s*|\s+", re.sub(r"(?<![^\s,])([^\W\d_])\s+(?=[1-6])", r"\1", group.strip()))
            values = []
            for item in items:
                found = re.fullmatch(r"([^\W\d_]?)([1-6])", item)
                if not found or (found.group(1) and fold(found.group(1)) not in letters):
                    raise BadAnswer(self.lang(T.NOT_A_BLACK_DIE, text=short(item)))
                values.append(int(found.group(2)))
            events.append(tuple(values))
        if len(events) > tr.MAX_RED_EVENTS:
            raise BadAnswer(self.lang(T.TOO_MANY_EVENTS, count=tr.MAX_RED_EVENTS))
        if any(len(e) > tr.MAX_BLACK_DICE for e in events):
            raise BadAnswer(self.lang(T.TOO_MANY_BLACK, count=tr.MAX_BLACK_DICE))
        return tuple(events)

    def show(self, value: Any) -> str:
        return "/".join(" ".join(map(str, e)) for e in value) if value else self.lang(T.NONE)

    def dump(self, value: Any) -> list[list[int]]:
        return [list(e) for e in value]

    def load(self, data: Any) -> Any:
        if not isinstance(data, list) or not all(isinstance(e, list) and e and all(
                isinstance(b, int) and not isinstance(b, bool) for b in e) for e in data):
            raise BadAnswer(self.lang(T.HINT_BLACK))
        return self.read("/".join(" ".join(map(str, e)) for e in data))


class TwoBlack(Reader):
    """The two black dice of his turn, typed: ``3 4`` or their total; or roll."""

    def __init__(self, lang: Text = ENGLISH) -> None:
        self.lang = lang

    def read(self, text: str) -> Any:
        t = fold(text)
        if t in words(self.lang, "roll"):
            return "roll"
        parts = [p for p in re.split(r"[\s,+]+", t) if p]
        refusal = BadAnswer(self.lang(T.NOT_TWO_BLACK, low=min(tr.TABLE), high=max(tr.TABLE)))
        if not parts or not all(_DIGITS.fullmatch(p) and len(p) <= 2 for p in parts):
            raise refusal
        values = [int(p) for p in parts]
        if len(values) == 2 and all(1 <= v <= 6 for v in values):
            return values[0] + values[1]
        if len(values) == 1 and values[0] in tr.TABLE:
            return values[0]
        raise refusal

    def load(self, data: Any) -> Any:
        if data != "roll" and (isinstance(data, bool) or not isinstance(data, int)):
            raise BadAnswer(self.lang(T.NOT_TWO_BLACK, low=min(tr.TABLE), high=max(tr.TABLE)))
        return self.read(str(data))


class Banners(Number):
    """Free banners on the right-most event, or no event on display (†E1)."""

    def __init__(self, lang: Text = ENGLISH) -> None:
        super().__init__(0, tr.MAX_BANNERS, T.WHAT_BANNERS, lang, T.NOT_IN_RANGE_TYPING)

    def read(self, text: str) -> Any:
        if fold(text) in words(self.lang, "no_event"):
            return "no_event"
        return super().read(text)

    def show(self, value: Any) -> str:
        return self.lang(T.ANSWER_NO_EVENT) if value == "no_event" else str(value)

    def load(self, data: Any) -> Any:
        return "no_event" if data == "no_event" else super().load(data)


class Place(Reader):
    """A building and a free place in it: ``palace 2``, ``p2``, or the building alone (its best free place)."""

    def __init__(self, board: Callable[[], tr.Board], lang: Text = ENGLISH) -> None:
        self.board, self.lang = board, lang

    def read(self, text: str) -> tuple[tr.Building, int]:
        lang = self.lang
        said = text.replace(",", " ").split()
        if not said:
            raise BadAnswer(lang(T.NO_PLACE_SAID))
        number = None
        if _DIGITS.fullmatch(said[-1]):
            number = int(said.pop()) if len(said[-1]) <= _MAX_DIGITS else 10**_MAX_DIGITS
        elif len(said[-1]) > 1 and _DIGITS.fullmatch(said[-1][-1]) and said[-1][:-1].isalpha():
            number = int(said[-1][-1])
            said[-1] = said[-1][:-1]
        if not said:
            raise BadAnswer(lang(T.NO_PLACE_SAID))
        try:
            building = _building(" ".join(said), lang)
        except RulesError:
            raise BadAnswer(lang(T.NOT_A_BUILDING, buildings=", ".join(str(b) for b in tr.Building),
                                 places=tr.PLACES)) from None
        board = self.board()
        name = lang(building.label)
        if number is None:
            number = board.best_free(building)
            if number is None:
                raise BadAnswer(lang(T.BUILDING_FULL, building=name))
        if not 1 <= number <= tr.PLACES:
            raise BadAnswer(lang(T.NOT_A_PLACE, places=tr.PLACES))
        if board.row(building)[number - 1] is not None:
            raise BadAnswer(lang(T.PLACE_TAKEN, place=number, building=name))
        return building, number

    def show(self, value: tuple[tr.Building, int]) -> str:
        return f"{self.lang(value[0].label)} {value[1]}"

    def dump(self, value: tuple[tr.Building, int]) -> list[Any]:
        return [value[0].value, value[1]]

    def load(self, data: Any) -> tuple[tr.Building, int]:
        if not (isinstance(data, list) and len(data) == 2 and isinstance(data[0], str)
                and isinstance(data[1], int) and not isinstance(data[1], bool)):
            raise BadAnswer(self.lang(T.NO_PLACE_SAID))
        return self.read(f"{data[0]} {data[1]}")


class Counts(Reader):
    """The meeples in each building, le Roy's/yours: ``4/2 5/1 3/3``; with ``last`` (what the
    automaton last knew), ``same`` (``=``) says they have not changed since."""

    def __init__(self, lang: Text = ENGLISH, last: dict[tr.Building, tuple[int, int]] | None = None) -> None:
        self.lang, self.last = lang, last

    def read(self, text: str) -> dict[tr.Building, tuple[int, int]]:
        lang = self.lang
        if self.last is not None and fold(text) in words(lang, "same"):
            return dict(self.last)
        numbers = re.split(r"[\s,/]+", text.strip())
        if len(numbers) != 2 * len(tr.Building) or not all(_DIGITS.fullmatch(n) and len(n) <= 2 for n in numbers):
            raise BadAnswer(lang(T.HINT_MEEPLES, count=len(tr.Building)))
        pairs = [(int(numbers[2 * i]), int(numbers[2 * i + 1])) for i in range(len(tr.Building))]
        for b, (roy, you) in zip(tr.Building, pairs):
            if roy + you > tr.PLACES:
                raise BadAnswer(lang(T.TOO_MANY_MEEPLES, building=lang(b.label), places=tr.PLACES, le_roy=roy,
                                     you=you))
        return dict(zip(tr.Building, pairs))

    def show(self, value: dict[tr.Building, tuple[int, int]]) -> str:
        return " ".join(f"{r}/{p}" for r, p in value.values())

    def dump(self, value: dict[tr.Building, tuple[int, int]]) -> list[list[int]]:
        return [list(value[b]) for b in tr.Building]

    def load(self, data: Any) -> dict[tr.Building, tuple[int, int]]:
        if not (isinstance(data, list) and all(isinstance(p, list) and len(p) == 2 for p in data)):
            raise BadAnswer(self.lang(T.HINT_MEEPLES, count=len(tr.Building)))
        return self.read(" ".join(f"{r}/{p}" for r, p in data))


class PlayerTurn(Reader):
    """Your turn: done, pass (you are out of dice), or the dice you took from le Roy."""

    def __init__(self, pool: Callable[[], tuple[tr.Die, ...]], lang: Text = ENGLISH) -> None:
        self.pool, self.lang = pool, lang

    def read(self, text: str) -> tuple[str, tuple[tr.Die, ...]]:
        lang = self.lang
        t = fold(text)
        if t in words(lang, "done") | {""}:
            return ("done", ())
        if t in words(lang, "pass"):
            return ("pass", ())
        word, _, rest = t.partition(" ")
        if word in _take_words(lang):
            dice = _dice(rest, lang) if rest.strip() else ()
            if not dice:
                raise BadAnswer(lang(T.WHICH_DICE))
            if len(dice) > tr.MAX_DICE_PER_ACTION:  # the Tithe's too (line 108)
                raise BadAnswer(T.sentence(T.TOO_MANY_TAKEN, lang, count=len(dice)))
            pool = list(self.pool())
            for d in dice:
                if d not in pool:
                    raise BadAnswer(lang(T.NOT_HIS_DIE, die=T.die_text(d, lang), dice=T.dice_line(self.pool(), lang)))
                pool.remove(d)
            return ("take", dice)
        raise BadAnswer(lang(T.NOT_A_TURN))

    def show(self, value: tuple[str, tuple[tr.Die, ...]]) -> str:
        kind, dice = value
        if kind == "take":
            return self.lang(T.ANSWER_TAKE, dice=T.dice_line(dice, self.lang))
        return self.lang(T.ANSWER_DONE if kind == "done" else T.ANSWER_PASS)

    def dump(self, value: tuple[str, tuple[tr.Die, ...]]) -> Any:
        kind, dice = value
        return ["take", [str(d) for d in dice]] if kind == "take" else kind

    def load(self, data: Any) -> tuple[str, tuple[tr.Die, ...]]:
        if data in ("done", "pass"):
            return (data, ())
        if isinstance(data, list) and len(data) == 2 and data[0] == "take" and isinstance(data[1], list):
            return self.read("take " + _saved_dice(data[1], self.lang))
        raise BadAnswer(self.lang(T.NOT_A_TURN))


def _take_words(lang: Text) -> set[str]:
    """The words that say you took his dice (``take``, ``buy``), in ``lang`` and in English."""
    return {fold(t(m, dice="")) for t in (lang, _ENGLISH) for m in (T.ANSWER_TAKE, T.ANSWER_BUY)}


class Enter(Reader):
    """Enter once the player has done something on the board."""

    def __init__(self, lang: Text = ENGLISH) -> None:
        self.lang = lang

    def read(self, text: str) -> str:
        return "done"

    def show(self, value: str) -> str:
        return self.lang(T.ANSWER_DONE)

    def load(self, data: Any) -> str:
        return "done"


# ------------------------------------------------------------------------------------------
# Questions


@dataclass(frozen=True)
class Ask:
    """A question: its id, its text, the suggestion offered in brackets, how to read an answer.

    ``known`` is the answer when the state already gives it: the session then answers without
    asking. ``default`` is the suggestion, an answer the reader accepts, offered only where the
    rules or the state prove it (the rounds of a game of Troyes, †G1; the cathedral answered since
    anyone could touch it); a question whose answer only the board shows has none (``""``), and
    an empty answer to it is refused (:data:`~playaid.rules.troyes.text.NO_SUGGESTION`).
    """

    key: str
    text: str
    default: str
    reader: Reader
    hint: str
    known: Any = MISSING

    @property
    def is_known(self) -> bool:
        return self.known is not MISSING

    @property
    def prompt(self) -> str:
        """The question as a terminal asks it: its text, the suggestion in brackets if it has one."""
        return f"{self.text} [{self.default}] > " if self.default else f"{self.text} > "

    def parse(self, text: str) -> Any:
        """Read a typed answer (an empty one takes the suggestion); BadAnswer if it does not fit."""
        if not text.strip() and not self.default:
            raise BadAnswer(self.reader.lang(T.NO_SUGGESTION))
        return self.reader.read(text.strip() or self.default)


@dataclass
class State:
    """What the automaton tracks between questions; the state line and ``status`` read it live."""

    board: tr.Board = field(default_factory=tr.Board.empty)
    dice: tuple[tr.Die, ...] = ()
    rounds: int = DEFAULT_ROUNDS
    round: int = 0
    starter: str = YOU
    at: str = "setup"                  #: setup, round_start, you, le_roy, round_end, game_end
    his_turn: int = 0                  #: his turns so far this round
    player_out: bool = False
    characters: int = CHARACTERS
    cathedral: int | None = None       #: free cathedral spaces as last answered (None: never asked)
    cathedral_sure: bool = False       #: answered since your last action: nobody has changed it since
    banners_sure: str = ""
    places_known: bool = True          #: who stands on which place is known (setup); after, only counts
    cards: tuple[tr.ModifiedCard, ...] = ()
    points: dict[str, int] = field(default_factory=lambda: dict.fromkeys(T.SOURCES, 0))
    rolled: int = 0                    #: his dice rolled, all rounds
    spent: int = 0                     #: his own dice spent on his turns
    fought: int = 0                    #: his dice spent against black dice
    taken: int = 0                     #: his dice you took


@dataclass
class Context:
    """What the script may touch: its random source, its language and its output. Owned by the session."""

    rng: random.Random
    manual_dice: bool = False
    lines: list[str] = field(default_factory=list)
    text: Text = ENGLISH
    state: State | None = None
    result: dict[str, Any] | None = None
    states_said: set[str] = field(default_factory=set)  #: every state line said, as it was said

    def __post_init__(self) -> None:
        self.text = T.speaking(self.text)

    def say(self, message: Message | None = None, **values: Any) -> None:
        """Say a message of the text source, filled in with ``values`` (nothing: an empty line)."""
        self.lines.append("" if message is None else marks_after(self.text(message, **values)))

    def tell(self, line: str, indent: str = "") -> None:
        """Say a sentence already made by the text source (``playaid.rules.troyes.text``)."""
        self.lines.append(indent + marks_after(line))

    def tell_state(self) -> None:
        """Say the state line, as it is now (the surfaces tell it from the other lines)."""
        line = self.state_line()
        self.states_said.add(line)
        self.lines.append(line)

    def state_line(self) -> str:
        """Where the game stands now, from the state as it is."""
        s = self.state or State()
        return T.state_line(at=s.at, round=s.round, rounds=s.rounds, turn=s.his_turn, dice=s.dice, points=s.points,
                            characters=s.characters, cathedral=s.cathedral, lang=self.text)

    def status(self) -> list[str]:
        """What ``status`` shows: the state line, then the buildings: place by place while the
        automaton knows who stands where (the setup), else the meeples in each as last counted."""
        s = self.state or State()
        if s.places_known:
            return [self.state_line(), *T.board_diagram(s.board, self.text)]
        return [self.state_line(), self.text(T.STATUS_MEEPLES, meeples=T.meeples_text(s.board, self.text))]


Script = Generator  #: a generator yielding Ask, receiving answers (Generator[Ask, Any, None])

_INDENT = "  "
_MARK = re.compile(RULING_MARK + r"([A-Z][0-9]+)(?![0-9])")
#: A ruling's mark as the text source writes it in a sentence: ``(†B2)`` (a gloss after a colon
#: too), or ``†T1`` after a word or a comma.
_ATTACHED = re.compile(r"(?:,\s*|\s*)\(" + RULING_MARK + r"([A-Z][0-9]+)(?::[^)]*)?\)|(?:,\s*|\s+)"
                       + RULING_MARK + r"([A-Z][0-9]+)(?![0-9])")
#: Where a sentence ends: its stop, then the end of the line or the capital of the next one.
_STOP = re.compile(r"[.?!](?=$|\s+[\"'\u201c\u00ab]?[^\W\d_a-z\u00df-\u00ff])")
#: Words whose stop is no sentence's end, in the languages playaid speaks (e.g., ad es.).
_ABBREVIATED = {"e.g", "i.e", "es", "ecc", "cfr", "r", "rr", "n", "p"}


def _ends(text: str) -> list[int]:
    """Where each sentence of ``text`` ends (just after its stop), the end of the text last."""
    found = []
    for m in _STOP.finditer(text):
        word = re.search(r"[^\s(]*$", text[:m.start()])
        token = word.group(0).lower() if word else ""
        if token in _ABBREVIATED or "." in token:
            continue
        found.append(m.end())
    return [*found, len(text)]


def marks_after(line: str) -> str:
    """``line`` with each ruling's mark moved after the sentence it qualifies, by its key alone:
    the terminal's way of marking a ruling (the words are one ``why`` away).

    >>> marks_after("He buys your W6 (\u2020B4): the bank pays you (\u2020B2). Your turn next.")
    'He buys your W6: the bank pays you. \u2020B4 \u2020B2 Your turn next.'
    >>> marks_after("How many rounds will you play (\u2020G1)? (see the round track on your board)")
    'How many rounds will you play? (see the round track on your board) \u2020G1'
    """
    if RULING_MARK not in line:
        return line
    kept, found, at, cut = [], [], 0, 0
    for m in _ATTACHED.finditer(line):
        kept.append(line[at:m.start()])
        found.append((m.start() - cut, m.group(1) or m.group(2)))
        cut += m.end() - m.start()
        at = m.end()
    if not found:
        return line
    text = "".join(kept) + line[at:]
    ends = _ends(text)
    after: dict[int, list[str]] = {}
    for where, key in found:
        keys = after.setdefault(next(e for e in ends if e >= where), [])
        if key not in keys:
            keys.append(key)
    for end in sorted(after, reverse=True):
        text = f"{text[:end]} {' '.join(RULING_MARK + k for k in after[end])}{text[end:]}"
    return text


def _ask(ctx: Context, key: str, message: Message, default: str, reader: Reader, hint: Message,
         indent: str = "", known: Any = MISSING, **values: Any) -> Ask:
    """A question of the text source, with its hint, in the context's language; the marks of its
    rulings after the question, never inside it."""
    lang = ctx.text
    text, hint_text = T.sentence(message, lang, **values), T.sentence(hint, lang, **values)
    return Ask(key, indent + marks_after(text), default, reader, marks_after(hint_text), known)


def _vp(ctx: Context, key: str, message: Message, indent: str = _INDENT, **values: Any) -> Ask:
    """A question for VP only the board shows, 0 to the bound of †A1: no suggestion."""
    return _ask(ctx, key, message, "", Number(0, tr.MAX_VP, T.WHAT_POINTS, ctx.text, T.NOT_IN_RANGE_TYPING),
                T.HINT_VP, indent, high=tr.MAX_VP, **values)


def _score(ctx: Context, s: State, source: str, vp: int, indent: str = _INDENT) -> None:
    """Add ``vp`` to his score from ``source`` and say his total."""
    if vp:
        s.points[source] += vp
        lang = ctx.text
        ctx.tell(lang(T.SCORED, total=sum(s.points.values()), vp=vp, source=lang(T.SOURCES[source])), indent)


def _roll(ctx: Context, colour: tr.Colour) -> tr.Die:
    return tr.Die(colour, ctx.rng.randint(1, 6))


def play(ctx: Context) -> Script:
    """The whole King's Challenge, from setup placement to the final rating."""
    s = ctx.state = State()
    lang = ctx.text
    ctx.say(T.HEADING)
    ctx.say(T.INTRO)
    ctx.say()
    ctx.say(T.SETUP_HEADING)
    s.rounds = yield _ask(ctx, "rounds", T.ASK_ROUNDS, str(DEFAULT_ROUNDS),
                          Number(1, MAX_ROUNDS, T.WHAT_ROUNDS, lang, T.NOT_IN_RANGE_TYPING), T.HINT_ROUNDS,
                          low=1, high=MAX_ROUNDS)
    s.starter = yield _ask(ctx, "first", T.ASK_FIRST, lang(T.ANSWER_YOU), Who(lang), T.HINT_WHO)
    menu = T.cards_menu(list(tr.ModifiedCard), lang)  # which are laid out only the board shows: no suggestion
    s.cards = yield _ask(ctx, "cards", T.ASK_CARDS, "", Cards(lang), T.HINT_CARDS, cards=menu)
    if s.cards:
        ctx.say(T.CARDS_IN_PLAY, cards=lang.join(lang(c.label) for c in s.cards))
    else:
        ctx.say(T.NO_CARDS)
    ctx.tell(T.solo_changes(lang)["characters"])
    yield from _setup(ctx, s)
    for _ in range(s.rounds):
        s.round += 1
        yield from _round(ctx, s)
    yield from _end(ctx, s)


def _setup(ctx: Context, s: State) -> Script:
    lang = ctx.text
    step = 0
    explained = False
    for side, count in tr.setup_turns():
        if side is tr.Side.PLAYER:
            if not explained:
                ctx.tell(T.places_explained(lang))
                for line in T.board_diagram(s.board, lang):
                    ctx.tell(line, _INDENT)
                explained = True
            for k in range(1, count + 1):
                reader = Place(lambda: s.board, lang)
                building, place = yield _ask(ctx, "meeple", T.ASK_MEEPLE, _suggest_place(s.board, reader),
                                             reader, T.HINT_MEEPLE, number=k, count=count)
                s.board = s.board.put(building, place, tr.Side.PLAYER)
            continue
        step += 1
        dice = yield from _setup_dice(ctx, step)
        result = tr.setup_step(dice, s.board, count)
        s.board = result.board
        best = [p.die for p in result.placed if p.die is not None]
        ctx.say(T.SETUP_STEP, step=step, dice=T.dice_list(tr.rank(dice), lang), best=T.dice_list(best, lang))
        for line in T.setup_lines(result, lang):
            ctx.tell(line, _INDENT)
    ctx.say(T.SETUP_DONE, meeples=T.meeples_text(s.board, lang))
    for line in T.board_diagram(s.board, lang):
        ctx.tell(line, _INDENT)
    s.places_known = False  # from now on your actions move meeples the automaton does not see


def _suggest_place(board: tr.Board, reader: Place) -> str:
    """The best free place of the building with the most room (Palace first on a tie), as shown."""
    room = {b: tr.PLACES - sum(board.counts()[b]) for b in tr.Building}
    b = max(tr.Building, key=lambda x: room[x])
    place = board.best_free(b)
    return reader.show((b, place)) if place else ""


def _setup_dice(ctx: Context, step: int) -> Generator[Ask, Any, tuple[tr.Die, ...]]:
    if ctx.manual_dice:
        expect = {c: tr.SETUP_DICE_PER_COLOUR for c in tr.Colour}
        typed = yield _ask(ctx, "setup_dice", T.ASK_SETUP_DICE, ctx.text(T.ANSWER_ROLL),
                           Dice(ctx.text, expect, roll=True), T.HINT_SETUP_DICE, step=step)
        if typed != "roll":
            return typed
    return tuple(_roll(ctx, c) for c in tr.Colour for _ in range(tr.SETUP_DICE_PER_COLOUR))


def _round(ctx: Context, s: State) -> Script:
    lang = ctx.text
    s.at, s.his_turn, s.player_out, s.dice, s.banners_sure = "round_start", 0, False, (), ""
    ctx.say()
    ctx.say(T.ROUND_YOU_START if s.starter == YOU else T.ROUND_LE_ROY_STARTS, round=s.round, rounds=s.rounds)
    if s.round > 1:  # your actions may have moved meeples: only the board shows them, so no suggestion
        reader = Counts(lang, s.board.counts())
        counts = yield _ask(ctx, "meeples", T.ASK_MEEPLES, "", reader, T.HINT_MEEPLES,
                            buildings=lang.join(lang(b.label) for b in tr.Building), count=len(tr.Building),
                            last=reader.show(s.board.counts()))
        s.board = tr.Board.from_counts(counts)
    need = tr.dice_for_round(s.board)
    dice = yield from _round_dice(ctx, need)
    s.dice = tr.rank(dice)
    s.rolled += len(s.dice)
    if s.dice:
        ctx.say(T.ROUND_DICE_ROLLED, plan=T.round_plan(need, lang), dice=T.dice_list(s.dice, lang))
        _remind(ctx, s)
        events = yield _ask(ctx, "black", T.ASK_BLACK, "", Black(lang), T.HINT_BLACK)
    else:
        events = yield _ask(ctx, "black", T.ASK_BLACK, "", Black(lang), T.HINT_BLACK, known=())
        ctx.say(T.NO_DICE_THIS_ROUND)
    for n, fight in enumerate(tr.combat_events(s.dice, events), 1):
        s.dice = fight.remaining
        s.fought += fight.used is not None
        ctx.tell(T.combat_text(fight, n if len(events) > 1 else None, lang), _INDENT)
    turn = s.starter
    while s.dice:
        if turn == YOU and not s.player_out:
            s.at = YOU
            kind, taken = yield _ask(ctx, "your_turn", T.ASK_YOUR_TURN, lang(T.ANSWER_DONE),
                                     PlayerTurn(lambda: s.dice, lang), T.HINT_YOUR_TURN)
            if kind != "pass":  # you acted on the board: the cathedral may have changed
                s.cathedral_sure, s.banners_sure = False, ""
            if kind == "pass":
                s.player_out = True
                ctx.tell(lang(T.OUT_OF_DICE), _INDENT)
            elif kind == "take":
                pool = list(s.dice)
                for d in taken:
                    pool.remove(d)
                s.dice = tuple(pool)
                s.taken += len(taken)
                tithe = tr.ModifiedCard.TITHE
                if tithe in s.cards and any(d.colour is tr.Colour.YELLOW for d in taken):
                    ctx.tell(lang(T.YOU_TOOK_TITHE, dice=T.dice_line(taken, lang), card=lang(tithe.label)), _INDENT)
                else:
                    ctx.tell(lang(T.YOU_TOOK, dice=T.dice_line(taken, lang)), _INDENT)
        elif turn == LE_ROY:
            s.at = LE_ROY
            s.his_turn += 1
            ctx.tell_state()
            yield from _leroy_turn(ctx, s)
        turn = LE_ROY if turn == YOU else YOU
    s.at = "round_end"
    if not s.player_out:
        if s.his_turn:
            ctx.say(T.ALL_DICE_USED)
        yield _ask(ctx, "finish", T.ASK_FINISH, lang(T.ANSWER_DONE), Enter(lang), T.HINT_FINISH)
        s.cathedral_sure = False
    if tr.ModifiedCard.TRAVELING_BUILDERS in s.cards:
        yield from _traveling_builders(ctx, s)
    s.starter = LE_ROY if s.starter == YOU else YOU


def _remind(ctx: Context, s: State) -> None:
    """The cards in play that bear on this round, with this round's numbers."""
    lang = ctx.text
    for card in s.cards:
        name = lang(card.label)
        if card is tr.ModifiedCard.TAX_COLLECTOR:
            citizens = s.board.count(tr.Building.CITY_HALL, tr.Side.LE_ROY)
            if citizens:
                ctx.tell(T.sentence(T.TAX_COLLECTOR_NOW, lang, card=name, count=citizens,
                                    deniers=citizens * tr.TAX_COLLECTOR_DENIERS), _INDENT)
        elif card is tr.ModifiedCard.TITHE:
            yellow = [d for d in s.dice if d.colour is tr.Colour.YELLOW]
            if yellow:
                ctx.tell(T.sentence(T.TITHE_NOW, lang, card=name, dice=T.dice_line(yellow, lang)), _INDENT)
        elif card is tr.ModifiedCard.BANQUET:
            if any(d.colour is tr.Colour.RED for d in s.dice):
                ctx.tell(T.sentence(T.BANQUET_NOW, lang, card=name), _INDENT)


def _traveling_builders(ctx: Context, s: State) -> Script:
    """Traveling Builders at the end of the round: his VP if the cathedral has room (†E2)."""
    lang = ctx.text
    card = lang(tr.ModifiedCard.TRAVELING_BUILDERS.label)
    if s.cathedral == 0 or (s.cathedral_sure and s.cathedral is not None):
        known = bool(s.cathedral)
    else:
        known = MISSING
    room = yield _ask(ctx, "builders", T.ASK_BUILDERS, "", YesNo(lang), T.HINT_YES_NO, known=known, card=card)
    if not room:
        s.cathedral = 0
        ctx.say(T.BUILDERS_FULL, card=card)
        return
    vp = tr.traveling_builders_vp(1)
    ctx.say(T.BUILDERS_SCORED, card=card, vp=vp)
    _score(ctx, s, "builders", vp, "")


def _round_dice(ctx: Context, need: dict[tr.Colour, int]) -> Generator[Ask, Any, tuple[tr.Die, ...]]:
    if ctx.manual_dice and any(need.values()):
        plan = T.round_plan(need, ctx.text)
        typed = yield _ask(ctx, "dice", T.ASK_DICE, ctx.text(T.ANSWER_ROLL), Dice(ctx.text, need, roll=True),
                           T.HINT_DICE, plan=plan)
        if typed != "roll":
            return typed
    return tuple(_roll(ctx, c) for c in tr.Colour for _ in range(need[c]))


def _black_dice(ctx: Context) -> Generator[Ask, Any, tuple[int, str]]:
    """The two black dice of his turn, rolled or typed: their total, and how to show the roll."""
    if ctx.manual_dice:
        typed = yield _ask(ctx, "roll", T.ASK_ROLL, ctx.text(T.ANSWER_ROLL), TwoBlack(ctx.text), T.HINT_ROLL,
                           low=min(tr.TABLE), high=max(tr.TABLE))
        if typed != "roll":
            return typed, str(typed)
    a, b = ctx.rng.randint(1, 6), ctx.rng.randint(1, 6)
    return a + b, f"{a} + {b} = {a + b}"


def _cathedral(ctx: Context, s: State, r: tr.Row) -> Generator[Ask, Any, int]:
    """The free cathedral spaces before his cubes: known once full (†C3), never more than last said,
    that bound said in the question; suggested only when nobody could have changed it since it
    was answered (his turns in a row, after you passed)."""
    lang = ctx.text
    if s.cathedral is None:
        reader = Number(0, tr.MAX_CATHEDRAL_SPACES, T.WHAT_SPACES, lang, T.NOT_IN_RANGE_TYPING)
        message, hint, high, default = T.ASK_CATHEDRAL, T.HINT_CATHEDRAL_FIRST, tr.MAX_CATHEDRAL_SPACES, ""
    else:
        reader = Number(0, s.cathedral, T.WHAT_SPACES, lang, T.NOT_IN_RANGE_SHRINKING)
        message, hint, high = T.ASK_CATHEDRAL_AT_MOST, T.HINT_CATHEDRAL, s.cathedral
        default = str(s.cathedral) if s.cathedral_sure else ""
    free = yield _ask(ctx, "cathedral", message, default, reader, hint, _INDENT,
                      known=0 if s.cathedral == 0 else MISSING, high=high)
    if s.cathedral == 0:
        ctx.tell(lang(T.CATHEDRAL_STAYS_FULL), _INDENT)
    return free


def _leroy_turn(ctx: Context, s: State) -> Script:
    lang = ctx.text
    roll, rolled = yield from _black_dice(ctx)
    r = tr.row(roll)
    ruled = T.ruled_row_text(r, lang)
    ctx.say(T.TURN_LINE_RULED if ruled else T.TURN_LINE, rolled=rolled, action=T.row_text(r, lang),
            price=T.price_text(r, lang), ruled=ruled)
    kwargs: dict[str, Any] = {}
    player_dice: tuple[tr.Die, ...] = ()
    banners: Any = 0
    if r.per_banner:
        reader = Banners(lang)
        banners = yield _ask(ctx, "banners", T.ASK_BANNERS, s.banners_sure, reader, T.HINT_BANNERS, _INDENT,
                             high=tr.MAX_BANNERS)
        kwargs["banners"] = 0 if banners == "no_event" else banners
        s.banners_sure = reader.show(banners) if banners in ("no_event", 0) else ""
    if r.bought:
        player_dice = yield _ask(ctx, "sell", T.ASK_SELL, "", Dice(lang), T.HINT_SELL, _INDENT,
                                 known=() if s.player_out else MISSING)
    free = None
    if r.action is tr.Action.CATHEDRAL:
        free = yield from _cathedral(ctx, s, r)
        kwargs["cathedral_room"] = free
    kwargs["characters_left"] = s.characters
    t = tr.turn(roll, s.dice, player_dice, board=s.board, **kwargs)
    s.dice = t.remaining
    s.spent += len(t.spent)
    ctx.tell(T.spent_text(t, lang), _INDENT)
    if r.bought:
        ctx.tell(T.sale_text(t, lang), _INDENT)
    outcome = None
    if t.action is tr.Action.WORKER:
        assert t.building is not None
        s.board, outcome = tr.place_worker(s.board, t.building)
    ctx.tell(T.action_text(t, outcome, lang), _INDENT)
    yield from _turn_points(ctx, s, t, free, kwargs.get("banners", 0))
    if s.dice:
        ctx.tell(lang(T.DICE_LEFT, count=len(s.dice), dice=T.dice_line(s.dice, lang)), _INDENT)
    else:
        ctx.tell(lang(T.NO_DICE_LEFT), _INDENT)


def _turn_points(ctx: Context, s: State, t: tr.Turn, free: int | None, banners: int) -> Script:
    """What his turn scores him, by source: the rulebook's numbers counted, the board's asked once."""
    if t.action is tr.Action.GAIN_VP:
        _score(ctx, s, "table", t.vp)
    elif t.action is tr.Action.CATHEDRAL:
        assert free is not None
        s.cathedral, s.cathedral_sure = free - t.cubes, True
        if t.cubes:
            vp = yield _vp(ctx, "cubes_vp", T.ASK_CUBES_VP)
            _score(ctx, s, "cathedral", vp)
        else:
            _score(ctx, s, "cathedral", t.vp)
    elif t.action is tr.Action.EVENT and banners:
        vp = yield _vp(ctx, "event_vp", T.ASK_EVENT_VP)
        _score(ctx, s, "events", vp)
    elif t.action is tr.Action.TRADESMAN:
        vp = yield _vp(ctx, "tradesman_vp", T.ASK_TRADESMAN_VP)
        _score(ctx, s, "tradesmen", vp)
    elif t.action is tr.Action.CHARACTER:
        if t.character:
            s.characters -= 1  # the card leaves the pile as it is revealed
            vp = yield _vp(ctx, "character", T.ASK_CHARACTER)
            _score(ctx, s, "characters", vp)
        else:
            _score(ctx, s, "characters", t.vp)


def _end(ctx: Context, s: State) -> Script:
    lang = ctx.text
    s.at, s.dice = "game_end", ()
    ctx.say()
    ctx.say(T.END_HEADING)
    if s.characters:
        ctx.say(T.CHARACTERS_TO_SCORE, count=s.characters)
        vp = yield _vp(ctx, "end_characters", T.ASK_END_CHARACTERS, "", count=s.characters)
        _score(ctx, s, "characters", vp, "")
    you = yield _ask(ctx, "final_you", T.ASK_FINAL_YOU, "",
                     Number(0, tr.MAX_VP, T.WHAT_YOUR_VP, lang, T.NOT_IN_RANGE_SCORE), T.HINT_FINAL, high=tr.MAX_VP)
    roy = sum(s.points.values())
    ctx.say()
    ctx.say(T.SUMMARY, total=roy)
    for source, vp in s.points.items():
        if vp:
            ctx.tell(lang(T.SUMMARY_SOURCE, source=lang(T.SOURCES[source]), vp=vp), _INDENT)
    ctx.say(T.SUMMARY_DICE, rolled=s.rolled, turns=s.spent, combat=s.fought, taken=s.taken)
    result = tr.ChallengeScore(you, roy)  # his score is his sum (†V1), never cut to a bound
    ctx.say(T.FINAL_MARGIN, you=you, le_roy=roy, margin=f"{result.margin:+d}")
    ctx.tell(T.rating_line(result.margin, lang))
    ctx.tell(T.outcome_line(result.margin, lang))
    ctx.result = {"you": you, "le_roy": roy, "margin": result.margin, "rating": result.band.rating.value,
                  "won": result.won, "rounds": s.rounds, "points": dict(s.points)}
