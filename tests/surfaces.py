"""Every surface a player reads, as text, tagged with the games it speaks about.

A *surface* is one thing a player sees: a printed document, a page of the site, a score report,
the help of a command, the output of a command, a transcript of the automaton. Tests that must
hold on every surface (rulings marked, no stray English in the Italian edition, ...) iterate
over :func:`printed`, :func:`terminal` and :func:`site_pages`.

Add to the lists below when a new surface appears; a test checks that every command has its help
collected.
"""

from __future__ import annotations

import html.parser
import io
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from playaid.generator.registry import COMMANDS, GAMES

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"


@dataclass(frozen=True)
class Surface:
    """One thing a player reads: where it is, which games it speaks about, and its text blocks.

    ``blocks`` are the units within which a ruling's marker must stand beside its phrase: a
    paragraph, a list item or a table row of a page; a line (with its neighbours) of a terminal
    text; a whole page of a PDF (checked with a window, see tests/test_rulings_marked.py).
    """

    where: str
    games: tuple[str, ...]
    blocks: tuple[str, ...]
    kind: str  # "pdf", "html" or "terminal"


# --- printed documents ------------------------------------------------------------------------

def printed(papers: tuple[str, ...] = ("a4", "letter")) -> Iterator[Surface]:
    from playaid.generator.build import artifacts
    from tests.conftest import read_pdf, rendered

    for artifact in artifacts():
        for paper in papers:
            doc = read_pdf(rendered(artifact.name, paper))
            yield Surface(f"{artifact.name}.pdf ({paper})", (artifact.game,),
                          tuple(" ".join(p.split()) for p in doc.pages), "pdf")


# --- the terminal: help texts, reports, command outputs, transcripts --------------------------

#: Which games each command speaks about (for the help text and its outputs).
COMMAND_GAMES: dict[str, tuple[str, ...]] = {
    "build": GAMES, "score": GAMES, "solo": ("troyes",), "leroy": ("troyes",), "duel": ("toledo",),
    "eclipsis": ("tolomeo",), "tolomeo": ("tolomeo",),
}
NESTED = {"leroy": ("turn", "combat", "setup"), "tolomeo": ("events",)}

