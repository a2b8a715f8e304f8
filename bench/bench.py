#!/usr/bin/env python3
"""Measure playaid's speed as ratios taken in one run (absolute times on shared machines mean little).

    python bench/bench.py [--rounds N] [--editable-too] [--suite-rounds N | --no-suite]

Everything is measured in a **regular install** (``pip install .``) made from this checkout in
``.bench/venv`` (made once, refreshed when the sources change): an editable install's finder alone
makes ``python -c pass`` cost about twice as much, which would flatter every ratio. With
``--editable-too`` the same ratios are printed for the Python running this script as well.

Each command runs N times, interleaved with its baseline, and the medians are compared:

* ``playaid --help``, ``playaid leroy turn ...`` and ``playaid score ...`` against a bare
  ``python -c pass`` (budget: within 3x);
* ``playaid build --no-site --paper a4 --lang en`` (one edition: one language, one paper, colour; every
  PDF and the standalone .pyz) against a bare ``import reportlab.platypus, jinja2`` (budget 3x);
* the same build again with nothing changed, which skips every document by content hash
  (budget 1.5x);
* a fresh ``playaid build`` with the site (both papers; it writes the black-and-white edition
  too, which the site serves) against a fresh ``build --no-site`` (budget 4x). The site's work
  folder (``docs/_build/playaid``) is kept between the runs, as it is between a checkout's
  builds: Sphinx reads and writes only what changed. The same ratio with that folder emptied
  before each run (the first build of a checkout) is printed too, without a budget. Both run
  from a copy of ``docs/`` (and the golden transcripts it includes) in a temporary folder, so
  the checkout's own work folder is left alone;
* one step of a solo session (answer, advance, save), as the program's own CPU time per step over
  a whole game (budget: under 20 ms);
* the test suite: the README's command (``python -m pytest`` from the checkout, with its
  defaults) on **two workers** (``-n 2``, whatever the machine's cores) and ``CI=true`` (so a
  browser test that cannot run fails rather than looking fast), after one run that is not timed
  (the first run of a checkout fills its caches: the shared build and the browser's reports in
  ``.test-build/``, Sphinx's work folder): wall time (budget 60 s; the median of the timed runs),
  the CPU time of pytest and the processes it waited for (Chromium's are not among them), the
  tests passed, and the load average before, since other work on the machine lengthens the wall
  time. It runs in this Python (the checkout's test environment), not in the regular install.

Children may write bytecode caches, as an ordinary installation does, even where this shell
sets PYTHONDONTWRITEBYTECODE.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
SHEET = {"players": [
    {"name": "Ana", "sectors": [[{"kind": "sector", "sector": "commerce", "religion": r, "prestige": 4}
                                 for r in ("islam", "judaism", "christianity")]]},
    {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "science", "religion": "islam", "prestige": 9}]]}]}


def timed(cmd: list[str], env: dict[str, str] | None = None, cwd: Path | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env or ENV, cwd=cwd)
    return time.perf_counter() - start


def compare(label: str, cmd: list[str], base_label: str, base: list[str], rounds: int, budget: float | None,
            before: list[str] | None = None, base_before: list[str] | None = None, cwd: Path | None = None) -> bool:
    """The median of ``cmd`` over the median of ``base``, runs interleaved; ``before`` runs first
    each time (``base_before`` before the baseline, if it differs); ``budget`` None: printed only."""
    timed(cmd, cwd=cwd), timed(base, cwd=cwd)  # warm the file cache and the bytecode cache
    ours, theirs = [], []
    for _ in range(rounds):
        if before:
            subprocess.run(before, check=True, env=ENV)
        ours.append(timed(cmd, cwd=cwd))
        if base_before or before:
            subprocess.run(base_before or before, check=True, env=ENV)
        theirs.append(timed(base, cwd=cwd))
    a, b = statistics.median(ours), statistics.median(theirs)
    ratio = a / b
    if budget is None:
        verdict = "no budget"
    else:
        verdict = f"budget {budget:g}x: {'ok' if ratio <= budget else 'OVER BUDGET'}"
    print(f"  {label:<44} {ratio:5.2f}x  {base_label:<34} ({verdict};"
          f" medians {a * 1000:.0f} / {b * 1000:.0f} ms, {rounds} runs)")
    return budget is None or ratio <= budget


def site_checkout(tmp: Path) -> Path:
    """A folder holding a copy of ``docs/`` and what it includes, for ``playaid build`` to find as ``./docs``."""
    here = tmp / "checkout"
    shutil.copytree(ROOT / "docs", here / "docs", ignore=shutil.ignore_patterns("_build", "__pycache__"))
    shutil.copytree(ROOT / "tests" / "golden", here / "tests" / "golden")
    return here


def site_build(python: Path, tmp: Path) -> bool:
    """A fresh build with the site against a fresh build without it; then the same from a cold work folder."""
    playaid = str(python.parent / "playaid")
    here = site_checkout(tmp)
    with_site, no_site = here / "out-site", here / "out-nosite"
    ok = compare("build, with the site (fresh --out)", [playaid, "build", "-q", "--out", str(with_site)],
                 "build --no-site (fresh --out)", [playaid, "build", "-q", "--no-site", "--out", str(no_site)],
                 3, 4, before=["rm", "-rf", str(with_site)], base_before=["rm", "-rf", str(no_site)], cwd=here)
    compare("  the same, first build of a checkout", [playaid, "build", "-q", "--out", str(with_site)],
            "build --no-site (fresh --out)", [playaid, "build", "-q", "--no-site", "--out", str(no_site)],
            2, None, before=["rm", "-rf", str(with_site), str(here / "docs" / "_build")],
            base_before=["rm", "-rf", str(no_site)], cwd=here)
    return ok


def _sources_hash() -> str:
    digest = hashlib.sha256()
    for folder in ("rules", "automata", "generator", "templates"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    digest.update((ROOT / "pyproject.toml").read_bytes())
    return digest.hexdigest()


def regular_install() -> Path:
    """The Python of a regular (non-editable) install of this checkout, made or refreshed as needed."""
    home = ROOT / ".bench"
    venv, stamp = home / "venv", home / "installed-from"
    python = venv / "bin" / "python"
    wanted = _sources_hash()
    if not python.exists():
        print("making a regular install in .bench/venv (once) ...", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", str(ROOT)], check=True)
    elif not stamp.exists() or stamp.read_text() != wanted:
        print("refreshing the regular install in .bench/venv ...", flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", str(ROOT)],
                       check=True)
    stamp.write_text(wanted)
    return python


def solo_steps(python: Path, tmp: Path) -> bool:
    """CPU time of each step of a whole default game, saves and transcript included."""
    code = r"""
