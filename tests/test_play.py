"""The Play le Roy page as the build makes it (generator/play.py): the same modules as le-roy.pyz,
relative addresses only, words from the text source, kept by the build cache, left out without npm.

The runtime here is a stand-in put in a temporary cache with the pinned hash's stamp, so these
tests need neither npm nor the network; tests/test_play_browser.py runs the real one."""

from __future__ import annotations

import html.parser
import io
import json
import re
import subprocess
import sys
import tarfile
import zipfile

import pytest

from playaid.generator import play, pyz
from playaid.generator import runtime as rt
from playaid.generator.cache import BuildCache


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    """A cache holding a stand-in runtime under the pinned version's stamp."""
    root = tmp_path / "cache"
    folder = root / rt.pin().folder
    folder.mkdir(parents=True)
    sizes = {}
    for name in rt.FILES:
        (folder / name).write_bytes(b"stand-in " + name.encode())
        sizes[name] = (folder / name).stat().st_size
    (folder / rt.STAMP).write_text(json.dumps({"integrity": rt.pin().integrity, "sizes": sizes}))
    monkeypatch.setenv(rt.ENV, str(root))
    return root


@pytest.fixture
def built(tmp_path, cache_dir):
    out = tmp_path / "out"
    out.mkdir()
    (out / "le-roy.pyz").write_bytes(pyz.build())
    return out, play.write(out, out / "le-roy.pyz", BuildCache(out, "sources"))


def own(page):
    return {rel.split("/", 1)[1]: path.read_bytes() for path, rel in page.files if path.parent.name == play.STAGE}


def test_the_page_is_its_own_files_and_the_runtime_in_one_folder(built):
    out, page = built
    rels = [rel for _, rel in page.files]
    folder = rt.pin().folder
    assert rels == [f"play/{n}" for n in play.OWN] + [f"play/{folder}/{n}" for n in rt.FILES]
    assert page.href == "play/index.html" and not page.unchanged
    files = own(page)
    assert page.own == sum(len(files[name]) for name in ("index.html", "play.mjs", "le-roy.tar.gz", "sw.js"))
    assert dict(page.weights) == {"en": page.own, "it": page.own - len(files["index.html"]) + len(files["it.html"])
                                  + len(files["le-roy-it.tar.gz"])}


def test_the_archive_is_le_roy_pyz_less_the_command_line_and_other_languages(built):
    """Byte for byte the .pyz's entries, each module made lean (tests/test_pyz.py proves it the same code)."""
    out, page = built
    with zipfile.ZipFile(out / "le-roy.pyz") as whole, tarfile.open(fileobj=io.BytesIO(own(page)["le-roy.tar.gz"])) as part:
        other = {n for n in whole.namelist() if n.startswith("playaid/rules/locale/")}
        assert other, "the .pyz holds the catalogs of the languages it speaks"
        names = part.getnames()
        assert sorted(names) == sorted(set(whole.namelist()) - set(pyz.PAGE_LEAVES_OUT) - other)
        for name in names:
            data = whole.read(name)
            assert part.extractfile(name).read() == (pyz.lean(data) if name.endswith(".py") else data), name
    assert "playaid/automata/web.py" in names


def test_the_italian_catalog_s_archive_is_the_pyz_s_catalog_byte_for_byte(built):
    out, page = built
    with zipfile.ZipFile(out / "le-roy.pyz") as whole, tarfile.open(fileobj=io.BytesIO(own(page)["le-roy-it.tar.gz"])) as part:
        assert part.getnames() == ["playaid/rules/locale/it/LC_MESSAGES/playaid.mo"]
        assert part.extractfile(part.getnames()[0]).read() == whole.read(part.getnames()[0])


def test_the_archive_alone_runs_the_page_s_python(built, tmp_path):
    """Isolated, with only the archive on the path (as the page unpacks it): a game starts."""
    _, page = built
    archive = tmp_path / "page"
    with tarfile.open(fileobj=io.BytesIO(own(page)["le-roy.tar.gz"])) as tf:
        tf.extractall(archive, filter="data")
    code = (f"import sys, json; sys.path.insert(0, {str(archive)!r}); from playaid.automata.web import Game; "
            "g = Game(); print(json.loads(g.start('{\"seed\": 7}'))['view']['question']['key']); "
            "print(sorted(m for m in sys.modules if m.startswith('playaid')))")
    done = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("rounds\n") and "cli" not in done.stdout and "history" not in done.stdout


