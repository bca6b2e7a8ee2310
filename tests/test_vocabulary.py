"""Card facts are a checked language: every mistake is refused with the file,
the line and the term (and the nearest known terms); every declared term is
used by some rule; the reference in docs/card-facts.md is complete; what is
not modelled is said in rulings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clingo import ast

from pyfacade.inputs.cards import CardLibrary
from pyfacade.cli import main
from pyfacade.solve.engine import MAIN_PROGRAM, card_program, lifted_rule_base, parsed
from pyfacade.errors import JudgeError
from pyfacade.paths import CARDS_DIR
from pyfacade.output.ruling import ask, render_text
from pyfacade.inputs.scenario import load_text
from pyfacade.inputs.vocabulary import DOC, check_file, document, is_vocab, parse, vocabulary

GOOD = """\
card_name(my_trap, "My Trap").
card_type(my_trap, trap). subtype(my_trap, normal).
% "Target 1 card on the field; destroy it."
effect(my_trap, 1, card_activation).
target(my_trap, 1, 1, card, field, any).
op(my_trap, 1, 1, destroy(target(1))).
"""


def write(folder: Path, text: str, name: str = "my_trap.lp") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def refused(path: Path) -> str:
    with pytest.raises(JudgeError) as info:
        check_file(path)
    return "\n".join(info.value.problems)


def test_a_good_card_file_passes(tmp_path):
    checked = check_file(write(tmp_path, GOOD))
    assert list(checked.cards) == ["my_trap"]
    assert checked.cards["my_trap"].name == "My Trap"


# ---- unknown terms and wrong argument kinds: file, line, term, nearest names ----

@pytest.mark.parametrize("line, term, near", [
    ("op(my_trap, 1, 1, destory(target(1))).", "destory(target(1))", "'destroy'"),
    ("usage_limit(my_trap, 1, once_per_trun).", "once_per_trun", "'once_per_turn'"),
    ("op(my_trap, 1, 1, destroy(traget(1))).", "traget(1)", "'target'"),
    ("op(my_trap, 1, 1, destroy(all(monster_on_field))).", "monster_on_field", "'monsters_on_field'"),
    ("condition(my_trap, 1, when_event(sumoned(self))).", "sumoned(self)", "'summoned'"),
    ("cost(my_trap, 1, pay_lpp(1000)).", "pay_lpp(1000)", "'pay_lp'"),
    ("applies_continuously(my_trap, 1, negate_effects(face_up_monster)).", "face_up_monster", "'face_up_monsters'"),
    ("efect(my_trap, 2, quick).", "efect", "'effect'"),
])
def test_unknown_terms_are_refused_with_file_line_term_and_suggestion(tmp_path, line, term, near):
    path = write(tmp_path, GOOD + line + "\n")
    message = refused(path)
    assert f"{path}:7:" in message and term in message and near in message


@pytest.mark.parametrize("line, term", [
    ("op(my_trap, 1, 1, destroy(1)).", "destroy(1)"),  # a selector is expected, not a number
    ("target(my_trap, 1, 1, card, field).", "target(my_trap,1,1,card,field)"),  # arity
    ("op(my_trap, 1, 1, gain_lp(both, 500)).", "both"),  # player: you or opponent
    ("cost(my_trap, 1, discard(monster)).", "discard(monster)"),
    ("effect(my_trap, 0, quick).", "0"),  # effect numbers start at 1
    ("card_name(my_trap, my_trap).", "my_trap"),  # a string is expected
])
def test_wrong_argument_kinds_are_refused(tmp_path, line, term):
    path = write(tmp_path, GOOD + line + "\n")
    message = refused(path)
    assert f"{path}:7:" in message and term in message.replace(" ", "")


# ---- anything but facts about cards -----------------------------------------------

@pytest.mark.parametrize("text, what", [
    ("op(my_trap, 1, 1, negate(responded)) :- card(X).", "a rule with a body"),
    (":- op(my_trap, 1, 1, destroy(target(1))).", "an integrity constraint"),
    ('#script (python)\ndef f(): pass\n#end.', "a #script"),
    ("#const n = 3.", "a #const definition"),
    ("#show op/4.", "a #show statement"),
    ('#include "other.lp".', "#include"),
    ("{ op(my_trap, 1, 1, destroy(self)) }.", "a choice"),
    ('is("x", my_trap).', "a scenario fact"),
    ("outcome(l(1,1), negated).", "derived by the rule base"),
    ("op(my_trap, 1, 1, destroy(target(S))).", "not a plain fact"),
    ("subtype(my_trap, (normal;counter)).", "not a plain fact"),
    ('vocab(op, zap, (), "Zap.").', "declared by the rule modules"),
])
def test_statements_that_are_not_facts_about_cards_are_refused(tmp_path, text, what):
    path = write(tmp_path, GOOD + text + "\n")
    message = refused(path)
    assert f"{path}:7:" in message and what in message


def test_a_card_file_that_changes_how_a_card_resolves_is_refused_alone_and_in_a_batch(tmp_path):
    """The issue's case: a user's file with a rule about Mystical Space
    Typhoon. The library refuses it on load, and the engine's one way of
    reading card files (alone and in a batch) refuses it too."""
    path = write(tmp_path, GOOD + "applies_nothing(L) :- lcard(L, X), is(X, mystical_space_typhoon).\n")
    with pytest.raises(JudgeError) as info:
        CardLibrary([CARDS_DIR, tmp_path])
    assert f"{path}:7:" in str(info.value) and "a rule with a body" in str(info.value)
    with pytest.raises(JudgeError):
        card_program(path)


# ---- required facts and effect numbers ------------------------------------------------

@pytest.mark.parametrize("text, line, words", [
    (GOOD.replace('card_name(my_trap, "My Trap").\n', "% no name\n"), 2, "has no card_name fact"),
    (GOOD.replace("card_type(my_trap, trap). ", ""), 1, "has no card_type fact"),
    (GOOD + "op(my_trap, 2, 1, destroy(self)).\n", 7, "uses effect 2 of 'my_trap', which has no effect(my_trap, 2, Kind)"),
    (GOOD + "effect(my_trap, 3, quick).\n", 1, "effect 2 is missing"),
    (GOOD + "effect(my_trap, 1, quick).\n", 7, "already has a kind"),
    (GOOD.replace("card_activation", "quick"), 1, "without an effect of kind card_activation"),
    (GOOD + "op(other_card, 1, 1, destroy(self)).\n", 7, "card 'other_card' has no card_name fact"),
])
def test_required_facts_and_effect_numbers(tmp_path, text, line, words):
    path = write(tmp_path, text)
    message = refused(path)
    assert f"{path}:{line}:" in message and words in message


def test_an_effect_not_modelled_at_all_keeps_its_number(tmp_path):
    text = GOOD + 'not_modelled(my_trap, 2, "Banish this card from your GY; draw 1 card.").\neffect(my_trap, 3, quick).\n'
    assert check_file(write(tmp_path, text)).cards["my_trap"]


# ---- one key, one name; overriding on purpose; folders ----------------------------------

def test_a_key_or_a_name_twice_names_both_files(tmp_path):
    mine = write(tmp_path, GOOD.replace("my_trap", "monster_reborn").replace("My Trap", "My Reborn"))
    with pytest.raises(JudgeError) as info:
        CardLibrary([CARDS_DIR, tmp_path])
    assert f"{mine}:1:" in str(info.value) and "monster_reborn" in str(info.value)
    assert str(CARDS_DIR / "monster_reborn.lp") in str(info.value)
    mine.unlink()
    mine = write(tmp_path, GOOD.replace("My Trap", "Monster Reborn"))
    with pytest.raises(JudgeError) as info:
        CardLibrary([CARDS_DIR, tmp_path])
    assert f"{mine}:1:" in str(info.value) and '"Monster Reborn"' in str(info.value)
    assert str(CARDS_DIR / "monster_reborn.lp") in str(info.value) and "overrides(monster_reborn)" in str(info.value)


def test_overrides_replaces_a_bundled_card_on_purpose(tmp_path):
    mine = write(tmp_path, "overrides(monster_reborn).\n" + GOOD.replace("My Trap", "Monster Reborn"))
    lib = CardLibrary([CARDS_DIR, tmp_path])
    entry = lib.lookup("Monster Reborn", "test")
    assert entry.path == mine and entry.key == "my_trap" and not entry.bundled
    assert "monster_reborn" not in lib.by_key
    [scenario] = load_text("""
