"""Effects a card gains by a count ("This card gains the following effect,
based on the number of counters on it. ● 1: ... ● 2: ...", "... based on
the number of materials attached to it. ● 5: ...", "... based on the number
of monsters your opponent controls. ● 1: ...", "... cards in your hand. ● 0:
..."): "● N+" is N or more, "● N" exactly N (pyfacade/cardtext/continuous.py
bullet_state, compiler.count_state). The card has the effect only while the
count is right: a continuous one applies only then (applies_while), an
activated one is activated only then (condition; asp/chain/counters.lp
r_counters_gained, asp/events/state_conditions.lp r_state_condition). Then
scenarios with the imported Performapal Turn Trooper, Number 86 and Cyber
Blader, both ways; and the additional Normal Summon an effect grants for the
turn ("(You can only gain this effect once per turn.)", Balancer Lord)."""

from __future__ import annotations

import pytest

from pyfacade.cardtext.compiler import compile_card
from pyfacade.cardtext.reader import read_cards

from imported import DATA, compiled, data_lines, expectations_hold, import_cards, monster

needs_data = pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")


def effect(name: str, number: int):
    card = next(c for c in read_cards(str(DATA)) if c.name == name)
    return compile_card(card).effects[number - 1]


def facts(e, name: str) -> set[str]:
    return {str(f.arguments[2]) for f in e.facts if f.name == name}


@needs_data
@pytest.mark.parametrize("name, number, kind, states", [
    # "● 1" / "● 2" after "based on the number of counters on it": exactly 1, exactly 2
    ("Performapal Turn Trooper", 2, "condition", {"self_counters_at_least(counter,1)", "self_counters_at_most(counter,1)"}),
    ("Performapal Turn Trooper", 3, "condition", {"self_counters_at_least(counter,2)", "self_counters_at_most(counter,2)"}),
    # "● 5" after "based on the number of materials attached to it"
    ("Number 86: Heroic Champion - Rhongomyniad", 6, "condition", {"self_materials_at_least(5)", "self_materials_at_most(5)"}),
    ("Hazy Flame Basiltrice", 4, "applies_while", {"self_materials_at_least(5)", "self_materials_at_most(5)"}),
    # "● 1+": 1 or more only
    ("Number 86: Heroic Champion - Rhongomyniad", 2, "applies_while", {"self_materials_at_least(1)"}),
    # "● 1" after "based on the number of monsters your opponent controls" (effect 1: "A Fusion Summon of this card can only be done with the above Fusion Materials" is a rule of the card, not an effect)
    ("Cyber Blader", 1, "applies_while", {"count_at_least(opponent,monster_zone,monster,1)", "count_at_most(opponent,monster_zone,monster,1)"}),
    # "● 0" after "based on the number of cards in your hand": none
    ("The Fabled Kudabbi", 1, "applies_while", {"count_at_most(own,hand,card,0)"}),
])
def test_the_bullet_is_the_state_the_gained_effect_needs(name, number, kind, states):
    e = effect(name, number)
    assert facts(e, kind) >= states, facts(e, kind)
    assert not any(m.startswith("●") or "based on the number" in m for m in e.missing), e.missing
    assert not e.activation_missing, e.activation_clauses


@needs_data
def test_n_plus_is_no_upper_bound():
    assert not any("at_most" in f for f in facts(effect("Number 86: Heroic Champion - Rhongomyniad", 2), "applies_while"))


@needs_data
def test_a_count_the_engine_does_not_make_stays_not_understood():
    # "the number of monsters it points to": no Link Arrows in the engine
    e = effect("Medicurius the Power Patron of Illusions", 1)
    assert "● 1+" in e.activation_clauses


