"""A card destroyed by an effect that is not activated is destroyed by a
card effect (asp/events/events.lp, r_continuous_effect_cause): a monster
destroyed because Call of the Haunted left the field is destroyed by Call of
the Haunted's effect. A short text written here and compiled."""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards

PHOENIX = {"name": "Cause Test Phoenix", "card_type": "Monster", "monster_type_line": "Winged Beast / Effect", "attribute": "FIRE",
           "level": 4, "atk": 1500, "def": 1000, "text": "If this card is destroyed by a card effect: You can draw 1 card."}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, [PHOENIX])


def test_a_monster_destroyed_as_call_of_the_haunted_leaves_was_destroyed_by_a_card_effect(imported):
    expectations_hold("""
name: Call of the Haunted destroyed, its monster destroyed with it
cards:
  - {id: call, name: Call of the Haunted, owner: you, zone: spell_trap_zone}
  - {id: bird, name: Cause Test Phoenix, owner: you, zone: gy}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: call, targets: [bird]}
  - chain:
      - {card: mst, targets: [call]}
  - chain:
      - {card: bird}
expect:
  outcomes: {"3.1": resolved}
  zones: {bird: gy, call: gy}
""", "cause.yaml")
