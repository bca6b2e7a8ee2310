"""Bullet lines a card has as effects while it is in a battle position
("● While in Attack Position: ...", "● Defense Position: ...", with no
sentence introducing them: the Morphtronic monsters), pyfacade/cardtext/
bullets.py: each bullet is an effect of its own, gated by the card's
position (condition or applies_while self_in_position); the sentences on
its line go on with it. Then a scenario: the effect a monster has in
Defense Position is activated only while it is in Defense Position
(asp/effects/continuous.lp, asp/events/state_conditions.lp r_state_condition)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyfacade.cardtext.compiler import compile_card
from pyfacade.cardtext.reader import read_cards

from imported import expectations_hold, import_cards

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards-en.jsonl"
needs_data = pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")


def real(name: str):
    return next(c for c in read_cards(str(DATA)) if c.name == name)


def gate(e) -> set[str]:
    return {str(f.arguments[2]) for f in e.facts if f.name in ("condition", "applies_while") and "position" in str(f.arguments[2])}


@needs_data
@pytest.mark.parametrize("name, gates", [
    # the two bullets on one line: two effects, not the second an outcome of the first
    ("Morphtronic Datatron", [("ignition", "attack"), ("ignition", "defense")]),
    ("Morphtronic Smartfon", [("ignition", "attack"), ("ignition", "defense")]),
    ("Morphtronic Celfon", [("ignition", "attack"), ("ignition", "defense")]),
    ("Morphtronic Radion", [("continuous", "attack"), ("continuous", "defense")]),
])
def test_each_position_bullet_is_an_effect_gated_by_the_position(name, gates):
    effects = compile_card(real(name)).effects
    assert [(e.kind, gate(e)) for e in effects] == [(kind, {f"self_in_position({p})"}) for kind, p in gates]
    for e in effects:
        # (the older cost wording "Tribute 1 monster to inflict ..." decides the activation and is not read: audit11)
        assert not e.activation_missing or e.activation_clauses == ["Tribute 1 monster to inflict 600 damage to your opponent"], \
            (e.text, e.activation_clauses)
        assert not any(m.startswith("●") for m in e.missing), e.missing


@needs_data
def test_a_bare_position_label_without_introduction_is_not_read():
    # "● Attack Position: ..." with nothing before it: two effects, whose state is stated as not understood
    # (a bare label may speak of another monster: "Apply this effect depending on the equipped monster's battle position")
    effects = compile_card(real("Morphtronic Telefon")).effects
    assert [e.activation_clauses for e in effects] == [["● Attack Position"], ["● Defense Position"]]
    sword = compile_card(real("Supermagic Sword of Raptinus")).effects
    assert not any("self_in_position" in str(f) for e in sword for f in e.facts)


@needs_data
def test_a_sentence_on_the_bullets_line_goes_on_with_its_effect():
    # "● While in Attack Position: ... Special Summon 1 ... from your hand. Destroy it during the End Phase."
    first, *rest = compile_card(real("Morphtronic Scopen")).effects
    assert first.kind == "ignition" and first.status == "complete", first.missing
    assert "op(morphtronic_scopen,1,2,delayed(end_phase,destroy(summoned)))" in {str(f) for f in first.facts}
    assert len(rest) == 1  # the Defense Position bullet, not "Destroy it during the End Phase"
    # the die-roll effect and what it does after the roll: one effect each
    celfon = compile_card(real("Morphtronic Celfon")).effects
    assert len(celfon) == 2 and "Shuffle the rest into the Deck" in celfon[0].missing


@needs_data
def test_another_effect_on_a_gated_bullets_line_keeps_its_gate():
    # "● While in Defense Position: Once per turn, you can place 1 Morph Counter on this card. You can Tribute this card to ..."
    effects = compile_card(real("Morphtronic Clocken")).effects
    assert [(e.kind, gate(e)) for e in effects] == [("continuous", {"self_in_position(attack)"}),
                                                    ("ignition", {"self_in_position(defense)"}),
                                                    ("ignition", {"self_in_position(defense)"})]


@needs_data
def test_a_trigger_effect_gained_by_materials_is_activated_only_with_them():
    # "This card gains effects based on the number of materials attached to it. ... ● 5+: When an attack is declared ...: You can ..."
    e = compile_card(real("Melffy Mommy")).effects[3]
    assert e.kind == "trigger" and not e.activation_missing, e.activation_clauses
    assert "condition(melffy_mommy,4,self_materials_at_least(5))" in {str(f) for f in e.facts}


DATATRON = {"card_type": "Monster", "monster_type_line": "Pyro / Effect", "attribute": "FIRE", "level": 3, "atk": 1200, "def": 600,
            "name": "Morphtronic Datatron",
            "text": "● While in Attack Position: Once per turn, you can Tribute 1 monster to inflict 600 damage to your opponent. "
                    "● While in Defense Position: Once per turn, you can inflict 300 damage to your opponent."}


@pytest.mark.parametrize("position, ok", [("defense", True), ("attack", False)])
def test_the_defense_position_effect_is_activated_only_in_defense_position(tmp_path, monkeypatch, position, ok):
    import_cards(tmp_path, monkeypatch, [DATATRON])
    expect = "life_points: {opp: 7700}" if ok else 'illegal: [{at: "1.1", rule: r_condition}]'
    expectations_hold(f"""
