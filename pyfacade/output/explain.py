"""Explanations: why the engine derives an atom, and why it does not derive
another, from the instrumented rule base (pyfacade/solve/instrument.py).

- why: every derived atom carries `_sup(Index, Atom, BodyAtoms)` atoms; the
  derivation is followed down to scenario facts and card facts, each step
  named with the ASP rule (file:line), its rule id and that rule's source.
- why not: the rules whose head can match the atom are probed on the answer
  set: for each, `_wn(Index, K, Bindings)` holds when the first K body
  literals hold; the first literal that fails is the condition that failed.
  A failing positive atom is explained in turn (a few levels deep).

The atom the user asks about is parsed with clingo.parse_term and passed to
clingo as a symbol (through the backend), never as program text.
"""

from __future__ import annotations

import time
from functools import lru_cache

import clingo
from clingo import ast

from ..solve.engine import DEFAULT_TIMEOUT, MAX_COUNTED
from ..errors import JudgeError, LimitExceeded
from ..solve.instrument import AspRule, RuleBase, head_terms, rule_base, support_name
from .ruling import canonical_key
from ..inputs.scenario import Scenario

WHY_NOT_DEPTH = 3


@lru_cache(maxsize=4)
def _program(base: RuleBase) -> str:
    """The rule base with support atoms (cached per rule base)."""
    return base.program(support=True)


def parse_atom(text: str) -> clingo.Symbol:
    try:
        sym = clingo.parse_term(text)
    except RuntimeError as exc:
        raise JudgeError(f"'{text}' is not an atom ({exc})") from None
    if sym.type != clingo.SymbolType.Function or not sym.name:
        raise JudgeError(f"'{text}' is not an atom: write it as predicate(args), e.g. outcome(l(1,1),negated)")
    return sym


