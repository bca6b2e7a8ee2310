"""Summoning procedures and materials (issue 15): the material lines and
Summoning conditions of real monsters, compiled from their official text
(pyfacade/cardtext/materials.py), and Summons judged by them
(asp/legality/materials.lp, summon_conditions.lp).

The real texts are read from the shared card data (../shared/data), and the
tests that need them skip when it is absent; the hand-written cards
(Stardust Dragon, Dark Paladin) state their materials themselves.
"""

from __future__ import annotations


import pytest

from pyfacade import ask, load_text
from pyfacade.cardtext.compiler import compile_card, symbol_facts
from pyfacade.cardtext.reader import read_cards
from pyfacade.errors import JudgeError
from pyfacade.inputs.cards import library
from imported import expectations_hold, data_lines, import_cards

from test_cardtext import DATA, needs_data

IMPORTED = ["Tornado Dragon", "Decode Talker", "Thousand Dragon", "Time Wizard", "Baby Dragon", "Asura Priest",
            "Elemental HERO Nova Master", "Moon Gardna", "ZW - Sleipnir Mail", "Cyber Dragon", "Cyber Dragon Nachster",
            "Cyber Twin Dragon", "Buster Blader", "Kuriboo", "Junk Synchron", "Double-Headed Dino King Rex", "Masked HERO Koga"]


@pytest.fixture(scope="module")
def data_cards():
    return {c.name: c for c in read_cards(DATA)} if DATA.is_file() else {}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    """The real monsters above, imported from the shared card data."""
    yield import_cards(tmp_path, monkeypatch, data_lines(IMPORTED))
    library.cache_clear()


def holds(text: str) -> None:
    expectations_hold(text, "summoning.yaml")


def refused(text: str, rule: str, detail: str = "") -> None:
    """The scenario is refused, naming the rule (and the detail)."""
    [scenario] = load_text(text, "summoning.yaml")
    with pytest.raises(JudgeError) as error:
        ask(scenario)
    problems = str(error.value.problems)
    assert rule in problems and detail in problems, problems


# ---- the compiler ----------------------------------------------------------------

MATERIALS = {  # a real monster for each shape of material line, with the facts it must compile to
    "Stardust Dragon": ["material(stardust_dragon,1,1,1,subtype(tuner))", "material(stardust_dragon,2,1,99,not_subtype(tuner))"],
    "Daigusto Emeral": ["material(daigusto_emeral,1,2,2,level(4))"],
    "Bahamut Shark": ["material(bahamut_shark,1,2,2,both(level(4),attribute(water)))"],
    "Drytron Mu Beta Fafnir": ["material(drytron_mu_beta_fafnir,1,2,99,level(1))"],
    "Decode Talker": ["material(decode_talker,1,2,99,subtype(effect))"],
    "Thousand Dragon": ['material(thousand_dragon,1,1,1,card_named("Time Wizard"))', 'material(thousand_dragon,2,1,1,card_named("Baby Dragon"))'],
    "Cyber End Dragon": ['material(cyber_end_dragon,3,1,1,card_named("Cyber Dragon"))'],
    "Frightfur Tiger": ['material(frightfur_tiger,1,1,1,card_named("Edge Imp Sabres"))', 'material(frightfur_tiger,2,1,99,name_has("Fluffal"))',
                        "control_limit(frightfur_tiger,1)"],
    "Dragunity Knight - Gae Bulg": ["material(dragunity_knight_gae_bulg,1,1,1,both(monster_type(dragon),subtype(tuner)))",
                                    "material(dragunity_knight_gae_bulg,2,1,99,both(not_subtype(tuner),monster_type(winged_beast)))"],
    "Crystron Phoenix": ["material(crystron_phoenix,1,1,1,both(subtype(tuner),subtype(synchro)))"],
    "Shadow of the Six Samurai - Shien": ['material(shadow_of_the_six_samurai_shien,1,2,2,both(level(4),name_has("Six Samurai")))'],
    "Elemental HERO Nova Master": ['material(elemental_hero_nova_master,1,1,1,name_has("Elemental HERO"))',
                                   "material(elemental_hero_nova_master,2,1,1,attribute(fire))",
                                   "summon_condition(elemental_hero_nova_master,must_be(fusion))"],
    "Asura Priest": ["summon_condition(asura_priest,cannot_special_summon)"],
    "XY-Dragon Cannon": ["summon_condition(xy_dragon_cannon,cannot_special_summon_from(gy))", "summon_procedure(xy_dragon_cannon)",
                         'procedure_not_understood(xy_dragon_cannon,"Must first be Special Summoned (from your Extra Deck) by banishing the above cards you control.")'],
    "Moon Gardna": ["summon_procedure(moon_gardna)", "summon_limit(moon_gardna,this_way,once_per_turn)",
                    'procedure_not_understood(moon_gardna,"If your opponent controls 2 or more monsters, you can Special Summon this card (from your hand).")'],
    "Double-Headed Dino King Rex": ["summon_procedure(double_headed_dino_king_rex)", "procedure_from(double_headed_dino_king_rex,hand)",
                                    "procedure_condition(double_headed_dino_king_rex,no_own_monsters)",
                                    "summon_limit(double_headed_dino_king_rex,this_way,once_per_turn)"],
    "Masked HERO Koga": ['summon_condition(masked_hero_koga,must_be_by(card_named("Mask Change")))'],
    "Golden Rule": ['treated_as(golden_rule,"Crystal")'],
    "Cyber Dragon Nachster": ['name_becomes(cyber_dragon_nachster,"Cyber Dragon")'],
    "Fenrir": ["subtype(fenrir,special_summon_only)"],
}


