"""Phase-window heads compiled from card text: "During your opponent's turn,
at damage calculation" (the older wording of "during damage calculation in
your opponent's turn"), "During your opponent's Battle Phase (except during
the Damage Step)" (its Start, Battle and End Steps), "During the Main Phase
or your opponent's Battle Phase" and "During either player's Main Phase or
Battle Phase" (any of the phases), "During the Battle Step", "During Main
Phase 2", "During damage calculation (Quick Effect)", "During your
opponent's Draw Phase, if they draw a card(s) for their normal draw" (the
normal draw, asp/core/turns.lp), "During the End Phase, if this card is in
the GY because it was destroyed in your Monster Zone by an opponent's card
and sent there this turn" (and the like: where it was, as the subject of
this card's event this turn). Short texts written here, imported and
judged in scenarios both ways; real card texts from the shared data
(skipped when it is absent). Not read on purpose (no engine model): "During
your Draw Phase, instead of conducting your normal draw / before you draw"
and "if this card is (treated as) a Continuous Trap".
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


def trap(name: str, text: str) -> dict:
    return {"card_type": "Trap", "property": "Normal", "name": name, "text": text}


CARDS = [
    trap("Guard Draw", "During your opponent's turn, at damage calculation: Draw 1 card."),
    trap("Step Aside", "During your opponent's Battle Phase (except during the Damage Step): Draw 1 card."),
    trap("Window Draw", "During the Main Phase or your opponent's Battle Phase: Draw 1 card."),
    trap("Draw Toll", "During your opponent's Draw Phase, if they draw a card(s) for their normal draw: Inflict 500 damage to your opponent."),
    {"card_type": "Spell", "property": "Normal", "name": "Pot of Pages", "text": "Draw 2 cards."},
    monster("Grave Return", "During the End Phase, if this card is in the GY because it was destroyed in your Monster Zone by an "
                            "opponent's card and sent there this turn: You can Special Summon this card."),
    {"card_type": "Spell", "property": "Quick-Play", "name": "Quick Smash", "text": "Target 1 monster on the field; destroy it."},
    monster("Step Jumper", "During the Battle Step (Quick Effect): You can Special Summon this card from your hand."),
    monster("Foot Soldier", "A plain soldier.", line="Warrior", atk=1000, **{"def": 500}),
    monster("Foot Wall", "A plain wall.", line="Rock", atk=0, **{"def": 2000}),
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def test_phase_windows_compile():
    got = compiled(BY["Guard Draw"])
    assert {"condition(guard_draw,1,during_phase(damage_calculation))", "condition(guard_draw,1,opponent_turn)",
            "damage_step_ok(guard_draw,1)", "effect(guard_draw,1,card_activation)"} <= got
    got = compiled(BY["Step Aside"])
    assert {"condition(step_aside,1,opponent_turn)", "condition(step_aside,1,one_of(step_aside))",
            "condition_option(step_aside,during_phase(battle_start))", "condition_option(step_aside,during_phase(battle_step))",
            "condition_option(step_aside,during_phase(battle_end))"} <= got
    assert not any("damage_step" in f or "not_understood" in f for f in got)
    got = compiled(BY["Window Draw"])
    assert {"condition_option(window_draw,during_phase(main1))", "condition_option(window_draw,during_phase(main2))",
            "condition_option(window_draw,opponent_battle_phase)"} <= got
    got = compiled(trap("Open Window", "During either player's Main Phase or Battle Phase: Draw 1 card."))
    assert {"condition_option(open_window,during_phase(main1))", "condition_option(open_window,during_phase(main2))",
            "condition_option(open_window,during_battle_phase)"} <= got


def test_one_phase_heads_compile():
    got = compiled(BY["Step Jumper"])
    assert {"condition(step_jumper,1,during_phase(battle_step))", "effect(step_jumper,1,quick)", "activate_from(step_jumper,1,hand)"} <= got
    got = compiled(monster("Late Striker", "During Main Phase 2 (Quick Effect): You can draw 1 card."))
    assert {"condition(late_striker,1,during_phase(main2))", "effect(late_striker,1,quick)"} <= got
    got = compiled(monster("Calc Shield", "During damage calculation (Quick Effect): You can discard this card; draw 1 card."))
    assert {"condition(calc_shield,1,during_phase(damage_calculation))", "damage_step_ok(calc_shield,1)", "effect(calc_shield,1,quick)"} <= got
    got = compiled({"card_type": "Spell", "property": "Quick-Play", "name": "Main Rise", "text": "During either player's Main Phase: Draw 1 card."})
    assert {"condition_option(main_rise,during_phase(main1))", "condition_option(main_rise,during_phase(main2))",
            "effect(main_rise,1,card_activation)"} <= got


def test_opponents_normal_draw_compiles():
    assert ("condition(draw_toll,1,if_event(ev(drew,any,all_of(happened_to(opponent),except(by_effect)))))"
            in compiled(BY["Draw Toll"]))


def test_end_phase_because_it_was_compiles():
    assert {"condition(grave_return,1,during_phase(end))", "activate_from(grave_return,1,gy)",
            "condition(grave_return,1,this_turn(ev(destroyed,all_of(self,own),all_of(from(monster_zone),all_of(by(opponent),to(gy))))))"
            } <= compiled(BY["Grave Return"])
    got = compiled({"card_type": "Trap", "property": "Continuous", "name": "Fading Veil", "text": "During the End Phase, if this card "
                    "is in the GY because it was sent there from the Spell & Trap Zone this turn while face-up: You can draw 1 card."})
    assert {"condition(fading_veil,2,this_turn(ev(sent_to_gy,all_of(self,face_up),from(spell_trap_zone))))",
            "activate_from(fading_veil,2,gy)", "effect(fading_veil,2,trigger)"} <= got
    got = compiled(monster("Set Ghost", "During the End Phase, if this card is in the GY because it was destroyed by an opponent's card "
                                        "effect this turn while it was Set on your field: You can draw 1 card."))
    assert ("condition(set_ghost,1,this_turn(ev(destroyed,all_of(self,all_of(except(face_up),own)),all_of(from(field),"
            "all_of(by(opponent),all_of(by_effect,to(gy)))))))") in got
    got = compiled(monster("Exile Guard", "During the End Phase, if this card was banished while face-up on your field, this turn: "
                                          "You can draw 1 card."))
    assert {"condition(exile_guard,1,this_turn(ev(banished,all_of(self,all_of(face_up,own)),from(field))))",
            "activate_from(exile_guard,1,banished)"} <= got


def test_unmodelled_phase_heads_stay_not_understood():
    # the normal draw happens as the Draw Phase begins (asp/core/turns.lp r_normal_draw): no window before it, and
    # no choice to replace it; a Monster Card placed as a Continuous Trap is not modelled
    for text in ("During your Draw Phase, instead of conducting your normal draw: You can draw 1 card.",
                 "During your Draw Phase, before you draw: You can draw 1 card.",
                 "During the Main Phase, if this card is a Continuous Trap: You can Special Summon this card."):
        assert "condition(late_guard,1,not_understood)" in compiled(monster("Late Guard", text))


def test_real_cards():
    if not DATA.exists():
        pytest.skip("the shared card data is absent")
    real_facts_hold({
        "Defense Draw": ("condition(defense_draw,1,during_phase(damage_calculation))", "condition(defense_draw,1,opponent_turn)",
                         "damage_step_ok(defense_draw,1)"),
        "Half or Nothing": ("condition(half_or_nothing,1,opponent_turn)", "condition_option(half_or_nothing,during_phase(battle_step))"),
        "Assist★Yummy!": ("condition_option(assistyummy,opponent_battle_phase)", "effect(assistyummy,3,quick)"),
        "Yang Zing Unleashed": ("condition_option(yang_zing_unleashed,during_battle_phase)",),
        "Flower Cardian Lightshower": ("condition(flower_cardian_lightshower,2,if_event(ev(drew,any,all_of(happened_to(opponent),"
                                       "except(by_effect)))))",),
        "Dark Necrofear": ("condition(dark_necrofear,1,during_phase(end))", "activate_from(dark_necrofear,1,gy)"),
        "Dogu": ("condition(dogu,1,this_turn(ev(sent_to_gy,all_of(self,own),all_of(by(opponent),by_effect))))",),
    }, absent={"Dark Necrofear": ("condition(dark_necrofear,1,not_understood",), "Dogu": ("condition(dogu,1,not_understood",), "Defense Draw": ("not_understood",), "Half or Nothing": ("not_understood",)})


def _opp_attacks(then: str, card: str, target: str = "wall") -> str:
    """The opponent's Foot Soldier attacks (your Foot Wall, or directly); the
    scenario then enters `then` (a step or sub-step) and asks about `card`."""
    steps = {"battle_step": "", "damage_calculation": "  - phase: damage_calculation\n",
             "damage_step": "  - phase: damage_step\n", "main2": "  - phase: damage_calculation\n  - phase: end_damage_step\n"
             "  - phase: battle_step\n  - phase: battle_end\n  - phase: main2\n"}[then]
    wall = "  - {id: wall, name: Foot Wall, owner: you, zone: monster_zone, position: defense}\n" if target == "wall" else ""
    return f"""
