"""Fit a document to its pages: the largest type that fits them, and columns that end together.

A document declares its :class:`Plan`: the top block of each page (a banner, a table across the
page) and its sections in reading order, each a function of the width it fills and the
edition's styles. :func:`fitted` lays the plan out at the largest body size of :data:`SIZES` at
which

- the sections fill the document's pages in order, every column holding what fits it,
- a page's columns end within :data:`SPREAD` of each other (a short column takes a little air
  between its sections, :data:`MAX_AIR` at most, to end with the page's tallest),
- every section stands whole in one column: a rule block a player finds in one place, its
  heading never at a column's foot, its table never split.

Only where no size keeps every section whole does a section break between two of its items
(never inside a paragraph or a table), the next column opening with its heading, continued: a
section declared ``divisible`` (a list of entries that each stand alone, like the common cards)
first, any other only if that is not enough. Empty space goes to type size, not to the margin.

The rulings key (``Plan.key``) is built last, when the document has shown every mark it lists,
and stands across the foot of the last page: always the same place. A plan may offer the key in
several forms, the easiest to read first (entries one a line, then run on); the first that lets
the columns end together is printed.

Measured as reportlab lays out a frame: a flowable's space before is dropped at a column's
top, and the last one's space after needs no room.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from reportlab.platypus import Flowable, FrameBreak, KeepTogether, Spacer

from playaid.generator.pdf.layout import (
    TEXT_PT,
    DocumentInfo,
    Page,
    Paper,
    Styles,
    column_heights,
    make_styles,
    whispered,
)
from playaid.generator.pdf.marks import MarkedText
from playaid.rules.text import Text
from playaid.generator.pdf.skeleton import Section

#: A section, or a page's top block: the flowables for a width, in an edition's styles.
Part = Callable[[float, Styles], list[Flowable]]

MM: Final = 72 / 25.4
#: The body sizes a document may be set in, from the least (the reading floor) up.
SIZES: Final = tuple(TEXT_PT + 0.25 * i for i in range(9))          # 9 to 11 pt
#: How far apart a page's columns may end, as measured here (the standard is 30 mm of ink; the
#: measure here is the stricter, so it keeps a little margin).
SPREAD: Final = 28.5 * MM
#: Room a column keeps free against rounding between this measure and the layout's.
SLACK: Final = 1.0
#: The most air a short column may add between two of its sections to end with its page's tallest.
MAX_AIR: Final = 12.0
#: What a break inside a section costs: one that is a list of entries, and any other (a rule block).
DIVISIBLE_BREAK: Final = 1
RULE_BREAK: Final = 10
#: How far sections may be broken, in the order the fit tries: none, the divisible ones, any.
WHOLE, LISTS, ANY = 0, 1, 2


@dataclass(frozen=True)
class Plan:
    """A document's pages: each page's top block (``None`` for none), the sections in reading
    order, the pages a section must stand on (a section and its first and last page allowed,
    1-based: a worked duel on the page of the duel's flowchart), the forms of the rulings key,
    and how the document changes its styles (e.g. a tighter heading band) once they are sized."""

    tops: tuple[Part | None, ...]
    parts: tuple[Part, ...]
    on: Mapping[Part, tuple[int, int]] = field(default_factory=dict)
    key: tuple[Part, ...] = ()
    styles: Callable[[Styles], Styles] | None = None
    sizes: tuple[float, ...] = SIZES

    def __post_init__(self) -> None:
        if not self.tops:
            raise ValueError("a plan has at least one page")
        for part, (first, last) in self.on.items():
            if part not in self.parts or not 1 <= first <= last <= len(self.tops):
                raise ValueError(f"a section of the plan stands on pages 1 to {len(self.tops)}, not {first} to {last}")


@dataclass(frozen=True)
class Block:
    """What a column stacks: one section whole, or one piece of a section broken between its items.

    ``height`` is the flowables stacked (without the first one's space before and the last one's
    space after, ``before`` and ``after``). A piece after the first (``piece`` > 0) adds ``lead``,
    its section's heading marked as continued, where it opens a column, and breaking the section
    before it costs ``cost``."""

    flowables: list[Flowable]
    height: float
    before: float
    after: float
    part: int = -1
    section: Section | None = None
    piece: int = 0
    lead: float = 0.0
    cost: int = 0


@dataclass(frozen=True)
class Layout:
    """A plan laid out at one size: the blocks of each column, in order; how far apart the columns
    of the worst page end (``None``: the blocks do not fit the pages); what its breaks inside
    sections cost (0: every section whole)."""

    size: float
    columns: list[list[Block]]
    spread: float | None
    cost: int = 0
    airs: list[float] = field(default_factory=list)

    @property
    def good(self) -> bool:
        """Whether the columns of every page end within :data:`SPREAD` of each other."""
        return self.spread is not None and self.spread <= SPREAD


def stacked(flowables: Sequence[Flowable], width: float) -> tuple[float, float, float]:
    """How tall ``flowables`` stand one under the other in a column ``width`` wide (without the first
    one's space before and the last one's space after), and those two spaces."""
    flat: list[Flowable] = []
    for f in flowables:
        flat.extend(f._content if isinstance(f, KeepTogether) else [f])
    if not flat:
        return 0.0, 0.0, 0.0
    whispered(flat)
    height = 0.0
    for i, f in enumerate(flat):
        _, h = f.wrap(width, 10_000)
        height += h + (f.getSpaceBefore() if i else 0.0) + (f.getSpaceAfter() if i < len(flat) - 1 else 0.0)
    return height, flat[0].getSpaceBefore(), flat[-1].getSpaceAfter()


def measure(flowables: Sequence[Flowable], width: float, part: int = -1) -> Block:
    """One section (or any run of flowables) as one block."""
    height, before, after = stacked(flowables, width)
    return Block(list(flowables), height, before, after, part)


def pieces(flowables: Sequence[Flowable], width: float, part: int, breaks: int) -> list[Block]:
    """A part as blocks: whole, or (when ``breaks`` allows its kind) its section's heading with
    the first item, then each further item, a spacer kept with the item after it."""
    whole = measure(flowables, width, part)
    if len(flowables) != 1 or not isinstance(flowables[0], Section):
        return [whole]
    section = flowables[0]
    divisible = getattr(section, "divisible", False)
    if breaks == WHOLE or (breaks == LISTS and not divisible):
        return [whole]
    items: list[list[Flowable]] = []
    waiting: list[Flowable] = []
    for f in section.body:
        waiting.append(f)
        if not isinstance(f, Spacer):
            items.append(waiting)
            waiting = []
    if waiting and items:
        items[-1].extend(waiting)
    if len(items) < 2:
        return [whole]
    lead_h, _, _ = stacked([section.continued], width)
    lead = lead_h + section.continued.getSpaceAfter()
    cost = DIVISIBLE_BREAK if divisible else RULE_BREAK
    out = []
    for k, item in enumerate(items):
        run = [section.heading, *item] if k == 0 else item
        h, before, after = stacked(run, width)
        out.append(Block(item, h, before, after, part, section, k, lead if k else 0.0, cost if k else 0))
    return out


def column_height(blocks: Sequence[Block]) -> float:
    """How tall a run of blocks stands in a column, from its top (a piece that opens the column
    under its section's heading, continued)."""
    total = 0.0
    for i, b in enumerate(blocks):
        total += b.height + (blocks[i - 1].after + b.before if i else b.lead)
    return total


def units(column: Sequence[Block]) -> int:
    """How many sections a column holds (the pieces of one broken section count once)."""
    return sum(1 for i, b in enumerate(column) if b.section is None or i == 0 or column[i - 1].section is not b.section)


def air(blocks: int, short: float) -> float:
    """The air a column of ``blocks`` sections ``short`` of its page's tallest adds between them."""
    return min(short, MAX_AIR * max(0, blocks - 1))


def sized(plan: Plan, st: Styles, size: float) -> Styles:
    """The edition's styles at body ``size``, in a fresh language (it records the marks anew)."""
    fresh = make_styles(st.theme, st.t, size)
    return plan.styles(fresh) if plan.styles else fresh


def build(plan: Plan, paper: Paper, st: Styles, info: DocumentInfo | None,
          breaks: int = WHOLE) -> tuple[list[list[Flowable]], list[Block], list[list[Flowable]]]:
    """Every page's top block, every section's blocks, and each form of the rulings key, built in
    reading order (the page header's marks first, the key last)."""
    if info is not None and info.subtitle:
        info.show(info.subtitle, st.t)         # the header prints its marks before anything else
    tops = [top(paper.body_width, st) if top else [] for top in plan.tops]
    for top_block in tops:                      # a block across the page: whole where it is measured
        for f in top_block:
            if isinstance(f, Section):
                f.whole = True
    width = paper.column_width
    blocks: list[Block] = []
    for i, part in enumerate(plan.parts):
        made = part(width, st)
        for f in made:                          # every rule block whole, unless broken here
            if isinstance(f, Section):
                f.whole = True
        blocks += pieces(made, width, i, breaks)
    keys = [key(paper.body_width, st) for key in plan.key]
    return tops, blocks, keys


@dataclass(frozen=True)
class PageFit:
    """One page's columns, how far apart they end, what their breaks cost, and the air each column
    takes between its sections."""

    columns: list[list[Block]]
    spread: float
    cost: int
    airs: list[float]


def fit_page(blocks: Sequence[Block], caps: Sequence[float]) -> PageFit | None:
    """The best split of one page's blocks into its columns (each holding what fits it): the columns
    ending closest together once short ones take their air, with the cheapest breaks."""
    n, count = len(blocks), len(caps)
    if n == 0:                                  # a page of its top and foot blocks only
        return PageFit([[] for _ in caps], 0.0, 0, [0.0 for _ in caps])
    best: tuple[tuple[float, ...], PageFit] | None = None
    cuts_options = itertools.combinations(range(1, n), count - 1) if n >= count else [tuple(range(1, n))]
    for cuts in cuts_options:
        bounds = (0, *cuts, n)
        columns = [list(blocks[bounds[c]:bounds[c + 1]]) for c in range(len(bounds) - 1)]
        columns += [[] for _ in range(count - len(columns))]
        heights = [column_height(col) for col in columns]
        if any(h > cap for h, cap in zip(heights, caps)):
            continue
        tallest = max(heights)
        # A short column takes air to end with the tallest, never more than its own room; then, if
        # every column still has room for it, all of them take the same air more, to end lower.
        airs = [air(units(col), min(tallest - h, cap - h)) for h, col, cap in zip(heights, columns, caps)]
        more = min((air(units(col), cap - h) - a for h, a, col, cap in zip(heights, airs, columns, caps)),
                   default=0.0)
        airs = [a + max(0.0, more) for a in airs]
        spread = max(h + a for h, a in zip(heights, airs)) - min(h + a for h, a in zip(heights, airs))
        cost = sum(col[0].cost for col in columns if col)
        score = (spread > SPREAD, cost, spread)
        if best is None or score < best[0]:
            best = (score, PageFit(columns, spread, cost, airs))
    return best[1] if best else None


def on_page(allowed: Mapping[int, tuple[int, int]], blocks: Sequence[Block], page: int) -> bool:
    """Whether every block may stand on ``page`` (``allowed``: the pages of the parts that say)."""
    for b in blocks:
        first, last = allowed.get(b.part, (1, page))
        if not first <= page <= last:
            return False
    return True


def arrange(plan: Plan, paper: Paper, tops: list[list[Flowable]], blocks: list[Block],
            foot: Sequence[Flowable] = ()) -> tuple[list[list[Block]], float | None, int, list[float]]:
    """The blocks split into the pages and their columns in order, each column holding what fits it
    (the last page's columns stand on ``foot``), so that the worst page's columns end as close
    together as they can with the cheapest breaks inside sections, and the air each column takes;
    the spread is ``None`` when nothing fits."""
    last = len(tops) - 1
    caps = [[h - SLACK for h in column_heights(n, top, paper, foot if n == last else ())] for n, top in enumerate(tops)]
    allowed = {plan.parts.index(part): pages for part, pages in plan.on.items()}
    n = len(blocks)
    best: tuple[tuple[float, ...], list[list[Block]], float, int, list[float]] | None = None
    # A page break falls between two blocks, or after the last: a last page may hold its top and
    # foot blocks only (the rulings key on the back of a sheet).
    for breaks in itertools.combinations(range(1, n + 1), len(tops) - 1):
        bounds = (0, *breaks, n)
        if allowed and not all(on_page(allowed, blocks[bounds[p]:bounds[p + 1]], p + 1) for p in range(len(tops))):
            continue
        fits = []
        for p in range(len(tops)):
            page = fit_page(blocks[bounds[p]:bounds[p + 1]], caps[p])
            if page is None:
                break
            fits.append(page)
        else:
            spread = max(f.spread for f in fits)
            cost = sum(f.cost for f in fits) + sum(blocks[b].cost for b in breaks if b < n)
            score = (spread > SPREAD, cost, spread, sum(f.spread for f in fits))
            if best is None or score < best[0]:
                best = (score, [col for f in fits for col in f.columns], spread, cost, [a for f in fits for a in f.airs])
    if best is None:
        return [], None, 0, []
    return best[1], best[2], best[3], best[4]


Attempt = tuple[Layout, list[list[Flowable]], list[Flowable], Styles]


def attempt(plan: Plan, paper: Paper, st: Styles, size: float, info: DocumentInfo | None,
            breaks: int = WHOLE) -> Attempt:
    """The plan built and arranged at ``size``, breaking sections as far as ``breaks`` allows, with
    the form of the key it takes (the first that lets the columns end together, else the one they
    come closest with) and the styles it was built in."""
    styles = sized(plan, st, size)
    tops, blocks, keys = build(plan, paper, styles, info, breaks)
    tried: list[tuple[Layout, list[Flowable]]] = []
    for foot in keys or [[]]:
        columns, spread, cost, airs = arrange(plan, paper, tops, blocks, foot)
        tried.append((Layout(size, columns, spread, cost, airs), foot))
        if tried[-1][0].good:
            break
    else:
        fits = [lf for lf in tried if lf[0].spread is not None]
        tried.append(min(fits, key=lambda lf: (lf[0].cost, lf[0].spread or 0.0)) if fits else tried[0])
    layout, foot = tried[-1]
    return layout, tops, foot, styles


#: The size and the breaks each document was fitted with, by document, paper, language and
#: catalog: the colour and the black-and-white editions share them, so the second is laid out once.
_FIT: dict[tuple[str, Paper, str, int], tuple[float, int]] = {}


def fitted(plan: Plan, paper: Paper, st: Styles, info: DocumentInfo | None = None) -> list[Page]:
    """The pages of ``plan`` on ``paper``, at the largest size of ``plan.sizes`` whose columns end
    within :data:`SPREAD` of each other with every section whole (else with the fewest breaks
    inside sections, else the size they come closest at), each column broken where the plan ends
    it. The marks the document printed are left in ``st.t``."""
    key = (info.name if info else "", paper, st.t.lang, id(getattr(st.t, "_catalog", None)))
    if key in _FIT:
        size, breaks = _FIT[key]
        made = attempt(plan, paper, st, size, info, breaks)
    else:
        size, breaks, made = choose(plan, paper, st, info)
        _FIT[key] = (size, breaks)
    layout, tops, foot, used = made
    if layout.spread is None:
        return flowed(plan, paper, st, info)
    if isinstance(st.t, MarkedText) and isinstance(used.t, MarkedText):
        st.t.marks[:] = used.t.marks
    return pages(tops, layout.columns, foot, layout.airs)


def flowed(plan: Plan, paper: Paper, st: Styles, info: DocumentInfo | None) -> list[Page]:
    """The plan when it fits its pages at no size, even with its sections broken (only a language
    far wider than any edition's, such as a test's capitals): set at the floor size and flowed from
    column to column and onto as many pages as it takes, each section free to split, the rulings
    key last. No edition is printed so; its own checks (tests/test_pdf_fit.py) say so."""
    styles = sized(plan, st, plan.sizes[0])
    if info is not None and info.subtitle:
        info.show(info.subtitle, styles.t)
    heads = [top(paper.body_width, styles) if top else [] for top in plan.tops]
    out = [Page(top=heads[0], body=[f for part in plan.parts for f in part(paper.column_width, styles)])]
    out += [Page(top=head, body=[]) for head in heads[1:]]    # the later pages' own blocks, after
    for key in plan.key[:1]:
        out[-1].body.extend(key(paper.column_width, styles))
    if isinstance(st.t, MarkedText) and isinstance(styles.t, MarkedText):
        st.t.marks[:] = styles.t.marks
    return out


def fitted_size(info: DocumentInfo, paper: Paper, t: Text) -> float | None:
    """The body size ``info``'s document was fitted at on ``paper`` in ``t``'s language, in this
    process (``None`` before it was): what a reader of the page needs to know to measure it."""
    found = _FIT.get((info.name, paper, t.lang, id(getattr(t, "_catalog", None))))
    return found[0] if found else None


def choose(plan: Plan, paper: Paper, st: Styles, info: DocumentInfo | None) -> tuple[float, int, Attempt]:
    """The largest size at which the plan fits with its columns ending together, the fewest breaks
    inside sections it needs for that, and the plan laid out so.

    Every section whole comes first: the largest size whose columns end within :data:`SPREAD`;
    only then the same with the divisible sections broken, then any.
    How close columns end does not follow the size (a section moves on whole), so the sizes are
    tried from the largest down, every other one, and the one above the first that fits last."""
    sizes = plan.sizes
    for breaks in (WHOLE, LISTS, ANY):
        tried: dict[float, Attempt] = {}

        def made(size: float) -> Attempt:
            if size not in tried:
                tried[size] = attempt(plan, paper, st, size, info, breaks)
            return tried[size]

        smallest = made(sizes[0])[0]
        if smallest.spread is None:
            continue
        least = smallest.cost        # the fewest breaks any size needs: the smallest size's

        def good(i: int) -> bool:
            layout = made(sizes[i])[0]
            return layout.good and layout.cost <= least

        coarse = list(range(len(sizes) - 1, -1, -2))
        found = next((i for i in coarse if good(i)), None)
        if found is None and len(sizes) % 2 == 0 and good(0):
            found = 0
        if found is None:
            continue
        if found + 1 < len(sizes) and good(found + 1):
            found += 1
        return sizes[found], breaks, tried[sizes[found]]
    return sizes[0], ANY, attempt(plan, paper, st, sizes[0], info, ANY)


def pages(tops: list[list[Flowable]], columns: list[list[Block]], foot: Sequence[Flowable] = (),
          airs: Sequence[float] = ()) -> list[Page]:
    """The pages, each column's blocks followed by a column break (none after a page's last), a
    short column's air between its sections, a broken section's pieces gathered under its heading
    (continued where a piece opens the column), the last page standing on ``foot``."""
    per_page = len(columns) // len(tops)
    out = []
    for n, top in enumerate(tops):
        body: list[Flowable] = []
        mine = columns[n * per_page:(n + 1) * per_page]
        for c, col in enumerate(mine):
            units = gathered(col)
            # A short column ends with the tallest: a little air between its sections (MAX_AIR at most).
            room = airs[n * per_page + c] if airs else 0.0
            gap = room / max(1, len(units) - 1)
            for i, unit in enumerate(units):
                if i and gap > 0.5:
                    body.append(Spacer(1, gap))
                body += unit
            if c < len(mine) - 1 and any(mine[c + 1:]):
                body.append(FrameBreak())
        out.append(Page(top=top, body=body, foot=foot if n == len(tops) - 1 else ()))
    return out


def gathered(column: Sequence[Block]) -> list[list[Flowable]]:
    """A column's blocks as the flowables of each section it holds: whole sections as they are, the
    pieces of a broken one as one section under its heading (or the heading continued)."""
    units: list[list[Flowable]] = []
    i = 0
    while i < len(column):
        b = column[i]
        if b.section is None:
            units.append(b.flowables)
            i += 1
            continue
        run = [b]
        while i + len(run) < len(column) and column[i + len(run)].section is b.section:
            run.append(column[i + len(run)])
        heading = b.section.heading if b.piece == 0 else b.section.continued
        body = [f for piece in run for f in piece.flowables]
        units.append([Section(heading, body, b.section.continued, whole=True, divisible=b.section.divisible)])
        i += len(run)
    return units


__all__ = ["ANY", "LISTS", "SIZES", "SPREAD", "WHOLE", "Block", "Layout", "Part", "Plan", "arrange",
           "column_height", "fitted", "fitted_size", "measure"]
