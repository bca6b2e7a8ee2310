"""More activation features of card text: heads (conditions and events),
usage-limit sentences, costs and targets that the first templates
(templates.py) did not read. Each produces declared vocabulary that rules
implement (docs/card-facts.md); anything else stays not understood.

Quoted card names are NAME in the text matched (compiler._norm); the names
themselves are passed separately, in text order.
"""

from __future__ import annotations

import re

from clingo import String, Symbol

from .templates import c

# ---- heads ("... :") -------------------------------------------------------------
# Each: (pattern over the normalised head part, function of the match and the
# quoted names -> condition terms, kind hint); see compiler.head_conditions.


def _ev(word: str, kind, card, flt) -> Symbol:
    return c(f"{word}_event", c("ev", kind, card, flt))


def _all(*filters) -> Symbol:
    out = filters[-1]
    for f in reversed(filters[:-1]):
        out = c("all_of", f, out)
    return out


_BATTLE = c("all_of", "by_battle", "by_self")  # this card's battle (asp/events/battle_events.lp)
_MATERIAL = {"synchro": "synchro", "link": "link", "fusion": "fusion", "xyz": "xyz", "ritual": "ritual"}


def _heads() -> list[tuple[str, object, str | None]]:
    out: list[tuple[str, object, str | None]] = []
    for w in ("when", "if"):
        out += [
            # the monster this card destroyed by battle (battle_events.lp destroyer/3)
            (rf"{w} this (?:attacking )?card destroys an opponent's monster by battle",
             lambda m, n, w=w: [_ev(w, "destroyed", "opponents", _BATTLE)], "trigger"),
            (rf"{w} this card destroys a monster by battle",
             lambda m, n, w=w: [_ev(w, "destroyed", "monster", _BATTLE)], "trigger"),
            (rf"{w} this card destroys (?:a|an opponent's) monster by battle and sends it to the (?:gy|graveyard)",
             lambda m, n, w=w: [_ev(w, "destroyed", "monster", _all("by_battle", "by_self", c("to", "gy")))]
             if "opponent" not in m.group(0) else [c(f"{w}_event", c("destroyed_opponent_by_battle", "self"))], "trigger"),
            # battle damage: the event's card is the monster that inflicted it
            (rf"{w} this card inflicts battle damage to your opponent",
             lambda m, n, w=w: [_ev(w, "took_damage", "self", _all("by_battle", c("happened_to", "opponent")))], "trigger"),
            (rf"{w} this card inflicts battle damage to your opponent by a direct attack",
             lambda m, n, w=w: [_ev(w, "took_damage", "self", _all("by_battle", "direct_attack", c("happened_to", "opponent")))], "trigger"),
            (rf"{w} you take battle damage",
             lambda m, n, w=w: [_ev(w, "took_damage", "any", _all("by_battle", c("happened_to", "own")))], "trigger"),
            (rf"{w} an opponent's monster declares a direct attack",
             lambda m, n, w=w: [_ev(w, "declared_attack", "opponents", "direct_attack")], "trigger"),
            (rf"{w} your opponent's monster declares an attack",
             lambda m, n, w=w: [c(f"{w}_event", c("declared_attack", "opponent"))], "trigger"),
            # "in its owner's possession": its controller when it was destroyed was
            # its owner, the player of the effect (events.lp card filter own)
            (rf"{w} this card in (?:its owner's|your) (?:possession|control) is destroyed by (?:an|your) opponent's card"
             r"(?: \(either by battle or by card effect\))?( and sent to (?:your|the) (?:gy|graveyard))?",
             lambda m, n, w=w: [_ev(w, "destroyed", c("all_of", "self", "own"),
                                    _all(c("by", "opponent"), c("to", "gy")) if m.group(1) else c("by", "opponent"))], "trigger"),
            (rf"{w} this card (?:you control )?is destroyed by (?:an|your) opponent's card \(either by battle or by card effect\)"
             r"( and sent to (?:your|the) (?:gy|graveyard))?",
             lambda m, n, w=w: [_ev(w, "destroyed", c("all_of", "self", "own"),
                                    _all(c("by", "opponent"), c("to", "gy")) if m.group(1) else c("by", "opponent"))], "trigger"),
            (rf"{w} this card in (?:its owner's|your) (?:possession|control) is destroyed by (?:an|your) opponent's card effect"
             r"( and sent to (?:your|the) (?:gy|graveyard))?",
             lambda m, n, w=w: [_ev(w, "destroyed", c("all_of", "self", "own"),
                                    _all(c("by", "opponent"), "by_effect", *([c("to", "gy")] if m.group(1) else [])))], "trigger"),
            # materials sent to the GY by the Summon (events.lp as_material_for)
            (rf"{w} this card is sent to the (?:gy|graveyard) as (synchro|link|fusion) material",
             lambda m, n, w=w: [_ev(w, "used_as_material", "self", _all(c("to", "gy"), c("as_material_for", _MATERIAL[m.group(1)])))],
             "trigger"),
            (rf"{w} this card is sent to the (?:gy|graveyard) as (?:a )?material for an? (synchro|link|fusion|ritual) summon",
             lambda m, n, w=w: [_ev(w, "used_as_material", "self", _all(c("to", "gy"), c("as_material_for", _MATERIAL[m.group(1)])))],
             "trigger"),
        ]
    out += [
        # a card named exactly "X" (asp/battle/card_names.lp card_named; face-down: no name)
        (r"if you control NAME", lambda m, n: [c("count_at_least", "own", "field", c("card_named", String(n[0])), 1)] if len(n) == 1 else None,
         "state"),
        (r"if NAME is on the field", lambda m, n: [c("count_at_least", "any", "field", c("card_named", String(n[0])), 1)] if len(n) == 1 else None,
         "state"),
    ]
    return out


HEADS = _heads()


def condition(part: str, names: list[str]) -> tuple[list[Symbol], str | None] | None:
    """The conditions of one head part ("When this card inflicts battle damage
    to your opponent"), or None."""
    for pat, make, hint in HEADS:
        m = re.fullmatch(pat, part)
        if m:
            conds = make(m, names)
            return None if conds is None else (conds, hint)
    return None


# ---- usage-limit sentences -------------------------------------------------------
# (pattern, which effects: this/each/following/preceding, usage_limit term)
USE_LIMITS: list[tuple[str, str, str]] = [
    (r"^you can only use (?:this|that) effect of NAME once per duel$", "this", "use_once_per_duel"),
    (r"^you can only use each effect of NAME once per duel$", "each", "use_once_per_duel"),
]


def self_to_gy(cond: Symbol) -> bool:
    """The condition waits for this card to be destroyed or to go to the GY
    (the trigger is then activated in the GY)."""
    text = str(cond)
    if text.startswith(("if_event(sent", "when_event(sent")):
        return True
    m = re.match(r"(?:if|when)_event\(ev\((destroyed|used_as_material),(self|all_of\(self,)", text)
    return bool(m) and (m.group(1) == "destroyed" or "to(gy)" in text)