name: my Reborn
cards:
  - {id: r, name: Monster Reborn, owner: you, zone: spell_trap_zone}
  - {id: m, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone}
actions:
  - chain:
      - {card: r, targets: [m]}
""", cards=lib)
    assert ask(scenario).rulings[0].zone("m") == "gy"


def test_overrides_of_an_unknown_key_is_refused(tmp_path):
    mine = write(tmp_path, "overrides(monster_rebron).\n" + GOOD)
    with pytest.raises(JudgeError) as info:
        CardLibrary([CARDS_DIR, tmp_path])
    assert f"{mine}:1:" in str(info.value) and "monster_rebron" in str(info.value) and "'monster_reborn'" in str(info.value)


def test_a_missing_judge_cards_folder_is_an_error(tmp_path):
    with pytest.raises(JudgeError) as info:
        CardLibrary([CARDS_DIR, tmp_path / "nowhere"])
    assert str(tmp_path / "nowhere") in str(info.value) and "no such card folder" in str(info.value)


def test_judge_cards_env_folder_is_checked_on_load(tmp_path, monkeypatch, capsys):
    path = write(tmp_path, GOOD + "op(my_trap, 1, 1, destory(target(1))).\n")
    monkeypatch.setenv("JUDGE_CARDS", str(tmp_path))
    from pyfacade.inputs.cards import library
    library.cache_clear()
    try:
        assert main(["ask", str(Path(__file__).parent.parent / "examples" / "ghost-belle-vs-monster-reborn.yaml")]) == 2
    finally:
        library.cache_clear()
    err = capsys.readouterr().err
    assert f"{path}:7:" in err and "destory(target(1))" in err and "'destroy'" in err


# ---- the declarations ---------------------------------------------------------------------

# Declared terms no rule reads, each for a stated reason.
NOT_READ_BY_RULES = {
    ("fact", "card_name"): "read by the facade: scenarios name cards",
    ("fact", "rank"): "printed data (asp/battle/stats.lp); no rule reads Ranks yet",
    ("duration", "while_on_field"): "a change_stat lasts while its monster stays the same card unless a duration rule ends it sooner",
    ("subtype", "tuner"): "printed data; material filters read it by variable (subtype(S), asp/legality/materials.lp)",
    **{("subtype", s): "printed data; target filters read it by variable (subtype(S), asp/battle/stats.lp)" for s in ("spirit", "union", "toon")},
    ("limit_value", "unlimited"): "a value the rules pass through to the answer (values.lp)",
    ("summon_filter", "no_monster"): "a filter that accepts no monster: no summon_fits rule (asp/effects/restrictions.lp)",
}


def _names_used_by_rules() -> set[tuple[str, int]]:
    used: set[tuple[str, int]] = set()

    class Names(ast.Transformer):
        def visit_Function(self, node):
            used.add((node.name, len(node.arguments)))
            self.visit_children(node)
            return node

        def visit_SymbolicTerm(self, node):
            if node.symbol.type.name == "Function":
                used.add((node.symbol.name, len(node.symbol.arguments)))
            return node

    for statement in parsed(MAIN_PROGRAM):
        if statement.ast_type == ast.ASTType.Rule:
            Names()(statement)
    return used


# Kinds whose values rules compare by variable (a filter's Type equals the
# card's Type; a cost's counter kind the kind of the counters on a card,
# asp/chain/counters.lp), never by name.
MATCHED_BY_VARIABLE = {"monster_type", "attribute", "counter_kind"}


def test_every_declared_term_is_used_by_some_rule():
    used = _names_used_by_rules()
    unused = [f"{d.file}:{d.line}: {d.kind} {d.signature()}" for d in vocabulary().decls
              if (d.name, len(d.args)) not in used and (d.kind, d.name) not in NOT_READ_BY_RULES
              and d.kind not in MATCHED_BY_VARIABLE]
    assert not unused, "declared but used by no rule: " + "; ".join(unused)


def test_declarations_use_declared_kinds_and_are_unique():
    vocab = vocabulary()
    kinds = set(vocab.kinds) | {"int", "string", "key", "group", "effect"}
    bad = [f"{d.file}:{d.line}: {d.signature()}" for d in vocab.decls for k in d.args if k not in kinds]
    assert not bad, "argument kinds that are not declared: " + "; ".join(bad)
    seen: dict = {}
    twice = [f"{d.file}:{d.line}" for d in vocab.decls if seen.setdefault((d.kind, d.name, d.args), d) is not d]
    assert not twice


def test_every_bundled_card_uses_only_declared_terms():
    problems = []
    for path in sorted(CARDS_DIR.glob("*.lp")):
        try:
            check_file(path)
        except JudgeError as exc:
            problems += exc.problems
    assert not problems, "\n".join(problems)


def test_declarations_are_stripped_before_grounding():
    assert not any(is_vocab(s) for s in parsed(MAIN_PROGRAM))
    assert any(is_vocab(s) for s in parse(MAIN_PROGRAM))
    assert "vocab(" not in "\n".join(str(s) for s in lifted_rule_base().statements)


def test_the_reference_is_complete_and_generated_from_the_declarations():
    text = DOC.read_text(encoding="utf-8")
    assert text == document(text), "docs/card-facts.md is stale: run `judge cards --vocabulary --write docs/card-facts.md`"
    assert "…" not in text
    for d in vocabulary().decls:
        assert f"`{d.signature()}`" in text


# ---- not modelled, said -------------------------------------------------------------------

RISING = """
name: Rising Energy on Dark Magician
cards:
  - {id: re, name: Rising Energy, owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: disc, name: Dark Hole, owner: you, zone: hand}
