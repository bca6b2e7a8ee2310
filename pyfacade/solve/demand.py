"""Card state on demand: derive a card's state only where a rule reads it.

asp/core/state.lp derives a card's state (at/3, on_field/2, face_up/2,
position/3, controller/3, since/3) only for the pairs of a card and a step
that some rule reads, not for every card at every step (which grew with
cards x steps). This module writes those demands, from the program alone
(a magic-sets rewriting; nothing here names a module of the rule base):

- for a rule that reads a state atom, a rule `wants_state(Card, Step)`
  whose body is the reading rule's positive body without the atoms read on
  demand (what binds the card and the step). When that does not bind the
  card, it demands every card at that step (`wants_state_all(Step)`); not
  the step, every step of that card (`wants_state_card(Card)`); neither,
  every step of every card (`wants_state_card(X) :- ..., card(X)`);
- a derived predicate that reads state at a card and step its own body
  does not bind, but its head carries (`stat_seen(X,T) :- at(X,monster_zone,T),
  face_up(X,T), is_monster(X)`), is itself read on demand: its readers
  demand it (`demand_stat_seen_2(X,T)`, `..._all(T)`, `..._any`), and its
  rules pass that demand on to what they read. Such predicates are found
  by a fixpoint; shown predicates never are (Python reads them).

A demand is implied by the reading rule's own body (and by the demand on
its head), so every instance of a rule that can fire still fires: the
answers are the same; the pairs nobody reads are not derived. The rules
that define the state (heads in STATE or STATE_MACHINERY) carry their
demands by hand. Computed once per rule base (kept on disk with the pruning
analysis, pyfacade/solve/engine.py) and added to each pruned program for
its kept rules; for the rule base as written or lifted (`lifted`:
signatures that carry the scenario number as an extra first argument).
"""

from __future__ import annotations

from clingo import Number, ast

# What the demand rules derive and asp/core/state.lp reads.
DEMANDED = frozenset({("wants_state", 2), ("wants_state_all", 1), ("wants_state_card", 1)})
STATE = {("at", 3): (0, 2), ("on_field", 2): (0, 1), ("face_up", 2): (0, 1), ("position", 3): (0, 2),
         ("controller", 3): (0, 2), ("since", 3): (0, 2)}
_STATE_DEMAND = ("wants_state", "wants_state_all", "wants_state_card")
# The helper predicates asp/core/state.lp derives the state with (they carry
# their demands by hand; tests/test_prune.py keeps this list equal to that
# module's). Named one by one: other modules have predicates that begin with
# "state_" too (state_holds/3 ...), and those must pass their demands on.
STATE_MACHINERY = frozenset({"state_change", "state_changed_between", "state_controller", "state_face_up",
                             "state_from", "state_point", "state_position", "state_seen", "state_since",
                             "state_wanted", "state_zone"})


class _Node:
    """A copy of a clingo AST node in plain Python (reading clingo's AST
    attributes is slow, and the fixpoint below reads each many times);
    `orig` is the node itself, for writing the demand rules."""

    __slots__ = ("ast_type", "fields", "orig")

    def __init__(self, node):
        self.ast_type, self.orig = node.ast_type, node
        self.fields = {key: _copy(getattr(node, key)) for key in node.keys() if key != "location"}

    def __getattr__(self, key):
        try:
            return self.fields[key]
        except KeyError:
            raise AttributeError(key) from None

    @property
    def location(self):
        return self.orig.location


def _copy(value):
    if isinstance(value, ast.AST):
        return _Node(value)
    if type(value).__name__ == "ASTSequence":
        return [_copy(item) for item in value]
    return value


def _orig(node):
    return node.orig if isinstance(node, _Node) else node


