"""Audit 18: the first round of the tenth session (compiler 1.7) read against
the card texts and judged against official rulings.

Compiled facts read (/work/wt/audit18-an, seed 18): every card with
`xyz_procedure` (19) and a sample of 30 `xyz_procedure_not_understood`, 40 of
the 240 `must_(first_)be_by_procedure` cards, the 5 `cannot_be(M)`, the 33
effects gained by a count ("● N", "● N+"), the 15 additional Normal Summons
(`extra_normal_summon_this_turn`), the 8 `deck_when_leaves`, 9 "treated as a
Tuner", 5 "During the End Phase, banish the face-up monsters Special
Summoned by this effect", 3 "If Summoned this way, banish it", `summoned_of`,
9 `destroy_self_when_named_destroyed`, 3 Ritual Spells `exactly(N)`, 7 FLIP
"If it is the Main Phase", 12 "When you do:", 30 of the 95 "When this card is
activated: You can" (about 230 effects in all). One wrong fact fixed: "When
this card is activated: You can target ...; <operation on it>" (Freezing
Chains of the Ice Barrier, Dragunity Draft, World Legacy Whispers, ...)
stated a required target, so the card could not be activated with no target
(YGOResources ruling of Earthbound Prison, as quoted on huntlist.eu: "you can
also target 1 face-up Effect Monster ..."; "If you did target a monster
..."): its slots are now target_optional, when every operation is on the
targets (Fire Formation - Yoko, which also discards, keeps its required
target: with none the discard would still be done; xfail below). 11 cards
have the wording: 9 now target_optional, Yoko left, Boot-Up Order - Gear
Charge withheld as before.

Engine scenarios (SCENARIOS, one per ruling; 21 tests in all): 2 answered
wrongly before the fix (Freezing Chains, World Legacy Whispers with no
target), 1 still wrong (Fire Formation - Yoko, xfail strict), the rest
right."""

from __future__ import annotations

import pytest

from imported import DATA, expectations_hold, import_cards, real_facts_hold, real_records

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")

EARTHBOUND_PRISON = ("https://www.huntlist.eu/cards/yugioh/earthbound-prison/ruling (YGOResources: \"When you activate "
                     "this card ..., you can also target 1 face-up Effect Monster\"; \"If you did target a monster\")")


def test_a_target_chosen_on_the_cards_activation_may_be_left_out():
    real_facts_hold({
        "Freezing Chains of the Ice Barrier": ("target_optional(freezing_chains_of_the_ice_barrier,1,1)",),
        "Dragunity Draft": ("target_optional(dragunity_draft,1,1)",),
        "World Legacy Whispers": ("target_optional(world_legacy_whispers,1,1)",),
        "Earthbound Prison": ("target_optional(earthbound_prison,1,1)",),
    }, {"Fire Formation - Yoko": ("target_optional",)})


CARDS = {"Freezing Chains of the Ice Barrier", "World Legacy Whispers", "Summoned Skull", "Toon World",
         "Toon Cannon Soldier", "Mystical Space Typhoon", "Skill Drain", "Battle Fader", "Dark Magician", "Raigeki",
         "Chaos Emperor Dragon - Envoy of the End", "Monster Reborn", "Dark Necrofear", "Lightning Vortex",
         "Appliancer Reuse", "Appliancer Socketroll", "Dark Hole", "Number 39: Utopia", "Number C39: Utopia Ray",
         "Giant Rat", "Kuriboh", "Dawn of the Herald", "Herald of Perfection", "Balancer Lord", "Fire Formation - Tensu",
         "Bitron", "Brotherhood of the Fire Fist - Bear", "PSY-Framegear Gamma", "PSY-Frame Driver", "Exiled Force",
         "Goka, the Pyre of Malice", "Hinotama Soul", "Fire Formation - Yoko",
         "Polymerization", "Elemental HERO Neos", "Neo-Spacian Flare Scarab", "Elemental HERO Flare Neos"}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, real_records(CARDS))


