"""Lasting restrictions a resolving effect or an activation puts on a player
(grants7): "you cannot Special Summon (monsters) (from the Extra Deck) for
the rest of this turn (after this card resolves), except X monsters" with
the duration said first or after the exception, with no exception, on the
opponent, and exceptions that stack an Attribute or a list before a Type or
Extra Deck card kind ("except LIGHT or DARK Synchro Monsters", "except DARK
Dragon Synchro Monsters": summon filter both_of), the same filters for
continuous and "the turn you activate" restrictions, and "you cannot Special
Summon monsters from the Extra Deck" with no exception (filter no_monster).
Short texts written here, engine scenarios on imported cards (real ones
from the shared card data, skipped when it is absent), and real texts.
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def spell(name: str, text: str, prop: str = "Normal") -> dict:
    return {"card_type": "Spell", "property": prop, "name": name, "text": text}


def restrict(key: str, effect: int, seq: int, what: str, whom: str = "you") -> str:
    return f"op({key},{effect},{seq},restrict(cannot({what},{whom}),end_of_turn))"


LD_SYNCHRO = "summon_except(special_from_extra_deck,both_of(either(attribute(light),attribute(dark)),subtype(synchro)))"


@pytest.mark.parametrize("clause, what", [
    ("for the rest of this turn after this card resolves, you cannot Special Summon monsters from the Extra Deck, except Fusion Monsters",
     "summon_except(special_from_extra_deck,subtype(fusion))"),
    ("for the rest of this turn, you cannot Special Summon from the Extra Deck, except Xyz Monsters",
     "summon_except(special_from_extra_deck,subtype(xyz))"),
    ("you cannot Special Summon, except DARK monsters, for the rest of this turn", "summon_except(special,attribute(dark))"),
    ("you cannot Special Summon for the rest of this turn after this card resolves, except Insect monsters",
     "summon_except(special,monster_type(insect))"),
    ("you cannot Special Summon from the Extra Deck for the rest of this turn, except LIGHT or DARK Synchro Monsters", LD_SYNCHRO),
    ("you cannot Special Summon monsters from the Extra Deck for the rest of this turn, except DARK Dragon Synchro Monsters",
     "summon_except(special_from_extra_deck,both_of(both_of(attribute(dark),monster_type(dragon)),subtype(synchro)))"),
    ('you cannot Special Summon for the rest of this turn, except DARK "HERO" monsters',
     'summon_except(special,both_of(attribute(dark),name_has("HERO")))'),
    ("you cannot Special Summon from the Extra Deck for the rest of this turn, except Dragon, Dinosaur, Sea Serpent, or Wyrm monsters",
     "summon_except(special_from_extra_deck,either(monster_type(dragon),either(monster_type(dinosaur),"
     "either(monster_type(sea_serpent),monster_type(wyrm)))))"),
    ("you cannot Special Summon monsters from the Extra Deck for the rest of this turn", "summon_except(special_from_extra_deck,no_monster)"),
    ("for the rest of this turn after this card resolves, you cannot Special Summon monsters", "summon(special)"),
    ("you cannot Set cards for the rest of this turn", "set"),
])
def test_the_rest_of_this_turn_compiles(clause, what):
    got = compiled(spell("Rest Rite", f"Draw 1 card, also {clause}."))
    assert restrict("rest_rite", 1, 1, what) in got
    assert not any(f.startswith("not_modelled(") for f in got)


def test_the_opponent_cannot_special_summon_for_the_rest_of_this_turn():
    got = compiled(monster("Gate Hound", "FLIP: Your opponent cannot Special Summon monsters from the Extra Deck for the rest of this turn.",
                           line="Beast / Flip / Effect"))
    assert restrict("gate_hound", 1, 1, "summon_except(special_from_extra_deck,no_monster)", "opponent") in got


@pytest.mark.parametrize("clause", [
    "you cannot Special Summon for the rest of this turn, except monsters with 2000 or less ATK",  # not a Type, Attribute or kind
    "you cannot Special Summon for the rest of this turn, except LIGHT Dragon or Fairy Tuners",
    "you cannot Special Summon from the Extra Deck for the rest of this turn, except Rank 4 Xyz Monsters",
    "you cannot Special Summon monsters, except Fusion Monsters",  # no duration: not this sentence
    "you cannot Normal or Special Summon monsters for the rest of this turn, except monsters with the declared Monster Type",
    "until the end of your next turn after this card resolves, you cannot Special Summon monsters, except WIND monsters",
])
def test_other_restrictions_stay_not_understood(clause):
    got = compiled(spell("Odd Rite", f"Draw 1 card, also {clause}."))
    assert not any("restrict(" in f for f in got), clause
    assert any(f.startswith("not_modelled(odd_rite,1,") for f in got), clause


def test_an_activation_turn_restriction_from_the_extra_deck_with_no_exception():
    got = compiled(spell("Quiet Rite", "Draw 1 card. You cannot Special Summon from the Extra Deck the turn you activate this card."))
    assert "activation_turn_restriction(quiet_rite,1,cannot(summon_except(special_from_extra_deck,no_monster),you))" in got
    got = compiled(spell("Crimson Rite", "Draw 1 card. You cannot Special Summon monsters from the Extra Deck, except DARK Dragon "
                                         "Synchro Monsters, the turn you activate this card."))
    assert any(f.startswith("activation_turn_restriction(crimson_rite,1,cannot(summon_except(special_from_extra_deck,both_of(") for f in got)


def test_a_continuous_restriction_with_stacked_or_no_exception():
    got = compiled(spell("Monarch Seal", "You cannot Special Summon monsters from the Extra Deck.", "Continuous"))
    assert "applies_continuously(monarch_seal,2,cannot(summon_except(special_from_extra_deck,no_monster),you))" in got
    got = compiled(spell("Number Seal", 'You cannot Special Summon from the Extra Deck, except "Number" Xyz Monsters.', "Continuous"))
    assert 'applies_continuously(number_seal,2,cannot(summon_except(special_from_extra_deck,both_of(name_has("Number"),subtype(xyz))),you))' in got


# ---- engine: a Summon the restriction refuses, and one it allows --------------------------------------------

def synchro(name: str, attribute: str) -> dict:
    return {"card_type": "Monster", "monster_type_line": "Dragon / Synchro / Effect", "attribute": attribute, "level": 6, "atk": 2400,
            "def": 2000, "name": name, "text": "1 Tuner + 1+ non-Tuner monsters\nYou can draw 1 card."}


INVENTED = [
    synchro("Dusk Synchro Test", "DARK"),
    synchro("Gale Synchro Test", "WIND"),
    monster("Plain Squire", "You can draw 1 card."),
    monster("Shade Fodder", "You can draw 1 card.", attribute="DARK"),
    spell("Monarch Seal", "You cannot Special Summon monsters from the Extra Deck.", "Continuous"),
    spell("Quiet Rite", "Draw 1 card. You cannot Special Summon from the Extra Deck the turn you activate this card."),
    {"card_type": "Monster", "monster_type_line": "Thunder / Tuner / Effect", "attribute": "LIGHT", "level": 2, "atk": 0, "def": 1600,
     "name": "Plain Tuner", "text": "You can draw 1 card."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, INVENTED)


def holds(text: str) -> None:
    expectations_hold(text, "grants7.yaml")


@pytest.mark.parametrize("seal, synchro_id, expect", [
    ("", "gale", "  zones: {gale: monster_zone}"),
    ("\n  - {id: seal, name: Monarch Seal, owner: you, zone: spell_trap_zone, face: up}", "dusk",
     '  illegal: [{at: "action 1", rule: r_summon_except_special}]'),
])
def test_no_synchro_summon_under_a_continuous_no_extra_deck_restriction(imported, seal, synchro_id, expect):
    holds(f"""
