"""Summon heads compiled from card text (summonheads14).

- "When this card is Tribute Summoned by Tributing a "X" monster" (no
  "(s)") on a Level 5 or 6 monster: its Tribute Summon has one Tribute
  (Rule Book; Yugipedia "Tribute Summon"), so "a X monster" is that
  Tribute, read as "a "X" monster(s)" (asp/events/head_conditions.lp
  r_tributing). On a Level 7 or higher monster (two Tributes) it stays not
  understood (tests/test_cardtext_heads7.py).
- "If Summoned this way" after "...: You can reveal it; Special Summon it."
  (Raise Moon Blade Shayna): "it" there is this card (the compiler read the
  operation as special_summon(self)), and it is the text's only Special
  Summon of it, so "this way" is a Special Summon by that effect of this
  card (events.lp by_self), as for "Special Summon this card".
- "You can Tribute 3 monsters to Tribute Summon (but not Set) this card. If
  Summoned this way: ..." (Gilford the Lightning, Moisture Creature, Beast
  King Barbaros): the first sentence lets it be Tribute Summoned with 3
  Tributes (asp/legality/own_summons.lp r_summon_with_tributes), the head is
  that Summon: a Tribute Summon with exactly 3 Tributes (head_conditions.lp
  r_tributes; Yugipedia "Normal Summoning condition": with its usual 2
  Tributes it is still Tribute Summoned, without the effect).
- "If you control this Normal Summoned/Set card", "if this Normal
  Summoned/Set card is on the field", the cost "Tribute this Normal
  Summoned/Set card": this card, on the field since its Normal (or Tribute)
  Summon or its Normal (or Tribute) Set, flipped face-up since or not
  (head_conditions.lp r_normal_summoned_or_set); not a Special Summoned one.
- "If you control this card that was Xyz Summoned this turn by using an "X"
  monster as material" (Exosister Mikailis): that Summon happened this
  turn, to this card as it is now (head_conditions.lp this_turn; the
  Summon's material as r_using_material reads it).

Short texts written here in the style of real cards, imported and judged in
scenarios both ways; real card texts from the shared data (skipped when it
is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

LORD = monster("Tester Marquis", 'When this card is Tribute Summoned by Tributing a "Tester" monster: You can draw 1 card.', level=6)
DRAWN = monster("Moonrise Tester", "When you draw this card: You can reveal it; Special Summon it. If Summoned this way: You can draw 1 card.")
GILFORD = monster("Tester Thunderlord", "You can Tribute 3 monsters to Tribute Summon (but not Set) this card. If Summoned this way: "
                                       "You can draw 1 card.", level=8)
QUEEN = monster("Tester Empress", "If you control this Normal Summoned/Set card (Quick Effect): You can draw 1 card.")
SISTER = {"card_type": "Monster", "monster_type_line": "Spellcaster / Xyz / Effect", "attribute": "LIGHT", "rank": 4, "atk": 2500,
          "def": 2000, "name": "Tester Abbess",
          "text": '2 Level 4 monsters\nIf you control this card that was Xyz Summoned this turn by using a "Tester" monster as material '
                  '(Quick Effect): You can draw 1 card.'}
CARDS = [
    LORD, DRAWN, GILFORD, QUEEN, SISTER, monster("Tester Titan", "You can draw 1 card.", level=8),
    monster("Tester Page", "You can draw 1 card."),
    monster("Plain Page", "You can draw 1 card."),
    {"card_type": "Spell", "property": "Normal", "name": "Small Draw", "text": "Draw 1 card."},
    {"card_type": "Spell", "property": "Normal", "name": "Grave Call", "text": "Target 1 monster in your GY; Special Summon it."},
]


def test_tributing_a_monster_compiles_for_one_tribute():
    assert 'condition(tester_marquis,1,when_event(ev(tribute_summoned,self,tributing(name_has("Tester")))))' in compiled(LORD)
    five = compiled(monster("Tester Baron", 'If this card is Tribute Summoned by Tributing a Dragon monster: You can draw 1 card.', level=5))
    assert "condition(tester_baron,1,if_event(ev(tribute_summoned,self,tributing(monster_type(dragon)))))" in five
    # two Tributes: one of them, or both? not read
    eight = compiled(monster("Tester Duke", 'When this card is Tribute Summoned by Tributing a "Tester" monster: You can draw 1 card.', level=8))
    assert "condition(tester_duke,1,not_understood)" in eight


def test_summoned_this_way_by_its_reveal_effect_compiles():
    got = compiled(DRAWN)
    assert "op(moonrise_tester,1,1,special_summon(self))" in got
    assert "condition(moonrise_tester,2,if_event(ev(special_summoned,self,all_of(by_effect,by_self))))" in got
    # "Special Summon it" that may be another card (a target): "this way" is not read
    other = compiled(monster("Moonset Tester", "You can target 1 monster in your GY; Special Summon it. If Summoned this way: "
                                               "You can draw 1 card."))
    assert "condition(moonset_tester,2,not_understood)" in other


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


@pytest.mark.parametrize("tribute, can", [("tester", "yes"), ("plain", "no")])
def test_tribute_summoned_by_tributing_a_monster(imported, tribute, can):
    """r_tributing: the one Tribute of the Level 6 monster is a "Tester" monster, or not."""
    expectations_hold(f"""
