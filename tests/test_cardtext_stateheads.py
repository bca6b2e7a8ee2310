"""State conditions of activated effects compiled from card text
(stateheads): the older "Activate only when <event>." sentence read as the
head "When <event>:" (Konami, "Problem-Solving Card Text, Part 3": what
limits when a card can be activated is written before a colon; Mirror
Force's older text), and counts in other words: "at least N", "N or less",
"in face-up Defense Position", "that has Xyz Material", "with 3 or more
materials", "a Tribute Summoned monster", "NAME is in your GY", "all of
NAME, NAME, and NAME in your GY", "no monsters, or (you) control X",
"no monsters, or only X", "..., and no non-WIND monsters", "exactly N X and
no other monsters", "except a Level 1 monster", "N or more cards are on the
field", "no other cards on the field", "a face-up "X" monster with a
different name" (not this card's name: YGOResources on The Six Samurai -
Zanji). Short texts written here, imported and judged in scenarios both
ways; real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts


def trap(name: str, text: str) -> dict:
    return {"card_type": "Trap", "property": "Normal", "name": name, "text": text}


def spell(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Normal", "name": name, "text": text}


CARDS = [
    trap("Alarm Tester", "Activate only when a monster is Normal Summoned. Draw 1 card."),
    trap("Hand Counter", "Activate only if your opponent has 3 or less cards in their hand. Draw 1 card."),
    trap("Guard Tester", 'Activate only if you control a "Tester" monster in face-up Defense Position. Draw 1 card.'),
    monster("Knights Caller", 'If you have all of "Tester Alpha", "Tester Beta", and "Tester Gamma" in your GY: You can draw 1 card.'),
    trap("Lone Caller", 'If you control no monsters, or you control a "Tester" monster: Draw 1 card.'),
    trap("Wind Caller", "If you control 2 or more WIND monsters, and no non-WIND monsters: Draw 1 card."),
    trap("Level Caller", 'If you control a "Tester" monster, except a Level 1 monster: Draw 1 card.'),
    trap("Xyz Caller", "If you control a face-up Xyz Monster that has Xyz Material: Draw 1 card."),
    trap("Tribute Caller", "If you control a Tribute Summoned monster: Draw 1 card."),
    monster("Tester Samurai", 'You can draw 1 card. You must control a face-up "Tester" monster with a different name '
                              "to activate and to resolve this effect."),
    trap("Crowd Caller", "If 4 or more cards are on the field: Draw 1 card."),
    spell("Calm Caller", "If there are no other cards on the field: Draw 1 card."),
    trap("Pair Caller", "If you control exactly 2 Warrior monsters and no other monsters: Draw 1 card."),
    trap("Crowded Out", "If your opponent controls at least 2 more monsters than you do: Draw 1 card."),
    trap("Zone Envy", "If your opponent controls a card in their Field Zone and you do not: Draw 1 card."),
    trap("Sea Watcher", 'If there is a "Tester Alpha" or "Tester Beta" on the field: Draw 1 card.'),
    {"card_type": "Spell", "property": "Field", "name": "Field Tester", "text": ""},
    monster("Tester Alpha", "", line="Warrior / Normal"),
    monster("Tester Beta", "", line="Warrior / Normal"),
    monster("Tester Gamma", "", line="Warrior / Normal"),
    monster("Tester Tiny", "", line="Warrior / Normal", level=1),
    monster("Big Tester", "", line="Warrior / Normal", level=6),
    monster("Wind Friend", "", line="Winged Beast / Normal", attribute="WIND"),
    monster("Gale Friend", "", line="Winged Beast / Normal", attribute="WIND"),
    monster("Beast Friend", "", line="Beast / Normal"),
    monster("Rank Tester", "2 Level 4 monsters", line="Warrior / Xyz / Effect", level=None, rank=4),
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "stateheads.yaml")


def can(cards: str, card: str, answer: str, actions: str = "", at: str = "") -> None:
    """Whether the card (its first effect) can be activated, with those cards
    and after those actions (one question)."""
    holds(f"""
name: can {card} be activated ({answer})
cards:
{cards}
{actions}
questions:
  - {{id: q, ask: can_activate, card: {card}{at}}}
expect:
  answers: {{q: "{answer}"}}
