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

Short texts written here in the style of real cards, imported and judged in
scenarios both ways; real card texts from the shared data (skipped when it
is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

LORD = monster("Tester Marquis", 'When this card is Tribute Summoned by Tributing a "Tester" monster: You can draw 1 card.', level=6)
DRAWN = monster("Moonrise Tester", "When you draw this card: You can reveal it; Special Summon it. If Summoned this way: You can draw 1 card.")
CARDS = [
    LORD, DRAWN,
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


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_cards():
    real_facts_hold({
        "Tiger Dragon": ("condition(tiger_dragon,1,when_event(ev(tribute_summoned,self,tributing(monster_type(dragon)))))",),
        "Steelswarm Mantis": ('condition(steelswarm_mantis,1,when_event(ev(tribute_summoned,self,tributing(name_has("Steelswarm")))))',),
        "Raise Moon Blade Shayna": ("condition(raise_moon_blade_shayna,2,if_event(ev(special_summoned,self,all_of(by_effect,by_self))))",),
    }, absent={"Steelswarm Caucastag": ("tributing",)})
