"""``playaid duel``: the account, JSON output, undrawn cards and one-line refusals."""

from __future__ import annotations

import io
import json
import re
import shlex

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playaid.generator.cli import main

EXAMPLE = ["duel", "--cards", "purple:defend,brown:defend,neutral:defend", "--attacker", "purple"]


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(""))
    return code, out.getvalue(), err.getvalue()


def test_the_rulebooks_duel_as_text():
    code, out, err = run(*EXAMPLE)
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0] == "Toledo duel \N{EM DASH} attacker holds purple; defender holds no fencing tile"
    rounds = [line.split() for line in lines if line.strip()[:1].isdigit()]
    assert [(r[0], r[1], r[2], r[-1]) for r in rounds] == [
        ("1", "purple:defend", "attacker", "1:0"), ("2", "brown:defend", "defender", "1:1"),
        ("3", "neutral:defend", "defender", "1:2")]
    assert "Winner: the defender, 2 rounds to 1." in out
    assert "A winning defender stays on the circle; the attacker's piece goes back to the Cathedral." in out


def test_the_rulebooks_duel_as_json():
    code, out, _ = run(*EXAMPLE, "--json")
    data = json.loads(out)
    assert code == 0 and out.count("\n") == 1
    assert data["winner"] == "defender" and data["rounds"] == ["attacker", "defender", "defender"]
    assert data["cards_drawn"] == ["purple:defend", "brown:defend", "neutral:defend"]
    assert data["cards_not_drawn"] == [] and data["attacker_colours"] == ["purple"]
    assert [d["reason"] for d in data["details"]] == ["skill", "neither", "neutral"]


def test_extra_cards_are_reported_as_not_drawn():
    code, out, _ = run("duel", "--cards", "neutral:attack,brown:attack,purple:defend", "--json")
    data = json.loads(out)
    assert code == 0 and data["winner"] == "attacker" and data["rounds"] == ["attacker", "attacker"]
    assert data["cards_not_drawn"] == ["purple:defend"]
    code, out, _ = run("duel", "--cards", "neutral:attack,brown:attack,purple:defend")
    assert "Not drawn \u2020D1, as the duel was over (it stays on the deck \u2020D5): purple:defend" in out
    assert "A winning attacker takes the circle and may trade there; the defender's piece goes back" in out


def test_both_hold_the_colour_and_the_pose_decides():
    code, out, _ = run("duel", "--cards", "brown:defend,brown:defend", "--attacker", "brown",
                       "--defender", "purple, brown", "--json")
    data = json.loads(out)
    assert data["winner"] == "defender" and {d["reason"] for d in data["details"]} == {"both"}
    assert data["defender_colours"] == ["brown", "purple"]


def test_a_palette_names_the_third_colour():
    code, out, _ = run("duel", "--colours", "purple,brown,teal", "--cards", "teal:attack,teal:attack",
                       "--defender", "teal", "--json")
    assert code == 0 and json.loads(out)["winner"] == "defender"


@pytest.mark.parametrize("argv, hint", [
    (["--cards", "purpel:attack,brown:defend,neutral:defend", "--attacker", "purple"],
     "card 1: 'purpel' is not one of the fencing colours (purple, brown); did you mean 'purple'?"),
    (["--cards", "purple:attack,brwn:defend,neutral:defend"],
     "card 2: 'brwn' is not one of the fencing colours (purple, brown); did you mean 'brown'?"),
    (["--cards", "purple:attack,neutrl:defend,neutral:defend"], "card 2: 'neutrl' is not one of the fencing"
                                                               " colours (purple, brown); did you mean 'neutral'?"),
    (["--cards", "purple:attack,brown:defend,neutral:defend", "--defender", "brwn"],
     "the defender's tiles: 'brwn' is not one of the fencing colours (purple, brown); did you mean 'brown'?"),
])
def test_a_misspelt_colour_is_refused_with_the_nearest_known_name(argv, hint):
    """A typo once became the third colour and flipped the round: "purpel" went to the pose instead
    of the attacker's purple tile. Without --colours only purple and brown are known (ruling D8)."""
    code, out, err = run("duel", *argv)
    assert code == 2 and not out and err == f"playaid duel: error: {hint}\n"


def test_an_undeclared_third_colour_is_refused_with_how_to_declare_it():
    code, out, err = run("duel", "--cards", "teal:attack,teal:attack", "--defender", "teal")
    assert code == 2 and not out and err.count("\n") == 1
    assert ("the defender's tiles: 'teal' is not one of the fencing colours (purple, brown); the rulebook names"
            " only these two, so a third colour must be declared first (\u2020D8): --colours purple,brown,teal") in err
    declared = ["--colours", "purple,brown,teal"]
    code, out, err = run("duel", "--cards", "teal:attack,teal:attack", "--defender", "teal", *declared, "--json")
    assert code == 0 and not err and json.loads(out)["winner"] == "defender"
    code, out, err = run("duel", "--cards", "tael:attack,teal:attack", *declared)
    assert code == 2 and "'tael' is not one of the fencing colours (purple, brown, teal); did you mean 'teal'?" in err
    code, out, err = run("duel", "--cards", "red:attack,teal:attack", *declared)
    assert code == 2 and err.rstrip().endswith("(purple, brown, teal)")      # no room left for another colour


