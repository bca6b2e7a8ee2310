"""Running work in a worker process that can be stopped.

clingo cannot be interrupted while it grounds, and a hostile scenario can
ground for minutes or take gigabytes. So a whole run (reading, grounding,
solving) goes to a forked worker process with an address-space limit; the
parent stops it when its time is up. `run_limited` is small and generic so
that other callers (such as parallel corpora) can reuse it.
"""

from __future__ import annotations

import multiprocessing
import os
import resource
import sys
import traceback
from typing import Any, Callable

from ..errors import EngineError, JudgeError, SolveTimeout

DEFAULT_MEMORY_MB = 4096  # address space of a worker (README "Limits"); JUDGE_MEMORY_MB overrides it


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
    memory_mb = memory_limit_mb() if memory_mb is None else memory_mb
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    sys.stdout.flush()
    sys.stderr.flush()
    worker = context.Process(target=_work, args=(send, fn, args, memory_mb), daemon=True)
    worker.start()
    send.close()
    try:
        if not receive.poll(timeout):
            raise SolveTimeout(f"{what} took longer than the time limit of {timeout:g} s (raise it with --timeout)")
        try:
            status, value = receive.recv()
        except EOFError:  # died without a word: killed (out of memory) or crashed
            worker.join()
            raise JudgeError(f"{what} stopped (worker exit status {worker.exitcode}); it may have needed more "
                             f"than the memory limit of {memory_mb} MB (JUDGE_MEMORY_MB)") from None
    finally:
        if worker.is_alive():
            worker.kill()
        worker.join()
        receive.close()
    if status == "ok":
        return value
    if status == "memory":
        raise JudgeError(f"{what} needed more than the memory limit of {memory_mb} MB (raise it with JUDGE_MEMORY_MB)")
    if isinstance(value, (JudgeError, EngineError, BrokenPipeError)):
        raise value
    raise EngineError(f"{what} failed: {type(value).__name__}: {value}")


def _work(send, fn, args, memory_mb: int) -> None:
    limit = memory_mb * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (limit if hard == resource.RLIM_INFINITY else min(limit, hard), hard))
    try:
        result = ("ok", fn(*args))
    except MemoryError:
        result = ("memory", None)
    except RuntimeError as exc:
        # clingo reports running out of memory as a RuntimeError ("std::bad_alloc")
        result = ("memory", None) if "bad_alloc" in str(exc) else ("error", _picklable(exc))
    except BaseException as exc:  # noqa: BLE001 - handed to the parent, which re-raises it
        result = ("error", _picklable(exc))
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        pass
    send.send(result)
    send.close()


def _picklable(exc: BaseException) -> BaseException:
    import pickle
    try:
        pickle.dumps(exc)
        return exc
    except Exception:  # noqa: BLE001
        return RuntimeError("".join(traceback.format_exception_only(type(exc), exc)).strip())
