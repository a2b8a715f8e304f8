"""The published site in a real browser: accessible, nothing clipped, every document linked, search.

The site is the one ``playaid build --strict`` publishes (the ``site_build`` fixture), served on
127.0.0.1 from a thread and read by headless Chromium (the ``site`` and ``chromium`` fixtures of
tests/conftest.py, which tests/test_play_browser.py shares).
These tests run wherever Chromium, Playwright and axe-core are installed and skip elsewhere;
under ``CI=true`` a missing piece fails them instead, so CI cannot pass without running them.

The checks of every page (axe-core, and the overflow measures at each width) are one test per
page, spread over the test processes; what the browser reports for a page is kept between
sessions with the bytes of every file it fetched for it, and read again while all of them, the
browser, its fonts and axe-core are unchanged (:class:`tests.browser.Remembered`). The tests
that drive pages by hand share one worker (``xdist_group("chromium")``) and its one Chromium.
"""

from __future__ import annotations

import base64
import importlib
import os
import urllib.request

import pytest

from playaid.automata.language import LANGUAGES
from playaid.generator.registry import GAMES
from tests import browser as br

GAME_PAGES = [f"{game}.html" for game in GAMES]
#: Every page of the site, known before it is built (a test below checks the built site has no other).
PAGES = br.expected_pages()
chromium_group = pytest.mark.xdist_group("chromium")


@pytest.fixture(scope="session")
def desktop(chromium):
    page = chromium.new_page(viewport={"width": br.WIDTHS[0], "height": 900})
    yield page
    page.close()


@pytest.fixture(scope="session")
def remembered(site, site_build, launcher):
    """The page checks of this test process, kept in the checkout between sessions."""
    from tests import shared

    base, _ = site
    return br.Remembered(site_build.html, base, shared.home() / "browser", launcher)


def present(site_build, rel):
    """Page ``rel`` is in the built site; the Play le Roy pages only where the build could make
    them (as tests/test_play_browser.py, a missing page skips, and fails under ``CI=true``)."""
    if (site_build.html / rel).is_file():
        return
    if rel.startswith("play/") and os.environ.get("CI") != "true":
        pytest.skip(next((line for line in site_build.stderr.splitlines() if "Play le Roy" in line),
                         "the build made no Play le Roy page"))
    pytest.fail(f"the built site has no {rel}")


def test_the_pages_checked_are_every_page_of_the_built_site(site_build):
    assert site_build.returncode == 0, site_build.stderr
    pages = br.pages(site_build.html)
    expected = [rel for rel in PAGES if (site_build.html / rel).is_file() or not rel.startswith("play/")]
    assert pages == expected, f"not checked: {sorted(set(pages) - set(expected))}; missing: " \
                              f"{sorted(set(expected) - set(pages))}"


@pytest.mark.parametrize("rel", PAGES)
def test_no_page_has_a_serious_or_critical_wcag_violation(site, site_build, remembered, rel):
    """axe-core, every WCAG 2.0-2.2 A and AA rule, on every page."""
    present(site_build, rel)
    found = remembered.check("axe", rel, {"width": br.WIDTHS[0], "height": 900}, br.axe_violations)
    problems = [f"{rel}: {v['id']} ({v['impact']}, {v['count']}x): {v['help']} - {v['nodes']}"
                for v in found if v["impact"] in ("serious", "critical")]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("width", br.WIDTHS)
@pytest.mark.parametrize("rel", PAGES)
def test_nothing_is_wider_than_the_window_or_scrolls_sideways(site, site_build, remembered, rel, width):
    """With every proof open: the page fits the window, and no code block, table or picture
    scrolls or sticks out, on a desktop and on a phone. A screenshot of each game page's top is
    kept in $PLAYAID_SCREENSHOTS, else the temp folder's playaid-screenshots, to look at
    (``python -m tests.browser SITE --shots DIR`` takes whole pages)."""
    present(site_build, rel)
    viewport = {"width": width, "height": 900}
    if rel in GAME_PAGES:  # the top of the page as a reader first sees it, to look at
        found = remembered.check("overflow and top", rel, viewport, br.overflow_and_top)
    else:
        found = remembered.check("overflow", rel, viewport, br.overflow)
    problems = []
    if found["page"] > found["window"]:
        problems.append(f"{rel}: the page is {found['page']} px wide in a {found['window']} px window")
    problems += [f"{rel}: {kind} scrolls sideways: {what!r}"
                 for kind in ("pre", "tables", "figures", "text") for what in found[kind]]
    if rel in GAME_PAGES:
        shot = base64.b64decode(found["top"])
        (_shots() / f"{rel[:-5]}-{width}.png").write_bytes(shot)
        shot_width = int.from_bytes(shot[16:20], "big")
        if shot_width != width:
            problems.append(f"{rel}: the screenshot is {shot_width} px wide, not {width}")
    assert not problems, "\n".join(problems)


@chromium_group
def test_the_overflow_check_finds_a_block_that_scrolls(site, chromium):
    """The check above can fail: a code line too long to wrap (no break allowed) is found."""
    base, _ = site
    page = chromium.new_page(viewport={"width": 390, "height": 900})
    try:
        page.goto(base + "toledo.html")
        page.evaluate("""() => { const pre = document.querySelector("article pre");
                                 pre.style.whiteSpace = "pre"; pre.style.overflowWrap = "normal";
                                 pre.style.overflowX = "auto"; pre.textContent = "x".repeat(300); }""")
        assert br.overflow(page)["pre"] == ["x" * 70]
    finally:
        page.close()