""")


def fact(name: str, cond: str, n: int = 1) -> str:
    return f"condition({name},{n},{cond})"


@pytest.mark.parametrize("card, facts", [
    ("Alarm Tester", ["when_event(ev(normal_summoned,monster,any))"]),
    ("Hand Counter", ["count_at_most(opponent,hand,card,3)"]),
    ("Guard Tester", ['count_at_least(own,monster_zone,all_of(monster,all_of(where(name_has("Tester")),'
                      'all_of(face_up,where(position(defense))))),1)']),
    ("Knights Caller", [f'count_at_least(own,gy,where(card_named("Tester {x}")),1)' for x in ("Alpha", "Beta", "Gamma")]),
    ("Lone Caller", ["one_of(lone_caller)"]),
    ("Wind Caller", ["count_at_least(own,monster_zone,where(attribute(wind)),2)",
                     "count_at_most(own,monster_zone,all_of(monster,where(non(attribute(wind)))),0)"]),
    ("Level Caller", ['count_at_least(own,monster_zone,all_of(monster,all_of(where(name_has("Tester")),'
                      'except(where(level_between(1,1))))),1)']),
    ("Xyz Caller", ["count_at_least(own,monster_zone,all_of(face_up,all_of(where(subtype(xyz)),where(materials_at_least(1)))),1)"]),
    ("Tribute Caller", ["count_at_least(own,monster_zone,all_of(monster,summoned_as(tribute_summoned)),1)"]),
    ("Crowd Caller", ["count_at_least(any,field,card,4)"]),
    ("Calm Caller", ["count_at_most(any,field,except(self),0)"]),
    ("Pair Caller", ["count_at_least(own,monster_zone,where(monster_type(warrior)),2)", "count_at_most(own,monster_zone,monster,2)"]),
    ("Crowded Out", ["count_more_by(opponent,monster_zone,monster,2)"]),
    ("Zone Envy", ["count_at_least(opponent,field_zone,card,1)", "count_at_most(own,field_zone,card,0)"]),
    ("Sea Watcher", ['count_at_least(any,field,all_of(face_up,where(either(card_named("Tester Alpha"),card_named("Tester Beta")))),1)']),
])
def test_state_heads_compile(card, facts):
    got = compiled(next(x for x in CARDS if x["name"] == card))
    key = card.lower().replace(" ", "_")
    assert {fact(key, x) for x in facts} <= got, sorted(got)
    assert not any(f.startswith(f"not_modelled({key},1,") for f in got), sorted(got)


def test_options_and_different_names_compile():
    got = compiled(next(x for x in CARDS if x["name"] == "Lone Caller"))
    assert {"condition_option(lone_caller,count_at_most(own,monster_zone,monster,0))",
            'condition_option(lone_caller,count_at_least(own,monster_zone,all_of(monster,where(name_has("Tester"))),1))'} <= got
    got = compiled(next(x for x in CARDS if x["name"] == "Tester Samurai"))
    other = ('count_at_least(own,monster_zone,all_of(monster,all_of(face_up,all_of(where(name_has("Tester")),'
             'where(card_not_named("Tester Samurai"))))),1)')
    assert {f"condition(tester_samurai,1,{other})", f"resolve_condition(tester_samurai,1,{other})"} <= got


@pytest.mark.parametrize("text, fact", [
    ("If you have no cards in your Pendulum Zones", "count_at_most(own,spell_trap_zone,subtype(pendulum),0)"),
    ("If your opponent has 2 cards in their Pendulum Zones", "count_at_least(opponent,spell_trap_zone,subtype(pendulum),2)"),
    ("If your opponent controls 2 or more monsters than you do", "count_more_by(opponent,monster_zone,monster,2)"),
    ("If both players control a monster that was Special Summoned from the Extra Deck",
     "count_at_least(own,monster_zone,all_of(monster,where(special_summoned_from(extra_deck))),1)"),
    ('If you have "Tester Alpha" face-up in your Extra Deck', 'count_at_least(own,extra_deck,all_of(face_up,where(card_named("Tester Alpha"))),1)'),
    ("If you have 1 or fewer cards in your hand", "count_at_most(own,hand,card,1)"),
    ("If you control no other cards and have at least 1 other card in your hand", "count_at_least(own,hand,except(self),1)"),
])
def test_more_counts_compile(text, fact):
    got = compiled(monster("M", f"{text}: You can draw 1 card."))
    assert f"condition(m,1,{fact})" in got, sorted(got)


def test_activate_only_when_with_a_colon_or_alone():
    """"Activate only when X: Y." is the head "When X:" too; a Continuous
    Trap's sentence alone is its activation, which only places the card."""
    got = compiled(trap("Colon Alarm", "Activate only when a monster is Normal Summoned: Draw 1 card."))
    assert {"condition(colon_alarm,1,when_event(ev(normal_summoned,monster,any)))", "op(colon_alarm,1,1,draw(1))"} <= got, sorted(got)
    got = compiled({"card_type": "Trap", "property": "Continuous", "name": "Urchin Tester",
                    "text": "Activate only when your opponent activates a Trap Card.\nDuring your Standby Phase: Inflict 1000 damage to your opponent."})
    assert ("condition(urchin_tester,1,responds_to_activation(ev(activated,trap,all_of(by(opponent),card_activation))))" in got), sorted(got)
    assert not any(f.startswith("not_modelled(urchin_tester,1,") for f in got), sorted(got)
    # a Normal Trap's sentence alone: its effect is not in that sentence, not read
    got = compiled(trap("Lone Alarm", "Activate only when a monster is Normal Summoned.\nYou can draw 1 card."))
    assert "condition(lone_alarm,1,not_understood)" in got, sorted(got)


