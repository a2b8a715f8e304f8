"""The Tolomeo player aid: the turn's choice of one action, setup, the watch payments, the sky's
configurations with the colour key, the round and the score on two pages. Every table comes from
:mod:`playaid.rules.tolomeo` and every word from its text source
(:data:`~playaid.rules.tolomeo.text.AID`); the colour key and the conversion table are left for
the players to fill in from their own board and sheets, since the rulebook does not print them
(the conversion table is on the score pad). This module only lays out: one function per section,
:func:`pages` puts them on the two pages."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.platypus import Flowable, Paragraph, Spacer
from reportlab.platypus.doctemplate import LayoutError

from playaid.generator.aids.tolomeo_pictures import (
    AID,
    PLANET_GLYPH,
    Together,
    card_swatch,
    countdown,
    items,
    name,
    opening,
    pair_number,
    para,
    payment_cards,
    say,
    sentences,
    zodiac_wheel,
)
from playaid.generator.pdf import (
    COLOUR,
    SETUP,
    DocumentInfo,
    FrameUse,
    Page,
    Paper,
    Section,
    Styles,
    banner,
    data_table,
    esc,
    make_styles,
    page_count,
    render,
    rulings_box,
    signed,
    skeleton_section,
)
from playaid.rules import tolomeo as t
from playaid.rules.text import RULING_MARK

INFO = DocumentInfo.of(t.GAME_INFO, "tolomeo-aid", subtitle=AID["subtitle"], values=t.message_values)

#: The page the bonus actions are printed on (the study section points there).
BONUS_PAGE = 2
#: The score pad, which the final score points to.
SCORE_PAD = "tolomeo-score-pad"

Part = Callable[[float, Styles], list[Flowable]]


# --------------------------------------------------------------------------------------------
# The tables' rows


def die_faces() -> list[int]:
    """The d4's faces during a round, one per game turn (\u2020D10)."""
    return list(range(t.DIE_START, t.DIE_START - t.TURNS_PER_ROUND, -1))


def payment_rows(st: Styles) -> list[list[object]]:
    """One row per way of paying for a pawn: the rulebook's Aries example drawn as cards, the
    payment in words, and the example in words."""
    aries = t.Constellation.ARIES
    red = t.KNOWN_COLOURS[aries]
    colour = {t.Payment.COLOUR: red, t.Payment.SET: next(c for c in t.NAMED_COLOURS if c != red)}
    example = say(st, AID["for_example"], constellation=name(st, aries))
    rows: list[list[object]] = [[st.t(t.HEADINGS["cards"]), st.t(AID["pay_with"]), example]]
    for p in t.Payment:
        example = say(st, t.PAYMENT_EXAMPLES[p], constellation=name(st, aries),
                      colour=st.t(t.COLOURS[colour.get(p, red)]))
        rows.append([payment_cards(st, p), esc(t.payment_text(p, st.t)), esc(example)])
    return rows


def bonus_rows(st: Styles) -> list[list[str]]:
    """One row per planet: its name, then what studying it does on Side A and on Side B."""
    rows = [[st.t(t.HEADINGS[k]) for k in ("planet", "side_a", "side_b")]]
    for p in t.PLANETS:
        a, b = t.BONUS_ACTIONS[t.Side.A][p], t.BONUS_ACTIONS[t.Side.B][p]
        star = "" if b.name_printed else "*"
        rows.append([f"<b>{PLANET_GLYPH[p]} {esc(name(st, p))}</b>{star}", esc(t.bonus_effect(a, st.t)),
                     esc(t.bonus_effect(b, st.t)) + (f" {star}" if star else "")])
    return rows


def planet_points(st: Styles, side: t.Side) -> str:
    """The planets' own end points on ``side``: ``Moon +2 and Mercury +1``, or none."""
    points = t.PLANET_END_POINTS[side]
    return st.t.join(say(st, t.REPORT["planet_points"], planet=name(st, p), points=signed(v))
                     for p, v in points.items()) or st.t(AID["no_points"])


def section(title: str, body: list[Flowable], st: Styles) -> list[Flowable]:
    """A section of the skeleton: its heading stays with its body and is repeated where it runs on."""
    return skeleton_section(title, body, st)


# --------------------------------------------------------------------------------------------
# Page 1


def turn_banner(width: float, st: Styles) -> list[Flowable]:
    """The banner: on your turn, choose one of the three actions, A, B or C."""
    return [banner([st.t(m) for m in AID["banner"]], width, st, choice=True)]


def setup(width: float, st: Styles) -> list[Flowable]:
    """The setup, step by step."""
    return section(st.t(SETUP), items(st, AID["setup_steps"]), st)


def your_turn(width: float, st: Styles) -> list[Flowable]:
    """The three actions, A, B and C, and the end of the turn."""
    return section(st.t(AID["turn"]), [
        para(st, AID["draw"]),
        para(st, AID["comet"]),
        *items(st, AID["comet_choices"]),
        para(st, AID["watch"]),
        para(st, AID["turn_end"]),
    ], st)


