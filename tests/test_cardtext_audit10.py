"""Audit 10: this session's new patterns (optional steps, "them"/"both",
Union monsters, draws as events, "Monster Card(s)", Life Points applied part
after part) read against the real texts that use them, and real compiled
cards judged by the engine on their texts and official rulings.

The one wrong fact fixed: a Union monster whose text says only "Target 1
monster you control" (Torque Tune Gear) or "Target 1 monster on the field"
(Armory Arm) could target a face-down monster; an Equip Card is equipped to a
face-up monster (Yugipedia "Equip Card", https://yugipedia.com/wiki/Equip_Card:
"a card that is equipped to a face-up monster on the field"), so the Union's
target is a face-up one (pyfacade/cardtext/union.py), as every other Union's
already was (its Type or name needs it face-up).

The rulings are judged on the real card texts of the shared card data
(skipped when it is absent); Pot of Greed, Book of Moon and Dark Magician
play their hand-written part.
"""

from __future__ import annotations

import pytest

from imported import DATA, expectations_hold, import_cards, monster, real_facts_hold, real_records

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")

REAL_NAMES = {"Dust Tornado", "Whirlwind of Gusto", "Gusto Gulldo", "Gusto Griffin", "Torque Tune Gear",
              "Cursed Bride Doll", "Lazion, the Timelord", "Oxygeddon", "Upstart Goblin", "Raging Storm Dragon - Beaufort IX"}

CARDS = [
    monster("Cinder Brute", "A plain Pyro.", line="Pyro", atk=2000, **{"def": 0}),
    monster("Plain Guard", "A plain Warrior.", line="Warrior", atk=1000, **{"def": 1000}),
    {"card_type": "Trap", "property": "Normal", "name": "Recall Wind", "text": "Target 1 Spell/Trap you control; return it to the hand."},
]



@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS + real_records(REAL_NAMES))


def holds(text: str) -> None:
    expectations_hold(text, "audit10.yaml")


# ---- the compiled facts ----------------------------------------------------------------------

def test_a_union_targets_a_face_up_monster():
    real_facts_hold({
        "Torque Tune Gear": ("target(torque_tune_gear,1,1,monster,monster_zone,own)",
                             "target_face(torque_tune_gear,1,1,up)"),
        "Armory Arm": ("target(armory_arm,1,1,monster,monster_zone,any)", "target_face(armory_arm,1,1,up)"),
        # already face-up by its Type
        "Heavy Mech Support Platform": ("target_face(heavy_mech_support_platform,1,1,up)",),
    })


# The audited readings, as the real texts compile now (each read against its text).
REAL = {
    # "destroy that target, then you can Set 1 Spell/Trap from your hand"
    "Dust Tornado": ("op_optional(dust_tornado,1,set_on_field(chosen(1,hand,either(card_type(spell),card_type(trap)))))",
                     "op_if_done(dust_tornado,1,set_on_field(chosen(1,hand,either(card_type(spell),card_type(trap)))),destroy(target(1)))"),
    # "Draw 1 card, then, you can shuffle 1 Dinosaur monster from your hand into the Deck, then add ...": the last needs the shuffle
    "Evoltile Elginero": ("op_optional(evoltile_elginero,1,return_to_deck(chosen(1,hand,both(monster_card,monster_type(dinosaur)))))",
                          "op_if_done(evoltile_elginero,1,add_from_deck_to_hand,return_to_deck(chosen(1,hand,both(monster_card,monster_type(dinosaur)))))"),
    # "return both that monster and this card to the hand"
    "Raging Storm Dragon - Beaufort IX": (
        "ops_together(raging_storm_dragon_beaufort_ix,2,return_to_hand(target(1)),return_to_hand(self))",),
    # "When you draw this card: You can reveal it; Special Summon this card."
    "Cursed Bride Doll": ("condition(cursed_bride_doll,1,when_event(ev(drew,self,any)))",
                          "activate_from(cursed_bride_doll,1,hand)"),
    # "When your opponent draws a card(s) by their own card effect"
    "Draw Discharge": ("condition(draw_discharge,1,when_event(ev(drew,any,all_of(happened_to(opponent),all_of(by_effect,by(opponent))))))",),
    # "Draw 1 card, then your opponent gains 1000 LP"
    "Upstart Goblin": ("op_if_done(upstart_goblin,1,gain_lp(opponent,1000),draw(1))",),
    # "Each player takes 800 damage": both at once
    "Oxygeddon": ("op(oxygeddon,1,1,damage_opponent(800))", "op(oxygeddon,1,1,damage_you(800))"),
    # "If a face-up Monster Card(s) your opponent controls is destroyed": a Pendulum Scale too
    "D/D Extra Surveyor": ("condition(d_d_extra_surveyor,3,if_event(ev(destroyed,all_of(face_up,all_of(where(monster_card),opponents)),"
                           "all_of(from(field),either(by_battle,by_effect)))))",),
}


