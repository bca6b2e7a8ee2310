""""Unaffected by ..." compiled from card text (asp/effects/unaffected.lp,
r_unaffected): a face-up card that some effects do not affect. It can still
be targeted; what the effect would do to it does not happen (it is not
destroyed, its ATK is not changed, its effects are not negated), while the
rest of the effect still applies. Short texts written here in the style of
real cards, imported and judged in scenarios both ways; real card texts from
the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def trap(name: str, text: str, prop: str = "Normal") -> dict:
    return {"card_type": "Trap", "property": prop, "name": name, "text": text}


def spell(name: str, text: str, prop: str = "Normal") -> dict:
    return {"card_type": "Spell", "property": prop, "name": name, "text": text}


CARDS = [
    monster("Trap Ward", "Unaffected by Trap effects."),
    monster("Aloof Giant", "Unaffected by other cards' effects.\nYou can target 1 card on the field; destroy it."),
    monster("Spell Ward", "Unaffected by your opponent's Spell effects."),
    monster("Beast Ward", "Unaffected by other monsters' effects."),
    monster("Plain Soldier", "You can target 1 card on the field; destroy it."),
    trap("Spite", "Target 1 card on the field; destroy it."),
    trap("Deep Hole", "Target 1 card on the field; destroy it."),
    monster("Aesir Tester", "You can make this card be unaffected by Spell/Trap effects until the end of this turn."),
    monster("Dora Tester", "You can target 1 face-up monster on the field; that target is unaffected by card effects, except its own, "
                           "until the end of this turn."),
    monster("Tall Ward", "Unaffected by Spell effects.", atk=2000),
    monster("Tall Soldier", "You can target 1 card on the field; destroy it.", atk=2000),
    spell("Heavy Air", "Monsters with 1900 or more ATK cannot declare an attack.", "Continuous"),
    spell("Hold Still", "Target 1 face-up monster on the field; it cannot attack this turn.", "Quick-Play"),
    monster("Lone Immune", "While you control no other monsters, this card is unaffected by Spell effects."),
    monster("Self Doubt", "Unaffected by monster effects.\nYou can target 1 card on the field; destroy it."),
    monster("Pit Keeper", "Unaffected by the effects of \"Hole\" Normal Traps."),
    trap("Sweep", "Destroy all monsters on the field."),
    spell("Blast", "Target 1 card on the field; destroy it."),
    spell("Tester Field", "All monsters on the field gain 100 ATK.", "Field"),
    trap("Drain Field", "Negate the effects of all face-up monsters while they are face-up on the field (but their effects can still be "
                       "activated).", "Continuous"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "unaffected.yaml")


def test_unaffected_compiles_into_its_filter():
    by = {c["name"]: c for c in CARDS}
    assert "applies_continuously(trap_ward,1,unaffected(kind(trap)))" in compiled(by["Trap Ward"])
    assert "applies_continuously(aloof_giant,1,unaffected(others))" in compiled(by["Aloof Giant"])
    assert "applies_continuously(spell_ward,1,unaffected(all_of(opponent,kind(spell))))" in compiled(by["Spell Ward"])
    assert "applies_continuously(beast_ward,1,unaffected(all_of(others,kind(monster))))" in compiled(by["Beast Ward"])
    assert ('applies_continuously(pit_keeper,1,unaffected(all_of(kind(trap),all_of(subtype(normal),name_has("Hole")))))'
            in compiled(by["Pit Keeper"]))


@pytest.mark.parametrize("text, term", [
    ("This card is unaffected by the effects of Trap Cards.", "unaffected(kind(trap))"),
    ("Unaffected by Spell/Trap effects.", "unaffected(kind(spell_trap))"),
    ("Unaffected by Trap Cards or effects.", "unaffected(kind(trap))"),
    ("This card is unaffected by other monster effects.", "unaffected(all_of(others,kind(monster)))"),
    ("Unaffected by your opponent's card effects.", "unaffected(opponent)"),
    ("Unaffected by monster effects.", "unaffected(kind(monster))"),
    ("This card is unaffected by the effects of Xyz Monsters.", "unaffected(subtype(xyz))"),
])
def test_wordings(text, term):
    assert f"applies_continuously(x,1,{term})" in compiled(monster("X", text))


@pytest.mark.parametrize("text", [
    "Unaffected by your opponent's activated effects.",      # activated vs continuous: not settled
    "Unaffected by card effects, except \"Lunalight\" cards.",
    "Unaffected by other monsters' effects while in the Extra Monster Zone.",
])
def test_what_is_left_not_understood(text):
    facts = compiled(monster("X", text))
    assert not any("unaffected" in f and f.startswith("applies_continuously") for f in facts)
    assert any(f.startswith("not_modelled(x,1,") for f in facts)


@pytest.mark.parametrize("destroyer, zone, where", [("spite", "spell_trap_zone", "monster_zone"),
                                                    ("soldier", "monster_zone", "gy")])
def test_unaffected_by_traps_survives_a_trap_not_a_monster_effect(imported, destroyer, zone, where):
    holds(f"""
