r"""The text source: every sentence a player reads, marked for translation where it is written.

A game's sentences live once, in its package's ``text`` module, as messages marked with
:func:`N_` (a plain sentence), :func:`NP_` (a sentence whose words change with a count) or
:func:`NC_` (a short word that needs its context to be translated). Numbers are never typed into a
message: each is a named placeholder (``{deniers}``) filled in from the rules data when a surface
shows the message. A ruling's mark is a placeholder too, named after the mark (``{†B2}``): it is
filled in with :data:`RULING_MARK` and the key, so a sentence that states a
ruling always carries the mark, on every surface, in every language.

Every surface (a PDF, a site page, a score report, the help, the automaton) shows a message
through a :class:`Text`, which looks it up in one language's catalog and fills it in:

>>> from playaid.rules.text import ENGLISH, N_, NP_
>>> PRICE = N_("Le Roy buys your best die for {deniers} deniers.")
>>> ENGLISH(PRICE, deniers=4)
'Le Roy buys your best die for 4 deniers.'
>>> DICE = NP_("{count} die", "{count} dice")
>>> ENGLISH(DICE, count=1), ENGLISH(DICE, count=3)
('1 die', '3 dice')
>>> ENGLISH(N_("The bank pays you {†B2}."))
'The bank pays you †B2.'

Messages may hold two kinds of markup and no other: ``<b>…</b>`` and ``<i>…</i>``. A PDF prints
them as bold and italic, a site page as ``**`` and ``*``, a terminal drops them
(:func:`plain`, :func:`rst`).

Babel extracts the catalog with the keywords ``N_``, ``NP_:1,2`` and ``NC_:1c,2`` (see
:data:`BABEL_KEYWORDS`).
"""

from __future__ import annotations

import re
from collections import namedtuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    import gettext
    from collections.abc import Iterable
    from typing import Any, Final, TypeAlias

#: The mark printed beside every playaid ruling, on every surface, followed by the ruling's key.
RULING_MARK: Final = "\u2020"


def N_(message: str) -> str:
    """Mark ``message`` for the catalog; it is translated only when a :class:`Text` shows it."""
    return message


#: A message with a singular and a plural form, chosen by the placeholder ``count`` names.
Plural = namedtuple("Plural", "singular plural count", defaults=("count",))
#: A message read together with a context, for short words a translator cannot place alone.
InContext = namedtuple("InContext", "context message")


def NP_(singular: str, plural: str, count: str = "count") -> Plural:
    """Mark a message whose form follows a number: ``NP_("{count} die", "{count} dice")``."""
    return Plural(singular, plural, count)


def NC_(context: str, message: str) -> InContext:
    """Mark a short message with its context: ``NC_("building", "Palace")``."""
    return InContext(context, message)


if TYPE_CHECKING:
    Message: TypeAlias = "str | Plural | InContext"

#: Babel's keywords for the markers above: ``pybabel extract -k N_ -k NP_:1,2 -k NC_:1c,2``.
BABEL_KEYWORDS: Final = {"N_": None, "NP_": (1, 2), "NC_": ((1, "c"), 2)}



class _Values(dict):  # type: ignore[type-arg]
    """The values of one message: a ruling's mark fills itself in; a missing number is an error."""

    def __missing__(self, key: str) -> str:
        if key.startswith(RULING_MARK):
            return key
        raise KeyError(f"{{{key}}}")


class Text:
    """One language's view of the text source.

    ``Text()`` is English (the messages as written, without importing :mod:`gettext`: the
    command line starts faster); a translation passes its catalog, a
    :class:`gettext.GNUTranslations` read from the compiled ``.mo`` file.
    """

    __slots__ = ("lang", "_catalog", "_defaults")

    def __init__(self, lang: str = "en", catalog: gettext.NullTranslations | None = None,
                 defaults: dict[str, Any] | None = None) -> None:
        self.lang = lang
        self._catalog = catalog
        self._defaults = defaults or {}

    @property
    def defaults(self) -> dict[str, Any]:
        """The values every message of this text is filled in from where a call gives none (a copy)."""
        return dict(self._defaults)

    def with_values(self, defaults: dict[str, Any]) -> Text:
        """This language, every message also filled in from ``defaults`` where a call gives no value:
        the words a surface names again and again (the answers a player types, for one).

        >>> t = ENGLISH.with_values({"word": "none"})
        >>> t(N_("or type '{word}'")), t(N_("or type '{word}'"), word="roll")
        ("or type 'none'", "or type 'roll'")
        """
        return Text(self.lang, self._catalog, {**self._defaults, **defaults})

    def __repr__(self) -> str:
        return f"Text({self.lang!r})"

    def __call__(self, message: str | Plural | InContext, /, **values: Any) -> str:
        """``message`` in this language, with its placeholders filled in from ``values``."""
        catalog = self._catalog
        if isinstance(message, Plural):
            n = int(values[message.count])
            if catalog is None:
                text = message.singular if n == 1 else message.plural
            else:
                text = catalog.ngettext(message.singular, message.plural, n)
        elif isinstance(message, InContext):
            text = message.message if catalog is None else catalog.pgettext(message.context, message.message)
        else:
            text = message if catalog is None else catalog.gettext(message)
        if "{" not in text:
            return text
        return text.format_map(_Values({**self._defaults, **values} if self._defaults else values))

    def gettext(self, message: str) -> str:
        """``message`` translated, no placeholder filled in (for argparse, which formats its own)."""
        return message if self._catalog is None else self._catalog.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        if self._catalog is None:
            return singular if n == 1 else plural
        return self._catalog.ngettext(singular, plural, n)

    def join(self, items: Iterable[str]) -> str:
        """``a``, ``a and b``, ``a, b and c`` in this language.

        >>> ENGLISH.join(["Ana", "Bo", "Cy"])
        'Ana, Bo and Cy'
        """
        items = list(items)
        if len(items) <= 1:
            return "".join(items)
        head = self(_LIST_SEPARATOR).join(items[:-1])
        return self(_LIST_LAST, items=head, last=items[-1])


