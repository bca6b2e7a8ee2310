"""Restrictions, lasting and delayed effects, and scenarios over several
turns (asp/effects/restrictions.lp, asp/core/turns.lp). Each test states a situation as a
player sees it; the rule or ruling it reproduces is named in the test."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyfacade import ask, load_file, load_text
from pyfacade.errors import JudgeError
from pyfacade.output.options import options

SCENARIOS = Path(__file__).parent / "scenarios"


def named(name):
    return next(s for s in load_file(SCENARIOS / "restrictions.yaml") if s.name.startswith(name))


def test_reckless_greed_skips_the_next_two_draw_phases_of_its_player_only():
    # card text: "Draw 2 cards and skip your next 2 Draw Phases." (r_skip_draw, r_normal_draw)
    [ruling] = ask(named("Reckless Greed")).rulings
    events = [line.split(": ", 1)[1] for line in ruling.timeline]
    draws = [e for e in events if e.startswith(("drew(", "skipped_draw("))]
    assert draws == ["drew(opp, normal)", "skipped_draw(you)", "drew(opp, normal)", "skipped_draw(you)",
                     "drew(opp, normal)", "drew(you, normal)"]


def test_a_negated_reckless_greed_skips_nothing():
    # 000 Activation: a negated activation does not resolve, so nothing is set up for later turns.
    [scenario] = load_text("""
name: Reckless Greed negated
turns:
  - player: you
    actions:
      - chain:
          - {card: greed}
          - {card: solemn}
  - player: opp
  - player: you
cards:
  - {id: greed, name: Reckless Greed, owner: you, zone: spell_trap_zone}
  - {id: solemn, name: Solemn Judgment, owner: opp, zone: spell_trap_zone}
""")
    [ruling] = ask(scenario).rulings
    assert ruling.link("1.1").outcome == "negated"
    assert not any("skipped_draw" in line for line in ruling.timeline)
    assert any("drew(you, normal)" in line for line in ruling.timeline)


def test_options_names_the_restriction_and_its_source():
    # `judge options` refuses what a restriction forbids and names it (r_cannot_summon_activation: Pot of Duality).
    scenario = named("Pot of Duality: no Special Summon for the rest")
    result = options(scenario, ["after:1"])
    entry = next(o for p in result.moments[0].players for o in p.cannot if o.card == "reborn")
    [reason] = entry.reasons
    assert reason.rule == "r_cannot_summon_activation" and reason.category == "cannot_activate"
    assert "pot" in reason.detail


def test_options_names_a_cost_a_restriction_forbids():
    # the Necrovalley scenario: Breakthrough Skill's banish cost cannot be paid
    scenario = named("Necrovalley: a cost")
    result = options(scenario, ["start"])
    entry = next(o for p in result.moments[0].players for o in p.cannot if o.card == "skill" and o.effect == 2)
    assert [r.rule for r in entry.reasons] == ["r_restricted_cost"] and entry.reasons[0].category == "cannot_pay_cost"
    assert "valley" in entry.reasons[0].detail


def test_turn_and_turns_cannot_be_mixed():
    with pytest.raises(JudgeError, match="turns"):
        load_text("""
name: mixed
turn: you
turns: [{player: you}]
cards: [{name: Dark Magician, owner: you, zone: hand}]
""")


def test_a_later_turn_begins_its_actions_in_draw_standby_or_main1():
    with pytest.raises(JudgeError, match="draw, standby or main1"):
        load_text("""
name: phase later
turns: [{player: you}, {player: opp, phase: battle_start}]
cards: [{name: Dark Magician, owner: you, zone: hand}]
""")


def test_acting_in_the_standby_phase_after_a_delayed_summon():
    # The Deep Grave Summons in the Standby Phase; the turn's actions begin there, so a chain can follow it.
    [scenario] = load_text("""
name: standby
turns:
  - player: opp
    actions:
      - chain: [{card: grave, targets: [dm]}]
  - player: you
    phase: standby
    actions:
      - phase: main1
questions:
  - {id: in-standby, ask: where, card: dm, at: {after: 2}}
  - {id: phase, ask: restricted, player: you, at: {after: 2}}
cards:
  - {id: grave, name: The Deep Grave, owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: you, zone: gy}
