"""Heads about the opponent's plays compiled from card text (issue 15,
opponentheads): "... that would destroy a card(s) on the field" after
"When your opponent activates a card or effect" (the link directly below
destroys a card on the field: asp/chain/chain.lp includes destroy_on_field),
"When your opponent Normal or Flip Summons a monster ..." (either Summon, by
the opponent), "If a monster effect is activated in the GY" (where it was
activated: asp/events/events.lp event_from), "When your opponent's monster declares an attack while they
control 2 or more monsters" ("they": the opponent), "If your opponent
<event>, and you control ... (except during the Damage Step)" (the state is
an activation condition: ", while ..."), "you control a Tribute Summoned
monster" (asp/events/head_conditions.lp summoned_as in a count), "Special
Summons a monster(s) face-up" (face-up on the field after it), "When your
opponent activates a monster effect, if you have ..." (a state when it is
activated, as ", while ..."), "..., while they control" ("they": the
opponent), "When
another monster on the field activates its effect". Short texts written here in the style of real cards,
each imported and judged in scenarios both ways; real card texts from the
shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def trap(name: str, text: str) -> dict:
    return {"card_type": "Trap", "property": "Normal", "name": name, "text": text}


def spell(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Normal", "name": name, "text": text}


CARDS = [
    monster("Ruin Guard", "When your opponent activates a card or effect that would destroy a card(s) on the field (Quick Effect): "
                          "You can draw 1 card."),
    trap("Hole Ward", "When your opponent Normal or Flip Summons a monster with 1000 or more ATK: Draw 1 card."),
    trap("Punch Ward", "When your opponent's monster declares an attack while they control 2 or more monsters: Draw 1 card."),
    monster("Tear Maiden", "If your opponent Special Summons a monster(s), and you control a Spellcaster monster "
                           "(except during the Damage Step): You can draw 1 card."),
    monster("Face Watcher", "If your opponent Special Summons a monster(s) face-up (except during the Damage Step): You can draw 1 card."),
    monster("Monarch Ward", "If your opponent Special Summons a monster(s), and you control a Tribute Summoned monster "
                            "(except during the Damage Step): You can draw 1 card."),
    monster("Tall Lord", "You can draw 1 card.", level=6),
    monster("Hand Sage", "When your opponent activates a monster effect, if you have 3 or more cards in your hand "
                         "(except during the Damage Step) (Quick Effect): You can draw 1 card."),
    monster("Grave Watcher", "If a monster effect is activated in the GY (except during the Damage Step): You can draw 1 card."),
    monster("Grave Body", "If this card is in your GY: You can draw 1 card."),
    monster("Rock Watcher", "When another monster on the field activates its effect (Quick Effect): You can draw 1 card."),
    trap("Spite", "Target 1 card on the field; destroy it."),
    trap("Pinch", "Draw 1 card."),
    spell("Hand Call", "Special Summon 1 monster from your hand."),
    monster("Plain Body", "You can draw 1 card."),
    monster("Small Body", "You can draw 1 card.", atk=500),
    monster("Plain Mage", "You can draw 1 card.", line="Spellcaster / Effect"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "opponentheads.yaml")


def test_heads_compile():
    by = {c["name"]: c for c in CARDS}
    assert {"condition(ruin_guard,1,responds_to_activation(ev(activated,any,by(opponent))))",
            "condition(ruin_guard,1,directly_above(includes(destroy_on_field)))"} <= compiled(by["Ruin Guard"])
    assert ("condition(hole_ward,1,when_event(ev(any_of(normal_summoned,flip_summoned),atk_at_least(1000),by(opponent))))"
            in compiled(by["Hole Ward"]))
    assert {"condition(punch_ward,1,when_event(ev(declared_attack,all_of(monster,opponents),any)))",
            "condition(punch_ward,1,count_at_least(opponent,monster_zone,monster,2))"} <= compiled(by["Punch Ward"])
    assert {"condition(tear_maiden,1,if_event(ev(special_summoned,any,all_of(by(opponent),outside(damage_step)))))",
            "condition(tear_maiden,1,count_at_least(own,monster_zone,where(monster_type(spellcaster)),1))"} <= compiled(by["Tear Maiden"])
    assert ("condition(face_watcher,1,if_event(ev(special_summoned,where(face_up_monster),all_of(by(opponent),outside(damage_step)))))"
            in compiled(by["Face Watcher"]))
    assert ("condition(monarch_ward,1,count_at_least(own,monster_zone,all_of(monster,summoned_as(tribute_summoned)),1))"
            in compiled(by["Monarch Ward"]))
    assert {"condition(hand_sage,1,responds_to_activation(ev(activated,monster,all_of(all_of(by(opponent),except(card_activation)),"
            "outside(damage_step)))))", "condition(hand_sage,1,count_at_least(own,hand,card,3))"} <= compiled(by["Hand Sage"])
    assert ("condition(grave_watcher,1,if_event(ev(activated,monster,all_of(except(card_activation),all_of(from(gy),"
            "outside(damage_step))))))") in compiled(by["Grave Watcher"])
    assert ("condition(rock_watcher,1,responds_to_activation(ev(activated,all_of(monster,except(self)),"
            "all_of(except(card_activation),from(monster_zone)))))") in compiled(by["Rock Watcher"])


def test_unread_variants_stay_not_understood():
    # "would destroy a card(s)" without "on the field", "a monster(s) on the field": no category says which cards; a state
    # joined by "and" to a second state, and "they" after another subject: not read
    for text in ("When your opponent activates a card or effect that would destroy a card(s) (Quick Effect): You can draw 1 card.",
                 "When a card or effect is activated that would destroy a monster(s) on the field (Quick Effect): You can draw 1 card.",
                 "If your opponent Special Summons a monster(s), and you control a Spellcaster monster and a Spell "
                 "(except during the Damage Step): You can draw 1 card.",
                 "When a monster declares an attack while they control 2 or more monsters (Quick Effect): You can draw 1 card."):
        assert "condition(odd_guard,1,not_understood)" in compiled(monster("Odd Guard", text)), text


FIELD = """
  - {id: guard, name: Ruin Guard, owner: you, zone: monster_zone}
  - {id: spite, name: Spite, owner: opp, zone: spell_trap_zone}
  - {id: pinch, name: Pinch, owner: opp, zone: spell_trap_zone}
  - {id: myspite, name: Spite, owner: you, zone: spell_trap_zone}
  - {id: x, name: Plain Body, owner: you, zone: monster_zone}
