"""Special Summons by effects, part 8 (issue 15): the banished cards a player
owns as a place an effect picks from on resolution ("Special Summon 1 of
your banished X monsters", "1 of your X monsters that is banished or in your
GY", "from your GY or banishment": asp/chain/choices.lp chosen(N, banished,
Filter)); "Special Summon ..., ignoring its Summoning conditions"
(asp/legality/summon_conditions.lp summon_rider ignoring_summoning_conditions,
r_ignoring_summoning_conditions). Short texts written here in the style of real cards, imported and
judged in scenarios; real card texts from the shared data (skipped when it
is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def spell(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Normal", "name": name, "text": text}


CARDS = [
    spell("Void Return Test", 'Special Summon 1 of your banished "Blade" monsters.'),
    spell("Twin Return Test", 'Special Summon 1 "Blade" monster from your GY or banishment, except "Blade Captain".'),
    spell("Void Search Test", 'Add 1 of your "Blade" cards that is banished or in your GY to your hand.'),
    monster("Blade Soldier", ""),
    monster("Blade Captain", ""),
    monster("Pike Sergeant", ""),
    spell("Rule Breaker Test", 'Special Summon 1 "Lock" monster from your hand, ignoring its Summoning conditions.'),
    spell("Rule Keeper Test", 'Special Summon 1 "Lock" monster from your hand.'),
    spell("Grave Breaker Test", "Target 1 monster in your GY; Special Summon it, ignoring its Summoning conditions."),
    monster("Lock Knight", 'Cannot be Normal Summoned/Set. Must be Special Summoned with "Mask Change".'),
    monster("Lock Sprite", "Cannot be Normal Summoned/Set. Must be Special Summoned by its own effect."),
    monster("Lock Wall", "Cannot be Special Summoned."),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "summons8.yaml")


# ---- compiled ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, op", [
    ('Special Summon 1 of your banished "Blade" monsters.',
     'special_summon(chosen(1,banished,both(monster_card,name_has("Blade"))))'),
    ("Special Summon 1 of your banished Dragon monsters.", "special_summon(chosen(1,banished,both(monster_card,monster_type(dragon))))"),
    ('Special Summon 2 of your banished "Blade Soldier" monsters.',
     'special_summon(chosen(2,banished,both(monster_card,name_has("Blade Soldier"))))'),
    ('Special Summon 1 of your "Blade" monsters that is banished or in your GY, except "Blade Captain".',
     'special_summon(chosen(1,either(banished,gy),both(both(monster_card,name_has("Blade")),card_not_named("Blade Captain"))))'),
    ('Special Summon 1 of your "Blade" monsters that is banished, or in your hand or GY.',
     'special_summon(chosen(1,either(banished,either(hand,gy)),both(monster_card,name_has("Blade"))))'),
    ('Special Summon 1 "Blade" monster from your hand, GY, or banishment.',
     'special_summon(chosen(1,either(hand,either(gy,banished)),both(monster_card,name_has("Blade"))))'),
    ('Add 1 "Blade" card from your GY or banishment to your hand.', 'add_to_hand(chosen(1,either(gy,banished),name_has("Blade")))'),
    ('Add 1 of your banished "Blade" cards to your hand.', 'add_to_hand(chosen(1,banished,name_has("Blade")))'),
    ('Add 1 of your "Blade" cards that is banished or in your Deck to your hand.',
     'add_to_hand(chosen(1,either(banished,deck),name_has("Blade")))'),
])
def test_a_choice_among_banished_cards_compiles(text, op):
    got = compiled(spell("Void Test", text))
    assert f"op(void_test,1,1,{op})" in got, sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


@pytest.mark.parametrize("text", [
    # the opponent's banished cards, "up to", a choice the verb does not make from banishment: not this choice
    'Special Summon 1 of your opponent\'s banished monsters.',
    'Special Summon up to 2 of your banished "Blade" monsters.',
    'Destroy 1 "Blade" card from your GY or banishment.',
    'Special Summon 1 of your "Blade" monsters from your hand or that is banished.',
])
def test_other_banished_choices_stay_not_understood(text):
    got = compiled(spell("Void Test", text))
    assert not any("banished," in f and "chosen(" in f for f in got), sorted(got)
    assert any(f.startswith("not_modelled(void_test,1,") for f in got), sorted(got)


# ---- judged -----------------------------------------------------------------------------------------------------------

BOARD = """
cards:
  - {id: ret, name: Void Return Test, owner: you, zone: hand}
  - {id: twin, name: Twin Return Test, owner: you, zone: hand}
  - {id: search, name: Void Search Test, owner: you, zone: hand}
  - {id: soldier, name: Blade Soldier, owner: you, zone: banished}
  - {id: captain, name: Blade Captain, owner: you, zone: banished}
  - {id: pike, name: Pike Sergeant, owner: you, zone: banished}
  - {id: grave, name: Blade Soldier, owner: you, zone: gy}
  - {id: theirs, name: Blade Soldier, owner: opp, zone: banished}
