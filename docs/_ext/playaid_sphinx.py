"""Sphinx glue for the playaid site.

The site is built once per language from the same sources (generator/site.py): English at the
site's root, Italian in ``it/``. The rules' sentences and tables come from the text source in the
page's language; the rest of the prose is translated through Sphinx's catalogs
(``docs/locale/<lang>/LC_MESSAGES/<page>.po``), and a build in another language than English warns
about every message of a page that its catalog does not translate.

``.. rules-table:: GAME.MACRO`` calls macro ``MACRO`` of ``templates/GAME.rst.jinja`` with the
game package ``playaid.rules.GAME`` as ``game`` (and every game's package as ``games``; ``t`` shows a
message of the text source in the page's language) and parses the result as reStructuredText, so
the site can never disagree with the engine. What it makes is left out of the site's catalogs: it
is translated already. A table row that opens with a ruling's mark is that ruling's entry, and
gets its anchor, ``#ruling-KEY``.

``.. proof::`` holds the runnable examples (plain ``>>>`` blocks, which pytest's doctest-glob
runs) that prove the claim above it, with the sentences that say what they prove. It is written
beside its claim, and shown in the page's "Proofs" part, where ``.. playaid-proofs::`` stands:
the claim links to it ("Proof") and it links back. On the page, an example that ends in an error
shows the error's one line, not a traceback.

Every ruling's mark (``†T1``) in a page's text is a link to its entry on its game's page (on the
page itself where the entry is there too).

``.. playaid-downloads:: GAME`` is the download card at the top of a game page: every document
the game declares (``GAME_INFO.documents``), in every edition of the manifest that ``playaid
build`` writes (see generator/site.py), the page's language first. ``.. playaid-game:: GAME`` is
a game's card on the front page, its content the one line that says what the game is.
``.. playaid-play::`` links the Play le Roy page (generator/play.py) when the build made it, and
otherwise says how to get it. ``.. playaid-source-notes::`` is the source notes page's part of
each game, one section each. ``.. playaid-toctree::`` is a ``toctree`` kept out of the editions
in other languages (``:languages: en``: the API reference is English only).

``.. playaid-figure:: NAME`` shows a picture of a printed aid as SVG, drawn by the aid's own code in
the page's language, with its alternative text from the game's text source (``FIGURES`` in
generator/site.py); a picture with a phone layout shows that one on a narrow screen.
"""

from __future__ import annotations

import functools
import html
import importlib
import json
import re
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.directives.other import TocTree
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import extract_messages, nested_parse_with_titles

from playaid.rules.text import RULING_MARK

logger = logging.getLogger(__name__)

#: The site's own language: the sources are written in it, and its edition sits at the site's root.
SOURCE_LANGUAGE = "en"


# --- the page's language ---------------------------------------------------------------------------

def language(config: Any) -> str:
    return config.language or SOURCE_LANGUAGE


def text(config: Any) -> Any:
    """The text source's view in the page's language."""
    from playaid.automata.language import text_for

    return text_for(language(config))


def to_site_root(docname: str, lang: str) -> str:
    """The relative way from page ``docname`` of the edition in ``lang`` up to the site's root
    (where the PDFs and the Play le Roy page are)."""
    from playaid.generator.site import folder

    return "../" * (docname.count("/") + folder(lang).count("/"))


def edition_pages(srcdir: str | Path, lang: str) -> set[str] | None:
    """The pages of the edition in ``lang``: every page in English (None: no limit); in another
    language, the pages whose catalog the sources hold (``docs/locale/<lang>/LC_MESSAGES``) and
    every game page, the API reference never. Another page not translated yet is left out of that
    edition, and its links lead to the English page."""
    if lang == SOURCE_LANGUAGE:
        return None
    return translated_pages(srcdir, lang) | set(_games())  # a game page is always there (see tables_only)


def translated_pages(srcdir: str | Path, lang: str) -> set[str]:
    """The pages whose catalog in ``lang`` the sources hold."""
    folder = Path(srcdir) / "locale" / lang / "LC_MESSAGES"
    return {po.stem for po in folder.glob("*.po")} if folder.is_dir() else set()


def _all_pages(srcdir: str | Path) -> list[str]:
    src = Path(srcdir)
    return sorted(p.relative_to(src).with_suffix("").as_posix() for p in src.rglob("*.rst")
                  if not p.relative_to(src).parts[0].startswith("_"))


def _games() -> dict[str, Any]:
    from playaid.generator.registry import GAMES

    found = {}
    for game in GAMES:
        try:
            found[game] = importlib.import_module(f"playaid.rules.{game}")
        except ImportError:
            continue
    return found


@functools.cache
def ruling_owners() -> dict[str, Any]:
    """Every ruling by its key, with the game it belongs to: ``{"T1": ("troyes", Ruling)}`` (keys are
    unique across the product)."""
    return {r.key: (game, r) for game, module in _games().items() for r in getattr(module, "RULINGS", ())}


def _from_text_source(found: list[nodes.Node]) -> list[nodes.Node]:
    """Mark what a directive made from the text source as not for the site's catalogs: it is shown
    in the page's language already."""
    for top in found:
        if isinstance(top, nodes.Element):
            top["playaid_text_source"] = True
            for node in top.findall(nodes.TextElement):
                node["translatable"] = False
    return found


