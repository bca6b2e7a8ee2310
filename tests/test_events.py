"""Events, triggers and conditions on the game state (asp/events/events.lp,
asp/events/segoc.lp, asp/events/state_conditions.lp) that scenario expectations cannot
state: what an effect did when it resolved."""

from __future__ import annotations

from pyfacade.output.ruling import ask
from pyfacade.inputs.scenario import load_text

# Sky Striker Mobilize - Engage!: "... then, if you have 3 or more Spells in
# your GY, you can draw 1 card." The condition is judged when it resolves.
ENGAGE = """
name: Engage counts the Spells in the GY when it resolves
cards:
  - {id: engage, name: "Sky Striker Mobilize - Engage!", owner: you, zone: hand}
  - {id: gy1, name: Monster Reborn, owner: you, zone: gy}
  - {id: gy2, name: Dark Hole, owner: you, zone: gy}
  - {id: set-reborn, name: Monster Reborn, owner: you, zone: spell_trap_zone}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: engage}
"""
MST_CHAINED = "      - {card: mst, targets: [set-reborn]}\n"


def timeline(text: str) -> list[str]:
    [scenario] = load_text(text, "test")
    [ruling] = ask(scenario).rulings
    return ruling.timeline


def test_condition_checked_at_resolution_met_then():
    """2 Spells in the GY at activation; the chained MST sends a third there
    before Engage resolves: it draws."""
    steps = timeline(ENGAGE + MST_CHAINED)
    assert any("Engage!) resolving: draw(1)" in s for s in steps)


def test_condition_failing_at_resolution_does_less():
    """Only 2 Spells in the GY when it resolves: it adds a card but does not draw."""
    steps = timeline(ENGAGE)
    assert any("resolving: add_from_deck_to_hand" in s for s in steps)
    assert not any("draw(1)" in s and "resolving" in s for s in steps)
    assert any("skipped" in s and "draw(1)" in s for s in steps)


# `judge options` after an event lists which Triggers can be activated and
# why the others cannot (missed the timing, SEGOC order, event filters).
from pathlib import Path  # noqa: E402

from pyfacade.output.options import options  # noqa: E402
from pyfacade.inputs.scenario import load_file  # noqa: E402

EVENTS = {s.name: s for s in load_file(Path(__file__).parent / "scenarios" / "events.yaml")}


def scenario_named(prefix: str):
    return next(s for name, s in EVENTS.items() if name.startswith(prefix))


def option(result, card, effect=1):
    [moment] = result.moments
    return next(o for p in moment.players for o in p.can + p.cannot if o.card == card and o.effect == effect)


def categories(o) -> set[str]:
    return {r.category for r in o.reasons}


def test_options_after_a_tribute_summon():
    """Yugipedia "Missing the timing": Shadow Mist's "If" Trigger can be
    activated, Peten's "When ... you can" missed the timing."""
    result = options(scenario_named("\"If\" and \"When\" on the same event"), ["after:1"])
    assert option(result, "mist", 2).chain_link == 1
    peten = option(result, "peten")
    assert peten.chain_link is None and categories(peten) == {"missed_the_timing"}


def test_options_segoc_order():
    """Yugipedia "Simultaneous Effects Go On Chain": after Dark Hole only the
    turn player's mandatory Sangan can be Chain Link 1; the others must wait."""
    result = options(scenario_named("SEGOC: Dark Hole destroys both"), ["after:1"])
    assert option(result, "opp-sangan").chain_link == 1
    for card in ("sangan", "peten", "opp-peten"):
        assert option(result, card).chain_link is None
        assert "r_segoc_order" in {r.rule for r in option(result, card).reasons}


def test_options_event_filters():
    """Trap Hole: only the opponent's Trap Hole after your Normal Summon of a
    1000+ ATK monster; yours does not match (by(opponent))."""
    result = options(scenario_named("Trap Hole: the opponent's Normal Summon"), ["after:1"])
    assert option(result, "hole").chain_link == 1
    assert "r_when_event" in {r.rule for r in option(result, "my-hole").reasons}


