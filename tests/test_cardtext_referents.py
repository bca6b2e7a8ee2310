"""Referents after an opening condition (referents round): "that monster"
after "When an opponent's monster declares an attack, while you control
"X"" is the attacking monster (the state the head counts names no card of
the event: pyfacade/cardtext/bodies.py condition_referent,
asp/chain/operations.lp event_card); "Target the opponent's attacking monster
and that monster you control" after "When a Fiend monster you control is
targeted for an attack" targets the attacker and the attack target
(asp/battle/battle.lp target_is_attacker, asp/battle/damage_step.lp
attack_target; heads.py); "Target 1 of those "X" monsters you control" after
"When your opponent activates a card or effect that targets an "X"
monster(s) you control" is one of the cards that activation targets
(asp/events/events.lp r_target_among_responded_targets); "Target the
opponent's monster" after "When a Psychic monster you control is destroyed by
battle with an opponent's attacking monster" is the attacker (target_is_attacker).
Short texts written here in the style
of real cards, imported and judged in scenarios; real card texts from the
shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


CARDS = [
    monster("Vault Guard", "When an opponent's monster declares an attack, while you control \"Sealed Vault\": "
                           "You can destroy that monster."),
    {"card_type": "Spell", "property": "Continuous", "name": "Sealed Vault", "text": "You can pay 500 LP; draw 1 card."},
    monster("Raider", "You can pay 500 LP; draw 1 card.", atk=2000),
    monster("Bystander", "You can pay 500 LP; draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Fiend Guard Trap",
     "text": "When a Fiend monster you control is targeted for an attack: Target the opponent's attacking monster and that "
             "monster you control; destroy both targets."},
    monster("Small Fiend", "You can pay 500 LP; draw 1 card.", line="Fiend / Effect"),
    {"card_type": "Trap", "property": "Normal", "name": "Stage Rescue",
     "text": "When your opponent activates a card or effect that targets a \"Stage\" monster(s) you control: "
             "Target 1 of those \"Stage\" monsters you control; return it to the hand."},
    monster("Stage Actor", "You can pay 500 LP; draw 1 card."),
    {"card_type": "Spell", "property": "Normal", "name": "Spotlight Strike", "text": "Target 1 monster on the field; destroy it."},
    {"card_type": "Trap", "property": "Normal", "name": "Psychic Payback",
     "text": "When a Psychic monster you control is destroyed by battle with an opponent's attacking monster: "
             "Target the opponent's monster; destroy that target."},
    monster("Weak Psychic", "You can pay 500 LP; draw 1 card.", line="Psychic / Effect", atk=1000),
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def test_that_monster_after_an_attack_while_you_control_compiles():
    got = compiled(BY["Vault Guard"])
    assert "op(vault_guard,1,1,destroy(event_card))" in got
    assert not any("not_understood" in f for f in got)


@pytest.mark.parametrize("vault", [True, False])
def test_that_monster_is_the_attacker(imported, vault):
    """The opponent's Raider attacks; with Sealed Vault face-up, Vault Guard destroys Raider (not the other monster)."""
    expect = "zones: {raider: gy, other: monster_zone}" if vault else 'illegal: [{at: "2.1", rule: r_condition}]'
    expectations_hold(f"""
name: Vault Guard {"destroys the attacker" if vault else "without Sealed Vault"}
turn: opp
phase: battle_step
cards:
  - {{id: guard, name: Vault Guard, owner: you, zone: monster_zone}}
  - {{id: vault, name: Sealed Vault, owner: you, zone: {"spell_trap_zone, face: up" if vault else "hand"}}}
  - {{id: raider, name: Raider, owner: opp, zone: monster_zone}}
  - {{id: other, name: Bystander, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: raider, target: guard}}
  - chain: [{{card: guard}}]
expect:
  {expect}
""", "referents.yaml")


def test_the_attacker_and_the_attacked_monster_compile():
    assert {"target(fiend_guard_trap,1,1,monster,monster_zone,opponent)", "condition(fiend_guard_trap,1,target_is_attacker(1))",
            "target(fiend_guard_trap,1,2,monster,monster_zone,own)", "target_where(fiend_guard_trap,1,2,attack_target)",
            "op(fiend_guard_trap,1,1,destroy(target(1)))", "op(fiend_guard_trap,1,1,destroy(target(2)))"} <= compiled(BY["Fiend Guard Trap"])