"""


@pytest.mark.parametrize("card, kind, pick, zone", [("ret", "special_summon", "soldier", "monster_zone"),
                                                    ("twin", "special_summon", "soldier", "monster_zone"),
                                                    ("twin", "special_summon", "grave", "monster_zone"),
                                                    ("search", "add_to_hand", "soldier", "hand"),
                                                    ("search", "add_to_hand", "grave", "hand")])
def test_a_card_picked_among_ones_banished_cards(imported, card, kind, pick, zone):
    holds(f"name: {card} picks a card among its player's banished cards" + BOARD + f"""actions:
  - chain: [{{card: {card}, chooses: {{{kind}: [{pick}]}}}}]
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{{pick}: {zone}, theirs: banished}}
""")


@pytest.mark.parametrize("card, pick", [
    ("ret", "grave"),  # not banished: in the GY
    ("ret", "pike"),  # banished, but not a "Blade" monster
    ("ret", "theirs"),  # the opponent's banished card, not one of "your banished" monsters
    ("twin", "captain"),  # excepted by name
    ("ret", None),  # a banished "Blade" monster fits: one must be picked
])
def test_a_wrong_banished_pick_is_refused(imported, card, pick):
    chosen = f"{{special_summon: [{pick}]}}" if pick else "{}"
    holds(f"name: {card} with a wrong pick" + BOARD + f"""actions:
  - chain: [{{card: {card}, chooses: {chosen}}}]
expect:
  illegal: [{{at: "1.1", rule: r_choice}}]
""")


# ---- "ignoring its Summoning conditions" ------------------------------------------------------------------------------

@pytest.mark.parametrize("text, op", [
    ('Special Summon 1 "Lock" monster from your hand or GY, ignoring its Summoning conditions.',
     'special_summon(chosen(1,either(hand,gy),both(monster_card,name_has("Lock"))))'),
    ("Target 1 monster in your GY; Special Summon it, ignoring its Summoning conditions.", "special_summon(target(1))"),
    ('Special Summon 1 "Lock" monster from your Deck, ignoring its Summoning conditions.', "special_summon_from_deck"),
])
def test_ignoring_its_summoning_conditions_compiles(text, op):
    got = compiled(spell("Breaker Test", text))
    assert f"op(breaker_test,1,1,{op})" in got, sorted(got)
    assert "summon_rider(breaker_test,1,ignoring_summoning_conditions)" in got, sorted(got)
    assert not any(f.startswith("not_modelled") for f in got), sorted(got)


def test_ignoring_with_two_special_summons_in_the_effect_stays_not_understood():
    # which of the effect's Summons ignores the conditions is not read
    got = compiled(spell("Breaker Test", 'Special Summon 1 "Lock" monster from your hand, ignoring its Summoning conditions, then '
                                         'Special Summon 1 "Blade" monster from your GY.'))
    assert not any("ignoring_summoning_conditions" in f for f in got), sorted(got)
    assert any(f.startswith("not_modelled(breaker_test,1,") and "ignoring" in f for f in got), sorted(got)


LOCKS = """
cards:
  - {{id: breaker, name: Rule Breaker Test, owner: you, zone: hand}}
  - {{id: keeper, name: Rule Keeper Test, owner: you, zone: hand}}
  - {{id: grave, name: Grave Breaker Test, owner: you, zone: hand}}
  - {{id: lock, name: {lock}, owner: you, zone: {zone}}}
