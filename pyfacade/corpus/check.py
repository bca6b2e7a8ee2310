"""`judge check`: run a corpus of rulings (scenario files with `expect`)
against a rule reading, report every case, and optionally reset the
expectations to what the engine now derives.

Resetting rewrites only the `expect:` block of the cases that fail, keeps
every other byte of the file, and writes through a temporary file that is
renamed over the original (a crash never leaves half a file). Comments
*inside* a rewritten `expect:` block are lost (the block is re-emitted).
"""

from __future__ import annotations

import codecs
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import clingo
import yaml

from ..solve.engine import DEFAULT_TIMEOUT, Job, solve
from ..errors import EngineError, JudgeError, LimitExceeded
from .expectations import differences
from ..output.ruling import Judgment, Ruling, ask_all
from .files import scenario_files
from ..inputs.scenario import Scenario, dump, load_documents, load_text_documents, yaml_documents


@dataclass
class CaseResult:
    file: Path
    index: int  # document index among the file's scenarios
    name: str
    status: str  # pass | fail | error
    diffs: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)  # the engine's reasons for what differs
    scenario: Scenario | None = None
    judgment: Judgment | None = None
    refusal: JudgeError | None = None


def case_result(scenario: Scenario, path: Path, index: int, judged: Judgment | JudgeError | EngineError) -> CaseResult:
    result = CaseResult(path, index, scenario.name, "pass", scenario=scenario)
    if isinstance(judged, EngineError):
        result.status, result.diffs = "error", [f"internal error: {judged}"]
        return result
    if isinstance(judged, LimitExceeded):  # could not be judged within the limits
        result.status, result.diffs = "error", judged.problems
        return result
    if isinstance(judged, JudgeError):
        result.refusal = judged
    else:
        result.judgment = judged
    result.diffs = differences(scenario, result.judgment, result.refusal)
    if result.diffs:
        result.status = "fail"
        result.reasons = _reasons_for(scenario, result.judgment)
    return result


def _reasons_for(scenario: Scenario, judgment: Judgment | None) -> list[str]:
    """The engine's reasons for each thing the case expects (first ruling)."""
    if judgment is None or not judgment.rulings:
        return []
    expect = scenario.model.expect
    ruling = judgment.rulings[0]
    out = []
    subjects = list(expect.outcomes) + list(expect.zones) + list(expect.answers) + list(expect.reasons)
    for subject in dict.fromkeys(subjects):
        link, answer = ruling.link(subject), ruling.answer(subject)
        reasons = link.reasons if link else answer.reasons if answer else [
            r for p in ruling.zones if p.card == subject for r in p.reasons]
        for r in reasons:
            out.append(f"{subject}: {r.rule} ({r.source}): {r.text}" + (f" [{r.words or r.detail}]" if r.detail else ""))
    return out


def check(paths: list[str], reading: str | None = None, timeout: float = DEFAULT_TIMEOUT,
          out=print, workers: int | None = None, verbose: bool = False) -> list[CaseResult]:
    """Judge every case; report the failing ones (every case if verbose)."""
    results: list[CaseResult | None] = []
    cases: list[tuple[int, Path, int, Scenario]] = []
    missing: list[str] = []
    files = scenario_files(paths, missing)
    results += [CaseResult(Path(problem.rsplit(": ", 1)[0]), -1, "(file)", "error", [problem]) for problem in missing]
    for path in files:
        try:
            scenarios = load_documents(path)
        except JudgeError as exc:  # one bad file is reported; the rest of the corpus still runs
            results.append(CaseResult(path, -1, "(file)", "error", exc.problems))
            continue
        for index, scenario in enumerate(scenarios):
            if isinstance(scenario, JudgeError):
                results.append(CaseResult(path, index, f"(document {index + 1})", "error", scenario.problems))
            elif scenario.model.expect is not None:
                cases.append((len(results), path, index, scenario))
                results.append(None)  # judged below, all cases together
    judged = ask_all([Job(scenario, reading) for *_, scenario in cases], timeout, workers, stoppable=True)
    for (slot, path, index, scenario), outcome in zip(cases, judged):
        results[slot] = case_result(scenario, path, index, outcome)
    for r in results:
        if r.status == "pass" and not verbose:
            continue
        out(f"{r.status.upper():5} {r.file}: {r.name}")
        for d in r.diffs:
            out(f"      - {d}")
        if r.reasons:
            out("      the engine's reasons:")
            out("\n".join(f"        {line}" for line in r.reasons))
    return results


def summary(results: list[CaseResult]) -> list[str]:
    passed = sum(r.status == "pass" for r in results)
    failed = len(results) - passed
    lines = [f"{passed} passed, {failed} failed"]
    errors = sum(r.status == "error" for r in results)
    if errors:
        lines.append(f"({errors} of the failed could not be judged: errors)")
    return lines


