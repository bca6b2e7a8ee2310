"""A Gemini monster is a Normal Monster, not an Effect Monster, in the GY and
face-up on the field before its second Summon (Rule Book, Gemini Monsters;
asp/effects/gemini.lp): card filters of targets, selections and state
conditions see it so. Short texts written here and compiled."""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards

CARDS = [
    {"name": "Gemini Test Normal Revive", "card_type": "Spell", "property": "Normal",
     "text": "Target 1 Normal Monster in your GY; Special Summon it."},
    {"name": "Gemini Test Effect Banish", "card_type": "Spell", "property": "Normal",
     "text": "Target 1 Effect Monster in your GY; banish it."},
    {"name": "Gemini Test Normal Draw", "card_type": "Spell", "property": "Normal",
     "text": "If you control a Normal Monster: Draw 1 card."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


@pytest.mark.parametrize("spell, expect", [
    ("Gemini Test Normal Revive", "outcomes: {\"1.1\": resolved}\n  zones: {alius: monster_zone}"),
    ("Gemini Test Effect Banish", "illegal: [{at: \"1.1\", rule: r_target}]"),
])
def test_a_gemini_monster_in_the_gy_is_a_normal_monster(imported, spell, expect):
    expectations_hold(f"""
name: a Gemini monster in the GY as a target
cards:
  - {{id: spell, name: {spell}, owner: you, zone: hand}}
  - {{id: alius, name: Elemental HERO Neos Alius, owner: you, zone: gy}}
actions:
  - chain:
      - {{card: spell, targets: [alius]}}
expect:
  {expect}
""", "gemini.yaml")


@pytest.mark.parametrize("summons, expect", [
    ("", "outcomes: {\"1.1\": resolved}"),
    ("  - summon: {card: alius, how: gemini}\n", "illegal: [{at: \"2.1\", rule: r_condition}]"),
])
def test_a_gemini_monster_on_the_field_is_normal_until_its_second_summon(imported, summons, expect):
    expectations_hold(f"""
name: a Gemini monster on the field for "if you control a Normal Monster"
cards:
  - {{id: spell, name: Gemini Test Normal Draw, owner: you, zone: hand}}
  - {{id: alius, name: Elemental HERO Neos Alius, owner: you, zone: monster_zone, face: up}}
actions:
{summons}  - chain:
      - {{card: spell}}
expect:
  {expect}
""", "gemini.yaml")


def test_an_effect_monster_in_the_gy_is_a_target_for_effect_monster_in_your_gy(imported):
    expectations_hold("""
name: an Effect Monster in the GY (no face is said of cards there)
cards:
  - {id: spell, name: Gemini Test Effect Banish, owner: you, zone: hand}
  - {id: stratos, name: Elemental HERO Stratos, owner: you, zone: gy}
actions:
  - chain:
      - {card: spell, targets: [stratos]}
expect:
  outcomes: {"1.1": resolved}
  zones: {stratos: banished}
""", "gemini.yaml")
