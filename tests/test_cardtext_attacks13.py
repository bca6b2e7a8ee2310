"""Attack permissions in effect text (eighth session, attacks13).

"If this attacking card destroys an opponent's monster by battle: It can make
a second attack during this Battle Phase" (Mighty Dino King Rex): the "It" is
this card, as after "If this card destroys ... by battle" (bodies.py
field_it: the destroyed monster is off the field when the effect resolves),
and the effect gives it one more attack (battle.lp r_extra_attack).

"Once per turn: You can pay 500 LP; the equipped monster can attack directly
this turn" (Noble Arms - Clarent, Cursed Bamboo Sword): an Equip Spell's
effect on the monster it is equipped to when the effect resolves (selector
equipped, asp/battle/equip.lp r_equipped_selector); when the Equip Spell is
gone by then, the scenario is refused (no official ruling found).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, data_lines, expectations_hold, import_cards, monster, real_facts_hold


def test_it_after_this_attacking_card_destroys_is_this_card():
    got = compiled(monster("Probe", "If this attacking card destroys an opponent's monster by battle: "
                                    "It can make a second attack during this Battle Phase."))
    assert "op(probe,1,1,extra_attack(self,1))" in got
    assert not any(f.startswith("not_modelled(probe,1,") for f in got)


def test_it_stays_unread_when_the_head_names_another_card_on_the_field():
    # "it" could be the monster this card battled, still on the field: not guessed
    got = compiled(monster("Probe", "If this attacking card battles an opponent's monster: It can make a second attack during this Battle Phase."))
    assert not any("extra_attack" in f for f in got)


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_the_real_card_compiles():
    real_facts_hold({"Mighty Dino King Rex": ("op(mighty_dino_king_rex,1,1,extra_attack(self,1))",)})


SOLDIER = monster("Foot Soldier", "A plain soldier.", line="Warrior", atk=1000, **{"def": 500})
WALL = monster("Foot Wall", "A plain wall.", line="Rock", atk=0, **{"def": 4000})


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, data_lines(["Mighty Dino King Rex"]) + [SOLDIER, WALL])


def rex_attacks(first: str, actions: str, expect: str) -> None:
    """Mighty Dino King Rex (3200 ATK) attacks `first` (s1: a 1000 ATK Foot
    Soldier in Attack Position; w: a 4000 DEF Foot Wall in Defense Position),
    then the listed actions; the opponent also controls s2 (a Foot Soldier)."""
    pos = ", position: defense" if first == "w" else ""
    name = "Foot Wall" if first == "w" else "Foot Soldier"
    expectations_hold(f"""
name: Mighty Dino King Rex attacks {first}
turn: you
phase: battle_step
cards:
  - {{id: rex, name: "Mighty Dino King Rex", owner: you, zone: monster_zone}}
  - {{id: {first}, name: {name}, owner: opp, zone: monster_zone{pos}}}
  - {{id: s2, name: Foot Soldier, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: rex, target: {first}}}
  - phase: damage_calculation
  - phase: end_damage_step
{actions}expect:
{expect}
""", "attacks13.yaml")


def test_rex_attacks_again_after_destroying_a_monster(imported):
    rex_attacks("s1", "  - chain: [{card: rex, effect: 1}]\n  - phase: battle_step\n  - attack: {card: rex, target: s2}\n"
                      "  - phase: damage_calculation\n  - phase: end_damage_step\n",
                "  outcomes: {\"4.1\": resolved}\n  zones: {s1: gy, s2: gy}\n  life_points: {opp: 3600}")


def test_rex_has_one_attack_when_nothing_was_destroyed(imported):
    rex_attacks("w", "  - phase: battle_step\n  - attack: {card: rex, target: s2}\n",
                "  illegal: [{at: \"action 5\", rule: r_one_attack}]")


# "Once per turn: You can pay 500 LP; the equipped monster can attack directly this turn" (an Equip Spell's
# activated effect): on the monster the Equip Spell is equipped to when it resolves (asp/battle/equip.lp).
@pytest.mark.parametrize("text, fact", [
    ("Once per turn: You can pay 500 LP; the equipped monster can attack directly this turn.", "op(probe,2,1,attack_directly_this_turn(equipped))"),
])
def test_the_equipped_monster_of_an_equip_spell(text, fact):
    spell = {"card_type": "Spell", "property": "Equip", "name": "Probe", "text": "Equip only to a Warrior monster. " + text}
    assert fact in compiled(spell)
    # not an Equip Spell: "the equipped monster" is not read
    got = compiled(monster("Probe", text))
    assert not any("attack_directly_this_turn" in f for f in got) and any(f.startswith("not_modelled(probe,1,") for f in got)


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_equip_spells_compile():
    real_facts_hold({"Noble Arms - Clarent": ("op(noble_arms_clarent,2,1,attack_directly_this_turn(equipped))",),
                     "Cursed Bamboo Sword": ("op(cursed_bamboo_sword,3,1,attack_directly_this_turn(equipped))",)})


@pytest.fixture
def clarent(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, data_lines(["Noble Arms - Clarent"]) + [SOLDIER, WALL])


def clarent_scenario(actions: str, expect: str, extra: str = "") -> None:
    """You equip Noble Arms - Clarent to your Foot Soldier (1000 ATK); the
    opponent controls a Foot Wall; then the actions."""
    expectations_hold(f"""
name: Noble Arms - Clarent lets the equipped monster attack directly
turn: you
phase: main1
cards:
  - {{id: fs, name: Foot Soldier, owner: you, zone: monster_zone}}
  - {{id: cl, name: "Noble Arms - Clarent", owner: you, zone: hand}}
  - {{id: w, name: Foot Wall, owner: opp, zone: monster_zone, position: defense}}
{extra}actions:
  - chain: [{{card: cl, targets: [fs]}}]
{actions}expect:
{expect}
""", "attacks13.yaml")


def test_clarent_equipped_monster_attacks_directly(clarent):
    clarent_scenario("  - chain: [{card: cl, effect: 2}]\n  - phase: battle_step\n  - attack: {card: fs, target: direct}\n"
                     "  - phase: damage_calculation\n",
                     "  outcomes: {\"2.1\": resolved}\n  life_points: {you: 7500, opp: 7000}")


def test_without_clarents_effect_no_direct_attack(clarent):
    clarent_scenario("  - phase: battle_step\n  - attack: {card: fs, target: direct}\n",
                     "  illegal: [{at: \"action 3\", rule: r_direct_attack_needs_no_monster}]")


def test_clarent_destroyed_in_response_is_not_judged(clarent):
    clarent_scenario("  - chain: [{card: cl, effect: 2}, {card: mst, targets: [cl]}]\n",
                     "  illegal: [{at: \"2.1\", rule: r_equipped_selector_not_modelled}]",
                     extra="  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}\n")
