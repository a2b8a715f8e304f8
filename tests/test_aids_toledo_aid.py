"""The Toledo aid prints what the rules data says, in the words of the text source, on two pages.

Each printed table is read back from the PDF row by row: every piece of text is placed by pypdf,
and a table's pieces fall into columns by the widths the aid gives them and into rows by its first
column. Every value is checked in its own row against the rules data, keyed by what the row is
about, and each table is pinned by a few of the rulebook's own figures besides, so a row swapped
in the aid or in the data, or a value moved to another column, fails. Every message the aid shows
is found in the PDF, and the aid printed in a made-up language shows no English of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from playaid.generator.aids import toledo_aid as aid
from playaid.generator.pdf import COLOUR, PAPERS, make_styles, render
from playaid.rules import toledo as t
from playaid.rules.text import ENGLISH, RULING_MARK, plain

from tests.conftest import read_pdf, record_flow_labels, rendered
from tests.languages import LOUD

MINUS = "\u2212"


def say(message, **values) -> str:
    """A message as the PDF shows it: filled in from the data, markup dropped, a loss with a true minus."""
    filled = {**t.message_values(ENGLISH), **values}
    filled = {k: aid.points(v) if isinstance(v, int) and v < 0 else v for k, v in filled.items()}
    return " ".join(plain(ENGLISH(message, **filled)).split())


# --- reading a table back from the PDF ------------------------------------------------------------

@dataclass(frozen=True)
class Piece:
    x: float
    y: float
    text: str


def pieces(chunks) -> list[Piece]:
    """Every piece of text on a page (the chunks :func:`read_pdf` read), placed to a tenth of a point."""
    return [Piece(round(c.x, 1), round(c.y, 1), c.text.strip()) for c in chunks]


@dataclass
class Doc:
    paper: str
    flat: str
    pages: list[list[Piece]]


@pytest.fixture(scope="module", params=list(PAPERS))
def doc(request) -> Doc:
    pdf = read_pdf(rendered("toledo-aid", request.param))
    return Doc(request.param, reading(pdf.flat), [pieces(chunks) for chunks in pdf.chunks])


def reading(flat: str) -> str:
    """The PDF's text as it reads: a section's heading repeated where it runs on into the next column
    ("Full spaces (cont.)") is layout, and is left out."""
    from playaid.generator.pdf import CONTINUED, RULINGS_TITLE, SETUP

    sections = ("turn", "moving", "full_spaces", "spaces", "prices", "move_skill", "duels", "duel_example", "end",
                "scoring", "score_example")
    headings = [say(t.AID[key]) for key in sections] + [ENGLISH(SETUP), ENGLISH(RULINGS_TITLE, mark=RULING_MARK)]
    flat = " ".join(flat.split())
    for heading in headings:
        flat = flat.replace(f" {ENGLISH(CONTINUED, heading=heading)} ", " ")
    return flat


def table(doc: Doc, header: list[str], shares: tuple[float, ...], full: bool = False,
          starts: Callable[[list[str]], bool] | None = None, pitch: float | None = None) -> list[list[str]]:
    """The rows under the table headed ``header``, each a list of its cells as the PDF shows them.

    The table lies in a page column (across the page when ``full``) and its columns take ``shares``
    of that width, as the aid lays it out; run on into the next column, it repeats its header
    there, and its rows go on. A line with text in the first column starts a row, any other line
    continues the row above; ``starts`` says otherwise when a table's first column holds more than
    its first line (it is given the line's text, column by column), and ``pitch`` when its rows
    are taller than its header (a row of icons). The table ends where a line stands farther below
    the one above it than a row's height (the header's), or starts flush with the page column (a
    paragraph, a heading), since a table's cells are padded.
    """
    paper = PAPERS[doc.paper]
    width = paper.body_width if full else paper.column_width
    lefts = [paper.margin + i * (paper.column_width + paper.gutter) for i in range(paper.columns)]
    found = []
    for n, page in enumerate(doc.pages):
        for y in sorted({p.y for p in page}, reverse=True):
            line = sorted((p for p in page if p.y == y), key=lambda p: p.x)
            for start in range(len(line) - len(header) + 1):
                if [p.text for p in line[start:start + len(header)]] == header:
                    found.append((n, page, y, max(left for left in lefts if left <= line[start].x + 0.5)))
    assert found, f"the table headed {header} is not printed"
    found.sort(key=lambda f: (f[0], f[3]))           # page by page, column by column
    places = [(n, lefts.index(left)) for n, _, _, left in found]
    assert all(b in ((a[0], a[1] + 1), (a[0] + 1, 0)) for a, b in zip(places, places[1:])), (
        f"the table headed {header} is printed {len(found)} times, not once run on column by column")
    rows: list[list[list[str]]] = []
    for _, page, top, left in found:
        rows += _rows(page, top, left, width, shares, paper, header, starts, pitch)
    return [[" ".join(" ".join(cell).split()) for cell in row] for row in rows]


def _rows(page, top, left, width, shares, paper, header, starts, pitch) -> list[list[list[str]]]:
    """The rows of one column's part of a table, whose header stands at ``top`` from ``left``."""
    edges = [left + width * sum(shares[:i]) for i in range(len(shares) + 1)]

    def column(p: Piece) -> int:
        return max(i for i in range(len(shares)) if edges[i] <= p.x + 0.5)

    rows: list[list[list[str]]] = []
    bottom = paper.margin + paper.footer - 5         # the footer's lines are no table's
    above = top
    for y in sorted({p.y for p in page if bottom < p.y < top}, reverse=True):
        line = sorted((p for p in page if p.y == y and left <= p.x + 0.5 < edges[-1]), key=lambda p: p.x)
        if not line:
            continue
        pitch = pitch or above - y                   # from the header to the first row: a row's height
        if line[0].x < left + 2 or above - y > pitch + 1:
            break
        above = y
        cells = [" ".join(p.text for p in line if column(p) == i) for i in range(len(shares))]
        if (starts or (lambda cells: bool(cells[0])))(cells):
            rows.append([[] for _ in shares])
        assert rows, f"the table headed {header} starts with a line outside its first column"
        for p in line:
            rows[-1][column(p)].append(p.text)
    return rows


