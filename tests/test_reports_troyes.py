"""``playaid score troyes``: the final comparison, every word from the Troyes text source."""

from __future__ import annotations

import io
import json

import pytest

from playaid.generator.cli import main
from playaid.generator.reports import troyes as report
from playaid.rules import troyes as tr


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("you, him", [(71, 60), (60, 60), (80, 60), (10, 160), (0, tr.MAX_VP)])
def test_the_report_gives_each_score_on_its_own_line_and_the_band(you, him):
    code, out, err = run("score", "troyes", "-", stdin=json.dumps({"player_vp": you, "le_roy_vp": him}))
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0] == "Troyes, The King's Challenge \u2014 final comparison"
    assert lines[2].split() == ["you", str(you), "VP"] and lines[3].split() == ["le", "Roy", str(him), "VP"]
    assert lines[4].split() == ["margin", f"{you - him:+d}"]
    assert lines[-2] == tr.rating_line(you - him)
    assert tr.verdict(tr.band(you - him)) in lines[-2]
    assert lines[-1] == tr.outcome_line(you - him)


def test_a_margin_two_bands_print_is_ruled_in_the_report():
    out = run("score", "troyes", "-", stdin='{"player_vp": 70, "le_roy_vp": 50}')[1]
    assert "a margin of 20 is printed in two bands; it counts in 16 to 20, \u2020R1" in out


def test_json_gives_the_band_its_rating_and_verdict():
    data = json.loads(run("score", "troyes", "-", "--json", stdin='{"player_vp": 71, "le_roy_vp": 60}')[1])
    assert data == {"game": "troyes", "player_vp": 71, "le_roy_vp": 60, "margin": 11, "band": [11, 15],
                    "rating": "respectable", "verdict": "Respectable: you are making a name for yourself.",
                    "won": True, "rulings": ["W6"]}


def test_json_says_when_ruling_r1_placed_the_band():
    for sheet, rulings in (('{"player_vp": 60, "le_roy_vp": 60}', ["R1", "W6"]),
                           ('{"player_vp": 70, "le_roy_vp": 50}', ["R1", "W6"]),
                           ('{"player_vp": 0, "le_roy_vp": 101}', ["R1", "W6"]),
                           ('{"player_vp": 71, "le_roy_vp": 60}', ["W6"])):
        data = json.loads(run("score", "troyes", "-", "--json", stdin=sheet)[1])
        assert data["rulings"] == rulings, sheet


def test_a_margin_ahead_but_beheaded_is_not_a_win_in_the_report_and_its_json():
    """Ruling W6, said in the same sentence as the history says it."""
    out = run("score", "troyes", "-", stdin='{"player_vp": 78, "le_roy_vp": 60}')[1]
    rule = tr.win_rule()
    assert out.splitlines()[-1] == f"Not a win. {rule}" and "(\u2020W6)" in rule
    assert "spares your head: 6 to 10, 11 to 15 and 21 or more" in rule
    data = json.loads(run("score", "troyes", "-", "--json", stdin='{"player_vp": 78, "le_roy_vp": 60}')[1])
    assert data["margin"] == 18 and data["won"] is False
    out = run("score", "troyes", "-", stdin='{"player_vp": 68, "le_roy_vp": 60}')[1]
    assert out.splitlines()[-1] == f"A win. {rule}"


def test_the_report_speaks_the_language_it_is_given():
    from tests.test_troyes_text import MARKED

    text = report.render(tr.score_sheet({"player_vp": 71, "le_roy_vp": 60}), MARKED)
    assert text.startswith("\u00bbTroyes, \u00bbThe King's Challenge")
    assert "\u00bbyou" in text and "\u00bbRating band \u00bb11 to 15: \u00bbRespectable" in text
