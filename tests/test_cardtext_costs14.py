"""Costs that return cards to the hand, shuffle them into the Deck or place
them on it (costs14): "return 1 face-up monster you control to the hand",
"shuffle 1 "X" monster from your GY into the Deck/Extra Deck", "place 1 card
from your hand on top of the Deck" (asp/chain/costs.lp r_cost_return_shuffle);
"send 1 Equip Card equipped to this card to the GY" (cost_place
equipped_to_this_card); "send 1 face-down card you control to the GY"
(cost_place face_down_field); "change this face-down card to face-up Defense
Position" (r_cost_flip_self). Short texts written here in the style of real
cards, imported and judged in scenarios of their own; real card texts from
../shared/data/ (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import compiled, expectations_hold, import_cards, real_facts_hold, DATA


def monster(name, text, line="Spellcaster / Effect", **kw):
    return {"card_type": "Monster", "monster_type_line": line, "attribute": "DARK", "level": 4, "atk": 1500, "def": 1000,
            "name": name, "text": text, **kw}


CARDS = [
    monster("Bounce Sage", "You can return 1 face-up monster you control to the hand; gain 500 LP."),
    monster("Swap Sage", "You can return 1 other monster you control to the hand; gain 500 LP."),
    monster("Grave Shuffle Sage", "If this card is in your GY: You can shuffle 1 other DARK monster from your GY into the Deck/Extra Deck; "
            "gain 500 LP."),
    monster("Hand Shuffle Sage", "You can shuffle 1 \"Sage\" card from your hand into the Deck; gain 500 LP."),
    monster("Stack Sage", "You can place 1 other \"Sage\" card from your hand on top of the Deck; gain 500 LP."),
    monster("Armed Sage", "You can send 1 Equip Card equipped to this card to the GY; gain 500 LP."),
    {"card_type": "Spell", "property": "Equip", "name": "Sage Staff", "text": "Equip only to a Spellcaster monster. It gains 500 ATK."},
    monster("Set Sage", "You can send 1 face-down card you control to the GY; gain 500 LP."),
    monster("Veiled Sage", "You can change this face-down card to face-up Defense Position; gain 500 LP."),
    monster("Plain Giant", "", line="Warrior / Normal", attribute="EARTH", level=8),
    monster("Fused Sage", "2 Spellcaster monsters", line="Spellcaster / Fusion / Effect", level=7),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "costs14.yaml")


def by_name(name: str) -> dict:
    return next(c for c in CARDS if c["name"] == name)


def test_the_costs_compile():
    assert {"cost(bounce_sage,1,return_to_hand_from(1,face_up_field))", "cost_where(bounce_sage,1,return_to_hand,card_type(monster))"} \
        <= compiled(by_name("Bounce Sage"))
    assert {"cost(swap_sage,1,return_to_hand_from(1,field))", "cost_other(swap_sage,1,return_to_hand)"} <= compiled(by_name("Swap Sage"))
    got = compiled(by_name("Grave Shuffle Sage"))
    assert {"cost(grave_shuffle_sage,1,shuffle_into_deck_from(1,gy))", "cost_other(grave_shuffle_sage,1,shuffle_into_deck)",
            "activate_from(grave_shuffle_sage,1,gy)"} <= got
    assert not any("not_understood" in f for f in got)
    assert "cost(hand_shuffle_sage,1,shuffle_into_deck_from(1,hand))" in compiled(by_name("Hand Shuffle Sage"))
    assert {"cost(stack_sage,1,place_on_deck_from(1,hand,top))", "cost_other(stack_sage,1,place_on_deck)",
            'cost_where(stack_sage,1,place_on_deck,name_has("Sage"))'} <= compiled(by_name("Stack Sage"))


def test_into_the_main_deck_stays_not_understood():
    """"into the Main Deck" is not read (an Extra Deck monster cannot go there: not modelled)."""
    got = compiled(monster("Main Sage", "You can shuffle 1 \"Sage\" monster from your GY into the Main Deck; gain 500 LP."))
    assert "condition(main_sage,1,not_understood)" in got


@pytest.mark.parametrize("paid, where, ok, rule", [("giant", "monster_zone", True, None), ("giant", "hand", False, "r_cost_place"),
                                                   ("theirs", "monster_zone", False, "r_cost_place")])
def test_return_a_monster_you_control(imported, paid, where, ok, rule):
    expect = f"zones: {{{paid}: hand}}\n  life_points: {{you: 8500}}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Bounce Sage returns {paid} ({where}) to the hand
cards:
  - {{id: sage, name: Bounce Sage, owner: you, zone: monster_zone}}
  - {{id: giant, name: Plain Giant, owner: you, zone: {where}}}
  - {{id: theirs, name: Plain Giant, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: sage, cost: {{return_to_hand: [{paid}]}}}}]
expect:
  {expect}
""")


