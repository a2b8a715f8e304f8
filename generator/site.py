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
from playaid.rules.text import NC_, NP_, N_

MANIFEST_ENV = "PLAYAID_SITE_MANIFEST"
SOURCES_ENV = "PLAYAID_SITE_SOURCES"
#: The manifest's format; a change of it is a change of the sources.
FORMAT = 4


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
    # Which pages each edition has (one catalog a page) sets every page's links to its twins and
    # to the pages an edition has not: a catalog added or removed writes every page again (a
    # catalog's content is the dependency of its own page only, which Sphinx follows itself).
    for po in sorted((docs / "locale").glob("*/LC_MESSAGES/*.po")):
        digest.update(b"catalog\0" + po.relative_to(docs).as_posix().encode())
    return digest.hexdigest()


# --- the documents: manifest and thumbnails -----------------------------------------------------

#: The words of a download link to a document in another language than the page's: written in
#: that language, so that its readers find it.
LANGUAGE_NAME = NC_("the name of this language, written in it", "English")
EDITION_COLOUR = NC_("a document's edition", "colour")
EDITION_MONO = NC_("a document's edition", "black and white")
PAPER_LABEL = {"a4": NC_("paper size", "A4"), "letter": NC_("paper size", "US Letter")}
LINK_LABEL = N_("{title}, {edition}, {paper} (PDF, {size})")

# The site's own words around the pages' text (docs/_ext/playaid_sphinx.py shows them in the
# page's language; the pages' prose is translated through Sphinx's catalogs, docs/locale).
SITE_TITLE = N_("playaid: board game player aids")
COLOUR = N_("Colour")
MONO = N_("Black and white")
PAGES = NP_("{count} page", "{count} pages")
PRINT_TITLE = N_("Print this game's documents")
PRINT_NOTE = N_("Print at 100% (no fit-to-page). The black-and-white edition shows every colour by "
                "a letter and a pattern, for a laser printer.")
NOT_BUILT = N_("not in this build of the site: run playaid build to make it")
#: The big download button of a document: its title and the paper.
BUTTON_LABEL = N_("{title}, {paper}")
#: What a tap unfolds under a game's buttons on the front page, and under a document's on its page.
MORE_DOCUMENTS = N_("More documents and editions")
MORE_EDITIONS = N_("Black and white, other languages")
STANDALONE = N_("Standalone automaton:")
RUN_IT = N_("run it with")
NO_PDFS = N_("This copy of the site was built without the PDFs. Run playaid build to make them and "
             "serve them here:")
#: The link from a rule to the examples that prove it, and back.
PROOF_LINK = NP_("Proof", "{count} proofs")
PROOF_TITLE = N_("The examples that prove this, which run as tests")
BACK_TO_RULE = N_("Back to the rule")
#: On a game page of an edition whose prose is not translated yet: its tables (from the text
#: source, translated) and the way to the whole page in English.
UNTRANSLATED_PAGE = N_("This page shows the game's tables and rulings; the rest of it, the explanations "
                       "and the examples that prove them, is in English for now:")
