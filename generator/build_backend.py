"""The build backend: setuptools', after compiling the message catalogs (``.po`` -> ``.mo``).

pip runs it (``[build-system] backend-path``) for ``pip install .`` and ``pip install -e .``, so
an installed playaid always carries its compiled catalogs; only the ``.po`` files are kept in the
repository. Babel is a build requirement for this. Nothing of playaid is imported here: the
build runs before playaid is installed.
"""

from __future__ import annotations

import io
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 - every hook setuptools offers, then ours below

LOCALE = Path(__file__).resolve().parents[1] / "rules" / "locale"


def compile_catalogs() -> list[Path]:
    """Write each language's ``LC_MESSAGES/playaid.mo`` from the ``.po`` files of its areas
    (``rules/locale/<lang>/*.po``), fuzzy and untranslated messages left out."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for folder in sorted(p for p in LOCALE.iterdir() if p.is_dir()):
        whole = Catalog(locale=folder.name, domain="playaid", charset="utf-8")
        whole._num_plurals, whole._plural_expr = 2, "(n != 1)"
        for po in sorted(folder.glob("*.po")):
            with po.open("rb") as fh:
                for message in read_po(fh, locale=folder.name):
                    there = whole.get(message.id, context=message.context) if message.id else None
                    if message.id and (there is None or not _translated(there)):
                        if there is not None:  # kept twice while it moves between areas: the translated one
                            whole.delete(message.id, context=message.context)
                        whole[message.id] = message
        buf = io.BytesIO()
        write_mo(buf, whole, use_fuzzy=False)
        mo = folder / "LC_MESSAGES" / "playaid.mo"
        mo.parent.mkdir(exist_ok=True)
        if not mo.exists() or mo.read_bytes() != buf.getvalue():
            mo.write_bytes(buf.getvalue())
        written.append(mo)
    return written


def _translated(message) -> bool:  # noqa: ANN001
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return all(strings) and not message.fuzzy


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):  # noqa: D103
    compile_catalogs()
    return _setuptools.build_wheel(wheel_directory, config_settings, metadata_directory)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):  # noqa: D103
    compile_catalogs()
    return _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory, config_settings=None):  # noqa: D103
    compile_catalogs()
    return _setuptools.build_sdist(sdist_directory, config_settings)
