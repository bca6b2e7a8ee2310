"""Audit 17: the official rulings of commonly played cards the engine
answers wrongly (the rest: tests/scenarios/audit17.yaml)."""

from __future__ import annotations

import pytest

from imported import expectations_hold
from pyfacade import ask, load_text
from pyfacade.errors import JudgeError


def test_called_by_the_grave_negates_ash_blossom_chained_to():
    """Called by the Grave: "Target 1 monster in your opponent's GY; banish it, and if you do, until the end of the next
    turn, its effects are negated, as well as the activated effects and effects on the field of monsters with the same
    original name." (card text): chained to Ash Blossom & Joyous Spring, which is in the GY as its cost, it banishes Ash
    Blossom and negates its activated effect, so Reinforcement of the Army resolves."""
    expectations_hold("""
name: "audit17 CG3: Called by the Grave chained to Ash Blossom (in the GY as its cost) negates Ash Blossom's effect"
turn: opp
cards:
  - {id: rota, name: Reinforcement of the Army, owner: opp, zone: hand}
  - {id: ash, name: Ash Blossom & Joyous Spring, owner: you, zone: hand}
  - {id: called, name: Called by the Grave, owner: opp, zone: hand}
actions:
  - chain:
      - {card: rota}
      - {card: ash}
      - {card: called, targets: [ash]}
expect:
  outcomes: {"1.1": resolved, "1.2": resolved_without_effect, "1.3": resolved}
  zones: {ash: banished}
""", "audit17.yaml")


def test_dark_ruler_no_more_negates_jinzo():
    """Dark Ruler No More: "Negate the effects of face-up monsters your opponent currently controls, until the end of this
    turn" (card text): after it resolved, the opponent's Jinzo no longer stops Trap Cards, so Torrential Tribute can be
    activated when you Normal Summon, and destroys Jinzo too."""
    expectations_hold("""
name: "audit17 DR3: Dark Ruler No More negates Jinzo: Torrential Tribute can be activated"
turn: you
cards:
  - {id: drnm, name: Dark Ruler No More, owner: you, zone: hand}
  - {id: jinzo, name: Jinzo, owner: opp, zone: monster_zone}
  - {id: tt, name: Torrential Tribute, owner: you, zone: spell_trap_zone}
  - {id: exiled, name: Exiled Force, owner: you, zone: hand}
actions:
  - chain:
      - {card: drnm}
  - summon: {card: exiled, how: normal}
  - chain:
      - {card: tt}
expect:
  outcomes: {"3.1": resolved}
  zones: {jinzo: gy, exiled: gy}
""", "audit17.yaml")


def test_a_refusal_names_the_clause_not_modelled_it_could_rest_on():
    """The engine refuses Torrential Tribute under your own Jinzo (Dark Ruler No More negates only the opponent's
    monsters), but Dark Ruler No More, activated before, has a clause that is not modelled (its damage prevention):
    the refusal says so, as a ruling would."""
    [scenario] = load_text("""
name: Torrential Tribute after Dark Ruler No More, under your own Jinzo
turn: you
cards:
  - {id: drnm, name: Dark Ruler No More, owner: you, zone: hand}
  - {id: jinzo, name: Jinzo, owner: you, zone: monster_zone}
  - {id: tt, name: Torrential Tribute, owner: you, zone: spell_trap_zone}
  - {id: exiled, name: Exiled Force, owner: you, zone: hand}
actions:
  - chain: [{card: drnm}]
  - summon: {card: exiled, how: normal}
  - chain: [{card: tt}]
""", "refusal.yaml")
    with pytest.raises(JudgeError) as refused:
        ask(scenario)
    problems = refused.value.problems
    assert any("r_restriction_continuous" in p for p in problems), problems
    assert any("not modelled, and it could matter here: Dark Ruler No More (drnm)" in p and "link 1.1" in p for p in problems), problems
