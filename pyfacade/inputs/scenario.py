"""Scenario files: YAML in, validated models, clingo facts out.

A scenario describes what a player sees and does (docs/scenarios.md). This
module checks its shape (closed sets of keys, known cards, references that
point somewhere), reports problems with file and line, and turns it into
facts with clingo's symbol API: user text never becomes program text.
Whether what the players do is *legal* is decided by the rules in asp/.

The shape is checked by msgspec (frozen Structs with closed sets of keys):
it imports and builds its types in a few milliseconds where pydantic took
about a third of `judge ask`'s start-up (docs/performance.md). msgspec
stops at the first problem; a refused scenario is checked once more key by
key so that each top-level section reports its first problem.
"""

from __future__ import annotations

import re
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import msgspec
import yaml
from clingo import Function, Number, String, Symbol
from msgspec import Meta

from .cards import CardEntry, CardLibrary, library
from .names import name_facts
from ..errors import JudgeError

Zone = Literal["hand", "deck", "extra_deck", "gy", "banished", "material", "monster_zone", "spell_trap_zone", "field_zone"]
Phase = Literal["draw", "standby", "main1", "battle_start", "battle_step", "damage_step", "before_damage_calculation",
                "damage_calculation", "after_damage_calculation", "end_damage_step", "battle_end", "main2", "end"]
SummonMethod = Literal["normal", "tribute", "set", "flip", "special", "synchro", "xyz", "pendulum", "link", "fusion", "ritual", "gemini"]
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present: several times faster
LINK_LABEL = re.compile(r"^(\d+)\.(\d+)$")

# Input limits (README "Limits"): a scenario file is a few kilobytes; these
# stop hostile or broken input before it costs time or memory.
MAX_FILE_BYTES = 1_000_000  # bytes in one scenario file
MAX_DEPTH = 32  # nested collections (a scenario needs about 6)
MAX_NODES = 100_000  # YAML nodes of a file, each use of an alias counted again
MAX_INT = 100_000_000  # integers the engine calculates with (clingo's are 32-bit)
EngineInt = Annotated[int, Meta(ge=-MAX_INT, le=MAX_INT)]  # an integer that goes to the engine
Number1 = Annotated[int, Meta(ge=1, le=MAX_INT)]  # a number counted from 1 that goes to the engine


