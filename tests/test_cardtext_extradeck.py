"""Special Summons from the Extra Deck by an effect (issue 15): "Special
Summon 1 "X" from your Extra Deck" picks the monster on resolution among the
cards the scenario lists in its player's Extra Deck (asp/chain/choices.lp,
place extra_deck). Such a Summon is not a Fusion, Synchro, Xyz or Link
Summon: the monster is not properly Summoned, so it cannot be Special
Summoned later from the GY (Yugipedia "Special Summon Monster": a Special
Summon Monster cannot be Special Summoned from the GY or banishment unless it
was properly Summoned before, a game mechanic; Yu-Gi-Oh! wiki "Fusion Summon
condition": "Cyber-Stein" can Special Summon a Fusion Monster from the Extra
Deck unless its text says "Must be Fusion Summoned"; fusion-helper-tool judge
rulings 14). A card that says "(This is treated as a Fusion Summon.)" in a
sentence of its own is not read (in the clause: test_cardtext_fusion13.py). The Extra Monster Zone and
Link Arrows are not modelled. Real card texts from the shared data.
"""

from __future__ import annotations

import pytest

from imported import compiled, data_lines, expectations_hold, import_cards, real_facts_hold


def spell(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Normal", "name": name, "text": text}


# ---- compiled ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, op", [
    ('Special Summon 1 "Flame Swordsman" from your Extra Deck.', 'special_summon(chosen(1,extra_deck,card_named("Flame Swordsman")))'),
    ("Special Summon 1 Fusion Monster from your Extra Deck.", "special_summon(chosen(1,extra_deck,both(monster_card,subtype(fusion))))"),
    ('Special Summon 1 "Marincess Crystal Heart" from your Extra Deck or GY.',
     'special_summon(chosen(1,either(extra_deck,gy),card_named("Marincess Crystal Heart")))'),
])
def test_extra_deck_summon_compiles_to_a_choice(text, op):
    got = compiled(spell("Extra Test", text))
    assert f"op(extra_test,1,1,{op})" in got, sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


@pytest.mark.parametrize("text", [
    # treated as a Fusion Summon in a sentence of its own: a proper Summon, which is not read (in the clause itself:
    # test_cardtext_fusion13.py, summon_treated_as/3)
    'Special Summon 1 "Flame Swordsman" from your Extra Deck. (This is treated as a Fusion Summon.)',
    # by using a monster as material: an Xyz Summon
    "Target 1 Xyz Monster you control; Special Summon from your Extra Deck, 1 Xyz Monster that is 1 Rank higher than that monster "
    "you control, by using it as material.",
])
def test_treated_as_a_summon_is_not_read_as_a_choice(text):
    got = compiled(spell("Extra Test", text))
    assert not any("extra_deck" in f and f.startswith("op(") for f in got), sorted(got)
    assert any(f.startswith("not_modelled(extra_test") for f in got), sorted(got)


def test_real_texts():
    real_facts_hold({
        "Cyber-Stein": ("op(cyber_stein,1,1,special_summon(chosen(1,extra_deck,both(monster_card,subtype(fusion))),attack))",),
        "Scrap-Iron Sacred Statue": ('op(scrap_iron_sacred_statue,2,1,special_summon(chosen(1,extra_deck,card_named("Crimson Dragon"))))',),
        "Bahamut Shark": ("op(bahamut_shark,1,1,special_summon(chosen(1,extra_deck,both(monster_card,both(rank_between(0,3),"
                          "both(attribute(water),subtype(xyz)))))))",),
    }, absent={"Instant Fusion": ("chosen(1,extra_deck",), "Flame Swordsrealm": ("chosen(1,extra_deck",)})


def test_each_one_starts_an_alternative():
    """"1 "Blue-Eyes" monster or 1 "Chaos" or "Black Luster Soldier" Ritual
    Monster": the second alternative is a Ritual Monster of either name (it
    read a card named "Chaos"); "1 Level 7 or 8 Dragon Synchro Monster" stays
    one filter."""
    real_facts_hold({
        "Dragon Master Magia": ('op(dragon_master_magia,2,1,special_summon(chosen(1,either(extra_deck,gy),'
                                'either(both(monster_card,name_has("Blue-Eyes")),either(both(monster_card,both(name_has("Chaos"),subtype(ritual))),'
                                'both(monster_card,both(name_has("Black Luster Soldier"),subtype(ritual))))))))',),
    }, absent={"Dragon Master Magia": ('card_named("Chaos")',)})


# ---- judged -----------------------------------------------------------------------------------------------------------