@pytest.mark.parametrize("text", [
    "Activate only when your opponent declares a second direct attack during the same Battle Phase. Draw 1 card.",  # an event not read
    "If you control only 1 face-up monster: Draw 1 card.",  # face-down monsters besides it, or not: not read
    "If you control a monster, except a Warrior monster: Draw 1 card.",
])
def test_states_not_read_stay_not_understood(text):
    assert "condition(t,1,not_understood)" in compiled(trap("T", text))


# ---- judged -------------------------------------------------------------------------

@pytest.mark.parametrize("summoned, answer", [(True, "yes"), (False, "no")])
def test_activate_only_when_a_monster_is_normal_summoned(imported, summoned, answer):
    actions = "actions:\n  - summon: {card: a, how: normal}" if summoned else ""
    can("  - {id: trap, name: Alarm Tester, owner: opp, zone: spell_trap_zone}\n"
        "  - {id: a, name: Tester Alpha, owner: you, zone: hand}", "trap", answer, actions, ", at: {after: 1}" if summoned else "")


@pytest.mark.parametrize("in_hand, answer", [(3, "yes"), (4, "no")])
def test_three_or_less_cards_in_their_hand(imported, in_hand, answer):
    hand = "".join(f"\n  - {{id: h{i}, name: Beast Friend, owner: opp, zone: hand}}" for i in range(in_hand))
    can(f"  - {{id: trap, name: Hand Counter, owner: you, zone: spell_trap_zone}}{hand}", "trap", answer)


@pytest.mark.parametrize("position, face, answer", [("defense", "up", "yes"), ("attack", "up", "no"), ("defense", "down", "no")])
def test_in_face_up_defense_position(imported, position, face, answer):
    can("  - {id: trap, name: Guard Tester, owner: you, zone: spell_trap_zone}\n"
        f"  - {{id: a, name: Tester Alpha, owner: you, zone: monster_zone, position: {position}, face: {face}}}", "trap", answer)


@pytest.mark.parametrize("gamma, answer", [("gy", "yes"), ("hand", "no")])
def test_all_of_three_names_in_your_gy(imported, gamma, answer):
    can("  - {id: me, name: Knights Caller, owner: you, zone: monster_zone}\n"
        "  - {id: a, name: Tester Alpha, owner: you, zone: gy}\n  - {id: b, name: Tester Beta, owner: you, zone: gy}\n"
        f"  - {{id: c, name: Tester Gamma, owner: you, zone: {gamma}}}", "me", answer)


@pytest.mark.parametrize("mine, answer", [("", "yes"), ("Tester Alpha", "yes"), ("Beast Friend", "no")])
def test_no_monsters_or_you_control_a_tester(imported, mine, answer):
    monster_line = f"\n  - {{id: m, name: {mine}, owner: you, zone: monster_zone}}" if mine else ""
    can(f"  - {{id: trap, name: Lone Caller, owner: you, zone: spell_trap_zone}}{monster_line}", "trap", answer)


@pytest.mark.parametrize("third, answer", [("", "yes"), ("Beast Friend", "no")])
def test_wind_monsters_and_no_non_wind_monsters(imported, third, answer):
    other = f"\n  - {{id: c, name: {third}, owner: you, zone: monster_zone}}" if third else ""
    can("  - {id: trap, name: Wind Caller, owner: you, zone: spell_trap_zone}\n"
        "  - {id: a, name: Wind Friend, owner: you, zone: monster_zone}\n"
        f"  - {{id: b, name: Gale Friend, owner: you, zone: monster_zone}}{other}", "trap", answer)


