"""Card facts are a checked language.

Every card-facts term is declared by the rule module that implements it, as
`vocab(Kind, Name, Args, Meaning)` facts beside its rules (asp/*.lp). This
module reads those declarations once per process from the parsed rule base,
and checks every card file against them before it is used:

- only plain facts (no rules, constraints, #script, #include, #const, #show,
  scenario or rule-base predicates);
- every predicate is a declared card fact, every argument a declared term of
  the kind the declaration asks for (else: file, line, term, nearest names);
- each card has card_name and card_type; every effect number used has an
  effect/3 fact (or is a part not modelled at all), numbered 1..n.

The declarations are stripped from the program before grounding (engine.py),
so they cost nothing per question. `reference()` renders them as Markdown
for docs/card-facts.md (`judge cards --vocabulary --write docs/card-facts.md`).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import clingo
from clingo import ast

from ..errors import JudgeError
from ..paths import ASP_DIR, MAIN_PROGRAM, SOURCE_ROOT

# Kinds that are values rather than declared terms. `effect` is an effect
# number of the card the fact is about (checked against its effect/3 facts).
BASE_KINDS = {
    "int": "an integer",
    "string": "a quoted string",
    "key": "a card key (a snake_case constant)",
    "group": "a group name (any snake_case constant; cards use their key)",
    "effect": "an effect number of this card (1, 2, ...)",
}
DOC = SOURCE_ROOT / "docs" / "card-facts.md"
BEGIN, END = "<!-- vocabulary: generated from the vocab/4 declarations in asp/; do not edit by hand -->", "<!-- vocabulary: end -->"


@dataclass(frozen=True)
class Decl:
    kind: str
    name: str
    args: tuple[str, ...]
    meaning: str
    file: str  # the rule module that declares (and implements) it
    line: int

    def signature(self) -> str:
        return f"{self.name}({', '.join(self.args)})" if self.args else self.name


@dataclass
class Vocabulary:
    decls: list[Decl]
    kinds: dict[str, dict[str, list[Decl]]] = field(default_factory=dict)  # kind -> name -> overloads

    def __post_init__(self):
        for d in self.decls:
            self.kinds.setdefault(d.kind, {}).setdefault(d.name, []).append(d)

    def names(self, kind: str) -> list[str]:
        return sorted(self.kinds.get(kind, {}))


# ---- parsing -----------------------------------------------------------------


def parse(path: Path) -> tuple[ast.AST, ...]:
    """A program file parsed once per process (again if it changed), with
    its #includes and comments (vocab/4 facts included). The rule base's
    main.lp counts as changed when a file it includes did: caches on disk are
    keyed by a digest of those files and filled from this parse."""
    path = Path(path)
    files = sorted(ASP_DIR.rglob("*.lp")) if path == MAIN_PROGRAM else [path]
    return _parse(path, tuple(stamp(p) for p in files))


def stamp(path: Path) -> tuple[int, int]:
    """What tells a changed file from the one read before."""
    try:
        info = Path(path).stat()
    except OSError:
        return (0, 0)
    return (info.st_mtime_ns, info.st_size)


@lru_cache(maxsize=None)
def _parse(path: Path, _stamps: tuple[tuple[int, int], ...]) -> tuple[ast.AST, ...]:
    statements: list[ast.AST] = []
    messages: list[str] = []
    try:
        ast.parse_files([str(path)], statements.append, logger=lambda _code, msg: messages.append(msg))
    except RuntimeError:
        problems = []
        for message in messages or ["syntax error"]:
            found = re.match(r"(.*?):(\d+):[\d-]+(?::[\d-]+)?: (?:error: )?(.*)", message.strip(), re.S)
            where, what = (f"{found[1]}:{found[2]}", found[3]) if found else (str(path), message.strip())
            problems.append(f"{where}: not a valid facts file: {' '.join(what.split())}")
        raise JudgeError(problems[0], problems) from None
    return tuple(statements)


def is_vocab(statement: ast.AST) -> bool:
    """A vocab/4 declaration (stripped before grounding). Read from the
    printed statement: walking the AST of every rule costs far more."""
    return statement.ast_type == ast.ASTType.Rule and _is_vocab_text(str(statement))


def _is_vocab_text(text: str) -> bool:
    return text.startswith("vocab(") and ":-" not in text


@dataclass(frozen=True)
class Term:
    """A ground term of a card fact, with where it was written."""

    name: str | int  # a function name, a number, or a string's text
    args: tuple["Term", ...]
    type: str  # "function", "number", "string", "tuple"
    line: int

    def __str__(self) -> str:
        if self.type == "number":
            return str(self.name)
        if self.type == "string":
            return '"' + str(self.name).replace('"', '\\"') + '"'
        inner = ",".join(str(a) for a in self.args)
        if self.type == "tuple":
            return f"({inner}{',' if len(self.args) == 1 else ''})"
        return f"{self.name}({inner})" if self.args else str(self.name)


def _plain_fact(statement: ast.AST, line: int) -> Term | None:
    """The atom of a plain fact `p(...).` as a Term, else None. A rule is a
    plain fact when clingo reads its printed text back as the same symbol
    (rules, constraints, choices, variables, pools and intervals do not
    parse as a term; arithmetic would print differently). Reading text is
    several times faster than walking clingo's AST or symbols."""
    text = str(statement)
    if not text.endswith(".") or not ("a" <= text[0] <= "z" or text[0] == "_"):
        return None
    try:
        symbol = clingo.parse_term(text[:-1])
    except RuntimeError:
        return None
    if str(symbol) != text[:-1]:
        return None
    value, _end = _read(text, 0, line)
    return value


