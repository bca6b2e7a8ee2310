"""Continuous effects: the templates that read an unactivated effect of a
face-up card ("This card can attack directly.", "Your opponent cannot target
this card with card effects.", "Monsters you control gain 300 ATK.") into
applies_continuously/3 terms (docs/card-facts.md). Each term is one the rule
base gives that meaning while the card's effects apply (asp/effects/
continuous.lp, restrictions.lp, battle_permissions.lp, asp/battle/). A text
no template matches is not guessed at: the compiler states it as not
modelled.

The text is normalised first (compiler._norm: lower case, quoted names as
NAME, no final stop).
"""

from __future__ import annotations

import re

from clingo import String, Symbol

from . import heads as H, rx
from .bodies import except_filter
from .templates import STAT_WORDS, c

SELF = c("self")

# Effects of one kind of card: "monster effects", "Spell/Trap effects", "the
# effects of Trap Cards" (asp/effects/battle_permissions.lp r_effect_kind).
KIND_WORDS = {"monster": "monster", "spell": "spell", "trap": "trap", "spell/trap": "spell_trap"}
KIND_RX = "monster|spell/trap|spell|trap"
SELF_KIND = re.compile(rf"(?:this card )?cannot be destroyed by (battle or )?(?:({KIND_RX}) effects|the effects of (spell|trap) cards)|"
                       rf"(?:(neither player) can|(your opponent) cannot) target this card with (?:({KIND_RX}) effects|(spell/trap|spell|trap) cards or effects)")


def self_kind(text: str) -> list[Symbol] | None:
    m = SELF_KIND.fullmatch(text)
    if not m:
        return None
    if m.group(4) or m.group(5):
        return [c("cannot", target_what(m.group(4), m.group(6) or m.group(7)), "self")]
    out = [c("cannot", c("destroyed", "battle"), "self")] if m.group(1) else []
    return out + [c("cannot", c("destroyed", c("kind_effect", KIND_WORDS[m.group(2) or m.group(3)])), "self")]


# Destruction replacement (asp/effects/destroy_substitute.lp, r_destroy_substitute):
# "If the equipped monster would be destroyed by battle or card effect, destroy
# this card instead", "If this face-up card would be destroyed, you can detach
# 1 material from this card instead".
SUBSTITUTE = re.compile(r"if (?:(the equipped monster|a monster equipped with this card)|this (?:face-up )?card(?: on the field)?) would be destroyed"
                        r"(?: by (battle or card effect|a card effect))?, (you can )?"
                        r"(?:(destroy this (?:equip )?card)|detach (\d) (?:xyz )?materials? from (?:this card|it)) instead")
CAUSES = {None: "any", "battle or card effect": "battle_or_effect", "a card effect": "effect"}


SUBSTITUTE_OTHER = re.compile(r"if this card would be destroyed, you can destroy another face-up NAME monster you control instead")


def substitute(text: str, names: list[str]) -> list[Symbol] | None:
    if SUBSTITUTE_OTHER.fullmatch(text) and len(names) == 1:  # The Six Samurai
        other = c("both", "face_up_monster", c("name_has", String(names[0])))
        return [c("destroy_substitute", "self", "any", c("destroy_other", other), "may")]
    m = SUBSTITUTE.fullmatch(text)
    if not m or bool(m.group(1)) != bool(m.group(4)):  # the Equip Card destroys itself; a monster detaches its own materials
        return None
    what = c("destroy_this") if m.group(4) else c("detach", int(m.group(5)))
    return [c("destroy_substitute", "equipped" if m.group(1) else "self", CAUSES[m.group(2)], what, "may" if m.group(3) else "must")]


# "Unaffected by other cards' effects", "This card is unaffected by Trap
# effects", "Unaffected by your opponent's Spell effects" (asp/effects/
# unaffected.lp r_unaffected; "Spell Cards" in older texts: the effects of
# Spell Cards, Konami's Advanced FAQ). "Activated effects" is left not
# understood: how it meets lingering and Equip Card effects is not settled.
UNAFFECTED = re.compile(r"(?:this card is )?unaffected by (?:(other cards' effects|other card effects|the effects of other cards)|"
                        r"(your opponent's card effects)|(other monsters' effects|other monster effects)|"
                        rf"(your opponent's )?(?:({KIND_RX}) effects|the effects of (spell|trap) cards|(spell|trap) cards(?: or effects)?)|"
                        r"(the effects of NAME normal traps)|the effects of (fusion|synchro|xyz|link) monsters)")


def unaffected(text: str, names: list[str]) -> list[Symbol] | None:
    m = UNAFFECTED.fullmatch(text)
    if not m:
        return None
    if m.group(9):  # "the effects of Xyz Monsters": of cards of that subtype
        return [c("unaffected", c("subtype", m.group(9)))]
    if m.group(8):  # "the effects of "Hole" Normal Traps": Normal Trap Cards whose names include "Hole"
        if len(names) != 1:
            return None
        f = c("all_of", c("kind", "trap"), c("all_of", c("subtype", "normal"), c("name_has", String(names[0]))))
    elif m.group(1):
        f = c("others")
    elif m.group(2):
        f = c("opponent")
    elif m.group(3):
        f = c("all_of", c("others"), c("kind", "monster"))
    else:
        f = c("kind", KIND_WORDS[m.group(5) or m.group(6) or m.group(7)])
        f = c("all_of", c("opponent"), f) if m.group(4) else f
    return [c("unaffected", f)]


