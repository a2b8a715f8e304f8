"""Reading what a user names on the command line, and writing files that survive a crash.

Shared by the automaton (saves) and the generator (score sheets, skies, built documents); the
generator may import it, it imports nothing of the generator. Standard library only: it runs
inside the standalone ``le-roy.pyz``.

Every problem is a :class:`FileProblem` with a one-line message that names the file (escaped
and cut short, whatever it was called) and says what would work instead.
"""

from __future__ import annotations

import os
import stat

from playaid.rules.shared import printable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import IO

#: The most a score sheet, a sky or a save may hold. The largest real one is a few kilobytes;
#: the cap keeps a wrong file (a video, /dev/zero) from filling the memory.
MAX_INPUT_BYTES = 1 << 20


class FileProblem(Exception):
    """A file that cannot be read or written as asked; the message is one line for the user."""


def label(path: str | os.PathLike[str]) -> str:
    """A file name as an error message quotes it: escaped, and cut to 80 characters."""
    return printable(os.fspath(path), limit=80)


def shown(path: str | os.PathLike[str]) -> str:
    """A file name as a message the user may type back from shows it (``--resume FILE``): escaped,
    so that no escape sequence in it reaches the terminal, and cut only when absurdly long."""
    return printable(os.fspath(path), limit=400)


def read_bytes(source: str | os.PathLike[str], stdin: IO[str] | None = None, *,
               limit: int = MAX_INPUT_BYTES, what: str = "file") -> bytes:
    """The bytes of a regular file (or of ``stdin`` when ``source`` is ``-``), at most ``limit``.

    Devices, FIFOs and sockets are refused before they are opened (reading one could block for
    ever or never end); so is anything larger than ``limit``.
    """
    if os.fspath(source) == "-" and stdin is not None:
        return _read_stdin(stdin, limit, what)
    name = label(source)
    try:
        info = os.stat(source)
        if stat.S_ISDIR(info.st_mode):
            raise FileProblem(f"{name} is a directory; give a {what}")
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(f"{name} is not a regular file (a device, pipe or socket); give a {what}"
                              f"{' or - for standard input' if stdin is not None else ''}")
        if info.st_size > limit:
            raise FileProblem(f"{name} is too large for a {what} ({_size(info.st_size)}; at most {_size(limit)})")
        with open(source, "rb") as fh:
            data = fh.read(limit + 1)
    except FileNotFoundError:
        raise FileProblem(f"{name}: no such file") from None
    except IsADirectoryError:
        raise FileProblem(f"{name} is a directory; give a {what}") from None
    except PermissionError:
        raise FileProblem(f"{name}: permission denied") from None
    except OSError as exc:
        raise FileProblem(f"{name}: cannot read ({exc.strerror or type(exc).__name__})") from None
    except (ValueError, UnicodeError):  # a NUL byte or a lone surrogate in the name
        raise FileProblem(f"{name} is not a usable file name") from None
    if len(data) > limit:
        raise FileProblem(f"{name} grew too large while being read (at most {_size(limit)})")
    return data


def _read_stdin(stdin: IO[str], limit: int, what: str) -> bytes:
    buffer = getattr(stdin, "buffer", None)
    try:
        if buffer is not None:
            data = buffer.read(limit + 1)
        else:
            text = stdin.read(limit + 1)
            data = text.encode("utf-8", "surrogateescape")
    except UnicodeError:
        raise FileProblem("standard input is not UTF-8 text") from None
    except OSError as exc:
        raise FileProblem(f"cannot read standard input ({exc.strerror or type(exc).__name__})") from None
    if len(data) > limit:
        raise FileProblem(f"standard input is too large for a {what} (at most {_size(limit)})")
    return data


def read_text(source: str | os.PathLike[str], stdin: IO[str] | None = None, *,
              limit: int = MAX_INPUT_BYTES, what: str = "file") -> str:
    """:func:`read_bytes`, decoded as UTF-8 (a byte-order mark is allowed and dropped)."""
    data = read_bytes(source, stdin, limit=limit, what=what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        name = "standard input" if os.fspath(source) == "-" and stdin is not None else label(source)
        raise FileProblem(f"{name} is not UTF-8 text; save the {what} as UTF-8") from None


def _size(n: int) -> str:
    return f"{n // 1024} KB" if n < 1 << 20 else f"{n / (1 << 20):.1f} MB".replace(".0 MB", " MB")


def write_atomic(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder, then rename it.

    A crash at any moment leaves either the old file or the new one, never half of either.
    ``durable`` flushes the data to the disk before the rename, and the folder after it, so that
    the rename itself survives a power cut (what a save needs; a transcript or a backup that can
    be rewritten from the save does not). A temporary left by a kill is named
    ``.NAME.PID.tmp``; :func:`playaid.automata.locks.clean_temporaries` removes it.
    """
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            if durable:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    if durable:
        _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename in it) to the disk, where the system allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:  # a system that cannot open a folder (Windows): its renames are flushed already
        return
    try:
        os.fsync(fd)
    except OSError:  # a file system that does not sync folders
        pass
    finally:
        os.close(fd)
