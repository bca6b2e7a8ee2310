"""Heads about this card compiled from card text (session 7, self heads):
"<this card's event> and / while a Level 5 or higher monster is on the
field" (the state judged when the effect is activated, as heads round 8
reads "and you control ..."); "Xyz Summoned by using a "X"
monster as material" (using_material); "by a Spell/Trap effect" (source);
"by a "X" card's effect or your opponent's card effect" (either cause);
"added from your Deck or GY to your hand";
"added to your Extra Deck face-up" (events.lp added_to_extra_deck_face_up:
a Pendulum Monster Card placed there instead of the GY from the field), also
after "Tributed and" / "used as Synchro Material and" (to(extra_deck));
"this card with Xyz Material is Tributed", "while it has no Xyz Materials"
(head_conditions.lp with_material, and its exception).
Short texts written here, imported and judged in scenarios both ways; real
card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts

CARDS = [
    monster("Witch Caller", "If this card is Normal Summoned and a Level 5 or higher monster is on the field: You can draw 1 card."),
    monster("Chain Caller", "When this card is Normal Summoned while a Level 5 or higher monster is on the field: You can draw 1 card."),
    monster("Big Lord", "You can draw 1 card.", level=6),
    monster("Plain Page", "You can draw 1 card."),
    monster("Tester Page", "You can draw 1 card."),
    monster("Dragon Page", "You can draw 1 card.", line="Dragon / Effect"),
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 2000,
     "name": "Page Rank", "text": '2 Level 4 monsters\nIf this card is Xyz Summoned by using a "Tester" monster as material: '
                                  "You can draw 1 card."},
    monster("Phara Page", "If this card is destroyed by a Spell/Trap effect: You can draw 1 card."),
    monster("Mirror Page", 'If this card you control is destroyed by a "Tester" card\'s effect or your opponent\'s card effect: '
                           "You can draw 1 card."),
    monster("Breaker", "You can target 1 card on the field; destroy it."),
    monster("Tester Breaker", "You can target 1 card on the field; destroy it."),
    {"card_type": "Spell", "property": "Normal", "name": "Oops!", "text": "Target 1 card on the field; destroy it."},
    monster("Cost Page", "You can discard 1 card; draw 1 card."),
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 2000,
     "name": "Rank Offering", "text": "2 Level 4 monsters\nIf this card with Xyz Material is Tributed: You can draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 2000,
     "name": "Bare Rank", "text": "2 Level 4 monsters\nWhen this card is destroyed by a card effect while it has no Xyz Materials: "
                                  "You can draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Pendulum / Effect", "attribute": "EARTH", "level": 4, "atk": 1000,
     "def": 1000, "pendulum_scale": 5, "pendulum_effect": "", "name": "Scale Patron",
     "text": "If this card is added to your Extra Deck face-up: You can draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Pendulum / Effect", "attribute": "EARTH", "level": 4, "atk": 1000,
     "def": 1000, "pendulum_scale": 5, "pendulum_effect": "", "name": "Scale Offering",
     "text": "If this card on the field is Tributed and added to the Extra Deck face-up: You can draw 1 card."},
]

BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "selfheads.yaml")


_HIGH = "count_at_least(any,monster_zone,all_of(where(level_between(5,99)),face_up),1)"


def test_an_event_and_a_monster_on_the_field_compile():
    got = compiled(BY["Witch Caller"])
    assert {"condition(witch_caller,1,if_event(ev(normal_summoned,self,any)))", f"condition(witch_caller,1,{_HIGH})"} <= got
    got = compiled(BY["Chain Caller"])
    assert {"condition(chain_caller,1,when_event(ev(normal_summoned,self,any)))", f"condition(chain_caller,1,{_HIGH})"} <= got
    # a state the compiler does not read still leaves the head not understood
    got = compiled(monster("Odd Caller", "If this card is Normal Summoned and a monster with 2 names is on the field: You can draw 1 card."))
    assert "condition(odd_caller,1,not_understood)" in got


@pytest.mark.parametrize("card", ["Witch Caller", "Chain Caller"])
@pytest.mark.parametrize("other, can", [("lord", "yes"), ("plain", "no")])
def test_summoned_while_a_high_level_monster_is_on_the_field(imported, card, other, can):
    """The opponent's Level 6 monster counts ("on the field": either player's)."""
    name = "Big Lord" if other == "lord" else "Plain Page"
    holds(f"""