class Model(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A part of a scenario: a closed set of keys (msgspec checks the types;
    `dump` turns one back into plain data)."""


class CardSpec(Model, kw_only=True):  # kw_only: a required key after optional ones
    id: str | None = None
    name: str
    owner: str
    zone: Zone
    face: Literal["up", "down"] | None = None
    position: Literal["attack", "defense"] | None = None
    controller: str | None = None
    applied: Number1 | None = None  # order in which its effects began applying (1 = first)
    column: Annotated[int, Meta(ge=1, le=5)] | None = None  # its column on the field, 1-5 from its controller's left
    attached_to: str | None = None  # zone material: the Xyz Monster this card is attached to
    counters: dict[str, int] = {}  # counters on this face-up card on the field, by kind ({spell: 2}; asp/chain/counters.lp)

    @property
    def ident(self) -> str:
        return self.id or self.name


class Cost(Model):
    discard: list[str] = []
    tribute: list[str] = []
    banish: list[str] = []
    send_to_gy: list[str] = []
    detach: list[str] = []  # Xyz Materials detached from the activating card
    reveal: list[str] = []  # cards revealed from the hand or Extra Deck (they stay where they are)
    counters: list[str] = []  # "remove N counters from your field": one entry per counter, the card it comes off (asp/chain/counters.lp)
    return_to_hand: list[str] = []  # cards returned to the hand ("return 1 monster you control to the hand")
    shuffle_into_deck: list[str] = []  # cards shuffled into the Deck ("shuffle 1 \"X\" monster from your GY into the Deck")
    place_on_deck: list[str] = []  # cards placed on the top or bottom of the Deck ("place 1 card from your hand on the top of the Deck")


class LinkSummon(Model):
    """The monster an effect Summons "immediately after this effect resolves"
    (Ultimate Offering, I:P Masquerena, True Draco Apocalypse)."""

    card: str
    position: Literal["attack", "defense"] | None = None
    tributes: list[str] = []
    materials: list[str] = []


class Choices(Model):
    """Cards an effect picks on resolution without targeting, by the kind of
    operation that picks them (asp/chain/choices.lp)."""

    special_summon: list[str] = []
    discard: list[str] = []
    add_to_hand: list[str] = []
    send_to_gy: list[str] = []
    banish: list[str] = []
    destroy: list[str] = []
    return_to_hand: list[str] = []
    return_to_deck: list[str] = []
    set_on_field: list[str] = []


class LinkSpec(Model):
    card: str
    effect: Number1 = 1
    player: str | None = None
    cost: Cost = msgspec.field(default_factory=Cost)
    targets: list[str] = []
    summon: LinkSummon | None = None
    chooses: Choices = msgspec.field(default_factory=Choices)  # cards its effect picks on resolution without targeting (asp/chain/choices.lp)
    tokens: list[str] = []  # names for the Tokens its effect creates, in order (asp/chain/tokens.lp)
    # the position of each card (or Token) its effect Special Summons where the text leaves it to the
    # player (asp/chain/operations.lp r_summon_position_choice); not given: both are possible rulings
    positions: dict[str, Literal["attack", "defense"]] = {}
    # whether its player does the optional steps of its effect ("then you can ...": asp/chain/operations.lp
    # r_optional_step); not given: both are possible rulings
    optional: bool | None = None
    # the result of the coin its effect tosses (asp/chain/coins.lp r_coin_toss), or whether its player called it
    # right (r_coin_call); not given: each result is a possible ruling
    coin: Literal["heads", "tails"] | None = None
    call: Literal["right", "wrong"] | None = None
    draws: list[str] = []  # cards of the Deck its effect draws, as far as the scenario knows them (asp/events/draws.lp)


class SummonSpec(Model):
    card: str
    how: SummonMethod
    player: str | None = None
    position: Literal["attack", "defense"] | None = None
    tributes: list[str] = []
    materials: list[str] = []


class AttackSpec(Model):
    card: str
    target: str = "direct"


class SetSpec(Model):
    card: str
    player: str | None = None


ACTION_KINDS = ("chain", "summon", "attack", "phase", "set")


class Action(Model):
    chain: Annotated[list[LinkSpec], Meta(min_length=1)] | None = None
    summon: SummonSpec | None = None
    attack: AttackSpec | None = None
    phase: Phase | None = None
    set: SetSpec | None = None

    def __post_init__(self) -> None:
        given = [k for k in ACTION_KINDS if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(f"an action is exactly one of chain, summon, attack, phase, set (got {given or 'none'})")

    @property
    def kind(self) -> str:
        return next(k for k in ACTION_KINDS if getattr(self, k) is not None)


class Moment(Model):
    """A moment other than the start or the end (docs/scenarios.md): exactly
    one key. (One model with optional keys: msgspec tells apart the members
    of a union by type, and every form here is a mapping.)"""

    after: Number1 | None = None  # an action number
    during: str | None = None  # a chain link label "I.N"
    resolved: str | None = None  # a chain link label "I.N"
    turn: Annotated[int, Meta(ge=1)] | None = None  # the end of that turn (turns are numbered from 1)

    def __post_init__(self) -> None:
        given = [k for k in self.__struct_fields__ if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(f"a moment is end, start or exactly one of after, during, resolved, turn (got {given or 'none'})")


class Question(Model):
    id: str
    ask: str
    card: str | None = None
    player: str | None = None
    link: str | None = None
    effect: Number1 | None = None
    at: Literal["end", "start"] | Moment = "end"


class IllegalExpect(Model):
    at: str  # a link "I.N", a card id, "action I" or a question id
    rule: str


class Expect(Model):
    """What a test (or a ruling corpus) expects. Every listed item must hold in
    every ruling; `open` lists rulings that hold under stated assumptions."""

    outcomes: dict[str, str] = {}
    zones: dict[str, str] = {}
    life_points: dict[str, int] = {}
    answers: dict[str, str | int | bool] = {}
    reasons: dict[str, str | list[str]] = {}
    illegal: list[IllegalExpect] = []
    rulings: int | None = None
    open: list[OpenExpect] = []


class OpenExpect(Model):
    assuming: list[str]
    outcomes: dict[str, str] = {}
    zones: dict[str, str] = {}
    answers: dict[str, str | int | bool] = {}


class TurnSpec(Model):
    """One turn of a scenario that spans several (the `turns:` form). Every
    turn after the first begins with its Draw Phase (the normal draw), its
    Standby Phase and Main Phase 1, which take one action number."""

    player: str
    # the first turn: the phase the scenario starts in; a later turn: the phase
    # its actions begin in (draw, standby or main1, the default)
    phase: Phase | None = None
    # a later turn: the card of the Deck its player draws for the normal draw, if the scenario knows it (asp/events/draws.lp)
    draws: str | None = None
    actions: list[Action] = []


class ScenarioModel(Model, kw_only=True):
    name: str
    spec: list[str] = []
    source: str | None = None
    description: str | None = None
    reading: str | None = None
    players: Annotated[list[str], Meta(min_length=2, max_length=2)] = msgspec.field(default_factory=lambda: ["you", "opp"])
    turn: str | None = None
    phase: Phase = "main1"
    life_points: dict[str, EngineInt] = {}
    cards: Annotated[list[CardSpec], Meta(min_length=1)]
    actions: list[Action] = []
    turns: list[TurnSpec] = []  # several turns, instead of turn/phase/actions
    questions: list[Question] = []
    expect: Expect | None = None

    def turn_phases(self) -> dict[int, str]:
        """The action number of each later turn's start whose actions begin
        before Main Phase 1, and that phase."""
        out, number = {}, 0
        for t, turn in enumerate(self.turns):
            if t:
                number += 1
                if turn.phase in ("draw", "standby"):
                    out[number] = turn.phase
            number += len(turn.actions)
        return out

    def timeline(self) -> list[tuple[tuple, Action | None, str | None]]:
        """Every action in order, numbered from 1, as (path in the file,
        action, None), or (path, None, player) for the start of a new turn:
        a new turn is an action of its own, numbered with the rest."""
        if not self.turns:
            return [(("actions", k), a, None) for k, a in enumerate(self.actions)]
        out: list[tuple[tuple, Action | None, str | None]] = []
        for t, turn in enumerate(self.turns):
            if t:
                out.append((("turns", t), None, turn.player))
            out.extend((("turns", t, "actions", k), a, None) for k, a in enumerate(turn.actions))
        return out

    @property
    def first_player(self) -> str:
        return self.turns[0].player if self.turns else (self.turn or self.players[0])

    @property
    def start_phase(self) -> str:
        return (self.turns[0].phase or "main1") if self.turns else self.phase


@dataclass
class Scenario:
    """A validated scenario: the model, its cards resolved to facts entries,
    and where it came from (for messages)."""

    model: ScenarioModel
    cards: dict[str, CardEntry]  # scenario card id -> card facts entry
    origin: str
    lines: dict[tuple, int] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.model.name

    def facts(self) -> list[Symbol]:
        return _facts(self)

    def card_files(self) -> list[Path]:
        return sorted({entry.path for entry in self.cards.values()})


# ---- loading -------------------------------------------------------------


def load_file(path: str | Path, cards: CardLibrary | None = None) -> list[Scenario]:
    """Every scenario in a YAML file (one per YAML document); JudgeError
    with every document's problems if any document is refused."""
    return _all_or_error(load_documents(path, cards))


def load_text(text: str, origin: str = "<scenario>", cards: CardLibrary | None = None) -> list[Scenario]:
    return _all_or_error(load_text_documents(text, origin, cards))


def _all_or_error(loaded: list[Scenario | JudgeError]) -> list[Scenario]:
    errors = [e for e in loaded if isinstance(e, JudgeError)]
    if errors:
        problems = [p for e in errors for p in e.problems]
        raise JudgeError(problems[0] if len(problems) == 1 else str(errors[0]), problems)
    return loaded  # type: ignore[return-value]


def load_documents(path: str | Path, cards: CardLibrary | None = None) -> list[Scenario | JudgeError]:
    """Every document of a YAML file: its Scenario, or the error that refused
    it (so one bad document does not stop the others). A file that cannot be
    read or parsed at all raises JudgeError."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise JudgeError(f"{path}: cannot read the scenario file ({exc.strerror or exc})") from None
    if len(data) > MAX_FILE_BYTES:
        raise JudgeError(f"{path}: the file is larger than the limit of {MAX_FILE_BYTES:,} bytes for a scenario file")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise JudgeError(f"{path}:{line}: not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start}); "
                         "a scenario file is YAML in UTF-8") from None
    return load_text_documents(text, str(path), cards)


def load_text_documents(text: str, origin: str = "<scenario>",
                        cards: CardLibrary | None = None) -> list[Scenario | JudgeError]:
    if len(text) > MAX_FILE_BYTES:
        raise JudgeError(f"{origin}: the text is longer than the limit of {MAX_FILE_BYTES:,} characters for a scenario")
    documents = yaml_documents(text, origin)
    if not documents:
        raise JudgeError(f"{origin}: the file holds no scenario")
    cards = cards or library()
    loaded: list[Scenario | JudgeError] = []
    for index, (data, node) in enumerate(documents):
        label = origin if len(documents) == 1 else f"{origin} (document {index + 1})"
        lines: dict[tuple, int] = {}
        try:
            _check_keys(node, label)
            _collect_lines(node, (), lines)
            loaded.append(_validate(data, label, lines, cards))
        except JudgeError as exc:
            loaded.append(exc)
    return loaded


def yaml_documents(text: str, origin: str) -> list[tuple[Any, yaml.Node]]:
    """The YAML documents that are not empty: each one's data and node tree."""
    documents = []
    for node in _compose(text, origin):
        try:
            data = yaml.SafeLoader("").construct_document(node)
        except yaml.YAMLError as exc:
            raise _yaml_error(exc, origin) from None
        except ValueError as exc:  # a scalar that looks like a date but is none, etc.
            raise JudgeError(f"{origin}:{node.start_mark.line + 1}: malformed YAML value: {exc}") from None
        if data is not None:
            documents.append((data, node))
    return documents


def _yaml_error(exc: yaml.YAMLError, origin: str) -> JudgeError:
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        where = f"{origin}:{mark.line + 1}" if mark else origin
        return JudgeError(f"{where}: malformed YAML: {exc.problem or exc.context}")
    return JudgeError(f"{origin}: malformed YAML: {exc}")


def _compose(text: str, origin: str) -> list[yaml.Node]:
    """The YAML documents as node trees, once their nesting, size and
    integers are known to be within the limits."""
    try:
        _check_depth(text, origin)
        nodes = [n for n in yaml.compose_all(text, Loader=_YAML_LOADER) if n is not None]
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, origin) from None
    sizes: dict[int, int] = {}
    if sum(_expanded_size(n, sizes) for n in nodes) > MAX_NODES:
        raise JudgeError(f"{origin}: the YAML has more than {MAX_NODES:,} values (counting each use of an "
                         "alias); a scenario needs far fewer")
    return nodes