@needs_data
@pytest.mark.parametrize("name", sorted(MATERIALS))
def test_material_lines_and_summoning_conditions_of_real_cards(data_cards, name):
    got = {str(f) for f in symbol_facts(compile_card(data_cards[name]))}
    assert not [f for f in MATERIALS[name] if f not in got], sorted(got)
    procedure = [f for f in got if f.startswith("procedure_not_understood")]
    assert len([f for f in got if f.startswith("not_modelled") and f.split(",")[1] == "0"]) == len(procedure), sorted(got)


@needs_data
@pytest.mark.parametrize("name, line", [("Knightmare Phoenix", "2 monsters with different names"),
                                        ("Evil★Twin Ki-sikil", '2 monsters, including a "Ki-sikil" monster')])
def test_a_material_line_not_understood_is_stated(data_cards, name, line):
    got = {str(f) for f in symbol_facts(compile_card(data_cards[name]))}
    key = compile_card(data_cards[name]).key
    assert f'not_modelled({key},0,"{line}")' in {f.replace('\\"', '"') for f in got}
    assert not any(f.startswith("material(") for f in got)


@needs_data
def test_a_normal_fusion_monster_has_materials_and_no_effect(data_cards):
    cc = compile_card(data_cards["Thousand Dragon"])
    assert not cc.effects and not cc.card_missing and cc.status == "complete"


# ---- Synchro Summons (hand-written Stardust Dragon: Level 8, 1 Tuner + 1+ non-Tuner) ----

SYNCHRO = """
name: Stardust Dragon Synchro Summoned
cards:
  - {{id: stardust, name: Stardust Dragon, owner: you, zone: extra_deck}}
  - {{id: veiler, name: Effect Veiler, owner: you, zone: monster_zone}}
  - {{id: parshath, name: Airknight Parshath, owner: you, zone: monster_zone}}
  - {{id: maxx, name: "Maxx \\"C\\"", owner: you, zone: {maxx_zone}}}
  - {{id: jinzo, name: Jinzo, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: stardust, how: synchro, materials: [{materials}]}}
expect:
  zones: {{stardust: monster_zone, veiler: gy, parshath: gy, maxx: gy}}
"""


def test_synchro_summon_with_a_tuner_and_levels_that_add_up():
    holds(SYNCHRO.format(maxx_zone="monster_zone", materials="veiler, parshath, maxx"))  # 1 + 5 + 2 = 8


def test_synchro_summon_whose_levels_do_not_add_up_is_refused():
    refused(SYNCHRO.format(maxx_zone="monster_zone", materials="veiler, jinzo"), "r_synchro_level_sum", "[level: 8, materials: 7]")


def test_synchro_summon_without_a_tuner_is_refused():
    refused(SYNCHRO.format(maxx_zone="monster_zone", materials="parshath, maxx, jinzo").replace("Effect Veiler", "Sangan"),
            "r_summon_materials", "too few: group: 1")


def test_synchro_materials_must_be_on_the_field():
    refused(SYNCHRO.format(maxx_zone="hand", materials="veiler, parshath, maxx"), "r_materials_face_up_own", "maxx")


@needs_data
def test_two_tuners_for_one_tuner_are_refused(imported):
    refused(SYNCHRO.format(maxx_zone="monster_zone", materials="veiler, junk, parshath").replace(
        "  - {id: jinzo", "  - {id: junk, name: Junk Synchron, owner: you, zone: monster_zone}\n  - {id: jinzo"),
        "r_summon_materials", "too many: group: 1")


# ---- Xyz Summons: the materials are attached, and can be detached ----------------------