actions:
  - chain:
      - {card: re, cost: {discard: [disc]}, targets: [dm]}
"""


def test_a_ruling_says_when_an_activated_effect_is_not_fully_modelled():
    [scenario] = load_text(RISING)
    judgment = ask(scenario)
    [part] = judgment.rulings[0].not_modelled
    assert (part.card, part.effect, part.text) == ("re", 1, "that target gains 1500 ATK until the end of this turn.")
    assert part.why == ["link 1.1 (Rising Energy) activates it"]
    assert "Not modelled" in render_text(judgment) and "gains 1500 ATK" in render_text(judgment)
    assert json.loads(judgment.dumps())["rulings"][0]["not_modelled"][0]["effect"] == 1


def test_not_modelled_parts_that_cannot_matter_are_not_mentioned():
    [scenario] = load_text(RISING.replace("      - {card: re, cost: {discard: [disc]}, targets: [dm]}\n",
                                          "      - {card: disc}\n").replace("zone: hand", "zone: hand}\n  - {id: x, name: Dark Magician, owner: opp, zone: gy"))
    assert ask(scenario).rulings[0].not_modelled == []


def test_a_card_not_modelled_as_a_whole_is_mentioned_when_on_the_field_or_asked_about():
    [scenario] = load_text("""
name: Raye on the field
cards:
  - {id: raye, name: Sky Striker Ace - Raye, owner: you, zone: monster_zone}
