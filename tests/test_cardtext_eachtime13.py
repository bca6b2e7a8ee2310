""""Each time ..." heads and clauses compiled from card text (eachtime13).

- "this turn, each time <event>, immediately draw N card(s)" (Maxx "C"),
  "For the rest of this turn, each time ..., you immediately draw N card(s)"
  (Shared Ride): once the effect resolved, the draws happen at once, without
  a chain, for the rest of the turn (asp/events/each_time.lp r_each_time,
  each_time_this_turn; as the hand-written Maxx "C" and Shared Ride);
  "...; apply these effects this turn. ● Each time ..., immediately draw 1
  card. ● ..." (the Mulcharmy cards): the bullets are what the effect
  applies this turn, not effects of their own.
- "Each time <event>, <operation>." without ":" or ";" in a card text
  written in Problem-Solving Card Text (it has ";" or "<condition>: You
  can" elsewhere): an effect that makes no Chain Link (Konami, PSCT Part 3;
  Yugipedia "Problem-Solving Card Text"), read as a continuous "each time"
  effect (each_time.lp r_each_time_continuous). In an older text the same
  words may be a Trigger Effect (Fire Princess): not decided.

Short texts written here in the style of real cards, imported and judged in
scenarios that show the engine deriving the outcome both ways; real card
texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

SCOUT = monster("Swarm Scout", "(Quick Effect): You can send this card from your hand to the GY; this turn, each time your opponent "
                               "Special Summons a monster(s), immediately draw 1 card. You can only use this effect of \"Swarm Scout\" "
                               "once per turn.", atk=500)
RIDE = {"card_type": "Spell", "property": "Quick-Play", "name": "Shared Lift",
        "text": "For the rest of this turn, each time a card(s) is added from the Main Deck or GY to your opponent's hand, except by "
                "drawing them, you immediately draw 1 card."}


def test_each_time_this_turn_draw_compiles():
    got = compiled(SCOUT)
    assert "op(swarm_scout,1,1,each_time_this_turn(ev(special_summoned,monster,by(opponent)),draw(1)))" in got
    assert not any(f.startswith("not_modelled") for f in got)
    got = compiled(RIDE)
    assert ("op(shared_lift,1,1,each_time_this_turn(ev(added_to_hand,any,all_of(happened_to(opponent),all_of(either(from(deck),from(gy)),"
            "except(by_draw)))),draw(1)))") in got
    assert not any(f.startswith("not_modelled") for f in got)


def test_each_time_this_turn_needs_the_event_and_a_draw():
    """Another operation, or an event not read: the clause stays not modelled."""
    other = compiled(monster("Swarm Burner", "(Quick Effect): You can send this card from your hand to the GY; this turn, each time your "
                                             "opponent Special Summons a monster(s), immediately inflict 500 damage to your opponent."))
    assert not any("each_time_this_turn" in f for f in other)
    assert any(f.startswith("not_modelled(swarm_burner,1,") for f in other)


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, [SCOUT])


@pytest.mark.parametrize("scout_owner, ragweed_owner, can", [("opp", "you", "yes"), ("you", "opp", "no")])
def test_each_time_this_turn_draws_at_once(imported, scout_owner, ragweed_owner, can):
    """r_each_time: after Swarm Scout resolved, the opponent's Special Summon
    makes its player draw at once (a draw Naturia Ragweed can respond to);
    its player's own Special Summon draws nothing."""
    expectations_hold(f"""
name: Swarm Scout ({scout_owner}) then you Special Summon Dark Magician; Naturia Ragweed ({ragweed_owner}) on a draw
turn: you
cards:
  - {{id: scout, name: Swarm Scout, owner: {scout_owner}, zone: hand}}
  - {{id: reborn, name: Monster Reborn, owner: you, zone: hand}}
  - {{id: dm, name: Dark Magician, owner: you, zone: gy}}
  - {{id: ragweed, name: Naturia Ragweed, owner: {ragweed_owner}, zone: monster_zone}}
actions:
  - chain:
      - {{card: scout}}
  - chain:
      - {{card: reborn, targets: [dm]}}
questions:
  - {{id: q, ask: can_activate, card: ragweed, at: {{after: 2}}}}
expect:
  zones: {{scout: gy, dm: monster_zone}}
  answers: {{q: "{can}"}}
""", "eachtime13.yaml")


@pytest.mark.skipif(not DATA.is_file(), reason="no shared card data")
def test_real_each_time_this_turn_cards():
    real_facts_hold({
        'Maxx "C"': ("op(maxx_c,1,1,each_time_this_turn(ev(special_summoned,monster,by(opponent)),draw(1)))",),
        "Shared Ride": ("op(shared_ride,1,1,each_time_this_turn(ev(added_to_hand,any,all_of(happened_to(opponent),all_of(either(from(deck),"
                        "from(gy)),except(by_draw)))),draw(1)))",),
    }, {'Maxx "C"': ("not_modelled",), "Shared Ride": ("not_modelled",)})


EMBER = monster("Ember Lord", "When this card is Normal Summoned: You can draw 1 card. Each time your opponent Special Summons a "
                              "monster(s), inflict 500 damage to your opponent.", line="Pyro / Effect", atk=2500)
