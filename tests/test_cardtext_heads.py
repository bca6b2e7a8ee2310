"""Activation heads compiled from card text (issue 15, part a): the head
grammar (pyfacade/cardtext/head_grammar.py) and the conditions it needs
(asp/events/head_conditions.lp): "if this card was Normal Summoned this
turn", "if this card is in the GY because it was sent there this turn",
"if your opponent controls more monsters than you do", "if you control no
other monsters", heads joined by ", or if" (any of the events), Summons
"from the hand". Short texts written here in the style of real cards, each
imported and judged in scenarios; real card texts from the shared data
(skipped when it is absent).
"""

from __future__ import annotations


import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts



CARDS = [
    monster("Dusk Herald", "During the End Phase, if this card was Normal Summoned this turn: You can draw 1 card."),
    monster("Ashen Wing", "During the End Phase, if this card is in the GY because it was sent there this turn: You can draw 1 card."),
    monster("Outnumbered Guard", "If your opponent controls more monsters than you do: You can draw 1 card."),
    monster("Lone Warden", "If you control no other monsters: You can draw 1 card."),
    monster("Twin Fate", "If this card is destroyed by battle, or if this card in its owner's possession is destroyed by an "
                         "opponent's card effect: You can draw 1 card."),
    monster("Hand Watcher", "If a monster(s) is Normal or Special Summoned from the hand: You can draw 1 card."),
    monster("Parting Gift", "If this face-up card leaves the field: You can draw 1 card."),
    monster("Bait Shell", "When this card is targeted for an attack: You can draw 1 card.", atk=0),
    monster("Reborn Keeper", "If this Special Summoned card is destroyed: You can draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Spell Ward", "text": "When your opponent activates a Spell/Trap Card or effect: Draw 1 card."},
    {"card_type": "Trap", "property": "Normal", "name": "Monster Ward", "text": "When your opponent activates a monster effect: Draw 1 card."},
    monster("Grave Echo", "If this card is Special Summoned by the effect of \"Monster Reborn\": You can draw 1 card."),
    {"card_type": "Spell", "property": "Normal", "name": "Call Back", "text": "Target 1 monster in your GY; Special Summon it."},
    monster("Duel Fencer", "At the end of the Damage Step, if this card battled an opponent's monster: You can draw 1 card."),
    monster("Opening Blow", "At the start of the Damage Step, if this card battles an opponent's monster: You can draw 1 card."),
    monster("Trophy Hunter", "At the end of the Battle Phase, if this card destroyed a monster by battle: You can draw 1 card.", atk=2500),
    monster("Quick Guard", "During your opponent's Main or Battle Phase (Quick Effect): You can draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Oops!", "text": "Target 1 card you control; destroy it."},
    {"card_type": "Trap", "property": "Normal", "name": "Spite", "text": "Target 1 card on the field; destroy it."},
    # what a card was used for: a Link Summon of a named monster, a cost, a Tribute Summon, a detach
    monster("Link Fodder", "If this card is sent to the GY as Link Material for the Link Summon of a \"Sky Striker\" monster: "
                           "You can draw 1 card."),
    {"card_type": "Monster", "monster_type_line": "Machine / Link / Effect", "attribute": "DARK", "atk": 1500, "link_arrows": ["Bottom"],
     "name": "Sky Striker Ace - Tester", "text": "1 Level 4 or lower monster"},
    {"card_type": "Monster", "monster_type_line": "Machine / Link / Effect", "attribute": "DARK", "atk": 1500, "link_arrows": ["Bottom"],
     "name": "Plain Linker", "text": "1 Level 4 or lower monster"},
    monster("Water Offering", "If this card is sent to the GY to activate a WATER monster's effect: You can draw 1 card."),
    monster("Tide Caller", "You can send 1 card from your hand to the GY; draw 1 card.", attribute="WATER"),
    monster("Dust Caller", "You can send 1 card from your hand to the GY; draw 1 card."),
    monster("Tribute Fodder", "If this card is Tributed for a Tribute Summon: You can draw 1 card."),
    monster("Big Tester", "You can draw 1 card.", level=5, atk=2400),
    monster("Tribute Taker", "You can Tribute 1 monster; draw 1 card."),
    monster("Spare Part", "If this card is detached from an Xyz Monster to activate that monster's effect: You can draw 1 card."),
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 1500,
     "name": "Rank Tester", "text": "2 Level 4 monsters\nYou can detach 1 material from this card; draw 1 card."},
    monster("Material Thief", "You can detach 1 material from an Xyz Monster you control; draw 1 card."),
    monster("Hand Seeker", "If this card is added to your hand, except by drawing it: You can draw 1 card."),
    {"card_type": "Spell", "property": "Normal", "name": "Grave Pick", "text": "Target 1 monster in your GY; add it to your hand."},
    monster("Exile Return", "During the Standby Phase of the next turn after this card was banished: You can draw 1 card."),
    {"card_type": "Spell", "property": "Normal", "name": "Grave Exile", "text": "Target 1 monster in your GY; banish it."},
    {"card_type": "Trap", "property": "Normal", "name": "Dual Ward", "text": "When a Spell/Trap Card, or monster effect, is activated: Draw 1 card."},
    monster("Clash Watcher", "When an attack is declared involving this card and an opponent's monster: You can draw 1 card."),
    monster("Target Sense", "When a card or effect is activated that targets this card (Quick Effect): You can draw 1 card."),
    monster("Wall Breaker", "At the start of the Damage Step, if this card attacks a Defense Position monster: You can draw 1 card."),
    monster("Raid Runner", "At the end of the Damage Step, if this card attacked: You can draw 1 card."),
    monster("Field Ash", "During the End Phase, if this card is in the GY because it was sent there from the field this turn: "
                         "You can draw 1 card."),
    monster("Effect Sensor", "If your opponent activates a monster effect: You can draw 1 card."),
    monster("Field Lover", "If \"Tester Field\" is in a Field Zone: You can draw 1 card."),
    {"card_type": "Spell", "property": "Field", "name": "Tester Field", "text": "All monsters on the field gain 100 ATK."},
    monster("Union Tester", "You can target 1 monster you control; equip this card to that target. "
                            "While this card is equipped to a monster: You can draw 1 card."),
    monster("Hand Exception", "If this card is sent to the GY, except from the hand: You can draw 1 card."),
    monster("Two Ways", "If this card is banished, or sent from the field to the GY: You can draw 1 card."),
    monster("Damage Fan", "When a \"Lone\" monster you control inflicts battle damage to your opponent: You can draw 1 card."),
    monster("Lone Shield", "When a face-up \"Lone\" monster you control is targeted for an attack: You can draw 1 card."),
    monster("Lone Duel", "When an attack is declared involving your \"Lone\" monster and an opponent's monster: You can draw 1 card."),
    monster("Quick Arrival", "If you control no monsters, you can Special Summon this card (from your hand). "
                             "When Summoned this way: You can draw 1 card."),
    monster("Calc Striker", "After damage calculation, if this card battled: You can draw 1 card."),
    monster("Late Riposte", "If this card attacked an opponent's monster, after damage calculation: You can draw 1 card."),
    monster("Night Guard", "During your opponent's turn, if you control no other monsters: You can draw 1 card."),
    monster("Summon Sentry", "If a monster is Special Summoned while you control this monster: You can draw 1 card."),
    monster("Spark Duelist", "During damage calculation, if this card battles: You can draw 1 card."),
    monster("Special Hunter", "At the start of the Damage Step, if this card battles a Special Summoned monster: You can draw 1 card."),
    monster("Lone Angel", "When a card or effect is activated that targets a \"Lone\" monster you control (Quick Effect): "
                          "You can draw 1 card."),
    monster("Low Life", "If your LP are 2000 or less: You can draw 1 card."),
    monster("Team Cheer", "During damage calculation, if your \"Lone\" monster battles an opponent's monster: You can draw 1 card."),
    {"card_type": "Spell", "property": "Equip", "name": "Lone Blade",
     "text": "Equip only to a Warrior monster. When the equipped monster declares an attack: You can draw 1 card. "
             "If the equipped monster destroys an opponent's monster by battle: You can draw 1 card."},
    monster("Ash Phoenix", "During your next Standby Phase after this card was destroyed by card effect and sent to the GY: "
                           "You can draw 1 card."),
    monster("Ash Ember", "During the next Standby Phase after this card was destroyed by card effect and sent to the GY: "
                         "You can draw 1 card."),
    {"card_type": "Spell", "property": "Normal", "name": "Self Burn", "text": "Target 1 card you control; destroy it."},
    {"card_type": "Spell", "property": "Equip", "name": "Lone Spur",
     "text": "Equip only to a Warrior monster. At the end of the Damage Step, if the equipped monster attacked: You can draw 1 card."},
    monster("Battle Focus", "Once per battle, during damage calculation, if this card battles (Quick Effect): You can draw 1 card."),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "heads.yaml")



def test_the_heads_compile_into_declared_conditions():
    by = {c["name"]: c for c in CARDS}
    got = compiled(by["Dusk Herald"])
    assert "condition(dusk_herald,1,this_turn(ev(normal_summoned,self,any)))" in got
    assert "effect(dusk_herald,1,trigger)" in got
    got = compiled(by["Ashen Wing"])
    assert "condition(ashen_wing,1,this_turn(ev(sent_to_gy,self,any)))" in got and "activate_from(ashen_wing,1,gy)" in got
    assert "condition(outnumbered_guard,1,count_more(opponent,monster_zone,monster))" in compiled(by["Outnumbered Guard"])
    assert "condition(lone_warden,1,count_at_most(own,monster_zone,all_of(monster,except(self)),0))" in compiled(by["Lone Warden"])
    got = compiled(by["Twin Fate"])
    assert "condition(twin_fate,1,one_of(twin_fate))" in got
    assert "condition_option(twin_fate,if_event(ev(destroyed,self,by_battle)))" in got
    assert "activate_from(twin_fate,1,gy)" in got
    got = compiled(by["Parting Gift"])
    assert {f"activate_from(parting_gift,1,{z})" for z in ("gy", "banished", "hand")} <= got
    assert not any(f.endswith(",deck)") for f in got)  # shuffled into the Main Deck: it cannot activate (Rule Book v8)


def test_heads_not_read_whole_stay_not_understood():
    got = compiled(monster("Odd Sentinel", "If this card is destroyed by battle with a monster with higher ATK: You can draw 1 card."))
    assert "condition(odd_sentinel,1,not_understood)" in got


@pytest.mark.parametrize("summoned, can", [(True, "yes"), (False, "no")])
def test_if_this_card_was_normal_summoned_this_turn(imported, summoned, can):
    holds(f"""
name: Dusk Herald in the End Phase
cards:
  - {{id: herald, name: Dusk Herald, owner: you, zone: {"hand" if summoned else "monster_zone"}}}
actions:
  {"- summon: {card: herald, how: normal}" if summoned else "- phase: main2"}
  - phase: end
questions:
  - {{id: q, ask: can_activate, card: herald}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("this_turn, can", [(True, "yes"), (False, "no")])
def test_in_the_gy_because_it_was_sent_there_this_turn(imported, this_turn, can):
    holds(f"""
name: Ashen Wing in the GY at the End Phase
cards:
  - {{id: wing, name: Ashen Wing, owner: you, zone: {"monster_zone" if this_turn else "gy"}}}
  - {{id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}}
  - {{id: other, name: Lone Warden, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: oops, targets: [{"wing" if this_turn else "other"}]}}]
  - phase: end
questions:
  - {{id: q, ask: can_activate, card: wing}}
expect:
  answers: {{q: "{can}"}}
""")


def test_sent_to_the_gy_this_turn_but_moved_since_is_another_card(imported):
    # Destroyed this turn, then banished and back in the GY? The scenario can
    # only state where it is: a card in the GY since the turn began is no match.
    holds("""
name: Ashen Wing sent to the GY in an earlier turn
turns:
  - player: you
    actions:
      - chain: [{card: oops, targets: [wing]}]
  - player: opp
    actions:
      - phase: end
cards:
  - {id: wing, name: Ashen Wing, owner: you, zone: monster_zone}
  - {id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}
questions:
  - {id: q, ask: can_activate, card: wing}
expect:
  answers: {q: "no"}
""")


@pytest.mark.parametrize("theirs, can", [(2, "yes"), (1, "no")])
def test_if_your_opponent_controls_more_monsters(imported, theirs, can):
    rows = "\n".join(f"  - {{id: o{i}, name: Lone Warden, owner: opp, zone: monster_zone}}" for i in range(theirs))
    holds(f"""
