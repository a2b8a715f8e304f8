"""The message catalogs: extraction, the areas they are kept in, merging, checking, compiling."""

from __future__ import annotations

import gettext
import io

import pytest

from playaid.generator import i18n
from playaid.rules.text import Text


@pytest.fixture(scope="module")
def template():
    return i18n.extract()


@pytest.mark.parametrize("location, area", [
    ("rules/troyes/text.py", "troyes"), ("rules/toledo1085/data.py", "toledo1085"),
    ("generator/aids/le_roy_sheet.py", "troyes"), ("generator/aids/eclipsis_sheet.py", "tolomeo"),
    ("generator/aids/toledo_aid.py", "toledo"), ("generator/aids/toledo1085_aid.py", "toledo1085"),
    ("generator/aids/tolomeo_pictures.py", "tolomeo"), ("generator/pdf/skeleton.py", "common"),
    ("rules/text.py", "common"), ("automata/session.py", "common"), ("templates/le-roy.html.jinja", "common"),
    ("generator/cli.py", "commands"), ("generator/commands/duel.py", "commands"), ("automata/cli.py", "common"),
])
def test_each_place_in_the_code_belongs_to_one_area(location, area):
    assert i18n.area_of(location) == area


def test_every_message_is_kept_in_exactly_one_area(template):
    parts = i18n.split(template)
    kept = [(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for part in parts.values() for m in part if m.id]
    assert len(kept) == len(set(kept)) == sum(1 for m in template if m.id)
    assert all(len(parts[area]) > 10 for area in i18n.AREAS), "an area with almost nothing in it"


def test_the_command_line_s_own_words_are_extracted_too(template):
    """Every command's help, its refusals and argparse's own words are in the catalog: nothing a
    player reads stays English."""
    where = {filename for m in template for filename, _ in m.locations}
    for place in ("generator/cli.py", "generator/commands/duel.py", "generator/commands/tolomeo.py",
                  "automata/cli.py", "rules/troyes/", "generator/pdf/"):
        assert any(w.startswith(place) for w in where), place
    ids = {m.id for m in template if m.id}
    assert {"usage: ", "options", "invalid choice: %(value)r (choose from %(choices)s)"} <= ids


def test_the_catalogs_kept_hold_exactly_the_messages_of_the_code(template):
    """Run ``python -m playaid.generator.i18n update`` when this fails: a message was added,
    changed or removed without the catalogs following."""
    for lang in i18n.LANGUAGES:
        kept = {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in i18n.read(lang) if m.id}
        wanted = {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in template if m.id}
        assert kept == wanted, (sorted(map(str, wanted - kept))[:5], sorted(map(str, kept - wanted))[:5])
        for area, part in i18n.split(template).items():
            with i18n.po_path(lang, area).open("rb") as fh:
                from babel.messages.pofile import read_po

                here = {m.id if isinstance(m.id, str) else tuple(m.id) for m in read_po(fh) if m.id}
            assert here == {m.id if isinstance(m.id, str) else tuple(m.id) for m in part if m.id}, area


def _locale(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    return tmp_path


def test_update_keeps_translations_and_follows_a_message_that_changes_area(tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog

    _locale(tmp_path, monkeypatch)
    template = Catalog()
    template.add("Setup", locations=[("generator/pdf/skeleton.py", 1)], context="heading")
    template.add("Le Roy buys your die.", locations=[("rules/troyes/text.py", 3)])
    template.add(("{count} die", "{count} dice"), locations=[("rules/troyes/text.py", 4)])
    for area, catalog in i18n.update("it", template).items():
        i18n._write_po(catalog, i18n.po_path("it", area))
    whole = i18n.read("it")
    whole.get("Setup", context="heading").string = "Preparazione"
    whole.get("Le Roy buys your die.").string = "Le Roy compra il tuo dado."
    kept = i18n._empty("it", "troyes")
    for m in whole:
        if m.id:
            kept[m.id] = m
    i18n._write_po(kept, i18n.po_path("it", "troyes"))  # everything in one area, as if moved
    # the template moves "Setup" back to common and drops nothing: the translation follows it
    catalogs = i18n.update("it", template)
    assert catalogs["common"].get("Setup", context="heading").string == "Preparazione"
    assert catalogs["troyes"].get("Setup", context="heading") is None
    assert catalogs["troyes"].get("Le Roy buys your die.").string == "Le Roy compra il tuo dado."
    for area, catalog in catalogs.items():
        i18n._write_po(catalog, i18n.po_path("it", area))
    problems = i18n.problems("it", template)
    assert problems == ["untranslated: {count} die"]


def test_check_finds_a_translation_whose_placeholders_differ(tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog

    _locale(tmp_path, monkeypatch)
    template = Catalog()
    template.add("He pays {deniers} deniers {\u2020B2}.", locations=[("rules/troyes/text.py", 1)])
    catalogs = i18n.update("it", template)
    catalogs["troyes"].get("He pays {deniers} deniers {\u2020B2}.").string = "Paga {denari} denari."
    i18n._write_po(catalogs["troyes"], i18n.po_path("it", "troyes"))
    (problem,) = i18n.problems("it", template)
    assert problem.startswith("placeholders differ: He pays")


def test_a_compiled_catalog_translates_with_its_plurals_and_contexts(tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog

    _locale(tmp_path, monkeypatch)
    template = Catalog()
    template.add("Palace", locations=[("rules/troyes/data.py", 1)], context="building")
    template.add(("{count} die", "{count} dice"), locations=[("rules/troyes/text.py", 2)])
    catalogs = i18n.update("it", template)
    catalogs["troyes"].get("Palace", context="building").string = "Palazzo"
    catalogs["troyes"].get(("{count} die", "{count} dice")).string = ("{count} dado", "{count} dadi")
    i18n._write_po(catalogs["troyes"], i18n.po_path("it", "troyes"))
    text = Text("it", gettext.GNUTranslations(io.BytesIO(i18n.compile_mo("it"))))
    from playaid.rules.text import NC_, NP_

    assert text(NC_("building", "Palace")) == "Palazzo"
    assert [text(NP_("{count} die", "{count} dice", "count"), count=n) for n in (1, 2)] == ["1 dado", "2 dadi"]


def test_the_command_line_tool_says_how_it_is_used(capsys):
    assert i18n.main(["bogus"]) == 2
    assert "python -m playaid.generator.i18n check" in capsys.readouterr().err


def test_the_install_time_compilation_matches_the_build_s(tmp_path):
    """pip compiles the catalogs through the in-tree build backend, without playaid installed;
    what it writes is what the build packs and reads. (It compiles a copy of the catalogs: the
    checkout's compiled ones, which other tests read meanwhile and the build's cache hashes,
    stay as they are.)"""
    import importlib.util
    import shutil

    spec = importlib.util.spec_from_file_location("backend", i18n._roots()["generator"] / "build_backend.py")
    backend = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(backend)
    assert backend.LOCALE == i18n.locale_dir()
    backend.LOCALE = tmp_path / "locale"
    shutil.copytree(i18n.locale_dir(), backend.LOCALE, ignore=shutil.ignore_patterns("*.mo"))
    written = backend.compile_catalogs()
    for lang in i18n.LANGUAGES:
        mo = backend.LOCALE / lang / "LC_MESSAGES" / "playaid.mo"
        assert mo in written
        installed = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))._catalog
        built = gettext.GNUTranslations(io.BytesIO(i18n.compile_mo(lang)))._catalog
        assert {k: v for k, v in installed.items() if k} == {k: v for k, v in built.items() if k}