def _variables(node, found: set | None = None) -> set:
    found = set() if found is None else found
    if isinstance(node, _Node):
        if node.ast_type == ast.ASTType.Variable:
            found.add(node.name)
            return found
        for value in node.fields.values():
            _variables(value, found)
    elif isinstance(node, ast.AST):
        if node.ast_type == ast.ASTType.Variable:
            found.add(node.name)
            return found
        for key in node.child_keys:
            _variables(getattr(node, key), found)
    elif isinstance(node, list) or type(node).__name__ == "ASTSequence":
        for item in node:
            _variables(item, found)
    return found


def _binds(term, bound: set) -> bool:
    names = _variables(term)
    return "_" not in names and names <= bound


def _binding(comparison, bound: set) -> set:
    """The variables an equation binds by matching (one side bound, the
    other a variable or a function term), else nothing."""
    if len(comparison.guards) != 1 or comparison.guards[0].comparison != ast.ComparisonOperator.Equal:
        return set()
    left, right = comparison.term, comparison.guards[0].term
    for known, other in ((left, right), (right, left)):
        if _binds(known, bound) and other.ast_type in (ast.ASTType.Variable, ast.ASTType.Function):
            return _variables(other) - {"_"} - bound
    return set()


def _atom(location, name: str, arguments: list):
    return ast.Literal(location, ast.Sign.NoSign, ast.SymbolicAtom(ast.Function(location, name, arguments, 0)))


