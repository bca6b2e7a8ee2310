"""Event heads before "target 1 of them / of those monsters" (destroyedrefs
round): "a monster(s) is banished face-up" (the card is face-up among the
banished cards after the event: asp/events/events.lp r_face_up_after), "a
monster(s) is Special Summoned face-up" (face-up on the field after it, as
"Special Summons a monster(s) face-up"), "a face-up non-Effect Monster(s)
you control is destroyed" (as it was on the field), "destroyed by an "X"
card effect" (as "by an "X" card's effect"), 'a face-up "X" or "Y"
monster(s) you control is destroyed'. The target clause is the existing one
(the event's card: asp/events/events.lp target_is_event_card). Short texts
written here in the style of real cards, imported and judged in scenarios;
real card texts from the shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import compiled, expectations_hold, import_cards, monster, real_facts_hold


def spell(name: str, text: str) -> dict:
    return {"card_type": "Spell", "property": "Normal", "name": name, "text": text}


CARDS = [
    monster("Exile Seeker", "If a monster(s) is banished face-up (except during the Damage Step): You can target 1 of them; "
                            "Special Summon it."),
    monster("Moon Watcher", "If a monster(s) is Special Summoned face-up from your GY (except during the Damage Step): "
                            "You can target 1 of them; destroy it."),
    monster("Plain Guard", "If a face-up non-Effect Monster(s) you control is destroyed by battle or card effect: "
                           "You can target 1 of those destroyed monsters; Special Summon it."),
    monster("Quake Servant", "If a monster(s) your opponent controls is destroyed by an \"Quakebound\" card effect "
                             "(except during the Damage Step): You can target 1 of those destroyed monsters; banish it."),
    monster("Crown Keeper", "If a face-up \"Crown Draco\" or \"Crown King\" monster(s) you control is destroyed by battle or "
                            "card effect and sent to the GY: You can target 1 of them; Special Summon it."),
    monster("Raider", "You can pay 500 LP; draw 1 card.", atk=2000),
    monster("Bystander", "You can pay 500 LP; draw 1 card."),
    monster("Crown Draco Knight", "You can pay 500 LP; draw 1 card."),
    {"card_type": "Monster", "monster_type_line": "Warrior / Normal", "attribute": "EARTH", "level": 4, "atk": 1500, "def": 1000,
     "name": "Plain Soldier", "text": "A plain soldier."},
    spell("Exile Ray", "Target 1 monster on the field; banish it."),
    spell("Grave Call", "Target 1 monster in your GY; Special Summon it."),
    spell("Grave Hide", "Target 1 monster in your GY; Special Summon it in face-down Defense Position."),
    spell("Break Ray", "Target 1 monster on the field; destroy it."),
    spell("Quakebound Ray", "Target 1 monster on the field; destroy it."),
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def _clean(got: set[str]) -> None:
    assert not any("not_understood" in f or "not_modelled" in f for f in got), got


def test_heads_compile():
    got = compiled(BY["Exile Seeker"])
    assert "condition(exile_seeker,1,if_event(ev(banished,all_of(monster,face_up_after),outside(damage_step))))" in got
    assert {"target(exile_seeker,1,1,monster,banished,any)", "condition(exile_seeker,1,target_is_event_card(1))"} <= got
    _clean(got)
    got = compiled(BY["Moon Watcher"])
    assert "condition(moon_watcher,1,if_event(ev(special_summoned,all_of(where(face_up_monster),owned)," \
           "all_of(from(gy),outside(damage_step)))))" in got
    _clean(got)
    got = compiled(BY["Plain Guard"])
    assert "condition(plain_guard,1,if_event(ev(destroyed,all_of(monster,all_of(face_up,all_of(where(non(subtype(effect))),own)))," \
           "all_of(from(monster_zone),either(by_battle,by_effect)))))" in got
    _clean(got)
    got = compiled(BY["Quake Servant"])
    assert "condition(quake_servant,1,if_event(ev(destroyed,all_of(monster,opponents),all_of(from(monster_zone)," \
           "all_of(by_effect,all_of(source(name_has(\"Quakebound\")),outside(damage_step)))))))" in got
    _clean(got)
    got = compiled(BY["Crown Keeper"])
    assert "condition(crown_keeper,1,if_event(ev(destroyed,all_of(face_up,all_of(where(either(name_has(\"Crown Draco\")," \
           "name_has(\"Crown King\"))),own)),all_of(from(monster_zone),all_of(either(by_battle,by_effect),to(gy))))))" in got
    _clean(got)


def test_banished_face_up(imported):
    """Your Exile Ray banishes the opponent's Raider (face-up: the engine banishes face-up): Exile Seeker Special
    Summons it."""
    expectations_hold("""
name: Exile Seeker Special Summons the monster banished face-up
turn: you
phase: main1
cards:
  - {id: seeker, name: Exile Seeker, owner: you, zone: monster_zone}
  - {id: ray, name: Exile Ray, owner: you, zone: hand}
  - {id: raider, name: Raider, owner: opp, zone: monster_zone}
actions:
  - chain: [{card: ray, targets: [raider]}]
  - chain: [{card: seeker, targets: [raider]}]
expect:
  zones: {raider: monster_zone}
""", "destroyedrefs.yaml")


def test_banished_face_up_targets_only_those(imported):
    """A monster banished before is none of "them": it cannot be the target."""
    expectations_hold("""
