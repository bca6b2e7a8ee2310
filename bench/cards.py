"""The cost of checking card files on load (pyfacade/inputs/vocabulary.py).

Prints, over N runs with the parse caches cleared each time: parsing the
rule base (which solving needs anyway), reading the vocab/4 declarations
from it (once per process), and loading the
bundled card library (parsing and checking every card file). For comparison,
grounding each card file alone with clingo (how the library used to read
card names, without any check).

    .venv/bin/python bench/cards.py [RUNS]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

import clingo

from pyfacade.inputs import checked, vocabulary
from pyfacade.inputs.cards import CardLibrary
from pyfacade.paths import CARDS_DIR, MAIN_PROGRAM


def timed(action) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def main(runs: int = 7) -> None:
    files = sorted(CARDS_DIR.glob("*.lp"))
    parsing, declarations, library, cached, grounding = [], [], [], [], []
    for _ in range(runs):
        vocabulary._parse.cache_clear()
        vocabulary.vocabulary.cache_clear()
        checked._checker_key.cache_clear()
        with tempfile.TemporaryDirectory() as empty:
            os.environ["JUDGE_CACHE_DIR"] = empty
            parsing.append(timed(lambda: vocabulary.parse(MAIN_PROGRAM)))
            declarations.append(timed(vocabulary.vocabulary))
            library.append(timed(lambda: CardLibrary([CARDS_DIR])))
            vocabulary._parse.cache_clear()
            vocabulary.vocabulary.cache_clear()
            checked._checker_key.cache_clear()
            cached.append(timed(lambda: CardLibrary([CARDS_DIR])))  # a new process: nothing parsed, checks on disk

        def ground_each():
            for path in files:
                ctl = clingo.Control(["--warn=none"])
                ctl.load(str(path))
                ctl.ground([("base", [])])
        grounding.append(timed(ground_each))
    count = len(vocabulary.vocabulary().decls)
    print(f"{len(files)} bundled card files, {count} declared terms; median (worst) of {runs} runs")
    for label, values in [("parse the rule base (solving needs it anyway)", parsing),
                          ("read the declarations from it (once)", declarations),
                          ("load and check every bundled card file", library),
                          ("the same, the checks cached on disk", cached),
                          ("for comparison: ground each card file alone", grounding)]:
        print(f"  {label:45s} {statistics.median(values) * 1000:7.1f} ms ({max(values) * 1000:.1f} ms)")
    print(f"  per card file (check)                         {statistics.median(library) / len(files) * 1000:7.2f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
