"""Worker processes that can be stopped: every limited run and every
corpus goes through here.

clingo cannot be interrupted while it grounds, and a hostile scenario can
ground for minutes or take gigabytes. So work that must keep to a time
limit (a whole `judge ask` run, each batch of a corpus) runs in a forked
worker process with an address-space limit, and the parent stops it when
its time is up. `map_limited` runs many such pieces, up to `workers` at a
time, each with its own time limit: one that runs out of time or memory
gets its error and the others go on. `run_limited` is one piece, raised.
"""

from __future__ import annotations

import multiprocessing
import os
import resource
import sys
import time
import traceback
from multiprocessing.connection import wait
from typing import Any, Callable

from ..errors import EngineError, JudgeError, LimitExceeded, SolveTimeout

DEFAULT_MEMORY_MB = 4096  # address space of a worker (README "Limits"); JUDGE_MEMORY_MB overrides it

_inside_worker = False  # True in a worker: its whole run is bounded already


def default_workers() -> int:
    return os.cpu_count() or 1


def inside_worker() -> bool:
    """Whether this process is a limited worker (its work is bounded as a whole)."""
    return _inside_worker


_kept: Any = None  # in a worker: the object keep_until_exit was last given


def keep_until_exit(obj: Any) -> None:
    """In a worker, keep `obj` (a clingo Control done with) until the process
    ends, which frees nothing (it ends with os._exit): freeing a ground
    program costs about a sixth of grounding it (issue 16), and a worker's
    last one would be freed only to exit. One object is kept: the one given
    before is let go now (so at most one ground program is alive, as
    without it). Outside a worker, nothing is kept."""
    global _kept
    _kept = obj if _inside_worker else None


def memory_limit_mb() -> int:
    value = os.environ.get("JUDGE_MEMORY_MB", "")
    try:
        return int(value) if value else DEFAULT_MEMORY_MB
    except ValueError:
        raise JudgeError(f"JUDGE_MEMORY_MB={value!r} is not a whole number of megabytes") from None


def run_limited(fn: Callable[..., Any], args: tuple = (), timeout: float | None = None,
                memory_mb: int | None = None, what: str = "the run") -> Any:
    """fn(*args) in a forked worker process, with at most `memory_mb` MB of
    address space, stopped after `timeout` seconds (SolveTimeout). fn's
    result (or the JudgeError / EngineError it raises) must pickle; output
    it prints goes straight to this process's stdout and stderr."""
    [outcome] = map_limited(lambda packed: fn(*packed), [args], 1, timeout, memory_mb, lambda _: what)
    if isinstance(outcome, Failed):
        raise outcome.error
    return outcome


class Failed:
    """What map_limited gives for a piece of work that raised, ran out of
    time or memory, or died: the error to report."""

    def __init__(self, error: BaseException):
        self.error = error


def map_limited(fn: Callable[[Any], Any], items: list, workers: int | None = None, timeout: float | None = None,
                memory_mb: int | None = None, what: Callable[[Any], str] = lambda _: "the run") -> list:
    """fn(item) for every item, each in its own forked worker process, up to
    `workers` at once, each stopped after `timeout` seconds and limited to
    `memory_mb` MB of address space. Returns, in order, each result, or a
    Failed with the error (SolveTimeout, LimitExceeded for memory, or what fn
    raised). fn need not pickle (fork); its results must."""
    memory_mb = memory_limit_mb() if memory_mb is None else memory_mb
    workers = max(1, min(workers or default_workers(), len(items)))
    context = multiprocessing.get_context("fork")
    results: list = [None] * len(items)
    queue = list(enumerate(items))[::-1]
    running: dict = {}  # receiving end -> (index, process, deadline)
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        while queue or running:
            while queue and len(running) < workers:
                index, item = queue.pop()
                receive, send = context.Pipe(duplex=False)
                worker = context.Process(target=_work, args=(send, fn, item, memory_mb), daemon=True)
                worker.start()
                send.close()
                running[receive] = (index, worker, None if timeout is None else time.monotonic() + timeout)
            deadlines = [deadline for *_, deadline in running.values() if deadline is not None]
            ready = wait(list(running), max(0.0, min(deadlines) - time.monotonic()) if deadlines else None)
            for receive in ready:
                index, worker, _ = running.pop(receive)
                results[index] = _received(receive, worker, memory_mb, what(items[index]))
            now = time.monotonic()
            for receive, (index, worker, deadline) in list(running.items()):
                if deadline is not None and now >= deadline:
                    del running[receive]
                    _stop(worker, receive)
                    results[index] = Failed(SolveTimeout(
                        f"{what(items[index])} took longer than the time limit of {timeout:g} s "
                        "(grounding included; raise it with --timeout)"))
    finally:
        for receive, (_, worker, _) in running.items():
            _stop(worker, receive)
    return results


def _stop(worker, receive) -> None:
    if worker.is_alive():
        worker.kill()
    worker.join()
    receive.close()


def _received(receive, worker, memory_mb: int, what: str):
    try:
        status, value = receive.recv()
    except EOFError:  # died without a word: killed (out of memory) or crashed
        worker.join()
        receive.close()
        return Failed(LimitExceeded(f"{what} stopped (worker exit status {worker.exitcode}); it may have needed more "
                                 f"than the memory limit of {memory_mb} MB (JUDGE_MEMORY_MB)"))
    _stop(worker, receive)
    if status == "ok":
        return value
    if status == "memory":
        return Failed(LimitExceeded(f"{what} needed more than the memory limit of {memory_mb} MB "
                                 "(raise it with JUDGE_MEMORY_MB)"))
    if isinstance(value, (JudgeError, EngineError, BrokenPipeError)):
        return Failed(value)
    return Failed(EngineError(f"{what} failed: {type(value).__name__}: {value}"))


def _work(send, fn, item, memory_mb: int) -> None:
    global _inside_worker
    _inside_worker = True
    limit = memory_mb * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (limit if hard == resource.RLIM_INFINITY else min(limit, hard), hard))
    try:
        result = ("ok", fn(item))
    except MemoryError:
        result = ("memory", None)
    except RuntimeError as exc:
        # clingo reports running out of memory as a RuntimeError ("std::bad_alloc")
        result = ("memory", None) if "bad_alloc" in str(exc) else ("error", _picklable(exc))
    except BaseException as exc:  # noqa: BLE001 - handed to the parent, which reports it
        result = ("error", _picklable(exc))
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        pass
    try:
        send.send(result)
    except Exception as exc:  # noqa: BLE001 - a result that does not pickle is a bug: say so
        send.send(("error", RuntimeError(f"its result could not be handed back: {exc}")))
    send.close()


def _picklable(exc: BaseException) -> BaseException:
    import pickle
    try:
        pickle.dumps(exc)
        return exc
    except Exception:  # noqa: BLE001
        return RuntimeError("".join(traceback.format_exception_only(type(exc), exc)).strip())