name: Exile Seeker cannot target a monster banished earlier
turn: you
phase: main1
cards:
  - {id: seeker, name: Exile Seeker, owner: you, zone: monster_zone}
  - {id: ray, name: Exile Ray, owner: you, zone: hand}
  - {id: raider, name: Raider, owner: opp, zone: monster_zone}
  - {id: old, name: Bystander, owner: opp, zone: banished}
actions:
  - chain: [{card: ray, targets: [raider]}]
  - chain: [{card: seeker, targets: [old]}]
expect:
  illegal: [{at: "2.1", rule: r_condition}]
""", "destroyedrefs.yaml")


@pytest.mark.parametrize("spell_name, ok", [("Grave Call", True), ("Grave Hide", False)])
def test_special_summoned_face_up(imported, spell_name, ok):
    """Raider Special Summoned from your GY face-up lets Moon Watcher destroy it; Special Summoned in face-down
    Defense Position, it does not."""
    expect = "zones: {raider: gy}" if ok else 'illegal: [{at: "2.1", rule: r_if_event}]'
    expectations_hold(f"""
name: Moon Watcher after {spell_name}
turn: you
phase: main1
cards:
  - {{id: watcher, name: Moon Watcher, owner: you, zone: monster_zone}}
  - {{id: call, name: {spell_name}, owner: you, zone: hand}}
  - {{id: raider, name: Raider, owner: you, zone: gy}}
actions:
  - chain: [{{card: call, targets: [raider]}}]
  - chain: [{{card: watcher, targets: [raider]}}]
expect:
  {expect}
""", "destroyedrefs.yaml")


@pytest.mark.parametrize("victim, ok", [("Plain Soldier", True), ("Bystander", False)])
def test_non_effect_monster_destroyed(imported, victim, ok):
    """The opponent's Break Ray destroys your face-up Normal Monster: Plain Guard Special Summons it; an Effect Monster
    destroyed does not let it be activated."""
    expect = "zones: {victim: monster_zone}" if ok else 'illegal: [{at: "2.1", rule: r_if_event}]'
    expectations_hold(f"""
name: Plain Guard when {victim} is destroyed
turn: opp
phase: main1
cards:
  - {{id: guard, name: Plain Guard, owner: you, zone: monster_zone}}
  - {{id: victim, name: {victim}, owner: you, zone: monster_zone}}
  - {{id: ray, name: Break Ray, owner: opp, zone: hand}}
actions:
  - chain: [{{card: ray, targets: [victim]}}]
  - chain: [{{card: guard, targets: [victim]}}]
expect:
  {expect}
""", "destroyedrefs.yaml")


@pytest.mark.parametrize("spell_name, ok", [("Quakebound Ray", True), ("Break Ray", False)])
def test_destroyed_by_a_named_card_effect(imported, spell_name, ok):
    """Your "Quakebound" Spell destroys the opponent's Raider: Quake Servant banishes it; another Spell's destruction
    does not let it be activated."""
    expect = "zones: {raider: banished}" if ok else 'illegal: [{at: "2.1", rule: r_if_event}]'
    expectations_hold(f"""
name: Quake Servant after {spell_name}
turn: you
phase: main1
cards:
  - {{id: servant, name: Quake Servant, owner: you, zone: monster_zone}}
  - {{id: ray, name: {spell_name}, owner: you, zone: hand}}
  - {{id: raider, name: Raider, owner: opp, zone: monster_zone}}
actions:
  - chain: [{{card: ray, targets: [raider]}}]
  - chain: [{{card: servant, targets: [raider]}}]
expect:
  {expect}
""", "destroyedrefs.yaml")


@pytest.mark.parametrize("face, ok", [("up", True), ("down", False)])
def test_face_up_named_alternatives_destroyed(imported, face, ok):
    """The opponent destroys your face-up "Crown Draco" monster: Crown Keeper Special Summons it; a face-down one
    destroyed does not let it be activated."""
    expect = "zones: {knight: monster_zone}" if ok else 'illegal: [{at: "2.1", rule: r_if_event}]'
    position = "attack" if face == "up" else "defense"
    expectations_hold(f"""
name: Crown Keeper when a face-{face} Crown Draco Knight is destroyed
turn: opp
phase: main1
cards:
  - {{id: keeper, name: Crown Keeper, owner: you, zone: monster_zone}}
  - {{id: knight, name: Crown Draco Knight, owner: you, zone: monster_zone, face: {face}, position: {position}}}
  - {{id: ray, name: Break Ray, owner: opp, zone: hand}}
actions:
  - chain: [{{card: ray, targets: [knight]}}]
  - chain: [{{card: keeper, targets: [knight]}}]
expect:
  {expect}
""", "destroyedrefs.yaml")


def test_real_cards_compile():
    real_facts_hold({
        "T.G. Glaive Blaster": ("condition(t_g_glaive_blaster,3,if_event(ev(banished,all_of(monster,face_up_after),outside(damage_step))))",
                                "condition(t_g_glaive_blaster,3,target_is_event_card(1))"),
        "Green Ninja": ("condition(green_ninja,1,if_event(ev(special_summoned,all_of(own,where(face_up_monster)),outside(damage_step))))",
                        "condition(green_ninja,1,target_is_event_card(1))"),
        "Ebon Sun": ("condition(ebon_sun,3,target_is_event_card(1))",),
        "Tenyi Spirit - Shthana": ("condition(tenyi_spirit_shthana,2,target_is_event_card(1))",),
        "Earthbound Servant Geo Gremlina": ("condition(earthbound_servant_geo_gremlina,3,target_is_event_card(1))",),
        "Draco Awakening": ("condition(draco_awakening,2,target_is_event_card(1))",),
    })
