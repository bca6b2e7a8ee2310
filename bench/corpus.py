"""Benchmark: the `judge` command from the shell.

- `judge ask FILE` wall time and CPU time (a new process each time:
  start-up, imports, reading the cached card checks, rule base analysis
  and pruned program, solving), and where a run's CPU time goes: the
  interpreter alone, the imports (`import pyfacade.cli`), the rest. Twice:
  in this environment as it is, and with Python's bytecode cache written
  and used (a pip install compiles it; PYTHONDONTWRITEBYTECODE=1, set in
  some environments, makes every run compile the package from source);
- `judge check` on every test scenario and example with `-j 1` and `-j 2`
  (worker processes; the output is the same): wall time, the CPU time of
  all its processes, and the speed-up; and, load-independent, what the
  batch structure allows: `judge check -j 1` run in this process, the CPU
  time of the parent (reading scenarios, forking, collecting: serial) and
  of its workers (the batches, shared by N workers), so the speed-up of
  -j 2 on two free cores is at most (serial + batches) / (serial +
  batches / 2).

Runs are interleaved so that both sides of a ratio see the same load; the
load average is printed with the figures (the machine is shared).

    .venv/bin/python bench/corpus.py [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
JUDGE = str(Path(sys.executable).with_name("judge"))


def run(argv: list[str], env: dict | None = None) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, the process and its workers)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def medians(runs: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--file", default="examples/ghost-belle-vs-monster-reborn.yaml")
    parser.add_argument("--no-check", action="store_true", help="only judge ask")
    args = parser.parse_args()
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    plain = dict(os.environ)
    compiled = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    ways = [("this environment" + (" (PYTHONDONTWRITEBYTECODE=1)" if "PYTHONDONTWRITEBYTECODE" in plain else ""), plain),
            ("bytecode cached (as a pip install)", compiled)]
    for _, env in ways:  # fill the disk caches (and, for the second, the bytecode) once
        run([JUDGE, "ask", args.file], env)
    results = {label: {"ask": [], "import": [], "python": []} for label, _ in ways}
    for _ in range(args.repeat):
        for label, env in ways:
            results[label]["ask"].append(run([JUDGE, "ask", args.file], env))
            results[label]["import"].append(run([PYTHON, "-c", "import pyfacade.cli"], env))
            results[label]["python"].append(run([PYTHON, "-c", "pass"], env))
    for label, _ in ways:
        (wall, cpu), (_, imports), (_, python) = (medians(results[label][k]) for k in ("ask", "import", "python"))
        best = min(w for w, _ in results[label]["ask"])
        print(f"judge ask {args.file}, {label}: wall median {wall * 1000:.0f} ms (best {best * 1000:.0f} ms), "
              f"CPU median {cpu * 1000:.0f} ms: interpreter {python * 1000:.0f} ms, imports {(imports - python) * 1000:.0f} ms, "
              f"the rest {(cpu - imports) * 1000:.0f} ms; over {args.repeat} runs (target: <= 200 ms wall)")
    if args.no_check:
        return 0
    corpus = ["tests/scenarios", "examples"]
    one, two = [], []
    for _ in range(max(1, args.repeat // 3)):
        one.append(run([JUDGE, "check", "-j", "1", *corpus]))
        two.append(run([JUDGE, "check", "-j", "2", *corpus]))
    (a, ca), (b, cb) = medians(one), medians(two)
    print(f"judge check (every test scenario and example), {os.cpu_count()} cores: -j 1 {a:.2f} s (CPU {ca:.2f} s), "
          f"-j 2 {b:.2f} s (CPU {cb:.2f} s), speed-up {a / b:.2f}x (target: >= 1.7x)")
    serial, batches = structure(corpus)
    print(f"judge check -j 1 in this process: parent (serial) CPU {serial:.2f} s, workers (the batches) CPU "
          f"{batches:.2f} s: -j 2 on two free cores at most {(serial + batches) / (serial + batches / 2):.2f}x")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    return 0


def structure(corpus: list[str]) -> tuple[float, float]:
    """CPU seconds of the parent and of the workers of `judge check -j 1`, run here."""
    from pyfacade.corpus.check import check
    os.chdir(ROOT)
    start, before = time.process_time(), resource.getrusage(resource.RUSAGE_CHILDREN)
    check(corpus, out=lambda *_: None, workers=1)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() - start, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


if __name__ == "__main__":
    sys.exit(main())
