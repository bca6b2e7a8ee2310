"""Destruction heads whose cause is the opponent's attack (issue 15,
activation heads): "destroyed by your opponent's attack (or card effect)",
"destroyed by battle with an opponent's attacking monster, or by an
opponent's card effect". The battle branch is a destruction by battle with
the opponent's monster that declared the attack (asp/events/battle_events.lp
r_attacking_monster: source(attacking_monster)); the effect branch an effect
of the opponent's card."""

from __future__ import annotations

import pytest

from imported import compiled, expectations_hold, import_cards, monster, real_facts_hold

_ATTACK = "either(all_of(by_battle,source(attacking_monster)),by_effect)"


def test_opponents_attack_or_card_effect_compiles():
    got = compiled(monster("Probe", "If this card is destroyed by your opponent's attack or card effect: You can draw 1 card."))
    assert f"condition(probe,1,if_event(ev(destroyed,self,all_of(by(opponent),{_ATTACK}))))" in got
    got = compiled(monster("Probe", "If a monster you control is destroyed by an opponent's attack: You can draw 1 card."))
    assert ("condition(probe,1,if_event(ev(destroyed,all_of(monster,own),all_of(from(monster_zone),all_of(by(opponent),"
            "all_of(by_battle,source(attacking_monster)))))))") in got


def test_real_cards_with_the_opponents_attack():
    real_facts_hold({
        # "... by battle with an opponent's attacking monster, or by an opponent's card effect, and sent to your Graveyard"
        "Tachyon Chaos Hole": (f"condition(tachyon_chaos_hole,1,when_event(ev(destroyed,all_of(face_up,all_of(where(both(name_has(\"Galaxy\"),"
                               f"subtype(xyz))),all_of(own,owned))),all_of(from(monster_zone),all_of(by(opponent),"
                               f"all_of({_ATTACK},to(gy)))))))",),
        # the causes in the other order: "by an opponent's card effect, or by battle with their attacking monster"
        "Ghostrick Specter": (f"condition(ghostrick_specter,2,when_event(ev(destroyed,all_of(monster,all_of(where(name_has(\"Ghostrick\")),"
                              f"owned)),all_of(by(opponent),all_of({_ATTACK},to(gy))))))",),
    })


PROBE = monster("Probe", "If this card is destroyed by your opponent's attack or card effect: You can draw 1 card.")


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, [PROBE])


def _battle(turn: str, attacker: str, target: str, answer: str) -> None:
    """Dark Magician (2500 ATK) and Probe (1800 ATK) battle; Probe is destroyed."""
    owner = {"dm": "opp", "probe": "you"}
    expectations_hold(f"""
name: Probe is destroyed by battle ({attacker} attacks)
turn: {turn}
phase: battle_step
cards:
  - {{id: probe, name: Probe, owner: {owner["probe"]}, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: {owner["dm"]}, zone: monster_zone}}
  - {{id: deck1, name: Dark Magician, owner: you, zone: deck}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: probe, at: {{after: 3}}}}
expect:
  zones: {{probe: gy}}
  answers: {{q: "{answer}"}}
""", "destroyheads14.yaml")


def test_destroyed_by_the_opponents_attack(imported):
    _battle("opp", "dm", "probe", "yes")


def test_destroyed_attacking_is_not_the_opponents_attack(imported):
    # Probe declared the attack: it was destroyed by battle with the opponent's monster, not by the opponent's attack
    _battle("you", "probe", "dm", "no")


@pytest.mark.parametrize("who, answer", [("opp", "yes"), ("you", "no")])
def test_destroyed_by_a_card_effect_of_the_opponent_only(imported, who, answer):
    expectations_hold(f"""
name: Dark Hole of {who} destroys Probe
turn: {who}
cards:
  - {{id: probe, name: Probe, owner: you, zone: monster_zone}}
  - {{id: hole, name: Dark Hole, owner: {who}, zone: hand}}
  - {{id: deck1, name: Dark Magician, owner: you, zone: deck}}
actions:
  - chain:
      - {{card: hole}}
questions:
  - {{id: q, ask: can_activate, card: probe, at: {{after: 1}}}}
expect:
  zones: {{probe: gy}}
  answers: {{q: "{answer}"}}
""", "destroyheads14.yaml")


