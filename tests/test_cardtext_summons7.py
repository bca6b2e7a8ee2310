"""Summons by a game mechanic during an effect's resolution (issue 15,
summons part 7): "Fusion Summon 1 X Fusion Monster from your Extra Deck,
using monsters from your hand or field" (asp/chain/fusion.lp fusion_summon:
the scenario names the Fusion Monster and its materials, checked against
the places the text allows and the Fusion Monster's material line);
"Immediately after this effect resolves, Normal Summon 1 X monster",
"... Synchro Summon using this card you control" (asp/effects/
summon_negation.lp summon_after_resolving(normal, Filter), (synchro, Filter,
this_card): a Synchro Summon's materials checked as an action's). Short
texts written here in the style of real cards, imported and judged in
scenarios; real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def spell(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Normal", "name": name, "text": text}


def fusion_monster(name: str, line: str, materials: str) -> dict:
    return {"card_type": "Monster", "monster_type_line": f"{line} / Fusion", "attribute": "FIRE", "level": 7, "atk": 2500, "def": 2000,
            "name": name, "text": materials}


CARDS = [
    spell("Dragon Fusion Test", "Fusion Summon 1 Dragon Fusion Monster from your Extra Deck, using monsters from your hand or field "
                                "as Fusion Material."),
    spell("Field Fusion Test", "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters you control."),
    monster("Self Fuser", "You can Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters you control as Fusion Material, "
                          "including this card."),
    fusion_monster("Twin Head Tester", "Dragon", "\"Blade Soldier\" + 1 Dragon monster"),
    fusion_monster("Warrior Pair Tester", "Warrior", "2 Warrior monsters"),
    monster("Blade Soldier", ""),
    monster("Small Wyrm", "", line="Dragon / Normal"),
    monster("Fusion Mourner", "If this card is sent to the GY as Fusion Material: You can draw 1 card."),
    spell("Wyrm Call Test", "Immediately after this effect resolves, Normal Summon 1 Dragon monster."),
    monster("Tuner Test", "During your Main Phase, you can: Immediately after this effect resolves, Synchro Summon using this card you control.",
            line="Machine / Tuner / Effect", level=2),
    monster("Other Tuner", "", line="Machine / Tuner / Normal", level=2),
    monster("Gear Soldier", "", line="Machine / Normal"),
    monster("Only Caller", "During your Main Phase, you can: Immediately after this effect resolves, Synchro Summon 1 Synchro Monster, "
                           "using only Machine monsters you control."),
    {"card_type": "Monster", "monster_type_line": "Dragon / Synchro / Effect", "attribute": "WIND", "level": 6, "atk": 2400, "def": 1800,
     "name": "Synchro Tester", "text": "1 Tuner + 1+ non-Tuner monsters\nThis card can attack twice during each Battle Phase."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "summons7.yaml")


# ---- compiled ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, op", [
    ("Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field.",
     "fusion_summon(monster_card,hand_or_field)"),
    ("Fusion Summon 1 \"Tester\" Fusion Monster from your Extra Deck, using monsters from your hand or field as material.",
     "fusion_summon(both(monster_card,name_has(\"Tester\")),hand_or_field)"),
    ("Fusion Summon 1 DARK Fusion Monster from your Extra Deck, using monsters you control as Fusion Materials.",
     "fusion_summon(both(monster_card,attribute(dark)),field)"),
    ("Fusion Summon 1 Fiend-Type Fusion Monster from your Extra Deck, using monsters from your hand and/or field as material.",
     "fusion_summon(both(monster_card,monster_type(fiend)),hand_or_field)"),
    ("Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters you control as Fusion Materials, including this card.",
     "fusion_summon(monster_card,field,this_card)"),
])
def test_a_fusion_summon_by_effect_compiles(text, op):
    got = compiled(spell("Fusion Test", text))
    assert f"op(fusion_test,1,1,{op})" in got, sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


# ---- judged -----------------------------------------------------------------------------------------------------------

BOARD = """
cards:
  - {id: poly, name: Dragon Fusion Test, owner: you, zone: hand}
  - {id: field_poly, name: Field Fusion Test, owner: you, zone: hand}
  - {id: twin, name: Twin Head Tester, owner: you, zone: extra_deck}
  - {id: pair, name: Warrior Pair Tester, owner: you, zone: extra_deck}
  - {id: soldier, name: Blade Soldier, owner: you, zone: hand}
  - {id: wyrm, name: Small Wyrm, owner: you, zone: monster_zone}
  - {id: mourner, name: Fusion Mourner, owner: you, zone: monster_zone}
  - {id: grave_wyrm, name: Small Wyrm, owner: you, zone: gy}
  - {id: opp_wyrm, name: Small Wyrm, owner: opp, zone: monster_zone}
