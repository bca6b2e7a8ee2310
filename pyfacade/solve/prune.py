"""Ground only what can matter: the rule base pruned for one set of inputs.

clingo compiles every rule on every ground call (about 50 µs a rule, even
with no facts for it), so a question pays for every rule of the rule base.
Most rules cannot fire for a given scenario: a positive body atom that no
fact and no rule can ever make true. This module drops those, from the
program's dependency graph, before grounding:

- **Forward** (what can be derived): each atom is abstracted to its
  predicate and the top-level shape of its arguments (a constant, a number,
  a function name and arity, or anything). Starting from the inputs (the
  scenario's facts and the card facts) and the program's own facts, a rule
  can fire when every positive body literal matches something derivable;
  then its heads become derivable. A rule that never can fire has a body
  that is false in every answer set: dropping it changes nothing.
  Negative literals, aggregates and conditional literals never block a rule
  (they can be true with nothing derived).
- **Backward** (what can be seen): a normal rule (one plain head atom) whose
  predicate is neither shown nor used in the body of any kept statement
  (constraints, choices, #show, #minimize, ... included) only decides its
  own head, which nothing reads: dropping it leaves every answer set's shown
  atoms as they were (solving projects onto them). Choices, disjunctions and
  #external are kept whenever they can fire.

The analysis of a program (its statements as text, with what each needs and
derives) is kept on disk, keyed by the program, so a new process does not
walk clingo's Python AST; a pruned program is kept in memory and on disk,
keyed by the program and the abstract inputs. Nothing here names a module or
predicate of the rule base: it is generic over any program.
"""

from __future__ import annotations

import hashlib
import itertools
from array import array
import json
import math
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from clingo import Symbol, SymbolType, ast

# A term's shape: None (anything) or a string such as "f:destroy/1", "n:3".
# An atom's pattern: (name, arity, (shape of each argument, ...)).
Pattern = tuple
MEMORY_CACHE = 1024  # pruned programs (statement indices) kept in memory per analysed program


def _term_shape(term: ast.AST) -> str | None:
    kind = term.ast_type
    if kind == ast.ASTType.SymbolicTerm:
        return _symbol_shape(term.symbol)
    if kind == ast.ASTType.Function and not term.external:
        return f"f:{term.name}/{len(term.arguments)}"
    return None  # variable, arithmetic, interval, pool, @function: anything


def _symbol_shape(symbol: Symbol) -> str | None:
    if symbol.type == SymbolType.Number:
        return f"n:{symbol.number}"
    if symbol.type == SymbolType.String:
        return f"s:{symbol.string}"
    if symbol.type == SymbolType.Function and symbol.positive:
        return f"f:{symbol.name}/{len(symbol.arguments)}"
    return None


def _atom_patterns(atom: ast.AST) -> list[Pattern] | None:
    """The patterns of a symbolic atom (several for a pool); None when its
    shape is unknown (it then matches, and derives, anything)."""
    term = atom.symbol
    sign = ""
    if term.ast_type == ast.ASTType.UnaryOperation and term.operator_type == ast.UnaryOperator.Minus:
        sign, term = "-", term.argument  # classical negation: its own predicate
    alternatives = term.arguments if term.ast_type == ast.ASTType.Pool else [term]
    patterns = []
    for alt in alternatives:
        if alt.ast_type == ast.ASTType.SymbolicTerm and alt.symbol.type == SymbolType.Function:
            patterns.append((sign + alt.symbol.name, len(alt.symbol.arguments), tuple(
                _symbol_shape(a) for a in alt.symbol.arguments)))
        elif alt.ast_type == ast.ASTType.Function and not alt.external:
            patterns.append((sign + alt.name, len(alt.arguments), tuple(_term_shape(a) for a in alt.arguments)))
        else:
            return None
    return patterns


def fact_pattern(symbol: Symbol) -> Pattern:
    return (symbol.name if symbol.positive else "-" + symbol.name, len(symbol.arguments),
            tuple(_symbol_shape(a) for a in symbol.arguments))


ATOM_FIELDS = {  # where atoms occur inside a statement (terms hold none, so the walk skips them)
    ast.ASTType.Rule: ("head", "body"),
    ast.ASTType.Literal: ("atom",),
    ast.ASTType.ConditionalLiteral: ("literal", "condition"),
    ast.ASTType.Aggregate: ("elements",),
    ast.ASTType.BodyAggregate: ("elements",),
    ast.ASTType.BodyAggregateElement: ("condition",),
    ast.ASTType.HeadAggregate: ("elements",),
    ast.ASTType.HeadAggregateElement: ("condition",),
    ast.ASTType.Disjunction: ("elements",),
}


