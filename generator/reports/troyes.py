"""The terminal report of ``playaid score troyes``."""

from __future__ import annotations

from playaid.rules import troyes as tr

score_sheet = tr.score_sheet


def render(result: tr.FinalScore) -> str:
    b = result.band
    note = tr.band_note(result.margin)
    why = f" ({note})" if note else ""
    return (f"{tr.TITLE}, {tr.VARIANT} \N{EM DASH} final comparison\n\n"
            f"  you      {result.player_vp:>5} VP\n"
            f"  le Roy   {result.le_roy_vp:>5} VP\n"
            f"  margin   {result.margin:>+5}\n\n"
            f"Band {b.printed}{why}: {b.verdict}\n")
