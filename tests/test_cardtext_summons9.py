"""Special Summons by effects, part 9 (issue 15): "Special Summon both" after
two targets, or of this card and its one target: the two are Summoned
together or not at all (asp/chain/operations.lp summon_together/2,
r_summon_together; Yugipedia Card Rulings: Gottoms' Emergency Call). Short
texts written here in the style of real cards, imported and judged in
scenarios; real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def spell(name: str, text: str, prop: str = "Normal") -> dict:
    return {"card_type": "Spell", "property": prop, "name": name, "text": text}


CARDS = [
    spell("Twin Call Test", "Target 2 monsters in your GY; Special Summon both."),
    spell("Twin Them Test", "Target 2 monsters in your GY; Special Summon them."),
    spell("Grave Sweep Test", "Target 1 monster in your opponent's GY; banish it.", "Quick-Play"),
    monster("Pair Caller", "If this card is in your hand: You can target 1 Warrior monster in your GY; "
                           "Special Summon both this card and that monster."),
    monster("Blade Soldier", ""),
    monster("Blade Captain", ""),
    monster("Blade Caller", 'If this card is in your hand: You can Special Summon both this card and 1 "Blade" monster from your hand.'),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "summons9.yaml")


# ---- compiled ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, ops", [
    ("Target 2 monsters in your GY; Special Summon both.", ["special_summon(target(1))", "special_summon(target(2))"]),
    ('Target 2 "Saber" monsters in any GY(s); Special Summon both to your field.',
     ["special_summon(target(1))", "special_summon(target(2))"]),
    ("Target 2 monsters in your GY; Special Summon both those targets in Defense Position.",
     ["special_summon(target(1),defense)", "special_summon(target(2),defense)"]),
    ("Target 2 monsters in your GY; Special Summon both in face-down Defense Position.",
     ["special_summon(target(1),face_down_defense)", "special_summon(target(2),face_down_defense)"]),
])
def test_both_targets_compile_together(text, ops):
    got = compiled(spell("Both Test", text))
    assert all(f"op(both_test,1,1,{op})" in got for op in ops), sorted(got)
    assert "summon_together(both_test,1)" in got, sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


@pytest.mark.parametrize("text", [
    "If this card is in your hand: You can target 1 Warrior monster in your GY; Special Summon both this card and that monster.",
    "If this card is in your GY: You can target 1 other Warrior monster in your GY; Special Summon both it and this card.",
])
def test_this_card_and_its_target_compile_together(text):
    got = compiled(monster("Pair Test", text))
    assert {"op(pair_test,1,1,special_summon(self))", "op(pair_test,1,1,special_summon(target(1)))",
            "summon_together(pair_test,1)"} <= got, sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


@pytest.mark.parametrize("text, ops", [
    ("You can Special Summon both this card and 1 Level 1 Winged Beast monster from your hand.",
     ["special_summon(self)", "special_summon(chosen(1,hand,both(monster_card,both(level_between(1,1),monster_type(winged_beast)))))"]),
    ("You can Special Summon both this card, and 1 Dragon monster from your hand, in Defense Position.",
     ["special_summon(self,defense)", "special_summon(chosen(1,hand,both(monster_card,monster_type(dragon))),defense)"]),
    ('You can Special Summon both this card from your hand and 1 "Driver" from your hand, Deck, or GY.',
     ["special_summon(self)", 'special_summon(chosen(1,either(hand,either(deck,gy)),card_named("Driver")))']),
])
def test_this_card_and_a_picked_card_compile_together(text, ops):
    got = compiled(monster("Pair Test", text))
    assert {f"op(pair_test,1,1,{op})" for op in ops} | {"summon_together(pair_test,1)"} <= got, sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


@pytest.mark.parametrize("card", [
    # from the Deck alone: a Deck action that no selector names
    monster("Both Test", 'You can Special Summon both this card from your hand and 1 "Imp" monster from your Deck.'),
    spell("Both Test", "Target 1 monster in your GY; Special Summon both."),  # one target: "both" of what?
    # the revealed card: no selector names it
    monster("Both Test", "You can reveal this card and 1 Warrior monster in your hand; Special Summon both."),
    spell("Both Test", "Target 1 monster in your GY; Special Summon both this card and that monster."),  # a Spell
])
def test_both_without_two_cards_it_names_stays_not_understood(card):
    got = compiled(card)
    assert 'not_modelled(both_test,1,"Special Summon both' in " ".join(sorted(got)), sorted(got)
    assert "summon_together(both_test,1)" not in got


# ---- judged -----------------------------------------------------------------------------------------------------------

BOARD = """
phase: main1
cards:
  - {id: call, name: Twin Call Test, owner: you, zone: hand}
  - {id: them, name: Twin Them Test, owner: you, zone: hand}
  - {id: pair, name: Pair Caller, owner: you, zone: hand}
  - {id: soldier, name: Blade Soldier, owner: you, zone: gy}
  - {id: captain, name: Blade Captain, owner: you, zone: gy}
  - {id: sweep, name: Grave Sweep Test, owner: opp, zone: spell_trap_zone, face: down}
