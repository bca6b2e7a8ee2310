"""Activation clauses compiled from card text (issue 15, activation heads
round 16): Ritual Spells whose Tributes' total Levels are an exact number
("whose total Levels exactly equal 8", asp/chain/ritual.lp exactly/1) or are
said in the older wording ("offer monsters whose total Level Stars equal 7 or
more as a Tribute"), a FLIP effect's second head ("FLIP: If it is the
Main Phase: ..."), and "When you do:" after this card's Summoning procedure
("When this card is Special Summoned this way"). Short texts written here in the style of real cards, each
imported and judged in scenarios that show the engine deriving the outcome
both ways; real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import compiled, expectations_hold, import_cards, monster, real_facts_hold


def ritual_spell(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Ritual", "name": name, "text": text}


CARDS = [
    ritual_spell("Exact Eight Rite", 'This card is used to Ritual Summon "Eight Lord". You must also Tribute monsters from your hand '
                                     "or field whose total Levels exactly equal 8."),
    ritual_spell("Star Offering", 'This card is used to Ritual Summon "Eight Lord". You must also offer monsters whose total Level Stars '
                                  "equal 8 or more as a Tribute from the field or your hand."),
    {"card_type": "Monster", "monster_type_line": "Warrior / Ritual / Effect", "attribute": "LIGHT", "level": 8, "atk": 3000, "def": 2500,
     "name": "Eight Lord", "text": 'You can Ritual Summon this card with "Exact Eight Rite". You can draw 1 card.'},
    monster("Four Squire", "You can draw 1 card."),
    monster("Other Squire", "You can draw 1 card."),
    monster("Five Squire", "You can draw 1 card.", level=5),
    monster("Main Ghoul", "FLIP: If it is the Main Phase: Draw 1 card.", line="Fiend / Flip / Effect", atk=500, **{"def": 2000}),
    monster("Plain Striker", "You can draw 1 card.", atk=1000),
    monster("Rift Caller", "If you control no monsters, you can Special Summon this card (from your hand). "
                           "When you do: You can draw 1 card.", atk=1200),
    {"card_type": "Spell", "property": "Normal", "name": "Grave Call", "text": "Target 1 monster in your GY; Special Summon it."},
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "actheads16.yaml")


def test_exact_and_older_ritual_tributes_compile():
    got = compiled(BY["Exact Eight Rite"])
    assert {'op(exact_eight_rite,1,1,ritual_summon(card_named("Eight Lord"),exactly(8)))',
            'condition(exact_eight_rite,1,ritual_possible(card_named("Eight Lord"),exactly(8)))'} <= got
    assert not any(f.startswith(("not_modelled(exact_eight_rite,", "condition(exact_eight_rite,1,not_understood")) for f in got)
    got = compiled(BY["Star Offering"])
    assert 'op(star_offering,1,1,ritual_summon(card_named("Eight Lord"),at_least(8)))' in got
    assert not any(f.startswith("not_modelled(star_offering,") for f in got)


@pytest.mark.parametrize("rite, tributes, result", [
    ("Exact Eight Rite", "[four, other]", "resolved"),  # 4 + 4 = 8
    ("Exact Eight Rite", "[four, five]", "illegal"),  # 4 + 5 = 9: more than exactly 8
    ("Star Offering", "[four, five]", "resolved"),  # 9: 8 or more
    ("Star Offering", "[five]", "illegal"),  # 5: too few
])
def test_ritual_tributes_meet_the_exact_or_least_total(imported, rite, tributes, result):
    expect = 'outcomes: {"1.1": resolved}\n  zones: {lord: monster_zone}' if result == "resolved" else \
        'illegal: [{at: "1.1", rule: r_ritual_requirement}]'
    holds(f"""
name: {rite} Ritual Summons Eight Lord (Level 8) Tributing {tributes}
cards:
  - {{id: rite, name: {rite}, owner: you, zone: hand}}
  - {{id: lord, name: Eight Lord, owner: you, zone: hand}}
  - {{id: four, name: Four Squire, owner: you, zone: monster_zone}}
  - {{id: other, name: Other Squire, owner: you, zone: hand}}
  - {{id: five, name: Five Squire, owner: you, zone: hand}}
