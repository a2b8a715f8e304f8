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

#: The file in the current folder, and the one in the user's configuration folder.
LOCAL = "playaid.toml"
USER = "config.toml"
#: The one table playaid reads, and its keys.
SECTION = "build"
KEYS = ("site-url",)


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
        raise UsageError(f"cannot read {path}: {exc.strerror or type(exc).__name__}") from None
    try:
        data = tomllib.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"{path} is not a TOML file ({exc}); write for example: "
                         f'[{SECTION}] site-url = "https://example.org/playaid/"') from None
    table = data.get(SECTION, {})
    unknown = [k for k in data if k != SECTION] + [k for k in table if k not in KEYS] if isinstance(table, dict) else []
    if not isinstance(table, dict) or unknown:
        what = f"[{SECTION}] must be a table" if not isinstance(table, dict) else f"unknown setting {unknown[0]!r}"
        raise UsageError(f"{path}: {what} (allowed: [{SECTION}] with {', '.join(KEYS)})")
    return table


def site_url(given: str | None) -> str | None:
    """The site's address: ``given`` (the command line's), else the first configuration file's,
    else none; checked, and ending in ``/``."""
    if given is not None:
        return check_site_url(given, "--site-url")
    for path in files():
        value = read(path).get("site-url")
        if value is not None:
            if not isinstance(value, str):
                raise UsageError(f"{path}: site-url must be a string, like \"https://example.org/playaid/\"")
            return check_site_url(value, f"site-url in {path}")
    return None


def check_site_url(text: str, where: str) -> str:
    """An address a site can be published at: ``http://`` or ``https://``, a host, no query or
    fragment; a missing final ``/`` is added (the site's pages are found under it).

    >>> check_site_url("https://example.org/playaid", "--site-url")
    'https://example.org/playaid/'
    """
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment \
            or any(c.isspace() for c in text.strip()):
        raise UsageError(f"{where} {text!r} is not a site's address (allowed: http:// or https://, a host and a "
                         "path, e.g. https://example.org/playaid/)")
    url = text.strip()
    return url if url.endswith("/") else url + "/"


__all__ = ["KEYS", "LOCAL", "SECTION", "USER", "check_site_url", "files", "read", "site_url", "user_file"]
