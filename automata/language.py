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

TYPE_CHECKING = False  # typing and pathlib stay unimported until a catalog is read: --help starts fast
if TYPE_CHECKING:
    from typing import Any

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
    """The compiled catalog of ``lang``: the ``.mo`` file, compiled again first from the ``.po``
    files when they are newer (a checkout being translated; this needs Babel, as the build does).
    The standalone file holds only the ``.mo``."""
    import importlib.resources
    from pathlib import Path

    folder = importlib.resources.files("playaid.rules").joinpath(f"locale/{lang}")
    mo = folder.joinpath(f"LC_MESSAGES/{DOMAIN}.mo")
    if _stale(folder, mo):
        try:
            from playaid.generator.i18n import compile_mo
        except ImportError:  # no Babel (or no generator): the compiled catalog as it is
            pass
        else:
            data = compile_mo(lang)
            try:
                Path(str(mo)).parent.mkdir(exist_ok=True)
                Path(str(mo)).write_bytes(data)
            except OSError:  # a read-only installation: compiled for this process only
                pass
            return data
    try:
        return mo.read_bytes()
    except OSError:
        raise LanguageError(f"the {lang} catalog is not compiled in this installation; reinstall playaid "
                            "(pip install .) or run playaid build") from None


def _stale(folder: Any, mo: Any) -> bool:
    """Whether a ``.po`` file in ``folder`` (a real folder) is newer than ``mo``, or ``mo`` is missing."""
    from pathlib import Path

    try:
        sources = list(Path(str(folder)).glob("*.po"))
        if not sources:
            return False
        built = Path(str(mo)).stat().st_mtime_ns if Path(str(mo)).exists() else -1
        return any(po.stat().st_mtime_ns > built for po in sources)
    except (OSError, TypeError):
        return False
