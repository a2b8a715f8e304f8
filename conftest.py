"""pytest collects the docs' doctests but must not import Sphinx's configuration as a module; the
session's shared folder is named here, before any worker starts."""

import os
import tempfile

import pytest

collect_ignore = ["docs/conf.py", "bench", "build", "out", ".test-build"]


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    """Name the session's shared folder (tests/shared.py) before xdist starts its workers, which
    inherit it: a folder of pytest's temporary root, kept and cleaned as pytest keeps its own."""
    if hasattr(config, "workerinput"):
        return
    factory = getattr(config, "_tmp_path_factory", None)
    if factory is not None:
        os.environ["PLAYAID_TEST_SESSION"] = str(factory.getbasetemp() / "shared")
    else:  # pytest without its temporary folders (-p no:tmpdir): a folder of our own
        os.environ["PLAYAID_TEST_SESSION"] = tempfile.mkdtemp(prefix="playaid-tests-")


def pytest_sessionstart(session):
    """A checkout's .po files edited since its catalogs were compiled: compile them again, once,
    in the controlling process (xdist's workers start after it), as ``playaid`` itself would."""
    if not hasattr(session.config, "workerinput"):
        from playaid.generator.i18n import refresh

        refresh()
