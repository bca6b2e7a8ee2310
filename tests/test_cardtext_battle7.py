"""Activation heads tied to battle timing (area battle7): "When an attack is
declared involving another "X" monster you control", "If this card battles
a LIGHT monster, after damage calculation", "If this card destroys an
opponent's monster by battle, after damage calculation". Real card texts
copied here, imported and judged in scenarios both ways; the compiled facts
of real cards from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts
from pyfacade import ask, load_text
from pyfacade.errors import JudgeError

MECHANIC = monster("Mechanical Mechanic", "When an attack is declared involving your other Machine monster: You can increase or "
                   "decrease the Level of that other monster you control by 1.", line="Machine / Tuner / Effect", level=3, atk=500)

CARDS = [
    MECHANIC,
    monster("Gear Grunt", "You can draw 1 card.", line="Machine / Effect"),
    monster("Field Hand", "You can draw 1 card.", line="Warrior / Effect", atk=1000),
    monster("Opp Grunt", "You can draw 1 card.", line="Warrior / Effect", atk=1000),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "battle7.yaml")


# ---- "When an attack is declared involving another X monster you control" -------------------

def test_another_monster_you_control_in_an_attack_compiles():
    got = compiled(MECHANIC)
    assert ("condition_option(mechanical_mechanic,when_event(ev(declared_attack,all_of(all_of(own,where(monster_type(machine))),"
            "except(self)),any)))") in got
    assert ("condition_option(mechanical_mechanic,when_event(ev(declared_attack,any,all_of(attack_on(own,monster_type(machine)),"
            "except(attack_on_self)))))") in got
    got = compiled(monster("Plain Fan", "Once per turn, when an attack is declared involving your monster: You can draw 1 card."))
    assert "condition_option(plain_fan,when_event(ev(declared_attack,own,any)))" in got
    assert "condition_option(plain_fan,when_event(ev(declared_attack,any,attack_on(own))))" in got
    got = compiled(monster("Your Foe", "When an attack is declared involving your opponent's monster: You can draw 1 card."))
    assert "condition_option(your_foe,when_event(ev(declared_attack,opponents,any)))" in got


@pytest.mark.parametrize("attacker, target, can", [("gear", "foe", "yes"), ("foe", "gear", "yes"), ("gear", "direct", "yes"),
                                                   ("mechanic", "foe", "no"), ("foe", "mechanic", "no"), ("hand", "foe", "no")])
def test_an_attack_involving_your_other_machine_monster(imported, attacker, target, can):
    turn = "opp" if attacker == "foe" else "you"
    holds(f"""
