"""Referents to the card of the event or activation the effect responds to
(eventrefs round): "destroy that monster" after "When a monster effect is
activated on your opponent's field while you control 2 or more Fusion
Monsters" is the activating monster (the state counts other cards:
pyfacade/cardtext/bodies.py activation_referent, asp/chain/operations.lp
card_of(responded)); "destroy that monster(s)" after "When your opponent
Special Summons a monster(s)" with a cost that discards a Spell is the
Summoned monster (a paid Spell is no monster: bodies.py _unpaid,
asp/chain/operations.lp r_event_card_selector); "Destroy
the attacking monster" after "When a "X" monster you control is targeted for
an attack" is the attacker (bodies.py condition_referent); "Destroy that
monster(s) with 1500 or more ATK" after "When your opponent Summons a
monster(s) with 1500 or more ATK" destroys it only if it still has that ATK
when the effect resolves (asp/chain/operations.lp
r_event_card_where_selector). Short texts written here in
the style of real cards, imported and judged in scenarios; real card texts
from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


CARDS = [
    monster("Twin Watch", "When a monster effect is activated on your opponent's field while you control 2 or more Fusion "
                          "Monsters (Quick Effect): You can destroy that monster."),
    monster("Fused Soldier", "You can pay 500 LP; draw 1 card.", line="Warrior / Fusion / Effect"),
    monster("Raider", "You can pay 500 LP; draw 1 card.", atk=2000),
    monster("Bystander", "You can pay 500 LP; draw 1 card."),
    monster("Void Fiend", "When your opponent Special Summons a monster(s) (except during the Damage Step): You can discard "
                          "this card and 1 Spell; destroy that monster(s).", line="Fiend / Effect"),
    {"card_type": "Spell", "property": "Normal", "name": "Grave Call", "text": "Target 1 monster in your GY; Special Summon it."},
    {"card_type": "Spell", "property": "Normal", "name": "Spare Spell", "text": "Draw 1 card."},
    {"card_type": "Trap", "property": "Normal", "name": "Deep Pit",
     "text": "When your opponent Summons a monster(s) with 1500 or more ATK: Destroy that monster(s) with 1500 or more ATK."},
    {"card_type": "Spell", "property": "Quick-Play", "name": "Quick Shrink",
     "text": "Target 1 face-up monster on the field; it loses 1000 ATK until the end of this turn."},
    monster("Guard Knight", "You can pay 500 LP; draw 1 card.", atk=2500),
    {"card_type": "Trap", "property": "Normal", "name": "Guard Counter",
     "text": "When a face-up \"Guard\" monster you control is targeted for an attack: Destroy the attacking monster."},
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def test_that_monster_after_an_activation_while_you_control_compiles():
    got = compiled(BY["Twin Watch"])
    assert "op(twin_watch,1,1,destroy(card_of(responded)))" in got
    assert not any("not_understood" in f or "not_modelled" in f for f in got)


@pytest.mark.parametrize("fusions", [2, 1])
def test_that_monster_is_the_activating_monster(imported, fusions):
    """The opponent's Raider activates its effect; with 2 Fusion Monsters Twin Watch destroys Raider (not their other
    monster); with 1, Twin Watch cannot be activated."""
    expect = "zones: {raider: gy, other: monster_zone}" if fusions == 2 else 'illegal: [{at: "1.2", rule: r_condition}]'
    second = "monster_zone" if fusions == 2 else "extra_deck"
    expectations_hold(f"""
name: Twin Watch with {fusions} Fusion Monster(s) when Raider activates its effect
turn: opp
phase: main1
cards:
  - {{id: watch, name: Twin Watch, owner: you, zone: monster_zone}}
  - {{id: f1, name: Fused Soldier, owner: you, zone: monster_zone}}
  - {{id: f2, name: Fused Soldier, owner: you, zone: {second}}}
  - {{id: raider, name: Raider, owner: opp, zone: monster_zone}}
  - {{id: other, name: Bystander, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: raider}}, {{card: watch}}]
expect:
  {expect}
""", "eventrefs.yaml")


def test_that_monsters_after_a_spell_cost_compiles():
    got = compiled(BY["Void Fiend"])
    assert {"op(void_fiend,1,1,destroy(event_card))", "cost(void_fiend,1,discard(1))",
            "cost_where(void_fiend,1,discard,card_type(spell))"} <= got
    assert not any("not_understood" in f or "not_modelled" in f for f in got)


def test_that_monster_is_the_special_summoned_monster(imported):
    """The opponent Special Summons Raider with Grave Call; Void Fiend (discarding itself and Spare Spell) destroys
    Raider, not their other monster."""
    expectations_hold("""
