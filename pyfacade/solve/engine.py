"""Solving: scenarios in, the shown atoms of every answer set out.

Grounding a small scenario costs clingo far more for the rule base than for
the scenario: it compiles each of the ~900 rules (about 50 µs a rule, however
few facts there are) on every ground call. So scenarios are solved in
batches that share one ground call:

- The rule base is *lifted* once per process: every atom that depends on the
  scenario gets the scenario's number as a new first argument (`Lifted`).
  Atoms that depend only on card facts (and the rule table) stay as they are
  and are shared by the batch.
- Each scenario's facts go in with its number; one ground call instantiates
  the whole batch.
- Then one solve call per scenario, with the external `batch_active(S)` true
  for it alone. Choice rules and constraints apply only to the active
  scenario, so only it can branch (the rest of the rule base is
  deterministic), and `#show` shows only its atoms, without the number. So
  each scenario gets exactly the models it has alone (tests/test_batch.py
  checks this on every scenario).

A single question is solved with the rule base as written (lifted atoms
make grounding about 25 % slower, which only a shared ground call repays),
pruned for its inputs: the rules that cannot fire for its facts and card
facts, or that derive nothing shown or read, are dropped before grounding
(pyfacade/solve/prune.py; a batch is pruned by the union of its inputs). Batches
go to worker processes that can be stopped (pyfacade/solve/isolate.py): each batch
as a whole, grounding included, is bounded by the time limit; a batch that
runs out of time or memory is solved again scenario by scenario, each in
its own worker with the same limit, so the error stays with the scenario
that causes it and the others are judged.

An open scenario has one answer set per way it can go. Every one is
enumerated (at most MAX_COUNTED) and counted, and the MAX_MODELS first in
canonical order (by their assumptions, then by their atoms) are kept: which
rulings are shown depends neither on the solver's order nor on batching.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from array import array
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

import clingo
from clingo import Function, Number, Symbol, ast

from . import demand
from . import isolate
from . import prune as pruning
from ..inputs import checked, vocabulary
from ..errors import EngineError, JudgeError, LimitExceeded, SolveTimeout
from ..paths import ASP_DIR, MAIN_PROGRAM
from ..inputs.scenario import Scenario

DEFAULT_TIMEOUT = 10.0
MAX_MODELS = 256  # rulings of an open scenario kept: the first in canonical order (README "Limits")
MAX_COUNTED = 10_000  # answer sets enumerated and counted at most (about 0.3 ms each); past it the scenario is refused as too open
BATCH_SIZE = 32  # at most, per ground call: larger batches gain little, and every solve call grows with the batch

# Every predicate the facade states about a scenario (asp/core/interface.lp,
# "Scenario input"). What depends on these is lifted; the rest is shared.
SCENARIO_INPUTS = frozenset({
    ("player", 1), ("turn_player", 1), ("start_phase", 1), ("start_lp", 2), ("reading", 1),
    ("card", 1), ("is", 2), ("owner", 2), ("start_zone", 2), ("start_face", 2), ("start_position", 2),
    ("start_controller", 2), ("start_applying", 2), ("start_column", 2), ("start_attached", 2), ("start_counters", 3),
    ("action", 2), ("link_card", 3), ("link_effect", 3), ("link_player", 3), ("link_cost", 4), ("link_counter", 4),
    ("link_target", 4), ("link_choice", 4), ("link_summon", 3), ("link_summon_position", 3), ("link_summon_tribute", 3),
    ("link_summon_material", 3), ("link_token", 4), ("link_position", 4), ("link_optional", 3), ("link_coin", 3), ("link_call", 3), ("summon_named", 3), ("summon_player", 2), ("summon_position", 2),
    ("summon_tribute", 2), ("summon_material", 2), ("attack", 3), ("enter_phase", 2), ("set_card", 2), ("set_player", 2),
    ("question", 2), ("question_card", 2), ("question_player", 2), ("question_link", 3),
    ("question_effect", 2), ("question_at", 2), ("turn_start", 2), ("turn_actions_from", 2), ("name_includes", 2),
    ("link_draw", 3), ("turn_draw", 2),
})
# Batches run in one long-lived worker thread. glibc gives each thread its
# own heap arena, and the heap a batch leaves behind made every later ground
# call of the thread about twice as slow; this way single questions keep a
# clean arena (measured with bench/run.py and an alone-after-batch loop).
@lru_cache(maxsize=1)
def _batch_worker():
    from concurrent.futures import ThreadPoolExecutor  # only when batching: `judge ask FILE` starts faster
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="judge-batch")




# A forked process (pyfacade/solve/isolate.py) has no copy of the parent's worker
# thread: it makes its own executor, or its batches would wait forever.
os.register_at_fork(after_in_child=_batch_worker.cache_clear)


SCENARIO_VAR = "BatchScenario_"
SCENARIO, ACTIVE = "batch_scenario", "batch_active"


@dataclass
class Solution:
    """The shown atoms of every answer set of one scenario, and what solving
    it cost. In a batch, `ground_seconds` is this scenario's equal share of
    the batch's ground call; `batch_size` says how many shared it."""

    models: list[list[Symbol]]
    ground_seconds: float
    solve_seconds: float
    total_seconds: float
    batch_size: int = 1
    error: JudgeError | EngineError | None = None  # set when solving ran out of time or failed
    complete: bool = True  # False: there are more than MAX_MODELS answer sets; `models` holds the first in canonical order
    total: int = 0  # how many answer sets there are (all enumerated and counted)


