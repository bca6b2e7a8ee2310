"""Equip Cards in the engine (asp/battle/equip.lp): an Equip Spell or a
Trap that equips itself, whose target is gone or no longer fits when it
resolves (r_equip_fails_to_gy); the equip limit of an Equip Spell equipped
by an effect (r_equip_limit). Short texts written here, in the style of real
cards; each is imported and judged in scenarios of its own.
"""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards, monster


CARDS = [
    monster("Raging Striker", "When this card inflicts battle damage to your opponent: You can draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Oops!", "text": "Target 1 card you control; destroy it."},
    {"card_type": "Trap", "property": "Normal", "name": "Moon Veil",
     "text": "Target 1 face-up monster on the field; change it to face-down Defense Position."},
    {"card_type": "Spell", "property": "Equip", "name": "Knight's Blade", "text": "Equip only to a Warrior monster. It gains 500 ATK."},
    {"card_type": "Spell", "property": "Equip", "name": "Grave Blade",
     "text": "Equip only to a Warrior monster. It gains 500 ATK. If this card is in your GY: You can target 1 face-up monster you "
             "control; equip this card to that target."},
    {"card_type": "Trap", "property": "Normal", "name": "Scale Mail",
     "text": "Target 1 Warrior monster you control; equip this card to it. It gains 700 ATK."},
    {"card_type": "Spell", "property": "Equip", "name": "Grave Pact",
     "text": "Activate this card by targeting 1 monster in your GY; Special Summon it in Attack Position and equip it with this card. "
             "When this card leaves the field, destroy that monster."},
    {"card_type": "Spell", "property": "Equip", "name": "Doom Blade",
     "text": "The equipped monster gains 400 ATK. When this card leaves the field, destroy the equipped monster."},
    monster("Soul Sword", "You can target 1 face-up monster you control; equip this card from your hand to that target. It gains 1000 ATK."),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "equip.yaml")


@pytest.mark.parametrize("blade, response, where", [
    ("Knight's Blade", "oops", "gy"),           # its target destroyed in the chain: sent to the GY, not equipped
    ("Knight's Blade", "veil", "gy"),           # its target turned face-down
    ("Knight's Blade", None, "spell_trap_zone"),
    ("Scale Mail", "oops", "gy"),               # a Trap equipping itself: the same
    ("Scale Mail", None, "spell_trap_zone"),    # equipped: it stays on the field after the chain
])
def test_an_equip_card_whose_target_is_gone_is_sent_to_the_gy(imported, blade, response, where):
    """r_equip_fails_to_gy; r_equipped (a Trap equipping itself stays on the field)."""
    chain = [f'{{card: blade, targets: [striker]}}'] + ([f"{{card: {response}, targets: [striker]}}"] if response else [])
    holds(f"""
name: {blade} targets Raging Striker; {response or "no response"}
cards:
  - {{id: blade, name: "{blade}", owner: you, zone: {"hand" if blade == "Knight's Blade" else "spell_trap_zone"}}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: spell_trap_zone}}
  - {{id: veil, name: Moon Veil, owner: you, zone: spell_trap_zone}}
actions:
  - chain: [{", ".join(chain)}]
questions:
  - {{id: where, ask: where, card: blade}}
expect:
  answers: {{where: {where}}}
""")


@pytest.mark.parametrize("target, atk, where", [("striker", 2300, "spell_trap_zone"), ("dm", 2500, "gy")])
def test_an_equip_spell_equipped_by_an_effect_keeps_its_equip_limit(imported, target, atk, where):
    """r_op_equip with r_equip_limit: Grave Blade ("Equip only to a Warrior
    monster") does not equip itself to Dark Magician (a Spellcaster)."""
    holds(f"""
name: Grave Blade equips itself from the GY to {target}
cards:
  - {{id: blade, name: Grave Blade, owner: you, zone: gy}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
actions:
  - chain: [{{card: blade, effect: 3, targets: [{target}]}}]
questions:
  - {{id: atk, ask: atk, card: {target}}}
  - {{id: where, ask: where, card: blade}}
expect:
  answers: {{atk: {atk}, where: {where}}}
""")


@pytest.mark.parametrize("destroyed, atk", [(None, 2500), ("mail", 1800)])
def test_it_gains_atk_while_this_card_is_equipped_to_it(imported, destroyed, atk):
    """r_gain_while_equipped: "equip this card to it. It gains 700 ATK"; the
    gain ends when the Equip Card leaves the field."""
    more = f"""
  - chain: [{{card: oops, targets: [{destroyed}]}}]""" if destroyed else ""
    holds(f"""
name: Scale Mail equipped to Raging Striker; Oops! destroys {destroyed}
cards:
  - {{id: mail, name: Scale Mail, owner: you, zone: spell_trap_zone}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: spell_trap_zone}}
actions:
  - chain: [{{card: mail, targets: [striker]}}]{more}
questions:
  - {{id: atk, ask: atk, card: striker}}
expect:
  answers: {{atk: {atk}}}
""")


