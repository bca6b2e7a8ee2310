"""`judge options`: what each player could activate at a moment of a
scenario, and for everything else the reasons it cannot be activated.

The game logic is asp/chain/activatable.lp (question kind `options`); this module
asks that question for the moments given, reads the answers back and lays
them out as text or as stable JSON (docs/options.md).
"""

from __future__ import annotations

import argparse
import json
import re
from dataclasses import asdict, dataclass

import clingo
from clingo import Function, Number, String

from ..solve.engine import DEFAULT_TIMEOUT, rule_base_table, solve
from ..errors import JudgeError
from .ruling import Names, _without_words, checked_models
from ..inputs.scenario import Scenario, load_file

OPTIONS_JSON_VERSION = 1
MOMENT = re.compile(r"^(?:(start|end)|after:(\d+)|(during|resolved):(\d+)\.(\d+))$")


@dataclass(frozen=True)
class OptionReason:
    rule: str  # stable rule id
    category: str  # spell_speed, not_the_right_moment, missed_the_timing, ... (docs/options.md)
    source: str
    text: str
    detail: str
    words: str = ""  # the detail in plain words, for the text output (not in the JSON)


@dataclass(frozen=True)
class Option:
    card: str
    card_name: str
    effect: int
    zone: str
    can_activate: bool
    chain_link: int | None  # the chain link it would be (when it can be activated)
    reasons: list[OptionReason]


@dataclass(frozen=True)
class PlayerOptions:
    player: str
    can: list[Option]
    cannot: list[Option]


@dataclass(frozen=True)
class MomentOptions:
    at: str  # the moment as written: start, end, after:I, during:I.N, resolved:I.N
    assumptions: list[str]  # empty unless the scenario leaves something open
    players: list[PlayerOptions]


@dataclass(frozen=True)
class Options:
    scenario: str
    reading: str  # the rule reading judged under
    moments: list[MomentOptions]


def parse_moment(text: str, scenario: Scenario) -> clingo.Symbol:
    """A moment written as on the command line, checked against the scenario."""
    match = MOMENT.match(text.strip())
    if not match:
        raise JudgeError(f"'{text}' is not a moment: write start, end, after:I, during:I.N or resolved:I.N")
    word, after, kind, action, link = match.groups()
    if word:
        return Function(word)
    actions = [a for _, a, _ in scenario.model.timeline()]  # None: the start of a new turn
    if after:
        if not 1 <= int(after) <= len(actions):
            raise JudgeError(f"'{text}': there is no action {after} (the scenario has {len(actions)})")
        return Function("after", [Number(int(after))])
    i, n = int(action), int(link)
    if not 1 <= i <= len(actions) or actions[i - 1] is None or not actions[i - 1].chain:
        raise JudgeError(f"'{text}': action {i} is not a chain")
    if not 1 <= n <= len(actions[i - 1].chain):
        raise JudgeError(f"'{text}': the chain in action {i} has {len(actions[i - 1].chain)} links, not {n}")
    return Function(kind, [Number(i), Number(n)])


def options(scenario: Scenario, moments: list[str], player: str | None = None, reading: str | None = None,
            timeout: float = DEFAULT_TIMEOUT) -> Options:
    """What can be activated at each moment (one entry per moment and per
    way an open scenario can go), in one solve."""
    if player is not None and player not in scenario.model.players:
        raise JudgeError(f"unknown player '{player}' (players: {', '.join(scenario.model.players)})")
    ids = {f"options@{m}": m for m in moments}
    facts = []
    for qid, moment in ids.items():
        q = String(qid)
        facts += [Function("question", [q, Function("options")]), Function("question_at", [q, parse_moment(moment, scenario)])]
        if player is not None:
            facts.append(Function("question_player", [q, String(player)]))
    solution = solve(scenario, reading=reading, timeout=timeout, extra_facts=facts)
    grouped = checked_models(scenario, solution)
    result, seen = [], set()
    for model, signatures in zip(solution.models, grouped):
        names = Names(scenario, signatures)
        for entry in _read_model(model, ids, names, scenario, player):
            key = json.dumps(asdict(entry), sort_keys=True)
            if key not in seen:
                seen.add(key)
                result.append(entry)
    order = {m: n for n, m in enumerate(moments)}
    used = next((s.arguments[0].name for s in grouped[0].get(("active_reading", 1), [])), None)
    used = used or reading or scenario.model.reading or Names(scenario, grouped[0]).default_reading
    return Options(scenario.name, used, sorted(result, key=lambda e: (order[e.at], e.assumptions)))


