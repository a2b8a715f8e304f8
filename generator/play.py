"""The site's Play le Roy page: the automaton in a browser, offline, from the modules of ``le-roy.pyz``.

The page is a folder of the site, ``play/``, whose every address is relative, so the site works
under any path of any static host:

- ``index.html`` (``templates/le-roy-play.html.jinja``): phone-first; its own words are messages
  of the text source, in English; ``it.html`` is the same page in Italian (one page a language
  of :data:`playaid.automata.language.LANGUAGES`), each linking the others;
- ``play.mjs`` (``templates/le-roy-play.mjs.jinja``): starts Pyodide, unpacks ``le-roy.tar.gz`` and
  drives :class:`playaid.automata.web.Game`, which says everything else;
- ``le-roy.tar.gz``: :func:`playaid.generator.pyz.page_archive` of the ``le-roy.pyz`` this build wrote,
  so the page runs the very modules of the standalone file; ``le-roy-it.tar.gz`` holds that file's
  Italian catalog, which only the Italian page fetches (the English page's weight stays its own);
- ``sw.js`` (``templates/le-roy-sw.js.jinja``): the service worker, scoped to ``play/``, which
  keeps the page and the runtime after the first visit;
- ``pyodide-<version>/``: the runtime (:mod:`playaid.generator.runtime`), copied from the cache.

:func:`write` makes the page's own files (all but the runtime) in ``OUT/.play/``, where the build
cache (:mod:`playaid.generator.cache`) finds them on the next build: with nothing changed they are
not made again. The site step publishes them, and the runtime straight from its cache, into
``site/play/``. Where npm is missing (or the network, on the first build), the page is left out
and the build says in one line what to install.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from playaid.automata.language import LANGUAGES
from playaid.generator import runtime as rt
from playaid.generator.output import LANG, write_atomic
from playaid.rules.text import ENGLISH, N_, Text

#: The page's folder in the site, and where the build keeps its own files between builds.
FOLDER = "play"
STAGE = ".play"
#: The languages with a page of their own beside the English one.
OTHER = tuple(lang for lang in LANGUAGES if lang != LANG)
#: The files every language's page loads.
SHARED = ("play.mjs", "le-roy.tar.gz", "sw.js")


def page_file(lang: str) -> str:
    """The page in ``lang``: ``index.html`` in English, ``it.html`` in Italian."""
    return "index.html" if lang == LANG else f"{lang}.html"


def catalog_file(lang: str) -> str:
    """The archive of ``lang``'s catalog, which the page in ``lang`` unpacks beside the modules."""
    return f"le-roy-{lang}.tar.gz"


#: The page's own files, as the site serves them (the runtime's folder comes beside them).
OWN = (page_file(LANG), *SHARED, *(name for lang in OTHER for name in (page_file(lang), catalog_file(lang))))


def loads(lang: str) -> tuple[str, ...]:
    """The page's own files that the page in ``lang`` loads: what it weighs apart from the runtime."""
    return (page_file(lang), *SHARED, *((catalog_file(lang),) if lang != LANG else ()))


@dataclass(frozen=True, slots=True)
class Page:
    """The page as this build made it: each file and its path in the site, and its weights."""

    files: tuple[tuple[Path, str], ...]
    own: int          #: bytes of the English page's own files: what it weighs apart from the runtime
    runtime: int      #: bytes of the runtime it serves
    unchanged: bool = False
    #: Each language's page: the bytes of the files it loads, apart from the runtime.
    weights: tuple[tuple[str, int], ...] = ()

    @property
    def href(self) -> str:
        return f"{FOLDER}/index.html"


def words(lang: Any = None) -> dict[str, str]:
    """The page's own words, from the text source (the build's language): ``w.<name>`` in the
    page's template."""
    from playaid.rules.text import ENGLISH
    from playaid.rules.troyes import text as T

    t = lang or ENGLISH
    names = ("title", "lead", "no_script", "state", "said", "suggested", "your_answer", "answer", "undo",
             "redo", "transcript", "close", "download_transcript", "game", "new", "start", "seed", "manual",
             "replaces", "export", "import", "saves", "rulings", "updated", "reload", "about", "not_saved",
             "failed", "file_address")
    # A placeholder the script fills in (``{problem}``) stays as it is.
    return {name: t(getattr(T, f"PAGE_{name.upper()}"), problem="{problem}") for name in names}