ESCAPE = re.compile(r"\\(.)")
TOKEN = re.compile(r'\s*(?:(-?\d+)|("(?:[^"\\]|\\.)*")|([_a-z\'][A-Za-z0-9_\']*)|(\())')


def _read(text: str, at: int, line: int) -> tuple[Term, int]:
    """The plain term at text[at:] (as clingo prints symbols), and where it ends."""
    match = TOKEN.match(text, at)
    number, string, name, paren = match.groups()
    at = match.end()
    if number is not None:
        return Term(int(number), (), "number", line), at
    if string is not None:
        return Term(ESCAPE.sub(lambda m: "\n" if m[1] == "n" else m[1], string[1:-1]), (), "string", line), at
    if name is not None and not text.startswith("(", at):
        return Term(name, (), "function", line), at
    if name is not None:
        at += 1
    args: list[Term] = []
    while not text.startswith(")", at):
        arg, at = _read(text, at, line)
        args.append(arg)
        if text.startswith(",", at):
            at += 1
    return Term(name or "", tuple(args), "function" if name else "tuple", line), at + 1


def _fact_atom(statement: ast.AST):
    """The atom of a plain fact `p(...).`, or None."""
    if statement.ast_type != ast.ASTType.Rule or statement.body:
        return None
    head = statement.head
    if head.ast_type != ast.ASTType.Literal or head.sign != ast.Sign.NoSign or head.atom.ast_type != ast.ASTType.SymbolicAtom:
        return None
    return head.atom.symbol


# ---- the declarations ----------------------------------------------------------


@lru_cache(maxsize=1)
def vocabulary() -> Vocabulary:
    """The vocab/4 declarations of the bundled rule base."""
    decls, problems = [], []
    for s in parse(MAIN_PROGRAM):
        if s.ast_type != ast.ASTType.Rule:
            continue
        text = str(s)
        if not _is_vocab_text(text):
            continue
        where = f"{_relative(s.location.begin.filename)}:{s.location.begin.line}"
        fact = _plain_fact(s, s.location.begin.line)
        if fact is None or len(fact.args) != 4:
            problems.append(f"{where}: a vocab/4 declaration must be a plain fact: {text}")
            continue
        kind, name, args, meaning = fact.args
        if not (kind.type == name.type == "function" and not kind.args and not name.args
                and args.type == "tuple" and all(a.type == "function" and not a.args for a in args.args)
                and meaning.type == "string"):
            problems.append(f"{where}: malformed declaration {text} (vocab(Kind, Name, (ArgKind,...), \"Meaning\"))")
            continue
        decls.append(Decl(kind.name, name.name, tuple(a.name for a in args.args), meaning.name,
                          _relative(s.location.begin.filename), s.location.begin.line))
    if problems:
        raise JudgeError(problems[0], problems)
    return Vocabulary(decls)


@lru_cache(maxsize=1)
def rule_base_predicates() -> frozenset:
    """name/arity of what the rule base derives or #defines (only for
    messages: a card file that states one of these is told so)."""
    heads = set()
    for s in parse(MAIN_PROGRAM):
        if s.ast_type == ast.ASTType.Rule:
            heads.update(_head_signatures(s.head))
        elif s.ast_type == ast.ASTType.Defined:
            heads.add((s.name, s.arity))
    return frozenset(heads)


