"""Operations in effect bodies (what happens on resolution, after ":" and
";"): pronouns and the cards they refer to, and operations on groups.

A pronoun ("it", "them", "that card", "that monster", "its") refers to one
of the things the text itself determines:

- the targets ("Target 1 monster; destroy it"): target(Slot);
- the card of the activation or Summon the effect negates ("negate the
  activation, and if you do, destroy it"): card_of(responded);
- this card, when the head speaks only of this card ("If this card is
  discarded to the GY: Special Summon it"): self;
- the card of the activation the effect responds to, when the head speaks
  only of that activation ("When your opponent activates a Spell Card: ...
  destroy it"): card_of(responded);
- "that monster" when the head names one card besides this card: the card of
  its event ("When your opponent Special Summons a monster(s)"): event_card,
  or the monster this card battles ("if this card battles a LIGHT monster"):
  battle_opponent (condition_referent).

Never a guess: a pronoun after an earlier operation of the same effect that
was not understood or that brought other cards in ("add 1 ... from your Deck
to your hand, then ... it"), or after an operation that moved the card it
refers to (it is then a new card, which no selector names yet), or with
no referent of these kinds, is not understood (the caller states the clause
as not modelled). Called by compiler.py before its own templates.
"""

from __future__ import annotations

import copy
import re
from functools import lru_cache

from clingo import Number, String, Symbol, SymbolType

from . import rx
from ..inputs.vocabulary import vocabulary
from .heads import noun_phrase
from .searches import alternatives
from .templates import c

# A clause that acts on, or speaks of, a card by a pronoun ("it gains 500 ATK", "banish it").
_PRONOUN = re.compile(r"^(?:it|its|they|their|that target|that card|that monster|those \w+|the target\w*)\b"
                      r"|^\w+(?: \w+)? (?:it|them|that target|that card|that monster|those \w+|the targeted \w+)\b")
# A clause this module does not read: the compiler's templates try it.
NOT_MINE = object()

# "that target", "the targeted monster": always the target; "it", "that card": see referents().
_TARGET_ONE = r"(?:that target|the target|the targeted card|the targeted monster)"
_TARGET_MANY = r"(?:those targets|both targets|the targeted cards|the targeted monsters)"
_ONE = r"(?:it|that card|that monster|that monster\(s\)|that card\(s\)|that opponent's monster|the attacking monster|the monster that destroyed (?:it|this card))"
_MANY = r"(?:them|those cards|those monsters)"
# Every target, with their number ("shuffle all 3 into the Deck", "shuffle them both into the Deck"): both_together
# checks the number against the targets.
_ALL_OF = r"(?:both(?: of them| those targets| those cards| those monsters)?|them both|all (?:\d+|two|three|four|five)(?: targets| of them)?)"
_ITS = r"(?:its|that target's|that monster's|that card's|that opponent's monster's|the attacking monster's)"
_POS = {"": None, "in attack position": "attack", "in face-up attack position": "attack",
        "in defense position": "defense", "in face-up defense position": "defense", "in face-down defense position": "face_down_defense"}
_POSITION = r"in (?:face-up |face-down )?(?:attack|defense) position"


def _summon(sel: Symbol, pos: str | None) -> Symbol:
    """A Special Summon in the position the text says (asp/chain/operations.lp)."""
    pos = _POS[(pos or "").strip()]
    return c("special_summon", sel) if pos is None else c("special_summon", sel, pos)

# (pattern with {P} for the pronoun, op maker from a selector and the match)
_VERBS: list[tuple[str, object]] = [
    (r"destroy {P}", lambda s, m: c("destroy", s)),
    (r"banish {P}", lambda s, m: c("banish", s)),
    (r"send {P} to the gy", lambda s, m: c("send_to_gy", s)),
    (r"add {P} to (?:your|its owner's|the owner's|their owner's|their owners') hands?", lambda s, m: c("add_to_hand", s)),
    (r"special summon {P}(?: from (?:your|the) (?:gy|hand|pendulum zone|banishment)(?: or (?:your )?(?:gy|hand))?)?(?: to your field)?( in (?:face-up |face-down )?(?:attack|defense) position)?",
     lambda s, m: _summon(s, m.group(1))),
    (r"set {P}( to your field)?", lambda s, m: c("set_on_field", s)),
    (r"place {P} in your pendulum zone", lambda s, m: c("place_in_pendulum_zone", s)),
    (r"change {P} to face-down defense position", lambda s, m: c("change_position", s, "face_down_defense")),
    (r"change {P} to (?:face-up )?attack position", lambda s, m: c("change_position", s, "face_up_attack")),
    (r"change {P} to (?:face-up )?defense position", lambda s, m: c("change_position", s, "defense")),
    (r"change the battle position of {P}", lambda s, m: c("change_position", s, "opposite")),
]
# Operations declared by other modules (asp/events/returns.lp): read only where the rule base has them.
_IF_DECLARED: list[tuple[str, str, object]] = [
    (r"return {P} to (?:the|your|its owner's|the owner's|their owner's|their owners') hands?", "return_to_hand",
     lambda s, m: c("return_to_hand", s)),
    (r"(?:shuffle {P} into|return {P} to) (?:the|your|its owner's|the owner's|their owner's|their owners') (?:main |extra )?decks?",
     "return_to_deck", lambda s, m: c("return_to_deck", s)),
    (r"place {P} on (?:the )?(top|bottom) of (?:the|your|its owner's|the owner's|their owner's|their owners') decks?(?: in any order)?",
     "return_to_deck", lambda s, m: c("return_to_deck", s, m.group(m.lastindex))),
    # (asp/events/past_events.lp: in Attack Position; "in Defense Position" is not read)
    (r"special summon {P} to your opponent's field", "special_summon_to_opponent", lambda s, m: c("special_summon_to_opponent", s)),
]
# Operations that move the card they work on: a later pronoun means the card where it went, a new card
# (asp/core/state.lp since/3: a move or a flip face-down starts a new object).
_SUMMONS = ("special_summon", "special_summon_to_opponent")
_TOKEN_SUMMONS = ("special_summon_tokens",)
_DECK_SUMMONS = ("special_summon_from_deck",)  # "Special Summon 1 ... from your Deck" (templates.py)
_MOVES = {"destroy", "banish", "send_to_gy", "add_to_hand", "special_summon", "special_summon_to_opponent", "change_position", "return_to_hand", "return_to_deck",
          "set_on_field", "place_in_pendulum_zone", "equip", "attach"}
# Operations that bring other cards in: a later "it" may mean one of them (unless it must be on the field and
# they went to the GY or were banished: _TO_GY_OR_BANISHED, referents on_field).
_BRINGS = {"special_summon_tokens", "add_from_deck_to_hand", "special_summon_from_deck", "send_from_deck_to_gy", "draw", "draw_opponent", "draw_each",
           "summon_after_resolving",
           "fusion_summon",
           "set_from_deck", "send_top_of_deck_to_gy"}
_TO_GY_OR_BANISHED = {"send_from_deck_to_gy", "send_top_of_deck_to_gy", "discard", "send_to_gy", "banish", "destroy"}

# "inflict damage to your opponent equal to that monster's (original) ATK": of a monster on the field (asp/battle/stats.lp stat_of).
_DAMAGE_OF = re.compile(rf"^(?:inflict damage to your opponent|(gain (?:lp|life points))) equal to ({_ITS}) (original )?atk( in the (?:gy|graveyard))?$")
# "destroy it, and if you do, inflict damage to your opponent equal to its original ATK" (the one monster destroyed:
# asp/battle/stats.lp original_atk_of_destroyed; "equal to half its original ATK": half_original_atk_of_destroyed),
# "..., then inflict 500 damage to your opponent for each card destroyed" (per_destroyed): said right after the clause
# that destroys.
_DAMAGE_DESTROYED = re.compile(r"^inflict (?:damage to your opponent equal to (half )?(?:its|that monster's|the destroyed monster's|"
                               r"that destroyed monster's) original atk|(\d+) damage to your opponent for each (card|monster) destroyed)$")
# "inflict 300 damage to your opponent for each card in their hand": per_count(N, count(...)) (asp/battle/stats.lp), what
# it counts read as a continuous "for each" (continuous.py per_counted); "they"/"their" is the opponent the damage is to.
_DAMAGE_PER = re.compile(r"^inflict (\d+) damage to your opponent for each (.+)$")
_THEIR = [(r"\bin their (hand|gy)$", r"in your opponent's \1"), (r"\bthey control$", "your opponent controls")]
# "destroy them, and if you do, this card gains 600 ATK for each card destroyed", "banish those targets, and if you do,
# this card gains 300 ATK for each card banished by this effect": change_stat gain_per_moved (asp/battle/stats.lp), said
# right after the clause that destroys (banishes).
_GAIN_PER_MOVED = re.compile(rf"^(this card|{_ONE}|{_TARGET_ONE}) (gains|loses) (\d+) (atk and def|atk/def|atk|def) for each (card|monster)"
                             r" (destroyed|banished)(?: by this effect| this way)?(,? until the end of this turn)?$")
# "this card gains ATK equal to that monster's (original) ATK": change_stat gain_equal_to (asp/battle/stats.lp), the
# amounts of _DAMAGE_OF and _DAMAGE_DESTROYED (_gain_equal_to).
_GAIN_EQUAL = re.compile(rf"^this card gains (atk and def|atk/def|atk|def) equal to ({_ITS}|the destroyed monster's) (original )?atk"
                         r"(,? until the end of this turn| \(until the end of this turn\))?$")
# The selectors of a destroy operation that name one card (the one target slot unless it holds any number, and
# chosen(1, ...): _damage_destroyed).
_ONE_CARD = ("target", "self", "battle_opponent", "opponent_battler", "battle_destroyer", "card_of")
# "change its battle position": the other battle position (asp/events/effect_events.lp).
_CHANGE_ITS = re.compile(rf"^change (?:{_ITS}|this card's) battle position$")
# "negate its effects (until the end of this turn)": a resolved negation of
# the targeted card (asp/effects/negation_status.lp).
# "(even if this card leaves the field)" restates what a resolved negation does anyway (r_negation_status).
_NEGATE_ITS = re.compile(rf"^negate (?:(?:{_ITS}|that face-up monster's) effects|the effects of (?:{_ONE}|{_TARGET_ONE}))"
                         r"(,? until the end of this turn| \(until the end of this turn\))?(?: \(even if this card leaves the field\))?$")
# "negate their effects (until the end of this turn)": the same negation of every target (of each slot, or of the
# slot of "up to N" cards).
_NEGATE_THEIR = re.compile(rf"^negate (?:their|{_TARGET_MANY}'?) effects(,? until the end of this turn| \(until the end of this turn\))?$")
# "until the end of this turn, change its ATK to 0, also negate its effects", "until the end of this turn, that target
# gains 400 ATK, but its effects are negated": the duration said first lasts for the negation said last too (OCG text of
# "Libromancer Mystigirl": "そのモンスターはターン終了時まで、攻撃力が0になり、効果は無効化される", both until the end of the
# turn; Yugipedia Card Rulings: Forbidden Chalice, TCG: its negation expires during the End Phase).
_FRONT_REACHES = re.compile(r"^until the end of this turn, [^,;]+, (?:also|but),? (?:negate its effects|its effects are negated)$")
_DURATION_WORDS = re.compile(r"\buntil\b|\bthis turn\b|\bwhile\b|\bduring\b")
# "its effects are negated", said of the target on resolution: the same negation, with no end (Problem-Solving Card
# Text: a passive clause states what the effect does to the card it names).
_NEGATED_ITS = re.compile(r"^its effects are negated()$")

# "equip this card to that target" (a monster equipping itself), "equip that target to this card"
# (asp/battle/equip.lp equip/2): only a Monster Card is moved this way.
_EQUIP_SELF = re.compile(r"^equip this (?:card|monster)(?: from your (?:hand|gy)(?: or (?:your field|field|gy))?| you control| on your field)?"
                         rf" to ({_TARGET_ONE}|{_ONE})$")
_EQUIP_TO_SELF = re.compile(rf"^equip ({_TARGET_ONE}|{_ONE}) to this card$")
_EQUIP_WITH_SELF = re.compile(rf"^equip ({_TARGET_ONE}|{_ONE}) with this card$")  # the same as "equip this card to it"
# "Special Summon it and equip it with this card": an Equip Spell or Trap whose activation targets a monster in the GY
# or banished (equip.lp self_equip: equipped to it once Summoned).
_SUMMON_EQUIP = re.compile(r"^(special summon (?:it|that target)(?: in (?:face-up )?attack position)?),? and equip it with this card$")
_EQUIP_FROM = re.compile(r"^equip this (?:card|monster) from your (hand|gy)(?: or (your field|field|gy))?")

# "target 2 monsters in your GY; shuffle them into the Deck, then draw 1 card": one verb on each target, the
# pronoun with no number. What follows needs one of them handled, not all (Konami OCG FAQ, "Longirsu, the Orcust
# Orchestrator": with one of its 2 targets gone, the other is shuffled and "then" still applies; "Pendulum Area":
# "destroy both cards, and if you do" needs both destroyed, for the text gives the number): op_if_done facts are
# alternatives (asp/chain/operations.lp r_then_after_them). "both", "all 3": not this.
_EACH_TARGET = re.compile(r"\b(?:them|those cards|those monsters|those targets|the targeted cards|the targeted monsters)\b")


def each_target(ops: list[Symbol], part: str) -> bool:
    """The operations are one verb on each target slot, from a clause that names them by a pronoun with no number."""
    sels = [op.arguments[0] if op.arguments else None for op in ops]
    return (len({(op.name, tuple(op.arguments[1:])) for op in ops}) == 1 and len(set(sels)) == len(ops)
            and all(s is not None and s.name == "target" for s in sels)
            and bool(_EACH_TARGET.search(part)) and not re.search(r"\b(?:both|all)\b", part))


# "destroy both it and this card", "shuffle both targets into the Deck", "shuffle all 3 into the Deck": all or none
# (asp/chain/operations.lp r_both_together: the text gives the number); read where each is this card or a target
# (where the others are is not read), and only for the operations the engine holds together.
# ("Special Summon both": summon_together, both() below)
_BOTH_VERB = re.compile(r"^(?!special summon\b)[a-z]+ (?:both|them both|all (\d+|two|three|four|five))\b")
_TOGETHER_OPS = ("destroy", "banish", "return_to_hand", "return_to_deck")
_NUMBER = {"two": 2, "three": 3, "four": 4, "five": 5}


