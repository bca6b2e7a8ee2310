"""In the Damage Step, an effect whose activation condition only a battle can
meet ("When a monster you control is destroyed by battle") can be activated,
whoever's monster it is about (yugioh-card.com Damage Step rules; ygorganization
"That Wacky Damage Step"; asp/battle/damage_step.lp r_damage_step_activation);
one that any destruction meets cannot (targets9 noticed the first was
refused). Short texts written here in the style of real cards."""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards, monster

BY_BATTLE = {"card_type": "Trap", "property": "Normal", "name": "Battle Echo",
             "text": "When a monster you control is destroyed by battle and sent to the GY: Target 1 card on the field; destroy it."}
ANY_WAY = {"card_type": "Trap", "property": "Normal", "name": "Any Echo",
           "text": "When a monster you control is destroyed: Target 1 card on the field; destroy it."}
WEAK = monster("Weak Echo", "A weak warrior.", line="Warrior / Normal", atk=500, **{"def": 500})


@pytest.mark.parametrize("trap, can", [("Battle Echo", "yes"), ("Any Echo", "no")])
def test_a_trap_on_destruction_by_battle_is_activated_in_the_damage_step(tmp_path, monkeypatch, trap, can):
    import_cards(tmp_path, monkeypatch, [BY_BATTLE, ANY_WAY, WEAK])
    expectations_hold(f"""
name: Dark Magician destroys Weak Echo by battle; {trap} at the end of the Damage Step
turn: opp
phase: battle_step
cards:
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: weak, name: Weak Echo, owner: you, zone: monster_zone}}
  - {{id: trap, name: {trap}, owner: you, zone: spell_trap_zone}}
actions:
  - attack: {{card: dm, target: weak}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: trap}}
expect:
  zones: {{weak: gy}}
  answers: {{q: "{can}"}}
""", "ds_battle_events.yaml")