ENGLISH_PAGE = N_("the whole page in English")
#: What a ruling's mark says when pointed at: the ruling's key and topic.
MARK_TITLE = N_("playaid ruling {key}: {topic}")
#: A game's line on the source notes page.
RULINGS_COUNT = NP_("{game}: {count} ruling, on the {rulebook}.", "{game}: {count} rulings, on the {rulebook}.")


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

    A document's entry holds its English editions (``files``, ``sizes``, ``pages``, ``thumb``)
    and, under ``languages``, the same for each other language this run wrote, so each edition of
    the site shows its own language's files first. ``page`` is the Play le Roy page of this run
    (:class:`playaid.generator.play.Page`), or None when the build left it out: the manifest
    says which, and its files are published too. The manifest (``work/manifest.json``) is
    written only when its content changes, so that the pages showing it are read again only then.
    """
    titles = {LANG: _titles()}
    documents: dict[str, dict[str, Any]] = {}
    standalone = []
    publish: list[tuple[Path, str]] = []
    thumbs_from: dict[tuple[str, str], Path] = {}
    for w in written:
        rel = w.path.relative_to(out_dir)
        if w.path.suffix == ".pdf":
            lang, edition, name = rel.parts[0], rel.parts[1], w.path.stem  # <lang>/<edition>/<name>.pdf
            known = titles[LANG].get(name, {"game": "", "title": name, "doc_title": name})
            entry = documents.setdefault(name, {"name": name, **known, "pages": 0, "files": {}, "sizes": {},
                                                "thumb": None, "languages": {}})
            href = f"pdf/{rel.as_posix()}"
            # The English editions at the top ("files"); every other language's beside them.
            if lang == LANG:
                into = entry
            else:
                own = titles.setdefault(lang, _titles(lang)).get(name, known)
                into = entry["languages"].setdefault(lang, {"title": own["title"], "doc_title": own["doc_title"],
                                                            "pages": 0, "files": {}, "sizes": {},
                                                            "thumb": None})
            into["pages"] = w.pages
            into["files"][edition] = href
            into["sizes"][edition] = w.size
            publish.append((w.path, href))
            if into["thumb"] is None or edition == "a4":
                into["thumb"] = f"thumbs/{name}.png" if lang == LANG else f"thumbs/{lang}/{name}.png"
                thumbs_from[(name, lang)] = w.path
    for w in written:
        if w.path.suffix != ".pdf":  # the standalone files
            rel = w.path.relative_to(out_dir)
            standalone.append({"name": w.path.name, "href": rel.as_posix(), "size": w.size})
            publish.append((w.path, rel.as_posix()))
    for done, entry in enumerate(documents.values(), 1):
        for lang, into in ((LANG, entry), *entry["languages"].items()):
            if into["thumb"] is not None:
                png = _thumbnail(thumbs_from[(entry["name"], lang)], work / "thumbs" / (lang if lang != LANG else ""),
                                 entry["name"])
                publish.append((png, into["thumb"]))
        if progress is not None:
            progress("documents", done, len(documents))
        for lang, into in ((LANG, entry), *entry["languages"].items()):
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
    by the same code as in the printed aid, in an edition's theme and a language's text), its
    alternative text (a message of the game's text source, in a language) and, for a picture too
    wide to read on a phone, how to draw it narrower (``phone``)."""

    game: str
    draw: Callable[[Any, Any], Any]
    alt: Callable[..., str]
    phone: Callable[[Any, Any], Any] | None = None


def _styles(theme: Any, t: Any) -> Any:
    from playaid.generator.pdf import make_styles

    return make_styles(theme, t)


def _duel_chart(theme: Any, t: Any) -> Any:
    from playaid.generator.aids.toledo_aid import flowchart
    from playaid.generator.pdf import PAPERS

    return flowchart(PAPERS["a4"].body_width, _styles(theme, t))


