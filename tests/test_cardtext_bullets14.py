"""Choices told apart by their bullets' labels (bullets round 14).

- "You can activate the following effect depending on whose turn it is; ●
  Yours: A ● Opponent's: B": two choices of one effect (choice_of), A only in
  your turn, B only in your opponent's (conditions your_turn, opponent_turn:
  asp/events/past_events.lp; card text, Gladiator Beast Claudius, K9-X
  "Werewolf", Superconductive Plasma Blast).
- "You can activate the following effect, based on which player controls
  the equipped monster; ● You: A ● Your opponent: B": A while this card is
  equipped to a monster you control, B to an opponent's (condition
  equipped_controlled_by, asp/events/head_conditions.lp r_equipped_controller;
  card text, the Amaze Attraction Traps).
- "You can activate the following effect, based on its battle position; ●
  Attack Position: A ● Defense Position: B": A while this card is in Attack
  Position, B in Defense Position (condition self_in_position, judged on
  activation: asp/effects/continuous.lp; card text, Performapal Odd-Eyes
  Seer).
- "You can activate the following effect, based on where this card is at
  activation; ● Hand: A ● Field: B": A is activated from the hand, B in the
  Monster Zone (activate_from; card text, Vouiburial, the Dragon Undertaker,
  Evolved Daneen).
- "You can activate 1 of these effects, by revealing monster(s) in your hand
  with the listed Attribute(s); ● FIRE: A ● 2 FIRE: B": each choice's cost
  reveals monsters of its label's Attribute (cost reveal, cost_where:
  asp/chain/costs.lp); a label of several Attributes ("● DARK & EARTH", one
  monster of each) is not modelled: that choice's activation is not judged
  (the Vanquish Soul monsters).
- "Activate 1 of these effects, but skip your next Battle Phase after
  activation" (the Runick Quick-Play Spells), "..., but you cannot declare
  attacks for the rest of this turn, except with Fusion Monsters": the
  choices; what applies after activation is not modelled, stated on each
  choice without deciding its activation.
"Activate 1 of the following effects" (and "select and activate 1 of the
following effects") is read as "activate 1 of these effects".
Real card texts from ../shared/data/ (skipped when it is absent) and cards
written here in their style, imported and judged in scenarios.
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

TURNS = monster("Turn Keeper", "(Quick Effect): You can activate the following effect depending on whose turn it is; "
                "● Yours: Draw 1 card. ● Opponent's: Gain 1000 LP. You can only use this effect of \"Turn Keeper\" once per turn.")
RIDE = {"card_type": "Trap", "property": "Normal", "name": "Ride Keeper",
        "text": "Target 1 face-up monster on the field; equip this card to it. You can activate the following effect, based on which "
                "player controls the equipped monster; ● You: Gain 500 LP. ● Your opponent: Draw 1 card."}
POSED = monster("Pose Keeper", "You can activate the following effect, based on its battle position; ● Attack Position: Draw 1 card. "
                "● Defense Position: Gain 1000 LP. You can only use this effect of \"Pose Keeper\" once per turn.")
PLACED = monster("Where Keeper", "You can activate the following effect, based on where this card is at activation (but you can only "
                 "use each effect of \"Where Keeper\" once per turn); ● Hand: Special Summon this card. ● Field: Draw 1 card.")
REVEALS = monster("Reveal Keeper", "(Quick Effect): You can activate 1 of these effects, by revealing monster(s) in your hand "
                  "with the listed Attribute(s); ● FIRE: Gain 500 LP. ● 2 FIRE: Draw 1 card. ● DARK & EARTH: Gain 2000 LP.")
CARDS = [
    TURNS, REVEALS, RIDE, POSED, PLACED,
    monster("Fire Pebble", "", line="Rock / Normal", attribute="FIRE"),
    monster("Earth Pebble", "", line="Rock / Normal"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def test_compiles_turn_choices():
    got = compiled(TURNS)
    assert {"condition(turn_keeper,1,your_turn)", "op(turn_keeper,1,1,draw(1))", "condition(turn_keeper,2,opponent_turn)",
            "choice_of(turn_keeper,1,2)"} <= got
    assert not any("not_understood" in f for f in got)


def test_compiles_reveal_choices():
    got = compiled(REVEALS)
    assert {"cost(reveal_keeper,1,reveal(1,hand))", "cost_where(reveal_keeper,1,reveal,both(card_type(monster),attribute(fire)))",
            "cost(reveal_keeper,2,reveal(2,hand))", "cost_where(reveal_keeper,2,reveal,both(card_type(monster),attribute(fire)))",
            "choice_of(reveal_keeper,1,2)", "choice_of(reveal_keeper,1,3)"} <= got
    # "● DARK & EARTH": one monster of each, not modelled; that choice alone is not judged
    assert "condition(reveal_keeper,3,not_understood)" in got
    assert not any(f.startswith(("condition(reveal_keeper,1,not", "condition(reveal_keeper,2,not")) for f in got)


@pytest.mark.parametrize("turn, effect, answer, reason", [("you", 1, "yes", "r_activatable"), ("you", 2, "no", "r_condition"),
                                                         ("opp", 1, "no", "r_condition"), ("opp", 2, "yes", "r_activatable")])
def test_choice_by_turn(imported, turn, effect, answer, reason):
    expectations_hold(f"""
