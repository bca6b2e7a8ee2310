"""Cost clauses (before ";") that decided an activation and were not read
(costs round 12): "banish 1 Pyro monster in your GY" (from there, as
"banish any number of ... in your GY" already is), "banish 1 or more DARK
monsters from your GY" (the same as "any number of": a cost takes at least
one card, asp/chain/costs.lp r_cost_count_range), "remove 1 counter from
this card" (counters simply named "counter"), "Tribute 1 WIND monster,
except Tokens" (not a Token) and "Tribute this card and 1 Insect monster,
except \"X\"". Real card texts from
../shared/data/ (skipped when it is absent) and cards written here in their
style, imported and judged in scenarios.
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster


CARDS = [
    monster("Ember Keeper", "You can banish 1 Pyro monster in your GY; draw 1 card."),
    monster("Dusk Keeper", "You can banish 1 or more DARK monsters from your GY; draw 1 card."),
    monster("Pyro Pebble", "", line="Pyro / Normal", attribute="FIRE"),
    monster("Dark Pebble", "", line="Fiend / Normal", attribute="DARK"),
    monster("Plain Pebble", "", line="Rock / Normal"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def real(name: str) -> set[str]:
    return compiled(next(json.loads(line) for line in DATA.open() if json.loads(line).get("name") == name))


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
@pytest.mark.parametrize("name, number, facts", [
    ("Firewall", 2, {"cost(firewall,2,banish_from_gy(1))", "cost_where(firewall,2,banish,both(card_type(monster),monster_type(pyro)))"}),
    ("Changshi the Spiridao", 2, {"cost(changshi_the_spiridao,2,banish_from_gy(1))",
                                  "cost_where(changshi_the_spiridao,2,banish,both(card_type(monster),monster_type(zombie)))"}),
    ("Phantom Knights' Rank-Up-Magic Force", 1, {
        "cost(phantom_knights_rank_up_magic_force,1,banish_from_gy(1))",
        "cost_any_number(phantom_knights_rank_up_magic_force,1,banish)",
        "cost_where(phantom_knights_rank_up_magic_force,1,banish,both(card_type(monster),attribute(dark)))"}),
])
def test_real_cards(name, number, facts):
    got = real(name)
    assert facts <= got, got
    assert f"condition({next(iter(facts)).split('(')[1].split(',')[0]},{number},not_understood)" not in got


@pytest.mark.parametrize("paid, expect", [
    ("[pyro]", "zones: {pyro: banished}\n  outcomes: {\"1.1\": resolved}"),
    ("[rock]", 'illegal: [{at: "1.1", rule: r_cost_filter}]'),
    ("[hand_pyro]", 'illegal: [{at: "1.1", rule: r_cost}]'),
])
def test_banish_in_your_gy(imported, paid, expect):
    expectations_hold(f"""
name: Ember Keeper banishes {paid} for its cost "banish 1 Pyro monster in your GY"
cards:
  - {{id: keeper, name: Ember Keeper, owner: you, zone: monster_zone}}
  - {{id: pyro, name: Pyro Pebble, owner: you, zone: gy}}
  - {{id: rock, name: Plain Pebble, owner: you, zone: gy}}
  - {{id: hand_pyro, name: Pyro Pebble, owner: you, zone: hand}}
  - {{id: d, name: Plain Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: keeper, cost: {{banish: {paid}}}}}]
expect:
  {expect}
""")


def test_no_pyro_in_the_gy(imported):
    expectations_hold("""
name: Ember Keeper with a Pyro monster in the hand only
cards:
  - {id: keeper, name: Ember Keeper, owner: you, zone: monster_zone}
  - {id: hand_pyro, name: Pyro Pebble, owner: you, zone: hand}
  - {id: rock, name: Plain Pebble, owner: you, zone: gy}
  - {id: d, name: Plain Pebble, owner: you, zone: deck}
actions: []
questions:
  - {id: now, ask: can_activate, card: keeper}
expect:
  answers: {now: "no"}
  reasons: {now: r_cost_payable}
""")


@pytest.mark.parametrize("paid, expect", [
    ("[a, b]", "zones: {a: banished, b: banished}\n  outcomes: {\"1.1\": resolved}"),
    ("[a]", "zones: {a: banished, b: gy}\n  outcomes: {\"1.1\": resolved}"),
    ("[]", 'illegal: [{at: "1.1", rule: r_cost_count_range}]'),
    ("[a, rock]", 'illegal: [{at: "1.1", rule: r_cost_filter}]'),
])
def test_one_or_more(imported, paid, expect):
    expectations_hold(f"""
name: Dusk Keeper banishes {paid} for its cost "banish 1 or more DARK monsters from your GY"
cards:
  - {{id: keeper, name: Dusk Keeper, owner: you, zone: monster_zone}}
  - {{id: a, name: Dark Pebble, owner: you, zone: gy}}
  - {{id: b, name: Dark Pebble, owner: you, zone: gy}}
  - {{id: rock, name: Plain Pebble, owner: you, zone: gy}}
  - {{id: d, name: Plain Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: keeper, cost: {{banish: {paid}}}}}]
expect:
  {expect}
