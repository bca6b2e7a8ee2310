"""Riders that linger on the monsters an effect Special Summons (bodies.py,
compiler.py continuous): "If Summoned this way, banish it when it leaves the
field" (the rider of the effect before it, asp/effects/replacement.lp
r_banish_rider), "but it cannot activate its effects this turn"
(asp/chain/operations.lp restriction_whom summoned), and "Special Summon both
it and this card, but their effects are negated, also banish them when they
leave the field". Short texts written here, in the style of real cards; each
is imported and judged in scenarios of its own.
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

FADER = monster("Fading Knight", "When an opponent's monster declares a direct attack: You can Special Summon this card from your hand. "
                                 "If Summoned this way, banish it when it leaves the field.", atk=0)
CONVERTER = monster("Converter Knight", "You can target 1 monster in your GY; Special Summon it, but it cannot activate its effects this turn.")
PLAIN_REVIVE = monster("Plain Reviver", "You can target 1 monster in your GY; Special Summon it.")
SAGE = monster("Lone Sage", "You can pay 1000 LP; draw 1 card.", line="Spellcaster / Effect")
WALL = monster("Wall Zombie", "If this card is in your GY: You can target 1 other Zombie monster in your GY; Special Summon both it and "
                              "this card, but their effects are negated, also banish them when they leave the field.", line="Zombie / Effect")
GHOUL = monster("Grave Ghoul", "You can pay 500 LP; draw 1 card.", line="Zombie / Effect")
REUSE = {"card_type": "Spell", "property": "Normal", "name": "Bottom Reuse",
         "text": "Target 1 monster in your GY; Special Summon it, but place it on the bottom of the Deck when it leaves the field."}
FORGER = monster("Star Forger", "1 Tuner + 1+ non-Tuner monsters\nYou can pay 500 LP; draw 1 card.", line="Dragon / Synchro / Effect", level=7)
FRAME = monster("Frame Knight", "If this card is in your hand: You can Special Summon both this card and 1 \"Lone Sage\" from your GY. "
                               "During the End Phase, banish the face-up monsters Special Summoned by this effect.")
TUNE = monster("Tune Knight", "You can target 1 face-up monster you control; it is treated as a Tuner this turn.")
HUNTER = {"card_type": "Spell", "property": "Normal", "name": "Tuner Hunt", "text": "Target 1 Tuner monster on the field; destroy it."}
RESET = {"card_type": "Spell", "property": "Normal", "name": "Bottom Reset",
         "text": "Target 1 Normal Trap in your GY; Set that target, but place it on the bottom of the Deck when it leaves the field."}
PAIR = monster("Pair Synchron", "If this card is in your hand: You can target 1 monster in your GY; Special Summon this card, and if you "
                               "do, Special Summon that monster, but negate its effects.", line="Machine / Tuner / Effect")
CARDS = [FADER, CONVERTER, PLAIN_REVIVE, SAGE, WALL, GHOUL, REUSE, FORGER, FRAME, TUNE, HUNTER, RESET, PAIR]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "lingering.yaml")


def test_the_riders_compile():
    got = compiled(FADER)
    assert "summon_rider(fading_knight,1,banish_when_leaves)" in got
    assert not any(f.startswith("not_modelled(fading_knight") for f in got)
    assert "op(converter_knight,1,1,restrict(cannot(activate(any),summoned),end_of_turn))" in compiled(CONVERTER)
    got = compiled(WALL)
    assert "summon_rider(wall_zombie,1,banish_when_leaves)" in got
    assert "op(wall_zombie,1,1,negate_card_effects(summoned,while_on_field))" in got
    assert not any(f.startswith("not_modelled(wall_zombie") for f in got)


def test_summoned_this_way_needs_the_effect_before_to_summon_this_card_only():
    # the effect before Special Summons another card too: which one "this way" banishes is not read
    got = compiled(monster("Pair Knight", "When an opponent's monster declares a direct attack: You can target 1 monster in your GY; "
                                          "Special Summon that target, and if you do, Special Summon this card from your hand. "
                                          "If Summoned this way, banish this card when it leaves the field."))
    assert not any(f.startswith("summon_rider(") for f in got)
    assert 'not_modelled(pair_knight,2,"If Summoned this way, banish this card when it leaves the field")' in got
    # "it cannot activate its effects" with no Summon before: "it" is not read
    got = compiled(monster("Mute Knight", "You can target 1 face-up monster on the field; it cannot activate its effects this turn."))
    assert not any("activate(any)" in f for f in got)


_FADER_SCENE = """
name: Fading Knight {how}; Raigeki Break destroys it
turn: opp
phase: battle_step
cards:
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
  - {{id: knight, name: Fading Knight, owner: you, zone: {zone}}}
  - {{id: raigeki, name: Raigeki Break, owner: opp, zone: spell_trap_zone}}
  - {{id: fodder, name: Dark Magician, owner: opp, zone: hand}}
{more}actions:
  - attack: {{card: dm, target: direct}}
  - chain:
      - {{card: {summoner}{targets}}}
  - chain:
      - {{card: raigeki, targets: [knight], cost: {{discard: [fodder]}}}}