def _check_depth(text: str, origin: str) -> None:
    """Refuse deep nesting before composing (PyYAML composes recursively)."""
    def too_deep(line: int) -> JudgeError:
        return JudgeError(f"{origin}:{line}: the YAML is nested more than {MAX_DEPTH} levels deep; a scenario needs far fewer")

    depth = 0
    try:
        for token in yaml.scan(text, Loader=_YAML_LOADER):  # libyaml's scanner: the same tokens, several times faster
            if isinstance(token, (yaml.BlockMappingStartToken, yaml.BlockSequenceStartToken,
                                  yaml.FlowMappingStartToken, yaml.FlowSequenceStartToken)):
                depth += 1
                if depth > MAX_DEPTH:
                    raise too_deep(token.start_mark.line + 1)
            elif isinstance(token, (yaml.BlockEndToken, yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)):
                depth -= 1
    except yaml.MarkedYAMLError as exc:
        # libyaml scans a flow collection ahead and refuses its own nesting
        # limit (1,000 levels, in the libyaml that PyYAML 6.0.4 bundles)
        # before the first token reaches the count above: the same refusal.
        if exc.problem == "exceeded maximum nesting depth" and exc.problem_mark is not None:
            raise too_deep(exc.problem_mark.line + 1) from None
        raise


