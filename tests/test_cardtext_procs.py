"""How a monster's own text allows or restricts its Summons (issue 15),
compiled from card text: "You can Normal Summon this card without
Tributing" (asp/legality/own_summons.lp, summon_without_tributes/2) and
"Cannot be Normal Summoned, unless you control a "X" monster"
(normal_summon_unless/2: its face-up Normal Summon only; it can be Set),
"During your Main Phase, you can Normal Summon 1 "X" monster in addition to
your Normal Summon/Set. (You can only gain this effect once per turn.)"
(extra_normal_summon/3: one additional Normal Summon a turn, from all such
effects together).
Short texts written here in the style of real cards, imported and judged in
scenarios both ways; real card texts from the shared data (skipped when it
is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts

CARDS = [
    monster("Free Giant", "You can Normal Summon this card without Tributing.", level=7, atk=2500),
    monster("Cheap Giant", "You can Normal Summon this card without Tributing, but its original ATK becomes 1000.", level=7, atk=2500),
    monster("Plain Giant", "You can draw 1 card.", level=7, atk=2500),
    monster("Hidden Giant", "You can Normal Summon/Set this card without Tributing, but its original ATK becomes 1900.", level=8, atk=3000),
    monster("Ghostly Page", "Cannot be Normal Summoned, unless you control a \"Ghostly\" monster.", level=4),
    monster("Ghostly Lamp", "You can draw 1 card.", level=4),
    monster("Plain Soldier", "You can draw 1 card.", level=4),
    monster("Frost Marshal", "During your Main Phase, you can Normal Summon 1 \"Frost\" monster in addition to your Normal Summon/Set. "
                             "(You can only gain this effect once per turn.)", level=4),
    {"card_type": "Spell", "property": "Continuous", "name": "Frost Banner",
     "text": "During your Main Phase, you can Normal Summon 1 Level 4 or lower Warrior monster, in addition to your Normal Summon/Set. "
             "(You can only gain this effect once per turn.)"},
    monster("Self Caller", "Cannot be Normal Summoned/Set. Must be Special Summoned by its own effect. You can discard 1 card; "
                           "Special Summon this card from your hand.", level=8, atk=3000),
    monster("First Caller", "Cannot be Normal Summoned/Set. Must first be Special Summoned by its own effect. You can discard 1 card; "
                            "Special Summon this card from your hand.", level=8, atk=3000),
    monster("Effect Child", "Cannot be Normal Summoned/Set. Must be Special Summoned by a card effect.", level=8, atk=3000),
    {"card_type": "Spell", "property": "Normal", "name": "Call Back", "text": "Target 1 monster in your GY; Special Summon it."},
    monster("Sky God", "Requires 3 Tributes to Normal Summon (cannot be Normal Set).", level=10, atk=4000),
    monster("Wicked God", "Cannot be Special Summoned. Must be Normal Summoned/Set by Tributing 3 monsters.", level=10, atk=4000),
    monster("Shy Swordsman", "Cannot be Normal Summoned (but can be Normal Set).", level=4),
    monster("Wing Scout", "If you control a \"Wing\" monster other than \"Wing Scout\", you can Special Summon this card (from your hand).",
            level=4),
    monster("Wing Leader", "You can draw 1 card.", level=4),
    monster("Frost Pup", "You can draw 1 card.", level=3, line="Beast / Effect"),
    monster("Frost Cub", "You can draw 1 card.", level=3, line="Beast / Effect"),
    monster("Frost Giant", "You can draw 1 card.", level=5, line="Beast / Effect"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "procs.yaml")


def test_the_clauses_compile_into_declared_facts():
    by = {c["name"]: c for c in CARDS}
    got = compiled(by["Free Giant"])
    assert {"effect(free_giant,1,continuous)", "summon_without_tributes(free_giant,1)"} <= got
    assert not any(f.startswith("not_modelled") for f in got)
    got = compiled(by["Cheap Giant"])  # the Summon is read, what it costs is not
    assert "summon_without_tributes(cheap_giant,1)" in got and 'not_modelled(cheap_giant,1,"its original ATK becomes 1000")' in got
    got = compiled(by["Hidden Giant"])
    assert "summon_or_set_without_tributes(hidden_giant,1)" in got and 'not_modelled(hidden_giant,1,"its original ATK becomes 1900")' in got
    got = compiled(by["Ghostly Page"])
    assert 'normal_summon_unless(ghostly_page,own_monster(name_has("Ghostly")))' in got
    assert not any(f.startswith("not_modelled") for f in got)


def test_the_additional_normal_summon_compiles_with_its_note():
    by = {c["name"]: c for c in CARDS}
    got = compiled(by["Frost Marshal"])
    assert {"effect(frost_marshal,1,continuous)", 'extra_normal_summon(frost_marshal,1,name_has("Frost"))'} <= got
    assert not any(f.startswith("not_modelled") for f in got)  # the note is what the rule says
    got = compiled(by["Frost Banner"])
    assert "extra_normal_summon(frost_banner,2,both(level_between(1,4),monster_type(warrior)))" in got
    assert not any(f.startswith("not_modelled") for f in got)


def test_by_its_own_effect_compiles_into_summoning_conditions():
    by = {c["name"]: c for c in CARDS}
    assert "summon_condition(self_caller,must_be_by_own_effect)" in compiled(by["Self Caller"])
    assert "summon_condition(first_caller,must_first_be_by_own_effect)" in compiled(by["First Caller"])
    assert "summon_condition(effect_child,must_be_by_card_effect)" in compiled(by["Effect Child"])


def test_how_its_normal_summon_is_made_compiles_into_facts():
    by = {c["name"]: c for c in CARDS}
    got = compiled(by["Sky God"])
    assert {"summon_tributes(sky_god,3)", "no_normal_set(sky_god)"} <= got and not any(f.startswith("effect(") for f in got)
    assert "summon_tributes(wicked_god,3)" in compiled(by["Wicked God"])
    assert "no_normal_summon(shy_swordsman)" in compiled(by["Shy Swordsman"])


def test_a_procedure_if_you_control_another_named_monster_compiles():
    by = {c["name"]: c for c in CARDS}
    got = compiled(by["Wing Scout"])
    assert {'procedure_condition(wing_scout,own_monster_other(name_has("Wing")))', "procedure_from(wing_scout,hand)"} <= got
    assert not any(f.startswith("not_modelled") for f in got)
    got = compiled(monster("Odd Scout", "If you control a \"Wing\" monster other than \"Wing Leader\", you can Special Summon this card "
                                        "(from your hand)."))
    assert any(f.startswith("procedure_not_understood(odd_scout,") for f in got)


def test_conditions_not_read_stay_not_understood():
    got = compiled(monster("Odd Giant", "If your opponent has 2 or more cards in their hand, you can Normal Summon this card without "
                                        "Tributing.", level=7))
    assert not any(f.startswith("summon_without_tributes") for f in got)
    assert any(f.startswith("not_modelled(odd_giant,1,") for f in got)
    # without its note the additional Normal Summon is not read (the note says how such effects add up)
    got = compiled(monster("Odd Marshal", "During your Main Phase, you can Normal Summon 1 \"Frost\" monster in addition to your "
                                          "Normal Summon/Set."))
    assert not any(f.startswith("extra_normal_summon") for f in got) and any(f.startswith("not_modelled(odd_marshal,1,") for f in got)
    got = compiled(monster("Odd Cube", "During your Main Phase, you can Normal Summon 1 monster that mentions \"Frost\", in addition "
                                       "to your Normal Summon/Set. (You can only gain this effect once per turn.)"))
    assert not any(f.startswith("extra_normal_summon") for f in got)
    assert 'not_modelled(odd_cube,1,"(You can only gain this effect once per turn.)")' in got
    got = compiled(monster("Odd Page", "Cannot be Normal Summoned while you control a monster."))
    assert not any(f.startswith("normal_summon_unless") for f in got) and any(f.startswith("not_modelled(odd_page,0,") for f in got)


@pytest.mark.parametrize("giant, how, rule", [("Free Giant", "normal", None), ("Cheap Giant", "normal", None),
                                              ("Plain Giant", "normal", "r_tribute_count"),
                                              ("Free Giant", "set", "r_tribute_count"),  # a Normal Summon, not a Set
                                              ("Hidden Giant", "set", None), ("Hidden Giant", "normal", None)])
def test_normal_summon_without_tributing(imported, giant, how, rule):
    expect = f'illegal: [{{at: "action 1", rule: {rule}}}]' if rule else "zones: {giant: monster_zone}"
    holds(f"""