""")
    [ruling] = ask(scenario).rulings
    assert ruling.answer("in-standby").value == "monster_zone"
    steps = [line for line in ruling.timeline if "entered" in line or "new_turn" in line or "special_summoned" in line]
    assert any("special_summoned" in line for line in steps)


def test_unknown_turn_player_and_turn_moment_are_errors():
    with pytest.raises(JudgeError) as err:
        load_text("""
name: bad turns
turns: [{player: you}, {player: bob}]
cards: [{name: Dark Magician, owner: you, zone: hand}]
questions: [{id: q, ask: where, card: Dark Magician, at: {turn: 3}}]
""")
    text = " ".join(err.value.problems) if getattr(err.value, "problems", None) else str(err.value)
    assert "unknown player 'bob'" in text and "there is no turn 3" in text


def test_a_one_turn_scenario_has_the_same_facts_as_before():
    # Old scenario files keep loading: no turn facts unless the scenario has several turns.
    [scenario] = load_text("""
name: one turn
cards: [{name: Dark Magician, owner: you, zone: hand}]
actions: [{summon: {card: Dark Magician, how: normal}}]
""")
    names = {f.name for f in scenario.facts()}
    assert "turn_start" not in names and {"turn_player", "start_phase", "action"} <= names


def test_action_numbers_count_the_start_of_each_turn():
    # A new turn is an action of its own: the chain in turn 2 is action 2.
    [scenario] = load_text("""
name: numbering
turns:
  - player: you
  - player: opp
    actions:
      - chain:
          - {card: mst, targets: [drain]}
cards:
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: hand}
  - {id: drain, name: Skill Drain, owner: you, zone: spell_trap_zone}
questions:
  - {id: q, ask: outcome, link: "2.1"}
""")
    [ruling] = ask(scenario).rulings
    assert ruling.link("2.1").outcome == "resolved" and ruling.zone("drain") == "gy"


def test_a_set_trap_can_be_activated_in_the_next_turn():
    # Rule Book: a Trap Card cannot be activated in the turn it was Set (r_set_this_turn) - but it can the next turn.
    text = """
name: set then activate
turns:
  - player: you
    actions:
      - set: {card: roar}
{LATER}
cards:
  - {id: roar, name: Threatening Roar, owner: you, zone: hand}
"""
    [same] = load_text(text.replace("{LATER}", "      - chain: [{card: roar}]"))
    with pytest.raises(JudgeError) as err:
        ask(same)
    assert "r_set_this_turn" in " ".join(err.value.problems)
    [later] = load_text(text.replace("{LATER}", "  - player: opp\n    actions:\n      - chain: [{card: roar}]"))
    [ruling] = ask(later).rulings
    assert ruling.link("3.1").outcome == "resolved"


def test_chain_link_1_only(tmp_path):
    # "Cannot be activated as Chain Link 2 or higher" (e.g. Mischief of the Time Goddess, whose other
    # conditions are not modelled): a card of the user's own (JUDGE_CARDS) with only that condition.
    from pyfacade.inputs.cards import library

    (tmp_path / "first_only.lp").write_text(
        'card_name(first_only, "First Only").\ncard_type(first_only, spell). subtype(first_only, quick_play).\n'
        'effect(first_only, 1, card_activation).\ncondition(first_only, 1, chain_link_1).\n')
    cards = library((str(tmp_path),))
    text = """
name: chain link 1 only
cards:
  - {id: first, name: First Only, owner: you, zone: hand}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
  - {id: drain, name: Skill Drain, owner: you, zone: spell_trap_zone}
actions:
  - chain:
{LINKS}
"""
    [alone] = load_text(text.replace("{LINKS}", "      - {card: first}"), cards=cards)
    assert ask(alone).rulings[0].link("1.1").outcome == "resolved"
    [above] = load_text(text.replace("{LINKS}", "      - {card: mst, targets: [drain]}\n      - {card: first}"), cards=cards)
    with pytest.raises(JudgeError) as err:
        ask(above)
    assert "r_condition" in " ".join(err.value.problems) and "[chain link 1]" in " ".join(err.value.problems)
    assert [(b["rule"], b["detail"]) for b in err.value.illegal] == [("r_condition", "chain_link_1")]


# Each kind of restriction, imposed by a face-up monster of the user's own
# (JUDGE_CARDS) whose continuous effect is that one restriction, against a
# situation that does what it forbids. The card is a test double: the kinds
# are vocabulary that real cards use in different combinations.
WALL = """card_name(test_wall, "Test Wall").
card_type(test_wall, monster). subtype(test_wall, effect).
level(test_wall, 4). attack_points(test_wall, 1000). defense_points(test_wall, 1000).
effect(test_wall, 1, continuous).
applies_continuously(test_wall, 1, {R}).
"""
BASE = """
name: {NAME}
turn: {TURN}
phase: {PHASE}
cards:
  - {{id: wall, name: Test Wall, owner: you, zone: monster_zone}}
  - {{id: force, name: Exiled Force, owner: opp, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: hand}}
