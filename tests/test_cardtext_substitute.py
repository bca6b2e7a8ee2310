"""Destruction replacement ("substitute destruction") effects compiled from
card text: "If the equipped monster would be destroyed by battle or card
effect, destroy this card instead" (asp/effects/destroy_substitute.lp,
r_destroy_substitute). The equipped monster is not destroyed; the Equip
Card is, by its own effect; "you can" is its controller's choice, so a
scenario that does not say has both rulings. Short texts written here in
the style of real cards, imported and judged in scenarios; real card texts
from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts

SHIELD = ("Equip only to a \"Gladiator Beast\" monster. If the equipped monster would be destroyed, destroy this card instead. "
          "When this card is sent to your Graveyard because the equipped monster you controlled was shuffled into your Deck: "
          "Return this card to your hand.")  # Gladiator Beast's Battle Archfiend Shield
SALAMANDRA = ("Equip only to a FIRE Warrior monster. It gains 700 ATK. If the equipped monster would be destroyed by battle or card "
              "effect, you can destroy this card instead.")  # Salamandra Fusion, first sentences

CARDS = [
    {"card_type": "Spell", "property": "Equip", "name": "Gladiator Beast's Battle Archfiend Shield", "text": SHIELD},
    {"card_type": "Spell", "property": "Equip", "name": "Flame Guard Fusion", "text": SALAMANDRA},
    {"card_type": "Spell", "property": "Equip", "name": "Card Ward", "text": "If the equipped monster would be destroyed by a card effect, "
                                                                             "destroy this card instead."},
    monster("Gladiator Beast Tester", "This card can attack directly."),
    monster("Flame Tester", "If this card is destroyed by a card effect: You can draw 1 card.", attribute="FIRE"),
    monster("Strong Tester", "This card can attack directly.", atk=2500),
    {"card_type": "Monster", "monster_type_line": "Dragon / Tuner / Effect", "attribute": "LIGHT", "level": 1, "atk": 500, "def": 200,
     "name": "Rider of the Storm Winds",
     "text": "You can target 1 Dragon Normal Monster you control; equip this monster from your hand or field to that target. If a monster "
             "equipped with this card attacks a Defense Position monster, inflict piercing battle damage to your opponent. If a monster "
             "equipped with this card would be destroyed, destroy this card instead."},
    {"card_type": "Monster", "monster_type_line": "Dragon / Normal", "attribute": "WIND", "level": 4, "atk": 1600, "def": 1200,
     "name": "Plain Dragon", "text": "A dragon of the plains."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 1500,
     "name": "Ward Knight", "text": "2 Level 4 monsters\nIf this face-up card would be destroyed, you can detach 1 material from this card instead."},
    {"card_type": "Monster", "monster_type_line": "Cyberse / Xyz / Effect", "attribute": "FIRE", "rank": 4, "atk": 2800, "def": 1000,
     "name": "Salamangreat Blaze Dragon",
     "text": "2 Level 4 monsters\nIf this card would be destroyed by battle or card effect, detach 1 material from it instead."},
    monster("The Six Samurai - Tester", "If this card would be destroyed, you can destroy another face-up \"Six Samurai\" monster you "
                                        "control instead."),
    monster("Six Samurai Squire", "This card can attack directly."),
    monster("Six Samurai Page", "This card can attack directly."),
    {"card_type": "Spell", "property": "Quick-Play", "name": "Pin Breaker", "text": "Target 1 monster on the field; destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Dark Hole", "text": "Destroy all monsters on the field."},
    {"card_type": "Spell", "property": "Normal", "name": "Field Sweep", "text": "Destroy all cards on the field."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "substitute.yaml")


def equipped(equip: str, mon: str, breaker: str, target: str | None = "mon") -> str:
    targets = f", targets: [{target}]" if target else ""
    return f"""
