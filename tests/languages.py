"""Made-up languages for tests: prove that a surface prints only what the text source gives it.

``LOUD`` shows every message in capitals, its placeholders and markup kept, so that any word a
surface prints in lower case did not come through the language (data apart: names, numbers).
"""

from __future__ import annotations

import gettext
import re

from playaid.rules.text import Text

_KEPT = re.compile(r"(\{[^{}]*\}|</?[bi]>)")


def shout(message: str) -> str:
    """``message`` in capitals, but for its placeholders and its markup."""
    return "".join(p if _KEPT.fullmatch(p) else p.upper() for p in _KEPT.split(message))


class Shouting(gettext.NullTranslations):
    """A catalog that translates every message into its capitals."""

    def gettext(self, message: str) -> str:
        return shout(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return shout(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return shout(message)


#: The shouting language.
LOUD = Text("xx", Shouting())


class Phrasebook(gettext.NullTranslations):
    """A catalog of a few messages, looked up by their English (and context); the rest untranslated."""

    def __init__(self, phrases: dict[str, str]) -> None:
        super().__init__()
        self.phrases = phrases

    def gettext(self, message: str) -> str:
        return self.phrases.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.phrases.get(singular if n == 1 else plural, singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return self.phrases.get(f"{context}|{message}", self.phrases.get(message, message))


def phrasebook(phrases: dict[str, str], lang: str = "it") -> Text:
    """A made-up language that says ``phrases`` (English -> its own; ``context|English`` for a
    message in context) and English for the rest."""
    return Text(lang, Phrasebook(phrases))


#: A few Italian answers and names, as the automaton's readers meet them.
ITALIAN_ANSWERS = phrasebook({
    "an answer|yes": "sì", "an answer|no": "no", "an answer|roll": "tira", "an empty list|none": "nessuno",
    "an answer: who|you": "tu", "an answer: who|le Roy": "le Roy", "an answer|done": "fatto",
    "an answer|pass": "passo", "take {dice}": "prendi {dice}", "buy {dice}": "compra {dice}",
    "an answer|no event": "nessun evento",
    "a command typed at any question|undo": "annulla", "a command typed at any question|redo": "ripeti",
    "a command typed at any question|status": "stato", "a command typed at any question|help": "aiuto",
    "a command typed at any question|quit": "esci",
    "building|Palace": "Palazzo [Palace]", "building|City Hall": "Municipio [City Hall]",
    "building|Bishopric": "Vescovado [Bishopric]",
    "die colour|red": "rosso", "die colour|yellow": "giallo", "die colour|white": "bianco",
    "the letter a red die is written with, as in R5|R": "R",
    "the letter a yellow die is written with, as in Y3|Y": "G",
    "the letter a white die is written with, as in W6|W": "B",
})