name: Turn Keeper's choice {effect} in {turn}r turn
turn: {turn}
cards:
  - {{id: keeper, name: Turn Keeper, owner: you, zone: monster_zone}}
  - {{id: d, name: Earth Pebble, owner: you, zone: deck}}
questions:
  - {{id: q, ask: can_activate, card: keeper, effect: {effect}}}
expect:
  answers: {{q: "{answer}"}}
  reasons: {{q: {reason}}}
""")



@pytest.mark.parametrize("shown, expect", [
    ("[fire]", 'outcomes: {"1.1": resolved}\n  life_points: {you: 8500}'),
    ("[earth]", "illegal: [{at: \"1.1\", rule: r_cost_filter}]"),  # an EARTH monster is not the FIRE one the label lists
])
def test_reveal_choice(imported, shown, expect):
    expectations_hold(f"""
name: Reveal Keeper's "● FIRE" choice, revealing {shown}
turn: you
cards:
  - {{id: keeper, name: Reveal Keeper, owner: you, zone: monster_zone}}
  - {{id: fire, name: Fire Pebble, owner: you, zone: hand}}
  - {{id: earth, name: Earth Pebble, owner: you, zone: hand}}
actions:
  - chain: [{{card: keeper, effect: 1, cost: {{reveal: {shown}}}}}]
expect:
  {expect}
""")


def test_two_fire_needs_two(imported):
    expectations_hold("""
name: Reveal Keeper's "● 2 FIRE" choice with 1 FIRE monster in the hand
turn: you
cards:
  - {id: keeper, name: Reveal Keeper, owner: you, zone: monster_zone}
  - {id: fire, name: Fire Pebble, owner: you, zone: hand}
  - {id: d, name: Earth Pebble, owner: you, zone: deck}
questions:
  - {id: two, ask: can_activate, card: keeper, effect: 2}
  - {id: one, ask: can_activate, card: keeper, effect: 1}
expect:
  answers: {two: "no", one: "yes"}
