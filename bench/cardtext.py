"""Benchmark: compile a card database into card facts (issue 15 targets).

Prints, for the card data (default ../shared/data/cards-en.jsonl):
- the time to import every card (read, compile, write the store to a
  temporary directory, as `judge cards import` does) and any errors;
- cards and effects compiled completely, in part, not at all; effects whose
  activation features (kind, Spell Speed, condition/event, cost, targets,
  usage limit) all compiled; the most frequent clauses not understood;
- the gold comparison with the bundled hand-written cards, per kind of fact,
  with every difference.

    .venv/bin/python bench/cardtext.py [PATH] [--top N]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from pyfacade.cardtext.cli import compile_all
from pyfacade.errors import JudgeError
from pyfacade.inputs.vocabulary import check_file
from pyfacade.cardtext.gold import compare
from pyfacade.cardtext.store import unique_keys, write_store

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data" / "cards-en.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("path", nargs="?", default=str(DATA))
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    if not Path(args.path).exists():
        print(f"no card data at {args.path}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["JUDGE_DATA_DIR"] = tmp
        start = time.perf_counter()
        compiled, stats = compile_all(args.path)
        unique_keys(compiled, set())
        write_store(compiled, Path(tmp) / "cards")
        total = time.perf_counter() - start
        start = time.perf_counter()
        problems = []
        for path in sorted((Path(tmp) / "cards").glob("*.lp")):
            try:
                check_file(path)
            except JudgeError as exc:
                problems += exc.problems
        checking = time.perf_counter() - start
    print(f"import: {len(compiled)} cards read, compiled and stored in {total:.1f} s (target: under 120 s), errors: {len(stats.errors)}")
    print(f"card-facts check (pyfacade/inputs/vocabulary.py) of every compiled file: {len(problems)} problems, {checking:.1f} s")
    for problem in problems[:20]:
        print(f"  {problem}")
    print(stats.report(top=args.top), end="")
    n_eff = sum(stats.effects.values())
    print(f"targets: activation features {100 * stats.activation_ok / n_eff:.1f} % (target 95 %), "
          f"effects complete {100 * stats.effects['complete'] / n_eff:.1f} % (target 50 %)")
    print()
    print(compare(args.path).report(), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
