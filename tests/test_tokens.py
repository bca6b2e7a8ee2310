"""Tokens (asp/chain/tokens.lp): an effect Special Summons Tokens with the
statistics its text gives; the scenario names them (link `tokens: [...]`);
a Token that leaves the field disappears (zone gone). Each test states a
situation; the rule or ruling it reproduces is named in the test."""

from __future__ import annotations

import pytest

from pyfacade import ask, load_text
from pyfacade.errors import JudgeError

# Scapegoat's operation as the compiler writes it (tests/test_cardtext_tokens.py).
GOAT = """card_name(test_goat, "Test Goat").
card_type(test_goat, spell). subtype(test_goat, quick_play).
effect(test_goat, 1, card_activation).
op(test_goat, 1, 1, special_summon_tokens({N}, token("Sheep Token", beast, earth, 1, 0, 0), {SIDE}, {POS})).
"""
# "Once per turn: You can Tribute 1 Token; ...": a cost only a Token pays.
RAPTOR = """card_name(test_raptor, "Test Raptor").
card_type(test_raptor, monster). subtype(test_raptor, effect). level(test_raptor, 4).
attack_points(test_raptor, 1000). defense_points(test_raptor, 1000).
effect(test_raptor, 1, ignition).
cost(test_raptor, 1, tribute(1)).
cost_where(test_raptor, 1, tribute, subtype(token)).
op(test_raptor, 1, 1, draw(1)).
"""

# Mecha Phantom Beast Blackfalcon's "While you control a Token, this card cannot be destroyed by ...
# card effects", as the compiler writes it; and a Spell that destroys a targeted monster.
BEAST = """card_name(test_beast, "Test Beast").
card_type(test_beast, monster). subtype(test_beast, effect). level(test_beast, 4).
attack_points(test_beast, 1000). defense_points(test_beast, 1000).
effect(test_beast, 1, continuous).
applies_while(test_beast, 1, count_at_least(own, monster_zone, where(subtype(token)), 1)).
applies_continuously(test_beast, 1, cannot(destroyed(effect), self)).
"""
SMASH = """card_name(test_smash, "Test Smash").
card_type(test_smash, spell). subtype(test_smash, normal).
effect(test_smash, 1, card_activation).
target(test_smash, 1, 1, monster, monster_zone, any).
op(test_smash, 1, 1, destroy(target(1))).
"""

# Fiend's Sanctuary: "Special Summon 1 "Metal Fiend Token" (...). It cannot attack", as the compiler writes it.
SHRINE = """card_name(test_shrine, "Test Shrine").
card_type(test_shrine, spell). subtype(test_shrine, normal).
effect(test_shrine, 1, card_activation).
op(test_shrine, 1, 1, special_summon_tokens(1, token("Metal Fiend Token", fiend, dark, 1, 0, 0), you, attack)).
op(test_shrine, 1, 2, restrict(cannot(declare_attack, summoned), while_on_field)).
"""

# Scapegoat: "... They cannot be Tributed for a Tribute Summon", as the compiler writes it; a Level 5 monster.
FOLD = """card_name(test_fold, "Test Fold").
card_type(test_fold, spell). subtype(test_fold, quick_play).
effect(test_fold, 1, card_activation).
op(test_fold, 1, 1, special_summon_tokens(2, token("Sheep Token", beast, earth, 1, 0, 0), you, defense)).
op(test_fold, 1, 2, restrict(cannot(be_tributed_for_tribute_summon, summoned), while_on_field)).
"""
GIANT = """card_name(test_giant, "Test Giant").
card_type(test_giant, monster). subtype(test_giant, normal). level(test_giant, 5).
attack_points(test_giant, 2000). defense_points(test_giant, 1000).
"""


def _ask(tmp_path, body, n=2, side="you", pos="defense"):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_goat.lp").write_text(GOAT.format(N=n, SIDE=side, POS=pos))
    for name, text in (("test_raptor", RAPTOR), ("test_beast", BEAST), ("test_smash", SMASH), ("test_shrine", SHRINE),
                       ("test_fold", FOLD), ("test_giant", GIANT)):
        (tmp_path / f"{name}.lp").write_text(text)
    [scenario] = load_text(body, cards=library((str(tmp_path),)))
    return ask(scenario)


HEAD = """
name: tokens
turn: you
phase: main1
cards:
  - {id: goat, name: Test Goat, owner: you, zone: hand}
"""


def test_the_tokens_are_special_summoned_face_up_in_the_position_the_text_gives(tmp_path):
    # r_token_summon: "Special Summon 2 "Sheep Tokens" (...) in Defense Position"
    ruling = _ask(tmp_path, HEAD + """actions:
  - chain: [{card: goat, tokens: [s1, s2]}]
""").rulings[0]
    assert ruling.zone("s1") == ruling.zone("s2") == "monster_zone"
    assert any("s1 (Sheep Token) is Summoned (special) by you" in line for line in ruling.timeline)


