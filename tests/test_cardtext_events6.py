"""Event heads compiled from card text (issue 15, events round 6): "If this
card is sent to the GY because the equipped monster is destroyed / has left
the field / ..." (asp/events/head_conditions.lp because_equipped). Short
texts written here in the style of real cards, each imported and judged in
scenarios that show the engine deriving the outcome both ways; real card
texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from imported import compiled, expectations_hold, import_cards, monster
from pyfacade.cardtext.compiler import compile_card, symbol_facts
from pyfacade.cardtext.reader import read_cards

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards-en.jsonl"


def equip(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Equip", "name": name, "text": text}


CARDS = [
    equip("Mourning Blade", "If this card is sent to the GY because the equipped monster is destroyed: You can draw 1 card."),
    equip("Parting Cloak", "If this card is sent to the GY because the equipped monster has left the field: You can draw 1 card."),
    equip("Battle Shroud", "If this card is sent to the GY because the equipped monster was destroyed by battle and sent to the GY: "
                           "You can draw 1 card."),
    monster("Plain Soldier", "You can draw 1 card.", atk=1000),
    monster("Big Brute", "You can draw 1 card.", atk=2500),
    {"card_type": "Spell", "property": "Normal", "name": "Oops!", "text": "Target 1 card on the field; destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Far Exile", "text": "Target 1 card on the field; banish it."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "events6.yaml")


def test_because_the_equipped_monster_compiles():
    by = {c["name"]: c for c in CARDS}
    got = compiled(by["Mourning Blade"])
    assert "condition(mourning_blade,2,if_event(ev(sent_to_gy,self,because_equipped(destroyed,any))))" in got
    assert "activate_from(mourning_blade,2,gy)" in got
    assert "condition(parting_cloak,2,if_event(ev(sent_to_gy,self,because_equipped(left_field,any))))" in compiled(by["Parting Cloak"])
    assert ("condition(battle_shroud,2,if_event(ev(sent_to_gy,self,because_equipped(destroyed,all_of(by_battle,to(gy))))))"
            in compiled(by["Battle Shroud"]))
    # the equipped monster's event not read whole: the head stays not understood
    odd = compiled(equip("Odd Blade", "If this card is sent to the GY because the equipped monster is flipped face-down: "
                                      "You can draw 1 card."))
    assert "condition(odd_blade,2,not_understood)" in odd


@pytest.mark.parametrize("blade, spell, target, can", [
    ("Mourning Blade", "Oops!", "soldier", "yes"),    # the monster destroyed: the rule destroys the Equip Spell
    ("Mourning Blade", "Oops!", "blade", "no"),       # the Equip Spell destroyed itself, not because of its monster
    ("Mourning Blade", "Far Exile", "soldier", "no"),  # the monster banished, not destroyed
    ("Parting Cloak", "Far Exile", "soldier", "yes"),  # ... it has left the field
    ("Parting Cloak", "Oops!", "blade", "no"),
])
def test_sent_to_the_gy_because_the_equipped_monster(imported, blade, spell, target, can):
    """r_because_equipped: the rule destroyed the Equip Spell because its
    monster left the field, by an event of that kind."""
    holds(f"""
name: {blade} equipped to Plain Soldier; {spell} on the {target}
cards:
  - {{id: blade, name: {blade}, owner: you, zone: hand}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: monster_zone}}
  - {{id: spell, name: {spell}, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: blade, targets: [soldier]}}
  - chain:
      - {{card: spell, targets: [{target}]}}
questions:
  - {{id: q, ask: can_activate, card: blade, effect: 2, at: {{after: 2}}}}
expect:
  zones: {{blade: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("how, can", [("attack", "yes"), ("oops", "no")])
def test_because_the_equipped_monster_was_destroyed_by_battle(imported, how, can):
    """The equipped monster's event passes the filter: destroyed by battle."""
    steps = ("damage_step", "before_damage_calculation", "damage_calculation", "after_damage_calculation", "end_damage_step")
    act = ("- phase: battle_step\n  - attack: {card: soldier, target: brute}" + "".join(f"\n  - phase: {p}" for p in steps) if how == "attack"
           else "- chain:\n      - {card: oops, targets: [soldier]}")
    holds(f"""
name: Battle Shroud on Plain Soldier; it is destroyed by {how}
turn: you
cards:
  - {{id: shroud, name: Battle Shroud, owner: you, zone: hand}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: shroud, targets: [soldier]}}
  {act}
questions:
  - {{id: q, ask: can_activate, card: shroud, effect: 2}}
expect:
  zones: {{shroud: gy, soldier: gy}}
  answers: {{q: "{can}"}}
""")


REAL = {
    "Grief Tablet": "if_event(ev(sent_to_gy,self,because_equipped(destroyed,any)))",
    "Revenge Rally": "because_equipped(left_field,any)",
    "Dragon Nails": "because_equipped(destroyed,all_of(by_battle,to(gy)))",
    "Glowing Crossbow": "because_equipped(used_as_material,for_summon(synchro_summoned))",
    "U.A. Powered Jersey": "because_equipped(returned_to_hand,any)",
    "Flint": "if_event(ev(destroyed,self,because_equipped(destroyed,any)))",
    "ZW - Sleipnir Mail": "when_event(ev(sent_to_gy,all_of(self,own),all_of(to(gy),because_equipped(destroyed,by(opponent)))))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_event_heads():
    found = {c.name: c for c in read_cards(str(DATA)) if c.name in REAL}
    assert set(found) == set(REAL)
    for name, fact in REAL.items():
        facts = {str(f) for f in symbol_facts(compile_card(found[name]))}
        assert any(fact in f for f in facts), (name, sorted(facts))