"""


def test_a_fusion_summon_sends_the_materials_from_hand_and_field_and_summons(imported):
    holds("name: Dragon Fusion Test Summons Twin Head Tester" + BOARD + """actions:
  - chain: [{card: poly, summon: {card: twin, materials: [soldier, wyrm]}}]
expect:
  outcomes: {"1.1": resolved}
  zones: {twin: monster_zone, soldier: gy, wyrm: gy, poly: gy}
""")


@pytest.mark.parametrize("summon, rule", [
    ("{card: twin, materials: [soldier, grave_wyrm]}", "r_fusion_material_place"),  # a material in the GY
    ("{card: twin, materials: [soldier, opp_wyrm]}", "r_fusion_material_place"),  # the opponent's monster
    ("{card: pair, materials: [soldier, mourner]}", "r_fusion_summon_monster"),  # not a Dragon Fusion Monster
    ("{card: twin, materials: [soldier, mourner]}", "r_summon_materials"),  # Fusion Mourner is no Dragon
    ("{card: wyrm, materials: [soldier]}", "r_fusion_summon_monster"),  # not in the Extra Deck, not a Fusion Monster
])
def test_a_wrong_fusion_summon_is_refused(imported, summon, rule):
    holds("name: Dragon Fusion Test with a wrong Summon" + BOARD + f"""actions:
  - chain: [{{card: poly, summon: {summon}}}]
expect:
  illegal: [{{at: "1.1", rule: {rule}}}]
""")


def test_using_monsters_you_control_takes_no_material_from_the_hand(imported):
    holds("name: Field Fusion Test takes its materials from the field only" + BOARD + """actions:
  - chain: [{card: field_poly, summon: {card: pair, materials: [soldier, mourner]}}]
expect:
  illegal: [{at: "1.1", rule: r_fusion_material_place}]
""")


def test_a_material_of_a_fusion_summon_by_effect_is_sent_as_fusion_material(imported):
    holds("name: Fusion Mourner is Fusion Material" + BOARD + """actions:
  - chain: [{card: field_poly, summon: {card: pair, materials: [mourner, soldier_f]}}]
questions:
  - {id: q, ask: can_activate, card: mourner}
expect:
  zones: {pair: monster_zone, mourner: gy}
  answers: {q: "yes"}
""".replace("actions:", "  - {id: soldier_f, name: Blade Soldier, owner: you, zone: monster_zone}\nactions:"))


# ---- Normal Summon immediately after the effect resolves -------------------------------------------------------------

@pytest.mark.parametrize("text, op", [
    ("Immediately after this effect resolves, Normal Summon 1 \"Tester\" monster.",
     "summon_after_resolving(normal,both(monster_card,name_has(\"Tester\")))"),
    ("You can discard this card; immediately after this effect resolves, Normal Summon 1 Level 4 or lower WIND monster from your hand.",
     "summon_after_resolving(normal,both(monster_card,both(level_between(1,4),attribute(wind))))"),
    ("Immediately after this effect resolves, Normal Summon 1 monster.", "summon_after_resolving(normal,monster_card)"),
])
def test_a_normal_summon_after_resolving_compiles(text, op):
    got = compiled(spell("Call Test", text))
    assert any(f.startswith("op(call_test,1,1,") and f.endswith(f",{op})") for f in got), sorted(got)
    assert not any(f.startswith("not_modelled(call_test,1,") for f in got), sorted(got)


@pytest.mark.parametrize("text", [
    "Immediately after this effect resolves, you can Normal Summon 1 \"Tester\" monster.",  # optional: not read
    "Immediately after this effect resolves, Normal Summon/Set 1 monster.",
    "Immediately after this effect resolves, Normal Summon 1 \"Tester\" monster from your hand, except \"Call Test\".",
    "Immediately after this effect resolves, Normal Summon 1 monster from your hand that requires 2 Tributes, without Tributing.",
])
def test_other_normal_summons_after_resolving_stay_not_understood(text):
    got = compiled(spell("Call Test", text))
    assert not any("summon_after_resolving" in f for f in got), sorted(got)


CALL = """
cards:
  - {id: call, name: Wyrm Call Test, owner: you, zone: hand}
  - {id: wyrm, name: Small Wyrm, owner: you, zone: hand}
  - {id: soldier, name: Blade Soldier, owner: you, zone: hand}
  - {id: grave_wyrm, name: Small Wyrm, owner: you, zone: gy}