name: {giant} {how} with no Tributes
cards:
  - {{id: giant, name: {giant}, owner: you, zone: hand}}
actions:
  - summon: {{card: giant, how: {how}}}
expect:
  {expect}
""")


def test_normal_summon_without_tributing_leaves_the_tribute_summon(imported):
    holds("""
name: Free Giant Tribute Summoned all the same
cards:
  - {id: giant, name: Free Giant, owner: you, zone: hand}
  - {id: fodder, name: Plain Soldier, owner: you, zone: monster_zone}
  - {id: fodder2, name: Plain Soldier, owner: you, zone: monster_zone}
actions:
  - summon: {card: giant, how: tribute, tributes: [fodder, fodder2]}
expect:
  zones: {giant: monster_zone, fodder: gy}
""")


@pytest.mark.parametrize("other, zone, how, rule", [
    ("Ghostly Lamp", "monster_zone", "normal", None),
    ("Plain Soldier", "monster_zone", "normal", "r_normal_summon_unless"),
    ("Ghostly Lamp", "gy", "normal", "r_normal_summon_unless"),  # a "Ghostly" monster it controls, not one in the GY
    ("Plain Soldier", "monster_zone", "set", None),  # a Set needs no condition (OCG ruling)
])
def test_cannot_be_normal_summoned_unless_you_control(imported, other, zone, how, rule):
    expect = f'illegal: [{{at: "action 1", rule: {rule}}}]' if rule else "zones: {page: monster_zone}"
    holds(f"""
