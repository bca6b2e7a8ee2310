"""Events, triggers and conditions on the game state (asp/events.lp,
asp/segoc.lp, asp/state_conditions.lp) that scenario expectations cannot
state: what an effect did when it resolved."""

from __future__ import annotations

from pyfacade.ruling import ask
from pyfacade.scenario import load_text

# Sky Striker Mobilize - Engage!: "... then, if you have 3 or more Spells in
# your GY, you can draw 1 card." The condition is judged when it resolves.
ENGAGE = """
name: Engage counts the Spells in the GY when it resolves
cards:
  - {id: engage, name: "Sky Striker Mobilize - Engage!", owner: you, zone: hand}
  - {id: gy1, name: Monster Reborn, owner: you, zone: gy}
  - {id: gy2, name: Dark Hole, owner: you, zone: gy}
  - {id: set-reborn, name: Monster Reborn, owner: you, zone: spell_trap_zone}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: engage}
"""
MST_CHAINED = "      - {card: mst, targets: [set-reborn]}\n"


def timeline(text: str) -> list[str]:
    [scenario] = load_text(text, "test")
    [ruling] = ask(scenario).rulings
    return ruling.timeline


def test_condition_checked_at_resolution_met_then():
    """2 Spells in the GY at activation; the chained MST sends a third there
    before Engage resolves: it draws."""
    steps = timeline(ENGAGE + MST_CHAINED)
    assert any("Engage!) resolving: draw(1)" in s for s in steps)


def test_condition_failing_at_resolution_does_less():
    """Only 2 Spells in the GY when it resolves: it adds a card but does not draw."""
    steps = timeline(ENGAGE)
    assert any("resolving: add_from_deck_to_hand" in s for s in steps)
    assert not any("draw(1)" in s and "resolving" in s for s in steps)
    assert any("skipped" in s and "draw(1)" in s for s in steps)
