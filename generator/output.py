"""What a build writes, and how: shared by the build (PDFs, the standalone file) and the site step.

Kept apart from :mod:`playaid.generator.build` so that the site step can use it without importing
the build, which imports the site step.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

#: The language of the documents this build writes (``out/<lang>/<paper>/``).
LANG = "en"
#: The paper sizes a document is made for, by name (their geometry is ``generator.pdf.PAPERS``'s).
PAPER_NAMES = ("a4", "letter")


@dataclass(frozen=True, slots=True)
class Written:
    """A file the build wrote: where, how many bytes, and its pages (0 for what is not a PDF)."""

    path: Path
    size: int
    pages: int = 0
    unchanged: bool = False  #: skipped: its sources had not changed since the last build wrote it


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` (making its folder) so that a crash never leaves half a file."""
    from playaid.automata.files import write_atomic as write

    path.parent.mkdir(parents=True, exist_ok=True)
    write(path, data)