def _duel_chart_phone(theme: Any, t: Any) -> Any:
    """The duel chart in two columns instead of four, for a phone: the same boxes, questions,
    answers and sentences as the aid's chart (its own node and arrow code), each box as wide as
    there, so that on a screen 390 px wide its words are as large as the page's small print.

    The challenge and the draw on top; under the draw the neutral-card question, whose "no" leads
    left to the colour question; under both the pose; then who won the round and whether the
    duel is decided, whose "no" goes up the right edge and over the top back to the draw; the
    end of the duel across the foot. The colour's holder is reached down the left edge."""
    from playaid.generator.aids import toledo_aid as aid
    from playaid.generator.pdf import FLOW, PAPERS, NodeKind, drawing, flow_arrow, flow_node, place_label, text
    from playaid.rules import toledo as rules

    st = _styles(theme, t)
    col = (PAPERS["a4"].body_width - aid.EDGE - 3 * aid.COLUMN_GAP) / 4   # the aid's column
    lane = 34.0                                                          # room for a path and its label
    x0, x1 = lane, lane + col + aid.COLUMN_GAP
    width = x1 + col + lane
    end = aid.end_lines(st, x1 + col - x0)
    end_h = len(end) * FLOW.leading + 12
    y_won = end_h + aid.GAP
    y_pose = y_won + aid.DIAMOND_H + aid.GAP
    y_ask = y_pose + aid.BOX_H + aid.GAP
    y_top = y_ask + aid.DIAMOND_H + aid.GAP
    y_loop = y_top + aid.BOX_H + aid.GAP                                  # the loop back, over the top
    d = drawing(width, y_loop + FLOW.label_gap + FLOW.label_pt + 2)
    poses = {"attack": aid.pose_letter(rules.Pose.ATTACK, st.t), "defend": aid.pose_letter(rules.Pose.DEFEND, st.t)}
    n = {
        "start": aid.node(d, st, "challenge", NodeKind.END, x0, y_top, col, aid.BOX_H),
        "draw": aid.node(d, st, "draw", NodeKind.STEP, x1, y_top, col, aid.BOX_H),
        "colour": aid.node(d, st, "colour", NodeKind.DECISION, x0, y_ask, col, aid.DIAMOND_H),
        "neutral": aid.node(d, st, "neutral", NodeKind.DECISION, x1, y_ask, col, aid.DIAMOND_H),
        "pose": aid.node(d, st, "pose", NodeKind.STEP, x0, y_pose, x1 + col - x0, aid.BOX_H, **poses),
        "holder": aid.node(d, st, "holder", NodeKind.STEP, x0, y_won + (aid.DIAMOND_H - aid.BOX_H) / 2, col,
                           aid.BOX_H),
        "won": aid.node(d, st, "won", NodeKind.DECISION, x1, y_won, col, aid.DIAMOND_H),
        "end": flow_node(d, st.theme, NodeKind.END, x0, 0, x1 + col - x0, end_h, end),
    }
    yes, no = aid.words(st, rules.AID["yes"]), aid.words(st, rules.AID["no"])
    flow_arrow(d, theme, [n["start"].right, n["draw"].left])
    flow_arrow(d, theme, [n["draw"].bottom, n["neutral"].top])
    flow_arrow(d, theme, [n["neutral"].left, n["colour"].right], no)
    flow_arrow(d, theme, [n["neutral"].bottom, n["pose"].top_at(n["neutral"].bottom[0])], yes, side="right")
    flow_arrow(d, theme, [n["colour"].bottom, n["pose"].top_at(n["colour"].bottom[0])], no, side="right")
    left = lane / 2
    flow_arrow(d, theme, [n["colour"].left, (left, n["colour"].left[1]), (left, n["holder"].left[1]),
                          n["holder"].left], yes, align="start")
    flow_arrow(d, theme, [n["pose"].bottom_at(n["won"].top[0]), n["won"].top])
    flow_arrow(d, theme, [n["holder"].right, n["won"].left])
    right = width - lane / 2
    loop = [n["won"].right, (right, n["won"].right[1]), (right, y_loop), (n["draw"].top[0], y_loop), n["draw"].top]
    flow_arrow(d, theme, loop, no, align="start")
    again = place_label(loop[2], loop[3], aid.words(st, rules.AID["again"]), side="above", align="start")
    text(d, theme, again.x0, again.baseline, again.text, size=FLOW.label_pt, bold=True, colour=theme.accent)
    flow_arrow(d, theme, [n["won"].bottom, n["end"].top_at(n["won"].bottom[0])], yes, side="right")
    return d


def _zodiac_wheel(theme: Any, t: Any) -> Any:
    from playaid.generator.aids.tolomeo_pictures import zodiac_wheel
    from playaid.generator.pdf import PAPERS

    return zodiac_wheel(PAPERS["a4"].column_width, 204, _styles(theme, t))


