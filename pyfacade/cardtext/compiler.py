"""Compile one card's official text into card facts (docs/card-facts.md).

Each effect is compiled completely, in part (the clauses not understood are
stated as not_modelled(K, E, "clause")), or not at all (its whole text is
not_modelled). Nothing is dropped silently and nothing is guessed: when a
clause that decides whether the effect can be activated (its condition,
cost, targets, usage limit) is not understood, the effect also gets the
activation condition `not_understood`, so the engine refuses to judge its
activation instead of allowing it (asp/answers/cardtext.lp).

Card-level clauses that are not effects (Extra Deck materials, Summoning
conditions) that are not understood are stated with effect number 0.
Monster effects are numbered in text order, then the Pendulum Effects.
"""

from __future__ import annotations

import copy
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from clingo import Function, Number, String, Symbol, SymbolType

from . import rx
from ..inputs.vocabulary import vocabulary
from . import bodies as BD
from . import bullets as B
from . import continuous as CT
from . import head_grammar as G
from . import heads as H
from . import materials as M
from . import oaths as O
from . import searches as SR
from . import templates as T
from . import union as U
from .grammar import Sentence, sentences
from .reader import CardRecord
from .templates import c

VERSION = "1.7"


@dataclass
class CompiledEffect:
    number: int
    kind: str
    text: str
    facts: list[Symbol] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)  # clauses not understood, exact text
    activation_missing: bool = False  # a clause deciding activation was not understood
    activation_clauses: list[str] = field(default_factory=list)  # those clauses
    compiled: int = 0  # clauses understood (besides the kind)

    @property
    def status(self) -> str:
        if not self.missing:
            return "complete"
        return "partial" if self.compiled else "none"


@dataclass
class CompiledCard:
    key: str
    name: str
    facts: list[Symbol]  # card-level
    effects: list[CompiledEffect]
    card_missing: list[str]  # card-level clauses not understood (effect 0)
    error: str | None = None

    @property
    def status(self) -> str:
        states = {e.status for e in self.effects}
        if not states - {"complete"} and not self.card_missing:
            return "complete"
        return "none" if states == {"none"} else "partial"

    def all_facts(self) -> list[Symbol]:
        out = list(self.facts)
        for e in self.effects:
            out += e.facts
        return out


@lru_cache(maxsize=None)
def declared(kind: str) -> frozenset[str]:
    """The declared terms of a kind (asp/ vocab/4)."""
    return frozenset(vocabulary().names(kind))


@lru_cache(maxsize=1)
def type_words() -> dict[str, str]:
    """How card text writes each declared Type: "beast-warrior", "winged beast" -> the term."""
    out = {}
    for t in declared("monster_type"):
        out[t.replace("_", " ")] = out[t.replace("_", "-")] = t
    return out


@lru_cache(maxsize=1)
def filtered_target() -> re.Pattern:
    return T.filtered_target_re(sorted(declared("monster_type"), key=len, reverse=True), sorted(declared("attribute")))


def snake_key(name: str) -> str:
    """A snake_case constant from a card name: "Ash Blossom & Joyous Spring"
    -> ash_blossom_joyous_spring."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    key = re.sub(r"[^a-z0-9]+", "_", text).strip("_") or "card"
    return key if key[0].isalpha() else "c_" + key


def _norm(text: str) -> str:
    """Lower case, quoted names as NAME, single spaces, no final stop."""
    text = re.sub(r'"[^"]*"', "NAME", text.lower())
    text = text.replace("graveyard", "gy")  # the older wording of the same zone
    # older wordings of the same words: "your side of the field" (your field), "Zombie-Type monster" (Zombie monster)
    text = re.sub(r"\b(your|your opponent's|their|either) (?:player's )?side of the field", r"\1 field", text)
    text = re.sub(r"(?<=[a-z])-type\b", "", text)
    text = text.replace("to activate and resolve this effect", "to activate and to resolve this effect")  # (Naturia Pineapple)
    return " ".join(text.split()).strip().rstrip(".").strip()


class _Nouns:
    """What the head grammar needs of the compiler: noun phrases (heads.noun_phrase)."""

    @staticmethod
    def noun(phrase: str, names: list[str]):
        return H.noun_phrase(phrase, names, type_words(), declared("attribute"))

    @staticmethod
    def alternatives(phrase: str, names: list[str]):
        """A noun phrase with alternatives ("Fiend or Spellcaster monster", "\"X\" monster or \"Y\""): (kind, filter, names used)."""
        return H._phrase(phrase, names, type_words(), declared("attribute"))


class _Ctx:
    def __init__(self):
        self.targets = 0
        self.many_slot = False  # the one target slot holds any number of cards (heads.py clause)
        self.negates = False
        self.unclear = False  # an earlier operation was not understood or brought other cards in (bodies.py)
        self.vague = False  # ... not understood, or brought cards in elsewhere than the GY or banishment (bodies.py referents)
        self.moved: set[str] = set()  # selectors whose cards an earlier operation moved (bodies.py)
        self.summon_unread = False  # an earlier clause that Summons was not understood (bodies.py)
        self.head_ref: str | None = None  # what "it" can only mean by the head (bodies.py)
        self.head_card: tuple | None = None  # what "that monster" can only mean by the head's conditions (bodies.py)
        self.phrase: str | None = None  # the demonstrative of the clause being read (bodies.py)
        self.field_it = False  # "it gains 500 ATK" can only be this card (bodies.py field_it)
        self.battle_head = False  # the head speaks of an attack or a battle: "that battle" is the current one (bodies.py)
        self.card_type = ""  # monster, spell, trap (bodies.py)
        self.treated_as_summon = False  # the card says "(This is treated as a Fusion/Synchro/... Summon.)" (bodies.py choice)
        self.equip_spell_in_gy = False  # an Equip Spell's effect activated in its GY ("equip this card to ...": bodies.py)
        self.just_equipped = False  # the clause before equipped this card to the target: "It gains 1000 ATK" (bodies.py)
        self.self_equip = False  # the activation of a Trap or Equip Spell, which can equip the card itself (bodies.py)
        self.equip_spell = False  # an Equip Spell: "the equipped monster" is the monster it is equipped to (bodies.py battle_op)
        self.raw = ""  # the operation clause being read, as written (bodies.py)
        self.step = ""  # the step of that clause (up to ", then"), normalised (bodies.py)
        self.summons = 0  # Special Summons among the operations so far (bodies.py)
        self.sets = 0  # Sets among the operations so far (bodies.py)
        self.ignoring = ""  # the clause "Special Summon ..., ignoring its Summoning conditions", as written (bodies.py)
        self.target_places: list[tuple[str, str, str]] = []  # (kind, zone, side) of target slot 1 (bodies.py)
        self.last_summon_sels: list[str] = []  # the selectors of the Special Summons of the clause just before (bodies.py)
        self.last_ops: list[Symbol] | None = None  # the operations of the clause just before, None before the first (bodies.py)
        self.effect_facts: list[tuple[str, Symbol]] = []  # facts of the effect an operation clause states (summon_rider/3, no_response/3: bodies.py)
        self.activate_from: list[str] = []  # zones an operation says the card is in ("equip this monster from your hand": bodies.py)
        self.ritual: Symbol | None = None  # "This card is used to Ritual Summon "X"": the monster filter (bodies.py)
        self.ritual_done = False  # ... and the Tributes sentence made the operation
        self.coin: str | None = None  # the effect tossed a coin: "side" (heads/tails decide) or "call" (asp/chain/coins.lp)
        self.coin_seq = 0  # the step of what it does for a result
        self.apply_this_turn = False  # "apply these effects this turn": the bullets after it apply this turn (op_clause)
        self.extra_normal = False  # an additional Normal Summon this turn was read (op_clause): its note goes with it


# The older "Activate this card by paying 1000 LP" (Skill Drain, Premature
# Burial): what is done to activate the card is its cost, or its target for
# "by targeting" (Yugipedia Card Rulings: Skill Drain, "Paying 1000 Life Points
# is a cost"; Premature Burial, "Paying 800 Life Points is a cost").
_ACTIVATE_BY = re.compile(r"^activate this card by (paying|discarding|tributing|banishing|sending|targeting) ", re.I)
# "Toss a coin (and call it)": the effect's toss (asp/chain/coins.lp); "If you call it right, ...", "● Heads: ...",
# "... and if the result is heads, ..., or if the result is tails, ...": what it does for one result (op_coin/4).
_TOSS = re.compile(r"(?:you can )?toss a coin(?: and (call it|call heads or tails)| and apply (?:this|the appropriate) effect)?")
_CALLED = re.compile(r"if you call it (right|wrong),? ")
# "... ; send it to the GY, and if you do, activate 1 ... (this is a Quick Effect)." (Triamid Dancer): the older
# wording of a Quick Effect, said at its end (Konami, PSCT: "(Quick Effect)" replaced it)
# "You can Tribute 1 monster to inflict 500 damage to your opponent": the older wording of a cost ("You can Tribute
# 1 monster; inflict 500 damage ...", Cannon Soldier's later text; PSCT: what is done before ";" is a cost); not read,
# it decides the activation
# "Special Summon this card from your GY (if it was there when <event>) or hand (even if not)": the Summon of this card
# from where the effect is activated (activate_from), which from the first zone needs the card there at the event
# (asp/chain/timing.lp r_there_at_event)
_THERE_AT_EVENT = re.compile(r"special summon this card from (?:your|the) (gy|hand) \(if it was there when [^)]*\),? "
                             r"or (?:hand|gy) \(even if not\)( in defense position)?")
_OLD_COST = re.compile(r"(?:tribute|send|discard|banish|remove|pay|detach|return)\b.*? to (?:special|normal|tribute|flip|add|"
                       r"select|destroy|inflict|have|activate|draw|return|set|place|negate|make|look|gain|reduce|increase|target|"
                       r"change|equip|send|banish|use|take|declare|apply|allow|shuffle|discard|switch|move|attach|end|halve|double|"
                       r"skip|toss|roll|excavate)\b")
# A statement of what applies, not an action: "Your opponent cannot select ...", "It gains 1000 ATK" (no "can")
_STATEMENT = re.compile(r"(?:your opponent|neither player|each player|monsters? (?:you|your opponent) controls?|it|this card"
                        r"|the equipped monster) (?!can\b)(?:cannot|can only|gains|loses|is|are)\b")
_QUICK_NOTE = re.compile(r"\s*\(this is a quick effect\)", re.I)
_HEADS_TAILS = re.compile(r"●\s*(heads|tails):\s*")
_TOSS_INLINE = re.compile(r"toss a coin,? and if the result is (?:heads|tails),? .+")
_RESULT = re.compile(r"(?:,? or )?if the result is (heads|tails),? ")
_BY_VERB = {"paying": "Pay", "discarding": "Discard", "tributing": "Tribute", "banishing": "Banish", "sending": "Send",
            "targeting": "Target"}


# The kind of an effect whose head was not understood, where its words settle it; else
# "not_understood" (asp/answers/cardtext.lp): the kind is not guessed, as the activation is not judged.
# - "After damage calculation, ...": a Trigger Effect (Yugipedia "Damage Step": Trigger Effects whose
#   timing is "after damage calculation" are activated then, e.g. Red Dragon Archfiend);
# - "Each time <event>": a Trigger Effect on each such event (docs/cardtext.md, PSCT "Each time ...:");
# - "When/If <something> is Summoned / destroyed / sent / banished / ...", "When/If this card destroys a
#   monster by battle / inflicts battle damage / declares an attack": the head names an event, and a
#   Quick Effect's head would say "(Quick Effect)" (read above), so a Trigger Effect (Konami, Problem-
#   Solving Card Text part 3: "When this card is sent from the field to the Graveyard:"; Yugipedia "Trigger
#   Effect": activated in response to a specific event, such as a card being destroyed). "was ..." and
#   "that is ..." state what happened or what a card is: a state (an Ignition Effect) or not known.
#   "You/Your opponent (Normal/Special) Summon(s)", "... take(s) damage", "... pay(s) LP" are events too.
# Other heads may name an event (a Trigger or Quick Effect) or only a state (an Ignition Effect): not known.
_EVENT = (r"(?:(?:normal|special|flip|tribute|fusion|synchro|xyz|link|ritual|pendulum)(?: or (?:normal|special|flip|tribute))? )?"
          r"summoned|destroyed|sent|banished|shuffled|returned|added|flipped face-up|tributed|discarded|detached|used as")
_UNREAD_TRIGGER = re.compile(rf"after damage calculation\b|each time |(?:when|if) (?:{_EVENT})\b"
                             rf"|(?:when|if) (?![^:]*\b(?:that|which) (?:is|are) )[^:]*?\b(?:is|are) (?:{_EVENT})\b"
                             r"|(?:when|if) this card (?:destroys [^:]* by battle|inflicts (?:battle )?damage|declares an attack)\b"
                             r"|(?:when|if) (?:you|your opponent|either player|a player) (?:(?:normal|special|flip|tribute|fusion|synchro|xyz|"
                             r"link|ritual|pendulum)(?: or (?:normal|special))? )?summons?\b"
                             r"|(?:when|if) (?:you|your opponent) (?:takes? [^:]*?damage|pays? [^:]*?lp)\b")

_RESPONSE = re.compile(r"\b(?:is|are) activated\b|\bactivates?\b")  # an activation, perhaps responded to (a Quick Effect)
_EACH_TIME_HEAD = re.compile(r"((?:during (?:your|your opponent's) turn, )?)each time (.+)")  # "Each time <event>:" (compiler.each_time_trigger)


# A head "If ...:" with no word of an event, a time or a response ("If you control 2 other Cyberse monsters and have
# no cards in your hand") only states a condition: an Ignition Effect (docs/cardtext.md "Kinds"; Yugipedia "Problem-
# Solving Card Text": text before the colon states activation conditions; an Ignition Effect is activated in your
# Main Phase when they are met). A Trap's effect so headed is a quick one (Compiler.effect).
_NOT_STATE = re.compile(r"\b(?:when|each|after|before|during|until|summon\w*|activat\w*|target\w*|attack\w*|battl\w*|damage|destroy\w*|"
                        r"leaves?|left|would|sent|send\w*|banish\w*|return\w*|draw\w*|added|adds?|discard\w*|flip\w*|tribut\w*|"
                        r"shuffle\w*|detach\w*|resolv\w*|chain|phase|turn|excavat\w*|reveal\w*|equip\w*|chang\w*|mov\w*|plac\w*|"
                        r"set|gains?|takes?|pa(?:y|ys|id)|use[sd]?|declar\w*|negat\w*|becomes?|responds?|once|do)\b")


def _unread_head_kind(h: str) -> str:
    if h.startswith("if ") and not _NOT_STATE.search(h):
        return "ignition"
    # "During your (opponent's) turn, if <event>": the event in that turn, as the heads read (head_grammar.head).
    # ("During either player's turn, when ..." is also an older wording of a Quick Effect: not known.)
    h = re.sub(r"^during (?:your|your opponent's) turn,? ", "", h)
    if _RESPONSE.search(h) and not h.startswith("each time "):
        return "not_understood"
    return "trigger" if _UNREAD_TRIGGER.match(h) else "not_understood"


def _activate_by(text: str) -> str:
    """"Activate this card by paying 800 LP" as the cost "Pay 800 LP" (the text unchanged otherwise)."""
    m = _ACTIVATE_BY.match(text.strip())
    return text if m is None else _BY_VERB[m.group(1).lower()] + " " + text.strip()[m.end():]


# "Gains effects based on the number of NAME monsters you control, except NAME": the bullets' count (count_state)
_COUNT_INTRO = re.compile(r"(?:this card )?gains (?:these |the following )?effects?(?:\(s\))?,? based on the number of "
                          r"(?:((?:(?!different)[^.])+) you control(, except NAME)?|cards in your hand|([a-z]+) your opponent controls)")
HAND_PERMISSION = re.compile(r"(if .+?), you can activate this card from your hand")
# Introductions of choices read as "activate 1 of these effects" (Compiler.choice_intro):
# - "Activate 1 of these effects, but skip your next Battle Phase after activation" (the Runick Quick-Play Spells),
#   "..., but you cannot declare attacks for the rest of this turn, except with Fusion Monsters": what applies after
#   activation, whichever choice: not modelled, stated on each choice; said to apply after the activation (for the
#   rest of the turn), it does not decide it;
# - "You can activate the following effect depending on whose turn it is; ● Yours: A ● Opponent's: B": A is the
#   choice in your turn, B in the opponent's (conditions your_turn, opponent_turn: asp/events/past_events.lp);
# - "You can activate the following effect, based on which player controls the equipped monster; ● You: A ● Your
#   opponent: B": A while this card is equipped to a monster you control, B to an opponent's (condition
#   equipped_controlled_by: asp/events/head_conditions.lp);
# - "You can activate the following effect, based on its battle position; ● Attack Position: A ● Defense Position: B":
#   A while this card is in Attack Position, B in Defense Position (condition self_in_position, judged on activation:
#   asp/effects/continuous.lp);
# - "You can activate the following effect, based on where this card is at activation; ● Hand: A ● Field: B": A is
#   activated from the hand, B on the field (a monster's: the Monster Zone) (activate_from);
# - "activate 1 of these effects, by revealing monster(s) in your hand with the listed Attribute(s); ● FIRE: A
#   ● 2 FIRE: B": each choice's cost reveals that many monsters of its label's Attribute, as "Reveal 2 FIRE monsters
#   in your hand; B" (heads.py, asp/chain/costs.lp); a label of several Attributes ("● DARK & EARTH", one monster
#   of each) is not modelled: that choice's activation is not judged.
# "activate 1 of the following effects", "select and activate 1 of the following effects": as "activate 1 of these
# effects" (the same choice in other words)
_CHOICE_WORDS = re.compile(r"\bactivate (?:1|one) of (?:these|the following) effects")
_CHOICE_RIDER = re.compile(r"(.*\bactivate (?:1|one) of these effects), but (skip your next battle phase after activation"
                           r"|you cannot [^;]+ for the rest of this turn(?:, except [^;]+)?)", re.I)
_BY_TURN = re.compile(r"(.*?\bactivate) (?:the following|this) effect,? depending on whose turn it is", re.I)
_BY_EQUIPPED = re.compile(r"(.*?\bactivate) the following effect,? based on which player controls the equipped monster", re.I)
_BY_POSITION = re.compile(r"(.*?\bactivate) the following effect,? based on its battle position", re.I)
_BY_WHERE = re.compile(r"(.*?\bactivate) the following effect,? based on where this card is at activation"
                       r"( \(but you can only use each effect of \"[^\"]+\" once per turn\))?", re.I)
_WHERE_LABEL = {"hand": "hand", "field": "monster_zone", "gy": "gy"}
_LABEL_CONDITION = {
    "turn": {"yours": c("your_turn"), "your turn": c("your_turn"), "opponent's": c("opponent_turn"), "opponent's turn": c("opponent_turn"),
             "your opponent's turn": c("opponent_turn")},
    "equipped": {"you": c("equipped_controlled_by", "own"), "your opponent": c("equipped_controlled_by", "opponent")},
    "position": {"attack position": c("self_in_position", "attack"), "defense position": c("self_in_position", "defense")},
}
_BY_REVEAL = re.compile(r"(.*\bactivate (?:1|one) of these effects), by revealing monster\(s\) in your hand with the listed attribute\(s\)",
                        re.I)
_FOLLOW_UP = ("then", "also", "afterwards", "you cannot", "neither player", "for the rest of this turn", "until the end",
              "it ", "they ", "that ", "those ", "its ", "their ", "if this effect", "if you do", "otherwise")
_EXTRA_DECK = {"Fusion", "Synchro", "Xyz", "Link"}
# Monsters that are Effect Monsters by what they are (Rule Book: Flip, Toon,
# Spirit, Union and Gemini monsters are kinds of Effect Monster), though the
# data's type line of some omits "Effect" ("Fiend / Gemini", "Zombie / Spirit").
_EFFECT_KINDS = {"Gemini", "Spirit", "Union", "Toon", "Flip"}


def monster_kind(card: CardRecord) -> str:
    """What the monster's text is, by the data's type line: "effect" (effect
    text), "normal" (a Normal Monster: flavour text, no effects), "ritual_note"
    (a Ritual Monster with no effects: notes such as "You can Ritual Summon
    this card with ..."), or "other" (an Extra Deck monster whose line names
    no "Effect": its materials, then effect text if any). The data's type line
    of some monsters omits "Normal" ("Dragon", "Spellcaster / Pendulum", 39
    cards, each with flavour text only) or "Effect" (87 Tuners, the kinds
    above): a Tuner that is not "Normal" with text is an Effect Monster
    (Normal Tuners say "Tuner / Normal"); a line with none of these words and
    no Extra Deck or Ritual kind is a Normal Monster's."""
    subs = set(card.type_line[1:])
    if "Effect" in subs:
        return "effect"
    if "Normal" in subs:
        return "normal"
    if subs & _EFFECT_KINDS or ("Tuner" in subs and not subs & (_EXTRA_DECK | {"Ritual"}) and card.text.strip()):
        return "effect"
    if "Ritual" in subs:
        return "ritual_note"
    if subs & _EXTRA_DECK:
        return "other"
    return "normal"