name: a monster unaffected by Trap effects, targeted for destruction
cards:
  - {{id: ward, name: Trap Ward, owner: you, zone: monster_zone}}
  - {{id: {destroyer}, name: {"Spite" if destroyer == "spite" else "Plain Soldier"}, owner: opp, zone: {zone}}}
turn: opp
actions:
  - chain: [{{card: {destroyer}, targets: [ward]}}]
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{ward: {where}}}
""")


def test_destroy_all_spares_only_the_unaffected(imported):
    holds("""
name: a Trap that destroys every monster, one of them unaffected by Traps
cards:
  - {id: ward, name: Trap Ward, owner: you, zone: monster_zone}
  - {id: soldier, name: Plain Soldier, owner: you, zone: monster_zone}
  - {id: sweep, name: Sweep, owner: opp, zone: spell_trap_zone}
turn: opp
actions:
  - chain: [{card: sweep}]
expect:
  zones: {ward: monster_zone, soldier: gy}
""")


def test_made_unaffected_compiles():
    by = {c["name"]: c for c in CARDS}
    assert "op(aesir_tester,1,1,make_unaffected(self,kind(spell_trap),end_of_turn))" in compiled(by["Aesir Tester"])
    assert "op(dora_tester,1,1,make_unaffected(target(1),others,end_of_turn))" in compiled(by["Dora Tester"])


@pytest.mark.parametrize("made, where", [(True, "monster_zone"), (False, "gy")])
def test_made_unaffected_until_the_end_of_the_turn(imported, made, where):
    holds(f"""
