"""Activation conditions compiled from card text (issue 15, conds round 9):
"You must control ... to activate and to resolve this effect" and the like.
PSCT: such a requirement must be met to activate the effect and again when
it resolves; if it is not met then, the effect resolves applying nothing
(resolve_condition/3, asp/events/state_conditions.lp r_resolve_condition).
The state is read as the same words after "If" ("If you control another
Beast monster"). The older "Activate only if/while <state>", "Activate
only during <phase>": a requirement met on activation only (Yugipedia
"Activation requirement"). Short texts written here, imported and judged in scenarios
both ways; real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


KOALA = ("You can target 1 monster your opponent controls; destroy that target. "
         "You must control another Beast monster to activate and to resolve this effect.")
CARDS = [
    monster("Koala Tester", KOALA, line="Beast / Effect"),
    monster("Beast Friend", "", line="Beast / Normal"),
    monster("Warrior Friend", "", line="Warrior / Normal"),
    {"card_type": "Trap", "property": "Normal", "name": "Hole Tester", "text": "Target 1 monster on the field; destroy that target."},
    {"card_type": "Trap", "property": "Normal", "name": "Empty Tester", "text": "Activate only if you have no cards in your hand. Draw 1 card."},
    monster("Names Keeper", 'If you control 2 or more "Tester" monsters with different names: You can draw 1 card.'),
    monster("Tester Alpha", ""),
    monster("Tester Beta", ""),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "conds9.yaml")


@pytest.mark.parametrize("sentence, facts", [
    ("You must control another Beast monster", ["count_at_least(own,monster_zone,all_of(where(monster_type(beast)),except(self)),1)"]),
    ('You must control a face-up "Tester" monster', ['count_at_least(own,monster_zone,all_of(monster,all_of(face_up,where(name_has("Tester")))),1)']),
    ("You must control no Spells/Traps", ["count_at_most(own,field,spell_trap,0)"]),
    ('You must not control any "Tester" monsters', ['count_at_most(own,monster_zone,all_of(monster,where(name_has("Tester"))),0)']),
    ("You must have 3 or more Spellcaster monsters in your GY", ["count_at_least(own,gy,where(monster_type(spellcaster)),3)"]),
    ('You must have 2 or more "Tester" cards in your Spell & Trap Zone',
     ['count_at_least(own,spell_trap_zone,all_of(face_up,where(name_has("Tester"))),2)']),
    ("There must be a face-up Field Spell Card on the field", ["count_at_least(any,field,all_of(spell,all_of(face_up,where(subtype(field)))),1)"]),
    ('"Tester Field" must be on the field', ['count_at_least(any,field,card_named("Tester Field"),1)']),
    # this card, the same card from activation to resolution, face-up (in that position)
    ("You must control this face-up card", ["self_face_up_on_field", "count_at_least(own,field,all_of(self,face_up),1)"]),
    ("This card must be in face-up Defense Position",
     ["self_face_up_on_field", "count_at_least(own,monster_zone,all_of(self,all_of(face_up,where(position(defense)))),1)"]),
])
def test_a_state_to_activate_and_to_resolve_compiles(sentence, facts):
    got = compiled(monster("M", f"You can draw 1 card. {sentence} to activate and to resolve this effect."))
    for fact in facts:
        assert f"resolve_condition(m,1,{fact})" in got, sorted(got)
        assert (f"condition(m,1,{fact})" in got) == (fact != "self_face_up_on_field")
    assert not any(f.startswith(("not_modelled(m,", "effect(m,2,")) for f in got), sorted(got)


@pytest.mark.parametrize("sentence", [
    "This card must be in the GY",  # in the GY, the same card: no such state
    "Its DEF must be higher than this card's ATK",
    "You must have 1000 LP or less",  # an LP condition judged at activation only (no resolution half)
])
def test_a_state_not_read_stays_not_understood(sentence):
    got = compiled(monster("M", f"You can draw 1 card. {sentence} to activate and to resolve this effect."))
    assert "condition(m,1,not_understood)" in got
    assert not any(f.startswith("resolve_condition(") for f in got)


@pytest.mark.parametrize("friend, can", [("Beast Friend", "yes"), ("Warrior Friend", "no")])
def test_the_state_is_needed_to_activate(imported, friend, can):
    holds(f"""
