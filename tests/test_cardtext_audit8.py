"""Audit 8 (issue 15): the patterns compiler 1.1 added (summons8, heads8,
stats8, refs8, audit7, and the card activation's older wordings) read
against the real texts they match. The one wrong answer found: a count of a
Main Deck the scenario does not list ("If you have no cards in your Deck",
Xenovader Territory - Valvols; "If you have an "Artifact" monster in your
Deck", Artifact Ignition) was taken for a count of an empty Deck; it is not
judged now (asp/events/state_conditions.lp r_count_deck_unknown, as
asp/chain/choices.lp r_choice_deck_unknown). Short texts written here,
imported and judged both ways; real card texts from the shared card data
(skipped when it is absent).
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold
from pyfacade import ask, load_text

CARDS = [
    monster("Empty Sage", "If you have no cards in your Deck: You can gain 1000 LP."),
    monster("Deck Sage", "If you have a Fish monster in your Deck: You can gain 1000 LP."),
    monster("Plain Fish", "You can draw 1 card.", line="Fish / Effect"),
    {"card_type": "Spell", "property": "Continuous", "name": "Dry Well",
     "text": "While you have no cards in your Deck, your opponent cannot activate cards or effects."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "audit8.yaml")


def test_deck_counts_compile():
    assert "condition(empty_sage,1,count_at_most(own,deck,card,0))" in compiled(CARDS[0])
    assert "applies_while(dry_well,2,count_at_most(own,deck,card,0))" in compiled(CARDS[3])


@pytest.mark.parametrize("card, deck, answer", [
    ("Empty Sage", False, "not_established"),  # an unlisted Deck is not an empty one
    ("Empty Sage", True, "no"),
    ("Deck Sage", False, "not_established"),
    ("Deck Sage", True, "yes"),
])
def test_a_condition_on_the_deck_needs_the_deck_listed(imported, card, deck, answer):
    fish = "\n  - {id: fish, name: Plain Fish, owner: you, zone: deck}" if deck else ""
    holds(f"""
name: {card} with {'a listed' if deck else 'an unlisted'} Deck
cards:
  - {{id: sage, name: {card}, owner: you, zone: monster_zone}}{fish}
questions:
  - {{id: q, ask: can_activate, card: sage, effect: 1}}
expect:
  answers: {{q: "{answer}"}}
""")


def test_an_unlisted_deck_is_not_taken_for_an_empty_one_on_a_link(imported):
    holds("""
name: Empty Sage activated with an unlisted Deck
cards:
  - {id: sage, name: Empty Sage, owner: you, zone: monster_zone}
actions:
  - chain: [{card: sage}]
expect:
  illegal: [{at: "1.1", rule: r_count_deck_unknown}]
""")


@pytest.mark.parametrize("deck", [False, True])
def test_a_continuous_state_on_an_unlisted_deck_is_said(imported, deck):
    fish = "\n  - {id: fish, name: Plain Fish, owner: you, zone: deck}" if deck else ""
    [scenario] = load_text(f"""
name: Dry Well with {'a listed' if deck else 'an unlisted'} Deck
cards:
  - {{id: well, name: Dry Well, owner: you, zone: spell_trap_zone, face: up}}{fish}
questions:
  - {{id: q, ask: can_activate, card: well, effect: 1}}
""", "audit8.yaml")
    said = [n.text for n in ask(scenario).rulings[0].not_modelled if n.card == "well"]
    assert said == ([] if deck else ["the count of a Main or Extra Deck the scenario does not list"])


# ---- real cards -----------------------------------------------------------------------------

def _records(names: list[str]) -> list[str]:
    found = {}
    with DATA.open(encoding="utf-8") as f:
        for line in f:
            name = json.loads(line)["name"]
            if name in names:
                found[name] = line.strip()
    return [found[n] for n in names]


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
@pytest.mark.parametrize("deck, answer", [(False, "not_established"), (True, "yes")])
def test_artifact_ignition_needs_its_deck_listed(tmp_path, monkeypatch, deck, answer):
    import_cards(tmp_path, monkeypatch, _records(["Artifact Ignition", "Artifact Moralltach", "Pot of Greed"]))
    artifact = "\n  - {id: art, name: Artifact Moralltach, owner: you, zone: deck}" if deck else ""
    holds(f"""
name: Artifact Ignition with {'an Artifact in the listed' if deck else 'an unlisted'} Deck
cards:
  - {{id: ign, name: Artifact Ignition, owner: you, zone: hand}}
  - {{id: pot, name: Pot of Greed, owner: opp, zone: spell_trap_zone}}{artifact}
questions:
  - {{id: q, ask: can_activate, card: ign, effect: 1}}
expect:
  answers: {{q: "{answer}"}}
""")


# The audited readings, as the real texts compile now (each read against its
# text and the rule that gives it its meaning).
REAL = {
    "Xenovader\u25b3 Territory - Valvols": ("applies_while(xenovader_territory_valvols,3,count_at_most(own,deck,card,0))",
                                            "applies_continuously(xenovader_territory_valvols,3,while(your_turn,cannot(activate(any),opponent)))"),
    "Artifact Ignition": ('condition(artifact_ignition,1,count_at_least(own,deck,all_of(monster,where(name_has("Artifact"))),1))',),
    # "A, but B" after two Summons: B rides on each (either one done)
    "Bug Emergency": ("op_if_done(bug_emergency,1,negate_card_effects(summoned,while_on_field),special_summon(target(1)))",
                      "op_if_done(bug_emergency,1,negate_card_effects(summoned,while_on_field),special_summon(target(2)))"),
    # a Trap's hand permission: both states of "If your opponent controls 2 or more Spells/Traps and you control no Spells/Traps"
    "Typhoon": ("condition(typhoon,1,from_hand_if(count_at_least(opponent,field,spell_trap,2)))",
                "condition(typhoon,1,from_hand_if(count_at_most(own,field,spell_trap,0)))"),
    "Fire Formation - Gyokkou": ("no_response(fire_formation_gyokkou,1,targeted(1))",),
    "Mark of the Rose": ("cost(mark_of_the_rose,1,banish_from_gy(1))", "op(mark_of_the_rose,1,1,equip(self,target(1)))"),
    "Protection of the Elements": ("summon_rider(protection_of_the_elements,2,ignoring_summoning_conditions)",),
    "Bujingi Raven": ("op(bujingi_raven,1,1,destroy(battle_destroyer))",),
    "Chanbar, the Flashy Sportsknight": ("op_if_done(chanbar_the_flashy_sportsknight,3,special_summon(self),destroy(target(1)))",
                                         "op_if_done(chanbar_the_flashy_sportsknight,3,special_summon(self),destroy(target(2)))"),
}
# Left not understood, rightly: a hand permission with a cost or another
# state ("by paying half your LP", "(and no other monsters)"). ("A, and if you
# do, B" after "them" is stated since the sixth session: B needs one of them
# done, r_then_after_them; Chanbar is in REAL.)
ABSENT = {
    "Black Sonic": ("from_hand_if",),
    "Red Reboot": ("from_hand_if",),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_audited_readings():
    real_facts_hold(REAL, ABSENT)
