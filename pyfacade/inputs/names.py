"""Name containment for the filters by quoted name (asp/battle/card_names.lp).

Whether a card's name includes a quoted text is string work, so the facade
states it: for each text the loaded card facts quote in a name_has(S)
filter, name_includes(K, S) for every scenario card K whose name includes
S. A card always treated as a "X" card (treated_as(K, "X"),
asp/legality/summon_conditions.lp) includes S when X does. Translation
only; what membership means is decided in asp/.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from clingo import Function, String, Symbol, SymbolType, ast, parse_term


def _quoted(symbol: Symbol, found: set[str]) -> None:
    if symbol.type != SymbolType.Function:
        return
    if symbol.name == "name_has" and len(symbol.arguments) == 1 and symbol.arguments[0].type == SymbolType.String:
        found.add(symbol.arguments[0].string)
    for arg in symbol.arguments:
        _quoted(arg, found)


@lru_cache(maxsize=None)
def _quoted_in(path: Path, _stamp: float) -> frozenset[str]:
    found: set[str] = set()

    def visit(statement: ast.AST) -> None:
        if statement.ast_type == ast.ASTType.Rule and not statement.body and "name_has" in str(statement.head):
            _quoted(parse_term(str(statement.head)), found)

    ast.parse_files([str(path)], visit)
    return frozenset(found)


@lru_cache(maxsize=None)
def _treated_in(path: Path, _stamp: float) -> tuple[tuple[str, str], ...]:
    found: list[tuple[str, str]] = []

    def visit(statement: ast.AST) -> None:
        if statement.ast_type == ast.ASTType.Rule and not statement.body and str(statement.head).startswith("treated_as("):
            term = parse_term(str(statement.head))
            if len(term.arguments) == 2 and term.arguments[1].type == SymbolType.String:
                found.append((term.arguments[0].name, term.arguments[1].string))

    ast.parse_files([str(path)], visit)
    return tuple(found)


def quoted_names(paths: list[Path]) -> frozenset[str]:
    """Every text quoted in a name_has(S) filter of these card facts files."""
    return frozenset().union(*(_quoted_in(Path(p), Path(p).stat().st_mtime) for p in paths))


def name_facts(cards: dict[str, str], paths: list[Path]) -> list[Symbol]:
    """name_includes(Key, S) for the cards (key -> printed name) whose name includes S."""
    texts = quoted_names(paths)
    treated: dict[str, list[str]] = {}
    for p in paths:
        for key, text in _treated_in(Path(p), Path(p).stat().st_mtime):
            treated.setdefault(key, []).append(text)
    return [Function("name_includes", [Function(key), String(s)])
            for key, name in sorted(cards.items()) for s in sorted(texts)
            if s in name or any(s in t for t in treated.get(key, ()))]
