"""The page's Python runtime (generator/runtime.py): pinned, fetched once by npm, checked, cached.

npm is played here by a small script that writes a tarball, as ``npm pack`` does: no network."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import stat
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from playaid.generator import runtime as rt

ROOT = Path(__file__).resolve().parents[1]


def tarball(files: dict[str, bytes] | None = None) -> bytes:
    files = files if files is not None else {name: f"the file {name}".encode() * 10 for name in rt.FILES}
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in {"package.json": b"{}", **files}.items():
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


def integrity(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def fake_npm(tmp_path: Path, data: bytes) -> tuple[str, Path]:
    """An ``npm`` that answers ``npm pack NAME@VERSION --pack-destination DIR`` with ``data``, and
    notes each call."""
    served, calls = tmp_path / "served.tgz", tmp_path / "npm-calls"
    served.write_bytes(data)
    script = tmp_path / "npm"
    script.write_text(f"""#!{sys.executable}
import shutil, sys
with open({str(calls)!r}, "a") as fh:
    fh.write(" ".join(sys.argv[1:]) + "\\n")
dest = sys.argv[sys.argv.index("--pack-destination") + 1]
name, version = sys.argv[2].split("@")
shutil.copyfile({str(served)!r}, f"{{dest}}/{{name}}-{{version}}.tgz")
""")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return str(script), calls


def test_the_pin_is_one_exact_version_that_package_json_and_its_lock_agree_on():
    p = rt.pin()
    package = json.loads((rt.NPM / "package.json").read_text())
    assert package["dependencies"] == {"pyodide": p.version}
    assert p.version.count(".") == 2 and p.version.replace(".", "").isdigit()
    assert p.integrity.startswith("sha512-") and p.folder == f"pyodide-{p.version}"


def test_a_pin_that_is_a_range_or_disagrees_with_its_lock_is_refused(tmp_path):
    lock = json.loads((rt.NPM / "package-lock.json").read_text())
    for wanted, problem in (("^314.0.7", "one exact version"), ("314.0.6", "locks pyodide")):
        (tmp_path / "package.json").write_text(json.dumps({"dependencies": {"pyodide": wanted}}))
        (tmp_path / "package-lock.json").write_text(json.dumps(lock))
        with pytest.raises(ValueError, match=problem):
            rt.pin(tmp_path)


def test_fetched_once_checked_and_then_read_from_the_cache_without_npm(tmp_path):
    data = tarball()
    p = rt.Pin("pyodide", "1.2.3", integrity(data))
    npm, calls = fake_npm(tmp_path, data)
    root = tmp_path / "cache"
    folder = rt.ensure(p, root, npm)
    assert folder == root / "pyodide-1.2.3"
    assert sorted(f.name for f in folder.iterdir()) == sorted([*rt.FILES, rt.STAMP])
    assert (folder / "pyodide.mjs").read_bytes() == b"the file pyodide.mjs" * 10
    assert calls.read_text().split()[:2] == ["pack", "pyodide@1.2.3"]
    assert rt.ensure(p, root, npm="/no/npm/here") == folder  # the second time: no npm at all
    assert len(calls.read_text().splitlines()) == 1
    assert [f.name for f in root.iterdir()] == ["pyodide-1.2.3"], "the fetch left something behind"


def test_a_tarball_that_is_not_the_one_pinned_is_refused_and_nothing_is_cached(tmp_path):
    p = rt.Pin("pyodide", "1.2.3", integrity(tarball()))
    npm, _ = fake_npm(tmp_path, tarball({name: b"something else" for name in rt.FILES}))
    with pytest.raises(rt.Mismatch, match="does not match the lock's sha512 hash"):
        rt.ensure(p, tmp_path / "cache", npm)
    assert rt.cached(p, tmp_path / "cache") is None and not (tmp_path / "cache" / p.folder).exists()


def test_a_damaged_cache_is_fetched_again(tmp_path):
    data = tarball()
    p = rt.Pin("pyodide", "1.2.3", integrity(data))
    npm, calls = fake_npm(tmp_path, data)
    folder = rt.ensure(p, tmp_path / "cache", npm)
    (folder / "pyodide.asm.wasm").write_bytes(b"cut")
    assert rt.cached(p, tmp_path / "cache") is None
    assert rt.ensure(p, tmp_path / "cache", npm) == folder
    assert len(calls.read_text().splitlines()) == 2 and rt.cached(p, tmp_path / "cache") == folder


def test_without_npm_it_says_in_one_line_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    p = rt.Pin("pyodide", "1.2.3", integrity(tarball()))
    with pytest.raises(rt.Unavailable) as info:
        rt.ensure(p, tmp_path / "cache")
    assert str(info.value) == f"npm is not installed: {rt.INSTALL_NPM}" and "\n" not in str(info.value)


def test_a_failing_npm_is_one_line(tmp_path):
    script = tmp_path / "npm"
    script.write_text("#!/bin/sh\necho 'npm error code E404' >&2\necho 'npm error 404 Not Found' >&2\nexit 1\n")
    script.chmod(0o755)
    p = rt.Pin("pyodide", "1.2.3", integrity(tarball()))
    with pytest.raises(rt.Unavailable, match=r"^npm could not fetch pyodide 1\.2\.3 \(npm error 404 Not Found\)$"):
        rt.ensure(p, tmp_path / "cache", str(script))


def test_a_package_without_a_file_the_page_needs_is_refused(tmp_path):
    data = tarball({name: b"x" for name in rt.FILES if name != "python_stdlib.zip"})
    npm, _ = fake_npm(tmp_path, data)
    with pytest.raises(rt.Unavailable, match="has no python_stdlib.zip"):
        rt.ensure(rt.Pin("pyodide", "1.2.3", integrity(data)), tmp_path / "cache", npm)


def test_the_cache_is_the_override_then_xdg_then_home():
    assert rt.cache_root({"PLAYAID_CACHE": "/a", "XDG_CACHE_HOME": "/b"}) == Path("/a")
    assert rt.cache_root({"XDG_CACHE_HOME": "/b"}) == Path("/b/playaid")
    assert rt.cache_root({}) == Path(os.path.expanduser("~")) / ".cache" / "playaid"


def test_the_script_runs_on_a_bare_python_as_ci_runs_it(tmp_path):
    """``python3 generator/runtime.py`` needs nothing installed; here it finds no npm and says so."""
    env = {"PATH": str(tmp_path), "PLAYAID_CACHE": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-I", "-S", str(ROOT / "generator" / "runtime.py")], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stdout == f"runtime: npm is not installed: {rt.INSTALL_NPM}\n"
