"""``playaid build``: render every printable document, then the site, and report what was written.

Layout: ``OUT/<lang>/<edition>/<name>.pdf`` (``a4``, ``letter``, and ``a4-mono``, ``letter-mono``
for the black-and-white edition, written with ``--mono`` and whenever the site is built, since
the site serves both editions) and ``OUT/site/``. Files are written atomically (a
temporary file renamed into place), so an interrupted build never leaves half a PDF behind.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from playaid.automata.files import shown
from playaid.generator import registry
from playaid.generator.cache import BuildCache
from playaid.generator.errors import UsageError
from playaid.generator.output import LANG, PAPER_NAMES, Written, write_atomic
from playaid.rules.text import ENGLISH, N_, NP_

GAMES = registry.GAMES

#: What the build says last: where to look, how to print, how to play (the paths filled in).
NEXT_SITE = N_("Next: open {index} in a browser ({url}); each game's page there links its documents and explains "
               "its rules.")
NEXT_PRINT = NP_("Print the PDFs at 100%, with fit-to-page off: they are in {folders}.",
                 "Print the PDFs at 100%, with fit-to-page off: they are in {folders}, a folder for each "
                 "language and paper.")
NEXT_MONO = N_("The black-and-white edition, for a laser printer, is beside them, as in {example}.")
NEXT_PLAY = N_("Play le Roy in a terminal with {command}; on a phone, the site's Play le Roy page plays him "
               "once the site is served (the README says how).")
NEXT_PLAY_NO_PAGE = N_("Play le Roy in a terminal with {command}.")
#: The words of the site step's progress line, on a terminal only (:class:`SiteMeter`).
METER_STEP = {"documents": N_("site: preparing the documents {done}/{total}"),
              "reading": N_("site: reading pages {done}/{total}"),
              "writing": N_("site: writing pages {done}/{total}"),
              "copying": N_("site: copying files {done}/{total}")}
BUILT_SITE = N_("built the site from {docs}")


@dataclass(frozen=True, slots=True)
class Artifact:
    """One printable document: its module provides ``INFO`` and ``pages(paper, styles)``; the
    styles carry the edition's theme, which the pages draw with."""

    name: str
    game: str
    module: str

    def render(self, paper: Any, mono: bool = False, lang: str = "en", site_url: str | None = None) -> bytes:
        """The document on ``paper``, in the black-and-white edition if ``mono``, in ``lang``; with
        ``site_url`` (the site's address, ending in ``/``), page 1 carries the address of the
        document's page on the site and its QR code."""
        from playaid.automata.language import text_for
        from playaid.generator import pdf

        mod = importlib.import_module(self.module)
        theme, text = pdf.theme_for(mono), text_for(lang)
        address = pdf.document_address(site_url, mod.INFO, lang) if site_url else None
        if address:
            paper = pdf.with_address(paper)
        return pdf.render(mod.pages(paper, pdf.make_styles(theme, text)), mod.INFO, paper, theme, text,
                          address=address)


@functools.cache
def artifacts() -> tuple[Artifact, ...]:
    """Every printable document the games declare (importing every game: see :func:`listed`)."""
    return tuple(Artifact(*entry) for entry in registry.artifacts())


def listed(cache: BuildCache | None) -> tuple[Artifact, ...]:
    """The documents to build: from the cache's record when the sources have not changed since
    it was written (a rebuild with nothing changed imports no game), else from the games."""
    if cache is not None:
        recorded = cache.artifacts()
        if recorded is not None:
            return tuple(Artifact(*entry) for entry in recorded)
        cache.remember_artifacts(registry.artifacts())
    return artifacts()


def parse_games(text: str) -> tuple[str, ...]:
    items = [g.strip().lower() for g in text.split(",") if g.strip()]
    if not items or items == ["all"]:
        return GAMES
    unknown = [g for g in items if g not in GAMES]
    if unknown:
        from playaid.rules.shared import short

        raise UsageError(f"unknown game {short(unknown[0])} in --games (allowed: {', '.join(GAMES)}, or all)")
    return tuple(dict.fromkeys(items))


