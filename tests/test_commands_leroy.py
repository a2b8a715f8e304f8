"""``playaid leroy turn|combat|setup``."""

from __future__ import annotations

import io
import json

import pytest

from playaid.generator.cli import main


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err, stdin=io.StringIO(""))
    return code, out.getvalue(), err.getvalue()


def test_turn_json_has_the_promised_fields():
    code, out, _ = run("leroy", "turn", "--roll", "3", "--dice", "R5,Y3,W3", "--player-dice", "W6,R2", "--json")
    data = json.loads(out)
    assert code == 0
    assert {k: data[k] for k in ("roll", "action", "vp", "spent", "remaining", "bought", "deniers_to_player",
                                 "building")} == {
        "roll": 3, "action": "gain_vp", "vp": 2, "spent": ["R5"], "remaining": ["Y3", "W3"], "bought": "W6",
        "deniers_to_player": 4, "building": None}


@pytest.mark.parametrize("roll, action", [(2, "gain_vp"), (4, "worker"), (6, "tradesman"), (7, "cathedral"),
                                          (8, "character"), (10, "worker"), (11, "gain_vp"), (12, "gain_vp")])
def test_every_row(roll, action):
    code, out, _ = run("leroy", "turn", "--roll", str(roll), "--dice", "Y6,R2,W2", "--json")
    assert code == 0 and json.loads(out)["action"] == action


def test_worker_building_and_events():
    data = json.loads(run("leroy", "turn", "--roll", "10", "--dice", "Y6,R2", "--json")[1])
    assert data["building"] == "city_hall" and data["spent"] == ["Y6"]
    data = json.loads(run("leroy", "turn", "--roll", "9", "--dice", "Y6,R2", "--banners", "2", "--json")[1])
    assert data["action"] == "event" and data["spent"] == ["Y6", "R2"]


def test_text_output():
    code, out, _ = run("leroy", "turn", "--roll", "12", "--dice", "R5")
    assert code == 0 and "row 12 copies row 2" in out and "spends all he has" in out


@pytest.mark.parametrize("argv, message", [
    (["turn", "--roll", "13", "--dice", "R5"], "2 to 12"),
    (["turn", "--roll", "1", "--dice", "R5"], "2 to 12"),
    (["turn", "--roll", "x", "--dice", "R5"], "whole number"),
    (["turn", "--roll", "7", "--dice", "R7"], "not a die"),
    (["turn", "--roll", "7", "--dice", "G3"], "not a die"),
    (["turn", "--roll", "5", "--dice", "R5"], "--banners"),
    (["turn", "--roll", "5", "--dice", "R5", "--banners", "-1"], "0 or more"),
    (["turn", "--roll", "7", "--dice", ""], "only while he has dice"),
    (["combat", "--dice", "R5", "--black", "9"], "black die"),
    (["setup", "--dice", "R1,R2,Y3"], "2 of each colour"),
    (["turn", "--roll", "4", "--dice", "R5", "--meeples", "4/2 5/1"], "le Roy/you"),
    (["turn", "--roll", "4", "--dice", "R5", "--meeples", "7/0 4/2 4/2"], "only 6 places"),
    (["turn", "--roll", "7", "--dice", "R5", "--cathedral-room", "1,x"], "whole number"),
    (["turn", "--roll", "7", "--dice", "R5", "--cathedral-room", "1,-2"], "0 or more"),
    (["turn", "--roll", "7", "--dice", "R5", "--cathedral-room", "-1"], "0 or more"),
    (["combat", "--dice", "R5", "--black", "5/"], "red event"),
    (["setup", "--dice", "R1,R2,Y3,Y4,W5,W6", "--occupied", "moon:1"], "unknown building"),
    (["setup", "--dice", "R1,R2,Y3,Y4,W5,W6", "--occupied", "p1,p1"], "twice"),
    (["turn"], "required"),
])
def test_refusals(argv, message):
    code, out, err = run("leroy", *argv)
    assert code == 2 and not out
    assert message in err and err.count("\n") == 1


def test_combat_and_setup():
    data = json.loads(run("leroy", "combat", "--dice", "R6,Y5,W5", "--black", "5,4,1", "--json")[1])
    assert data == {"used": "R6", "eliminated": 5, "passed_back": [4, 1], "remaining": ["Y5", "W5"], "rulings": []}
    code, out, _ = run("leroy", "setup", "--dice", "R6,R2,Y5,Y1,W4,W3", "--occupied", "palace:1,p2")
    assert code == 0 and "place 3 of the Palace for R6" in out
    data = json.loads(run("leroy", "setup", "--dice", "R6,R2,Y5,Y1,W4,W3", "--json")[1])
    assert data["placed"][0] == {"die": "R6", "building": "palace", "place": 1}


def test_json_row_4_and_row_8_say_what_he_does():
    """Note 3: he always expels if he can; note 7: he scores the character card."""
    data = json.loads(run("leroy", "turn", "--roll", "4", "--dice", "Y6,R2", "--json")[1])
    assert data["expels"] == "if_possible" and data["building"] == "city_hall"
    data = json.loads(run("leroy", "turn", "--roll", "4", "--dice", "Y6,R2", "--meeples", "4/2 5/1 3/3",
                          "--json")[1])
    assert data["expels"] is True and data["rulings"] == ["W1", "W2"]
    data = json.loads(run("leroy", "turn", "--roll", "4", "--dice", "Y6,R2", "--meeples", "4/2 4/0 3/3",
                          "--json")[1])
    assert data["expels"] is False
    data = json.loads(run("leroy", "turn", "--roll", "8", "--dice", "Y6,R2", "--json")[1])
    assert data["vp"] == "character" and data["character"] is True
    data = json.loads(run("leroy", "turn", "--roll", "8", "--dice", "Y6", "--no-characters", "--json")[1])
    assert data["vp"] == 1 and data["character"] is False