# Whole sentences (or their ", also " parts) about this card.
CONTINUOUS: list[tuple[str, list[Symbol]]] = [
    (r"if this card attacks a defense position monster, inflict piercing battle damage(?: to your opponent)?", [c("piercing")]),
    # the same before Problem-Solving Card Text (Yugipedia "Piercing": the older wording of this effect)
    (r"during battle between this attacking card and a defense position monster whose def is lower than the atk of this card, "
     r"inflict the difference as battle damage to your opponent(?:'s life points)?|"
     r"when this card attacks with an atk that is higher than the def of (?:a|your opponent's) defense position monster, "
     r"inflict the difference as battle damage to your opponent(?:'s life points)?", [c("piercing")]),
    # asp/effects/restrictions.lp (r_cannot_be_tributed); a continuous effect applies face-up on the field only
    (r"(?:this card )?cannot be tributed(?: while face-up in the monster zone)?", [c("cannot", "tribute", "self")]),
    (r"(?:this card )?cannot be destroyed by card effects", [c("cannot", c("destroyed", "effect"), "self")]),
    (r"(?:this card )?cannot be destroyed by battle", [c("cannot", c("destroyed", "battle"), "self")]),
    # asp/battle/damage_step.lp (r_first_battle_destruction)
    (r"the first time this card would be destroyed by battle each turn, it is not destroyed|"
     r"once per turn, this card cannot be destroyed by battle", [c("first_battle_destruction_prevented")]),
    (r"(?:this card )?cannot be destroyed by battle or card effects",
     [c("cannot", c("destroyed", "battle"), "self"), c("cannot", c("destroyed", "effect"), "self")]),
    (r"(?:this card )?cannot be targeted by card effects", [c("cannot", "target", "self")]),
    (r"neither player can target this card with card effects", [c("cannot", "target", "self")]),
    (r"(?:this card )?cannot be targeted or destroyed by card effects",
     [c("cannot", "target", "self"), c("cannot", c("destroyed", "effect"), "self")]),
    (r"cards in (?:the|either player's) gy cannot be banished", [c("cannot", c("banish", "gy"), "both")]),
    # asp/effects/replacement.lp (r_banish_instead)
    (r"if this face-up card would leave the field, banish it instead", [c("banish_instead_of_leaving")]),
    # asp/effects/restrictions.lp (while_attacking: its Battle Step and Damage Step)
    (r"if this card attacks, your opponent cannot activate (?:any )?(?:spell/trap cards|spell or trap cards|spell/traps?) until the end of the damage step",
     [c("while_attacking", c("cannot", c("activate", "spell_trap_cards"), "opponent"))]),
    (r"if this card attacks, your opponent cannot activate monster effects until the end of the damage step",
     [c("while_attacking", c("cannot", c("activate", "monster_effects"), "opponent"))]),
    (r"if this card attacks, your opponent cannot activate cards or effects until the end of the damage step",
     [c("while_attacking", c("cannot", c("activate", "any"), "opponent"))]),
    # (r_restriction_while_battling: as the attacker or the attack target)
    (r"if this card battles, your opponent cannot activate (?:spell/trap cards|spell or trap cards|spell/traps?) until the end of the damage step",
     [c("while_battling", c("cannot", c("activate", "spell_trap_cards"), "opponent"))]),
    (r"if this card battles, your opponent cannot activate monster effects until the end of the damage step",
     [c("while_battling", c("cannot", c("activate", "monster_effects"), "opponent"))]),
    (r"if this card battles, your opponent cannot activate cards or effects until the end of the damage step",
     [c("while_battling", c("cannot", c("activate", "any"), "opponent"))]),
    # asp/effects/replacement.lp (r_replacement)
    (r"any card sent to the gy is banished instead", [c("replace", "any", "gy", "banished")]),
    (r"any monster sent to the gy is banished instead", [c("replace", "monsters", "gy", "banished")]),
    (r"any monster destroyed by battle is shuffled into the deck instead of going to the gy", [c("replace", "destroyed_by_battle", "gy", "deck")]),
    # asp/effects/continuous.lp (negate_effects: other cards), restrictions.lp
    (r"negate all (?:other )?trap effects on the field", [c("negate_effects", "traps_on_field")]),
    (r"trap cards, and their effects on the field, cannot be activated",
     [c("cannot", c("activate", "trap_cards"), "both"), c("cannot", c("activate", "trap_effects_on_field"), "both")]),
    (r"negate the effects of all face-up monsters while they are face-up on the field \(but their effects can still be activated\)",
     [c("negate_effects", "face_up_monsters")]),
    # asp/effects/restrictions.lp: players who cannot Tribute / banish
    (r"neither player can tribute cards", [c("cannot", "tribute", "both")]),
    (r"neither player can banish cards", [c("cannot", c("banish", "any"), "both")]),
    (r"neither player can special summon monsters", [c("cannot", c("summon", "special"), "both")]),
    # players who cannot activate cards or effects of a kind (asp/effects/restrictions.lp act_fits/2)
    (r"your opponent cannot activate monster effects", [c("cannot", c("activate", "monster_effects"), "opponent")]),
    (r"your opponent cannot activate cards or effects", [c("cannot", c("activate", "any"), "opponent")]),
    (r"your opponent cannot activate trap cards", [c("cannot", c("activate", "trap_cards"), "opponent")]),
    (r"your opponent cannot activate (?:spell/trap cards|spell or trap cards)", [c("cannot", c("activate", "spell_trap_cards"), "opponent")]),
    (r"neither player can activate monster effects", [c("cannot", c("activate", "monster_effects"), "both")]),
    (r"neither player can activate cards or effects", [c("cannot", c("activate", "any"), "both")]),
    (r"neither player can activate trap cards", [c("cannot", c("activate", "trap_cards"), "both")]),
    (r"neither player can activate (?:spell/trap cards|spell or trap cards)", [c("cannot", c("activate", "spell_trap_cards"), "both")]),
    # asp/effects/battle_permissions.lp
    (r"(?:this card )?cannot attack the turn it is summoned", [c("no_attack_summon_turn", "any")]),
    (r"(?:this card )?cannot attack the turn it is special summoned", [c("no_attack_summon_turn", "special")]),
    (r"(?:this card )?cannot attack the turn it is normal summoned", [c("no_attack_summon_turn", "normal")]),
    (r"(?:this card )?cannot attack (?:during )?the turn (?:that )?it is normal (?:summoned )?or special summoned",
     [c("no_attack_summon_turn", "normal"), c("no_attack_summon_turn", "special")]),
    (r"other monsters you control cannot (?:declare an )?attack", [c("cannot", "declare_attack", "others_own")]),
    (r"(?:this card )?cannot (?:declare an )?attack", [c("cannot", "declare_attack", "self")]),
    (r"(?:your opponent's monsters|monsters your opponent controls|your opponent) cannot target monsters for attacks, except this one|"
     r"your opponent's monsters cannot attack any monsters, except this one|"
     r"monsters your opponent controls cannot target monsters you control for attacks, except this one",
     [c("cannot", "be_attacked", "others_own")]),
    (r"(?:this card |this monster )?can attack (?:your opponent )?directly", [c("attack_directly")]),
    (r"this monster may attack your opponent's life points directly", [c("attack_directly")]),
    (r"(?:this card )?can attack your opponent's life points directly even if there is a monster on your opponent's field",
     [c("attack_directly")]),
    (r"(?:this card )?can attack while in (?:face-up )?defense position", [c("attack_in_defense")]),
    (r"(?:this card )?can make a second attack during each battle phase", [c("extra_attacks", 1)]),
    (r"(?:this card )?can attack twice during (?:each|the same) battle phase", [c("extra_attacks", 1)]),
    (r"(?:this card )?must attack,? if able", [c("must_attack")]),  # asp/effects/attack_obligations.lp
    # asp/effects/multiple_attacks.lp
    (r"(?:this card )?can attack all (?:monsters your opponent controls|your opponent's monsters),? once each", [c("attack_all")]),
    (r"(?:this card )?can make up to 2 attacks on monsters during each battle phase", [c("attacks_on_monsters", 2)]),
    (r"(?:this card )?can make up to 3 attacks on monsters during each battle phase", [c("attacks_on_monsters", 3)]),
    (r"if this card battles a monster, neither can be destroyed by that battle", [c("neither_destroyed_by_battle")]),
    (r"if this card attacks, it is changed to defense position at the end of the battle phase", [c("defense_after_attack")]),
    (r"you take no (?:battle )?damage from (?:attacks|battles) involving this card", [c("no_battle_damage", "you")]),
    (r"your opponent takes no battle damage from (?:attacks|battles) involving this card", [c("no_battle_damage", "opponent")]),
    (r"neither player takes (?:any )?battle damage from (?:attacks|battles) involving this card", [c("no_battle_damage", "each")]),
    (r"(?:this card )?cannot attack (?:your opponent )?directly", [c("cannot", "attack_directly", "self")]),
    (r"(?:your opponent's monsters|monsters your opponent controls|your opponent|monsters) cannot target this card for attacks|"
     r"your opponent cannot select this card as an attack target", [c("cannot", "be_attacked", "self")]),
    (r"(?:this card )?cannot be targeted for attacks", [c("cannot", "be_attacked", "self")]),
    (r"(?:this card )?cannot be targeted for attacks, but (?:this )?does not prevent your opponent from attacking you directly",
     [c("cannot", "be_attacked", "self"), c("allows_direct_attacks")]),  # asp/battle/damage_step.lp
    (r"your opponent cannot target this card with card effects", [c("cannot", "target_by_opponent", "self")]),
    (r"(?:this card )?cannot be targeted by (?:an|your) opponent's card effects", [c("cannot", "target_by_opponent", "self")]),
    (r"(?:this card )?cannot be destroyed by (?:an|your) opponent's card effects", [c("cannot", c("destroyed", "opponent_effect"), "self")]),
    (r"(?:this card )?cannot be targeted or destroyed by (?:an|your) opponent's card effects",
     [c("cannot", "target_by_opponent", "self"), c("cannot", c("destroyed", "opponent_effect"), "self")]),
]

# "While this card is face-up on the field, ...": a continuous effect applies
# only then anyway (asp/effects/continuous.lp, cont_on/2), so the phrase
# adds nothing. Not for a Pendulum Effect (the compiler keeps those out).
TRIVIAL_WHILE = re.compile(r"^(?:while this (?:card|monster) is|as long as this card remains) "
                           r"(?:face-up on the field|on the field|face-up in the monster zone|in (?:your|the) monster zone), ")

# "While you control a "X" monster, <continuous effect>": the effect applies
# only while the state holds (applies_while/3, asp/effects/continuous.lp),
# for the conditions judged at each step by state_holds/3.
GATE_STATE = (r"(?:you|your opponent) controls? [^,]+|(?:you|your opponent) ha(?:ve|s) [^,]+|your lp (?:is|are) [^,]+|"
              r"[^,]+ is on the field|NAME is in (?:a|your|your opponent's) field zone|"
              r"(?:this card is )?in (?:face-up )?(?:attack|defense) position|(?:this card|it) has (?:no )?(?:xyz )?materials?")
STATE_GATE = re.compile(rf"(?:while|if) ({GATE_STATE}), (.+)")
# "<continuous effect> while <state>" ("Cannot be destroyed by card effects
# while you control a Fusion Monster"): the same, the state said last.
# (Not a battle position: "This card can attack directly while in Defense
# Position" lets it attack in that position, which the gate would not say.)
SUFFIX_GATE = re.compile(rf"(.+),? while ((?!(?:this card is )?in (?:face-up )?(?:attack|defense) position)(?:{GATE_STATE}))")
GATE_CONDITIONS = {"count_at_least", "count_at_most", "count_more", "names_at_least", "lp_higher_than_opponent", "lp_lower_than_opponent"}
# States the head templates do not read (a face-up monster's position is its
# battle position: a continuous effect applies only face-up anyway).
GATE_STATES = [
    (r"you have no cards in your hand", c("count_at_most", "own", "hand", "card", 0)),
    (r"(?:this card is )?in (?:face-up )?attack position", c("self_in_position", "attack")),
    (r"(?:this card is )?in (?:face-up )?defense position", c("self_in_position", "defense")),
    (r"(?:this card|it) has (?:xyz )?materials?", c("self_materials_at_least", 1)),
    (r"(?:this card|it) has no (?:xyz )?materials?", c("self_materials_at_most", 0)),
]


MATERIALS_INTRO = re.compile(r"(?:this card )?gains (?:these |the following )?effects,? based on the number of (?:xyz )?materials attached to it")
# "This card gains the following effect, based on the number of counters on it. ● 1: ...": the effects it has with
# that many counters on it (Performapal Turn Trooper's rulings: the bullets are effects it gains by the number of
# counters on it; asp/chain/counters.lp r_counters_gained)
COUNTERS_INTRO = re.compile(r"(?:this card )?gains (?:these |the following )?effects?(?:\(s\))?,? based on the number of "
                            r"(?:([a-z]+) )?counters on it")


def count_label(label: str) -> tuple[int, bool] | None:
    """"● 2+" / "● 2 or more": (2, False), N or more; "● 2": (2, True), exactly
    that many; None for any other label."""
    m = rx.fullmatch(r"● (\d+)(\+| or more)?", " ".join(label.lower().split()))
    return None if m is None else (int(m.group(1)), m.group(2) is None)


