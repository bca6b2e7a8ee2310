"""Comparing a judgment with what a scenario's `expect` section says.

Used by the test suite and by `judge check`: every difference is reported,
not just the first.
"""

from __future__ import annotations

from ..errors import JudgeError
from ..output.ruling import Judgment, Ruling
from ..inputs.scenario import Expect, OpenExpect, Scenario


def differences(scenario: Scenario, judgment: Judgment | None, error: JudgeError | None) -> list[str]:
    """What the expectation says that the engine does not derive (empty: agree)."""
    expect = scenario.model.expect or Expect()
    if expect.illegal:
        return _illegal_differences(expect, error)
    if error is not None:
        return [f"expected a ruling, but the engine refused the scenario: {p}" for p in error.problems]
    assert judgment is not None
    diffs: list[str] = []
    if expect.rulings is not None and len(judgment.rulings) != expect.rulings:
        diffs.append(f"rulings: expected {expect.rulings}, got {len(judgment.rulings)}")
    for ruling in judgment.rulings:
        prefix = f"[if {' and '.join(ruling.assumptions)}] " if judgment.is_open else ""
        diffs += [prefix + d for d in _ruling_differences(expect, ruling)]
    for open_case in expect.open:
        matching = [r for r in judgment.rulings if set(open_case.assuming) <= set(r.assumptions)]
        if not matching:
            got = "; ".join(" and ".join(r.assumptions) or "(nothing)" for r in judgment.rulings)
            diffs.append(f"open: no ruling assumes {open_case.assuming} (rulings assume: {got})")
        for ruling in matching:
            diffs += [f"[if {' and '.join(open_case.assuming)}] " + d for d in _ruling_differences(open_case, ruling)]
    return diffs


def _ruling_differences(expect: Expect | OpenExpect, ruling: Ruling) -> list[str]:
    diffs = []
    for label, want in expect.outcomes.items():
        link = ruling.link(label)
        got = link.outcome if link else "(no such link)"
        if got != want:
            diffs.append(f"outcome of link {label}: expected {want}, got {got}")
    for card, want in expect.zones.items():
        got = ruling.zone(card)
        if got != want:
            diffs.append(f"zone of {card}: expected {want}, got {got}")
    for question, want in expect.answers.items():
        answer = ruling.answer(question)
        got = answer.value if answer else "(no answer)"
        if str(got) != _word(want):
            diffs.append(f"answer to {question}: expected {_word(want)}, got {got}")
    if isinstance(expect, Expect):
        for player, want in expect.life_points.items():
            got = ruling.life_points.get(player)
            if got != want:
                diffs.append(f"life points of {player}: expected {want}, got {got}")
        for subject, wanted in expect.reasons.items():
            rules = _reason_rules(ruling, subject)
            for rule in [wanted] if isinstance(wanted, str) else wanted:
                if rule not in rules:
                    diffs.append(f"reason for {subject}: expected rule {rule}, got {sorted(rules) or 'none'}")
    return diffs


def _reason_rules(ruling: Ruling, subject: str) -> set[str]:
    link = ruling.link(subject)
    if link:
        return {r.rule for r in link.reasons}
    answer = ruling.answer(subject)
    if answer:
        return {r.rule for r in answer.reasons}
    return {r.rule for p in ruling.zones if p.card == subject for r in p.reasons}


def _illegal_differences(expect: Expect, error: JudgeError | None) -> list[str]:
    if error is None:
        return [f"expected the engine to refuse the scenario ({', '.join(i.rule for i in expect.illegal)}), but it gave a ruling"]
    text = "\n".join(error.problems)
    return [f"expected {i.rule} at {i.at}, got: {text}" for i in expect.illegal
            if not any(_names(p, i.rule, _where(i.at)) for p in error.problems)]


def _names(problem: str, rule: str, where: str) -> bool:
    """The problem is about that place and cites that rule: the place comes
    before the rule (a later "already used by link 4.1" is not the place)."""
    at, cited = problem.find(where), problem.find(rule)
    return 0 <= at < cited


def _where(at: str) -> str:
    """How a place is named in an error message."""
    if at[:1].isdigit() and "." in at:
        return f"link {at} "
    return at


def _word(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