def _head_signatures(head) -> set[tuple[str, int]]:
    out = set()

    class Heads(ast.Transformer):
        def visit_SymbolicAtom(self, node):
            sym = node.symbol
            if sym.ast_type == ast.ASTType.Pool:
                sym = sym.arguments[0]
            if sym.ast_type == ast.ASTType.Function:
                out.add((sym.name, len(sym.arguments)))
            return node

    Heads()(head)
    return out


def _relative(filename: str) -> str:
    try:
        return str(Path(filename).resolve().relative_to(ASP_DIR.parent))
    except ValueError:
        return filename


# ---- checking card files -------------------------------------------------------


@dataclass
class Fact:
    predicate: str
    args: tuple[Term, ...]
    line: int

    def __str__(self) -> str:
        return f"{self.predicate}({', '.join(str(a) for a in self.args)})"


@dataclass
class Card:
    key: str
    name: str
    path: Path
    facts: list[Fact]


@dataclass
class CardFile:
    path: Path
    statements: tuple[ast.AST, ...]  # the facts, for grounding
    cards: dict[str, Card]
    overrides: dict[str, int]  # key -> line of its overrides/1 fact
    comments: list[tuple[int, str]]  # (line, text) of every comment


WHAT = {
    ast.ASTType.Definition: "a #const definition",
    ast.ASTType.ShowSignature: "a #show statement",
    ast.ASTType.ShowTerm: "a #show statement",
    ast.ASTType.Script: "a #script",
    ast.ASTType.Defined: "a #defined statement",
    ast.ASTType.External: "an #external statement",
    ast.ASTType.Minimize: "an optimization statement",
    ast.ASTType.Edge: "an #edge statement",
    ast.ASTType.Heuristic: "a #heuristic statement",
    ast.ASTType.ProjectAtom: "a #project statement",
    ast.ASTType.ProjectSignature: "a #project statement",
    ast.ASTType.TheoryDefinition: "a #theory definition",
}
# `overrides(Key).` in a user's card file: its card replaces the card Key
# loaded before it (a bundled card, say). Read by the card library only.
OVERRIDES = "overrides"
INCLUDE = re.compile(r"^\s*#include\b")


def check_file(path: Path, vocab: Vocabulary | None = None) -> CardFile:
    """Check one card file; raise JudgeError listing every problem found."""
    vocab = vocab or vocabulary()
    path = Path(path)
    problems: list[str] = []
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{path}: cannot read the card file ({exc.strerror})") from None
    for n, line in enumerate(text.splitlines(), start=1):  # clingo resolves #include while parsing
        if INCLUDE.match(line):
            problems.append(f"{path}:{n}: a card file holds only facts about cards, not #include: {line.strip()}")
    if problems:
        raise JudgeError(problems[0], problems)
    statements = parse(path)
    facts: list[Fact] = []
    keep: list[ast.AST] = []
    comments: list[tuple[int, str]] = []
    overrides_at: list[tuple[str, int]] = []
    for s in statements:
        location = s.location
        line = location.begin.line
        kind = s.ast_type
        if kind == ast.ASTType.Comment:
            comments.append((line, str(s)))
            continue
        if kind == ast.ASTType.Program and s.name == "base" and not s.parameters and line == 1 and location.end.column == 1:
            keep.append(s)  # the implicit `#program base.`
            continue
        head = _plain_fact(s, line) if kind == ast.ASTType.Rule else None
        if head is None:
            if _fact_atom(s) is None:
                problems.append(f"{path}:{line}: a card file holds only facts about cards, not {_what(s)}: {_short(s)}")
            else:
                problems.append(f"{path}:{line}: '{_short(s)}' is not a plain fact: write each value out "
                                "(no variables, pools ';', intervals '..' or arithmetic)")
            continue
        if head.type != "function":
            problems.append(f"{path}:{line}: '{head}' is not a fact about a card")
            continue
        if head.name == OVERRIDES and len(head.args) == 1:  # a library directive, not a card fact: not grounded
            if head.args[0].type != "function" or head.args[0].args:
                problems.append(f"{path}:{line}: '{head}': overrides(Key) names the key of the card it replaces")
            else:
                overrides_at.append((str(head.args[0].name), line))
            continue
        problem = _check_fact(head, vocab)
        if problem:
            problems.append(f"{path}:{line}: {problem}")
            continue
        facts.append(Fact(str(head.name), head.args, line))
        keep.append(s)
    cards = _cards(path, facts, problems)
    overrides = dict(overrides_at)
    if problems:
        raise JudgeError(problems[0], problems)
    return CardFile(path, tuple(keep), cards, overrides, comments)