@pytest.mark.parametrize("picks, ok", [("[raider, fiend]", True), ("[other, fiend]", False), ("[raider, imp]", False)])
def test_target_the_attacker_and_that_monster_you_control(imported, picks, ok):
    """The opponent's Raider attacks your Small Fiend: the Trap targets Raider (not their other monster) and Small
    Fiend (not your other monster)."""
    expect = "zones: {raider: gy, fiend: gy, other: monster_zone, imp: monster_zone}" if ok else \
        'illegal: [{at: "2.1", rule: r_condition}]' if picks.startswith("[other") else 'illegal: [{at: "2.1", rule: r_target}]'
    expectations_hold(f"""
name: Fiend Guard Trap targets {picks} when Raider attacks Small Fiend
turn: opp
phase: battle_step
cards:
  - {{id: trap, name: Fiend Guard Trap, owner: you, zone: spell_trap_zone}}
  - {{id: fiend, name: Small Fiend, owner: you, zone: monster_zone}}
  - {{id: imp, name: Bystander, owner: you, zone: monster_zone}}
  - {{id: raider, name: Raider, owner: opp, zone: monster_zone}}
  - {{id: other, name: Bystander, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: raider, target: fiend}}
  - chain: [{{card: trap, targets: {picks}}}]
expect:
  {expect}
""", "referents.yaml")


def test_one_of_the_targeted_monsters_compiles():
    assert {"target(stage_rescue,1,1,monster,monster_zone,own)", "condition(stage_rescue,1,target_among_responded_targets(1))",
            'target_where(stage_rescue,1,1,both(card_type(monster),name_has("Stage")))',
            "op(stage_rescue,1,1,return_to_hand(target(1)))"} <= compiled(BY["Stage Rescue"])


@pytest.mark.parametrize("pick, ok", [("hit", True), ("spare", False)])
def test_target_one_of_the_monsters_the_activation_targets(imported, pick, ok):
    """The opponent's Spotlight Strike targets one of your two Stage Actors: Stage Rescue can target only that one."""
    expect = "zones: {hit: hand, spare: monster_zone}" if ok else 'illegal: [{at: "1.2", rule: r_condition}]'
    expectations_hold(f"""
name: Stage Rescue targets {"the targeted Stage Actor" if ok else "the other Stage Actor"}
turn: opp
phase: main1
cards:
  - {{id: rescue, name: Stage Rescue, owner: you, zone: spell_trap_zone}}
  - {{id: hit, name: Stage Actor, owner: you, zone: monster_zone}}
  - {{id: spare, name: Stage Actor, owner: you, zone: monster_zone}}
  - {{id: strike, name: Spotlight Strike, owner: opp, zone: hand}}
actions:
  - chain: [{{card: strike, targets: [hit]}}, {{card: rescue, targets: [{pick}]}}]
expect:
  {expect}
""", "referents.yaml")


def test_the_opponents_attacking_monster_compiles():
    assert {"target(psychic_payback,1,1,monster,monster_zone,opponent)", "condition(psychic_payback,1,target_is_attacker(1))",
            "op(psychic_payback,1,1,destroy(target(1)))"} <= compiled(BY["Psychic Payback"])


@pytest.mark.parametrize("pick, ok", [("raider", True), ("other", False)])
def test_target_the_monster_that_attacked_and_destroyed_it(imported, pick, ok):
    """The opponent's Raider (2000 ATK) attacks and destroys Weak Psychic (1000 ATK): Psychic Payback targets Raider."""
    expect = "zones: {raider: gy, other: monster_zone, psychic: gy}" if ok else 'illegal: [{at: "7.1", rule: r_condition}]'
    expectations_hold(f"""
name: Psychic Payback targets {pick} after Raider destroys Weak Psychic by battle
turn: opp
phase: battle_step
cards:
  - {{id: payback, name: Psychic Payback, owner: you, zone: spell_trap_zone}}
  - {{id: psychic, name: Weak Psychic, owner: you, zone: monster_zone}}
  - {{id: raider, name: Raider, owner: opp, zone: monster_zone}}
  - {{id: other, name: Bystander, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: raider, target: psychic}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
  - chain: [{{card: payback, targets: [{pick}]}}]
expect:
  {expect}
""", "referents.yaml")


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_cards():
    real_facts_hold({"Stronghold the Hidden Fortress": ("op(stronghold_the_hidden_fortress,2,1,destroy(event_card))",),
                     "Hate Buster": ("condition(hate_buster,1,target_is_attacker(1))", "target_where(hate_buster,1,2,attack_target)",
                                     "op(hate_buster,1,1,destroy(target(2)))"),
                     "Amazement Special Show": ("condition(amazement_special_show,1,target_among_responded_targets(1))",),
                     "Psi-Curse": ("condition(psi_curse,1,target_is_attacker(1))", "op(psi_curse,1,1,destroy(target(1)))"),
                     "Telepathic Power": ("condition(telepathic_power,1,target_is_attacker(1))",)})
