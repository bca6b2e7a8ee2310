"""Timing heads of phases and battle sub-steps compiled from card text: "At
the start of your Main Phase 1" (asp/events/head_conditions.lp main1_start),
"During the End Phase, if this card was Special Summoned", "... if this
card is in the GY because it was Tributed and sent there this turn", "... if
this effect was activated this turn (and was not negated)", and Damage Step
heads on this card's battle ("if this card battles an opponent's Pyro
monster", "... a face-up non-DARK monster", "if this card attacked a
face-down Defense Position monster", "if this card attacks an opponent's
monster"). Short texts written here, imported and judged in scenarios both
ways; real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations


import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


CARDS = [
    monster("Dawn Herald", "At the start of your Main Phase 1: You can draw 1 card."),
    monster("Sky Herald", "Once per turn, during the End Phase, if this card was Special Summoned: Send it to the GY."),
    monster("Offered Ash", "During the End Phase, if this card is in the GY because it was Tributed and sent there this turn: "
                           "You can draw 1 card."),
    monster("Tribute Taker", "You can Tribute 1 monster; draw 1 card."),
    monster("Ember Hunter", "At the start of the Damage Step, if this card battles an opponent's Pyro monster: "
                            "You can destroy that monster.", atk=1000),
    monster("Cinder Imp", "A plain monster.", line="Pyro / Effect", atk=500),
    monster("Rock Imp", "A plain monster.", atk=500),
    monster("Lantern Blade", "At the start of the Damage Step, if this card attacked a face-down Defense Position monster: "
                             "You can destroy that monster."),
    monster("Star Guard", "When a card or effect is activated that would destroy a card(s) on the field (Quick Effect): You can "
                          "Tribute this card; negate the activation, and if you do, destroy it. During the End Phase, if this "
                          "effect was activated this turn (and was not negated): You can Special Summon this card from your GY."),
    monster("Marsh Sprout", "Once per turn, during your Standby Phase, if this card is in your GY and you do not control "
                            "\"Marsh Sprout\": You can Special Summon this card."),
    monster("Thorn Guard", "Before damage calculation, if this face-up Attack Position card is targeted for an attack: "
                           "Inflict 500 damage to your opponent."),
    {"card_type": "Spell", "property": "Normal", "name": "Call Back", "text": "Target 1 monster in your GY; Special Summon it."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "phases.yaml")


BY = {c["name"]: c for c in CARDS}


def test_phase_heads_compile():
    assert {"condition(dawn_herald,1,during_phase(main1))", "condition(dawn_herald,1,your_turn)",
            "condition(dawn_herald,1,main1_start)"} <= compiled(BY["Dawn Herald"])
    assert ("condition(sky_herald,1,count_at_least(own,monster_zone,all_of(self,summoned_as(special_summoned)),1))"
            in compiled(BY["Sky Herald"]))
    assert {"condition(offered_ash,1,this_turn(ev(tributed,self,to(gy))))", "activate_from(offered_ash,1,gy)"} <= compiled(BY["Offered Ash"])
    assert {"condition(star_guard,2,during_phase(end))", "condition(star_guard,2,activated_not_negated(1))"} <= compiled(BY["Star Guard"])
    got = compiled(monster("Dusk Watch", "During your Main Phase 2, if this card was Normal Summoned this turn: You can draw 1 card."))
    assert {"condition(dusk_watch,1,your_main_phase)", "condition(dusk_watch,1,during_phase(main2))",
            "condition(dusk_watch,1,this_turn(ev(normal_summoned,self,any)))", "effect(dusk_watch,1,ignition)"} <= got


def test_damage_step_heads_compile():
    assert ("condition(ember_hunter,1,in_battle_with(opponent,monster_type(pyro)))" in compiled(BY["Ember Hunter"])
            and "op(ember_hunter,1,1,destroy(battle_opponent))" in compiled(BY["Ember Hunter"]))
    assert ("condition(lantern_blade,1,attacking(where(both(face_down_monster,position(defense)))))"
            in compiled(BY["Lantern Blade"]))
    got = compiled(monster("Dark Hunter", "At the start of the Damage Step, if this card battles a face-up non-DARK monster: "
                                          "You can destroy that monster."))
    assert "condition(dark_hunter,1,in_battle_with(any,both(non(attribute(dark)),face_up_monster)))" in got
    got = compiled(monster("Lance Rider", "At the start of the Damage Step, if this card attacks an opponent's monster: "
                                          "You can destroy that monster."))
    assert {"condition(lance_rider,1,attacking(any))", "condition(lance_rider,1,in_battle_with(opponent))",
            "op(lance_rider,1,1,destroy(battle_opponent))"} <= got
    got = compiled(monster("Pit Fighter", "At the start of the Damage Step, if your \"Pit\" monster battles a monster: You can draw 1 card."))
    assert 'condition(pit_fighter,1,own_in_battle(opponent,name_has("Pit")))' in got  # the other monster is the opponent's
    got = compiled(monster("Calc Rider", "During damage calculation, if this card attacks an opponent's monster: You can draw 1 card."))
    assert {"condition(calc_rider,1,during_phase(damage_calculation))", "condition(calc_rider,1,attacking(any))",
            "condition(calc_rider,1,in_battle_with(opponent))"} <= got
    # "attacked" is the attack going on only at the start of the Damage Step (later, the monster was flipped)
    got = compiled(monster("Late Blade", "During damage calculation, if this card attacked a face-down Defense Position monster: "
                                         "You can draw 1 card."))
    assert "condition(late_blade,1,not_understood)" in got


@pytest.mark.parametrize("first, can", [("", "yes"), ("      - summon: {card: rock, how: normal}\n", "no")])
def test_at_the_start_of_your_main_phase_1(imported, first, can):
    # the chain right after the turn enters Main Phase 1; after a Normal Summon its start is past
    holds(f"""
