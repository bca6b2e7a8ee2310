"""Pruning the rule base before grounding (pyfacade/solve/prune.py) is exact: every
scenario has the same answer sets pruned, alone and in batches, as with the
whole rule base; and the pruning itself drops only what provably derives
nothing."""

from __future__ import annotations

from pathlib import Path

from clingo import Function, Number, ast

from pyfacade.solve import prune
from pyfacade.solve.engine import Job, rule_base_analysis, solve_all
from pyfacade.inputs.scenario import load_file

from corpus_answers import alone, answer_sets, batched, corpus_jobs

ROOT = Path(__file__).resolve().parent.parent


def test_every_scenario_has_the_same_answer_sets_pruned_as_with_the_whole_rule_base():
    jobs = list(corpus_jobs())
    # The whole rule base is solved in batches (about 20x cheaper than alone):
    # tests/test_batch.py checks that batched answers are those alone.
    full = [answer_sets(s) for s in solve_all(jobs, prune=False)]
    mismatches = [f"{job.scenario.origin}: {job.scenario.name}" for job, whole, pruned in zip(jobs, full, alone())
                  if answer_sets(pruned) != whole]  # alone: pruned for the scenario
    assert not mismatches, "\n".join(mismatches)
    assert [answer_sets(s) for s in batched()] == full  # batched: pruned by the batch's union


def test_a_question_grounds_fewer_rules_than_the_rule_base_has():
    [scenario] = load_file(ROOT / "examples" / "ghost-belle-vs-monster-reborn.yaml")
    program = rule_base_analysis()
    inputs = program.inputs([prune.fact_pattern(f) for f in scenario.facts()]
                            + [h for path in scenario.card_files() for h in prune.card_heads(Path(path))])
    kept = program.kept(inputs)
    assert len(kept) < 0.8 * len(program.texts)


def _kept(program: str, facts: list) -> list[str]:
    statements: list = []
    ast.parse_string(program, statements.append)
    analysed = prune.analysis(program, lambda: statements)
    return [analysed.texts[i] for i in analysed.kept(analysed.inputs([prune.fact_pattern(f) for f in facts]))]


def test_a_rule_is_dropped_only_when_its_positive_body_cannot_be_derived():
    program = """
        #show p/1. #show q/1. #show r/1. #show s/1. #show t/1.
        p(X) :- a(X, hit(_)).
        q(X) :- a(X, miss(_)).
        r(X) :- a(X, _), not b(X).
        s(X) :- a(X, _), #count { Y : b(Y) } = 0.
        t(X) :- q(X).
        :- b(X), a(X, _).
        {u(X)} :- a(X, miss(_)).
        hidden(X) :- a(X, _).
    """
    kept = _kept(program, [Function("a", [Number(1), Function("hit", [Number(2)])])])
    text = "\n".join(kept)
    assert "p(X) :-" in text and "r(X) :-" in text and "s(X) :-" in text
    assert "q(X) :-" not in text and "t(X) :-" not in text and "u(X)" not in text  # need a(_, miss(_))
    assert ":- b(X)" not in text  # no b: the constraint can never fire
    assert "hidden(X)" not in text  # derivable, but neither shown nor read by anything kept


def test_a_program_without_show_keeps_every_derivable_rule():
    kept = _kept("p(X) :- a(X). q(X) :- b(X).", [Function("a", [Number(1)])])
    assert kept == ["#program base.", "p(X) :- a(X)."]


def test_an_atom_of_unknown_shape_keeps_everything_it_might_feed():
    kept = _kept("#show p/1. p(X) :- a(X). a(@f(1)) :- c.", [Function("c")])
    assert len(kept) == 4  # with #program base.


def test_the_disk_cache_stays_within_its_limit_oldest_entries_first(tmp_path):
    import os

    from pyfacade.solve.prune import evict
    for n in range(10):
        entry = tmp_path / f"pruned-{n}.lp"
        entry.write_text("x" * 100)
        os.utime(entry, (1000 + n, 1000 + n))
    evict(tmp_path, 1000)  # 1,000 bytes held: within the limit, nothing goes
    assert len(list(tmp_path.iterdir())) == 10
    evict(tmp_path, 800)  # over: the oldest go until three quarters (600 bytes) remain
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"pruned-{n}.lp" for n in range(4, 10)]