#: Score sheets whose reports are checked: the interesting cases (ties, bonuses, fallbacks).
REPORT_SHEETS: dict[str, list[object]] = {
    "toledo1085": [
        # a tie on points and on three-religion columns: a shared win, winners in sheet order (T3)
        {"players": [
            {"name": "Ana", "sectors": [[{"kind": "sector", "sector": "commerce", "religion": "islam",
                                          "prestige": 4}]]},
            {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "science", "religion": "islam",
                                         "prestige": 4}]]}]},
        # level on points, split by columns with all three religions
        {"players": [
            {"name": "Ana", "sectors": [[{"kind": "sector", "sector": "culture", "religion": r, "prestige": 5}
                                         for r in ("islam", "judaism", "christianity")]]},
            {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "theology", "religion": "islam",
                                         "prestige": 10}] * 2]}]},
        # the first to complete lost a sector in the last round and keeps the bonus (F1); a column of
        # Nobility only is never complete (C5)
        {"players": [
            {"name": "Ana", "first_to_complete": True, "sectors": [
                [{"kind": "sector", "sector": s, "religion": "islam", "prestige": 10}]
                for s in ("culture", "theology", "science")] + [
                [{"kind": "sector", "sector": "commerce", "religion": "judaism", "prestige": 9}]]},
            {"name": "Bo", "sectors": [[{"kind": "nobility", "religion": "islam", "prestige": 9}],
                                       [{"kind": "jester", "sector": "commerce"}]]}]},
    ],
    "toledo": [
        # level after both tie-breaks: a shared victory
        {"players": [{"name": "Red", "swords_presented": [12], "movement_cards": [3]},
                     {"name": "Blue", "swords_presented": [12], "movement_cards": [3]}]},
        # the second tie-break decides
        {"players": [{"name": "Red", "swords_presented": [12], "movement_cards": [3, 2]},
                     {"name": "Blue", "swords_presented": [12], "movement_cards": [2, 2]}]},
        # the first tie-break decides; three players, one below zero with only the move skill tile
        {"players": [{"name": "Red", "swords_presented": [12], "swords_kept": [7], "paintings": [2, 2],
                      "gems": 3, "move_skill": True, "movement_cards": [1, 4]},
                     {"name": "Blue", "swords_presented": [9, 6], "swords_kept": [5], "gems": 2,
                      "movement_cards": [2, 2, 3]},
                     {"name": "Green", "move_skill": True}]},
        # the highest values the box allows: five swords of 99 presented, fourteen kept
        {"players": [{"name": "Red", "swords_presented": [99] * 5, "swords_kept": [99] * 14,
                      "paintings": [3] * 6, "gems": 20, "movement_cards": [6] * 84}]},
    ],
    "troyes": [{"player_vp": 71, "le_roy_vp": 60}, {"player_vp": 60, "le_roy_vp": 60},
               {"player_vp": 80, "le_roy_vp": 60}, {"player_vp": 75, "le_roy_vp": 60},
               {"player_vp": 10, "le_roy_vp": 160}, {"player_vp": -1, "le_roy_vp": 60},
               {"player_vp": 60, "le_roy_vp": 1000}],
    "tolomeo": [
        # level after every tie-break: a shared win (†T8)
        {"players": [{"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"], "pawns_on_board": 4},
                     {"name": "Bo", "side": "B", "studied": ["moon", "jupiter", "saturn"], "pawns_on_board": 4}]},
        # level on points and planets: more pawns on the board decides
        {"players": [{"name": "Ana", "side": "A", "studied": ["moon", "mars", "sun"], "pawns_on_board": 5},
                     {"name": "Bo", "side": "A", "studied": ["venus", "jupiter", "saturn"], "pawns_on_board": 2}]},
        # level on points: more planets studied decides; Side B's planet points and conversion values
        {"players": [{"name": "Ana", "side": "B", "studied": ["moon", "mars", "sun"],
                      "bonus_cards": [{"points": 2, "planets": ["moon", "mars"]}]},
                     {"name": "Bo", "side": "B", "studied": ["venus", "jupiter", "saturn", "mercury"],
                      "bonus_cards": [{"points": 1, "planets": ["venus", "jupiter"]}], "planet_points": 6},
                     {"name": "Cy", "side": "B", "studied": [], "planet_points": 0}]},
    ],
}

