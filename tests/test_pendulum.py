"""Pendulum Monsters leaving the field (asp/effects/replacement.lp): to the
Extra Deck instead of the GY, and what that means for costs. The scenario
files (tests/scenarios/pendulum_extra_deck.yaml) cover destruction; this
file needs a card with a "send a monster you control to the GY" cost, a
short text written here and compiled."""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards

TOLL = {"name": "Pendulum Test Toll", "card_type": "Spell", "property": "Normal",
        "text": "Send 1 monster you control to the GY; draw 1 card."}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, [TOLL])


@pytest.mark.parametrize("monster, expect", [
    ("Odd-Eyes Pendulum Dragon", "illegal: [{at: \"1.1\", rule: r_pendulum_cost_to_gy}]"),
    ("Dark Magician", "outcomes: {\"1.1\": resolved}\n  zones: {paid: gy}"),
])
def test_a_pendulum_monster_on_the_field_cannot_be_sent_to_the_gy_as_a_cost(imported, monster, expect):
    expectations_hold(f"""
name: a cost that sends a monster on the field to the GY
cards:
  - {{id: toll, name: Pendulum Test Toll, owner: you, zone: hand}}
  - {{id: paid, name: {monster}, owner: you, zone: monster_zone}}
  - {{id: top, name: Dark Magician, owner: you, zone: deck}}
actions:
  - chain:
      - {{card: toll, cost: {{send_to_gy: [paid]}}}}
expect:
  {expect}
""", "pendulum.yaml")


def test_a_pendulum_monster_starts_in_the_extra_deck_face_up_only(imported):
    expectations_hold("""
name: a Main Deck Pendulum Monster face-down in the Extra Deck
cards:
  - {id: odd-eyes, name: Odd-Eyes Pendulum Dragon, owner: you, zone: extra_deck, face: down}
expect:
  illegal: [{at: "card odd-eyes", rule: r_pendulum_face_up_extra_deck}]
""", "pendulum.yaml")


DUSTER = {"name": "Pendulum Test Duster", "card_type": "Spell", "property": "Normal",
          "text": "Destroy all Spells and Traps your opponent controls."}
LONELY = {"name": "Pendulum Test Lonely Draw", "card_type": "Spell", "property": "Normal",
          "text": "If you control no Spells/Traps: Draw 1 card."}


@pytest.fixture
def kinds(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, [DUSTER, LONELY])


def test_a_pendulum_scale_is_a_spell_for_destroy_all_spells_and_traps(kinds):
    expectations_hold("""
name: destroy all Spells and Traps the opponent controls, a Pendulum Scale among them
cards:
  - {id: duster, name: Pendulum Test Duster, owner: you, zone: hand}
  - {id: scale, name: Odd-Eyes Pendulum Dragon, owner: opp, zone: spell_trap_zone, face: up}
  - {id: mon, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - chain:
      - {card: duster}
expect:
  outcomes: {"1.1": resolved}
  zones: {scale: extra_deck, mon: monster_zone}
""", "pendulum.yaml")


@pytest.mark.parametrize("zone, expect", [
    ("spell_trap_zone", "illegal: [{at: \"1.1\", rule: r_condition}]"),
    ("monster_zone", "outcomes: {\"1.1\": resolved}"),
])
def test_a_pendulum_scale_is_a_spell_you_control(kinds, zone, expect):
    expectations_hold(f"""
name: if you control no Spells/Traps, with a Pendulum Monster on the field
cards:
  - {{id: draw, name: Pendulum Test Lonely Draw, owner: you, zone: hand}}
  - {{id: pend, name: Odd-Eyes Pendulum Dragon, owner: you, zone: {zone}, face: up}}
  - {{id: top, name: Dark Magician, owner: you, zone: deck}}
actions:
  - chain:
      - {{card: draw}}
expect:
  {expect}
""", "pendulum.yaml")


SEER = {"card_type": "Monster", "monster_type_line": "Spellcaster / Pendulum / Normal", "attribute": "DARK", "level": 4, "atk": 1000,
        "def": 1000, "pendulum_scale": 4, "name": "Pendulum Test Seer", "pendulum_effect": "Once per turn: You can draw 1 card.",
        "text": "A seer of scales."}
CALLER = {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1000,
          "def": 1000, "name": "Pendulum Test Caller", "text": "Once per turn: You can draw 1 card."}
HUSH = {"card_type": "Spell", "property": "Continuous", "name": "Pendulum Test Hush", "text": "Your opponent cannot activate monster effects."}


@pytest.mark.parametrize("card, can", [("seer", "yes"), ("caller", "no")])
def test_a_pendulum_effect_is_not_a_monster_effect(tmp_path, monkeypatch, card, can):
    # r_effect_kind: in the Pendulum Zone a Pendulum Monster is a Spell Card, its Pendulum Effect a Spell effect
    import_cards(tmp_path, monkeypatch, [SEER, CALLER, HUSH])
    expectations_hold(f"""
name: the opponent cannot activate monster effects; {card} tries
turn: opp
phase: main1
cards:
  - {{id: hush, name: Pendulum Test Hush, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: seer, name: Pendulum Test Seer, owner: opp, zone: spell_trap_zone, face: up}}
  - {{id: caller, name: Pendulum Test Caller, owner: opp, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: {card}}}
expect:
  answers: {{q: "{can}"}}
""", "pendulum.yaml")
