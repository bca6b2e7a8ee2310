"""Every test scenario and example solved alone and in batches, once per test
session: tests/test_batch.py and tests/test_prune.py compare these (each
pass over the corpus takes minutes)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pyfacade.inputs.scenario import load_file
from pyfacade.solve.engine import Job, solve_all

ROOT = Path(__file__).resolve().parent.parent
SCENARIO_FILES = sorted((ROOT / "tests" / "scenarios").rglob("*.yaml")) + sorted((ROOT / "examples").glob("*.yaml"))


def answer_sets(solution) -> set[frozenset]:
    return {frozenset(m) for m in solution.models}


@lru_cache(maxsize=1)
def corpus_jobs() -> tuple[Job, ...]:
    """Every scenario under its own reading, and the first 20 under the wiki's."""
    jobs = [Job(s) for path in SCENARIO_FILES for s in load_file(path)]
    return tuple(jobs + [Job(job.scenario, reading="wiki") for job in jobs[:20]])


@lru_cache(maxsize=1)
def alone() -> tuple:
    """Each job solved alone (pruned for its scenario, the rule base as written)."""
    solutions = []
    for job in corpus_jobs():
        [solution] = solve_all([job])
        assert solution.batch_size == 1
        solutions.append(solution)
    return tuple(solutions)


@lru_cache(maxsize=1)
def batched() -> tuple:
    """The jobs solved in batches (lifted rule base, pruned by each batch's union)."""
    return tuple(solve_all(list(corpus_jobs())))