@pytest.mark.parametrize("veiled", [False, True])
def test_a_monster_equipped_from_the_hand_gives_its_gain(imported, veiled):
    """r_op_equip, r_gain_while_equipped; Moon Veil turns the monster face-down first: Soul Sword stays in the hand."""
    chain = "[{card: sword, targets: [striker]}, {card: veil, targets: [striker]}]" if veiled else "[{card: sword, targets: [striker]}]"
    holds(f"""
name: Soul Sword equips itself from the hand to Raging Striker
cards:
  - {{id: sword, name: Soul Sword, owner: you, zone: hand}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: veil, name: Moon Veil, owner: you, zone: spell_trap_zone}}
actions:
  - chain: {chain}
questions:
  - {{id: where, ask: where, card: sword}}
  - {{id: atk, ask: atk, card: striker}}
expect:
  answers: {{where: {"hand" if veiled else "spell_trap_zone"}, atk: {1800 if veiled else 2800}}}
""")


@pytest.mark.parametrize("destroyed, pact, striker", [(None, "spell_trap_zone", "monster_zone"), ("pact", "gy", "gy"), ("striker", "gy", "gy")])
def test_special_summon_it_and_equip_it_with_this_card(imported, destroyed, pact, striker):
    """self_equip after a Special Summon from the GY; r_equip_destroyed (the
    monster destroyed) and r_leave_field_clause (this card destroyed)."""
    more = f"""
  - chain: [{{card: oops, targets: [{destroyed}]}}]""" if destroyed else ""
    holds(f"""
name: Grave Pact revives Raging Striker; Oops! destroys {destroyed}
cards:
  - {{id: pact, name: Grave Pact, owner: you, zone: hand}}
  - {{id: striker, name: Raging Striker, owner: you, zone: gy}}
  - {{id: oops, name: Oops!, owner: you, zone: spell_trap_zone}}
actions:
  - chain: [{{card: pact, targets: [striker]}}]{more}
questions:
  - {{id: pact, ask: where, card: pact}}
  - {{id: striker, ask: where, card: striker}}
expect:
  answers: {{pact: {pact}, striker: {striker}}}
""")


@pytest.mark.parametrize("destroyed, blade, striker", [("blade", "gy", "gy"), ("striker", "gy", "gy")])
def test_when_this_card_leaves_the_field_destroy_the_equipped_monster(imported, destroyed, blade, striker):
    """leave_field_clause destroy_equipped (r_leave_field_clause): Doom Blade
    destroyed takes Raging Striker with it; Raging Striker destroyed first,
    Doom Blade is destroyed by r_equip_destroyed."""
    holds(f"""
name: Doom Blade equipped to Raging Striker; Oops! destroys {destroyed}
cards:
  - {{id: blade, name: Doom Blade, owner: you, zone: hand}}
  - {{id: striker, name: Raging Striker, owner: you, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: spell_trap_zone}}
actions:
  - chain: [{{card: blade, targets: [striker]}}]
  - chain: [{{card: oops, targets: [{destroyed}]}}]
questions:
  - {{id: blade, ask: where, card: blade}}
  - {{id: striker, ask: where, card: striker}}
expect:
  answers: {{blade: {blade}, striker: {striker}}}
""")


def test_the_equip_clauses_compile():
    from pyfacade.cardtext.compiler import compile_card, symbol_facts
    from pyfacade.cardtext.reader import from_mapping
    got = {str(f) for card in CARDS for f in symbol_facts(compile_card(from_mapping(card, "test")))}
    assert {"op(scale_mail,1,1,equip(self,target(1)))", "op(scale_mail,1,2,change_stat(target(1),atk,gain(700),while_equipped))",
            "op(grave_pact,1,1,special_summon(target(1),attack))", "op(grave_pact,1,1,equip(self,target(1)))",
            "leave_field_clause(grave_pact,2,destroy(target(1)))", "leave_field_clause(doom_blade,3,destroy_equipped)",
            "op(soul_sword,1,2,change_stat(target(1),atk,gain(1000),while_equipped))"} <= got
    assert not any(f.startswith("not_modelled") for f in got)
    ring = {"card_type": "Trap", "property": "Normal", "name": "Stone Ring",
            "text": "Target 1 monster with 0 ATK in your GY; Special Summon it in Attack Position, and if you do, equip it with this card."}
    got = {str(f) for f in symbol_facts(compile_card(from_mapping(ring, "test")))}
    assert "op_if_done(stone_ring,1,equip(self,target(1)),special_summon(target(1),attack))" in got
    assert not any(f.startswith("not_modelled") for f in got)
