"""Batched solving gives every scenario exactly the answer sets it has alone.

Alone, a scenario is solved with the rule base as written; in a batch, with
the rule base lifted, BATCH_SIZE scenarios to a ground call
(pyfacade/solve/engine.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clingo import ast

from pyfacade.solve.engine import BATCH_SIZE, SCENARIO_INPUTS, Job, card_program, lifted_rule_base, parsed, solve_all
from pyfacade.errors import JudgeError
from pyfacade.paths import MAIN_PROGRAM
from pyfacade.inputs.scenario import load_file

from corpus_answers import SCENARIO_FILES, alone, answer_sets, batched, corpus_jobs

ROOT = Path(__file__).resolve().parent.parent


def every_scenario():
    return [s for path in SCENARIO_FILES for s in load_file(path)]


def test_every_scenario_solved_in_batches_has_the_answer_sets_it_has_alone():
    jobs, solutions = corpus_jobs(), batched()
    mismatches = [f"{job.scenario.origin}: {job.scenario.name} ({job.reading or 'own reading'})"
                  for job, solution, reference in zip(jobs, solutions, alone())
                  if answer_sets(solution) != answer_sets(reference)]
    assert not mismatches, "\n".join(mismatches)
    assert any(len(s.models) > 1 for s in solutions), "no open scenario was batched: the test lost its point"


def test_every_fact_the_facade_states_is_a_declared_scenario_input():
    declared = {(s.name, s.arity) for s in parsed(MAIN_PROGRAM) if s.ast_type == ast.ASTType.Defined}
    assert SCENARIO_INPUTS <= declared, SCENARIO_INPUTS - declared
    stated = {(f.name, len(f.arguments)) for s in every_scenario() for f in s.facts()}
    assert stated <= SCENARIO_INPUTS, stated - SCENARIO_INPUTS


def test_batches_are_even_and_a_single_job_is_solved_alone():
    scenarios = every_scenario()[:BATCH_SIZE + 1]
    solutions = solve_all([Job(s) for s in scenarios])
    sizes = [s.batch_size for s in solutions]
    assert len(sizes) == BATCH_SIZE + 1 and set(sizes) <= {BATCH_SIZE // 2, BATCH_SIZE // 2 + 1}
    assert solve_all([Job(scenarios[0])])[0].batch_size == 1


def test_extra_programs_are_lifted_with_the_rule_base(tmp_path):
    extra = tmp_path / "extra.lp"
    extra.write_text("resolved_link(L) :- outcome(L,resolved).\n#show resolved_link/1.\n")
    scenarios = every_scenario()[:3]
    together = solve_all([Job(s) for s in scenarios], extra_programs=[str(extra)])
    for scenario, solution in zip(scenarios, together):
        [reference] = solve_all([Job(scenario)], extra_programs=[str(extra)])
        assert {frozenset(m) for m in solution.models} == {frozenset(m) for m in reference.models}
    assert any(s.name == "resolved_link" for solution in together for m in solution.models for s in m)


def test_a_card_file_that_states_scenario_facts_is_refused(tmp_path):
    card = tmp_path / "bad_card.lp"
    card.write_text('card_name(bad_card,"Bad Card").\ncard_type(bad_card, monster).\ncard("x").\n')
    with pytest.raises(JudgeError, match=r"bad_card.lp:3: 'card\(\"x\"\)' is a scenario fact"):
        card_program(card)


def test_the_rule_base_leaves_the_names_lifting_reserves_alone():
    reserved = ("batch_scenario", "batch_active", "BatchScenario_")
    for path in sorted((ROOT / "asp").glob("*.lp")):
        text = path.read_text(encoding="utf-8")
        assert not [name for name in reserved if name in text], path


def test_in_a_batch_each_scenario_demands_card_state_for_itself_alone():
    # Demands (pyfacade/solve/demand.py) without the scenario number were
    # shared by the batch: a scenario derived the card state its batch-mates
    # asked for, so its answers could depend on them (issue 16: the
    # banish_rider scenarios lost their banish rider in a batch only).
    from pyfacade.solve import demand
    from pyfacade.solve.engine import SCENARIO_VAR, _demands

    rule_base = lifted_rule_base()
    assert demand.DEMANDED <= rule_base.lifted
    rules = [r for texts in _demands(rule_base.analysis(), rule_base.lifted) for r in texts]
    assert rules
    for rule in rules:
        statements: list = []
        ast.parse_string(rule, statements.append)
        [statement] = [s for s in statements if s.ast_type == ast.ASTType.Rule]
        atoms = [statement.head.atom] + [lit.atom for lit in statement.body
                                         if lit.ast_type == ast.ASTType.Literal
                                         and lit.atom.ast_type == ast.ASTType.SymbolicAtom]
        for atom in atoms:
            name = atom.symbol.name
            if name.startswith(("wants_state", "demand_")):
                first = atom.symbol.arguments[0]
                assert first.ast_type == ast.ASTType.Variable and first.name == SCENARIO_VAR, rule


def test_a_card_fact_derived_from_a_scenarios_inputs_is_refused_when_lifting():
    """Card files join a batch unlifted: a rule deriving a card fact from a
    scenario's inputs would silently judge every scenario of the batch
    without that fact (it happened: every card's card_type/2 was lifted)."""
    from pyfacade.errors import EngineError
    from pyfacade.solve import engine
    statements: list = []
    ast.parse_string("card_type(X,monster) :- link_card(_,_,X).", statements.append)
    with pytest.raises(EngineError, match="card_type/2"):
        engine._lift(statements)
