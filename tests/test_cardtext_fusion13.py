"""Fusion Summons by a resolving effect, other places and moves of the
materials (asp/chain/fusion.lp fusion_from): "by banishing its materials from
your field and/or GY" (Dragon's Mirror, Miracle Fusion), "by shuffling its
materials ... into the Deck", "using monsters from either field", "from your
hand, Deck, or field", "including a X monster", "using (only) X monsters".
Short texts written here in the style of real cards, imported and judged in
scenarios; real card texts from the shared data (skipped when absent).
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
    spell("Mirror Fusion Test", "Fusion Summon 1 Dragon Fusion Monster from your Extra Deck, by banishing Fusion Materials listed on it "
                                "from your field or GY."),
    spell("Shuffle Fusion Test", "Fusion Summon 1 Fusion Monster from your Extra Deck, by shuffling its materials from your GY and/or "
                                 "banishment into the Deck."),
    spell("Either Fusion Test", "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from either field as material."),
    spell("Including Fusion Test", "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field, "
                                   "including a Dragon monster."),
    spell("Only Fusion Test", "Fusion Summon 1 Fusion Monster from your Extra Deck, using only Warrior monsters from your hand or field "
                              "as Fusion Material."),
    fusion_monster("Twin Head Tester", "Dragon", "\"Blade Soldier\" + 1 Dragon monster"),
    fusion_monster("Warrior Pair Tester", "Warrior", "2 Warrior monsters"),
    fusion_monster("Any Pair Tester", "Fiend", "2 monsters"),
    monster("Blade Soldier", ""),
    monster("Small Wyrm", "", line="Dragon / Normal"),
    monster("Fusion Mourner", "If this card is banished: You can draw 1 card.", line="Dragon / Effect"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "fusion13.yaml")


# ---- compiled ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, op", [
    ("Fusion Summon 1 Dragon Fusion Monster from your Extra Deck, by banishing Fusion Materials listed on it from your field or GY.",
     "fusion_summon(both(monster_card,monster_type(dragon)),banish(either(field,gy)))"),
    ("Fusion Summon 1 \"Tester\" Fusion Monster from your Extra Deck, by banishing its materials from your hand, field, and/or GY.",
     "fusion_summon(both(monster_card,name_has(\"Tester\")),banish(either(hand,either(field,gy))))"),
    ("Fusion Summon 1 Fiend Fusion Monster from your Extra Deck, by shuffling its materials from your GY into the Deck.",
     "fusion_summon(both(monster_card,monster_type(fiend)),shuffle(gy))"),
    ("Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from either field as Fusion Material.",
     "fusion_summon(monster_card,either_field)"),
    ("Fusion Summon 1 Fusion Monster from your Extra Deck using monsters on either field, including this card.",
     "fusion_summon(monster_card,either_field,this_card)"),
    ("Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand and/or either field as Fusion Material.",
     "fusion_summon(monster_card,either(hand,either_field))"),
    ("Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand, Deck, or field as material.",
     "fusion_summon(monster_card,either(hand,either(deck,field)))"),
    ("Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as material, including a \"Tester\" monster.",
     "fusion_summon(monster_card,hand_or_field,including(both(monster_card,name_has(\"Tester\"))))"),
    ("Fusion Summon 1 Fusion Monster from your Extra Deck, using only Zombie monsters you control as material.",
     "fusion_summon(monster_card,field,only(both(monster_card,monster_type(zombie))))"),
    ("Fusion Summon 1 Psychic Fusion Monster from your Extra Deck, by banishing Psychic monsters from your field or GY as material.",
     "fusion_summon(both(monster_card,monster_type(psychic)),banish(either(field,gy)),only(both(monster_card,monster_type(psychic))))"),
])
def test_a_fusion_summon_by_effect_compiles(text, op):
    got = compiled(spell("Fusion Test", text))
    assert f"op(fusion_test,1,1,{op})" in got, sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


@pytest.mark.parametrize("text", [
    # a count of materials, a face-down banishment, a place the engine does not have, "this card" where?
    "Fusion Summon 1 Fusion Monster from your Extra Deck, using 2 monsters you control as Fusion Materials.",
    "Fusion Summon 1 Fusion Monster from your Extra Deck, by banishing Fusion Materials mentioned on it from your GY face-down.",
    "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand, field, and/or Pendulum Zones.",
    "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field, including this card in your hand.",
    "Fusion Summon 1 Fusion Monster from your Extra Deck, by banishing its materials from your GY, including this card.",
    "Fusion Summon 1 Fusion Monster from your Extra Deck, using 3 or more monsters from your hand or field.",
])
def test_other_fusion_summons_stay_not_understood(text):
    got = compiled(spell("Fusion Test", text))
    assert not any("fusion_summon" in f for f in got), sorted(got)
    assert any(f.startswith("not_modelled(fusion_test,1,") for f in got), sorted(got)


# ---- judged -----------------------------------------------------------------------------------------------------------

BOARD = """
cards:
  - {id: mirror, name: Mirror Fusion Test, owner: you, zone: hand}
  - {id: shuffle, name: Shuffle Fusion Test, owner: you, zone: hand}
  - {id: either, name: Either Fusion Test, owner: you, zone: hand}
  - {id: incl, name: Including Fusion Test, owner: you, zone: hand}
  - {id: only, name: Only Fusion Test, owner: you, zone: hand}
  - {id: twin, name: Twin Head Tester, owner: you, zone: extra_deck}
  - {id: pair, name: Warrior Pair Tester, owner: you, zone: extra_deck}
  - {id: anyp, name: Any Pair Tester, owner: you, zone: extra_deck}
  - {id: soldier, name: Blade Soldier, owner: you, zone: monster_zone}
  - {id: hand_soldier, name: Blade Soldier, owner: you, zone: hand}
  - {id: grave_wyrm, name: Small Wyrm, owner: you, zone: gy}
  - {id: wyrm, name: Small Wyrm, owner: you, zone: monster_zone}
  - {id: gone_wyrm, name: Small Wyrm, owner: you, zone: banished}
  - {id: mourner, name: Fusion Mourner, owner: you, zone: gy}
  - {id: opp_wyrm, name: Small Wyrm, owner: opp, zone: monster_zone}