def both_together(part: str, ops: list[Symbol]) -> bool | None:
    """None: not a "both"/"all N" clause; True: N operations said together on this card or the targets; False: such
    a clause on cards of other kinds or with another count (not read)."""
    m = _BOTH_VERB.match(part)
    if not m:
        return None
    n = 2 if m.group(1) is None else int(_NUMBER.get(m.group(1), m.group(1)))
    sels = [op.arguments[0] if op.arguments else None for op in ops]
    return (len(ops) == n and len({(op.name, tuple(op.arguments[1:])) for op in ops}) == 1 and ops[0].name in _TOGETHER_OPS
            and len(set(sels)) == n and all(s is not None and s.name in ("self", "target") for s in sels))


# "destroy both it and this card", "return both that monster and this card to the hand": each of the two, at once.
_BOTH_ONE = rf"(?:this card|{_ONE}|{_TARGET_ONE})"
_BOTH = re.compile(rf"^(destroy|banish|return|shuffle) both ({_BOTH_ONE}) and ({_BOTH_ONE})(.*)$")

# "you cannot Special Summon (monsters) (from the Extra Deck) for the rest of this turn (after this card resolves)(, except
# X monsters)", the duration also said first or after the exception, "your opponent cannot ...": a lasting restriction
# from resolution to the end of the turn (asp/effects/restrictions.lp r_restriction_lasting, r_summon_except_special).
# With no exception: summon(special), or from the Extra Deck summon_except(special_from_extra_deck, no_monster).
# "you cannot Normal or Special Summon monsters ..., except X monsters": summon_except(normal, F) too.
# "you cannot Special Summon "X" for the rest of this turn": summon_except(special, non(card_named("X"))).
_REST = r"for the rest of this turn(?: after this (?:card|effect) resolves)?"
# "until the end of the next turn (after this card resolves)": the turn after that of the resolution too
# (asp/effects/restrictions.lp until_end_of_next_turn).
_NEXT = r"until the end of the next turn(?: after this (?:card|effect) resolves)?"
_SUMMON_REST = re.compile(rf"^(?:also,? )?(?P<f>(?:{_REST}|{_NEXT}),? )?(?P<who>you|your opponent) cannot (?P<ns>normal or )?special summon(?: any)?(?: monsters| (?P<nm>NAME))?"
                          rf"(?P<xd> from the extra deck)?(?:,? except (?P<e1>.+? monsters|monsters with a level),)?(?P<b> (?:{_REST}|{_NEXT}))?"
                          r"(?:,? except (?P<e2>.+? monsters|monsters with a level))?"
                          r"(?: \(even if this card leaves the field\))?$")
_EXTRA_SUBTYPES = {"fusion", "synchro", "xyz", "link", "ritual", "pendulum"}
# "you cannot Set cards for the rest of this turn": restriction set (asp/effects/restrictions.lp); "Set Spells/Traps":
# set_spell_trap.
_SET_REST = re.compile(rf"^(?:also,? )?(?:{_REST},? )?(you|your opponent) cannot set (cards|spells/traps)(?: {_REST})?$")


def _summon_rest(part: str, raw: str) -> list[Symbol] | None:
    m = _SUMMON_REST.fullmatch(part)
    if not m or bool(m["f"]) == bool(m["b"]) or (m["e1"] and not m["b"]):
        return None
    whom = "you" if m["who"] == "you" else "opponent"
    duration = "until_end_of_next_turn" if "next turn" in (m["f"] or m["b"]) else "end_of_turn"
    what = m["e1"] or m["e2"]
    if m["ns"] and (what is None or m["xd"]):
        return None
    if m["nm"]:  # "you cannot Special Summon "X"": any monster but the cards named X
        names = re.findall(r'"([^"]+)"', raw)
        if m["ns"] or m["xd"] or what or len(names) != 1:
            return None
        return [c("restrict", c("cannot", c("summon_except", "special", c("non", c("card_named", String(names[0])))), whom), duration)]
    if what is None:
        terms = [c("summon_except", "special_from_extra_deck", "no_monster") if m["xd"] else c("summon", "special")]
    else:
        flt = (c("with_level") if what == "monsters with a level"  # (Xyz and Link Monsters have none)
               else except_filter(what.removesuffix(" monsters"), re.findall(r'"([^"]+)"', raw)))
        if flt is None:
            return None
        terms = ([c("summon_except", "normal", flt)] if m["ns"] else []) + [
            c("summon_except", "special_from_extra_deck" if m["xd"] else "special", flt)]
    return [c("restrict", c("cannot", term, whom), duration) for term in terms]


def except_filter(what: str, names: list[str]) -> Symbol | None:
    """The summon_filter of "except X monsters" (X: "NAME", "WATER", "Dragon or
    Plant", "Insect, Plant, or Reptile", "Fusion", "LIGHT or DARK Synchro",
    "DARK Dragon Synchro": a list of one sort, or a list or an Attribute put
    before a Type or Extra Deck card kind, which both describe the monster),
    or None; names: the quoted names X has, in order."""
    if what.count("NAME") != len(names):
        return None
    words = re.split(r",? or |, ", what)
    queue = list(names)
    filters = [_summon_filter(w, [queue.pop(0)]) if w == "NAME" else _summon_filter(w, []) for w in words]
    if all(f is not None for f in filters) and len({f.name for f in filters}) == 1:  # ("LIGHT or Dragon": not one sort)
        out = filters[-1]
        for f in reversed(filters[:-1]):
            out = c("either", f, out)
        return out
    head, _, last = what.rpartition(" ")
    if head and last in _EXTRA_SUBTYPES:  # "LIGHT or DARK Synchro": of those, a Synchro Monster
        inner = except_filter(head, names)
        return None if inner is None else c("both_of", inner, c("subtype", last))
    first, _, rest = what.partition(" ")
    if rest and first in _declared("attribute"):  # "DARK Dragon", "EARTH Machine"
        inner = except_filter(rest, names)
        return None if inner is None else c("both_of", c("attribute", first), inner)
    return None


def _summon_filter(what: str, names: list[str]) -> Symbol | None:
    """One word of a summon filter: one name, Type, Attribute or Extra Deck card kind, or None."""
    if what == "NAME":
        return c("name_has", String(names[0])) if len(names) == 1 else None
    if what in _declared("attribute"):
        return c("attribute", what)
    if what in _EXTRA_SUBTYPES:
        return c("subtype", what)
    ty = _type_words().get(re.sub(r"-type$", "", what))  # (the older "Fiend-Type")
    return None if ty is None else c("monster_type", ty)


# "add this card from your GY to your hand": an effect activated in the GY (asp/chain/operations.lp add_to_hand).
_ADD_SELF_FROM_GY = re.compile(r"^add this card from (?:your|the) gy to your hand$")
# "Set this card from your GY": a Spell/Trap Setting itself from the GY, where the effect is activated (asp/chain/placements.lp).
_SET_SELF_FROM_GY = re.compile(r"^set this card from (?:your|the) gy$")

# "attach this card to it as material", "attach that target to this card as material" (asp/chain/operations.lp attach/2:
# an Xyz Material of the face-up Xyz Monster).
_ATTACH_SELF = re.compile(rf"^attach this card(?: on the field| from your gy)? to ({_TARGET_ONE}|{_ONE}) as (?:an )?(?:xyz )?material$")
_ATTACH_TO_SELF = re.compile(rf"^attach ({_TARGET_ONE}|{_ONE}|{_MANY}|{_TARGET_MANY}) to this card as (?:an )?(?:xyz )?material$")

# "it gains 500 ATK/DEF (until the end of this turn)", "reduce its Level (Rank) by 1", "it can make a second attack
# during each Battle Phase this turn": on the card the pronoun certainly means (asp/battle/stats.lp change_stat,
# battle.lp extra_attack).
# "(even if this card leaves the field)": a resolved change lasts on the monster anyway, whatever becomes of the card
# that applied it (asp/battle/stats.lp r_stat_lost_with_card: it lasts while the monster stays that face-up card).
_EVEN_IF = r"(?: \(even if this card leaves the field\))?"
# ", during (that) damage calculation only": asp/battle/stats.lp duration damage_calculation (stats13).
_DURING_CALC = r",? during (?:that )?damage calculation only"
_STAT = re.compile(rf"^({_ONE}|{_TARGET_ONE}|this card) (gains|loses) (\d+) (atk and def|atk/def|atk|def)(,? until the end (?:of this turn|phase)|{_DURING_CALC})?{_EVEN_IF}$")
# "change its ATK to 0 (until the end of this turn)": the ATK becomes N, as "its ATK becomes N" (templates.py BECOMES_OP).
_CHANGE_TO = re.compile(rf"^change ({_ITS}|this card's) (atk|def) to (\d+)(,? until the end (?:of this turn|phase))?{_EVEN_IF}$")
# "make that target's ATK 0 during damage calculation only": as "change its ATK to 0" for that damage calculation.
_MAKE_CALC = re.compile(rf"^make ({_ITS}|this card's) (atk|def) (\d+)({_DURING_CALC})$")
# "its ATK/DEF become 0", "that target's ATK and DEF become 100 until the end of this turn": both become N (stats13).
_BECOME_BOTH = re.compile(rf"^({_ITS}|this card's) (?:atk/def|atk and def) become (\d+)(,? until the end (?:of this turn|phase))?{_EVEN_IF}$")
_LEVEL = re.compile(rf"^(reduce|increase) ({_ITS}|this card's) (level|rank) by (\d+)(,? until the end of this turn)?$")
_SECOND_ATTACK = re.compile(rf"^({_ONE}|{_TARGET_ONE}|this card) can (?:make a second attack|attack twice) during (?:each|the) battle phase this turn$")
# "this turn, it can make a second attack during each Battle Phase" (the duration said first), "this card can make a
# second attack during this Battle Phase" (the one Battle Phase of this turn): the same.
_SECOND_FRONT = re.compile(r"^this turn, (.+ can (?:make a second attack|attack twice)) during each battle phase$")
_THIS_BP = re.compile(r"(?<=can make a second attack) during this battle phase$")
_STATS = {"atk": ["atk"], "def": ["def"], "atk and def": ["atk", "def"], "atk/def": ["atk", "def"]}
# "until the end of this turn, that target loses 500 ATK", "this turn, it gains 500 ATK": the duration put first.
_FRONT = re.compile(r"^(?:until the end of this turn|this turn), (.+)$")
# "You can make this card gain 1000 ATK (until the end of this turn)": the same as "this card gains 1000 ATK ..."
# (_STAT reads it; "make this card lose exactly 500 ATK" is a cost-like "exactly": not read).
_MAKE_GAIN = re.compile(rf"^make (this card|that monster|that target) (gain|lose) (\d+ (?:atk and def|atk/def|atk|def)(?:,? until the end of this turn|{_DURING_CALC})?)$")
# "equip this card to it. It gains 1000 ATK": the Equip Card's effect on the monster it was just equipped to,
# while it stays equipped to it by this effect (asp/battle/equip.lp while_equipped).
_EQUIPPED_STAT = re.compile(r"^(?:it|the equipped monster) (gains|loses) (\d+) (atk and def|atk/def|atk|def)$")
# "its ATK becomes half its current ATK", "halve that target's ATK", "its ATK is halved", "its ATK becomes doubled"
# (asp/battle/stats.lp change_stat halve/double: of the current value).
_UNTIL = rf"(?:(?P<u>,? until the end of this turn| \(until the end of this turn\))|(?P<dc>{_DURING_CALC}))?"
_HALVE = re.compile(rf"^(?:(?:{_ITS}) (?P<s1>atk|def) becomes half its current (?P<s2>atk|def)|halve (?:{_ITS}) (?P<s3>atk|def)"
                    rf"|(?:{_ITS}) (?P<s4>atk|def) (?:is|becomes) halved|(?:{_ITS}) (?P<s5>atk|def) becomes (?P<d>doubled)){_UNTIL}{_EVEN_IF}$")
# "halve this card's ATK", "double this card's ATK until the end of this turn": of this card (stats13).
_HALVE_SELF = re.compile(rf"^(?P<v>halve|double) this card's (?P<s>atk|def){_UNTIL}{_EVEN_IF}$")
# "its ATK/DEF become half its current ATK/DEF (until the end of this turn)", "... each become half ...": both
# statistics halved (stats13).
_HALVE_BOTH = re.compile(rf"^(?:{_ITS}) atk/def (?:each )?become half its current atk/def{_UNTIL}{_EVEN_IF}$")
# "it cannot be destroyed by battle (or card effects) this turn" (asp/battle/damage_step.lp, effects/restrictions.lp destroyed(effect)).
# "... by your opponent's card effects": destroyed(opponent_effect) (asp/effects/battle_permissions.lp).
_INDESTRUCTIBLE = re.compile(rf"^({_ONE}|{_TARGET_ONE}|this card) cannot be destroyed by (battle|card effects|battle or (?:by )?card effects"
                             r"|your opponent's card effects|battle or (?:by )?your opponent's card effects) this turn$")
# "your opponent cannot target it with card effects this turn" (asp/effects/battle_permissions.lp target_by_opponent:
# from resolution, r_restriction_lasting).
_NO_TARGET_THIS_TURN = re.compile(rf"^your opponent cannot target ({_ONE}|{_TARGET_ONE}|this card) with card effects this turn$")
# "that target is unaffected by card effects, except its own, until the end of this turn", "You can make this
# card be unaffected by Spell/Trap effects until the end of this turn" (asp/effects/unaffected.lp r_unaffected_resolved).
_UNAFFECTED_KINDS = {"monster": "monster", "spell": "spell", "trap": "trap", "spell/trap": "spell_trap"}
_UNAFFECTED = re.compile(rf"^(?:make )?(this card|this face-up card|{_ONE}|{_TARGET_ONE}) (?:be|is) unaffected by "
                         r"(?:(card effects(?:,? except its own)?|other cards' effects|other card effects)|(monster|spell/trap|spell|trap) effects)"
                         r"(?:,? until the end of this turn| this turn)(?:,? except its own)?$")

# Ritual Summons (asp/chain/ritual.lp): "This card is used to Ritual Summon "X". You must also Tribute
# monsters from your hand or field whose total Levels equal 8 or more." (two sentences: the first names
# the monster, the second makes the operation), or "Ritual Summon 1 "X" Ritual Monster from your hand,
# by Tributing monsters from your hand or field whose total Levels equal or exceed its Level".
_RITUAL_USED = re.compile(r"^this card (?:is|can be) used to ritual summon (NAME|any NAME ritual monster|NAME or NAME)$")
_PLACES = r"(?:from your hand or field|from the field or your hand)"
_RITUAL_TRIBUTE = re.compile(rf"^you must also tribute monsters(?: {_PLACES},?)? whose total levels (equal (\d+) or more|"
                             r"equal or exceed the level of the ritual monster you ritual summon|"
                             rf"exactly equal the level of the ritual monster you ritual summon)(?: {_PLACES})?$")