def bullet_state(gates: list[str]) -> list[Symbol] | None:
    """"● While in Attack Position: <continuous effect>" (after "This card
    gains effects based on its battle position", or no introduction), "● 2+:
    <continuous effect>" after "This card gains effects based on the number
    of materials attached to it" ("● 2": exactly 2, at least and at most),
    "● 1:" after "... based on the number of counters on it": the states of a
    gated bullet (bullets.py) the engine judges (all must hold), or None."""
    intro = " ".join(gates[0].lower().rstrip(".:").split()) if len(gates) == 2 else ""
    if MATERIALS_INTRO.fullmatch(intro) or COUNTERS_INTRO.fullmatch(intro):
        n = count_label(gates[1])
        m = COUNTERS_INTRO.fullmatch(intro)
        if n is None or m and (m.group(1) or "counter") not in _declared("counter_kind"):
            return None
        least, most = (("self_materials_at_least", ()), ("self_materials_at_most", ())) if m is None else \
            (("self_counters_at_least", (m.group(1) or "counter",)), ("self_counters_at_most", (m.group(1) or "counter",)))
        return [c(least[0], *least[1], n[0])] + ([c(most[0], *most[1], n[0])] if n[1] else [])
    if not gates or len(gates) > 2 or (len(gates) == 2 and "battle position" not in gates[0].lower()):
        return None
    label = " ".join(gates[-1].lstrip("● ").lower().split())
    # a bare "● Defense Position:" only after "This card gains effects based on its battle position" (else it may be
    # the equipped monster's: Supermagic Sword of Raptinus)
    m = rx.fullmatch(r"(?:while (?:this card is )?in (?:face-up )?)" + ("?" if len(gates) == 2 else "") + r"(attack|defense) position", label)
    return [c("self_in_position", m.group(1))] if m else None

# "..., and it cannot ...": the second part speaks of this card again.
PRONOUN = re.compile(r"^(?:it|this card) ")
# A sentence (or part) with no subject speaks of this card ("Cannot be
# destroyed by battle"), but after ", also" of the subject before it.
SUBJECTLESS = re.compile(r"^(?:can|cannot|gains?|loses?|must|unaffected)\b")


def equipped_terms(text: str) -> list[Symbol] | None:
    """An Equip Spell's "The equipped monster cannot ...": the same
    restrictions as "This card cannot ...", on the monster it is equipped to
    (restriction whom `equipped`, asp/effects/battle_permissions.lp); "The
    equipped monster's effects are negated" (negate_effects(equipped))."""
    if text == "the equipped monster's effects are negated":
        return [c("negate_effects", "equipped")]  # asp/effects/continuous.lp r_equipped_negation
    if not text.startswith("the equipped monster cannot "):
        return None
    t = "this card " + text[len("the equipped monster "):]
    t = re.sub(r"^this card cannot attack or be targeted for an attack$", "this card cannot attack, and this card cannot be targeted for attacks", t)
    parts = [p for p in t.split(", and ")]
    out: list[Symbol] = []
    for p in parts:
        p = re.sub(r"^this card cannot attack$", "this card cannot declare an attack", p)
        if p == "this card cannot declare an attack":
            out.append(c("cannot", "declare_attack", "equipped"))
            continue
        found = next((list(ts) for pat, ts in CONTINUOUS if rx.fullmatch(pat, p)), None)
        if not found or any(x.name != "cannot" or x.arguments[1].name != "self" for x in found):
            return None
        out += [c("cannot", x.arguments[0], "equipped") for x in found]
    return out


# "You cannot Pendulum Summon (monsters), except "X" / <Type> / <Attribute>
# monsters", "... except "X" and "Y" monsters" (a monster that is either) (a
# Pendulum Effect): cannot(summon_except(pendulum, Filter), you)
# (asp/effects/restrictions.lp).
PENDULUM_EXCEPT = re.compile(r"you cannot pendulum summon(?: monsters)?,? except (.+?) monsters")


def pendulum_except(text: str, names: list[str], types: dict[str, str], attributes: set[str] = frozenset()) -> list[Symbol] | None:
    m = PENDULUM_EXCEPT.fullmatch(text)
    if not m or m.group(1).count("NAME") != len(names):
        return None
    names = list(names)
    filters = []
    for what in re.split(r" and | or ", m.group(1).replace("-type", "")):
        if what == "NAME":
            filters.append(c("name_has", String(names.pop(0))))
        elif what in types:
            filters.append(c("monster_type", types[what]))
        elif what in attributes:
            filters.append(c("attribute", what))
        else:
            return None
    if len(filters) > 2:
        return None
    f = filters[0] if len(filters) == 1 else c("either", *filters)
    return [c("cannot", c("summon_except", "pendulum", f), "you")]


# "You cannot (Neither player can) Special Summon (monsters) (from the Extra
# Deck), except "X" / <Type> / <Attribute> / Fusion monsters" (or several:
# bodies.py except_filter), "... from the Extra Deck" (no exception: no_monster):
# cannot(summon_except(special | special_from_extra_deck, Filter), you | both) while it applies (asp/effects/
# restrictions.lp r_summon_except_special, as the resolved "for the rest of
# this turn" restriction of bodies.py).
SPECIAL_EXCEPT = re.compile(r"(you cannot|neither player can) special summon(?: any)?(?: monsters)?( from the extra deck)?(?:,? except (.+?) monsters)?")


# "Neither player can Special Summon LIGHT (or DARK) monsters": every Special
# Summon except of the others, summon_except(special, non(Filter)).
SPECIAL_NONE_OF = re.compile(r"(you cannot|neither player can) special summon ([a-z]+) (?:or ([a-z]+) )?monsters")


def special_except(text: str, names: list[str]) -> list[Symbol] | None:
    m = SPECIAL_NONE_OF.fullmatch(text)
    if m and all(a is None or a in _declared_attributes() for a in m.group(2, 3)):
        flts = [c("attribute", a) for a in m.group(2, 3) if a]
        flt = flts[0] if len(flts) == 1 else c("either", *flts)
        return [c("cannot", c("summon_except", "special", c("non", flt)), "you" if m.group(1) == "you cannot" else "both")]
    m = SPECIAL_EXCEPT.fullmatch(text)
    if not m:
        return None
    if m.group(3) is None and not m.group(2):
        return None  # (no exception and not from the Extra Deck: summon(special), CONTINUOUS)
    flt = c("no_monster") if m.group(3) is None else except_filter(m.group(3), names)
    kind = "special_from_extra_deck" if m.group(2) else "special"
    return None if flt is None else [c("cannot", c("summon_except", kind, flt), "you" if m.group(1) == "you cannot" else "both")]


def _declared_attributes() -> frozenset[str]:
    return _declared("attribute")


def _declared(kind: str) -> frozenset[str]:
    from .compiler import declared  # the compiler imports this module
    return declared(kind)


# "If this card attacks (an opponent's monster), it gains N ATK during the
# Damage Step only": while(Condition, stat_change(self, ...)) (asp/battle/stats.lp).
DS_GAIN = re.compile(r"if this card attacks( an opponent's monster)?, (?:it|this card) gains (\d+) (atk|def|atk/def|atk and def) during the damage step only")


def damage_step_gain(text: str) -> list[Symbol] | None:
    m = DS_GAIN.fullmatch(text)
    if not m:
        return None
    cond = "attacking_monster_in_damage_step" if m.group(1) else "attacking_in_damage_step"
    return [c("while", cond, c("stat_change", "self", stat, c("gain", int(m.group(2))))) for stat in STAT_WORDS[m.group(3)]]


def pendulum_ok(found: list[Symbol]) -> bool:
    """Terms that mean the same from a Pendulum Zone: restrictions on players
    or on groups of monsters, changes to groups of monsters (not "this card":
    a Pendulum Scale does not battle)."""
    def ok(x: Symbol) -> bool:
        if x.name == "cannot":
            whom = x.arguments[1]
            return whom.name in ("you", "opponent", "both") or whom.name == "where"
        return x.name == "stat_change" and x.arguments[0].name == "all"
    return bool(found) and all(ok(x) for x in found)


def about_self(found: list[Symbol] | None) -> bool:
    """Every term is about this card itself (so a following "it" is this card)."""
    return bool(found) and all(x.name != "stat_change" and (x.name != "cannot" or x.arguments[1].name == "self") for x in found)


