""""Target 3 monsters in your GY; shuffle all 3 into the Deck, then draw 1
card", "shuffle both into the Deck", "shuffle them both into the Deck": the
text names every target with their number. All of them are handled or none,
and what follows "then" needs every one handled, as for "both" (Konami OCG
FAQ, "Pendulum Area": the text gives the number; community digests for
"Daigusto Emeral" and "Pot of Avarice"; asp/chain/operations.lp
r_both_together, r_both_then). Before, the clause was not read, nor what
follows it (the draw).
"until the end of this turn, change its ATK to 0, also negate its effects",
"until the end of this turn, that target gains 400 ATK, but its effects are
negated": the duration said first reaches the negation said last (the OCG
text of "Libromancer Mystigirl" puts both under "until the end of the turn";
Yugipedia Card Rulings: Forbidden Chalice, TCG: its negation expires in the
End Phase): negate_card_effects(target(1), end_of_turn). Before, the
negation was not read.
"destroy 1 other FIRE monster in your hand", "discard 1 other card, and if
you do, Special Summon this card": a card picked on resolution that cannot be
this card (card text, PSCT "other", as target_other and cost_other;
asp/chain/choices.lp choice_other, r_choice_other). Before, the choice was
not read, nor what follows it.
"send 1 "X" card from your hand or face-up field to the GY": the face-up
cards its player controls (place face_up_field, asp/chain/choices.lp).
"Special Summon this card, but banish this card when it leaves the field":
the rider banish_when_leaves (asp/effects/replacement.lp r_banish_rider),
read as "banish it" where the effect's one Special Summon is of this card.
Short texts written here in the style of real cards; real card texts from the
shared data (skipped when it is absent)."""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

TRIO = {"card_type": "Spell", "property": "Normal", "name": "Trio Pot",
        "text": "Target 3 monsters in your GY; shuffle all 3 into the Deck, then draw 1 card."}
PLAIN = [{"card_type": "Monster", "monster_type_line": "Warrior / Normal", "attribute": "EARTH", "level": 4,
          "atk": 1500, "def": 1000, "name": f"Plain {n}", "text": "A plain warrior."} for n in ("One", "Two", "Three", "Four")]


def test_all_n_is_said_together():
    got = compiled(TRIO)
    ops = [f"return_to_deck(target({i}))" for i in (1, 2, 3)]
    assert {f"op(trio_pot,1,1,{op})" for op in ops} | {"op(trio_pot,1,2,draw(1))"} <= got
    # every pair held together: all or none
    assert {f"ops_together(trio_pot,1,{a},{b})" for a, b in ((ops[0], ops[1]), (ops[0], ops[2]), (ops[1], ops[2]))} <= got
    assert {f"op_if_done(trio_pot,1,draw(1),{op})" for op in ops} <= got
    assert not any(f.startswith("not_modelled(trio_pot") for f in got)


@pytest.mark.parametrize("text", [
    "Target 2 monsters in your GY; shuffle both into the Deck, then draw 1 card.",
    "Target 2 monsters in your GY; shuffle them both into the Deck, then draw 1 card.",
    "Target 2 monsters in your GY; shuffle both those targets into the Deck, then draw 1 card.",
])
def test_both_without_targets_said(text):
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Pair Pot", "text": text})
    assert "ops_together(pair_pot,1,return_to_deck(target(1)),return_to_deck(target(2)))" in got
    assert "op_if_done(pair_pot,1,draw(1),return_to_deck(target(2)))" in got
    assert not any(f.startswith("not_modelled(pair_pot") for f in got)


@pytest.mark.parametrize("text, clause", [
    # the number is not the number of targets
    ("Target 2 monsters in your GY; shuffle all 3 into the Deck.", "shuffle all 3 into the Deck"),
    # one slot of any number of cards: "both" is not its cards
    ("Target any number of monsters in your GY; shuffle both into the Deck.", "shuffle both into the Deck"),
    # sent to the GY together: not an operation the engine holds together (r_both_together)
    ("Target 2 monsters you control; send both to the GY.", "send both to the GY"),
])
def test_all_n_not_read(text, clause):
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Odd Pot", "text": text})
    assert not any(f.startswith("op(odd_pot") for f in got)
    assert f'not_modelled(odd_pot,1,"{clause}")' in got


