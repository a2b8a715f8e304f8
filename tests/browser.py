"""A real browser on the built site: a local server, Chromium driven by Playwright, axe-core.

Used by tests/test_site_browser.py, and by hand to look at a build::

    python -m tests.browser out/site            # axe and overflow report of every page
    python -m tests.browser out/site --shots DIR # and screenshots at 1280 and 390 px

Nothing here downloads a browser: Chromium is the system's (``apt-get install chromium``) and
axe-core the npm package pinned in package.json (``npm ci``).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
#: Widths the site is checked at: a desktop and a phone.
WIDTHS = (1280, 390)
#: axe-core's tags for the success criteria of WCAG 2.0, 2.1 and 2.2 at levels A and AA.
WCAG_TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa")
CHROMIUM_ARGS = ("--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic")


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def missing() -> str | None:
    """Why the browser checks cannot run here, or None when they can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install -e '.[test]')"
    if chromium() is None:
        return "Chromium is not installed (apt-get install chromium)"
    if not AXE.is_file():
        return f"axe-core is not installed ({AXE.relative_to(ROOT)} is missing: run npm ci)"
    return None


class _Quiet(http.server.SimpleHTTPRequestHandler):
    # What a static host sends: a module script must come as JavaScript, and WebAssembly as
    # itself, or the Play le Roy page's runtime never starts.
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                      ".json": "application/json", ".zip": "application/zip"}

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextlib.contextmanager
def serve(site: Path) -> Iterator[str]:
    """Serve ``site`` on 127.0.0.1 from a thread; yields the base URL (ending in ``/``)."""
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def browser() -> Iterator[Any]:
    """One headless Chromium for the whole session."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium(), args=list(CHROMIUM_ARGS))
        try:
            yield b
        finally:
            b.close()


def pages(site: Path) -> list[str]:
    """Every HTML page of the site, as paths relative to its root."""
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html")
                  if not p.relative_to(site).parts[0].startswith("_"))


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """The WCAG 2 A/AA violations axe-core finds on the loaded page: id, impact, nodes, help."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return page.evaluate(
        """async (tags) => {
            const r = await axe.run(document, {runOnly: {type: "tag", values: tags},
                                               resultTypes: ["violations"]});
            return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                           nodes: v.nodes.map(n => n.target.join(" ")).slice(0, 5),
                                           count: v.nodes.length}));
        }""", list(WCAG_TAGS))


#: Opens every proof, then measures: the page's width against the window's, and every block
#: (code, table, figure) whose content is wider than its box.
_OVERFLOW = """() => {
    document.querySelectorAll("details").forEach(d => { d.open = true; });
    const wide = (el) => el.scrollWidth > el.clientWidth + 1;
    const what = (el) => (el.textContent || el.outerHTML).trim().slice(0, 70);
    return {
        page: document.documentElement.scrollWidth, window: window.innerWidth,
        pre: [...document.querySelectorAll("article pre")].filter(wide).map(what),
        tables: [...document.querySelectorAll("article .table-wrapper")].filter(wide).map(what),
        figures: [...document.querySelectorAll("article img")].filter(
            i => i.getBoundingClientRect().right > window.innerWidth + 1).map(i => i.getAttribute("src")),
        // Words cut off at the window's edge (a line that cannot wrap), outside the blocks above.
        text: [...document.querySelectorAll("article a, article span, article strong")].filter(
            el => !el.closest("pre, .table-wrapper") && el.getClientRects().length
                && el.getBoundingClientRect().right > window.innerWidth + 1).map(what),
    };
}"""


def overflow(page: Any) -> dict[str, Any]:
    """What is wider than the window or scrolls sideways on the loaded page (empty lists: nothing)."""
    return page.evaluate(_OVERFLOW)


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description="Check a built site in Chromium.")
    ap.add_argument("site", type=Path)
    ap.add_argument("--shots", type=Path, help="write screenshots of every page at 1280 and 390 px here")
    args = ap.parse_args(argv)
    why = missing()
    if why:
        print(why)
        return 2
    bad = 0
    with serve(args.site) as base, browser() as b:
        for width in WIDTHS:
            page = b.new_page(viewport={"width": width, "height": 900})
            for rel in pages(args.site):
                page.goto(base + rel)
                found = [v for v in axe_violations(page) if v["impact"] in ("serious", "critical")]
                over = overflow(page)
                clipped = over["page"] > over["window"] or any(over[k] for k in ("pre", "tables", "figures", "text"))
                bad += bool(found or clipped)
                print(f"{width:>5} {rel:<24} axe: {[(v['id'], v['count']) for v in found] or 'ok'}; "
                      f"overflow: {over if clipped else 'none'}")
                if args.shots:
                    args.shots.mkdir(parents=True, exist_ok=True)
                    page.screenshot(path=str(args.shots / f"{rel.replace('/', '-')[:-5]}-{width}.png"),
                                    full_page=True)
            page.close()
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
