"""automata/files.py: only regular files are read, never more than the cap; writes are atomic."""

from __future__ import annotations

import io
import os
import threading

import pytest

from playaid.automata import files
from playaid.automata.files import FileProblem, read_bytes, read_text, write_atomic


def test_reads_a_regular_file_and_drops_a_byte_order_mark(tmp_path):
    path = tmp_path / "sheet.json"
    path.write_bytes(b"\xef\xbb\xbf{}")
    assert read_text(path) == "{}"


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_devices_are_refused_before_they_are_read(device):
    with pytest.raises(FileProblem, match="not a regular file"):
        read_bytes(device)


def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []
    worker = threading.Thread(target=lambda: _catch(outcome, read_bytes, fifo), daemon=True)
    worker.start()
    worker.join(timeout=5)
    assert not worker.is_alive(), "reading a FIFO blocked"
    assert isinstance(outcome[0], FileProblem) and "not a regular file" in str(outcome[0])


def _catch(sink, fn, *args):
    try:
        fn(*args)
    except BaseException as exc:  # noqa: BLE001 - handed to the test thread
        sink.append(exc)


def test_a_file_over_the_cap_is_refused_without_reading_it(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)  # 50 MB, sparse: costs no disk
    opened = []
    monkeypatch.setattr("builtins.open", lambda *a, **k: opened.append(a) or io.BytesIO(b""))
    with pytest.raises(FileProblem, match=r"too large .*50 MB; at most 1 MB"):
        read_bytes(path)
    assert not opened


def test_standard_input_is_read_up_to_the_cap():
    with pytest.raises(FileProblem, match="standard input is too large"):
        read_bytes("-", io.StringIO("x" * (files.MAX_INPUT_BYTES + 10)))
    assert read_bytes("-", io.StringIO("{}")) == b"{}"


@pytest.mark.parametrize("name, message", [
    ("missing.json", "no such file"),
    ("a\0b", "not a usable file name"),
    ("a\udcffb", "no such file"),
    ("x" * 5000, "cannot read|no such file"),
])
def test_bad_names_give_one_short_line(tmp_path, name, message):
    with pytest.raises(FileProblem, match=message) as info:
        read_bytes(str(tmp_path / name))
    text = str(info.value)
    assert "\n" not in text and len(text) < 200 and "\0" not in text and "\udcff" not in text


def test_a_folder_and_text_that_is_not_utf8(tmp_path):
    with pytest.raises(FileProblem, match="is a directory"):
        read_bytes(tmp_path)
    (tmp_path / "latin1.json").write_bytes(b"{\"name\": \"caf\xe9\"}")
    with pytest.raises(FileProblem, match="not UTF-8"):
        read_text(tmp_path / "latin1.json")


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    write_atomic(path, b"old")

    def full_disk(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(OSError):
        write_atomic(path, b"new", durable=False)
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_a_durable_write_flushes_the_file_and_then_its_folder(tmp_path, monkeypatch):
    """The rename that commits a save is itself flushed: the folder is synced after it."""
    import stat

    synced = []
    real_fsync, real_replace = os.fsync, os.replace
    order = []
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(stat.S_ISDIR(os.fstat(fd).st_mode)),
                                                 order.append("dir" if synced[-1] else "file"), real_fsync(fd)))
    monkeypatch.setattr(os, "replace", lambda a, b: (order.append("rename"), real_replace(a, b)))
    write_atomic(tmp_path / "save.json", b"data")
    assert order == ["file", "rename", "dir"]
    synced.clear()
    write_atomic(tmp_path / "copy.txt", b"data", durable=False)
    assert synced == []