def parse_papers(choice: str) -> tuple[str, ...]:
    from playaid.generator.pdf import PAPERS

    return tuple(PAPERS) if choice == "all" else (choice,)


def human_size(n: int) -> str:
    return f"{n / 1024:.0f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.1f} MB"


def edition_dir(paper: str, mono: bool) -> str:
    """``a4``, ``letter``, or ``a4-mono``, ``letter-mono`` for the black-and-white edition."""
    return f"{paper}-mono" if mono else paper


def parse_langs(choice: str) -> tuple[str, ...]:
    from playaid.automata.language import LANGUAGES

    return LANGUAGES if choice == "all" else (choice,)


def _render_job(job: tuple[int, str, bool, str, str | None]) -> bytes:
    from playaid.generator.pdf import PAPERS

    index, paper, mono, lang, site_url = job
    return artifacts()[index].render(PAPERS[paper], mono, lang, site_url)


def _workers(jobs: int) -> int:
    """Processes to render with: one per core (at most 4), when fork makes them cheap."""
    import multiprocessing

    if jobs < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(jobs, os.cpu_count() or 1, 4))


def render_all(games: Sequence[str], papers: Sequence[str], out_dir: Path,
               progress: IO[str] | None = None, mono: bool = False,
               cache: BuildCache | None = None, langs: Sequence[str] = (LANG,),
               site_url: str | None = None) -> list[Written]:
    """Render every artifact of ``games`` on ``papers`` in ``langs`` under ``out_dir``
    (``OUT/<lang>/<edition>/<name>.pdf``); return what was written.

    ``mono`` adds the black-and-white edition (``<paper>-mono``) to the colour one. With a
    ``cache``, a document whose sources have not changed since it was written is not rendered
    again (see :mod:`playaid.generator.cache`); the site's address (``site_url``, which every
    document prints with its QR code) is part of what it is keyed by.

    Documents render in parallel worker processes on a multi-core machine; files are written and
    reported in a fixed order, so the output never depends on which worker finished first.
    """
    editions = (False, True) if mono else (False,)
    jobs = []
    for lang in langs:
        for edition in editions:
            for paper in papers:
                for i, art in enumerate(listed(cache)):
                    if art.game in games:
                        path = out_dir / lang / edition_dir(paper, edition) / f"{art.name}.pdf"
                        key = (cache.key(art.name, paper, edition_dir(paper, edition), lang, site_url or "")
                               if cache else "")
                        pages = cache.fresh(path, key) if cache else None
                        jobs.append((i, paper, edition, lang, path, key, pages))
    todo = [(i, paper, edition, lang, site_url) for i, paper, edition, lang, _, _, pages in jobs if pages is None]
    results = iter(_render(todo))
    written = []
    for index, paper_name, edition, lang, path, key, pages in jobs:
        if pages is None:
            from playaid.generator.pdf import page_count

            data = next(results)
            write_atomic(path, data)
            w = Written(path, len(data), page_count(data))
            if cache:
                cache.record(path, key, data, w.pages)
            verb = "wrote"
        else:
            w = Written(path, path.stat().st_size, pages, unchanged=True)
            verb = "unchanged"
        written.append(w)
        if progress:
            progress.write(f"  {verb} {shown(path)}  ({w.pages} page{'s' if w.pages != 1 else ''}, "
                           f"{human_size(w.size)})\n")
            progress.flush()
    return written


def _render(jobs: list[tuple[int, str, bool, str, str | None]]) -> list[bytes]:
    """The bytes of each job, rendered in worker processes when there are several."""
    if not jobs:
        return []
    from playaid.generator.pdf import register_fonts

    register_fonts()  # once, before any fork, so workers inherit the loaded fonts...
    for index in sorted({job[0] for job in jobs}):  # ...and the documents' modules
        importlib.import_module(artifacts()[index].module)
    workers = _workers(len(jobs))
    if workers == 1:
        return [_render_job(job) for job in jobs]
    import multiprocessing

    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return pool.map(_render_job, jobs)


