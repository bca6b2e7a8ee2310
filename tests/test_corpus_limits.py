"""Corpus commands (`judge check`, `judge compare`, `judge rules --unused`):
`--timeout` bounds each scenario's whole work, grounding included, in a
worker process that is stopped (pyfacade/solve/isolate.py); a scenario that
runs out of time, or a file that cannot be read, is a located error, and
the rest of the corpus still runs."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from pyfacade.cli import main
from pyfacade.errors import LimitExceeded, SolveTimeout
from pyfacade.inputs.scenario import load_text
from pyfacade.output.ruling import Judgment, ask_all
from pyfacade.solve.engine import Job
from pyfacade.solve.isolate import Failed, map_limited
from snippets import REBORN

GOOD = textwrap.dedent(REBORN).lstrip() + 'expect:\n  outcomes: {"1.1": resolved}\n'


def long_chain(links: int) -> str:
    """A chain of Mystical Space Typhoons, each on the one before: grounding
    it takes far longer than a few seconds (200 links: over a minute)."""
    cards = [f"  - {{id: m{i}, name: Mystical Space Typhoon, owner: {'you' if i % 2 else 'opp'}, zone: hand}}"
             for i in range(1, links + 1)]
    chain = ["      - {card: m1}"] + [f"      - {{card: m{i}, targets: [m{i - 1}]}}" for i in range(2, links + 1)]
    return ("name: a very long chain\ncards:\n" + "\n".join(cards) + "\nactions:\n  - chain:\n" + "\n".join(chain)
            + '\nexpect:\n  outcomes: {"1.1": resolved}\n')


@pytest.fixture()
def corpus(tmp_path: Path) -> Path:
    (tmp_path / "a_chain.yaml").write_text(long_chain(200))
    (tmp_path / "b_good.yaml").write_text(GOOD)
    (tmp_path / "c_binary.yaml").write_bytes(b"\xff\xfe binary")
    return tmp_path


def run_cli(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    return code, captured.out, captured.err


TOO_LONG = "a_chain.yaml: judging it took longer than the time limit of 2 s (grounding included"


def test_check_stops_a_scenario_that_grounds_too_long_and_judges_the_rest(corpus, capsys):
    code, out, _ = run_cli(["check", str(corpus), "--timeout", "2"], capsys)
    assert code == 1
    assert TOO_LONG in out and "not UTF-8" in out
    assert "1 passed, 2 failed" in out and "(2 of the failed could not be judged: errors)" in out


def test_compare_reports_each_bad_file_and_scenario_and_compares_the_rest(corpus, capsys):
    code, out, err = run_cli(["compare", "--rules", "rule_book", "--against", "wiki", str(corpus),
                              str(corpus / "missing.yaml"), "--timeout", "2"], capsys)
    assert code == 2
    assert "on 1 scenario(s)" in out and "3 problem(s)" in out
    assert TOO_LONG in err and "c_binary.yaml:1: not UTF-8" in err and "missing.yaml: no such file or directory" in err


def test_unused_rules_report_each_bad_file_and_scenario_and_count_the_rest(corpus, capsys):
    code, out, err = run_cli(["rules", "--unused", str(corpus), "--timeout", "2"], capsys)
    assert code == 2
    assert "rule ids are not exercised by any scenario" in out and "2 problem(s)" in out
    assert TOO_LONG in err and "c_binary.yaml:1: not UTF-8" in err


def test_a_batch_stopped_for_time_is_judged_again_scenario_by_scenario():
    good, chain = load_text(GOOD, "good.yaml")[0], load_text(long_chain(200), "chain.yaml")[0]
    first, second, third = ask_all([Job(good), Job(chain), Job(good)], timeout=2, stoppable=True)
    assert isinstance(first, Judgment) and isinstance(third, Judgment)
    assert isinstance(second, SolveTimeout) and "chain.yaml: judging it took longer" in str(second)


def _nap(seconds: float) -> float:
    import time
    time.sleep(seconds)
    return seconds


def test_workers_each_keep_their_own_time_limit():
    # One piece runs out of time; the others, before and after it, are done.
    results = map_limited(_nap, [0.0, 30.0, 0.1], workers=2, timeout=1.5, what=lambda s: f"nap {s:g}")
    assert results[0] == 0.0 and results[2] == 0.1
    assert isinstance(results[1], Failed) and isinstance(results[1].error, LimitExceeded)
    assert "nap 30 took longer than the time limit of 1.5 s" in str(results[1].error)


def test_explain_is_bounded_as_a_whole_run(tmp_path, capsys):
    path = tmp_path / "chain.yaml"
    path.write_text(long_chain(200))
    code, _, err = run_cli(["explain", str(path), "--why", "outcome(l(1,1),resolved)", "--timeout", "1"], capsys)
    assert code == 2 and "took longer than the time limit of 1 s (grounding included" in err