name: Outnumbered Guard against {theirs}
cards:
  - {{id: guard, name: Outnumbered Guard, owner: you, zone: monster_zone}}
{rows}
questions:
  - {{id: q, ask: can_activate, card: guard}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("friend, can", [(False, "yes"), (True, "no")])
def test_if_you_control_no_other_monsters(imported, friend, can):
    holds(f"""
name: Lone Warden {"with" if friend else "without"} a friend
cards:
  - {{id: warden, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: guard, name: Outnumbered Guard, owner: {"you" if friend else "opp"}, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: warden}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("trap_owner, can", [("opp", "yes"), ("you", "no")])
def test_or_if_any_of_the_events_is_enough(imported, trap_owner, can):
    # Only the second event happened (not destroyed by battle): the group holds.
    holds(f"""
name: Twin Fate destroyed by {trap_owner}'s Spite
turn: {trap_owner}
cards:
  - {{id: fate, name: Twin Fate, owner: you, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: {trap_owner}, zone: spell_trap_zone}}
actions:
  - chain: [{{card: spite, targets: [fate]}}]
questions:
  - {{id: q, ask: can_activate, card: fate}}
expect:
  zones: {{fate: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("from_hand, can", [(True, "yes"), (False, "no")])
def test_normal_summoned_from_the_hand(imported, from_hand, can):
    holds(f"""
name: a Normal Summon {"from the hand" if from_hand else "of nothing"}
cards:
  - {{id: watcher, name: Hand Watcher, owner: you, zone: monster_zone}}
  - {{id: x, name: Lone Warden, owner: you, zone: hand}}
actions:
  {"- summon: {card: x, how: normal}" if from_hand else "- phase: main2"}
questions:
  - {{id: q, ask: can_activate, card: watcher}}
expect:
  answers: {{q: "{can}"}}
""")


def test_leaves_the_field_is_activated_where_it_went(imported):
    holds("""
name: Parting Gift destroyed
cards:
  - {id: gift, name: Parting Gift, owner: you, zone: monster_zone}
  - {id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}
actions:
  - chain: [{card: oops, targets: [gift]}]
questions:
  - {id: q, ask: can_activate, card: gift}
expect:
  zones: {gift: gy}
  answers: {q: "yes"}
""")


# ---- real card texts ----------------------------------------------------------------
REAL = {
    "Kuribandit": "condition(kuribandit,1,this_turn(ev(normal_summoned,self,any)))",
    "Ancient Warriors - Loyal Guan Yun": "count_more(opponent,monster_zone,monster)",
    "Tenyi Spirit - Vishuda": "count_at_most(own,monster_zone,all_of(monster,all_of(face_up,subtype(effect))),0)",
    "Cyberse Enchanter": "condition_option(cyberse_enchanter,if_event(ev(destroyed,self,by_battle)))",
    "Network Trap Hole": "when_event(ev(special_summoned,any,all_of(by(opponent),either(from(deck),from(gy)))))",
    "Lappis Dragon": "activate_from(lappis_dragon,1,hand)",
    "Dried Winds": "if_event(ev(gained_lp,any,happened_to(own)))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_heads():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        facts = found[name]
        assert any(fact in f for f in facts), (name, sorted(facts))


@pytest.mark.parametrize("ward, below, ok", [("Spell Ward", "spite", True), ("Spell Ward", "warden", False),
                                            ("Monster Ward", "warden", True), ("Monster Ward", "spite", False)])
def test_when_your_opponent_activates(imported, ward, below, ok):
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: {ward} chained to the opponent's {below}
turn: opp
cards:
  - {{id: ward, name: {ward}, owner: you, zone: spell_trap_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
  - {{id: warden, name: Lone Warden, owner: opp, zone: monster_zone}}
  - {{id: x, name: Outnumbered Guard, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: {below}{", targets: [x]" if below == "spite" else ""}}}, {{card: ward}}]
expect: {expect}
""")


@pytest.mark.parametrize("target, can", [("shell", "yes"), ("guard", "no")])
def test_when_this_card_is_targeted_for_an_attack(imported, target, can):
    holds(f"""
name: the opponent attacks {target}
turn: opp
phase: battle_step
cards:
  - {{id: shell, name: Bait Shell, owner: you, zone: monster_zone}}
  - {{id: guard, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: striker, name: Lone Warden, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: striker, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: shell}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("special, can", [(True, "yes"), (False, "no")])
def test_this_special_summoned_card(imported, special, can):
    summon = "- chain: [{card: reborn, targets: [keeper]}]" if special else "- summon: {card: keeper, how: normal}"
    holds(f"""
name: Reborn Keeper {"Special" if special else "Normal"} Summoned, then destroyed
cards:
  - {{id: keeper, name: Reborn Keeper, owner: you, zone: {"gy" if special else "hand"}}}
  - {{id: reborn, name: Monster Reborn, owner: you, zone: hand}}
  - {{id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}}
actions:
  {summon}
  - chain: [{{card: oops, targets: [keeper]}}]
questions:
  - {{id: q, ask: can_activate, card: keeper}}
expect:
  zones: {{keeper: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("spell, can", [("reborn", "yes"), ("call", "no")])
def test_special_summoned_by_the_effect_of_a_named_card(imported, spell, can):
    holds(f"""
name: Grave Echo Special Summoned by {spell}
cards:
  - {{id: echo, name: Grave Echo, owner: you, zone: gy}}
  - {{id: reborn, name: Monster Reborn, owner: you, zone: hand}}
  - {{id: call, name: Call Back, owner: you, zone: hand}}
actions:
  - chain: [{{card: {spell}, targets: [echo]}}]
questions:
  - {{id: q, ask: can_activate, card: echo}}
expect:
  zones: {{echo: monster_zone}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("wall", "yes"), ("direct", "no")])
def test_at_the_end_of_the_damage_step_if_this_card_battled(imported, target, can):
    holds(f"""
name: Duel Fencer attacks {target}
turn: you
phase: battle_step
cards:
  - {{id: fencer, name: Duel Fencer, owner: you, zone: monster_zone}}
  - {{id: wall, name: Bait Shell, owner: opp, zone: {"monster_zone" if target == "wall" else "gy"}, position: defense}}
actions:
  - attack: {{card: fencer, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: fencer}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("wall", "yes"), ("direct", "no")])
def test_at_the_start_of_the_damage_step_if_this_card_battles(imported, target, can):
    holds(f"""
name: Opening Blow attacks {target}
turn: you
phase: battle_step
cards:
  - {{id: blow, name: Opening Blow, owner: you, zone: monster_zone}}
  - {{id: wall, name: Bait Shell, owner: opp, zone: {"monster_zone" if target == "wall" else "gy"}, position: defense}}
actions:
  - attack: {{card: blow, target: {target}}}
  - phase: damage_step
questions:
  - {{id: q, ask: can_activate, card: blow}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("shell", "yes"), ("direct", "no")])
def test_at_the_end_of_the_battle_phase_if_this_card_destroyed_a_monster(imported, target, can):
    holds(f"""
name: Trophy Hunter attacks {target}
turn: you
phase: battle_step
cards:
  - {{id: hunter, name: Trophy Hunter, owner: you, zone: monster_zone}}
  - {{id: shell, name: Bait Shell, owner: opp, zone: {"monster_zone" if target == "shell" else "gy"}}}
actions:
  - attack: {{card: hunter, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
  - phase: battle_end
questions:
  - {{id: q, ask: can_activate, card: hunter}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("phase, can", [("battle_step", "yes"), ("main1", "yes"), ("end", "no")])
def test_during_your_opponents_main_or_battle_phase(imported, phase, can):
    holds(f"""
name: Quick Guard in the opponent's {phase}
turn: opp
phase: {phase}
cards:
  - {{id: guard, name: Quick Guard, owner: you, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: guard}}
expect:
  answers: {{q: "{can}"}}
""")


def test_what_a_card_was_used_for_compiles():
    by = {c["name"]: c for c in CARDS}
    assert ('condition(link_fodder,1,if_event(ev(used_as_material,self,all_of(for_summon(link_summoned),'
            'all_of(summon_of(name_has("Sky Striker")),to(gy))))))') in compiled(by["Link Fodder"])
    assert ("condition(water_offering,1,if_event(ev(sent_to_gy,self,all_of(by_cost,source(both(card_type(monster),attribute(water)))))))"
            in compiled(by["Water Offering"]))
    assert "condition(tribute_fodder,1,if_event(ev(tributed,self,for_summon(tribute_summoned))))" in compiled(by["Tribute Fodder"])
    got = compiled(by["Spare Part"])
    assert "condition(spare_part,1,if_event(ev(sent_to_gy,self,all_of(from(material),detached_by_host))))" in got
    assert "activate_from(spare_part,1,gy)" in got
    got = compiled(by["Hand Seeker"])
    assert "condition(hand_seeker,1,if_event(ev(added_to_hand,self,except(by_draw))))" in got and "activate_from(hand_seeker,1,hand)" in got
    got = compiled(monster("Fuse Fodder", "If this card is sent to the GY as material for the Fusion or Link Summon of a Cyberse monster: "
                                          "You can draw 1 card."))
    assert any("either(for_summon(fusion_summoned),for_summon(link_summoned))" in f and "summon_of(monster_type(cyberse))" in f for f in got)


@pytest.mark.parametrize("link, can", [("sky", "yes"), ("plain", "no")])
def test_link_material_for_a_named_monster(imported, link, can):
    holds(f"""
name: Link Fodder used for {link}
cards:
  - {{id: fodder, name: Link Fodder, owner: you, zone: monster_zone}}
  - {{id: sky, name: Sky Striker Ace - Tester, owner: you, zone: extra_deck}}
  - {{id: plain, name: Plain Linker, owner: you, zone: extra_deck}}
actions:
  - summon: {{card: {link}, how: link, materials: [fodder]}}
questions:
  - {{id: q, ask: can_activate, card: fodder}}
expect:
  zones: {{fodder: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("caller, can", [("tide", "yes"), ("dust", "no")])
def test_sent_to_the_gy_to_activate_a_water_monsters_effect(imported, caller, can):
    holds(f"""
name: Water Offering sent as the cost of {caller}
cards:
  - {{id: offering, name: Water Offering, owner: you, zone: hand}}
  - {{id: tide, name: Tide Caller, owner: you, zone: monster_zone}}
  - {{id: dust, name: Dust Caller, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: {caller}, cost: {{send_to_gy: [offering]}}}}]
questions:
  - {{id: q, ask: can_activate, card: offering}}
expect:
  zones: {{offering: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("how, can", [("summon", "yes"), ("normal", "yes"), ("cost", "no")])
def test_tributed_for_a_tribute_summon(imported, how, can):
    # "normal": a Normal Summon that Tributes is a Tribute Summon (chain/actions.lp r_tribute_summon)
    action = {"summon": "- summon: {card: big, how: tribute, tributes: [fodder]}",
              "normal": "- summon: {card: big, how: normal, tributes: [fodder]}",
              "cost": "- chain: [{card: taker, cost: {tribute: [fodder]}}]"}[how]
    holds(f"""
name: Tribute Fodder Tributed by a {how}
cards:
  - {{id: fodder, name: Tribute Fodder, owner: you, zone: monster_zone}}
  - {{id: big, name: Big Tester, owner: you, zone: hand}}
  - {{id: taker, name: Tribute Taker, owner: you, zone: monster_zone}}
actions:
  {action}
questions:
  - {{id: q, ask: can_activate, card: fodder}}
expect:
  zones: {{fodder: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("who, can", [("xyz", "yes"), ("thief", "no")])
def test_detached_to_activate_that_monsters_effect(imported, who, can):
    holds(f"""
name: Spare Part detached by {who}
cards:
  - {{id: xyz, name: Rank Tester, owner: you, zone: monster_zone}}
  - {{id: part, name: Spare Part, owner: you, zone: material, attached_to: xyz}}
  - {{id: thief, name: Material Thief, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: {who}, cost: {{detach: [part]}}}}]
questions:
  - {{id: q, ask: can_activate, card: part}}
expect:
  zones: {{part: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("added, can", [(True, "yes"), (False, "no")])
def test_added_to_your_hand_except_by_drawing_it(imported, added, can):
    holds(f"""
name: Hand Seeker {"added from the GY" if added else "in the hand from the start"}
cards:
  - {{id: seeker, name: Hand Seeker, owner: you, zone: {"gy" if added else "hand"}}}
  - {{id: other, name: Lone Warden, owner: you, zone: gy}}
  - {{id: pick, name: Grave Pick, owner: you, zone: hand}}
actions:
  - chain: [{{card: pick, targets: [{"seeker" if added else "other"}]}}]
questions:
  - {{id: q, ask: can_activate, card: seeker}}
expect:
  zones: {{seeker: hand}}
  answers: {{q: "{can}"}}
""")


def test_the_next_turn_after_this_card_was_banished_compiles():
    got = compiled({c["name"]: c for c in CARDS}["Exile Return"])
    assert {"condition(exile_return,1,during_phase(standby))", "condition(exile_return,1,last_turn(ev(banished,self,any)))",
            "activate_from(exile_return,1,banished)", "effect(exile_return,1,trigger)"} <= got


@pytest.mark.parametrize("banished, stop, can", [(True, "standby", "yes"), (False, "standby", "no"), (True, "main1", "no")])
def test_the_next_turn_after_this_card_was_banished(imported, banished, stop, can):
    # banished in turn 1: its effect is in the Standby Phase of turn 2 (not in turn 2's Main Phase,
    # and not for a card banished before the scenario's first turn)
    holds(f"""
name: Exile Return banished {"in the turn before" if banished else "before the scenario"}, asked in the {stop}
turns:
  - player: you
    actions:
      - chain: [{{card: exile, targets: [{"ret" if banished else "other"}]}}]
  - player: opp
    phase: standby
    actions:
      {"- phase: main1" if stop == "main1" else "[]"}
cards:
  - {{id: ret, name: Exile Return, owner: you, zone: {"gy" if banished else "banished"}}}
  - {{id: other, name: Lone Warden, owner: you, zone: gy}}
  - {{id: exile, name: Grave Exile, owner: you, zone: hand}}
questions:
  - {{id: q, ask: can_activate, card: ret}}
expect:
  zones: {{ret: banished}}
  answers: {{q: "{can}"}}
""")


def test_activations_of_several_kinds_compile_into_options():
    got = compiled({c["name"]: c for c in CARDS}["Dual Ward"])
    # the activation classes directly below (chain.lp), as the hand-written Light and Darkness Dragon
    assert {"condition(dual_ward,1,directly_above(any_of(dual_ward)))", "class_option(dual_ward,spell_trap_card)",
            "class_option(dual_ward,monster_effect)"} <= got
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Their Ward",
                    "text": "When your opponent activates a Spell/Trap Card, or monster effect: Draw 1 card."})
    assert {"condition(their_ward,1,one_of(their_ward))",
            "condition_option(their_ward,responds_to_activation(ev(activated,monster,all_of(by(opponent),except(card_activation)))))",
            "condition_option(their_ward,responds_to_activation(ev(activated,spell_trap,all_of(by(opponent),card_activation))))"} <= got


@pytest.mark.parametrize("below, ok", [("spite", True), ("warden", True), (None, False)])
def test_when_a_spell_trap_card_or_monster_effect_is_activated(imported, below, ok):
    expect = ('{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.1", rule: r_condition}]}')
    chain = ("[{card: spite, targets: [x]}, {card: ward}]" if below == "spite" else "[{card: warden}, {card: ward}]" if below
             else "[{card: ward}]")
    holds(f"""
name: Dual Ward chained to {below}
turn: opp
cards:
  - {{id: ward, name: Dual Ward, owner: you, zone: spell_trap_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
  - {{id: warden, name: Lone Warden, owner: opp, zone: monster_zone}}
  - {{id: x, name: Outnumbered Guard, owner: you, zone: monster_zone}}
actions:
  - chain: {chain}
expect: {expect}
""")


def test_several_groups_on_one_card_and_where_a_head_says_it_is():
    got = compiled(monster("Twin Phase", "If this card is destroyed by battle, or if this card is banished: You can draw 1 card.\n"
                                         "During the Main Phase (Quick Effect): You can banish this card from your GY; draw 1 card."))
    assert "condition(twin_phase,1,one_of(twin_phase))" in got  # the first group is named by the card key
    assert "condition(twin_phase,2,one_of(twin_phase_e2))" in got
    assert {"condition_option(twin_phase_e2,during_phase(main1))", "condition_option(twin_phase_e2,during_phase(main2))"} <= got
    got = compiled(monster("Anywhere Part", "If this card is in your hand, field, or GY: You can draw 1 card."))
    assert {f"activate_from(anywhere_part,1,{z})" for z in ("hand", "monster_zone", "gy")} <= got
    assert "effect(anywhere_part,1,ignition)" in got
    got = compiled(monster("Melee Watcher", "When an attack is declared involving a monster you control and an opponent's monster: "
                                            "You can draw 1 card."))
    assert "condition(melee_watcher,1,when_event(ev(declared_attack,any,except(direct_attack))))" in got


@pytest.mark.parametrize("attacker, target, can", [("watcher", "striker", "yes"), ("striker", "watcher", "yes"),
                                                   ("watcher", "direct", "no"), ("striker", "guard", "no")])
def test_an_attack_is_declared_involving_this_card_and_an_opponents_monster(imported, attacker, target, can):
    turn = "you" if attacker == "watcher" else "opp"
    holds(f"""
name: {attacker} attacks {target}
turn: {turn}
phase: battle_step
cards:
  - {{id: watcher, name: Clash Watcher, owner: you, zone: monster_zone}}
  - {{id: guard, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: striker, name: Lone Warden, owner: opp, zone: {"gy" if target == "direct" else "monster_zone"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: watcher}}
expect:
  answers: {{q: "{can}"}}
""")


def test_summoned_this_way_is_the_procedure_only_when_nothing_else_summons_it():
    got = compiled({c["name"]: c for c in CARDS}["Quick Arrival"])
    assert "condition(quick_arrival,1,when_event(ev(special_summoned,self,by_procedure)))" in got
    got = compiled(monster("Self Caller", "You can Special Summon this card (from your hand). You can discard 1 card; Special Summon "
                                          "this card from your GY. When Summoned this way: You can draw 1 card."))
    assert "condition(self_caller,2,not_understood)" in got  # which way? the wording does not say


@pytest.mark.parametrize("how, can", [("procedure", "yes"), ("effect", "no"), ("normal", "no")])
def test_when_summoned_this_way(imported, how, can):
    action = {"procedure": "- summon: {card: arrival, how: special}", "effect": "- chain: [{card: call, targets: [arrival]}]",
              "normal": "- summon: {card: arrival, how: normal}"}[how]
    holds(f"""
name: Quick Arrival Summoned by {how}
cards:
  - {{id: arrival, name: Quick Arrival, owner: you, zone: {"gy" if how == "effect" else "hand"}}}
  - {{id: call, name: Call Back, owner: you, zone: hand}}
actions:
  {action}
questions:
  - {{id: q, ask: can_activate, card: arrival}}
expect:
  zones: {{arrival: monster_zone}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, ok", [("sense", True), ("x", False)])
def test_when_a_card_or_effect_is_activated_that_targets_this_card(imported, target, ok):
    assert "condition(target_sense,1,responds_to_activation(ev(activated,any,targets_self)))" in compiled(
        {c["name"]: c for c in CARDS}["Target Sense"])
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Spite targets {target}, Target Sense responds
turn: opp
cards:
  - {{id: sense, name: Target Sense, owner: you, zone: monster_zone}}
  - {{id: x, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: spite, targets: [{target}]}}, {{card: sense}}]
expect: {expect}
""")


@pytest.mark.parametrize("position, attacker, can", [("defense", "breaker", "yes"), ("attack", "breaker", "no"), ("defense", "other", "no")])
def test_at_the_start_of_the_damage_step_if_this_card_attacks_a_defense_position_monster(imported, position, attacker, can):
    holds(f"""
name: {attacker} attacks a monster in {position} position
turn: you
phase: battle_step
cards:
  - {{id: breaker, name: Wall Breaker, owner: you, zone: monster_zone}}
  - {{id: other, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: wall, name: Bait Shell, owner: opp, zone: monster_zone, position: {position}}}
actions:
  - attack: {{card: {attacker}, target: wall}}
  - phase: damage_step
questions:
  - {{id: q, ask: can_activate, card: breaker}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("direct", "yes"), ("wall", "yes"), ("none", "no")])
def test_at_the_end_of_the_damage_step_if_this_card_attacked(imported, target, can):
    # a direct attack is an attack too; the runner attacked nothing when another monster attacked
    attacker, aim = ("other", "direct") if target == "none" else ("runner", target)
    holds(f"""
name: Raid Runner and an attack on {target}
turn: you
phase: battle_step
cards:
  - {{id: runner, name: Raid Runner, owner: you, zone: monster_zone}}
  - {{id: other, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: wall, name: Bait Shell, owner: opp, zone: {"monster_zone" if target == "wall" else "gy"}, position: defense}}
actions:
  - attack: {{card: {attacker}, target: {aim}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: runner}}
expect:
  answers: {{q: "{can}"}}
""")


def test_this_turn_and_either_players_turn_read_by_parts():
    got = compiled({c["name"]: c for c in CARDS}["Field Ash"])
    assert {"condition(field_ash,1,this_turn(ev(sent_to_gy,self,from(field))))", "activate_from(field_ash,1,gy)"} <= got
    got = compiled(monster("Exiled Self", "During the End Phase, if this card was banished by its effect this turn: You can draw 1 card."))
    assert "condition(exiled_self,1,this_turn(ev(banished,self,all_of(by_effect,by_self))))" in got
    got = compiled(monster("Any Turn", "During either player's turn, when a Trap Card is activated: You can draw 1 card."))
    # responding to an activation: a Quick Effect (a Spell Speed 1 trigger could not be chained to it)
    assert {"condition(any_turn,1,responds_to_activation(ev(activated,trap,card_activation)))", "effect(any_turn,1,quick)"} <= got


@pytest.mark.parametrize("how, can", [("field", "yes"), ("hand", "no")])
def test_in_the_gy_because_it_was_sent_there_from_the_field_this_turn(imported, how, can):
    action = ("- chain: [{card: oops, targets: [ash]}]" if how == "field" else "- chain: [{card: tide, cost: {send_to_gy: [ash]}}]")
    holds(f"""
name: Field Ash sent to the GY from the {how}
cards:
  - {{id: ash, name: Field Ash, owner: you, zone: {"monster_zone" if how == "field" else "hand"}}}
  - {{id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}}
  - {{id: tide, name: Tide Caller, owner: you, zone: monster_zone}}
actions:
  {action}
  - phase: end
questions:
  - {{id: q, ask: can_activate, card: ash}}
expect:
  zones: {{ash: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("activated, can", [("warden", "yes"), ("spite", "no")])
def test_if_your_opponent_activates_a_monster_effect(imported, activated, can):
    assert ("condition(effect_sensor,1,if_event(ev(activated,monster,all_of(by(opponent),except(card_activation)))))"
            in compiled({c["name"]: c for c in CARDS}["Effect Sensor"]))
    holds(f"""
name: the opponent activates {activated}; Effect Sensor after that chain
turn: opp
cards:
  - {{id: sensor, name: Effect Sensor, owner: you, zone: monster_zone}}
  - {{id: warden, name: Lone Warden, owner: opp, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
  - {{id: x, name: Outnumbered Guard, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: {activated}{", targets: [x]" if activated == "spite" else ""}}}]
questions:
  - {{id: q, ask: can_activate, card: sensor}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("where, face, can", [("field_zone", "up", "yes"), ("field_zone", "down", "no"), ("gy", "up", "no")])
def test_if_a_named_field_spell_is_in_a_field_zone(imported, where, face, can):
    assert ('condition(field_lover,1,count_at_least(any,field_zone,all_of(face_up,where(card_named("Tester Field"))),1))'
            in compiled({c["name"]: c for c in CARDS}["Field Lover"]))
    holds(f"""
name: Tester Field in the opponent's {where}, face-{face}
cards:
  - {{id: lover, name: Field Lover, owner: you, zone: monster_zone}}
  - {{id: field, name: Tester Field, owner: opp, zone: {where}, face: {face}}}
questions:
  - {{id: q, ask: can_activate, card: lover}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("equipped, can", [(True, "yes"), (False, "no")])
def test_while_this_card_is_equipped_to_a_monster(imported, equipped, can):
    got = compiled({c["name"]: c for c in CARDS}["Union Tester"])
    assert {"condition(union_tester,2,equipped_to_monster)", "activate_from(union_tester,2,spell_trap_zone)"} <= got
    holds(f"""
name: Union Tester {"equipped to a monster" if equipped else "in the Monster Zone"}
cards:
  - {{id: union, name: Union Tester, owner: you, zone: monster_zone}}
  - {{id: host, name: Lone Warden, owner: you, zone: monster_zone}}
actions:
  {"- chain: [{card: union, targets: [host]}]" if equipped else "[]"}
questions:
  - {{id: q, ask: can_activate, card: union, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


def test_a_phrase_before_a_when_or_if_head():
    got = compiled(monster("Turn Guard", "During your turn, when your opponent activates a Trap Card: You can draw 1 card."))
    assert {"condition(turn_guard,1,your_turn)", "effect(turn_guard,1,quick)",  # it responds to an activation: a Quick Effect
            "condition(turn_guard,1,responds_to_activation(ev(activated,trap,all_of(by(opponent),card_activation))))"} <= got
    got = compiled(monster("Grave Watch", "While this card is in your GY, if you Special Summon a \"Tester\" monster(s) "
                                          "(except during the Damage Step): You can draw 1 card."))
    assert {"activate_from(grave_watch,1,gy)", "effect(grave_watch,1,trigger)",
            'condition(grave_watch,1,if_event(ev(special_summoned,where(name_has("Tester")),all_of(by(own),outside(damage_step)))))'} <= got


def test_more_parts_of_heads():
    by = {c["name"]: c for c in CARDS}
    assert "condition(hand_exception,1,if_event(ev(sent_to_gy,self,except(from(hand)))))" in compiled(by["Hand Exception"])
    got = compiled(by["Two Ways"])
    assert {"condition(two_ways,1,one_of(two_ways))", "condition_option(two_ways,from_zone(banished,if_event(ev(banished,self,any))))",
            "condition_option(two_ways,from_zone(gy,if_event(ev(sent_to_gy,self,from(field)))))",
            "activate_from(two_ways,1,banished)", "activate_from(two_ways,1,gy)"} <= got
    # the cause said after the second verb may be said of both: not guessed
    assert "condition(odd_ways,1,not_understood)" in compiled(monster("Odd Ways", "If this card is sent to the GY or banished by card "
                                                                                  "effect: You can draw 1 card."))
    got = compiled(monster("Grave Friend", "If this card is in your GY and you control \"Lone Warden\": You can draw 1 card."))
    assert {'condition(grave_friend,1,count_at_least(own,field,all_of(face_up,where(card_named("Lone Warden"))),1))',
            "activate_from(grave_friend,1,gy)"} <= got
    got = compiled(monster("Late Riser", "During your Main Phase, if this card is in your GY, except the turn it was sent there: "
                                         "You can draw 1 card."))
    assert {"condition(late_riser,1,not_sent_to_gy_this_turn)", "activate_from(late_riser,1,gy)"} <= got


@pytest.mark.parametrize("how, can", [("field", "yes"), ("hand", "no")])
def test_sent_to_the_gy_except_from_the_hand(imported, how, can):
    action = ("- chain: [{card: oops, targets: [ex]}]" if how == "field" else "- chain: [{card: tide, cost: {send_to_gy: [ex]}}]")
    holds(f"""
name: Hand Exception sent to the GY from the {how}
cards:
  - {{id: ex, name: Hand Exception, owner: you, zone: {"monster_zone" if how == "field" else "hand"}}}
  - {{id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}}
  - {{id: tide, name: Tide Caller, owner: you, zone: monster_zone}}
actions:
  {action}
questions:
  - {{id: q, ask: can_activate, card: ex}}
expect:
  zones: {{ex: gy}}
  answers: {{q: "{can}"}}
""")


def test_leaves_the_field_or_destroyed_while_its_owner_controls_it():
    got = compiled(monster("Owner Guard", "If this face-up card is destroyed by battle, or leaves the field because of an opponent's "
                                          "card effect while its owner controls it: You can draw 1 card."))
    assert {"condition_option(owner_guard,if_event(ev(destroyed,all_of(self,face_up),all_of(from(field),by_battle))))",
            "condition_option(owner_guard,if_event(ev(left_field,all_of(self,all_of(face_up,own)),all_of(by(opponent),by_effect))))",
            "activate_from(owner_guard,1,gy)", "activate_from(owner_guard,1,banished)", "activate_from(owner_guard,1,hand)"} <= got


@pytest.mark.parametrize("attacker, can", [("warden", "yes"), ("guard", "no")])
def test_a_named_monster_you_control_inflicts_battle_damage(imported, attacker, can):
    assert ('condition(damage_fan,1,when_event(ev(took_damage,all_of(monster,all_of(where(name_has("Lone")),own)),'
            'all_of(by_battle,happened_to(opponent)))))') in compiled({c["name"]: c for c in CARDS}["Damage Fan"])
    holds(f"""
name: {attacker} attacks directly
turn: you
phase: battle_step
cards:
  - {{id: fan, name: Damage Fan, owner: you, zone: monster_zone}}
  - {{id: warden, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: guard, name: Outnumbered Guard, owner: you, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: direct}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
questions:
  - {{id: q, ask: can_activate, card: fan}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("warden", "yes"), ("guard", "no")])
def test_a_named_monster_you_control_is_targeted_for_an_attack(imported, target, can):
    assert ('condition(lone_shield,1,when_event(ev(declared_attack,any,attack_on(own,both(name_has("Lone"),face_up_monster)))))'
            in compiled({c["name"]: c for c in CARDS}["Lone Shield"]))
    holds(f"""
name: the opponent attacks {target}
turn: opp
phase: battle_step
cards:
  - {{id: shield, name: Lone Shield, owner: you, zone: monster_zone}}
  - {{id: warden, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: guard, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: striker, name: Big Tester, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: striker, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: shield}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("attacker, target, can", [("warden", "striker", "yes"), ("striker", "warden", "yes"),
                                                   ("guard", "striker", "no"), ("striker", "guard", "no")])
def test_an_attack_is_declared_involving_your_named_monster_and_an_opponents_monster(imported, attacker, target, can):
    got = compiled({c["name"]: c for c in CARDS}["Lone Duel"])
    assert {'condition_option(lone_duel,when_event(ev(declared_attack,all_of(own,where(name_has("Lone"))),except(direct_attack))))',
            'condition_option(lone_duel,when_event(ev(declared_attack,opponents,attack_on(own,name_has("Lone")))))'} <= got
    holds(f"""
name: {attacker} attacks {target}
turn: {"you" if attacker != "striker" else "opp"}
phase: battle_step
cards:
  - {{id: duel, name: Lone Duel, owner: you, zone: monster_zone}}
  - {{id: warden, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: guard, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: striker, name: Big Tester, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: duel}}
expect:
  answers: {{q: "{can}"}}
""")


def test_a_list_of_this_cards_events():
    got = compiled(monster("Three Ways", "If this card is Tributed, banished, or sent to the GY: You can draw 1 card."))
    assert {"condition(three_ways,1,one_of(three_ways))", "condition_option(three_ways,from_zone(gy,if_event(ev(tributed,self,any))))",
            "condition_option(three_ways,from_zone(banished,if_event(ev(banished,self,any))))", "condition_option(three_ways,from_zone(gy,if_event(ev(sent_to_gy,self,any))))",
            "activate_from(three_ways,1,gy)", "activate_from(three_ways,1,banished)"} <= got
    got = compiled(monster("Named Ways", "If this card is Special Summoned by the effect of a \"Tester\" card, or Normal Summoned: "
                                         "You can draw 1 card."))
    assert {"condition_option(named_ways,if_event(ev(normal_summoned,self,any)))",
            'condition_option(named_ways,if_event(ev(special_summoned,self,all_of(by_effect,source(name_has("Tester"))))))'} <= got


def test_a_named_activation_and_normal_or_pendulum_summoned():
    got = compiled({"card_type": "Trap", "property": "Counter", "name": "Name Ward",
                    "text": "When your opponent activates \"Monster Reborn\": Negate the activation."})
    assert 'condition(name_ward,1,responds_to_activation(ev(activated,where(card_named("Monster Reborn")),by(opponent))))' in got
    got = compiled(monster("Scale Rider", "If this card is Normal or Pendulum Summoned: You can draw 1 card."))
    assert "condition(scale_rider,1,if_event(ev(any_of(normal_summoned,pendulum_summoned),self,any)))" in got


def test_phase_and_turn_prefixes_with_a_state():
    got = compiled(monster("Each End", "During each player's End Phase: You can draw 1 card."))
    assert {"condition(each_end,1,during_phase(end))", "effect(each_end,1,trigger)"} <= got
    got = compiled(monster("Main Watch", "During the Main Phase, if you control a \"Lone\" monster (Quick Effect): You can draw 1 card."))
    assert {"condition(main_watch,1,one_of(main_watch))", "condition_option(main_watch,during_phase(main1))",
            "condition(main_watch,1,count_at_least(own,monster_zone,all_of(monster,where(name_has(\"Lone\"))),1))"} <= got
    # the opponent's turn rules out an Ignition Effect (Rule Book): a Quick Effect, worded or not
    got = compiled({c["name"]: c for c in CARDS}["Night Guard"])
    assert {"condition(night_guard,1,opponent_turn)", "effect(night_guard,1,quick)"} <= got
    got = compiled(monster("Grave Guard", "During your opponent's turn, if this card is in your GY (Quick Effect): You can draw 1 card."))
    assert {"condition(grave_guard,1,opponent_turn)", "activate_from(grave_guard,1,gy)"} <= got
    got = compiled(monster("Either Main", "Once per turn, during either player's Main Phase: You can draw 1 card."))
    assert {"effect(either_main,1,quick)", "condition_option(either_main,during_phase(main2))"} <= got
    # a Spell's effect so headed: its kind is not read from the wording
    got = compiled({"card_type": "Spell", "property": "Continuous", "name": "Turn Spell",
                    "text": "During your opponent's turn, if you control no monsters: You can draw 1 card."})
    assert "condition(turn_spell,2,not_understood)" in got


@pytest.mark.parametrize("turn, can", [("opp", "yes"), ("you", "no")])
def test_during_your_opponents_turn_if_a_state(imported, turn, can):
    holds(f"""
name: Night Guard in {turn}'s turn
turn: {turn}
phase: main1
cards:
  - {{id: guard, name: Night Guard, owner: you, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: guard}}
expect:
  answers: {{q: "{can}"}}
""")


def test_after_damage_calculation_compiles():
    got = compiled({c["name"]: c for c in CARDS}["Calc Striker"])
    assert {"condition(calc_striker,1,during_phase(after_damage_calculation))", "condition(calc_striker,1,battled)",
            "damage_step_ok(calc_striker,1)", "effect(calc_striker,1,trigger)"} <= got
    got = compiled({c["name"]: c for c in CARDS}["Late Riposte"])
    assert {"condition(late_riposte,1,attacking(any))", "condition(late_riposte,1,battled_with(opponent))",
            "condition(late_riposte,1,during_phase(after_damage_calculation))"} <= got


@pytest.mark.parametrize("card, attacker, target, upto, can", [
    ("Calc Striker", "me", "direct", "after_damage_calculation", "yes"),   # a direct attack is a battle too
    ("Calc Striker", "me", "wall", "after_damage_calculation", "yes"),
    ("Calc Striker", "other", "direct", "after_damage_calculation", "no"),  # another monster battled
    ("Calc Striker", "me", "wall", "damage_calculation", "no"),             # not yet after damage calculation
    ("Late Riposte", "me", "wall", "after_damage_calculation", "yes"),
    ("Late Riposte", "me", "direct", "after_damage_calculation", "no"),     # no opponent's monster
    ("Late Riposte", "wall", "me", "after_damage_calculation", "no"),       # attacked, not the attacker
])
def test_after_damage_calculation_if_this_card_battled(imported, card, attacker, target, upto, can):
    steps = ["damage_step", "before_damage_calculation", "damage_calculation", "after_damage_calculation"]
    steps = steps[:steps.index(upto) + 1]
    turn = "opp" if attacker == "wall" else "you"
    holds(f"""
name: {card}, {attacker} attacks {target} ({upto})
turn: {turn}
phase: battle_step
cards:
  - {{id: me, name: {card}, owner: you, zone: monster_zone}}
  - {{id: other, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: wall, name: Lone Warden, owner: opp, zone: {"gy" if "direct" in (target, attacker) and attacker != "wall" else "monster_zone"}, position: {"attack" if attacker == "wall" else "defense"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
{chr(10).join(f"  - phase: {p}" for p in steps)}
questions:
  - {{id: q, ask: can_activate, card: me}}
expect:
  answers: {{q: "{can}"}}
""")


def test_while_you_control_this_monster_compiles():
    got = compiled({c["name"]: c for c in CARDS}["Summon Sentry"])
    assert "condition(summon_sentry,1,if_event(ev(special_summoned,any,while_self_in(monster_zone))))" in got
    got = compiled(monster("Grave Sentry", "When a monster effect is activated while this monster is on the field (Quick Effect): "
                                           "You can draw 1 card."))
    assert ("condition(grave_sentry,1,responds_to_activation(ev(activated,monster,all_of(except(card_activation),"
            "while_self_in(monster_zone)))))") in got
    # this card's own event: it was not yet on the field, so the phrase is not read
    got = compiled(monster("Self Sentry", "If this card is Special Summoned while you control this monster: You can draw 1 card."))
    assert "condition(self_sentry,1,not_understood)" in got


@pytest.mark.parametrize("where, summoned, can", [("monster_zone", "echo", "yes"), ("gy", "sentry", "no")])
def test_while_you_control_this_monster(imported, where, summoned, can):
    # the event counts only if this card was already on the field (a card Summoned by it was not)
    holds(f"""
name: Summon Sentry in the {where}, {summoned} Special Summoned
cards:
  - {{id: sentry, name: Summon Sentry, owner: you, zone: {where}}}
  - {{id: echo, name: Grave Echo, owner: you, zone: gy}}
  - {{id: call, name: Call Back, owner: you, zone: hand}}
actions:
  - chain: [{{card: call, targets: [{summoned}]}}]
questions:
  - {{id: q, ask: can_activate, card: sentry}}
expect:
  zones: {{{summoned}: monster_zone}}
  answers: {{q: "{can}"}}
""")


def test_monsters_that_battle_compile():
    by = {c["name"]: c for c in CARDS}
    assert {"condition(spark_duelist,1,during_phase(damage_calculation))", "condition(spark_duelist,1,battling)",
            "damage_step_ok(spark_duelist,1)"} <= compiled(by["Spark Duelist"])
    assert "condition(special_hunter,1,in_battle_with(any,special_summoned))" in compiled(by["Special Hunter"])
    assert "condition(team_cheer,1,own_in_battle(opponent,name_has(\"Lone\")))" in compiled(by["Team Cheer"])
    got = compiled(monster("Late Cheer", "If a monster you control battles, during damage calculation: You can draw 1 card."))
    assert "condition(late_cheer,1,own_in_battle(any))" in got


@pytest.mark.parametrize("card, attacker, target, summoned, can", [
    ("Spark Duelist", "me", "direct", False, "yes"),      # a direct attack: this card battles
    ("Spark Duelist", "other", "direct", False, "no"),
    ("Special Hunter", "wall", "me", True, "yes"),
    ("Special Hunter", "wall", "me", False, "no"),        # on the field from the start: not Special Summoned
    ("Team Cheer", "other", "wall", False, "yes"),        # Lone Warden is a "Lone" monster
    ("Team Cheer", "other", "direct", False, "no"),       # no opponent's monster
    ("Team Cheer", "me", "wall", False, "no"),            # Team Cheer is not a "Lone" monster
])
def test_monsters_that_battle(imported, card, attacker, target, summoned, can):
    phase = "damage_step" if card == "Special Hunter" else "damage_calculation"
    revive = "  - chain: [{card: call, targets: [wall], positions: {wall: attack}}]\n  - phase: battle_step\n" if summoned else ""
    holds(f"""
name: {card}, {attacker} attacks {target}
turn: {"opp" if attacker == "wall" else "you"}
phase: {"main1" if summoned else "battle_step"}
cards:
  - {{id: me, name: {card}, owner: you, zone: monster_zone}}
  - {{id: other, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: wall, name: Bait Shell, owner: opp, zone: {"gy" if target == "direct" or summoned else "monster_zone"}, position: {"attack" if attacker == "wall" else "defense"}}}
  - {{id: call, name: Call Back, owner: opp, zone: hand}}
actions:
{revive}  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_step
{"  - phase: before_damage_calculation" + chr(10) + "  - phase: damage_calculation" if phase == "damage_calculation" else ""}
questions:
  - {{id: q, ask: can_activate, card: me}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, ok", [("warden", True), ("x", False), ("their", False)])
def test_an_activation_that_targets_a_named_monster_you_control(imported, target, ok):
    assert ('condition(lone_angel,1,responds_to_activation(ev(activated,any,targets_card(own,'
            'both(card_type(monster),name_has("Lone"))))))') in compiled({c["name"]: c for c in CARDS}["Lone Angel"])
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Spite targets {target}, Lone Angel responds
turn: opp
cards:
  - {{id: angel, name: Lone Angel, owner: you, zone: monster_zone}}
  - {{id: warden, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: x, name: Outnumbered Guard, owner: you, zone: monster_zone}}
  - {{id: their, name: Lone Warden, owner: opp, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: spite, targets: [{target}]}}, {{card: angel}}]
expect: {expect}
""")


@pytest.mark.parametrize("lp, can", [(2000, "yes"), (2100, "no")])
def test_if_your_lp_are_n_or_less(imported, lp, can):
    assert "condition(low_life,1,lp_at_most(own,2000))" in compiled({c["name"]: c for c in CARDS}["Low Life"])
    got = compiled(monster("Late Guard", "When your opponent activates a card or effect, while your LP are 2000 or less (Quick Effect): "
                                         "You can draw 1 card."))
    assert {"condition(late_guard,1,lp_at_most(own,2000))", "condition(late_guard,1,responds_to_activation(ev(activated,any,by(opponent))))"} <= got
    holds(f"""
name: Low Life at {lp} LP
life_points: {{you: {lp}}}
cards:
  - {{id: low, name: Low Life, owner: you, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: low}}
expect:
  answers: {{q: "{can}"}}
""")


def test_once_per_battle_compiles():
    by = {c["name"]: c for c in CARDS}
    assert {"usage_limit(battle_focus,1,once_per_battle)", "condition(battle_focus,1,battling)",
            "condition(battle_focus,1,during_phase(damage_calculation))"} <= compiled(by["Battle Focus"])


@pytest.mark.parametrize("second, again, now", [
    (False, "no", "no"),     # the same battle: used up
    (True, "yes", "no"),     # the next attack is a new battle (limit free) but this card does not battle in it
])
def test_once_per_battle(imported, second, again, now):
    nxt = ("  - phase: after_damage_calculation\n  - phase: end_damage_step\n  - phase: battle_step\n"
           "  - attack: {card: other, target: direct}\n") if second else ""  # Bait Shell was destroyed by battle
    holds(f"""
name: Battle Focus used in its battle, asked {"in the next battle" if second else "again in the same battle"}
turn: you
phase: battle_step
cards:
  - {{id: me, name: Battle Focus, owner: you, zone: monster_zone}}
  - {{id: other, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: wall, name: Bait Shell, owner: opp, zone: monster_zone, position: defense}}
actions:
  - attack: {{card: me, target: wall}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - chain: [{{card: me}}]
{nxt}questions:
  - {{id: again, ask: can_activate_again, card: me}}
  - {{id: now, ask: can_activate, card: me}}
expect:
  answers: {{again: "{again}", now: "{now}"}}
""")


def test_the_equipped_monster_compiles():
    by = {c["name"]: c for c in CARDS}
    assert {"condition(lone_blade,2,when_event(ev(declared_attack,equipped,any)))",
            "condition(lone_blade,3,if_event(ev(destroyed,opponents,all_of(by_battle,by_equipped))))"} <= compiled(by["Lone Blade"])
    got = compiled({"card_type": "Spell", "property": "Equip", "name": "Bamboo Test",
                    "text": "When the equipped monster inflicts battle damage by a direct attack: You can draw 1 card."})
    assert "condition(bamboo_test,2,when_event(ev(took_damage,equipped,all_of(by_battle,direct_attack))))" in got


@pytest.mark.parametrize("attacker, effect, can", [
    ("me", 2, "yes"),      # the equipped monster declares an attack
    ("other", 2, "no"),    # another monster does
    ("me", 3, "yes"),      # the equipped monster destroyed the opponent's monster by battle
    ("other", 3, "no"),    # another monster did
])
def test_the_equipped_monster(imported, attacker, effect, can):
    battle = ("  - phase: damage_step\n  - phase: before_damage_calculation\n  - phase: damage_calculation\n"
              "  - phase: after_damage_calculation\n  - phase: end_damage_step\n") if effect == 3 else ""
    holds(f"""
name: Lone Blade equipped to me, {attacker} attacks
turn: you
phase: main1
cards:
  - {{id: me, name: Battle Focus, owner: you, zone: monster_zone}}
  - {{id: other, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: blade, name: Lone Blade, owner: you, zone: hand}}
  - {{id: wall, name: Bait Shell, owner: opp, zone: monster_zone, position: attack}}
actions:
  - chain: [{{card: blade, targets: [me]}}]
  - phase: battle_step
  - attack: {{card: {attacker}, target: wall}}
{battle}questions:
  - {{id: q, ask: can_activate, card: blade, effect: {effect}}}
expect:
  answers: {{q: "{can}"}}
""")


def test_the_next_standby_phase_compiles():
    by = {c["name"]: c for c in CARDS}
    assert {"condition(ash_phoenix,1,during_phase(standby))", "activate_from(ash_phoenix,1,gy)",
            "condition(ash_phoenix,1,next_standby(own,ev(destroyed,self,all_of(by_effect,to(gy)))))"} <= compiled(by["Ash Phoenix"])
    assert "condition(ash_ember,1,next_standby(any,ev(destroyed,self,all_of(by_effect,to(gy)))))" in compiled(by["Ash Ember"])


@pytest.mark.parametrize("card, turns, can", [
    ("Ash Phoenix", 3, "yes"),   # destroyed in your turn 1: your next Standby Phase is turn 3's
    ("Ash Phoenix", 2, "no"),    # turn 2 is the opponent's
    ("Ash Ember", 2, "yes"),     # "the next Standby Phase": the opponent's turn 2
    ("Ash Ember", 3, "no"),      # turn 2's Standby Phase was the next one
])
def test_the_next_standby_phase_after_this_card_was_destroyed(imported, card, turns, can):
    third = "  - player: you\n    phase: standby\n    actions: []\n" if turns == 3 else ""
    holds(f"""
name: {card} destroyed by an effect in turn 1, asked in turn {turns}'s Standby Phase
turns:
  - player: you
    actions:
      - chain: [{{card: burn, targets: [ash]}}]
  - player: opp
    phase: standby
    actions: []
{third}cards:
  - {{id: ash, name: {card}, owner: you, zone: monster_zone}}
  - {{id: burn, name: Self Burn, owner: you, zone: hand}}
questions:
  - {{id: q, ask: can_activate, card: ash}}
expect:
  zones: {{ash: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("attacker, can", [("me", "yes"), ("other", "no")])
def test_at_the_end_of_the_damage_step_if_the_equipped_monster_attacked(imported, attacker, can):
    assert "condition(lone_spur,2,equipped_attacking)" in compiled({c["name"]: c for c in CARDS}["Lone Spur"])
    holds(f"""
name: Lone Spur equipped to me, {attacker} attacks, asked at the end of the Damage Step
turn: you
phase: main1
cards:
  - {{id: me, name: Battle Focus, owner: you, zone: monster_zone}}
  - {{id: other, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: spur, name: Lone Spur, owner: you, zone: hand}}
  - {{id: wall, name: Bait Shell, owner: opp, zone: monster_zone, position: defense}}
actions:
  - chain: [{{card: spur, targets: [me]}}]
  - phase: battle_step
  - attack: {{card: {attacker}, target: wall}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: spur, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- state conditions and usage limits (issue 15, round 3: heads3) ---------------------------
def pendulum(name, ptext, text="You can draw 1 card."):
    return monster(name, text, line="Spellcaster / Pendulum / Effect", pendulum_scale=4, pendulum_effect=ptext)


STATE_CARDS = [
    pendulum("Scale Seeker", 'If you have a "Scale" card in your other Pendulum Zone: You can draw 1 card.'),
    pendulum("Scale Loner", "If you have no card in your other Pendulum Zone: You can draw 1 card."),
    pendulum("Scale Partner", "Cannot attack directly.", text="Cannot attack directly."),
    pendulum("Plain Partner", "Cannot attack directly.", text="Cannot attack directly."),
    {"card_type": "Spell", "property": "Normal", "name": "Rally Horn",
     "text": 'If all monsters you control are "Lone" monsters (min. 1): Draw 1 card.'},
    {"card_type": "Spell", "property": "Normal", "name": "Call Horn",
     "text": 'If you control no monsters, or all monsters you control are "Lone" monsters: Draw 1 card.'},
    monster("Lone Warden", "If you control no other monsters: You can draw 1 card."),
    monster("Proud Arrival", "During your Main Phase, if you control this Special Summoned card: You can draw 1 card."),
    monster("Single Shot", "Once while face-up on the field: You can draw 1 card."),
    {"card_type": "Spell", "property": "Normal", "name": "Mixed Horn", "text": 'If you control a "Proud" or "Lone" monster: Draw 1 card.'},
    {"card_type": "Spell", "property": "Normal", "name": "Call Back", "text": "Target 1 monster in your GY; Special Summon it."},
    monster("Oath Bird", 'You can only use each of the following effects of "Oath Bird" once per turn, and cannot Special Summon '
                         "during the turn you activate either effect. You can draw 1 card. "
                         "If this card is sent to the GY: You can draw 1 card."),
]


@pytest.fixture
def state_cards(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, STATE_CARDS)


def test_state_heads_compile():
    by = {c["name"]: c for c in STATE_CARDS}
    seeker = 'all_of(subtype(pendulum),all_of(where(name_has("Scale")),except(self)))'
    got = compiled(by["Scale Seeker"])  # the Pendulum Effect is effect 2
    assert {f"condition(scale_seeker,2,count_at_least(own,spell_trap_zone,{seeker},1))", "effect(scale_seeker,2,ignition)"} <= got
    loner = "all_of(subtype(pendulum),except(self))"
    assert f"condition(scale_loner,2,count_at_most(own,spell_trap_zone,{loner},0))" in compiled(by["Scale Loner"])
    none_other = 'count_at_most(own,monster_zone,except(all_of(face_up,where(name_has("Lone")))),0)'
    assert {f"condition(rally_horn,1,{none_other})", "condition(rally_horn,1,count_at_least(own,monster_zone,monster,1))"} <= compiled(
        by["Rally Horn"])
    got = compiled(by["Call Horn"])
    assert f"condition(call_horn,1,{none_other})" in got and not any("count_at_least" in f for f in got)
    assert ("condition(proud_arrival,1,count_at_least(own,monster_zone,all_of(self,summoned_as(special_summoned)),1))"
            in compiled(by["Proud Arrival"]))
    got = compiled(by["Oath Bird"])
    assert {f"activation_turn_restriction(oath_bird,{n},cannot(summon(special),you))" for n in (1, 2)} <= got
    assert {f"usage_limit(oath_bird,{n},use_once_per_turn)" for n in (1, 2)} <= got
    assert not any("not_understood" in f for f in got)


def test_more_usage_limit_sentences_compile():
    got = compiled(monster("Twice Hero", "You can draw 1 card. If this card is in your GY: You can Special Summon this card. "
                                         'You can only use this effect of "Twice Hero" once per Duel, and its previous effect only once per turn.'))
    assert {"usage_limit(twice_hero,1,use_once_per_turn)", "usage_limit(twice_hero,2,use_once_per_duel)"} <= got
    # a card name with quotes in it names this card in its usage-limit sentence
    got = compiled(monster('Legacy - "Cup"', 'You can draw 1 card. You can only use this effect of "Legacy - "Cup"" once per turn.'))
    assert "usage_limit(legacy_cup,1,use_once_per_turn)" in got and not any("not_understood" in f for f in got)


def test_the_older_gemini_wording_with_a_colon():
    got = compiled(monster("Old Twin", "This card is treated as a Normal Monster while face-up on the field or in the Graveyard. "
                                       "While this card is face-up on the field, you can Normal Summon it to have it be treated as an "
                                       "Effect Monster with this effect: ● Once per turn, you can inflict 1000 damage to your opponent.",
                           line="Pyro / Gemini / Effect"))
    assert {"effect(old_twin,1,continuous)", "effect(old_twin,2,ignition)", "usage_limit(old_twin,2,once_per_turn)",
            "op(old_twin,2,1,damage_opponent(1000))"} <= got
    assert not any("not_understood" in f for f in got)


def test_counts_of_a_noun_phrase_with_alternatives():
    got = compiled(monster("Mixed Call", 'If you control a "Lone" or "Proud" monster: You can draw 1 card.'))
    assert 'condition(mixed_call,1,count_at_least(own,monster_zone,where(either(name_has("Lone"),name_has("Proud"))),1))' in got
    got = compiled(monster("Type Call", "If your opponent controls no Fiend or Zombie monsters: You can draw 1 card."))
    assert "condition(type_call,1,count_at_most(opponent,monster_zone,where(either(monster_type(fiend),monster_type(zombie))),0))" in got


def test_battle_phase_heads_compile():
    got = compiled(monster("Tower Bell", "At the start of each Battle Phase: You can draw 1 card. "
                                         "At the end of your opponent's Battle Phase: You can draw 1 card."))
    assert {"condition(tower_bell,1,during_phase(battle_start))", "condition(tower_bell,2,during_phase(battle_end))",
            "condition(tower_bell,2,opponent_turn)"} <= got and not any("your_turn" in f for f in got)
    got = compiled(monster("Late Bell", "At the end of your Battle Phase, if your opponent controls no monsters: You can draw 1 card."))
    assert {"condition(late_bell,1,during_phase(battle_end))", "condition(late_bell,1,your_turn)",
            "condition(late_bell,1,count_at_most(opponent,monster_zone,monster,0))", "effect(late_bell,1,trigger)"} <= got


def test_all_monsters_without_a_minimum_is_not_read():
    # "If all monsters you control are X": whether controlling none fulfils it is not read
    got = compiled(monster("Lone Doubt", 'If all monsters you control are "Lone" monsters: You can draw 1 card.'))
    assert "condition(lone_doubt,1,not_understood)" in got


@pytest.mark.parametrize("other, can", [("Scale Partner", "yes"), ("Plain Partner", "no"), (None, "no")])
def test_a_card_in_your_other_pendulum_zone(state_cards, other, can):
    partner = f"  - {{id: other, name: {other}, owner: you, zone: spell_trap_zone, face: up}}\n" if other else ""
    holds(f"""
name: Scale Seeker in a Pendulum Zone, {other or "nothing"} in the other
turn: you
phase: main1
cards:
  - {{id: seeker, name: Scale Seeker, owner: you, zone: spell_trap_zone, face: up}}
{partner}questions:
  - {{id: q, ask: can_activate, card: seeker, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("other, can", [(None, "yes"), ("Plain Partner", "no")])
def test_no_card_in_your_other_pendulum_zone(state_cards, other, can):
    partner = f"  - {{id: other, name: {other}, owner: you, zone: spell_trap_zone, face: up}}\n" if other else ""
    holds(f"""
name: Scale Loner in a Pendulum Zone, {other or "nothing"} in the other
turn: you
phase: main1
cards:
  - {{id: loner, name: Scale Loner, owner: you, zone: spell_trap_zone, face: up}}
{partner}questions:
  - {{id: q, ask: can_activate, card: loner, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("card, mine, can", [
    ("Rally Horn", [("Lone Warden", "up")], "yes"),
    ("Rally Horn", [("Lone Warden", "up"), ("Proud Arrival", "up")], "no"),   # another monster that is no "Lone" monster
    ("Rally Horn", [("Lone Warden", "down")], "no"),                          # a face-down monster has no name
    ("Rally Horn", [], "no"),                                                 # (min. 1)
    ("Call Horn", [], "yes"),                                                 # "If you control no monsters, or ..."
    ("Call Horn", [("Lone Warden", "up")], "yes"),
    ("Call Horn", [("Proud Arrival", "up")], "no"),
    ("Mixed Horn", [("Proud Arrival", "up")], "yes"),                        # "a "Proud" or "Lone" monster"
    ("Mixed Horn", [("Lone Warden", "up")], "yes"),
    ("Mixed Horn", [("Lone Warden", "down")], "no"),
])
def test_all_monsters_you_control_are(state_cards, card, mine, can):
    field = "".join(f"  - {{id: m{i}, name: {n}, owner: you, zone: monster_zone, face: {f}}}\n" for i, (n, f) in enumerate(mine))
    holds(f"""
name: {card} in the hand, with {len(mine)} monsters
turn: you
phase: main1
cards:
  - {{id: horn, name: {card}, owner: you, zone: hand}}
{field}questions:
  - {{id: q, ask: can_activate, card: horn}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("special, can", [(True, "yes"), (False, "no")])
def test_if_you_control_this_special_summoned_card(state_cards, special, can):
    summon = "- chain: [{card: call, targets: [proud]}]" if special else "- summon: {card: proud, how: normal}"
    holds(f"""
name: Proud Arrival {"Special" if special else "Normal"} Summoned
turn: you
phase: main1
cards:
  - {{id: proud, name: Proud Arrival, owner: you, zone: {"gy" if special else "hand"}}}
  - {{id: call, name: Call Back, owner: you, zone: hand}}
actions:
  {summon}
questions:
  - {{id: q, ask: can_activate, card: proud}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("summoned, can", [(True, "no"), (False, "yes")])
def test_cannot_activate_either_effect_after_a_special_summon(state_cards, summoned, can):
    summon = "actions:\n  - chain: [{card: call, targets: [dead]}]\n" if summoned else ""
    holds(f"""
name: Oath Bird's effect, {"after" if summoned else "without"} a Special Summon this turn
turn: you
phase: main1
cards:
  - {{id: bird, name: Oath Bird, owner: you, zone: monster_zone}}
  - {{id: dead, name: Lone Warden, owner: you, zone: gy}}
  - {{id: call, name: Call Back, owner: you, zone: hand}}
{summon}questions:
  - {{id: q, ask: can_activate, card: bird, effect: 1}}
expect:
  answers: {{q: "{can}"}}
""")


def test_no_special_summon_after_activating_either_effect(state_cards):
    holds("""
name: Oath Bird's effect activated, then Call Back
turn: you
phase: main1
cards:
  - {id: bird, name: Oath Bird, owner: you, zone: monster_zone}
  - {id: dead, name: Lone Warden, owner: you, zone: gy}
  - {id: call, name: Call Back, owner: you, zone: hand}
actions:
  - chain: [{card: bird, effect: 1}]
questions:
  - {id: q, ask: can_activate, card: call}
expect:
  answers: {q: "no"}
""")


@pytest.mark.parametrize("used, can", [(True, "no"), (False, "yes")])
def test_once_while_face_up_on_the_field_as_a_prefix(state_cards, used, can):
    assert "usage_limit(single_shot,1,once_while_face_up)" in compiled({c["name"]: c for c in STATE_CARDS}["Single Shot"])
    actions = "actions:\n  - chain: [{card: shot}]\n" if used else ""
    holds(f"""
name: Single Shot {"after" if used else "before"} its effect was used
turn: you
phase: main1
cards:
  - {{id: shot, name: Single Shot, owner: you, zone: monster_zone}}
{actions}questions:
  - {{id: q, ask: can_activate, card: shot}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- battle operations (issue 15, round 4: battle4) ---------------------------------------
BATTLE_CARDS = [
    {"card_type": "Trap", "property": "Normal", "name": "Veil of Battle",
     "text": "When an opponent's monster declares an attack: You take no battle damage from that battle."},
    monster("Calm Guard", "You can discard this card; you take no battle damage from that battle."),
    monster("Sneak Raider", "You can pay 800 LP; this card can attack your opponent directly this turn."),
    {"card_type": "Spell", "property": "Normal", "name": "Quiet Return",
     "text": "Target 1 Normal Monster in your GY; Special Summon it, but it cannot attack."},
    monster("Plain Soldier", "", line="Warrior / Normal"),
    {"card_type": "Spell", "property": "Quick-Play", "name": "Back Home", "text": "Target 1 monster on the field; return it to the hand."},
]


@pytest.fixture
def battle_cards(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, BATTLE_CARDS)


def test_no_battle_damage_from_that_battle_compiles():
    by = {c["name"]: c for c in BATTLE_CARDS}
    assert "op(veil_of_battle,1,1,no_battle_damage_from_that_battle)" in compiled(by["Veil of Battle"])
    # no attack in the head: which battle is "that battle" is not said
    assert 'not_modelled(calm_guard,1,"you take no battle damage from that battle")' in compiled(by["Calm Guard"])


@pytest.mark.parametrize("veil, you", [(True, 8000), (False, 7300)])
def test_no_battle_damage_from_that_battle(battle_cards, veil, you):
    chain = "  - chain: [{card: veil}]\n" if veil else ""
    holds(f"""
name: Veil of Battle against an attack on a weaker monster
turn: opp
phase: battle_step
cards:
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: me, name: Calm Guard, owner: you, zone: monster_zone}}
  - {{id: veil, name: Veil of Battle, owner: you, zone: spell_trap_zone, face: down}}
actions:
  - attack: {{card: dm, target: me}}
{chain}  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: end_damage_step
questions:
  - {{id: dmg, ask: battle_damage, player: you}}
expect:
  life_points: {{you: {you}}}
  zones: {{me: gy}}
  answers: {{dmg: "{8000 - you}"}}
""" + ("  reasons: {dmg: r_no_battle_damage_from_that_battle}\n" if veil else ""))


def test_attack_directly_this_turn_compiles():
    got = compiled({c["name"]: c for c in BATTLE_CARDS}["Sneak Raider"])
    assert "op(sneak_raider,1,1,attack_directly_this_turn(self))" in got
    got = compiled(monster("Pointed Raider", "You can target 1 monster you control; it can attack directly this turn."))
    assert "op(pointed_raider,1,1,attack_directly_this_turn(target(1)))" in got


@pytest.mark.parametrize("used, expect", [
    (True, "  life_points: {opp: 6200}"),  # 1800 ATK, past Dark Magician
    (False, '  illegal: [{at: "action 2", rule: r_direct_attack_needs_no_monster}]'),
])
def test_attack_directly_this_turn(battle_cards, used, expect):
    chain = "  - chain: [{card: raider}]\n" if used else ""
    holds(f"""
name: Sneak Raider attacks directly past Dark Magician
turn: you
phase: main1
cards:
  - {{id: raider, name: Sneak Raider, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
{chain}  - phase: battle_step
  - attack: {{card: raider, target: direct}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
expect:
{expect}
""")


def test_special_summon_it_but_it_cannot_attack_compiles():
    got = compiled({c["name"]: c for c in BATTLE_CARDS}["Quiet Return"])
    assert any(f.startswith("op(quiet_return,1,") and f.endswith(",restrict(cannot(declare_attack,summoned),while_on_field))") for f in got)
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Low Return",
                    "text": "Target 1 monster in your GY; Special Summon it, but it cannot attack directly."})
    assert any(f.endswith(",restrict(cannot(attack_directly,summoned),while_on_field))") for f in got)
    # "for the rest of this turn" may reach "it cannot attack": not read
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Brief Return", "text": "Target 1 monster in your GY; "
                    "Special Summon it, but for the rest of this turn, its effects are negated, also it cannot attack."})
    assert 'not_modelled(brief_return,1,"it cannot attack")' in got


@pytest.mark.parametrize("bounced, can", [(False, "no"), (True, "yes")])
def test_special_summon_it_but_it_cannot_attack(battle_cards, bounced, can):
    # a turn later it still cannot attack; once it left the field and came back it is a new card
    again = ("      - chain: [{card: back, targets: [soldier]}]\n      - summon: {card: soldier, how: normal}\n"
             if bounced else "")
    holds(f"""
name: Quiet Return, asked in the summoner's next turn
turns:
  - player: you
    actions:
      - chain: [{{card: quiet, targets: [soldier]}}]
  - player: opp
    actions: []
  - player: you
    actions:
{again}      - phase: battle_step
cards:
  - {{id: soldier, name: Plain Soldier, owner: you, zone: gy}}
  - {{id: quiet, name: Quiet Return, owner: you, zone: hand}}
  - {{id: back, name: Back Home, owner: you, zone: hand}}
questions:
  - {{id: q, ask: can_attack, card: soldier}}
expect:
  answers: {{q: "{can}"}}
""" + ("" if bounced else "  reasons: {q: r_restriction_on_summoned}\n"))


# ---- states joined by "and", "exactly N", older wordings (heads round 4) -----------------------------
JOINED_CARDS = [
    {"card_type": "Spell", "property": "Normal", "name": "Pair Horn",
     "text": 'If your opponent controls a monster and you control a "Lone" monster: Draw 1 card.'},
    {"card_type": "Spell", "property": "Normal", "name": "Triple Count", "text": "If your opponent controls exactly 2 cards: Draw 1 card."},
    monster("Lone Warden", "If you control no other monsters: You can draw 1 card."),
    monster("Plain Soldier", "", line="Warrior / Normal"),
    {"card_type": "Spell", "property": "Normal", "name": "Duo Call", "text": 'If you control "Ace Knight" or "Deuce Knight": Draw 1 card.'},
    monster("Ace Knight", "", line="Warrior / Normal"),
    monster("Grave Keeper", "If a monster is sent from the field to your GY: You can draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Spite", "text": "Target 1 card on the field; destroy it."},
    monster("Knight Herald", 'If a "Knight" monster is Normal Summoned, except "Knight Herald": You can draw 1 card.'),
    {"card_type": "Spell", "property": "Normal", "name": "Plain Call", "text": "If you control a face-up non-Effect Monster: Draw 1 card."},
    {"card_type": "Trap", "property": "Normal", "name": "Plain Guard",
     "text": "When an opponent's monster declares an attack on your Normal Monster: Draw 1 card."},
    monster("Stance Keeper", "Once per turn, if this card is in Attack Position: You can draw 1 card."),
    monster("Mole Hunter", "At the start of the Damage Step, if this card attacks a face-down Defense Position monster: You can draw 1 card."),
]


JOINED = {c["name"]: c for c in JOINED_CARDS}


@pytest.fixture
def joined_cards(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, JOINED_CARDS)


def test_joined_states_compile():
    got = compiled(JOINED["Pair Horn"])
    assert {"condition(pair_horn,1,count_at_least(opponent,monster_zone,monster,1))",
            'condition(pair_horn,1,count_at_least(own,monster_zone,all_of(monster,where(name_has("Lone"))),1))'} <= got
    got = compiled(JOINED["Triple Count"])  # exactly 2: 2 or more, and 2 or fewer
    assert {"condition(triple_count,1,count_at_least(opponent,field,card,2))", "condition(triple_count,1,count_at_most(opponent,field,card,2))"} <= got
    # the subject said once ("and have"), LP compared, a state after "while"
    got = compiled(monster("Twin Keeper", "If you control a Synchro Monster and have no cards in your hand: You can draw 1 card."))
    assert {"condition(twin_keeper,1,count_at_least(own,monster_zone,where(subtype(synchro)),1))",
            "condition(twin_keeper,1,count_at_most(own,hand,card,0))"} <= got
    got = compiled(monster("Low Keeper", "If you control 2 or more Dinosaur monsters and your LP are lower than your opponent's: "
                                         "You can draw 1 card."))
    assert "condition(low_keeper,1,lp_lower_than_opponent)" in got and "condition(low_keeper,1,not_understood)" not in got
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Bare Hand",
                    "text": "When an opponent's monster declares an attack, while you have no cards in your hand: Draw 1 card."})
    assert {"condition(bare_hand,1,count_at_most(own,hand,card,0))",
            "condition(bare_hand,1,when_event(ev(declared_attack,all_of(monster,opponents),any)))"} <= got
    # names: each of them, or any of them; "in their GY"; both players
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Trio Call", "text": 'If you control "Ace", "Deuce", and "Trey": Draw 1 card.'})
    assert {f'condition(trio_call,1,count_at_least(own,field,all_of(face_up,where(card_named("{n}"))),1))' for n in ("Ace", "Deuce", "Trey")} <= got
    got = compiled(JOINED["Duo Call"])
    assert 'condition(duo_call,1,count_at_least(own,field,all_of(face_up,where(either(card_named("Ace Knight"),card_named("Deuce Knight")))),1))' in got
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Deep Grave", "text": "If both players have 5 or more cards in their GYs: Draw 1 card."})
    assert {"condition(deep_grave,1,count_at_least(own,gy,card,5))", "condition(deep_grave,1,count_at_least(opponent,gy,card,5))"} <= got
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Full Hand", "text": "If your opponent has 6 or more cards in their hand: Draw 1 card."})
    assert "condition(full_hand,1,count_at_least(opponent,hand,card,6))" in got
    # "do not control": control no; a face-up non-Effect Monster (a Token, a Normal Monster, a Gemini not Gemini Summoned)
    got = compiled(monster("Lone Buster", 'If you do not control a "Buster" monster: You can draw 1 card.'))
    assert 'condition(lone_buster,1,count_at_most(own,monster_zone,all_of(monster,where(name_has("Buster"))),0))' in got
    got = compiled(monster("Frog Wait", 'If you do not control "Frog Wait": You can draw 1 card.'))
    assert 'condition(frog_wait,1,count_at_most(own,field,all_of(face_up,where(card_named("Frog Wait"))),0))' in got
    got = compiled(JOINED["Plain Call"])
    assert "condition(plain_call,1,count_at_least(own,monster_zone,all_of(face_up,where(non(subtype(effect)))),1))" in got
    # a card in a Field Zone; a named one after "while"
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Field Check", "text": "If a face-up card is in a Field Zone: Draw 1 card."})
    assert "condition(field_check,1,count_at_least(any,field_zone,face_up,1))" in got
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Mirror Ward",
                    "text": 'When your opponent activates a Spell/Trap Card while a "Mirror Realm" is in a Field Zone: Draw 1 card.'})
    assert 'condition(mirror_ward,1,count_at_least(any,field_zone,all_of(face_up,where(card_named("Mirror Realm"))),1))' in got
    # states joined by ", or if" (any of them); an event or a state is not read
    got = compiled(monster("Either Way", 'If "Aa World" is in a Field Zone or if you control a FIRE "Aa" monster: You can draw 1 card.'))
    assert {"condition(either_way,1,one_of(either_way))",
            'condition_option(either_way,count_at_least(own,monster_zone,where(both(attribute(fire),name_has("Aa"))),1))'} <= got
    got = compiled(monster("Mixed Way", "If this card is Normal Summoned, or if you control a FIRE monster: You can draw 1 card."))
    assert "condition(mixed_way,1,not_understood)" in got
    # N or more on the field; a face-down monster's battle position is seen
    got = compiled(monster("Wall Count", "If 3 or more Defense Position monsters are on the field: You can draw 1 card."))
    assert "condition(wall_count,1,count_at_least(any,monster_zone,all_of(monster,where(position(defense))),3))" in got
    # this card's battle position
    got = compiled(JOINED["Stance Keeper"])
    assert "condition(stance_keeper,1,count_at_least(own,monster_zone,all_of(self,where(position(attack))),1))" in got
    # a state joined to an event by "and": checked when the effect is activated (heads round 8)
    got = compiled(monster("Late Keeper", "If this card is Normal Summoned and you control no other monsters: You can draw 1 card."))
    assert "condition(late_keeper,1,count_at_most(own,monster_zone,all_of(monster,except(self)),0))" in got


def test_older_wordings_compile():
    got = compiled(monster("Old Herald", "When a Zombie-Type monster is Special Summoned to your side of the field: You can draw 1 card."))
    assert "condition(old_herald,1,when_event(ev(special_summoned,all_of(where(monster_type(zombie)),own),any)))" in got


@pytest.mark.parametrize("theirs, lone, can", [(True, True, "yes"), (False, True, "no"), (True, False, "no")])
def test_states_joined_by_and(joined_cards, theirs, lone, can):
    rows = ("  - {id: o1, name: Plain Soldier, owner: opp, zone: monster_zone}\n" if theirs else "") + (
        "  - {id: m1, name: Lone Warden, owner: you, zone: monster_zone}\n" if lone else
        "  - {id: m1, name: Plain Soldier, owner: you, zone: monster_zone}\n")
    holds(f"""
name: Pair Horn, opponent's monster {theirs}, "Lone" monster {lone}
turn: you
phase: main1
cards:
  - {{id: horn, name: Pair Horn, owner: you, zone: hand}}
{rows}questions:
  - {{id: q, ask: can_activate, card: horn}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("theirs, can", [(1, "no"), (2, "yes"), (3, "no")])
def test_exactly_n_cards(joined_cards, theirs, can):
    rows = "".join(f"  - {{id: o{i}, name: Plain Soldier, owner: opp, zone: monster_zone}}\n" for i in range(theirs))
    holds(f"""
name: Triple Count with {theirs} opposing cards
turn: you
phase: main1
cards:
  - {{id: count, name: Triple Count, owner: you, zone: hand}}
{rows}questions:
  - {{id: q, ask: can_activate, card: count}}
expect:
  answers: {{q: "{can}"}}
""")


REAL_JOINED = {
    "General Wayne of the Ice Barrier": 'condition(general_wayne_of_the_ice_barrier,2,count_at_least(own,monster_zone,all_of(monster,where(name_has("Ice Barrier"))),1))',
    "Hypnocorn": "condition(hypnocorn,1,count_at_most(own,monster_zone,all_of(monster,except(self)),0))",
    "Three Strikes Barrier": "condition(three_strikes_barrier,1,count_at_most(opponent,field,card,3))",
    "Jurassic Impact": "condition(jurassic_impact,1,lp_lower_than_opponent)",
    "Ojama Delta Hurricane!!": 'condition(ojama_delta_hurricane,1,count_at_least(own,field,all_of(face_up,where(card_named("Ojama Black"))),1))',
    "Trap Dustshoot": "condition(trap_dustshoot,1,count_at_least(opponent,hand,card,4))",
    "Spool Code": "condition(spool_code,1,count_at_least(own,gy,where(monster_type(cyberse)),3))",
    "Everliving Underworld Cannon": "condition(everliving_underworld_cannon,2,when_event(ev(special_summoned,all_of(where(monster_type(zombie)),own),any)))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_joined_heads():
    found = real_facts(REAL_JOINED)
    for name, fact in REAL_JOINED.items():
        facts = found[name]
        assert fact in facts and not any("not_understood" in f for f in facts), (name, sorted(facts))


@pytest.mark.parametrize("mine, face, can", [("Ace Knight", "up", "yes"), ("Ace Knight", "down", "no"), ("Plain Soldier", "up", "no")])
def test_you_control_one_of_two_names(joined_cards, mine, face, can):
    holds(f"""
name: Duo Call with {mine} face-{face}
turn: you
phase: main1
cards:
  - {{id: call, name: Duo Call, owner: you, zone: hand}}
  - {{id: m1, name: {mine}, owner: you, zone: monster_zone, face: {face}}}
questions:
  - {{id: q, ask: can_activate, card: call}}
expect:
  answers: {{q: "{can}"}}
""")


def test_attacks_a_face_down_defense_position_monster_compiles():
    got = compiled(JOINED["Mole Hunter"])
    assert "condition(mole_hunter,1,attacking(where(both(face_down_monster,position(defense)))))" in got
    # later in the Damage Step the attacked monster has been flipped face-up: not read
    got = compiled(monster("Late Mole", "At the end of the Damage Step, if this card attacked a face-down Defense Position monster: "
                                        "You can draw 1 card."))
    assert "condition(late_mole,1,not_understood)" in got


@pytest.mark.parametrize("face, position, phase, can", [
    ("down", "defense", "damage_step", "yes"),
    ("up", "defense", "damage_step", "no"),
    ("up", "attack", "damage_step", "no"),
    ("down", "defense", "damage_calculation", "no"),  # flipped face-up before damage calculation (and past the start)
])
def test_attacks_a_face_down_defense_position_monster(joined_cards, face, position, phase, can):
    holds(f"""
name: Mole Hunter attacks a face-{face} {position} Position monster, asked at {phase}
turn: you
phase: battle_step
cards:
  - {{id: hunter, name: Mole Hunter, owner: you, zone: monster_zone}}
  - {{id: wall, name: Plain Soldier, owner: opp, zone: monster_zone, face: {face}, position: {position}}}
actions:
  - attack: {{card: hunter, target: wall}}
  - phase: {phase}
questions:
  - {{id: q, ask: can_activate, card: hunter}}
expect:
  answers: {{q: "{can}"}}
""")


def test_event_subjects_with_alternatives_and_your_gy_compile():
    got = compiled(monster("Twin Watch", "If an Insect or Plant monster is Special Summoned: You can draw 1 card."))
    assert "condition(twin_watch,1,if_event(ev(special_summoned,where(either(monster_type(insect),monster_type(plant))),any)))" in got
    got = compiled(monster("Pair Watch", 'If "Ace Knight" or "Deuce Knight" is destroyed: You can draw 1 card.'))
    assert 'condition(pair_watch,1,if_event(ev(destroyed,where(either(card_named("Ace Knight"),card_named("Deuce Knight"))),any)))' in got
    got = compiled(monster("Rival Watch", "If your opponent Special Summons a Fusion, Synchro, or Xyz Monster(s): You can draw 1 card."))
    assert ("condition(rival_watch,1,if_event(ev(special_summoned,where(either(subtype(fusion),either(subtype(synchro),subtype(xyz)))),"
            "by(opponent))))") in got
    got = compiled(monster("Ace Herald", 'If an "Ace" monster is Normal Summoned, except "Ace Herald": You can draw 1 card.'))
    assert 'condition(ace_herald,1,if_event(ev(normal_summoned,all_of(where(name_has("Ace")),where(card_not_named("Ace Herald"))),any)))' in got
    # "to your GY": a card you own (a card goes to its owner's GY)
    got = compiled(JOINED["Grave Keeper"])
    assert "condition(grave_keeper,1,if_event(ev(sent_to_gy,all_of(monster,owned),from(field))))" in got


@pytest.mark.parametrize("whose, can", [("you", "yes"), ("opp", "no")])
def test_sent_from_the_field_to_your_gy(joined_cards, whose, can):
    holds(f"""
name: Spite destroys a monster {whose} own(s), Grave Keeper asked
turn: opp
cards:
  - {{id: keeper, name: Grave Keeper, owner: you, zone: monster_zone}}
  - {{id: victim, name: Plain Soldier, owner: {whose}, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: spite, targets: [victim]}}]
questions:
  - {{id: q, ask: can_activate, card: keeper}}
expect:
  zones: {{victim: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("summoned, can", [("Ace Knight", "yes"), ("Knight Herald", "no"), ("Plain Soldier", "no")])
def test_summoned_except_a_named_card(joined_cards, summoned, can):
    holds(f"""
name: {summoned} Normal Summoned, Knight Herald asked
turn: you
phase: main1
cards:
  - {{id: other, name: Knight Herald, owner: you, zone: monster_zone}}
  - {{id: new, name: {summoned}, owner: you, zone: hand}}
actions:
  - summon: {{card: new, how: normal}}
questions:
  - {{id: q, ask: can_activate, card: other}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("mine, face, can", [("Plain Soldier", "up", "yes"), ("Plain Soldier", "down", "no"), ("Lone Warden", "up", "no")])
def test_you_control_a_face_up_non_effect_monster(joined_cards, mine, face, can):
    holds(f"""
name: Plain Call with {mine} face-{face}
turn: you
phase: main1
cards:
  - {{id: call, name: Plain Call, owner: you, zone: hand}}
  - {{id: m1, name: {mine}, owner: you, zone: monster_zone, face: {face}}}
questions:
  - {{id: q, ask: can_activate, card: call}}
expect:
  answers: {{q: "{can}"}}
""")


def test_declares_an_attack_on_a_monster_of_a_side_compiles():
    assert ("condition(plain_guard,1,when_event(ev(declared_attack,all_of(monster,opponents),attack_on(own,subtype(normal)))))"
            in compiled(JOINED["Plain Guard"]))
    got = compiled(monster("Lance Aid", "When your monster declares an attack on your opponent's Defense Position monster: You can draw 1 card."))
    assert "condition(lance_aid,1,when_event(ev(declared_attack,all_of(monster,own),attack_on(opponent,position(defense)))))" in got


@pytest.mark.parametrize("target, can", [("plain", "yes"), ("warden", "no")])
def test_declares_an_attack_on_your_normal_monster(joined_cards, target, can):
    holds(f"""
name: An attack on {target}, Plain Guard asked
turn: opp
phase: battle_step
cards:
  - {{id: guard, name: Plain Guard, owner: you, zone: spell_trap_zone}}
  - {{id: plain, name: Plain Soldier, owner: you, zone: monster_zone}}
  - {{id: warden, name: Lone Warden, owner: you, zone: monster_zone}}
  - {{id: raider, name: Ace Knight, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: raider, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: guard}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("position, can", [("attack", "yes"), ("defense", "no")])
def test_if_this_card_is_in_attack_position(joined_cards, position, can):
    holds(f"""
name: Stance Keeper in {position} position
turn: you
phase: main1
cards:
  - {{id: keeper, name: Stance Keeper, owner: you, zone: monster_zone, position: {position}}}
questions:
  - {{id: q, ask: can_activate, card: keeper}}
expect:
  answers: {{q: "{can}"}}
""")


# ---- heads round 5: what a material was used for, monsters Special Summoned from the Extra Deck,
# activations "in their hand" -----------------------------------------------------------------
HEADS5_CARDS = [
    monster("Sky Fodder", 'If this card is sent to the GY as Link Material for a "Sky Striker" monster: You can draw 1 card.'),
    {"card_type": "Spell", "property": "Normal", "name": "Extra Watch",
     "text": "If a monster Special Summoned from the Extra Deck is on the field: Draw 1 card."},
    monster("Sore Loser", "When this card is destroyed by battle with an opponent's monster: You can draw 1 card."),
    monster("Big Brute", "", line="Warrior / Normal", atk=2500),
    *[card for card in CARDS if card["name"] in ("Sky Striker Ace - Tester", "Plain Linker", "Spite")],
]
HEADS5 = {c["name"]: c for c in HEADS5_CARDS}


@pytest.fixture
def heads5_cards(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, HEADS5_CARDS)


def test_material_for_a_monster_compiles():
    assert ('condition(sky_fodder,1,if_event(ev(used_as_material,self,all_of(for_summon(link_summoned),'
            'all_of(summon_of(name_has("Sky Striker")),to(gy))))))') in compiled(HEADS5["Sky Fodder"])
    got = compiled(monster("Wind Fodder", "If this card is sent to the Graveyard for the Synchro Summon of a WIND monster: Draw 1 card."))
    assert any("for_summon(synchro_summoned)" in f and "summon_of(attribute(wind))" in f for f in got)
    got = compiled(monster("Wyrm Fodder", "If this card is sent to the GY as material for a Wyrm Synchro Monster: You can draw 1 card."))
    assert any("for_summon(synchro_summoned)" in f and "summon_of(both(monster_type(wyrm),subtype(synchro)))" in f for f in got)
    # a Fusion Monster may be Special Summoned with materials that is no Fusion Summon (Contact Fusion): not read
    got = compiled(monster("Fusion Fodder", "If this card is sent to the GY as material for a Fiend Fusion Monster: You can draw 1 card."))
    assert any("not_understood" in f for f in got)


@pytest.mark.parametrize("link, can", [("sky", "yes"), ("plain", "no")])
def test_link_material_for_a_named_monster_without_the_summon_said(heads5_cards, link, can):
    holds(f"""
name: Sky Fodder used for {link}
cards:
  - {{id: fodder, name: Sky Fodder, owner: you, zone: monster_zone}}
  - {{id: sky, name: Sky Striker Ace - Tester, owner: you, zone: extra_deck}}
  - {{id: plain, name: Plain Linker, owner: you, zone: extra_deck}}
actions:
  - summon: {{card: {link}, how: link, materials: [fodder]}}
questions:
  - {{id: q, ask: can_activate, card: fodder}}
expect:
  zones: {{fodder: gy}}
  answers: {{q: "{can}"}}
""")


def test_special_summoned_from_the_extra_deck_compiles():
    assert ("condition(extra_watch,1,count_at_least(any,monster_zone,all_of(monster,where(special_summoned_from(extra_deck))),1))"
            in compiled(HEADS5["Extra Watch"]))
    got = compiled(monster("Cyber Watch", "If you control a Cyberse monster that was Special Summoned from the Extra Deck: You can draw 1 card."))
    assert ("condition(cyber_watch,1,count_at_least(own,monster_zone,all_of(where(monster_type(cyberse)),"
            "where(special_summoned_from(extra_deck))),1))") in got


@pytest.mark.parametrize("action, can", [("  - summon: {card: sky, how: link, materials: [fodder]}", "yes"), ("", "no")])
def test_a_monster_special_summoned_from_the_extra_deck_is_on_the_field(heads5_cards, action, can):
    holds(f"""
name: Extra Watch, {'after a Link Summon' if action else 'no Special Summon'}
turn: you
phase: main1
cards:
  - {{id: watch, name: Extra Watch, owner: you, zone: hand}}
  - {{id: fodder, name: Sky Fodder, owner: you, zone: monster_zone}}
  - {{id: sky, name: Sky Striker Ace - Tester, owner: you, zone: {'extra_deck' if action else 'monster_zone'}}}
actions:
{action or '  []'}
questions:
  - {{id: q, ask: can_activate, card: watch}}
expect:
  answers: {{q: "{can}"}}
""")


def test_an_opponents_activation_in_their_hand_compiles():
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Hand Guard",
                    "text": "When your opponent activates a monster effect in their hand or GY: Negate the activation."})
    assert ("condition(hand_guard,1,responds_to_activation(ev(activated,monster,all_of(by(opponent),"
            "all_of(except(card_activation),either(from(hand),from(gy)))))))") in got


REAL_HEADS5 = {
    "Mine Mole": "condition(mine_mole,2,if_event(ev(used_as_material,self,all_of(for_summon(synchro_summoned),all_of(summon_of(monster_type(beast)),to(gy))))))",
    "X-Saber Pellina": 'condition(x_saber_pellina,2,if_event(ev(used_as_material,self,all_of(for_summon(synchro_summoned),all_of(summon_of(name_has("X-Saber")),to(gy))))))',
    "Trickstar Hoody": ('condition(trickstar_hoody,2,if_event(ev(used_as_material,self,all_of(for_summon(link_summoned),'
                        'all_of(summon_of(both(name_has("Trickstar"),subtype(link))),to(gy))))))'),
    "Dogmatika Theo, the Iron Punch": ("condition(dogmatika_theo_the_iron_punch,2,count_at_least(any,monster_zone,"
                                       "all_of(monster,where(special_summoned_from(extra_deck))),1))"),
    "Oath of Companionship": "condition(oath_of_companionship,1,count_at_most(own,monster_zone,all_of(monster,where(special_summoned_from(extra_deck))),0))",
    "XX-clusion": "condition(xx_clusion,1,responds_to_activation(ev(activated,monster,all_of(by(opponent),all_of(except(card_activation),from(hand))))))",
    "Shocktopus": "condition(shocktopus,1,when_event(ev(destroyed,self,all_of(by_battle,all_of(by(opponent),to(gy))))))",
    "World Legacy in Shadow": ("condition(world_legacy_in_shadow,4,when_event(ev(destroyed,all_of(where(subtype(flip)),own),"
                               "all_of(by_battle,by(opponent)))))"),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_heads_round5():
    found = real_facts(REAL_HEADS5)
    for name, fact in REAL_HEADS5.items():
        facts = found[name]
        assert fact in facts, (name, sorted(facts))


def test_destroyed_by_battle_with_an_opponents_monster_compiles():
    got = compiled(monster("Sore Loser", "When this card is destroyed by battle with an opponent's monster: You can draw 1 card."))
    assert "condition(sore_loser,1,when_event(ev(destroyed,self,all_of(by_battle,by(opponent)))))" in got
    # "an opponent's attacking monster": this card was attacked (card filter where(attack_target); tests/test_cardtext_events6.py)
    got = compiled(monster("Sore Guard", "When this card is destroyed by battle with an opponent's attacking monster: You can draw 1 card."))
    assert "condition(sore_guard,1,when_event(ev(destroyed,all_of(self,where(attack_target)),all_of(by_battle,by(opponent)))))" in got


_TO_THE_END_OF_THE_DAMAGE_STEP = "".join(f"\n  - phase: {p}" for p in ("damage_step", "before_damage_calculation", "damage_calculation",
                                                                        "after_damage_calculation", "end_damage_step"))


@pytest.mark.parametrize("action, can", [("  - attack: {card: brute, target: loser}" + _TO_THE_END_OF_THE_DAMAGE_STEP, "yes"),
                                         ("  - chain: [{card: spite, targets: [loser]}]", "no")])
def test_destroyed_by_battle_with_an_opponents_monster(heads5_cards, action, can):
    holds(f"""
name: Sore Loser destroyed {'by battle' if 'attack' in action else 'by a Trap'}
turn: opp
phase: {'battle_step' if 'attack' in action else 'main1'}
cards:
  - {{id: loser, name: Sore Loser, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
{action}
questions:
  - {{id: q, ask: can_activate, card: loser}}
expect:
  zones: {{loser: gy}}
  answers: {{q: "{can}"}}
""")