# "... whose total Levels exactly equal 8" / "equal exactly 6": that total, no more (Super Soldier Ritual);
# "You must also offer monsters whose total Level Stars equal 7 or more as a Tribute from the field or your
# hand": the older wording of "... whose total Levels equal 7 or more" (Novox's Prayer)
_RITUAL_EXACT = re.compile(rf"^you must also tribute monsters {_PLACES} whose total levels (?:exactly equal|equal exactly) (\d+)$")
_RITUAL_OFFER = re.compile(r"^you must also offer monsters whose total level stars equal (\d+) or more as a tribute "
                           r"from (?:the field or your hand|your hand or (?:the )?field)$")
_RITUAL_NOW = re.compile(r"^ritual summon (?:1|one) (NAME ritual monster|ritual monster|NAME) from your hand,? by tributing monsters "
                         r"from your hand or field whose total levels (equal or exceed its level|exactly equal its level|equal its level)$")


def _duration(until: str | None) -> str:
    """", until the end of this turn" / "until the End Phase" / nothing (asp/battle/stats.lp durations)."""
    if not until:
        return "while_on_field"
    if until.endswith("damage calculation only"):
        return "damage_calculation"
    return "until_end_phase" if until.endswith("phase") else "end_of_turn"


def _ritual_filter(what: str, names: list[str]) -> Symbol | None:
    if what.count("NAME") != len(names):
        return None
    if what == "NAME":
        return c("card_named", String(names[0]))
    if what == "NAME or NAME":
        return c("either", c("card_named", String(names[0])), c("card_named", String(names[1])))
    if what in ("any NAME ritual monster", "NAME ritual monster"):
        return c("name_has", String(names[0]))
    return c("monster_card") if what == "ritual monster" else None


def ritual(part: str, ctx) -> list[Symbol] | None | object:
    names = re.findall(r'"([^"]+)"', ctx.raw or "")
    m = _RITUAL_USED.fullmatch(part)
    if m:
        ctx.ritual = _ritual_filter(m.group(1), names)
        return None if ctx.ritual is None else []  # the operation comes with the Tributes (compiler.py checks it came)
    m = _RITUAL_TRIBUTE.fullmatch(part)
    exact, offer = _RITUAL_EXACT.fullmatch(part), _RITUAL_OFFER.fullmatch(part)
    if m or exact or offer:
        if ctx.ritual is None or ctx.ritual_done:
            return None
        ctx.ritual_done = True
        if exact:
            levels = c("exactly", int(exact.group(1)))
        elif offer:
            levels = c("at_least", int(offer.group(1)))
        else:
            levels = c("at_least", int(m.group(2))) if m.group(2) else c("exactly_level") if m.group(1).startswith("exactly") else c("at_least_level")
        return [c("ritual_summon", ctx.ritual, levels)]
    m = _RITUAL_NOW.fullmatch(part)
    if m:
        flt = _ritual_filter(m.group(1), names)
        if flt is None:
            return None
        levels = c("at_least_level") if "exceed" in m.group(2) else c("exactly_level")
        return [c("ritual_summon", flt, levels)]
    return NOT_MINE


# Fusion Summons by a resolving effect (asp/chain/fusion.lp fusion_summon(Filter, From)): "Fusion Summon 1 "X" Fusion
# Monster from your Extra Deck, using monsters from your hand or field (as Fusion Material)". The monster's kind is
# read as a filter ("Dragon Fusion Monster": a Dragon monster; the op checks it is a Fusion Monster). The places
# ("from your hand, field, and/or GY", "from either field") and the move ("by banishing its materials from ...", "by
# shuffling ... into the Deck") make From; "using X monsters" / "using only X monsters", ", including a X monster" and
# ", including this card" (with the field only: where else would it be?) the third argument.
_FUSION_NOW = re.compile(r"^fusion summon (?:1|one) (?:(.+?) )?fusion monster from your extra deck,? (.+?)"
                         r"(?:, including (?:(this card)|an? (.+?)))?$")
_FUSION_USING = re.compile(r"^using (only )?(?:(.+?) )?monsters (.+?)(?: as (?:fusion )?materials?)?$")
_FUSION_MOVE = re.compile(r"^by (banishing|shuffling) (?:its (?:fusion )?materials|(?:the )?(?:fusion )?materials (?:listed|mentioned) on it"
                          r"|(.+?) monsters) (.+?)(?: as (?:fusion )?materials?)?$")
_FUSION_PLACE = {"hand": "hand", "field": "field", "gy": "gy", "banishment": "banished", "deck": "deck", "your side of the field": "field",
                 "either field": "either_field"}


def _fusion_places(text: str) -> Symbol | None:
    """"from your hand, field, and/or GY": either(hand, either(field, gy)); "you control": field; "from either field"
    (also "on either field"): either_field."""
    if text == "you control":
        return c("field")
    if text in ("from either field", "on either field"):
        return c("either_field")
    m = re.fullmatch(r"from your (.+)", text)
    if not m:
        return None
    words = re.split(r",? and/or |,? or |, ", m.group(1))
    if any(w not in _FUSION_PLACE for w in words) or len(set(words)) != len(words):
        return None
    zones = [_FUSION_PLACE[w] for w in words]
    if zones in (["hand", "field"], ["field", "hand"]):
        return c("hand_or_field")  # the form the engine had first (card files use it)
    out = c(zones[-1])
    for z in reversed(zones[:-1]):
        out = c("either", c(z), out)
    return out


def fusion(part: str, ctx) -> list[Symbol] | object:
    m = _FUSION_NOW.fullmatch(part)
    if not m:
        return NOT_MINE
    what, how, this_card, including = m.groups()
    names = re.findall(r'"([^"]+)"', ctx.raw or "")
    if len(names) != part.count("NAME"):
        return None
    n_what = what.count("NAME") if what else 0
    flt = c("monster_card") if what is None else _choice_filter(f"{what} monster", names[:n_what])
    rest = names[n_what:]
    using = _FUSION_USING.fullmatch(how)
    move = _FUSION_MOVE.fullmatch(how) if not using else None
    if flt is None or not (using or move):
        return None
    kind = using.group(2) if using else move.group(2)
    if kind is None and using and using.group(1):
        return None  # "using only monsters ..."
    place = _fusion_places(using.group(3) if using else move.group(3).removesuffix(" into the deck") if move.group(1) == "shuffling" else move.group(3))
    if place is None or move and move.group(1) == "shuffling" and not move.group(3).endswith(" into the deck"):
        return None
    if move:
        place = c("banish" if move.group(1) == "banishing" else "shuffle", place)
    extra = []
    if kind is not None:
        if "NAME" in kind and including:
            return None
        kind_f = _choice_filter(f"{kind} monster", rest)
        if kind_f is None or this_card or including:
            return None
        extra = [c("only", kind_f)]
    elif this_card:
        if place.name not in ("field", "either_field"):
            return None  # ("from your hand or field, including this card": where?)
        extra = [c("this_card")]
    elif including:
        inc = _choice_filter(including, rest) if including.endswith(" monster") else None
        if inc is None:
            return None
        extra = [c("including", inc)]
    return [c("fusion_summon", flt, place, *extra)]


# "Immediately after this effect resolves, Normal Summon 1 "X" monster (from your hand)" (asp/effects/summon_negation.lp
# summon_after_resolving(normal, Filter)): a Normal Summon outside the resolution, of a monster of that kind. ("you can
# Normal Summon": optional, "Normal Summon/Set", "except "X"": not read.)
_NORMAL_AFTER = re.compile(r"^immediately after this effect resolves, normal summon (?:1|one) (.+?)(?: from your hand)?$")


# "Immediately after this effect resolves, Synchro Summon (1 X Synchro Monster) using this card you control"
# (summon_after_resolving(synchro, Filter, this_card)).
_SYNCHRO_AFTER = re.compile(r"^immediately after this effect resolves, synchro summon (?:(?:1|one) (?:(.+?) )?synchro monster,? )?"
                            r"using this card you control$")


# "..., Synchro Summon 1 X Synchro Monster, using only "Y" monsters you control" (summon_after_resolving(synchro, Filter,
# only(Filter))).
_SYNCHRO_ONLY = re.compile(r"^immediately after this effect resolves, synchro summon (?:1|one) (?:(.+?) )?synchro monster,? "
                           r"using only (.+?) monsters you control$")


def normal_after(part: str, ctx) -> list[Symbol] | object:
    names = re.findall(r'"([^"]+)"', ctx.raw or "")
    m = _SYNCHRO_AFTER.fullmatch(part)
    if m:
        what = m.group(1)
        flt = c("monster_card") if what is None else _choice_filter(f"{what} monster", names)
        return None if flt is None else [c("summon_after_resolving", "synchro", flt, "this_card")]
    m = _SYNCHRO_ONLY.fullmatch(part)
    if m:
        what, only = m.groups()
        if what and "NAME" in what or only.count("NAME") != len(names):
            return None
        flt = c("monster_card") if what is None else _choice_filter(f"{what} monster", [])
        uses = _choice_filter(f"{only} monster", names)
        return None if flt is None or uses is None else [c("summon_after_resolving", "synchro", flt, c("only", uses))]
    m = _NORMAL_AFTER.fullmatch(part)
    if not m:
        return NOT_MINE
    what = m.group(1)
    names = re.findall(r'"([^"]+)"', ctx.raw or "")
    flt = _choice_filter(what, names) if what.endswith(" monster") or what == "monster" else None
    return None if flt is None else [c("summon_after_resolving", "normal", flt)]


# "..., but its/their effects are negated" after a Special Summon (negation_status.lp negate_card_effects(summoned, _)).
_SUMMONED_NEGATED = re.compile(r"^(?:(its|their) effects are negated|negate (its|their) effects|(it|they) (?:has|have) (?:its|their) effects negated)$")


def _summoned(ctx, many: bool) -> bool:
    """"its/their effects are negated" means the monsters the clause just before Special Summoned: every Summon
    of the effect is there; "its" is one monster (the target, if there are targets), "their" several."""
    sels = ctx.last_summon_sels
    if not sels or ctx.summons != len(sels):
        return False
    if sels == ["deck(1)"]:  # "summoned" picks every monster it Summoned: the template may cover "1 X and 1 Y from your Deck"
        return not ctx.targets
    if sels == ["tokens(1)"]:  # "Special Summon 1 "X Token" ..., but it cannot attack"
        return not many and not ctx.targets
    if len(sels) == 1 and sels[0].startswith(("deck(", "tokens(")):  # "Special Summon 2 ... from your Deck": "their"
        return many and not ctx.targets and sels[0] != "tokens(1)"
    if ctx.many_slot and sels == ["target(1)"]:
        return many  # the cards of the slot of "any number of" cards: "their", not "its"
    if not many:
        # (with targets: the one target Summoned, or this card once every target has moved off: "return it to the
        # Extra Deck, and if you do, Special Summon this card, but negate its effects")
        return len(sels) == 1 and (not ctx.targets or sels == ["target(1)"] or sels == ["self"] and _targets_moved(ctx)) \
            and not sels[0].startswith("chosen(2")
    # ("Special Summon both it and this card, but their effects are negated": this card and its targets, all Summoned)
    return len(sels) > 1 and all(x.startswith("target(") or x == "self" for x in sels) or len(sels) == 1 and sels[0].startswith("chosen(2")
def _targets_moved(ctx) -> bool:
    """Every target was moved by an earlier operation of the effect (to where, the Summon of this card did not take it)."""
    return all(f"target({s})" in ctx.moved for s in range(1, ctx.targets + 1))


# "destroy all monsters your opponent controls": every card of a group
# (asp/chain/operations.lp all(Filter); battle/stats.lp where(Filter)).
_GROUPS: dict[str, Symbol] = {
    "monsters on the field": c("monsters_on_field"),
    "monsters your opponent controls": c("where", c("controlled_by", "opponent")),
    "monsters you control": c("where", c("controlled_by", "own")),
    "face-up monsters your opponent controls": c("where", c("both", c("face_up_monster"), c("controlled_by", "opponent"))),
    "face-up monsters you control": c("where", c("both", c("face_up_monster"), c("controlled_by", "own"))),
    "face-up monsters on the field": c("where", c("face_up_monster")),
    "attack position monsters your opponent controls": c("opponents_attack_position_monsters"),
    "your opponent's attack position monsters": c("opponents_attack_position_monsters"),
    "spells and traps your opponent controls": c("opponent_spell_traps"),
    "spell and trap cards your opponent controls": c("opponent_spell_traps"),
    "spells/traps your opponent controls": c("opponent_spell_traps"),
    "spells and traps on the field": c("spell_traps_on_field"),
    "spell and trap cards on the field": c("spell_traps_on_field"),
    "spells/traps on the field": c("spell_traps_on_field"),
    "cards on the field": c("cards_on_field"),
    "cards your opponent controls": c("opponent_cards"),
}
# "all monsters your opponent currently controls lose 1000 ATK until the end of this turn": every face-up monster of
# the group when the effect resolves (asp/chain/operations.lp all(Filter), battle/stats.lp res_change: the monsters
# there at resolution). Only with "currently": "for the rest of this turn, all monsters ..." may reach monsters that
# come later, which a resolved change does not (stats13).
_GROUP_STAT = re.compile(r"^(?:make )?all (monsters you currently control|monsters your opponent currently controls"
                         r"|face-up monsters you currently control|face-up monsters your opponent currently controls) "
                         rf"(gain|lose)s? (\d+) (atk and def|atk/def|atk|def)(,? until the end of this turn)?{_EVEN_IF}$")
_ALL = re.compile(r"^(destroy|banish) all (" + "|".join(re.escape(g) for g in _GROUPS) + r")$")


@lru_cache(maxsize=None)
def _declared(kind: str) -> frozenset[str]:
    return frozenset(vocabulary().names(kind))


def _declared_ops() -> frozenset[str]:
    return _declared("op")


@lru_cache(maxsize=1)
def _verbs() -> list[tuple[str, re.Pattern, list[tuple[bool, bool, re.Pattern]], object]]:
    """Each verb: its pattern, compiled for "this card" and for each kind of pronoun (many, targets only)."""
    out = []
    for pat, make in _VERBS + [(pat, make) for pat, name, make in _IF_DECLARED if name in _declared_ops()]:
        prons = [(many, only, re.compile(pat.replace("{P}", pron))) for many, only, pron in
                 ((False, False, _ONE), (True, False, _MANY), (False, True, _TARGET_ONE), (True, True, _TARGET_MANY), (True, True, _ALL_OF))]
        out.append((pat, re.compile(pat.replace("{P}", r"this (?:banished |face-up )?card")), prons, make))
    return out


