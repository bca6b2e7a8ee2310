"""Damage-calculation heads (area damagecalc): "During damage calculation
(Quick Effect)", "During damage calculation, in either player's turn",
"During your opponent's turn, at damage calculation" (the sub-step alone:
during_phase(damage_calculation), with the turn said). Real card texts copied
here, imported and judged in scenarios both ways; the compiled facts of real
cards from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

STEPS = ["damage_step", "before_damage_calculation", "damage_calculation"]

# Arcana Force XIV - Temperance's head, with an operation the engine performs
TEMPERANCE = monster("Calc Watcher", "During damage calculation (Quick Effect): You can discard this card; draw 1 card.", atk=0, **{"def": 0})
# Defense Draw's head
OPP_CALC = {"card_type": "Trap", "property": "Normal", "name": "Calc Trap",
            "text": "During your opponent's turn, at damage calculation: Draw 1 card."}

CARDS = [TEMPERANCE, OPP_CALC, monster("Field Hand", "You can draw 1 card.", atk=1000),
         monster("Opp Grunt", "You can draw 1 card.", atk=1500)]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def phases(until: str) -> str:
    return "\n".join(f"  - phase: {p}" for p in STEPS[:STEPS.index(until) + 1])


def test_the_sub_step_alone_compiles():
    got = compiled(TEMPERANCE)
    assert {"effect(calc_watcher,1,quick)", "damage_step_ok(calc_watcher,1)",
            "condition(calc_watcher,1,during_phase(damage_calculation))"} <= got
    assert "condition(calc_watcher,1,not_understood)" not in got
    got = compiled(OPP_CALC)
    assert {"condition(calc_trap,1,during_phase(damage_calculation))", "condition(calc_trap,1,opponent_turn)"} <= got
    got = compiled(monster("Shield Watcher", "During damage calculation, in either player's turn: You can banish this card from your GY; "
                                             "draw 1 card."))
    assert {"effect(shield_watcher,1,quick)", "condition(shield_watcher,1,during_phase(damage_calculation))"} <= got


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_cards_compile():
    real_facts_hold({
        "Arcana Force XIV - Temperance": ("condition(arcana_force_xiv_temperance,1,during_phase(damage_calculation))",),
        "Shield Warrior": ("effect(shield_warrior,1,quick)", "condition(shield_warrior,1,during_phase(damage_calculation))"),
        "Defense Draw": ("condition(defense_draw,1,during_phase(damage_calculation))", "condition(defense_draw,1,opponent_turn)"),
    }, absent={"Arcana Force XIV - Temperance": ("condition(arcana_force_xiv_temperance,1,not_understood)",),
              "Shield Warrior": ("condition(shield_warrior,1,not_understood)",),
              "Defense Draw": ("condition(defense_draw,1,not_understood)",)})


@pytest.mark.parametrize("until, can", [("damage_calculation", "yes"), ("before_damage_calculation", "no"), ("damage_step", "no")])
def test_during_damage_calculation_only(imported, until, can):
    expectations_hold(f"""
name: the opponent attacks, Calc Watcher asked at {until}
turn: opp
phase: battle_step
cards:
  - {{id: calc, name: Calc Watcher, owner: you, zone: hand}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: foe, target: hand}}
{phases(until)}
questions:
  - {{id: q, ask: can_activate, card: calc}}
expect:
  answers: {{q: "{can}"}}
""", "damagecalc.yaml")


@pytest.mark.parametrize("turn, attacker, target, can", [("opp", "foe", "hand", "yes"), ("you", "hand", "foe", "no")])
def test_at_damage_calculation_in_your_opponents_turn(imported, turn, attacker, target, can):
    expectations_hold(f"""
name: {attacker} attacks in {turn}'s turn, Calc Trap asked at damage calculation
turn: {turn}
phase: battle_step
cards:
  - {{id: trap, name: Calc Trap, owner: you, zone: spell_trap_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases("damage_calculation")}
questions:
  - {{id: q, ask: can_activate, card: trap}}
expect:
  answers: {{q: "{can}"}}
""", "damagecalc.yaml")
