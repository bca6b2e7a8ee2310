"""An audit of effects the compiler marks complete (audit 3): each case is a
clause that was read wrong or dropped while the effect was marked
complete. Short texts written here in the style of real cards, and the real
cards the audit found (skipped when the shared card data is absent).
"""

from __future__ import annotations


import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold



def _trap(name: str, text: str) -> dict:
    return {"card_type": "Trap", "property": "Normal", "name": name, "text": text}


def test_a_while_in_the_gy_after_a_turn_phrase_keeps_where_the_effect_is_activated():
    # "During your opponent's turn, if ... while this card is in your GY": the GY was dropped by the
    # turn-phrase branch of the head grammar (the effect then read as activated on the field)
    facts = compiled(monster("Rod Echo", "During your opponent's turn, if you activate a Spell/Trap Card or effect while this "
                                         "card is in your GY (except during the Damage Step): You can add this card to your hand."))
    assert "activate_from(rod_echo,1,gy)" in facts
    assert "condition(rod_echo,1,opponent_turn)" in facts
    facts = compiled(monster("Turn Echo", "During your turn, if your opponent Special Summons a monster(s) while this card is in "
                                          "your GY (except during the Damage Step): You can Special Summon this card."))
    assert "activate_from(turn_echo,1,gy)" in facts


def test_the_turn_you_activate_this_card_restricts_the_cards_activation_not_the_effect_before_it():
    # a Trap whose restriction sentence follows its GY effect: the restriction is the card's activation's
    facts = compiled(_trap("Sanctum Echo", "Draw 1 card. If this Set card is destroyed: You can draw 1 card. "
                                           "You cannot conduct your Battle Phase the turn you activate this card."))
    assert "activation_turn_restriction(sanctum_echo,1,cannot(conduct_battle_phase,you))" in facts
    assert not any(f.startswith("activation_turn_restriction(sanctum_echo,2,") for f in facts)


def test_special_summon_this_card_from_the_gy_or_hand_is_where_the_effect_is_activated():
    # "from the GY" (not only "from your GY"), and "from your GY (if it was there ...) or hand (even if not)": both zones
    facts = compiled(monster("Lord Echo", 'If you control 2 or more "Echo" monsters: You can Special Summon this card from the GY.'))
    assert "activate_from(lord_echo,1,gy)" in facts
    facts = compiled(monster("Acorn Echo", 'During your Main Phase: You can Special Summon this card from the hand.'))
    assert "activate_from(acorn_echo,1,hand)" in facts
    facts = compiled(monster("Either Echo", "If a monster(s) you control is destroyed by battle: You can Special Summon this card from "
                                            "your GY (if it was there when the monster was destroyed) or hand (even if not)."))
    assert {"activate_from(either_echo,1,gy)", "activate_from(either_echo,1,hand)"} <= facts


def test_a_trigger_on_this_card_being_banished_tributed_or_discarded_is_activated_where_the_card_went():
    # the engine activates a monster's Trigger without activate_from only in its Monster Zone (asp/events/segoc.lp
    # trigger_zone): "If this card is banished" was left there, so it could never be activated
    facts = compiled(monster("Void Echo", "If this card is banished: You can draw 1 card."))
    assert "activate_from(void_echo,1,banished)" in facts
    facts = compiled(monster("Offer Echo", "If this card is Tributed: You can draw 1 card."))
    assert "activate_from(offer_echo,1,gy)" in facts
    facts = compiled(monster("Drop Echo", "If this card is discarded: You can draw 1 card."))
    assert "activate_from(drop_echo,1,gy)" in facts
    facts = compiled(monster("Field Echo", "If this card is Normal Summoned: You can draw 1 card."))
    assert not any(f.startswith("activate_from(") for f in facts)


def test_a_trap_whose_only_text_is_a_trigger_on_itself_is_not_read_as_its_activation():
    # "If this Set card is destroyed and sent to the GY: ..." was the Trap Card's activation, activated from the GY
    facts = compiled(_trap("Statue Echo", "If this Set card is destroyed and sent to the GY: Draw 1 card."))
    assert "condition(statue_echo,1,not_understood)" in facts
    facts = compiled(_trap("Attack Echo", "When an opponent's monster declares an attack: Draw 1 card."))
    assert "condition(attack_echo,1,not_understood)" not in facts


def test_the_engine_activates_a_banished_cards_trigger(tmp_path, monkeypatch):
    import_cards(tmp_path, monkeypatch, [
        monster("Void Echo", "If this card is banished: You can draw 1 card."),
        {"card_type": "Spell", "property": "Normal", "name": "Banish Ray", "text": "Target 1 monster on the field; banish it."},
    ])
    expectations_hold("""
name: Void Echo banished by Banish Ray
cards:
  - {id: echo, name: Void Echo, owner: you, zone: monster_zone}
  - {id: ray, name: Banish Ray, owner: you, zone: hand}
actions:
  - chain: [{card: ray, targets: [echo]}]
questions:
  - {id: q, ask: can_activate, card: echo}
expect:
  answers: {q: "yes"}
""", "audit3.yaml")


REAL = {
    "Magician's Rod": ("activate_from(magician_s_rod,2,gy)",),
    "Magician's Robe": ("activate_from(magician_s_robe,2,gy)",),
    "Dinowrestler Eskrimamenchi": ("activate_from(dinowrestler_eskrimamenchi,2,gy)",),
    "Elzette of the White Forest": ("activate_from(elzette_of_the_white_forest,2,gy)",),
    "Artifact Sanctum": ("activation_turn_restriction(artifact_sanctum,1,cannot(conduct_battle_phase,you))",),
    "Melffy Footsteps": ("activation_turn_restriction(melffy_footsteps,1,cannot(summon_except(special,name_has(\"Melffy\")),you))",),
    "Legendary Lord Six Samurai - Kizan": ("activate_from(legendary_lord_six_samurai_kizan,3,gy)",),
    "Acorno": ("activate_from(acorno,1,hand)",),
    "Kashtira Akstra": ("activate_from(kashtira_akstra,2,banished)",),
    "Tidal, Dragon Ruler of Waterfalls": ("activate_from(tidal_dragon_ruler_of_waterfalls,4,banished)",),
    "Charging Gaia the Fierce Knight": ("activate_from(charging_gaia_the_fierce_knight,3,gy)",),
    "Qliphort Carrier": ("activate_from(qliphort_carrier,4,gy)",),
    "Danger! Nessie!": ("activate_from(danger_nessie,2,gy)",),
    "Chaos Nephthys": ("activate_from(chaos_nephthys,1,gy)", "activate_from(chaos_nephthys,1,hand)"),
    "Galaxy War Drake": ("activate_from(galaxy_war_drake,1,gy)", "activate_from(galaxy_war_drake,1,hand)"),
}
ABSENT = {
    "Artifact Sanctum": ("activation_turn_restriction(artifact_sanctum,2,",),
    "Melffy Footsteps": ("activation_turn_restriction(melffy_footsteps,2,",),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_cards_found_by_the_audit():
    real_facts_hold(REAL, ABSENT)
