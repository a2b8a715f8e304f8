"""The King's Challenge's final comparison: your VP against le Roy's, the margin and its band.

There are no players to rank (you play against le Roy, not beside anyone), so there is no
tie-break chain: the margin alone (your VP minus his, lines 94-96) picks the rating band.

>>> from playaid.rules.troyes.score import score_sheet
>>> result = score_sheet({"player_vp": 71, "le_roy_vp": 60})
>>> result.margin, result.band.rating
(11, Rating.RESPECTABLE)
"""

from __future__ import annotations

from dataclasses import dataclass

from playaid.rules.errors import Check, InvalidNotation
from playaid.rules.shared import short
from playaid.rules.text import ENGLISH
from playaid.rules.troyes.data import BANDS, GAME, MAX_VP, Band
from playaid.rules.troyes.play import band, won
from playaid.rules.troyes.text import verdict

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from playaid.rules.text import Text

__all__ = ["ChallengeScore", "score_sheet", "SHEET_FIELDS", "EXAMPLE_SHEET"]

#: The fields of a score sheet, in order: your final VP, then le Roy's.
SHEET_FIELDS = ("player_vp", "le_roy_vp")
#: A sheet as an example (the score pad prints it; ``playaid score --help`` shows the same one).
EXAMPLE_SHEET = {"player_vp": 71, "le_roy_vp": 60}


@dataclass(frozen=True, slots=True)
class ChallengeScore:
    """The King's Challenge result: your VP, le Roy's, the margin and its band."""

    player_vp: int
    le_roy_vp: int

    @property
    def margin(self) -> int:
        return self.player_vp - self.le_roy_vp

    @property
    def band(self) -> Band:
        return band(self.margin)

    @property
    def won(self) -> bool:
        """True when the band spares your head (†W6)."""
        return won(self.margin)

    @property
    def rulings(self) -> tuple[str, ...]:
        """The rulings the result relies on: †R1 when it places a margin that two printed bands
        share (or that none holds), and †W6, which says whether it is a win.

        >>> ChallengeScore(60, 60).rulings, ChallengeScore(71, 60).rulings
        (('R1', 'W6'), ('W6',))
        """
        printed_in = sum(b.printed_holds(self.margin) for b in BANDS)
        return ("R1", "W6") if printed_in != 1 else ("W6",)

    def to_dict(self) -> dict[str, Any]:
        """The result as JSON data: ``won`` under ruling †W6; ``rulings`` lists the keys of the
        playaid rulings it relied on."""
        b = self.band
        return {"game": GAME, "player_vp": self.player_vp, "le_roy_vp": self.le_roy_vp,
                "margin": self.margin, "band": [b.low, b.high], "rating": b.rating.value, "verdict": verdict(b),
                "won": self.won, "rulings": list(self.rulings)}


def score_sheet(data: Any, lang: Text = ENGLISH) -> ChallengeScore:
    """Read ``{"player_vp": n, "le_roy_vp": n}`` and compare. A score is 0 to :data:`MAX_VP`
    VP (†V2). Every fault is named at once (the sheet holds numbers only, so ``lang`` changes
    nothing it reads).

    >>> score_sheet({"player_vp": 71, "le_roy_vp": 60}).band.low
    11
    """
    if not isinstance(data, dict):
        raise InvalidNotation("troyes.sheet_shape", example='{"player_vp": n, "le_roy_vp": n}')
    check = Check()
    for field in sorted(set(data) - set(SHEET_FIELDS), key=str):
        check.add(InvalidNotation("shared.unknown_field", field=short(field), fields=", ".join(SHEET_FIELDS)))
    values = []
    for key in SHEET_FIELDS:
        if key not in data:
            check.add(InvalidNotation("troyes.sheet_needs", field=repr(key)))
            continue
        v = data[key]
        if isinstance(v, bool) or not isinstance(v, int):
            check.add(InvalidNotation("shared.whole_number", field=key, value=short(v)))
        elif not 0 <= v <= MAX_VP:
            check.add(InvalidNotation("troyes.vp_range", field=key, value=short(v), most=MAX_VP))
        values.append(v)
    check.done()
    return ChallengeScore(*values)
