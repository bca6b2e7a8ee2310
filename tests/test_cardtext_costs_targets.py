"""Costs, targets and usage limits compiled from card text (issue 15, part b
of the second round): several usage limits on one effect, "twice/thrice per
turn", "once per Chain", "cannot activate more than 1 in the same Chain",
targets of several cards ("target 2 cards", "up to 2", "1 X you control and
1 Y your opponent controls"), targets with more filters, and more costs.
Short texts written here in the style of real cards, imported and judged in
scenarios of their own; real card texts from ../shared/data/ (skipped when
it is absent).
"""

from __future__ import annotations

import json

import pytest

from pyfacade.cardtext.compiler import compile_card
from pyfacade.cardtext.reader import from_mapping
from imported import DATA, compiled, expectations_hold, import_cards



def monster(name, text, line="Spellcaster / Effect", **kw):
    return {"card_type": "Monster", "monster_type_line": line, "attribute": "DARK", "level": 4, "atk": 1500, "def": 1000,
            "name": name, "text": text, **kw}


CARDS = [
    monster("Twin Sage", "You can pay 500 LP; draw 1 card. You can only use this effect of \"Twin Sage\" twice per turn."),
    monster("Chain Sage", "(Quick Effect): You can pay 500 LP; draw 1 card. (Quick Effect): You can pay 100 LP; draw 1 card. "
            "You can only use each effect of \"Chain Sage\" once per turn, and cannot activate more than 1 in the same Chain."),
    monster("Deck Sage", "You can send 1 \"Sage\" monster from your Deck to the GY; draw 1 card."),
    monster("Hand Sage", "If this card is in your hand: You can discard 1 other card; draw 1 card."),
    monster("Star Sage", "1 Tuner + 1+ non-Tuner monsters\n(Quick Effect): You can return this card to the Extra Deck; draw 1 card.",
            line="Spellcaster / Synchro / Effect", level=7),
    monster("Clown Sage", "You can activate 1 of these effects (but you can only use each effect of \"Clown Sage\" once per turn);\n"
            "● Draw 1 card.\n● Gain 500 LP."),
    monster("Line Sage", "You can pay 500 LP to activate 1 of these effects;\n● Draw 1 card. Then, gain 500 LP.\n● Gain 1000 LP.\n"
            "You can only use this effect of \"Line Sage\" once per turn."),
    monster("Rite Giant", "", line="Warrior / Ritual", level=8),
    monster("Rite Sage", "You can reveal 1 Ritual Monster in your hand; draw 1 card."),
    monster("Gate Sentinel", "You can pay 100 LP; draw 1 card.", attribute="EARTH"),
    monster("Echo Sage", "(Quick Effect): You can pay 300 LP; draw 1 card. You can only activate this effect of \"Echo Sage\" once per Chain."),
    {"card_type": "Trap", "property": "Normal", "name": "Twin Strike", "text": "Target 2 cards on the field; destroy them."},
    {"card_type": "Trap", "property": "Normal", "name": "Scatter Strike", "text": "Target up to 2 cards on the field; destroy them."},
    {"card_type": "Trap", "property": "Normal", "name": "Cross Strike",
     "text": "Target 1 monster you control and 1 card your opponent controls; destroy them."},
    {"card_type": "Trap", "property": "Normal", "name": "Grave Pick",
     "text": "Target 1 LIGHT or DARK monster in either GY; banish it."},
    {"card_type": "Trap", "property": "Normal", "name": "Summon Breaker",
     "text": "Target 1 Special Summoned monster your opponent controls; destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Low Call",
     "text": "Target 1 monster with 1500 or less ATK in your GY; Special Summon it."},
    {"card_type": "Trap", "property": "Normal", "name": "Those Breaker",
     "text": "When a monster is Normal Summoned: Target 1 of those monsters; destroy it."},
    {"card_type": "Trap", "property": "Normal", "name": "Set Breaker",
     "text": "Target 1 face-down Defense Position monster your opponent controls; destroy it."},
    monster("Pair Grave Sage", "You can banish this card and 1 \"Sage\" monster from your GY; draw 1 card."),
    monster("Pair Hand Sage", "You can discard this card and 1 Spell; draw 1 card."),
    monster("Offering Sage", "You can Tribute 1 other Level 7 or higher monster from your hand; draw 1 card."),
    monster("Lift Sage", "You can Tribute this card from your hand or face-up field; draw 1 card."),
    monster("Echo Grave Sage", "If this card is in your GY: You can banish it; draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Grave Breaker",
     "text": "If a monster(s) is destroyed by card effect: Target 1 of those monsters; draw 1 card."},
    monster("Set Sender Sage", "You can send 1 Spell/Trap from your hand or field to the GY; draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Side Strike",
     "text": "Target 1 \"Sage\" monster you control or 1 face-up monster your opponent controls; destroy it."},
    monster("Field Counter Sage", "You can remove 3 Spell Counters from your field; draw 1 card."),
    monster("Ash Sage", "You can send 2 face-up cards you control to the GY, including this card; draw 1 card."),
    monster("Counter Sage", "You can remove 2 Spell Counters from this card; draw 1 card."),
    monster("Full Sage", "You can Tribute this card with 3 Spell Counters on it; draw 1 card."),
    monster("Shown Pair Sage", "You can reveal this card and 1 Ritual Monster in your hand; draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Kin Pick",
     "text": "Target 1 Level 4 or lower DARK Spellcaster or Dragon monster in your GY; banish it."},
    {"card_type": "Trap", "property": "Normal", "name": "Pair Pick",
     "text": "Target 1 DARK and 1 EARTH monster in your GY; banish them."},
    monster("Tune Sage", "You can pay 100 LP; draw 1 card.", line="Spellcaster / Tuner / Effect"),
    {"card_type": "Trap", "property": "Normal", "name": "Link Pick", "text": "Target 1 Link-2 or lower monster in your GY; banish it."},
    monster("Link Sage", "1 Effect Monster", line="Cyberse / Link / Effect", level=None, link_arrows=["Bottom", "Top"]),
    monster("Big Link Sage", "2+ Effect Monsters", line="Cyberse / Link / Effect", level=None, link_arrows=["Bottom", "Top", "Left"]),
    {"card_type": "Trap", "property": "Normal", "name": "Roll Call",
     "text": "Target 2 \"Sage\" monsters with different names in your GY; banish them."},
    {"card_type": "Trap", "property": "Normal", "name": "Plain Pick", "text": "Target 1 non-Tuner monster in your GY; banish it."},
    {"card_type": "Trap", "property": "Normal", "name": "Bright Strike",
     "text": "Target 1 face-up non-DARK monster on the field; destroy it."},
]



@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "costs_targets.yaml")


# ---- usage limits ----------------------------------------------------------------

def test_limit_sentences_compile():
    by_name = {c["name"]: c for c in CARDS}
    assert "usage_limit(twin_sage,1,use_twice_per_turn)" in compiled(by_name["Twin Sage"])
    got = compiled(by_name["Chain Sage"])
    for e in (1, 2):
        assert f"usage_limit(chain_sage,{e},use_once_per_turn)" in got
        assert f"usage_limit(chain_sage,{e},one_effect_per_chain)" in got
    assert "usage_limit(echo_sage,1,activate_once_per_chain)" in compiled(by_name["Echo Sage"])
    up = monster("Up Sage", "You can pay 500 LP; draw 1 card. You can use this effect of \"Up Sage\" up to thrice per turn.")
    assert "usage_limit(up_sage,1,use_thrice_per_turn)" in compiled(up)


def test_each_choice_has_its_own_limit(imported):
    got = compiled(next(c for c in CARDS if c["name"] == "Clown Sage"))
    assert {"usage_limit(clown_sage,1,use_each_choice_once_per_turn)", "usage_limit(clown_sage,2,use_each_choice_once_per_turn)",
            "choice_of(clown_sage,1,2)"} <= got
    holds("""
name: Clown Sage's two choices in one turn, then the first again
cards:
  - {id: sage, name: Clown Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: sage, effect: 1}]
  - chain: [{card: sage, effect: 2}]
questions:
  - {id: first, ask: can_activate_again, card: sage, effect: 1}
expect:
  outcomes: {"1.1": resolved, "2.1": resolved}
  life_points: {you: 8500}
  answers: {first: "no"}
  reasons: {first: r_limit_use_each_choice}
""")
    holds("""
name: Clown Sage's first choice twice in one turn
cards:
  - {id: sage, name: Clown Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: sage, effect: 1}]
  - chain: [{card: sage, effect: 1}]
expect:
  illegal: [{at: "2.1", rule: r_limit_use_each_choice}]
""")


@pytest.mark.parametrize("uses, can", [(1, "yes"), (2, "no")])
def test_twice_per_turn(imported, uses, can):
    chains = "\n".join("  - chain: [{card: sage}]" for _ in range(uses))
    holds(f"""
name: Twin Sage's effect used {uses} time(s) this turn
cards:
  - {{id: sage, name: Twin Sage, owner: you, zone: monster_zone}}
actions:
{chains}
questions:
  - {{id: again, ask: can_activate_again, card: sage}}
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{again: "{can}", now: "{can}"}}
""")


def test_a_third_use_of_a_twice_per_turn_effect_is_refused(imported):
    holds("""
name: Twin Sage's effect a third time in one turn
cards:
  - {id: sage, name: Twin Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: sage}]
  - chain: [{card: sage}]
  - chain: [{card: sage}]
expect:
  illegal: [{at: "3.1", rule: r_limit_use_times}]
""")


def test_two_effects_of_one_name_in_the_same_chain_are_refused(imported):
    holds("""
name: Chain Sage's two effects (two copies) in one chain
cards:
  - {id: a, name: Chain Sage, owner: you, zone: monster_zone}
  - {id: b, name: Chain Sage, owner: you, zone: monster_zone}
actions:
  - chain:
      - {card: a, effect: 1}
      - {card: b, effect: 2}
expect:
  illegal: [{at: "1.2", rule: r_limit_one_per_chain}]
""")


def test_the_other_effect_in_a_later_chain_is_allowed_but_not_the_same_one(imported):
    holds("""
name: Chain Sage's effect 1, then effect 2 in the next chain; effect 1 is used up for the turn
cards:
  - {id: a, name: Chain Sage, owner: you, zone: monster_zone}
  - {id: b, name: Chain Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: a, effect: 1}]
  - chain: [{card: b, effect: 2}]
questions:
  - {id: one, ask: can_activate_again, card: b, effect: 1}
  - {id: two, ask: can_activate_again, card: a, effect: 2}
expect:
  outcomes: {"1.1": resolved, "2.1": resolved}
  answers: {one: "no", two: "no"}
  reasons: {one: r_limit_use, two: r_limit_use}
""")


def test_the_same_chain_limit_is_free_again_in_the_next_chain(imported):
    holds("""
name: During Chain Sage's chain its other effect cannot be activated; outside it the chain limit is free
cards:
  - {id: a, name: Chain Sage, owner: you, zone: monster_zone}
  - {id: b, name: Chain Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: a, effect: 1}]
questions:
  - {id: during, ask: can_activate_again, card: b, effect: 2, at: {during: "1.1"}}
  - {id: after, ask: can_activate_again, card: b, effect: 2}
expect:
  answers: {during: "no", after: "yes"}
  reasons: {during: r_limit_one_per_chain}
""")


