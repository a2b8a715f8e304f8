#!/usr/bin/env python3
"""Measure playaid's speed as ratios taken in one run (absolute times on shared machines mean little).

    python bench/bench.py [--rounds N]

Each command runs N times, interleaved with its baseline, and the medians are compared:

* ``playaid --help`` and ``playaid score toledo1085 FILE`` against a bare ``python -c pass``
  (budget: within 3x);
* ``playaid build --no-site`` (every PDF) against a bare ``import reportlab.platypus, jinja2``
  (budget: within 3x).
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

SHEET = {"players": [{"name": "Ana", "sectors": [
    [{"kind": "sector", "sector": "commerce", "religion": r, "prestige": 4}
     for r in ("islam", "judaism", "christianity")]]}]}


#: Children may cache bytecode as an ordinary installation does (some shells here forbid it).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    return time.perf_counter() - start


def compare(label: str, cmd: list[str], base_label: str, base: list[str], rounds: int, budget: float) -> bool:
    timed(cmd), timed(base)  # warm the file cache
    ours, theirs = [], []
    for _ in range(rounds):
        ours.append(timed(cmd))
        theirs.append(timed(base))
    a, b = statistics.median(ours), statistics.median(theirs)
    ratio = a / b
    verdict = "ok" if ratio <= budget else "OVER BUDGET"
    print(f"{label:<34} {ratio:5.2f}x  {base_label:<36} (budget {budget:g}x: {verdict};"
          f" medians {a * 1000:.0f} / {b * 1000:.0f} ms over {rounds} runs)")
    return ratio <= budget


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
        ok &= compare("playaid --help", [playaid, "--help"], "python -c pass", bare, args.rounds, 3)
        ok &= compare("playaid score toledo1085 FILE", [playaid, "score", "toledo1085", str(sheet)],
                      "python -c pass", bare, args.rounds, 3)
        ok &= compare("playaid build --no-site", [playaid, "build", "--no-site", "-q", "--out", tmp + "/out"],
                      "import reportlab.platypus, jinja2",
                      [py, "-c", "import reportlab.platypus, jinja2"], max(3, args.rounds // 3), 3)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
