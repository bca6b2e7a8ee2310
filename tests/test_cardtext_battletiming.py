"""Activation heads timed in battle (area battletiming): "During damage
calculation, if a monster battles", "Once per battle, if a monster battles
another monster, during damage calculation", "At the start of the Damage
Step, when an Insect monster battles", "Before damage calculation, if an
opponent's monster battles", "if 2 monsters battle" (a monster of either
player: head_conditions.lp monster_battles); "During damage calculation, in
either player's turn, when a monster you control attacks or is attacked";
"At the end of your Battle Phase, if this card battled"; "When an attack is
declared involving an Insect monster" (either player's), "... involving 2
Insect monsters", "... involving your NAME" (head_conditions.lp attack_on).
"At the start of the Damage Step, if your other Warrior monster battles"
(head_conditions.lp own_other_in_battle); "At the end of the Battle Phase, if
this card declared an attack", "... if your Insect monster battled this turn"
(past_events this_turn); "When another monster you control is targeted for an
attack", "... targeted for an attack by an opponent's monster", "... is
selected as an attack target" (head_conditions.lp attack_on); "At the end of
the Damage Step, if your Insect monster attacked", "During damage calculation,
if your Insect monster attacks an opponent's monster" (own_attacking). Real
card texts
copied here, imported and judged in scenarios both ways; the compiled facts
of real cards from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts, real_facts_hold

STEPS = ["damage_step", "before_damage_calculation", "damage_calculation", "after_damage_calculation", "end_damage_step"]

# Shura the Combat Star's, Infinite Antlion's, D/D/D Super Doom King Purple Armageddon's and Hedge Guard's heads, with
# an operation the engine performs
SHURA = monster("Combat Watcher", "Once per battle, if a monster battles another monster, during damage calculation (Quick Effect): "
                "You can draw 1 card.", line="Warrior / Effect")
ANTLION = monster("Antlion Watcher", "Once per turn, at the start of the Damage Step, when an Insect monster battles: You can draw 1 card.",
                  line="Insect / Effect", atk=0, **{"def": 0})
DOOM = monster("Doom Watcher", "Before damage calculation, if an opponent's monster battles: You can draw 1 card.", atk=0, **{"def": 0})
HEDGE = monster("Hedge Watcher", "During damage calculation, in either player's turn, when a monster you control attacks or is attacked: "
                "You can send this card from your hand to the Graveyard; draw 1 card.", atk=0, **{"def": 0})
STEALTH = monster("Stealth Watcher", "At the end of your Battle Phase, if this card battled: You can draw 1 card.", line="Machine / Effect")

# Crystal Beast Rainbow Dragon's, Magnet Warrior Sigma Minus's and Spiral Discharge's heads
BUG_ALARM = monster("Bug Alarm", "When an attack is declared involving an Insect monster: You can draw 1 card.", atk=0, **{"def": 0})
PAIR_ALARM = monster("Pair Alarm", "When an attack is declared involving 2 Insect monsters: You can draw 1 card.", atk=0, **{"def": 0})
HAND_ALARM = monster("Hand Alarm", "When an attack is declared involving your \"Field Hand\": You can draw 1 card.", atk=0, **{"def": 0})

# Steamed Sabersaurus's head
OTHER = monster("Other Watcher", "At the start of the Damage Step, if your other Warrior monster battles: You can draw 1 card.")

# Tindangle Acute Cerberus's and K9-X Forced Release's heads
DECLARER = monster("Declare Watcher", "At the end of the Battle Phase, if this card declared an attack: You can draw 1 card.")
INSECTS = monster("Insect Watcher", "At the end of the Battle Phase, if your Insect monster battled this turn: You can draw 1 card.",
                  atk=0, **{"def": 0})

# Dispatchparazzi's and Squirt Squid's heads
GUARDIAN = monster("Guard Watcher", "When another monster you control is targeted for an attack: You can draw 1 card.", atk=0, **{"def": 0})
SQUID = monster("Squid Watcher", "Once per turn, when this card is targeted for an attack by an opponent's monster: You can draw 1 card.",
                atk=0, **{"def": 0})

# Heavenly Gate of the Mikanko's and Performapal Odd-Eyes Minitaurus's heads
ATTACKED = monster("Attacked Watcher", "At the end of the Damage Step, if your Insect monster attacked: You can draw 1 card.",
                   atk=0, **{"def": 0})
ATTACKS = monster("Attacks Watcher", "During damage calculation, if your Insect monster attacks an opponent's monster: You can draw 1 card.",
                  atk=0, **{"def": 0})

CARDS = [ATTACKED, ATTACKS, GUARDIAN, SQUID, DECLARER, INSECTS, OTHER, SHURA, ANTLION, DOOM, HEDGE, STEALTH, BUG_ALARM, PAIR_ALARM, HAND_ALARM,
         monster("My Bug", "You can draw 1 card.", line="Insect / Effect", atk=1000),
         monster("Field Hand", "You can draw 1 card.", atk=1000),
         monster("Opp Grunt", "You can draw 1 card.", atk=1000),
         monster("Opp Bug", "You can draw 1 card.", line="Insect / Effect", atk=1000)]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "battletiming.yaml")


def phases(until: str) -> str:
    return "\n".join(f"  - phase: {p}" for p in STEPS[:STEPS.index(until) + 1])


# ---- compiled facts --------------------------------------------------------------------------------

def test_a_monster_of_either_player_battles_compiles():
    got = compiled(SHURA)
    assert {"usage_limit(combat_watcher,1,once_per_battle)", "damage_step_ok(combat_watcher,1)",
            "condition(combat_watcher,1,during_phase(damage_calculation))",
            "condition(combat_watcher,1,monster_battles(any_card,where(any_card)))"} <= got
    got = compiled(ANTLION)
    assert {"condition(antlion_watcher,1,during_phase(damage_step))",
            "condition(antlion_watcher,1,monster_battles(monster_type(insect),any))"} <= got
    assert "condition(doom_watcher,1,monster_battles(controlled_by(opponent),any))" in compiled(DOOM)
    got = compiled({"card_type": "Spell", "property": "Quick-Play", "name": "Two Battle",
                    "text": "At the start of the Damage Step, if 2 monsters battle: Draw 1 card."})
    assert "condition(two_battle,1,monster_battles(any_card,where(any_card)))" in got
    got = compiled(monster("Lance Watcher", "During damage calculation, if a Link Monster battles a monster (Quick Effect): You can draw 1 card."))
    assert "condition(lance_watcher,1,monster_battles(subtype(link),where(any_card)))" in got
    got = compiled({"card_type": "Spell", "property": "Quick-Play", "name": "Scripture Probe",
                    "text": "If a monster battles an opponent's monster, during damage calculation: Draw 1 card."})
    assert "condition(scripture_probe,1,monster_battles(any_card,where(controlled_by(opponent))))" in got


def test_your_monster_that_attacks_or_is_attacked_in_either_players_turn_compiles():
    got = compiled(HEDGE)
    assert {"effect(hedge_watcher,1,quick)", "condition(hedge_watcher,1,during_phase(damage_calculation))",
            "condition(hedge_watcher,1,own_in_battle(any))"} <= got
    got = compiled(monster("Fist Watcher", "If a \"Fire Fist\" monster you control attacks or is attacked, during damage calculation "
                                           "(in either player's turn): You can draw 1 card."))
    assert "condition(fist_watcher,1,own_in_battle(any,name_has(\"Fire Fist\")))" in got


def test_the_end_of_your_battle_phase_compiles():
    got = compiled(STEALTH)
    assert {"condition(stealth_watcher,1,during_phase(battle_end))", "condition(stealth_watcher,1,battled_this_turn)",
            "condition(stealth_watcher,1,your_turn)"} <= got


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_cards_compile():
    real_facts_hold({
        "Shura the Combat Star": ("condition(shura_the_combat_star,2,monster_battles(any_card,where(any_card)))",
                                  "usage_limit(shura_the_combat_star,2,once_per_battle)"),
        "Boo-Boo Game": ("condition(boo_boo_game,1,during_phase(damage_calculation))",
                         "condition(boo_boo_game,1,monster_battles(any_card,any))"),
        "Infinite Antlion": ("condition(infinite_antlion,1,monster_battles(monster_type(insect),any))",),
        "Pennant of Revolution": ("condition(pennant_of_revolution,3,monster_battles(subtype(synchro),where(any_card)))",),
        "D/D/D Super Doom King Purple Armageddon": (
            "condition(d_d_d_super_doom_king_purple_armageddon,2,monster_battles(controlled_by(opponent),any))",),
        "Overexaggeration": ("condition(overexaggeration,1,monster_battles(any_card,where(any_card)))",),
        "Shien's Squire": ("condition(shien_s_squire,1,own_in_battle(any,name_has(\"Six Samurai\")))",),
        "Hedge Guard": ("condition(hedge_guard,1,own_in_battle(any))",),
        # "if your Zombie monster battles an opponent's monster, during that damage calculation"
        "Vampire Fraulein": ("condition(vampire_fraulein,2,during_phase(damage_calculation))",
                             "condition(vampire_fraulein,2,own_in_battle(opponent,monster_type(zombie)))"),
        "Stealthroid": ("condition(stealthroid,1,battled_this_turn)", "condition(stealthroid,1,your_turn)"),
    }, absent={"Shura the Combat Star": ("condition(shura_the_combat_star,2,not_understood)",),
              "Boo-Boo Game": ("condition(boo_boo_game,1,not_understood)",), "Stealthroid": ("condition(stealthroid,1,not_understood)",)})


# ---- "Once per battle, if a monster battles another monster, during damage calculation" -----------

@pytest.mark.parametrize("attacker, target, until, can", [
    ("hand", "foe", "damage_calculation", "yes"),   # your monster battles the opponent's
    ("foe", "hand", "damage_calculation", "yes"),   # the opponent's monster attacks yours
    ("hand", "direct", "damage_calculation", "no"),  # a direct attack: no other monster
    ("hand", "foe", "damage_step", "no")])          # not yet damage calculation
def test_a_monster_battles_another_monster_during_damage_calculation(imported, attacker, target, until, can):
    holds(f"""
