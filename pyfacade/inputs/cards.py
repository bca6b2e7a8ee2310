"""The card library: which card facts exist, by name.

Card behaviour lives in ASP facts (facts/cards/*.lp, vocabulary in
docs/card-facts.md). This module indexes them by their card_name/2 fact so a
scenario can name cards as players do, and suggests names for typos. Every
file is checked against the declared vocabulary as it loads
(pyfacade/inputs/vocabulary.py; clean results are kept on disk,
pyfacade/inputs/checked.py).
"""

from __future__ import annotations

import difflib
import json
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..errors import JudgeError
from ..paths import CARDS_DIR, SHARED_CARD_DATA
from .checked import Summary, summaries, summary
from .vocabulary import CardFile, check_file


@dataclass(frozen=True)
class CardEntry:
    key: str  # the facts key, e.g. "monster_reborn"
    name: str  # the printed English name
    path: Path  # the facts file
    bundled: bool = True  # from facts/cards (else from JUDGE_CARDS or another folder)
    compiled: bool = False  # compiled from card text by `judge cards import` (pyfacade/cardtext), not hand-written


class CardLibrary:
    """Card facts from one or more directories, indexed by card name. Every
    file is checked on load (pyfacade/inputs/vocabulary.py). A key or a name twice
    is an error naming both files, unless the later file says
    `overrides(Key)`: then its card replaces the earlier card Key."""

    def __init__(self, dirs: list[Path], bundled: Path | None = CARDS_DIR):
        self.by_name: dict[str, CardEntry] = {}
        self.by_key: dict[str, CardEntry] = {}
        self.files: dict[Path, Summary] = {}
        problems: list[str] = []
        for folder in dirs:
            if not Path(folder).is_dir():
                problems.append(f"{folder}: no such card folder (JUDGE_CARDS names folders of card facts files)")
                continue
            is_bundled = bundled is not None and Path(folder).resolve() == Path(bundled).resolve()
            paths = sorted(Path(folder).glob("*.lp"))
            for path, checked in zip(paths, summaries(paths)):
                if isinstance(checked, JudgeError):
                    problems += checked.problems
                    continue
                self.files[path] = checked
                self._add(checked, is_bundled, problems)
        if problems:
            raise JudgeError(problems[0], problems)

    def add_compiled(self, folder: Path) -> None:
        """The cards compiled from card text into the store `folder`
        (docs/cardtext.md), found by its index; hand-written cards with the
        same name or key take precedence. Their files are checked when used."""
        from ..cardtext.store import read_index
        for item in read_index(folder):
            if item["name"].casefold() not in self.by_name and item["key"] not in self.by_key:
                entry = CardEntry(item["key"], item["name"], folder / item["file"], bundled=False, compiled=True)
                self.by_key[entry.key] = entry
                self.by_name[entry.name.casefold()] = entry

    def checked(self, entry: CardEntry) -> CardFile:
        """The checked facts file of a card, in full (with its facts and comments)."""
        return check_file(entry.path)

    def _add(self, checked: Summary, bundled: bool, problems: list[str]) -> None:
        path = checked.path
        for key, line in checked.overrides.items():
            old = self.by_key.get(key)
            if old is None:
                near = difflib.get_close_matches(key, list(self.by_key), n=3, cutoff=0.5)
                hint = " (did you mean " + ", ".join(f"'{n}'" for n in near) + "?)" if near else ""
                problems.append(f"{path}:{line}: overrides({key}): no card with key '{key}' was loaded before this file{hint}")
                continue
            del self.by_key[key]
            self.by_name.pop(old.name.casefold(), None)
        for key, (name, line) in checked.cards.items():
            entry = CardEntry(key, name, path, bundled)
            old = self.by_key.get(key)
            if old is not None:
                problems.append(f"{path}:{line}: card key '{key}' is already defined in {old.path}"
                                f" (to replace that card on purpose, add the fact overrides({key}).)")
                continue
            old = self.by_name.get(name.casefold())
            if old is not None:
                problems.append(f"{path}:{line}: card name \"{name}\" is already the card '{old.key}' of {old.path}"
                                f" (to replace that card on purpose, add the fact overrides({old.key}).)")
                continue
            self.by_key[key] = entry
            self.by_name[name.casefold()] = entry

    def lookup(self, name: str, where: str) -> CardEntry:
        entry = self.by_name.get(name.strip().casefold())
        if entry:
            if entry.compiled:
                summary(entry.path)  # a compiled card is checked like any card file before it is used
            return entry
        known = sorted(e.name for e in self.by_key.values())
        near = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
        message = f"{where}: unknown card '{name}'"
        if near:
            message += " (did you mean " + ", ".join(f"'{n}'" for n in near) + "?)"
        if name in real_card_names():
            message += f". '{name}' is a real card, but it has no card facts yet: add them in facts/cards/ (see docs/card-facts.md)"
        raise JudgeError(message)

    def names(self) -> list[str]:
        return sorted(e.name for e in self.by_key.values())


@lru_cache(maxsize=8)
def library(extra_dirs: tuple[str, ...] = ()) -> CardLibrary:
    """The bundled card facts plus the user's own directories (JUDGE_CARDS,
    os.pathsep-separated, and extra_dirs), then the cards compiled from card
    text by `judge cards import` (docs/cardtext.md)."""
    from ..cardtext.store import store_dir
    dirs = [CARDS_DIR]
    env = os.environ.get("JUDGE_CARDS")
    if env:
        dirs += [Path(p) for p in env.split(os.pathsep) if p]
    dirs += [Path(p) for p in extra_dirs]
    lib = CardLibrary(dirs)
    lib.add_compiled(store_dir())
    return lib


@lru_cache(maxsize=1)
def real_card_names() -> frozenset[str]:
    """English card names from the shared card data, when it is present
    (JUDGE_CARD_DATA or ../shared/data/cards-en.jsonl). Used only to tell a
    typo from a real card that has no facts yet."""
    path = Path(os.environ.get("JUDGE_CARD_DATA", SHARED_CARD_DATA))
    if not path.is_file():
        return frozenset()
    with path.open(encoding="utf-8") as handle:
        return frozenset(json.loads(line)["name"] for line in handle if line.strip())
