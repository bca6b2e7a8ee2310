"""Activation heads compiled from card text (chainheads14): "When a card or
effect is activated that would inflict damage to you" (the link directly
below inflicts damage to this effect's player when it resolves:
asp/chain/chain.lp below_damages, r_below_damages). Short texts written
here in the style of real cards, imported and judged in scenarios; real
card texts from the shared data (skipped when it is absent). Also "Once per
turn, during the End Phase, if this effect was activated this turn" ("this
effect", "the previous effect": the effect before it, activated this turn by
this card as it is now: asp/events/past_events.lp activated_this_turn; a
negated activation is not established); "during the next Standby Phase
after this effect was activated" (next_standby_after).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def trap(name: str, text: str, prop: str = "Normal") -> dict:
    return {"card_type": "Trap", "property": prop, "name": name, "text": text}


def spell(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Normal", "name": name, "text": text}


CARDS = [
    monster("Goat Guard", "When a card or effect is activated that would inflict damage to you (Quick Effect): You can draw 1 card."),
    monster("Stilt Guard", "When a card or effect is activated that would inflict damage to your opponent (Quick Effect): "
                           "You can draw 1 card."),
    trap("Barrel Ward", "When a Spell/Trap Card, or monster effect, is activated that would inflict damage to you: Draw 1 card.",
         "Counter"),
    spell("Burn Shot", "Inflict 800 damage to your opponent."),
    spell("Self Burn", "You take 800 damage."),
    spell("Plain Draw", "Draw 1 card."),
    trap("Quick Draw", "Draw 1 card."),
    monster("Gold Runner", "You can draw 1 card. Once per turn, during the End Phase, if this effect was activated this turn: "
                           "You can draw 1 card."),
    monster("Atk Watch", "When a monster your opponent controls with 2000 or more ATK activates its effect (Quick Effect): "
                         "You can draw 1 card."),
    monster("Big Body", "You can draw 1 card.", atk=2400),
    monster("Small Body", "You can draw 1 card.", atk=1000),
    monster("Eye Runner", "You can draw 1 card. Once per turn, during the next Standby Phase after this effect was activated: "
                          "You can draw 1 card."),
    trap("Stop Order", "When your opponent activates a monster effect: Negate the activation.", "Counter"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "chainheads14.yaml")


def test_the_damage_heads_compile_into_declared_conditions():
    by = {c["name"]: c for c in CARDS}
    assert {"condition(goat_guard,1,responds_to_activation(ev(activated,any,any)))",
            "condition(goat_guard,1,below_damages(own))"} <= compiled(by["Goat Guard"])
    assert "condition(stilt_guard,1,below_damages(opponent))" in compiled(by["Stilt Guard"])
    assert {"condition(barrel_ward,1,directly_above(any_of(barrel_ward)))",
            "condition(barrel_ward,1,below_damages(own))"} <= compiled(by["Barrel Ward"])
    for name in ("Goat Guard", "Stilt Guard", "Barrel Ward"):
        assert not any("not_understood" in f for f in compiled(by[name])), name


def test_more_damage_shapes_compile():
    # "a card or effect that would inflict damage to you is activated" (Dream Shark's order of words)
    got = compiled(monster("Shark Guard", "When a card or effect that would inflict damage to you is activated (Quick Effect): "
                                          "You can draw 1 card."))
    assert {"condition(shark_guard,1,responds_to_activation(ev(activated,any,any)))",
            "condition(shark_guard,1,below_damages(own))"} <= got
    # "effect damage" (Spell of Pain), an opponent's activation (Junkuriboh), no player said (Clear Kuriboh)
    got = compiled(trap("Pain Ward", "When your opponent activates a card or effect that would inflict effect damage to you: Draw 1 card."))
    assert {"condition(pain_ward,1,responds_to_activation(ev(activated,any,by(opponent))))",
            "condition(pain_ward,1,below_damages(own))"} <= got
    got = compiled(monster("Clear Guard", "When your opponent activates a monster effect that would inflict damage (Quick Effect): "
                                          "You can draw 1 card."))
    assert "condition(clear_guard,1,below_damages(any))" in got


CARDS_ON_FIELD = """
  - {id: goat, name: Goat Guard, owner: you, zone: monster_zone}
  - {id: stilt, name: Stilt Guard, owner: you, zone: monster_zone}
  - {id: barrel, name: Barrel Ward, owner: you, zone: spell_trap_zone}
  - {id: burn, name: Burn Shot, owner: opp, zone: hand}
  - {id: self, name: Self Burn, owner: opp, zone: hand}
  - {id: draw, name: Plain Draw, owner: opp, zone: hand}
  - {id: myburn, name: Burn Shot, owner: you, zone: hand}
