"""Benchmark: the `judge` command from the shell.

- `judge ask FILE` wall time (a new process each time: start-up, imports,
  reading the cached rule base analysis and pruned program, solving);
- `judge check` on every test scenario and example with `-j 1` and `-j 2`
  (worker processes; the output is the same), and the speed-up.

Runs are interleaved so that both sides of a ratio see the same load.

    .venv/bin/python bench/corpus.py [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JUDGE = str(Path(sys.executable).with_name("judge"))


def wall(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--file", default="examples/ghost-belle-vs-monster-reborn.yaml")
    args = parser.parse_args()
    wall([JUDGE, "ask", args.file])  # fills the disk caches once
    asks = [wall([JUDGE, "ask", args.file]) for _ in range(args.repeat)]
    print(f"judge ask {args.file}: median {statistics.median(asks) * 1000:.0f} ms, "
          f"best {min(asks) * 1000:.0f} ms over {args.repeat} runs (target: <= 200 ms)")
    corpus = ["tests/scenarios", "examples"]
    one, two = [], []
    for _ in range(max(3, args.repeat // 3)):
        one.append(wall([JUDGE, "check", "-j", "1", *corpus]))
        two.append(wall([JUDGE, "check", "-j", "2", *corpus]))
    a, b = statistics.median(one), statistics.median(two)
    print(f"judge check (every test scenario and example), {os.cpu_count()} cores: -j 1 {a:.2f} s, -j 2 {b:.2f} s, "
          f"speed-up {a / b:.2f}x (target: >= 1.7x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