""")


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_cards():
    real_facts_hold({
        "Gladiator Beast Claudius": ("condition(gladiator_beast_claudius,2,your_turn)", "condition(gladiator_beast_claudius,3,opponent_turn)",
                                     "choice_of(gladiator_beast_claudius,2,3)", "op(gladiator_beast_claudius,2,1,special_summon_from_deck)"),
        'K9-X "Werewolf"': ("cost(k9_x_werewolf,2,detach(1))", "condition(k9_x_werewolf,2,your_turn)",
                            "cost(k9_x_werewolf,3,detach(1))", "condition(k9_x_werewolf,3,opponent_turn)"),
        "Superconductive Plasma Blast": ("condition(superconductive_plasma_blast,1,your_turn)",
                                         "condition(superconductive_plasma_blast,2,opponent_turn)"),
        "Vanquish Soul Jiaolong": ("cost(vanquish_soul_jiaolong,3,reveal(2,hand))",
                                   "cost_where(vanquish_soul_jiaolong,3,reveal,both(card_type(monster),attribute(fire)))",
                                   "choice_of(vanquish_soul_jiaolong,2,3)"),
        "Vanquish Soul Pluton HG": ("condition(vanquish_soul_pluton_hg,3,not_understood)",),  # "● DARK & EARTH"
        "Runick Tip": ("choice_of(runick_tip,1,2)", "op(runick_tip,1,1,add_from_deck_to_hand)"),
        "Sacred Spirit Sword Aiwass": ("choice_of(sacred_spirit_sword_aiwass,1,2)", "choice_of(sacred_spirit_sword_aiwass,1,3)"),
        # "activate 1 of the following effects": the same choice as "activate 1 of these effects"
        "Blessed Winds": ("choice_of(blessed_winds,2,3)", "choice_of(blessed_winds,2,4)", "cost(blessed_winds,4,pay_lp(1000))",
                          "target(blessed_winds,3,1,monster,gy,own)"),
        "Number 60: Dugares the Timeless": ("cost(number_60_dugares_the_timeless,1,detach(2))", "cost(number_60_dugares_the_timeless,3,detach(2))",
                                            "choice_of(number_60_dugares_the_timeless,1,3)"),
    }, {
        "Gladiator Beast Claudius": ("condition(gladiator_beast_claudius,2,not_understood)",),
        "Vanquish Soul Jiaolong": ("condition(vanquish_soul_jiaolong,2,not_understood)", "condition(vanquish_soul_jiaolong,3,not_understood)"),
        "Runick Tip": ("not_understood",),
        "Sacred Spirit Sword Aiwass": ("not_understood",),
        "Blessed Winds": ("not_understood",),
        "Number 60: Dugares the Timeless": ("not_understood",),
    })


def test_rider_is_stated_not_judged():
    """"..., but skip your next Battle Phase after activation": stated on each choice as not understood, not deciding
    its activation."""
    from pyfacade.cardtext.compiler import compile_card
    from pyfacade.cardtext.reader import from_mapping
    card = compile_card(from_mapping({"card_type": "Spell", "property": "Quick-Play", "name": "Rune Tester",
                                      "text": "Activate 1 of these effects, but skip your next Battle Phase after activation; "
                                              "● Draw 1 card. ● Gain 1000 LP."}, "test"))
    assert len(card.effects) == 2
    for e in card.effects:
        assert e.missing == ["skip your next Battle Phase after activation"] and not e.activation_missing


def test_compiles_equipped_choices():
    got = compiled(RIDE)
    assert {"condition(ride_keeper,2,equipped_controlled_by(own))", "condition(ride_keeper,3,equipped_controlled_by(opponent))", "op(ride_keeper,3,1,draw(1))", "choice_of(ride_keeper,2,3)"} <= got


@pytest.mark.parametrize("host_owner, mine, theirs", [("you", "yes", "no"), ("opp", "no", "yes")])
def test_choice_by_equipped_controller(imported, host_owner, mine, theirs):
    expectations_hold(f"""
name: Ride Keeper equipped to a monster {host_owner} control(s)
turn: you
cards:
  - {{id: ride, name: Ride Keeper, owner: you, zone: spell_trap_zone, face: down}}
  - {{id: host, name: Earth Pebble, owner: {host_owner}, zone: monster_zone}}
  - {{id: d, name: Earth Pebble, owner: you, zone: deck}}
actions:
  - chain: [{{card: ride, targets: [host]}}]
questions:
  - {{id: mine, ask: can_activate, card: ride, effect: 2}}
  - {{id: theirs, ask: can_activate, card: ride, effect: 3}}
expect:
  outcomes: {{"1.1": resolved}}
  answers: {{mine: "{mine}", theirs: "{theirs}"}}
""")



@pytest.mark.parametrize("position, draw, gain", [("attack", "yes", "no"), ("defense", "no", "yes")])
def test_choice_by_battle_position(imported, position, draw, gain):
    assert {"condition(pose_keeper,1,self_in_position(attack))", "condition(pose_keeper,2,self_in_position(defense))",
            "choice_of(pose_keeper,1,2)"} <= compiled(POSED)
    expectations_hold(f"""
name: Pose Keeper in {position} Position
turn: you
cards:
  - {{id: keeper, name: Pose Keeper, owner: you, zone: monster_zone, position: {position}}}
  - {{id: d, name: Earth Pebble, owner: you, zone: deck}}
questions:
  - {{id: draw, ask: can_activate, card: keeper, effect: 1}}
  - {{id: gain, ask: can_activate, card: keeper, effect: 2}}
expect:
  answers: {{draw: "{draw}", gain: "{gain}"}}
""")


@pytest.mark.parametrize("zone, summon, draw", [("hand", "yes", "no"), ("monster_zone", "no", "yes")])
def test_choice_by_where_it_is(imported, zone, summon, draw):
    assert {"activate_from(where_keeper,1,hand)", "activate_from(where_keeper,2,monster_zone)", "choice_of(where_keeper,1,2)",
            "usage_limit(where_keeper,1,use_each_choice_once_per_turn)"} <= compiled(PLACED)
    expectations_hold(f"""
name: Where Keeper in the {zone}
turn: you
cards:
  - {{id: keeper, name: Where Keeper, owner: you, zone: {zone}}}
  - {{id: d, name: Earth Pebble, owner: you, zone: deck}}
questions:
  - {{id: summon, ask: can_activate, card: keeper, effect: 1}}
  - {{id: draw, ask: can_activate, card: keeper, effect: 2}}
expect:
  answers: {{summon: "{summon}", draw: "{draw}"}}
""")