@dataclass(frozen=True)
class Job:
    """One scenario to solve: under a reading other than its own, and with
    extra facts (such as the questions `judge options` asks)."""

    scenario: Scenario
    reading: str | None = None
    extra_facts: tuple[Symbol, ...] = ()

    def facts(self) -> list[Symbol]:
        facts = self.scenario.facts() + list(self.extra_facts)
        if self.reading:
            facts = [f for f in facts if f.name != "reading"] + [Function("reading", [Function(self.reading)])]
        return facts


_DEMAND_SOURCE = Path(demand.__file__).read_bytes()


@lru_cache(maxsize=None)
def parsed(path: Path) -> tuple[ast.AST, ...]:
    """A program file parsed once per process, without its vocab/4
    declarations (pyfacade/inputs/vocabulary.py reads them; no rule does)."""
    return tuple(s for s in vocabulary.parse(Path(path)) if not vocabulary.is_vocab(s))


@lru_cache(maxsize=None)
def rule_base_table(name: str, arity: int) -> tuple[Symbol, ...]:
    """The name/arity facts the rule base states (tables such as rule/3).
    They are the same for every scenario, so they are read from the program
    once rather than shown in every answer set."""
    return tuple(clingo.parse_term(fact) for fact in rule_base_analysis().facts(name, arity))


@lru_cache(maxsize=None)
def shown_arity() -> dict[str, int]:
    """Name -> arity of every predicate the rule base shows, for the names
    that only one shown predicate has."""
    shown = [(name, arity) for name, arity in rule_base_analysis().shown() if name]
    names = [name for name, _ in shown]
    return {name: arity for name, arity in shown if names.count(name) == 1}


@lru_cache(maxsize=None)
def rule_base_analysis(extra_programs: tuple[str, ...] = ()) -> pruning.Analysis:
    """The bundled rule base (and extra program files), analysed for pruning."""
    paths = sorted(ASP_DIR.rglob("*.lp")) + [Path(p) for p in extra_programs] + [Path(vocabulary.__file__)]
    return pruning.analysis(pruning.files_key(paths) + repr(extra_programs),
                            lambda: [s for path in (MAIN_PROGRAM, *extra_programs) for s in parsed(Path(path))],
                            lambda: pruning.files_key(paths) + repr(extra_programs))


# ---- lifting the rule base -------------------------------------------------


def _signature(atom: ast.AST) -> tuple[str, int] | None:
    term = atom.symbol
    if term.ast_type == ast.ASTType.Pool:
        term = term.arguments[0]
    if term.ast_type == ast.ASTType.Function:
        return (term.name, len(term.arguments))
    return None


def _signatures(node: ast.AST) -> list[tuple[str, int]]:
    return [sig for atom in pruning.atoms(node) if (sig := _signature(atom))]


def _map_atoms(node: ast.AST, lift) -> ast.AST:
    """The node with every symbolic atom replaced by lift(atom)."""
    if node.ast_type == ast.ASTType.SymbolicAtom:
        return lift(node)
    changes = {}
    for name in pruning.ATOM_FIELDS.get(node.ast_type, ()):
        value = getattr(node, name)
        changes[name] = _map_atoms(value, lift) if isinstance(value, ast.AST) else [_map_atoms(v, lift) for v in value]
    if node.ast_type == ast.ASTType.Literal:  # the commonest node, built directly (update() is slow)
        return ast.Literal(node.location, node.sign, changes["atom"])
    return node.update(**changes) if changes else node


class _AddScenario:
    """Gives every scenario-dependent atom the scenario variable as its
    first argument."""

    def __init__(self, lifted: frozenset):
        self.lifted = lifted

    def _lift(self, term):
        if term.ast_type == ast.ASTType.Pool:
            return term.update(arguments=[self._lift(t) for t in term.arguments])
        if term.ast_type == ast.ASTType.Function and (term.name, len(term.arguments)) in self.lifted:
            location = term.location
            return ast.Function(location, term.name, [ast.Variable(location, SCENARIO_VAR), *term.arguments],
                                term.external)
        return term

    def __call__(self, node: ast.AST) -> ast.AST:
        return _map_atoms(node, lambda atom: ast.SymbolicAtom(self._lift(atom.symbol)))


