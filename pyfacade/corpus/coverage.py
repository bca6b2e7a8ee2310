"""Which rule ids a corpus of scenarios exercises: a rule id is exercised
when an ASP rule that belongs to it (pyfacade/solve/instrument.py) fires in some
scenario's answer set, or when it names a reason/3 or illegal/3 there."""

from __future__ import annotations

import clingo

from .files import load_corpus
from ..solve.engine import DEFAULT_TIMEOUT, Job, solve_all
from ..errors import JudgeError
from ..output.explain import _program
from ..solve.instrument import rule_base, support_name


def exercised_rules(paths: list[str], workers: int | None = None, timeout: float = DEFAULT_TIMEOUT,
                    problems: list[str] | None = None) -> set[str]:
    """The rule ids the scenarios under `paths` exercise. What cannot be
    read or judged (out of time or memory, an internal error) is a located
    problem, added to `problems` (or raised); the rest still counts."""
    base = rule_base()
    rule_of = {support_name(rule.index): rule.rule_id for rule in base.rules if rule.rule_id}
    # the support atoms of rules with an id, shown, so that batches report them
    program = _program(base) + "".join(f"#show {name}/2.\n" for name in rule_of)
    scenarios, unread = load_corpus(paths)
    found: list[str] = list(unread)
    used: set[str] = set()
    for solution in solve_all([Job(s) for s in scenarios], timeout, program=program, workers=workers, stoppable=True):
        if solution.error is not None:
            found += solution.error.problems if isinstance(solution.error, JudgeError) else [f"internal error: {solution.error}"]
        for model in solution.models:
            for s in model:
                if s.name in rule_of:
                    used.add(rule_of[s.name])
                elif (s.match("reason", 3) or s.match("illegal", 3)) and s.arguments[1].type == clingo.SymbolType.Function:
                    used.add(s.arguments[1].name)
    if problems is None and found:
        raise JudgeError(found[0], found)
    if problems is not None:
        problems += found
    return used