name: Ghostly Page {how} beside {other} in the {zone}
cards:
  - {{id: page, name: Ghostly Page, owner: you, zone: hand}}
  - {{id: other, name: {other}, owner: you, zone: {zone}}}
actions:
  - summon: {{card: page, how: {how}}}
expect:
  {expect}
""")


def test_a_face_down_monster_of_that_name_does_not_count(imported):
    holds("""
name: Ghostly Page Normal Summoned beside a face-down Ghostly Lamp
cards:
  - {id: page, name: Ghostly Page, owner: you, zone: hand}
  - {id: lamp, name: Ghostly Lamp, owner: you, zone: monster_zone, face: down, position: defense}
actions:
  - summon: {card: page, how: normal}
expect:
  illegal: [{at: "action 1", rule: r_normal_summon_unless}]
""")


def summons(*plays: str) -> str:
    return "".join(f"  - {p}\n" for p in plays)


@pytest.mark.parametrize("field, plays, rule", [
    ("marshal", ["summon: {card: pup, how: normal}", "summon: {card: cub, how: normal}"], None),
    ("marshal", ["summon: {card: soldier, how: normal}", "summon: {card: pup, how: normal}"], None),
    ("marshal", ["summon: {card: pup, how: normal}", "summon: {card: soldier, how: normal}"], None),  # the additional one first
    ("marshal", ["summon: {card: soldier, how: normal}", "summon: {card: giant, how: tribute, tributes: [marshal]}"], None),
    ("marshal", ["summon: {card: soldier, how: normal}", "summon: {card: soldier2, how: normal}"], "r_one_normal_summon"),
    ("marshal", ["summon: {card: soldier, how: normal}", "set: {card: pup}"], "r_one_normal_summon"),  # not a Set
    ("marshal", ["summon: {card: pup, how: normal}", "summon: {card: cub, how: normal}", "summon: {card: soldier, how: normal}"],
     "r_one_normal_summon"),
    ("marshal banner", ["summon: {card: pup, how: normal}", "summon: {card: soldier, how: normal}",
                        "summon: {card: cub, how: normal}"], "r_one_normal_summon"),  # all such effects give one a turn
    ("banner", ["summon: {card: soldier, how: normal}", "summon: {card: soldier2, how: normal}"], None),
    ("", ["summon: {card: pup, how: normal}", "summon: {card: cub, how: normal}"], "r_one_normal_summon"),
])
def test_additional_normal_summon(imported, field, plays, rule):
    last = len(plays)
    expect = (f'illegal: [{{at: "action {last}", rule: {rule}}}]' if rule
              else "zones: {" + ", ".join(f"{p.split('card: ')[1].split(',')[0].rstrip('}')}: monster_zone" for p in plays) + "}")
    cards = {"marshal": "{id: marshal, name: Frost Marshal, owner: you, zone: monster_zone}",
             "banner": "{id: banner, name: Frost Banner, owner: you, zone: spell_trap_zone, face: up}"}
    holds(f"""
