""""Each time ..." heads and clauses compiled from card text (eachtime13).

- "this turn, each time <event>, immediately draw N card(s)" (Maxx "C"),
  "For the rest of this turn, each time ..., you immediately draw N card(s)"
  (Shared Ride): once the effect resolved, the draws happen at once, without
  a chain, for the rest of the turn (asp/events/each_time.lp r_each_time,
  each_time_this_turn; as the hand-written Maxx "C" and Shared Ride).

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
    assert ("op(shared_lift,1,1,each_time_this_turn(ev(added_to_hand,except(owned),all_of(either(from(deck),from(gy)),except(by_draw))),"
            "draw(1)))") in got
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
        "Shared Ride": ("op(shared_ride,1,1,each_time_this_turn(ev(added_to_hand,except(owned),all_of(either(from(deck),from(gy)),"
                        "except(by_draw))),draw(1)))",),
    }, {'Maxx "C"': ("not_modelled",), "Shared Ride": ("not_modelled",)})