# Operations with a number (N: the number in the text).
_NUMBERED: list[tuple[str, object]] = [
    (r"(?:you )?takes? (\d+) damage", lambda n: [c("damage_you", n)]),
    (r"inflict (\d+) damage to you", lambda n: [c("damage_you", n)]),
    (r"each player takes (\d+) damage", lambda n: [c("damage_opponent", n), c("damage_you", n)]),
    (r"inflict (\d+) damage to each player", lambda n: [c("damage_opponent", n), c("damage_you", n)]),
    (r"increase your life points by (\d+) points", lambda n: [c("gain_lp", "you", n)]),
    (r"you gain (\d+) life points", lambda n: [c("gain_lp", "you", n)]),
]
# Negating what the effect responds to: the Summon or activation (asp/chain/operations.lp
# negate(responded); effects/summon_negation.lp for Summons); "it" then is its card.
_NEGATE = re.compile(r"^negate (?:the|that|this) (?:special summon|normal summon|normal or special summon|summon|activation|"
                     r"card activation|activation of that card|activation of that effect|activation of that spell card|"
                     r"activation of that trap card|activation of that spell/trap card)$")


_CARD = r"(?:card|monster|effect|spell|trap|spell card|trap card|spell/trap card|monster effect|card or effect|spell/trap card or effect)"
# A head about one activation and nothing else: "When your opponent activates a Spell Card".
_ACTIVATION_HEAD = re.compile(rf"^(?:once per turn, )?when (?:your opponent|a player|either player) activates an? (?:[a-z]+ )?{_CARD}"
                              rf"|^(?:once per turn, )?when an? (?:opponent's )?(?:[a-z]+ )?{_CARD} is activated"
                              r"|^(?:once per turn, )?when (?:a monster your opponent controls|an opponent's monster|a monster) activates its effect$")


# "Special Summon it, but banish it when it leaves the field" (asp/effects/replacement.lp summon_rider/3, where declared).
# "Special Summon this card, but banish this card when it leaves the field": the same, where that one Summon is of this card.
_RIDER = re.compile(r"^banish (?:it|them|(this card)) when (?:it|they) leaves? the field$")
# "Special Summon it, but place it on the bottom of the Deck when it leaves the field" (replacement.lp r_deck_rider, where declared).
# ("(even if this card leaves the field)": so it is, a lasting effect of the resolved effect, not of this card)
_DECK_RIDER = re.compile(r"^place it on the bottom of the deck when it leaves the field(?: \(even if this card leaves the field\))?$")
# "Set 1 Trap from your hand. It can be activated this turn": the one card the effect Sets (asp/chain/placements.lp
# r_set_ready, where declared).
_SET_READY = re.compile(r"^(?:it|that set card) can be activated this turn$")
# "Special Summon 1 ... from your hand, ignoring its Summoning conditions": the effect's one Special Summon is not bound
# by the monster's Summoning conditions (asp/legality/summon_conditions.lp r_ignoring_summoning_conditions, where declared).
_IGNORING = re.compile(r"^(special summon .+), ignoring (?:its|their) summoning conditions$")
# "Special Summon it (but banish it when it leaves the field), then ...": the rider in brackets, said as ", but ..."
# (PSCT puts it in brackets where a "then" or "and if you do" follows); only a rider read here, and only where
# the bracket closes the step or its clause (", and if you do", ", then"): "(but negate its effects) or add it ..." is not.
# A rider that is an operation of its own (a negation, a restriction) before ", and if you do" is not: the
# compiler would make what follows depend on the rider rather than on the Summon.
_PAREN_RIDER = re.compile(r" \(but ([^()]+)\)(?=(,? and if you do)|,|\.|$)", re.I)


def paren_rider(step: str) -> str:
    """The step with a bracketed rider on a Summon or Set said as ", but ..." (the clause after it unchanged)."""
    def plain(m: re.Match) -> str:
        inner = " ".join(m.group(1).lower().split())
        riders = (_RIDER, _DECK_RIDER) if m.group(2) else (_RIDER, _DECK_RIDER, _SUMMONED_NEGATED, _CANNOT_ATTACK)
        return f", but {m.group(1)}" if any(r.fullmatch(inner) for r in riders) else m.group(0)
    return _PAREN_RIDER.sub(plain, step)


# "it cannot attack this turn": a lasting restriction (asp/effects/restrictions.lp restrict/2) on the card the pronoun
# certainly means, or on the monsters the clause before Special Summoned (operations.lp restriction_whom summoned).
# With no duration ("Special Summon it, but it cannot attack"), only on the monsters Summoned: while each stays that
# face-up card on the field (operations.lp r_restriction_on_summoned).
_CANNOT_ATTACK = re.compile(r"^(it|they|that monster|this card|that target) cannot (attack|attack directly|declare an attack)"
                            r"( this turn| for the rest of this turn)?$")
# "Special Summon it, but it cannot activate its effects this turn": the same lasting restriction (activate(any): no
# activation of that card, while it stays that card: operations.lp restricted_by card(Y)) on the monsters Summoned only.
_CANNOT_ACTIVATE_ITS = re.compile(r"^(it|they) cannot activate (?:its|their) effects( this turn| for the rest of this turn)?$")
# "Target 1 monster you control; it is treated as a Tuner this turn" (asp/effects/treated_as_tuner.lp, where declared):
# the one target, not a monster the effect Summoned or moved.
_AS_TUNER = re.compile(r"^(it|that target|that face-up monster|that monster) is treated as a tuner(?: monster)? this turn$")
# "Special Summon 4 "Sheep Tokens" (...). They cannot be Tributed for a Tribute Summon": a restriction on the monsters
# Summoned while each stays on the field (restrictions.lp r_cannot_be_tributed).
_CANNOT_TRIBUTE = re.compile(r"^(it|they|this token|these tokens) cannot be tributed( for a tribute summon)?$")
# "Special Summon it, but destroy it during the End Phase": an operation set up for later (operations.lp delayed(end_phase, Op)).
_DELAYED = re.compile(r"^(?:(destroy|banish) (it|them)|(it is|they are) (destroyed|banished)|return (it|them) to (?:the|its owner's|their owners') hands?)"
                      r" during the end phase(?: of this turn)?$")
# "take control of it (until the End Phase)", "until the End Phase, take control of that target" (operations.lp take_control/2;
# with no duration, control has no end).
_CONTROL = re.compile(rf"^take control of ({_ONE}|{_TARGET_ONE})(,? until the end phase)?$|^(until the end phase), take control of ({_ONE}|{_TARGET_ONE})$")
_ATTACK_WHAT = {"attack": "declare_attack", "declare an attack": "declare_attack", "attack directly": "attack_directly"}
# "Your opponent cannot activate cards or effects in response to this effect's activation" (asp/chain/timing.lp,
# effects/restrictions.lp no_response/3): a fact of the effect, not an operation.
_NO_RESPONSE = re.compile(r"^(your opponent cannot|neither player can) activate (cards or effects|spell/trap cards|spell cards|trap cards|"
                          r"monster effects|the targeted card) in response to this (?:effect's|card's) activation$")
_RESPONSE_CLASS = {"cards or effects": None, "spell/trap cards": "spell_trap_card", "spell cards": "spell_card", "trap cards": "trap_card",
                   "monster effects": "monster_effect"}
# Cards picked on resolution (asp/chain/choices.lp: the scenario names them): from the hand, GY, field,
# or the Deck with another of these ("from your hand or Deck": the Deck alone stays a Deck action, templates.py).
# "Special Summon 1 "X" from your Extra Deck": a Special Summon by the effect, not a Fusion/Synchro/Xyz/Link Summon
# (asp/chain/choices.lp place extra_deck); "(this is treated as a ... Summon)" or "by using ... as material" is not read here.
_ZONES = r"(?:hand|deck|gy|banishment|face-up field|extra deck)(?:(?:,| or|, or) (?:hand|deck|gy|banishment|face-up field|extra deck)){0,2}"
# "1 of your banished X", "1 of your X that is banished or in your GY": the same choice among the banished cards one owns
# ("from your GY or banishment"), rewritten into that form before matching.
_OF_YOUR = re.compile(r"^(special summon|add) (1|one|2|two) of your (?:banished (.+?)|(.+?) that (?:is|are) banished(?:,? or in your "
                      rf"({_ZONES}))?)(?=$|,| to your hand| in )")
_CHOICE = re.compile(rf"^(special summon|discard|add|send|banish|destroy|return|shuffle|place|set) (1|one|2|two) (.+?)(?: (?:directly )?from your ({_ZONES})| on the (field))?"
                     r"( to your hand| to the gy| to the hand| into the deck| on (?:the )?(?:top|bottom) of (?:the|your) deck)?"
                     rf"( {_POSITION})?(, except (?:NAME|an? [^,]+?))?( {_POSITION})?$")
_CHOICE_VERB = {  # (verb, where they go) -> (op, the places it may pick from)
    ("special summon", ""): ("special_summon", {"hand", "gy", "deck", "banished", "extra_deck"}), ("banish", ""): ("banish", {"hand", "gy", "field", "face_up_field"}),
    ("discard", ""): ("discard", {"hand"}), ("add", " to your hand"): ("add_to_hand", {"gy", "deck", "banished"}),
    ("send", " to the gy"): ("send_to_gy", {"hand", "field", "face_up_field", "deck"}), ("destroy", ""): ("destroy", {"field"}),
    ("return", " to the hand"): ("return_to_hand", {"field"}), ("shuffle", " into the deck"): ("return_to_deck", {"hand", "gy", "field", "face_up_field"}),
    ("set", ""): ("set_on_field", {"hand", "gy", "deck"}),  # a Spell/Trap only (asp/chain/placements.lp)
    ("place", " on the top of the deck"): ("return_to_deck", {"hand", "gy", "field"}),
    ("place", " on the bottom of the deck"): ("return_to_deck", {"hand", "gy", "field"}),
}


def _place(zones: list[str]) -> Symbol:
    """"from your hand, Deck, or GY": either(hand, either(deck, gy))."""
    return c(zones[0]) if len(zones) == 1 else c("either", c(zones[0]), _place(zones[1:]))


def _choice_filter(what: str, names: list[str]) -> Symbol | None:
    """The filter of "1 "X" monster" (names: the quoted names of the clause, in order)."""
    plural = r"s?"
    if rx.fullmatch(rf"cards?", what):
        return c("any_card")
    if rx.fullmatch(rf"monsters?", what):
        return c("monster_card")
    if len(names) < 1:
        return _phrase_filter(what, names)
    if rx.fullmatch(rf"NAME monster{plural}", what):
        return c("both", c("monster_card"), c("name_has", String(names[0])))
    if rx.fullmatch(rf"NAME cards?", what):
        return c("name_has", String(names[0]))
    if what == "NAME":
        return c("card_named", String(names[0]))
    return _phrase_filter(what, names) or alternatives(what, names, _choice_filter)


# The card kind of a noun phrase as a filter that holds off the field too (asp/chain/choices.lp, battle/stats.lp).
_KIND_FILTER = {"monster": c("monster_card"), "effect_monster": c("both", c("monster_card"), c("subtype", "effect")),
                "spell": c("card_type", "spell"), "trap": c("card_type", "trap"),
                "spell_trap": c("either", c("card_type", "spell"), c("card_type", "trap")), "card": None}


@lru_cache(maxsize=1)
def _type_words() -> dict[str, str]:
    out = {}
    for t in _declared("monster_type"):
        out[t.replace("_", " ")] = out[t.replace("_", "-")] = t
    return out


def _phrase_filter(what: str, names: list[str]) -> Symbol | None:
    """"1 Level 4 or lower WATER "X" monster": the kind and every filter of the
    phrase (heads.noun_phrase), or None when a word of it has no filter."""
    np = noun_phrase(what, names, _type_words(), _declared("attribute"))
    if np is None or np[2] != what.count("NAME") or np[0] not in _KIND_FILTER:
        return None
    kind, filters, _ = np
    if any(f.name == "position" for f in filters):
        return None  # a battle position: only on the field
    parts = [f for f in (_KIND_FILTER[kind], *filters) if f is not None]
    if not parts:
        return c("any_card")
    out = parts[-1]
    for f in reversed(parts[:-1]):
        out = c("both", f, out)
    return out


def _spell_trap(flt: Symbol) -> bool:
    """The filter holds only for Spells/Traps (its kind is card_type spell/trap, or either of them)."""
    if flt.name == "both":
        return any(_spell_trap(a) for a in flt.arguments)
    if flt.name == "either":
        return all(_spell_trap(a) for a in flt.arguments)
    return flt.name == "card_type"


# "destroy 1 other FIRE monster in your hand": a choice that cannot pick this card (asp/chain/choices.lp choice_other).
_OTHER = re.compile(r"^(\w+(?: summon)?) (1|one|2|two) other ")


# "Special Summon 1 "X" from your Extra Deck (this is treated as a Synchro Summon)": that Summon is one of that kind
# (asp/effects/summon_negation.lp summon_treated_as/3). (An Xyz Summon transfers materials: not read.)
_TREATED_AS = re.compile(r"^(.+) \(this is treated as an? (fusion|synchro) summon\)$")


