"""Sphinx glue for the playaid site.

``.. rules-table:: GAME.MACRO`` calls macro ``MACRO`` of ``templates/GAME.rst.jinja`` with the
game package ``playaid.rules.GAME`` as ``game`` (and every game's package as ``games``; ``t`` shows a
message of the text source) and parses the result as reStructuredText, so the site can never
disagree with the engine.

``.. playaid-gallery::`` shows a thumbnail of every printable document with links to each
edition, from the manifest ``playaid build`` writes next to the site (see generator/site.py).
"""

from __future__ import annotations

import html
import importlib
import json
import os
from pathlib import Path

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

EDITION_LABEL = {"a4": "A4", "letter": "US Letter", "a4-mono": "A4 black & white",
                 "letter-mono": "Letter black & white"}


def _games() -> dict[str, object]:
    from playaid.generator.registry import GAMES

    found = {}
    for game in GAMES:
        try:
            found[game] = importlib.import_module(f"playaid.rules.{game}")
        except ImportError:
            continue
    return found


class RulesTable(SphinxDirective):
    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        from playaid.generator.text import render_macro

        name, _, macro = self.arguments[0].partition(".")
        if not macro:
            raise self.error(f"rules-table needs TEMPLATE.MACRO, got {self.arguments[0]!r}")
        games = _games()
        module = games.get(name)
        context: dict[str, object] = {"games": games}
        if module is not None:
            # A game package (it declares GAME_INFO) is passed as ``game``, which leaves ``t`` to the
            # text source's renderer (generator/text.py); a rules module not yet made a package
            # is still passed as ``t``.
            context["game" if hasattr(module, "GAME_INFO") else "t"] = module
        try:
            text = render_macro(f"{name}.rst.jinja", macro, **context)
        except Exception as exc:  # report as a Sphinx error, which -W turns into a failure
            raise self.error(f"rules-table {self.arguments[0]}: {exc}") from exc
        container = nodes.container()
        lines = StringList(text.splitlines(), source=f"<rules-table {self.arguments[0]}>")
        self.state.nested_parse(lines, self.content_offset, container)
        return container.children


class Gallery(SphinxDirective):
    has_content = False

    def run(self) -> list[nodes.Node]:
        manifest = os.environ.get("PLAYAID_SITE_MANIFEST")
        if not manifest or not Path(manifest).is_file():
            from playaid.generator.registry import artifacts

            items = "".join(f"<li><code>{html.escape(n)}.pdf</code></li>" for n, _, _ in artifacts())
            return [nodes.raw("", f'<div class="admonition note"><p>This copy of the site was built '
                                  f"without the PDFs. Run <code>playaid build</code> to make them and "
                                  f"serve them here:</p><ul>{items}</ul></div>", format="html")]
        self.env.note_dependency(manifest)
        data = json.loads(Path(manifest).read_text(encoding="utf-8"))
        cards = []
        for doc in data["documents"]:
            links = " \u00b7 ".join(
                f'<a href="{html.escape(href)}">{html.escape(EDITION_LABEL.get(ed, ed))}</a>'
                for ed, href in doc["files"].items())
            thumb = (f'<a href="{html.escape(next(iter(doc["files"].values())))}"><img src="{html.escape(doc["thumb"])}" '
                     f'alt="First page of {html.escape(doc["title"])}" width="180"></a>') if doc["thumb"] else ""
            pages = f'{doc["pages"]} page{"s" if doc["pages"] != 1 else ""}'
            cards.append(f'<figure class="playaid-card">{thumb}<figcaption><strong>{html.escape(doc["title"])}'
                         f'</strong><br>{pages}<br>{links}</figcaption></figure>')
        extra = "".join(f'<p>Standalone automaton: <a href="{html.escape(s["href"])}"><code>'
                        f'{html.escape(s["name"])}</code></a> (run it with <code>python3 {html.escape(s["name"])}'
                        f"</code>)</p>" for s in data.get("standalone", []))
        return [nodes.raw("", f'<div class="playaid-gallery">{"".join(cards)}</div>{extra}', format="html")]


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("rules-table", RulesTable)
    app.add_directive("playaid-gallery", Gallery)
    app.add_css_file("playaid.css")
    return {"parallel_read_safe": True, "parallel_write_safe": True}