#: Command lines whose output a player reads (besides the examples in the help texts).
OUTPUTS: list[tuple[str, ...]] = [
    *[("leroy", "turn", "--roll", str(n), "--dice", "R5,Y3,W3,R1", "--player-dice", "W6,R2", "--banners", "2")
      for n in range(2, 13)],
    ("leroy", "turn", "--roll", "7", "--dice", "R5,Y3", "--cathedral-room", "0"),
    ("leroy", "turn", "--roll", "7", "--dice", "R5,Y3", "--cathedral-room", "1"),
    ("leroy", "turn", "--roll", "8", "--dice", "R5", "--no-characters"),
    ("leroy", "turn", "--roll", "3", "--dice", "R5,Y3"),
    # Troyes rulings: a bought die when he is short (X1), no die to sell on row 2 or 12 (B1),
    # the worker with and without the board (W1, W2), no event (E1), cubes across rows (C1, C2)
    ("leroy", "turn", "--roll", "2", "--dice", "R5", "--player-dice", "W6"),
    ("leroy", "turn", "--roll", "12", "--dice", "R5,Y3,W3,W1"),
    *[("leroy", "turn", "--roll", n, "--dice", "Y6,R2", "--meeples", m)
      for n in ("4", "10") for m in ("4/2 5/1 3/3", "4/2 4/0 3/3", "4/2 6/0 3/3")],
    ("leroy", "turn", "--roll", "5", "--dice", "R5", "--banners", "0"),
    ("leroy", "turn", "--roll", "7", "--dice", "R5,Y3", "--cathedral-room", "1,3,2"),
    ("leroy", "turn", "--roll", "7", "--dice", "R5,Y3", "--cathedral-room", "0,0,1"),
    ("leroy", "turn", "--roll", "8", "--dice", "R5", "--json"),
    ("leroy", "combat", "--dice", "R6,Y5,W5", "--black", "5,4,1"),
    ("leroy", "combat", "--dice", "R6,Y5,W5", "--black", "5,4/6"),
    ("leroy", "combat", "--dice", "R6", "--black", "5,4/6,1"),
    ("leroy", "combat", "--dice", "R3,Y2", "--black", "5,4/6"),
    ("leroy", "setup", "--dice", "R6,R2,Y5,Y1,W4,W3", "--occupied",
     "palace:1,palace:2,palace:3,palace:4,palace:5,palace:6"),
    ("leroy", "setup", "--dice", "R6,R2,Y5,Y1,W4,W3", "--occupied",
     "p1,p2,p3,p4,p5,p6,c1,c2,c3,c4,c5,c6,b1,b2,b3,b4"),
    ("duel", "--cards", "purple:defend,brown:defend,neutral:defend", "--attacker", "purple"),
    ("duel", "--cards", "neutral:attack,neutral:attack,purple:defend"),
    ("duel", "--colours", "purple,brown,teal", "--cards", "teal:attack,purple:attack,teal:defend",
     "--attacker", "teal"),
    ("tolomeo", "events", "--seed", "7", "--no-save"),
    ("tolomeo", "events", "--eclipsis", "--seed", "7", "--no-save"),
    ("tolomeo", "events", "--eclipsis", "--seed", "7", "--json"),
    # the comet alone, the Moon, an empty constellation and a planet: every verdict of the Eclipsis
    ("eclipsis", str(GOLDEN / "tolomeo-eclipsis-sky.json")),
]