def paying(width: float, st: Styles) -> list[Flowable]:
    """The payments for one pawn, and the reuse of a pawn once the supply is empty."""
    return section(st.t(AID["paying"]), [
        data_table(payment_rows(st), [width * 0.17, width * 0.52, width * 0.31], st),
        Spacer(1, 3),
        para(st, AID["reuse"], st.small),
    ], st)


def configurations(width: float, st: Styles) -> list[Flowable]:
    """The zodiac wheel with its oppositions and its colour ring, and what a conjunction or an
    opposition allows."""
    aries = t.Constellation.ARIES
    red = t.KNOWN_COLOURS[aries]
    pairs = ", ".join(say(st, AID["pair"], pair=pair_number(a), first=name(st, a), second=name(st, b))
                      for a, b in t.OPPOSED_PAIRS)
    return section(st.t(AID["configurations"]), [
        zodiac_wheel(width, 204, st),
        Paragraph(f"{say(st, AID['pairs'])} {pairs}. {sentences(st, AID['wheel'])}", st.small),
        para(st, AID["colour_ring"], st.small, constellation=name(st, aries), colour=st.t(t.COLOURS[red]),
             letter=card_swatch(st, red).letter),
        para(st, AID["conjunction"]),
        para(st, AID["opposition"]),
        para(st, AID["configuration_pay"]),
    ], st)


def the_round(width: float, st: Styles) -> list[Flowable]:
    """The round: the d4's count-down, game turn by game turn, then what moves when it ends."""
    moves = st.t.join(say(st, AID["planet_moves"], planet=name(st, p), moves=n)
                      for p, n in t.KNOWN_TOTAL_MOVES.items())
    steps = items(st, AID["round_end_steps"])
    return section(say(st, AID["the_round"]), [
        countdown(width, st),
        Spacer(1, 3),
        para(st, AID["round"], st.small),
        opening(st, AID["round_ends"], steps[0]),
        *steps[1:],
        para(st, AID["total_moves"], st.small, moves=moves),
        opening(st, AID["with_eclipsis"], para(st, AID["eclipsis"], st.small)),
    ], st)


def studying(width: float, st: Styles) -> list[Flowable]:
    """How a third pawn studies a planet."""
    return section(st.t(AID["studying"]), items(st, AID["study"], page=BONUS_PAGE), st)


# --------------------------------------------------------------------------------------------
# Page 2


def bonus_actions(width: float, st: Styles) -> list[Flowable]:
    """Both sides' bonus actions, planet by planet, with the note on the unnamed Side B entry."""
    unnamed = [p for p in t.PLANETS if not t.BONUS_ACTIONS[t.Side.B][p].name_printed]
    return section(st.t(AID["bonus_actions"]), [
        data_table(bonus_rows(st), [width * 0.12, width * 0.46, width * 0.42], st),
        Spacer(1, 2),
        *[Paragraph("* " + say(st, AID["unnamed"][0], planet=name(st, p)), st.small) for p in unnamed],
    ], st)


def bonus_cards(width: float, st: Styles) -> list[Flowable]:
    """When a bonus point card may be taken (how many are put out is in the setup)."""
    return section(st.t(AID["bonus_cards"]), [para(st, AID["bonus_card_rule"])], st)


def game_end(width: float, st: Styles) -> list[Flowable]:
    """The two ways the game ends."""
    return section(st.t(AID["game_end"]), items(st, AID["game_end_steps"]), st)


def final_score(width: float, st: Styles) -> list[Flowable]:
    """What is added up, the tie-breaks, and the score pad to write it on."""
    pad = next(d for d in t.GAME_INFO.documents if d.name == SCORE_PAD)
    parts = items(st, AID["score_parts"], side_a=planet_points(st, t.Side.A), side_b=planet_points(st, t.Side.B))
    return section(st.t(AID["final_score"]), [
        Together(para(st, AID["add_up"]), parts[0]),    # "Add up:" never ends a column alone
        *parts[1:],
        Spacer(1, 2),
        Paragraph(t.tie_breaks(st.t), st.body),
        para(st, AID["score_pad"], st.small, pad=st.t(pad.title)),
    ], st)


def rulings(width: float, st: Styles) -> list[Flowable]:
    """The one rulings box: every ruling the aid marked, built last so that it knows them all, run
    on in one paragraph (the aid marks some thirty, and page 2 has room for them only so)."""
    return rulings_box(t.RULING, st, t.message_values(st.t), compact=True)


# --------------------------------------------------------------------------------------------
# The two pages

#: The sections in reading order from the top of page 1: page 1 holds as many as fit whole, and
#: the next one begins at its foot and runs on at the top of page 2 (papers and languages differ
#: in height, so the page break falls where the text reaches it); the rest go on page 2, under the
#: bonus actions, with page 2's own sections. The rulings box closes page 2.
SEQUENCE: tuple[Part, ...] = (setup, your_turn, paying, the_round, configurations, studying, bonus_cards, game_end)
PAGE_TWO: tuple[Part, ...] = (final_score,)


