"""Which rule ids a corpus of scenarios exercises: a rule id is exercised
when an ASP rule that belongs to it (pyfacade/instrument.py) fires in some
scenario's answer set, or when it names a reason/3 or illegal/3 there."""

from __future__ import annotations

import clingo

from .check import scenario_files
from .errors import JudgeError
from .explain import _program
from .instrument import rule_base, support_name
from .scenario import load_file


def exercised_rules(paths: list[str]) -> set[str]:
    rules = rule_base().rules
    used: set[str] = set()
    for path in scenario_files(paths):
        try:
            scenarios = load_file(path)
        except JudgeError:
            continue
        for scenario in scenarios:
            ctl = clingo.Control(["--warn=none", "--models=0"])
            ctl.add("base", [], _program(rule_base()))
            for card_file in scenario.card_files():
                ctl.load(str(card_file))
            with ctl.backend() as backend:
                for symbol in scenario.facts():
                    backend.add_rule([backend.add_atom(symbol)])
            ctl.ground([("base", [])])
            with ctl.solve(yield_=True) as handle:
                for model in handle:
                    for rule in rules:
                        if rule.rule_id and rule.rule_id not in used and any(
                                model.contains(sa.symbol) for sa in ctl.symbolic_atoms.by_signature(support_name(rule.index), 2)):
                            used.add(rule.rule_id)
                    for s in model.symbols(shown=True):
                        if (s.match("reason", 3) or s.match("illegal", 3)) and s.arguments[1].type == clingo.SymbolType.Function:
                            used.add(s.arguments[1].name)
    return used
