"""Continuous effects in card text (pyfacade/cardtext/continuous.py, issue
15): what each wording compiles to, on real card texts from the shared card
data (skipped when it is absent) and a few written here; then scenarios with
cards compiled from such texts, judged by the rules that give each term its
meaning (asp/effects/battle_permissions.lp, restrictions.lp, battle/)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from pyfacade.cardtext.compiler import compile_card, symbol_facts
from pyfacade.cardtext.reader import CardRecord, read_cards

from imported import compiled, expectations_hold, import_cards
from imported import monster as record

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards-en.jsonl"
needs_data = pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")


@lru_cache(maxsize=1)
def real_cards() -> dict[str, CardRecord]:
    return {c.name: c for c in read_cards(DATA)}


def facts(card: CardRecord) -> set[str]:
    return {str(f) for f in symbol_facts(compile_card(card))}


def monster(name, text, pendulum=""):
    line = ["Fiend", "Pendulum", "Effect"] if pendulum else ["Fiend", "Effect"]
    return CardRecord(name=name, card_type="monster", type_line=line, level=4, atk=1000, defense=1000, text=text,
                      pendulum_text=pendulum or None, scale=4 if pendulum else None)


# ---- real card texts ------------------------------------------------------------------

@needs_data
@pytest.mark.parametrize("name, effect, terms", [
    ("Wattgiraffe", 1, ["attack_directly"]),
    ("Superheavy Samurai Steam Train King", 1, ["attack_in_defense"]),
    ("Superheavy Samurai Steam Train King", 2, ["attack_with_def"]),
    ("Festiballoon", 1, ["neither_destroyed_by_battle"]),
    ("Gabrion, the Timelord", 2, ["cannot(destroyed(battle),self)", "cannot(destroyed(effect),self)"]),
    ("Gabrion, the Timelord", 3, ["no_battle_damage(you)"]),
    ("Hazy Flame Sphynx", 1, ["cannot(target_by_opponent,self)"]),
    ("Hayabusa Knight", 1, ["extra_attacks(1)"]),
    ("Heavy Cavalry of the Indestructible Insects", 1, ["cannot(destroyed(opponent_effect),self)"]),
    ("Blue-Eyes Chaos Dragon", 1, ["cannot(target_by_opponent,self)", "cannot(destroyed(opponent_effect),self)"]),
    ("ZW - Dragonic Halberd", 1, ["cannot(attack_directly,self)"]),
])
def test_real_continuous_effects_compile(name, effect, terms):
    cc = compile_card(real_cards()[name])
    e = cc.effects[effect - 1]
    assert e.kind == "continuous" and e.status == "complete", (e.text, e.missing)
    got = {str(f.arguments[2]) for f in e.facts if f.name == "applies_continuously"}
    assert got == set(terms)


@needs_data
def test_earthbound_immortal_cannot_be_attacked_but_the_rest_is_stated():
    cc = compile_card(real_cards()["Earthbound Immortal Uru"])
    got = {str(f) for f in symbol_facts(cc)}
    key = cc.key
    assert any(f == f"applies_continuously({key},{e.number},cannot(be_attacked,self))" for e in cc.effects for f in got)
    # "There can only be 1 "X" monster ..." is a condition of the card (field_limit); "If there is no
    # face-up Field Spell ..., destroy this card" is not modelled
    assert f'field_limit({key},name_has("Earthbound Immortal"))' in got
    assert any(f.startswith(f"not_modelled({key},") and "no face-up Field Spell" in f for f in got)


@needs_data
def test_call_of_the_haunted_destroys_the_monster_it_summoned_when_it_leaves():
    got = facts(real_cards()["Call of the Haunted"])
    assert "leave_field_clause(call_of_the_haunted,2,destroy(target(1)))" in got
    assert "applies_continuously(call_of_the_haunted,3,destroy_self_when_linked(destroyed))" in got


def test_a_leave_field_clause_needs_the_monster_its_activation_summoned():
    # an Equip Spell that equips a monster on the field summons none: "that monster" is not the one the rule destroys
    eq = CardRecord(name="Cursed Band", card_type="spell", property="Equip",
                    text="Target 1 face-up monster on the field; equip this card to it. When this card leaves the field, destroy that monster.")
    got = facts(eq)
    assert not any(f.startswith("leave_field_clause(") for f in got)
    assert any("When this card leaves the field, destroy that monster" in f for f in got if f.startswith("not_modelled("))


# ---- wordings, written here -------------------------------------------------------------

@pytest.mark.parametrize("text, term", [
    ("This card can attack your opponent directly.", "attack_directly"),
    ("Can attack directly.", "attack_directly"),
    ("This card can attack twice during each Battle Phase.", "extra_attacks(1)"),
    ("Can make a second attack during each Battle Phase.", "extra_attacks(1)"),
    ("You take no damage from battles involving this card.", "no_battle_damage(you)"),
    ("Your opponent takes no battle damage from attacks involving this card.", "no_battle_damage(opponent)"),
    ("Neither player takes any battle damage from attacks involving this card.", "no_battle_damage(each)"),
    ("This card cannot be targeted for attacks.", "cannot(be_attacked,self)"),
    ("Cannot be targeted by an opponent's card effects.", "cannot(target_by_opponent,self)"),
    ("While this card is in your Monster Zone, your opponent cannot target it with card effects.", "cannot(target_by_opponent,self)"),
    ("Neither player can target this card with card effects.", "cannot(target,self)"),
    ("If this card attacks, your opponent cannot activate any Spell/Trap Cards until the end of the Damage Step.",
     "while_attacking(cannot(activate(spell_trap_cards),opponent))"),
    ("Cannot attack the turn it is Special Summoned.", "no_attack_summon_turn(special)"),
    ("Other monsters you control cannot attack.", "cannot(declare_attack,others_own)"),
    ("Your opponent's monsters cannot target monsters for attacks, except this one.", "cannot(be_attacked,others_own)"),
    ('All "Toy" monsters you control gain 300 ATK.', 'stat_change(all(both(name_has("Toy"),controlled_by(own))),atk,gain(300))'),
])
def test_wordings(text, term):
    got = facts(monster("Test Monster", text))
    assert f"applies_continuously(test_monster,1,{term})" in got
    assert not any(f.startswith("not_modelled(test_monster,1,") for f in got)


def test_apply_its_atk_is_the_default_and_needs_the_defense_attack_before_it():
    got = facts(monster("Guard", "This card can attack while in face-up Defense Position. If it does, apply its ATK for damage calculation."))
    assert "applies_continuously(guard,1,attack_in_defense)" in got
    assert not any(f.startswith("not_modelled(guard,") for f in got)
    # alone, "it" could be anything: not understood
    got = facts(monster("Lone", "If it does, apply its DEF for damage calculation."))
    assert any(f.startswith("not_modelled(lone,1,") for f in got)


def test_a_cannot_clause_that_speaks_of_other_cards_is_not_read_as_this_card():
    got = facts(monster("Guard", "Your opponent cannot target this card with card effects, also monsters you control cannot be destroyed by battle."))
    assert "applies_continuously(guard,1,cannot(target_by_opponent,self))" in got
    # the monsters you control, not this card alone (a group restriction)
    assert "applies_continuously(guard,1,cannot(destroyed(battle),where(controlled_by(own))))" in got
    assert "applies_continuously(guard,1,cannot(destroyed(battle),self))" not in got


def test_a_pendulum_effect_is_not_compiled_as_a_monster_zone_continuous_effect():
    # continuous.lp switches a monster's continuous effects on in the Monster Zone only
    got = facts(monster("Scale Guard", "This card can attack directly.", pendulum="Cannot be destroyed by card effects."))
    assert "applies_continuously(scale_guard,1,attack_directly)" in got
    assert not any(f.startswith("applies_continuously(scale_guard,2,") for f in got)
    assert any(f.startswith("not_modelled(scale_guard,2,") for f in got)


@needs_data
@pytest.mark.parametrize("name, effect, conditions, terms", [
    ("F.A. Winners", 2, ['count_at_least(own,monster_zone,all_of(monster,where(name_has("F.A."))),1)'], ["cannot(destroyed(opponent_effect),self)"]),
    ("Superheavy Samurai Scarecrow", 2, ["count_at_most(own,gy,spell_trap,0)"], ["no_battle_damage(you)"]),
    ("Morphtronic Radion", 2, ["self_in_position(defense)"], ['stat_change(all(both(name_has("Morphtronic"),controlled_by(own))),def,gain(1000))']),
    ("Infernity Archer", 1, ["count_at_most(own,hand,card,0)"], ["attack_directly"]),
    ("Aromaseraphy Rosemary", 1, ["lp_higher_than_opponent"],
     ["stat_change(all(both(monster_type(plant),controlled_by(own))),atk,gain(500))",
      "stat_change(all(both(monster_type(plant),controlled_by(own))),def,gain(500))"]),
])
def test_real_continuous_effects_while_a_state_holds(name, effect, conditions, terms):
    e = compile_card(real_cards()[name]).effects[effect - 1]
    assert e.kind == "continuous" and e.status == "complete", (e.text, e.missing)
    assert {str(f.arguments[2]) for f in e.facts if f.name == "applies_while"} == set(conditions)
    assert {str(f.arguments[2]) for f in e.facts if f.name == "applies_continuously"} == set(terms)


@pytest.mark.parametrize("text, gated", [
    ("While your opponent controls a monster, this card cannot be destroyed by card effects.", True),
    ("While you control no monsters, this card can attack directly.", True),
    # a state the engine does not judge at each step, or an effect not understood: stated
    ("While this card has material, it cannot be destroyed by battle.", False),
    ("While you control a monster, this card loses ATK equal to the difference.", False),
])
def test_while_a_state_wordings(text, gated):
    e = compile_card(monster("Gate Test", text)).effects[0]
    assert any(f.name == "applies_while" for f in e.facts) == gated
    assert (e.status == "complete") == gated, e.missing


# ---- scenarios ----------------------------------------------------------------------------

def rec(name, text, atk=1000, defense=1000, level=4):
    return {"card_type": "Monster", "monster_type_line": "Warrior / Effect", "attribute": "EARTH", "level": level, "atk": atk,
            "def": defense, "name": name, "text": text}


IMPORT = [
    rec("Sky Raider", "This card can attack directly."),
    rec("Old Lancer Test", "During battle between this attacking card and a Defense Position monster whose DEF is lower than the ATK of "
        "this card, inflict the difference as Battle Damage to your opponent.", atk=2000),
    rec("Pack Leader Test", "If a Warrior monster you control attacks a Defense Position monster, inflict piercing battle damage to your opponent."),
    rec("Stubborn Duston Test", "While this card is face-up on the field, it cannot be Tributed."),
    rec("Level Racer Test", "Gains ATK equal to its Level x 300."),
    rec("Battle Seal Test", "If this card battles, your opponent cannot activate cards or effects until the end of the Damage Step."),
    rec("Giant Killer Test", "Cannot be destroyed by battle with a monster that has 2000 or more ATK."),
    rec("Dark Ward Test", "Cannot be destroyed by battle with a DARK monster."),
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 2000,
     "name": "Hollow Knight Test", "text": "2 Level 4 monsters\nCannot attack unless it has material."},
    rec("Reborn Guard Test", "While this Special Summoned card is on the field, it cannot be destroyed by card effects."),
    rec("Ninja Decoy Test", 'Monsters your opponent controls cannot target "Ninja" monsters for attacks, except this one.'),
    rec("Grounded Brute", "Cannot attack directly.", atk=2000),
    rec("Wall Stalker", "This card can attack while in face-up Defense Position. If it does, apply its DEF for damage calculation.",
        atk=500, defense=2000),
    rec("Stalemate Knight", "If this card battles a monster, neither can be destroyed by that battle."),
    rec("Shield Golem", "You take no battle damage from attacks involving this card."),
    rec("Veiled Knight", "Your opponent cannot target this card with card effects."),
    rec("Iron Knight", "Cannot be destroyed by your opponent's card effects."),
    rec("Evasive Hermit", "Your opponent's monsters cannot target this card for attacks."),
    rec("Peace Shade", "Neither player takes any battle damage from attacks involving this card."),
    rec("Aloof Knight", "Cannot be used as Link Material."),
    {"card_type": "Monster", "monster_type_line": "Cyberse / Link / Effect", "attribute": "DARK", "atk": 1000, "link_arrows": ["Bottom"],
     "name": "Link Spider Test", "text": "1 Level 4 or lower monster\nCannot be used as Link Material the turn it is Link Summoned."},
    {"card_type": "Monster", "monster_type_line": "Cyberse / Link / Effect", "attribute": "DARK", "atk": 1000, "link_arrows": ["Bottom"],
     "name": "Link Relay Test", "text": "1 Link Monster"},
    rec("Sluggish Giant", "Cannot attack the turn it is Summoned.", atk=2000),
    rec("Lone Captain", "Other monsters you control cannot declare an attack."),
    rec("Hand Hoarder", "Gains 500 ATK for each card in your hand."),
    rec("Face-up Counter Test", "Gains 500 ATK for each face-up monster you control."),
    {"card_type": "Trap", "property": "Continuous", "name": "Haunted Call Test",
     "text": "Activate this card by targeting 1 monster in your GY; Special Summon that target in Attack Position. "
             "When this card leaves the field, destroy that monster."},
    {"card_type": "Spell", "property": "Equip", "name": "Guard Band Test", "text": "The equipped monster cannot be destroyed by card effects."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Gemini / Effect", "attribute": "EARTH", "level": 4, "atk": 1000, "def": 1000,
     "name": "Twin Soul Test", "text": "This card is treated as a Normal Monster while face-up on the field or in the GY. While this card is a "
     "Normal Monster on the field, you can Normal Summon it to have it become an Effect Monster with this effect.\n● This card can attack directly."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Gemini / Effect", "attribute": "EARTH", "level": 4, "atk": 1000, "def": 1000,
     "name": "Twin Blade Gemini Test", "text": "This card is treated as a Normal Monster while face-up on the field or in the GY. While this card is a "
     "Normal Monster on the field, you can Normal Summon it to have it become an Effect Monster with this effect.\n● Once per turn: You can "
     "target 1 monster your opponent controls; destroy it."},
    rec("Twin Blade", "This card can make a second attack during each Battle Phase."),
    rec("Lone Teleporter Test", "You can target 1 monster your opponent controls; destroy it. "
        "This effect can only be used once while this card is face-up on the field."),
    rec("Empty Hand Sniper Test", "You can target 1 monster your opponent controls; destroy it. "
        "You must have no cards in your hand to activate and to resolve this effect."),
    rec("Lonely Giant Test", "If you control no monsters, you can Normal Summon this card without Tributing.", atk=2500, level=7),
    rec("Grave Mimic Test", 'This card\'s name becomes "Dark Magician" while in the GY.'),
    rec("Field Mimic Test", 'This card\'s name becomes "Dark Magician" while on the field.'),
    {"card_type": "Spell", "property": "Normal", "name": "Magician Recall Test", "text": 'Target 1 "Dark Magician" in your GY; Special Summon it.'},
    {"card_type": "Trap", "property": "Continuous", "name": "Haunted Bind Test",
     "text": "Activate this card by targeting 1 monster in your GY; Special Summon that target in Attack Position. "
             "When this card leaves the field, destroy that monster. When that monster is destroyed, destroy this card."},
    {"card_type": "Trap", "property": "Continuous", "name": "Binding Test",
     "text": "Activate this card by targeting 1 monster your opponent controls; it cannot attack. When that monster leaves the field, destroy this card."},
    rec("Malefic Test Knight", 'There can only be 1 "Malefic" monster on the field.'),
    rec("Malefic Test Squire", 'There can only be 1 "Malefic" monster on the field.'),
    rec("Ninja Warden Test", '"Ninja" monsters you control cannot be destroyed by card effects.'),
    rec("Ninja Veil Test", 'Your opponent cannot target "Ninja" monsters you control with card effects.'),
    rec("Ninja Scout Test", "Cannot attack directly."),
    rec("Plain Scout Test", "Cannot attack directly."),
    rec("Stubborn Knight Test", "The first time this card would be destroyed by battle each turn, it is not destroyed."),
    rec("Shy Knight Test", "This card cannot be targeted for attacks, but does not prevent your opponent from attacking you directly."),
    {"card_type": "Monster", "monster_type_line": "Warrior / Pendulum / Effect", "attribute": "EARTH", "level": 4, "atk": 1000,
     "def": 1000, "pendulum_scale": 8, "name": "Ninja Scale Test", "text": "Cannot attack directly.",
     "pendulum_effect": 'You cannot Pendulum Summon monsters, except "Ninja" monsters. This effect cannot be negated.'},
    {"card_type": "Monster", "monster_type_line": "Warrior / Pendulum / Effect", "attribute": "EARTH", "level": 4, "atk": 1000,
     "def": 1000, "pendulum_scale": 8, "name": "Zefra Scale Test", "text": "Cannot attack directly.",
     "pendulum_effect": 'You cannot Pendulum Summon monsters, except "Ninja" and "Zefra" monsters. This effect cannot be negated.'},
    {"card_type": "Monster", "monster_type_line": "Warrior / Pendulum / Effect", "attribute": "EARTH", "level": 4, "atk": 1000,
     "def": 1000, "pendulum_scale": 8, "name": "Wind Scale Test", "text": "Cannot attack directly.",
     "pendulum_effect": "You cannot Pendulum Summon monsters, except WIND monsters."},
    rec("Zefra Giant Test", "Cannot attack directly.", level=7),
    rec("Chaos Exile Test", "If this face-up card would leave the field, banish it instead."),
    rec("Sovereign Test", "Cannot be Normal Summoned/Set. If you control no monsters, you can Special Summon this card (from your hand). "
                          "This card's Special Summon cannot be negated.", level=7),
    {"card_type": "Spell", "property": "Normal", "name": "Bounce Test", "text": "Target 1 monster on the field; return it to the hand."},
    {**rec("Gale Giant Test", "Cannot attack directly.", level=7), "attribute": "WIND"},
    rec("Stern Captain Test", "Other monsters you control cannot declare an attack. This effect cannot be negated."),
    rec("Charging Knight Test", "If this card attacks an opponent's monster, this card gains 1000 ATK during the Damage Step only."),
    rec("Target Dummy Test", "Cannot attack directly.", atk=1500),
    rec("Ninja Giant Test", "Cannot attack directly.", level=7),
    rec("Watchful Knight Test", "While your opponent controls a monster, this card cannot be destroyed by card effects."),
    rec("Bastion Knight Test", "While this card is in Defense Position, it cannot be destroyed by card effects."),
    rec("Pike Sergeant", "Once per turn: You can target 1 monster your opponent controls; destroy it.", atk=1800),
    {"card_type": "Trap", "property": "Normal", "name": "Echo Snare", "text": "Target 1 monster your opponent controls; destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Single Strike", "text": "Target 1 monster on the field; destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Turnabout", "text": "Target 1 monster on the field; change its battle position."},
    rec("Ninja Elder Test", 'Other "Ninja" monsters you control cannot be destroyed by card effects, also they gain 500 ATK.'),
    rec("Swarm Lord Test", "Gains 500 ATK for each Warrior monster you control, except this card."),
    rec("Counter Mage Test", "Gains 300 ATK for each Spell Counter on it."),
    rec("Battle Warden Test", "Your opponent cannot activate cards or effects during your Battle Phase. "
                              "Warrior monsters you control gain 300 ATK during the Battle Phase only."),
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 2000,
     "name": "Material Knight Test", "text": "2 Level 4 monsters\nThis card gains effects based on the number of materials attached to it.\n"
     "● 1+: Gains 500 ATK.\n● 2+: Once per turn: You can target 1 monster your opponent controls; destroy it."},
    rec("Insect Queen Test", "You cannot Special Summon monsters, except Insect monsters."),
    rec("Insect Statue Test", "Neither player can Special Summon monsters, except Insect monsters."),
    rec("Crowd Rider Test", "If your opponent controls more monsters than you do, you can Special Summon this card (from your hand)."),
    {**rec("Crowd Beetle Test", "If your opponent controls more monsters than you do, you can Special Summon this card (from your hand)."),
     "monster_type_line": "Insect / Effect"},
    rec("Ninja Buddy Test", 'While you control another "Ninja" monster, this card cannot be destroyed by card effects, '
                            "also it cannot be targeted for attacks."),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, IMPORT)


def holds(text: str) -> None:
    expectations_hold(text, "continuous.yaml")


def battle(cards: str, actions: str, expect: str, name: str = "battle") -> None:
    holds(f"name: {name}\nturn: you\nphase: battle_step\ncards:\n{cards}\nactions:\n{actions}\nexpect:\n{expect}\n")


def test_a_monster_that_can_attack_directly_does_so_past_a_monster(imported):
    battle("  - {id: sky, name: Sky Raider, owner: you, zone: monster_zone}\n"
           "  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}",
           "  - attack: {card: sky, target: direct}\n  - phase: damage_calculation",
           "  life_points: {opp: 7000}")


def test_negated_it_cannot_attack_directly_past_a_monster(imported):
    battle("  - {id: sky, name: Sky Raider, owner: you, zone: monster_zone}\n"
           "  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}\n"
           "  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}",
           "  - attack: {card: sky, target: direct}",
           "  illegal: [{at: \"action 1\", rule: r_direct_attack_needs_no_monster}]")


def test_cannot_attack_directly_even_past_an_empty_field(imported):
    battle("  - {id: brute, name: Grounded Brute, owner: you, zone: monster_zone}",
           "  - attack: {card: brute, target: direct}",
           "  illegal: [{at: \"action 1\", rule: r_cannot_attack_directly}]")


def test_attack_in_defense_position_with_its_def(imported):
    # 2000 DEF against 1800 ATK: Pike Sergeant is destroyed, the opponent takes 200
    battle("  - {id: wall, name: Wall Stalker, owner: you, zone: monster_zone, position: defense}\n"
           "  - {id: pike, name: Pike Sergeant, owner: opp, zone: monster_zone}",
           "  - attack: {card: wall, target: pike}\n  - phase: damage_calculation\n  - phase: end_damage_step",
           "  life_points: {opp: 7800, you: 8000}\n  zones: {pike: gy, wall: monster_zone}")


def test_negated_it_cannot_attack_in_defense_position(imported):
    battle("  - {id: wall, name: Wall Stalker, owner: you, zone: monster_zone, position: defense}\n"
           "  - {id: pike, name: Pike Sergeant, owner: opp, zone: monster_zone}\n"
           "  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}",
           "  - attack: {card: wall, target: pike}",
           "  illegal: [{at: \"action 1\", rule: r_attacker}]")


def test_can_attack_question_in_defense_position(imported):
    holds("""