class Explainer:
    """One scenario solved once with support atoms; answers why/why-not.

    The answer set stays open (a yielded model) so that lookups run in
    clingo: whether an atom holds, and one rule's instances at a time; an
    explanation touches only the atoms it follows."""

    def __init__(self, scenario: Scenario, reading: str | None = None, ruling: int = 1,
                 timeout: float = DEFAULT_TIMEOUT, base: RuleBase | None = None):
        started = time.perf_counter()
        self.scenario = scenario
        self.facts = scenario.facts()
        if reading:
            self.facts = [f for f in self.facts if f.name != "reading"] + [clingo.Function("reading", [clingo.Function(reading)])]
        self.fact_set = set(self.facts)
        self.base = base or rule_base()
        self.by_head: dict[tuple[str, int], list[AspRule]] = {}
        for rule in self.base.rules:
            for term in head_terms(rule.head):
                if term.ast_type == ast.ASTType.Function:
                    key = (term.name, len(term.arguments))
                    if rule not in self.by_head.setdefault(key, []):
                        self.by_head[key].append(rule)
        self.ctl = clingo.Control(["--warn=none", "--models=0"])
        self.ctl.add("base", [], _program(self.base))
        for path in scenario.card_files():
            self.ctl.load(str(path))
        _add_facts(self.ctl, self.facts)
        self.ctl.ground([("base", [])])
        # Ruling N is the Nth in the canonical order `judge ask` uses (by
        # assumptions), not in the solver's order: find its assumptions first.
        keys: set[tuple[str, ...]] = set()
        with self.ctl.solve(yield_=True) as handle:
            for model in handle:
                keys.add(canonical_key([s for s in model.symbols(shown=True) if s.match("assumption", 1)]))
                if len(keys) > MAX_COUNTED:
                    raise LimitExceeded(f"{scenario.origin}: the scenario leaves too much open: more than "
                                        f"{MAX_COUNTED:,} possible rulings (MAX_COUNTED)")
        ordered = sorted(keys)
        if not 1 <= ruling <= len(ordered):
            raise JudgeError(f"{scenario.origin}: there is no ruling {ruling} (the scenario has {len(ordered)})")
        wanted = ordered[ruling - 1]
        self._handle = self.ctl.solve(yield_=True)
        self.model = None
        while True:
            self._handle.resume()
            model = self._handle.model()
            if model is None:
                break
            if canonical_key([s for s in model.symbols(shown=True) if s.match("assumption", 1)]) == wanted:
                self.model = model
                break
        if self.model is None:
            self._handle.cancel()
            raise JudgeError(f"{scenario.origin}: ruling {ruling} was not found again")
        self._instances: dict[int, dict[clingo.Symbol, list[tuple]]] = {}
        self.card_of_key = {entry.key: str(entry.path.name) for entry in scenario.cards.values()}
        self.solve_seconds = time.perf_counter() - started

    def close(self) -> None:
        """End the open solve (the answer set is gone afterwards)."""
        if self.model is not None:
            self.model = None
            self._handle.cancel()
            self._handle.__exit__(None, None, None)

    def holds(self, atom: clingo.Symbol) -> bool:
        return self.model.contains(atom)

    def supports(self, atom: clingo.Symbol) -> list[tuple[int, tuple]]:
        """(rule index, positive body atoms) of every rule instance deriving atom."""
        out = []
        for rule in self.by_head.get((atom.name, len(atom.arguments)), []):
            bodies = self._rule_instances(rule.index).get(atom)
            out += [(rule.index, b) for b in bodies or []]
        return out

    def _rule_instances(self, index: int) -> dict:
        if index not in self._instances:
            found: dict[clingo.Symbol, list[tuple]] = {}
            for sa in self.ctl.symbolic_atoms.by_signature(support_name(index), 2):
                if sa.is_fact or self.model.contains(sa.symbol):
                    head, body = sa.symbol.arguments
                    found.setdefault(head, []).append(tuple(body.arguments))
            self._instances[index] = found
        return self._instances[index]

    def atoms_of(self, signatures: set[tuple[str, int]]) -> list[clingo.Symbol]:
        """The atoms of the answer set with these predicates."""
        out = []
        for name, arity in signatures:
            for sa in self.ctl.symbolic_atoms.by_signature(name, arity):
                if sa.is_fact or self.model.contains(sa.symbol):
                    out.append(sa.symbol)
        return out

    # ---- why ---------------------------------------------------------------

    def why(self, text: str | clingo.Symbol) -> dict:
        atom = parse_atom(text) if isinstance(text, str) else text
        if not self.holds(atom):
            return {"atom": str(atom), "holds": False,
                    "note": "the engine does not derive this atom; ask why not (--why-not)"}
        expanded: set[clingo.Symbol] = set()
        tree = self._derive(atom, set(), expanded)
        return {"atom": str(atom), "holds": True, "derivation": tree}

    def _derive(self, atom: clingo.Symbol, path: set, expanded: set) -> dict:
        node: dict = {"atom": str(atom)}
        if atom in self.fact_set:
            node["kind"] = "scenario fact"
            return node
        supports = self.supports(atom)
        if not supports:
            node["kind"] = "card fact"
            key = atom.arguments[0].name if atom.arguments and atom.arguments[0].type == clingo.SymbolType.Function else None
            if key in self.card_of_key:
                node["source"] = f"facts/cards/{self.card_of_key[key]}"
            return node
        if atom in expanded:
            node["kind"] = "derived"
            node["see_above"] = True
            return node
        expanded.add(atom)
        path = path | {atom}
        index, body = next(((i, b) for i, b in supports if not any(a in path for a in b)), supports[0])
        rule = self.base.rules[index]
        node.update(kind="derived", rule=self.rule_info(rule))
        conditions = _negative_conditions(rule, atom, body)
        if conditions:
            node["and_not"] = conditions
        node["because"] = [self._derive(b, path, expanded) for b in body if b not in path]
        return node

    def rule_info(self, rule: AspRule) -> dict:
        info = {"at": f"{rule.file}:{rule.line}", "asp": rule.text, "rule_id": rule.rule_id}
        if rule.rule_id:
            source, text = self.base.sources.get(rule.rule_id, ("(no source)", "(no text)"))
            info.update(source=source, text=text)
        return info

    # ---- why not -----------------------------------------------------------

    def why_not(self, text: str | clingo.Symbol, depth: int = WHY_NOT_DEPTH, wild: frozenset = frozenset()) -> dict:
        """Why the atom does not hold. Internally, `wild` argument positions
        match anything (a failed condition such as moves(X,Z,T,_,_))."""
        atom = parse_atom(text) if isinstance(text, str) else text
        shown = _show_pattern(atom, wild)
        if self.holds(atom) and not wild:
            return {"atom": shown, "holds": True, "note": "the engine derives this atom; ask why (--why)"}
        candidates = self.by_head.get((atom.name, len(atom.arguments)), [])
        result: dict = {"atom": shown, "holds": False, "rules": []}
        if not candidates:
            result["note"] = (f"no rule derives {atom.name}/{len(atom.arguments)}: it is an input (a scenario or "
                              "card fact), and neither the scenario nor the card facts state it")
            return result
        pairs = [(rule, head) for rule in candidates for head in _head_atoms(rule, atom.name, len(atom.arguments))]
        for (rule, _), probe in zip(pairs, self._probe(pairs, atom, wild)):
            result["rules"].append(self._failure(rule, probe, depth))
        matching = [r for r in result["rules"] if r["matches"]]
        if not matching:
            result["note"] = "no rule's head matches this atom (its arguments differ from anything the rules derive)"
        result["rules"] = matching or result["rules"]
        return result

    def _probe(self, pairs: list[tuple], atom: clingo.Symbol, wild: frozenset) -> list[dict]:
        """For each (rule, head): how many of the rule's (safely ordered) body
        literals hold with the head matching the atom, and the bindings then."""
        plans = []
        for number, (rule, head) in enumerate(pairs):
            template = _probe_plan(self.base, rule.index, head_terms(rule.head).index(head), wild)
            plans.append(dict(template, rules=[r.replace("_wn(#,", f"_wn({number},", 1) for r in template["rules"]]))
        texts = [p["rules"] for p in plans]
        facts = self.atoms_of({s for rule, _ in pairs for s in _body_signatures_of(self.base, rule.index)})
        try:
            answers = _run_probes(texts, facts, atom)
        except RuntimeError:  # one probe could not be grounded: run them one by one
            answers = {}
            for i, t in enumerate(texts):
                try:
                    answers.update({(j, k): v for (j, k), v in _run_probes([t], facts, atom).items()})
                except RuntimeError:
                    plans[i]["unanalysable"] = True
        out = []
        for i, plan in enumerate(plans):
            reached = [k for (j, k) in answers if j == i]
            plan["reached"] = max(reached) if reached else -1
            plan["bindings"] = answers.get((i, plan["reached"]), [])
            out.append(plan)
        return out

    def _failure(self, rule: AspRule, probe: dict, depth: int) -> dict:
        entry: dict = {"rule": self.rule_info(rule), "matches": probe["reached"] >= 0}
        if probe.get("unanalysable"):
            entry.update(matches=True, note="this rule's conditions could not be checked one by one")
            return entry
        if probe["reached"] < 0:
            return entry
        k = probe["reached"]
        literals = probe["literals"]
        if k >= len(literals):
            entry["note"] = "every condition holds (the head is a choice or has arithmetic the probe cannot match)"
            return entry
        failed = literals[k]
        variables = probe["vars"][k]
        instances = []
        used = [n for n, v in enumerate(variables) if v in set(_variables(failed))]
        projected = dict.fromkeys(tuple(binding[n] for n in used) for binding in probe["bindings"])
        for values in list(projected)[:3]:
            instances.append(_substitute(failed, {variables[n]: v for n, v in zip(used, values)}))
        entry["failed"] = str(failed)
        entry["failed_instances"] = [_pretty(i) for i in instances]
        entry["condition_number"] = k + 1
        entry["conditions_holding"] = [str(l) for l in literals[:k]]
        first = instances[0] if instances else failed
        ground = _ground_atom(first)
        pattern = _pattern_atom(first) if ground is None else None
        if ground is not None and ground[0] == "pos" and depth > 1:
            entry["because"] = self.why_not(ground[1], depth - 1)
        elif pattern is not None and depth > 1:
            entry["because"] = self.why_not(pattern[0], depth - 1, pattern[1])
        elif _is_negative_atom(first):
            signature = _signature(first.atom.symbol)
            holding = [a for a in self.atoms_of({signature} if signature else set()) if _matches(first.atom.symbol, a)][:3]
            entry["because_holds"] = [self._one_step(a) for a in holding]
        return entry

    def _one_step(self, atom: clingo.Symbol) -> dict:
        """An atom and the rule that derived it (one step of its derivation)."""
        supports = self.supports(atom)
        if atom in self.fact_set or not supports:
            return {"atom": str(atom), "kind": "scenario fact" if atom in self.fact_set else "card fact"}
        return {"atom": str(atom), "kind": "derived", "rule": self.rule_info(self.base.rules[supports[0][0]])}