"""


def test_a_normal_summon_after_resolving_leaves_the_turns_normal_summon(imported):
    """ygorganization "Learn Rulings" part 13: such a Normal Summon is apart from the Normal Summon of the turn."""
    holds("name: Wyrm Call Test Normal Summons Small Wyrm" + CALL + """actions:
  - chain: [{card: call, summon: {card: wyrm}}]
  - summon: {card: soldier, how: normal}
expect:
  outcomes: {"1.1": resolved}
  zones: {wyrm: monster_zone, soldier: monster_zone}
""")


@pytest.mark.parametrize("card", ["soldier", "grave_wyrm"])
def test_a_normal_summon_after_resolving_of_a_wrong_monster_is_refused(imported, card):
    holds(f"name: Wyrm Call Test Summons {card}" + CALL + f"""actions:
  - chain: [{{card: call, summon: {{card: {card}}}}}]
expect:
  illegal: [{{at: "1.1", rule: r_summon_after_resolving_filter}}]
""")


# ---- Synchro Summon immediately after the effect resolves, using this card --------------------------------------------

@pytest.mark.parametrize("text, flt", [
    ("Immediately after this effect resolves, Synchro Summon using this card you control.", "monster_card"),
    ("Immediately after this effect resolves, Synchro Summon 1 Fish Synchro Monster using this card you control.",
     "both(monster_card,monster_type(fish))"),
])
def test_a_synchro_summon_using_this_card_compiles(text, flt):
    got = compiled(monster("Tuner Test", f"During your Main Phase, you can: {text}"))
    assert f"op(tuner_test,1,1,summon_after_resolving(synchro,{flt},this_card))" in got, sorted(got)


SYNCHRO = """
cards:
  - {id: tuner, name: Tuner Test, owner: you, zone: monster_zone}
  - {id: other, name: Other Tuner, owner: you, zone: monster_zone}
  - {id: soldier, name: Blade Soldier, owner: you, zone: monster_zone}
  - {id: soldier2, name: Blade Soldier, owner: you, zone: monster_zone}
  - {id: hand_soldier, name: Blade Soldier, owner: you, zone: hand}
  - {id: sync, name: Synchro Tester, owner: you, zone: extra_deck}
"""


def test_a_synchro_summon_using_this_card_after_resolving(imported):
    holds("name: Tuner Test Synchro Summons with itself" + SYNCHRO + """actions:
  - chain: [{card: tuner, summon: {card: sync, materials: [tuner, soldier]}}]
expect:
  outcomes: {"1.1": resolved}
  zones: {sync: monster_zone, tuner: gy, soldier: gy}
""")


@pytest.mark.parametrize("materials, rule", [
    ("[other, soldier]", "r_summon_using_this_card"),  # without this card
    ("[tuner, soldier, soldier2]", "r_synchro_level_sum"),  # Levels 2 + 4 + 4 for a Level 6
    ("[tuner, hand_soldier]", "r_materials_face_up_own"),  # a material in the hand
])
def test_a_wrong_synchro_summon_after_resolving_is_refused(imported, materials, rule):
    holds("name: Tuner Test Synchro Summons wrongly" + SYNCHRO + f"""actions:
  - chain: [{{card: tuner, summon: {{card: sync, materials: {materials}}}}}]