name: a Synchro Summon with{'' if seal else 'out'} Monarch Seal face-up
turn: you
phase: main1
cards:
  - {{id: tuner, name: Plain Tuner, owner: you, zone: monster_zone}}
  - {{id: squire, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: dusk, name: Dusk Synchro Test, owner: you, zone: extra_deck}}
  - {{id: gale, name: Gale Synchro Test, owner: you, zone: extra_deck}}{seal}
actions:
  - summon: {{card: {synchro_id}, how: synchro, materials: [tuner, squire]}}
expect:
{expect}
""")


@pytest.mark.parametrize("first, expect", [
    ("", '  illegal: [{at: "action 2", rule: r_summon_except_special}]'),  # after the activation: refused
    ("  - summon: {card: gale, how: synchro, materials: [tuner, squire]}\n",  # before it: the card cannot be activated
     '  illegal: [{at: "2.1", rule: r_restriction_activation_turn}]'),
])
def test_the_turn_you_activate_this_card_no_extra_deck_summon(imported, first, expect):
    second = "" if first else "  - summon: {card: gale, how: synchro, materials: [tuner, squire]}\n"
    holds(f"""
name: Quiet Rite and a Synchro Summon {'before' if first else 'after'} it
turn: you
phase: main1
cards:
  - {{id: rite, name: Quiet Rite, owner: you, zone: hand}}
  - {{id: tuner, name: Plain Tuner, owner: you, zone: monster_zone}}
  - {{id: squire, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: gale, name: Gale Synchro Test, owner: you, zone: extra_deck}}