name: the opponent attacks, then {then}; {card} asked
turn: opp
phase: battle_step
cards:
  - {{id: sol, name: Foot Soldier, owner: opp, zone: monster_zone}}
{wall}  - {{id: t, name: {card}, owner: you, zone: spell_trap_zone, face: down}}
  - {{id: d1, name: Foot Soldier, owner: you, zone: deck}}
actions:
  - attack: {{card: sol, target: {"wall" if target == "wall" else "direct"}}}
{steps}questions:
  - {{id: q, ask: can_activate, card: t}}
"""


@pytest.mark.parametrize("then, can", [("damage_calculation", "yes"), ("battle_step", "no")])
def test_at_damage_calculation_in_the_opponents_turn(imported, then, can):
    expectations_hold(_opp_attacks(then, "Guard Draw") + f'expect:\n  answers: {{q: "{can}"}}\n', "phaseheads.yaml")


@pytest.mark.parametrize("then, can", [("battle_step", "yes"), ("damage_step", "no"), ("main2", "no")])
def test_opponents_battle_phase_except_the_damage_step(imported, then, can):
    expectations_hold(_opp_attacks(then, "Step Aside") + f'expect:\n  answers: {{q: "{can}"}}\n', "phaseheads.yaml")


@pytest.mark.parametrize("then, can", [("battle_step", "yes"), ("main2", "yes")])
def test_main_phase_or_opponents_battle_phase(imported, then, can):
    expectations_hold(_opp_attacks(then, "Window Draw") + f'expect:\n  answers: {{q: "{can}"}}\n', "phaseheads.yaml")


def test_main_phase_or_opponents_battle_phase_not_in_your_battle_phase(imported):
    expectations_hold("""
