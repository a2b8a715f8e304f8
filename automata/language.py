"""The languages playaid speaks: English, as written in the text source, and its catalogs.

A catalog is the compiled ``.mo`` file of a language (``playaid/rules/locale/<lang>/LC_MESSAGES/
playaid.mo``), made from the ``.po`` file kept in the repository when playaid is installed (and
packed into the standalone ``le-roy.pyz`` by ``playaid build``). Standard library only.

>>> from playaid.automata.language import LANGUAGES, text_for
>>> LANGUAGES
('en', 'it')
>>> text_for("en").lang
'en'
"""

from __future__ import annotations

import functools

from playaid.rules.text import ENGLISH, Text

#: Every language playaid speaks, English (the text source) first.
LANGUAGES = ("en", "it")
DOMAIN = "playaid"


class LanguageError(Exception):
    """A language playaid does not have, or whose catalog is missing: one line for the user."""


@functools.cache
def text_for(lang: str) -> Text:
    """The :class:`~playaid.rules.text.Text` of ``lang``, its catalog read once per process."""
    if lang == "en":
        return ENGLISH
    if lang not in LANGUAGES:
        raise LanguageError(f"language {lang[:20]!r} is not available (available: {', '.join(LANGUAGES)})")
    import gettext
    import io

    return Text(lang, gettext.GNUTranslations(io.BytesIO(catalog(lang))))


def catalog(lang: str) -> bytes:
    """The compiled catalog of ``lang``: the ``.mo`` file written when playaid was installed (the
    standalone file packs it too). A checkout whose ``.po`` files changed since is compiled again
    by ``playaid`` before a command that speaks another language
    (:func:`playaid.generator.i18n.refresh`), or by ``python -m playaid.generator.i18n compile``."""
    import importlib.resources

    mo = importlib.resources.files("playaid.rules").joinpath(f"locale/{lang}/LC_MESSAGES/{DOMAIN}.mo")
    try:
        return mo.read_bytes()
    except OSError:
        raise LanguageError(f"the {lang} catalog is not compiled in this installation; reinstall playaid "
                            "(pip install .) or run python -m playaid.generator.i18n compile") from None
