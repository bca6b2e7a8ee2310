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