# --- the tables, row by row -----------------------------------------------------------------------

def heads(*messages) -> list[str]:
    return [say(m) for m in messages]


def test_the_spaces_table_gives_each_kind_of_space_its_own_row(doc):
    h = t.HEADINGS
    names = {say(kind.label) for kind in t.SpaceKind}
    printed = table(doc, heads(h["space"], h["gives"]), aid.SPACE_COLUMNS, starts=lambda cells: cells[0] in names)
    assert printed == [[f"{say(i.name)} {say(i.where)}", say(i.gives)] for i in t.SPACES.values()]
    assert [row[0] for row in printed] == [f"{say(kind.label)} {say(t.SPACES[kind].where)}" for kind in t.SpaceKind]
    # The rulebook's own facts, so that two kinds swapped in the data fail too.
    gives = {row[0]: row[1] for row in printed}
    assert "steel" in gives["Steel merchant business tile"] and "gem" in gives["Gem merchant business tile"]
    assert "top 3 movement cards" in gives["Tavern printed on the board"]
    assert "painting" in gives["Artist (El Greco) printed on the board"]


def test_the_price_table_gives_each_row_of_the_city_its_own_prices(doc):
    h = t.HEADINGS
    printed = table(doc, heads(h["row"], h["rival"], h["tavern"], h["artist"]), aid.PRICE_COLUMNS)
    expected = []
    for row in t.Row:
        tavern = (say(h["at_least"], price=t.trade_price(t.SpaceKind.TAVERN, row)) if row in t.TAVERN_ROWS
                  else say(h["no_tavern"]))
        expected.append([say(row.label), say(h["at_least"], price=t.trade_price(t.SpaceKind.GEM, row)), tavern,
                         say(h["at_least"], price=t.trade_price(t.SpaceKind.ARTIST, row))])
    assert printed == expected
    # The rulebook's prices (line 52 and 53; the artist, line 62) and the top row's missing tavern.
    assert [r[1:] for r in printed] == [["1 or more", "1 or more", "3 or more"], ["3 or more", "3 or more", "3 or more"],
                                        ["5 or more", "none here \u2020T4", "3 or more"]]