name: Koala Tester next to {friend}
cards:
  - {{id: koala, name: Koala Tester, owner: you, zone: monster_zone}}
  - {{id: friend, name: {friend}, owner: you, zone: monster_zone}}
  - {{id: foe, name: Warrior Friend, owner: opp, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: koala, effect: 1}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("chained, outcome, foe", [(False, "resolved", "gy"), (True, "applied_nothing", "monster_zone")])
def test_the_state_is_checked_again_on_resolution(imported, chained, outcome, foe):
    """The other Beast destroyed in response: the effect resolves applying nothing."""
    link2 = "\n      - {card: hole, targets: [friend]}" if chained else ""
    holds(f"""
name: Koala Tester resolves {'after its Beast friend is destroyed' if chained else 'with its Beast friend'}
cards:
  - {{id: koala, name: Koala Tester, owner: you, zone: monster_zone}}
  - {{id: friend, name: Beast Friend, owner: you, zone: monster_zone}}
  - {{id: foe, name: Warrior Friend, owner: opp, zone: monster_zone}}
  - {{id: hole, name: Hole Tester, owner: you, zone: spell_trap_zone}}
actions:
  - chain:
      - {{card: koala, effect: 1, targets: [foe]}}{link2}
expect:
  outcomes: {{"1.1": {outcome}}}
  zones: {{foe: {foe}}}
""")


@pytest.mark.parametrize("sentence, facts", [
    ("Activate only if you have no cards in your hand", ["count_at_most(own,hand,card,0)"]),
    ('Activate only while you control a face-up "Tester" monster', ['count_at_least(own,monster_zone,all_of(monster,all_of(face_up,where(name_has("Tester")))),1)']),
    ('Activate this card only if you control "Tester Lord"', ['count_at_least(own,field,card_named("Tester Lord"),1)']),
    ("Activate only if your Life Points are lower than your opponent's", ["lp_lower_than_opponent"]),
    ("Activate only during the Battle Phase", ["during_battle_phase"]),
    ("Activate only during the End Phase", ["during_phase(end)"]),
    ("Activate only during your opponent's Standby Phase", ["during_phase(standby)", "opponent_turn"]),
    ("Activate only during Main Phase 1", ["during_phase(main1)"]),
])
def test_activate_only_compiles_as_a_condition(sentence, facts):
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "T", "text": f"{sentence}. Draw 1 card."})
    assert {f"condition(t,1,{x})" for x in facts} <= got, sorted(got)
    assert not any(f.startswith(("not_modelled(t,", "resolve_condition(")) for f in got), sorted(got)


@pytest.mark.parametrize("sentence", [
    "Activate only when your opponent declares a second direct attack during the same Battle Phase",  # an event not read
    "Activate only during a turn in which you destroyed a Defense Position monster your opponent controlled",
])
def test_activate_only_not_read_stays_not_understood(sentence):
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "T", "text": f"{sentence}. Draw 1 card."})
    assert "condition(t,1,not_understood)" in got


@pytest.mark.parametrize("in_hand, can", [(False, "yes"), (True, "no")])
def test_activate_only_if_you_have_no_cards_in_your_hand(imported, in_hand, can):
    card = "\n  - {id: extra, name: Warrior Friend, owner: you, zone: hand}" if in_hand else ""
    holds(f"""
name: Empty Tester with {'a card' if in_hand else 'no cards'} in the hand
cards:
  - {{id: empty, name: Empty Tester, owner: you, zone: spell_trap_zone}}{card}
questions:
  - {{id: q, ask: can_activate, card: empty}}
expect:
  answers: {{q: "{can}"}}
""")


