"""Continuous ATK/DEF changes, compiled from card text (issue 15, stats8):
"..., during your (opponent's) turn only" (while(your_turn | opponents_turn,
...), asp/battle/stats.lp r_stat_while_turn) and "gains N ATK for each "X"
you control" (gain_per of a count of that name, asp/battle/stat_counts.lp).
Short texts written here in the style of real cards, imported and judged in
scenarios; real card texts from the shared card data (skipped when absent).
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

CARDS = [
    monster("Day Brute", "Gains 1000 ATK during your turn only."),
    monster("Night Guard", "All monsters you control gain 300 DEF during your opponent's turn only."),
    monster("Crowd Bully", "Gains 300 ATK for each monster your opponent controls, during your turn only."),
    monster("Twin Left", "Gains 500 ATK for each \"Twin Right\" you control."),
    monster("Twin Right", "You can draw 1 card.", atk=1000),
    monster("Plain Soldier", "You can draw 1 card.", atk=1200),
    monster("Dragon Hunter", "Gains 500 ATK for each Dragon monster on the field and in the GYs."),
    monster("Plain Dragon", "You can draw 1 card.", line="Dragon / Effect"),
    monster("Rival Hunter", "Gains 500 ATK for each Dragon monster your opponent controls or is in their GY."),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "stats8.yaml")


# ---- compiling ------------------------------------------------------------------------------

def test_during_a_turn_only_compiles():
    assert "applies_continuously(day_brute,1,while(your_turn,stat_change(self,atk,gain(1000))))" in compiled(CARDS[0])
    assert ("applies_continuously(night_guard,1,while(opponents_turn,stat_change(all(controlled_by(own)),def,gain(300))))"
            in compiled(CARDS[1]))
    assert ("applies_continuously(crowd_bully,1,while(your_turn,stat_change(self,atk,"
            "gain_per(300,count(opponent,monster_zone,monster)))))") in compiled(CARDS[2])
    # (another time word: not read)
    later = compiled(monster("Late Brute", "Gains 1000 ATK during the turn it was Summoned."))
    assert not any("your_turn" in f for f in later)


def test_for_each_named_card_compiles():
    assert ('applies_continuously(twin_left,1,stat_change(self,atk,gain_per(500,count(own,field,card_named("Twin Right")))))'
            in compiled(CARDS[3]))
    two = compiled(monster("Trio", "Gains 500 ATK for each \"Twin Right\" or \"Twin Left\" you control."))
    assert not any("gain_per" in f for f in two)  # (two names: not read)


def test_two_zones_compile():
    dragon = "all_of(monster,monster_type(dragon))"
    assert (f"applies_continuously(dragon_hunter,1,stat_change(self,atk,gain_per(500,sum(count(any,monster_zone,{dragon}),"
            f"count(any,gy,{dragon})))))") in compiled(CARDS[6])
    assert (f"applies_continuously(rival_hunter,1,stat_change(self,atk,gain_per(500,sum(count(opponent,monster_zone,{dragon}),"
            f"count(opponent,gy,{dragon})))))") in compiled(CARDS[8])
    # ("banished or in the GYs" of a Type: not read)
    assert not any("gain_per" in f for f in compiled(monster("Moon", "Gains 200 ATK for each Beast-Warrior monster that is banished or in the GYs.")))


# ---- the engine -----------------------------------------------------------------------------

@pytest.mark.parametrize("turn, atk", [("you", 2800), ("opp", 1800)])
def test_gains_atk_during_your_turn_only(imported, turn, atk):
    holds(f"""
name: Day Brute in {turn}'s turn
turn: {turn}
cards:
  - {{id: brute, name: Day Brute, owner: you, zone: monster_zone}}
questions:
  - {{id: atk, ask: atk, card: brute}}
expect:
  answers: {{atk: {atk}}}
""")


@pytest.mark.parametrize("turn, defense", [("you", 1000), ("opp", 1300)])
def test_group_gains_def_during_the_opponents_turn_only(imported, turn, defense):
    holds(f"""