expect:
  outcomes: {{"2.1": resolved, "3.1": resolved}}
  zones: {{knight: {where}}}
"""


def test_summoned_this_way_it_is_banished_when_it_leaves_the_field(imported):
    holds(_FADER_SCENE.format(how="Special Summons itself from the hand", zone="hand", more="", summoner="knight", targets="",
                              where="banished") + "  reasons: {knight: r_banish_rider}\n")


def test_summoned_another_way_it_goes_to_the_gy(imported):
    # the rider rides on the card's own Summoning effect only: Special Summoned by Plain Reviver, it is sent to the GY
    holds("""
name: Fading Knight revived by Plain Reviver; Raigeki Break destroys it
turn: you
cards:
  - {id: reviver, name: Plain Reviver, owner: you, zone: monster_zone}
  - {id: knight, name: Fading Knight, owner: you, zone: gy}
  - {id: raigeki, name: Raigeki Break, owner: opp, zone: spell_trap_zone}
  - {id: fodder, name: Dark Magician, owner: opp, zone: hand}
actions:
  - chain:
      - {card: reviver, targets: [knight]}
  - chain:
      - {card: raigeki, targets: [knight], cost: {discard: [fodder]}}
expect:
  outcomes: {"1.1": resolved, "2.1": resolved}
  zones: {knight: gy}
""")


@pytest.mark.parametrize("reviver, can", [("Converter Knight", "no"), ("Plain Reviver", "yes")])
def test_it_cannot_activate_its_effects_this_turn(imported, reviver, can):
    holds(f"""
name: {reviver} Special Summons Lone Sage from the GY; can Lone Sage activate its effect?
turn: you
cards:
  - {{id: reviver, name: {reviver}, owner: you, zone: monster_zone}}
  - {{id: sage, name: Lone Sage, owner: you, zone: gy}}
actions:
  - chain:
      - {{card: reviver, targets: [sage]}}
questions:
  - {{id: q, ask: can_activate, card: sage}}
expect:
  zones: {{sage: monster_zone}}
  answers: {{q: "{can}"}}
""")


def test_both_summoned_are_banished_when_they_leave_the_field(imported):
    holds("""
name: Wall Zombie Special Summons itself and Grave Ghoul; Dark Hole destroys both
turn: you
cards:
  - {id: wall, name: Wall Zombie, owner: you, zone: gy}
  - {id: ghoul, name: Grave Ghoul, owner: you, zone: gy}
  - {id: hole, name: Dark Hole, owner: you, zone: hand}
actions:
  - chain:
      - {card: wall, targets: [ghoul]}
  - chain:
      - {card: hole}
questions:
  - {id: q, ask: can_activate, card: ghoul, at: {after: 1}}
expect:
  zones: {wall: banished, ghoul: banished, hole: gy}
  answers: {q: "yes"}
  reasons: {wall: r_banish_rider, ghoul: r_banish_rider}
""")


_REUSE_SCENE = """
name: Bottom Reuse Special Summons {who} from the GY; then {what}
turn: you
cards:
  - {{id: reuse, name: Bottom Reuse, owner: you, zone: hand}}
  - {{id: mon, name: {who}, owner: you, zone: gy}}
  - {{id: hole, name: Dark Hole, owner: you, zone: hand}}
  - {{id: raigeki, name: Raigeki Break, owner: opp, zone: spell_trap_zone}}
  - {{id: ced, name: Compulsory Evacuation Device, owner: opp, zone: spell_trap_zone}}
  - {{id: fodder, name: Dark Magician, owner: opp, zone: hand}}
actions:
  - chain:
      - {{card: reuse, targets: [mon]}}
  - chain:
      - {response}
