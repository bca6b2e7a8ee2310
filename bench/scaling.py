"""Benchmark: solving time and ground-program size against chain length.

Two chains: Mystical Space Typhoons, each destroying a Set card (the chain
in bench/explain.py), and Solemn Judgments (cost: pay half your LP), each
negating the link below, on top of a Monster Reborn. Prints, per length,
the median wall time of solve() and the ground program's atoms and rules.

    .venv/bin/python bench/scaling.py [--repeat N] [--mst 5,10,20] [--solemn 3,5,7,9]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import clingo
from clingo import ast

from bench.explain import chain_scenario
from pyfacade.engine import parsed, solve
from pyfacade.paths import MAIN_PROGRAM
from pyfacade.scenario import load_text


def solemn_scenario(links: int) -> str:
    cards = ["  - {id: reborn, name: Monster Reborn, owner: you, zone: hand}",
             "  - {id: dm, name: Dark Magician, owner: you, zone: gy}"]
    chain = ["      - {card: reborn, targets: [dm]}"]
    for n in range(2, links + 1):
        owner = "opp" if n % 2 == 0 else "you"
        cards.append(f"  - {{id: sj{n}, name: Solemn Judgment, owner: {owner}, zone: spell_trap_zone}}")
        chain.append(f"      - {{card: sj{n}}}")
    return "\n".join([f"name: {links}-link Solemn chain", "cards:", *cards, "actions:", "  - chain:", *chain]) + "\n"


def ground_size(scenario) -> tuple[int, int]:
    ctl = clingo.Control(["--warn=none"])
    with ast.ProgramBuilder(ctl) as builder:
        for path in [MAIN_PROGRAM, *scenario.card_files()]:
            for statement in parsed(Path(path)):
                builder.add(statement)
    with ctl.backend() as backend:
        for symbol in scenario.facts():
            backend.add_rule([backend.add_atom(symbol)])
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
    parser.add_argument("--mst", default="1,5,10,20,30")
    parser.add_argument("--solemn", default="3,5,7,8,9,12")
    args = parser.parse_args()
    print(f"{'chain':<8} {'links':>5} {'median ms':>10} {'atoms':>8} {'rules':>8}")
    for kind, build, lengths in (("mst", chain_scenario, args.mst), ("solemn", solemn_scenario, args.solemn)):
        for links in (int(n) for n in lengths.split(",") if n):
            seconds, atoms, rules = measure(build(links), args.repeat)
            print(f"{kind:<8} {links:>5} {seconds * 1000:10.1f} {atoms:>8} {rules:>8}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
