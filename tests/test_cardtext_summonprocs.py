"""Summoning procedures written on Extra Deck monsters (pyfacade/cardtext/
materials.py, asp/legality/materials.lp, summon_conditions.lp): another way
to Xyz Summon a monster ("You can also Xyz Summon this card by using ... Xyz
Monster you control (transfer its materials)"), Contact Fusion and other
"Must (first) be Special Summoned (from your Extra Deck) by ..." procedures,
"(You do not use "Polymerization".)", "Cannot be Synchro Summoned" and "A
Fusion Summon of this card can only be done with the above Fusion
Materials", from the real cards' official text (../shared/data; skipped when
absent).
"""

from __future__ import annotations

import pytest

from pyfacade import ask, load_text
from pyfacade.errors import JudgeError
from pyfacade.inputs.cards import library
from imported import data_lines, expectations_hold, import_cards, real_facts, real_facts_hold

from test_cardtext import needs_data

LANCER = "Full Armored Utopic Ray Lancer"
IMPORTED = [LANCER, "Number 39: Utopia", "Number C39: Utopia Ray", "Elemental HERO Marine Neos", "Elemental HERO Neos", "Neo-Spacian Marine Dolphin",
            "Ritual Beast Ulti-Pettlephin", "Ultimaya Tzolkin", "Goblindbergh", "Gagaga Magician"]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    """The real monsters above, imported from the shared card data."""
    yield import_cards(tmp_path, monkeypatch, data_lines(IMPORTED))
    library.cache_clear()


def refused(text: str, rule: str, detail: str = "") -> None:
    """The scenario is refused, naming the rule (and the detail)."""
    [scenario] = load_text(text, "summonprocs.yaml")
    with pytest.raises(JudgeError) as error:
        ask(scenario)
    problems = str(error.value.problems)
    assert rule in problems and detail in problems, problems


# ---- the compiler ----------------------------------------------------------------

@needs_data
def test_another_way_to_xyz_summon_is_a_procedure_not_an_effect():
    """The sentence and its note are one clause of the card (effect 0), not
    an activated effect; the card's effects are numbered without it."""
    facts = real_facts({LANCER})[LANCER]
    text = ('Once per turn, you can also Xyz Summon \\"Full Armored Utopic Ray Lancer\\" by discarding 1 Spell/Trap and using '
            '1 Rank 4 or lower Xyz Monster you control. (Transfer its materials to this card.)')
    assert f'xyz_procedure_not_understood(full_armored_utopic_ray_lancer,"{text}")' in facts
    assert f'not_modelled(full_armored_utopic_ray_lancer,0,"{text}")' in facts
    assert not any(f.startswith("not_modelled(full_armored_utopic_ray_lancer,") and "Transfer" in f and "Once per turn" not in f
                   for f in facts)
    # effect 1 is now "Monsters your opponent controls lose 500 ATK"
    assert any(f.startswith("effect(full_armored_utopic_ray_lancer,1,continuous") for f in facts), sorted(facts)


@needs_data
def test_the_inline_transfer_note_and_this_card_forms():
    real_facts_hold({
        "Melffy Godmommy": ('xyz_procedure_not_understood(melffy_godmommy,"Once per turn, you can also Xyz Summon \\"Melffy Godmommy\\" '
                            'by using \\"Melffy Mommy\\" you control (transfer its materials).")',),
    })


@needs_data
def test_another_way_to_xyz_summon_that_is_understood():
    """By using 1 monster that fits a filter, its materials transferred (the
    note after it, or inline), with no other cost, condition or limit."""
    real_facts_hold({
        "Number C39: Utopia Ray": ('xyz_procedure(number_c39_utopia_ray,card_named("Number 39: Utopia"))',),
        "Full Armored Crystalzero Lancer": ("xyz_procedure(full_armored_crystalzero_lancer,both(rank(5),both(attribute(water),subtype(xyz))))",),
        "Madolche Puddingcess Chocolat-a-la-Mode": (
            'xyz_procedure(madolche_puddingcess_chocolat_a_la_mode,both(rank_at_most(4),both(name_has("Madolche"),subtype(xyz))))',),
    }, absent={"Number C39: Utopia Ray": ("not_modelled(number_c39_utopia_ray,0",),
               "Full Armored Crystalzero Lancer": ("not_modelled(full_armored_crystalzero_lancer,0",)})


