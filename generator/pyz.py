"""The standalone automaton ``le-roy.pyz``: the same ``rules`` and ``automata`` code, zipped.

The archive holds the modules the automaton imports (copied from this installation, never
maintained by hand) and a ``__main__.py`` rendered from ``templates/le-roy-main.py.jinja``. Every
entry has a fixed timestamp and mode and entries are sorted, so two builds give the same bytes.
"""

from __future__ import annotations

import ast
import io
import tokenize
import zipfile
from pathlib import Path

from playaid import automata
from playaid import rules
from playaid.generator.text import render
from playaid.rules import troyes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

NAME = "le-roy.pyz"
SHEBANG = b"#!/usr/bin/env python3\n"
PYTHON = (3, 11)
#: The modules the automaton needs at run time (None: every module of that package): standard
#: library only beyond these.
MODULES = (
    (rules, ("__init__.py", "errors.py", "shared.py", "game.py", "text.py")),
    (troyes, None),  # the whole game package, whatever its parts
    (automata, ("__init__.py", "files.py", "language.py", "leroy.py", "session.py", "history.py", "locks.py",
                "console.py", "cli.py", "web.py")),
)
#: The catalog areas (:data:`playaid.generator.i18n.AREAS`) whose messages the automaton may say.
AUTOMATON_AREAS = ("common", "troyes")
#: What the site's Play le Roy page leaves out of the archive it loads: the command line, its
#: loop at the terminal, its history file and its lock on the save, which the page replaces with
#: its own buttons and the browser's storage.
PAGE_LEAVES_OUT = ("__main__.py", "playaid/automata/cli.py", "playaid/automata/console.py",
                   "playaid/automata/history.py", "playaid/automata/locks.py")
_EPOCH = (1980, 1, 1, 0, 0, 0)


def _entry(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, date_time=_EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    info.create_system = 3
    zf.writestr(info, data, compresslevel=9)


def build() -> bytes:
    """Return the bytes of ``le-roy.pyz``."""
    buf = io.BytesIO()
    buf.write(SHEBANG)
    _zip(buf, files())
    return buf.getvalue()


def page_archive(pyz: bytes, lang: str = "en") -> bytes:
    """The archive the Play le Roy page unpacks in the browser: the entries of ``pyz`` (the
    ``le-roy.pyz`` of the same build) but for :data:`PAGE_LEAVES_OUT` and the catalogs of
    languages other than the page's own ``lang``, each module :func:`lean` (the same code without
    its docstrings and comments, which a phone never reads: about a third of the download); as a
    gzipped tar, whose one stream compresses the modules' shared words together (about an eighth
    smaller than a zip)."""
    own = f"playaid/rules/locale/{lang}/"
    kept = _entries(pyz, lambda name: name not in PAGE_LEAVES_OUT
                    and (not name.startswith("playaid/rules/locale/") or name.startswith(own)))
    return _tgz({name: lean(data) if name.endswith(".py") else data for name, data in kept.items()})


def lean(source: bytes) -> bytes:
    """A module's ``source`` without its docstrings and comments, its code and its line numbers
    unchanged (a docstring that is a body's only statement becomes ``...``; blank lines stay, so
    a traceback names the same lines as the module it came from).

    >>> print(lean(b"'''A module.'''\\nx = 1  # one\\n\\ndef f():\\n    '''Only a docstring.'''\\n").decode(), end="")
    <BLANKLINE>
    x = 1
    <BLANKLINE>
    def f():
        ...
    """
    text = source.decode("utf-8")
    lines = text.splitlines(keepends=True)
    for node in ast.walk(ast.parse(text)):
        body = getattr(node, "body", None)
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) or not body:
            continue
        first = body[0]
        if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            continue
        a, b = first.lineno - 1, (first.end_lineno or first.lineno) - 1
        head, tail = lines[a][:first.col_offset], lines[b][first.end_col_offset or 0:]
        if head.strip() or tail.strip():   # shares its line with code: left as it is
            continue
        lines[a] = head + ("...\n" if len(body) == 1 else "\n")
        for i in range(a + 1, b + 1):
            lines[i] = "\n"
    text = "".join(lines)
    comments = {tok.start[0]: tok.start[1] for tok in tokenize.generate_tokens(io.StringIO(text).readline)
                if tok.type == tokenize.COMMENT}
    lines = text.splitlines(keepends=True)
    for row, col in comments.items():
        lines[row - 1] = lines[row - 1][:col].rstrip() + "\n"
    return "".join(line if line.strip() else "\n" for line in lines).encode("utf-8")


def catalog_archive(pyz: bytes, lang: str) -> bytes:
    """The archive of ``lang``'s catalog as ``pyz`` holds it (the page in ``lang`` unpacks it
    beside :func:`page_archive`'s modules), byte for byte."""
    own = f"playaid/rules/locale/{lang}/"
    return _tgz(_entries(pyz, lambda name: name.startswith(own)))


def _entries(pyz: bytes, keep: Callable[[str], bool]) -> dict[str, bytes]:
    """The entries of the archive ``pyz`` whose names ``keep`` keeps, by name."""
    with zipfile.ZipFile(io.BytesIO(pyz)) as zf:
        return {name: zf.read(name) for name in zf.namelist() if keep(name)}


def _tgz(files: dict[str, bytes]) -> bytes:
    """``files`` as a gzipped tar, the same bytes for the same files (no times, owners or names)."""
    import gzip
    import tarfile

    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, compresslevel=9, mtime=0) as gz:
        with tarfile.open(fileobj=gz, mode="w", format=tarfile.USTAR_FORMAT) as tf:
            for name in sorted(files):
                info = tarfile.TarInfo(name)
                info.size, info.mode = len(files[name]), 0o644
                tf.addfile(info, io.BytesIO(files[name]))
    return buf.getvalue()


def _zip(buf: io.BytesIO, files: dict[str, bytes]) -> None:
    with zipfile.ZipFile(buf, "w") as zf:
        for name in sorted(files):
            _entry(zf, name, files[name])


def files() -> dict[str, bytes]:
    """The archive's entries by name: the modules, copied from this installation, and ``__main__.py``."""
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
    # Every language's catalog of what the automaton says (le Roy's game and the messages the
    # games share), compiled now from the .po kept in the repository.
    from playaid.generator.i18n import DOMAIN, LANGUAGES, compile_mo

    for lang in LANGUAGES:
        files[f"playaid/rules/locale/{lang}/LC_MESSAGES/{DOMAIN}.mo"] = compile_mo(lang, AUTOMATON_AREAS)

    return files
