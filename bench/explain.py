"""Benchmark: explanations on a 20-link chain (issue 6 target: under 50 ms
in-process for an explanation).

20 Mystical Space Typhoons, each chained to the one below, each destroying
a Set card (bench/scaling.py times this chain, and a chain of Solemn
Judgments, against chain length). A synthetic stress scenario that breaks
the rules (10 Set cards a side, more than the 5 zones hold; the opponent's
Quick-Play Spells activated from the hand in your turn), so `judge ask`
refuses it; the explainer grounds and solves it all the same, and the
benchmark says so when it prints.
Measured, median of N runs: solving the scenario with the support-recording
rule base (once per scenario), then `why` and `why not` on the outcome of
Chain Link 1 (per explanation, on the solved scenario).

    .venv/bin/python bench/explain.py [N]
"""

from __future__ import annotations

import statistics
import sys
import time

from pyfacade.output.explain import Explainer
from pyfacade.inputs.scenario import load_text

LINKS = 20


def chain_scenario(links: int = LINKS) -> str:
    cards, chain = [], []
    for n in range(1, links + 1):
        owner = "opp" if n % 2 == 0 else "you"
        cards.append(f"  - {{id: mst{n}, name: Mystical Space Typhoon, owner: {owner}, zone: hand}}")
        cards.append(f"  - {{id: set{n}, name: Raigeki Break, owner: {owner}, zone: spell_trap_zone}}")
        chain.append(f"      - {{card: mst{n}, targets: [set{n}]}}")
    return "\n".join([f"name: {links}-link chain", "cards:", *cards, "actions:", "  - chain:", *chain]) + "\n"


def main(runs: int = 10) -> None:
    [scenario] = load_text(chain_scenario())
    print("synthetic: the chain breaks the rules (zone limits, Quick-Play Spells from the hand), so judge ask refuses it; grounded and solved all the same")
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