name: Tester Marquis Tribute Summoned by Tributing {tribute}
cards:
  - {{id: lord, name: Tester Marquis, owner: you, zone: hand}}
  - {{id: tester, name: Tester Page, owner: you, zone: monster_zone}}
  - {{id: plain, name: Plain Page, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: lord, how: tribute, tributes: [{tribute}]}}
questions:
  - {{id: q, ask: can_activate, card: lord, effect: 1}}
expect:
  answers: {{q: "{can}"}}
""")


def test_summoned_this_way_by_its_own_effect(imported):
    """Drawn, revealed and Special Summoned by its own effect: "If Summoned this way" can be activated."""
    expectations_hold("""
name: Moonrise Tester drawn and Special Summoned by its own effect
cards:
  - {id: draw, name: Small Draw, owner: you, zone: hand}
  - {id: moon, name: Moonrise Tester, owner: you, zone: deck}
actions:
  - chain:
      - {card: draw, draws: [moon]}
  - chain:
      - {card: moon, effect: 1}
questions:
  - {id: q, ask: can_activate, card: moon, effect: 2}
expect:
  zones: {moon: monster_zone}
  answers: {q: "yes"}
""")


def test_special_summoned_by_another_card_is_not_this_way(imported):
    """Special Summoned from the GY by another card's effect: not "this way"."""
    expectations_hold("""
name: Moonrise Tester Special Summoned by Grave Call
cards:
  - {id: call, name: Grave Call, owner: you, zone: hand}
  - {id: moon, name: Moonrise Tester, owner: you, zone: gy}
actions:
  - chain:
      - {card: call, targets: [moon]}
questions:
  - {id: q, ask: can_activate, card: moon, effect: 2}
expect:
  zones: {moon: monster_zone}
  answers: {q: "no"}
""")


def test_summoned_with_3_tributes_compiles():
    got = compiled(GILFORD)
    assert "summon_with_tributes(tester_thunderlord,1,3)" in got
    assert "condition(tester_thunderlord,2,if_event(ev(tribute_summoned,self,tributes(3))))" in got
    assert not any(f.startswith("not_modelled") for f in got)


@pytest.mark.parametrize("tributes, can", [("[a, b, c]", "yes"), ("[a, b]", "no")])
def test_tribute_summoned_this_way(imported, tributes, can):
    """r_summon_with_tributes: 3 Tributes are allowed (2, its Level's number, too); r_tributes: only the 3 are "this way"."""
    expectations_hold(f"""
name: Tester Thunderlord Tribute Summoned with {tributes}
cards:
  - {{id: lord, name: Tester Thunderlord, owner: you, zone: hand}}
  - {{id: a, name: Plain Page, owner: you, zone: monster_zone}}
  - {{id: b, name: Tester Page, owner: you, zone: monster_zone}}
  - {{id: c, name: Plain Page, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: lord, how: tribute, tributes: {tributes}}}
questions:
  - {{id: q, ask: can_activate, card: lord, effect: 2}}
expect:
  zones: {{lord: monster_zone}}
  answers: {{q: "{can}"}}
""")


def test_3_tributes_need_the_text(imported):
    """A Level 8 monster without that text is Tribute Summoned with 2 Tributes, not 3 (r_tribute_count)."""
    expectations_hold("""
name: Tester Titan Tribute Summoned with 3 Tributes
cards:
  - {id: titan, name: Tester Titan, owner: you, zone: hand}
  - {id: a, name: Plain Page, owner: you, zone: monster_zone}
  - {id: b, name: Tester Page, owner: you, zone: monster_zone}
  - {id: c, name: Plain Page, owner: you, zone: monster_zone}
actions:
  - summon: {card: titan, how: tribute, tributes: [a, b, c]}
expect:
  illegal: [{at: "action 1", rule: r_tribute_count}]
""")


def test_normal_summoned_or_set_compiles():
    mine = "count_at_least(own,monster_zone,all_of(self,normal_summoned_or_set),1)"
    assert f"condition(tester_empress,1,{mine})" in compiled(QUEEN)
    tribute = compiled(monster("Tester Carbon", "You can Tribute this Normal Summoned/Set card; draw 1 card."))
    assert "cost(tester_carbon,1,tribute(self))" in tribute and f"condition(tester_carbon,1,{mine})" in tribute
    on_field = compiled(monster("Tester Segment", "Once per turn, if this Normal Summoned/Set card is on the field (Quick Effect): "
                                                  "You can draw 1 card."))
    assert f"condition(tester_segment,1,{mine})" in on_field


@pytest.mark.parametrize("how, can", [("summon: {card: queen, how: normal}", "yes"),
                                      ("chain:\n      - {card: call, targets: [queen]}", "no")])
