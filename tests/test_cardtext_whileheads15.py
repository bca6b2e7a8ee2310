"""Heads with a second condition joined by "while" or ", and" (whileheads15):
", while <state> (except during the Damage Step)", ", while "X" is on the
field", "During damage calculation, if ..., while <state>", "If a monster(s)
is <event>, and you control ...", "..., while <state> and this card is in
your GY", "..., while this card is in your GY, except the turn this card was
sent to the GY", "... in your Graveyard". The state is an activation
condition, met when the effect is activated (PSCT Part 4). Short texts
written here and real cards of the shared card data, imported and judged
both ways.
"""

from __future__ import annotations

import pytest

from imported import compiled, data_lines, expectations_hold, import_cards, monster, real_facts_hold

CARDS = [
    monster("Tester Alpha", "You can draw 1 card."),
    monster("Beast Friend", "You can draw 1 card.", line="Beast / Effect"),
    monster("Fire Friend", "You can draw 1 card.", line="Pyro / Effect", attribute="FIRE"),
    monster("Late Tracker", "If a monster is Normal Summoned while this card is in your GY, except the turn this card was sent to the GY: "
                            "You can Special Summon this card."),
    {"card_type": "Spell", "property": "Continuous", "name": "Tester Horn",
     "text": "If a monster(s) is Normal Summoned, and you control a \"Tester\" monster (except during the Damage Step): You can draw 1 card."},
    {"card_type": "Trap", "property": "Normal", "name": "Oops!", "text": "Target 1 card you control; destroy it."},
]
REAL = ["Kitsuni Kitsunebi", "Gravekeeper's Assailant", "Necrovalley", "The Phantom Knights of Dark Gauntlets", "Tearlaments Scream", "Tearlaments Reinoheart"]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS + data_lines(REAL))


def holds(text: str) -> None:
    expectations_hold(text, "whileheads15.yaml")


# ---- compiled -----------------------------------------------------------------------

def by_name(name: str) -> dict:
    return next(x for x in CARDS if x["name"] == name)


def test_written_heads_compile():
    got = compiled(by_name("Late Tracker"))
    assert {"activate_from(late_tracker,1,gy)", "condition(late_tracker,1,not_sent_to_gy_this_turn)",
            "condition(late_tracker,1,if_event(ev(normal_summoned,any,any)))"} <= got, sorted(got)
    got = compiled(by_name("Tester Horn"))
    assert {"condition(tester_horn,2,if_event(ev(normal_summoned,any,outside(damage_step))))",
            'condition(tester_horn,2,count_at_least(own,monster_zone,all_of(monster,where(name_has("Tester"))),1))'} <= got, sorted(got)
    assert not any(f.startswith("condition(tester_horn,2,not_understood") for f in got), sorted(got)


@pytest.mark.parametrize("text, facts", [
    ("When this card declares an attack while \"Necrovalley\" is on the field: You can draw 1 card.",
     ["when_event(ev(declared_attack,self,any))", 'count_at_least(any,field,all_of(face_up,where(card_named("Necrovalley"))),1)']),
    ("If your opponent Normal Summons a monster while you control no monsters (except during the Damage Step): You can draw 1 card.",
     ["if_event(ev(normal_summoned,any,all_of(by(opponent),outside(damage_step))))", "count_at_most(own,monster_zone,monster,0)"]),
    ("During damage calculation, if a monster battles while you have no cards in your hand: You can draw 1 card.",
     ["during_phase(damage_calculation)", "count_at_most(own,hand,card,0)"]),
    ("When an opponent's monster declares an attack, while you have no cards in your hand and this card is in your Graveyard: "
     "You can Special Summon this card.", ["count_at_most(own,hand,card,0)"]),
    ("When your opponent activates a Spell/Trap Card or effect, while a WATER monster is in your GY (Quick Effect): You can draw 1 card.",
     ["count_at_least(own,gy,where(attribute(water)),1)"]),
    ("When your opponent's monster declares a direct attack while you have 3000 or less LP: You can draw 1 card.", ["lp_at_most(own,3000)"]),
    ("When this card inflicts battle damage to your opponent, while they have 4 or more cards in their hand: You can draw 1 card.",
     ["count_at_least(opponent,hand,card,4)"]),
    ('When your opponent activates a card or effect, while you control a "Tester" monster and a "Tester" Equip Spell (Quick Effect): '
     "You can draw 1 card.", ['count_at_least(own,monster_zone,all_of(monster,where(name_has("Tester"))),1)',
                             'count_at_least(own,field,all_of(face_up,all_of(spell,where(both(name_has("Tester"),subtype(equip))))),1)']),
])
def test_while_states_compile(text, facts):
    got = compiled(monster("T", text))
    assert {f"condition(t,1,{x})" for x in facts} <= got, sorted(got)
    assert "condition(t,1,not_understood)" not in got, sorted(got)


