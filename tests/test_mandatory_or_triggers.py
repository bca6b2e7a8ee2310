"""A mandatory Trigger Effect with two events ("If this card is Normal
Summoned, or sent to the GY: Draw 1 card.", condition one_of with
from_zone options) is due when either event happened, like one with a
single event (asp/events/segoc.lp, r_mandatory_trigger_due): the next thing
the players do must be the chain with it. Before, only a direct if_event /
when_event made a Trigger due (noted by the orheads15 helper)."""

from __future__ import annotations

import pytest

from imported import expectations_hold, import_cards, monster

CARDS = [
    monster("Twin Draw", "If this card is Normal Summoned, or sent to the GY: Draw 1 card."),
    monster("Plain Walker", "A plain monster.", line="Warrior"),
    {"card_type": "Spell", "property": "Normal", "name": "Field Sweep", "text": "Destroy all monsters on the field."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "mandatory_or_triggers.yaml")


@pytest.mark.parametrize("summoned, chained, expect", [
    ("twin", False, 'illegal: [{at: "2", rule: r_mandatory_trigger_due}]'),
    ("twin", True, "zones: {twin: monster_zone}"),
    ("walker", False, "zones: {walker: monster_zone}"),
])
def test_the_summon_option_is_due(imported, summoned, chained, expect):
    then = "  - chain: [{card: twin}]\n" if chained else "  - phase: main2\n"
    holds(f"""
name: {summoned} Normal Summoned, then {"Twin Draw's trigger" if chained else "Main Phase 2"}
turn: you
phase: main1
cards:
  - {{id: twin, name: Twin Draw, owner: you, zone: hand}}
  - {{id: walker, name: Plain Walker, owner: you, zone: hand}}
  - {{id: d1, name: Plain Walker, owner: you, zone: deck}}
actions:
  - summon: {{card: {summoned}, how: normal}}
{then}expect:
  {expect}
""")


@pytest.mark.parametrize("chained, expect", [
    (False, 'illegal: [{at: "2", rule: r_mandatory_trigger_due}]'),
    (True, "outcomes: {\"2.1\": resolved}"),
])
def test_the_gy_option_is_due(imported, chained, expect):
    then = "  - chain: [{card: twin}]\n" if chained else "  - phase: main2\n"
    holds(f"""
name: Field Sweep destroys Twin Draw, then {"its trigger" if chained else "Main Phase 2"}
turn: you
phase: main1
cards:
  - {{id: twin, name: Twin Draw, owner: you, zone: monster_zone}}
  - {{id: sweep, name: Field Sweep, owner: you, zone: hand}}
  - {{id: d1, name: Plain Walker, owner: you, zone: deck}}
actions:
  - chain: [{{card: sweep}}]
{then}expect:
  {expect}
""")
