"""Battle permissions compiled from card text (asp/effects/multiple_attacks.lp):
"This card can attack all monsters your opponent controls once each" and
"This card can make up to N attacks on monsters during each Battle Phase".
Short texts written here, the real cards that carry them imported from the
shared card data and judged in scenarios both ways (skipped when the data
is absent), and the real texts that compile to them.
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def test_the_texts_compile_into_declared_facts():
    assert "applies_continuously(probe,1,attack_all)" in compiled(monster("Probe", "Can attack all your opponent's monsters, once each."))
    assert "applies_continuously(probe,1,attack_all)" in compiled(
        monster("Probe", "This card can attack all monsters your opponent controls once each."))
    assert "applies_continuously(probe,1,attacks_on_monsters(3))" in compiled(
        monster("Probe", "This card can make up to 3 attacks on monsters during each Battle Phase."))
    got = compiled(monster("Probe", "While you control no other monsters, this card can make up to 2 attacks on monsters during each Battle Phase."))
    assert "applies_continuously(probe,1,attacks_on_monsters(2))" in got and any(f.startswith("applies_while(probe,1,") for f in got)


@pytest.mark.parametrize("text, fact", [
    ("You can target 1 monster you control; this turn, it can make a second attack during each Battle Phase.", "extra_attack(target(1),1)"),
    ("You can target 1 monster you control; this turn, it can attack twice during each Battle Phase.", "extra_attack(target(1),1)"),
    ("When this card destroys a monster by battle: You can activate this effect; this card can make a second attack during this Battle Phase.",
     "extra_attack(self,1)"),
    ("You can activate this effect; this card can make up to 3 attacks on monsters during each Battle Phase this turn.",
     "attacks_on_monsters_this_turn(self,3)"),
    ("You can target 1 monster you control; this turn, it can attack all monsters your opponent controls, once each.",
     "attack_all_this_turn(target(1))"),
])
def test_effects_that_give_attacks_this_turn_compile(text, fact):
    assert f"op(probe,1,1,{fact})" in compiled(monster("Probe", text))


def test_the_same_battle_phase_is_each_battle_phase():
    assert "applies_continuously(probe,1,extra_attacks(1))" in compiled(monster("Probe", "This card can attack twice during the same Battle Phase."))


def test_other_wordings_stay_not_understood():
    # "twice each", and a condition the compiler does not read, are left as they are
    for text in ("This card can attack all monsters your opponent controls, twice each.",
                 "While equipped with a monster by this effect, this card can attack all monsters your opponent controls, once each.",
                 "You can target 1 monster you control; it can make up to 2 attacks on monsters during each Battle Phase.",
                 "You can target 1 monster you control; it can make a second attack during each Battle Phase."):
        got = compiled(monster("Probe", text))
        assert not any("attack_all" in f or "attacks_on_monsters" in f or "extra_attack" in f for f in got), text
        assert any(f.startswith("not_modelled(probe,1,") for f in got), text


REAL = {
    "Jurrac Monoloph": "applies_continuously(jurrac_monoloph,1,attack_all)",
    "King Beast Barbaros": "attack_all",
    "Chaos Ancient Gear Giant": "attack_all",
    "Assault Blackwing - Kusanagi the Gathering Storm": "attack_all",
    "Fossil Warrior Skull Bone": "attacks_on_monsters(2)",
    "Fossil Machine Skull Convoy": "attacks_on_monsters(3)",
    "White Aura Whale": "attacks_on_monsters(2)",
    "Blue-Eyes Twin Burst Dragon": "attacks_on_monsters(2)",
}
REAL_OPS = {
    "Ancient Warriors - Valiant Zhang De": "op(ancient_warriors_valiant_zhang_de,3,1,attacks_on_monsters_this_turn(self,2))",
    "Eclipse Twins": "op(eclipse_twins,2,1,attacks_on_monsters_this_turn(self,2))",
    "Ruin, Angel of Oblivion": "op(ruin_angel_of_oblivion,2,1,attacks_on_monsters_this_turn(self,2))",
    "Raidraptor - Revolution Falcon": "op(raidraptor_revolution_falcon,1,1,attack_all_this_turn(self))",
    "Pendulum Evolution": "op(pendulum_evolution,4,1,attack_all_this_turn(target(1)))",
    "Amazoness Call": "op(amazoness_call,2,1,attack_all_this_turn(target(1)))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_cards_compile_their_battle_permissions():
    facts = real_facts(REAL)
    for name, want in REAL.items():
        assert any(want in f and f.startswith("applies_continuously(") for f in facts[name]), name
    facts = real_facts(REAL_OPS)
    for name, want in REAL_OPS.items():
        assert want in facts[name], name


def _records(names: list[str]) -> list[str]:
    found = {}
    with DATA.open(encoding="utf-8") as f:
        for line in f:
            name = json.loads(line)["name"]
            if name in names:
                found[name] = line.strip()
    return [found[n] for n in names]


SOLDIERS = [monster("Foot Soldier", "A plain soldier.", line="Warrior", atk=1000, **{"def": 500}),
            monster("Foot Wall", "A plain wall.", line="Rock", atk=0, **{"def": 2000})]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    if not DATA.exists():
        pytest.skip("the shared card data is absent")
    return import_cards(tmp_path, monkeypatch, _records(["Jurrac Monoloph", "Fossil Warrior Skull Bone", "Ancient Warriors - Valiant Zhang De",
                                                          'Karakuri Soldier mdl 236 "Nisamu"']) + SOLDIERS)


def battle(attacker: str, targets: list[str], expect: str, opp: str = "s1 s2", extra: str = "", questions: str = "") -> None:
    """The attacker (`mono`: Jurrac Monoloph, 1500 ATK; `bone`: Fossil
    Warrior Skull Bone, 2000 ATK) declares one attack per target in one
    Battle Phase, each battle run to its end. The opponent controls the
    monsters named in `opp`: s1, s2, s3 are 1000 ATK Foot Soldiers in
    Attack Position (each attack destroys one), w a 2000 DEF Foot Wall in
    Defense Position (it survives)."""
    name = {"mono": "Jurrac Monoloph", "bone": "Fossil Warrior Skull Bone"}[attacker]
    cards = "".join(f"  - {{id: {i}, name: Foot Soldier, owner: opp, zone: monster_zone}}\n" if i != "w" else
                    "  - {id: w, name: Foot Wall, owner: opp, zone: monster_zone, position: defense}\n" for i in opp.split())
    steps = "".join(f"  - attack: {{card: {attacker}, target: {t}}}\n  - phase: damage_calculation\n  - phase: end_damage_step\n"
                    f"  - phase: battle_step\n" for t in targets)
    expectations_hold(f"""
