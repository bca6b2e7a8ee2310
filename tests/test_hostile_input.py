"""Hostile and broken input: each case is a located error with exit code 2,
never a traceback, and the rest of a file or corpus still runs."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pyfacade.solve import engine
from pyfacade.cli import main
from pyfacade.solve.engine import Job, solve_all
from pyfacade.errors import JudgeError
from pyfacade.inputs.scenario import MAX_DEPTH, MAX_FILE_BYTES, MAX_INT, load_documents, load_file, load_text
from snippets import BELLE, REBORN

GOOD = textwrap.dedent(REBORN).lstrip() + 'expect:\n  outcomes: {"1.1": resolved}\n'
WRONG = textwrap.dedent(BELLE).lstrip() + 'expect:\n  outcomes: {"1.1": resolved}\n'  # the engine says negated


def refusal(path: Path) -> str:
    with pytest.raises(JudgeError) as info:
        load_file(path)
    return "\n".join(info.value.problems)


def run_cli(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.out, captured.err


def test_a_binary_file_is_not_utf8_with_its_line(tmp_path, capsys):
    path = tmp_path / "bin.yaml"
    path.write_bytes(b"name: x\n\xff\xfe\x00\x01")
    assert refusal(path) == f"{path}:2: not UTF-8 text (byte 0xff at offset 8); a scenario file is YAML in UTF-8"
    assert run_cli(["ask", str(path)], capsys)[0] == 2


def test_control_characters_are_malformed_yaml(tmp_path):
    path = tmp_path / "nul.yaml"
    path.write_bytes(b"name: x\x00y\n")
    assert "malformed YAML" in refusal(path)


def test_deep_nesting_is_refused_with_its_line(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("name: t\ncards: " + "[" * 5000 + "]" * 5000 + "\n")
    assert f"deep.yaml:2: the YAML is nested more than {MAX_DEPTH} levels deep" in refusal(path)


def test_an_alias_bomb_is_refused_quickly(tmp_path):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 12)]
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(lines) + "\n")
    assert "counting each use of an alias" in refusal(path)


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("# " + "x" * MAX_FILE_BYTES + "\n")
    assert f"larger than the limit of {MAX_FILE_BYTES:,} bytes" in refusal(path)


@pytest.mark.parametrize("value", [2**31, -(2**31) - 1, 10**30, MAX_INT + 1])
def test_integers_beyond_the_engine_are_refused_with_their_line(tmp_path, value):
    path = tmp_path / "int.yaml"
    path.write_text(textwrap.dedent(REBORN).lstrip().replace("cards:", f"life_points: {{you: {value}}}\ncards:"))
    message = refusal(path)
    assert f"{path}:2: life_points.you:" in message and "100000000" in message


def test_integers_in_links_and_questions_are_bounded(tmp_path):
    text = textwrap.dedent(REBORN).replace("{card: reborn, targets: [dm]}", f"{{card: reborn, effect: {2**40}}}")
    with pytest.raises(JudgeError) as info:
        load_text(text, "case.yaml")
    assert "actions.0.chain.0.effect" in str(info.value.problems)


def test_a_key_given_twice_is_refused_with_both_lines():
    with pytest.raises(JudgeError) as info:
        load_text("name: a\nname: b\ncards: []\n", "dup.yaml")
    assert info.value.problems == ["dup.yaml:2: key 'name' is given twice in one mapping (also on line 1)"]


def test_a_refused_document_does_not_stop_the_others_and_is_named_right(tmp_path, capsys):
    path = tmp_path / "three.yaml"
    # an empty document between them does not shift the numbering
    path.write_text(GOOD + "---\n~\n---\n" + GOOD.replace("Dark Magician", "Dark Magicianx"))
    loaded = load_documents(path)
    assert [type(x).__name__ for x in loaded] == ["Scenario", "JudgeError"]
    code, out, err = run_cli(["ask", str(path)], capsys)
    assert code == 2
    assert "(document 2):" in err and "unknown card 'Dark Magicianx'" in err and "document 1" not in err
    assert "1.1 Monster Reborn" in out


def test_json_on_several_scenarios_is_json_lines(tmp_path, capsys):
    path = tmp_path / "two.yaml"
    path.write_text(GOOD + "---\n" + GOOD.replace("zone: gy}", "zone: hand}"))  # the second is refused
    code, out, _ = run_cli(["ask", "--json", str(path)], capsys)
    assert code == 2
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["document"] for line in lines] == [1, 2]
    assert lines[0]["rulings"][0]["links"][0]["outcome"] == "resolved"
    assert "r_target" in " ".join(lines[1]["error"]) and lines[1]["exit_code"] == 2


def test_one_bad_file_does_not_abort_a_corpus(tmp_path, capsys):
    (tmp_path / "a.yaml").write_bytes(b"\xff\xfe binary")
    (tmp_path / "b.yaml").write_text("name: [" * 100)
    (tmp_path / "c.yaml").write_text(GOOD)
    (tmp_path / "d.yaml").write_text(GOOD + "---\n" + GOOD.replace("name: Monster Reborn\n", "name: x\nname: y\n"))
    code, out, _ = run_cli(["check", str(tmp_path)], capsys)
    assert code == 1
    assert "2 passed, 3 failed" in out and "(3 of the failed could not be judged: errors)" in out
    assert "not UTF-8" in out and "given twice" in out and "(document 2)" in out


def test_an_unsolvable_scenario_fails_alone_not_its_batch():
    # An extra program with no answer set for the scenario holding a card
    # "poison": batched, it would make every scenario unsatisfiable.
    [good] = load_text(textwrap.dedent(REBORN), "good.yaml")
    [poisoned] = load_text(textwrap.dedent(REBORN).replace("reborn", "poison"), "poisoned.yaml")
    program = Path(__file__).parent / "poison.tmp.lp"
    program.write_text('poisoned :- card("poison"), not poisoned.\n')
    try:
        solutions = solve_all([Job(good), Job(poisoned), Job(good)], extra_programs=[str(program)], prune=False)
    finally:
        program.unlink()
    assert [bool(s.models) for s in solutions] == [True, False, True]


def test_svg_to_a_path_that_cannot_be_written(tmp_path, capsys):
    path = tmp_path / "ok.yaml"
    path.write_text(GOOD)
    code, _, err = run_cli(["ask", str(path), "--svg", str(tmp_path / "no" / "such" / "dir.svg")], capsys)
    assert code == 2 and "cannot write the SVG file" in err


def test_rules_unused_on_a_path_that_does_not_exist(capsys):
    code, _, err = run_cli(["rules", "--unused", "/nonexistent"], capsys)
    assert code == 2 and "/nonexistent: no such file or directory" in err


def test_version(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0 and capsys.readouterr().out.startswith("judge ")


def test_a_closed_output_pipe_ends_quietly(tmp_path):
    path = tmp_path / "many.yaml"
    path.write_text("---\n".join([GOOD] * 3))
    proc = subprocess.Popen([sys.executable, "-m", "pyfacade.cli", "ask", str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # like `| head` that has stopped reading
    err = proc.stderr.read().decode()
    proc.wait(timeout=120)
    assert "Traceback" not in err and "BrokenPipe" not in err


def test_a_corrupt_cache_entry_is_discarded_and_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path))
    engine.lifted_rule_base.cache_clear()
    try:
        engine.lifted_rule_base()
        [entry] = tmp_path.glob("lifted-*.json")
        for wrong in ('{"program": 1, "lifted": []}', "[]", '{"lifted": [["a", 1]]}', '{"program": "p.", "lifted": 3}'):
            entry.write_text(wrong)
            engine.lifted_rule_base.cache_clear()
            assert engine.lifted_rule_base().statements
            assert isinstance(json.loads(entry.read_text())["program"], str)  # rebuilt
    finally:
        engine.lifted_rule_base.cache_clear()


# ---- check --reset -------------------------------------------------------------


def test_reset_keeps_symlinks_line_endings_and_permissions(tmp_path, capsys):
    real = tmp_path / "real.yaml"
    real.write_bytes(WRONG.replace("\n", "\r\n").encode())
    real.chmod(0o640)
    link = tmp_path / "link.yaml"
    link.symlink_to(real)
    code, out, _ = run_cli(["check", "--reset", str(link)], capsys)
    assert code == 0 and "1 case(s) reset" in out
    assert link.is_symlink()
    data = real.read_bytes()
    assert b"negated" in data and b"\n" not in data.replace(b"\r\n", b"")
    assert real.stat().st_mode & 0o777 == 0o640
    assert run_cli(["check", str(link)], capsys)[0] == 0


def test_reset_refuses_a_read_only_file_and_resets_the_others(tmp_path, capsys):
    locked, free = tmp_path / "locked.yaml", tmp_path / "free.yaml"
    locked.write_text(WRONG)
    free.write_text(WRONG)
    locked.chmod(0o444)
    code, out, _ = run_cli(["check", "--reset", str(tmp_path)], capsys)
    assert code == 2
    assert f"cannot reset {locked}: the file is read-only" in out and "1 case(s) reset; 1 file(s)" in out
    assert locked.read_text() == WRONG and free.read_text() != WRONG


def test_reset_in_a_folder_it_cannot_write(tmp_path, capsys, monkeypatch):
    import tempfile

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    (tmp_path / "case.yaml").write_text(WRONG)
    monkeypatch.setattr(tempfile, "mkstemp", refuse)  # (a read-only folder: the tests may run as root)
    code, out, _ = run_cli(["check", "--reset", str(tmp_path)], capsys)
    assert code == 2 and "cannot write it (Permission denied); file left unchanged" in out
    assert (tmp_path / "case.yaml").read_text() == WRONG


# ---- limits: the whole run in a worker process ------------------------------


def _sleep_forever():
    import time
    time.sleep(60)


def _allocate_gigabytes():
    return len(bytearray(8 * 1024**3))


def _refuse():
    raise JudgeError("refused", ["first problem", "second problem"])


def test_a_worker_is_stopped_at_its_time_limit():
    from pyfacade.errors import SolveTimeout
    from pyfacade.solve.isolate import run_limited
    with pytest.raises(SolveTimeout) as info:
        run_limited(_sleep_forever, timeout=0.3, what="the nap")
    assert "the nap took longer than the time limit of 0.3 s" in str(info.value)


def test_a_worker_over_its_memory_limit_is_a_clear_error():
    from pyfacade.solve.isolate import run_limited
    with pytest.raises(JudgeError) as info:
        run_limited(_allocate_gigabytes, timeout=60, memory_mb=512, what="the hog")
    assert "the hog needed more than the memory limit of 512 MB" in str(info.value)


def test_a_worker_hands_back_results_and_refusals():
    from pyfacade.solve.isolate import run_limited
    assert run_limited(sum, ([1, 2, 3],), timeout=60) == 6
    with pytest.raises(JudgeError) as info:
        run_limited(_refuse, timeout=60)
    assert info.value.problems == ["first problem", "second problem"]


def test_timeout_bounds_grounding_of_a_long_chain(tmp_path, capsys):
    n = 120  # grounding alone takes seconds
    cards = [f"  - {{id: m{i}, name: Mystical Space Typhoon, owner: {'you' if i % 2 else 'opp'}, zone: hand}}"
             for i in range(1, n + 1)]
    links = ["      - {card: m1}"] + [f"      - {{card: m{i}, targets: [m{i - 1}]}}" for i in range(2, n + 1)]
    path = tmp_path / "chain.yaml"
    path.write_text("name: long\ncards:\n" + "\n".join(cards) + "\nactions:\n  - chain:\n" + "\n".join(links) + "\n")
    code, _, err = run_cli(["ask", str(path), "--timeout", "0.5"], capsys)
    assert code == 2 and "took longer than the time limit of 0.5 s" in err