def test_real_readings():
    real_facts_hold(REAL)


# ---- the engine: an optional step -----------------------------------------------------------
# Dust Tornado: "Target 1 Spell/Trap your opponent controls; destroy that target, then you can Set 1 Spell/Trap from
# your hand." The Set is the player's choice (r_optional_step; Konami, PSCT Part 7, yugiohblog.konami.com/articles/?p=4514:
# after "then", B happens only if A was done).

DUST = """
name: Dust Tornado destroys the opponent's Set card{title}
cards:
  - {{id: dust, name: Dust Tornado, owner: you, zone: spell_trap_zone}}
  - {{id: pot, name: Pot of Greed, owner: you, zone: hand}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: spell_trap_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: wind, name: Recall Wind, owner: opp, zone: spell_trap_zone}}
actions:
  - chain:
      - {{card: dust, targets: [moon]{link}}}{response}
"""


@pytest.mark.parametrize("optional, pot", [("yes", "spell_trap_zone"), ("no", "hand")])
def test_the_set_after_dust_tornado_is_the_players_choice(imported, optional, pot):
    holds(DUST.format(title=f" (optional {optional})", link=f", optional: {optional}, chooses: {{set_on_field: [pot]}}"
                      if optional == "yes" else ", optional: no", response="") + f"""
expect:
  zones: {{moon: gy, pot: {pot}, dust: gy}}
""")


def test_the_resolved_response_is_still_on_the_field(imported):
    """The opponent activates the targeted Book of Moon in response: it resolves but stays on the field until the
    chain is over (Rule Book: an activated Normal or Quick-Play Spell goes to the GY after the chain resolves), so
    Dust Tornado destroys it and the Set follows."""
    holds(DUST.format(title=", which is activated in response", link=", optional: yes, chooses: {set_on_field: [pot]}",
                      response="\n      - {card: moon, targets: [dm]}") + """
expect:
  zones: {moon: gy, pot: spell_trap_zone, dm: monster_zone}
  reasons: {moon: r_op_destroy}
""")


def test_no_set_when_the_target_was_not_destroyed(imported):
    """The opponent returns the targeted card to the hand in response: Dust Tornado destroys nothing, so its "then
    you can Set" is not done, though its player would (PSCT Part 7: after "then", B needs A done)."""
    holds(DUST.format(title=", which is returned to the hand in response", link=", optional: yes",
                      response="\n      - {card: wind, targets: [moon]}") + """
expect:
  zones: {moon: hand, pot: hand, dust: gy}
""")


# ---- the engine: "both" with one of them gone -----------------------------------------------
# Raging Storm Dragon - Beaufort IX: "(Quick Effect): You can target 1 face-up monster your opponent controls; return
# both that monster and this card to the hand." r_both_together (Konami OCG FAQ "Fairy Tail - Luna", ygocdb.com/faq/20471:
# "return both this card and that monster to the hand": with one no longer there, the other is not returned either).

@pytest.mark.parametrize("moon, dragon, foe", [
    (None, "hand", "hand"),
    ("foe", "monster_zone", "monster_zone"),     # the target is turned face-down: a new card, neither is returned
    ("dragon", "monster_zone", "monster_zone"),  # this card is turned face-down: the target is not returned either
])
def test_beaufort_returns_both_or_neither(imported, moon, dragon, foe):
    chain = f"\n      - {{card: moon, targets: [{moon}]}}" if moon else ""
    holds(f"""
name: Raging Storm Dragon - Beaufort IX returns both
cards:
  - {{id: dragon, name: "Raging Storm Dragon - Beaufort IX", owner: you, zone: monster_zone}}
  - {{id: foe, name: Plain Guard, owner: opp, zone: monster_zone}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: spell_trap_zone}}
actions:
  - chain:
      - {{card: dragon, effect: 2, targets: [foe]}}{chain}
expect:
  zones: {{dragon: {dragon}, foe: {foe}}}
""")


def test_whirlwind_of_gusto_shuffles_both_targets(imported):
    """"Target 2 "Gusto" monsters in your GY; shuffle both targets into the Deck, then Special Summon 1 "Gusto" monster
    with 1000 or less DEF from your Deck." (card text; you control no monsters)."""
    holds("""
name: Whirlwind of Gusto shuffles two Gusto monsters into the Deck
cards:
  - {id: whirl, name: Whirlwind of Gusto, owner: you, zone: spell_trap_zone}
  - {id: gulldo, name: Gusto Gulldo, owner: you, zone: gy}
  - {id: griffin, name: Gusto Griffin, owner: you, zone: gy}
actions:
  - chain: [{card: whirl, targets: [gulldo, griffin]}]
expect:
  zones: {gulldo: deck, griffin: deck}
""")


# ---- the engine: a Union monster ------------------------------------------------------------
# Torque Tune Gear: "Once per turn, you can either: Target 1 monster you control; equip this card to that target, OR:
# Unequip this card and Special Summon it."