def test_a_token_is_nowhere_before_its_effect_creates_it(tmp_path):
    ruling = _ask(tmp_path, HEAD + """actions:
  - chain: [{card: goat, tokens: [s1, s2]}]
questions:
  - {id: before, ask: where, card: s1, at: start}
""").rulings[0]
    assert ruling.answer("before").value == "gone"


def test_a_destroyed_token_disappears_and_is_not_sent_to_the_gy(tmp_path):
    # r_token_leaves_field: destroyed, it leaves the field, but it is not sent to the GY
    ruling = _ask(tmp_path, HEAD + """  - {id: hole, name: Dark Hole, owner: you, zone: hand}
actions:
  - chain: [{card: goat, tokens: [s1, s2]}]
  - chain: [{card: hole}]
questions:
  - {id: sent, ask: sent_from_field, card: s1}
""").rulings[0]
    assert ruling.zone("s1") == "gone"
    assert ruling.answer("sent").value == "no"
    assert any("s1 (Sheep Token) moves from monster_zone to gone (destroyed" in line for line in ruling.timeline)


def test_tokens_summoned_to_the_opponents_field_are_controlled_by_the_opponent(tmp_path):
    # r_token_summon, r_token_owner (Ojama Trio): the opponent controls them; a Tribute cost of the
    # opponent's Test Raptor can use one, as it cannot use the activating player's own Tokens.
    body = """
name: tokens to the opponent
cards:
  - {id: goat, name: Test Goat, owner: you, zone: hand}
  - {id: raptor, name: Test Raptor, owner: opp, zone: monster_zone}
turns:
  - player: you
    actions:
      - chain: [{card: goat, tokens: [s1]}]
  - player: opp
    actions:
      - phase: main1
      - chain: [{card: raptor, cost: {tribute: [s1]}}]
"""
    ruling = _ask(tmp_path, body, n=1, side="opponent").rulings[0]
    assert [link.outcome for link in ruling.links] == ["resolved", "resolved"]
    assert ruling.zone("s1") == "gone"


def test_a_tribute_cost_of_a_token_cannot_be_paid_with_a_card(tmp_path):
    # cost_where(..., tribute, subtype(token)): "Tribute 1 Token"
    with pytest.raises(JudgeError):
        _ask(tmp_path, HEAD + """  - {id: raptor, name: Test Raptor, owner: you, zone: monster_zone}
  - {id: other, name: Test Raptor, owner: you, zone: monster_zone}
actions:
  - chain: [{card: raptor, cost: {tribute: [other]}}]
""")


def test_a_token_with_no_position_given_is_in_either_position(tmp_path):
    # r_token_summon: no position given: the player's choice (an open scenario)
    rulings = _ask(tmp_path, HEAD + """actions:
  - chain: [{card: goat, tokens: [s1]}]
""", n=1, pos="chosen").rulings
    assert len(rulings) == 2


def test_more_tokens_than_free_monster_zones_are_refused(tmp_path):
    # r_zone_limit: 5 Main Monster Zones (and the Extra Monster Zone holds no Token here)
    with pytest.raises(JudgeError) as err:
        _ask(tmp_path, HEAD + """  - {id: m1, name: Test Raptor, owner: you, zone: monster_zone}
  - {id: m2, name: Test Raptor, owner: you, zone: monster_zone}
  - {id: m3, name: Test Raptor, owner: you, zone: monster_zone}
  - {id: m4, name: Test Raptor, owner: you, zone: monster_zone}
actions:
  - chain: [{card: goat, tokens: [s1, s2]}]
""")
    assert "r_zone_limit" in [b["rule"] for b in err.value.illegal]


def test_the_scenario_names_every_token_the_effect_creates(tmp_path):
    # r_token_names
    with pytest.raises(JudgeError) as err:
        _ask(tmp_path, HEAD + """actions:
  - chain: [{card: goat, tokens: [s1]}]
""")
    assert "r_token_names" in [b["rule"] for b in err.value.illegal]


def test_a_token_name_cannot_be_a_card_of_the_scenario(tmp_path):
    with pytest.raises(JudgeError):
        _ask(tmp_path, HEAD + """actions:
  - chain: [{card: goat, tokens: [goat, s2]}]
""")


