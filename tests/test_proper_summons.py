"""Ritual, Fusion, Synchro, Xyz and Link Monsters are Special Summon-only by
their kind (asp/effects/summon_negation.lp, r_proper_summon_by_kind). The
scenario files (tests/scenarios/proper_summons.yaml) cover revival; this
file needs a Ritual Monster and a Spell that Special Summons from the hand,
short texts written here and compiled."""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards

CARDS = [
    {"name": "Proper Test Knight", "card_type": "Monster", "monster_type_line": "Warrior / Ritual / Effect", "attribute": "LIGHT",
     "level": 4, "atk": 1800, "def": 1000, "text": "You can Ritual Summon this card with \"Proper Test Rite\"."},
    {"name": "Proper Test Call", "card_type": "Spell", "property": "Normal",
     "text": "Special Summon 1 Level 4 or lower monster from your hand."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def test_a_ritual_monster_cannot_be_normal_summoned(imported):
    expectations_hold("""
name: a Ritual Monster Normal Summoned
cards:
  - {id: knight, name: Proper Test Knight, owner: you, zone: hand}
actions:
  - summon: {card: knight, how: normal}
expect:
  illegal: [{at: "action 1", rule: r_special_summon_only}]
""", "proper.yaml")


@pytest.mark.parametrize("monster, expect", [
    ("Proper Test Knight", "illegal: [{at: \"1.1\", rule: r_summoning_condition}]"),
    ("Aqua Snake", "outcomes: {\"1.1\": resolved}\n  zones: {it: monster_zone}"),
])
def test_a_ritual_monster_is_not_special_summoned_from_the_hand_by_another_effect(imported, monster, expect):
    expectations_hold(f"""
name: an effect Special Summons a monster from the hand
cards:
  - {{id: call, name: Proper Test Call, owner: you, zone: hand}}
  - {{id: it, name: {monster}, owner: you, zone: hand}}
actions:
  - chain: [{{card: call, chooses: {{special_summon: [it]}}}}]
expect:
  {expect}
""", "proper.yaml")