cards:
  - {{id: mon, name: {mon}, owner: you, zone: monster_zone}}
  - {{id: eq, name: "{equip}", owner: you, zone: hand}}
  - {{id: other, name: Strong Tester, owner: opp, zone: monster_zone}}
  - {{id: brk, name: {breaker}, owner: you, zone: hand}}
actions:
  - chain: [{{card: eq, targets: [mon]}}]
  - chain: [{{card: brk{targets}}}]
"""


def test_the_substitutes_compile_into_declared_facts():
    by = {c["name"]: c for c in CARDS}
    assert ("applies_continuously(gladiator_beast_s_battle_archfiend_shield,2,destroy_substitute(equipped,any,destroy_this,must))"
            in compiled(by["Gladiator Beast's Battle Archfiend Shield"]))
    assert ("applies_continuously(flame_guard_fusion,3,destroy_substitute(equipped,battle_or_effect,destroy_this,may))"
            in compiled(by["Flame Guard Fusion"]))
    assert "applies_continuously(card_ward,2,destroy_substitute(equipped,effect,destroy_this,must))" in compiled(by["Card Ward"])
    got = compiled(monster("Tank Tester", "A monster equipped with this card gains 500 ATK/DEF, also if the equipped monster would be "
                                          "destroyed by battle or card effect, destroy this card instead."))
    assert "applies_continuously(tank_tester,1,destroy_substitute(equipped,battle_or_effect,destroy_this,must))" in got


def test_substitutes_not_read_whole_stay_not_understood():
    for text in ("If the equipped monster would be destroyed by battle or card effect, you can send this card to the GY instead.",
                 "If the equipped monster would be destroyed during the End Phase, you can send this card to the Graveyard instead.",
                 "If the equipped monster would be destroyed as a result of battle, destroy this card instead, and make the Battle "
                 "Damage to the controller of the equipped monster 0."):
        got = compiled({"card_type": "Spell", "property": "Equip", "name": "Odd Gear", "text": text})
        assert not any("destroy_substitute" in f for f in got), text
        assert any(f.startswith("not_modelled(odd_gear,") for f in got), text


@pytest.mark.parametrize("target, zones", [("mon", "{mon: monster_zone, eq: gy}"), ("other", "{mon: monster_zone, eq: spell_trap_zone, other: gy}")])
def test_the_equip_card_is_destroyed_instead_of_the_equipped_monster(imported, target, zones):
    holds(f"""
name: Pin Breaker on the monster equipped with the Shield, or on another monster
{equipped("Gladiator Beast's Battle Archfiend Shield", "Gladiator Beast Tester", "Pin Breaker", target)}
expect:
  zones: {zones}
""")


def test_an_effect_that_destroys_all_monsters_destroys_the_equip_card_instead(imported):
    holds(f"""
name: Dark Hole against a monster equipped with the Shield
{equipped("Gladiator Beast's Battle Archfiend Shield", "Gladiator Beast Tester", "Dark Hole", None)}
expect:
  zones: {{mon: monster_zone, eq: gy, other: gy}}
""")


def test_the_equip_card_destroyed_by_the_same_effect_is_not_modelled(imported):
    holds(f"""
name: Destroy all cards on the field against a monster equipped with the Shield
{equipped("Gladiator Beast's Battle Archfiend Shield", "Gladiator Beast Tester", "Field Sweep", None)}
expect:
  illegal: [{{at: "card eq", rule: r_destroy_substitute_not_modelled}}]
""")


def test_you_can_is_the_controllers_choice(imported):
    holds(f"""
name: Pin Breaker on the monster equipped with a "you can" substitute
{equipped("Flame Guard Fusion", "Flame Tester", "Pin Breaker")}
questions:
  - {{id: q, ask: can_activate, card: mon}}
expect:
  rulings: 2
  open:
    - {{assuming: ["destroy_substitute(eq (Flame Guard Fusion), mon (Flame Tester), yes)"], zones: {{mon: monster_zone, eq: gy}},
       answers: {{q: "no"}}}}
    - {{assuming: ["destroy_substitute(eq (Flame Guard Fusion), mon (Flame Tester), no)"], zones: {{mon: gy, eq: gy}},
       answers: {{q: "yes"}}}}
