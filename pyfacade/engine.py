"""Solving: one clingo Control per question, facts in through the backend,
a time limit on solving, every answer set collected."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import clingo

from .errors import SolveTimeout
from .paths import MAIN_PROGRAM
from .scenario import Scenario

DEFAULT_TIMEOUT = 10.0
MAX_MODELS = 64  # an open scenario has one ruling per way it can go


@dataclass
class Solution:
    """The shown atoms of every answer set, and what solving cost."""

    models: list[list[clingo.Symbol]]
    ground_seconds: float
    solve_seconds: float
    total_seconds: float
    statistics: dict = field(default_factory=dict)


def solve(scenario: Scenario, reading: str | None = None, timeout: float = DEFAULT_TIMEOUT,
          extra_facts: list[clingo.Symbol] | None = None, extra_programs: list[str] | None = None) -> Solution:
    """Ground the rule base with the scenario's facts and collect every answer
    set (projected on the shown atoms). `reading` overrides the scenario's."""
    started = time.perf_counter()
    ctl = clingo.Control(["--warn=none", f"--models={MAX_MODELS}", "--project=show"])
    ctl.load(str(MAIN_PROGRAM))
    for path in scenario.card_files():
        ctl.load(str(path))
    for path in extra_programs or []:
        ctl.load(path)
    facts = scenario.facts() + list(extra_facts or [])
    if reading:
        facts = [f for f in facts if f.name != "reading"] + [clingo.Function("reading", [clingo.Function(reading)])]
    with ctl.backend() as backend:
        for symbol in facts:
            backend.add_rule([backend.add_atom(symbol)])
    ground_start = time.perf_counter()
    ctl.ground([("base", [])])
    solve_start = time.perf_counter()
    models: list[list[clingo.Symbol]] = []
    handle = ctl.solve(on_model=lambda m: models.append(m.symbols(shown=True)), async_=True)
    try:
        if not handle.wait(timeout):
            handle.cancel()
            raise SolveTimeout(f"{scenario.origin}: solving took longer than the time limit of {timeout:g} s "
                               "(raise it with --timeout)")
        handle.get()
    finally:
        handle.cancel()
    done = time.perf_counter()
    return Solution(models, solve_start - ground_start, done - solve_start, done - started)
