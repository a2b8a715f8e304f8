"""pytest collects the docs' doctests but must not import Sphinx's configuration as a module."""

collect_ignore = ["docs/conf.py", "bench", "build", "out"]


def pytest_sessionstart(session):
    """A checkout's .po files edited since its catalogs were compiled: compile them again, once,
    in the controlling process (xdist's workers start after it), as ``playaid`` itself would."""
    if not hasattr(session.config, "workerinput"):
        from playaid.generator.i18n import refresh

        refresh()
