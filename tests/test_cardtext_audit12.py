"""Audit 12: the first round of the seventh session (compiler 1.4 patterns and
engine rules) read against the card texts, and real compiled cards of these
shapes judged by the engine on their texts and official rulings.

About 250 compiled effects were read (every effect with monster_battles,
own_other_in_battle, own_attacking, added_to_extra_deck_face_up,
using_material, count_more_by, target_if, special_summon_monster, atk_at_least,
choice_other; samples of face_up_field, non(F), each_time, "When an attack is
declared involving", "At the end of the Battle Phase, if this card battled",
"that would destroy a card(s) on the field", "Activate only when X.", "with a
different name", "including a", "shuffle all N", "until the end of this turn
... also negate its effects", ", and you control", "by a Spell/Trap effect",
activation from the Extra Deck, "(this is a Quick Effect)"): no wrong fact was
found, so no compiler change; the engine gave the answer of the text or ruling
in every scenario below.
"""

from __future__ import annotations

import pytest

from imported import DATA, expectations_hold, import_cards, monster, real_records

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")


# ---- the engine: real compiled cards, on their texts and official rulings ----------------------

REAL_NAMES = {"Stardust Dragon", "Shooting Star Dragon", "Dark Hole", "Pot of Greed", "Gladiator Beast Domitianus",
              "Apprentice Illusion Magician", "Dark Magician", "Soulicer Crystal", "Tearlaments Heartbeat",
              "The Phantom Knights of Cursed Javelin", "Trap Hole", "Book of Moon", "Mystical Space Typhoon",
              "Visas Starfrost", "Number C1000: Numerounius", "Fateful Hour", "Vic Viper T301",
              "Option Hunter", "Dimension Wall"}

CARDS = [
    monster("Plain Guard", "A plain Warrior.", line="Warrior", atk=1000, **{"def": 1000}),
    monster("Big Brute", "A plain Warrior.", line="Warrior", atk=3000, **{"def": 1000}),
]



@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS + real_records(REAL_NAMES))


def holds(text: str) -> None:
    expectations_hold(text, "audit12.yaml")


STARDUST = """
name: {title}
turn: opp
cards:
  - {{id: star, name: {dragon}, owner: you, zone: monster_zone}}
  - {{id: guard, name: Plain Guard, owner: you, zone: monster_zone}}
  - {{id: spell, name: {spell}, owner: opp, zone: hand}}
actions:
  - chain: [{{card: spell}}]
questions:
  - {{id: q, ask: can_activate, card: star, effect: {effect}, at: {{during: "1.1"}}}}
"""


def test_stardust_dragon_negates_dark_hole(imported):
    """Yugipedia, Card Rulings:Stardust Dragon (https://yugioh.fandom.com/wiki/Card_Rulings:Stardust_Dragon): "To
    activate "Stardust Dragon"'s effect against another effect, the other effect must destroy a card when it
    resolves"; Dark Hole: "Destroy all monsters on the field." (card text)."""
    holds("""
name: Stardust Dragon Tributes itself against Dark Hole
turn: opp
cards:
  - {id: star, name: Stardust Dragon, owner: you, zone: monster_zone}
  - {id: guard, name: Plain Guard, owner: you, zone: monster_zone}
  - {id: hole, name: Dark Hole, owner: opp, zone: hand}
actions:
  - chain: [{card: hole}, {card: star, cost: {tribute: [star]}}]
expect:
  outcomes: {"1.1": negated, "1.2": resolved}
  zones: {hole: gy, star: gy, guard: monster_zone}
""")


def test_stardust_dragon_not_against_pot_of_greed(imported):
    """Same ruling: Pot of Greed ("Draw 2 cards.") destroys no card."""
    holds(STARDUST.format(title="Stardust Dragon against Pot of Greed", dragon="Stardust Dragon", spell="Pot of Greed",
                          effect=1) + """
expect:
  answers: {q: "no"}
""")


@pytest.mark.parametrize("spell, can", [("Dark Hole", "yes"), ("Pot of Greed", "no")])
def test_shooting_star_dragon_against_a_destroying_effect(imported, spell, can):
    """Yugipedia, Card Rulings:Shooting Star Dragon (http://www.yugipedia.com/wiki/Card_Rulings:Shooting_Star_Dragon,
    OCG): the effect "... when a card or effect is activated that would destroy a card(s) on the field: You can negate
    the effect, and if you do, destroy it" "is activated directly in Chain to the activation of a monster effect, the
    activation of a Spell/Trap Card, or the activation of a Spell/Trap Card's effect, that destroys a card(s) on the
    field"."""
    holds(STARDUST.format(title=f"Shooting Star Dragon against {spell}", dragon="Shooting Star Dragon", spell=spell,
                          effect=2) + f"""
expect:
  answers: {{q: "{can}"}}
""")


