"""Targets are looked at again when the effect resolves (asp/chain/targets.lp,
r_target_unfit): a target that is still the same card but no longer fits
what the effect targets is not affected (Yugipedia "Target": Offerings to
the Doomed and Book of Moon; "Activation & Targeting Eligibility":
Nobleman of Extermination's face-down target flipped face-up). Cards
written here in the style of real card text, imported and judged."""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards, monster

CARDS = [
    {"card_type": "Spell", "property": "Quick-Play", "name": "Low Lance",
     "text": "Target 1 face-up monster with 1500 or less ATK; destroy it."},
    {"card_type": "Spell", "property": "Quick-Play", "name": "Brawn Boost",
     "text": "Target 1 face-up monster; it gains 1000 ATK until the end of this turn."},
    {"card_type": "Spell", "property": "Quick-Play", "name": "Shade Sweep",
     "text": "Target 1 face-down monster on the field; destroy it."},
    {"card_type": "Spell", "property": "Quick-Play", "name": "Dawn Flash",
     "text": "Target 1 face-down monster on the field; change it to face-up Attack Position."},
    monster("Small Fry", "You can draw 1 card.", atk=1000),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


@pytest.mark.parametrize("boosted", [True, False])
def test_a_target_whose_atk_rose_above_the_filter_is_not_destroyed(imported, boosted):
    chained = "\n      - {card: boost, targets: [fry]}" if boosted else ""
    zone = "monster_zone" if boosted else "gy"
    expectations_hold(f"""
name: Low Lance targets Small Fry (1000 ATK){", Brawn Boost chained to it" if boosted else ""}
turn: you
cards:
  - {{id: lance, name: Low Lance, owner: you, zone: hand}}
  - {{id: boost, name: Brawn Boost, owner: opp, zone: spell_trap_zone}}
  - {{id: fry, name: Small Fry, owner: opp, zone: monster_zone}}
actions:
  - chain:
      - {{card: lance, targets: [fry]}}{chained}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{fry: {zone}}}
""", "target_unfit.yaml")


@pytest.mark.parametrize("flipped", [True, False])
def test_a_face_down_target_flipped_face_up_is_not_destroyed(imported, flipped):
    chained = "\n      - {card: flash, targets: [fry]}" if flipped else ""
    zone = "monster_zone" if flipped else "gy"
    expectations_hold(f"""
name: Shade Sweep targets a face-down Small Fry{", Dawn Flash chained flips it face-up" if flipped else ""}
turn: you
cards:
  - {{id: sweep, name: Shade Sweep, owner: you, zone: hand}}
  - {{id: flash, name: Dawn Flash, owner: opp, zone: spell_trap_zone}}
  - {{id: fry, name: Small Fry, owner: opp, zone: monster_zone, position: defense, face: down}}
actions:
  - chain:
      - {{card: sweep, targets: [fry]}}{chained}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{fry: {zone}}}
""", "target_unfit.yaml")
