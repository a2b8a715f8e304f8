"""Reading a score pad back off its PDF, as a player reads it: its rows' words, top to bottom.

A pad grid's label cells all start at the left edge of the page's body (plus the cell's padding),
so the lines that start there, top to bottom, are the pad's labels and the rules beside them, as
a player reads down the page. :func:`labels` joins them into one text; :func:`rows_in_order`
finds each pad row's words in it, in order, which is how the tests map the printed rows to the
score sheet's fields (through the game's ``PadField`` rows, the data the pad is drawn from).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from playaid.generator.pdf import PAPERS
from playaid.rules.game import PadField
from playaid.rules.text import Text, plain
from tests.conftest import Chunk, PdfText

#: The text of a typed score sheet: a JSON brace, bracket or quoted key, a calculator's key
#: (``swords_kept``), a JSON literal, or the command that reads a sheet.
JSON_ON_PAPER = re.compile(r'[{}\[\]"]|\b[a-z]+_[a-z_]+\b|\btrue\b|\bfalse\b|\bnull\b|playaid score')
#: A printed card's English name in brackets, beside its name in another language: not JSON.
_CARD_NAME = re.compile(r"\[[A-Z][^\[\]{}\"]*\]")


def too_low_to_write_in(table, rows) -> list:
    """The rows of a pad's grid ``table`` (``rows``: the rows its module declared, in order) whose
    writing cells are lower than a pencil needs (:data:`~playaid.generator.pdf.pad.WRITE`);
    headings aside."""
    from playaid.generator.pdf.pad import HEADINGS, WRITE

    return [row for height, row in zip(table._argH, rows) if row.kind not in HEADINGS and height < WRITE - 1e-6]


def json_on_paper(text: str) -> str | None:
    """The first piece of a typed score sheet ``text`` prints, if any (:data:`JSON_ON_PAPER`)."""
    found = JSON_ON_PAPER.search(_CARD_NAME.sub(" ", text))
    return found[0] if found else None


def lines(chunks: Iterable[Chunk], left: float, right: float | None = None) -> list[tuple[float, str]]:
    """The lines of text whose first chunk starts within ``left`` .. ``right`` points from the
    page's left edge, top to bottom: ``(y, text)``, the chunks of one line joined in x order."""
    by_y: dict[float, list[Chunk]] = {}
    for c in chunks:
        by_y.setdefault(round(c.y, 1), []).append(c)
    out = []
    for y in sorted(by_y, reverse=True):
        row = sorted(by_y[y], key=lambda c: c.x)
        if left <= row[0].x <= (right if right is not None else left + 1.5):
            out.append((y, " ".join(c.text.strip() for c in row if c.text.strip())))
    return out


def labels(doc: PdfText, paper: str, padding: float = 3.0, page: int = 0) -> list[tuple[float, str]]:
    """The label column's lines (those starting at the body's left edge plus a cell's padding)."""
    x = PAPERS[paper].margin + padding
    return lines(doc.chunks[page], x - 0.6, x + 0.6)


def joined(found: Sequence[tuple[float, str]]) -> str:
    return " ".join(" ".join(text for _, text in found).split())


def shown(t: Text, message, **values) -> str:
    """A message as a pad prints it: in its language, filled in, markup dropped, spaces folded."""
    return " ".join(plain(t(message, **values)).split())


def rows_in_order(text: str, fields: Sequence[PadField], t: Text, **values) -> list[tuple[str, int]]:
    """Each pad field's row words found in ``text`` (the label column, read down the page), in the
    fields' order: ``(field, where)``; a row that is missing or out of order fails."""
    found, at = [], 0
    for f in fields:
        words = shown(t, f.row, **values)
        where = text.find(words, at)
        assert where >= 0, f"the pad's row {words!r} (field {f.field}) is not where it belongs, after {text[:at][-80:]!r}"
        found.append((f.field, where))
        at = where + len(words)
    return found


def between(text: str, start: str, end: str | None = None) -> str:
    """The text from ``start`` to ``end`` (or the end)."""
    i = text.index(start) + len(start)
    return text[i:text.index(end, i) if end else len(text)]


def numbers(text: str) -> list[int]:
    """The whole numbers a printed rule names, signs read (a true minus sign too)."""
    return [int(n.replace("\u2212", "-")) for n in re.findall(r"[+\u2212-]?\d+", text)]