def _eclipsis_chart(theme: Any, t: Any) -> Any:
    from playaid.generator.aids.tolomeo_pictures import reveal_flowchart
    from playaid.generator.pdf import PAPERS

    return reveal_flowchart(PAPERS["a4"].column_width, _styles(theme, t))


def _alt(game: str, message: str) -> Callable[..., str]:
    def alt(lang: str = LANG) -> str:
        import importlib

        from playaid.automata.language import text_for
        from playaid.rules.text import plain

        text = importlib.import_module(f"playaid.rules.{game}.text")
        t = text_for(lang)
        return plain(text.say(getattr(text, message), t))

    return alt


#: The pictures the site shows, by name (``.. playaid-figure:: NAME``).
FIGURES: dict[str, Figure] = {
    "toledo-duel": Figure("toledo", _duel_chart, _alt("toledo", "DUEL_CHART_ALT"), phone=_duel_chart_phone),
    "tolomeo-wheel": Figure("tolomeo", _zodiac_wheel, _alt("tolomeo", "WHEEL_ALT")),
    "tolomeo-eclipsis": Figure("tolomeo", _eclipsis_chart, _alt("tolomeo", "ECLIPSIS_CHART_ALT")),
}

#: What the SVG asks for in place of the fonts embedded in the PDFs (DejaVu, or a font as wide).
_WEB_FONTS = "'DejaVu Sans', Verdana, 'Bitstream Vera Sans', sans-serif"


def figure_svg(name: str, lang: str = LANG, phone: bool = False) -> str:
    """Figure ``name`` as an SVG document in ``lang`` (its phone layout with ``phone``), drawn by
    reportlab's SVG renderer.

    The text keeps the PDFs' widths whatever font the browser has (``textLength``), the title is
    the alternative text, and the background is the paper's, so it reads on a dark page too.
    """
    import re
    from xml.sax.saxutils import escape, unescape

    from reportlab.graphics import renderSVG
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from playaid.generator import pdf

    from playaid.automata.language import text_for

    figure = FIGURES[name]
    pdf.register_fonts()
    draw = figure.phone if phone and figure.phone is not None else figure.draw
    drawing = draw(pdf.theme_for(False), text_for(lang))
    svg = renderSVG.drawToString(drawing)

    def text(m: re.Match[str]) -> str:
        attrs, family, size, rest, content = m.groups()
        width = stringWidth(unescape(content), family, float(size))
        weight = " font-weight: bold;" if family.endswith("-Bold") else ""
        return (f'<text{attrs}textLength="{width:.2f}" lengthAdjust="spacingAndGlyphs" '
                f'style="font-family: {_WEB_FONTS};{weight} font-size: {size}px;{rest}>{content}</text>')

    svg = re.sub(r'<text([^>]*?)style="font-family: ([\w-]+); font-size: ([\d.]+)px;([^>]*)>([^<]*)</text>',
                 text, svg)
    alt = escape(figure.alt(lang))
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


def folder(lang: str) -> str:
    """Where the edition of the site in ``lang`` sits in the published site: English at its root,
    every other language in a folder of its own (``it/``)."""
    return "" if lang == LANG else f"{lang}/"


def site_languages(docs: Path | None = None) -> tuple[str, ...]:
    """The languages the site is published in, English first: English, and every language playaid
    speaks whose site catalogs are in the sources (``docs/locale/<lang>/LC_MESSAGES``)."""
    from playaid.automata.language import LANGUAGES

    docs = docs or find_docs()
    return tuple(lang for lang in LANGUAGES
                 if lang == LANG or (docs is not None and any((docs / "locale" / lang / "LC_MESSAGES").glob("*.po"))))


