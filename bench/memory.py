"""Benchmark: resident memory over many single questions in one process.

Solves the test scenarios one at a time (each its own ground call, as
`judge ask` and `pyfacade.ask` do), round after round, and prints the
process's resident set size (VmRSS) every 1,000 questions. The target: RSS
after 10,000 questions within 20 % of RSS after 1,000. Run:

    .venv/bin/python bench/memory.py [--count 10000] [--prune/--no-prune]
"""

from __future__ import annotations

import argparse
import itertools
import time
from pathlib import Path

from pyfacade.solve.engine import Job, solve_all
from pyfacade.inputs.scenario import load_file

ROOT = Path(__file__).resolve().parent.parent


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--every", type=int, default=1_000)
    parser.add_argument("--prune", action=argparse.BooleanOptionalAction, default=True)
    args = parser.parse_args()
    jobs = [Job(s) for path in sorted((ROOT / "tests" / "scenarios").rglob("*.yaml")) for s in load_file(path)]
    start = time.perf_counter()
    marks = {}
    print(f"{'questions':>9}  {'RSS MiB':>8}  {'s':>6}")
    for n, job in enumerate(itertools.islice(itertools.cycle(jobs), args.count), start=1):
        solve_all([job], prune=args.prune)
        if n % args.every == 0:
            marks[n] = rss_mib()
            print(f"{n:9d}  {marks[n]:8.1f}  {time.perf_counter() - start:6.0f}", flush=True)
    first, last = marks.get(args.every), marks.get(args.count)
    if first and last and args.count > args.every:
        print(f"\nRSS after {args.count:,} questions is {100 * (last / first - 1):+.1f} % of RSS after {args.every:,} "
              f"(target: within 20 %): {'met' if last <= 1.2 * first else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
