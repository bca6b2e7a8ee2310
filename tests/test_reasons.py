"""Reasons read as what they support, and people read plain words: text
output names cards and says things in words, the JSON keeps the terms."""

from __future__ import annotations

import json
import textwrap

from pyfacade.cli import main
from pyfacade.output.ruling import ask
from pyfacade.inputs.scenario import load_text

USED = """
name: Chaos Sorcerer used its effect
cards:
  - {id: chaos, name: Chaos Sorcerer, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: dm2, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - chain:
      - {card: chaos, targets: [dm]}
questions:
  - {id: again, ask: can_activate, card: chaos}
"""


def test_text_says_details_in_words_and_json_keeps_terms(tmp_path, capsys):
    path = tmp_path / "used.yaml"
    path.write_text(textwrap.dedent(USED))
    assert main(["ask", str(path)]) == 0
    text = capsys.readouterr().out
    assert "[already used by link 1.1 (Chaos Sorcerer)]" in text
    assert "resolving: banish: its target 1" in text and "banish(target(1))" not in text
    assert main(["ask", "--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    [reason] = data["rulings"][0]["answers"][0]["reasons"]
    assert reason["detail"] == "already_used(link 1.1 (Chaos Sorcerer))" and "words" not in reason
    assert any("banish(target(1))" in line for line in data["rulings"][0]["timeline"])


def test_an_if_trigger_without_its_event_cites_the_rule_that_forbids_it():
    [scenario] = load_text(textwrap.dedent("""
        name: Sangan still on the field
        cards:
          - {id: sangan, name: Sangan, owner: you, zone: monster_zone}
        questions:
          - {id: q, ask: can_activate, card: sangan}
        """), "case.yaml")
    answer = ask(scenario).rulings[0].answer("q")
    assert answer.value == "no"
    rules = {r.rule for r in answer.reasons}
    assert "r_if_event_needs_event" in rules and "r_if_event" not in rules  # not "does not miss the timing"


def test_life_points_answers_have_reasons():
    [scenario] = load_text(textwrap.dedent("""
        name: Skill Drain paid
        life_points: {you: 4000}
        cards:
          - {id: drain, name: Skill Drain, owner: you, zone: spell_trap_zone, face: down}
        actions:
          - chain:
              - {card: drain}
        questions:
          - {id: lp, ask: life_points, player: you}
        """), "case.yaml")
    answer = ask(scenario).rulings[0].answer("lp")
    assert answer.value == 3000
    assert {(r.rule, r.detail) for r in answer.reasons} == {("r_lp_start", "start(4000)"),
                                                           ("r_lp_change", "cost(link 1.1 (Skill Drain))")}


def test_each_rule_id_is_defined_once():
    from pyfacade.solve.engine import rule_base_table
    ids = [s.arguments[0].name for s in rule_base_table("rule", 3)]
    assert sorted(i for i in set(ids) if ids.count(i) > 1) == []


def test_a_card_banished_before_its_effect_resolves_is_not_cited_as_destroyed(tmp_path):
    # A test card of one's own (docs/card-facts.md, JUDGE_CARDS): a Normal
    # Trap that banishes a target; no bundled card banishes in a chain.
    from pyfacade.inputs.cards import library
    (tmp_path / "test_banisher.lp").write_text(
        'card_name(test_banisher, "Test Banisher").\n'
        "card_type(test_banisher, trap). subtype(test_banisher, normal).\n"
        "effect(test_banisher, 1, card_activation).\n"
        "target(test_banisher, 1, 1, card, field, any).\n"
        "op(test_banisher, 1, 1, banish(target(1))).\n")
    [scenario] = load_text(textwrap.dedent("""
        name: Chaos Sorcerer banished in the chain
        cards:
          - {id: chaos, name: Chaos Sorcerer, owner: you, zone: monster_zone}
          - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
          - {id: trap, name: Test Banisher, owner: opp, zone: spell_trap_zone, face: down}
        actions:
          - chain:
              - {card: chaos, targets: [dm]}
              - {card: trap, targets: [chaos]}
        """), "case.yaml", cards=library((str(tmp_path),)))
    link = ask(scenario).rulings[0].link("1.1")
    assert link.outcome == "resolved"
    rules = {r.rule for r in link.reasons}
    assert "r_leaving_is_not_negate" in rules and "r_destroy_is_not_negate" not in rules
