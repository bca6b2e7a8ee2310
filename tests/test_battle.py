"""Battle: the per-attack report (several answers to one question) and the
Damage Step refusals of `judge options` (asp/battle/damage_step.lp)."""
from __future__ import annotations

from pathlib import Path

from pyfacade import Job, ask_all
from pyfacade.output.options import options
from pyfacade.inputs.scenario import load_file

HERE = Path(__file__).parent


def _scenario(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return load_file(path)[0]


REPORT = """
name: an attack on a face-down monster, step by step
turn: you
phase: battle_step
cards:
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: bug, name: Man-Eater Bug, owner: opp, zone: monster_zone, face: down}
actions:
  - attack: {card: dm, target: bug}
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: end_damage_step
questions:
  - {id: report, ask: attack_report, card: dm}
  - {id: early, ask: attack_report, card: dm, at: {after: 2}}
"""


def test_attack_report_lists_each_step_with_its_rule(tmp_path):
    [judgment] = ask_all([Job(_scenario(tmp_path, REPORT))])
    [ruling] = judgment.rulings
    report = {str(a.value): [r.rule for r in a.reasons] for a in ruling.answers if a.question == "report"}
    assert report == {
        "declared(bug (Man-Eater Bug))": ["r_attack_in_battle_phase"],
        "flipped(bug (Man-Eater Bug))": ["r_flip_before_damage_calculation"],
        "compared(2500, 600, defense)": ["r_battle_atk_vs_def"],
        "destroyed_by_battle(bug (Man-Eater Bug))": ["r_battle_atk_vs_def"],
        "sent_to_gy(bug (Man-Eater Bug))": ["r_battle_destroyed_to_gy"],
    }
    early = sorted(str(a.value) for a in ruling.answers if a.question == "early")
    assert early == ["declared(bug (Man-Eater Bug))", "flipped(bug (Man-Eater Bug))"]


def test_options_refuse_damage_step_activations_with_the_rule():
    scenario = next(s for s in load_file(HERE / "scenarios" / "damage_step.yaml") if s.name.startswith("Damage Step: Mystical"))
    [moment] = options(scenario, ["end"]).moments
    entries = {o.card: o for p in moment.players for o in p.can + p.cannot}
    assert [r.rule for r in entries["mst"].reasons] == ["r_damage_step_activation"]
    assert [r.category for r in entries["mst"].reasons] == ["not_the_right_moment"]
    assert entries["hs"].chain_link == 1  # Half Shut changes ATK: allowed at the start of the Damage Step


def test_options_in_the_damage_step_follow_its_sub_steps(tmp_path):
    # Rule Book (Damage Step): ATK changes such as Shrink only until before
    # damage calculation; during damage calculation only Counter Traps, cards
    # that say so (Half Counter: "During damage calculation") and the other
    # exceptions. Asked in before damage calculation, and while Half Counter is
    # Chain Link 1 during damage calculation (the damage is calculated after
    # that chain).
    scenario = _scenario(tmp_path, """
name: options in the Damage Step
turn: opp
phase: battle_step
cards:
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: stratos, name: "Elemental HERO Stratos", owner: you, zone: monster_zone}
  - {id: hc, name: Half Counter, owner: you, zone: spell_trap_zone}
  - {id: shrink, name: Shrink, owner: opp, zone: hand}
  - {id: sj, name: Solemn Judgment, owner: opp, zone: spell_trap_zone}
actions:
  - attack: {card: dm, target: stratos}
  - phase: before_damage_calculation
  - phase: damage_calculation
  - chain:
      - {card: hc, targets: [stratos]}
""")
    before, during = options(scenario, ["after:2", "during:4.1"]).moments
    entries = {o.card: o for p in before.players for o in p.can + p.cannot}
    assert entries["shrink"].chain_link == 1
    assert [r.rule for r in entries["hc"].reasons] == ["r_condition"]
    entries = {o.card: o for p in during.players for o in p.can + p.cannot}
    assert entries["sj"].chain_link == 2
    assert [r.rule for r in entries["shrink"].reasons] == ["r_damage_step_activation"]