expect:
"""


@pytest.mark.parametrize("who, what, response, where", [
    ("Lone Sage", "Raigeki Break destroys it", "{card: raigeki, targets: [mon], cost: {discard: [fodder]}}", "deck"),
    ("Lone Sage", "Compulsory Evacuation Device returns it to the hand", "{card: ced, targets: [mon]}", "deck"),
    ("Star Forger", "Raigeki Break destroys it", "{card: raigeki, targets: [mon], cost: {discard: [fodder]}}", "extra_deck"),
])
def test_placed_in_the_deck_when_it_leaves_the_field(imported, who, what, response, where):
    holds(_REUSE_SCENE.format(who=who, what=what, response=response)
          + f'  outcomes: {{"2.1": resolved}}\n  zones: {{mon: {where}}}\n  reasons: {{mon: r_deck_rider}}\n')


def test_a_card_revived_without_the_rider_goes_to_the_gy(imported):
    holds(_REUSE_SCENE.format(who="Lone Sage", what="Raigeki Break destroys it", response="{card: raigeki, targets: [mon], cost: {discard: [fodder]}}")
          .replace("name: Bottom Reuse, owner: you, zone: hand", "name: Plain Reviver, owner: you, zone: monster_zone")
          + '  outcomes: {"2.1": resolved}\n  zones: {mon: gy}\n')


def test_banished_from_the_field_with_the_deck_rider_is_refused(imported):
    # banishing from the field is not redirected by the rider yet (r_deck_rider_not_modelled)
    holds("""
name: Bottom Reuse Special Summons Lone Sage; Dark Core banishes it
turn: you
cards:
  - {id: reuse, name: Bottom Reuse, owner: you, zone: hand}
  - {id: mon, name: Lone Sage, owner: you, zone: gy}
  - {id: core, name: Dark Core, owner: you, zone: hand}
  - {id: fodder, name: Dark Hole, owner: you, zone: hand}
actions:
  - chain:
      - {card: reuse, targets: [mon]}
  - chain:
      - {card: core, targets: [mon], cost: {discard: [fodder]}}
expect:
  illegal: [{at: mon, rule: r_deck_rider_not_modelled}]
""")


def test_the_end_phase_banishing_is_the_summoning_effects():
    got = compiled(FRAME)
    assert "op(frame_knight,1,1,delayed(end_phase,banish(summoned)))" in got
    assert not any(f.startswith("not_modelled(frame_knight") for f in got)
    # no Special Summon in the effect before: "this effect" is not read
    got = compiled(monster("Frameless Knight", "You can draw 1 card. During the End Phase, banish the face-up monsters Special Summoned by this effect."))
    assert not any("delayed(" in f for f in got)


@pytest.mark.parametrize("after, expect", [
    ("- phase: end", "zones: {knight: banished, sage: banished}\n  reasons: {knight: r_delayed_end_phase, sage: r_delayed_end_phase}"),
    ("- phase: main2", "zones: {knight: monster_zone, sage: monster_zone}"),
])
def test_the_monsters_summoned_are_banished_during_the_end_phase(imported, after, expect):
    holds(f"""
name: Frame Knight Special Summons itself and Lone Sage, then the turn moves on
turn: you
cards:
  - {{id: knight, name: Frame Knight, owner: you, zone: hand}}
  - {{id: sage, name: Lone Sage, owner: you, zone: gy}}
actions:
  - chain: [{{card: knight, chooses: {{special_summon: [sage]}}}}]
  {after}
expect:
  {expect}
""")


def test_treated_as_a_tuner_compiles():
    assert "op(tune_knight,1,1,treat_as_tuner(target(1)))" in compiled(TUNE)
    assert 'target_where(tuner_hunt,1,1,subtype(tuner))' in compiled(HUNTER)
    # after a Special Summon, "it" may be the monster Summoned: not read
    got = compiled(monster("Tune Reviver", "You can target 1 monster in your GY; Special Summon it, and if you do, it is treated as a Tuner this turn."))
    assert not any("treat_as_tuner" in f for f in got)


@pytest.mark.parametrize("tuned, can", [(True, "yes"), (False, "no")])
def test_a_monster_treated_as_a_tuner_is_a_tuner_this_turn(imported, tuned, can):
    first = "  - chain: [{card: tune, targets: [sage]}]\n" if tuned else ""
    holds(f"""
name: Tune Knight treats Lone Sage as a Tuner ({tuned}); can Tuner Hunt target it?
turn: you
cards:
  - {{id: tune, name: Tune Knight, owner: you, zone: monster_zone}}
  - {{id: sage, name: Lone Sage, owner: you, zone: monster_zone}}
  - {{id: hunt, name: Tuner Hunt, owner: you, zone: hand}}
actions:
{first}  - phase: main1
questions:
  - {{id: q, ask: can_activate, card: hunt}}
expect:
  answers: {{q: "{can}"}}
""")


def test_treated_as_a_tuner_ends_with_the_turn(imported):
    holds("""
name: Tune Knight treats Lone Sage as a Tuner; next turn it is not one
players: [you, opp]
turns:
  - player: you
    phase: main1
    actions:
      - chain: [{card: tune, targets: [sage]}]
  - player: opp
    phase: main1