name: {attacker} attacks {target}
turn: {turn}
phase: battle_step
cards:
  - {{id: mechanic, name: Mechanical Mechanic, owner: you, zone: monster_zone}}
  - {{id: gear, name: Gear Grunt, owner: you, zone: monster_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: mechanic}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "If this card battles a Level 4 or lower monster, after damage calculation" ------------

GARMR = monster("Garmr of the Nordic Beasts", "If this card battles a Level 4 or lower monster, after damage calculation: You can return "
                "that monster to the hand.", line="Beast / Effect", attribute="DARK", atk=800, **{"def": 1900})
CARDS += [GARMR, monster("Tall Wall", "You can draw 1 card.", level=5, atk=0, **{"def": 2000})]


def test_this_card_battles_a_kind_of_monster_after_damage_calculation_compiles():
    got = compiled(GARMR)
    assert "condition(garmr_of_the_nordic_beasts,1,during_phase(after_damage_calculation))" in got
    assert "condition(garmr_of_the_nordic_beasts,1,in_battle_with(any,level_between(1,4)))" in got
    # with no kind named, damage calculation was performed with it (battled_with, as before)
    got = compiled(monster("Any Foe", "If this card battles a monster, after damage calculation: You can draw 1 card."))
    assert "condition(any_foe,1,battled_with(any))" in got


@pytest.mark.parametrize("target, until, can", [("foe", "after_damage_calculation", "yes"), ("wall", "after_damage_calculation", "no"),
                                                ("foe", "damage_step", "no"), ("foe", "end_damage_step", "no")])
def test_this_card_battles_a_level_4_or_lower_monster_after_damage_calculation(imported, target, until, can):
    steps = ["damage_step", "before_damage_calculation", "damage_calculation", "after_damage_calculation", "end_damage_step"]
    phases = "\n".join(f"  - phase: {p}" for p in steps[:steps.index(until) + 1])
    holds(f"""
name: Garmr attacks {target}, asked at {until}
turn: you
phase: battle_step
cards:
  - {{id: garmr, name: Garmr of the Nordic Beasts, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone, position: defense}}
  - {{id: wall, name: Tall Wall, owner: opp, zone: monster_zone, position: defense}}
actions:
  - attack: {{card: garmr, target: {target}}}
{phases}
questions:
  - {{id: q, ask: can_activate, card: garmr}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "If this card destroys an opponent's monster by battle, after damage calculation" -----------

AREADBHAIR = monster("Dragunity Knight - Areadbhair", "If this card destroys an opponent's monster by battle, after damage calculation: "
                     "You can banish that opponent's monster.", line="Dragon / Synchro / Effect", attribute="WIND", level=10, atk=3300,
                     **{"def": 3200})
CARDS += [AREADBHAIR, monster("Great Wall", "You can draw 1 card.", level=8, atk=0, **{"def": 4000}),
          monster("Big Brute", "You can draw 1 card.", level=8, atk=3500)]


def test_this_card_destroys_a_monster_by_battle_after_damage_calculation_compiles():
    got = compiled(AREADBHAIR)
    assert "condition(dragunity_knight_areadbhair,1,during_phase(after_damage_calculation))" in got
    assert "condition(dragunity_knight_areadbhair,1,destroyed_in_battle(opponent))" in got
    got = compiled(monster("Nitro Tester", "If this attacking card destroys an opponent's monster by battle, after damage calculation: "
                                           "You can draw 1 card."))
    assert "condition(nitro_tester,1,attacking(any))" in got


@pytest.mark.parametrize("attacker, target, until, can", [
    ("knight", "foe", "after_damage_calculation", "yes"),   # it destroyed the attacked monster (still on the field)
    ("foe", "knight", "after_damage_calculation", "yes"),   # it destroyed the attacking monster
    ("knight", "wall", "after_damage_calculation", "no"),   # the wall's DEF is higher: nothing destroyed
    ("brute", "knight", "after_damage_calculation", "no"),  # it was destroyed, not the attacker
    ("knight", "foe", "damage_step", "no"),                 # before damage calculation
    ("knight", "foe", "end_damage_step", "no")])            # after damage calculation has passed
def test_this_card_destroys_an_opponents_monster_by_battle_after_damage_calculation(imported, attacker, target, until, can):
    steps = ["damage_step", "before_damage_calculation", "damage_calculation", "after_damage_calculation", "end_damage_step"]
    phases = "\n".join(f"  - phase: {p}" for p in steps[:steps.index(until) + 1])
    holds(f"""
name: {attacker} attacks {target}, Areadbhair asked at {until}
turn: {"you" if attacker == "knight" else "opp"}
phase: battle_step
cards:
  - {{id: knight, name: Dragunity Knight - Areadbhair, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
  - {{id: wall, name: Great Wall, owner: opp, zone: monster_zone, position: defense}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases}
questions:
  - {{id: q, ask: can_activate, card: knight}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "When an attack is declared involving the equipped monster" ----------------------------------

GUARD_SPELL = {"card_type": "Spell", "property": "Equip", "name": "Guard Charm",
               "text": "Equip only to a Machine monster. When an attack is declared involving the equipped monster: You can draw 1 card."}
CARDS += [GUARD_SPELL]


def test_an_attack_involving_the_equipped_monster_compiles():
    assert {"condition_option(guard_charm,when_event(ev(declared_attack,equipped,any)))",
            "condition_option(guard_charm,when_event(ev(declared_attack,any,attack_on_equipped)))"} <= compiled(GUARD_SPELL)


@pytest.mark.parametrize("attacker, target, can", [("gear", "foe", "yes"), ("gear", "direct", "yes"), ("foe", "gear", "yes"),
                                                   ("mechanic", "foe", "no"), ("foe", "mechanic", "no")])
def test_an_attack_involving_the_equipped_monster(imported, attacker, target, can):
    attack = f"      - attack: {{card: {attacker}, target: {target}}}"
    later = (f"  - player: opp\n    actions:\n      - phase: battle_step\n{attack}" if attacker == "foe"
             else f"      - phase: battle_step\n{attack}")
    holds(f"""
name: Guard Charm equipped to gear, {attacker} attacks {target}
turns:
  - player: you
    actions:
      - chain: [{{card: charm, targets: [gear]}}]
{later}
cards:
  - {{id: gear, name: Gear Grunt, owner: you, zone: monster_zone}}
  - {{id: mechanic, name: Mechanical Mechanic, owner: you, zone: monster_zone}}
  - {{id: charm, name: Guard Charm, owner: you, zone: hand}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
questions:
  - {{id: q, ask: can_activate, card: charm, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "If the equipped monster battles your opponent's monster, during damage calculation" --------

MIRROR = {"card_type": "Spell", "property": "Equip", "name": "Mirror Charm",
          "text": "If the equipped monster battles your opponent's monster, during damage calculation: You can draw 1 card."}
CARDS += [MIRROR]


def test_the_equipped_monster_battles_compiles():
    assert {"condition(mirror_charm,2,during_phase(damage_calculation))",
            "condition(mirror_charm,2,equipped_in_battle(opponent))"} <= compiled(MIRROR)
    got = compiled({"card_type": "Spell", "property": "Equip", "name": "Wand Test", "text": "If the equipped monster attacks or is "
                    "attacked, after damage calculation: You can draw 1 card."})
    assert "condition(wand_test,2,equipped_in_battle(any))" in got
    got = compiled({"card_type": "Spell", "property": "Equip", "name": "Blow Test", "text": "During damage calculation, if the equipped "
                    "monster battles an opponent's Special Summoned monster: You can draw 1 card."})
    assert "condition(blow_test,2,equipped_in_battle(opponent,special_summoned))" in got


@pytest.mark.parametrize("attacker, target, until, can", [("gear", "foe", "damage_calculation", "yes"),
                                                          ("gear", "direct", "damage_calculation", "no"),
                                                          ("mechanic", "foe", "damage_calculation", "no"),
                                                          ("gear", "foe", "before_damage_calculation", "no")])
def test_the_equipped_monster_battles_during_damage_calculation(imported, attacker, target, until, can):
    steps = ["damage_step", "before_damage_calculation", "damage_calculation"]
    phases = "\n".join(f"  - phase: {p}" for p in steps[:steps.index(until) + 1])
    holds(f"""
name: Mirror Charm equipped to gear, {attacker} attacks {target}, asked at {until}
turn: you
phase: main1
cards:
  - {{id: gear, name: Gear Grunt, owner: you, zone: monster_zone}}
  - {{id: mechanic, name: Mechanical Mechanic, owner: you, zone: monster_zone}}
  - {{id: charm, name: Mirror Charm, owner: you, zone: hand}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - chain: [{{card: charm, targets: [gear]}}]
  - phase: battle_step
  - attack: {{card: {attacker}, target: {target}}}
{phases}
questions:
  - {{id: q, ask: can_activate, card: charm, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "When an attack is declared involving this card and a monster with 2200 or more ATK" ----------

WINGMAN = monster("Favorite HERO Flame Wingman", "When an attack is declared involving this card and a monster with 2200 or more ATK: "
                  "You can make this card gain 1000 ATK.", line="Warrior / Fusion / Effect", attribute="FIRE", level=6, atk=2100,
                  **{"def": 1200})
CARDS += [WINGMAN]


def test_this_card_and_a_kind_of_monster_in_an_attack_compiles():
    got = compiled(WINGMAN)
    assert ("condition_option(favorite_hero_flame_wingman,when_event(ev(declared_attack,self,attack_on(opponent,"
            "atk_between(2200,99999)))))") in got
    assert ("condition_option(favorite_hero_flame_wingman,when_event(ev(declared_attack,all_of(opponents,where("
            "atk_between(2200,99999))),attack_on_self)))") in got


@pytest.mark.parametrize("attacker, target, can", [("wingman", "brute", "yes"), ("brute", "wingman", "yes"), ("wingman", "foe", "no"),
                                                   ("foe", "wingman", "no"), ("wingman", "direct", "no"), ("brute", "gear", "no")])
def test_an_attack_involving_this_card_and_a_monster_with_2200_or_more_atk(imported, attacker, target, can):
    opp_turn = attacker in ("brute", "foe")
    holds(f"""
name: {attacker} attacks {target}
turn: {"opp" if opp_turn else "you"}
phase: battle_step
cards:
  - {{id: wingman, name: Favorite HERO Flame Wingman, owner: you, zone: monster_zone}}
  - {{id: gear, name: Gear Grunt, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: wingman}}
expect:
  answers: {{q: "{can}"}}
""")


def test_when_at_a_sub_step_of_the_damage_step_is_the_state_then():
    got = compiled(monster("Cyber Cheer", "At the start of the Damage Step, when your Cyberse monster battles: You can draw 1 card."))
    assert {"condition(cyber_cheer,1,during_phase(damage_step))", "condition(cyber_cheer,1,own_in_battle(any,monster_type(cyberse)))"} <= got
    got = compiled(monster("Psy Cheer", "When a Psychic monster you control battles an opponent's monster, after damage calculation: "
                                        "You can draw 1 card."))
    assert {"condition(psy_cheer,1,during_phase(after_damage_calculation))",
            "condition(psy_cheer,1,own_in_battle(opponent,monster_type(psychic)))"} <= got
    # "During the Damage Step, when ... battles (Quick Effect)": until which sub-step? (Honest: the sources disagree)
    got = compiled(monster("Gleam Cheer", "During the Damage Step, when a LIGHT monster you control battles (Quick Effect): "
                                          "You can draw 1 card."))
    assert "condition(gleam_cheer,1,not_understood)" in got
    got = compiled(monster("Late Cheer", "After damage calculation, when this card battles an opponent's monster: You can draw 1 card."))
    assert "condition(late_cheer,1,battled_with(opponent))" in got


# ---- "During the End Phase, if this card attacked this turn" -------------------------------------

LANIUS = monster("Raidraptor - Sharp Lanius", "During your Main Phase 2, if this card attacked this turn: You can draw 1 card.",
                 line="Winged Beast / Effect", attribute="DARK", atk=1700)
CARDS += [LANIUS]


def test_this_card_attacked_this_turn_compiles():
    got = compiled(LANIUS)
    assert {"condition(raidraptor_sharp_lanius,1,during_phase(main2))",
            "condition(raidraptor_sharp_lanius,1,this_turn(ev(declared_attack,self,any)))"} <= got


@pytest.mark.parametrize("attacker, can", [("lanius", "yes"), ("gear", "no")])
def test_during_main_phase_2_if_this_card_attacked_this_turn(imported, attacker, can):
    holds(f"""
name: {attacker} attacks directly; Sharp Lanius asked in Main Phase 2
turn: you
phase: battle_step
cards:
  - {{id: lanius, name: Raidraptor - Sharp Lanius, owner: you, zone: monster_zone}}
  - {{id: gear, name: Gear Grunt, owner: you, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: direct}}
  - phase: damage_step
  - phase: damage_calculation
  - phase: end_damage_step
  - phase: battle_end
  - phase: main2
questions:
  - {{id: q, ask: can_activate, card: lanius}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "When this attacking card destroys a monster by battle" -------------------------------------

NOVA = monster("Crimson Nova the Dark Cubic Lord", "When this attacking card destroys a monster by battle: You can draw 1 card.",
               line="Fiend / Effect", attribute="DARK", level=10, atk=3000)
CARDS += [NOVA]


@pytest.mark.parametrize("attacker, target, can", [("nova", "foe", "yes"), ("foe", "nova", "no")])
def test_when_this_attacking_card_destroys_a_monster_by_battle(imported, attacker, target, can):
    assert "condition(crimson_nova_the_dark_cubic_lord,1,attacking(any))" in compiled(NOVA)
    holds(f"""
name: {attacker} attacks {target}; Crimson Nova asked at the end of the Damage Step
turn: {"you" if attacker == "nova" else "opp"}
phase: battle_step
cards:
  - {{id: nova, name: Crimson Nova the Dark Cubic Lord, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: nova}}
expect:
  zones: {{foe: gy}}
  answers: {{q: "{can}"}}
""")


# ---- "At the end of the Damage Step, when this card attacks an opponent's monster, but the opponent's
# monster was not destroyed by the battle" ------------------------------------------------------------

TWIN = monster("Blue-Eyes Twin Burst Dragon", "At the end of the Damage Step, when this card attacks an opponent's monster, but the "
               "opponent's monster was not destroyed by the battle: You can banish that opponent's monster.",
               line="Dragon / Fusion / Effect", attribute="LIGHT", level=10, atk=3000, **{"def": 2500})
CARDS += [TWIN]


@pytest.mark.parametrize("attacker, target, can", [("twin", "wall", "yes"), ("twin", "foe", "no"), ("foe", "twin", "no")])
def test_this_card_attacks_but_the_opponents_monster_was_not_destroyed(imported, attacker, target, can):
    assert {"condition(blue_eyes_twin_burst_dragon,1,attacking(any))",
            "condition(blue_eyes_twin_burst_dragon,1,battled_not_destroyed(opponent))"} <= compiled(TWIN)
    holds(f"""
name: {attacker} attacks {target}; Twin Burst asked at the end of the Damage Step
turn: {"you" if attacker == "twin" else "opp"}
phase: battle_step
cards:
  - {{id: twin, name: Blue-Eyes Twin Burst Dragon, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
  - {{id: wall, name: Great Wall, owner: opp, zone: monster_zone, position: defense}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: twin}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "during damage calculation in your opponent's turn, if this card is being attacked" ---------

# Kazejin's head; its body ("target the attacking monster": battle.lp target_is_attacker) is judged only in a chain that
# responds to the attack declaration, so the scenario asks about a draw instead.
KAZEJIN = monster("Kazejin", "Once while face-up on the field, during damage calculation in your opponent's turn, if this card is being "
                  "attacked (Quick Effect): You can draw 1 card.", line="Spellcaster / Effect", attribute="WIND", level=7, atk=2400,
                  **{"def": 2200})
CARDS += [KAZEJIN]


@pytest.mark.parametrize("target, until, can", [("kazejin", "damage_calculation", "yes"), ("kazejin", "before_damage_calculation", "no"),
                                                ("gear", "damage_calculation", "no")])
def test_during_damage_calculation_in_your_opponents_turn_if_this_card_is_being_attacked(imported, target, until, can):
    assert {"condition(kazejin,1,during_phase(damage_calculation))", "condition(kazejin,1,attacked(self))",
            "condition(kazejin,1,opponent_turn)"} <= compiled(KAZEJIN)
    steps = ["damage_step", "before_damage_calculation", "damage_calculation"]
    phases = "\n".join(f"  - phase: {p}" for p in steps[:steps.index(until) + 1])
    holds(f"""
name: Big Brute attacks {target}; Kazejin asked at {until}
turn: opp
phase: battle_step
cards:
  - {{id: kazejin, name: Kazejin, owner: you, zone: monster_zone}}
  - {{id: gear, name: Gear Grunt, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: brute, target: {target}}}
{phases}
questions:
  - {{id: q, ask: can_activate, card: kazejin}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "If a Warrior monster you control destroys an opponent's monster by battle, after damage calculation" --

WAR_FAN = monster("Warrior Fan", "If a Warrior monster you control destroys an opponent's monster by battle, after damage calculation: "
                  "You can draw 1 card.", line="Fairy / Effect")
CARDS += [WAR_FAN]


@pytest.mark.parametrize("attacker, target, can", [("hand", "foe", "yes"), ("gear", "foe", "no"), ("hand", "wall", "no")])
def test_your_monster_destroys_an_opponents_monster_by_battle_after_damage_calculation(imported, attacker, target, can):
    assert "condition(warrior_fan,1,own_destroyed_in_battle(opponent,monster_type(warrior)))" in compiled(WAR_FAN)
    holds(f"""
name: {attacker} attacks {target}; Warrior Fan asked after damage calculation
turn: you
phase: battle_step
cards:
  - {{id: fan, name: Warrior Fan, owner: you, zone: monster_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: gear, name: Gear Grunt, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
  - {{id: wall, name: Great Wall, owner: opp, zone: monster_zone, position: defense}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
questions:
  - {{id: q, ask: can_activate, card: fan}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- "During damage calculation, if your opponent's monster attacks", "... if your Cyberse monster is attacked" --

KURIBOH = monster("Kuriboh", "During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card; "
                  "you take no battle damage from that battle.", line="Fiend / Effect", attribute="DARK", level=1, atk=300, **{"def": 200})
INTERLACER = monster("Rescue Interlacer", "During damage calculation, if your Cyberse monster is attacked (Quick Effect): You can banish "
                     "this card from your hand; you take no battle damage from that battle.", line="Cyberse / Effect", attribute="DARK",
                     level=1, atk=100, **{"def": 100})
CARDS += [KURIBOH, INTERLACER, monster("Code Grunt", "You can draw 1 card.", line="Cyberse / Effect")]


def test_who_attacks_in_damage_calculation_compiles():
    assert {"condition(kuriboh,1,during_phase(damage_calculation))", "condition(kuriboh,1,attack_by(opponent))"} <= compiled(KURIBOH)
    assert "condition(rescue_interlacer,1,own_monster_attacked(monster_type(cyberse)))" in compiled(INTERLACER)
    got = compiled(monster("Banish Spirit", "If your opponent's monster attacks, at the start of the Damage Step: You can draw 1 card."))
    assert {"condition(banish_spirit,1,during_phase(damage_step))", "condition(banish_spirit,1,attack_by(opponent))"} <= got
    got = compiled(monster("Half Test", "During damage calculation, if a monster you control is being attacked: You can draw 1 card."))
    assert "condition(half_test,1,own_monster_attacked)" in got


@pytest.mark.parametrize("attacker, target, until, can", [("foe", "direct", "damage_calculation", "yes"),
                                                          ("foe", "gear", "damage_calculation", "yes"),
                                                          ("foe", "direct", "before_damage_calculation", "no"),
                                                          ("gear", "foe", "damage_calculation", "no")])
def test_kuriboh_during_damage_calculation_if_your_opponents_monster_attacks(imported, attacker, target, until, can):
    steps = ["damage_step", "before_damage_calculation", "damage_calculation"]
    phases = "\n".join(f"  - phase: {p}" for p in steps[:steps.index(until) + 1])
    holds(f"""
name: {attacker} attacks {target}; Kuriboh asked at {until}
turn: {"opp" if attacker == "foe" else "you"}
phase: battle_step
cards:
  - {{id: kuriboh, name: Kuriboh, owner: you, zone: hand}}
  - {{id: gear, name: Gear Grunt, owner: you, zone: {"gy" if target == "direct" else "monster_zone"}}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{phases}
questions:
  - {{id: q, ask: can_activate, card: kuriboh}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("code", "yes"), ("gear", "no"), ("direct", "no")])
def test_rescue_interlacer_if_your_cyberse_monster_is_attacked(imported, target, can):
    holds(f"""
name: the opponent attacks {target}; Rescue Interlacer asked during damage calculation
turn: opp
phase: battle_step
cards:
  - {{id: interlacer, name: Rescue Interlacer, owner: you, zone: hand}}
  - {{id: code, name: Code Grunt, owner: you, zone: {"gy" if target == "direct" else "monster_zone"}}}
  - {{id: gear, name: Gear Grunt, owner: you, zone: {"gy" if target == "direct" else "monster_zone"}}}
  - {{id: foe, name: Big Brute, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: foe, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
questions:
  - {{id: q, ask: can_activate, card: interlacer}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- real card texts (the shared card data) ---------------------------------------------------------

REAL = {
    "Mechanical Mechanic": "condition_option(mechanical_mechanic,when_event(ev(declared_attack,any,all_of(attack_on(own,"
                           "monster_type(machine)),except(attack_on_self)))))",
    "Elemental HERO Sunrise": 'condition_option(elemental_hero_sunrise,when_event(ev(declared_attack,all_of(all_of(own,'
                              'where(name_has("HERO"))),except(self)),any)))',
    "Fighting Flame Sword": "condition_option(fighting_flame_sword,when_event(ev(declared_attack,any,attack_on(own,"
                            "both(attribute(fire),monster_type(warrior))))))",
    "Garmr of the Nordic Beasts": "condition(garmr_of_the_nordic_beasts,1,in_battle_with(any,level_between(1,4)))",
    "Ally of Justice Nullfier": "condition(ally_of_justice_nullfier,1,in_battle_with(any,attribute(light)))",
    "Dark Magician of Chaos": "condition(dark_magician_of_chaos,2,destroyed_in_battle(opponent))",
    "Nitro Warrior": "condition(nitro_warrior,2,destroyed_in_battle(opponent))",
    "Performapal Fire Mufflerlion": "condition(performapal_fire_mufflerlion,1,own_destroyed_in_battle(opponent,subtype(pendulum)))",
    "Gaiarmor Dragonshell": "condition_option(gaiarmor_dragonshell,when_event(ev(declared_attack,any,attack_on_equipped)))",
    "Moon Mirror Shield": "condition(moon_mirror_shield,2,equipped_in_battle(opponent))",
    "One-Shot Wand": "condition(one_shot_wand,3,equipped_in_battle(any))",
    "Mordschlag": "condition(mordschlag,3,equipped_in_battle(opponent,special_summoned))",
    "Predaplant Chimerafflesia": "condition_option(predaplant_chimerafflesia,when_event(ev(declared_attack,self,"
                                "attack_on(opponent,face_up_monster))))",
    "Achichi @Ignister": "condition(achichi_ignister,2,own_in_battle(any,monster_type(cyberse)))",
    "Infernal Dragon": "condition(infernal_dragon,1,this_turn(ev(declared_attack,self,any)))",
    "Ancient Gear Golem - Ultimate Pound": "condition(ancient_gear_golem_ultimate_pound,2,attacking(any))",
    "Blue-Eyes Twin Burst Dragon": "condition(blue_eyes_twin_burst_dragon,3,battled_not_destroyed(opponent))",
    "Hyper Hammerhead": "condition(hyper_hammerhead,1,battled_not_destroyed(opponent))",
    "Suijin": "condition(suijin,1,opponent_turn)",
    "Kuriboh": "condition(kuriboh,1,attack_by(opponent))",
    "Donyoribo @Ignister": 'condition(donyoribo_ignister,1,own_monster_attacked(name_has("@Ignister")))',
    "Dark Spirit of Banishment": "condition(dark_spirit_of_banishment,1,attack_by(opponent))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_battle_heads():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        assert fact in found[name], (name, sorted(found[name]))


# ---- "At the start of the Damage Step, when your "X" monster battles an opponent's face-up monster" -------

CLASH = monster("Gear Clash", "At the start of the Damage Step, when your Machine monster battles an opponent's face-up monster: "
                "You can draw 1 card.")
CARDS += [CLASH]


@pytest.mark.parametrize("attacker, face, can", [("gear", "up", "yes"), ("gear", "down", "no"), ("hand", "up", "no")])
def test_your_monster_battles_an_opponents_face_up_monster(imported, attacker, face, can):
    assert "condition(gear_clash,1,own_in_battle_with(monster_type(machine),face_up_monster))" in compiled(CLASH)
    holds(f"""
name: {attacker} attacks a face-{face} monster; Gear Clash asked at the start of the Damage Step
turn: you
phase: battle_step
cards:
  - {{id: clash, name: Gear Clash, owner: you, zone: monster_zone}}
  - {{id: gear, name: Gear Grunt, owner: you, zone: monster_zone}}
  - {{id: hand, name: Field Hand, owner: you, zone: monster_zone}}
  - {{id: foe, name: Opp Grunt, owner: opp, zone: monster_zone, position: defense, face: {face}}}
actions:
  - attack: {{card: {attacker}, target: foe}}
  - phase: damage_step
questions:
  - {{id: q, ask: can_activate, card: clash}}
expect:
  answers: {{q: "{can}"}}
""")


def test_this_card_attacks_an_opponents_defense_position_monster_compiles():
    # the monster this card attacks is always the opponent's: as "a Defense Position monster" (attacking, head_conditions.lp)
    for text in ("Before damage calculation, if this card attacks an opponent's Defense Position monster: You can draw 1 card.",
                 "If this card attacks a Defense Position monster your opponent controls, before damage calculation: You can draw 1 card."):
        got = compiled(monster("Night Tester", text))
        assert {"condition(night_tester,1,during_phase(before_damage_calculation))",
                "condition(night_tester,1,attacking(where(position(defense))))"} <= got, text


# ---- "target the attacking monster" during damage calculation ---------------------------------------
# (battle.lp target_is_attacker: the attacker of the attack going on, not only in the chain that responds to its
# declaration; Kazejin, Suijin and Sanga target it during damage calculation)

WIND_GUARD = monster("Wind Guard", "During damage calculation, if this card is being attacked (Quick Effect): You can target the "
                     "attacking monster; destroy it.", line="Spellcaster / Effect")
CARDS += [WIND_GUARD]


@pytest.mark.parametrize("target, ok", [("brute", True), ("gear", False)])
def test_target_the_attacking_monster_during_damage_calculation(imported, target, ok):
    text = f"""
name: Big Brute attacks Wind Guard; Wind Guard targets {target} during damage calculation
turn: opp
phase: battle_step
cards:
  - {{id: guard, name: Wind Guard, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
  - {{id: gear, name: Gear Grunt, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: brute, target: guard}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - chain: [{{card: guard, targets: [{target}]}}]
expect:
  outcomes: {{"5.1": resolved}}
  zones: {{{target}: gy}}
"""
    if ok:
        holds(text)
        return
    with pytest.raises(JudgeError) as refused:
        ask(load_text(text, "battle7.yaml")[0])
    assert "target is attacker" in str(refused.value.problems), refused.value.problems