def _expanded_size(node: yaml.Node, sizes: dict[int, int]) -> int:
    """How many nodes the tree has once aliases are expanded (an alias bomb
    is small as text and huge expanded); shared nodes are counted once each."""
    if id(node) not in sizes:
        sizes[id(node)] = 0  # a recursive alias counts as nothing more
        children: list = []
        if isinstance(node, yaml.MappingNode):
            children = [n for pair in node.value for n in pair]
        elif isinstance(node, yaml.SequenceNode):
            children = node.value
        total = 1
        for child in children:
            total += _expanded_size(child, sizes)
            if total > MAX_NODES:
                break
        sizes[id(node)] = total
    return sizes[id(node)]


def _check_keys(node: yaml.Node, origin: str) -> None:
    """Refuse a key given twice in one mapping (YAML forbids it; PyYAML
    would silently keep the last)."""
    stack, seen_nodes = [node], set()
    while stack:
        node = stack.pop()
        if id(node) in seen_nodes:
            continue
        seen_nodes.add(id(node))
        if isinstance(node, yaml.MappingNode):
            keys: dict = {}
            for key, value in node.value:
                if isinstance(key, yaml.ScalarNode):
                    if key.value in keys:
                        raise JudgeError(f"{origin}:{key.start_mark.line + 1}: key '{key.value}' is given twice "
                                         f"in one mapping (also on line {keys[key.value]})")
                    keys[key.value] = key.start_mark.line + 1
                stack += [key, value]
        elif isinstance(node, yaml.SequenceNode):
            stack += node.value


def _collect_lines(node: yaml.Node, path: tuple, lines: dict[tuple, int]) -> None:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            name = key.value if isinstance(key, yaml.ScalarNode) else "?"
            lines[path + (name,)] = key.start_mark.line + 1
            _collect_lines(value, path + (name,), lines)
            lines[path + (name,)] = key.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _collect_lines(item, path + (i,), lines)


def _line(lines: dict[tuple, int], path: tuple) -> int | None:
    while path not in lines and path:
        path = path[:-1]
    return lines.get(path)


def _validate(data: Any, origin: str, lines: dict[tuple, int], cards: CardLibrary) -> Scenario:
    if not isinstance(data, dict):
        raise JudgeError(f"{origin}: a scenario is a mapping of keys (name, cards, actions, ...)")
    try:
        model = msgspec.convert(data, ScenarioModel, strict=False)  # lax, as pydantic was: '2' is read as 2
    except msgspec.ValidationError as exc:
        found = _shape_problems(data) or [_located(exc, data, ScenarioModel, ())]
    else:
        found = _turns_problems(model, set(data))
    if found:
        problems = []
        for path, message in found:
            line = _line(lines, path)
            where = f"{origin}:{line}" if line else origin
            problems.append(f"{where}: {'.'.join(str(p) for p in path) or '(top)'}: {message}")
        problems = list(dict.fromkeys(problems))
        raise JudgeError(problems[0] if len(problems) == 1 else f"{origin}: {len(problems)} problems", problems) from None
    return _check_references(model, origin, lines, cards)