@pytest.mark.parametrize("text", [
    # a Monster Card may be in a Spell & Trap Zone: not read
    "If a monster is Special Summoned to your opponent's field while you control an \"Amazoness\" Monster Card "
    "(except during the Damage Step): You can draw 1 card.",
    # "it": the event's card, not read as a state
    "If a monster is Normal Summoned, and it is a Level 4 or lower monster: You can draw 1 card.",
])
def test_states_not_read_stay_not_understood(text):
    assert "condition(t,1,not_understood)" in compiled(monster("T", text))


def test_real_cards_compile():
    real_facts_hold({
        "Gravekeeper's Assailant": ("condition(gravekeeper_s_assailant,1,when_event(ev(declared_attack,self,any)))",
                                    'condition(gravekeeper_s_assailant,1,count_at_least(any,field,all_of(face_up,'
                                    'where(card_named("Necrovalley"))),1))'),
        "Titanocider": ("activate_from(titanocider,2,gy)", "condition(titanocider,2,not_sent_to_gy_this_turn)"),
        "The Phantom Knights of Dark Gauntlets": ("activate_from(the_phantom_knights_of_dark_gauntlets,2,gy)",
                                                  "condition(the_phantom_knights_of_dark_gauntlets,2,count_at_most(own,field,card,0))"),
        "Kitsuni Kitsunebi": ("activate_from(kitsuni_kitsunebi,2,gy)", "condition(kitsuni_kitsunebi,2,one_of(kitsuni_kitsunebi))",
                              "condition_option(kitsuni_kitsunebi,count_at_least(opponent,gy,where(attribute(fire)),1))",
                              "condition_option(kitsuni_kitsunebi,count_at_least(opponent,monster_zone,where(attribute(fire)),1))"),
        "Veda Kalanta": ('condition(veda_kalanta,1,count_at_least(any,field,all_of(face_up,where(card_named("Visas Starfrost"))),1))',),
    }, absent={name: ("not_understood",) for name in ("Gravekeeper's Assailant", "Titanocider", "Veda Kalanta",
                                                       "The Phantom Knights of Dark Gauntlets", "Tearlaments Scream")})


# ---- judged -------------------------------------------------------------------------

@pytest.mark.parametrize("valley, answer", [(True, "yes"), (False, "no")])
def test_assailant_attacks_while_necrovalley_is_on_the_field(imported, valley, answer):
    holds(f"""
name: Gravekeeper's Assailant declares an attack {"with" if valley else "without"} Necrovalley
turn: you
phase: battle_step
cards:
  - {{id: ga, name: "Gravekeeper's Assailant", owner: you, zone: monster_zone}}
  - {{id: nv, name: Necrovalley, owner: you, zone: {"field_zone" if valley else "hand"}, face: up}}
  - {{id: foe, name: Beast Friend, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: ga, target: foe}}
questions:
  - {{id: q, ask: can_activate, card: ga, at: {{after: 1}}}}
expect:
  answers: {{q: "{answer}"}}
""")