def choice(part: str, ctx, treated: bool = False) -> list[Symbol] | None:
    as_kind = _TREATED_AS.fullmatch(part)
    if as_kind and "summon_treated_as" in _declared("fact"):
        done = choice(as_kind.group(1), ctx, treated=True)
        sel = done[0].arguments[0] if done and len(done) == 1 and done[0].name == "special_summon" else None
        if sel is None or sel.name != "chosen" or str(sel.arguments[1]) != "extra_deck":
            return None
        ctx.effect_facts.append(("summon_treated_as", c(as_kind.group(2))))
        return done
    other = _OTHER.match(part)
    if other and "choice_other" in _declared("fact"):
        done = choice(f"{other.group(1)} {other.group(2)} {part[other.end():]}", ctx)
        if done and len(done) == 1 and done[0].arguments[0].name == "chosen":
            ctx.effect_facts.append(("choice_other", done[0].arguments[0]))
            return done
        return None
    of = _OF_YOUR.match(part)
    if of:
        verb, n, banished, what, more = of.groups()
        part = f"{verb} {n} {banished or what} from your banishment{' or ' + more if more else ''}{part[of.end():]}"
    m = _CHOICE.fullmatch(part)
    if not m:
        return None
    verb, n, what, zone, field, dest, pos, but, pos2 = m.groups()
    if dest:  # "on top of your Deck": the same as "on the top of the Deck" for a card of your own
        dest = re.sub(r"^ on (?:the )?(top|bottom) of (?:the|your) deck$", r" on the \1 of the deck", dest)
    zones = [{"banishment": "banished", "face-up field": "face_up_field", "extra deck": "extra_deck"}.get(z, z) for z in re.split(r",? or |, ", zone)] if zone else [field or "hand"] if verb == "discard" or field else []
    if pos and pos2 or not zones or len(set(zones)) != len(zones) or zones == ["deck"]:
        return None  # (the Deck alone: a Deck action, templates.py)
    pos = pos or pos2
    op, places = _CHOICE_VERB.get((verb, dest or ""), (None, set()))
    if op is None or not set(zones) <= places or op not in _declared_ops() or (pos and op != "special_summon"):
        return None
    if "extra_deck" in zones and ctx.treated_as_summon and not treated:
        return None  # "(This is treated as a Fusion Summon.)": a proper Summon of its kind, which is not read
    names = re.findall(r'"([^"]+)"', ctx.raw or "")
    if len(names) != part.count("NAME"):
        return None
    flt = _choice_filter(what, names)
    if flt is None or (op == "set_on_field" and not _spell_trap(flt)):
        return None
    if but == ", except NAME":
        flt = c("both", flt, c("card_not_named", String(names[-1])))
    elif but:  # ", except a Level 8 monster": not one of those (asp/chain/targets.lp non/1)
        other = _phrase_filter(but.split(" ", 3)[3], [])
        if other is None:
            return None
        flt = c("both", flt, c("non", other))
    sel = c("chosen", int(n) if n.isdigit() else {"one": 1, "two": 2}[n], _place(zones), flt)
    if op == "special_summon":
        return [_summon(sel, pos)]
    if verb == "place":  # on the top or bottom of the Deck (asp/events/returns.lp)
        return [c(op, sel, dest.split()[2])]
    return [c(op, sel)]


def head_referent(head: str | None) -> str | None:
    """What "it" can only mean by the head (normalised): "self" when the head
    speaks of this card and of no other card ("If this card is discarded to
    the GY"); "responded" when it speaks of one activation and nothing else
    ("When your opponent activates a Spell Card": its card, the link below)."""
    if not head:
        return None
    h = head.replace("(quick effect)", "").strip().rstrip(",").strip()
    if _ACTIVATION_HEAD.fullmatch(h):
        return "responded"
    if not rx.search(r"\bthis (?:set |face-up (?:attack position )?)?card\b", h):
        return None
    rest = re.sub(r"\bthis (?:set |face-up (?:attack position )?)?card\b", "", h)
    rest = re.sub(r"\bis selected as an attack target\b", "", rest)  # the attack's target: this card
    rest = re.sub(r"\b(?:in|from|to) (?:the|your|its owner's) (?:spell & trap zone|monster zone|pendulum zone)\b", "", rest)  # zones, not cards
    rest = re.sub(r"\bby (?:an? )?(?:your opponent's |an opponent's |opponent's )?(?:card|monster|spell|trap|spell/trap) effects?\b", "", rest)  # how, not a card
    rest = re.sub(r"\bby the effect of an? NAME (?:card|monster)\b", "", rest)  # whose effect moved this card: how, not a card it means
    if rx.search(r"\b(?:monsters?|cards?|targets?|spells?|traps?|materials?|them|they|NAME)\b|\(s\)", rest):
        return None
    return "self"


# States of the turn and of the Life Points that a head may add to its activation without naming a card.
_CARDLESS_STATES = frozenset({"opponent_turn", "your_turn", "during_battle_phase", "opponent_battle_phase", "opponent_main_phase",
                              "your_main_phase", "lp_higher_than_opponent", "lp_lower_than_opponent"})


def activation_referent(head: str | None, conditions: list[Symbol], costs: list[str]) -> str | None:
    """"responded" when the head's compiled conditions are one activation it responds to and only states that name no
    card ("During your opponent's turn, when your opponent activates a monster effect on the field (Quick Effect)"),
    and no cost names a card besides this card: "it", "that monster" is the card of that activation (card_of(responded),
    as head_referent)."""
    if not head or rx.search(r"\bthis (?:set |face-up )?card\b", head) or any(_NOUNS.search(_COST_SELF.sub("", x)) for x in costs):
        return None
    names = [x.name for x in conditions]
    if _ACTIVATED_WHILE.search(head.replace("(quick effect)", "").strip()):
        # "When a monster effect is activated on your opponent's field while you control 2 or more Fusion Monsters": the
        # cards the state counts are not the activation's card (as condition_referent's "while you control "X"")
        names = [n for x, n in zip(conditions, names) if not (n == "count_at_least" and str(x.arguments[0]) == "own")]
    if names.count("responds_to_activation") == 1 and all(n in _CARDLESS_STATES for n in names if n != "responds_to_activation"):
        return "responded"
    return None


# "... is activated ..., while you control 2 or more Fusion Monsters" (head_grammar.py count_at_least(own, ...)).
_ACTIVATED_WHILE = re.compile(r"\bactivate[sd]? [^,]*?,? while you control (?:an? |\d+ or more )[^,]+$")


# "that monster" after a head that names one card besides this card: the card of the event ("When your opponent
# Special Summons a monster(s)", "When an opponent's monster declares an attack": asp/chain/operations.lp event_card)
# or the monster this card battles ("At the start of the Damage Step, if this card battles a LIGHT monster": battle_opponent).
_DEMONSTRATIVE = re.compile(r"\b(the monster that destroyed (?:it|this card)|that monster\(s\)|that card\(s\)|that opponent's monster"
                            r"|the attacking monster|that monster|that card|those monsters)(?!\w)")  # (not \b: "that monster(s)" ends in ")")
_BATTLE_CONDITIONS = ("in_battle_with", "battled_with", "attacking")
_BY_BATTLE_WITH = re.compile(r"\bis destroyed by battle with an opponent's monster\b")
# Cards a cost may name that are never the card of the event or battle ("detach 1 material from this card").
_COST_SELF = re.compile(r"\b(?:\d+ )?(?:xyz )?materials? from this card\b|\bthis (?:card|monster)\b")
_WHILE_CONTROL = re.compile(r",? while you control (?:a |an )?(?:face-up )?NAME(?: card| monster)?$")
_NOUNS = re.compile(r"\b(?:monsters?|cards?|targets?|spells?|traps?|materials?|tokens?)(?:\(s\)|\b)|\bNAME\b")


def condition_referent(head: str | None, conditions: list[Symbol], costs: list[str]) -> tuple[str, frozenset[str], frozenset[str], bool] | None:
    """What "that monster" (and which such phrases) can only mean by the head's compiled conditions: the selector
    and the phrases, or None. The head names exactly one card besides this card (its event's, or this card's
    battle opponent)."""
    if not head:
        return None
    h = re.sub(r"\bthis (?:set |face-up )?card\b", "", head.replace("(quick effect)", ""))
    if any(x.name == "count_at_least" and str(x.arguments[0]) == "own" for x in conditions):
        # "when an opponent's monster declares an attack, while you control "X"": the card of a state the head
        # counts (head_grammar.py count_at_least), no card of the event or battle "that monster" could mean
        h = _WHILE_CONTROL.sub("", h)
    own = [x for x in conditions if x.name == "own_in_battle" and str(x.arguments[0]) == "opponent"]
    if len(own) == 1 and len(_NOUNS.findall(re.sub(r"\bNAME (?=monster\b)", "", h))) == 2 and "this card" not in head and all(
            x.name not in ("if_event", "when_event") + _BATTLE_CONDITIONS for x in conditions):
        # "if your "X" monster battles an opponent's monster": that opponent's monster ("that monster" may be yours)
        return _unpaid("opponent_battler", frozenset({"that opponent's monster"}), costs, True)
    events = [x for x in conditions if x.name in ("if_event", "when_event")]
    if _BY_BATTLE_WITH.search(h) and len(_NOUNS.findall(re.sub(r"\bNAME (?=monster\b)", "", _BY_BATTLE_WITH.sub("", h)))) <= 1 and len(events) == len(conditions) == 1 \
            and events[0].arguments[0].name == "ev" and str(events[0].arguments[0].arguments[0]) == "destroyed":
        # "When this card / your "X" monster is destroyed by battle with an opponent's monster": that opponent's
        # monster is the one that destroyed it ("that monster" may be either)
        return _unpaid("battle_destroyer", frozenset({"that opponent's monster"}), costs, True)
    if (len(events) == len(conditions) == 1 and events[0].arguments[0].name == "ev" and str(events[0].arguments[0].arguments[0]) == "destroyed"
            and str(events[0].arguments[0].arguments[1]) == "self" and "by_battle" in str(events[0].arguments[0].arguments[2])):
        # "If this card is destroyed by battle: Destroy the monster that destroyed it": the monster that destroyed it
        return _unpaid("battle_destroyer", frozenset({"the monster that destroyed it", "the monster that destroyed this card"}), costs, True)
    if (len(events) == len(conditions) == 1 and events[0].arguments[0].name == "ev"
            and str(events[0].arguments[0].arguments[0]) == "declared_attack" and "attack_on(" in str(events[0].arguments[0].arguments[2])):
        # "When a "X" monster you control is targeted for an attack: Destroy the attacking monster": the attacker is the
        # card of the attack declaration (the monster the head names is the attack target: "that monster" is not read)
        return _unpaid("event_card", frozenset({"the attacking monster"}), costs, True)
    if len(_NOUNS.findall(h)) != 1:
        return None
    battles = [x for x in conditions if x.name in _BATTLE_CONDITIONS]
    if len(battles) == 2 and c("attacking", "any") in battles and any(x.name == "in_battle_with" for x in battles):
        battles.remove(c("attacking", "any"))  # "if this card attacks an opponent's monster": the monster it battles
    if battles and not events and len(battles) == 1 and "this card" in head:
        b = battles[0]
        if b.name == "attacking" and b.arguments[0].name != "where":
            return None  # "if this card attacks": no other monster named (a direct attack too)
        return _unpaid("battle_opponent", frozenset({"that monster", "that opponent's monster"}), costs, True)
    if len(events) != 1 or battles:
        return None  # ("this card" in the head is then not the event's card: "if this card destroys a monster by battle")
    ev = events[0].arguments[0]
    if ev.name == "declared_attack" and str(ev.arguments[0]) == "opponent":  # (asp/events/events.lp pattern_as)
        kind, who = "declared_attack", "opponents"
    elif ev.name == "destroyed_opponent_by_battle":  # its event is the opponent's monster's (asp/battle/damage_step.lp)
        kind, who = "destroyed", "opponents"
    elif ev.name == "ev" and ev.arguments[0].type == SymbolType.Function:
        kind, who = ev.arguments[0].name, str(ev.arguments[1])
    else:
        return None
    if "self" in who or kind in ("activated", "resolved", "drew", "gained_lp", "took_damage", "paid_lp"):
        return None  # (an activation's card: card_of(responded), head_referent)
    if kind == "declared_attack" and "attack_on(" in str(ev):
        return None  # "When your monster is targeted for an attack": the monster named is not the event's (the attacker)
    phrases = {"that monster", "that monster(s)", "those monsters"} if kind != "declared_attack" else {"that monster"}
    if "this card" not in head and not rx.search(r"\(s\)|s\b", _NOUNS.search(h).group(0)):
        phrases.add("it")  # "When an opponent's monster declares a direct attack: Destroy it": the one card the head names
    if kind == "declared_attack":
        phrases.add("the attacking monster")
    if who == "opponents" or who.startswith("all_of(") and "opponents" in who.split(","):
        phrases.add("that opponent's monster")
    return _unpaid("event_card", frozenset(phrases), costs, kind == "declared_attack")


def _unpaid(sel: str, phrases: frozenset[str], costs: list[str], on_field: bool) -> tuple[str, frozenset[str], frozenset[str], bool]:
    """The selector, the phrases that mean its card, the phrases that may, and whether the card is on the field
    (the attacker, the monster this card battles): with a cost naming a card besides this card, "that monster"
    could be the paid card; "that opponent's monster", "the attacking monster" cannot."""
    paid = [_COST_SELF.sub("", x) for x in costs if _NOUNS.search(_COST_SELF.sub("", x))]
    if paid and not any(_NOUNS.search(_SPELL_TRAP.sub("", x)) for x in paid):
        # "discard this card and 1 Spell; destroy that monster(s)": a paid Spell/Trap is no monster
        return sel, frozenset(p for p in phrases if "monster" in p), phrases, on_field
    if paid:
        return sel, phrases & {"that opponent's monster", "the attacking monster"}, phrases, on_field
    return sel, phrases, phrases, on_field


_SPELL_TRAP = re.compile(r"\b(?:\d+|an?) (?:spell/trap|spell|trap)(?: cards?|s)?\b")


_DETACH = re.compile(r"detach (?:1|one|\d+) (?:xyz )?materials? from this card")
_OFF_FIELD_EVENTS = ("destroyed", "sent_to_gy", "banished")


def field_it(head: str | None, conditions: list[Symbol], costs: list[str]) -> bool:
    """"It gains 500 ATK", "it can make a second attack": an operation only a face-up monster on the field takes.
    Its "it" is this card when every other card the head and the costs name is off the field by then: the
    materials a cost detaches from this card, or the one card of an event that took it off the field ("If this
    card destroys a monster by battle", "If this attacking card destroys an opponent's monster by battle": the
    monster it destroyed). (Yugipedia "ATK": a monster's ATK matters on the field.)"""
    head = head and re.sub(r"\bthis attacking card\b", "this card", head)
    text = " ".join([head or ""] + costs)
    if not re.search(r"\bthis card\b", text) or any(_NOUNS.search(x) and not _DETACH.fullmatch(x) for x in costs):
        return False
    if any(re.search(r"\bthis card\b", x) and not _DETACH.fullmatch(x) for x in costs):
        return False  # a cost that moves this card ("banish this card from your GY")
    nouns = len(_NOUNS.findall(re.sub(r"\bthis (?:set |face-up )?card\b", "", head or "")))
    events = [x for x in conditions if x.name in ("if_event", "when_event")]
    if nouns == 0:
        return not events and rx.search(r"\bthis card\b", head or "") is None  # no head of this card's own: only its cost
    ev = events[0].arguments[0] if len(events) == 1 and nouns == 1 else None
    return ev is not None and (ev.name == "destroyed_opponent_by_battle" or ev.name == "ev" and ev.arguments[0].type == SymbolType.Function
                                   and ev.arguments[0].name in _OFF_FIELD_EVENTS and "self" not in str(ev.arguments[1])
                                   or ev == _BY_THIS_ATTACKER)


