"""Heads after "Once per turn," compiled from card text (session 7, once per
turn): the usage limit is read off and the rest is an event head, so these
are event heads that were not read anywhere:
"sent from your hand or field to the GY" (a card that player had in the hand
or controlled on the field: events.lp event_controller), "added from the Main
Deck to your opponent's hand" (a card goes to its owner's hand),
"(except during the Draw Phase or the Damage Step)", ", except during the
Draw Phase", "returned from the field to the hand", "a player gains LP"
(either player), and ", even during the
Damage Step" (the card says it can be activated then: damage_step.lp
damage_step_ok, r_damage_step_activation).
Short texts written here, imported and judged in scenarios both ways; real
card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

SORROW = ("if a monster(s) is sent from your hand or field to the GY by a card effect (except during the Damage Step): "
          "You can draw 1 card.")
CARDS = [
    monster("Tester Sorrow", "Once per turn, " + SORROW),
    monster("Tester Lock", "Once per turn, if a card(s) is added from the Main Deck to your opponent's hand (except during the Damage Step): "
                           "You can draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Tester Mourner",
     "text": "If a monster(s) is sent from your hand or field to the GY, even during the Damage Step: Target 1 card on the field; destroy it."},
    {"card_type": "Trap", "property": "Normal", "name": "Plain Mourner",
     "text": "If a monster(s) is sent from your hand or field to the GY: Target 1 card on the field; destroy it."},
    monster("Plain Page", "You can draw 1 card."),
    monster("Big Brute", "You can draw 1 card.", atk=2500),
    {"card_type": "Spell", "property": "Normal", "name": "Grave Push", "text": "Target 1 monster on the field; send it to the GY."},
    {"card_type": "Spell", "property": "Normal", "name": "Page Draw", "text": "Draw 1 card."},
    {"card_type": "Spell", "property": "Normal", "name": "Page Balm", "text": "Gain 1000 LP."},
    monster("Tester Glow", "Once per turn, if a player gains LP: You can draw 1 card."),
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "onceperturn.yaml")


def test_the_heads_compile():
    got = compiled(BY["Tester Sorrow"])
    assert {"usage_limit(tester_sorrow,1,once_per_turn)",
            "condition(tester_sorrow,1,if_event(ev(sent_to_gy,all_of(monster,own),"
            "all_of(either(from(hand),from(field)),all_of(by_effect,outside(damage_step))))))"} <= got
    assert ("condition(tester_lock,1,if_event(ev(added_to_hand,except(owned),all_of(from(deck),outside(damage_step)))))"
            in compiled(BY["Tester Lock"]))
    got = compiled(BY["Tester Mourner"])
    assert {"damage_step_ok(tester_mourner,1)",
            "condition(tester_mourner,1,if_event(ev(sent_to_gy,all_of(monster,own),either(from(hand),from(field)))))"} <= got
    assert not any(f.startswith("damage_step_ok") for f in compiled(BY["Plain Mourner"]))
    # "from your field" in other places than a move is still not read
    got = compiled(monster("Odd Summoner", "If a monster is Special Summoned from your hand or field: You can draw 1 card."))
    assert "condition(odd_summoner,1,not_understood)" in got


@pytest.mark.parametrize("victim, can", [("mine", "yes"), ("theirs", "no")])
def test_sent_from_your_field_to_the_gy_by_a_card_effect(imported, victim, can):
    """The monster sent was mine (on my field) or the opponent's."""
    holds(f"""
name: Grave Push sends {victim} to the GY, Tester Sorrow watches
cards:
  - {{id: sorrow, name: Tester Sorrow, owner: you, zone: monster_zone}}
  - {{id: mine, name: Plain Page, owner: you, zone: monster_zone}}
  - {{id: theirs, name: Plain Page, owner: opp, zone: monster_zone}}
  - {{id: push, name: Grave Push, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: push, targets: [{victim}]}}
questions:
  - {{id: q, ask: can_activate, card: sorrow}}
expect:
  zones: {{{victim}: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("who, can", [("opp", "yes"), ("you", "no")])
def test_added_from_the_main_deck_to_your_opponents_hand(imported, who, can):
    """Page Draw draws a card of its player's Deck (a draw adds the card to the
    hand): the opponent's, or mine. (A search whose card the scenario cannot
    name, op add_from_deck_to_hand, has no card to judge whose it is.)"""
    holds(f"""