def test_once_per_chain_by_name(imported):
    holds("""
name: Echo Sage's effect twice in one chain (two copies), then again in the next chain
cards:
  - {id: a, name: Echo Sage, owner: you, zone: monster_zone}
  - {id: b, name: Echo Sage, owner: you, zone: monster_zone}
actions:
  - chain:
      - {card: a}
      - {card: b}
expect:
  illegal: [{at: "1.2", rule: r_limit_chain_name}]
""")
    holds("""
name: Echo Sage's effect in two chains of one turn
cards:
  - {id: a, name: Echo Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: a}]
  - chain: [{card: a}]
expect:
  outcomes: {"1.1": resolved, "2.1": resolved}
  life_points: {you: 7400}
""")


# ---- targets -----------------------------------------------------------------------

def test_target_clauses_compile():
    by_name = {c["name"]: c for c in CARDS}
    got = compiled(by_name["Twin Strike"])
    assert {"target(twin_strike,1,1,card,field,any)", "target(twin_strike,1,2,card,field,any)",
            "op(twin_strike,1,1,destroy(target(1)))", "op(twin_strike,1,1,destroy(target(2)))"} <= got
    assert "target_optional(scatter_strike,1,2)" in compiled(by_name["Scatter Strike"])
    got = compiled(by_name["Cross Strike"])
    assert {"target(cross_strike,1,1,monster,monster_zone,own)", "target(cross_strike,1,2,card,field,opponent)"} <= got
    assert "target_where(grave_pick,1,1,either(attribute(light),attribute(dark)))" in compiled(by_name["Grave Pick"])
    got = compiled(by_name["Set Breaker"])
    assert {"target_face(set_breaker,1,1,down)", "target_where(set_breaker,1,1,position(defense))"} <= got
    assert not any(f.startswith("not_modelled") for f in got)


@pytest.mark.parametrize("card", [
    # (the shapes of real card texts: ../shared/data, read below when present)
    "Target 1 \"Blue-Eyes\" or \"Dragon\" monster in your GY; Special Summon it.",
    "Target 1 Insect, Plant, or Reptile monster you control; destroy it.",
    "Target 1 card in your opponent's Spell & Trap Zone; destroy it.",
    "Target 1 \"Blue-Eyes\" monster you control or in your GY; banish it.",
    "Target 1 Level 4 or lower \"Blue-Eyes\" monster in your GY, except \"Blue-Eyes White Dragon\"; Special Summon it.",
    "Target 1 of your banished monsters, except \"Blue-Eyes White Dragon\"; add it to your hand.",
    "Target 1 Continuous Spell/Trap you control; destroy it.",
    "Target 1 Tuner in your GY; add it to your hand.",
    "Target 1 Set card in your opponent's Spell & Trap Zone; destroy it.",
    "Target 2 \"Blue-Eyes\" monsters in your GY; shuffle them into the Deck.",
    "Target 1 \"Blue-Eyes\" monster or \"Dragon Spirit\" in your GY; add it to your hand.",
    "Target 1 of your \"Blue-Eyes\" monsters that is banished or in your GY; add it to your hand.",
    "Target 1 Rank 4 Xyz Monster you control; it gains 500 ATK.",
    "Target 1 Special Summoned monster your opponent controls; destroy it.",
    "Target 1 face-up monster; it gains 500 ATK.",
    "Target 1 monster in either player's GY; banish it.",
    "Target 1 face-up monster on the field that was Special Summoned from the Extra Deck; destroy it.",
])
def test_more_target_shapes_are_understood(card):
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": card})
    assert any(f.startswith("target(probe,1,1,") for f in got)
    assert "condition(probe,1,not_understood)" not in got, got


def test_a_target_filter_not_understood_is_still_not_judged():
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe",
                    "text": "Target 1 face-up monster you control that activated its effect this turn; destroy it."})
    assert "condition(probe,1,not_understood)" in got


def test_two_targets_must_be_two_cards(imported):
    holds("""
name: Twin Strike targets the same card twice
cards:
  - {id: strike, name: Twin Strike, owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: strike, targets: [dm, dm]}]
expect:
  illegal: [{at: "1.1", rule: r_target_distinct}]
""")


def test_two_targets_destroyed(imported):
    holds("""
name: Twin Strike destroys two cards
cards:
  - {id: strike, name: Twin Strike, owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: dm2, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: strike, targets: [dm, dm2]}]
expect:
  outcomes: {"1.1": resolved}
  zones: {dm: gy, dm2: gy}
""")


@pytest.mark.parametrize("cards, can", [(1, "no"), (2, "yes")])
def test_two_targets_need_two_cards(imported, cards, can):
    others = "\n".join(f"  - {{id: dm{i}, name: Dark Magician, owner: opp, zone: monster_zone}}" for i in range(cards))
    holds(f"""
name: can Twin Strike be activated with {cards} card(s) on the field besides itself?
cards:
  - {{id: strike, name: Twin Strike, owner: you, zone: spell_trap_zone}}
{others}
questions:
  - {{id: q, ask: can_activate, card: strike}}
expect:
  answers: {{q: "{can}"}}
""")


def test_up_to_two_targets_may_be_one(imported):
    holds("""
name: Scatter Strike targets only one card
cards:
  - {id: strike, name: Scatter Strike, owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: strike, targets: [dm]}]
expect:
  outcomes: {"1.1": resolved}
  zones: {dm: gy}
""")


def test_one_of_each_side(imported):
    holds("""
name: Cross Strike needs 1 monster of its player and 1 card of the opponent
cards:
  - {id: strike, name: Cross Strike, owner: you, zone: spell_trap_zone}
  - {id: mine, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: theirs, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: strike, targets: [theirs, mine]}]
expect:
  illegal: [{at: "1.1", rule: r_target}]
""")
    holds("""
name: Cross Strike destroys 1 monster of its player and 1 card of the opponent
cards:
  - {id: strike, name: Cross Strike, owner: you, zone: spell_trap_zone}
  - {id: mine, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: theirs, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: strike, targets: [mine, theirs]}]
expect:
  zones: {mine: gy, theirs: gy}
""")


@pytest.mark.parametrize("position, face, ok", [("defense", "down", True), ("defense", "up", False), ("attack", "up", False)])
def test_face_down_defense_position_target(imported, position, face, ok):
    expect = "zones: {dm: gy}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Set Breaker targets a {face} {position} Position monster
cards:
  - {{id: breaker, name: Set Breaker, owner: you, zone: spell_trap_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone, position: {position}, face: {face}}}
