"""The gold comparison: the bundled hand-written cards (facts/cards/*.lp)
against what the compiler makes of the same cards' official text.

Per kind of fact (its predicate), agreement is |H & C| / |H | C| over the
hand-written facts H and the compiled facts C, the compiled card's key
replaced by the hand-written one; also |H & C| / |C|, how many of the facts
the compiler states agree. Card-level kinds compare the whole card;
effect-level kinds compare only the effects the hand-written file describes
(hand-written cards leave out effects no scenario needs; effects are matched
in order by kind, see align()). Every difference is
listed, marked "abstained" when the compiled effect states a clause as not
modelled (the compiler said it did not understand), "hand-written abstained"
when the compiler states a fact of an effect whose hand-written file states
a part as not modelled, else "differs".
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import clingo
from clingo import Function, Symbol

from ..paths import CARDS_DIR
from .compiler import compile_card
from .reader import CardRecord, read_cards

CARD_LEVEL = {"card_type", "subtype", "level", "attack_points", "defense_points", "pendulum_scale", "summon_limit", "condition_option",
              "monster_type", "attribute", "rank", "link_rating",
              "material", "summon_condition", "summon_procedure", "procedure_from", "procedure_condition", "control_limit",
              "treated_as", "name_becomes", "name_becomes_in", "field_limit"}
# Descriptive statistics, materials and Summoning conditions a hand-written
# file states only where a scenario needs them: compared only on the cards
# whose hand-written file states the kind.
WHEN_STATED = {"monster_type", "attribute", "rank", "link_rating",
               "material", "summon_condition", "summon_procedure", "procedure_from", "procedure_condition", "summon_limit",
               "control_limit", "treated_as", "name_becomes", "name_becomes_in", "field_limit"}
SKIP = {"card_name", "not_modelled", "vocab", "materials_not_understood", "procedure_not_understood"}


@dataclass
class Gold:
    agree: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    union: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    stated: dict[str, int] = field(default_factory=lambda: defaultdict(int))  # |C|: facts the compiler states
    differences: list[tuple[str, str, str, str]] = field(default_factory=list)  # card, kind, side, fact + why
    cards: int = 0
    missing: list[str] = field(default_factory=list)  # bundled cards whose text is not in the data

    def agreement(self, kind: str) -> float:
        return self.agree[kind] / self.union[kind] if self.union[kind] else 1.0

    def report(self) -> str:
        lines = [f"gold: {self.cards} hand-written cards compared (not in the data: {', '.join(self.missing) or 'none'})",
                 f"  {'kind of fact':<20} {'agree / union (H|C)':>24}   {'of the compiled facts, agree':>30}"]

        def row(name, a, u, c):
            return f"  {name:<20} {a:>6} / {u:<6} {100 * a / max(u, 1):5.1f} %   {a:>10} / {c:<6} {100 * a / c if c else 100:5.1f} %"
        for kind in sorted(self.union, key=lambda k: (-self.union[k], k)):
            lines.append(row(kind, self.agree[kind], self.union[kind], self.stated[kind]))
        lines.append(row("all", sum(self.agree.values()), sum(self.union.values()), sum(self.stated.values())))
        lines.append("differences (card: only in hand-written (H) or only compiled (C); abstained = the compiler stated the clause as not modelled; "
                     "hand-written abstained = the hand-written file states that part as not modelled):")
        for card, kind, side, text in self.differences:
            lines.append(f"  {card}: {side} {text}")
        return "\n".join(lines) + "\n"


def hand_facts(path: Path) -> list[Symbol]:
    ctl = clingo.Control(["--warn=none"])
    ctl.load(str(path))
    ctl.ground([("base", [])])
    return [a.symbol for a in ctl.symbolic_atoms if a.is_fact]


def _rekey(sym: Symbol, old: str, new: str) -> Symbol:
    if sym.type != clingo.SymbolType.Function:
        return sym
    if not sym.arguments and sym.name == old:
        return Function(new)
    return Function(sym.name, [_rekey(a, old, new) for a in sym.arguments], sym.positive)


def align(hand: list[tuple[int, str]], compiled: list[tuple[int, str]]) -> dict[int, int]:
    """Compiled effect number -> hand-written effect number. Hand-written
    files leave out effects no scenario needs (and number the rest in text
    order, keeping the numbers of those left out), so an effect with the same
    number and kind matches; the others are matched in order by kind; an
    effect with no match of its kind keeps its number when that is free."""
    kinds = dict(compiled)
    mapping: dict[int, int] = {n: n for n, kind in hand if kinds.get(n) == kind}  # same number, same kind
    j = 0
    for number, kind in hand:
        if number in mapping.values():
            j = next((i + 1 for i in range(len(compiled)) if compiled[i][0] == number), j)
            continue
        found = next((i for i in range(j, len(compiled)) if compiled[i][1] == kind and compiled[i][0] not in mapping), None)
        if found is not None:
            mapping[compiled[found][0]] = number
            j = found + 1
    for number, _ in compiled:
        if number not in mapping and number not in mapping.values():
            mapping[number] = number
    return {c: h for c, h in mapping.items()}


def _renumber(f: Symbol, mapping: dict[int, int]) -> Symbol:
    if f.name in CARD_LEVEL or len(f.arguments) < 2 or f.arguments[1].type != clingo.SymbolType.Number:
        return f
    n = mapping.get(f.arguments[1].number, 1000 + f.arguments[1].number)  # unmatched: outside the comparison
    return Function(f.name, [f.arguments[0], clingo.Number(n), *f.arguments[2:]])


def compare(data_path: str | Path, cards_dir: Path = CARDS_DIR) -> Gold:
    records: dict[str, CardRecord] = {}
    hands: dict[str, tuple[str, list[Symbol]]] = {}
    for path in sorted(Path(cards_dir).glob("*.lp")):
        facts = hand_facts(path)
        for f in facts:
            if f.name == "card_name":
                hands[f.arguments[1].string] = (f.arguments[0].name, facts)
    for rec in read_cards(data_path):
        if rec.name in hands:
            records[rec.name] = rec
    gold = Gold()
    for name in sorted(hands):
        key, facts = hands[name]
        if name not in records:
            gold.missing.append(name)
            continue
        gold.cards += 1
        cc = compile_card(records[name], key)
        hand_kinds = sorted((f.arguments[1].number, f.arguments[2].name) for f in facts if f.name == "effect")
        mapping = align(hand_kinds, [(e.number, e.kind) for e in cc.effects])
        compiled = [_renumber(_rekey(f, cc.key, key), mapping) for f in cc.all_facts()]
        abstained = {mapping.get(e.number) for e in cc.effects if e.missing}
        hand_effects = {n for n, _ in hand_kinds}
        hand_abstained = {f.arguments[1].number for f in facts if f.name == "not_modelled" and f.arguments[1].number > 0}
        by_kind: dict[str, tuple[set, set]] = defaultdict(lambda: (set(), set()))
        for side, items in ((0, facts), (1, compiled)):
            # the effect whose condition is one_of(G): the options of group G are compared with that effect's facts
            option_of = {str(f.arguments[2].arguments[0]): f.arguments[1].number for f in items
                         if f.name == "condition" and f.arguments[2].name == "one_of" and f.arguments[1].type == clingo.SymbolType.Number}
            for f in items:
                if f.name in SKIP or (f.name == "condition" and str(f.arguments[2]) == "not_understood"):
                    continue
                if f.name == "condition_option" and option_of.get(str(f.arguments[0])) not in hand_effects:
                    continue  # an option of an effect the hand-written file leaves out
                if f.name not in CARD_LEVEL and f.name != "class_option":
                    if len(f.arguments) < 2 or f.arguments[1].type != clingo.SymbolType.Number or f.arguments[1].number not in hand_effects:
                        continue
                by_kind[f.name][side].add(f)
        for kind, (h, c) in by_kind.items():
            if kind in WHEN_STATED and not h:
                continue
            gold.agree[kind] += len(h & c)
            gold.union[kind] += len(h | c)
            gold.stated[kind] += len(c)
            for side, only in (("H", h - c), ("C", c - h)):
                for f in sorted(only, key=str):
                    e = f.arguments[1].number if len(f.arguments) > 1 and f.arguments[1].type == clingo.SymbolType.Number and kind not in CARD_LEVEL else None
                    if kind in ("class_option", "condition_option"):  # options of an activation condition
                        e = next((mapping.get(x.number) for x in cc.effects if x.activation_missing), None)
                    if side == "H" and e is not None and e not in mapping.values():
                        why = "abstained"  # no compiled effect matches this hand-written one
                    elif side == "C" and e in hand_abstained:
                        why = "hand-written abstained"  # the hand-written file states this part as not modelled
                    else:
                        why = "abstained" if e in abstained and side == "H" else "differs"
                    gold.differences.append((name, kind, side, f"{f}  [{why}]"))
    return gold
