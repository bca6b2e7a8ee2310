"""The two named readings (asp/answers/readings.lp) differ exactly on seed case H5.

Runs `judge compare` over every scenario test: the scenarios on which the
readings rule differently must be exactly the H5 scenarios written for one
reading, and nothing else.
"""

from __future__ import annotations

from pathlib import Path

from pyfacade.cli import main
from pyfacade.corpus.compare import compare, scenario_files
from pyfacade.inputs.scenario import load_file

SCENARIOS = Path(__file__).parent / "scenarios"


def test_readings_differ_exactly_on_h5():
    scenarios = [s for path in scenario_files([str(SCENARIOS)]) for s in load_file(path)]
    differences = compare(scenarios, "rule_book", "wiki")
    differing = {(d.origin, d.scenario) for d in differences}
    expected = {(s.origin, s.name) for s in scenarios if "H5" in s.model.spec and s.model.reading}
    assert len(expected) >= 2
    assert differing == expected
    for diff in differences:
        assert "H5" in diff.spec


def test_compare_command_names_unknown_reading(capsys):
    assert main(["compare", "--rules", "rule_book", "--against", "no_such_reading", str(SCENARIOS / "usage_limits.yaml")]) == 2
    assert "unknown rule reading 'no_such_reading'" in capsys.readouterr().err


def test_ask_under_each_reading(capsys):
    path = str(SCENARIOS.parent.parent / "examples" / "ghost-belle-vs-monster-reborn.yaml")
    assert main(["ask", path, "--rules", "wiki", "--json"]) == 0
    assert '"reading": "wiki"' in capsys.readouterr().out
