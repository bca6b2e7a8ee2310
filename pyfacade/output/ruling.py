"""Rulings: the answer sets read back into typed objects, JSON and text.

Nothing here decides anything about the game: every value comes from an
atom the rules derived. This module names things for people (card names,
link labels) and lays them out.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from functools import lru_cache

import clingo

from ..solve.engine import DEFAULT_TIMEOUT, Job, Solution, rule_base_table, shown_arity, solve, solve_all
from ..errors import EngineError, JudgeError
from ..inputs.scenario import Scenario

JSON_VERSION = 1


@dataclass(frozen=True)
class Reason:
    rule: str  # stable rule id, e.g. "r_negate_activation"
    source: str  # what the rule encodes: seed file and section, or a ruling URL
    text: str  # the rule in one sentence
    detail: str  # what made it apply here, as a term, e.g. "by(link 1.2 (Ghost Belle & Haunted Mansion))"
    words: str = ""  # the detail in plain words, for people (not in the JSON)


@dataclass(frozen=True)
class LinkResult:
    label: str  # "ACTION.LINK"
    card: str
    card_name: str
    effect: int
    player: str
    outcome: str  # resolved | resolved_without_effect | negated | applied_nothing
    reasons: list[Reason]


@dataclass(frozen=True)
class Placement:
    card: str
    card_name: str
    zone: str
    reasons: list[Reason]


@dataclass(frozen=True)
class Answer:
    question: str
    value: str | int
    reasons: list[Reason]


@dataclass(frozen=True)
class NotModelled:
    """A part of a card's text that the card facts say is not modelled, and
    why it could matter in this ruling (derived in asp/answers/not_modelled.lp)."""

    card: str
    card_name: str
    effect: int  # 0: the card as a whole
    text: str  # quoted from the card
    why: list[str]  # e.g. "link 1.1 activates it", "question q1 asks about it"


@dataclass(frozen=True)
class Ruling:
    """One way the scenario goes. `assumptions` is empty unless the scenario
    leaves something open (then each ruling states what it assumes)."""

    assumptions: list[str]
    links: list[LinkResult]
    zones: list[Placement]
    life_points: dict[str, int]
    answers: list[Answer]
    timeline: list[str]
    not_modelled: list[NotModelled]
    assumption_words: tuple[str, ...] = ()  # the assumptions in plain words, for people (not in the JSON)
    timeline_words: tuple[str, ...] = ()  # the timeline in plain words (not in the JSON)

    def link(self, label: str) -> LinkResult | None:
        return next((l for l in self.links if l.label == label), None)

    def zone(self, card: str) -> str | None:
        return next((p.zone for p in self.zones if p.card == card), None)

    def answer(self, question: str) -> Answer | None:
        return next((a for a in self.answers if a.question == question), None)


@dataclass(frozen=True)
class Judgment:
    """The rulings of a scenario, in canonical order (by their assumptions),
    the same alone and in a batch. `complete` is False when the scenario has
    more possible rulings than are kept (engine.MAX_MODELS): then `rulings`
    holds the first of them in canonical order, and `total` says how many
    there are."""

    scenario: str
    reading: str
    rulings: list[Ruling]
    complete: bool = True
    total: int = 0  # how many possible rulings there are (len(rulings) when complete)

    @property
    def is_open(self) -> bool:
        return len(self.rulings) > 1

    def to_json(self) -> dict:
        data = {"version": JSON_VERSION, "scenario": self.scenario, "reading": self.reading,
                "open": self.is_open, "rulings": [_without_words(asdict(r)) for r in self.rulings],
                "complete": self.complete, "total": self.total}
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, sort_keys=False)


def _without_words(value):
    """The JSON keeps terms: the plain-words renderings are for text only."""
    if isinstance(value, dict):
        return {k: _without_words(v) for k, v in value.items() if k not in ("words", "assumption_words", "timeline_words")}
    if isinstance(value, list):
        return [_without_words(v) for v in value]
    return value


def ask(scenario: Scenario, reading: str | None = None, timeout: float = DEFAULT_TIMEOUT) -> Judgment:
    """Solve a scenario and read back its ruling(s). Raises JudgeError when the
    scenario asks for something the rules forbid."""
    solution = solve(scenario, reading=reading, timeout=timeout)
    return read_judgment(scenario, solution)


def ask_all(jobs: list[Job], timeout: float = DEFAULT_TIMEOUT, workers: int | None = None,
            stoppable: bool = False) -> list[Judgment | JudgeError | EngineError]:
    """Many questions solved together (in batches, see engine.py; in up to
    `workers` processes, default one per core; `stoppable`: always in worker
    processes, each batch's whole work bounded by the time limit): for each,
    its judgment, or the error that refused it (errors.LimitExceeded: it
    could not be judged within the limits)."""
    if len(jobs) > 1:  # what reading needs, once, before the workers fork
        rule_table(), shown_arity(), rule_base_table("default_reading", 1)
    return solve_all(jobs, timeout, workers=workers, stoppable=stoppable, read=_judged)  # read in the workers


def _judged(job: Job, solution: Solution) -> Judgment | JudgeError | EngineError:
    try:
        return read_judgment(job.scenario, solution)
    except (JudgeError, EngineError) as exc:
        return exc


def read_judgment(scenario: Scenario, solution: Solution) -> Judgment:
    models = checked_models(scenario, solution)
    names = Names(scenario, models[0])
    rulings = [_ruling(model, names) for model in models]
    if len(rulings) > 1:  # models differing only in atoms the ruling does not show are one ruling
        keyed = {}
        for model, ruling in zip(models, rulings):
            text = json.dumps(asdict(ruling), sort_keys=True)
            keyed.setdefault(text, (canonical_key(model.get(("assumption", 1), [])), text, ruling))
        rulings = [ruling for *_, ruling in sorted(keyed.values(), key=lambda k: k[:2])]
    reading = next((str(s.arguments[0]) for s in models[0].get(("active_reading", 1), [])), None)
    reading = reading or scenario.model.reading or names.default_reading
    total = len(rulings) if solution.complete else solution.total
    return Judgment(scenario.name, reading, rulings, solution.complete, total)


def canonical_key(assumptions: list[clingo.Symbol]) -> tuple[str, ...]:
    """Where a ruling stands among an open scenario's rulings: by what it
    assumes (the same order for `judge ask` and `judge explain --ruling N`)."""
    return tuple(sorted(str(s) for s in assumptions))


def checked_models(scenario: Scenario, solution: Solution) -> list["Model"]:
    """The answer sets, grouped by signature, once it is certain that the rules
    accept the scenario (else JudgeError) and derived nothing impossible (else
    EngineError)."""
    if solution.error:
        raise solution.error
    if not solution.models:
        raise EngineError(f"{scenario.origin}: the rule base has no answer for this scenario (unsatisfiable)")
    models = [by_signature(model) for model in solution.models]
    names = Names(scenario, models[0])
    breaches = sorted({s for m in models for s in m.get(("illegal", 3), [])}, key=str)
    if breaches:
        problems = sorted({f"{scenario.origin}: {names.illegal(s)}" for s in breaches})
        # a refusal can rest on card text the engine does not model (what a card activated here would have done): say so
        problems += [f"{scenario.origin}: not modelled, and it could matter here: {n.card_name} ({n.card}) effect {n.effect}: "
                     f"\"{n.text}\" ({'; '.join(n.why)})" for n in _not_modelled(merged(models), names)]
        raise JudgeError(f"{scenario.origin}: the scenario breaks the rules", problems,
                         [names.illegal_json(s) for s in breaches])
    errors = sorted({str(s.arguments[0]) for m in models for s in m.get(("error", 1), [])})
    if errors:
        raise EngineError(f"{scenario.origin}: the rule base derived an impossible state: {', '.join(errors)}")
    return models


Model = dict[tuple[str, int], list[clingo.Symbol]]


def merged(models: list[Model]) -> Model:
    """The atoms of several answer sets together (each atom once)."""
    out: Model = {}
    for model in models:
        for key, symbols in model.items():
            out.setdefault(key, []).extend(symbols)
    return {key: list(dict.fromkeys(symbols)) for key, symbols in out.items()}


def by_signature(symbols: list[clingo.Symbol]) -> Model:
    """The shown atoms of one answer set, grouped by name and arity."""
    grouped: Model = {}
    arity = shown_arity()  # reading a symbol's arguments just to count them is slow
    for symbol in symbols:
        name = symbol.name
        key = (name, arity[name]) if name in arity else (name, len(symbol.arguments))
        grouped.setdefault(key, []).append(symbol)
    return grouped


@lru_cache(maxsize=None)
def rule_table() -> dict[str, tuple[str, str]]:
    """The rule base's rule/3 facts: rule id -> (source, text)."""
    return {s.arguments[0].name: (s.arguments[1].string, s.arguments[2].string) for s in rule_base_table("rule", 3)}


class Names:
    """Turns terms from the rule base into words: card ids into names, links
    into labels, rule ids into reasons with their sources."""

    def __init__(self, scenario: Scenario, model: Model):
        self.scenario = scenario
        self.rules = rule_table()
        self.link_cards = {str(s.arguments[0]): s.arguments[1].string for s in model.get(("link_info", 4), [])}
        self.tokens = {s.arguments[0].string: s.arguments[1].string for s in model.get(("token_name", 2), [])}  # asp/chain/tokens.lp
        self.default_reading = next((s.arguments[0].name for s in rule_base_table("default_reading", 1)), "")

    def card_name(self, ident: str) -> str:
        entry = self.scenario.cards.get(ident)
        return entry.name if entry else self.tokens.get(ident, ident)

    def label(self, link: clingo.Symbol) -> str:
        return f"{link.arguments[0].number}.{link.arguments[1].number}"

    def term(self, sym: clingo.Symbol) -> str:
        """A term in words: strings are card ids (or player names), l(I,N) is a link."""
        if sym.type == clingo.SymbolType.String:
            ident = sym.string
            known = ident in self.scenario.cards or ident in self.tokens
            return f"{ident} ({self.card_name(ident)})" if known and self.card_name(ident) != ident else ident
        if sym.type == clingo.SymbolType.Number:
            return str(sym.number)
        if sym.match("l", 2):
            label = self.label(sym)
            card = self.link_cards.get(str(sym))
            return f"link {label} ({self.card_name(card)})" if card else f"link {label}"
        if sym.type == clingo.SymbolType.Function and sym.arguments:
            if sym.name == "":
                return "(" + ", ".join(self.term(a) for a in sym.arguments) + ")"
            return f"{sym.name}(" + ", ".join(self.term(a) for a in sym.arguments) + ")"
        return str(sym)

    EVENTS = {
        "activated": "{0} is activated",
        "paid": "{0} pays its cost: {1} {2}",
        "moved": "{0} moves from {1} to {2} ({3})",
        "did": "{0} resolving: {1}",
        "resolves": "{0}: {1}",
        "lp": "{0}'s Life Points {1} -> {2}",
        "summoned": "{0} is Summoned ({1}) by {2}",
        "set": "{0} is Set by {1}",
        "declared_attack": "{0} declares an attack on {1}",
        "entered": "the turn enters {0}",
        "target_gone": "{0}: its target {1} is no longer there",
        "target_unfit": "{0}: its target {1} no longer fits the effect",
        "summon_together_short": "{0}: one of the monsters it Summons together is not there, so neither is Summoned",
        "both_together_short": "{0}: one of the two cards it handles together is not there, so neither is handled",
        "unaffected": "{0} is unaffected by {1}",
    }

    def event(self, sym: clingo.Symbol, words: bool = False) -> str:
        """A timeline event in words (events without a template print as terms)."""
        show = self.words if words else self.term
        template = self.EVENTS.get(sym.name)
        if template is None or template.count("{") != len(sym.arguments):
            return show(sym)
        return template.format(*(show(a) for a in sym.arguments))

    # Terms with their own wording for people; any other term f(a, b) reads
    # "f: a, b" with underscores as spaces.
    WORDS = {
        "by": "by {0}",
        "began_applying_before": "{0} began applying before {1}",
        "already_used": "already used by {0}",
        "used_by": "used by {0}",
        "cannot_pay": "cannot pay {0} LP ({1})",
        "has": "has {0}",
        "card_of": "the card of {0}",
        "target": "its target {0}",
        "chain_link": "as chain link {0}",
        "holds": "holds {0}, {1}",
        "at_most": "at most {0}",
        "step": "at step {0}",
        "start": "from {0}",
        "cost": "cost of {0}",
        "effect": "effect of {0}",
    }
    # Wordings for one arity only (the details of refusals, asp/legality/).
    WORDS_BY_ARITY = {
        ("holds", 3): "{0} cards there, {1}, {2}",
        ("no_free_zone", 2): "{0} finds no free zone: {1}",
        ("controlled_by", 2): "{0} is controlled by {1}",
        ("level", 3): "Level {0}: {1}, {2}",
        ("needs", 1): "needs {0}",
        ("given", 1): "{0} given",
        ("already", 1): "already done by {0}",
        ("action", 1): "action {0}",
        ("from", 1): "from {0}",
        ("in", 1): "in {0}",
        ("not_theirs", 1): "{0} is not theirs",
        ("attached_to", 1): "attached to {0}",
        ("column", 3): "column {0} of the {1} already holds {2}",
    }
    CONSTANTS = {"self": "this card", "responded": "the link it responds to", "none": ""}

    def words(self, sym: clingo.Symbol) -> str:
        """A term in plain words, for text output (JSON keeps the terms)."""
        if sym.type == clingo.SymbolType.String:
            ident = sym.string
            name = self.card_name(ident)
            return f"{name} [{ident}]" if (ident in self.scenario.cards or ident in self.tokens) and name != ident else ident
        if sym.type == clingo.SymbolType.Number or sym.match("l", 2):
            return self.term(sym)
        if sym.type != clingo.SymbolType.Function:
            return str(sym)
        args = [self.words(a) for a in sym.arguments]
        if not args:
            return self.CONSTANTS.get(sym.name, sym.name.replace("_", " "))
        template = self.WORDS_BY_ARITY.get((sym.name, len(args)), self.WORDS.get(sym.name))
        if template is not None and template.count("{") == len(args):
            return template.format(*args)
        if sym.name == "":
            return ", ".join(args)
        return sym.name.replace("_", " ") + ": " + ", ".join(args)

    def reason(self, rule: clingo.Symbol, detail: clingo.Symbol) -> Reason:
        source, text = self.rules.get(rule.name, ("(no source)", "(no text)"))
        if detail.match("none", 0):
            return Reason(rule.name, source, text, "", "")
        return Reason(rule.name, source, text, self.term(detail), self.words(detail))

    def where(self, sym: clingo.Symbol) -> str:
        if sym.match("l", 2):
            return f"chain {self.term(sym)}"  # "chain link 1.2 (Card)"
        if sym.match("zone", 2):
            return f"zones: {sym.arguments[1].name} of {self.term(sym.arguments[0])}"
        if sym.match("card", 1):
            return f"card {self.term(sym.arguments[0])}"
        if sym.match("action", 1):
            return f"action {sym.arguments[0].number}"
        if sym.match("question", 1):
            return f"question '{sym.arguments[0].string}'"
        if sym.match("reading", 1):
            return f"rule reading '{sym.arguments[0].name}'"
        return self.term(sym)

    def illegal(self, sym: clingo.Symbol) -> str:
        """A breach of the rules, for people: the detail in plain words."""
        where, rule, detail = sym.arguments
        source, text = self.rules.get(rule.name, ("(no source)", "(no text)"))
        return f"{self.where(where)}: not allowed by {rule.name} ({source}): {text} [{self.words(detail)}]"

    def illegal_json(self, sym: clingo.Symbol) -> dict:
        """A breach of the rules for JSON: the detail as a term."""
        where, rule, detail = sym.arguments
        source, text = self.rules.get(rule.name, ("(no source)", "(no text)"))
        return {"at": self.where(where), "rule": rule.name, "source": source, "text": text, "detail": self.term(detail)}


def _ruling(model: Model, names: Names) -> Ruling:
    reasons: dict[str, list[Reason]] = {}
    for s in model.get(("reason", 3), []):
        reasons.setdefault(str(s.arguments[0]), []).append(names.reason(s.arguments[1], s.arguments[2]))
    info = {str(s.arguments[0]): s.arguments for s in model.get(("link_info", 4), [])}
    links = []
    for s in model.get(("outcome", 2), []):
        link, outcome = s.arguments
        _, card, effect, player = info[str(link)]
        links.append(LinkResult(names.label(link), card.string, names.card_name(card.string), effect.number,
                                player.string, outcome.name, sorted(reasons.get(str(s), []), key=_key)))
    links.sort(key=lambda l: tuple(int(n) for n in l.label.split(".")))
    zones = sorted((Placement(s.arguments[0].string, names.card_name(s.arguments[0].string), s.arguments[1].name,
                              sorted(reasons.get(str(s), []), key=_key))
                    for s in model.get(("final_zone", 2), [])), key=lambda p: p.card)
    lp = {s.arguments[0].string: s.arguments[1].number for s in model.get(("final_lp", 2), [])}
    answers = []
    for s in model.get(("answer", 2), []):
        value = s.arguments[1]
        answers.append(Answer(s.arguments[0].string, value.number if value.type == clingo.SymbolType.Number else names.term(value),
                              sorted(reasons.get(str(s), []), key=_key)))
    answers.sort(key=lambda a: a.question)
    events = sorted(((e.arguments[0].number, e.arguments[1].number, names.event(e.arguments[2]),
                      names.event(e.arguments[2], words=True)) for e in model.get(("happens", 3), [])))
    timeline = [f"step {t}: {text}" for t, _, text, _ in events]
    timeline_words = tuple(f"step {t}: {text}" for t, _, _, text in events)
    assumed = sorted((names.term(s.arguments[0]), names.words(s.arguments[0])) for s in model.get(("assumption", 1), []))
    return Ruling([a for a, _ in assumed], links, zones, lp, answers, timeline, _not_modelled(model, names),
                  tuple(w for _, w in assumed), timeline_words)


WHY = {"applies": "its effect applies", "on_field": "the card is face-up on the field"}


def _not_modelled(model: Model, names: Names) -> list[NotModelled]:
    parts: dict[tuple, set[str]] = {}
    for s in model.get(("unmodelled", 4), []):
        card, effect, text, why = s.arguments
        if why.name == "activated":
            words = f"{names.term(why.arguments[0])} activates it"
        elif why.name == "asked":
            words = f"question '{why.arguments[0].string}' asks about it"
        else:
            words = WHY.get(why.name, names.term(why))
        parts.setdefault((card.string, effect.number, text.string), set()).add(words)
    return [NotModelled(card, names.card_name(card), effect, text, sorted(why))
            for (card, effect, text), why in sorted(parts.items())]


def _key(reason: Reason) -> tuple:
    return (reason.rule, reason.detail)


# ---- text for people -------------------------------------------------------

OUTCOME_WORDS = {
    "resolved": "resolves",
    "resolved_without_effect": "resolves without effect",
    "negated": "is negated (its activation: it does not resolve)",
    "applied_nothing": "resolves but applies nothing",
}


def render_text(judgment: Judgment) -> str:
    out = [f"Scenario: {judgment.scenario}", f"Rules: {judgment.reading}"]
    if not judgment.is_open:
        out.extend(_render_ruling(judgment.rulings[0]))
        return "\n".join(out) + "\n"
    count = len(judgment.rulings)
    if judgment.complete:
        out.append(f"The scenario leaves something open: {count} possible rulings, one for each assumption below.")
    else:
        out.append(f"The scenario leaves something open: {judgment.total} possible rulings. {count} of them are shown: "
                   "the first in canonical order (by their assumptions); state more of the scenario (e.g. "
                   "`applied:` orders) to narrow it down.")
    # A compact summary: what holds in every ruling once, then what differs.
    items = [_items(r) for r in judgment.rulings]
    common = set.intersection(*(set(i) for i in items))
    out.append("")
    out.append("In every ruling:")
    out.extend(f"  {line}" for line in items[0] if line in common)
    for n, (ruling, lines) in enumerate(zip(judgment.rulings, items), start=1):
        out.append("")
        out.append(f"Ruling {n}, if " + " and ".join(ruling.assumption_words or ruling.assumptions) + ":")
        differing = [line for line in lines if line not in common]
        out.extend(f"  {line}" for line in differing or ["(nothing else differs)"])
    out.append("")
    out.append("(`judge ask --json` gives every ruling in full, with reasons and timeline; "
               "`judge explain --ruling N` explains ruling N.)")
    return "\n".join(out) + "\n"


def _items(ruling: Ruling) -> list[str]:
    """A ruling's conclusions, one line each, for comparing rulings."""
    lines = [f"{l.label} {l.card_name} {OUTCOME_WORDS.get(l.outcome, l.outcome)}" for l in ruling.links]
    lines += [f"answer {a.question}: {a.value}" for a in ruling.answers]
    lines += [f"{p.card_name}" + (f" [{p.card}]" if p.card != p.card_name else "") + f" ends in: {p.zone}"
              for p in ruling.zones]
    lines += [f"Life Points of {player}: {n}" for player, n in ruling.life_points.items()]
    lines += [f"not modelled, and it could matter here (ignored): {part.card_name} "
              f"({f'effect {part.effect}' if part.effect else 'the card'}): \"{part.text}\" ({'; '.join(part.why)})"
              for part in ruling.not_modelled]
    return lines


def _render_ruling(ruling: Ruling) -> list[str]:
    out = []
    if ruling.links:
        out.append("")
        out.append("Chain links:")
        for link in ruling.links:
            out.append(f"  {link.label} {link.card_name} (effect {link.effect}, {link.player}) "
                       f"{OUTCOME_WORDS.get(link.outcome, link.outcome)}")
            out.extend(_render_reasons(link.reasons))
    if ruling.answers:
        out.append("")
        out.append("Answers:")
        for answer in ruling.answers:
            out.append(f"  {answer.question}: {answer.value}")
            out.extend(_render_reasons(answer.reasons))
    out.append("")
    out.append("Where the cards end up:")
    for place in ruling.zones:
        out.append(f"  {place.card_name}" + (f" [{place.card}]" if place.card != place.card_name else "") + f": {place.zone}")
        out.extend(_render_reasons(place.reasons))
    if ruling.life_points:
        out.append("")
        out.append("Life Points: " + ", ".join(f"{p} {n}" for p, n in ruling.life_points.items()))
    out.append("")
    out.append("What happened:")
    out.extend(f"  {line}" for line in ruling.timeline_words or ruling.timeline)
    if ruling.not_modelled:
        out.append("")
        out.append("Not modelled, and it could matter here (this ruling ignores it):")
        for part in ruling.not_modelled:
            which = f"effect {part.effect}" if part.effect else "the card"
            out.append(f"  {part.card_name} ({which}): \"{part.text}\" ({'; '.join(part.why)})")
    return out


def _render_reasons(reasons: list[Reason]) -> list[str]:
    return [f"      because {r.text}" + (f" [{r.words or r.detail}]" if r.detail else "") + f" ({r.rule}; {r.source})"
            for r in reasons]