def _turns_problems(model: ScenarioModel, given: set) -> list[tuple[tuple, str]]:
    """The `turns:` form against the one-turn keys (`given`: the keys the file gives)."""
    if not model.turns:
        return []
    one_turn = [k for k in ("turn", "actions") if k in given]
    if one_turn or "phase" in given:
        return [(((one_turn or ["phase"])[0],), f"a scenario with turns: gives each turn its player and actions "
                                                f"(drop {', '.join(one_turn or ['phase'])})")]
    late = [t for t, turn in enumerate(model.turns) if t and turn.phase not in (None, "draw", "standby", "main1")]
    if late:
        return [(("turns", late[0], "phase"), "a later turn's actions begin in its draw, standby or main1 phase "
                                              "(later phases: a phase action)")]
    if model.turns[0].draws is not None:
        return [(("turns", 0, "draws"), "the first turn's normal draw is before the scenario starts: "
                                        "only a later turn names the card it draws")]
    return []


def _shape_problems(data: dict) -> list[tuple[tuple, str]]:
    """A refused scenario's first problem in each top-level key (msgspec
    stops at the first problem of the whole)."""
    fields = {f.encode_name: f for f in msgspec.structs.fields(ScenarioModel)}
    found = []
    for key, value in data.items():
        if key not in fields:
            found.append(((key,), "unknown key" if isinstance(key, str) else "Keys should be strings"))
            continue
        try:
            msgspec.convert(value, fields[key].type, strict=False)
        except msgspec.ValidationError as exc:
            found.append(_located(exc, value, fields[key].type, (key,)))
    return found + [((key,), "Field required") for key, f in fields.items() if f.required and key not in data]


_ERROR = re.compile(r"(.*?)(?: - at (`key` in )?`\$(.*)`)?", re.S)
_STEP = re.compile(r"\.([^.\[]+)|\[(\d+|\.\.\.)\]")
_WORDS = {"str": "string", "int": "integer", "float": "number", "bool": "boolean", "array": "list", "object": "dictionary"}


def _located(exc: msgspec.ValidationError, data: Any, kind: Any, path: tuple) -> tuple[tuple, str]:
    """msgspec's error as (path in the file, message): a mapping's key, which
    msgspec writes `[...]`, is found again, and the messages are worded as
    they were when pydantic checked scenarios ("Input should be ...")."""
    message, of_key, steps = _ERROR.fullmatch(str(exc)).groups()
    value = data
    for name, index in _STEP.findall(steps or ""):
        kind = _member(kind, value)
        if name:
            step, kind = name, {f.name: f.type for f in msgspec.structs.fields(kind)}[name]
        elif index == "...":
            _, kind = get_args(kind)
            step = next((k for k, v in value.items() if not _valid(v, kind)), None)
            if step is None:
                break
        else:
            step, kind = int(index), get_args(kind)[0]
        value, path = value[step], path + (step,)
    if of_key:  # the keys of our mappings are strings
        return path + (next(k for k in value if not isinstance(k, str)),), "Keys should be strings"
    if match := re.fullmatch(r"Object contains unknown field `(.*)`", message):
        return path + (match[1],), "unknown key"
    if match := re.fullmatch(r"Object missing required field `(.*)`", message):
        return path + (match[1],), "Field required"
    if message.startswith("Invalid enum value"):
        return path, "Input should be " + _or([repr(a) for a in _literals(kind)])
    if match := re.fullmatch(r"Expected `\w+` (<=|>=) (-?\d+)", message):
        return path, f"Input should be {'less' if match[1] == '<=' else 'greater'} than or equal to {match[2]}"
    if match := re.fullmatch(r"Expected `array` of length (<=|>=) (\d+)", message):
        return path, f"List should have {'at most' if match[1] == '<=' else 'at least'} {match[2]} item{'s' * (match[2] != '1')}"
    if match := re.fullmatch(r"Expected `(.*)`, got `(\w+)`", message):
        expected = _or([_WORDS.get(w, w) for w in match[1].split(" | ") if w != "null"])
        return path, f"Input should be a valid {expected} (got {_WORDS.get(match[2], match[2])})"
    return path, message  # a check of our own (__post_init__) says it in its words


