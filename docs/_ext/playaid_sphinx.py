"""Sphinx glue: the ``rules-table`` directive renders a table straight from the rules data.

``.. rules-table:: toledo1085.end_bonus`` calls the ``end_bonus`` macro of
``templates/toledo1085.rst.jinja`` with the module ``rules.toledo1085`` as ``t`` and parses the
result as reStructuredText, so the site can never disagree with the engine.
"""

from __future__ import annotations

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective


class RulesTable(SphinxDirective):
    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        from generator.text import render_macro, rules_module

        game, _, macro = self.arguments[0].partition(".")
        if not macro:
            raise self.error(f"rules-table needs GAME.MACRO, got {self.arguments[0]!r}")
        try:
            text = render_macro(f"{game}.rst.jinja", macro, t=rules_module(game))
        except Exception as exc:  # report as a Sphinx error, which -W turns into a failure
            raise self.error(f"rules-table {self.arguments[0]}: {exc}") from exc
        container = nodes.container()
        lines = StringList(text.splitlines(), source=f"<rules-table {self.arguments[0]}>")
        self.state.nested_parse(lines, self.content_offset, container)
        return container.children


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("rules-table", RulesTable)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
