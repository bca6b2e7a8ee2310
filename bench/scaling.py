"""Benchmark: solving time and ground-program size against chain length
and scenario length.

Two chains: Mystical Space Typhoons, each destroying a Set card (the chain
in bench/explain.py; 2 x 15 Set cards break the zone limit of 5 per side,
which the rule base does not check yet: the ground program is the same
size), and Solemn Judgments (cost: pay half your LP), each negating the
link below, on top of a Monster Reborn. And scenarios of N actions in one
turn (several turns are not modelled yet): N/2 times, Set a Raigeki Break,
then destroy it with a Mystical Space Typhoon (a chain of one link), which
keeps within the zone limits. Prints, per length, the median wall time of
solve() (pruned rule base), the ground program's atoms and rules, and the
growth exponent of the rules against the previous length
(log(rules ratio) / log(length ratio); target <= 1.3).

    .venv/bin/python bench/scaling.py [--repeat N] [--mst 10,20,30] [--solemn 3,5,7,9] [--actions 10,20,50,100]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: bench/ is importable

from bench.explain import chain_scenario
from pyfacade.solve.engine import Job, _control, load, solve
from pyfacade.inputs.scenario import load_text


def solemn_scenario(links: int) -> str:
    cards = ["  - {id: reborn, name: Monster Reborn, owner: you, zone: hand}",
             "  - {id: dm, name: Dark Magician, owner: you, zone: gy}"]
    chain = ["      - {card: reborn, targets: [dm]}"]
    for n in range(2, links + 1):
        owner = "opp" if n % 2 == 0 else "you"
        cards.append(f"  - {{id: sj{n}, name: Solemn Judgment, owner: {owner}, zone: spell_trap_zone}}")
        chain.append(f"      - {{card: sj{n}}}")
    return "\n".join([f"name: {links}-link Solemn chain", "cards:", *cards, "actions:", "  - chain:", *chain]) + "\n"


def actions_scenario(actions: int) -> str:
    cards, steps = [], []
    for n in range(1, actions // 2 + 1):
        cards.append(f"  - {{id: mst{n}, name: Mystical Space Typhoon, owner: you, zone: hand}}")
        cards.append(f"  - {{id: rb{n}, name: Raigeki Break, owner: you, zone: hand}}")
        steps.append(f"  - set: {{card: rb{n}}}")
        steps.append(f"  - chain:\n      - {{card: mst{n}, targets: [rb{n}]}}")
    return "\n".join([f"name: {actions} actions", "turn: you", "cards:", *cards, "actions:", *steps]) + "\n"


def ground_size(scenario) -> tuple[int, int]:
    ctl = _control()
    load(ctl, Job(scenario))
    ctl.ground([("base", [])])
    ctl.solve()
    lp = ctl.statistics["problem"]["lp"]
    return int(lp["atoms"]), int(lp["rules"])


def measure(text: str, repeat: int) -> tuple[float, int, int]:
    [scenario] = load_text(text)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        solve(scenario, timeout=120)
        times.append(time.perf_counter() - start)
    return statistics.median(times), *ground_size(scenario)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--mst", default="10,20,30")
    parser.add_argument("--solemn", default="5,10,20")
    parser.add_argument("--actions", default="10,20,50,100")
    args = parser.parse_args()
    print(f"{'kind':<8} {'length':>6} {'median ms':>10} {'atoms':>8} {'rules':>8} {'exponent':>9}")
    for kind, build, lengths in (("mst", chain_scenario, args.mst), ("solemn", solemn_scenario, args.solemn),
                                 ("actions", actions_scenario, args.actions)):
        previous = None
        for length in (int(n) for n in lengths.split(",") if n):
            seconds, atoms, rules = measure(build(length), args.repeat)
            exponent = f"{math.log(rules / previous[1]) / math.log(length / previous[0]):9.2f}" if previous else ""
            print(f"{kind:<8} {length:>6} {seconds * 1000:10.1f} {atoms:>8} {rules:>8} {exponent}", flush=True)
            previous = (length, rules)
    return 0


if __name__ == "__main__":
    sys.exit(main())