def _size(n: int) -> str:
    return f"{n / 1024:.0f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.1f} MB"


def render(pyz: bytes, runtime: Path, pin: rt.Pin) -> dict[str, bytes]:
    """The page's own files by name, made from this build's ``le-roy.pyz`` and the runtime in
    ``runtime`` (checked against ``pin``)."""
    from playaid.automata.language import text_for
    from playaid.generator.pyz import catalog_archive, page_archive
    from playaid.generator.site import LANGUAGE_NAME
    from playaid.generator.text import render as render_template
    from playaid.rules.troyes import text as T

    weight = sum((runtime / name).stat().st_size for name in rt.FILES)
    made = {"play.mjs": render_template("le-roy-play.mjs.jinja").encode("utf-8"),
            "le-roy.tar.gz": page_archive(pyz, LANG)}
    for lang in LANGUAGES:
        t = text_for(lang)
        w = words(t)
        w["loading"] = t(T.PAGE_LOADING, size=_size(weight))
        words_json = json.dumps({k: w[k] for k in ("not_saved", "failed", "file_address")}, ensure_ascii=False)
        # Each other language's page, named in its own language.
        others = [(page_file(o), o, text_for(o)(LANGUAGE_NAME)) for o in LANGUAGES if o != lang]
        made[page_file(lang)] = render_template(
            "le-roy-play.html.jinja", lang=lang, w=w, runtime=pin.folder, others=others,
            catalog=catalog_file(lang) if lang != LANG else "",
            words_json=words_json.replace("</", "<\\/")).encode("utf-8")
        if lang != LANG:
            made[catalog_file(lang)] = catalog_archive(pyz, lang)
    own = {name: made[name] for name in OWN if name != "sw.js"}
    files = ["./", *own, *(f"{pin.folder}/{name}" for name in rt.FILES)]
    digest = hashlib.sha256(pin.integrity.encode())
    for name, data in own.items():
        digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    own["sw.js"] = render_template("le-roy-sw.js.jinja", build=digest.hexdigest()[:16], runtime=pin.folder,
                                   files=files).encode("utf-8")
    return {name: own[name] for name in OWN}


#: What a build says of the page.
_PAGE_WROTE = N_("  wrote the Play le Roy page ({own} of its own, and Pyodide {version}, {weight}, from {runtime})")
_PAGE_UNCHANGED = N_("  unchanged the Play le Roy page ({own} of its own, and Pyodide {version}, {weight}, from "
                     "{runtime})")


def write(out_dir: Path, pyz_path: Path, cache: Any = None, progress: IO[str] | None = None,
          text: Text = ENGLISH) -> Page:
    """Make the page's own files in ``OUT/.play/`` (unless the cache has them) and return the page.

    Raises :class:`playaid.generator.runtime.Unavailable` (one line) when the runtime cannot be
    had, and its :class:`~playaid.generator.runtime.Mismatch` when npm fetched something else.
    """
    pin = rt.pin()
    runtime = rt.ensure(pin)
    stage = out_dir / STAGE
    key = cache.key("play", LANG, pin.integrity) if cache else ""
    unchanged = bool(cache) and all(cache.fresh(stage / name, key) is not None for name in OWN)
    if not unchanged:
        for name, data in render(pyz_path.read_bytes(), runtime, pin).items():
            write_atomic(stage / name, data)
            if cache:
                cache.record(stage / name, key, data)
    files = [(stage / name, f"{FOLDER}/{name}") for name in OWN]
    files += [(runtime / name, f"{FOLDER}/{pin.folder}/{name}") for name in rt.FILES]
    weights = tuple((lang, sum((stage / name).stat().st_size for name in loads(lang))) for lang in LANGUAGES)
    own = dict(weights)[LANG]
    weight = sum((runtime / name).stat().st_size for name in rt.FILES)
    if progress:
        progress.write(text(_PAGE_UNCHANGED if unchanged else _PAGE_WROTE, own=_size(own), version=pin.version,
                            weight=_size(weight), runtime=runtime) + "\n")
        progress.flush()
    return Page(tuple(files), own, weight, unchanged, weights)