def _show_active(name: str, arity: int) -> list[ast.AST]:
    """`#show p/n` for a lifted p: show the active scenario's atoms, without
    the scenario number (clingo builds the shown terms, not Python)."""
    args = [f"A{i}_" for i in range(arity)]
    term = f"{name}({','.join(args)})" if args else name
    return _parse_text(f"#show {term} : {name}({','.join([SCENARIO_VAR, *args])}), {ACTIVE}({SCENARIO_VAR}).")[1:]


def _atom(location, name: str) -> ast.AST:
    return ast.Literal(location, ast.Sign.NoSign,
                       ast.SymbolicAtom(ast.Function(location, name, [ast.Variable(location, SCENARIO_VAR)], 0)))


def _is_choice_or_constraint(rule: ast.AST) -> bool:
    head = rule.head
    if head.ast_type != ast.ASTType.Literal:
        return True  # choice, disjunction, head aggregate
    return head.atom.ast_type == ast.ASTType.BooleanConstant


@dataclass(frozen=True)
class Lifted:
    """The rule base with scenario-dependent atoms lifted."""

    program: str
    lifted: frozenset  # signatures (as written in the rule base) that carry the scenario

    @property
    def statements(self) -> tuple[ast.AST, ...]:
        return _lifted_statements(self.program)

    def analysis(self) -> pruning.Analysis:
        return pruning.analysis(self.program, lambda: self.statements)


@lru_cache(maxsize=4)
def _lifted_statements(program: str) -> tuple[ast.AST, ...]:
    return tuple(_parse_text(program))


@lru_cache(maxsize=None)
def lifted_rule_base(extra_programs: tuple[str, ...] = ()) -> Lifted:
    """The bundled rule base (and extra program files), lifted."""
    return _lifted(_rule_base_digest(extra_programs),
                   lambda: [s for path in (MAIN_PROGRAM, *extra_programs) for s in parsed(Path(path))],
                   lambda: _rule_base_digest(extra_programs))


def _rule_base_digest(extra_programs: tuple[str, ...]):
    digest = hashlib.sha256()
    for path in sorted(ASP_DIR.rglob("*.lp")) + [Path(p) for p in extra_programs]:
        digest.update(str(path).encode() + b"\0" + path.read_bytes())
    return digest


@lru_cache(maxsize=None)
def lifted_program(program: str) -> Lifted:
    """A rule base given as program text (such as the instrumented one of
    pyfacade/solve/instrument.py), lifted."""
    return _lifted(hashlib.sha256(program.encode()), lambda: _parse_text(program))


def _parse_text(program: str) -> list[ast.AST]:
    statements: list[ast.AST] = []
    ast.parse_string(program, statements.append)
    return statements


def _lifted(digest, statements, digest_now=None) -> Lifted:
    """Lifting walks clingo's Python AST, which takes about a second, so its
    result is kept on disk (as program text, keyed by the program and this
    module) and parsed again in later processes. `digest_now()` digests the
    files again after they were parsed: when they changed in between, the
    lifted program is not what the key names and is not stored."""
    key = digest.hexdigest()
    digest.update(Path(__file__).read_bytes() + Path(vocabulary.__file__).read_bytes())  # what strips vocab/4
    cache = pruning.cache_dir() / f"lifted-{digest.hexdigest()[:24]}.json"
    try:
        stored = json.loads(cache.read_text(encoding="utf-8"))
        result = _from_cache(stored)
    except (OSError, ValueError, TypeError, KeyError, RuntimeError):  # missing or corrupt: lift again
        stored = _lift(statements())
        result = _from_cache(stored)
        if digest_now is None or digest_now().hexdigest() == key:
            pruning.write_cache(cache, json.dumps(stored))  # no writable cache: lift again next time
    return result


def _from_cache(stored: dict) -> Lifted:
    if not isinstance(stored["program"], str):
        raise TypeError("the cached program is not text")
    return Lifted(stored["program"], frozenset((str(name), int(arity)) for name, arity in stored["lifted"]))