@pytest.mark.parametrize("mine, answer", [("Tester Alpha", "yes"), ("Tester Tiny", "no")])
def test_a_tester_except_a_level_1_monster(imported, mine, answer):
    can("  - {id: trap, name: Level Caller, owner: you, zone: spell_trap_zone}\n"
        f"  - {{id: m, name: {mine}, owner: you, zone: monster_zone}}", "trap", answer)


@pytest.mark.parametrize("material, answer", [(True, "yes"), (False, "no")])
def test_an_xyz_monster_that_has_xyz_material(imported, material, answer):
    mat = "\n  - {id: mat, name: Beast Friend, owner: you, zone: material, attached_to: x}" if material else ""
    can("  - {id: trap, name: Xyz Caller, owner: you, zone: spell_trap_zone}\n"
        f"  - {{id: x, name: Rank Tester, owner: you, zone: monster_zone}}{mat}", "trap", answer)


@pytest.mark.parametrize("tribute, answer", [(True, "yes"), (False, "no")])
def test_a_tribute_summoned_monster(imported, tribute, answer):
    """A monster the scenario lists on the field from the start was not
    Tribute Summoned in it (head_conditions.lp r_summoned_as)."""
    actions = "actions:\n  - summon: {card: big, how: tribute, tributes: [a]}" if tribute else ""
    can("  - {id: trap, name: Tribute Caller, owner: you, zone: spell_trap_zone}\n"
        f"  - {{id: big, name: Big Tester, owner: you, zone: {'hand' if tribute else 'monster_zone'}}}\n"
        "  - {id: a, name: Tester Alpha, owner: you, zone: monster_zone}", "trap", answer, actions, ", at: {after: 1}" if tribute else "")


@pytest.mark.parametrize("other, answer", [("Tester Alpha", "yes"), ("Tester Samurai", "no")])
def test_a_tester_with_a_different_name(imported, other, answer):
    can("  - {id: me, name: Tester Samurai, owner: you, zone: monster_zone}\n"
        f"  - {{id: o, name: {other}, owner: you, zone: monster_zone}}", "me", answer)


@pytest.mark.parametrize("count, answer", [(4, "yes"), (3, "no")])
def test_four_or_more_cards_on_the_field(imported, count, answer):
    """The Set Trap itself is one of them."""
    others = "".join(f"\n  - {{id: m{i}, name: Beast Friend, owner: opp, zone: monster_zone}}" for i in range(count - 1))
    can(f"  - {{id: trap, name: Crowd Caller, owner: you, zone: spell_trap_zone}}{others}", "trap", answer)


@pytest.mark.parametrize("theirs, answer", [(False, "yes"), (True, "no")])
def test_no_other_cards_on_the_field(imported, theirs, answer):
    other = "\n  - {id: m, name: Beast Friend, owner: opp, zone: monster_zone}" if theirs else ""
    can(f"  - {{id: calm, name: Calm Caller, owner: you, zone: hand}}{other}", "calm", answer)


@pytest.mark.parametrize("third, answer", [("", "yes"), ("Tester Gamma", "no")])
def test_exactly_two_warriors_and_no_other_monsters(imported, third, answer):
    other = f"\n  - {{id: c, name: {third}, owner: you, zone: monster_zone}}" if third else ""
    can("  - {id: trap, name: Pair Caller, owner: you, zone: spell_trap_zone}\n"
        "  - {id: a, name: Tester Alpha, owner: you, zone: monster_zone}\n"
        f"  - {{id: b, name: Tester Beta, owner: you, zone: monster_zone}}{other}", "trap", answer)


@pytest.mark.parametrize("theirs, mine, answer", [(3, 1, "yes"), (3, 2, "no"), (2, 0, "yes")])
def test_at_least_two_more_monsters_than_you_do(imported, theirs, mine, answer):
    cards = "".join(f"\n  - {{id: o{i}, name: Beast Friend, owner: opp, zone: monster_zone}}" for i in range(theirs))
    cards += "".join(f"\n  - {{id: m{i}, name: Tester Alpha, owner: you, zone: monster_zone}}" for i in range(mine))
    can(f"  - {{id: trap, name: Crowded Out, owner: you, zone: spell_trap_zone}}{cards}", "trap", answer)


@pytest.mark.parametrize("mine, answer", [(False, "yes"), (True, "no")])
def test_a_card_in_their_field_zone_and_you_do_not(imported, mine, answer):
    own = "\n  - {id: f2, name: Field Tester, owner: you, zone: field_zone}" if mine else ""
    can(f"  - {{id: trap, name: Zone Envy, owner: you, zone: spell_trap_zone}}\n"
        f"  - {{id: f1, name: Field Tester, owner: opp, zone: field_zone}}{own}", "trap", answer)


