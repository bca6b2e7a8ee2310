"""Heads that join two events of this card with "or" (orheads15).

"If this card is Normal or Special Summoned, or if this card is Tributed",
"If this card is Xyz Summoned, or sent to the GY": the compiler reads them as
the options of a one_of group. Each option is activated where its event puts
the card (YGOResources/Konami FAQ, e.g. Blue-Eyes Tyrant Dragon: activated in
the Monster Zone if it stays there, in the GY if it was sent there, while
banished if it was banished; Tearlaments Kaleido-Heart: its Summon trigger in
the Monster Zone, its GY trigger in the GY): when the options put the card
in different places, each option carries its zone (condition from_zone(Z, C),
asp/chain/chain.lp r_option_zone). A monster Special Summoned and destroyed
in the same chain can no longer activate its Summon trigger from the GY.
A Spell/Trap whose events put it in two places ("If this face-up card in
the Field Zone is sent to the GY or banished") is now read the same way
(before: not read, for any Spell/Trap with two zones).

Short texts written here in the style of real cards, imported and judged in
scenarios both ways; real card texts from the shared data (skipped when it
is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

BLADE = monster("Tester Blade", "If this card is Normal or Special Summoned, or if this card is Tributed: You can draw 1 card.")
SPRING = monster("Tester Spring", "If this card is Special Summoned, or sent to the GY: You can draw 1 card.")
ISLE = {"card_type": "Spell", "property": "Field", "name": "Tester Isle",
        "text": "If this face-up card in the Field Zone is sent to the GY or banished: You can draw 1 card."}
CARDS = [
    BLADE, SPRING, monster("Plain Page", "You can draw 1 card."), monster("Plain Titan", "You can draw 1 card.", level=6),
    {"card_type": "Trap", "property": "Normal", "name": "Grave Trap", "text": "Target 1 monster in your GY; Special Summon it."},
    ISLE,
    {"card_type": "Spell", "property": "Normal", "name": "Tester Exile", "text": "Target 1 card on the field; banish it."},
    {"card_type": "Spell", "property": "Normal", "name": "Tester Bounce", "text": "Target 1 card on the field; return it to the hand."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def summoned_then_destroyed(card: str, can: str) -> str:
    """Dark Hole (Chain Link 1), the Set Trap chained to it Special Summons the card from the GY; Dark Hole destroys it."""
    reason = "  reasons: {q: r_option_zone}\n" if can == "no" else ""
    return f"""
name: {card} Special Summoned and destroyed in one chain
turn: you
phase: main1
cards:
  - {{id: hole, name: Dark Hole, owner: you, zone: hand}}
  - {{id: trap, name: Grave Trap, owner: you, zone: spell_trap_zone}}
  - {{id: x, name: {card}, owner: you, zone: gy}}
actions:
  - chain:
      - {{card: hole}}
      - {{card: trap, targets: [x]}}
questions:
  - {{id: q, ask: can_activate, card: x, effect: 1}}
expect:
  zones: {{x: gy}}
  answers: {{q: "{can}"}}
{reason}"""


def test_summon_trigger_is_not_activated_from_the_gy(imported):
    """Special Summoned, then destroyed (not Tributed) before it could activate: the Summon option is activated on the field."""
    expectations_hold(summoned_then_destroyed("Tester Blade", "no"))


def test_summoned_then_sent_to_the_gy_has_the_gy_option(imported):
    """"Special Summoned, or sent to the GY": destroyed and sent to the GY, the GY option holds there."""
    expectations_hold(summoned_then_destroyed("Tester Spring", "yes"))


def test_special_summoned_by_the_trap_is_activated_on_the_field(imported):
    """Special Summoned from the GY and still on the field: the Summon option."""
    expectations_hold("""
name: Tester Blade Special Summoned by Grave Trap
turn: you
phase: main1
cards:
  - {id: trap, name: Grave Trap, owner: you, zone: spell_trap_zone}
  - {id: x, name: Tester Blade, owner: you, zone: gy}
actions:
  - chain:
      - {card: trap, targets: [x]}
questions:
  - {id: q, ask: can_activate, card: x, effect: 1}
expect:
  zones: {x: monster_zone}
  answers: {q: "yes"}
""")


def test_tributed_is_activated_in_the_gy(imported):
    """Tributed for a Tribute Summon: the Tribute option, activated in the GY."""
    expectations_hold("""
