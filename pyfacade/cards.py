"""The card library: which card facts exist, by name.

Card behaviour lives in ASP facts (facts/cards/*.lp, vocabulary in
docs/card-facts.md). This module only indexes them by their card_name/2 fact
so a scenario can name cards as players do, and suggests names for typos.
"""

from __future__ import annotations

import difflib
import json
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import clingo

from .errors import JudgeError
from .paths import CARDS_DIR


@dataclass(frozen=True)
class CardEntry:
    key: str  # the facts key, e.g. "monster_reborn"
    name: str  # the printed English name
    path: Path  # the facts file
    compiled: bool = False  # compiled from card text (pyfacade/cardtext), not hand-written


class CardLibrary:
    """Card facts from one or more directories, indexed by card name."""

    def __init__(self, dirs: list[Path], compiled_dir: Path | None = None):
        self.by_name: dict[str, CardEntry] = {}
        self.by_key: dict[str, CardEntry] = {}
        for folder in dirs:
            for path in sorted(Path(folder).glob("*.lp")):
                for key, name in _card_names(path):
                    entry = CardEntry(key, name, path)
                    if key in self.by_key and self.by_key[key].path != path:
                        raise JudgeError(f"{path}: card key '{key}' is already defined in {self.by_key[key].path}")
                    self.by_key[key] = entry
                    self.by_name[name.casefold()] = entry
        if compiled_dir is not None:  # compiled cards: hand-written ones (by name or key) take precedence
            from .cardtext.store import read_index
            for item in read_index(compiled_dir):
                if item["name"].casefold() not in self.by_name and item["key"] not in self.by_key:
                    entry = CardEntry(item["key"], item["name"], compiled_dir / item["file"], compiled=True)
                    self.by_key[entry.key] = entry
                    self.by_name[entry.name.casefold()] = entry

    def lookup(self, name: str, where: str) -> CardEntry:
        entry = self.by_name.get(name.strip().casefold())
        if entry:
            return entry
        known = sorted(e.name for e in self.by_key.values())
        near = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
        message = f"{where}: unknown card '{name}'"
        if near:
            message += " (did you mean " + ", ".join(f"'{n}'" for n in near) + "?)"
        if name in real_card_names():
            message += f". '{name}' is a real card, but it has no card facts yet: add them in facts/cards/ (see docs/card-facts.md), or compile them from card text with `judge cards import` (docs/cardtext.md)"
        raise JudgeError(message)

    def names(self) -> list[str]:
        return sorted(e.name for e in self.by_key.values())


def _card_names(path: Path) -> list[tuple[str, str]]:
    """The card_name/2 facts of one facts file, found by grounding it alone."""
    ctl = clingo.Control(["--warn=none"])
    try:
        ctl.load(str(path))
        ctl.ground([("base", [])])
    except RuntimeError as exc:
        raise JudgeError(f"{path}: not a valid card facts file ({exc})") from None
    return [
        (atom.symbol.arguments[0].name, atom.symbol.arguments[1].string)
        for atom in ctl.symbolic_atoms.by_signature("card_name", 2)
    ]


@lru_cache(maxsize=8)
def library(extra_dirs: tuple[str, ...] = ()) -> CardLibrary:
    """The bundled card facts plus the user's own directories (JUDGE_CARDS,
    os.pathsep-separated, and extra_dirs), then the cards compiled from card
    text by `judge cards import` (pyfacade/cardtext/store.py)."""
    from .cardtext.store import store_dir
    dirs = [CARDS_DIR]
    env = os.environ.get("JUDGE_CARDS")
    if env:
        dirs += [Path(p) for p in env.split(os.pathsep) if p]
    dirs += [Path(p) for p in extra_dirs]
    return CardLibrary(dirs, store_dir())


@lru_cache(maxsize=1)
def real_card_names() -> frozenset[str]:
    """English card names from the shared card data, when it is present
    (JUDGE_CARD_DATA or ../shared/data/cards-en.jsonl). Used only to tell a
    typo from a real card that has no facts yet."""
    path = Path(os.environ.get("JUDGE_CARD_DATA", Path(__file__).resolve().parents[2] / "shared/data/cards-en.jsonl"))
    if not path.is_file():
        return frozenset()
    with path.open(encoding="utf-8") as handle:
        return frozenset(json.loads(line)["name"] for line in handle if line.strip())