name: Void Fiend destroys the monster the opponent Special Summoned
turn: opp
phase: main1
cards:
  - {id: fiend, name: Void Fiend, owner: you, zone: hand}
  - {id: spare, name: Spare Spell, owner: you, zone: hand}
  - {id: call, name: Grave Call, owner: opp, zone: hand}
  - {id: raider, name: Raider, owner: opp, zone: gy}
  - {id: other, name: Bystander, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: call, targets: [raider]}]
  - chain: [{card: fiend, cost: {discard: [spare]}}]
expect:
  zones: {raider: gy, other: monster_zone, fiend: gy, spare: gy}
""", "eventrefs.yaml")


def test_the_attacking_monster_after_targeted_for_an_attack_compiles():
    got = compiled(BY["Guard Counter"])
    assert "op(guard_counter,1,1,destroy(event_card))" in got
    assert not any("not_understood" in f or "not_modelled" in f for f in got)


@pytest.mark.parametrize("attacked, ok", [("guard", True), ("plain", False)])
def test_the_attacking_monster_is_the_attacker(imported, attacked, ok):
    """The opponent's Raider attacks your Guard monster: Guard Counter destroys Raider, not their other monster; an
    attack on another monster of yours does not let it be activated."""
    expect = "zones: {raider: gy, other: monster_zone, guard: monster_zone}" if ok else 'illegal: [{at: "2.1", rule: r_when_event}]'
    expectations_hold(f"""
name: Guard Counter when Raider attacks {attacked}
turn: opp
phase: battle_step
cards:
  - {{id: counter, name: Guard Counter, owner: you, zone: spell_trap_zone}}
  - {{id: guard, name: Guard Knight, owner: you, zone: monster_zone}}
  - {{id: plain, name: Bystander, owner: you, zone: monster_zone}}
  - {{id: raider, name: Raider, owner: opp, zone: monster_zone}}
  - {{id: other, name: Bystander, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: raider, target: {attacked}}}
  - chain: [{{card: counter}}]
expect:
  {expect}
""", "eventrefs.yaml")


def test_that_monsters_with_atk_compiles():
    got = compiled(BY["Deep Pit"])
    assert "op(deep_pit,1,1,destroy(event_card_where(atk_between(1500,99999))))" in got
    assert not any("not_understood" in f or "not_modelled" in f for f in got)


@pytest.mark.parametrize("shrunk", [False, True])
def test_that_monsters_with_atk_at_resolution(imported, shrunk):
    """The opponent Normal Summons Raider (2000 ATK); Deep Pit destroys it, unless the opponent chains Quick Shrink to
    Raider (1000 ATK when Deep Pit resolves)."""
    chain = "[{card: pit}, {card: shrink, targets: [raider]}]" if shrunk else "[{card: pit}]"
    expect = "zones: {raider: monster_zone, other: monster_zone}" if shrunk else "zones: {raider: gy, other: monster_zone}"
    expectations_hold(f"""
name: Deep Pit on Raider{" shrunk by Quick Shrink" if shrunk else ""}
turn: opp
phase: main1
cards:
  - {{id: pit, name: Deep Pit, owner: you, zone: spell_trap_zone}}
  - {{id: raider, name: Raider, owner: opp, zone: hand}}
  - {{id: other, name: Bystander, owner: opp, zone: monster_zone}}
  - {{id: shrink, name: Quick Shrink, owner: opp, zone: hand}}
actions:
  - summon: {{card: raider, how: normal}}
  - chain: {chain}
expect:
  {expect}
""", "eventrefs.yaml")


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_cards():
    real_facts_hold({"Dual Avatar - Empowered Mitsu-Jaku": ("op(dual_avatar_empowered_mitsu_jaku,3,1,destroy(card_of(responded)))",),
                     "Singularity Fiend": ("op(singularity_fiend,1,1,destroy(event_card))",),
                     "Bottomless Trap Hole": ("op(bottomless_trap_hole,1,1,destroy(event_card_where(atk_between(1500,99999))))",),
                     "D - Counter": ("op(d_counter,1,1,destroy(event_card))",),
                     "Raidraptor - Booster Strix": ("op(raidraptor_booster_strix,1,1,destroy(event_card))",)})
