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


# ---- compiled from card text (pyfacade/cardtext) --------------------------------

def _compiled(tmp_path, text):
    from pyfacade.cardtext.compiler import compile_card, symbol_facts
    from pyfacade.cardtext.reader import CardRecord
    from pyfacade.cardtext.store import facts_text

    card = compile_card(CardRecord(name="Test Recall", card_type="spell", property="Normal", text=text))
    (tmp_path / "test_recall.lp").write_text(facts_text(card), encoding="utf-8")
    return {str(f) for f in symbol_facts(card)}


def test_compiled_target_by_quoted_name_is_judged(tmp_path):
    from pyfacade.inputs.cards import library

    got = _compiled(tmp_path, 'Target 1 "Magician" monster in your GY; add it to your hand.')
    assert {"target(test_recall,1,1,monster,gy,own)", 'target_where(test_recall,1,1,name_has("Magician"))'} <= got
    assert not any(f.startswith("not_modelled") for f in got)
    cards = library((str(tmp_path),))
    for target, outcome in (("Cybernetic Magician", "resolved"), ("Sangan", None)):
        [scenario] = load_text(SCENARIO.format(TARGET=target, ZONE="gy", FACE=""), cards=cards)
        if outcome:
            assert ask(scenario).rulings[0].link("1.1").outcome == outcome
        else:
            with pytest.raises(JudgeError) as err:
                ask(scenario)
            assert [b["rule"] for b in err.value.illegal] == ["r_target"]


def test_compiled_cost_and_stat_target_by_quoted_name(tmp_path):
    got = _compiled(tmp_path, 'Tribute 1 "HERO" monster; draw 2 cards.')
    assert {"cost(test_recall,1,tribute(1))", 'cost_where(test_recall,1,tribute,name_has("HERO"))'} <= got
    got = _compiled(tmp_path, 'Target 1 face-up Level 4 or lower "HERO" monster you control; destroy it.')
    assert 'target_where(test_recall,1,1,both(level_between(1,4),name_has("HERO")))' in got


def test_except_a_quoted_name(tmp_path):
    from pyfacade.inputs.cards import library

    got = _compiled(tmp_path, 'Target 1 "Magician" monster in your GY, except "Dark Magician"; add it to your hand.')
    assert 'target_where(test_recall,1,1,both(name_has("Magician"),card_not_named("Dark Magician")))' in got
    cards = library((str(tmp_path),))
    [ok] = load_text(SCENARIO.format(TARGET="Cybernetic Magician", ZONE="gy", FACE=""), cards=cards)
    assert ask(ok).rulings[0].link("1.1").outcome == "resolved"
    [excepted] = load_text(SCENARIO.format(TARGET="Dark Magician", ZONE="gy", FACE=""), cards=cards)
    with pytest.raises(JudgeError) as err:
        ask(excepted)
    assert [b["rule"] for b in err.value.illegal] == ["r_target"]


def test_two_quoted_names_otherwise_are_not_guessed(tmp_path):
    got = _compiled(tmp_path, 'Target 1 "HERO" monster in your GY or "Neos" monster you control; add it to your hand.')
    assert any(f.startswith("not_modelled") for f in got) and not any("name_has" in f for f in got)


def test_compiled_condition_if_you_control_a_quoted_monster(tmp_path):
    from pyfacade.inputs.cards import library

    got = _compiled(tmp_path, 'If you control a "Magician" monster: Draw 1 card.')
    assert 'condition(test_recall,1,count_at_least(own,monster_zone,all_of(monster,where(name_has("Magician"))),1))' in got
    assert not any(f.startswith("not_modelled") for f in got)
    text = """
name: quoted-name condition
turn: you
phase: main1
cards:
  - {{id: draw, name: Test Recall, owner: you, zone: hand}}
  - {{id: it, name: {TARGET}, owner: you, zone: monster_zone{FACE}}}
  - {{id: d1, name: Sangan, owner: you, zone: deck}}
actions:
  - chain:
      - {{card: draw}}
"""
    cards = library((str(tmp_path),))
    [yes] = load_text(text.format(TARGET="Dark Magician", FACE=""), cards=cards)
    assert ask(yes).rulings[0].link("1.1").outcome == "resolved"
    for target, face in (("Sangan", ""), ("Dark Magician", ", face: down, position: defense")):
        [no] = load_text(text.format(TARGET=target, FACE=face), cards=cards)
        with pytest.raises(JudgeError) as err:
            ask(no)
        assert [b["rule"] for b in err.value.illegal] == ["r_condition"]
