"""A card destroyed by its own continuous effect (selfdestroy): "If there is
no face-up Field Spell on the field, destroy this card" (Earthbound
Immortals, Malefic monsters), "If "X" is not on the field, destroy this
card" (Tornado Wall, Comic Hand), "If "Toon World" on the field is
destroyed, destroy this card" (Toon monsters). Compiled from short texts
written here and from the shared card data; judged in scenarios: the card is
destroyed, with no chain, the moment the state comes to hold or the named
card is destroyed; not while its effects are negated (Skill Drain); a
trigger on its destruction sees it (asp/effects/self_destroy.lp).
Maintenance costs stay not modelled.
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


FIELD = {"card_type": "Spell", "property": "Field", "name": "Field Tester", "text": ""}
CARDS = [
    FIELD,
    monster("Bound Tester", "If there is no face-up Field Spell on the field, destroy this card."),
    monster("Bound Drawer", "If there is no face-up Field Spell on the field, destroy this card. "
                            "If this card is destroyed: You can draw 1 card."),
    monster("Toon Tester", 'If "Field Tester" on the field is destroyed, destroy this card.'),
    {"card_type": "Trap", "property": "Continuous", "name": "Tide Wall",
     "text": 'If "Field Tester" is not on the field, destroy this card.'},
    monster("Plain Tester", "", line="Warrior / Normal"),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "selfdestroy.yaml")


# ---- compiled -----------------------------------------------------------------------

NO_FIELD = "count_at_most(any,field,all_of(spell,all_of(face_up,where(subtype(field)))),0)"


@pytest.mark.parametrize("name, effect, term", [
    ("Bound Tester", 1, f"destroy_self_if({NO_FIELD})"),
    ("Toon Tester", 1, 'destroy_self_when_named_destroyed("Field Tester")'),
    ("Tide Wall", 2, 'destroy_self_if(count_at_most(any,field,card_named("Field Tester"),0))'),  # (1: its activation)
])
def test_self_destroy_compiles(name, effect, term):
    got = compiled(next(x for x in CARDS if x["name"] == name))
    key = name.lower().replace(" ", "_")
    assert f"applies_continuously({key},{effect},{term})" in got, sorted(got)
    assert not any(f.startswith(f"not_modelled({key},") for f in got), sorted(got)


@pytest.mark.parametrize("text", [
    'If you control a monster that is not a "Tester" monster, destroy this card.',  # face-down monsters: no source
    "Once per turn, during your Standby Phase, pay 500 LP or destroy this card.",  # a maintenance cost: the player's choice
    "Once per turn, during the Standby Phase, you must pay 500 LP (this is not optional), or this card is destroyed.",
    "If this card is in face-up Defense Position, destroy it.",
])
def test_not_read_stays_not_modelled(text):
    assert any(f.startswith("not_modelled(m,1,") for f in compiled(monster("M", text)))


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_cards_compile():
    real_facts_hold({
        "Earthbound Immortal Uru": (f"applies_continuously(earthbound_immortal_uru,1,destroy_self_if({NO_FIELD}))",),
        "Malefic Rainbow Dragon": (f"applies_continuously(malefic_rainbow_dragon,2,destroy_self_if({NO_FIELD}))",),
        "Tornado Wall": ('applies_continuously(tornado_wall,3,destroy_self_if(count_at_most(any,field,card_named("Umi"),0)))',),
        "Toon Mermaid": ('applies_continuously(toon_mermaid,3,destroy_self_when_named_destroyed("Toon World"))',),
        "Malefic Paradox Dragon": ('applies_continuously(malefic_paradox_dragon,3,destroy_self_if(count_at_most(any,field,'
                                   'all_of(face_up,where(card_named("Malefic World"))),0)))',),
    }, absent={"Cagna, Malebranche of the Burning Abyss": ("destroy_self",), "Messenger of Peace": ("destroy_self",)})


# ---- judged -------------------------------------------------------------------------

def field_destroyed(extra: str, zones: str) -> None:
    """A face-up Field Tester destroyed by Mystical Space Typhoon, with these cards."""
    holds(f"""
name: Field Tester destroyed, and the cards that watch it
turn: opp  # Mystical Space Typhoon from the hand, in its player's turn
cards:
  - {{id: field, name: Field Tester, owner: you, zone: field_zone, face: up}}
  - {{id: mst, name: Mystical Space Typhoon, owner: opp, zone: hand}}
{extra}
actions:
  - chain:
      - {{card: mst, targets: [field]}}
expect:
  zones: {{field: gy, {zones}}}
""")


def test_no_field_spell_destroys_it(imported):
    field_destroyed("  - {id: m, name: Bound Tester, owner: you, zone: monster_zone}\n"
                    "  - {id: p, name: Plain Tester, owner: you, zone: monster_zone}", "m: gy, p: monster_zone")


def test_skill_drain_stops_it(imported):
    field_destroyed("  - {id: m, name: Bound Tester, owner: you, zone: monster_zone}\n"
                    "  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}", "m: monster_zone")


def test_named_card_destroyed_destroys_it(imported):
    field_destroyed("  - {id: m, name: Toon Tester, owner: you, zone: monster_zone}", "m: gy")


def test_named_card_destroyed_under_skill_drain(imported):
    field_destroyed("  - {id: m, name: Toon Tester, owner: you, zone: monster_zone}\n"
                    "  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}", "m: monster_zone")


def test_named_card_not_on_the_field_destroys_a_trap(imported):
    field_destroyed("  - {id: w, name: Tide Wall, owner: you, zone: spell_trap_zone, face: up}", "w: gy")


def test_a_trigger_sees_the_destruction(imported):
    """Its own "If this card is destroyed" can then be activated: the
    destruction is an event like any other."""
    holds("""
name: Bound Drawer destroyed by its own effect can activate its trigger
turn: opp
cards:
  - {id: field, name: Field Tester, owner: you, zone: field_zone, face: up}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: hand}
  - {id: m, name: Bound Drawer, owner: you, zone: monster_zone}
actions:
  - chain:
      - {card: mst, targets: [field]}
questions:
  - {id: q, ask: can_activate, card: m, effect: 2, at: {after: 1}}
expect:
  zones: {field: gy, m: gy}
  answers: {q: "yes"}
""")