def write_standalone(games: Sequence[str], out_dir: Path, progress: IO[str] | None = None,
                     cache: BuildCache | None = None) -> list[Written]:
    """Write the standalone files (the le Roy automaton) of ``games`` at the top of ``out_dir``."""
    written = []
    for name, game, module in registry.STANDALONE:
        if game not in games:
            continue
        path = out_dir / name
        key = cache.key(name) if cache else ""
        if cache and cache.fresh(path, key) is not None:
            verb = "unchanged"
        else:
            data = importlib.import_module(module).build()
            write_atomic(path, data)
            path.chmod(0o755)
            if cache:
                cache.record(path, key, data)
            verb = "wrote"
        size = path.stat().st_size
        written.append(Written(path, size, unchanged=verb == "unchanged"))
        if progress:
            progress.write(f"  {verb} {shown(path)}  (standalone automaton, {human_size(size)};"
                           f" run: python3 {shown(path)})\n")
            progress.flush()
    return written


def play_page(out_dir: Path, standalone: Sequence[Written], progress: IO[str] | None, cache: BuildCache | None,
              err: IO[str]) -> tuple[Any, int]:
    """The site's Play le Roy page, made from this build's ``le-roy.pyz`` (None without it), and the
    build's status: where the runtime cannot be had the page is left out with one line on ``err``
    saying why and what to install (status 0); a runtime that is not the one pinned fails the
    build (status 1)."""
    from playaid.generator import play, runtime

    pyz = next((w.path for w in standalone if w.path.name == "le-roy.pyz"), None)
    if pyz is None:
        return None, 0
    try:
        return play.write(out_dir, pyz, cache, progress), 0
    except runtime.Mismatch as exc:
        err.write(f"playaid build: error: the Play le Roy page is left out: {exc}\n")
        return None, 1
    except runtime.Unavailable as exc:
        err.write(f"playaid build: note: the Play le Roy page is left out: {exc}\n")
        return None, 0


def _on_terminal(stream: IO[str] | None) -> bool:
    """True when ``stream`` is a terminal: only there does the build draw its progress line."""
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError):
        return False


class SiteMeter:
    """The site step's progress, drawn on one terminal line: each step's count and a bar.

    Called from Sphinx's worker processes too (forked, sharing the terminal), so a call only
    writes one line with a carriage return and flushes.
    """

    WIDTH = 20

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream

    def __call__(self, step: str, done: int, total: int) -> None:
        filled = self.WIDTH * done // total if total else self.WIDTH
        bar = "#" * filled + "." * (self.WIDTH - filled)
        text = f"  [{bar}] {ENGLISH(METER_STEP[step], done=done, total=total)}"
        self.stream.write("\r" + text.ljust(60))
        self.stream.flush()

    def clear(self) -> None:
        self.stream.write("\r" + " " * 60 + "\r")
        self.stream.flush()


def next_steps(out_dir: Path, written: Sequence[Written], standalone: Sequence[Written], site_index: Path | None,
               page: Any) -> list[str]:
    """What the build says last, for a person: where to look, how to print, how to play le Roy."""
    lines = []
    if site_index is not None:
        lines.append(ENGLISH(NEXT_SITE, index=shown(site_index), url=site_index.resolve().as_uri()))
    folders = list(dict.fromkeys(w.path.parent for w in written))
    colour = [f for f in folders if not f.name.endswith("-mono")]
    if colour:
        lines.append(ENGLISH(NEXT_PRINT, folders=", ".join(f"{shown(f)}/" for f in colour), count=len(colour)))
        mono = [f for f in folders if f.name.endswith("-mono")]
        if mono:
            lines.append(ENGLISH(NEXT_MONO, example=f"{shown(mono[0])}/"))
    pyz = next((w.path for w in standalone if w.path.name == "le-roy.pyz"), None)
    if pyz is not None:
        lines.append(ENGLISH(NEXT_PLAY if page is not None else NEXT_PLAY_NO_PAGE, command=f"python3 {shown(pyz)}"))
    return lines


