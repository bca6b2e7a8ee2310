"""An audit of effects the compiler marks complete (audit 4): each case is a
clause read wrong while the effect was marked complete (or a kind read
wrong). Short texts written here in the style of real cards, scenarios on
imported cards, and the real cards the audit found (skipped when the shared
card data is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


def test_a_monster_in_your_possession_is_one_you_control_on_the_field():
    # "in your possession" was read as "in your hand": the event had from(hand) and the owner filter
    facts = compiled(monster("Keep Echo", "If a monster(s) in your possession is destroyed by battle or card effect: "
                                          "You can Special Summon this card from your hand."))
    assert ("condition(keep_echo,1,if_event(ev(destroyed,all_of(monster,own),"
            "all_of(from(monster_zone),either(by_battle,by_effect)))))") in facts


def test_a_cost_from_your_spell_trap_zone_is_paid_there():
    # "from your Spell & Trap Zone" was the whole field: a monster paid it
    facts = compiled(monster("Zone Echo", "You can send 1 card from your Spell & Trap Zone to the GY; draw 1 card."))
    assert "cost(zone_echo,1,send_to_gy_from(1,spell_trap_zone))" in facts
    facts = compiled(monster("Face Echo", "You can send 2 face-up cards from your Spell & Trap Zone to the GY; draw 1 card."))
    assert "cost(face_echo,1,send_to_gy_from(2,face_up_spell_trap_zone))" in facts
    # a filter does not see the player's own Set cards there: not decided (as on the field)
    facts = compiled(monster("Set Echo", 'You can send 1 "Echo" card from your Spell & Trap Zone to the GY; draw 1 card.'))
    assert "condition(set_echo,1,not_understood)" in facts


def test_monsters_on_the_field_include_face_down_ones():
    facts = compiled(monster("Veil Echo", "Neither player can target monsters on the field with Spell Cards or effects, except this one."))
    assert "applies_continuously(veil_echo,1,cannot(target_with(spell),others_where(monster_card)))" in facts


def test_in_either_players_turn_during_damage_calculation_is_a_quick_effect():
    # the older wording of "(Quick Effect)", as "During either player's turn" (templates.py quick_either_turn)
    facts = compiled(monster("Crane Echo", "During damage calculation (in either player's turn), if a monster you control battles "
                                           "an opponent's monster: You can send this card from your hand to the Graveyard; draw 1 card."))
    assert "effect(crane_echo,1,quick)" in facts
    facts = compiled(monster("Calc Echo", "During damage calculation, if this card battles an opponent's monster: "
                                          "You can draw 1 card."))
    assert "effect(calc_echo,1,trigger)" in facts


def test_an_unquoted_dotted_abbreviation_ends_no_sentence():
    facts = compiled({"card_type": "Spell", "property": "Continuous", "name": "Counter Echo",
                      "text": "Each time a monster is Normal Summoned, place 1 E.C. Counter on this card. You can draw 1 card."})
    assert not any(f.startswith("effect(counter_echo,4,") for f in facts)
    assert any(f.startswith("effect(counter_echo,3,") for f in facts)


def test_a_traps_permission_to_be_activated_the_turn_it_was_set_is_not_its_activation():
    # the permission was read as the card's activation, and the activation that follows as a Quick Effect of the Trap
    facts = compiled({"card_type": "Trap", "property": "Normal", "name": "Set Echo",
                      "text": "If you have no cards in your hand, you can activate this card the turn it was Set. "
                              "When your opponent activates a monster effect: Negate the activation."})
    assert "condition(set_echo,1,directly_above(monster_effect))" in facts
    assert not any(f.startswith("effect(set_echo,2,") for f in facts)
    assert ('not_modelled(set_echo,0,"If you have no cards in your hand, you can activate this card the turn it was Set.")'
            in facts)


_ZONE_ECHO = monster("Zone Echo", "You can send 1 card from your Spell & Trap Zone to the GY; draw 1 card.")
_SCROLL = {"card_type": "Spell", "property": "Continuous", "name": "Plain Scroll", "text": "Your opponent cannot draw cards."}


@pytest.mark.parametrize("fodder, ok", [("scroll", True), ("other", False)])
def test_the_engine_pays_a_spell_trap_zone_cost_only_from_there(tmp_path, monkeypatch, fodder, ok):
    import_cards(tmp_path, monkeypatch, [_ZONE_ECHO, _SCROLL, monster("Plain Echo", "Cannot be destroyed by battle.")])
    expect = f"zones: {{{fodder}: gy}}" if ok else 'illegal: [{at: "1.1", rule: r_cost_place}]'
    expectations_hold(f"""
