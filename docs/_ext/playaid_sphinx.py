"""Sphinx glue for the playaid site.

``.. rules-table:: GAME.MACRO`` calls macro ``MACRO`` of ``templates/GAME.rst.jinja`` with the
game package ``playaid.rules.GAME`` as ``game`` (and every game's package as ``games``; ``t`` shows a
message of the text source) and parses the result as reStructuredText, so the site can never
disagree with the engine.

``.. proof::`` folds the runnable examples that prove the claim above it into a "Proof" the
reader opens on demand. The examples stay plain ``>>>`` blocks, which pytest's doctest-glob runs;
on the page, an example that ends in an error shows the error's one line, not a traceback.

``.. playaid-gallery::`` shows a thumbnail of every printable document with links to each
edition, and ``.. playaid-downloads:: GAME`` the download card at the top of a game page: every
document the game declares (``GAME_INFO.documents``), in every edition of the manifest that
``playaid build`` writes (see generator/site.py).

``.. playaid-play::`` links the Play le Roy page (generator/play.py) when the build made it, and
otherwise says how to get it.

``.. playaid-figure:: NAME`` shows a picture of a printed aid as SVG, drawn by the aid's own code,
with its alternative text from the game's text source (``FIGURES`` in generator/site.py).
"""

from __future__ import annotations

import html
import importlib
import json
import re
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from playaid.rules.text import ENGLISH, N_, NP_

# The page furniture, marked for the catalog like every other sentence a player reads.
COLOUR = N_("Colour")
MONO = N_("Black and white")
PAGES = NP_("{count} page", "{count} pages")
PRINT_TITLE = N_("Print this game's documents")
PRINT_NOTE = N_("Print at 100% (no fit-to-page). The black-and-white edition shows every colour by "
                "a letter and a pattern, for a laser printer.")
NOT_BUILT = N_("not in this build of the site: run playaid build to make it")
PROOF = N_("Proof")
PROOF_NOTE = N_("examples that run as tests")
STANDALONE = N_("Standalone automaton:")
RUN_IT = N_("run it with")
THUMB_ALT = N_("First page of {title}")
NO_PDFS = N_("This copy of the site was built without the PDFs. Run playaid build to make them and "
             "serve them here:")


def _games() -> dict[str, Any]:
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


# --- proofs ----------------------------------------------------------------------------------------

class proof(nodes.container):  # noqa: N801 - docutils names node classes in lower case
    """Examples folded under the claim they prove; other builders show them as a plain container."""


def visit_proof_html(self: Any, node: proof) -> None:
    summary = html.escape(ENGLISH(node.get("title") or PROOF))
    note = html.escape(ENGLISH(PROOF_NOTE))
    self.body.append(f'<details class="playaid-proof"><summary>{summary} '
                     f'<span class="playaid-proof-note">({note})</span></summary>\n')


def depart_proof_html(self: Any, node: proof) -> None:
    self.body.append("</details>\n")


class Proof(SphinxDirective):
    """``.. proof::`` with the ``>>>`` examples as its content; an optional argument titles it."""

    has_content = True
    optional_arguments = 1
    final_argument_whitespace = True

    def run(self) -> list[nodes.Node]:
        node = proof()
        if self.arguments:
            node["title"] = self.arguments[0]
        self.state.nested_parse(self.content, self.content_offset, node)
        return [node]


#: A traceback in an example's expected output: its header, the stack doctest ignores, and the
#: exception's line (``package.module.Name: message``).
_TRACEBACK = re.compile(r"^Traceback \(most recent call last\):\n(?:(?:[ \t].*|\.\.\.)\n)*"
                        r"(?:[A-Za-z_][\w]*\.)*([A-Za-z_]\w*(?:Error|Exception|Warning|Exit)?:)", re.M)


