"""The message catalogs: extracted from the text source with Babel, translated in ``.po`` files.

Every sentence a player reads is marked where it is written (``N_``, ``NP_``, ``NC_``; see
:mod:`playaid.rules.text`), in the rules, the generator, the automaton and the templates. This
module extracts them (the template), merges them into each language's catalogs and checks and
compiles those.

A language's catalog is kept in the repository as one ``.po`` file per area, so that the games
can be translated side by side: ``rules/locale/<lang>/<area>.po``, the areas being one per game
(``toledo1085``, ``toledo``, ``troyes``, ``tolomeo``), ``commands`` (the ``playaid`` command
line's own words, which the standalone automaton never says) and ``common`` (the toolkit, the
site's links, and every message more than one game writes); each message is translated once. The areas of a
language compile into one ``.mo`` (``rules/locale/<lang>/LC_MESSAGES/playaid.mo``): at install
time through the build backend (``generator/build_backend.py``) and at every ``playaid build``
for the documents and the standalone automaton.

Everything a player reads is translated: the documents, the site's downloads, the solo automaton,
the score reports, the one-question calculators (``duel``, ``leroy``, ``eclipsis``, ``tolomeo``),
every refusal, and the help of every command, argparse's own words included.

For translators and maintainers::

    python -m playaid.generator.i18n extract      write rules/locale/playaid.pot (not kept)
    python -m playaid.generator.i18n update       merge the messages into every language's .po files
    python -m playaid.generator.i18n check        untranslated, fuzzy or broken messages
    python -m playaid.generator.i18n compile      write each language's .mo
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path
from typing import Any

from playaid.automata.files import write_atomic
from playaid.rules.text import BABEL_KEYWORDS, Plural, placeholders

DOMAIN = "playaid"
#: The languages playaid is translated into (English is the source).
LANGUAGES = ("it",)


def _roots() -> dict[str, Path]:
    from playaid import automata, generator, rules, templates

    return {name: Path(package.__file__).parent
            for name, package in (("rules", rules), ("automata", automata), ("generator", generator),
                                  ("templates", templates))}


def locale_dir() -> Path:
    """Where the catalogs live: ``rules/locale`` (installed as ``playaid/rules/locale``)."""
    return _roots()["rules"] / "locale"


#: The parts a language's catalog is kept in (see :func:`split`).
AREAS = ("common", "commands", "toledo1085", "toledo", "troyes", "tolomeo")
#: The command line of ``playaid`` (its help, its refusals, what ``build`` and ``score`` say), which
#: the standalone automaton never says: kept apart, so that the automaton's catalog holds none of it.
_COMMANDS = ("generator/cli.py", "generator/commands/", "generator/build.py", "generator/score.py",
             "generator/play.py", "generator/config.py")
#: The documents of a game that are not named after it, by the game they belong to.
_DOCUMENTS = {"le_roy_sheet": "troyes", "eclipsis_sheet": "tolomeo"}


def po_path(lang: str, area: str) -> Path:
    return locale_dir() / lang / f"{area}.po"


def mo_path(lang: str) -> Path:
    return locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def area_of(location: str) -> str:
    """The area a place in the code belongs to: ``rules/troyes/text.py`` -> ``troyes``,
    ``generator/aids/le_roy_sheet.py`` -> ``troyes``, ``generator/pdf/skeleton.py`` -> ``common``."""
    parts = location.replace("\\", "/").split("/")
    if location.replace("\\", "/").startswith(_COMMANDS):
        return "commands"
    if parts[0] == "rules" and len(parts) > 2 and parts[1] in AREAS:
        return parts[1]
    if parts[:2] == ["generator", "aids"] and len(parts) > 2:
        stem = parts[2].removesuffix(".py")
        if stem in _DOCUMENTS:
            return _DOCUMENTS[stem]
        game = stem.split("_")[0]
        if game in AREAS:
            return game
    return "common"


def _area(message: Any) -> str:
    """The area of a message: its game's, or ``common`` when more than one game (or the toolkit) writes it."""
    found = {area_of(filename) for filename, _ in message.locations}
    return found.pop() if len(found) == 1 else "common"


