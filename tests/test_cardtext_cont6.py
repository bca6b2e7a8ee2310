"""Continuous effects and card conditions compiled from card text (issue 15,
part "cont6"): "Cannot be used as Synchro Material, except for the Synchro
Summon of a Dragon monster" (asp/legality/material_restrictions.lp);
"Cannot be destroyed by Spell/Trap effects", "Your opponent cannot target
this card with monster effects" (asp/effects/battle_permissions.lp); "gains
N ATK for each Fog Counter on the field" (asp/battle/stat_counts.lp); "If
this card attacks, it is changed to Defense Position at the end of the
Battle Phase" (a Continuous Effect). Short
texts written here in the style of real cards, imported and judged in
scenarios; real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations


import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


CARDS = [
    monster("Picky Tuner", "Cannot be used as Synchro Material, except for the Synchro Summon of a Dragon monster.",
            line="Dragon / Tuner / Effect", level=2),
    monster("Plain Squire", "You can draw 1 card.", level=2),
    monster("Star Drake Test", "1 Tuner + 1+ non-Tuner monsters\nYou can draw 1 card.", line="Dragon / Synchro / Effect"),
    monster("Star Knight Test", "1 Tuner + 1+ non-Tuner monsters\nYou can draw 1 card.", line="Warrior / Synchro / Effect"),
    {"card_type": "Trap", "property": "Continuous", "name": "Skill Drain",
     "text": "Activate by paying 1000 LP. Negate the effects of all face-up monsters while they are face-up on the field "
             "(but their effects can still be activated)."},
    monster("Stone Warden", "Cannot be destroyed by Spell/Trap effects."),
    monster("Veiled Drake", "Your opponent cannot target this card with monster effects."),
    monster("Ice Sentry", "Your opponent cannot target \"Ice\" monsters you control with Trap effects."),
    monster("Blast Knight", "You can target 1 monster on the field; destroy it."),
    {"card_type": "Spell", "property": "Normal", "name": "Strike Down", "text": "Target 1 monster on the field; destroy it."},
    {"card_type": "Trap", "property": "Normal", "name": "Snap Trap", "text": "Target 1 monster on the field; destroy it."},
    monster("Fog Watcher", "This card gains 500 ATK for each Fog Counter on the field.", atk=1000),
    monster("Fog Keeper", "Gains 300 ATK for each Fog Counter on your field.", atk=1000),
    monster("Void Gazer", "Gains 200 ATK for each of your opponent's banished monsters.", atk=1000),
    monster("Plate Knight", "Gains 500 ATK for each Equip Card equipped to it.", atk=1000),
    {"card_type": "Spell", "property": "Equip", "name": "Iron Plate", "text": "The equipped monster gains 100 ATK."},
    monster("Light Ban", "Neither player can Special Summon LIGHT monsters."),
    monster("Star Lumen Test", "1 Tuner + 1+ non-Tuner monsters\nYou can draw 1 card.", line="Dragon / Synchro / Effect", attribute="LIGHT"),
    monster("Goblin Raider", "If this card attacks, it is changed to Defense Position at the end of the Battle Phase.", atk=2300,
            **{"def": 0}),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "cont6.yaml")


def test_material_exception_compiles():
    assert "not_material_except(picky_tuner,synchro,monster_type(dragon))" in compiled(CARDS[0])
    # two Types in the exception, other materials, a Summon by its own effect: not read
    for text in ["Cannot be used as Synchro Material, except for the Synchro Summon of a WIND Dragon or Machine Synchro Monster.",
                 "Cannot be used as Synchro Material, except for the Synchro Summon of a \"Scrap\" monster, and all other "
                 "materials must be \"Scrap\" monsters.",
                 "Cannot be used as Synchro Material except for a Synchro Summon by its own effect.",
                 "Cannot be used as Synchro Material, except for the Xyz Summon of a Dragon monster."]:
        got = compiled(monster("Odd Tuner", text))
        assert not any(f.startswith("not_material") for f in got), text
        assert any(f.startswith("not_modelled(odd_tuner,1,") for f in got), text


@pytest.mark.parametrize("target, drain, legal", [("drake", "", True), ("knight", "", False),
                                                   ("knight", "\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}",
                                                    False)])
def test_synchro_material_only_for_a_dragon(imported, target, drain, legal):
    # not an effect: Skill Drain does not lift it (r_not_material_except)
    expect = "zones: {%s: monster_zone}" % target if legal else 'illegal: [{at: "action 1", rule: r_not_material_except}]'
    holds(f"""
