"""ATK/DEF changes of resolved effects, compiled from card text (stats13):
"it gains 1000 ATK (even if this card leaves the field)" (the change lasts on
the monster, asp/battle/stats.lp r_stat_lost_with_card), "its ATK becomes
halved", "halve / double this card's ATK", "its ATK/DEF become half its
current ATK/DEF" (change_stat halve/double, r_stat_set), "its ATK/DEF become 0"
(becomes(N) of both), "... during (that) damage calculation only" (duration
damage_calculation, r_stat_damage_calculation_only), "all monsters your opponent
currently controls lose 600 ATK" (the group at resolution, all(Filter)). Short texts written
here in the style of real cards, imported and judged in scenarios; real card
texts from the shared card data (skipped when absent).
"""

from __future__ import annotations

import pytest

from imported import compiled, expectations_hold, import_cards, monster, real_facts_hold


def spell(name: str, text: str, prop: str = "Normal") -> dict:
    return {"card_type": "Spell", "property": prop, "name": name, "text": text}


CARDS = [
    spell("Lasting Arena", "Once per turn: You can target 1 face-up monster you control; it gains 1000 ATK "
          "(even if this card leaves the field).", "Field"),
    spell("Halving Mist", "Target 1 face-up monster on the field; its ATK becomes halved until the end of this turn.", "Quick-Play"),
    monster("Wind Doubler", "Once per turn: You can double this card's ATK until the end of this turn."),
    spell("Frost Breath", "Target 1 face-up monster on the field; its ATK/DEF become half its current ATK/DEF until the end of this turn."),
    spell("Zero Ray", "Target 1 face-up monster your opponent controls; its ATK/DEF become 0 until the end of this turn."),
    monster("Calc Gainer", "During damage calculation, if this card battles an opponent's monster: You can make this card gain 1000 ATK "
            "during that damage calculation only."),
    spell("Sapper", "All monsters your opponent currently controls lose 600 ATK and DEF."),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "stats13.yaml")


# ---- compiling ------------------------------------------------------------------------------

def test_even_if_this_card_leaves_the_field_compiles():
    assert "op(lasting_arena,2,1,change_stat(target(1),atk,gain(1000),while_on_field))" in compiled(CARDS[0])
    castle = compiled(spell("Lasting Castle", "Once per turn: You can target 1 monster you control; it gains 700 ATK until the end "
                                              "of this turn (even if this card leaves the field).", "Field"))
    assert "op(lasting_castle,2,1,change_stat(target(1),atk,gain(700),end_of_turn))" in castle


def test_halve_and_double_compile():
    assert "op(halving_mist,1,1,change_stat(target(1),atk,halve,end_of_turn))" in compiled(CARDS[1])
    assert "op(wind_doubler,1,1,change_stat(self,atk,double,end_of_turn))" in compiled(CARDS[2])
    both = compiled(CARDS[3])
    assert {"op(frost_breath,1,1,change_stat(target(1),atk,halve,end_of_turn))",
            "op(frost_breath,1,1,change_stat(target(1),def,halve,end_of_turn))"} <= both
    halve_self = compiled(monster("Drill Halver", "You can halve this card's ATK."))
    assert "op(drill_halver,1,1,change_stat(self,atk,halve,while_on_field))" in halve_self
    # (a halving of the ORIGINAL ATK is another change: not read as one of the current ATK)
    original = compiled(spell("Shrinker", "Target 1 face-up monster on the field; its original ATK becomes halved until the end of this turn."))
    assert not any("change_stat" in f for f in original)


def test_atk_and_def_become_compiles():
    assert {"op(zero_ray,1,1,change_stat(target(1),atk,becomes(0),end_of_turn))",
            "op(zero_ray,1,1,change_stat(target(1),def,becomes(0),end_of_turn))"} <= compiled(CARDS[4])
    front = compiled(spell("Front Ray", "Target 1 face-up monster your opponent controls; until the end of this turn, its ATK and DEF become 100."))
    assert "op(front_ray,1,1,change_stat(target(1),def,becomes(100),end_of_turn))" in front


def test_during_damage_calculation_only_compiles():
    assert "op(calc_gainer,1,1,change_stat(self,atk,gain(1000),damage_calculation))" in compiled(CARDS[5])
    zero = compiled(spell("Calc Zero", "During damage calculation, if an opponent's monster attacks: Target the attacking monster; "
                                       "make that target's ATK 0 during damage calculation only.", "Quick-Play"))
    assert "op(calc_zero,1,1,change_stat(target(1),atk,becomes(0),damage_calculation))" in zero
    double = compiled(monster("Calc Doubler", "During damage calculation, if this card battles: You can double this card's ATK "
                                              "during damage calculation only."))
    assert "op(calc_doubler,1,1,change_stat(self,atk,double,damage_calculation))" in double


def test_group_currently_compiles():
    sel = "all(where(controlled_by(opponent)))"
    assert {f"op(sapper,1,1,change_stat({sel},atk,gain(-600),while_on_field))",
            f"op(sapper,1,1,change_stat({sel},def,gain(-600),while_on_field))"} <= compiled(CARDS[6])
    drain = compiled(spell("Drain", "All monsters you currently control gain 300 ATK until the end of this turn."))
    assert "op(drain,1,1,change_stat(all(where(controlled_by(own))),atk,gain(300),end_of_turn))" in drain
    # (without "currently", "for the rest of this turn, all monsters ..." may reach monsters that come later: not read)
    later = compiled(spell("Later", "For the rest of this turn, all monsters your opponent controls lose 500 ATK."))
    assert not any("change_stat" in f for f in later)


