"""Conflicting rulings: when a corpus's expectations cannot all hold under the
rules, a minimal set of rulings and rules that conflict.

Cases that describe the same situation (the same scenario apart from its
name, tags, source, description and expectation) are solved together, once,
with the rule base instrumented so that every rule belonging to a rule id
needs `_rule_on(Id)` (pyfacade/solve/instrument.py). Every item a case expects
becomes a requirement `_req_on(R)` with a constraint over the derived atoms:

    :- _req_on(R), not _req_met(R).

Requirements, rule toggles and the reading are all free choices, fixed by
clingo assumptions. First only the requirements are assumed (rules and
reading free): an unsatisfiable core there is a set of rulings that
contradict each other whatever the rules say. Then every rule is assumed on
and the chosen reading in force: a core there names the rules a ruling
contradicts. A core is shrunk to a minimal one by deletion (rules and the
reading first); a member left out is free, so "minimal" means: no proper
subset of the set is contradictory, whatever the rest does.

A situation whose cases all hold as the rules stand (the ordinary check)
has no conflict and is not searched.

Not part of the analysis: `rulings` counts and `open` expectations (they
talk about several answer sets at once).
"""

from __future__ import annotations

import re

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import clingo
from clingo import Function, Number, String

from .check import case_result
from .files import scenario_files
from ..output.ruling import ask_all
from ..solve.engine import DEFAULT_TIMEOUT, Job, with_demands_text
from ..errors import JudgeError
from ..solve.instrument import rule_base
from ..inputs.scenario import LINK_LABEL, Scenario, dump, load_file

# Fixed program text (no user text): when a requirement is met.
REQUIREMENTS = """
{ _req_on(R) : _req(_,R) }.
{ reading(R) : reading_name(R,_) } 1 :- not _reading_fixed.
:- _req_on(R), not _req_met(R).
_req_met(R) :- _req_atom(R,outcome(L,O)), outcome(L,O).
_req_met(R) :- _req_atom(R,final_zone(X,Z)), final_zone(X,Z).
_req_met(R) :- _req_atom(R,final_lp(P,N)), final_lp(P,N).
_req_met(R) :- _req_atom(R,answer(Q,A)), answer(Q,A).
_req_met(R) :- _req_reason(R,link(L),Rule), reason(outcome(L,_),Rule,_).
_req_met(R) :- _req_reason(R,card(X),Rule), reason(final_zone(X,_),Rule,_).
_req_met(R) :- _req_reason(R,question(Q),Rule), reason(answer(Q,_),Rule,_).
_req_met(R) :- _req_illegal(R,W,Rule), illegal(W,Rule,_).
_req_met(R) :- _req_legal(R), not _some_illegal.
_some_illegal :- illegal(_,_,_).
"""


@lru_cache(maxsize=1)
def _toggle_program() -> str:
    return with_demands_text(rule_base().program(toggles=True)) + REQUIREMENTS


@dataclass(eq=False)
class Requirement:
    key: clingo.Symbol  # r(CaseNo, ItemNo)
    case: "Case"
    item: str  # what the case expects, in its own words