def _in_text_source(node: nodes.Node) -> bool:
    while node is not None:
        if isinstance(node, nodes.Element) and node.get("playaid_text_source"):
            return True
        node = node.parent
    return False


# --- the rules' tables and sentences -----------------------------------------------------------

#: A ruling's mark: the marker and a key (one capital, then digits).
_MARK = re.compile(re.escape(RULING_MARK) + r"([A-Z][0-9]{1,2})(?![0-9])")


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
        context: dict[str, object] = {"games": games, "t": text(self.config),
                                      "site": importlib.import_module("playaid.generator.site")}
        if module is not None:
            context["game"] = module
        try:
            rendered = render_macro(f"{name}.rst.jinja", macro, **context)
        except Exception as exc:  # report as a Sphinx error, which -W turns into a failure
            raise self.error(f"rules-table {self.arguments[0]}: {exc}") from exc
        container = nodes.container()
        lines = StringList(rendered.splitlines(), source=f"<rules-table {self.arguments[0]}>")
        self.state.nested_parse(lines, self.content_offset, container)
        _anchor_rulings(container)
        return _from_text_source(list(container.children))


def _anchor_rulings(tree: nodes.Element) -> None:
    """Give each table row that opens with a ruling's mark alone (the ruling's entry) the anchor
    ``ruling-KEY``, written as the key is printed, so that ``troyes.html#ruling-T1`` finds it."""
    for row in tree.findall(nodes.row):
        cells = [c for c in row.children if isinstance(c, nodes.entry)]
        if not cells:
            continue
        m = _MARK.fullmatch(cells[0].astext().strip())
        if m and not any(p.tagname == "thead" for p in _ancestors(row)):
            row["ids"].append(f"ruling-{m[1]}")


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    found = []
    while node.parent is not None:
        node = node.parent
        found.append(node)
    return found


# --- proofs ----------------------------------------------------------------------------------------

class proof(nodes.container):  # noqa: N801 - docutils names node classes in lower case
    """Examples and the sentences around them that prove the claim written above them."""


class proofs_here(nodes.General, nodes.Element):  # noqa: N801
    """Where the page's proofs are gathered (``.. playaid-proofs::``)."""


class proof_group(nodes.General, nodes.Element):  # noqa: N801
    """The proofs of one part of the page, under a heading that names it."""


class proof_heading(nodes.TextElement):  # noqa: N801
    """The heading of a proof group: the part's own title, at the level below the proofs' section."""


def visit_proof_html(self: Any, node: proof) -> None:
    ids = html.escape(" ".join(node["ids"]))
    self.body.append(f'<div class="playaid-proof" id="{ids}">\n' if ids else '<div class="playaid-proof">\n')


def depart_proof_html(self: Any, node: proof) -> None:
    self.body.append("</div>\n")


def visit_group_html(self: Any, node: proof_group) -> None:
    self.body.append(f'<section class="playaid-proof-group" id="{html.escape(node["ids"][0])}">\n')


def depart_group_html(self: Any, node: proof_group) -> None:
    self.body.append("</section>\n")


def visit_heading_html(self: Any, node: proof_heading) -> None:
    self.body.append(f'<h{node["level"]}>')


def depart_heading_html(self: Any, node: proof_heading) -> None:
    self.body.append(f'</h{node["level"]}>\n')


def _skip(self: Any, node: nodes.Node) -> None:
    pass


class Proof(SphinxDirective):
    """``.. proof::``, its content the sentences that say what is proven and the ``>>>`` examples."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        node = proof()
        self.set_source_info(node)
        self.state.nested_parse(self.content, self.content_offset, node)
        return [node]


class ProofsHere(SphinxDirective):
    """``.. playaid-proofs::``: the page's proofs are shown here, grouped by the part they prove."""

    def run(self) -> list[nodes.Node]:
        node = proofs_here()
        self.set_source_info(node)
        return [node]