name: a monster that made itself unaffected by Spell/Trap effects this turn, then a Trap destroys it
cards:
  - {{id: aesir, name: Aesir Tester, owner: you, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:{chr(10) + "  - chain: [{card: aesir}]" if made else ""}
  - chain: [{{card: spite, targets: [aesir]}}]
expect:
  zones: {{aesir: {where}}}
""")


@pytest.mark.parametrize("trap, where", [("Deep Hole", "monster_zone"), ("Spite", "gy")])
def test_hole_normal_traps_only(imported, trap, where):
    holds(f"""
name: a monster unaffected by the effects of "Hole" Normal Traps
cards:
  - {{id: keeper, name: Pit Keeper, owner: you, zone: monster_zone}}
  - {{id: t, name: {trap}, owner: opp, zone: spell_trap_zone}}
turn: opp
actions:
  - chain: [{{card: t, targets: [keeper]}}]
expect:
  zones: {{keeper: {where}}}
""")


@pytest.mark.parametrize("own, where", [(True, "gy"), (False, "monster_zone")])
def test_other_cards_effects_but_not_its_own(imported, own, where):
    # "Unaffected by other cards' effects": its own effect still destroys it.
    holds(f"""
name: a monster unaffected by other cards' effects
cards:
  - {{id: giant, name: Aloof Giant, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: {"giant, effect: 2" if own else "soldier"}, targets: [giant]}}]
expect:
  zones: {{giant: {where}}}
""")


def test_its_own_effect_of_the_kind_it_is_unaffected_by_is_refused(imported):
    # "Unaffected by monster effects" and its own monster effect on itself: no source found; refused, not guessed
    holds("""
name: a monster unaffected by monster effects targets itself with its own monster effect
cards:
  - {id: m, name: Self Doubt, owner: you, zone: monster_zone}
actions:
  - chain: [{card: m, effect: 2, targets: [m]}]
expect:
  illegal: [{at: "1.1", rule: r_unaffected_not_modelled}]
""")


@pytest.mark.parametrize("whose, where", [("opp", "monster_zone"), ("you", "gy")])
def test_opponents_spell_effects_only(imported, whose, where):
    holds(f"""
name: a monster unaffected by the opponent's Spell effects
cards:
  - {{id: ward, name: Spell Ward, owner: you, zone: monster_zone}}
  - {{id: blast, name: Blast, owner: {whose}, zone: hand}}
turn: {whose}
actions:
  - chain: [{{card: blast, targets: [ward]}}]
expect:
  zones: {{ward: {where}}}
""")


@pytest.mark.parametrize("name, atk", [("Trap Ward", 1900), ("Spell Ward", 1800), ("Aloof Giant", 1800)])
def test_a_continuous_atk_change_does_not_reach_it(imported, name, atk):
    # The opponent's Field Spell: a Spell effect, another card's, the opponent's.
    holds(f"""
name: a Field Spell's ATK gain and a monster unaffected by some effects
cards:
  - {{id: m, name: {name}, owner: you, zone: monster_zone}}
  - {{id: field, name: Tester Field, owner: opp, zone: field_zone, face: up}}
questions:
  - {{id: q, ask: atk, card: m}}
expect:
  answers: {{q: "{atk}"}}
""")


@pytest.mark.parametrize("other, atk", [(False, 1800), (True, 1900)])
def test_while_a_state_holds(imported, other, atk):
    # "While you control no other monsters, this card is unaffected by Spell effects" (r_continuous_while)
    holds(f"""
name: a monster unaffected by Spell effects only while its controller controls no other monsters
cards:
  - {{id: m, name: Lone Immune, owner: you, zone: monster_zone}}
  - {{id: field, name: Tester Field, owner: opp, zone: field_zone, face: up}}{"" if not other else chr(10) + "  - {id: o, name: Plain Soldier, owner: you, zone: monster_zone}"}
questions:
  - {{id: q, ask: atk, card: m}}
expect:
  answers: {{q: "{atk}"}}
""")


@pytest.mark.parametrize("name, negated", [("Trap Ward", "no"), ("Beast Ward", "yes")])
def test_a_continuous_negation_does_not_reach_it(imported, name, negated):
    holds(f"""
name: a Continuous Trap that negates every face-up monster's effects
cards:
  - {{id: m, name: {name}, owner: you, zone: monster_zone}}
  - {{id: drain, name: Drain Field, owner: opp, zone: spell_trap_zone, face: up}}
questions:
  - {{id: q, ask: effects_negated, card: m}}
expect:
  answers: {{q: "{negated}"}}
""")


@pytest.mark.parametrize("name, ok", [("Tall Ward", True), ("Tall Soldier", False)])
def test_a_continuous_spell_restriction_does_not_bind_it(imported, name, ok):
    # Konami's FAQ: a monster unaffected by Spell Cards can attack while Swords of Revealing Light applies.
    holds(f"""
name: a Continuous Spell that stops monsters with 1900 or more ATK from attacking
cards:
  - {{id: m, name: {name}, owner: you, zone: monster_zone}}
  - {{id: air, name: Heavy Air, owner: opp, zone: spell_trap_zone, face: up}}
phase: battle_step
questions:
  - {{id: q, ask: can_attack, card: m}}
expect:
  answers: {{q: "{"yes" if ok else "no"}"}}
""")


@pytest.mark.parametrize("name, ok", [("Tall Ward", True), ("Tall Soldier", False)])
def test_a_resolved_spell_restriction_on_its_target(imported, name, ok):
    holds(f"""
name: a Quick-Play Spell that says its target cannot attack this turn
cards:
  - {{id: m, name: {name}, owner: you, zone: monster_zone}}
  - {{id: hold, name: Hold Still, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: hold, targets: [m]}}]
  - phase: battle_step
questions:
  - {{id: q, ask: can_attack, card: m}}
expect:
  answers: {{q: "{"yes" if ok else "no"}"}}
""")


REAL = {
    "Elemental HERO Wildheart": "applies_continuously(elemental_hero_wildheart,1,unaffected(kind(trap)))",
    "Zushin the Sleeping Giant": "unaffected(others)",
    "Silent Swordsman LV5": "unaffected(all_of(opponent,kind(spell)))",
    "Chaos Ancient Gear Giant": "unaffected(kind(spell_trap))",
    "Paleozoic Opabinia": "unaffected(all_of(others,kind(monster)))",
    "Tenkabito Shien": "unaffected(kind(trap))",
    "Numeral Hunter": "unaffected(subtype(xyz))",
    "Odin, Father of the Aesir": "make_unaffected(self,kind(spell_trap),end_of_turn)",
    "Number 81: Superdreadnought Rail Cannon Super Dora": "make_unaffected(target(1),others,end_of_turn)",
    "Traptrix Myrmeleo": 'unaffected(all_of(kind(trap),all_of(subtype(normal),name_has("Hole"))))',
}


@pytest.mark.skipif(not DATA.exists(), reason="needs the shared card data")
def test_real_cards():
    facts = real_facts(REAL)
    for name, term in REAL.items():
        assert any(term in f for f in facts[name]), (name, sorted(facts[name]))