OLD_EMBER = monster("Old Ember", "Each time your opponent Special Summons a monster(s), inflict 500 damage to your opponent.",
                    line="Pyro / Effect")
MULCH = monster("Mulch Scout", "If you control no cards (Quick Effect): You can discard this card; apply these effects this turn.\n"
                               "● Each time your opponent Special Summons a monster(s), immediately draw 1 card.\n"
                               "● Once, during this End Phase, you must discard 1 card.", atk=100)


def test_each_time_without_colon_in_psct_text_is_continuous():
    got = compiled(EMBER)
    assert "effect(ember_lord,2,continuous)" in got
    assert "applies_continuously(ember_lord,2,each_time(ev(special_summoned,monster,by(opponent)),damage_opponent(500)))" in got
    assert not any(f.startswith("not_modelled(ember_lord,2,") for f in got)
    # an older text (no ":" nor ";"): not decided, as before (its head stays not understood)
    old = compiled(OLD_EMBER)
    assert not any("applies_continuously" in f for f in old)
    assert any(f.startswith("not_modelled(old_ember,1,") for f in old)


def test_apply_these_effects_this_turn_bullets():
    got = compiled(MULCH)
    assert "op(mulch_scout,1,1,each_time_this_turn(ev(special_summoned,monster,by(opponent)),draw(1)))" in got
    assert not any(f.startswith("effect(mulch_scout,2,") for f in got)  # the bullets are no effects of their own
    assert "not_modelled(mulch_scout,1,\"● Once, during this End Phase, you must discard 1 card\")" in got


@pytest.fixture
def embers(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, [EMBER])


@pytest.mark.parametrize("summoner, opp_lp", [("opp", 7500), ("you", 8000)])
def test_each_time_continuous_damage_without_a_chain(embers, summoner, opp_lp):
    """r_each_time_continuous: Ember Lord on the field; the opponent's Special
    Summon costs them 500 LP at once (no chain: the Special Summon's chain
    is the only one); its controller's own Special Summon does nothing."""
    expectations_hold(f"""
name: Ember Lord (you) on the field; {summoner} Special Summons Dark Magician with Monster Reborn
turn: {summoner}
cards:
  - {{id: ember, name: Ember Lord, owner: you, zone: monster_zone}}
  - {{id: reborn, name: Monster Reborn, owner: {summoner}, zone: hand}}
  - {{id: dm, name: Dark Magician, owner: {summoner}, zone: gy}}
actions:
  - chain:
      - {{card: reborn, targets: [dm]}}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{dm: monster_zone}}
  life_points: {{opp: {opp_lp}, you: 8000}}
""", "eachtime13.yaml")


@pytest.mark.skipif(not DATA.is_file(), reason="no shared card data")
def test_real_each_time_without_colon():
    real_facts_hold({
        "Volcanic Emperor": ("effect(volcanic_emperor,2,continuous)",
                             "applies_continuously(volcanic_emperor,2,each_time(ev(special_summoned,monster,by(opponent)),damage_opponent(500)))"),
        "GMX - ALLOS": ("applies_continuously(gmx_allos,1,each_time(ev(any_of(normal_summoned,special_summoned),monster,by(opponent)),"
                        "gain_lp(you,200)))",),
        "Mulcharmy Purulia": ("op(mulcharmy_purulia,1,1,each_time_this_turn(ev(any_of(normal_summoned,special_summoned),any,"
                              "all_of(by(opponent),from(hand))),draw(1)))",),
        "Fire Princess": ("effect(fire_princess,1,trigger)",),
    }, {"Volcanic Emperor": ("not_modelled(volcanic_emperor,2",), "Mulcharmy Purulia": ("effect(mulcharmy_purulia,2",),
        "Fire Princess": ("applies_continuously",)})


def test_each_time_colon_heads_with_a_turn_or_after_damage_calculation():
    """"Each time <event>:" is a Trigger Effect read as "If <event>:"; also
    "During your opponent's turn, each time ...:" (in that turn) and "Each
    time ... attacks or is attacked, after damage calculation:" (each battle
    that reaches it; activated in the Damage Step)."""
    turn = compiled(monster("Relic Seer", "During your opponent's turn, each time a \"Relic\" monster(s) is Special Summoned: Draw 1 card."))
    assert "effect(relic_seer,1,trigger)" in turn
    assert "condition(relic_seer,1,if_event(ev(special_summoned,where(name_has(\"Relic\")),any)))" in turn
    assert "condition(relic_seer,1,opponent_turn)" in turn
    assert not any(f.startswith("not_modelled") for f in turn)
    waltz = compiled({"card_type": "Trap", "property": "Continuous", "name": "Sweet Waltz",
                      "text": "Each time a \"Sweet\" monster you control attacks or is attacked, after damage calculation: "
                              "Inflict 300 damage to your opponent."})
    assert "effect(sweet_waltz,2,trigger)" in waltz
    assert {"damage_step_ok(sweet_waltz,2)", "condition(sweet_waltz,2,during_phase(after_damage_calculation))",
            "condition(sweet_waltz,2,own_in_battle(any,name_has(\"Sweet\")))"} <= waltz
    assert not any(f.startswith("not_modelled") for f in waltz)