def _lift(statements: list[ast.AST]) -> dict:
    """The program's text with scenario atoms lifted, and which signatures
    were lifted."""
    signatures = {id(s): (_signatures(s.head), [sig for lit in s.body for sig in _signatures(lit)])
                  for s in statements if s.ast_type == ast.ASTType.Rule}
    lifted = set(SCENARIO_INPUTS) | demand.DEMANDED  # a scenario's demands are its own (pyfacade/solve/demand.py)
    changed = True
    while changed:  # whatever a scenario atom derives depends on the scenario
        changed = False
        for heads, body in signatures.values():
            if any(b in lifted for b in body) and not all(h in lifted for h in heads):
                lifted.update(heads)
                changed = True
    lifted = frozenset(lifted)
    # Card files are added to a batch as they are (card_program): a card fact
    # the rule base derives from a scenario's inputs would be lifted and no
    # longer meet them, and every scenario of the batch be judged wrongly.
    card_facts = {(d.name, len(d.args)) for d in vocabulary.vocabulary().decls if d.kind == "fact"}
    if lifted & card_facts:
        raise EngineError("the rule base derives card facts from a scenario's inputs, which batches cannot share: "
                          + ", ".join(f"{n}/{a}" for n, a in sorted(lifted & card_facts)))
    add_scenario = _AddScenario(lifted)
    out = []
    for s in statements:
        if s.ast_type == ast.ASTType.Rule:
            heads, body = signatures[id(s)]
            if not any(sig in lifted for sig in heads + body):
                out.append(s)
                continue
            new_body = [add_scenario(lit) for lit in s.body]
            binds = any(lit.ast_type == ast.ASTType.Literal and lit.sign == ast.Sign.NoSign
                        and lit.atom.ast_type == ast.ASTType.SymbolicAtom and _signature(lit.atom) in lifted
                        for lit in s.body)
            if not binds:
                new_body.append(_atom(s.location, SCENARIO))
            if _is_choice_or_constraint(s):
                new_body.append(_atom(s.location, ACTIVE))
            out.append(s.update(head=add_scenario(s.head), body=new_body))
        elif s.ast_type == ast.ASTType.ShowSignature and (s.name, s.arity) in lifted:
            out.extend(_show_active(s.name, s.arity))
        elif s.ast_type == ast.ASTType.Defined and (s.name, s.arity) in lifted:
            out.append(s.update(arity=s.arity + 1))
        else:
            out.append(s)
    program = "\n".join(str(s) for s in out if s.ast_type != ast.ASTType.Comment)
    program += f"\n#external {ACTIVE}({SCENARIO_VAR}) : {SCENARIO}({SCENARIO_VAR}).\n"
    return {"program": program, "lifted": sorted(lifted)}


def card_program(path: Path) -> tuple[ast.AST, ...]:
    """A card facts file, checked (pyfacade/inputs/vocabulary.py): facts about cards
    only, so the same file means the same alone and in a batch."""
    return _card_program(Path(path), vocabulary.stamp(path))


@lru_cache(maxsize=None)
def _card_program(path: Path, _stamp) -> tuple[ast.AST, ...]:
    return tuple(_parse_text(checked.summary(path).facts))  # checked, or from the cache of clean checks


# ---- solving -----------------------------------------------------------------


def solve(scenario: Scenario, reading: str | None = None, timeout: float = DEFAULT_TIMEOUT,
          extra_facts: list[Symbol] | None = None, extra_programs: list[str] | None = None, prune: bool = True) -> Solution:
    """Solve one scenario alone; raise if it runs out of time."""
    solution = solve_all([Job(scenario, reading, tuple(extra_facts or ()))], timeout, extra_programs, prune=prune)[0]
    if solution.error:
        raise solution.error
    return solution


def solve_all(jobs: list[Job], timeout: float = DEFAULT_TIMEOUT, extra_programs: list[str] | None = None,
              program: str | None = None, prune: bool = True, workers: int | None = None,
              stoppable: bool = False, read=None) -> list:
    """Solve many scenarios, at most BATCH_SIZE to a ground call; a scenario
    that cannot be solved gets a Solution whose `error` says why. `program`
    (text) replaces the bundled rule base and extra programs; it is always
    lifted, even for one job. `prune=False` grounds the whole rule base
    (pyfacade/solve/prune.py; for tests and benchmarks: the answers are the same).

    Batches run in worker processes (up to `workers`, default one per core)
    when there are several and more than one worker, or when `stoppable`:
    there the time limit bounds each batch's whole work, grounding included
    (module docstring). In this process it bounds each solve call only
    (a limited worker's run is bounded as a whole already).

    `read(job, solution)`, when given, is applied to each solution, in the
    worker that solved it (its result must pickle): reading the answers
    back is then shared by the workers too, and the list holds what `read`
    returns."""
    settings = (timeout, tuple(extra_programs or ()), program, prune)
    batches = _even_batches(jobs)
    workers = workers or isolate.default_workers()
    if isolate.inside_worker() or not (stoppable or (workers > 1 and len(batches) > 1)):
        return [result for batch in batches for result in _solve_read((batch, settings, read))]
    _prepare(settings, batches)  # the workers inherit it
    solved = isolate.map_limited(_solve_packed, [(batch, settings, read) for batch in batches], workers, timeout,
                                 what=_what)
    # A batch stopped for time or memory: its scenarios again, each alone.
    again = [job for batch, result in zip(batches, solved) if isinstance(result, isolate.Failed) and len(batch) > 1
             for job in batch]
    alone = iter(isolate.map_limited(_solve_packed, [([job], settings, read) for job in again], workers, timeout,
                                     what=_what))
    results: list = []
    for batch, result in zip(batches, solved):
        retried = isinstance(result, isolate.Failed) and len(batch) > 1
        for jobs_of, outcome in ([([job], next(alone)) for job in batch] if retried else [(batch, result)]):
            if isinstance(outcome, isolate.Failed):
                failed = Solution([], 0.0, 0.0, 0.0, 1, outcome.error)
                results.append(read(jobs_of[0], failed) if read else failed)
            else:
                results += outcome if read else _unpack(outcome)
    return results


