"""The edition's language that also remembers which ruling marks a document has shown.

Kept apart from :mod:`.layout` (which makes every edition's styles with it) and :mod:`.skeleton`
(whose rulings box lists what it remembered), so that neither imports the other for it.
"""

from __future__ import annotations

import re
from typing import Any

from playaid.rules.text import RULING_MARK, Text

_MARK = re.compile(re.escape(RULING_MARK) + r"([A-Z][A-Z0-9]*\d)")


class MarkedText(Text):
    """A language that also remembers which ruling marks it has shown, in the order shown."""

    __slots__ = ("marks",)

    def __init__(self, base: Text) -> None:
        super().__init__(base.lang, base._catalog)  # type: ignore[attr-defined]
        self.marks: list[str] = []

    def __call__(self, message: Any, /, **values: Any) -> str:
        said = super().__call__(message, **values)
        for key in _MARK.findall(said):
            if key not in self.marks:
                self.marks.append(key)
        return said