def test_an_italian_duel_reads_suggests_and_declares_in_italian_colours():
    """In an Italian session a misspelt colour is matched against the Italian names, and the way
    to declare a third colour is written in them, so that it can be typed back as it is."""
    code, out, err = run("duel", "--lang", "it", "--cards", "viloa:attacco,marrone:difesa", "--attacker", "viola")
    assert code == 2 and not out
    assert err == ("playaid duel: errore: carta 1: 'viloa' non è tra i colori di duello (viola, marrone);"
                   " intendevi 'viola'?\n")
    code, out, err = run("duel", "--lang", "it", "--cards", "viola:attacco,verde:attacco", "--defender", "verde")
    assert code == 2 and err.rstrip().endswith("(\u2020D8): --colours viola,marrone,verde")
    declared = err.rstrip().rsplit(": ", 1)[1].split()
    code, out, err = run("duel", "--lang", "it", "--cards", "verde:attacco,verde:attacco", "--defender", "verde",
                         *declared, "--json")
    assert code == 0 and not err and json.loads(out)["winner"] == "defender"
    english = run("duel", "--lang", "it", "--cards", "purple:attack,brown:defend,neutral:defend", "--attacker", "purple")
    assert english[0] == 0 and english[1] == run("duel", "--lang", "it", "--cards", "viola:attacco,marrone:difesa,"
                                                 "neutra:difesa", "--attacker", "viola")[1]


def test_the_help_says_what_becomes_of_a_card_after_the_duel_and_of_a_fourth():
    """The sentence on cards given after the duel once read as covering a fourth card, which is
    refused (ruling D1): it says both."""
    code, out, _ = run("duel", "--help")
    said = " ".join(out.split("\n\noptions:")[0].split())
    assert ("A card given after the duel is over is reported as not drawn \u2020D1 and stays on the deck \u2020D5;"
            " a list of more than 3 cards is refused, as no duel draws more.") in said
    assert run("duel", "--cards", "neutral:attack,neutral:attack,brown:defend")[0] == 0
    assert run("duel", "--cards", "neutral:attack,neutral:attack,brown:defend,brown:defend")[0] == 2


@pytest.mark.parametrize("argv, message", [
    (["--cards", "purple:attack,brown:defend"], "not decided: it stands 1:1 after 2 cards"),
    (["--cards", "purple:attack"], "not decided: it stands 1:0 after 1 card"),
    (["--cards", ",".join(["neutral:attack"] * 100_000)], "a duel draws at most 3 cards"),
    (["--cards", "purple:lunge,brown:defend"], "card 1: card 'purple:lunge': the pose is attack or defend"),
    (["--cards", "purple-attack"], "write COLOUR:POSE"),
    (["--cards", "purple:attack,,neutral:attack"], "card 2 of the list is empty"),
    (["--cards", ""], "no cards given"),
    (["--cards", "a:attack,b:attack,c:defend", "--attacker", "d"], "tiles: 'd' is not one of the fencing colours"),
    (["--cards", "neutral:attack,neutral:attack", "--attacker", "purple,purple"], "--attacker lists purple twice"),
    (["--cards", "neutral:attack,neutral:attack", "--defender", "a,b,c,d"], "at most 3 skill tiles"),
    (["--cards", "neutral:attack,neutral:attack", "--attacker", "neutral"], "no skill tile has it"),
    (["--cards", "pink:attack,neutral:attack", "--colours", "purple,brown"], "'pink' is not one of the fencing"),
    (["--cards", "neutral:attack", "--colours", "a,b,c,d"], "3 fencing colours, not 4"),
    (["--cards", "pur\u00e9\u0301:attack,neutral:attack"], "not a colour name"),
    ([], "required: --cards"),
])
def test_bad_input_is_one_line_and_status_2(argv, message):
    code, out, err = run("duel", *argv)
    assert code == 2 and not out
    assert err.count("\n") == 1 and err.startswith("playaid duel: error: ") and message in err


def test_help_has_examples():
    code, out, _ = run("duel", "--help")
    assert code == 0 and "examples:" in out and "--attacker purple" in out


def help_examples():
    """Each example of the help (its argv) with the lines that explain it, read from the help."""
    examples = run("duel", "--help")[1].split("examples:\n")[1]
    found: list[tuple[list[str], str]] = []
    for line in examples.splitlines():
        if line.startswith("  playaid duel "):
            found.append((shlex.split(line.strip())[1:], ""))
        else:
            argv, said = found[-1]
            found[-1] = (argv, f"{said} {line.strip()}".strip())
    return found


@pytest.mark.parametrize("argv, said", help_examples(), ids=lambda v: str(v)[:40])
def test_every_help_example_runs_to_the_score_it_explains(argv, said):
    """Two of the examples once stopped at 1:1 and exited 2; each now says what it shows, and
    the duel it runs ends at the score it announces."""
    code, out, err = run(*argv)
    assert code == 0 and not err, err
    score = re.findall(r"\b(\d):(\d)\b", said)[-1]
    data = json.loads(out) if "--json" in argv else json.loads(run(*argv, "--json")[1])
    assert (data["score"]["attacker"], data["score"]["defender"]) == tuple(map(int, score)), said
    assert len(help_examples()) == 4


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="purplebrownneutral:attackdefend,, PN\u00e9\n", max_size=60),
       st.text(alphabet="purplebrown,teal ", max_size=20))
def test_any_card_text_gives_a_duel_or_one_line(cards, attacker):
    code, out, err = run("duel", "--cards", cards, "--attacker", attacker, "--json")
    if code == 0:
        data = json.loads(out)
        assert data["winner"] in ("attacker", "defender") and 2 <= len(data["rounds"]) <= 3 and not err
    else:
        assert code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err


def test_the_account_on_the_site_is_the_commands():
    """The Toledo page shows one run of the command; it must be what the command prints."""
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "toledo.rst").read_text(encoding="utf-8")
    lines = page.split("    $ playaid duel ")[1].splitlines()
    argv, shown = lines[0], []
    for line in lines[1:]:
        if line and not line.startswith("    "):
            break
        shown.append(line[4:])
    code, out, _ = run("duel", *shlex.split(argv))
    assert code == 0 and "\n".join(shown).strip("\n") == out.strip("\n")
