"""Shared fixtures: rendered PDFs (once per session) and their extracted text."""

from __future__ import annotations

import dataclasses
import functools
import io
import itertools
import os
import re
from pathlib import Path
from dataclasses import dataclass

import pytest
from pypdf import PdfReader

# Subprocesses started by the tests (the kill trials start dozens) may cache bytecode, as an
# ordinary installation does; some shells here forbid it, which makes each start recompile.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


@dataclass
class Chunk:
    text: str
    size: float
    y: float
    x: float = 0.0


@dataclass
class PdfText:
    data: bytes
    pages: list[str]
    chunks: list[list[Chunk]]

    @functools.cached_property
    def reader(self) -> PdfReader:
        return PdfReader(io.BytesIO(self.data))

    @property
    def flat(self) -> str:
        """All text with every run of white space folded to one space."""
        return " ".join(" ".join(self.pages).split())


def _extract(data: bytes) -> tuple[list[str], list[list[Chunk]]]:
    """Each page's text and its chunks (text, size, position), as pypdf extracts them."""
    pages, chunks = [], []
    for page in PdfReader(io.BytesIO(data)).pages:
        found: list[Chunk] = []

        def visit(text, cm, tm, font, size, found=found):
            if text.strip():
                scale = abs(tm[0] * cm[0]) or 1
                found.append(Chunk(text, round(size * scale, 2), tm[5] * cm[3] + cm[5], tm[4] * cm[0] + cm[4]))

        pages.append(page.extract_text(visitor_text=visit))
        chunks.append(found)
    return pages, chunks


@functools.cache
def _extraction_key() -> str:
    """What an extraction's result depends on besides the PDF: pypdf's version and the code above."""
    import hashlib
    import inspect

    import pypdf

    code = inspect.getsource(_extract) + inspect.getsource(Chunk)
    return hashlib.sha256(f"{pypdf.__version__}\0{code}".encode()).hexdigest()[:16]


def read_pdf(data: bytes) -> PdfText:
    """The text of a PDF, page by page and chunk by chunk. Extracting it is the slow part of
    most document tests, so its result is kept in the checkout (tests/shared.py's folder),
    under the hash of the PDF's bytes, pypdf's version and the extracting code: the same
    document is read once, not once per test and per worker and per session."""
    import hashlib
    import json

    from tests import shared

    key = f"{hashlib.sha256(data).hexdigest()}-{_extraction_key()}"
    store = shared.home() / "pdf-text" / f"{key}.json"
    try:
        kept = json.loads(store.read_text(encoding="utf-8"))
        text = PdfText(data, kept["pages"], [[Chunk(*c) for c in page] for page in kept["chunks"]])
        shared.used(store)
        return text
    except (OSError, ValueError, KeyError, TypeError):
        pass
    pages, chunks = _extract(data)
    store.parent.mkdir(parents=True, exist_ok=True)
    temporary = store.with_name(f".{store.name}.{os.getpid()}")
    temporary.write_text(json.dumps({"pages": pages, "chunks": [[dataclasses.astuple(c) for c in page]
                                                                for page in chunks]}), encoding="utf-8")
    temporary.replace(store)
    return PdfText(data, pages, chunks)


def fonts_of(reader: PdfReader) -> dict[str, bool]:
    """Every font used on any page, and whether it is embedded."""
    out = {}
    for page in reader.pages:
        fonts = page["/Resources"].get("/Font", {})
        for ref in fonts.values():
            font = ref.get_object()
            name = str(font.get("/BaseFont"))
            desc = font.get("/FontDescriptor")
            if desc is None and "/DescendantFonts" in font:
                desc = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            desc = desc.get_object() if desc is not None else {}
            out[name] = any(k in desc for k in ("/FontFile", "/FontFile2", "/FontFile3"))
    return out


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@functools.cache
def rendered(name: str, paper: str, mono: bool = False, lang: str = "en") -> bytes:
    """The PDF bytes of artifact ``name`` (a file stem from the registry) on ``paper``, in
    ``lang``, in the black-and-white edition if ``mono``: the file the session's shared build
    wrote (tests/shared.py), which one build renders for every test process."""
    from playaid.generator.build import artifacts, edition_dir
    from tests import shared

    (artifact,) = [a for a in artifacts() if a.name == name]
    return (shared.documents() / lang / edition_dir(paper, mono) / f"{artifact.name}.pdf").read_bytes()


@functools.cache
def parsed(name: str, paper: str, mono: bool = False, lang: str = "en") -> PdfText:
    """The text of artifact ``name`` on ``paper`` (``mono``, ``lang``: as :func:`rendered`), read
    once per test process; the tests only read it."""
    return read_pdf(rendered(name, paper, mono, lang))


def document(name: str, fixture: str = "doc"):
    """A fixture called ``fixture``, one per paper size, giving artifact ``name``'s text: a test
    module of one document declares it with ``doc = document("tolomeo-aid")``."""
    from playaid.generator.pdf import PAPERS

    @pytest.fixture(params=list(PAPERS), name=fixture)
    def one_per_paper(request) -> PdfText:
        return parsed(name, request.param)

    return one_per_paper


def pdf_colours(data: bytes, operators: bytes = rb"rg|RG") -> set[tuple[float, float, float]]:
    """Every RGB colour a document's pages set (decoded content streams): fill (``rg``) and stroke
    (``RG``), or only those of ``operators``."""
    found = set()
    for page in PdfReader(io.BytesIO(data)).pages:
        stream = page.get_contents().get_data()
        for r, g, b in re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) (?:" + operators + rb")", stream):
            found.add((float(r), float(g), float(b)))
    return found