def test_the_duel_table_is_the_rulebooks_duel_resolved_by_the_rules(doc):
    h = t.HEADINGS
    # A row starts with its winner: the card's icons print their letters a little lower.
    printed = table(doc, heads(h["card"], h["round_to"], h["why"], h["after"]), aid.DUEL_COLUMNS,
                    starts=lambda cells: bool(cells[1]), pitch=aid.ICON + 6)
    duel = t.resolve_duel(t.RULEBOOK_DUEL, t.RULEBOOK_DUEL_ATTACKER)
    assert printed == [[aid.card_mark(r.card), say(r.winner.label), r.explain(), f"{r.score[0]}:{r.score[1]}"]
                       for r in duel.rounds]
    # The rulebook's account (line 72): purple to the attacker 1:0, then the defender twice, 1:2.
    assert [(r[0], r[1], r[3]) for r in printed] == [("P D", "attacker", "1:0"), ("B D", "defender", "1:1"),
                                                    ("N D", "defender", "1:2")]
    assert say(t.DUEL_WINNER[t.Side.DEFENDER], won=2, lost=1) in doc.flat


def test_the_scoring_table_gives_each_item_its_own_worth(doc):
    h = t.HEADINGS
    printed = table(doc, heads(h["item"], h["points"]), aid.SCORING_COLUMNS)
    assert printed == [[say(item.what), say(item.worth)] for item in t.SCORE_ITEMS]
    # The rulebook's scoring (lines 84 to 87).
    assert [row[1] for row in printed] == ["its full value", "half its value, rounded down", "its value",
                                           f"one point per {t.GEMS_PER_POINT} gems", f"{MINUS}2 points"]


def test_the_worked_score_is_the_rulebooks_example_scored_by_the_rules(doc):
    h = t.HEADINGS
    printed = table(doc, heads(t.AID["example"], h["held"], h["scored"]), aid.EXAMPLE_COLUMNS)
    score = t.score_player("", t.RULEBOOK_SCORE)
    expected = [[say(item.what), t.held(score.holdings, item), aid.points(getattr(score, item.points))]
                for item in t.SCORE_ITEMS]
    assert printed == [*expected, [say(h["total"]), "", str(score.total)]]
    # The rulebook's sum (line 89): 12 + 3 + 4 + 1 - 2 = 18.
    assert [row[2] for row in printed] == ["12", "3", "4", "1", f"{MINUS}2", "18"]


def test_the_banner_offers_the_four_actions_as_a_choice_and_the_turn_follows_its_letters(doc):
    """The four actions are alternatives (one per turn), lettered as a choice, never arrows of a sequence."""
    from playaid.generator.pdf import CHOOSE_ONE

    letters = [aid.choice_letter(i) for i in range(len(t.ACTIONS))]
    choice = " ".join(f"{letter} {say(a.name)}" for letter, a in zip(letters, t.ACTIONS))
    assert doc.flat.startswith(f"{ENGLISH(CHOOSE_ONE)} {choice} ")
    assert "\u25b6" not in doc.flat
    rows = [f"{letter} {say(a.name)} \u2022 {say(a.steps[0])} \u2022 {say(a.steps[1])}"
            for letter, a in zip(letters, t.ACTIONS)]
    positions = [doc.flat.index(row) for row in rows]
    assert positions == sorted(positions) and doc.flat.index(say(t.AID["turn"])) < positions[0]


def test_the_duel_chart_opens_page_two(doc):
    paper = PAPERS[doc.paper]
    body_top = paper.height - paper.margin - paper.header
    assert max((p for p in doc.pages[1] if p.y < body_top), key=lambda p: p.y).text == say(t.AID["duels"])


def test_the_loop_labels_sit_on_their_own_segments_of_the_loop(monkeypatch):
    """"no" where the loop leaves its diamond, what it means beside the rising part, inside its length."""
    from playaid.generator import pdf

    labels = record_flow_labels(monkeypatch, aid)
    _, placed = aid.chart(PAPERS["a4"].body_width, make_styles(COLOUR))
    (no,) = [b for b in labels if b.text == say(t.AID["no"]) and b.segment[0][1] == b.segment[1][1]
             and b.segment[1][0] < b.segment[0][0]]                   # the one going back, leftward
    (again,) = placed
    assert again.text == say(t.AID["again"])
    for box in (no, again):
        (ax, ay), (bx, by) = box.segment
        assert box.distance_to_segment() <= pdf.FLOW.label_gap + 0.01
        if ay == by:
            assert min(ax, bx) <= box.x0 and box.x1 <= max(ax, bx)   # along its segment, not past it
        else:
            assert min(ay, by) <= box.y0 and box.y1 <= max(ay, by)
    assert no.segment[1] == again.segment[0]                          # one path: the corner joins them
    assert again.x0 >= 0