def terms(text: str, names: list[str], types: dict[str, str], attributes: set[str], after_self: bool = False,
          ctx: dict | None = None) -> list[Symbol] | None:
    """The applies_continuously terms of one normalised part of a continuous
    effect of this card, or None when it is not understood. after_self: the
    part before it ("..., also it ...") spoke of this card only. ctx: the
    group of monsters a part spoke of ("group"), for a following "they"."""
    ctx = {} if ctx is None else ctx
    grp, ctx["group"] = ctx.get("group"), None
    after_group = ctx.get("had_group", False)
    t = TRIVIAL_WHILE.sub("", text)
    if t != text:  # "While this card is face-up on the field, it cannot ...": this card
        t = PRONOUN.sub("this card ", t)
    t = re.sub(r"^this face-up card (?=cannot )", "this card ", t).replace("by battle or by card effects", "by battle or card effects")
    t = t.replace("target this card on the field with", "target this card with")  # (a continuous effect applies on the field only)
    if after_self:
        t = PRONOUN.sub("this card ", t)
    t = re.sub(r"(?<=cannot target )it(?= with card effects)", "this card", t)
    m = DURING_TURN.fullmatch(t)
    if m and ctx.get("during") is None:  # "..., during your (opponent's) turn only": while(your_turn | opponents_turn, Term)
        ctx["group"] = grp
        inner = terms(m.group(1), names, types, attributes, after_self, ctx)
        if not inner or any(x.name not in ("cannot", "stat_change") for x in inner):
            return None
        return [c("while", TURNS[m.group(2)], x) for x in inner]
    m = DURING_BATTLE.fullmatch(t)
    during = ctx.get("during")  # "During your Battle Phase, A, also B": B then too
    if m or during is not None:  # "..., during the Battle Phase (only)": while(Condition, Term) (asp/battle/stats.lp)
        ctx["during"], ctx["group"] = None, grp  # (the inner part reads the group before it)
        inner = terms(m.group(1) or m.group(4), names, types, attributes, after_self, ctx) if m else terms(t, names, types, attributes, after_self, ctx)
        cond = BATTLE_PHASES[m.group(2) or m.group(3)] if m else during
        if not inner or any(x.name not in ("cannot", "stat_change") for x in inner):
            return None
        ctx["during"] = cond if (m and m.group(3)) or during is not None else None
        return [c("while", cond, x) for x in inner]
    found = next((list(ts) for pat, ts in CONTINUOUS if rx.fullmatch(pat, t)), None)
    if found is None and grp is not None:
        found = they_terms(t, grp)
        ctx["group"] = grp if found is not None else None
    if found is None:
        found = old_increase(t, types, attributes)
    if found is None:
        found = self_stat(t) or atk_lock(t) or becomes(t, types, attributes) or self_kind(t) or substitute(t, names) or unaffected(t, names)
    if found is None:
        found = gain_per(t, names, types, attributes)
        if found is None:
            g = group_terms(t, names, types, attributes)
            found, ctx["group"] = g if g is not None else (None, None)
            ctx["had_group"] = after_group or g is not None
        if found is not None and after_group and any("others" in str(x) for x in found):
            return None  # "..., also all other monsters lose ...": other than the group before, or than this card?
    if found is None:
        found = (group_piercing(t, names, types, attributes) or level_times(t) or others_not_attacked(t, names, types, attributes)
                 or battle_with(t, names, types, attributes))
    if found is None:
        found = pendulum_except(t, names, types, attributes)
    if found is None:
        found = special_except(t, names)
    if found is None:
        found = damage_step_gain(t)
    if found is None:  # "X, and it Y" / "X, and Y" about this card: both or nothing
        for sep in (", and ", " and "):
            if sep in t:
                left, right = t.split(sep, 1)
                right = PRONOUN.sub("this card ", right)
                a = terms(left, [], types, attributes)
                b = terms(right, [], types, attributes) if about_self(a) else None
                if a is not None and b is not None:
                    return a + b
    return found


# The older wording of a group's ATK/DEF change: "Increase the ATK of all
# EARTH monsters by 500 points and decrease their DEF by 400 points" (Gaia
# Power), "... and decrease the ATK of all WIND monsters by 400 points"
# (Milus Radiant): the same terms as "All EARTH monsters gain 500 ATK".
OLD_CHANGE = r"(increase|decrease) (?:the (atk|def|atk and def) of all (.+?)|their (atk|def)) by (\d+) points"
OLD_INCREASE = re.compile(rf"{OLD_CHANGE}(?: and {OLD_CHANGE})?")


def old_increase(text: str, types: dict[str, str], attributes: set[str]) -> list[Symbol] | None:
    m = OLD_INCREASE.fullmatch(text)
    if not m or "NAME" in text or m.group(4):
        return None
    out, grp = [], None
    for i in (0, 5):
        verb, stat, who, their, n = m.groups()[i:i + 5]
        if verb is None:
            break
        change = f"{'gain' if verb == 'increase' else 'lose'} {n} {stat or their}"
        if who is not None:
            g = group_terms(f"all {who.replace('on your field', 'you control')} {change}", [], types, attributes)
            part, grp = g if g is not None else (None, None)
        else:
            part = they_terms(f"they {change}", grp) if grp is not None else None
        if part is None:
            return None
        out += part
    return out


# "<restriction / ATK change>, during the Battle Phase (only)", "During your
# Battle Phase, <...>": while(battle_phase | your_battle_phase |
# opponents_battle_phase, Term) (asp/battle/stats.lp, effects/restrictions.lp).
DURING_BATTLE = re.compile(r"(.+?),? during (the|your|your opponent's) battle phase(?: only)?|during (the|your|your opponent's) battle phase, (.+)")
BATTLE_PHASES = {"the": c("battle_phase"), "your": c("your_battle_phase"), "your opponent's": c("opponents_battle_phase")}
# "<restriction / ATK change>(,) during your (opponent's) turn (only)": while(your_turn | opponents_turn, Term) (asp/battle/stats.lp).
DURING_TURN = re.compile(r"(.+?),? during (your|your opponent's) turn(?: only)?")
TURNS = {"your": c("your_turn"), "your opponent's": c("opponents_turn")}


# "The equipped monster (A monster equipped with this card) gains 500 ATK", "This card gains 500 ATK":
# stat_change(equipped / self, Stat, gain(N)) (asp/battle/stats.lp).
SELF_STAT = re.compile(r"^(?:(the equipped monster|a monster equipped with this card) |this card )?((?:gains|loses) .+)$")


# "Monsters with 1900 or more ATK cannot declare an attack": cannot(declare_attack,
# monsters(atk_at_least(N))) (asp/effects/restrictions.lp: their current ATK).
ATK_LOCK = re.compile(r"monsters with (?:an atk equal to (\d+) or more|(\d+) or more atk) cannot (?:declare an )?attack")


def atk_lock(text: str) -> list[Symbol] | None:
    m = ATK_LOCK.fullmatch(text)
    return [c("cannot", "declare_attack", c("monsters", c("atk_at_least", int(m.group(1) or m.group(2)))))] if m else None


# "The equipped monster becomes WIND / a Dragon monster": attribute_change /
# type_change(equipped / self, ...) (asp/battle/stats.lp).
BECOMES = re.compile(r"(?:(the equipped monster)|this card) becomes (?:an? )?(.+?)(?: monster)?(?:-type)?")


def becomes(text: str, types: dict[str, str], attributes: set[str]) -> list[Symbol] | None:
    m = BECOMES.fullmatch(text)
    if not m:
        return None
    reach = c("equipped") if m.group(1) else c("self")
    what = m.group(2).removesuffix("-type")
    if what in attributes:
        return [c("attribute_change", reach, what)]
    return [c("type_change", reach, types[what])] if what in types else None


def self_stat(text: str) -> list[Symbol] | None:
    m = SELF_STAT.match(text)
    gained = amount(m.group(2)) if m else None
    if gained is None:
        return None
    reach = c("equipped") if m.group(1) else c("self")
    return [c("stat_change", reach, *g.arguments) for g in gained]


METHODS = r"(fusion|synchro|xyz|link)"
# "Cannot be used as X Material": a condition printed on the card, not an
# effect (asp/legality/material_restrictions.lp): card facts, not terms.
NOT_MATERIAL = [
    re.compile(rf"(?:this card )?cannot be used as (?:an? )?{METHODS} material(?: monster)?(?: for an? \1 summon)?"),
    re.compile(rf"(?:this card )?cannot be used as material for an? {METHODS} summon"),
]
# a list of methods: "Fusion, Synchro, or Xyz Material", "material for a Fusion, Xyz, or Link Summon"
METHOD_LIST = r"((?:fusion|synchro|xyz|link)(?:(?:, |,? or )(?:fusion|synchro|xyz|link))+)"
NOT_MATERIAL_ALL = re.compile(rf"(?:this card )?cannot be used as (?:an? )?{METHOD_LIST} material(?: for a summon)?|"
                              rf"(?:this card )?cannot be used as (?:an? )?material for an? {METHOD_LIST} summon")
NOT_MATERIAL_TURN = re.compile(rf"(?:this card )?cannot be used as (?:an? )?(?:{METHODS} material|material for an? {METHODS} summon)"
                               rf",? the turn it (?:is|was) {METHODS} summoned")


def material_facts(text: str) -> list[tuple[str, tuple]] | None:
    """The card facts (name, arguments after the key) of "Cannot be used as
    X Material [the turn it is Y Summoned]", or None."""
    t = TRIVIAL_WHILE.sub("", text)
    m = NOT_MATERIAL_ALL.fullmatch(t)
    if m:
        return [("not_material", (x,)) for x in re.findall(r"fusion|synchro|xyz|link", m.group(1) or m.group(2))]
    m = NOT_MATERIAL_TURN.fullmatch(t)
    if m:
        return [("not_material_summon_turn", (m.group(1) or m.group(2), m.group(3)))]
    for pat in NOT_MATERIAL:
        m = pat.fullmatch(t)
        if m:
            return [("not_material", (m.group(1),))]
    return None


# "Cannot be used as Synchro Material, except for the Synchro Summon of a
# Dragon monster": also a condition printed on the card, the exception on
# the printed card Summoned (asp/legality/material_restrictions.lp).
NOT_MATERIAL_EXCEPT = re.compile(r"(?:this card )?cannot be used as (?:an? )?(?:(fusion|synchro|xyz|link) material(?: monster)?"
                                 r"(?: for an? \1 summon)?|material for an? (fusion|synchro|xyz|link) summon),? "
                                 r"except (?:for )?the (fusion|synchro|xyz|link) summon of an? (.+)", re.I)


def material_except(part: str) -> tuple[str, tuple] | None:
    """The card fact of "Cannot be used as X Material, except for the X
    Summon of a <monster>" (part: the card's own words), or None."""
    from .materials import _descriptor
    m = NOT_MATERIAL_EXCEPT.fullmatch(part.strip().rstrip("."))
    method = m and (m.group(1) or m.group(2)).lower()
    if not m or method != m.group(3).lower():
        return None
    flt = _descriptor(None, m.group(4))
    return ("not_material_except", (method, flt)) if flt is not None and flt != c("any") else None