# ---- --reset ----------------------------------------------------------------


def derived_expect(result: CaseResult, reading: str | None, timeout: float) -> dict | None:
    """The case's expectation, its items set to what the engine derives now
    (the same items are checked; a case that flips between refused and
    judged gets the items that describe the new result)."""
    scenario = result.scenario
    old = dump(scenario.model.expect, exclude_defaults=True)
    judgment = result.judgment
    if judgment is None:  # refused: expect the refusal
        illegal = _illegal_atoms(scenario, reading, timeout)
        if not illegal:
            return None
        return {"illegal": illegal}
    ruling = judgment.rulings[0]
    new: dict = {}
    if "illegal" in old or not set(old) - {"rulings"}:  # judged now: describe the ruling
        new["outcomes"] = {link.label: link.outcome for link in ruling.links}
        new["zones"] = {p.card: p.zone for p in ruling.zones}
        if judgment.is_open:
            new["rulings"] = len(judgment.rulings)
        return _agreeing(new, judgment)
    if "outcomes" in old:
        new["outcomes"] = {k: (ruling.link(k).outcome if ruling.link(k) else v) for k, v in old["outcomes"].items()}
    if "zones" in old:
        new["zones"] = {k: ruling.zone(k) or v for k, v in old["zones"].items()}
    if "life_points" in old:
        new["life_points"] = {k: ruling.life_points.get(k, v) for k, v in old["life_points"].items()}
    if "answers" in old:
        new["answers"] = {k: (ruling.answer(k).value if ruling.answer(k) else v) for k, v in old["answers"].items()}
    if "reasons" in old:
        new["reasons"] = {}
        for subject, rules in old["reasons"].items():
            got = sorted(_rules_of(ruling, subject))
            new["reasons"][subject] = (got[0] if len(got) == 1 else got) if got else rules
    if "rulings" in old:
        new["rulings"] = len(judgment.rulings)
    if "open" in old:
        new["open"] = []
        for case in old["open"]:
            match = next((r for r in judgment.rulings if set(case["assuming"]) <= set(r.assumptions)), None)
            if match is None:
                new["open"].append(case)
                continue
            item = {"assuming": case["assuming"]}
            for key in ("outcomes", "zones", "answers"):
                if key in case:
                    item[key] = {k: _open_value(match, key, k, v) for k, v in case[key].items()}
            new["open"].append(item)
    return _agreeing(new, judgment) if not judgment.is_open else new


def _agreeing(new: dict, judgment: Judgment) -> dict:
    """Top-level items must hold in every ruling: keep those that do."""
    for key in ("outcomes", "zones", "life_points", "answers"):
        for k in list(new.get(key, {})):
            values = {_get(r, key, k) for r in judgment.rulings}
            if len(values) > 1:
                del new[key][k]
    return new


def _get(ruling: Ruling, key: str, k: str):
    if key == "outcomes":
        return ruling.link(k).outcome if ruling.link(k) else None
    if key == "zones":
        return ruling.zone(k)
    if key == "life_points":
        return ruling.life_points.get(k)
    return ruling.answer(k).value if ruling.answer(k) else None


def _open_value(ruling: Ruling, key: str, k: str, old):
    got = _get(ruling, key, k)
    return old if got is None else got


def _rules_of(ruling: Ruling, subject: str) -> set[str]:
    link, answer = ruling.link(subject), ruling.answer(subject)
    if link:
        return {r.rule for r in link.reasons}
    if answer:
        return {r.rule for r in answer.reasons}
    return {r.rule for p in ruling.zones if p.card == subject for r in p.reasons}


def _illegal_atoms(scenario: Scenario, reading: str | None, timeout: float) -> list[dict]:
    solution = solve(scenario, reading=reading, timeout=timeout)
    found = []
    for model in solution.models[:1]:
        for s in model:
            if s.match("illegal", 3):
                at = _at_label(s.arguments[0])
                if at is not None:
                    item = {"at": at, "rule": s.arguments[1].name}
                    if item not in found:
                        found.append(item)
    return found


def _at_label(where: clingo.Symbol) -> str | None:
    if where.match("l", 2):
        return f"{where.arguments[0].number}.{where.arguments[1].number}"
    if where.arguments and where.arguments[0].type == clingo.SymbolType.String:
        return where.arguments[0].string
    if where.match("action", 1):
        return f"action {where.arguments[0].number}"
    if where.match("zone", 2):
        return f"zones: {where.arguments[1].name} of {where.arguments[0].string}"
    return None