questions:
  - {id: q1, ask: where, card: raye}
""")
    [part] = ask(scenario).rulings[0].not_modelled
    assert part.card == "raye" and part.effect == 0
    assert part.why == ["question 'q1' asks about it", "the card is face-up on the field"]


def test_a_syntax_error_names_the_file_and_line(tmp_path):
    path = write(tmp_path, GOOD + "op(my_trap, 1, 1, destroy(target(1))\n")
    message = refused(path)
    assert f"{path}:8: not a valid facts file: syntax error" in message


def test_activating_an_effect_that_is_not_modelled_at_all_is_refused_saying_so():
    with pytest.raises(JudgeError) as info:
        ask(load_text("""
name: Dyson Sphere's first effect
cards:
  - {id: d, name: "Number 9: Dyson Sphere", owner: you, zone: monster_zone}
actions:
  - chain:
      - {card: d, effect: 1}
""")[0])
    assert "r_effect_not_modelled" in str(info.value.problems) and "detach 1 material" in str(info.value.problems)


def test_every_card_fact_the_rule_base_reads_is_declared():
    """The #defined inputs that are not scenario facts are card facts: each
    has a vocab(fact, ...) declaration."""
    from pyfacade.solve.engine import SCENARIO_INPUTS
    defined = {(s.name, s.arity) for s in parse(MAIN_PROGRAM) if s.ast_type == ast.ASTType.Defined}
    facts = {(d.name, len(d.args)) for d in vocabulary().decls if d.kind == "fact"}
    derived_elsewhere = {("candidate", 1), ("summon_negated", 1),  # #defined for module order, not card facts
                         ("wants_state", 2), ("wants_state_all", 1), ("wants_state_card", 1)}  # demands (pyfacade/solve/demand.py)
    missing = sorted(defined - SCENARIO_INPUTS - derived_elsewhere - facts)
    assert not missing, f"card-fact predicates without a vocab(fact, ...) declaration: {missing}"
