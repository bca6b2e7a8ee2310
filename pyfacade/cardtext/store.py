"""Where compiled cards live, and writing them there.

The store is a user directory, not the package: $JUDGE_DATA_DIR/cards, or
$XDG_DATA_HOME/yugioh-judge/cards, or ~/.local/share/yugioh-judge/cards. It
holds one facts file per card (KEY.lp) and index.json (name, key, file,
compiler version, status), so the card library finds a card by name without
reading 14,000 files. An import replaces the whole store.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from clingo import Function, Symbol, SymbolType

from ..errors import JudgeError
if TYPE_CHECKING:
    from .compiler import CompiledCard
# The compiler (and lark) is imported only to write cards: the card library
# reads the index on every start-up (`judge ask` starts faster).

INDEX = "index.json"


def store_dir() -> Path:
    if os.environ.get("JUDGE_DATA_DIR"):
        return Path(os.environ["JUDGE_DATA_DIR"]) / "cards"
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "yugioh-judge" / "cards"


def facts_text(cc: CompiledCard) -> str:
    """The card's facts file. Every term is a clingo Symbol, so names and
    clauses are quoted and escaped by clingo itself."""
    from .compiler import VERSION, symbol_facts
    lines = [f"% Compiled from the card's official text by pyfacade/cardtext {VERSION} (docs/cardtext.md); status: {cc.status}.",
             "% not_modelled(K, E, \"clause\"): a clause not understood (E = 0: the card, not one of its effects).",
             f'% compiled_by({cc.key}, "cardtext", "{VERSION}").']
    by_effect: dict[int, list[Symbol]] = {}
    for f in symbol_facts(cc):
        second = f.arguments[1] if len(f.arguments) > 1 else None  # card-level facts have no effect number
        e = second.number if second is not None and second.type == SymbolType.Number and f.name not in ("card_name", "level", "rank",
            "link_rating", "attack_points", "defense_points", "pendulum_scale") else 0
        by_effect.setdefault(e, []).append(f)
    kinds = {e.number: (e.kind, e.status) for e in cc.effects}
    for e in sorted(by_effect):
        if e:
            kind, status = kinds.get(e, ("?", "?"))
            lines.append(f"% effect {e}: {kind}, {status}")
        lines += [f"{f}." for f in by_effect[e]]
    return "\n".join(lines) + "\n"


def unique_keys(cards: list[CompiledCard], taken: set[str]) -> None:
    """Make keys unique (across the cards and the keys already taken) by a
    numeric suffix, in order."""
    used = set(taken)
    for cc in cards:
        key, n = cc.key, 2
        while key in used:
            key, n = f"{cc.key}_{n}", n + 1
        used.add(key)
        if key != cc.key:
            rekey(cc, key)


def rekey(cc: CompiledCard, key: str) -> None:
    """Give a compiled card another key (its condition group one_of(K) too)."""
    group = Function("one_of", [Function(cc.key)])

    def swap(sym: Symbol) -> Symbol:
        args = [Function(key), *sym.arguments[1:]]
        if sym.name == "condition" and args[2] == group:
            args[2] = Function("one_of", [Function(key)])
        return Function(sym.name, args)

    cc.facts = [swap(f) for f in cc.facts]
    for e in cc.effects:
        e.facts = [swap(f) for f in e.facts]
    cc.key = key


def write_store(cards: list[CompiledCard], folder: Path | None = None) -> Path:
    """Replace the store with these cards; return its folder."""
    from .compiler import VERSION
    folder = folder or store_dir()
    folder.parent.mkdir(parents=True, exist_ok=True)
    try:
        fresh = Path(tempfile.mkdtemp(prefix=".cards-", dir=folder.parent))
        index = {"compiler": "cardtext", "version": VERSION, "cards": []}
        for cc in cards:
            (fresh / f"{cc.key}.lp").write_text(facts_text(cc), encoding="utf-8")
            index["cards"].append({"name": cc.name, "key": cc.key, "file": f"{cc.key}.lp", "status": cc.status})
        (fresh / INDEX).write_text(json.dumps(index, ensure_ascii=False, indent=0), encoding="utf-8")
        if folder.exists():
            old = folder.with_name(folder.name + ".old")
            shutil.rmtree(old, ignore_errors=True)
            folder.rename(old)
            fresh.rename(folder)
            shutil.rmtree(old, ignore_errors=True)
        else:
            fresh.rename(folder)
    except OSError as exc:
        raise JudgeError(f"{folder}: cannot write the compiled cards ({exc.strerror or exc})") from None
    return folder


def read_index(folder: Path | None = None) -> list[dict]:
    """The compiled cards in the store (empty when there is none)."""
    path = (folder or store_dir()) / INDEX
    if not path.is_file():
        return []
    try:
        return json.loads(path.read_text(encoding="utf-8"))["cards"]
    except (OSError, ValueError, KeyError) as exc:
        raise JudgeError(f"{path}: not a compiled-cards index ({exc}); run `judge cards import` again") from None