@pytest.mark.parametrize("grave, hand, gy", [
    (None, "hand", ["deck", "deck", "deck"]),  # all 3 shuffled, then the draw
    # one target banished in response: the other two are not shuffled, and no card is drawn (the scenario naming
    # the card drawn is refused: r_drawn_names)
    ("one", "deck", ["banished", "gy", "gy"]),
])
def test_the_engine_handles_all_or_none(tmp_path, monkeypatch, grave, hand, gy):
    import_cards(tmp_path, monkeypatch, [TRIO, *PLAIN])
    chain = f"\n      - {{card: grave, targets: [{grave}]}}" if grave else ""
    draws = "" if grave else ", draws: [top]"
    expectations_hold(f"""
name: Trio Pot shuffles all 3, then draws
cards:
  - {{id: pot, name: Trio Pot, owner: you, zone: hand}}
  - {{id: one, name: Plain One, owner: you, zone: gy}}
  - {{id: two, name: Plain Two, owner: you, zone: gy}}
  - {{id: three, name: Plain Three, owner: you, zone: gy}}
  - {{id: top, name: Plain Four, owner: you, zone: deck}}
  - {{id: grave, name: Called by the Grave, owner: opp, zone: spell_trap_zone}}
actions:
  - chain:
      - {{card: pot, targets: [one, two, three]{draws}}}{chain}
expect:
  zones: {{top: {hand}, one: {gy[0]}, two: {gy[1]}, three: {gy[2]}}}
""", "ops11.yaml")


def test_the_engine_draws_nothing_after_one_target_is_gone(tmp_path, monkeypatch):
    import_cards(tmp_path, monkeypatch, [TRIO, *PLAIN])
    expectations_hold("""
name: Trio Pot loses a target, so it draws nothing
cards:
  - {id: pot, name: Trio Pot, owner: you, zone: hand}
  - {id: one, name: Plain One, owner: you, zone: gy}
  - {id: two, name: Plain Two, owner: you, zone: gy}
  - {id: three, name: Plain Three, owner: you, zone: gy}
  - {id: top, name: Plain Four, owner: you, zone: deck}
  - {id: grave, name: Called by the Grave, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: pot, targets: [one, two, three], draws: [top]}
      - {card: grave, targets: [one]}
expect:
  illegal: [{at: "1.1", rule: r_drawn_names}]
""", "ops11.yaml")


@pytest.mark.parametrize("text", [
    "Target 1 face-up monster your opponent controls; until the end of this turn, change its ATK to 0, also negate its effects.",
    "Target 1 face-up monster on the field; until the end of this turn, that target gains 400 ATK, but its effects are negated.",
])
def test_front_duration_reaches_the_negation(text):
    got = compiled({"card_type": "Spell", "property": "Quick-Play", "name": "Dim Cup", "text": text})
    assert "op(dim_cup,1,1,negate_card_effects(target(1),end_of_turn))" in got
    assert not any(f.startswith("not_modelled(dim_cup") for f in got)


@pytest.mark.parametrize("text, clause", [
    # the duration said after the first clause: whether it reaches the negation is not read
    ("Target 1 face-up monster on the field; that target gains 400 ATK until the end of this turn, but its effects are negated.",
     "its effects are negated"),
    # another duration in the step
    ("Target 1 face-up monster on the field; until the end of this turn, that target gains 400 ATK, also negate its effects "
     "during the Battle Phase.", "negate its effects during the Battle Phase"),
])
def test_front_duration_not_read(text, clause):
    got = compiled({"card_type": "Spell", "property": "Quick-Play", "name": "Dim Cup", "text": text})
    assert not any("negate_card_effects" in f for f in got)
    assert f'not_modelled(dim_cup,1,"{clause}")' in got


