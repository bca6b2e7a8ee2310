"""The facade end to end: the bundled examples, the JSON contract, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyfacade import ask, load_file, load_text
from pyfacade.cli import main
from pyfacade.corpus.expectations import differences

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.yaml"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_rule_as_they_expect(path):
    for scenario in load_file(path):
        assert differences(scenario, ask(scenario), None) == []


def test_python_api_gives_typed_ruling():
    [scenario] = load_file(EXAMPLES[0].parent / "ghost-belle-vs-monster-reborn.yaml")
    judgment = ask(scenario)
    [ruling] = judgment.rulings
    link = ruling.link("1.1")
    assert link.card_name == "Monster Reborn" and link.outcome == "negated"
    assert link.reasons[0].rule == "r_negate_activation" and "000" in link.reasons[0].source
    assert ruling.zone("belle") == "gy"


def test_json_is_stable_and_documented(capsys):
    path = EXAMPLES[0].parent / "ghost-belle-vs-monster-reborn.yaml"
    assert main(["ask", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["version", "scenario", "reading", "open", "rulings", "complete", "total"]
    ruling = data["rulings"][0]
    assert list(ruling) == ["assumptions", "links", "zones", "life_points", "answers", "timeline", "not_modelled"]
    assert list(ruling["links"][0]) == ["label", "card", "card_name", "effect", "player", "outcome", "reasons"]
    assert list(ruling["links"][0]["reasons"][0]) == ["rule", "source", "text", "detail"]
    docs = (Path(__file__).parent.parent / "docs" / "json.md").read_text()
    for key in ["version", "assumptions", "links", "zones", "life_points", "answers", "timeline", "reasons", "detail",
                "not_modelled", "why", "complete", "total"]:
        assert f"`{key}`" in docs


def test_text_ruling_shows_outcome_and_reasons(capsys):
    path = EXAMPLES[0].parent / "ghost-belle-vs-monster-reborn.yaml"
    assert main(["ask", str(path)]) == 0
    out = capsys.readouterr().out
    assert "1.1 Monster Reborn" in out and "is negated" in out and "r_negate_activation" in out


def test_who_summons_when_the_scenario_does_not_say_is_the_cards_controller_then():
    # Your Dark Magician, taken by the opponent (say, by Snatch Steal), is Flip Summoned on their turn.
    [scenario] = load_text("""
name: the opponent Flip Summons the monster of yours they control
turn: opp
cards:
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone, face: down, position: defense, controller: opp}
actions:
  - summon: {card: dm, how: flip}
""")
    [ruling] = ask(scenario).rulings
    assert "step 1: dm (Dark Magician) is Summoned (flip) by opp" in ruling.timeline