actions:
{first}  - chain: [{{card: rite}}]
{second}expect:
{expect}
""")


# ---- "you cannot Normal or Special Summon monsters ..., except X monsters", "except monsters with a Level" -------

NORMAL = [
    spell("Cardian Rite", 'Draw 1 card, also you cannot Normal or Special Summon monsters for the rest of this turn, except "Flower Cardian" monsters.'),
    spell("Level Rite", "Draw 1 card, also you cannot Special Summon for the rest of this turn, except monsters with a Level."),
    monster("Plain Squire", "You can draw 1 card."),
    monster("Flower Cardian Test", "You can draw 1 card."),
    synchro("Gale Synchro Test", "WIND"),
    {"card_type": "Monster", "monster_type_line": "Thunder / Tuner / Effect", "attribute": "LIGHT", "level": 4, "atk": 0, "def": 1600,
     "name": "Plain Tuner", "text": "You can draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Thunder / Tuner / Effect", "attribute": "LIGHT", "level": 2, "atk": 0, "def": 1600,
     "name": "Small Tuner", "text": "You can draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 1500,
     "name": "Rank Tester", "text": "2 Level 4 monsters\nYou can draw 1 card."},
]


def test_normal_or_special_and_with_a_level_compile():
    got = compiled(NORMAL[0])
    assert {restrict("cardian_rite", 1, 1, 'summon_except(normal,name_has("Flower Cardian"))'),
            restrict("cardian_rite", 1, 1, 'summon_except(special,name_has("Flower Cardian"))')} <= got
    assert restrict("level_rite", 1, 1, "summon_except(special,with_level)") in compiled(NORMAL[1])


@pytest.mark.parametrize("summon, expect", [
    ("{card: squire, how: normal}", '  illegal: [{at: "action 2", rule: r_summon_except_normal}]'),
    ("{card: squire, how: set}", "  zones: {squire: monster_zone}"),  # a Set is not a Summon
    ("{card: cardian, how: normal}", "  zones: {cardian: monster_zone}"),
])
def test_no_normal_summon_except_the_named_monsters(tmp_path, monkeypatch, summon, expect):
    import_cards(tmp_path, monkeypatch, NORMAL)
    holds(f"""
name: Cardian Rite, then a Summon or Set
turn: you
phase: main1
cards:
  - {{id: rite, name: Cardian Rite, owner: you, zone: hand}}
  - {{id: squire, name: Plain Squire, owner: you, zone: hand}}
  - {{id: cardian, name: Flower Cardian Test, owner: you, zone: hand}}