def gather_proofs(app: Sphinx, doctree: nodes.document) -> None:
    """Move every proof of the page's reference part into its "Proofs" part, and link each claim
    to its proofs and each proof back to its claim.

    A claim is the paragraph, list or table just above a proof; the proofs that follow one claim
    one after the other are all its own. The claim gets a link, "Proof" (or "3 proofs"), at the
    end of its paragraph or on a line of its own under a list or table, to the first of them.
    In the Proofs part the proofs are grouped under the title of the part they were written in;
    each ends with a link back to its claim.
    """
    from playaid.generator.site import BACK_TO_RULE, PROOF_LINK, PROOF_TITLE

    found = list(doctree.findall(proofs_here))
    proofs = [p for p in doctree.findall(proof) if not found or not _after(p, found[0])]
    if not proofs:
        for here in found:
            here.parent.remove(here)
        return
    if len(found) != 1:
        logger.warning(f"a page with proofs needs one '.. playaid-proofs::' to show them (found {len(found)})",
                       location=proofs[0] if not found else found[1])
        return
    here, t = found[0], text(app.config)
    level = min(6, 1 + sum(1 for a in _ancestors(here) if isinstance(a, nodes.section)))
    counts: dict[str, int] = {}
    claims: list[tuple[nodes.reference, list[proof]]] = []
    homes: list[tuple[proof, str, nodes.section | None]] = []
    for p in proofs:  # first the claims, with every proof still in its place
        section = next((a for a in _ancestors(p) if isinstance(a, nodes.section)), None)
        key = section["ids"][0] if section is not None and section["ids"] else "page"
        previous = _previous(p)
        if claims and previous is claims[-1][1][-1]:
            claims[-1][1].append(p)          # another proof of the same claim
        else:
            counts[key] = counts.get(key, 0) + 1
            rule_id = f"rule-{key}-{counts[key]}"
            link = nodes.reference("", "", refid="", classes=["playaid-proof-link"], reftitle=t(PROOF_TITLE))
            link["playaid_rule"] = rule_id
            if isinstance(previous, nodes.paragraph):
                previous += [nodes.Text(" "), link]
                previous["ids"].append(rule_id)
            else:
                line = nodes.paragraph("", "", link, classes=["playaid-proof-line"], ids=[rule_id])
                p.parent.insert(p.parent.index(p), line)
            claims.append((link, [p]))
        p["ids"].append(f"proof-{key}-{counts[key]}-{len(claims[-1][1])}")
        p += nodes.paragraph("", "", nodes.reference("", t(BACK_TO_RULE), refid=claims[-1][0]["playaid_rule"],
                                                     classes=["playaid-back"]), classes=["playaid-proof-back"])
        homes.append((p, key, section))
    for link, own in claims:
        link["refid"] = own[0]["ids"][-1]
        link += nodes.Text(t(PROOF_LINK, count=len(own)))
    groups: dict[str, proof_group] = {}
    for p, key, section in homes:  # then every proof to its group, in the Proofs part
        if key not in groups:
            group = groups[key] = proof_group(ids=[f"proofs-{key}"])
            title = section[0] if section is not None and isinstance(section[0], nodes.title) else None
            group += proof_heading("", "", *(c.deepcopy() for c in (title.children if title is not None else [])),
                                   level=level)
        p.parent.remove(p)
        groups[key] += p
    here.replace_self(list(groups.values()))


def _after(node: nodes.Node, marker: nodes.Node) -> bool:
    """Whether ``node`` stands inside the section that holds ``marker`` (a proof written in the
    Proofs part stays where it is)."""
    home = next((a for a in _ancestors(marker) if isinstance(a, nodes.section)), None)
    return home is not None and home in _ancestors(node)


def _previous(node: nodes.Node) -> nodes.Node | None:
    """The element just above ``node`` in its parent (comments and targets skipped)."""
    siblings = node.parent.children
    i = siblings.index(node) - 1
    while i >= 0 and isinstance(siblings[i], (nodes.comment, nodes.target)):
        i -= 1
    return siblings[i] if i >= 0 else None


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
        shown_text = block.astext()
        shown = _TRACEBACK.sub(r"\1", shown_text)
        if shown != shown_text:
            block.rawsource = shown
            block.children = []
            block += nodes.Text(shown)


# --- ruling marks: links to their entries --------------------------------------------------------

#: Marks in brackets of their own, ``(†T1)`` or ``(†B4, †B2)``: the brackets go, as a mark set
#: as a superscript needs none.
_BRACKETED = re.compile(r" ?\((" + _MARK.pattern + r"(?:, " + _MARK.pattern + r")*)\)")
#: Where a mark is not a mark of the page's text: code, the page's own markup, headings.
_NOT_TEXT = (nodes.literal, nodes.literal_block, nodes.doctest_block, nodes.raw, nodes.reference,
             addnodes.pending_xref, nodes.comment, nodes.system_message, proof_heading)


def _is_text(node: nodes.Node) -> bool:
    """Whether a mark in ``node`` is a mark of the page's text: not in code, markup or a heading
    (a table's caption is text)."""
    for a in _ancestors(node):
        if isinstance(a, _NOT_TEXT) or (isinstance(a, nodes.title) and isinstance(a.parent, nodes.section)):
            return False
    return True


