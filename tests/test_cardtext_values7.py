"""Amounts computed from the game state, compiled from card text (issue 15,
values7): damage equal to the original ATK of the monster the effect
destroyed, damage of N for each card (monster) the effect destroyed
(asp/battle/stats.lp original_atk_of_destroyed, per_destroyed), and "make
this card gain N ATK" read as "this card gains N ATK". Short texts written
here in the style of real cards, each imported and judged in scenarios; real
card texts from the shared card data (skipped when it is absent).
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts

CARDS = [
    monster("Ember Judge", "You can target 1 face-up monster your opponent controls; destroy it, and if you do, "
                           "inflict damage to your opponent equal to its original ATK."),
    {"card_type": "Spell", "property": "Normal", "name": "Mass Toll",
     "text": "Destroy all monsters you control, and if you do, inflict 300 damage to your opponent for each monster destroyed."},
    {"card_type": "Spell", "property": "Field", "name": "Rally Ground", "text": "All monsters on the field gain 500 ATK."},
    {"card_type": "Trap", "property": "Normal", "name": "Spite", "text": "Target 1 card on the field; destroy it."},
    monster("Trophy King", "If this card destroys an opponent's monster by battle: You can make this card gain 1000 ATK.", atk=2000),
    monster("Plain Soldier", "You can draw 1 card.", atk=1200),
    monster("Grave Healer", "You can target 1 monster in your GY; gain LP equal to its ATK."),
    monster("Life Drinker", "You can target 1 face-up monster on the field; gain LP equal to its ATK."),
    {"card_type": "Spell", "property": "Normal", "name": "Hand Tax",
     "text": "Inflict 300 damage to your opponent for each card in their hand."},
    monster("Tusk Breaker", "You can target any number of cards your opponent controls; destroy them, and if you do, "
                            "this card gains 500 ATK for each card destroyed."),
    monster("Devourer", "You can target 1 face-up monster your opponent controls; destroy it, and if you do, "
                        "this card gains ATK equal to the destroyed monster's original ATK."),
    monster("Grave Mimic", "You can target 1 monster in your GY; this card gains ATK equal to that monster's ATK until the end of this turn."),
    monster("Half Judge", "You can target 1 monster your opponent controls; destroy it, and if you do, "
                          "inflict damage to your opponent equal to half its original ATK."),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "values7.yaml")


# ---- compiling ------------------------------------------------------------------------------

def test_damage_from_what_the_effect_destroyed_compiles():
    got = compiled(CARDS[0])
    assert {"op(ember_judge,1,1,destroy(target(1)))", "op(ember_judge,1,1,damage_opponent(original_atk_of_destroyed))",
            "op_if_done(ember_judge,1,damage_opponent(original_atk_of_destroyed),destroy(target(1)))"} <= got
    assert "op(mass_toll,1,1,damage_opponent(per_destroyed(300,monster)))" in compiled(CARDS[1])
    half = compiled(monster("Half Judge", "You can target 1 monster your opponent controls; destroy that monster, and if you do, "
                                          "inflict damage to your opponent equal to half the destroyed monster's original ATK."))
    assert "op(half_judge,1,1,damage_opponent(half_original_atk_of_destroyed))" in half
    assert "op(hand_tax,1,1,damage_opponent(per_count(300,count(opponent,hand,card))))" in compiled(CARDS[8])
    assert "op(grave_healer,1,1,gain_lp_equal_to(stat_in_gy(target(1),atk)))" in compiled(CARDS[6])
    assert "op(life_drinker,1,1,gain_lp_equal_to(stat_of(target(1),atk)))" in compiled(CARDS[7])
    after = compiled(monster("Late Healer", "You can target 1 monster in your GY; shuffle it into the Deck, then gain LP equal to its ATK."))
    assert not any("gain_lp_equal_to" in f for f in after)  # (it has moved: which card's ATK is not read)
    assert "op(trophy_king,1,1,change_stat(self,atk,gain(1000),while_on_field))" in compiled(CARDS[4])


def test_damage_from_what_the_effect_destroyed_needs_a_destroy_just_before():
    # (nothing destroyed before: which monster is not said; several targets: "its" is not one monster)
    alone = compiled(monster("Lone Burn", "You can inflict damage to your opponent equal to the destroyed monster's original ATK."))
    assert not any("original_atk_of_destroyed" in f for f in alone)
    many = compiled(monster("Twin Burn", "You can target 2 monsters your opponent controls; destroy them, and if you do, "
                                         "inflict damage to your opponent equal to its original ATK."))
    assert not any("original_atk_of_destroyed" in f for f in many)
    after_send = compiled(monster("Send Burn", "You can target 1 monster your opponent controls; send it to the GY, and if you do, "
                                               "inflict 300 damage to your opponent for each card destroyed."))
    assert not any("per_destroyed" in f for f in after_send)
    later = compiled({"card_type": "Spell", "property": "Normal", "name": "Late Tax", "text": "Destroy all monsters your opponent "
                      "controls, then inflict 300 damage to your opponent for each card in their GY."})
    assert not any("per_count" in f for f in later)  # (counted after the destruction, not on the state it resolves in)
    two = compiled(monster("Two Tusks", "You can target up to 2 cards on the field; destroy them, and if you do, "
                                         "this card gains 500 ATK for each card destroyed."))
    assert not any("gain_per_moved" in f for f in two)  # (two slots: "if you do" would follow the second destroy only)
    exactly = compiled(monster("Exact Loser", "You can make this card lose exactly 500 ATK; draw 1 card."))
    assert not any("gain(-500)" in f for f in exactly)


# ---- the engine -----------------------------------------------------------------------------

@pytest.mark.parametrize("spite, lp", [(False, 6800), (True, 8000)])
def test_damage_equal_to_the_destroyed_monsters_original_atk(imported, spite, lp):
    # Rally Ground raises the target's ATK to 1700; its original ATK (printed: 1200) is the damage. Destroyed by
    # Spite in response, it is not destroyed by Ember Judge: no damage ("and if you do").
    chain = "[{card: judge, targets: [soldier]}, {card: spite, targets: [soldier]}]" if spite else "[{card: judge, targets: [soldier]}]"
    holds(f"""
