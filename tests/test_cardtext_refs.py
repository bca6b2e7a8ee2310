"""Pronouns in effect bodies whose referent the head or the target gives
(pyfacade/cardtext/bodies.py): "it" after a head that names one card and not
this card (the card of the event: "When an opponent's monster declares a
direct attack: Destroy it"); "that monster" after a head that responds to one
activation plus states of the turn ("During your opponent's turn, when your
opponent activates a monster effect on the field"); "that opponent's monster"
after a head on a battle of your monster with an opponent's monster
(selector opponent_battler, asp/chain/operations.lp); "its effects are
negated" said of the one target. Short texts written here, scenarios judged
on them once imported, and real card texts from the shared data (skipped
when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def trap(name: str, text: str, prop: str = "Normal") -> dict:
    return {"card_type": "Trap", "property": prop, "name": name, "text": text}


# ---- compiled on short texts ------------------------------------------------------------------

def test_it_is_the_one_card_the_head_names():
    got = compiled(trap("Sting", "When an opponent's monster declares a direct attack: Destroy it."))
    assert "op(sting,1,1,destroy(event_card))" in got
    got = compiled(trap("Summon Sting", "When your opponent Special Summons a monster: Destroy it."))
    assert "op(summon_sting,1,1,destroy(event_card))" in got


def test_it_is_not_read_when_the_head_names_several_cards_or_this_card():
    # "a monster(s)": several may have been Summoned, "it" is which?
    got = compiled(trap("Many Sting", "When your opponent Special Summons a monster(s): Destroy it."))
    assert 'not_modelled(many_sting,1,"Destroy it")' in got
    # after this card was Summoned: this card or the attacker?
    got = compiled(monster("Late Sting", "When an opponent's monster declares a direct attack: You can Special Summon this card from "
                           "your hand, and if you do, destroy it."))
    assert 'not_modelled(late_sting,1,"destroy it")' in got
    # a cost naming another card: the discarded card or the Summoned monster?
    got = compiled(monster("Paid Sting", "When your opponent Special Summons a monster: You can discard 1 card; destroy it."))
    assert 'not_modelled(paid_sting,1,"destroy it")' in got


def test_it_is_this_card_when_the_other_card_named_is_only_whose_effect_moved_it():
    got = compiled(monster("Warrior Heir", "If this card is added from the Deck to your hand by the effect of an \"Ancient\" card: "
                           "You can Special Summon it."))
    assert "op(warrior_heir,1,1,special_summon(self))" in got


def test_that_monster_is_the_card_of_the_activation_with_a_state_of_the_turn():
    got = compiled(monster("Turn Snap", "During your opponent's turn, when your opponent activates a monster effect on the field "
                           "(Quick Effect): You can reveal this card in your hand; destroy that monster."))
    assert "op(turn_snap,1,1,destroy(card_of(responded)))" in got
    # a state of the cards you control ("while you control 2 or more Fusion Monsters"): "that monster" is still the
    # activating monster on your opponent's field (bodies.py activation_referent, as condition_referent reads
    # "while you control "X""; Dual Avatar - Empowered Mitsu-Jaku)
    got = compiled(monster("Fusion Snap", "When a monster effect is activated on your opponent's field while you control 2 or more "
                           "Fusion Monsters (Quick Effect): You can destroy that monster."))
    assert "op(fusion_snap,1,1,destroy(card_of(responded)))" in got
    # a cost that names another card
    got = compiled(monster("Paid Snap", "During your opponent's turn, when your opponent activates a monster effect on the field "
                           "(Quick Effect): You can discard 1 card; destroy that monster."))
    assert 'not_modelled(paid_snap,1,"destroy that monster")' in got


def test_that_opponents_monster_is_the_one_battling_your_monster():
    got = compiled(trap("Punk Pick", "At the start of the Damage Step, if your \"Punk\" monster battles an opponent's monster: "
                        "You can destroy that opponent's monster.", "Continuous"))
    assert "op(punk_pick,2,1,destroy(opponent_battler))" in got
    # "that monster": yours or the opponent's?
    got = compiled(trap("Loose Pick", "At the start of the Damage Step, if your \"Punk\" monster battles an opponent's monster: "
                        "You can destroy that monster.", "Continuous"))
    assert 'not_modelled(loose_pick,2,"destroy that monster")' in got


def test_its_effects_are_negated_is_the_targets_negation():
    got = compiled(monster("Veil Edge", "You can target 1 face-up monster on the field; it loses 800 ATK, also its effects are negated."))
    assert "op(veil_edge,1,1,negate_card_effects(target(1),while_on_field))" in got
    # a duration before reaches a last negation too (ops11: Forbidden Chalice's rulings, the negation ends in the End Phase)
    got = compiled(trap("Brief Veil", "Target 1 face-up monster on the field; until the end of this turn, that target gains 400 ATK, "
                        "but its effects are negated."))
    assert "op(brief_veil,1,1,negate_card_effects(target(1),end_of_turn))" in got
    # after a Summon not understood: "its" may be the monster Summoned, a new card
    got = compiled(monster("Odd Veil", "You can target 1 monster in your GY; Special Summon it to its owner's field sideways, "
                           "but its effects are negated."))
    assert not any("negate_card_effects(target(1)" in f for f in got)


def test_negate_their_effects_is_each_targets_negation():
    got = compiled(trap("Twin Seal", "Target 2 face-up monsters your opponent controls; negate their effects until the end of this turn."))
    assert {"op(twin_seal,1,1,negate_card_effects(target(1),end_of_turn))",
            "op(twin_seal,1,1,negate_card_effects(target(2),end_of_turn))"} <= got
    # the slot of "up to the number of ..." cards: every card in it
    got = compiled(monster("Trick Seal", "If this card is Special Summoned: You can target face-up cards your opponent controls, "
                           "up to the number of Illusion monsters you control; negate their effects until the end of this turn."))
    assert "op(trick_seal,1,1,negate_card_effects(target(1),end_of_turn))" in got
    # one target: "their" is not it
    got = compiled(trap("Odd Seal", "Target 1 face-up monster your opponent controls; negate their effects."))
    assert 'not_modelled(odd_seal,1,"negate their effects")' in got


def test_negate_that_face_up_monsters_effects_even_if_this_card_leaves():
    got = compiled(trap("Wave Seal", "Target 1 face-up monster your opponent controls; "
                        "negate that face-up monster's effects until the end of this turn."))
    assert "op(wave_seal,1,1,negate_card_effects(target(1),end_of_turn))" in got
    got = compiled(monster("Gate Seal", "You can target 1 face-up monster on the field; "
                           "negate its effects until the end of this turn (even if this card leaves the field)."))
    assert "op(gate_seal,1,1,negate_card_effects(target(1),end_of_turn))" in got


def test_a_negation_is_not_read_where_a_duration_or_an_unread_summon_may_reach_it():
    # "until the end of this turn, A, also B": the duration reaches a last negation B (ops11: Libromancer Mystigirl's OCG text)
    got = compiled(monster("Javelin Seal", "You can target 1 face-up monster your opponent controls; until the end of this turn, "
                           "change its ATK to 0, also negate its effects."))
    assert "op(javelin_seal,1,1,negate_card_effects(target(1),end_of_turn))" in got
    # a Summon not understood: "its" may be the monster Summoned, a new card
    got = compiled(monster("Point Seal", "When this card is Normal Summoned: You can target 1 Link Monster in your GY; "
                           "Special Summon it to your field so it points to this card, but change its ATK to 0, also negate its effects."))
    assert 'not_modelled(point_seal,1,"negate its effects")' in got


# ---- judged by the engine on imported texts ---------------------------------------------------

CARDS = [
    trap("Sting", "When an opponent's monster declares a direct attack: Destroy it."),
    trap("Punk Pick", "At the start of the Damage Step, if your \"Punk\" monster battles an opponent's monster: "
                      "You can destroy that opponent's monster.", "Continuous"),
    monster("Punk Rocker", "A rocker.", line="Fiend / Normal"),
    monster("Plain Rocker", "Another rocker.", line="Fiend / Normal"),
    trap("Wide Seal", "Target up to 2 face-up monsters your opponent controls; negate their effects."),
    monster("Pike Sergeant", "Once per turn: You can target 1 monster your opponent controls; destroy it."),
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Normal", "attribute": "DARK", "level": 7, "atk": 2500, "def": 2100,
     "name": "Dark Magician", "text": "The ultimate wizard."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


@pytest.mark.parametrize("attacker, other", [("dm1", "dm2"), ("dm2", "dm1")])
def test_the_monster_that_attacks_directly_is_destroyed(imported, attacker, other):
    expectations_hold(f"""