def link_marks(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Make every ruling's mark in the page's text a link to the ruling's entry, set as a
    superscript (``.playaid-mark``), its title the ruling's key and topic.

    The entry is on the ruling's game page; a page that holds the entry itself (the game page,
    the source notes) links to its own. An unknown key is a warning.
    """
    if app.builder.format != "html":
        return
    from playaid.generator.site import MARK_TITLE

    t, lang = text(app.config), language(app.config)
    pages = edition_pages(app.srcdir, lang)
    owners = ruling_owners()
    anchored = {i for node in doctree.findall(nodes.row) for i in node["ids"] if i.startswith("ruling-")}
    for node in list(doctree.findall(nodes.Text)):
        if RULING_MARK not in node or not _is_text(node):
            continue
        source = _BRACKETED.sub(lambda m: m[1].replace(", ", " "), str(node))
        parts: list[nodes.Node] = []
        at = 0
        for m in _MARK.finditer(source):
            key = m[1]
            if key not in owners:
                logger.warning(f"{RULING_MARK}{key} is the mark of no ruling", location=node.parent)
                continue
            before = source[at:m.start()]
            if before.endswith(" ") and before[:-1] and not before[:-1].endswith((" ", "(", "\u2014")):
                before = before[:-1]     # a superscript sits right after its word
            if before:
                parts.append(nodes.Text(before))
            game, ruling = owners[key]
            anchor = f"ruling-{key}"
            if anchor in anchored:
                ref = nodes.reference("", "", refid=anchor)
            elif pages is not None and game not in pages:  # not translated yet: the English page
                ref = nodes.reference("", "", refuri=f"{to_site_root(docname, lang)}{game}.html#{anchor}")
            else:
                ref = nodes.reference("", "", refuri=app.builder.get_relative_uri(docname, game) + "#" + anchor)
            values = _values(game, t)
            ref["classes"].append("playaid-mark")
            ref["reftitle"] = t(MARK_TITLE, key=key, topic=t(ruling.topic, **values))
            ref += nodes.Text(f"{RULING_MARK}{key}")
            parts.append(ref)
            at = m.end()
        if not parts:
            continue
        if source[at:]:
            parts.append(nodes.Text(source[at:]))
        node.parent.replace(node, parts)


@functools.cache
def _values_cached(game: str, lang: str) -> dict[str, Any]:
    from playaid.automata.language import text_for

    module = importlib.import_module(f"playaid.rules.{game}")
    values = getattr(module, "message_values", None)
    return values(text_for(lang)) if values is not None else {}


def _values(game: str, t: Any) -> dict[str, Any]:
    return _values_cached(game, t.lang)


# --- documents: the front page's game cards and the download card ------------------------------

def _manifest(directive: SphinxDirective) -> dict[str, Any] | None:
    path = directive.config.playaid_manifest
    if not path or not Path(path).is_file():
        return None
    directive.env.note_dependency(path)
    return json.loads(Path(path).read_text(encoding="utf-8"))


def _size(n: int) -> str:
    return f"{n / 1024:.0f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.1f} MB"


def _no_pdfs(t: Any) -> nodes.Node:
    from playaid.generator.registry import artifacts
    from playaid.generator.site import NO_PDFS

    items = "".join(f"<li><code>{html.escape(n)}.pdf</code></li>" for n, _, _ in artifacts())
    return nodes.raw("", f'<div class="admonition note"><p>{html.escape(t(NO_PDFS))}</p>'
                         f"<ul>{items}</ul></div>", format="html")


def editions_in(doc: dict[str, Any], lang: str) -> dict[str, Any] | None:
    """A document's editions in ``lang`` as the manifest holds them (English at its top, the other
    languages under ``languages``), or None when this build wrote none in that language."""
    into = doc if lang == SOURCE_LANGUAGE else doc.get("languages", {}).get(lang)
    return into if into and into.get("files") else None


def _links(doc: dict[str, Any], mono: bool, title: str, root: str, t: Any, lang: str = "",
           button: str = "playaid-chip", named: str = "") -> list[str]:
    """The links to a document's colour (or black-and-white) editions, one a paper, each labelled
    in full in the language of ``t``; ``lang`` marks the files of another language than the page's.
    Each shows its paper; with ``named``, the first says the document's name too ("Player aid, A4")."""
    from playaid.generator.site import BUTTON_LABEL, EDITION_COLOUR, EDITION_MONO, LINK_LABEL, PAPER_LABEL

    links = []
    for edition, href in doc["files"].items():
        if edition.endswith("-mono") != mono:
            continue
        paper = t(PAPER_LABEL[edition.removesuffix("-mono")])
        shown = t(BUTTON_LABEL, title=named, paper=paper) if named and not links else paper
        label = t(LINK_LABEL, title=title, edition=t(EDITION_MONO if mono else EDITION_COLOUR), paper=paper,
                  size=_size(doc.get("sizes", {}).get(edition, 0)))
        other = f' hreflang="{lang}"' if lang else ""
        if shown not in label:  # the name a screen reader says holds the words on the button
            label = f"{shown} ({label})"
        links.append(f'<a class="reference download {button}" href="{html.escape(root + href)}" '
                     f'aria-label="{html.escape(label)}"{other}>{html.escape(shown)}</a>')
    return links


def _edition_row(label: str, links: list[str], lang: str = "") -> str:
    """``Colour: [A4] [US Letter]``: a group of links with what they are, kept together."""
    attr = f' lang="{lang}"' if lang else ""
    return (f'<span class="playaid-edition"{attr}><span class="playaid-edition-label">{label}</span> '
            f'{" ".join(links)}</span>')


def _document_editions(doc: dict[str, Any], page_lang: str, root: str, *, colour: bool = True,
                       title: str = "") -> list[str]:
    """Every edition row of a document: colour and black and white in the page's language
    (colour left out with ``colour=False``), then each other language's, labelled in that
    language."""
    from playaid.automata.language import text_for
    from playaid.automata.language import LANGUAGES
    from playaid.generator.site import COLOUR, EDITION_COLOUR, EDITION_MONO, LANGUAGE_NAME, MONO

    rows = []
    own = editions_in(doc, page_lang)
    t = text_for(page_lang)
    if own is not None:
        for group, mono in ((COLOUR, False), (MONO, True)):
            if mono or colour:
                links = _links(own, mono, title or own.get("title", doc["name"]), root, t)
                if links:
                    rows.append(_edition_row(html.escape(t(group)) + ":", links))
    for lang in LANGUAGES:
        other = editions_in(doc, lang)
        if lang == page_lang or other is None:
            continue
        o = text_for(lang)
        groups = [_edition_row(f"<strong>{html.escape(o(LANGUAGE_NAME))}</strong>, {html.escape(o(group))}:",
                               _links(other, mono, other["title"], root, o, lang))
                  for group, mono in ((EDITION_COLOUR, False), (EDITION_MONO, True))
                  if _links(other, mono, other["title"], root, o, lang)]
        if groups:
            rows.append(f'<span class="playaid-language" lang="{lang}">{"".join(groups)}</span>')
    return rows


