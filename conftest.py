"""pytest collects the docs' doctests but must not import Sphinx's configuration as a module; the
session's shared folder is named here, before any worker starts, and xdist hands the tests out in
runs of a module's tests."""

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


def pytest_sessionfinish(session):
    """Drop what the suite kept by content that no session has read for a while (tests/shared.py)."""
    if not hasattr(session.config, "workerinput"):
        from tests import shared

        shared.prune()


def pytest_sessionstart(session):
    """A checkout's .po files edited since its catalogs were compiled: compile them again, once,
    in the controlling process (xdist's workers start after it), as ``playaid`` itself would."""
    if not hasattr(session.config, "workerinput"):
        from playaid.generator.i18n import refresh

        refresh()


#: Tests of one module handed to a worker at a time (those of an ``xdist_group`` go together).
CHUNK = 25


@pytest.hookimpl(optionalhook=True)  # xdist's hook: pytest without xdist passes it over
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadgroup`` (the default in pyproject.toml), but in runs of up to :data:`CHUNK`
    consecutive tests of a module rather than one test at a time: xdist's group scheduler sends a
    worker its next unit only when it has at most two left, so with one test a unit the workers
    wait on the controller between tests (the text modules' 2,900 tests took 35 s so, against
    19 s with ``--dist load``). A group still goes whole to one worker."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class Runs(LoadGroupScheduling):
        def __init__(self, config, log=None):
            super().__init__(config, log)
            self._units: dict[str, str] = {}
            self._counts: dict[str, int] = {}

        def _split_scope(self, nodeid: str) -> str:
            scope = super()._split_scope(nodeid)
            if scope != nodeid:  # a group's name
                return scope
            if nodeid not in self._units:  # first met in the collection's order (schedule())
                module = nodeid.split("::", 1)[0]
                n = self._counts[module] = self._counts.get(module, -1) + 1
                self._units[nodeid] = f"{module}::#{n // CHUNK}"
            return self._units[nodeid]

    return Runs(config, log)