@needs_data
def test_must_first_be_special_summoned_by_its_procedure():
    """Contact Fusion: a Summoning condition besides the procedure (still not
    understood), and "(You do not use "Polymerization".)" restates that it is
    not a Fusion Summon."""
    real_facts_hold({
        "Elemental HERO Marine Neos": ("summon_condition(elemental_hero_marine_neos,must_first_be_by_procedure)",
                                       "summon_procedure(elemental_hero_marine_neos)"),
        "Ritual Beast Ulti-Pettlephin": ("summon_condition(ritual_beast_ulti_pettlephin,must_be_by_procedure)",),
    }, absent={"Elemental HERO Marine Neos": ("You do not use",)})


@needs_data
def test_cannot_be_synchro_summoned_and_fusion_only_with_the_listed_materials():
    real_facts_hold({
        "Ultimaya Tzolkin": ("summon_condition(ultimaya_tzolkin,cannot_be(synchro))",
                             "summon_condition(ultimaya_tzolkin,must_be_by_procedure)"),
        "Cyber End Dragon": ('material(cyber_end_dragon,1,1,1,card_named("Cyber Dragon"))',),
    }, absent={"Ultimaya Tzolkin": ("Cannot be Synchro Summoned",),
               "Cyber End Dragon": ("A Fusion Summon of this card",)})


# ---- the engine: another way to Xyz Summon ------------------------------------------

LANCER_XYZ = """
name: Full Armored Utopic Ray Lancer Xyz Summoned
cards:
  - {{id: lancer, name: Full Armored Utopic Ray Lancer, owner: you, zone: extra_deck}}
  - {{id: utopia, name: "Number 39: Utopia", owner: you, zone: monster_zone}}
  - {{id: goblin, name: Goblindbergh, owner: you, zone: monster_zone}}
  - {{id: gagaga, name: Gagaga Magician, owner: you, zone: monster_zone}}
  - {{id: goblin2, name: Goblindbergh, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: lancer, how: xyz, materials: [{materials}]}}
questions:
  - {{id: summoned, ask: successfully_summoned, card: lancer}}
expect:
  answers: {{summoned: "yes"}}
"""


@needs_data
def test_an_xyz_summon_by_its_material_line_is_judged(imported):
    expectations_hold(LANCER_XYZ.format(materials="goblin, gagaga, goblin2"), "summonprocs.yaml")


@needs_data
def test_an_xyz_summon_using_an_xyz_monster_is_not_judged(imported):
    """It may be the other way its text gives (not understood): not refused
    as wrong materials."""
    refused(LANCER_XYZ.format(materials="utopia"), "r_xyz_procedure_not_understood", "Transfer its materials")


@needs_data
def test_an_xyz_monster_without_another_way_is_still_refused(imported):
    refused(LANCER_XYZ.replace("id: lancer, name: Full Armored Utopic Ray Lancer", 'id: lancer, name: "Number 39: Utopia"').format(
        materials="utopia"), "r_summon_materials", "not a material")


UTOPIA_RAY = """
name: Number C39 Utopia Ray Xyz Summoned by using Number 39 Utopia, then destroyed by Dark Hole
cards:
  - {{id: ray, name: "Number C39: Utopia Ray", owner: you, zone: extra_deck}}
  - {{id: used, name: "{used}", owner: you, zone: monster_zone}}
  - {{id: goblin, name: Goblindbergh, owner: you, zone: material, attached_to: used}}
  - {{id: gagaga, name: Gagaga Magician, owner: you, zone: material, attached_to: used}}
  - {{id: hole, name: Dark Hole, owner: opp, zone: hand}}
turns:
  - player: you
    actions:
      - summon: {{card: ray, how: xyz, materials: [used]}}
  - player: opp
    actions:
      - chain:
          - {{card: hole}}
expect:
  zones: {{ray: gy, used: gy, goblin: gy, gagaga: gy}}
"""