def _thumb(into: dict[str, Any] | None, root: str, width: int) -> str:
    if not into or not into.get("thumb"):
        return ""
    return f'<img src="{html.escape(root + into["thumb"])}" alt="" width="{width}" loading="lazy">'


def download_card(info: Any, built: dict[str, dict[str, Any]], root: str = "", lang: str = SOURCE_LANGUAGE) -> str:
    """The HTML of a game's download card: every document ``info`` (a ``GameInfo``) declares, with
    its links from ``built`` (the manifest's documents by name), the colour editions in the
    page's language as buttons and the others one tap away; a document this build did not make
    is named, with how to make it."""
    from playaid.automata.language import text_for
    from playaid.generator.site import MORE_EDITIONS, NOT_BUILT, PAGES, PRINT_NOTE, PRINT_TITLE

    t = text_for(lang)
    game_title = t(info.title)
    items = []
    for spec in info.documents:
        title = t(spec.title)
        doc = built.get(spec.name)
        own = editions_in(doc, lang) if doc else None
        if doc is None:
            items.append(f'<li class="playaid-download"><div><strong>{html.escape(title)}</strong>'
                         f"<br><em>{html.escape(t(NOT_BUILT))}</em></div></li>")
            continue
        pages = html.escape(t(PAGES, count=(own or doc)["pages"]))
        buttons = " ".join(_links(own, False, f"{game_title} {title}", root, t, button="playaid-button")) if own else ""
        rest = _document_editions(doc, lang, root, colour=False, title=f"{game_title} {title}")
        more = (f'<details class="playaid-more"><summary>{html.escape(t(MORE_EDITIONS))}</summary>'
                f'{"".join(rest)}</details>' if rest else "")
        items.append(f'<li class="playaid-download">{_thumb(own or doc, root, 64)}<div class="playaid-download-body">'
                     f'<strong>{html.escape(title)}</strong> <span class="playaid-pages">({pages})</span>'
                     f'<div class="playaid-buttons">{buttons}</div>{more}</div></li>')
    heading = html.escape(t(PRINT_TITLE))
    return (f'<section class="playaid-downloads" aria-label="{heading}">'
            f'<p class="playaid-downloads-title">{heading}</p><ul>{"".join(items)}</ul>'
            f'<p class="playaid-downloads-note">{html.escape(t(PRINT_NOTE))}</p></section>')


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
        root = to_site_root(self.env.docname, language(self.config))
        return [nodes.raw("", download_card(game.GAME_INFO, built, root, language(self.config)), format="html")]


class card_heading(nodes.General, nodes.TextElement):  # noqa: N801
    """A game card's heading: a link to the game's page, titled as the page is."""


def visit_card_heading_html(self: Any, node: card_heading) -> None:
    self.body.append(f'<h2 class="playaid-game-title" id="{html.escape(node["ids"][0])}">')


def depart_card_heading_html(self: Any, node: card_heading) -> None:
    self.body.append("</h2>\n")


class GameCard(SphinxDirective):
    """``.. playaid-game:: GAME`` with one line of what the game is: the game's card on the front
    page, titled as its page is and linked to it, with a large button for its player aid (on
    both papers) and the game's other documents and editions one tap away."""

    required_arguments = 1
    has_content = True

    def run(self) -> list[nodes.Node]:
        from playaid.automata.language import text_for
        from playaid.generator.registry import STANDALONE
        from playaid.generator.site import MORE_DOCUMENTS, PAGES, RUN_IT, STANDALONE as STANDALONE_WORDS

        game = self.arguments[0]
        module = _games().get(game)
        if module is None or not hasattr(module, "GAME_INFO"):
            raise self.error(f"playaid-game: no game {game!r}")
        lang = language(self.config)
        t, info = text_for(lang), module.GAME_INFO
        data = _manifest(self)
        built = {d["name"]: d for d in data["documents"]} if data else {}
        root = to_site_root(self.env.docname, lang)
        card = nodes.container(classes=["playaid-game"])
        heading = card_heading("", "", ids=[f"game-{game}"])
        pages = edition_pages(self.env.srcdir, lang)
        if pages is not None and game not in pages:  # not translated yet: the English page
            heading += nodes.reference("", t(info.title), refuri=f"{root}{game}.html", hreflang=SOURCE_LANGUAGE)
        xref = addnodes.pending_xref("", nodes.inline("", game, classes=["xref", "std", "std-doc"]),
                                     refdoc=self.env.docname, refdomain="std", reftype="doc", reftarget=game,
                                     refexplicit=False, refwarn=True)
        if not heading.children:
            heading += xref
        aid = next((s for s in info.documents if s.kind == "aid"), info.documents[0] if info.documents else None)
        own = editions_in(built[aid.name], lang) if aid is not None and aid.name in built else None
        card += nodes.raw("", f'<div class="playaid-game-thumb">{_thumb(own, root, 72)}</div>', format="html")
        card += heading
        self.state.nested_parse(self.content, self.content_offset, card)
        if data is None:
            card += _no_pdfs(t)
            return [card]
        buttons = ""
        if own is not None:
            title = t(aid.title)
            buttons = " ".join(_links(own, False, f"{t(info.title)} {title}", root, t, button="playaid-button",
                                      named=title))
        rows = []
        for spec in info.documents:
            doc = built.get(spec.name)
            if doc is None:
                continue
            into = editions_in(doc, lang) or doc
            pages = html.escape(t(PAGES, count=into["pages"]))
            rows.append(f'<div class="playaid-more-doc"><strong>{html.escape(t(spec.title))}</strong> '
                        f'<span class="playaid-pages">({pages})</span>'
                        f'{"".join(_document_editions(doc, lang, root))}</div>')
        for s in data.get("standalone", []):
            if any(name == s["name"] and owner == game for name, owner, _ in STANDALONE):
                rows.append(f'<div class="playaid-more-doc">{html.escape(t(STANDALONE_WORDS))} '
                            f'<a href="{html.escape(root + s["href"])}"><code>{html.escape(s["name"])}</code></a> '
                            f'({html.escape(t(RUN_IT))} <code>python3 {html.escape(s["name"])}</code>)</div>')
        card += nodes.raw("", f'<div class="playaid-buttons">{buttons}</div>'
                              f'<details class="playaid-more"><summary>{html.escape(t(MORE_DOCUMENTS))}</summary>'
                              f'{"".join(rows)}</details>', format="html")
        return [card]