"""


def test_both_targets_are_summoned(imported):
    holds("name: Special Summon both, both targets still in the GY" + BOARD + """actions:
  - chain: [{card: call, targets: [soldier, captain]}]
expect:
  outcomes: {"1.1": resolved}
  zones: {soldier: monster_zone, captain: monster_zone}
""")


def test_one_target_gone_neither_is_summoned(imported):
    holds("name: Special Summon both, one target banished in response, the other stays in the GY" + BOARD + """actions:
  - chain: [{card: call, targets: [soldier, captain]}, {card: sweep, targets: [soldier]}]
expect:
  zones: {soldier: banished, captain: gy}
""")


def test_them_summons_what_is_left(imported):
    holds("name: Special Summon them, one target banished in response, the other is Summoned" + BOARD + """actions:
  - chain: [{card: them, targets: [soldier, captain]}, {card: sweep, targets: [soldier]}]
expect:
  zones: {soldier: banished, captain: monster_zone}
""")


def test_this_card_and_its_target(imported):
    holds("name: Pair Caller Summons itself and its target" + BOARD + """actions:
  - chain: [{card: pair, targets: [soldier]}]
expect:
  zones: {pair: monster_zone, soldier: monster_zone}
""")
    holds("name: Pair Caller's target banished in response, Pair Caller stays in the hand" + BOARD + """actions:
  - chain: [{card: pair, targets: [soldier]}, {card: sweep, targets: [soldier]}]
expect:
  zones: {pair: hand, soldier: banished}
""")


HAND = """
phase: main1
cards:
  - {id: caller, name: Blade Caller, owner: you, zone: hand}
  - {id: soldier, name: Blade Soldier, owner: you, zone: hand}
"""


def test_this_card_and_a_card_from_the_hand(imported):
    holds("name: Blade Caller Summons itself and Blade Soldier from the hand" + HAND + """actions:
  - chain: [{card: caller, chooses: {special_summon: [soldier]}}]
expect:
  outcomes: {"1.1": resolved}
  zones: {caller: monster_zone, soldier: monster_zone}
""")
    holds("name: Blade Caller cannot be the other card it Summons" + HAND + """actions:
  - chain: [{card: caller, chooses: {special_summon: [caller]}}]
expect:
  illegal: [{at: "1.1", rule: r_summon_together}]
""")


# ---- real card texts --------------------------------------------------------------------------------------------------

REAL = {
    "Gottoms' Emergency Call": ("op(gottoms_emergency_call,1,1,special_summon(target(1)))",
                                "op(gottoms_emergency_call,1,1,special_summon(target(2)))", "summon_together(gottoms_emergency_call,1)"),
    "Red Rising Dragon": ("op(red_rising_dragon,2,1,special_summon(target(2)))", "summon_together(red_rising_dragon,2)"),
    "Gazer Shark": ("op(gazer_shark,1,1,special_summon(target(2)))", "summon_together(gazer_shark,1)"),
    "PSY-Framegear Gamma": ("op(psy_framegear_gamma,1,1,special_summon(self))", "summon_together(psy_framegear_gamma,1)"),
}


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_texts():
    got = real_facts(REAL)
    for name, facts in REAL.items():
        assert set(facts) <= got[name], (name, sorted(got[name]))