def _main(argv: list[str], stdin: str = "") -> str:
    from playaid.generator.cli import main

    out, err = io.StringIO(), io.StringIO()
    main(argv, stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return out.getvalue() + err.getvalue()


def _terminal_blocks(text: str) -> tuple[str, ...]:
    """Each non-empty line with the next two: a sentence wrapped by argparse stays in one block."""
    lines = [" ".join(line.split()) for line in text.splitlines()]
    lines = [line for line in lines if line]
    return tuple(" ".join(lines[i:i + 3]) for i in range(len(lines))) or ("",)


def help_texts() -> Iterator[Surface]:
    from playaid.automata import cli as solo_cli

    yield Surface("playaid --help", GAMES, _terminal_blocks(_main(["--help"])), "terminal")
    for name in COMMANDS:
        yield Surface(f"playaid {name} --help", COMMAND_GAMES[name],
                      _terminal_blocks(_main([name, "--help"])), "terminal")
        for sub in NESTED.get(name, ()):
            yield Surface(f"playaid {name} {sub} --help", COMMAND_GAMES[name],
                          _terminal_blocks(_main([name, sub, "--help"])), "terminal")
    out = io.StringIO()
    solo_cli.main(["--help"], prog="le-roy.pyz", stdout=out)
    yield Surface("le-roy.pyz --help", ("troyes",), _terminal_blocks(out.getvalue()), "terminal")


def reports() -> Iterator[Surface]:
    for game, sheets in REPORT_SHEETS.items():
        for n, sheet in enumerate(sheets, 1):
            text = _main(["score", game, "-"], json.dumps(sheet))
            yield Surface(f"playaid score {game} (sheet {n})", (game,), _terminal_blocks(text), "terminal")


def outputs() -> Iterator[Surface]:
    for argv in OUTPUTS:
        yield Surface("playaid " + " ".join(argv), COMMAND_GAMES[argv[0]],
                      _terminal_blocks(_main(list(argv))), "terminal")


def transcripts() -> Iterator[Surface]:
    for path in sorted(GOLDEN.glob("*.transcript.txt")):
        game = "troyes" if path.name.startswith("le-roy") else path.name.split("-")[0]
        yield Surface(f"tests/golden/{path.name}", (game,),
                      _terminal_blocks(path.read_text(encoding="utf-8")), "terminal")


def terminal() -> Iterator[Surface]:
    yield from help_texts()
    yield from reports()
    yield from outputs()
    yield from transcripts()


# --- the site ---------------------------------------------------------------------------------

#: Site pages that speak about one game; every other page speaks about all of them.
PAGE_GAMES = {"toledo1085": ("toledo1085",), "toledo": ("toledo",), "troyes": ("troyes",),
              "tolomeo": ("tolomeo",), "automaton": ("troyes",)}
#: Elements whose text is one block; a block inside another counts as part of the outer one (a
#: table row is one block with all its cells, a list item one block with its paragraphs).
_BLOCKS = ("p", "li", "tr", "dt", "dd", "h1", "h2", "h3", "h4", "pre", "caption", "figcaption")


class _Blocks(html.parser.HTMLParser):
    """The text of a page's main content, cut into paragraphs, list items and table rows."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self.stack: list[list[str]] = [[]]
        self.skip = 0
        self.inside = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        if tag == "article" or attr.get("role") == "main":
            self.inside = True
        if tag in ("script", "style"):
            self.skip += 1
        if tag in _BLOCKS:
            self.stack.append([])

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.skip -= 1
        if tag in _BLOCKS and len(self.stack) > 1:
            text = " ".join("".join(self.stack.pop()).split())
            if text and self.inside and len(self.stack) == 1:
                self.blocks.append(text)
            self.stack[-1].append(" " + text + " ")
        if tag == "article":
            self.inside = False

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.stack[-1].append(data)


def page_blocks(page: str) -> tuple[str, ...]:
    parser = _Blocks()
    parser.feed(page)
    return tuple(parser.blocks)


def site_pages(site: Path) -> Iterator[Surface]:
    """Every HTML page; a game's page and its API page (``api/<game>.html``) speak about that game."""
    for page in sorted(site.rglob("*.html")):
        rel = page.relative_to(site)
        if page.stem in ("genindex", "search", "py-modindex") or rel.parts[0].startswith("_"):
            continue
        games = PAGE_GAMES.get(page.stem, GAMES)
        blocks = page_blocks(page.read_text(encoding="utf-8"))
        if games == GAMES:  # a page about every game: a block that opens with a game's title is that game's
            by_game = _blocks_by_game(blocks)
            for game, own in by_game.items():
                yield Surface(f"site/{rel.as_posix()} ({game or 'all games'})", (game,) if game else GAMES,
                              tuple(own), "html")
            continue
        yield Surface(f"site/{rel.as_posix()}", games, blocks, "html")


def _blocks_by_game(blocks: tuple[str, ...]) -> dict[str, list[str]]:
    """Blocks sorted by game: those under a heading that is a game's title (the source notes'
    section of that game), and those whose game's title opens them (a line naming the game); the
    rest under ``""``."""
    import importlib

    titles = sorted(((importlib.import_module(f"playaid.rules.{g}").TITLE, g) for g in GAMES), key=lambda t: -len(t[0]))
    found: dict[str, list[str]] = {}
    section = ""
    for block in blocks:
        heading = block.rstrip("\N{PILCROW SIGN}# ").strip()
        here = next((g for title, g in titles if heading == title), None)
        if here is not None:
            section = here
        game = next((g for title, g in titles if block.startswith(title + " ")), section)
        found.setdefault(game, []).append(block)
    return found


def search_for(pattern: str, surfaces: Iterator[Surface]) -> list[tuple[str, str]]:
    """Where a regular expression matches, as (surface, block): for quick looks while debugging."""
    rx = re.compile(pattern, re.I)
    return [(s.where, b) for s in surfaces for b in s.blocks if rx.search(b)]
