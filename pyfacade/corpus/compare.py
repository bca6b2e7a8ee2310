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

import clingo

from ..solve.engine import DEFAULT_TIMEOUT, Job
from ..errors import EngineError, JudgeError, LimitExceeded
from ..paths import ASP_DIR
from ..output.ruling import Judgment, ask_all
from ..inputs.scenario import Scenario
from .files import load_corpus, scenario_files  # noqa: F401 - scenario_files: for callers


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


def compare(scenarios: list[Scenario], reading: str, against: str, timeout: float = DEFAULT_TIMEOUT,
            workers: int | None = None) -> list[Difference]:
    """The scenarios on which `reading` and `against` rule differently;
    raises for a scenario that cannot be judged (out of time or memory, an
    internal error)."""
    differences, failed = _compare(scenarios, reading, against, timeout, workers)
    if failed:
        problems = [p for _, ps in failed for p in ps]
        raise JudgeError(problems[0], problems)
    return differences


def _compare(scenarios: list[Scenario], reading: str, against: str, timeout: float,
             workers: int | None) -> tuple[list[Difference], list[tuple[Scenario, list[str]]]]:
    """The differences, and the scenarios that could not be judged under one
    of the readings, with why (those are not differences)."""
    known = reading_names()
    for name in (reading, against):
        if name not in known:
            raise JudgeError(f"unknown rule reading '{name}' (readings: {', '.join(sorted(known))})")
    jobs = [Job(scenario, name) for scenario in scenarios for name in (reading, against)]
    results = ask_all(jobs, timeout, workers, stoppable=True)
    differences, failed = [], []
    for n, scenario in enumerate(scenarios):
        pair = results[2 * n], results[2 * n + 1]
        errors = [[f"internal error: {r}"] if isinstance(r, EngineError) else r.problems
                  for r in pair if isinstance(r, (LimitExceeded, EngineError))]
        if errors:
            failed.append((scenario, list(dict.fromkeys(p for ps in errors for p in ps))))
            continue
        a, b = summary(scenario, pair[0]), summary(scenario, pair[1])
        keys = ["allowed"] if a["allowed"] != b["allowed"] else sorted(a.keys() | b.keys())
        items = [(key, a.get(key, "(nothing)"), b.get(key, "(nothing)")) for key in keys if a.get(key) != b.get(key)]
        if items:
            differences.append(Difference(scenario.origin, scenario.name, list(scenario.model.spec), items))
    return differences, failed


def summary(scenario: Scenario, result: Judgment | JudgeError | EngineError) -> dict[str, str]:
    """What one reading rules on a scenario, item by item (without reasons)."""
    if isinstance(result, (EngineError, LimitExceeded)):
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


def render_json(differences: list[Difference], reading: str, against: str, total: int,
                problems: list[str] = ()) -> str:
    return json.dumps({"readings": [reading, against], "scenarios": total,
                       "differences": [asdict(d) for d in differences], "errors": list(problems)}, indent=2)


def run(paths: list[str], reading: str, against: str, as_json: bool = False, timeout: float = DEFAULT_TIMEOUT,
        workers: int | None = None) -> tuple[str, list[str]]:
    """Load the scenarios under `paths`, compare, and render the result;
    with the located problems of what could not be read or judged (the
    rest is compared all the same)."""
    scenarios, problems = load_corpus(paths)
    differences, failed = _compare(scenarios, reading, against, timeout, workers)
    problems += [p for _, ps in failed for p in ps]
    compared = len(scenarios) - len(failed)
    if as_json:
        return render_json(differences, reading, against, compared, problems), problems
    text = render_text(differences, reading, against, compared)
    if problems:
        text += f"{len(problems)} problem(s): files or scenarios that could not be read or judged (on standard error).\n"
    return text, problems