# "If this attacking card destroys an opponent's monster by battle" (heads.py; with the condition attacking(any)).
_BY_THIS_ATTACKER = c("ev", "destroyed", "opponents", c("all_of", "by_battle", "by_self"))


def _phrase(part: str) -> str | None:
    m = _DEMONSTRATIVE.search(part)
    return m.group(1) if m else "it" if re.search(r"\bit\b", part) else None


def referents(ctx, many: bool, targets_only: bool = False, phrase: str | None = None, on_field: bool = False) -> list[Symbol] | None:
    """The selectors a pronoun stands for, or None when the text does not
    determine them. "that target" needs no more than the targets; "it" also
    needs that nothing else it could mean came up earlier in the effect;
    "that monster" after a head naming one card (condition_referent) is that
    card when the effect has no targets (with targets, as before: the target).
    on_field: the operation works only on cards on the field ("destroy it"): cards
    an earlier operation sent to the GY or banished are not what it means."""
    if ctx.unclear and not targets_only and not (on_field and not ctx.vague and ctx.targets):
        return None  # (on_field: the cards brought in are in the GY or banished, the targets only can be on the field)
    phrase = phrase or ctx.phrase
    if phrase == "it" and (ctx.moved or ctx.summons):
        phrase = None  # "Special Summon this card, and if you do, it gains 1000 ATK": the card it Summoned, or the head's?
    if ctx.head_card and phrase in ctx.head_card[2] and not targets_only and not ctx.negates and not ctx.targets:
        if phrase not in ctx.head_card[1]:
            return None  # the card paid as a cost or the head's card?
        return None if ctx.head_card[0] in ctx.moved else [c(ctx.head_card[0])]
    if phrase and phrase.startswith("the monster that destroyed"):
        return None  # only the head's card (condition_referent), never a target or this card
    if phrase == "the attacking monster" or phrase == "that opponent's monster" and (
            ctx.head_card or ctx.targets != 1 or any(side != "opponent" for _, _, side in ctx.target_places)):
        return None  # "that opponent's monster": the one target, an opponent's monster
    sels = None
    if ctx.targets and ctx.many_slot:  # "them": every card of the slot of "any number of" cards; "it": none of them
        sels = [c("target", 1)] if many else None
    elif ctx.targets:
        if many and ctx.targets > 1:
            sels = [c("target", s) for s in range(1, ctx.targets + 1)]
        elif not many and ctx.targets == 1:
            sels = [c("target", 1)]
    elif many or targets_only:
        return None
    elif ctx.negates or ctx.head_ref == "responded":
        sels = [c("card_of", "responded")]
    elif ctx.head_ref == "self":
        sels = [c("self")]
    if sels and any(str(s) in ctx.moved for s in sels):
        return None  # the card is now where an earlier operation put it: a new card no selector names yet
    return sels


def _sets_spell_trap(sels: list[Symbol], ctx, your_field: bool) -> bool:
    """"Set it": a Spell/Trap Card Setting itself, or a targeted Spell/Trap in a GY or banished (asp/chain/placements.lp
    Sets Spells/Traps only): your own, or any with "to your field" (where it goes when it is not yours is not read)."""
    if sels == [c("self")]:
        return ctx.card_type != "monster"
    places = ctx.target_places
    return (sels == [c("target", 1)] and bool(places) and all(k in ("spell", "trap", "spell_trap") and z in ("gy", "banished")
                                                                 and (s == "own" or your_field) for k, z, s in places))


# "Special Summon 2 "X Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0) in Defense Position to your opponent's field"
# (asp/chain/tokens.lp); "up to", "as many as possible" or statistics given otherwise are not read.
_TOKENS = re.compile(r"special summon (\d+|one|two|three|four|five) NAME \((.+?)(?<!/tuner)(/tuner)?/([a-z]+)/level (\d+)/atk (\d+)/def (\d+)\)"
                     r"(?: in (attack|defense) position)?(?: to (your|your opponent's|both players') (?:field|side of the field)s?)?"
                     r"(?: in (attack|defense) position)?")
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_TOKEN_SIDE = {None: "you", "your": "you", "your opponent's": "opponent", "both players'": "both"}


def tokens(part: str, ctx) -> list[Symbol] | None:
    m = _TOKENS.fullmatch(part)
    names = re.findall(r'"([^"]*)"', ctx.raw)
    if not m or len(names) != 1 or not names[0].endswith(("Token", "Tokens")) or m.group(8) and m.group(10):
        return None
    name = names[0].removesuffix("s")  # "2 "Sheep Tokens"": each is a "Sheep Token"
    kind = _type_words().get(m.group(2).removesuffix("-type"))
    if kind is None or m.group(4) not in _declared("attribute"):
        return None
    n = _COUNTS.get(m.group(1)) or int(m.group(1))
    token = c("tuner_token" if m.group(3) else "token", String(name), kind, m.group(4), *(int(m.group(i)) for i in (5, 6, 7)))
    return [c("special_summon_tokens", n, token, _TOKEN_SIDE[m.group(9)], m.group(8) or m.group(10) or "chosen")]


def ignoring(part: str, ctx, inner) -> list[Symbol] | None | object:
    """"Special Summon ..., ignoring its Summoning conditions": the one Special Summon inner(clause) reads, with the
    rider (the effect's only Special Summon so far; compiler.py withholds it if the effect Special Summons again)."""
    m = _IGNORING.fullmatch(part)
    if not m or "ignoring_summoning_conditions" not in _declared("summon_rider"):
        return NOT_MINE
    saved = copy.deepcopy(ctx.__dict__)
    done = inner(m.group(1))
    if ctx.summons or not (done and len(done) == 1 and done[0].name in _SUMMONS + _DECK_SUMMONS):
        ctx.__dict__.update(saved)  # what the inner reading noted ("Special Summon both": summon_together) goes with it
        return None
    ctx.effect_facts.append(("summon_rider", c("ignoring_summoning_conditions")))
    ctx.ignoring = ctx.raw
    return done


# "Special Summon both (those targets)" after two targets, "Special Summon both this card and that monster" after one:
# Summoned together or not at all (asp/chain/operations.lp summon_together/2, r_summon_together).
_SUMMON_BOTH = re.compile(r"^special summon both(?: (?P<two>those targets|targets|those monsters)| (?P<pair>this card and (?:that monster|that target|it)"
                   rf"|(?:it|that monster|that target) and this card))?(?: to your field)?(?P<pos> {_POSITION})?$")
# "Special Summon both this card (from your hand) and 1 "X" monster from your hand or GY": this card and a card picked on
# resolution (choice below), together.
_SUMMON_BOTH_AND = re.compile(rf"^special summon both this card(?: from your (?:hand|gy))?,? and (?P<rest>(?:1|one) .+?)(?:,? (?P<pos>{_POSITION}))?$")


def both(part: str, ctx) -> list[Symbol] | None | object:
    m = _SUMMON_BOTH.fullmatch(part) or _SUMMON_BOTH_AND.fullmatch(part)
    if not m or "summon_together" not in _declared("fact"):
        return NOT_MINE
    if ctx.summons:
        return None  # (which of the effect's Special Summons go together: only the first is read)
    if m.re is _SUMMON_BOTH_AND:
        picked = choice(f"special summon {m['rest']}", ctx)
        if not picked or len(picked) != 1 or picked[0].arguments[0].name != "chosen" or len(picked[0].arguments) != 1:
            return None  # (from the Deck alone: a Deck action no selector names; a position for the second alone)
        if ctx.card_type != "monster" or "self" in ctx.moved:
            return None
        sels = [c("self"), picked[0].arguments[0]]
    elif m["pair"]:
        sels = referents(ctx, False, "target" in m["pair"])
        if sels != [c("target", 1)] or ctx.card_type != "monster" or "self" in ctx.moved:
            return None
        sels = [c("self")] + sels
    else:
        sels = referents(ctx, True, True)
        if not sels or len(sels) != 2:
            return None  # ("reveal this card and 1 monster in your hand; Special Summon both": no selector names the revealed card)
    ctx.effect_facts.append(("summon_together", None))
    return [_summon(s, m["pos"]) for s in sels]


# "Place 2 Spell Counters on it" (of a monster the head names as this card), "place 1 counter on this card":
# counters on this card only (asp/chain/counters.lp r_op_place_counters); on another card the card must be
# one that can hold that kind (Yugipedia "Spell Counter"), which the text does not say: not read.
_PLACE_COUNTERS = re.compile(r"^place (\d+|one|two|three) (?:([a-z.]+) )?counter(s?) on (this card|it)(?: \(max\. (\d+)\))?$")


# "Remove 1 counter from this card" as an operation (asp/chain/counters.lp r_op_remove_counter); one counter
# only: what "remove 2" does with 1 on the card is not sourced.
_REMOVE_COUNTER = re.compile(r"^remove (?:1|one) (?:([a-z.]+) )?counter from this card$")


def place_counters(part: str, ctx) -> list[Symbol] | None | object:
    """place_counters_on_self(kind, N) ("counter": counters simply named so), place_counters_on_self_max(kind,
    N, M) for "(max. M)", remove_counter_from_self(kind), None when "it" may be another card, NOT_MINE for other clauses."""
    m = _REMOVE_COUNTER.fullmatch(part)
    if m:
        kind = (m.group(1) or "counter").replace(".", "")
        if kind not in _declared("counter_kind"):
            return NOT_MINE
        return [c("remove_counter_from_self", kind)] if "self" not in ctx.moved else None
    m = _PLACE_COUNTERS.fullmatch(part)
    if not m:
        return NOT_MINE
    n = {"one": 1, "two": 2, "three": 3}.get(m.group(1)) or int(m.group(1))
    kind = (m.group(2) or "counter").replace(".", "")
    most = int(m.group(5)) if m.group(5) else None
    if kind not in _declared("counter_kind") or (n == 1) == (m.group(3) == "s") or (most is not None and most < n):
        return NOT_MINE
    if m.group(4) == "this card":
        sels = [c("self")] if "self" not in ctx.moved else None
    else:
        sels = referents(ctx, False, on_field=True)
        if not sels and ctx.field_it and not (ctx.targets or ctx.unclear or "self" in ctx.moved):
            sels = [c("self")]  # (field_it)
    if sels != [c("self")]:
        return None
    return [c("place_counters_on_self", kind, n) if most is None else c("place_counters_on_self_max", kind, n, most)]