name: {card} Normal Summoned while the opponent controls {name}
cards:
  - {{id: me, name: {card}, owner: you, zone: hand}}
  - {{id: {other}, name: {name}, owner: opp, zone: monster_zone}}
actions:
  - summon: {{card: me, how: normal}}
questions:
  - {{id: q, ask: can_activate, card: me, effect: 1}}
expect:
  answers: {{q: "{can}"}}
""")


def test_by_using_a_material_compiles():
    assert 'condition(page_rank,1,if_event(ev(xyz_summoned,self,using_material(name_has("Tester")))))' in compiled(BY["Page Rank"])


@pytest.mark.parametrize("materials, can", [("tester, plain", "yes"), ("plain, dragon", "no")])
def test_xyz_summoned_by_using_a_named_material(imported, materials, can):
    """r_using_material: one of the Xyz Materials is a "Tester" monster."""
    holds(f"""
name: Page Rank Xyz Summoned with {materials}
cards:
  - {{id: rank, name: Page Rank, owner: you, zone: extra_deck}}
  - {{id: tester, name: Tester Page, owner: you, zone: monster_zone}}
  - {{id: plain, name: Plain Page, owner: you, zone: monster_zone}}
  - {{id: dragon, name: Dragon Page, owner: you, zone: monster_zone}}
actions:
  - summon: {{card: rank, how: xyz, materials: [{materials}]}}
questions:
  - {{id: q, ask: can_activate, card: rank, effect: 1}}
expect:
  answers: {{q: "{can}"}}
""")


def test_destroyed_by_a_spell_trap_effect_compiles():
    assert ("condition(phara_page,1,if_event(ev(destroyed,self,all_of(by_effect,source(either(card_type(spell),card_type(trap)))))))"
            in compiled(BY["Phara Page"]))


@pytest.mark.parametrize("by, can", [("oops", "yes"), ("breaker", "no")])
def test_destroyed_by_a_spell_or_a_monster_effect(imported, by, can):
    """Oops! is a Spell; Breaker's effect is a monster effect."""
    act = "{card: oops, targets: [victim]}" if by == "oops" else "{card: breaker, effect: 1, targets: [victim]}"
    holds(f"""
name: Phara Page destroyed by {by}
cards:
  - {{id: victim, name: Phara Page, owner: you, zone: monster_zone}}
  - {{id: breaker, name: Breaker, owner: you, zone: monster_zone}}
  - {{id: oops, name: "Oops!", owner: you, zone: hand}}
actions:
  - chain: [{act}]
questions:
  - {{id: q, ask: can_activate, card: victim}}
expect:
  answers: {{q: "{can}"}}
""")


def test_a_named_cards_effect_or_an_opponents_compiles():
    assert ('condition(mirror_page,1,if_event(ev(destroyed,all_of(self,own),either(all_of(by_effect,source(name_has("Tester"))),'
            'all_of(by(opponent),by_effect)))))') in compiled(BY["Mirror Page"])


@pytest.mark.parametrize("breaker, owner, can", [("Tester Breaker", "you", "yes"), ("Breaker", "opp", "yes"), ("Breaker", "you", "no")])
def test_destroyed_by_a_named_cards_effect_or_an_opponents(imported, breaker, owner, can):
    """Your own "Tester" card's effect, or any card effect of the opponent; not your other cards'."""
    holds(f"""
name: Mirror Page destroyed by {breaker} of {owner}
turn: {owner}
cards:
  - {{id: victim, name: Mirror Page, owner: you, zone: monster_zone}}
  - {{id: breaker, name: {breaker}, owner: {owner}, zone: monster_zone}}
actions:
  - chain: [{{card: breaker, effect: 1, targets: [victim]}}]
questions:
  - {{id: q, ask: can_activate, card: victim}}
expect:
  answers: {{q: "{can}"}}
""")


