"""More activation features of card text: heads (conditions and events),
usage-limit sentences, costs and targets that the first templates
(templates.py) did not read. Each produces declared vocabulary that rules
implement (docs/card-facts.md); anything else stays not understood.

Quoted card names are NAME in the text matched (compiler._norm); the names
themselves are passed separately, in text order.
"""

from __future__ import annotations

import re
import sys

from clingo import Number, String, Symbol, SymbolType

from . import rx
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
_MATERIAL = {"synchro": "synchro_summoned", "link": "link_summoned", "fusion": "fusion_summoned", "xyz": "xyz_summoned",
             "ritual": "ritual_summoned"}


def _heads() -> list[tuple[str, object, str | None]]:
    out: list[tuple[str, object, str | None]] = []
    for w in ("when", "if"):
        out += [
            # the monster this card destroyed by battle (battle_events.lp destroyer/3)
            (rf"{w} this (attacking )?card destroys an opponent's monster by battle",  # "attacking": it is the attacker (attacking)
             lambda m, n, w=w: [_ev(w, "destroyed", "opponents", _BATTLE)] + ([c("attacking", "any")] if m.group(1) else []), "trigger"),
            (rf"{w} this (attacking )?card destroys a monster by battle",
             lambda m, n, w=w: [_ev(w, "destroyed", "monster", _BATTLE)] + ([c("attacking", "any")] if m.group(1) else []), "trigger"),
            (rf"{w} this card destroys (?:a|an opponent's) monster by battle and sends it to the (?:gy|graveyard)",
             lambda m, n, w=w: [_ev(w, "destroyed", "monster", _all("by_battle", "by_self", c("to", "gy")))]
             if "opponent" not in m.group(0) else [c(f"{w}_event", c("destroyed_opponent_by_battle", "self"))], "trigger"),
            # the monster was in Defense Position when destroyed (events.lp where: as it was on the field)
            (rf"{w} this card destroys an opponent's defense position monster by battle( and sends it to the (?:gy|graveyard))?",
             lambda m, n, w=w: [_ev(w, "destroyed", c("all_of", "opponents", c("where", c("position", "defense"))),
                                    _all("by_battle", "by_self", *([c("to", "gy")] if m.group(1) else [])))], "trigger"),
            # "the equipped monster": the monster this card is equipped to (asp/events/head_conditions.lp)
            (rf"{w} the equipped monster destroys (an opponent's|a) monster by battle( and sends it to the (?:gy|graveyard))?",
             lambda m, n, w=w: [_ev(w, "destroyed", "opponents" if m.group(1) != "a" else "monster",
                                    _all("by_battle", "by_equipped", *([c("to", "gy")] if m.group(2) else [])))], "trigger"),
            (rf"{w} the equipped monster inflicts battle damage to your opponent",
             lambda m, n, w=w: [_ev(w, "took_damage", "equipped", _all("by_battle", c("happened_to", "opponent")))], "trigger"),
            (rf"{w} the equipped monster inflicts battle damage by a direct attack",  # to whichever player it attacked
             lambda m, n, w=w: [_ev(w, "took_damage", "equipped", _all("by_battle", "direct_attack"))], "trigger"),
            (rf"{w} the equipped monster declares an attack",
             lambda m, n, w=w: [_ev(w, "declared_attack", "equipped", "any")], "trigger"),
            # battle damage: the event's card is the monster that inflicted it
            (rf"{w} this card inflicts battle damage to your opponent",
             lambda m, n, w=w: [_ev(w, "took_damage", "self", _all("by_battle", c("happened_to", "opponent")))], "trigger"),
            (rf"{w} this card inflicts battle damage to your opponent by a direct attack",
             lambda m, n, w=w: [_ev(w, "took_damage", "self", _all("by_battle", "direct_attack", c("happened_to", "opponent")))], "trigger"),
            (rf"{w} you take battle damage",
             lambda m, n, w=w: [_ev(w, "took_damage", "any", _all("by_battle", c("happened_to", "own")))], "trigger"),
            (rf"{w} an opponent's monster declares a direct attack",
             lambda m, n, w=w: [_ev(w, "declared_attack", "opponents", "direct_attack")], "trigger"),
            (rf"{w} (?:your opponent's|an opponent's) monster declares an attack",
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
            # materials sent to the GY by the Summon (events.lp for_summon; as the hand-written T.G. Jet Falcon)
            (rf"{w} this card is sent to the (?:gy|graveyard) as (synchro|link|fusion) material",
             lambda m, n, w=w: [_ev(w, "used_as_material", "self", _all(c("for_summon", _MATERIAL[m.group(1)]), c("to", "gy")))],
             "trigger"),
            (rf"{w} this card is sent to the (?:gy|graveyard) as (?:a )?material for an? (synchro|link|fusion|ritual) summon",
             lambda m, n, w=w: [_ev(w, "used_as_material", "self", _all(c("for_summon", _MATERIAL[m.group(1)]), c("to", "gy")))],
             "trigger"),
        ]
    for w in ("when", "if"):
        out += [
            (rf"{w} this card is sent from the hand or field to the (?:gy|graveyard)",
             lambda m, n, w=w: [_ev(w, "sent_to_gy", "self", c("either", c("from", "hand"), c("from", "field")))], "trigger"),
            (rf"{w} this card is sent from the hand or deck to the (?:gy|graveyard)",
             lambda m, n, w=w: [_ev(w, "sent_to_gy", "self", c("either", c("from", "hand"), c("from", "deck")))], "trigger"),
            (rf"{w} this card is normal summoned or flipped face-up",
             lambda m, n, w=w: [_ev(w, c("any_of", "normal_summoned", "flipped_face_up"), "self", "any")], "trigger"),
            (rf"{w} this card is discarded to the (?:gy|graveyard) by (?:a )?card effect",  # as the hand-written Broww
             lambda m, n, w=w: [_ev(w, "discarded", "self", c("all_of", "by_effect", c("to", "gy")))], "trigger"),
            (rf"{w} this card is discarded to the (?:gy|graveyard)",
             lambda m, n, w=w: [_ev(w, "discarded", "self", c("to", "gy"))], "trigger"),
            (rf"{w} this card (?:you control )?is destroyed by battle or card effect and sent to (?:your|the) (?:gy|graveyard)",
             lambda m, n, w=w: [_ev(w, "destroyed", c("all_of", "self", "own") if "you control" in m.group(0) else "self", c("to", "gy"))],
             "trigger"),
            (rf"{w} this card is special summoned during your opponent's turn",
             lambda m, n, w=w: [_ev(w, "special_summoned", "self", "any"), c("opponent_turn")], "trigger"),
            (rf"{w} this card is special summoned during your turn",
             lambda m, n, w=w: [_ev(w, "special_summoned", "self", "any"), c("your_turn")], "trigger"),
        ]
    out += [
        # where the effect is activated from (compiler: kind hint from_gy / from_hand)
        (r"if this card is in the (?:gy|graveyard)", lambda m, n: [], "from_gy"),
        (r"during your main phase, if this card is in your (?:gy|graveyard)", lambda m, n: [c("your_main_phase")], "from_gy"),
        (r"if your lp (?:are|is) lower than your opponent's", lambda m, n: [c("lp_lower_than_opponent")], "state"),
        (r"if your lp (?:are|is) higher than your opponent's", lambda m, n: [c("lp_higher_than_opponent")], "state"),
        (r"during each of your end phases", lambda m, n: [c("during_phase", "end"), c("your_turn")], "trigger"),
        (r"during each of your standby phases", lambda m, n: [c("during_phase", "standby"), c("your_turn")], "trigger"),
        (r"at the start of your battle phase", lambda m, n: [c("during_phase", "battle_start"), c("your_turn")], "trigger"),
        (r"at the start of your opponent's battle phase", lambda m, n: [c("during_phase", "battle_start"), c("opponent_turn")], "trigger"),
        (r"at the start of each battle phase", lambda m, n: [c("during_phase", "battle_start")], "trigger"),
        (r"at the start of your main phase 1", lambda m, n: [c("during_phase", "main1"), c("your_turn"), c("main1_start")], "trigger"),
        (r"at the end of each battle phase", lambda m, n: [c("during_phase", "battle_end")], "trigger"),
        (r"at the end of your battle phase", lambda m, n: [c("during_phase", "battle_end"), c("your_turn")], "trigger"),
        (r"at the end of your opponent's battle phase", lambda m, n: [c("during_phase", "battle_end"), c("opponent_turn")], "trigger"),
        (r"if only your opponent controls a monster",
         lambda m, n: [c("count_at_least", "opponent", "monster_zone", "monster", 1), c("count_at_most", "own", "monster_zone", "monster", 0)],
         "state"),
        (r"if you control no spells?/traps?(?: cards)?", lambda m, n: [c("count_at_most", "own", "field", "spell_trap", 0)], "state"),
        (r"if you have no spells?/traps? in your (?:gy|graveyard)", lambda m, n: [c("count_at_most", "own", "gy", "spell_trap", 0)], "state"),
        (r"if you have no monsters? in your (?:gy|graveyard)", lambda m, n: [c("count_at_most", "own", "gy", "monster", 0)], "state"),
        # the hand-written Gladiator Beast Laquari reads "battled" so (asp/events/past_events.lp)
        (r"at the end of (the|your) battle phase, if this card (?:battled|attacked or was attacked)",
         lambda m, n: [c("during_phase", "battle_end"), c("battled_this_turn"), *([c("your_turn")] if m.group(1) == "your" else [])], "trigger"),
        # a card named exactly "X" (asp/battle/card_names.lp card_named; face-down: no name)
        (r"if you control NAME", lambda m, n: [c("count_at_least", "own", "field", c("card_named", String(n[0])), 1)] if len(n) == 1 else None,
         "state"),
        (r"if NAME is on the field", lambda m, n: [c("count_at_least", "any", "field", c("card_named", String(n[0])), 1)] if len(n) == 1 else None,
         "state"),
    ]
    return out


HEADS = _heads()


def condition(part: str, names: list[str], reader=None) -> tuple[list[Symbol], str | None] | None:
    """The conditions of one head part ("When this card inflicts battle damage
    to your opponent"), or None. reader: the compiler's reader of one head
    part, for "<event> (except during the Damage Step)"."""
    m = rx.fullmatch(r"(.+) \(except during the damage step\)", part)
    if m and reader is not None:  # the event must not happen in the Damage Step (events.lp outside/1)
        inner = reader(m.group(1), names)
        if not inner or len(inner[0]) != 1 or inner[0][0].name not in ("if_event", "when_event"):
            return None
        ev = inner[0][0].arguments[0]
        if ev.name != "ev":
            return None
        k, f, w = ev.arguments
        out = c("all_of", w, c("outside", "damage_step")) if str(w) != "any" else c("outside", "damage_step")
        return [c(inner[0][0].name, c("ev", k, f, out))], inner[1]
    for pat, make, hint in HEADS:
        m = rx.fullmatch(pat, part)
        if m:
            conds = make(m, names)
            return None if conds is None else (conds, hint)
    return None


# ---- usage-limit sentences -------------------------------------------------------
# (pattern, which effects: this/each/following/preceding, usage_limit term)
USE_LIMITS: list[tuple[str, str, str]] = [
    (r"^you can only use (?:this|that|the) effect of NAME once per duel$", "this", "use_once_per_duel"),
    (r"^you can only use each effect of NAME once per duel$", "each", "use_once_per_duel"),
    (r"^you can only use the following effect of NAME once per turn$", "next", "use_once_per_turn"),
    (r"^you can only use the previous effect of NAME once per turn$", "this", "use_once_per_turn"),
    # one use per turn shared by the effects named (asp/chain/limits.lp use_one_effect_per_turn)
    (r"^you can only use 1 of the following effects of NAME per turn, and only once that turn$", "following", "use_one_effect_per_turn"),
    (r"^you can only use 1 of these effects of NAME per turn, and only once that turn$", "each", "use_one_effect_per_turn"),
]


def self_to_gy(cond: Symbol) -> bool:
    """The condition waits for this card to be destroyed or to go to the GY
    (the trigger is then activated in the GY); not one placed face-up in the
    Extra Deck instead (to(extra_deck))."""
    text = str(cond)
    if text.startswith(("if_event(sent", "when_event(sent")):
        return True
    m = rx.match(r"(?:if|when)_event\(ev\((destroyed|sent_to_gy|used_as_material|discarded|tributed),(self|all_of\(self,)", text)
    # a discarded card is sent from the hand to the GY, a Tributed one to the GY (Rule Book: "Tribute", "discard")
    return bool(m) and "to(extra_deck)" not in text and (m.group(1) in ("destroyed", "sent_to_gy", "discarded", "tributed") or "to(gy)" in text)


def self_banished(cond: Symbol) -> bool:
    """The condition waits for this card to be banished (the trigger is then
    activated where it is: banished)."""
    return bool(rx.match(r"(?:if|when)_event\(ev\(banished,(self|all_of\(self,)", str(cond)))


def self_destroyed_on_field(cond: Symbol) -> bool:
    """The condition waits for this card to be destroyed, not "and sent to the
    GY": a Pendulum Monster destroyed on the field is then face-up in the
    Extra Deck (asp/effects/replacement.lp, r_pendulum_to_extra_deck)."""
    text = str(cond)
    return bool(rx.match(r"(?:if|when)_event\(ev\(destroyed,(self|all_of\(self,)", text)) and "to(gy)" not in text


# ---- costs and targets (before ";") -------------------------------------------------
# A noun phrase of card text -> (target kind, filter terms): "Spell", "Xyz Monster",
# "\"X\" monster", "Level 4 or lower WATER Fish monster"; the filters are
# asp/battle/stats.lp's and card_names.lp's.
_SUBTYPES = ("xyz", "synchro", "fusion", "link", "ritual", "pendulum", "tuner", "normal")
_NOUNS = {"monster": ("monster", []), "card": ("card", []), "spell": ("spell", []), "trap": ("trap", []),
          "spell card": ("spell", []), "trap card": ("trap", []), "spell/trap": ("spell_trap", []), "spell/trap card": ("spell_trap", []),
          "effect monster": ("effect_monster", [])}
for _s in _SUBTYPES:
    _NOUNS[f"{_s} monster"] = ("monster", [c("subtype", _s)])
_NOUNS.update({"equip card": ("card", [c("equip_card")])})
_NOUNS.update({"token": ("monster", [c("subtype", "token")])})  # a Token (asp/chain/tokens.lp)  # a card equipped to a monster (asp/battle/equip.lp)
_NOUNS.update({"monster card": ("monster", []), "tuner": ("monster", [c("subtype", "tuner")]), "gemini monster": ("monster", [c("subtype", "gemini")]),
               "flip monster": ("monster", [c("subtype", "flip")]), "spirit monster": ("monster", [c("subtype", "spirit")]),
               "union monster": ("monster", [c("subtype", "union")]), "toon monster": ("monster", [c("subtype", "toon")]),
               "spells/trap": ("spell_trap", []), "spells/trap card": ("spell_trap", [])})
# Spells and Traps by their property (a card of that printed subtype: asp/battle/stats.lp)
for _p, _kinds in (("normal", ("spell", "trap", "spell/trap")), ("quick-play", ("spell",)), ("continuous", ("spell", "trap", "spell/trap")),
                   ("field", ("spell",)), ("equip", ("spell",)), ("ritual", ("spell",)), ("counter", ("trap",))):
    for _k in _kinds:
        _kind = "spell_trap" if _k == "spell/trap" else _k
        for _w in (f"{_p} {_k}", f"{_p} {_k} card"):
            _NOUNS[_w] = (_kind, [c("subtype", _p.replace("-", "_"))])


def noun_phrase(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> tuple[str, list[Symbol], int] | None:
    """(kind, filters, names used) of a noun phrase, or None. The phrase is
    singular or plural ("monster(s)", "monsters")."""
    words = re.sub(r"\(s\)", "", text).strip()
    words = re.sub(r"s$", "", words) if not words.endswith(("ss",)) else words
    filters: list[Symbol] = []
    nons = []  # "non-Tuner", "LIGHT non-Link Fiend monster", "non-DARK": not(F) (asp/chain/targets.lp)
    for m in list(re.finditer(r"\bnon-([a-z]+(?:-[a-z]+)?)\b ?", words)):
        w = m.group(1).removesuffix("-type")
        if w in ("tuner", "link", "fusion", "synchro", "xyz", "ritual", "pendulum", "token"):
            nons.append(c("non", c("subtype", w)))
        elif w in attributes:
            nons.append(c("non", c("attribute", w)))
        elif w in types:
            nons.append(c("non", c("monster_type", types[w])))
        else:  # "non-Effect" (a Gemini in the GY is a Normal Monster there, which subtype filters do not see)
            return None
    if nons:
        words = re.sub(r"\bnon-[a-z]+(?:-[a-z]+)?\b ?", "", words).strip()
        words = words if rx.search(r"\b(?:monster|card)$", words) else f"{words} monster".strip()
    m = rx.match(r"special summoned (?=level )", words)
    if m:  # "1 Special Summoned Level 5 or higher monster": how it came to the field, before its Level
        filters.append(c("special_summoned"))
        words = words[m.end():]
    m = rx.match(r"level/rank(/link)? (\d+) ", words)
    if m:  # "Level/Rank 4 monster": Level 4, or Rank 4 (or Link-4)
        n = int(m.group(2))
        alts = [c("level_between", n, n), c("rank_between", n, n)] + ([c("link_rating_between", n, n)] if m.group(1) else [])
        flt = alts[-1]
        for a in reversed(alts[:-1]):
            flt = c("either", a, flt)
        filters.append(flt)
        words = words[m.end():]
    m = rx.match(r"level (\d+) or (lower|higher) ", words)
    if m:
        n = int(m.group(1))
        filters.append(c("level_between", 1, n) if m.group(2) == "lower" else c("level_between", n, 99))
        words = words[m.end():]
    else:
        m = rx.match(r"level (\d+)(?: or (\d+))? ", words)
        if m:  # "Level 7 or 8": either Level
            lv = [c("level_between", int(g), int(g)) for g in m.groups() if g]
            filters.append(lv[0] if len(lv) == 1 else c("either", *lv))
            words = words[m.end():]
    m = rx.match(r"link-(\d+)(?: or (lower|higher))? ", words)
    if m:  # "1 Link-3 or lower monster" (printed off the field: asp/chain/targets.lp)
        n = int(m.group(1))
        filters.append(c("link_rating_between", *{None: (n, n), "lower": (1, n), "higher": (n, 99)}[m.group(2)]))
        words = words[m.end():]
    m = rx.match(r"rank (\d+)(?: or (lower|higher))? ", words)
    if m:
        n = int(m.group(1))
        filters.append(c("rank_between", *{None: (n, n), "lower": (0, n), "higher": (n, 99)}[m.group(2)]))
        words = words[m.end():]
    m = rx.search(r" with (\d+) atk/(\d+) def$", words) or \
        rx.search(r" with (\d+)( or (?:less|more))? atk and (\d+)( or (?:less|more))? def$", words)
    if m and m.lastindex == 2:  # "1 monster with 1500 ATK/2100 DEF": both values
        filters += [c("atk_between", int(m.group(1)), int(m.group(1))), c("def_between", int(m.group(2)), int(m.group(2)))]
        words = words[:m.start()]
    elif m:  # "1 monster with 2400 or more ATK and 1000 DEF": each value as said
        for stat, n, how in (("atk", m.group(1), m.group(2)), ("def", m.group(3), m.group(4))):
            n = int(n)
            filters.append(c(f"{stat}_between", *{None: (n, n), " or less": (0, n), " or more": (n, 99999)}[how]))
        words = words[:m.start()]
    m = rx.search(r" with (?:(\d+) (?:or (less|more) )?|(less|more) than (\d+) )(atk|def)(?: (and|or) def)?$", words)
    if m and (not m.group(6) or m.group(5) == "atk"):
        # "1 WATER monster with 1500 or less ATK" (printed off the field, current on it: stats.lp); "with less than 2000 ATK":
        # ATK and DEF are whole numbers, 1999 or less; "with 2500 or less ATK and DEF": both; "with 2100 ATK or DEF": either
        n = int(m.group(1) or m.group(4))
        lo, hi = {None: (n, n), "less": (0, n), "more": (n, 99999)}[m.group(2)] if m.group(1) else \
            (0, n - 1) if m.group(3) == "less" else (n + 1, 99999)
        stats = [c(f"{stat}_between", lo, hi) for stat in (m.group(5), "def" if m.group(6) else None) if stat]
        filters.append(stats[0] if len(stats) == 1 else c("both" if m.group(6) == "and" else "either", *stats))
        words = words[:m.start()]
        words = re.sub(r"s$", "", words) if not words.endswith("ss") else words  # "2 Zombie monsters with 0 DEF"
    for _ in range(2):  # in either order
        m = rx.match(r"special summoned ", words)
        if m and c("special_summoned") not in filters:  # how it came to the field (asp/chain/targets.lp)
            filters.append(c("special_summoned"))
            words = words[m.end():]
        m = rx.match(r"(pendulum|tribute|fusion|synchro|xyz|link|ritual) summoned ", words)
        if m and not any(f.name == "summoned_by" for f in filters):  # "1 Pendulum Summoned monster" (asp/chain/targets.lp r_summoned_by)
            filters.append(c("summoned_by", m.group(1)))
            words = words[m.end():]
        m = rx.match(r"(attack|defense) position ", words)
        if m and not any(f.name == "position" for f in filters):  # a monster on the field in that battle position
            filters.append(c("position", m.group(1)))
            words = words[m.end():]
    head = words.split(" ", 1)
    if head[0] in attributes and len(head) > 1:
        filters.append(c("attribute", head[0]))
        words = head[1]
    for t in sorted(types, key=len, reverse=True):
        if words.startswith(t + " ") or words.startswith(t + "-type "):
            filters.append(c("monster_type", types[t]))
            words = words[len(t):].lstrip("-type").strip() if words[len(t):].startswith("-type") else words[len(t):].strip()
            break
    used = 0
    if words == "NAME" or words.startswith("NAME "):
        if not names:
            return None
        used = 1
        if words == "NAME":  # "1 \"X\"": the card with that name
            if filters:
                return None
            return "card", [c("card_named", String(names[0]))], used
        filters.append(c("name_has", String(names[0])))
        words = words[5:]
    noun = _NOUNS.get(words)
    if noun is None:
        return None
    kind, more = noun
    if kind != "monster" and kind != "effect_monster" and any(f.name in ("level_between", "attribute", "monster_type", "link_rating_between")
                                                              for f in filters):
        return None
    filters += more
    if nons:
        if kind not in ("monster", "card"):
            return None
        kind, filters = "monster", filters + nons
    return kind, filters, used


def _combine(filters: list[Symbol]) -> Symbol | None:
    if not filters:
        return None
    out = filters[-1]
    for f in reversed(filters[:-1]):
        out = c("both", f, out)
    return out


# where a target is: (pattern, zone, side)
_TARGET_PLACES = [(r"you control", "field", "own"), (r"your opponent controls", "field", "opponent"), (r"on the field", "field", "any"),
                  (r"in your (?:gy|graveyard)", "gy", "own"), (r"in (?:your opponent's|their|the opponent's) (?:gy|graveyard)", "gy", "opponent"),
                  (r"in (?:either|a|any|the|either player's) (?:gy|graveyard)(?:\(s\))?", "gy", "any"),
                  (r"that is banished", "banished", "any"),
                  (r"on either field", "field", "any"),  # "1 Special Summoned monster on either field": on the field
                  (r"among your banished cards", "banished", "own"), (r"among your opponent's banished cards", "banished", "opponent"),
                  (r"in your pendulum zone", "pendulum_zone", "own"),
                  (r"in (?:a|any|either player's) pendulum zone|in the pendulum zones", "pendulum_zone", "any"),
                  (r"in your opponent's pendulum zone", "pendulum_zone", "opponent"),
                  (r"in your monster zone", "monster_zone", "own"), (r"in your opponent's monster zone", "monster_zone", "opponent"),
                  (r"in your spell & trap zone", "spell_trap_zone", "own"),
                  (r"in your opponent's spell & trap (?:card )?zone", "spell_trap_zone", "opponent"),
                  (r"in (?:the|a|any|either) spell & trap (?:card )?zone", "spell_trap_zone", "any"),
                  (r"in your field zone", "field_zone", "own"), (r"in your opponent's field zone", "field_zone", "opponent"),
                  (r"in (?:a|any|either|the) field zone", "field_zone", "any"),
                  (r"in your pendulum zones", "pendulum_zone", "own"), (r"in the (?:gys|graveyards)", "gy", "any")]
_PLACE = "|".join(p for p, _, _ in _TARGET_PLACES)
_COUNT = {"1": 1, "one": 1, "2": 2, "two": 2, "3": 3, "three": 3}
# a noun "X or Y", "X, Y, or Z" of single words (Attributes, Types, names): either/2
_ALTS = re.compile(r"^((?:[\w\-]+, )*[\w\-]+),? or ([\w\-]+) (.+)$")


def _phrase(phrase: str, names: list[str], types: dict[str, str], attributes: set[str]) -> tuple[str, Symbol | None, int] | None:
    """(kind, filter or None, names used) of a noun phrase with alternatives
    ("LIGHT or DARK Dragon monster", "\"X\" or \"Y\" monster", "Level 8 LIGHT or
    DARK Dragon monster")."""
    return _phrase_start(phrase, names, types, attributes) or _inner_alternatives(phrase, names, types, attributes)


def _alt_category(item: str, types: dict[str, str], attributes: set[str]) -> str | None:
    """What one word of a list of alternatives is: a name, an Attribute, a Type or a subtype."""
    if item == "NAME":
        return "name"
    if item in attributes:
        return "attribute"
    if item.removesuffix("-type") in types:
        return "type"
    return "subtype" if item in _SUBTYPES else None


def _inner_alternatives(phrase: str, names: list[str], types: dict[str, str], attributes: set[str]) -> tuple[str, Symbol, int] | None:
    """"Level 4 or lower WIND Dragon or Winged Beast monster", "Fish, Sea
    Serpent, or Aqua monster": a list of words of one category (Attributes,
    Types, names, subtypes) inside a noun phrase, each alternative the whole
    phrase with that word; "and/or" of the cards of a count is the same (each
    card is one of them). (kind, either(...), names used), or None."""
    masked = re.sub(r" or (lower|higher|more|less)\b", r" OR_\1", phrase)
    m = rx.fullmatch(r"(.+?),? (?:or|and/or) (.+)", masked)
    if not m or " or " in m.group(2) or "and/or" in m.group(2):
        return None
    items = m.group(1).split(", ")
    first, last = items[0].split(" "), m.group(2).split(" ")
    for k in (2, 1):  # a two-word Type ("Winged Beast", "Sea Serpent") before a one-word one
        if len(first) >= k and _alt_category(" ".join(first[-k:]), types, attributes):
            prefix, items[0] = " ".join(first[:-k]), " ".join(first[-k:])
            break
    else:
        return None
    for k in (2, 1):
        if len(last) > k and _alt_category(" ".join(last[:k]), types, attributes):
            items.append(" ".join(last[:k]))
            rest = " ".join(last[k:])
            break
    else:
        return None
    if len({_alt_category(i, types, attributes) for i in items}) != 1:
        return None
    before, after = prefix.count("NAME"), rest.count("NAME")
    item_names = names[before:]
    alts, kinds, i = [], set(), 0
    for item in items:
        own = [item_names[i]] if item == "NAME" and i < len(item_names) else []
        i += item == "NAME"
        alt_names = names[:before] + own + names[before + items.count("NAME"):][:after]
        np = noun_phrase(f"{prefix} {item} {rest}".strip().replace("OR_", "or "), alt_names, types, attributes)
        if np is None or np[2] != len(alt_names) or not np[1]:
            return None
        kinds.add(np[0])
        alts.append(_combine(np[1]))
    used = before + items.count("NAME") + after
    if len(kinds) != 1 or used > len(names):
        return None
    out = alts[-1]
    for a in reversed(alts[:-1]):
        out = c("either", a, out)
    return kinds.pop(), out, used


def _phrase_start(phrase: str, names: list[str], types: dict[str, str], attributes: set[str]) -> tuple[str, Symbol | None, int] | None:
    """_phrase where the alternatives come first or are whole noun phrases."""
    masked = re.sub(r" or (lower|higher|more|less)\b", r" OR_\1", phrase)
    whole = rx.fullmatch(r"(.+?),? or (?:1|one) (.+)", masked)  # "1 \"X\" or 1 Plant monster": two whole noun phrases
    m = _ALTS.match(masked) if not whole else None
    if not m:
        np = noun_phrase(phrase, names, types, attributes) if not whole else None
        if np is None and masked.count(" or ") == 1:  # "\"X\" monster or \"Y\"": two whole noun phrases
            return _two_phrases(masked, whole, names, types, attributes)
        return None if np is None else (np[0], _combine(np[1]), np[2])
    words = [*m.group(1).split(", "), m.group(2)]
    rest = m.group(3).replace("OR_", "or ")
    k, in_rest = words.count("NAME"), rest.count("NAME")  # the alternatives' names come first in the text
    alts, kinds, i = [], set(), 0
    for w in words:
        own = [names[i]] if w == "NAME" and i < len(names) else []
        i += w == "NAME"
        alt_names = own + names[k:k + in_rest]
        np = noun_phrase(f"{w} {rest}", alt_names, types, attributes)
        if np is None or np[2] != len(alt_names) or not np[1]:
            break
        kinds.add(np[0])
        alts.append(_combine(np[1]))
    used = k + in_rest
    if len(alts) != len(words) or len(kinds) != 1 or used > len(names):
        # "monster or \"X\" card", "Spell or Trap Card": the first word is a card type, a whole noun phrase of its own,
        # and both readings are the same ("a Monster Card, or a \"X\" card")
        return _two_phrases(masked, None, names, types, attributes) if len(words) == 2 and words[0] in ("monster", "spell", "trap") else None
    out = alts[-1]
    for a in reversed(alts[:-1]):
        out = c("either", a, out)
    return kinds.pop(), out, used


def _two_phrases(masked: str, whole, names: list[str], types: dict[str, str], attributes: set[str]):
    """"A or B" of two whole noun phrases: (kind, either(...), names used), or None."""
    left, right = (x.replace("OR_", "or ") for x in (whole.groups() if whole else masked.split(" or ")))
    k = left.count("NAME")
    a, b = noun_phrase(left, names[:k], types, attributes), noun_phrase(right, names[k:], types, attributes)
    if a is None or b is None or a[2] != k or a[2] + b[2] > len(names):
        return None
    kinds = {a[0], b[0]}
    if len(kinds) == 1:
        return a[0], c("either", _combine(a[1]) or c("any_card"), _combine(b[1]) or c("any_card")), a[2] + b[2]
    if not kinds <= set(_KIND_FILTER):
        return None
    if kinds == {"spell", "trap"} and not a[1] and not b[1]:
        return "spell_trap", None, 0  # "Spell or Trap Card": a Spell/Trap (face-down ones too: no card_type filter)
    # different kinds: any card, each side with its card type ("a \"X\" monster or \"Y\"")
    sides = [_combine([*_KIND_FILTER[x[0]], *x[1]]) or c("any_card") for x in (a, b)]
    return "card", c("either", *sides), a[2] + b[2]


def _slot(text: str, names: list[str], types: dict[str, str], attributes: set[str]):
    """One group of a target clause, "1 face-up monster you control",
    "2 \"X\" cards in your GY, except \"Y\"", "1 of your banished Zombie monsters":
    (count, up_to, kind, places, face, filter, other, names used), or None."""
    m = rx.fullmatch(r"(up to )?(1|one|2|two|3|three|[4-6]) (.+)", text)
    if not m:
        return None
    up_to, n, rest = bool(m.group(1)), _num(m.group(2)), m.group(3)
    not_self = rx.fullmatch(r"(.+?)(?:,? except this (?:card|one)| \(other than this card\))", rest)
    if not_self:  # "1 monster in either GY, except this card": another card than this one, as "other" (target_other)
        rest = not_self.group(1)
    except_name = rx.fullmatch(r"(.+?),? except NAME", rest)  # "1 \"X\" monster in your GY except \"Y\"" (no comma) too
    if except_name:
        rest = except_name.group(1)
    # "1 monster in your GY, except a Link Monster", "..., except a Level 5 monster": a card that is not one (PSCT "except")
    except_kind = None if except_name else rx.fullmatch(r"(.+?),? except (?:an? )?([^\"]+)", rest)
    if except_kind and "NAME" not in except_kind.group(2) and not rx.match(r"(?:this|the|that|its?|their)\b", except_kind.group(2)):
        rest, except_kind = except_kind.group(1), _phrase(except_kind.group(2), [], types, attributes)
        if except_kind is None or except_kind[0] not in ("monster", "card") or except_kind[1] is None:
            return None
        except_kind = c("non", except_kind[1])
    else:
        except_kind = None
    nomi = rx.fullmatch(r"(.+?),? that cannot be normal summoned/set(| in .+| on .+)", rest)
    if nomi:  # "1 monster that cannot be Normal Summoned/Set in either GY": a Special Summon Monster (asp/chain/targets.lp)
        rest = nomi.group(1) + nomi.group(2)
    has_level = rx.fullmatch(r"(.+?),? (?:that (?:has|have)|with) a level", rest)
    if has_level:  # "... that has a Level", "with a Level": not an Xyz or Link Monster (a Level of any value: asp/battle/stats.lp)
        rest = has_level.group(1)
    materials = rx.fullmatch(r"(.+?),? (?:that (?:has|have) (no )?|with (no ))(?:xyz )?materials?", rest)
    if materials:  # "... that has Xyz Material", "... with no material": how many are attached to it (asp/chain/targets.lp)
        rest, materials = materials.group(1), c("materials_at_most", 0) if materials.group(2) or materials.group(3) else c("materials_at_least", 1)
    differs = rx.fullmatch(r"(.+?),? whose current (atk|def|level)(?: or (def))? is different from its original (?:\2|value)", rest)
    if differs:  # "1 monster your opponent controls, whose current ATK is different from its original ATK" (asp/chain/targets.lp)
        alts = [c("stat_differs", x) for x in differs.groups()[1:] if x]
        rest, differs = differs.group(1), alts[0] if len(alts) == 1 else c("either", *alts)
        if not rx.search(r"(?:" + _PLACE + r")$", rest):
            rest += " on the field"  # "target 1 monster whose ...": a monster on the field, the only place its current ATK is
    atk_def = rx.fullmatch(r"(.+?),? whose atk equals its own def", rest)
    if atk_def:  # "1 Machine monster you control whose ATK equals its own DEF" (asp/chain/targets.lp r_atk_equals_def)
        rest = atk_def.group(1)
    face = None
    from_extra = None
    counters = rx.fullmatch(r"(.+?),? with (a|an|\d+ or more) ([a-z]+) counters?", rest)
    if counters:  # "1 monster with a Wedge Counter", "... with 4 or more Fog Counters" (asp/chain/counters.lp r_counters_filter)
        n_counters = 1 if counters.group(2) in ("a", "an") else int(counters.group(2).split()[0])
        if counters.group(3) not in _counter_kinds() or (n_counters == 1) != (counters.group(2) in ("a", "an")):
            return None
        rest, counters = counters.group(1), c("counters_at_least", counters.group(3), n_counters)
        if not rx.search(r"(?:" + _PLACE + r")$", rest):
            rest += " on the field"  # counters are on cards on the field
    # "1 card in your GY that was sent there this turn", "1 monster you control that was Special Summoned this turn": it came
    # there this turn (asp/chain/targets.lp r_arrived_this_turn)
    this_turn = rx.fullmatch(r"(.+?),? that (?:was|were) (sent there|special summoned) this turn", rest)
    if this_turn:
        rest, this_turn = this_turn.group(1), this_turn.group(2)
    attacked = rx.fullmatch(r"(.+?),? that (attacked|did not declare an attack) this turn", rest)
    if attacked:  # "1 monster you control that attacked this turn" (asp/chain/targets.lp r_attacked_this_turn)
        rest, attacked = attacked.group(1), c("attacked_this_turn") if attacked.group(2) == "attacked" else \
            c("non", c("attacked_this_turn"))
    rest = re.sub(r" in your (?:gy|graveyard),? (?:and/)?or (?:banishment|banished)$", " in your gy or among your banished cards", rest)
    # "up to 2 cards in your opponent's GY and/or banishment": in their GY or among their banished cards
    rest = re.sub(r" in your opponent's (?:gy|graveyard),? (?:and/)?or (?:banishment|banished)$",
                  " in your opponent's gy or among your opponent's banished cards", rest)
    other_banished = rx.match(r"of your other banished ", rest)  # "1 of your other banished cards": not this card
    if other_banished:
        rest = "of your banished " + rest[other_banished.end():]
    theirs = rx.fullmatch(r"of your opponent's banished (.+)", rest)  # "1 of your opponent's banished cards"
    b = theirs or rx.fullmatch(r"of your banished (.+)", rest) or rx.fullmatch(r"of your (.+?),? that (?:is|are) banished (?:and/)?or in your gy", rest)
    if b:
        phrase, places = b.group(1), [("banished", "opponent" if theirs else "own")] + ([("gy", "own")] if rest.endswith(" gy") else [])
    else:
        # "in your opponent's field or GY": on their field, or in their GY
        rest = re.sub(r"(?:in|on) (your|your opponent's|their) field,? (?:and/)?or (?:gy|graveyard)$",
                      lambda w: "you control or in your gy" if w.group(1) == "your" else "your opponent controls or in your opponent's gy", rest)
        # "1 monster on the field with 2000 or more ATK": the statistics filter said after the place
        rest = re.sub(r"^(.+?) (" + _PLACE + r") (with (?:(?:\d+ (?:or (?:less|more) )?|(?:less|more) than \d+ )(?:atk|def)(?: (?:and|or) def)?"
                      r"|\d+ atk/\d+ def|\d+(?: or (?:less|more))? atk and \d+(?: or (?:less|more))? def))$",
                      r"\1 \3 \2", rest)
        # "1 Special Summoned monster your opponent controls in face-up Attack Position": the position said after the place
        rest = re.sub(r"^(.+?) (" + _PLACE + r") in face-up (attack|defense) position$", r"face-up \3 position \1 \2", rest)
        from_extra = rx.fullmatch(r"(.+?) (?:that (?:was|were) )?special summoned from the extra deck", rest)
        if from_extra:  # "1 monster on the field (that was) Special Summoned from the Extra Deck"
            rest = from_extra.group(1)
        p = rx.fullmatch(r"(.+?) (" + _PLACE + r")(?:,? or (" + _PLACE + r"))?", rest)
        if not p and rx.match(r"(?:other )?(?:face-(?:up|down) |(?:attack|defense) position |set (?:card|spell|trap|monster))", rest):
            p = rx.fullmatch(r"(.+)()", rest)  # "1 face-up monster", "1 Defense Position monster": one on the field (PSCT)
        if not p and (bare := _phrase(rest, names[: rest.count("NAME")], types, attributes)) and bare[0] in ("monster", "effect_monster"):
            p = rx.fullmatch(r"(.+)()", rest)  # "1 monster with 800 or less DEF", "1 Beast monster": a monster, no place said: on the field
        if not p:
            b = rx.fullmatch(r"banished (.+)", rest)  # "1 banished card": either player's
            if not b:
                return None
            phrase, places = b.group(1), [("banished", "any")]
        else:
            phrase = p.group(1)
            places = [next((z, s) for pat, z, s in _TARGET_PLACES if rx.fullmatch(pat, g)) for g in p.groups()[1:] if g] or [("field", "any")]
    other = False
    while True:  # "other", "face-up", "face-down", "Set" in any order before the noun
        w = rx.match(r"(other|another|face-up|face-down|set) ", phrase)
        if not w:
            break
        word, phrase = w.group(1), phrase[w.end():]
        if word in ("other", "another"):
            other = True
        elif face is not None:
            return None
        else:
            face = "up" if word == "face-up" else "down"
    other = other or bool(not_self) or bool(other_banished)
    if phrase.startswith("face-down defense position "):  # a Set monster (position filter sees either face)
        face, phrase = "down", "defense position " + phrase[len("face-down defense position "):]
    if rx.search(r"\bmonster cards?$", phrase) and any(z == "field" for z, _ in places):
        return None  # a Monster Card on the field may be in the Spell & Trap Zone too (an equipped monster): not read
    used_names = names[: phrase.count("NAME")]
    found = _phrase(phrase, used_names, types, attributes)
    if found is None or found[2] != len(used_names):
        return None
    kind, where, used = found
    if n > 1 and _plural_name(where):
        return None
    if nomi:
        if kind not in ("monster", "effect_monster"):
            return None
        where = c("special_summon_monster") if where is None else c("both", where, c("special_summon_monster"))
    if has_level:
        if kind not in ("monster", "effect_monster"):
            return None
        where = c("level_between", 0, 99) if where is None else c("both", where, c("level_between", 0, 99))
    if differs:  # a face-up monster's, on the field
        if kind != "monster" or any(z != "field" for z, _ in places):
            return None
        where = differs if where is None else c("both", where, differs)
    if materials:  # an Xyz Monster's, on the field
        if where is None or not _has(where, "subtype") or "subtype(xyz)" not in str(where) or any(z != "field" for z, _ in places):
            return None
        where = c("both", where, materials)
    if from_extra:
        if kind not in ("monster", "effect_monster") or any(z != "field" for z, _ in places):
            return None
        ss = c("special_summoned_from", "extra_deck")
        where = ss if where is None else c("both", where, ss)
    if attacked:
        if kind not in ("monster", "effect_monster") or any(z != "field" for z, _ in places):
            return None
        where = attacked if where is None else c("both", where, attacked)
    if counters:
        if any(z != "field" for z, _ in places):
            return None
        where = counters if where is None else c("both", where, counters)
    if this_turn:  # sent to the GY, or Special Summoned to the field, this turn
        if this_turn == "sent there" and any(z != "gy" for z, _ in places) or \
                this_turn != "sent there" and (kind not in ("monster", "effect_monster") or any(z != "field" for z, _ in places)):
            return None
        came = c("arrived_this_turn") if this_turn == "sent there" else c("both", c("special_summoned"), c("arrived_this_turn"))
        where = came if where is None else c("both", where, came)
    if atk_def:
        if kind != "monster":
            return None
        where = c("atk_equals_def") if where is None else c("both", where, c("atk_equals_def"))
    if except_name:
        if len(names) <= used:
            return None
        not_named = c("card_not_named", String(names[used]))
        where = not_named if where is None else c("both", where, not_named)
        used += 1
    if except_kind is not None:  # asp/chain/targets.lp non/1: off the field its printed values, on the field a face-up one's
        where = except_kind if where is None else c("both", where, except_kind)
    return n, up_to, kind, places, face, where, other, used


def target(part: str, names: list[str], types: dict[str, str], attributes: set[str]):
    """The target slots of "target 1 "X" Xyz Monster you control", "target 2
    cards on the field", "target up to 2 Spells/Traps your opponent controls",
    "target 1 monster you control and 1 card your opponent controls": a list of
    (kind, [(zone, side), ...], face, filter, other, optional) per slot, or None."""
    part = re.sub(r"^target another ", "target 1 other ", part)  # "target another face-up monster you control"
    # "target 1 Attack Position opponent's monster": a monster your opponent controls
    part = re.sub(r"^(target (?:1|one|2|two) (?:face-up |attack position |defense position )*)opponent's (monsters?)(?=$| that | with )",
                  r"\1\2 your opponent controls", part)
    # "target 1 opponent's Attack Position monster", "target an opponent's monster": a monster your opponent controls
    part = re.sub(r"^target (?:1|one|an) opponent's ((?:face-up |attack position |defense position )*monster)$", r"target 1 \1 your opponent controls",
                  part)
    # 'target 1 monster "Fur Hire" in your GY': the archetype's wording of a "Fur Hire" monster
    part = re.sub(r"\bmonster(s?) NAME\b", r"NAME monster\1", part)
    # "target 1 card in your other Pendulum Zone": your Pendulum Zone card other than this one (card text: this card is in the
    # other Pendulum Zone)
    part = re.sub(r"^target (1|one) (.+) in your other pendulum zone$", r"target \1 other \2 in your pendulum zone", part)
    # "1 Link Monster your opponent controls or is in their GY": in either place
    part = re.sub(r" (you control|your opponent controls) or is in ", r" \1 or in ", part)
    # "target 1 of your \"X\" monsters, that is banished or in your GY": one of your cards in either place (your GY or banishment)
    part = re.sub(r"^target (\d|one|two|up to \d) of your ([^,]+?),? that (?:is|are) banished (?:or|and/or) (?:is )?in your (?:gy|graveyard)(?=$|,)",
                  r"target \1 \2 in your gy or banishment", part)
    # "target 1 \"X\" monster, or Wyrm monster, you control": the alternative set off by commas before the place
    part = re.sub(r"^(target (?:1|one) [^,]+), or ([^,]+), (" + _PLACE + r")$", r"\1 or \2 \3", part)
    split = rx.fullmatch(r"target (2|two) of your banished (monsters|cards) \(((?:1|one) .+?) and ((?:1|one) .+?)\)", part)
    if split:  # "target 2 of your banished monsters (1 \"X\" monster and 1 \"Y\" monster)": a slot for each, among your banished
        noun = split.group(2).removesuffix("s")
        if not all(rx.search(rf"\b{noun}$", g) for g in split.groups()[2:]):
            return None
        part = " and ".join(re.sub(r"^(?:1|one) ", "target 1 of your banished " if i == 0 else "1 of your banished ", g)
                            for i, g in enumerate(split.groups()[2:]))
    inc = rx.fullmatch(r"target ((?:up to )?(?:2|two|3|three)) (.+?),? including (?:at least )?(?:an?|1|one) (.+)", part)
    if inc:
        return _including(inc, names, types, attributes)
    m = rx.fullmatch(r"target (.+)", part)
    if not m:
        return None
    each = rx.fullmatch(r"(?:(?:1|one) (.+?) on each field|(?:2|two) (.+?) on the field \((?:1|one) (?:from|on) each side of the field\))", m.group(1))
    if each:  # "1 Spell/Trap on each field": 1 you control and 1 your opponent controls
        phrase = re.sub(r"s$", "", each.group(1) or each.group(2))
        k = phrase.count("NAME")
        return target(f"target 1 {phrase} you control and 1 {phrase} your opponent controls", names[:k] * 2 + names[k:], types, attributes)
    each = rx.fullmatch(r"(?:1|one) (.+?) on each (?:player's field|side of the field)((?: that |,? except ).+)?", m.group(1))
    if each:  # "1 face-up monster on each player's field", "... on each side of the field, except this card": as "on each field"
        phrase, tail = each.group(1), each.group(2) or ""
        k, kt = phrase.count("NAME"), tail.count("NAME")
        return target(f"target 1 {phrase} you control{tail} and 1 {phrase} your opponent controls{tail}",
                      names[:k] + names[k:k + kt] + names[:k] + names[k:k + kt] + names[k + kt:], types, attributes)
    each_gy = rx.fullmatch(r"(?:1|one) (.+?) (?:in each (?:gy|graveyard)|each from your (?:gy|graveyard) and your opponent's (?:gy|graveyard))",
                           m.group(1))
    if each_gy:  # "1 Spell/Trap in each GY", "1 card each from your GY and your opponent's GY": 1 in your GY and 1 in theirs
        phrase = each_gy.group(1)
        k = phrase.count("NAME")
        return target(f"target 1 {phrase} in your gy and 1 {phrase} in your opponent's gy", names[:k] * 2 + names[k:], types, attributes)
    groups = re.split(r" and (?=(?:up to )?(?:1|one|2|two|3|three) )", m.group(1))
    if len(groups) == 1:
        sides = _either_side(groups[0], names, types, attributes)
        if sides is not None:
            return sides
    slots, used, earlier = [], 0, []
    for i, g in enumerate(groups):
        shared = g is not groups[-1] and not rx.search(_PLACE, g)
        plain = shared and not rx.search(r"\b(?:face-(?:up|down)|attack position|defense position|set)\b", g)
        # "1 \"HERO\" monster and 1 Spell in your GY": the place said at the end is the first group's too (before a
        # monster with no place said, one on the field: _slot); "1 face-up monster and ...": one on the field
        found = _shared_tail(g, groups[-1], names[used:], types, attributes) if plain else None
        if found is None:
            found = _slot(g, names[used:], types, attributes)
        if found is None and shared and not plain:
            found = _shared_tail(g, groups[-1], names[used:], types, attributes)
        if found is None:
            return None
        n, up_to, kind, places, face, where, other, u = found
        if i and other and any(_overlap(places, p) for p in earlier) and not rx.search(r"except this (?:card|one)|other than this card", g):
            return None  # "1 Field Spell and 2 other cards on the field": other than the first target, or than this card too? not guessed
        earlier.append(places)
        used += u
        for z, side in places:
            if z not in ("field", "monster_zone", "spell_trap_zone", "field_zone") and face is not None:
                return None  # face-up/face-down is said of cards on the field
        kinds = []
        for zone, side in places:
            k, zn, flt = kind, zone, where
            if zone == "pendulum_zone":  # a Pendulum Monster Card in the Spell & Trap Zone (Master Rule: the Pendulum Zones)
                if kind != "card":
                    return None
                zn, k = "spell_trap_zone", "card"  # a Spell Card there (r_kind_in_zone): the subtype filter says Pendulum
                flt = c("subtype", "pendulum") if where is None else c("both", c("subtype", "pendulum"), where)
            elif zone == "field" and kind in ("monster", "effect_monster"):
                zn = "monster_zone"
            elif zone == "spell_trap_zone" and kind == "monster":  # a Monster Card there is a Spell Card (r_kind_in_zone)
                k, flt = "card", c("card_type", "monster") if where is None else c("both", c("card_type", "monster"), where)
            kinds.append((k, zn, side, flt))
        if len({(k, f) for k, _, _, f in kinds}) != 1:
            return None  # one kind and filter per slot (target_where/4 is per slot)
        k, _, _, flt = kinds[0]
        on_field = all(zn in ("monster_zone", "spell_trap_zone", "field", "field_zone") for _, zn, _, _ in kinds)
        if flt is not None and not on_field and _has(flt, "position"):
            return None  # a battle position is on the field only
        in_st_zone = face == "up" and all(zn == "spell_trap_zone" for _, zn, _, _ in kinds)  # a face-up Monster Card there shows its type
        if flt is not None and on_field and _bare_card_type(flt) and not in_st_zone:
            return None  # "1 monster or \"X\" card on the field": a face-down monster is one too, which card_type does not see
        if where is not None and on_field and _only_position(where) is False and face is None:
            face = "up"  # a filter by name, Level, Type ... sees face-up cards only (a battle position: either face)
        if face == "down" and flt is not None and _only_position(flt) is False:
            return None
        if face is not None and not on_field:
            return None
        if k == "effect_monster" and face is None and on_field:
            face = "up"
        places_out = [(zn, side) for _, zn, side, _ in kinds]
        for i in range(n):
            slots.append((k, places_out, face, flt, other, up_to and i > 0))
    if used != len(names) or len(slots) > 3 and len(groups) > 1:
        return None  # at most three slots, or one group of alike slots (chain/targets.lp checks what can be activated for those)
    return slots


def _within(inner: tuple[str, str], outer: tuple[str, str]) -> bool:
    """A card in place inner (zone, side) is also in place outer ("you control" within "on the field")."""
    zone_in = inner[0] == outer[0] or outer[0] == "field" and inner[0] in ("monster_zone", "spell_trap_zone", "field_zone")
    return zone_in and outer[1] in (inner[1], "any")


def _including(m: re.Match, names: list[str], types: dict[str, str], attributes: set[str]):
    """"target 2 face-up monsters on the field, including a monster you
    control", "target up to 2 cards in your GY, including a \"X\" card": at
    least one of the targets is that card (PSCT "including"), read as a first
    slot that is one and the other slots as the group says (the slots are
    different cards, asp/chain/targets.lp r_target_distinct): the slots of
    target() or None."""
    count, group, what = m.groups()
    k = group.count("NAME")
    slots = target(f"target {count} {group}", names[:k], types, attributes)
    if slots is None or any(s[:5] != slots[0][:5] for s in slots):
        return None
    kind, places, face, where, other, _ = slots[0]
    rest = names[k:]
    place = rx.search(r"(?:" + _PLACE + r")$", group)
    if not rx.search(r"(?:" + _PLACE + r")$", what) and place:
        what = f"{what} {place.group(0)}"  # "2 cards you control, including a face-up Spell/Trap": one you control
    if rx.search(r"(?:" + _PLACE + r")$", what):  # "including a monster you control": a card of that place too
        one = target(f"target 1 {what}", rest, types, attributes)
        if one is None or len(one) != 1 or not all(any(_within(p, q) for q in places) for p in one[0][1]):
            return None
        k1, places1, face1, where1, other1, _ = one[0]
    else:
        found = _phrase(what, rest, types, attributes)
        if found is None or found[2] != len(rest):
            return None
        k1, where1, face1, places1, other1 = found[0], found[1], None, places, False
    if k1 == kind or kind == "card":
        pass  # the narrower kind: "2 cards ..., including a monster"
    elif k1 == "card" or kind == "effect_monster" and k1 == "monster":
        k1 = kind
    elif not (kind == "monster" and k1 == "effect_monster"):
        return None
    if face and face1 and face != face1 or other1:
        return None
    both = [f for f in (where, where1) if f is not None]
    flt = None if not both else both[0] if len(both) == 1 else c("both", *both)
    face1 = face or face1
    on_field = all(z in ("monster_zone", "spell_trap_zone", "field", "field_zone") for z, _ in places1)
    if flt is not None and on_field and face1 is None and _only_position(flt) is False:
        face1 = "up"  # a filter by name, Type ... sees face-up cards only (as target())
    if flt is not None and not on_field and _has(flt, "position"):
        return None
    return [(k1, places1, face1, flt, other, False)] + slots[1:]


def _overlap(a: list[tuple[str, str]], b: list[tuple[str, str]]) -> bool:
    """Two groups' places can hold the same card."""
    on_field = {"field", "monster_zone", "spell_trap_zone", "field_zone", "pendulum_zone"}
    return any((za == zb or {za, zb} <= on_field and "field" in (za, zb)) and "any" in (sa, sb) or (za == zb and sa == sb)
               for za, sa in a for zb, sb in b)


def _shared_tail(group: str, last: str, names: list[str], types: dict[str, str], attributes: set[str]):
    """"1 Dragon and 1 Spellcaster monster in your GY", "1 LIGHT and 1 DARK
    monster in your GY", "2 \"X\" and 1 \"Y\" in your GY": a group with no place
    shares the end of the last group (its place, and its noun if it has none):
    the shortest end that makes it a whole group. _slot's answer, or None."""
    words = last.split(" ")
    for k in range(len(words) - 1, 1, -1):  # the end without the last group's count and first word
        tail = " ".join(words[k:])
        if not rx.match(r"(?:" + _PLACE + r")(?:$|,)", tail) and not rx.match(r"(?:monsters?|cards?|spells?|traps?) ", tail):
            continue  # the place alone, or the noun and the place
        found = _slot(f"{group} {tail}", names[:group.count("NAME") + tail.count("NAME")], types, attributes)
        if found is not None:
            return found[:7] + (group.count("NAME"),)  # the tail's names are the last group's
    return None


def _either_side(text: str, names: list[str], types: dict[str, str], attributes: set[str]):
    """"1 \"X\" monster you control or 1 face-up monster your opponent
    controls": one slot, a monster in either Monster Zone with the filter of
    its side (controlled_by, asp/battle/stats.lp), or None."""
    m = rx.fullmatch(r"((?:1|one) .+? (?:you control|your opponent controls)),? or ((?:1|one) .+? (?:you control|your opponent controls))", text)
    if not m:
        return None
    k = m.group(1).count("NAME")
    parts = [_slot(m.group(1), names[:k], types, attributes), _slot(m.group(2), names[k:], types, attributes)]
    if None in parts or parts[0][7] + parts[1][7] != len(names):
        return None
    alts = []
    for n, up_to, kind, places, face, where, other, _ in parts:
        if kind != "monster" or len(places) != 1 or places[0][0] != "field" or other or face == "down":
            return None
        flt = [where] if where is not None else []
        if face == "up" and (where is None or _only_position(where)):  # "1 face-up monster": face_up_monster (stats.lp)
            flt.append(c("face_up_monster"))
        alts.append(_combine([*flt, c("controlled_by", places[0][1])]))
    if parts[0][3] == parts[1][3]:
        return None  # both on one side: not this form
    return [("monster", [("monster_zone", "any")], None, c("either", *alts), False, False)]


def _plural_name(flt: Symbol | None) -> bool:
    """"2 \"Volcanic Scattershots\"": a quoted name ending in "s" after a count
    above 1 may be the plural of another card's name; which one is not guessed."""
    return flt is not None and (flt.name == "card_named" and flt.arguments[0].string.endswith("s")
                                or any(isinstance(a, Symbol) and a.type.name == "Function" and _plural_name(a) for a in flt.arguments))


def _bare_card_type(flt: Symbol) -> bool:
    """A card type alone is one of the alternatives of the filter."""
    return flt.name == "card_type" or flt.name == "either" and any(_bare_card_type(a) for a in flt.arguments)


def _has(flt: Symbol, name: str) -> bool:
    return flt.name == name or any(isinstance(a, Symbol) and a.type.name == "Function" and _has(a, name) for a in flt.arguments)


def _only_position(flt: Symbol) -> bool:
    """The filter is only battle positions (seen face-up or face-down)."""
    if flt.name in ("both", "either"):
        return all(_only_position(a) for a in flt.arguments)
    return flt.name in ("position", "special_summoned", "special_summoned_from")  # seen face-up or face-down alike


# "discard 1 Spell", "discard 1 \"X\" card", "banish 1 \"X\" monster from your GY"
# where the cards of a cost come from (asp/chain/costs.lp cost_place)
_COST_PLACES = {"your hand": "hand", "your deck": "deck", "your extra deck": "extra_deck", "your gy": "gy", "your field": "field",
                "the field": "field", "your face-up field": "face_up_field", "your hand or field": c("either", "hand", "field"),
                "your hand or face-up field": c("either", "hand", "face_up_field"), "your hand or gy": c("either", "hand", "gy"),
                "your deck or extra deck": c("either", "deck", "extra_deck"), "your hand or deck": c("either", "hand", "deck"),
                "your field or gy": c("either", "field", "gy"), "your spell & trap zone": "spell_trap_zone"}
# "from your hand and/or GY": each card from one of the places (PSCT "and/or": any combination)
_COST_PLACES.update({k.replace(" or ", " and/or "): v for k, v in _COST_PLACES.items() if " or " in k})
_COST_PLACES.update({"your gy and/or face-up field": c("either", "gy", "face_up_field"), "your face-up field and/or gy": c("either", "face_up_field", "gy"),
                     "your gy or face-up field": c("either", "gy", "face_up_field"), "your face-up field or gy": c("either", "face_up_field", "gy")})
# three places: "from your hand, face-up field, or GY", "from your hand, Deck, and/or face-up field" (each card from one of them)
_PLACE_WORDS = {"hand": "hand", "deck": "deck", "extra deck": "extra_deck", "gy": "gy", "field": "field", "face-up field": "face_up_field"}
for _a, _b, _c in (("hand", "field", "gy"), ("hand", "face-up field", "gy"), ("hand", "gy", "face-up field"), ("hand", "deck", "face-up field"),
                   ("hand", "deck", "gy"), ("hand", "deck", "extra deck")):
    for _w in (", or ", ", and/or ", " and/or "):
        _COST_PLACES[f"your {_a}, {_b}{_w}{_c}"] = c("either", _PLACE_WORDS[_a], c("either", _PLACE_WORDS[_b], _PLACE_WORDS[_c]))
_COST_PLACE_RE = "|".join(re.escape(k) for k in sorted(_COST_PLACES, key=len, reverse=True))
_KIND_FILTER = {"monster": [c("card_type", "monster")], "spell": [c("card_type", "spell")], "trap": [c("card_type", "trap")],
                "spell_trap": [c("either", c("card_type", "spell"), c("card_type", "trap"))],
                "effect_monster": [c("card_type", "monster"), c("subtype", "effect")], "card": []}


_HAND_FIELD = c("either", "hand", "field")


def _cost_cards(verb: str, text: str, names, types, attributes):
    """"send 1 "X" monster from your Deck to the GY", "banish 1 card from your
    hand", "discard 1 other Spell", "Tribute 1 other FIRE monster": [(fact, args...)] or None."""
    text = re.sub(r"\b(and/or|or) face-up from your field\b", r"\1 face-up field", text)
    text = re.sub(r"\b(and/or|or) your field\b", r"\1 field", text)
    down = rx.fullmatch(r"(1|one|2|two) face-down cards? you control", text)
    if down and verb in ("send", "banish"):  # "send 1 face-down card you control to the GY": a Set card of theirs, whatever it is
        return [("cost", c("send_to_gy_from" if verb == "send" else "banish_from", _COUNT[down.group(1)], "face_down_field"))]
    m = rx.fullmatch(r"(1|one|2|two|3|three) (other )?(face-up )?(.+?)(?:,? from (" + _COST_PLACE_RE + r")| (you control))?", text)
    if not m:
        return None
    n, other, face_up, phrase = _COUNT[m.group(1)], bool(m.group(2)), bool(m.group(3)), m.group(4)
    place = _COST_PLACES.get(m.group(5)) if m.group(5) else ("field" if m.group(6) else None)
    found = _phrase(phrase, names, types, attributes)
    if found is None or found[2] != len(names):
        return None
    kind, where, _ = found
    if n > 1 and _plural_name(where):
        return None
    if face_up:
        if place not in ("field", "spell_trap_zone") and not (place is None and verb == "tribute"):  # "Tribute 1 face-up monster": one on the field
            return None
        # a Tribute's filter of Levels, Types ... sees face-up monsters only (stats.lp): "face-up" is then the filter's
        place = "face_up_spell_trap_zone" if place == "spell_trap_zone" else \
            None if place is None and where is not None and _only_position(where) is False else "face_up_field"
    filters = [*_KIND_FILTER.get(kind, [None]), *([where] if where is not None else [])]
    if None in filters:
        return None
    flt = _combine(filters)
    if flt is not None and verb != "tribute" and ("field" in str(place).replace("face_up_field", "") or place == "spell_trap_zone") \
            and where is not None \
            and where != c("equip_card"):  # (an Equip Card is face-up)
        return None  # a filter sees no face-down card, but the player may pay with their own Set card: not decided here
    # (a card type alone: the player's own Set cards pay it, asp/chain/costs.lp r_cost_own_set_card)
    out: list[tuple[str, object]] = []
    if verb == "discard":
        if place is not None:
            return None
        out.append(("cost", c("discard", n)))
        kind_name = "discard"
    elif verb == "tribute":  # monsters on the field, or from the places the text names (asp/chain/costs.lp tribute_from)
        if place not in (None, "field", "face_up_field", "hand", _HAND_FIELD) or kind not in ("monster", "effect_monster", "card"):
            return None
        out.append(("cost", c("tribute", n) if place in (None, "field") else c("tribute_from", n, place)))
        kind_name = "tribute"
        flt = _combine([f for f in filters if f.name != "card_type"])  # a Tributed card on the field is a monster
    elif verb == "send":
        if place is None:
            return None
        out.append(("cost", c("send_to_gy", n) if place == "hand" else c("send_to_gy_from", n, place)))
        kind_name = "send_to_gy"
    elif verb == "return":  # to the hand, from the field (asp/chain/costs.lp r_cost_return_shuffle)
        if place not in ("field", "face_up_field"):
            return None
        out.append(("cost", c("return_to_hand_from", n, place)))
        kind_name = "return_to_hand"
    elif verb == "shuffle":  # into the Deck (asp/chain/costs.lp r_cost_return_shuffle)
        if place is None:
            return None
        out.append(("cost", c("shuffle_into_deck_from", n, place)))
        kind_name = "shuffle_into_deck"
    elif verb in ("top", "bottom"):  # placed on the top or bottom of the Deck (costs.lp r_cost_return_shuffle)
        if place is None:
            return None
        out.append(("cost", c("place_on_deck_from", n, place, verb)))
        kind_name = "place_on_deck"
    else:  # banish
        if place is None:
            return None
        out.append(("cost", c("banish_from_gy", n) if place == "gy" else c("banish_from", n, place)))
        kind_name = "banish"
    if flt is not None:
        out.append(("cost_where", kind_name, flt))
    if other:
        out.append(("cost_other", kind_name))
    if flt is None and not other and verb in ("discard", "tribute") and place in (None, "field"):
        return None  # the plain "discard 1 card" / "Tribute 1 monster" are the first templates'
    return out


# the kind of cards paid (pays/3) of a count cost
_PAID_KIND = {"discard": "discard", "tribute": "tribute", "tribute_from": "tribute", "send_to_gy": "send_to_gy",
              "send_to_gy_from": "send_to_gy", "banish_from": "banish", "banish_from_gy": "banish"}


def _num(word: str) -> int:
    return _COUNT.get(word) or int(word)


def _counter_kinds() -> frozenset[str]:
    from .compiler import declared  # the compiler imports this module
    return declared("counter_kind")


def cost(part: str, names: list[str], types: dict[str, str], attributes: set[str]) -> list[tuple[str, object]] | None:
    """[(fact name, args...)] for a cost, or None."""
    part = re.sub(r" to your (?:gy|graveyard)$", " to the gy", part)  # "send 1 WATER monster from your hand to your GY"
    part = re.sub(r"^(banish (?:1|one|2|two|3|three) .+) in your (?:gy|graveyard)$", r"\1 from your gy", part)  # "banish 1 Pyro monster in your GY" (PSCT)
    part = re.sub(r"^discard (1|one) card NAME$", r"discard \1 NAME card", part)  # "discard 1 card \"Fur Hire\"" (its archetype's wording)
    if rx.fullmatch(r"send this (?:face-up card|equip card)(?: from (?:the field|your field|your spell & trap zone|the spell & trap zone))? "
                    r"to the gy", part) or rx.fullmatch(r"send this card from (?:the|your) (?:field zone|spell & trap zone) to the gy", part):
        return [("cost", c("send_to_gy", "self"))]  # activated on the field, where it is face-up
    m = rx.fullmatch(r"(tribute|banish|send) this (fusion|synchro|xyz|link|ritual) summoned card( to the gy)?", part)
    if m and (m.group(1) == "send") == bool(m.group(3)):  # the card must be one put on the field by that Summon
        # (asp/events/state_conditions.lp, r_summoned_as)
        mine = c("all_of", "self", c("summoned_as", f"{m.group(2)}_summoned"))
        return [("cost", c(_SELF_KIND[m.group(1)], "self")), ("condition", c("count_at_least", "own", "monster_zone", mine, 1))]
    if part == "tribute this normal summoned/set card":  # (asp/events/head_conditions.lp, r_normal_summoned_or_set)
        mine = c("all_of", "self", "normal_summoned_or_set")
        return [("cost", c("tribute", "self")), ("condition", c("count_at_least", "own", "monster_zone", mine, 1))]
    if part in ("change this face-down card to face-up defense position", "change this card to face-up defense position"):
        return [("cost", c("flip_face_up_defense", "self"))]  # activated while face-down (asp/chain/costs.lp r_cost_flip_self)
    if part == "tribute this face-up card":
        return [("cost", c("tribute", "self"))]
    if part in ("banish this card from the gy", "banish this card from your gy"):
        return [("cost", c("banish", "self")), ("activate_from", "gy")]
    if rx.fullmatch(r"banish this card from your (?:gy|graveyard), except the turn (?:it was sent there|this card was sent to the (?:gy|graveyard))",
                    part):  # as the head "If this card is in your GY, except the turn it was sent there" (templates.py)
        return [("cost", c("banish", "self")), ("activate_from", "gy"), ("condition", c("not_sent_to_gy_this_turn"))]
    m = rx.fullmatch(r"detach (1|one|2|two) (?:xyz )?materials? from this card once per battle", part)
    if m:  # the cost, and the limit that "Once per battle, ..." says in front of other effects (templates.py USAGE_PREFIX)
        return [("cost", c("detach", _COUNT[m.group(1)])), ("usage_limit", "once_per_battle")]
    if part == "banish this card from your hand or gy":
        return [("cost", c("banish", "self")), ("activate_from", "hand"), ("activate_from", "gy")]
    m = rx.fullmatch(r"reveal (1|one|2|two) (other )?(.+?) in your (hand|extra deck)", part)
    if m:  # the revealed cards stay where they are (asp/chain/costs.lp)
        found = _phrase(m.group(3), names, types, attributes)
        if found is None or found[2] != len(names) or found[0] not in _KIND_FILTER:
            return None
        flt = _combine([*_KIND_FILTER[found[0]], *([found[1]] if found[1] is not None else [])])
        out = [("cost", c("reveal", _COUNT[m.group(1)], m.group(4).replace(" ", "_")))]
        out += [("cost_where", "reveal", flt)] if flt is not None else []
        return out + ([("cost_other", "reveal")] if m.group(2) else [])
    m = rx.fullmatch(r"remove (\d+|one|two|three) ([a-z]+) counters? from (this card|your field|anywhere on the field)", part)
    if m:  # asp/chain/counters.lp (a kind the rules declare)
        name = {"this card": "remove_counters", "anywhere on the field": "remove_counters_anywhere"}.get(m.group(3), "remove_counters_from_field")
        return [("cost", c(name, m.group(2), _num(m.group(1))))] if m.group(2) in _counter_kinds() else None
    m = rx.fullmatch(r"remove (\d+|one|two|three) counters? from this card", part)
    if m:  # counters simply named "counter" (asp/chain/counters.lp counter_kind counter): not any kind of counter
        return [("cost", c("remove_counters", "counter", _num(m.group(1))))]
    m = rx.fullmatch(r"(tribute|send) this card with (\d+) (?:or more )?([a-z]+) counters?(?: on it)?( to the gy)?", part)
    if m and (m.group(1) == "send") == bool(m.group(4)):  # "with 3 Spell Counters on it": 3 or more (counters.lp)
        if m.group(3) not in _counter_kinds():
            return None
        return [("cost", c("tribute" if m.group(1) == "tribute" else "send_to_gy", "self")),
                ("condition", c("self_counters_at_least", m.group(3), int(m.group(2))))]
    m = rx.fullmatch(r"send the top (?:card|(\d+|two|three) cards) of your deck to the gy", part)
    if m:  # the Deck has no order here: the scenario names the cards on top (asp/chain/costs.lp)
        return [("cost", c("send_deck_top_to_gy", _num(m.group(1)) if m.group(1) else 1))]
    if part == "shuffle this banished card into the deck":
        return [("cost", c("shuffle_into_deck", "self")), ("activate_from", "banished")]
    m = rx.fullmatch(r"detach (1|one|2|two) (?:xyz )?materials? (?:from (?:an xyz monster|a monster) )?you control", part)
    if m:
        return [("cost", c("detach_from_own", _COUNT[m.group(1)]))]
    m = rx.fullmatch(r"((?:send|banish|discard|tribute) .+), except (NAME|tokens)", part)
    if m and (names or m.group(2) != "NAME"):  # "send 1 \"X\" monster from your Deck to the GY, except \"Y\"": not the card named Y;
        # "Tribute 1 WIND monster, except Tokens": not a Token (as "non-Token")
        named = m.group(2) == "NAME"
        found = cost(m.group(1), names[:-1] if named else names, types, attributes)
        plain = rx.fullmatch(r"tribute (1|one|2|two) monsters?", m.group(1))
        if found is None and plain and not named:  # the plain "Tribute 1 monster" (the first templates'), but not a Token
            found = [("cost", c("tribute", _COUNT[plain.group(1)]))]
        kinds = [_PAID_KIND.get(x[1].name) for x in found or [] if x[0] == "cost" and x[1].arguments[0].type.name == "Number"]
        if not found or len(kinds) != 1 or kinds[0] is None:
            return None
        not_named = c("card_not_named", String(names[-1])) if named else c("non", c("subtype", "token"))
        wheres = [x for x in found if x[0] == "cost_where"]
        rest = [x for x in found if x[0] != "cost_where"]
        return rest + [("cost_where", kinds[0], c("both", wheres[0][2], not_named) if wheres else not_named)]
    m = rx.fullmatch(r"(send|banish|discard|tribute) (.+?)(?: to the gy)?", part)
    if m and (m.group(1) == "send") == part.endswith(" to the gy") or m and m.group(1) == "discard":
        found = _cost_cards(m.group(1), m.group(2), names, types, attributes)
        if found is not None:
            return found
    m = rx.fullmatch(r"return (.+?) to (?:the|your) hand|shuffle (.+?) into (?:the|your) deck(?:/extra deck)?", part)
    if m:  # "return 1 face-up monster you control to the hand", "shuffle 1 "X" monster from your GY into the Deck/Extra Deck"
        # (an Extra Deck monster goes there: "into the Deck" is the same cost); not "into the Main Deck"
        found = _cost_cards("return" if m.group(1) else "shuffle", m.group(1) or m.group(2), names, types, attributes)
        if found is not None:
            return found
    m = rx.fullmatch(r"send (1|one|2|two) (?:of your )?(.+?)(?: you control)?(?: that is)? equipped to this card to the (?:gy|graveyard)", part)
    if m:  # "send 1 Equip Card (you control that is) equipped to this card to the GY" (asp/chain/costs.lp equipped_to_this_card)
        found = _phrase(m.group(2), names, types, attributes)
        if found is None or found[2] != len(names) or found[0] not in _KIND_FILTER:
            return None
        flt = _combine([*_KIND_FILTER[found[0]], *([found[1]] if found[1] is not None else [])])
        out = [("cost", c("send_to_gy_from", _COUNT[m.group(1)], "equipped_to_this_card"))]
        return out + ([("cost_where", "send_to_gy", flt)] if flt is not None else [])
    m = rx.fullmatch(r"place (.+?) on (?:the )?(top|bottom) of (?:the|your) deck|return (.+? from your hand) to the (top|bottom) of the deck", part)
    if m:  # "place 1 card from your hand on the top of the Deck", "return 1 card from your hand to the bottom of the Deck"
        found = _cost_cards(m.group(2) or m.group(4), m.group(1) or m.group(3), names, types, attributes)
        if found is not None:
            return found
    if part == "shuffle this card into the deck":
        return [("cost", c("shuffle_into_deck", "self"))]
    if part == "discard this card to the gy":  # the older wording of "discard this card"
        return [("cost", c("discard", "self")), ("activate_from", "hand")]
    m = rx.fullmatch(r"activate this card by paying (\d+) (?:lp|life points)", part)
    if m:
        return [("cost", c("pay_lp", int(m.group(1))))]
    m = rx.fullmatch(r"activate this card by discarding (1|one|2|two) cards?", part)
    if m:
        return [("cost", c("discard", _COUNT[m.group(1)]))]
    m = rx.fullmatch(r"discard (1|one|2|two) cards? to the gy", part)
    if m:  # the older wording of "discard 1 card"
        return [("cost", c("discard", _num(m.group(1))))]
    m = rx.fullmatch(r"pay (\d+) life points", part)
    if m:
        return [("cost", c("pay_lp", int(m.group(1))))]
    if part == "pay half your life points":
        return [("cost", c("pay_half_lp"))]
    if rx.fullmatch(r"declare (?:1|one|a) (?:attribute|type|monster type|card type(?: \(monster, spell, or trap\))?|card name|monster card name"
                    r"|normal monster card name|monster type and (?:1|one) attribute|level from \d+ to \d+|number from \d+ to \d+)", part):
        return []  # declaring is done on activation and needs nothing (what it does is in the operations)
    m = rx.fullmatch(r"discard (1|one|2|two) (.+)", part)
    if m and m.group(2) not in ("card", "cards"):
        np = noun_phrase(m.group(2), names, types, attributes)
        if np is None or np[2] != len(names):
            return None
        n = {"one": 1, "two": 2}.get(m.group(1)) or int(m.group(1))
        kind, filters, _ = np
        if kind not in ("card", "monster", "spell", "trap", "spell_trap", "effect_monster"):
            return None
        filters = ([c("card_type", kind)] if kind in ("monster", "spell", "trap") else []) + filters
        if kind == "spell_trap" or kind == "effect_monster" or not filters:
            return None
        return [("cost", c("discard", n)), ("cost_where", "discard", _combine(filters))]
    m = rx.fullmatch(r"(tribute|send) (1|one|2|two) (.+?)( from your hand to the (?:gy|graveyard))?", part)
    if m and (m.group(1) == "tribute") != bool(m.group(4)) and m.group(3) not in ("card", "cards", "monster", "monsters"):
        np = noun_phrase(m.group(3), names, types, attributes)
        if np is None or np[2] != len(names):
            return None
        n = {"one": 1, "two": 2}.get(m.group(2)) or int(m.group(2))
        kind, filters, _ = np
        if m.group(1) == "tribute":  # monsters on the field
            if kind not in ("monster", "card") or not filters:
                return None
            return [("cost", c("tribute", n)), ("cost_where", "tribute", _combine(filters))]
        if kind in ("spell_trap", "effect_monster"):
            return None
        filters = ([c("card_type", kind)] if kind in ("monster", "spell", "trap") else []) + filters
        return [("cost", c("send_to_gy", n)), ("cost_where", "send_to_gy", _combine(filters))] if filters else None
    m = rx.fullmatch(r"banish (1|one|2|two) (.+?) from your (?:gy|graveyard)", part)
    if m:
        n = {"one": 1, "two": 2}.get(m.group(1)) or int(m.group(1))
        if m.group(2) in ("card", "cards"):
            return [("cost", c("banish_from_gy", n))]
        np = noun_phrase(m.group(2), names, types, attributes)
        if np is None or np[2] != len(names):
            return None
        kind, filters, _ = np
        filters = ([c("card_type", kind)] if kind in ("monster", "spell", "trap") else []) + filters
        if kind in ("spell_trap", "effect_monster") or not filters:
            return None
        return [("cost", c("banish_from_gy", n)), ("cost_where", "banish", _combine(filters))]
    return None


# "this card from <places>": where this card is, as activate_from zones of a monster
_SELF_PLACES = {"your hand or face-up field": (c("either", "hand", "face_up_field"), ("hand", "monster_zone")),
                "your hand or field": (c("either", "hand", "field"), ("hand", "monster_zone")),
                "your field or gy": (c("either", "field", "gy"), ("monster_zone", "gy")),
                "the field or gy": (c("either", "field", "gy"), ("monster_zone", "gy"))}
_SELF_KIND = {"banish": "banish", "discard": "discard", "send": "send_to_gy", "tribute": "tribute"}


def self_and_others(part: str, names: list[str], types: dict[str, str], attributes: set[str], monster: bool) -> list[tuple[str, object]] | None:
    """"banish this card and 1 "X" monster from your GY", "discard this card
    and 1 Spell", "reveal this card and 1 Tuner in your hand", "Tribute this
    card from your hand or face-up field", "banish this card from your field or
    GY": this card pays its part, the count cost the others (asp/chain/costs.lp
    self_paid, r_cost_with_self), or None."""
    if rx.match(r"discard this card and .+ to the gy$", part):
        part = part[: -len(" to the gy")]  # the older wording of "discard this card and 1 X"
    m = rx.fullmatch(r"(tribute|banish|send) this card from (your hand or face-up field|your hand or field|your field or gy|the field or gy)"
                     r"( to the gy)?", part)
    if m and monster and (m.group(1) == "send") == bool(m.group(3)):
        place, zones = _SELF_PLACES[m.group(2)]
        kind = c("tribute_from", "self", place) if m.group(1) == "tribute" else c(_SELF_KIND[m.group(1)], "self")
        return [("cost", kind)] + [("activate_from", z) for z in zones]
    m = rx.fullmatch(r"(send|banish|discard|tribute) (2|two|3|three) (.+?)(?: to the gy)?, including this card", part)
    if m and (m.group(1) == "send") == (" to the gy" in part):  # "send 2 face-up cards you control to the GY, including this card"
        n = _COUNT[m.group(2)] - 1
        return self_and_others(f"{m.group(1)} this card and {n} {m.group(3)}{' to the gy' if m.group(1) == 'send' else ''}",
                               names, types, attributes, monster)
    m = rx.fullmatch(r"(banish|discard|send|tribute) ((?:1|one|2|two) .+?) and this card((?: from .+?)?(?: to the gy)?)", part)
    if m and not any("(s)" in x for x in names):  # "Tribute 1 \"X\" monster and this card", "banish 1 \"X\" and this card from
        # your GY": the same as this card first (a quoted "X(s)" is no card name)
        return self_and_others(f"{m.group(1)} this card and {m.group(2)}{m.group(3)}", names, types, attributes, monster)
    m = rx.fullmatch(r"reveal this card and (.+) in your hand", part)
    if m:  # this card is revealed from the hand too; the others are other cards (costs.lp reveal)
        found = cost(f"reveal {m.group(1)} in your hand", names, types, attributes)
        if not found or found[0][1].arguments[0].number != 1:
            return None
        return [("activate_from", "hand"), *found, *([] if ("cost_other", "reveal") in found else [("cost_other", "reveal")])]
    m = rx.fullmatch(r"(banish|discard|send|tribute) this card and ((?:1|one|2|two) .+?)(?: to the gy)?", part)
    if not m or (m.group(1) == "send") != part.endswith(" to the gy"):
        return None
    verb = m.group(1)
    rest = re.sub(r"^(1|one|2|two) other ", r"\1 ", m.group(2))  # the others are other cards than this one anyway
    found = _cost_cards(verb, rest, names, types, attributes)
    if found is None and verb != "send" and rx.search(r", except (?:NAME|tokens)$", rest):
        found = cost(f"{verb} {rest}", names, types, attributes)  # "Tribute this card and 1 face-up Insect monster, except \"X\""
    if verb in ("discard", "tribute") and found is None:  # the plain "discard this card and 1 card"
        n = rx.fullmatch(r"(1|one|2|two) (?:cards?|monsters?)", rest)
        found = n and [("cost", c(verb, _COUNT[n.group(1)]))]
    if not found:
        return None
    count = found[0][1]
    place = count.arguments[1] if len(count.arguments) == 2 else c("gy") if count.name == "banish_from_gy" else None
    if place is not None and place.name == "either":
        return None  # this card in one of two places: where it is activated from is not read here
    # this card is paid from the others' place (costs.lp paid_from covers it): a card in the hand or GY is activated there
    where = {"hand": "hand", "gy": "gy"}.get(str(place)) if place is not None else {"discard": "hand", "send": "hand"}.get(verb)
    self_cost = [("cost", c(_SELF_KIND[verb], "self"))] + ([("activate_from", where)] if where and (monster or where == "gy") else [])
    return self_cost + [x for x in found if x[0] != "cost_other"]


_SUMMON_KINDS = {"summoned", "normal_summoned", "special_summoned", "tribute_summoned", "flip_summoned", "fusion_summoned", "synchro_summoned",
                 "xyz_summoned", "link_summoned", "ritual_summoned", "pendulum_summoned"}


def _event_zones(e, comp) -> tuple[list[str], str, str] | None:
    """(zones, kind, event kind) where the cards of the effect's one event can
    be after it: a Summon puts monsters in the Monster Zone; "sent to the GY"
    (or any event "... and sent to the GY") cards in the GY; "banished" cards
    among the banished; a destroyed card goes to the GY, unless it is banished
    instead or is a Pendulum Monster going to the Extra Deck (Rule Book:
    destroyed cards go to the GY; Pendulum Monsters, to the Extra Deck face-up),
    so it is looked for in all three; None for any other head."""
    events = [f.arguments[2].arguments[0] for f in e.facts
              if f.name == "condition" and f.arguments[2].name in ("if_event", "when_event")]
    if len(events) != 1 or events[0].name != "ev":
        return None
    kind, card, flt = events[0].arguments
    kinds = {str(k) for k in kind.arguments} if kind.name == "any_of" else {str(kind)}
    if "self" in str(card).replace("except(self)", ""):
        return None  # "those" are other cards than this one
    what = "monster" if "monster" in str(card) or "from(monster_zone)" in str(flt) else "card"
    if kinds <= _SUMMON_KINDS:
        return ["monster_zone"], "monster", "summoned"
    if kinds == {"sent_to_gy"} or kinds <= {"destroyed", "discarded"} and "to(gy)" in str(flt):
        return ["gy"], what, kinds.pop() if len(kinds) == 1 else "any"
    if kinds == {"banished"}:
        return ["banished"], what, "banished"
    if kinds == {"destroyed"}:
        return ["gy", "banished", "extra_deck"], what, "destroyed"
    if kinds <= {"flipped_face_up", "flipped_face_down"}:  # a monster flipped face-up or face-down stays in its Monster Zone
        return ["monster_zone"], "monster", "flipped"
    return None


def _summoned_by_opponent(e) -> bool:
    """The effect's one event is a Normal, Flip or Tribute Summon by the
    opponent: the monster is on their field (Rule Book: a player Normal or
    Tribute Summons a monster from their hand to their own Monster Zone, Flip
    Summons one of their own face-down monsters)."""
    events = [f.arguments[2].arguments[0] for f in e.facts
              if f.name == "condition" and f.arguments[2].name in ("if_event", "when_event")]
    if len(events) != 1 or events[0].name != "ev":
        return False
    kind, _, flt = events[0].arguments
    kinds = {str(k) for k in kind.arguments} if kind.name == "any_of" else {str(kind)}
    return kinds <= {"normal_summoned", "flip_summoned", "tribute_summoned"} and "by(opponent)" in str(flt)


# "target 1 of those monsters", "1 of them", "1 of those destroyed Synchro Monsters", "1 of those face-up monsters they control"
_THOSE = re.compile(r"target (?:(?:1|one) of (?:them|those(?: (destroyed|special summoned|summoned|banished))?"
                    r"(?: (face-up))?(?: (opponent's))?(?: (.+?))?( they control)?)"
                    r"|that (monster|card)( you control)?)")


def _that_card(part: str, e):
    """The target of "target that monster" after "When a monster on the field
    activates its effect" (the monster whose activation is responded to,
    asp/events/events.lp r_target_event_card), of "target that destroyed
    monster in your opponent's GY" after "When this card destroys an opponent's
    monster by battle and sends it to the GY" (that monster), and of "target N
    of them" after "If you control N or more X" (N of the counted cards, which
    the count describes: where they are and their filter): (places, kind,
    filter, face, slots, the event's card?), or None."""
    if part.endswith(" of them"):
        return _of_them(part, e)
    conds = [f.arguments[2] for f in e.facts if f.name == "condition"]
    if len(conds) != 1:
        return None
    cond = conds[0]
    if part == "target that monster" and cond.name == "responds_to_activation":
        ev = cond.arguments[0]  # ev(activated, monster, all_of(..., from(monster_zone))): a monster's effect on the field
        if ev.arguments[1] == c("monster") and "from(monster_zone)" in str(ev.arguments[2]):
            return [("monster_zone", "any")], "monster", None, None, 1, True
        return None
    if part == "target that destroyed monster in your opponent's gy" and str(cond.arguments[0]) == "destroyed_opponent_by_battle(self)":
        return [("gy", "opponent")], "monster", None, None, 1, True
    return None


def _among_responded_targets(part: str, head: str, e) -> Symbol | None:
    """"Target 1 of those "X" monsters you control" after the one condition "When your opponent activates a card or
    effect that targets an "X" monster(s) you control" (responds_to_activation with targets_card(own, F)): one of
    the cards that activation targets (asp/events/events.lp r_target_among_responded_targets), a monster you control
    that passes F: F (the target's filter), or None."""
    those = rx.fullmatch(r"target (?:1|one) of those (.+?) you control", part)
    said = rx.search(r"\bthat targets (?:a|an) (.+?) monster\(s\) you control$", re.sub(r'"[^"]*"', "NAME", head))
    conds = [f.arguments[2] for f in e.facts if f.name == "condition"]
    if not those or not said or those.group(1) != said.group(1) + " monsters" or len(conds) != 1:
        return None
    if conds[0].name != "responds_to_activation":
        return None
    flt = [x for x in _event_filters(conds[0].arguments[0].arguments[2]) if x.name == "targets_card"]
    if len(flt) != 1 or str(flt[0].arguments[0]) != "own":
        return None
    return flt[0].arguments[1]


def _event_filters(f: Symbol) -> list[Symbol]:
    """The event filters of an all_of(...) tree, flattened."""
    return _event_filters(f.arguments[0]) + _event_filters(f.arguments[1]) if f.type == SymbolType.Function and f.name == "all_of" else [f]


def _of_them(part: str, e):
    """"target N of them" after "If you control N or more X" (the one count of
    the effect's conditions; another may only say what you do not control,
    "If you do not control another \"X\""): see _that_card."""
    them = rx.fullmatch(r"target (1|one|2|two|3|three) of them", part)
    conds = [f.arguments[2] for f in e.facts if f.name == "condition"]  # (a head not understood may name what "them" are)
    counts = [x for x in conds if x.name == "count_at_least"]
    if not them or len(counts) != 1 or any(x not in counts and (x.name != "count_at_most" or x.arguments[3] != Number(0)) for x in conds):
        return None
    side, zone, flt, least = counts[0].arguments
    n = _num(them.group(1))
    if side.name not in ("own", "opponent") or least.type.name != "Number" or least.number < n:
        return None
    if flt.name == "where" and zone.name == "monster_zone":  # "you control 2 or more Spellcaster monsters": face-up monsters of that filter
        where = flt.arguments[0]
    elif flt.name == "all_of" and flt.arguments[0] == c("monster") and flt.arguments[1].name == "where" and zone.name in ("gy", "banished"):
        where = flt.arguments[1].arguments[0]  # "you have 3 or more \"X\" monsters in your GY"
    else:
        return None
    face = "up" if zone.name == "monster_zone" and not _only_position(where) else None
    return [(zone.name, side.name)], "monster", where, face, n, False


# "with less ATK than this card", "with ATK less than or equal to this card's", "with DEF lower than this card's ATK",
# "with a Level less than or equal to this card's", "whose ATK is higher than this card's": (stat, comparison, this card's stat)
_VS_SELF = [(r"with less (atk|def) than this card", "less", None), (r"with (?:higher|more) (atk|def) than this (?:face-up )?card", "greater", None),
            (r"(?:with|whose) (atk|def) (?:is )?(?:less|lower) than this card's( atk| def)?", "less", 2),
            (r"(?:with|whose) (atk|def) (?:is )?(?:higher|greater) than this card's( atk| def)?", "greater", 2),
            (r"with (atk|def|a level) less than or equal to this card(?:'s( atk| def)?)?", "at_most", 2)]


def _vs_self(text: str, e, comp) -> tuple[str, tuple] | None:
    """The target clause without its comparison with this card, and the
    comparison (asp/chain/targets.lp target_vs_self), or None. Only for a
    monster's effect that is not a Pendulum Effect and whose text does not
    activate it off the field: the comparison is with this monster face-up on
    the field (a card in the hand, GY or Pendulum Zone has no current ATK)."""
    for pat, cmp, own in _VS_SELF:
        m = rx.fullmatch(rf"(target .+?),? {pat}", text)
        if m:
            break
    else:
        return None
    if comp.card.card_type != "monster" or comp.pendulum_section or \
            rx.search(r"\b(?:in|from) your (?:hand|gy|graveyard)\b|\bthis card is (?:in|banished)|special summon this card|pendulum zone",
                      e.text.lower()):
        return None
    stat = {"a level": "level"}.get(m.group(2), m.group(2))
    theirs = (m.group(own + 1) or "").strip() if own else ""
    mine = theirs or stat  # "less than this card's": the same value as the target's
    return m.group(1), (stat, cmp, mine)


_TWO_COSTS = re.compile(r" and (?=(?:send|discard|banish|tribute|pay|detach|reveal|remove|declare) )", re.I)


# "1 or more" is "any number of" (a cost takes at least 1 card: asp/chain/costs.lp r_cost_count_range)
_COST_RANGE = re.compile(r"(send|banish|discard|tribute|detach) (any number of|1 or more|one or more|up to (2|two|3|three|[4-9])) (.+)")
_RANGE_KIND = {"discard": "discard", "tribute": "tribute", "tribute_from": "tribute", "send_to_gy": "send_to_gy", "send_to_gy_from": "send_to_gy",
               "banish_from": "banish", "banish_from_gy": "banish", "detach": "detach", "detach_from_own": "detach"}


def _state_slots(comp, e, slots: list, first: int) -> None:
    """The facts of target slots (target/6, target_face, target_where, ...), numbered from first on."""
    for slot, (kind, places, face, where, other, optional) in enumerate(slots, first):
        for zone, side in places:
            e.facts.append(comp.fact("target", e.number, slot, kind, zone, side))
        if face:
            e.facts.append(comp.fact("target_face", e.number, slot, face))
        if where is not None:
            e.facts.append(comp.fact("target_where", e.number, slot, where))
        if other:
            e.facts.append(comp.fact("target_other", e.number, slot))
        if optional:  # "up to N": the slots after the first may stay empty (asp/chain/targets.lp)
            e.facts.append(comp.fact("target_optional", e.number, slot))


def _count_bound(phrase: str, names: list[str], comp) -> Symbol | None:
    """"\"X\" monsters you control", "Synchro Monsters in your GY": the count_at_least(Side, Zone, Filter, 1) of the
    head grammar's state conditions whose cards are counted (asp/chain/targets.lp r_target_up_to_count), or None."""
    from . import head_grammar
    m = rx.fullmatch(r"(.+?) (you control|your opponent controls|in your gy|in your opponent's gy|on the field)", phrase)
    if not m:
        return None
    what, where = m.groups()
    state = {"you control": f"you control 1 {what}", "your opponent controls": f"your opponent controls 1 {what}",
             "in your gy": f"you have 1 {what} in your gy", "in your opponent's gy": f"you have 1 {what} in your opponent's gy",
             "on the field": f"a {what} is on the field"}[where]
    got = head_grammar.state(state, names, sys.modules[type(comp).__module__]._Nouns())
    if not got or len(got[0]) != 1 or got[1] != len(names) or got[0][0].name != "count_at_least" or got[0][0].arguments[3] != Number(1):
        return None
    return got[0][0]


def _state_bound(text: str, names: list[str], comp) -> Symbol | None:
    """"you control a \"X\" Synchro Monster": the one count_at_least/count_at_most condition of the head grammar's
    state conditions that the text says, every name used (asp/chain/targets.lp r_target_more_if), or None."""
    from . import head_grammar
    got = head_grammar.state(text, names, sys.modules[type(comp).__module__]._Nouns())
    if not got or len(got[0]) != 1 or got[1] != len(names) or got[0][0].name not in ("count_at_least", "count_at_most"):
        return None
    return got[0][0]


def _cost_range(comp, raw: str, m: re.Match, e, ctx, types: dict[str, str], attributes: set[str]) -> bool:
    """"Banish any number of FIRE monsters from your GY", "detach up to 2 materials from this card": read as the cost of
    1 card ("banish 1 FIRE monsters ...", the count the term states: the fewest it takes), then cost_any_number or
    cost_up_to: one cost term of 1 card of a kind the rules count, nothing else, or not read."""
    verb, _, most, rest = m.groups()
    kept, compiled, targets = len(e.facts), e.compiled, ctx.targets
    if verb == "banish":  # "banish any number of ... in your GY": from there (PSCT)
        rest = re.sub(r" in your (?:gy|graveyard)$", " from your gy", rest)
    one = f"{verb} 1 {rest}"
    if comp.cost_or_target(one, e, ctx) or clause(comp, raw, one, e, ctx, types, attributes):
        new = e.facts[kept:]
        terms = [f.arguments[2] for f in new if f.name == "cost"]
        if (len(terms) == 1 and terms[0].name in _RANGE_KIND and terms[0].arguments[0] == Number(1)
                and all(f.name in ("cost", "cost_where", "cost_other") for f in new) and ctx.targets == targets
                and not any(f.name == "cost_where" and _plural_name(f.arguments[3]) for f in new)):  # (a plural: "\"X Tokens\"")
            kind = _RANGE_KIND[terms[0].name]
            e.facts.append(comp.fact("cost_any_number", e.number, kind) if most is None else comp.fact("cost_up_to", e.number, kind, _num(most)))
            return True
    del e.facts[kept:]
    e.compiled, ctx.targets = compiled, targets
    return False


def clause(comp, raw: str, part: str, e, ctx, types: dict[str, str], attributes: set[str]) -> bool:
    """A cost or target of the part before ";" that the first templates do
    not read (see cost/target above); states its facts on effect e."""
    names = re.findall(r'"([^"]+)"', raw)
    head = e.text.split(":", 1)[0].lower() if ":" in e.text else ""
    both = _TWO_COSTS.split(part)
    raws = _TWO_COSTS.split(raw)
    if len(both) == 2 and len(raws) == 2:  # "banish this card from your GY and discard 1 card": two costs, each read alone
        kept, compiled, targets, many = len(e.facts), e.compiled, ctx.targets, ctx.many_slot
        if all(comp.cost_or_target(p, e, ctx) or clause(comp, r, p, e, ctx, types, attributes) for r, p in zip(raws, both)):
            return True
        del e.facts[kept:]
        e.compiled, ctx.targets, ctx.many_slot = compiled, targets, many
    it = rx.fullmatch(r"(shuffle|banish|reveal|send|return|tribute) it\b(.*)", part)
    others = re.sub(r"\bthis (?:face-up |set )?card\b", "", head)
    if it and rx.search(r"\bthis card\b", head) and not rx.search(r"monster|card|spell|trap|token|\bthem\b|\bthey\b", others):
        # "At the end of the Battle Phase, if this card battled: You can shuffle it ...", "If this card is in your GY: You
        # can banish it": the head names this card and no other, so "it" is this card (PSCT)
        part = f"{it.group(1)} this card{it.group(2)}"
        if comp.cost_or_target(part, e, ctx):
            return True
    ranged = _COST_RANGE.fullmatch(part)
    if ranged:  # "discard any number of cards", "banish up to 3 ...": the cost of 1 card, and how many more it may take (asp/chain/costs.lp)
        return _cost_range(comp, raw, ranged, e, ctx, types, attributes)
    if part == "reveal this card" and not {"Fusion", "Synchro", "Xyz", "Link"} & set(comp.card.type_line):
        part = "reveal this card in your hand"  # a Main Deck card is revealed from the hand (the Extra Deck's say so)
        if comp.cost_or_target(part, e, ctx):
            return True
    if part in ("return this card to the extra deck", "return this card you control to the extra deck") and \
            {"Fusion", "Synchro", "Xyz", "Link"} & set(comp.card.type_line):
        found = [("cost", c("return_to_extra_deck", "self"))]  # asp/chain/costs.lp
    else:
        found = cost(part, names, types, attributes)
        if found is None:
            found = self_and_others(part, names, types, attributes, comp.card.card_type == "monster")
    if found is not None:
        for name, *args in found:
            if comp.fact(name, e.number, *args) not in e.facts:  # (the head may have said where it is activated)
                e.facts.append(comp.fact(name, e.number, *args))
        e.compiled += 1
        return True
    if ctx.targets:
        return False
    conds = " ".join(str(f) for f in e.facts if f.name == "condition")
    if part == "target that monster you control" and "own_monster_attacked" in conds:
        # "if a monster you control is being attacked: Target that monster you control": the attack target (damage_step.lp)
        comp.add_target(e, ctx, ("monster", "monster_zone", "own", None), c("attack_target"))
        return True
    pair = rx.fullmatch(r"(target (?:1|one) of those (?:monsters|cards)) and ((?:1|one) .+)", part)
    if pair:  # "target 1 of those monsters and 1 Spellcaster monster you control": the event's card in slot 1, then the others
        kept, compiled = len(e.facts), e.compiled
        slots = target(f"target {pair.group(2)}", names, types, attributes)
        if slots and clause(comp, raw, pair.group(1), e, ctx, types, attributes):
            _state_slots(comp, e, slots, 2)
            ctx.targets = 1 + len(slots)
            return True
        del e.facts[kept:]
        e.compiled, ctx.targets = compiled, 0
        return False
    more = rx.fullmatch(r"(target (?:1|one) .+?),? or (?:you can target |up to )(2|two|3|three)(?: instead)? if (.+?)(?:,? instead)?", part)
    if more:  # "target 1 card on the field, or you can target 2 if you control X": the extra slots need X when activated
        k = more.group(1).count("NAME")
        slots = target(more.group(1), names[:k], types, attributes)
        bound = _state_bound(more.group(3), names[k:], comp)
        if slots is None or len(slots) != 1 or bound is None:
            return False
        n = _num(more.group(2))
        _state_slots(comp, e, slots + [slots[0][:5] + (True,)] * (n - 1), 1)
        e.facts += [comp.fact("target_if", e.number, slot, bound) for slot in range(2, n + 1)]
        ctx.targets = n
        e.compiled += 1
        return True
    among = _among_responded_targets(part, head, e)
    if among is not None:  # "... activates a card or effect that targets an "X" monster(s) you control: Target 1 of those "X" monsters"
        _state_slots(comp, e, [("monster", [("monster_zone", "own")], None, among, False, False)], 1)
        e.facts.append(comp.fact("condition", e.number, c("target_among_responded_targets", 1)))
        ctx.targets = 1
        e.compiled += 1
        return True
    that = _that_card(part, e)
    if that is not None:  # "target that monster" after an activation or a battle destruction; "target 1 of them" after a count
        places, kind, where, face, n, event_card = that
        for slot in range(1, n + 1):
            for zone, side in places:
                e.facts.append(comp.fact("target", e.number, slot, kind, zone, side))
            if where is not None:
                e.facts.append(comp.fact("target_where", e.number, slot, where))
            if face:
                e.facts.append(comp.fact("target_face", e.number, slot, face))
        if event_card:
            e.facts.append(comp.fact("condition", e.number, c("target_is_event_card", 1)))
        ctx.targets = n
        e.compiled += 1
        return True
    those = _THOSE.fullmatch(part)
    if those:  # "If a monster(s) is Summoned: You can target 1 of those monsters" (asp/events/events.lp target_is_event_card)
        found = _event_zones(e, comp)
        if found is None or those.group(1) and those.group(1).replace("special ", "") != found[2]:
            return False  # "those destroyed monsters" after a head of another event: not read
        if those.group(1) == "special summoned" and rx.search(r"\b(?:normal_|tribute_|flip_)?summoned\b", conds):
            return False  # "those Special Summoned monsters" after "Normal or Special Summons": not read
        zones, kind, _ = found
        where = None
        face_up, opponents, noun, they, that, yours = those.group(2, 3, 4, 5, 6, 7)
        # "those face-up monsters", "those opponent's monsters", "... they control" (after "your opponent Summons"):
        # those of the event's cards face-up / controlled by the opponent when targeted
        side = "own" if yours else "opponent" if opponents or they else "any"
        if that and not yours and _summoned_by_opponent(e):
            side = "opponent"
        if side != "any" and zones != ["monster_zone"]:
            return False  # "that monster you control" after an event that takes it off the field: not read
        if (face_up or opponents or they) and noun not in ("monsters", "cards"):
            return False  # "those face-up Xyz Monsters": not read
        if they and not rx.search(r"by\(opponent\)", conds):
            return False  # "they" is not the opponent
        if that == "monster":
            kind = "monster"
        if noun and noun not in ("monsters", "cards"):  # "those Synchro Monsters": a filter
            np = noun_phrase(noun, names, types, attributes)
            if np is None or np[2] != len(names) or np[0] not in ("monster", "card"):
                return False
            kind, where = np[0] if np[0] == "monster" else kind, _combine(np[1])
        elif noun == "monsters":
            kind = "monster"
        for zone in zones:
            e.facts.append(comp.fact("target", e.number, 1, kind, zone, side))
        if where is not None:
            e.facts.append(comp.fact("target_where", e.number, 1, where))
        if face_up:
            e.facts.append(comp.fact("target_face", e.number, 1, c("up")))
        e.facts.append(comp.fact("condition", e.number, c("target_is_event_card", 1)))
        ctx.targets = 1
        e.compiled += 1
        return True
    used = rx.fullmatch(r"(target (?:1|one) .+? in your (?:gy|graveyard)),? (?:that was )?used as its material", part)
    if used:  # "If you Link Summon a Link Monster: You can target 1 monster in your GY used as its material" (r_target_its_material)
        found = _event_zones(e, comp)
        slots = target(used.group(1), names, types, attributes)
        if found is None or found[2] != "summoned" or slots is None or len(slots) != 1:
            return False
        _state_slots(comp, e, slots, 1)
        e.facts.append(comp.fact("condition", e.number, c("target_was_material", 1)))
        ctx.targets = 1
        e.compiled += 1
        return True
    if part == "target the attack target":  # "When this card declares an attack on an opponent's monster: You can target the attack target"
        comp.add_target(e, ctx, ("monster", "monster_zone", "any", None), c("attack_target"))  # asp/battle/damage_step.lp
        return True
    if part == "target the opponent's monster" and rx.search(r"when_event\(ev\(destroyed,all_of\(.*where\(attack_target\)\).*by_battle,(?:all_of\()?by\(opponent\)", conds):
        # "When a Psychic monster you control is destroyed by battle with an opponent's attacking monster: Target the
        # opponent's monster": the attacker of that battle (asp/battle/battle.lp target_is_attacker)
        comp.add_target(e, ctx, ("monster", "monster_zone", "opponent", None))
        e.facts.append(comp.fact("condition", e.number, c("target_is_attacker", 1)))
        return True
    if part in ("target the attacking monster", "target that attacking monster", "target 1 attacking monster"):  # as the hand-written Magic Cylinder (asp/battle/battle.lp target_is_attacker)
        side = "opponent" if rx.search(r"declared_attack\(opponent\)|ev\(declared_attack,opponents", conds) else "any"
        comp.add_target(e, ctx, ("monster", "monster_zone", side, None))
        e.facts.append(comp.fact("condition", e.number, c("target_is_attacker", 1)))
        return True
    if part == "target the opponent's attacking monster and that monster you control" and rx.search(
            r"ev\(declared_attack,(?:any|opponents|all_of\(monster,opponents\)),attack_on\(own,", conds):
        # "When a Fiend monster you control is targeted for an attack: Target the opponent's attacking monster and that
        # monster you control": the attacker (asp/battle/battle.lp target_is_attacker), then the attack target
        # (asp/battle/damage_step.lp attack_target), your monster the head names
        _state_slots(comp, e, [("monster", [("monster_zone", "opponent")], None, None, False, False),
                               ("monster", [("monster_zone", "own")], None, c("attack_target"), False, False)], 1)
        e.facts.append(comp.fact("condition", e.number, c("target_is_attacker", 1)))
        ctx.targets = 2
        e.compiled += 1
        return True
    differ = rx.search(r",? with different names\b", part)  # "target 2 \"X\" monsters with different names" (asp/chain/targets.lp)
    same = rx.search(r"^target (?:2|two) .+?( with the same name)\b", part)  # "target 2 Fish monsters with the same name in your GY"
    text = part.replace(differ.group(0), "", 1) if differ else part.replace(same.group(1), "", 1) if same else part
    # "target 2 \"Gouki\" monsters in your GY with different Levels", "... with the same Level" (r_target_values_differ / _same)
    trait = rx.search(r",? with (different|the same) (level|type|attribute)s?(?=$| in | on | you control|,? that (?:is|are) |,? except )", text)
    if trait:
        text = text.replace(trait.group(0), "", 1)
    if text.endswith(" they control") and rx.search(r"\bopponent\b", head) and not rx.search(r"\(s\)|monsters|cards|player", head):
        text = text.removesuffix("they control") + "your opponent controls"  # "they": the opponent the head names (and nobody else)
    vs_self = _vs_self(text, e, comp)
    if vs_self:  # "... with ATK less than or equal to this card('s)": a comparison with this monster on the field
        text, vs_self = vs_self
    bound = None
    upto = rx.fullmatch(r"target (?:any number of )?([^,]+?),? up to the number of (.+)", text)
    if upto:  # "target cards your opponent controls, up to the number of \"X\" monsters you control": a count when activated
        if rx.search(r"\bdifferent\b", part.split("up to the number of", 1)[1]):
            return False  # "... monsters you control with different names": a count of names, not read
        k = upto.group(1).count("NAME")
        # "Insect and Plant monsters you control": the monsters that are either (PSCT: the X monsters and the Y monsters)
        counted = re.sub(r"^([a-z]+) and ([a-z]+) (?=(?:[a-z]+ )?monsters )", r"\1 or \2 ", upto.group(2))
        bound = _count_bound(counted, names[k:], comp)
        if bound is None:
            return False
        text, names = f"target any number of {upto.group(1)}", names[:k]
    many = rx.fullmatch(r"target (any number of|that many|the same number of) (.+)", text)
    paid = [f.arguments[2] for f in e.facts if f.name in ("cost_any_number", "cost_up_to")]
    if many and many.group(1) != "any number of" and len(paid) != 1:
        return False  # "that many": the count of the one cost of a varying count before it (r_target_that_many), or not read
    if many:  # one slot of one or more cards (asp/chain/targets.lp target_any_number): the group read as "2 ..." (a plural noun)
        rest = many.group(2)
        slots = target(f"target 2 {'of ' if rest.startswith('your ') else ''}{rest}", names, types, attributes)
        if slots is None or len(slots) != 2:
            return False
        slots = slots[:1]
    else:
        slots = target(text, names, types, attributes)
    if slots is None or differ and len(slots) < 2 and not many:
        return False
    if (same or trait and trait.group(1) == "the same") and (many or len(slots) != 2 or slots[0] != slots[1]):
        return False  # two slots of one kind and place (r_target_names_same checks a pair)
    if trait and trait.group(1) == "different" and len(slots) < 2 and not many:
        return False
    if trait:
        kind = "target_values_differ" if trait.group(1) == "different" else "target_values_same"
        e.facts.append(comp.fact(kind, e.number, {"type": "monster_type"}.get(trait.group(2), trait.group(2))))
    if differ:
        e.facts.append(comp.fact("target_names_differ", e.number))
    if same:
        e.facts.append(comp.fact("target_names_same", e.number))
    if vs_self:
        if many or any(kind != "monster" or places != [("monster_zone", places[0][1])] or face == "down" for kind, places, face, *_ in slots):
            return False
        slots = [(kind, places, "up", *rest) for kind, places, _, *rest in slots]  # a value is seen face-up (asp/battle/stats.lp)
        for slot in range(1, len(slots) + 1):
            e.facts.append(comp.fact("target_vs_self", e.number, slot, *vs_self))
    _state_slots(comp, e, slots, 1)
    if many:
        e.facts.append(comp.fact("target_any_number", e.number, 1))
        if many.group(1) != "any number of":
            e.facts.append(comp.fact("target_that_many", e.number, 1, paid[0]))
        if bound is not None:
            e.facts.append(comp.fact("target_up_to_count", e.number, 1, bound))
        ctx.many_slot = True  # "them": target(1), every card of the slot; "it" refers to none (bodies.py referents)
    ctx.targets = len(slots)
    e.compiled += 1
    return True


# ---- continuous "Each time ..., ..." (asp/events/each_time.lp) -------------------
# "Each time a Spell Card is activated, gain 500 LP immediately after it
# resolves": a continuous effect that applies without a chain (hand-written
# Spell Absorption, Trickstar Candina; r_each_time_continuous). Other "Each
# time ..., ..." sentences without ":" may be Trigger Effects (Fire Princess
# is one): the compiler does not decide those from the wording.
_ACTIVATIONS = [(r"an? spell card is activated", "spell", None), (r"an? trap card is activated", "trap", None),
                (r"an? spell/trap card is activated", "spell_trap", None),
                (r"your opponent activates an? spell card", "spell", "opponent"), (r"your opponent activates an? trap card", "trap", "opponent"),
                (r"your opponent activates an? spell/trap card", "spell_trap", "opponent"),
                (r"you activate an? spell card", "spell", "own"), (r"you activate an? trap card", "trap", "own")]
_EACH_OPS = [(r"inflict (\d+) damage to (?:your opponent|them)", lambda n: c("damage_opponent", n)),
             (r"(?:you )?gain (\d+) (?:lp|life points)", lambda n: c("gain_lp", "you", n))]


# "Each time a Spell Card is activated, place 1 Spell Counter on this card when
# that Spell resolves": counters put on this card without a chain (each_time.lp
# r_each_time_counters); "(max. M)": never more than M on it (r_counters_max).
EACH_TIME_COUNTERS = re.compile(r"each time (.+?), place (\d+) ([a-z.]+) counters? on this card when that (?:spell|spell card|trap|trap card) resolves"
                                r"(?: \(max\. (\d+)\))?")


def _placement(n: int, word: str, most: str | None) -> Symbol | None:
    """place_counters(kind, N), or place_counters_max(kind, N, M) for "(max. M)";
    None if the counter is not a declared kind ("E.C. Counter": ec)."""
    kind = word.replace(".", "")
    if kind not in _counter_kinds() or n < 1 or (most is not None and int(most) < n):
        return None
    return c("place_counters", kind, n) if most is None else c("place_counters_max", kind, n, int(most))


def each_time_counters(text: str) -> list[Symbol] | None:
    """The each_time term of "each time <a Spell Card is activated>, place N
    <kind> counters on this card when that Spell resolves", or None."""
    m = EACH_TIME_COUNTERS.fullmatch(text)
    if not m:
        return None
    place = _placement(int(m.group(2)), m.group(3), m.group(4))
    found = [(card, by) for pat, card, by in _ACTIVATIONS if rx.fullmatch(pat, m.group(1))]
    if not found or place is None:
        return None
    card, by = found[0]
    flt = c("card_activation") if by is None else c("all_of", "card_activation", c("by", by))
    return [c("each_time", c("ev", "resolved", card, flt), place)]


# "Each time a "Six Samurai" monster(s) is Normal or Special Summoned, place 1
# Bushido Counter on this card": counters put on this card at once, without a
# chain (Yugipedia "Card Rulings:Shien's Dojo": placing Bushido Counters does
# not start a Chain, also in the Damage Step; each_time.lp r_each_time_counters).
EACH_TIME_PLACE = re.compile(r"each time (.+?), place (\d+) ([a-z.]+) counters? on this card(?: \(max\. (\d+)\))?")


def each_time(text: str, names: list[str], conditions) -> list[Symbol] | None:
    """applies_continuously terms of "each time <event>, <op>[ immediately
    after it resolves]", or None. conditions: compiler's head reader."""
    counters = each_time_counters(text)
    if counters is not None:
        return counters
    m = EACH_TIME_PLACE.fullmatch(text)
    if m:
        place = _placement(int(m.group(2)), m.group(3), m.group(4))
        found = conditions("if " + m.group(1), names) if place is not None else None
        if not found or len(found[0]) != 1 or found[0][0].name != "if_event":
            return None
        return [c("each_time", found[0][0].arguments[0], place)]
    m = rx.fullmatch(r"each time (.+?), (.+?)( immediately after it resolves)?", text)
    if not m:
        return None
    when, what, after = m.groups()
    op = next((make(int(x.group(1))) for pat, make in _EACH_OPS for x in [rx.fullmatch(pat, what)] if x), None)
    if op is None:
        return None
    for pat, card, by in _ACTIVATIONS:
        if rx.fullmatch(pat, when):
            flt = c("card_activation") if by is None else c("all_of", "card_activation", c("by", by))
            return [c("each_time", c("ev", "resolved" if after else "activated", card, flt), op)]
    if after:
        return None
    found = conditions("if " + when, names)
    if not found or len(found[0]) != 1 or found[0][0].name != "if_event":
        return None
    return [c("each_time", found[0][0].arguments[0], op)]


# "this turn, each time your opponent Special Summons a monster(s), immediately
# draw 1 card" (Maxx "C"), "For the rest of this turn, each time ..., you
# immediately draw 1 card" (Shared Ride): what the resolved effect does for the
# rest of the turn, at once and without a chain, each time the event happens
# (each_time.lp r_each_time: the hand-written Maxx "C" and Shared Ride). Only
# draws: the engine records no other "each time" operation.
_EACH_TURN = re.compile(r"(?:this turn|for the rest of this turn), each time (.+?), (?:you )?immediately draw (\d+) cards?")


def each_time_this_turn(text: str, names: list[str], conditions) -> list[Symbol] | None:
    """The each_time_this_turn operation of "this turn, each time <event>,
    immediately draw N card(s)", or None. conditions: compiler's head reader."""
    m = _EACH_TURN.fullmatch(text)
    if not m or int(m.group(2)) < 1:
        return None
    found = conditions("if " + m.group(1), names)
    if not found or len(found[0]) != 1 or found[0][0].name != "if_event":
        return None
    return [c("each_time_this_turn", found[0][0].arguments[0], c("draw", int(m.group(2))))]


def equip_limit(text: str, names: list[str], types: dict[str, str], attributes: set[str]) -> tuple[str | None, Symbol | None] | None:
    """"Equip only to a "X" monster / a Warrior monster / a monster you
    control": (side or None, filter or None) of the Equip Spell's target, or None."""
    m = rx.fullmatch(r"equip only to (?:an? )?(.+?)( you control)?", text)
    if not m:
        return None
    side = "own" if m.group(2) else None
    phrase = m.group(1)
    if phrase == "monster":
        return (side, None) if side else None
    np = noun_phrase(phrase, names, types, attributes)
    if np is None or np[2] != len(names) or np[0] not in ("monster", "card", "effect_monster"):
        return None
    kind, filters, _ = np
    if kind == "effect_monster":
        filters = [c("subtype", "effect"), *filters]
    return side, _combine(filters)


# ---- restrictions joined to a usage-limit sentence ---------------------------------------
# (pattern: the usage limit, then the restriction; activation_turn_restriction term of each limited effect)
LIMIT_OATHS: list[tuple[str, Symbol]] = [
    (r"^(.+), and cannot special summon during the turn you activate either effect$", c("cannot", c("summon", "special"), "you")),
]
# (pattern, the usage limit of the effect just before the sentence, of the one before it)
LIMIT_PAIRS: list[tuple[str, tuple[str, str]]] = [
    (r"^you can only use this effect of NAME once per duel, and its previous effect only once per turn$",
     ("use_once_per_duel", "use_once_per_turn")),
]