def _prepare(settings: tuple, batches: list[list[Job]]) -> None:
    """Read, lift and analyse the rule base here, once, for every worker."""
    _, extra_programs, program, prune = settings
    if program is None:
        # a single scenario: the rule base as written, and its demands (pyfacade/solve/demand.py)
        _demands(rule_base_analysis(extra_programs), frozenset())
        if all(len(batch) == 1 for batch in batches):
            return
    lifted = lifted_program(program) if program is not None else lifted_rule_base(extra_programs)
    _ = lifted.analysis() if prune else lifted.statements
    _demands(lifted.analysis(), lifted.lifted)


def _what(item: tuple) -> str:
    batch, *_ = item
    return f"{batch[0].scenario.origin}: judging it" if len(batch) == 1 else f"a batch of {len(batch)} scenarios"


def _solve_read(item: tuple) -> list:
    batch, settings, read = item
    solutions = _solve_one_batch((batch, settings))
    return [read(job, solution) for job, solution in zip(batch, solutions)] if read else solutions


def _solve_packed(item: tuple) -> list:
    _, _, read = item
    return _solve_read(item) if read else _pack(_solve_read(item))


def _pack(solutions: list[Solution]) -> list[Solution]:
    """Solutions as a worker process sends them: symbols as text (clingo's
    symbols do not pickle)."""
    return [replace(s, models=[[str(a) for a in model] for model in s.models]) for s in solutions]


def _unpack(solutions: list[Solution]) -> list[Solution]:
    return [replace(s, models=[[clingo.parse_term(a) for a in model] for model in s.models]) for s in solutions]


def _solve_one_batch(item: tuple) -> list[Solution]:
    batch, (timeout, extra_programs, program, prune) = item
    if program is None and len(batch) == 1:
        return [_solve_alone(batch[0], timeout, extra_programs, prune)]
    rule_base = lifted_program(program) if program is not None else lifted_rule_base(extra_programs)
    try:
        solved = _batch_worker().submit(_solve_batch, batch, rule_base, timeout, prune).result()
    except (RuntimeError, ValueError, OverflowError):
        solved = [None] * len(batch)
    # A scenario whose rules have no answer at all makes the whole batch's
    # program unsatisfiable (its normal rules are not switched off when it
    # is inactive), and an error in one scenario stops the ground call:
    # then each scenario with no answer is solved alone, so the failure
    # stays with the scenario that causes it.
    return [solution if solution is not None and (solution.models or solution.error)
            else _alone_or_error(job, timeout, extra_programs, program, prune) for job, solution in zip(batch, solved)]


def _alone_or_error(job: Job, timeout: float, extra_programs: tuple[str, ...], program: str | None,
                    prune: bool) -> Solution:
    try:
        if program is not None:
            return _batch_worker().submit(_solve_batch, [job], lifted_program(program), timeout, prune).result()[0]
        return _solve_alone(job, timeout, extra_programs, prune)
    except (RuntimeError, ValueError, OverflowError) as exc:
        return Solution([], 0.0, 0.0, 0.0, 1, EngineError(f"{job.scenario.origin}: the engine cannot solve it: {exc}"))


