"""The rule base checks itself: rule ids have sources, predicates are
documented, the `% rule:` convention names real rules, integrity checks
catch impossible states, and `judge rules --unused` lists unexercised ids."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from clingo import ast

from pyfacade.cli import main
from pyfacade.solve.engine import solve
from pyfacade.errors import EngineError
from pyfacade.solve.instrument import rule_base
from pyfacade.output.ruling import read_judgment
from pyfacade.inputs.scenario import load_text
from snippets import BELLE

# Argument positions that hold a rule id, by predicate.
RULE_ID_ARGS = {("reason", 3): 1, ("illegal", 3): 1, ("moves", 5): 4}


def _atoms(node, found: list) -> None:
    """Every symbolic atom (as a Function AST) under a node."""

    class Finder(ast.Transformer):
        def visit_SymbolicAtom(self, n):
            found.append(n.symbol)
            return n

    Finder()(node)


def _signature(term) -> tuple[str, int] | None:
    if term.ast_type == ast.ASTType.Pool:
        return _signature(term.arguments[0])
    if term.ast_type == ast.ASTType.Function:
        return (term.name, len(term.arguments))
    if term.ast_type == ast.ASTType.SymbolicTerm and term.symbol.type.name == "Function":
        return (term.symbol.name, 0)
    return None


def _signatures(nodes) -> set[tuple[str, int]]:
    found: list = []
    for n in nodes:
        _atoms(n, found)
    return {s for s in map(_signature, found) if s}


def documented() -> set[tuple[str, int]]:
    """Signatures named on the first line of every `%*! ... *%` block."""
    return set(documented_where())


def documented_where() -> dict[tuple[str, int], set[str]]:
    """Each signature named on the first line of a `%*! ... *%` block, with the
    files that document it."""
    out: dict[tuple[str, int], set[str]] = {}
    for comment in rule_base().comments:
        text = str(comment)
        if not text.startswith("%*!"):
            continue
        header, name, depth, commas = text[3:].split("\n")[0], "", 0, 0
        current = ""
        for ch in header:
            if depth == 0:
                if ch == "(":
                    name, depth, commas = current, 1, 0
                current = current + ch if (ch.isalnum() or ch == "_") else ""
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    out.setdefault((name, commas + 1), set()).add(comment.location.begin.filename)
                    current = ""
            elif ch == "," and depth == 1:
                commas += 1
    return out


def test_every_rule_id_in_reason_illegal_and_moves_has_a_source():
    base = rule_base()
    missing = []
    for rule in base.rules:
        for term in [rule.head.atom.symbol] if rule.head_pred in RULE_ID_ARGS else []:
            arg = term.arguments[RULE_ID_ARGS[rule.head_pred]]
            if arg.ast_type == ast.ASTType.Variable:
                continue
            rid = str(arg)
            if rid not in base.sources:
                missing.append(f"{rule.file}:{rule.line}: {rid}")
    assert not missing, "rule ids without a rule/3 source: " + ", ".join(missing)


def test_rule_comments_name_known_rules():
    base = rule_base()
    unknown = [f"{f}:{line}: {rid}" for f, line, rid in base.comment_ids if rid not in base.sources]
    assert not unknown, "`% rule:` comments naming no rule/3 id: " + ", ".join(unknown)


def test_every_rule_id_belongs_to_some_asp_rule_or_conclusion():
    """A rule/3 fact that no ASP rule belongs to decides nothing: either its
    rules name it (in the head or with `% rule:`), or it is only a label."""
    base = rule_base()
    attached = {r.rule_id for r in base.rules if r.rule_id}
    text = "\n".join(r.text for r in base.rules)
    orphans = [rid for rid in base.sources if rid not in attached and rid not in text.replace(f"rule({rid},", "")]
    assert not orphans, "rule ids used by no ASP rule: " + ", ".join(orphans)


def test_input_and_output_predicates_are_documented():
    base = rule_base()
    heads = _signatures([r.head for r in base.rules])
    bodies = _signatures([b for r in base.rules for b in r.body])
    inputs = bodies - heads
    shown = set()
    defined = set()
    for statement in base.other:
        if statement.startswith("#show ") and "/" in statement:
            name, arity = statement[6:].rstrip(".").split("/")
            shown.add((name.strip(), int(arity)))
        if statement.startswith("#defined "):
            name, arity = statement[9:].rstrip(".").split("/")
            defined.add((name.strip(), int(arity)))
    docs = documented()
    assert not sorted(inputs - docs), f"input predicates without a %*! block: {sorted(inputs - docs)}"
    assert not sorted(shown - docs), f"shown predicates without a %*! block: {sorted(shown - docs)}"
    assert not sorted(inputs - defined), f"input predicates not #defined in asp/core/interface.lp: {sorted(inputs - defined)}"




@pytest.mark.parametrize("planted, error", [
    ('reason(outcome(l(1,1),negated),r_no_such_rule,none).', "rule_without_source"),
    ('at("dm",hand,2).', "two_zones"),
    ('position("dm",defense,3). position("dm",attack,3).', "two_positions"),
    ('controller("dm","opp",1).', "two_controllers"),
    ('lp("you",1,2).', "two_lp"),
    ('applies_effect(l(1,1)).', "negated_and_applied"),
    ('outcome(l(1,2),applied_nothing).', "resolved_and_negated"),
])
def test_integrity_checks_catch_planted_impossible_states(planted, error):
    [scenario] = load_text(BELLE)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "planted.lp"
        path.write_text(planted + "\n", encoding="utf-8")
        solution = solve(scenario, extra_programs=[str(path)])
    with pytest.raises(EngineError, match=error):
        read_judgment(scenario, solution)


def test_rules_unused_lists_rule_ids_no_scenario_exercises(capsys):
    assert main(["rules", "--unused", str(Path(__file__).parent / "scenarios")]) == 0
    out = capsys.readouterr().out
    listed = {line.split(":")[0] for line in out.splitlines() if line.startswith("r_")}
    assert "r_negate_activation" not in listed  # A1 exercises it
    assert "r_zone_fits_card" in listed  # no scenario starts a card in the wrong zone
    assert "rule ids are not exercised" in out.splitlines()[-1]


# Predicates whose rules decide what a ruling turns on: each rule deriving
# them must belong to a rule id (in its head, or with `% rule:`), so that
# explanations cite a source and conflicts can name the rule.
DECISIONS = {("activation_negated", 2), ("effect_negated", 2), ("applies_nothing", 1)}


def test_decisive_rules_belong_to_a_rule_id():
    missing = [f"{r.file}:{r.line}: {r.text}" for r in rule_base().rules
               if r.head_pred in DECISIONS and not r.rule_id]
    assert not missing, "add a `% rule: r_id` comment above (asp/README.md):\n" + "\n".join(missing)


def test_a_predicate_shared_by_modules_is_documented_once():
    """Two modules that derive the same predicate either extend one documented
    predicate, or clash by accident (one name, two meanings): a predicate
    derived in two or more modules must have a `%*!` block, and no predicate
    is documented in two modules."""
    heads: dict[tuple[str, int], set[str]] = {}
    for r in rule_base().rules:
        for sig in _signatures([r.head]):
            heads.setdefault(sig, set()).add(r.file)
    where = documented_where()
    shared = sorted(f"{n}/{a} ({', '.join(sorted(fs))})" for (n, a), fs in heads.items() if len(fs) > 1 and (n, a) not in where)
    assert not shared, "predicates derived in several modules without a %*! block: " + "; ".join(shared)
    twice = sorted(f"{n}/{a}" for (n, a), fs in where.items() if len(fs) > 1)
    assert not twice, "predicates documented in two modules: " + ", ".join(twice)