name: Night Guard in {turn}'s turn
turn: {turn}
cards:
  - {{id: guard, name: Night Guard, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: monster_zone}}
questions:
  - {{id: def, ask: def, card: soldier}}
expect:
  answers: {{def: {defense}}}
""")


@pytest.mark.parametrize("turn, theirs, atk", [("you", 2, 2400), ("you", 0, 1800), ("opp", 2, 1800)])
def test_gains_atk_for_each_opponents_monster_during_your_turn_only(imported, turn, theirs, atk):
    cards = "".join(f"  - {{id: s{i}, name: Plain Soldier, owner: opp, zone: monster_zone}}\n" for i in range(theirs))
    holds(f"""
name: Crowd Bully with {theirs} opponent's monsters in {turn}'s turn
turn: {turn}
cards:
  - {{id: bully, name: Crowd Bully, owner: you, zone: monster_zone}}
{cards}questions:
  - {{id: atk, ask: atk, card: bully}}
expect:
  answers: {{atk: {atk}}}
""")


@pytest.mark.parametrize("rights, face, atk", [(2, "up", 2800), (1, "up", 2300), (1, "down", 1800), (0, "up", 1800)])
def test_gains_atk_for_each_named_card_you_control(imported, rights, face, atk):
    # A face-down "Twin Right" shows no name: it is not counted (asp/battle/card_names.lp).
    pos = "position: attack" if face == "up" else "face: down, position: defense"
    cards = "".join(f"  - {{id: r{i}, name: Twin Right, owner: you, zone: monster_zone, {pos}}}\n" for i in range(rights))
    holds(f"""
name: Twin Left with {rights} Twin Right ({face})
cards:
  - {{id: left, name: Twin Left, owner: you, zone: monster_zone}}
  - {{id: other, name: Twin Right, owner: opp, zone: monster_zone}}
{cards}questions:
  - {{id: atk, ask: atk, card: left}}
expect:
  answers: {{atk: {atk}}}
""")


@pytest.mark.parametrize("field, gy, atk", [(1, 1, 2800), (0, 2, 2800), (1, 0, 2300), (0, 0, 1800)])
def test_gains_atk_for_each_dragon_on_the_field_and_in_the_gys(imported, field, gy, atk):
    # One Dragon on the field and one in a GY count 2 (the two zones are added, not merged).
    cards = "".join(f"  - {{id: f{i}, name: Plain Dragon, owner: opp, zone: monster_zone}}\n" for i in range(field))
    cards += "".join(f"  - {{id: g{i}, name: Plain Dragon, owner: {('you', 'opp')[i]}, zone: gy}}\n" for i in range(gy))
    holds(f"""
name: Dragon Hunter with {field} Dragon(s) on the field and {gy} in the GYs
cards:
  - {{id: hunter, name: Dragon Hunter, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: opp, zone: gy}}
{cards}questions:
  - {{id: atk, ask: atk, card: hunter}}
expect:
  answers: {{atk: {atk}}}
""")


@pytest.mark.parametrize("where, atk", [("opp_field", 2300), ("opp_gy", 2300), ("you_gy", 1800), ("you_field", 1800)])
def test_gains_atk_for_each_dragon_your_opponent_controls_or_in_their_gy(imported, where, atk):
    owner, zone = where.split("_")
    zone = {"field": "monster_zone", "gy": "gy"}[zone]
    holds(f"""
name: Rival Hunter with a Dragon ({where})
cards:
  - {{id: hunter, name: Rival Hunter, owner: you, zone: monster_zone}}
  - {{id: dragon, name: Plain Dragon, owner: {owner}, zone: {zone}}}
questions:
  - {{id: atk, ask: atk, card: hunter}}
expect:
  answers: {{atk: {atk}}}