def _member(kind: Any, value: Any) -> Any:
    """The type that `value` was checked against: Annotated constraints
    dropped, and of a union the member a mapping or a list goes to."""
    while get_origin(kind) is Annotated:
        kind = get_args(kind)[0]
    if get_origin(kind) in (Union, types.UnionType):
        for member in get_args(kind):
            member = _member(member, value)
            base = get_origin(member) or member
            if isinstance(base, type) and issubclass(base, Model):
                base = dict  # a model is given as a mapping
            if base in (dict, list) and isinstance(value, base):
                return member
    return kind


def _or(words: list[str]) -> str:
    return " or ".join(words) if len(words) < 3 else f"{', '.join(words[:-1])} or {words[-1]}"


def _literals(kind: Any) -> list:
    if get_origin(kind) is Literal:
        return list(get_args(kind))
    if get_origin(kind) in (Union, types.UnionType):
        return [a for member in get_args(kind) for a in _literals(member)]
    return []


def _valid(value: Any, kind: Any) -> bool:
    try:
        msgspec.convert(value, kind, strict=False)
        return True
    except msgspec.ValidationError:
        return False


def dump(model: Model, exclude_defaults: bool = False, exclude: set[str] = frozenset()) -> dict:
    """A model as plain data (dicts, lists, strings, numbers), as YAML would
    give it: what `judge check --reset` compares and writes, and what tells
    two cases' situations apart. `exclude_defaults` leaves out, at every
    level, each key whose value is its default; `exclude`, top-level keys."""
    def plain(value: Any) -> Any:
        if isinstance(value, Model):
            return dump(value, exclude_defaults)
        if isinstance(value, list):
            return [plain(v) for v in value]
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        return value

    out = {}
    for f in msgspec.structs.fields(model):
        value = getattr(model, f.name)
        default = f.default if f.default_factory is msgspec.NODEFAULT else f.default_factory()
        if f.name not in exclude and not (exclude_defaults and value == default):
            out[f.encode_name] = plain(value)
    return out