name: Window Draw asked in your own Battle Phase
turn: you
phase: battle_step
cards:
  - {id: t, name: Window Draw, owner: you, zone: spell_trap_zone, face: down}
  - {id: d1, name: Foot Soldier, owner: you, zone: deck}
questions:
  - {id: q, ask: can_activate, card: t}
expect:
  answers: {q: "no"}
""", "phaseheads.yaml")


@pytest.mark.parametrize("phase, can", [("battle_step", "yes"), ("main1", "no")])
def test_during_the_battle_step(imported, phase, can):
    expectations_hold(f"""
name: Step Jumper in the hand, asked in {phase} of the opponent's turn
turn: opp
phase: {phase}
cards:
  - {{id: j, name: Step Jumper, owner: you, zone: hand}}
questions:
  - {{id: q, ask: can_activate, card: j}}
expect:
  answers: {{q: "{can}"}}
""", "phaseheads.yaml")


@pytest.mark.parametrize("how, can", [("normal", True), ("effect", False)])
def test_opponents_normal_draw(imported, how, can):
    """The opponent's normal draw in their Draw Phase, not their Pot of Pages."""
    actions = "    phase: draw\n    actions:\n" if how == "normal" else "    actions:\n      - chain: [{card: pot}]\n"
    at = "2.1" if how == "normal" else "3.1"
    expect = f'outcomes: {{"{at}": resolved}}' if can else f'illegal: [{{at: "{at}", rule: r_if_event}}]'
    expectations_hold(f"""
name: Draw Toll after the opponent's {how} draw
cards:
  - {{id: toll, name: Draw Toll, owner: you, zone: spell_trap_zone}}
  - {{id: pot, name: Pot of Pages, owner: opp, zone: hand}}
turns:
  - player: you
  - player: opp
{actions}      - chain: [{{card: toll}}]
expect:
  {expect}
""", "phaseheads.yaml")


@pytest.mark.parametrize("who, can", [("opp", "yes"), ("you", "no")])
def test_end_phase_after_destroyed_by_an_opponents_card(imported, who, can):
    expectations_hold(f"""
name: Grave Return destroyed by the Quick Smash of {who}, asked in the End Phase
turn: {who}
cards:
  - {{id: g, name: Grave Return, owner: you, zone: monster_zone}}
  - {{id: q, name: Quick Smash, owner: {who}, zone: hand}}
actions:
  - chain: [{{card: q, targets: [g]}}]
  - phase: end
questions:
  - {{id: a, ask: can_activate, card: g}}
expect:
  zones: {{g: gy}}
  answers: {{a: "{can}"}}
""", "phaseheads.yaml")
