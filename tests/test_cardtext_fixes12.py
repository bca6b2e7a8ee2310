"""Fixes 12: wrong or missing facts the audit reported, each on real cards.

- "When a WATER monster's effect is activated" (Minairuka, Supply Soldier of
  the Indestructible Insects): the article "a"/"an" before the possessive
  subject was not read, and the whole head was not understood; "..., even
  during the Damage Step" after a head (Thunder Dragon Titan) was not read
  either: the head is read without it, and the text allows the activation in
  the Damage Step (damage_step_ok).
- a monster's Quick Effect without "you can" (White Night Dragon, Doomcaliber
  Knight) was optional: PSCT makes an effect without "you can" mandatory, and
  Konami's ruling on Light and Darkness Dragon says its Quick Effect must be
  activated in response (huntlist.eu, Light and Darkness Dragon rulings).
- every effect of a Quick-Play Spell was Spell Speed 2, its Ignition-like
  effect in the GY too ("You can banish this card from your GY; ..."): only
  the card's activation is (r_quick_play_other_speed).
- the older wording of an activated effect's cost without "you can" ("Tribute
  2 monsters on your side of the field to increase your Life Points by 1000
  points", Hysteric Fairy; Skull Lair, Type Zero Magic Crusher, Mass Driver)
  was a continuous effect that never applied: it is an activated effect now,
  whose activation is not understood (Cannon Soldier's later text: "You can
  Tribute 1 monster; inflict 500 damage").
- "● During your opponent's turn: Your opponent cannot select a monster other
  than the equipped monster as an attack target." (Double Tool C&D) was an
  Ignition Effect: a state head and a statement of what applies is a
  continuous effect (not understood here, so withheld).
- checked, no change: Aileron's "target 1 "Sky Striker Ace" monster you
  control" has no target_face(up), and needs none: a face-down monster's name
  is hidden (asp/battle/card_names.lp), so the engine refuses it as a target.
"""

from __future__ import annotations

import pytest

from imported import DATA, data_lines, expectations_hold, import_cards, real_facts_hold

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")


def test_a_typed_monsters_effect_is_activated():
    real_facts_hold({
        "Minairuka": ("condition(minairuka,1,responds_to_activation(ev(activated,all_of(monster,where(attribute(water))),except(card_activation))))",),
        "Supply Soldier of the Indestructible Insects": (
            "condition(supply_soldier_of_the_indestructible_insects,1,"
            "responds_to_activation(ev(activated,all_of(monster,where(monster_type(insect))),except(card_activation))))",),
        "Magnet Warrior Omega Plus": (
            "condition(magnet_warrior_omega_plus,2,responds_to_activation(ev(activated,all_of(monster,where(attribute(earth))),"
            "all_of(except(card_activation),from(field)))))",),
    }, absent={"Minairuka": ("not_understood",)})


def test_even_during_the_damage_step():
    real_facts_hold({
        "Thunder Dragon Titan": (
            "condition(thunder_dragon_titan,1,responds_to_activation(ev(activated,all_of(monster,where(monster_type(thunder))),"
            "all_of(except(card_activation),from(hand)))))", "damage_step_ok(thunder_dragon_titan,1)"),
        "Crossroad Sonic Chick": ("condition(crossroad_sonic_chick,1,if_event(ev(sent_to_gy,all_of(where(subtype(tuner)),owned),to(gy))))",
                                  "damage_step_ok(crossroad_sonic_chick,1)"),
    }, absent={"Thunder Dragon Titan": ("condition(thunder_dragon_titan,1,not_understood)",)})


def test_a_monsters_quick_effect_without_you_can_is_mandatory():
    real_facts_hold({
        "White Night Dragon": ("mandatory(white_night_dragon,1)",),
        "Doomcaliber Knight": ("mandatory(doomcaliber_knight,1)",),
        "Light and Darkness Dragon": ("mandatory(light_and_darkness_dragon,2)",),
    }, absent={
        "Minairuka": ("mandatory",),  # "You can Special Summon this card"
        "Paleozoic Pikaia": ("mandatory",),  # a Trap Card's effect: not read here
    })


