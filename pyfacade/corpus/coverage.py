"""Which rule ids a corpus of scenarios exercises: a rule id is exercised
when an ASP rule that belongs to it (pyfacade/solve/instrument.py) fires in some
scenario's answer set, or when it names a reason/3 or illegal/3 there."""

from __future__ import annotations

import clingo

from .check import scenario_files
from ..solve.engine import Job, solve_all
from ..errors import JudgeError
from ..output.explain import _program
from ..solve.instrument import rule_base, support_name
from ..inputs.scenario import load_file


def exercised_rules(paths: list[str], workers: int | None = None) -> set[str]:
    base = rule_base()
    rule_of = {support_name(rule.index): rule.rule_id for rule in base.rules if rule.rule_id}
    # the support atoms of rules with an id, shown, so that batches report them
    program = _program(base) + "".join(f"#show {name}/2.\n" for name in rule_of)
    jobs = []
    for path in scenario_files(paths):
        try:
            jobs += [Job(scenario) for scenario in load_file(path)]
        except JudgeError:
            continue
    used: set[str] = set()
    for solution in solve_all(jobs, program=program, workers=workers):
        for model in solution.models:
            for s in model:
                if s.name in rule_of:
                    used.add(rule_of[s.name])
                elif (s.match("reason", 3) or s.match("illegal", 3)) and s.arguments[1].type == clingo.SymbolType.Function:
                    used.add(s.arguments[1].name)
    return used