def test_normal_summoned_this_turn(imported, how, can):
    """r_normal_summoned_or_set: Normal Summoned, yes; Special Summoned from the GY, no."""
    zone = "hand" if "normal" in how else "gy"
    expectations_hold(f"""
name: Tester Empress put on the field by {how.split(":")[0]}
cards:
  - {{id: queen, name: Tester Empress, owner: you, zone: {zone}}}
  - {{id: call, name: Grave Call, owner: you, zone: hand}}
actions:
  - {how}
questions:
  - {{id: q, ask: can_activate, card: queen, effect: 1}}
expect:
  zones: {{queen: monster_zone}}
  answers: {{q: "{can}"}}
""")


def test_normal_set_then_flip_summoned(imported):
    """r_normal_summoned_or_set: Normal Set, then Flip Summoned the next turn: still the card that was Normal Set."""
    expectations_hold("""
name: Tester Empress Normal Set, Flip Summoned the next turn
turns:
  - player: you
    actions:
      - summon: {card: queen, how: set}
  - player: opp
  - player: you
    actions:
      - summon: {card: queen, how: flip}
cards:
  - {id: queen, name: Tester Empress, owner: you, zone: hand}
questions:
  - {id: q, ask: can_activate, card: queen, effect: 1}
expect:
  answers: {q: "yes"}
""")


def test_flip_summoned_from_a_start_face_down_is_not(imported):
    """On the field face-down from the scenario's start (not Normal Set in it), then Flip Summoned: not Normal Summoned/Set."""
    expectations_hold("""
name: Tester Empress face-down from the start, Flip Summoned
cards:
  - {id: queen, name: Tester Empress, owner: you, zone: monster_zone, face: down}
actions:
  - summon: {card: queen, how: flip}
questions:
  - {id: q, ask: can_activate, card: queen, effect: 1}
expect:
  answers: {q: "no"}
""")


def test_xyz_summoned_this_turn_using_compiles():
    assert 'condition(tester_abbess,1,this_turn(ev(xyz_summoned,self,using_material(name_has("Tester")))))' in compiled(SISTER)


@pytest.mark.parametrize("materials, can", [("[tester, plain]", "yes"), ("[plain, other]", "no")])
def test_xyz_summoned_this_turn_using_a_material(imported, materials, can):
    """this_turn + r_using_material: one of its materials was a "Tester" monster, or none was."""
    expectations_hold(f"""
name: Tester Abbess Xyz Summoned with {materials}
cards:
  - {{id: abbess, name: Tester Abbess, owner: you, zone: extra_deck}}
  - {{id: tester, name: Tester Page, owner: you, zone: monster_zone}}
  - {{id: plain, name: Plain Page, owner: you, zone: monster_zone}}
  - {{id: other, name: Plain Page, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: abbess, how: xyz, materials: {materials}}}
questions:
  - {{id: q, ask: can_activate, card: abbess, effect: 1}}
expect:
  zones: {{abbess: monster_zone}}
  answers: {{q: "{can}"}}
""")


def test_xyz_summoned_in_an_earlier_turn_is_not_this_turn(imported):
    """this_turn: Xyz Summoned with a "Tester" material two turns before: no."""
    expectations_hold("""
name: Tester Abbess Xyz Summoned two turns before
turns:
  - player: you
    actions:
      - summon: {card: abbess, how: xyz, materials: [tester, plain]}
  - player: opp
  - player: you
cards:
  - {id: abbess, name: Tester Abbess, owner: you, zone: extra_deck}
  - {id: tester, name: Tester Page, owner: you, zone: monster_zone}
  - {id: plain, name: Plain Page, owner: you, zone: monster_zone}
questions:
  - {id: q, ask: can_activate, card: abbess, effect: 1}
expect:
  zones: {abbess: monster_zone}
  answers: {q: "no"}
""")


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_cards():
    real_facts_hold({
        "Tiger Dragon": ("condition(tiger_dragon,1,when_event(ev(tribute_summoned,self,tributing(monster_type(dragon)))))",),
        "Steelswarm Mantis": ('condition(steelswarm_mantis,1,when_event(ev(tribute_summoned,self,tributing(name_has("Steelswarm")))))',),
        "Raise Moon Blade Shayna": ("condition(raise_moon_blade_shayna,2,if_event(ev(special_summoned,self,all_of(by_effect,by_self))))",),
        "Beast King Barbaros": ("summon_or_set_without_tributes(beast_king_barbaros,1)", "summon_with_tributes(beast_king_barbaros,2,3)",
                                "condition(beast_king_barbaros,3,if_event(ev(tribute_summoned,self,tributes(3))))"),
        "Queen Butterfly Danaus": ("condition(queen_butterfly_danaus,1,count_at_least(own,monster_zone,all_of(self,normal_summoned_or_set),1))",),
        "World Soul - Carbon": ("cost(world_soul_carbon,1,tribute(self))",
                                "condition(world_soul_carbon,1,count_at_least(own,monster_zone,all_of(self,normal_summoned_or_set),1))"),
        "Exosister Mikailis": ('condition(exosister_mikailis,2,this_turn(ev(xyz_summoned,self,using_material(name_has("Exosister")))))',),
        "Moisture Creature": ("condition(moisture_creature,2,if_event(ev(tribute_summoned,self,tributes(3))))",),
    }, absent={"Steelswarm Caucastag": ("tributing",)})
