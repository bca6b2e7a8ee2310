"""Activation conditions compiled from card text (issue 15, conds round 9):
"You must control ... to activate and to resolve this effect" and the like.
PSCT: such a requirement must be met to activate the effect and again when
it resolves; if it is not met then, the effect resolves applying nothing
(resolve_condition/3, asp/events/state_conditions.lp r_resolve_condition).
The state is read as the same words after "If" ("If you control another
Beast monster"). Short texts written here, imported and judged in scenarios
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
    'You must control a face-up "Tester" monster with a different name',  # a name other than this card's: not read
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
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_states_to_activate_and_to_resolve():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        assert fact in found[name], (name, sorted(found[name]))
