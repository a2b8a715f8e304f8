"""Build the Sphinx site and publish it, with the documents of the same run, in ``OUT/site``.

The site is built in a work folder that outlives the output folder: ``docs/_build/playaid``
(Sphinx's customary, git-ignored build folder; ``OUT/.site-build`` when ``docs`` cannot be
written). It holds Sphinx's doctrees and HTML, the figures and the thumbnails, so a build reads
and writes only the pages whose sources changed, as an incremental ``make html`` does, even into
a brand-new ``--out``. What a page shows depends on:

- its ``.rst`` file and what it includes (Sphinx tracks those itself);
- playaid's code, templates and fonts, the Sphinx extension and the versions of Sphinx and the
  theme: their hash is the configuration value ``playaid_sources``, and a change of it makes
  Sphinx read every page again (:func:`sources_digest`);
- the manifest of the documents built in this run (their editions, pages and sizes), which
  :func:`stage` rewrites only when it changes, so the pages that show it are read again only then.

A build that warns throws its doctrees away, so the next build reads every page again and
shows the same warnings, rather than passing because nothing was read.

:func:`build_site` holds the work folder's lock while it stages the documents (:func:`stage`: a
thumbnail of each, kept while the PDF's bytes stay the same, and the manifest), runs Sphinx,
copies the HTML to ``OUT/site`` and adds the PDFs (every edition), the thumbnails, the
standalone files and the Play le Roy page (``play/``, :mod:`playaid.generator.play`) beside it,
with an empty ``.nojekyll``, so GitHub Pages serves the folder as it is. The pages link them
through the ``playaid-gallery`` and ``playaid-downloads`` directives (docs/_ext/playaid_sphinx.py).
:func:`figure_svg` draws the site's pictures with the PDFs' own drawing code.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playaid.generator import registry
from playaid.generator.output import LANG, Written, write_atomic
from playaid.rules.text import NC_, N_

MANIFEST_ENV = "PLAYAID_SITE_MANIFEST"
SOURCES_ENV = "PLAYAID_SITE_SOURCES"
#: The manifest's format; a change of it is a change of the sources.
FORMAT = 3


def find_docs() -> Path | None:
    """The Sphinx sources: next to the code (a checkout or editable install), else ``./docs``."""
    for candidate in (Path(__file__).resolve().parents[1] / "docs", Path.cwd() / "docs"):
        if (candidate / "conf.py").is_file():
            return candidate
    return None


def work_dir(docs: Path, out_dir: Path) -> Path:
    """Where the site is built and kept between builds: ``docs/_build/playaid``, else ``OUT/.site-build``."""
    work = docs / "_build" / "playaid"
    try:
        work.mkdir(parents=True, exist_ok=True)
        probe = work / ".writable"
        probe.write_bytes(b"")
        probe.unlink()
        return work
    except OSError:
        return out_dir / ".site-build"


def sources_digest(docs: Path) -> str:
    """A hash of everything a page's text can depend on besides its own ``.rst`` and the manifest."""
    import docutils
    import furo
    import sphinx

    from playaid.generator.cache import source_digest

    digest = hashlib.sha256(f"{source_digest()} sphinx {sphinx.__version__} furo {furo.__version__} "
                            f"docutils {docutils.__version__} manifest {FORMAT}".encode())
    for path in sorted([docs / "conf.py", *(docs / "_ext").rglob("*.py")]):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


# --- the documents: manifest and thumbnails -----------------------------------------------------

#: The words of a download link to a document in another language than the site's (English):
#: written in that language, so that its readers find it.
LANGUAGE_NAME = NC_("the name of this language, written in it", "English")
EDITION_COLOUR = NC_("a document's edition", "colour")
EDITION_MONO = NC_("a document's edition", "black and white")
PAPER_LABEL = {"a4": NC_("paper size", "A4"), "letter": NC_("paper size", "US Letter")}
LINK_LABEL = N_("{title}, {edition}, {paper} (PDF, {size})")


def _titles(lang: str = LANG) -> dict[str, dict[str, str]]:
    import importlib

    from playaid.automata.language import text_for

    t = text_for(lang)
    titles = {}
    for name, game, module in registry.artifacts():
        info = importlib.import_module(module).INFO
        title = info.show(info.title, t)
        titles[name] = {"game": game, "title": f"{info.game} \N{EM DASH} {title}", "doc_title": title}
    return titles