name: Morphtronic Datatron in {position} position activates its Defense Position effect
turn: you
phase: main1
cards:
  - {{id: dt, name: Morphtronic Datatron, owner: you, zone: monster_zone, position: {position}}}
actions:
  - chain: [{{card: dt, effect: 2}}]
questions:
  - {{id: q, ask: can_activate, card: dt, effect: 2, at: start}}
expect:
  {expect}
  answers: {{q: "{'yes' if ok else 'no'}"}}
""", "bullets.yaml")


# ---- "Gains effects based on the number of X you control. ● N+: ...": while you control N or more X ----

@needs_data
@pytest.mark.parametrize("name, effect, cond", [
    ("Harpie's Pet Baby Dragon", 3, 'count_at_least(own,monster_zone,all_of(monster,all_of(where(name_has("Harpie")),'
                                    'where(card_not_named("Harpie\'s Pet Baby Dragon")))),3)'),
    ("The Fabled Kudabbi", 2, "count_at_least(own,hand,card,3)"),
])
def test_a_count_bullet_is_the_condition_of_its_activated_effect(name, effect, cond):
    e = compile_card(real(name)).effects[effect - 1]
    assert not e.activation_missing and not e.missing, (e.activation_clauses, e.missing)
    assert cond in {str(f.arguments[2]) for f in e.facts if f.name == "condition"}


@needs_data
def test_a_count_of_different_names_is_not_read():
    # "... with different names you control": not a count of cards the engine makes
    e = compile_card(real("Awakening of the Sacred Beasts")).effects[1]
    assert "● 1+" in e.activation_clauses


def harpie(n: int) -> dict:
    return {"card_type": "Monster", "monster_type_line": "Winged Beast / Normal", "attribute": "WIND", "level": 4, "atk": 1300,
            "def": 1400, "name": f"Harpie Test {n}", "text": "A test Harpie."}


@needs_data
@pytest.mark.parametrize("harpies, ok", [(3, True), (2, False)])
def test_the_3_plus_effect_needs_3_other_harpies(tmp_path, monkeypatch, harpies, ok):
    line = next(l for l in DATA.read_text(encoding="utf-8").splitlines() if json.loads(l).get("name") == "Harpie's Pet Baby Dragon")
    import_cards(tmp_path, monkeypatch, [line, harpie(1), harpie(2), harpie(3), harpie(4)])
    cards = "".join(f"\n  - {{id: h{i}, name: Harpie Test {i}, owner: you, zone: monster_zone}}" for i in range(1, harpies + 1))
    expect = "zones: {w: gy}" if ok else 'illegal: [{at: "1.1", rule: r_condition}]'
    expectations_hold(f"""
name: Harpie's Pet Baby Dragon with {harpies} other Harpie monsters targets a card
turn: you
phase: main1
cards:
  - {{id: pet, name: "Harpie's Pet Baby Dragon", owner: you, zone: monster_zone}}{cards}
  - {{id: w, name: Harpie Test 4, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: pet, effect: 3, targets: [w]}}]
expect:
  {expect}
""", "bullets.yaml")