_LIST_SEPARATOR = NC_("between the items of a list", ", ")
_LIST_LAST = N_("{items} and {last}")
_LIST_LAST_OR = N_("{items} or {last}")


class Said:
    """A message and its values, kept to be shown later in whatever language a surface speaks; a
    message kept among the refusals is named by its ``key`` (:func:`keep`). A value may itself be
    said later (anything with ``shown_in(text)``, or a label marked with :func:`NC_`)."""

    __slots__ = ("_message", "key", "values")

    def __init__(self, message: Message | None = None, /, *, key: str = "", **values: Any) -> None:
        self._message, self.key, self.values = message, key, values

    @property
    def message(self) -> Message:
        return _KEPT[self.key] if self._message is None else self._message

    def __call__(self, text: Text | None = None) -> str:
        text = text or ENGLISH
        return text(self.message, **{name: shown(value, text) for name, value in self.values.items()})

    shown_in = __call__

    def __str__(self) -> str:
        return self()



class Listed:
    """Items shown as a list in the language around them: ``a, b and c``; with ``alternatives``
    ``a, b or c``; with ``commas`` ``a, b, c``."""

    __slots__ = ("items", "commas", "alternatives")

    def __init__(self, items: Iterable[Any], commas: bool = False, alternatives: bool = False) -> None:
        self.items = tuple(items)
        self.commas, self.alternatives = commas, alternatives

    def __call__(self, text: Text | None = None) -> str:
        text = text or ENGLISH
        words = [str(shown(item, text)) for item in self.items]
        if self.commas or len(words) < 2:
            return text(_LIST_SEPARATOR).join(words)
        if self.alternatives:
            return text(_LIST_LAST_OR, items=text(_LIST_SEPARATOR).join(words[:-1]), last=words[-1])
        return text.join(words)

    shown_in = __call__


def shown(value: Any, text: Text) -> Any:
    """A value of a message as ``text`` shows it: said now if it is said later, a label in context
    translated, anything else as it is."""
    if isinstance(value, InContext):
        return text(value)
    show = getattr(value, "shown_in", None)
    return value if show is None else show(text)


#: Messages kept under a key (the refusals of the rules core), for :class:`Said` to look up.
_KEPT: dict[str, Message] = {}


def keep(area: str, messages: dict[str, Message]) -> dict[str, Message]:
    """Keep ``messages`` under the keys ``area.name`` and return them; a key is kept once."""
    for name, message in messages.items():
        key = f"{area}.{name}"
        if _KEPT.get(key, message) != message:
            raise KeyError(key)
        _KEPT[key] = message
    return messages


def is_kept(key: str) -> bool:
    """Whether a message is kept under ``key``."""
    return key in _KEPT

#: The messages as written: what every English surface shows.
ENGLISH: Final = Text()

_TAGS = re.compile(r"</?[bi]>")


def plain(text: str) -> str:
    """A message as a terminal shows it: markup dropped.

    >>> plain("He spends <b>his best</b> dice.")
    'He spends his best dice.'
    """
    return _TAGS.sub("", text)


def rst(text: str) -> str:
    """A message as a reStructuredText page shows it: ``<b>`` as ``**``, ``<i>`` as ``*``.

    >>> rst("He spends <b>his best</b> dice.")
    'He spends **his best** dice.'
    """
    return text.replace("<b>", "**").replace("</b>", "**").replace("<i>", "*").replace("</i>", "*")


def placeholders(message: str | Plural | InContext) -> frozenset[str]:
    """The named placeholders of a message (both forms of a plural), for checks and translators.

    >>> sorted(placeholders(N_("{count} of {deniers} {†B2}")))
    ['count', 'deniers', '†B2']
    """
    if isinstance(message, Plural):
        texts: tuple[str, ...] = (message.singular, message.plural)
    elif isinstance(message, InContext):
        texts = (message.message,)
    else:
        texts = (message,)
    return frozenset(m for t in texts for m in re.findall(r"\{([^{}:!.\[]+)\}", t))