GEAR = """
name: Torque Tune Gear equips itself{title}
cards:
  - {{id: gear, name: Torque Tune Gear, owner: you, zone: monster_zone}}
  - {{id: guard, name: Plain Guard, owner: you, zone: monster_zone{face}}}
actions:
  - chain: [{{card: gear, effect: 1, targets: [guard]}}]
"""


def test_torque_tune_gear_cannot_target_a_face_down_monster(imported):
    """An Equip Card is equipped to a face-up monster (Yugipedia "Equip Card")."""
    holds(GEAR.format(title=" to a face-down monster", face=", face: down, position: defense") + """
expect:
  illegal: [{at: "1.1", rule: r_target}]
""")


def test_torque_tune_gear_equips_to_a_face_up_monster_then_not_again(imported):
    """Yugipedia "Union Monster" (once per turn, either equip or unequip: r_limit_union)."""
    holds(GEAR.format(title=" to a face-up monster", face="") + """
questions:
  - {id: again, ask: can_activate_again, card: gear, effect: 2}
expect:
  zones: {gear: spell_trap_zone}
  answers: {again: "no"}
""")


# ---- the engine: a draw trigger -------------------------------------------------------------

def test_cursed_bride_doll_drawn_by_pot_of_greed(imported):
    """"When you draw this card: You can reveal it; Special Summon this card." (card text): drawn by a card effect
    too, it is activated from the hand and Summons itself."""
    holds("""
name: Pot of Greed draws Cursed Bride Doll
cards:
  - {id: pot, name: Pot of Greed, owner: you, zone: hand}
  - {id: doll, name: Cursed Bride Doll, owner: you, zone: deck}
actions:
  - chain: [{card: pot, draws: [doll]}]
  - chain: [{card: doll, effect: 1, positions: {doll: attack}}]
expect:
  outcomes: {"1.1": resolved, "2.1": resolved}
  zones: {doll: monster_zone}
""")


def test_cursed_bride_doll_not_drawn(imported):
    """In the hand without having been drawn: "When you draw this card" is not met (r_when_event)."""
    holds("""
name: Cursed Bride Doll already in the hand
cards:
  - {id: doll, name: Cursed Bride Doll, owner: you, zone: hand}
actions:
  - chain: [{card: doll, effect: 1}]
expect:
  illegal: [{at: "1.1", rule: r_when_event}]
""")


def test_lazion_when_the_opponent_draws_by_a_card_effect(imported):
    """Lazion, the Timelord: "Once per turn, if your opponent draws a card: Inflict 1000 damage to your opponent."
    (card text): a mandatory Trigger, after the opponent's Pot of Greed; its own draws are not the opponent's."""
    holds("""
name: the opponent's Pot of Greed with Lazion on the field
turn: opp
phase: main1
cards:
  - {id: lazion, name: "Lazion, the Timelord", owner: you, zone: monster_zone}
  - {id: pot, name: Pot of Greed, owner: opp, zone: hand}
actions:
  - chain: [{card: pot}]
  - chain: [{card: lazion, effect: 5}]
expect:
  outcomes: {"2.1": resolved}
  life_points: {opp: 7000, you: 8000}
""")


def test_lazion_not_for_your_own_draw(imported):
    holds("""
name: your own Pot of Greed with Lazion on the field
cards:
  - {id: lazion, name: "Lazion, the Timelord", owner: you, zone: monster_zone}
  - {id: pot, name: Pot of Greed, owner: you, zone: hand}
actions:
  - chain: [{card: pot}]
  - chain: [{card: lazion, effect: 5}]
expect:
  illegal: [{at: "2.1", rule: r_if_event_needs_event}]
""")


def test_upstart_goblin_draws_then_the_opponent_gains(imported):
    """"Draw 1 card, then your opponent gains 1000 LP." (card text)."""
    holds("""
name: Upstart Goblin
cards:
  - {id: goblin, name: Upstart Goblin, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: you, zone: deck}
actions:
  - chain: [{card: goblin, draws: [dm]}]
expect:
  zones: {dm: hand}
  life_points: {you: 8000, opp: 9000}
""")


# ---- the engine: Life Points changed at once ------------------------------------------------

def test_oxygeddon_each_player_takes_damage(imported):
    """Oxygeddon, destroyed by battle with a Pyro monster: "Each player takes 800 damage." (card text), after the
    battle damage of the same battle: every change counts once (asp/core/state.lp)."""
    holds("""
name: Cinder Brute destroys Oxygeddon by battle
turn: you
phase: battle_step
cards:
  - {id: brute, name: Cinder Brute, owner: you, zone: monster_zone}
  - {id: oxy, name: Oxygeddon, owner: opp, zone: monster_zone}
actions:
  - attack: {card: brute, target: oxy}
  - phase: damage_calculation
  - phase: end_damage_step
  - chain: [{card: oxy, effect: 1}]
expect:
  zones: {oxy: gy}
  life_points: {you: 7200, opp: 7000}
""")
