"""A real browser on the built site: a local server, Chromium driven by Playwright, axe-core.

Used by tests/test_site_browser.py, and by hand to look at a build::

    python -m tests.browser out/site            # axe and overflow report of every page
    python -m tests.browser out/site --shots DIR # and screenshots at 1280 and 390 px

Nothing here downloads a browser: Chromium is the system's (``apt-get install chromium``) and
axe-core the npm package pinned in package.json (``npm ci``).

:class:`Remembered` runs the costly checks of a page (axe-core, the overflow measures) and keeps
what the browser reported, with the bytes of every file the browser fetched for it: a later
session reads the report again only while every one of those files, the browser, the fonts,
axe-core and this module are as they were; anything else loads the page again.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import threading
import urllib.parse
from collections.abc import Callable, Iterator
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


class Launcher:
    """One headless Chromium for a process (Playwright allows one per thread), started the first
    time it is called for, closed with :meth:`close`."""

    def __init__(self) -> None:
        self._stack = contextlib.ExitStack()
        self._browser: Any = None

    def __call__(self) -> Any:
        if self._browser is None:
            self._browser = self._stack.enter_context(browser())
        return self._browser

    def close(self) -> None:
        self._stack.close()
        self._browser = None


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


def overflow_and_top(page: Any) -> dict[str, Any]:
    """:func:`overflow`, and a screenshot of the page's top as a reader first sees it (PNG bytes,
    base64, under ``"top"``)."""
    found = overflow(page)
    page.evaluate("window.scrollTo(0, 0)")
    return {**found, "top": base64.b64encode(page.screenshot()).decode("ascii")}


# --- checks remembered between sessions -----------------------------------------------------------

#: Where the fonts Chromium may lay a page out with live (a change there can change a layout).
FONT_DIRS = ("/usr/share/fonts", "/usr/local/share/fonts", "/etc/fonts", "~/.fonts", "~/.local/share/fonts")


def _fonts() -> str:
    """A fingerprint of the system's fonts and their configuration: every file's path, size and
    modification time."""
    digest = hashlib.sha256()
    for folder in FONT_DIRS:
        for root, dirs, files in sorted(os.walk(os.path.expanduser(folder))):
            dirs.sort()
            for name in sorted(files):
                path = os.path.join(root, name)
                try:
                    st = os.stat(path)
                except OSError:
                    continue
                digest.update(f"{path}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


@functools.cache
def environment() -> str:
    """A fingerprint of everything a check's report depends on besides the site's files: this
    module (the checks, the server, Chromium's flags), axe-core, Chromium's and Playwright's
    versions, and the fonts."""
    from importlib.metadata import version

    browser_version = subprocess.run([chromium() or "chromium", "--version"], capture_output=True, text=True,
                                     stdin=subprocess.DEVNULL).stdout.strip()
    digest = hashlib.sha256()
    for part in (Path(__file__).read_bytes(), AXE.read_bytes() if AXE.is_file() else b"",
                 browser_version.encode(), version("playwright").encode(), _fonts().encode()):
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()


class Remembered:
    """Checks of a served site's pages whose reports are kept in ``store`` between sessions.

    A report is read again only when it was made in the same :func:`environment` and every file
    the browser fetched while the check ran (the page, its style sheets, scripts, pictures and
    fonts, whatever else it loaded) has the same bytes as then; otherwise the page is loaded in
    Chromium, started at the first check that needs it, in a context of its own, and checked
    again. ``ran`` counts the checks made in the browser, ``kept`` those read again.
    """

    def __init__(self, site: Path, base: str, store: Path, launch: Callable[[], Any]):
        self.site, self.base, self.store, self._launch = site, base, store, launch
        self.ran = self.kept = 0
        self._sums: dict[str, str | None] = {}

    def _sha(self, rel: str) -> str | None:
        if rel not in self._sums:
            try:
                self._sums[rel] = hashlib.sha256((self.site / rel).read_bytes()).hexdigest()
            except OSError:  # missing, or a folder: the server answered 404 or a listing
                self._sums[rel] = None
        return self._sums[rel]

    def _served(self, url: str) -> str | None:
        """The file under the site that the server answers ``url`` with, or None for another address."""
        if not url.startswith(self.base):
            return None
        path = urllib.parse.unquote(urllib.parse.urlsplit(url).path).lstrip("/")
        if path == "" or path.endswith("/"):
            path += "index.html"
        return path

    def check(self, name: str, rel: str, viewport: dict[str, int], measure: Callable[[Any], Any]) -> Any:
        """``measure(page)``'s report on page ``rel`` loaded in a window of ``viewport``: kept, or made now."""
        key = hashlib.sha256(json.dumps([name, rel, viewport, environment()]).encode()).hexdigest()
        entry = self.store / f"{key}.json"
        try:
            kept = json.loads(entry.read_text(encoding="utf-8"))
            if kept["files"] and all(self._sha(path) == sha for path, sha in kept["files"].items()):
                self.kept += 1
                os.utime(entry)  # read again: kept (tests/shared.py's prune)
                return kept["report"]
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass
        report, fetched = self._run(rel, viewport, measure)
        self.ran += 1
        if fetched is not None:  # every file it fetched is the site's: remember it
            files = {path: self._sha(path) for path in sorted({rel, *fetched})}
            self.store.mkdir(parents=True, exist_ok=True)
            temporary = entry.with_name(f".{entry.name}.{os.getpid()}")
            temporary.write_text(json.dumps({"check": name, "page": rel, "viewport": viewport, "files": files,
                                             "report": report}), encoding="utf-8")
            temporary.replace(entry)
        return report

    def _run(self, rel: str, viewport: dict[str, int], measure: Callable[[Any], Any]) -> tuple[Any, list[str] | None]:
        context = self._launch().new_context(viewport=viewport)
        urls: list[str] = []
        context.on("request", lambda request: urls.append(request.url))
        try:
            page = context.new_page()
            page.goto(self.base + rel)
            report = measure(page)
        finally:
            context.close()
        fetched = [self._served(url) for url in urls if not url.startswith(("data:", "blob:", "about:"))]
        return report, None if any(path is None for path in fetched) else [p for p in fetched if p]


def _game_ids() -> tuple[str, ...]:
    from playaid.generator.registry import GAMES

    return tuple(GAMES)


def expected_pages() -> list[str]:
    """The pages a built site has, known from its sources before it is built: one for each
    ``.rst`` file of ``docs/``, Sphinx's index, search and module index, and the Play le Roy page
    in each language."""
    from playaid.automata.language import LANGUAGES
    from playaid.generator import play

    docs = ROOT / "docs"
    found = [p.relative_to(docs).with_suffix(".html").as_posix() for p in docs.rglob("*.rst")
             if not p.relative_to(docs).parts[0].startswith("_")]
    found += ["genindex.html", "search.html", "py-modindex.html"]
    # each other language's edition: its translated pages and every game page (docs/_ext)
    from playaid.generator.site import folder, site_languages

    for lang in site_languages(docs):
        if lang == LANGUAGES[0]:
            continue
        catalogs = {po.stem for po in (docs / "locale" / lang / "LC_MESSAGES").glob("*.po")}
        found += [f"{folder(lang)}{page}.html" for page in sorted(catalogs | set(_game_ids()))]
        found += [f"{folder(lang)}genindex.html", f"{folder(lang)}search.html"]
    found += [f"{play.FOLDER}/{play.page_file(lang)}" for lang in LANGUAGES]
    return sorted(found)


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