name: {attacker} attacks {target}, Combat Watcher asked at {until}
turn: {"opp" if attacker == "foe" else "you"}
phase: battle_step
cards:
  - {{id: shura, name: Combat Watcher, owner: you, zone: monster_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases(until)}
questions:
  - {{id: q, ask: can_activate, card: shura}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "At the start of the Damage Step, when an Insect monster battles" ------------------------------

@pytest.mark.parametrize("attacker, target, until, can", [
    ("bug", "hand", "damage_step", "yes"),         # the opponent's Insect attacks
    ("hand", "bug", "damage_step", "yes"),         # your monster attacks the opponent's Insect
    ("hand", "foe", "damage_step", "no"),          # no Insect battles
    ("bug", "hand", "damage_calculation", "no")])  # no longer the start of the Damage Step
def test_an_insect_monster_of_either_player_battles_at_the_start_of_the_damage_step(imported, attacker, target, until, can):
    holds(f"""
name: {attacker} attacks {target}, Antlion Watcher asked at {until}
turn: {"opp" if attacker == "bug" else "you"}
phase: battle_step
cards:
  - {{id: antlion, name: Antlion Watcher, owner: you, zone: monster_zone, position: defense}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
  - {{id: bug, name: Opp Bug, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases(until)}
questions:
  - {{id: q, ask: can_activate, card: antlion}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "Before damage calculation, if an opponent's monster battles" ----------------------------------

@pytest.mark.parametrize("attacker, target, can", [("foe", "hand", "yes"), ("hand", "foe", "yes"), ("hand", "direct", "no")])
def test_an_opponents_monster_battles_before_damage_calculation(imported, attacker, target, can):
    holds(f"""
name: {attacker} attacks {target}, Doom Watcher asked before damage calculation
turn: {"opp" if attacker == "foe" else "you"}
phase: battle_step
cards:
  - {{id: doom, name: Doom Watcher, owner: you, zone: monster_zone, position: defense}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases("before_damage_calculation")}
questions:
  - {{id: q, ask: can_activate, card: doom}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "During damage calculation, in either player's turn, when a monster you control attacks or is attacked"

@pytest.mark.parametrize("attacker, target, until, can", [
    ("foe", "hand", "damage_calculation", "yes"),   # in the opponent's turn, your monster is attacked
    ("hand", "direct", "damage_calculation", "yes"),  # your monster attacks directly
    ("hand", "foe", "damage_step", "no")])          # not yet damage calculation
def test_your_monster_attacks_or_is_attacked_during_damage_calculation(imported, attacker, target, until, can):
    holds(f"""
name: {attacker} attacks {target}, Hedge Watcher in the hand asked at {until}
turn: {"opp" if attacker == "foe" else "you"}
phase: battle_step
cards:
  - {{id: hedge, name: Hedge Watcher, owner: you, zone: hand}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases(until)}
questions:
  - {{id: q, ask: can_activate, card: hedge}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "At the end of your Battle Phase, if this card battled" ----------------------------------------

@pytest.mark.parametrize("turn, attacker, target, can", [
    ("you", "stealth", "foe", "yes"),   # it attacked in your Battle Phase
    ("you", "hand", "foe", "no"),       # another monster attacked
    ("opp", "foe", "stealth", "no")])   # it was attacked, but in the opponent's Battle Phase
def test_this_card_battled_at_the_end_of_your_battle_phase(imported, turn, attacker, target, can):
    holds(f"""
name: in {turn}r turn {attacker} attacks {target}, Stealth Watcher asked at the end of the Battle Phase
turn: {turn}
phase: battle_step
cards:
  - {{id: stealth, name: Stealth Watcher, owner: you, zone: monster_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases("end_damage_step")}
  - phase: battle_end
questions:
  - {{id: q, ask: can_activate, card: stealth}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "When an attack is declared involving an Insect monster / 2 Insect monsters / your NAME" --------

def test_an_attack_involving_a_kind_of_monster_of_either_player_compiles():
    assert {"condition_option(bug_alarm,when_event(ev(declared_attack,where(monster_type(insect)),any)))",
            "condition_option(bug_alarm,when_event(ev(declared_attack,any,attack_on(own,monster_type(insect)))))",
            "condition_option(bug_alarm,when_event(ev(declared_attack,any,attack_on(opponent,monster_type(insect)))))",
            "condition(bug_alarm,1,one_of(bug_alarm))"} <= compiled(BUG_ALARM)
    assert {"condition_option(pair_alarm,when_event(ev(declared_attack,where(monster_type(insect)),attack_on(own,monster_type(insect)))))",
            "condition_option(pair_alarm,when_event(ev(declared_attack,where(monster_type(insect)),attack_on(opponent,monster_type(insect)))))",
            } <= compiled(PAIR_ALARM)
    assert {"condition_option(hand_alarm,when_event(ev(declared_attack,all_of(own,where(card_named(\"Field Hand\"))),any)))",
            "condition_option(hand_alarm,when_event(ev(declared_attack,any,attack_on(own,card_named(\"Field Hand\")))))"} <= compiled(HAND_ALARM)
    got = compiled(monster("Any Pair", "When an attack is declared involving 2 monsters: You can draw 1 card."))
    assert "condition(any_pair,1,when_event(ev(declared_attack,any,except(direct_attack))))" in got


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_attack_declarations_compile():
    real_facts_hold({
        "Crystal Beast Rainbow Dragon": (
            "condition_option(crystal_beast_rainbow_dragon,when_event(ev(declared_attack,where(name_has(\"Crystal Beast\")),any)))",),
        "Magnet Warrior Sigma Minus": ("condition_option(magnet_warrior_sigma_minus,when_event(ev(declared_attack,where(attribute(earth)),"
                                       "attack_on(opponent,attribute(earth)))))",),
        "World Legacy Cliffhanger": ("condition(world_legacy_cliffhanger,1,one_of(world_legacy_cliffhanger))",),
        "Spiral Discharge": ("condition_option(spiral_discharge,when_event(ev(declared_attack,any,attack_on(own,"
                             "card_named(\"Gaia the Dragon Champion\")))))",),
        "A.I.dle Reborn": ("condition(a_i_dle_reborn,2,when_event(ev(declared_attack,any,except(direct_attack))))",),
    })


@pytest.mark.parametrize("alarm, attacker, target, can", [
    ("bug_alarm", "bug", "hand", "yes"),      # the opponent's Insect attacks
    ("bug_alarm", "hand", "bug", "yes"),      # the opponent's Insect is attacked
    ("bug_alarm", "mybug", "direct", "yes"),  # your Insect attacks directly
    ("bug_alarm", "hand", "foe", "no"),       # no Insect
    ("pair_alarm", "mybug", "bug", "yes"),    # an Insect attacks an Insect
    ("pair_alarm", "bug", "mybug", "yes"),
    ("pair_alarm", "bug", "hand", "no"),      # only one Insect
    ("pair_alarm", "mybug", "direct", "no"),  # a direct attack: no second monster
    ("hand_alarm", "hand", "foe", "yes"),     # your Field Hand attacks
    ("hand_alarm", "foe", "hand", "yes"),     # your Field Hand is attacked
    ("hand_alarm", "foe", "mybug", "no")])    # another monster is attacked
def test_an_attack_declared_involving(imported, alarm, attacker, target, can):
    name = {"bug_alarm": "Bug Alarm", "pair_alarm": "Pair Alarm", "hand_alarm": "Hand Alarm"}[alarm]
    holds(f"""
name: {attacker} attacks {target}, {name} asked
turn: {"opp" if attacker in ("foe", "bug") else "you"}
phase: battle_step
cards:
  - {{id: alarm, name: {name}, owner: you, zone: monster_zone, position: defense}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: mybug, name: My Bug, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
  - {{id: bug, name: Opp Bug, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: alarm}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "At the start of the Damage Step, if your other Warrior monster battles" -------------------------

def test_your_other_monster_battles_compiles():
    assert "condition(other_watcher,1,own_other_in_battle(any,monster_type(warrior)))" in compiled(OTHER)
    got = compiled(monster("Another Watcher", "During damage calculation, if another monster you control battles an opponent's monster "
                                              "(Quick Effect): You can draw 1 card."))
    assert "condition(another_watcher,1,own_other_in_battle(opponent))" in got


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_other_monsters_compile():
    real_facts_hold({
        "Steamed Sabersaurus": ("condition(steamed_sabersaurus,2,own_other_in_battle(any,monster_type(dinosaur)))",),
        "Lyrilusc - Promenade Thrush": ("condition(lyrilusc_promenade_thrush,3,own_other_in_battle(any))",),
        "Dinowrestler Martial Ankylo": ("condition(dinowrestler_martial_ankylo,1,own_other_in_battle(opponent,name_has(\"Dinowrestler\")))",),
    })


@pytest.mark.parametrize("attacker, target, can", [("hand", "foe", "yes"), ("foe", "hand", "yes"), ("watcher", "foe", "no"),
                                                   ("mybug", "foe", "no")])
def test_your_other_warrior_monster_battles_at_the_start_of_the_damage_step(imported, attacker, target, can):
    holds(f"""
name: {attacker} attacks {target}, Other Watcher asked at the start of the Damage Step
turn: {"opp" if attacker == "foe" else "you"}
phase: battle_step
cards:
  - {{id: watcher, name: Other Watcher, owner: you, zone: monster_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: mybug, name: My Bug, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_step
questions:
  - {{id: q, ask: can_activate, card: watcher}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "At the end of the Battle Phase, if this card declared an attack / your Insect monster battled" --

def test_what_happened_in_the_battle_phase_compiles():
    got = compiled(DECLARER)
    assert {"condition(declare_watcher,1,during_phase(battle_end))", "condition(declare_watcher,1,this_turn(ev(declared_attack,self,any)))"} <= got
    got = compiled(INSECTS)
    assert {"condition(insect_watcher,1,during_phase(battle_end))", "condition(insect_watcher,1,one_of(insect_watcher))",
            "condition_option(insect_watcher,this_turn(ev(declared_attack,all_of(own,where(monster_type(insect))),any)))",
            "condition_option(insect_watcher,this_turn(ev(declared_attack,any,attack_on(own,monster_type(insect)))))"} <= got


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_battle_phase_ends_compile():
    real_facts_hold({
        "Tindangle Acute Cerberus": ("condition(tindangle_acute_cerberus,3,this_turn(ev(declared_attack,self,any)))",),
        "K9-X Forced Release": ("condition_option(k9_x_forced_release_e2,this_turn(ev(declared_attack,any,attack_on(own,name_has(\"K9\")))))",),
    })


@pytest.mark.parametrize("watcher, attacker, target, can", [
    ("declarer", "declarer", "foe", "yes"),  # it declared an attack
    ("declarer", "hand", "foe", "no"),       # another monster did
    ("declarer", "foe", "declarer", "no"),   # it was attacked: it did not declare an attack
    ("insects", "mybug", "foe", "yes"),      # your Insect attacked
    ("insects", "foe", "mybug", "yes"),      # your Insect was attacked
    ("insects", "hand", "foe", "no")])       # no Insect of yours battled
def test_at_the_end_of_the_battle_phase(imported, watcher, attacker, target, can):
    name = {"declarer": "Declare Watcher", "insects": "Insect Watcher"}[watcher]
    holds(f"""
name: {attacker} attacks {target}, {name} asked at the end of the Battle Phase
turn: {"opp" if attacker == "foe" else "you"}
phase: battle_step
cards:
  - {{id: {watcher}, name: {name}, owner: you, zone: monster_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: mybug, name: My Bug, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases("end_damage_step")}
  - phase: battle_end
questions:
  - {{id: q, ask: can_activate, card: {watcher}}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "When another monster you control is targeted for an attack", "... by an opponent's monster" ----

def test_attack_targets_compile():
    assert "condition(guard_watcher,1,when_event(ev(declared_attack,any,all_of(attack_on(own),except(attack_on_self)))))" in compiled(GUARDIAN)
    assert "condition(squid_watcher,1,when_event(ev(declared_attack,any,attack_on_self)))" in compiled(SQUID)
    got = compiled(monster("Raid Watcher", "When a \"Raidraptor\" monster you control is targeted for an attack by an opponent's monster: "
                                           "You can draw 1 card."))
    assert "condition(raid_watcher,1,when_event(ev(declared_attack,any,attack_on(own,name_has(\"Raidraptor\")))))" in got
    got = compiled(monster("Old Watcher", "When a face-up Warrior monster you control is selected as an attack target: You can draw 1 card."))
    assert "condition(old_watcher,1,when_event(ev(declared_attack,any,attack_on(own,both(monster_type(warrior),face_up_monster)))))" in got


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_attack_targets_compile():
    found = real_facts({"Dispatchparazzi", "Squirt Squid", "Raidraptor - Booster Strix"})
    assert any("all_of(attack_on(own),except(attack_on_self))" in f for f in found["Dispatchparazzi"])
    assert any("when_event(ev(declared_attack,any,attack_on_self))" in f for f in found["Squirt Squid"])
    assert any("attack_on(own,name_has(\"Raidraptor\"))" in f for f in found["Raidraptor - Booster Strix"])


@pytest.mark.parametrize("watcher, target, can", [("guard", "hand", "yes"), ("guard", "guard", "no"), ("squid", "squid", "yes"),
                                                  ("squid", "hand", "no")])
def test_an_attack_declared_on_your_monster(imported, watcher, target, can):
    name = {"guard": "Guard Watcher", "squid": "Squid Watcher"}[watcher]
    holds(f"""
name: the opponent attacks {target}, {name} asked
turn: opp
phase: battle_step
cards:
  - {{id: {watcher}, name: {name}, owner: you, zone: monster_zone, position: defense}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: foe, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: {watcher}}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "At the end of the Damage Step, if your Insect monster attacked" ---------------------------------

def test_your_monster_attacked_compiles():
    assert {"condition(attacked_watcher,1,during_phase(end_damage_step))",
            "condition(attacked_watcher,1,own_attacking(monster_type(insect)))"} <= compiled(ATTACKED)
    assert {"condition(attacks_watcher,1,during_phase(damage_calculation))", "condition(attacks_watcher,1,own_attacking(monster_type(insect)))",
            "condition(attacks_watcher,1,own_in_battle(opponent,monster_type(insect)))"} <= compiled(ATTACKS)


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_own_attacks_compile():
    found = real_facts({"Heavenly Gate of the Mikanko", "Performapal Odd-Eyes Minitaurus", "Nirvana High Paladin"})
    assert any("own_attacking(name_has(\"Mikanko\"))" in f for f in found["Heavenly Gate of the Mikanko"])
    assert any("own_attacking(subtype(pendulum))" in f for f in found["Performapal Odd-Eyes Minitaurus"])
    assert any("own_attacking(subtype(pendulum))" in f for f in found["Nirvana High Paladin"])


@pytest.mark.parametrize("watcher, attacker, target, until, can", [
    ("attacked", "mybug", "foe", "end_damage_step", "yes"),     # your Insect attacked (and is still on the field)
    ("attacked", "hand", "foe", "end_damage_step", "no"),       # your Warrior attacked
    ("attacked", "bug", "mybug", "end_damage_step", "no"),      # the opponent's Insect attacked yours
    ("attacked", "mybug", "foe", "damage_step", "no"),          # not yet the end of the Damage Step
    ("attacks", "mybug", "foe", "damage_calculation", "yes"),   # your Insect attacks an opponent's monster
    ("attacks", "mybug", "direct", "damage_calculation", "no"),  # a direct attack
    ("attacks", "bug", "mybug", "damage_calculation", "no")])   # your Insect is attacked
def test_your_monster_attacks(imported, watcher, attacker, target, until, can):
    name = {"attacked": "Attacked Watcher", "attacks": "Attacks Watcher"}[watcher]
    gone = target == "direct"
    holds(f"""
name: {attacker} attacks {target}, {name} asked at {until}
turn: {"opp" if attacker == "bug" else "you"}
phase: battle_step
cards:
  - {{id: watcher, name: {name}, owner: you, zone: monster_zone, position: defense}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: mybug, name: My Bug, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if gone else "monster_zone"}, position: defense}}
  - {{id: bug, name: Opp Bug, owner: opp, zone: {"gy" if gone else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases(until)}
questions:
  - {{id: q, ask: can_activate, card: watcher}}
expect:
  answers: {{q: "{can}"}}
""")