""")


# ---- "remove 1 counter from this card": counters simply named "counter" (Yugipedia "Counter") ----------

COUNTER_CARDS = [
    monster("Core Keeper", "You can remove 1 counter from this card; draw 1 card."),
    monster("Plain Pebble", "", line="Rock / Normal"),
]


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
def test_counter_real_cards():
    assert "cost(b_e_s_derringer_core,2,remove_counters(counter,1))" in real("B.E.S. Derringer Core")
    got = real("Seraphim Papillion")
    assert "cost(seraphim_papillion,3,remove_counters(counter,1))" in got
    assert "condition(seraphim_papillion,3,not_understood)" not in got


@pytest.mark.parametrize("counters, expect", [
    ("{counter: 2}", 'outcomes: {"1.1": resolved}'),
    ("{counter: 1}", 'outcomes: {"1.1": resolved}'),
    ("{spell: 2}", 'illegal: [{at: "1.1", rule: r_counter_cost}]'),  # a Spell Counter is not a "counter"
])
def test_remove_a_counter(tmp_path, monkeypatch, counters, expect):
    import_cards(tmp_path, monkeypatch, COUNTER_CARDS)
    expectations_hold(f"""
name: "Core Keeper with {counters} removes 1 counter from itself"
cards:
  - {{id: keeper, name: Core Keeper, owner: you, zone: monster_zone, counters: {counters}}}
  - {{id: d, name: Plain Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: keeper}}]
expect:
  {expect}
""")


def test_no_counter_left(tmp_path, monkeypatch):
    import_cards(tmp_path, monkeypatch, COUNTER_CARDS)
    expectations_hold("""
name: Core Keeper removes its only counter, then tries again
cards:
  - {id: keeper, name: Core Keeper, owner: you, zone: monster_zone, counters: {counter: 1}}
  - {id: d, name: Plain Pebble, owner: you, zone: deck}
  - {id: d2, name: Plain Pebble, owner: you, zone: deck}
actions:
  - chain: [{card: keeper}]
questions:
  - {id: again, ask: can_activate, card: keeper}
expect:
  outcomes: {"1.1": resolved}
  answers: {again: "no"}
  reasons: {again: r_counter_cost}
""")


# ---- "except Tokens", "this card and 1 ..., except \"X\"" ---------------------------------------------------

TOKEN_CARDS = [
    monster("Gust Maker", "You can Special Summon 1 \"Gust Token\" (Winged Beast/WIND/Level 1/ATK 0/DEF 0).", attribute="WIND"),
    monster("Gale Keeper", "You can Tribute 1 WIND monster, except Tokens; draw 1 card.", attribute="WIND"),
    monster("Hive Keeper", "You can Tribute this card and 1 face-up Insect monster, except \"Hive Keeper\"; draw 1 card.", line="Insect / Effect"),
    monster("Plain Pebble", "", line="Rock / Normal"),
]


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
def test_except_real_cards():
    assert {"cost(vertical_landing,1,tribute(1))", "cost_any_number(vertical_landing,1,tribute)",
            "cost_where(vertical_landing,1,tribute,both(attribute(wind),non(subtype(token))))"} <= real("Vertical Landing")
    assert {"cost(virus_cannon,1,tribute(1))", "cost_any_number(virus_cannon,1,tribute)",
            "cost_where(virus_cannon,1,tribute,non(subtype(token)))"} <= real("Virus Cannon")
    assert {"cost(bee_list_soldier,1,tribute(self))", "cost(bee_list_soldier,1,tribute(1))",
            'cost_where(bee_list_soldier,1,tribute,both(monster_type(insect),card_not_named("Bee List Soldier")))'} <= real("Bee List Soldier")


@pytest.mark.parametrize("paid, expect", [
    ("maker", 'zones: {maker: gy}\n  outcomes: {"2.1": resolved}'),
    ("t", 'illegal: [{at: "2.1", rule: r_cost_filter}]'),
])
def test_tribute_except_tokens(tmp_path, monkeypatch, paid, expect):
    import_cards(tmp_path, monkeypatch, TOKEN_CARDS)
    expectations_hold(f"""
name: Gale Keeper Tributes {paid} (a WIND monster, or a WIND Token) for "Tribute 1 WIND monster, except Tokens"
cards:
  - {{id: maker, name: Gust Maker, owner: you, zone: monster_zone}}
  - {{id: keeper, name: Gale Keeper, owner: you, zone: monster_zone}}
  - {{id: d, name: Plain Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: maker, tokens: [t]}}]
  - chain: [{{card: keeper, cost: {{tribute: [{paid}]}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("other, expect", [
    ("Gale Keeper", "illegal: [{at: \"1.1\", rule: r_cost_filter}]"),  # a Warrior: not an Insect
    ("Hive Keeper", "illegal: [{at: \"1.1\", rule: r_cost_filter}]"),  # an Insect, but named "Hive Keeper"
])
def test_this_card_and_one_except_a_name(tmp_path, monkeypatch, other, expect):
    import_cards(tmp_path, monkeypatch, TOKEN_CARDS + [monster("Moth Pebble", "", line="Insect / Normal")])
    expectations_hold(f"""
name: Hive Keeper Tributes itself and a {other}
cards:
  - {{id: keeper, name: Hive Keeper, owner: you, zone: monster_zone}}
  - {{id: other, name: {other}, owner: you, zone: monster_zone}}
  - {{id: d, name: Plain Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: keeper, cost: {{tribute: [keeper, other]}}}}]
expect:
  {expect}
""")


def test_this_card_and_an_insect(tmp_path, monkeypatch):
    import_cards(tmp_path, monkeypatch, TOKEN_CARDS + [monster("Moth Pebble", "", line="Insect / Normal")])
    expectations_hold("""
name: Hive Keeper Tributes itself and an Insect of another name
cards:
  - {id: keeper, name: Hive Keeper, owner: you, zone: monster_zone}
  - {id: moth, name: Moth Pebble, owner: you, zone: monster_zone}
  - {id: d, name: Plain Pebble, owner: you, zone: deck}
actions:
  - chain: [{card: keeper, cost: {tribute: [keeper, moth]}}]
expect:
  zones: {keeper: gy, moth: gy}
  outcomes: {"1.1": resolved}
""")
