"""The Play le Roy page in a real browser: whole games, reloads, offline play, and saves that go
between the page and ``playaid solo troyes`` both ways, byte for byte.

The page is the one ``playaid build --strict`` puts in the site (the ``site_build`` fixture), with
the pinned Pyodide from the build's cache, served on 127.0.0.1 and played in the session's
Chromium (tests/conftest.py) by taps on its buttons. One page, started once, plays every game
(the reload and the moves between its languages start its Python again). Where the build left
the page out (no npm) these tests skip, naming why; under ``CI=true`` they fail instead.
Screenshots go where the site's do (``$PLAYAID_SCREENSHOTS``, else the temp folder's
playaid-screenshots).
"""

from __future__ import annotations

import io
import json
import os
import random
from pathlib import Path

import pytest

from playaid.automata import session as ses
from playaid.generator.cli import main
from tests import browser as br
from tests.golden.leroy import PLAIN_BOARD, board
from tests.test_site_browser import _shots

pytestmark = pytest.mark.xdist_group("chromium")  # one worker, one Chromium, one page started once
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture(scope="session")
def play(site, site_build):
    base, _ = site
    if not (site_build.html / "play" / "index.html").is_file():
        why = next((line for line in site_build.stderr.splitlines() if "Play le Roy" in line),
                   "the build made no Play le Roy page")
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true, and the Play le Roy page is not built: {why}")
        pytest.skip(why)
    return base + "play/index.html"


@pytest.fixture(scope="session")
def phone(chromium, play):
    """The page in a phone-sized window, Python started and the first question shown: one start
    for the session (pytest-xdist may interleave this module with others on its worker, which
    would start a module-scoped page again)."""
    context = chromium.new_context(viewport=PHONE, accept_downloads=True)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(play)
    ready(page)
    page.problems = problems
    yield page
    context.close()
    assert not problems, problems


def ready(page):
    page.wait_for_selector("body[data-ready='1'], body[data-failed='1']", timeout=90_000)
    assert page.get_attribute("body", "data-failed") is None, page.text_content("#status")


def step(page) -> int:
    return int(page.get_attribute("body", "data-step"))


def new_game(page, seed, manual=False):
    page.click("#open-menu")
    page.fill("#seed", str(seed))
    if manual:
        page.check("#manual")
    page.click("#start")
    assert page.get_attribute("body", "data-seed") == str(seed) and step(page) == 0
    assert not page.locator("#menu").is_visible()


def tap(page, selector="#suggest"):
    """One tap, as a finger gives it (Playwright's click); the page answers before the tap
    returns (Python runs in the click's handler)."""
    before = step(page)
    page.click(selector)
    assert step(page) == before + 1, page.text_content("#error")


#: One answer as a careful player gives it on a plain board (tests.golden.leroy.board), by taps:
#: the suggestion where there is one; else the answer's own button (none, yes), else the answer
#: typed in the field and sent. The cathedral's free spaces are read off the page's state bar.
_CAREFULLY = """(board) => {
    const $ = (id) => document.getElementById(id);
    const key = document.body.dataset.question;
    if (!$("suggest").hidden) return $("suggest").click();
    let answer = board[key];
    if (key === "cathedral") {
        const left = $("cathedral").textContent.match(/\\d+/);
        answer = left ? left[0] : "2";
    }
    const button = [...$("choices").querySelectorAll("button")].find((b) => b.textContent === answer);
    if (button) return button.click();
    $("field").value = answer;
    $("send").click();
}"""
#: Answers carefully until the game ends, inside the page (one round trip instead of one per
#: tap); each answer must move the game one step on. Returns the number of answers.
_TO_THE_END = """(board) => {
    const answer = %s;
    let taps = 0;
    while (!document.body.dataset.finished) {
        const before = Number(document.body.dataset.step);
        answer(board);
        if (Number(document.body.dataset.step) !== before + 1)
            throw new Error("no answer at step " + before + ": " + document.getElementById("error").textContent);
        taps += 1;
    }
    return taps;
}""" % _CAREFULLY