@dataclass(eq=False)
class Case:
    scenario: Scenario
    file: Path
    line: int | None

    @property
    def label(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else str(self.file)
        return f"'{self.scenario.name}' ({where})"


@dataclass
class Conflict:
    situation: str  # the name of the first case of the situation
    requirements: list[Requirement]
    rules: list[tuple[str, str, str]]  # (id, source, text)
    reading: str | None = None  # the reading, when it is part of the conflict
    cases: list[Case] = field(default_factory=list)


def situation_key(scenario: Scenario) -> str:
    data = dump(scenario.model, exclude={"name", "spec", "source", "description", "expect"})
    return json.dumps(data, sort_keys=True)


def find_conflicts(paths: list[str], reading: str | None = None, timeout: float = DEFAULT_TIMEOUT,
                   skipped: list[str] | None = None) -> list[Conflict]:
    """Conflicts in the corpus; files that cannot be loaded are left out
    (their problems are added to `skipped` when given, else raised)."""
    groups: dict[str, list[Case]] = {}
    for path in scenario_files(paths):
        try:
            scenarios = load_file(path)
        except JudgeError as exc:
            if skipped is None:
                raise
            skipped += exc.problems
            continue
        for scenario in scenarios:
            if scenario.model.expect is not None:
                groups.setdefault(situation_key(scenario), []).append(Case(scenario, path, scenario.lines.get(())))
    situations = list(groups.values())
    conflicts = []
    for cases, holds in zip(situations, _hold_as_rules_stand(situations, reading, timeout)):
        if not holds:
            conflicts += _conflicts_in(cases, reading, timeout)
    return conflicts


def _hold_as_rules_stand(situations: list[list[Case]], reading: str | None, timeout: float) -> list[bool]:
    """For each situation, whether the ordinary check passes for all its
    cases with a ruling each (not a refusal). Then one answer set of the
    whole rule base meets every requirement with every rule and the reading
    on, so the situation has no conflict and needs no search: the search
    (one grounding of the instrumented rule base per situation) is only for
    the others. Refusals are searched too: a refusal may come from Python's
    checks, which the instrumented program does not see."""
    flat = [case for cases in situations for case in cases]
    judged = iter(ask_all([Job(case.scenario, reading) for case in flat], timeout, stoppable=True))
    holds = []
    for cases in situations:
        results = [case_result(case.scenario, case.file, 0, next(judged)) for case in cases]
        holds.append(all(r.status == "pass" and r.judgment is not None and r.judgment.rulings for r in results))
    return holds


def _requirements(case: Case, number: int) -> tuple[list[Requirement], list[clingo.Symbol]]:
    """A case's expectation as requirement facts (symbols)."""
    expect = case.scenario.model.expect
    reqs: list[Requirement] = []
    facts: list[clingo.Symbol] = []

    def add(item: str, fact_name: str, *args: clingo.Symbol) -> None:
        key = Function("r", [Number(number), Number(len(reqs))])
        reqs.append(Requirement(key, case, item))
        facts.append(Function("_req", [Number(number), key]))
        facts.append(Function(fact_name, [key, *args]))

    for label, outcome in expect.outcomes.items():
        add(f"outcome of link {label}: {outcome}", "_req_atom", Function("outcome", [_link(label), Function(outcome)]))
    for card, zone in expect.zones.items():
        add(f"{card} ends in {zone}", "_req_atom", Function("final_zone", [String(card), Function(zone)]))
    for player, lp in expect.life_points.items():
        add(f"{player} ends with {lp} LP", "_req_atom", Function("final_lp", [String(player), Number(lp)]))
    for question, value in expect.answers.items():
        add(f"answer to {question}: {_word(value)}", "_req_atom", Function("answer", [String(question), _value(value)]))
        if _value(value).type == clingo.SymbolType.Function:  # a player's name is a string: either form meets it
            facts.append(Function("_req_atom", [reqs[-1].key, Function("answer", [String(question), String(str(value))])]))
    for subject, rules in expect.reasons.items():
        for rule in [rules] if isinstance(rules, str) else rules:
            add(f"reason for {subject}: {rule}", "_req_reason", _subject(case.scenario, subject), Function(rule))
    for item in expect.illegal:
        add(f"illegal at {item.at} by {item.rule}", "_req_illegal", _where(case.scenario, item.at), Function(item.rule))
    if not expect.illegal:
        add("the scenario is legal (the engine gives a ruling)", "_req_legal")
    return reqs, facts


def _link(label: str) -> clingo.Symbol:
    match = LINK_LABEL.match(label)
    if not match:
        raise JudgeError(f"'{label}' is not a chain link label (ACTION.LINK)")
    return Function("l", [Number(int(match[1])), Number(int(match[2]))])


def _word(value) -> str:
    return ("yes" if value else "no") if isinstance(value, bool) else str(value)


def _value(value) -> clingo.Symbol:
    if isinstance(value, bool):
        return Function("yes" if value else "no")
    if isinstance(value, int):
        return Number(value)
    text = str(value)
    if _TERM.match(text):  # a compound answer such as cannot(summon(special)): parsed as a term, not program text
        return clingo.parse_term(text)
    return Function(text) if text.isidentifier() and text[:1].islower() else String(text)


_TERM = re.compile(r"^[a-z][a-z0-9_]*\([a-z0-9_(), ]*\)$")


def _subject(scenario: Scenario, subject: str) -> clingo.Symbol:
    """What a `reasons` key names, in the order expectations.py reads it:
    a link, else a question, else a card."""
    if LINK_LABEL.match(subject):
        return Function("link", [_link(subject)])
    if subject in {q.id for q in scenario.model.questions}:
        return Function("question", [String(subject)])
    return Function("card", [String(subject)])


def _where(scenario: Scenario, at: str) -> clingo.Symbol:
    if LINK_LABEL.match(at):
        return _link(at)
    if at.startswith("action ") and at[7:].isdigit():
        return Function("action", [Number(int(at[7:]))])
    if at.startswith("zones: ") and " of " in at:  # a player's zone (asp/legality/legality.lp)
        zone, player = at[len("zones: "):].split(" of ", 1)
        return Function("zone", [String(player), Function(zone)])
    if at in scenario.cards:
        return Function("card", [String(at)])
    return Function("question", [String(at)])


class _Problem:
    """One situation, ground once; satisfiability under assumptions."""

    def __init__(self, cases: list[Case], reading: str | None, timeout: float):
        self.timeout = timeout
        scenario = cases[0].scenario
        self.requirements: list[Requirement] = []
        facts = [f for f in scenario.facts() if f.name != "reading"]
        for number, case in enumerate(cases):
            reqs, req_facts = _requirements(case, number)
            self.requirements += reqs
            facts += req_facts
        fixed = reading or scenario.model.reading
        if fixed:
            facts += [Function("reading", [Function(fixed)]), Function("_reading_fixed")]
        ctl = clingo.Control(["--warn=none", "--models=1"])
        ctl.add("base", [], _toggle_program())
        for path in scenario.card_files():
            ctl.load(str(path))
        with ctl.backend() as backend:
            for symbol in facts:
                backend.add_rule([backend.add_atom(symbol)])
        ctl.ground([("base", [])])
        self.ctl = ctl
        atoms = ctl.symbolic_atoms
        self.literal = {}
        for req in self.requirements:
            self.literal[("req", req)] = atoms[Function("_req_on", [req.key])].literal
        self.rule_ids = sorted({str(sa.symbol.arguments[0]) for sa in atoms.by_signature("_rule_on", 1)})
        for rid in self.rule_ids:
            self.literal[("rule", rid)] = atoms[Function("_rule_on", [Function(rid)])].literal
        self.reading = None
        if not fixed:
            default = next((str(sa.symbol.arguments[0]) for sa in atoms.by_signature("default_reading", 1)), None)
            if default and Function("reading", [Function(default)]) in atoms:
                self.reading = default
                self.literal[("reading", default)] = atoms[Function("reading", [Function(default)])].literal
        self.fixed_reading = fixed

    def members(self) -> list[tuple]:
        return ([("req", r) for r in self.requirements] + [("rule", r) for r in self.rule_ids]
                + ([("reading", self.reading)] if self.reading else []))

    def core(self, members: list[tuple]) -> list[tuple] | None:
        """None if satisfiable with these members on; else the core's members."""
        by_literal = {self.literal[m]: m for m in members}
        found: list[list[int]] = []
        handle = self.ctl.solve(assumptions=[self.literal[m] for m in members], on_core=found.append, async_=True)
        if not handle.wait(self.timeout):
            handle.cancel()
            raise JudgeError("finding conflicts took longer than the time limit")
        result = handle.get()
        if result.satisfiable:
            return None
        core = found[0] if found else [self.literal[m] for m in members]
        return [by_literal[lit] for lit in core if lit in by_literal]


MAX_CONFLICTS = 10  # per situation


def _conflicts_in(cases: list[Case], reading: str | None, timeout: float) -> list[Conflict]:
    """Minimal conflicts, one after the other: each next one is searched
    without the rulings' items already reported. Rulings that contradict
    each other whatever the rules and the reading (those left free) come
    first; then rulings that contradict the rules."""
    problem = _Problem(cases, reading, timeout)
    found: list[Conflict] = []
    reported: set[int] = set()
    while len(found) < MAX_CONFLICTS:
        members = [m for m in problem.members() if not (m[0] == "req" and id(m[1]) in reported)]
        rulings_only = [m for m in members if m[0] == "req"]
        conflict = _minimal_conflict(problem, rulings_only, cases) or _minimal_conflict(problem, members, cases)
        if conflict is None or not conflict.requirements:
            if conflict is not None:
                found.append(conflict)
            break
        found.append(conflict)
        reported |= {id(r) for r in conflict.requirements}
    return found


def _minimal_conflict(problem: "_Problem", members: list[tuple], cases: list[Case]) -> Conflict | None:
    core = problem.core(members)
    if core is None:
        return None
    # Deletion: try to leave out rules and the reading first, then rulings.
    order = sorted(core, key=lambda m: {"rule": 0, "reading": 1, "req": 2}[m[0]])
    kept = list(order)
    for member in order:
        if member not in kept:
            continue
        trial = [m for m in kept if m != member]
        smaller = problem.core(trial)
        if smaller is not None:  # still contradictory without it: drop it (and whatever the core leaves out)
            kept = [m for m in trial if m in smaller]
    sources = rule_base().sources
    reqs = [m[1] for m in kept if m[0] == "req"]
    rules = [(m[1], *sources.get(m[1], ("(no source)", "(no text)"))) for m in kept if m[0] == "rule"]
    read = next((m[1] for m in kept if m[0] == "reading"), None)
    return Conflict(cases[0].scenario.name, reqs, rules, read,
                    list({id(r.case): r.case for r in reqs}.values()))


def render_conflicts(conflicts: list[Conflict]) -> str:
    if not conflicts:
        return "No conflicts: every ruling can hold under the rules.\n"
    out = []
    for n, c in enumerate(conflicts, start=1):
        out.append(f"Conflict {n} (situation: {c.situation}): these cannot all hold:")
        for case in c.cases:
            source = case.scenario.model.source
            out.append(f"  ruling {case.label}" + (f", source: {source}" if source else ""))
            for r in c.requirements:
                if r.case is case:
                    out.append(f"    expects {r.item}")
        for rid, source, text in c.rules:
            out.append(f"  rule {rid} ({source}): {text}")
        if c.reading:
            out.append(f"  under the rule reading '{c.reading}'")
        out.append("")
    out.append(f"{len(conflicts)} conflict(s) found")
    return "\n".join(out) + "\n"


def conflicts_json(conflicts: list[Conflict]) -> list[dict]:
    return [{"situation": c.situation,
             "rulings": [{"name": case.scenario.name, "file": str(case.file), "line": case.line,
                          "source": case.scenario.model.source,
                          "expects": [r.item for r in c.requirements if r.case is case]} for case in c.cases],
             "rules": [{"id": rid, "source": s, "text": t} for rid, s, t in c.rules],
             "reading": c.reading} for c in conflicts]
