"""Scenario tests: every YAML document under tests/scenarios/ is one test.

A failure names the file, the case and every difference between what the
case expects and what the engine derives.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from pyfacade.solve.engine import Job
from pyfacade.errors import EngineError, JudgeError
from pyfacade.corpus.expectations import differences
from pyfacade.output.ruling import ask_all
from pyfacade.inputs.scenario import load_file

SCENARIOS = Path(__file__).parent / "scenarios"

# The tests never see a card store the user imported (`judge cards import`
# writes to ~/.local/share/yugioh-judge by default): every run starts from an
# empty one; a test that imports cards sets its own (tests/imported.py).
os.environ["JUDGE_DATA_DIR"] = tempfile.mkdtemp(prefix="judge-test-store-")


@pytest.fixture(autouse=True)
def _no_card_library_left_behind():
    """A test that built the card library under its own JUDGE_DATA_DIR or
    JUDGE_CARDS (imported test cards) must not leave it to later tests."""
    from pyfacade.inputs.cards import library
    built = library.cache_info().misses
    yield
    if library.cache_info().misses != built:
        library.cache_clear()


def pytest_collect_file(parent, file_path: Path):
    if file_path.suffix == ".yaml" and SCENARIOS in file_path.parents:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    """A file's scenarios are solved together (one batch) when its first
    test runs; each test then checks its own judgment."""

    def collect(self):
        self.scenarios = load_file(self.path)
        self._judged = None
        for index, scenario in enumerate(self.scenarios):
            tags = ",".join(scenario.model.spec)
            yield ScenarioItem.from_parent(self, name=f"{scenario.name} [{tags}]" if tags else scenario.name,
                                           scenario=scenario, index=index)

    def judged(self, index: int):
        if self._judged is None:
            self._judged = ask_all([Job(s) for s in self.scenarios])
        return self._judged[index]


class ScenarioItem(pytest.Item):
    def __init__(self, *, scenario, index, **kwargs):
        super().__init__(**kwargs)
        self.scenario, self.index = scenario, index
        for tag in scenario.model.spec:
            self.add_marker(pytest.mark.spec(tag))

    def runtest(self):
        judgment, error = self.parent.judged(self.index), None
        if isinstance(judgment, EngineError):
            raise judgment
        if isinstance(judgment, JudgeError):
            judgment, error = None, judgment
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
