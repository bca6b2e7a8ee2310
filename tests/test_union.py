"""Union monsters: "Once per turn, you can either: Target 1 X you control;
equip this card to that target, OR: Unequip this card and Special Summon
it." (pyfacade/cardtext/union.py: two choices of one effect;
asp/chain/limits.lp r_limit_union: one use of either per turn while the card
stays on the field; asp/battle/equip.lp r_op_equip, r_equipped_monster_applies).
The real texts of the shared card data are imported and judged.
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, expectations_hold, import_cards, monster, real_facts, real_facts_hold

NAMES = ("Heavy Mech Support Platform",)


def _real(names) -> list[str]:
    return [line for line in DATA.read_text(encoding="utf-8").splitlines() if json.loads(line)["name"] in names]


CARDS = [
    monster("Iron Sentry", "When this card inflicts battle damage to your opponent: You can draw 1 card.", line="Machine / Effect"),
    monster("Raging Striker", "When this card inflicts battle damage to your opponent: You can draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Oops!", "text": "Target 1 card you control; destroy it."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    if not DATA.exists():
        pytest.skip("no shared card data")
    return import_cards(tmp_path, monkeypatch, CARDS + _real(NAMES))


def holds(text: str) -> None:
    expectations_hold(text, "union.yaml")


CARDS_YAML = """
cards:
  - {id: platform, name: Heavy Mech Support Platform, owner: you, zone: monster_zone}
  - {id: sentry, name: Iron Sentry, owner: you, zone: monster_zone}
  - {id: striker, name: Raging Striker, owner: you, zone: monster_zone}
  - {id: oops, name: Oops!, owner: you, zone: spell_trap_zone}
"""


def test_it_equips_itself_and_the_equipped_monster_gains_atk_def(imported):
    """r_op_equip; r_equipped_monster_applies ("A monster equipped with this card gains 500 ATK/DEF")."""
    holds(f"""
name: Heavy Mech Support Platform equips itself to Iron Sentry
{CARDS_YAML}
actions:
  - chain: [{{card: platform, effect: 1, targets: [sentry]}}]
questions:
  - {{id: atk, ask: atk, card: sentry}}
  - {{id: def, ask: def, card: sentry}}
  - {{id: where, ask: where, card: platform}}
  - {{id: again, ask: can_activate_again, card: platform, effect: 2}}
expect:
  answers: {{atk: 2300, def: 1500, where: spell_trap_zone, again: "no"}}
  reasons: {{again: r_limit_union}}
""")


def test_its_target_must_fit_the_text(imported):
    """"Target 1 Machine monster you control": Raging Striker is a Warrior."""
    holds(f"""
name: Heavy Mech Support Platform cannot target a Warrior
{CARDS_YAML}
actions:
  - chain: [{{card: platform, effect: 1, targets: [striker]}}]
expect:
  illegal: [{{at: "1.1", rule: r_target}}]
""")


def test_it_cannot_unequip_the_turn_it_equipped(imported):
    """r_limit_union: the equip and the unequip share one use per turn, though
    the card moved from the Monster Zone to the Spell & Trap Zone."""
    holds(f"""
name: Heavy Mech Support Platform equips itself, then tries to unequip the same turn
{CARDS_YAML}
actions:
  - chain: [{{card: platform, effect: 1, targets: [sentry]}}]
  - chain: [{{card: platform, effect: 2}}]
expect:
  illegal: [{{at: "2.1", rule: r_limit_union}}]
""")


def test_it_unequips_and_special_summons_itself_next_turn(imported):
    """The unequip: a Special Summon from the Spell & Trap Zone; the ATK gain ends."""
    holds(f"""
name: Heavy Mech Support Platform equipped last turn unequips itself
{CARDS_YAML}
turns:
  - player: you
    actions:
      - chain: [{{card: platform, effect: 1, targets: [sentry]}}]
  - player: opp
  - player: you
    actions:
      - chain: [{{card: platform, effect: 2}}]
questions:
  - {{id: atk, ask: atk, card: sentry}}
  - {{id: where, ask: where, card: platform}}
expect:
  answers: {{atk: 1800, where: monster_zone}}
""")


def test_the_unequip_needs_it_equipped(imported):
    """The second choice is activated only while this card is equipped to a monster."""
    holds(f"""
name: Heavy Mech Support Platform in the Monster Zone cannot unequip
{CARDS_YAML}
actions:
  - chain: [{{card: platform, effect: 2}}]
expect:
  illegal: [{{at: "1.1", rule: r_activation_zone}}]
""")


def test_it_is_destroyed_instead_of_the_equipped_monster(imported):
    """r_destroy_substitute: "if the equipped monster would be destroyed by battle or card effect, destroy this card instead"."""
    holds(f"""
