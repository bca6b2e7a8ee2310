"""Bad input gets a clear error (exit code 2), never a traceback."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from pyfacade import JudgeError, SolveTimeout, ask, load_text
from pyfacade.cli import main
from pyfacade.solve.engine import solve
from snippets import REBORN



def problems(text: str) -> str:
    with pytest.raises(JudgeError) as info:
        for scenario in load_text(textwrap.dedent(text), "case.yaml"):
            ask(scenario)
    return "\n".join(info.value.problems)


def test_malformed_yaml_names_file_and_line():
    message = problems("name: t\ncards:\n  - {id: x, name: [unclosed\n")
    assert "case.yaml:" in message and "malformed YAML" in message


def test_unknown_key_names_the_key_and_line():
    message = problems(REBORN.replace("zone: gy}", "zone: gy, colour: red}"))
    assert "case.yaml:5: cards.1.colour: unknown key" in message


def test_unknown_card_suggests_nearest_names():
    message = problems(REBORN.replace("name: Monster Reborn", "name: Monster Reborne"))
    assert "unknown card 'Monster Reborne'" in message and "'Monster Reborn'" in message


def test_unknown_counter_kind_suggests_the_nearest():
    message = problems(REBORN.replace("zone: gy}", "zone: gy}\n  - {id: sage, name: Dark Magician, owner: you, zone: monster_zone, "
                                                   "counters: {spel: 2}}"))
    assert "card 'sage': no counter kind 'spel' (did you mean 'spell', 'spellstone'?)" in message


def test_real_card_without_facts_is_told_apart_from_a_typo():
    data = Path(__file__).resolve().parents[2] / "shared/data/cards-en.jsonl"
    if not data.is_file():
        pytest.skip("the shared card data is not present")
    message = problems(REBORN.replace("name: Dark Magician", "name: Blue-Eyes White Dragon"))
    assert "is a real card, but it has no card facts yet" in message


def test_card_in_two_places():
    message = problems(REBORN.replace(
        "  - {id: dm, name: Dark Magician, owner: you, zone: gy}",
        "  - {id: dm, name: Dark Magician, owner: you, zone: gy}\n  - {id: dm, name: Dark Magician, owner: you, zone: hand}"))
    assert "listed twice" in message


def test_reference_to_a_card_that_is_not_in_the_scenario():
    message = problems(REBORN.replace("targets: [dm]", "targets: [dmm]"))
    assert "'dmm' is not a card of this scenario" in message


def test_position_of_a_card_that_is_not_in_the_scenario():
    message = problems(REBORN.replace("targets: [dm]", "targets: [dm], positions: {dmm: defense}"))
    assert "'dmm' is not a card of this scenario" in message


def test_a_position_that_is_not_a_battle_position():
    message = problems(REBORN.replace("targets: [dm]", "targets: [dm], positions: {dm: sideways}"))
    assert "positions.dm: Input should be 'attack' or 'defense'" in message


def test_target_that_is_not_there_names_the_rule():
    message = problems(REBORN.replace("zone: gy}", "zone: hand}"))
    assert "link 1.1" in message and "r_target" in message and "[not a legal target: Dark Magician [dm]]" in message


def test_illegal_action_names_the_rule_and_its_source():
    text = REBORN + "      - {card: ash}\n"
    text = text.replace("actions:", "  - {id: ash, name: Ash Blossom & Joyous Spring, owner: opp, zone: hand}\nactions:")
    message = problems(text)
    assert "link 1.2" in message and "r_condition" in message and "001" in message


def test_unknown_question_kind_lists_the_rule():
    message = problems(REBORN + "questions:\n  - {id: q, ask: colour, card: dm}\n")
    assert "question 'q'" in message and "unknown kind: colour" in message


def test_unknown_player():
    message = problems(REBORN.replace("owner: you, zone: hand", "owner: them, zone: hand"))
    assert "unknown player 'them'" in message


def test_wrong_link_label_in_a_question():
    message = problems(REBORN + "questions:\n  - {id: q, ask: outcome, link: '1.7'}\n")
    assert "has 1 links, not 7" in message


def test_time_limit_is_a_clear_error(tmp_path):
    # A scenario plus a program that is hard to solve (pigeonhole): solving
    # must stop at the limit with a clear error.
    hard = tmp_path / "hard.lp"
    hard.write_text("pigeon(1..14). hole(1..13). 1 { sits(P,H) : hole(H) } 1 :- pigeon(P). :- sits(P,H), sits(Q,H), P < Q.")
    [scenario] = load_text(textwrap.dedent(REBORN), "case.yaml")
    with pytest.raises(SolveTimeout) as info:
        solve(scenario, timeout=0.2, extra_programs=[str(hard)])
    assert "time limit of 0.2 s" in str(info.value)


def test_cli_exits_2_with_a_message_and_no_traceback(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: [\n")
    assert main(["ask", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "malformed YAML" in err and "Traceback" not in err


def test_cli_missing_file(capsys):
    assert main(["ask", "no/such/file.yaml"]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_unknown_rule_reading_is_an_error():
    [scenario] = load_text(textwrap.dedent(REBORN), "case.yaml")
    with pytest.raises(JudgeError) as info:
        ask(scenario, reading="no_such_reading")
    assert "rule reading 'no_such_reading'" in "\n".join(info.value.problems)


def test_cli_rules_on_every_scenario_of_a_file_and_reports_each_refusal(tmp_path, capsys):
    refused = REBORN.replace("zone: gy}", "zone: hand}")  # the target is not in a GY
    path = tmp_path / "two.yaml"
    path.write_text(textwrap.dedent(refused) + "---\n" + textwrap.dedent(REBORN))
    assert main(["ask", str(path)]) == 2
    captured = capsys.readouterr()
    assert "r_target" in captured.err and "document 1" in captured.err
    assert "1.1 Monster Reborn" in captured.out  # the second scenario still got its ruling
