"""The languages playaid speaks: English, as written in the text source, and its catalogs; and
the language a session speaks when none is asked for, read from the environment as gettext
reads it (:func:`from_environment`).

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
import os

from playaid.rules.errors import Refusal
from playaid.rules.text import ENGLISH, N_, Text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

#: Every language playaid speaks, English (the text source) first.
LANGUAGES = ("en", "it")
DOMAIN = "playaid"


class LanguageError(Refusal):
    """A language playaid does not have, or whose catalog is missing: one line for the user."""


_NOT_AVAILABLE = N_("language {lang} is not available (available: {langs})")
_NOT_COMPILED = N_("the {lang} catalog is not compiled in this installation; reinstall playaid (pip install .) or "
                   "run python -m playaid.generator.i18n compile")

#: The environment variables gettext reads for the language, in the order it reads them.
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language when no ``--lang`` is given, as gettext finds it: the first of :data:`ENVIRONMENT`
    set decides (``LANGUAGE`` may list several); its first language playaid speaks wins, ``C``
    stops at English, and so does nothing (tests/test_language.py shows each case)."""
    environ = os.environ if environ is None else environ
    for name in ENVIRONMENT:
        value = environ.get(name)
        if value:
            for item in value.split(":"):
                code = item.split(".")[0].split("@")[0]
                if code in ("C", "POSIX"):
                    break
                if (lang := code.split("_")[0].split("-")[0].lower()) in LANGUAGES:
                    return lang
            return ENGLISH.lang
    return ENGLISH.lang


def session_language(given: str | None, environ: Mapping[str, str] | None = None) -> str:
    """``--lang`` when given, else the environment's language."""
    return given if given else from_environment(environ)


@functools.cache
def text_for(lang: str) -> Text:
    """The :class:`~playaid.rules.text.Text` of ``lang``, its catalog read once per process."""
    if lang == "en":
        return ENGLISH
    if lang not in LANGUAGES:
        raise LanguageError(_NOT_AVAILABLE, lang=repr(lang[:20]), langs=", ".join(LANGUAGES))
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
        raise LanguageError(_NOT_COMPILED, lang=lang) from None
