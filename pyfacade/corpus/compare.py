"""Comparing two named rule readings on the same scenarios.

`judge compare --rules A --against B PATH...` judges every scenario under
both readings (asp/answers/readings.lp) and lists where the rulings differ: chain
link outcomes, where cards end up, Life Points, answers, or whether the
scenario is allowed at all. Nothing is decided here: both rulings come from
the rule base; this module only lines them up.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

import clingo

from ..solve.engine import DEFAULT_TIMEOUT, Job
from ..errors import EngineError, JudgeError
from ..paths import ASP_DIR
from ..output.ruling import Judgment, ask_all
from ..inputs.scenario import Scenario, load_file


@dataclass(frozen=True)
class Difference:
    """One scenario the two readings rule on differently."""

    origin: str
    scenario: str
    spec: list[str]
    items: list[tuple[str, str, str]]  # (what, ruling under A, ruling under B)


def reading_names() -> dict[str, str]:
    """The named readings the rule base defines, with their descriptions."""
    ctl = clingo.Control(["--warn=none"])
    ctl.load(str(ASP_DIR / "answers" / "readings.lp"))
    ctl.ground([("base", [])])
    return {a.symbol.arguments[0].name: a.symbol.arguments[1].string
            for a in ctl.symbolic_atoms.by_signature("reading_name", 2)}


def scenario_files(paths: list[str]) -> list[Path]:
    """The YAML files named, or found under the directories named."""
    files: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files += sorted(path.rglob("*.yaml"))
        elif path.is_file():
            files.append(path)
        else:
            raise JudgeError(f"{name}: no such file or directory")
    return files


def compare(scenarios: list[Scenario], reading: str, against: str, timeout: float = DEFAULT_TIMEOUT,
            workers: int | None = None) -> list[Difference]:
    """The scenarios on which `reading` and `against` rule differently."""
    known = reading_names()
    for name in (reading, against):
        if name not in known:
            raise JudgeError(f"unknown rule reading '{name}' (readings: {', '.join(sorted(known))})")
    jobs = [Job(scenario, name) for scenario in scenarios for name in (reading, against)]
    results = ask_all(jobs, timeout, workers)
    differences = []
    for n, scenario in enumerate(scenarios):
        a, b = summary(scenario, results[2 * n]), summary(scenario, results[2 * n + 1])
        keys = ["allowed"] if a["allowed"] != b["allowed"] else sorted(a.keys() | b.keys())
        items = [(key, a.get(key, "(nothing)"), b.get(key, "(nothing)")) for key in keys if a.get(key) != b.get(key)]
        if items:
            differences.append(Difference(scenario.origin, scenario.name, list(scenario.model.spec), items))
    return differences


def summary(scenario: Scenario, result: Judgment | JudgeError | EngineError) -> dict[str, str]:
    """What one reading rules on a scenario, item by item (without reasons)."""
    if isinstance(result, EngineError):
        raise result
    if isinstance(result, JudgeError):
        prefix = f"{scenario.origin}: "
        return {"allowed": "no: " + "; ".join(sorted(p.removeprefix(prefix) for p in result.problems))}
    return {"allowed": "yes", **_items(result)}


def _items(judgment: Judgment) -> dict[str, str]:
    items: dict[str, str] = {}
    for ruling in judgment.rulings:
        prefix = f"[if {' and '.join(ruling.assumptions)}] " if judgment.is_open else ""
        items.update({f"{prefix}outcome of link {link.label}": link.outcome for link in ruling.links})
        items.update({f"{prefix}zone of {place.card}": place.zone for place in ruling.zones})
        items.update({f"{prefix}life points of {player}": str(lp) for player, lp in ruling.life_points.items()})
        items.update({f"{prefix}answer to {answer.question}": str(answer.value) for answer in ruling.answers})
    return items


def render_text(differences: list[Difference], reading: str, against: str, total: int) -> str:
    out = [f"Rule readings compared: {reading} and {against}, on {total} scenario(s)."]
    for diff in differences:
        tags = f" [{', '.join(diff.spec)}]" if diff.spec else ""
        out.append("")
        out.append(f"{diff.origin}: {diff.scenario}{tags}")
        for what, a, b in diff.items:
            out.append(f"  {what}: {reading}: {a} | {against}: {b}")
    out.append("")
    out.append(f"{len(differences)} of {total} scenario(s) are ruled differently." if differences
               else "The two readings rule the same on every scenario.")
    return "\n".join(out) + "\n"


def render_json(differences: list[Difference], reading: str, against: str, total: int) -> str:
    return json.dumps({"readings": [reading, against], "scenarios": total,
                       "differences": [asdict(d) for d in differences]}, indent=2)


def run(paths: list[str], reading: str, against: str, as_json: bool = False, timeout: float = DEFAULT_TIMEOUT,
        workers: int | None = None) -> str:
    """Load the scenarios under `paths`, compare, and render the result."""
    scenarios = [s for path in scenario_files(paths) for s in load_file(path)]
    differences = compare(scenarios, reading, against, timeout, workers)
    render = render_json if as_json else render_text
    return render(differences, reading, against, len(scenarios))
