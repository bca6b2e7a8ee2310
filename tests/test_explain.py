"""`judge explain --why / --why-not` and `judge ask --svg`."""

from __future__ import annotations

import json
import xml.dom.minidom

import pytest

from pyfacade.cli import main
from pyfacade.errors import JudgeError
from pyfacade.output.explain import Explainer
from pyfacade.inputs.scenario import load_text
from snippets import BELLE


COTH = """
name: Call of the Haunted destroyed in response
cards:
  - {id: coth, name: Call of the Haunted, owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: you, zone: gy}
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: hand}
actions:
  - chain:
      - {card: coth, targets: [dm]}
      - {card: mst, targets: [coth]}
"""


def _explainer(text: str) -> Explainer:
    [scenario] = load_text(text)
    return Explainer(scenario)


def _nodes(node: dict):
    yield node
    for child in node.get("because", []):
        yield from _nodes(child)


def test_why_follows_the_derivation_to_scenario_and_card_facts_with_rule_ids_and_sources():
    result = _explainer(BELLE).why("outcome(l(1,1),negated)")
    assert result["holds"]
    nodes = list(_nodes(result["derivation"]))
    negation = next(n for n in nodes if n["atom"] == "activation_negated(l(1,1),by(l(1,2)))")
    assert negation["rule"]["rule_id"] == "r_negate_activation"
    assert negation["rule"]["source"] == "000 Activation; 001 Negate Activation"
    assert negation["rule"]["at"].startswith("asp/chain/operations.lp:")
    assert {"atom": 'link_card(1,2,"belle")', "kind": "scenario fact"} in nodes
    card_fact = next(n for n in nodes if n["atom"] == "op(ghost_belle,1,1,negate(responded))")
    assert card_fact == {"atom": "op(ghost_belle,1,1,negate(responded))", "kind": "card fact",
                         "source": "facts/cards/ghost_belle_haunted_mansion.lp"}
    leaves = [n for n in nodes if "because" not in n and not n.get("see_above")]
    assert all(n["kind"] in ("scenario fact", "card fact") or n["rule"]["asp"].endswith(".") for n in leaves)


def test_why_of_an_atom_that_does_not_hold_says_so():
    result = _explainer(BELLE).why("outcome(l(1,1),resolved)")
    assert not result["holds"] and "--why-not" in result["note"]


def test_why_not_names_the_failed_condition_and_what_made_it_fail():
    result = _explainer(BELLE).why_not("outcome(l(1,1),resolved)")
    assert not result["holds"]
    [rule] = result["rules"]
    assert rule["failed_instances"] == ["applies_effect(l(1,1))"]
    deeper = rule["because"]["rules"][0]["because"]["rules"][0]
    assert deeper["failed_instances"] == ["not activation_negated(l(1,1),_)"]
    [held] = deeper["because_holds"]
    assert held["atom"] == "activation_negated(l(1,1),by(l(1,2)))"
    assert held["rule"]["rule_id"] == "r_negate_activation"


def test_why_not_resolved_for_a_continuous_trap_that_left_the_field():
    """Not resolved, because when it resolved the card was no longer on the
    field, which the field-gated rule r_continuous_needs_field requires."""
    result = _explainer(COTH).why_not("outcome(l(1,1),resolved)")
    step = result["rules"][0]["because"]["rules"][0]
    assert step["failed"] == "not applies_nothing(L)"
    assert step["because_holds"][0]["rule"]["rule_id"] == "r_continuous_needs_field"


def test_why_not_an_input_predicate():
    result = _explainer(BELLE).why_not('link_target(1,2,1,"dm")')
    assert "it is an input" in result["note"]


def test_bad_atoms_are_refused():
    with pytest.raises(JudgeError):
        _explainer(BELLE).why("outcome(l(1,1)")


def test_cli_text_and_json(tmp_path, capsys):
    path = tmp_path / "belle.yaml"
    path.write_text(BELLE)
    assert main(["explain", str(path), "--why", "outcome(l(1,1),negated)"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Why outcome(l(1,1),negated):")
    assert "r_negate_activation (000 Activation; 001 Negate Activation)" in text
    assert "<- scenario fact" in text and "<- card fact (facts/cards/ghost_belle_haunted_mansion.lp)" in text
    assert main(["explain", str(path), "--why-not", "outcome(l(1,1),resolved)", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["holds"] is False and data["rules"][0]["condition_number"] == 1
    assert main(["explain", str(path), "--why", "outcome(l(1,1)"]) == 2


def test_ask_svg_draws_the_chain_and_its_outcome(tmp_path, capsys):
    path, svg = tmp_path / "belle.yaml", tmp_path / "chain.svg"
    path.write_text(BELLE)
    assert main(["ask", str(path), "--svg", str(svg)]) == 0
    doc = xml.dom.minidom.parse(str(svg))
    texts = [t.firstChild.data for t in doc.getElementsByTagName("text") if t.firstChild]
    assert any(t.startswith("CL1 Monster Reborn") for t in texts)
    assert any(t.startswith("CL2 Ghost Belle") for t in texts)
    assert any("activation negated" in t for t in texts)
    assert any("r_negate_activation" in t for t in texts)
    assert "responds to" in texts


def test_why_shows_the_negative_conditions_that_held():
    result = _explainer(COTH).why("outcome(l(1,1),applied_nothing)")
    node = next(n for n in _nodes(result["derivation"]) if n["atom"] == "applies_nothing(l(1,1))")
    assert node["rule"]["rule_id"] == "r_continuous_needs_field"
    assert node["and_not"] == ["not still_there(l(1,1),3)"]
