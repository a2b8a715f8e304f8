"""The standalone automaton ``le-roy.pyz``: the same ``rules`` and ``automata`` code, zipped.

The archive holds the modules the automaton imports (copied from this installation, never
maintained by hand) and a ``__main__.py`` rendered from ``templates/le-roy-main.py.jinja``. Every
entry has a fixed timestamp and mode and entries are sorted, so two builds give the same bytes.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from playaid import automata
from playaid import rules
from playaid.generator.text import render
from playaid.rules import troyes

NAME = "le-roy.pyz"
SHEBANG = b"#!/usr/bin/env python3\n"
PYTHON = (3, 11)
#: The modules the automaton needs at run time (None: every module of that package): standard
#: library only beyond these.
MODULES = (
    (rules, ("__init__.py", "errors.py", "shared.py", "game.py", "text.py")),
    (troyes, None),  # the whole game package, whatever its parts
    (automata, ("__init__.py", "files.py", "language.py", "leroy.py", "session.py", "history.py", "cli.py")),
)
_EPOCH = (1980, 1, 1, 0, 0, 0)


def _entry(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, date_time=_EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    info.create_system = 3
    zf.writestr(info, data, compresslevel=9)


def build() -> bytes:
    """Return the bytes of ``le-roy.pyz``."""
    files: dict[str, bytes] = {}
    for package, names in MODULES:
        root = Path(package.__file__).parent
        for name in names or sorted(p.name for p in root.glob("*.py")):
            files[f"{package.__name__.replace('.', '/')}/{name}"] = (root / name).read_bytes()
    main = render("le-roy-main.py.jinja", version=rules.__version__, python=".".join(map(str, PYTHON)),
                  python_tuple=repr(PYTHON))
    files["__main__.py"] = main.encode("utf-8")
    # Installed, ``playaid`` is a namespace package; zipimport does not find namespace packages,
    # so inside the archive it is a regular one.
    files["playaid/__init__.py"] = b'"""playaid, as packed in le-roy.pyz: the rules core and the automaton."""\n'
    # Every language's catalog, compiled now from the .po kept in the repository.
    from playaid.generator.i18n import DOMAIN, LANGUAGES, compile_mo

    for lang in LANGUAGES:
        files[f"playaid/rules/locale/{lang}/LC_MESSAGES/{DOMAIN}.mo"] = compile_mo(lang)

    buf = io.BytesIO()
    buf.write(SHEBANG)
    with zipfile.ZipFile(buf, "w") as zf:
        for name in sorted(files):
            _entry(zf, name, files[name])
    return buf.getvalue()
