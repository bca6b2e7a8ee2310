"""Damage-calculation heads (area damagecalc): "During damage calculation
(Quick Effect)", "During damage calculation, in either player's turn",
"During your opponent's turn, at damage calculation" (the sub-step alone:
during_phase(damage_calculation), with the turn said); "During damage
calculation, when you would take battle damage (from an opponent's attacking
monster)", "... when you are about to take 2000 or more battle damage"
(damage_step.lp battle_damage_ahead); "During the Battle Step, if this card
battles an opponent's monster", "During your Battle Step, if this card
battles" (head_conditions.lp in_battle_step). Real card texts copied
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

# Destiny HERO - Dynatag's and Nutrient Z's heads
DYNATAG = monster("Damage Watcher", "During damage calculation, when you would take battle damage (Quick Effect): You can discard this card; "
                  "draw 1 card.", atk=0, **{"def": 0})
NUTRIENT = {"card_type": "Trap", "property": "Normal", "name": "Big Damage Trap",
            "text": "During damage calculation, when you are about to take 2000 or more battle damage: Draw 1 card."}

# Galaxy-Eyes Photon Dragon's head
STEP_WATCHER = monster("Step Watcher", "During the Battle Step, if this card battles an opponent's monster (Quick Effect): You can draw 1 card.",
                       atk=2000)

CARDS = [STEP_WATCHER, TEMPERANCE, OPP_CALC, DYNATAG, NUTRIENT, monster("Field Hand", "You can draw 1 card.", atk=1000, **{"def": 2000}),
         monster("Opp Grunt", "You can draw 1 card.", atk=1500), monster("Opp Giant", "You can draw 1 card.", atk=3500)]


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


def test_would_take_battle_damage_compiles():
    got = compiled(DYNATAG)
    assert {"effect(damage_watcher,1,quick)", "condition(damage_watcher,1,during_phase(damage_calculation))",
            "condition(damage_watcher,1,battle_damage_ahead(own,1))"} <= got
    assert "condition(big_damage_trap,1,battle_damage_ahead(own,2000))" in compiled(NUTRIENT)
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Wall Trap",
                    "text": "During damage calculation, when you would take battle damage from an opponent's attacking monster: Draw 1 card."})
    assert {"condition(wall_trap,1,battle_damage_ahead(own,1))", "condition(wall_trap,1,attack_by(opponent))"} <= got
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Low Trap",
                    "text": "During damage calculation, while your LP are 2000 or less, if you would take battle damage: Draw 1 card."})
    assert {"condition(low_trap,1,lp_at_most(own,2000))", "condition(low_trap,1,battle_damage_ahead(own,1))"} <= got
    got = compiled({"card_type": "Spell", "property": "Field", "name": "Ball Field",
                    "text": "During damage calculation, if a player would take battle damage: You can draw 1 card."})
    assert "condition(ball_field,2,battle_damage_ahead(any,1))" in got


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_would_take_cards_compile():
    real_facts_hold({
        "Power Wall": ("condition(power_wall,1,battle_damage_ahead(own,1))", "condition(power_wall,1,attack_by(opponent))"),
        "Nutrient Z": ("condition(nutrient_z,1,battle_damage_ahead(own,2000))",),
        "Destiny HERO - Dynatag": ("condition(destiny_hero_dynatag,1,battle_damage_ahead(own,1))",),
        "Dinomorphia Shell": ("condition(dinomorphia_shell,2,lp_at_most(own,2000))", "condition(dinomorphia_shell,2,battle_damage_ahead(own,1))"),
    }, absent={"Power Wall": ("condition(power_wall,1,not_understood)",), "Nutrient Z": ("condition(nutrient_z,1,not_understood)",)})


# ---- "During damage calculation, when you would take battle damage" -----------------------------------

@pytest.mark.parametrize("attacker, target, position, can", [
    ("foe", "hand", "attack", "yes"),     # 1500 against your 1000 ATK: you would take 500
    ("foe", "hand", "defense", "no"),     # 1500 against your 2000 DEF: the attacker's controller would take it
    ("hand", "foe", "attack", "yes"),     # your 1000 ATK attacks 1500 ATK: you would take 500
    ("hand", "foe", "defense", "no"),     # your 1000 ATK attacks a 0 DEF monster: no damage to you
    ("foe", "direct", "attack", "yes")])  # a direct attack
def test_would_take_battle_damage(imported, attacker, target, position, can):
    expectations_hold(f"""
