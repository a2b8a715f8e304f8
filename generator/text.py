"""Text rendered from the rules data with jinja2: the site's data tables and other text artifacts.

One :class:`jinja2.Environment` (strict about undefined names); formatting lives in filters,
never in template code. Renderers return strings; callers write files.
"""

from __future__ import annotations

import functools
import importlib
from typing import Any

import jinja2

from playaid.generator.textfmt import signed
from playaid.rules.game import PAD_TABLE, PAD_TYPING, PAD_UNTYPED, pad_rows
from playaid.rules.text import ENGLISH, plain, rst


def rst_cell(value: Any) -> str:
    """Make a value safe inside an RST list-table cell (one line, no stray markup)."""
    text = " ".join(str(value).split())
    return text.replace("\\", "\\\\").replace("*", "\\*").replace("|", "\\|").replace("`", "\\`") or "\\-"


def minus(n: int) -> str:
    """Signed with a true minus sign, for printed pages."""
    return signed(n).replace("-", "\N{MINUS SIGN}")


@functools.cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("playaid.templates", ""),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(signed=signed, minus=minus, cell=rst_cell, rst=rst, plain=plain)
    # ``t(message, **values)`` shows a message of the text source (rules/<game>/text.py) in the
    # site's language; templates hold markup and layout, never prose of their own.
    env.globals.update(t=ENGLISH, pad_rows=pad_rows, PAD_TABLE=PAD_TABLE, PAD_TYPING=PAD_TYPING, PAD_UNTYPED=PAD_UNTYPED)
    return env


def rules_module(game: str) -> Any:
    """The rules package of ``game`` (``toledo1085``, ...)."""
    return importlib.import_module(f"playaid.rules.{game}")


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)


def render_macro(template: str, macro: str, **context: Any) -> str:
    """Call one macro of a template and return its text.

    >>> "+12" in render_macro("toledo1085.rst.jinja", "end_bonus", game=rules_module("toledo1085"))
    True
    """
    module = environment().get_template(template).make_module(context)
    try:
        fn = getattr(module, macro)
    except AttributeError:
        raise KeyError(f"template {template} has no macro {macro!r}") from None
    return str(fn())
