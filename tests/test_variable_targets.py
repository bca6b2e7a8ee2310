"""Targets whose count is not a fixed N (issue 15, targets round 4):
"target up to N ..." (target_optional) and "target any number of ..."
(asp/chain/targets.lp r_target_any_number).
Short texts written here in the style of real cards, imported and judged in
scenarios of their own.
"""

from __future__ import annotations

import pytest

from pyfacade.inputs.cards import library
from pyfacade.inputs.vocabulary import check_file
from imported import expectations_hold, import_cards


def trap(name, text):
    return {"card_type": "Trap", "property": "Normal", "name": name, "text": text}


CARDS = [
    trap("Many Strike", "Target any number of cards your opponent controls; destroy them."),
    trap("Scatter Strike", "Target up to 2 cards your opponent controls; destroy them."),
    trap("Many Roll", "Target any number of \"Sage\" monsters with different names in your GY; banish them."),
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1500,
     "def": 1000, "name": "Red Sage", "text": "You can pay 500 LP; draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1500,
     "def": 1000, "name": "Blue Sage", "text": "You can pay 500 LP; draw 1 card."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    store = import_cards(tmp_path, monkeypatch, CARDS)
    for path in store.glob("*.lp"):  # every compiled card passes the card-facts check
        check_file(path)
    yield store
    library.cache_clear()


def holds(text: str) -> None:
    expectations_hold(text, "variable_targets.yaml")


OPP = "\n".join(f"  - {{id: dm{i}, name: Dark Magician, owner: opp, zone: monster_zone}}" for i in range(1, 4))


@pytest.mark.parametrize("n", [1, 2, 3])
def test_any_number_of_targets_all_destroyed(imported, n):
    targets = ", ".join(f"dm{i}" for i in range(1, n + 1))
    zones = ", ".join(f"dm{i}: {'gy' if i <= n else 'monster_zone'}" for i in range(1, 4))
    holds(f"""
name: Many Strike targets {n} of the opponent's 3 monsters and destroys each
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
{OPP}
actions:
  - chain: [{{card: strike, targets: [{targets}]}}]
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{{zones}}}
""")


def test_any_number_needs_one_target(imported):
    holds(f"""
name: Many Strike declares no target
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
{OPP}
actions:
  - chain: [{{card: strike}}]
expect:
  illegal: [{{at: "1.1", rule: r_target}}]
""")


def test_any_number_lists_a_card_once(imported):
    holds(f"""
name: Many Strike names the same card twice
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
{OPP}
actions:
  - chain: [{{card: strike, targets: [dm1, dm2, dm1]}}]
expect:
  illegal: [{{at: "1.1", rule: r_target_any_number}}]
""")


def test_each_of_any_number_must_fit(imported):
    holds(f"""
name: Many Strike targets its own player's monster among the opponent's
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
  - {{id: mine, name: Dark Magician, owner: you, zone: monster_zone}}
{OPP}
actions:
  - chain: [{{card: strike, targets: [dm1, mine]}}]
expect:
  illegal: [{{at: "1.1", rule: r_target}}]
""")


@pytest.mark.parametrize("theirs, can", [(0, "no"), (1, "yes")])
def test_any_number_can_be_activated_with_one_card(imported, theirs, can):
    cards = "\n".join(f"  - {{id: dm{i}, name: Dark Magician, owner: opp, zone: monster_zone}}" for i in range(theirs))
    holds(f"""
name: can Many Strike be activated when the opponent controls {theirs} card(s)?
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
  - {{id: mine, name: Dark Magician, owner: you, zone: monster_zone}}
{cards}
questions:
  - {{id: q, ask: can_activate, card: strike}}
expect:
  answers: {{q: "{can}"}}
""")


def test_a_target_gone_the_others_still_destroyed(imported):
    holds(f"""
name: Many Strike targets 2 Spells; one is destroyed in response, the other still is by Many Strike
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
  - {{id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone, face: down}}
  - {{id: s1, name: Many Strike, owner: opp, zone: spell_trap_zone, face: down}}
  - {{id: s2, name: Many Strike, owner: opp, zone: spell_trap_zone, face: down}}
actions:
  - chain: [{{card: strike, targets: [s1, s2]}}, {{card: mst, targets: [s1]}}]
expect:
  outcomes: {{"1.1": resolved, "1.2": resolved}}
  zones: {{s1: gy, s2: gy}}
""")


@pytest.mark.parametrize("targets, ok", [("r1, b1", True), ("r1, r2", False)])
def test_any_number_with_different_names(imported, targets, ok):
    expect = ('outcomes: {"1.1": resolved}\n  zones: {' + ", ".join(f"{t}: banished" for t in targets.split(", ")) + "}"
              if ok else 'illegal: [{at: "1.1", rule: r_target_names_differ}]')
    holds(f"""
name: Many Roll targets {targets}
cards:
  - {{id: roll, name: Many Roll, owner: you, zone: spell_trap_zone}}
  - {{id: r1, name: Red Sage, owner: you, zone: gy}}
  - {{id: r2, name: Red Sage, owner: you, zone: gy}}
  - {{id: b1, name: Blue Sage, owner: you, zone: gy}}
actions:
  - chain: [{{card: roll, targets: [{targets}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("listed, ok", [("", False), ("dm1", True), ("dm1, dm2", True), ("dm1, dm2, dm3", False)])
def test_up_to_two_targets(imported, listed, ok):
    n = len(listed.split(", ")) if listed else 0
    zones = ", ".join(f"dm{i}: {'gy' if i <= n else 'monster_zone'}" for i in range(1, 4))
    expect = f'outcomes: {{"1.1": resolved}}\n  zones: {{{zones}}}' if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Scatter Strike targets {n} card(s)
cards:
  - {{id: strike, name: Scatter Strike, owner: you, zone: spell_trap_zone}}
{OPP}
actions:
  - chain: [{{card: strike, targets: [{listed}]}}]
expect:
  {expect}
""")