# "When this card leaves the field, destroy the equipped monster" of an Equip Spell (asp/battle/equip.lp destroy_equipped).
LEAVE_DESTROY_EQUIPPED = re.compile(r"when this card leaves the field, destroy the equipped monster")
LEAVE_DESTROY = re.compile(r"when this card (?:leaves|is removed from) the field, destroy (?:that monster|that target|the target|that target monster)")


def summons_its_target(facts: list[Symbol]) -> bool:
    """The card's activation Special Summons the card it targets in slot 1
    (Call of the Haunted): "that monster" of its leave-field clause."""
    return any(f.name == "op" and f.arguments[3].name == "special_summon" and str(f.arguments[3].arguments[0]) == "target(1)"
               for f in facts)


# "If Summoned this way, banish this card when it leaves the field": the rider of the effect just before, the one
# that Special Summons this card (Yugipedia "Card Rulings:Battle Fader": the banishing is resolved as the same effect
# that Special Summons it, it starts no Chain): summon_rider/3 of that effect (asp/effects/replacement.lp).
SUMMONED_THIS_WAY_RIDER = re.compile(r"if (?:special )?summoned this way, banish (?:this card|it) when it leaves the field")
_SUMMON_OPS = ("special_summon", "special_summon_to_opponent", "special_summon_from_deck", "special_summon_tokens")


def summons_self_only(facts: list[Symbol]) -> bool:
    """The effect's one Special Summon is of this card (special_summon(self), any position)."""
    summons = [f.arguments[3] for f in facts if f.name == "op" and f.arguments[3].name in _SUMMON_OPS]
    return len(summons) == 1 and summons[0].name == "special_summon" and str(summons[0].arguments[0]) == "self"


# "During the End Phase, banish the face-up monsters Special Summoned by this effect" after the effect that Summons
# them (PSY-Framegear monsters): part of that effect (the OCG text, yugioh-wiki.net: "この効果で特殊召喚したモンスターは
# 全てエンドフェイズに除外される" ends effect (1)), set up for later: op delayed(end_phase, banish(summoned)) of it
# (asp/chain/operations.lp r_delayed_end_phase; a monster flipped face-down since is a new card, not banished).
END_PHASE_BANISH_SUMMONED = re.compile(r"during the end phase, banish the face-up monsters special summoned by this effect")


def summon_step(facts: list[Symbol]) -> int | None:
    """The step (op/4 Seq) of the effect's Special Summons, if they are all in one step."""
    steps = {f.arguments[2].number for f in facts if f.name == "op" and f.arguments[3].name in _SUMMON_OPS}
    return steps.pop() if len(steps) == 1 else None


# "When that monster leaves the field / is destroyed, destroy this card" of a
# Continuous Spell/Trap linked to the monster its activation targeted
# (destroy_self_when_linked, asp/effects/continuous.lp).
LINKED_DESTROY = re.compile(r"when (?:that monster|that target|the target monster|that target monster) "
                            r"(leaves the field|is removed from the field|is destroyed), destroy this card")


def linked_event(text: str) -> str | None:
    m = LINKED_DESTROY.fullmatch(text)
    return None if m is None else "destroyed" if m.group(1) == "is destroyed" else "leaves_field"


def linked_target(facts: list[Symbol]) -> bool:
    """The card's activation targets one monster (slot 1) and Special Summons
    no other card: "that monster" is that target, or the monster Summoned
    from it."""
    targets = [f for f in facts if f.name == "target"]
    other_summon = any(f.name == "op" and f.arguments[3].name == "special_summon" and str(f.arguments[3].arguments[0]) != "target(1)"
                       for f in facts)
    return (bool(targets) and all(f.arguments[2].number == 1 and f.arguments[3].name in ("monster", "effect_monster") for f in targets)
            and not other_summon)


# "If "X" on the field is destroyed, destroy this card" (Toon monsters;
# asp/effects/self_destroy.lp). ("If <state>, destroy this card" is left out:
# see that module's header.)
SELF_DESTROY_NAMED = re.compile(r"if NAME on the field is destroyed, destroy this card")


# A Gemini monster's second clause: the Gemini Summon (the scenario's summon
# how: gemini) that gives it its effects (asp/effects/gemini.lp, from its
# subtype): understood, nothing to state.
GEMINI_SUMMON = re.compile(r"while this card is (?:a normal monster|face-up) on the field, you can normal summon it to have it "
                           r"(?:become|be treated as) an effect monster with (?:this effect|these effects)")


# A Gemini monster's first clause (Rule Book, Gemini Monsters): the rule of
# its subtype, not one of its effects: asp/effects/gemini.lp gates its effects
# and makes card filters see it as a Normal Monster: understood, nothing to
# state.
GEMINI_NORMAL = re.compile(r"this card is treated as a normal monster while face-up on the field(?: or in the (?:gy|graveyard))?")

# "There can only be 1 "X" monster on the field": a condition printed on the
# monster, not an effect (field_limit/2, asp/legality/summon_conditions.lp).
# "There can only be 1 "X" on the field" is left out: "X" may be the card's
# name or an archetype.
FIELD_LIMIT = re.compile(r"there can only be 1 (?:face-up )?NAME monster on the field")


def field_limit(text: str, names: list[str]) -> Symbol | None:
    return c("name_has", String(names[0])) if FIELD_LIMIT.fullmatch(text) and len(names) == 1 else None


# An older (pre-PSCT) monster text "When this card <event>, [you can] <do
# X>." without ":" is a Trigger Effect (optional with "you can"): its event
# starts it and a player performs the action (Yugipedia "Trigger Effect": an
# effect activated at a specific time, in response to an event; Optional
# Trigger Effects are identified by "When ..., you can ..."). Only "When
# this card ..." heads and imperative actions: PSCT texts write such an effect
# with ":", and without it "When ..." states a condition (Obelisk the
# Tormentor's "When this card is Normal Summoned, cards and effects cannot
# be activated"); "When this card leaves the field, destroy ..." (Premature
# Burial, Graydle monsters, PSCT) is applied, not activated, and "inflict the
# difference as Battle Damage" is piercing damage: left out.
OLD_TRIGGER = re.compile(r"^(when this (?:face-up (?:attack position )?)?card\b(?!(?: [^,]*)? (?:leaves|is removed from) the field)[^,]*), "
                         r"((?:you can )?(?!inflict the difference)(?:destroy|inflict|draw|special summon|add|send|banish|remove from play|return|target|"
                         r"select|take control|discard|negate|change|equip|shuffle|toss|declare|pay)\b.*)$")


# An older (pre-PSCT) Spell/Trap text "Activate only when <event>." before
# its effect: the timing of the card's activation, which PSCT writes before a
# colon, "When <event>: ..." (Konami, "Problem-Solving Card Text, Part 3:
# Conditions, Activations, and Effects": what limits WHEN a card can be
# activated is its condition, followed by ":"; Mirror Force's "Activate only
# when an opponent's monster declares an attack." became "When an opponent's
# monster declares an attack:"). Read as that head; "Activate only if/while"
# (a state) is compiler.activate_only.
OLD_ONLY_WHEN = re.compile(r"activate (?:this card )?only when .+")


# An older "Once per turn, you can <do X>." without ":": an activated
# effect (an Ignition Effect of a monster), its usage limit first. Not "you
# can also Xyz Summon ..." (a Summoning procedure), "you can Normal Summon
# ... in addition" (a permission), "you can activate 1 of these effects"
# (choices, read elsewhere), nor in a Pendulum Effect (PSCT only, where
# "Once per turn, you can reduce the battle damage you take to 0" without
# ":" is applied, not activated).
OLD_ONCE = re.compile(r"^(once per turn), (you can (?!also |activate |normal summon ).*)$")


# What a Trap Monster's or an Equip Spell's activation does, whatever its
# head, when the card has no "Activate this card ..." sentence: a Trap
# Monster "is Special Summoned as a Monster Card after it is activated"
# (yugioh.wikia.com "Trap Monster": Continuous Traps such as Metal Reflect
# Slime), so "Special Summon this card as an Effect Monster" is its
# activation, not an effect of the face-up card; an Equip Spell that Special
# Summons a monster "and equip[s] it with this card" is equipped when its
# activation resolves (Premature Burial's wording), so it targets no
# face-up monster. Not "You can ...": an effect of its own (Argostars).
TRAP_MONSTER_SUMMON = re.compile(
    r"(?!.*\byou can\b).*\bspecial summon this card (?:in (?:face-up )?(?:attack|defense) position )?as an? (?:normal|effect) monster\b.*")
EQUIP_SUMMONS = re.compile(r"(?!.*:)(?:(?!\byou can\b).)*?\bspecial summon\b.*\bequip (?:it|them) with this card\b.*")
# An Equip Spell's sentence about whom it can equip or how it is activated,
# in the older wordings (not "Equip only to ..."): not understood, they
# decide its activation ("Send 1 Equip Spell Card from your hand to the GY
# to activate this card", "This card can only be used to equip ...").
EQUIP_ACTIVATION_CLAUSE = re.compile(
    r"(?:.+ to activate this card|when you activate this card, .+|this card can only be used to equip .+"
    r"|only an? .+ can be equipped with this card|you can only equip this card to .+|must be equipped to .+"
    r"|(?:if .+, )?equip to an? .+)")


def activation_itself(card_kind: str, prop: str, text: str) -> bool:
    """The sentence says what the card's activation does (TRAP_MONSTER_SUMMON, EQUIP_SUMMONS)."""
    if card_kind == "trap" and prop == "Continuous":
        return TRAP_MONSTER_SUMMON.fullmatch(text) is not None
    return card_kind == "spell" and prop == "Equip" and EQUIP_SUMMONS.fullmatch(text) is not None