actions:
  - chain: [{{card: rite, summon: {{card: lord, tributes: {tributes}}}}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("hand, can", [("[four, five]", "no"), ("[four, other]", "yes")])
def test_an_exact_ritual_spell_needs_levels_that_make_the_total(imported, hand, can):
    """4 + 5 can make 9 but not exactly 8 (r_ritual_activation)."""
    ids = hand.strip("[]").split(", ")
    names = {"four": "Four Squire", "other": "Other Squire", "five": "Five Squire"}
    lines = "".join(f"\n  - {{id: {i}, name: {names[i]}, owner: you, zone: hand}}" for i in ids)
    holds(f"""
name: Exact Eight Rite with Eight Lord and {hand} in the hand
cards:
  - {{id: rite, name: Exact Eight Rite, owner: you, zone: hand}}
  - {{id: lord, name: Eight Lord, owner: you, zone: hand}}{lines}
questions:
  - {{id: q, ask: can_activate, card: rite}}
expect:
  answers: {{q: "{can}"}}
""")


def test_a_flip_effects_main_phase_head_compiles():
    got = compiled(BY["Main Ghoul"])
    assert {"condition(main_ghoul,1,if_event(flipped(self)))", "condition(main_ghoul,1,one_of(main_ghoul))",
            "condition_option(main_ghoul,during_phase(main1))", "condition_option(main_ghoul,during_phase(main2))",
            "mandatory(main_ghoul,1)"} <= got
    assert not any(f.startswith(("not_modelled(main_ghoul,", "condition(main_ghoul,1,not_understood")) for f in got)


def test_a_flip_effect_flipped_in_the_main_phase_activates(imported):
    holds("""
name: Main Ghoul is Flip Summoned in the Main Phase; its FLIP effect activates
cards:
  - {id: ghoul, name: Main Ghoul, owner: you, zone: monster_zone, face: down}
actions:
  - summon: {card: ghoul, how: flip}
  - chain: [{card: ghoul}]
expect:
  outcomes: {"2.1": resolved}
""")


def test_a_flip_effect_flipped_in_the_battle_phase_does_not_activate(imported):
    holds("""
name: Main Ghoul is flipped face-up by an attack; it is not the Main Phase, so its FLIP effect cannot activate
turn: opp
phase: battle_step
cards:
  - {id: striker, name: Plain Striker, owner: opp, zone: monster_zone}
  - {id: ghoul, name: Main Ghoul, owner: you, zone: monster_zone, face: down}
actions:
  - attack: {card: striker, target: ghoul}
  - phase: damage_calculation
  - phase: after_damage_calculation
  - chain: [{card: ghoul}]
expect:
  illegal: [{at: "4.1", rule: r_condition}]
""")


def test_a_flip_effects_second_head_with_an_event_is_not_read():
    """"FLIP: When this card is destroyed ... this turn: ...": not a state of the flip; not understood."""
    got = compiled(monster("Later Worm", "FLIP: When this card is destroyed and sent to the GY this turn: Draw 1 card.",
                           line="Insect / Flip / Effect"))
    assert "condition(later_worm,1,not_understood)" in got
    assert not any(f.startswith("condition_option(") for f in got)


def test_real_card_texts():
    real_facts_hold({
        "Super Soldier Ritual": ('op(super_soldier_ritual,1,1,ritual_summon(name_has("Black Luster Soldier"),exactly(8)))',),
        "Dawn of the Herald": ('op(dawn_of_the_herald,1,1,ritual_summon(card_named("Herald of Perfection"),exactly(6)))',),
        "Novox's Prayer": ('op(novox_s_prayer,1,1,ritual_summon(card_named("Skull Guardian"),at_least(7)))',),
        "Bite Bug": ("condition(bite_bug,1,when_event(ev(special_summoned,self,by_procedure)))",),
        "Mimighoul Dragon": ("condition(mimighoul_dragon,1,if_event(flipped(self)))", "condition(mimighoul_dragon,1,one_of(mimighoul_dragon))",
                             "condition_option(mimighoul_dragon,during_phase(main1))"),
    }, {"Mimighoul Dragon": ("condition(mimighoul_dragon,1,not_understood)",),
        "Super Soldier Ritual": ("condition(super_soldier_ritual,1,not_understood)",),
        "Poseidra, the Atlantean Dragon": ("by_procedure",)})  # "When you do" after its effect (not a procedure): not read


def test_when_you_do_after_a_summoning_procedure_compiles():
    got = compiled(BY["Rift Caller"])
    assert "condition(rift_caller,1,when_event(ev(special_summoned,self,by_procedure)))" in got
    assert "summon_procedure(rift_caller)" in got
    assert not any(f.startswith(("not_modelled(rift_caller,", "condition(rift_caller,1,not_understood", "procedure_not")) for f in got)
    # after anything else (here a replacement), what "you do" is stays not understood
    other = compiled(monster("Odd Knight", "If this card would be destroyed by battle, you can pay 500 LP instead. "
                                           "When you do: You can draw 1 card."))
    assert "condition(odd_knight,1,not_understood)" in other or "condition(odd_knight,2,not_understood)" in other


@pytest.mark.parametrize("how, can", [("procedure", "yes"), ("effect", "no")])
def test_when_you_do_is_the_special_summon_by_its_procedure(imported, how, can):
    """r_by_procedure: Special Summoned by its own procedure, yes; by Grave Call from the GY, no."""
    act = ("- summon: {card: rift, how: special}" if how == "procedure"
           else "- chain: [{card: call, targets: [rift]}]")
    holds(f"""
name: Rift Caller Special Summoned by {how}
cards:
  - {{id: rift, name: Rift Caller, owner: you, zone: {"hand" if how == "procedure" else "gy"}}}
  - {{id: call, name: Grave Call, owner: you, zone: hand}}
actions:
  {act}
questions:
  - {{id: q, ask: can_activate, card: rift, at: {{after: 1}}}}
expect:
  zones: {{rift: monster_zone}}
  answers: {{q: "{can}"}}
""")