name: Ember Judge destroys Plain Soldier{" (Spite destroys it first)" if spite else ""}
cards:
  - {{id: judge, name: Ember Judge, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: opp, zone: monster_zone}}
  - {{id: rally, name: Rally Ground, owner: opp, zone: field_zone, face: up}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: {chain}
expect:
  zones: {{soldier: gy}}
  life_points: {{opp: {lp}}}
""")


@pytest.mark.parametrize("spite, lp", [(False, 7400), (True, 8000)])
def test_damage_equal_to_half_the_destroyed_monsters_original_atk(imported, spite, lp):
    chain = "[{card: half, targets: [soldier]}, {card: spite, targets: [soldier]}]" if spite else "[{card: half, targets: [soldier]}]"
    holds(f"""
name: Half Judge destroys Plain Soldier (original ATK 1200){" (Spite destroys it first)" if spite else ""}
cards:
  - {{id: half, name: Half Judge, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: opp, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: {chain}
expect:
  zones: {{soldier: gy}}
  life_points: {{opp: {lp}}}
""")


@pytest.mark.parametrize("mine, lp", [(2, 7400), (0, 8000)])
def test_damage_for_each_monster_destroyed(imported, mine, lp):
    cards = "".join(f"  - {{id: m{i}, name: Plain Soldier, owner: you, zone: monster_zone}}\n" for i in range(mine))
    holds(f"""
name: Mass Toll with {mine} monsters
cards:
  - {{id: toll, name: Mass Toll, owner: you, zone: hand}}
  - {{id: other, name: Plain Soldier, owner: opp, zone: monster_zone}}
{cards}actions:
  - chain: [{{card: toll}}]
expect:
  life_points: {{opp: {lp}}}
""")


def test_make_this_card_gain_atk(imported):
    holds("""
name: Trophy King destroys Plain Soldier by battle and gains 1000 ATK
turn: you
phase: battle_step
cards:
  - {id: king, name: Trophy King, owner: you, zone: monster_zone}
  - {id: soldier, name: Plain Soldier, owner: opp, zone: monster_zone}
actions:
  - attack: {card: king, target: soldier}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
  - chain: [{card: king}]
questions:
  - {id: atk, ask: atk, card: king}
expect:
  zones: {soldier: gy}
  answers: {atk: 3000}
""")


@pytest.mark.parametrize("rally", [False, True])
def test_lp_equal_to_the_atk_of_a_target_in_the_gy(imported, rally):
    # In the GY a monster has its printed ATK (1200): Rally Ground's 500 applies on the field only.
    field = "  - {id: rally, name: Rally Ground, owner: you, zone: field_zone, face: up}\n" if rally else ""
    holds(f"""
name: Grave Healer on Plain Soldier in the GY{" under Rally Ground" if rally else ""}
cards:
  - {{id: healer, name: Grave Healer, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: gy}}
{field}actions:
  - chain: [{{card: healer, targets: [soldier]}}]
expect:
  life_points: {{you: 9200}}
""")


@pytest.mark.parametrize("rally, lp", [(False, 9200), (True, 9700)])
def test_lp_equal_to_the_atk_of_a_target_on_the_field(imported, rally, lp):
    field = "  - {id: rally, name: Rally Ground, owner: you, zone: field_zone, face: up}\n" if rally else ""
    holds(f"""
name: Life Drinker on Plain Soldier{" under Rally Ground" if rally else ""}
cards:
  - {{id: drinker, name: Life Drinker, owner: you, zone: monster_zone, position: defense}}
  - {{id: soldier, name: Plain Soldier, owner: opp, zone: monster_zone}}
{field}actions:
  - chain: [{{card: drinker, targets: [soldier]}}]
expect:
  life_points: {{you: {lp}}}
""")


@pytest.mark.parametrize("held, lp", [(2, 7400), (0, 8000)])
def test_damage_for_each_card_in_their_hand(imported, held, lp):
    cards = "".join(f"  - {{id: h{i}, name: Plain Soldier, owner: opp, zone: hand}}\n" for i in range(held))
    holds(f"""
name: Hand Tax with {held} cards in the opponent's hand
cards:
  - {{id: tax, name: Hand Tax, owner: you, zone: hand}}
  - {{id: mine, name: Plain Soldier, owner: you, zone: hand}}
{cards}actions:
  - chain: [{{card: tax}}]
expect:
  life_points: {{opp: {lp}}}
""")


@pytest.mark.parametrize("targets, atk", [("[s1, s2]", 2800), ("[s1]", 2300)])
def test_atk_for_each_card_destroyed(imported, targets, atk):
    holds(f"""
name: Tusk Breaker destroys {targets}
cards:
  - {{id: tusk, name: Tusk Breaker, owner: you, zone: monster_zone}}
  - {{id: s1, name: Plain Soldier, owner: opp, zone: monster_zone}}
  - {{id: s2, name: Plain Soldier, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: tusk, targets: {targets}}}]
questions:
  - {{id: atk, ask: atk, card: tusk}}
expect:
  zones: {{s1: gy}}
  answers: {{atk: {atk}}}
""")


@pytest.mark.parametrize("spite, atk", [(False, 3500), (True, 2300)])
def test_atk_equal_to_the_destroyed_monsters_original_atk(imported, spite, atk):
    # Devourer (1800, 2300 under Rally Ground) gains the printed 1200 of the monster it destroyed; destroyed first by
    # Spite, nothing ("and if you do").
    chain = "[{card: dev, targets: [soldier]}, {card: spite, targets: [soldier]}]" if spite else "[{card: dev, targets: [soldier]}]"
    holds(f"""
name: Devourer destroys Plain Soldier{" (Spite destroys it first)" if spite else ""}
cards:
  - {{id: dev, name: Devourer, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: opp, zone: monster_zone}}
  - {{id: rally, name: Rally Ground, owner: opp, zone: field_zone, face: up}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: {chain}
questions:
  - {{id: atk, ask: atk, card: dev}}
expect:
  answers: {{atk: {atk}}}
""")


def test_atk_equal_to_the_atk_of_a_monster_in_the_gy(imported):
    holds("""
name: Grave Mimic copies the ATK of Plain Soldier in the GY
cards:
  - {id: mimic, name: Grave Mimic, owner: you, zone: monster_zone}
  - {id: soldier, name: Plain Soldier, owner: you, zone: gy}
actions:
  - chain: [{card: mimic, targets: [soldier]}]
questions:
  - {id: atk, ask: atk, card: mimic}
expect:
  answers: {atk: 3000}
""")


# ---- real card texts ------------------------------------------------------------------------
REAL = {
    "Frightfur Leo": "op(frightfur_leo,1,1,damage_opponent(original_atk_of_destroyed))",
    "Number 61: Volcasaurus": "op(number_61_volcasaurus,1,1,damage_opponent(original_atk_of_destroyed))",
    "Blazing Bombardment Beast": "op(blazing_bombardment_beast,2,1,damage_opponent(original_atk_of_destroyed))",
    "D/D/D Super Doom King Purple Armageddon":
        "op(d_d_d_super_doom_king_purple_armageddon,1,1,damage_opponent(half_original_atk_of_destroyed))",
    "Performapal Odd-Eyes Unicorn": "op(performapal_odd_eyes_unicorn,1,1,gain_lp_equal_to(stat_in_gy(target(1),atk)))",
    "Destiny HERO - Dystopia": "op(destiny_hero_dystopia,1,1,damage_opponent(stat_in_gy(target(1),atk)))",
    "Red Resonator": "op(red_resonator,2,1,gain_lp_equal_to(stat_of(target(1),atk)))",
    "Number XX: Utopic Dark Infinity": "op(number_xx_utopic_dark_infinity,2,1,gain_lp_equal_to(stat_of(target(1),original_atk)))",
    "Just Desserts": "op(just_desserts,1,1,damage_opponent(per_count(500,count(opponent,monster_zone,monster))))",
    "Phantom Skyblaster":
        'op(phantom_skyblaster,2,1,damage_opponent(per_count(300,count(own,monster_zone,all_of(monster,name_has("Skyblaster"))))))',
    "Satellite Warrior": "op(satellite_warrior,1,1,change_stat(self,atk,gain_per_moved(1000,destroyed,card),while_on_field))",
    "Brinegir": "op(brinegir,1,1,change_stat(self,atk,gain_equal_to(stat_in_gy(target(1),atk)),end_of_turn))",
    "Veda Kalanta": "op(veda_kalanta,2,1,change_stat(self,atk,gain_equal_to(original_atk_of_destroyed),end_of_turn))",
    "Gold Pride - Star Leon":
        "op(gold_pride_star_leon,1,1,change_stat(self,atk,gain_equal_to(stat_of(target(1),original_atk)),while_on_field))",
    "Thunder Crash": "op(thunder_crash,1,1,damage_opponent(per_destroyed(300,monster)))",
    "Gaia the Magical Knight of Dragons": "op(gaia_the_magical_knight_of_dragons,3,1,change_stat(self,atk,gain(2600),while_on_field))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_values():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        assert fact in found[name], (name, sorted(found[name]))


def _real_lines(names: set[str]) -> list[str]:
    lines = [line for line in DATA.read_text(encoding="utf-8").splitlines() if json.loads(line)["name"] in names]
    assert len(lines) == len(names)
    return lines


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
@pytest.mark.parametrize("mine, lp", [(2, 7400), (0, 8000)])
def test_real_thunder_crash(tmp_path, monkeypatch, mine, lp):
    import_cards(tmp_path, monkeypatch, _real_lines({"Thunder Crash"}) + CARDS)
    cards = "".join(f"  - {{id: m{i}, name: Plain Soldier, owner: you, zone: monster_zone}}\n" for i in range(mine))
    holds(f"""
name: Thunder Crash with {mine} monsters
cards:
  - {{id: crash, name: Thunder Crash, owner: you, zone: hand}}
{cards}actions:
  - chain: [{{card: crash}}]
expect:
  life_points: {{opp: {lp}}}
""")


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
@pytest.mark.parametrize("theirs, lp", [(2, 7200), (0, 8000)])
def test_real_thunder_short(tmp_path, monkeypatch, theirs, lp):
    import_cards(tmp_path, monkeypatch, _real_lines({"Thunder Short"}) + CARDS)
    cards = "".join(f"  - {{id: o{i}, name: Plain Soldier, owner: opp, zone: monster_zone}}\n" for i in range(theirs))
    holds(f"""
name: Thunder Short with {theirs} opponent's monsters (and one of yours)
cards:
  - {{id: short, name: Thunder Short, owner: you, zone: hand}}
  - {{id: mine, name: Plain Soldier, owner: you, zone: monster_zone}}
{cards}actions:
  - chain: [{{card: short}}]
expect:
  life_points: {{opp: {lp}}}
""")


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
@pytest.mark.parametrize("spite, lp", [(False, 6800), (True, 8000)])
def test_real_frightfur_leo(tmp_path, monkeypatch, spite, lp):
    import_cards(tmp_path, monkeypatch, _real_lines({"Frightfur Leo"}) + CARDS)
    chain = "[{card: leo, targets: [soldier]}, {card: spite, targets: [soldier]}]" if spite else "[{card: leo, targets: [soldier]}]"
    holds(f"""
name: Frightfur Leo destroys Plain Soldier (ATK 1700 under Rally Ground, original 1200){" after Spite" if spite else ""}
cards:
  - {{id: leo, name: Frightfur Leo, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: opp, zone: monster_zone}}
  - {{id: rally, name: Rally Ground, owner: opp, zone: field_zone, face: up}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: {chain}
expect:
  zones: {{soldier: gy}}
  life_points: {{opp: {lp}}}
""")
