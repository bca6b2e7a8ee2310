"""Referents after an opening condition (referents round): "that monster"
after "When an opponent's monster declares an attack, while you control
"X"" is the attacking monster (the state the head counts names no card of
the event: pyfacade/cardtext/bodies.py condition_referent,
asp/chain/operations.lp event_card). Short texts written here in the style
of real cards, imported and judged in scenarios; real card texts from the
shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


CARDS = [
    monster("Vault Guard", "When an opponent's monster declares an attack, while you control \"Sealed Vault\": "
                           "You can destroy that monster."),
    {"card_type": "Spell", "property": "Continuous", "name": "Sealed Vault", "text": "You can pay 500 LP; draw 1 card."},
    monster("Raider", "You can pay 500 LP; draw 1 card.", atk=2000),
    monster("Bystander", "You can pay 500 LP; draw 1 card."),
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def test_that_monster_after_an_attack_while_you_control_compiles():
    got = compiled(BY["Vault Guard"])
    assert "op(vault_guard,1,1,destroy(event_card))" in got
    assert not any("not_understood" in f for f in got)


@pytest.mark.parametrize("vault", [True, False])
def test_that_monster_is_the_attacker(imported, vault):
    """The opponent's Raider attacks; with Sealed Vault face-up, Vault Guard destroys Raider (not the other monster)."""
    expect = "zones: {raider: gy, other: monster_zone}" if vault else 'illegal: [{at: "2.1", rule: r_condition}]'
    expectations_hold(f"""
name: Vault Guard {"destroys the attacker" if vault else "without Sealed Vault"}
turn: opp
phase: battle_step
cards:
  - {{id: guard, name: Vault Guard, owner: you, zone: monster_zone}}
  - {{id: vault, name: Sealed Vault, owner: you, zone: {"spell_trap_zone, face: up" if vault else "hand"}}}
  - {{id: raider, name: Raider, owner: opp, zone: monster_zone}}
  - {{id: other, name: Bystander, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: raider, target: guard}}
  - chain: [{{card: guard}}]
expect:
  {expect}
""", "referents.yaml")


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_cards():
    real_facts_hold({"Stronghold the Hidden Fortress": ("op(stronghold_the_hidden_fortress,2,1,destroy(event_card))",)})