def trooper(tmp_path, monkeypatch, counters: int, effect: int, ok: bool) -> None:
    """Turn Trooper with that many counters activates effect 2 (negate the
    opponent's attack on its declaration) or effect 3 (Tribute it: an
    Ignition Effect in the Main Phase)."""
    import_cards(tmp_path, monkeypatch, data_lines(["Performapal Turn Trooper"]) + [{
        "card_type": "Monster", "monster_type_line": "Warrior / Normal", "attribute": "EARTH", "level": 4, "atk": 1500,
        "def": 1000, "name": "Gained Test Attacker", "text": "A test monster."}])
    start = f", counters: {{counter: {counters}}}" if counters else ""
    attack = effect == 2
    at = "2.1" if attack else "1.1"
    done = "answers: {negated: \"yes\"}" if attack else "zones: {tt: gy}"
    expect = done if ok else f'illegal: [{{at: "{at}", rule: r_condition}}]'
    expectations_hold(f"""
name: Performapal Turn Trooper with {counters} counters activates its effect {effect}
turn: {"opp" if attack else "you"}
phase: {"battle_step" if attack else "main1"}
cards:
  - {{id: tt, name: Performapal Turn Trooper, owner: you, zone: monster_zone{start}}}
  - {{id: a, name: Gained Test Attacker, owner: opp, zone: monster_zone}}
actions:
{"  - attack: {card: a, target: tt}" + chr(10) if attack else ""}  - chain: [{{card: tt, effect: {effect}}}]
{"questions: [{id: negated, ask: attack_negated, card: a}]" if attack else ""}
expect:
  {expect}
""", "gained.yaml")


@needs_data
@pytest.mark.parametrize("counters, ok", [(1, True), (2, False), (0, False)])
def test_the_1_counter_effect_needs_exactly_1_counter(tmp_path, monkeypatch, counters, ok):
    trooper(tmp_path, monkeypatch, counters, 2, ok)


@needs_data
@pytest.mark.parametrize("counters, ok", [(2, True), (1, False)])
def test_the_2_counter_effect_needs_2_counters(tmp_path, monkeypatch, counters, ok):
    trooper(tmp_path, monkeypatch, counters, 3, ok)


def plain(name: str, atk: int = 1500) -> dict:
    return {"card_type": "Monster", "monster_type_line": "Warrior / Normal", "attribute": "EARTH", "level": 4, "atk": atk,
            "def": 1000, "name": name, "text": "A test monster."}


@needs_data
@pytest.mark.parametrize("materials, ok", [(5, True), (4, False)])
def test_the_5_material_effect_needs_5_materials(tmp_path, monkeypatch, materials, ok):
    import_cards(tmp_path, monkeypatch, data_lines(["Number 86: Heroic Champion - Rhongomyniad"]) + [plain("Gained Test Material")])
    mats = "".join(f"\n  - {{id: m{i}, name: Gained Test Material, owner: you, zone: material, attached_to: n86}}"
                   for i in range(materials))
    expect = "zones: {w: gy}" if ok else 'illegal: [{at: "1.1", rule: r_condition}]'
    expectations_hold(f"""
name: Rhongomyniad with {materials} materials destroys all cards the opponent controls
turn: you
phase: main1
cards:
  - {{id: n86, name: "Number 86: Heroic Champion - Rhongomyniad", owner: you, zone: monster_zone}}{mats}
  - {{id: w, name: Gained Test Material, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: n86, effect: 6}}]
expect:
  {expect}
""", "gained.yaml")


@needs_data
@pytest.mark.parametrize("others, survives", [(0, True), (1, False)])
def test_cyber_blader_is_not_destroyed_by_battle_while_the_opponent_controls_exactly_1_monster(tmp_path, monkeypatch, others, survives):
    import_cards(tmp_path, monkeypatch, data_lines(["Cyber Blader"]) + [plain("Gained Test Attacker", 2500), plain("Gained Test Other")])
    other = "\n  - {id: o, name: Gained Test Other, owner: opp, zone: monster_zone}" if others else ""
    expectations_hold(f"""
name: a 2500 ATK monster attacks Cyber Blader while the opponent controls {1 + others} monsters
turn: opp
phase: battle_step
cards:
  - {{id: cb, name: Cyber Blader, owner: you, zone: monster_zone}}
  - {{id: a, name: Gained Test Attacker, owner: opp, zone: monster_zone}}{other}
actions:
  - attack: {{card: a, target: cb}}
  - phase: damage_step
  - phase: damage_calculation
  - phase: end_damage_step
expect:
  zones: {{cb: {"monster_zone" if survives else "gy"}}}
  life_points: {{you: 7600}}
""", "gained.yaml")


