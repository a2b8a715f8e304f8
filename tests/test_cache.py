"""A build skips what it already wrote, and only that (generator/cache.py)."""

from __future__ import annotations

import io
import json

from playaid.generator.cache import CACHE_FILE, BuildCache
from playaid.generator.cli import main


def build(out, *extra):
    stdout = io.StringIO()
    code = main(["build", "--no-site", "--paper", "a4", "--games", "troyes", "--lang", "en", "--out", str(out), *extra],
                stdout=stdout, stderr=io.StringIO())
    assert code == 0
    return stdout.getvalue()


def test_a_second_build_with_nothing_changed_renders_nothing_and_keeps_the_bytes(tmp_path):
    out = tmp_path / "out"
    first = build(out)
    before = {p: p.read_bytes() for p in out.rglob("*.pdf")}
    second = build(out)
    assert "wrote" in first and "unchanged" not in first
    assert "wrote" not in second and second.count("unchanged") == len(before) + 2  # + the .pyz and the summary
    assert {p: p.read_bytes() for p in out.rglob("*.pdf")} == before


def test_an_edited_or_deleted_output_is_rendered_again(tmp_path):
    out = tmp_path / "out"
    build(out)
    sheet = out / "en" / "a4" / "le-roy-sheet.pdf"
    good = sheet.read_bytes()
    sheet.write_bytes(good + b"tampered")
    (out / "en" / "a4" / "troyes-aid.pdf").unlink()
    again = build(out)
    assert f"wrote {sheet}" in again and "troyes-aid.pdf" in again.split("unchanged")[0] or "wrote" in again
    assert sheet.read_bytes() == good
    assert (out / "en" / "a4" / "troyes-aid.pdf").exists()


def test_changed_sources_render_everything_again(tmp_path, monkeypatch):
    out = tmp_path / "out"
    build(out)
    monkeypatch.setattr("playaid.generator.cache.source_digest", lambda: "another version of the code")
    again = build(out)
    assert "unchanged" not in again


def test_a_damaged_record_is_ignored(tmp_path):
    out = tmp_path / "out"
    build(out)
    (out / CACHE_FILE).write_text("{not json", encoding="utf-8")
    assert "unchanged" not in build(out)
    record = json.loads((out / CACHE_FILE).read_text(encoding="utf-8"))
    assert record["format"] == 1 and record["files"]


def test_keys_differ_by_document_paper_edition_and_language(tmp_path):
    cache = BuildCache(tmp_path, "sources")
    keys = {cache.key(*parts) for parts in [("a", "a4", "a4", "en"), ("b", "a4", "a4", "en"),
                                            ("a", "letter", "letter", "en"), ("a", "a4", "a4-mono", "en"),
                                            ("a", "a4", "a4", "it")]}
    assert len(keys) == 5


def test_a_rebuild_with_nothing_changed_imports_no_game(tmp_path):
    """The documents to build come from the record when the sources are unchanged."""
    import subprocess
    import sys

    out = tmp_path / "out"
    build(out)
    code = ("import sys; from playaid.generator.cli import main; "
            f"main(['build', '--no-site', '--paper', 'a4', '--games', 'troyes', '--lang', 'en', '--out', {str(out)!r}, '-q']); "
            "print(sorted(m for m in sys.modules if m.startswith('playaid.rules.') and m.count('.') == 2"
            " and m.split('.')[2] in ('toledo', 'toledo1085', 'tolomeo', 'troyes')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip().splitlines()[-1] == "[]", result.stdout


def test_the_site_address_is_part_of_every_documents_key(tmp_path, monkeypatch):
    """A document prints the site's address and its QR code: another address is another document."""
    monkeypatch.chdir(tmp_path)        # no playaid.toml from the folder the tests run in
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    out = tmp_path / "out"
    build(out, "--site-url", "https://example.org/one/")
    sheet = out / "en" / "a4" / "le-roy-sheet.pdf"
    first = sheet.read_bytes()
    def kept(said: str) -> list[str]:
        return [line for line in said.splitlines() if "unchanged" in line and ".pdf" in line]

    assert len(kept(build(out, "--site-url", "https://example.org/one/"))) == 3
    assert not kept(build(out, "--site-url", "https://example.org/two/")) and sheet.read_bytes() != first
    assert not kept(build(out))      # and none at all is another again