# --- every message, and nothing but messages ------------------------------------------------------

def shown() -> dict[str, str]:
    """Every sentence the aid prints, by where it comes from, filled in as the PDF shows it."""
    out = {}
    for name in ("MOVING", "FULL_SPACES", "TRADE", "MOVE_SKILL_RULES", "SETUP", "END"):
        out |= {f"{name}[{i}]": say(m) for i, m in enumerate(getattr(t, name))}
    for a in t.ACTIONS:
        out |= {f"action {a.number} step {i}": say(m) for i, m in enumerate(a.steps)}
    out |= {name: say(getattr(t, name)) for name in ("DUEL_ATTACKER_WINS", "DUEL_DEFENDER_WINS", "DUEL_GOES_ON")}
    out["ties"] = t.tie_break_text(t.TIES)
    a = t.AID
    filled = {"pose": {"attack": "A", "defend": "D"}, "duel_lead": {"colour": "purple"}}
    for key, message in a.items():
        if key != "fine_points":           # printed where a page has room: checked on its own
            out[f"AID[{key!r}]"] = say(message, **filled.get(key, {}))
    return out


def test_every_message_the_aid_shows_is_in_the_pdf(doc):
    missing = {where: text for where, text in shown().items() if text not in doc.flat}
    assert not missing, missing


def test_the_rulings_box_comes_last_and_lists_exactly_the_marks_the_aid_prints(doc):
    from playaid.generator.pdf import RULINGS_LEGEND, RULINGS_TITLE, key_order

    before, box = doc.flat.split(ENGLISH(RULINGS_TITLE, mark=RULING_MARK))
    box = box.split(say(t.AID["subtitle"]))[0]                 # the page header follows the body
    box = box.split(" ".join(ENGLISH(RULINGS_LEGEND, mark=RULING_MARK).split()))[1]
    mark = re.escape(RULING_MARK) + r"([A-Z]\d+)"
    printed = set(re.findall(mark, before))
    listed = re.findall(mark, box)
    # sorted by key (one look finds a key), every mark the aid prints and nothing else
    assert listed == sorted(printed, key=key_order) and len(listed) >= 10
    for key in listed:
        assert f"{t.ruling(key).mark} {say(t.ruling(key).short)}" in box


def test_the_fine_points_fill_the_room_a4_leaves_and_come_before_the_rulings_box(doc):
    from playaid.generator.pdf import RULINGS_TITLE

    printed = [say(m) for m in t.FINE_POINTS if say(m) in doc.flat]
    # the fit sets the type to the room both papers have: the fine points stand on each
    assert printed == [say(m) for m in t.FINE_POINTS]
    heading = doc.flat.index(f"{say(t.AID['fine_points'])} \u2022 {printed[0]}")
    assert heading < doc.flat.index(ENGLISH(RULINGS_TITLE, mark=RULING_MARK))


def test_the_rulings_are_marked_where_the_aid_states_them(doc):
    """Printed unmarked once, as if they were the rulebook: the smallest number of players, sharing the
    win, one trade per arrival, every space counting, no tavern in the top row, the last turns, the pieces."""
    for words in ("2\u20134 players \u2020P2", "share the win (\u2020S9)", "once per arrival \u2020A9",
                  "every space counts \u2020M12", "none here \u2020T4", "one more turn \u2020E5", "5 pieces \u2020P3",
                  "move on \u2020D7", "third colour \u2020D8", "(3 cards at most) \u2020D1"):
        assert words in doc.flat, words


def test_the_rulings_of_the_second_audit_are_marked_on_the_aid(doc):
    """Applied unmarked once: the Cathedral left out of the stops (M3); stated nowhere: the order of
    the paintings (A15) and the flipped move skill tile (A16)."""
    for words in ("back in the Cathedral \u2020M3", "they are sold in falling value \u2020A15",
                  "flip the tile until your turn ends \u2020A16"):
        assert words in doc.flat, words


