"""playaid.rules.troyes.score: the final comparison read from a score sheet."""

from __future__ import annotations

import pytest

from playaid.rules import troyes as tr
from playaid.rules.errors import RulesError


def test_score_sheet():
    r = tr.score_sheet({"player_vp": 70, "le_roy_vp": 50})
    assert r.to_dict() == {"game": "troyes", "player_vp": 70, "le_roy_vp": 50, "margin": 20,
                           "band": [16, 20], "rating": "uneasy", "verdict": tr.verdict(r.band), "won": False,
                           "rulings": ["R1", "W6"]}
    assert tr.score_sheet({"player_vp": 80, "le_roy_vp": 50}).to_dict()["band"] == [20, None]


@pytest.mark.parametrize("you, him, rulings", [(60, 60, ["R1", "W6"]), (70, 50, ["R1", "W6"]), (0, 150, ["R1", "W6"]),
                                              (71, 60, ["W6"]), (81, 60, ["W6"]), (10, 110, ["W6"])])
def test_the_result_says_when_ruling_r1_placed_the_band(you, him, rulings):
    """A margin of 0 or 20 is printed in two bands, one below -100 in none: †R1 places it, and the
    result says so, as the report's band note does; †W6 always says whether it is a win."""
    result = tr.score_sheet({"player_vp": you, "le_roy_vp": him})
    assert result.rulings == tuple(rulings) and result.to_dict()["rulings"] == rulings
    assert ("R1" in rulings) == bool(tr.band_note(result.margin))
    assert result.to_dict()["won"] is tr.won(result.margin)


@pytest.mark.parametrize("data, message", [
    ([], "must be an object"), ({"player_vp": 1}, "needs 'le_roy_vp'"), ({"player_vp": "1", "le_roy_vp": 2},
                                                                         "whole number"),
    ({"player_vp": 1.5, "le_roy_vp": 2}, "whole number"), ({"player_vp": True, "le_roy_vp": 2}, "whole number"),
    ({"player_vp": 10**20, "le_roy_vp": 2}, "not a Troyes score"), ({"player_vp": 1, "le_roy_vp": 2, "x": 1},
                                                                    "unknown field"),
    ({"player_vp": -1, "le_roy_vp": 2}, "0 to 999 VP"), ({"player_vp": 3, "le_roy_vp": -40}, "not a Troyes score"),
    ({"player_vp": 1000, "le_roy_vp": 2}, "0 to 999 VP"), ({"player_vp": 1, "le_roy_vp": 2, 3: 1}, "unknown field"),
])
def test_score_sheet_refusals(data, message):
    with pytest.raises(RulesError, match=message):
        tr.score_sheet(data)


# ------------------------------------------------------------------ reference data and rulings

def test_score_sheet_accepts_every_real_score():
    assert tr.score_sheet({"player_vp": 0, "le_roy_vp": tr.MAX_VP}).margin == -tr.MAX_VP