def test_with_different_names_compiles_as_a_count_of_names():
    got = compiled(monster("M", 'If you have 3 or more "Tester" monsters with different names in your GY: You can draw 1 card.'))
    assert 'condition(m,1,names_at_least(own,gy,all_of(monster,where(name_has("Tester"))),3))' in got
    # "Monster Cards" (a Pendulum Zone holds some too) and a number that is not "N or more": not read
    for text in ('If you control 3 or more "Tester" Monster Cards with different names: You can draw 1 card.',
                 'If you control 3 "Tester" monsters with different names: You can draw 1 card.'):
        assert "condition(m,1,not_understood)" in compiled(monster("M", text))


@pytest.mark.parametrize("second, face, can", [("Tester Beta", "up", "yes"), ("Tester Alpha", "up", "no"), ("Tester Beta", "down", "no")])
def test_with_different_names_counts_names(imported, second, face, can):
    """Two monsters of one name are one name; a face-down one shows none."""
    holds(f"""
name: Names Keeper next to Tester Alpha and {second} face-{face}
cards:
  - {{id: keeper, name: Names Keeper, owner: you, zone: monster_zone}}
  - {{id: a, name: Tester Alpha, owner: you, zone: monster_zone}}
  - {{id: b, name: {second}, owner: you, zone: monster_zone, face: {face}, position: defense}}
questions:
  - {{id: q, ask: can_activate, card: keeper, effect: 1}}
expect:
  answers: {{q: "{can}"}}
""")


REAL = {
    "Sea Koala": "resolve_condition(sea_koala,1,count_at_least(own,monster_zone,all_of(where(monster_type(beast)),except(self)),1))",
    "Crashbug Y": 'resolve_condition(crashbug_y,1,count_at_least(own,field,all_of(face_up,where(card_named("Crashbug Z"))),1))',
    "Treeborn Frog": "resolve_condition(treeborn_frog,1,count_at_most(own,field,spell_trap,0))",
    "Ice Queen": "resolve_condition(ice_queen,1,count_at_least(own,gy,where(monster_type(spellcaster)),3))",
    "D - Spirit": 'resolve_condition(d_spirit,1,count_at_most(own,monster_zone,all_of(monster,where(name_has("Destiny HERO"))),0))',
    "Red Screen": 'resolve_condition(red_screen,4,count_at_least(any,field,card_named("Red Dragon Archfiend"),1))',
    "Crystal Beacon": 'resolve_condition(crystal_beacon,1,count_at_least(own,spell_trap_zone,all_of(face_up,where(name_has("Crystal Beast"))),2))',
    "X-Saber Pashuul": ("resolve_condition(x_saber_pashuul,2,count_at_least(own,monster_zone,"
                        "all_of(self,all_of(face_up,where(position(defense)))),1))"),
    "Horus the Black Flame Dragon LV8": "resolve_condition(horus_the_black_flame_dragon_lv8,1,count_at_least(own,field,all_of(self,face_up),1))",
    "Elemental HERO Bubbleman": "resolve_condition(elemental_hero_bubbleman,2,count_at_most(own,field,except(self),0))",
    "Laval Warrior": 'resolve_condition(laval_warrior,1,names_at_least(own,gy,all_of(monster,where(name_has("Laval"))),4))',
    "Shiranui Swordmaster": 'condition(shiranui_swordmaster,1,names_at_least(own,monster_zone,all_of(monster,where(name_has("Shiranui"))),2))',
    "Pendulum Halt": "condition(pendulum_halt,1,names_at_least(own,extra_deck,all_of(face_up,where(subtype(pendulum))),3))",
    # "Activate only ..."
    "ZERO-MAX": "condition(zero_max,1,count_at_most(own,hand,card,0))",
    "Tornado Wall": 'condition(tornado_wall,1,count_at_least(any,field,card_named("Umi"),1))',
    "Multi-Universe": "condition(multi_universe,1,count_at_most(own,field_zone,face_up,0))",
    "Battle Mania": "condition(battle_mania,1,during_phase(standby))",
    "Psychic Trigger": "condition(psychic_trigger,1,lp_lower_than_opponent)",
    "Proof of Powerlessness": "condition(proof_of_powerlessness,1,count_at_least(own,monster_zone,all_of(face_up,where(level_between(7,99))),1))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_states_to_activate_and_to_resolve():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        assert fact in found[name], (name, sorted(found[name]))