actions:
  - chain: [{{card: rite}}]
  - summon: {summon}
expect:
{expect}
""")


@pytest.mark.parametrize("summon, expect", [
    ("{card: gale, how: synchro, materials: [small, squire]}", "  zones: {gale: monster_zone}"),
    ("{card: rank, how: xyz, materials: [tuner, squire]}", '  illegal: [{at: "action 2", rule: r_summon_except_special}]'),
])
def test_only_monsters_with_a_level(tmp_path, monkeypatch, summon, expect):
    import_cards(tmp_path, monkeypatch, NORMAL)
    holds(f"""
name: Level Rite, then an Extra Deck Summon
turn: you
phase: main1
cards:
  - {{id: rite, name: Level Rite, owner: you, zone: hand}}
  - {{id: tuner, name: Plain Tuner, owner: you, zone: monster_zone}}
  - {{id: small, name: Small Tuner, owner: you, zone: monster_zone}}
  - {{id: squire, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: gale, name: Gale Synchro Test, owner: you, zone: extra_deck}}
  - {{id: rank, name: Rank Tester, owner: you, zone: extra_deck}}
actions:
  - chain: [{{card: rite}}]
  - summon: {summon}
expect:
{expect}
""")


NAMED = [
    spell("Gate Rite", 'Draw 1 card, also you cannot Special Summon "Gale Bird" for the rest of this turn.'),
    monster("Gale Bird", "If you control no monsters, you can Special Summon this card (from your hand)."),
    monster("Gale Birdie", "If you control no monsters, you can Special Summon this card (from your hand)."),
]


def test_a_named_card_compiles():
    assert restrict("gate_rite", 1, 1, 'summon_except(special,non(card_named("Gale Bird")))') in compiled(NAMED[0])


@pytest.mark.parametrize("summoned, expect", [
    ("bird", '  illegal: [{at: "action 2", rule: r_summon_except_special}]'),
    ("birdie", "  zones: {birdie: monster_zone}"),  # its name includes "Gale Bird", but it is not that card
])
def test_no_special_summon_of_the_named_card(tmp_path, monkeypatch, summoned, expect):
    import_cards(tmp_path, monkeypatch, NAMED)
    holds(f"""
name: Gate Rite, then {summoned} is Special Summoned by its procedure
turn: you
phase: main1
cards:
  - {{id: rite, name: Gate Rite, owner: you, zone: hand}}
  - {{id: bird, name: Gale Bird, owner: you, zone: hand}}
  - {{id: birdie, name: Gale Birdie, owner: you, zone: hand}}
actions:
  - chain: [{{card: rite}}]
  - summon: {{card: {summoned}, how: special}}
expect:
{expect}
""")


@pytest.mark.parametrize("how, expect", [
    ("set", '  illegal: [{at: "action 2", rule: r_restriction_lasting}]'),
    ("normal", "  zones: {squire: monster_zone}"),
])
def test_no_set_for_the_rest_of_this_turn(tmp_path, monkeypatch, how, expect):
    import_cards(tmp_path, monkeypatch, [spell("Still Rite", "Draw 1 card, also you cannot Set cards for the rest of this turn."),
                                         monster("Plain Squire", "You can draw 1 card.")])
    holds(f"""
name: Still Rite, then the Squire is {how} Summoned or Set
turn: you
phase: main1
cards:
  - {{id: rite, name: Still Rite, owner: you, zone: hand}}
  - {{id: squire, name: Plain Squire, owner: you, zone: hand}}
actions:
  - chain: [{{card: rite}}]
  - summon: {{card: squire, how: {how}}}