name: can a Defense Position monster attack?
turn: you
phase: battle_step
cards:
  - {id: wall, name: Wall Stalker, owner: you, zone: monster_zone, position: defense}
  - {id: brute, name: Grounded Brute, owner: you, zone: monster_zone, position: defense}
questions:
  - {id: wall, ask: can_attack, card: wall}
  - {id: brute, ask: can_attack, card: brute}
expect:
  answers: {wall: "yes", brute: "no"}
""")


@pytest.mark.parametrize("drain, zones, you", [
    ("", "{knight: monster_zone, dm: monster_zone}", 6500),
    ("\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}", "{knight: gy, dm: monster_zone}", 6500),
])
def test_neither_is_destroyed_by_that_battle_but_damage_is_dealt(imported, drain, zones, you):
    battle("  - {id: knight, name: Stalemate Knight, owner: you, zone: monster_zone}\n"
           "  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}" + drain,
           "  - attack: {card: knight, target: dm}\n  - phase: damage_calculation\n  - phase: end_damage_step",
           f"  life_points: {{you: {you}}}\n  zones: {zones}")


def test_neither_protects_the_other_monster_too(imported):
    battle("  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}\n"
           "  - {id: knight, name: Stalemate Knight, owner: opp, zone: monster_zone, position: defense}",
           "  - attack: {card: dm, target: knight}\n  - phase: damage_calculation\n  - phase: end_damage_step",
           "  zones: {knight: monster_zone}\n  life_points: {opp: 8000}")


@pytest.mark.parametrize("drain, you", [
    ("", 8000),
    ("\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}", 6500),
])
def test_no_battle_damage_from_attacks_involving_this_card(imported, drain, you):
    holds(f"""
name: Shield Golem attacks Dark Magician
turn: you
phase: battle_step
cards:
  - {{id: golem, name: Shield Golem, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}{drain}
actions:
  - attack: {{card: golem, target: dm}}
  - phase: damage_calculation
  - phase: end_damage_step
questions:
  - {{id: dmg, ask: battle_damage, player: you}}
expect:
  life_points: {{you: {you}}}
  zones: {{golem: gy}}
  answers: {{dmg: "{8000 - you}"}}
""")


def test_no_battle_damage_names_its_rule(imported):
    battle("  - {id: golem, name: Shield Golem, owner: you, zone: monster_zone}\n"
           "  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}",
           "  - attack: {card: golem, target: dm}\n  - phase: damage_calculation",
           "  life_points: {you: 8000}")
    holds("""
name: the reason
turn: you
phase: battle_step
cards:
  - {id: golem, name: Shield Golem, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - attack: {card: golem, target: dm}
  - phase: damage_calculation
questions:
  - {id: dmg, ask: battle_damage, player: you}
expect:
  answers: {dmg: "0"}
  reasons: {dmg: r_no_battle_damage}
""")


def test_your_opponent_cannot_target_this_card(imported):
    holds("""
name: the opponent's Echo Snare cannot target Veiled Knight
turn: opp
phase: main1
cards:
  - {id: knight, name: Veiled Knight, owner: you, zone: monster_zone}
  - {id: snare, name: Echo Snare, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: snare, targets: [knight]}
expect:
  illegal: [{at: "1.1", rule: r_opponent_cannot_target}]
""")
    holds("""
name: its controller's Turnabout can target Veiled Knight
turn: you
phase: main1
cards:
  - {id: knight, name: Veiled Knight, owner: you, zone: monster_zone}
  - {id: turn, name: Turnabout, owner: you, zone: hand}
actions:
  - chain:
      - {card: turn, targets: [knight]}
expect:
  outcomes: {"1.1": resolved}
""")


@pytest.mark.parametrize("who, zone", [("opp", "monster_zone"), ("you", "gy")])
def test_cannot_be_destroyed_by_your_opponents_card_effects(imported, who, zone):
    # the opponent's Single Strike does not destroy it; its controller's own does
    holds(f"""
name: Single Strike of {who} on Iron Knight
turn: {who}
phase: main1
cards:
  - {{id: knight, name: Iron Knight, owner: you, zone: monster_zone}}
  - {{id: strike, name: Single Strike, owner: {who}, zone: hand}}
actions:
  - chain:
      - {{card: strike, targets: [knight]}}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{knight: {zone}}}
""")


def test_cannot_be_targeted_for_attacks(imported):
    battle("  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}\n"
           "  - {id: hermit, name: Evasive Hermit, owner: opp, zone: monster_zone}",
           "  - attack: {card: dm, target: hermit}",
           "  illegal: [{at: \"action 1\", rule: r_cannot_be_attacked}]")
    # and it does not open the way to a direct attack
    battle("  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}\n"
           "  - {id: hermit, name: Evasive Hermit, owner: opp, zone: monster_zone}",
           "  - attack: {card: dm, target: direct}",
           "  illegal: [{at: \"action 1\", rule: r_direct_attack_needs_no_monster}]")


def test_a_second_attack_each_battle_phase(imported):
    battle("  - {id: twin, name: Twin Blade, owner: you, zone: monster_zone}",
           "  - attack: {card: twin, target: direct}\n  - phase: damage_calculation\n  - phase: battle_step\n"
           "  - attack: {card: twin, target: direct}\n  - phase: damage_calculation",
           "  life_points: {opp: 6000}")
    battle("  - {id: twin, name: Twin Blade, owner: you, zone: monster_zone}",
           "  - attack: {card: twin, target: direct}\n  - phase: damage_calculation\n  - phase: battle_step\n"
           "  - attack: {card: twin, target: direct}\n  - phase: damage_calculation\n  - phase: battle_step\n"
           "  - attack: {card: twin, target: direct}",
           "  illegal: [{at: \"action 7\", rule: r_one_attack}]")


def test_neither_player_takes_battle_damage(imported):
    holds("""
name: Dark Magician attacks a monster that spares both players battle damage
turn: you
phase: battle_step
cards:
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: shade, name: Peace Shade, owner: opp, zone: monster_zone}
actions:
  - attack: {card: dm, target: shade}
  - phase: damage_calculation
  - phase: end_damage_step