def _what(s: ast.AST) -> str:
    if s.ast_type in WHAT:
        return WHAT[s.ast_type]
    if s.ast_type == ast.ASTType.Program:
        return "a #program statement"
    if s.ast_type == ast.ASTType.Rule:
        head = s.head
        if head.ast_type == ast.ASTType.Literal and head.atom.ast_type == ast.ASTType.BooleanConstant:
            return "an integrity constraint"
        if s.body:
            return "a rule with a body"
        if head.ast_type == ast.ASTType.Literal and head.sign != ast.Sign.NoSign:
            return "a negated fact"
        return "a choice, aggregate or disjunction"
    return f"a {s.ast_type.name} statement"


def _short(s: ast.AST) -> str:
    text = " ".join(str(s).split())
    return text if len(text) <= 100 else text[:97] + "..."


def suggest(name: str, known: list[str]) -> str:
    near = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
    return " (did you mean " + ", ".join(f"'{n}'" for n in near) + "?)" if near else ""


def _check_fact(head: Term, vocab: Vocabulary) -> str | None:
    """What is wrong with one fact, or None."""
    name, arity = str(head.name), len(head.args)
    overloads = [d for d in vocab.kinds.get("fact", {}).get(name, []) if len(d.args) == arity]
    if not overloads:
        if name == "vocab":
            return "vocabulary is declared by the rule modules that implement it (asp/), not in card files"
        if name in vocab.kinds.get("fact", {}):
            arities = sorted({len(d.args) for d in vocab.kinds["fact"][name]})
            return f"'{head}': the card fact {name} takes {' or '.join(map(str, arities))} arguments, not {arity}"
        if (name, arity) in _scenario_inputs():
            return f"'{head}' is a scenario fact ({name}/{arity}), not a fact about a card: scenarios say that (docs/scenarios.md)"
        if (name, arity) in rule_base_predicates():
            return f"'{head}': {name}/{arity} is derived by the rule base, not stated by card facts"
        return f"unknown card fact '{name}/{arity}' in '{head}'{suggest(name, vocab.names('fact'))}"
    problem = _first_problem(head, overloads, vocab)
    return f"{problem}, in the fact {head}" if problem else None


def _first_problem(value: Term, overloads: list[Decl], vocab: Vocabulary) -> str | None:
    problems = []
    for decl in overloads:
        problem = next((p for a, k in zip(value.args, decl.args) if (p := _check_term(a, k, vocab))), None)
        if problem is None:
            return None
        problems.append(problem)
    return problems[0]


def _check_term(value: Term, kind: str, vocab: Vocabulary) -> str | None:
    if kind == "int":
        return None if value.type == "number" else f"'{value}' is not an integer"
    if kind == "effect":
        return None if value.type == "number" and value.name >= 1 else f"'{value}' is not an effect number (1, 2, ...)"
    if kind == "string":
        return None if value.type == "string" else f"'{value}' is not a quoted string"
    if kind in ("key", "group"):
        return None if value.type == "function" and not value.args else f"'{value}' is not a {BASE_KINDS[kind].split(' (')[0]}"
    known = vocab.kinds.get(kind)
    if known is None:
        return f"the declarations use the undeclared kind '{kind}'"
    if value.type != "function":
        return f"'{value}' is not a {kind}; known: {', '.join(_examples(kind, vocab))}"
    overloads = [d for d in known.get(str(value.name), []) if len(d.args) == len(value.args)]
    if not overloads:
        if str(value.name) in known:
            forms = " or ".join(f"'{d.signature()}'" for d in known[str(value.name)])
            return f"'{value}' does not fit the {kind} {forms}"
        hint = suggest(str(value.name), sorted(known)) or f" (known: {', '.join(_examples(kind, vocab))})"
        return f"unknown {kind} '{value}'{hint}"
    return _first_problem(value, overloads, vocab)


def _examples(kind: str, vocab: Vocabulary) -> list[str]:
    names = [d.signature() for ds in vocab.kinds.get(kind, {}).values() for d in ds]
    return names[:8] + (["..."] if len(names) > 8 else [])


def _scenario_inputs() -> frozenset:
    from ..solve.engine import SCENARIO_INPUTS  # engine imports this module
    return SCENARIO_INPUTS


