"""Restrictions for "the turn you activate this card/effect" (issue 15):
what the activating player cannot do for that whole turn, read into
`activation_turn_restriction` terms (asp/effects/restrictions.lp: the player
cannot do it after the activation, nor activate it if they already did it
that turn).

Read: "You cannot Special Summon [monsters] [from the Extra Deck] the turn
you activate this card/effect[, except X monsters]" (X one name, Attribute,
Type or Extra Deck card kind, or two or three of one sort: "Insect, Plant, or
Reptile"), with the exception also put before "the turn", "You cannot
Normal Summon/Set ...", "You cannot Special Summon or conduct your Battle
Phase ...", "You cannot Special Summon ..., except in face-down Defense
Position", "This card cannot attack directly ...", "Your monsters cannot attack ...",
"Monsters you control cannot attack directly ...", "It cannot attack directly
..." (its one target), "You cannot Normal or Special Summon ..., except X
monsters / except "X"", "You cannot Pendulum Summon ...", "You cannot Summon
...", "You cannot Set cards ...", "You cannot Set Spells/Traps ...". Other
restrictions ("other monsters", "add cards from the Deck", attacks of other
groups of monsters, "except monsters that cannot be Normal Summoned/Set")
stay not understood.
"""

from __future__ import annotations

import re

from clingo import String, Symbol

from . import rx
from .bodies import except_filter
from .templates import c

# "the turn you activate this card/effect"; the effects of a sentence of their own or joined to a usage limit:
# "either of this card's effects", "these effects" (oath_effects)
_TURN = r"(?:during )?the turn you activate this (?:card|effect)"
_EACH = (r"(?:either|any|each) of (?:this card's|these) effects|either effect|these effects")
_LIMIT_OATH = re.compile(r"^(.+), also,? (you cannot .+ (?:during )?the turn you activate (?:" + _EACH + r"|this effect).*?)"
                         r"(?: \(even if this card leaves the field\))?$")
_SPECIAL = re.compile(r"you cannot special summon(?: any)?(?: monsters)?( from (?:the|your) extra deck)?"
                      rf"(?:,? except ([^,]+(?:, [^,]+)*?) monsters,)? {_TURN}(?:,? except ([^,]+(?:,? [^,]+)*?) monsters)?")
_PLAIN: list[tuple[str, list[Symbol]]] = [
    (rf"you cannot normal summon/set {_TURN}", [c("cannot", c("summon", "normal_or_set"), "you")]),
    (rf"this card cannot attack directly {_TURN}", [c("cannot", "attack_directly", "self")]),
    (rf"(?:you cannot declare an attack|your monsters cannot attack) {_TURN}", [c("cannot", "declare_attack", "you")]),
    (rf"monsters you control cannot attack directly {_TURN}", [c("cannot", "attack_directly", "you")]),
    (rf"you cannot special summon {_TURN},? except in face-down defense position", [c("cannot", c("summon", "special_face_up"), "you")]),
    (rf"you cannot special summon or conduct your battle phase {_TURN}",
     [c("cannot", c("summon", "special"), "you"), c("cannot", "conduct_battle_phase", "you")]),
    # (Rule Book: a Set is not a Summon; "Summon" is any Summon: summon(any) bars no Set)
    (rf"you cannot summon {_TURN}", [c("cannot", c("summon", "any"), "you")]),
    (rf"you cannot pendulum summon(?: monsters)? {_TURN}", [c("cannot", c("summon_except", "pendulum", "no_monster"), "you")]),
    (rf"you cannot set cards {_TURN}", [c("cannot", "set", "you")]),
    (rf"you cannot set spells/traps {_TURN}", [c("cannot", "set_spell_trap", "you")]),
]
# "You cannot Normal or Special Summon (monsters) the turn you activate this card, except X monsters / except "X"":
# both Summons barred but for those monsters (a Set is not a Summon: asp/effects/restrictions.lp r_summon_except_normal).
_NORMAL_SPECIAL = re.compile(rf"you cannot normal or special summon(?: monsters)? {_TURN},? except (?:(.+) monsters|(NAME))")


def target_restrictions(text: str, slots: int) -> list[Symbol] | None:
    """"It cannot attack directly during the turn you activate this card" after
    an activation with one target: that target's restriction, or None."""
    if slots == 1 and rx.fullmatch(rf"it cannot attack directly {_TURN}", text):
        return [c("cannot", "attack_directly", c("target", 1))]
    return None


def oath_effects(text: str, names: list[str]) -> list[Symbol] | None:
    """"You cannot ... the turn you activate either of this card's effects[,
    except ...]", a sentence of its own: the terms, each for every activated
    effect of the card, or None."""
    text = re.sub(r" \(even if this card leaves the field\)$", "", text)
    if not rx.search(rf"\bthe turn you activate (?:{_EACH})\b", text):
        return None
    return turn_restrictions(re.sub(rf"\bthe turn you activate (?:{_EACH})", "the turn you activate this effect", text), names)


def limit_oath(text: str, raw: str) -> tuple[str, list[Symbol]] | None:
    """"<usage limit>, also you cannot ... the turn you activate either of this
    card's effects / this effect[, except ...]": (the usage-limit sentence, the
    terms for each effect it limits), or None. text: normalised; raw: as printed."""
    m = _LIMIT_OATH.fullmatch(text)
    if not m:
        return None
    if ("this effect" in m.group(1)) != bool(rx.search(r"the turn you activate this effect\b", m.group(2))):
        return None  # the limit and the restriction name the same effects: "this effect" in both, or each in both
    names = re.findall(r'"([^"]+)"', raw)[m.group(1).count("NAME"):]
    rest = re.sub(rf"\bthe turn you activate (?:{_EACH})", "the turn you activate this effect", m.group(2))
    terms = turn_restrictions(rest, names)
    return None if terms is None else (m.group(1), terms)


def turn_restrictions(text: str, names: list[str]) -> list[Symbol] | None:
    """The activation_turn_restriction terms of one restriction (text: lower
    case, quoted names as NAME, no final stop; names: its quoted names), or None."""
    text = re.sub(r" \(even if this card leaves the field\)$", "", text)  # (the player's restriction: so it is)
    for pat, terms in _PLAIN:
        if rx.fullmatch(pat, text):
            return terms
    m = _NORMAL_SPECIAL.fullmatch(text)
    if m:
        if text.count("NAME") != len(names):
            return None
        flt = except_filter(m.group(1), names) if m.group(1) else c("card_named", String(names[0]))
        return None if flt is None else [c("cannot", c("summon_except", kind, flt), "you") for kind in ("normal", "special")]
    m = _SPECIAL.fullmatch(text)
    if not m or (m.group(2) and m.group(3)):
        return None
    what = m.group(2) or m.group(3)
    if what is None:  # (from the Extra Deck: a summon_except whose filter accepts no monster)
        return [c("cannot", c("summon_except", "special_from_extra_deck", "no_monster") if m.group(1) else c("summon", "special"), "you")]
    flt = except_filter(what, names) if text.count("NAME") == what.count("NAME") else None
    kind = "special_from_extra_deck" if m.group(1) else "special"
    return None if flt is None else [c("cannot", c("summon_except", kind, flt), "you")]