class PlayLink(SphinxDirective):
    """``.. playaid-play::``: the way to the Play le Roy page in the page's language (``play/``,
    ``play/it.html``), or, when this build left the page out, why and how to get it (the
    manifest says which)."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        from playaid.automata.language import text_for
        from playaid.generator import play
        from playaid.rules.troyes import text as T

        lang = language(self.config)
        t = text_for(lang)
        data = _manifest(self)
        href = data.get("play") if data else None
        if not href:
            return [nodes.raw("", f'<div class="admonition note"><p>{html.escape(t(T.PAGE_NOT_BUILT))}'
                                  "</p></div>", format="html")]
        href = f"{play.FOLDER}/{play.page_file(lang)}"
        root = to_site_root(self.env.docname, lang)
        return [nodes.raw("", f'<p class="playaid-play"><a class="playaid-play-link" href="{html.escape(root + href)}">'
                              f'{html.escape(t(T.PAGE_TITLE))}</a> <span>{html.escape(t(T.PAGE_POINTER))}</span></p>',
                          format="html")]


class SourceNotes(SphinxDirective):
    """``.. playaid-source-notes::``: one section per game, titled with its name, holding the
    game's table of rulings (the same as on its page, so each entry has its anchor here too)."""

    def run(self) -> list[nodes.Node]:
        from playaid.automata.language import text_for

        t = text_for(language(self.config))
        lines = []
        for game, module in _games().items():
            if not hasattr(module, "GAME_INFO"):
                continue
            title = t(module.GAME_INFO.title)
            lines += [f".. _source-notes-{game}:", "", title, "-" * len(title), "",
                      f".. rules-table:: {game}.rulings", ""]
        container = nodes.container()
        nested_parse_with_titles(self.state, StringList(lines, source="<playaid-source-notes>"), container)
        return _from_text_source(list(container.children))