def _read_model(model, ids: dict[str, str], names: Names, scenario: Scenario, player: str | None) -> list[MomentOptions]:
    """Every asked moment's options in one answer set (one pass over it)."""
    categories = {s.arguments[0].name: s.arguments[1].name for s in rule_base_table("reason_category", 2)}
    assumptions, answers = [], []
    reasons: dict[tuple, list[OptionReason]] = {}
    links: dict[tuple, int] = {}
    for s in model:
        name = s.name
        if name == "assumption":
            assumptions.append(names.term(s.arguments[0]))
        elif name == "answer" and s.arguments[0].type == clingo.SymbolType.String and s.arguments[0].string in ids:
            answers.append(s)
        elif name == "reason" and s.arguments[0].name == "answer":
            qid = s.arguments[0].arguments[0]
            if qid.type == clingo.SymbolType.String and qid.string in ids:
                reasons.setdefault((qid.string, str(s.arguments[0].arguments[1])), []).append(s)
    for key, found in reasons.items():
        converted = []
        for s in found:
            rule, detail = s.arguments[1], s.arguments[2]
            if detail.match("chain_link", 1):
                links[key] = detail.arguments[0].number
            r = names.reason(rule, detail)
            converted.append(OptionReason(r.rule, categories.get(r.rule, "other"), r.source, r.text, r.detail, r.words))
        reasons[key] = sorted(converted, key=lambda r: (r.rule, r.detail))
    moments = {qid: {p: PlayerOptions(p, [], []) for p in scenario.model.players if player in (None, p)} for qid in ids}
    for s in answers:
        qid, value = s.arguments[0].string, s.arguments[1]
        if not value.match("option", 5):
            continue
        p, x, e, zone, verdict = value.arguments
        key = (qid, str(value))
        option = Option(x.string, names.card_name(x.string), e.number, zone.name, verdict.name == "yes",
                        links.get(key), reasons.get(key, []))
        entry = moments[qid][p.string]
        (entry.can if option.can_activate else entry.cannot).append(option)
    result = []
    for qid, by_player in moments.items():
        for entry in by_player.values():
            entry.can.sort(key=lambda o: (o.card, o.effect))
            entry.cannot.sort(key=lambda o: (o.card, o.effect))
        result.append(MomentOptions(ids[qid], sorted(assumptions), list(by_player.values())))
    return result


def to_json(result: Options) -> dict:
    return {"version": OPTIONS_JSON_VERSION, "scenario": result.scenario, "reading": result.reading,
            "moments": [_without_words(asdict(m)) for m in result.moments]}


def render_text(result: Options) -> str:
    out = [f"Scenario: {result.scenario}", f"Rules: {result.reading}"]
    for moment in result.moments:
        out.append("")
        out.append(f"At {moment.at}" + (f", if {' and '.join(moment.assumptions)}" if moment.assumptions else "") + ":")
        for entry in moment.players:
            out.append(f"  {entry.player} can activate:" + ("" if entry.can else " nothing"))
            for o in entry.can:
                out.append(f"    {_label(o)} as chain link {o.chain_link}")
            if entry.cannot:
                out.append(f"  {entry.player} cannot activate:")
            for o in entry.cannot:
                out.append(f"    {_label(o)}:")
                out.extend(f"      {r.category.replace('_', ' ')}: {r.text}" + (f" [{r.words or r.detail}]" if r.detail else "") + f" ({r.rule})"
                           for r in o.reasons)
    return "\n".join(out) + "\n"


def _label(o: Option) -> str:
    card = o.card_name + (f" [{o.card}]" if o.card != o.card_name else "")
    return f"{card} effect {o.effect} ({o.zone})"


# ---- command line ------------------------------------------------------------


def register(commands) -> None:
    """Adds `judge options` to the CLI's subcommands."""
    cmd = commands.add_parser("options", help="what each player could activate at a moment, and why not the rest")
    cmd.add_argument("file", help="a scenario YAML file (docs/scenarios.md)")
    cmd.add_argument("--at", action="append", metavar="MOMENT",
                     help="start, end, after:I, during:I.N or resolved:I.N (repeatable; default: end)")
    cmd.add_argument("--player", help="only this player's options")
    cmd.add_argument("--json", action="store_true", help="print JSON (docs/options.md)")
    cmd.add_argument("--rules", metavar="NAME", help="the rule reading to judge under")
    cmd.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="time limit for the whole run, in seconds (default %(default)s)")
    cmd.set_defaults(run=_run)


def _run(args: argparse.Namespace) -> int:
    for n, scenario in enumerate(load_file(args.file)):
        result = options(scenario, args.at or ["end"], args.player, args.rules, args.timeout)
        if args.json:
            print(json.dumps(to_json(result), indent=2))
        else:
            if n:
                print("-" * 72)
            print(render_text(result), end="")
    return 0