actions:
{ACTIONS}
"""


def wall_scenario(tmp_path, restriction, actions, turn="opp", phase="main1"):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_wall.lp").write_text(WALL.replace("{R}", restriction))
    text = BASE.format(NAME=restriction, TURN=turn, PHASE=phase, ACTIONS=actions)
    [scenario] = load_text(text, cards=library((str(tmp_path),)))
    return scenario


def refused_by(scenario):
    with pytest.raises(JudgeError) as err:
        ask(scenario)
    return " ".join(err.value.problems)


@pytest.mark.parametrize("restriction, actions, phase", [
    ("cannot(target, self)", "  - chain: [{card: force, targets: [wall]}]", "main1"),
    ("cannot(tribute, opponent)", "  - chain: [{card: force, targets: [wall]}]", "main1"),
    ("cannot(summon(normal), both)", "  - summon: {card: dm, how: normal}", "main1"),
    ("cannot(set, opponent)", "  - summon: {card: dm, how: set}", "main1"),
    ("cannot(conduct_battle_phase, opponent)", "  - phase: battle_start", "main1"),
])
def test_each_kind_of_restriction_refuses_what_it_forbids(tmp_path, restriction, actions, phase):
    problems = refused_by(wall_scenario(tmp_path, restriction, actions, phase=phase))
    assert ("r_restriction_continuous" in problems or "r_restricted_cost" in problems) and "wall" in problems


def test_cannot_be_destroyed_by_effects_keeps_the_card(tmp_path):
    # r_restricted_operation: the destruction does not happen; the effect still resolved.
    scenario = wall_scenario(tmp_path, "cannot(destroyed(effect), self)", "  - chain: [{card: force, targets: [wall]}]")
    [ruling] = ask(scenario).rulings
    assert ruling.link("1.1").outcome == "resolved" and ruling.zone("wall") == "monster_zone"
    assert any("restricted(" in line for line in ruling.timeline)


def test_cannot_change_position(tmp_path):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_wall.lp").write_text(WALL.replace("{R}", "cannot(change_position, both)"))
    text = BASE.format(NAME="position", TURN="opp", PHASE="main1", ACTIONS="  - phase: main1")
    text = text.replace("actions:", "questions:\n  - {id: q, ask: can_change_position, card: force}\nactions:")
    [scenario] = load_text(text, cards=library((str(tmp_path),)))
    answer = ask(scenario).rulings[0].answer("q")
    assert answer.value == "no" and "r_restriction_continuous" in [r.rule for r in answer.reasons]


def test_cannot_draw_stops_the_normal_draw(tmp_path):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_wall.lp").write_text(WALL.replace("{R}", "cannot(draw, opponent)"))
    [scenario] = load_text("""
name: no draw
turns: [{player: you}, {player: opp}, {player: you}]
cards:
  - {id: wall, name: Test Wall, owner: you, zone: monster_zone}
""", cards=library((str(tmp_path),)))
    [ruling] = ask(scenario).rulings
    draws = [line.split(": ", 1)[1] for line in ruling.timeline if "drew(" in line]
    assert draws == ["drew(you, normal)"]


def test_until_the_end_of_the_opponents_next_turn(tmp_path):
    # r_restriction_lasting with the duration until_end_of_opponents_next_turn.
    from pyfacade.inputs.cards import library

    (tmp_path / "long_roar.lp").write_text(
        'card_name(long_roar, "Long Roar").\ncard_type(long_roar, trap). subtype(long_roar, normal).\n'
        'effect(long_roar, 1, card_activation).\n'
        'op(long_roar, 1, 1, restrict(cannot(declare_attack, opponent), until_end_of_opponents_next_turn)).\n')
    cards = library((str(tmp_path),))
    text = """