def test_an_extra_deck_monster_returned_goes_to_the_extra_deck(imported):
    holds("""
name: Bounce Sage returns a Fusion Monster, which goes to the Extra Deck
cards:
  - {id: sage, name: Bounce Sage, owner: you, zone: monster_zone}
  - {id: fused, name: Fused Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: sage, cost: {return_to_hand: [fused]}}]
expect:
  outcomes: {"1.1": resolved}
  zones: {fused: extra_deck}
  life_points: {you: 8500}
""")


@pytest.mark.parametrize("other, can", [(False, "no"), (True, "yes")])
def test_can_return_only_another_monster(imported, other, can):
    extra = "\n  - {id: giant, name: Plain Giant, owner: you, zone: monster_zone}" if other else ""
    why = "\n  reasons: {now: r_cost_payable}" if can == "no" else ""
    holds(f"""
name: Swap Sage {"with" if other else "without"} another monster on its side
cards:
  - {{id: sage, name: Swap Sage, owner: you, zone: monster_zone}}
  - {{id: h, name: Plain Giant, owner: you, zone: hand}}{extra}
actions: []
questions:
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{now: "{can}"}}{why}
""")


@pytest.mark.parametrize("paid, ok, rule", [("dark", True, None), ("earth", False, "r_cost_filter"), ("sage", False, "r_cost_other")])
def test_shuffle_another_monster_from_the_gy(imported, paid, ok, rule):
    expect = f"zones: {{{paid}: deck, sage: gy}}\n  life_points: {{you: 8500}}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Grave Shuffle Sage shuffles {paid} from the GY into the Deck
cards:
  - {{id: sage, name: Grave Shuffle Sage, owner: you, zone: gy}}
  - {{id: dark, name: Bounce Sage, owner: you, zone: gy}}
  - {{id: earth, name: Plain Giant, owner: you, zone: gy}}
actions:
  - chain: [{{card: sage, cost: {{shuffle_into_deck: [{paid}]}}}}]
expect:
  {expect}
""")


def test_a_fusion_monster_shuffled_goes_to_the_extra_deck(imported):
    holds("""
name: Grave Shuffle Sage shuffles a DARK Fusion Monster from the GY
cards:
  - {id: sage, name: Grave Shuffle Sage, owner: you, zone: gy}
  - {id: fused, name: Fused Sage, owner: you, zone: gy}
actions:
  - chain: [{card: sage, cost: {shuffle_into_deck: [fused]}}]
expect:
  zones: {fused: extra_deck}
  life_points: {you: 8500}
""")


@pytest.mark.parametrize("in_hand, can", [("Bounce Sage", "yes"), ("Plain Giant", "no")])
def test_can_shuffle_a_card_from_the_hand(imported, in_hand, can):
    why = "\n  reasons: {now: r_cost_payable}" if can == "no" else ""
    holds(f"""
name: Hand Shuffle Sage with {in_hand} in the hand
cards:
  - {{id: sage, name: Hand Shuffle Sage, owner: you, zone: monster_zone}}
  - {{id: h, name: {in_hand}, owner: you, zone: hand}}
actions: []
questions:
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{now: "{can}"}}{why}
""")


@pytest.mark.parametrize("paid, where, ok, rule", [("other", "hand", True, None), ("other", "monster_zone", False, "r_cost_place"),
                                                   ("giant", "hand", False, "r_cost_filter")])
def test_place_a_card_from_the_hand_on_the_deck(imported, paid, where, ok, rule):
    expect = f"zones: {{{paid}: deck}}\n  life_points: {{you: 8500}}" if ok else f'illegal: [{{at: "1.1", rule: {rule}}}]'
    holds(f"""
name: Stack Sage places {paid} ({where}) on top of the Deck
cards:
  - {{id: sage, name: Stack Sage, owner: you, zone: monster_zone}}
  - {{id: other, name: Bounce Sage, owner: you, zone: {where}}}
  - {{id: giant, name: Plain Giant, owner: you, zone: hand}}
actions:
  - chain: [{{card: sage, cost: {{place_on_deck: [{paid}]}}}}]
expect:
  {expect}
""")


def test_cannot_place_without_another_sage_in_the_hand(imported):
    holds("""
name: Stack Sage with no other "Sage" card in the hand (one on the field, a Giant in the hand)
cards:
  - {id: sage, name: Stack Sage, owner: you, zone: monster_zone}
  - {id: other, name: Bounce Sage, owner: you, zone: monster_zone}
  - {id: giant, name: Plain Giant, owner: you, zone: hand}
actions: []
questions:
  - {id: now, ask: can_activate, card: sage}
expect:
  answers: {now: "no"}
  reasons: {now: r_cost_payable}
""")


@pytest.mark.parametrize("on, ok", [("sage", True), ("other", False)])
def test_send_an_equip_card_equipped_to_this_card(imported, on, ok):
    assert "cost(armed_sage,1,send_to_gy_from(1,equipped_to_this_card))" in compiled(by_name("Armed Sage"))
    expect = "zones: {staff: gy}\n  life_points: {you: 8500}" if ok else 'illegal: [{at: "2.1", rule: r_cost_place}]'
    holds(f"""
