"""Targets and costs whose count is not a fixed N (issue 15, targets round
4): "target up to N ..." (target_optional), "target any number of ..."
(asp/chain/targets.lp r_target_any_number), "discard any number of cards",
"banish up to 2 ..." (asp/chain/costs.lp r_cost_count_range), "then target
that many ..." (r_target_that_many), "draw that many cards" (r_draw_that_many), "target ..., up to the number of\n\"X\" monsters you control" (r_target_up_to_count).
Short texts written here in the style of real cards, imported and judged in
scenarios of their own.
"""

from __future__ import annotations

import pytest

from pyfacade import ask, load_text
from imported import expectations_hold, import_cards


def trap(name, text):
    return {"card_type": "Trap", "property": "Normal", "name": name, "text": text}


CARDS = [
    trap("Many Strike", "Target any number of cards your opponent controls; destroy them."),
    trap("Scatter Strike", "Target up to 2 cards your opponent controls; destroy them."),
    trap("Count Strike", "Target cards your opponent controls, up to the number of \"Sage\" monsters you control; destroy them."),
    trap("Renewal Strike", "When your opponent Normal Summons a monster(s): Target 1 of those monsters and 1 Spellcaster monster you control; "
                           "destroy them."),
    trap("Many Roll", "Target any number of \"Sage\" monsters with different names in your GY; banish them."),
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1500,
     "def": 1000, "name": "Red Sage", "text": "You can pay 500 LP; draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1500,
     "def": 1000, "name": "Blue Sage", "text": "You can pay 500 LP; draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1500,
     "def": 1000, "name": "Shed Sage", "text": "You can discard any number of cards; draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Pyro / Effect", "attribute": "FIRE", "level": 4, "atk": 1500,
     "def": 1000, "name": "Ember Sage", "text": "You can banish up to 2 FIRE monsters from your GY; draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1500,
     "def": 1000, "name": "Split Sage", "text": "You can discard up to 2 cards, then target that many cards your opponent controls; destroy them."},
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1500,
     "def": 1000, "name": "Offer Sage", "text": "You can Tribute up to 2 \"Sage\" monsters; draw that many cards."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "variable_targets.yaml")


OPP = "\n".join(f"  - {{id: dm{i}, name: Dark Magician, owner: opp, zone: monster_zone}}" for i in range(1, 4))


@pytest.mark.parametrize("n", [1, 2, 3])
def test_any_number_of_targets_all_destroyed(imported, n):
    targets = ", ".join(f"dm{i}" for i in range(1, n + 1))
    zones = ", ".join(f"dm{i}: {'gy' if i <= n else 'monster_zone'}" for i in range(1, 4))
    holds(f"""
name: Many Strike targets {n} of the opponent's 3 monsters and destroys each
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
{OPP}
actions:
  - chain: [{{card: strike, targets: [{targets}]}}]
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{{zones}}}
""")


def test_any_number_needs_one_target(imported):
    holds(f"""
name: Many Strike declares no target
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
{OPP}
actions:
  - chain: [{{card: strike}}]
expect:
  illegal: [{{at: "1.1", rule: r_target}}]
""")


def test_any_number_lists_a_card_once(imported):
    holds(f"""
name: Many Strike names the same card twice
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
{OPP}
actions:
  - chain: [{{card: strike, targets: [dm1, dm2, dm1]}}]
expect:
  illegal: [{{at: "1.1", rule: r_target_any_number}}]
""")


def test_each_of_any_number_must_fit(imported):
    holds(f"""
name: Many Strike targets its own player's monster among the opponent's
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
  - {{id: mine, name: Dark Magician, owner: you, zone: monster_zone}}
{OPP}
actions:
  - chain: [{{card: strike, targets: [dm1, mine]}}]
expect:
  illegal: [{{at: "1.1", rule: r_target}}]
""")


@pytest.mark.parametrize("theirs, can", [(0, "no"), (1, "yes")])
def test_any_number_can_be_activated_with_one_card(imported, theirs, can):
    cards = "\n".join(f"  - {{id: dm{i}, name: Dark Magician, owner: opp, zone: monster_zone}}" for i in range(theirs))
    holds(f"""
name: can Many Strike be activated when the opponent controls {theirs} card(s)?
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
  - {{id: mine, name: Dark Magician, owner: you, zone: monster_zone}}
{cards}
questions:
  - {{id: q, ask: can_activate, card: strike}}
expect:
  answers: {{q: "{can}"}}
""")