def activated_without_you_can(seps: list[str], text: str) -> bool:
    """A sentence with a cost or target (";") and no condition (":") that
    does not start with "You can" / "Once per turn, you can" (which the
    compiler reads as effects already): an activated effect all the same,
    since what is before ";" is done on activation (PSCT: an effect that
    starts a Chain has ":" or ";"; Yugipedia "Problem-Solving Card Text").
    On a Continuous, Field or Equip Spell/Trap, as its first sentence, it is
    the card's activation."""
    return ";" in seps and ":" not in seps and not text.startswith("●") and "you can" not in text.split(";")[0]


# Sentences about the activated effect just before them, not effects of
# their own (PSCT: a requirement "to activate and to resolve this effect";
# a usage limit "while this card is face-up on the field"; "This effect
# cannot be negated"). RESOLVE_CONDITIONS: the state condition, checked on
# activation and again on resolution (resolve_condition/3,
# asp/events/state_conditions.lp); None: on the field, where the effect is
# activated anyway (a face-down monster activates no effect).
RESOLVE_CONDITIONS = [
    (r"this card must be face-up on the field to activate and to resolve this effect", None),
    (r"you must have no cards in your hand to activate and to resolve this effect", c("count_at_most", "own", "hand", "card", 0)),
    (r"you must control no monsters to activate and to resolve this effect", c("count_at_most", "own", "monster_zone", "monster", 0)),
]
ONCE_WHILE_FACE_UP = re.compile(r"this effect can only be used once while this card is face-up on the field")
NOT_NEGATED = re.compile(r"this effect cannot be negated")
# usage-limit sentences (compiler.limit): pattern, which effects, wording (asp/chain/limits.lp)
LIMIT_WORDINGS = [(ONCE_WHILE_FACE_UP.pattern + "$", "this", "once_while_face_up")]


# Other "... to activate and to resolve this effect" sentences: the state
# they require, said as an activation condition ("you control ...") for the
# head grammar; only the states judged at any step (GATE_CONDITIONS) are kept.
RESOLVE_SAID = [
    (r"you must (?:also )?control (.+)", r"you control \1"),
    (r"you must have (.+)", r"you have \1"),
    (r"you must not control any (.+)", r"you do not control any \1"),
    (r"your opponent must (control|have) (.+) for you", r"your opponent \1s \2"),
    (r"there must be (an? .+) on the field", r"there is \1 on the field"),
    (r"(NAME) must be on the field", r"\1 is on the field"),
    (r"your lp must be (.+)", r"your lp are \1"),
]
# This card itself, the same card from activation to resolution
# (self_face_up_on_field), in the state said.
RESOLVE_SELF = re.compile(r"(?:you must control this face-up (attack position |defense position )?card(?: on the field)?"
                          r"|this (?:card|monster) must be in face-up (attack |defense )?position)"
                          r" to activate and to resolve this effect")


def resolve_said(text: str) -> str | None:
    """The state a "... to activate and to resolve this effect" sentence
    requires, as a head condition without "if", or None."""
    body = text[:-len(" to activate and to resolve this effect")]
    return next((re.sub(f"^{pat}$", out, body) for pat, out in RESOLVE_SAID if re.fullmatch(pat, body)), None)


# Any "... to activate and to resolve this effect": a condition of the effect
# before it, even when its state is not read (then that effect's activation is
# not understood: it is never an effect of its own).
RESOLVE_ANY = re.compile(r".+ to activate and to resolve this effect")


# "This ATK increase lasts until the end of this turn." (D/D/D Dragon King
# Pendragon): how long the statistic change of the effect before it lasts, a
# sentence of its own (its duration, not an effect: durations of
# asp/battle/stats.lp; None: a duration not in the vocabulary, withheld).
STAT_DURATION = re.compile(r"(?:this|the) (atk|def|atk and def|atk/def) (?:increase|decrease|change) lasts until "
                           r"(the end of this turn|the end phase|the end of the next turn)")
STAT_DURATIONS = {"the end of this turn": "end_of_turn", "the end phase": "until_end_phase", "the end of the next turn": None}


def about_previous(text: str) -> bool:
    """The sentence is about the effect before it (see RESOLVE_CONDITIONS,
    STAT_DURATION)."""
    return bool(NOT_NEGATED.fullmatch(text) or RESOLVE_ANY.fullmatch(text) or STAT_DURATION.fullmatch(text))


# "If you control no monsters, you can Normal Summon this card without
# Tributing": summon_without_tributes/3 (asp/legality/legality.lp), with the
# condition words of the Summoning procedures.
# With no condition: summon_without_tributes/2 (asp/legality/own_summons.lp);
# what follows ", but" (its original ATK becomes ...) is stated as not modelled.
# "Normal Summon/Set" (no condition): a Set too (summon_or_set_without_tributes/2).
NO_TRIBUTES = re.compile(r"(?:if (you control no monsters|your opponent controls a monster and you control no monsters|only your opponent controls a monster),"
                         r" )?you can normal summon(/set)? this card without tributing(?:, but (.+))?")
NO_TRIBUTE_CONDITIONS = {"you control no monsters": "no_own_monsters"}


def no_tributes(text: str) -> tuple[str | None, bool, str | None] | None:
    """(the condition or None, whether a Set is allowed too, the rider after
    ", but" or None) of "[If ...,] you can Normal Summon[/Set] this card
    without Tributing[, but ...]", or None."""
    m = NO_TRIBUTES.fullmatch(text)
    if m is None or (m.group(1) and m.group(2)):
        return None
    return (m.group(1) and NO_TRIBUTE_CONDITIONS.get(m.group(1), "opponent_monster_no_own")), bool(m.group(2)), m.group(3)


# "You can Tribute 3 monsters to Tribute Summon (but not Set) this card":
# summon_with_tributes/3 (asp/legality/own_summons.lp); "If Summoned this
# way" after it is that Summon (head_conditions.lp tributes).
MORE_TRIBUTES = re.compile(r"you can tribute (3|three|5|five) monsters to tribute summon \(but not set\) this card")


def more_tributes(text: str) -> int | None:
    """The number of Tributes of "You can Tribute N monsters to Tribute Summon (but not Set) this card", or None."""
    m = MORE_TRIBUTES.fullmatch(text)
    return {"3": 3, "three": 3, "5": 5, "five": 5}[m.group(1)] if m else None


# "During your Main Phase, you can Normal Summon 1 <monster> in addition to your
# Normal Summon/Set. (You can only gain this effect once per turn.)": an
# additional Normal Summon (extra_normal_summon/3, asp/legality/own_summons.lp),
# read only with its note (all such effects together give one per turn).
# (the note may close the sentence: "..., in addition to your Normal Summon/Set (you can only gain this effect once per turn).")
EXTRA_NORMAL = re.compile(r"during your main phase, you can normal summon (?:1|one) (.+?),? in addition to your normal summon/set"
                          r"(?: \(you can only gain this effect once per turn\))?")
GAIN_ONCE = re.compile(r"\(you can only gain this effect once per turn\.?\)")


# "...; you can Normal Summon 1 <monster> during your Main Phase this turn, in addition to your Normal Summon/Set.
# (You can only gain this effect once per turn.)", "...; during your Main Phase this turn, you can Normal Summon 1
# <monster>, in addition to ...": what the effect does on resolution, an additional Normal Summon for the rest of
# the turn (op extra_normal_summon_this_turn, asp/legality/own_summons.lp), read only with its note (which may
# close the clause).
EXTRA_NORMAL_OP = re.compile(r"(?:(?:you can )?normal summon (?:1|one) (.+?) during your main phase this turn|during your main phase this turn, "
                             r"you can normal summon (?:1|one) (.+?)),? in addition to your normal summon/set"
                             r"(?: \(you can only gain this effect once per turn\))?")