def reset(results: list[CaseResult], reading: str | None, timeout: float, out=print) -> tuple[int, int]:
    """Rewrite the expectations of failing cases; returns how many changed,
    and how many files could not be rewritten (each is reported)."""
    by_file: dict[Path, list[tuple[int, dict, dict]]] = {}
    for r in results:
        if r.status != "fail" or r.scenario is None:
            continue
        new = derived_expect(r, reading, timeout)
        old = dump(r.scenario.model.expect, exclude_defaults=True)
        if new is None or new == old:
            out(f"cannot reset {r.file}: {r.name} (the engine's result has no expectation form)")
            continue
        out(f"reset {r.file}: {r.name}")
        for line in _change_lines(old, new):
            out(f"      {line}")
        by_file.setdefault(r.file, []).append((r.index, old, new))
    written = refused = 0
    for path, changes in by_file.items():
        try:
            rewrite_expectations(path, {index: new for index, _, new in changes})
            written += len(changes)
        except JudgeError as exc:  # refuse this file, reset the others
            refused += 1
            for problem in exc.problems:
                out(f"cannot reset {problem}")
    return written, refused


def _change_lines(old: dict, new: dict) -> list[str]:
    lines = []
    for key in dict.fromkeys(list(old) + list(new)):
        a, b = old.get(key), new.get(key)
        if isinstance(a, dict) and isinstance(b, dict):
            for k in dict.fromkeys(list(a) + list(b)):
                if a.get(k) != b.get(k):
                    lines.append(f"{key}.{k}: {_show(a.get(k))} -> {_show(b.get(k))}")
        elif a != b:
            lines.append(f"{key}: {_show(a)} -> {_show(b)}")
    return lines


def _show(value) -> str:
    return "(none)" if value is None else yaml.safe_dump(value, default_flow_style=True, width=10**6).strip().removesuffix("\n...")


def rewrite_expectations(path: Path, new_expects: dict[int, dict]) -> None:
    """Replace the `expect:` block of the given documents (by index among the
    file's non-empty documents); every other byte stays as it was."""
    target = Path(os.path.realpath(path))  # a symlink stays a symlink: its target is rewritten
    if not os.access(target, os.W_OK) or not target.stat().st_mode & 0o222:  # (root may write anything)
        raise JudgeError(f"{path}: the file is read-only; not rewriting it")
    try:
        raw = target.read_bytes()
        text = raw.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise JudgeError(f"{path}: cannot read it back ({exc})") from None
    bom = raw.startswith(codecs.BOM_UTF8)
    crlf = "\r\n" in text  # line endings are kept as the file has them
    text = text.replace("\r\n", "\n")
    nodes = [node for _, node in yaml_documents(text, str(path))]
    edits = []
    for index, expect in new_expects.items():
        node = nodes[index]
        key, value = next(((k, v) for k, v in node.value if k.value == "expect"), (None, None))
        if key is None:
            raise JudgeError(f"{path}: document {index + 1} has no expect block to reset")
        start = text.rfind("\n", 0, key.start_mark.index) + 1
        indent = text[start:key.start_mark.index]
        if indent.strip():
            raise JudgeError(f"{path}: document {index + 1}: expect is not a block key; not rewriting it")
        end = _content_end(value)
        end = text.find("\n", end)
        end = len(text) if end < 0 else end
        edits.append((start, end, _emit_expect(expect, indent)))
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    # The new text must still load, with the new expectations in place.
    check = load_text_documents(text, str(path))
    for index, expect in new_expects.items():
        if isinstance(check[index], JudgeError) or dump(check[index].model.expect, exclude_defaults=True) != expect:
            raise JudgeError(f"{path}: resetting document {index + 1} would not round-trip; file left unchanged")
    if crlf:
        text = text.replace("\n", "\r\n")
    try:
        _atomic_write(target, ("\ufeff" if bom else "") + text)
    except OSError as exc:
        raise JudgeError(f"{path}: cannot write it ({exc.strerror or exc}); file left unchanged") from None


def _content_end(node: yaml.Node) -> int:
    """Where the last content character of a node ends (block collections'
    own end marks run on to the next token)."""
    if isinstance(node, yaml.ScalarNode) or getattr(node, "flow_style", False):
        return node.end_mark.index
    if isinstance(node, yaml.MappingNode):
        return max((_content_end(v) for _, v in node.value), default=node.start_mark.index)
    if isinstance(node, yaml.SequenceNode):
        return max((_content_end(v) for v in node.value), default=node.start_mark.index)
    return node.end_mark.index


def _emit_expect(expect: dict, indent: str) -> str:
    lines = [f"{indent}expect:"]
    for key, value in expect.items():
        if key == "open" or key == "illegal":
            lines.append(f"{indent}  {key}:")
            for item in value:
                lines.append(f"{indent}    - {_flow(item)}")
        else:
            lines.append(f"{indent}  {key}: {_flow(value)}")
    return "\n".join(lines)


def _flow(value) -> str:
    text = yaml.safe_dump(value, default_flow_style=True, width=10**6, sort_keys=False).strip()
    return text.removesuffix("...").strip()


def _atomic_write(path: Path, text: str) -> None:
    mode = path.stat().st_mode & 0o777
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
