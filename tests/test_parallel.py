"""Several worker processes give exactly the output of one (pyfacade/solve/isolate.py)."""

from __future__ import annotations

from pathlib import Path

from pyfacade.cli import main
from pyfacade.solve.engine import Job
from pyfacade.output.ruling import Judgment, ask_all
from pyfacade.inputs.scenario import load_file

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = str(ROOT / "tests" / "scenarios")


def run(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_check_compare_and_unused_rules_print_the_same_with_one_and_two_workers(capsys):
    for command in (["check", SCENARIOS, str(ROOT / "examples")],
                    ["compare", "--rules", "rule_book", "--against", "wiki", SCENARIOS],
                    ["rules", "--unused", SCENARIOS]):
        one, two = run(capsys, *command, "-j", "1"), run(capsys, *command, "-j", "2")
        assert one == two, command
        assert one[1].strip()


def test_ask_all_gives_the_same_judgments_with_one_and_two_workers():
    jobs = [Job(s) for path in sorted((ROOT / "tests" / "scenarios").glob("*.yaml")) for s in load_file(path)]
    assert len(jobs) > 64  # several batches: the workers have something to share
    one, two = ask_all(jobs, workers=1), ask_all(jobs, workers=2)
    assert [j.to_json() if isinstance(j, Judgment) else j.problems for j in one] == \
        [j.to_json() if isinstance(j, Judgment) else j.problems for j in two]


class _Held:
    """Stands for a clingo Control a worker is done with."""


def _keeps_one_until_exit() -> tuple[bool, bool]:
    import weakref
    from pyfacade.solve import isolate
    first = _Held()
    gone = weakref.ref(first)
    isolate.keep_until_exit(first)
    del first
    kept = gone() is not None
    isolate.keep_until_exit(_Held())  # the next one lets the first go
    return kept, gone() is None


def test_a_worker_keeps_its_last_ground_program_to_exit_and_the_parent_keeps_none():
    import weakref
    from pyfacade.solve import isolate
    assert isolate.run_limited(_keeps_one_until_exit) == (True, True)
    held = _Held()
    gone = weakref.ref(held)
    isolate.keep_until_exit(held)
    del held
    assert gone() is None
