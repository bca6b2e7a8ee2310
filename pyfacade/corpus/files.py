"""A corpus: the scenario files under the paths given, read file by file.
One file that cannot be read (or a path that is not there) is reported
with its located error, and the rest of the corpus is still read."""

from __future__ import annotations

from pathlib import Path

from ..errors import JudgeError
from ..inputs.scenario import Scenario, load_documents


def scenario_files(paths: list[str], problems: list[str] | None = None) -> list[Path]:
    """YAML files named, or found under the directories named (sorted). A
    path that does not exist is a problem (added to `problems`, or raised)."""
    files: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files += sorted(q for q in path.rglob("*") if q.suffix in (".yaml", ".yml") and q.is_file())
        elif path.exists():
            files.append(path)
        elif problems is None:
            raise JudgeError(f"{name}: no such file or directory")
        else:
            problems.append(f"{name}: no such file or directory")
    return files


def load_corpus(paths: list[str]) -> tuple[list[Scenario], list[str]]:
    """Every scenario under `paths` that loads, and the located problems of
    the files and documents that do not."""
    problems: list[str] = []
    scenarios: list[Scenario] = []
    for path in scenario_files(paths, problems):
        try:
            loaded = load_documents(path)
        except JudgeError as exc:
            problems += exc.problems
            continue
        for item in loaded:
            if isinstance(item, JudgeError):
                problems += item.problems
            else:
                scenarios.append(item)
    return scenarios, problems
