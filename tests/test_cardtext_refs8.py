"""Referents of refs8's clauses. Pronouns after heads on a monster destroyed by battle
(pyfacade/cardtext/bodies.py condition_referent): "that opponent's monster"
after "When this card / your "X" monster is destroyed by battle with an
opponent's monster" is the monster that destroyed it by battle (selector
battle_destroyer, asp/chain/operations.lp r_battle_destroyer_selector), as
"the monster that destroyed it / this card" after "If this card is destroyed
by battle"; "that monster" there stays not read (yours or theirs?). Short texts written
here; an Equip Spell's "The equipped monster gains 1000 ATK, also its
effects are negated" (negation filter equipped, asp/effects/continuous.lp
r_equipped_negation). Scenarios judged on them once imported, and real card texts from the
shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def trap(name: str, text: str, prop: str = "Normal") -> dict:
    return {"card_type": "Trap", "property": prop, "name": name, "text": text}


# ---- compiled on short texts ------------------------------------------------------------------

def test_that_opponents_monster_is_the_one_that_destroyed_it_by_battle():
    got = compiled(monster("Spite Bird", "When this card is destroyed by battle with an opponent's monster: "
                           "You can destroy that opponent's monster."))
    assert "op(spite_bird,1,1,destroy(battle_destroyer))" in got
    got = compiled(trap("Spite Net", "When a \"Spite\" monster you control is destroyed by battle with an opponent's monster "
                        "and sent to your GY: Destroy that opponent's monster."))
    assert "op(spite_net,1,1,destroy(battle_destroyer))" in got
    # a cost naming another card: "that opponent's monster" cannot be the card paid
    got = compiled(monster("Paid Bird", "When a monster you control is destroyed by battle with an opponent's monster: "
                           "You can send this card from your hand to the GY; destroy that opponent's monster."))
    assert "op(paid_bird,1,1,destroy(battle_destroyer))" in got


def test_that_monster_is_not_read_after_a_battle_destruction():
    # "that monster": the destroyed monster or the one that destroyed it?
    got = compiled(monster("Loose Bird", "When this card is destroyed by battle with an opponent's monster: "
                           "You can destroy that monster."))
    assert 'not_modelled(loose_bird,1,"destroy that monster")' in got
    # a head with a state besides the event: not this reading
    got = compiled(monster("Other Bird", "When a monster you control is destroyed by battle with an opponent's monster, "
                           "while you control a Spell: You can destroy that opponent's monster."))
    assert not any("battle_destroyer" in f for f in got)


def test_the_monster_that_destroyed_it_after_a_head_on_this_cards_battle_destruction():
    got = compiled(monster("Spite Ship", "If this card is destroyed by battle and sent to the GY: Destroy the monster that destroyed it."))
    assert "op(spite_ship,1,1,destroy(battle_destroyer))" in got
    got = compiled(monster("Slate Spite", "If this card is destroyed by battle: The monster that destroyed this card loses 500 ATK."))
    assert "op(slate_spite,1,1,change_stat(battle_destroyer,atk,gain(-500),while_on_field))" in got
    # never this card nor a target, whatever the head
    got = compiled(monster("Odd Ship", "If this card is sent to the GY: You can target 1 monster on the field; "
                           "destroy the monster that destroyed it."))
    assert not any("op(odd_ship" in f for f in got)
    got = compiled(monster("Odd Ship", "If this card is destroyed: Destroy the monster that destroyed it."))
    assert 'not_modelled(odd_ship,1,"Destroy the monster that destroyed it")' in got


def test_its_effects_are_negated_on_an_equip_spell_is_the_equipped_monsters():
    axe = {"card_type": "Spell", "property": "Equip", "name": "Fool Axe",
           "text": "The equipped monster gains 1000 ATK, also its effects are negated."}
    got = compiled(axe)
    assert {"applies_continuously(fool_axe,2,negate_effects(equipped))", "negation_style(fool_axe,2,field_gated)"} <= got
    got = compiled({**axe, "name": "Seal Axe", "text": "The equipped monster's effects are negated."})
    assert "applies_continuously(seal_axe,2,negate_effects(equipped))" in got
    # a sentence about another monster first: "its" is not the equipped monster
    got = compiled({**axe, "name": "Odd Axe", "text": "Monsters your opponent controls lose 500 ATK, also its effects are negated."})
    assert not any("negate_effects(equipped)" in f for f in got)


# ---- judged by the engine on imported texts ---------------------------------------------------

CARDS = [
    monster("Spite Bird", "When this card is destroyed by battle with an opponent's monster: You can destroy that opponent's monster."),
    monster("Spite Ship", "If this card is destroyed by battle and sent to the GY: Destroy the monster that destroyed it."),
    {"card_type": "Spell", "property": "Equip", "name": "Fool Axe",
     "text": "The equipped monster gains 1000 ATK, also its effects are negated."},
    monster("Pike Sergeant", "Once per turn: You can target 1 monster your opponent controls; destroy it."),
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Normal", "attribute": "DARK", "level": 7, "atk": 2500, "def": 2100,
     "name": "Dark Magician", "text": "The ultimate wizard."},
]

STEPS = "".join(f"\n  - phase: {p}" for p in ("damage_step", "before_damage_calculation", "damage_calculation",
                                               "after_damage_calculation", "end_damage_step"))


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


@pytest.mark.parametrize("attacker, target, destroyer, other", [("dm1", "bird", "dm1", "dm2"), ("dm2", "bird", "dm2", "dm1"),
                                                                ("bird", "dm1", "dm1", "dm2")])
def test_the_monster_that_destroyed_this_card_by_battle_is_destroyed(imported, attacker, target, destroyer, other):
    expectations_hold(f"""