@pytest.mark.parametrize("mine, answer", [(None, "yes"), ("spell_trap_zone", "no")])
def test_dark_gauntlets_while_you_control_no_cards(imported, mine, answer):
    other = f"\n  - {{id: set, name: \"Oops!\", owner: you, zone: {mine}, face: down}}" if mine else ""
    holds(f"""
name: a direct attack while The Phantom Knights of Dark Gauntlets is in the GY ({answer})
turn: opp
phase: battle_step
cards:
  - {{id: pk, name: The Phantom Knights of Dark Gauntlets, owner: you, zone: gy}}
  - {{id: foe, name: Beast Friend, owner: opp, zone: monster_zone}}{other}
actions:
  - attack: {{card: foe, target: direct}}
questions:
  - {{id: q, ask: can_activate, card: pk, effect: 2, at: {{after: 1}}}}
expect:
  answers: {{q: "{answer}"}}
""")


@pytest.mark.parametrize("mine, answer", [("Tester Alpha", "yes"), ("Beast Friend", "no")])
def test_summoned_and_you_control_a_tester(imported, mine, answer):
    holds(f"""
name: Tester Horn after a Normal Summon, controlling {mine}
turn: you
phase: main1
cards:
  - {{id: horn, name: Tester Horn, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: m, name: {mine}, owner: you, zone: monster_zone}}
  - {{id: b, name: Beast Friend, owner: you, zone: hand}}
actions:
  - summon: {{card: b, how: normal}}
questions:
  - {{id: q, ask: can_activate, card: horn, effect: 2, at: {{after: 1}}}}
expect:
  answers: {{q: "{answer}"}}
""")


@pytest.mark.parametrize("mine, answer", [("Tearlaments Reinoheart", "yes"), ("Beast Friend", "no")])
def test_tearlaments_scream(imported, mine, answer):
    holds(f"""
name: Tearlaments Scream after a Normal Summon, controlling {mine}
turn: you
phase: main1
cards:
  - {{id: scream, name: Tearlaments Scream, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: m, name: {mine}, owner: you, zone: monster_zone}}
  - {{id: b, name: Beast Friend, owner: you, zone: hand}}
  - {{id: d1, name: Beast Friend, owner: you, zone: deck}}
  - {{id: d2, name: Beast Friend, owner: you, zone: deck}}
  - {{id: d3, name: Beast Friend, owner: you, zone: deck}}
actions:
  - summon: {{card: b, how: normal}}
questions:
  - {{id: q, ask: can_activate, card: scream, effect: 2, at: {{after: 1}}}}
expect:
  answers: {{q: "{answer}"}}
""")


@pytest.mark.parametrize("this_turn, answer", [(False, "yes"), (True, "no")])
def test_while_in_the_gy_except_the_turn_it_was_sent_there(imported, this_turn, answer):
    holds(f"""
name: Late Tracker {"sent to the GY this turn" if this_turn else "in the GY since an earlier turn"}
turn: you
phase: main1
cards:
  - {{id: lt, name: Late Tracker, owner: you, zone: {"monster_zone" if this_turn else "gy"}}}
  - {{id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}}
  - {{id: a, name: Tester Alpha, owner: you, zone: monster_zone}}
  - {{id: b, name: Beast Friend, owner: you, zone: hand}}
actions:
  - chain: [{{card: oops, targets: [{"lt" if this_turn else "a"}]}}]
  - summon: {{card: b, how: normal}}
questions:
  - {{id: q, ask: can_activate, card: lt, at: {{after: 2}}}}
expect:
  answers: {{q: "{answer}"}}
""")


@pytest.mark.parametrize("where, name, answer", [("gy", "Fire Friend", "yes"), ("monster_zone", "Fire Friend", "yes"),
                                                 ("gy", "Beast Friend", "no")])
def test_kitsunebi_opponent_has_a_fire_monster_on_their_field_or_in_their_gy(imported, where, name, answer):
    holds(f"""
name: Kitsuni Kitsunebi in the GY, the opponent has {name} ({where})
turn: you
phase: main1
cards:
  - {{id: k, name: Kitsuni Kitsunebi, owner: you, zone: gy}}
  - {{id: f, name: {name}, owner: opp, zone: {where}}}
questions:
  - {{id: q, ask: can_activate, card: k, effect: 2}}
expect:
  answers: {{q: "{answer}"}}
""")