@chromium_group
@pytest.mark.parametrize("game", GAMES)
def test_every_game_page_links_each_of_its_documents_in_every_edition(site, desktop, game):
    """The download card: every document the game declares, A4 and Letter, colour and black and
    white, and each link answers with a PDF."""
    base, _ = site
    desktop.goto(base + f"{game}.html")
    card = desktop.locator(".playaid-downloads")
    assert card.count() == 1, "no download card"
    assert desktop.evaluate("document.querySelector('article .playaid-downloads') === "
                            "document.querySelector('article h1').nextElementSibling"), \
        "the download card does not open the page"
    hrefs = card.evaluate("c => [...c.querySelectorAll('a')].map(a => a.getAttribute('href'))")
    info = importlib.import_module(f"playaid.rules.{game}").GAME_INFO
    assert info.documents
    for doc in info.documents:
        for lang in LANGUAGES:
            for edition in ("a4", "letter", "a4-mono", "letter-mono"):
                href = f"pdf/{lang}/{edition}/{doc.name}.pdf"
                assert href in hrefs, f"{game}: no link to {href}"
                with urllib.request.urlopen(base + href) as reply:
                    assert reply.status == 200 and reply.read(5) == b"%PDF-", href
    for lang in LANGUAGES[1:]:  # another language's links are labelled in it
        assert card.locator(f'[lang="{lang}"] a[hreflang="{lang}"]').count() == 4 * len(info.documents)


@chromium_group
def test_the_front_page_links_every_edition_and_has_no_raw_table_of_contents(site, desktop):
    from playaid.generator.registry import artifacts

    base, _ = site
    desktop.goto(base + "index.html")
    hrefs = desktop.evaluate("[...document.querySelectorAll('article a')].map(a => a.getAttribute('href'))")
    for name, _, _ in artifacts():
        for lang in LANGUAGES:
            for edition in ("a4", "letter", "a4-mono", "letter-mono"):
                assert f"pdf/{lang}/{edition}/{name}.pdf" in hrefs, (name, lang, edition)
    assert desktop.locator("article .toctree-wrapper a").count() == 0, "a table of contents in the page"
    title = desktop.title()
    assert "board game" in title and "0." not in title, title


@chromium_group
@pytest.mark.parametrize("word, page", [("duel", "toledo.html"), ("herald", "toledo1085.html")])
def test_search_puts_the_game_page_before_the_api(site, desktop, word, page):
    base, _ = site
    desktop.goto(base + f"search.html?q={word}")
    desktop.wait_for_selector("#search-results ul.search li", timeout=15000)
    found = desktop.evaluate("[...document.querySelectorAll('#search-results ul.search li a')]"
                             ".map(a => a.getAttribute('href'))")
    assert found and found[0].split("#")[0].split("?")[0] == page, found[:5]
    first_api = next((i for i, href in enumerate(found) if href.startswith("api/")), len(found))
    assert all(not href.startswith("api/") for href in found[:first_api])
    assert all(href.startswith("api/") for href in found[first_api:]), "an API result ranks above a page"


@chromium_group
@pytest.mark.parametrize("name", ["toledo-duel", "tolomeo-wheel", "tolomeo-eclipsis"])
def test_every_figure_shows_with_its_alternative_text(site, desktop, name):
    from playaid.generator.site import FIGURES

    base, _ = site
    figure = FIGURES[name]
    desktop.goto(base + f"{figure.game}.html")
    img = desktop.locator(f"img[src$='{name}.svg']")
    assert img.count() == 1
    assert img.get_attribute("alt") == figure.alt()
    assert img.evaluate("i => i.complete && i.naturalWidth > 100"), "the SVG did not load"


def _shots():
    """Where the screenshots go: $PLAYAID_SCREENSHOTS, else a folder under the system's temp."""
    import tempfile
    from pathlib import Path

    folder = Path(os.environ.get("PLAYAID_SCREENSHOTS") or Path(tempfile.gettempdir()) / "playaid-screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def phone(chromium):
    page = chromium.new_page(viewport={"width": 390, "height": 844})
    yield page
    page.close()


@chromium_group
@pytest.mark.parametrize("folder", ["", "it/"])
def test_on_a_phone_play_le_roy_and_each_player_aid_are_within_reach(site, phone, folder):
    """At 390x844: the front page's Play le Roy link within its first two screens, every game
    page's first download button on its first screen, every download button at least 44 px
    high; in both languages."""
    base, _ = site
    phone.goto(base + folder + "index.html")
    play = phone.locator("article a.playaid-play-link").first.bounding_box()
    assert play is not None and play["y"] + play["height"] <= 2 * 844, play
    problems = []
    for game in GAME_PAGES:
        phone.goto(base + folder + game)
        boxes = phone.evaluate("[...document.querySelectorAll('article a.playaid-button')]"
                               ".map(a => { const r = a.getBoundingClientRect(); return [r.top + scrollY, r.height]; })")
        if not boxes or boxes[0][0] + boxes[0][1] > 844:
            problems.append(f"{folder}{game}: the first download button is at {boxes[:1]}, not on the first screen")
        problems += [f"{folder}{game}: a download button {h:.0f} px high" for _, h in boxes if h < 44]
    assert not problems, problems