def _cannot_write(out_dir: Path, exc: OSError) -> UsageError:
    """One line for a build that could not write: where, and the system's reason in words."""
    from playaid.automata.files import label

    where = label(exc.filename) if exc.filename else label(out_dir)
    reason = exc.strerror or type(exc).__name__
    return UsageError(f"cannot write under --out {label(out_dir)}: {reason} ({where}); "
                      "choose a folder you can write to")


def run(args: argparse.Namespace, *, out: IO[str], err: IO[str]) -> int:
    started = time.perf_counter()
    from playaid.generator import config

    args.site_url = config.site_url(getattr(args, "site_url", None))
    games = parse_games(args.games)
    papers = parse_papers(args.paper)
    out_dir = Path(args.out)
    try:
        if out_dir.exists() and not out_dir.is_dir():
            raise UsageError(f"--out {shown(out_dir)} exists and is not a directory")
        out_dir.mkdir(parents=True, exist_ok=True)
    except ValueError:
        raise UsageError("--out is not a usable folder name (it holds a NUL character)") from None
    except OSError as exc:
        raise _cannot_write(out_dir, exc) from None
    try:
        return _build(args, games, papers, out_dir, started, out=out, err=err)
    except OSError as exc:
        raise _cannot_write(out_dir, exc) from None


def _build(args: argparse.Namespace, games: Sequence[str], papers: Sequence[str], out_dir: Path,
           started: float, *, out: IO[str], err: IO[str]) -> int:
    progress = None if args.quiet else out
    cache = BuildCache.load(out_dir)
    # The site serves both editions, so building it writes the black-and-white one as well.
    mono = args.mono or not args.no_site
    langs = parse_langs(getattr(args, "lang", LANG))
    written = render_all(games, papers, out_dir, progress, mono=mono, cache=cache, langs=langs,
                         site_url=getattr(args, "site_url", None))
    standalone = write_standalone(games, out_dir, progress, cache=cache)
    status = 0
    page = None
    if not args.no_site:
        page, status = play_page(out_dir, standalone, progress, cache, err)
    cache.save()
    site_note = "site skipped (--no-site)"
    site_index = None
    if not args.no_site:
        from playaid.generator import site

        docs = site.find_docs()
        if docs is None:
            site_note = "site skipped: no docs/ folder here (run playaid build from a playaid checkout)"
            err.write(f"playaid build: warning: {site_note}\n")
        else:
            dest = out_dir / "site"
            meter = SiteMeter(progress) if progress and _on_terminal(progress) else None
            if progress and meter is None:
                progress.write(f"  building the site from {shown(docs)} ...\n")
                progress.flush()
            try:
                code = site.build_site(docs, dest, written=[*written, *standalone], out_dir=out_dir, warnings=err,
                                       strict=getattr(args, "strict", False), page=page, progress=meter)
            finally:
                if meter is not None:
                    meter.clear()
            if meter is not None and not code:
                progress.write(f"  {ENGLISH(BUILT_SITE, docs=shown(docs))}\n")
            if code:
                err.write(f"playaid build: error: the site build failed (sphinx exit status {code})\n")
                site_note, status = "site FAILED", 1
            else:
                site_note = f"site in {shown(dest / 'index.html')}"
                site_index = dest / "index.html"
                if page is not None:
                    site_note += f", Play le Roy in {shown(dest / page.href)}"
    pages = sum(w.pages for w in written)
    size = sum(w.size for w in written)
    seconds = time.perf_counter() - started
    extra = "".join(f", {shown(w.path)}" for w in standalone)
    kept = sum(w.unchanged for w in (*written, *standalone))
    kept_note = f", {kept} unchanged since the last build" if kept else ""
    out.write(f"done: {len(written)} PDF{'s' if len(written) != 1 else ''} ({pages} pages, {human_size(size)}) "
              f"in {', '.join(shown(out_dir / lang) for lang in langs)}{extra}{kept_note}; {site_note}; {seconds:.1f} s\n")
    if progress:
        for line in next_steps(out_dir, written, standalone, site_index, page):
            progress.write(f"  {line}\n")
    return status
