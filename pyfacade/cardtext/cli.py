"""`judge cards import PATH` and `judge cards stats PATH`."""

from __future__ import annotations

import argparse
import time

from .compiler import compile_card
from .reader import read_cards
from .stats import Stats
from .store import unique_keys, write_store


def register(commands) -> None:
    """Add `import` and `stats` under `judge cards` (created here if the
    card-library command, issue 10, has not created it)."""
    cards = commands.choices.get("cards") or commands.add_parser("cards", help="card facts: import card databases, compile statistics")
    sub = cards._subparsers._group_actions[0] if cards._subparsers else cards.add_subparsers(dest="cards_command", required=True)
    imp = sub.add_parser("import", help="compile a card database into card facts in the user's card store")
    imp.add_argument("path", metavar="PATH", help="a yaml-yugi checkout (data/cards/*.yaml|*.json), its JSON Lines form, or a YGOPro/EDOPro cards.cdb")
    imp.set_defaults(run=_import)
    st = sub.add_parser("stats", help="how much of a card database's text compiles, and the clauses not understood")
    st.add_argument("path", metavar="PATH", help="a card database (as for import)")
    st.add_argument("--top", type=int, default=25, help="how many of the most frequent clauses not understood to list (default %(default)s)")
    st.set_defaults(run=_stats)


def compile_all(path: str) -> tuple[list, Stats]:
    start = time.perf_counter()
    stats = Stats()
    compiled = []
    for record in read_cards(path):
        cc = compile_card(record)
        stats.add(cc)
        compiled.append(cc)
    stats.seconds = time.perf_counter() - start
    return compiled, stats


def _import(args: argparse.Namespace) -> int:
    from ..paths import CARDS_DIR
    from ..cards import CardLibrary
    compiled, stats = compile_all(args.path)
    bundled = CardLibrary([CARDS_DIR])
    unique_keys(compiled, set(bundled.by_key))
    folder = write_store(compiled)
    print(f"imported {len(compiled)} cards into {folder} (hand-written cards with the same name take precedence)")
    print(stats.report(top=10), end="")
    return 1 if stats.errors else 0


def _stats(args: argparse.Namespace) -> int:
    _, stats = compile_all(args.path)
    print(stats.report(top=args.top), end="")
    return 0



def compiled_note(scenario) -> str:
    """A line for a ruling in text that names the cards it rests on that were
    compiled from card text (not hand-written), or ""."""
    names = sorted({entry.name for entry in scenario.cards.values() if entry.compiled})
    if not names:
        return ""
    return ("\nCompiled from card text, not hand-written (clauses not understood are not modelled; docs/cardtext.md): "
            + ", ".join(names) + "\n")