def test_shooting_star_dragon_negates_dark_hole(imported):
    """Same page: the effect negates the destroying effect and destroys its card."""
    holds("""
name: Shooting Star Dragon against Dark Hole
turn: opp
cards:
  - {id: star, name: Shooting Star Dragon, owner: you, zone: monster_zone}
  - {id: guard, name: Plain Guard, owner: you, zone: monster_zone}
  - {id: hole, name: Dark Hole, owner: opp, zone: hand}
actions:
  - chain: [{card: hole}, {card: star, effect: 2}]
expect:
  outcomes: {"1.1": resolved_without_effect}
  zones: {hole: gy, star: monster_zone, guard: monster_zone}
""")


def test_gladiator_beast_domitianus_battled_in_the_opponents_turn(imported):
    """YGOResources, as quoted for Gladiator Beast Domitianus (https://www.huntlist.eu/cards/yugioh/gladiator-beast-
    domitianus/ruling): "Even if Gladiator Beast Domitianus battles during your opponent's turn, you can activate its
    effect at the end of your opponent's Battle Phase." ("At the end of the Battle Phase, if this card battled: ...")."""
    holds("""
name: the opponent's Plain Guard attacks Domitianus; at the end of their Battle Phase
turn: opp
phase: battle_step
cards:
  - {id: dom, name: Gladiator Beast Domitianus, owner: you, zone: monster_zone}
  - {id: guard, name: Plain Guard, owner: opp, zone: monster_zone}
actions:
  - attack: {card: guard, target: dom}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
  - phase: battle_end
questions:
  - {id: q, ask: can_activate, card: dom, effect: 3}
expect:
  answers: {q: "yes"}
""")


APPRENTICE = """
name: {title}
turn: opp
phase: battle_step
cards:
  - {{id: app, name: Apprentice Illusion Magician, owner: you, zone: {zone}}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: brute, target: {target}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
questions:
  - {{id: q, ask: can_activate, card: app, effect: 2}}
"""