XYZ = """
name: Tornado Dragon Xyz Summoned, then detaches a material to destroy a Set card
cards:
  - {{id: tornado, name: Tornado Dragon, owner: you, zone: extra_deck}}
  - {{id: raye, name: Sky Striker Ace - Raye, owner: you, zone: monster_zone}}
  - {{id: knight, name: {second}, owner: you, zone: monster_zone}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: spell_trap_zone}}
actions:
  - summon: {{card: tornado, how: {how}, materials: [raye, knight]}}
  - chain:
      - {{card: tornado, cost: {{detach: [raye]}}, targets: [moon]}}
expect:
  zones: {{tornado: monster_zone, raye: gy, knight: material, moon: gy}}
"""


@needs_data
def test_xyz_materials_are_attached_and_can_be_detached(imported):
    holds(XYZ.format(second="Command Knight", how="xyz"))


@needs_data
def test_xyz_summon_with_a_material_of_another_level_is_refused(imported):
    refused(XYZ.format(second="Jinzo", how="xyz"), "r_summon_materials", "not a material")


@needs_data
def test_an_xyz_monster_is_not_synchro_summoned(imported):
    refused(XYZ.format(second="Command Knight", how="synchro"), "r_extra_deck_method", "not by: synchro, Tornado Dragon")


# ---- Link Summons: Decode Talker (Link-3, 2+ Effect Monsters) ----------------------------

LINK = """
name: Decode Talker Link Summoned
cards:
  - {{id: decode, name: Decode Talker, owner: you, zone: extra_deck}}
  - {{id: masq, name: "I:P Masquerena", owner: you, zone: monster_zone}}
  - {{id: raye, name: Sky Striker Ace - Raye, owner: you, zone: monster_zone}}
  - {{id: knight, name: Command Knight, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: decode, how: link, materials: [{materials}]}}
expect:
  zones: {{decode: monster_zone, raye: gy}}
"""


@needs_data
@pytest.mark.parametrize("materials", ["masq, raye", "raye, knight, masq"])
def test_link_summon_counting_a_link_monster_as_its_rating_or_as_one(imported, materials):
    holds(LINK.format(materials=materials))


@needs_data
def test_link_summon_whose_count_falls_short_is_refused(imported):
    refused(LINK.format(materials="raye, knight"), "r_link_rating_sum", "[link rating: 3, materials: 2]")


@needs_data
def test_link_summon_with_a_normal_monster_for_effect_monsters_is_refused(imported):
    refused(LINK.format(materials="raye, knight, dm"), "r_summon_materials", "not a material")


# ---- Fusion Summons by name ----------------------------------------------------------------

FUSION = """
name: Thousand Dragon Fusion Summoned
cards:
  - {{id: thousand, name: Thousand Dragon, owner: you, zone: extra_deck}}
  - {{id: wizard, name: Time Wizard, owner: you, zone: hand}}
  - {{id: second, name: {second}, owner: you, zone: hand}}
actions:
  - summon: {{card: thousand, how: fusion, materials: [wizard, second]}}
expect:
  zones: {{thousand: monster_zone, wizard: gy, second: gy}}
"""


@needs_data
def test_fusion_summon_with_the_named_materials(imported):
    holds(FUSION.format(second="Baby Dragon"))


@needs_data
def test_fusion_summon_with_a_material_it_does_not_name_is_refused(imported):
    refused(FUSION.format(second="Dark Magician"), "r_summon_materials", "not a material")


@needs_data
@pytest.mark.parametrize("zone, ok", [("monster_zone", True), ("hand", False)])
def test_a_name_that_becomes_another_on_the_field_fits_a_named_material(imported, zone, ok):
    text = f"""
name: Cyber Twin Dragon from Cyber Dragon and Cyber Dragon Nachster
cards:
  - {{id: twin, name: Cyber Twin Dragon, owner: you, zone: extra_deck}}
  - {{id: cd, name: Cyber Dragon, owner: you, zone: hand}}
  - {{id: nachster, name: Cyber Dragon Nachster, owner: you, zone: {zone}}}
actions:
  - summon: {{card: twin, how: fusion, materials: [cd, nachster]}}
expect:
  zones: {{twin: monster_zone, cd: gy, nachster: gy}}
"""
    if ok:  # on the field its name is "Cyber Dragon"
        holds(text)
    else:  # in the hand it is still "Cyber Dragon Nachster"
        refused(text, "r_summon_materials", "not a material")


DARK_PALADIN = """
name: Dark Paladin (hand-written) Fusion Summoned
cards:
  - {{id: paladin, name: Dark Paladin, owner: you, zone: extra_deck}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: second, name: {second}, owner: you, zone: hand}}
actions:
  - summon: {{card: paladin, how: fusion, materials: [dm, second]}}
expect:
  zones: {{paladin: monster_zone, dm: gy, second: gy}}
"""


@needs_data
def test_dark_paladin_from_dark_magician_and_buster_blader(imported):
    holds(DARK_PALADIN.format(second="Buster Blader"))


