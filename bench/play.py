#!/usr/bin/env python3
"""Measure the Play le Roy page in headless Chromium, in one run: its start, its answers, its weight.

    python bench/play.py [--site out/site] [--rounds N]

Without ``--site`` the page is built first (``playaid build`` into ``.bench/play-out``, which the
build cache keeps between runs; the runtime comes from its cache). The site is served on
127.0.0.1 (tests/browser.py) and driven with Playwright through the system's Chromium. Printed:

* page load to the first question with a **cold** runtime: a new browser profile each run, with
  no HTTP cache and no service worker (what a first visit costs on this machine's loopback: the
  13 MB runtime's download is all but free here, its compilation is not);
* the same with the runtime **cached**: a reload once the service worker has kept the page and
  the runtime (what every later visit costs, signal or not), and the ratio of the two;
* the time **per answer inside the page** (target: under 50 ms): from the tap's handler to the
  page redrawn and the save kept, measured by the page itself over a whole game of suggestions;
* the page's **own weight** apart from the runtime (target: under 100 KB), as stored and as a
  static host would send it compressed, and the runtime's weight; the same for the page in each
  other language (``it.html``), which loads its catalog as well.

Each figure is the median over N runs (first question) or over every answer of a game.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests import browser as br  # noqa: E402

ANSWER_BUDGET_MS = 50
WEIGHT_BUDGET = 100 * 1024


def build() -> Path:
    out = ROOT / ".bench" / "play-out"
    subprocess.run([sys.executable, "-m", "playaid.generator.cli", "build", "-q", "--games", "troyes", "--out",
                    str(out)], check=True, cwd=ROOT)
    return out / "site"


def ready(page) -> float:
    page.wait_for_selector("body[data-ready='1'], body[data-failed='1']", timeout=120_000)
    if page.get_attribute("body", "data-failed"):
        raise SystemExit(f"the page did not start: {page.text_content('#status')}")
    return page.evaluate("window.leRoyPage.firstQuestion")


def weights(site: Path, lang: str) -> tuple[int, int, int]:
    """The bytes of the page in ``lang`` apart from the runtime (the files it loads), the same
    gzip-compressed (text files only: the archives are compressed already), and the runtime's."""
    from playaid.generator import play

    own = packed = runtime = 0
    for path in sorted((site / "play").rglob("*")):
        if not path.is_file():
            continue
        size = path.stat().st_size
        if path.relative_to(site / "play").parts[0].startswith("pyodide-"):
            runtime += size
        elif path.name in play.loads(lang):
            own += size
            packed += size if path.name.endswith(".gz") else len(gzip.compress(path.read_bytes(), 9))
    return own, packed, runtime


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--site", type=Path, help="a built site holding play/ (default: build one in .bench/play-out)")
    ap.add_argument("--rounds", type=int, default=5, help="page loads per measure (default 5)")
    args = ap.parse_args()
    why = br.missing()
    if why:
        print(why)
        return 2
    site = args.site or build()
    if not (site / "play" / "index.html").is_file():
        print(f"{site} has no play/ page: build it where npm is installed")
        return 2
    ok = True
    with br.serve(site) as base, br.browser() as chromium:
        url = base + "play/index.html"
        cold = []
        for _ in range(args.rounds):
            context = chromium.new_context()
            page = context.new_page()
            page.goto(url)
            cold.append(ready(page))
            context.close()
        context = chromium.new_context()
        page = context.new_page()
        page.goto(url)
        ready(page)
        page.evaluate("navigator.serviceWorker.ready")
        page.wait_for_function("!!navigator.serviceWorker.controller")
        cached = []
        for _ in range(args.rounds):
            page.reload()
            cached.append(ready(page))
        page.click("#open-menu")
        page.fill("#seed", "7")
        page.click("#start")
        taps = page.evaluate("""() => {
            const button = document.getElementById("suggest");
            window.leRoyPage.answers.length = 0;
            let taps = 0;
            while (!document.body.dataset.finished && taps < 1000) { button.click(); taps += 1; }
            return taps;
        }""")
        answers = page.evaluate("window.leRoyPage.answers")
        context.close()
    a, b = statistics.median(cold), statistics.median(cached)
    print("the Play le Roy page, headless Chromium on 127.0.0.1:")
    print(f"  {'load to first question, cold runtime':<44} median {a:7.0f} ms  ({args.rounds} new profiles)")
    print(f"  {'load to first question, runtime cached':<44} median {b:7.0f} ms  ({args.rounds} reloads, "
          f"service worker): {b / a:.2f}x the cold start")
    per, worst = statistics.median(answers), max(answers)
    good = worst < ANSWER_BUDGET_MS
    ok &= good
    print(f"  {'one answer inside the page':<44} median {per:7.2f} ms, worst {worst:.2f} ms over {taps} answers "
          f"(target {ANSWER_BUDGET_MS} ms: {'ok' if good else 'OVER'})")
    from playaid.automata.language import LANGUAGES

    for lang in LANGUAGES:
        own, packed, runtime = weights(site, lang)
        good = own < WEIGHT_BUDGET
        ok &= good or lang != "en"   # the target is the English page's; another language's adds its catalog
        print(f"  {f'the page ({lang}), apart from the runtime':<44} {own / 1024:7.1f} KB stored, "
              f"{packed / 1024:.1f} KB sent compressed (target 100 KB: {'ok' if good else 'OVER'}); "
              f"the runtime {runtime / 1024 / 1024:.1f} MB")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
