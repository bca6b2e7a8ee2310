"""Benchmark: explanations on a 20-link chain (issue 6 target: under 50 ms
in-process for an explanation).

A legal chain of 20 Effect Veilers, the opponent's, from the hand, each
targeting the turn player's Card Trooper (bench/scaling.py times this
chain against its length; the cost sends each Veiler to the GY, so no zone
limit bounds its length). Measured, median of N runs: solving the scenario
with the support-recording rule base (once per scenario), then `why` and
`why not` on the outcome of Chain Link 1 (per explanation, on the solved
scenario).

    .venv/bin/python bench/explain.py [N]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: bench/ is importable

from bench.scaling import veiler_scenario
from pyfacade.output.explain import Explainer
from pyfacade.output.ruling import ask
from pyfacade.inputs.scenario import load_text

LINKS = 20


def main(runs: int = 10) -> None:
    [scenario] = load_text(veiler_scenario(LINKS))
    ask(scenario)  # legal: judge ask rules on it (it raises if the rules forbid the scenario)
    solve_t, why_t, why_not_t = [], [], []
    for _ in range(runs):
        started = time.perf_counter()
        explainer = Explainer(scenario)
        solved = time.perf_counter()
        why = explainer.why("outcome(l(1,1),resolved)")
        explained = time.perf_counter()
        explainer.why_not("outcome(l(1,1),negated)")
        done = time.perf_counter()
        explainer.close()
        assert why["holds"], why
        solve_t.append(solved - started)
        why_t.append(explained - solved)
        why_not_t.append(done - explained)
    ms = lambda xs: f"{statistics.median(xs) * 1000:.1f} ms"  # noqa: E731
    print(f"{LINKS}-link chain, median of {runs} runs:")
    print(f"  solve with support atoms (once per scenario): {ms(solve_t)}")
    print(f"  why outcome(l(1,1),resolved):                 {ms(why_t)}")
    print(f"  why not outcome(l(1,1),negated):              {ms(why_not_t)}")
    print(f"  solve + why (a whole explanation):            {ms([a + b for a, b in zip(solve_t, why_t)])}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
