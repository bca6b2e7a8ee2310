"""Targets among the cards of the triggering event (issue 15, targets round
10): "target 1 of them" after a flip ("If a Flip monster(s) you control is
flipped face-up", "If a face-up monster(s) is changed to face-down Defense
Position": the monster stays in its Monster Zone), and "target 1 of those
face-up monsters they control" / "1 of those opponent's monsters" after
"If your opponent Normal or Special Summons a monster(s)" (the OCG text of
Amazement Administrator Arlekino: "その相手モンスター1体を対象として",
1 of those opponent's monsters); "those Special Summoned monsters" is not
read after "Normal or Special Summons" (it was, as any of them). The target must be one of the event's
cards (asp/events/events.lp r_target_event_card). Short texts written here
in the style of real cards, imported and judged in scenarios; a real card
text from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


CARDS = [
    monster("Flip Watcher", "If a Flip monster(s) you control is flipped face-up: You can target 1 of them; return it to the hand."),
    monster("Flip Pup", "You can pay 500 LP; draw 1 card.", line="Beast / Flip / Effect"),
    monster("Flip Cub", "You can pay 500 LP; draw 1 card.", line="Beast / Flip / Effect"),
    monster("Stage Keeper", "If your opponent Normal or Special Summons a monster(s) (except during the Damage Step): "
                            "You can target 1 of those face-up monsters they control; destroy it."),
    monster("Plain Imp", "You can pay 500 LP; draw 1 card."),
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "targets10.yaml")


def probe(head: str, target: str) -> set[str]:
    return compiled(monster("Probe", f"{head}: You can {target}; destroy it."))


def test_targets_among_flipped_monsters_compile():
    assert {"condition(flip_watcher,1,if_event(ev(flipped_face_up,all_of(where(subtype(flip)),own),any)))",
            "target(flip_watcher,1,1,monster,monster_zone,any)",
            "condition(flip_watcher,1,target_is_event_card(1))"} <= compiled(BY["Flip Watcher"])
    got = probe("If a face-up monster(s) is changed to face-down Defense Position", "target 1 of them")
    assert {"target(probe,1,1,monster,monster_zone,any)", "condition(probe,1,target_is_event_card(1))"} <= got


def test_targets_among_the_opponents_summoned_monsters_compile():
    assert {"target(stage_keeper,1,1,monster,monster_zone,opponent)", "target_face(stage_keeper,1,1,up)",
            "condition(stage_keeper,1,target_is_event_card(1))"} <= compiled(BY["Stage Keeper"])
    head = "If your opponent Normal or Special Summons a monster(s) (except during the Damage Step)"
    assert {"target(probe,1,1,monster,monster_zone,opponent)", "condition(probe,1,target_is_event_card(1))"} <= \
        probe(head, "target 1 of those opponent's monsters")
    assert "condition(probe,1,target_is_event_card(1))" in probe("If a monster(s) is Special Summoned (except during the Damage Step)",
                                                                 "target 1 of those Special Summoned monsters")
    # "those Special Summoned monsters" among Normal Summoned ones too (Normal or Special Summons);
    # "they" when no opponent Summoned; "those face-up Xyz Monsters"; a face-up card after it left the field: not read
    for head, target in ((head, "target 1 of those Special Summoned monsters"),
                         ("If a monster(s) is Special Summoned (except during the Damage Step)", "target 1 of those face-up monsters they control"),
                         (head, "target 1 of those face-up Xyz Monsters"),
                         ("If a monster(s) you control is destroyed by battle", "target 1 of those face-up monsters they control")):
        assert "condition(probe,1,not_understood)" in probe(head, target), (head, target)


@pytest.mark.parametrize("pick, ok", [("pup", True), ("cub", False)])
def test_target_one_of_the_flipped_monsters(imported, pick, ok):
    """Flip Pup is Flip Summoned; Flip Cub was face-up before: only the flipped one is 'one of them'."""
    expect = "zones: {pup: hand, cub: monster_zone}" if ok else 'illegal: [{at: "2.1", rule: r_condition}]'
    holds(f"""
name: Flip Watcher targets {"the Flip Summoned Flip Pup" if ok else "Flip Cub, face-up before"}
cards:
  - {{id: watcher, name: Flip Watcher, owner: you, zone: monster_zone}}
  - {{id: pup, name: Flip Pup, owner: you, zone: monster_zone, position: defense, face: down}}
  - {{id: cub, name: Flip Cub, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: pup, how: flip}}
  - chain: [{{card: watcher, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("pick, ok", [("imp", True), ("old", False)])
def test_target_one_of_the_opponents_summoned_monsters(imported, pick, ok):
    """The opponent Normal Summons Plain Imp; their other monster was on the field before."""
    expect = "zones: {imp: gy, old: monster_zone}" if ok else 'illegal: [{at: "2.1", rule: r_condition}]'
    holds(f"""
name: Stage Keeper targets {"the monster the opponent just Summoned" if ok else "an opponent's monster Summoned before"}
turn: opp
cards:
  - {{id: keeper, name: Stage Keeper, owner: you, zone: monster_zone}}
  - {{id: imp, name: Plain Imp, owner: opp, zone: hand}}
  - {{id: old, name: Plain Imp, owner: opp, zone: monster_zone}}
actions:
  - summon: {{card: imp, how: normal}}
  - chain: [{{card: keeper, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_cards():
    real_facts_hold({"Amazement Administrator Arlekino": (
        "target(amazement_administrator_arlekino,3,1,monster,monster_zone,opponent)",
        "target_face(amazement_administrator_arlekino,3,1,up)",
        "condition(amazement_administrator_arlekino,3,target_is_event_card(1))")})