def test_state_machinery_is_the_state_modules_own():
    """demand.STATE_MACHINERY (rules that carry their demands by hand) names
    exactly the state_* predicates asp/core/state.lp derives: a predicate of
    another module that begins with state_ (state_holds/3, ...) must pass its
    demands on, or the state it counts is never derived."""
    import re
    from pyfacade.solve import demand
    text = (Path(__file__).resolve().parent.parent / "asp" / "core" / "state.lp").read_text(encoding="utf-8")
    assert set(re.findall(r"^(state_\w+)\(", text, re.M)) == demand.STATE_MACHINERY


def test_the_pruned_program_of_a_first_question_is_kept_as_text_and_a_cut_short_entry_made_again(tmp_path, monkeypatch):
    from pyfacade.solve import engine
    [scenario] = load_file(ROOT / "examples" / "ghost-belle-vs-monster-reborn.yaml")
    program = rule_base_analysis()
    inputs = program.inputs([prune.fact_pattern(f) for f in scenario.facts()] + engine._demand_inputs(frozenset())
                            + [h for path in scenario.card_files() for h in prune.card_heads(Path(path))])
    monkeypatch.setattr(prune, "cache_dir", lambda: tmp_path)
    text = engine._pruned_text(program, inputs, frozenset())
    [entry] = tmp_path.glob("program-*.lp")
    assert entry.read_text(encoding="utf-8") == text and text.endswith(engine._END + "\n")
    statements = engine._flat(program, frozenset(), engine._demands(program, frozenset())).texts
    assert text.split("\n")[:-2] == [statements[k] for k in engine._lines(program, inputs, frozenset())]
    entry.write_text(text[: len(text) // 2], encoding="utf-8")  # cut short: worked out again
    assert engine._pruned_text(program, inputs, frozenset()) == text


CARD = """card_name(test_gift, "Test Gift").
card_type(test_gift, spell). subtype(test_gift, normal).
effect(test_gift, 1, card_activation).
op(test_gift, 1, 1, {op}).
"""


def test_a_card_file_rewritten_in_the_same_process_is_pruned_for_its_new_facts(tmp_path, monkeypatch):
    """What a card file can derive is read again when the file changes (a
    stale reading drops the rules its new facts need: a wrong answer)."""
    import os
    from pyfacade.inputs.cards import library
    from pyfacade.inputs.scenario import load_text
    card = tmp_path / "test_gift.lp"
    monkeypatch.setenv("JUDGE_CARDS", str(tmp_path))
    text = "name: gift\ncards:\n  - {id: gift, name: Test Gift, owner: you, zone: hand}\nactions:\n  - chain: [{card: gift}]\n"
    try:
        for k, op in enumerate(["draw(1)", "gain_lp(you,1000)"]):
            card.write_text(CARD.format(op=op), encoding="utf-8")
            os.utime(card, ns=(k * 10**9, k * 10**9))  # a new stamp even within the clock's resolution
            library.cache_clear()
            [scenario] = load_text(text, "gift.yaml")
            [pruned] = solve_all([Job(scenario)])
            [whole] = solve_all([Job(scenario)], prune=False)
            assert answer_sets(pruned) == answer_sets(whole), op
    finally:
        library.cache_clear()


def test_a_program_that_changed_while_it_was_parsed_is_not_stored_under_the_old_key(tmp_path, monkeypatch):
    """The key names the files as they were before parsing: a program parsed
    after an edit must not be served later to files that hold the old text
    (a pruned program for another rule base: a silent wrong answer)."""
    from pyfacade.solve import engine
    monkeypatch.setattr(prune, "cache_dir", lambda: tmp_path)
    statements = lambda: engine._parse_text("p(X) :- a(X).")
    prune._ANALYSES.clear()
    try:
        prune.analysis("files as edited", statements, lambda: "files after the edit").facts("p", 1)
        assert not list(tmp_path.glob("analysis-*"))
        prune.analysis("files as they stay", statements, lambda: "files as they stay").facts("p", 1)
        assert len(list(tmp_path.glob("analysis-*"))) == 2  # its statements and its head
    finally:
        prune._ANALYSES.clear()
    import hashlib
    engine._lifted(hashlib.sha256(b"before"), statements, lambda: hashlib.sha256(b"after"))
    assert not list(tmp_path.glob("lifted-*"))
    engine._lifted(hashlib.sha256(b"same"), statements, lambda: hashlib.sha256(b"same"))
    assert len(list(tmp_path.glob("lifted-*"))) == 1