def _check_references(model: ScenarioModel, origin: str, lines: dict[tuple, int], library_: CardLibrary) -> Scenario:
    problems: list[str] = []

    def problem(path: tuple, message: str) -> None:
        line = _line(lines, path)
        problems.append(f"{origin}:{line}: {message}" if line else f"{origin}: {message}")

    players = model.players
    if len(set(players)) != len(players):
        problem(("players",), f"the two players need different names (got {players})")
    for key in [model.turn, *model.life_points]:
        if key is not None and key not in players:
            problem(("turn",), f"unknown player '{key}' (players: {', '.join(players)})")
    for t, turn in enumerate(model.turns):
        if turn.player not in players:
            problem(("turns", t, "player"), f"unknown player '{turn.player}' (players: {', '.join(players)})")
    timeline = model.timeline()

    resolved: dict[str, CardEntry] = {}
    for i, spec in enumerate(model.cards):
        try:
            entry = library_.lookup(spec.name, f"{origin}:{_line(lines, ('cards', i, 'name'))}")
        except JudgeError as exc:
            problems.append(str(exc))
            continue
        if spec.ident in resolved:
            problem(("cards", i), f"card '{spec.ident}' is listed twice: a card can only be in one place (give copies different ids)")
        resolved[spec.ident] = entry
        if spec.counters and (spec.zone not in ("monster_zone", "spell_trap_zone", "field_zone") or spec.face == "down"):
            problem(("cards", i), f"card '{spec.ident}': counters are only on face-up cards on the field (they leave with the card)")
        if any(n < 1 or n > MAX_INT or not re.fullmatch(r"[a-z][a-z0-9_]*", k) for k, n in spec.counters.items()):
            problem(("cards", i), f"card '{spec.ident}': counters are 'kind: number' (a lower-case kind such as spell, 1 or more)")
        elif spec.counters:
            from .vocabulary import suggest, vocabulary  # only a scenario with counters needs the declared kinds
            kinds = vocabulary().names("counter_kind")
            for kind in spec.counters:
                if kind not in kinds:
                    problem(("cards", i), f"card '{spec.ident}': no counter kind '{kind}'{suggest(kind, kinds)} "
                                          f"(the engine knows: {', '.join(kinds)})")
        if (spec.zone == "material") != (spec.attached_to is not None):
            problem(("cards", i), f"card '{spec.ident}': an Xyz Material has zone 'material' and names the card it is attached_to")
        for role in ("owner", "controller"):
            who = getattr(spec, role)
            if who is not None and who not in players:
                problem(("cards", i, role), f"unknown player '{who}' (players: {', '.join(players)})")

    # The Tokens a link creates are cards of the scenario under the names it gives them (asp/chain/tokens.lp).
    tokens: set[str] = set()
    for base, action, _ in timeline:
        for n, link in enumerate((action.chain or []) if action else []):
            for ident in link.tokens:
                if ident in resolved or ident in tokens:
                    problem(base + ("chain", n, "tokens"), f"'{ident}' names two cards: a Token needs a name of its own")
                tokens.add(ident)

    def card_ref(path: tuple, ident: str) -> None:
        if ident not in resolved and ident not in tokens:
            known = ", ".join(sorted(resolved)) or "none"
            problem(path, f"'{ident}' is not a card of this scenario (cards: {known})")

    def player_ref(path: tuple, who: str | None) -> None:
        if who is not None and who not in players:
            problem(path, f"unknown player '{who}' (players: {', '.join(players)})")

    for i, spec in enumerate(model.cards):
        if spec.attached_to is not None:
            card_ref(("cards", i, "attached_to"), spec.attached_to)
    for t, turn in enumerate(model.turns):
        if turn.draws is not None:
            card_ref(("turns", t, "draws"), turn.draws)

    chains = {i + 1: len(a.chain) for i, (_, a, _) in enumerate(timeline) if a and a.chain}
    for base, action, _ in timeline:
        if action is None:
            continue
        if action.chain:
            for n, link in enumerate(action.chain):
                path = base + ("chain", n)
                card_ref(path + ("card",), link.card)
                player_ref(path + ("player",), link.player)
                for kind, used in msgspec.structs.asdict(link.cost).items():
                    for ident in used:
                        card_ref(path + ("cost", kind), ident)
                for ident in link.targets:
                    card_ref(path + ("targets",), ident)
                for kind, chosen in msgspec.structs.asdict(link.chooses).items():
                    for ident in chosen:
                        card_ref(path + ("chooses", kind), ident)
                for ident in link.positions:
                    card_ref(path + ("positions",), ident)
                for ident in link.draws:
                    card_ref(path + ("draws",), ident)
                if link.summon:
                    for ident in [link.summon.card, *link.summon.tributes, *link.summon.materials]:
                        card_ref(path + ("summon",), ident)
        for kind in ("summon", "attack", "set"):
            spec = getattr(action, kind)
            if spec is None:
                continue
            card_ref(base + (kind, "card"), spec.card)
            player_ref(base + (kind, "player"), getattr(spec, "player", None))
            for ident in getattr(spec, "tributes", []) + getattr(spec, "materials", []):
                card_ref(base + (kind,), ident)
            if kind == "attack" and spec.target != "direct":
                card_ref(base + (kind, "target"), spec.target)

    seen_questions = set()
    for q, question in enumerate(model.questions):
        path = ("questions", q)
        if question.id in seen_questions:
            problem(path + ("id",), f"question id '{question.id}' is used twice")
        seen_questions.add(question.id)
        if question.card is not None:
            card_ref(path + ("card",), question.card)
        player_ref(path + ("player",), question.player)
        if question.link is not None:
            _check_link_label(question.link, chains, lambda m: problem(path + ("link",), m))
        moment = question.at
        if isinstance(moment, Moment):
            if moment.after is not None and moment.after > len(timeline):
                problem(path + ("at",), f"there is no action {moment.after} (the scenario has {len(timeline)})")
            if moment.turn is not None and moment.turn > max(1, len(model.turns)):
                problem(path + ("at",), f"there is no turn {moment.turn} (the scenario has {max(1, len(model.turns))})")
            for label in (moment.during, moment.resolved):
                if label is not None:
                    _check_link_label(label, chains, lambda m: problem(path + ("at",), m))

    if problems:
        raise JudgeError(problems[0] if len(problems) == 1 else f"{origin}: {len(problems)} problems", problems)
    return Scenario(model, resolved, origin, lines)


def _check_link_label(label: str, chains: dict[int, int], report) -> None:
    match = LINK_LABEL.match(label)
    if not match:
        report(f"'{label}' is not a chain link: write ACTION.LINK, e.g. '1.2' for link 2 of the chain in action 1")
        return
    action, link = int(match[1]), int(match[2])
    if action not in chains:
        report(f"action {action} is not a chain")
    elif not 1 <= link <= chains[action]:
        report(f"the chain in action {action} has {chains[action]} links, not {link}")


def parse_link(label: str) -> tuple[int, int]:
    match = LINK_LABEL.match(label)
    if not match:
        raise JudgeError(f"'{label}' is not a chain link label (ACTION.LINK)")
    return int(match[1]), int(match[2])


# ---- facts ----------------------------------------------------------------


