"""The kind stated for an effect whose head (its activation condition, before
":") the compiler did not understand (pyfacade/cardtext/compiler.py
_unread_head_kind). Its activation is not judged either way (condition
not_understood); the kind is read from the head's words where they settle
it: "After damage calculation" or a named event (Summoned, destroyed, sent,
...) is a Trigger Effect, an "If ..." head with only a state an Ignition
Effect; otherwise the kind is stated as not_understood, not guessed. Short
texts written here, imported and judged (`judge cards`, `judge options`);
real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, compiled, import_cards, monster, real_facts
from pyfacade.cli import main

# Each head below is not understood by the compiler (the activation stays not judged).
UNREAD = [
    ("After damage calculation, if this card battled a monster with a Predator Counter: You can draw 1 card.", "trigger"),
    ("If this card is Special Summoned by the effect of a card that mentions it: You can draw 1 card.", "trigger"),
    ("Each time a card in your Spell & Trap Zone is flipped face-up: You can draw 1 card.", "trigger"),
    # (eachtime13: "During your opponent's turn, each time an "Ogre" monster(s) is Special Summoned:" is read now)
    ("During your opponent's turn, each time a monster(s) is Special Summoned in Attack Position: You can draw 1 card.", "trigger"),
    ("If the total Link Rating of the monsters you control is 8 or more: You can draw 1 card.", "ignition"),
    ("If this card is in your hand and all monsters you control are face-up Reptile monsters (min. 1): "
     "You can Special Summon this card.", "ignition"),
    # an event or only a state? the words do not say: not guessed
    ("Once per turn, during either player's turn, when a monster(s) would be Summoned: You can draw 1 card.", "not_understood"),
    ("After resolving a Field Spell Card that was activated during your turn: You can draw 1 card.", "not_understood"),
    ("Before damage calculation, if this card is being attacked by a monster with a Predator Counter: You can draw 1 card.",
     "not_understood"),
    ("If your opponent controls a monster that is Special Summoned from the Extra Deck: You can draw 1 card.", "not_understood"),
    # a response to an activation may be a Quick Effect; "during either player's turn" is an older Quick Effect wording
    ("When a monster effect is activated that activates when a monster is Normal Summoned: You can draw 1 card.", "not_understood"),
    ("During either player's turn, when exactly 1 Synchro Monster is Special Summoned to your opponent's side of the field: "
     "You can draw 1 card.", "not_understood"),
]


@pytest.mark.parametrize("text, kind", UNREAD)
def test_the_kind_of_an_effect_whose_head_is_not_understood(text, kind):
    got = compiled(monster("T", text))
    assert "condition(t,1,not_understood)" in got  # the head is not read: its activation is not judged
    assert {f for f in got if f.startswith("effect(")} == {f"effect(t,1,{kind})"}


def test_a_traps_effect_with_a_state_head_is_spell_speed_2():
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Spite",
                    "text": "Target 1 card on the field; destroy it.\nIf the total Link Rating of the monsters you control is 8 "
                            "or more: You can banish this card from your GY; draw 1 card."})
    assert "effect(spite,2,quick)" in got and "condition(spite,2,not_understood)" in got


CARDS = [monster("Unsure Guard", UNREAD[6][0]), monster("Sure Guard", "You can draw 1 card.")]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def test_an_effect_of_no_known_kind_is_shown_and_refused_in_options(imported, tmp_path, capsys):
    assert main(["cards", "Unsure Guard"]) == 0
    assert "not_understood" in capsys.readouterr().out
    path = tmp_path / "s.yaml"
    path.write_text("""
name: what can be activated with Unsure Guard
cards:
  - {id: g, name: Unsure Guard, owner: you, zone: monster_zone}
  - {id: s, name: Sure Guard, owner: you, zone: monster_zone}
""")
    assert main(["options", str(path), "--player", "you", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    rows = {o["card"]: o for m in out["moments"] for p in m["players"] for key in ("can", "cannot") for o in p[key]}
    assert rows["s"]["can_activate"] is True  # the Ignition Effect, in your Main Phase
    assert rows["g"]["can_activate"] is False
    assert [r["category"] for r in rows["g"]["reasons"]] == ["not_understood"]


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_cards():
    want = {"Red Dragon Archfiend": "trigger", "Armed Sea Hunter": "trigger", "World of Spirits": "trigger",
            "Fallen Paradise": "ignition", "Reptilianne Lamia": "ignition", "Elemental Saga Doriado": "ignition",
            "T.G. Halberd Cannon": "not_understood", "Ancient Pixie Dragon": "not_understood"}
    found = real_facts(set(want))
    for name, kind in want.items():
        facts = found[name]
        unread = {f.split(",")[1] for f in facts if f.startswith("condition(") and f.endswith(",not_understood)")}
        kinds = {f.split(",")[2].rstrip(")") for f in facts if f.startswith("effect(") and f.split(",")[1] in unread}
        assert kind in kinds, (name, kinds)