def test_help_explains_the_json_values():
    code, out, _ = run("leroy", "turn", "--help")
    assert code == 0 and '"if_possible"' in out and '"character"' in out


def test_text_marks_every_ruling_it_applies():
    out = run("leroy", "turn", "--roll", "3", "--dice", "R5,Y3", "--player-dice", "W6")[1]
    assert "the bank pays you 4 deniers (\u2020B2)" in out and "used up" in out and "\u2020B3" in out
    assert "ranked as his are (\u2020B4)" in out
    out = run("leroy", "turn", "--roll", "12", "--dice", "R5,Y3,W3")[1]
    assert "row 12 copies row 2 \u2020T1" in out and "3 of his own and pays nothing (\u2020B1)" in out
    assert "a playaid ruling" not in out
    out = run("leroy", "turn", "--roll", "10", "--dice", "Y6", "--meeples", "4/2 6/0 3/3")[1]
    assert "only his own meeples are there" in out and "\u2020W2" in out and "\u2020W1" in out
    out = run("leroy", "turn", "--roll", "7", "--dice", "Y6,R2", "--cathedral-room", "1,2,0")[1]
    assert "rows 1 and 2, 1 the lowest" in out and "\u2020C2" in out
    out = run("leroy", "turn", "--roll", "8", "--dice", "Y6")[1]
    assert "VP: 0" not in out and "character card's points" in out
    out = run("leroy", "combat", "--dice", "R3", "--black", "5,1")[1]
    assert "his die lower but still enough (\u2020K3)" in out


def test_two_red_events():
    code, out, _ = run("leroy", "combat", "--dice", "R6,Y5,W5", "--black", "5,4/6")
    assert code == 0 and out.count("\u2020K2") == 2
    data = json.loads(run("leroy", "combat", "--dice", "R6,Y5,W5", "--black", "5,4/6", "--json")[1])
    assert [d["used"] for d in data] == ["R6", "Y5"] and data[1]["remaining"] == ["W5"]


def test_combat_json_names_the_rulings_it_applied():
    """As ``turn --json`` does: †K3 when his die is lower than the black one, †K2 for each of two red events."""
    lower = json.loads(run("leroy", "combat", "--dice", "R3,Y2", "--black", "5,2", "--json")[1])
    assert lower["used"] == "R3" and lower["rulings"] == ["K3"]
    plain = json.loads(run("leroy", "combat", "--dice", "R6", "--black", "5", "--json")[1])
    assert plain["rulings"] == []
    two = json.loads(run("leroy", "combat", "--dice", "R6,Y5", "--black", "5,4/6", "--json")[1])
    assert [c["rulings"] for c in two] == [["K2"], ["K2", "K3"]]
    assert "rulings" in run("leroy", "combat", "--help")[1]


def test_in_italian_the_dice_are_read_with_the_letters_the_solo_automaton_reads():
    """``playaid solo --lang it`` reads G3 (giallo) and B6 (bianco): ``leroy`` reads them too, in
    every sub-command, English letters still accepted, and writes its dice with them."""
    from playaid.automata.language import text_for
    from playaid.rules import troyes as tr
    from playaid.rules.troyes import text as T

    it = text_for("it")
    yellow, white = (it(T.DIE_LETTERS[c]) for c in (tr.Colour.YELLOW, tr.Colour.WHITE))
    assert (yellow, white) != ("Y", "W")
    typed = f"R5,{yellow}3,{white}3"
    code, out, err = run("leroy", "turn", "--lang", "it", "--roll", "3", "--dice", typed, "--player-dice", f"{white}6,R2")
    assert code == 0 and not err
    english = run("leroy", "turn", "--lang", "it", "--roll", "3", "--dice", "R5,Y3,W3", "--player-dice", "W6,R2")
    assert english == (0, out, "")
    assert f"{yellow}3, {white}3." in out and "Y3" not in out and "W3" not in out
    assert run("leroy", "turn", "--lang", "it", "--roll", "3", "--dice", "R5", "--player-dice", it(T.NONE))[0] == 0
    code, out, err = run("leroy", "combat", "--lang", "it", "--dice", f"R6,{yellow}5,{white}5", "--black", "5,4,1")
    assert code == 0 and out == run("leroy", "combat", "--lang", "it", "--dice", "R6,Y5,W5", "--black", "5,4,1")[1]
    code, out, err = run("leroy", "setup", "--lang", "it", "--dice", f"R6,R2,{yellow}5,{yellow}1,{white}4,{white}3", "--json")
    assert code == 0 and json.loads(out) == json.loads(run("leroy", "setup", "--dice", "R6,R2,Y5,Y1,W4,W3", "--json")[1])
    code, out, err = run("leroy", "setup", "--lang", "it", "--dice", "R6,X3")
    assert code == 2 and not out and err.count("\n") == 1 and "'X3'" in err and f"{yellow} giallo" in err