@pytest.mark.parametrize("theirs, face, answer", [("Tester Beta", "up", "yes"), ("Tester Beta", "down", "no"), ("Tester Gamma", "up", "no")])
def test_there_is_x_or_y_on_the_field(imported, theirs, face, answer):
    can("  - {id: trap, name: Sea Watcher, owner: you, zone: spell_trap_zone}\n"
        f"  - {{id: m, name: {theirs}, owner: opp, zone: monster_zone, face: {face}, position: defense}}", "trap", answer)


# ---- real card texts -----------------------------------------------------------------

REAL = {
    "Scrap Crash": ['condition(scrap_crash,1,when_event(ev(destroyed,all_of(monster,all_of(where(name_has("Scrap")),own)),'
                    'all_of(from(monster_zone),to(gy)))))'],
    "Dimension Wall": ["condition(dimension_wall,1,when_event(declared_attack(opponent)))"],
    "Mind Wipe": ["condition(mind_wipe,1,count_at_most(opponent,hand,card,3))"],
    "Karakuri Cash Shed": ['condition(karakuri_cash_shed,1,count_at_least(own,monster_zone,all_of(monster,all_of(where(name_has("Karakuri")),'
                           'all_of(face_up,where(position(defense))))),1))'],
    "Royal Straight Slasher": [f'condition(royal_straight_slasher,1,count_at_least(own,gy,where(card_named("{n}")),1))'
                               for n in ("Queen's Knight", "King's Knight", "Jack's Knight")],
    "Flick Clown": ["condition(flick_clown,1,count_at_least(own,monster_zone,all_of(where(monster_type(cyberse)),except(self)),2))",
                    "condition(flick_clown,1,count_at_most(own,hand,card,0))"],
    "Windwitch - Snow Bell": ["condition(windwitch_snow_bell,1,count_at_least(own,monster_zone,where(attribute(wind)),2))",
                              "condition(windwitch_snow_bell,1,count_at_most(own,monster_zone,all_of(monster,where(non(attribute(wind)))),0))"],
    "Heroic Challenger - Knuckle Sword": [
        'condition(heroic_challenger_knuckle_sword,1,count_at_least(own,monster_zone,all_of(monster,all_of(where(name_has("Heroic")),'
        'except(where(level_between(1,1))))),1))'],
    "Exosister Martha": ["condition(exosister_martha,1,count_at_most(own,monster_zone,except(all_of(face_up,where(subtype(xyz)))),0))"],
    "Iron Draw": ["condition(iron_draw,1,count_at_most(own,monster_zone,monster,2))"],
    "Overlay Sentinel": ["where(materials_at_least(1))"],
    "Lyrilusc - Bird Sanctuary": ["where(materials_at_least(3))"],
    "Clown Crew Finale": ["summoned_as(tribute_summoned)"],
    "The Six Samurai - Yaichi": ['resolve_condition(the_six_samurai_yaichi,1,count_at_least(own,monster_zone,all_of(monster,all_of(face_up,'
                                'all_of(where(name_has("Six Samurai")),where(card_not_named("The Six Samurai - Yaichi"))))),1))'],
    "Audhumla, Progenitor of the Frozen Expanse": ["count_at_least(any,field,card,4)"],
    "Vesper Girsu": ["count_more_by(opponent,monster_zone,monster,2)"],
    "After the Storm": ["condition(after_the_storm,1,count_at_most(any,field,except(self),0))"],
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_state_heads():
    found = real_facts(REAL)
    for name, parts in REAL.items():
        for part in parts:
            assert any(part in f for f in found[name]), (name, part, sorted(found[name]))


def test_activate_and_resolve_without_the_second_to():
    """"... for you to activate and resolve this effect" (Explosive Urchin,
    Switch Point) is the same condition as "... to activate and to resolve
    this effect": it gates the effect before it, never an effect of its own."""
    got = compiled(trap("Urchin Tester", "Draw 1 card. Your opponent must control 3 or more monsters for you to activate and resolve this effect."))
    assert "condition(urchin_tester,1,count_at_least(opponent,monster_zone,monster,3))" in got
    assert "resolve_condition(urchin_tester,1,count_at_least(opponent,monster_zone,monster,3))" in got
    assert not any(f.startswith("effect(urchin_tester,2") for f in got)
