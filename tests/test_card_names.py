"""Filters by quoted card name (asp/battle/card_names.lp): "a \"X\" monster"
is a card whose name includes X; "X" as a name is the card with that exact
name. Test doubles of the user's own (JUDGE_CARDS) use each filter in a
target slot, against real cards in the GY or on the field."""

from __future__ import annotations

import pytest

from pyfacade import ask, load_text
from pyfacade.errors import JudgeError

CARD = """card_name(test_recall, "Test Recall").
card_type(test_recall, spell). subtype(test_recall, normal).
% "Target 1 {QUOTED} monster in your GY; add it to your hand."
effect(test_recall, 1, card_activation).
target(test_recall, 1, 1, monster, {ZONE}, own).
target_where(test_recall, 1, 1, {FILTER}).
op(test_recall, 1, 1, add_to_hand(target(1))).
"""
SCENARIO = """
name: quoted-name target
turn: you
phase: main1
cards:
  - {{id: recall, name: Test Recall, owner: you, zone: hand}}
  - {{id: it, name: {TARGET}, owner: you, zone: {ZONE}{FACE}}}
actions:
  - chain:
      - {{card: recall, targets: [it]}}
"""


def _ask(tmp_path, flt, target, zone="gy", face=""):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_recall.lp").write_text(CARD.format(QUOTED="a quoted", ZONE=zone, FILTER=flt))
    [scenario] = load_text(SCENARIO.format(TARGET=target, ZONE=zone, FACE=face), cards=library((str(tmp_path),)))
    return ask(scenario)


@pytest.mark.parametrize("target", ["Dark Magician", "Cybernetic Magician"])
def test_archetype_filter_accepts_every_name_that_includes_the_text(tmp_path, target):
    ruling = _ask(tmp_path, 'name_has("Magician")', target).rulings[0]
    assert ruling.link("1.1").outcome == "resolved"


def test_archetype_filter_refuses_a_name_without_the_text(tmp_path):
    with pytest.raises(JudgeError) as err:
        _ask(tmp_path, 'name_has("Magician")', "Sangan")
    assert [b["rule"] for b in err.value.illegal] == ["r_target"]


def test_archetype_filter_is_case_sensitive_like_the_printed_name(tmp_path):
    # as "HERO" is not "Hero": "magician" is not in "Dark Magician"
    with pytest.raises(JudgeError):
        _ask(tmp_path, 'name_has("magician")', "Dark Magician")


def test_exact_name_filter_refuses_a_longer_name(tmp_path):
    assert _ask(tmp_path, 'card_named("Dark Magician")', "Dark Magician").rulings[0].link("1.1").outcome == "resolved"
    with pytest.raises(JudgeError):
        _ask(tmp_path, 'card_named("Dark Magician")', "Cybernetic Magician")


def test_a_face_down_monster_shows_no_name(tmp_path):
    with pytest.raises(JudgeError):
        _ask(tmp_path, 'name_has("Magician")', "Dark Magician", zone="monster_zone", face=", face: down, position: defense")
    assert _ask(tmp_path, 'name_has("Magician")', "Dark Magician", zone="monster_zone").rulings[0].link("1.1").outcome == "resolved"
