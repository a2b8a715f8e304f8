"""Show, and on request rewrite, the golden files after a deliberate change of wording or rules.

    python -m tests.golden.regenerate            print the diff of every golden file that would change
    python -m tests.golden.regenerate --force    rewrite them (review the diff first)
    python -m tests.golden.regenerate leroy      only the files of tests/golden/leroy.py

Each module listed in :data:`SOURCES` has a ``files()`` function returning ``{file name: text}``:
the seeded playthroughs of one game's engine, in the style of OpenSpiel's playthroughs. The test
suite compares every file with what its module makes now (tests/test_golden.py), so a golden
file changes only when the game should.
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import sys
from pathlib import Path

HERE = Path(__file__).parent
#: The modules under tests/golden that make golden files (one per engine).
SOURCES = ("leroy", "toledo", "toledo1085", "tolomeo")


def expected(source: str) -> dict[str, str]:
    return importlib.import_module(f"tests.golden.{source}").files()


def changes(sources: tuple[str, ...] = SOURCES) -> dict[str, tuple[str, str]]:
    """Every golden file whose text would change: name -> (on disk, made now)."""
    found = {}
    for source in sources:
        for name, text in expected(source).items():
            path = HERE / name
            old = path.read_text(encoding="utf-8") if path.exists() else ""
            if old != text:
                found[name] = (old, text)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.golden.regenerate", description=__doc__.split("\n")[0])
    parser.add_argument("sources", nargs="*", metavar="SOURCE", help=f"only these modules ({', '.join(SOURCES)})")
    parser.add_argument("--force", action="store_true", help="rewrite the files that changed")
    args = parser.parse_args(argv)
    unknown = set(args.sources) - set(SOURCES)
    if unknown:
        parser.error(f"unknown source {sorted(unknown)[0]!r} (sources: {', '.join(SOURCES)})")
    found = changes(tuple(args.sources) or SOURCES)
    for name, (old, new) in found.items():
        sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                                   f"a/tests/golden/{name}", f"b/tests/golden/{name}"))
    if not found:
        print("every golden file is up to date")
        return 0
    if not args.force:
        print(f"\n{len(found)} golden file(s) would change; read the diff, then run again with --force")
        return 1
    for name, (_, new) in found.items():
        (HERE / name).write_text(new, encoding="utf-8")
        print(f"rewrote tests/golden/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