def op_clause(part: str, ctx) -> list[Symbol] | None | object:
    """The operations of one clause (normalised: compiler._norm), None when
    it speaks of cards it cannot determine, NOT_MINE for clauses of other
    kinds."""
    ctx.phrase = _phrase(part)  # the demonstrative the clause's pronoun may be (referents)
    rider = _RIDER.fullmatch(part)
    # ("banish them when they leave the field": every monster the effect Special Summoned, the clause before, _summoned)
    them = rider and part.startswith("banish them") and not ctx.sets and _summoned(ctx, True)
    if rider and (ctx.summons + ctx.sets == 1 or them) and "summon_rider" in _declared("fact") and (
            not rider.group(1) or ctx.last_summon_sels == ["self"]):
        ctx.effect_facts.append(("summon_rider", c("banish_when_leaves")))  # the card the one Special Summon (or Set) of the effect places
        return []
    if _DECK_RIDER.fullmatch(part) and ctx.summons + ctx.sets == 1 and "deck_when_leaves" in _declared("summon_rider"):
        ctx.effect_facts.append(("summon_rider", c("deck_when_leaves")))  # the card the one Special Summon (or Set) places
        return []
    if _SET_READY.fullmatch(part) and ctx.sets == 1 and not ctx.summons and "activatable_this_turn" in _declared("summon_rider"):
        ctx.effect_facts.append(("summon_rider", c("activatable_this_turn")))
        return []
    m = _NO_RESPONSE.fullmatch(part)
    if m:
        who, what = m.groups()
        if what == "the targeted card":
            if who != "your opponent cannot" or ctx.targets != 1 or ctx.many_slot:
                return None
            ctx.effect_facts.append(("no_response", c("targeted", 1)))
            return []
        cls = _RESPONSE_CLASS[what]
        if who == "your opponent cannot":
            ctx.effect_facts.append(("no_response", c("opponent") if cls is None else c("opponent_class", cls)))
        else:
            ctx.effect_facts.append(("no_response", c("anyone") if cls is None else c("class", cls)))
        return []
    made = tokens(part, ctx)
    if made is not None:
        return made
    done = both(part, ctx)
    if done is not NOT_MINE:
        return done
    picked = choice(part, ctx)
    if picked is not None:
        return picked
    done = ritual(part, ctx)
    if done is not NOT_MINE:
        return done
    done = fusion(part, ctx)
    if done is not NOT_MINE:
        return done
    done = normal_after(part, ctx)
    if done is not NOT_MINE:
        return done
    done = battle_op(part, ctx)
    if done is not NOT_MINE:
        return done
    done = place_counters(part, ctx)
    if done is not NOT_MINE:
        return done
    for pat, make in _NUMBERED:
        m = rx.fullmatch(pat, part)
        if m:
            return make(int(m.group(1)))
    if _NEGATE.fullmatch(part):
        ctx.negates = True
        return [c("negate", "responded")]
    m = _ALL.fullmatch(part)
    if m:
        return [c(m.group(1), c("all", _GROUPS[m.group(2)]))]
    m = _GROUP_STAT.fullmatch(part)
    if m:
        group, verb, n, stat, until = m.groups()
        sel = c("all", _GROUPS[group.replace(" currently", "")])
        return [c("change_stat", sel, st, c("gain", int(n) * (-1 if verb == "lose" else 1)), _duration(until)) for st in _STATS[stat]]
    m = _MAKE_GAIN.fullmatch(part)
    if m:
        return op_clause(f"{m.group(1)} {m.group(2)}s {m.group(3)}", ctx)
    front = _FRONT.fullmatch(part)
    if front:  # "this turn, it gains 500 ATK": as "it gains 500 ATK until the end of this turn", where a pattern below reads it
        for moved in (f"{front.group(1)} until the end of this turn", f"{front.group(1)} this turn"):
            if any(r.fullmatch(moved) for r in (_CHANGE_TO, _BECOME_BOTH, _STAT, _HALVE, _HALVE_SELF, _HALVE_BOTH, _INDESTRUCTIBLE)):
                return op_clause(moved, ctx)
    m = _HALVE.fullmatch(part)
    if m:
        stats = {x for x in (m.group("s1"), m.group("s2"), m.group("s3"), m.group("s4"), m.group("s5")) if x}
        sels = referents(ctx, False, "target" in part)
        if len(stats) != 1 or not sels:
            return None
        return [c("change_stat", sels[0], stats.pop(), "double" if m.group("d") else "halve", _duration(m.group("u") or m.group("dc")))]
    m = _HALVE_SELF.fullmatch(part) or _HALVE_BOTH.fullmatch(part)
    if m:
        self_ = m.re is _HALVE_SELF
        sels = ([c("self")] if "self" not in ctx.moved else None) if self_ else referents(ctx, False, "target" in part, on_field=True)
        if not sels:
            return None
        how, stats = (m.group("v"), [m.group("s")]) if self_ else ("halve", ["atk", "def"])
        return [c("change_stat", sels[0], st, how, _duration(m.group("u") or m.group("dc"))) for st in stats]
    m = _INDESTRUCTIBLE.fullmatch(part) or _NO_TARGET_THIS_TURN.fullmatch(part)
    if m:
        sels = (([c("self")] if "self" not in ctx.moved else None) if m.group(1) == "this card"
                else referents(ctx, False, m.group(1).startswith(("that target", "the target"))))
        if not sels or sels[0].name not in ("target", "self"):
            return None
        if m.re is _NO_TARGET_THIS_TURN:
            return [c("restrict", c("cannot", "target_by_opponent", sels[0]), "end_of_turn")]
        # by battle: battle/damage_step.lp's op, as the hand-written cards have it; by card effects: restrictions.lp
        cause = "opponent_effect" if "opponent's" in m.group(2) else "effect"
        return ([c("cannot_be_destroyed_by_battle", sels[0])] if "battle" in m.group(2) else []) + (
            [c("restrict", c("cannot", c("destroyed", cause), sels[0]), "end_of_turn")] if "effects" in m.group(2) else [])
    m = _UNAFFECTED.fullmatch(part)
    if m and (m.group(2) is None or m.group(2) != "card effects" or part.endswith("except its own")):  # "card effects": only with "except its own"
        who = m.group(1)
        sels = (([c("self")] if "self" not in ctx.moved else None) if who.startswith("this ")
                else referents(ctx, False, "target" in who, on_field=True))
        if not sels:
            return None
        flt = c("others") if m.group(2) else c("kind", _UNAFFECTED_KINDS[m.group(3)])
        return [c("make_unaffected", sels[0], flt, "end_of_turn")]
    m = _CHANGE_TO.fullmatch(part) or _BECOME_BOTH.fullmatch(part) or _MAKE_CALC.fullmatch(part)
    if m:
        sels = (([c("self")] if "self" not in ctx.moved else None) if m.group(1) == "this card's"
                else referents(ctx, False, "target" in m.group(1), on_field=True))
        if m.re is _BECOME_BOTH:
            return None if not sels else [c("change_stat", sels[0], st, c("becomes", int(m.group(2))), _duration(m.group(3))) for st in ("atk", "def")]
        return None if not sels else [c("change_stat", sels[0], m.group(2), c("becomes", int(m.group(3))), _duration(m.group(4)))]
    m = _EQUIPPED_STAT.fullmatch(part)
    if m and ctx.just_equipped:
        n = int(m.group(2)) * (-1 if m.group(1) == "loses" else 1)
        return [c("change_stat", c("target", 1), st, c("gain", n), "while_equipped") for st in _STATS[m.group(3)]]
    m = _STAT.fullmatch(part) or _LEVEL.fullmatch(part) or _SECOND_ATTACK.fullmatch(_SECOND_FRONT.sub(r"\1 during each battle phase this turn", _THIS_BP.sub(" during the battle phase this turn", part)))
    if m:
        who = m.group(2) if m.re is _LEVEL else m.group(1)
        sels = (([c("self")] if "self" not in ctx.moved else None) if who.startswith("this card")
                else referents(ctx, False, "target" in who, on_field=m.re is _STAT))
        if not sels and m.re is not _LEVEL and who == "it" and ctx.field_it and not (ctx.targets or ctx.unclear or "self" in ctx.moved):
            sels = [c("self")]  # (field_it)
        if not sels:
            return None
        if m.re is _SECOND_ATTACK:
            return [c("extra_attack", sels[0], 1)]
        last = m.group(m.lastindex)
        duration = _duration(last if last and ("until" in last or "damage calculation" in last) else None)
        if m.re is _LEVEL:
            n = int(m.group(4)) * (-1 if m.group(1) == "reduce" else 1)
            return [c("change_stat", sels[0], m.group(3), c("gain", n), duration)]
        n = int(m.group(3)) * (-1 if m.group(2) == "loses" else 1)
        return [c("change_stat", sels[0], st, c("gain", n), duration) for st in _STATS[m.group(4)]]
    m = _BOTH.fullmatch(part)
    if m:  # "destroy both it and this card": the two at once
        verb, one, other, rest = m.groups()
        parts = [f"{verb} {x}{rest}" for x in (one, other)]
        done = [op_clause(x, ctx) for x in parts]
        return None if any(d is None or d is NOT_MINE for d in done) else done[0] + done[1]
    if _SUMMON_REST.fullmatch(part):
        return _summon_rest(part, ctx.raw or "")
    m = _SET_REST.fullmatch(part)
    if m and part.count("for the rest of this turn") == 1:
        what = "set" if m.group(2) == "cards" else "set_spell_trap"
        return [c("restrict", c("cannot", what, "you" if m.group(1) == "you" else "opponent"), "end_of_turn")]
    if _ADD_SELF_FROM_GY.fullmatch(part):
        if "self" in ctx.moved:
            return None
        ctx.activate_from.append("gy")  # the card is in the GY: the effect is activated there
        return [c("add_to_hand", c("self"))]
    if _SET_SELF_FROM_GY.fullmatch(part):
        if "self" in ctx.moved or ctx.card_type == "monster":
            return None
        ctx.activate_from.append("gy")
        return [c("set_on_field", c("self"))]
    m = _SUMMON_EQUIP.fullmatch(part)
    if m and ctx.self_equip and ctx.targets == 1 and [k[:2] for k in ctx.target_places] in ([("monster", "gy")], [("monster", "banished")]):
        summon = op_clause(m.group(1), ctx)
        ok = isinstance(summon, list) and len(summon) == 1 and summon[0].name == "special_summon" and summon[0].arguments[0] == c("target", 1)
        return summon + [c("equip", c("self"), c("target", 1))] if ok else None
    m = _EQUIP_SELF.fullmatch(part) or _EQUIP_TO_SELF.fullmatch(part) or _EQUIP_WITH_SELF.fullmatch(part)
    if m:
        on_field = ctx.self_equip and m.re is not _EQUIP_TO_SELF and not _EQUIP_FROM.match(part)
        if on_field and ctx.last_summon_sels == ["target(1)"] and m.group(1) == "it" and ctx.targets == 1 and (
                [k[:2] for k in ctx.target_places] in ([("monster", "gy")], [("monster", "banished")])):
            return [c("equip", c("self"), c("target", 1))]  # "Special Summon it, and if you do, equip it with this card"
        if ctx.card_type != "monster" and not on_field and not (
                ctx.equip_spell_in_gy and m.re is not _EQUIP_TO_SELF and not _EQUIP_FROM.match(part)):
            return None  # a Spell/Trap equipped by another effect of its own from the field: not modelled (asp/battle/equip.lp)
        sels = referents(ctx, False, m.group(1).startswith(("that target", "the target")))
        if not sels:
            return None
        if on_field:  # a Trap's or Equip Spell's activation equips the card to its one face-up target (equip.lp self_equip)
            if sels != [c("target", 1)] or ctx.targets != 1 or [k[:2] for k in ctx.target_places] != [("monster", "monster_zone")]:
                return None
            return [c("equip", c("self"), sels[0])]
        if m.re is _EQUIP_TO_SELF:
            return [c("equip", sels[0], c("self"))]
        frm = _EQUIP_FROM.match(part)
        if frm:  # activated where the card is: its hand (or GY), and the field if it says so
            ctx.activate_from += ["hand" if frm.group(1) == "hand" else "gy"]
            if frm.group(2):
                ctx.activate_from += ["gy" if frm.group(2) == "gy" else "monster_zone"]
        return [c("equip", c("self"), sels[0])]
    m = _DELAYED.fullmatch(part)
    if m:
        verb = m.group(1) or {"destroyed": "destroy", "banished": "banish"}.get(m.group(4)) or "return_to_hand"
        many = (m.group(2) or m.group(3) or m.group(5)) in ("them", "they are")
        if _summoned(ctx, many):
            sels = [c("summoned")]
        elif ctx.last_summon_sels:
            return None  # (right after a Summon, "it" may be the monster Summoned or a target: not guessed)
        else:
            sels = referents(ctx, many)
            if not sels or any(x.name not in ("target", "self") for x in sels):
                return None
        return [c("delayed", "end_phase", c(verb, x)) for x in sels]
    m = _CONTROL.fullmatch(part)
    if m:
        who, until = m.group(1) or m.group(4), m.group(2) or m.group(3)
        sels = referents(ctx, False, who.startswith(("that target", "the target")))
        return None if not sels or sels[0].name != "target" else [c("take_control", sels[0], "until_end_phase" if until else "while_on_field")]
    m = _CANNOT_TRIBUTE.fullmatch(part)
    if m:
        of_tokens = ctx.last_summon_sels[:1] and ctx.last_summon_sels[0].startswith("tokens(")
        if not _summoned(ctx, m.group(1) in ("they", "these tokens")) or "token" in m.group(1) and not of_tokens:
            return None
        what = "be_tributed_for_tribute_summon" if m.group(2) else "tribute"
        return [c("restrict", c("cannot", what, c("summoned")), "while_on_field")]
    m = _CANNOT_ATTACK.fullmatch(part)
    if m:
        who, what, turn = m.groups()
        if _summoned(ctx, who == "they") and (who != "this card" or ctx.last_summon_sels == ["self"]):
            return [c("restrict", c("cannot", _ATTACK_WHAT[what], c("summoned")), "end_of_turn" if turn else "while_on_field")]
        if who == "they" or not turn or who != "this card" and ctx.last_summon_sels:
            return None  # (right after a Summon, "it" may be the monster Summoned or a target: not guessed)
        sels = ([c("self")] if "self" not in ctx.moved else None) if who == "this card" else referents(ctx, False, who == "that target")
        if not sels or sels[0].name not in ("target", "self"):
            return None
        return [c("restrict", c("cannot", _ATTACK_WHAT[what], sels[0]), "end_of_turn")]
    m = _AS_TUNER.fullmatch(part)
    if m and "treat_as_tuner" in _declared_ops():
        sels = None if ctx.last_summon_sels or ctx.summon_unread else referents(ctx, False, "target" in m.group(1), on_field=True)
        return [c("treat_as_tuner", sels[0])] if sels == [c("target", 1)] and "target(1)" not in ctx.moved else None
    m = _CANNOT_ACTIVATE_ITS.fullmatch(part)
    if m:  # (after anything but a Summon, "it" may be any card: not read)
        return [c("restrict", c("cannot", c("activate", "any"), c("summoned")), "end_of_turn" if m.group(2) else "while_on_field")] \
            if _summoned(ctx, m.group(1) == "they") else None
    m = _ATTACH_SELF.fullmatch(part) or _ATTACH_TO_SELF.fullmatch(part)
    if m:
        who = m.group(1)
        many = bool(rx.fullmatch(f"{_MANY}|{_TARGET_MANY}", who))
        sels = referents(ctx, many, who.startswith(("that target", "the target", "those targets", "both targets")))
        if not sels or c("self") in sels:
            return None
        return [c("attach", c("self"), sels[0])] if m.re is _ATTACH_SELF else [c("attach", s, c("self")) for s in sels]
    m = _DAMAGE_DESTROYED.fullmatch(part)
    done = _damage_destroyed(m, ctx) if m else None
    if done is not None:  # (no destroy just before: "that monster's original ATK" may be of a monster on the field, _DAMAGE_OF)
        return done
    m = _GAIN_EQUAL.fullmatch(part)
    if m:
        return _gain_equal_to(m, ctx)
    m = _GAIN_PER_MOVED.fullmatch(part)
    if m:
        return _gain_per_moved(m, ctx)
    m = _DAMAGE_PER.fullmatch(part)
    if m and (done := _damage_per(m, ctx)) is not None:
        return done
    m = _DAMAGE_OF.fullmatch(part)
    if m:
        verb, stat = "gain_lp_equal_to" if m.group(1) else "damage_opponent", "original_atk" if m.group(3) else "atk"
        sels = referents(ctx, False, "target" in m.group(2), on_field=True)
        if sels == [c("target", 1)] and ctx.last_ops is None and [k[:2] for k in ctx.target_places] == [("monster", "gy")]:
            return [c(verb, c("stat_in_gy", sels[0], stat))]  # the one target in the GY, read first: its printed ATK
        if m.group(4):
            return None
        on_field = sels and (sels[0].name == "target" and all(z == "monster_zone" for _, z, _ in ctx.target_places)
                             or ctx.head_card is not None and sels[0] == c(ctx.head_card[0]) and ctx.head_card[3])
        if not on_field or sels[0].name == "target" and not m.group(3) and ctx.last_ops is not None:
            # (a target's current ATK after another clause: atk_of_target, which Magic Cylinder's hand-written facts order
            # after "negate the attack" by a step of its own, where the compiler reads "and if you do" as one step: not read
            # here; read first, it is the target's ATK at resolution)
            return None
        return [c(verb, c("stat_of", sels[0], stat))]
    if _CHANGE_ITS.fullmatch(part):
        sels = [c("self")] if "this card's" in part else referents(ctx, False, "target" in part)
        return None if sels is None else [c("change_position", sels[0], "opposite")]
    m = _SUMMONED_NEGATED.fullmatch(part)
    if m and _summoned(ctx, bool({"their", "they"} & set(m.groups()))):
        # "Special Summon it, but negate its effects": the monsters it Summoned, now on the field
        return [c("negate_card_effects", c("summoned"), "while_on_field")]
    if (m and part in ("negate its effects", "its effects are negated") and ctx.last_summon_sels == ["target(1)"] and ctx.targets == 1
            and ctx.summons > 1 and not ctx.many_slot and not ctx.summon_unread and "summoned_of" in _declared("target_slot")):
        # "Special Summon this card, and if you do, Special Summon that monster, but negate its effects": the target the
        # clause just before Summoned, not this card (asp/effects/negation_status.lp summoned_of)
        return [c("negate_card_effects", c("summoned_of", c("target", 1)), "while_on_field")]
    if m and part in ("negate its effects", "its effects are negated") and not (ctx.last_summon_sels or ctx.summon_unread or ctx.summons) \
            and _FRONT_REACHES.fullmatch(ctx.step.strip(" ,.")) and ctx.step.strip(" ,.").endswith(part) \
            and not _DURATION_WORDS.search(ctx.step.removeprefix("until the end of this turn, ")):
        # "until the end of this turn, that target gains 400 ATK, but its effects are negated": the duration said first
        # reaches the negation too (_FRONT_REACHES)
        sels = referents(ctx, False, "target" in part)
        return [c("negate_card_effects", x, "end_of_turn") for x in sels] if sels and all(x.name == "target" for x in sels) else None
    if m and (not part.startswith(("negate", "its effects are negated")) or ctx.last_summon_sels
              or part.startswith("its") and rx.search(r"\buntil\b|\bthis turn\b|\bwhile\b|\bduring\b|\bsummon", ctx.step)):
        # (right after a Summon, "negate its effects" may mean the monster Summoned or a target: not guessed; "until the
        # end of this turn, that target gains 400 ATK, but its effects are negated": the duration may reach it; after a
        # Summon not understood, "its" may be the monster Summoned)
        return None
    m = _NEGATE_ITS.fullmatch(part) or _NEGATED_ITS.fullmatch(part) or _NEGATE_THEIR.fullmatch(part)
    if m:
        if ctx.summon_unread or not m.group(1) and rx.search(r"\buntil\b|\bthis turn\b", ctx.step):
            # (the monster a Summon not understood placed is a new card "its" may mean; "until the end of this turn,
            # change its ATK to 0, also negate that face-up monster's effects": the duration may reach the negation)
            return None
        sels = referents(ctx, m.re is _NEGATE_THEIR, "target" in part)
        if not sels or any(x.name != "target" for x in sels):  # negate_card_effects/2 takes a target slot
            return None
        duration = "end_of_turn" if m.group(1) else "while_on_field"
        return [c("negate_card_effects", x, duration) for x in sels]
    m = _THAT_FILTERED.fullmatch(part)
    if m:
        return _event_cards_where(m, ctx)
    for pat, self_re, prons, make in _verbs():
        m = self_re.fullmatch(part)
        if m:
            op = make(c("self"), m)
            return None if op.name == "set_on_field" and ctx.card_type == "monster" else [op]
        for many, only, pron_re in prons:
            m = pron_re.fullmatch(part)
            if m:
                sels = referents(ctx, many, only, on_field=pat.startswith(("destroy", "change")))
                if sels and pat.startswith("set ") and not _sets_spell_trap(sels, ctx, bool(m.group(1))):
                    return None  # a monster, or a card on the field: not modelled (asp/chain/placements.lp)
                return None if sels is None else [make(s, m) for s in sels]
    if _PRONOUN.search(part) and referents(ctx, False, "target" in part) is None:
        return None  # "it gains 500 ATK" after "Special Summon it": the card as it is now, which no selector names
    return NOT_MINE