def extract() -> Any:
    """A Babel catalog of every marked message in the code and the templates (the template)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    import datetime

    catalog = Catalog(project="playaid", version="1", domain=DOMAIN, charset="utf-8",
                      creation_date=datetime.datetime.strptime(_DATE, "%Y-%m-%d %H:%M%z"))
    for name, root in _roots().items():
        if name == "templates":
            method_map = [("**.jinja", "jinja2")]
            options = {"**.jinja": {"extensions": "jinja2.ext.i18n", "trim_blocks": "true",
                                    "lstrip_blocks": "true"}}
        else:
            method_map, options = [("**.py", "python")], {}
        for filename, lineno, message, comments, context in extract_from_dir(
                root, method_map=method_map, options_map=options, keywords=BABEL_KEYWORDS, comment_tags=()):
            location = f"{name}/{filename}"
            if message:
                catalog.add(message, locations=[(location, lineno)], context=context)
    return catalog


#: A fixed date in every catalog's header, so that an update changes only what changed.
_DATE = "2026-11-30 00:00+0000"


def _empty(lang: str, area: str = "") -> Any:
    import datetime

    from babel.messages.catalog import Catalog

    date = datetime.datetime.strptime(_DATE, "%Y-%m-%d %H:%M%z")
    catalog = Catalog(locale=lang, domain=DOMAIN, project="playaid", version="1", charset="utf-8", msgid_bugs_address="",
                      header_comment=f"# The {lang} catalog of playaid{': ' + area if area else ''}. "
                                     "Kept with python -m playaid.generator.i18n (see its help).",
                      creation_date=date, revision_date=date, fuzzy=False,
                      last_translator="the playaid team", language_team="the playaid team")
    # Two forms, singular for exactly one, as gettext writes them for Italian (and English).
    catalog._num_plurals, catalog._plural_expr = 2, "(n != 1)"
    return catalog


def split(template: Any) -> dict[str, Any]:
    """The template cut into areas: a message in its game's, or in ``common`` when more than one
    game (or the toolkit) writes it."""
    from babel.messages.catalog import Catalog

    parts = {area: Catalog(project="playaid", domain=DOMAIN, charset="utf-8",
                           creation_date=template.creation_date) for area in AREAS}
    for message in template:
        if message.id:
            parts[_area(message)][message.id] = message
    return parts


def update(lang: str, template: Any | None = None) -> dict[str, Any]:
    """``lang``'s catalogs, by area, with every message of the template: new ones added
    untranslated, gone ones dropped, changed ones marked fuzzy (Babel's merge). A translation
    moves with its message when the message changes area."""
    template = template or extract()
    known = read(lang)
    catalogs = {}
    for area, part in split(template).items():
        catalog = _empty(lang, area)
        for message in part:
            old = known.get(message.id, context=message.context)
            if old is not None and old.string:
                catalog.add(message.id, old.string, context=message.context, flags=old.flags)
        catalog.update(part, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        catalogs[area] = catalog
    return catalogs


def read(lang: str, areas: tuple[str, ...] = AREAS) -> Any:
    """``lang``'s catalog as kept in the repository: the messages of ``areas`` (every area's by
    default) in one catalog."""
    from babel.messages.pofile import read_po

    whole = _empty(lang)
    for area in areas:
        path = po_path(lang, area)
        if path.exists():
            with path.open("rb") as fh:
                for message in read_po(fh, locale=lang, domain=DOMAIN):
                    if message.id:
                        _put(whole, message)
    return whole


def _translated(message: Any) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return all(strings) and not message.fuzzy


def _put(catalog: Any, message: Any) -> None:
    """Add ``message`` to ``catalog``; of a message kept twice (in two areas, while it moves), the
    translated one."""
    there = catalog.get(message.id, context=message.context)
    if there is not None:
        if _translated(there) or not _translated(message):
            return
        catalog.delete(message.id, context=message.context)
    catalog[message.id] = message


def compile_mo(lang: str, areas: tuple[str, ...] = AREAS) -> bytes:
    """``lang``'s catalog compiled (``.mo`` bytes) from ``areas`` (every one by default),
    untranslated and fuzzy messages left out."""
    from babel.messages.mofile import write_mo

    buf = io.BytesIO()
    write_mo(buf, read(lang, areas), use_fuzzy=False)
    return buf.getvalue()


def refresh(force: bool = False) -> list[str]:
    """Compile again each language whose ``.mo`` is missing or older than one of its ``.po``
    files (a checkout being translated; an installation compiles them as it installs), or every
    one with ``force``; return the languages written. A read-only installation is left as it is."""
    written = []
    for lang in LANGUAGES:
        mo = mo_path(lang)
        try:
            sources = list((locale_dir() / lang).glob("*.po"))
            built = mo.stat().st_mtime_ns if mo.exists() else -1
            if not sources or not (force or any(po.stat().st_mtime_ns > built for po in sources)):
                continue
            data = compile_mo(lang)
            mo.parent.mkdir(parents=True, exist_ok=True)
            if not mo.exists() or mo.read_bytes() != data:
                write_atomic(mo, data, durable=False)  # another process may be reading it
            else:
                os.utime(mo)
        except OSError:
            continue
        written.append(lang)
    return written


def problems(lang: str, template: Any | None = None) -> list[str]:
    """What is wrong with ``lang``'s catalog: messages missing from it, untranslated or fuzzy
    ones, and translations whose placeholders differ from the source's."""
    template = template or extract()
    catalog = read(lang)
    found = []
    for message in template:
        if not message.id:
            continue
        translated = catalog.get(message.id, context=message.context)
        where = f"{message.context + ' | ' if message.context else ''}{_first(message.id)}"
        if translated is None:
            found.append(f"missing: {where}")
            continue
        strings = translated.string if isinstance(translated.string, (list, tuple)) else [translated.string]
        if translated.fuzzy or not all(strings):
            found.append(f"untranslated: {where}")
            continue
        if isinstance(message.id, str):
            source = placeholders(message.id)
            wrong = [s for s in strings if placeholders(s) != source]
        else:
            # A plural's forms: each names only the source's placeholders, and the last (the
            # many) all of them; a form for one may leave the number out ("una sola carta").
            source = placeholders(Plural(*message.id))
            wrong = [s for s in strings if not placeholders(s) <= source]
            if placeholders(strings[-1]) != source:
                wrong.append(strings[-1])
        for s in wrong:
            found.append(f"placeholders differ: {where}: {sorted(placeholders(s))} for {sorted(source)}")
    return found


def _first(message_id: Any) -> str:
    text = message_id if isinstance(message_id, str) else message_id[0]
    return text if len(text) < 70 else text[:67] + "..."


def _write_po(catalog: Any, path: Path) -> None:
    from babel.messages.pofile import write_po

    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, catalog, width=100, sort_output=False, omit_header=False, include_lineno=False)
    path.write_bytes(buf.getvalue())


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    action = args[0] if args else ""
    if action == "extract":
        _write_po(extract(), locale_dir() / f"{DOMAIN}.pot")
    elif action == "update":
        template = extract()
        for lang in LANGUAGES:
            for area, catalog in update(lang, template).items():
                _write_po(catalog, po_path(lang, area))
    elif action == "check":
        bad = [f"{lang}: {p}" for lang in LANGUAGES for p in problems(lang)]
        print("\n".join(bad) or "every catalog is complete")
        return 1 if bad else 0
    elif action == "compile":
        refresh(force=True)
    else:
        print(__doc__.split("For translators and maintainers::")[1].rstrip(), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
