"""``playaid build``: layout, progress, atomic writes, reproducible bytes."""

from __future__ import annotations

import io

import pytest

from generator import build
from generator.cli import main


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return main(list(argv), stdout=out, stderr=err), out.getvalue(), err.getvalue()


def test_build_writes_the_layout_and_reports(tmp_path):
    code, out, err = run("build", "--no-site", "--out", str(tmp_path))
    assert code == 0, err
    for paper in ("a4", "letter"):
        path = tmp_path / "en" / paper / "toledo1085-aid.pdf"
        assert path.read_bytes().startswith(b"%PDF")
        assert f"wrote {path}" in out
    assert out.splitlines()[-1].startswith(f"done: {2 * len(build.ARTIFACTS)} PDFs (")
    assert not list(tmp_path.rglob(".*.pdf.*")), "temporary files left behind"


def test_two_builds_give_identical_bytes(tmp_path):
    run("build", "--no-site", "-q", "--paper", "a4", "--out", str(tmp_path / "one"))
    run("build", "--no-site", "-q", "--paper", "a4", "--out", str(tmp_path / "two"))
    one = sorted((tmp_path / "one").rglob("*.pdf"))
    two = sorted((tmp_path / "two").rglob("*.pdf"))
    assert [p.name for p in one] == [p.name for p in two] and one
    assert all(a.read_bytes() == b.read_bytes() for a, b in zip(one, two))


def test_paper_and_games_filters(tmp_path):
    code, out, _ = run("build", "--no-site", "-q", "--paper", "letter", "--games", "toledo1085",
                       "--out", str(tmp_path))
    assert code == 0
    assert [p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.pdf")] == ["en/letter/toledo1085-aid.pdf"]


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
    docs = build.find_docs()
    assert docs is not None and (docs / "conf.py").is_file()