# Maxx "C": "this turn, each time your opponent Special Summons a
# monster(s), immediately draw 1 card" (asp/events/each_time.lp).
MAXX = """
name: Maxx C
turn: opp
cards:
  - {id: maxx, name: "Maxx \\"C\\"", owner: you, zone: hand}
  - {id: strike, name: Solemn Strike, owner: opp, zone: spell_trap_zone}
  - {id: reborn, name: Monster Reborn, owner: opp, zone: hand}
  - {id: dm, name: Dark Magician, owner: opp, zone: gy}
actions:
  - chain:
      - {card: maxx}
%s
  - chain:
      - {card: reborn, targets: [dm], positions: {dm: attack}}
"""


def test_each_time_applies_without_a_chain():
    steps = timeline(MAXX % "")
    assert [s for s in steps if "each_time(" in s] == ["step 5: each_time(link 1.1 (Maxx \"C\"), draw(1))"]
    assert not any("link 3." in s for s in steps)  # no chain was started for the draw


def test_each_time_never_applies_when_its_activation_was_negated():
    steps = timeline(MAXX % "      - {card: strike}")
    assert not any("each_time(" in s for s in steps)


def test_each_time_ignores_your_own_special_summons():
    own = MAXX.replace("owner: opp, zone: hand}", "owner: you, zone: hand}").replace("turn: opp", "turn: you")
    own = own.replace("{id: dm, name: Dark Magician, owner: opp", "{id: dm, name: Dark Magician, owner: you")
    steps = timeline(own % "")
    assert not any("each_time(" in s for s in steps)


# r_each_time_summon_negated: a Synchro Summon the opponent negates with
# Solemn Strike was never a successful Special Summon (Yugipedia "Negating
# Summons"; the OCG text of Maxx "C": "each time your opponent successfully
# Special Summons a monster"): Maxx "C" draws nothing for it.
MAXX_SYNCHRO = """
name: Maxx "C", then a Synchro Summon %s
turn: you
cards:
  - {id: maxx, name: "Maxx \\"C\\"", owner: opp, zone: hand}
  - {id: stardust, name: Stardust Dragon, owner: you, zone: extra_deck}
  - {id: veiler, name: Effect Veiler, owner: you, zone: monster_zone}
  - {id: parshath, name: Airknight Parshath, owner: you, zone: monster_zone}
  - {id: dwarf, name: Maxx "C", owner: you, zone: monster_zone}
  - {id: strike, name: Solemn Strike, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: maxx}
  - summon: {card: stardust, how: synchro, materials: [veiler, parshath, dwarf]}
%s"""


def test_each_time_does_nothing_for_a_negated_summon():
    negated = timeline(MAXX_SYNCHRO % ("negated by Solemn Strike", "  - chain:\n      - {card: strike}\n"))
    assert any("summon_negated" in s or "summon negated" in s for s in negated), negated
    assert not any("each_time(" in s for s in negated)
    succeeded = timeline(MAXX_SYNCHRO % ("that succeeds", ""))
    assert [s for s in succeeded if "each_time(" in s] == ["step 4: each_time(link 1.1 (Maxx \"C\"), draw(1))"]


def scenario_timeline(prefix: str) -> list[str]:
    [ruling] = ask(scenario_named(prefix)).rulings
    return ruling.timeline


def test_broww_draws_two_when_an_opponents_effect_discarded_it():
    """Broww: "Draw 1 card, or, if it was discarded from your hand to your GY
    by an opponent's card effect, draw 2 cards instead" (event_was, judged
    on the event it responds to). Card Destruction was yours: your Broww
    (2.1) draws 1, the opponent's (2.2) draws 2."""
    steps = scenario_timeline("Discards by an effect: Card Destruction")
    assert any("link 2.2 (Broww, Huntsman of Dark World) resolving: draw(2)" in s for s in steps)
    assert any("link 2.1 (Broww, Huntsman of Dark World) resolving: draw(1)" in s for s in steps)
    assert not any("link 2.2 (Broww, Huntsman of Dark World) resolving: draw(1)" in s for s in steps)


def test_card_destruction_each_player_draws_as_many_as_discarded():
    """"then each player draws the same number of cards they discarded": you
    discarded 2 (Broww, Pot of Greed), the opponent 1."""
    steps = scenario_timeline("Discards by an effect: Card Destruction")
    assert any("drew(you, 2)" in s for s in steps)
    assert any("drew(opp, 1)" in s for s in steps)


