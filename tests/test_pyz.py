"""The standalone le-roy.pyz: built from the same modules, reproducible, runs on the standard library alone."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from playaid.generator import pyz

GOLDEN = Path(__file__).parent / "golden"


@pytest.fixture(scope="module")
def pyz_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("pyz") / "le-roy.pyz"
    path.write_bytes(pyz.build())
    return path


def test_two_builds_are_identical():
    assert pyz.build() == pyz.build()


def test_archive_holds_the_same_code(pyz_file):
    import playaid.automata.leroy
    import playaid.rules.troyes

    package = Path(playaid.rules.troyes.__file__).parent
    with zipfile.ZipFile(pyz_file) as zf:
        names = zf.namelist()
        assert "__main__.py" in names
        parts = sorted(p.name for p in package.glob("*.py"))
        assert {"__init__.py", "data.py", "play.py", "text.py"} <= set(parts)
        for part in parts:
            assert zf.read(f"playaid/rules/troyes/{part}") == (package / part).read_bytes(), part
        assert zf.read("playaid/automata/leroy.py") == Path(playaid.automata.leroy.__file__).read_bytes()
        assert not [n for n in names if "generator" in n]


def test_archive_holds_every_rules_module_the_automaton_imports(pyz_file):
    """Run isolated, the automaton imports only what the archive packs: nothing is left out."""
    code = (f"import sys; sys.path.insert(0, {str(pyz_file)!r}); import playaid.automata.session; "
            "print(sorted(m for m in sys.modules if m.startswith('playaid')))")
    out = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "'playaid.rules.troyes.text'" in out.stdout and "generator" not in out.stdout


def test_runs_isolated_and_matches_playaid_solo(pyz_file, tmp_path):
    """The same seed and the same keys give byte-identical transcripts, and the same screen."""
    from tests.golden import leroy as golden

    keys = golden.read_keys("le-roy-seed-7-one-round")
    expected = (GOLDEN / "le-roy-seed-7-one-round.transcript.txt").read_bytes()
    # -I -S: no site-packages, no environment: only the standard library and the archive itself.
    a = subprocess.run([sys.executable, "-I", "-S", str(pyz_file), "--seed", "7", "--save", "g.json",
                        "--history-file", "h.jsonl"], input=keys, capture_output=True, text=True, timeout=60,
                       cwd=tmp_path / "pyz")
    assert a.returncode == 0, a.stderr
    playaid = shutil.which("playaid", path=str(Path(sys.executable).parent)) or shutil.which("playaid")
    cmd = [playaid] if playaid else [sys.executable, "-m", "playaid.generator.cli"]
    b = subprocess.run([*cmd, "solo", "troyes", "--seed", "7", "--save", "g.json", "--history-file", "h.jsonl"],
                       input=keys, capture_output=True, text=True, timeout=60, cwd=tmp_path / "playaid")
    assert b.returncode == 0, b.stderr
    one = (tmp_path / "pyz" / "g.transcript.txt").read_bytes()
    two = (tmp_path / "playaid" / "g.transcript.txt").read_bytes()
    assert one == two == expected
    assert a.stdout == b.stdout and a.stderr == b.stderr == ""


def test_speaks_every_language_isolated_as_playaid_solo_does(pyz_file, tmp_path):
    """The archive carries each language's compiled catalog: the same game in Italian, from the
    archive alone and from the installed command, says the same."""
    from playaid.automata.language import LANGUAGES

    for lang in LANGUAGES[1:]:
        keys = "\n" * 12 + "quit\n"
        runs = []
        for where, cmd in (("pyz", [sys.executable, "-I", "-S", str(pyz_file)]),
                           ("playaid", [sys.executable, "-m", "playaid.generator.cli", "solo", "troyes"])):
            run = subprocess.run([*cmd, "--seed", "3", "--lang", lang, "--save", "g.json", "--history-file",
                                  "h.jsonl"], input=keys, capture_output=True, text=True, timeout=60, cwd=tmp_path / where)
            assert run.returncode == 0, run.stderr
            runs.append((run.stdout, (tmp_path / where / "g.transcript.txt").read_text()))
        assert runs[0] == runs[1]
        (tmp_path / "en").mkdir()
        english = subprocess.run([sys.executable, "-I", "-S", str(pyz_file), "--seed", "3", "--save", "g.json",
                                  "--history-file", "h.jsonl"], input=keys, capture_output=True, text=True,
                                 timeout=60, cwd=tmp_path / "en")
        assert english.stdout != runs[0][0], f"{lang}: the archive spoke English"


@pytest.fixture(autouse=True)
def _folders(tmp_path):
    (tmp_path / "pyz").mkdir()
    (tmp_path / "playaid").mkdir()


def test_readline_is_there_for_the_standalone_file(pyz_file):
    """Line editing and the history of answers come from the standard library's readline."""
    code = (f"import sys; sys.path.insert(0, {str(pyz_file)!r}); import playaid.automata.cli; import readline; "
            "print('ok')")
    out = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True, text=True, timeout=60)
    if out.returncode != 0 and "No module named 'readline'" in out.stderr:  # pragma: no cover - a Python without it
        pytest.skip("this Python has no readline")
    assert out.stdout.strip() == "ok", out.stderr


