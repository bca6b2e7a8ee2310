"""`judge check`: every case reported, the summary line, the exit code,
--rules, and --reset (atomic, keeps the rest of the file)."""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml

from pyfacade.cli import main
from snippets import REBORN

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios"

GOOD = REBORN.lstrip() + 'expect:\n  outcomes: {"1.1": resolved}\n'

BAD = """\
# a comment above the case stays
name: "Reborn negated by Ghost Belle (expectation written wrong)"
cards:
  - {id: reborn, name: Monster Reborn, owner: you, zone: hand}  # and this one
  - {id: dm, name: Dark Magician, owner: you, zone: gy}
  - {id: belle, name: Ghost Belle & Haunted Mansion, owner: opp, zone: hand}
actions:
  - chain:
      - {card: reborn, targets: [dm]}
      - {card: belle}
expect:
  # comments inside expect are lost on --reset
  outcomes: {"1.1": resolved, "1.2": resolved}
  zones:
    dm: monster_zone
    belle: gy
  reasons: {"1.1": r_chain_resolution}
# a comment after the case stays
"""


def _count_expect_cases(folder: Path) -> int:
    return sum(1 for p in folder.glob("*.yaml") for d in yaml.safe_load_all(p.read_text()) if d and "expect" in d)


def test_the_whole_test_corpus_passes_with_a_correct_summary(capsys):
    assert main(["check", "--verbose", str(SCENARIOS)]) == 0
    out = capsys.readouterr().out.splitlines()
    n = _count_expect_cases(SCENARIOS)
    assert f"{n} passed, 0 failed" in out
    assert sum(line.startswith("PASS ") for line in out) == n


def test_by_default_only_failures_and_the_summary_are_printed(tmp_path, capsys):
    corpus = tmp_path / "corpus.yaml"
    corpus.write_text(GOOD + "---\n" + BAD)
    assert main(["check", str(corpus)]) == 1
    out = capsys.readouterr().out
    assert "PASS" not in out and out.count("FAIL ") == 1 and "1 passed, 1 failed" in out


def test_a_failing_case_shows_differences_and_reasons_and_exits_non_zero(tmp_path, capsys):
    corpus = tmp_path / "corpus.yaml"
    corpus.write_text(GOOD + "---\n" + BAD)
    assert main(["check", str(corpus)]) == 1
    out = capsys.readouterr().out
    assert "1 passed, 1 failed" in out.splitlines()
    assert "outcome of link 1.1: expected resolved, got negated" in out
    assert "r_negate_activation (000 Activation; 001 Negate Activation)" in out  # the engine's reason, with source


def test_errors_count_as_failed(tmp_path, capsys):
    (tmp_path / "broken.yaml").write_text(GOOD.replace("Dark Magician", "Dark Magicianx"))
    (tmp_path / "good.yaml").write_text(GOOD)
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "1 passed, 1 failed" in out.splitlines()
    assert "ERROR" in out and "unknown card" in out


def test_rules_option_selects_the_reading(tmp_path, capsys):
    (tmp_path / "good.yaml").write_text(GOOD)
    assert main(["check", "--rules", "rule_book", str(tmp_path)]) == 0
    assert main(["check", "--rules", "no_such_reading", str(tmp_path)]) == 1
    assert "r_reading" in capsys.readouterr().out


def test_reset_rewrites_only_the_failing_expectation_and_keeps_the_rest(tmp_path, capsys):
    corpus = tmp_path / "corpus.yaml"
    original = GOOD + "---\n" + BAD
    corpus.write_text(original)
    assert main(["check", "--reset", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert "outcomes.1.1: resolved -> negated" in out  # the change is shown
    assert "zones.dm: monster_zone -> gy" in out
    assert "reasons.1.1: r_chain_resolution -> r_negate_activation" in out
    text = corpus.read_text()
    assert text.startswith(GOOD + "---\n# a comment above the case stays\n")
    assert "# and this one" in text and "# a comment after the case stays" in text
    assert [p.name for p in tmp_path.iterdir()] == ["corpus.yaml"]  # no temporary file left behind
    docs = list(yaml.safe_load_all(text))
    assert docs[1]["expect"] == {"outcomes": {"1.1": "negated", "1.2": "resolved"}, "zones": {"dm": "gy", "belle": "gy"},
                                 "reasons": {"1.1": "r_negate_activation"}}
    assert main(["check", str(corpus)]) == 0
    assert "2 passed, 0 failed" in capsys.readouterr().out


def test_reset_leaves_passing_files_untouched(tmp_path):
    for p in SCENARIOS.glob("*.yaml"):
        shutil.copy(p, tmp_path / p.name)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert main(["check", "--reset", str(tmp_path)]) == 0
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_reset_of_a_case_the_engine_now_refuses_expects_the_refusal(tmp_path, capsys):
    corpus = tmp_path / "corpus.yaml"
    # Ghost Belle chained to Reinforcement of the Army: not allowed (nothing from the GY).
    corpus.write_text(GOOD.replace("Dark Magician, owner: you, zone: gy", "Ghost Belle & Haunted Mansion, owner: opp, zone: hand")
                      .replace("{card: reborn, targets: [dm]}", "{card: reborn, targets: [dm]}\n      - {card: dm}")
                      .replace("Monster Reborn", "Reinforcement of the Army").replace(", targets: [dm]", ""))
    assert main(["check", "--reset", str(corpus)]) == 0
    expect = yaml.safe_load(corpus.read_text())["expect"]
    assert expect == {"illegal": [{"at": "1.2", "rule": "r_condition"}]}
    assert main(["check", str(corpus)]) == 0


def test_json_report(tmp_path, capsys):
    import json
    corpus = tmp_path / "corpus.yaml"
    corpus.write_text(GOOD + "---\n" + BAD)
    assert main(["check", "--json", str(corpus)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert (data["passed"], data["failed"]) == (1, 1)
    assert [c["status"] for c in data["cases"]] == ["pass", "fail"]
