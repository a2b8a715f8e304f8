"""Tests of playaid.rules.errors: a refusal carries a key and values, is said in any language,
says where it was found, and a whole input is checked before it is refused once."""

from __future__ import annotations

import pickle

import pytest

from playaid.automata.language import text_for
from playaid.rules.errors import (
    MAX_FAULTS, Check, Faults, IllegalAction, InvalidNotation, Refusal, RulesError, refusals,
)
from playaid.rules.text import ENGLISH, N_, NC_, Listed, Said

IT = text_for("it")

_ = refusals("test_errors", {
    "not_whole": N_("{field} must be a whole number, not {value}"),
    "side": N_("unknown side {side}"),
})


def whole(field, value):
    if not isinstance(value, int):
        raise InvalidNotation("test_errors.not_whole", field=field, value=repr(value))
    return value


def test_a_refusal_is_its_key_and_values_and_reads_in_english():
    error = InvalidNotation("test_errors.not_whole", field="gems", value="'3'")
    assert error.key == "test_errors.not_whole" and error.values == {"field": "gems", "value": "'3'"}
    assert str(error) == error.render(ENGLISH) == "gems must be a whole number, not '3'"
    assert error.lines() == [str(error)] and isinstance(error, ValueError)


def test_a_refusal_says_where_it_was_found_outermost_first():
    error = InvalidNotation("test_errors.side", side="'C'").at(Said(N_("card {card}"), card=2))
    error = error.at(Said(key="shared.player", name="'Ana'"))
    assert str(error) == "player 'Ana', card 2: unknown side 'C'"
    assert error.key == "test_errors.side", "the key stays: a surface can still tell what was refused"


def test_a_refusal_is_said_in_the_language_of_the_surface_and_its_values_with_it():
    error = RulesError("shared.name_twice", name="'Ana'", count=2).at(Said(key="shared.player_number", number=3))
    said = error.render(IT)
    assert "'Ana'" in said and "2" in said and said != str(error)
    assert "player" not in said and "giocatore" in said


def test_values_said_later_follow_the_language():
    listed = Listed([NC_("religion", "Judaism"), NC_("religion", "Islam")])
    error = RulesError("shared.unknown_field", field="'x'", fields=listed)
    assert "Judaism and Islam" in str(error)
    assert "Ebraismo" in error.render(IT) and "Judaism" not in error.render(IT)


def test_a_check_reads_everything_and_refuses_once_with_every_fault():
    check = Check()
    assert (check(whole, "gems", "3"), check(whole, "paintings", 2), check(whole, "swords", None)) == (None, 2, None)
    with pytest.raises(Faults) as caught:
        check.done()
    assert caught.value.lines() == ["2 faults:", "gems must be a whole number, not '3'",
                                    "swords must be a whole number, not None"]
    assert str(caught.value) == "2 faults:\n  gems must be a whole number, not '3'\n  swords must be a whole number, not None"


def test_a_check_with_one_fault_refuses_with_that_fault_and_with_none_says_nothing():
    check = Check()
    check(whole, "gems", "x")
    with pytest.raises(InvalidNotation) as caught:
        check.done()
    assert not isinstance(caught.value, Faults) and str(caught.value) == "gems must be a whole number, not 'x'"
    Check().done()


def test_a_check_at_a_place_keeps_into_the_same_list_and_names_the_place():
    check = Check()
    ana = check.at(Said(key="shared.player", name="'Ana'"))
    ana(whole, "gems", "x")
    check(whole, "swords", "y")
    with pytest.raises(Faults) as caught:
        check.done()
    assert caught.value.lines()[1:] == ["player 'Ana': gems must be a whole number, not 'x'",
                                        "swords must be a whole number, not 'y'"]


def test_faults_inside_faults_are_kept_one_by_one():
    inner = Check()
    inner(whole, "a", "1")
    inner(whole, "b", "2")
    outer = Check()
    outer(inner.done)
    outer(whole, "c", "3")
    with pytest.raises(Faults) as caught:
        outer.done()
    assert len(caught.value.faults) == 3


def test_more_than_ten_faults_are_counted_and_the_first_ten_listed():
    check = Check()
    for n in range(14):
        check(whole, f"field {n}", "x")
    with pytest.raises(Faults) as caught:
        check.done()
    lines = caught.value.lines()
    assert lines[0] == "14 faults; the first 10:" and len(lines) == MAX_FAULTS + 1
    assert "faults" not in caught.value.lines(IT)[0] and "14" in caught.value.lines(IT)[0]


def test_other_exceptions_pass_through_a_check():
    check = Check()
    with pytest.raises(ZeroDivisionError):
        check(lambda: 1 / 0)
    assert not check.found


def test_a_refusal_survives_pickling_with_its_values_and_place():
    error = IllegalAction("test_errors.side", side="'C'").at("here")
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is IllegalAction and str(copy) == str(error) == "here: unknown side 'C'"


def test_a_refusal_of_the_layers_around_the_core_is_said_in_the_language_too():
    refusal = Refusal(N_("{name}: no such file"), name="sheet.json")
    assert str(refusal) == "sheet.json: no such file" and refusal.lines() == [str(refusal)]
    assert refusal.render(IT) != str(refusal) and "sheet.json" in refusal.render(IT)