def _cards(path: Path, facts: list[Fact], problems: list[str]) -> dict[str, Card]:
    """Group facts by card key; check required facts and effect numbers."""
    vocab = vocabulary()
    cards: dict[str, Card] = {}
    names = {str(f.args[0].name): f for f in facts if f.predicate == "card_name"}
    for fact in facts:
        decl = next(d for d in vocab.kinds["fact"][fact.predicate] if len(d.args) == len(fact.args))
        if not decl.args or decl.args[0] != "key":
            continue
        key = str(fact.args[0].name)
        if key not in names:
            if key not in cards:
                problems.append(f"{path}:{fact.line}: '{fact}': card '{key}' has no card_name fact in this file"
                                f"{suggest(key, sorted(names))}")
                cards[key] = Card(key, "", path, [])
            continue
        card = cards.setdefault(key, Card(key, names[key].args[1].name, path, []))
        card.facts.append(fact)
    for key, card in cards.items():
        if not card.name:
            continue
        first = card.facts[0].line
        if not any(f.predicate == "card_type" for f in card.facts):
            problems.append(f"{path}:{first}: card '{key}' has no card_type fact")
        kinds: dict[int, Fact] = {}
        for f in card.facts:
            if f.predicate == "effect":
                number = f.args[1].name
                if number in kinds:
                    problems.append(f"{path}:{f.line}: '{f}': effect {number} of '{key}' already has a kind "
                                    f"(line {kinds[number].line})")
                kinds[number] = f
        unmodelled = {f.args[1].name for f in card.facts if f.predicate == "not_modelled"}
        for f in card.facts:
            decl = next(d for d in vocab.kinds["fact"][f.predicate] if len(d.args) == len(f.args))
            for arg, kind in zip(f.args, decl.args):
                if kind == "effect" and arg.name not in kinds and f.predicate != "effect":
                    problems.append(f"{path}:{f.line}: '{f}' uses effect {arg.name} of '{key}', "
                                    f"which has no effect({key}, {arg.name}, Kind) fact")
            if f.predicate == "not_modelled" and f.args[1].name != 0 and f.args[1].name < 0:
                problems.append(f"{path}:{f.line}: '{f}': the effect number is 0 (the card as a whole) or 1, 2, ...")
        numbers = set(kinds) | {n for n in unmodelled if n > 0}
        missing = sorted(set(range(1, max(numbers, default=0) + 1)) - numbers)
        if missing:
            problems.append(f"{path}:{first}: the effects of '{key}' are numbered {sorted(numbers)}: effect "
                            f"{', '.join(map(str, missing))} is missing (number effects 1, 2, ... in the order of the "
                            "card text; a part not modelled at all is a not_modelled(Key, E, \"text\") fact)")
        card_type = next((str(f.args[1].name) for f in card.facts if f.predicate == "card_type"), None)
        if card_type in ("spell", "trap") and not any(str(f.args[2].name) == "card_activation" for f in kinds.values()):
            problems.append(f"{path}:{first}: '{key}' is a {card_type} card without an effect of kind card_activation "
                            "(activating the card is an effect, even with no effect of its own)")
    return {k: c for k, c in cards.items() if c.name}


# ---- the reference -------------------------------------------------------------


def reference(vocab: Vocabulary | None = None) -> str:
    """Every declared term, by kind, as Markdown (generated section of
    docs/card-facts.md)."""
    vocab = vocab or vocabulary()
    out = [BEGIN, "", "Argument kinds that are values; every other kind is one of the sections below.", "",
           "| kind | values |", "|---|---|"]
    out += [f"| `{k}` | {v} |" for k, v in BASE_KINDS.items()]
    kinds = sorted(vocab.kinds, key=lambda k: (k != "fact", k))
    for kind in kinds:
        out += ["", f"### `{kind}`" + (" — card facts" if kind == "fact" else ""), "",
                "| term | meaning | declared in |", "|---|---|---|"]
        for name in sorted(vocab.kinds[kind]):
            for d in vocab.kinds[kind][name]:
                meaning = d.meaning.replace("|", "\\|")
                out.append(f"| `{d.signature()}` | {meaning} | `{d.file}` |")
    out += ["", END]
    return "\n".join(out) + "\n"


def document(text: str, vocab: Vocabulary | None = None) -> str:
    """docs/card-facts.md with its generated section replaced."""
    start, end = text.index(BEGIN), text.index(END) + len(END)
    return text[:start] + reference(vocab).rstrip("\n") + text[end:]


def write_document(path: Path = DOC) -> None:
    """Rewrite the generated section of docs/card-facts.md."""
    path.write_text(document(path.read_text(encoding="utf-8")), encoding="utf-8")
