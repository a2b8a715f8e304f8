"""Tests of the playaid.rules.toledo package: what it declares (GAME_INFO) and re-exports."""

from __future__ import annotations

import pytest

from playaid.rules import toledo as t
from playaid.rules.text import ENGLISH


def test_the_parts_are_re_exported_from_the_package():
    assert t.Turn.__module__ == "playaid.rules.toledo.play"
    assert t.resolve_duel.__module__ == "playaid.rules.toledo.duel"
    assert t.score_sheet.__module__ == "playaid.rules.toledo.score"
    assert t.SETUP is t.text.SETUP and t.RULINGS is t.rulings.RULINGS
    with pytest.raises(AttributeError):
        t.no_such_name  # noqa: B018


def test_game_info_declares_the_game_from_its_data():
    info = t.GAME_INFO
    assert (info.id, info.title, info.players) == ("toledo", "Toledo", (t.MIN_PLAYERS, t.MAX_PLAYERS))
    assert info.rulebook == t.RULEBOOK == "English Toledo rulebook"
    assert info.rulings is t.RULINGS and info.score is t.score_sheet and info.commands == ("duel",)
    aid, pad = info.documents
    assert (aid.name, ENGLISH(aid.title), aid.kind, aid.max_pages) == ("toledo-aid", "Player aid", "aid", 2)
    assert (pad.name, ENGLISH(pad.title), pad.kind, pad.max_pages) == ("toledo-score-pad", "Score pad", "pad", 1)
    assert info.ruling("S9").mark == "\u2020S9"


def test_what_the_game_leaves_to_chance_is_named_with_its_rulings():
    shown = [t.say(m) for m in t.GAME_INFO.chance]
    assert shown[0].startswith("the movement cards drawn") and shown[0].endswith("\u2020M10")
    assert any("\u2020M8" in s for s in shown) and any("\u2020A12" in s for s in shown)
