"""Build the Sphinx site, serving with it the PDFs and the standalone file built in the same run.

:func:`stage` copies the documents into ``OUT/.site-extra`` (with a PNG thumbnail of each) and
writes a manifest; Sphinx copies that folder into the site and the ``playaid-gallery`` directive
reads the manifest to show the thumbnails and link every file.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Sequence
from pathlib import Path

from playaid.generator import registry
from playaid.generator.output import LANG, Written, write_atomic

EXTRA_ENV = "PLAYAID_SITE_EXTRA"
MANIFEST_ENV = "PLAYAID_SITE_MANIFEST"


def find_docs() -> Path | None:
    """The Sphinx sources: next to the code (a checkout or editable install), else ``./docs``."""
    for candidate in (Path(__file__).resolve().parents[1] / "docs", Path.cwd() / "docs"):
        if (candidate / "conf.py").is_file():
            return candidate
    return None


def stage(written: Sequence[Written], out_dir: Path) -> tuple[Path, Path]:
    """Copy this run's files under ``OUT/.site-extra`` with thumbnails; return (folder, manifest)."""
    from playaid.generator.thumbnails import first_page_png

    extra = out_dir / ".site-extra"
    if extra.exists():
        shutil.rmtree(extra)
    titles = {}
    for name, game, module in registry.artifacts():
        import importlib

        info = importlib.import_module(module).INFO
        titles[name] = {"game": game, "title": f"{info.game} \N{EM DASH} {info.title}"}
    documents: dict[str, dict] = {}
    standalone = []
    for w in written:
        rel = w.path.relative_to(out_dir)
        if w.path.suffix == ".pdf":
            target = extra / "pdf" / rel
            name = w.path.stem
            entry = documents.setdefault(name, {"name": name, **titles.get(name, {"game": "", "title": name}),
                                                "pages": w.pages, "files": {}, "thumb": None})
            edition = rel.parts[1]  # <lang>/<edition>/<name>.pdf
            entry["files"][edition] = f"pdf/{rel.as_posix()}"
            if entry["thumb"] is None or edition == "a4":
                thumb = extra / "thumbs" / f"{name}.png"
                thumb.parent.mkdir(parents=True, exist_ok=True)
                thumb.write_bytes(first_page_png(w.path.read_bytes()))
                entry["thumb"] = f"thumbs/{name}.png"
        else:
            target = extra / rel
            standalone.append({"name": w.path.name, "href": rel.as_posix()})
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(w.path, target)
    manifest = out_dir / ".site-manifest.json"
    order = [name for name, _, _ in registry.artifacts()]
    data = {"lang": LANG, "documents": sorted(documents.values(), key=lambda d: order.index(d["name"])
                                              if d["name"] in order else len(order)),
            "standalone": standalone}
    write_atomic(manifest, json.dumps(data, indent=1).encode("utf-8"))
    return extra, manifest


def build_site(docs: Path, dest: Path, *, extra: Path | None = None, manifest: Path | None = None,
               strict: bool = False) -> int:
    """Build the HTML site from ``docs`` into ``dest``; returns Sphinx's exit status."""
    from sphinx.cmd.build import build_main

    doctrees = dest.parent / ".doctrees"
    args = ["-b", "html", "-q", "-d", str(doctrees), str(docs), str(dest)]
    if strict:
        args[:0] = ["-W", "--keep-going"]
    saved = {k: os.environ.get(k) for k in (EXTRA_ENV, MANIFEST_ENV)}
    try:
        for key, value in ((EXTRA_ENV, extra), (MANIFEST_ENV, manifest)):
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = str(value.resolve())
        return build_main(args)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