expect:
{expect}
""")


# ---- "your opponent cannot target it with card effects this turn", "it cannot be destroyed by your opponent's
# card effects this turn", "this card cannot be destroyed by card effects this turn": from resolution -------------

@pytest.mark.parametrize("text, op", [
    ("Target 1 monster you control; your opponent cannot target it with card effects this turn.",
     "restrict(cannot(target_by_opponent,target(1)),end_of_turn)"),
    ("Target 1 monster you control; it cannot be destroyed by your opponent's card effects this turn.",
     "restrict(cannot(destroyed(opponent_effect),target(1)),end_of_turn)"),
    ("Pay 500 LP; this card cannot be destroyed by card effects this turn.", "restrict(cannot(destroyed(effect),self),end_of_turn)"),
])
def test_resolved_protections_compile(text, op):
    got = compiled(monster("Ward Imp", f"(Quick Effect): You can {text[0].lower()}{text[1:]}"))
    assert f"op(ward_imp,1,1,{op})" in got
    assert not any(f.startswith("not_modelled(") for f in got)


PROTECT = [
    spell("Veil Rite", "Target 1 monster you control; your opponent cannot target it with card effects this turn.", "Quick-Play"),
    spell("Guard Rite", "Target 1 monster you control; it cannot be destroyed by your opponent's card effects this turn.", "Quick-Play"),
    {"card_type": "Trap", "property": "Normal", "name": "Spite", "text": "Target 1 card on the field; destroy it."},
    monster("Plain Squire", "You can draw 1 card."),
]


@pytest.mark.parametrize("target, expect", [
    ("squire", '  illegal: [{at: "2.1", rule: r_opponent_cannot_target}]'),  # the protected monster
    ("other", "  zones: {other: gy}"),
])
def test_the_opponent_cannot_target_the_monster_this_turn(tmp_path, monkeypatch, target, expect):
    import_cards(tmp_path, monkeypatch, PROTECT)
    holds(f"""
name: Veil Rite on the Squire, then the opponent's Spite on {target}
turn: you
phase: main1
cards:
  - {{id: veil, name: Veil Rite, owner: you, zone: hand}}
  - {{id: squire, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: other, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: veil, targets: [squire]}}]
  - chain: [{{card: spite, targets: [{target}]}}]
expect:
{expect}
""")


@pytest.mark.parametrize("trap_owner, zone", [("opp", "monster_zone"), ("you", "gy")])
def test_not_destroyed_by_the_opponents_effects_this_turn(tmp_path, monkeypatch, trap_owner, zone):
    import_cards(tmp_path, monkeypatch, PROTECT)
    holds(f"""
name: Guard Rite on the Squire, then {trap_owner}'s Spite on it
turn: you
phase: main1
cards:
  - {{id: guard, name: Guard Rite, owner: you, zone: hand}}
  - {{id: squire, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: {trap_owner}, zone: spell_trap_zone}}
actions:
  - chain: [{{card: guard, targets: [squire]}}]
  - chain: [{{card: spite, targets: [squire]}}]
expect:
  zones: {{squire: {zone}}}
""")


# ---- real cards ------------------------------------------------------------------------------------------------

def real_lines(*names: str) -> list[str]:
    lines = [line for line in DATA.read_text(encoding="utf-8").splitlines() if json.loads(line)["name"] in names]
    assert len(lines) == len(names)
    return lines


needs_data = pytest.mark.skipif(not DATA.exists(), reason="no shared card data")


@needs_data
@pytest.mark.parametrize("synchro_id, expect", [
    ("dusk", "  zones: {dusk: monster_zone}"),  # a DARK Synchro Monster
    ("gale", '  illegal: [{at: "action 2", rule: r_summon_except_special}]'),  # a WIND one: refused
])
def test_core_of_chaos_only_light_or_dark_synchro_monsters(tmp_path, monkeypatch, synchro_id, expect):
    import_cards(tmp_path, monkeypatch, INVENTED + real_lines("Core of Chaos"))
    holds(f"""