name: Picky Tuner as Synchro Material for {target}
turn: you
phase: main1
cards:
  - {{id: tuner, name: Picky Tuner, owner: you, zone: monster_zone}}
  - {{id: squire, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: drake, name: Star Drake Test, owner: you, zone: extra_deck}}
  - {{id: knight, name: Star Knight Test, owner: you, zone: extra_deck}}{drain}
actions:
  - summon: {{card: {target}, how: synchro, materials: [tuner, squire]}}
expect:
  {expect}
""")


def test_effect_kinds_compile():
    assert "applies_continuously(stone_warden,1,cannot(destroyed(kind_effect(spell_trap)),self))" in compiled(CARDS[5])
    assert "applies_continuously(veiled_drake,1,cannot(target_by_opponent_with(monster),self))" in compiled(CARDS[6])
    assert any("cannot(target_by_opponent_with(trap),where(" in f for f in compiled(CARDS[7]))
    got = compiled(monster("Odd Warden", "Your opponent cannot target this card with Spells, Traps, or card effects."))
    assert not any(f.startswith("applies_continuously(") for f in got)


@pytest.mark.parametrize("by, zone", [("strike", "monster_zone"), ("snap", "monster_zone"), ("blast", "gy")])
def test_cannot_be_destroyed_by_spell_trap_effects(imported, by, zone):
    # a Spell's or a Trap's effect does not destroy it; a monster's does (r_cannot_destroy_kind)
    holds(f"""
name: {by} on Stone Warden
turn: opp
phase: main1
cards:
  - {{id: warden, name: Stone Warden, owner: you, zone: monster_zone}}
  - {{id: strike, name: Strike Down, owner: opp, zone: hand}}
  - {{id: snap, name: Snap Trap, owner: opp, zone: spell_trap_zone}}
  - {{id: blast, name: Blast Knight, owner: opp, zone: monster_zone}}
actions:
  - chain:
      - {{card: {by}, targets: [warden]}}
expect:
  zones: {{warden: {zone}}}
""")


@pytest.mark.parametrize("by, who, expect", [
    ("blast", "opp", 'illegal: [{at: "1.1", rule: r_cannot_target_kind}]'),
    ("strike", "opp", "zones: {drake: gy}"),
    ("blast", "you", "zones: {drake: gy}"),
])
def test_your_opponent_cannot_target_this_card_with_monster_effects(imported, by, who, expect):
    holds(f"""
name: {who}'s {by} targets Veiled Drake
turn: {who}
phase: main1
cards:
  - {{id: drake, name: Veiled Drake, owner: you, zone: monster_zone}}
  - {{id: strike, name: Strike Down, owner: {who}, zone: hand}}
  - {{id: blast, name: Blast Knight, owner: {who}, zone: monster_zone}}
actions:
  - chain:
      - {{card: {by}, targets: [drake]}}
expect:
  {expect}
""")


@pytest.mark.parametrize("mine, theirs, watcher, keeper", [("", "", 1000, 1000), (", counters: {fog: 2}", "", 2000, 1600),
                                                            ("", ", counters: {fog: 3}", 2500, 1000)])
def test_gains_atk_for_each_counter_on_the_field(imported, mine, theirs, watcher, keeper):
    # "on the field": on either player's cards; "on your field": on its controller's (r_stat_gain_per)
    holds(f"""
name: Fog Counters on the field
turn: you
phase: main1
cards:
  - {{id: watcher, name: Fog Watcher, owner: you, zone: monster_zone}}
  - {{id: keeper, name: Fog Keeper, owner: you, zone: monster_zone{mine}}}
  - {{id: other, name: Plain Squire, owner: opp, zone: monster_zone{theirs}}}
questions:
  - {{id: w, ask: atk, card: watcher}}
  - {{id: k, ask: atk, card: keeper}}
expect:
  answers: {{w: "{watcher}", k: "{keeper}"}}
""")


@pytest.mark.parametrize("attacks, drain, raider, opp_lp", [(True, "", "gy", 5700), (False, "", "monster_zone", 7500),
                                                             (True, "\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}",
                                                              "monster_zone", 5200)])
def test_changed_to_defense_position_at_the_end_of_the_battle_phase(imported, attacks, drain, raider, opp_lp):
    # in Defense Position (0 DEF) next turn, the opponent's 1800 ATK monster destroys it with no damage; in
    # Attack Position (2300 ATK) it is the attacker that is destroyed (r_defense_after_attack; Skill Drain: not applied)
    attack = "      - attack: {card: raider, target: direct}\n      - phase: damage_calculation\n" if attacks else ""
    holds(f"""
name: Goblin Raider {'attacks' if attacks else 'does not attack'}, then is attacked
turns:
  - player: you
    phase: battle_step
    actions:
{attack}      - phase: battle_end
      - phase: main2
  - player: opp
    actions:
      - summon: {{card: brute, how: normal}}
      - phase: battle_step
      - attack: {{card: brute, target: raider}}
      - phase: damage_calculation
      - phase: end_damage_step