def carefully(page):
    """One answer, as a careful player gives it (the suggestion, a button, or the field)."""
    before = step(page)
    page.evaluate(_CAREFULLY, PLAIN_BOARD)
    assert step(page) == before + 1, page.text_content("#error")


def to_the_end(page) -> int:
    return page.evaluate(_TO_THE_END, PLAIN_BOARD)


def careful_keys(seed, start=0, stop=None) -> str:
    """What a careful player types in the terminal for the answers ``start`` to ``stop`` of a game
    of ``seed`` on a plain board: an empty line for a suggestion taken, else the answer."""
    session = ses.Session.start(seed)
    keys = []
    while not session.finished:
        answer = board(session)
        keys.append(answer)
        session.answer(answer)
    return "".join(k + "\n" for k in keys[start:stop])


def downloaded(page, *clicks) -> bytes:
    with page.expect_download() as info:
        for selector in clicks:
            page.click(selector)
    return Path(info.value.path()).read_bytes()


def transcript(page) -> bytes:
    data = downloaded(page, "#open-transcript", "#download-transcript")
    page.click("#transcript .close")
    return data


def exported(page) -> bytes:
    data = downloaded(page, "#open-menu", "#export")
    page.click("#menu .close")
    return data


def solo(tmp_path, argv, keys="") -> Path:
    """``playaid solo troyes ARGV`` fed ``keys``; the save's path."""
    folder = tmp_path / "cli"
    folder.mkdir(exist_ok=True)
    save = folder / f"le-roy-{len(list(folder.glob('*.json')))}.json"
    out, err = io.StringIO(), io.StringIO()
    saving = [] if "--resume" in argv else ["--save", str(save)]
    assert main(["solo", "troyes", *argv, *saving], stdout=out, stderr=err, stdin=io.StringIO(keys)) == 0, \
        err.getvalue()
    return save


def suggested(seed) -> bytes:
    """The transcript of a game of ``seed`` answered carefully on a plain board, as ``playaid solo
    troyes`` writes it (the first test compares the two surfaces over a whole game)."""
    session = ses.Session.start(seed)
    while not session.finished:
        session.answer(board(session))
    return session.transcript_bytes()


def shot(page, name):
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(_shots() / f"play-{name}.png"), full_page=True)


def fits(page):
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"the page is {width} px wide"


def accessible(page, where):
    found = [f"{where}: {v['id']} ({v['impact']}): {v['help']} - {v['nodes']}" for v in br.axe_violations(page)
             if v["impact"] in ("serious", "critical")]
    assert not found, "\n".join(found)


def test_a_seeded_game_tapped_through_on_a_phone_ends_with_the_cli_transcript_byte_for_byte(phone, tmp_path):
    new_game(phone, 7)
    accessible(phone, "first question, 390 px")
    shot(phone, "390-first-question")
    while phone.get_attribute("body", "data-question") != "your_turn":
        carefully(phone)
    shot(phone, "390-his-dice")
    while phone.get_attribute("body", "data-question") == "your_turn":
        carefully(phone)
    shot(phone, "390-his-turn")
    accessible(phone, "his turn, 390 px")
    fits(phone)
    if phone.get_attribute("body", "data-question") in PLAIN_BOARD:
        assert phone.locator("#suggest").is_hidden(), "what only the board shows offers no big button"
    to_the_end(phone)
    shot(phone, "390-the-end")
    save = solo(tmp_path, ["--seed", "7"], careful_keys(7))
    assert transcript(phone) == ses.transcript_path(save).read_bytes()
    mine, theirs = json.loads(exported(phone)), json.loads(save.read_bytes())
    assert mine["checksum"] == ses.checksum(mine) and theirs["checksum"] == ses.checksum(theirs)
    same = {"game": "", "checksum": ""}  # each game has its own id, which its checksum covers
    assert {**mine, **same} == {**theirs, **same} and mine["finished"]