name: Dawn Herald at the start of Main Phase 1 ({can})
turns:
  - player: opp
    actions: []
  - player: you
    actions:
{first or "      []"}
cards:
  - {{id: herald, name: Dawn Herald, owner: you, zone: monster_zone}}
  - {{id: rock, name: Rock Imp, owner: you, zone: hand}}
questions:
  - {{id: q, ask: can_activate, card: herald}}
expect:
  answers: {{q: "{can}"}}
""".replace("    actions:\n      []", "    actions: []"))


@pytest.mark.parametrize("how, can", [("special", "yes"), ("normal", "no")])
def test_during_the_end_phase_if_this_card_was_special_summoned(imported, how, can):
    summon = "- chain: [{card: call, targets: [sky]}]" if how == "special" else "- summon: {card: sky, how: normal}"
    holds(f"""
name: Sky Herald {how} Summoned, asked in the End Phase
cards:
  - {{id: sky, name: Sky Herald, owner: you, zone: {"gy" if how == "special" else "hand"}}}
  - {{id: call, name: Call Back, owner: you, zone: hand}}
actions:
  {summon}
  - phase: end
questions:
  - {{id: q, ask: can_activate, card: sky}}
expect:
  zones: {{sky: monster_zone}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("how, can", [("tributed", "yes"), ("destroyed", "no")])
def test_in_the_gy_because_it_was_tributed_this_turn(imported, how, can):
    action = ("- chain: [{card: taker, cost: {tribute: [ash]}}]" if how == "tributed"
              else "- chain: [{card: taker, cost: {tribute: [rock]}}]")
    holds(f"""
name: Offered Ash {how}, asked in the End Phase
cards:
  - {{id: ash, name: Offered Ash, owner: you, zone: {"monster_zone" if how == "tributed" else "gy"}}}
  - {{id: rock, name: Rock Imp, owner: you, zone: monster_zone}}
  - {{id: taker, name: Tribute Taker, owner: you, zone: monster_zone}}
actions:
  {action}
  - phase: end
questions:
  - {{id: q, ask: can_activate, card: ash}}
expect:
  zones: {{ash: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("cinder", "yes"), ("rock", "no")])
def test_at_the_start_of_the_damage_step_if_this_card_battles_a_pyro_monster(imported, target, can):
    holds(f"""
name: Ember Hunter attacks {target}, asked at the start of the Damage Step
turn: you
phase: battle_step
cards:
  - {{id: hunter, name: Ember Hunter, owner: you, zone: monster_zone}}
  - {{id: cinder, name: Cinder Imp, owner: opp, zone: monster_zone}}
  - {{id: rock, name: Rock Imp, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: hunter, target: {target}}}
  - phase: damage_step
questions:
  - {{id: q, ask: can_activate, card: hunter}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("face, can", [("down", "yes"), ("up", "no")])
def test_at_the_start_of_the_damage_step_if_this_card_attacked_a_face_down_monster(imported, face, can):
    holds(f"""
name: Lantern Blade attacks a face-{face} Defense Position monster, asked at the start of the Damage Step
turn: you
phase: battle_step
cards:
  - {{id: blade, name: Lantern Blade, owner: you, zone: monster_zone}}
  - {{id: rock, name: Rock Imp, owner: opp, zone: monster_zone, position: defense, face: {face}}}
actions:
  - attack: {{card: blade, target: rock}}
  - phase: damage_step
questions:
  - {{id: q, ask: can_activate, card: blade}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("other, can", [("rock", "yes"), ("sprout2", "no")])
def test_during_your_standby_phase_if_this_card_is_in_your_gy_and(imported, other, can):
    holds(f"""
name: Marsh Sprout in the GY in your Standby Phase, {other} on the field
turns:
  - player: you
    actions: []
  - player: opp
    actions: []
  - player: you
    phase: standby
    actions: []
cards:
  - {{id: sprout, name: Marsh Sprout, owner: you, zone: gy}}
  - {{id: {other}, name: {"Rock Imp" if other == "rock" else "Marsh Sprout"}, owner: you, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: sprout}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("guard", "yes"), ("rock", "no")])
def test_before_damage_calculation_if_this_card_is_targeted_for_an_attack(imported, target, can):
    assert {"condition(thorn_guard,1,attacked(self))", "condition(thorn_guard,1,during_phase(before_damage_calculation))"} <= compiled(BY["Thorn Guard"])
    holds(f"""
name: Cinder Imp attacks {target}, Thorn Guard asked before damage calculation
turn: opp
phase: battle_step
cards:
  - {{id: guard, name: Thorn Guard, owner: you, zone: monster_zone}}
  - {{id: rock, name: Rock Imp, owner: you, zone: monster_zone}}
  - {{id: imp, name: Cinder Imp, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: imp, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
questions:
  - {{id: q, ask: can_activate, card: guard}}
expect:
  answers: {{q: "{can}"}}
""")


# Real texts (the shared card data): what each phase head compiles to
REAL = {
    "Mystic Swordsman LV2": "condition(mystic_swordsman_lv2,1,attacking(where(both(face_down_monster,position(defense)))))",
    "Embers of the Ashened": "condition(embers_of_the_ashened,2,in_battle_with(opponent,monster_type(pyro)))",
    "Yosenju Misak": "condition(yosenju_misak,1,in_battle_with(any,both(non(attribute(wind)),face_up_monster)))",
    "Borreload Dragon": "condition(borreload_dragon,3,in_battle_with(opponent))",
    "Obelisk the Tormentor": "condition(obelisk_the_tormentor,3,count_at_least(own,monster_zone,all_of(self,summoned_as(special_summoned)),1))",
    "Stardust Warrior": "condition(stardust_warrior,2,activated_not_negated(1))",
    "Cyclamen the Rikka Fairy": "condition(cyclamen_the_rikka_fairy,2,this_turn(ev(tributed,self,to(gy))))",
    "Salamangreat Coyote": "condition(salamangreat_coyote,1,this_turn(ev(used_as_material,self,all_of(for_summon(link_summoned),to(gy)))))",
    "Steelswarm Scout": "condition(steelswarm_scout,1,main1_start)",
    "Watch Dog": "condition(watch_dog,1,during_phase(main2))",
    "Odd-Eyes Phantasma Dragon": "condition(odd_eyes_phantasma_dragon,2,in_battle_with(opponent))",
    "Crimson Knight Vampire Bram": "condition(crimson_knight_vampire_bram,2,last_turn(ev(destroyed,all_of(self,own),all_of(by(opponent),to(gy)))))",
    "Sunlit Sentinel": "condition(sunlit_sentinel,2,last_turn(ev(destroyed,all_of(self,except(face_up)),all_of(from(field),to(gy)))))",
    "Gernia": "condition(gernia,1,next_standby(own,ev(destroyed,all_of(self,all_of(face_up,own)),"
              "all_of(from(field),all_of(by(opponent),all_of(by_effect,to(gy)))))))",
    "Fire Phoenix @Ignister": "condition(fire_phoenix_ignister,3,next_standby(any,ev(destroyed,all_of(self,summoned_as(link_summoned)),"
                              "all_of(from(field),to(gy)))))",
    "Knight of Armor Dragon": "condition(knight_of_armor_dragon,1,in_battle_with(any,special_summoned_from(extra_deck)))",
    "Yubel": "condition(yubel,3,attacked(self))",
    "Kuribon": "condition(kuribon,1,attacked(self))",
    "Treeborn Frog": 'condition(treeborn_frog,1,count_at_most(own,field,all_of(face_up,where(card_named("Treeborn Frog"))),0))',
    "Doomking Balerdroch": "condition(doomking_balerdroch,1,count_at_least(any,field_zone,face_up,1))",
    "Gladiator Beast Vespasius": 'condition(gladiator_beast_vespasius,1,own_in_battle(opponent,name_has("Gladiator Beast")))',
}


@pytest.mark.skipif(not DATA.exists(), reason="no card data (../shared/data)")
def test_real_phase_heads():
    cards = real_facts(REAL)
    for name, fact in REAL.items():
        got = cards[name]
        assert fact in got, (name, sorted(x for x in got if "condition" in x))