"""


@pytest.mark.parametrize("first, ok", [("burn", True), ("self", False), ("draw", False)])
def test_a_response_to_an_activation_that_would_inflict_damage_to_you(imported, first, ok):
    # the opponent's Burn Shot damages you: yes; their Self Burn damages them, Plain Draw nobody: no
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Goat Guard chained to {first}
turn: opp
cards:{CARDS_ON_FIELD}
actions:
  - chain: [{{card: {first}}}, {{card: goat}}]
expect: {expect}
""")


@pytest.mark.parametrize("first, ok", [("burn", True), ("draw", False)])
def test_a_counter_trap_on_a_spell_that_would_inflict_damage_to_you(imported, first, ok):
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Barrel Ward chained to {first}
turn: opp
cards:{CARDS_ON_FIELD}
actions:
  - chain: [{{card: {first}}}, {{card: barrel}}]
expect: {expect}
""")


@pytest.mark.parametrize("first, ok", [("self", True), ("burn", False)])
def test_damage_to_your_opponent(imported, first, ok):
    # the opponent's Self Burn damages the opponent (Stilt Guard's "to your opponent"); their Burn Shot damages you
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Stilt Guard chained to {first}
turn: opp
cards:{CARDS_ON_FIELD}
actions:
  - chain: [{{card: {first}}}, {{card: stilt}}]
expect: {expect}
""")


def test_not_directly_above(imported):
    # the damage must come from the link directly below: the opponent's Quick Draw chained to their Burn Shot is in between
    holds(f"""
name: Goat Guard two links above Burn Shot
turn: opp
cards:{CARDS_ON_FIELD}
  - {{id: qdraw, name: Quick Draw, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: burn}}, {{card: qdraw}}, {{card: goat}}]
expect: {{illegal: [{{at: "1.3", rule: r_condition}}]}}
""")


@pytest.mark.skipif(not DATA.exists(), reason="shared card data absent")
def test_real_damage_heads_are_read():
    names = ("Performapal Rain Goat", "Performage Damage Juggler", "Junkuriboh", "Barrel Behind the Door", "Link Restart",
             "Curse Reflection Doll", "Dream Shark", "Destiny HERO - Decider", "Spell of Pain")
    for name, facts in real_facts(set(names)).items():
        assert any("below_damages(own)" in f for f in facts), name


def test_this_effect_was_activated_this_turn_compiles():
    by = {c["name"]: c for c in CARDS}
    assert {"condition(gold_runner,2,during_phase(end))", "condition(gold_runner,2,activated_this_turn(1))",
            "effect(gold_runner,2,trigger)"} <= compiled(by["Gold Runner"])
    got = compiled(monster("Main Runner", "You can draw 1 card. During your Main Phase, if the previous effect was activated this "
                                          "turn: You can draw 1 card."))
    assert {"condition(main_runner,2,your_main_phase)", "condition(main_runner,2,activated_this_turn(1))",
            "effect(main_runner,2,ignition)"} <= got


@pytest.mark.parametrize("before, can", [("  - chain: [{card: runner, effect: 1}]\n", "yes"), ("", "no"),
                                         ("  - chain: [{card: runner, effect: 1}, {card: stop}]\n", "not_established")])