class Compiler:
    def __init__(self, key: str, card: CardRecord):
        self.key = key
        self.card = card
        self.effects: list[CompiledEffect] = []
        self.card_missing: list[str] = []
        self.card_facts: list[Symbol] = []
        self.group_used = False
        self.equip_limits: list[str] = []  # an Equip Spell's "Equip only to ..." sentences
        self.gates: dict[int, list[str]] = {}  # a bullet's effect -> the clauses of the state it needs (bullets.py)
        self.pendulum_section = False  # compiling the Pendulum Effects (continuous.py's templates do not apply there)
        self.choice_limit = False  # the choices just read each have their own usage limit (choices)
        self.choice_notes: list[tuple[list[tuple[str, Symbol]], list[str], list[str]]] = []  # each choice just read: (its facts
        # (condition, activate_from), clauses not understood, clauses not modelled that do not decide the activation) (choice_intro)

    def fact(self, name: str, *args) -> Symbol:
        return c(name, self.key, *args)

    # ---- the card --------------------------------------------------------
    def compile(self) -> CompiledCard:
        card, k = self.card, self.key
        facts = [Function("card_name", [Function(k), String(card.name)]), self.fact("card_type", card.card_type)]
        if card.card_type == "monster":
            subs = [s.lower() for s in card.type_line[1:] if s.lower() in
                    ("normal", "effect", "tuner", "synchro", "xyz", "link", "fusion", "ritual", "gemini", "pendulum", "flip",
                     "spirit", "union", "toon")]
            if monster_kind(card) == "effect" and "effect" not in subs:
                subs.append("effect")
            elif monster_kind(card) == "normal" and "normal" not in subs:
                subs.append("normal")
            facts += [self.fact("subtype", s) for s in dict.fromkeys(subs)]
            for name, value in (("level", card.level), ("rank", card.rank), ("link_rating", card.link), ("attack_points", card.atk),
                                ("defense_points", card.defense), ("pendulum_scale", card.scale)):
                if value is not None:
                    facts.append(self.fact(name, value))
            for name, value in (("monster_type", card.monster_type), ("attribute", card.attribute)):
                term = snake_key(value) if value else None
                if term in declared(name):  # a Type or Attribute the rule base does not know is left out, never invented
                    facts.append(self.fact(name, term))
        else:
            prop = (card.property or "Normal").lower().replace("-", "_")
            facts.append(self.fact("subtype", prop))
        self.card_facts = facts
        sections = []
        if card.card_type == "monster":
            text = card.text
            kind = monster_kind(card)
            if _EXTRA_DECK & set(card.type_line) and ("\n" in text or "Effect" not in card.type_line):  # the first line: its materials
                first, _, text = text.partition("\n")
                M.material_line(self, first.strip())
            if kind == "ritual_note":  # a Ritual Monster without effects: its text is notes about the card, not effects
                for s in sentences(text.replace("\n", " ")) or []:
                    M.card_clause(self, s.text)
            elif kind != "normal" and "Token" not in card.type_line and text.strip():
                sections.append(text)
                if kind == "other" and self.fact("subtype", "effect") not in facts:  # effect text after its materials
                    facts.append(self.fact("subtype", "effect"))
            if card.pendulum_text:
                sections.append(card.pendulum_text)
        else:
            sections.append(card.text)
        for n, text in enumerate(sections):
            self.pendulum_section = bool(card.pendulum_text) and text is card.pendulum_text
            # a line of bullets without a final stop ends its sentence when a usage limit follows on the next line
            # ("● Trap: "Myutant Arsenal"\nYou can only use each effect of ... once per turn."): not glued to the last bullet
            text = re.sub(r"(●[^\n]*(?:[^.:\s)]|[^.]\)))[ \t]*\n(?=You can only )", r"\1.\n", text)
            self.section(text.replace("\n●", " ●").replace("\n", " "), spell_trap=card.card_type != "monster", first=n == 0)
        return CompiledCard(k, card.name, self.card_facts, self.effects, self.card_missing)

    # ---- grouping sentences into effects --------------------------------
    def section(self, text: str, spell_trap: bool, first: bool):
        parsed = sentences(text)
        if parsed is None:
            self.effects.append(self.abstain(text, "continuous"))
            return
        groups: list[tuple[str, list[Sentence]]] = []
        limits: list[Sentence] = []
        activation_open = spell_trap and first
        prop = (self.card.property or "Normal")
        card_kind = self.card.card_type
        equip = spell_trap and first and prop == "Equip" and card_kind == "spell"
        lingering_activation = spell_trap and first and prop in ("Normal", "Quick-Play", "Counter", "Ritual")
        if spell_trap and first and prop in ("Continuous", "Field", "Equip"):
            groups.append(("card_activation", []))
        bullets = B.plan(parsed, self.same_line)
        hand_permissions: list[Sentence] = []
        for i, s in enumerate(parsed):
            if i in bullets.skip:
                continue  # "Gains these effects based on ...": the gate of the bullets that follow (bullets.py)
            what, gates = bullets.bullets.get(i, (None, []))
            if what == "effect":
                s = B.strip(s)
            elif what == "follow" and groups:
                groups[-1][1].append(s)  # granted to another card: part of what grants it
                continue
            elif what == "outcome" and groups and groups[-1][1] and groups[-1][0] != "continuous":
                groups[-1][1].append(s)  # an outcome of the effect before it: part of its operations
                continue
            elif what == "gated" and not B.is_bullet(s):  # another effect on a gated bullet's line, under its gate
                groups.append(("", [s]))
                self.gates[id(s)] = gates
                lingering_activation = False
                continue
            elif (groups and _CALLED.match(_norm(s.text))
                  and any(rx.search(r"\btoss a coin and call (?:it|heads or tails)$", _norm(x.text)) for x in groups[-1][1])):
                groups[-1][1].append(s)  # "Toss a coin and call it. If you call it right, ...": what its toss decides
                continue
            elif what in ("outcome", "gated") and B.body(s) is not None:
                body = B.body(s)  # this card's effect while a state holds, which is not understood
                groups.append(("" if B.starts_effect(body) else "continuous", [body]))
                self.gates[id(body)] = gates
                lingering_activation = False
                continue
            note = rx.match(r"^(\((?:[^()]|\([^()]*\))*\))\s+(\S.*)$", s.segments[0])
            gain = note.group(1) if note else s.text if len(s.segments) == 1 else ""
            if (groups and CT.GAIN_ONCE.fullmatch(_norm(gain))
                    and (groups[-1][0] == "continuous" and CT.EXTRA_NORMAL.fullmatch(_norm(groups[-1][1][-1].text))
                         or groups[-1][0] != "continuous" and CT.EXTRA_NORMAL_OP.search(_norm(groups[-1][1][-1].text)))):
                groups[-1][1].append(Sentence([gain], []))  # "(You can only gain this effect once per turn.)": about the additional Normal Summon before it
                if not note:
                    continue
            elif note and groups and groups[-1][1] and groups[-1][0] != "continuous" and M.SUMMON_NOTE.fullmatch(_norm(note.group(1))):
                groups[-1][1].append(Sentence([note.group(1)], []))  # about the Summon of the effect before it: stated with it
            elif note:  # "(This card is always treated as ...) The equipped monster ...": the note is about the card
                M.card_clause(self, note.group(1))
            if note:
                s = Sentence([note.group(2), *s.segments[1:]], s.seps)
            t = _norm(s.segments[0])
            if (card_kind == "monster" and "Gemini" in self.card.type_line and s.seps[:1] == [":"]
                    and CT.GEMINI_SUMMON.fullmatch(t)):
                # the older "... with this effect: ● X": the Gemini Summon, then the effect it gains, a sentence of its own
                groups.append(("continuous", [Sentence(s.segments[:1], [])]))
                s = B.strip(Sentence(s.segments[1:], s.seps[1:]))
                t = _norm(s.segments[0])
            if card_kind == "trap" and activation_open and not s.seps and HAND_PERMISSION.fullmatch(t):
                hand_permissions.append(s)  # "If you control no cards, you can activate this card from your hand": read below
            elif T.SPECIAL_ONLY.match(t) and not spell_trap:
                self.card_facts.append(self.fact("subtype", "special_summon_only"))
            elif (T.SUMMONING.match(t) or M.card_note(t)) and (not spell_trap or t.startswith("you can only control")):
                M.card_clause(self, s.text)
            elif (t.startswith("you can only") or T.SUMMON_LIMIT.match(t) or T.LIMIT_SENTENCE.match(t) or CT.ONCE_WHILE_FACE_UP.fullmatch(t)
                  or O.oath_effects(t, re.findall(r'"([^"]+)"', s.text)) is not None):
                limits.append((s, len(groups)))
            elif groups and groups[-1][1] and groups[-1][0] != "continuous" and M.SUMMON_NOTE.fullmatch(t):
                groups[-1][1].append(s)  # about the Summon of the effect before it: stated with it
            elif s.segments[0].startswith("(") and s.segments[0].endswith(")") and len(s.segments) == 1:
                M.card_clause(self, s.text)  # a parenthesised note about the card
            elif equip and (t.startswith("equip only to") or CT.EQUIP_ACTIVATION_CLAUSE.fullmatch(_norm(s.text))
                            or (groups[1:] and CT.EQUIP_SUMMONS.fullmatch(_norm(s.text)))):
                self.equip_limits.append(s.text)  # whom it equips, or how it is activated: "Equip only to ...", a cost
            elif (spell_trap and first and prop in ("Continuous", "Field", "Equip") and len(groups) == 1 and not groups[0][1]
                  and (t.startswith("activate") or t == "when this card is activated" or CT.activated_without_you_can(s.seps, t)
                       or s.seps[:1] == [":"] and _norm(s.segments[1]).startswith("activate this card")
                       or CT.activation_itself(card_kind, prop, _norm(s.text)))):
                groups[0][1].append(s)  # the card's activation ("Target 1 monster in your GY; Special Summon it")
            elif activation_open and not groups and not s.seps and rx.fullmatch(
                    r"(?:(?:if|during) .+?, )?you can activate this card (?:from your hand|the turn it was set(?:, by .+)?)", t):
                # a Trap's permission to be activated from the hand (Dominus Impulse) or the turn it was Set (Infernity
                # Suppression): not its activation, which follows; the permission is not modelled, a card-level clause
                self.card_missing.append(s.text)
            elif activation_open and not groups:
                groups.append(("card_activation", [s]))
            elif t.startswith("each time ") and not s.seps and (t.endswith("immediately after it resolves") or H.each_time_counters(t)
                                                                 or H.EACH_TIME_PLACE.fullmatch(t) or self.psct_text()):
                groups.append(("continuous", [s]))  # applies without a chain (heads.each_time)
                lingering_activation = False
            elif t.startswith("●") and groups and groups[-1][1] and rx.search(_CHOICE_WORDS, _norm(groups[-1][1][0].text)):
                groups[-1][1].append(s)  # a choice of "activate 1 of these effects", even with its own ":" or ";"
            elif (groups and groups[-1][1] and rx.search(_CHOICE_WORDS, _norm(groups[-1][1][0].text))
                  and (bullet := B.last_bullet(groups[-1][1][-1])) is not None and self.same_line([bullet, s])):
                groups[-1][1].append(s)  # "● Add 1 ... . This card's Level becomes ...": the choice goes on on its line
            elif card_kind == "monster" and not s.seps and not self.pendulum_section and (CT.no_tributes(t) or CT.more_tributes(t)):
                groups.append(("continuous", [s]))  # "You can Normal Summon this card without Tributing": applies in the hand
                lingering_activation = False
            elif ":" in s.seps or t.startswith(("you can ", "each time ")) or (t.startswith("flip") and s.seps):
                groups.append(("", [s]))
                lingering_activation = False
            elif (not s.seps and _OLD_COST.match(t) and not rx.search(r" to activate this card$", t)
                  and (card_kind == "monster" or self.card.property in ("Continuous", "Field"))):
                # "Tribute 2 monsters to gain 1000 LP" (Hysteric Fairy, Skull Lair): an activated effect with the older
                # wording of its cost (_OLD_COST), not a continuous one; its activation is not read (a Normal Trap's
                # "Tribute 1 monster to take control of it" after "Activate only when ..." is its activation: Chthonian Polymer)
                groups.append(("", [s]))
                lingering_activation = False
            elif not s.seps and not self.pendulum_section and rx.fullmatch(r"once per turn, you can activate (?:1|one) of (?:these|the following) effects", t):
                # the older "Once per turn, you can activate 1 of these effects. ● A ● B": as "Once per turn: You can ..." (OLD_ONCE)
                at = len("once per turn")
                groups.append(("", [Sentence([s.segments[0][:at], s.segments[0][at + 2:]], [":"])]))
                lingering_activation = False
            elif not s.seps and not self.pendulum_section and CT.OLD_ONCE.match(t):
                groups.append(("", [s]))  # "Once per turn, you can ..." without ":": activated (continuous.py)
                lingering_activation = False
            elif card_kind == "monster" and not s.seps and not self.pendulum_section and CT.OLD_TRIGGER.match(t):
                groups.append(("", [s]))  # an older Trigger Effect written without ":" (continuous.py)
                lingering_activation = False
            elif card_kind == "monster" and (limit := CT.field_limit(t, re.findall(r'"([^"]+)"', s.text))) is not None:
                self.card_facts.append(self.fact("field_limit", limit))  # a condition printed on the card, not an effect
            elif card_kind == "monster" and "Gemini" in self.card.type_line and CT.GEMINI_NORMAL.fullmatch(t):
                pass  # the Gemini rule of its subtype, not an effect: asp/effects/gemini.lp (its effects, card filters)
            elif (groups and groups[-1][1] and groups[-1][0] != "continuous" and not s.seps
                  and rx.fullmatch(r"(?:if (?:(?!would\b)[^.])*, )?(?:you can (?:(?!would\b)[^.])*,? instead"
                                   r"|this card's (?:\w+ )+effect instead becomes .*)", t)):
                # "If ..., you can target 2 monsters, instead", "... this card's End Phase effect instead becomes ...":
                # what the effect before it does then, not an effect of its own (Code Radiator, Sacred Spirit of the Ice Barrier)
                groups[-1][1].append(s)
            elif groups and groups[-1][1] and (CT.NOT_NEGATED.fullmatch(t) or (groups[-1][0] != "continuous" and CT.about_previous(t))):
                groups[-1][1].append(s)  # "... to activate and to resolve this effect", "This effect cannot be negated"
            elif groups and groups[-1][1] and (any(rx.fullmatch(pat, t) for pat, _ in T.TURN_RESTRICTION)
                                               or O.turn_restrictions(t, re.findall(r'"([^"]+)"', s.text))):
                # "... the turn you activate this effect": about the effect before it; "this card" on a Spell/Trap:
                # about the card's activation, the first group, whatever effects come between (Artifact Sanctum)
                (groups[0] if spell_trap and groups[0][1] and "you activate this card" in t else groups[-1])[1].append(s)
            elif equip and groups == [("card_activation", [])] and t.startswith(("it ", "its ")):
                groups.append(("continuous", [s]))  # an Equip Spell's "It gains ...": the equipped monster
            elif (spell_trap and prop in ("Continuous", "Field") and groups == [("card_activation", [])] and not s.seps
                  and t.startswith(("you cannot", "neither player"))):
                groups.append(("continuous", [s]))  # "Neither player can Tribute cards": no activation text to follow up
            elif spell_trap and groups and groups[0][0] == "card_activation" and groups[0][1] and "in response to this card's activation" in t:
                groups[0][1].append(s)  # "Your opponent cannot activate the targeted card in response to this card's activation"
            elif not lingering_activation and not t.startswith(_FOLLOW_UP) and CT.activated_without_you_can(s.seps, t):
                groups.append(("", [s]))  # a cost or target (";") is activated: "Discard 1 card, then declare ...; destroy ..."
            elif groups and (lingering_activation or t.startswith(_FOLLOW_UP) or t.startswith("●")
                             or "you activate this effect" in t or "this effect's activation" in t):
                groups[-1][1].append(s)
            else:
                groups.append(("continuous", [s]))
                lingering_activation = False
        by_group: list[list[CompiledEffect]] = []  # the effects of each group: several for "activate 1 of these effects"
        for kind, group in groups:
            choices = self.choices(group) if kind in ("", "card_activation") and group else None
            if choices is None:
                by_group.append([self.effect(len(self.effects) + 1, kind, group)])
                self.effects.append(by_group[-1][0])
                gates = self.gates.get(id(group[0]), []) if group else []
                e = by_group[-1][0]
                states = CT.bullet_state(gates) or self.count_state(gates, by_group[-1][0]) or []
                if (states and kind == "continuous" and any(f.name == "applies_continuously" for f in e.facts)
                        and not any(x.name.startswith("self_counters") for x in states)):  # (counters: judged on activation only)
                    e.facts += [self.fact("applies_while", e.number, x) for x in states]  # asp/effects/continuous.lp
                    gates = []
                elif states and e.kind in ("ignition", "quick", "trigger"):
                    e.facts += [self.fact("condition", e.number, x) for x in states]  # the effect it has then: activated then only
                    gates = []
                if gates and kind == "continuous":  # when it applies is not understood: stated, it would always apply
                    e.facts = [f for f in e.facts if f.name != "applies_continuously"]
                for clause in gates:  # the state it needs (bullets.py), not understood
                    by_group[-1][0].missing.append(clause)
                    self.not_understood(by_group[-1][0], clause)
                if kind == "continuous" and len(by_group) > 1 and rx.match(r"this is a quick effect if\b", _norm(group[0].text)):
                    for before in by_group[-2]:  # "This is a Quick Effect if ...": when the effect before can be activated
                        before.missing.append(group[0].text)
                        if before.kind == "ignition" and not before.activation_missing:
                            # judged as the Ignition Effect it always is; where only a Quick Effect could be activated,
                            # not judged (asp/answers/cardtext.lp quick_if_not_understood)
                            before.activation_clauses.append(group[0].text)
                            before.activation_missing = True
                            before.facts.append(self.fact("condition", before.number, "quick_if_not_understood"))
                        else:
                            self.not_understood(before, group[0].text)
                if kind in ("", "card_activation") and group and any(x.text.lstrip().startswith("●") for x in group[1:]) and \
                        rx.search(r"\bactivate (?:\d|one|two) (?:or both )?of (?:these|the following) effects", _norm(group[0].text)):
                    self.not_understood(e, group[0].text)  # choices not read: their costs and targets decide the activation
                continue
            by_group.append([])
            for choice in choices:
                by_group[-1].append(self.effect(len(self.effects) + 1, kind, choice))
                self.effects.append(by_group[-1][-1])
            for e, (conds, unread, riders) in zip(by_group[-1], self.choice_notes):
                if any(name == "activate_from" for name, _ in conds):  # the label says where (not the default or a guess)
                    e.facts = [f for f in e.facts if f.name != "activate_from"]
                e.facts += [self.fact(name, e.number, term) for name, term in conds]
                e.compiled += len(conds)
                e.missing += riders
                for clause in unread:
                    e.missing.append(clause)
                    self.not_understood(e, clause)
            if self.choice_limit:  # "(but you can only use each effect of X once per turn)"
                for e in by_group[-1]:
                    self.add_usage(e, "use_each_choice_once_per_turn")
            if U.choices(group[0]) is not None:  # its "Once per turn" counts over the card's stay on the field
                for e in by_group[-1]:
                    e.facts = [self.fact("usage_limit", e.number, U.LIMIT) if f == self.fact("usage_limit", e.number, "once_per_turn")
                               else f for f in e.facts]
            numbers = [e.number for e in by_group[-1]]
            for i, a in enumerate(numbers):  # the choices of one effect (asp/chain/timing.lp, limits.lp)
                for b in numbers[i + 1:]:
                    by_group[-1][0].facts.append(self.fact("choice_of", a, b))
        for s, position in limits:
            self.limit(s, by_group, position)
        for s in hand_permissions:
            self.hand_permission(s)

    def count_state(self, gates: list[str], e: CompiledEffect) -> list[Symbol] | None:
        """"Gains effects based on the number of "Harpie" monsters you control
        ... ● 3+: ...", "... the number of cards in your hand. ● 3+: ...",
        "... the number of monsters your opponent controls. ● 2: ...": the
        bullet's state, read as the head "If you control 3 or more "Harpie"
        monsters ..." (a count of state_conditions.lp); "● N" (no "+") is
        exactly N, that count and count_at_most N ("● 0": none), or None."""
        m = _COUNT_INTRO.fullmatch(_norm(gates[0]).rstrip(":")) if len(gates) == 2 else None
        label = CT.count_label(gates[1]) if m else None
        if label is None or label == (0, False):
            return None
        n, exact = max(label[0], 1), label[1]
        head = (f"if you control {n} or more {m.group(1)}{m.group(2) or ''}" if m.group(1)
                else f"if your opponent controls {n} or more {m.group(3)}" if m.group(3)
                else f"if you have {n} or more cards in your hand")
        scratch = CompiledEffect(0, e.kind, head)
        before = len(self.card_facts)
        got = self.head_conditions(head, scratch, re.findall(r'"([^"]+)"', gates[0]))
        del self.card_facts[before:]
        if got is None or scratch.facts or scratch.missing or len(got[0]) != 1 or got[0][0].name != "count_at_least":
            return None
        least = got[0][0]
        most = c("count_at_most", *least.arguments[:3], label[0])
        return [most] if label[0] == 0 else [least, most] if exact else [least]

    def hand_permission(self, s: Sentence) -> None:
        """A Trap's "If <state>, you can activate this card from your hand":
        its activation may also be made from the hand while the state holds
        (activate_from hand and Spell & Trap Zone, condition from_hand_if:
        asp/events/past_events.lp). Only a condition on the state
        (no event) is read; otherwise the sentence is a card-level clause not
        understood."""
        act = next((e for e in self.effects if e.kind == "card_activation"), None)
        m = HAND_PERMISSION.fullmatch(_norm(s.segments[0]))
        scratch = CompiledEffect(0, "card_activation", s.text)
        before = len(self.card_facts)
        got = self.head_conditions(m.group(1), scratch, re.findall(r'"([^"]+)"', s.text)) if act is not None else None
        if (got is None or got[1] not in (None, "state") or scratch.facts or scratch.missing or len(self.card_facts) != before
                or any(cond.name in ("if_event", "when_event", "not_understood") for cond in got[0])):
            del self.card_facts[before:]
            self.card_missing.append(s.text)
            return
        act.facts += [self.fact("activate_from", act.number, zone) for zone in ("spell_trap_zone", "hand")]
        act.facts += [self.fact("condition", act.number, c("from_hand_if", cond)) for cond in got[0]]
        act.compiled += 1

    def choices(self, group: list[Sentence]) -> list[list[Sentence]] | None:
        """"HEAD: You can [COST, then] activate 1 of these effects; ● A. ● B.":
        the sentences of each choice, "HEAD: You can [COST, then] A." and the
        sentences after A on its line (None: not such a group, or bullets
        followed by a sentence on a line of its own)."""
        first = group[0]
        self.choice_notes = []
        union = U.choices(first) if len(group) == 1 else None
        if union is not None:  # "Once per turn, you can either: ... OR: ...": a Union effect's two choices
            self.choice_limit = False
            return union
        first, how = self.choice_intro(first)
        old = rx.fullmatch(r"(when this (?:face-up )?card\b(?!(?: [^,]*)? (?:leaves|is removed from) the field)[^,]*), "
                           r"you can activate (?:1|one) of these effects", _norm(first.segments[0]))
        if old and self.card.card_type == "monster" and first.seps[:1] == [":"]:
            # the older "When this card X, you can activate 1 of these effects: ● A ● B": a Trigger Effect (CT.OLD_TRIGGER)
            at = first.segments[0].lower().index(", you can activate")
            first = Sentence([first.segments[0][:at], first.segments[0][at + 2:], *first.segments[1:]], [":", *first.seps])
        at = next((i for i, seg in enumerate(first.segments)
                   if rx.fullmatch(r"(?:you can )?(?:.+?" + T.CHOICE_COST_END + ")?activate (?:1|one) of these effects" + T.EACH_CHOICE_LIMIT, _norm(seg))), None)
        if at is None or (at > 0 and first.seps[at - 1] != ":") or at > 1:
            return None
        bullets: list[list[Sentence]] = []  # each choice: its bullet and the sentences after it on its line
        if at + 1 < len(first.segments):  # the first bullet in the same sentence, after ";"
            bullets.append([Sentence(first.segments[at + 1:], first.seps[at + 1:])])
        for s in group[1:]:
            if s.segments[0].startswith("●"):
                bullets.append([s])
            elif bullets and self.same_line(bullets[-1] + [s]):  # "● Tribute 1 ... Then, ...": the bullet goes on
                bullets[-1].append(s)
            else:  # a sentence on its own line after the bullets may be about the whole effect
                return None
        if len(bullets) < 2 or not bullets[0][0].segments[0].startswith("●"):
            return None
        if how is not None:
            notes = [self.labelled_choice(how, b[0]) for b in bullets]
            if None in notes:
                return None
            bullets = [[b, *rest] for (b, _), (_, *rest) in zip(notes, bullets)]
            self.choice_notes = [note for _, note in notes]
        if any(rx.search(r"\bactivate only\b|\bonly be activated\b", _norm(s.text)) for b in bullets for s in b):
            return None  # "● Activate only if ...": a condition the choice reader does not take
        m = rx.fullmatch(r"(you can )?(?:(.+?)" + T.CHOICE_COST_END + ")?activate (?:1|one) of these effects(" + T.EACH_CHOICE_LIMIT + ")",
                         re.sub(r'"[^"]*"', "NAME", first.segments[at]), flags=re.I)
        pre = m.group(2)
        if pre and '"' in first.segments[at]:  # the cost's own quoted names: read from the original text
            pre = rx.fullmatch(r"(?:you can )?(.+?)" + T.CHOICE_COST_END + "activate .*", first.segments[at], flags=re.I).group(1)
        self.choice_limit = bool(m.group(3))  # each choice has its own "once per turn" (asp/chain/limits.lp)
        head, head_seps = first.segments[:at], first.seps[:at]
        out = []
        for b, *rest in bullets:
            segs = [b.segments[0].lstrip("● ").strip(), *b.segments[1:]]
            you_can = "" if _norm(segs[0]).startswith("you can ") else m.group(1) or ""  # "● You can ...": said once
            if b.seps and b.seps[0] == ":":  # "● If ...: do": the choice's own condition
                limit_only = len(head) == 1 and rx.fullmatch(r"(?:once|twice) per (?:turn|chain)", _norm(head[0]))
                if (head and not limit_only) or pre:
                    return None
                if you_can and not _norm(segs[1]).startswith("you can "):  # "You can activate 1 of these effects": optional
                    segs[1] = you_can + segs[1]
                if limit_only:  # "Once per turn: ... ● If X: A": "Once per turn, if X: A" (the limit shared by the choices)
                    segs[0] = f"{head[0]}, {segs[0][:1].lower()}{segs[0][1:]}"
                    out.append([Sentence(segs, list(b.seps)), *rest])
                    continue
                seps = list(b.seps)
            elif b.seps:  # "● Target ...; do": the choice's target after the shared cost
                segs[0] = you_can + (f"{pre}, then " if pre else "") + segs[0]
                seps = list(b.seps)
            elif pre:
                segs, seps = [you_can + pre, segs[0]], [";"]
            else:
                segs, seps = [you_can + segs[0]], []
            out.append([Sentence(head + segs, head_seps + seps), *rest])
        return out

    def choice_intro(self, first: Sentence) -> tuple[Sentence, tuple[str, str] | None]:
        """The sentence that introduces choices, its introduction read as
        "activate 1 of these effects" (_CHOICE_RIDER, _BY_TURN, _BY_EQUIPPED,
        _BY_POSITION, _BY_WHERE, _BY_REVEAL), and how the choices are told apart:
        ("rider", clause), ("turn" | "equipped" | "position" | "where" |
        "reveal", ""), or None."""
        first = Sentence([re.sub(r"\b(?:select and )?(activate (?:1|one) of) the following effects\b", r"\1 these effects", seg, flags=re.I)
                          if k < 2 else seg for k, seg in enumerate(first.segments)], list(first.seps))
        for k, seg in enumerate(first.segments[:2]):
            for pat, how in ((_CHOICE_RIDER, "rider"), (_BY_TURN, "turn"), (_BY_EQUIPPED, "equipped"), (_BY_POSITION, "position"),
                             (_BY_WHERE, "where"), (_BY_REVEAL, "reveal")):
                m = pat.fullmatch(seg.strip().rstrip("."))
                if m and (how != "where" or self.card.card_type == "monster"):
                    plain = m.group(1) + (" 1 of these effects" if how in _LABEL_CONDITION or how == "where" else "")
                    plain += (m.group(2) or "") if how == "where" else ""
                    segs = [*first.segments[:k], plain, *first.segments[k + 1:]]
                    return Sentence(segs, list(first.seps)), (how, m.group(2) if how == "rider" else "")
        return first, None

    def labelled_choice(self, how: tuple[str, str], b: Sentence) -> tuple[Sentence, tuple[list[tuple[str, Symbol]], list[str], list[str]]] | None:
        """A choice's bullet as "activate 1 of these effects" reads it, and
        its notes (facts, clauses not understood, clauses not modelled:
        choice_intro), or None when its label is not one the introduction
        names."""
        kind, rider = how
        if kind == "rider":
            return b, ([], [], [rider])
        lab = B.label(b)
        if lab is None:
            return None
        body = Sentence(["● " + b.segments[1], *b.segments[2:]], b.seps[1:])
        if kind in _LABEL_CONDITION:
            cond = _LABEL_CONDITION[kind].get(" ".join(lab.lower().split()))
            return None if cond is None else (body, ([("condition", cond)], [], []))
        if kind == "where":
            zone = _WHERE_LABEL.get(lab.lower().strip())
            return None if zone is None else (body, ([("activate_from", c(zone))], [], []))
        m = rx.fullmatch(r"(?:(\d) )?([a-z]+)", lab.lower())
        if m is None or m.group(2) not in declared("attribute") or ";" in b.seps[1:]:
            return body, ([], [lab], [])  # "● DARK & EARTH" (one monster of each), a choice with a target: not modelled
        n = int(m.group(1) or 1)
        reveal = f"● reveal {n} {m.group(2).upper()} monster{'s' if n > 1 else ''} in your hand"
        return Sentence([reveal, *b.segments[1:]], [";", *b.seps[1:]]), ([], [], [])

    def psct_text(self) -> bool:
        """The card's text is written in Problem-Solving Card Text: it has a
        cost or target said before ";", or "<condition>: You can" (PSCT, used for
        prints from July 2011; Konami, "Problem-Solving Card Text, Part 3/4": the
        new text separates conditions, activation and effect by ":" and ";").
        In such a text an effect with neither ":" nor ";" makes no Chain Link
        (Konami PSCT Part 3: "If there is no colon or semicolon, the effect does
        NOT start a chain"; Yugipedia "Problem-Solving Card Text": all card
        effects that make a Chain Link include a colon or a semicolon). Older
        texts do not say it (Fire Princess's "Each time you gain Life Points,
        inflict 500 damage" is a Trigger Effect)."""
        return ";" in self.card.text or rx.search(r":\s*you can\b", self.card.text.lower()) is not None

    def same_line(self, sentences: list[Sentence]) -> bool:
        """Whether these sentences are printed on one line of the card text
        (each choice of "activate 1 of these effects" is a line of its own)."""
        parts = [" ".join(s.text.split()) for s in sentences]
        for line in (self.card.text + "\n" + self.card.pendulum_text).splitlines():
            line, at = " ".join(line.split()), 0
            for part in parts:
                at = line.find(part.lstrip("● ").rstrip("."), at)
                if at < 0:
                    break
            else:
                return True
        return False

    def limit(self, s: Sentence, by_group: list[list[CompiledEffect]], position: int):
        # a card name with quotes in it (World Legacy - "World Chalice") is one name here, as the sentence names this card
        t = _norm(s.text.replace(f'"{self.card.name}"', '"X"') if '"' in self.card.name else s.text)
        extra: list[str] = []  # more limits on the same effects (asp/chain/limits.lp: each counted on its own)
        same_chain = T.SAME_CHAIN.match(t)
        if same_chain:
            t, extra = same_chain.group(1), ["one_effect_per_chain"]
        effects = [e for g in by_group for e in g]
        every = O.oath_effects(t, re.findall(r'"([^"]+)"', s.text))
        if every is not None:  # "You cannot ... the turn you activate either of this card's effects": each activated effect's
            for e in effects:
                if e.kind != "continuous" and e.text:
                    e.facts += [self.fact("activation_turn_restriction", e.number, term) for term in every]
                    e.compiled += 1
            return
        oath = next(((m.group(1), [term]) for pat, term in H.LIMIT_OATHS for m in [rx.match(pat, t)] if m), None)
        oath = oath or O.limit_oath(t, s.text)
        if oath:
            t = oath[0]
        counts = [len(e.facts) for e in effects]
        self.limit_of(t, extra, s, by_group, position)
        for e, n in zip(effects, counts):
            if oath and any(f.name == "usage_limit" for f in e.facts[n:]):
                # "..., and cannot Special Summon during the turn you activate either effect": each limited effect's
                # restriction too (as "You cannot Special Summon the turn you activate this effect")
                e.facts += [self.fact("activation_turn_restriction", e.number, term) for term in oath[1]]

    def limit_of(self, t: str, extra: list[str], s: Sentence, by_group: list[list[CompiledEffect]], position: int):
        effects = [e for g in by_group for e in g]
        split = sum(len(g) for g in by_group[:position])
        # a Continuous/Field/Equip card's bare activation is not one of its effects
        active = [e for e in effects if e.kind != "continuous" and e.text]
        for pat, which, wording in [(p, w, "use_once_per_turn") for p, w in T.USE_LIMIT] + H.USE_LIMITS + T.LIMIT_WORDINGS + CT.LIMIT_WORDINGS:
            if rx.match(pat, t) and which:
                following = [e for e in effects[split:] if e in active]
                before = [e for e in effects[:split] if e in active]
                last = next((g for g in reversed(by_group[:position]) if any(e in active for e in g)), [])
                with_active = [g for g in by_group if any(e in active for e in g)]
                # "the following effect": the next effect, every choice of it ("You can activate 1 of these effects")
                nxt = next(([e for e in g if e in active] for g in by_group[position:] if any(e in active for e in g)), [])
                if not last and len(with_active) == 1 and rx.search(r"\bthe effect of NAME\b", t):
                    last = with_active[0]  # "the effect of X" before the card's only activated effect
                chosen = (last if which == "this" else following if which == "following" else nxt if which == "next"
                          else before if which == "preceding" else active)
                for e in chosen:
                    for w in [wording, *extra]:
                        self.add_usage(e, w)
                if chosen:
                    return
        for pat, wordings in H.LIMIT_PAIRS:  # "this effect ... once per Duel, and its previous effect only once per turn"
            groups = [g for g in by_group[:position] if any(e in active for e in g)]
            if rx.match(pat, t) and len(groups) >= len(wordings):
                for g, w in zip(reversed(groups), wordings):
                    for e in g:
                        if e in active:
                            self.add_usage(e, w)
                return
        if T.SHARED_LIMIT.match(t) and active:
            for e in active:
                for w in ["use_one_effect_per_turn", *extra]:
                    self.add_usage(e, w)
            return
        m = T.ORDINAL.match(t)
        if m:
            nums = [int(g[0]) for g in m.groups() if g]
            chosen = [e for n in nums if n <= len(by_group) for e in by_group[n - 1]]
            if all(n <= len(by_group) for n in nums):
                for e in chosen:
                    self.add_usage(e, "use_once_per_turn")
                return
        duel = T.ACTIVATE_DUEL_LIMIT.match(t)
        if (T.ACTIVATE_LIMIT.match(t) or duel) and effects and effects[0].kind == "card_activation":
            for e in by_group[0]:  # each choice of the card's activation
                self.add_usage(e, "activate_once_per_duel" if duel else "activate_once_per_turn")
            return
        if T.SUMMON_LIMIT.match(t):
            self.card_facts.append(self.fact("summon_limit", "special", "once_per_turn"))
            return
        method = T.METHOD_LIMIT.match(t)
        if method and re.findall(r'"([^"]+)"', s.text) in ([self.card.name], [self.card.name + "(s)"]):
            self.card_facts.append(self.fact("summon_limit", method.group(1), "once_per_turn"))
            return
        # Not understood: a usage limit decides activation, so the effects it may
        # belong to are not judged.
        # A sentence about "each"/"1 ... effect" concerns every activated effect.
        shared = " each " in t or rx.search(r"\b1 NAME effects?\b|\beach\b", t)
        before = [e for e in effects[:split] if e in active]
        chosen = active if shared else before[-1:] or active[-1:] or effects[-1:]
        for e in chosen:
            e.missing.append(s.text)
            self.not_understood(e, s.text)
        if not chosen:
            self.card_missing.append(s.text)

    def add_usage(self, e: CompiledEffect, wording: str):
        e.facts.append(self.fact("usage_limit", e.number, wording))
        e.compiled += 1

    def not_understood(self, e: CompiledEffect, clause: str):
        if e.kind != "continuous":
            e.activation_clauses.append(clause)
        if not e.activation_missing and e.kind != "continuous":
            e.activation_missing = True
            e.facts.append(self.fact("condition", e.number, "not_understood"))

    def abstain(self, text: str, kind: str) -> CompiledEffect:
        e = CompiledEffect(len(self.effects) + 1, kind, text)
        e.facts.append(self.fact("effect", e.number, kind))
        e.missing.append(" ".join(text.split()))
        self.not_understood(e, text)
        return e

    # ---- one effect ------------------------------------------------------
    def effect(self, n: int, kind: str, group: list[Sentence]) -> CompiledEffect:
        e = CompiledEffect(n, kind or "ignition", " ".join(s.text for s in group))
        ctx = _Ctx()
        if kind == "card_activation" and group and self.equip_limits:  # an Equip Spell activated by its own text
            for clause in self.equip_limits:
                e.missing.append(clause)
                self.not_understood(e, clause)
        if not group:  # a Continuous/Field/Equip card activated with no effect of its own
            e.facts.append(self.fact("effect", n, "card_activation"))
            if self.card.card_type == "spell" and self.card.property == "Equip":
                # The Rule Book: an Equip Spell is activated targeting a face-up
                # monster on the field (asp/battle/equip.lp); its text does not say so.
                limits = [H.equip_limit(_norm(cl), re.findall(r'"([^"]+)"', cl), type_words(), declared("attribute"))
                          for cl in self.equip_limits]  # "Equip only to ...": which monsters it can target
                side = next((lim[0] for lim in limits if lim and lim[0]), "any")
                wheres = [lim[1] for lim in limits if lim and lim[1] is not None]
                self.add_target(e, _Ctx(), ("monster", "monster_zone", side, "up"), wheres[0] if len(wheres) == 1 else None)
                for clause, lim in zip(self.equip_limits, limits):
                    if lim is None or len(wheres) > 1:  # understood: the target filter, kept while equipped (asp/battle/equip.lp)
                        e.missing.append(clause)
                        self.not_understood(e, clause)
                    else:
                        e.compiled += 1
            return e
        quick_note = kind == "" and any(_QUICK_NOTE.search(seg) for s in group for seg in s.segments)
        if quick_note:
            group = [Sentence([_QUICK_NOTE.sub("", seg) for seg in s.segments], s.seps) for s in group]
        first, rest = group[0], group[1:]
        segs, seps = list(first.segments), list(first.seps)
        head = None
        said_head = None  # the head as the card says it, when it is read in another wording
        if seps and seps[0] == ":":
            head = segs.pop(0)
            seps.pop(0)
            if kind == "card_activation" and CT.OLD_ONLY_WHEN.fullmatch(_norm(head)):  # "Activate only when X: Do Y."
                said_head, head = head, re.sub(r"^activate (?:this card )?only when ", "When ", head, flags=re.I)
        elif (not seps and kind == "card_activation" and CT.OLD_ONLY_WHEN.fullmatch(_norm(segs[0]))
              and (rest or self.card.property == "Continuous")):
            # "Activate only when X. Do Y.": the older wording of "When X: Do Y." (CT.OLD_ONLY_WHEN); a Continuous
            # Spell/Trap's sentence alone: the card's activation, which does nothing more than place it
            said_head = segs[0]
            head = re.sub(r"^activate (?:this card )?only when ", "When ", segs[0], flags=re.I)
            segs, seps = [], []
            if rest:
                group = group[1:]
                first, rest = group[0], group[1:]
                segs, seps = list(first.segments), list(first.seps)
        elif not seps and kind == "" and CT.OLD_ONCE.match(_norm(segs[0])):
            head, segs[0] = segs[0][:len("once per turn")], segs[0][len("once per turn, "):]  # the usage limit, as a head
        elif ((_norm(segs[0]).startswith("each time ") or (self.card.card_type == "monster" and CT.OLD_TRIGGER.match(_norm(segs[0]))))
              and ", " in segs[0] and kind != "continuous"):
            # "Each time X, Y." / "When this card X, Y.": a trigger written without a colon
            at = next(m.start() for m in re.finditer(", ", segs[0]) if segs[0].count('"', 0, m.start()) % 2 == 0)
            head, segs[0] = segs[0][:at], segs[0][at + 2:]
        conditions: list[Symbol] = []
        hint = None
        state_head = False  # the head is only a state condition: not a trigger
        mandatory = True
        activation_target_choice = False  # "When this card is activated: You can target ...; ...": targets optional
        if head is not None and kind == "card_activation" and _norm(head) == "when this card is activated":
            head = None  # what the activation itself does (Continuous/Field Spells)
            activation_target_choice = bool(segs) and _norm(segs[0]).startswith("you can target ")
        ctx.head_ref = BD.head_referent(_norm(head) if head else None)
        ctx.battle_head = BD.battle_head(_norm(head) if head else None)
        ctx.card_type = self.card.card_type
        ctx.equip_spell = self.card.card_type == "spell" and self.card.property == "Equip"
        ctx.treated_as_summon = bool(re.search(r"treated as an? (?:fusion|synchro|xyz|link|ritual|pendulum) summon", self.card.text.lower()))
        if head is not None:
            h = _norm(head)
            quick = "(quick effect)" in h
            h = h.replace("(quick effect)", "").strip().rstrip(",").strip()
            h = re.sub(r",? you can$", "", h).strip()
            # "..., even during the Damage Step:": the text allows the activation there (damage_step_ok/2)
            even_ds = rx.search(r",? \(?even during the damage step\)?$", h)
            if even_ds:
                h = h[:even_ds.start()].strip()
            if rx.fullmatch(r"flip", h):
                # A FLIP effect is a trigger on being flipped face-up, which cannot miss
                # the timing (Man-Eater Bug's hand-written facts; asp/battle/damage_step.lp).
                hint = "trigger"
                conditions.append(c("if_event", c("flipped", "self")))
                h = ""
                state = self.flip_state(_norm(segs[0]), e) if seps and seps[0] == ":" and segs else None
                if state is not None:
                    # "FLIP: If it is the Main Phase: ...": a second head, a state the activation needs (the text
                    # before a colon is an activation condition: yugioh-card.com PSCT)
                    conditions += state
                    segs.pop(0)
                    seps.pop(0)
            for pat, wording in T.USAGE_PREFIX:
                if rx.match(pat, h):
                    h = re.sub(pat, "", h)
                    if wording == "once_per_opponents_turn":
                        wording = "once_per_turn"
                        conditions.append(c("opponent_turn"))
                    self.add_usage(e, wording)
            if quick:
                hint = "quick"
            if h:
                parsed = self.head_conditions(h, e, re.findall(r'"([^"]+)"', head))
                if parsed is None and _EACH_TIME_HEAD.fullmatch(h) and first.seps and first.seps[0] == ":":
                    parsed = self.each_time_trigger(h, e, re.findall(r'"([^"]+)"', head))
                if parsed is None:
                    e.missing.append(said_head or head)
                    self.not_understood(e, said_head or head)
                    hint = hint or _unread_head_kind(h)
                else:
                    conds, chint = parsed
                    conditions += conds
                    if even_ds and self.fact("damage_step_ok", n) not in e.facts:
                        e.facts.append(self.fact("damage_step_ok", n))
                    if chint in ("from_gy", "from_hand", "from_hand_gy"):
                        for zone in chint[5:].split("_"):
                            e.facts.append(self.fact("activate_from", n, "gy" if zone == "gy" else "hand"))
                        e.compiled += 1
                    elif chint == "quick_either_turn":
                        hint = hint or "quick"
                    elif chint == "state":
                        state_head = True
                    else:
                        hint = hint or chint
        if quick_note:
            hint = "quick"
        if kind == "":
            if hint:
                kind = hint
            elif (head is not None and _norm(head).startswith(("when ", "if ", "each time ")) and not state_head
                  and not any(f.name == "activate_from" for f in e.facts)):
                kind = "trigger"
            elif (head is not None and conditions and not any(x.name in ("when_event", "if_event") for x in conditions)
                  and not seps and len(segs) == 1 and not any(f.name == "usage_limit" for f in e.facts)
                  and (self.card.card_type == "monster" or self.card.property in ("Continuous", "Field", "Equip"))
                  and _STATEMENT.match(_norm(segs[0]))):
                # "● During your opponent's turn: Your opponent cannot select ..." (Double Tool C&D): what applies while
                # the state lasts, not something a player does
                kind = "continuous"
            else:
                kind = "ignition"
            if self.card.card_type == "trap" and kind == "ignition":
                kind = "quick"  # a Trap Card's effects are Spell Speed 2
        e.kind = kind
        e.facts.insert(0, self.fact("effect", n, kind))
        if kind == "continuous":
            for s in group:
                self.continuous(s, e)
            return e
        for cond in conditions:
            e.facts.append(self.fact("condition", n, cond))
            e.compiled += 1
        if kind == "card_activation" and not seps and len(segs) == 1 and _ACTIVATE_BY.match(segs[0].strip()):
            seps = [";"]  # "Activate this card by paying 1000 LP.": a cost with nothing after it (a Continuous Trap's activation)
        # cost / target before ";"
        costs: list[str] = []
        if seps and seps[0] == ";":
            pre = segs.pop(0)
            seps.pop(0)
            if _norm(pre).startswith("you can "):
                mandatory = False
            pre = re.sub(r"^you can ", "", pre, flags=re.I)
            pre = re.sub(r" to target ", ", then target ", pre, flags=re.I)  # the older "discard 1 card to target ..."
            # "discard this card, and 1 monster or \"X\" card": one cost of this card and another (heads.self_and_others)
            pre = re.sub(r"^((?:discard|banish) this card), and (?=(?:1|one|2|two) )", r"\1 and ", pre, flags=re.I)
            for part in re.split(r",? then |, and ", pre, flags=re.I):
                part = _activate_by(part)
                p = _norm(part)
                costs.append(p)
                if (self.cost_or_target(p, e, ctx) or self.named_clause(part, p, e, ctx)
                        or H.clause(self, part, p, e, ctx, type_words(), declared("attribute"))):
                    continue
                e.missing.append(part)
                self.not_understood(e, part)
                loose = T.loose_target(p) if ctx.targets == 0 else None
                if loose:  # the slot without its filter, so "Special Summon it" can be read; activation stays not judged
                    self.add_target(e, ctx, loose)
                else:
                    BD.target_missing(p, ctx)
        ctx.target_places = [(str(f.arguments[3]), str(f.arguments[4]), str(f.arguments[5])) for f in e.facts
                             if f.name == "target" and f.arguments[2].number == 1]
        if ctx.head_ref is None:
            ctx.head_ref = BD.activation_referent(_norm(head) if head else None, conditions, costs)
        if ctx.head_ref is None:
            ctx.head_card = BD.condition_referent(_norm(head) if head else None, conditions, costs)
            ctx.field_it = BD.field_it(_norm(head) if head else None, conditions, costs)
        elif ctx.head_ref == "self":  # "If this card is destroyed by battle: Destroy the monster that destroyed it"
            ctx.head_card = BD.condition_referent(_norm(head) if head else None, conditions, costs)
        ctx.self_equip = kind == "card_activation" and (self.card.card_type == "trap" or self.card.property == "Equip")
        ctx.equip_spell_in_gy = (self.card.card_type == "spell" and self.card.property == "Equip" and kind != "card_activation"
                                 and (self.fact("activate_from", n, "gy") in e.facts or any(H.self_to_gy(x) for x in conditions)))
        if segs:
            body = " ".join(segs) if not seps else None
            if body is None:  # more separators than the grammar of one effect allows
                e.missing.append("; ".join(segs))
                self.not_understood(e, "; ".join(segs))
            else:
                if _norm(body).startswith("you can "):
                    mandatory = False
                self.ops(re.sub(r"^you can ", "", body, flags=re.I), e, ctx)
        if activation_target_choice and all("target(" in str(f.arguments[3]) for f in e.facts if f.name == "op"):
            # the card is activated with or without a target (YGOResources on Earthbound Prison, huntlist.eu: "you can
            # also target 1 face-up Effect Monster"; "If you did target a monster ..."): each slot may stay empty, when
            # every operation is on the targets (Fire Formation - Yoko's discard would be done without one: not stated)
            for slot in sorted({f.arguments[2].number for f in e.facts if f.name == "target"}):
                if self.fact("target_optional", n, slot) not in e.facts:
                    e.facts.append(self.fact("target_optional", n, slot))
        resolve_on_field = False  # "This card must be face-up on the field to activate and to resolve this effect"
        for i, s in enumerate(rest):
            if CT.NOT_NEGATED.fullmatch(_norm(s.text)):
                e.missing.append(s.text)  # not modelled: that its activation and effect cannot be negated
                continue
            if CT.STAT_DURATION.fullmatch(_norm(s.text)):
                self.stat_duration(s.text, e)
                continue
            needs = next((cond for pat, cond in CT.RESOLVE_CONDITIONS if rx.fullmatch(pat, _norm(s.text))), False)
            if needs is not False:
                e.facts.append(self.fact("resolve_condition", n, needs or c("self_face_up_on_field")))
                if needs:
                    e.facts.append(self.fact("condition", n, needs))
                resolve_on_field = needs is None
                e.compiled += 1
                continue
            needs = self.resolve_state(s.text) if CT.RESOLVE_ANY.fullmatch(_norm(s.text)) else None
            if needs:  # judged on activation (condition) and again on resolution (resolve_condition)
                e.facts += [self.fact(name, n, x) for x in needs for name in ("resolve_condition", "condition")
                            if (name, x.name) != ("condition", "self_face_up_on_field")]
                e.compiled += 1
                continue
            if CT.RESOLVE_ANY.fullmatch(_norm(s.text)):
                e.missing.append(s.text)  # a condition to activate and to resolve that is not read
                self.not_understood(e, s.text)
                continue
            oath = next(([r] for pat, r in T.TURN_RESTRICTION if rx.fullmatch(pat, _norm(s.text))), None)
            oath = oath or O.turn_restrictions(_norm(s.text), re.findall(r'"([^"]+)"', s.text))
            oath = oath or O.target_restrictions(_norm(s.text), len({f.arguments[2].number for f in e.facts if f.name == "target"}))
            bullet = next((x for x in reversed(group[1:i + 1]) if x.text.lstrip().startswith("●")), None)
            one_choice = (bullet is not None and self.same_line([bullet, s])
                          and rx.search(r"\bactivate (?:1|one) of (?:these|the following) effects", _norm(first.text)))
            if oath and not one_choice:  # (a sentence on the line of one choice that was not split: its own, left to ops)
                e.facts += [self.fact("activation_turn_restriction", n, term) for term in oath]
                e.compiled += 1
                continue
            self.ops(s.text.rstrip("."), e, ctx, seq_start=self.next_seq(e))
        summon_self = rx.search(r"special summon (?:both )?this card (?:and 1 [^.;(),]*? )?\(?from (?:your|the) ((?:hand|gy) \(if it was there [^)]*\),? or (?:hand|gy) \(even if not\)"
                                r"|(?:hand or gy|gy or hand|hand|gy)\b)", _norm(e.text))
        if summon_self and self.card.card_type == "monster" and not any(f.name == "activate_from" for f in e.facts):
            # "Special Summon this card from your hand" ("from the GY", "from your GY (if it was there ...) or hand
            # (even if not)", "Special Summon both this card from your hand and ...", "Special Summon both this card and 1 X from
            # your hand", "Special Summon this card (from your hand or GY)"): the effect is activated there
            for zone in re.findall(r"hand|gy", re.sub(r"\([^)]*\)", "", summon_self.group(1))):
                e.facts.append(self.fact("activate_from", n, zone))
        if ctx.ritual is not None and not ctx.ritual_done:  # "This card is used to Ritual Summon X" without Tributes understood
            clause = next(s.text for s in group if rx.search(r"used to ritual summon", s.text, re.I))
            e.missing.append(clause)
            self.not_understood(e, clause)  # whether it can be activated depends on what it Summons
        for op in [f.arguments[3] for f in e.facts if f.name == "op" and f.arguments[3].name == "ritual_summon"]:
            e.facts.append(self.fact("condition", n, c("ritual_possible", *op.arguments)))  # asp/chain/ritual.lp
        if ctx.activate_from and not any(f.name == "activate_from" for f in e.facts):
            for zone in dict.fromkeys(ctx.activate_from):
                e.facts.append(self.fact("activate_from", n, zone))
        if resolve_on_field and (any(f.name == "activate_from" for f in e.facts) or kind == "card_activation"):
            clause = next(s.text for s in rest if rx.fullmatch(CT.RESOLVE_CONDITIONS[0][0], _norm(s.text)))
            e.facts.remove(self.fact("resolve_condition", n, c("self_face_up_on_field")))
            e.compiled -= 1
            e.missing.append(clause)  # activated off the field: "face-up on the field to activate" is not implied
            self.not_understood(e, clause)
        if any(f.name == "op" and f.arguments[3].name == "negate_card_effects" for f in e.facts):
            # A resolved negation stamps the effects that card activates meanwhile
            # (lingering; 003, and ocgcore's NegateRelatedChain in such scripts).
            e.facts.append(self.fact("negation_style", n, "lingering"))
        if ((kind == "trigger" or (kind == "quick" and self.card.card_type == "monster")) and mandatory
                and not (head and rx.search(r"\byou can\b", _norm(head)))):
            # PSCT: an effect without "you can" is mandatory, a monster's Quick Effect too (White Night Dragon, Doomcaliber
            # Knight; Konami's ruling on Light and Darkness Dragon: it must be activated in response); a "you can" later
            # in what it does ("Special Summon this card, then, you can destroy ...") is a choice at resolution
            e.facts.append(self.fact("mandatory", n))
        if kind == "trigger" and any(H.self_to_gy(x) for x in conditions) and self.fact("activate_from", n, "gy") not in e.facts:
            e.facts.append(self.fact("activate_from", n, "gy"))
        if kind == "trigger" and any(H.self_banished(x) for x in conditions) and self.fact("activate_from", n, "banished") not in e.facts:
            e.facts.append(self.fact("activate_from", n, "banished"))
        if kind == "card_activation" and head is not None and any(H.self_to_gy(x) or H.self_banished(x) for x in conditions):
            # "If this Set card is destroyed and sent to the GY: ..." as a Spell/Trap's first text: a Trigger Effect of the
            # card where it went, not the card's activation (whether the card is activated for nothing is not read)
            e.missing.append(said_head or head)
            self.not_understood(e, said_head or head)
        if (kind == "trigger" and "Pendulum" in self.card.type_line and any(H.self_destroyed_on_field(x) for x in conditions)
                and self.fact("activate_from", n, "extra_deck") not in e.facts):
            e.facts.append(self.fact("activate_from", n, "extra_deck"))  # destroyed on the field: face-up in the Extra Deck
        if self.pendulum_section and not any(f.name == "activate_from" for f in e.facts):
            # Yugipedia "Pendulum Effect": Pendulum Effects are active only in a Pendulum Zone (a Spell & Trap Zone), not the Monster Zone
            e.facts.append(self.fact("activate_from", n, "spell_trap_zone"))
        return e

    def stat_duration(self, text: str, e: CompiledEffect) -> None:
        """"This ATK increase lasts until the end of this turn.": the duration
        of the effect's ATK/DEF changes read before it (while_on_field when
        the change says none); withheld when none was read or the duration is
        not in the vocabulary."""
        m = CT.STAT_DURATION.fullmatch(_norm(text))
        duration, stats = CT.STAT_DURATIONS[m.group(2)], {"atk", "def"} if "and" in m.group(1) or "/" in m.group(1) else {m.group(1)}
        changes = {f.arguments[3] for f in e.facts if f.name == "op" and f.arguments[3].name == "change_stat"
                   and str(f.arguments[3].arguments[1]) in stats and str(f.arguments[3].arguments[3]) == "while_on_field"}
        if duration is None or not changes:
            e.missing.append(text.rstrip("."))
            return
        def lasting(x: Symbol) -> Symbol:
            if x in changes:
                return Function("change_stat", [*x.arguments[:3], Function(duration)])
            if x.type != SymbolType.Function or not x.arguments:
                return x
            return Function(x.name, [lasting(a) for a in x.arguments], x.positive)
        e.facts = [lasting(f) for f in e.facts]
        e.compiled += 1

    def own_field_zone(self, cond: Symbol, part: str) -> Symbol:
        """"sent from the field": the zone of the field this card is in by its
        type (a Pendulum Monster may be in either: the field as a whole)."""
        if "from the field" not in part:
            return cond
        card = self.card
        if card.card_type == "monster" and "Pendulum" in card.type_line:
            return c(cond.name, c("ev", "sent_to_gy", "self", c("from", "field")))
        zone = "monster_zone" if card.card_type == "monster" else "field_zone" if card.property == "Field" else "spell_trap_zone"
        return c(cond.name, c("sent_from_field", "self", zone))

    def continuous(self, s: Sentence, e: CompiledEffect):
        """A sentence of a continuous effect: each ", also " part a template
        understands (continuous.py) becomes applies_continuously/3; the
        others are stated."""
        after_self = False  # the part before spoke of this card only: its "it" is this card
        ctx: dict = {}  # the group of monsters the part before spoke of: its "they" (continuous.py)
        missing_before = len(e.missing)
        gated = False  # the first part of this sentence is gated by a state (state_gate)
        parts = re.split(r",? also,? ", s.text.rstrip("."), flags=re.I)
        for i, part in enumerate(parts):
            t = _norm(part)
            if i and rx.match(r"(?:while|if|as long as|during|when|once per turn)\b", _norm(parts[0])) and len(e.missing) > missing_before:
                e.missing.append(part)  # "While X, A, also B": X, not read, holds B too
                continue
            if i and CT.SUBJECTLESS.match(t) and not CT.SUBJECTLESS.match(_norm(parts[i - 1])) and not CT.PRONOUN.match(_norm(parts[i - 1])):
                e.missing.append(part)  # "Each X you control gains ..., also can make a second attack": X's, not this card's
                continue
            if "Gemini" in self.card.type_line:
                t = re.sub(r"^● ", "", t)  # the effect a Gemini monster gains (asp/effects/gemini.lp gates it)
            if self.card.property == "Equip" and self.card.card_type == "spell":
                # "it" on an Equip Spell is the equipped monster, the card itself is "this card" (Emblem of the
                # Plunder Patroll: "your opponent cannot target it"), wherever it is in the sentence
                t = re.sub(r"\bit\b", "the equipped monster", t)
                if i and t == "its effects are negated" and re.sub(r"^it\b", "the equipped monster", _norm(parts[0])).startswith("the equipped monster"):
                    t = "the equipped monster's effects are negated"  # "The equipped monster gains 1000 ATK, also its effects are negated"
            names = re.findall(r'"([^"]+)"', part)
            terms = gate = None
            if "Gemini" in self.card.type_line and CT.GEMINI_SUMMON.fullmatch(t):
                e.compiled += 1  # the Gemini Summon: asp/effects/gemini.lp
                continue
            if CT.NOT_NEGATED.fullmatch(t) and any(f.name == "applies_continuously" for f in e.facts):
                e.facts.append(self.fact("cannot_be_negated", e.number))  # asp/effects/continuous.lp
                e.compiled += 1
                continue
            if self.pendulum_section:
                # a Pendulum Effect applies from the Pendulum Zone (asp/effects/continuous.lp, pendulum_effect/2)
                terms = CT.terms(t, names, type_words(), declared("attribute"))
                if terms is not None and (not CT.pendulum_ok(terms) or rx.match(r"while this (?:card|monster) is (?:face-up )?in (?:your|the) monster zone", t)):
                    terms = None
            elif CT.apply_def(t) is not None and self.previous_term("attack_in_defense"):
                # "If it does, apply its DEF/ATK for damage calculation" (ATK: the default, no term)
                terms = [c("attack_with_def")] if CT.apply_def(t) else []
                if not terms:
                    e.compiled += 1
                    continue
            elif self.card.property == "Equip" and self.card.card_type == "spell" and CT.equipped_terms(t) is not None:
                terms = CT.equipped_terms(t)
            elif (gate := self.state_gate(t, names, ctx)) is not None:
                if any(f.name in ("applies_continuously", "applies_while") for f in e.facts):
                    e.missing.append(part)  # the gate holds the whole effect: not with other parts
                    continue
                conds, terms = gate
                e.facts += [self.fact("applies_while", e.number, x) for x in conds]  # asp/effects/continuous.lp
                gated = True  # "While X, A, also B": X holds B too
                after_self = CT.about_self(terms)
            else:
                terms = CT.terms(t, names, type_words(), declared("attribute"), after_self, ctx)
                after_self = CT.about_self(terms)
            if (terms and self.card.property == "Equip" and self.card.card_type == "spell"
                    and any(rx.search(r"\bothers_(?:own|where)\b", str(x)) for x in terms)):
                terms = None  # "Other monsters you control" is other than the equipped monster: r_others_own excepts the source card
            if (terms is None and CT.LEAVE_DESTROY.fullmatch(t) and self.card.card_type != "monster" and self.effects
                    and self.effects[0].kind == "card_activation" and CT.summons_its_target(self.effects[0].facts)):
                # asp/effects/continuous.lp: destroy the monster its activation Special Summoned, unless negated then
                e.facts.append(self.fact("leave_field_clause", e.number, c("destroy", c("target", 1))))
                e.compiled += 1
                continue
            prev = next((x for x in self.effects if x.number == e.number - 1), None)
            if (terms is None and len(parts) == 1 and CT.SUMMONED_THIS_WAY_RIDER.fullmatch(t) and self.card.card_type == "monster"
                    and prev is not None and prev.kind in ("trigger", "quick", "ignition") and CT.summons_self_only(prev.facts)
                    and "banish_when_leaves" in declared("summon_rider")):
                # "this way": the effect just before, its one Special Summon of this card (asp/effects/replacement.lp)
                e.facts.append(self.fact("summon_rider", prev.number, c("banish_when_leaves")))
                e.compiled += 1
                continue
            if (terms is None and len(parts) == 1 and CT.END_PHASE_BANISH_SUMMONED.fullmatch(t) and prev is not None
                    and prev.kind in ("trigger", "quick", "ignition") and CT.summon_step(prev.facts) is not None):
                # "this effect": the effect just before, which Special Summons them (asp/chain/operations.lp r_delayed_end_phase)
                e.facts.append(self.fact("op", prev.number, CT.summon_step(prev.facts), c("delayed", "end_phase", c("banish", c("summoned")))))
                e.compiled += 1
                continue
            if (terms is None and CT.LEAVE_DESTROY_EQUIPPED.fullmatch(t) and self.card.card_type == "spell" and self.card.property == "Equip"
                    and "destroy_equipped" in declared("leave_field_clause")):
                e.facts.append(self.fact("leave_field_clause", e.number, c("destroy_equipped")))  # asp/battle/equip.lp
                e.compiled += 1
                continue
            extra = (CT.extra_normal_summon(t, names, type_words(), declared("attribute"))
                     if terms is None and not self.pendulum_section and CT.GAIN_ONCE.search(_norm(e.text)) else None)
            if extra is not None:  # asp/legality/own_summons.lp: one additional Normal Summon a turn
                e.facts.append(self.fact("extra_normal_summon", e.number, extra))
                e.compiled += 1
                continue
            if CT.GAIN_ONCE.fullmatch(t) and any(f.name == "extra_normal_summon" for f in e.facts):
                e.compiled += 1  # its note: what the rule already says
                continue
            more = CT.more_tributes(t) if terms is None and self.card.card_type == "monster" and not self.pendulum_section else None
            if more:  # asp/legality/own_summons.lp: its Tribute Summon with that many Tributes
                e.facts.append(self.fact("summon_with_tributes", e.number, more))
                e.compiled += 1
                continue
            no_tributes = CT.no_tributes(t) if terms is None and self.card.card_type == "monster" and not self.pendulum_section else None
            if no_tributes:  # asp/legality/legality.lp, own_summons.lp: a Normal Summon with no Tributes (while the condition holds)
                cond, set_too, rider = no_tributes
                e.facts.append(self.fact("summon_or_set_without_tributes" if set_too else "summon_without_tributes", e.number,
                                         *([cond] if cond else [])))
                if rider:
                    e.missing.append(re.split(r", but ", part, maxsplit=1, flags=re.I)[1])
                e.compiled += 1
                continue
            if (terms is None and CT.linked_event(t) and self.card.card_type != "monster" and self.card.property == "Continuous"
                    and self.effects and self.effects[0].kind == "card_activation" and CT.linked_target(self.effects[0].facts)):
                terms = [c("destroy_self_when_linked", CT.linked_event(t))]  # asp/effects/continuous.lp
            if terms is None and not self.pendulum_section:
                terms = self.self_destroy(t, names)  # asp/effects/self_destroy.lp
            material = CT.material_facts(t) if terms is None else None
            material = material or ([CT.material_except(part)] if terms is None and CT.material_except(part) else None)
            if material:  # a condition printed on the card (asp/legality/material_restrictions.lp)
                self.card_facts += [self.fact(name, *args) for name, args in material]
                e.compiled += 1
                continue
            if terms is None:  # a Pendulum Effect's applies while in the Pendulum Zone (continuous.lp pend_on)
                terms = H.each_time(t, names, self.event_condition)
            if not terms and M.name_change(self, part):
                e.compiled += 1
                continue
            if not terms or any(f.name == "applies_while" for f in e.facts) and not (gate or gated):
                e.missing.append(part)  # (an ungated part of a gated effect would be gated too)
                continue
            e.facts += [self.fact("applies_continuously", e.number, x) for x in terms]
            if any(x.name == "negate_effects" for x in terms):  # a continuous negation is re-checked at resolution (asp/effects/negation_status.lp)
                e.facts.append(self.fact("negation_style", e.number, "field_gated"))
            if self.pendulum_section and self.fact("pendulum_effect", e.number) not in e.facts:
                e.facts.append(self.fact("pendulum_effect", e.number))
            e.compiled += 1

    def state_gate(self, t: str, names: list[str], ctx: dict | None = None) -> tuple[list[Symbol], list[Symbol]] | None:
        """"While you control a "X" monster, <continuous effect>": the state
        conditions the engine judges at each step (state_holds/3) and the
        terms, or None. Terms read elsewhere than through cont_effect/4
        (sets, each_time, negate_effects) are not gated."""
        # "This Attack Position card cannot ...": this card, while in that position
        t = re.sub(r"^this (attack|defense) position card (?=cannot )", r"while this card is in \1 position, this card ", t)
        # "While this Xyz Summoned card is in your Monster Zone, ...": while you control it (the head grammar's state)
        own = re.fullmatch(r"while this ((?:special|fusion|synchro|xyz|link|ritual|pendulum|tribute|normal) summoned) (?:card|monster) is "
                           r"(?:on the field|in (?:your|the) monster zone), (.+)", t)
        if own:  # ("..., it cannot ...": this card)
            t = f"while you control this {own.group(1)} card, " + CT.PRONOUN.sub("this card ", own.group(2))
        # "Cannot attack unless it has material": while it has none
        t = re.sub(r"^(.+) unless it has ((?:xyz )?materials?)$", r"while this card has no \2, \1", t)
        m = CT.STATE_GATE.fullmatch(t)
        suffix = CT.SUFFIX_GATE.fullmatch(t) if not m else None
        if suffix:  # the state said last: its names come last too
            k = suffix.group(1).count("NAME")
            names = names[k:] + names[:k]
            m = CT.STATE_GATE.fullmatch(f"while {suffix.group(2)}, {suffix.group(1).rstrip(',')}")
        if not m or self.pendulum_section or "monster card" in m.group(1):
            return None  # (a "Monster Card" may be in the Spell & Trap Zone, which the counts of monsters do not see)
        k = m.group(1).count("NAME")
        state = next((x for pat, x in CT.GATE_STATES if rx.fullmatch(pat, m.group(1))), None)
        found = ([state], "state") if state else self.single_condition("if " + m.group(1), names[:k])
        if not found and not state:  # the head grammar's states ("you control another "X" monster"): counts only
            got = G.head("if " + m.group(1), list(names[:k]), _Nouns(), self.card.card_type)
            if got is not None and not (got.options or got.classes or got.zones or got.damage_step):
                found = (list(got.conds), "state")
        if not found or found[1] != "state" or not found[0] or any(x.name not in CT.GATE_CONDITIONS for x in found[0]) and not state:
            return None
        rest = CT.PRONOUN.sub("this card ", m.group(2)) if state is not None and state.name == "self_in_position" else m.group(2)
        terms = CT.terms(rest, names[k:], type_words(), declared("attribute"), ctx=ctx)  # ("While this card is in ..., it ...": this card)
        if not terms or any(x.name in ("sets", "each_time", "negate_effects") for x in terms):
            return None
        return found[0], terms

    def self_destroy(self, t: str, names: list[str]) -> list[Symbol] | None:
        """"If "X" on the field is destroyed, destroy this card": the term, or None."""
        if CT.SELF_DESTROY_NAMED.fullmatch(t) and len(names) == 1:
            return [c("destroy_self_when_named_destroyed", String(names[0]))]
        return None

    def previous_term(self, name: str) -> bool:
        """An earlier continuous effect of this card applies a term so named."""
        return any(f.name == "applies_continuously" and f.arguments[2].name == name for x in self.effects for f in x.facts)

    def single_condition(self, part: str, names: list[str]):
        """The conditions of one head part, or None (no "or" groups)."""
        match = next(((conds, kh) for pat, conds, kh in T.CONDITIONS if rx.fullmatch(pat, part)), None)
        return match or self.named_condition(part, names) or H.condition(part, names, self.single_condition)

    def resolve_state(self, text: str) -> list[Symbol] | None:
        """The state conditions of a "... to activate and to resolve this
        effect" sentence (PSCT: met to activate the effect, and checked again
        when it resolves), or None."""
        t, names = _norm(text), re.findall(r'"([^"]+)"', text)
        m = CT.RESOLVE_SELF.fullmatch(t)
        if m:  # this card, face-up on the field (the same card) and, if said, in that position
            pos = (m.group(1) or m.group(2) or "").split(" ")[0]
            flt = c("all_of", "self", c("all_of", "face_up", c("where", c("position", pos)))) if pos else c("all_of", "self", "face_up")
            return [c("self_face_up_on_field"), c("count_at_least", "own", "monster_zone" if pos else "field", flt, 1)]
        said = CT.resolve_said(t)
        if said is not None and rx.fullmatch(r"you control (?:a|an|1) (.+) with a different name", said):
            # a monster whose name is not this card's (YGOResources on The Six Samurai - Zanji: a face-up "Six Samurai"
            # monster in your Monster Zone, except "The Six Samurai - Zanji")
            said, names = said[:-len(" with a different name")] + ", except NAME", names + [self.card.name]
        if said is None or said.count("NAME") != len(names) or "monster card" in said:  # (see state_gate)
            return None
        found = self.single_condition("if " + said, names)
        if not found:
            got = G.head("if " + said, list(names), _Nouns(), self.card.card_type)
            found = (list(got.conds), got.hint) if got and not (got.options or got.classes or got.zones or got.damage_step) else None
        if not found or found[1] != "state" or not found[0] or any(x.name not in CT.GATE_CONDITIONS for x in found[0]):
            return None
        return list(found[0])

    def activate_only(self, t: str, raw: str) -> list[Symbol] | None:
        """"Activate only if/while <state>", "Activate only during <phase>"
        (the older wording of an activation requirement): met when the card
        or effect is activated, not checked again on resolution (Yugipedia
        "Activation requirement"); the state as after "If". Or None."""
        m = rx.fullmatch(r"activate (?:this card )?only (if|while|during) (.+)", t)
        if m is None:
            return None
        if m.group(1) == "during":
            return G.phase_only(f"during {m.group(2)}")
        names = re.findall(r'"([^"]+)"', raw)
        if m.group(2).count("NAME") != len(names) or "monster card" in m.group(2):  # (see state_gate)
            return None
        found = self.single_condition("if " + m.group(2), names)
        if not found:
            got = G.head("if " + m.group(2), list(names), _Nouns(), self.card.card_type)
            found = (list(got.conds), got.hint) if got and not (got.options or got.classes or got.zones or got.damage_step) else None
        return list(found[0]) if found and found[1] == "state" and found[0] else None

    def event_condition(self, part: str, names: list[str]):
        """The conditions of one head part, or else of one event read by the
        head grammar (no options, no zone this card must be in); or None."""
        got = self.single_condition(part, names)
        if got:
            return got
        head = G.head(part, list(names), _Nouns(), self.card.card_type)
        if head is None or head.options or head.classes or head.zones or head.damage_step or len(head.conds) != 1:
            return None
        return list(head.conds), head.hint

    def flip_state(self, h: str, e: CompiledEffect) -> list[Symbol] | None:
        """The conditions of a FLIP effect's second head when it is a phase or
        state with no event of its own (an event would not be the flip's), or None."""
        kept, own, used = len(self.card_facts), list(e.facts), self.group_used
        found = self.head_conditions(h, e) if '"' not in h else None
        options = [x.arguments[1] for x in self.card_facts[kept:] if x.name == "condition_option"]
        if found is None or e.facts != own or any(x.name in ("if_event", "when_event") for x in found[0] + options):
            del self.card_facts[kept:]  # (what reading it added: its groups, where it is activated)
            e.facts[:] = own
            self.group_used = used
            return None
        return found[0]

    def head_conditions(self, h: str, e: CompiledEffect, names: list[str] = ()):
        """The conditions of a head and a kind hint, or None: the templates
        first, then the head grammar (head_grammar.py)."""
        found = self.head_templates(h, e, names)
        if found is not None:
            return found
        if h == "when you do" and rx.search(r"you can special summon this card \(from your (?:hand|gy|hand or gy|gy or hand)\)[^.]*\."
                                            r"(?: you can only special summon [^.]* once per turn this way\.)? when you do:", _norm(self.card.text)):
            # "You can Special Summon this card (from your hand). When you do:": the older wording of "When this card is
            # Special Summoned this way" (yugioh-wiki.net Gagaga Child: its OCG text この方法で特殊召喚に成功した時, a Trigger Effect)
            h = "when this card is special summoned this way"
        m = rx.fullmatch(r"(if|when) (?:this card is )?(?:special )?summoned this way", h)
        prev = next((x for x in self.effects if x.number == e.number - 1), None) if m else None
        more = next((f for f in prev.facts if f.name == "summon_with_tributes"), None) if prev else None
        if more is not None and "special" not in h:  # the sentence before: "You can Tribute 3 monsters to Tribute Summon this card"
            word = "if_event" if m.group(1) == "if" else "when_event"  # (asp/events/head_conditions.lp tributes)
            return [c(word, c("ev", "tribute_summoned", "self", c("tributes", more.arguments[2])))], "trigger"
        if m:  # "this way": the card's own procedure, when the text has no other way it Special Summons itself
            word = "if_event" if m.group(1) == "if" else "when_event"
            if self.own_effect_summon_only():  # or its one effect that Special Summons it (asp/events/events.lp by_self)
                return [c(word, c("ev", "special_summoned", "self", c("all_of", "by_effect", "by_self")))], "trigger"
            if not self.procedure_only():
                return None
            return [c(word, c("ev", "special_summoned", "self", "by_procedure"))], "trigger"
        m = rx.fullmatch(r"during the end phase, if this effect was activated this turn \(and was not negated\)", h)
        prev = next((x for x in self.effects if x.number == e.number - 1), None) if m else None
        if prev is not None and prev.kind in ("quick", "ignition", "trigger") and not names:
            # "this effect": the effect before it, whose activation and effect were not negated (past_events.lp
            # activated_not_negated; Yugipedia "Card Rulings:Stardust Dragon")
            return [c("during_phase", "end"), c("activated_not_negated", prev.number)], "trigger"
        m = rx.fullmatch(r"during the next standby phase after this effect was activated", h)
        prev = next((x for x in self.effects if x.number == e.number - 1), None) if m else None
        if prev is not None and prev.kind in ("quick", "ignition", "trigger") and not names:
            # "this effect": the effect before it (YGOResources ruling on Zerrziel, Ruler of the Evil Eyed; past_events.lp)
            return [c("during_phase", "standby"), c("next_standby_after", prev.number)], "trigger"
        m = rx.fullmatch(r"during (the end phase|your main phase), if (?:this|the previous) effect was activated this turn", h)
        prev = next((x for x in self.effects if x.number == e.number - 1), None) if m else None
        if prev is not None and prev.kind in ("quick", "ignition", "trigger") and not names:
            # "this effect" / "the previous effect": the effect before it, activated this turn (past_events.lp activated_this_turn)
            if m.group(1) == "the end phase":
                return [c("during_phase", "end"), c("activated_this_turn", prev.number)], "trigger"
            return [c("your_main_phase"), c("activated_this_turn", prev.number)], "state"
        m = rx.fullmatch(r"if you control this card that was (xyz|synchro|fusion|link) summoned this turn (by using .+ as material)", h)
        got = G.head(f"if this card is {m.group(1)} summoned {m.group(2)}", list(names), _Nouns(), self.card.card_type) if m else None
        if got is not None and len(got.conds) == 1 and got.conds[0].name == "if_event" and not (got.options or got.classes or got.zones):
            # that Summon happened this turn, to this card as it is now (asp/events/head_conditions.lp this_turn)
            return [c("this_turn", got.conds[0].arguments[0])], None
        m = rx.fullmatch(r"(?:when|if) this card is tribute summoned by tributing (?:a|an) [^,()]+? monster", h)
        if m and self.card.level in (5, 6):  # its Tribute Summon has one Tribute (Rule Book): "a X monster" is that one,
            h += "(s)"  # read as "a X monster(s)" (asp/events/head_conditions.lp tributing)
        got = G.head(h, list(names), _Nouns(), self.card.card_type)
        if got is None:
            return None
        conds = list(got.conds)
        if got.options:
            group = self.group_name(e)
            for x, zones in zip(got.options, got.option_zones or [None] * len(got.options)):
                if zones is None or set(zones) >= set(got.zones):  # where the effect is activated from: any of got.zones
                    self.card_facts.append(c("condition_option", group, x))
                else:  # activated where its event put this card (asp/chain/chain.lp r_option_zone)
                    self.card_facts += [c("condition_option", group, c("from_zone", z, x)) for z in zones]
            conds.insert(0, c("one_of", group))
        if got.classes:  # "When a Spell/Trap Card, or monster effect, is activated": any of the classes directly below
            group = self.group_name(e)
            self.card_facts += [c("class_option", group, x) for x in got.classes]
            conds.insert(0, c("directly_above", c("any_of", group)))
        if got.damage_step:  # "At the start of the Damage Step ...": the text allows it there
            e.facts.append(self.fact("damage_step_ok", e.number))
        for zone in got.zones:  # where this card is when the effect is activated
            if zone == "extra_deck" and not (_EXTRA_DECK & set(self.card.type_line) or "Pendulum" in self.card.type_line):
                continue  # a card that is never in the Extra Deck
            if self.fact("activate_from", e.number, zone) not in e.facts:
                e.facts.append(self.fact("activate_from", e.number, zone))
        return conds, got.hint

    def each_time_trigger(self, h: str, e: CompiledEffect, names: list[str]):
        """"Each time <event>:" (with a colon: an activated effect, PSCT) is a
        Trigger Effect on each such event, read as "If <event>:" (not "When":
        it does not miss the timing); None unless the head is one event."""
        m = _EACH_TIME_HEAD.fullmatch(h)  # ("During your opponent's turn, each time ...": in that turn, as for "if")
        got = G.head(f"{m.group(1)}if {m.group(2)}", list(names), _Nouns(), self.card.card_type)
        if got is None or got.hint != "trigger" or got.classes or got.options:
            return None
        after_dc = got.damage_step and c("during_phase", "after_damage_calculation") in got.conds
        if got.damage_step and not after_dc:
            return None
        if not any(x.name == "if_event" for x in got.conds) and not after_dc:
            return None  # ("..., after damage calculation": each battle that reaches it, as "If ..., after damage calculation:")
        if after_dc and self.fact("damage_step_ok", e.number) not in e.facts:
            e.facts.append(self.fact("damage_step_ok", e.number))
        for zone in got.zones:
            if self.fact("activate_from", e.number, zone) not in e.facts:
                e.facts.append(self.fact("activate_from", e.number, zone))
        return list(got.conds), got.hint

    def head_templates(self, h: str, e: CompiledEffect, names: list[str] = ()):
        parts = [p.strip() for p in T.OR_SPLIT.split(h)]
        parts[1:] = [p if p.startswith(("when ", "if ")) or not h.startswith("when ") else "when " + p for p in parts[1:]]
        found = []
        hint = None
        for part in parts:
            match = next(((conds, kh) for pat, conds, kh in T.CONDITIONS if rx.fullmatch(pat, part)), None)
            match = match or self.named_condition(part, names) or H.condition(part, names, self.single_condition)
            if match is None:
                return None
            if match[1] in T.PHASE_GROUPS:  # "During the Main Phase": either Main Phase
                if len(parts) > 1:
                    return None
                group = self.group_name(e)
                self.card_facts += [c("condition_option", group, c("during_phase", ph)) for ph in T.PHASE_GROUPS[match[1]]]
                return [c("one_of", group)], None
            found.append([self.own_field_zone(x, part) for x in match[0]])
            hint = hint or match[1]
        if len(found) == 1 or not any(found[1:]):
            return found[0], hint
        if any(len(f) != 1 for f in found):
            return None
        group = self.group_name(e)
        for f in found:
            self.card_facts.append(c("condition_option", group, f[0]))
        return [c("one_of", group)], hint

    def procedure_only(self) -> bool:
        """The card is a monster with its own Summoning procedure (materials.py summon_procedure), and its text
        Special Summons this card in no other way that "Summoned this way" could mean."""
        if self.card.card_type != "monster" or not any(f.name == "summon_procedure" for f in self.card_facts):
            return False
        text = _norm(self.card.text)
        others = re.findall(r"special summon (?:this card|it|this monster|this face-up card|this banished card)\b", text)
        procedures = re.findall(r"you can special summon this card \(from your (?:hand|gy|hand or gy|gy or hand)\)", text)
        return len(others) == len(procedures)

    def own_effect_summon_only(self) -> bool:
        """The card is a monster with no Summoning procedure whose text Special
        Summons this card once, by one of its effects, and in no other way
        ("Special Summon it" only in the effect that summons this card; "it"
        elsewhere may be another card): "Summoned this way" is then a Special
        Summon by its own effect."""
        if self.card.card_type != "monster" or any(f.name == "summon_procedure" for f in self.card_facts):
            return False
        text = _norm(self.card.text)
        if rx.search(r"\b(?:normal|tribute|flip) summon (?:this card|it)\b|\(from your", text):
            return False
        summons = re.findall(r"special summon (?:this card|it|them|this monster|this face-up card|this banished card|this (?:set )?card)\b", text)
        by_effects = [x for x in self.effects if any(f.name == "op" and f.arguments[3].name == "special_summon"
                                                     and str(f.arguments[3].arguments[0]) == "self" for f in x.facts)]
        # (an earlier effect compiled it: "If ..., you can Special Summon this card" without ":" is a procedure, no effect)
        # ("Special Summon it": this card only in the effect whose op the compiler read as special_summon(self))
        return len(summons) == 1 and summons[0] != "special summon them" and len(by_effects) == 1 \
            and (summons[0] != "special summon it" or "special summon it" in _norm(by_effects[0].text))

    def group_name(self, e: CompiledEffect) -> str:
        """The name of a one_of group: the card key for the card's first group, KEY_eN for later ones."""
        group = self.key if not self.group_used else f"{self.key}_e{e.number}"
        self.group_used = True
        return group

    @staticmethod
    def named_condition(part: str, names: list[str]) -> tuple[list[Symbol], str] | None:
        """"If you control a "HERO" monster": a count of the side's cards
        filtered by where(name_has("X")) (asp/battle/card_names.lp), the form
        head_grammar.py writes ("while you control a "X" monster"); one name only."""
        m = rx.fullmatch(r"if (you control|your opponent controls) an? NAME (monster|card)", part)
        if not m or len(names) != 1 or part.count("NAME") != 1:
            return None
        side = "own" if m.group(1) == "you control" else "opponent"
        name = c("where", c("name_has", String(names[0])))
        zone, flt = ("monster_zone", c("all_of", "monster", name)) if m.group(2) == "monster" else ("field", name)
        return [c("count_at_least", side, zone, flt, 1)], "state"

    def cost_or_target(self, part: str, e: CompiledEffect, ctx: _Ctx) -> bool:
        n = e.number
        if part == "activate this effect":  # "You can activate this effect;": no cost, no target
            return True
        for pat, costs, zone in T.COSTS:
            if rx.fullmatch(pat, part):
                e.facts += [self.fact("cost", n, x) for x in costs]
                if zone == "hand_field" and self.card.card_type == "monster":
                    e.facts += [self.fact("activate_from", n, z) for z in ("hand", "monster_zone")]
                elif zone == "gy" or (zone and zone != "hand_field" and self.card.card_type == "monster"):  # a Spell/Trap's default covers the hand
                    if self.fact("activate_from", n, zone) not in e.facts:  # the head may have said it ("When you draw this card")
                        e.facts.append(self.fact("activate_from", n, zone))
                e.compiled += 1
                return True
        for pat, name in T.COST_NUM:
            m = rx.fullmatch(pat, part)
            if m:
                e.facts.append(self.fact("cost", n, c(name, T.NUM.get(m.group(1)) or int(m.group(1)))))
                e.compiled += 1
                return True
        tgt = T.target(part)
        if tgt and ctx.targets == 0:
            self.add_target(e, ctx, tgt)
            return True
        m = filtered_target().match(part)
        where = T.stat_filter(m) if m else None
        if where is not None and ctx.targets == 0:
            side = {"you control": "own", "your opponent controls": "opponent", "on the field": "any"}[m.group(6)]
            self.add_target(e, ctx, ("effect_monster" if m.group(5) else "monster", "monster_zone", side, "up"), where)
            return True
        return False

    def named_clause(self, raw: str, part: str, e: CompiledEffect, ctx: _Ctx) -> bool:
        """A cost or target naming one "X" monster/card ("target 1 "Blue-Eyes"
        monster in your GY", "Tribute 1 "HERO" monster"): the same clause
        without the name, filtered by name_has("X") (asp/battle/card_names.lp)."""
        names = re.findall(r'"([^"]+)"', raw)
        but = rx.fullmatch(r"(.*), except NAME", part)  # "..., except "X"": not the card named X
        if but and len(names) == 2:
            part, names = but.group(1), names
        elif len(names) != 1:
            return False
        if part.count("NAME") != 1 or not rx.search(r"\bNAME (?:monsters?|cards?|spells?|traps?|effect monster)\b", part):
            return False
        plain, name = part.replace("NAME ", "", 1), c("name_has", String(names[0]))
        if len(names) == 2:
            name = c("both", name, c("card_not_named", String(names[1])))
        m = rx.fullmatch(r"tribute (\d+|one|two) monsters?", plain)
        if m:
            e.facts += [self.fact("cost", e.number, c("tribute", T.NUM.get(m.group(1)) or int(m.group(1)))),
                        self.fact("cost_where", e.number, "tribute", name)]
            e.compiled += 1
            return True
        if ctx.targets:
            return False
        tgt = T.target(plain)
        if tgt:
            self.add_target(e, ctx, tgt, name)
            return True
        m = filtered_target().match(plain)
        where = T.stat_filter(m) if m else None
        if where is not None:
            side = {"you control": "own", "your opponent controls": "opponent", "on the field": "any"}[m.group(6)]
            self.add_target(e, ctx, ("effect_monster" if m.group(5) else "monster", "monster_zone", side, "up"), c("both", where, name))
            return True
        return False

    def add_target(self, e: CompiledEffect, ctx: _Ctx, tgt: tuple, where: Symbol | None = None) -> None:
        ctx.targets = 1
        kind, zone, side, face = tgt
        e.facts.append(self.fact("target", e.number, 1, kind, zone, side))
        if face:
            e.facts.append(self.fact("target_face", e.number, 1, face))
        if where is not None:  # asp/battle/stats.lp filters see face-up monsters on the field
            e.facts.append(self.fact("target_where", e.number, 1, where))
        e.compiled += 1

    @staticmethod
    def next_seq(e: CompiledEffect) -> int:
        seqs = [f.arguments[2].number for f in e.facts if f.name == "op"]
        return max(seqs, default=0) + 1

    def ops(self, text: str, e: CompiledEffect, ctx: _Ctx, seq_start: int = 1):
        if self.coin_ops(text, e, ctx, seq_start):
            return
        seq = seq_start
        # what a Continuous Spell/Trap's activation does to a monster "remain[s] active until ... it is destroyed"
        # (yugioh.wikia.com "Continuous Trap Card"; Shadow Spell's rulings: a monster flipped face-down is no longer
        # affected), unless it is its "When this card is activated:" effect: no duration says that (withheld)
        lasting = (e.kind == "card_activation" and self.card.property == "Continuous"
                   and not _norm(e.text).startswith("when this card is activated"))
        # "... that target loses 600 ATK ... These effects last until the end of this turn." (The Phantom Knights of Lost
        # Vambrace): the sentence, not read, bounds what came before; a change "while on the field" would outlast it
        bounded = rx.search(r"\bthese effects last until\b", _norm(e.text)) is not None
        # "When this card is activated: You can add ...": the choice is its player's on resolution (r_optional_step); with
        # a target ("You can target ...; destroy it") the choice was made by activating with one
        activation_choice = (e.kind == "card_activation" and ";" not in e.text
                             and rx.match(r"when this card is activated: you can (?!only\b|also\b)", _norm(e.text)) is not None)
        lost = False  # a step before was not (fully) understood
        gate = None  # the operations of the step before: "A, then B": B happens only if A was done (PSCT Part 7)
        gate_part = ""  # the clause that wrote them
        for step in re.split(r",? then,? ", text, flags=re.I):
            if lost or rx.search(r", but if [^.]*\binstead\b", step, flags=re.I):
                # "A, then B": B happens only if A was done (Konami, Problem-Solving Card Text Part 7: Conjunction
                # Functions); with A not understood, B is not stated either. "A, but if C, B instead": not A when C
                e.missing.append(step)
                lost = True
                continue
            missing_before = len(e.missing)
            step = BD.paren_rider(step)  # "Special Summon it (but banish it when it leaves the field)"
            before, before_part = gate, gate_part
            also = False  # "A, also B, then C": whether C needs A, B or both is not settled (C not gated: withheld)
            withheld = False  # the part before was not understood
            ctx.step = _norm(step)
            pieces = re.split(r"(,? and if you do,? |, but |(?=, also,? ))", step, flags=re.I)
            for sep, part in zip(["", *pieces[1::2]], pieces[0::2]):
                if rx.match(r", also,? ", part, flags=re.I):  # "A, also B": at the same time, B not depending on A
                    part, before, withheld, also = re.sub(r"^, also,? ", "", part, flags=re.I), None, False, True
                if withheld and sep:
                    # "A, and if you do, B" with A not understood: B only if A was done; "A, but B": B rides on A
                    e.missing.append(part)
                    continue
                if (before is not None and len(before) > 1 and ("if you do" in sep.lower() or not sep)
                        and not BD.each_target(before, before_part) and not BD.both_together(before_part, before)):
                    # "A and A2, then B", "shuffle all 3 into the Deck, then B": whether B needs all of them done or one
                    # is not read, so B is not stated ("destroy them, then B": BD.each_target; "destroy both it and this
                    # card, then B": B needs both, asp/chain/operations.lp r_both_then)
                    e.missing.append(part)
                    withheld = True
                    before = None
                    continue
                withheld = False
                # "A, then you can B", "A, and if you do, you can B": B is its player's choice on resolution
                # (asp/chain/operations.lp r_optional_step), after a step that was understood
                optional = (before is not None and (not sep or "if you do" in sep.lower())
                            and rx.match(r"you can (?!only\b|also\b)", _norm(part).strip(" ,")) is not None)
                # "When this card is activated: You can B." (a Continuous/Field Spell; its "You can" was read off before
                # the body): B, its first step, likewise
                first_choice = activation_choice and seq == seq_start and before is None and not sep
                said = part  # the clause as the card says it (not_modelled/3)
                if optional:
                    part = re.sub(r"^(\W*)you can ", r"\1", part, flags=re.I)
                ctx.raw = part  # with its quoted names (bodies.py)
                link = rx.fullmatch(r"activate (?:only )?as chain link (\d+) or higher", _norm(part).strip(" ,"))
                if link and int(link.group(1)) >= 2:  # "Activate only as Chain Link 4 or higher.": a condition (chain.lp)
                    e.facts.append(self.fact("condition", e.number, c("chain_link_at_least", int(link.group(1)))))
                    e.compiled += 1
                    continue
                only = self.activate_only(_norm(part).strip(" ,"), part)
                if only:  # "Activate only if ...": a condition of the activation
                    e.facts += [self.fact("condition", e.number, x) for x in only if self.fact("condition", e.number, x) not in e.facts]
                    e.compiled += 1
                    continue
                there = _THERE_AT_EVENT.fullmatch(_norm(part).strip(" ,")) if e.kind == "trigger" else None
                if there:
                    part = f"Special Summon this card{there.group(2) or ''}"
                    e.facts.append(self.fact("condition", e.number, c("there_at_event", there.group(1))))
                done = self.op_clause(_norm(part).strip(" ,"), e, ctx)
                if done and (lasting or bounded) and any(str(op).endswith(",while_on_field)") for op in done):
                    done = None  # applied by the face-up Continuous card (Shadow Spell), not for as long as the monster stays
                if done is not None and not done and optional:
                    done = None  # a rider with no operation of its own would apply whatever the player chose: not stated
                if done and optional and any(f.name == "op" and f.arguments[3] in done for f in e.facts):
                    done = None  # the same operation said before (op_optional/op_if_done name the operation): not stated
                both = BD.both_together(_norm(part).strip(" ,"), done) if done else None
                if both is False:
                    done = None  # "destroy both that monster and this card" with "that monster" not a target: not read
                elif both:  # "destroy both it and this card", "shuffle all 3": all or none (asp/chain/operations.lp r_both_together)
                    e.facts += [self.fact("ops_together", e.number, a, b) for i, a in enumerate(done) for b in done[i + 1:]]
                if done is None:
                    e.missing.append(said)
                    withheld = True
                    first_clause = seq == 1 and not sep and not any(f.name == "op" for f in e.facts)
                    if (rx.search(r"\bthe turn you activate\b|^you cannot activate this card (?:if|unless)\b|^activate (?:this card )?only\b"
                                  r"|\byou can target\b.*\binstead$|\beffect instead becomes\b", _norm(said))
                            or (first_clause and _OLD_COST.match(_norm(said).strip(" ,")))):
                        self.not_understood(e, said)  # "You cannot ... the turn you activate this effect", "You cannot activate
                        # this card if ...", "Activate only ...": it decides the activation
                    before = None
                    continue
                if not done:  # understood, and no operation of its own (a rider on a Summon: bodies.py)
                    e.compiled += 1
                    continue
                before_part = _norm(part).strip(" ,")
                for op in done:
                    e.facts.append(self.fact("op", e.number, seq, op))
                    if optional or first_choice:
                        e.facts.append(self.fact("op_optional", e.number, op))
                    # "Special Summon them, but negate their effects": the rider rides on each of them (op_if_done
                    # facts are alternatives: asp/chain/operations.lp performs/3)
                    for earlier in before or []:
                        e.facts.append(self.fact("op_if_done", e.number, op, earlier))
                e.compiled += 1
                before = done
            lost = len(e.missing) > missing_before or also
            gate, gate_part = before, before_part
            seq += 1
        for name, arg in ctx.effect_facts:  # "Special Summon it, but banish it when it leaves the field"
            if str(arg) == "ignoring_summoning_conditions" and ctx.summons > 1:
                e.missing.append(ctx.ignoring)  # which of the effect's Special Summons ignores the conditions: not read
                continue
            fact = self.fact(name, e.number) if arg is None else self.fact(name, e.number, arg)  # (summon_together/2: no argument)
            if fact not in e.facts:
                e.facts.append(fact)

    def coin_ops(self, text: str, e: CompiledEffect, ctx: _Ctx, seq: int) -> bool:
        """A coin toss (op toss_coin) and what the effect does for one result (op/4 and op_coin/4,
        asp/chain/coins.lp): "Toss a coin and call it." then "If you call it right, ...", "Toss a coin." then
        "● Heads: ...", "toss a coin and if the result is heads, ..., or if the result is tails, ...". A result of
        several steps ("..., and if you do, ...", "then") is not read (what needs what, within it, is not stated)."""
        t = _norm(text).strip(" ,")
        toss, inline = _TOSS.fullmatch(t), _TOSS_INLINE.fullmatch(t)
        if toss or inline:
            e.facts.append(self.fact("op", e.number, seq, c("toss_coin")))
            e.compiled += 1
            ctx.coin, ctx.coin_seq = "call" if toss and toss.group(1) else "side", seq + 1  # its results: one step
            if inline:  # the branches after "toss a coin and "
                rest = re.sub(r"^.*?\btoss a coin,? and ", "", text, count=1, flags=re.I)
                for branch in re.split(r",? or (?=if the result is (?:heads|tails)\b)", rest, flags=re.I):
                    self.coin_branch(branch, _RESULT, e, ctx)
            return True
        pattern = next((p for p in (_CALLED, _HEADS_TAILS, _RESULT) if p.match(t)), None)
        if pattern is None:
            return False
        if ctx.coin is None or (pattern is _CALLED) != (ctx.coin == "call"):
            e.missing.append(text)  # the result of a toss that was not read
            return True
        self.coin_branch(text, pattern, e, ctx)
        return True

    def coin_branch(self, text: str, pattern: re.Pattern, e: CompiledEffect, ctx: _Ctx) -> None:
        m = pattern.match(_norm(text))
        raw = re.sub(r"^\W*(?:if you call it (?:right|wrong)|(?:heads|tails):|if the result is (?:heads|tails)),?\s*", "", text.strip(), count=1, flags=re.I)
        several = rx.search(r"\b(?:and if you do|then|also)\b|, but ", raw, flags=re.I)
        ctx.raw, ctx.step = raw, _norm(raw)
        riders = len(ctx.effect_facts)
        done = None if m is None or several else self.op_clause(_norm(raw).strip(" ,"), e, ctx)
        if len(ctx.effect_facts) > riders:  # "ignoring its Summoning conditions", "but negate ...": for one result only
            del ctx.effect_facts[riders:]  # (a fact of the whole effect would apply it whatever the result): not stated
            done = None
        if not done:
            e.missing.append(text.strip())
            return
        if any(f.name == "op" and f.arguments[3] in done for f in e.facts):
            e.missing.append(text.strip())  # the same operation for another result (op_coin/4 names the operation)
            return
        for op in done:  # asp/chain/coins.lp r_coin_toss, r_coin_call
            e.facts += [self.fact("op", e.number, ctx.coin_seq, op), self.fact("op_coin", e.number, op, m.group(1))]
        e.compiled += 1

    def op_clause(self, part: str, e: CompiledEffect, ctx: _Ctx) -> list[Symbol] | None:
        paid = [f.arguments[2] for f in e.facts if f.name in ("cost_any_number", "cost_up_to")]
        if rx.fullmatch(r"(?:you )?draw that many cards", part):  # the count of the one cost of a varying count (asp/chain/costs.lp)
            return [c("draw_paid", paid[0])] if len(paid) == 1 else None
        if part == "apply these effects this turn":  # what it applies: the bullets after it (bullets.py _APPLY_THIS_TURN)
            ctx.apply_this_turn = True
            return []
        if ctx.apply_this_turn and part.startswith("● each time "):  # "● Each time ..., immediately draw 1 card": this turn
            part = "this turn, " + part[2:]
        extra = (CT.extra_normal_summon_op(part, re.findall(r'"([^"]+)"', ctx.raw), type_words(), declared("attribute"))
                 if CT.GAIN_ONCE.search(_norm(e.text)) else None)
        if extra is not None:  # asp/legality/own_summons.lp r_extra_normal_summon_this_turn (only with its note)
            ctx.extra_normal = True
            return [extra]
        if CT.GAIN_ONCE.fullmatch(part) and ctx.extra_normal:
            return []  # its note: what the rule already says
        done = H.each_time_this_turn(part, re.findall(r'"([^"]+)"', ctx.raw), self.event_condition) if "each time " in part else None
        done = done or self.single_op(part, ctx)
        if done is None:
            for sep in (", and ", " and "):  # "X and Y": both at once, only when both are understood
                if sep in part:
                    left, right = part.split(sep, 1)
                    saved = copy.deepcopy(ctx.__dict__)
                    a = self.single_op(left, ctx)
                    if a is not None:
                        BD.after(left, a, ctx)  # "Special Summon this card, and it gains 500 ATK": "it" is the card where it went
                    b = self.single_op(right, ctx) if a is not None else None
                    if a is not None and b is not None:
                        BD.after(right, b, ctx)
                        return a + b
                    ctx.__dict__.update(saved)
        BD.after(part, done, ctx)
        return done

    def single_op(self, part: str, ctx: _Ctx) -> list[Symbol] | None:
        """One operation: bodies.py first (pronouns, groups), then the templates."""
        done = BD.ignoring(part, ctx, lambda inner: self.single_op(inner, ctx))
        if done is not BD.NOT_MINE:
            return done
        done = BD.op_clause(part, ctx)
        if done is not BD.NOT_MINE:
            return done
        deck = SR.deck_action(part)
        if deck is not None:
            return [deck]
        one = self.one_op(part, ctx)
        return None if one is None else [one]

    @staticmethod
    def one_op(part: str, ctx: _Ctx) -> Symbol | None:
        one = ctx.targets == 1 and not ctx.many_slot  # "it", "its": the one target
        m = T.BECOMES_OP.match(part)
        if m and one:  # "its": the one target (with several, which one is not said here)
            duration = {"until the end phase": "until_end_phase", "until the end of this turn": "end_of_turn"}.get(m.group(3), "while_on_field")
            return c("change_stat", c("target", 1), m.group(1), c("becomes", int(m.group(2))), duration)
        for pat, op in T.RESTRICT_OPS:
            if rx.fullmatch(pat, part):
                return op
        m = T.STAT_OP.match(part)
        if m and (m.group(1) == "this card" or one):
            who = c("self") if m.group(1) == "this card" else c("target", 1)
            n = int(m.group(3)) * (-1 if m.group(2) == "loses" else 1)
            duration = "end_of_turn" if part.endswith("until the end of this turn") else "while_on_field"
            stats = T.STAT_WORDS[m.group(4)]
            if len(stats) == 1:
                return c("change_stat", who, stats[0], c("gain", n), duration)
        for pat, op in T.OPS:
            if rx.fullmatch(pat, part):
                if callable(op) and ctx.many_slot:
                    return None  # "destroy it", "that target": one card, where the slot holds any number
                term = op(ctx) if callable(op) else op
                if term is not None and term.name in ("negate", "negate_effect"):
                    ctx.negates = True
                return term
        for pat, make in T.OP_NUM:
            m = rx.fullmatch(pat, part)
            if m:
                return make(T.NUM.get(m.group(1)) or int(m.group(1)))
        return None


def compile_card(card: CardRecord, key: str | None = None) -> CompiledCard:
    key = key or snake_key(card.name)
    try:
        return Compiler(key, card).compile()
    except Exception as exc:  # noqa: BLE001 - a compiler bug on one card must not stop an import; it is counted and reported
        cc = CompiledCard(key, card.name, [Function("card_name", [Function(key), String(card.name)])], [], [card.text], error=repr(exc))
        return cc


def symbol_facts(cc: CompiledCard) -> list[Symbol]:
    """Every fact of a compiled card, not_modelled/3 included."""
    out = cc.all_facts()
    k = Function(cc.key)
    for text in cc.card_missing:
        out.append(Function("not_modelled", [k, Number(0), String(" ".join(text.split()))]))
    for e in cc.effects:
        for text in e.missing:
            out.append(Function("not_modelled", [k, Number(e.number), String(" ".join(text.split()))]))
    return out