# ---- "...; during your Main Phase this turn, you can Normal Summon 1 X, in addition to your Normal Summon/Set.
# (You can only gain this effect once per turn.)": an additional Normal Summon granted on resolution for the turn
# (op extra_normal_summon_this_turn, asp/legality/own_summons.lp r_extra_normal_summon_this_turn) ----

@needs_data
def test_the_turn_long_additional_normal_summon_compiles_with_its_note():
    card = next(c for c in read_cards(str(DATA)) if c.name == "Balancer Lord")
    cc = compile_card(card)
    assert "extra_normal_summon_this_turn(monster_type(cyberse))" in facts(cc.effects[0], "op") | {
        str(f.arguments[3]) for f in cc.effects[0].facts if f.name == "op"}
    assert not cc.effects[0].missing and not cc.card_missing, (cc.effects[0].missing, cc.card_missing)


@needs_data
def test_the_note_may_close_the_sentence_of_the_additional_normal_summon():
    card = next(c for c in read_cards(str(DATA)) if c.name == "Superdreadnought Rail Cannon Flying Launcher")
    e = compile_card(card).effects[0]
    assert "monster_type(machine)" in facts(e, "extra_normal_summon") and not e.missing, e.missing


def test_without_its_note_the_additional_normal_summon_is_not_read():
    # how such a grant stacks with the others is not said (Scrap Raptor's wording): not stated
    got = compiled(monster("Odd Raptor", "You can target 1 monster you control; destroy it, also, during your Main Phase this turn, "
                                         "you can Normal Summon 1 \"Scrap\" monster in addition to your Normal Summon/Set."))
    assert not any("extra_normal_summon" in f for f in got)
    assert any(f.startswith("not_modelled(odd_raptor,1,") and "in addition to" in f for f in got), got


def cyberse(name: str) -> dict:
    return {"card_type": "Monster", "monster_type_line": "Cyberse / Normal", "attribute": "DARK", "level": 4, "atk": 1000,
            "def": 1000, "name": name, "text": "A test monster."}


@needs_data
@pytest.mark.parametrize("activate, summoned, rule", [
    (True, ["c1", "c2"], None),                       # the additional Normal Summon of a Cyberse monster
    (True, ["w", "c1"], None),                        # the regular one first, then the additional one
    (True, ["c1", "w"], None),                        # the additional one first (ygorganization: before or after)
    (False, ["c1", "c2"], "r_one_normal_summon"),     # not activated: one Normal Summon only
    (True, ["w", "w2"], "r_one_normal_summon"),       # only a Cyberse monster
    (True, ["c1", "c2", "c3"], "r_one_normal_summon"),  # one additional Summon
])
def test_balancer_lord_grants_one_more_normal_summon_of_a_cyberse_monster(tmp_path, monkeypatch, activate, summoned, rule):
    import_cards(tmp_path, monkeypatch, data_lines(["Balancer Lord"]) + [cyberse("Gained Cyberse A"), cyberse("Gained Cyberse B"),
                                                                         cyberse("Gained Cyberse C"), plain("Gained Warrior")])
    plays = (["  - chain: [{card: bl}]"] if activate else []) + [f"  - summon: {{card: {x}, how: normal}}" for x in summoned]
    expect = (f'illegal: [{{at: "action {len(plays)}", rule: {rule}}}]' if rule
              else "zones: {" + ", ".join(f"{x}: monster_zone" for x in summoned) + "}")
    expectations_hold(f"""
name: Balancer Lord's additional Normal Summon ({'activated' if activate else 'not activated'}), {' then '.join(summoned)}
turn: you
phase: main1
cards:
  - {{id: bl, name: Balancer Lord, owner: you, zone: monster_zone}}
  - {{id: c1, name: Gained Cyberse A, owner: you, zone: hand}}
  - {{id: c2, name: Gained Cyberse B, owner: you, zone: hand}}
  - {{id: c3, name: Gained Cyberse C, owner: you, zone: hand}}
  - {{id: w, name: Gained Warrior, owner: you, zone: hand}}
  - {{id: w2, name: Gained Warrior, owner: you, zone: hand}}
actions:
{chr(10).join(plays)}
expect:
  {expect}
""", "gained.yaml")
