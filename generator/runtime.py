"""The Python the Play le Roy page runs on: Pyodide, pinned, fetched once into a cache, checked.

The npm package ``pyodide`` is pinned in ``generator/npm/``: ``package.json`` names one exact
version, and ``package-lock.json`` (written by ``npm install --package-lock-only``) holds that
version's integrity hash, the sha512 of its tarball. They stay apart from the repository's own
``package.json``, which holds the test suite's tools: this one ships inside the installed
package, so ``pip install . && playaid build`` finds it anywhere, and a change to a test tool
never fetches the runtime again.

:func:`ensure` returns the folder holding the files the page serves (:data:`FILES`), in the
cache: ``$PLAYAID_CACHE``, else ``$XDG_CACHE_HOME/playaid``, else ``~/.cache/playaid``, never the
output folder. When the folder is there, with the stamp of the pinned hash and every file at
its recorded size, nothing else happens: no network, no npm. Otherwise npm fetches the tarball
(``npm pack``, through the user's own npm configuration), this module checks its sha512 against
the lock before reading a byte of it, and unpacks the files into a temporary folder renamed into
place, the stamp written last: an interrupted fetch leaves nothing that looks complete.

Standard library only, and runnable as a script (``python3 generator/runtime.py``), which is how
``.ci/run`` fetches the runtime before the virtual environment exists.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

#: Where the pinned package.json and its lock live.
NPM = Path(__file__).resolve().parent / "npm"
PACKAGE = "pyodide"
#: What the page needs of the package: the loader, the interpreter, its standard library, and
#: the list of its packages (read at start-up; the page asks for none of them).
FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
ENV = "PLAYAID_CACHE"
STAMP = ".checked.json"
#: What to install where npm is missing, as the build says it.
INSTALL_NPM = "install npm (Node.js's package manager, e.g. apt-get install npm) and build again"


class Unavailable(Exception):
    """The runtime cannot be had here (no npm, no network); the message is one line."""


class Mismatch(Unavailable):
    """What npm fetched is not what the lock pins: its hash differs. Never served."""


@dataclass(frozen=True, slots=True)
class Pin:
    """The pinned package: its name, exact version and integrity (``sha512-<base64>``)."""

    name: str
    version: str
    integrity: str

    @property
    def folder(self) -> str:
        """The runtime's folder in the cache and in the site, named after its version, so that a
        new version is a new address and a cached one never goes stale."""
        return f"{self.name}-{self.version}"


def pin(npm: Path = NPM) -> Pin:
    """The version and hash ``package.json`` and its lock pin; ValueError if they disagree or
    the version is a range rather than one exact version."""
    wanted = json.loads((npm / "package.json").read_text(encoding="utf-8"))["dependencies"][PACKAGE]
    locked = json.loads((npm / "package-lock.json").read_text(encoding="utf-8"))["packages"][f"node_modules/{PACKAGE}"]
    if not all(part.isdigit() for part in wanted.split(".")):
        raise ValueError(f"{npm / 'package.json'} must pin one exact version of {PACKAGE}, not {wanted!r}")
    if locked["version"] != wanted:
        raise ValueError(f"{npm / 'package-lock.json'} locks {PACKAGE} {locked['version']}, package.json asks for "
                         f"{wanted}: run npm install --package-lock-only in {npm}")
    return Pin(PACKAGE, wanted, locked["integrity"])


def cache_root(environ: Mapping[str, str] | None = None) -> Path:
    """The cache folder: ``$PLAYAID_CACHE``, else ``$XDG_CACHE_HOME/playaid``, else ``~/.cache/playaid``."""
    env = os.environ if environ is None else environ
    if env.get(ENV):
        return Path(env[ENV])
    base = env.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "playaid"


def cached(p: Pin, root: Path) -> Path | None:
    """The runtime's folder if it holds what was checked against ``p``'s hash, else None."""
    folder = root / p.folder
    try:
        stamp = json.loads((folder / STAMP).read_text(encoding="utf-8"))
        if stamp.get("integrity") != p.integrity or set(stamp.get("sizes", {})) != set(FILES):
            return None
        if any((folder / name).stat().st_size != size for name, size in stamp["sizes"].items()):
            return None
    except (OSError, ValueError, AttributeError):
        return None
    return folder


def verify(data: bytes, integrity: str) -> None:
    """Raise :class:`Mismatch` unless ``data`` hashes to ``integrity`` (npm's ``algo-base64`` form)."""
    algo, _, expected = integrity.partition("-")
    if algo not in ("sha512", "sha384", "sha256") or not expected:
        raise Mismatch(f"the lock's integrity {integrity!r} is not a hash this build can check")
    got = base64.b64encode(hashlib.new(algo, data).digest()).decode("ascii")
    if got != expected:
        raise Mismatch(f"the {PACKAGE} tarball npm fetched does not match the lock's {algo} hash "
                       f"(expected {expected[:16]}..., got {got[:16]}...): refused")


def unpack(tarball: bytes, dest: Path) -> dict[str, int]:
    """Write :data:`FILES` from an npm tarball (``package/<name>``) into ``dest``; their sizes."""
    sizes = {}
    with tarfile.open(fileobj=io.BytesIO(tarball), mode="r:gz") as tar:
        for name in FILES:
            try:
                member = tar.getmember(f"package/{name}")
            except KeyError:
                raise Unavailable(f"the {PACKAGE} package has no {name}") from None
            source = tar.extractfile(member) if member.isfile() else None
            if source is None:
                raise Unavailable(f"{name} in the {PACKAGE} package is not a file")
            data = source.read()
            (dest / name).write_bytes(data)
            sizes[name] = len(data)
    return sizes


def fetch(p: Pin, npm: str, into: Path) -> bytes:
    """The package's tarball, fetched by npm into ``into`` (``npm pack NAME@VERSION``)."""
    try:
        done = subprocess.run([npm, "pack", f"{p.name}@{p.version}", "--pack-destination", str(into),
                               "--ignore-scripts", "--json", "--loglevel=error"],
                              capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.SubprocessError) as exc:
        raise Unavailable(f"npm could not run ({exc})") from None
    if done.returncode != 0:
        reason = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        raise Unavailable(f"npm could not fetch {p.name} {p.version} ({reason})")
    found = sorted(into.glob("*.tgz"))
    if len(found) != 1:
        raise Unavailable(f"npm pack left {len(found)} tarballs, not one")
    return found[0].read_bytes()


def ensure(p: Pin | None = None, root: Path | None = None, npm: str | None = None) -> Path:
    """The folder of the checked runtime: from the cache, else fetched once and checked.

    Raises :class:`Unavailable` (one line, saying what to install where npm is missing) or
    :class:`Mismatch` (the tarball is not the one the lock pins)."""
    p = p or pin()
    root = root or cache_root()
    hit = cached(p, root)
    if hit is not None:
        return hit
    npm = npm or shutil.which("npm")
    if npm is None:
        raise Unavailable(f"npm is not installed: {INSTALL_NPM}")
    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".fetch-", dir=root) as tmp:
        work = Path(tmp)
        (work / "npm").mkdir()
        tarball = fetch(p, npm, work / "npm")
        verify(tarball, p.integrity)
        staged = work / p.folder
        staged.mkdir()
        sizes = unpack(tarball, staged)
        (staged / STAMP).write_text(json.dumps({"integrity": p.integrity, "sizes": sizes}, indent=1),
                                    encoding="utf-8")
        folder = root / p.folder
        if folder.exists():  # a damaged copy, or one another build has just finished
            if cached(p, root) is not None:
                return folder
            shutil.rmtree(folder)
        os.replace(staged, folder)
    return folder


def main() -> int:
    """``python3 generator/runtime.py``: fetch and check the runtime into the cache, quietly."""
    try:
        folder = ensure()
    except Unavailable as exc:
        print(f"runtime: {exc}")
        return 1
    print(f"runtime: {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