class _Program:
    def __init__(self, statements, lifted: frozenset, scenario: tuple[str, str] | None):
        self.rules = [_Node(s) for s in statements if s.ast_type == ast.ASTType.Rule]
        self.lifted = lifted
        self.scenario = scenario
        self.shown = {(s.name, s.arity) for s in statements if s.ast_type == ast.ASTType.ShowSignature}
        self.state = {}  # signature -> (card position or None, step position), for STATE as it appears
        for (name, arity), (card, step) in STATE.items():
            self.state[(name, arity)] = (card, step)
            if (name, arity) in lifted:
                self.state[(name, arity + 1)] = (card + 1, step + 1)
        self.derived: dict = {}  # demand-driven derived predicates: signature -> (card position or None, step position)

    # ---- reading bodies

    def terms(self, atom) -> list:
        """The terms of an atom read on demand (pools give several)."""
        if atom.ast_type != ast.ASTType.SymbolicAtom:
            return []
        term = atom.symbol
        terms = term.arguments if term.ast_type == ast.ASTType.Pool else [term]
        return [t for t in terms if t.ast_type == ast.ASTType.Function and self.positions_of(t) is not None]

    def positions_of(self, term):
        signature = (term.name, len(term.arguments))
        return self.state.get(signature) or self.derived.get(signature)

    def binder(self, literal) -> bool:
        return (literal.ast_type == ast.ASTType.Literal and literal.sign == ast.Sign.NoSign
                and literal.atom.ast_type == ast.ASTType.SymbolicAtom and not self.terms(literal.atom))

    def context(self, literals: list, extra: list = ()) -> tuple[list, set]:
        """The binding part of a body: its positive atoms not read on demand
        (and `extra`), and the comparisons whose variables they all bind."""
        atoms = [lit for lit in literals if self.binder(lit)] + list(extra)
        bound = _variables(atoms)
        comparisons = [lit for lit in literals if lit.ast_type == ast.ASTType.Literal and lit.sign == ast.Sign.NoSign
                       and lit.atom.ast_type == ast.ASTType.Comparison]
        kept, changed = [], True
        while changed:  # `Ev = declared_attack(X,_)` with Ev bound binds X
            changed = False
            for lit in comparisons:
                if lit in kept:
                    continue
                if _variables(lit) - {"_"} <= bound:
                    kept.append(lit)
                    changed = True
                    continue
                binding = _binding(lit.atom, bound)
                if binding:
                    kept.append(lit)
                    bound |= binding
                    changed = True
        return atoms + kept, bound

    def occurrences(self, rule):
        """(term, the literals beside it) for every atom read on demand in
        the body: plain literals, conditions of conditional literals and of
        aggregate elements."""
        body = list(rule.body)
        for n, item in enumerate(body):
            others = body[:n] + body[n + 1:]
            if item.ast_type == ast.ASTType.Literal:
                atom = item.atom
                if atom.ast_type == ast.ASTType.SymbolicAtom:
                    for term in self.terms(atom):
                        yield term, others
                elif atom.ast_type == ast.ASTType.BodyAggregate:
                    for element in atom.elements:
                        yield from self._in_condition(list(element.condition), others)
                elif atom.ast_type == ast.ASTType.Aggregate:
                    for element in atom.elements:
                        yield from self._in_conditional(element, others)
            elif item.ast_type == ast.ASTType.ConditionalLiteral:
                yield from self._in_conditional(item, others)

    def _in_condition(self, condition: list, outer: list):
        for n, literal in enumerate(condition):
            if literal.ast_type == ast.ASTType.Literal:
                for term in self.terms(literal.atom):
                    yield term, outer + condition[:n] + condition[n + 1:]

    def _in_conditional(self, item, outer: list):
        condition = list(item.condition)
        if item.literal.ast_type == ast.ASTType.Literal:
            for term in self.terms(item.literal.atom):
                yield term, outer + condition
        yield from self._in_condition(condition, outer + ([item.literal] if self.binder(item.literal) else []))

    def card_and_step(self, term):
        card, step = self.positions_of(term)
        return (None if card is None else term.arguments[card]), term.arguments[step]

    @staticmethod
    def head(rule):
        head = rule.head
        if (head.ast_type == ast.ASTType.Literal and head.sign == ast.Sign.NoSign
                and head.atom.ast_type == ast.ASTType.SymbolicAtom
                and head.atom.symbol.ast_type == ast.ASTType.Function and head.atom.symbol.name):
            return head.atom.symbol
        return None

    def defines_state(self, signature) -> bool:
        return (signature in self.state or signature[0] in STATE_MACHINERY or signature[0].startswith("demand_")
                or signature[0] in _STATE_DEMAND)

    # ---- which derived predicates are read on demand

    def classify(self) -> None:
        changed = True
        while changed:
            changed = False
            for rule in self.rules:
                head = self.head(rule)
                if head is None:
                    continue
                signature = (head.name, len(head.arguments))
                if self.defines_state(signature) or signature in self.shown or signature[0].startswith("_"):
                    continue  # shown, or the facade's own (`_sup_1`, read by pyfacade): never on demand
                found = self._positions(rule, head)
                if found is None:
                    continue
                known = self.derived.get(signature)
                if known is None:
                    self.derived[signature] = found
                    changed = True
                elif known[1] == found[1] and known[0] is not None and known[0] != found[0]:
                    self.derived[signature] = (None, known[1])
                    changed = True

    def _positions(self, rule, head):
        """(card position or None, step position) of the head that the state
        this rule reads unbound is at; None if there is no such state, or it
        is not at one variable of the head."""
        variables = {arg.name: n for n, arg in enumerate(head.arguments)
                     if arg.ast_type == ast.ASTType.Variable and arg.name != "_"}
        cards, steps = set(), set()
        for term, others in self.occurrences(rule):
            _, bound = self.context(others)
            card, step = self.card_and_step(term)
            free_step = _variables(step) - bound
            free_card = set() if card is None else _variables(card) - bound
            if not free_step and not free_card:
                continue
            if "_" in free_step or len(free_step) != 1 or not free_step <= variables.keys():
                return None
            steps.add(variables[free_step.pop()])
            if free_card:
                cards.add(variables[free_card.pop()] if len(free_card) == 1 and free_card <= variables.keys()
                          and "_" not in free_card else None)
        if len(steps) != 1:
            return None
        return (cards.pop() if len(cards) == 1 else None), steps.pop()

    # ---- the demand rules

    def demands(self, rule) -> list:
        head = self.head(rule)
        signature = None if head is None else (head.name, len(head.arguments))
        if signature is not None and self.defines_state(signature):
            return []
        sources = [[]]
        if signature in self.derived:
            card_at, step_at = self.derived[signature]
            name = _demand_name(signature)
            card, step = (None if card_at is None else head.arguments[card_at]), head.arguments[step_at]
            card, step = (None if card is None else _orig(card)), _orig(step)
            sources = ([[self._wants(rule.location, name, [card, step])]] if card is not None else []) + \
                [[self._wants(rule.location, name + "_all", [step])], [self._wants(rule.location, name + "_any", [])]]
        out = []
        for term, others in self.occurrences(rule):
            for source in sources:
                context, bound = self.context(others, source)
                head = self._demand(rule.location, term, bound)
                if isinstance(head, tuple):
                    head, more = head
                    context = [*context, *more]
                if self.scenario and self.scenario[0] not in bound:  # only atoms read on demand carry it
                    context = [*context, _atom(rule.location, self.scenario[1], [ast.Variable(rule.location,
                                                                                               self.scenario[0])])]
                step = head.atom.symbol.arguments[-1] if head.atom.symbol.arguments else None
                if step is not None and not head.atom.symbol.name.startswith("wants_state"):
                    # a demand passed on to an earlier step (p(X,T) :- p(X,T-1), ...) stops at step 0
                    context = [*context, ast.Literal(rule.location, ast.Sign.NoSign, ast.Comparison(
                        ast.SymbolicTerm(rule.location, Number(0)), [ast.Guard(ast.ComparisonOperator.LessEqual, step)]))]
                out.append(ast.Rule(rule.location, head, [_orig(lit) for lit in context]))
        return out

    def _demand(self, location, term, bound):
        card, step = self.card_and_step(term)
        card, step = (None if card is None else _orig(card)), _orig(step)
        has_card = card is not None and _binds(card, bound)
        has_step = _binds(step, bound)
        signature = (term.name, len(term.arguments))
        if signature in self.state:
            if has_card and has_step:
                return self._wants(location, "wants_state", [card, step])
            if has_step:
                return self._wants(location, "wants_state_all", [step])
            if has_card:
                return self._wants(location, "wants_state_card", [card])
            card = ast.Variable(location, "StateCard_")  # every card: card/1 (lifted: card/2) binds it
            return (self._wants(location, "wants_state_card", [card]),
                    [self._wants(location, "card", [card])])
        name = _demand_name(signature)
        if has_card and has_step:
            return self._wants(location, name, [card, step])
        if has_step:
            return self._wants(location, name + "_all", [step])
        return self._wants(location, name + "_any", [])

    def _wants(self, location, name: str, arguments: list):
        """A demand atom (or card/1); lifted, with the scenario first: in a
        batch, each scenario demands for itself alone, as it does alone."""
        if self.scenario:
            arguments = [ast.Variable(location, self.scenario[0]), *arguments]
        return _atom(location, name, arguments)


def _demand_name(signature) -> str:
    return f"demand_{signature[0]}_{signature[1]}"


def demands_by_statement(statements, lifted: frozenset = frozenset(),
                         scenario: tuple[str, str] | None = None) -> list[list[str]]:
    """For each statement, the text of its demand rules (the program is
    classified as a whole: the same demands serve every pruned part of it,
    since a rule's demands depend only on the rule and on which predicates
    are read on demand). Each statement lists all of its own demand rules,
    even those another statement also has: a pruned program keeps a
    statement without the others, and must keep its demands with it."""
    statements = list(statements)
    program = _Program(statements, lifted, scenario)
    program.classify()
    out, rules = [], iter(program.rules)
    for statement in statements:
        texts = []
        if statement.ast_type == ast.ASTType.Rule:
            texts = list(dict.fromkeys(str(demand) for demand in program.demands(next(rules))))
        out.append(texts)
    return out

