"""Coin tosses: the compiler states the toss (op toss_coin) and what the
effect does for one result (op/4 with op_coin/4: heads, tails; right,
wrong for a called toss); the engine never guesses the result
(asp/chain/coins.lp r_coin_toss, r_coin_call): the scenario's `coin:` /
`call:` states it, else each result is a ruling of its own."""

from __future__ import annotations


import pytest

from pyfacade.inputs.cards import library
from imported import compiled, expectations_hold, data_lines, import_cards, real_facts_hold
from test_cardtext import needs_data

IMPORTED = ["Abare Ushioni", "Cup of Ace", "Couple of Aces"]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    """The real cards above, imported from the shared card data."""
    yield import_cards(tmp_path, monkeypatch, data_lines(IMPORTED))
    library.cache_clear()


# ---- the compiler ----------------------------------------------------------------

@needs_data
def test_toss_a_coin_and_call_it():
    # "Toss a coin and call it. If you call it right, ... If you call it wrong, ...": one effect
    real_facts_hold({"Abare Ushioni": ("op(abare_ushioni,1,1,toss_coin)",
                                       "op(abare_ushioni,1,2,damage_opponent(1000))", "op_coin(abare_ushioni,1,damage_opponent(1000),right)",
                                       "op(abare_ushioni,1,2,damage_you(1000))", "op_coin(abare_ushioni,1,damage_you(1000),wrong)")},
                    absent={"Abare Ushioni": ("effect(abare_ushioni,2,", "not_modelled(abare_ushioni,")})


@needs_data
def test_heads_and_tails_bullets():
    real_facts_hold({"Cup of Ace": ("op(cup_of_ace,1,1,toss_coin)", "op(cup_of_ace,1,2,draw(2))", "op_coin(cup_of_ace,1,draw(2),heads)",
                                    "op(cup_of_ace,1,2,draw_opponent(2))", "op_coin(cup_of_ace,1,draw_opponent(2),tails)")},
                    absent={"Cup of Ace": ("not_modelled(cup_of_ace,",)})


@needs_data
def test_if_the_result_is_heads_inline():
    real_facts_hold({"Couple of Aces": ("op(couple_of_aces,1,1,toss_coin)",
                                        "op_coin(couple_of_aces,1,special_summon(self),heads)",
                                        "op_coin(couple_of_aces,1,special_summon_to_opponent(self),tails)")})


@needs_data
def test_a_branch_of_several_steps_is_not_stated():
    # "If you call it wrong, destroy ..., and if you do, take damage ...": what needs what within a result is not stated
    real_facts_hold({"Time Wizard": ("op_coin(time_wizard,1,destroy(all(where(controlled_by(opponent)))),right)",
                                     "not_modelled(time_wizard,1,\"If you call it wrong, destroy as many monsters you control as possible, "
                                     "and if you do, take damage equal to half the total ATK those destroyed monsters had while face-up on the field\")")},
                    absent={"Time Wizard": (",wrong)",)})


def test_a_result_without_its_toss_is_not_stated():
    # the toss not read: what a result does is not stated either
    facts = compiled({"card_type": "Spell", "property": "Normal", "name": "Test Coin Lost",
                      "text": "Toss a coin 3 times. If you call it right, draw 1 card."})
    assert not any(f.startswith(("op(", "op_coin(")) for f in facts)


# ---- the engine ------------------------------------------------------------------

ABARE = """
name: "Abare Ushioni tosses a coin and calls it"
cards:
  - {id: abare, name: Abare Ushioni, owner: you, zone: monster_zone}
actions:
  - chain: [{card: abare, effect: 1LINK}]
questions:
  - {id: you, ask: life_points, player: you}
  - {id: opp, ask: life_points, player: opp}
"""


def test_called_right(imported):
    expectations_hold(ABARE.replace("LINK", ", call: right") + """
expect:
  rulings: 1
  life_points: {you: 8000, opp: 7000}
""")


def test_called_wrong(imported):
    expectations_hold(ABARE.replace("LINK", ", call: wrong") + """
expect:
  rulings: 1
  life_points: {you: 7000, opp: 8000}
""")


def test_the_call_left_open_is_one_ruling_per_result(imported):
    expectations_hold(ABARE.replace("LINK", "") + """
expect:
  rulings: 2
  open:
    - assuming: ["coin(link 1.1 (Abare Ushioni), right)"]
      answers: {you: "8000", opp: "7000"}
    - assuming: ["coin(link 1.1 (Abare Ushioni), wrong)"]
      answers: {you: "7000", opp: "8000"}
""")


COUPLE = """
name: "Couple of Aces tosses a coin in the hand: heads, to your field; tails, to your opponent's"
cards:
  - {id: aces, name: Couple of Aces, owner: you, zone: hand}
actions:
  - chain: [{card: aces, effect: 1LINK}]
questions:
  - {id: q, ask: where, card: aces}
"""


def test_heads(imported):
    expectations_hold(COUPLE.replace("LINK", ", coin: heads, positions: {aces: attack}") + """
expect:
  rulings: 1
  zones: {aces: monster_zone}
""")


def test_a_coin_result_for_a_link_that_tosses_none_is_refused(imported):
    expectations_hold(ABARE.replace("LINK", ", coin: heads") + """
expect:
  illegal: [{at: "1.1", rule: r_coin_stated}]
""")


def test_tails(imported):
    expectations_hold(COUPLE.replace("LINK", ", coin: tails, positions: {aces: defense}") + """
expect:
  rulings: 1
  zones: {aces: monster_zone}
""")


def test_the_coin_left_open_is_one_ruling_per_result(imported):
    # heads or tails, each with the position its player chooses (r_summon_position_choice)
    expectations_hold(COUPLE.replace("LINK", "") + """
expect:
  rulings: 4
  zones: {aces: monster_zone}
""")


def test_a_negated_effect_tosses_no_coin(imported):
    # Abare Ushioni's effect negated (Effect Veiler): no toss, so no ruling per result
    expectations_hold("""
name: "Effect Veiler negates Abare Ushioni's coin toss"
cards:
  - {id: abare, name: Abare Ushioni, owner: you, zone: monster_zone}
  - {id: veiler, name: Effect Veiler, owner: opp, zone: hand}
actions:
  - chain: [{card: abare, effect: 1}, {card: veiler, targets: [abare]}]
questions:
  - {id: opp, ask: life_points, player: opp}
expect:
  rulings: 1
  life_points: {you: 8000, opp: 8000}
""")


@needs_data
def test_a_rider_of_one_result_is_not_stated():
    # "● Heads: Special Summon ..., ignoring its Summoning conditions": the rider is a fact of the whole effect,
    # which would apply it whatever the result; the tails result is read
    real_facts_hold({"Arcana Force EX - The Chaos Ruler": (
        "op_coin(arcana_force_ex_the_chaos_ruler,1,add_from_deck_to_hand,tails)",
        "not_modelled(arcana_force_ex_the_chaos_ruler,1,\"● Heads: Special Summon 1 Level 10 \\\"Arcana Force\\\" monster from your "
        "hand or Deck, ignoring its Summoning conditions\")")},
        absent={"Arcana Force EX - The Chaos Ruler": (",heads)", "ignoring_summoning_conditions")})
