"""What a test session makes once and every test process shares: the build, and the site.

**The build.** One ``playaid build --no-site --mono`` of every printable document (both languages,
both papers, both editions) and of ``le-roy.pyz`` is kept in the checkout, in ``.test-build/out``
(ignored by git), from one session to the next. The first process of a session to ask for it
(one of xdist's workers, or pytest itself) runs the build there while the others wait on a lock;
the build's own content-hash cache (:mod:`playaid.generator.cache`) renders again exactly the
documents whose sources changed since the last session, so a change is always rebuilt and an
unchanged checkout renders nothing. The tests read its PDFs (``rendered`` in tests/conftest.py),
run the README's and the help texts' build examples as shown in folders seeded with it
(tests/test_examples.py), and compare it with one more build from nothing (tests/test_build.py).

**The site.** ``playaid build --strict`` (warnings are errors) into a folder of the session seeded
with the shared build, so that only the play page and the site are made; Sphinx itself keeps its
work in ``docs/_build/playaid`` and reads only the pages whose sources changed. Built once per
session by whichever process asks first (``site_build`` in tests/conftest.py).

**What is kept by content.** Beside the build, ``.test-build`` holds results that are a pure
function of bytes the tests hash: the text pypdf extracts from a PDF (``pdf-text/``, see
``read_pdf`` in tests/conftest.py) and what Chromium reported for a page (``browser/``, see
:class:`tests.browser.Remembered`). A result read again is touched; :func:`prune` drops those
no session has read for :data:`KEEP_DAYS` days.

A session is named by ``$PLAYAID_TEST_SESSION``, a folder of pytest's temporary root that the
controlling process chooses before xdist starts its workers (conftest.py at the top), so that
every process of one run finds the same records; outside pytest each process is a session of its
own.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: The checkout's folder for what the suite keeps between sessions.
HOME = ROOT / ".test-build"
SESSION_ENV = "PLAYAID_TEST_SESSION"
#: What the shared build is: every document of every game, language, paper and edition.
BUILD = ("build", "--no-site", "--mono", "--quiet")
#: The folders of results kept by content, and how long one no session reads is kept.
KEPT = ("pdf-text", "browser")
KEEP_DAYS = 14


def session_dir() -> Path:
    """This session's folder (made by the controlling process; a new one outside pytest)."""
    named = os.environ.get(SESSION_ENV)
    if not named:
        named = os.environ[SESSION_ENV] = tempfile.mkdtemp(prefix="playaid-tests-")
    path = Path(named)
    path.mkdir(parents=True, exist_ok=True)
    return path


@functools.cache
def home() -> Path:
    """Where the shared build is kept: the checkout's ``.test-build``, or the session's folder
    where the checkout cannot be written (then nothing is kept between sessions)."""
    try:
        HOME.mkdir(exist_ok=True)
        probe = HOME / ".writable"
        probe.write_bytes(b"")
        probe.unlink()
        return HOME
    except OSError:
        return session_dir() / "kept"


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (made if missing): one process at a time."""
    import fcntl

    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def once(name: str, make: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """``make()``'s result (a JSON object), made by the first process of the session to ask and
    read by every later one; the others wait while it is being made."""
    record = session_dir() / f"{name}.json"
    with locked(session_dir() / f"{name}.lock"):
        try:
            return json.loads(record.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pass
        result = make()
        temporary = record.with_suffix(".tmp")
        temporary.write_text(json.dumps(result), encoding="utf-8")
        temporary.replace(record)
        return result


def _playaid(*argv: str) -> dict[str, Any]:
    """``playaid ARGV`` in a process of its own, as a user runs it: exit status and output."""
    proc = subprocess.run([sys.executable, "-m", "playaid.generator.cli", *argv], capture_output=True, text=True,
                          cwd=ROOT)
    return {"returncode": proc.returncode, "output": (proc.stderr + proc.stdout).strip()}


class BuildFailed(AssertionError):
    """The shared build exited with an error: every test that reads it fails with its output."""


@functools.cache
def documents() -> Path:
    """The folder of the session's shared build, brought up to date by the first process to ask."""
    out = home() / "out"

    def make() -> dict[str, Any]:
        with locked(home() / "build.lock"):  # one session at a time writes it
            return {**_playaid(*BUILD, "--out", str(out)), "out": str(out)}

    result = once("documents", make)
    if result["returncode"]:
        raise BuildFailed(f"playaid {' '.join(BUILD)} exited {result['returncode']}: {result['output']}")
    return Path(result["out"])


def seed(folder: Path) -> Path:
    """``folder`` holding a copy of the shared build (its cache record too), so that a build
    there renders only what the shared one lacks; returns ``folder``."""
    source = documents()
    with locked(home() / "build.lock"):
        shutil.copytree(source, folder, dirs_exist_ok=True)
    return folder


def site() -> dict[str, Any]:
    """The session's ``playaid build --strict`` with the site, in a folder seeded with the shared
    build: its exit status, its output and the folder (``out``)."""

    def make() -> dict[str, Any]:
        out = session_dir() / "site-build"
        seed(out)
        return {**_playaid("build", "--strict", "--quiet", "--out", str(out)), "out": str(out)}

    return once("site", make)


def used(path: Path) -> None:
    """Note that a kept result was read again (its modification time), so :func:`prune` keeps it."""
    try:
        os.utime(path)
    except OSError:
        pass


def prune(days: float = KEEP_DAYS) -> None:
    """Drop the kept results that no session has read for ``days`` days (the controlling process
    calls this as a session ends)."""
    import time

    limit = time.time() - days * 86400
    for name in KEPT:
        for path in (home() / name).glob("*.json"):
            try:
                if path.stat().st_mtime < limit:
                    path.unlink()
            except OSError:
                pass