cards:
  - {id: tune, name: Tune Knight, owner: you, zone: monster_zone}
  - {id: sage, name: Lone Sage, owner: you, zone: monster_zone}
  - {id: hunt, name: Tuner Hunt, owner: opp, zone: hand}
questions:
  - {id: q, ask: can_activate, card: hunt}
expect:
  answers: {q: "no"}
""")


def test_a_set_card_with_the_deck_rider_destroyed_while_set_is_refused(imported):
    # Yugipedia "Leaves the field": a leave-the-field effect does not apply to a card that leaves face-down, where
    # r_banish_rider applies to Set cards: not settled (r_deck_rider_not_modelled)
    assert "summon_rider(bottom_reset,1,deck_when_leaves)" in compiled(RESET)
    holds("""
name: Bottom Reset Sets Raigeki Break from the GY; Mystical Space Typhoon destroys it while Set
turn: you
cards:
  - {id: reset, name: Bottom Reset, owner: you, zone: hand}
  - {id: rb, name: Raigeki Break, owner: you, zone: gy}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: reset, targets: [rb]}
  - chain:
      - {card: mst, targets: [rb]}
expect:
  illegal: [{at: rb, rule: r_deck_rider_not_modelled}]
""")


def test_negate_its_effects_after_the_second_summon_is_that_monsters_only(imported):
    assert "op(pair_synchron,1,1,negate_card_effects(summoned_of(target(1)),while_on_field))" in compiled(PAIR)
    holds("""
name: Pair Synchron Special Summons itself and Lone Sage, but Lone Sage's effects are negated
turn: you
cards:
  - {id: pair, name: Pair Synchron, owner: you, zone: hand}
  - {id: sage, name: Lone Sage, owner: you, zone: gy}
actions:
  - chain: [{card: pair, targets: [sage]}]
questions:
  - {id: sage-negated, ask: effects_negated, card: sage, at: {after: 1}}
  - {id: pair-negated, ask: effects_negated, card: pair, at: {after: 1}}
expect:
  zones: {pair: monster_zone, sage: monster_zone}
  answers: {sage-negated: "yes", pair-negated: "no"}
""")


REAL = {
    # "... Special Summon this card from your hand, then end the Battle Phase. If Summoned this way, banish it when it leaves the field."
    "Battle Fader": ("summon_rider(battle_fader,1,banish_when_leaves)",),
    # "... also Special Summon this card from your hand, and if you do, make that effect damage to you 0. If Summoned this way, ..."
    "Performage Flame Eater": ("summon_rider(performage_flame_eater,1,banish_when_leaves)",),
    # "... Special Summon it in Defense Position, but it cannot activate its effects this turn."
    "Junk Converter": ("op(junk_converter,2,1,restrict(cannot(activate(any),summoned),end_of_turn))",),
    "Crystron Halqifibrax": ("op(crystron_halqifibrax,1,1,restrict(cannot(activate(any),summoned),end_of_turn))",),
    # "... Special Summon it, but it cannot activate its effects." (no duration: while it stays that card on the field)
    "Super Quantum Red Layer": ("op(super_quantum_red_layer,2,1,restrict(cannot(activate(any),summoned),while_on_field))",),
    # "... Special Summon both it and this card, but their effects are negated, also banish them when they leave the field."
    "Nurikabe": ("summon_rider(nurikabe,1,banish_when_leaves)", "op(nurikabe,1,1,negate_card_effects(summoned,while_on_field))"),
    # "... Special Summon both this card from your hand and 1 "PSY-Frame Driver" ... During the End Phase, banish the face-up
    # monsters Special Summoned by this effect."
    "PSY-Framegear Gamma": ("op(psy_framegear_gamma,1,1,delayed(end_phase,banish(summoned)))",),
    # "You can target 1 "White Forest" monster you control; it is treated as a Tuner this turn."
    "Witch of the White Forest": ("op(witch_of_the_white_forest,3,1,treat_as_tuner(target(1)))",),
    # "... Special Summon this card, and if you do, Special Summon that monster, but negate its effects, also ..."
    "Starjunk Synchron": ("op(starjunk_synchron,2,1,negate_card_effects(summoned_of(target(1)),while_on_field))",),
    # "... Special Summon it, but place it on the bottom of the Deck when it leaves the field."
    "Appliancer Reuse": ("summon_rider(appliancer_reuse,1,deck_when_leaves)",),
    # "... Set that target, but place it on the bottom of the Deck when it leaves the field." (asp/chain/placements.lp)
    "Malice, Lady of Lament": ("summon_rider(malice_lady_of_lament,1,deck_when_leaves)",),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_cards():
    real_facts_hold(REAL, {"Battle Fader": ("not_modelled(",), "Nurikabe": ("not_modelled(",), "Junk Converter": ("not_modelled(",)})