def test_a_token_cannot_be_an_xyz_material(tmp_path):
    # r_token_not_xyz_material (Number 56: Gold Rat: 3 Level 1 monsters; the Sheep Tokens are Level 1)
    with pytest.raises(JudgeError) as err:
        _ask(tmp_path, HEAD + """  - {id: rat, name: "Number 56: Gold Rat", owner: you, zone: extra_deck}
actions:
  - chain: [{card: goat, tokens: [s1, s2, s3]}]
  - summon: {card: rat, how: xyz, materials: [s1, s2, s3]}
""", n=3)
    assert "r_token_not_xyz_material" in [b["rule"] for b in err.value.illegal]


@pytest.mark.parametrize("tokens", [True, False])
def test_while_you_control_a_token_holds_only_with_a_token(tmp_path, tokens):
    # r_continuous_while with count_at_least(own, monster_zone, where(subtype(token)), 1)
    body = HEAD + """  - {id: beast, name: Test Beast, owner: you, zone: monster_zone}
  - {id: smash, name: Test Smash, owner: you, zone: hand}
actions:
""" + ("""  - chain: [{card: goat, tokens: [s1, s2]}]
""" if tokens else "") + """  - chain: [{card: smash, targets: [beast]}]
"""
    ruling = _ask(tmp_path, body).rulings[0]
    assert ruling.zone("beast") == ("monster_zone" if tokens else "gy")


def test_answers_name_a_token_by_its_name(tmp_path):
    ruling = _ask(tmp_path, HEAD + """actions:
  - chain: [{card: goat, tokens: [s1, s2]}]
""").rulings[0]
    assert {p.card_name for p in ruling.zones if p.card in ("s1", "s2")} == {"Sheep Token"}


@pytest.mark.parametrize("card, ok", [("shrine", False), ("goat", True)])
def test_a_token_that_cannot_attack_cannot_declare_an_attack(tmp_path, card, ok):
    # r_restriction_on_summoned: "It cannot attack" after the Token's Summon binds that Token
    body = HEAD + f"""  - {{id: shrine, name: Test Shrine, owner: you, zone: hand}}
actions:
  - chain: [{{card: {card}, tokens: [t1]}}]
  - phase: battle_step
  - attack: {{card: t1}}
"""
    if ok:
        assert _ask(tmp_path, body, n=1, pos="attack").rulings
    else:
        with pytest.raises(JudgeError):
            _ask(tmp_path, body, n=1, pos="attack")


FOLD_HEAD = HEAD + """  - {id: fold, name: Test Fold, owner: you, zone: hand}
  - {id: giant, name: Test Giant, owner: you, zone: hand}
  - {id: raptor, name: Test Raptor, owner: you, zone: monster_zone}
actions:
"""


@pytest.mark.parametrize("card, ok", [("fold", False), ("goat", True)])
def test_tokens_that_cannot_be_tributed_for_a_tribute_summon(tmp_path, card, ok):
    # r_cannot_be_tributed: "They cannot be Tributed for a Tribute Summon"
    body = FOLD_HEAD + f"""  - chain: [{{card: {card}, tokens: [s1, s2]}}]
  - summon: {{card: giant, how: tribute, tributes: [s1]}}
"""
    if ok:
        assert _ask(tmp_path, body).rulings[0].zone("giant") == "monster_zone"
    else:
        with pytest.raises(JudgeError) as err:
            _ask(tmp_path, body)
        assert "r_cannot_be_tributed" in [b["rule"] for b in err.value.illegal]


def test_tokens_that_cannot_be_tributed_for_a_tribute_summon_can_be_tributed_for_a_cost(tmp_path):
    # r_cannot_be_tributed: only a Tribute Summon is barred (Test Raptor: "Tribute 1 Token; draw 1 card")
    ruling = _ask(tmp_path, FOLD_HEAD + """  - chain: [{card: fold, tokens: [s1, s2]}]
  - chain: [{card: raptor, cost: {tribute: [s1]}}]
""").rulings[0]
    assert ruling.link("2.1").outcome == "resolved" and ruling.zone("s1") == "gone"


def test_a_token_battles_with_the_statistics_its_text_gives(tmp_path):
    # r_token_characteristics: a Sheep Token (ATK 0) in Attack Position attacked by a 2000 ATK monster
    ruling = _ask(tmp_path, """
name: token battle
cards:
  - {id: goat, name: Test Goat, owner: you, zone: hand}
  - {id: giant, name: Test Giant, owner: opp, zone: monster_zone}
turns:
  - player: you
    actions:
      - chain: [{card: goat, tokens: [s1]}]
  - player: opp
    actions:
      - phase: battle_step
      - attack: {card: giant, target: s1}
      - phase: damage_calculation
      - phase: end_damage_step
""", n=1, pos="attack").rulings[0]
    assert ruling.zone("s1") == "gone"
    assert ruling.life_points["you"] == 6000
