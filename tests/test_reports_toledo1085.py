"""``playaid score toledo1085``: the report and its ``--json`` tell one story about each column."""

from __future__ import annotations

import io
import json

from playaid.generator.cli import main
from playaid.rules import toledo1085 as t
from playaid.rules.text import ENGLISH


def run(*argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(stdin))
    return code, out.getvalue(), err.getvalue()


def crowns(*religions):
    return [{"kind": "nobility", "religion": r.value, "prestige": 3} for r in religions]


SHEET = json.dumps({"players": [
    {"name": "Ana", "sectors": [crowns(*t.Religion)]},
    {"name": "Bo", "sectors": [[{"kind": "sector", "sector": "science", "religion": "islam", "prestige": 2},
                                *crowns(t.Religion.JUDAISM, t.Religion.CHRISTIANITY)]]},
]})


def test_a_nobility_only_column_with_three_religions_is_counted_alike_in_the_json_and_the_text():
    """Ruling C8: its religions are listed, yet neither the column record nor the player's count
    takes it for a column with all three religions; the text report says so beside the letters."""
    code, out, err = run("score", "toledo1085", "-", "--json", stdin=SHEET)
    assert code == 0, err
    ana, bo = json.loads(out)["players"]
    assert ana["columns"][0]["religions"] == sorted(r.value for r in t.Religion)
    assert ana["columns"][0]["three_religions"] is False and ana["three_religion_columns"] == 0
    assert bo["columns"][0]["three_religions"] is True and bo["three_religion_columns"] == 1
    code, out, _ = run("score", "toledo1085", "-", stdin=SHEET)
    letters = " ".join(ENGLISH(t.RELIGION_LETTERS[r]) for r in t.Religion)
    ana_text, bo_text = out.split("Bo: ")
    assert ENGLISH(t.REPORT["uncounted"], religions=letters) in ana_text
    assert ENGLISH(t.REPORT["three_religion_columns"], count=0) in ana_text
    assert "\u2020C8" not in bo_text and ENGLISH(t.REPORT["three_religion_columns"], count=1) in bo_text


def test_the_report_names_each_religion_by_its_initial_in_the_readers_language():
    """C I J in English; in Italian Ebraismo is E, not the English J, in the columns and the legend."""
    for lang, expected in (("en", ["C", "I", "J"]), ("it", ["C", "I", "E"])):
        code, out, err = run("score", "toledo1085", "-", "--lang", lang, stdin=SHEET)
        assert code == 0, err
        ana = out.split("\n\n")[1]
        assert " ".join(expected) in ana, ana
        legend = next(line for line in out.splitlines() if line.startswith(("religions:", "religioni:")))
        names = [ENGLISH(r.label) if lang == "en" else None for r in t.Religion]
        assert [item.split()[0] for item in legend.split(": ", 1)[1].replace(" and ", ", ").replace(" e ", ", ")
                .split(", ")] == expected, legend
        assert lang == "it" or all(n in legend for n in names)
