""""Target 2 monsters; destroy them, then B": one verb on several targets
named by a pronoun with no number. What follows "then" or "and if you do"
happens if at least one of them was handled (Konami OCG FAQ, "Longirsu, the
Orcust Orchestrator": with one of its 2 targets gone, the other is shuffled
into the Deck and "then" still applies; asp/chain/operations.lp
r_then_after_them). "all 3" gives the number: read as "both"
(tests/test_cardtext_ops11.py); after "destroy both it and
this card", B needs both handled (Konami OCG FAQ, "Pendulum Area";
r_both_then). "destroy both it and this card" itself acts on both or neither:
if one of the two is no longer there, the other is not handled (Konami OCG
FAQ, "Fairy Tail - Luna"; r_both_together).
Short texts written here in the style of real cards; real card texts from the
shared data (skipped when it is absent)."""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold

TWIN = {"card_type": "Spell", "property": "Normal", "name": "Twin Strike",
        "text": "Target 2 monsters on the field; destroy them, then inflict 500 damage to your opponent."}
PLAIN = [{"card_type": "Monster", "monster_type_line": "Warrior / Normal", "attribute": "EARTH", "level": 4,
          "atk": 1500, "def": 1000, "name": name, "text": "A plain warrior."} for name in ("Plain Left", "Plain Right")]


def test_then_after_them_follows_each_target():
    got = compiled(TWIN)
    assert {"op(twin_strike,1,1,destroy(target(1)))", "op(twin_strike,1,1,destroy(target(2)))",
            "op(twin_strike,1,2,damage_opponent(500))"} <= got
    # one op_if_done fact for each target: alternatives (one of them destroyed is enough)
    assert {"op_if_done(twin_strike,1,damage_opponent(500),destroy(target(1)))",
            "op_if_done(twin_strike,1,damage_opponent(500),destroy(target(2)))"} <= got
    assert not any(f.startswith("not_modelled(twin_strike") for f in got)
    # "and if you do", and "those targets"
    got = compiled(monster("Twin Knight", "You can target 2 monsters your opponent controls; banish those targets, "
                                          "and if you do, this card gains 500 ATK."))
    assert {"op_if_done(twin_knight,1,change_stat(self,atk,gain(500),while_on_field),banish(target(1)))",
            "op_if_done(twin_knight,1,change_stat(self,atk,gain(500),while_on_field),banish(target(2)))"} <= got


def test_then_after_two_verbs_is_not_stated():
    # ("all 3": the text gives the number, read as "both": tests/test_cardtext_ops11.py)
    # two verbs: whether B needs both is not read
    got = compiled(monster("Pair Knight", "You can target 1 monster on the field; destroy that target and inflict 500 "
                                          "damage to your opponent, then draw 1 card."))
    assert "op(pair_knight,1,1,destroy(target(1)))" in got and not any("draw(" in f for f in got if f.startswith("op"))
    assert 'not_modelled(pair_knight,1,"draw 1 card")' in got


@pytest.mark.parametrize("moons, left, right, lp", [
    ((), "gy", "gy", 7500),                        # both destroyed, then the damage
    (("left",), "monster_zone", "gy", 7500),       # one target turned face-down (a new card): the other is destroyed, damage
    (("left", "right"), "monster_zone", "monster_zone", 8000),  # none destroyed: no damage
])
def test_the_engine_follows_then_if_one_target_was_destroyed(tmp_path, monkeypatch, moons, left, right, lp):
    import_cards(tmp_path, monkeypatch, [TWIN, *PLAIN])
    cards = "".join(f"\n  - {{id: moon_{m}, name: Book of Moon, owner: opp, zone: spell_trap_zone}}" for m in moons)
    chain = "".join(f"\n      - {{card: moon_{m}, targets: [{m}]}}" for m in moons)
    expectations_hold(f"""
name: Twin Strike resolves
cards:
  - {{id: left, name: Plain Left, owner: opp, zone: monster_zone}}
  - {{id: right, name: Plain Right, owner: opp, zone: monster_zone}}
  - {{id: strike, name: Twin Strike, owner: you, zone: hand}}{cards}
actions:
  - chain:
      - {{card: strike, targets: [left, right]}}{chain}
expect:
  zones: {{left: {left}, right: {right}}}
  life_points: {{opp: {lp}}}
""", "them.yaml")


BOTH = monster("Both Knight", "You can target 1 monster your opponent controls; destroy both it and this card.")