@pytest.mark.parametrize("zone, target, can", [("hand", "dm", "yes"), ("monster_zone", "app", "no")])
def test_apprentice_illusion_magician_for_your_other_dark_spellcaster(imported, zone, target, can):
    """"During damage calculation, if your other DARK Spellcaster monster battles an opponent's monster (Quick
    Effect): You can send this card from your hand or face-up field to the GY; ..." (card text): for Dark Magician,
    not for itself."""
    holds(APPRENTICE.format(title=f"Big Brute attacks {target}; Apprentice in the {zone}", zone=zone, target=target) + f"""
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("theirs, can", [(3, "yes"), (2, "no")])
def test_soulicer_crystal_at_least_2_more_monsters(imported, theirs, can):
    """"If your opponent controls at least 2 more monsters than you do: You can Special Summon this card from your
    hand." (card text): you control 1 monster."""
    foes = "".join(f"\n  - {{id: b{i}, name: Plain Guard, owner: opp, zone: monster_zone}}" for i in range(theirs))
    holds(f"""
name: the opponent controls {theirs} monsters, you 1; Soulicer Crystal
cards:
  - {{id: sc, name: Soulicer Crystal, owner: you, zone: hand}}
  - {{id: mine, name: Plain Guard, owner: you, zone: monster_zone}}{foes}
questions:
  - {{id: q, ask: can_activate, card: sc, effect: 2}}
expect:
  answers: {{q: "{can}"}}
""")


def test_tearlaments_heartbeat_two_targets_need_visas(imported):
    """"Target 1 Spell/Trap on the field, or you can target 2 if you control "Visas Starfrost"; ..." (card text):
    without Visas Starfrost, a second target is illegal."""
    holds("""
name: Tearlaments Heartbeat targets 2 Spells without Visas Starfrost
turn: you
cards:
  - {id: beat, name: Tearlaments Heartbeat, owner: you, zone: hand}
  - {id: m1, name: Book of Moon, owner: opp, zone: spell_trap_zone}
  - {id: m2, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
  - {id: guard, name: Plain Guard, owner: you, zone: hand}
actions:
  - chain: [{card: beat, targets: [m1, m2]}]
expect:
  illegal: [{at: "1.1", rule: r_target_more_if}]
""")


def test_tearlaments_heartbeat_one_target(imported):
    """Same text: one target, shuffled into the Deck, then a card of the hand sent to the GY."""
    holds("""
name: Tearlaments Heartbeat targets Book of Moon
turn: you
cards:
  - {id: beat, name: Tearlaments Heartbeat, owner: you, zone: hand}
  - {id: m1, name: Book of Moon, owner: opp, zone: spell_trap_zone}
  - {id: guard, name: Plain Guard, owner: you, zone: hand}
actions:
  - chain: [{card: beat, targets: [m1], chooses: {send_to_gy: [guard]}}]
expect:
  zones: {m1: deck, guard: gy}
""")


def test_cursed_javelin_until_the_end_of_this_turn(imported):
    """"You can detach 1 material from this card, then target 1 face-up monster your opponent controls; until the end
    of this turn, change its ATK to 0, also negate its effects." (card text)."""
    holds("""
name: Cursed Javelin on Big Brute
turns:
  - player: you
    actions:
      - chain: [{card: jav, cost: {detach: [mat]}, targets: [brute]}]
  - player: opp
    actions: []
cards:
  - {id: jav, name: The Phantom Knights of Cursed Javelin, owner: you, zone: monster_zone}
  - {id: mat, name: Plain Guard, owner: you, zone: material, attached_to: jav}
  - {id: brute, name: Big Brute, owner: opp, zone: monster_zone}
questions:
  - {id: now, ask: atk, card: brute, at: {after: 1}}
  - {id: later, ask: atk, card: brute}
expect:
  answers: {now: 0, later: 3000}
""")


def test_trap_hole_destroys_the_normal_summoned_monster(imported):
    """"When your opponent Normal or Flip Summons a monster with 1000 or more ATK: Target that monster; destroy that
    target." (card text)."""
    holds("""
name: the opponent Normal Summons Big Brute; Trap Hole
turn: opp
cards:
  - {id: hole, name: Trap Hole, owner: you, zone: spell_trap_zone}
  - {id: brute, name: Big Brute, owner: opp, zone: hand}
actions:
  - summon: {card: brute, how: normal}
  - chain: [{card: hole, targets: [brute]}]
expect:
  zones: {brute: gy, hole: gy}
""")


def test_tearlaments_heartbeat_two_targets_with_visas(imported):
    """"... or you can target 2 if you control "Visas Starfrost"; shuffle them into the Deck, then send 1 card from your
    hand to the GY." (card text)."""
    holds("""
name: Tearlaments Heartbeat targets 2 Spells while you control Visas Starfrost
turn: you
cards:
  - {id: beat, name: Tearlaments Heartbeat, owner: you, zone: hand}
  - {id: visas, name: Visas Starfrost, owner: you, zone: monster_zone}
  - {id: m1, name: Book of Moon, owner: opp, zone: spell_trap_zone}
  - {id: m2, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
  - {id: guard, name: Plain Guard, owner: you, zone: hand}
actions:
  - chain: [{card: beat, targets: [m1, m2], chooses: {send_to_gy: [guard]}}]
expect:
  zones: {m1: deck, m2: deck, guard: gy}
""")


def test_stardust_dragon_returns_in_the_end_phase(imported):
    """"During the End Phase, if this effect was activated this turn (and was not negated): You can Special Summon this
    card from your GY." (card text), after it negated Dark Hole."""
    holds("""
name: Stardust Dragon negates Dark Hole, then returns in the End Phase
turn: opp
cards:
  - {id: star, name: Stardust Dragon, owner: you, zone: monster_zone}
  - {id: hole, name: Dark Hole, owner: opp, zone: hand}
actions:
  - chain: [{card: hole}, {card: star, cost: {tribute: [star]}}]
  - phase: end
  - chain: [{card: star, effect: 2, positions: {star: attack}}]
expect:
  zones: {star: monster_zone}
""")


def test_numerounius_destroys_another_monster_only(imported):
    """"Once per turn (Quick Effect): You can detach 1 material from this card; destroy 1 other monster on the field."
    (card text): it cannot destroy itself."""
    holds("""
name: Numerounius would destroy itself
turn: you
cards:
  - {id: num, name: "Number C1000: Numerounius", owner: you, zone: monster_zone}
  - {id: mat, name: Plain Guard, owner: you, zone: material, attached_to: num}
  - {id: brute, name: Big Brute, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: num, effect: 1, cost: {detach: [mat]}, chooses: {destroy: [num]}}]
expect:
  illegal: [{at: "1.1", rule: r_choice}]
""")


def test_fateful_hour_not_a_monster_that_can_be_normal_summoned(imported):
    """"Target 1 monster that cannot be Normal Summoned/Set in either GY; Special Summon it." (card text): Big Brute, a
    Normal Monster, can be Normal Summoned."""
    holds("""
name: Fateful Hour targets a Normal Monster
turn: you
cards:
  - {id: fate, name: Fateful Hour, owner: you, zone: spell_trap_zone}
  - {id: brute, name: Big Brute, owner: you, zone: gy}
actions:
  - chain: [{card: fate, targets: [brute]}]
expect:
  illegal: [{at: "1.1", rule: r_target}]
""")


@pytest.mark.parametrize("face, can", [("up", "yes"), ("down", "no")])
def test_vic_viper_an_attack_on_your_face_up_monster(imported, face, can):
    """"When an attack is declared involving your face-up monster and an opponent's monster: You can Special Summon
    this card from your hand or GY, ..." (card text): not for your face-down monster."""
    position = ", position: defense" if face == "down" else ""
    holds(f"""
name: Big Brute attacks your face-{face} Plain Guard; Vic Viper T301 in the hand
turn: opp
phase: battle_step
cards:
  - {{id: viper, name: Vic Viper T301, owner: you, zone: hand}}
  - {{id: guard, name: Plain Guard, owner: you, zone: monster_zone, face: {face}{position}}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: brute, target: guard}}
questions:
  - {{id: q, ask: can_activate, card: viper, effect: 1}}
expect:
  answers: {{q: "{can}"}}
""")


def test_option_hunter_when_your_monster_is_destroyed_by_battle(imported):
    """"Activate only when a monster you control is destroyed by battle and sent to the Graveyard. Gain Life Points
    equal to the original ATK of the destroyed monster." (card text), read as "When ...:"; ygorganization, "That
    Wacky Damage Step!" (https://ygorganization.com/that-wacky-damage-step/): "Most Trigger Effects and Spell Card
    trigger-like effects" can be activated in the Damage Step."""
    holds("""
name: Big Brute destroys Plain Guard; Option Hunter at the end of the Damage Step
turn: opp
phase: battle_step
cards:
  - {id: hunter, name: Option Hunter, owner: you, zone: spell_trap_zone}
  - {id: guard, name: Plain Guard, owner: you, zone: monster_zone}
  - {id: brute, name: Big Brute, owner: opp, zone: monster_zone}
actions:
  - attack: {card: brute, target: guard}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {id: q, ask: can_activate, card: hunter}
expect:
  answers: {q: "yes"}
""")


@pytest.mark.parametrize("turn, can", [("opp", "yes"), ("you", "no")])
def test_dimension_wall_when_an_opponents_monster_declares_an_attack(imported, turn, can):
    """"Activate only when an opponent's monster declares an attack." (card text), read as "When ...:"."""
    attacker, target = ("brute", "guard") if turn == "opp" else ("guard", "brute")
    holds(f"""
name: {attacker} attacks {target}; Dimension Wall
turn: {turn}
phase: battle_step
cards:
  - {{id: wall, name: Dimension Wall, owner: you, zone: spell_trap_zone}}
  - {{id: guard, name: Plain Guard, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
questions:
  - {{id: q, ask: can_activate, card: wall}}
expect:
  answers: {{q: "{can}"}}
""")


def test_cursed_javelin_negates_stardust_dragon_for_the_turn(imported):
    """Cursed Javelin: "until the end of this turn, change its ATK to 0, also negate its effects" (card text); a monster
    whose effects are negated can still activate them, and an effect activated while a lingering negation (Effect
    Veiler's kind) applies resolves without effect (asp/effects/negation_status.lp r_negated_can_activate,
    r_lingering_negation): the opponent's Stardust Dragon Tributes itself, and Dark Hole still resolves."""
    holds("""
name: Cursed Javelin on Stardust Dragon, then Dark Hole
turn: you
cards:
  - {id: jav, name: The Phantom Knights of Cursed Javelin, owner: you, zone: monster_zone}
  - {id: mat, name: Plain Guard, owner: you, zone: material, attached_to: jav}
  - {id: star, name: Stardust Dragon, owner: opp, zone: monster_zone}
  - {id: hole, name: Dark Hole, owner: you, zone: hand}
actions:
  - chain: [{card: jav, cost: {detach: [mat]}, targets: [star]}]
  - chain: [{card: hole}, {card: star, cost: {tribute: [star]}}]
expect:
  outcomes: {"2.1": resolved}
  zones: {star: gy, jav: gy, hole: gy}
""")


def test_apprentice_illusion_magician_not_for_a_direct_attack(imported):
    """"... if your other DARK Spellcaster monster battles an opponent's monster ..." (card text): Dark Magician's
    direct attack is no battle with a monster."""
    holds("""
name: Dark Magician attacks directly; Apprentice in the hand
turn: you
phase: battle_step
cards:
  - {id: app, name: Apprentice Illusion Magician, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
actions:
  - attack: {card: dm, target: direct}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
questions:
  - {id: q, ask: can_activate, card: app, effect: 2}
expect:
  answers: {q: "no"}
""")