class _Addresses(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self.text: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        self.found += [v for k, v in attrs if k in ("href", "src", "action") and v]
        self._skip += tag in ("style", "script")
        self.text += [v for k, v in attrs if k in ("aria-label", "title", "alt") and v]

    def handle_endtag(self, tag):
        self._skip -= tag in ("style", "script")

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


def test_every_address_is_relative_so_the_site_works_under_any_path(built):
    _, page = built
    files = own(page)
    for name in ("index.html", "it.html"):
        parser = _Addresses()
        parser.feed(files[name].decode())
        assert parser.found and all(not re.match(r"[a-z]+:|/", a) or a == "data:," for a in parser.found), parser.found
    script = files["play.mjs"].decode()
    assert 'get("le-roy.tar.gz")' in script and 'register("sw.js")' in script and "get(body.dataset.catalog)" in script
    # What starts with / is the folder Python's modules go to, in Pyodide's own file system, and
    # the slash that ends the runtime's folder name.
    assert set(re.findall(r"""["'`](/[^"'`]*|https?://)""", script)) == {"/le-roy", "/"}, "an absolute address"
    worker = files["sw.js"].decode()
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", worker).group(1))
    assert listed == ["./", *(n for n in play.OWN if n != "sw.js"), *(f"{rt.pin().folder}/{n}" for n in rt.FILES)]
    assert not re.search(r"https?://", worker)


def test_the_page_s_words_are_messages_of_the_text_source(built):
    from playaid.automata.language import text_for
    from playaid.generator.site import LANGUAGE_NAME
    from tests.test_text_source import catalog, uncovered

    _, page = built
    parser = _Addresses()
    parser.feed(own(page)["index.html"].decode())
    words = json.loads(re.search(r'id="words">(.*?)</script>', own(page)["index.html"].decode()).group(1))
    italian = text_for("it")(LANGUAGE_NAME)   # the link to the Italian page, named in Italian
    assert f'<a href="it.html" hreflang="it" lang="it">{italian}</a>' in own(page)["index.html"].decode()
    text = " ".join([*parser.text, *words.values()]).replace("\u00b7 playaid", "").replace(italian, "")
    left = uncovered(text, catalog())
    assert not left, f"words on the page that are no message: {left}"


def test_the_italian_page_speaks_italian_and_fetches_its_catalog(built):
    from playaid.automata.language import text_for
    from playaid.generator.site import LANGUAGE_NAME
    from playaid.rules.text import ENGLISH
    from playaid.rules.troyes import text as T

    html_it = own(built[1])["it.html"].decode()
    it = text_for("it")
    assert html_it.startswith('<!doctype html>\n<html lang="it">') and 'data-catalog="le-roy-it.tar.gz"' in html_it
    assert it(T.PAGE_TITLE) != ENGLISH(T.PAGE_TITLE) and f"<h1>{it(T.PAGE_TITLE)}</h1>" in html_it
    for name in ("answer", "undo", "export", "start"):
        assert f">{play.words(it)[name]}<" in html_it, name
    assert f'<a href="index.html" hreflang="en" lang="en">{ENGLISH(LANGUAGE_NAME)}</a>' in html_it
    assert "data-catalog" not in own(built[1])["index.html"].decode()


def test_the_page_weighs_under_100_kb_apart_from_the_runtime(built):
    _, page = built
    assert page.own < 100 * 1024, page.own  # the English page; bench/play.py reports every language's


def test_a_second_build_with_nothing_changed_keeps_the_page_as_it_is(built, tmp_path):
    out, page = built
    again = play.write(out, out / "le-roy.pyz", _recorded(out))
    assert again.unchanged and own(again) == own(page)
    changed = play.write(out, out / "le-roy.pyz", _recorded(out, sources="other sources"))
    assert not changed.unchanged


def _recorded(out, sources="sources"):
    """The build cache as the first build left it (its record saved, then loaded again)."""
    cache = BuildCache(out, "sources")
    play.write(out, out / "le-roy.pyz", cache)
    cache.save()
    loaded = BuildCache.load(out)
    loaded.sources = sources
    return loaded


def test_without_npm_the_build_leaves_the_page_out_and_says_what_to_install(tmp_path, monkeypatch):
    from playaid.generator.build import play_page
    from playaid.generator.output import Written

    monkeypatch.setenv(rt.ENV, str(tmp_path / "empty-cache"))
    monkeypatch.setenv("PATH", str(tmp_path))
    (tmp_path / "le-roy.pyz").write_bytes(pyz.build())
    err = io.StringIO()
    page, status = play_page(tmp_path, [Written(tmp_path / "le-roy.pyz", 1)], None, None, err)
    assert page is None and status == 0
    assert err.getvalue() == ("playaid build: note: the Play le Roy page is left out: npm is not installed: "
                              f"{rt.INSTALL_NPM}\n")


def test_a_runtime_that_is_not_the_one_pinned_fails_the_build(tmp_path, monkeypatch):
    from playaid.generator.build import play_page
    from playaid.generator.output import Written

    def fetched_something_else(*args, **kwargs):
        raise rt.Mismatch("the pyodide tarball npm fetched does not match the lock's sha512 hash")

    monkeypatch.setattr(rt, "ensure", fetched_something_else)
    (tmp_path / "le-roy.pyz").write_bytes(pyz.build())
    err = io.StringIO()
    page, status = play_page(tmp_path, [Written(tmp_path / "le-roy.pyz", 1)], None, None, err)
    assert page is None and status == 1 and err.getvalue().startswith("playaid build: error: the Play le Roy page")


def test_a_build_without_troyes_makes_no_page(tmp_path):
    from playaid.generator.build import play_page

    assert play_page(tmp_path, [], None, None, io.StringIO()) == (None, 0)