name: additional Normal Summons beside {field or "nothing"}
cards:
{"".join(f"  - {cards[f]}{chr(10)}" for f in field.split())}  - {{id: pup, name: Frost Pup, owner: you, zone: hand}}
  - {{id: cub, name: Frost Cub, owner: you, zone: hand}}
  - {{id: giant, name: Frost Giant, owner: you, zone: hand}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: hand}}
  - {{id: soldier2, name: Plain Soldier, owner: you, zone: hand}}
actions:
{summons(*plays)}expect:
  {expect}
""")


def test_the_grant_applies_only_once_its_card_is_on_the_field(imported):
    holds("""
name: Frost Marshal Normal Summoned first, then a Frost monster besides
cards:
  - {id: marshal, name: Frost Marshal, owner: you, zone: hand}
  - {id: pup, name: Frost Pup, owner: you, zone: hand}
actions:
  - summon: {card: marshal, how: normal}
  - summon: {card: pup, how: normal}
expect:
  zones: {marshal: monster_zone, pup: monster_zone}
""")


@pytest.mark.parametrize("caller", ["Self Caller", "First Caller"])
def test_special_summoned_by_its_own_effect(imported, caller):
    holds(f"""
name: {caller} Special Summons itself from the hand
cards:
  - {{id: caller, name: {caller}, owner: you, zone: hand}}
  - {{id: fodder, name: Plain Soldier, owner: you, zone: hand}}
actions:
  - chain: [{{card: caller, cost: {{discard: [fodder]}}}}]
expect:
  zones: {{caller: monster_zone, fodder: gy}}
""")


def test_revived_by_another_card(imported):
    holds("""
name: Call Back on Self Caller in the GY
cards:
  - {id: caller, name: Self Caller, owner: you, zone: gy}
  - {id: back, name: Call Back, owner: you, zone: hand}
actions:
  - chain: [{card: back, targets: [caller]}]
expect:
  illegal: [{at: "1.1", rule: r_summoning_condition}]
""")


@pytest.mark.parametrize("play, expect", [
    ("chain: [{card: back, targets: [child]}]", "zones: {child: monster_zone}"),  # any card's effect
    ("summon: {card: child, how: special}", 'illegal: [{at: "action 1", rule: r_summoning_condition}]'),  # not by a Summon action
])
def test_must_be_special_summoned_by_a_card_effect(imported, play, expect):
    holds(f"""
name: Effect Child from the GY
cards:
  - {{id: child, name: Effect Child, owner: you, zone: gy}}
  - {{id: back, name: Call Back, owner: you, zone: hand}}
actions:
  - {play}
expect:
  {expect}
""")


@pytest.mark.parametrize("god, how, tributes, rule", [
    ("Sky God", "tribute", 3, None), ("Sky God", "tribute", 2, "r_summon_tributes"),
    ("Sky God", "set", 3, "r_normal_summon_or_set_only"),
    ("Wicked God", "tribute", 3, None), ("Wicked God", "set", 3, None), ("Wicked God", "tribute", 2, "r_summon_tributes"),
    ("Plain Giant", "tribute", 3, "r_tribute_count"),  # only a monster that asks for 3 takes 3
])
def test_three_tributes(imported, god, how, tributes, rule):
    ids = ["f1", "f2", "f3"][:tributes]
    expect = f'illegal: [{{at: "action 1", rule: {rule}}}]' if rule else "zones: {god: monster_zone, f1: gy}"
    holds(f"""
name: {god} {how} with {tributes} Tributes
cards:
  - {{id: god, name: {god}, owner: you, zone: hand}}
{"".join(f"  - {{id: {i}, name: Plain Soldier, owner: you, zone: monster_zone}}{chr(10)}" for i in ["f1", "f2", "f3"])}actions:
  - summon: {{card: god, how: {how}, tributes: [{", ".join(ids)}]}}
expect:
  {expect}
""")


@pytest.mark.parametrize("how, rule", [("set", None), ("normal", "r_normal_summon_or_set_only")])
def test_cannot_be_normal_summoned_but_can_be_set(imported, how, rule):
    expect = f'illegal: [{{at: "action 1", rule: {rule}}}]' if rule else "zones: {sword: monster_zone}"
    holds(f"""