expect:
  life_points: {you: 8000, opp: 8000}
  zones: {shade: gy}
""")


@pytest.mark.parametrize("drain", ["", "\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}"])
def test_cannot_be_used_as_link_material_even_when_negated(imported, drain):
    # a condition printed on the card, not an effect: Skill Drain does not lift it (r_not_material)
    holds(f"""
name: Aloof Knight as Link Material
turn: you
phase: main1
cards:
  - {{id: knight, name: Aloof Knight, owner: you, zone: monster_zone}}
  - {{id: spider, name: Link Spider Test, owner: you, zone: extra_deck}}{drain}
actions:
  - summon: {{card: spider, how: link, materials: [knight]}}
expect:
  illegal: [{{at: "action 1", rule: r_not_material}}]
""")


def test_cannot_be_used_as_link_material_the_turn_it_is_link_summoned(imported):
    holds("""
name: Link Spider Test, Link Summoned this turn, as Link Material
turn: you
phase: main1
cards:
  - {id: sky, name: Sky Raider, owner: you, zone: monster_zone}
  - {id: spider, name: Link Spider Test, owner: you, zone: extra_deck}
  - {id: relay, name: Link Relay Test, owner: you, zone: extra_deck}
actions:
  - summon: {card: spider, how: link, materials: [sky]}
  - summon: {card: relay, how: link, materials: [spider]}
expect:
  illegal: [{at: "action 2", rule: r_not_material_summon_turn}]
""")
    holds("""
name: Link Spider Test, on the field from an earlier turn, as Link Material
turn: you
phase: main1
cards:
  - {id: spider, name: Link Spider Test, owner: you, zone: monster_zone}
  - {id: relay, name: Link Relay Test, owner: you, zone: extra_deck}
actions:
  - summon: {card: relay, how: link, materials: [spider]}
expect:
  zones: {relay: monster_zone, spider: gy}
""")


@pytest.mark.parametrize("start, rule", [("hand", "r_no_attack_summon_turn"), ("monster_zone", None)])
def test_cannot_attack_the_turn_it_is_summoned(imported, start, rule):
    summon = "  - summon: {card: giant, how: normal}\n" if start == "hand" else ""
    at = 3 if start == "hand" else 2
    expect = f'  illegal: [{{at: "action {at}", rule: {rule}}}]' if rule else "  life_points: {opp: 6000}"
    holds(f"""
name: Sluggish Giant attacks, from the {start}
turn: you
phase: main1
cards:
  - {{id: giant, name: Sluggish Giant, owner: you, zone: {start}}}
actions:
{summon}  - phase: battle_step
  - attack: {{card: giant, target: direct}}
  - phase: damage_calculation
expect:
{expect}
""")


def test_other_monsters_you_control_cannot_attack(imported):
    battle("  - {id: cap, name: Lone Captain, owner: you, zone: monster_zone}\n"
           "  - {id: sky, name: Sky Raider, owner: you, zone: monster_zone}",
           "  - attack: {card: sky, target: direct}",
           '  illegal: [{at: "action 1", rule: r_restriction_continuous}]')
    battle("  - {id: cap, name: Lone Captain, owner: you, zone: monster_zone}\n"
           "  - {id: sky, name: Sky Raider, owner: you, zone: monster_zone}",
           "  - attack: {card: cap, target: direct}\n  - phase: damage_calculation",
           "  life_points: {opp: 7000}")


@pytest.mark.parametrize("text, term", [
    ("Gains 500 ATK for each material attached to it.", "stat_change(self,atk,gain_per(500,materials))"),
    ("This card gains 300 ATK for each card in your hand.", "stat_change(self,atk,gain_per(300,count(own,hand,card)))"),
    ('Gains 200 ATK for each "Toy" monster in your GY.',
     'stat_change(self,atk,gain_per(200,count(own,gy,all_of(monster,name_has("Toy")))))'),
    ("Gains 100 ATK for each Dragon monster your opponent controls.",
     "stat_change(self,atk,gain_per(100,count(opponent,monster_zone,all_of(monster,monster_type(dragon)))))"),
    ("Gains 400 ATK for each banished card.", "stat_change(self,atk,gain_per(400,count(any,banished,card)))"),
    # adjectives of the counted noun; "every" is "each"
    ("Gains 100 ATK for every face-up EARTH Warrior monster you control.",
     "stat_change(self,atk,gain_per(100,count(own,monster_zone,all_of(monster,all_of(face_up,all_of(attribute(earth),monster_type(warrior)))))))"),
    ("Gains 200 ATK for each Normal Trap in your GY.", "stat_change(self,atk,gain_per(200,count(own,gy,all_of(trap,subtype(normal)))))"),
    ("Gains 300 ATK for each Spell and Trap Card on the field.", "stat_change(self,atk,gain_per(300,count(any,field,spell_trap)))"),
    ('Gains 300 ATK for each "Toy" Xyz Monster in the GYs.',
     'stat_change(self,atk,gain_per(300,count(any,gy,all_of(monster,all_of(name_has("Toy"),subtype(xyz))))))'),
])
def test_gains_for_each(text, term):
    got = facts(monster("Counter", text))
    assert f"applies_continuously(counter,1,{term})" in got
    assert not any(f.startswith("not_modelled(counter,1,") for f in got)


@pytest.mark.parametrize("drain, hand, atk", [
    ("", 2, 2000),
    ("", 0, 1000),
    ("\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}", 2, 1000),
])
def test_gains_atk_for_each_card_in_your_hand(imported, drain, hand, atk):
    cards = "".join(f"\n  - {{id: h{i}, name: Dark Magician, owner: you, zone: hand}}" for i in range(hand))
    holds(f"""
name: Hand Hoarder with {hand} cards in hand
turn: you
phase: battle_step
cards:
  - {{id: hoard, name: Hand Hoarder, owner: you, zone: monster_zone}}
  - {{id: foe, name: Dark Magician, owner: opp, zone: hand}}{cards}{drain}
questions:
  - {{id: atk, ask: atk, card: hoard}}
actions:
  - attack: {{card: hoard, target: direct}}
  - phase: damage_calculation
expect:
  answers: {{atk: "{atk}"}}
  life_points: {{opp: {8000 - atk}}}
""")


@needs_data
@pytest.mark.parametrize("name, effect, terms", [
    ("Exodius the Ultimate Forbidden Lord", 2, ["stat_change(self,atk,gain_per(1000,count(own,gy,all_of(monster,subtype(normal)))))"]),
    ("Uria, Lord of Searing Flames", 1, ["stat_change(self,atk,gain_per(1000,count(own,gy,all_of(trap,subtype(continuous)))))"]),
    ("Hunter Owl", 1, ["stat_change(self,atk,gain_per(500,count(own,monster_zone,all_of(monster,all_of(face_up,attribute(wind))))))"]),
    ("Chanbar, the Flashy Sportsknight", 1,
     ["stat_change(all(controlled_by(opponent)),atk,gain_per(-400,count(own,field,all_of(spell,subtype(equip)))))"]),
    ("Colossal Fighter/Assault Mode", 2,
     ["stat_change(all(controlled_by(opponent)),atk,gain_per(-100,count(own,gy,all_of(monster,monster_type(warrior)))))"]),
    ("Alchemic Magician", 1, ["stat_change(self,atk,gain_per(200,count(own,gy,spell)))"]),
])
def test_real_gains_for_each_adjective(name, effect, terms):
    e = compile_card(real_cards()[name]).effects[effect - 1]
    assert e.kind == "continuous" and e.status == "complete", (e.text, e.missing)
    assert {str(f.arguments[2]) for f in e.facts if f.name == "applies_continuously"} == set(terms)


@needs_data
@pytest.mark.parametrize("name, methods", [
    ("Centerfrog", {"fusion", "synchro", "xyz", "link"}),  # "Cannot be used as material for a Fusion, Synchro, Xyz, or Link Summon"
    ("Hinezumi Hanabi", {"fusion", "synchro", "xyz", "link"}),
    ("Yellow Duston", {"fusion", "synchro", "xyz"}),
])
def test_real_not_material_lists(name, methods):
    key = compile_card(real_cards()[name]).key
    got = facts(real_cards()[name])
    assert {f for f in got if f.startswith("not_material(")} == {f"not_material({key},{m})" for m in methods}


@needs_data
@pytest.mark.parametrize("name, effect, gate", [
    ("Vindikite R-Genex", 1, None),  # "Your opponent cannot select this card as an attack target"
    ("Command Knight", 2, "count_at_least(own,monster_zone,all_of(monster,except(self)),1)"),
    ("Number 82: Heartlandraco", 1, "count_at_least(own,field,all_of(spell,face_up),1)"),
    ("Soul-Absorbing Bone Tower", 1, "count_at_least(own,monster_zone,all_of(where(monster_type(zombie)),except(self)),1)"),
])
def test_real_cannot_be_targeted_for_attacks_wordings(name, effect, gate):
    e = compile_card(real_cards()[name]).effects[effect - 1]
    assert e.kind == "continuous" and e.status == "complete", (e.text, e.missing)
    assert {str(f.arguments[2]) for f in e.facts if f.name == "applies_continuously"} == {"cannot(be_attacked,self)"}
    assert [str(f.arguments[2]) for f in e.facts if f.name == "applies_while"] == ([gate] if gate else [])


def test_gains_for_each_face_up_monster_leaves_a_face_down_one_out(imported):
    holds("""
name: Face-up Counter Test with a face-down monster beside it
turn: you
phase: main1
cards:
  - {id: fc, name: Face-up Counter Test, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: fd, name: Dark Magician, owner: you, zone: monster_zone, face: down, position: defense}
questions:
  - {id: atk, ask: atk, card: fc}
expect:
  answers: {atk: "2000"}
""")


@pytest.mark.parametrize("revived, zone", [("Dark Magician", "gy"), ("Jinzo", "monster_zone")])
def test_compiled_leave_field_clause(imported, revived, zone):
    # seed D3 with a card compiled from Call of the Haunted's wording: Jinzo negates the clause
    holds(f"""
name: Haunted Call Test brings back {revived}, then Mystical Space Typhoon destroys it
cards:
  - {{id: call, name: Haunted Call Test, owner: you, zone: spell_trap_zone}}
  - {{id: mon, name: {revived}, owner: you, zone: gy}}
  - {{id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}}
actions:
  - chain:
      - {{card: call, targets: [mon]}}
  - chain:
      - {{card: mst, targets: [call]}}
expect:
  zones: {{call: gy, mon: {zone}}}
""")


def test_the_equipped_monster_cannot_be_destroyed_by_card_effects(imported):
    holds("""
name: Guard Band Test equipped to Dark Magician, then Single Strike on it
cards:
  - {id: band, name: Guard Band Test, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: strike, name: Single Strike, owner: opp, zone: hand}
turns:
  - player: you
    phase: main1
    actions:
      - chain:
          - {card: band, targets: [dm]}
  - player: opp
    phase: main1
    actions:
      - chain:
          - {card: strike, targets: [dm]}
expect:
  zones: {dm: monster_zone, band: spell_trap_zone}