""")


@pytest.mark.parametrize("equip, expect", [
    ("Gladiator Beast's Battle Archfiend Shield", '{illegal: [{at: "card mon", rule: r_destroy_substitute_not_modelled}]}'),
    ("Card Ward", "{zones: {mon: gy, eq: gy}}"),
])
def test_destruction_by_battle(imported, equip, expect):
    # "would be destroyed" covers battle: when in the Damage Step the Equip
    # Card is destroyed instead is not modelled; "by a card effect" leaves
    # battle alone.
    holds(f"""
name: {equip} on a monster destroyed by battle
cards:
  - {{id: mon, name: Gladiator Beast Tester, owner: you, zone: monster_zone}}
  - {{id: eq, name: "{equip}", owner: you, zone: hand}}
  - {{id: big, name: Strong Tester, owner: opp, zone: monster_zone}}
turns:
  - player: you
    actions:
      - chain: [{{card: eq, targets: [mon]}}]
  - player: opp
    actions:
      - phase: battle_step
      - attack: {{card: big, target: mon}}
      - phase: damage_step
      - phase: before_damage_calculation
      - phase: damage_calculation
      - phase: after_damage_calculation
      - phase: end_damage_step
expect: {expect}
""")


@pytest.mark.parametrize("equip, zones", [(True, "{dragon: monster_zone, rider: gy}"), (False, "{dragon: gy, rider: hand}")])
def test_a_monster_that_equips_itself(imported, equip, zones):
    # Rider of the Storm Winds equips itself by its own effect; destroyed
    # instead of the Dragon it is equipped to.
    chain = "  - chain: [{card: rider, targets: [dragon]}]\n" if equip else ""
    holds(f"""
name: Pin Breaker on a Dragon {"equipped with" if equip else "without"} Rider of the Storm Winds
cards:
  - {{id: dragon, name: Plain Dragon, owner: you, zone: monster_zone}}
  - {{id: rider, name: Rider of the Storm Winds, owner: you, zone: hand}}
  - {{id: brk, name: Pin Breaker, owner: you, zone: hand}}
actions:
{chain}  - chain: [{{card: brk, targets: [dragon]}}]
expect:
  zones: {zones}
""")


REAL = {
    "The Six Samurai - Irou": 'destroy_substitute(self,any,destroy_other(both(face_up_monster,name_has("Six Samurai"))),may)',
    "Salamangreat Blaze Dragon": "destroy_substitute(self,battle_or_effect,detach(1),must)",
    "Number C102: Archfiend Seraph": "destroy_substitute(self,battle_or_effect,detach(2),may)",
    "Mira the Star-Bearer": "destroy_substitute(self,any,detach(1),may)",
    "Gladiator Beast's Battle Archfiend Shield": "destroy_substitute(equipped,any,destroy_this,must)",
    "Heavy Mech Support Platform": "destroy_substitute(equipped,battle_or_effect,destroy_this,must)",
    "Salamandra Fusion": "destroy_substitute(equipped,battle_or_effect,destroy_this,may)",
    "ZW - Lightning Blade": "destroy_substitute(equipped,effect,destroy_this,must)",
    "Inzektor Ant": "destroy_substitute(equipped,any,destroy_this,may)",
    "Number C80: Requiem in Berserk": "destroy_substitute(equipped,any,destroy_this,must)",
}


@pytest.mark.skipif(not DATA.exists(), reason="shared card data not present")
def test_real_substitutes():
    facts = real_facts(REAL)
    for name, term in REAL.items():
        assert any(f.startswith("applies_continuously(") and f.endswith(f",{term})") for f in facts[name]), (name, facts[name])
    # not read: the substitute is another card, a counter, all materials (and more), or only "during the End Phase"
    others = real_facts(["Power of the Guardians", "Iron Core Armor", "Vylon Omega", "Full Armored Black Ray Lancer",
                         "Number 102: Star Seraph Sentry", "Xyz Territory"])
    assert not any("destroy_substitute" in f for fs in others.values() for f in fs)


def xyz(name: str, materials: int) -> str:
    mats = "".join(f"  - {{id: m{i}, name: Plain Dragon, owner: you, zone: material, attached_to: x}}\n" for i in range(1, materials + 1))
    return f"""