def _thumbnail(pdf: Path, thumbs: Path, name: str) -> Path:
    """``thumbs/<name>.png`` of the PDF's first page, drawn again only when the PDF's bytes changed."""
    from playaid.generator.thumbnails import first_page_png

    data = pdf.read_bytes()
    sha = hashlib.sha256(data).hexdigest()
    png, stamp = thumbs / f"{name}.png", thumbs / f"{name}.sha256"
    try:
        if stamp.read_text(encoding="ascii") == sha and png.is_file():
            return png
    except OSError:
        pass
    write_atomic(png, first_page_png(data))
    write_atomic(stamp, sha.encode("ascii"))
    return png


def stage(written: Sequence[Written], out_dir: Path, work: Path,
          page: Any = None, progress: Progress | None = None) -> tuple[Path, list[tuple[Path, str]]]:
    """The manifest of this run's files, and what to publish beside the site: (file, path in the site).

    ``page`` is the Play le Roy page of this run (:class:`playaid.generator.play.Page`), or None
    when the build left it out: the manifest says which, and its files are published too. The
    manifest (``work/manifest.json``) is written only when its content changes, so that the
    pages showing it are read again only then.
    """
    titles = _titles()
    other_titles: dict[str, dict[str, dict[str, str]]] = {}
    documents: dict[str, dict[str, Any]] = {}
    standalone = []
    publish: list[tuple[Path, str]] = []
    for w in written:
        rel = w.path.relative_to(out_dir)
        if w.path.suffix == ".pdf":
            lang, edition, name = rel.parts[0], rel.parts[1], w.path.stem  # <lang>/<edition>/<name>.pdf
            entry = documents.setdefault(name, {"name": name, **titles.get(name, {"game": "", "title": name,
                                                                                  "doc_title": name}),
                                                "pages": w.pages, "files": {}, "sizes": {}, "thumb": None,
                                                "languages": {}})
            href = f"pdf/{rel.as_posix()}"
            # The site's own language first ("files"); every other language's editions beside it.
            into = entry if lang == LANG else entry["languages"].setdefault(
                lang, {"title": other_titles.setdefault(lang, _titles(lang)).get(name, {}).get("title", name),
                       "files": {}, "sizes": {}})
            into["files"][edition] = href
            into["sizes"][edition] = w.size
            publish.append((w.path, href))
            if lang == LANG and (entry["thumb"] is None or edition == "a4"):
                entry["thumb"] = f"thumbs/{name}.png"
                entry["_thumb_from"] = w.path
        else:
            standalone.append({"name": w.path.name, "href": rel.as_posix(), "size": w.size})
            publish.append((w.path, rel.as_posix()))
    for done, entry in enumerate(documents.values(), 1):
        png = _thumbnail(entry.pop("_thumb_from"), work / "thumbs", entry["name"])
        if progress is not None:
            progress("documents", done, len(documents))
        publish.append((png, entry["thumb"]))
        for into in (entry, *entry["languages"].values()):
            editions = sorted(into["files"], key=_edition_order)
            into["files"] = {e: into["files"][e] for e in editions}
            into["sizes"] = {e: into["sizes"][e] for e in editions}
    order = [name for name, _, _ in registry.artifacts()]
    data = {"format": FORMAT, "lang": LANG,
            "documents": sorted(documents.values(), key=lambda d: order.index(d["name"])
                                if d["name"] in order else len(order)),
            "standalone": standalone, "play": page.href if page is not None else None}
    if page is not None:
        publish += page.files
    manifest = work / "manifest.json"
    text = json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")
    try:
        unchanged = manifest.read_bytes() == text
    except OSError:
        unchanged = False
    if not unchanged:
        write_atomic(manifest, text)
    return manifest, publish


def _edition_order(edition: str) -> tuple[int, str]:
    """Colour before black and white, A4 before Letter."""
    return (edition.endswith("-mono"), edition)


# --- figures: the PDFs' drawings as SVG -----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Figure:
    """A picture of the site: the game it belongs to, how to draw it (a reportlab ``Drawing``, made
    by the same function as in the printed aid) and its alternative text (a message of the game's
    text source)."""

    game: str
    draw: Callable[[Any], Any]
    alt: Callable[[], str]


def _duel_chart(theme: Any) -> Any:
    from playaid.generator.aids.toledo_aid import flowchart
    from playaid.generator.pdf import PAPERS, make_styles

    return flowchart(PAPERS["a4"].body_width, make_styles(theme))


def _zodiac_wheel(theme: Any) -> Any:
    from playaid.generator.aids.tolomeo_pictures import zodiac_wheel
    from playaid.generator.pdf import PAPERS, make_styles

    return zodiac_wheel(PAPERS["a4"].column_width, 204, make_styles(theme))