""")


@pytest.mark.parametrize("text, terms", [
    ("The equipped monster cannot be destroyed by battle.", ["cannot(destroyed(battle),equipped)"]),
    ("The equipped monster cannot attack or be targeted for an attack.", ["cannot(declare_attack,equipped)", "cannot(be_attacked,equipped)"]),
    ("It cannot be destroyed by your opponent's card effects.", ["cannot(destroyed(opponent_effect),equipped)"]),
])
def test_equip_spell_restrictions_on_the_equipped_monster(text, terms):
    got = facts(CardRecord(name="Band", card_type="spell", property="Equip", text=text))
    for term in terms:
        assert f"applies_continuously(band,2,{term})" in got
    assert not any(f.startswith("not_modelled(band,2,") for f in got)


GEMINI = ("This card is treated as a Normal Monster while face-up on the field or in the GY. While this card is a Normal Monster on the "
          "field, you can Normal Summon it to have it become an Effect Monster with this effect.\n● ")


def test_gemini_clauses_compile():
    got = facts(CardRecord(name="Twin Soul", card_type="monster", type_line=["Warrior", "Gemini", "Effect"], level=4, atk=1000,
                           defense=1000, text=GEMINI + "This card can attack directly."))
    assert "applies_continuously(twin_soul,1,attack_directly)" in got
    assert "subtype(twin_soul,gemini)" in got
    # "treated as a Normal Monster" is the rule of the subtype, not an effect
    # (asp/effects/gemini.lp, card filters included): nothing to state
    assert not any(f.startswith("not_modelled(twin_soul,0,") for f in got)
    assert not any(f.startswith("not_modelled(twin_soul,1,") for f in got)
    assert not any(f.startswith("effect(twin_soul,2,") for f in got)


@pytest.mark.parametrize("gemini, outcome", [(False, "illegal"), (True, 7000)])
def test_a_gemini_monster_has_its_effects_after_its_second_normal_summon(imported, gemini, outcome):
    summon = "  - summon: {card: soul, how: gemini}\n  - phase: battle_step\n" if gemini else "  - phase: battle_step\n"
    at = 3 if gemini else 2
    expect = f'  illegal: [{{at: "action {at}", rule: r_direct_attack_needs_no_monster}}]' if outcome == "illegal" else f"  life_points: {{opp: {outcome}}}"
    holds(f"""
