"""Benchmark: solve every example and test scenario in-process.

Prints, per scenario, the median and worst wall time over several runs, and
the share of the time spent inside clingo (grounding + solving). Run:

    .venv/bin/python bench/run.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from pyfacade import JudgeError, load_file
from pyfacade.engine import solve
from pyfacade.ruling import read_judgment

ROOT = Path(__file__).resolve().parent.parent


def scenarios():
    for folder in (ROOT / "examples", ROOT / "tests" / "scenarios"):
        for path in sorted(folder.rglob("*.yaml")):
            for scenario in load_file(path):
                yield path.relative_to(ROOT), scenario


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    rows = []
    for path, scenario in scenarios():
        totals, inside = [], []
        for _ in range(args.repeat):
            start = time.perf_counter()
            solution = solve(scenario)
            try:
                read_judgment(scenario, solution)
            except JudgeError:
                pass  # scenarios the rules refuse are timed all the same
            totals.append(time.perf_counter() - start)
            inside.append(solution.ground_seconds + solution.solve_seconds)
        rows.append((f"{path}: {scenario.name}", statistics.median(totals), max(totals), sum(inside) / sum(totals)))
    width = min(max(len(r[0]) for r in rows), 90)
    print(f"{'scenario':<{width}}  median ms  worst ms  in clingo")
    for name, median, worst, share in rows:
        print(f"{name[:width]:<{width}}  {median * 1000:9.1f}  {worst * 1000:8.1f}  {share:8.0%}")
    medians = [r[1] for r in rows]
    print(f"\n{len(rows)} scenarios, {args.repeat} runs each: median of medians {statistics.median(medians) * 1000:.1f} ms, "
          f"worst median {max(medians) * 1000:.1f} ms, worst run {max(r[2] for r in rows) * 1000:.1f} ms, "
          f"clingo share {statistics.mean(r[3] for r in rows):.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