def atoms(node: ast.AST):
    """Every symbolic atom in a statement or part of one."""
    if node.ast_type == ast.ASTType.SymbolicAtom:
        yield node
        return
    for name in ATOM_FIELDS.get(node.ast_type, ()):
        value = getattr(node, name)
        for child in ([value] if isinstance(value, ast.AST) else value):
            yield from atoms(child)


def _names(nodes) -> list[str]:
    """Predicate names (with arity) of every atom in the nodes; '*' when one
    is of unknown shape (it could be any predicate)."""
    out = []
    for node in nodes:
        for atom in atoms(node):
            patterns = _atom_patterns(atom)
            out += ["*"] if patterns is None else [f"{p[0]}/{p[1]}" for p in patterns]
    return out


def _variables(atom: ast.AST) -> list:
    """The variable name of each argument that is a plain variable (else None)."""
    term = atom.symbol
    if term.ast_type != ast.ASTType.Function:
        return []
    return [a.name if a.ast_type == ast.ASTType.Variable and a.name != "_" else None for a in term.arguments]


def _needs(body) -> tuple[list[Pattern], list[list]]:
    """The positive, unconditional body atoms (each must be derivable), and
    the variables of their arguments."""
    needs, variables = [], []
    for lit in body:
        if (lit.ast_type == ast.ASTType.Literal and lit.sign == ast.Sign.NoSign
                and lit.atom.ast_type == ast.ASTType.SymbolicAtom):
            patterns = _atom_patterns(lit.atom)
            if patterns is not None and len(patterns) == 1:
                needs.append(patterns[0])
                variables.append(_variables(lit.atom))
    return needs, variables


def _heads(head) -> tuple[list[Pattern | None], list[list]]:
    out: list = []
    variables: list = []
    for atom in atoms(head):
        patterns = _atom_patterns(atom)
        if patterns is None:
            out.append(None)
            variables.append([])
        elif len(patterns) == 1:
            out += patterns
            variables.append(_variables(atom))
        else:  # a pool: its variables are not traced
            out += patterns
            variables += [[]] * len(patterns)
    return out, variables


def _rule_info(kind: str, body, head) -> dict:
    needs, need_vars = _needs(body)
    heads, head_vars = _heads(head) if head is not None else ([], [])
    bound = {}  # variable -> (need, argument) that binds it first
    for j, names in enumerate(need_vars):
        for k, name in enumerate(names):
            if name and name not in bound:
                bound[name] = (j, k)
    # per head argument: the (need, argument) its value comes from, or None
    sources = [[bound.get(name) if name else None for name in names] for names in head_vars]
    return {"kind": kind, "needs": needs, "heads": heads, "sources": sources}


def _describe(s: ast.AST) -> dict:
    """What one statement needs, derives and reads. Kinds: normal (one
    plain head atom: dropped when it cannot fire or nothing reads it),
    choice (kept whenever it can fire), show (a #show term: kept when it
    can fire), shown (#show p/n), keep (kept as it is)."""
    kind = s.ast_type
    if kind == ast.ASTType.Rule:
        head = s.head
        normal = (head.ast_type == ast.ASTType.Literal and head.sign == ast.Sign.NoSign
                  and head.atom.ast_type == ast.ASTType.SymbolicAtom)
        info = _rule_info("normal" if normal else "choice", s.body, head)
        info["reads"] = _names(s.body) + ([] if normal else _names([head]))
        if normal and not s.body:
            info["fact"] = str(head.atom.symbol)
        return info
    if kind == ast.ASTType.External:
        info = _rule_info("choice", s.body, ast.Literal(s.location, ast.Sign.NoSign, s.atom))
        info["reads"] = _names(s.body)
        return info
    if kind == ast.ASTType.ShowTerm:
        info = _rule_info("show", s.body, None)
        info["reads"] = _names(s.body)
        return info
    if kind == ast.ASTType.ShowSignature:
        return {"kind": "shown", "reads": [("-" if not s.positive else "") + f"{s.name}/{s.arity}"]}
    if kind in (ast.ASTType.Minimize, ast.ASTType.Heuristic, ast.ASTType.Edge):
        return {"kind": "keep", "reads": _names(s.body) + (_names([ast.Literal(s.location, ast.Sign.NoSign, s.atom)])
                                                            if kind == ast.ASTType.Heuristic else [])}
    if kind in (ast.ASTType.ProjectAtom,):
        return {"kind": "keep", "reads": _names(s.body) + _names([ast.Literal(s.location, ast.Sign.NoSign, s.atom)])}
    if kind == ast.ASTType.ProjectSignature:
        return {"kind": "keep", "reads": [f"{s.name}/{s.arity}"]}
    return {"kind": "keep", "reads": []}


