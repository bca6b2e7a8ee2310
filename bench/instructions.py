"""Benchmark: instructions executed (valgrind's callgrind), which the load
other jobs put on the machine does not change, unlike wall or CPU time.

One `judge ask FILE` (cached card checks and rule base analysis, as every
run after the first), by phase, each phase a separate run of Python whose
instruction count is the one before plus that phase:

- interpreter: `python -c pass` (start-up, site);
- import: `import pyfacade.cli`;
- ask: the command run in this process as its worker runs it (`judge ask`
  forks a worker that valgrind cannot count, since it is killed once it has
  handed back; the fork itself is not counted here): marked as a worker,
  ended with os._exit as a worker ends;
- question: one more question in the same process (the in-process cost of
  a single question once everything is loaded).

Needs valgrind. Slow (valgrind runs about 50x slower): about a minute.

    .venv/bin/python bench/instructions.py [--file FILE]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ASK = """
import os, io, contextlib
import pyfacade.cli as cli
from pyfacade.solve import isolate
cli.ISOLATED = ()
isolate._inside_worker = True
with contextlib.redirect_stdout(io.StringIO()):
    for _ in range({n}):
        assert cli.main(["ask", {file!r}]) == 0
os._exit(0)
"""

PHASES = [
    ("interpreter", "pass"),
    ("import", "import pyfacade.cli"),
    ("ask", ASK.replace("{n}", "1")),
    ("question", ASK.replace("{n}", "2")),
]


def instructions(code: str, file: str) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
                              "-c", code.replace("{file!r}", repr(file))],
                             cwd=ROOT, capture_output=True, text=True)
        if run.returncode:
            raise SystemExit(f"failed: {run.stderr[-2000:]}")
        return int(re.search(r"^summary: (\d+)", Path(out).read_text(), re.M).group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", default="examples/ghost-belle-vs-monster-reborn.yaml")
    args = parser.parse_args()
    subprocess.run([sys.executable, "-c", ASK.replace("{n}", "1").replace("{file!r}", repr(args.file))],
                   cwd=ROOT, check=True)  # warm the on-disk caches
    before = 0
    totals = {}
    for name, code in PHASES:
        totals[name] = instructions(code, args.file)
        print(f"{name:12} {totals[name] - before:>14,} instructions  (total {totals[name]:,})", flush=True)
        before = totals[name]
    print(f"judge ask in one process: {totals['ask'] / 1e6:,.0f} M instructions", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