name: Tester Blade Tributed for a Tribute Summon
turn: you
phase: main1
cards:
  - {id: x, name: Tester Blade, owner: you, zone: monster_zone}
  - {id: big, name: Plain Titan, owner: you, zone: hand}
actions:
  - summon: {card: big, how: tribute, tributes: [x]}
questions:
  - {id: q, ask: can_activate, card: x, effect: 1}
expect:
  zones: {x: gy}
  answers: {q: "yes"}
""")


def test_options_carry_their_zones():
    got = compiled(BLADE)
    assert "condition(tester_blade,1,one_of(tester_blade))" in got
    assert "condition_option(tester_blade,from_zone(monster_zone,if_event(ev(any_of(normal_summoned,special_summoned),self,any))))" in got
    assert "condition_option(tester_blade,from_zone(gy,if_event(ev(tributed,self,any))))" in got
    assert {"activate_from(tester_blade,1,monster_zone)", "activate_from(tester_blade,1,gy)"} <= got
    # banished, or sent from the field to the GY: each where it went
    got = compiled(monster("Tester Bolt", "If this card is banished, or sent from the field to the GY: You can draw 1 card."))
    assert "condition_option(tester_bolt,from_zone(banished,if_event(ev(banished,self,any))))" in got
    assert "condition_option(tester_bolt,from_zone(gy,if_event(ev(sent_to_gy,self,from(field)))))" in got


def test_a_destruction_that_does_not_say_where_keeps_every_zone():
    """"Destroyed by battle" (to the GY, or banished), or leaving the field: no zone is guessed for the destruction."""
    got = compiled(monster("Tester Fisher", "If this face-up card is destroyed by battle, or leaves the field because of an opponent's "
                                            "card effect while its owner controls it: You can draw 1 card."))
    assert not any("from_zone" in f for f in got)
    assert "condition(tester_fisher,1,one_of(tester_fisher))" in got


REAL = {
    "Fire King Island": ("condition_option(fire_king_island,from_zone(banished,if_event(ev(banished,all_of(self,face_up),from(field_zone)))))",),
    "Gung-Ho! Springans!": ("condition_option(gung_ho_springans,from_zone(gy,if_event(ev(sent_to_gy,self,any))))",
                            "condition_option(gung_ho_springans,from_zone(monster_zone,if_event(ev(xyz_summoned,self,any))))"),
    "Mitsurugi no Mikoto, Aramasa": ("condition_option(mitsurugi_no_mikoto_aramasa,from_zone(gy,if_event(ev(tributed,self,any))))",),
    "Crow Tengu": ("condition_option(crow_tengu,from_zone(monster_zone,if_event(ev(special_summoned,self,from(gy)))))",),
    "Thunder Dragonmatrix": ("condition_option(thunder_dragonmatrix,from_zone(banished,if_event(ev(banished,self,any))))",),
}


@pytest.mark.skipif(not DATA.is_file(), reason="the shared card data is absent")
def test_real_cards():
    real_facts_hold(REAL, {"Amazoness Empress": ("from_zone",), "Stardust Warrior": ("from_zone",)})


def test_a_field_spell_sent_to_the_gy_or_banished_compiles():
    got = compiled(ISLE)
    assert "condition_option(tester_isle,from_zone(banished,if_event(ev(banished,all_of(self,face_up),from(field_zone)))))" in got
    assert "condition_option(tester_isle,from_zone(gy,if_event(ev(sent_to_gy,all_of(self,face_up),from(field_zone)))))" in got
    assert {"activate_from(tester_isle,2,gy)", "activate_from(tester_isle,2,banished)", "condition(tester_isle,2,one_of(tester_isle))"} <= got


@pytest.mark.parametrize("spell, zone, can", [("Tester Exile", "banished", "yes"), ("Tester Bounce", "hand", "no")])
def test_a_field_spell_banished_or_returned(imported, spell, zone, can):
    """Banished from the Field Zone: the banished option, activated while banished; returned to the hand: neither."""
    expectations_hold(f"""
name: Tester Isle removed by {spell}
turn: you
phase: main1
cards:
  - {{id: isle, name: Tester Isle, owner: you, zone: field_zone, face: up}}
  - {{id: s, name: {spell}, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: s, targets: [isle]}}
questions:
  - {{id: q, ask: can_activate, card: isle, effect: 2}}
expect:
  zones: {{isle: {zone}}}
  answers: {{q: "{can}"}}
""")