SCENARIOS = {
    "freezing_chains_without_target": f"""
name: Freezing Chains of the Ice Barrier is activated with no "Ice Barrier" monster in the GY
source: '{EARTHBOUND_PRISON}'
turn: you
cards:
  - {{id: fc, name: Freezing Chains of the Ice Barrier, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: fc}}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{fc: spell_trap_zone}}
""",
    "whispers_without_target": f"""
name: World Legacy Whispers is activated with no monster on the field
source: '{EARTHBOUND_PRISON}'
turn: you
cards:
  - {{id: w, name: World Legacy Whispers, owner: you, zone: spell_trap_zone}}
actions:
  - chain:
      - {{card: w}}
expect:
  zones: {{w: spell_trap_zone}}
""",
    "whispers_with_target": """
name: World Legacy Whispers activated targeting Summoned Skull (Level 6) gives it 1000 ATK
source: "card text (\\"When this card is activated: You can target 1 Level 5 or higher monster on the field; it gains 1000 ATK/DEF until the end of this turn\\")"
turn: you
cards:
  - {id: w, name: World Legacy Whispers, owner: you, zone: spell_trap_zone}
  - {id: skull, name: Summoned Skull, owner: opp, zone: monster_zone}
questions:
  - {id: atk, ask: atk, card: skull}
actions:
  - chain:
      - {card: w, targets: [skull]}
expect:
  answers: {atk: 3500}
""",
    "toon_world_destroyed": """
name: Toon World destroyed by Mystical Space Typhoon takes Toon Cannon Soldier with it
source: "https://yugipedia.com/wiki/Card_Rulings:Toon_World; card text (\\"If \\"Toon World\\" on the field is destroyed, destroy this card\\")"
turn: you
cards:
  - {id: tw, name: Toon World, owner: opp, zone: spell_trap_zone, face: up}
  - {id: toon, name: Toon Cannon Soldier, owner: opp, zone: monster_zone}
  - {id: mst, name: Mystical Space Typhoon, owner: you, zone: hand}
actions:
  - chain:
      - {card: mst, targets: [tw]}
expect:
  zones: {tw: gy, toon: gy}
""",
    "toon_world_under_skill_drain": """
name: Under Skill Drain, Toon World destroyed leaves Toon Cannon Soldier on the field
source: "https://yugipedia.com/wiki/Card_Rulings:Toon_World (Skill Drain: Toon monsters are not destroyed if Toon World is destroyed while their effects are negated)"
turn: you
cards:
  - {id: tw, name: Toon World, owner: opp, zone: spell_trap_zone, face: up}
  - {id: toon, name: Toon Cannon Soldier, owner: opp, zone: monster_zone}
  - {id: sd, name: Skill Drain, owner: you, zone: spell_trap_zone, face: up}
  - {id: mst, name: Mystical Space Typhoon, owner: you, zone: hand}
actions:
  - chain:
      - {card: mst, targets: [tw]}
expect:
  zones: {tw: gy, toon: monster_zone}
""",
    "battle_fader_banished": """
name: Battle Fader Summoned by its effect and then destroyed by Raigeki is banished
source: "https://yugipedia.com/wiki/Card_Rulings:Battle_Fader; card text (\\"If Summoned this way, banish it when it leaves the field\\")"
turn: opp
phase: battle_step
cards:
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: fader, name: Battle Fader, owner: you, zone: hand}
  - {id: rai, name: Raigeki, owner: opp, zone: hand}
actions:
  - attack: {card: dm, target: direct}
  - chain:
      - {card: fader}
  - phase: main2
  - chain:
      - {card: rai}
expect:
  zones: {fader: banished, rai: gy}
""",
    "nomi_not_revived": """
name: Chaos Emperor Dragon - Envoy of the End in the GY cannot be Special Summoned by Monster Reborn
source: "https://yugipedia.com/wiki/Nomi (\\"Must be Special Summoned by\\": not by other ways, even after it was properly Summoned)"
turn: you
cards:
  - {id: ced, name: Chaos Emperor Dragon - Envoy of the End, owner: you, zone: gy}
  - {id: mr, name: Monster Reborn, owner: you, zone: hand}
actions:
  - chain:
      - {card: mr, targets: [ced]}
expect:
  illegal: [{at: "1.1", rule: r_summoning_condition}]
""",
    "semi_nomi_discarded": """
name: Dark Necrofear discarded for Lightning Vortex (never properly Summoned) cannot be revived by Monster Reborn
source: "https://yugipedia.com/wiki/Special_Summon-only_monster (from a public location only after it was properly Special Summoned)"
turn: you
cards:
  - {id: nf, name: Dark Necrofear, owner: you, zone: hand}
  - {id: lv, name: Lightning Vortex, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: mr, name: Monster Reborn, owner: you, zone: hand}
actions:
  - chain:
      - {card: lv, cost: {discard: [nf]}}
  - chain:
      - {card: mr, targets: [nf]}
expect:
  illegal: [{at: "2.1", rule: r_not_properly_summoned}]
""",
    "deck_rider": """
name: The Appliancer monster Special Summoned by Appliancer Reuse goes to the Deck when Dark Hole destroys it
source: "card text (Appliancer Reuse: \\"Special Summon it, but place it on the bottom of the Deck when it leaves the field\\"); https://yugipedia.com/wiki/Card_Rulings:Battle_Fader (such a rider applies without a Chain)"
turn: you
cards:
  - {id: re, name: Appliancer Reuse, owner: you, zone: hand}
  - {id: sock, name: Appliancer Socketroll, owner: you, zone: gy}
  - {id: dh, name: Dark Hole, owner: you, zone: hand}
actions:
  - chain:
      - {card: re, targets: [sock]}
  - chain:
      - {card: dh}
expect:
  zones: {sock: deck}
""",
    "utopia_ray_transfer": """
name: Number C39 Utopia Ray Xyz Summoned by using Number 39 Utopia takes its material
source: "https://yugipedia.com/wiki/Xyz_Summon (the materials of the monster used are transferred); card text"
turn: you
cards:
  - {id: utopia, name: "Number 39: Utopia", owner: you, zone: monster_zone}
  - {id: m1, name: Giant Rat, owner: you, zone: material, attached_to: utopia}
  - {id: ray, name: "Number C39: Utopia Ray", owner: you, zone: extra_deck}
actions:
  - summon: {card: ray, how: xyz, materials: [utopia]}
expect:
  zones: {ray: monster_zone, utopia: material, m1: material}
""",
    "utopia_ray_revived": """
name: Utopia Ray Xyz Summoned that way was properly Summoned, so Monster Reborn revives it
source: "https://www.huntlist.eu/cards/yugioh/galaxy-eyes-cipher-x-dragon/ruling (YGOResources: a monster Summoned that way is properly Xyz Summoned)"
turn: you
cards:
  - {id: utopia, name: "Number 39: Utopia", owner: you, zone: monster_zone}
  - {id: m1, name: Giant Rat, owner: you, zone: material, attached_to: utopia}
  - {id: ray, name: "Number C39: Utopia Ray", owner: you, zone: extra_deck}
  - {id: dh, name: Dark Hole, owner: you, zone: hand}
  - {id: mr, name: Monster Reborn, owner: you, zone: hand}
actions:
  - summon: {card: ray, how: xyz, materials: [utopia]}
  - chain:
      - {card: dh}
  - chain:
      - {card: mr, targets: [ray]}
expect:
  zones: {ray: monster_zone, utopia: gy, m1: gy}
""",
    "kuriboh_at_damage_calculation": """
name: Kuriboh can be activated at damage calculation of the opponent's attack
source: "https://www.yugioh-card.com/eu/play/damage-step-rules/ (during damage calculation: what can be activated then, before damage is calculated); card text"
turn: opp
phase: battle_step
cards:
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: rat, name: Giant Rat, owner: you, zone: monster_zone}
  - {id: kuri, name: Kuriboh, owner: you, zone: hand}
actions:
  - attack: {card: dm, target: rat}
  - phase: damage_calculation
questions:
  - {id: q, ask: can_activate, card: kuri}
expect:
  answers: {q: "yes"}
""",
    "ritual_exactly": """
name: Dawn of the Herald cannot be activated with only a Level 7 monster to Tribute (exactly 6)
source: "card text (\\"You must also Tribute monsters from your hand or field whose total Levels equal exactly 6\\")"
turn: you
cards:
  - {id: dawn, name: Dawn of the Herald, owner: you, zone: hand}
  - {id: herald, name: Herald of Perfection, owner: you, zone: hand}
  - {id: t, name: Dark Magician, owner: you, zone: monster_zone}
questions:
  - {id: q, ask: can_activate, card: dawn}
expect:
  answers: {q: "no"}
""",
    "one_additional_normal_summon": f"""
name: Balancer Lord's additional Normal Summon used, Fire Formation - Tensu gives no further one
source: '{EARTHBOUND_PRISON[:52]} (YGOResources: only one effect that allows a Normal Summon "in addition to your Normal Summon/Set" can be applied each turn)'
turn: you
cards:
  - {{id: bl, name: Balancer Lord, owner: you, zone: monster_zone}}
  - {{id: tensu, name: Fire Formation - Tensu, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: b1, name: Bitron, owner: you, zone: hand}}
  - {{id: b2, name: Bitron, owner: you, zone: hand}}
  - {{id: bear, name: Brotherhood of the Fire Fist - Bear, owner: you, zone: hand}}
actions:
  - chain: [{{card: bl}}]
  - summon: {{card: b1, how: normal}}
  - summon: {{card: b2, how: normal}}
  - summon: {{card: bear, how: normal}}
expect:
  illegal: [{{at: "action 4", rule: r_one_normal_summon}}]
""",
    "one_additional_normal_summon_tensu_first": f"""
name: Tensu's additional Normal Summon used, Balancer Lord's resolved later gives no further one
source: '{EARTHBOUND_PRISON[:52]} (YGOResources: if you have already applied any such effect, you cannot apply another)'
turn: you
cards:
  - {{id: bl, name: Balancer Lord, owner: you, zone: monster_zone}}
  - {{id: tensu, name: Fire Formation - Tensu, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: b1, name: Bitron, owner: you, zone: hand}}
  - {{id: b2, name: Bitron, owner: you, zone: hand}}
  - {{id: bear, name: Brotherhood of the Fire Fist - Bear, owner: you, zone: hand}}
actions:
  - summon: {{card: b1, how: normal}}
  - summon: {{card: bear, how: normal}}
  - chain: [{{card: bl}}]
  - summon: {{card: b2, how: normal}}
expect:
  illegal: [{{at: "action 4", rule: r_one_normal_summon}}]
""",
    "psy_framegear_end_phase": """
name: PSY-Framegear Gamma and PSY-Frame Driver Special Summoned by its effect are banished in the End Phase
source: "card text (\\"During the End Phase, banish the face-up monsters Special Summoned by this effect\\")"
turn: opp
cards:
  - {id: exiled, name: Exiled Force, owner: opp, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: gamma, name: PSY-Framegear Gamma, owner: you, zone: hand}
  - {id: driver, name: PSY-Frame Driver, owner: you, zone: deck}
actions:
  - chain:
      - {card: exiled, targets: [dm], cost: {tribute: [exiled]}}
      - {card: gamma, chooses: {special_summon: [driver]}}
  - phase: end
expect:
  zones: {gamma: banished, driver: banished}
""",
    "when_you_do_not_by_reborn": """
name: Goka Special Summoned by Monster Reborn, not by its procedure, does not activate its When you do effect
source: "card text (\\"If you control a FIRE monster, you can Special Summon this card (from your hand). When you do: ...\\")"
turn: you
cards:
  - {id: goka, name: "Goka, the Pyre of Malice", owner: you, zone: gy}
  - {id: fire, name: Hinotama Soul, owner: you, zone: monster_zone}
  - {id: mr, name: Monster Reborn, owner: you, zone: hand}
actions:
  - chain:
      - {card: mr, targets: [goka]}
  - chain:
      - {card: goka, effect: 1, targets: [fire]}
expect:
  illegal: [{at: "2.1", rule: r_when_event}]
""",

    "alt_xyz_face_down": """
name: Utopia Ray cannot be Xyz Summoned using a face-down Number 39 Utopia, nor the opponent's
source: "https://yugipedia.com/wiki/Xyz_Summon (Xyz Materials are face-up monsters you control); card text (\\"a Number 39: Utopia you control\\")"
turn: you
cards:
  - {id: utopia, name: "Number 39: Utopia", owner: you, zone: monster_zone, face: down, position: defense}
  - {id: theirs, name: "Number 39: Utopia", owner: opp, zone: monster_zone}
  - {id: ray, name: "Number C39: Utopia Ray", owner: you, zone: extra_deck}
actions:
  - summon: {card: ray, how: xyz, materials: [ITEM]}
expect:
  illegal: [{at: "action 1", rule: r_materials_face_up_own}]
""",
    "contact_fusion_not_by_polymerization": """
name: Elemental HERO Flare Neos is not Fusion Summoned by Polymerization (it must first be Special Summoned by its Contact Fusion)
source: "https://yugipedia.com/wiki/Contact_Fusion (not a Fusion Summon); https://yugipedia.com/wiki/Special_Summon-only_monster"
turn: you
cards:
  - {id: poly, name: Polymerization, owner: you, zone: hand}
  - {id: neos, name: Elemental HERO Neos, owner: you, zone: hand}
  - {id: scarab, name: Neo-Spacian Flare Scarab, owner: you, zone: hand}
  - {id: flare, name: Elemental HERO Flare Neos, owner: you, zone: extra_deck}
actions:
  - chain:
      - {card: poly, summon: {card: flare, materials: [neos, scarab]}}
expect:
  illegal: [{at: "1.1", rule: r_summoning_condition}]
""",
}


@pytest.mark.parametrize("key", sorted(SCENARIOS))
def test_ruling(imported, key):
    for item in ("utopia", "theirs") if "ITEM" in SCENARIOS[key] else ("",):
        expectations_hold(SCENARIOS[key].replace("ITEM", item), "audit18.yaml")


@pytest.mark.xfail(strict=True, reason="Fire Formation - Yoko's discard is not tied to the optional target in the facts "
                   "(op discard(chosen(...)) beside destroy(target(1))): with the slot optional the discard would be done "
                   "without a target, so the slot stays required and the activation with no face-up opponent's card is "
                   "refused (r_target)")
def test_fire_formation_yoko_is_activated_with_no_target(imported):
    """The same wording as Earthbound Prison's ("When this card is activated: You can target ..."), whose YGOResources
    ruling lets the card be activated without a target."""
    expectations_hold(f"""
name: Fire Formation - Yoko is activated with no face-up card on the opponent's field
source: '{EARTHBOUND_PRISON}'
turn: you
cards:
  - {{id: yoko, name: Fire Formation - Yoko, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: yoko}}
expect:
  zones: {{yoko: spell_trap_zone}}
""", "audit18.yaml")
