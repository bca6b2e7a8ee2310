"""Activation features compiled from card text (issue 15, part b): heads
(battle damage, direct attacks, battle destruction by this card, "in its
owner's possession", materials), "once per Duel", bullet lines, costs and
targets. Short texts written here, in the style of real cards; each is
imported and judged in scenarios of its own.
"""

from __future__ import annotations


import json
from pathlib import Path

import pytest

from pyfacade import ask, load_text
from pyfacade.cardtext.compiler import compile_card
from pyfacade.cardtext.reader import from_mapping
from pyfacade.errors import JudgeError
from pyfacade.corpus.expectations import differences
from pyfacade.inputs.cards import library
from imported import compiled, expectations_hold, import_cards, monster


CARDS = [
    monster("Raging Striker", "When this card inflicts battle damage to your opponent: You can draw 1 card."),
    monster("Gate Sentinel", "When an opponent's monster declares a direct attack: You can Special Summon this card from your hand.",
            atk=0, **{"def": 2000}),
    monster("Lone Sage", "You can pay 1000 LP; draw 1 card. You can only use this effect of \"Lone Sage\" once per Duel.",
            line="Spellcaster / Effect"),
    monster("Tuning Spirit", "If this card is sent to the GY as Synchro Material: You can draw 1 card.", line="Fairy / Tuner / Effect",
            level=2, atk=300, **{"def": 300}),
    monster("Star Forger", "1 Tuner + 1+ non-Tuner monsters\nYou can draw 1 card.", line="Dragon / Synchro / Effect", level=9),
    monster("Vengeful Crest", "If this card in its owner's possession is destroyed by an opponent's card: You can draw 1 card.",
            atk=1000),
    monster("Heavy Knight", "If this card is Tribute Summoned: You can draw 1 card.", level=6, atk=2400),
    monster("Blade Duelist", "If this card destroys an opponent's monster by battle: You can draw 1 card.", atk=2000),
    {"card_type": "Spell", "property": "Normal", "name": "Magician's Call", "text": "If you control \"Dark Magician\": Draw 2 cards."},
    {"card_type": "Trap", "property": "Normal", "name": "Oops!", "text": "Target 1 card you control; destroy it."},
    {"card_type": "Spell", "property": "Equip", "name": "Knight's Blade", "text": "Equip only to a Warrior monster. It gains 500 ATK."},
    monster("Rally Captain", "You can target 1 other face-up monster you control; it gains 500 ATK."),
    monster("Tag Knight", "At the end of the Battle Phase, if this card battled: You can draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Parry Ward",
     "text": "When an opponent's monster declares an attack: Target the attacking monster; destroy it."},
    monster("Underdog Sage", "If your LP are lower than your opponent's: You can draw 1 card.", line="Spellcaster / Effect"),
    monster("Grave Scholar", "You can banish 1 Spell from your GY; draw 1 card.", line="Spellcaster / Effect"),
    monster("Crest Caller", "You can discard 1 \"Vengeful\" card; draw 1 card.", line="Spellcaster / Effect"),
    monster("Return Warden", "You can target 1 of your banished \"Vengeful\" monsters; add it to your hand.", line="Spellcaster / Effect"),
    monster("Tide Lord", "2 Level 4 monsters\nYou can target 1 Xyz Monster you control; it gains 500 ATK.", line="Aqua / Xyz / Effect",
            level=None, rank=4),
    monster("Grave Diver", "You can target 1 Level 4 or lower EARTH monster in your GY; Special Summon it.", line="Zombie / Effect"),
    monster("Tome Keeper", "Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell resolves. "
            "You can remove 1 Spell Counter from this card; draw 1 card.", line="Spellcaster / Effect"),
    monster("Tide Caller", "You can pay 500 LP; Special Summon this card from your hand. When Summoned this way: You can draw 1 card.",
            line="Aqua / Effect"),
    {"card_type": "Spell", "property": "Equip", "name": "Parting Blade",
     "text": "Equip only to a Warrior monster. It gains 500 ATK. If this card is sent to the GY while equipped to a monster: "
             "You can draw 1 card."},
    monster("Duel Ranger", "When an attack is declared involving this card: You can draw 1 card."),
    monster("Raging Trainer", "If your \"Raging\" monster destroys an opponent's monster by battle: You can draw 1 card."),
    monster("Charging Lancer", "When this attacking card destroys an opponent's monster by battle: You can draw 1 card."),
    monster("Noble Guard", "When a card or effect is activated that targets this card on the field, or when this card is targeted for an "
                           "attack (Quick Effect): You can draw 1 card."),
    monster("Pot Watcher", "Each time a \"Pot\" Spell Card is activated: You can draw 1 card."),
    {"card_type": "Trap", "property": "Continuous", "name": "Toll Gate",
     "text": "Activate this card by paying 1000 LP. Neither player can Tribute cards."},
    {"card_type": "Trap", "property": "Normal", "name": "Empty Hand Ward",
     "text": "Target 1 face-up monster your opponent controls; negate its effects until the end of this turn. "
             "If you control no cards, you can activate this card from your hand."},
    {"card_type": "Trap", "property": "Normal", "name": "Answer Ward",
     "text": "If your opponent controls a card, you can activate this card from your hand. Draw 1 card."},
    {"card_type": "Spell", "property": "Normal", "name": "Paid Return",
     "text": "Activate this card by paying 800 LP, then target 1 monster in your GY; Special Summon it in Attack Position."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "activation.yaml")



def test_the_heads_compile_into_declared_events():
    by_name = {c["name"]: c for c in CARDS}
    assert ("condition(raging_striker,1,when_event(ev(took_damage,self,all_of(by_battle,happened_to(opponent)))))"
            in compiled(by_name["Raging Striker"]))
    assert "condition(gate_sentinel,1,when_event(ev(declared_attack,opponents,direct_attack)))" in compiled(by_name["Gate Sentinel"])
    assert "usage_limit(lone_sage,1,use_once_per_duel)" in compiled(by_name["Lone Sage"])
    got = compiled(by_name["Tuning Spirit"])
    assert "condition(tuning_spirit,1,if_event(ev(used_as_material,self,all_of(for_summon(synchro_summoned),to(gy)))))" in got
    assert "activate_from(tuning_spirit,1,gy)" in got
    got = compiled(by_name["Vengeful Crest"])
    assert "condition(vengeful_crest,1,if_event(ev(destroyed,all_of(self,own),by(opponent))))" in got
    got = compiled(by_name["Blade Duelist"])
    assert "condition(blade_duelist,1,if_event(ev(destroyed,opponents,all_of(by_battle,by_self))))" in got
    assert not any(f.startswith("activate_from") for f in got)  # it is on the field, not in the GY
    assert ('condition(magician_s_call,1,count_at_least(own,field,card_named("Dark Magician"),1))'
            in compiled(by_name["Magician's Call"]))


@pytest.mark.parametrize("target, can", [("direct", "yes"), ("wall", "no")])
def test_when_this_card_inflicts_battle_damage(imported, target, can):
    holds(f"""
name: Raging Striker attacks {target}
turn: you
phase: battle_step
cards:
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: wall, name: Gate Sentinel, owner: opp, zone: {"monster_zone" if target == "wall" else "hand"}, position: defense}}
actions:
  - attack: {{card: striker, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
questions:
  - {{id: q, ask: can_activate, card: striker}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, can", [("direct", "yes"), ("dm", "no")])
def test_when_an_opponents_monster_declares_a_direct_attack(imported, target, can):
    holds(f"""
name: Raging Striker attacks {target}; Gate Sentinel waits in the hand
turn: opp
phase: battle_step
cards:
  - {{id: striker, name: Raging Striker, owner: opp, zone: monster_zone}}
  - {{id: sentinel, name: Gate Sentinel, owner: you, zone: hand}}
  - {{id: dm, name: Dark Magician, owner: you, zone: {"monster_zone" if target == "dm" else "gy"}}}
actions:
  - attack: {{card: striker, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: sentinel}}
expect:
  answers: {{q: "{can}"}}
""")


def test_once_per_duel_counts_over_turns(imported):
    holds("""
name: Lone Sage's once-per-Duel effect, used in turn 1, asked again in turn 3
cards:
  - {id: sage, name: Lone Sage, owner: you, zone: monster_zone}
turns:
  - player: you
    actions:
      - chain: [{card: sage}]
  - player: opp
  - player: you
questions:
  - {id: again, ask: can_activate_again, card: sage}
  - {id: now, ask: can_activate, card: sage}
expect:
  life_points: {you: 7000}
  answers: {again: "no", now: "no"}
  reasons: {again: r_limit_use_duel, now: r_limit_use_duel}
""")


def test_once_per_duel_not_used_yet(imported):
    holds("""
name: Lone Sage's once-per-Duel effect, not used yet
cards:
  - {id: sage, name: Lone Sage, owner: you, zone: monster_zone}
questions:
  - {id: again, ask: can_activate_again, card: sage}
  - {id: now, ask: can_activate, card: sage}
expect:
  answers: {again: "yes", now: "yes"}
""")


@pytest.mark.parametrize("how, can", [("synchro", "yes"), ("tribute", "no")])
def test_sent_to_the_gy_as_synchro_material(imported, how, can):
    summon = ("{card: forger, how: synchro, materials: [spirit, dm]}" if how == "synchro"
              else "{card: forger2, how: tribute, tributes: [spirit]}")
    holds(f"""
name: Tuning Spirit goes to the GY by a {how} Summon
cards:
  - {{id: spirit, name: Tuning Spirit, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: forger, name: Star Forger, owner: you, zone: extra_deck}}
  - {{id: forger2, name: Heavy Knight, owner: you, zone: hand}}
actions:
  - summon: {summon}
questions:
  - {{id: q, ask: can_activate, card: spirit}}
  - {{id: where, ask: where, card: spirit}}
expect:
  answers: {{q: "{can}", where: gy}}
""")


def test_destroyed_by_an_opponents_card_in_its_owners_possession(imported):
    holds("""
name: Vengeful Crest destroyed by battle with the opponent's Dark Magician
turn: opp
phase: battle_step
cards:
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: crest, name: Vengeful Crest, owner: you, zone: monster_zone}
actions:
  - attack: {card: dm, target: crest}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {id: q, ask: can_activate, card: crest}
expect:
  zones: {crest: gy}
  answers: {q: "yes"}
""")


def test_destroyed_by_its_owners_own_card_is_not_enough(imported):
    holds("""
name: Vengeful Crest destroyed by its owner's own Oops!
cards:
  - {id: crest, name: Vengeful Crest, owner: you, zone: monster_zone}
  - {id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}
actions:
  - chain: [{card: oops, targets: [crest]}]
questions:
  - {id: q, ask: can_activate, card: crest}
expect:
  zones: {crest: gy}
  answers: {q: "no"}
""")


@pytest.mark.parametrize("defender, can", [("crest", "yes"), ("wall", "no")])
def test_if_this_card_destroys_an_opponents_monster_by_battle(imported, defender, can):
    holds(f"""
name: Blade Duelist attacks {defender}
turn: you
phase: battle_step
cards:
  - {{id: blade, name: Blade Duelist, owner: you, zone: monster_zone}}
  - {{id: crest, name: Vengeful Crest, owner: opp, zone: monster_zone}}
  - {{id: wall, name: Gate Sentinel, owner: opp, zone: monster_zone, position: defense}}
actions:
  - attack: {{card: blade, target: {defender}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: blade}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("dm, can", [("{id: dm, name: Dark Magician, owner: you, zone: monster_zone}", "yes"),
                                     ("{id: dm, name: Dark Magician, owner: you, zone: monster_zone, face: down, position: defense}", "no"),
                                     ("{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}", "no")])
def test_if_you_control_a_card_named(imported, dm, can):
    holds(f"""
name: Magician's Call with Dark Magician
cards:
  - {{id: call, name: "Magician's Call", owner: you, zone: hand}}
  - {dm}
questions:
  - {{id: q, ask: can_activate, card: call}}
expect:
  answers: {{q: "{can}"}}
""")


def effects_of(card: dict) -> dict[int, tuple[str, bool, list[str]]]:
    cc = compile_card(from_mapping(card, "test"))
    return {e.number: (e.kind, e.activation_missing, e.missing) for e in cc.effects}


def test_bullets_that_are_outcomes_belong_to_the_effect_before_them():
    got = effects_of({"card_type": "Monster", "monster_type_line": "Fairy / Effect", "level": 4, "atk": 0, "def": 0, "name": "Coin Seer",
                      "text": "If this card is Summoned: Toss a coin.\n● Heads: Draw 1 card.\n● Tails: Your opponent draws 1 card."})
    assert list(got) == [1] and got[1][0] == "trigger"  # one effect, not three
    assert got[1][2] == []  # its toss and both results are read (op_coin/4: tests/test_coins.py)


def test_bullets_of_a_state_this_card_needs_are_effects_not_judged():
    got = effects_of({"card_type": "Monster", "monster_type_line": "Fairy / Effect", "level": 4, "atk": 0, "def": 0, "name": "Count Keeper",
                      "text": "Gains these effects based on the number of monsters you control.\n"
                              "● 1+: Cannot be destroyed by battle.\n● 2+: Once per turn: You can draw 1 card."})
    assert got[1][0] == "continuous"
    # "● 2+" after "based on the number of monsters you control" is the state "you control 2 or more
    # monsters" (sixth session, bullets): the effect is judged with that condition
    assert got[2][0] == "ignition" and not got[2][1] and got[2][2] == []


def test_bullets_granted_to_another_card_are_not_this_cards_effects():
    got = effects_of({"card_type": "Monster", "monster_type_line": "Fish / Effect", "level": 4, "atk": 0, "def": 0, "name": "Gift Fish",
                      "text": "An Xyz Monster that was Summoned using this card as material gains this effect.\n"
                              "● Once per turn: You can draw 1 card."})
    assert list(got) == [1] and got[1][0] == "continuous"
    assert "● Once per turn: You can draw 1 card" in got[1][2]


def test_a_traps_permission_to_be_activated_from_the_hand_is_not_its_activation():
    # "If ..., you can activate this card from your hand." (Dominus Impulse): the "When ...:" after it is the Trap's
    # activation, not a Quick Effect of its own; the permission lets it be activated from the hand while the state holds
    cc = compile_card(from_mapping({"card_type": "Trap", "property": "Normal", "name": "Hand Ward",
                                    "text": "If your opponent controls a card, you can activate this card from your hand. "
                                            "When a card or effect is activated that includes an effect that Special Summons a "
                                            "monster(s): Negate that effect."}, "test"))
    assert [e.kind for e in cc.effects] == ["card_activation"]
    assert "condition(hand_ward,1,from_hand_if(count_at_least(opponent,field,card,1)))" in {str(f) for f in cc.effects[0].facts}
    assert cc.card_missing == []


def test_bullets_granted_with_a_usage_limit_on_the_line_are_not_this_cards_effects():
    # "... gains these effects. You can only use this effect of X once per turn." then the granted bullets
    # (Beginning Knight): the bullets are the Ritual Summoned monster's effects, not this card's
    got = effects_of({"card_type": "Monster", "monster_type_line": "Warrior / Effect", "level": 4, "atk": 0, "def": 0,
                      "name": "Dawn Page",
                      "text": "A \"Dawn\" monster Ritual Summoned using this card gains these effects. You can only use this "
                              "effect of \"Dawn Page\" once per turn.\n● Once per turn: You can target 1 monster your opponent "
                              "controls; banish it.\nIf this card is sent to the GY: You can draw 1 card."})
    assert [kind for kind, _, _ in got.values()] == ["continuous", "trigger"]
    assert got[1][2]  # the grant itself is not understood


def test_bullets_listing_this_cards_effects_are_read_as_effects():
    got = effects_of({"card_type": "Monster", "monster_type_line": "Warrior / Effect", "level": 4, "atk": 0, "def": 0, "name": "List Knight",
                      "text": "You can only use each of the following effects of \"List Knight\" once per turn.\n"
                              "● During your Main Phase: You can draw 1 card.\n● If this card is sent to the GY: You can draw 1 card."})
    assert got == {1: ("ignition", False, []), 2: ("trigger", False, [])}


@pytest.mark.parametrize("paid, ok", [("spell", True), ("monster", False), ("hand_spell", False)])
def test_banish_a_spell_from_your_gy_as_a_cost(imported, paid, ok):
    [scenario] = load_text(f"""
name: Grave Scholar banishes {paid} for its cost
cards:
  - {{id: scholar, name: Grave Scholar, owner: you, zone: monster_zone}}
  - {{id: spell, name: Magician's Call, owner: you, zone: gy}}
  - {{id: monster, name: Raging Striker, owner: you, zone: gy}}
  - {{id: hand_spell, name: Magician's Call, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: scholar, cost: {{banish: [{paid}]}}}}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{{paid}: banished}}
""", "scholar.yaml")
    if ok:
        assert differences(scenario, ask(scenario), None) == []
        return
    with pytest.raises(JudgeError) as refused:
        ask(scenario)
    problems = str(refused.value.problems)
    assert ("r_cost_filter" in problems) if paid == "monster" else ("not_in_your_gy" in problems or "not in your gy" in problems.lower()), problems


@pytest.mark.parametrize("paid, ok", [("crest", True), ("dm", False)])
def test_discard_a_named_card_as_a_cost(imported, paid, ok):
    [scenario] = load_text(f"""
name: Crest Caller discards {paid}
cards:
  - {{id: caller, name: Crest Caller, owner: you, zone: monster_zone}}
  - {{id: crest, name: Vengeful Crest, owner: you, zone: hand}}
  - {{id: dm, name: Dark Magician, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: caller, cost: {{discard: [{paid}]}}}}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{{paid}: gy}}
""", "caller.yaml")
    if ok:
        assert differences(scenario, ask(scenario), None) == []
        return
    with pytest.raises(JudgeError) as refused:
        ask(scenario)
    assert "r_cost_filter" in str(refused.value.problems)


def legal_or_refused(text: str, ok: bool, rule: str) -> None:
    """The scenario holds (ok), or is refused with the rule."""
    [scenario] = load_text(text, "activation.yaml")
    if ok:
        assert differences(scenario, ask(scenario), None) == []
        return
    with pytest.raises(JudgeError) as refused:
        ask(scenario)
    assert rule in str(refused.value.problems), refused.value.problems


@pytest.mark.parametrize("target, ok", [("crest", True), ("striker", False), ("crest_gy", False)])
def test_target_one_of_your_banished_named_monsters(imported, target, ok):
    legal_or_refused(f"""
name: Return Warden targets {target}
cards:
  - {{id: warden, name: Return Warden, owner: you, zone: monster_zone}}
  - {{id: crest, name: Vengeful Crest, owner: you, zone: banished}}
  - {{id: striker, name: Raging Striker, owner: you, zone: banished}}
  - {{id: crest_gy, name: Vengeful Crest, owner: you, zone: gy}}
actions:
  - chain: [{{card: warden, targets: [{target}]}}]
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{{target}: hand}}
""", ok, "r_target")


@pytest.mark.parametrize("target, ok", [("tide", True), ("dm", False)])
def test_target_an_xyz_monster_you_control(imported, target, ok):
    legal_or_refused(f"""
name: Tide Lord targets {target}
cards:
  - {{id: tide, name: Tide Lord, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: tide, targets: [{target}]}}]
expect:
  outcomes: {{"1.1": resolved}}
""", ok, "r_target")


@pytest.mark.parametrize("target, ok", [("crest", True), ("heavy", False), ("dm", False)])
def test_target_a_level_attribute_monster_in_your_gy(imported, target, ok):
    legal_or_refused(f"""
name: Grave Diver targets {target} in the GY (printed Level and Attribute)
cards:
  - {{id: diver, name: Grave Diver, owner: you, zone: monster_zone}}
  - {{id: crest, name: Vengeful Crest, owner: you, zone: gy}}
  - {{id: heavy, name: Heavy Knight, owner: you, zone: gy}}
  - {{id: dm, name: Dark Magician, owner: you, zone: gy}}
actions:
  - chain: [{{card: diver, targets: [{target}]}}]
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{{target}: monster_zone}}
""", ok, "r_target")


def test_each_time_immediately_after_it_resolves_is_continuous():
    got = compiled({"card_type": "Spell", "property": "Continuous", "name": "Toll Bell",
                    "text": "Each time your opponent activates a Spell/Trap Card, inflict 300 damage to them immediately after it resolves."})
    assert "effect(toll_bell,2,continuous)" in got
    assert ("applies_continuously(toll_bell,2,each_time(ev(resolved,spell_trap,all_of(card_activation,by(opponent))),damage_opponent(300)))"
            in got)
    assert not any(f.startswith("not_modelled") for f in got)
    # without "immediately after it resolves" the wording does not say whether it is a Trigger Effect (Fire Princess is one)
    got = compiled(monster("Spark Maiden", "Each time you gain LP, inflict 300 damage to your opponent."))
    assert "effect(spark_maiden,1,trigger)" in got and "condition(spark_maiden,1,not_understood)" in got


@pytest.mark.parametrize("target, ok", [("striker", True), ("dm", False)])
def test_equip_only_to_a_warrior_monster(imported, target, ok):
    legal_or_refused(f"""
name: Knight's Blade equipped to {target}
cards:
  - {{id: blade, name: "Knight's Blade", owner: you, zone: hand}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: blade, targets: [{target}]}}]
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{blade: spell_trap_zone}}
""", ok, "r_target")


def test_usage_limit_sentences_name_their_effects():
    got = compiled(monster("Twin Rule", "You can pay 500 LP; draw 1 card. You can only use 1 of the following effects of \"Twin Rule\" per turn, "
                           "and only once that turn.\n● You can pay 1000 LP; draw 1 card.\n● If this card is sent to the GY: You can draw 1 card."))
    assert "usage_limit(twin_rule,1,use_one_effect_per_turn)" not in got
    assert {"usage_limit(twin_rule,2,use_one_effect_per_turn)", "usage_limit(twin_rule,3,use_one_effect_per_turn)"} <= got
    got = compiled(monster("Next Rule", "You can pay 500 LP; draw 1 card. You can only use the following effect of \"Next Rule\" once per turn. "
                           "You can pay 1000 LP; draw 2 cards. If this card is sent to the GY: You can draw 1 card."))
    assert "usage_limit(next_rule,2,use_once_per_turn)" in got
    assert not {"usage_limit(next_rule,1,use_once_per_turn)", "usage_limit(next_rule,3,use_once_per_turn)"} & got


@pytest.mark.parametrize("target, ok", [("striker", True), ("captain", False)])
def test_target_one_other_monster(imported, target, ok):
    legal_or_refused(f"""
name: Rally Captain targets {target}
cards:
  - {{id: captain, name: Rally Captain, owner: you, zone: monster_zone}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: captain, targets: [{target}]}}]
expect:
  outcomes: {{"1.1": resolved}}
""", ok, "r_target")


@pytest.mark.parametrize("attacked, can", [(True, "yes"), (False, "no")])
def test_at_the_end_of_the_battle_phase_if_this_card_battled(imported, attacked, can):
    battle = """  - attack: {card: knight, target: direct}
  - phase: damage_step
  - phase: damage_calculation
  - phase: end_damage_step
""" if attacked else ""
    holds(f"""
name: Tag Knight at the end of the Battle Phase (attacked {attacked})
turn: you
phase: battle_step
cards:
  - {{id: knight, name: Tag Knight, owner: you, zone: monster_zone}}
actions:
{battle}  - phase: battle_end
questions:
  - {{id: q, ask: can_activate, card: knight}}
expect:
  answers: {{q: "{can}"}}
""")


def test_more_heads_in_declared_vocabulary():
    def conds(text, **kw):
        return {f for f in compiled(monster("Head Test", text, **kw)) if f.startswith(("condition(", "activate_from("))}
    assert conds("If your opponent Special Summons a monster(s) (except during the Damage Step): You can draw 1 card.") == {
        "condition(head_test,1,if_event(ev(special_summoned,monster,all_of(by(opponent),outside(damage_step)))))"}
    assert conds("If this card is sent from the hand or field to the GY: You can draw 1 card.") == {
        "condition(head_test,1,if_event(ev(sent_to_gy,self,either(from(hand),from(field)))))", "activate_from(head_test,1,gy)"}
    assert conds("When this card is Normal Summoned or flipped face-up: You can draw 1 card.") == {
        "condition(head_test,1,when_event(ev(any_of(normal_summoned,flipped_face_up),self,any)))"}
    assert conds("If only your opponent controls a monster: You can Special Summon this card from your hand.") == {
        "condition(head_test,1,count_at_least(opponent,monster_zone,monster,1))", "condition(head_test,1,count_at_most(own,monster_zone,monster,0))",
        "activate_from(head_test,1,hand)"}
    assert conds("During each of your Standby Phases: You can draw 1 card.") == {
        "condition(head_test,1,during_phase(standby))", "condition(head_test,1,your_turn)"}


@pytest.mark.parametrize("target, ok", [("striker", True), ("dm", False)])
def test_target_the_attacking_monster(imported, target, ok):
    legal_or_refused(f"""
name: Parry Ward targets {target} when Raging Striker attacks
turn: opp
phase: battle_step
cards:
  - {{id: striker, name: Raging Striker, owner: opp, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: ward, name: Parry Ward, owner: you, zone: spell_trap_zone}}
actions:
  - attack: {{card: striker, target: direct}}
  - chain: [{{card: ward, targets: [{target}]}}]
expect:
  outcomes: {{"2.1": resolved}}
  zones: {{{target}: gy}}
""", ok, "target is attacker")


def test_more_costs_and_targets_in_declared_vocabulary():
    def got(text):
        return {f for f in compiled(monster("Cost Test", text)) if f.startswith(("cost", "target", "condition"))}
    assert got("You can send 1 \"Vengeful\" monster from your hand to the GY; draw 1 card.") == {
        "cost(cost_test,1,send_to_gy(1))", 'cost_where(cost_test,1,send_to_gy,both(card_type(monster),name_has("Vengeful")))'}
    assert got("You can Tribute 1 \"Dark Magician\"; draw 1 card.") == {
        "cost(cost_test,1,tribute(1))", 'cost_where(cost_test,1,tribute,card_named("Dark Magician"))'}
    assert got("You can target 1 Defense Position monster your opponent controls; destroy it.") == {
        "target(cost_test,1,1,monster,monster_zone,opponent)", "target_where(cost_test,1,1,position(defense))"}
    assert got("You can target 1 card in your Pendulum Zone; destroy it.") == {
        "target(cost_test,1,1,card,spell_trap_zone,own)", "target_where(cost_test,1,1,subtype(pendulum))"}
    assert got("If your LP are lower than your opponent's: You can draw 1 card.") == {"condition(cost_test,1,lp_lower_than_opponent)"}
    assert got("You can pay 1000 Life Points; draw 1 card.") == {"cost(cost_test,1,pay_lp(1000))"}


@pytest.mark.parametrize("lp, can", [(7000, "yes"), (8000, "no")])
def test_if_your_lp_are_lower_than_your_opponents(imported, lp, can):
    holds(f"""
name: Underdog Sage with {lp} LP against 8000
life_points: {{you: {lp}}}
cards:
  - {{id: sage, name: Underdog Sage, owner: you, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: sage}}
expect:
  answers: {{q: "{can}"}}
""")


def test_a_sentence_on_a_choice_line_does_not_end_the_choices():
    # "● Target ...; equip this card to it. It gains 1000 ATK." goes on with its
    # bullet: the next bullet is still a choice of the trigger, not an effect.
    card = from_mapping({"card_type": "Monster", "monster_type_line": "Machine / Fusion / Effect", "attribute": "FIRE", "level": 6,
                         "atk": 2000, "def": 2000, "name": "Choice Line Test",
                         "text": "2 monsters\nIf this card is sent from the Monster Zone to the GY by a card effect: "
                                 "You can activate 1 of these effects;\n"
                                 "● Target 1 monster you control; equip this card to it. It gains 1000 ATK.\n"
                                 "● Target 1 card you control; destroy it, and if you do, Special Summon this card."}, "test")
    effects = compile_card(card).effects
    assert [e.kind for e in effects] == ["trigger", "trigger"]
    assert "op(choice_line_test,1,2,change_stat(target(1),atk,gain(1000),while_equipped))" in {str(f) for f in effects[0].facts}


def test_effects_of_a_monster_equipped_as_an_equip_spell_are_not_this_cards():
    # "equip that monster ... as an Equip Spell with these effects. ● ...": the
    # bullets are the equipped monster's effects (Armored Xyz), not this Spell's.
    card = from_mapping({"card_type": "Spell", "property": "Normal", "name": "Borrowed Armor Test",
                         "text": "Target 1 face-up monster you control and 1 Xyz Monster in your GY; equip that monster from your GY "
                                 "to that monster on the field as an Equip Spell with these effects.\n"
                                 "● The equipped monster gains 500 ATK.\n"
                                 "● At the end of the Damage Step, if the equipped monster attacked: You can send this card to the GY; "
                                 "that attacking monster can make a second attack in a row."}, "test")
    effects = compile_card(card).effects
    assert [e.kind for e in effects] == ["card_activation"]


# ---- events (issue 15, part "events3") -----------------------------------------------


def test_each_time_a_spell_is_activated_place_a_counter_is_continuous():
    by_name = {c["name"]: c for c in CARDS}
    got = compiled(by_name["Tome Keeper"])
    assert "effect(tome_keeper,1,continuous)" in got
    assert "applies_continuously(tome_keeper,1,each_time(ev(resolved,spell,card_activation),place_counters(spell,1)))" in got
    capped = compiled(monster("Capped Keeper", "Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell "
                                               "resolves (max. 3)."))
    # the cap is read (each_time.lp r_counters_max; tests/test_cardtext_heads7.py)
    assert "applies_continuously(capped_keeper,1,each_time(ev(resolved,spell,card_activation),place_counters_max(spell,1,3)))" in capped


_FIRST = {"resolves": ["{card: pot}"], "none": ["{card: oops, targets: [dm]}"],
          "negated": ["{card: pot}", "{card: jammer, cost: {discard: [fodder]}}"], "keeper_negated": ["{card: pot}"]}


@pytest.mark.parametrize("first, ok", [("resolves", True), ("none", False), ("negated", False), ("keeper_negated", False)])
def test_each_time_a_spell_resolves_a_counter_is_placed(imported, first, ok):
    """r_each_time_counters: the counter comes when the Spell Card resolves (not
    for a Trap); a negated activation places none; none while the keeper's
    effects are negated (Skill Drain)."""
    links = "\n".join(f"      - {x}" for x in _FIRST[first])
    [scenario] = load_text(f"""
name: Tome Keeper's Spell Counter ({first}), then its cost removes 1
cards:
  - {{id: keeper, name: Tome Keeper, owner: you, zone: monster_zone}}
  - {{id: pot, name: Pot of Greed, owner: you, zone: hand}}
  - {{id: oops, name: Oops!, owner: you, zone: spell_trap_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: jammer, name: Magic Jammer, owner: opp, zone: spell_trap_zone}}
  - {{id: fodder, name: Dark Magician, owner: opp, zone: hand}}
  - {{id: drain, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: {"up" if first == "keeper_negated" else "down"}}}
actions:
  - chain:
{links}
  - chain:
      - {{card: keeper, effect: 2}}
expect:
  outcomes: {{"2.1": resolved}}
""", "keeper.yaml")
    if ok:
        assert differences(scenario, ask(scenario), None) == []
        return
    with pytest.raises(JudgeError) as refused:
        ask(scenario)
    assert "r_counter_cost" in str(refused.value.problems), refused.value.problems


def test_summoned_this_way_by_its_one_effect():
    by_name = {c["name"]: c for c in CARDS}
    assert "condition(tide_caller,2,when_event(ev(special_summoned,self,all_of(by_effect,by_self))))" in compiled(by_name["Tide Caller"])
    # "If ..., you can Special Summon this card from your hand." without ":" is a Summoning procedure, no effect: not read
    older = compiled(monster("Scrap Mender", "If your opponent controls a monster, you can Special Summon this card from your hand. "
                                             "When this card is Special Summoned this way: You can draw 1 card."))
    assert not any("by_self" in f for f in older)
    # two ways it Special Summons itself: which one "this way" means is not guessed
    two = compiled(monster("Twin Caller", "You can pay 500 LP; Special Summon this card from your hand. If this card is in your GY: You can "
                                          "pay 1000 LP; Special Summon this card. If Summoned this way: You can draw 1 card."))
    assert "condition(twin_caller,3,not_understood)" in two


@pytest.mark.parametrize("how, can", [("own", "yes"), ("reborn", "no")])
def test_summoned_this_way_is_by_its_own_effect(imported, how, can):
    """"When Summoned this way": Special Summoned by its own effect (by_self),
    not by another card's (Monster Reborn)."""
    first = "{card: caller, effect: 1}" if how == "own" else "{card: reborn, targets: [caller]}"
    holds(f"""
name: Tide Caller Special Summoned by {how}
cards:
  - {{id: caller, name: Tide Caller, owner: you, zone: {"hand" if how == "own" else "gy"}}}
  - {{id: reborn, name: Monster Reborn, owner: you, zone: hand}}
actions:
  - chain:
      - {first}
questions:
  - {{id: q, ask: can_activate, card: caller, effect: 2, at: {{after: 1}}}}
expect:
  zones: {{caller: monster_zone}}
  answers: {{q: "{can}"}}
""")


def test_each_time_with_a_colon_is_a_trigger():
    """"Each time <event>:" with a colon is an activated effect (PSCT): a Trigger
    Effect on each such event, read as "If"; without a colon it stays not read."""
    got = compiled(monster("Toll Keeper", "Each time your opponent Special Summons a monster(s): Inflict 300 damage to your opponent."))
    assert "effect(toll_keeper,1,trigger)" in got
    assert "condition(toll_keeper,1,if_event(ev(special_summoned,any,by(opponent))))" in got
    assert "mandatory(toll_keeper,1)" in got
    loose = compiled(monster("Loose Keeper", "Each time your opponent Special Summons a monster(s), inflict 300 damage to your opponent."))
    assert "condition(loose_keeper,1,not_understood)" in loose


def test_this_card_in_the_pendulum_zone_is_destroyed():
    """A Pendulum Zone is a Spell & Trap Zone (Master Rule 5): "in the Pendulum Zone" is from(spell_trap_zone)."""
    for text in ("If this card in the Pendulum Zone is destroyed: You can draw 1 card.",
                 "If this card is destroyed in the Pendulum Zone: You can draw 1 card."):
        got = compiled(monster("Scale Keeper", text))
        assert "condition(scale_keeper,1,if_event(ev(destroyed,self,from(spell_trap_zone))))" in got


def test_this_face_up_card_is_selected_as_an_attack_target():
    got = compiled(monster("Watch Ninja", "When this face-up card is selected as an attack target, inflict 500 damage to your opponent."))
    assert ("condition(watch_ninja,1,when_event(ev(declared_attack,any,all_of(attack_on_self,attack_on(own,face_up_monster)))))"
            in got)


def test_if_this_card_attacks_at_the_end_of_the_damage_step():
    """The sub-step said last: "If this card attacks, at the end of the Damage Step" is "... if this card attacked"."""
    got = compiled(monster("Late Striker", "If this card attacks, at the end of the Damage Step: You can draw 1 card."))
    assert {"condition(late_striker,1,during_phase(end_damage_step))", "condition(late_striker,1,attacking(any))"} <= got


def test_after_damage_calculation_this_card_attacks_or_is_attacked_by_a_monster():
    got = compiled(monster("Gorgon Glare", "If this card attacks a monster, after damage calculation: You can draw 1 card."))
    assert {"condition(gorgon_glare,1,during_phase(after_damage_calculation))", "condition(gorgon_glare,1,attacking(any))",
            "condition(gorgon_glare,1,battled_with(any))"} <= got
    got = compiled(monster("Mirror Wall", "If this card is attacked by a monster, after damage calculation: You can draw 1 card."))
    assert {"condition(mirror_wall,1,during_phase(after_damage_calculation))", "condition(mirror_wall,1,attacked(self))",
            "condition(mirror_wall,1,battled_with(any))"} <= got


@pytest.mark.parametrize("spell, can", [("pot", "yes"), ("call", "no")])
def test_each_time_a_named_spell_card_is_activated(imported, spell, can):
    """"Each time a "Pot" Spell Card is activated:": an If-trigger on the activation
    of a Spell Card whose name includes "Pot", activated after that chain."""
    holds(f"""
name: Pot Watcher sees {spell} activated
cards:
  - {{id: watcher, name: Pot Watcher, owner: you, zone: monster_zone}}
  - {{id: pot, name: Pot of Greed, owner: you, zone: hand}}
  - {{id: call, name: Magician's Call, owner: you, zone: hand}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
actions:
  - chain:
      - {{card: {spell}}}
questions:
  - {{id: q, ask: can_activate, card: watcher, at: {{after: 1}}}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("text, cond", [
    ("When any player's monster declares an attack: You can draw 1 card.", "when_event(ev(declared_attack,any,any))"),
    ("When this card is removed from play: You can draw 1 card.", "when_event(ev(banished,self,any))"),
    ("When this card inflicts Battle Damage to your opponent's Life Points: You can draw 1 card.",
     "when_event(ev(took_damage,self,all_of(by_battle,happened_to(opponent))))"),
    ("When this face-up Attack Position card is targeted for an attack: You can draw 1 card.",
     "when_event(ev(declared_attack,any,all_of(attack_on_self,attack_on(own,both(face_up_monster,position(attack))))))"),
    ("If this card is destroyed in the Spell & Trap Zone: You can draw 1 card.", "if_event(ev(destroyed,self,from(spell_trap_zone)))"),
    ("At the start of the Damage Step, if this card attacks a face-up Defense Position monster: You can draw 1 card.",
     "attacking(where(both(face_up_monster,position(defense))))"),
    ("After damage calculation, when this card battles an opponent's monster: You can draw 1 card.", "battled_with(opponent)"),
    ("If you Special Summon \"Dark Magician\" while this card is in your GY: You can draw 1 card.",
     'if_event(ev(special_summoned,where(card_named("Dark Magician")),by(own)))'),
    ("If a monster \"Fur Hire\" is Special Summoned to your field: You can draw 1 card.",
     'if_event(ev(special_summoned,all_of(where(name_has("Fur Hire")),own),any))'),
    ("If a monster(s) you control is destroyed by battle or an opponent's card effect: You can draw 1 card.",
     "if_event(ev(destroyed,all_of(monster,own),all_of(from(monster_zone),either(by_battle,all_of(by(opponent),by_effect)))))"),
    ("When your opponent activates a monster effect on the field or GY (Quick Effect): You can draw 1 card.",
     "responds_to_activation(ev(activated,monster,all_of(by(opponent),all_of(except(card_activation),either(from(monster_zone),from(gy))))))"),
    ("If your EARTH Warrior monster battles, after damage calculation: You can draw 1 card.",
     "own_in_battle(any,both(attribute(earth),monster_type(warrior)))"),
    ("After damage calculation, if your \"Amazoness\" monster battled an opponent's monster: You can draw 1 card.",
     'own_in_battle(opponent,name_has("Amazoness"))'),
    ("When this card destroys your opponent's monster and sends it to the Graveyard as a result of battle: You can draw 1 card.",
     "when_event(ev(destroyed,opponents,all_of(by_battle,all_of(by_self,to(gy)))))"),
    ("If a card(s) is destroyed by your \"Salamangreat\" card's effect: You can draw 1 card.",
     'if_event(ev(destroyed,any,all_of(by(own),all_of(by_effect,source(name_has("Salamangreat"))))))'),
    ("If a monster(s) is Special Summoned by your Trap effect: You can draw 1 card.",
     "if_event(ev(special_summoned,any,all_of(by(own),all_of(by_effect,source(card_type(trap))))))"),
    ("If a face-up monster you control returns to your hand: You can draw 1 card.",
     "if_event(ev(returned_to_hand,all_of(monster,all_of(face_up,own)),from(monster_zone)))"),
    ("If this card is sent from the Deck to the GY by a \"Dragunity\" monster's effect: You can draw 1 card.",
     'if_event(ev(sent_to_gy,self,all_of(from(deck),all_of(by_effect,source(both(card_type(monster),name_has("Dragunity")))))))'),
])
def test_older_and_longer_wordings_of_event_heads(text, cond):
    assert f"condition(old_words,1,{cond})" in compiled(monster("Old Words", text))


@pytest.mark.parametrize("destroyed, can", [("blade", "yes"), ("striker", "no")])
def test_sent_to_the_gy_while_equipped_to_a_monster(imported, destroyed, can):
    """r_while_equipped: destroyed while equipped, yes; sent to the GY because
    its monster left the field, no (it is then not "equipped to a monster")."""
    holds(f"""
name: Parting Blade equipped to Raging Striker; Oops! destroys the {destroyed}
cards:
  - {{id: blade, name: Parting Blade, owner: you, zone: hand}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: spell_trap_zone}}
actions:
  - chain:
      - {{card: blade, targets: [striker]}}
  - chain:
      - {{card: oops, targets: [{destroyed}]}}
questions:
  - {{id: q, ask: can_activate, card: blade, effect: 3, at: {{after: 2}}}}
expect:
  zones: {{blade: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("attacker, target, can", [("striker", "ranger", "yes"), ("striker", "dm", "no"), ("ranger", "direct", "yes")])
def test_an_attack_is_declared_involving_this_card(imported, attacker, target, can):
    """"involving this card": it attacks (a direct attack too) or is attacked (a one_of group)."""
    ranger_owner, turn = ("you", "you") if attacker == "ranger" else ("you", "opp")
    holds(f"""
name: {attacker} attacks {target}; Duel Ranger waits
turn: {turn}
phase: battle_step
cards:
  - {{id: ranger, name: Duel Ranger, owner: {ranger_owner}, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: striker, name: Raging Striker, owner: opp, zone: {"monster_zone" if attacker == "striker" else "hand"}}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: ranger}}
expect:
  answers: {{q: "{can}"}}
""")


def test_an_attack_is_declared_involving_your_named_or_the_opponents_monster():
    got = compiled(monster("Whip Master", "When an attack is declared involving your \"Amazoness\" monster: You can draw 1 card."))
    assert {'condition_option(whip_master,when_event(ev(declared_attack,all_of(own,where(name_has("Amazoness"))),any)))',
            'condition_option(whip_master,when_event(ev(declared_attack,any,attack_on(own,name_has("Amazoness")))))'} <= got
    got = compiled(monster("Ice Wall", "When an attack is declared involving your opponent's monster: You can draw 1 card."))
    assert {"condition_option(ice_wall,when_event(ev(declared_attack,opponents,any)))",
            "condition_option(ice_wall,when_event(ev(declared_attack,any,attack_on(opponent))))"} <= got


@pytest.mark.parametrize("attacker, can", [("striker", "yes"), ("dm", "no")])
def test_your_named_monster_destroys_an_opponents_monster_by_battle(imported, attacker, can):
    """The destroyer (battle_events.lp destroyer/3) passes the filter: a "Raging" monster you control (source)."""
    holds(f"""
name: {attacker} destroys Crest by battle; Raging Trainer waits
turn: you
phase: battle_step
cards:
  - {{id: trainer, name: Raging Trainer, owner: you, zone: monster_zone}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: crest, name: Vengeful Crest, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: crest}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: trainer}}
expect:
  zones: {{crest: gy}}
  answers: {{q: "{can}"}}
""")


def test_normal_flip_or_pendulum_summoned():
    got = compiled(monster("Three Ways", "If this card is Normal, Flip, or Pendulum Summoned: You can draw 1 card."))
    assert {"condition_option(three_ways,if_event(ev(normal_summoned,self,any)))", "condition_option(three_ways,if_event(ev(flip_summoned,self,any)))",
            "condition_option(three_ways,if_event(ev(pendulum_summoned,self,any)))", "condition(three_ways,1,one_of(three_ways))"} <= got


@pytest.mark.parametrize("turn, can", [("you", "yes"), ("opp", "no")])
def test_this_attacking_card_destroys_an_opponents_monster(imported, turn, can):
    """"this attacking card": only when it is the attacker (attacking), not when it destroys the monster that attacked it."""
    attacker, target = ("lancer", "crest") if turn == "you" else ("crest", "lancer")
    holds(f"""
name: {attacker} attacks {target}
turn: {turn}
phase: battle_step
cards:
  - {{id: lancer, name: Charging Lancer, owner: you, zone: monster_zone}}
  - {{id: crest, name: Vengeful Crest, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: lancer}}
expect:
  zones: {{crest: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("target, ok", [("guard", True), ("dm", False)])
def test_an_activation_that_targets_this_card_or_an_attack_on_it(imported, target, ok):
    """One of: the activation responded to targets this card, or an attack declared on it."""
    [scenario] = load_text(f"""
name: Book of Moon targets {target}; Noble Guard responds
turn: opp
cards:
  - {{id: guard, name: Noble Guard, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: hand}}
actions:
  - chain:
      - {{card: moon, targets: [{target}]}}
      - {{card: guard}}
expect:
  outcomes: {{"1.2": resolved}}
""", "guard.yaml")
    if ok:
        assert differences(scenario, ask(scenario), None) == []
        return
    with pytest.raises(JudgeError) as refused:
        ask(scenario)
    assert "r_condition" in str(refused.value.problems), refused.value.problems


# ---- choices: "activate 1 of these effects" (issue 15, part "modal4") ----------------------------------------

CHOICE_CARDS = [
    monster("Twin Path Adept", "Once per turn, you can activate 1 of these effects.\n● Pay 500 LP; draw 1 card.\n"
            "● Pay 1000 LP; draw 1 card.", line="Spellcaster / Effect"),
    monster("Fork Herald", "If this card is Normal Summoned: You can activate 1 of these effects. "
            "You can only use this effect of \"Fork Herald\" once per turn.\n● Draw 1 card.\n"
            "● Target 1 monster on the field; destroy it.", line="Spellcaster / Effect"),
    monster("Dual Gate Keeper", "You can activate 1 of these effects.\n● If your opponent controls more monsters than you do: "
            "Draw 1 card.\n● You can discard 1 card; draw 1 card."),
]


@pytest.fixture
def imported_choices(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CHOICE_CARDS)


def test_once_per_turn_you_can_activate_1_of_these_effects():
    """The older "Once per turn, you can activate 1 of these effects." reads as
    "Once per turn: You can activate 1 of these effects": each bullet a choice."""
    got = compiled(CHOICE_CARDS[0])
    for e in (1, 2):
        assert f"effect(twin_path_adept,{e},ignition)" in got
        assert f"usage_limit(twin_path_adept,{e},once_per_turn)" in got
    assert "choice_of(twin_path_adept,1,2)" in got
    assert not any(f.startswith("not_modelled") for f in got), got


def test_a_limit_on_the_line_of_the_choice_is_the_whole_effects():
    """"... You can activate 1 of these effects. You can only use this effect of
    X once per turn. ● A ● B": the bullets are still the choices."""
    got = compiled(CHOICE_CARDS[1])
    assert "choice_of(fork_herald,1,2)" in got
    for e in (1, 2):
        assert f"effect(fork_herald,{e},trigger)" in got
        assert f"usage_limit(fork_herald,{e},use_once_per_turn)" in got
    assert "target(fork_herald,1,1,monster,field,any)" not in got  # the 2nd bullet is the 2nd choice
    assert any(f.startswith("target(fork_herald,2,1,") for f in got), got


def test_a_choice_with_its_own_condition_after_you_can():
    """"You can activate 1 of these effects. ● If X: A. ● You can B": "If X: You
    can A" and "You can B" ("You can" said once)."""
    got = compiled(CHOICE_CARDS[2])
    assert {"condition(dual_gate_keeper,1,count_more(opponent,monster_zone,monster))", "op(dual_gate_keeper,1,1,draw(1))",
            "cost(dual_gate_keeper,2,discard(1))", "choice_of(dual_gate_keeper,1,2)"} <= got
    assert not any(f.startswith(("mandatory", "not_modelled")) for f in got), got


def test_older_when_this_card_you_can_activate_1_of_these_effects():
    """"When this card X, you can activate 1 of these effects: ● A ● B" (no ":"
    after the event): a Trigger Effect, each bullet a choice."""
    got = compiled(monster("Sting Raider", "When this card inflicts battle damage to your opponent, you can activate 1 of these effects: "
                                           "● Draw 1 card. ● Target 1 monster your opponent controls; destroy that target."))
    cond = "when_event(ev(took_damage,self,all_of(by_battle,happened_to(opponent))))"
    assert {f"condition(sting_raider,1,{cond})", f"condition(sting_raider,2,{cond})", "choice_of(sting_raider,1,2)",
            "effect(sting_raider,1,trigger)", "op(sting_raider,1,1,draw(1))"} <= got
    assert not any(f.startswith(("mandatory", "not_modelled")) for f in got), got


def test_a_sentence_on_the_line_of_a_choice_goes_on_with_it():
    """"● A. More of A. ● B.": the second sentence is part of choice A, not an
    effect of its own that would end the choices."""
    got = compiled(monster("Line Keeper", "If this card is Normal Summoned: You can activate 1 of these effects;\n"
                                          "● Draw 1 card. This card gains 500 ATK.\n● Target 1 monster on the field; destroy it."))
    assert {"choice_of(line_keeper,1,2)", "effect(line_keeper,2,trigger)"} <= got
    assert not any(f.startswith("effect(line_keeper,3,") for f in got), got


def test_a_choice_with_its_own_condition_under_a_shared_limit():
    """"Once per turn: You can activate 1 of these effects; ● A. ● If X: B":
    "Once per turn, if X: You can B", the limit shared by the choices."""
    got = compiled(monster("Moon Ward", "Once per turn: You can activate 1 of these effects;\n● Draw 1 card.\n"
                                        "● If your opponent controls more monsters than you do: Draw 2 cards."))
    assert {"usage_limit(moon_ward,2,once_per_turn)", "condition(moon_ward,2,count_more(opponent,monster_zone,monster))",
            "effect(moon_ward,2,ignition)", "op(moon_ward,2,1,draw(2))", "choice_of(moon_ward,1,2)"} <= got
    assert not any(f.startswith(("mandatory", "not_modelled")) for f in got), got


@pytest.mark.parametrize("effect, can", [(1, "no"), (2, "yes")])
def test_only_the_choice_whose_condition_holds(imported_choices, effect, can):
    holds(f"""
name: Dual Gate Keeper's choice {effect} with no opponent's monster
cards:
  - {{id: keeper, name: Dual Gate Keeper, owner: you, zone: monster_zone}}
  - {{id: fodder, name: Dark Hole, owner: you, zone: hand}}
questions:
  - {{id: q, ask: can_activate, card: keeper, effect: {effect}}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("before, can", [(1, "no"), (None, "yes")])
def test_one_choice_once_per_turn_then_no_other(imported_choices, before, can):
    """Once per turn for the whole effect: after one choice, no choice again this turn."""
    actions = f"actions:\n  - chain:\n      - {{card: adept, effect: {before}}}\n" if before else ""
    reasons = "  reasons: {again: r_limit_in_conditions}\n" if before else ""
    holds(f"""
name: Twin Path Adept's second choice (first choice activated before - {before})
cards:
  - {{id: adept, name: Twin Path Adept, owner: you, zone: monster_zone}}
{actions}questions:
  - {{id: again, ask: can_activate, card: adept, effect: 2}}
expect:
  answers: {{again: "{can}"}}
{reasons}""")


CHOICE_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards-en.jsonl"


@pytest.mark.skipif(not CHOICE_DATA.is_file(), reason="the shared card data (../shared/data) is absent")
@pytest.mark.parametrize("name, key, kind", [("D/D Savant Kepler", "d_d_savant_kepler", "trigger"),
                                             ("Number 91: Thunder Spark Dragon", "number_91_thunder_spark_dragon", "ignition")])
def test_real_choices(name, key, kind):
    with CHOICE_DATA.open() as f:
        card = next(d for d in map(json.loads, f) if d.get("name") == name)
    got = compiled(card)
    assert f"choice_of({key},1,2)" in got and f"effect({key},2,{kind})" in got


# ---- "the turn you activate this card/effect" (pyfacade/cardtext/oaths.py) ----

@pytest.mark.parametrize("sentence, term", [
    ("You cannot Special Summon monsters the turn you activate this effect, except \"Noble Knight\" monsters.",
     'cannot(summon_except(special,name_has("Noble Knight")),you)'),
    ("You cannot Special Summon from the Extra Deck, except Fusion Monsters, the turn you activate this effect.",
     "cannot(summon_except(special_from_extra_deck,subtype(fusion)),you)"),
    ("You cannot Special Summon during the turn you activate this effect, except Insect, Plant, or Reptile monsters.",
     "cannot(summon_except(special,either(monster_type(insect),either(monster_type(plant),monster_type(reptile)))),you)"),
    ("You cannot Normal Summon/Set the turn you activate this effect.", "cannot(summon(normal_or_set),you)"),
    ("You cannot Special Summon the turn you activate this effect, except in face-down Defense Position.",
     "cannot(summon(special_face_up),you)"),
    ("This card cannot attack directly during the turn you activate this effect.", "cannot(attack_directly,self)"),
    ("Your monsters cannot attack the turn you activate this effect.", "cannot(declare_attack,you)"),
    ("Monsters you control cannot attack directly during the turn you activate this effect.", "cannot(attack_directly,you)"),
])
def test_a_restriction_for_the_turn_you_activate_this_effect(sentence, term):
    got = compiled(monster("Oath Keeper", f"You can discard 1 card; draw 1 card. {sentence}"))
    assert f"activation_turn_restriction(oath_keeper,1,{term})" in got
    assert not any(f.startswith(("not_modelled", "condition(")) for f in got), got


@pytest.mark.parametrize("sentence", [
    "You cannot Special Summon other monsters the turn you activate this effect.",  # "other": not read
    "You cannot Special Summon the turn you activate this effect, except LIGHT or Dragon monsters.",  # two sorts
])
def test_a_restriction_not_read_leaves_the_activation_not_understood(sentence):
    got = compiled(monster("Oath Breaker", f"You can discard 1 card; draw 1 card. {sentence}"))
    assert "condition(oath_breaker,1,not_understood)" in got
    assert not any(f.startswith("activation_turn_restriction") for f in got), got


def test_its_target_cannot_attack_directly_the_turn_you_activate_this_card():
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Lone Charge", "text":
                    "Target 1 face-up monster you control; it gains 500 ATK. It cannot attack directly during the turn you activate this card."})
    assert "activation_turn_restriction(lone_charge,1,cannot(attack_directly,target(1)))" in got
    assert not any(f.endswith(",not_understood)") for f in got), got


def test_a_usage_limit_joined_to_a_restriction_for_either_effect():
    """"You can only use each effect of X once per turn, also you cannot Special
    Summon ... the turn you activate either of this card's effects, except ...":
    each limited effect has the limit and the restriction."""
    got = compiled(monster("Twin Oath", "You can discard 1 card; draw 1 card. If this card is sent to the GY: You can draw 1 card. "
                                        "You can only use each effect of \"Twin Oath\" once per turn, also you cannot Special Summon "
                                        "from the Extra Deck the turn you activate either of this card's effects, except WATER monsters."))
    for e in (1, 2):
        assert f"usage_limit(twin_oath,{e},use_once_per_turn)" in got
        assert f"activation_turn_restriction(twin_oath,{e},cannot(summon_except(special_from_extra_deck,attribute(water)),you))" in got
    assert not any(f.startswith("not_modelled") for f in got), got


def test_a_restriction_for_either_effect_in_a_sentence_of_its_own():
    got = compiled(monster("Twin Vow", "You can discard 1 card; draw 1 card. If this card is sent to the GY: You can draw 1 card. "
                                       "You cannot Special Summon monsters the turn you activate either of this card's effects, "
                                       "except DARK monsters."))
    for e in (1, 2):
        assert f"activation_turn_restriction(twin_vow,{e},cannot(summon_except(special,attribute(dark)),you))" in got
    assert not any(f.startswith("not_modelled") for f in got), got


def test_a_restriction_inside_one_choice_is_not_the_whole_effects():
    """A "the turn you activate this effect" sentence on one bullet of choices
    is that choice's only ("activate 1 of the following effects" is split
    since bullets14; before, not split, the sentence stayed not understood)."""
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Split Vow", "text":
                    "You can activate 1 of the following effects.\n● Target 1 face-up monster you control; Special Summon 1 monster "
                    "with the same Level from your hand. You cannot Special Summon monsters from the Extra Deck the turn you "
                    "activate this effect, except Xyz Monsters.\n● Draw 1 card."})
    assert [f for f in got if f.startswith("activation_turn_restriction")] == [
        "activation_turn_restriction(split_vow,1,cannot(summon_except(special_from_extra_deck,subtype(xyz)),you))"], got


@pytest.mark.skipif(not CHOICE_DATA.is_file(), reason="the shared card data (../shared/data) is absent")
@pytest.mark.parametrize("name, key, effects, term", [
    ("Merlin", "merlin", [1], 'cannot(summon_except(special,name_has("Noble Knight")),you)'),
    ("Harmonic Synchro Fusion", "harmonic_synchro_fusion", [1],
     "cannot(summon_except(special_from_extra_deck,either(subtype(fusion),subtype(synchro))),you)"),
    ("Marincess Coral Triangle", "marincess_coral_triangle", [1, 2], "cannot(summon_except(special,attribute(water)),you)"),
    ("Princess Dracaena, the Thirsting Tree", "princess_dracaena_the_thirsting_tree", [1, 2],
     "cannot(summon_except(special,either(monster_type(dragon),monster_type(plant))),you)"),
    ("Hidden Armory", "hidden_armory", [1], "cannot(summon(normal_or_set),you)"),
    ('Deftero Enneacraft - "alazoneIA"', "deftero_enneacraft_alazoneia", [3], "cannot(summon(special_face_up),you)"),
    # on a line of its own after choices that are not split: the whole effect's
    ("Hi-Speedroid Cork Shooter", "hi_speedroid_cork_shooter", [1], "cannot(summon_except(special,attribute(wind)),you)"),
])
def test_real_restrictions_for_the_turn_you_activate(name, key, effects, term):
    with CHOICE_DATA.open() as f:
        card = next(d for d in map(json.loads, f) if d.get("name") == name)
    got = compiled(card)
    for e in effects:
        assert f"activation_turn_restriction({key},{e},{term})" in got


OATH_CARDS = [monster("Vow Keeper", "You can discard 1 card; draw 1 card. You cannot Special Summon monsters the turn you "
                                    "activate this effect, except \"Magician\" monsters.", line="Spellcaster / Effect")]


@pytest.mark.parametrize("summon, can", [("sorcerer", "no"), (None, "yes")])
def test_an_imported_restriction_looks_back_at_the_turn(tmp_path, monkeypatch, summon, can):
    """r_restriction_activation_turn: after a Special Summon of a monster that is
    not a "Magician" monster this turn, the effect cannot be activated."""
    import_cards(tmp_path, monkeypatch, OATH_CARDS)
    actions = f"actions:\n  - summon: {{card: {summon}, how: special}}\n" if summon else ""
    reasons = "  reasons: {q: r_restriction_activation_turn}\n" if summon else ""
    try:
        holds(f"""
name: Vow Keeper after a Special Summon ({summon})
cards:
  - {{id: keeper, name: Vow Keeper, owner: you, zone: monster_zone}}
  - {{id: sorcerer, name: Chaos Sorcerer, owner: you, zone: hand}}
  - {{id: fodder, name: Dark Hole, owner: you, zone: hand}}
{actions}questions:
  - {{id: q, ask: can_activate, card: keeper}}
expect:
  answers: {{q: "{can}"}}
{reasons}""")
    finally:
        library.cache_clear()


@pytest.mark.parametrize("card, facts", [
    ({"card_type": "Spell", "property": "Normal", "name": "Last Light",
      "text": "Draw 2 cards. You can only activate 1 \"Last Light\" per Duel."}, ["usage_limit(last_light,1,activate_once_per_duel)"]),
    (monster("Old Saver", "You can banish this card from your GY; draw 1 card. You can only use the effect of \"Old Saver\" once per Duel."),
     ["usage_limit(old_saver,1,use_once_per_duel)"]),
    (monster("Early Rule", "You can only use the effect of \"Early Rule\" once per turn. You can discard 1 card; draw 1 card."),
     ["usage_limit(early_rule,1,use_once_per_turn)"]),
    (monster("Old Twin", "You can discard 1 card; draw 1 card. If this card is sent to the GY: You can draw 1 card. "
                         "You can only activate each effect of \"Old Twin\" once per turn."),
     ["usage_limit(old_twin,1,use_once_per_turn)", "usage_limit(old_twin,2,use_once_per_turn)"]),
])
def test_more_usage_limit_wordings(card, facts):
    got = compiled(card)
    assert set(facts) <= got
    assert not any(f.startswith("not_modelled") or f.endswith(",not_understood)") for f in got), got


@pytest.mark.skipif(not CHOICE_DATA.is_file(), reason="the shared card data (../shared/data) is absent")
@pytest.mark.parametrize("name, key, how", [("Marincess Sea Angel", "marincess_sea_angel", "link"),
                                            ("Akashic Magician", "akashic_magician", "link"),
                                            ("Accel Synchron", "accel_synchron", "synchro")])
def test_you_can_only_link_summon_x_once_per_turn_is_a_summon_limit(name, key, how):
    """Not a usage limit of an effect: a condition on the card's Summons by that method."""
    with CHOICE_DATA.open() as f:
        card = next(d for d in map(json.loads, f) if d.get("name") == name)
    got = compiled(card)
    assert f"summon_limit({key},{how},once_per_turn)" in got
    assert not any("once per turn" in f and f.startswith("not_modelled") for f in got), got


def test_a_method_limit_naming_another_card_is_not_read():
    got = compiled(monster("Odd Linker", "You can discard 1 card; draw 1 card. You can only Link Summon \"Other Linker\" once per turn."))
    assert not any(f.startswith("summon_limit") for f in got)
    assert "condition(odd_linker,1,not_understood)" in got


def test_a_condition_before_activate_this_card_by_targeting_is_the_card_activations():
    """An Equip Spell's "If ...: Activate this card by targeting ...; ..." is
    the card's activation with its condition, not an Ignition Effect of its own."""
    got = compiled({"card_type": "Spell", "property": "Equip", "name": "Ember Call",
                    "text": "If you control no monsters: Activate this card by targeting 1 FIRE monster in your GY; "
                            "Special Summon it and equip it with this card. The equipped monster gains 500 ATK."})
    assert "effect(ember_call,1,card_activation)" in got
    assert "condition(ember_call,1,count_at_most(own,monster_zone,monster,0))" in got
    assert "target(ember_call,1,1,monster,gy,own)" in got
    assert not any(f.startswith("effect(ember_call,") and f.endswith(",ignition)") for f in got), got


def test_a_condition_to_activate_and_to_resolve_that_is_not_read_belongs_to_the_effect_before_it():
    """"You must control an X with a different Attribute to activate and to resolve this effect"
    decides the effect before it: that effect is not judged, and the sentence
    is no effect of its own."""
    got = compiled(monster("Lone Wing", "If this card is Summoned: You can draw 1 card. "
                                        "You must control a \"Wing\" monster with a different Attribute to activate and to resolve this effect."))
    assert "condition(lone_wing,1,not_understood)" in got
    assert not any(f.startswith("effect(lone_wing,2") for f in got), got


def test_activate_this_card_by_paying_is_its_cost():
    """The older "Activate this card by paying 1000 LP": the LP paid are the
    cost of the card's activation (Yugipedia Card Rulings: Skill Drain,
    Premature Burial), with or without a ";" after it."""
    by_name = {c["name"]: c for c in CARDS}
    assert "cost(toll_gate,1,pay_lp(1000))" in compiled(by_name["Toll Gate"])
    got = compiled(by_name["Paid Return"])
    assert {"cost(paid_return,1,pay_lp(800))", "target(paid_return,1,1,monster,gy,own)",
            "op(paid_return,1,1,special_summon(target(1),attack))"} <= got
    assert not any(f.startswith("not_modelled") for f in got)


@pytest.mark.parametrize("lp, ok", [(8000, True), (500, False)])
def test_activate_this_card_by_paying_lp_needs_the_lp(imported, lp, ok):
    legal_or_refused(f"""
name: Toll Gate with {lp} LP
life_points: {{you: {lp}}}
cards:
  - {{id: gate, name: Toll Gate, owner: you, zone: spell_trap_zone, face: down}}
actions:
  - chain: [{{card: gate}}]
expect:
  outcomes: {{"1.1": resolved}}
  life_points: {{you: {lp - 1000}}}
""", ok, "r_lp_cost")


def test_a_trap_activated_from_the_hand_while_its_condition_holds():
    by_name = {c["name"]: c for c in CARDS}
    assert {"activate_from(empty_hand_ward,1,hand)", "activate_from(empty_hand_ward,1,spell_trap_zone)",
            "condition(empty_hand_ward,1,from_hand_if(controls_no_cards))"} <= compiled(by_name["Empty Hand Ward"])


@pytest.mark.parametrize("mine, ok", [("hand", True), ("monster_zone", False)])
def test_a_trap_from_the_hand_only_if_you_control_no_cards(imported, mine, ok):
    """from_hand_if (asp/events/past_events.lp; Konami's 2018 article on
    Infinite Impermanence and Evenly Matched): from the hand only while its
    player controls no cards."""
    legal_or_refused(f"""
name: Empty Hand Ward from the hand, your Raging Striker in the {mine}
turn: opp
cards:
  - {{id: ward, name: Empty Hand Ward, owner: you, zone: hand}}
  - {{id: striker, name: Raging Striker, owner: you, zone: {mine}}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: ward, targets: [dm]}}]
expect:
  outcomes: {{"1.1": resolved}}
""", ok, "r_condition")


@pytest.mark.parametrize("theirs, ok", [("monster_zone", True), ("hand", False)])
def test_a_trap_from_the_hand_only_if_your_opponent_controls_a_card(imported, theirs, ok):
    legal_or_refused(f"""
name: Answer Ward from the hand, their Dark Magician in the {theirs}
turn: opp
cards:
  - {{id: ward, name: Answer Ward, owner: you, zone: hand}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: {theirs}}}
actions:
  - chain: [{{card: ward}}]
expect:
  outcomes: {{"1.1": resolved}}
""", ok, "r_condition")