name: Page Draw activated by {who}, Tester Lock watches
turn: {who}
cards:
  - {{id: lock, name: Tester Lock, owner: you, zone: monster_zone}}
  - {{id: pull, name: Page Draw, owner: {who}, zone: hand}}
  - {{id: page, name: Plain Page, owner: {who}, zone: deck}}
actions:
  - chain:
      - {{card: pull, draws: [page]}}
questions:
  - {{id: q, ask: can_activate, card: lock}}
expect:
  zones: {{page: hand}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("card, can, why", [("Tester Mourner", "yes", ""), ("Plain Mourner", "no", "\n  reasons: {q: r_damage_step_activation}")])
def test_even_during_the_damage_step(imported, card, can, why):
    """My monster is destroyed by battle and sent to the GY at the end of the
    Damage Step: only the Trap that says "even during the Damage Step" can be
    activated then (r_damage_step_activation: the event is no battle-only one)."""
    steps = ["damage_step", "before_damage_calculation", "damage_calculation", "after_damage_calculation", "end_damage_step"]
    phases = "\n".join(f"  - phase: {p}" for p in steps)
    holds(f"""
name: Big Brute destroys my Plain Page by battle, {card} watches
turn: opp
phase: battle_step
cards:
  - {{id: mourner, name: {card}, owner: you, zone: spell_trap_zone}}
  - {{id: page, name: Plain Page, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: brute, target: page}}
{phases}
questions:
  - {{id: q, ask: can_activate, card: mourner}}
expect:
  zones: {{page: gy}}
  answers: {{q: "{can}"}}{why}
""")


@pytest.mark.parametrize("who, spell, can", [("opp", "balm", "yes"), ("you", "balm", "yes"), ("opp", "pull", "no")])
def test_a_player_gains_lp(imported, who, spell, can):
    """Either player's LP gain, none when only a card is drawn."""
    holds(f"""
name: {who} activates {spell}, Tester Glow watches
turn: {who}
cards:
  - {{id: glow, name: Tester Glow, owner: you, zone: monster_zone}}
  - {{id: balm, name: Page Balm, owner: {who}, zone: hand}}
  - {{id: pull, name: Page Draw, owner: {who}, zone: hand}}
actions:
  - chain:
      - {{card: {spell}}}
questions:
  - {{id: q, ask: can_activate, card: glow}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_cards():
    real_facts_hold({
        "Vennu, Bright Bird of Divinity": (
            "condition(vennu_bright_bird_of_divinity,2,if_event(ev(tributed,all_of(monster,all_of(except(self),own)),"
            "all_of(either(from(hand),from(field)),outside(damage_step)))))",),
        "Paleozoic Anomalocaris": (
            "condition(paleozoic_anomalocaris,2,if_event(ev(sent_to_gy,all_of(trap,own),all_of(from(spell_trap_zone),outside(damage_step)))))",),
        "Droll & Lock Bird": (
            "condition(droll_lock_bird,1,if_event(ev(added_to_hand,except(owned),all_of(from(deck),outside(draw_phase)))))",),
        "Sleipnir the Runick Mane": (
            "condition(sleipnir_the_runick_mane,2,if_event(ev(added_to_hand,except(owned),all_of(from(deck),outside(damage_step)))))",),
        "Battleguard Echoes": ("damage_step_ok(battleguard_echoes,2)",
                               "condition(battleguard_echoes,2,if_event(ev(returned_to_hand,monster,from(field))))"),
        "Sorcerer of Sebek": ("damage_step_ok(sorcerer_of_sebek,2)", "condition(sorcerer_of_sebek,2,if_event(ev(gained_lp,any,any)))"),
        "Aromalilith Magnolia": ("damage_step_ok(aromalilith_magnolia,3)",
                                 "condition(aromalilith_magnolia,3,if_event(ev(gained_lp,any,happened_to(own))))"),
    })