"""


@pytest.mark.parametrize("lock", ["Lock Knight", "Lock Sprite"])
def test_a_summon_ignoring_the_conditions_is_not_bound_by_them(imported, lock):
    holds(f"name: Rule Breaker Test Summons {lock} from the hand" + LOCKS.format(lock=lock, zone="hand") + """actions:
  - chain: [{card: breaker, chooses: {special_summon: [lock]}}]
expect:
  outcomes: {"1.1": resolved}
  zones: {lock: monster_zone}
""")
    holds(f"name: Rule Keeper Test cannot Summon {lock}" + LOCKS.format(lock=lock, zone="hand") + """actions:
  - chain: [{card: keeper, chooses: {special_summon: [lock]}}]
expect:
  illegal: [{at: "1.1", rule: r_summoning_condition}]
""")


@pytest.mark.parametrize("lock, zone, card, chooses", [
    ("Lock Wall", "hand", "breaker", "{special_summon: [lock]}"),  # "Cannot be Special Summoned": no source for it
    ("Lock Knight", "gy", "grave", None),  # whether it was properly Summoned before is not known
])
def test_what_ignoring_the_conditions_does_not_settle_is_not_judged(imported, lock, zone, card, chooses):
    how = f"chooses: {chooses}" if chooses else "targets: [lock]"
    holds(f"name: {card} on {lock}" + LOCKS.format(lock=lock, zone=zone) + f"""actions:
  - chain: [{{card: {card}, {how}}}]
expect:
  illegal: [{{at: "1.1", rule: r_ignoring_conditions_not_judged}}]
""")


# ---- real card texts --------------------------------------------------------------------------------------------------

REAL = {
    "Legendary Lord Six Samurai - Enishi": 'special_summon(chosen(1,banished,both(monster_card,name_has("Six Samurai"))))',
    "Thunder Dragonhawk": ('special_summon(chosen(1,either(banished,gy),both(both(monster_card,name_has("Thunder Dragon")),'
                           'card_not_named("Thunder Dragonhawk"))))'),
    "Dragonmaid Cehrmba": ('special_summon(chosen(1,either(gy,banished),both(both(monster_card,name_has("Dragonmaid")),'
                           'card_not_named("Dragonmaid Cehrmba"))))'),
    "Gate Guardian of Wind and Water": 'special_summon(chosen(1,banished,either(card_named("Kazejin"),card_named("Suijin"))))',
    "Kashtira Birth": 'special_summon(chosen(1,either(banished,gy),both(monster_card,both(name_has("Kashtira"),non(subtype(xyz))))))',
    "Prototype Psychic Blaster": ('special_summon(chosen(1,either(hand,banished),both(monster_card,both(level_between(1,4),'
                                  'monster_type(psychic)))))'),
    "Void Breach": 'add_to_hand(chosen(1,banished,both(monster_card,name_has("Infernoid"))))',
    "Crystron Eleskeletus": 'add_to_hand(chosen(1,either(gy,banished),name_has("Crystron")))',
    "Super Koi Koi": 'special_summon(chosen(1,hand,both(monster_card,name_has("Flower Cardian"))))',
    "Ancient Gear Commander": 'special_summon(chosen(1,either(hand,gy),card_named("Ancient Gear Golem")))',
    "Infernoid Flood": "special_summon_from_deck",
}
IGNORING = ("Super Koi Koi", "Ancient Gear Commander", "Infernoid Flood", "Void Breach")


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_banished_choices():
    found = real_facts(set(REAL) | set(IGNORING))
    for name, op in REAL.items():
        assert any(op in f for f in found[name]), (name, sorted(found[name]))
    for name in IGNORING:
        assert any(f.startswith("summon_rider(") and f.endswith(",ignoring_summoning_conditions)") for f in found[name]), name