actions:
  - chain: [{{card: breaker, targets: [dm]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("attribute, ok", [("DARK", True), ("EARTH", False)])
def test_either_attribute_in_the_gy(imported, attribute, ok):
    expect = "zones: {x: banished}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    name = "Dark Magician" if attribute == "DARK" else "Gate Sentinel"
    holds(f"""
name: Grave Pick targets a {attribute} monster in the GY
cards:
  - {{id: pick, name: Grave Pick, owner: you, zone: spell_trap_zone}}
  - {{id: x, name: {name}, owner: opp, zone: gy}}
actions:
  - chain: [{{card: pick, targets: [x]}}]
expect:
  {expect}
""")


# ---- costs -------------------------------------------------------------------------

def test_cost_clauses_compile():
    by_name = {c["name"]: c for c in CARDS}
    got = compiled(by_name["Deck Sage"])
    assert {"cost(deck_sage,1,send_to_gy_from(1,deck))",
            'cost_where(deck_sage,1,send_to_gy,both(card_type(monster),name_has("Sage")))'} <= got
    got = compiled(by_name["Hand Sage"])
    assert {"cost(hand_sage,1,discard(1))", "cost_other(hand_sage,1,discard)"} <= got
    assert "cost(star_sage,1,return_to_extra_deck(self))" in compiled(by_name["Star Sage"])


@pytest.mark.parametrize("text", [
    "You can send this face-up card to the GY; draw 1 card.",
    "You can Tribute 1 other \"Sage\" monster; draw 1 card.",
    "You can send 1 card from your hand or field to the GY; draw 1 card.",
    "You can discard 1 Spell/Trap; draw 1 card.",
    "You can detach 1 material from an Xyz Monster you control; draw 1 card.",
    "You can banish 1 card from your hand; draw 1 card.",
    "You can send 1 \"Sage\" monster from your hand or face-up field to the GY; draw 1 card.",
])
def test_more_cost_shapes_are_understood(text):
    got = compiled(monster("Probe", text))
    assert any(f.startswith("cost(probe,1,") for f in got)
    assert "condition(probe,1,not_understood)" not in got, got


def test_a_filtered_cost_from_the_field_is_not_judged():
    # a Set card of the player's own may be paid, which a filter of Types does not see: left not understood
    # (a card type alone is read: test_own_set_card_pays_a_card_type_cost)
    got = compiled(monster("Probe", "You can send 1 Fiend monster you control to the GY; draw 1 card."))
    assert "condition(probe,1,not_understood)" in got


@pytest.mark.parametrize("where, ok", [("deck", True), ("hand", False)])
def test_send_from_the_deck_as_a_cost(imported, where, ok):
    expect = "zones: {fodder: gy}\n  life_points: {you: 8000}" if ok else 'illegal: [{at: "1.1", rule: r_cost_place}]'
    holds(f"""
name: Deck Sage sends a "Sage" monster from the {where} as its cost
cards:
  - {{id: sage, name: Deck Sage, owner: you, zone: monster_zone}}
  - {{id: fodder, name: Twin Sage, owner: you, zone: {where}}}
actions:
  - chain: [{{card: sage, cost: {{send_to_gy: [fodder]}}}}]
expect:
  {expect}
""")


def test_send_from_the_deck_needs_a_matching_card(imported):
    holds("""
name: Deck Sage sends a card that is no "Sage" monster
cards:
  - {id: sage, name: Deck Sage, owner: you, zone: monster_zone}
  - {id: fodder, name: Dark Magician, owner: you, zone: deck}
actions:
  - chain: [{card: sage, cost: {send_to_gy: [fodder]}}]
expect:
  illegal: [{at: "1.1", rule: r_cost_filter}]
""")


@pytest.mark.parametrize("paid, ok", [("other", True), ("hsage", False)])
def test_discard_another_card(imported, paid, ok):
    expect = "zones: {other: gy, hsage: hand}" if ok else 'illegal: [{at: "1.1", rule: r_cost_other}]'
    holds(f"""
name: Hand Sage discards {"another card" if ok else "itself"}
cards:
  - {{id: hsage, name: Hand Sage, owner: you, zone: hand}}
  - {{id: other, name: Dark Magician, owner: you, zone: hand}}
actions:
  - chain: [{{card: hsage, cost: {{discard: [{paid}]}}}}]
expect:
  {expect}
""")


def test_return_to_the_extra_deck_as_a_cost(imported):
    holds("""
name: Star Sage returns itself to the Extra Deck to draw
cards:
  - {id: star, name: Star Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: star}]
expect:
  outcomes: {"1.1": resolved}
  zones: {star: extra_deck}
""")


@pytest.mark.parametrize("shown, where, ok, rule", [("ritual", "hand", True, None), ("dm", "hand", False, "r_cost_filter"),
                                                    ("ritual", "gy", False, "r_cost_place")])
def test_reveal_a_card_in_the_hand(imported, shown, where, ok, rule):
    assert "cost(rite_sage,1,reveal(1,hand))" in compiled(next(c for c in CARDS if c["name"] == "Rite Sage"))
    expect = f"zones: {{{shown}: {where}}}\n  life_points: {{you: 8000}}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Rite Sage reveals {shown} from the {where}
cards:
  - {{id: sage, name: Rite Sage, owner: you, zone: monster_zone}}
  - {{id: ritual, name: Rite Giant, owner: you, zone: {where if shown == "ritual" else "hand"}}}
  - {{id: dm, name: Dark Magician, owner: you, zone: hand}}
actions:
  - chain: [{{card: sage, cost: {{reveal: [{shown}]}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("how, ok", [("special", True), ("normal", False)])
def test_special_summoned_target(imported, how, ok):
    summon = ("chain: [{card: reborn, targets: [dm]}]" if how == "special" else "summon: {card: dm, how: normal}")
    expect = "zones: {dm: gy}" if ok else 'illegal: [{at: "2.1", rule: r_target}]'
    holds(f"""
name: Summon Breaker targets a monster that was {how} Summoned
turn: opp
cards:
  - {{id: breaker, name: Summon Breaker, owner: you, zone: spell_trap_zone}}
  - {{id: reborn, name: Monster Reborn, owner: opp, zone: hand}}
  - {{id: dm, name: Gate Sentinel, owner: opp, zone: {"gy" if how == "special" else "hand"}}}
actions:
  - {summon}
  - chain: [{{card: breaker, targets: [dm]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("pick, ok", [("low", True), ("dm", False)])
def test_a_printed_atk_filter_in_the_gy(imported, pick, ok):
    expect = f"zones: {{{pick}: monster_zone}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Low Call targets a monster with 1500 or less ATK in the GY ({pick})
cards:
  - {{id: call, name: Low Call, owner: you, zone: hand}}
  - {{id: low, name: Gate Sentinel, owner: you, zone: gy}}
  - {{id: dm, name: Dark Magician, owner: you, zone: gy}}
actions:
  - chain: [{{card: call, targets: [{pick}]}}]
expect:
  {expect}
""")


def test_activate_this_card_by_paying_lp():
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": "Activate this card by paying 800 LP; draw 1 card."})
    assert "cost(probe,1,pay_lp(800))" in got and "condition(probe,1,not_understood)" not in got


@pytest.mark.parametrize("pick, ok", [("summoned", True), ("other", False)])
def test_target_one_of_those_monsters(imported, pick, ok):
    got = compiled(next(c for c in CARDS if c["name"] == "Those Breaker"))
    assert {"target(those_breaker,1,1,monster,monster_zone,any)", "condition(those_breaker,1,target_is_event_card(1))"} <= got
    expect = f"zones: {{{pick}: gy}}" if ok else 'illegal: [{at: "2.1", rule: r_condition}]'
    holds(f"""
name: Those Breaker targets {"the Summoned monster" if ok else "another monster"}
turn: opp
cards:
  - {{id: breaker, name: Those Breaker, owner: you, zone: spell_trap_zone}}
  - {{id: summoned, name: Gate Sentinel, owner: opp, zone: hand}}
  - {{id: other, name: Twin Sage, owner: opp, zone: monster_zone}}
actions:
  - summon: {{card: summoned, how: normal}}
  - chain: [{{card: breaker, targets: [{pick}]}}]
expect:
  {expect}
""")


# ---- this card and other cards, Tributes from the hand, "it" (r_cost_with_self, r_cost_tribute_place) ----

def test_this_card_and_others_compile():
    by_name = {c["name"]: c for c in CARDS}
    assert {"cost(pair_grave_sage,1,banish(self))", "cost(pair_grave_sage,1,banish_from_gy(1))", "activate_from(pair_grave_sage,1,gy)",
            "cost_where(pair_grave_sage,1,banish,both(card_type(monster),name_has(\"Sage\")))"} <= compiled(by_name["Pair Grave Sage"])
    assert {"cost(pair_hand_sage,1,discard(self))", "cost(pair_hand_sage,1,discard(1))", "activate_from(pair_hand_sage,1,hand)",
            "cost_where(pair_hand_sage,1,discard,card_type(spell))"} <= compiled(by_name["Pair Hand Sage"])
    assert {"cost(offering_sage,1,tribute_from(1,hand))", "cost_other(offering_sage,1,tribute)"} <= compiled(by_name["Offering Sage"])
    assert {"cost(lift_sage,1,tribute_from(self,either(hand,face_up_field)))", "activate_from(lift_sage,1,hand)",
            "activate_from(lift_sage,1,monster_zone)"} <= compiled(by_name["Lift Sage"])
    assert {"cost(echo_grave_sage,1,banish(self))", "activate_from(echo_grave_sage,1,gy)"} <= compiled(by_name["Echo Grave Sage"])
    assert {"activate_from(shown_pair_sage,1,hand)", "cost(shown_pair_sage,1,reveal(1,hand))",
            "cost_other(shown_pair_sage,1,reveal)"} <= compiled(by_name["Shown Pair Sage"])
    assert "cost(probe,1,discard(1))" in compiled(monster("Probe", "You can discard 1 card to the GY; draw 1 card."))
    assert "cost(probe,1,tribute_from(1,face_up_field))" in compiled(monster("Probe", "You can Tribute 1 face-up monster; draw 1 card."))
    declared = compiled(monster("Probe", "You can declare 1 Monster Type and 1 Attribute; draw 1 card."))
    assert "condition(probe,1,not_understood)" not in declared
    got = compiled(monster("Probe", "You can send 1 \"Sage\" monster from your Deck to the GY, except \"Twin Sage\"; draw 1 card."))
    assert "cost_where(probe,1,send_to_gy,both(both(card_type(monster),name_has(\"Sage\")),card_not_named(\"Twin Sage\")))" in got
    got = compiled(monster("Probe", "You can banish this card from your GY and discard 1 \"Sage\" card; draw 1 card."))
    assert {"cost(probe,1,banish(self))", "activate_from(probe,1,gy)", "cost(probe,1,discard(1))",
            "cost_where(probe,1,discard,name_has(\"Sage\"))"} <= got
    assert {"cost(ash_sage,1,send_to_gy(self))", "cost(ash_sage,1,send_to_gy_from(1,face_up_field))"} <= compiled(by_name["Ash Sage"])
    # two costs are read only when both are
    got = compiled(monster("Probe", "You can banish this card from your GY and discard 1 Fiend card in your mind; draw 1 card."))
    assert "condition(probe,1,not_understood)" in got and "cost(probe,1,banish(self))" not in got
    # "it" is this card only when the head names no other card
    other = monster("Other Sage", "If a monster is sent to your GY: You can banish it; draw 1 card.")
    assert "cost(other_sage,1,banish(self))" not in compiled(other)
    other = monster("Other Sage", "When this card destroys an opponent's monster by battle: You can banish it; draw 1 card.")
    assert "cost(other_sage,1,banish(self))" not in compiled(other)
    # this card in one of two places and the others in the same two: not read
    both = monster("Both Sage", "You can banish this card and 1 monster from your hand or GY; draw 1 card.")
    assert "condition(both_sage,1,not_understood)" in compiled(both)


@pytest.mark.parametrize("paid, ok, rule", [("twin", True, None), ("dm", False, "r_cost_filter"), ("none", False, "r_cost")])
def test_banish_this_card_and_another_from_the_gy(imported, paid, ok, rule):
    cost = "" if paid == "none" else f", cost: {{banish: [{paid}]}}"
    expect = "zones: {sage: banished, twin: banished, dm: gy}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Pair Grave Sage banishes itself and {paid} from the GY
cards:
  - {{id: sage, name: Pair Grave Sage, owner: you, zone: gy}}
  - {{id: twin, name: Twin Sage, owner: you, zone: gy}}
  - {{id: dm, name: Dark Magician, owner: you, zone: gy}}
actions:
  - chain: [{{card: sage{cost}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("paid, ok", [("call", True), ("strike", False)])
def test_discard_this_card_and_a_spell(imported, paid, ok):
    expect = "zones: {sage: gy, call: gy}" if ok else 'illegal: [{at: "1.1", rule: r_cost_filter}]'
    holds(f"""
name: Pair Hand Sage discards itself and {paid}
cards:
  - {{id: sage, name: Pair Hand Sage, owner: you, zone: hand}}
  - {{id: call, name: Low Call, owner: you, zone: hand}}
  - {{id: strike, name: Twin Strike, owner: you, zone: hand}}
actions:
  - chain: [{{card: sage, cost: {{discard: [{paid}]}}}}]
expect:
  {expect}
""")


def test_the_other_card_is_not_this_card(imported):
    holds("""
name: Pair Hand Sage names itself as the Spell it discards
cards:
  - {id: sage, name: Pair Hand Sage, owner: you, zone: hand}
  - {id: call, name: Low Call, owner: you, zone: hand}
actions:
  - chain: [{card: sage, cost: {discard: [sage]}}]
expect:
  illegal: [{at: "1.1", rule: r_cost}]
""")


@pytest.mark.parametrize("paid, where, ok, rule", [("giant", "hand", True, None), ("twin", "hand", False, "r_cost_filter"),
                                                   ("giant", "monster_zone", False, "r_cost_place")])
def test_tribute_from_the_hand(imported, paid, where, ok, rule):
    expect = f"zones: {{{paid}: gy}}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Offering Sage Tributes {paid} from the {where}
cards:
  - {{id: sage, name: Offering Sage, owner: you, zone: monster_zone}}
  - {{id: {paid}, name: {"Rite Giant" if paid == "giant" else "Twin Sage"}, owner: you, zone: {where}}}
actions:
  - chain: [{{card: sage, cost: {{tribute: [{paid}]}}}}]
expect:
  {expect}
""")


def test_tribute_a_spell_from_the_hand_is_refused(imported):
    holds("""
name: Offering Sage names a Spell in the hand as its Tribute
cards:
  - {id: sage, name: Offering Sage, owner: you, zone: monster_zone}
  - {id: call, name: Low Call, owner: you, zone: hand}
actions:
  - chain: [{card: sage, cost: {tribute: [call]}}]
expect:
  illegal: [{at: "1.1", rule: r_cost_tribute_place}]
""")


@pytest.mark.parametrize("where", ["hand", "monster_zone"])
def test_tribute_this_card_from_the_hand_or_field(imported, where):
    holds(f"""
name: Lift Sage Tributes itself from the {where}
cards:
  - {{id: sage, name: Lift Sage, owner: you, zone: {where}}}
actions:
  - chain: [{{card: sage}}]
expect:
  zones: {{sage: gy}}
  life_points: {{you: 8000}}
""")


def test_banish_it_from_the_gy(imported):
    holds("""
name: Echo Grave Sage banishes itself from the GY
cards:
  - {id: sage, name: Echo Grave Sage, owner: you, zone: gy}
actions:
  - chain: [{card: sage}]
expect:
  zones: {sage: banished}
""")


@pytest.mark.parametrize("shown, ok", [("giant", True), ("sage", False)])
def test_reveal_this_card_and_another(imported, shown, ok):
    expect = "zones: {sage: hand, giant: hand}" if ok else 'illegal: [{at: "1.1", rule: r_cost_other}]'
    holds(f"""
name: Shown Pair Sage reveals itself and {shown}
cards:
  - {{id: sage, name: Shown Pair Sage, owner: you, zone: hand}}
  - {{id: giant, name: Rite Giant, owner: you, zone: hand}}
actions:
  - chain: [{{card: sage, cost: {{reveal: [{shown}]}}}}]
expect:
  {expect}
""")


def test_target_that_monster_compiles():
    def trap(text):
        return compiled({"card_type": "Trap", "property": "Normal", "name": "Probe", "text": text})
    got = trap("When a monster you control is destroyed by battle and sent to the GY: Target that monster; Special Summon it.")
    assert {"target(probe,1,1,monster,gy,any)", "condition(probe,1,target_is_event_card(1))"} <= got
    # "that monster you control" after it left the field; "those destroyed monsters" after a Summon: not read
    assert "condition(probe,1,not_understood)" in trap(
        "When a monster you control is destroyed by battle and sent to the GY: Target that monster you control; Special Summon it.")
    assert "condition(probe,1,not_understood)" in trap("When a monster is Normal Summoned: Target 1 of those destroyed monsters; destroy it.")


@pytest.mark.parametrize("pick, ok", [("destroyed", True), ("before", False)])
def test_target_one_of_those_destroyed_monsters(imported, pick, ok):
    got = compiled(next(c for c in CARDS if c["name"] == "Grave Breaker"))
    assert {"target(grave_breaker,1,1,monster,gy,any)", "target(grave_breaker,1,1,monster,banished,any)",
            "condition(grave_breaker,1,target_is_event_card(1))"} <= got
    expect = "life_points: {you: 8000}" if ok else 'illegal: [{at: "2.1", rule: r_condition}]'
    holds(f"""
name: Grave Breaker targets {"a monster Dark Hole destroyed" if ok else "a monster that was in the GY before"}
cards:
  - {{id: breaker, name: Grave Breaker, owner: you, zone: spell_trap_zone}}
  - {{id: hole, name: Dark Hole, owner: you, zone: hand}}
  - {{id: destroyed, name: Twin Sage, owner: opp, zone: monster_zone}}
  - {{id: before, name: Twin Sage, owner: opp, zone: gy}}
actions:
  - chain: [{{card: hole}}]
  - chain: [{{card: breaker, targets: [{pick}]}}]
expect:
  {expect}
""")


# ---- counters (asp/chain/counters.lp: r_counter_cost, r_counter_condition, r_counters_leave) ----

def test_counter_costs_compile():
    by_name = {c["name"]: c for c in CARDS}
    assert "cost(counter_sage,1,remove_counters(spell,2))" in compiled(by_name["Counter Sage"])
    assert {"cost(full_sage,1,tribute(self))", "condition(full_sage,1,self_counters_at_least(spell,3))"} <= compiled(by_name["Full Sage"])
    # a kind the rules do not declare: not read (a counter simply named "counter": tests/test_cardtext_costs12.py)
    assert "condition(probe,1,not_understood)" in compiled(monster("Probe", "You can remove 1 Zap Counter from this card; draw 1 card."))


@pytest.mark.parametrize("start, ok", [(2, True), (1, False), (3, True)])
def test_remove_counters_as_a_cost(imported, start, ok):
    expect = "life_points: {you: 8000}" if ok else 'illegal: [{at: "1.1", rule: r_counter_cost}]'
    holds(f"""
name: Counter Sage with {start} Spell Counter(s) removes 2
cards:
  - {{id: sage, name: Counter Sage, owner: you, zone: monster_zone, counters: {{spell: {start}}}}}
actions:
  - chain: [{{card: sage}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("start, can", [(3, "no"), (4, "yes")])
def test_removed_counters_are_gone(imported, start, can):
    why = "\n  reasons: {again: r_counter_cost}" if can == "no" else ""
    holds(f"""
name: Counter Sage with {start} Spell Counters removes 2, then asks for 2 more
cards:
  - {{id: sage, name: Counter Sage, owner: you, zone: monster_zone, counters: {{spell: {start}}}}}
actions:
  - chain: [{{card: sage}}]
questions:
  - {{id: again, ask: can_activate, card: sage}}
expect:
  answers: {{again: "{can}"}}{why}
""")


@pytest.mark.parametrize("flipped", [True, False])
def test_counters_leave_with_the_card(imported, flipped):
    moon = "\n      - chain: [{card: moon, targets: [sage]}]" if flipped else " []"
    flip = "\n      - summon: {card: sage, how: flip}" if flipped else " []"
    why = "\n  reasons: {now: r_counter_cost}" if flipped else ""
    holds(f"""
name: Counter Sage {"flipped face-down by Book of Moon and Flip Summoned again" if flipped else "left alone"}, then its Spell Counters
cards:
  - {{id: sage, name: Counter Sage, owner: you, zone: monster_zone, counters: {{spell: 2}}}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: spell_trap_zone, face: down}}
turns:
  - player: opp
    actions:{moon}
  - player: you
    actions:{flip}
questions:
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{now: "{"no" if flipped else "yes"}"}}{why}
""")


@pytest.mark.parametrize("start, ok", [(3, True), (2, False)])
def test_tribute_this_card_with_counters_on_it(imported, start, ok):
    expect = "zones: {sage: gy}" if ok else 'illegal: [{at: "1.1", rule: r_condition}]'
    holds(f"""
name: Full Sage with {start} Spell Counters Tributes itself
cards:
  - {{id: sage, name: Full Sage, owner: you, zone: monster_zone, counters: {{spell: {start}}}}}
actions:
  - chain: [{{card: sage}}]
expect:
  {expect}
""")


def test_counters_only_on_face_up_cards_on_the_field(imported):
    from pyfacade.errors import JudgeError
    from pyfacade.inputs.scenario import load_text
    with pytest.raises(JudgeError, match="counters are only on face-up cards"):
        load_text("""
name: Spell Counters on a card in the hand
cards:
  - {id: sage, name: Counter Sage, owner: you, zone: hand, counters: {spell: 2}}
actions: []
""", "counters.yaml")


@pytest.mark.parametrize("paid, ok, rule", [("own_set", True, None), ("own_monster", False, "r_cost_filter"),
                                            ("opp_set", False, "r_cost_place")])
def test_own_set_card_pays_a_card_type_cost(imported, paid, ok, rule):
    assert {"cost(set_sender_sage,1,send_to_gy_from(1,either(hand,field)))",
            "cost_where(set_sender_sage,1,send_to_gy,either(card_type(spell),card_type(trap)))"} <= compiled(
        next(c for c in CARDS if c["name"] == "Set Sender Sage"))
    expect = "zones: {own_set: gy}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Set Sender Sage sends {paid} as its Spell/Trap
cards:
  - {{id: sage, name: Set Sender Sage, owner: you, zone: monster_zone}}
  - {{id: own_set, name: Twin Strike, owner: you, zone: spell_trap_zone, face: down}}
  - {{id: own_monster, name: Twin Sage, owner: you, zone: monster_zone, face: down, position: defense}}
  - {{id: opp_set, name: Twin Strike, owner: opp, zone: spell_trap_zone, face: down}}
actions:
  - chain: [{{card: sage, cost: {{send_to_gy: [{paid}]}}}}]
expect:
  {expect}
""")


# ---- targets: "1 X or 1 Y", "Level N or M", "that has a Level", either side ----

def test_target_alternatives_compile():
    def trap(text):
        return compiled({"card_type": "Trap", "property": "Normal", "name": "Probe", "text": text})
    got = trap("Target 1 \"Sage\" or 1 Plant monster in your GY; Special Summon it.")
    # "1 \"X\" or 1 Y": the card named X (not a "Sage" card) or a Plant monster
    assert {"target(probe,1,1,card,gy,own)",
            "target_where(probe,1,1,either(card_named(\"Sage\"),both(card_type(monster),monster_type(plant))))"} <= got
    got = trap("Target 1 Level 7 or 8 Dragon monster in your GY; Special Summon it.")
    assert "target_where(probe,1,1,both(either(level_between(7,7),level_between(8,8)),monster_type(dragon)))" in got
    got = trap("Target 1 face-up monster you control that has a Level; destroy it.")
    assert {"target(probe,1,1,monster,monster_zone,own)", "target_where(probe,1,1,level_between(0,99))"} <= got
    got = compiled(next(c for c in CARDS if c["name"] == "Side Strike"))
    assert {"target(side_strike,1,1,monster,monster_zone,any)",
            "target_where(side_strike,1,1,either(both(name_has(\"Sage\"),controlled_by(own)),"
            "both(face_up_monster,controlled_by(opponent))))"} <= got
    got = trap("Target 1 face-up Monster Card in any Spell & Trap Zone; destroy it.")
    assert {"target(probe,1,1,card,spell_trap_zone,any)", "target_where(probe,1,1,card_type(monster))", "target_face(probe,1,1,up)"} <= got
    assert "condition(probe,1,not_understood)" in trap("Target 1 Monster Card you control; destroy it.")  # Monster Zone or S/T Zone
    got = trap("Target 1 card in your opponent's field or GY; banish it.")
    assert {"target(probe,1,1,card,field,opponent)", "target(probe,1,1,card,gy,opponent)"} <= got
    got = trap("Target 1 \"Sage\" Field Spell in your Field Zone; destroy it.")
    assert {"target(probe,1,1,spell,field_zone,own)", "target_face(probe,1,1,up)",
            "target_where(probe,1,1,both(name_has(\"Sage\"),subtype(field)))"} <= got
    # two alternatives on one side are not this form
    assert "condition(probe,1,not_understood)" in trap("Target 1 Fiend monster you control or 1 Fairy monster you control; destroy it.")
    got = compiled(monster("Probe", "You can Tribute 1 other \"Sage\" monster, or 1 Ritual Monster, from your hand or field; draw 1 card."))
    assert {"cost(probe,1,tribute_from(1,either(hand,field)))", "cost_where(probe,1,tribute,either(name_has(\"Sage\"),subtype(ritual)))"} <= got


@pytest.mark.parametrize("pick, ok", [("own_sage", True), ("own_dm", False), ("opp_up", True), ("opp_down", False)])
def test_target_either_side(imported, pick, ok):
    expect = f"zones: {{{pick}: gy}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Side Strike targets {pick}
cards:
  - {{id: strike, name: Side Strike, owner: you, zone: spell_trap_zone}}
  - {{id: own_sage, name: Twin Sage, owner: you, zone: monster_zone}}
  - {{id: own_dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: opp_up, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: opp_down, name: Twin Sage, owner: opp, zone: monster_zone, face: down, position: defense}}
actions:
  - chain: [{{card: strike, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("paid, ok, rule", [("[a, a, b]", True, None), ("[a, a, a]", False, "r_counter_cost"),
                                            ("[a, b]", False, "r_counter_cost"), ("[a, a, c]", False, "r_counter_cost")])
def test_remove_counters_from_your_field(imported, paid, ok, rule):
    assert "cost(field_counter_sage,1,remove_counters_from_field(spell,3))" in compiled(
        next(c for c in CARDS if c["name"] == "Field Counter Sage"))
    expect = "life_points: {you: 8000}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Field Counter Sage removes Spell Counters {paid} (a has 2, b has 1, c is the opponent's)
cards:
  - {{id: sage, name: Field Counter Sage, owner: you, zone: monster_zone}}
  - {{id: a, name: Counter Sage, owner: you, zone: monster_zone, counters: {{spell: 2}}}}
  - {{id: b, name: Twin Sage, owner: you, zone: monster_zone, counters: {{spell: 1}}}}
  - {{id: c, name: Twin Sage, owner: opp, zone: monster_zone, counters: {{spell: 4}}}}
actions:
  - chain: [{{card: sage, cost: {{counters: {paid}}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("on_b, can", [(1, "yes"), (0, "no")])
def test_can_remove_counters_from_your_field(imported, on_b, can):
    b = f", counters: {{spell: {on_b}}}" if on_b else ""
    holds(f"""
name: Field Counter Sage with {2 + on_b} Spell Counters on its side of the field
cards:
  - {{id: sage, name: Field Counter Sage, owner: you, zone: monster_zone}}
  - {{id: a, name: Counter Sage, owner: you, zone: monster_zone, counters: {{spell: 2}}}}
  - {{id: b, name: Twin Sage, owner: you, zone: monster_zone{b}}}
  - {{id: c, name: Twin Sage, owner: opp, zone: monster_zone, counters: {{spell: 4}}}}
actions: []
questions:
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{now: "{can}"}}
""")


@pytest.mark.parametrize("face, ok", [("up", True), ("down", False)])
def test_send_two_including_this_card(imported, face, ok):
    expect = "zones: {sage: gy, other: gy}" if ok else 'illegal: [{at: "1.1", rule: r_cost_place}]'
    holds(f"""
name: Ash Sage sends itself and a face-{face} card it controls
cards:
  - {{id: sage, name: Ash Sage, owner: you, zone: monster_zone}}
  - {{id: other, name: Twin Strike, owner: you, zone: spell_trap_zone, face: {face}}}
actions:
  - chain: [{{card: sage, cost: {{send_to_gy: [other]}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("card, where, other, can", [
    ("Pair Grave Sage", "gy", "{id: twin, name: Twin Sage, owner: you, zone: gy}", "yes"),
    ("Pair Grave Sage", "gy", "{id: dm, name: Dark Magician, owner: you, zone: gy}", "no"),  # no "Sage" monster but itself
    ("Pair Grave Sage", "gy", "{id: twin, name: Twin Sage, owner: opp, zone: gy}", "no"),  # the opponent's GY
    ("Offering Sage", "monster_zone", "{id: giant, name: Rite Giant, owner: you, zone: hand}", "yes"),
    ("Offering Sage", "monster_zone", "{id: giant, name: Rite Giant, owner: you, zone: deck}", "no"),
    ("Set Sender Sage", "monster_zone", "{id: set, name: Twin Strike, owner: you, zone: spell_trap_zone, face: down}", "yes"),
])
def test_a_cost_from_a_place_needs_cards_there(imported, card, where, other, can):
    why = "\n  reasons: {now: r_cost_payable}" if can == "no" else ""
    holds(f"""
name: "{card} with {other}"
cards:
  - {{id: sage, name: {card}, owner: you, zone: {where}}}
  - {other}
actions: []
questions:
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{now: "{can}"}}{why}
""")


# ---- round 4: alternatives inside a noun phrase, shared places, "except this card" ----

@pytest.mark.parametrize("card", [
    "Target 1 Level 8 LIGHT or DARK Dragon monster in your GY; Special Summon it.",
    "Target 1 face-up Fish, Sea Serpent, or Aqua monster you control; it gains 500 ATK.",
    "Target 1 Level 4 or lower WIND Dragon or Winged Beast monster in your GY; Special Summon it.",
    "Target 1 Level 3 or lower \"Blue-Eyes\" or \"Dragon\" monster in your GY; Special Summon it.",
    "Target 3 \"Blue-Eyes\" and/or \"Dragon\" cards in your GY; shuffle them into the Deck.",
    "Target 1 Dragon and 1 Spellcaster monster in your GY; shuffle them into the Deck.",
    "Target 1 \"Blue-Eyes\" monster and 1 Quick-Play Spell in your GY; add them to your hand.",
    "Target 1 monster in either GY, except this card; banish it.",
    "Target 1 card on the field, except this one; destroy it.",
    "Target 1 Normal Monster in your GY or banishment; Special Summon it.",
    "Target 2 of your Dragon monsters that are banished and/or in your GY; shuffle them into the Deck.",
    "Target 2 cards in your Pendulum Zones; destroy them.",
    "Target 1 Spell/Trap on each field; destroy them.",
    "Target 2 face-up Spell Cards on the field (1 from each side of the field); banish them.",
    "Target 1 Defense Position monster; change it to face-up Attack Position.",
    "Target 1 face-up card in either Spell & Trap Zone; return it to the hand.",
    "Target 1 face-up monster you control and declare 1 Attribute; it becomes that Attribute.",
    "Target 1 monster on the field with 2000 or more ATK; destroy it.",
    "Target 2 DARK monsters with 0 DEF in your GY; add them to your hand.",
    "Target 1 non-Tuner \"Blue-Eyes\" monster in your GY; Special Summon it.",
    "Target 3 \"Blue-Eyes\" monsters with different names in your GY; shuffle them into the Deck.",
    "Target 1 Link-3 or lower Cyberse Link Monster in your GY; Special Summon it.",
    "Target another face-up Level 4 or lower \"Blue-Eyes\" monster you control; it gains 500 ATK.",
    "Target up to 3 of your other banished \"Blue-Eyes\" cards; shuffle them into the Deck.",
    "Target 2 monsters your opponent controls that were Special Summoned from the Extra Deck; shuffle them into the Deck.",
])
def test_round_four_target_shapes_are_understood(card):
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": card})
    assert any(f.startswith("target(probe,1,1,") for f in got)
    assert "condition(probe,1,not_understood)" not in got, got


def test_alternatives_inside_a_phrase_keep_the_words_around_them():
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe",
                    "text": "Target 1 Level 8 LIGHT or DARK Dragon monster in your GY; Special Summon it."})
    assert ("target_where(probe,1,1,either(both(level_between(8,8),both(attribute(light),monster_type(dragon))),"
            "both(level_between(8,8),both(attribute(dark),monster_type(dragon)))))") in got


def test_a_shared_place_gives_each_slot_its_own_filter():
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe",
                    "text": "Target 1 \"Blue-Eyes\" and 1 Spellcaster monster in your GY; add them to your hand."})
    # "1 \"X\"" alone is the card named X (the shortest shared end: the place), not an "X" monster
    assert {"target(probe,1,1,card,gy,own)", 'target_where(probe,1,1,card_named("Blue-Eyes"))',
            "target(probe,1,2,monster,gy,own)", "target_where(probe,1,2,monster_type(spellcaster))"} <= got


def test_other_in_a_later_group_that_overlaps_is_not_guessed():
    # "2 other cards": other than the Field Spell, or than this card too? the text does not say
    got = compiled(monster("Probe", "You can target 1 Field Spell and 2 other cards on the field; destroy them."))
    assert "condition(probe,1,not_understood)" in got
    # on another side "other" can only be about this card (target_other)
    got = compiled(monster("Probe", "You can target 1 monster your opponent controls and 1 other \"Sage\" monster you control; "
                                    "destroy them."))
    assert "target_other(probe,1,2)" in got and "condition(probe,1,not_understood)" not in got


@pytest.mark.parametrize("text, facts", [
    ("You can Tribute 1 \"Sage\" monster and this card; draw 1 card.",
     {"cost(probe,1,tribute(self))", "cost(probe,1,tribute(1))", 'cost_where(probe,1,tribute,name_has("Sage"))'}),
    ("You can banish 1 Spellcaster monster and this card from your GY; draw 1 card.",
     {"cost(probe,1,banish(self))", "cost(probe,1,banish_from_gy(1))", "activate_from(probe,1,gy)"}),
    ("You can pay half your Life Points; draw 1 card.", {"cost(probe,1,pay_half_lp)"}),
    ("You can pay 1000 LP and declare 1 Monster Type and 1 Attribute; draw 1 card.", {"cost(probe,1,pay_lp(1000))"}),
    ("You can send 1 WATER monster from your hand to your GY; draw 1 card.", {"cost(probe,1,send_to_gy(1))"}),
    ("You can send 1 Zombie monster from your hand or face-up from your field to the GY; draw 1 card.",
     {"cost(probe,1,send_to_gy_from(1,either(hand,face_up_field)))"}),
    ("You can banish 2 Fish monsters from your hand and/or GY; draw 1 card.", {"cost(probe,1,banish_from(2,either(hand,gy)))"}),
    ("You can detach 1 Xyz Material you control; draw 1 card.", {"cost(probe,1,detach_from_own(1))"}),
    ("You can discard 2 cards, including this card; draw 1 card.",
     {"cost(probe,1,discard(self))", "cost(probe,1,discard(1))", "activate_from(probe,1,hand)"}),
    ("You can send 1 Plant monster from your hand or face-up from your side of the field to the GY; draw 1 card.",
     {"cost(probe,1,send_to_gy_from(1,either(hand,face_up_field)))"}),
    ("If this card is banished: You can shuffle this banished card into the Deck; draw 1 card.",
     {"cost(probe,1,shuffle_into_deck(self))", "activate_from(probe,1,banished)"}),
    ("You can discard this card and 1 EARTH monster to the GY; draw 1 card.",
     {"cost(probe,1,discard(self))", "cost(probe,1,discard(1))", "activate_from(probe,1,hand)"}),
    ("You can banish 1 face-up Fish, Sea Serpent, or Aqua monster you control; draw 1 card.",
     {"cost(probe,1,banish_from(1,face_up_field))"}),
])
def test_round_four_cost_shapes(text, facts):
    got = compiled(monster("Probe", text))
    assert facts <= got and "condition(probe,1,not_understood)" not in got, got


@pytest.mark.parametrize("pick, ok", [("twin", True), ("gate", False)])
def test_a_prefixed_alternative_target_in_the_gy(imported, pick, ok):
    expect = f"zones: {{{pick}: banished}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Kin Pick targets a Level 4 or lower DARK Spellcaster or Dragon ({pick})
cards:
  - {{id: kin, name: Kin Pick, owner: you, zone: spell_trap_zone}}
  - {{id: twin, name: Twin Sage, owner: you, zone: gy}}
  - {{id: gate, name: Gate Sentinel, owner: you, zone: gy}}
actions:
  - chain: [{{card: kin, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("picks, ok", [("[twin, gate]", True), ("[twin, deck]", False)])
def test_a_shared_place_with_two_filters(imported, picks, ok):
    expect = "zones: {twin: banished, gate: banished}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Pair Pick targets 1 DARK and 1 EARTH monster in the GY ({picks})
cards:
  - {{id: pair, name: Pair Pick, owner: you, zone: spell_trap_zone}}
  - {{id: twin, name: Twin Sage, owner: you, zone: gy}}
  - {{id: gate, name: Gate Sentinel, owner: you, zone: gy}}
  - {{id: deck, name: Deck Sage, owner: you, zone: gy}}
actions:
  - chain: [{{card: pair, targets: {picks}}}]
expect:
  {expect}
""")


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
@pytest.mark.parametrize("name, number, facts", [
    ("Duality", 2, {"target(duality,2,2,monster,gy,own)", "target_where(duality,2,1,attribute(light))",
                    "target_where(duality,2,2,attribute(dark))"}),
    ("Mask Charge", 1, {"target(mask_charge,1,1,monster,gy,own)", "target(mask_charge,1,2,spell,gy,own)",
                        'target_where(mask_charge,1,2,both(name_has("Change"),subtype(quick_play)))'}),
    ("Paladin of Felgrand", 3, {"cost(paladin_of_felgrand,3,tribute(1))", "cost(paladin_of_felgrand,3,tribute(self))"}),
    ("Hexe Trude", 2, {"target(hexe_trude,2,1,card,field,any)", "target_other(hexe_trude,2,1)"}),
    ("Surface", 1, {"target_where(surface,1,1,either(both(level_between(1,3),monster_type(fish)),"
                    "either(both(level_between(1,3),monster_type(sea_serpent)),both(level_between(1,3),monster_type(aqua)))))"}),
])
def test_round_four_real_cards(name, number, facts):
    card = next(json.loads(line) for line in DATA.open() if json.loads(line).get("name") == name)
    got = compiled(card)
    assert facts <= got, got
    assert not any(f.startswith("condition(") and f.endswith(f",{number},not_understood)") for f in got)


def test_non_filters_compile():
    by_name = {c["name"]: c for c in CARDS}
    assert "target_where(plain_pick,1,1,non(subtype(tuner)))" in compiled(by_name["Plain Pick"])
    got = compiled(by_name["Bright Strike"])
    assert {"target_face(bright_strike,1,1,up)", "target_where(bright_strike,1,1,non(attribute(dark)))"} <= got
    # "non-Effect": a Gemini monster in the GY is a Normal Monster there, which the subtype filter does not see
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": "Target 1 non-Effect Monster in your GY; banish it."})
    assert "condition(probe,1,not_understood)" in got


@pytest.mark.parametrize("pick, ok", [("twin", True), ("tune", False)])
def test_a_non_tuner_in_the_gy(imported, pick, ok):
    expect = f"zones: {{{pick}: banished}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Plain Pick targets a non-Tuner monster in the GY ({pick})
cards:
  - {{id: pp, name: Plain Pick, owner: you, zone: spell_trap_zone}}
  - {{id: twin, name: Twin Sage, owner: you, zone: gy}}
  - {{id: tune, name: Tune Sage, owner: you, zone: gy}}
actions:
  - chain: [{{card: pp, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("pick, face, ok", [("gate", "up", True), ("twin", "up", False), ("gate", "down", False)])
def test_a_non_dark_monster_on_the_field(imported, pick, face, ok):
    expect = f"zones: {{{pick}: gy}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    position = "attack" if face == "up" else "defense"
    holds(f"""
name: Bright Strike targets a face-{face} non-DARK monster ({pick})
cards:
  - {{id: bs, name: Bright Strike, owner: you, zone: spell_trap_zone}}
  - {{id: twin, name: Twin Sage, owner: opp, zone: monster_zone}}
  - {{id: gate, name: Gate Sentinel, owner: opp, zone: monster_zone, face: {face}, position: {position}}}
actions:
  - chain: [{{card: bs, targets: [{pick}]}}]
expect:
  {expect}
""")


def test_one_on_each_field_is_a_slot_per_side():
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": "Target 1 Spell/Trap on each field; destroy them."})
    assert {"target(probe,1,1,spell_trap,field,own)", "target(probe,1,2,spell_trap,field,opponent)"} <= got


def test_a_plural_quoted_name_after_a_count_is_not_guessed():
    # "2 \"Volcanic Scattershots\"": the plural of "Volcanic Scattershot", or a card of that name?
    got = compiled(monster("Probe", "You can send 2 \"Volcanic Scattershots\" from your hand and/or Deck to the GY; draw 1 card."))
    assert "condition(probe,1,not_understood)" in got


def test_different_names_compile():
    by_name = {c["name"]: c for c in CARDS}
    got = compiled(by_name["Roll Call"])
    assert {"target_names_differ(roll_call,1)", "target(roll_call,1,2,monster,gy,own)",
            'target_where(roll_call,1,2,name_has("Sage"))'} <= got
    # one slot: "with different names" says nothing the compiler reads
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe",
                    "text": "Target 1 \"Sage\" monster with different names in your GY; banish it."})
    assert "condition(probe,1,not_understood)" in got


@pytest.mark.parametrize("picks, ok", [("[twin, deck]", True), ("[twin, twin2]", False)])
def test_targets_with_different_names(imported, picks, ok):
    expect = "zones: {twin: banished}" if ok else 'illegal: [{at: "1.1", rule: r_target_names_differ}]'
    holds(f"""
name: Roll Call targets two "Sage" monsters ({picks})
cards:
  - {{id: rc, name: Roll Call, owner: you, zone: spell_trap_zone}}
  - {{id: twin, name: Twin Sage, owner: you, zone: gy}}
  - {{id: twin2, name: Twin Sage, owner: you, zone: gy}}
  - {{id: deck, name: Deck Sage, owner: you, zone: gy}}
actions:
  - chain: [{{card: rc, targets: {picks}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("other, can", [("Deck Sage", "yes"), ("Twin Sage", "no")])
def test_different_names_needed_to_activate(imported, other, can):
    why = "\n  reasons: {q: r_target_names_differ}" if can == "no" else ""
    holds(f"""
name: can Roll Call be activated with Twin Sage and {other} in the GY?
cards:
  - {{id: rc, name: Roll Call, owner: you, zone: spell_trap_zone}}
  - {{id: twin, name: Twin Sage, owner: you, zone: gy}}
  - {{id: other, name: {other}, owner: you, zone: gy}}
questions:
  - {{id: q, ask: can_activate, card: rc}}
expect:
  answers: {{q: "{can}"}}{why}
""")


@pytest.mark.parametrize("pick, ok", [("small", True), ("big", False)])
def test_a_link_rating_filter_in_the_gy(imported, pick, ok):
    expect = f"zones: {{{pick}: banished}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Link Pick targets a Link-2 or lower monster in the GY ({pick})
cards:
  - {{id: lp, name: Link Pick, owner: you, zone: spell_trap_zone}}
  - {{id: small, name: Link Sage, owner: you, zone: gy}}
  - {{id: big, name: Big Link Sage, owner: you, zone: gy}}
actions:
  - chain: [{{card: lp, targets: [{pick}]}}]
expect:
  {expect}
""")


# ---- "activate 1 of these effects" (costs round 5) ------------------------------

def test_a_choice_goes_on_after_its_bullet_on_the_same_line():
    got = compiled(next(c for c in CARDS if c["name"] == "Line Sage"))
    assert {"choice_of(line_sage,1,2)", "cost(line_sage,1,pay_lp(500))", "cost(line_sage,2,pay_lp(500))",
            "op(line_sage,1,1,draw(1))", 'not_modelled(line_sage,1,"Then, gain 500 LP")', "op(line_sage,2,1,gain_lp(you,1000))",
            "usage_limit(line_sage,1,use_once_per_turn)", "usage_limit(line_sage,2,use_once_per_turn)"} <= got
    assert not any(f.startswith("condition(line_sage") for f in got)


def test_a_sentence_on_its_own_line_after_the_choices_is_not_guessed():
    # "Neither player can ...": about the whole effect, or the last choice? Not read.
    got = compiled(monster("Lone Sage", "You can pay 500 LP and activate 1 of these effects;\n● Draw 1 card.\n● Gain 1000 LP.\n"
                           "Neither player can activate cards or effects in response to this effect's activation."))
    assert "condition(lone_sage,1,not_understood)" in got and not any(f.startswith("choice_of(") for f in got)


def test_a_choice_with_a_target_is_a_choice():
    got = compiled(monster("Bullet Sage", "If this card is sent to the GY: You can activate 1 of these effects;\n● Draw 1 card.\n"
                           "● Target 1 card on the field; destroy it."))
    assert {"choice_of(bullet_sage,1,2)", "target(bullet_sage,2,1,card,field,any)", "op(bullet_sage,2,1,destroy(target(1)))",
            "condition(bullet_sage,2,if_event(sent_to_gy(self)))"} <= got


def test_a_choice_that_states_its_own_activation_condition_is_not_guessed():
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Crow Call", "text": "Activate 1 of these effects;\n● Draw 1 card.\n"
                    "● Activate only if your opponent controls a face-up Spirit monster. Draw 2 cards."})
    assert "condition(crow_call,1,not_understood)" in got and not any(f.startswith("choice_of(") for f in got)


def test_a_paid_choice_resolves(imported):
    holds("""
name: Line Sage pays 500 LP for its second choice and gains 1000 LP
cards:
  - {id: sage, name: Line Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: sage, effect: 2}]
expect:
  outcomes: {"1.1": resolved}
  life_points: {you: 8500}
""")


def test_the_choices_share_one_use(imported):
    holds("""
name: Line Sage's second choice after its first in the same turn
cards:
  - {id: sage, name: Line Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: sage, effect: 1}]
  - chain: [{card: sage, effect: 2}]
expect:
  illegal: [{at: "2.1", rule: r_limit_use}]
""")


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
@pytest.mark.parametrize("name, facts", [
    ("Gemini Ablation", {"cost(gemini_ablation,2,discard(1))", "cost(gemini_ablation,3,discard(1))", "choice_of(gemini_ablation,2,3)"}),
    ("Griffoh", {"cost(griffoh,1,discard(self))", "cost(griffoh,2,discard(self))", "choice_of(griffoh,1,2)"}),
    ("Lavalval Chain", {"cost(lavalval_chain,1,detach(1))", "cost(lavalval_chain,2,detach(1))", "choice_of(lavalval_chain,1,2)"}),
    ("B.E.S. Derringer Core", {"choice_of(b_e_s_derringer_core,2,3)"}),
    ("Emblema Oath", {"choice_of(emblema_oath,1,2)"}),
])
def test_round_five_choices_real_cards(name, facts):
    card = next(json.loads(line) for line in DATA.open() if json.loads(line).get("name") == name)
    got = compiled(card)
    assert facts <= got, got


# ---- round 6: counters anywhere on the field, the top of the Deck, this card from two places ----

ROUND_SIX = [
    monster("Kaiju Sage", "You can remove 2 Kaiju Counters from anywhere on the field; draw 1 card."),
    monster("Mill Sage", "You can send the top 2 cards of your Deck to the GY; draw 1 card."),
    monster("Exit Sage", "You can banish this card from the field; draw 1 card."),
    monster("Lift Send Sage", "You can send this card from your hand or face-up field to the GY; draw 1 card."),
    monster("Fused Sage", "2 Spellcaster monsters\nYou can Tribute this Fusion Summoned card; draw 1 card.",
            line="Spellcaster / Fusion / Effect", level=6),
    {"card_type": "Trap", "property": "Normal", "name": "Five Pick", "text": "Target 5 monsters in your GY; banish them."},
    monster("Tri Sage", "You can banish 1 other EARTH monster from your hand, face-up field, or GY; draw 1 card."),
    monster("Armor Sage", "You can send 1 Equip Card you control to the GY; draw 1 card."),
    {"card_type": "Spell", "property": "Equip", "name": "Sage Staff", "text": "Equip only to a Spellcaster monster. It gains 500 ATK."},
    {"card_type": "Spell", "property": "Continuous", "name": "Sage Banner", "text": "All Spellcaster monsters you control gain 100 ATK."},
]


@pytest.fixture
def imported_six(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, ROUND_SIX + [c for c in CARDS if c["name"] in ("Twin Sage", "Twin Strike", "Gate Sentinel")])


def test_round_six_costs_compile():
    by_name = {c["name"]: c for c in ROUND_SIX}
    assert "cost(kaiju_sage,1,remove_counters_anywhere(kaiju,2))" in compiled(by_name["Kaiju Sage"])
    assert "cost(mill_sage,1,send_deck_top_to_gy(2))" in compiled(by_name["Mill Sage"])
    top = monster("Top Sage", "You can send the top card of your Deck to the GY; draw 1 card.")
    assert "cost(top_sage,1,send_deck_top_to_gy(1))" in compiled(top)
    assert "cost(exit_sage,1,banish(self))" in compiled(by_name["Exit Sage"])
    assert {"cost(lift_send_sage,1,send_to_gy(self))", "activate_from(lift_send_sage,1,hand)",
            "activate_from(lift_send_sage,1,monster_zone)"} <= compiled(by_name["Lift Send Sage"])
    side = monster("Side Sage", "You can remove 1 Spell Counter from your side of the field; draw 1 card.")
    assert "cost(side_sage,1,remove_counters_from_field(spell,1))" in compiled(side)
    # a counter simply named "counter" (Yugipedia "Counter"): its own kind (tests/test_cardtext_costs12.py)
    plain = compile_card(from_mapping(monster("Plain Sage", "You can remove 1 counter from this card; draw 1 card."), "test"))
    assert not plain.effects[0].activation_missing


@pytest.mark.parametrize("paid, ok, rule", [("[a, c]", True, None), ("[c, c]", True, None), ("[a, a]", False, "r_counter_cost"),
                                            ("[a]", False, "r_counter_cost")])
def test_remove_counters_from_anywhere_on_the_field(imported_six, paid, ok, rule):
    expect = "life_points: {you: 8000}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Kaiju Sage removes Kaiju Counters {paid} (a, its own, has 1; c, the opponent's, has 2)
cards:
  - {{id: sage, name: Kaiju Sage, owner: you, zone: monster_zone}}
  - {{id: a, name: Twin Sage, owner: you, zone: monster_zone, counters: {{kaiju: 1}}}}
  - {{id: c, name: Twin Sage, owner: opp, zone: monster_zone, counters: {{kaiju: 2}}}}
  - {{id: d, name: Twin Sage, owner: you, zone: deck}}
actions:
  - chain: [{{card: sage, cost: {{counters: {paid}}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("on_c, can", [(1, "yes"), (0, "no")])
def test_can_remove_counters_from_anywhere_on_the_field(imported_six, on_c, can):
    c_counters = f", counters: {{kaiju: {on_c}}}" if on_c else ""
    why = "\n  reasons: {now: r_counter_cost_anywhere}" if can == "no" else ""
    holds(f"""
name: Kaiju Sage with {1 + on_c} Kaiju Counters on the field, one of them on its own side
cards:
  - {{id: sage, name: Kaiju Sage, owner: you, zone: monster_zone}}
  - {{id: a, name: Twin Sage, owner: you, zone: monster_zone, counters: {{kaiju: 1}}}}
  - {{id: c, name: Twin Sage, owner: opp, zone: monster_zone{c_counters}}}
actions: []
questions:
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{now: "{can}"}}{why}
""")


@pytest.mark.parametrize("paid, ok", [("[d1, d2]", True), ("[d1, h]", False)])
def test_send_the_top_of_the_deck(imported_six, paid, ok):
    expect = "zones: {d1: gy, d2: gy}" if ok else 'illegal: [{at: "1.1", rule: r_cost_place}]'
    holds(f"""
name: Mill Sage sends {paid} as the top 2 cards of its Deck
cards:
  - {{id: sage, name: Mill Sage, owner: you, zone: monster_zone}}
  - {{id: d1, name: Twin Sage, owner: you, zone: deck}}
  - {{id: d2, name: Twin Sage, owner: you, zone: deck}}
  - {{id: d3, name: Twin Sage, owner: you, zone: deck}}
  - {{id: h, name: Twin Sage, owner: you, zone: hand}}
actions:
  - chain: [{{card: sage, cost: {{send_to_gy: {paid}}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("deck, can", [(2, "yes"), (1, "no")])
def test_the_top_of_the_deck_needs_that_many_cards(imported_six, deck, can):
    cards = "\n".join(f"  - {{id: d{i}, name: Twin Sage, owner: you, zone: deck}}" for i in range(deck))
    why = "\n  reasons: {now: r_cost_payable}" if can == "no" else ""
    holds(f"""
name: Mill Sage with {deck} cards in its Deck
cards:
  - {{id: sage, name: Mill Sage, owner: you, zone: monster_zone}}
{cards}
actions: []
questions:
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{now: "{can}"}}{why}
""")


def test_round_six_phrases_compile():
    vern = compiled(monster("Vern Sage", "You can discard this card, and 1 monster or \"Vern\" card; draw 1 card."))
    assert {"cost(vern_sage,1,discard(self))", "cost(vern_sage,1,discard(1))",
            "cost_where(vern_sage,1,discard,either(card_type(monster),name_has(\"Vern\")))"} <= vern
    st = compiled({"card_type": "Trap", "property": "Normal", "name": "Set Strike",
                   "text": "Target 1 Spell or Trap Card on the field; destroy it."})
    assert "target(set_strike,1,1,spell_trap,field,any)" in st and not any(f.startswith("target_face") for f in st)
    # a face-down monster is a monster, which a card_type filter on the field does not see: not read
    mixed = compile_card(from_mapping({"card_type": "Trap", "property": "Normal", "name": "Mixed Strike",
                                       "text": "Target 1 monster or \"Vern\" card on the field; destroy it."}, "test"))
    assert mixed.effects[0].activation_missing
    beast = compiled({"card_type": "Spell", "property": "Normal", "name": "Beast Call",
                      "text": "Target 2 of your banished monsters (1 \"Tamer\" monster and 1 \"Beast\" monster); Special Summon them."})
    pos = compiled({"card_type": "Trap", "property": "Normal", "name": "Pose Strike",
                    "text": "Target 1 Special Summoned monster your opponent controls in face-up Attack Position; destroy it."})
    assert {"target_face(pose_strike,1,1,up)", "target_where(pose_strike,1,1,both(position(attack),special_summoned))"} <= pos
    stats = compiled({"card_type": "Trap", "property": "Normal", "name": "Stat Strike",
                      "text": "Target 1 monster you control with 1500 ATK/2100 DEF; destroy it."})
    assert "target_where(stat_strike,1,1,both(atk_between(1500,1500),def_between(2100,2100)))" in stats
    normal = compiled(monster("Normal Sage", "You can banish 1 \"Vern\" Normal Spell/Trap from your GY; draw 1 card."))
    assert "cost_where(normal_sage,1,banish,both(either(card_type(spell),card_type(trap)),both(name_has(\"Vern\"),subtype(normal))))" in normal
    assert {"target(beast_call,1,1,monster,banished,own)", "target_where(beast_call,1,1,name_has(\"Tamer\"))",
            "target(beast_call,1,2,monster,banished,own)", "target_where(beast_call,1,2,name_has(\"Beast\"))"} <= beast


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
@pytest.mark.parametrize("name, number, facts", [
    ("Dogoran, the Mad Flame Kaiju", 1, {"cost(dogoran_the_mad_flame_kaiju,1,remove_counters_anywhere(kaiju,3))"}),
    ("Cloudian - Altus", 4, {"cost(cloudian_altus,4,remove_counters_anywhere(fog,3))"}),
    ("Charge of the Light Brigade", 1, {"cost(charge_of_the_light_brigade,1,send_deck_top_to_gy(3))"}),
    ("Naturia Rock", 1, {"cost(naturia_rock,1,send_deck_top_to_gy(1))"}),
    ("Vernusylph of the Thawing Mountains", 1, {"cost(vernusylph_of_the_thawing_mountains,1,discard(self))",
                                                "cost(vernusylph_of_the_thawing_mountains,1,discard(1))"}),
    ("Ritual Beast Ulti-Apelio", 1, {"target(ritual_beast_ulti_apelio,2,2,monster,banished,own)"}),
])
def test_round_six_real_cards(name, number, facts):
    card = next(json.loads(line) for line in DATA.open() if json.loads(line).get("name") == name)
    got = compiled(card)
    assert facts <= got, sorted(got)


@pytest.mark.parametrize("summoned, can", [(True, "yes"), (False, "no")])
def test_tribute_this_fusion_summoned_card(imported_six, summoned, can):
    assert {"cost(fused_sage,1,tribute(self))",
            "condition(fused_sage,1,count_at_least(own,monster_zone,all_of(self,summoned_as(fusion_summoned)),1))"} <= compiled(
        next(c for c in ROUND_SIX if c["name"] == "Fused Sage"))
    start = "extra_deck" if summoned else "monster_zone"
    summon = "\n  - summon: {card: fused, how: fusion, materials: [a, b]}" if summoned else " []"
    why = "\n  reasons: {now: r_condition}" if can == "no" else ""
    holds(f"""
name: Fused Sage {'Fusion Summoned' if summoned else 'on the field from the start'} asks whether it can Tribute itself
cards:
  - {{id: fused, name: Fused Sage, owner: you, zone: {start}}}
  - {{id: a, name: Twin Sage, owner: you, zone: monster_zone}}
  - {{id: b, name: Twin Sage, owner: you, zone: monster_zone}}
  - {{id: d, name: Twin Sage, owner: you, zone: deck}}
actions:{summon}
questions:
  - {{id: now, ask: can_activate, card: fused}}
expect:
  answers: {{now: "{can}"}}{why}
""")


@pytest.mark.parametrize("in_gy, can", [(5, "yes"), (4, "no")])
def test_five_alike_targets(imported_six, in_gy, can):
    assert {f"target(five_pick,1,{k},monster,gy,own)" for k in range(1, 6)} <= compiled(
        next(c for c in ROUND_SIX if c["name"] == "Five Pick"))
    cards = "\n".join(f"  - {{id: g{i}, name: Twin Sage, owner: you, zone: gy}}" for i in range(in_gy))
    why = "\n  reasons: {now: r_target_distinct}" if can == "no" else ""
    holds(f"""
name: Five Pick with {in_gy} monsters in its player's GY
cards:
  - {{id: pick, name: Five Pick, owner: you, zone: spell_trap_zone}}
{cards}
  - {{id: other, name: Twin Strike, owner: you, zone: gy}}
actions: []
questions:
  - {{id: now, ask: can_activate, card: pick}}
expect:
  answers: {{now: "{can}"}}{why}
""")


def test_five_alike_targets_banished(imported_six):
    holds("""
name: Five Pick banishes the five monsters it targets
cards:
  - {id: pick, name: Five Pick, owner: you, zone: spell_trap_zone}
  - {id: g1, name: Twin Sage, owner: you, zone: gy}
  - {id: g2, name: Twin Sage, owner: you, zone: gy}
  - {id: g3, name: Twin Sage, owner: you, zone: gy}
  - {id: g4, name: Twin Sage, owner: you, zone: gy}
  - {id: g5, name: Twin Sage, owner: you, zone: gy}
actions:
  - chain: [{card: pick, targets: [g1, g2, g3, g4, g5]}]
expect:
  zones: {g1: banished, g2: banished, g3: banished, g4: banished, g5: banished}
""")


def test_round_six_more_shapes_compile():
    sword = compiled({"card_type": "Trap", "property": "Normal", "name": "Sword Strike",
                      "text": "Target 1 \"Sword\" monster, or Wyrm monster, you control; destroy it."})
    assert "target_where(sword_strike,1,1,either(name_has(\"Sword\"),monster_type(wyrm)))" in sword
    opp = compiled({"card_type": "Trap", "property": "Normal", "name": "Their Pick",
                    "text": "Target up to 2 cards in the opponent's GY; banish them."})
    assert {"target(their_pick,1,1,card,gy,opponent)", "target_optional(their_pick,1,2)"} <= opp
    late = compiled(monster("Late Sage", "You can banish this card from your GY, except the turn this card was sent to the GY; draw 1 card."))
    assert {"cost(late_sage,1,banish(self))", "activate_from(late_sage,1,gy)", "condition(late_sage,1,not_sent_to_gy_this_turn)"} <= late
    once = compiled(monster("Once Sage", "2 Level 4 monsters\nIf this card battles, during damage calculation (Quick Effect): "
                            "You can detach 1 material from this card once per battle; this card gains 500 ATK.",
                            line="Spellcaster / Xyz / Effect", level=None, rank=4))
    assert {"cost(once_sage,1,detach(1))", "usage_limit(once_sage,1,once_per_battle)"} <= once
    rank = compiled(monster("Rank Sage", "You can Tribute 1 other Level/Rank/Link 2 monster; draw 1 card."))
    assert ("cost_where(rank_sage,1,tribute,either(level_between(2,2),either(rank_between(2,2),link_rating_between(2,2))))"
            in rank)


@pytest.mark.parametrize("zone, face, ok", [("gy", "up", True), ("monster_zone", "up", True), ("hand", "up", True),
                                            ("deck", "up", False), ("monster_zone", "down", False)])
def test_a_cost_from_three_places(imported_six, zone, face, ok):
    assert "cost(tri_sage,1,banish_from(1,either(hand,either(face_up_field,gy))))" in compiled(
        next(c for c in ROUND_SIX if c["name"] == "Tri Sage"))
    expect = "zones: {gate: banished}" if ok else 'illegal: [{at: "1.1", rule: r_cost_place}]'
    position = ", position: defense" if face == "down" else ""
    holds(f"""
name: Tri Sage banishes an EARTH monster face-{face} in the {zone}
cards:
  - {{id: sage, name: Tri Sage, owner: you, zone: monster_zone}}
  - {{id: gate, name: Gate Sentinel, owner: you, zone: {zone}, face: {face}{position}}}
  - {{id: d, name: Twin Sage, owner: you, zone: deck}}
actions:
  - chain: [{{card: sage, cost: {{banish: [gate]}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("paid, ok", [("staff", True), ("banner", False)])
def test_send_an_equip_card_as_a_cost(imported_six, paid, ok):
    assert "cost_where(armor_sage,1,send_to_gy,equip_card)" in compiled(next(c for c in ROUND_SIX if c["name"] == "Armor Sage"))
    expect = f"zones: {{{paid}: gy}}" if ok else 'illegal: [{at: "2.1", rule: r_cost_filter}]'
    holds(f"""
name: Armor Sage sends {paid} (the Sage Staff equipped to it, or a face-up Continuous Spell) to the GY
cards:
  - {{id: sage, name: Armor Sage, owner: you, zone: monster_zone}}
  - {{id: staff, name: Sage Staff, owner: you, zone: hand}}
  - {{id: banner, name: Sage Banner, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: d, name: Twin Sage, owner: you, zone: deck}}
actions:
  - chain: [{{card: staff, targets: [sage]}}]
  - chain: [{{card: sage, cost: {{send_to_gy: [{paid}]}}}}]
expect:
  {expect}
""")


def test_no_equip_card_to_send(imported_six):
    holds("""
name: Armor Sage with only a face-up Continuous Spell on its side
cards:
  - {id: sage, name: Armor Sage, owner: you, zone: monster_zone}
  - {id: banner, name: Sage Banner, owner: you, zone: spell_trap_zone, face: up}
  - {id: d, name: Twin Sage, owner: you, zone: deck}
actions: []
questions:
  - {id: now, ask: can_activate, card: sage}
expect:
  answers: {now: "no"}
  reasons: {now: r_cost_payable}
""")


# ---- "any number of" targets (round four of targets: tests/test_variable_targets.py judges them) ----------

@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
@pytest.mark.parametrize("name, number, facts", [
    ("Omega Summon", 1, {"target_any_number(omega_summon,1,1)", "target_names_differ(omega_summon,1)",
                         "target(omega_summon,1,1,monster,banished,own)", "op(omega_summon,1,1,special_summon(target(1),defense))"}),
    ("Kuribohrn", 2, {"target_any_number(kuribohrn,2,1)", "target(kuribohrn,2,1,monster,gy,own)", "op(kuribohrn,2,1,special_summon(target(1)))"}),
    ("Eternal Bond", 1, {"target_any_number(eternal_bond,1,1)", "op(eternal_bond,1,1,negate_card_effects(summoned,while_on_field))"}),
    ("Michael, the Arch-Lightsworn", 2, {"target_any_number(michael_the_arch_lightsworn,2,1)", "target_other(michael_the_arch_lightsworn,2,1)"}),
    ("Dewloren, Tiger King of the Ice Barrier", 1, {"target_any_number(dewloren_tiger_king_of_the_ice_barrier,1,1)",
                                                    "op(dewloren_tiger_king_of_the_ice_barrier,1,1,return_to_hand(target(1)))"}),
])
def test_any_number_real_cards(name, number, facts):
    card = next(json.loads(line) for line in DATA.open() if json.loads(line).get("name") == name)
    got = compiled(card)
    assert facts <= got, got
    assert not any(f.startswith("condition(") and f.endswith(f",{number},not_understood)") for f in got)


@pytest.mark.parametrize("text", [
    "Target any number of cards your opponent controls; destroy it.",  # "it": which of them is not said
    "Target any number of monsters your opponent controls; it gains 500 ATK.",
    "Target any number of cards your opponent controls; destroy that target.",
])
def test_any_number_then_one_card_is_not_read(text):
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": text})
    assert "target_any_number(probe,1,1)" in got
    assert any(f.startswith("not_modelled(probe,1,") for f in got), got


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
@pytest.mark.parametrize("name, number, facts", [
    ("Magmacho Dragon", 1, {"cost(magmacho_dragon,1,banish_from_gy(1))", "cost_up_to(magmacho_dragon,1,banish,3)",
                            "cost_where(magmacho_dragon,1,banish,both(card_type(monster),attribute(fire)))"}),
    ("Rampaging Smashtank Rhynosaber", 1, {"cost(rampaging_smashtank_rhynosaber,1,discard(1))",
                                           "cost_any_number(rampaging_smashtank_rhynosaber,1,discard)"}),
    ("Linkslayer", 1, {"cost_up_to(linkslayer,1,discard,2)", "target_any_number(linkslayer,1,1)", "target_that_many(linkslayer,1,1,discard)",
                       "target(linkslayer,1,1,spell_trap,field,any)", "op(linkslayer,1,1,destroy(target(1)))"}),
    ("Infinitrack Earth Slicer", 2, {"cost(infinitrack_earth_slicer,2,detach(1))", "cost_any_number(infinitrack_earth_slicer,2,detach)",
                                     "target_that_many(infinitrack_earth_slicer,2,1,detach)"}),
    ("Emergency Provisions", 1, {"cost(emergency_provisions,1,send_to_gy_from(1,field))", "cost_other(emergency_provisions,1,send_to_gy)",
                                 "cost_any_number(emergency_provisions,1,send_to_gy)"}),
])
def test_cost_ranges_real_cards(name, number, facts):
    card = next(json.loads(line) for line in DATA.open() if json.loads(line).get("name") == name)
    got = compiled(card)
    assert facts <= got, got
    assert not any(f.startswith("condition(") and f.endswith(f",{number},not_understood)") for f in got)


@pytest.mark.parametrize("text", [
    "Tribute any number of \"Mecha Phantom Beast Tokens\"; draw 1 card.",  # the plural of which card's name is not guessed
    "Target that many cards on the field; destroy them.",  # no cost of a varying count before it
    "Reveal up to 2 \"Sage\" monsters in your hand, then target that many cards on the field; destroy them.",  # (reveal: not counted)
])
def test_ranges_not_read(text):
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": text})
    assert "condition(probe,1,not_understood)" in got, got


@pytest.mark.skipif(not DATA.exists(), reason="../shared/data is absent")
@pytest.mark.parametrize("name, number, facts", [
    ("H.E.R.O. Flash!", 2, {"target_any_number(h_e_r_o_flash,2,1)", "target(h_e_r_o_flash,2,1,card,field,opponent)",
                            'target_up_to_count(h_e_r_o_flash,2,1,count_at_least(own,monster_zone,all_of(monster,where(name_has("Elemental HERO"))),1))',
                            "op(h_e_r_o_flash,2,1,destroy(target(1)))"}),
    ("Satellite Warrior", 1, {"target_up_to_count(satellite_warrior,1,1,count_at_least(own,gy,where(subtype(synchro)),1))"}),
    ("Chaos Daedalus", 2, {"target_up_to_count(chaos_daedalus,2,1,count_at_least(any,field,all_of(spell,all_of(face_up,where(subtype(field)))),1))",
                           "op(chaos_daedalus,2,1,banish(target(1)))"}),
    ("Superheavy Samurai General Coral", 1, {"cost_up_to(superheavy_samurai_general_coral,1,tribute,2)",
                                            "op(superheavy_samurai_general_coral,1,1,draw_paid(tribute))"}),
])
def test_up_to_the_number_real_cards(name, number, facts):
    card = next(json.loads(line) for line in DATA.open() if json.loads(line).get("name") == name)
    got = compiled(card)
    assert facts <= got, got
    assert not any(f.startswith("condition(") and f.endswith(f",{number},not_understood)") for f in got)


def test_up_to_a_count_of_names_is_not_read():
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": "Target face-up cards on the field, up to the number "
                    "of \"Sage\" monsters you control with different names; destroy them."})
    assert "condition(probe,1,not_understood)" in got
    assert not any(f.startswith("target_names_differ") for f in got)