def test_dark_paladin_from_two_dark_magicians_is_refused():
    refused(DARK_PALADIN.format(second="Dark Magician"), "r_summon_materials", "too few: group: 2, card named: Buster Blader")


# ---- Summoning conditions -----------------------------------------------------------------

REBORN = """
name: Monster Reborn on {name}
cards:
  - {{id: target, name: {name}, owner: you, zone: gy}}
  - {{id: reborn, name: Monster Reborn, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: reborn, targets: [target]}}
expect:
  zones: {{target: monster_zone}}
"""


@needs_data
@pytest.mark.parametrize("name, condition", [("Asura Priest", "broken: cannot special summon"),
                                             ("Elemental HERO Nova Master", "broken: must be: fusion"),
                                             ("Masked HERO Koga", "broken: must be by: card named: Mask Change")])
def test_monster_reborn_cannot_target_a_monster_its_condition_forbids(imported, name, condition):
    refused(REBORN.format(name=name), "r_summoning_condition", condition)


def test_monster_reborn_can_target_a_monster_without_such_a_condition():
    holds(REBORN.format(name="Jinzo"))


@needs_data
def test_a_procedure_not_understood_is_not_judged(imported):
    refused("""
name: Moon Gardna Special Summoned by its own procedure
cards:
  - {id: gardna, name: Moon Gardna, owner: you, zone: hand}
actions:
  - summon: {card: gardna, how: special}
""", "r_procedure_not_understood", "If your opponent controls 2 or more monsters")


@pytest.fixture
def gardna(tmp_path, monkeypatch):
    """Moon Gardna as a hand-written card that states its procedure's
    condition as not modelled (as chaos_sorcerer.lp does), so that the
    once-per-turn limit of its procedure can be judged."""
    path = tmp_path / "moon_gardna.lp"
    path.write_text('card_name(moon_gardna, "Moon Gardna").\ncard_type(moon_gardna, monster). subtype(moon_gardna, effect).\n'
                    "level(moon_gardna, 4).\nsummon_procedure(moon_gardna).\nsummon_limit(moon_gardna, this_way, once_per_turn).\n"
                    'not_modelled(moon_gardna, 0, "If your opponent controls 2 or more monsters,").\n', encoding="utf-8")
    monkeypatch.setenv("JUDGE_CARDS", str(tmp_path))
    library.cache_clear()
    yield
    library.cache_clear()


def test_once_per_turn_this_way(gardna):
    refused("""
name: two Moon Gardna by its procedure in one turn
cards:
  - {id: g1, name: Moon Gardna, owner: you, zone: hand}
  - {id: g2, name: Moon Gardna, owner: you, zone: hand}
actions:
  - summon: {card: g1, how: special}
  - summon: {card: g2, how: special}
""", "r_summon_limit_this_way", "already")


def test_once_per_turn_this_way_leaves_other_summons_alone(gardna):
    holds("""
name: one Moon Gardna by its procedure, one Normal Summoned
cards:
  - {id: g1, name: Moon Gardna, owner: you, zone: hand}
  - {id: g2, name: Moon Gardna, owner: you, zone: hand}
actions:
  - summon: {card: g1, how: special}
  - summon: {card: g2, how: normal}
expect:
  zones: {g1: monster_zone, g2: monster_zone}
""")


@needs_data
@pytest.mark.parametrize("first, ok", [("gy", True), ("monster_zone", False)])
def test_you_can_only_control_one(imported, first, ok):
    text = f"""
name: a second ZW - Sleipnir Mail
cards:
  - {{id: z1, name: ZW - Sleipnir Mail, owner: you, zone: {first}}}
  - {{id: z2, name: ZW - Sleipnir Mail, owner: you, zone: hand}}
actions:
  - summon: {{card: z2, how: normal}}
expect:
  zones: {{z2: monster_zone}}
"""
    if ok:
        holds(text)
    else:
        refused(text, "r_control_limit", "controls: 2, ZW - Sleipnir Mail")


@needs_data
@pytest.mark.parametrize("mine, ok", [("gy", True), ("monster_zone", False)])
def test_a_procedure_whose_condition_is_understood(imported, mine, ok):
    text = f"""
name: Double-Headed Dino King Rex by its own procedure ("If you control no monsters")
cards:
  - {{id: rex, name: Double-Headed Dino King Rex, owner: you, zone: hand}}
  - {{id: mine, name: Jinzo, owner: you, zone: {mine}}}
actions:
  - summon: {{card: rex, how: special}}
expect:
  zones: {{rex: monster_zone}}
"""
    if ok:
        holds(text)
    else:
        refused(text, "r_procedure_condition", "not met: no own monsters")
