"""Event heads compiled from card text (issue 15, events round 6): "If this
card is sent to the GY because the equipped monster is destroyed / has left
the field / ..." (asp/events/head_conditions.lp because_equipped). Short
texts written here in the style of real cards, each imported and judged in
scenarios that show the engine deriving the outcome both ways; real card
texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations


import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts



def equip(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Equip", "name": name, "text": text}


CARDS = [
    equip("Mourning Blade", "If this card is sent to the GY because the equipped monster is destroyed: You can draw 1 card."),
    equip("Parting Cloak", "If this card is sent to the GY because the equipped monster has left the field: You can draw 1 card."),
    equip("Battle Shroud", "If this card is sent to the GY because the equipped monster was destroyed by battle and sent to the GY: "
                           "You can draw 1 card."),
    monster("Plain Soldier", "You can draw 1 card.", atk=1000),
    monster("Big Brute", "You can draw 1 card.", atk=2500),
    {"card_type": "Spell", "property": "Normal", "name": "Oops!", "text": "Target 1 card on the field; destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Far Exile", "text": "Target 1 card on the field; banish it."},
    # this card in the Field Zone, added from the GY to the hand, Tributed for a Ritual Summon
    {"card_type": "Spell", "property": "Field", "name": "Tester Ground",
     "text": "If this face-up card in the Field Zone is sent to the GY: You can draw 1 card."},
    monster("Dust Caller", "You can send 1 card from your hand to the GY; draw 1 card."),
    monster("Lost Page", "If this card is added from your GY to your hand by a card effect: You can draw 1 card."),
    {"card_type": "Spell", "property": "Normal", "name": "Grave Pick", "text": "Target 1 monster in your GY; add it to your hand."},
    {"card_type": "Spell", "property": "Normal", "name": "Bounce Pick", "text": "Target 1 monster on the field; return it to the hand."},
    monster("Rite Page", "If this card is Tributed for a Ritual Summon: You can draw 1 card.", level=2),
    monster("Tribute Taker", "You can Tribute 1 monster; draw 1 card."),
    monster("Red Bird", "When this card you control is destroyed by battle with an opponent's attacking monster and sent to your GY: "
                        "You can draw 1 card.", atk=1000),
    monster("Chain Twin", "If this card on the field is destroyed by card effect, except \"Chain Twin\", or by battle: You can draw 1 card. "
                          "You can target 1 card on the field; destroy it."),
    monster("Grave Toll", "If a monster(s) is sent to your opponent's GY: You can draw 1 card."),
    monster("Gust Bird", "When this face-up card on the field is sent to the GY, except by battle: You can draw 1 card.", atk=1000),
    monster("Wild Call", "If this card is Special Summoned by the effect of a Beast monster: You can draw 1 card."),
    monster("Beast Herder", "You can target 1 monster in your GY; Special Summon it.", line="Beast / Effect"),
    monster("Bird Herder", "You can target 1 monster in your GY; Special Summon it.", line="Winged Beast / Effect"),
    monster("Pain Echo", "If effect damage is inflicted: You can draw 1 card.", atk=3000),
    {"card_type": "Spell", "property": "Normal", "name": "Small Burn", "text": "Inflict 500 damage to your opponent."},
    {"card_type": "Spell", "property": "Continuous", "name": "Tester Dojo",
     "text": "Each time a \"Tester\" monster(s) is Normal or Special Summoned, place 1 Bushido Counter on this card. "
             "You can remove 2 Bushido Counters from this card; draw 1 card."},
    monster("Tester Knight", "You can draw 1 card."),
    {"card_type": "Monster", "monster_type_line": "Warrior / Xyz / Effect", "attribute": "EARTH", "rank": 4, "atk": 2000, "def": 1500,
     "name": "Rank Keeper", "text": "2 Level 4 monsters\nIf this card is destroyed while it has material: You can draw 1 card."},
    {"card_type": "Spell", "property": "Ritual", "name": "Rite of Blades",
     "text": "This card is used to Ritual Summon \"Blade Lord\". You must also Tribute monsters from your hand or field whose total Levels "
             "equal 6 or more."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Ritual / Effect", "attribute": "LIGHT", "level": 6, "atk": 2400, "def": 2000,
     "name": "Blade Lord", "text": "Cannot be destroyed by battle."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "events6.yaml")


def test_because_the_equipped_monster_compiles():
    by = {c["name"]: c for c in CARDS}
    got = compiled(by["Mourning Blade"])
    assert "condition(mourning_blade,2,if_event(ev(sent_to_gy,self,because_equipped(destroyed,any))))" in got
    assert "activate_from(mourning_blade,2,gy)" in got
    assert "condition(parting_cloak,2,if_event(ev(sent_to_gy,self,because_equipped(left_field,any))))" in compiled(by["Parting Cloak"])
    assert ("condition(battle_shroud,2,if_event(ev(sent_to_gy,self,because_equipped(destroyed,all_of(by_battle,to(gy))))))"
            in compiled(by["Battle Shroud"]))
    # the equipped monster's event not read whole: the head stays not understood
    odd = compiled(equip("Odd Blade", "If this card is sent to the GY because the equipped monster is flipped face-down: "
                                      "You can draw 1 card."))
    assert "condition(odd_blade,2,not_understood)" in odd


@pytest.mark.parametrize("blade, spell, target, can", [
    ("Mourning Blade", "Oops!", "soldier", "yes"),    # the monster destroyed: the rule destroys the Equip Spell
    ("Mourning Blade", "Oops!", "blade", "no"),       # the Equip Spell destroyed itself, not because of its monster
    ("Mourning Blade", "Far Exile", "soldier", "no"),  # the monster banished, not destroyed
    ("Parting Cloak", "Far Exile", "soldier", "yes"),  # ... it has left the field
    ("Parting Cloak", "Oops!", "blade", "no"),
])
def test_sent_to_the_gy_because_the_equipped_monster(imported, blade, spell, target, can):
    """r_because_equipped: the rule destroyed the Equip Spell because its
    monster left the field, by an event of that kind."""
    holds(f"""
