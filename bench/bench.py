#!/usr/bin/env python3
"""Measure playaid's speed as ratios taken in one run (absolute times on shared machines mean little).

    python bench/bench.py [--rounds N]

Each command runs N times, interleaved with its baseline, and the medians are compared:

* ``playaid --help``, ``playaid leroy turn ...`` and ``playaid score ...`` against a bare
  ``python -c pass`` (budget: within 3x);
* ``playaid build --no-site`` (every PDF and the standalone .pyz) against a bare
  ``import reportlab.platypus, jinja2`` (budget: within 3x);
* one step of a solo session (answer, advance, save atomically, write the transcript), as the
  program's own CPU time per step over a whole game (budget: under 20 ms).

Children may write bytecode caches, as an ordinary installation does, even where this shell
sets PYTHONDONTWRITEBYTECODE.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
SHEET = {"players": [{"name": "Ana", "sectors": [
    [{"kind": "sector", "sector": "commerce", "religion": r, "prestige": 4}
     for r in ("islam", "judaism", "christianity")]]}]}


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    return time.perf_counter() - start


def compare(label: str, cmd: list[str], base_label: str, base: list[str], rounds: int, budget: float) -> bool:
    timed(cmd), timed(base)  # warm the file cache and the bytecode cache
    ours, theirs = [], []
    for _ in range(rounds):
        ours.append(timed(cmd))
        theirs.append(timed(base))
    a, b = statistics.median(ours), statistics.median(theirs)
    ratio = a / b
    verdict = "ok" if ratio <= budget else "OVER BUDGET"
    print(f"{label:<38} {ratio:5.2f}x  {base_label:<34} (budget {budget:g}x: {verdict};"
          f" medians {a * 1000:.0f} / {b * 1000:.0f} ms, {rounds} runs)")
    return ratio <= budget


def solo_steps(tmp: Path) -> bool:
    """CPU time of each step of a whole default game, saves and transcript included."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from playaid.automata.session import Session, Store

    session = Session.start(7)
    store = Store(tmp / "bench.json")
    store.save(session)
    cpu, wall = [], []
    while not session.finished:
        c0, w0 = time.process_time(), time.perf_counter()
        session.answer("")
        store.save(session)
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    med, worst = statistics.median(cpu) * 1000, max(cpu) * 1000
    ok = worst < 20
    print(f"{'one solo step (CPU, whole game)':<38} median {med:.2f} ms, worst {worst:.2f} ms over {len(cpu)} steps"
          f" (budget 20 ms: {'ok' if ok else 'OVER BUDGET'}; wall median {statistics.median(wall) * 1000:.2f} ms)")
    return ok


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=15, help="runs per command for the quick commands")
    args = ap.parse_args()
    py = sys.executable
    playaid = shutil.which("playaid", path=str(Path(py).parent)) or shutil.which("playaid")
    if not playaid:
        print("playaid is not installed next to this Python; run: pip install -e .", file=sys.stderr)
        return 2
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        sheet = Path(tmp) / "sheet.json"
        sheet.write_text(json.dumps(SHEET))
        bare = [py, "-c", "pass"]
        quick = [
            ("playaid --help", [playaid, "--help"]),
            ("playaid leroy turn --roll 7 ...", [playaid, "leroy", "turn", "--roll", "7", "--dice", "R5,Y3,W3"]),
            ("playaid score toledo1085 FILE", [playaid, "score", "toledo1085", str(sheet)]),
        ]
        for label, cmd in quick:
            ok &= compare(label, cmd, "python -c pass", bare, args.rounds, 3)
        ok &= compare("playaid build --no-site (PDFs + .pyz)",
                      [playaid, "build", "--no-site", "-q", "--out", tmp + "/out"],
                      "import reportlab.platypus, jinja2",
                      [py, "-c", "import reportlab.platypus, jinja2"], max(3, args.rounds // 3), 3)
        ok &= solo_steps(Path(tmp))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
