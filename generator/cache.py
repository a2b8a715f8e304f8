"""Skip what a build already wrote: every output is keyed by the content that makes it.

A document's key is a hash of everything its bytes can depend on: the code and data of playaid
(every file of ``playaid.rules``, ``playaid.automata``, ``playaid.generator`` and
``playaid.templates``, fonts included), the reportlab version, and the document's name, paper,
edition and language. ``OUT/.build-cache.json`` records, for each file the build wrote, its key
and the hash of its bytes. A later build skips a file whose key is unchanged and whose bytes on
disk are still the ones it wrote; anything else (a changed source, a deleted or edited output, a
damaged or missing record) renders again. Rendering is deterministic (reportlab's invariant
mode), so a skipped file is byte for byte what rendering would give.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

CACHE_FILE = ".build-cache.json"
FORMAT = 1


def _package_dirs() -> list[Path]:
    from playaid import automata, generator, rules, templates

    return [Path(p.__file__).parent for p in (rules, automata, generator, templates)]


def source_digest() -> str:
    """A hash of every file playaid renders from (code, templates, fonts) and of reportlab's version."""
    import reportlab

    digest = hashlib.sha256(f"reportlab {reportlab.Version}".encode())
    for root in _package_dirs():
        for path in sorted(root.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                digest.update(path.relative_to(root.parent).as_posix().encode() + b"\0")
                digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


@dataclass
class BuildCache:
    """The record of one output folder: relative path -> key, bytes' hash, pages."""

    out_dir: Path
    sources: str
    entries: dict[str, dict[str, object]] = field(default_factory=dict)

    @classmethod
    def load(cls, out_dir: Path) -> BuildCache:
        cache = cls(out_dir, source_digest())
        try:
            data = json.loads((out_dir / CACHE_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cache
        if isinstance(data, dict) and data.get("format") == FORMAT and isinstance(data.get("files"), dict):
            cache.entries = {k: v for k, v in data["files"].items() if isinstance(v, dict)}
        return cache

    def artifacts(self) -> list[tuple[str, str, str]] | None:
        """The documents recorded for these sources, or None (sources changed, or none recorded)."""
        listed = self.entries.get("#artifacts")
        if not listed or listed.get("key") != self.sources or not isinstance(listed.get("list"), list):
            return None
        return [tuple(item) for item in listed["list"]]  # type: ignore[misc]

    def remember_artifacts(self, listed: object) -> None:
        """Record the documents the games declare, for a rebuild from the same sources."""
        self.entries["#artifacts"] = {"key": self.sources, "list": [list(item) for item in listed]}  # type: ignore[attr-defined]

    def key(self, *parts: str) -> str:
        """The key of one output: the sources' hash and what names the output."""
        return hashlib.sha256("\0".join((self.sources, *parts)).encode()).hexdigest()

    def fresh(self, path: Path, key: str) -> int | None:
        """The pages recorded for ``path`` if it is still what this key would make, else None."""
        entry = self.entries.get(self._rel(path))
        if not entry or entry.get("key") != key:
            return None
        try:
            data = path.read_bytes()
        except OSError:
            return None
        if hashlib.sha256(data).hexdigest() != entry.get("sha256"):
            return None
        pages = entry.get("pages", 0)
        return pages if isinstance(pages, int) else None

    def record(self, path: Path, key: str, data: bytes, pages: int = 0) -> None:
        self.entries[self._rel(path)] = {"key": key, "sha256": hashlib.sha256(data).hexdigest(), "pages": pages}

    def save(self) -> None:
        from playaid.automata.files import write_atomic

        text = json.dumps({"format": FORMAT, "files": self.entries}, indent=1, sort_keys=True)
        write_atomic(self.out_dir / CACHE_FILE, text.encode("utf-8"), durable=False)

    def _rel(self, path: Path) -> str:
        try:
            return path.relative_to(self.out_dir).as_posix()
        except ValueError:
            return path.as_posix()