name: Spite Bird destroys the monster that destroyed it by battle (attacker or attacked), not the other one
turn: {"you" if attacker == "bird" else "opp"}
phase: battle_step
cards:
  - {{id: bird, name: Spite Bird, owner: you, zone: monster_zone}}
  - {{id: dm1, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: dm2, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}{STEPS}
  - chain: [{{card: bird, player: you}}]
expect:
  outcomes: {{"7.1": resolved}}
  zones: {{bird: gy, {destroyer}: gy, {other}: monster_zone}}
""", "refs8.yaml")


@pytest.mark.parametrize("attacker, other", [("dm1", "dm2"), ("dm2", "dm1")])
def test_the_monster_that_destroyed_it_is_destroyed(imported, attacker, other):
    expectations_hold(f"""
name: Spite Ship's trigger destroys the monster that destroyed it by battle, not the other one
turn: opp
phase: battle_step
cards:
  - {{id: ship, name: Spite Ship, owner: you, zone: monster_zone}}
  - {{id: dm1, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: dm2, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: ship}}{STEPS}
  - chain: [{{card: ship, player: you}}]
expect:
  outcomes: {{"7.1": resolved}}
  zones: {{ship: gy, {attacker}: gy, {other}: monster_zone}}
""", "refs8.yaml")


@pytest.mark.parametrize("pike, outcome", [("p1", "resolved_without_effect"), ("p2", "resolved")])
def test_the_equipped_monsters_effects_are_negated_and_no_other_monsters(imported, pike, outcome):
    expectations_hold(f"""
name: Fool Axe equipped to one Pike Sergeant; then a Pike Sergeant's effect
cards:
  - {{id: axe, name: Fool Axe, owner: you, zone: hand}}
  - {{id: p1, name: Pike Sergeant, owner: opp, zone: monster_zone}}
  - {{id: p2, name: Pike Sergeant, owner: opp, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
turns:
  - player: you
    actions:
      - chain: [{{card: axe, targets: [p1]}}]
  - player: opp
    actions:
      - chain: [{{card: {pike}, targets: [dm]}}]
expect:
  outcomes: {{"1.1": resolved, "3.1": {outcome}}}
  zones: {{dm: {"gy" if outcome == "resolved" else "monster_zone"}, axe: spell_trap_zone}}
""", "refs8.yaml")


# ---- real card texts ----------------------------------------------------------------------------

REAL = {
    "Bujingi Raven": ["op(bujingi_raven,1,1,destroy(battle_destroyer))"],
    "Danger! Disturbance! Disorder!": ["op(danger_disturbance_disorder,2,1,destroy(battle_destroyer))"],
    "Dispatchparazzi": ["op(dispatchparazzi,2,1,destroy(battle_destroyer))"],
    "World Legacy in Shadow": ["op(world_legacy_in_shadow,4,1,send_to_gy(battle_destroyer))"],
    "Exploder Dragon": ["op(exploder_dragon,1,1,destroy(battle_destroyer))"],
    "Slate Warrior": ["op(slate_warrior,2,1,change_stat(battle_destroyer,atk,gain(-500),while_on_field))"],
    "Ghostrick Yuki-onna": ["op(ghostrick_yuki_onna,2,1,change_position(battle_destroyer,face_down_defense))"],
    "Axe of Fools": ["applies_continuously(axe_of_fools,2,negate_effects(equipped))"],
    "Living Fossil": ["applies_continuously(living_fossil,3,negate_effects(equipped))"],
    "Orichalcos Sword of Sealing": ["applies_continuously(orichalcos_sword_of_sealing,2,negate_effects(equipped))"],
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is not present")
def test_real_cards():
    got = real_facts(REAL)
    for name, want in REAL.items():
        assert set(want) <= got[name], (name, set(want) - got[name])