def stage_catalogs(docs: Path, work: Path, lang: str) -> Path:
    """The site's catalogs of ``lang`` (``docs/locale/<lang>/LC_MESSAGES/*.po``, kept in the
    repository) copied into the work folder, where Sphinx compiles them: a file is written only
    when it changed, so that Sphinx reads again only the pages whose catalog changed. Returns the
    folder to give Sphinx as its ``locale_dirs``."""
    source = docs / "locale" / lang / "LC_MESSAGES"
    target = work / "locale" / lang / "LC_MESSAGES"
    target.mkdir(parents=True, exist_ok=True)
    wanted = {po.name: po.read_bytes() for po in sorted(source.glob("*.po"))} if source.is_dir() else {}
    for po in target.glob("*.po"):
        if po.name not in wanted:
            po.unlink()
            po.with_suffix(".mo").unlink(missing_ok=True)
    for name, data in wanted.items():
        there = target / name
        try:
            if there.read_bytes() == data:
                continue
        except OSError:
            pass
        write_atomic(there, data)
    return work / "locale"


def _sphinx(docs: Path, work: Path, lang: str, strict: bool, caught: Any,
            progress: Progress | None = None) -> int:
    """One Sphinx build of the site in ``lang`` into the work folder; its exit status."""
    from sphinx.application import Sphinx

    html, doctrees = work / f"html{'-' + lang if lang != LANG else ''}", work / f"doctrees{'-' + lang if lang != LANG else ''}"
    overrides: dict[str, Any] = {}
    if lang != LANG:
        overrides = {"language": lang, "locale_dirs": [str(stage_catalogs(docs, work, lang))]}
    from sphinx.util.docutils import docutils_namespace

    # Each language's build registers its directives and roles in docutils afresh (as
    # sphinx-build does), so the second build in this process finds none left by the first.
    with docutils_namespace():
        app = Sphinx(docs, docs, html, doctrees, "html", status=None, warning=caught, warningiserror=strict,
                     parallel=_jobs(), confoverrides=overrides)
        if progress is not None:
            _count_pages(app, progress)
        app.build()
    if caught.getvalue():
        # Forget what was read, so the next build reads every page and warns again.
        shutil.rmtree(doctrees, ignore_errors=True)
    return app.statuscode


def build_site(docs: Path, dest: Path, *, written: Sequence[Written] | None = None, out_dir: Path | None = None,
               strict: bool = False, warnings: Any = None, page: Any = None, progress: Progress | None = None) -> int:
    """Build the HTML site from ``docs`` into ``dest``, serving ``written`` (this run's files under
    ``out_dir``) beside it, and the Play le Roy ``page`` if this run made it; returns Sphinx's
    exit status.

    The site is built once per language (:func:`site_languages`) from the same sources: English
    at ``dest``, each other language in its folder (:func:`folder`), its prose from the site's
    catalogs and every sentence of the rules from the text source in that language.

    Without ``written`` the site is built with no documents (the pages say so). With ``strict``,
    a warning fails the build. ``warnings`` is where Sphinx's warnings go (standard error by
    default). ``progress`` hears of every document staged, page read and written and file
    published (:data:`Progress`).
    """
    import io
    import sys

    out_dir = out_dir or dest.parent
    work = work_dir(docs, out_dir)
    saved = {k: os.environ.get(k) for k in (MANIFEST_ENV, SOURCES_ENV)}
    publish: list[tuple[Path, str]] = []
    status = 0
    languages = site_languages(docs)  # once: the editions built are the editions published
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
            for lang in languages:
                caught = io.StringIO()
                try:
                    status = _sphinx(docs, work, lang, strict, caught, progress)
                except Exception as exc:  # a broken page or extension: report it as a failed build
                    caught.write(f"{type(exc).__name__}: {exc}\n")
                    shutil.rmtree(work / f"doctrees{'-' + lang if lang != LANG else ''}", ignore_errors=True)
                    status = 2
                (warnings or sys.stderr).write(caught.getvalue())
                if status:
                    break
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
        if status:
            return status
        if dest.exists():
            shutil.rmtree(dest)
        ignore = shutil.ignore_patterns(".buildinfo", ".doctrees")
        shutil.copytree(work / "html", dest, ignore=ignore)
        for lang in languages:
            if lang != LANG:
                shutil.copytree(work / f"html-{lang}", dest / folder(lang), ignore=ignore)
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