def test_version_and_help_run_isolated(pyz_file):
    out = subprocess.run([sys.executable, "-I", "-S", str(pyz_file), "--help"], capture_output=True, text=True)
    assert out.returncode == 0 and "le-roy.pyz" in out.stdout


def test_history_gives_the_command_that_runs_the_file_as_it_was_run(pyz_file, tmp_path):
    """``python3 some/where/le-roy.pyz --history`` lists each saved game with
    ``python3 some/where/le-roy.pyz --resume FILE``, which runs from the same folder as typed."""
    from tests.golden import leroy as golden

    shutil.copy(pyz_file, tmp_path / "le-roy.pyz")
    (tmp_path / "games").mkdir()
    env = {"PLAYAID_HISTORY": str(tmp_path / "h.jsonl"), "PATH": "/usr/bin:/bin"}
    run = dict(capture_output=True, text=True, timeout=60, cwd=tmp_path / "games", env=env)
    played = subprocess.run([sys.executable, "../le-roy.pyz", "--seed", "7"],
                            input=golden.read_keys("le-roy-seed-7-one-round"), **run)
    assert played.returncode == 0, played.stderr
    listed = subprocess.run([sys.executable, "../le-roy.pyz", "--history"], **run)
    assert "python3 ../le-roy.pyz --resume le-roy-7.json" in listed.stdout, listed.stdout


def _code(source: bytes) -> str:
    """A module's syntax tree without its docstrings (a body left empty holds ``...``)."""
    import ast

    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and (isinstance(first.value.value, str) or first.value.value is Ellipsis):
                node.body = body[1:] or [ast.Expr(ast.Constant(Ellipsis))]
    return ast.dump(tree)


def test_the_page_s_modules_are_the_pyz_s_code_without_docstrings_or_comments():
    """The page's archive leaves out words a phone never reads, and nothing else: every module's
    code and line count are the .pyz's, and its lines hold no docstring or comment."""
    import io
    import tarfile
    import tokenize

    whole = pyz.build()
    with zipfile.ZipFile(io.BytesIO(whole)) as zf:
        original = {name: zf.read(name) for name in zf.namelist()}
    with tarfile.open(fileobj=io.BytesIO(pyz.page_archive(whole)), mode="r:gz") as tf:
        page = {m.name: tf.extractfile(m).read() for m in tf.getmembers()}
    modules = [name for name in page if name.endswith(".py")]
    assert "playaid/automata/leroy.py" in modules and "playaid/rules/troyes/text.py" in modules
    for name in modules:
        lean, source = page[name], original[name]
        assert _code(lean) == _code(source), name
        assert lean.count(b"\n") == source.count(b"\n"), name
        assert not [t for t in tokenize.generate_tokens(io.StringIO(lean.decode()).readline)
                    if t.type == tokenize.COMMENT], name
    assert sum(map(len, (page[n] for n in modules))) < 0.8 * sum(map(len, (original[n] for n in modules)))
    assert all(page[name] == original[name] for name in page if not name.endswith(".py"))


def test_lean_keeps_a_docstring_that_shares_its_line_with_code():
    source = b'def f(): "kept"; return 1\n# gone\nx = "# not a comment"  # gone too\n'
    assert pyz.lean(source) == b'def f(): "kept"; return 1\n\nx = "# not a comment"\n'