cards:
  - {{id: x, name: {name}, owner: you, zone: monster_zone}}
{mats}  - {{id: brk, name: Pin Breaker, owner: you, zone: hand}}
actions:
  - chain: [{{card: brk, targets: [x]}}]
"""


def test_an_xyz_monster_can_detach_a_material_instead(imported):
    holds(f"""
name: Pin Breaker on Ward Knight with 1 material
{xyz("Ward Knight", 1)}
expect:
  rulings: 2
  open:
    - {{assuming: ["destroy_substitute(x (Ward Knight), x (Ward Knight), yes)"], zones: {{x: monster_zone, m1: gy}}}}
    - {{assuming: ["destroy_substitute(x (Ward Knight), x (Ward Knight), no)"], zones: {{x: gy}}}}
""")


def test_without_materials_it_is_destroyed(imported):
    holds(f"""
name: Pin Breaker on Ward Knight with no materials
{xyz("Ward Knight", 0)}
expect:
  rulings: 1
  zones: {{x: gy}}
""")


def test_which_material_is_detached_is_its_controllers_choice(imported):
    # without "you can" it always applies; with 2 materials, which one goes is open
    holds(f"""
name: Pin Breaker on Salamangreat Blaze Dragon with 2 materials
{xyz("Salamangreat Blaze Dragon", 2)}
expect:
  rulings: 2
  zones: {{x: monster_zone}}
  open:
    - {{assuming: ["detaches_instead(x (Salamangreat Blaze Dragon), m1 (Plain Dragon))"], zones: {{m1: gy, m2: material}}}}
    - {{assuming: ["detaches_instead(x (Salamangreat Blaze Dragon), m2 (Plain Dragon))"], zones: {{m1: material, m2: gy}}}}
""")


SAMURAI = """
cards:
  - {id: sam, name: The Six Samurai - Tester, owner: you, zone: monster_zone}
  - {id: squire, name: Six Samurai Squire, owner: you, zone: monster_zone}
  - {id: foe, name: Six Samurai Page, owner: opp, zone: monster_zone}
"""


def test_another_monster_destroyed_instead(imported):
    # the opponent's "Six Samurai" monster is no candidate: one "you control"
    holds(f"""
name: Pin Breaker on a Six Samurai that can destroy another instead
{SAMURAI}  - {{id: brk, name: Pin Breaker, owner: you, zone: hand}}
actions:
  - chain: [{{card: brk, targets: [sam]}}]
expect:
  rulings: 2
  zones: {{foe: monster_zone}}
  open:
    - {{assuming: ["destroy_substitute(sam (The Six Samurai - Tester), sam (The Six Samurai - Tester), yes)"],
       zones: {{sam: monster_zone, squire: gy}}}}
    - {{assuming: ["destroy_substitute(sam (The Six Samurai - Tester), sam (The Six Samurai - Tester), no)"],
       zones: {{sam: gy, squire: monster_zone}}}}
""")


def test_not_a_card_the_same_effect_destroys(imported):
    # Dark Hole destroys both: the other one cannot be destroyed instead (and there is no other)
    holds(f"""
name: Dark Hole on two Six Samurai monsters
{SAMURAI}  - {{id: brk, name: Dark Hole, owner: you, zone: hand}}
actions:
  - chain: [{{card: brk}}]
expect:
  rulings: 1
  zones: {{sam: gy, squire: gy, foe: gy}}
""")
