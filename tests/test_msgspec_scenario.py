"""The scenario reader on msgspec (issue 16, start-up): refusals keep their
file:line, dotted path and wording; models turn back into plain data; and
`judge` no longer imports pydantic."""

from __future__ import annotations

import pickle
import subprocess
import sys
import textwrap

import pytest
import yaml

from pyfacade.errors import JudgeError
from pyfacade.inputs.scenario import dump, load_text
from snippets import REBORN

QUESTION = REBORN + "questions:\n  - {id: q, ask: where, card: dm, at: AT}\n"


def refusal(text: str) -> list[str]:
    with pytest.raises(JudgeError) as info:
        load_text(textwrap.dedent(text), "case.yaml")
    return info.value.problems


@pytest.mark.parametrize("before, after, problem", [
    ("zone: gy}", "zone: graveyard}", "case.yaml:5: cards.1.zone: Input should be 'hand', 'deck', 'extra_deck', 'gy', "
                                      "'banished', 'material', 'monster_zone', 'spell_trap_zone' or 'field_zone'"),
    ("zone: gy}", "zone: gy, column: 6}", "case.yaml:5: cards.1.column: Input should be less than or equal to 5"),
    (", owner: you, zone: gy}", ", zone: gy}", "case.yaml:5: cards.1.owner: Field required"),
    ("{card: reborn, targets: [dm]}", "{card: reborn, effect: 0}",
     "case.yaml:8: actions.0.chain.0.effect: Input should be greater than or equal to 1"),
    ("targets: [dm]", "targets: dm", "case.yaml:8: actions.0.chain.0.targets: Input should be a valid list (got string)"),
    ("targets: [dm]", "targets: [dm], positions: {1: attack}", "case.yaml:8: actions.0.chain.0.positions.1: Keys should be strings"),
    ("  - chain:", "  - phase: battle_start\n    chain:",
     "case.yaml:7: actions.0: an action is exactly one of chain, summon, attack, phase, set (got ['chain', 'phase'])"),
    ("  - chain:\n      - {card: reborn, targets: [dm]}", "  - chain: []", "case.yaml:7: actions.0.chain: List should have at least 1 item"),
])
def test_a_refusal_names_line_path_and_what_is_wrong(before, after, problem):
    assert refusal(REBORN.replace(before, after)) == [problem]


@pytest.mark.parametrize("at, problem", [
    ("soon", "questions.0.at: Input should be 'end' or 'start'"),
    ("3", "questions.0.at: Input should be a valid string or dictionary (got integer)"),
    ("{before: 1}", "questions.0.at.before: unknown key"),
    ("{after: 0}", "questions.0.at.after: Input should be greater than or equal to 1"),
    ("{after: 1, during: '1.1'}", "questions.0.at: a moment is end, start or exactly one of after, during, resolved, turn "
                                  "(got ['after', 'during'])"),
])
def test_a_moment_is_a_word_or_one_key(at, problem):
    assert refusal(QUESTION.replace("AT", at)) == [f"case.yaml:10: {problem}"]


def test_a_value_of_a_mapping_is_named_by_its_key():
    text = REBORN.replace("cards:", "life_points: {you: 8000, opp: 200000000}\ncards:")
    assert refusal(text) == ["case.yaml:3: life_points.opp: Input should be less than or equal to 100000000"]
    text = REBORN + "expect:\n  answers: {q: yes, r: 1.5}\n"
    assert refusal(text) == ["case.yaml:10: expect.answers.r: Input should be a valid boolean, integer or string (got number)"]


def test_each_top_level_key_reports_its_first_problem():
    text = REBORN.replace("name: Monster Reborn\n", "phase: lunch\ncolour: red\n")
    text = text.replace("zone: gy}", "zone: gy, colour: red}") + "questions:\n  - {id: q, ask: where, at: soon}\n"
    problems = refusal(text)
    assert problems[0].startswith("case.yaml:2: phase: Input should be 'draw', 'standby', ")
    assert problems[1:] == ["case.yaml:3: colour: unknown key", "case.yaml:6: cards.1.colour: unknown key",
                            "case.yaml:11: questions.0.at: Input should be 'end' or 'start'", "case.yaml:2: name: Field required"]


def test_the_turns_form_refusals_are_on_the_line_of_the_key():
    cards = "cards:\n  - {id: dm, name: Dark Magician, owner: you, zone: gy}\n"
    assert refusal("name: t\nphase: main1\nturns:\n  - {player: you}\n" + cards) == [
        "case.yaml:2: phase: a scenario with turns: gives each turn its player and actions (drop phase)"]
    assert refusal("name: t\nturns:\n  - {player: you}\n  - {player: opp, phase: end}\n" + cards) == [
        "case.yaml:4: turns.1.phase: a later turn's actions begin in its draw, standby or main1 phase (later phases: a phase action)"]


def test_a_lax_integer_is_read_as_before():
    [scenario] = load_text(textwrap.dedent(REBORN).replace("{card: reborn, targets: [dm]}", "{card: reborn, effect: '1'}"))
    assert scenario.model.actions[0].chain[0].effect == 1


def test_dump_gives_the_file_back():
    text = textwrap.dedent(QUESTION.replace("AT", "{after: 1}")) + 'expect:\n  outcomes: {"1.1": resolved}\n'
    [scenario] = load_text(text)
    short = dump(scenario.model, exclude_defaults=True)
    assert short["expect"] == {"outcomes": {"1.1": "resolved"}}
    assert short["actions"] == [{"chain": [{"card": "reborn", "targets": ["dm"]}]}]
    assert short["questions"][0]["at"] == {"after": 1}
    [again] = load_text(yaml.safe_dump(short))
    assert again.model == scenario.model
    full = dump(scenario.model, exclude={"expect"})
    assert "expect" not in full and full["players"] == ["you", "opp"] and full["phase"] == "main1"
    assert pickle.loads(pickle.dumps(scenario.model)) == scenario.model  # worker processes get scenarios


def test_judge_does_not_import_pydantic():
    code = "import sys, pyfacade.cli; print(sorted(m for m in ('pydantic', 'pydantic_core') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