name: {blade} equipped to Plain Soldier; {spell} on the {target}
cards:
  - {{id: blade, name: {blade}, owner: you, zone: hand}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: monster_zone}}
  - {{id: spell, name: {spell}, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: blade, targets: [soldier]}}
  - chain:
      - {{card: spell, targets: [{target}]}}
questions:
  - {{id: q, ask: can_activate, card: blade, effect: 2, at: {{after: 2}}}}
expect:
  zones: {{blade: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("how, can", [("attack", "yes"), ("oops", "no")])
def test_because_the_equipped_monster_was_destroyed_by_battle(imported, how, can):
    """The equipped monster's event passes the filter: destroyed by battle."""
    steps = ("damage_step", "before_damage_calculation", "damage_calculation", "after_damage_calculation", "end_damage_step")
    act = ("- phase: battle_step\n  - attack: {card: soldier, target: brute}" + "".join(f"\n  - phase: {p}" for p in steps) if how == "attack"
           else "- chain:\n      - {card: oops, targets: [soldier]}")
    holds(f"""
name: Battle Shroud on Plain Soldier; it is destroyed by {how}
turn: you
cards:
  - {{id: shroud, name: Battle Shroud, owner: you, zone: hand}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: shroud, targets: [soldier]}}
  {act}
questions:
  - {{id: q, ask: can_activate, card: shroud, effect: 2}}
expect:
  zones: {{shroud: gy, soldier: gy}}
  answers: {{q: "{can}"}}
""")


def test_more_event_heads_compile():
    by = {c["name"]: c for c in CARDS}
    assert ("condition(tester_ground,2,if_event(ev(sent_to_gy,all_of(self,face_up),from(field_zone))))"
            in compiled(by["Tester Ground"]))
    assert "condition(lost_page,1,if_event(ev(added_to_hand,self,all_of(from(gy),by_effect))))" in compiled(by["Lost Page"])
    assert "condition(rite_page,1,if_event(ev(tributed,self,for_summon(ritual_summoned))))" in compiled(by["Rite Page"])
    got = compiled(monster("Roid Finder", "When a \"roid\" monster(s) is added from your GY to your hand: You can draw 1 card."))
    assert "condition(roid_finder,1,when_event(ev(added_to_hand,all_of(monster,all_of(where(name_has(\"roid\")),owned)),from(gy))))" in got


@pytest.mark.parametrize("how, face, can", [("oops", "up", "yes"), ("oops", "down", "no"), ("exile", "up", "no"), ("caller", "up", "no")])
def test_this_face_up_card_in_the_field_zone_is_sent_to_the_gy(imported, how, face, can):
    """Destroyed face-up in the Field Zone: yes; Set there: no; banished: no; sent from the hand: no."""
    act = {"oops": "- chain:\n      - {card: oops, targets: [ground]}", "exile": "- chain:\n      - {card: exile, targets: [ground]}",
           "caller": "- chain:\n      - {card: caller, cost: {send_to_gy: [ground]}}"}[how]
    holds(f"""
name: Tester Ground leaves by {how}
cards:
  - {{id: ground, name: Tester Ground, owner: you, zone: {"hand" if how == "caller" else "field_zone"}, face: {face}}}
  - {{id: oops, name: Oops!, owner: you, zone: hand}}
  - {{id: exile, name: Far Exile, owner: you, zone: hand}}
  - {{id: caller, name: Dust Caller, owner: you, zone: monster_zone}}
actions:
  {act}
questions:
  - {{id: q, ask: can_activate, card: ground, effect: 2}}
expect:
  zones: {{ground: {"banished" if how == "exile" else "gy"}}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("spell, zone, can", [("Grave Pick", "gy", "yes"), ("Bounce Pick", "monster_zone", "no")])
def test_added_from_your_gy_to_your_hand_by_a_card_effect(imported, spell, zone, can):
    holds(f"""
name: {spell} puts Lost Page in the hand from the {zone}
cards:
  - {{id: page, name: Lost Page, owner: you, zone: {zone}}}
  - {{id: pick, name: {spell}, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: pick, targets: [page]}}
questions:
  - {{id: q, ask: can_activate, card: page}}
expect:
  zones: {{page: hand}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("ritual, can", [(True, "yes"), (False, "no")])
def test_tributed_for_a_ritual_summon(imported, ritual, can):
    """r_tributed_for_ritual: Tributed by the Ritual Spell, yes; as a cost, no."""
    act = ("- chain: [{card: rite, summon: {card: lord, tributes: [soldier, page]}}]" if ritual
           else "- chain: [{card: taker, cost: {tribute: [page]}}]")
    holds(f"""
name: Rite Page Tributed ({"Ritual Summon" if ritual else "a cost"})
cards:
  - {{id: rite, name: Rite of Blades, owner: you, zone: hand}}
  - {{id: lord, name: Blade Lord, owner: you, zone: hand}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: monster_zone}}
  - {{id: page, name: Rite Page, owner: you, zone: monster_zone}}
  - {{id: taker, name: Tribute Taker, owner: you, zone: monster_zone}}
actions:
  {act}
questions:
  - {{id: q, ask: can_activate, card: page}}
expect:
  zones: {{page: gy}}
  answers: {{q: "{can}"}}
""")


def test_destroyed_by_battle_with_an_opponents_attacking_monster_compiles():
    got = compiled(next(c for c in CARDS if c["name"] == "Red Bird"))
    assert ("condition(red_bird,1,when_event(ev(destroyed,all_of(self,all_of(own,where(attack_target))),"
            "all_of(by_battle,all_of(by(opponent),to(gy))))))") in got


@pytest.mark.parametrize("attacker, can", [("brute", "yes"), ("bird", "no")])
def test_destroyed_by_battle_with_an_opponents_attacking_monster(imported, attacker, can):
    """The destroyed card was the attack target (filter attack_target, as it was before it left)."""
    steps = "".join(f"\n  - phase: {p}" for p in ("damage_step", "before_damage_calculation", "damage_calculation",
                                                  "after_damage_calculation", "end_damage_step"))
    target = "bird" if attacker == "brute" else "brute"
    holds(f"""
name: {attacker} attacks; Red Bird is destroyed by battle
turn: {"opp" if attacker == "brute" else "you"}
phase: battle_step
cards:
  - {{id: bird, name: Red Bird, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: {attacker}, target: {target}}}{steps}
questions:
  - {{id: q, ask: can_activate, card: bird}}
expect:
  zones: {{bird: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("by, can", [("oops", "yes"), ("twin", "no")])
def test_destroyed_by_card_effect_except_a_named_cards(imported, by, can):
    """Destroyed by Oops!: yes; by its own effect (a card so named): no."""
    holds(f"""
name: Chain Twin destroyed by {by}
cards:
  - {{id: twin, name: Chain Twin, owner: you, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: {by}, {"effect: 2, " if by == "twin" else ""}targets: [twin]}}
questions:
  - {{id: q, ask: can_activate, card: twin, effect: 1}}
expect:
  zones: {{twin: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("whose, can", [("opp", "yes"), ("you", "no")])
def test_sent_to_your_opponents_gy(imported, whose, can):
    """A card goes to its owner's GY: a monster your opponent owns."""
    assert "condition(grave_toll,1,if_event(ev(sent_to_gy,all_of(monster,except(owned)),to(gy))))" in compiled(
        next(c for c in CARDS if c["name"] == "Grave Toll"))
    holds(f"""
name: Oops! destroys a monster {whose} own(s); Grave Toll waits
cards:
  - {{id: toll, name: Grave Toll, owner: you, zone: monster_zone}}
  - {{id: soldier, name: Plain Soldier, owner: {whose}, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: oops, targets: [soldier]}}
questions:
  - {{id: q, ask: can_activate, card: toll}}
expect:
  zones: {{soldier: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("how, can", [("oops", "yes"), ("battle", "no")])
def test_sent_to_the_gy_except_by_battle(imported, how, can):
    steps = "".join(f"\n  - phase: {p}" for p in ("damage_step", "before_damage_calculation", "damage_calculation",
                                                  "after_damage_calculation", "end_damage_step"))
    act = ("- phase: battle_step\n  - attack: {card: bird, target: brute}" + steps if how == "battle"
           else "- chain:\n      - {card: oops, targets: [bird]}")
    holds(f"""
name: Gust Bird leaves by {how}
turn: you
cards:
  - {{id: bird, name: Gust Bird, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
  - {{id: oops, name: Oops!, owner: you, zone: hand}}
actions:
  {act}
questions:
  - {{id: q, ask: can_activate, card: bird}}
expect:
  zones: {{bird: gy}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("herder, can", [("Beast Herder", "yes"), ("Bird Herder", "no")])
def test_special_summoned_by_the_effect_of_a_beast_monster(imported, herder, can):
    """source(...): the card whose effect Special Summoned it is a Beast monster."""
    assert ("condition(wild_call,1,if_event(ev(special_summoned,self,all_of(by_effect,source(both(card_type(monster),"
            "monster_type(beast)))))))") in compiled(next(c for c in CARDS if c["name"] == "Wild Call"))
    holds(f"""
name: {herder} Special Summons Wild Call
cards:
  - {{id: herder, name: {herder}, owner: you, zone: monster_zone}}
  - {{id: wild, name: Wild Call, owner: you, zone: gy}}
actions:
  - chain:
      - {{card: herder, targets: [wild]}}
questions:
  - {{id: q, ask: can_activate, card: wild}}
expect:
  zones: {{wild: monster_zone}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("how, can", [("burn", "yes"), ("battle", "no")])
def test_if_effect_damage_is_inflicted(imported, how, can):
    """took_damage by an effect (to either player); battle damage is not effect damage."""
    assert "condition(pain_echo,1,if_event(ev(took_damage,any,by_effect)))" in compiled(next(c for c in CARDS if c["name"] == "Pain Echo"))
    steps = "".join(f"\n  - phase: {p}" for p in ("damage_step", "before_damage_calculation", "damage_calculation",
                                                  "after_damage_calculation", "end_damage_step"))
    act = ("- phase: battle_step\n  - attack: {card: echo, target: direct}" + steps if how == "battle"
           else "- chain:\n      - {card: burn}")
    holds(f"""
name: Pain Echo and {how} damage
turn: you
cards:
  - {{id: echo, name: Pain Echo, owner: you, zone: monster_zone}}
  - {{id: burn, name: Small Burn, owner: you, zone: hand}}
actions:
  {act}
questions:
  - {{id: q, ask: can_activate, card: echo}}
expect:
  life_points: {{opp: {7500 if how == "burn" else 5000}}}
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("who, can", [("knight", "yes"), ("soldier", "no")])
def test_each_time_a_named_monster_is_summoned_place_a_counter(imported, who, can):
    """A continuous "each time ..., place 1 Bushido Counter on this card" (r_each_time_counters, no chain):
    a "Tester" monster Summoned puts the second counter the cost needs."""
    assert ('applies_continuously(tester_dojo,2,each_time(ev(any_of(normal_summoned,special_summoned),where(name_has("Tester")),any),'
            'place_counters(bushido,1)))') in compiled(next(c for c in CARDS if c["name"] == "Tester Dojo"))
    holds(f"""
name: Tester Dojo with 1 Bushido Counter; {who} is Normal Summoned
cards:
  - {{id: dojo, name: Tester Dojo, owner: you, zone: spell_trap_zone, face: up, counters: {{bushido: 1}}}}
  - {{id: knight, name: Tester Knight, owner: you, zone: hand}}
  - {{id: soldier, name: Plain Soldier, owner: you, zone: hand}}
actions:
  - summon: {{card: {who}, how: normal}}
questions:
  - {{id: q, ask: can_activate, card: dojo, effect: 3}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("material, can", [(True, "yes"), (False, "no")])
def test_destroyed_while_it_has_material(imported, material, can):
    """r_with_material: a material was attached to it just before it was destroyed."""
    assert "condition(rank_keeper,1,if_event(ev(destroyed,self,with_material)))" in compiled(
        next(c for c in CARDS if c["name"] == "Rank Keeper"))
    mat = "\n  - {id: mat, name: Plain Soldier, owner: you, zone: material, attached_to: keeper}" if material else ""
    holds(f"""
name: Rank Keeper destroyed {"with" if material else "without"} material
cards:
  - {{id: keeper, name: Rank Keeper, owner: you, zone: monster_zone}}{mat}
  - {{id: oops, name: Oops!, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: oops, targets: [keeper]}}
questions:
  - {{id: q, ask: can_activate, card: keeper}}
expect:
  zones: {{keeper: gy}}
  answers: {{q: "{can}"}}
""")


REAL = {
    "Grief Tablet": "if_event(ev(sent_to_gy,self,because_equipped(destroyed,any)))",
    "Revenge Rally": "because_equipped(left_field,any)",
    "Dragon Nails": "because_equipped(destroyed,all_of(by_battle,to(gy)))",
    "Glowing Crossbow": "because_equipped(used_as_material,for_summon(synchro_summoned))",
    "U.A. Powered Jersey": "because_equipped(returned_to_hand,any)",
    "Flint": "if_event(ev(destroyed,self,because_equipped(destroyed,any)))",
    "Triamid Kingolem": "if_event(ev(sent_to_gy,all_of(self,face_up),from(field_zone)))",
    "Kozmotown": "if_event(ev(destroyed,self,all_of(from(field_zone),by_effect)))",
    "Latency": "if_event(ev(added_to_hand,self,all_of(from(gy),by_effect)))",
    "Miracle Raven": "if_event(ev(tributed,self,for_summon(ritual_summoned)))",
    "Gravekeeper's Nobleman": "when_event(ev(destroyed,all_of(self,all_of(own,where(attack_target))),all_of(by_battle,all_of(by(opponent),to(gy)))))",
    "Unchained Twins - Rakea": 'either(all_of(by_effect,source(card_not_named("Unchained Twins - Rakea"))),by_battle)',
    "Kelbek the Ancient Vanguard": "if_event(ev(sent_to_gy,except(owned),all_of(either(from(hand),from(deck)),outside(damage_step))))",
    "Coffin Seller": "if_event(ev(sent_to_gy,all_of(monster,except(owned)),to(gy)))",
    "Kalantosa, Mystical Beast of the Forest": "source(both(card_type(monster),monster_type(beast)))",
    "Gusto Falco": "when_event(ev(sent_to_gy,all_of(self,face_up),all_of(from(field),except(by_battle))))",
    "Trickstar Noble Angel": "if_event(ev(took_damage,any,all_of(by_effect,outside(damage_step))))",
    "Salamangreat Wolvie": "if_event(ev(added_to_hand,self,all_of(from(gy),by_effect)))",
    "Necrovalley Temple": "if_event(ev(destroyed,all_of(self,own),all_of(by(opponent),all_of(by_effect,to(gy)))))",
    "Electric Snake": "when_event(ev(discarded,self,all_of(from(hand),all_of(to(gy),all_of(by(opponent),by_effect)))))",
    "Cyber Dinosaur": "when_event(ev(special_summoned,any,all_of(by(opponent),all_of(from(hand),outside(damage_step)))))",
    "Temple of the Six": ('each_time(ev(any_of(normal_summoned,special_summoned),where(name_has("Six Samurai")),any),'
                          'place_counters(bushido,1))'),
    "Rodenut": "each_time(ev(special_summoned,monster,by(opponent)),place_counters(nut,1))",
    "Number 92: Heart-eartH Dragon": "if_event(ev(destroyed,self,all_of(to(gy),with_material)))",
    "ZW - Sleipnir Mail": "when_event(ev(sent_to_gy,all_of(self,own),all_of(to(gy),because_equipped(destroyed,by(opponent)))))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_event_heads():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        facts = found[name]
        assert any(fact in f for f in facts), (name, sorted(facts))