"""


def test_dragons_mirror_banishes_its_materials_from_field_and_gy(imported):
    # Yugipedia "Fusion Summon": the materials move where the effect says (here: banished), then the Summon.
    holds("name: Mirror Fusion Test banishes its materials and Summons" + BOARD + """actions:
  - chain: [{card: mirror, summon: {card: twin, materials: [soldier, grave_wyrm]}}]
expect:
  outcomes: {"1.1": resolved}
  zones: {twin: monster_zone, soldier: banished, grave_wyrm: banished}
""")


def test_a_material_banished_for_a_fusion_summon_was_banished(imported):
    holds("name: Fusion Mourner is banished as material" + BOARD + """actions:
  - chain: [{card: mirror, summon: {card: twin, materials: [soldier, mourner]}}]
questions:
  - {id: q, ask: can_activate, card: mourner}
expect:
  zones: {twin: monster_zone, mourner: banished}
  answers: {q: "yes"}
""")


@pytest.mark.parametrize("summon, rule", [
    ("{card: twin, materials: [hand_soldier, grave_wyrm]}", "r_fusion_material_place"),  # the hand is not a place it uses
    ("{card: twin, materials: [soldier, gone_wyrm]}", "r_fusion_material_place"),  # nor the banished cards
    ("{card: pair, materials: [soldier, wyrm]}", "r_fusion_summon_monster"),  # not a Dragon Fusion Monster
])
def test_a_wrong_banishing_fusion_summon_is_refused(imported, summon, rule):
    holds("name: Mirror Fusion Test with a wrong Summon" + BOARD + f"""actions:
  - chain: [{{card: mirror, summon: {summon}}}]
expect:
  illegal: [{{at: "1.1", rule: {rule}}}]
""")


def test_shuffled_materials_go_back_to_the_deck(imported):
    holds("name: Shuffle Fusion Test shuffles its materials into the Deck" + BOARD + """actions:
  - chain: [{card: shuffle, summon: {card: anyp, materials: [grave_wyrm, gone_wyrm]}}]