name: Sting destroys the monster that declared the direct attack, not the other one
turn: opp
phase: battle_step
cards:
  - {{id: sting, name: Sting, owner: you, zone: spell_trap_zone}}
  - {{id: dm1, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: dm2, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: direct}}
  - chain: [{{card: sting, player: you}}]
expect:
  outcomes: {{"2.1": resolved}}
  zones: {{{attacker}: gy, {other}: monster_zone}}
""", "refs.yaml")


@pytest.mark.parametrize("attacker, target", [("punk", "dm"), ("dm", "punk")])
def test_the_opponents_monster_battling_your_monster_is_destroyed(imported, attacker, target):
    owner = {"punk": "you", "dm": "opp"}
    expectations_hold(f"""
name: Punk Pick destroys the opponent's monster that battles your "Punk" monster, as attacker or attacked
turn: {owner[attacker]}
phase: battle_step
cards:
  - {{id: pick, name: Punk Pick, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: punk, name: Punk Rocker, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: dm2, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_step
  - chain: [{{card: pick, player: you, effect: 2}}]
expect:
  outcomes: {{"3.1": resolved}}
  zones: {{dm: gy, dm2: monster_zone, punk: monster_zone, pick: spell_trap_zone}}
""", "refs.yaml")


def test_the_effect_cannot_be_activated_when_a_monster_not_named_battles(imported):
    expectations_hold("""
name: Punk Pick's condition needs your "Punk" monster in the battle
turn: you
phase: battle_step
cards:
  - {id: pick, name: Punk Pick, owner: you, zone: spell_trap_zone, face: up}
  - {id: plain, name: Plain Rocker, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - attack: {card: plain, target: dm}
  - phase: damage_step
  - chain: [{card: pick, player: you, effect: 2}]
expect:
  illegal: [{at: "3.1", rule: r_condition}]
""", "refs.yaml")


@pytest.mark.parametrize("pike, outcome", [("p1", "resolved_without_effect"), ("p2", "resolved_without_effect"), ("p3", "resolved")])
def test_negate_their_effects_reaches_every_target_and_no_other_card(imported, pike, outcome):
    expectations_hold(f"""
name: Wide Seal on two Pike Sergeants, then one Pike Sergeant's effect next turn
cards:
  - {{id: seal, name: Wide Seal, owner: you, zone: spell_trap_zone}}
  - {{id: p1, name: Pike Sergeant, owner: opp, zone: monster_zone}}
  - {{id: p2, name: Pike Sergeant, owner: opp, zone: monster_zone}}
  - {{id: p3, name: Pike Sergeant, owner: opp, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
turns:
  - player: you
    actions:
      - chain: [{{card: seal, targets: [p1, p2]}}]
  - player: opp
    actions:
      - chain: [{{card: {pike}, targets: [dm]}}]
expect:
  outcomes: {{"1.1": resolved, "3.1": {outcome}}}
  zones: {{dm: {"gy" if outcome == "resolved" else "monster_zone"}}}
""", "refs.yaml")


# ---- real card texts ----------------------------------------------------------------------------

REAL = {
    "Trap of the Poisonous Scorpion": ["op(trap_of_the_poisonous_scorpion,1,1,destroy(event_card))"],
    "Galaxy-Eyes Tachyon Primal": ["op(galaxy_eyes_tachyon_primal,1,1,attach(self,event_card))"],
    "Dragunity Arma Gram": ["op(dragunity_arma_gram,3,1,equip(event_card,self))",
                            "op(dragunity_arma_gram,2,1,negate_card_effects(target(1),while_on_field))"],
    "Ancient Warriors - Ingenious Zhuge Kong": ["op(ancient_warriors_ingenious_zhuge_kong,1,1,special_summon(self))"],
    "Evolsaur Pelta": ["op(evolsaur_pelta,1,1,change_stat(self,def,gain(500),while_on_field))"],
    "Silhouhatte Trick": ["op(silhouhatte_trick,2,1,negate_card_effects(target(1),end_of_turn))"],  # (effect 1: the activation, with its Summon as a monster: audit5)
    "Marincess Wave": ["op(marincess_wave,1,1,negate_card_effects(target(1),end_of_turn))"],
    "Fallen Sanctuary": ["op(fallen_sanctuary,3,1,negate_card_effects(target(1),end_of_turn))"],
    "Crackle Blitzclique": ["op(crackle_blitzclique,1,1,destroy(card_of(responded)))"],
    "Tri-Edge Levia": ["op(tri_edge_levia,2,1,negate_card_effects(target(1),while_on_field))"],
    "The Ice-Bound God": ["op(the_ice_bound_god,1,1,negate_card_effects(target(1),while_on_field))"],
    "Dogmatika Nation": ["op(dogmatika_nation,3,1,destroy(opponent_battler))"],
    "Gagaku-P.U.N.K. Wild Picking": ["op(gagaku_p_u_n_k_wild_picking,2,1,destroy(opponent_battler))"],
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is not present")
def test_real_cards():
    got = real_facts(REAL)
    for name, want in REAL.items():
        assert set(want) <= got[name], (name, set(want) - got[name])