def test_destroyed_by_battle_or_left_the_field_is_two_events_of_one_subject():
    # "If a face-up "X" Link Monster you control is destroyed by battle, or leaves the field because of an
    # opponent's card effect, while this card is in your GY": either event, the GY condition for both
    real_facts_hold({"Sky Striker Ace - Raye": (
        "condition(sky_striker_ace_raye,2,one_of(sky_striker_ace_raye))",
        "activate_from(sky_striker_ace_raye,2,gy)",
        "condition_option(sky_striker_ace_raye,if_event(ev(destroyed,all_of(face_up,all_of(where(both(name_has(\"Sky Striker Ace\"),"
        "subtype(link))),own)),all_of(from(monster_zone),by_battle))))",
        "condition_option(sky_striker_ace_raye,if_event(ev(left_field,all_of(face_up,all_of(where(both(name_has(\"Sky Striker Ace\"),"
        "subtype(link))),own)),all_of(from(monster_zone),all_of(by(opponent),by_effect)))))",
    )})
    # the other order, and a name in the subject said once
    got = compiled(monster("Probe", "If a face-up \"Probe\" monster you control leaves the field by an opponent's card effect, "
                                    "or is destroyed by battle: You can draw 1 card."))
    assert "condition(probe,1,one_of(probe))" in got
    assert ("condition_option(probe,if_event(ev(destroyed,all_of(monster,all_of(face_up,all_of(where(name_has(\"Probe\")),own))),"
            "all_of(from(monster_zone),by_battle))))") in got
    assert ("condition_option(probe,if_event(ev(left_field,all_of(monster,all_of(face_up,all_of(where(name_has(\"Probe\")),own))),"
            "all_of(from(monster_zone),all_of(by(opponent),by_effect)))))") in got


def test_a_face_up_monster_named_after_its_noun():
    # 'a face-up monster(s) "Fur Hire"': that card text's word order of a "Fur Hire" monster
    real_facts_hold({"Fandora, the Flying Fighting Furtress": (
        "condition(fandora_the_flying_fighting_furtress,4,if_event(ev(destroyed,all_of(monster,all_of(face_up,all_of(where(name_has("
        "\"Fur Hire\")),own))),all_of(from(monster_zone),all_of(by(opponent),all_of(by_effect,outside(damage_step)))))))",)})


WATCHER = monster("Watcher", "If a monster in your possession whose original Level is 7 is destroyed by battle while this card is in the GY: "
                             "You can draw 1 card.")
BIG = monster("Big", "A big monster.", line="Warrior / Normal", atk=3000)
SMALL = monster("Small", "A small monster.", line="Warrior / Normal", atk=1000)


def test_original_level_compiles():
    assert ("condition(watcher,1,if_event(ev(destroyed,all_of(monster,all_of(where(original_level_between(7,7)),own)),"
            "all_of(from(monster_zone),by_battle))))") in compiled(WATCHER)
    real_facts_hold({"Tsuchigumo, the Poisonous Mayakashi": (
        "condition(tsuchigumo_the_poisonous_mayakashi,1,if_event(ev(destroyed,all_of(where(subtype(synchro)),all_of(where("
        "original_level_between(7,7)),own)),all_of(from(monster_zone),either(by_battle,all_of(by(opponent),by_effect))))))",
        "activate_from(tsuchigumo_the_poisonous_mayakashi,1,gy)")})


@pytest.mark.parametrize("victim, answer", [("Dark Magician", "yes"), ("Small", "no")])
def test_original_level_of_the_destroyed_monster(tmp_path, monkeypatch, victim, answer):
    # Dark Magician is printed Level 7, Small Level 4: the Watcher in the GY sees the Level of the monster destroyed
    import_cards(tmp_path, monkeypatch, [WATCHER, BIG, SMALL])
    expectations_hold(f"""
name: Big destroys {victim} by battle
turn: opp
phase: battle_step
cards:
  - {{id: watcher, name: Watcher, owner: you, zone: gy}}
  - {{id: victim, name: {victim}, owner: you, zone: monster_zone}}
  - {{id: big, name: Big, owner: opp, zone: monster_zone}}
  - {{id: deck1, name: Dark Magician, owner: you, zone: deck}}
actions:
  - attack: {{card: big, target: victim}}
  - phase: damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: watcher, at: {{after: 3}}}}
expect:
  zones: {{victim: gy}}
  answers: {{q: "{answer}"}}
""", "destroyheads14.yaml")


GUARD = monster("Guard", "If your attacking monster destroys an opponent's monster by battle: You can draw 1 card.", atk=0, **{"def": 0})