name: {attacker} attacks {target} ({position}), Damage Watcher asked at damage calculation
turn: {"opp" if attacker == "foe" else "you"}
phase: battle_step
cards:
  - {{id: dyn, name: Damage Watcher, owner: you, zone: hand}}
  - {{id: hand, name: Field Hand, owner: you, zone: {"gy" if target == "direct" else "monster_zone"}, position: {position if target == "hand" else "attack"}}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone, position: {position if target == "foe" else "attack"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases("damage_calculation")}
questions:
  - {{id: q, ask: can_activate, card: dyn}}
expect:
  answers: {{q: "{can}"}}
""", "damagecalc.yaml")


def test_would_take_battle_damage_not_before_damage_calculation(imported):
    expectations_hold(f"""
name: the opponent attacks, Damage Watcher asked before damage calculation
turn: opp
phase: battle_step
cards:
  - {{id: dyn, name: Damage Watcher, owner: you, zone: hand}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: foe, target: hand}}
{phases("before_damage_calculation")}
questions:
  - {{id: q, ask: can_activate, card: dyn}}
expect:
  answers: {{q: "no"}}
""", "damagecalc.yaml")


@pytest.mark.parametrize("attacker, can", [("giant", "yes"), ("foe", "no")])  # 3500 - 1000 = 2500; 1500 - 1000 = 500
def test_about_to_take_2000_or_more(imported, attacker, can):
    expectations_hold(f"""
name: {attacker} attacks, Big Damage Trap asked at damage calculation
turn: opp
phase: battle_step
cards:
  - {{id: trap, name: Big Damage Trap, owner: you, zone: spell_trap_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
  - {{id: giant, name: Opp Giant, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: hand}}
{phases("damage_calculation")}
questions:
  - {{id: q, ask: can_activate, card: trap}}
expect:
  answers: {{q: "{can}"}}
""", "damagecalc.yaml")


def test_the_battle_step_compiles():
    got = compiled(STEP_WATCHER)
    assert {"effect(step_watcher,1,quick)", "condition(step_watcher,1,in_battle_step)",
            "condition(step_watcher,1,in_battle_with(opponent))"} <= got
    assert not any(f.startswith("damage_step_ok") for f in got)
    got = compiled(monster("Ryu Watcher", "During your Battle Step, if this card battles (Quick Effect): You can draw 1 card."))
    assert {"condition(ryu_watcher,1,in_battle_step)", "condition(ryu_watcher,1,your_turn)", "condition(ryu_watcher,1,battling)"} <= got
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Fusion Step Trap",
                    "text": "During either player's Battle Step, when a Fusion Monster you control battles an opponent's Fusion Monster: "
                            "Draw 1 card."})
    assert {"condition(fusion_step_trap,1,in_battle_step)",
            "condition(fusion_step_trap,1,own_in_battle_with(subtype(fusion),subtype(fusion)))"} <= got


@pytest.mark.parametrize("attacker, target, after, can", [
    ("step", "foe", [], "yes"),                   # right after the declaration
    ("foe", "step", [], "yes"),                   # it is attacked
    ("step", "foe", ["damage_step"], "no"),       # the Damage Step began
    ("step", "foe", ["damage_step", "before_damage_calculation", "damage_calculation", "after_damage_calculation", "end_damage_step",
                     "battle_step"], "no"),       # that attack is over; no new one declared
    ("step", "direct", [], "no")])                # a direct attack: no opponent's monster
def test_during_the_battle_step_this_card_battles(imported, attacker, target, after, can):
    steps = "\n".join(f"  - phase: {p}" for p in after)
    expectations_hold(f"""
name: {attacker} attacks {target}, Step Watcher asked after {after}
turn: {"opp" if attacker == "foe" else "you"}
phase: battle_step
cards:
  - {{id: step, name: Step Watcher, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{steps}
questions:
  - {{id: q, ask: can_activate, card: step}}
expect:
  answers: {{q: "{can}"}}
""", "damagecalc.yaml")


def test_battled_an_opponents_monster_that_was_not_destroyed_compiles():
    got = compiled(monster("Mist Watcher", "At the end of the Damage Step, if this card battled an opponent's monster that was not destroyed: "
                                           "Draw 1 card."))
    assert {"condition(mist_watcher,1,during_phase(end_damage_step))", "condition(mist_watcher,1,battled_not_destroyed(opponent))"} <= got
    assert "condition(mist_watcher,1,not_understood)" not in got