def _build(paper: Paper, st: Styles, fit: tuple[int, float], page_two: bool = True) -> list[Page]:
    """The two pages (only the first without ``page_two``): ``fit`` says how many sections of
    :data:`SEQUENCE` page 1 holds whole, and the room (in points) left at its foot, where the next
    one begins if its heading and a part of its body fit, to run on at the top of page 2 under
    its heading marked as continued. Built in reading order, so that the rulings box, built last,
    lists the marks in the order they are printed."""
    whole, room = fit
    w, full = paper.column_width, paper.body_width
    top1 = turn_banner(full, st)
    body1 = [f for s in SEQUENCE[:whole] for f in s(w, st)]
    rest = list(SEQUENCE[whole:])
    body2: list[Flowable] = []
    later: list[str] = []       # marks of the section that runs on, printed on page 2 only
    if page_two and rest and room > 0:
        marks = st.t.marks      # type: ignore[attr-defined]
        known = len(marks)
        (first,) = rest.pop(0)(w, st)
        pieces = first.split(w, room - first.getSpaceBefore() - 1)
        if len(pieces) > 1 and isinstance(pieces[-1], Section):
            body1 += pieces[:-1]
            body2.append(pieces[-1])
            shown = _plain(pieces[:-1])
            later = [k for k in marks[known:] if f"{RULING_MARK}{k}" not in shown]
            marks[known:] = [k for k in marks[known:] if k not in later]
        else:
            body2.append(first)
            later, marks[known:] = marks[known:], []
    if not page_two:
        return [Page(top=top1, body=body1)]
    top2 = bonus_actions(full, st)
    st.t.marks += [k for k in later if k not in st.t.marks]     # type: ignore[attr-defined]
    body2 += [f for s in (*rest, *PAGE_TWO) for f in s(w, st)]
    body2 += rulings(w, st)
    return [Page(top=top1, body=body1), Page(top=top2, body=body2)]


def _plain(flowables: list[Flowable]) -> str:
    """The words of paragraphs (also inside sections, kept-together parts and table cells), for
    finding the marks they print."""
    out = []
    for f in flowables:
        if isinstance(f, Paragraph):
            out.append(f.getPlainText())
        inner = [*getattr(f, "parts", ()), *([f.heading, *f.body] if isinstance(f, Section) else [])]
        inner += [c for row in getattr(f, "_cellvalues", ()) for c in row if isinstance(c, Flowable)]
        out.append(_plain(inner))
    return " ".join(out)


#: What page 1 holds, by paper and language (see :func:`page_one_fit`).
_FIT: dict[tuple[Paper, str, int], tuple[int, float]] = {}


def _fits(paper: Paper, st: Styles, whole: int, fill: list[FrameUse] | None = None) -> bool:
    """Whether page 1 with the first ``whole`` sections stays one page."""
    page1 = _build(paper, st, (whole, 0.0), page_two=False)[0]
    try:
        return page_count(render([page1], INFO, paper, COLOUR, st.t, fill=fill)) == 1
    except LayoutError:   # what runs over cannot even be laid out on a second page 1
        return False


def page_one_fit(paper: Paper, st: Styles) -> tuple[int, float]:
    """How many sections of :data:`SEQUENCE` page 1 holds whole on ``paper`` in ``st``'s language
    (the most that leave it one page; setup at least), and the room left at the foot of its last
    column, in points.

    The sections' heights give a first guess (the two columns' room, less what breaking between
    columns wastes); laying page 1 out settles it, usually in two tries. Done once per paper and
    language (the edition changes no size), with styles of its own, so that no ruling mark is
    counted twice.
    """
    key = (paper, st.t.lang, id(st.t._catalog))  # type: ignore[attr-defined]
    if key not in _FIT:
        w, full = paper.column_width, paper.body_width
        top_h = sum(f.wrap(full, paper.body_height)[1] for f in turn_banner(full, st)) + 2
        column = paper.body_height - min(top_h, paper.body_height - 100) - 4
        scratch = make_styles(COLOUR, st.t)
        heights = [sum(f.wrap(w, 10_000)[1] + f.getSpaceBefore() for f in part(w, scratch)) for part in SEQUENCE]
        guess = max(1, sum(1 for n in range(1, len(SEQUENCE) + 1) if sum(heights[:n]) <= 2 * column))
        fills: dict[int, list[FrameUse]] = {}

        def fits(n: int) -> bool:
            fills[n] = []
            return _fits(paper, make_styles(COLOUR, st.t), n, fills[n])

        whole = guess
        if fits(whole):
            while whole < len(SEQUENCE) and fits(whole + 1):
                whole += 1
        else:
            while whole > 1 and not fits(whole - 1):
                whole -= 1
            whole = max(1, whole - 1)
        room = 0.0
        if whole < len(SEQUENCE) and (whole in fills and fills[whole] or fits(whole)):
            room = fills[whole][-1].empty * column
        _FIT[key] = (whole, room)
    return _FIT[key]


def pages(paper: Paper, st: Styles) -> list[Page]:
    """Page 1: the choice of action, setup, the turn, the round and the sky; page 2: the bonus
    actions, studying, the planets' cards, the end, the score and the rulings."""
    say(st, INFO.subtitle)   # the header's marks are the first the aid prints (the furniture draws them)
    return _build(paper, st, page_one_fit(paper, st))
