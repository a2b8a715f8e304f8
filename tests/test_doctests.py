"""The examples in every module's docstrings run, imported by their installed names.

pytest's own ``--doctest-modules`` would import ``rules/shared.py`` from its path as a bare
``rules.shared``: a second copy of every class beside ``playaid.rules.shared``, where an
``isinstance`` or an enum comparison can quietly fail. Here each module is imported as
``playaid.…`` and its examples run with :mod:`doctest`, as pytest would run them.
"""

from __future__ import annotations

import doctest
import importlib
import io
import pkgutil

import pytest

import playaid.automata
import playaid.generator
import playaid.rules

PACKAGES = (playaid.rules, playaid.automata, playaid.generator)


def modules() -> list[str]:
    names = []
    for package in PACKAGES:
        names.append(package.__name__)
        names += [m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
    return sorted(names)


MODULES = modules()


def test_every_module_is_found_by_its_installed_name():
    assert "playaid.rules.shared" in MODULES and "playaid.generator.cli" in MODULES
    assert not [m for m in MODULES if not m.startswith("playaid.")]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    flags = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS
    runner = doctest.DocTestRunner(optionflags=flags)
    report = io.StringIO()
    for test in doctest.DocTestFinder(exclude_empty=True).find(module, name):
        runner.run(test, out=report.write)
    assert runner.failures == 0, report.getvalue()