def _bind(term, sym: clingo.Symbol, binding: dict) -> bool:
    """Match a term of the rule base against a symbol, binding variables."""
    kind = term.ast_type
    if kind == ast.ASTType.Variable:
        if term.name == "_":
            return True
        return binding.setdefault(term.name, sym) == sym
    if kind == ast.ASTType.SymbolicTerm:
        return term.symbol == sym
    if kind == ast.ASTType.Function:
        if sym.type != clingo.SymbolType.Function or sym.name != term.name or len(sym.arguments) != len(term.arguments):
            return False
        return all(_bind(t, a, binding) for t, a in zip(term.arguments, sym.arguments))
    return True  # arithmetic, pools: not used for binding


def _negative_conditions(rule: AspRule, head: clingo.Symbol, body: tuple) -> list[str]:
    """The rule's `not ...` conditions, as they held for this instance."""
    negatives = [l for l in rule.body if _is_negative_atom(l)]
    if not negatives:
        return []
    binding: dict = {}
    heads = [t for t in head_terms(rule.head) if _bind(t, head, {})]
    if heads:
        _bind(heads[0], head, binding)
    positives = [l.atom.symbol for l in rule.body if l.ast_type == ast.ASTType.Literal
                 and l.sign == ast.Sign.NoSign and l.atom.ast_type == ast.ASTType.SymbolicAtom]
    for term, sym in zip(positives, body):
        _bind(term, sym, binding)
    out = []
    for literal in negatives:
        instance = _substitute(literal, binding)
        if not _variables(instance):
            out.append(_pretty(instance))
    return out