def test_during_the_end_phase_if_this_effect_was_activated_this_turn(imported, before, can):
    # activated in the Main Phase: yes; never activated: no; its activation negated: no source settles it
    holds(f"""
name: Gold Runner in the End Phase ({can})
turn: you
cards:
  - {{id: runner, name: Gold Runner, owner: you, zone: monster_zone}}
  - {{id: stop, name: Stop Order, owner: opp, zone: spell_trap_zone}}
actions:
{before}  - phase: end
questions:
  - {{id: q, ask: can_activate, card: runner, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.skipif(not DATA.exists(), reason="shared card data absent")
def test_real_effect_activated_heads_are_read():
    found = real_facts({"Darklord Zerato", "Gold Pride - Star Leon", "Cyberse Witch"})
    assert "condition(darklord_zerato,3,activated_this_turn(2))" in found["Darklord Zerato"]
    assert "condition(gold_pride_star_leon,2,activated_this_turn(1))" in found["Gold Pride - Star Leon"]
    assert "condition(cyberse_witch,2,activated_this_turn(1))" in found["Cyberse Witch"]


def test_an_activation_by_a_monster_with_n_or_more_atk_compiles():
    by = {c["name"]: c for c in CARDS}
    assert ("condition(atk_watch,1,responds_to_activation(ev(activated,all_of(monster,all_of(opponents,atk_at_least(2000))),"
            "all_of(except(card_activation),from(monster_zone)))))") in compiled(by["Atk Watch"])


@pytest.mark.parametrize("body, ok", [("big", True), ("small", False)])
def test_a_response_to_a_monster_with_n_or_more_atk(imported, body, ok):
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Atk Watch chained to the effect of a monster with {body} ATK
turn: opp
cards:
  - {{id: watch, name: Atk Watch, owner: you, zone: monster_zone}}
  - {{id: big, name: Big Body, owner: opp, zone: monster_zone}}
  - {{id: small, name: Small Body, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: {body}}}, {{card: watch}}]
expect: {expect}
""")


def test_the_next_standby_phase_after_this_effect_was_activated_compiles():
    by = {c["name"]: c for c in CARDS}
    assert {"condition(eye_runner,2,during_phase(standby))", "condition(eye_runner,2,next_standby_after(1))",
            "effect(eye_runner,2,trigger)"} <= compiled(by["Eye Runner"])


@pytest.mark.parametrize("activated, turns, can", [
    (True, 2, "yes"),    # activated in your turn 1: the next Standby Phase is the opponent's turn 2
    (True, 3, "no"),     # turn 2's Standby Phase was the next one
    (False, 2, "no"),    # never activated
])
def test_during_the_next_standby_phase_after_this_effect_was_activated(imported, activated, turns, can):
    first = "      - chain: [{card: runner, effect: 1}]" if activated else "      - phase: end"
    third = "  - player: you\n    phase: standby\n    actions: []\n" if turns == 3 else ""
    holds(f"""
name: Eye Runner {"activated" if activated else "not activated"} in turn 1, asked in turn {turns}'s Standby Phase
turns:
  - player: you
    actions:
{first}
  - player: opp
    phase: standby
    actions: []
{third}cards:
  - {{id: runner, name: Eye Runner, owner: you, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: runner, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.skipif(not DATA.exists(), reason="shared card data absent")
def test_real_next_standby_heads_are_read():
    found = real_facts({"Medusa, Watcher of the Evil Eye", "Zerrziel, Ruler of the Evil Eyed"})
    assert "condition(medusa_watcher_of_the_evil_eye,3,next_standby_after(2))" in found["Medusa, Watcher of the Evil Eye"]
    assert "condition(zerrziel_ruler_of_the_evil_eyed,3,next_standby_after(2))" in found["Zerrziel, Ruler of the Evil Eyed"]


def test_your_opponents_card_or_effect_is_activated_compiles():
    # "When your opponent's card or effect is activated (that targets this card)": the opponent activates it
    got = compiled(monster("Aim Guard", "When your opponent's card or effect is activated that targets this card (Quick Effect): "
                                        "You can draw 1 card."))
    assert "condition(aim_guard,1,responds_to_activation(ev(activated,any,all_of(by(opponent),targets_self))))" in got
    got = compiled(trap("March Ward", "When an opponent's Spell/Trap Card, or monster effect, is activated: Draw 1 card."))
    assert {"condition_option(march_ward,responds_to_activation(ev(activated,spell_trap,all_of(by(opponent),card_activation))))",
            "condition_option(march_ward,responds_to_activation(ev(activated,monster,all_of(by(opponent),except(card_activation)))))"} <= got


def test_another_card_or_its_effect_compiles():
    got = compiled(monster("Other Guard", "When another card, or its effect, is activated (Quick Effect): You can draw 1 card."))
    assert "condition(other_guard,1,responds_to_activation(ev(activated,except(self),any)))" in got


def test_an_activation_during_the_battle_phase_compiles():
    got = compiled(monster("Ruin Guard", "When your opponent activates a card or effect during the Battle Phase (Quick Effect): "
                                         "You can draw 1 card."))
    assert {"condition(ruin_guard,1,responds_to_activation(ev(activated,any,by(opponent))))",
            "condition(ruin_guard,1,during_battle_phase)"} <= got