class Analysis:
    """A program's statements as text, with what each needs and derives.

    What a question needs before pruning (the argument shapes some body asks
    for, the shown signatures, the program's facts) is its *head*, kept on
    disk apart from the statements: a process whose pruned program is cached
    (pyfacade/solve/engine.py) never reads the statements (several MB)."""

    def __init__(self, key: str, head: dict, body):
        self.key = key
        self.mentioned = frozenset(head["mentioned"])  # argument shapes some body asks for
        self.has_show = bool(head["has_show"])
        self._facts = [(str(name), int(arity), str(text)) for name, arity, text in head["facts"]]
        self._shown = [(str(name), int(arity)) for name, arity in head["shown"]]
        self._body = body  # () -> {"texts": [...], "infos": [...]}, read when first needed
        self._texts: list[str] | None = None
        self._infos: list[dict] | None = None
        self._pruned: dict = {}

    @property
    def texts(self) -> list[str]:
        if self._texts is None:
            self._read_body()
        return self._texts

    @property
    def infos(self) -> list[dict]:
        if self._infos is None:
            self._read_body()
        return self._infos

    def _read_body(self) -> None:
        stored = self._body()
        infos = stored["infos"]
        for info in infos:
            for name in ("needs", "heads"):
                if name in info:
                    info[name] = [None if p is None else (p[0], p[1], tuple(p[2])) for p in info[name]]
            if "sources" in info:
                info["sources"] = [[tuple(x) if x else None for x in sources] for sources in info["sources"]]
        self._texts, self._infos = stored["texts"], infos

    def facts(self, name: str, arity: int) -> list[str]:
        """The program's own ground facts name/arity, as text."""
        return [text for n, a, text in self._facts if (n, a) == (name, arity)]

    def shown(self) -> list[tuple[str, int]]:
        """The signatures of `#show p/n` statements."""
        return list(self._shown)

    def inputs(self, patterns) -> frozenset:
        """The abstract inputs: argument shapes the program never asks for
        become 'anything', so scenarios that differ only in names (of their
        cards, players, ...) share a pruned program."""
        mentioned = self.mentioned
        return frozenset(p if p is None else (p[0], p[1], tuple(a if a in mentioned else None for a in p[2]))
                         for p in patterns)

    def pruned(self, inputs: frozenset, additions_key: bytes = b"") -> "Pruned":
        """Which statements to keep for these inputs (cached on disk, and in
        memory for the MEMORY_CACHE most recently used: a long-running
        process must not grow with every new kind of scenario it meets).
        `additions_key` names what the caller adds to each kept statement."""
        found = self._pruned.pop(inputs, None)
        if found is not None:
            self._pruned[inputs] = found  # most recently used last
        else:
            digest = hashlib.sha256((self.key + repr(sorted(inputs, key=repr))).encode() + additions_key).hexdigest()[:24]
            path = cache_dir() / f"kept-{digest}.json"
            try:
                kept = json.loads(path.read_text(encoding="utf-8"))
                if not all(isinstance(i, int) and 0 <= i < len(self.texts) for i in kept):
                    raise ValueError("not statement indices")
            except (OSError, ValueError):
                kept = self.kept(inputs)
                write_cache(path, json.dumps(kept))
            found = self._pruned[inputs] = Pruned(array("I", kept))  # compact: up to MEMORY_CACHE are kept
            while len(self._pruned) > MEMORY_CACHE:
                del self._pruned[next(iter(self._pruned))]
        return found

    def kept(self, inputs) -> list[int]:
        """Indices of the statements that can matter for these inputs.

        A recursive rule that cannot fire is dropped like any other: keeping
        them (for gringo's split of the program into components) was measured
        to cost a third of a question's time once the rule base had grown
        (docs/performance.md), and no scenario got slower without them."""
        infos = self.infos
        fired = _forward(infos, inputs)
        keep = [info["kind"] not in ("normal", "choice", "show") or i in fired for i, info in enumerate(infos)]
        if self.has_show:
            _backward(infos, keep)
        return [i for i, k in enumerate(keep) if k]


@dataclass
class Pruned:
    kept: array  # indices of the statements kept
    memo: dict = field(default_factory=dict)  # what callers derive from `kept`, kept with it


