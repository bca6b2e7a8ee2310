"""Placing counters as an operation (counters round 13): "If this card is
Normal Summoned: Place 2 Spell Counters on it", "place 1 counter on this
card" put counters of the kind named on this card when the effect resolves
(asp/chain/counters.lp r_op_place_counters; Yugipedia "Counter": counters go
on face-up cards on the field, different names are different kinds). "Place
1 counter on it" when "it" may be another card is not read (a Spell Counter
goes only on a card that can hold it: Yugipedia "Spell Counter"). More
counter kinds a card removes from or places on itself are declared (VIP,
Athlete, Clock, ...). Real card
texts from ../shared/data/ (skipped when it is absent) and cards written
here in their style, imported and judged in scenarios.
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


CARDS = [
    monster("Spark Keeper", "You can place 1 Spell Counter on this card. You can remove 1 Spell Counter from this card; draw 1 card."),
    monster("Mist Keeper", "You can place 1 Fog Counter on this card. You can remove 1 Spell Counter from this card; draw 1 card."),
    monster("Cap Keeper", "You can place 1 Spell Counter on this card (max. 1). You can remove 1 Spell Counter from this card; draw 1 card."),
    monster("Core Drainer", "You can remove 1 counter from this card, and if you do, inflict 500 damage to your opponent."),
    monster("Plain Pebble", "", line="Rock / Normal"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
def test_real_cards():
    real_facts_hold({
        "Breaker the Dark Magical Warrior": ("op(breaker_the_dark_magical_warrior,1,1,place_counters_on_self(spell,2))",
                                             "op(breaker_the_dark_magical_warrior,2,1,place_counters_on_self(spell,3))"),
        "Life Shaver": ("op(life_shaver,2,1,place_counters_on_self(counter,1))",),
        "Power of the Guardians": ("op(power_of_the_guardians,2,1,place_counters_on_self(spell,1))",),
        # more named counters, each its own kind (Yugipedia "Counter")
        "F.A. Shining Star GT": ("op(f_a_shining_star_gt,2,1,place_counters_on_self(athlete,1))",
                                 "cost(f_a_shining_star_gt,3,remove_counters(athlete,1))"),
        "VIP Whale": ("cost(vip_whale,3,remove_counters(vip,1))",),
        "Clock Tower Prison": ("op(clock_tower_prison,2,1,place_counters_on_self(clock,1))",),
        "B.E.S. Big Core": ("op(b_e_s_big_core,3,1,remove_counter_from_self(counter))",),
        "Defender, the Magical Knight": ("op(defender_the_magical_knight,1,1,place_counters_on_self_max(spell,1,1))",),
    }, {
        # "a "B.E.S." monster(s) is Summoned ...: Place 1 counter on it": "it" is that monster, not this card
        "B.E.F. Zelos": ("place_counters_on_self",),
        # "Special Summon this card ..., then place 3 counters on this card": a new card by then
        "B.E.S. Derringer Core": ("place_counters_on_self",),
    })


def test_compiles():
    assert "op(spark_keeper,1,1,place_counters_on_self(spell,1))" in compiled(CARDS[0])
    assert "op(cap_keeper,1,1,place_counters_on_self_max(spell,1,1))" in compiled(CARDS[2])
    got = compiled(monster("Twin Core", "If this card is Normal Summoned: Place 2 counters on it."))
    assert "op(twin_core,1,1,place_counters_on_self(counter,2))" in got
    # "it" may be the target, and the kind must be one the rules know
    for text in ("Target 1 face-up monster on the field; place 1 Spell Counter on it.",
                 "You can place 1 Wish Counter on this card."):
        assert not any("place_counters_on_self" in f for f in compiled(monster("Odd Core", text))), text


@pytest.mark.parametrize("keeper, expect", [
    ("spark", 'outcomes: {"1.1": resolved, "2.1": resolved}'),
    ("mist", 'illegal: [{at: "2.1", rule: r_counter_cost}]'),  # a Fog Counter does not pay for a Spell Counter
])
def test_placed_counter_pays_a_later_cost(imported, keeper, expect):
    name = {"spark": "Spark Keeper", "mist": "Mist Keeper"}[keeper]
    expectations_hold(f"""
name: {name} places a counter on itself, then removes a Spell Counter from itself to draw
cards:
  - {{id: keeper, name: {name}, owner: you, zone: monster_zone}}
  - {{id: d, name: Plain Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: keeper, effect: 1}}]
  - chain: [{{card: keeper, effect: 2}}]
expect:
  {expect}
""")


def test_no_counter_without_placing(imported):
    expectations_hold("""
name: Spark Keeper with no counter cannot remove one
cards:
  - {id: keeper, name: Spark Keeper, owner: you, zone: monster_zone}
  - {id: d, name: Plain Pebble, owner: you, zone: deck}
questions:
  - {id: q, ask: can_activate, card: keeper, effect: 2}
expect:
  answers: {q: "no"}
  reasons: {q: r_counter_cost}
""")


def test_counter_placed_at_resolution(imported):
    expectations_hold("""
name: Spark Keeper places a Spell Counter on itself; then it can remove it
cards:
  - {id: keeper, name: Spark Keeper, owner: you, zone: monster_zone}
  - {id: d, name: Plain Pebble, owner: you, zone: deck}
actions:
  - chain: [{card: keeper, effect: 1}]
questions:
  - {id: q, ask: can_activate, card: keeper, effect: 2}
expect:
  outcomes: {"1.1": resolved}
  answers: {q: "yes"}
""")


@pytest.mark.parametrize("keeper, again", [("Spark Keeper", "yes"), ("Cap Keeper", "no")])
def test_max_counters(imported, keeper, again):
    """r_op_place_counters_max: with 1 Spell Counter on it, "(max. 1)" places none."""
    expectations_hold(f"""
name: {keeper} with a Spell Counter places one more, removes one, then asks whether it can remove another
cards:
  - {{id: keeper, name: {keeper}, owner: you, zone: monster_zone, counters: {{spell: 1}}}}
  - {{id: d, name: Plain Pebble, owner: you, zone: deck}}
  - {{id: d2, name: Plain Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: keeper, effect: 1}}]
  - chain: [{{card: keeper, effect: 2}}]
questions:
  - {{id: q, ask: can_activate, card: keeper, effect: 2}}
expect:
  outcomes: {{"1.1": resolved, "2.1": resolved}}
  answers: {{q: "{again}"}}
""")


@pytest.mark.parametrize("counters, opp_lp", [("{counter: 1}", 7500), ("{spell: 1}", 8000), ("{}", 8000)])
def test_remove_a_counter_as_an_operation(imported, counters, opp_lp):
    """r_op_remove_counter: "Remove 1 counter from this card, and if you do, inflict 500 damage": no counter,
    no damage (r_then_needs_first); a Spell Counter is not a "counter"."""
    expectations_hold(f"""
name: "Core Drainer with {counters} removes 1 counter from itself, and if it does, inflicts 500 damage"
cards:
  - {{id: drainer, name: Core Drainer, owner: you, zone: monster_zone, counters: {counters}}}
  - {{id: d, name: Plain Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: drainer}}]
expect:
  outcomes: {{"1.1": resolved}}
  life_points: {{opp: {opp_lp}}}
""")