def _pretty(literal) -> str:
    """A literal as text, its ground arithmetic evaluated: at(X,(5-1)) -> at(X,4)."""
    if literal.ast_type != ast.ASTType.Literal or literal.atom.ast_type != ast.ASTType.SymbolicAtom:
        return str(literal)
    term = literal.atom.symbol
    if _variables(term) or _has_anonymous(term):
        if term.ast_type != ast.ASTType.Function:
            return str(literal)
        args = []
        for arg in term.arguments:
            try:
                args.append(str(clingo.parse_term(str(arg))) if not (_variables(arg) or _has_anonymous(arg)) else str(arg))
            except RuntimeError:
                args.append(str(arg))
        text = f"{term.name}({','.join(args)})"
    else:
        try:
            text = str(clingo.parse_term(str(term)))
        except RuntimeError:
            text = str(term)
    return ("not " if literal.sign == ast.Sign.Negation else "") + text


def _signature(term) -> tuple[str, int] | None:
    if term.ast_type == ast.ASTType.Function:
        return (term.name, len(term.arguments))
    if term.ast_type == ast.ASTType.SymbolicTerm and term.symbol.type == clingo.SymbolType.Function:
        return (term.symbol.name, 0)
    return None


@lru_cache(maxsize=4096)
def _body_signatures_of(base: RuleBase, index: int) -> frozenset:
    return frozenset(_body_signatures(base.rules[index]))


def _body_signatures(rule: AspRule) -> set[tuple[str, int]]:
    found: list = []

    class Finder(ast.Transformer):
        def visit_SymbolicAtom(self, node):
            found.append(node.symbol)
            return node

    for literal in rule.body:
        Finder()(literal)
    return {s for s in map(_signature, found) if s}


