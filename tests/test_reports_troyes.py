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
    assert lines[-1] == tr.rating_line(you - him)
    assert tr.verdict(tr.band(you - him)) in lines[-1]


def test_a_margin_two_bands_print_is_ruled_in_the_report():
    out = run("score", "troyes", "-", stdin='{"player_vp": 70, "le_roy_vp": 50}')[1]
    assert "a margin of 20 is printed in two bands; it counts in 16 to 20, \u2020R1" in out


def test_json_gives_the_band_its_rating_and_verdict():
    data = json.loads(run("score", "troyes", "-", "--json", stdin='{"player_vp": 71, "le_roy_vp": 60}')[1])
    assert data == {"game": "troyes", "player_vp": 71, "le_roy_vp": 60, "margin": 11, "band": [11, 15],
                    "rating": "respectable", "verdict": "Respectable: you are making a name for yourself."}


def test_the_report_speaks_the_language_it_is_given():
    from tests.test_troyes_text import MARKED

    text = report.render(tr.score_sheet({"player_vp": 71, "le_roy_vp": 60}), MARKED)
    assert text.startswith("\u00bbTroyes, \u00bbThe King's Challenge")
    assert "\u00bbyou" in text and "\u00bbRating band \u00bb11 to 15: \u00bbRespectable" in text