name: Oops! targets Iron Sentry equipped with Heavy Mech Support Platform
{CARDS_YAML}
actions:
  - chain: [{{card: platform, effect: 1, targets: [sentry]}}]
  - chain: [{{card: oops, targets: [sentry]}}]
questions:
  - {{id: atk, ask: atk, card: sentry}}
expect:
  zones: {{sentry: monster_zone, platform: gy}}
  answers: {{atk: 1800}}
""")


def test_the_union_effect_compiles_to_two_choices():
    """Real texts: the equip (target, equip op) and the unequip (in the Spell &
    Trap Zone, while equipped; "in (face-up) Attack Position" kept), choices of
    one effect sharing once_per_turn_on_field; the stat gain on the equipped monster."""
    real_facts_hold({
        "Heavy Mech Support Platform": (
            "usage_limit(heavy_mech_support_platform,1,once_per_turn_on_field)",
            "target_where(heavy_mech_support_platform,1,1,monster_type(machine))",
            "op(heavy_mech_support_platform,1,1,equip(self,target(1)))",
            "choice_of(heavy_mech_support_platform,1,2)",
            "usage_limit(heavy_mech_support_platform,2,once_per_turn_on_field)",
            "activate_from(heavy_mech_support_platform,2,spell_trap_zone)",
            "condition(heavy_mech_support_platform,2,equipped_to_monster)",
            "op(heavy_mech_support_platform,2,1,special_summon(self))",
            "applies_continuously(heavy_mech_support_platform,3,stat_change(equipped,atk,gain(500)))",
            "applies_continuously(heavy_mech_support_platform,3,stat_change(equipped,def,gain(500)))"),
        "Vylon Tesseract": (
            "target_where(vylon_tesseract,1,1,name_has(\"Vylon\"))",
            "op(vylon_tesseract,2,1,special_summon(self,attack))"),
        "Armory Arm": (  # not a Union Monster, the same effect: read by its text
            "op(armory_arm,1,1,equip(self,target(1)))",
            "op(armory_arm,2,1,special_summon(self,attack))"),
    }, absent={
        "Heavy Mech Support Platform": ("not_modelled", "not_understood", "once_per_turn)"),
        "Vylon Tesseract": ("you can either",),
    })


def test_the_older_union_wording_stays_not_understood():
    """"you can equip it to your "Dark Blade" as an Equip Spell Card, OR unequip
    the Union equipment ..." does not say it targets: not read (pyfacade/cardtext/union.py)."""
    real_facts_hold({"Pitch-Dark Dragon": ()}, absent={"Pitch-Dark Dragon": ("equip(self", "choice_of")})
    facts = real_facts({"Pitch-Dark Dragon"})["Pitch-Dark Dragon"]
    assert any(f.startswith("not_modelled(pitch_dark_dragon,1,") and "unequip the Union equipment" in f for f in facts)


def test_an_equip_whose_target_is_gone_is_not_ruled(imported):
    """r_equip_self_fails_not_modelled: Oops! destroys Iron Sentry in response;
    whether Heavy Mech Support Platform is then destroyed or sent to the GY,
    the sources disagree: the engine refuses."""
    holds(f"""
name: Heavy Mech Support Platform targets Iron Sentry; Oops! destroys it in response
{CARDS_YAML}
actions:
  - chain: [{{card: platform, effect: 1, targets: [sentry]}}, {{card: oops, targets: [sentry]}}]
expect:
  illegal: [{{at: platform, rule: r_equip_self_fails_not_modelled}}]
""")


def test_what_can_be_activated_after_it_equipped(imported):
    """"What can be activated now?" reads the same shared limit: once equipped
    this turn, its unequip cannot be activated."""
    holds(f"""
name: Heavy Mech Support Platform equipped this turn; can it unequip?
{CARDS_YAML}
actions:
  - chain: [{{card: platform, effect: 1, targets: [sentry]}}]
questions:
  - {{id: unequip, ask: can_activate, card: platform, effect: 2}}
expect:
  answers: {{unequip: "no"}}
  reasons: {{unequip: r_limit_union}}
""")


def test_after_unequipping_it_cannot_equip_again_that_turn(imported):
    """r_limit_union: the Summon from the Spell & Trap Zone keeps it on the
    field: the same stay, the same use per turn. (Turns 2 and 3 begin with an
    action of their own: the chains of turn 3 are actions 4 and 5.)"""
    holds(f"""
name: Heavy Mech Support Platform unequips itself, then tries to equip again the same turn
{CARDS_YAML}
turns:
  - player: you
    actions:
      - chain: [{{card: platform, effect: 1, targets: [sentry]}}]
  - player: opp
  - player: you
    actions:
      - chain: [{{card: platform, effect: 2}}]
      - chain: [{{card: platform, effect: 1, targets: [sentry]}}]
expect:
  illegal: [{{at: "5.1", rule: r_limit_union}}]
""")