""")


# ---- real cards ------------------------------------------------------------------------------

REAL = {
    "Ancient Warriors - Valiant Zhang De": ("applies_continuously(ancient_warriors_valiant_zhang_de,1,while(your_turn,stat_change(self,atk,"
                                            "gain_per(300,count(opponent,monster_zone,monster)))))",),
    "Sorcerous Spell Wall": ("applies_continuously(sorcerous_spell_wall,2,while(your_turn,stat_change(all(controlled_by(own)),atk,gain(300))))",
                             "applies_continuously(sorcerous_spell_wall,3,while(opponents_turn,stat_change(all(controlled_by(own)),def,gain(300))))"),
    "Dark Contract with the Witch": ("applies_continuously(dark_contract_with_the_witch,3,while(opponents_turn,stat_change("
                                     "all(both(monster_type(fiend),controlled_by(own))),atk,gain(1000))))",),
    "Buster Blader": ("applies_continuously(buster_blader,1,stat_change(self,atk,gain_per(500,sum(count(opponent,monster_zone,"
                      "all_of(monster,monster_type(dragon))),count(opponent,gy,all_of(monster,monster_type(dragon)))))))",),
    "Dark Cavalry": ("applies_continuously(dark_cavalry,1,stat_change(self,atk,gain_per(100,sum(count(any,field,spell_trap),"
                     "count(any,gy,spell_trap)))))",),
    "Lava Battleguard": ('applies_continuously(lava_battleguard,1,stat_change(self,atk,gain_per(500,count(own,field,card_named("Swamp Battleguard")))))',),
    "Swamp Battleguard": ('applies_continuously(swamp_battleguard,1,stat_change(self,atk,gain_per(500,count(own,field,card_named("Lava Battleguard")))))',),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_cards():
    real_facts_hold(REAL)


def _real_lines(names: set[str]) -> list[str]:
    lines = [line for line in DATA.read_text(encoding="utf-8").splitlines() if json.loads(line)["name"] in names]
    assert len(lines) == len(names)
    return lines


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
@pytest.mark.parametrize("swamps, atk", [(1, 2050), (0, 1550)])
def test_real_lava_battleguard(tmp_path, monkeypatch, swamps, atk):
    import_cards(tmp_path, monkeypatch, _real_lines({"Lava Battleguard", "Swamp Battleguard"}))
    cards = "  - {id: swamp, name: Swamp Battleguard, owner: you, zone: monster_zone}\n" if swamps else ""
    holds(f"""
name: Lava Battleguard with {swamps} Swamp Battleguard
cards:
  - {{id: lava, name: Lava Battleguard, owner: you, zone: monster_zone}}
{cards}questions:
  - {{id: atk, ask: atk, card: lava}}
expect:
  answers: {{atk: {atk}}}
""")


@pytest.mark.parametrize("zone, atk", [("monster_zone", 2300), ("hand", 1800)])
def test_a_card_renamed_on_the_field_is_counted_by_its_new_name(tmp_path, monkeypatch, zone, atk):
    # "This card's name becomes "Twin Right" while on the field or in the GY" (name_becomes): counted as a "Twin Right"
    # on the field, and not by its printed name (asp/legality/summon_conditions.lp r_name_treated_as).
    import_cards(tmp_path, monkeypatch, CARDS + [
        monster("Twin Mask", "This card's name becomes \"Twin Right\" while on the field or in the GY."),
        monster("Mask Counter", "Gains 500 ATK for each \"Twin Mask\" you control.")])
    holds(f"""
name: Twin Left and Mask Counter with Twin Mask ({zone})
cards:
  - {{id: left, name: Twin Left, owner: you, zone: monster_zone}}
  - {{id: counter, name: Mask Counter, owner: you, zone: monster_zone}}
  - {{id: mask, name: Twin Mask, owner: you, zone: {zone}}}
questions:
  - {{id: atk, ask: atk, card: left}}
  - {{id: masks, ask: atk, card: counter}}
expect:
  answers: {{atk: {atk}, masks: 1800}}
""")