def test_every_colour_and_pose_also_has_a_letter(doc):
    legend = doc.flat.split(say(t.AID["again"]))[1]
    for colour in t.NAMED_FENCING_COLOURS:
        assert f"{aid.card_mark(t.DuelCard(colour, t.Pose.ATTACK))[0]} {t.colour_name(colour)}" in legend
    assert f"? {say(t.AID['third_colour'])}" in legend and f"N {say(t.AID['neutral_card'])}" in legend
    assert f"A {say(t.AID['attack_pose'])}" in legend and f"D {say(t.AID['defend_pose'])}" in legend


@pytest.fixture(scope="module")
def italian():
    from playaid.automata.language import text_for

    pdf = read_pdf(rendered("toledo-aid", "a4", False, "it"))
    return text_for("it"), " ".join(pdf.flat.split())


def test_the_italian_aid_names_things_as_the_italian_rulebook_does_and_glosses_nothing(italian):
    """Native readers' notes: the rulebook's "mercante di acciaio" and "mercante di gemme" (seed 002,
    line 17), no English gloss where Italian names the thing (the circles need none), the move skill
    by its name, and the running score of a duel as a "parziale"."""
    it, flat = italian
    assert "[" not in flat and "circle" not in flat
    for kind in (t.SpaceKind.STEEL, t.SpaceKind.GEM):
        assert it(kind.label) in flat
    assert [it(k.label) for k in (t.SpaceKind.STEEL, t.SpaceKind.GEM)] == ["Mercante di acciaio", "Mercante di gemme"]
    assert "o l'abilità di movimento" in t.say(t.SPACES[t.SpaceKind.FENCING].gives, it)
    assert it(t.SCORE_ITEMS[-1].what) == "Tessera abilità di movimento, se ancora in tuo possesso"
    assert it(t.ACTIONS[-1].steps[1]).startswith("Occupa l'intero turno.")
    assert it(t.HEADINGS["after"]) == "Parziale" and it(t.HEADINGS["after"]) in flat


def test_the_italian_aid_letters_its_colours_in_italian(italian):
    """V for viola, M for marrone: each colour's letter is its initial in the edition's language,
    on the legend and on every card of the worked duel."""
    it, flat = italian
    legend = flat.split(it(t.AID["again"], **t.message_values(it)))[1]
    for colour, letter in (("purple", "V"), ("brown", "M")):
        assert aid.colour_letter(colour, it) == letter and f"{letter} {t.colour_name(colour, it)}" in legend
    assert f"N {it(t.AID['neutral_card'])}" in legend and "P viola" not in legend
    duel = t.resolve_duel(t.RULEBOOK_DUEL, t.RULEBOOK_DUEL_ATTACKER)
    marks = [aid.card_mark(r.card, it) for r in duel.rounds]
    assert marks == ["V D", "M D", "N D"]
    for mark, r in zip(marks, duel.rounds):
        assert f"{mark} {it(r.winner.label)}" in flat


def test_in_another_language_the_aid_prints_none_of_its_own_english():
    """Every word goes through the edition's language: shouted, no lower case is left but data."""
    loud, paper = LOUD, PAPERS["a4"]
    pdf = render(aid.pages(paper, make_styles(COLOUR, loud)), aid.INFO, paper, COLOUR, loud)
    text = " ".join(read_pdf(pdf).pages)
    for data in (ENGLISH(t.GAME_INFO.rulebook), t.GAME_INFO.title, f"playaid {aid.INFO.version}"):
        text = text.replace(data, "")
    assert not re.findall(r"\w*[a-z]\w*", text)
    assert say(t.AID["duels"]).upper() in " ".join(text.split())


# --- the document ---------------------------------------------------------------------------------

def test_letter_and_a4_page_sizes():
    sizes = {name: read_pdf(rendered("toledo-aid", name)).reader.pages[0].mediabox for name in PAPERS}
    assert [round(float(v)) for v in sizes["a4"][2:]] == [595, 842]
    assert [round(float(v)) for v in sizes["letter"][2:]] == [612, 792]