def test_negated_continuous_each_time_effect_says_so():
    """Skill Drain negates Trickstar Candina: its "each time" effect does not
    apply, and the timeline says so (003 Continuous Application Effects)."""
    steps = scenario_timeline("Trickstar Candina under Skill Drain")
    assert any("each_time_not_applied(candina (Trickstar Candina)" in s for s in steps)


def test_options_after_battle_destruction_list_the_due_trigger():
    """At the end of the Damage Step the destroyed Blizzed's mandatory Trigger
    can be activated from the GY (Konami Damage Step rules)."""
    from pathlib import Path as _Path
    battle = {s.name: s for s in load_file(_Path(__file__).parent / "scenarios" / "battle_events.yaml")}
    scenario = next(s for name, s in battle.items() if name.startswith("Destroyed by battle: Blizzed"))
    result = options(scenario, ["after:4"])
    assert option(result, "blizzed").chain_link == 1


def test_shared_ride_draws_when_the_opponent_adds_from_the_deck():
    """Shared Ride: the opponent's Sangan adds a card from the Deck to their
    hand; you draw 1 at once (card text), recorded without a chain."""
    steps = scenario_timeline("Shared Ride")
    assert any("each_time(link 1.1 (Shared Ride), draw(1))" in s for s in steps)


PENDING = """
name: Blizzed destroyed by battle, the scenario stops there
turn: you
phase: battle_step
cards:
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: blizzed, name: "Blizzed, Defender of the Ice Barrier", owner: opp, zone: monster_zone}
actions:
  - attack: {card: dm, target: blizzed}
  - phase: damage_calculation
  - phase: end_damage_step
"""


def test_a_scenario_that_stops_before_a_due_mandatory_trigger_says_so():
    """r_mandatory_trigger_due: the scenario ends right after Blizzed was
    destroyed by battle; its mandatory Trigger is due, and the timeline says
    so instead of ignoring it."""
    steps = timeline(PENDING)
    assert any("mandatory_trigger_due(blizzed" in s for s in steps)


# An optional FLIP effect flipped face-up in the middle of a chain (issue 12):
# its OCG wording is "If this card is flipped face-up: you can activate", so
# it does not miss the timing (asp/events/effect_events.lp, r_optional_flip_if).
# No bundled card flips a monster face-up at Spell Speed 2, so a user card
# of the scenario's own does it.
QUICK_FLIP = """\
card_name(test_quick_flip, "Test Quick Flip").
card_type(test_quick_flip, spell). subtype(test_quick_flip, quick_play).
% "Target 1 face-down monster on the field; change that target to face-up Attack Position." (a test card)
effect(test_quick_flip, 1, card_activation).
target(test_quick_flip, 1, 1, monster, monster_zone, any).
target_face(test_quick_flip, 1, 1, down).
op(test_quick_flip, 1, 1, change_position(target(1), face_up_attack)).
"""
MID_CHAIN_FLIP = """
name: Shaddoll Hedgehog flipped face-up at Chain Link 2, then Pot of Greed resolves
cards:
  - {id: pot, name: Pot of Greed, owner: you, zone: hand}
  - {id: flip, name: Test Quick Flip, owner: you, zone: hand}
  - {id: hedge, name: Shaddoll Hedgehog, owner: you, zone: monster_zone, face: down, position: defense}
actions:
  - chain:
      - {card: pot}
      - {card: flip, targets: [hedge]}
  - chain:
      - {card: hedge}
questions:
  - {id: hedge-can, ask: can_activate, card: hedge, at: {after: 1}}
"""


def test_an_optional_flip_effect_flipped_mid_chain_does_not_miss_the_timing(tmp_path, monkeypatch):
    from pyfacade.inputs.cards import library
    (tmp_path / "test_quick_flip.lp").write_text(QUICK_FLIP)
    monkeypatch.setenv("JUDGE_CARDS", str(tmp_path))
    library.cache_clear()
    try:
        [scenario] = load_text(MID_CHAIN_FLIP, "flip.yaml")
        [ruling] = ask(scenario).rulings
    finally:
        library.cache_clear()
    assert ruling.link("1.2").outcome == "resolved" and ruling.link("2.1").outcome == "resolved"
    [answer] = [a for a in ruling.answers if a.question == "hedge-can"]
    assert answer.value == "yes"
    assert "r_optional_flip_if" in [r.rule for r in answer.reasons]