def test_the_older_cost_wording_without_you_can_is_an_activated_effect():
    real_facts_hold({
        "Hysteric Fairy": ("effect(hysteric_fairy,1,ignition)", "condition(hysteric_fairy,1,not_understood)"),
        "Mass Driver": ("effect(mass_driver,2,ignition)", "condition(mass_driver,2,not_understood)"),
        # a Continuous Trap's effects are Spell Speed 2
        "Skull Lair": ("effect(skull_lair,2,quick)", "condition(skull_lair,2,not_understood)"),
        "Type Zero Magic Crusher": ("effect(type_zero_magic_crusher,2,quick)", "condition(type_zero_magic_crusher,2,not_understood)"),
    }, absent={
        "Hysteric Fairy": ("continuous",),
        # "Activate only when ... . Tribute 1 monster to take control of that Fusion Monster.": the card's activation
        "Chthonian Polymer": ("effect(chthonian_polymer,2,",),
        # "Tribute 1 monster to activate this card.": the cost of the card's activation, not an effect
        "Tyrant's Temper": ("ignition", "quick"),
    })


def test_a_state_head_and_a_statement_is_a_continuous_effect():
    real_facts_hold({
        "Double Tool C&D": ("effect(double_tool_c_d,4,continuous)",),
    }, absent={
        "Double Tool C&D": ("effect(double_tool_c_d,4,ignition)", "condition(double_tool_c_d,4,"),
        # "During the Main Phase: The turn player can ...": an action a player takes
        "Capsule Monster Chess": ("continuous",),
    })


QUICK_ECHO = {"card_type": "Spell", "property": "Quick-Play", "name": "Quick Echo",
              "text": "Target 1 Spell/Trap on the field; destroy that target. You can banish this card from your GY; draw 1 card."}


def test_a_quick_play_spells_gy_effect_is_spell_speed_1(tmp_path, monkeypatch):
    # the card is Spell Speed 2, its Ignition-like effect in the GY 1 (r_quick_play_other_speed): it cannot be chained
    import_cards(tmp_path, monkeypatch, [QUICK_ECHO, *data_lines(["Mystical Space Typhoon", "Solemn Judgment"])])
    expectations_hold("""
name: Quick Echo's GY effect cannot respond to Mystical Space Typhoon
cards:
  - {id: mst, name: Mystical Space Typhoon, owner: you, zone: hand}
  - {id: set-card, name: Solemn Judgment, owner: opp, zone: spell_trap_zone}
  - {id: echo, name: Quick Echo, owner: you, zone: gy}
actions:
  - chain:
      - {card: mst, targets: [set-card]}
      - {card: echo, effect: 2}
expect:
  illegal: [{at: "1.2", rule: r_spell_speed_1}]
""", "fixes12.yaml")
    expectations_hold("""
name: Quick Echo's GY effect starts a chain in the Main Phase; its card activation still responds
cards:
  - {id: mst, name: Mystical Space Typhoon, owner: you, zone: hand}
  - {id: set-card, name: Solemn Judgment, owner: opp, zone: spell_trap_zone}
  - {id: echo, name: Quick Echo, owner: you, zone: gy}
  - {id: echo2, name: Quick Echo, owner: you, zone: hand}
actions:
  - chain:
      - {card: echo, effect: 2}
      - {card: echo2, targets: [set-card]}
expect:
  zones: {echo: banished, set-card: gy}
""", "fixes12.yaml")


def test_a_filter_by_name_does_not_see_a_face_down_monster(tmp_path, monkeypatch):
    # "target 1 "Sky Striker Ace" monster you control" (Aileron): a face-down monster's name is not known
    # (asp/battle/card_names.lp name_hidden), so it is not a legal target, without a target_face fact
    import_cards(tmp_path, monkeypatch, data_lines(["Aileron", "Sky Striker Ace - Raye"]))
    real_facts_hold({"Aileron": ('target_where(aileron,2,1,name_has("Sky Striker Ace"))',)},
                    absent={"Aileron": ("target_face(aileron,2",)})
    for face, expect in (("down", 'illegal: [{at: "1.1", rule: r_target}]'), ("up", "zones: {aileron: spell_trap_zone}")):
        expectations_hold(f"""
name: Aileron targets a face-{face} Sky Striker Ace
cards:
  - {{id: aileron, name: Aileron, owner: you, zone: hand}}
  - {{id: raye, name: Sky Striker Ace - Raye, owner: you, zone: monster_zone, face: {face}}}
actions:
  - chain:
      - {{card: aileron, effect: 2, targets: [raye]}}
expect:
  {expect}
""", "fixes12.yaml")