@needs_data
def test_the_other_way_transfers_the_materials(imported):
    """Utopia Ray by using Number 39: Utopia: its two materials are Utopia
    Ray's, and go to the GY with it."""
    expectations_hold(UTOPIA_RAY.format(used="Number 39: Utopia"), "summonprocs.yaml")


@needs_data
def test_the_other_way_with_a_monster_that_does_not_fit_is_refused(imported):
    refused(UTOPIA_RAY.format(used=LANCER), "r_summon_materials", "not a material")


# ---- the engine: Summoning conditions of procedures -------------------------------------

@needs_data
def test_contact_fusion_monster_is_not_fusion_summoned(imported):
    refused("""
name: Elemental HERO Marine Neos Fusion Summoned
cards:
  - {id: marine, name: Elemental HERO Marine Neos, owner: you, zone: extra_deck}
  - {id: neos, name: Elemental HERO Neos, owner: you, zone: monster_zone}
  - {id: dolphin, name: Neo-Spacian Marine Dolphin, owner: you, zone: monster_zone}
actions:
  - summon: {card: marine, how: fusion, materials: [neos, dolphin]}
""", "r_summoning_condition", "must first be by procedure")


@needs_data
def test_its_own_procedure_is_still_not_judged(imported):
    refused("""
name: Elemental HERO Marine Neos by its own procedure
cards:
  - {id: marine, name: Elemental HERO Marine Neos, owner: you, zone: extra_deck}
  - {id: neos, name: Elemental HERO Neos, owner: you, zone: monster_zone}
  - {id: dolphin, name: Neo-Spacian Marine Dolphin, owner: you, zone: monster_zone}
actions:
  - summon: {card: marine, how: special}
""", "r_procedure_not_understood", "shuffling the above cards")


@needs_data
def test_monster_reborn_cannot_target_a_nomi_monster(imported):
    refused("""
name: Monster Reborn on Ritual Beast Ulti-Pettlephin
cards:
  - {id: target, name: Ritual Beast Ulti-Pettlephin, owner: you, zone: gy}
  - {id: reborn, name: Monster Reborn, owner: you, zone: hand}
actions:
  - chain:
      - {card: reborn, targets: [target]}
""", "r_summoning_condition", "must be by procedure")


@needs_data
def test_cannot_be_synchro_summoned(imported):
    refused("""
name: Ultimaya Tzolkin Synchro Summoned
cards:
  - {id: tzolkin, name: Ultimaya Tzolkin, owner: you, zone: extra_deck}
  - {id: goblin, name: Goblindbergh, owner: you, zone: monster_zone}
  - {id: gagaga, name: Gagaga Magician, owner: you, zone: monster_zone}
actions:
  - summon: {card: tzolkin, how: synchro, materials: [goblin, gagaga]}
""", "r_summoning_condition", "cannot be: synchro")


@needs_data
def test_a_rank_up_note_is_stated_with_its_effect():
    """"(This is treated as an Xyz Summon. Transfer its materials to the
    Summoned monster.)" is about the Summon of the effect before it (not
    understood): stated with that effect, not as a clause of the card."""
    note = "(This is treated as an Xyz Summon. Transfer its materials to the Summoned monster.)"
    real_facts_hold({"Rank-Up-Magic Skip Force": (f'not_modelled(rank_up_magic_skip_force,1,"{note}")',)},
                    absent={"Rank-Up-Magic Skip Force": ("not_modelled(rank_up_magic_skip_force,0,",)})
