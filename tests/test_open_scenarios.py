"""Open scenarios: every ruling (or a clear statement that only some are
shown), in a canonical order that batching does not change and that
`judge explain --ruling N` shares, and a compact text summary."""

from __future__ import annotations

import textwrap

from clingo import Function, String

from pyfacade.errors import LimitExceeded
from pyfacade.solve import engine
from pyfacade.solve.engine import Job
from pyfacade.output.explain import Explainer
from pyfacade.output.ruling import ask, ask_all, render_text
from pyfacade.inputs.scenario import load_text
from snippets import BELLE, REBORN

CYCLE = """
name: three continuous negations in a cycle, order not given
cards:
  - {id: jinzo, name: Jinzo, owner: you, zone: monster_zone, face: up}
  - {id: drain, name: Skill Drain, owner: opp, zone: spell_trap_zone, face: up}
  - {id: decree, name: Royal Decree, owner: you, zone: spell_trap_zone, face: up}
questions:
  - {id: decree, ask: effect_applies, card: decree}
"""


def scenario(text: str):
    return load_text(textwrap.dedent(text), "case.yaml")[0]


def test_rulings_are_in_the_same_order_alone_and_in_a_batch():
    alone = ask(scenario(CYCLE))
    assert len(alone.rulings) == 6 and alone.complete
    for position in range(3):
        jobs = [Job(scenario(REBORN)), Job(scenario(BELLE))]
        jobs.insert(position, Job(scenario(CYCLE)))
        batched = ask_all(jobs)[position]
        assert batched.to_json() == alone.to_json()


def test_explain_ruling_n_is_the_ruling_ask_numbers_n():
    cycle = scenario(CYCLE)
    judgment = ask(cycle)
    for n, ruling in enumerate(judgment.rulings, start=1):
        explainer = Explainer(cycle, ruling=n)
        try:
            value = ruling.answer("decree").value
            assert explainer.holds(Function("answer", [String("decree"), Function(value)]))
            for assumption in ruling.assumptions:  # the same assumptions, by name
                first, second = (part.split(" (")[0] for part in assumption[len("began_applying_before("):-1].split(", "))
                atom = Function("assumption", [Function("began_applying_before", [String(first), String(second)])])
                assert explainer.holds(atom), (n, assumption)
        finally:
            explainer.close()


def test_a_cut_list_of_rulings_says_so(monkeypatch):
    monkeypatch.setattr(engine, "MAX_MODELS", 3)
    judgment = ask(scenario(CYCLE))
    assert len(judgment.rulings) == 3 and not judgment.complete
    assert judgment.to_json()["complete"] is False
    assert judgment.total == 6 and judgment.to_json()["total"] == 6
    assert "6 possible rulings. 3 of them are shown: the first in canonical order" in render_text(judgment)
    # the first three in canonical order, not the first three the solver found
    monkeypatch.setattr(engine, "MAX_MODELS", 256)
    assert judgment.to_json()["rulings"] == ask(scenario(CYCLE)).to_json()["rulings"][:3]


SEVEN = "name: seven continuous effects that negate each other, in no given order\ncards:\n" + "".join(
    f"  - {{id: {ident}, name: {name}, owner: {owner}, zone: {zone}, face: up}}\n"
    for ident, name, owner, zone in [("j1", "Jinzo", "you", "monster_zone"), ("j2", "Jinzo", "opp", "monster_zone"),
                                     ("j3", "Jinzo", "you", "monster_zone"),
                                     ("s1", "Skill Drain", "opp", "spell_trap_zone"),
                                     ("s2", "Skill Drain", "opp", "spell_trap_zone"),
                                     ("d1", "Royal Decree", "you", "spell_trap_zone"),
                                     ("d2", "Royal Decree", "you", "spell_trap_zone")])


def test_more_rulings_than_shown_are_counted_and_the_shown_ones_do_not_depend_on_batching():
    alone = ask(scenario(SEVEN))
    assert not alone.complete and alone.total == 5040 and len(alone.rulings) == engine.MAX_MODELS
    assert "5040 possible rulings. 256 of them are shown: the first in canonical order" in render_text(alone)
    batched = ask_all([Job(scenario(REBORN)), Job(scenario(SEVEN)), Job(scenario(BELLE))])[1]
    assert batched.to_json() == alone.to_json()


def test_a_scenario_with_more_rulings_than_are_counted_is_refused_as_too_open(monkeypatch):
    monkeypatch.setattr(engine, "MAX_COUNTED", 1000)
    [judged] = ask_all([Job(scenario(SEVEN))])
    assert isinstance(judged, LimitExceeded)
    assert "leaves too much open: more than 1,000 possible rulings" in str(judged)


def test_the_text_of_an_open_scenario_is_a_compact_summary():
    text = render_text(ask(scenario(CYCLE)))
    assert "6 possible rulings" in text
    common, rest = text.split("In every ruling:\n", 1)[1].split("\nRuling 1, if ", 1)
    assert "Jinzo [jinzo] ends in: monster_zone" in common
    assert rest.count("Jinzo [jinzo] ends in") == 0  # the same in every ruling: said once
    assert text.count("answer decree: ") == 6  # what differs: in each ruling
