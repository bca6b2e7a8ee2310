"""Batched solving gives every scenario exactly the answer sets it has alone.

The reference is the rule base as written (not lifted), solved with plain
clingo one scenario at a time; the engine lifts it and solves the scenarios
BATCH_SIZE to a ground call (pyfacade/engine.py).
"""

from __future__ import annotations

from pathlib import Path

import clingo
import pytest
from clingo import ast

from pyfacade.engine import MAX_MODELS, SCENARIO_INPUTS, Job, parsed, solve_all
from pyfacade.paths import MAIN_PROGRAM
from pyfacade.scenario import load_file

ROOT = Path(__file__).resolve().parent.parent
SCENARIO_FILES = sorted((ROOT / "tests" / "scenarios").rglob("*.yaml")) + sorted((ROOT / "examples").glob("*.yaml"))


def every_scenario():
    return [s for path in SCENARIO_FILES for s in load_file(path)]


def reference_models(job: Job) -> set[frozenset]:
    """The scenario's projected answer sets from the unlifted rule base."""
    ctl = clingo.Control(["--warn=none", f"--models={MAX_MODELS}", "--project=show"])
    with ast.ProgramBuilder(ctl) as builder:
        for path in [MAIN_PROGRAM, *job.scenario.card_files()]:
            for statement in parsed(Path(path)):
                builder.add(statement)
    with ctl.backend() as backend:
        for fact in job.facts():
            backend.add_rule([backend.add_atom(fact)])
    ctl.ground([("base", [])])
    models: set[frozenset] = set()
    ctl.solve(on_model=lambda m: models.add(frozenset(m.symbols(shown=True))))
    return models


def test_every_scenario_solved_in_batches_has_the_answer_sets_it_has_alone():
    jobs = [Job(s) for s in every_scenario()] + [Job(s, reading="wiki") for s in every_scenario()[:20]]
    solutions = solve_all(jobs)
    mismatches = []
    for job, solution in zip(jobs, solutions):
        got = {frozenset(m) for m in solution.models}
        if got != reference_models(job):
            mismatches.append(f"{job.scenario.origin}: {job.scenario.name} ({job.reading or 'own reading'})")
    assert not mismatches, "\n".join(mismatches)
    assert any(len(s.models) > 1 for s in solutions), "no open scenario was batched: the test lost its point"


def test_every_fact_the_facade_states_is_a_declared_scenario_input():
    declared = {(s.name, s.arity) for s in parsed(MAIN_PROGRAM) if s.ast_type == ast.ASTType.Defined}
    assert SCENARIO_INPUTS <= declared, SCENARIO_INPUTS - declared
    stated = {(f.name, len(f.arguments)) for s in every_scenario() for f in s.facts()}
    assert stated <= SCENARIO_INPUTS, stated - SCENARIO_INPUTS


@pytest.mark.parametrize("size", [1, 2, 33])
def test_batches_of_any_size_agree(size):
    scenarios = every_scenario()[:size]
    alone = [solve_all([Job(s)])[0] for s in scenarios]
    together = solve_all([Job(s) for s in scenarios])
    assert [{frozenset(m) for m in a.models} for a in alone] == [{frozenset(m) for m in t.models} for t in together]
    assert all(t.batch_size == min(size, 32) for t in together[:32])
