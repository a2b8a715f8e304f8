"""Every golden file is what its module makes today (tests/golden/regenerate.py shows the diff)."""

from __future__ import annotations

import pytest

from tests.golden import regenerate


@pytest.mark.parametrize("source", regenerate.SOURCES)
def test_golden_files_are_up_to_date(source):
    stale = regenerate.changes((source,))
    assert not stale, (f"{', '.join(stale)} changed; run 'python -m tests.golden.regenerate {source}' to see "
                       "the diff, and with --force to rewrite after review")


def test_regenerate_refuses_to_overwrite_without_force(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(regenerate, "HERE", tmp_path)
    assert regenerate.main(["leroy"]) == 1
    assert "--force" in capsys.readouterr().out and not list(tmp_path.iterdir())
    assert regenerate.main(["leroy", "--force"]) == 0
    assert regenerate.main(["leroy"]) == 0
