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