# A clause that may bring in cards of its own ("1 monster", "up to 2 cards", a quoted name, Tokens).
_INTRODUCES = re.compile(r"\b(?:\d+|one|two|three|up to|any number of|all|each)\b[^,;]*?\b(?:cards?|monsters?|spells?|traps?|tokens?|NAME)\b"
                         r"|\bNAME\b|\btokens?\b|\(s\)")


def _gain_equal_to(m: re.Match, ctx) -> list[Symbol] | None:
    """This card gains ATK equal to a monster's (original) ATK (_GAIN_EQUAL), or None: the one monster the clause just
    before destroyed (its original ATK), the one target in the GY or on the field, read as the damage clauses read them."""
    stat, who, original, until = m.groups()
    if "self" in ctx.moved:
        return None
    amount = None
    if ctx.last_ops is not None:
        ops = ctx.last_ops
        sel = ops[0].arguments[0] if len(ops) == 1 and ops[0].name == "destroy" else None
        if original and sel is not None and (sel.name in _ONE_CARD and not (sel.name == "target" and ctx.many_slot)
                                             or sel.name == "chosen" and sel.arguments[0] == Number(1)):
            amount = c("original_atk_of_destroyed")
    elif who != "the destroyed monster's" and ctx.targets == 1 and not ctx.many_slot:
        zones = [k[:2] for k in ctx.target_places]
        if zones == [("monster", "gy")] and referents(ctx, False, "target" in who) == [c("target", 1)]:
            amount = c("stat_in_gy", c("target", 1), "original_atk" if original else "atk")
        elif zones == [("monster", "monster_zone")] and referents(ctx, False, "target" in who, on_field=True) == [c("target", 1)]:
            amount = c("stat_of", c("target", 1), "original_atk" if original else "atk")
    return None if amount is None else [c("change_stat", c("self"), st, c("gain_equal_to", amount), "end_of_turn" if until else "while_on_field")
                                        for st in _STATS[stat]]


def _gain_per_moved(m: re.Match, ctx) -> list[Symbol] | None:
    """A gain for each card the clause just before destroyed or banished (_GAIN_PER_MOVED), or None."""
    who, verb, n, stat, kind, how, until = m.groups()
    if not ctx.last_ops or len(ctx.last_ops) != 1 or ctx.last_ops[0].name != how.removesuffix("ed"):
        return None  # (several operations: "and if you do" would follow the last one only, op_if_done)
    sels = ([c("self")] if "self" not in ctx.moved else None) if who == "this card" else referents(ctx, False, "target" in who, on_field=True)
    if not sels or sels[0].name not in ("self", "target"):
        return None
    gain = c("gain_per_moved", int(n) * (-1 if verb == "loses" else 1), how, kind)
    return [c("change_stat", sels[0], st, gain, _duration(until)) for st in _STATS[stat]]


def _damage_per(m: re.Match, ctx) -> list[Symbol] | None:
    """N damage for each card of a kind in a zone (_DAMAGE_PER), or None. Only as the effect's first operation: the
    count is of the state the effect resolves in, before any of its operations."""
    from .continuous import per_counted  # (continuous.py imports this module)
    if ctx.last_ops is not None:
        return None
    what = m.group(2)
    for pat, repl in _THEIR:
        what = re.sub(pat, repl, what)
    counted = per_counted(what, re.findall(r'"([^"]+)"', ctx.raw or ""), _type_words(), set(_declared("attribute")))
    return None if counted is None or counted.name != "count" else [c("damage_opponent", c("per_count", int(m.group(1)), counted))]


def _damage_destroyed(m: re.Match, ctx) -> list[Symbol] | None:
    """Damage from what the clause just before destroyed (_DAMAGE_DESTROYED); None when that clause was not one destroy
    operation, or, for "its original ATK", destroyed other than one card."""
    ops = ctx.last_ops
    if not ops or len(ops) != 1 or ops[0].name != "destroy":
        return None  # (several operations: "and if you do" would follow the last one only, op_if_done)
    if m.group(2):
        return [c("damage_opponent", c("per_destroyed", int(m.group(2)), m.group(3)))]
    sel = ops[0].arguments[0]
    one = sel.name in _ONE_CARD and not (sel.name == "target" and ctx.many_slot) or sel.name == "chosen" and sel.arguments[0] == Number(1)
    if not one:
        return None
    return [c("damage_opponent", "half_original_atk_of_destroyed" if m.group(1) else "original_atk_of_destroyed")]


def after(part: str, ops: list[Symbol] | None, ctx) -> None:
    """What an operation clause leaves for the pronouns after it."""
    # (the clause equipped this card to its one target, and nothing else: "It gains 1000 ATK" may follow)
    ctx.just_equipped = ops == [c("equip", c("self"), c("target", 1))] and ctx.targets == 1 or (
        ctx.just_equipped and bool(ops) and all(op.name == "change_stat" and op.arguments[3] == c("while_equipped") for op in ops))
    ctx.last_ops = ops if ops is not None else []  # (not understood: an operation came before all the same)
    if ops is None:
        ctx.last_summon_sels = []
        ctx.summon_unread = ctx.summon_unread or bool(rx.search(r"\bsummon", part))
        if _INTRODUCES.search(part) or part.startswith("equip "):  # (after an equip: see below)
            ctx.unclear = ctx.vague = True  # it may have brought in the card a later "it" means
        return
    if ops and all(rx.search(r"\bsummoned\b", str(op)) for op in ops):
        return  # "..., but their effects are negated, also they are destroyed ...": still the monsters Summoned before
    # (a Summon from the Deck names no selector: "summoned" picks what it Summoned, _summoned)
    # (Tokens: "summoned" picks the Tokens it Summoned, N to each field with "both": asp/chain/tokens.lp)
    summons = [str(op.arguments[0]) if op.name in _SUMMONS else f"deck({op.arguments[0] if op.arguments else 1})"
               if op.name in _DECK_SUMMONS else f"tokens({op.arguments[0].number * (2 if op.arguments[2].name == 'both' else 1)})"
               for op in ops if op.name in _SUMMONS + _DECK_SUMMONS + _TOKEN_SUMMONS]
    ctx.last_summon_sels = summons if ops and ops[-1].name in _SUMMONS + _DECK_SUMMONS + _TOKEN_SUMMONS else []
    for op in ops:
        first = op.arguments[0].name if op.arguments and op.arguments[0].type == SymbolType.Function else None
        ctx.summons += op.name in _SUMMONS + _DECK_SUMMONS + _TOKEN_SUMMONS
        ctx.sets += op.name in ("set_on_field", "set_from_deck")
        if op.name in _BRINGS or first == "chosen" or op.name == "equip":
            # (after an equip, "It gains 1000 ATK" is the Equip Card's lasting effect on the equipped monster: not an operation)
            ctx.unclear = True
            ctx.vague = ctx.vague or op.name not in _TO_GY_OR_BANISHED
        elif op.name in _MOVES and first in ("target", "self", "card_of", "event_card", "battle_opponent", "opponent_battler", "battle_destroyer"):
            if op.name != "change_position" or str(op.arguments[1]) == "face_down_defense":  # flipped face-up: the same card
                ctx.moved.add(str(op.arguments[0]))


# "Destroy that monster(s) with 1500 or more ATK" after "When your opponent Summons a monster(s) with 1500 or more ATK":
# those of the event's cards with that ATK when the effect resolves (asp/chain/operations.lp event_card_where).
_THAT_FILTERED = re.compile(r"^(destroy|banish) that monster\(s\) (with .+)$")


def _event_cards_where(m, ctx) -> list[Symbol] | None:
    head = ctx.head_card
    if not head or head[0] != "event_card" or "that monster(s)" not in head[1] or ctx.targets or ctx.negates or "event_card" in ctx.moved:
        return None
    np = noun_phrase(f"monster {m.group(2)}", [], _type_words(), _declared("attribute"))
    if np is None or np[0] != "monster" or len(np[1]) != 1 or np[2]:
        return None
    ctx.moved.add("event_card")  # ("and if you do, banish it": the cards it destroyed, not read)
    return [c(m.group(1), c("event_card_where", np[1][0]))]


def target_missing(part: str, ctx) -> None:
    """A cost/target clause that was not understood: if it targets, the
    targets a pronoun may mean are unknown."""
    if rx.search(r"\btarget", part):
        ctx.unclear = ctx.vague = True


# ---- battle operations (issue 15, round 4: battle4) ----------------------------------------

_BATTLE_HEAD = re.compile(r"\battack|\bbattles?\b(?! phase)|battled\b|damage calculation|damage step")


def battle_head(head: str | None) -> bool:
    """The head speaks of an attack or a battle ("When an attack is declared
    involving ...", "During damage calculation"): "that battle" is the attack
    current when the effect resolves."""
    return bool(head) and bool(_BATTLE_HEAD.search(head))


def battle_op(part: str, ctx) -> list[Symbol] | None | object:
    """Battle operations of an activated effect, NOT_MINE for other clauses."""
    if part in ("you take no battle damage from that battle", "you take no battle damage from that battle (even if this card leaves the field)"):
        return [c("no_battle_damage_from_that_battle")] if ctx.battle_head else None  # (asp/effects/battle_permissions.lp)
    m = _DIRECT_THIS_TURN.fullmatch(part)
    if m:  # (asp/effects/battle_permissions.lp r_attack_directly_this_turn)
        who = m.group(1)
        if who == "the equipped monster":  # an Equip Spell's (asp/battle/equip.lp r_equipped_selector)
            return [c("attack_directly_this_turn", c("equipped"))] if ctx.equip_spell else None
        sels = ([c("self")] if "self" not in ctx.moved else None) if who == "this card" else referents(ctx, False, "target" in who)
        if not sels and who == "it" and ctx.field_it and not (ctx.targets or ctx.unclear or "self" in ctx.moved):
            sels = [c("self")]  # (field_it)
        return [c("attack_directly_this_turn", sels[0])] if sels and sels[0].name in ("target", "self") else None
    m = _MULTI_THIS_TURN.fullmatch(part)
    if m and (m.group(1) or m.group(5)):  # (asp/effects/multiple_attacks.lp r_multi_attack_this_turn)
        who = m.group(2)
        sels = ([c("self")] if "self" not in ctx.moved else None) if who == "this card" else referents(ctx, False, "target" in who)
        if not sels and who == "it" and ctx.field_it and not (ctx.targets or ctx.unclear or "self" in ctx.moved):
            sels = [c("self")]  # (field_it)
        if not sels or sels[0].name not in ("target", "self"):
            return None
        return [c("attacks_on_monsters_this_turn", sels[0], int(m.group(3)))] if m.group(3) else [c("attack_all_this_turn", sels[0])]
    return NOT_MINE


# "this turn, it can attack all monsters your opponent controls, once each", "this card can make up to 2 attacks on
# monsters during each Battle Phase this turn" (the duration said first or last)
_MULTI_THIS_TURN = re.compile(r"^((?:for the rest of )?this turn, )?(this card|it|that target|that monster) can "
                              r"(?:make up to ([23]) attacks on monsters during each battle phase|"
                              r"attack (all monsters your opponent controls,? once each))( this turn)?$")
_DIRECT_THIS_TURN = re.compile(r"^(this card|it|that target|that monster|the equipped monster) can attack (?:your opponent )?directly this turn$")