REAL = ["Cyber-Stein", "Flame Swordsman", "Elemental HERO Flame Wingman", "Stardust Dragon", "Monster Reborn", "Dark Hole"]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, data_lines(REAL))


BOARD = """
phase: main1
cards:
  - {id: stein, name: Cyber-Stein, owner: you, zone: monster_zone}
  - {id: fs, name: Flame Swordsman, owner: you, zone: extra_deck}
  - {id: wing, name: Elemental HERO Flame Wingman, owner: you, zone: extra_deck}
  - {id: sd, name: Stardust Dragon, owner: you, zone: extra_deck}
  - {id: hole, name: Dark Hole, owner: you, zone: hand}
  - {id: reborn, name: Monster Reborn, owner: you, zone: hand}
"""


def test_the_monster_is_special_summoned_from_the_extra_deck(imported):
    expectations_hold("name: Cyber-Stein Special Summons Flame Swordsman from the Extra Deck" + BOARD + """actions:
  - chain: [{card: stein, chooses: {special_summon: [fs]}}]
expect:
  outcomes: {"1.1": resolved}
  zones: {fs: monster_zone, wing: extra_deck}
""", "extradeck.yaml")


def test_not_properly_summoned_it_cannot_be_revived(imported):
    expectations_hold("name: Flame Swordsman Special Summoned by Cyber-Stein, destroyed, cannot be revived" + BOARD + """questions:
  - {id: revive, ask: can_revive, card: fs, at: {after: 2}}
actions:
  - chain: [{card: stein, chooses: {special_summon: [fs]}}]
  - chain: [{card: hole}]
expect:
  zones: {fs: gy}
  answers: {revive: "no"}
  reasons: {revive: r_not_properly_summoned}
""", "extradeck.yaml")
    expectations_hold("name: Monster Reborn on Flame Swordsman Summoned by Cyber-Stein" + BOARD + """actions:
  - chain: [{card: stein, chooses: {special_summon: [fs]}}]
  - chain: [{card: hole}]
  - chain: [{card: reborn, targets: [fs]}]
expect:
  illegal: [{at: "3.1", rule: r_not_properly_summoned}]
""", "extradeck.yaml")


def test_must_be_fusion_summoned_is_refused(imported):
    expectations_hold("name: Cyber-Stein cannot Special Summon Elemental HERO Flame Wingman (Must be Fusion Summoned)" + BOARD + """actions:
  - chain: [{card: stein, chooses: {special_summon: [wing]}}]
expect:
  illegal: [{at: "1.1", rule: r_summoning_condition}]
""", "extradeck.yaml")


def test_a_monster_the_text_does_not_ask_for_is_refused(imported):
    expectations_hold("name: Cyber-Stein cannot pick a Synchro Monster" + BOARD + """actions:
  - chain: [{card: stein, chooses: {special_summon: [sd]}}]
expect:
  illegal: [{at: "1.1", rule: r_choice}]
""", "extradeck.yaml")


def test_an_unlisted_extra_deck_is_not_taken_for_empty(imported):
    expectations_hold("""name: Cyber-Stein with no Extra Deck listed and no monster named
phase: main1
cards:
  - {id: stein, name: Cyber-Stein, owner: you, zone: monster_zone}
actions:
  - chain: [{card: stein}]
expect:
  illegal: [{at: "1.1", rule: r_choice_extra_deck_unknown}]
""", "extradeck.yaml")


LOCKS = [{"card_type": "Spell", "property": "Continuous", "name": "Extra Lock Test",
          "text": "Neither player can Special Summon monsters from the Extra Deck."},
         {"card_type": "Spell", "property": "Continuous", "name": "Fusion Only Lock Test",
          "text": "Neither player can Special Summon monsters from the Extra Deck, except Fusion Monsters."}]


@pytest.mark.parametrize("lock, expect", [
    ("Extra Lock Test", 'illegal: [{at: "1.1", rule: r_summon_except_activation}]'),  # barred: its activation is not judged
    ("Fusion Only Lock Test", "zones: {fs: monster_zone}"),  # a Fusion Monster: not barred
])
def test_a_summon_from_the_extra_deck_meets_extra_deck_locks(tmp_path, monkeypatch, lock, expect):
    import_cards(tmp_path, monkeypatch, data_lines(REAL) + LOCKS)
    expectations_hold(f"name: Cyber-Stein under {lock}" + BOARD + f"""  - {{id: lock, name: {lock}, owner: opp, zone: spell_trap_zone, face: up}}
actions:
  - chain: [{{card: stein, chooses: {{special_summon: [fs]}}}}]
expect:
  {expect}
""", "extradeck.yaml")