expect:
  illegal: [{{at: "1.1", rule: {rule}}}]
""")


@pytest.mark.parametrize("materials, ok", [("[fuser, soldier_f]", True), ("[mourner, soldier_f]", False)])
def test_a_fusion_summon_including_this_card(imported, materials, ok):
    expect = ('outcomes: {"1.1": resolved}\n  zones: {pair: monster_zone, fuser: gy}' if ok
              else 'illegal: [{at: "1.1", rule: r_summon_using_this_card}]')
    holds("name: Self Fuser Fusion Summons Warrior Pair Tester" + BOARD + f"""  - {{id: fuser, name: Self Fuser, owner: you, zone: monster_zone}}
  - {{id: soldier_f, name: Blade Soldier, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: fuser, summon: {{card: pair, materials: {materials}}}}}]
expect:
  {expect}
""")



def test_a_synchro_summon_using_only_some_monsters_compiles():
    got = compiled(monster("Only Caller", "During your Main Phase, you can: Immediately after this effect resolves, Synchro Summon 1 "
                                          "Synchro Monster, using only \"Tester\" monsters you control."))
    assert ("op(only_caller,1,1,summon_after_resolving(synchro,monster_card,only(both(monster_card,name_has(\"Tester\")))))"
            in got), sorted(got)


@pytest.mark.parametrize("materials, ok", [("[other, gear]", True), ("[other, soldier]", False)])
def test_a_synchro_summon_using_only_machine_monsters(imported, materials, ok):
    expect = 'outcomes: {"1.1": resolved}\n  zones: {sync: monster_zone, gear: gy}' if ok else 'illegal: [{at: "1.1", rule: r_summon_using_only}]'
    board = SYNCHRO.replace("  - {id: soldier2, name: Blade Soldier, owner: you, zone: monster_zone}\n", "")
    holds("name: Only Caller Synchro Summons with Machine monsters only" + board + f"""  - {{id: caller, name: Only Caller, owner: you, zone: monster_zone}}
  - {{id: gear, name: Gear Soldier, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: caller, summon: {{card: sync, materials: {materials}}}}}]
expect:
  {expect}
""")


REAL = {
    "Earthbound Fusion": "op(earthbound_fusion,1,1,fusion_summon(both(monster_card,attribute(dark)),hand_or_field))",
    "Dragonmaid Changeover": "op(dragonmaid_changeover,1,1,fusion_summon(both(monster_card,monster_type(dragon)),hand_or_field))",
    "Proxy F Magician": "fusion_summon(monster_card,field)",
    "Muddy Mudragon": "op(muddy_mudragon,2,1,fusion_summon(monster_card,field,this_card))",
    "Gagaga Illusion": "summon_after_resolving(normal,both(monster_card,name_has(\"Gagaga\")))",
    "Poplar of the White Forest": "summon_after_resolving(synchro,monster_card,this_card)",
    "Shif, Fairy of the Ghoti": "summon_after_resolving(synchro,both(monster_card,monster_type(fish)),this_card)",
    "Gold Pride - Leon": "summon_after_resolving(synchro,monster_card,only(both(monster_card,name_has(\"Gold Pride\"))))",
}
# Clauses that stay not understood: another place for the materials, an optional Summon, a condition on the Summoned
REAL_NOT = {
    "Shaddoll Fusion": "If your opponent controls a monster that was Special Summoned from the Extra Deck, you can also use monsters in your Deck as material",
    "Floowandereeze & Robina": "immediately after this effect resolves, you can Normal Summon 1 Winged Beast monster",
    "Yosenju Kama 1": "Immediately after this effect resolves, Normal Summon 1 \"Yosenju\" monster from your hand, except \"Yosenju Kama 1\"",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_summons():
    found = real_facts(set(REAL) | set(REAL_NOT))
    for name, fact in REAL.items():
        assert any(fact in f for f in found[name]), (name, sorted(found[name]))
    for name, clause in REAL_NOT.items():
        assert any(f.startswith("not_modelled(") and clause.replace('"', '\\"') in f for f in found[name]), (name, sorted(found[name]))
