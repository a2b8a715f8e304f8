"""The addresses of the site's pages that printed sheets point at, relative to the site's root.

Agreed with the site (whose tests check that every one of them is served): a game's page is
``<game>.html`` in English and ``it/<game>.html`` in Italian; a ruling's entry on it is the anchor
``#ruling-<KEY>``; the Eclipsis section is ``tolomeo.html#eclipsis``; the Play le Roy page is
``play/`` in English and ``play/it.html`` in Italian. A sheet points at the page in its own
language.

>>> game_page("troyes", "it"), ruling_page("troyes", "T1", "en"), play_page("it")
('it/troyes.html', 'troyes.html#ruling-T1', 'play/it.html')
>>> absolute("https://example.org/playaid/", eclipsis_page("en"))
'https://example.org/playaid/tolomeo.html#eclipsis'
>>> short("https://example.org/playaid/tolomeo.html#eclipsis")
'example.org/playaid/tolomeo.html#eclipsis'
"""

from __future__ import annotations

from urllib.parse import urlsplit

from playaid.generator.output import LANG
from playaid.rules.text import N_

#: What a sheet's QR code opens, said beside it: its game's page, the Eclipsis section, le Roy.
GAME_PAGE = N_("Every ruling in full, with its reasons, the calculators and every sheet, on the playaid site:")
ECLIPSIS_PAGE = N_("The Eclipsis on the playaid site, with every ruling in full:")
PLAY_PAGE = N_("Play le Roy on your phone: the same automaton, offline once loaded:")

#: The Play le Roy page's folder (the site's ``play/``).
PLAY_FOLDER = "play"


def _in(lang: str, page: str) -> str:
    """``page`` in ``lang``: as it is in English, under ``<lang>/`` in another language."""
    return page if lang == LANG else f"{lang}/{page}"


def game_page(game: str, lang: str) -> str:
    """A game's page, with its rules, its rulings and its documents."""
    return _in(lang, f"{game}.html")


def ruling_page(game: str, key: str, lang: str) -> str:
    """A ruling's entry on its game's page."""
    return f"{game_page(game, lang)}#ruling-{key}"


def eclipsis_page(lang: str) -> str:
    """The Eclipsis section of the Tolomeo page."""
    return f"{game_page('tolomeo', lang)}#eclipsis"


def play_page(lang: str) -> str:
    """The Play le Roy page: the folder itself in English, ``play/<lang>.html`` in another language."""
    return f"{PLAY_FOLDER}/" if lang == LANG else f"{PLAY_FOLDER}/{lang}.html"


def absolute(site_url: str, page: str) -> str:
    """``page`` on the site at ``site_url`` (which ends in ``/``)."""
    return site_url + page


def short(address: str) -> str:
    """An address as a sheet prints it under its QR code: without ``https://``."""
    parts = urlsplit(address)
    return address[len(parts.scheme) + 3:] if parts.scheme and address.startswith(f"{parts.scheme}://") else address


__all__ = ["ECLIPSIS_PAGE", "GAME_PAGE", "PLAY_FOLDER", "PLAY_PAGE", "absolute", "eclipsis_page", "game_page",
           "play_page", "ruling_page", "short"]