def _even_batches(jobs: list[Job]) -> list[list[Job]]:
    """At most BATCH_SIZE jobs each, sizes differing by at most one (no small
    batch left over to pay a ground call almost alone)."""
    count = -(-len(jobs) // BATCH_SIZE)
    batches, start = [], 0
    for n in range(count):
        size = len(jobs) // count + (n < len(jobs) % count)
        batches.append(jobs[start:start + size])
        start += size
    return batches


def _solve_alone(job: Job, timeout: float, extra_programs: tuple[str, ...], prune: bool) -> Solution:
    """One scenario with the rule base as written: lifting only pays when
    a ground call is shared (lifted atoms make grounding about 25 % slower)."""
    started = time.perf_counter()
    ctl = _control()
    load(ctl, job, extra_programs, prune)
    ground_start = time.perf_counter()
    ctl.ground([("base", [])])
    solve_start = time.perf_counter()
    models, error = _solve_within(ctl, timeout, str(job.scenario.origin))
    done = time.perf_counter()
    isolate.keep_until_exit(ctl)
    return Solution(models.first(), solve_start - ground_start, done - solve_start, done - started, 1, error,
                    models.count <= MAX_MODELS, models.count)


def load(ctl: clingo.Control, job: Job, extra_programs: tuple[str, ...] = (), prune: bool = True) -> None:
    """Add one question's program (pruned or whole), card facts and scenario facts."""
    facts = job.facts()
    card_files = job.scenario.card_files()
    if prune:
        program = rule_base_analysis(extra_programs)
        _add_pruned(ctl, program, list(map(pruning.fact_pattern, facts)), card_files)
    with ast.ProgramBuilder(ctl) as builder:
        statements = [] if prune else _whole(extra_programs)
        for statement in [*statements, *(s for path in card_files for s in card_program(Path(path)))]:
            builder.add(statement)
    with ctl.backend() as backend:
        for fact in facts:
            backend.add_rule([backend.add_atom(fact)])


@lru_cache(maxsize=4)
def _whole(extra_programs: tuple[str, ...]) -> tuple[ast.AST, ...]:
    """The whole rule base as written, with its demands (pyfacade/solve/demand.py)."""
    return _with_demands([*parsed(MAIN_PROGRAM), *(s for path in extra_programs for s in parsed(Path(path)))],
                         rule_base_analysis(extra_programs), frozenset())


def _with_demands(statements: list, program: pruning.Analysis, lifted: frozenset) -> tuple[ast.AST, ...]:
    added: list[ast.AST] = []
    ast.parse_string("\n".join(dict.fromkeys(t for texts in _demands(program, lifted) for t in texts)), added.append)
    return tuple(statements) + tuple(s for s in added if s.ast_type != ast.ASTType.Program)


def prepare_rule_base() -> None:
    """Analyse the bundled rule base and work out its demand rules where the
    disk cache has none yet (the first run after installing or changing it:
    several seconds, not the work of a question: done before a time-limited
    worker starts, which inherits them)."""
    program = rule_base_analysis()
    if not _demands_path(program, frozenset()).is_file():
        _demands(program, frozenset())


def _demands_path(program: pruning.Analysis, lifted: frozenset) -> Path:
    key = hashlib.sha256(program.key.encode() + repr(sorted(lifted)).encode() + _DEMAND_SOURCE).hexdigest()[:24]
    return pruning.cache_dir() / f"demands-{key}.json"


def _demands(program: pruning.Analysis, lifted: frozenset) -> list[list[str]]:
    """The demand rules of each statement of an analysed program
    (pyfacade/solve/demand.py): computed once, kept on disk."""
    path = _demands_path(program, lifted)
    key = path.name
    found = _DEMANDS.get(key)
    if found is None:
        try:
            found = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            statements: list[ast.AST] = []
            ast.parse_string("\n".join(program.texts), statements.append)
            statements = statements[len(statements) - len(program.texts):]  # parse_string begins with `#program base.`
            found = demand.demands_by_statement(statements, lifted, (SCENARIO_VAR, SCENARIO) if lifted else None)
            pruning.write_cache(path, json.dumps(found))
        _DEMANDS[key] = found
    return found


_DEMANDS: dict[str, list[list[str]]] = {}


@lru_cache(maxsize=4)
def with_demands_text(program: str) -> str:
    """A rule base given as program text (pyfacade/solve/instrument.py's
    instrumented ones), with its demands, for grounding as it is."""
    return program + "\n" + "\n".join(dict.fromkeys(t for texts in _demands(pruning.analysis(program, lambda: _parse_text(program)),
                                                               frozenset()) for t in texts)) + "\n"


def _demand_inputs(lifted: frozenset) -> list:
    """What the demand rules derive, written after pruning: the pruner counts them as inputs."""
    return [(name, arity + bool(lifted), (None,) * (arity + bool(lifted))) for name, arity in sorted(demand.DEMANDED)]


def _add_pruned(ctl: clingo.Control, program: pruning.Analysis, patterns: list, card_files,
                lifted: frozenset = frozenset()) -> None:
    """Add the program pruned for these fact patterns and card files, with
    its demands (pyfacade/solve/demand.py). The first question of a process
    adds it as text (clingo parses text faster than Python builds an AST),
    kept on disk by the program and the abstract inputs, so that a new
    process neither reads the program's analysis nor works out the pruned
    program again; later ones take each kept statement from the whole
    program parsed once (about 40 ms): building from parsed statements is
    about 3x faster than parsing, and nearly every scenario has its own
    pruned program, so a parse per pruned program would seldom be used
    again."""
    inputs = program.inputs(patterns + _demand_inputs(lifted) + [h for path in card_files for h in pruning.card_heads(Path(path))])
    if (program.key, lifted) not in _PARSED:
        _PARSED[(program.key, lifted)] = None  # parse it at the next question
        ctl.add("base", [], _pruned_text(program, inputs, lifted))
        return
    flat = _flat(program, lifted, _demands(program, lifted))
    lines = _lines(program, inputs, lifted)
    statements = _PARSED[(program.key, lifted)]
    if statements is None:
        statements = _PARSED[(program.key, lifted)] = _parse_flat(flat.texts)
    with ast.ProgramBuilder(ctl) as builder:
        builder.add(statements[0])  # `#program base.`
        for k in lines:
            builder.add(statements[k + 1])


_PARSED: dict = {}  # (program key, lifted) -> its statements each followed by its demand rules, parsed (None: not yet)
_ENGINE_SOURCE = Path(__file__).read_bytes()
_END = "% end of the pruned program"  # a cached program without it was cut short: worked out again


def _pruned_text(program: pruning.Analysis, inputs: frozenset, lifted: frozenset) -> str:
    """The pruned program as text, from the disk cache (keyed by the
    program, the abstract inputs, what is lifted, and the code that prunes
    it) or worked out and stored."""
    digest = hashlib.sha256((program.key + repr(sorted(inputs, key=repr)) + repr(sorted(lifted))).encode()
                            + _DEMAND_SOURCE + _ENGINE_SOURCE).hexdigest()[:24]
    path = pruning.cache_dir() / f"program-{digest}.lp"
    try:
        text = path.read_text(encoding="utf-8")
        if text.endswith(_END + "\n"):
            return text
    except (OSError, ValueError):
        pass
    flat = _flat(program, lifted, _demands(program, lifted))
    text = "\n".join([*(flat.texts[k] for k in _lines(program, inputs, lifted)), _END, ""])
    pruning.write_cache(path, text)
    return text


def _lines(program: pruning.Analysis, inputs: frozenset, lifted: frozenset) -> array:
    """Which statements of the flat program (pruned statements and their
    live demand rules) to ground, in order."""
    pruned = program.pruned(inputs, _DEMAND_SOURCE)
    lines = pruned.memo.get("lines")
    if lines is None:  # compact: a long-running process keeps up to prune.MEMORY_CACHE of these
        demands = _demands(program, lifted)
        flat = _flat(program, lifted, demands)
        live = _live_demands(demands, pruned.kept)
        first = flat.first
        lines = pruned.memo["lines"] = array("I", dict.fromkeys(  # a demand rule that several kept statements have, once
            first[flat.texts[flat.start[i] + k]] for i in pruned.kept for k in (0, *(1 + j for j in live[i]))))
    return lines


@dataclass
class _Flat:
    """A program's statements each followed by its demand rules: the texts,
    where each statement starts."""

    texts: list[str]
    start: list[int]
    first: dict[str, int]  # each text -> where it first occurs (a demand rule can follow several statements)


_FLAT: dict = {}


def _flat(program: pruning.Analysis, lifted: frozenset, demands: list[list[str]]) -> _Flat:
    key = (program.key, lifted)
    if key not in _FLAT:
        texts, start, first = [], [], {}
        for text, more in zip(program.texts, demands):
            start.append(len(texts))
            for line in (text, *more):
                first.setdefault(line, len(texts))
                texts.append(line)
        _FLAT[key] = _Flat(texts, start, first)
    return _FLAT[key]


def _parse_flat(texts: list[str]) -> list[ast.AST]:
    """The texts parsed, one statement each (after the `#program base.`
    that parse_string begins with)."""
    statements = _parse_text("\n".join(texts))
    if len(statements) != len(texts) + 1:
        raise EngineError("the rule base's statements did not parse back one by one")
    return statements


def _live_demands(demands: list[list[str]], kept) -> dict[int, list[int]]:
    """For each kept statement, which of its demand rules can matter: not
    those with a demand_* atom in the body that no kept demand rule derives
    (they never fire), nor those deriving a demand_* atom that no kept
    demand rule reads (no rule of the rule base reads demand_* atoms).
    Found at the level of predicate names, so exact."""
    shapes = _demand_shapes(demands)
    rules = [(i, j) for i in kept for j in range(len(demands[i]))]
    alive = set(rules)
    changed = True
    while changed:
        changed = False
        derived = {shapes[i][j][0] for i, j in alive}
        read = {name for i, j in alive for name in shapes[i][j][1]}
        for i, j in list(alive):
            head, body = shapes[i][j]
            if not body <= derived or (head.startswith("demand_") and head not in read):
                alive.discard((i, j))
                changed = True
    return {i: [j for j in range(len(demands[i])) if (i, j) in alive] for i in kept}


_DEMAND_NAME = re.compile(r"\b(demand_\w+)")


def _demand_shapes(demands: list[list[str]]) -> list[list[tuple[str, frozenset]]]:
    """Each demand rule's head name and the demand_* names its body reads
    (kept per demands list: _demands keeps each list for the process)."""
    found = _SHAPES.get(id(demands))
    if found is None or found[0] is not demands:
        shapes = []
        for texts in demands:
            parts = [text.partition(":-") for text in texts]
            shapes.append([(re.match(r"\s*(\w+)", head).group(1), frozenset(_DEMAND_NAME.findall(body)))
                           for head, _, body in parts])
        found = _SHAPES[id(demands)] = (demands, shapes)
    return found[1]


_SHAPES: dict[int, tuple] = {}




def _control() -> clingo.Control:
    isolate.keep_until_exit(None)  # the previous question's program is let go first
    # Every answer set is enumerated (_Canonical stops at MAX_COUNTED).
    return clingo.Control(["--warn=none", "--models=0", "--project=show"])


class _Ranked:
    """An answer set's shown atoms, ordered canonically: by its assumptions
    (as ruling.canonical_key), then by all its atoms (computed only for ties)."""

    __slots__ = ("symbols", "key", "_atoms")

    def __init__(self, symbols: list[Symbol]):
        self.symbols = symbols
        self.key = tuple(sorted(str(s) for s in symbols if s.name == "assumption" and len(s.arguments) == 1))
        self._atoms: tuple[str, ...] | None = None

    def atoms(self) -> tuple[str, ...]:
        if self._atoms is None:
            self._atoms = tuple(sorted(map(str, self.symbols)))
        return self._atoms

    def __lt__(self, other: "_Ranked") -> bool:
        return self.key < other.key or (self.key == other.key and self.atoms() < other.atoms())


class _Canonical:
    """Counts every answer set and keeps the MAX_MODELS first in canonical
    order, whatever order the solver finds them in (memory stays bounded)."""

    def __init__(self):
        self.count = 0
        self.kept: list[_Ranked] = []

    def __call__(self, model: clingo.Model) -> bool:
        self.count += 1
        self.kept.append(_Ranked(model.symbols(shown=True)))
        if len(self.kept) >= 4 * MAX_MODELS:
            self.kept = sorted(self.kept)[:MAX_MODELS]
        return self.count <= MAX_COUNTED  # one more than counted: too open, stop

    def first(self) -> list[list[Symbol]]:
        return [ranked.symbols for ranked in sorted(self.kept)[:MAX_MODELS]]


def _solve_within(ctl: clingo.Control, timeout: float, origin: str) -> tuple[_Canonical, LimitExceeded | None]:
    """Solve, enumerating every answer set; the error if it ran out of time
    or the scenario has more than MAX_COUNTED answer sets."""
    models = _Canonical()
    handle = ctl.solve(on_model=models, async_=True)
    try:
        if not handle.wait(timeout):
            handle.cancel()
            return models, SolveTimeout(f"{origin}: solving took longer than the time limit of {timeout:g} s "
                                        f"({models.count} possible rulings counted by then; raise it with --timeout)")
        handle.get()
    finally:
        handle.cancel()
    if models.count > MAX_COUNTED:
        return models, LimitExceeded(f"{origin}: the scenario leaves too much open: more than {MAX_COUNTED:,} "
                                     "possible rulings (MAX_COUNTED); state more of it (e.g. `applied:` orders)")
    return models, None


def _solve_batch(jobs: list[Job], rule_base: Lifted, timeout: float, prune: bool) -> list[Solution]:
    started = time.perf_counter()
    ctl = _control()
    card_files = sorted({path for job in jobs for path in job.scenario.card_files()})
    facts = [Function(SCENARIO, [Number(k)]) for k in range(len(jobs))]
    facts += [Function(fact.name, [Number(k), *fact.arguments]) for k, job in enumerate(jobs) for fact in job.facts()]
    if prune:  # by the union of the batch's inputs
        _add_pruned(ctl, rule_base.analysis(), list(map(pruning.fact_pattern, facts)), card_files, rule_base.lifted)
    else:
        with ast.ProgramBuilder(ctl) as builder:
            for statement in _with_demands(list(rule_base.statements), rule_base.analysis(), rule_base.lifted):
                builder.add(statement)
    with ast.ProgramBuilder(ctl) as builder:
        for path in card_files:
            for statement in card_program(Path(path)):
                builder.add(statement)
    with ctl.backend() as backend:
        for fact in facts:
            backend.add_rule([backend.add_atom(fact)])
    ground_start = time.perf_counter()
    ctl.ground([("base", [])])
    ctl.solve()  # with no scenario active: clasp prepares the batch's program once, for all
    ground_share = (time.perf_counter() - ground_start) / len(jobs)
    setup_share = (ground_start - started) / len(jobs)

    solutions = []
    for k, job in enumerate(jobs):  # one solve call per scenario, the only one active
        active = Function(ACTIVE, [Number(k)])
        ctl.assign_external(active, True)
        solve_start = time.perf_counter()
        models, error = _solve_within(ctl, timeout, str(job.scenario.origin))
        solve_seconds = time.perf_counter() - solve_start
        ctl.assign_external(active, False)
        solutions.append(Solution(models.first(), ground_share, solve_seconds, setup_share + ground_share + solve_seconds,
                                  len(jobs), error, models.count <= MAX_MODELS, models.count))
    isolate.keep_until_exit(ctl)
    return solutions
