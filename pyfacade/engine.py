"""Solving: one clingo Control per question, facts in through the backend,
a time limit on solving, every answer set collected."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import clingo
from clingo import ast

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


@lru_cache(maxsize=None)
def parsed(path: Path) -> tuple[ast.AST, ...]:
    """A program file parsed once per process (adding parsed statements is
    about twice as fast as parsing the text again for every scenario)."""
    statements: list[ast.AST] = []
    ast.parse_files([str(path)], statements.append)
    return tuple(statements)


def solve(scenario: Scenario, reading: str | None = None, timeout: float = DEFAULT_TIMEOUT,
          extra_facts: list[clingo.Symbol] | None = None, extra_programs: list[str] | None = None) -> Solution:
    """Ground the rule base with the scenario's facts and collect every answer
    set (projected on the shown atoms). `reading` overrides the scenario's."""
    started = time.perf_counter()
    ctl = clingo.Control(["--warn=none", f"--models={MAX_MODELS}", "--project=show"])
    with ast.ProgramBuilder(ctl) as builder:
        for path in [MAIN_PROGRAM, *scenario.card_files(), *(extra_programs or [])]:
            for statement in parsed(Path(path)):
                builder.add(statement)
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