name: Zone Echo sends its {fodder} as the cost
cards:
  - {{id: echo, name: Zone Echo, owner: you, zone: monster_zone}}
  - {{id: scroll, name: Plain Scroll, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: other, name: Plain Echo, owner: you, zone: monster_zone}}
  - {{id: d1, name: Plain Echo, owner: you, zone: deck}}
actions:
  - chain: [{{card: echo, cost: {{send_to_gy: [{fodder}]}}}}]
expect:
  {expect}
""", "audit4.yaml")


def test_the_engine_keeps_a_face_down_monster_from_a_spell_target(tmp_path, monkeypatch):
    import_cards(tmp_path, monkeypatch, [
        monster("Veil Echo", "Neither player can target monsters on the field with Spell Cards or effects, except this one."),
        monster("Plain Echo", "Cannot be destroyed by battle."),
        {"card_type": "Spell", "property": "Normal", "name": "Strike Echo", "text": "Target 1 monster on the field; destroy it."},
    ])
    expectations_hold("""
name: Strike Echo targets a face-down monster while Veil Echo is face-up
turn: opp
phase: main1
cards:
  - {id: veil, name: Veil Echo, owner: you, zone: monster_zone}
  - {id: hidden, name: Plain Echo, owner: you, zone: monster_zone, face: down, position: defense}
  - {id: strike, name: Strike Echo, owner: opp, zone: hand}
actions:
  - chain:
      - {card: strike, targets: [hidden]}
expect:
  illegal: [{at: "1.1", rule: r_cannot_target_kind}]
""", "audit4.yaml")


REAL = {
    "Tricorn the Cacophonous Concert": ("condition(tricorn_the_cacophonous_concert,1,if_event(ev(destroyed,all_of(monster,own),"
                                        "all_of(from(monster_zone),either(by_battle,by_effect)))))",),
    "Praying Mantis": ("cost(praying_mantis,1,send_to_gy_from(1,spell_trap_zone))",),
    "Emblema Salvation": ("cost(emblema_salvation,1,banish_from(1,face_up_spell_trap_zone))",),
    "Adularia of the June Moon": ("cost(adularia_of_the_june_moon,2,send_to_gy_from(2,face_up_spell_trap_zone))",),
    "Centur-Ion True Awakening": ("cost(centur_ion_true_awakening,1,send_to_gy_from(1,face_up_spell_trap_zone))",),
    "Fairy Tail - Rella": ("applies_continuously(fairy_tail_rella,1,cannot(target_with(spell),others_where(monster_card)))",),
    "Bujingi Crane": ("effect(bujingi_crane,1,quick)", "activate_from(bujingi_crane,1,hand)"),
    "Score the Melodious Diva": ("effect(score_the_melodious_diva,1,quick)",),
    "Performapal Inflater Tapir": ("effect(performapal_inflater_tapir,1,quick)",),
    "Enneapolis": ('not_modelled(enneapolis,2,"Remove all E.C. Counters from your field")',),
    "Infernity Suppression": ("effect(infernity_suppression,1,card_activation)",
                              "condition(infernity_suppression,1,responds_to_activation(ev(activated,monster,"
                              "all_of(by(opponent),except(card_activation)))))"),
    "Solemn Accusation": ("effect(solemn_accusation,2,card_activation)",),
}
ABSENT = {
    "Tricorn the Cacophonous Concert": ("from(hand),either(",),
    "Enneapolis": ("effect(enneapolis,6,",),
    "Infernity Suppression": ("effect(infernity_suppression,2,",),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_cards_found_by_the_audit():
    real_facts_hold(REAL, ABSENT)


def test_the_engine_answers_a_counter_traps_gy_effect_at_spell_speed_2(tmp_path, monkeypatch):
    # only the Counter Trap Card is Spell Speed 3 (r_counter_trap_other_speed): a Normal Trap responds to its GY effect
    import_cards(tmp_path, monkeypatch, [
        {"card_type": "Trap", "property": "Counter", "name": "Echo Counter",
         "text": "When a Spell Card is activated: Negate the activation. You can banish this card from your GY; draw 1 card."},
        {"card_type": "Trap", "property": "Normal", "name": "Plain Draw", "text": "Draw 1 card."},
        monster("Plain Echo", "Cannot be destroyed by battle."),
    ])
    expectations_hold("""
name: Plain Draw responds to Echo Counter's effect in the GY
cards:
  - {id: counter, name: Echo Counter, owner: you, zone: gy}
  - {id: draw, name: Plain Draw, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: counter, effect: 2}
      - {card: draw}
expect:
  zones: {counter: banished, draw: gy}
""", "audit4.yaml")
