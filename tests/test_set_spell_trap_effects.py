"""A Set Spell or Trap Card's effects other than its own activation are not
activated while it is face-down (r_spell_trap_face_up): a Continuous Spell
with a trigger effect is activated first. Found by the whileheads15 helper:
a face-down Continuous Spell's trigger effect was answered activatable."""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards, monster

CARDS = [
    monster("Plain Summoner", "A plain monster.", line="Warrior"),
    {"card_type": "Spell", "property": "Continuous", "name": "Summon Horn",
     "text": "If a monster(s) is Normal Summoned (except during the Damage Step): You can draw 1 card."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


@pytest.mark.parametrize("face, answer, reason", [("up", "yes", "r_activatable"), ("down", "no", "r_spell_trap_face_up")])
def test_a_set_continuous_spell_does_not_activate_its_trigger_effect(imported, face, answer, reason):
    expectations_hold(f"""
name: a Normal Summon with Summon Horn {face} on the field
turn: you
phase: main1
cards:
  - {{id: horn, name: Summon Horn, owner: you, zone: spell_trap_zone, face: {face}}}
  - {{id: m, name: Plain Summoner, owner: you, zone: hand}}
actions:
  - summon: {{card: m, how: normal}}
questions:
  - {{id: q, ask: can_activate, card: horn, effect: 2}}
expect:
  answers: {{q: "{answer}"}}
  reasons: {{q: {reason}}}
""", "set_spell_trap.yaml")
