"""Settings a user gives once instead of on every command line: ``playaid.toml``.

playaid reads, in order, ``playaid.toml`` in the current folder and ``config.toml`` in the user's
configuration folder (``$XDG_CONFIG_HOME/playaid/``, else ``~/.config/playaid/``); the first file
that sets a value wins, and a value given on the command line wins over both. Both files are
TOML, read with the standard library's :mod:`tomllib`::

    [build]
    site-url = "https://example.org/playaid/"

``site-url`` is the address the site is published at: with it, every printed document carries
the address of its page there and its QR code (``playaid build --site-url``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playaid.generator.errors import UsageError
from playaid.rules.text import N_

#: The file in the current folder, and the one in the user's configuration folder.
LOCAL = "playaid.toml"
USER = "config.toml"
#: The one table playaid reads, and its keys.
SECTION = "build"
KEYS = ("site-url",)
#: A file's table as a player would write it, shown where a file is refused.
EXAMPLE = '[build] site-url = "https://example.org/playaid/"'
#: An address as a player would write it.
EXAMPLE_URL = "https://example.org/playaid/"

#: The refusals, said in the session's language (the command line renders them).
UNREADABLE = N_("cannot read {path}: {reason}")
NOT_TOML = N_("{path} is not a TOML file ({reason}); write for example: {example}")
NOT_A_TABLE = N_("{path}: [{section}] must be a table (allowed: [{section}] with {keys})")
UNKNOWN_SETTING = N_("{path}: unknown setting '{setting}' (allowed: [{section}] with {keys})")
NOT_A_STRING = N_("{path}: site-url must be a string, like \"{example}\"")
BAD_ADDRESS_GIVEN = N_("--site-url '{text}' is not a site's address (allowed: http:// or https://, a host and "
                       "a path, e.g. {example})")
BAD_ADDRESS_IN_FILE = N_("site-url in {path}: '{text}' is not a site's address (allowed: http:// or https://, a "
                         "host and a path, e.g. {example})")


def user_file() -> Path:
    """``config.toml`` in the user's configuration folder."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "playaid" / USER


def files() -> list[Path]:
    """The configuration files, in the order they are read (the first that sets a value wins)."""
    return [Path.cwd() / LOCAL, user_file()]


def read(path: Path) -> Mapping[str, Any]:
    """The ``[build]`` table of one file (empty when the file does not exist); a file that is not
    TOML, or sets what playaid does not know, is refused in one line."""
    import tomllib

    try:
        text = path.read_bytes()
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise UsageError(UNREADABLE, path=str(path), reason=exc.strerror or type(exc).__name__) from None
    try:
        data = tomllib.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(NOT_TOML, path=str(path), reason=str(exc), example=EXAMPLE) from None
    table = data.get(SECTION, {})
    unknown = [k for k in data if k != SECTION] + [k for k in table if k not in KEYS] if isinstance(table, dict) else []
    if not isinstance(table, dict):
        raise UsageError(NOT_A_TABLE, path=str(path), section=SECTION, keys=", ".join(KEYS))
    if unknown:
        raise UsageError(UNKNOWN_SETTING, path=str(path), setting=unknown[0], section=SECTION, keys=", ".join(KEYS))
    return table


def site_url(given: str | None) -> str | None:
    """The site's address: ``given`` (the command line's), else the first configuration file's,
    else none; checked, and ending in ``/``."""
    if given is not None:
        return check_site_url(given)
    for path in files():
        value = read(path).get("site-url")
        if value is not None:
            if not isinstance(value, str):
                raise UsageError(NOT_A_STRING, path=str(path), example=EXAMPLE_URL)
            return check_site_url(value, path)
    return None


def check_site_url(text: str, path: Path | None = None) -> str:
    """An address a site can be published at: ``http://`` or ``https://``, a host, no query or
    fragment; a missing final ``/`` is added (the site's pages are found under it). ``path`` is the
    file that gave it; none: the command line's ``--site-url``.

    >>> check_site_url("https://example.org/playaid")
    'https://example.org/playaid/'
    """
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment \
            or any(c.isspace() for c in text.strip()):
        if path is None:
            raise UsageError(BAD_ADDRESS_GIVEN, text=text, example=EXAMPLE_URL)
        raise UsageError(BAD_ADDRESS_IN_FILE, path=str(path), text=text, example=EXAMPLE_URL)
    url = text.strip()
    return url if url.endswith("/") else url + "/"


__all__ = ["KEYS", "LOCAL", "SECTION", "USER", "check_site_url", "files", "read", "site_url", "user_file"]