name: long roar
turns:
  - player: you
    actions:
      - chain: [{card: roar}]
  - player: opp
{LATER}
cards:
  - {id: roar, name: Long Roar, owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
"""
    attack = "    actions:\n      - phase: battle_start\n      - attack: {card: dm, target: direct}"
    [next_turn] = load_text(text.replace("{LATER}", attack), cards=cards)
    assert "r_restriction_lasting" in refused_by(next_turn)
    [turn_after] = load_text(text.replace("{LATER}", "  - player: you\n  - player: opp\n" + attack), cards=cards)
    assert ask(turn_after).rulings[0].zone("dm") == "monster_zone"



AEGIS = """
name: aegis
turn: opp
cards:
  - {id: aegis, name: Aegis of the Ocean Dragon Lord, owner: you, zone: spell_trap_zone}
  - {id: snake, name: Aqua Snake, owner: you, zone: monster_zone}
  - {id: mine, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: theirs, name: Aqua Snake, owner: opp, zone: monster_zone}
actions:
  - chain:
      - {card: aegis}
questions:
  - {id: snake, ask: restricted, card: snake, at: {after: 1}}
  - {id: mine, ask: restricted, card: mine, at: {after: 1}}
  - {id: theirs, ask: restricted, card: theirs, at: {after: 1}}
"""


def test_aegis_covers_the_matching_monsters_you_control_with_both_restrictions():
    # card text (Aegis of the Ocean Dragon Lord): "face-up Level 3 or lower WATER monsters you control cannot be
    # destroyed by battle or by card effects" (r_restriction_lasting; restriction whom where(filter)).
    [scenario] = load_text(AEGIS)
    [ruling] = ask(scenario).rulings
    snake = [a for a in ruling.answers if a.question == "snake"]
    assert sorted(str(a.value) for a in snake) == ["cannot(destroyed(battle))", "cannot(destroyed(effect))"]
    assert all(r.rule == "r_restriction_lasting" and "aegis" in str(r.detail) for a in snake for r in a.reasons)
    assert ruling.answer("mine").value == "none" and ruling.answer("theirs").value == "none"


def test_options_refuse_called_by_the_grave_under_necrovalley():
    # ygorganization.com/?p=800: under Necrovalley you cannot activate an effect that would banish a card in the GY
    # (r_restricted_banish_activation); `judge options` names it and the source card.
    [scenario] = load_text("""
name: valley options
turn: opp
cards:
  - {id: valley, name: Necrovalley, owner: you, zone: field_zone, face: up}
  - {id: called, name: Called by the Grave, owner: opp, zone: hand}
  - {id: sangan, name: Sangan, owner: you, zone: gy}
""")
    result = options(scenario, ["start"])
    entry = next(o for p in result.moments[0].players for o in p.cannot if o.card == "called")
    assert [r.rule for r in entry.reasons] == ["r_restricted_banish_activation"] and "valley" in entry.reasons[0].detail


def test_return_to_the_hand_instead(tmp_path):
    # r_replacement with another zone than banished ("... returned to the hand instead of going to the GY"): a test
    # double whose continuous effect returns monsters sent to the GY to the hand.
    from pyfacade.inputs.cards import library

    (tmp_path / "test_well.lp").write_text(
        'card_name(test_well, "Test Well").\ncard_type(test_well, spell). subtype(test_well, continuous).\n'
        'effect(test_well, 1, card_activation).\neffect(test_well, 2, continuous).\n'
        'applies_continuously(test_well, 2, replace(monsters, gy, hand)).\n')
    [scenario] = load_text("""
name: well
cards:
  - {id: well, name: Test Well, owner: opp, zone: spell_trap_zone, face: up}
  - {id: force, name: Exiled Force, owner: you, zone: monster_zone}
  - {id: gora, name: Gora Turtle, owner: opp, zone: monster_zone}
""" + "actions:\n  - chain:\n      - {card: force, targets: [gora]}\n", cards=library((str(tmp_path),)))
    [ruling] = ask(scenario).rulings
    assert ruling.zone("gora") == "hand" and ruling.zone("force") == "hand"


def test_cannot_send_to_the_gy_refuses_a_send_to_gy_cost(tmp_path):
    # r_restricted_cost with restriction send_to_gy: Effect Veiler's cost (send it from the hand to the GY) cannot be
    # paid while its player cannot send cards to the GY (the Test Wall double imposes only that).
    from pyfacade.inputs.cards import library

    (tmp_path / "test_wall.lp").write_text(WALL.replace("{R}", "cannot(send_to_gy, opponent)"))
    [scenario] = load_text("""
name: no sending
cards:
  - {id: wall, name: Test Wall, owner: opp, zone: monster_zone}
  - {id: veiler, name: Effect Veiler, owner: you, zone: hand}
  - {id: force, name: Exiled Force, owner: opp, zone: monster_zone}
turn: opp
actions:
  - chain: [{card: veiler, targets: [force]}]
""", cards=library((str(tmp_path),)))
    problems = refused_by(scenario)
    assert "r_restricted_cost" in problems and "wall" in problems


# "Your opponent cannot activate cards or effects in response to this card's activation" (no_response opponent) and
# "... cannot activate Spell/Trap Cards in response ..." (no_response opponent_class): test doubles (Quick-Play Spells
# that draw 1) with one response restriction each; the real cards that say so need mechanics not modelled yet
# (Xyz Material costs, shuffling into the Deck). r_response_restriction.
SHOUT = """card_name(test_shout, "Test Shout").
card_type(test_shout, spell). subtype(test_shout, quick_play).
effect(test_shout, 1, card_activation).
op(test_shout, 1, 1, draw(1)).
no_response(test_shout, 1, {W}).
"""
RESPONSE = """
name: {NAME}
cards:
  - {{id: shout, name: Test Shout, owner: you, zone: hand}}
  - {{id: mst, name: Mystical Space Typhoon, owner: {MST}, zone: {MST_ZONE}}}
  - {{id: drain, name: Skill Drain, owner: opp, zone: spell_trap_zone}}
  - {{id: veiler, name: Effect Veiler, owner: opp, zone: hand}}
  - {{id: gora, name: Gora Turtle, owner: you, zone: monster_zone}}
actions:
  - chain:
      - {{card: shout}}
      - {RESPONSE}
"""


@pytest.mark.parametrize("who, mst_owner, response, refused", [
    ("opponent", "opp", "{card: mst, targets: [drain]}", True),
    ("opponent", "you", "{card: mst, targets: [drain]}", False),
    ("opponent", "opp", "{card: veiler, targets: [gora]}", True),
    ("opponent_class(spell_trap_card)", "opp", "{card: mst, targets: [drain]}", True),
    ("opponent_class(spell_trap_card)", "opp", "{card: veiler, targets: [gora]}", False),
    ("opponent_class(spell_trap_card)", "you", "{card: mst, targets: [drain]}", False),
])
def test_response_restrictions_by_player_and_class(tmp_path, who, mst_owner, response, refused):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_shout.lp").write_text(SHOUT.replace("{W}", who))
    text = RESPONSE.format(NAME=who, MST=mst_owner, MST_ZONE="hand" if mst_owner == "you" else "spell_trap_zone",
                           RESPONSE=response)
    [scenario] = load_text(text, cards=library((str(tmp_path),)))
    if refused:
        problems = refused_by(scenario)
        assert "r_response_restriction" in problems and "1.2" in problems
    else:
        assert ask(scenario).rulings[0].link("1.2").outcome in ("resolved", "resolved_without_effect")


# "Neither player can Special Summon monsters" (Vanity's Emptiness; its card file is left out because the card-text
# compiler does not yet read that sentence as an effect of its own): a Continuous Trap test double with only that.
LOCK = """card_name(test_lock, "Test Lock").
card_type(test_lock, trap). subtype(test_lock, continuous).
effect(test_lock, 1, card_activation).
effect(test_lock, 2, continuous).
applies_continuously(test_lock, 2, cannot(summon(special), both)).
"""


def lock_scenario(tmp_path, lock_face, links):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_lock.lp").write_text(LOCK)
    [scenario] = load_text(f"""
name: lock
cards:
  - {{id: reborn, name: Monster Reborn, owner: you, zone: hand}}
  - {{id: lock, name: Test Lock, owner: opp, zone: spell_trap_zone, face: {lock_face}}}
  - {{id: dm, name: Dark Magician, owner: you, zone: gy}}
actions:
  - chain:
{links}
""", cards=library((str(tmp_path),)))
    return scenario


def test_a_lock_chained_to_monster_reborn_stops_its_special_summon(tmp_path):
    # r_restricted_operation: Monster Reborn was activated before the lock applied; it resolves and Special Summons
    # nothing ("A resolving effect does not do what a restriction forbids").
    scenario = lock_scenario(tmp_path, "down", "      - {card: reborn, targets: [dm]}\n      - {card: lock}")
    [ruling] = ask(scenario).rulings
    assert ruling.link("1.1").outcome == "resolved" and ruling.link("1.2").outcome == "resolved"
    assert ruling.zone("dm") == "gy" and any("restricted(" in line for line in ruling.timeline)


def test_a_face_up_lock_refuses_monster_reborn(tmp_path):
    # r_cannot_summon_activation: a player who cannot Special Summon cannot activate an effect that would.
    scenario = lock_scenario(tmp_path, "up", "      - {card: reborn, targets: [dm]}")
    assert "r_cannot_summon_activation" in refused_by(scenario)


# "You cannot Special Summon monsters (from the Extra Deck) the turn you activate this card, except "X" monsters"
# (r_restriction_activation_turn): a Normal Spell of the user's own (JUDGE_CARDS) with only that restriction.
OATH = """card_name(test_oath, "Test Oath").
card_type(test_oath, spell). subtype(test_oath, normal).
effect(test_oath, 1, card_activation).
op(test_oath, 1, 1, draw(1)).
activation_turn_restriction(test_oath, 1, cannot({WHAT}, you)).
"""


def oath_scenario(tmp_path, kind, actions, questions="", what='summon_except({KIND}, name_has("Magician"))'):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_oath.lp").write_text(OATH.replace("{WHAT}", what).replace("{KIND}", kind))
    [scenario] = load_text(f"""
name: oath {kind}
cards:
  - {{id: oath, name: Test Oath, owner: you, zone: hand}}
  - {{id: sorcerer, name: Chaos Sorcerer, owner: you, zone: hand}}
  - {{id: dm, name: Dark Magician, owner: you, zone: gy}}
  - {{id: reborn, name: Monster Reborn, owner: you, zone: hand}}
actions:
{actions}
questions:
  - {{id: oath-now, ask: can_activate, card: oath, at: end}}
{questions}""", cards=library((str(tmp_path),)))
    return scenario


def answers(scenario):
    [ruling] = ask(scenario).rulings
    return {a.question: (a.value, [r.rule for r in a.reasons]) for a in ruling.answers}


def test_the_turn_you_activate_except_looks_back_at_special_summons_of_other_monsters(tmp_path):
    # yugioh-wiki.net 誓約効果: activated only if the player does not do the act that turn, before or after.
    # Chaos Sorcerer is not a "Magician" monster: the card cannot be activated after it was Special Summoned.
    got = answers(oath_scenario(tmp_path, "special", "  - summon: {card: sorcerer, how: special}"))
    assert got["oath-now"] == ("no", ["r_restriction_activation_turn"])
    # a "Magician" monster Special Summoned that turn (by Monster Reborn) does not stop it
    got = answers(oath_scenario(tmp_path, "special", "  - chain: [{card: reborn, targets: [dm], positions: {dm: attack}}]"))
    assert got["oath-now"][0] == "yes"
    # "from the Extra Deck": a Special Summon from the hand does not stop it
    got = answers(oath_scenario(tmp_path, "special_from_extra_deck", "  - summon: {card: sorcerer, how: special}"))
    assert got["oath-now"][0] == "yes"


def test_the_turn_you_activate_except_refuses_a_later_special_summon_of_another_monster(tmp_path):
    scenario = oath_scenario(tmp_path, "special", "  - chain: [{card: oath}]\n  - summon: {card: sorcerer, how: special}")
    problems = refused_by(scenario)
    assert "r_summon_except_special" in problems and "oath" in problems
    [ruling] = ask(oath_scenario(tmp_path, "special", "  - chain: [{card: oath}]\n  - chain: [{card: reborn, targets: [dm], positions: {dm: attack}}]")).rulings
    assert ruling.zone("dm") == "monster_zone"


# "You can only activate 1 "X" per Duel" (asp/chain/limits.lp r_limit_activate_duel): a Normal Spell of the user's own.
DUEL_SPELL = """card_name(test_once, "Test Once").
card_type(test_once, spell). subtype(test_once, normal).
effect(test_once, 1, card_activation).
op(test_once, 1, 1, draw(1)).
usage_limit(test_once, 1, activate_once_per_duel).
"""


@pytest.mark.parametrize("negated, can", [(False, "no"), (True, "yes")])
def test_activate_1_per_duel_counts_only_activations_not_negated(tmp_path, negated, can):
    from pyfacade.inputs.cards import library

    (tmp_path / "test_once.lp").write_text(DUEL_SPELL)
    response = "\n          - {card: solemn}" if negated else ""
    [scenario] = load_text(f"""
name: activate 1 per Duel
turns:
  - player: you
    actions:
      - chain:
          - {{card: first}}{response}
  - player: opp
  - player: you
cards:
  - {{id: first, name: Test Once, owner: you, zone: hand}}
  - {{id: second, name: Test Once, owner: you, zone: hand}}
  - {{id: solemn, name: Solemn Judgment, owner: opp, zone: spell_trap_zone}}
questions:
  - {{id: again, ask: can_activate, card: second, at: end}}
""", cards=library((str(tmp_path),)))
    got = answers(scenario)
    assert got["again"][0] == can
    if not negated:
        assert got["again"][1] == ["r_limit_activate_duel"]


def face_down_oath(tmp_path, actions):
    """"You cannot Special Summon the turn you activate this card, except in face-down Defense Position"."""
    return oath_scenario(tmp_path, "special", actions, what="summon(special_face_up)")


def test_face_down_only_looks_back_at_face_up_special_summons(tmp_path):
    got = answers(face_down_oath(tmp_path, "  - summon: {card: sorcerer, how: special}"))
    assert got["oath-now"] == ("no", ["r_restriction_activation_turn"])


def test_face_down_only_refuses_a_later_face_up_special_summon(tmp_path):
    assert "r_restriction_activation_turn" in refused_by(face_down_oath(tmp_path, "  - chain: [{card: oath}]\n"
                                                                                  "  - summon: {card: sorcerer, how: special}"))
    # Monster Reborn, activated later that turn, resolves without Special Summoning Dark Magician face-up (r_restricted_operation)
    [ruling] = ask(face_down_oath(tmp_path, "  - chain: [{card: oath}]\n  - chain: [{card: reborn, targets: [dm], positions: {dm: attack}}]")).rulings
    assert ruling.zone("dm") == "gy" and any("restricted(" in line for line in ruling.timeline)


STRIKER = """card_name(test_striker, "Test Striker").
card_type(test_striker, monster). subtype(test_striker, effect).
level(test_striker, 4). attack_points(test_striker, 1000). defense_points(test_striker, 1000).
effect(test_striker, 1, ignition).
op(test_striker, 1, 1, draw(1)).
activation_turn_restriction(test_striker, 1, cannot(attack_directly, self)).
"""


def striker_scenario(tmp_path, actions):
    """"This card cannot attack directly the turn you activate this effect" (r_restriction_activation_turn)."""
    from pyfacade.inputs.cards import library

    (tmp_path / "test_striker.lp").write_text(STRIKER)
    [scenario] = load_text(f"""
name: cannot attack directly the turn you activate
cards:
  - {{id: striker, name: Test Striker, owner: you, zone: monster_zone}}
actions:
{actions}""", cards=library((str(tmp_path),)))
    return scenario


def test_a_card_that_attacked_directly_cannot_activate_an_effect_that_forbids_it(tmp_path):
    problems = refused_by(striker_scenario(tmp_path, "  - phase: battle_start\n  - attack: {card: striker, target: direct}\n"
                                                     "  - phase: main2\n  - chain: [{card: striker}]"))
    assert "r_restriction_activation_turn" in problems


def test_after_the_effect_the_card_cannot_attack_directly(tmp_path):
    problems = refused_by(striker_scenario(tmp_path, "  - chain: [{card: striker}]\n  - phase: battle_start\n"
                                                     "  - attack: {card: striker, target: direct}"))
    assert "r_cannot_attack_directly" in problems


@pytest.mark.parametrize("what, rule", [("cannot(declare_attack, you)", "r_restriction_activation_turn"),
                                        ("cannot(attack_directly, you)", "r_restriction_activation_turn")])
def test_your_monsters_cannot_attack_the_turn_you_activate_looks_back(tmp_path, what, rule):
    """"Your monsters cannot attack (directly) the turn you activate this effect": not after an attack (a direct
    attack) of one of your monsters that turn; after it, no attack (direct attack) of your monsters."""
    (tmp_path / "extra").mkdir()
    before = STRIKER.replace("cannot(attack_directly, self)", what)
    from pyfacade.inputs.cards import library

    (tmp_path / "extra" / "test_striker.lp").write_text(before)
    cards = library((str(tmp_path / "extra"),))
    text = """
name: your monsters cannot attack the turn you activate
cards:
  - {id: striker, name: Test Striker, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
actions:
ACTIONS"""
    [after_attack] = load_text(text.replace("ACTIONS", "  - phase: battle_start\n  - attack: {card: dm, target: direct}\n"
                                                       "  - phase: main2\n  - chain: [{card: striker}]"), cards=cards)
    assert rule in refused_by(after_attack)
    [then_attack] = load_text(text.replace("ACTIONS", "  - chain: [{card: striker}]\n  - phase: battle_start\n"
                                                      "  - attack: {card: dm, target: direct}"), cards=cards)
    problems = refused_by(then_attack)
    assert "r_restriction_activation_turn" in problems or "r_cannot_attack_directly" in problems


LINKER = """card_name(test_linker, "Test Linker").
card_type(test_linker, monster). subtype(test_linker, effect). subtype(test_linker, link).
attack_points(test_linker, 1000). monster_type(test_linker, machine). attribute(test_linker, water).
link_rating(test_linker, 1).
summon_limit(test_linker, link, once_per_turn).
"""


def test_you_can_only_link_summon_x_once_per_turn(tmp_path):
    """"You can only Link Summon "X" once per turn" (r_summon_limit): a second Link Summon of X that turn is refused."""
    from pyfacade.inputs.cards import library

    (tmp_path / "test_linker.lp").write_text(LINKER)
    [scenario] = load_text("""
name: Link Summon once per turn
cards:
  - {id: link1, name: Test Linker, owner: you, zone: extra_deck}
  - {id: link2, name: Test Linker, owner: you, zone: extra_deck}
  - {id: raye1, name: Sky Striker Ace - Raye, owner: you, zone: monster_zone}
  - {id: raye2, name: Sky Striker Ace - Raye, owner: you, zone: monster_zone}
actions:
  - summon: {card: link1, how: link, materials: [raye1]}
  - summon: {card: link2, how: link, materials: [raye2]}
""", cards=library((str(tmp_path),)))
    assert "r_summon_limit" in refused_by(scenario)


FERVOR = """card_name(test_fervor, "Test Fervor").
card_type(test_fervor, spell). subtype(test_fervor, normal).
effect(test_fervor, 1, card_activation).
target(test_fervor, 1, 1, monster, monster_zone, own). target_face(test_fervor, 1, 1, up).
op(test_fervor, 1, 1, draw(1)).
activation_turn_restriction(test_fervor, 1, cannot(attack_directly, target(1))).
"""


def fervor_scenario(tmp_path, actions):
    """"Target 1 face-up monster you control; ... It cannot attack directly during the turn you activate this card"."""
    from pyfacade.inputs.cards import library

    (tmp_path / "test_fervor.lp").write_text(FERVOR)
    [scenario] = load_text(f"""
name: its target cannot attack directly the turn you activate
cards:
  - {{id: fervor, name: Test Fervor, owner: you, zone: hand}}
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: sorcerer, name: Chaos Sorcerer, owner: you, zone: monster_zone}}
actions:
{actions}""", cards=library((str(tmp_path),)))
    return scenario


def test_the_target_that_attacked_directly_cannot_be_chosen(tmp_path):
    problems = refused_by(fervor_scenario(tmp_path, "  - phase: battle_start\n  - attack: {card: dm, target: direct}\n"
                                                    "  - phase: main2\n  - chain: [{card: fervor, targets: [dm]}]"))
    assert "r_restriction_activation_turn" in problems
    [ruling] = ask(fervor_scenario(tmp_path, "  - phase: battle_start\n  - attack: {card: dm, target: direct}\n"
                                             "  - phase: main2\n  - chain: [{card: fervor, targets: [sorcerer]}]")).rulings
    assert ruling.link("4.1").outcome == "resolved"


def test_the_target_cannot_attack_directly_afterwards_the_others_can(tmp_path):
    assert "r_cannot_attack_directly" in refused_by(fervor_scenario(
        tmp_path, "  - chain: [{card: fervor, targets: [dm]}]\n  - phase: battle_start\n  - attack: {card: dm, target: direct}"))
    ask(fervor_scenario(tmp_path, "  - chain: [{card: fervor, targets: [dm]}]\n  - phase: battle_start\n"
                                  "  - attack: {card: sorcerer, target: direct}"))