def extra_normal_summon_op(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> Symbol | None:
    """The op of the additional Normal Summon for the rest of the turn, or None."""
    m = EXTRA_NORMAL_OP.fullmatch(text)
    what = m and (m.group(1) or m.group(2))
    flt = extra_normal_summon(f"during your main phase, you can normal summon 1 {what} in addition to your normal summon/set",
                              names, types, attributes) if what else None
    return None if flt is None else c("extra_normal_summon_this_turn", flt)


def extra_normal_summon(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> Symbol | None:
    """The filter of the monsters an additional Normal Summon allows, or None."""
    m = EXTRA_NORMAL.fullmatch(text)
    np = H._phrase(m.group(1), names, types, attributes) if m else None
    if np is None or np[0] != "monster" or np[2] != len(names):
        return None
    return np[1] if np[1] is not None else c("card_type", "monster")


def apply_def(text: str) -> bool | None:
    """"If it does, apply its DEF/ATK for damage calculation" (after "can
    attack while in face-up Defense Position"): True for DEF, False for
    ATK (the default: no term), None when it is not this sentence."""
    m = rx.fullmatch(r"if it does, apply its (atk|def) for damage calculation", text)
    return None if m is None else m.group(1) == "def"


# The subject of a sentence about several monsters: "[All] [other] [face-up]
# <noun phrase> <you control | your opponent controls | on the field>", the
# noun phrase read as a target's (heads._phrase: names, Levels, Attributes,
# Types, subtypes, "X or Y"; "X and Y monsters" is each monster that is X or Y).
GROUP = re.compile(r"^(?:all )?(other )?(face-up )?(.+?) (you control|your opponent controls|on the field)\b")
# "All Fiend monsters gain 200 ATK/DEF" (the older wording of the same field
# effect): a monster has ATK/DEF, and gains or loses them, only face-up on
# the field, so a change of ATK/DEF with no place is of the monsters on the field.
GROUP_STATS = re.compile(r"^(?:all )?(other )?(face-up )?(.+? monsters)() (?=(?:gains?|loses?) \d+ (?:atk|def)\b)")
SIDES = {"you control": "own", "your opponent controls": "opponent", "on the field": None}


def group(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> tuple[list[Symbol], bool, bool, str] | None:
    """(filters, other, face-up, the rest of the text) of a sentence whose subject
    is a group of monsters, or None. The filters are asp/battle/stats.lp's."""
    m = GROUP.match(text) or GROUP_STATS.match(text)
    if not m or m.group(3).count("NAME") != len(names):
        return None
    phrase = m.group(3).replace("-type", "")
    if not rx.search(r"\b(?:monsters|tuners)$", phrase):
        return None
    if " and " in phrase and " or " not in phrase:
        phrase = phrase.replace(", and ", ", or ").replace(" and ", " or ")
    filters: list[Symbol] = []
    if phrase != "monsters":
        np = H._phrase(phrase, names, types, attributes)
        if np is None or np[0] not in ("monster", "effect_monster") or np[2] != len(names) or np[1] is None:
            return None
        filters = list(_flat(np[1]))
        if np[0] == "effect_monster":
            filters.append(c("subtype", "effect"))
    side = SIDES.get(m.group(4))
    if side:
        filters.append(c("controlled_by", side))
    return filters, bool(m.group(1)), bool(m.group(2)), text[m.end():]


def _flat(f: Symbol):
    """The filters of a both(...) chain."""
    if f.name == "both":
        for a in f.arguments:
            yield from _flat(a)
    else:
        yield f


def _chain(filters: list[Symbol]) -> Symbol:
    out = filters[-1] if filters else c("face_up_monster")
    for f in reversed(filters[:-1]):
        out = c("both", f, out)
    return out


def group_reaches(filters: list[Symbol], other: bool) -> list[Symbol]:
    """The reaches of a stat change (asp/battle/stats.lp): all(F), others(F).
    A list of Types or of Attributes (a monster has one of each) is a reach
    each, as the hand-written Yami's."""
    alts = list(_either(filters[0])) if filters else []
    if len(alts) > 1 and len({a.name for a in alts}) == 1 and alts[0].name in ("monster_type", "attribute"):
        return [c("others" if other else "all", _chain([a, *filters[1:]])) for a in alts]
    return [c("others" if other else "all", _chain(filters))]


def _either(f: Symbol):
    if f.name == "either":
        for a in f.arguments:
            yield from _either(a)
    else:
        yield f


def group_whom(filters: list[Symbol], other: bool, face_up: bool) -> Symbol:
    """The restriction whom (asp/effects/restrictions.lp): where(F), others_where(F)."""
    fs = ([c("face_up_monster")] if face_up else []) + filters
    # "monsters on the field": face-down ones too (the whom is monsters on the field, any Monster Card there)
    return c("others_where" if other else "where", _chain(fs or [c("monster_card")]))


STAT_AMOUNT = re.compile(r"^(gains?|loses?) (\d+) (atk and def|atk/def|atk|def)$")


def amount(rest: str) -> list[Symbol] | None:
    """"gain(s)/lose(s) N ATK/DEF" (also "gains N ATK and loses N DEF"):
    [(stat, gain(N))] as stat_change tails."""
    out = []
    for part in re.split(r" and (?=gains? |loses? )", rest):
        m = STAT_AMOUNT.match(part)
        if not m:
            return None
        n = int(m.group(2)) * (-1 if m.group(1).startswith("lose") else 1)
        out += [c("pair", stat, c("gain", n)) for stat in STAT_WORDS[m.group(3)]]
    return out


# What a group (or "they" after it) cannot do; the restriction whats.
GROUP_CANNOT = [
    (r"cannot be destroyed by battle", [c("destroyed", "battle")]),
    (r"cannot be destroyed by card effects", [c("destroyed", "effect")]),
    (r"cannot be destroyed by battle or card effects", [c("destroyed", "battle"), c("destroyed", "effect")]),
    (r"cannot be destroyed by (?:your|an) opponent's card effects", [c("destroyed", "opponent_effect")]),
    (r"cannot be destroyed by battle or (?:your|an) opponent's card effects", [c("destroyed", "battle"), c("destroyed", "opponent_effect")]),
    (r"cannot be targeted by card effects", ["target"]),
    (r"cannot be targeted by (?:your|an) opponent's card effects", ["target_by_opponent"]),
    # effects of one kind of card (asp/effects/battle_permissions.lp r_effect_kind)
    *[(rf"cannot be destroyed by {w} effects", [c("destroyed", c("kind_effect", k))]) for w, k in KIND_WORDS.items()],
    *[(rf"cannot be destroyed by battle or {w} effects", [c("destroyed", "battle"), c("destroyed", c("kind_effect", k))])
      for w, k in KIND_WORDS.items()],
    # (manually: asp/effects/restrictions.lp change_position)
    (r"cannot change their battle positions", ["change_position"]),
    (r"cannot (?:declare an )?attack", ["declare_attack"]),
]
TARGET_GROUP = re.compile(r"^(?:your opponent cannot|(neither player) can) target (.+?)(, except this one,)? "
                          rf"with (card effects|(?:{KIND_RX}) effects|(?:spell/trap|spell|trap) cards or effects)(, except this one)?$")


def target_what(neither: str | None, kind: str) -> Symbol:
    """The restriction of "(your opponent cannot | neither player can) target
    ... with card / monster / Spell/Trap effects / Spell Cards or effects"."""
    kind = kind.split()[0]
    if kind == "card":
        return c("target" if neither else "target_by_opponent")
    return c("target_with" if neither else "target_by_opponent_with", KIND_WORDS[kind])


def group_statement(rest: str, filters: list[Symbol], other: bool, face_up: bool) -> list[Symbol] | None:
    """What a sentence says of its group: ATK/DEF changes, "cannot be destroyed ...",
    "cannot be targeted ...", and the same again after ", and"."""
    rest = rest.strip()
    gained = amount(rest)
    if gained is not None:
        return [c("stat_change", r, *g.arguments) for r in group_reaches(filters, other) for g in gained]
    whats = next((ws for pat, ws in GROUP_CANNOT if rx.fullmatch(pat, rest)), None)
    if whats is not None:
        return [c("cannot", w, group_whom(filters, other, face_up)) for w in whats]
    return None


def group_terms(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> tuple[list[Symbol], tuple] | None:
    """The terms of a sentence about a group of monsters, and the group (for
    a following "they"), or None."""
    m = TARGET_GROUP.match(text)
    if m:
        g = group(m.group(2), names, types, attributes)
        if g is None or g[3] or (g[1] and (m.group(3) or m.group(5))):
            return None
        filters, other, face_up, _ = g
        other = other or bool(m.group(3) or m.group(5))  # "..., except this one": not this card
        return [c("cannot", target_what(m.group(1), m.group(4)), group_whom(filters, other, face_up))], (filters, other, face_up)
    g = group(text, names, types, attributes)
    if g is None:
        return None
    filters, other, face_up, rest = g
    out = group_statement(rest, filters, other, face_up)
    if out is None:
        return None
    return out, (filters, other, face_up)


def they_terms(text: str, grp: tuple) -> list[Symbol] | None:
    """"..., also they cannot be destroyed by card effects" / "your opponent
    cannot target them with card effects" after a sentence about a group: the
    same group."""
    filters, other, face_up = grp
    m = rx.fullmatch(r"they (.+)", text)
    if m:
        return group_statement(m.group(1), filters, other, face_up)
    m = TARGET_GROUP.match(text)
    if m and m.group(2) == "them" and not (m.group(3) or m.group(5)):
        return [c("cannot", target_what(m.group(1), m.group(4)), group_whom(filters, other, face_up))]
    return None


# "Gains 500 ATK for each material attached to it": stat_change(self, Stat,
# gain_per(N, What)) (asp/battle/stat_counts.lp).
PER_SUBJECT = re.compile(r"^(?:(the equipped monster) |this card )?(?=gains |loses )")
GAIN_PER = re.compile(r"(gains?|loses?) (\d+) (atk and def|atk/def|atk|def) for (?:each|every) (.+)")
PER_PLACES = [(r"you control", "own", "field"), (r"your opponent controls", "opponent", "field"), (r"on the field", "any", "field"),
              (r"in your gy", "own", "gy"), (r"in your opponent's gy", "opponent", "gy"), (r"in (?:either|each) player's gy|in the gys?", "any", "gy"),
              (r"in your hand", "own", "hand"), (r"in your opponent's hand", "opponent", "hand")]
PER_NOUNS = [("monsters?", "monster"), ("cards?", "card"), ("spells?|spell cards?", "spell"), ("traps?|trap cards?", "trap"),
             ("spells?/traps?|spell/trap cards?|spells? and traps?|spell and trap cards?", "spell_trap"),
             ("tuners?", "tuner")]


# Adjectives of a counted noun ("face-up EARTH Warrior-Type Synchro monster",
# "Normal Trap", "Continuous Spell"): card filters of asp/events/state_conditions.lp.
MONSTER_SUBTYPES = {"normal", "effect", "fusion", "synchro", "xyz", "link", "ritual", "pendulum", "tuner"}
SPELL_TRAP_SUBTYPES = {"normal": "normal", "continuous": "continuous", "equip": "equip", "field": "field", "quick-play": "quick_play",
                       "ritual": "ritual", "counter": "counter"}


def per_adjectives(adj: str, noun: str, on_field: bool, names: list[str], types: dict[str, str], attributes: set[str]) -> list[Symbol] | None:
    """The card filters of the words before a counted noun, or None."""
    words, out = adj.split(), []
    if words.count("NAME") != len(names) or len(names) > 1:
        return None
    if words and words[0] == "face-up" and on_field:
        out, words = [c("face_up")], words[1:]
    while words:
        w, two = words[0], " ".join(words[:2]).replace("-type", "")
        if w == "NAME":
            out.append(c("name_has", String(names[0])))
        elif noun == "monster" and w in attributes:
            out.append(c("attribute", w))
        elif noun == "monster" and len(words) > 1 and two in types:
            out.append(c("monster_type", types[two]))
            words = words[1:]
        elif noun == "monster" and w.replace("-type", "") in types:
            out.append(c("monster_type", types[w.replace("-type", "")]))
        elif noun == "monster" and w in MONSTER_SUBTYPES:
            out.append(c("subtype", w))
        elif noun in ("spell", "trap") and w in SPELL_TRAP_SUBTYPES:
            out.append(c("subtype", SPELL_TRAP_SUBTYPES[w]))
        else:
            return None
        words = words[1:]
    return out


def per_counted(what: str, names: list[str], types: dict[str, str], attributes: set[str]) -> Symbol | None:
    """What "for each <what>" counts, or None. "..., except this card" and
    "each other ..." leave this card out (card filter except(self))."""
    m = rx.fullmatch(r"other (.+)|(.+), except this card", what)
    if m:
        inner = per_counted(m.group(1) or m.group(2), names, types, attributes)
        if inner is None or inner.name != "count":
            return None
        side, zone, f = inner.arguments
        return c("count", side, zone, c("all_of", f, c("except", "self")))
    if rx.fullmatch(r"(?:xyz )?materials? attached to (?:it|this card)", what):
        return c("materials")
    m = rx.fullmatch(r"([a-z]+) counters? on (?:it|this card)", what)
    if m:  # asp/chain/counters.lp
        from .compiler import declared  # the compiler imports this module
        return c("counters", m.group(1)) if m.group(1) in declared("counter_kind") else None
    m = rx.fullmatch(r"([a-z]+) counters? on (the|your) field", what)
    if m:  # on the cards on the field (asp/battle/stat_counts.lp)
        from .compiler import declared
        side = "any" if m.group(2) == "the" else "own"
        return c("field_counters", side, m.group(1)) if m.group(1) in declared("counter_kind") else None
    m = rx.fullmatch(r"(.+?) (?:on the field and in the gys|(your opponent controls) or (?:is|are) in their gy|that (?:is|are) (banished) or in the gys)", what)
    if m:  # two zones (sum): "... on the field and in the GYs", "... your opponent controls or is in their GY", "... that is banished or in the GYs"
        first = f"{m.group(1)} {m.group(2) or 'on the field'}" if not m.group(3) else f"banished {m.group(1)}"
        second = f"{m.group(1)} in {'your opponent' + chr(39) + 's' if m.group(2) else 'the'} gy"
        parts = [per_counted(first, names, types, attributes), per_counted(second, names, types, attributes)]
        return c("sum", *parts) if None not in parts else None
    if rx.fullmatch(r"banished cards?", what):
        return c("count", "any", "banished", "card")
    if rx.fullmatch(r"equip cards? equipped to (?:it|this card)", what):
        return c("equip_cards")  # asp/battle/equip.lp
    m = rx.fullmatch(r"(?:of (your|your opponent's) banished (.*?)|banished (monsters?))", what)
    if m:  # "of your banished WATER monsters", "banished monster" (either player's)
        inner = per_counted(f"{m.group(2) or m.group(3)} in your gy", names, types, attributes)
        if inner is None or inner.name != "count":
            return None
        side = {"your": "own", "your opponent's": "opponent"}.get(m.group(1), "any")
        return c("count", side, "banished", inner.arguments[2])
    for place, side, zone in PER_PLACES:
        m = rx.fullmatch(rf"(.*?)\b({'|'.join(n for n, _ in PER_NOUNS)}) ({place})", what)
        if not m:
            continue
        noun = next(k for pat, k in PER_NOUNS if rx.fullmatch(pat, m.group(2)))
        adjs = per_adjectives(m.group(1).strip(), noun, zone == "field", names, types, attributes)
        if adjs is None:
            return None
        filters = [c("all_of", "monster", c("subtype", "tuner"))] if noun == "tuner" else [c(noun)]
        filters += adjs
        if zone == "field" and noun in ("monster", "tuner"):
            zone = "monster_zone"
        out = filters[-1]
        for f in reversed(filters[:-1]):
            out = c("all_of", f, out)
        return c("count", side, zone, out)
    for place, side, zone in PER_PLACES:  # "for each \"X\" you control / in your GY": the cards of that name
        if rx.fullmatch(rf"NAME {place}", what) and len(names) == 1:
            return c("count", side, zone, c("card_named", String(names[0])))
    return None


def gain_per(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> list[Symbol] | None:
    """"[This card | The equipped monster | <group>] gain(s)/lose(s) N ATK for
    each <what>": stat_change(Reach, Stat, gain_per(N, What))."""
    m = PER_SUBJECT.match(text)
    if m:
        reaches, rest = [c("equipped") if m.group(1) else c("self")], text[m.end():]
    else:
        g = group(text, names[:_names_before(text)], types, attributes)
        if g is None:
            return None
        reaches, rest = group_reaches(g[0], g[1]), g[3].strip()
        names = names[_names_before(text):]
    m = GAIN_PER.fullmatch(rest)
    if not m or (reaches != [c("self")] and rx.search(r"\b(?:to|on) it$", m.group(4))):
        return None  # ("attached to it", "on it": the monster the subject names, or this card?)
    what = per_counted(m.group(4), names, types, attributes)
    if what is None:
        return None
    n = int(m.group(2)) * (-1 if m.group(1).startswith("lose") else 1)
    return [c("stat_change", r, stat, c("gain_per", n, what)) for r in reaches for stat in STAT_WORDS[m.group(3)]]


def _names_before(text: str) -> int:
    """The quoted names before "gain(s)/lose(s)" (the group's)."""
    return text.split(" gain", 1)[0].split(" lose", 1)[0].count("NAME")


# "If a Warrior monster you control attacks a Defense Position monster,
# inflict piercing battle damage": grants_piercing(Reach) (asp/battle/
# damage_step.lp). ("If your X monster attacks ..." is left out: whether
# "your" names the controller or the owner is not settled here.)
GROUP_PIERCING = re.compile(r"if (?:a|an) (.+? monster) you control attacks a defense position monster, "
                            r"inflict piercing battle damage(?: to your opponent)?")


def group_piercing(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> list[Symbol] | None:
    m = GROUP_PIERCING.fullmatch(text)
    g = group(m.group(1) + "s you control", names, types, attributes) if m else None
    if g is None or g[3]:
        return None
    return [c("grants_piercing", r) for r in group_reaches(g[0], g[1])]


# "(This card) gains ATK equal to its Level x 300": stat_change(self, atk,
# gain_per(300, its(level))) (asp/battle/stat_counts.lp). Not "It gains ...":
# "it" may be the equipped monster.
LEVEL_TIMES = re.compile(r"(?:this card )?gains (atk and def|atk/def|atk|def) equal to its (level|rank) x (\d+)")


def level_times(text: str) -> list[Symbol] | None:
    m = LEVEL_TIMES.fullmatch(text)
    if not m:
        return None
    return [c("stat_change", "self", stat, c("gain_per", int(m.group(3)), c("its", m.group(2)))) for stat in STAT_WORDS[m.group(1)]]


# "Monsters your opponent controls cannot target Warrior monsters (you
# control) for attacks, except this one": cannot(be_attacked, others_where(F))
# (asp/effects/battle_permissions.lp); the opponent's monsters attack only
# yours, so the group is of monsters you control.
OTHERS_NOT_ATTACKED = re.compile(r"(?:monsters your opponent controls|your opponent's monsters|your opponent) cannot "
                                 r"(?:target (.+?) for attacks|attack (.+?)), except this one")


def others_not_attacked(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> list[Symbol] | None:
    m = OTHERS_NOT_ATTACKED.fullmatch(text)
    if not m:
        return None
    phrase = (m.group(1) or m.group(2)).removesuffix(" you control")
    g = group(phrase + " you control", names, types, attributes) if phrase != "monsters" else None
    if g is None or g[3] or g[1]:
        return None
    return [c("cannot", "be_attacked", group_whom(g[0], True, g[2]))]


# "Cannot be destroyed by battle with a DARK monster / a monster that has
# 1900 or more ATK / a monster Special Summoned from the Extra Deck":
# cannot(destroyed(battle_with(F)), self) (asp/battle/damage_step.lp).
BATTLE_WITH = re.compile(r"(?:this card )?cannot be destroyed by battle with (?:a|an) (.+)")
SUMMONED_FROM = {"monster special summoned from the extra deck": "extra_deck", "monster special summoned from the gy": "gy"}


def battle_with(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> list[Symbol] | None:
    m = BATTLE_WITH.fullmatch(text)
    if not m:
        return None
    phrase = m.group(1).replace("monster that has ", "monster with ")
    if phrase in SUMMONED_FROM:
        flt = c("special_summoned_from", SUMMONED_FROM[phrase])
    else:
        np = H._phrase(phrase, names, types, attributes)
        if np is None or np[2] != len(names) or np[0] not in ("monster", "effect_monster") or (np[1] is None) == (np[0] == "monster"):
            return None
        flt = c("subtype", "effect") if np[0] == "effect_monster" and np[1] is None else np[1]
    return [c("cannot", c("destroyed", c("battle_with", flt)), "self")]