QUANTUM = monster("Quantum Diver", "If this card is in your hand: You can discard 1 other card, and if you do, "
                                   "Special Summon this card.")


def test_other_choice_is_read():
    got = compiled(QUANTUM)
    assert {"op(quantum_diver,1,1,discard(chosen(1,hand,any_card)))", "op(quantum_diver,1,1,special_summon(self))",
            "choice_other(quantum_diver,1,chosen(1,hand,any_card))",
            "op_if_done(quantum_diver,1,special_summon(self),discard(chosen(1,hand,any_card)))"} <= got
    assert not any(f.startswith("not_modelled(quantum_diver") for f in got)
    # a choice not read with "other" stays not read
    got = compiled(monster("Quantum Odd", "You can discard 1 other card with a Level, and if you do, draw 1 card."))
    assert 'not_modelled(quantum_odd,1,"discard 1 other card with a Level")' in got and "choice_other" not in " ".join(got)


@pytest.mark.parametrize("chosen, expect", [
    ("{discard: [other]}", "zones: {diver: monster_zone, other: gy}"),
    # this card cannot be the "other" card it discards (and the other card fits, so it must be named)
    ("{discard: [diver]}", 'illegal: [{at: "1.1", rule: r_choice}]'),
])
def test_the_engine_never_picks_this_card_as_other(tmp_path, monkeypatch, chosen, expect):
    import_cards(tmp_path, monkeypatch, [QUANTUM, PLAIN[0]])
    expectations_hold(f"""
name: Quantum Diver discards another card, then Special Summons itself
cards:
  - {{id: diver, name: Quantum Diver, owner: you, zone: hand}}
  - {{id: other, name: Plain One, owner: you, zone: hand}}
actions:
  - chain: [{{card: diver, chooses: {chosen}}}]
expect:
  {expect}
""", "ops11.yaml")


RISER = monster("Toy Riser", "If this card is in your GY: You can send 1 \"Toy\" card from your hand or face-up field to "
                             "the GY, and if you do, Special Summon this card.")
TOYS = [{"card_type": "Monster", "monster_type_line": "Warrior / Normal", "attribute": "EARTH", "level": 4,
         "atk": 1500, "def": 1000, "name": name, "text": "A toy."} for name in ("Toy Left", "Toy Right")]


def test_face_up_field_choice_is_read():
    got = compiled(RISER)
    assert 'op(toy_riser,1,1,send_to_gy(chosen(1,either(hand,face_up_field),name_has("Toy"))))' in got
    assert not any(f.startswith("not_modelled(toy_riser") for f in got)


@pytest.mark.parametrize("left, chosen, expect", [
    ("owner: you, zone: monster_zone", "[left]", "zones: {left: gy, riser: monster_zone}"),
    # the opponent's face-up card, or your face-down card, is not in "your face-up field"
    ("owner: opp, zone: monster_zone", "[left]", 'illegal: [{at: "1.1", rule: r_choice}]'),
    ("owner: you, zone: monster_zone, face: down, position: defense", "[left]", 'illegal: [{at: "1.1", rule: r_choice}]'),
])
def test_the_engine_picks_from_your_face_up_field(tmp_path, monkeypatch, left, chosen, expect):
    import_cards(tmp_path, monkeypatch, [RISER, *TOYS])
    expectations_hold(f"""
name: Toy Riser sends a face-up Toy card you control to the GY, then Special Summons itself
cards:
  - {{id: riser, name: Toy Riser, owner: you, zone: gy}}
  - {{id: left, name: Toy Left, {left}}}
actions:
  - chain: [{{card: riser, chooses: {{send_to_gy: {chosen}}}}}]
expect:
  {expect}
""", "ops11.yaml")


@pytest.mark.parametrize("text, read", [
    ("If this card is in your GY: You can Special Summon this card, but banish this card when it leaves the field.", True),
    # the one Special Summon is of the target: "this card" is not the monster Summoned
    ("You can target 1 monster in your GY; Special Summon it, but banish this card when it leaves the field.", False),
])
def test_banish_this_card_rider(text, read):
    got = compiled(monster("Rider Knight", text))
    assert ("summon_rider(rider_knight,1,banish_when_leaves)" in got) == read
    assert ('not_modelled(rider_knight,1,"banish this card when it leaves the field")' in got) != read