def test_a_whole_game_at_desktop_width_with_typed_answers_buttons_and_toggles(phone, tmp_path):
    """A game of one round: the rounds typed in the field, who starts by a button, a card by its
    toggle, a meeple's place typed; the same keys in the terminal give the same transcript."""
    phone.set_viewport_size(DESKTOP)
    try:
        new_game(phone, 11)
        phone.fill("#field", "1")
        phone.press("#field", "Enter")
        assert step(phone) == 1
        tap(phone, "#choices button:has-text('le Roy')")
        phone.check("#toggles input[value='3']")
        tap(phone, "#send-toggles button")
        accessible(phone, "a meeple's place, 1280 px")
        phone.fill("#field", "palace 6")
        tap(phone, "#send")
        keys = []
        mirror = ses.Session.start(11)
        for answer in ("1", "le Roy", "3", "palace 6"):
            mirror.answer(answer)
        while not mirror.finished:
            keys.append(board(mirror))
            mirror.answer(keys[-1])
        to_the_end(phone)
        shot(phone, "1280-the-end")
        fits(phone)
        save = solo(tmp_path, ["--seed", "11"], "1\nle Roy\n3\npalace 6\n" + "".join(k + "\n" for k in keys))
        assert transcript(phone) == ses.transcript_path(save).read_bytes()
        assert b"Traveling Builders" in ses.transcript_path(save).read_bytes()
    finally:
        phone.set_viewport_size(PHONE)


def test_a_refused_answer_is_said_and_changes_nothing(phone):
    new_game(phone, 3)
    phone.fill("#field", "lots")
    phone.press("#field", "Enter")
    assert step(phone) == 0
    assert phone.text_content("#error") == ("Not understood: type a whole number in digits for the number of "
                                            "rounds. Try again.")
    tap(phone)
    assert phone.text_content("#error") == ""
    phone.click("#undo")
    assert step(phone) == 0 and phone.text_content("#note").startswith("Undo: took back '6'")
    phone.click("#redo")
    assert step(phone) == 1 and phone.text_content("#note") == "Redo: '6' again."


def test_a_save_exported_from_the_page_resumes_in_the_cli(phone, tmp_path):
    new_game(phone, 9)
    for _ in range(12):
        carefully(phone)
    path = tmp_path / "from-the-phone.json"
    path.write_bytes(exported(phone))
    assert path.read_bytes() == phone.evaluate("localStorage.getItem(Object.keys(localStorage)"
                                               ".find(k => !k.endsWith(':refused')))").encode()
    solo(tmp_path, ["--resume", str(path)], careful_keys(9, 12))
    assert ses.transcript_path(path).read_bytes() == suggested(9)


def test_a_save_written_by_the_cli_imports_into_the_page(phone, tmp_path):
    cli = solo(tmp_path, ["--seed", "13"], careful_keys(13, 0, 150))  # the input ends: the game is saved mid-way
    session, _ = ses.load(cli)
    assert not session.finished
    named = tmp_path / "le-roy-13.json"
    named.write_bytes(cli.read_bytes())
    phone.click("#open-menu")
    phone.set_input_files("#import-file", str(named))
    phone.wait_for_function("document.body.dataset.seed === '13'")
    assert step(phone) == 150 and phone.text_content("#question") == session.pending.text.strip()
    assert phone.text_content("#note") == "Continuing le-roy-13.json at step 150 (seed 13)."
    to_the_end(phone)
    assert transcript(phone) == suggested(13)


def version_1(answers) -> bytes:
    state = random.Random(7).getstate()
    return json.dumps({"format": ses.FORMAT, "version": 1, "playaid": "0.1.0", "seed": 7, "manual_dice": False,
                       "lang": "en", "steps": len(answers), "finished": False, "answers": answers,
                       "rng": [state[0], list(state[1]), state[2]]}).encode()