def _matches(need: tuple, have: tuple) -> bool:
    return all(a is None or b is None or a == b for a, b in zip(need, have))


def _forward(infos: list[dict], inputs) -> set[int]:
    """The statements that can fire, from the inputs (all of them once
    something of unknown shape can be derived). A head argument that is a
    variable bound by a positive body atom gets the shapes that atom's
    argument can have (so `performs(L,Seq,Op) :- ..., op(K,E,Seq,Op)`
    derives only the operations some card has); joins are ignored."""
    rules = [i for i, info in enumerate(infos) if info["kind"] in ("normal", "choice", "show")]
    users: dict[tuple, set[int]] = {}
    for i in rules:
        for need in infos[i]["needs"]:
            users.setdefault(need[:2], set()).add(i)
    have: dict[tuple, set] = {}
    fired: set[int] = set()
    dirty = set(rules)

    def add(pattern) -> bool:
        """Record a derivable pattern; False when it is of unknown shape."""
        if pattern is None:
            return False
        seen = have.setdefault(pattern[:2], set())
        if pattern[2] not in seen:
            seen.add(pattern[2])
            dirty.update(users.get(pattern[:2], ()))
        return True

    for pattern in inputs:
        if not add(pattern):
            return set(rules)
    while dirty:
        i = dirty.pop()
        info = infos[i]
        matches = []
        for need in info["needs"]:
            found = [args for args in have.get(need[:2], ()) if _matches(need[2], args)]
            if not found:
                break
            matches.append(found)
        else:
            fired.add(i)
            for head, sources in zip(info["heads"], info["sources"]):
                if head is None:
                    return set(rules)
                for pattern in _instances(head, sources, matches):
                    add(pattern)
    return fired


MAX_INSTANCES = 64  # head patterns one rule may add at a time; beyond, arguments become 'anything'


def _instances(head: tuple, sources: list, matches: list) -> list[tuple]:
    options = []
    for k, shape in enumerate(head[2]):
        source = sources[k] if k < len(sources) else None
        if source is None:
            options.append({shape})
        else:
            values = {args[source[1]] for args in matches[source[0]]}
            options.append({None} if None in values else values)
    while math.prod(len(o) for o in options) > MAX_INSTANCES:
        widest = max(range(len(options)), key=lambda k: len(options[k]))
        options[widest] = {None}
    return [(head[0], head[1], args) for args in itertools.product(*options)]


def _backward(infos: list[dict], keep: list[bool]) -> None:
    """Drop the normal rules whose head nothing reads (in place)."""
    read: set[str] = set()
    rules_of: dict[str, list[int]] = {}
    pending = []
    for i, info in enumerate(infos):
        if not keep[i]:
            continue
        if info["kind"] == "normal" and info["heads"][0] is not None:
            name, arity, _ = info["heads"][0]
            rules_of.setdefault(f"{name}/{arity}", []).append(i)
            keep[i] = False  # until something reads its head
        else:
            pending += info.get("reads", [])
    if "*" in pending:
        for rules in rules_of.values():
            for i in rules:
                keep[i] = True
        return
    while pending:
        name = pending.pop()
        if name == "*":
            pending += list(rules_of)
            continue
        if name in read:
            continue
        read.add(name)
        for i in rules_of.get(name, ()):
            keep[i] = True
            pending += infos[i]["reads"]


# ---- analysis, cached on disk --------------------------------------------------


def cache_dir() -> Path:
    return _cache_dir(os.environ.get("JUDGE_CACHE_DIR"), os.environ.get("XDG_CACHE_HOME"), os.environ.get("HOME"))


@lru_cache(maxsize=8)
def _cache_dir(judge: str | None, xdg: str | None, _home: str | None) -> Path:
    """Called once per card file on start-up: Path.home() each time showed in profiles."""
    return Path(judge or Path(xdg or Path.home() / ".cache") / "yugioh-judge")


MAX_CACHE_BYTES = 512 * 2**20  # past this, the oldest entries go (every entry can be computed again)
EVICT_EVERY = 256  # writes of a process between two looks at the cache's size (and its first write)
_writes = 0


def write_cache(path: Path, text: str) -> None:
    global _writes
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(text, encoding="utf-8")
        partial.replace(path)
    except OSError:
        return  # no writable cache: compute again next time
    if _writes % EVICT_EVERY == 0:
        evict(path.parent, MAX_CACHE_BYTES)
    _writes += 1