expect:
  outcomes: {"1.1": resolved}
  zones: {anyp: monster_zone, grave_wyrm: deck, gone_wyrm: deck}
""")


@pytest.mark.parametrize("materials, ok", [("[wyrm, opp_wyrm]", True), ("[wyrm, hand_soldier]", False)])
def test_either_field_takes_the_opponents_monsters_not_the_hand(imported, materials, ok):
    expect = ('outcomes: {"1.1": resolved}\n  zones: {anyp: monster_zone, opp_wyrm: gy}' if ok
              else 'illegal: [{at: "1.1", rule: r_fusion_material_place}]')
    holds("name: Either Fusion Test" + BOARD + f"""actions:
  - chain: [{{card: either, summon: {{card: anyp, materials: {materials}}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("materials, ok", [("[wyrm, soldier]", True), ("[soldier, hand_soldier]", False)])
def test_including_a_dragon_monster(imported, materials, ok):
    expect = ('outcomes: {"1.1": resolved}\n  zones: {anyp: monster_zone, wyrm: gy}' if ok
              else 'illegal: [{at: "1.1", rule: r_fusion_including}]')
    holds("name: Including Fusion Test" + BOARD + f"""actions:
  - chain: [{{card: incl, summon: {{card: anyp, materials: {materials}}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("materials, ok", [("[soldier, hand_soldier]", True), ("[soldier, wyrm]", False)])
def test_using_only_warrior_monsters(imported, materials, ok):
    expect = ('outcomes: {"1.1": resolved}\n  zones: {anyp: monster_zone, soldier: gy}' if ok
              else 'illegal: [{at: "1.1", rule: r_summon_using_only}]')
    holds("name: Only Fusion Test" + BOARD + f"""actions:
  - chain: [{{card: only, summon: {{card: anyp, materials: {materials}}}}}]
expect:
  {expect}
""")


REAL = {
    "Dragon's Mirror": "op(dragon_s_mirror,1,1,fusion_summon(both(monster_card,monster_type(dragon)),banish(either(field,gy))))",
    "Miracle Fusion": "banish(either(field,gy))",
    "Fiendsmith's Sequence": "shuffle(gy)",
    "Roar of the Blue-Eyed Dragons": "including(both(monster_card,name_has(\"Blue-Eyes\")))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_cards_compile():
    found = real_facts(set(REAL))
    for name, fact in REAL.items():
        assert any(fact in f for f in found[name]), (name, sorted(found[name]))


# ---- "(this is treated as a Synchro / Fusion Summon)" --------------------------------------------------------------------

def synchro_monster(name: str, text: str) -> dict:
    return {"card_type": "Monster", "monster_type_line": "Dragon / Synchro / Effect", "attribute": "WIND", "level": 6, "atk": 2400,
            "def": 1800, "name": name, "text": f"1 Tuner + 1+ non-Tuner monsters\n{text}"}


TREATED = [
    spell("Treated Call Test", "Special Summon 1 Synchro Monster from your Extra Deck (this is treated as a Synchro Summon)."),
    spell("Plain Call Test", "Special Summon 1 Synchro Monster from your Extra Deck."),
    synchro_monster("Synchro Drawer", "If this card is Synchro Summoned: You can draw 1 card."),
]


@pytest.mark.parametrize("text, fact", [
    ("Special Summon 1 \"Tester\" from your Extra Deck (this is treated as a Synchro Summon).", "summon_treated_as(fusion_test,1,synchro)"),
    ("Special Summon 1 Fusion Monster from your Extra Deck (this is treated as a Fusion Summon).", "summon_treated_as(fusion_test,1,fusion)"),
])
def test_a_summon_treated_as_a_synchro_or_fusion_summon_compiles(text, fact):
    got = compiled(spell("Fusion Test", text))
    assert fact in got, sorted(got)
    assert any(f.startswith("op(fusion_test,1,1,special_summon(chosen(1,extra_deck,") for f in got), sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


@pytest.mark.parametrize("spell_name, answer", [("Treated Call Test", "yes"), ("Plain Call Test", "no")])
def test_a_summon_treated_as_a_synchro_summon_is_one(tmp_path, monkeypatch, spell_name, answer):
    # Konami Q&A (Frightfur March): a Special Summon "treated as a Fusion Summon" is a Fusion Summon for effects that look
    # for one; a plain Special Summon from the Extra Deck is not.
    import_cards(tmp_path, monkeypatch, TREATED)
    holds(f"name: {spell_name} Summons Synchro Drawer" + f"""
cards:
  - {{id: call, name: {spell_name}, owner: you, zone: hand}}
  - {{id: drawer, name: Synchro Drawer, owner: you, zone: extra_deck}}
actions:
  - chain: [{{card: call, chooses: {{special_summon: [drawer]}}}}]
questions:
  - {{id: q, ask: can_activate, card: drawer}}
expect:
  zones: {{drawer: monster_zone}}
  answers: {{q: "{answer}"}}
""")


@pytest.mark.parametrize("spell_name, ok", [("Treated Call Test", True), ("Plain Call Test", False)])
def test_a_summon_treated_as_a_synchro_summon_meets_must_be_synchro_summoned(tmp_path, monkeypatch, spell_name, ok):
    import_cards(tmp_path, monkeypatch, TREATED + [synchro_monster("Strict Synchro", "Must be Synchro Summoned.")])
    expect = 'zones: {strict: monster_zone}' if ok else 'illegal: [{at: "1.1", rule: r_summoning_condition}]'
    holds(f"name: {spell_name} Summons Strict Synchro" + f"""
cards:
  - {{id: call, name: {spell_name}, owner: you, zone: hand}}
  - {{id: strict, name: Strict Synchro, owner: you, zone: extra_deck}}
actions:
  - chain: [{{card: call, chooses: {{special_summon: [strict]}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("spell_name, answer", [("Treated Call Test", "yes"), ("Plain Call Test", "no")])
def test_a_monster_summoned_as_treated_is_properly_summoned(tmp_path, monkeypatch, spell_name, answer):
    # A Synchro Summon properly Summons a Synchro Monster (r_proper_summon_by_kind): destroyed, it can be revived; a plain
    # Special Summon from the Extra Deck does not (r_not_properly_summoned).
    import_cards(tmp_path, monkeypatch, TREATED + [spell("Hole Test", "Destroy all monsters on the field.")])
    holds(f"name: {spell_name} Summons Synchro Drawer, destroyed" + f"""
cards:
  - {{id: call, name: {spell_name}, owner: you, zone: hand}}
  - {{id: hole, name: Hole Test, owner: you, zone: hand}}
  - {{id: drawer, name: Synchro Drawer, owner: you, zone: extra_deck}}
questions:
  - {{id: revive, ask: can_revive, card: drawer, at: {{after: 2}}}}
actions:
  - chain: [{{card: call, chooses: {{special_summon: [drawer]}}}}]
  - chain: [{{card: hole}}]
expect:
  zones: {{drawer: gy}}
  answers: {{revive: "{answer}"}}
""")


@pytest.mark.parametrize("spell_name, ok", [("Treated Call Test", True), ("Plain Call Test", False)])
def test_a_summon_treated_as_a_synchro_summon_is_a_synchro_summoned_target(tmp_path, monkeypatch, spell_name, ok):
    # "target 1 Synchro Summoned monster" (r_summoned_by) reads the Summon as r_summoned_as does: a Special Summon treated
    # as a Synchro Summon is one; a plain Special Summon from the Extra Deck is not.
    import_cards(tmp_path, monkeypatch, TREATED + [spell("Synchro Sweep Test", "Target 1 Synchro Summoned monster on the field; destroy it.")])
    expect = 'zones: {drawer: gy}' if ok else 'illegal: [{at: "2.1", rule: r_target}]'
    holds(f"name: {spell_name} Summons Synchro Drawer, then it is targeted" + f"""
cards:
  - {{id: call, name: {spell_name}, owner: you, zone: hand}}
  - {{id: sweep, name: Synchro Sweep Test, owner: you, zone: hand}}
  - {{id: drawer, name: Synchro Drawer, owner: you, zone: extra_deck}}
actions:
  - chain: [{{card: call, chooses: {{special_summon: [drawer]}}}}]
  - chain: [{{card: sweep, targets: [drawer]}}]
expect:
  {expect}
""")
