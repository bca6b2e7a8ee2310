"""The rule base as data: every ASP rule with its location and rule id, and
two generic transformations of it (no rule is annotated by hand):

- support: rule number I also derives `_sup_I(Head, (PositiveBodyAtoms))`
  (one predicate per rule, so a lookup reads one rule's instances only),
  so an answer set records which rule derived each atom from what
  (used by `judge explain` and `judge rules --unused`);
- toggles: each rule that belongs to a rule id also needs `_rule_on(Id)`,
  so a rule can be switched off as an assumption (used by `judge check
  --conflicts`).

Which rule id an ASP rule belongs to (asp/README.md, "Rule ids"): the rule id
constant in its head (moves/5, reason/3, illegal/3, ...: any constant that is
the id of a rule/3 fact), else the `% rule: r_id` comment above it (it covers
the rules up to the next blank line or the next such comment), else none
(structural rules: the timeline layout, helper predicates).

The program text built here comes only from the rule base's own AST; user
text reaches clingo through the symbol API elsewhere.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from clingo import SymbolType, ast

from ..inputs.vocabulary import is_vocab
from ..paths import MAIN_PROGRAM

RULE_COMMENT = re.compile(r"^%\s*rule:\s*(\w+)\s*$")


@dataclass(frozen=True)
class AspRule:
    index: int
    file: str  # path relative to the asp/ directory's parent (e.g. "asp/chain/chain.lp")
    line: int
    text: str  # the rule as clingo prints it
    rule_id: str | None  # the rule/3 id it belongs to
    id_from: str | None  # "head" or "comment"
    head_pred: tuple[str, int] | None  # predicate of the head atom (None: constraint)
    head: object  # the head AST (Literal, Aggregate, ...)
    body: tuple  # body literal ASTs, in written order


@dataclass(eq=False)
class RuleBase:
    rules: list[AspRule]
    other: list[str]  # statements passed through unchanged (#defined, #show, ...)
    sources: dict[str, tuple[str, str]]  # rule id -> (source, text)
    comment_ids: list[tuple[str, int, str]] = field(default_factory=list)  # (file, line, id) of `% rule:` comments
    comments: list = field(default_factory=list)  # every Comment statement (for the documentation checks)

    def program(self, support: bool = False, toggles: bool = False) -> str:
        """The rule base as program text, with the chosen instrumentation."""
        out = list(self.other)
        for rule in self.rules:
            out.append(_with_toggle(rule) if toggles else rule.text)
            if support:
                out.extend(_support_rules(rule))
        if toggles:
            out.append("{ _rule_on(R) : rule(R,_,_) }.")
        return "\n".join(out) + "\n"


def _relative(filename: str, root: Path) -> str:
    path = Path(filename)
    try:
        return str(path.resolve().relative_to(root))
    except ValueError:
        return str(path)


@lru_cache(maxsize=1)
def rule_base() -> RuleBase:
    """The bundled rule base (asp/main.lp and what it includes)."""
    return load_rule_base(MAIN_PROGRAM)


def load_rule_base(main: Path) -> RuleBase:
    root = Path(main).resolve().parent.parent
    statements: list = []
    ast.parse_files([str(main)], statements.append)
    statements = [s for s in statements if not is_vocab(s)]  # declarations, read by pyfacade/inputs/vocabulary.py only
    sources: dict[str, tuple[str, str]] = {}
    for stmt in statements:
        if stmt.ast_type == ast.ASTType.Rule and not stmt.body and _is_rule_fact(stmt.head):
            args = stmt.head.atom.symbol.arguments
            sources[_string(args[0])] = (_string(args[1]), _string(args[2]))
    # `% rule: r_id` comments, and blank lines that end what they cover.
    comment_ids: list[tuple[str, int, str]] = []
    blank_lines: dict[str, list[int]] = {}
    comments = []
    for stmt in statements:
        if stmt.ast_type == ast.ASTType.Comment:
            comments.append(stmt)
            match = RULE_COMMENT.match(str(stmt).strip())
            if match:
                comment_ids.append((_relative(stmt.location.begin.filename, root), stmt.location.begin.line, match[1]))
    for file in {c[0] for c in comment_ids}:
        text = (root / file).read_text(encoding="utf-8").splitlines()
        blank_lines[file] = [n for n, line in enumerate(text, start=1) if not line.strip()]

    def comment_id(file: str, line: int) -> str | None:
        best = None
        for cfile, cline, rid in comment_ids:
            if cfile == file and cline < line and (best is None or cline > best[0]):
                best = (cline, rid)
        if best is None or any(best[0] < b < line for b in blank_lines.get(file, [])):
            return None
        return best[1]

    rules: list[AspRule] = []
    other: list[str] = []
    for stmt in statements:
        if stmt.ast_type == ast.ASTType.Rule:
            file = _relative(stmt.location.begin.filename, root)
            line = stmt.location.begin.line
            if _is_rule_fact(stmt.head):  # rule/3 facts describe rules; they belong to none
                rid, how = None, None
            else:
                head_id = _head_rule_id(stmt.head, sources)
                rid, how = (head_id, "head") if head_id else (comment_id(file, line), "comment")
            rules.append(AspRule(len(rules), file, line, str(stmt), rid, how if rid else None,
                                 _head_pred(stmt.head), stmt.head, tuple(stmt.body)))
        elif stmt.ast_type not in (ast.ASTType.Comment, ast.ASTType.Program):
            other.append(str(stmt))
    return RuleBase(rules, other, sources, comment_ids, comments)


def _string(node) -> str:
    """A constant or string term of the AST, as text."""
    if node.ast_type == ast.ASTType.SymbolicTerm:
        sym = node.symbol
        return sym.string if sym.type == SymbolType.String else str(sym)
    return str(node)


def _is_rule_fact(head) -> bool:
    return _head_pred(head) == ("rule", 3)


def head_terms(head) -> list:
    """The atoms (Function terms) a rule head can derive: pools expanded,
    every element of a choice or disjunction."""
    if head.ast_type == ast.ASTType.Literal and head.atom.ast_type == ast.ASTType.SymbolicAtom:
        terms = [head.atom.symbol]
    elif head.ast_type in (ast.ASTType.Aggregate, ast.ASTType.Disjunction):
        terms = [e.literal.atom.symbol for e in head.elements
                 if e.literal.sign == ast.Sign.NoSign and e.literal.atom.ast_type == ast.ASTType.SymbolicAtom]
    else:
        return []
    out = []
    for term in terms:
        out += list(term.arguments) if term.ast_type == ast.ASTType.Pool else [term]
    return [t for t in out if t.ast_type in (ast.ASTType.Function, ast.ASTType.SymbolicTerm)]


def _head_pred(head) -> tuple[str, int] | None:
    terms = head_terms(head) if head.ast_type == ast.ASTType.Literal else []
    if not terms:
        return None
    term = terms[0]
    if term.ast_type == ast.ASTType.Function:
        return (term.name, len(term.arguments))
    return (str(term), 0)


def _head_rule_id(head, sources: dict) -> str | None:
    """The first constant in the head that is a rule id."""
    found: list[str] = []

    class Finder(ast.Transformer):
        def visit_SymbolicTerm(self, node):
            name = str(node.symbol)
            if name in sources:
                found.append(name)
            return node

        def visit_Function(self, node):
            if not node.arguments and node.name in sources:
                found.append(node.name)
            return node.update(**self.visit_children(node))

    Finder()(head)
    return found[0] if found else None


class _NameAnonymous(ast.Transformer):
    """Gives anonymous variables names, so they can appear in a support head."""

    def __init__(self):
        self.count = 0

    def visit_Variable(self, node):
        if node.name == "_":
            self.count += 1
            return node.update(name=f"AnonV{self.count}")
        return node


def _is_positive_atom(lit) -> bool:
    return (lit.ast_type == ast.ASTType.Literal and lit.sign == ast.Sign.NoSign
            and lit.atom.ast_type == ast.ASTType.SymbolicAtom)


def _positive_atoms(body) -> list:
    return [lit.atom for lit in body if _is_positive_atom(lit)]


def _support_rules(rule: AspRule) -> list[str]:
    """`_sup_I(Head, (B1,...,Bn,))` for rule I's head atom(s)."""
    namer = _NameAnonymous()
    body = [namer(b) if _is_positive_atom(b) else b for b in rule.body]
    body_text = "; ".join(str(b) for b in body)
    atoms = "(" + "".join(f"{a}," for a in _positive_atoms(body)) + ")"
    head = rule.head
    out = []
    if head.ast_type == ast.ASTType.Literal and head.atom.ast_type == ast.ASTType.SymbolicAtom:
        out.append(f"{support_name(rule.index)}({head.atom},{atoms})" + (f" :- {body_text}." if body_text else "."))
    elif head.ast_type in (ast.ASTType.Aggregate, ast.ASTType.Disjunction):
        for element in head.elements:
            literal = element.literal
            if literal.sign != ast.Sign.NoSign or literal.atom.ast_type != ast.ASTType.SymbolicAtom:
                continue
            cond = [str(c) for c in element.condition]
            parts = [str(literal.atom)] + cond + ([body_text] if body_text else [])
            out.append(f"{support_name(rule.index)}({literal.atom},{atoms}) :- " + "; ".join(parts) + ".")
    return out


def support_name(index: int) -> str:
    return f"_sup_{index}"


def _with_toggle(rule: AspRule) -> str:
    if not rule.rule_id:
        return rule.text
    body = [str(b) for b in rule.body] + [f"_rule_on({rule.rule_id})"]
    return f"{rule.head} :- " + "; ".join(body) + "."
