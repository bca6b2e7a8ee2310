"""Benchmark: solve every example and test scenario in-process, three ways.

- alone: each scenario is its own question (a batch of one), as `judge ask`
  solves it, with the rule base pruned for it (pyfacade/solve/prune.py);
- full: the same, grounding the whole rule base (the same answers; measured
  in the same run, interleaved, so that the ratio holds on a busy machine);
- batched: all scenarios through solve_all, up to BATCH_SIZE to a ground call, as
  `judge check`, `judge compare` and the scenario tests solve them. A
  scenario's time is its equal share of its batch's set-up and ground call,
  plus its own solve call, plus reading its judgment back.

Prints, per scenario and way, the median and worst time over several runs,
the share spent inside clingo (ground + solve), and a summary; the summary
also in CPU time of this process (time.process_time: what the machine's
other load does not inflate as much as wall time). Run:

    .venv/bin/python bench/run.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from pyfacade import JudgeError, load_file
from pyfacade.solve.engine import BATCH_SIZE, Job, Solution, solve_all
from pyfacade.output.ruling import read_judgment

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
    full = [[] for _ in items]
    batched = [[] for _ in items]
    cpu = {"alone": [[] for _ in items], "full": [[] for _ in items], "batched": []}  # CPU seconds
    for job in jobs:  # the pruned programs are cached: a first question with the cache empty is not timed here
        solve_all([job])
    for _ in range(args.repeat):
        for k, job in enumerate(jobs):
            for prune, runs, way in ((True, alone, "alone"), (False, full, "full")):
                start, start_cpu = time.perf_counter(), time.process_time()
                [solution] = solve_all([job], prune=prune)
                inside = solution.ground_seconds + solution.solve_seconds
                read(job.scenario, solution)
                runs[k].append((time.perf_counter() - start, inside))
                cpu[way][k].append(time.process_time() - start_cpu)
    for _ in range(args.repeat):
        start_cpu = time.process_time()
        for k, (job, solution) in enumerate(zip(jobs, solve_all(jobs, workers=1))):
            inside = solution.ground_seconds + solution.solve_seconds
            batched[k].append((solution.total_seconds + read(job.scenario, solution), inside))
        cpu["batched"].append((time.process_time() - start_cpu) / len(jobs))

    def figures(runs):
        totals = [t for t, _ in runs]
        return statistics.median(totals), max(totals), sum(i for _, i in runs) / sum(totals)

    rows = [(f"{path}: {s.name}", figures(a), figures(b), figures(f))
            for (path, s), a, b, f in zip(items, alone, batched, full)]
    width = min(max(len(r[0]) for r in rows), 80)
    print(f"{'scenario':<{width}}  alone: median ms  worst ms  in clingo | batched: median ms  worst ms  in clingo"
          " | full: median ms")
    for name, (am, aw, ash), (bm, bw, bsh), (fm, _, _) in rows:
        print(f"{name[:width]:<{width}}  {am * 1000:16.1f}  {aw * 1000:8.1f}  {ash:9.0%} | "
              f"{bm * 1000:18.1f}  {bw * 1000:8.1f}  {bsh:9.0%} | {fm * 1000:15.1f}")
    print(f"\n{len(rows)} scenarios, {args.repeat} runs each.")
    ratios = [f[0] / a[0] for _, a, _, f in rows]
    print(f"alone, pruned vs. whole rule base (same run): whole / pruned per scenario, median {statistics.median(ratios):.2f}x, "
          f"lowest {min(ratios):.2f}x")
    for label, index in (("alone, pruned (one question per ground call)", 1),
                         (f"batched (up to {BATCH_SIZE} per ground call, pruned by the batch)", 2),
                         ("alone, whole rule base", 3)):
        medians = [r[index][0] for r in rows]
        print(f"{label}: median of medians {statistics.median(medians) * 1000:.1f} ms, "
              f"worst median {max(medians) * 1000:.1f} ms, worst run {max(r[index][1] for r in rows) * 1000:.1f} ms, "
              f"clingo share {statistics.mean(r[index][2] for r in rows):.0%}")
    alone_cpu = [statistics.median(runs) for runs in cpu["alone"]]
    full_cpu = [statistics.median(runs) for runs in cpu["full"]]
    print(f"CPU time (this process): alone, pruned: median of medians {statistics.median(alone_cpu) * 1000:.1f} ms; "
          f"whole rule base {statistics.median(full_cpu) * 1000:.1f} ms; whole / pruned per scenario, median "
          f"{statistics.median(f / a for a, f in zip(alone_cpu, full_cpu)):.2f}x, lowest "
          f"{min(f / a for a, f in zip(alone_cpu, full_cpu)):.2f}x; batched: median over runs "
          f"{statistics.median(cpu['batched']) * 1000:.1f} ms a scenario (all scenarios in one process)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