name: Armed Sage sends the Sage Staff equipped to {on} to the GY
cards:
  - {{id: sage, name: Armed Sage, owner: you, zone: monster_zone}}
  - {{id: other, name: Bounce Sage, owner: you, zone: monster_zone}}
  - {{id: staff, name: Sage Staff, owner: you, zone: hand}}
actions:
  - chain: [{{card: staff, targets: [{on}]}}]
  - chain: [{{card: sage, cost: {{send_to_gy: [staff]}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("on, can", [("sage", "yes"), ("other", "no")])
def test_can_send_only_an_equip_card_equipped_to_this_card(imported, on, can):
    why = "\n  reasons: {now: r_cost_payable}" if can == "no" else ""
    holds(f"""
name: Armed Sage with the Sage Staff equipped to {on}
cards:
  - {{id: sage, name: Armed Sage, owner: you, zone: monster_zone}}
  - {{id: other, name: Bounce Sage, owner: you, zone: monster_zone}}
  - {{id: staff, name: Sage Staff, owner: you, zone: hand}}
actions:
  - chain: [{{card: staff, targets: [{on}]}}]
questions:
  - {{id: now, ask: can_activate, card: sage}}
expect:
  answers: {{now: "{can}"}}{why}
""")


@pytest.mark.parametrize("face, ok", [("down", True), ("up", False)])
def test_send_a_face_down_card_you_control(imported, face, ok):
    assert "cost(set_sage,1,send_to_gy_from(1,face_down_field))" in compiled(by_name("Set Sage"))
    expect = "zones: {staff: gy}\n  life_points: {you: 8500}" if ok else 'illegal: [{at: "1.1", rule: r_cost_place}]'
    holds(f"""
name: Set Sage sends a face-{face} card it controls to the GY
cards:
  - {{id: sage, name: Set Sage, owner: you, zone: monster_zone}}
  - {{id: staff, name: Plain Giant, owner: you, zone: monster_zone, face: {face}{", position: defense" if face == "down" else ""}}}
actions:
  - chain: [{{card: sage, cost: {{send_to_gy: [staff]}}}}]
expect:
  {expect}
""")


def test_discard_1_card_name():
    """"discard 1 card \"Fur Hire\"" (the wording of that archetype) is "discard 1 \"Fur Hire\" card"."""
    got = compiled(monster("Hired Sage", "You can discard 1 card \"Sage\"; gain 500 LP."))
    assert {"cost(hired_sage,1,discard(1))", 'cost_where(hired_sage,1,discard,name_has("Sage"))'} <= got


def test_flip_this_face_down_card_as_a_cost(imported):
    """Activated face-down; the cost flips it face-up, so it cannot be activated that way again."""
    assert "cost(veiled_sage,1,flip_face_up_defense(self))" in compiled(by_name("Veiled Sage"))
    holds("""
name: Veiled Sage, face-down, flips itself face-up to gain LP, then tries again
cards:
  - {id: sage, name: Veiled Sage, owner: you, zone: monster_zone, face: down, position: defense}
actions:
  - chain: [{card: sage}]
  - chain: [{card: sage}]
expect:
  outcomes: {"1.1": resolved}
  illegal: [{at: "2.1", rule: r_cost_flip_self}]
""")


def test_a_face_up_card_cannot_flip_itself(imported):
    holds("""
name: Veiled Sage, face-up, cannot pay its cost
cards:
  - {id: sage, name: Veiled Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: sage}]
expect:
  illegal: [{at: "1.1", rule: r_cost_flip_self}]
""")


def test_real_cards():
    if not DATA.is_file():
        pytest.skip("the shared card data (../shared/data) is absent")
    real_facts_hold({
        "Swap Frog": ("cost(swap_frog,2,return_to_hand_from(1,field))",),
        "Genex Ally Birdman": ("cost(genex_ally_birdman,1,return_to_hand_from(1,face_up_field))",),
        "Fiendsmith's Lacrima": ("cost(fiendsmith_s_lacrima,3,shuffle_into_deck_from(1,gy))", "cost_other(fiendsmith_s_lacrima,3,shuffle_into_deck)"),
        "Card Trader": ("cost(card_trader,2,shuffle_into_deck_from(1,hand))",),
        "Vylon Omega": ("cost(vylon_omega,3,send_to_gy_from(1,equipped_to_this_card))", "cost_where(vylon_omega,3,send_to_gy,equip_card)"),
        "Guardian Ceal": ("cost_where(guardian_ceal,1,send_to_gy,both(card_type(spell),subtype(equip)))",),
        "Toy Box": ("cost(toy_box,2,send_to_gy_from(1,face_down_field))",),
        "Wiz, Sage Fur Hire": ('cost_where(wiz_sage_fur_hire,2,discard,name_has("Fur Hire"))',),
        "Proto Enneacraft - \"orgIA\"": ("cost(proto_enneacraft_orgia,2,flip_face_up_defense(self))",),
        "Plaguespreader Zombie": ("cost(plaguespreader_zombie,1,place_on_deck_from(1,hand,top))",),
        "Reeze, Whirlwind of Gusto": ("cost(reeze_whirlwind_of_gusto,1,place_on_deck_from(1,hand,bottom))",),
    })
