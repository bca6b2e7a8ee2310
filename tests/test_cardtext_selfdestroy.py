"""A card destroyed by its own continuous effect (selfdestroy): "If "Toon
World" on the field is destroyed, destroy this card" (Toon monsters).
Compiled from short texts written here and from the shared card data;
judged in scenarios: the card is destroyed, with no chain, when the named
card is destroyed on the field; not while its effects are negated (Skill
Drain); a trigger on its destruction sees it (asp/effects/self_destroy.lp).
"If <state>, destroy this card" and maintenance costs stay not modelled.
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


FIELD = {"card_type": "Spell", "property": "Field", "name": "Field Tester", "text": ""}
CARDS = [
    FIELD,
    monster("Toon Tester", 'If "Field Tester" on the field is destroyed, destroy this card.'),
    monster("Toon Drawer", 'If "Field Tester" on the field is destroyed, destroy this card. '
                           "If this card is destroyed: You can draw 1 card."),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "selfdestroy.yaml")


# ---- compiled -----------------------------------------------------------------------

def test_named_destroyed_compiles():
    got = compiled(next(x for x in CARDS if x["name"] == "Toon Tester"))
    assert 'applies_continuously(toon_tester,1,destroy_self_when_named_destroyed("Field Tester"))' in got, sorted(got)
    assert not any(f.startswith("not_modelled(toon_tester,") for f in got), sorted(got)


@pytest.mark.parametrize("text", [
    "If there is no face-up Field Spell on the field, destroy this card.",  # a state: not modelled (self_destroy.lp header)
    'If "Field Tester" is not on the field, destroy this card.',
    'If you control a monster that is not a "Tester" monster, destroy this card.',
    "Once per turn, during your Standby Phase, pay 500 LP or destroy this card.",  # a maintenance cost: the player's choice
    "Once per turn, during the Standby Phase, you must pay 500 LP (this is not optional), or this card is destroyed.",
    "If this card is in face-up Defense Position, destroy it.",
])
def test_not_read_stays_not_modelled(text):
    assert any(f.startswith("not_modelled(m,1,") for f in compiled(monster("M", text)))


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")
def test_real_cards_compile():
    real_facts_hold({
        "Toon Mermaid": ('applies_continuously(toon_mermaid,3,destroy_self_when_named_destroyed("Toon World"))',),
    }, absent={"Earthbound Immortal Uru": ("destroy_self",), "Messenger of Peace": ("destroy_self",)})


# ---- judged -------------------------------------------------------------------------

def field_destroyed(extra: str, zones: str, questions: str = "", answers: str = "") -> None:
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
{questions}
expect:
  zones: {{field: gy, {zones}}}{answers}
""")


def test_named_card_destroyed_destroys_it(imported):
    field_destroyed("  - {id: m, name: Toon Tester, owner: you, zone: monster_zone}", "m: gy")


def test_named_card_destroyed_under_skill_drain(imported):
    field_destroyed("  - {id: m, name: Toon Tester, owner: you, zone: monster_zone}\n"
                    "  - {id: sd, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}", "m: monster_zone")


def test_a_trigger_sees_the_destruction(imported):
    """Its own "If this card is destroyed" can then be activated: the
    destruction is an event like any other."""
    field_destroyed("  - {id: m, name: Toon Drawer, owner: you, zone: monster_zone}", "m: gy",
                    "questions:\n  - {id: q, ask: can_activate, card: m, effect: 2, at: {after: 1}}", '\n  answers: {q: "yes"}')
