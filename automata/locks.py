"""A session's hold on its file, and what a killed one left behind: a lock for the whole session
(a second session on the same save, or deal, is refused naming the process that holds it), and the
removal of the temporaries :func:`playaid.automata.files.write_atomic` leaves when a process is
killed before its rename.

Shared by the automaton's command line and ``playaid tolomeo events``; the site's Play le Roy
page, which keeps its game in the browser's storage, leaves it out. Standard library only: it
runs inside the standalone ``le-roy.pyz``.
"""

from __future__ import annotations

import os
import re

from playaid.automata.files import label

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
    from pathlib import Path


def _temporary(name: str) -> re.Pattern[str]:
    return re.compile(rf"\.{re.escape(name)}\.([0-9]+)\.tmp")


def _running(pid: int) -> bool:
    """True when process ``pid`` is running (or cannot be told apart from one that is)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, ValueError, OverflowError):  # another user's process, or a system without signals
        return True
    return True


def clean_temporaries(paths: Iterable[Path]) -> list[Path]:
    """Remove the temporaries :func:`playaid.automata.files.write_atomic` left beside ``paths`` when a process was killed
    before its rename: those of processes no longer running. Returns what was removed."""
    removed = []
    for path in paths:
        pattern = _temporary(path.name)
        try:
            names = os.listdir(path.parent)
        except OSError:
            continue
        for name in names:
            found = pattern.fullmatch(name)
            if found and not _running(int(found.group(1))):
                try:
                    (path.parent / name).unlink()
                except OSError:
                    continue
                removed.append(path.parent / name)
    return removed


class Held(Exception):
    """The file is held by another process's lock: ``path``, and ``pid``, the process holding it
    (None when it cannot be read)."""

    def __init__(self, path: Path, pid: int | None) -> None:
        super().__init__(f"{label(path)} is in use by another process ({pid if pid is not None else '?'})")
        self.path, self.pid = path, pid


def lock_path(path: Path) -> Path:
    """The lock file of ``path``: ``.NAME.lock`` beside it."""
    return path.with_name(f".{path.name}.lock")


class Lock:
    """A lock on a file, held until :meth:`release` or the end of the process (a kill included:
    the system drops it with the process). Taken by :func:`hold`."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path, self._fd = path, fd

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            lock_path(self.path).unlink()  # while still held: nobody can take a lock on this file now
        except OSError:
            pass
        os.close(self._fd)
        self._fd = None

    def __enter__(self) -> Lock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _lock(fd: int) -> bool:
    """Take the lock on the open file ``fd`` without waiting; False when another holds it."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        if exc.errno in (11, 13, 35):  # EAGAIN, EACCES, EWOULDBLOCK on the BSDs
            return False
        raise
    return True


def hold(path: Path) -> Lock:
    """Lock ``path`` for as long as a session uses it (a save, a deal): a second session on the
    same file raises :class:`Held`, naming the process that holds it. The lock is a small file,
    ``.NAME.lock``, beside ``path``, holding the holder's process id; OSError when it cannot be
    made (a folder that cannot be written)."""
    where = lock_path(path)
    while True:
        fd = os.open(where, os.O_RDWR | os.O_CREAT, 0o644)
        if not _lock(fd):
            try:
                text = os.pread(fd, 32, 0).decode("ascii", "replace").strip() if hasattr(os, "pread") else ""
            except OSError:
                text = ""
            os.close(fd)
            raise Held(path, int(text) if text.isdigit() else None)
        try:  # the holder before us may have removed the file after we opened it: lock the one in place
            now = os.stat(where)
        except FileNotFoundError:
            now = None
        mine = os.fstat(fd)
        if now is None or (now.st_ino, now.st_dev) != (mine.st_ino, mine.st_dev):
            os.close(fd)
            continue
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        return Lock(path, fd)
