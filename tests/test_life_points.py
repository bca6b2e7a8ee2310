"""Life Points over a duel (asp/core/state.lp): every change of a step is
applied once, half-LP costs count from the LP before them, and a battle
whose damage depends on a count grounds without enumerating LP values."""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster

SPELL = {"card_type": "Spell", "property": "Normal", "name": "Mixed Blessing",
         "text": "You gain 1000 LP, then you take 500 damage."}
SOLDIER = monster("Foot Soldier", "A plain soldier.", line="Warrior", atk=1000, **{"def": 500})


@pytest.fixture
def cards(tmp_path, monkeypatch):
    records = [SPELL, SOLDIER]
    if DATA.exists():
        records += [line.strip() for line in DATA.open(encoding="utf-8") if '"Ancient Warriors - Valiant Zhang De"' in line]
    return import_cards(tmp_path, monkeypatch, records)


def test_the_invented_spell_compiles_to_two_changes_of_one_player():
    got = compiled(SPELL)
    assert {"op(mixed_blessing,1,1,gain_lp(you,1000))", "op(mixed_blessing,1,2,damage_you(500))"} <= got


def test_two_changes_to_one_player_at_one_resolution_both_count(cards):
    expectations_hold("""
name: a Spell that gains and damages its player at once
turn: you
phase: main1
cards:
  - {id: mb, name: Mixed Blessing, owner: you, zone: hand}
actions:
  - chain: [{card: mb}]
expect:
  life_points: {you: 8500, opp: 8000}
""")


def test_half_life_point_costs_one_after_another_halve_what_is_left():
    # Solemn Judgment's cost is half your LP, paid when it is activated.
    expectations_hold("""
name: two Solemn Judgments of one player in one chain
turn: opp
phase: main1
life_points: {you: 6000}
cards:
  - {id: reborn, name: Monster Reborn, owner: opp, zone: hand}
  - {id: dm, name: Dark Magician, owner: opp, zone: gy}
  - {id: s1, name: Solemn Judgment, owner: you, zone: spell_trap_zone}
  - {id: s3, name: Solemn Judgment, owner: opp, zone: spell_trap_zone}
  - {id: s2, name: Solemn Judgment, owner: you, zone: spell_trap_zone}
actions:
  - chain:
      - {card: reborn, targets: [dm]}
      - {card: s1}
      - {card: s3}
      - {card: s2}
expect:
  life_points: {you: 1500, opp: 4000}
""")


def test_battles_whose_damage_depends_on_a_count(cards):
    # "gains 300 ATK for each monster your opponent controls" during your
    # turn: 2700 + 600 destroys the first 1000 ATK soldier (2300 damage),
    # then 2700 + 300 the second (2000 damage). This grounded for ~90 s
    # when each step summed every possible LP change.
    if not DATA.exists():
        pytest.skip("the shared card data is absent")
    expectations_hold("""
name: Valiant Zhang De attacks twice
turn: you
phase: main1
cards:
  - {id: zhang, name: "Ancient Warriors - Valiant Zhang De", owner: you, zone: monster_zone}
  - {id: s1, name: Foot Soldier, owner: opp, zone: monster_zone}
  - {id: s2, name: Foot Soldier, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: zhang, effect: 3}]
  - phase: battle_step
  - attack: {card: zhang, target: s1}
  - phase: damage_calculation
  - phase: end_damage_step
  - phase: battle_step
  - attack: {card: zhang, target: s2}
  - phase: damage_calculation
  - phase: end_damage_step
expect:
  life_points: {you: 8000, opp: 3700}
  zones: {s1: gy, s2: gy}
""")