name: Twin Soul Test attacks directly, Gemini Summoned {gemini}
turn: you
phase: main1
cards:
  - {{id: soul, name: Twin Soul Test, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
{summon}  - attack: {{card: soul, target: direct}}
  - phase: damage_calculation
expect:
{expect}
""")


@pytest.mark.parametrize("gemini", [False, True])
def test_a_gemini_monsters_effect_cannot_be_activated_before_its_second_summon(imported, gemini):
    summon = "  - summon: {card: blade, how: gemini}\n" if gemini else ""
    expect = "  zones: {dm: gy}" if gemini else '  illegal: [{at: "1.1", rule: r_gemini_normal_monster}]'
    holds(f"""
name: Twin Blade Gemini Test destroys a monster, Gemini Summoned {gemini}
turn: you
phase: main1
cards:
  - {{id: blade, name: Twin Blade Gemini Test, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
{summon}  - chain:
      - {{card: blade, effect: 2, targets: [dm]}}
expect:
{expect}
""")


# ---- sentences about the effect before them; card-level sentences (issue 15) -------------

@pytest.mark.parametrize("text, fact", [
    ("You can target 1 monster your opponent controls; destroy it. This effect can only be used once while this card is face-up on the field.",
     "usage_limit(m,1,once_while_face_up)"),
    ("You can target 1 monster your opponent controls; destroy it. This card must be face-up on the field to activate and to resolve this effect.",
     "resolve_condition(m,1,self_face_up_on_field)"),
    ("You can target 1 monster your opponent controls; destroy it. You must have no cards in your hand to activate and to resolve this effect.",
     "resolve_condition(m,1,count_at_most(own,hand,card,0))"),
    ("You can target 1 monster your opponent controls; destroy it. This card cannot attack the turn this effect is activated.",
     "activation_turn_restriction(m,1,cannot(declare_attack,self))"),
    ("If you control no monsters, you can Normal Summon this card without Tributing.", "summon_without_tributes(m,1,no_own_monsters)"),
    ("If only your opponent controls a monster, you can Normal Summon this card without Tributing.",
     "summon_without_tributes(m,1,opponent_monster_no_own)"),
    ('This card\'s name becomes "Dark Magician" while in the hand or on the field.', 'name_becomes_in(m,"Dark Magician",hand)'),
    ('This card\'s name becomes "Dark Magician" while in the Monster Zone.', 'name_becomes_in(m,"Dark Magician",monster_zone)'),
])
def test_sentences_about_the_effect_before_them_and_the_card(text, fact):
    got = facts(monster("M", text))
    assert fact in got
    assert not any(f.startswith("not_modelled(m,") for f in got), got
    assert not any(f.startswith("effect(m,2,") for f in got)  # no effect of its own


def test_this_effect_cannot_be_negated_is_stated_on_the_effect_before_it():
    got = facts(monster("M", "Your opponent cannot target this card with Spells, Traps, or card effects. This effect cannot be negated."))
    assert 'not_modelled(m,1,"This effect cannot be negated")' in got
    assert not any(f.startswith("effect(m,2,") for f in got)


def test_face_up_to_activate_is_not_implied_for_an_effect_activated_in_the_hand():
    got = facts(monster("M", "You can discard this card; draw 1 card. This card must be face-up on the field to activate and to resolve this effect."))
    assert "activate_from(m,1,hand)" in got and "condition(m,1,not_understood)" in got
    assert not any(f.startswith("resolve_condition(") for f in got)


def test_once_while_face_up_forbids_a_second_activation(imported):
    holds("""
name: Lone Teleporter Test twice
turn: you
phase: main1
cards:
  - {id: tele, name: Lone Teleporter Test, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: dm2, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - chain:
      - {card: tele, effect: 1, targets: [dm]}
  - chain:
      - {card: tele, effect: 1, targets: [dm2]}
expect:
  illegal: [{at: "2.1", rule: r_limit_while_face_up}]
""")


@pytest.mark.parametrize("hand, expect", [
    ("", "  zones: {dm: gy}"),
    ("  - {id: pot, name: Pot of Greed, owner: you, zone: hand}\n", '  illegal: [{at: "1.1", rule: r_condition}]'),
])
def test_a_condition_to_activate_and_to_resolve_is_checked_on_activation(imported, hand, expect):
    holds(f"""
name: Empty Hand Sniper Test with a hand
turn: you
phase: main1
cards:
  - {{id: sniper, name: Empty Hand Sniper Test, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
{hand}actions:
  - chain:
      - {{card: sniper, effect: 1, targets: [dm]}}
expect:
{expect}
""")


@pytest.mark.parametrize("own, expect", [
    ("", "  zones: {giant: monster_zone}"),
    ("  - {id: sangan, name: Sangan, owner: you, zone: monster_zone}\n", '  illegal: [{at: "action 1", rule: r_tribute_count}]'),
])
def test_a_monster_normal_summoned_without_tributing_while_its_controller_has_no_monsters(imported, own, expect):
    holds(f"""
name: Lonely Giant Test Summoned without Tributes
turn: you
phase: main1
cards:
  - {{id: giant, name: Lonely Giant Test, owner: you, zone: hand}}
{own}actions:
  - summon: {{card: giant, how: normal}}
expect:
{expect}
""")


@pytest.mark.parametrize("mimic, expect", [
    ("Grave Mimic Test", "  zones: {mimic: monster_zone}"),
    ("Field Mimic Test", "  illegal: [{at: \"1.1\", rule: r_target}]"),
])
def test_a_name_that_changes_only_in_some_zones(imported, mimic, expect):
    holds(f"""
name: {mimic} recalled as Dark Magician
turn: you
phase: main1
cards:
  - {{id: recall, name: Magician Recall Test, owner: you, zone: hand}}
  - {{id: mimic, name: {mimic}, owner: you, zone: gy}}
actions:
  - chain:
      - {{card: recall, targets: [mimic]}}
expect:
{expect}
""")


@needs_data
def test_linked_destruction_of_real_continuous_traps():
    assert "applies_continuously(call_of_the_haunted,3,destroy_self_when_linked(destroyed))" in facts(real_cards()["Call of the Haunted"])
    assert "applies_continuously(rare_metalmorph,2,destroy_self_when_linked(leaves_field))" in facts(real_cards()["Rare Metalmorph"])


def test_linked_destruction_needs_the_monster_its_activation_targeted():
    # the activation Special Summons a monster it did not target: "that monster" is not the target
    got = facts(CardRecord(name="Nutrient", card_type="spell", property="Continuous",
                           text="Special Summon 1 Plant monster from your hand. When that monster leaves the field, destroy this card."))
    assert not any("destroy_self_when_linked" in f for f in got)
    assert any("When that monster leaves the field, destroy this card" in f for f in got if f.startswith("not_modelled("))


@pytest.mark.parametrize("revived, zones", [("Dark Magician", "{call: gy, mon: gy}"), ("Jinzo", "{call: spell_trap_zone, mon: gy}")])
def test_a_trap_linked_to_the_monster_it_summoned_is_destroyed_with_it(imported, revived, zones):
    # Jinzo negates the Trap's effects: its clause does nothing (003; r_linked_destroy)
    holds(f"""
name: Haunted Bind Test brings back {revived}, then Single Strike destroys it
turn: you
phase: main1
cards:
  - {{id: call, name: Haunted Bind Test, owner: you, zone: spell_trap_zone}}
  - {{id: mon, name: {revived}, owner: you, zone: gy}}
  - {{id: strike, name: Single Strike, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: call, targets: [mon]}}
  - chain:
      - {{card: strike, targets: [mon]}}
expect:
  zones: {zones}
""")


def test_a_trap_linked_to_its_target_is_destroyed_when_it_leaves_the_field(imported):
    holds("""
name: Binding Test on Dark Magician, then Single Strike destroys Dark Magician
turn: you
phase: main1
cards:
  - {id: bind, name: Binding Test, owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: strike, name: Single Strike, owner: you, zone: hand}
actions:
  - chain:
      - {card: bind, targets: [dm]}
  - chain:
      - {card: strike, targets: [dm]}
expect:
  zones: {bind: gy, dm: gy}
""")


def test_a_linked_trap_that_leaves_first_destroys_its_monster_once(imported):
    # the leave-field clause destroys the monster; the Trap is not moved a second time
    holds("""
name: Haunted Bind Test brings back Dark Magician, then Mystical Space Typhoon destroys the Trap
cards:
  - {id: call, name: Haunted Bind Test, owner: you, zone: spell_trap_zone}
  - {id: mon, name: Dark Magician, owner: you, zone: gy}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: call, targets: [mon]}
  - chain:
      - {card: mst, targets: [call]}
expect:
  zones: {call: gy, mon: gy}
""")


def test_there_can_only_be_one_is_a_condition_of_the_card_not_an_effect():
    got = facts(monster("M", 'There can only be 1 "Malefic" monster on the field. Cannot be destroyed by battle.'))
    assert 'field_limit(m,name_has("Malefic"))' in got
    assert "applies_continuously(m,1,cannot(destroyed(battle),self))" in got
    # "There can only be 1 "X" on the field": "X" may be a name or an archetype
    got = facts(monster("N", 'There can only be 1 "Earthbound Immortal" on the field.'))
    assert not any(f.startswith("field_limit(") for f in got)


@pytest.mark.parametrize("face, expect", [
    ("up", '  illegal: [{at: "action 1", rule: r_field_limit}]'),
    ("down", "  zones: {squire: monster_zone}"),
])
def test_a_second_field_unique_monster_cannot_be_summoned_face_up(imported, face, expect):
    holds(f"""
name: Malefic Test Squire Summoned while Malefic Test Knight is face-{face} on the opponent's field
turn: you
phase: main1
cards:
  - {{id: squire, name: Malefic Test Squire, owner: you, zone: hand}}
  - {{id: knight, name: Malefic Test Knight, owner: opp, zone: monster_zone, face: {face}, position: defense}}
actions:
  - summon: {{card: squire, how: normal}}
expect:
{expect}
""")


@pytest.mark.parametrize("text, terms", [
    ('"Ninja" monsters you control cannot be destroyed by battle.', ['cannot(destroyed(battle),where(both(name_has("Ninja"),controlled_by(own))))']),
    ("WATER monsters you control cannot be destroyed by card effects.", ["cannot(destroyed(effect),where(both(attribute(water),controlled_by(own))))"]),
    ('Your opponent cannot target "Ninja" monsters you control with card effects.',
     ['cannot(target_by_opponent,where(both(name_has("Ninja"),controlled_by(own))))']),
])
def test_restrictions_on_a_group_of_monsters_you_control(text, terms):
    got = facts(monster("M", text))
    for term in terms:
        assert f"applies_continuously(m,1,{term})" in got
    assert not any(f.startswith("not_modelled(m,") for f in got)


def test_a_group_restriction_that_excepts_this_card():
    got = facts(monster("M", 'Your opponent cannot target other "Ninja" monsters you control with card effects.'))
    assert 'applies_continuously(m,1,cannot(target_by_opponent,others_where(both(name_has("Ninja"),controlled_by(own)))))' in got


@pytest.mark.parametrize("guard, scout, expect", [
    ("Ninja Warden Test", "Ninja Scout Test", "  zones: {scout: monster_zone}"),
    ("Ninja Warden Test", "Plain Scout Test", "  zones: {scout: gy}"),
    ("Ninja Veil Test", "Ninja Scout Test", '  illegal: [{at: "1.1", rule: r_opponent_cannot_target}]'),
])
def test_a_restriction_protects_the_monsters_of_its_group(imported, guard, scout, expect):
    holds(f"""
name: Single Strike on {scout} while {guard} is on the field
turn: opp
phase: main1
cards:
  - {{id: guard, name: {guard}, owner: you, zone: monster_zone}}
  - {{id: scout, name: {scout}, owner: you, zone: monster_zone}}
  - {{id: strike, name: Single Strike, owner: opp, zone: hand}}
actions:
  - chain:
      - {{card: strike, targets: [scout]}}
expect:
{expect}
""")


@pytest.mark.parametrize("text", ["The first time this card would be destroyed by battle each turn, it is not destroyed.",
                                  "Once per turn, this card cannot be destroyed by battle."])
def test_first_battle_destruction_wordings(text):
    got = facts(monster("M", text))
    assert "applies_continuously(m,1,first_battle_destruction_prevented)" in got
    assert not any(f.startswith("not_modelled(m,") for f in got)


SECOND = """  - phase: battle_step
  - attack: {card: dm2, target: knight}
  - phase: damage_calculation
  - phase: end_damage_step
"""


@pytest.mark.parametrize("second, zone", [(False, "monster_zone"), (True, "gy")])
def test_the_first_battle_destruction_each_turn_does_not_happen(imported, second, zone):
    holds(f"""
name: Dark Magicians attack Stubborn Knight Test, second attack {second}
turn: opp
phase: battle_step
cards:
  - {{id: knight, name: Stubborn Knight Test, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: dm2, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: dm, target: knight}}
  - phase: damage_calculation
  - phase: end_damage_step
{SECOND if second else ""}expect:
  zones: {{knight: {zone}}}
  life_points: {{you: {8000 - 1500 * (2 if second else 1)}}}
""")


@pytest.mark.parametrize("guard, expect", [
    ("Shy Knight Test", "  life_points: {you: 5500}"),
    ("Evasive Hermit", '  illegal: [{at: "action 1", rule: r_direct_attack_needs_no_monster}]'),
])
def test_a_monster_that_does_not_prevent_direct_attacks(imported, guard, expect):
    holds(f"""
name: Dark Magician attacks directly past {guard}
turn: opp
phase: battle_step
cards:
  - {{id: guard, name: {guard}, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: dm, target: direct}}
  - phase: damage_calculation
expect:
{expect}
""")


def test_a_pendulum_effect_restriction_and_that_it_cannot_be_negated():
    got = facts(monster("M", "Cannot attack directly.",
                        pendulum='You cannot Pendulum Summon monsters, except "Ninja" monsters. This effect cannot be negated.'))
    assert 'applies_continuously(m,2,cannot(summon_except(pendulum,name_has("Ninja")),you))' in got
    assert "pendulum_effect(m,2)" in got and "cannot_be_negated(m,2)" in got
    assert not any(f.startswith("not_modelled(m,") for f in got)


@pytest.mark.parametrize("summoned, where, expect", [
    ("Dark Magician", "spell_trap_zone", '  illegal: [{at: "action 1", rule: r_restriction_continuous}]'),
    ("Ninja Giant Test", "spell_trap_zone", "  zones: {mon: monster_zone}"),
    ("Dark Magician", "monster_zone", "  zones: {mon: monster_zone}"),  # not a Pendulum Scale: its Pendulum Effect does not apply
])
def test_a_pendulum_scale_restricts_pendulum_summons(imported, summoned, where, expect):
    scale = "  - {id: odd-eyes, name: Odd-Eyes Pendulum Dragon, owner: you, zone: spell_trap_zone, face: up}\n"
    other = ("  - {id: joker, name: Performapal Skullcrobat Joker, owner: you, zone: spell_trap_zone, face: up}\n"
             if where == "monster_zone" else "")
    holds(f"""
name: {summoned} Pendulum Summoned while Ninja Scale Test is in the {where}
turn: you
phase: main1
cards:
{scale}{other}  - {{id: ninja, name: Ninja Scale Test, owner: you, zone: {where}, face: up}}
  - {{id: mon, name: {summoned}, owner: you, zone: hand}}
actions:
  - summon: {{card: mon, how: pendulum}}
expect:
{expect}
""")


@pytest.mark.parametrize("captain, expect", [
    ("Lone Captain", "  life_points: {opp: 5500}"),
    ("Stern Captain Test", '  illegal: [{at: "action 1", rule: r_restriction_continuous}]'),
])
def test_skill_drain_does_not_stop_an_effect_that_cannot_be_negated(imported, captain, expect):
    holds(f"""
name: Dark Magician attacks while {captain} is negated by Skill Drain
turn: you
phase: battle_step
cards:
  - {{id: captain, name: {captain}, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: drain, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}}
actions:
  - attack: {{card: dm, target: direct}}
  - phase: damage_calculation
expect:
{expect}
""")


@pytest.mark.parametrize("target, expect", [
    ("dummy", "  zones: {dummy: gy}\n  life_points: {opp: 7500}"),
    ("direct", "  life_points: {opp: 7000}"),  # a direct attack: no gain
])
def test_an_atk_gain_during_the_damage_step_of_an_attack_on_a_monster(imported, target, expect):
    dummy = "  - {id: dummy, name: Target Dummy Test, owner: opp, zone: monster_zone}\n" if target == "dummy" else ""
    holds(f"""
name: Charging Knight Test attacks {target}
turn: you
phase: battle_step
cards:
  - {{id: knight, name: Charging Knight Test, owner: you, zone: monster_zone}}
{dummy}actions:
  - attack: {{card: knight, target: {target}}}
  - phase: damage_calculation
  - phase: end_damage_step
expect:
{expect}
""")


# ---- what the monster's text is, by the data's type line ----------------------------

@needs_data
@pytest.mark.parametrize("name, effects, subtypes", [
    ("Alexandrite Dragon", 0, {"normal"}),  # "Dragon": a Normal Monster whose line omits "Normal"
    ("Wattaildragon", 0, {"normal"}),  # flavour text with a colon is still no effect
    ("Dragong", 0, {"normal", "pendulum"}),  # "Aqua / Pendulum": a Normal Pendulum Monster
    ("Dragonpit Magician", 1, {"normal", "pendulum"}),  # ... its Pendulum Effect is effect 1
    ("Great Long Nose", 2, {"effect", "spirit"}),  # "Beast-Warrior / Spirit": an Effect Monster (and a Spirit monster)
    ("Chthonian Emperor Dragon", 2, {"gemini", "effect"}),  # the Gemini Summon, then the effect it gains (older "...: ● X")
    ("Puralis, the Purple Pyrotile", 1, {"synchro", "tuner", "effect"}),  # its line omits "Effect", its text has one
    ("Allvain the Essence of Vanity", 0, {"fusion", "tuner"}),  # materials only: no Effect Monster
    ("Zera the Mant", 0, {"ritual"}),  # a Ritual Monster with no effects: its note is no effect
])
def test_monster_text_kind_by_type_line(name, effects, subtypes):
    cc = compile_card(real_cards()[name])
    assert len(cc.effects) == effects, [e.text for e in cc.effects]
    assert {str(f.arguments[1]) for f in cc.facts if f.name == "subtype"} == subtypes


@needs_data
@pytest.mark.parametrize("name", ["Zera the Mant", "Cyberse Code Magician", "Javelin Beetle", "Legendary Flame Lord"])
def test_ritual_note_is_not_an_effect(name):
    """"You can Ritual Summon this card with "X"" (and the older "can only be
    Ritual Summoned with the Ritual Spell Card, "X""): a note about the card,
    understood, nothing stated (the Ritual Spell's text names what it Summons)."""
    cc = compile_card(real_cards()[name])
    assert not [t for t in cc.card_missing if "Ritual Summon" in t]
    assert not [e for e in cc.effects if "Ritual Summon" in e.text and "with" in e.text]


# ---- older Trigger Effects written without ":" ---------------------------------------

def test_older_trigger_without_colon():
    """"When this card <event>, [you can] <do X>." (pre-PSCT): a Trigger
    Effect, optional with "you can" (continuous.py OLD_TRIGGER)."""
    cc = compile_card(monster("Old Drawer", "When this card is Normal Summoned, draw 1 card."))
    [e] = cc.effects
    assert e.kind == "trigger" and e.status == "complete", e.missing
    assert {str(f) for f in e.facts} >= {"mandatory(old_drawer,1)", "op(old_drawer,1,1,draw(1))"}
    cc = compile_card(monster("Old Seeker", "When this card is destroyed by battle and sent to the Graveyard, you can draw 1 card."))
    [e] = cc.effects
    assert e.kind == "trigger" and not any(f.name == "mandatory" for f in e.facts)


@pytest.mark.parametrize("text", [
    "When this card leaves the field, destroy the equipped monster.",  # applied, not activated
    "When this card is Normal Summoned, cards and effects cannot be activated.",  # a condition (no action)
    "If this card destroys an opponent's monster by battle, it can attack once again in a row.",
    "When this card attacks with an ATK that is higher than the DEF of your opponent's Defense Position monster, "
    "inflict the difference as Battle Damage to your opponent's Life Points.",  # piercing
])
def test_not_older_triggers(text):
    assert compile_card(monster("Not Trigger", text)).effects[0].kind == "continuous"


@needs_data
@pytest.mark.parametrize("name, number, mandatory", [
    ("Flame Ogre", 1, True), ("Scrap Kong", 1, True), ("Key Mouse", 1, False),
    ('Karakuri Merchant mdl 177 "Inashichi"', 3, True), ("Radiant Spirit", 1, True),
])
def test_real_older_triggers(name, number, mandatory):
    e = compile_card(real_cards()[name]).effects[number - 1]
    assert e.kind == "trigger"
    assert any(f.name == "mandatory" for f in e.facts) == mandatory


@needs_data
@pytest.mark.parametrize("name, number, kind", [
    ("Second Expedition into Danger!", 1, "card_activation"),  # a Continuous Trap's first sentence with ";": its activation
    ("Release from Stone", 1, "card_activation"),
    ("Tribe-Infecting Virus", 1, "ignition"),  # a monster's "Discard 1 card, then declare ...; destroy ...": activated
    ("Heavymetalfoes Amalgam", 2, "trigger"),  # the second choice of its trigger (its bullet line goes on after ";")
])
def test_cost_or_target_is_activated(name, number, kind):
    e = compile_card(real_cards()[name]).effects[number - 1]
    assert e.kind == kind and ";" in e.text, e.text


@pytest.mark.parametrize("scale, summoned, legal", [
    ("Zefra Scale Test", "Zefra Giant Test", True), ("Zefra Scale Test", "Ninja Giant Test", True),
    ("Zefra Scale Test", "Dark Magician", False),  # "except "Ninja" and "Zefra" monsters": either name
    ("Wind Scale Test", "Gale Giant Test", True), ("Wind Scale Test", "Dark Magician", False),  # "except WIND monsters"
])
def test_pendulum_summon_exceptions_by_two_names_or_an_attribute(imported, scale, summoned, legal):
    expect = "  zones: {mon: monster_zone}" if legal else '  illegal: [{at: "action 1", rule: r_restriction_continuous}]'
    holds(f"""
name: {summoned} Pendulum Summoned while {scale} is a Pendulum Scale
turn: you
phase: main1
cards:
  - {{id: odd-eyes, name: Odd-Eyes Pendulum Dragon, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: scale, name: {scale}, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: mon, name: {summoned}, owner: you, zone: hand}}
actions:
  - summon: {{card: mon, how: pendulum}}
expect:
{expect}
""")


@needs_data
@pytest.mark.parametrize("name, flt", [
    ("Zefraxa, Flame Beast of the Nekroz", 'either(name_has("Nekroz"),name_has("Zefra"))'),
    ("Speedroid Dominobutterfly", "attribute(wind)"),
    ("Lunalight Wolf", 'name_has("Lunalight")'),
])
def test_real_pendulum_summon_exceptions(name, flt):
    cc = compile_card(real_cards()[name])
    e = next(e for e in cc.effects if any(f.name == "pendulum_effect" for f in e.facts))
    assert e.status == "complete", e.missing
    assert f"cannot(summon_except(pendulum,{flt}),you)" in {str(f.arguments[2]) for f in e.facts if f.name == "applies_continuously"}


@pytest.mark.parametrize("spell, drain, expect", [
    ("Single Strike", False, "  zones: {exile: banished}"),
    ("Single Strike", True, "  zones: {exile: gy}"),  # its effects negated: the effect does not apply
    ("Bounce Test", False, "  illegal: [{at: exile, rule: r_banish_instead_not_modelled}]"),
])
def test_a_monster_banished_instead_of_leaving_the_field(imported, spell, drain, expect):
    drained = "  - {id: drain, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}\n" if drain else ""
    holds(f"""
name: {spell} on Chaos Exile Test{" under Skill Drain" if drain else ""}
turn: opp
phase: main1
cards:
  - {{id: exile, name: Chaos Exile Test, owner: you, zone: monster_zone}}
  - {{id: spell, name: {spell}, owner: opp, zone: hand}}
{drained}actions:
  - chain:
      - {{card: spell, targets: [exile]}}
expect:
{expect}
""")


def test_a_special_summon_that_cannot_be_negated(imported):
    """"This card's Special Summon cannot be negated": no window to negate it,
    so Black Horn of Heaven's condition is not met."""
    holds("""
name: Black Horn of Heaven on Sovereign Test's Special Summon
turn: you
phase: main1
cards:
  - {id: sov, name: Sovereign Test, owner: you, zone: hand}
  - {id: horn, name: Black Horn of Heaven, owner: opp, zone: spell_trap_zone}
questions:
  - {id: negatable, ask: summon_negatable, card: sov, at: {after: 1}}
actions:
  - summon: {card: sov, how: special}
  - chain:
      - {card: horn}
expect:
  illegal: [{at: "2.1", rule: r_condition}]
""")
    holds("""
name: Sovereign Test's Special Summon cannot be negated
turn: you
phase: main1
cards:
  - {id: sov, name: Sovereign Test, owner: you, zone: hand}
questions:
  - {id: negatable, ask: summon_negatable, card: sov, at: {after: 1}}
actions:
  - summon: {card: sov, how: special}
expect:
  answers: {negatable: "no"}
  reasons: {negatable: r_special_summon_unnegatable}
""")


def test_older_once_per_turn_ignition_without_colon():
    """"Once per turn, you can <do X>." (pre-PSCT): an activated effect, its
    usage limit first (continuous.py OLD_ONCE); "you can also Xyz Summon"
    is not one."""
    [e] = compile_card(monster("Old Slicer", "Once per turn, you can inflict 500 damage to your opponent.")).effects
    assert e.kind == "ignition" and e.status == "complete", e.missing
    assert {str(f) for f in e.facts} >= {"usage_limit(old_slicer,1,once_per_turn)", "op(old_slicer,1,1,damage_opponent(500))"}
    text = 'Once per turn, you can also Xyz Summon "Old Fortress" by using 1 Rank 4 Xyz Monster you control.'
    fortress = compile_card(monster("Old Fortress", text))  # a Summoning procedure: a clause of the card (materials.py ALT_XYZ)
    assert not fortress.effects and fortress.card_missing == [text]
    text = "Once per turn, you can Normal Summon 1 Psychic-Type monster in addition to your Normal Summon or Set."
    assert compile_card(monster("Old Lab", text)).effects[0].kind == "continuous"
    pend = compile_card(monster("New Scale", "Cannot attack directly.", pendulum="Once per turn, you can reduce the battle damage you take to 0."))
    assert pend.effects[1].kind == "continuous"  # PSCT: without ":" it is applied, not activated


@pytest.mark.parametrize("opp_monster, zone", [(True, "monster_zone"), (False, "gy")])
def test_a_continuous_effect_applies_only_while_its_state_holds(imported, opp_monster, zone):
    # "While your opponent controls a monster, this card cannot be destroyed by card effects"
    other = "  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}\n" if opp_monster else ""
    holds(f"""
name: Single Strike on Watchful Knight, opponent's monster {opp_monster}
turn: you
phase: main1
cards:
  - {{id: knight, name: Watchful Knight Test, owner: you, zone: monster_zone}}
  - {{id: strike, name: Single Strike, owner: you, zone: hand}}
{other}actions:
  - chain:
      - {{card: strike, targets: [knight]}}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{knight: {zone}}}
""")


@pytest.mark.parametrize("position, zone", [("defense", "monster_zone"), ("attack", "gy")])
def test_a_continuous_effect_applies_only_in_its_battle_position(imported, position, zone):
    # "While this card is in Defense Position, it cannot be destroyed by card effects"
    holds(f"""
name: Single Strike on Bastion Knight in {position} position
turn: you
phase: main1
cards:
  - {{id: knight, name: Bastion Knight Test, owner: you, zone: monster_zone, position: {position}}}
  - {{id: strike, name: Single Strike, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: strike, targets: [knight]}}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{knight: {zone}}}
""")


# ---- groups of monsters (issue 15, part "cont3") ------------------------------------------

@pytest.mark.parametrize("text, terms", [
    ("Other Dragon-Type monsters you control gain 500 ATK, also they cannot be destroyed by card effects.",
     ["stat_change(others(both(monster_type(dragon),controlled_by(own))),atk,gain(500))",
      "cannot(destroyed(effect),others_where(both(monster_type(dragon),controlled_by(own))))"]),
    ("Illusion and Spellcaster Synchro Monsters you control gain 500 ATK, also they cannot be destroyed by your opponent's card effects.",
     ["stat_change(all(both(either(both(monster_type(illusion),subtype(synchro)),both(monster_type(spellcaster),subtype(synchro))),"
      "controlled_by(own))),atk,gain(500))",
      "cannot(destroyed(opponent_effect),where(both(either(both(monster_type(illusion),subtype(synchro)),"
      "both(monster_type(spellcaster),subtype(synchro))),controlled_by(own))))"]),
    ("Neither player can target Dragon monsters on the field with card effects.", ["cannot(target,where(monster_type(dragon)))"]),
    ("All Fiend monsters gain 300 ATK and lose 300 DEF.",
     ["stat_change(all(monster_type(fiend)),atk,gain(300))", "stat_change(all(monster_type(fiend)),def,gain(-300))"]),
    ("Your opponent cannot target face-up Warrior monsters you control with card effects.",
     ["cannot(target_by_opponent,where(both(face_up_monster,both(monster_type(warrior),controlled_by(own)))))"]),
    ("The equipped monster gains 300 ATK for each monster your opponent controls.",
     ["stat_change(equipped,atk,gain_per(300,count(opponent,monster_zone,monster)))"]),
    ("Monsters your opponent controls lose 100 ATK/DEF for each Spell in your GY.",
     ["stat_change(all(controlled_by(opponent)),atk,gain_per(-100,count(own,gy,spell)))",
      "stat_change(all(controlled_by(opponent)),def,gain_per(-100,count(own,gy,spell)))"]),
    ("Gains 300 ATK for each Insect monster on the field, except this card.",
     ["stat_change(self,atk,gain_per(300,count(any,monster_zone,all_of(all_of(monster,monster_type(insect)),except(self)))))"]),
    ("This card gains 500 ATK for each other Machine-Type monster on the field.",
     ["stat_change(self,atk,gain_per(500,count(any,monster_zone,all_of(all_of(monster,monster_type(machine)),except(self)))))"]),
    ("All Fish, Sea Serpent, and Aqua-Type monsters you control gain 400 ATK.",  # one reach per Type, as the hand-written Yami
     ["stat_change(all(both(monster_type(fish),controlled_by(own))),atk,gain(400))",
      "stat_change(all(both(monster_type(sea_serpent),controlled_by(own))),atk,gain(400))",
      "stat_change(all(both(monster_type(aqua),controlled_by(own))),atk,gain(400))"]),
])
def test_statements_about_a_group_of_monsters(text, terms):
    got = facts(monster("M", text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(m,1,{t})" for t in terms}
    assert not any(f.startswith("not_modelled(m,") for f in got)


@pytest.mark.parametrize("text, clause", [
    # no place and no ATK/DEF change: on the field only, or in the GY too?
    ("Aqua monsters cannot be destroyed by battle.", "Aqua monsters cannot be destroyed by battle"),
    # "other" after another group: other than that group, or than this card?
    ("Insect, Plant, and Reptile monsters on the field gain 300 ATK/DEF, also all other monsters on the field lose 300 ATK/DEF.",
     "all other monsters on the field lose 300 ATK/DEF"),
    # the condition, not read, holds the part after "also" too
    ("While this card points to a monster, this card cannot be destroyed by battle, also your opponent cannot target it with card effects.",
     "your opponent cannot target it with card effects"),
    # "..., and loses 200 DEF": not this card's loss
    ("Your opponent cannot target monsters you control with card effects, and loses 200 DEF.",
     "Your opponent cannot target monsters you control with card effects, and loses 200 DEF"),
])
def test_group_statements_not_read(text, clause):
    got = facts(monster("M", text))
    assert f'not_modelled(m,1,"{clause}")' in got, got
    assert not any("others" in f or "def,gain(-200)" in f for f in got)


def test_the_equipped_monster_gains_and_loses():
    got = facts(CardRecord(name="Sword", card_type="spell", property="Equip", text="It gains 400 ATK and loses 200 DEF."))
    assert {f for f in got if f.startswith("applies_continuously(")} == {
        "applies_continuously(sword,2,stat_change(equipped,atk,gain(400)))", "applies_continuously(sword,2,stat_change(equipped,def,gain(-200)))"}


@pytest.mark.parametrize("target, zone, scout_atk", [("ninja", "monster_zone", 1500), ("elder", "gy", 1000)])
def test_other_monsters_of_a_group_are_protected_but_not_this_card(imported, target, zone, scout_atk):
    # "Other "Ninja" monsters you control cannot be destroyed by card effects, also they gain 500 ATK"
    holds(f"""
name: Single Strike on {target} beside Ninja Elder Test
turn: opp
phase: main1
cards:
  - {{id: elder, name: Ninja Elder Test, owner: you, zone: monster_zone}}
  - {{id: ninja, name: Ninja Scout Test, owner: you, zone: monster_zone}}
  - {{id: strike, name: Single Strike, owner: opp, zone: hand}}
questions:
  - {{id: scout_atk, ask: atk, card: ninja}}
  - {{id: elder_atk, ask: atk, card: elder}}
actions:
  - chain:
      - {{card: strike, targets: [{target}]}}
expect:
  answers: {{scout_atk: "{scout_atk}", elder_atk: "1000"}}
  zones: {{{target}: {zone}}}
""")


@pytest.mark.parametrize("warriors, atk", [(0, 1000), (2, 2000)])
def test_a_gain_for_each_monster_except_this_card(imported, warriors, atk):
    # "Gains 500 ATK for each Warrior monster you control, except this card": it is a Warrior too
    more = "".join(f"\n  - {{id: w{i}, name: Plain Scout Test, owner: you, zone: monster_zone}}" for i in range(warriors))
    holds(f"""
name: Swarm Lord Test with {warriors} other Warriors
turn: you
phase: main1
cards:
  - {{id: lord, name: Swarm Lord Test, owner: you, zone: monster_zone}}{more}
questions:
  - {{id: atk, ask: atk, card: lord}}
expect:
  answers: {{atk: "{atk}"}}
""")


@needs_data
@pytest.mark.parametrize("name, effect, terms", [
    ("Galaxy Photon Dragon", 1, ["stat_change(others(both(attribute(light),controlled_by(own))),atk,gain(500))"]),
    ("Fighting Spirit", 2, ["stat_change(equipped,atk,gain_per(300,count(opponent,monster_zone,monster)))"]),
    ("Protectcode Talker", 1, ["cannot(target_by_opponent,where(both(link_rating_between(4,99),controlled_by(own))))",
                               "cannot(destroyed(battle),where(both(link_rating_between(4,99),controlled_by(own))))"]),
    ("Lord of D.", 1, ["cannot(target,where(monster_type(dragon)))"]),
    ("Guardragon Pisty", 1, ["cannot(summon_except(special,monster_type(dragon)),you)"]),
    ("Artmage Power Patron", 1, ["cannot(summon_except(special_from_extra_deck,subtype(fusion)),you)"]),
    ("Barrier Statue of the Torrent", 1, ["cannot(summon_except(special,attribute(water)),both)"]),
    # a change of ATK/DEF with no place: the monsters on the field (the older wording of "... on the field gain")
    ("Lemuria, the Forgotten City", 2, ["stat_change(all(attribute(water)),atk,gain(200))", "stat_change(all(attribute(water)),def,gain(200))"]),
    # the older wording "Increase the ATK of all X monsters by N points and decrease their DEF by N points"
    ("Gaia Power", 2, ["stat_change(all(attribute(earth)),atk,gain(500))", "stat_change(all(attribute(earth)),def,gain(-400))"]),
    ("Milus Radiant", 1, ["stat_change(all(attribute(earth)),atk,gain(500))", "stat_change(all(attribute(wind)),atk,gain(-400))"]),
    ("Yellow Luster Shield", 2, ["stat_change(all(controlled_by(own)),def,gain(300))"]),
    ("Chorus of Sanctuary", 2, ["stat_change(all(position(defense)),def,gain(500))"]),
    ("Amazoness Village", 2, ['stat_change(all(name_has("Amazoness")),atk,gain(200))']),
    ("Splendid Venus", 1, ["stat_change(all(non(monster_type(fairy))),atk,gain(-500))", "stat_change(all(non(monster_type(fairy))),def,gain(-500))"]),
    ("Amorphage Sloth", 1, ['cannot(summon_except(special_from_extra_deck,name_has("Amorphage")),both)']),
    ("Magical Marionette", 2, ["stat_change(self,atk,gain_per(200,counters(spell)))"]),
    ("Hexa Spirit of the Ice Barrier", 1, ["stat_change(all(controlled_by(opponent)),atk,gain(-500))",
                                           "stat_change(all(controlled_by(opponent)),def,gain(-500))"]),
    ("Meklord Army of Skiel", 1,
     ['stat_change(self,atk,gain_per(200,count(any,monster_zone,all_of(all_of(monster,name_has("Meklord")),except(self)))))']),
])
def test_real_group_statements(name, effect, terms):
    e = compile_card(real_cards()[name]).effects[effect - 1]
    assert e.status == "complete", e.missing
    assert {str(f.arguments[2]) for f in e.facts if f.name == "applies_continuously"} == set(terms)


@pytest.mark.parametrize("other, zone", [("Ninja Scout Test", "monster_zone"), ("Plain Scout Test", "gy")])
def test_a_state_of_another_monster_gates_every_part_of_the_sentence(imported, other, zone):
    # "While you control another "Ninja" monster, this card cannot be destroyed by card effects, also it cannot be targeted for attacks"
    got = facts(CardRecord(name="Ninja Buddy Test", card_type="monster", type_line=["Warrior", "Effect"], level=4, atk=1000, defense=1000,
                           text=IMPORT[-1]["text"]))
    assert "applies_continuously(ninja_buddy_test,1,cannot(be_attacked,self))" in got
    assert not any(f.startswith("not_modelled(") for f in got)
    holds(f"""
name: Single Strike on Ninja Buddy Test beside {other}
turn: opp
phase: main1
cards:
  - {{id: buddy, name: Ninja Buddy Test, owner: you, zone: monster_zone}}
  - {{id: other, name: {other}, owner: you, zone: monster_zone}}
  - {{id: strike, name: Single Strike, owner: opp, zone: hand}}
actions:
  - chain:
      - {{card: strike, targets: [buddy]}}
expect:
  zones: {{buddy: {zone}}}
""")


@pytest.mark.parametrize("counters, atk", [("", 1000), (", counters: {spell: 3}", 1900)])
def test_a_gain_for_each_counter_on_this_card(imported, counters, atk):
    holds(f"""
name: Counter Mage Test, {atk} ATK
turn: you
phase: main1
cards:
  - {{id: mage, name: Counter Mage Test, owner: you, zone: monster_zone{counters}}}
questions:
  - {{id: atk, ask: atk, card: mage}}
expect:
  answers: {{atk: "{atk}"}}
""")


@pytest.mark.parametrize("summoned, expect", [
    ("beetle", "  zones: {summoned: monster_zone}"),
    ("rider", '  illegal: [{at: "action 1", rule: r_summon_except_special}]'),
])
def test_a_continuous_cannot_special_summon_except(imported, summoned, expect):
    # "You cannot Special Summon monsters, except Insect monsters", while the card is face-up on the field
    name = {"beetle": "Crowd Beetle Test", "rider": "Crowd Rider Test"}[summoned]
    holds(f"""
name: {name} Special Summoned by its procedure beside Insect Queen Test
turn: you
phase: main1
cards:
  - {{id: queen, name: Insect Queen Test, owner: you, zone: monster_zone}}
  - {{id: summoned, name: {name}, owner: you, zone: hand}}
  - {{id: o1, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: o2, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - summon: {{card: summoned, how: special}}
expect:
{expect}
""")


@pytest.mark.parametrize("summoned, expect", [
    ("beetle", "  zones: {summoned: monster_zone}"),
    ("rider", '  illegal: [{at: "action 1", rule: r_summon_except_special}]'),
])
def test_neither_player_can_special_summon_except(imported, summoned, expect):
    # "Neither player can Special Summon monsters, except Insect monsters": the opponent's card binds you too
    assert "applies_continuously(m,1,cannot(summon_except(special,monster_type(insect)),both))" in facts(
        monster("M", "Neither player can Special Summon monsters, except Insect monsters."))
    name = {"beetle": "Crowd Beetle Test", "rider": "Crowd Rider Test"}[summoned]
    holds(f"""
name: {name} Special Summoned by its procedure while the opponent controls Insect Statue Test
turn: you
phase: main1
cards:
  - {{id: statue, name: Insect Statue Test, owner: opp, zone: monster_zone}}
  - {{id: summoned, name: {name}, owner: you, zone: hand}}
  - {{id: o2, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - summon: {{card: summoned, how: special}}
expect:
{expect}
""")


@pytest.mark.parametrize("text, gate, terms", [
    ("Cannot be destroyed by card effects while you control a Fusion Monster.",
     "count_at_least(own,monster_zone,where(subtype(fusion)),1)", ["cannot(destroyed(effect),self)"]),
    ('Gains 100 ATK/DEF while "Castle of Dark Illusions" is on the field.',
     'count_at_least(any,field,card_named("Castle of Dark Illusions"),1)', ["stat_change(self,atk,gain(100))", "stat_change(self,def,gain(100))"]),
    ('All "Traptrix" monsters you control gain 1000 ATK while you have a Normal Trap in your GY.',
     "count_at_least(own,gy,all_of(trap,where(subtype(normal))),1)", ['stat_change(all(both(name_has("Traptrix"),controlled_by(own))),atk,gain(1000))']),
])
def test_a_state_said_after_the_effect(text, gate, terms):
    got = facts(monster("M", text))
    assert f"applies_while(m,1,{gate})" in got
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(m,1,{t})" for t in terms}


@pytest.mark.parametrize("text", [
    "This card can attack directly while in Defense Position.",  # it may attack in Defense Position then
    'Cannot be destroyed by card effects while you control a "Centur-Ion" Monster Card.',  # a Monster Card in the Spell & Trap Zone too
])
def test_states_after_the_effect_not_read(text):
    assert not any(f.startswith("applies_") for f in facts(monster("M", text)))


@pytest.mark.parametrize("materials, atk, expect", [
    (0, 2000, '  illegal: [{at: "1.1", rule: r_condition}]'),
    (1, 2500, '  illegal: [{at: "1.1", rule: r_condition}]'),
    (2, 2500, "  zones: {foe: gy}"),
])
def test_effects_a_monster_gains_by_its_number_of_materials(imported, materials, atk, expect):
    # "This card gains effects based on the number of materials attached to it. ● 1+: Gains 500 ATK. ● 2+: ... destroy it."
    mats = "".join(f"\n  - {{id: m{i}, name: Dark Magician, owner: you, zone: material, attached_to: knight}}" for i in range(materials))
    cards = f"""turn: you
phase: main1
cards:
  - {{id: knight, name: Material Knight Test, owner: you, zone: monster_zone}}{mats}
  - {{id: foe, name: Dark Magician, owner: opp, zone: monster_zone}}
"""
    holds(f"name: Material Knight Test's ATK with {materials} materials\n{cards}questions:\n  - {{id: atk, ask: atk, card: knight}}\n"
          f"expect:\n  answers: {{atk: \"{atk}\"}}\n")
    holds(f"name: Material Knight Test's 2+ effect with {materials} materials\n{cards}actions:\n  - chain:\n"
          f"      - {{card: knight, effect: 2, targets: [foe]}}\nexpect:\n{expect}\n")


@pytest.mark.parametrize("phase, atk, expect", [
    ("main1", 1000, '  outcomes: {"1.1": resolved}'),
    ("battle_step", 1300, '  illegal: [{at: "1.1", rule: r_restriction_continuous}]'),
    ("damage_calculation", 1300, '  illegal: [{at: "1.1", rule: r_restriction_continuous}]'),
])
def test_restrictions_and_gains_during_the_battle_phase(imported, phase, atk, expect):
    # "Your opponent cannot activate cards or effects during your Battle Phase. Warrior monsters you control gain 300 ATK during the Battle Phase only."
    cards = f"""turn: you
phase: {phase}
cards:
  - {{id: warden, name: Battle Warden Test, owner: you, zone: monster_zone}}
  - {{id: snare, name: Echo Snare, owner: opp, zone: spell_trap_zone, face: down}}
"""
    holds(f"name: Battle Warden Test's ATK in {phase}\n{cards}questions:\n  - {{id: atk, ask: atk, card: warden}}\n"
          f"expect:\n  answers: {{atk: \"{atk}\"}}\n")
    holds(f"name: Echo Snare in {phase} against Battle Warden Test\n{cards}actions:\n  - chain:\n"
          f"      - {{card: snare, player: opp, targets: [warden]}}\nexpect:\n{expect}\n")


@pytest.mark.parametrize("text, terms", [
    ("Your opponent cannot activate monster effects during the Battle Phase.", ["while(battle_phase,cannot(activate(monster_effects),opponent))"]),
    ("Monsters your opponent controls lose 500 ATK during your opponent's Battle Phase only.",
     ["while(opponents_battle_phase,stat_change(all(controlled_by(opponent)),atk,gain(-500)))"]),
    ("Neither player can activate Trap Cards.", ["cannot(activate(trap_cards),both)"]),
    ('During your opponent\'s Battle Phase, "Ninja" monsters you control cannot be destroyed by battle, also they cannot be destroyed by card effects.',
     ['while(opponents_battle_phase,cannot(destroyed(battle),where(both(name_has("Ninja"),controlled_by(own)))))',
      'while(opponents_battle_phase,cannot(destroyed(effect),where(both(name_has("Ninja"),controlled_by(own)))))']),
])
def test_activation_restrictions_and_battle_phase_wordings(text, terms):
    got = facts(monster("M", text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(m,1,{t})" for t in terms}


@pytest.mark.parametrize("text, terms", [
    ("Any card sent to the GY is banished instead.", ["replace(any,gy,banished)"]),
    ("Any monster sent to the GY is banished instead.", ["replace(monsters,gy,banished)"]),
    ("Any monster destroyed by battle is shuffled into the Deck instead of going to the GY.", ["replace(destroyed_by_battle,gy,deck)"]),
    ("Negate all Trap effects on the field.", ["negate_effects(traps_on_field)"]),
    ("Trap Cards, and their effects on the field, cannot be activated.",
     ["cannot(activate(trap_cards),both)", "cannot(activate(trap_effects_on_field),both)"]),
    ("Your opponent's monsters cannot attack any monsters, except this one.", ["cannot(be_attacked,others_own)"]),
])
def test_replacements_negations_and_locks(text, terms):
    got = facts(monster("M", text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(m,1,{t})" for t in terms}
    assert ("negation_style(m,1,field_gated)" in got) == any(t.startswith("negate_effects") for t in terms)


@needs_data
def test_jinzo_compiles_as_the_hand_written_card():
    got = facts(real_cards()["Jinzo"])
    assert {"applies_continuously(jinzo,1,cannot(activate(trap_cards),both))", "applies_continuously(jinzo,2,negate_effects(traps_on_field))",
            "negation_style(jinzo,2,field_gated)"} <= got



@pytest.mark.parametrize("text, terms", [
    ("Neither player can Tribute cards.", ["cannot(tribute,both)"]),
    ("Neither player can banish cards.", ["cannot(banish(any),both)"]),
    ("Neither player can Special Summon monsters.", ["cannot(summon(special),both)"]),
])
def test_a_continuous_trap_whose_only_text_is_a_restriction(text, terms):
    # no activation text for "Neither player ..." to follow up: the sentence is the card's continuous effect 2
    got = facts(CardRecord(name="Lock", card_type="trap", property="Continuous", text=text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(lock,2,{t})" for t in terms}
    assert "effect(lock,1,card_activation)" in got and "effect(lock,2,continuous)" in got


@pytest.mark.parametrize("text, terms", [
    ("As long as this card remains face-up on the field, monsters with an ATK equal to 1900 or more cannot declare an attack.",
     ["cannot(declare_attack,monsters(atk_at_least(1900)))"]),
    ("Monsters with 1500 or more ATK cannot declare an attack.", ["cannot(declare_attack,monsters(atk_at_least(1500)))"]),
])
def test_monsters_with_atk_cannot_attack(text, terms):
    got = facts(monster("M", text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(m,1,{t})" for t in terms}


def test_the_equipped_monster_becomes_an_attribute():
    got = facts(CardRecord(name="Wind", card_type="spell", property="Equip", text="The equipped monster gains 300 ATK, also it becomes WIND."))
    assert "applies_continuously(wind,2,attribute_change(equipped,wind))" in got
    assert not any(f.startswith("not_modelled(wind,2") for f in got)


@pytest.mark.parametrize("text, terms", [
    ("Other Tuners you control cannot be destroyed by card effects, also your opponent cannot target them with card effects.",
     ["cannot(destroyed(effect),others_where(both(subtype(tuner),controlled_by(own))))",
      "cannot(target_by_opponent,others_where(both(subtype(tuner),controlled_by(own))))"]),
    ("Neither player can target this card on the field with card effects.", ["cannot(target,self)"]),
])
def test_tuners_and_this_card_on_the_field(text, terms):
    got = facts(monster("M", text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(m,1,{t})" for t in terms}


# ---- piercing in older wording and for a group; "cannot be Tributed" ------------------------

@pytest.mark.parametrize("text", [
    "During battle between this attacking card and a Defense Position monster whose DEF is lower than the ATK of this card, "
    "inflict the difference as Battle Damage to your opponent.",
    "When this card attacks with an ATK that is higher than the DEF of your opponent's Defense Position monster, "
    "inflict the difference as Battle Damage to your opponent's Life Points.",
])
def test_piercing_in_its_wording_before_psct(text):
    got = facts(monster("Lancer", text))
    assert got >= {"applies_continuously(lancer,1,piercing)"} and not any(f.startswith("not_modelled(") for f in got)


@pytest.mark.parametrize("text, term", [
    ('If a "Lunalight" monster you control attacks a Defense Position monster, inflict piercing battle damage to your opponent.',
     'grants_piercing(all(both(name_has("Lunalight"),controlled_by(own))))'),
    ("If a Ritual Monster you control attacks a Defense Position monster, inflict piercing battle damage.",
     "grants_piercing(all(both(subtype(ritual),controlled_by(own))))"),
    ("While this card is face-up on the field, it cannot be Tributed.", "cannot(tribute,self)"),
    ("Cannot be Tributed while face-up in the Monster Zone.", "cannot(tribute,self)"),
])
def test_group_piercing_and_tribute_wordings(text, term):
    got = facts(monster("Test Monster", text))
    assert f"applies_continuously(test_monster,1,{term})" in got
    assert not any(f.startswith("not_modelled(test_monster,1,") for f in got)


@pytest.mark.parametrize("text", [
    # "your" monster: left out (controller or owner?); a monster in one zone only: not a group the engine reads
    'If your "Ninja" monster attacks a Defense Position monster, inflict piercing battle damage to your opponent.',
    'If your "Scareclaw" monster in the Extra Monster Zone attacks a Defense Position monster, inflict piercing battle damage to your opponent.',
    "If this card Special Summoned by its effect attacks a Defense Position monster, inflict piercing battle damage to your opponent.",
])
def test_piercing_for_monsters_not_read_is_not_modelled(text):
    got = facts(monster("Test Monster", text))
    assert any(f.startswith("not_modelled(test_monster,1,") for f in got)


@needs_data
@pytest.mark.parametrize("name, effect, terms", [
    ("Saber Beetle", 1, ["piercing"]),
    ("Gyaku-Gire Panda", 2, ["piercing"]),
    ("Drill Synchron", 1, ["grants_piercing(all(both(monster_type(warrior),controlled_by(own))))"]),
    ("Blue Duston", 2, ["cannot(tribute,self)"]),
])
def test_real_piercing_and_tribute_effects(name, effect, terms):
    cc = compile_card(real_cards()[name])
    e = cc.effects[effect - 1]
    assert e.kind == "continuous" and e.status == "complete", (e.text, e.missing)
    assert {str(f.arguments[2]) for f in e.facts if f.name == "applies_continuously"} == set(terms)


@pytest.mark.parametrize("attacker, opp_lp", [("Old Lancer Test", 7000), ("Grounded Brute", 8000)])
def test_old_piercing_wording_inflicts_the_difference(imported, attacker, opp_lp):
    battle(f"  - {{id: a, name: {attacker}, owner: you, zone: monster_zone}}\n"
           "  - {id: wall, name: Plain Scout Test, owner: opp, zone: monster_zone, position: defense}",
           "  - attack: {card: a, target: wall}\n  - phase: damage_calculation",
           f"  life_points: {{opp: {opp_lp}}}")


@pytest.mark.parametrize("attacker, drain, opp_lp", [("Grounded Brute", False, 7000), ("Dark Magician", False, 8000),
                                                     ("Grounded Brute", True, 8000)])
def test_a_group_of_monsters_you_control_inflicts_piercing_damage(imported, attacker, drain, opp_lp):
    # a Warrior you control pierces; a Spellcaster does not; with the leader's effects negated, neither
    drained = "\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}" if drain else ""
    battle("  - {id: lead, name: Pack Leader Test, owner: you, zone: monster_zone}\n"
           f"  - {{id: a, name: {attacker}, owner: you, zone: monster_zone}}\n"
           "  - {id: wall, name: Plain Scout Test, owner: opp, zone: monster_zone, position: defense}" + drained,
           "  - attack: {card: a, target: wall}\n  - phase: damage_calculation",
           f"  life_points: {{opp: {opp_lp}}}")


@pytest.mark.parametrize("drain, expect", [(False, '  illegal: [{at: "action 1", rule: r_cannot_be_tributed}]'),
                                           (True, "  illegal: []")])
def test_a_monster_that_cannot_be_tributed_is_not_tributed_for_a_tribute_summon(imported, drain, expect):
    drained = "\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}" if drain else ""
    holds(f"""
name: Tribute Summon with a monster that cannot be Tributed (negated {drain})
turn: you
phase: main1
cards:
  - {{id: duston, name: Stubborn Duston Test, owner: you, zone: monster_zone}}
  - {{id: scout, name: Plain Scout Test, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: hand}}{drained}
actions:
  - summon: {{card: dm, how: normal, position: attack, tributes: [duston, scout]}}
expect:
{expect}
""")


@pytest.mark.parametrize("text, terms", [
    ("Gains ATK equal to its Level x 300.", ["stat_change(self,atk,gain_per(300,its(level)))"]),
    ("This card gains ATK/DEF equal to its Rank x 200.",
     ["stat_change(self,atk,gain_per(200,its(rank)))", "stat_change(self,def,gain_per(200,its(rank)))"]),
    ("This card cannot attack during the turn that it is Normal Summoned or Special Summoned.",
     ["no_attack_summon_turn(normal)", "no_attack_summon_turn(special)"]),
    ("This card can attack your opponent's Life Points directly even if there is a monster on your opponent's side of the field.",
     ["attack_directly"]),
    ("Your opponent cannot target monsters for attacks, except this one.", ["cannot(be_attacked,others_own)"]),
])
def test_more_wordings_of_this_card(text, terms):
    got = facts(monster("Test Monster", text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(test_monster,1,{t})" for t in terms}
    assert not any(f.startswith("not_modelled(") for f in got)


def test_it_gains_atk_equal_to_its_level_is_not_read():
    # "it" may be the monster an Equip Card is equipped to
    got = facts(monster("Test Monster", "It gains ATK equal to its Level x 100."))
    assert any(f.startswith("not_modelled(test_monster,1,") for f in got)


@pytest.mark.parametrize("drain, opp_lp", [(False, 8000 - 1000 - 4 * 300), (True, 7000)])
def test_gains_atk_equal_to_its_level(imported, drain, opp_lp):
    drained = "\n  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}" if drain else ""
    battle("  - {id: racer, name: Level Racer Test, owner: you, zone: monster_zone}" + drained,
           "  - attack: {card: racer, target: direct}\n  - phase: damage_calculation",
           f"  life_points: {{opp: {opp_lp}}}")


@pytest.mark.parametrize("text, term", [
    ('Monsters your opponent controls cannot target face-up "Ninja" monsters for attacks, except this one.',
     'cannot(be_attacked,others_where(both(face_up_monster,both(name_has("Ninja"),controlled_by(own)))))'),
    ('Monsters your opponent controls cannot attack "Ninja" monsters you control, except this one.',
     'cannot(be_attacked,others_where(both(name_has("Ninja"),controlled_by(own))))'),
    ("Monsters your opponent controls cannot change their battle positions.", "cannot(change_position,where(controlled_by(opponent)))"),
])
def test_group_battle_restriction_wordings(text, term):
    got = facts(monster("Test Monster", text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(test_monster,1,{term})"}
    assert not any(f.startswith("not_modelled(") for f in got)


@pytest.mark.parametrize("target, legal", [("scout", False), ("decoy", True), ("plain", True)])
def test_other_monsters_of_a_group_cannot_be_attacked(imported, target, legal):
    expect = "  life_points: {opp: 6500}" if legal else '  illegal: [{at: "action 1", rule: r_cannot_be_attacked}]'
    battle("  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}\n"
           "  - {id: decoy, name: Ninja Decoy Test, owner: opp, zone: monster_zone}\n"
           "  - {id: scout, name: Ninja Scout Test, owner: opp, zone: monster_zone}\n"
           "  - {id: plain, name: Plain Scout Test, owner: opp, zone: monster_zone}",
           f"  - attack: {{card: dm, target: {target}}}\n  - phase: damage_calculation", expect)


def test_if_this_card_battles_wordings():
    got = facts(monster("Test Monster", "If this card battles, your opponent cannot activate Spell/Trap Cards until the end of the Damage Step."))
    assert "applies_continuously(test_monster,1,while_battling(cannot(activate(spell_trap_cards),opponent)))" in got
    assert not any(f.startswith("not_modelled(") for f in got)


@pytest.mark.parametrize("attacker, target, expect", [
    ("dm", "seal", '  illegal: [{at: "2.1", rule: r_restriction_while_battling}]'),   # attacked: it battles
    ("seal", "plain", '  illegal: [{at: "2.1", rule: r_restriction_while_battling}]'),  # its attack
    ("dm", "plain", '  outcomes: {"2.1": resolved}'),                                    # not its battle
])
def test_while_this_card_battles_the_opponent_cannot_activate(imported, attacker, target, expect):
    seal_owner = "opp" if attacker == "dm" else "you"
    snare_owner = "you" if attacker == "dm" else "opp"
    holds(f"""
name: Battle Seal Test battles ({attacker} attacks {target})
turn: you
phase: battle_step
cards:
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: seal, name: Battle Seal Test, owner: {seal_owner}, zone: monster_zone}}
  - {{id: plain, name: Plain Scout Test, owner: opp, zone: monster_zone}}
  - {{id: snare, name: Echo Snare, owner: {snare_owner}, zone: spell_trap_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - chain:
      - {{card: snare, targets: [{"seal" if attacker == "dm" else "dm"}]}}
expect:
{expect}
""")


def test_this_attack_position_card_is_this_card_while_in_attack_position():
    got = facts(monster("Test Monster", "This Attack Position card cannot be destroyed by battle."))
    assert {"applies_continuously(test_monster,1,cannot(destroyed(battle),self))",
            "applies_while(test_monster,1,self_in_position(attack))"} <= got
    assert not any(f.startswith("not_modelled(") for f in got)


@pytest.mark.parametrize("text, term", [
    ("Cannot be destroyed by battle with a monster that has 1900 or more ATK.", "battle_with(atk_between(1900,99999))"),
    ("Cannot be destroyed by battle with a monster Special Summoned from the Extra Deck.", "battle_with(special_summoned_from(extra_deck))"),
    ("This card cannot be destroyed by battle with an Xyz Monster.", "battle_with(subtype(xyz))"),
])
def test_cannot_be_destroyed_by_battle_with_wordings(text, term):
    got = facts(monster("Test Monster", text))
    assert {f for f in got if f.startswith("applies_continuously(")} == {f"applies_continuously(test_monster,1,cannot(destroyed({term}),self))"}


@pytest.mark.parametrize("text", ["Cannot be destroyed by battle with a monster that has the same ATK.",
                                  "Cannot be destroyed by battle with a Normal Summoned/Set monster."])
def test_cannot_be_destroyed_by_battle_with_what_is_not_read(text):
    assert any(f.startswith("not_modelled(test_monster,1,") for f in facts(monster("Test Monster", text)))


@pytest.mark.parametrize("guard, attacker, zone, opp_lp", [
    ("Giant Killer Test", "Dark Magician", "monster_zone", 6500),   # 2500 ATK: protected, damage still dealt
    ("Giant Killer Test", "Pike Sergeant", "gy", 7200),             # 1800 ATK: destroyed
    ("Dark Ward Test", "Dark Magician", "monster_zone", 6500),      # DARK
    ("Dark Ward Test", "Grounded Brute", "gy", 7000),               # EARTH
])
def test_cannot_be_destroyed_by_battle_with_a_kind_of_monster(imported, guard, attacker, zone, opp_lp):
    battle(f"  - {{id: a, name: {attacker}, owner: you, zone: monster_zone}}\n"
           f"  - {{id: g, name: {guard}, owner: opp, zone: monster_zone}}",
           "  - attack: {card: a, target: g}\n  - phase: damage_calculation\n  - phase: end_damage_step",
           f"  life_points: {{opp: {opp_lp}}}\n  zones: {{g: {zone}}}")


@pytest.mark.parametrize("text, gate, term", [
    ("Cannot attack unless it has material.", "self_materials_at_most(0)", "cannot(declare_attack,self)"),
    ("Cannot be destroyed by card effects while it has material.", "self_materials_at_least(1)", "cannot(destroyed(effect),self)"),
    ("This card can attack directly while it has Xyz Material.", "self_materials_at_least(1)", "attack_directly"),
])
def test_while_it_has_material_wordings(text, gate, term):
    got = facts(monster("Test Monster", text))
    assert {f"applies_while(test_monster,1,{gate})", f"applies_continuously(test_monster,1,{term})"} <= got
    assert not any(f.startswith("not_modelled(") for f in got)


@pytest.mark.parametrize("materials, expect", [(0, '  illegal: [{at: "action 1", rule: r_restriction_continuous}]'),
                                               (1, "  life_points: {opp: 6000}")])
def test_cannot_attack_unless_it_has_material(imported, materials, expect):
    mats = "".join(f"\n  - {{id: m{i}, name: Dark Magician, owner: you, zone: material, attached_to: hollow}}" for i in range(materials))
    battle("  - {id: hollow, name: Hollow Knight Test, owner: you, zone: monster_zone}" + mats,
           "  - attack: {card: hollow, target: direct}\n  - phase: damage_calculation", expect)


def test_a_material_gate_holds_the_part_after_also_too():
    got = facts(monster("M", "While this card has Xyz Material, this card cannot be destroyed by battle, "
                             "also your opponent cannot target it with card effects."))
    assert {"applies_continuously(m,1,cannot(destroyed(battle),self))", "applies_continuously(m,1,cannot(target_by_opponent,self))",
            "applies_while(m,1,self_materials_at_least(1))"} <= got
    assert not any(f.startswith("not_modelled(") for f in got)


def test_while_this_summoned_card_is_on_the_field_wordings():
    got = facts(monster("M", "While this Xyz Summoned card is in your Monster Zone, your opponent cannot target it with card effects, "
                             "also it cannot be destroyed by your opponent's card effects."))
    assert {"applies_continuously(m,1,cannot(target_by_opponent,self))", "applies_continuously(m,1,cannot(destroyed(opponent_effect),self))",
            "applies_while(m,1,count_at_least(own,monster_zone,all_of(self,summoned_as(xyz_summoned)),1))"} <= got
    assert not any(f.startswith("not_modelled(") for f in got)


@pytest.mark.parametrize("revived, zone", [(True, "monster_zone"), (False, "gy")])
def test_while_this_special_summoned_card_is_on_the_field(imported, revived, zone):
    start = "gy" if revived else "monster_zone"
    revive = "  - chain:\n      - {card: reborn, targets: [guard]}\n" if revived else ""
    holds(f"""
name: Reborn Guard Test, Special Summoned {revived}, and Single Strike
turn: you
phase: main1
cards:
  - {{id: guard, name: Reborn Guard Test, owner: you, zone: {start}}}
  - {{id: reborn, name: Monster Reborn, owner: you, zone: hand}}
  - {{id: strike, name: Single Strike, owner: you, zone: hand}}
actions:
{revive}  - chain:
      - {{card: strike, targets: [guard]}}
expect:
  zones: {{guard: {zone}}}
""")


def test_a_part_after_also_with_no_subject_speaks_of_the_subject_before_it():
    # "Each X you control gains ..., also can make a second attack": the X monsters', not this card's (D - Force)
    got = compiled({"card_type": "Spell", "property": "Continuous", "name": "Plasma Force",
                    "text": "Each \"Plasma Hero\" you control gains 100 ATK for each monster in the GYs, "
                            "also can make a second attack during each Battle Phase."})
    assert not any("extra_attacks" in f for f in got)
    assert "not_modelled(plasma_force,2,\"can make a second attack during each Battle Phase\")" in got


def test_a_bullet_whose_condition_is_not_understood_states_no_continuous_effect():
    # "● Leftmost: Gains 1000 ATK/DEF" (Ghost Bird of Bewitchment): stated, it would always apply
    got = compiled(record("Zone Bird", "This card gains an effect based on the Main Monster Zone it is in.\n"
                                        "● Leftmost: Gains 1000 ATK/DEF.\n● Rightmost: Can make up to 2 attacks on monsters during each Battle Phase."))
    assert not any(f.startswith("applies_continuously(zone_bird,") for f in got)
    assert any("● Leftmost" in f for f in got)