name: Shy Swordsman {how}
cards:
  - {{id: sword, name: Shy Swordsman, owner: you, zone: hand}}
actions:
  - summon: {{card: sword, how: {how}}}
expect:
  {expect}
""")


@pytest.mark.parametrize("other, rule", [("Wing Leader", None), ("Wing Scout", "r_procedure_condition")])
def test_procedure_if_you_control_another_named_monster(imported, other, rule):
    expect = f'illegal: [{{at: "action 1", rule: {rule}}}]' if rule else "zones: {scout: monster_zone}"
    holds(f"""
name: Wing Scout Special Summoned beside {other}
cards:
  - {{id: scout, name: Wing Scout, owner: you, zone: hand}}
  - {{id: other, name: {other}, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: scout, how: special}}
expect:
  {expect}
""")


# ---- real card texts ----------------------------------------------------------------
REAL = {
    "Laval Lancelord": "summon_without_tributes(laval_lancelord,1)",
    "Hazy Flame Cerbereus": 'not_modelled(hazy_flame_cerbereus,1,"its original ATK becomes 1000")',
    "Qliphort Helix": "summon_without_tributes(qliphort_helix,1)",
    "Chaos Nephthys": "summon_condition(chaos_nephthys,must_be_by_own_effect)",
    "Malefic Truth Dragon": "summon_condition(malefic_truth_dragon,must_be_by_own_effect)",
    "Kagetokage": "summon_condition(kagetokage,must_first_be_by_own_effect)",
    "Felis, Lightsworn Archer": "summon_condition(felis_lightsworn_archer,must_be_by_card_effect)",
    "PSY-Framegear Alpha": "summon_condition(psy_framegear_alpha,must_be_by_card_effect)",
    "Obelisk the Tormentor": "no_normal_set(obelisk_the_tormentor)",
    "The Wicked Avatar": "summon_tributes(the_wicked_avatar,3)",
    "Mystic Swordsman LV6": "no_normal_summon(mystic_swordsman_lv6)",
    "Great Moth": "subtype(great_moth,special_summon_only)",
    "Gagaga Child": 'procedure_condition(gagaga_child,own_monster_other(name_has("Gagaga")))',
    "Beast King Barbaros": "summon_or_set_without_tributes(beast_king_barbaros,1)",
    "Ghostrick Jiangshi": 'normal_summon_unless(ghostrick_jiangshi,own_monster(name_has("Ghostrick")))',
    "General Grunard of the Ice Barrier": 'extra_normal_summon(general_grunard_of_the_ice_barrier,1,name_has("Ice Barrier"))',
    "Atlantean Heavy Infantry": "extra_normal_summon(atlantean_heavy_infantry,1,both(level_between(1,4),monster_type(sea_serpent)))",
    "Starry Knight Sky": 'extra_normal_summon(starry_knight_sky,2,either(name_has("Starry Knight"),'
                         'both(level_between(7,7),both(attribute(light),monster_type(dragon)))))',
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_procs():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        assert fact in found[name], (name, sorted(found[name]))
    assert not any(f.startswith("not_modelled(ghostrick_jiangshi,0,") for f in found["Ghostrick Jiangshi"])
    assert not any("gain this effect" in f for f in found["General Grunard of the Ice Barrier"])


@pytest.mark.parametrize("later_turn", [True, False])
def test_a_set_counts_against_the_normal_summon_of_its_own_turn_only(later_turn):
    """The turn's one Normal Summon/Set (legality.lp): a Set two turns after a
    Normal Summon is the Normal Set of its own turn."""
    between = "  - player: opp\n    actions: []\n  - player: you\n    actions:\n" if later_turn else ""
    expect = "zones: {b: monster_zone}" if later_turn else 'illegal: [{at: "action 2", rule: r_one_normal_summon}]'
    holds(f"""
name: a Normal Summon, then a Set {"two turns later" if later_turn else "in the same turn"}
cards:
  - {{id: a, name: Sangan, owner: you, zone: hand}}
  - {{id: b, name: Sangan, owner: you, zone: hand}}
turns:
  - player: you
    actions:
      - summon: {{card: a, how: normal}}
{between}      - set: {{card: b}}
expect:
  {expect}
""")
