"""``playaid build``: layout, progress, atomic writes, reproducible bytes."""

from __future__ import annotations

import io

import pytest

from playaid.generator.cache import CACHE_FILE

from playaid.generator import build, registry
from playaid.generator.cli import main


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
    assert out.splitlines()[-1].startswith(f"done: {4 * len(registry.artifacts())} PDFs (")
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
