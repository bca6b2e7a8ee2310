"""Figures for a card database: how much of its text compiles."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from .compiler import CompiledCard


@dataclass
class Stats:
    cards: Counter = field(default_factory=Counter)  # status -> count
    effects: Counter = field(default_factory=Counter)
    activated: int = 0  # effects that are activated (not continuous)
    activation_ok: int = 0  # effects whose activation features all compiled
    activated_ok: int = 0  # of them, activated effects (not continuous)
    errors: list[str] = field(default_factory=list)
    clauses: Counter = field(default_factory=Counter)  # clause shapes not understood
    activation_clauses: Counter = field(default_factory=Counter)  # those that decide an activation
    seconds: float = 0.0
    with_effects: int = 0

    def add(self, cc: CompiledCard):
        if cc.error:
            self.errors.append(f"{cc.name}: {cc.error}")
        self.cards[cc.status] += 1
        self.with_effects += bool(cc.effects)
        for e in cc.effects:
            self.effects[e.status] += 1
            self.activation_ok += not e.activation_missing
            self.activated_ok += not e.activation_missing and e.kind != "continuous"
            self.activated += e.kind != "continuous"
            for text in e.missing:
                self.clauses[shape(text)] += 1
            for text in e.activation_clauses:
                self.activation_clauses[shape(text)] += 1
        for text in cc.card_missing:
            self.clauses[shape(text)] += 1

    def report(self, top: int = 25) -> str:
        n_cards, n_eff = sum(self.cards.values()), sum(self.effects.values())

        def pc(a, b):
            return f"{a:>6} ({100 * a / b:5.1f} %)" if b else f"{a:>6}"

        lines = [f"cards: {n_cards} ({self.with_effects} with effects) in {self.seconds:.1f} s, errors: {len(self.errors)}"]
        for s in ("complete", "partial", "none"):
            lines.append(f"  cards {s:<9}{pc(self.cards[s], n_cards)}")
        lines.append(f"effects: {n_eff} ({self.activated} activated)")
        for s in ("complete", "partial", "none"):
            lines.append(f"  effects {s:<9}{pc(self.effects[s], n_eff)}")
        lines.append(f"  activation features compiled (kind, Spell Speed, condition/event, cost, targets, usage limit):{pc(self.activation_ok, n_eff)}")
        lines.append(f"    of the {self.activated} activated effects (a continuous effect has only its kind):{pc(self.activated_ok, self.activated)}")
        lines.append(f"most frequent clauses not understood (quoted names as NAME, numbers as N; top {top}):")
        for text, count in self.clauses.most_common(top):
            lines.append(f"  {count:>6}  {text}")
        lines.append(f"most frequent clauses deciding an activation not understood (top {top}):")
        for text, count in self.activation_clauses.most_common(top):
            lines.append(f"  {count:>6}  {text}")
        for err in self.errors[:20]:
            lines.append(f"  error: {err}")
        return "\n".join(lines) + "\n"


def shape(text: str) -> str:
    """A clause with its card-specific parts blurred, so similar clauses count together."""
    text = re.sub(r'"[^"]*"', "NAME", text)
    return re.sub(r"\d+", "N", " ".join(text.split())).rstrip(".")