def _add_facts(ctl: clingo.Control, facts) -> None:
    with ctl.backend() as backend:
        for symbol in facts:
            backend.add_rule([backend.add_atom(symbol)])


def _head_atoms(rule: AspRule, name: str, arity: int) -> list:
    return [a for a in head_terms(rule.head) if a.ast_type == ast.ASTType.Function and a.name == name
            and len(a.arguments) == arity]


class _Vars(ast.Transformer):
    def __init__(self):
        self.found: list[str] = []

    def visit_Variable(self, node):
        if node.name != "_" and node.name not in self.found:
            self.found.append(node.name)
        return node


def _variables(node) -> list[str]:
    v = _Vars()
    v(node)
    return v.found


_ARITH = (ast.ASTType.BinaryOperation, ast.ASTType.UnaryOperation, ast.ASTType.Interval, ast.ASTType.Pool)


def _binding_vars(node) -> list[str]:
    """Variables a positive atom binds (not those inside arithmetic)."""
    out: list[str] = []

    def walk(n):
        if n.ast_type == ast.ASTType.Variable:
            if n.name != "_":
                out.append(n.name)
        elif n.ast_type == ast.ASTType.Function:
            for a in n.arguments:
                walk(a)
        elif n.ast_type == ast.ASTType.SymbolicAtom:
            walk(n.symbol)

    walk(node)
    return out


@lru_cache(maxsize=4096)
def _probe_plan(base: RuleBase, index: int, head_index: int, wild: frozenset = frozenset()) -> dict:
    """Probe rules `_wn(#,K,(Vars)) :- _wn_target(Pattern), L1, ..., LK.`
    (# is replaced by the probe's number) for head number head_index of
    rule index, with head arithmetic moved into the body and the literals in
    a safe order."""
    rule = base.rules[index]
    head = head_terms(rule.head)[head_index]
    extra: list[str] = []
    args = []
    for n, arg in enumerate(head.arguments):
        if n in wild:
            args.append(f"WnAny{n}")
        elif arg.ast_type in _ARITH:
            args.append(f"WnArg{n}")
            extra.append(f"WnArg{n} = {arg}")
        else:
            args.append(str(arg))
    pattern = f"{head.name}({','.join(args)})"
    fixed = [a for n, a in enumerate(head.arguments) if a.ast_type not in _ARITH and n not in wild]
    bound = {v for a in fixed for v in _binding_vars(a)}
    # Safe order: first the literals whose variables are bound (or that bind
    # them), in the written order.
    pending = list(rule.body)
    ordered = []
    while pending:
        ready = [l for l in pending if _ready(l, bound)]
        pick = min(ready, key=lambda l: (len(set(_variables(l)) - bound), len(_variables(l)))) if ready else next(
            (l for l in pending if _is_aggregate(l)), pending[0])
        pending.remove(pick)
        ordered.append(pick)
        bound |= set(_binds(pick, bound))
    probe_rules = []
    vars_at = []
    seen_vars: list[str] = [v for a in fixed for v in _binding_vars(a)]
    body_text: list[str] = [f"_wn_target({pattern})"]
    for k in range(len(ordered) + 1):
        if k:
            lit = ordered[k - 1]
            body_text.append(str(lit))
            for v in _binds(lit, set(seen_vars)):
                if v not in seen_vars:
                    seen_vars.append(v)
        current = [v for v in dict.fromkeys(seen_vars)]
        vars_at.append(current)
        tuple_text = "(" + "".join(f"{v}," for v in current) + ")"
        probe_rules.append(f"_wn(#,{k},{tuple_text}) :- " + "; ".join(body_text + (extra if k == len(ordered) else [])) + ".")
    return {"rules": probe_rules, "literals": ordered, "vars": vars_at}


def _is_aggregate(lit) -> bool:
    return lit.ast_type == ast.ASTType.ConditionalLiteral or (
        lit.ast_type == ast.ASTType.Literal and lit.atom.ast_type == ast.ASTType.BodyAggregate)


