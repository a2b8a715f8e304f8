"""``playaid build``: layout, progress, atomic writes, reproducible bytes."""

from __future__ import annotations

import io

import pytest

from playaid.generator.cache import CACHE_FILE

from playaid.generator import build, registry
from playaid.generator.cli import main
from tests import shared


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return main(list(argv), stdout=out, stderr=err), out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """One build of every English document in both editions from nothing, as the tests below
    read it: (exit status, output, errors, folder)."""
    folder = tmp_path_factory.mktemp("fresh")
    return (*run("build", "--no-site", "--mono", "--lang", "en", "--out", str(folder)), folder)


def test_build_writes_the_layout_and_reports(fresh):
    code, out, err, folder = fresh
    assert code == 0, err
    for paper in ("a4", "letter", "a4-mono", "letter-mono"):
        for name, _, _ in registry.artifacts():
            path = folder / "en" / paper / f"{name}.pdf"
            assert path.read_bytes().startswith(b"%PDF")
            assert f"wrote {path}" in out
    for name, _, _ in registry.STANDALONE:
        assert (folder / name).stat().st_mode & 0o111, "the standalone file is executable"
    (done,) = [line for line in out.splitlines() if line.startswith("done: ")]
    assert done.startswith(f"done: {4 * len(registry.artifacts())} PDFs (")
    assert not list(folder.rglob(".*.tmp")) and not list(folder.rglob(".*.pdf.*")), "temporary files left"


def test_two_builds_give_identical_bytes(fresh):
    """Every PDF of both editions on both papers, and the .pyz: the same bytes twice over. The
    first build is the session's shared one (tests/shared.py), made in another process, this
    session or, where nothing changed, an earlier one; the second is made from nothing, here."""
    from tests import shared

    one_dir, two_dir = shared.documents(), fresh[3]

    def files(folder):  # the English documents and the standalone files, without the cache's record
        return sorted(p.relative_to(folder) for p in folder.rglob("*") if p.is_file() and p.name != CACHE_FILE
                      and p.relative_to(folder).parts[0] in ("en", *(name for name, _, _ in registry.STANDALONE)))

    one, two = files(one_dir), files(two_dir)
    assert one == two
    assert len(one) == 4 * len(registry.artifacts()) + len(registry.STANDALONE)
    assert all((one_dir / a).read_bytes() == (two_dir / b).read_bytes() for a, b in zip(one, two))


def _game_documents(game):
    from playaid.rules.game import load

    return load(game).GAME_INFO.documents


@pytest.mark.parametrize("lang, langs", [("en", ["en"]), ("it", ["it"]), ("all", ["en", "it"])])
def test_paper_games_and_language_filters(tmp_path, lang, langs):
    code, out, _ = run("build", "--no-site", "-q", "--paper", "letter", "--games", "toledo1085",
                       "--lang", lang, "--out", str(tmp_path))
    assert code == 0
    names = [doc.name for doc in _game_documents("toledo1085")]
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()) == sorted(
        [CACHE_FILE] + [f"{code}/letter/{name}.pdf" for code in langs for name in names])


def test_an_unknown_language_is_one_line(tmp_path):
    code, _, err = run("build", "--no-site", "--lang", "fr", "--out", str(tmp_path))
    assert code == 2 and "'fr'" in err and "'it'" in err and len(err.strip().splitlines()) == 1