"""


@pytest.mark.parametrize("below, ok", [("spite", True), ("pinch", False), ("myspite", False)])
def test_an_activation_that_would_destroy_a_card_on_the_field(imported, below, ok):
    # the opponent's Spite destroys a card on the field: yes; their Pinch only draws, your own Spite is not theirs: no
    first = f"{{card: {below}, targets: [x]}}" if below != "pinch" else "{card: pinch}"
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Ruin Guard chained to {below}
turn: opp
cards:{FIELD}
actions:
  - chain: [{first}, {{card: guard}}]
expect: {expect}
""")


@pytest.mark.parametrize("who, card, how, can", [("opp", "body", "normal", "yes"), ("opp", "body", "flip", "yes"),
                                                 ("opp", "small", "normal", "no"), ("you", "body", "normal", "no")])
def test_your_opponent_normal_or_flip_summons_a_monster(imported, who, card, how, can):
    # a Normal or a Flip Summon by the opponent of a monster with 1000 or more ATK (Plain Body 1800, Small Body 500)
    zone = "monster_zone, face: down, position: defense" if how == "flip" else "hand"
    name = "Plain Body" if card == "body" else "Small Body"
    holds(f"""
name: {who} {how} Summons {name}; Hole Ward
turn: {who}
cards:
  - {{id: ward, name: Hole Ward, owner: you, zone: spell_trap_zone}}
  - {{id: m, name: {name}, owner: {who}, zone: {zone}}}
actions:
  - summon: {{card: m, how: {how}}}
questions:
  - {{id: q, ask: can_activate, card: ward}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("theirs, can", [(2, "yes"), (1, "no")])
def test_an_attack_declared_while_they_control_2_or_more_monsters(imported, theirs, can):
    more = "\n  - {id: b, name: Small Body, owner: opp, zone: monster_zone}" if theirs == 2 else ""
    holds(f"""
name: the opponent attacks while controlling {theirs} monster(s); Punch Ward
turn: opp
phase: battle_step
cards:
  - {{id: ward, name: Punch Ward, owner: you, zone: spell_trap_zone}}
  - {{id: x, name: Plain Mage, owner: you, zone: monster_zone}}
  - {{id: a, name: Plain Body, owner: opp, zone: monster_zone}}{more}
actions:
  - attack: {{card: a, target: x}}
questions:
  - {{id: q, ask: can_activate, card: ward}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("mage, can", [(True, "yes"), (False, "no")])
def test_your_opponent_special_summons_and_you_control(imported, mage, can):
    # the state is met when the effect is activated (PSCT): a Spellcaster monster you control then
    more = "\n  - {id: mage, name: Plain Mage, owner: you, zone: monster_zone}" if mage else ""
    holds(f"""
name: the opponent Special Summons; Tear Maiden {"with" if mage else "without"} a Spellcaster
turn: opp
cards:
  - {{id: maiden, name: Tear Maiden, owner: you, zone: monster_zone}}{more}
  - {{id: call, name: Hand Call, owner: opp, zone: hand}}
  - {{id: y, name: Plain Body, owner: opp, zone: hand}}
actions:
  - chain: [{{card: call, chooses: {{special_summon: [y]}}}}]
questions:
  - {{id: q, ask: can_activate, card: maiden}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("who, can", [("opp", "yes"), ("you", "no")])
def test_your_opponent_special_summons_a_monster_face_up(imported, who, can):
    holds(f"""
name: {who} Special Summons a monster face-up; Face Watcher
turn: {who}
cards:
  - {{id: watcher, name: Face Watcher, owner: you, zone: monster_zone}}
  - {{id: call, name: Hand Call, owner: {who}, zone: hand}}
  - {{id: y, name: Plain Body, owner: {who}, zone: hand}}
actions:
  - chain: [{{card: call, chooses: {{special_summon: [y]}}}}]
questions:
  - {{id: q, ask: can_activate, card: watcher}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("summoned, can", [(True, "yes"), (False, "no")])
def test_you_control_a_tribute_summoned_monster(imported, summoned, can):
    # Tall Lord Tribute Summoned the turn before, or on the field from the start (put there by no Summon the scenario knows)
    lord = "hand" if summoned else "monster_zone"
    first = "[{summon: {card: lord, how: tribute, tributes: [fodder]}}]" if summoned else "[]"
    holds(f"""
name: the opponent Special Summons; Monarch Ward, Tall Lord {"Tribute Summoned" if summoned else "on the field from the start"}
cards:
  - {{id: ward, name: Monarch Ward, owner: you, zone: monster_zone}}
  - {{id: lord, name: Tall Lord, owner: you, zone: {lord}}}
  - {{id: fodder, name: Small Body, owner: you, zone: monster_zone}}
  - {{id: call, name: Hand Call, owner: opp, zone: hand}}
  - {{id: y, name: Plain Body, owner: opp, zone: hand}}
turns:
  - {{player: you, actions: {first}}}
  - player: opp
    actions:
      - chain: [{{card: call, chooses: {{special_summon: [y]}}}}]
questions:
  - {{id: q, ask: can_activate, card: ward}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("cards, ok", [(3, True), (2, False)])
def test_your_opponent_activates_a_monster_effect_if_you_have_cards_in_hand(imported, cards, ok):
    hand = "".join(f"\n  - {{id: h{i}, name: Small Body, owner: you, zone: hand}}" for i in range(cards))
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Hand Sage chained to the opponent's monster effect, {cards} cards in hand
turn: opp
cards:
  - {{id: sage, name: Hand Sage, owner: you, zone: monster_zone}}
  - {{id: body, name: Plain Body, owner: opp, zone: monster_zone}}{hand}
actions:
  - chain: [{{card: body}}, {{card: sage}}]
expect: {expect}
""")


@pytest.mark.parametrize("first, can", [("grave", "yes"), ("body", "no")])
def test_a_monster_effect_activated_in_the_gy(imported, first, can):
    # Grave Body's effect is activated in the GY, Plain Body's in the Monster Zone
    holds(f"""
name: the opponent activates {first}'s effect; Grave Watcher
turn: opp
cards:
  - {{id: watcher, name: Grave Watcher, owner: you, zone: monster_zone}}
  - {{id: grave, name: Grave Body, owner: opp, zone: gy}}
  - {{id: body, name: Plain Body, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: {first}}}]
questions:
  - {{id: q, ask: can_activate, card: watcher}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("below, ok", [("body", True), ("spite", False)])
def test_another_monster_on_the_field_activates_its_effect(imported, below, ok):
    first = "{card: body}" if below == "body" else "{card: spite, targets: [body]}"
    expect = '{outcomes: {"1.2": resolved}}' if ok else '{illegal: [{at: "1.2", rule: r_condition}]}'
    holds(f"""
name: Rock Watcher chained to {below}
turn: opp
cards:
  - {{id: watcher, name: Rock Watcher, owner: you, zone: monster_zone}}
  - {{id: body, name: Plain Body, owner: opp, zone: monster_zone}}
  - {{id: spite, name: Spite, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{first}, {{card: watcher}}]
expect: {expect}
""")


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_cards():
    got = real_facts({"Dark Sacrifice", "Vendread Chimera", "Hidden Soldiers", "Trap Hole", "Punch-in-the-Box",
                      "Radiant Mirror Force", "Pacifis, the Phantasm City", "Maiden of Blue Tears", "Adamancipator Luminous",
                      "Monarchic Perfection", "Starving Venom Wing Dragon",
                      "Dark World Brainwashing", "Champion's Pulse", "Thunder Dragonduo", 'K9-66X "Jacks"'})
    destroys = "directly_above(includes(destroy_on_field))"
    assert any(destroys in f for f in got["Dark Sacrifice"]) and any("by(opponent)" in f for f in got["Dark Sacrifice"])
    assert any(destroys in f for f in got["Vendread Chimera"])
    assert any("when_event(ev(any_of(normal_summoned,flip_summoned),any,by(opponent)))" in f for f in got["Hidden Soldiers"])
    # as the hand-written Trap Hole (facts/cards/trap_hole.lp): the Summoned monster's ATK, "that monster" on the opponent's field
    assert {"condition(trap_hole,1,when_event(ev(any_of(normal_summoned,flip_summoned),atk_at_least(1000),by(opponent))))",
            "target(trap_hole,1,1,monster,monster_zone,opponent)", "condition(trap_hole,1,target_is_event_card(1))"} <= got["Trap Hole"]
    assert any("count_at_least(opponent,monster_zone,monster,2)" in f for f in got["Punch-in-the-Box"])
    assert any("count_at_least(opponent,monster_zone,all_of(monster,where(position(attack))),3)" in f
               for f in got["Radiant Mirror Force"])
    assert any("count_at_most(own,monster_zone,where(subtype(token)),0)" in f for f in got["Pacifis, the Phantasm City"])
    assert any("count_at_least(own,monster_zone,where(subtype(link)),1)" in f for f in got["Maiden of Blue Tears"])
    assert any("all_of(monster,except(self))" in f for f in got["Adamancipator Luminous"])
    assert any("summoned_as(tribute_summoned)" in f for f in got["Monarchic Perfection"])
    assert any("if_event(ev(special_summoned,where(face_up_monster),all_of(by(opponent),outside(damage_step))))" in f
               for f in got["Starving Venom Wing Dragon"])
    assert any("count_at_least(own,hand,card,3)" in f for f in got["Dark World Brainwashing"])
    assert any("count_more(opponent,field,card)" in f for f in got["Champion's Pulse"])
    assert "condition(thunder_dragonduo,1,if_event(ev(activated,monster,all_of(except(card_activation),from(hand)))))" in got["Thunder Dragonduo"]
    assert ("condition_option(k9_66x_jacks,if_event(ev(activated,monster,all_of(by(opponent),all_of(except(card_activation),"
            "either(from(hand),from(gy)))))))") in got['K9-66X "Jacks"']