name: Core of Chaos Summons itself, then a Synchro Summon with it
turn: you
phase: main1
cards:
  - {{id: core, name: Core of Chaos, owner: you, zone: hand}}
  - {{id: shade, name: Shade Fodder, owner: you, zone: gy}}
  - {{id: squire, name: Plain Squire, owner: you, zone: monster_zone}}
  - {{id: dusk, name: Dusk Synchro Test, owner: you, zone: extra_deck}}
  - {{id: gale, name: Gale Synchro Test, owner: you, zone: extra_deck}}
actions:
  - chain: [{{card: core, effect: 2, cost: {{banish: [shade]}}}}]
  - summon: {{card: {synchro_id}, how: synchro, materials: [core, squire]}}
expect:
{expect}
""")


REAL = {
    "Core of Chaos": (restrict("core_of_chaos", 2, 1, LD_SYNCHRO),),
    "Chaos Mirage Dragon": (restrict("chaos_mirage_dragon", 1, 1, LD_SYNCHRO),),
    "Crystron Rosenix": (restrict("crystron_rosenix", 1, 1,
                                  "summon_except(special_from_extra_deck,both_of(monster_type(machine),subtype(synchro)))"),),
    "Infinitrack Brutal Dozer": (restrict("infinitrack_brutal_dozer", 2, 1, "summon_except(special,both_of(attribute(earth),monster_type(machine)))"),),
    "Fusion Destiny": (restrict("fusion_destiny", 1, 1, 'summon_except(special,both_of(attribute(dark),name_has("HERO")))'),),
    "Branded Opening": (restrict("branded_opening", 1, 2, "summon_except(special_from_extra_deck,subtype(fusion))"),),
    "Harpie's Feather Rest": (restrict("harpie_s_feather_rest", 1, 1, "summon_except(special,attribute(wind))"),),
    "Stage of Destiny": (restrict("stage_of_destiny", 1, 1, "summon_except(special_from_extra_deck,no_monster)"),),
    "Artifact Scythe": (restrict("artifact_scythe", 3, 1, "summon_except(special_from_extra_deck,no_monster)", "opponent"),),
    "Guard Dog": (restrict("guard_dog", 1, 1, "summon(special)", "opponent"),),
    "Return of the Monarchs": ("applies_continuously(return_of_the_monarchs,2,cannot(summon_except(special_from_extra_deck,no_monster),you))",),
    "Red Rising Dragon": ("activation_turn_restriction(red_rising_dragon,1,cannot(summon_except(special_from_extra_deck,"
                          "both_of(both_of(attribute(dark),monster_type(dragon)),subtype(synchro))),you))",),
    "Thunder Dragonlord": ("op(thunder_dragonlord,1,1,restrict(cannot(target_by_opponent,target(1)),end_of_turn))",),
    "Salamangreat Almiraj": ("op(salamangreat_almiraj,1,1,restrict(cannot(destroyed(opponent_effect),target(1)),end_of_turn))",),
    "Hazy Flame Mantikor": ("op(hazy_flame_mantikor,2,1,restrict(cannot(destroyed(effect),self),end_of_turn))",),
    "Flower Cardian Willow": (restrict("flower_cardian_willow", 1, 1, 'summon_except(normal,name_has("Flower Cardian"))'),
                              restrict("flower_cardian_willow", 1, 1, 'summon_except(special,name_has("Flower Cardian"))')),
    "Ursarctic Slider": (restrict("ursarctic_slider", 1, 2, "summon_except(special,with_level)"),),
    "Centur-Ion Primera": (restrict("centur_ion_primera", 2, 1, 'summon_except(special,non(card_named("Centur-Ion Primera")))'),),
    "Ancient Gear Wyvern": (restrict("ancient_gear_wyvern", 1, 1, "set"),),
    "Dandy Whitelion": ("activation_turn_restriction(dandy_whitelion,1,cannot(summon_except(special_from_extra_deck,no_monster),you))",),
}


@needs_data
def test_real_texts():
    found = real_facts(set(REAL))
    for name, want in REAL.items():
        for fact in want:
            assert fact in found[name], (name, fact)
