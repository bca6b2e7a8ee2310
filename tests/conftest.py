"""Scenario tests: every YAML document under tests/scenarios/ is one test.

A failure names the file, the case and every difference between what the
case expects and what the engine derives.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pyfacade.errors import JudgeError
from pyfacade.expectations import differences
from pyfacade.ruling import ask
from pyfacade.scenario import load_file

SCENARIOS = Path(__file__).parent / "scenarios"


def pytest_collect_file(parent, file_path: Path):
    if file_path.suffix == ".yaml" and SCENARIOS in file_path.parents:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self):
        for scenario in load_file(self.path):
            tags = ",".join(scenario.model.spec)
            yield ScenarioItem.from_parent(self, name=f"{scenario.name} [{tags}]" if tags else scenario.name,
                                           scenario=scenario)


class ScenarioItem(pytest.Item):
    def __init__(self, *, scenario, **kwargs):
        super().__init__(**kwargs)
        self.scenario = scenario
        for tag in scenario.model.spec:
            self.add_marker(pytest.mark.spec(tag))

    def runtest(self):
        judgment, error = None, None
        try:
            judgment = ask(self.scenario)
        except JudgeError as exc:
            error = exc
        diffs = differences(self.scenario, judgment, error)
        if diffs:
            raise ScenarioMismatch(diffs)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, ScenarioMismatch):
            lines = [f"{self.path.name}: {self.scenario.name}"] + [f"  - {d}" for d in excinfo.value.diffs]
            return "\n".join(lines)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, None, f"scenario: {self.scenario.name}"


class ScenarioMismatch(Exception):
    def __init__(self, diffs):
        super().__init__("\n".join(diffs))
        self.diffs = diffs


def pytest_configure(config):
    config.addinivalue_line("markers", "spec(id): the seed-ruling case (../shared/spec/seed-rulings.md) a test reproduces")