def test_a_target_gone_the_others_still_destroyed(imported):
    holds(f"""
name: Many Strike targets 2 Spells; one is destroyed in response, the other still is by Many Strike
cards:
  - {{id: strike, name: Many Strike, owner: you, zone: spell_trap_zone}}
  - {{id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone, face: down}}
  - {{id: s1, name: Many Strike, owner: opp, zone: spell_trap_zone, face: down}}
  - {{id: s2, name: Many Strike, owner: opp, zone: spell_trap_zone, face: down}}
actions:
  - chain: [{{card: strike, targets: [s1, s2]}}, {{card: mst, targets: [s1]}}]
expect:
  outcomes: {{"1.1": resolved, "1.2": resolved}}
  zones: {{s1: gy, s2: gy}}
""")


@pytest.mark.parametrize("targets, ok", [("r1, b1", True), ("r1, r2", False)])
def test_any_number_with_different_names(imported, targets, ok):
    expect = ('outcomes: {"1.1": resolved}\n  zones: {' + ", ".join(f"{t}: banished" for t in targets.split(", ")) + "}"
              if ok else 'illegal: [{at: "1.1", rule: r_target_names_differ}]')
    holds(f"""
name: Many Roll targets {targets}
cards:
  - {{id: roll, name: Many Roll, owner: you, zone: spell_trap_zone}}
  - {{id: r1, name: Red Sage, owner: you, zone: gy}}
  - {{id: r2, name: Red Sage, owner: you, zone: gy}}
  - {{id: b1, name: Blue Sage, owner: you, zone: gy}}
actions:
  - chain: [{{card: roll, targets: [{targets}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("listed, ok", [("", False), ("dm1", True), ("dm1, dm2", True), ("dm1, dm2, dm3", False)])
def test_up_to_two_targets(imported, listed, ok):
    n = len(listed.split(", ")) if listed else 0
    zones = ", ".join(f"dm{i}: {'gy' if i <= n else 'monster_zone'}" for i in range(1, 4))
    expect = f'outcomes: {{"1.1": resolved}}\n  zones: {{{zones}}}' if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Scatter Strike targets {n} card(s)
cards:
  - {{id: strike, name: Scatter Strike, owner: you, zone: spell_trap_zone}}
{OPP}
actions:
  - chain: [{{card: strike, targets: [{listed}]}}]
expect:
  {expect}
""")


def test_cost_ranges_compile():
    from pyfacade.cardtext.compiler import compile_card, symbol_facts
    from pyfacade.cardtext.reader import from_mapping
    got = {str(f) for c in CARDS if c["name"].endswith("Sage") for f in symbol_facts(compile_card(from_mapping(c, "test")))}
    assert {"cost(shed_sage,1,discard(1))", "cost_any_number(shed_sage,1,discard)", "cost(ember_sage,1,banish_from_gy(1))",
            "cost_up_to(ember_sage,1,banish,2)", "target_that_many(split_sage,1,1,discard)", "op(offer_sage,1,1,draw_paid(tribute))", "cost_where(ember_sage,1,banish,both(card_type(monster),attribute(fire)))"} <= got


HAND = "\n".join(f"  - {{id: h{i}, name: Red Sage, owner: you, zone: hand}}" for i in range(1, 4))