REAL = {
    # "Target 5 monsters in your GY; shuffle all 5 into the Deck, then draw 2 cards."
    "Pot of Avarice": ("ops_together(pot_of_avarice,1,return_to_deck(target(1)),return_to_deck(target(5)))",
                       "op_if_done(pot_of_avarice,1,draw(2),return_to_deck(target(5)))"),
    # "... then Target 3 monsters in your GY; shuffle all 3 into the Deck, then draw 1 card."
    "Daigusto Emeral": ("ops_together(daigusto_emeral,1,return_to_deck(target(2)),return_to_deck(target(3)))",
                        "op(daigusto_emeral,1,2,draw(1))"),
    # "target 2 "Naturia" monsters in your GY; shuffle both those targets into the Deck, then draw 1 card."
    "Naturia Marron": ("ops_together(naturia_marron,2,return_to_deck(target(1)),return_to_deck(target(2)))",
                       "op(naturia_marron,2,2,draw(1))"),
    # "target 1 LIGHT and 1 DARK monster in your GY; shuffle both into the Deck, then draw 1 card."
    "Duality": ("ops_together(duality,2,return_to_deck(target(1)),return_to_deck(target(2)))", "op(duality,2,2,draw(1))"),
    # "target 2 "Ice Barrier" monsters in your GY; shuffle both into the Deck, then each player draws 1 card."
    "Caravan of the Ice Barrier": ("op_if_done(caravan_of_the_ice_barrier,1,draw_each(1),return_to_deck(target(1)))",),
    # "Target 2 of your banished Zombie-Type monsters with 0 DEF; shuffle them both into the Deck, then draw 1 card."
    "Shiranui Style Samsara": ("ops_together(shiranui_style_samsara,4,return_to_deck(target(1)),return_to_deck(target(2)))",),
    # "Target 1 face-up monster on the field; until the end of this turn, that target gains 400 ATK, but its effects are negated."
    "Forbidden Chalice": ("op(forbidden_chalice,1,1,negate_card_effects(target(1),end_of_turn))",),
    # "... target 1 face-up monster your opponent controls; until the end of this turn, change its ATK to 0, also negate its effects."
    "The Phantom Knights of Cursed Javelin": ("op(the_phantom_knights_of_cursed_javelin,1,1,negate_card_effects(target(1),end_of_turn))",),
    "Libromancer Mystigirl": ("op(libromancer_mystigirl,2,1,negate_card_effects(target(1),end_of_turn))",),
    # "You can banish 1 other Zombie monster from your GY, and if you do, Special Summon this card."
    "Gashadokuro, the Skeletal Mayakashi": (
        "choice_other(gashadokuro_the_skeletal_mayakashi,1,chosen(1,gy,both(monster_card,monster_type(zombie))))",
        "op(gashadokuro_the_skeletal_mayakashi,1,1,special_summon(self))"),
    # "You can discard 1 other card, and if you do, Special Summon this card from your hand."
    "Super Quantum Black Layer": ("choice_other(super_quantum_black_layer,1,chosen(1,hand,any_card))",),
    # "You can send 1 "Shaddoll" card from your hand or face-up field to the GY, and if you do, Special Summon this card."
    # "... return it to the hand, and if you do, Special Summon this card in Defense Position, but banish this card when it leaves the field."
    "Lunalight Yellow Marten": ("summon_rider(lunalight_yellow_marten,1,banish_when_leaves)",),
    "Shaddoll Construct": ('op(shaddoll_construct,2,1,send_to_gy(chosen(1,either(hand,face_up_field),name_has("Shaddoll"))))',
                           "op(shaddoll_construct,2,1,special_summon(self))"),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_all_n():
    real_facts_hold(REAL, {"Pot of Avarice": ("not_modelled(",), "Daigusto Emeral": ('"draw 1 card"',)})