def _ready(lit, bound: set) -> bool:
    """Whether a literal can come next: its variables are bound, or it binds
    them itself (aggregates and conditions come after the plain literals)."""
    if _is_aggregate(lit) or lit.ast_type != ast.ASTType.Literal:
        return False
    atom = lit.atom
    if lit.sign == ast.Sign.NoSign and atom.ast_type == ast.ASTType.SymbolicAtom:
        return set(_variables(atom)) - set(_binding_vars(atom)) <= bound
    if lit.sign == ast.Sign.NoSign and atom.ast_type == ast.ASTType.Comparison:
        return bool(_binds(lit, bound)) or set(_variables(atom)) <= bound
    return set(_variables(lit)) <= bound


def _binds(lit, bound: set) -> list[str]:
    if lit.ast_type != ast.ASTType.Literal or lit.sign != ast.Sign.NoSign:
        return []
    atom = lit.atom
    if atom.ast_type == ast.ASTType.SymbolicAtom:
        return _binding_vars(atom)
    if atom.ast_type == ast.ASTType.Comparison and len(atom.guards) == 1 and atom.guards[0].comparison == ast.ComparisonOperator.Equal:
        left, right = atom.term, atom.guards[0].term
        for a, b in ((left, right), (right, left)):
            if set(_variables(b)) <= bound:
                return [v for v in _binding_vars(a)] if a.ast_type in (ast.ASTType.Variable, ast.ASTType.Function) else []
    if atom.ast_type == ast.ASTType.BodyAggregate:
        guards = [g for g in (atom.left_guard, atom.right_guard) if g is not None]
        return [g.term.name for g in guards if g.term.ast_type == ast.ASTType.Variable]
    return []


def _run_probes(texts: list[list[str]], atoms: list[clingo.Symbol], target: clingo.Symbol) -> dict:
    ctl = clingo.Control(["--warn=none"], logger=lambda code, message: None)
    ctl.add("base", [], "\n".join(t for rules in texts for t in rules))
    with ctl.backend() as backend:
        for symbol in atoms:
            backend.add_rule([backend.add_atom(symbol)])
        backend.add_rule([backend.add_atom(clingo.Function("_wn_target", [target]))])
    ctl.ground([("base", [])])
    found: dict[tuple[int, int], list[tuple]] = {}
    for sa in ctl.symbolic_atoms.by_signature("_wn", 3):
        number, k, binding = sa.symbol.arguments
        if sa.is_fact:
            found.setdefault((number.number, k.number), []).append(tuple(binding.arguments))
    return found


class _Substitute(ast.Transformer):
    def __init__(self, values: dict):
        self.values = values

    def visit_Variable(self, node):
        if node.name in self.values:
            return ast.SymbolicTerm(node.location, self.values[node.name])
        return node


def _substitute(literal, values: dict):
    return _Substitute(values)(literal)


def _is_negative_atom(literal) -> bool:
    return (literal.ast_type == ast.ASTType.Literal and literal.sign == ast.Sign.Negation
            and literal.atom.ast_type == ast.ASTType.SymbolicAtom)


def _matches(term, sym: clingo.Symbol) -> bool:
    """A term of the rule base (variables match anything) against a symbol."""
    if term.ast_type == ast.ASTType.Variable:
        return True
    if term.ast_type == ast.ASTType.SymbolicTerm:
        return term.symbol == sym
    if term.ast_type == ast.ASTType.Function:
        if sym.type != clingo.SymbolType.Function or sym.name != term.name or len(sym.arguments) != len(term.arguments):
            return False
        return all(_matches(t, s) for t, s in zip(term.arguments, sym.arguments))
    return True  # arithmetic: not checked


def _has_anonymous(node) -> bool:
    found = []

    class Finder(ast.Transformer):
        def visit_Variable(self, n):
            found.append(n.name == "_")
            return n

    Finder()(node)
    return any(found)


WILD = clingo.Function("_any")


def _show_pattern(atom: clingo.Symbol, wild: frozenset) -> str:
    if not wild:
        return str(atom)
    args = ["_" if n in wild else str(a) for n, a in enumerate(atom.arguments)]
    return f"{atom.name}({','.join(args)})"