def test_out_must_be_a_directory(tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    code, _, err = run("build", "--no-site", "--out", str(f))
    assert code == 2 and "not a directory" in err


@pytest.mark.parametrize("text, expected", [("all", build.GAMES), ("toledo1085", ("toledo1085",)),
                                            (" toledo1085 , toledo1085 ", ("toledo1085",))])
def test_parse_games(text, expected):
    assert build.parse_games(text) == expected


def test_write_atomic_replaces_whole_file(tmp_path):
    path = tmp_path / "sub" / "f.bin"
    build.write_atomic(path, b"one")
    build.write_atomic(path, b"two")
    assert path.read_bytes() == b"two" and [p.name for p in path.parent.iterdir()] == ["f.bin"]


def test_find_docs_finds_the_checkout():
    from playaid.generator import site

    docs = site.find_docs()
    assert docs is not None and (docs / "conf.py").is_file()


def test_mono_adds_the_black_and_white_edition(tmp_path):
    code, out, _ = run("build", "--no-site", "-q", "--mono", "--paper", "letter", "--games", "troyes",
                       "--lang", "en", "--out", str(tmp_path))
    assert code == 0
    names = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.pdf"))
    assert names == ["en/letter-mono/le-roy-sheet.pdf", "en/letter-mono/troyes-aid.pdf",
                     "en/letter-mono/troyes-score-pad.pdf", "en/letter/le-roy-sheet.pdf", "en/letter/troyes-aid.pdf",
                     "en/letter/troyes-score-pad.pdf"]
    assert "done: 6 PDFs" in out


def test_the_paper_names_the_build_knows_are_the_toolkit_s():
    from playaid.generator.output import PAPER_NAMES
    from playaid.generator.pdf import PAPERS

    assert PAPER_NAMES == tuple(PAPERS)


@pytest.mark.parametrize("where", ["not a folder", "built"])
def test_the_out_folder_is_printed_escaped(tmp_path, where):
    """An escape sequence in --out never reaches the terminal raw: not in a refusal, not in the
    progress nor in the last line."""
    evil = tmp_path / "x\x1b[2J\x1b[1;1Hforged\u202e"
    if where == "not a folder":
        evil.write_text("x")
    code, out, err = run("build", "--no-site", "--paper", "letter", "--games", "toledo1085", "--lang", "en",
                         "--out", str(evil))
    assert code == (2 if where == "not a folder" else 0), err
    assert "\x1b" not in out + err and "\u202e" not in out + err and "\\x1b" in out + err


# --- what the build says while the site is made, and what it says last -----------------------

class Terminal(io.StringIO):
    """Standard output as a terminal: the build draws its progress line there only."""

    def isatty(self):
        return True


def _build_with_a_fake_site(monkeypatch, tmp_path, *argv, stream=None):
    """``playaid build`` with the Sphinx step replaced by one that reports each step as the real
    one does (two documents, three pages read and written), and writes an index."""
    import playaid.generator.site

    def fake_site(docs, dest, *, progress=None, **kw):
        for step, total in (("documents", 2), ("reading", 3), ("writing", 3), ("copying", 1)):
            for done in range(total + 1):
                if progress is not None:
                    progress(step, done, total)
        dest.mkdir(parents=True, exist_ok=True)
        (dest / "index.html").write_text("<html></html>")
        return 0

    monkeypatch.setattr(playaid.generator.site, "build_site", fake_site)
    shared.seed(tmp_path)  # the documents as the session's build made them: nothing to render here
    out, err = stream or io.StringIO(), io.StringIO()
    code = main(["build", "--games", "troyes", "--paper", "a4", "--lang", "en", "--out", str(tmp_path), *argv],
                stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_on_a_terminal_the_site_step_shows_a_count_and_a_bar(monkeypatch, tmp_path):
    code, out, _ = _build_with_a_fake_site(monkeypatch, tmp_path, stream=Terminal())
    assert code == 0
    drawn = [part.strip() for part in out.split("\r") if part.strip()]
    for step in ("preparing the documents 2/2", "reading pages 3/3", "writing pages 3/3", "reading pages 1/3"):
        assert any(step in d for d in drawn), step
    assert "[##########..........] site: reading pages" not in out  # 1 of 3 is a third, not a half
    assert "[######" in out and "[####################] site: writing pages 3/3" in out
    assert "building the site from" not in out, "the line the pipe gets instead of the count"
    after = out.rsplit("\r", 1)[1]
    assert after.startswith("  built the site from ") and "\r" not in after


@pytest.mark.parametrize("argv", [(), ("--quiet",)])
def test_in_a_pipe_or_quiet_there_is_no_progress_line(monkeypatch, tmp_path, argv):
    code, out, _ = _build_with_a_fake_site(monkeypatch, tmp_path, *argv)
    assert code == 0 and "\r" not in out and "site: " not in out
    if argv:
        assert out.count("\n") == 1 and out.startswith("done: ")
    else:
        assert "building the site from" in out


def test_the_build_ends_by_saying_where_to_look_how_to_print_and_how_to_play(monkeypatch, tmp_path):
    code, out, _ = _build_with_a_fake_site(monkeypatch, tmp_path)
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("done: "))
    last = "\n".join(lines[at + 1:])
    assert f"open {tmp_path / 'site' / 'index.html'} in a browser ({(tmp_path / 'site' / 'index.html').as_uri()})" in last
    assert "at 100%, with fit-to-page off" in last and f"{tmp_path / 'en' / 'a4'}/" in last
    assert f"{tmp_path / 'en' / 'a4-mono'}/" in last, "the black-and-white edition a site build writes"
    assert f"python3 {tmp_path / 'le-roy.pyz'}" in last
    assert all(line.startswith("  ") for line in lines[at + 1:])


def test_without_the_site_the_end_says_where_the_pdfs_are(tmp_path):
    shared.seed(tmp_path)
    code, out, _ = run("build", "--no-site", "--games", "toledo", "--paper", "letter", "--lang", "it",
                       "--out", str(tmp_path))
    last = out.split("\ndone: ", 1)[1].splitlines()[1:]
    assert last == [f"  Print the PDFs at 100%, with fit-to-page off: they are in {tmp_path / 'it' / 'letter'}/."]


def test_the_site_step_counts_every_page_read_and_written_across_sphinx_s_workers(tmp_path):
    """The count the terminal shows comes from Sphinx's own events, in whichever (forked) process
    reads or writes a page: on a small project built with two processes, every page is counted
    once as read and once as written, up to the totals."""
    from sphinx.application import Sphinx

    from playaid.generator import site

    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text("project = 'probe'\n")
    (src / "index.rst").write_text("Probe\n=====\n\n.. toctree::\n\n" + "".join(f"   p{i}\n" for i in range(5)))
    for i in range(5):
        (src / f"p{i}.rst").write_text(f"Page {i}\n======\n\ntext\n")
    log = tmp_path / "progress.log"

    def progress(step, done, total):
        with open(log, "a") as fh:  # a line per call, from any process
            fh.write(f"{step} {done} {total}\n")

    app = Sphinx(src, src, tmp_path / "html", tmp_path / "doctrees", "html", status=None, warning=io.StringIO(),
                 parallel=2)
    site._count_pages(app, progress)
    app.build()
    calls = [line.split() for line in log.read_text().splitlines()]
    for step in ("reading", "writing"):
        counts = sorted(int(done) for s, done, _ in calls if s == step)
        assert counts == list(range(7)), (step, counts)
        assert {int(total) for s, _, total in calls if s == step} == {6}