def test_your_attacking_monster_destroys_compiles():
    assert ("condition(guard,1,if_event(ev(destroyed,opponents,all_of(by_battle,source(both(controlled_by(own),attacking_monster))))))"
            in compiled(GUARD))
    got = compiled(monster("Probe", "If this attacking card destroys a Dragon monster by battle and sends it to the GY: You can draw 1 card."))
    assert ("condition(probe,1,if_event(ev(destroyed,all_of(monster,where(monster_type(dragon))),all_of(by_battle,all_of(by_self,"
            "all_of(source(attacking_monster),to(gy)))))))") in got
    real_facts_hold({"Vendread Nightmare": (
        "condition(vendread_nightmare,3,when_event(ev(destroyed,opponents,all_of(by_battle,source(both(name_has(\"Vendread\"),"
        "both(subtype(ritual),both(controlled_by(own),attacking_monster))))))))",)})
    got = compiled(monster("Probe", "When your \"Probe\" monster destroys an opponent's monster by battle and sends it to their GY: "
                                    "You can draw 1 card."))
    assert ("condition(probe,1,when_event(ev(destroyed,opponents,all_of(by_battle,all_of(source(both(name_has(\"Probe\"),"
            "controlled_by(own))),to(gy))))))") in got


@pytest.mark.parametrize("turn, attacker, target, answer", [("you", "dm", "small", "yes"), ("opp", "small", "dm", "no")])
def test_your_attacking_monster_destroys_one(tmp_path, monkeypatch, turn, attacker, target, answer):
    # Dark Magician (2500) and Small (1000) battle: Small is destroyed; Guard sees it only when your monster attacked
    import_cards(tmp_path, monkeypatch, [GUARD, SMALL])
    expectations_hold(f"""
name: {attacker} attacks {target}
turn: {turn}
phase: battle_step
cards:
  - {{id: guard, name: Guard, owner: you, zone: monster_zone, position: defense}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: small, name: Small, owner: opp, zone: monster_zone}}
  - {{id: deck1, name: Dark Magician, owner: you, zone: deck}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  - phase: damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: guard, at: {{after: 3}}}}
expect:
  zones: {{small: gy}}
  answers: {{q: "{answer}"}}
""", "destroyheads14.yaml")


def test_subject_words_after_the_noun():
    real_facts_hold({
        # "that was Special Summoned from the Extra Deck" after "you control" (targets.lp special_summoned_from)
        "Rokket Recharger": ("condition(rokket_recharger,1,if_event(ev(destroyed,all_of(where(attribute(dark)),all_of(where("
                             "special_summoned_from(extra_deck)),own)),all_of(from(monster_zone),either(by_battle,by_effect)))))",),
        # ", except "X"," before the verb: a card not of that name (as after the verb)
        "Malefic Truth Dragon": ("condition(malefic_truth_dragon,1,if_event(ev(destroyed,all_of(monster,all_of(where(name_has(\"Malefic\")),"
                                 "all_of(own,where(card_not_named(\"Malefic Truth Dragon\"))))),all_of(from(monster_zone),"
                                 "either(by_battle,by_effect)))))",),
        # "destroyed by battle or sent to the GY": either event of the one subject
        "Viper's Grudge": ("condition(viper_s_grudge,3,one_of(viper_s_grudge))",
                           "condition_option(viper_s_grudge,if_event(ev(destroyed,all_of(face_up,all_of(where(monster_type(reptile)),own)),"
                           "all_of(from(monster_zone),by_battle))))",
                           "condition_option(viper_s_grudge,if_event(ev(sent_to_gy,all_of(face_up,all_of(where(monster_type(reptile)),own)),"
                           "from(monster_zone))))"),
    })


def test_this_card_in_your_field_zone():
    # "this card in your Field Zone": destroyed there (as "in the Field Zone")
    real_facts_hold({"Divine Domain Baatistina": (
        "condition(divine_domain_baatistina,3,if_event(ev(destroyed,self,all_of(from(field_zone),all_of(by(opponent),by_effect)))))",
        "activate_from(divine_domain_baatistina,3,gy)")})


def test_this_summoned_monster_is_this_card():
    # "this Tribute Summoned monster in its owner's control": this card, put on the field by a Tribute Summon
    real_facts_hold({"Metaltron XII, the True Dracombatant": (
        "condition(metaltron_xii_the_true_dracombatant,3,if_event(ev(destroyed,all_of(self,all_of(summoned_as(tribute_summoned),own)),"
        "all_of(from(field),by(opponent)))))",)})