def _pattern_atom(literal) -> tuple[clingo.Symbol, frozenset] | None:
    """A positive literal whose only variables are whole top-level arguments
    (unbound: anything fits), as a symbol with placeholders there and their
    positions."""
    if (literal.ast_type != ast.ASTType.Literal or literal.sign != ast.Sign.NoSign
            or literal.atom.ast_type != ast.ASTType.SymbolicAtom):
        return None
    term = literal.atom.symbol
    if term.ast_type != ast.ASTType.Function:
        return None
    args, wild = [], set()
    for n, arg in enumerate(term.arguments):
        if arg.ast_type == ast.ASTType.Variable:
            args.append(WILD)
            wild.add(n)
        elif _has_anonymous(arg) or _variables(arg):
            return None
        else:
            try:
                args.append(clingo.parse_term(str(arg)))
            except RuntimeError:
                return None
    return clingo.Function(term.name, args), frozenset(wild)


def _ground_atom(literal) -> tuple[str, clingo.Symbol] | None:
    """A literal whose atom is ground, as (sign, symbol)."""
    if literal.ast_type != ast.ASTType.Literal or literal.atom.ast_type != ast.ASTType.SymbolicAtom:
        return None
    if _variables(literal) or _has_anonymous(literal):
        return None
    try:
        sym = clingo.parse_term(str(literal.atom.symbol))
    except RuntimeError:
        return None
    return ("pos" if literal.sign == ast.Sign.NoSign else "neg"), sym


# ---- text -------------------------------------------------------------------


def _rule_line(rule: dict) -> str:
    rid = rule.get("rule_id")
    named = f"{rid} ({rule['source']}): {rule['text']}" if rid else "a structural rule (no rule id)"
    return f"{named} [{rule['at']}: {rule['asp']}]"


def render_why(result: dict) -> str:
    if not result["holds"]:
        return f"{result['atom']} does not hold: {result['note']}\n"
    out = [f"Why {result['atom']}:"]

    def walk(node: dict, depth: int) -> None:
        pad = "  " * depth
        if node["kind"] == "scenario fact":
            out.append(f"{pad}{node['atom']}  <- scenario fact")
        elif node["kind"] == "card fact":
            out.append(f"{pad}{node['atom']}  <- card fact" + (f" ({node['source']})" if "source" in node else ""))
        elif node.get("see_above"):
            out.append(f"{pad}{node['atom']}  (derived above)")
        else:
            out.append(f"{pad}{node['atom']}  <- by {_rule_line(node['rule'])}")
            if node.get("and_not"):
                out.append(f"{pad}    given: " + "; ".join(node["and_not"]))
            for child in node["because"]:
                walk(child, depth + 1)

    walk(result["derivation"], 1)
    return "\n".join(out) + "\n"


def render_why_not(result: dict, depth: int = 0) -> str:
    pad = "  " * depth
    if result["holds"]:
        return f"{pad}{result['atom']} holds: {result['note']}\n"
    out = [f"{pad}Why not {result['atom']}:"]
    if "note" in result:
        out.append(f"{pad}  {result['note']}")
    for entry in result["rules"]:
        if not entry["matches"]:
            continue
        out.append(f"{pad}  - {_rule_line(entry['rule'])}")
        if "failed" in entry:
            instances = ", ".join(entry["failed_instances"]) or entry["failed"]
            out.append(f"{pad}    fails at condition {entry['condition_number']}: {entry['failed']}"
                       + (f"  (here: {instances})" if entry["failed_instances"] else ""))
            if "because" in entry:
                out.append(render_why_not(entry["because"], depth + 3).rstrip("\n"))
            for held in entry.get("because_holds", []):
                by = f", by {_rule_line(held['rule'])}" if "rule" in held else f" ({held['kind']})"
                out.append(f"{pad}      because {held['atom']} holds{by}")
        elif "note" in entry:
            out.append(f"{pad}    {entry['note']}")
    return "\n".join(out) + "\n"
