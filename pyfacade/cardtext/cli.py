"""`judge cards import PATH` and `judge cards stats PATH`."""

from __future__ import annotations

import argparse
import time

from ..errors import JudgeError


def register() -> None:
    """`judge cards import PATH` and `judge cards stats PATH`: actions of the
    `judge cards` command (pyfacade/output/catalogue.py)."""
    from ..output.catalogue import ACTIONS
    ACTIONS.setdefault("import", _import)
    ACTIONS.setdefault("stats", _stats)


def _path(action: str, rest: list[str]) -> str:
    if len(rest) != 1:
        raise JudgeError(f"judge cards {action}: give one card database: a yaml-yugi checkout (data/cards/*.yaml|*.json), "
                         "its JSON Lines form, or a YGOPro/EDOPro cards.cdb")
    return rest[0]


def compile_all(path: str) -> tuple[list, "Stats"]:
    from .compiler import compile_card  # imported here: `judge ask` needs only compiled_note
    from .reader import read_cards
    from .stats import Stats
    start = time.perf_counter()
    stats = Stats()
    compiled = []
    for record in read_cards(path):
        cc = compile_card(record)
        stats.add(cc)
        compiled.append(cc)
    stats.seconds = time.perf_counter() - start
    return compiled, stats


def _import(args: argparse.Namespace, rest: list[str]) -> int:
    from ..paths import CARDS_DIR
    from ..inputs.cards import CardLibrary
    from .store import unique_keys, write_store
    compiled, stats = compile_all(_path("import", rest))
    bundled = CardLibrary([CARDS_DIR])
    unique_keys(compiled, set(bundled.by_key))
    folder = write_store(compiled)
    print(f"imported {len(compiled)} cards into {folder} (hand-written cards with the same name take precedence)")
    print(stats.report(top=10), end="")
    return 3 if stats.errors else 0  # a card the compiler failed on is an internal error (listed in the report)


def _stats(args: argparse.Namespace, rest: list[str]) -> int:
    _, stats = compile_all(_path("stats", rest))
    print(stats.report(top=30), end="")
    return 0



def compiled_note(scenario) -> str:
    """A line for a ruling in text that names the cards it rests on that were
    compiled from card text (not hand-written), or ""."""
    names = sorted({entry.name for entry in scenario.cards.values() if entry.compiled})
    if not names:
        return ""
    return ("\nCompiled from card text, not hand-written (clauses not understood are not modelled; docs/cardtext.md): "
            + ", ".join(names) + "\n")