def evict(folder: Path, limit: int) -> None:
    """Keep the cache within `limit` bytes: when it is over, the entries
    written longest ago go until it holds three quarters of the limit (a
    reader that finds an entry gone computes it again)."""
    try:
        entries = [(e.stat().st_mtime, e.stat().st_size, e.path) for e in os.scandir(folder) if e.is_file()]
    except OSError:
        return
    total = sum(size for _, size, _ in entries)
    if total <= limit:
        return
    for _, size, name in sorted(entries):
        if total <= limit * 3 // 4:
            break
        try:
            os.unlink(name)
        except OSError:
            continue  # gone already (another process evicts too)
        total -= size


_SOURCE = Path(__file__).read_bytes()


_ANALYSES: dict[str, Analysis] = {}


def analysis(key: str, statements, key_now=None) -> Analysis:
    """The analysis of a program, `key` naming its contents; `statements()`
    parses it when neither this process nor the disk holds one for that key.
    `key_now()`, when given, names the contents again after they were parsed:
    when the files changed in between, what was parsed is not what `key`
    names, and it is not stored under that key."""
    named = key
    key = hashlib.sha256(key.encode() + _SOURCE).hexdigest()[:24]
    if key not in _ANALYSES:
        _ANALYSES[key] = _analysis(key, statements, lambda: key_now is None or key_now() == named)
    return _ANALYSES[key]


def _analysis(key: str, statements, unchanged) -> Analysis:
    """The head from its own small file; the statements from theirs when
    first needed (both are written when the program is first analysed,
    unless `unchanged()` says the program changed while it was parsed)."""
    path = cache_dir() / f"analysis-{key}.json"
    head_path = cache_dir() / f"analysis-{key}.head.json"
    body: dict | None = None

    def read_body() -> dict:
        nonlocal body
        if body is None:
            try:
                body = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                parsed = [s for s in statements() if s.ast_type != ast.ASTType.Comment]
                body = {"texts": [str(s) for s in parsed], "infos": [_describe(s) for s in parsed]}
                if unchanged():
                    write_cache(path, json.dumps(body))
        return body

    try:
        head = json.loads(head_path.read_text(encoding="utf-8"))
        return Analysis(key, head, read_body)
    except (OSError, ValueError, TypeError, KeyError):
        head = _head(read_body()["infos"])
        if unchanged():
            write_cache(head_path, json.dumps(head))
        return Analysis(key, head, read_body)


def _head(infos: list[dict]) -> dict:
    """What Analysis needs before it prunes (see its docstring)."""
    return {"mentioned": sorted({a for info in infos for p in info.get("needs", ()) for a in p[2] if a}),
            "has_show": any(info["kind"] in ("shown", "show") for info in infos),
            "facts": [[info["heads"][0][0], info["heads"][0][1], info["fact"]] for info in infos
                      if "fact" in info and info["heads"][0] is not None],
            "shown": [[r.rsplit("/", 1)[0], int(r.rsplit("/", 1)[1])] for info in infos if info["kind"] == "shown"
                      for r in info["reads"]]}


def files_key(paths) -> str:
    """A digest of the files' paths and contents (each file read and hashed
    once per process while its size and modification time stay the same:
    the rule base's files make several keys)."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(str(path).encode() + b"\0" + _file_digest(str(path), _stamp(path)) + b"\0")
    return digest.hexdigest()


def _stamp(path) -> tuple | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


@lru_cache(maxsize=1024)
def _file_digest(path: str, _stamp) -> bytes:
    return hashlib.sha256(Path(path).read_bytes()).digest()


def card_heads(path: Path) -> frozenset:
    """What a card facts file can derive: the patterns of its heads (any
    rules in it counted as if they fire), read again when the file changes
    (a stale reading would drop the rules its new facts need)."""
    return _card_heads(Path(path), _stamp(path))


@lru_cache(maxsize=1024)
def _card_heads(path: Path, _stamp) -> frozenset:
    data = Path(path).read_bytes()
    key = hashlib.sha256(data + _SOURCE).hexdigest()[:24]
    cache = cache_dir() / f"card-{key}.json"
    try:
        heads = json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        statements: list = []
        ast.parse_string(data.decode("utf-8"), statements.append)  # the bytes the key names (a card file has no #include)
        heads = [h for s in statements if s.ast_type in (ast.ASTType.Rule, ast.ASTType.External)
                 for h in _describe(s).get("heads", [])]
        write_cache(cache, json.dumps(heads))
    return frozenset(None if h is None else (h[0], h[1], tuple(h[2])) for h in heads)