def _eclipsis_chart(theme: Any) -> Any:
    from playaid.generator.aids.tolomeo_pictures import reveal_flowchart
    from playaid.generator.pdf import PAPERS, make_styles

    return reveal_flowchart(PAPERS["a4"].column_width, make_styles(theme))


def _alt(game: str, message: str) -> Callable[[], str]:
    def alt() -> str:
        import importlib

        from playaid.rules.text import plain

        text = importlib.import_module(f"playaid.rules.{game}.text")
        return plain(text.say(getattr(text, message)))

    return alt


#: The pictures the site shows, by name (``.. playaid-figure:: NAME``).
FIGURES: dict[str, Figure] = {
    "toledo-duel": Figure("toledo", _duel_chart, _alt("toledo", "DUEL_CHART_ALT")),
    "tolomeo-wheel": Figure("tolomeo", _zodiac_wheel, _alt("tolomeo", "WHEEL_ALT")),
    "tolomeo-eclipsis": Figure("tolomeo", _eclipsis_chart, _alt("tolomeo", "ECLIPSIS_CHART_ALT")),
}

#: What the SVG asks for in place of the fonts embedded in the PDFs (DejaVu, or a font as wide).
_WEB_FONTS = "'DejaVu Sans', Verdana, 'Bitstream Vera Sans', sans-serif"


def figure_svg(name: str) -> str:
    """Figure ``name`` as an SVG document, drawn by reportlab's SVG renderer.

    The text keeps the PDFs' widths whatever font the browser has (``textLength``), the title is
    the alternative text, and the background is the paper's, so it reads on a dark page too.
    """
    import re
    from xml.sax.saxutils import escape, unescape

    from reportlab.graphics import renderSVG
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from playaid.generator import pdf

    figure = FIGURES[name]
    pdf.register_fonts()
    drawing = figure.draw(pdf.theme_for(False))
    svg = renderSVG.drawToString(drawing)

    def text(m: re.Match[str]) -> str:
        attrs, family, size, rest, content = m.groups()
        width = stringWidth(unescape(content), family, float(size))
        weight = " font-weight: bold;" if family.endswith("-Bold") else ""
        return (f'<text{attrs}textLength="{width:.2f}" lengthAdjust="spacingAndGlyphs" '
                f'style="font-family: {_WEB_FONTS};{weight} font-size: {size}px;{rest}>{content}</text>')

    svg = re.sub(r'<text([^>]*?)style="font-family: ([\w-]+); font-size: ([\d.]+)px;([^>]*)>([^<]*)</text>',
                 text, svg)
    alt = escape(figure.alt())
    svg = svg.replace("<title>...</title>", f"<title>{alt}</title>", 1).replace("\t<desc>...</desc>\n", "", 1)
    svg = re.sub(r"<!DOCTYPE svg[^>]*>\n?", "", svg, count=1)
    # The page is the drawing plus a margin, so lines drawn on its edge are not cut in half
    # (the PDF does not clip them either); the paper is white.
    w, h, m = drawing.width, drawing.height, 2
    svg = re.sub(r'<svg width="[^"]*" height="[^"]*"(.*?) viewBox="[^"]*"',
                 f'<svg width="{w + 2 * m:.2f}" height="{h + 2 * m:.2f}"\\1 viewBox="{-m} {-m} {w + 2 * m:.2f} '
                 f'{h + 2 * m:.2f}"', svg, count=1)
    svg = svg.replace(' style="clip-path: url(#clip)"', "", 1)
    svg = svg.replace("</title>", f'</title>\n\t<rect x="{-m}" y="{-m}" width="{w + 2 * m:.2f}" '
                                  f'height="{h + 2 * m:.2f}" fill="#ffffff"/>', 1)
    return svg


# --- the build ------------------------------------------------------------------------------------

@contextmanager
def _locked(work: Path) -> Iterator[None]:
    """One build at a time in a work folder (the test suite and a user's build may share it)."""
    work.mkdir(parents=True, exist_ok=True)
    with open(work / ".lock", "w") as lock:
        try:
            import fcntl
        except ImportError:  # not on POSIX: no second build to fear here
            yield
            return
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _jobs() -> int:
    """Sphinx's worker processes: one per core, at most 4, where fork makes them cheap."""
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(os.cpu_count() or 1, 4))


#: What :func:`build_site` reports as it goes: ``progress(step, done, total)``, ``step`` one of
#: :data:`STEPS`. It may be called from Sphinx's worker processes (forked), so it must only write
#: to a stream and flush.
Progress = Callable[[str, int, int], None]
#: The steps of a site build, in order: the documents staged (a thumbnail each), the pages read,
#: the pages written, the files published beside them.
STEPS = ("documents", "reading", "writing", "copying")