def test_both_is_said_together():
    got = compiled(BOTH)
    assert {"op(both_knight,1,1,destroy(target(1)))", "op(both_knight,1,1,destroy(self))",
            "ops_together(both_knight,1,destroy(target(1)),destroy(self))"} <= got
    got = compiled({"card_type": "Spell", "property": "Normal", "name": "Both Gust",
                    "text": "Target 2 monsters in your GY; shuffle both targets into the Deck."})
    assert "ops_together(both_gust,1,return_to_deck(target(1)),return_to_deck(target(2)))" in got
    # "that monster" not a target (the monster it battles): where it is is not read, so the clause is not stated
    got = compiled(monster("Both Lector", "At the start of the Damage Step, if this card battles an opponent's Pendulum "
                                          "Monster: Destroy both that monster and this card."))
    assert not any(f.startswith("op(both_lector") for f in got)
    assert 'not_modelled(both_lector,1,"Destroy both that monster and this card")' in got


@pytest.mark.parametrize("moon, knight, foe", [
    (None, "gy", "gy"),                      # both destroyed
    ("foe", "monster_zone", "monster_zone"),  # the target is turned face-down (a new card): this card is not destroyed either
    ("knight", "monster_zone", "monster_zone"),  # this card is turned face-down: the target is not destroyed either
])
def test_the_engine_handles_both_or_neither(tmp_path, monkeypatch, moon, knight, foe):
    import_cards(tmp_path, monkeypatch, [BOTH, PLAIN[0]])
    chain = f"\n      - {{card: moon, targets: [{moon}]}}" if moon else ""
    expectations_hold(f"""
name: Both Knight destroys both
cards:
  - {{id: knight, name: Both Knight, owner: you, zone: monster_zone}}
  - {{id: foe, name: Plain Left, owner: opp, zone: monster_zone}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: spell_trap_zone}}
actions:
  - chain:
      - {{card: knight, targets: [foe]}}{chain}
expect:
  zones: {{knight: {knight}, foe: {foe}}}
""", "them.yaml")


STRIKER = monster("Both Striker", "You can target 1 monster your opponent controls; destroy both it and this card, "
                                   "then inflict 500 damage to your opponent.")
WALL = monster("Hard Wall", "This card cannot be destroyed by card effects.")


def test_then_after_both_needs_both():
    got = compiled(STRIKER)
    assert {"ops_together(both_striker,1,destroy(target(1)),destroy(self))",
            "op_if_done(both_striker,1,damage_opponent(500),destroy(target(1)))",
            "op_if_done(both_striker,1,damage_opponent(500),destroy(self))"} <= got


@pytest.mark.parametrize("foe, foe_zone, lp", [
    ("Plain Left", "gy", 7500),            # both destroyed, then the damage
    ("Hard Wall", "monster_zone", 8000),   # the target is there but cannot be destroyed: this card is, no damage follows
])
def test_the_engine_follows_both_only_if_both_were_handled(tmp_path, monkeypatch, foe, foe_zone, lp):
    import_cards(tmp_path, monkeypatch, [STRIKER, WALL, PLAIN[0]])
    expectations_hold(f"""
name: Both Striker destroys both, then inflicts damage
cards:
  - {{id: striker, name: Both Striker, owner: you, zone: monster_zone}}
  - {{id: foe, name: {foe}, owner: opp, zone: monster_zone}}
actions:
  - chain:
      - {{card: striker, targets: [foe]}}
expect:
  zones: {{striker: gy, foe: {foe_zone}}}
  life_points: {{opp: {lp}}}
""", "them.yaml")


REAL = {
    # "You can target 1 card on the field; destroy both it and this card, then draw 1 card"
    "Arequus the Shining Mars Saint": ("ops_together(arequus_the_shining_mars_saint,1,destroy(target(1)),destroy(self))",
                                       "op_if_done(arequus_the_shining_mars_saint,1,draw(1),destroy(self))"),
    # "Target 2 ... in your GY; shuffle both targets into the Deck, then ..."
    "Whirlwind of Gusto": ("ops_together(whirlwind_of_gusto,1,return_to_deck(target(1)),return_to_deck(target(2)))",),
    # "target 5 of your banished Zombie monsters; shuffle them into your Deck, then draw 1 card"
    "Vendread Revolution": tuple(f"op_if_done(vendread_revolution,2,draw(1),return_to_deck(target({i})))" for i in range(1, 6)),
    # "target 1 FIRE monster you control and 1 monster your opponent controls; destroy them, and if you do, Special Summon this card"
    "Promethean Princess, Bestower of Flames": (
        "op_if_done(promethean_princess_bestower_of_flames,3,special_summon(self),destroy(target(1)))",
        "op_if_done(promethean_princess_bestower_of_flames,3,special_summon(self),destroy(target(2)))"),
}
# ("shuffle all 5 into the Deck, then draw 2 cards": read as "both", tests/test_cardtext_ops11.py)


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_then_after_them():
    real_facts_hold(REAL)
