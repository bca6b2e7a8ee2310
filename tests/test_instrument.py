"""The instrumentation works for any rule module: a module written with the
constructs a mechanic may use (choices, pools, aggregates, conditional
literals, constraints, externals, arithmetic heads, rule ids in heads and in
`% rule:` comments) is transformed, grounded and explained."""

from __future__ import annotations

import shutil

import clingo
import pytest

from pyfacade.output.explain import Explainer
from pyfacade.solve.instrument import load_rule_base
from pyfacade.paths import ASP_DIR
from pyfacade.inputs.scenario import load_text
from snippets import REBORN

MODULE = """
%---- a planted module: every construct a mechanic might use ----
% rule: r_planted
rule(r_planted, "test", "A planted rule for the instrumentation test.").
rule(r_planted_head, "test", "A planted rule named in its head.").
planted_flag(L) :- link(L), #count{ X : at(X,gy,T), time(T) } > 0.
planted_cond(L) :- link(L), not at(X,hand,0) : card(X), owner(X,"nobody").

planted_pool(a;b).
{ planted_choice(L) : link(L) } 1 :- planted_flag(_).
planted_arith(N+1) :- N = #max{ T : time(T) }.
planted_by(L, r_planted_head) :- link(L), not planted_choice(L).
:- planted_flag(L), L = nothing.
#external planted_external(1).
#const planted_const = 3.
planted_const_use(planted_const) :- planted_pool(a).
"""



@pytest.fixture(scope="module")
def base(tmp_path_factory):
    root = tmp_path_factory.mktemp("rules")
    asp = root / "asp"
    shutil.copytree(ASP_DIR, asp, ignore=shutil.ignore_patterns("__pycache__", "*.py"))
    (asp / "planted.lp").write_text(MODULE)
    main = asp / "main.lp"
    main.write_text(main.read_text() + '#include "planted.lp".\n')
    return load_rule_base(main)


def test_rule_ids_from_heads_and_comments(base):
    by_text = {r.text.split(" :-")[0]: r for r in base.rules if r.file == "asp/planted.lp"}
    assert by_text["planted_flag(L)"].rule_id == "r_planted"
    assert by_text["planted_flag(L)"].id_from == "comment"
    assert by_text["planted_cond(L)"].rule_id == "r_planted"  # same block
    assert by_text["planted_pool(a;b)."].rule_id is None  # after a blank line
    assert by_text["planted_by(L,r_planted_head)"].rule_id == "r_planted_head"


@pytest.mark.parametrize("support, toggles", [(True, False), (False, True), (True, True)])
def test_every_instrumentation_grounds(base, support, toggles):
    [scenario] = load_text(REBORN)
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], base.program(support=support, toggles=toggles))
    for path in scenario.card_files():
        ctl.load(str(path))
    with ctl.backend() as backend:
        for symbol in scenario.facts():
            backend.add_rule([backend.add_atom(symbol)])
    ctl.ground([("base", [])])
    assert ctl.solve().satisfiable


def test_explanations_over_the_planted_module(base):
    [scenario] = load_text(REBORN)
    explainer = Explainer(scenario, base=base)
    why = explainer.why("planted_flag(l(1,1))")
    assert why["derivation"]["rule"]["rule_id"] == "r_planted"
    assert explainer.why("planted_pool(b)")["holds"]
    assert explainer.why("planted_arith(4)")["holds"]  # steps 0..3 (one link: 3 steps), + 1
    why_not = explainer.why_not("planted_arith(1)")
    assert why_not["rules"][0]["matches"]
    assert explainer.why_not("planted_pool(c)")["note"].startswith("no rule's head matches")
    explainer.close()