def test_real_cards_compile():
    real_facts_hold({
        "Duel Academy": ("op(duel_academy,4,1,change_stat(target(1),atk,gain(1000),while_on_field))",),
        "Castle of Dragon Souls": ("op(castle_of_dragon_souls,2,1,change_stat(target(1),atk,gain(700),end_of_turn))",),
        "Mathmech Division": ("op(mathmech_division,2,1,change_stat(target(1),atk,halve,end_of_turn))",),
        "Dragunity Knight - Vajrayana": ("op(dragunity_knight_vajrayana,2,1,change_stat(self,atk,double,end_of_turn))",),
        "Paleozoic Hallucigenia": ("op(paleozoic_hallucigenia,1,1,change_stat(target(1),def,halve,end_of_turn))",),
        "Sanga of the Thunder": ("op(sanga_of_the_thunder,1,1,change_stat(target(1),atk,becomes(0),damage_calculation))",),
        "Number C32: Shark Drake LeVeiss": ("op_if_done(number_c32_shark_drake_leveiss,1,change_stat(target(1),def,becomes(0),while_on_field),"
                                            "negate_card_effects(target(1),while_on_field))",),
    })


# ---- the engine -----------------------------------------------------------------------------

def test_gain_lasts_after_the_field_spell_leaves(imported):
    holds("""
name: Lasting Arena's gain stays on Dark Magician after Mystical Space Typhoon destroys the Field Spell
turns:
  - player: you
    phase: main1
    actions:
      - chain:
          - {card: arena, effect: 2, targets: [dm]}
      - chain:
          - {card: mst, targets: [arena]}
  - player: opp
    actions: []
cards:
  - {id: arena, name: Lasting Arena, owner: you, zone: field_zone, face: up}
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
questions:
  - {id: arena-gone, ask: atk, card: dm, at: {after: 2}}
  - {id: next-turn, ask: atk, card: dm}
expect:
  answers: {arena-gone: 3500, next-turn: 3500}
  reasons: {next-turn: r_stat_gain}
""")


def test_halved_until_the_end_of_the_turn(imported):
    holds("""
name: Halving Mist halves Dark Magician's ATK this turn only
turns:
  - player: you
    phase: main1
    actions:
      - chain:
          - {card: mist, targets: [dm]}
  - player: opp
    actions: []
cards:
  - {id: mist, name: Halving Mist, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
questions:
  - {id: now, ask: atk, card: dm, at: {after: 1}}
  - {id: next-turn, ask: atk, card: dm}
expect:
  answers: {now: 1250, next-turn: 2500}
  reasons: {now: r_stat_set, next-turn: r_stat_duration}
""")


def test_double_own_atk_and_halve_both(imported):
    holds("""
name: Wind Doubler doubles its ATK, then Frost Breath halves its ATK and DEF
turn: you
phase: main1
actions:
  - chain:
      - {card: doubler, effect: 1}
  - chain:
      - {card: frost, targets: [doubler]}
cards:
  - {id: doubler, name: Wind Doubler, owner: you, zone: monster_zone}
  - {id: frost, name: Frost Breath, owner: you, zone: hand}
questions:
  - {id: doubled, ask: atk, card: doubler, at: {after: 1}}
  - {id: atk, ask: atk, card: doubler, at: {after: 2}}
  - {id: def, ask: def, card: doubler, at: {after: 2}}
expect:
  answers: {doubled: 3600, atk: 1800, def: 500}
""")


def test_atk_and_def_become_zero_this_turn(imported):
    holds("""
name: Zero Ray makes Dark Magician's ATK and DEF 0 until the end of the turn
turns:
  - player: you
    phase: main1
    actions:
      - chain:
          - {card: ray, targets: [dm]}
  - player: opp
    actions: []
cards:
  - {id: ray, name: Zero Ray, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
questions:
  - {id: atk, ask: atk, card: dm, at: {after: 1}}
  - {id: def, ask: def, card: dm, at: {after: 1}}
  - {id: def-next-turn, ask: def, card: dm}
expect:
  answers: {atk: 0, def: 0, def-next-turn: 2100}
""")


def test_gain_during_damage_calculation_only(imported):
    holds("""
name: Calc Gainer gains 1000 ATK for its damage calculation against Dark Magician, then has its printed ATK again
turn: you
phase: battle_step
cards:
  - {id: gainer, name: Calc Gainer, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - attack: {card: gainer, target: dm}
  - phase: damage_step
  - phase: damage_calculation
  - chain:
      - {card: gainer, effect: 1}
  - phase: end_damage_step
questions:
  - {id: during, ask: atk, card: gainer, at: {resolved: "4.1"}}
  - {id: calculated, ask: atk, card: gainer, at: {after: 4}}
  - {id: after, ask: atk, card: gainer}
expect:
  answers: {during: 2800, calculated: 1800, after: 1800}
  reasons: {after: r_stat_damage_calculation_only}
  zones: {dm: gy, gainer: monster_zone}
  life_points: {opp: 7700, you: 8000}
""")


def test_group_loses_atk_and_def(imported):
    holds("""
name: Sapper makes the opponent's monsters lose 600 ATK and DEF, not the activating player's
turn: you
phase: main1
actions:
  - chain:
      - {card: sapper}
cards:
  - {id: sapper, name: Sapper, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: gainer, name: Calc Gainer, owner: you, zone: monster_zone}
questions:
  - {id: dm-atk, ask: atk, card: dm}
  - {id: dm-def, ask: def, card: dm}
  - {id: own-atk, ask: atk, card: gainer}
expect:
  answers: {dm-atk: 1900, dm-def: 1500, own-atk: 1800}
""")