@pytest.mark.parametrize("paid, ok", [("", False), ("h1", True), ("h1, h2, h3", True)])
def test_discard_any_number(imported, paid, ok):
    n = len(paid.split(", ")) if paid else 0
    zones = ", ".join(f"h{i}: {'gy' if i <= n else 'hand'}" for i in range(1, 4))
    expect = f'outcomes: {{"1.1": resolved}}\n  zones: {{{zones}}}' if ok else 'illegal: [{at: "1.1", rule: r_cost_count_range}]'
    holds(f"""
name: Shed Sage discards {n} card(s)
cards:
  - {{id: sage, name: Shed Sage, owner: you, zone: monster_zone}}
{HAND}
  - {{id: d, name: Blue Sage, owner: you, zone: deck}}
actions:
  - chain: [{{card: sage, cost: {{discard: [{paid}]}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("hand, can", [(0, "no"), (1, "yes")])
def test_discard_any_number_needs_one_card(imported, hand, can):
    cards = "\n".join(f"  - {{id: h{i}, name: Red Sage, owner: you, zone: hand}}" for i in range(hand))
    holds(f"""
name: can Shed Sage be activated with {hand} card(s) in its player's hand?
cards:
  - {{id: sage, name: Shed Sage, owner: you, zone: monster_zone}}
  - {{id: d, name: Blue Sage, owner: you, zone: deck}}
{cards}
questions:
  - {{id: q, ask: can_activate, card: sage}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("paid, rule", [("f1", None), ("f1, f2", None), ("f1, f2, f3", "r_cost_count_range"), ("f1, dk", "r_cost_filter")])
def test_banish_up_to_two(imported, paid, rule):
    zones = "{" + ", ".join(f"{x}: banished" for x in paid.split(", ")) + "}"
    expect = f'outcomes: {{"1.1": resolved}}\n  zones: {zones}' if rule is None else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Ember Sage banishes {paid} from its player's GY
cards:
  - {{id: sage, name: Ember Sage, owner: you, zone: monster_zone}}
  - {{id: f1, name: Ember Sage, owner: you, zone: gy}}
  - {{id: f2, name: Ember Sage, owner: you, zone: gy}}
  - {{id: f3, name: Ember Sage, owner: you, zone: gy}}
  - {{id: dk, name: Red Sage, owner: you, zone: gy}}
  - {{id: d, name: Blue Sage, owner: you, zone: deck}}
actions:
  - chain: [{{card: sage, cost: {{banish: [{paid}]}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("paid, targets, rule", [("h1, h2", "dm1, dm2", None), ("h1", "dm1", None), ("h1", "dm1, dm2", "r_target_that_many"),
                                                 ("h1, h2", "dm1", "r_target_that_many")])
def test_target_that_many(imported, paid, targets, rule):
    zones = "{" + ", ".join([f"{x}: gy" for x in paid.split(", ")] + [f"{x}: gy" for x in targets.split(", ")]) + "}"
    expect = f'outcomes: {{"1.1": resolved}}\n  zones: {zones}' if rule is None else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Split Sage discards {paid} and targets {targets}
cards:
  - {{id: sage, name: Split Sage, owner: you, zone: monster_zone}}
{HAND}
{OPP}
actions:
  - chain: [{{card: sage, cost: {{discard: [{paid}]}}, targets: [{targets}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("paid", [["s1"], ["s1", "s2"]])
def test_draw_that_many(imported, paid):
    text = f"""
name: Offer Sage Tributes {len(paid)} monster(s)
cards:
  - {{id: sage, name: Offer Sage, owner: you, zone: monster_zone}}
  - {{id: s1, name: Red Sage, owner: you, zone: monster_zone}}
  - {{id: s2, name: Blue Sage, owner: you, zone: monster_zone}}
  - {{id: d1, name: Red Sage, owner: you, zone: deck}}
  - {{id: d2, name: Red Sage, owner: you, zone: deck}}
actions:
  - chain: [{{card: sage, cost: {{tribute: [{", ".join(paid)}]}}}}]
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{{", ".join(f"{x}: gy" for x in paid)}}}
"""
    holds(text)
    [ruling] = ask(load_text(text, "variable_targets.yaml")[0]).rulings
    assert any(f"drew(you, {len(paid)})" in step for step in ruling.timeline), ruling.timeline


@pytest.mark.parametrize("sages, targets, rule", [(2, "dm1, dm2", None), (2, "dm1", None), (1, "dm1, dm2", "r_target_up_to_count")])
def test_up_to_the_number_of(imported, sages, targets, rule):
    mine = "\n".join(f"  - {{id: s{i}, name: Red Sage, owner: you, zone: monster_zone}}" for i in range(sages))
    expect = ('outcomes: {"1.1": resolved}\n  zones: {' + ", ".join(f"{t}: gy" for t in targets.split(", ")) + "}"
              if rule is None else f'illegal: [{{at: "1.1", rule: {rule}}}]')
    holds(f"""
name: Count Strike with {sages} Sage monster(s) targets {targets}
cards:
  - {{id: strike, name: Count Strike, owner: you, zone: spell_trap_zone}}
{mine}
{OPP}
actions:
  - chain: [{{card: strike, targets: [{targets}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("sages, can", [(0, "no"), (1, "yes")])
def test_up_to_the_number_of_needs_one(imported, sages, can):
    mine = "\n".join(f"  - {{id: s{i}, name: Red Sage, owner: you, zone: monster_zone}}" for i in range(sages))
    holds(f"""
name: can Count Strike be activated with {sages} Sage monster(s)?
cards:
  - {{id: strike, name: Count Strike, owner: you, zone: spell_trap_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
{mine}
{OPP}
questions:
  - {{id: q, ask: can_activate, card: strike}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("first, ok", [("summoned", True), ("other", False)])
def test_one_of_those_and_one_more(imported, first, ok):
    expect = 'outcomes: {"2.1": resolved}\n  zones: {summoned: gy, mine: gy}' if ok else 'illegal: [{at: "2.1", rule: r_condition}]'
    holds(f"""
name: Renewal Strike targets {first} and its player's Spellcaster
turn: opp
cards:
  - {{id: strike, name: Renewal Strike, owner: you, zone: spell_trap_zone}}
  - {{id: mine, name: Red Sage, owner: you, zone: monster_zone}}
  - {{id: summoned, name: Blue Sage, owner: opp, zone: hand}}
  - {{id: other, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - summon: {{card: summoned, how: normal}}
  - chain: [{{card: strike, targets: [{first}, mine]}}]
expect:
  {expect}
""")