def test_a_save_of_the_previous_format_loads_as_the_cli_allows_and_no_further(phone, tmp_path):
    old = tmp_path / "old.json"
    old.write_bytes(version_1(["3", "le roy"]))
    phone.click("#open-menu")
    phone.set_input_files("#import-file", str(old))
    phone.wait_for_function("document.body.dataset.question === 'cards'")
    assert step(phone) == 2 and not phone.locator("#menu").is_visible()
    too_far = tmp_path / "older.json"
    too_far.write_bytes(version_1(["6", "you", "bishopric 1"]))
    with pytest.raises(ses.SaveError) as cli:
        ses.load(too_far)
    phone.click("#open-menu")
    phone.set_input_files("#import-file", str(too_far))
    phone.wait_for_function("document.getElementById('menu-error').textContent !== ''")
    assert phone.text_content("#menu-error") == str(cli.value).replace(str(too_far), too_far.name)
    assert "format 1" in phone.text_content("#menu-error")
    phone.click("#menu .close")
    assert phone.get_attribute("body", "data-question") == "cards" and step(phone) == 2


def test_a_reload_in_mid_game_resumes_at_the_same_question_with_the_same_dice_even_offline(phone):
    """The page has been visited: its service worker keeps it, so a reload without any network
    starts Python again and comes back to the very question, state line and dice."""
    new_game(phone, 5)
    while phone.get_attribute("body", "data-question") != "your_turn":
        carefully(phone)
    tap(phone)
    before = {k: phone.text_content(k) for k in ("#question", "#state", "#said")}
    saved = phone.evaluate("localStorage.getItem(Object.keys(localStorage).find(k => !k.endsWith(':refused')))")
    assert phone.evaluate("navigator.serviceWorker.ready.then(r => !!r.active)")
    phone.wait_for_function("!!navigator.serviceWorker.controller", timeout=90_000)
    phone.context.set_offline(True)
    try:
        phone.reload()
        ready(phone)
        assert {k: phone.text_content(k) for k in before} == before
        carefully(phone)
    finally:
        phone.context.set_offline(False)
    session = ses.from_bytes(saved.encode(), "the save")
    session.answer(board(session))
    assert phone.text_content("#question") == session.pending.text.strip()
    assert phone.evaluate("document.getElementById('state').textContent") is not None


def test_the_automaton_page_the_front_page_and_the_readme_point_to_the_page(play, site_build):
    import urllib.request

    base = play.rsplit("play/", 1)[0]
    for page in ("automaton.html", "index.html"):
        text = (site_build.html / page).read_text(encoding="utf-8")
        assert 'class="playaid-play-link" href="play/index.html"' in text, page
    with urllib.request.urlopen(base + "play/index.html") as reply:
        assert reply.status == 200
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert "out/site/play/" in readme and "https://USER.github.io/REPO/play/" in readme


def test_the_italian_page_plays_in_italian_and_takes_up_the_english_page_s_game(phone):
    """it.html fetches the Italian catalog, asks in Italian, and goes on with the game the English
    page kept in the browser (one game for the folder, in the language of the page it is on).
    Played in the session's page, which it leaves on the English page, ready."""
    new_game(phone, 5)
    tap(phone)
    english = phone.text_content("#question").strip()
    phone.click("a[hreflang='it']")
    ready(phone)
    assert phone.get_attribute("html", "lang") == "it" and phone.url.endswith("/play/it.html")
    assert step(phone) == 1 and phone.get_attribute("body", "data-seed") == "5"
    s = ses.Session.start(5, lang="it")
    s.answer("")
    assert phone.text_content("#question").strip() == s.pending.text.strip() != english
    tap(phone)
    phone.screenshot(path=str(_shots() / "play-it-390.png"))
    phone.click("a[hreflang='en']")
    ready(phone)
    assert step(phone) == 2 and phone.text_content("#question").strip() != s.pending.text.strip()
    assert not phone.problems, phone.problems