import statistics, sys, time
from pathlib import Path
from playaid.automata.session import Session, Store
session = Session.start(7)
store = Store(Path(sys.argv[1]) / "bench.json")
store.save(session)
cpu, wall = [], []
while not session.finished:
    c0, w0 = time.process_time(), time.perf_counter()
    session.answer("")
    store.save(session)
    cpu.append(time.process_time() - c0)
    wall.append(time.perf_counter() - w0)
print(statistics.median(cpu) * 1000, max(cpu) * 1000, statistics.median(wall) * 1000, len(cpu))
"""
    out = subprocess.run([str(python), "-c", code, str(tmp)], check=True, capture_output=True, text=True, env=ENV)
    med, worst, wall, steps = out.stdout.split()
    ok = float(worst) < 20
    print(f"  {'one solo step (CPU, whole game)':<44} median {float(med):.2f} ms, worst {float(worst):.2f} ms over"
          f" {steps} steps (budget 20 ms: {'ok' if ok else 'OVER BUDGET'}; wall median {float(wall):.2f} ms)")
    return ok


SUITE_BUDGET = 60.0


def suite(rounds: int, paths: tuple[str, ...] = ()) -> bool:
    """The README's test command on two workers: wall time of each timed run after an untimed one
    (``paths``: some tests only, to try this function out)."""
    import re
    import resource

    cmd = [sys.executable, "-m", "pytest", "-q", "-n", "2", *paths]
    env = {**ENV, "CI": "true"}
    walls, cpus, summary = [], [], ""
    for n in range(rounds + 1):
        load = os.getloadavg()[0]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        tail = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
        if proc.returncode:
            print(f"  {'the test suite (-n 2)':<44} FAILED (exit {proc.returncode}): {tail}")
            return False
        if n == 0:
            continue  # the first run fills the checkout's caches, as a checkout's first run does
        walls.append(wall)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        summary = f"{re.sub(r' in [0-9.]+s.*', '', tail)}, load {load:.1f} before"
    wall, cpu = statistics.median(walls), statistics.median(cpus)
    ok = wall <= SUITE_BUDGET
    print(f"  {'the test suite, two workers (wall)':<44} {wall:5.1f} s  (budget {SUITE_BUDGET:g} s: "
          f"{'ok' if ok else 'OVER BUDGET'}; CPU {cpu:.0f} s; {summary}; {rounds} timed run{'s' if rounds != 1 else ''})")
    return ok


def measure(python: Path, rounds: int, title: str) -> bool:
    playaid = python.parent / "playaid"
    print(title)
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        sheet = Path(tmp) / "sheet.json"
        sheet.write_text(json.dumps(SHEET))
        bare = [str(python), "-c", "pass"]
        quick = [
            ("playaid --help", [str(playaid), "--help"]),
            ("playaid leroy turn --roll 7 ...", [str(playaid), "leroy", "turn", "--roll", "7", "--dice", "R5,Y3,W3"]),
            ("playaid score toledo1085 FILE", [str(playaid), "score", "toledo1085", str(sheet)]),
        ]
        for label, cmd in quick:
            ok &= compare(label, cmd, "python -c pass", bare, rounds, 3)
        libs = [str(python), "-c", "import reportlab.platypus, jinja2"]
        build = [str(playaid), "build", "--no-site", "-q", "--paper", "a4", "--lang", "en", "--games", "all"]
        out = Path(tmp) / "out"
        ok &= compare("build --no-site --paper a4 --lang en (fresh)", [*build, "--out", str(out)],
                      "import reportlab.platypus, jinja2", libs, max(3, rounds // 3), 3,
                      before=["rm", "-rf", str(out)])
        subprocess.run([*build, "--out", str(out)], check=True, env=ENV, stdout=subprocess.DEVNULL)
        ok &= compare("build --no-site --paper a4 --lang en (nothing changed)", [*build, "--out", str(out)],
                      "import reportlab.platypus, jinja2", libs, max(3, rounds // 3), 1.5)
        ok &= site_build(python, Path(tmp))
        ok &= solo_steps(python, Path(tmp))
    return ok


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=15, help="runs per command for the quick commands")
    ap.add_argument("--editable-too", action="store_true", help="also measure the Python running this script")
    ap.add_argument("--suite-rounds", type=int, default=1, help="timed runs of the test suite (default 1)")
    ap.add_argument("--no-suite", action="store_true", help="leave the test suite's wall time out")
    args = ap.parse_args()
    ok = measure(regular_install(), args.rounds, "regular install (.bench/venv) — the budgets hold here:")
    if args.editable_too:
        here = Path(sys.executable)
        if shutil.which("playaid", path=str(here.parent)):
            measure(here, args.rounds, f"this Python ({here}), for comparison only:")
    if not args.no_suite:
        print(f"the test suite, in this Python ({sys.executable}):")
        ok &= suite(max(1, args.suite_rounds))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
