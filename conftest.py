"""pytest collects the docs' doctests but must not import Sphinx's configuration as a module."""

collect_ignore = ["docs/conf.py", "bench", "build", "out"]