def _count_pages(app: Any, progress: Progress) -> None:
    """Report every page Sphinx reads and writes, in whichever process does it.

    Sphinx reads and writes pages in forked workers; the counts are shared memory, so each worker
    reports the whole build's count. The totals are known before the workers start: the pages to
    read from ``env-before-read-docs``, the pages to write from the builder's ``write_documents``.
    """
    import multiprocessing

    try:
        read, wrote = multiprocessing.Value("i", 0), multiprocessing.Value("i", 0)
    except OSError:  # no shared memory here: the counts of the main process, which still move
        from types import SimpleNamespace

        read, wrote = (SimpleNamespace(value=0, get_lock=_no_lock) for _ in range(2))
    todo: dict[str, Any] = {"read": 0, "write": frozenset()}

    def before_read(app: Any, env: Any, docnames: list[str]) -> None:
        todo["read"] = len(docnames)
        if docnames:
            progress("reading", 0, len(docnames))

    def one_read(app: Any, doctree: Any) -> None:
        with read.get_lock():
            read.value += 1
            progress("reading", min(read.value, todo["read"]), todo["read"])

    def one_written(app: Any, pagename: str, *args: Any) -> None:
        if pagename in todo["write"]:
            with wrote.get_lock():
                wrote.value += 1
                progress("writing", wrote.value, len(todo["write"]))

    builder = app.builder
    write_documents = builder.write_documents

    def counted(docnames: Any) -> None:
        todo["write"] = frozenset(docnames)
        progress("writing", 0, len(docnames))
        write_documents(docnames)

    builder.write_documents = counted
    app.connect("env-before-read-docs", before_read)
    app.connect("doctree-read", one_read)
    app.connect("html-page-context", one_written)


@contextmanager
def _no_lock() -> Iterator[None]:
    yield


def build_site(docs: Path, dest: Path, *, written: Sequence[Written] | None = None, out_dir: Path | None = None,
               strict: bool = False, warnings: Any = None, page: Any = None, progress: Progress | None = None) -> int:
    """Build the HTML site from ``docs`` into ``dest``, serving ``written`` (this run's files under
    ``out_dir``) beside it, and the Play le Roy ``page`` if this run made it; returns Sphinx's
    exit status.

    Without ``written`` the site is built with no documents (the pages say so). With ``strict``,
    a warning fails the build. ``warnings`` is where Sphinx's warnings go (standard error by
    default). ``progress`` hears of every document staged, page read and written and file
    published (:data:`Progress`).
    """
    import io
    import sys

    from sphinx.application import Sphinx

    out_dir = out_dir or dest.parent
    work = work_dir(docs, out_dir)
    saved = {k: os.environ.get(k) for k in (MANIFEST_ENV, SOURCES_ENV)}
    caught = io.StringIO()
    publish: list[tuple[Path, str]] = []
    with _locked(work):
        manifest = None
        if written is not None:
            manifest, publish = stage(written, out_dir, work, page, progress)
        try:
            os.environ[SOURCES_ENV] = sources_digest(docs)
            if manifest is None:
                os.environ.pop(MANIFEST_ENV, None)
            else:
                os.environ[MANIFEST_ENV] = str(manifest.resolve())
            html, doctrees = work / "html", work / "doctrees"
            app = Sphinx(docs, docs, html, doctrees, "html", status=None, warning=caught,
                         warningiserror=strict, parallel=_jobs())
            if progress is not None:
                _count_pages(app, progress)
            app.build()
            status = app.statuscode
        except Exception as exc:  # a broken page or extension: report it as a failed build
            caught.write(f"{type(exc).__name__}: {exc}\n")
            status = 2
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
        shown = caught.getvalue()
        (warnings or sys.stderr).write(shown)
        if shown or status:
            # Forget what was read, so the next build reads every page and warns again.
            shutil.rmtree(work / "doctrees", ignore_errors=True)
        if status:
            return status
        if dest.exists():
            shutil.rmtree(dest)
        shutil.copytree(work / "html", dest, ignore=shutil.ignore_patterns(".buildinfo", ".doctrees"))
        # GitHub Pages runs Jekyll unless told not to, and Jekyll drops the folders that start with
        # an underscore: the site's _static and _images.
        (dest / ".nojekyll").write_bytes(b"")
    for done, (source, rel) in enumerate(publish):
        if progress is not None and done % 10 == 0:
            progress("copying", done, len(publish))
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    if progress is not None and publish:
        progress("copying", len(publish), len(publish))
    return 0