def refusals_in_one_line(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Show an example that raises as its error's one line: ``RulesError: the reason``.

    Only the HTML page changes: the ``.rst`` and the doctrees keep the traceback header that
    doctest needs.
    """
    if app.builder.format != "html":
        return
    for block in doctree.findall(nodes.doctest_block):
        text = block.astext()
        shown = _TRACEBACK.sub(r"\1", text)
        if shown != text:
            block.rawsource = shown
            block.children = []
            block += nodes.Text(shown)


# --- documents: the gallery and the download card ----------------------------------------------

def _manifest(directive: SphinxDirective) -> dict[str, Any] | None:
    path = directive.config.playaid_manifest
    if not path or not Path(path).is_file():
        return None
    directive.env.note_dependency(path)
    return json.loads(Path(path).read_text(encoding="utf-8"))


def _size(n: int) -> str:
    return f"{n / 1024:.0f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.1f} MB"


def _no_pdfs() -> nodes.Node:
    from playaid.generator.registry import artifacts

    items = "".join(f"<li><code>{html.escape(n)}.pdf</code></li>" for n, _, _ in artifacts())
    return nodes.raw("", f'<div class="admonition note"><p>{html.escape(ENGLISH(NO_PDFS))}</p>'
                         f"<ul>{items}</ul></div>", format="html")


def _links(doc: dict[str, Any], mono: bool, title: str, root: str, t: Any = ENGLISH, lang: str = "") -> list[str]:
    """The links to a document's colour (or black-and-white) editions, one a paper, each labelled
    in full in the language of ``t``; ``lang`` marks the files of another language."""
    from playaid.generator.site import EDITION_COLOUR, EDITION_MONO, LINK_LABEL, PAPER_LABEL

    links = []
    for edition, href in doc["files"].items():
        if edition.endswith("-mono") != mono:
            continue
        paper = t(PAPER_LABEL[edition.removesuffix("-mono")])
        label = t(LINK_LABEL, title=title, edition=t(EDITION_MONO if mono else EDITION_COLOUR), paper=paper,
                  size=_size(doc.get("sizes", {}).get(edition, 0)))
        other = f' hreflang="{lang}"' if lang else ""
        links.append(f'<a class="reference download" href="{html.escape(root + href)}" '
                     f'aria-label="{html.escape(label)}"{other}>{html.escape(paper)}</a>')
    return links


def _edition_links(doc: dict[str, Any], title: str, root: str) -> str:
    """``Colour: A4 · US Letter`` and ``Black and white: A4 · US Letter``, each link labelled in
    full, then a row for each other language's editions."""
    rows = []
    for group, mono in ((COLOUR, False), (MONO, True)):
        links = _links(doc, mono, title, root)
        if links:
            rows.append(f'<span class="playaid-edition">{html.escape(ENGLISH(group))}: '
                        f'{" &middot; ".join(links)}</span>')
    for lang, other in doc.get("languages", {}).items():
        rows.append(_other_language(lang, other, root))
    return "<br>".join(rows)


def _other_language(lang: str, doc: dict[str, Any], root: str) -> str:
    """``Italiano: colori A4 · US Letter; bianco e nero A4 · US Letter``: the editions of a
    document in another language, labelled in that language."""
    from playaid.automata.language import text_for
    from playaid.generator.site import EDITION_COLOUR, EDITION_MONO, LANGUAGE_NAME

    t = text_for(lang)
    groups = []
    for group, mono in ((EDITION_COLOUR, False), (EDITION_MONO, True)):
        links = _links(doc, mono, doc.get("title", ""), root, t, lang)
        if links:
            # Each group kept on one line; the groups wrap apart on a narrow screen.
            groups.append(f'<span class="playaid-edition">{html.escape(t(group))} {" &middot; ".join(links)}</span>')
    return (f'<span class="playaid-language" lang="{lang}">'
            f'<strong>{html.escape(t(LANGUAGE_NAME))}</strong>: {"; ".join(groups)}</span>')


class Gallery(SphinxDirective):
    has_content = False

    def run(self) -> list[nodes.Node]:
        data = _manifest(self)
        if data is None:
            return [_no_pdfs()]
        root = "../" * self.env.docname.count("/")
        cards = []
        for doc in data["documents"]:
            title = html.escape(doc["title"])
            first = next(iter(doc["files"].values()))
            thumb = (f'<a href="{html.escape(root + first)}" tabindex="-1" aria-hidden="true">'
                     f'<img src="{html.escape(root + doc["thumb"])}" alt="" width="180"></a>'
                     if doc["thumb"] else "")
            pages = html.escape(ENGLISH(PAGES, count=doc["pages"]))
            cards.append(f'<figure class="playaid-card">{thumb}<figcaption><strong>{title}</strong><br>'
                         f'{pages}<br>{_edition_links(doc, doc["title"], root)}</figcaption></figure>')
        extra = "".join(f'<p>{html.escape(ENGLISH(STANDALONE))} <a href="{html.escape(root + s["href"])}"><code>'
                        f'{html.escape(s["name"])}</code></a> ({html.escape(ENGLISH(RUN_IT))} <code>python3 '
                        f'{html.escape(s["name"])}</code>)</p>' for s in data.get("standalone", []))
        return [nodes.raw("", f'<div class="playaid-gallery">{"".join(cards)}</div>{extra}', format="html")]


def download_card(info: Any, built: dict[str, dict[str, Any]], root: str = "") -> str:
    """The HTML of a game's download card: every document ``info`` (a ``GameInfo``) declares, with
    its links from ``built`` (the manifest's documents by name); a document this build did not
    make is named, with how to make it."""
    game_title = ENGLISH(info.title)
    items = []
    for spec in info.documents:
        title = ENGLISH(spec.title)
        doc = built.get(spec.name)
        if doc is None:
            items.append(f'<li class="playaid-download"><div><strong>{html.escape(title)}</strong>'
                         f"<br><em>{html.escape(ENGLISH(NOT_BUILT))}</em></div></li>")
            continue
        thumb = f'<img src="{html.escape(root + doc["thumb"])}" alt="" width="72">' if doc.get("thumb") else ""
        pages = html.escape(ENGLISH(PAGES, count=doc["pages"]))
        links = _edition_links(doc, f"{game_title} {title}", root)
        items.append(f'<li class="playaid-download">{thumb}<div><strong>{html.escape(title)}</strong> '
                     f'<span class="playaid-pages">({pages})</span><br>{links}</div></li>')
    heading = html.escape(ENGLISH(PRINT_TITLE))
    return (f'<section class="playaid-downloads" aria-label="{heading}">'
            f'<p class="playaid-downloads-title">{heading}</p><ul>{"".join(items)}</ul>'
            f'<p class="playaid-downloads-note">{html.escape(ENGLISH(PRINT_NOTE))}</p></section>')


class Downloads(SphinxDirective):
    """``.. playaid-downloads:: GAME``: every document the game declares, in every edition built."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        game = _games().get(self.arguments[0])
        if game is None or not hasattr(game, "GAME_INFO"):
            raise self.error(f"playaid-downloads: no game {self.arguments[0]!r}")
        data = _manifest(self)
        built = {d["name"]: d for d in data["documents"]} if data else {}
        root = "../" * self.env.docname.count("/")
        return [nodes.raw("", download_card(game.GAME_INFO, built, root), format="html")]


class PlayLink(SphinxDirective):
    """``.. playaid-play::``: the way to the Play le Roy page (``play/`` in the site), or, when
    this build left the page out, why and how to get it (the manifest says which)."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        from playaid.rules.troyes import text as T

        data = _manifest(self)
        href = data.get("play") if data else None
        if not href:
            return [nodes.raw("", f'<div class="admonition note"><p>{html.escape(ENGLISH(T.PAGE_NOT_BUILT))}'
                                  "</p></div>", format="html")]
        root = "../" * self.env.docname.count("/")
        return [nodes.raw("", f'<p class="playaid-play"><a class="playaid-play-link" href="{html.escape(root + href)}">'
                              f'{html.escape(ENGLISH(T.PAGE_TITLE))}</a> {html.escape(ENGLISH(T.PAGE_POINTER))}</p>',
                          format="html")]


# --- figures ---------------------------------------------------------------------------------------

class Figure(SphinxDirective):
    """``.. playaid-figure:: NAME``: the SVG of a printed picture, with its text-source alt text.

    The SVG is written next to the doctrees (``figures/NAME.svg``) and Sphinx serves it from
    ``_images``; its content, if any, is the caption.
    """

    required_arguments = 1
    has_content = True
    option_spec = {"class": directives.class_option}

    def run(self) -> list[nodes.Node]:
        from playaid.generator.site import FIGURES, figure_svg

        name = self.arguments[0]
        if name not in FIGURES:
            raise self.error(f"playaid-figure: no figure {name!r} (known: {', '.join(FIGURES)})")
        target = Path(self.env.doctreedir).parent / "figures" / f"{name}.svg"
        target.parent.mkdir(parents=True, exist_ok=True)
        svg = figure_svg(name)
        if not target.is_file() or target.read_text(encoding="utf-8") != svg:
            target.write_text(svg, encoding="utf-8")
        srcdir = Path(self.env.srcdir)
        uri = "/" + Path(_relpath(target, srcdir)).as_posix()
        figure = nodes.figure(classes=["playaid-figure", *self.options.get("class", [])])
        # The picture links to itself, to be zoomed on a phone.
        link = nodes.reference("", "", refuri="../" * self.env.docname.count("/") + f"_images/{name}.svg",
                               classes=["playaid-figure-link"])
        link += nodes.image(uri=uri, alt=FIGURES[name].alt())
        figure += link
        if self.content:
            caption = nodes.caption()
            self.state.nested_parse(self.content, self.content_offset, caption)
            if caption.children and isinstance(caption[0], nodes.paragraph):
                caption.children = caption[0].children
            figure += caption
        return [figure]


def _relpath(path: Path, start: Path) -> str:
    import os

    return os.path.relpath(path, start)


def _game_pages_for_search(app: Sphinx) -> None:
    """Name the game pages for the search ranking (docs/search_scorer.js)."""
    from playaid.generator.registry import GAMES

    app.add_js_file(None, body=f"var PLAYAID_GAME_PAGES = {json.dumps(list(GAMES))};")


def setup(app: Sphinx) -> dict[str, object]:
    app.add_config_value("playaid_manifest", "", "env", types=frozenset({str}))
    app.add_config_value("playaid_sources", "", "env", types=frozenset({str}))
    app.add_node(proof, html=(visit_proof_html, depart_proof_html))
    app.add_directive("proof", Proof)
    app.add_directive("rules-table", RulesTable)
    app.add_directive("playaid-gallery", Gallery)
    app.add_directive("playaid-downloads", Downloads)
    app.add_directive("playaid-figure", Figure)
    app.add_directive("playaid-play", PlayLink)
    app.connect("doctree-resolved", refusals_in_one_line)
    app.add_css_file("playaid.css")
    app.connect("builder-inited", _game_pages_for_search)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
