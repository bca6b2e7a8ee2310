"""`judge options` on every seed scenario: the "what can be activated now?"
query lists every card effect of both players with reasons, at every moment,
and its JSON is stable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from pyfacade.cli import main
from pyfacade.output.options import options, to_json
from pyfacade.inputs.scenario import dump, load_file

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))
LEGAL = [s for path in SCENARIOS for s in load_file(path) if not (s.model.expect and s.model.expect.illegal)]


def moments(scenario) -> list[str]:
    found = ["start"]
    for i, (_, action, _) in enumerate(scenario.model.timeline(), start=1):
        chain = action.chain if action else None
        found += [f"during:{i}.{n}" for n in range(1, len(chain or []) + 1)]
        found.append(f"after:{i}")
    return found + ["end"]


@pytest.mark.parametrize("scenario", LEGAL, ids=lambda s: s.name[:60])
def test_every_moment_lists_every_effect_with_reasons(scenario):
    at = moments(scenario)
    result = options(scenario, at).moments
    assert list(dict.fromkeys(m.at for m in result)) == at  # open scenarios list a moment once per ruling
    for moment in result:
        assert [p.player for p in moment.players] == scenario.model.players
        for entry in moment.players:
            for option in entry.can:
                assert option.chain_link and {r.category for r in option.reasons} == {"can_activate"}
                assert "r_activatable" in [r.rule for r in option.reasons]
            for option in entry.cannot:
                assert option.reasons and all(r.category != "can_activate" for r in option.reasons)


def test_json_is_stable():
    scenario = named("B1: the card whose effect was negated")
    at = moments(scenario)
    assert json.dumps(to_json(options(scenario, at))) == json.dumps(to_json(options(scenario, at)))


def by_card(result, moment, card):
    entry = next(m for m in result.moments if m.at == moment)
    return next(o for p in entry.players for o in p.can + p.cannot if o.card == card)


def named(name):
    return next(s for s in LEGAL if s.name.startswith(name))


def test_reasons_name_their_category():
    taker = options(named("J1: Soul Taker destroys"), ["after:1"])
    assert [r.category for r in by_card(taker, "after:1", "blast").reasons] == ["missed_the_timing"]
    beam = options(named("J5: Night Beam: once another"), ["during:1.1", "during:1.2"])
    assert [r.category for r in by_card(beam, "during:1.1", "mst").reasons] == ["response_restriction"]
    assert by_card(beam, "during:1.2", "mst").chain_link == 3
    solemn = options(named("J4: Spell Speed"), ["during:1.2"])
    assert [r.category for r in by_card(solemn, "during:1.2", "mst").reasons] == ["spell_speed"]
    gyokkou = options(named("J5: Fire Formation"), ["after:1"])
    assert [r.category for r in by_card(gyokkou, "after:1", "mst").reasons] == ["cannot_activate"]


def test_cli_json(capsys, tmp_path):
    path = tmp_path / "j1.yaml"
    path.write_text(yaml.safe_dump(dump(named("J1: Chthonian Blast responds").model, exclude_defaults=True)))
    assert main(["options", str(path), "--at", "after:1", "--player", "you", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["version"] == 1 and first["reading"] == "rule_book" and first["moments"][0]["at"] == "after:1"
    assert [p["player"] for p in first["moments"][0]["players"]] == ["you"]
    option = first["moments"][0]["players"][0]["can"][0]
    assert set(option) == {"card", "card_name", "effect", "zone", "can_activate", "chain_link", "reasons"}


def test_cli_rejects_unknown_moment(capsys):
    path = next(p for p in SCENARIOS if p.name == "timing.yaml")
    assert main(["options", str(path), "--at", "after:99"]) == 2
    assert "there is no action 99" in capsys.readouterr().err
