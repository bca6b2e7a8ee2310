""""A, then B": B happens only if A was done (Konami, Problem-Solving Card
Text Part 7: Conjunction Functions; asp/chain/operations.lp
r_then_needs_first). The compiler links B to A with `op_if_done`, as it does
for "A, and if you do, B"; with several operations in A ("A and A2", "A, also
A2, then B") whether B needs all of them or one is not settled, so B is not
stated. Short texts written here in the style of real cards; real card texts
from the shared data (skipped when it is absent)."""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

STRIKE = {"card_type": "Spell", "property": "Normal", "name": "Gated Strike",
          "text": "Target 1 monster on the field; destroy it, then inflict 500 damage to your opponent."}
PLAIN = {"card_type": "Monster", "monster_type_line": "Warrior / Normal", "attribute": "EARTH", "level": 4,
         "atk": 1500, "def": 1000, "name": "Plain Gate", "text": "A plain warrior."}


def test_then_links_the_step_to_the_one_before():
    got = compiled(STRIKE)
    assert "op(gated_strike,1,1,destroy(target(1)))" in got and "op(gated_strike,1,2,damage_opponent(500))" in got
    assert "op_if_done(gated_strike,1,damage_opponent(500),destroy(target(1)))" in got
    # each later step follows the one just before it
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Gated Draw",
                    "text": "Target 1 monster on the field; destroy it, then draw 1 card, then inflict 500 damage to your opponent."})
    assert "op_if_done(gated_draw,1,draw(1),destroy(target(1)))" in got
    assert "op_if_done(gated_draw,1,damage_opponent(500),draw(1))" in got
    # a step with no step before it is not gated
    assert not any(f.startswith("op_if_done(gated_draw,1,destroy(") for f in got)


def test_then_after_several_operations_is_not_stated():
    # (two verbs; "destroy them, then draw 1 card": one of the targets destroyed is enough, tests/test_them.py)
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Twin Gate",
                    "text": "Target 1 monster on the field; destroy that target and inflict 500 damage to your opponent, "
                            "then draw 1 card."})
    assert not any("draw(1)" in f for f in got if f.startswith("op"))
    assert 'not_modelled(twin_gate,1,"draw 1 card")' in got
    got = compiled(monster("Also Gate", "You can target 1 monster on the field; destroy it, also this card gains 500 ATK, "
                                        "then draw 1 card."))
    assert not any("draw(1)" in f for f in got if f.startswith("op"))


@pytest.mark.parametrize("moon, where, lp", [(False, "gy", 7500), (True, "monster_zone", 8000)])
def test_the_engine_skips_the_step_after_one_not_done(tmp_path, monkeypatch, moon, where, lp):
    # Book of Moon turns the target face-down: a new card, so it is not destroyed (r_target_gone) and no damage follows
    import_cards(tmp_path, monkeypatch, [STRIKE, PLAIN])
    response = "\n      - {card: moon, targets: [foe]}" if moon else ""
    expectations_hold(f"""
name: Gated Strike resolves
cards:
  - {{id: foe, name: Plain Gate, owner: opp, zone: monster_zone}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: spell_trap_zone}}
  - {{id: strike, name: Gated Strike, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: strike, targets: [foe]}}{response}
expect:
  zones: {{foe: {where}}}
  life_points: {{opp: {lp}}}
""", "then_gate.yaml")


REAL = {
    # "destroy that target, then your opponent gains 1000 LP" (as the hand-written facts/cards/soul_taker.lp)
    "Soul Taker": ("op_if_done(soul_taker,1,gain_lp(opponent,1000),destroy(target(1)))",),
    "Negate Attack": ("op_if_done(negate_attack,1,end_battle_phase,negate_attack)",),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_then_gate():
    real_facts_hold(REAL)