def messages_in(value: object):
    """Every message (text, plural or message in context) reachable from a value of a game's text
    module: through tuples, lists, mappings and records (their fields, but for a field whose
    metadata says ``message: False``, and a record's ``name`` where it is not a field)."""
    from playaid.rules.text import InContext, Plural

    if isinstance(value, (str, Plural, InContext)):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            if field.metadata.get("message", True):   # a field may say it holds no message of its own
                yield from messages_in(getattr(value, field.name))
        if "name" not in value.__dataclass_fields__ and hasattr(value, "name"):
            yield from messages_in(value.name)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from messages_in(item)
    elif hasattr(value, "values") and callable(value.values):
        for item in value.values():
            yield from messages_in(item)


def list_table(rst: str) -> list[list[str]]:
    """The rows of an RST list-table (header first), each a list of its cells ('' where empty)."""
    rows: list[list[str]] = []
    for line in rst.splitlines():
        if line.startswith("   * - "):
            rows.append([line[7:]])
        elif line.startswith("     - ") or line.rstrip() == "     -":
            rows[-1].append(line[7:])
    return rows


def record_flow_labels(monkeypatch, module) -> list:
    """Make ``module``'s ``flow_arrow`` keep every label box it places; the list they go in."""
    from playaid.generator import pdf

    labels: list[pdf.LabelBox] = []

    def recording(*args, **kwargs):
        box = pdf.flow_arrow(*args, **kwargs)
        if box is not None:
            labels.append(box)
        return box

    monkeypatch.setattr(module, "flow_arrow", recording)
    return labels


@pytest.fixture(scope="session")
def toledo1085_aids():
    return {paper: rendered("toledo1085-aid", paper) for paper in ("a4", "letter")}


@dataclass
class SiteBuild:
    html: Path
    returncode: int
    stderr: str
    out: "Path | None" = None


@pytest.fixture(scope="session")
def site_build():
    """The site as ``playaid build --strict`` publishes it (every PDF in both editions, warnings as
    errors), built once per session for every test process (tests/shared.py); tests read its
    pages and the browser tests serve it.

    The build starts from the session's shared build, so that it makes only the play page and the
    site, and reuses the site's work folder (``docs/_build/playaid``): Sphinx reads again only
    the pages whose sources changed since the last build, from the suite or by hand.
    """
    from tests import shared

    result = shared.site()
    out = Path(result["out"])
    return SiteBuild(out / "site", result["returncode"], result["output"], out)


@pytest.fixture(scope="session")
def site(site_build):
    """The built site served on 127.0.0.1: (base URL, every page). The browser tests skip where
    Chromium, Playwright or axe-core is missing, and fail instead under ``CI=true``."""
    from tests import browser as br

    assert site_build.returncode == 0, site_build.stderr
    why = br.missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true, and the browser tests cannot run: {why}")
        pytest.skip(why)
    with br.serve(site_build.html) as base:
        yield base, br.pages(site_build.html)


@pytest.fixture(scope="session")
def launcher():
    """The test process's headless Chromium, started when a test first needs it
    (tests/browser.py's ``Launcher``)."""
    from tests import browser as br

    start = br.Launcher()
    yield start
    start.close()


@pytest.fixture(scope="session")
def chromium(site, launcher):
    """One headless Chromium for the session (of each test worker), shared by every browser test."""
    return launcher()


@pytest.fixture(scope="session")
def _histories(tmp_path_factory):
    """One folder for the session's history files (see below), made once."""
    return tmp_path_factory.mktemp("history"), itertools.count()


@pytest.fixture(autouse=True)
def _history_in_a_temporary_folder(_histories, monkeypatch):
    """Finished solo games are recorded in a history file; the tests never touch the user's own.

    Each test has a file of its own that does not exist yet (its folder is made by whatever
    records a game), so no test sees another's games. It is named, not made: a numbered folder
    per test (``tmp_path_factory.mktemp``) lists every folder made before it, which over the
    suite's thousands of tests cost more than half a minute."""
    folder, count = _histories
    monkeypatch.setenv("PLAYAID_HISTORY", str(folder / str(next(count)) / "le-roy-history.jsonl"))


# --- any JSON into playaid score ---------------------------------------------------------------

def json_sheets(keys: list[str], scalars):
    """Hypothesis: JSON values built from ``scalars``, in lists and in objects whose keys are a
    score sheet's ``keys`` (and one it does not know): what a player might feed ``playaid score``."""
    from hypothesis import strategies as st

    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from([*keys, "x"]), inner, max_size=5), max_leaves=25)


def scored_or_refused(game: str, value) -> dict | None:
    """Score ``value`` with ``playaid score GAME - --json``: its JSON report, or None after checking
    that the refusal is one line on stderr with exit status 2 and nothing on stdout."""
    import json

    from playaid.generator.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = main(["score", game, "-", "--json"], stdout=out, stderr=err, stdin=io.StringIO(json.dumps(value)))
    if code == 0:
        assert not err.getvalue()
        report = json.loads(out.getvalue())
        assert report["game"] == game
        return report
    message = err.getvalue()
    assert code == 2 and not out.getvalue() and message.count("\n") == 1 and "Traceback" not in message
    assert len(message) < 400
    return None
