"""Benchmark: solve every example and test scenario in-process, two ways.

- alone: each scenario is its own question (a batch of one), as `judge ask`
  solves it;
- batched: all scenarios through solve_all, up to BATCH_SIZE to a ground call, as
  `judge check`, `judge compare` and the scenario tests solve them. A
  scenario's time is its equal share of its batch's set-up and ground call,
  plus its own solve call, plus reading its judgment back.

Prints, per scenario and way, the median and worst time over several runs,
the share spent inside clingo (ground + solve), and a summary. Run:

    .venv/bin/python bench/run.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from pyfacade import JudgeError, load_file
from pyfacade.engine import BATCH_SIZE, Job, Solution, solve_all
from pyfacade.ruling import read_judgment

ROOT = Path(__file__).resolve().parent.parent


def scenarios():
    for folder in (ROOT / "examples", ROOT / "tests" / "scenarios"):
        for path in sorted(folder.rglob("*.yaml")):
            for scenario in load_file(path):
                yield path.relative_to(ROOT), scenario


def read(scenario, solution: Solution) -> float:
    """Seconds to read the judgment back (refusals are timed all the same)."""
    start = time.perf_counter()
    try:
        read_judgment(scenario, solution)
    except JudgeError:
        pass
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    items = list(scenarios())
    jobs = [Job(scenario) for _, scenario in items]
    alone = [[] for _ in items]  # (total, inside clingo) per run
    batched = [[] for _ in items]
    for _ in range(args.repeat):
        for k, job in enumerate(jobs):
            start = time.perf_counter()
            [solution] = solve_all([job])
            inside = solution.ground_seconds + solution.solve_seconds
            read(job.scenario, solution)
            alone[k].append((time.perf_counter() - start, inside))
    for _ in range(args.repeat):
        for k, (job, solution) in enumerate(zip(jobs, solve_all(jobs))):
            inside = solution.ground_seconds + solution.solve_seconds
            batched[k].append((solution.total_seconds + read(job.scenario, solution), inside))

    def figures(runs):
        totals = [t for t, _ in runs]
        return statistics.median(totals), max(totals), sum(i for _, i in runs) / sum(totals)

    rows = [(f"{path}: {s.name}", figures(a), figures(b)) for (path, s), a, b in zip(items, alone, batched)]
    width = min(max(len(r[0]) for r in rows), 80)
    print(f"{'scenario':<{width}}  alone: median ms  worst ms  in clingo | batched: median ms  worst ms  in clingo")
    for name, (am, aw, ash), (bm, bw, bsh) in rows:
        print(f"{name[:width]:<{width}}  {am * 1000:16.1f}  {aw * 1000:8.1f}  {ash:9.0%} | "
              f"{bm * 1000:18.1f}  {bw * 1000:8.1f}  {bsh:9.0%}")
    print(f"\n{len(rows)} scenarios, {args.repeat} runs each.")
    for label, index in (("alone (one question per ground call)", 1), (f"batched (up to {BATCH_SIZE} per ground call)", 2)):
        medians = [r[index][0] for r in rows]
        print(f"{label}: median of medians {statistics.median(medians) * 1000:.1f} ms, "
              f"worst median {max(medians) * 1000:.1f} ms, worst run {max(r[index][1] for r in rows) * 1000:.1f} ms, "
              f"clingo share {statistics.mean(r[index][2] for r in rows):.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