def _facts(scenario: Scenario) -> list[Symbol]:
    m = scenario.model
    facts: list[Symbol] = []

    def fact(name: str, *args: Any) -> None:
        facts.append(Function(name, [_term(a) for a in args]))

    for p in m.players:
        fact("player", String(p))
    fact("turn_player", String(m.first_player))
    fact("start_phase", Function(m.start_phase))
    for p, lp in m.life_points.items():
        fact("start_lp", String(p), lp)
    if m.reading:
        fact("reading", Function(m.reading))
    for spec in m.cards:
        x = String(spec.ident)
        fact("card", x)
        fact("is", x, Function(scenario.cards[spec.ident].key))
        fact("owner", x, String(spec.owner))
        fact("start_zone", x, Function(spec.zone))
        if spec.face:
            fact("start_face", x, Function(spec.face))
        if spec.position:
            fact("start_position", x, Function(spec.position))
        fact("start_controller", x, String(spec.controller or spec.owner))
        if spec.applied is not None:
            fact("start_applying", x, spec.applied)
        if spec.column is not None:
            fact("start_column", x, spec.column)
        if spec.attached_to is not None:
            fact("start_attached", x, String(spec.attached_to))
        for kind, n in spec.counters.items():
            fact("start_counters", x, Function(kind), n)
    for i, (path, action, turn_player) in enumerate(m.timeline(), start=1):
        if action is None:
            fact("action", i, Function("turn"))
            fact("turn_start", i, String(turn_player))
            if i in m.turn_phases():
                fact("turn_actions_from", i, Function(m.turn_phases()[i]))
            if m.turns[path[1]].draws is not None:
                fact("turn_draw", i, String(m.turns[path[1]].draws))
            continue
        fact("action", i, Function(action.kind))
        if action.chain:
            for n, link in enumerate(action.chain, start=1):
                fact("link_card", i, n, String(link.card))
                fact("link_effect", i, n, link.effect)
                if link.player:
                    fact("link_player", i, n, String(link.player))
                for kind, used in msgspec.structs.asdict(link.cost).items():
                    for pos, ident in enumerate(used, start=1):
                        if kind == "counters":  # a card named twice gives two counters
                            fact("link_counter", i, n, pos, String(ident))
                        else:
                            fact("link_cost", i, n, Function(kind), String(ident))
                for slot, ident in enumerate(link.targets, start=1):
                    fact("link_target", i, n, slot, String(ident))
                for kind, chosen in msgspec.structs.asdict(link.chooses).items():
                    for ident in chosen:
                        fact("link_choice", i, n, Function(kind), String(ident))
                for slot, ident in enumerate(link.tokens, start=1):
                    fact("link_token", i, n, slot, String(ident))
                for ident, position in link.positions.items():
                    fact("link_position", i, n, String(ident), Function(position))
                if link.optional is not None:
                    fact("link_optional", i, n, Function("yes" if link.optional else "no"))
                if link.coin:
                    fact("link_coin", i, n, Function(link.coin))
                if link.call:
                    fact("link_call", i, n, Function(link.call))
                for ident in link.draws:
                    fact("link_draw", i, n, String(ident))
                if link.summon:
                    fact("link_summon", i, n, String(link.summon.card))
                    if link.summon.position:
                        fact("link_summon_position", i, n, Function(link.summon.position))
                    for ident in link.summon.tributes:
                        fact("link_summon_tribute", i, n, String(ident))
                    for ident in link.summon.materials:
                        fact("link_summon_material", i, n, String(ident))
        elif action.summon:
            s = action.summon
            fact("summon_named", i, String(s.card), Function(s.how))
            if s.player:
                fact("summon_player", i, String(s.player))
            if s.position:
                fact("summon_position", i, Function(s.position))
            for ident in s.tributes:
                fact("summon_tribute", i, String(ident))
            for ident in s.materials:
                fact("summon_material", i, String(ident))
        elif action.attack:
            a = action.attack
            fact("attack", i, String(a.card), Function("direct") if a.target == "direct" else String(a.target))
        elif action.phase:
            fact("enter_phase", i, Function(action.phase))
        elif action.set:
            fact("set_card", i, String(action.set.card))
            if action.set.player:
                fact("set_player", i, String(action.set.player))
    for q in m.questions:
        qid = String(q.id)
        fact("question", qid, Function(q.ask))
        if q.card is not None:
            fact("question_card", qid, String(q.card))
        if q.player is not None:
            fact("question_player", qid, String(q.player))
        if q.link is not None:
            fact("question_link", qid, *parse_link(q.link))
        if q.effect is not None:
            fact("question_effect", qid, q.effect)
        fact("question_at", qid, _moment(q.at))
    # "a \"X\" card": which names include which quoted texts (asp/battle/card_names.lp)
    facts += name_facts({e.key: e.name for e in scenario.cards.values()}, scenario.card_files())
    return facts


def _moment(moment: str | Moment) -> Symbol:
    if isinstance(moment, str):
        return Function(moment)
    if moment.after is not None:
        return Function("after", [Number(moment.after)])
    if moment.turn is not None:
        return Function("turn", [Number(moment.turn)])
    if moment.during is not None:
        return Function("during", [Number(n) for n in parse_link(moment.during)])
    return Function("resolved", [Number(n) for n in parse_link(moment.resolved)])


def _term(value: Any) -> Symbol:
    if isinstance(value, Symbol):
        return value
    if isinstance(value, bool):
        raise TypeError("booleans are not facts")
    if isinstance(value, int):
        return Number(value)
    raise TypeError(f"cannot make a term of {value!r}")