cards:
  - {{id: raider, name: Goblin Raider, owner: you, zone: monster_zone}}
  - {{id: brute, name: Plain Squire, owner: opp, zone: hand}}{drain}
expect:
  zones: {{raider: {raider}}}
  life_points: {{opp: {opp_lp}}}
""")


def test_gains_atk_for_each_of_your_opponents_banished_monsters(imported):
    # the opponent's banished monsters count; their banished Spell and the player's own do not
    holds("""
name: Void Gazer counts the opponent's banished monsters
cards:
  - {id: gazer, name: Void Gazer, owner: you, zone: monster_zone}
  - {id: b1, name: Plain Squire, owner: opp, zone: banished}
  - {id: b2, name: Blast Knight, owner: opp, zone: banished}
  - {id: b3, name: Strike Down, owner: opp, zone: banished}
  - {id: b4, name: Plain Squire, owner: you, zone: banished}
questions:
  - {id: atk, ask: atk, card: gazer}
expect:
  answers: {atk: "1400"}
""")


def test_gains_atk_for_each_equip_card_equipped_to_it(imported):
    holds("""
name: Iron Plate equipped to Plate Knight
turn: you
phase: main1
cards:
  - {id: knight, name: Plate Knight, owner: you, zone: monster_zone}
  - {id: plate, name: Iron Plate, owner: you, zone: hand}
actions:
  - chain:
      - {card: plate, targets: [knight]}
questions:
  - {id: before, ask: atk, card: knight, at: {during: "1.1"}}
  - {id: after, ask: atk, card: knight}
expect:
  answers: {before: "1000", after: "1600"}
""")


@pytest.mark.parametrize("target, legal", [("drake", True), ("lumen", False)])
def test_neither_player_can_special_summon_light_monsters(imported, target, legal):
    expect = "zones: {%s: monster_zone}" % target if legal else 'illegal: [{at: "action 1", rule: r_summon_except_special}]'
    holds(f"""
name: a Synchro Summon of {target} while Light Ban is on the field
turn: you
phase: main1
cards:
  - {{id: ban, name: Light Ban, owner: opp, zone: monster_zone}}
  - {{id: tuner, name: Picky Tuner, owner: you, zone: monster_zone}}
  - {{id: squire, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: drake, name: Star Drake Test, owner: you, zone: extra_deck}}
  - {{id: lumen, name: Star Lumen Test, owner: you, zone: extra_deck}}
actions:
  - summon: {{card: {target}, how: synchro, materials: [tuner, squire]}}
expect:
  {expect}
""")


REAL = {
    "Dragunity Couse": "not_material_except(dragunity_couse,synchro,name_has(\"Dragunity\"))",
    "Penguin Squire": "not_material_except(penguin_squire,synchro,attribute(water))",
    "Coach Captain Bearman": "not_material_except(coach_captain_bearman,xyz,both(attribute(fire),monster_type(warrior)))",
    "Digital Bug Centibit": "not_material_except(digital_bug_centibit,xyz,monster_type(insect))",
    "Magical King Moonstar": "not_material_except(magical_king_moonstar,synchro,both(attribute(dark),subtype(synchro)))",
    "Broomy": "not_material_except(broomy,synchro,level_at_most(8))",
    "Shield of the Millennium Dynasty": "cannot(destroyed(kind_effect(spell_trap)),self)",
    "Koa'ki Meiru Valafar": "cannot(destroyed(kind_effect(trap)),self)",
    "Exodia Necross": "cannot(destroyed(kind_effect(spell_trap)),self)",
    "Borreload Dragon": "cannot(target_with(monster),self)",
    "Myutant Arsenal": "cannot(target_by_opponent_with(trap),self)",
    "Star Pendulumgraph": "cannot(target_by_opponent_with(spell),where(",
    "Cloudian - Nimbusman": "stat_change(self,atk,gain_per(500,field_counters(any,fog)))",
    "Giant Orc": "applies_continuously(giant_orc,1,defense_after_attack)",
    "Valkyrie Dritte": "stat_change(self,atk,gain_per(200,count(opponent,banished,monster)))",
    "Maha Vailo": "stat_change(self,atk,gain_per(500,equip_cards))",
    "Koa'ki Meiru Drago": "cannot(summon_except(special,non(either(attribute(light),attribute(dark)))),both)",
    "Temple of the Six": "stat_change(all(controlled_by(opponent)),atk,gain_per(-100,counters(bushido)))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_cont6():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        facts = found[name]
        assert any(fact in f for f in facts), (name, sorted(facts))