class LanguageTocTree(TocTree):
    """``.. playaid-toctree::``, a ``toctree`` shown only in the editions of ``:languages:`` (every
    edition without it), each edition listing only its own pages."""

    option_spec = {**TocTree.option_spec, "languages": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        lang = language(self.config)
        wanted = (self.options.pop("languages", "") or lang).split()
        if lang not in wanted:
            return []
        pages = edition_pages(self.env.srcdir, lang)
        if pages is not None:  # an edition in another language: its own pages only
            kept = [line for line in self.content if not line.strip() or line.strip() in pages]
            if not any(line.strip() for line in kept):
                return []
            self.content = StringList(kept, items=[("", 0)] * len(kept))
        return super().run()


#: What a game page keeps in an edition whose catalog of it is not written yet: the directives
#: that show the text source, in the page's language.
_KEPT = re.compile(r"^\.\. (?:playaid-downloads|playaid-play|rules-table|playaid-figure)::.*$|^   :class: .*$|^\.\. _eclipsis:$")


def tables_only(app: Sphinx, docname: str, source: list[str]) -> None:
    """A game page of an edition in another language whose catalog the sources do not hold yet:
    only what the text source translates (its title, the documents, every rules table and
    picture, the rulings with their anchors), and a link to the whole page in English. The
    addresses the printed sheets point at (``it/<game>.html``, ``#ruling-KEY``, ``#eclipsis``)
    are served whatever has been translated."""
    from playaid.generator.site import ENGLISH_PAGE, UNTRANSLATED_PAGE

    lang = language(app.config)
    game = _games().get(docname)
    if lang == SOURCE_LANGUAGE or docname in translated_pages(app.srcdir, lang) or game is None \
            or not hasattr(game, "GAME_INFO"):
        return
    t = text(app.config)
    title = t(game.GAME_INFO.title)
    root = to_site_root(docname, lang)
    lines = [title, "=" * (2 * len(title)), ""]
    for line in source[0].splitlines():
        if _KEPT.match(line):
            if not line.startswith("   "):
                lines.append("")
            lines.append(line)
            if line.startswith(".. playaid-downloads::"):
                lines += ["", ".. raw:: html", "",
                          f'   <p class="playaid-untranslated">{html.escape(t(UNTRANSLATED_PAGE))} '
                          f'<a href="{root}{docname}.html" hreflang="{SOURCE_LANGUAGE}">{html.escape(t(ENGLISH_PAGE))}</a>.</p>']
    source[0] = "\n".join(lines) + "\n"


def to_english_page(app: Sphinx, env: Any, node: Any, contnode: Any) -> Any:
    """In an edition in another language, a link to a page it has not (not translated yet) leads
    to the English page."""
    lang = language(app.config)
    target = node.get("reftarget", "")
    if lang == SOURCE_LANGUAGE or node.get("reftype") != "doc" or target not in _all_pages(app.srcdir):
        return None
    ref = nodes.reference("", "", internal=False, refuri=f"{to_site_root(node['refdoc'], lang)}{target}.html",
                          hreflang=SOURCE_LANGUAGE)
    ref += contnode
    return ref


# --- figures ---------------------------------------------------------------------------------------

class Figure(SphinxDirective):
    """``.. playaid-figure:: NAME``: the SVG of a printed picture in the page's language, with its
    text-source alt text, and its phone layout where it has one.

    The SVGs are written next to the doctrees (``figures/LANG/NAME.svg``) and Sphinx serves them
    from ``_images``; the directive's content, if any, is the caption.
    """

    required_arguments = 1
    has_content = True
    option_spec = {"class": directives.class_option}

    def run(self) -> list[nodes.Node]:
        from playaid.generator.site import FIGURES, figure_svg

        name = self.arguments[0]
        if name not in FIGURES:
            raise self.error(f"playaid-figure: no figure {name!r} (known: {', '.join(FIGURES)})")
        lang = language(self.config)
        figure = nodes.figure(classes=["playaid-figure", *self.options.get("class", [])])
        alt = FIGURES[name].alt(lang)
        layouts = [("", False)] + ([("-phone", True)] if FIGURES[name].phone is not None else [])
        for suffix, phone in layouts:
            target = Path(self.env.doctreedir).parent / "figures" / lang / f"{name}{suffix}.svg"
            target.parent.mkdir(parents=True, exist_ok=True)
            svg = figure_svg(name, lang, phone)
            if not target.is_file() or target.read_text(encoding="utf-8") != svg:
                target.write_text(svg, encoding="utf-8")
            uri = "/" + Path(_relpath(target, Path(self.env.srcdir))).as_posix()
            # The picture links to itself, to be zoomed.
            kind = ["playaid-figure-phone" if phone else "playaid-figure-page"] if len(layouts) > 1 else []
            link = nodes.reference("", "", refuri="../" * self.env.docname.count("/") + f"_images/{name}{suffix}.svg",
                                   classes=["playaid-figure-link", *kind])
            image = nodes.image(uri=uri, alt=alt)
            image["playaid_text_source"] = True
            link += image
            figure += link
        if self.content:
            caption = nodes.caption("\n".join(self.content))
            self.set_source_info(caption)
            self.state.nested_parse(self.content, self.content_offset, caption)
            if caption.children and isinstance(caption[0], nodes.paragraph):
                caption.children = caption[0].children
                for child in caption.children:
                    child.parent = caption
            figure += caption
        return [figure]


def _relpath(path: Path, start: Path) -> str:
    import os

    return os.path.relpath(path, start)


# --- the site's catalogs ---------------------------------------------------------------------------

def for_the_catalogs(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """For the message catalog builder: the alternative text of a picture drawn from the text
    source is translated there already, so it is kept out of the site's catalogs."""
    if app.builder.name != "gettext":
        return
    for image in doctree.findall(nodes.image):
        if image.get("playaid_text_source"):
            image["alt"] = ""


@functools.cache
def _catalog(path: str, stamp: float) -> dict[str, str]:
    from babel.messages.pofile import read_po

    with open(path, "rb") as fh:
        catalog = read_po(fh)
    return {m.id: m.string for m in catalog if m.id and isinstance(m.id, str) and m.string and not m.fuzzy}


def site_catalog(config: Any, srcdir: str, docname: str) -> dict[str, str] | None:
    """The translated messages of page ``docname`` in the build's language, or None when the page
    has no catalog."""
    from sphinx.util.i18n import docname_to_domain

    domain = docname_to_domain(docname, config.gettext_compact)
    for folder in config.locale_dirs:
        path = Path(srcdir, folder, language(config), "LC_MESSAGES", f"{domain}.po")
        if path.is_file():
            return _catalog(str(path), path.stat().st_mtime)
    return None


def untranslated(app: Sphinx, doctree: nodes.document) -> None:
    """In an edition in another language than English, warn about every message of the page that
    its catalog leaves untranslated (or has no catalog for): with ``-W``, the build fails."""
    lang = language(app.config)
    if lang == SOURCE_LANGUAGE or app.builder.format != "html":
        return
    docname = app.env.docname
    if docname not in translated_pages(app.srcdir, lang) and docname in _games():
        return  # a game page shown from the text source alone (tables_only): translated there
    catalog = site_catalog(app.config, str(app.srcdir), docname)
    for node, msg in extract_messages(doctree):
        if _in_text_source(node) or (isinstance(node, nodes.image) and node.get("playaid_text_source")):
            continue
        messages = node.extract_original_messages() if isinstance(node, addnodes.translatable) else [msg]
        for message in messages:
            if catalog is None or not catalog.get(message):
                where = f"docs/locale/{lang}/LC_MESSAGES/{docname}.po"
                logger.warning(f"not translated into {lang} ({where}): {_first_words(message)!r}", location=node)


def _first_words(message: str) -> str:
    flat = " ".join(message.split())
    return flat if len(flat) <= 80 else flat[:77] + "..."


# --- the page around the text: language, search -------------------------------------------------

def configure_language(app: Sphinx, config: Any) -> None:
    """An edition in another language than English: titled in it, without the (English-only)
    API reference and the pages not translated yet (:func:`edition_pages`)."""
    from playaid.automata.language import text_for
    from playaid.generator.site import SITE_TITLE

    lang = language(config)
    config.html_title = text_for(lang)(SITE_TITLE)
    if lang != SOURCE_LANGUAGE:
        pages = edition_pages(app.srcdir, lang) or set()
        config.exclude_patterns = [*config.exclude_patterns, "api",
                                   *(f"{p}.rst" for p in _all_pages(app.srcdir) if p not in pages)]


def twins(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """The links of a page to the same page in every other language (``playaid_twins`` in the
    templates), each labelled with its language's name in that language; a page another edition
    has not (the API reference) links that edition's front page."""
    from playaid.automata.language import text_for
    from playaid.generator.site import LANGUAGE_NAME, folder, site_languages

    lang = language(app.config)
    up = to_site_root(pagename, lang)
    found = []
    for other in site_languages(Path(app.srcdir)):
        if other == lang:
            continue
        pages = edition_pages(app.srcdir, other)
        special = pagename in ("genindex", "search", "py-modindex")
        missing = pages is not None and (pagename == "py-modindex" or (pagename not in pages and not special))
        page = "index" if missing else pagename
        found.append({"href": f"{up}{folder(other)}{page}.html", "lang": other,
                      "label": text_for(other)(LANGUAGE_NAME)})
    context["playaid_twins"] = found


_TABLE = re.compile(r'<table class="docutils[^"]*"[^>]*>.*?</table>', re.S)
_TH = re.compile(r"<th\b[^>]*>(.*?)</th>", re.S)
_ROW = re.compile(r"<tr\b[^>]*>.*?</tr>", re.S)
_TD = re.compile(r"<td\b")
_TAGS = re.compile(r"<[^>]+>")


def _labelled(table: str) -> str:
    """A table whose every body cell carries its column's heading (``data-label``), which a
    phone shows when the rows stack (docs/_static/playaid.css)."""
    head, sep, body = table.partition("</thead>")
    if not sep:
        return table
    labels = [html.escape(" ".join(html.unescape(_TAGS.sub("", th)).split()), quote=True) for th in _TH.findall(head)]

    def row(m: re.Match[str]) -> str:
        cells = iter(labels)
        return _TD.sub(lambda _: f'<td data-label="{next(cells, "")}"', m[0])

    return head + sep + _ROW.sub(row, body)


def label_table_cells(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """Every table cell of the page labelled with its column's heading, for the phone layout."""
    if "body" in context:
        context["body"] = _TABLE.sub(lambda m: _labelled(m[0]), context["body"])


def _game_pages_for_search(app: Sphinx) -> None:
    """Name the game pages for the search ranking (docs/search_scorer.js)."""
    from playaid.generator.registry import GAMES

    app.add_js_file(None, body=f"var PLAYAID_GAME_PAGES = {json.dumps(list(GAMES))};")


def setup(app: Sphinx) -> dict[str, object]:
    app.add_config_value("playaid_manifest", "", "env", types=frozenset({str}))
    app.add_config_value("playaid_sources", "", "env", types=frozenset({str}))
    app.add_node(proof, html=(visit_proof_html, depart_proof_html))
    app.add_node(proof_group, html=(visit_group_html, depart_group_html))
    app.add_node(proof_heading, html=(visit_heading_html, depart_heading_html))
    app.add_node(proofs_here, html=(_skip, _skip))
    app.add_node(card_heading, html=(visit_card_heading_html, depart_card_heading_html))
    app.add_directive("proof", Proof)
    app.add_directive("playaid-proofs", ProofsHere)
    app.add_directive("rules-table", RulesTable)
    app.add_directive("playaid-downloads", Downloads)
    app.add_directive("playaid-game", GameCard)
    app.add_directive("playaid-figure", Figure)
    app.add_directive("playaid-play", PlayLink)
    app.add_directive("playaid-source-notes", SourceNotes)
    app.add_directive("playaid-toctree", LanguageTocTree)
    app.connect("config-inited", configure_language)
    app.connect("source-read", tables_only)
    app.connect("missing-reference", to_english_page)
    app.connect("doctree-read", gather_proofs)
    app.connect("doctree-read", untranslated)
    app.connect("doctree-resolved", refusals_in_one_line)
    app.connect("doctree-resolved", link_marks)
    app.connect("doctree-resolved", for_the_catalogs)
    app.connect("html-page-context", twins)
    app.connect("html-page-context", label_table_cells)
    app.add_css_file("playaid.css")
    app.connect("builder-inited", _game_pages_for_search)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