name: {attacker} attacks {", ".join(targets)}
turn: you
phase: battle_step
cards:
  - {{id: {attacker}, name: "{name}", owner: you, zone: monster_zone}}
{cards}{extra}actions:
{steps}{questions}expect:
{expect}
""", "attacks.yaml")


def test_attack_all_attacks_each_monster_once(imported):
    battle("mono", ["s1", "s2"], "  zones: {s1: gy, s2: gy}\n  life_points: {opp: 7000}")


def test_attack_all_cannot_attack_the_same_monster_twice(imported):
    battle("mono", ["w", "s1"], "  zones: {s1: gy, w: monster_zone}\n  life_points: {you: 7500, opp: 7500}", opp="w s1")
    battle("mono", ["w", "w"], "  illegal: [{at: \"action 5\", rule: r_attack_all_monsters}]", opp="w s1")


def test_attack_all_cannot_attack_directly_after_attacking(imported):
    battle("mono", ["s1", "s2", "direct"], "  illegal: [{at: \"action 9\", rule: r_attack_all_monsters}]")


def test_attack_all_negated_makes_one_attack(imported):
    battle("mono", ["s1", "s2"], "  illegal: [{at: \"action 5\", rule: r_one_attack}]",
           extra="  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}\n")


def test_attack_all_can_attack_question(imported):
    battle("mono", ["s1"], "  answers: {again: \"yes\"}\n  reasons: {again: r_attack_all_monsters}",
           questions="questions:\n  - {id: again, ask: can_attack, card: mono}\n")
    battle("mono", ["s1"], "  answers: {again: \"no\"}\n  reasons: {again: r_one_attack}", opp="s1",
           questions="questions:\n  - {id: again, ask: can_attack, card: mono}\n")


def test_up_to_two_attacks_on_monsters(imported):
    battle("bone", ["s1", "s2"], "  zones: {s1: gy, s2: gy}\n  life_points: {opp: 6000}")


def test_a_third_attack_is_refused(imported):
    battle("bone", ["s1", "s2", "s3"], "  illegal: [{at: \"action 9\", rule: r_one_attack}]", opp="s1 s2 s3")


def test_a_later_attack_cannot_be_direct(imported):
    battle("bone", ["s1", "direct"], "  illegal: [{at: \"action 5\", rule: r_attacks_on_monsters}]", opp="s1")


def test_after_a_direct_attack_a_further_attack_is_not_judged(imported):
    # no official ruling found on whether it can still attack a monster that appears after its direct attack
    expectations_hold("""
name: Skull Bone attacks directly, then the opponent brings a monster back
turn: you
phase: battle_step
cards:
  - {id: bone, name: "Fossil Warrior Skull Bone", owner: you, zone: monster_zone}
  - {id: s1, name: Foot Soldier, owner: opp, zone: gy}
  - {id: coth, name: Call of the Haunted, owner: opp, zone: spell_trap_zone}
actions:
  - attack: {card: bone, target: direct}
  - phase: damage_calculation
  - phase: end_damage_step
  - phase: battle_step
  - chain: [{card: coth, targets: [s1]}]
  - attack: {card: bone, target: s1}
expect:
  illegal: [{at: "action 6", rule: r_attacks_on_monsters_after_direct}]
