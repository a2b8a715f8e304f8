"""The rules core of playaid: one package per game, the same parts in each (see :mod:`playaid.rules.game`).

Nothing here reads or writes files, prints, or draws random numbers: dice and card draws are
inputs. Every fact the printed aids, the site and the automaton show is data in these packages.
"""

__version__ = "0.1.0"


def game_ids() -> tuple[str, ...]:
    """The games playaid knows, in alphabetical order: the packages under ``playaid.rules``.

    Nothing is imported (not even :mod:`playaid.rules.game`): this is cheap enough for
    ``playaid --help``. In the standalone ``le-roy.pyz`` only Troyes is packed, and only Troyes
    is found.
    """
    return tuple(sorted(_subpackages(__path__)))


def _subpackages(paths: list[str]) -> set[str]:
    """The packages found in ``paths``: read from the folder where there is one (fast), else through
    :mod:`pkgutil` (a zip, such as the standalone ``le-roy.pyz``)."""
    import os

    found = set()
    for path in paths:
        if os.path.isdir(path):
            found |= {e.name for e in os.scandir(path)
                      if e.is_dir() and os.path.isfile(os.path.join(e.path, "__init__.py"))}
        else:
            import pkgutil

            found |= {m.name for m in pkgutil.iter_modules([path]) if m.ispkg}
    return found
