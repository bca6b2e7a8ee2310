"""All cores for a corpus: batches of scenarios solved in worker processes.

A corpus (`judge check`, `judge compare`, `judge rules --unused`,
`ask_all`) is cut into the same batches as in one process
(engine._even_batches), and whole batches go to the workers, so every
scenario is solved in exactly the batch, and so with exactly the answer
sets in the same order, as with one worker: the output is identical.
One batch, or one worker, is solved in this process (no pool to start).
"""

from __future__ import annotations

import os
import threading
from functools import partial


def default_workers() -> int:
    return os.cpu_count() or 1


def map_batches(solve_batch, batches: list, workers: int | None, pack=None, unpack=None) -> list:
    """solve_batch(batch) for every batch, in order, in up to `workers`
    processes. solve_batch and pack must be module-level functions (they are
    pickled); a worker returns pack(result), and unpack turns it back."""
    workers = min(workers or default_workers(), len(batches))
    if workers <= 1:
        return [solve_batch(batch) for batch in batches]
    import multiprocessing  # only here: `judge ask` on one scenario does not pay for importing it
    from concurrent.futures import ProcessPoolExecutor
    # fork is far cheaper than spawn (no new imports, caches inherited) but
    # unsafe once this process runs other threads
    context = multiprocessing.get_context("fork" if threading.active_count() == 1 else "spawn")
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        return [unpack(result) for result in pool.map(partial(_packed, solve_batch, pack), batches)]


def _packed(solve_batch, pack, batch):
    return pack(solve_batch(batch))