""", "attacks.yaml")


@pytest.mark.parametrize("activated, expect", [
    (True, "  zones: {s1: gy, s2: gy}"),
    (False, "  illegal: [{at: \"action 6\", rule: r_one_attack}]")])
def test_an_effect_that_gives_attacks_on_monsters_this_turn(imported, activated, expect):
    activate = "  - chain: [{card: zhang, effect: 3}]\n" if activated else ""
    expectations_hold(f"""
name: Valiant Zhang De {"activates" if activated else "does not activate"} its effect, then attacks twice
turn: you
phase: main1
cards:
  - {{id: zhang, name: "Ancient Warriors - Valiant Zhang De", owner: you, zone: monster_zone}}
  - {{id: s1, name: Foot Soldier, owner: opp, zone: monster_zone}}
  - {{id: s2, name: Foot Soldier, owner: opp, zone: monster_zone}}
actions:
{activate}  - phase: battle_step
  - attack: {{card: zhang, target: s1}}
  - phase: damage_calculation
  - phase: end_damage_step
  - phase: battle_step
  - attack: {{card: zhang, target: s2}}
  - phase: damage_calculation
  - phase: end_damage_step
expect:
{expect}
""", "attacks.yaml")


def test_karakuri_position_change_compiles_into_a_mandatory_trigger():
    got = compiled(monster("Probe", "When this face-up Attack Position card is selected as an attack target, change it to Defense Position."))
    assert {"effect(probe,1,trigger)", "mandatory(probe,1)", "op(probe,1,1,change_position(self,defense))",
            "condition(probe,1,when_event(ev(declared_attack,any,all_of(attack_on_self,attack_on(own,both(face_up_monster,position(attack)))))))"} <= got


@pytest.mark.parametrize("position", ["attack", "defense"])
def test_karakuri_changes_to_defense_position_when_attacked(imported, position):
    # Yugipedia/YGOResources (Karakuri Ninja mdl 339 "Sazank"): the effect is a Trigger Effect that does not target
    chain = "  - chain: [{card: nisamu, effect: 2}]\n" if position == "attack" else ""
    expect = ("  answers: {q: \"yes\"}\n  life_points: {opp: 8000}\n  zones: {nisamu: gy}" if position == "attack" else
              "  answers: {q: \"no\"}")
    questions = "questions:\n  - {id: q, ask: can_activate, card: nisamu, effect: 2, at: {after: 1}}\n"
    expectations_hold(f"""
name: Skull Bone attacks Nisamu in {position} position
turn: you
phase: battle_step
cards:
  - {{id: bone, name: "Fossil Warrior Skull Bone", owner: you, zone: monster_zone}}
  - {{id: nisamu, name: 'Karakuri Soldier mdl 236 "Nisamu"', owner: opp, zone: monster_zone, position: {position}}}
actions:
  - attack: {{card: bone, target: nisamu}}
{chain}  - phase: damage_calculation
  - phase: end_damage_step
{questions}expect:
{expect}
""", "attacks.yaml")


def test_must_attack_if_able_compiles():
    for text in ("This card must attack if able.", "This card must attack, if able."):
        assert "applies_continuously(probe,1,must_attack)" in compiled(monster("Probe", text))


@pytest.mark.parametrize("how, expect", [
    ("attack", "  zones: {s1: gy}"),
    ("skip", "  illegal: [{at: \"action 1\", rule: r_must_attack}]"),
    ("defense", "  zones: {s1: monster_zone}"),
    ("skill drain", "  zones: {s1: monster_zone}")])
def test_must_attack_if_able_before_the_battle_phase_ends(imported, how, expect):
    # Nisamu (1400 ATK) must attack if able: leaving the Battle Phase without its attack is refused, unless it cannot attack
    attack = ("  - attack: {card: nisamu, target: s1}\n  - phase: damage_calculation\n  - phase: end_damage_step\n"
              "  - phase: battle_step\n") if how == "attack" else ""
    extra = "  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}\n" if how == "skill drain" else ""
    expectations_hold(f"""
name: Nisamu, {how}, then Main Phase 2
turn: you
phase: battle_step
cards:
  - {{id: nisamu, name: 'Karakuri Soldier mdl 236 "Nisamu"', owner: you, zone: monster_zone, position: {"defense" if how == "defense" else "attack"}}}
  - {{id: s1, name: Foot Soldier, owner: opp, zone: monster_zone}}
{extra}actions:
{attack}  - phase: main2
expect:
{expect}
""", "attacks.yaml")


@pytest.mark.parametrize("position, expect", [
    ("attack", "  illegal: [{at: \"action 1\", rule: r_must_attack}]"),
    ("defense", "  zones: {nisamu: monster_zone}")])
def test_must_attack_if_able_enters_the_battle_phase(imported, position, expect):
    expectations_hold(f"""
name: Nisamu in {position} position, Main Phase 1 to the End Phase
turn: you
phase: main1
cards:
  - {{id: nisamu, name: 'Karakuri Soldier mdl 236 "Nisamu"', owner: you, zone: monster_zone, position: {position}}}
  - {{id: s1, name: Foot Soldier, owner: opp, zone: monster_zone}}
actions:
  - phase: end
expect:
{expect}
""", "attacks.yaml")