def test_added_to_the_extra_deck_face_up_compiles():
    assert {"condition(scale_patron,1,if_event(ev(added_to_extra_deck_face_up,self,any)))",
            "activate_from(scale_patron,1,extra_deck)"} <= compiled(BY["Scale Patron"])
    got = compiled(BY["Scale Offering"])
    assert {"condition(scale_offering,1,if_event(ev(tributed,self,all_of(from(field),to(extra_deck)))))",
            "activate_from(scale_offering,1,extra_deck)"} <= got
    assert "activate_from(scale_offering,1,gy)" not in got


@pytest.mark.parametrize("how, can", [("destroyed", "yes"), ("discarded", "no")])
def test_added_to_the_extra_deck_face_up(imported, how, can):
    """Destroyed on the field it is placed face-up in the Extra Deck; discarded from the hand it goes to the GY."""
    act = ("{card: oops, targets: [patron]}" if how == "destroyed" else "{card: cost, effect: 1, cost: {discard: [patron]}}")
    holds(f"""
name: Scale Patron {how}
cards:
  - {{id: patron, name: Scale Patron, owner: you, zone: {'monster_zone' if how == 'destroyed' else 'hand'}}}
  - {{id: cost, name: Cost Page, owner: you, zone: monster_zone}}
  - {{id: oops, name: "Oops!", owner: you, zone: hand}}
actions:
  - chain: [{act}]
questions:
  - {{id: q, ask: can_activate, card: patron}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("how, can", [("tributed", "yes"), ("destroyed", "no")])
def test_tributed_and_added_to_the_extra_deck_face_up(imported, how, can):
    act = ("summon: {card: lord, how: tribute, tributes: [offering]}" if how == "tributed"
           else "chain: [{card: oops, targets: [offering]}]")
    holds(f"""
name: Scale Offering {how}
cards:
  - {{id: offering, name: Scale Offering, owner: you, zone: monster_zone}}
  - {{id: lord, name: Big Lord, owner: you, zone: hand}}
  - {{id: oops, name: "Oops!", owner: you, zone: hand}}
actions:
  - {act}
questions:
  - {{id: q, ask: can_activate, card: offering}}
expect:
  answers: {{q: "{can}"}}
""")


def test_with_or_without_material_compiles():
    assert "condition(rank_offering,1,if_event(ev(tributed,self,with_material)))" in compiled(BY["Rank Offering"])
    assert "condition(bare_rank,1,when_event(ev(destroyed,self,all_of(by_effect,except(with_material)))))" in compiled(BY["Bare Rank"])


@pytest.mark.parametrize("card, summoned, can", [("Rank Offering", True, "yes"), ("Rank Offering", False, "no"),
                                                 ("Bare Rank", True, "no"), ("Bare Rank", False, "yes")])
def test_with_or_without_xyz_material(imported, card, summoned, can):
    """Xyz Summoned, it has its 2 materials; put on the field by the scenario, none."""
    first = "  - summon: {card: rank, how: xyz, materials: [tester, plain]}\n" if summoned else ""
    then = ("summon: {card: lord, how: tribute, tributes: [rank]}" if card == "Rank Offering"
            else "chain: [{card: oops, targets: [rank]}]")
    holds(f"""
name: {card} {'Xyz Summoned' if summoned else 'without material'}
cards:
  - {{id: rank, name: {card}, owner: you, zone: {'extra_deck' if summoned else 'monster_zone'}}}
  - {{id: tester, name: Tester Page, owner: you, zone: monster_zone}}
  - {{id: plain, name: Plain Page, owner: you, zone: monster_zone}}
  - {{id: lord, name: Big Lord, owner: you, zone: hand}}
  - {{id: oops, name: "Oops!", owner: you, zone: hand}}
actions:
{first}  - {then}
questions:
  - {{id: q, ask: can_activate, card: rank}}
expect:
  answers: {{q: "{can}"}}
""")


REAL = {
    "Dark Magician the Magician of Black Magic": ("condition(dark_magician_the_magician_of_black_magic,3,if_event(ev(destroyed,self,by_effect)))",
                                                  f"condition(dark_magician_the_magician_of_black_magic,3,{_HIGH})"),
    "Vengeful Witch": ("condition(vengeful_witch,2,if_event(ev(sent_to_gy,self,any)))",
                       "condition(vengeful_witch,2,count_at_least(any,monster_zone,all_of(where(subtype(synchro)),face_up),1))"),
    "Chain Resonator": ("condition(chain_resonator,1,when_event(ev(normal_summoned,self,any)))",),
    "Miasma Dragon Tistina": ("condition(miasma_dragon_tistina,2,count_at_least(any,field_zone,card,1))",),
    "Odd-Eyes Rebellion Dragon": ("condition(odd_eyes_rebellion_dragon,2,if_event(ev(xyz_summoned,self,using_material(subtype(xyz)))))",),
    "Phara the Primordial Goddess": (
        "condition(phara_the_primordial_goddess,2,if_event(ev(sent_to_gy,self,all_of(either(from(hand),from(field)),"
        "all_of(by_effect,source(either(card_type(spell),card_type(trap))))))))",),
    "Security Orb": ("condition(security_orb,2,if_event(ev(destroyed,all_of(self,except(face_up)),all_of(from(field),all_of(by(opponent),"
                     "all_of(by_effect,all_of(source(either(card_type(spell),card_type(trap))),to(gy))))))))",),
    "Harpie Lady Elegance": ('condition(harpie_lady_elegance,2,if_event(ev(destroyed,all_of(self,own),either(all_of(by_effect,'
                             'source(name_has("Harpie"))),all_of(by(opponent),by_effect)))))',),
    "Junoldo the Shadespirit Power Patron": ("condition(junoldo_the_shadespirit_power_patron,2,if_event(ev(added_to_extra_deck_face_up,self,any)))",
                                             "activate_from(junoldo_the_shadespirit_power_patron,2,extra_deck)"),
    "Superheavy Samurai Monk Big Benkei": (
        "condition(superheavy_samurai_monk_big_benkei,2,if_event(ev(used_as_material,self,all_of(for_summon(synchro_summoned),to(extra_deck)))))",
        "activate_from(superheavy_samurai_monk_big_benkei,2,extra_deck)"),
    "Neo Galaxy-Eyes Photon Dragon": (
        'condition(neo_galaxy_eyes_photon_dragon,1,if_event(ev(xyz_summoned,self,using_material(card_named("Galaxy-Eyes Photon Dragon")))))',),
    "Rikka Queen Strenna": ("condition(rikka_queen_strenna,2,if_event(ev(tributed,self,with_material)))",),
    "Stellarknight Triverr": ("condition(stellarknight_triverr,4,if_event(ev(sent_to_gy,self,with_material)))",),
    "Number 53: Heart-eartH": (
        "condition(number_53_heart_earth,3,when_event(ev(destroyed,self,all_of(from(field),all_of(by_effect,except(with_material))))))",),
    'K9-X "Ripper/M"': ('condition(k9_x_ripper_m,2,if_event(ev(special_summoned,self,all_of(by_effect,'
                        'source(both(name_has("K9"),either(card_type(spell),card_type(trap))))))))',),
    "Ancient Gear Box": ("condition(ancient_gear_box,1,if_event(ev(added_to_hand,self,all_of(either(from(deck),from(gy)),except(by_draw)))))",),
    "Mermail Abyssdine": ("condition(mermail_abyssdine,1,when_event(ev(added_to_hand,self,all_of(either(from(deck),from(gy)),by_effect))))",),
    "Chef de Nouvelles": ("condition(chef_de_nouvelles,1,if_event(ev(tributed,self,all_of(from(field),to(extra_deck)))))",),
}


PARTLY = {'K9-X "Ripper/M"'}  # its head is read; its target clause is not


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_self_heads():
    found = real_facts(REAL)
    for name, facts in REAL.items():
        for fact in facts:
            assert fact in found[name], (name, fact, sorted(found[name]))
        key, number = facts[0][len("condition("):].split(",")[:2]
        assert name in PARTLY or f"condition({key},{number},not_understood)" not in found[name], name
