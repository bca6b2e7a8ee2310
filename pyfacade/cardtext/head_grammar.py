"""Heads of card text read by their parts (issue 15, activation heads): a
head is "When/If/Each time <clause>", a phase ("During the End Phase, if
..."), or a state ("If you control no other monsters"), joined by ", or if"
(any of the options) and ", if"/", while" (all of them). A clause is a
subject (this card, "a face-up Dragon monster you control", "your
opponent"), a verb (is destroyed, is Special Summoned, leaves the field,
Special Summons ...) and its modifiers (by battle, by an opponent's card
effect, from the hand, and sent to the GY, except during the Damage Step).

Each part becomes terms of the declared vocabulary only: event patterns
ev(Kind, CardFilter, EventFilter) of asp/events/events.lp, counts of
asp/events/state_conditions.lp, and the conditions of asp/events/
head_conditions.lp. A part that is not read whole makes the whole head not
understood (the compiler then refuses to judge the effect's activation).

Text is normalised (compiler._norm): lower case, quoted names as NAME.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import reduce

from clingo import String, Symbol

from . import rx
from .templates import c


def _all(terms: list[Symbol], default: str = "any") -> Symbol:
    if not terms:
        return c(default)
    out = terms[-1]
    for t in reversed(terms[:-1]):
        out = c("all_of", t, out)
    return out


@dataclass
class Clause:
    """One event clause: its kind, card filters, event filters, and the zone
    this card is in when the effect is activated (self events)."""
    kind: Symbol | str
    card: list[Symbol] = field(default_factory=list)
    ev: list[Symbol] = field(default_factory=list)
    self_card: bool = False
    to_zone: str | None = None  # where this card went (self events): the zone its trigger is activated in
    used: int = 0  # quoted names its modifiers used

    def pattern(self) -> Symbol:
        card = [f for f in self.card if str(f) != "any"] or [c("any")]
        return c("ev", self.kind, _all(card), _all(self.ev))


# ---- subjects --------------------------------------------------------------------
_ZONE_WORDS = {"monster card zone": "monster_zone", "spell & trap card zone": "spell_trap_zone", "hand": "hand", "deck": "deck", "main deck": "deck", "gy": "gy", "field": "field", "monster zone": "monster_zone",
               "main monster zone": None, "spell & trap zone": "spell_trap_zone", "extra deck": "extra_deck", "field zone": "field_zone",
               "pendulum zone": None}
_ZONE_RE = r"(hand|main deck|deck|gy|field|monster zone|monster card zone|spell & trap zone|spell & trap card zone|extra deck|field zone)"


def _self_subject(s: str):
    """"this [face-up|Set] card [on the field|in the Monster Zone|in its
    owner's possession ...]": (card filters, event filters, rest) or None."""
    m = rx.match(r"this (face-up |set |face-down )?((?:normal|special|tribute|fusion|synchro|xyz|link|ritual|pendulum) summoned )?"
                 r"(?:card|(?<=summoned )monster)( on the field| in the monster zone| in the spell & trap zone| in the pendulum zone| in the field zone"
                 r"| in (?:its owner's|your) (?:possession|control)(?: in the (?:monster|spell & trap) zone)?"
                 r"| in (?:its owner's|your) (?:monster|spell & trap|field) zone| you control)?(?= )", s)
    if not m:
        return None
    card: list[Symbol] = [c("self")]
    ev: list[Symbol] = []
    adj, how, where = (m.group(1) or "").strip(), (m.group(2) or "").strip(), (m.group(3) or "").strip()
    if how:  # put on the field by a Summon of that kind (asp/events/head_conditions.lp)
        card.append(c("summoned_as", _SUMMONS[how]))
    if adj == "face-up":
        card.append(c("face_up"))
    elif adj in ("set", "face-down"):
        card.append(c("except", "face_up"))
    if "possession" in where or "control" in where:
        card.append(c("own"))  # its controller when it happened was the effect's player: its owner
    if where.endswith("monster zone"):
        ev.append(c("from", "monster_zone"))
    elif where.endswith("field zone"):
        ev.append(c("from", "field_zone"))
    elif where.endswith("spell & trap zone") or where == "in the pendulum zone":
        ev.append(c("from", "spell_trap_zone"))  # a Pendulum Zone is a Spell & Trap Zone (Master Rule 5; chain/placements.lp)
    elif where == "on the field" or adj in ("face-up", "set", "face-down") or how:
        ev.append(c("from", "field"))
    return card, ev, s[m.end():]


_NOUN_KIND = {"monster": [c("monster")], "card": [], "spell": [c("spell")], "trap": [c("trap")], "spell_trap": [c("spell_trap")],
              "effect_monster": [c("monster"), c("subtype", "effect")]}


def _combine(filters: list[Symbol]) -> Symbol:
    out = filters[-1]
    for f in reversed(filters[:-1]):
        out = c("both", f, out)
    return out


def noun_filters(phrase: str, names: list[str], ctx) -> tuple[list[Symbol], int, str] | None:
    """Card filters of a noun phrase ("face-up Dragon monster(s)", "NAME
    card", "spell/trap card"), and how many quoted names it used."""
    face: list[Symbol] = []
    m = rx.match(r"(face-up|face-down) ", phrase)
    if m:
        face.append(c("face_up") if m.group(1) == "face-up" else c("except", "face_up"))
        phrase = phrase[m.end():]
    if rx.fullmatch(r"monster cards?", phrase):
        # a card printed as a monster wherever it is (chain/choices.lp monster_card): a Pendulum Scale or an
        # equipped monster in the Spell & Trap Zone too, which "monster" does not count there (r_kind_in_zone)
        return face + [c("where", c("monster_card"))], 0, "card"
    np = ctx.noun(phrase, names)
    if np is None:
        return None
    kind, filters, used = np
    if kind not in _NOUN_KIND:
        return None
    out = list(_NOUN_KIND[kind])
    if kind == "monster" and any(f.name in ("monster_type", "attribute", "level_between", "subtype") for f in filters):
        out = []  # a Type, Attribute, Level or monster subtype is a monster's (the filter says monster)
    out += face
    if filters:
        out.append(c("where", _combine(filters)))
    return out, used, kind


def _any_subject(s: str, names: list[str], ctx):
    """"a face-up monster(s) you control", "an opponent's monster", "another
    NAME card(s)", "your monster": (card filters, event filters, rest, names
    used) for the longest noun phrase before " is "/" are "."""
    m = rx.match(r"(.+?) (is|are|leaves?|declares?|inflicts?|would|returns?) ", s)
    if not m:
        return None
    for cut in [mm.start() for mm in re.finditer(r" (?:is|are|leaves?|declares?|inflicts?|returns?) ", s)]:
        phrase, rest = s[:cut], s[cut:]
        card: list[Symbol] = []
        ev: list[Symbol] = []
        p = phrase
        except_name = rx.search(r", except NAME,$", p)  # 'a "X" monster you control, except "X Y", is destroyed': not that card
        if except_name:
            p = p[:except_name.start()]
        p, extra = _from_extra(p)  # "a monster you control that was Special Summoned from the Extra Deck"
        card += extra
        orig = rx.search(r" whose original level is (\d+)(?: or (higher|lower))?$", p)
        if orig:  # "a Synchro Monster in your possession whose original Level is 7": printed (stats.lp original_level_between)
            p = p[:orig.start()]
            n = int(orig.group(1))
            card.append(c("where", c("original_level_between", 1 if orig.group(2) == "lower" else n, 99 if orig.group(2) == "higher" else n)))
        tail = rx.search(r" (you control|your opponent controls|on the field|in your possession|in your opponent's possession"
                         r"|on your field|on your opponent's field|in your (?:gy|hand)|in your opponent's (?:gy|hand))$", p)
        if tail:
            p = p[:tail.start()]
            t = tail.group(1)
            if t in ("you control", "in your possession", "on your field"):
                card.append(c("own"))
            elif t in ("your opponent controls", "in your opponent's possession", "on your opponent's field"):
                card.append(c("opponents"))
            if t in ("on the field", "you control", "your opponent controls", "on your field", "on your opponent's field",
                     "in your possession", "in your opponent's possession"):  # possession: control, on the field
                ev.append(c("from", "field"))
            if t.startswith("in your") and not t.endswith("possession"):
                zone = "gy" if t.endswith("gy") else "hand"
                card.append(c("opponents") if "opponent" in t else c("owned"))
                ev.append(c("from", zone))
        mm = rx.match(r"(?:(an opponent's|your opponent's|another|other|any|an|a|1|your) )?(another |other )?(.+)$", p)
        if not mm:
            continue
        art, other, p = mm.group(1), mm.group(2), mm.group(3)
        if art in ("your",):
            card.append(c("own"))
        elif art in ("an opponent's", "your opponent's"):
            card.append(c("opponents"))
        if art in ("another", "other") or other:
            card.append(c("except", "self"))
        p = re.sub(r"\(s\)$", "", p)
        p = re.sub(r"^(face-up )?monster(?:\(s\))? NAME$", r"\1NAME monster", p)  # 'a monster "Fur Hire"': a "Fur Hire" monster (that card text's word order)
        nf = noun_filters(p, names, ctx) or _alternatives(p, names, ctx)  # "an Insect or Plant monster"
        if nf is None and p.startswith("face-up "):  # 'a face-up "X" or "Y" monster': face-up then (noun_filters' face-up)
            nf = _alternatives(p.removeprefix("face-up "), names, ctx)
            nf = nf and ([c("face_up"), *nf[0]], nf[1], nf[2])
        if p == "face-up non-effect monster":  # as it was on the field: a Token, a Normal Monster, ... (as the state "you control")
            nf = [c("monster"), c("face_up"), c("where", c("non", c("subtype", "effect")))], 0, "monster"
        if nf is None:
            continue
        filters, used, kind = nf
        if except_name:  # (card_names.lp card_not_named, as ", except "X"" after the verb)
            if used >= len(names):
                continue
            card.append(c("where", c("card_not_named", String(names[used]))))
            used += 1
        if kind in ("monster", "effect_monster"):  # a monster on the field is in a Monster Zone (a Pendulum Zone holds Spells)
            ev = [c("from", "monster_zone") if str(e) == "from(field)" else e for e in ev]
        return filters + card, ev, rest, used
    return None


def _counter_kinds() -> frozenset[str]:
    from .compiler import declared  # the compiler imports this module
    return declared("counter_kind")


# ---- verbs -----------------------------------------------------------------------
_SUMMONS = {"summoned": "summoned", "normal summoned": "normal_summoned", "special summoned": "special_summoned",
            "flip summoned": "flip_summoned", "tribute summoned": "tribute_summoned", "fusion summoned": "fusion_summoned",
            "synchro summoned": "synchro_summoned", "xyz summoned": "xyz_summoned", "link summoned": "link_summoned",
            "ritual summoned": "ritual_summoned", "pendulum summoned": "pendulum_summoned"}
_BOTH = {"normal or special summoned": ("normal_summoned", "special_summoned"), "normal or flip summoned": ("normal_summoned", "flip_summoned"),
         "normal summoned or flipped face-up": ("normal_summoned", "flipped_face_up"),
         "flip summoned or flipped face-up": ("flip_summoned", "flipped_face_up"),
         "tribute summoned or special summoned": ("tribute_summoned", "special_summoned"),
         "normal or tribute summoned": ("normal_summoned", "tribute_summoned"),
         "normal or pendulum summoned": ("normal_summoned", "pendulum_summoned"),
         "flip or special summoned": ("flip_summoned", "special_summoned")}
# passive verbs: (pattern, kind, event filters, where this card is then)
_PASSIVE: list[tuple[str, object, list[Symbol], str | None]] = [
    (r"destroyed", "destroyed", [], "gy"),
    (r"sent to (?:the|its owner's) gy", "sent_to_gy", [], "gy"),
    (r"sent to your gy", "sent_to_gy", [c("to", "gy")], "gy"),
    (r"sent to your opponent's gy", "sent_to_gy", [c("to", "gy")], "gy"),
    (r"sent to the gy,? except from the field", "sent_to_gy", [c("except", c("from", "field"))], "gy"),  # this card, or a card you own (the GY is its owner's)
    (r"banished|removed from play", "banished", [], "banished"),
    (r"sent", "sent_from", [], "gy"),  # "sent from the Monster Zone to the GY": the zone first (_modifiers)
    (r"tributed", "tributed", [], "gy"),
    (r"discarded(?: to the gy)?", "discarded", [], "gy"),
    (r"added to (?:your|the|its owner's) hand", "added_to_hand", [], "hand"),
    (r"added from (?:your|the) deck to (?:your|the) hand", "added_to_hand", [c("from", "deck")], "hand"),
    (r"added to (?:your|the) hand from (?:your|the) deck", "added_to_hand", [c("from", "deck")], "hand"),
    (r"added to (?:your|the) hand from (?:your|the) gy", "added_to_hand", [c("from", "gy")], "hand"),
    (r"added from (?:your|the) gy to (?:your|the) hand", "added_to_hand", [c("from", "gy")], "hand"),
    (r"added from (?:your|the) deck or gy to (?:your|the) hand", "added_to_hand", [c("either", c("from", "deck"), c("from", "gy"))], "hand"),
    (r"returned to (?:the|your|its owner's) hand", "returned_to_hand", [], "hand"),
    (r"returned from the field to (?:the|its owner's) hand", "returned_to_hand", [c("from", "field")], "hand"),
    (r"added from the (?:main )?deck to your opponent's hand", "added_to_hand", [c("from", "deck")], "hand"),
    # "each time a card(s) is added (from the Main Deck or GY) to your opponent's hand" (Shared Ride, Trickstar Lycoris):
    # to that player's hand (happened_to), also a card the scenario does not name (a search from the Deck)
    (r"added to your opponent's hand", "added_to_hand", [c("happened_to", "opponent")], "hand"),
    (r"added from the (?:main )?deck or gy to your opponent's hand", "added_to_hand",
     [c("happened_to", "opponent"), c("either", c("from", "deck"), c("from", "gy"))], "hand"),
    (r"flipped face-up", "flipped_face_up", [], None),
    (r"added to (?:your|the|its owner's) extra deck face-up", "added_to_extra_deck_face_up", [], "extra_deck"),
    # "used as Synchro Material and added to your Extra Deck face-up" (the modifiers read the rest); "used as" alone is not read here
    (r"used(?= as [^,]+ and added to (?:your|the|its owner's) extra deck face-up$)", "used_as_material", [], "extra_deck"),
    (r"flipped face-down|changed to face-down(?: defense position)?", "flipped_face_down", [], None),
]
for _t, _k in _SUMMONS.items():
    _PASSIVE.append((_t, _k, [], None))
for _t, (_a, _b) in _BOTH.items():
    _PASSIVE.append((_t.replace(" ", " "), c("any_of", _a, _b), [], None))
_PASSIVE.sort(key=lambda x: -len(x[0]))

_MOVES = ("destroyed", "sent_to_gy", "banished", "tributed", "discarded", "added_to_hand", "returned_to_hand", "used_as_material")

# modifiers after the verb: (pattern, function of the match -> (event filters, card filters) or None)
_BY = {
    r" by battle": [c("by_battle")],
    # the other battler, controlled by the opponent (asp/events/battle_events.lp event_by of a destruction by battle)
    r" by battle with (?:an|your) opponent's monster": [c("by_battle"), c("by", "opponent")],
    r" by (?:a )?card effect": [c("by_effect")],
    r" by battle or (?:by )?(?:a )?card effect": [c("either", "by_battle", "by_effect")],
    r" by (?:a )?card effect or (?:by )?battle": [c("either", "by_battle", "by_effect")],
    r" by (?:an|your) opponent's card effect": [c("by", "opponent"), c("by_effect")],
    r" by (?:an|your) opponent's card(?: \((?:either )?by battle or (?:by )?card effect\))?": [c("by", "opponent")],
    r" by (?:an|your) opponent's card effect or by battle with an opponent's monster": [c("by", "opponent")],
    r" by your (?:own )?card effect": [c("by", "own"), c("by_effect")],
    r" by your opponent": [c("by", "opponent")],
    r" by an effect": [c("by_effect")],
    r" by an (?:opponent's effect|effect of a card controlled by your opponent)": [c("by", "opponent"), c("by_effect")],
    r" because of an opponent's card effect": [c("by", "opponent"), c("by_effect")],
    r" because of an opponent's card": [c("by", "opponent")],
    r" by an opponent's card effect or by battle": [c("by", "opponent")],
    r" by battle or (?:by )?(?:an|your) opponent's card effect": [c("either", "by_battle", c("all_of", c("by", "opponent"), "by_effect"))],
}


def _source(rest: str, names: list[str], ctx=None) -> tuple[int, list[Symbol], int] | None:
    """"by the effect of a "X" monster", "by a monster effect", "by its own
    effect": (characters read, event filters, names used)."""
    m = rx.match(r" by (?:its own|its|this card's) effect", rest)
    if m:
        return m.end(), [c("by_effect"), c("by_self")], 0
    m = rx.match(r" by (?:a|an) (monster|spell|trap) (?:card )?effect", rest)
    if m:
        return m.end(), [c("by_effect"), c("source", c("card_type", m.group(1)))], 0
    m = rx.match(r" by (a|your opponent's|an opponent's|a NAME) spell/trap (?:card )?effect(?=,| \(| and |$)", rest)
    if m and (names or "NAME" not in m.group(1)):  # the effect of a Spell or of a Trap (stats.lp either)
        theirs = [c("by", "opponent")] if "opponent" in m.group(1) else []
        flt = c("either", c("card_type", "spell"), c("card_type", "trap"))
        if "NAME" in m.group(1):  # "by a "K9" Spell/Trap effect"
            return m.end(), [c("by_effect"), c("source", c("both", c("name_has", String(names[0])), flt))], 1
        return m.end(), [*theirs, c("by_effect"), c("source", flt)], 0
    m = rx.match(r" by your (monster|spell|trap) effect(?=,| \(|$)", rest)
    if m:  # "by your Trap effect": an effect of a card of that type, of yours
        return m.end(), [c("by", "own"), c("by_effect"), c("source", c("card_type", m.group(1)))], 0
    m = rx.match(r" by (your|an?) NAME (card|monster)(?:'s effect| effect)(?=,| \(|$)", rest)
    if m and names:  # "by your "X" card's effect", "by a "X" monster's effect", "by an "X" card effect" (the same)
        flt = c("name_has", String(names[0]))
        mine = [c("by", "own")] if m.group(1) == "your" else []
        return m.end(), [*mine, c("by_effect"), c("source", flt if m.group(2) == "card" else c("both", c("card_type", "monster"), flt))], 1
    m = rx.match(r" by the effect of (?:(a|an) NAME (monster|card|spell|trap)|NAME)", rest)
    if m and names:
        if m.group(1):
            flt = c("name_has", String(names[0]))
            if m.group(2) != "card":
                flt = c("both", c("card_type", m.group(2)), flt)
        else:
            flt = c("card_named", String(names[0]))
        return m.end(), [c("by_effect"), c("source", flt)], 1
    m = rx.match(r" by the effect of (an? [^,(]+? monster)(?=,| \(|$)", rest)
    got = _summoned_monster(m.group(1), names, ctx) if m and "NAME" not in m.group(1) else None
    if got is not None:  # "by the effect of a Beast monster": the monster as it was then (head_conditions.lp source)
        flt = got[0] if "card_type(monster)" in str(got[0]) else c("both", c("card_type", "monster"), got[0])
        return m.end(), [c("by_effect"), c("source", flt)], got[1]
    return None


def _summoned_monster(phrase: str, names: list[str], ctx) -> tuple[Symbol, int] | None:
    """"a "X" monster", "a Cyberse monster", "a "X" Fusion Monster": the filter
    (battle/stats.lp matches/4) of the monster a material was used for."""
    if ctx is None:
        return None
    m = rx.fullmatch(r"(?:a|an) (.+)", phrase)
    np = ctx.noun(m.group(1), names) if m else None
    if np is None or np[0] != "monster":
        return None
    kind, filters, used = np
    filters = filters or [c("card_type", "monster")]
    out = filters[-1]
    for f in reversed(filters[:-1]):
        out = c("both", f, out)
    return out, used


def _cost_of(rest: str, names: list[str], ctx) -> tuple[int, list[Symbol], int] | None:
    """" to activate a monster effect / a WATER monster's effect / the effect
    of "X" / a card or effect": paid as a cost (by_cost), of an activation
    whose card passes the filter (source(F), head_conditions.lp)."""
    m = rx.match(r" to activate (?:a card or effect|the effect of NAME|an? monster effect|(an? .+?)'s effect)(?=,| \(|$)", rest)
    if not m:
        return None
    text = m.group(0)
    if text.endswith("card or effect"):
        return m.end(), [c("by_cost")], 0
    if "NAME" in text and "effect of NAME" in text:
        if not names:
            return None
        return m.end(), [c("by_cost"), c("source", c("card_named", String(names[0])))], 1
    if m.group(1) is None:  # "a monster effect" (a Pendulum Monster Card activated as a Spell is the approximation of source/1)
        return m.end(), [c("by_cost"), c("source", c("card_type", "monster"))], 0
    phrase = m.group(1)
    if rx.fullmatch(r"an? NAME card", phrase):
        if not names:
            return None
        return m.end(), [c("by_cost"), c("source", c("name_has", String(names[0])))], 1
    got = _summoned_monster(phrase, names, ctx)
    if got is None:
        return None
    flt, used = got
    if "card_type(monster)" not in str(flt):
        flt = c("both", c("card_type", "monster"), flt)
    return m.end(), [c("by_cost"), c("source", flt)], used


_METHODS = r"(fusion|synchro|xyz|link|ritual)"


def _material_for(rest: str, names: list[str], ctx) -> tuple[int, list[Symbol], int] | None:
    """" as Synchro Material", " as material for the Link Summon of a "X"
    monster", " for a Synchro Summon", " as Fusion Material for a Fusion
    Summon": (characters read, event filters, names used)."""
    m = rx.match(r" as (?:an? )?" + _METHODS + r" material(?: for (?:a|an|the) \1 summon)?(?: of (an? [^,(]+?))?(?=,| \(| and |$)"
                 r"| as (?:a )?material for (?:a|an|the) " + _METHODS + r"(?: or " + _METHODS + r")? summon(?: of (an? [^,(]+?))?(?=,| \(| and |$)"
                 r"| for (?:a|an) " + _METHODS + r" summon(?=,| \(| and |$)"
                 # "as Synchro Material for a WIND monster", "for the Synchro Summon of a Beast monster"
                 r"| (?:as (?:a )?" + _METHODS + r" material for|for the " + _METHODS + r" summon of) (?!(?:a|an) \w+ summon)(an? [^,(]+?)(?=,| \(| and |$)"
                 # "as material for a Wyrm Synchro Monster": only a Synchro (Link) Summon uses a Synchro (Link) Monster's materials
                 r"| as material for (an? [^,(]*?\b(synchro|link) monster)(?=,| \(| and |$)", rest)
    if not m:
        return None
    g = m.groups()
    kinds = [k for k in (g[0], g[2], g[3], g[5], g[6], g[7], g[10]) if k]
    of = g[1] or g[4] or g[8] or g[9]
    ks = [c("for_summon", f"{k}_summoned") for k in kinds]
    flt = [ks[0] if len(ks) == 1 else c("either", ks[0], ks[1])]
    used = 0
    if of:
        got = _summoned_monster(of, names, ctx)
        if got is None:
            return None
        flt.append(c("summon_of", got[0]))
        used = got[1]
    return m.end(), flt, used


_OPPONENTS_ATTACK = (r"(?:(?:an|your) opponent's (?:monster's )?attack|battle with (?:an|your) opponent's attacking monster"
                     r"|battle with an attacking monster your opponent controls)")


def _by_attack(rest: str) -> tuple[int, list[Symbol]] | None:
    """" by your opponent's attack", " by battle with an opponent's attacking
    monster", either "or (by) an opponent's card effect": destroyed by battle
    with the opponent's monster that declared the attack (battle_events.lp
    r_attacking_monster), or by an effect of the opponent's card."""
    m = rx.match(r" by " + _OPPONENTS_ATTACK + r"(,? or (?:destroyed )?by (?:an|your) opponent's card effect|,? or card effect)?"
                 r"(?:,(?= and sent))?(?=,| \(| and | while |$)", rest)  # "..., or by an opponent's card effect, and sent to your GY"
    m = m or rx.match(r" by (?:an|your) opponent's card effect,? or (?:by )?battle with their attacking monster(,(?= and sent))?"
                      r"(?=,| \(| and | while |$)", rest)  # the same causes in the other order
    if not m:
        return None
    attack = [c("by_battle"), c("source", "attacking_monster")]
    if m.group(1) or "card effect" in m.group(0):
        return m.end(), [c("by", "opponent"), c("either", _all(attack), "by_effect")]
    if rx.match(r" by battle with (?:an|your) opponent's attacking", rest):
        return None  # read below as the attack target (where(attack_target))
    return m.end(), [c("by", "opponent"), *attack]


def _your_gy(m, cl: Clause) -> None:
    """"sent to your GY": a card you own (a card goes to its owner's GY)."""
    if m.group(1) and not cl.self_card and c("owned") not in cl.card:
        cl.card.append(c("owned"))


def _equipped_event(verb: str, names: list[str], ctx) -> Symbol | None:
    """"destroyed", "sent to the GY", "destroyed by battle and sent to the GY",
    "left the field", "used as a Synchro Material": the because_equipped term
    of the equipped monster's event (its kind, its event filters), or None."""
    if verb == "left the field":
        return c("because_equipped", "left_field", c("any"))
    if verb.startswith("used as "):
        sub = Clause("used_as_material")
        if not _modifiers(verb[len("used"):], "used_as_material", sub, names, ctx) or not sub.ev:
            return None
        return c("because_equipped", "used_as_material", _all(sub.ev))
    for pat, kind, flt, _ in _PASSIVE:
        mm = rx.match(pat + r"(?= |,|$)", verb)
        if mm and kind in _MOVES:
            sub = Clause(kind, ev=list(flt))
            if not _modifiers(verb[mm.end():], kind, sub, names, ctx) or sub.kind != kind or sub.used or sub.card:
                return None
            return c("because_equipped", kind, _all(sub.ev))
    return None


def _modifiers(rest: str, kind, cl: Clause, names: list[str] = (), ctx=None) -> bool:
    """Reads the modifiers of a verb into the clause; False if some are not read."""
    names = list(names)
    while rest:
        if str(kind) in _MOVES or kind == "sent_from":
            got = _cost_of(rest, names, ctx)
            if got:
                cl.ev += got[1]
                cl.used += got[2]
                names = names[got[2]:]
                rest = rest[got[0]:]
                continue
        m = rx.match(r",? except from (?:your |the )?" + _ZONE_RE + r"(?: or (?:your |the )?" + _ZONE_RE + r")?(?=,| \(|$)", rest)
        if m and kind in ("sent_to_gy", "banished", "added_to_hand", "destroyed"):  # "sent to the GY, except from the hand"
            zones = [_ZONE_WORDS[z] for z in m.groups() if z]
            if any(z is None for z in zones):
                return False
            f = [c("from", z) for z in zones]
            cl.ev.append(c("except", f[0] if len(f) == 1 else c("either", f[0], f[1])))
            rest = rest[m.end():]
            continue
        m = rx.match(r" face-up(?= from | to |,| \(|$)", rest)
        if m and not cl.self_card and (str(kind).endswith("summoned") or str(kind).startswith("any_of") or kind == "banished"):
            # "Special Summoned face-up": face-up on the field after it (as "Special Summons a monster(s) face-up");
            # "banished face-up": face-up in banishment after it (events.lp face_up_after)
            cl.card.append(c("face_up_after") if kind == "banished" else c("where", c("face_up_monster")))
            rest = rest[m.end():]
            continue
        m = rx.match(r", except NAME(?=,| \(|$)", rest)
        if m and names and not cl.self_card:  # "a "X" monster(s) is Summoned, except "X Y"": a card not of that name (card_names.lp)
            cl.card.append(c("where", c("card_not_named", String(names[0]))))
            cl.used += 1
            names = names[1:]
            rest = rest[m.end():]
            continue
        m = rx.match(r" while (in its owner's monster zone|its owner controls it|in its owner's possession)", rest)
        if m and cl.self_card:  # this card as its owner's (controlled by the effect's player when it happened)
            cl.card.append(c("own"))
            if "monster zone" in m.group(1):
                cl.ev.append(c("from", "monster_zone"))
            rest = rest[m.end():]
            continue
        m = rx.match(r" in the (?:pendulum|spell & trap) zone(?=,| \(|$)", rest)
        if m and cl.self_card and kind == "destroyed" and not any(e.name == "from" for e in cl.ev):
            cl.ev.append(c("from", "spell_trap_zone"))  # "destroyed in the Pendulum Zone": as "this card in the Pendulum Zone"
            rest = rest[m.end():]
            continue
        m = rx.match(r" while equipped to a monster(?=,| \(|$)", rest)
        if m and cl.self_card:  # an Equip Card then (head_conditions.lp while_equipped)
            cl.ev.append(c("while_equipped"))
            rest = rest[m.end():]
            continue
        m = rx.match(r" because the equipped monster (?:(?:is|was|has) )?(.+)$", rest)
        if m and cl.self_card and kind in ("sent_to_gy", "destroyed"):  # the rule destroyed it (head_conditions.lp because_equipped)
            got = _equipped_event(m.group(1), names, ctx)
            if got is None:
                return False
            cl.ev.append(got)
            return True
        m = rx.match(r" by (?:a )?card effect, except NAME, or by battle(?=,| \(|$)", rest)
        if m and kind == "destroyed" and names:  # by the effect of a card not so named (source, head_conditions.lp), or by battle
            cl.ev.append(c("either", c("all_of", "by_effect", c("source", c("card_not_named", String(names[0])))), "by_battle"))
            cl.used += 1
            names = names[1:]
            rest = rest[m.end():]
            continue
        m = rx.match(r" by (?:a|an) NAME card's effect or (?:your|an) opponent's card effect(?=,| \(|$)", rest)
        if m and names:  # either cause: the effect of a "X" card (source, head_conditions.lp), or an opponent's card effect
            cl.ev.append(c("either", c("all_of", "by_effect", c("source", c("name_has", String(names[0])))),
                           c("all_of", c("by", "opponent"), "by_effect")))
            cl.used += 1
            names = names[1:]
            rest = rest[m.end():]
            continue
        m = rx.match(r",? while it has (no )?(?:xyz )?materials?(?=,| \(| and |$)", rest)
        if m and cl.self_card and kind in ("destroyed", "sent_to_gy", "tributed"):  # materials attached just before (head_conditions.lp with_material)
            cl.ev.append(c("except", "with_material") if m.group(1) else c("with_material"))
            rest = rest[m.end():]
            continue
        m = rx.match(r",? except by battle(?=,| \(|$)", rest) or (
            rx.match(r",? except (?:when|by being) destroyed by battle(?=,| \(|$)", rest) if kind == "sent_to_gy" else None)
        if m and kind in ("destroyed", "sent_to_gy"):  # not the move to the GY of a monster destroyed by battle
            cl.ev.append(c("except", "by_battle"))
            rest = rest[m.end():]
            continue
        m = rx.match(r" by battle with (?:a|an) (?!opponent's|attacking)([^,(]+? monster)(?=,| \(| and |$)", rest)
        got = _summoned_monster(f"a {m.group(1)}", names, ctx) if m and kind == "destroyed" else None
        if got is not None:  # the monster it battled destroyed it (battle_events.lp event_source), as it was then (source)
            cl.ev += [c("by_battle"), c("source", got[0])]
            cl.used += got[1]
            names = names[got[1]:]
            rest = rest[m.end():]
            continue
        m = rx.match(r" by battle or (?:by )?(?:an? )?(monster|spell|trap) effect(?=,| \(| and |$)", rest)
        if m and kind == "destroyed":  # as "by battle" or "by a Spell effect" (_source)
            cl.ev.append(c("either", "by_battle", c("all_of", "by_effect", c("source", c("card_type", m.group(1))))))
            rest = rest[m.end():]
            continue
        m = rx.match(r" and (?:is )?sent from the field to (?:the|(your)|its owner's) (?:gy|graveyard)(?=,| \(|$)", rest)
        if m and kind == "destroyed":  # destroyed on the field (not in the hand or Deck), then to the GY
            cl.ev += [c("from", "field"), c("to", "gy")]
            cl.to_zone = "gy"
            _your_gy(m, cl)
            rest = rest[m.end():]
            continue
        m = rx.match(r",? except by its own effect(?=,| \(|$)", rest)
        if m and cl.self_card and kind == "destroyed":  # not by an effect of this card (events.lp by_self: its effect or cost)
            cl.ev.append(c("except", c("all_of", "by_effect", "by_self")))
            rest = rest[m.end():]
            continue
        m = rx.match(r" by battle or (?:by )?another card's effect(?=,| \(|$)", rest)
        if m and cl.self_card and kind == "destroyed":  # by battle, or by the effect of a card other than this one
            cl.ev.append(c("either", "by_battle", c("all_of", "by_effect", c("except", "by_self"))))
            rest = rest[m.end():]
            continue
        got = _by_attack(rest) if kind == "destroyed" else None
        if got:
            cl.ev += got[1]
            rest = rest[got[0]:]
            continue
        m = rx.match(r" by battle with (?:an|your) opponent's attacking monster", rest)
        if m and kind == "destroyed":  # it was the attack target (battle/damage_step.lp attack_target, as it was before the event)
            cl.ev += [c("by_battle"), c("by", "opponent")]
            cl.card.append(c("where", "attack_target"))
            rest = rest[m.end():]
            continue
        m = rx.match(r",? except during the draw phase(?=,| \(|$)", rest)
        if m and kind == "added_to_hand":  # not added in the Draw Phase (events.lp outside)
            cl.ev.append(c("outside", "draw_phase"))
            rest = rest[m.end():]
            continue
        m = rx.match(r",? except by drawing (?:it|them)( for your normal draw)?", rest)
        if m and kind == "added_to_hand":  # a draw is no addition that counts here (events.lp by_draw)
            # the normal draw: a draw not by a card effect (Yugipedia "Draw": drawn for the normal draw or by a card effect)
            cl.ev.append(c("except", c("all_of", "by_draw", c("except", "by_effect")) if m.group(1) else "by_draw"))
            rest = rest[m.end():]
            continue
        m = rx.match(r" (?:by )?using (NAME|(?:a|an) .+? monster) as (?:(?:fusion |synchro |xyz |link )?material|any of its materials)(?=,| \(|$)", rest)
        if m and str(kind) in ("fusion_summoned", "synchro_summoned", "xyz_summoned", "link_summoned"):
            # one of its materials (head_conditions.lp using_material): "NAME", or "a "X" monster"
            got = (c("card_named", String(names[0])), 1) if m.group(1) == "NAME" and names else \
                _summoned_monster(m.group(1), names, ctx) if m.group(1) != "NAME" else None
            if got is not None:
                cl.ev.append(c("using_material", got[0]))
                cl.used += got[1]
                names = names[got[1]:]
                rest = rest[m.end():]
                continue
        m = rx.match(r" by tributing (?:(a|an) (.+? monster)\(s\)|at least 1 (.+? monster))(?=,| \(|$)", rest)
        got = _summoned_monster(f"{m.group(1) or 'a'} {m.group(2) or m.group(3)}", names, ctx) if m and kind == "tribute_summoned" else None
        if got is not None:  # "a "Qli" monster(s)", "at least 1 "roid" monster": one or more of its Tributes (head_conditions.lp tributing)
            cl.ev.append(c("tributing", got[0]))
            cl.used += got[1]
            names = names[got[1]:]
            rest = rest[m.end():]
            continue
        m = rx.match(r" for (?:a|the) (tribute|ritual) summon", rest)
        if m and kind == "tributed":
            cl.ev.append(c("for_summon", f"{m.group(1)}_summoned"))
            rest = rest[m.end():]
            continue
        src = _source(rest, names, ctx)
        if src and not cl.self_card and rx.match(r" by its", rest):
            return False  # "a monster is destroyed by its own effect": that monster's effect, not this card's (by_self)
        if src:
            cl.ev += src[1]
            cl.used += src[2]
            names = names[src[2]:]
            rest = rest[src[0]:]
            continue
        m = rx.match(r" from (your |the |your opponent's |a |their )?" + _ZONE_RE + r"(?: or (?:your |the )?" + _ZONE_RE + r")?", rest)
        if m:
            whose, zones = m.group(1), [_ZONE_WORDS[z] for z in m.groups()[1:] if z]
            if any(z is None for z in zones):
                return False
            if whose in ("your ", "your opponent's ") and not cl.self_card:
                if any(z in ("field", "monster_zone", "spell_trap_zone", "field_zone") for z in zones):
                    if str(kind) not in _MOVES and kind != "sent_from":
                        return False
                    # "sent from your hand or field": a card that player controlled on the field, or had in the
                    # hand (its owner's) before it moved (events.lp event_controller)
                    cl.card.append(c("own" if whose == "your " else "opponents"))
                    f = [c("from", z) for z in zones]
                    cl.ev.append(f[0] if len(f) == 1 else c("either", f[0], f[1]))
                    rest = rest[m.end():]
                    continue
                if whose == "your ":
                    cl.card.append(c("owned"))  # a card from your hand, Deck or GY is yours
                elif str(kind) in ("discarded", "sent_to_gy", "banished", "destroyed"):
                    cl.card.append(c("opponents"))  # its controller after the event: the owner (it is not on the field)
                else:  # Summoned from there, to either field: a card in your opponent's hand, Deck or GY is theirs
                    cl.card.append(c("except", "owned"))
            elif whose in ("your ", "your opponent's ") and all(z in ("field", "monster_zone", "spell_trap_zone", "field_zone") for z in zones):
                # "this card is sent from your opponent's field to your GY": whose field it left (its controller then)
                cl.card.append(c("own" if whose == "your " else "opponents"))
            f = [c("from", z) for z in zones]
            cl.ev.append(f[0] if len(f) == 1 else c("either", f[0], f[1]))
            rest = rest[m.end():]
            continue
        m = rx.match(r" to (?:the|(your)|its owner's) gy", rest)
        if m and kind == "sent_from":
            cl.kind = kind = "sent_to_gy"
            _your_gy(m, cl)
            rest = rest[m.end():]
            continue
        m = rx.match(r" to your opponent's gy", rest)
        if m and kind == "sent_from" and not cl.self_card:  # a card goes to its owner's GY: one your opponent owns
            cl.kind = kind = "sent_to_gy"
            cl.card.append(c("except", "owned"))
            rest = rest[m.end():]
            continue
        m = rx.match(r" and (?:is )?added to (?:your|the|its owner's) extra deck face-up(?=,| \(|$)", rest)
        if m and cl.self_card and kind in ("destroyed", "tributed", "used_as_material"):  # a Pendulum Monster Card, from the field
            cl.ev.append(c("to", "extra_deck"))  # (replacement.lp r_pendulum_to_extra_deck)
            cl.to_zone = "extra_deck"
            rest = rest[m.end():]
            continue
        m = rx.match(r",? (?:and sent|and is sent|and are sent) to the gy or banished(?=,| \(|$)", rest)
        if m and kind == "destroyed":  # either place it went (New World - Amritara)
            cl.ev.append(c("either", c("to", "gy"), c("to", "banished")))
            rest = rest[m.end():]
            continue
        m = rx.match(r" (?:and sent|and is sent|and are sent) to (?:the|(your)|its owner's) gy", rest)
        if m:
            cl.ev.append(c("to", "gy"))
            cl.to_zone = "gy"
            _your_gy(m, cl)
            rest = rest[m.end():]
            continue
        m = rx.match(r" to (?:(your)|the|its owner's) gy", rest)
        if m and kind in ("sent_to_gy", "tributed", "discarded"):
            cl.ev.append(c("to", "gy"))
            _your_gy(m, cl)
            rest = rest[m.end():]
            continue
        m = rx.match(r" to (your|your opponent's) field", rest)
        if m and str(kind).endswith("summoned") or (m and str(kind).startswith("any_of")):
            cl.card.append(c("own") if m.group(1) == "your" else c("opponents"))
            rest = rest[m.end():]
            continue
        by = None
        for pat in sorted(_BY, key=len, reverse=True):
            m = rx.match(pat, rest)
            if m and (by is None or m.end() > by[0].end()):
                by = (m, _BY[pat])
        if by:
            if "by_battle" in str(by[1]) and kind not in ("destroyed",):
                return False
            cl.ev += by[1]
            rest = rest[by[0].end():]
            continue
        got = _material_for(rest, names, ctx) if cl.kind in ("sent_to_gy", "used_as_material") else None
        if got:
            cl.kind = "used_as_material"
            cl.ev += got[1]
            cl.used += got[2]
            names = names[got[2]:]
            if kind == "sent_to_gy" and c("to", "gy") not in cl.ev:
                cl.ev.append(c("to", "gy"))
            rest = rest[got[0]:]
            continue
        return False
    return True


def _activated(s: str, names: list[str], ctx) -> tuple[Clause, int] | None:
    """"your opponent activates a monster effect", "a Quick-Play Spell Card is
    activated", "your other "X" monster's effect is activated": the event of
    an activation (an "If ..." trigger on it is activated after that chain)."""
    m = rx.fullmatch(r"(.+? (?:activates an? .+|is activated))( on the field| in the hand or gy| in the hand| in the gy)", s)
    got = _activated(m.group(1), names, ctx) if m else None
    if got is not None and c("monster") in got[0].card and c("except", "card_activation") in got[0].ev:
        # "a monster effect is activated in the GY": where the monster was when its effect was activated (events.lp event_from)
        cl = got[0]
        on_field = m.group(2) == " on the field" and [str(f) for f in cl.card] == ["monster"]  # a Monster Zone (a Pendulum Zone holds Spells)
        cl.ev += [c("from", "monster_zone")] if on_field else _WHERE_ACT[m.group(2)]
        return got
    m = rx.fullmatch(r"(your opponent activates|you activate) an? (.+)|an? (.+) is activated", s)
    if m and (m.group(2) or m.group(3)) in _ACTS:
        card, ev = _ACTS[m.group(2) or m.group(3)]
        ev = list(ev)
        if m.group(1):
            ev.insert(0, c("by", "opponent" if m.group(1).startswith("your opponent") else "own"))
        return Clause("activated", list(card), ev), 0
    m = rx.fullmatch(r"(your opponent activates|you activate) an? NAME (.+)|an? NAME (.+) is activated", s)
    if m and (m.group(2) or m.group(3)) in _ACTS and names:  # "a "F.A." Spell/Trap Card or effect is activated": a "X" card's
        card, ev = _ACTS[m.group(2) or m.group(3)]
        ev = list(ev)
        if m.group(1):
            ev.insert(0, c("by", "opponent" if m.group(1).startswith("your opponent") else "own"))
        return Clause("activated", [*card, c("where", c("name_has", String(names[0])))], ev), 1
    m = rx.fullmatch(r"(your |your opponent's |an opponent's )?(other |another )?(?:an? (?!opponent's))?(.+)'s effect is activated", s)
    if m and ctx is not None:
        nf = noun_filters(m.group(3), names, ctx)
        if nf is None or nf[2] not in ("monster", "effect_monster"):
            return None
        card = list(nf[0]) or [c("monster")]
        if c("monster") not in card:
            card.insert(0, c("monster"))
        if m.group(1):
            card.append(c("own") if m.group(1) == "your " else c("opponents"))
        if m.group(2):
            card.append(c("except", "self"))
        return Clause("activated", card, [c("except", "card_activation")]), nf[1]
    return None


def clause(s: str, names: list[str], ctx) -> tuple[Clause, int] | None:
    """One event clause, and how many quoted names it used."""
    used = 0
    # "... by an opponent's monster": the attacker of an attack on your monster is always your opponent's
    s = re.sub(r"^((?:this .+?|(?:your|another) .+?|an? .+? you control) (?:is|are) (?:targeted for an attack|selected as an attack target))"
               r" by (?:an|your) opponent's monster$", r"\1", s)
    m = rx.fullmatch(r"this (face-up (?:attack position |defense position )?)?card is (?:targeted for an attack|selected as an attack target)"
                     r"|(an opponent's|your opponent's|a) monster (?:targets this card for an attack|declares an attack targeting this card)", s)
    if m:  # the attack declared on this card (the event's card is the attacker); face-up then (head_conditions.lp attack_on)
        pos = rx.match(r"face-up (attack|defense) position", m.group(1) or "")
        face = [c("attack_on", "own", c("both", c("face_up_monster"), c("position", pos.group(1))) if pos else c("face_up_monster"))] \
            if m.group(1) else []
        return Clause("declared_attack", [c("opponents") if m.group(2) and "opponent" in m.group(2) else c("any")], [c("attack_on_self"), *face]), 0
    if s == "you draw this card":  # the draw whose cards include this card (asp/events/draws.lp); it is then in the hand
        return Clause("drew", [c("self")], [], self_card=True, to_zone="hand"), 0
    m = rx.fullmatch(r"(you draw|your opponent draws)(?: a card(?:\(s\))?| cards)?( for (your|their) normal draw in \3 draw phase"
                     r"| by a card effect| by their own card effect)?", s)
    if m and (m.group(3) is None or (m.group(3) == "your") == (m.group(1) == "you draw")) \
            and not (m.group(2) == " by their own card effect" and m.group(1) == "you draw"):
        # a draw is the normal draw or a card effect's (Yugipedia "Draw"); the cards it drew are not read
        how = {None: [], " by a card effect": [c("by_effect")], " by their own card effect": [c("by_effect"), c("by", "opponent")]}
        ev = [c("happened_to", "own" if m.group(1) == "you draw" else "opponent"), *how.get(m.group(2), [c("except", "by_effect")])]
        return Clause("drew", [c("any")], ev), 0
    act = _activated(s, names, ctx)
    if act is not None:
        return act
    m = rx.fullmatch(r"this card destroys (a|an opponent's|your opponent's) monster and sends it to the (?:gy|graveyard) as a result of battle", s)
    if m:  # the older wording of "destroys ... by battle and sends it to the GY" (battle_events.lp destroyer/3)
        return Clause("destroyed", [c("monster") if m.group(1) == "a" else c("opponents")], [c("by_battle"), c("by_self"), c("to", "gy")]), 0
    m = rx.fullmatch(r"(?:your (attacking )?(.+?)|an? (.+?)( you control)?) destroys (an opponent's|a) monster by battle"
                     r"( and sends it to (?:the|their|its owner's) (?:gy|graveyard))?", s)
    if m and ctx is not None:
        # the monster destroyed by battle; its destroyer passes the filter (battle_events.lp destroyer/3, head_conditions.lp source);
        # "your attacking monster": it declared the attack (battle_events.lp r_attacking_monster)
        np = ctx.noun(re.sub(r"\(s\)$", "", m.group(2) or m.group(3)), names)
        if np is None or np[0] != "monster" or np[2] != len(names):
            return None
        own = bool(m.group(2) or m.group(4))
        filters = list(np[1]) + ([c("controlled_by", "own")] if own else []) + ([c("attacking_monster")] if m.group(1) else [])
        if not filters:
            return None
        ev = [c("by_battle"), c("source", _combine(filters)), *([c("to", "gy")] if m.group(6) else [])]
        return Clause("destroyed", [c("opponents") if m.group(5) == "an opponent's" else c("monster")], ev), np[2]
    m = rx.fullmatch(r"this (attacking )?card destroys (an?|an opponent's) (?!monster by)(.+?) by battle"
                     r"( and sends it to (?:the|their|its owner's) (?:gy|graveyard))?", s)
    np = _summoned_monster(f"a {m.group(3)}", names, ctx) if m else None
    if np is not None and np[1] == len(names):
        # the monster this card destroyed by battle, as it was on the field (battle_events.lp destroyer/3, events.lp where);
        # "this attacking card": this card declared the attack (battle_events.lp r_attacking_monster)
        side = c("opponents") if m.group(2) == "an opponent's" else c("monster")
        ev = [c("by_battle"), c("by_self"), *([c("source", "attacking_monster")] if m.group(1) else []), *([c("to", "gy")] if m.group(4) else [])]
        return Clause("destroyed", [side, c("where", np[0])], ev), np[1]
    m = rx.fullmatch(r"your opponent declares a direct attack|an attack is declared|any player's monster declares an attack", s)
    if m:  # the event's card is the attacking monster
        return (Clause("declared_attack", [c("opponents")], [c("direct_attack")]) if s.startswith("your opponent")
                else Clause("declared_attack", [c("any")], [])), 0
    if s == "a monster is targeted for an attack":  # an attack declared on a monster (not a direct attack)
        return Clause("declared_attack", [c("any")], [c("except", "direct_attack")]), 0
    if rx.fullmatch(r"an attack is declared involving (?:a monster you control|your monster) and an opponent's monster", s):
        # an attack on a monster (not a direct attack) involves a monster of each player
        return Clause("declared_attack", [c("any")], [c("except", "direct_attack")]), 0
    m = rx.fullmatch(r"(?:(a|an|your|your other|another) )?(face-up )?(.+?)( you control)? (?:is|are) (?:targeted for an attack|selected as an attack target)", s)
    if m and (m.group(1) in ("your", "your other") or m.group(4)) and not m.group(3).startswith("this "):
        # an attack declared on a monster of yours that passes the filter (head_conditions.lp attack_on); "another": not
        # this card; "selected as an attack target": the older wording
        np = ctx.noun(re.sub(r"\(s\)$", "", m.group(3)), names) if ctx is not None else None
        if np is None or np[0] != "monster":
            return None
        filters = list(np[1]) + ([c("face_up_monster")] if m.group(2) else [])
        target = c("attack_on", "own") if not filters else c("attack_on", "own", _combine(filters))
        if m.group(1) in ("your other", "another"):
            target = c("all_of", target, c("except", "attack_on_self"))
        return Clause("declared_attack", [c("any")], [target]), np[2]
    m = rx.fullmatch(r"this card with (a |an |\d+ or more )?([a-z.]+) counter(s|\(s\))? (is .+)", s)
    if m and m.group(2).replace(".", "") in _counter_kinds() and {None: "(s)", "a ": None, "an ": None}.get(m.group(1), "s") == m.group(3):
        # "with a Spell Counter", "with 2 or more ... Counters", "with Spell Counter(s)": the counters on it just before
        # (head_conditions.lp with_counters)
        got = clause(f"this card {m.group(4)}", names, ctx)
        if got is None or not got[0].self_card:
            return None
        n = int(m.group(1).split()[0]) if m.group(1) and m.group(1)[0].isdigit() else 1
        got[0].ev.append(c("with_counters", m.group(2).replace(".", ""), n))
        return got
    sub = _self_subject(s)
    if sub:
        card, ev, rest = sub
        self_card = True
    else:
        m = rx.match(r"(you|your opponent) (normal summons?|special summons?|tribute summons?|flip summons?|summons?"
                     r"|normal or special summons?|normal or flip summons?|(?:fusion|synchro|xyz|link|ritual|pendulum) summons?) (.+?)"
                     r"((?: from (?:your |the |their )?" + _ZONE_RE + r"(?: or (?:your |the )?" + _ZONE_RE + r")?)?(?: to (?:your|their|your opponent's) field)?)$", s)
        if m:
            who, verb, obj, mods = m.group(1), re.sub(r"s$", "", m.group(2)), m.group(3), m.group(4)
            face_up = obj.endswith(" face-up")  # "Special Summons a monster(s) face-up": face-up on the field after it
            obj = re.sub(r"\(s\)$", "", obj.removesuffix(" face-up"))
            mm = rx.match(r"(?:(a|an|1|another) )?(.+)$", obj)
            nf = (noun_filters(mm.group(2), names, ctx) or _alternatives(mm.group(2), names, ctx)) if mm else None
            if obj == "NAME" and names:  # 'you Special Summon "Dark Magician"': the monster of exactly that name
                nf = ([c("where", c("card_named", String(names[0])))], 1, "monster")
            if nf is None or nf[2] not in ("monster", "effect_monster") or (mm.group(1) == "another"):
                return None
            nf = ([f for f in nf[0] if str(f) != "monster"] + ([c("where", c("face_up_monster"))] if face_up else []), nf[1])  # only a monster is Summoned
            # "a monster with 1000 or more ATK": the Summoned monster's current ATK, the event's own filter (events.lp atk_at_least)
            nf = ([c("atk_at_least", f.arguments[0].arguments[0]) if rx.fullmatch(r"where\(atk_between\(\d+,99999\)\)", str(f)) else f
                   for f in nf[0]], nf[1])
            verb_text = verb + "ed" if not verb.endswith("n") else verb + "ed"
            kind = _BOTH.get(verb_text) or _SUMMONS.get(verb_text)
            if kind is None:
                return None
            kind = c("any_of", *kind) if isinstance(kind, tuple) else kind
            cl = Clause(kind, nf[0] or [c("any")], [c("by", "own" if who == "you" else "opponent")])
            if mods and not _modifiers(re.sub(r" to (?:your|their|your opponent's) field$", "", mods), kind, cl):
                return None
            return cl, nf[1]
        if s == "a player gains lp":  # either player (events.lp gained_lp, with no happened_to)
            return Clause("gained_lp", [c("any")], []), 0
        if s == "effect damage is inflicted":  # to either player, by an effect (events.lp took_damage, by_effect)
            return Clause("took_damage", [c("any")], [c("by_effect")]), 0
        m = rx.match(r"(you|your opponent) (gains?|takes?) (lp|damage|battle damage|effect damage|battle or effect damage)$", s)
        if m:
            who = "own" if m.group(1) == "you" else "opponent"
            if m.group(3) == "lp":
                return (Clause("gained_lp", [c("any")], [c("happened_to", who)]), 0) if m.group(2).startswith("gain") else None
            if not m.group(2).startswith("take"):
                return None
            extra = {"battle damage": [c("by_battle")], "effect damage": [c("by_effect")], "damage": [],
                     "battle or effect damage": [c("either", "by_battle", "by_effect")]}[m.group(3)]
            return Clause("took_damage", [c("any")], [c("happened_to", who), *extra]), 0
        sub = _any_subject(s, names, ctx)
        if not sub:
            return None
        card, ev, rest, used = sub
        self_card = False
    m = rx.fullmatch(r" inflicts? battle damage to your opponent(?:'s life points)?( by a direct attack)?", rest)
    if m:  # the event's card is the monster that inflicted it (battle_events.lp)
        return Clause("took_damage", card, [c("by_battle"), *([c("direct_attack")] if m.group(1) else []), c("happened_to", "opponent")]), used
    m = rx.fullmatch(r" declares an? (direct )?attack( on (?:an opponent's monster|a monster)| that targets this card)?", rest)
    if m:  # the event's card is the attacking monster
        if m.group(2) and "this card" in m.group(2):
            return Clause("declared_attack", card, [c("attack_on_self")]), used
        if m.group(2) and m.group(1):
            return None
        ev = [c("direct_attack")] if m.group(1) else [c("except", "direct_attack")] if m.group(2) else []
        return Clause("declared_attack", card, ev), used
    m = rx.fullmatch(r" declares an attack (?:on|targeting) (?:(your opponent's|an opponent's|your) (face-up )?(.+?)"
                     r"|an? (face-up )?(.+?) (you control|your opponent controls))", rest)
    if m:  # the monster attacked: a monster of that side passing the filter when the attack is declared (head_conditions.lp attack_on)
        side = "own" if (m.group(1) or m.group(6)) in ("your", "you control") else "opponent"
        face, phrase = (m.group(2), m.group(3)) if m.group(1) else (m.group(4), m.group(5))
        np = ctx.noun(phrase, names[used:]) if ctx is not None else None
        if np is None or np[0] != "monster" or used + np[2] != len(names):
            return None
        filters = list(np[1]) + ([c("face_up_monster")] if face else [])
        target = c("attack_on", side, _combine(filters)) if filters else c("attack_on", side)
        return Clause("declared_attack", card, [target]), used + np[2]
    m = rx.match(r" returns? to (?:your|the|its owner's) hand", rest)
    if m:  # "a monster you control returns to your hand": returned to the hand (returns.lp)
        cl = Clause("returned_to_hand", card, ev, self_card, "hand")
        return (cl, used + cl.used) if _modifiers(rest[m.end():], "returned_to_hand", cl, names[used:], ctx) else None
    m = rx.match(r" (?:leaves?|leave) the field", rest)
    if m:
        cl = Clause("left_field", card, ev, self_card)
        cl.ev = [e for e in cl.ev if str(e) != "from(field)"]
        return (cl, used + cl.used) if _modifiers(rest[m.end():], "left_field", cl, names[used:], ctx) else None
    m = rx.match(r" (?:is|are) ", rest)
    if not m:
        return None
    rest = rest[m.end():]
    if self_card and rx.fullmatch(r"detached from an xyz monster(?: and sent to the gy)? to activate that monster's effect", rest):
        # a material detached as the cost of its Xyz Monster's effect goes to the GY (asp/chain/chain.lp detach)
        return Clause("sent_to_gy", card, [c("from", "material"), c("detached_by_host")], True, "gy"), used
    for pat, kind, flt, zone in _PASSIVE:
        mm = rx.match(pat + r"(?= |,|$)", rest)
        if mm:
            if kind not in _MOVES:  # a flip, a Summon: the card was not moved from the field
                ev = [e for e in ev if e.name != "from"]
            if str(kind).endswith("summoned") or str(kind).startswith("any_of"):
                card = [f for f in card if str(f) != "monster"]  # only a monster is Summoned
            if str(kind) == "flipped_face_down":
                card = [f for f in card if str(f) != "face_up"]  # only a face-up monster is flipped face-down
            cl = Clause(kind, card or [c("any")], ev + flt, self_card, zone)
            if not _modifiers(rest[mm.end():], kind, cl, names[used:], ctx) or cl.kind == "sent_from":
                return None
            if (pat == "sent to your gy" or mm.group(0).startswith("added from your gy")) and not self_card:
                cl.card.append(c("owned"))  # your GY holds the cards you own
            elif rx.search(r"\byour hand$", mm.group(0)) and not self_card and c("owned") not in cl.card:
                cl.card.append(c("owned"))  # a card goes to its owner's hand (the Rule Book): "added to your hand" is yours
            elif rx.search(r"\byour opponent's hand$", mm.group(0)) and c("happened_to", "opponent") not in cl.ev:
                if self_card:
                    return None
                cl.card.append(c("except", "owned"))  # so "added to your opponent's hand" is theirs
            if pat == "sent to your opponent's gy":
                if self_card:
                    return None
                cl.card.append(c("except", "owned"))  # a card goes to its owner's GY
            used += cl.used
            if str(cl.kind) == "used_as_material" and c("to", "gy") not in cl.ev and c("to", "extra_deck") not in cl.ev:
                cl.to_zone = None
            return cl, used
    return None


# ---- state conditions --------------------------------------------------------------
_COUNT_WORDS = {"no": (None, 0), "a": (1, None), "an": (1, None), "1": (1, None), "another": (1, None)}


def state(s: str, names: list[str], ctx) -> tuple[list[Symbol], int] | None:
    """"if you control no other monsters", "if your opponent controls 2 or more
    monsters", "if you have no cards in your hand": counts, and names used."""
    both = _both_states(s, names, ctx)
    if both is not None:
        return both
    m = rx.fullmatch(r"the only (other )?monster you control is (?:exactly )?1 (.+)", s)
    if m:  # one monster you control (besides this card), and it is such a monster
        got = state(f"you control {'another' if m.group(1) else 'a'} {m.group(2)}", names, ctx)
        if got is None or len(got[0]) != 1 or got[0][0].arguments[1].name != "monster_zone":
            return None
        mine = c("all_of", "monster", c("except", "self")) if m.group(1) else c("monster")
        return got[0] + [c("count_at_most", "own", "monster_zone", mine, 1)], got[1]
    m = rx.fullmatch(r"you control a monster with (\d+) atk or def", s)
    if m:  # its ATK or its DEF is N (current values, face-up: stats.lp)
        n = int(m.group(1))
        either = c("either", c("atk_between", n, n), c("def_between", n, n))
        return [c("count_at_least", "own", "monster_zone", c("all_of", "monster", c("where", either)), 1)], 0
    m = rx.fullmatch(r"you do not control any face-up monsters,? other than (.+?)", s)
    if m:  # every face-up monster you control is one (none at all too; a face-down one is no face-up monster)
        phrase = re.sub(r"monsters$", "monster", m.group(1))
        nf = noun_filters(phrase if phrase.endswith("monster") else f"{phrase} monster", names, ctx)
        if nf is None or nf[2] != "monster" or [f.name for f in nf[0] if f.name != "monster"] != ["where"]:
            return None
        where = next(f for f in nf[0] if f.name == "where")
        return [c("count_at_most", "own", "monster_zone", c("all_of", "face_up", c("except", where)), 0)], nf[1]
    m = rx.fullmatch(r"you do not control (?:(a|an|any)|(another)) (.+)", s)
    if m:  # "you do not control a "X" monster": you control no "X" monster
        return state(f"you control no {'other ' if m.group(2) else ''}{m.group(3)}", names, ctx)
    m = rx.fullmatch(r"you do not control NAME", s)
    if m and names:  # no face-up card of exactly that name (as "you control NAME")
        return [c("count_at_most", "own", "field", c("all_of", "face_up", c("where", c("card_named", String(names[0])))), 0)], 1
    s = re.sub(r"^you currently control ", "you control ", s)
    m = rx.fullmatch(r"(your opponent controls|you control) (?:at least (\d+) more|(\d+) or more) (monsters|cards) than (?:you do|your opponent(?: does)?)", s)
    if m and (m.group(1) == "you control") == s.endswith(("your opponent", "your opponent does")):  # the difference (head_conditions.lp)
        zone, flt = ("monster_zone", "monster") if m.group(4) == "monsters" else ("field", "card")
        return [c("count_more_by", "own" if m.group(1) == "you control" else "opponent", zone, flt, int(m.group(2) or m.group(3)))], 0
    m = rx.fullmatch(r"(you control|your opponent controls|you have|your opponent has) (?:at least (\d+)|(\d+) or less) (.+)", s)
    if m:  # the same counts in other words: "at least N" is "N or more", "N or less" is "N or fewer"
        qty = f"{m.group(2)} or more" if m.group(2) else f"{m.group(3)} or fewer"
        return state(f"{m.group(1)} {qty} {m.group(4)}", names, ctx)
    got = _more_states(s, names, ctx)
    if got is not None:
        return got
    if " pendulum zone" in s:
        return _pendulum_zones(s, names, ctx)
    if "all monsters you control are " in s:
        return _all_monsters(s, names, ctx)
    m = rx.fullmatch(r"(you control|your opponent controls|you have|your opponent has) (no|an?|\d+ or more|\d+ or fewer|exactly \d+|1|another|\d+) "
                     r"(other )?(.+?)( in your (?:gy|hand)| in your opponent's (?:gy|hand)| in their (?:gy|hand)| on the field| in your field zone"
                     r"| in (?:your|their) (?:field zone|spell & trap zone)| in your (?:extra deck|deck|banishment))?", s)
    if m:
        who, qty, other, phrase, where = m.groups()
        side = "own" if who.startswith("you ") else "opponent"
        if who.endswith("control") or who.endswith("controls"):
            if where and where != " on the field" and ((" their " in where) != (side == "opponent") or "zone" not in where):
                return None  # "you control ... in your Field Zone", "your opponent controls ... in their Spell & Trap Zone"
            zone = "field" if not where or where == " on the field" else _ZONE_WORDS[where.split(" ", 3)[3]]
        else:
            if not where or where == " on the field":
                return None
            zone = {" in your extra deck": "extra_deck", " in your deck": "deck", " in your banishment": "banished"}.get(where) or (
                "gy" if "gy" in where else "field_zone" if "field zone" in where else "spell_trap_zone" if "spell & trap zone" in where else "hand")
            if "their" in where and side != "opponent":
                return None
            if "opponent" in where:
                side = "opponent" if side == "own" else None
        if side is None:
            return None
        phrase = re.sub(r"\(s\)$", "", phrase)
        differ = phrase.endswith(" with different names")  # N or more names among them (state_conditions.lp names_at_least)
        if differ:
            if not qty.endswith(" or more") or "monster card" in phrase:  # (a Monster Card in a Pendulum Zone is none of the counted)
                return None
            phrase = phrase[:-len(" with different names")]
        phrase, extra = _from_extra(phrase)
        phrase, extra = _in_position(phrase, extra)
        how = rx.match(r"(face-up )?(tribute|fusion|synchro|xyz|link|ritual|pendulum) summoned (monster.*)", phrase)
        if how and zone == "field" and not extra:  # "a Tribute Summoned monster": put on the field by that Summon, as it is then
            phrase, extra = (how.group(1) or "") + how.group(3), [c("summoned_as", _SUMMONS[f"{how.group(2)} summoned"])]
        but = rx.fullmatch(r"(.+?),? (?:except|other than) NAME", phrase) if qty != "no" else None  # "no cards, except": face-down too
        if but:  # "a "X" monster, except "Y"": not a card of that name (asp/battle/card_names.lp card_not_named)
            phrase = but.group(1)
        unlike = rx.fullmatch(r"(.+? monsters?),? except (?:an? )?((?:(?!NAME).)+ monsters?)", phrase) if qty != "no" and not but else None
        if unlike:  # "a "X" monster, except a Level 1 monster": not one the second filter accepts (stateheads)
            phrase = unlike.group(1)
            uf = noun_filters(re.sub(r"monsters$", "monster", unlike.group(2)), [], ctx)
            if uf is None or uf[2] != "monster" or [f.name for f in uf[0]] != ["where"]:
                return None
            extra = extra + [c("except", uf[0][0])]
        nf = noun_filters(phrase, names, ctx) or _alternatives(phrase, names, ctx)
        if phrase == "face-up non-effect monster" and zone == "field":  # a Token, a Normal Monster, a Gemini not Gemini Summoned
            nf = [c("face_up"), c("where", c("non", c("subtype", "effect")))], 0, "monster"
        if nf is None or (extra and nf[2] not in ("monster", "effect_monster")):
            return None
        filters, used, kind = nf
        filters = filters + extra
        if but:
            if used >= len(names):
                return None
            filters, used = filters + [c("where", c("card_not_named", String(names[used])))], used + 1
        if zone == "field" and kind in ("monster", "effect_monster"):
            zone = "monster_zone"
        if zone in ("field", "spell_trap_zone", "field_zone") and filters and any(_seen_face_up(f) for f in filters) and c("face_up") not in filters:
            filters = [c("face_up"), *filters]  # a name, Level, Type ... is seen on face-up cards only
        if c("subtype", "effect") in filters and zone == "monster_zone" and c("face_up") not in filters:
            filters.insert(1, c("face_up"))  # a face-down monster is no Effect Monster: it has no card type on the field
        if other or qty == "another":
            filters.append(c("except", "self"))
        flt = _all(filters, "card")
        if qty == "no":
            return [c("count_at_most", side, zone, flt, 0)], used
        if qty in ("a", "an", "1", "another"):
            return [c("count_at_least", side, zone, flt, 1)], used
        n = int(rx.search(r"\d+", qty).group(0))
        if differ:
            return [c("names_at_least", side, zone, flt, n)], used
        if "fewer" in qty:
            return [c("count_at_most", side, zone, flt, n)], used
        if qty.startswith("exactly"):  # N or more, and N or fewer
            return [c("count_at_least", side, zone, flt, n), c("count_at_most", side, zone, flt, n)], used
        return [c("count_at_least", side, zone, flt, n)], used
    m = rx.fullmatch(r"both players have (.+) in their (gy|hand)s?", s)
    if m:  # each player has them: the two counts
        a, b = state(f"you have {m.group(1)} in your {m.group(2)}", names, ctx), state(f"your opponent has {m.group(1)} in their {m.group(2)}", names, ctx)
        return (a[0] + b[0], a[1]) if a is not None and b is not None and not names else None
    m = rx.fullmatch(r"you control NAME((?:, NAME)*),? (and|or) NAME", s)
    if m and len(names) == 2 + m.group(1).count("NAME"):  # each of those cards, or any of them (face-up, exactly that name)
        named = [c("where", c("card_named", String(n))) for n in names]
        if m.group(2) == "or":
            named = [c("where", reduce(lambda a, b: c("either", a, b), [w.arguments[0] for w in named]))]
        return [c("count_at_least", "own", "field", c("all_of", "face_up", w), 1) for w in named], len(names)
    m = rx.fullmatch(r"(you have|your opponent has) NAME in (?:your|their) (gy|hand)", s)
    if m and names and (m.group(1) == "you have") == (" your " in s):  # that card there (card_named: exactly that name)
        side = "own" if m.group(1) == "you have" else "opponent"
        return [c("count_at_least", side, m.group(2), c("where", c("card_named", String(names[0]))), 1)], 1
    m = rx.fullmatch(r"(you control|your opponent controls) NAME", s)
    if m and names:  # that card face-up on that side of the field (card_named: exactly that name)
        side = "own" if m.group(1) == "you control" else "opponent"
        return [c("count_at_least", side, "field", c("all_of", "face_up", c("where", c("card_named", String(names[0])))), 1)], 1
    m = rx.fullmatch(r"this card is in (face-up )?(attack|defense) position", s)
    if m:  # this monster, in its Monster Zone in that position now (state_conditions.lp self)
        pos = c("where", c("position", m.group(2)))
        return [c("count_at_least", "own", "monster_zone", c("all_of", "self", c("all_of", "face_up", pos) if m.group(1) else pos), 1)], 0
    m = rx.fullmatch(r"you control this card that was special summoned from (?:the|your) (gy|hand|deck|extra deck)", s)
    if m:  # this card, on your field since a Special Summon from there (targets.lp special_summoned_from)
        flt = c("where", c("special_summoned_from", m.group(1).replace(" ", "_")))
        return [c("count_at_least", "own", "monster_zone", c("all_of", "self", flt), 1)], 0
    m = rx.fullmatch(r"there are (2) cards in the field zones", s)
    if m:  # both Field Zones hold a card (one each at most: exactly 2)
        return [c("count_at_least", "any", "field_zone", "card", 2), c("count_at_most", "any", "field_zone", "card", 2)], 0
    m = (rx.fullmatch(r"you control this ((?:special|fusion|synchro|xyz|link|ritual|pendulum|tribute|normal) summoned) (?:card|monster)", s)
         or rx.fullmatch(r"this card was ((?:special|fusion|synchro|xyz|link|ritual|pendulum|tribute|normal) summoned)", s))
    if m:  # this card, on your field since a Summon of that kind (head_conditions.lp summoned_as); "this card was
        # Special Summoned", said of it on the field: as it is now
        return [c("count_at_least", "own", "monster_zone", c("all_of", "self", c("summoned_as", _SUMMONS[m.group(1)])), 1)], 0
    if rx.fullmatch(r"you control this normal summoned/set card|this normal summoned/set card is on the field", s):
        # this card, on your field since its Normal (Tribute) Summon or Set (head_conditions.lp normal_summoned_or_set)
        return [c("count_at_least", "own", "monster_zone", c("all_of", "self", "normal_summoned_or_set"), 1)], 0
    m = rx.fullmatch(r"an? (face-up )?card is in (a|the|your|your opponent's) field zone", s)
    if m:  # any card there (a Set Field Spell too, unless "face-up")
        side = {"a": "any", "the": "any", "your": "own", "your opponent's": "opponent"}[m.group(2)]
        return [c("count_at_least", side, "field_zone", "face_up" if m.group(1) else "card", 1)], 0
    m = rx.fullmatch(r"(?:an? )?NAME is in (a|your|your opponent's) field zone", s)
    if m and names:  # a Field Spell of that name, face-up (card_named: face-up, exactly that name)
        side = {"a": "any", "your": "own", "your opponent's": "opponent"}[m.group(1)]
        return [c("count_at_least", side, "field_zone", c("all_of", "face_up", c("where", c("card_named", String(names[0])))), 1)], 1
    s = re.sub(r"^there is (an? .+?) on the field$", r"\1 is on the field", s)  # the older wording
    s = re.sub(r"^there are (\d+ or more .+?) on the field$", r"\1 are on the field", s)
    m = rx.fullmatch(r"(?:an? (.+?) is|(\d+) or more (.+?) are) on the field", s)
    if m:  # "if a "X" monster is on the field": either side, face-up (a name, Type ... is seen face-up only)
        phrase, extra = _from_extra(re.sub(r"\(s\)$", "", m.group(1) or m.group(3)))
        nf = noun_filters(phrase, names, ctx)
        if nf is None or not (nf[0] or extra) or (extra and nf[2] not in ("monster", "effect_monster")):
            return None
        filters, used, kind = nf
        filters = filters + extra
        zone = "monster_zone" if kind in ("monster", "effect_monster") else "field"
        if any(_seen_face_up(f) for f in filters) and c("face_up") not in filters:
            filters = filters + [c("face_up")]  # (a face-down monster's battle position is seen)
        return [c("count_at_least", "any", zone, _all(filters, "card"), int(m.group(2) or 1))], used
    m = rx.fullmatch(r"(.+?) (?:was|were) (.+) this turn", s)
    if m and not m.group(1).startswith("this card"):  # "if a monster(s) was destroyed by battle this turn"
        got = clause(f"{m.group(1)} is {m.group(2)}", names, ctx)
        if got is not None:
            return [c("this_turn", got[0].pattern())], got[1]
    s = re.sub(r"\blife points\b", "lp", s)
    m = rx.fullmatch(r"(your|your opponent's) lp (?:are|is) (\d+) or (less|more)", s)
    if m:  # asp/events/state_conditions.lp
        return [c("lp_at_most" if m.group(3) == "less" else "lp_at_least", "own" if m.group(1) == "your" else "opponent", int(m.group(2)))], 0
    m = rx.fullmatch(r"(your|your opponent's) lp (?:are|is) (higher|lower|less) than (\d+)", s)
    if m:  # LP are whole numbers: higher than N is N+1 or more, lower than N is N-1 or less
        side, n = "own" if m.group(1) == "your" else "opponent", int(m.group(3))
        return [c("lp_at_least", side, n + 1) if m.group(2) == "higher" else c("lp_at_most", side, n - 1)], 0
    m = rx.fullmatch(r"(?:your opponent's lp (?:are|is) at least (\d+) higher than yours|your lp (?:are|is) at least (\d+) higher than your opponent's)", s)
    if m:  # the difference (asp/events/state_conditions.lp lp_ahead_by)
        return [c("lp_ahead_by", "opponent" if m.group(1) else "own", int(m.group(1) or m.group(2)))], 0
    m = rx.fullmatch(r"your lp (?:are|is) (lower|higher) than your opponent's", s)
    if m:
        return [c(f"lp_{m.group(1)}_than_opponent")], 0
    m = rx.fullmatch(r"your opponent controls more (monsters|cards) than you do", s)
    if m:
        zone, flt = ("monster_zone", "monster") if m.group(1) == "monsters" else ("field", "card")
        return [c("count_more", "opponent", zone, flt)], 0
    m = rx.fullmatch(r"you control more (monsters|cards) than your opponent(?: does)?", s)
    if m:
        zone, flt = ("monster_zone", "monster") if m.group(1) == "monsters" else ("field", "card")
        return [c("count_more", "own", zone, flt)], 0
    return None


def _from_extra(phrase: str) -> tuple[str, list[Symbol]]:
    """"a monster (that was) Special Summoned from the Extra Deck": the noun,
    and the filter of how it came to the field (face-up or face-down alike,
    asp/chain/targets.lp special_summoned_from)."""
    m = rx.fullmatch(r"(.+?),? (?:that (?:was|were) )?special summoned from the extra deck", phrase)
    return (m.group(1), [c("where", c("special_summoned_from", "extra_deck"))]) if m else (phrase, [])


_HOW_SUMMONED = r"(tribute|fusion|synchro|xyz|link|ritual|pendulum) summoned"


def _in_position(phrase: str, extra: list[Symbol]) -> tuple[str, list[Symbol]]:
    """A monster's noun with a rider on its state, for counts: "a "X" monster
    in face-up Defense Position" (battle/stats.lp position), "an Xyz Monster
    that has Xyz Material", "with 3 or more materials" (chain/targets.lp
    materials_at_least), "a Tribute Summoned monster", "a monster that was
    Tribute Summoned" (head_conditions.lp summoned_as): the noun, and the
    filters of the rider."""
    m = rx.fullmatch(r"((?:.+ )?monsters?) in (face-up )?(attack|defense) position", phrase)
    if m:
        return m.group(1), extra + ([c("face_up")] if m.group(2) else []) + [c("where", c("position", m.group(3)))]
    m = rx.fullmatch(r"((?:.+ )?monsters?),? (?:that has|with) (?:(\d+) or more )?(?:xyz )?materials?", phrase)
    if m:
        return m.group(1), extra + [c("where", c("materials_at_least", int(m.group(2) or 1)))]
    m = rx.fullmatch(rf"(?:{_HOW_SUMMONED} ((?:.+ )?monsters?)|((?:.+ )?monsters?),? that (?:was|were) {_HOW_SUMMONED})", phrase)
    if m:
        kind = m.group(1) or m.group(4)
        return m.group(2) or m.group(3), extra + [c("summoned_as", _SUMMONS[f"{kind} summoned"])]
    return phrase, extra


def _more_states(s: str, names: list[str], ctx) -> tuple[list[Symbol], int] | None:
    """Other wordings of counts (stateheads): "NAME is in your GY", "you have
    NAME or NAME in your GY", "you have all of NAME, NAME, and NAME in your
    GY", "you control no monsters, or only X monsters", "N or more cards are
    on the field", "there are no other cards on the field"; or None."""
    m = rx.fullmatch(r"NAME is in your (gy|hand)", s)
    if m and names:
        return state(f"you have NAME in your {m.group(1)}", names, ctx)
    m = rx.fullmatch(r"you have (?:all (?:\d+ )?of |both )?NAME((?:, NAME)*),? (and|or) NAME in your (gy|hand)", s)
    if m and len(names) == 2 + m.group(1).count("NAME"):  # each of those cards there, or any of them (card_named: exactly that name)
        named = [c("card_named", String(n)) for n in names]
        if m.group(2) == "or":
            named = [reduce(lambda a, b: c("either", a, b), named)]
        return [c("count_at_least", "own", m.group(3), c("where", w), 1) for w in named], len(names)
    m = rx.fullmatch(r"you control no monsters,? or (?:you )?only (?:control )?(.+)", s)
    if m:  # "or only X": every monster you control is X (_all_monsters)
        return _all_monsters(f"you control no monsters, or all monsters you control are {m.group(1)}", names, ctx)
    m = rx.fullmatch(r"(you control|your opponent controls) (.+?),? and (?:you|your opponent) (?:do|does) not", s)
    if m and (m.group(1) == "you control") != (" and you do not" in s):  # "your opponent controls X and you do not": none on your side
        got = state(f"{m.group(1)} {m.group(2)}", names, ctx)
        if got is None or len(got[0]) != 1 or got[0][0].name != "count_at_least":
            return None
        side, zone, flt, _ = got[0][0].arguments
        return got[0] + [c("count_at_most", "own" if side.name == "opponent" else "opponent", zone, flt, 0)], got[1]
    m = rx.fullmatch(r"both players control (.+)", s)
    if m:  # each side's count
        a, b = state(f"you control {m.group(1)}", names, ctx), state(f"your opponent controls {m.group(1)}", names, ctx)
        return (a[0] + b[0], a[1]) if a is not None and b is not None and not names and len(a[0]) == 1 else None
    m = rx.fullmatch(r"(?:there is )?(an? )?(NAME|NAME or NAME|NAME, NAME,? or NAME)( is)? on the field", s)
    if m and names and len(names) == m.group(2).count("NAME") and (m.group(1) is None) == s.startswith("NAME"):
        # that card, or any of them, face-up on either side (card_named: exactly that name)
        named = reduce(lambda a, b: c("either", a, b), [c("card_named", String(n)) for n in names])
        return [c("count_at_least", "any", "field", c("all_of", "face_up", c("where", named)), 1)], len(names)
    m = rx.fullmatch(r"you have (?:NAME face-up in your extra deck|a face-up NAME in your extra deck|NAME in your extra deck face-up)", s)
    if m and names:  # that Pendulum Monster, face-up there (card_named: exactly that name)
        return [c("count_at_least", "own", "extra_deck", c("all_of", "face_up", c("where", c("card_named", String(names[0])))), 1)], 1
    m = rx.fullmatch(r"you control exactly (\d+) (.+?),? and no other monsters", s)
    if m:  # N such monsters, and N monsters in all
        got = state(f"you control {m.group(1)} {m.group(2)}", names, ctx)  # ("N ...": N or more)
        if got is None or len(got[0]) != 1 or got[0][0].arguments[1].name != "monster_zone":
            return None
        return got[0] + [c("count_at_most", "own", "monster_zone", "monster", int(m.group(1)))], got[1]
    m = rx.fullmatch(r"(\d+) or more cards are on the field", s)
    if m:  # any cards, either side, face-up or face-down
        return [c("count_at_least", "any", "field", "card", int(m.group(1)))], 0
    if rx.fullmatch(r"there are no other cards on the field", s):
        return [c("count_at_most", "any", "field", c("except", "self"), 0)], 0
    return None


def _seen_face_up(f: Symbol) -> bool:
    """A statistics filter that sees face-up cards only (a name, Type, Level ...;
    not a battle position or how the monster came to the field)."""
    return f.name == "where" and f.arguments[0].name not in ("position", "special_summoned_from")


_SUBJECT = r"(you|your opponent) (?:control|controls|have|has) "


def _both_states(s: str, names: list[str], ctx) -> tuple[list[Symbol], int] | None:
    """"you control a WATER monster and your opponent controls no monsters", "you control a Synchro Monster and have
    a Synchro Monster in your GY" (the subject said once): both states hold, or None."""
    first = rx.match(_SUBJECT, s)
    if first is None:
        return None
    for m in re.finditer(r",? and ", s):
        left, right = s[:m.start()], s[m.end():]
        if rx.match(r"(?:control|have) ", right):  # the subject of the first state
            right = f"{first.group(1)} {right}" if first.group(1) == "you" else f"your opponent {right.replace('control ', 'controls ', 1).replace('have ', 'has ', 1)}"
        elif rx.match(r"no (?!other )", right) and "NAME" not in right:  # "you control 2 or more WIND monsters, and no non-WIND monsters": its verb too
            right = first.group(0) + right
        if not rx.match(_SUBJECT + r"|your (?:opponent's )?lp ", right):
            continue
        n = left.count("NAME")
        a, b = state(left, names[:n], ctx), state(right, names[n:], ctx)
        if a is not None and b is not None and a[1] == n and b[1] == len(names) - n:
            return a[0] + b[0], len(names)
    return None


def _alternatives(phrase: str, names: list[str], ctx) -> tuple[list[Symbol], int, str] | None:
    """noun_filters of a noun phrase with alternatives ("a Fiend or Spellcaster monster", "\"X\" or \"Y\""), for counts."""
    got = ctx.alternatives(phrase, names) if hasattr(ctx, "alternatives") else None
    if got is None or got[1] is None or got[0] not in ("monster", "card"):
        return None
    kind, flt, used = got
    return [c("where", flt)], used, kind


# A Pendulum Zone holds Pendulum Monster Cards, Spell Cards there (r_kind_in_zone): the subtype says it, not "monster".
_PENDULUM_CARD = [c("subtype", "pendulum")]


def _pendulum_zones(s: str, names: list[str], ctx) -> tuple[list[Symbol], int] | None:
    """"you have an "X" card / no card in your other Pendulum Zone", "you have
    2 cards in your Pendulum Zones": a count of the Pendulum Monster Cards in
    your Spell & Trap Zones (Master Rule: the Pendulum Zones are two of them);
    "other": not this card (a Pendulum Effect's card is in the one)."""
    m = rx.fullmatch(r"(you have|your opponent has) (?:(no|an?|1|2) )?(.+?) in (your|their) (other pendulum zone|pendulum zones)", s)
    if not m or (m.group(2) is None and m.group(3) != "NAME") or (m.group(1) == "you have") != (m.group(4) == "your"):
        return None
    side = "own" if m.group(1) == "you have" else "opponent"
    qty, phrase, where = m.group(2) or "a", m.group(3), m.group(5)
    if (where == "other pendulum zone") == (qty == "2") and not (qty == "no" and where == "pendulum zones"):
        return None  # one other zone holds one card; "a card in your Pendulum Zones" is not read; none in either is
    if phrase == "NAME" and names:
        filters, used = [c("where", c("card_named", String(names[0])))], 1
    else:
        phrase = re.sub(r"s$", "", phrase)
        nf = noun_filters(phrase, names, ctx) or _alternatives(phrase, names, ctx)
        if nf is None or nf[2] != "card" or any(f.name != "where" for f in nf[0]):
            return None  # a face, a Spell ...: not said of a Pendulum Zone's cards
        filters, used = nf[0], nf[1]
    filters = _PENDULUM_CARD + filters + ([c("except", "self")] if where.startswith("other") else [])
    flt = _all(filters)
    if side == "opponent" and where.startswith("other"):
        return None
    if qty == "no":
        return [c("count_at_most", side, "spell_trap_zone", flt, 0)], used
    return [c("count_at_least", side, "spell_trap_zone", flt, 1 if qty != "2" else 2)], used


def _all_monsters(s: str, names: list[str], ctx) -> tuple[list[Symbol], int] | None:
    """"all monsters you control are "X" monsters (min. 1)", "you control no
    monsters, or all monsters you control are Fiend monsters": no monster you
    control is other than a face-up X (a face-down monster has no name, Type
    or Attribute: r_count_current_stats), and with "(min. N)" N or more
    monsters. Without either, whether controlling none fulfils it is not
    read."""
    m = rx.fullmatch(r"(you control no monsters,? or )?all monsters you control are (.+?)( \(min\. (\d+)\))?", s)
    if not m or bool(m.group(1)) == bool(m.group(3)):
        return None
    phrase = re.sub(r"monsters$", "monster", m.group(2))
    nf = noun_filters(phrase if phrase.endswith("monster") else f"{phrase} monster", names, ctx)
    if nf is None or nf[2] != "monster" or [f.name for f in nf[0] if f.name != "monster"] != ["where"]:
        return None
    where = next(f for f in nf[0] if f.name == "where")
    conds = [c("count_at_most", "own", "monster_zone", c("except", c("all_of", "face_up", where)), 0)]
    if m.group(3):
        conds.append(c("count_at_least", "own", "monster_zone", "monster", int(m.group(4))))
    return conds, nf[1]


# ---- "this card was ... this turn" ---------------------------------------------------
_WAS = [
    (r"this card was (normal summoned|special summoned|flip summoned|summoned|normal or special summoned|normal summoned or flipped face-up"
     r"|tribute summoned|flipped face-up|(?:fusion|synchro|xyz|link|ritual|pendulum) summoned) this turn", None),
    (r"this card is in the gy because it was sent there this turn", "gy"),
    (r"this card is in the gy because it was destroyed(?: on the field)?(?: by battle or card effect| by battle| by card effect)?"
     r"(?: and sent there)? this turn", "gy"),
    (r"this card is (?:currently )?banished,? and was banished this turn", "banished"),
    (r"this card was sent to the gy this turn", "gy"),
    (r"this card was banished this turn", "banished"),
    (r"this card was activated this turn", "activated"),
    (r"this card destroyed (?:a|an opponent's|any) monsters?(?:\(s\))? by battle(?: this turn)?", "battle"),
    (r"this card (?:attacked|declared an attack) this turn", "attacked"),
]


def was_this_turn(s: str) -> tuple[Symbol, str | None] | None:
    """"this card was Normal Summoned this turn", "this card is in the GY
    because it was sent there this turn": this_turn(P) and where the card is."""
    for pat, zone in _WAS:
        m = rx.fullmatch(pat, s)
        if not m:
            continue
        if m.groups():
            k = _BOTH.get(m.group(1))
            kind = c("any_of", *k) if k else _SUMMONS.get(m.group(1), m.group(1).replace(" ", "_").replace("-", "_"))
            return c("this_turn", c("ev", kind, "self", "any")), zone
        if zone == "activated":  # this card's own activation (a Continuous Spell/Trap), since it last moved
            return c("this_turn", c("ev", "activated", "self", "card_activation")), None
        if zone == "attacked":  # it declared an attack (edisonformat.net rules compendium "Battle Phase": attacked, not battled)
            return c("this_turn", c("ev", "declared_attack", "self", "any")), None
        if zone == "battle":  # the monster this card destroyed by battle (battle_events.lp destroyer/3)
            card = c("opponents") if "opponent's" in s else c("monster")
            return c("this_turn", c("ev", "destroyed", card, c("all_of", "by_battle", "by_self"))), None
        if "destroyed" in s:
            ev = [c("to", "gy")]
            if "on the field" in s:
                ev.append(c("from", "field"))
            if s.count("by battle or card effect"):
                ev.insert(0, c("either", "by_battle", "by_effect"))
            elif "by battle" in s:
                ev.insert(0, c("by_battle"))
            elif "by card effect" in s:
                ev.insert(0, c("by_effect"))
            return c("this_turn", c("ev", "destroyed", "self", _all(ev))), zone
        kind = "banished" if zone == "banished" else "sent_to_gy"
        return c("this_turn", c("ev", kind, "self", "any")), zone
    return None


# ---- whole heads -------------------------------------------------------------------
@dataclass
class Head:
    conds: list[Symbol]
    options: list[Symbol]  # any of these (", or if ..."): a one_of group
    hint: str | None
    zones: list[str]  # where the effect is activated from (activate_from/3); empty: the default
    damage_step: bool = False  # the text activates it in the Damage Step (damage_step_ok/2)
    classes: list[str] = field(default_factory=list)  # any of these activation classes directly below (chain.lp class_option)
    # per option (as many as options, or none): the zones its event puts this card in, None where not known; the
    # compiler activates each option from its own zones (chain.lp from_zone) when the options put the card apart
    option_zones: list[list[str] | None] = field(default_factory=list)


# "a Synchro Monster is on the field", "a card is in the Field Zone": a state of either player's field (state())
_ON_FIELD = r"an? [^,]+? is on the field|an? [^,]+? is in the field zone"
_WHILE = {"while this card is in your gy": "gy", "while this card is in the gy": "gy", "while this card is banished": "banished",
          "while this card is in your hand": "hand", "while this card is in your hand or gy": "hand gy"}
_PHASES = {"during the end phase": [c("during_phase", "end")], "during your end phase": [c("during_phase", "end"), c("your_turn")],
           "during your opponent's end phase": [c("during_phase", "end"), c("opponent_turn")],
           "during the standby phase": [c("during_phase", "standby")], "during your standby phase": [c("during_phase", "standby"), c("your_turn")],
           "during your opponent's standby phase": [c("during_phase", "standby"), c("opponent_turn")],
           "at the end of the battle phase": [c("during_phase", "battle_end")],
           "at the end of your battle phase": [c("during_phase", "battle_end"), c("your_turn")],
           "at the start of the battle phase": [c("during_phase", "battle_start")],
           "at the start of your battle phase": [c("during_phase", "battle_start"), c("your_turn")],
           "at the start of your opponent's battle phase": [c("during_phase", "battle_start"), c("opponent_turn")],
           # before anything else is done in it (head_conditions.lp main1_start)
           "at the start of your main phase 1": [c("during_phase", "main1"), c("your_turn"), c("main1_start")]}
# "During your opponent's Main or Battle Phase": any of the phases (a one_of group)
_PHASE_OPTIONS = {
    "during your opponent's main or battle phase": (c("opponent_main_phase"), c("opponent_battle_phase")),
    "during your opponent's main phase or battle phase": (c("opponent_main_phase"), c("opponent_battle_phase")),
    "during the main or battle phase": (c("during_phase", "main1"), c("during_phase", "main2"), c("during_battle_phase")),
    "during the main phase or battle phase": (c("during_phase", "main1"), c("during_phase", "main2"), c("during_battle_phase")),
    "during your main phase or your opponent's battle phase": (c("your_main_phase"), c("opponent_battle_phase")),
    "during the main phase": (c("during_phase", "main1"), c("during_phase", "main2")),
    # either player's Main Phase, or the Battle Phase of the opponent (Rule Book: turn structure)
    "during the main phase or your opponent's battle phase": (c("during_phase", "main1"), c("during_phase", "main2"), c("opponent_battle_phase")),
    "during either player's main phase or battle phase": (c("during_phase", "main1"), c("during_phase", "main2"), c("during_battle_phase")),
}
_EITHER_MAIN = "during either player's main phase"  # the Main Phase of the opponent too: no Ignition Effect (_QUICK_PHASES)
# Phases and turns that rule out an Ignition Effect (Rule Book: an Ignition Effect is activated in your own Main
# Phase): the effect of a monster or Trap so headed is a Quick Effect, worded or not. A Spell's is not read.
_QUICK_PHASES = {"during your opponent's turn": [c("opponent_turn")], "during the battle phase": [c("during_battle_phase")],
                 "during your opponent's battle phase": [c("opponent_battle_phase")],
                 "during your battle phase": [c("during_battle_phase"), c("your_turn")]}
# Phase triggers of either player's turn, or of the opponent's
_EACH_PHASES = {"during each player's end phase": [c("during_phase", "end")], "during each player's standby phase": [c("during_phase", "standby")],
                "during each of your opponent's end phases": [c("during_phase", "end"), c("opponent_turn")],
                "during each of your opponent's standby phases": [c("during_phase", "standby"), c("opponent_turn")]}
_MAIN = {"during your main phase": [c("your_main_phase")], "during your opponent's main phase": [c("opponent_main_phase")],
         "during your main phase 1": [c("your_main_phase"), c("during_phase", "main1")],
         "during your main phase 2": [c("your_main_phase"), c("during_phase", "main2")]}


def phase_only(s: str) -> list[Symbol] | None:
    """The conditions of "during <a phase or turn>" said alone ("Activate
    only during the Battle Phase"), or None."""
    table = {**_PHASES, **_QUICK_PHASES, **_MAIN, "during main phase 1": [c("during_phase", "main1")]}
    return list(table[s]) if s.startswith("during ") and s in table else None


# "During the Battle Step": either player's (ygorganization.com/learnrulingspart8, Juragedo); "During Main Phase 2"
_ONE_PHASE = {"during the main phase 1": [c("during_phase", "main1")], "during main phase 1": [c("during_phase", "main1")],
              "during main phase 2": [c("during_phase", "main2")], "during the main phase 2": [c("during_phase", "main2")],
              "during the battle step": [c("during_phase", "battle_step")]}


# "During the End Phase, if this card is in the GY because it was <how> this turn <while ...>": this card's event
# this turn, said as a clause the reader knows (where it was as the subject, _self_subject); activated in the GY
_BECAUSE = [
    (r"destroyed in your monster zone by (.+?) and sent there this turn", r"this card in your control in the monster zone is destroyed by \1 and sent to the gy"),
    (r"destroyed, while in your possession, by (.+?) and sent there this turn", r"this card in your possession is destroyed by \1 and sent to the gy"),
    (r"sent there (by .+?) this turn while in your possession", r"this card in your possession is sent to the gy \1"),
    (r"sent there from the spell & trap zone this turn while face-up", r"this face-up card in the spell & trap zone is sent to the gy"),
    (r"destroyed (by .+?) this turn while it was set on your field", r"this set card you control is destroyed \1 and sent to the gy"),
]


def _end_phase_because(h: str, names: list[str], ctx, zones: list[str]) -> Head | None:
    m = rx.fullmatch(r"during the end phase,? if this card is in (?:the|your) (?:gy|graveyard) because it was (.+)", h)
    if not m or zones not in ([], ["gy"]):
        return None
    for pat, repl in _BECAUSE:
        if rx.fullmatch(pat, m.group(1)):
            got = clause(re.sub(pat, repl, m.group(1)), names, ctx)
            if got is None or got[1] != len(names) or not got[0].self_card:
                return None
            return Head([c("during_phase", "end"), c("this_turn", got[0].pattern())], [], "trigger", ["gy"])
    return None


def _phase_window(h: str, card_type: str, zones: list[str]) -> Head | None:
    """Phase windows said whole, or None. "During your opponent's turn, at damage calculation": the older wording of
    "during damage calculation in your opponent's turn" (Defense Draw, once "Activate only during damage calculation
    during your opponent's turn"; OCG 相手ターンのダメージ計算時), activated in the Damage Step there. "During your
    opponent's Battle Phase (except during the Damage Step)": any other step of it (Rule Book: the Battle Phase is
    the Start Step, the Battle Step, the Damage Step and the End Step); an opponent's phase rules out an Ignition
    Effect (_QUICK_PHASES)."""
    if h == "during your opponent's turn, at damage calculation":
        return Head([c("during_phase", "damage_calculation"), c("opponent_turn")], [], "trigger", zones, True)
    if h == "during damage calculation":  # as "During damage calculation, if ..." (_damage_step) without the state
        return Head([c("during_phase", "damage_calculation")], [], "trigger", zones, True)
    if h == "if it is the main phase":  # either player's Main Phase 1 or 2 (a FLIP effect's second head)
        return Head([], list(_PHASE_OPTIONS["during the main phase"]), None, zones)
    if h in _ONE_PHASE:  # one phase or step of either player's turn
        return Head(list(_ONE_PHASE[h]), [], None, zones)
    if h == _EITHER_MAIN and card_type == "spell":  # a Spell's: either Main Phase (a monster's or Trap's: _QUICK_PHASES below)
        return Head([], list(_PHASE_OPTIONS["during the main phase"]), None, zones)
    if h == "during your opponent's battle phase (except during the damage step)" and card_type != "spell":
        return Head([c("opponent_turn")], [c("during_phase", s) for s in ("battle_start", "battle_step", "battle_end")],
                    "quick_either_turn", zones)
    return None


def _event_part(part: str, names: list[str], ctx) -> tuple[Symbol, Clause, int] | None:
    m = rx.fullmatch(r"(when|if|each time) (.+?)( \(except during the (draw phase or (?:the )?)?damage step\))?", part)
    if not m:
        return None
    word = "when_event" if m.group(1) == "when" else "if_event"
    got = clause(m.group(2), names, ctx)
    if got is None:
        return None
    cl, used = got
    if m.group(4):
        cl.ev.append(c("outside", "draw_phase"))
    if m.group(3):
        cl.ev.append(c("outside", "damage_step"))
    return c(word, cl.pattern()), cl, used


def head(h: str, names: list[str], ctx, card_type: str) -> Head | None:
    """The conditions of a whole head (already without "(Quick Effect)" and
    its usage limit), or None."""
    got = _head(h, names, ctx, card_type)
    if got is not None:
        return got
    m = rx.fullmatch(r"(if .+?),? even during the damage step", h)
    got = head(m.group(1), names, ctx, card_type) if m else None
    if got is not None and got.hint in (None, "trigger") and not got.options and not got.classes:
        got.damage_step = True  # a card that says so is activated in the Damage Step too (damage_step.lp damage_step_ok)
        return got
    # "If this card is Special Summoned, or a monster(s) is Special Summoned to your opponent's field": two events,
    # each with its subject, read as "..., or if a monster(s) is ..." (options of a group)
    m = rx.fullmatch(r"(when|if) (this card is .+?), or ((?:a|an|your opponent|you) .+)", h)
    got = _head(f"{m.group(1)} {m.group(2)}, or {m.group(1)} {m.group(3)}", names, ctx, card_type) if m else None
    if got is not None and len(got.options) == 2 and not got.conds:
        return got
    got = _destroyed_or_left(h, names, ctx, card_type)
    if got is not None:
        return got
    # "If this card is banished, or sent from the field to the GY": this card's events joined by "or" with the
    # subject said once, read as "If this card is banished, or if this card is sent ..." (options of a group)
    m = rx.fullmatch(r"(when|if) (.+)", h)
    sub = _self_subject(m.group(2)) if m else None
    if sub is None or not sub[2].startswith(" is "):
        return None
    subject, rest = m.group(2)[:len(m.group(2)) - len(sub[2])], sub[2]
    for o in re.finditer(r",? or (?:is )?", rest):
        if "(" in rest[:o.start()]:
            break
        if rx.search(r" by |because", rest[o.end():]) and not rx.search(r" by |because", rest[:o.start()]):
            continue  # "sent to the GY or banished by card effect": the cause may be said of both (not guessed)
        verb = rest[o.end():] if rx.match(r"(?:leaves|declares|inflicts) ", rest[o.end():]) else f"is {rest[o.end():]}"
        got = _head(f"{m.group(1)} {subject}{rest[:o.start()]}, or {m.group(1)} {subject} {verb}", names, ctx, card_type)
        if got is not None and got.options:
            return got
    pieces = re.split(r",? or |, ", rest[len(" is "):])
    if pieces[-1].endswith(" summoned") and all(rx.fullmatch(r"normal|flip|tribute|special|fusion|synchro|xyz|link|ritual|pendulum", p)
                                                for p in pieces[:-1]):
        pieces = [p + " summoned" for p in pieces[:-1]] + pieces[-1:]  # "Normal, Flip, or Pendulum Summoned"
    if len(pieces) > 2 and not any(rx.search(r" by |because|\(", p) for p in pieces):  # "Tributed, banished, or sent to the GY"
        got = _head(", or ".join(f"{m.group(1)} {subject} is {p}" for p in pieces), names, ctx, card_type)
        if got is not None and len(got.options) == len(pieces):
            return got
    return None


def _option_zone(cl: Clause) -> list[str] | None:
    """The zones an event of this card puts it in, its trigger activated there (chain.lp r_option_zone): a Summon
    or a flip on the field, leaving the field where a card that left can activate it (_head), a move where it went;
    None for another card's event, and for a destruction that does not say where the card went (the GY, or banished)."""
    if not cl.self_card:
        return None
    if str(cl.kind) == "left_field":
        return ["gy", "banished", "hand", "extra_deck"]
    if cl.to_zone is None:
        return ["monster_zone"] if str(cl.kind) not in _MOVES else None
    if str(cl.kind) == "destroyed" and c("to", cl.to_zone) not in cl.ev:
        return None
    return [cl.to_zone]


def _destroyed_or_left(h: str, names: list[str], ctx, card_type: str) -> Head | None:
    """"If a face-up Fusion Monster you control is destroyed by battle, or
    leaves the field because of an opponent's card effect, while ...": two
    events of one subject (not this card), read as "..., or if <subject>
    leaves the field ..." (options of a group); the condition after both
    applies to both (as _head reads it)."""
    m = rx.fullmatch(r"(when|if) (.+)", h)
    sub = _any_subject(m.group(2), names, ctx) if m else None
    if sub is None or not rx.match(r" (?:is destroyed|leaves the field)", sub[2]):
        return None
    subject, rest = m.group(2)[:len(m.group(2)) - len(sub[2])], sub[2]
    o = rx.search(r",? or (leaves the field|is destroyed|sent to (?:the|your) gy)\b", rest)
    if o is None or "(" in rest[:o.start()] or rest.startswith(" " + o.group(1)):
        return None
    first = rest[:o.start()]
    n_subject, n_first = subject.count("NAME"), first.count("NAME")
    again = names[:n_subject + n_first] + names[:n_subject] + names[n_subject + n_first:]  # the subject's names said twice
    second = ("is " if o.group(1).startswith("sent") else "") + rest[o.start(1):]  # "destroyed by battle or sent to the GY"
    got = _head(f"{m.group(1)} {subject}{first}, or {m.group(1)} {subject} {second}", again, ctx, card_type)
    return got if got is not None and len(got.options) == 2 else None


def _while_self(term: Symbol):
    """An event condition with the event filter while_self_in(monster_zone)
    added; False for a term that is no event; None for an event of this card
    itself (it was not yet where the text says)."""
    if term.name not in ("if_event", "when_event", "responds_to_activation"):
        return False
    ev = term.arguments[0]
    if ev.name != "ev" or rx.search(r"(?<!except\()self", str(ev.arguments[1])):
        return None
    k, f, w = ev.arguments
    w = c("while_self_in", "monster_zone") if str(w) == "any" else c("all_of", w, c("while_self_in", "monster_zone"))
    return c(term.name, c("ev", k, f, w))


def _attack_involving(h: str, names: list[str], ctx) -> tuple[list[Symbol], list[Symbol]] | None:
    """"When an attack is declared involving a LIGHT Ritual Monster" (either player's: the attacker, or the attack
    target on either side), "... involving 2 EARTH monsters" (the attacker and the attack target), "... involving
    2 monsters" (not a direct attack), "... involving your NAME": (conditions, options of a one_of group) of the
    declaration (head_conditions.lp r_attack_on), or None."""
    m = rx.fullmatch(r"(when|if) an attack is declared involving (2|an?|your) (.+)", h)
    if not m or ctx is None or rx.search(r" and |,|^opponent's| you control$", m.group(3)):
        return None
    word = "when_event" if m.group(1) == "when" else "if_event"
    np = ctx.noun(m.group(3), names)
    if np is None or np[2] != len(names):
        return None
    kind, filters = np[0], list(np[1])
    named = kind == "card" and len(filters) == 1 and filters[0].name == "card_named"  # a card that battles is a monster
    if kind != "monster" and not named:
        return None
    f = _combine(filters) if filters else None
    if m.group(2) == "2":
        if named:
            return None
        if f is None:  # any attack on a monster
            return [c(word, c("ev", "declared_attack", "any", c("except", "direct_attack")))], []
        return [], [c(word, c("ev", "declared_attack", c("where", f), c("attack_on", side, f))) for side in ("own", "opponent")]
    if m.group(2) == "your":  # "your NAME" (other "your ..." monsters: below)
        return ([], [c(word, c("ev", "declared_attack", c("all_of", "own", c("where", f)), "any")),
                     c(word, c("ev", "declared_attack", "any", c("attack_on", "own", f)))]) if named else None
    if f is None:  # "a monster": not read
        return None
    return [], [c(word, c("ev", "declared_attack", c("where", f), "any")),
                *[c(word, c("ev", "declared_attack", "any", c("attack_on", side, f))) for side in ("own", "opponent")]]


def _own_battled_this_turn(h: str, names: list[str], ctx, zones: list[str]) -> Head | None:
    """"At the end of the Battle Phase, if your "K9" monster battled this turn": a monster of yours that passes the
    filter declared an attack or was attacked this turn (as battled_this_turn for this card), any of the two (a
    one_of group of this_turn/1), or None."""
    m = rx.fullmatch(r"at the end of (the|your) battle phase,? if your (.+?) battled(?: this turn)?", h)
    np = ctx.noun(m.group(2), names) if m and ctx is not None else None
    if np is None or np[0] != "monster" or not np[1] or np[2] != len(names):
        return None
    f = _combine(np[1])
    return Head(_PHASES[f"at the end of {m.group(1)} battle phase"],
                [c("this_turn", c("ev", "declared_attack", c("all_of", "own", c("where", f)), "any")),
                 c("this_turn", c("ev", "declared_attack", "any", c("attack_on", "own", f)))], "trigger", zones)


def _head(h: str, names: list[str], ctx, card_type: str) -> Head | None:
    names = list(names)
    if h.startswith("each time "):
        # "Each time X, Y" (no colon) may be a Trigger Effect (Fire Princess) or
        # apply without a chain (Spell Counters): the wording does not say which
        return None
    zones: list[str] = []
    conds: list[Symbol] = []
    hint = None
    h = re.sub(r", except during the damage step$", " (except during the damage step)", h)
    # "If this card with Xyz Material is Tributed": as "..., while it has material" (head_conditions.lp with_material)
    h = re.sub(r"^((?:if|when) this card) with (?:xyz )?materials? (is .+)$", r"\1 \2, while it has material", h)
    h = re.sub(r"^if you control no monsters,? or if all monsters you control are ", "if you control no monsters, or all monsters you control are ", h)
    # "If you control no monsters, or (you) control a "X" monster": two states, "..., or if ..." (stateheads)
    h = re.sub(r"^(if (?:you|your opponent) (?:control|controls|have|has) (?:(?!, or ).)+?),? or (?:you )?(control|have) (?!only )",
               r"\1, or if you \2 ", h)
    h = re.sub(r"^(if (?:you|your opponent) (?:control|controls|have|has) (?:(?!, or ).)+?),? or (your opponent (?:controls|has)) ",
               r"\1, or if \2 ", h)
    if card_type in ("spell", "trap"):  # a Spell/Trap "while equipped": an Equip Card then (a monster's would be equipped with one)
        h = re.sub(r"^((?:if|when) this card .+? while equipped)$", r"\1 to a monster", h)
    # "If a monster is Special Summoned while you control this monster": the event happens while this card is
    # in its Monster Zone (head_conditions.lp while_self_in); it is activated there
    m = rx.fullmatch(r"(.+?),? while (?:this card is in (?:your|the) monster zone|this monster is on the field"
                     r"|you control this (?:monster|card)|this card is on the field)( \(except during the damage step\))?", h)
    if m and card_type == "monster":
        inner = head(m.group(1) + (m.group(2) or ""), names, ctx, card_type)
        if inner is None or inner.hint not in ("trigger", "quick_either_turn", None) or inner.classes or inner.zones not in ([], ["monster_zone"]):
            return None
        terms = [_while_self(t) for t in inner.conds + inner.options]
        if None in terms or all(t is False for t in terms):
            return None
        n = len(inner.conds)
        inner.conds, inner.options = [t or x for t, x in zip(terms[:n], inner.conds)], [t or x for t, x in zip(terms[n:], inner.options)]
        return inner
    # "When your opponent activates a monster effect and you control a "X" monster": a state when it is activated,
    # as ", while you control ..." (an activation condition is judged when the effect is activated)
    m = rx.fullmatch(r"(when .+? (?:activates|is activated)(?: .+?)?),? and (you control .+|you have .+)", h)
    if m and not m.group(1).endswith(" and/or"):
        h = f"{m.group(1)}, while {m.group(2)}"
    # "If this card is banished and you control a "Dark World" card": the state need only hold when the effect is
    # activated, not when the event happened (official ruling on Genta, Gateman of Dark World, YGOResources OCG
    # database translation): as ", while ..."
    m = rx.fullmatch(r"(if this (?:set )?card(?: in [a-z' ]+?)? is .+?),? and (you control .+|your opponent controls .+|you have .+|your opponent has .+"
                     r"|NAME is in your field or gy|" + _ON_FIELD + ")", h)
    if m and not m.group(1).startswith("if this card is in "):  # "If this card is in your GY and ...": a state (_in_zone_and_state)
        h = f"{m.group(1)}, while {m.group(2)}"
    # "If your opponent Special Summons a monster(s), and you control a "X" monster (except during the Damage Step)": the
    # state is an activation condition, met when the effect is activated (PSCT Part 4, yugiohblog.konami.com/articles/?p=2962):
    # as ", while ..."; the exception is the event's
    m = rx.fullmatch(r"(if your opponent (?!controls |has ).+?)( \(except during the damage step\))?,? and (you control .+?)( \(except during the damage step\))?", h)
    if m and not (m.group(2) and m.group(4)) and " and " not in m.group(3):
        h = f"{m.group(1)}{m.group(2) or m.group(4) or ''}, while {m.group(3)}"
    # "When your opponent's monster declares an attack while they control 2 or more monsters", "When your opponent
    # activates a monster effect, while they control ...": "they" is the opponent
    h = re.sub(r"^((?:when|if) (?:(?:your opponent's|an opponent's) monster declares an attack|your opponent activates [^,]+?)),? while they control ",
               r"\1, while your opponent controls ", h)
    # "When your opponent activates a monster effect, if you have 3 or more cards in your hand (except during the Damage
    # Step)": a state when it is activated, as ", while ..." (PSCT Part 4); the exception is the activation's
    m = rx.fullmatch(r"(when your opponent activates [^,]+?), if (you control .+?|you have .+?)( \(except during the damage step\))?", h)
    if m:
        h = f"{m.group(1)}{m.group(3) or ''}, while {m.group(2)}"
    # "..., while this card is in your Graveyard": the old name of the GY
    h = re.sub(r"((?:while|and) this card is in (?:your|the) )graveyard(?=$| \(|,)", r"\1gy", h)
    # "When an opponent's monster declares a direct attack while you control no cards and this card is in your GY":
    # the state as ", while <state>", and where it is activated
    m = (rx.fullmatch(r"(.+?),? while (?!this card )(.+?),? and this card is in (?:your|the) gy", h)
         or rx.fullmatch(r"(.+?),? while this card is in (?:your|the) gy,? and (.+)", h))
    got = head(f"{m.group(1)}, while {m.group(2)}", names, ctx, card_type) if m else None
    if got is not None and got.zones in ([], ["gy"]):
        got.zones = ["gy"]
        return got
    # "If a monster(s) is Normal or Special Summoned, and you control a "X" monster (except during the Damage Step)",
    # "If a card(s) on the field is destroyed by card effect, and "X" is on the field": as above, an activation
    # condition met when the effect is activated (PSCT Part 4, yugiohblog.konami.com/articles/?p=2962): as ", while ..."
    m = rx.fullmatch(r"(if an? (?!card\(s\) is in )[^,]+?),? and (you control .+?|your opponent controls .+?|NAME is on the field)"
                     r"( \(except during the damage step\))?", h)
    if m and " and " not in m.group(2):
        h = f"{m.group(1)}{m.group(3) or ''}, while {m.group(2)}"
    # ", while you control a "X" monster (except during the Damage Step)": the exception is the event's
    m = rx.fullmatch(r"(.+?),? (while (?!this |you control this |it |its |equipped |in |on |face-)[^()]+?)( \(except during the damage step\))", h)
    if m and "monster card" not in m.group(2):  # (a Monster Card may be in a Spell & Trap Zone: not read)
        h = f"{m.group(1)}{m.group(3)}, {m.group(2)}"
    # ""X" is in your field or GY": as "you have "X" in your field or GY"
    h = re.sub(r", while NAME is in your field or gy$", ", while you have NAME in your field or gy", h)
    # the same states said otherwise: "a WATER monster is in your GY" (you have one there), "you have 3000 or less LP",
    # "they have ..." after this card inflicts battle damage to your opponent (they are the opponent)
    h = re.sub(r",? while (an? [^,]+?) is in your gy$", r", while you have \1 in your gy", h)
    h = re.sub(r",? while you have (\d+) or less lp$", r", while your lp are \1 or less", h)
    h = re.sub(r"^(when this card inflicts battle damage to your opponent),? while they have ([^,]+?) in their hand$",
               r"\1, while your opponent has \2 in their hand", h)
    # ", while you control a "X" monster": a state as well
    m = rx.fullmatch(r"(.+?),? while (you control .+|your opponent controls .+|you have .+|your opponent has .+|(?:an? )?NAME is in .+ field zone|NAME is on the field|" + _ON_FIELD +
                     r"|your lp (?:are|is) (?:\d+ or less|lower than your opponent's|higher than your opponent's))", h)
    if m and (not h.startswith("during") or rx.match(r"during damage calculation, if ", h)):  # (the battle's state then)
        n = m.group(1).count("NAME")
        st = state(m.group(2), names[n:], ctx)
        both = rx.fullmatch(r"(you control|your opponent controls) ((?:an?|NAME) [^,]+?) and ((?:an?|NAME) [^,]+)", m.group(2)) if st is None else None
        if both:  # "you control a "X" monster and a "Y" Equip Spell": both states, the subject said once
            k = both.group(2).count("NAME")
            a, b = state(f"{both.group(1)} {both.group(2)}", names[n:n + k], ctx), state(f"{both.group(1)} {both.group(3)}", names[n + k:], ctx)
            st = (a[0] + b[0], len(names) - n) if a and b and a[1] == k and b[1] == len(names) - n - k else None
        either = _field_or_gy(m.group(2), names[n:], ctx) if st is None else None
        if (st is None or st[1] != len(names) - n) and either is None:
            return None
        inner = head(m.group(1), names[:n], ctx, card_type)
        if inner is None or (either and inner.options):  # one one_of group: the field or the GY
            return None
        if either:
            inner.options = either
        else:
            inner.conds += st[0]
        return inner
    # "..., while this card is in your GY, except the turn this card was sent to your GY (and except during the Damage
    # Step)": the card has been in the GY since before this turn (past_events.lp not_sent_to_gy_this_turn)
    m = rx.fullmatch(r"(.+?),? (while this card is in (?:your|the) gy),? except the turn (?:it|this card) was sent "
                     r"(?:there|to (?:your|the) gy)(?: \(and (except during the damage step)\))?", h)
    got = head(f"{m.group(1)}{f' ({m.group(3)})' if m.group(3) else ''}, {m.group(2)}", names, ctx, card_type) if m else None
    if got is not None and got.zones == ["gy"]:
        got.conds.append(c("not_sent_to_gy_this_turn"))
        return got
    # ", while this card is in your GY (except during the Damage Step)": the exception is the event's
    m = rx.fullmatch(r"(.+?),? (while this card is [a-z ]+?)( \(except during the damage step\))", h)
    if m:
        h = f"{m.group(1)}{m.group(3)}, {m.group(2)}"
    # ", while this card is in your GY": where it is activated
    m = rx.fullmatch(r"(.+?),? (while this card is (?:in your gy|in the gy|banished|in your hand|in your hand or gy))", h)
    if m:  # the rest of the head read alone; the zone kept whatever branch reads it (none may drop it)
        inner, zones = head(m.group(1), names, ctx, card_type), _WHILE[m.group(2)].split()
        if inner is None or inner.zones not in ([], zones):
            return None
        inner.zones = zones
        return inner
    # a phase, then "if ..."
    m = rx.fullmatch(r"during the main phase, if (this card is in your (?:hand|gy))", h)
    if m:  # either Main Phase, activated in the hand or GY
        return Head([], [c("during_phase", "main1"), c("during_phase", "main2")], None, [_IN_ZONE[m.group(1)]])
    if h == "while this card is equipped to a monster" and card_type == "monster":
        # a Monster Card that is an Equip Card (a Union monster): in the Spell & Trap Zone (head_conditions.lp)
        return Head([c("equipped_to_monster")], [], "state", ["spell_trap_zone"])
    if h == "while this card is equipped to a monster" and card_type == "spell":
        # an Equip Spell's effect, activated while it is equipped (head_conditions.lp equipped_to_monster)
        return Head([c("equipped_to_monster")], [], "state", [])
    if h == "if this card is equipped with NAME" and card_type == "monster" and len(names) == 1:
        # an Equip Card of that name equipped to it when the effect is activated (head_conditions.lp equipped_with)
        return Head([c("equipped_with", c("card_named", String(names[0])))], [], "state", [])
    m = rx.fullmatch(r"if this card is in your (hand, field, or gy|hand or field|field or gy)", h)
    if m and card_type == "monster":  # where it is activated from, not a condition (a monster on the field: its Monster Zone)
        return Head([], [], "state", [{"field": "monster_zone"}.get(z, z) for z in re.split(r",? or |, ", m.group(1))])
    got = _in_zone_and_state(h, names, ctx) if not zones else None
    if got is not None:
        return got
    # at the end of the Battle Phase, what this card did in it it did this turn
    h = re.sub(r"^(at the end of (?:the|your) battle phase,? if this card (?:attacked|declared an attack))$", r"\1 this turn", h)
    got = _own_battled_this_turn(h, names, ctx, zones)
    if got is not None:
        return got
    got = _end_phase_because(h, names, ctx, zones)
    if got is not None:
        return got
    # "this card was banished while face-up on your field, this turn": as "this face-up card you controlled was ..."
    h = re.sub(r"^(during the end phase,? if )this card was banished while face-up on your field, this turn$",
               r"\1this face-up card you controlled was banished this turn", h)
    for ph, terms in list(_PHASES.items()) + list(_MAIN.items()):
        m = rx.fullmatch(re.escape(ph) + r",? if (.+)", h)
        mm = rx.fullmatch(re.escape(ph) + r" of the turn (?:this card|it) (?:is|was) (.+)", h) if ph == "during the end phase" else None
        if mm:
            m, rest = mm, "this card was " + mm.group(1) + " this turn"
        elif m:
            rest = m.group(1)
        else:
            continue
        more = _state_or_was(rest, names, ctx)
        if more is None:
            return None
        got, zone = more
        if zone and zones and not set(zone.split()) <= set(zones):
            return None
        return Head(terms + got, [], "state" if ph in _MAIN else "trigger", zones or (zone.split() if zone else []))
    m = (rx.fullmatch(r"during the standby phase of the (?:next turn|turn) after (this (?:face-up |set )?card(?: on the field| you controlled)?) was (.+)", h)
         or rx.fullmatch(r"if (this card) is (.+?),? during the standby phase of the next turn", h))
    if m:  # a delayed trigger: this card's event in the turn before (head_conditions.lp last_turn)
        subject = re.sub(r" you controlled$", " you control", m.group(1))  # (then: the event's controller, events.lp own)
        got = clause(f"{subject} is {m.group(2)}", names, ctx)
        if got is None or got[1] != len(names) or not got[0].self_card or not got[0].to_zone:
            return None
        cl = got[0]
        return Head([c("during_phase", "standby"), c("last_turn", cl.pattern())], [], "trigger", [cl.to_zone])
    m = rx.fullmatch(r"during (your|the) next standby phase after (this (?:face-up |set |(?:fusion|synchro|xyz|link|ritual|pendulum) summoned )?card"
                     r"(?: on the field| you control| in your possession)?) was (.+)", h)
    if m:  # a delayed trigger: the first Standby Phase after this card's event (head_conditions.lp next_standby)
        got = clause(f"{m.group(2)} is {m.group(3)}", names, ctx)
        if got is None or got[1] != len(names) or not got[0].self_card or not got[0].to_zone:
            return None
        cl = got[0]
        side = "own" if m.group(1) == "your" else "any"
        return Head([c("during_phase", "standby"), c("next_standby", side, cl.pattern())], [], "trigger", [cl.to_zone])
    got = _phase_window(h, card_type, zones)
    if got is not None:
        return got
    # the normal draw is the first thing of the Draw Phase (Rule Book, asp/core/turns.lp r_normal_draw): the event alone
    h = re.sub(r"^during your opponent's draw phase, if they draw (a card\(s\)|cards?) for their normal draw$",
               r"if your opponent draws \1 for their normal draw in their draw phase", h)
    if h in _PHASE_OPTIONS:
        return Head([], list(_PHASE_OPTIONS[h]), None, zones)
    for ph, options in _PHASE_OPTIONS.items():  # "During the Main or Battle Phase, if you control ...": the phases, and the state
        m = rx.fullmatch(re.escape(ph) + r",? if (.+)", h)
        if m:
            more = _state_or_was(m.group(1), names, ctx)
            if more is None or (more[1] and (zones or not set(more[1].split()) <= {"gy", "hand", "banished"})):
                return None
            return Head(more[0], list(options), None, zones or (more[1].split() if more[1] else []))
    m = rx.fullmatch(re.escape(_EITHER_MAIN) + r"(?:,? if (.+))?", h)
    if m and card_type != "spell":
        more = _state_or_was(m.group(1), names, ctx) if m.group(1) else ([], None) if not names else None
        if more is None or more[1]:
            return None
        return Head(more[0], list(_PHASE_OPTIONS["during the main phase"]), "quick_either_turn", zones)
    for table, hint in ((_QUICK_PHASES, "quick_either_turn"), (_EACH_PHASES, "trigger")):
        for ph, terms in table.items():  # "During your opponent's turn, if you control ...": the turn or phase, and the state
            m = rx.fullmatch(re.escape(ph) + r"(?:,? if (.+))?", h)
            if not m or (hint != "trigger" and card_type == "spell"):
                continue
            more = _state_or_was(m.group(1), names, ctx) if m.group(1) else ([], None) if not names else None
            if more is not None and not (more[1] and (zones or not set(more[1].split()) <= {"gy", "hand", "banished"})):
                return Head(list(terms) + more[0], [], hint, zones or (more[1].split() if more[1] else []))
            # else an event may follow ("During your opponent's turn, if a monster is destroyed": below)
    if h == "during either player's turn, except the turn this card was sent to the gy":
        return Head([c("not_sent_to_gy_this_turn")], [], "quick_either_turn", ["gy"])
    m = rx.fullmatch(r"during either player's turn,? ((?:if|when) .+)", h)
    if m:  # either player's turn: no restriction
        inner = head(m.group(1), names, ctx, card_type)
        if inner is not None and inner.hint is None:
            inner.hint = "trigger"  # "When a Trap Card is activated": as the head without the prefix (a When/If head)
        return inner
    m = rx.fullmatch(r"((?:if|when) this card is [a-z ]*summoned) during (your|your opponent's) turn", h)
    if m:  # this card's Summon in that turn: as "During your (opponent's) turn, if this card is Summoned" (below)
        h = f"during {m.group(2)} turn, {m.group(1)}"
    m = rx.fullmatch(r"during (your turn|your opponent's turn|the battle phase),? ((?:if|when) .+)", h)
    if m:  # "During your opponent's turn, if ...": the event (or the activation responded to), in that turn / phase
        inner = head(m.group(2), names, ctx, card_type)
        if inner is None or inner.hint not in ("trigger", "quick_either_turn", None):
            return None
        inner.conds.append({"your turn": c("your_turn"), "your opponent's turn": c("opponent_turn"),
                            "the battle phase": c("during_battle_phase")}[m.group(1)])
        inner.hint = inner.hint or "trigger"  # as the When/If head without the phrase before it
        return inner
    m = rx.fullmatch(r"(while this card is (?:in your gy|in the gy|banished|in your hand|in your hand or gy)),? ((?:if|when) .+)", h)
    if m:  # "While this card is in your GY, if ...": where it is activated
        inner = head(m.group(2), names, ctx, card_type)
        if inner is None or inner.zones:
            return None
        inner.zones = _WHILE[m.group(1)].split()
        return inner
    got = _attack_involving(h, names, ctx)
    if got is not None:
        return Head(got[0], got[1], "trigger", zones)
    m = rx.fullmatch(r"(when|if) an attack is declared involving this card and an opponent's monster", h)
    if m:  # this card attacks an opponent's monster, or an opponent's monster attacks it (a one_of group)
        word = "when_event" if m.group(1) == "when" else "if_event"
        return Head([], [c(word, c("ev", "declared_attack", "self", c("except", "direct_attack"))),
                         c(word, c("ev", "declared_attack", "opponents", "attack_on_self"))], "trigger", zones)
    m = rx.fullmatch(r"(when|if) an attack is declared involving (?:your|a) (face-up )?(.+?)( you control)? and an opponent's monster", h)
    np = ctx.noun(m.group(3), names) if m and ctx is not None else None
    if np is not None and np[0] == "monster" and (np[1] or m.group(2)) and np[2] == len(names):
        # a monster of yours that passes the filter attacks an opponent's monster, or is attacked
        filters = list(np[1]) + ([c("face_up_monster")] if m.group(2) else [])
        word = "when_event" if m.group(1) == "when" else "if_event"
        return Head([], [c(word, c("ev", "declared_attack", c("all_of", "own", c("where", _combine(filters))), c("except", "direct_attack"))),
                         c(word, c("ev", "declared_attack", "opponents", c("attack_on", "own", _combine(filters))))], "trigger", zones)
    m = rx.fullmatch(r"(when|if) an attack is declared involving this card and (?:an opponent's|an?) (face-up )?(.+?)", h)
    np = ctx.noun(m.group(3), names) if m and ctx is not None else None
    if np is not None and np[0] == "monster" and (np[1] or m.group(2)) and np[2] == len(names):
        # this card attacks such a monster, or such a monster attacks it (the other is always the opponent's): the monster
        # passes the filter when the attack is declared (a one_of group)
        word = "when_event" if m.group(1) == "when" else "if_event"
        f = _combine(list(np[1]) + ([c("face_up_monster")] if m.group(2) else []))
        return Head([], [c(word, c("ev", "declared_attack", "self", c("attack_on", "opponent", f))),
                         c(word, c("ev", "declared_attack", c("all_of", "opponents", c("where", f)), "attack_on_self"))], "trigger", zones)
    m = rx.fullmatch(r"(when|if) an attack is declared involving (?:the equipped monster|the monster equipped with this card)", h)
    if m:  # the monster this card is equipped to attacks (a direct attack too) or is attacked (head_conditions.lp attack_on_equipped)
        word = "when_event" if m.group(1) == "when" else "if_event"
        return Head([], [c(word, c("ev", "declared_attack", "equipped", "any")), c(word, c("ev", "declared_attack", "any", "attack_on_equipped"))],
                    "trigger", zones)
    m = rx.fullmatch(r"(when|if) an attack is declared involving (another|your other|an?|your) (face-up )?(.+?)( you control)?", h)
    if m and (m.group(5) or m.group(2).startswith("your")) and not rx.search(r" and |,|^opponent's", m.group(4)):
        # "another "HERO" monster you control", "your other Machine monster", "a FIRE Warrior monster you control", "your
        # monster": a monster of yours that passes the filter (not this card, for "another") attacks (a direct attack
        # too) or is attacked: any of the two (a one_of group)
        word = "when_event" if m.group(1) == "when" else "if_event"
        other = m.group(2) in ("another", "your other")
        np = ctx.noun(m.group(4), names) if ctx is not None else None
        if np is not None and np[0] == "monster" and np[2] == len(names):
            filters = list(np[1]) + ([c("face_up_monster")] if m.group(3) else [])
            mine = c("all_of", "own", c("where", _combine(filters))) if filters else "own"
            target = c("attack_on", "own", _combine(filters)) if filters else c("attack_on", "own")
            if other:
                mine, target = c("all_of", mine, c("except", "self")), c("all_of", target, c("except", "attack_on_self"))
            return Head([], [c(word, c("ev", "declared_attack", mine, "any")), c(word, c("ev", "declared_attack", "any", target))],
                        "trigger", zones)
    m = rx.fullmatch(r"(when|if) an attack is declared involving (this card|your opponent's monster|your (face-up )?([^,]+?))", h)
    if m and " and " not in m.group(2) and not m.group(2).startswith("your other "):
        # the monster attacks (a direct attack too) or is attacked: any of the two (a one_of group)
        word = "when_event" if m.group(1) == "when" else "if_event"
        if m.group(2) == "this card":
            return None if names else Head([], [c(word, c("ev", "declared_attack", "self", "any")),
                                                c(word, c("ev", "declared_attack", "any", "attack_on_self"))], "trigger", zones)
        if m.group(2) == "your opponent's monster":
            return None if names else Head([], [c(word, c("ev", "declared_attack", "opponents", "any")),
                                                c(word, c("ev", "declared_attack", "any", c("attack_on", "opponent")))], "trigger", zones)
        np = ctx.noun(m.group(4), names) if ctx is not None else None
        if np is None or np[0] != "monster" or np[2] != len(names) or not (np[1] or m.group(3)):
            return None
        filters = list(np[1]) + ([c("face_up_monster")] if m.group(3) else [])
        return Head([], [c(word, c("ev", "declared_attack", c("all_of", "own", c("where", _combine(filters))), "any")),
                         c(word, c("ev", "declared_attack", "any", c("attack_on", "own", _combine(filters))))], "trigger", zones)
    m = rx.fullmatch(r"(when .+? is activated that targets .+?), or (when (?:this card|a monster) is targeted for an attack)", h)
    if m and card_type in ("monster", "trap") and ctx is not None:
        # the activation responded to, or the attack declared on the card (any of them: a one_of group)
        acts, ev = activation(m.group(1), names, ctx), _event_part(m.group(2), [], ctx)
        if acts is None or ev is None or acts[0].name == "classes":
            return None
        return Head([], [*acts, ev[0]], "quick_either_turn", zones)
    m = rx.fullmatch(r"activate (?:only )?as chain link (\d+) or higher", h)
    if m and int(m.group(1)) >= 2:  # a condition on the chain it is activated in (chain.lp chain_link_at_least)
        return Head([c("chain_link_at_least", int(m.group(1)))], [], "state", zones)
    bs = _battle_step(h, names, ctx)
    if bs is not None:  # an Ignition Effect is activated in the Main Phase only: a monster's or Trap's is a Quick Effect
        return Head(bs, [], "quick_either_turn" if card_type in ("monster", "trap") else None, zones)
    ds = _damage_step(h, names, ctx)
    if ds is not None:  # "(in either player's turn)": the older wording of a Quick Effect, as "during either player's turn"
        return Head(ds, [], "quick_either_turn" if rx.search(r"\(in either player's turn\)|, in either player's turn(?:,|$)", h) else "trigger", zones, True)
    outside = h.endswith(" (except during the damage step)")
    part, act_names, extra = h.removesuffix(" (except during the damage step)"), names, []
    rider = _rider(part, names) if part.startswith("when ") else None
    if rider is False:
        return None
    if rider is not None:  # a condition on the link directly below besides its kind ("in response to ...", "that includes ...")
        part, act_names, extra = rider
    acts = activation(part, act_names, ctx) if part.startswith("when ") and len(act_names) <= 1 else None
    # A monster's (or a Trap's, from the GY) effect activated in response to an activation is a Quick Effect, worded
    # or not (Rule Book: a Spell Speed 1 effect cannot be chained to another; Yugipedia "Quick Effect", once "Multi-Trigger")
    quick = "quick_either_turn" if card_type in ("monster", "trap") else None
    if acts is not None and acts[0].name == "classes":
        return None if outside else Head(extra, [], quick, zones, classes=[str(a) for a in acts[0].arguments])
    if acts is not None and outside:  # the activation did not happen in the Damage Step
        acts = [c("responds_to_activation", c("ev", k, f, c("outside", "damage_step") if str(w) == "any" else c("all_of", w, c("outside", "damage_step"))))
                for k, f, w in (a.arguments[0].arguments for a in acts)]
    if acts is not None:
        return Head(acts + extra, [], quick, zones) if len(acts) == 1 else Head(extra, acts, quick, zones)
    if rider is not None:
        return None
    if h.startswith(("when ", "if ", "each time ")):
        # the event clause(s), then ", if <state>"
        state_parts: list[str] = []
        m = rx.fullmatch(r"(.+?), if (.+)", h)
        if m:
            h, state_parts = m.group(1), [m.group(2)]
            n = h.count("NAME")
            acts = activation(h, names[:n], ctx) if h.startswith("when ") else None
            st = state(state_parts[0], names[n:], ctx) if acts is not None and len(acts) == 1 else None
            if st is not None and st[1] == len(names) - n and acts[0].name == "responds_to_activation":
                # "When a monster effect is activated, if you have no monsters in your GY": chained to that activation, as
                # without the state (not the event of an activation, which a link in the same chain never meets)
                return Head([*acts, *st[0]], [], quick, zones)
        word = h.split(" ", 1)[0] if not h.startswith("each time ") else "each time"
        parts = re.split(r",? or (?=(?:if|when) )", h)
        options: list[Symbol] = []
        state_options: list[Symbol] = []
        clauses: list[Clause] = []
        for p in parts:
            p = p if p.startswith(("when ", "if ", "each time ")) else f"{word} {p}"
            n = p.count("NAME")
            got = _event_part(p, names[:n], ctx)
            if got is None and len(parts) == 1 and p.startswith("if "):
                either = _field_or_gy(p[3:], names, ctx) or _either_state(p[3:], names, ctx)
                if either is not None:  # in your field or GY: any of the two (one_of)
                    return Head(conds, either, "state", zones)
            if got is None:
                st = state(p[3:], names[:n], ctx) if p.startswith("if ") else None
                if st is None or st[1] != n or (len(parts) > 1 and len(st[0]) != 1):
                    return None
                if len(parts) > 1:  # "If "X" is in a Field Zone, or if you control ...": any of the states
                    state_options += st[0]
                else:
                    conds += st[0]
                hint = "state"
                names = names[n:]
                continue
            cond, cl, used = got
            if used != n:
                return None
            names = names[n:]
            options.append(cond)
            clauses.append(cl)
        if state_options:
            return None if options else Head(conds, state_options, "state", zones)  # an event or a state: not read
        for sp in state_parts:
            n = sp.count("NAME")
            st = state(sp, names[:n], ctx)
            if st is None or st[1] != n:
                return None
            conds += st[0]
            names = names[n:]
        if options:
            hint = "trigger"
            selfs = [cl for cl in clauses if cl.self_card]
            if selfs:
                where = {cl.to_zone or ("left" if str(cl.kind) == "left_field" else "") for cl in selfs}
                if len(selfs) != len(clauses):
                    where.add("")
                if "left" in where and where <= {"left", "gy", "banished", "hand"}:
                    # Yugipedia "Leaves the field"; Konami's 2011 rule change (cyberduelist.com "Official
                    # Xyz ruling changes"): a card sent to the GY, banished, or returned to the hand or the
                    # Extra Deck can activate it; one shuffled into the Main Deck cannot (the compiler keeps
                    # the Extra Deck only for a card that can be there)
                    zones = ["gy", "banished", "hand", "extra_deck"]
                elif "left" in where or (len(where) > 1 and card_type != "monster" and "" in where):
                    return None  # (a Spell/Trap moved to two places: each option from its own, option_zones)
                elif where != {""}:
                    zones = sorted(z or "monster_zone" for z in where)
            if len(options) == 1:
                conds = options + conds
                options = []
            elif len(zones) > 1:
                return Head(conds, options, hint, zones, option_zones=[_option_zone(cl) for cl in clauses])
        return Head(conds, options, hint, zones)
    if h.startswith("if "):
        st = state(h[3:], names, ctx)
        if st is None or st[1] != len(names):
            return None
        return Head(st[0], [], "state", zones)
    return None


_IN_ZONE = {"this card is in your gy": "gy", "this card is in the gy": "gy", "this card is in your hand": "hand",
            "this card is banished": "banished", "this card is in your hand or gy": "hand gy"}
_HERE = r"this card is in (?:your|the) (?:gy|hand|hand or gy)"
_NOT_SENT = r",? except the turn (?:it was sent there|it was sent to the gy|this card was sent to the gy)"


def _in_zone_and_state(h: str, names: list[str], ctx) -> Head | None:
    """"If this card is in your GY[, except the turn it was sent there][, and
    <state>]", "If <state> and this card is in your hand or GY", "While you
    control <...>" (heads round 6): where the effect is activated from
    (activate_from, not a condition), and the state. Text before the colon
    is an activation condition, met when the effect is activated, whether it
    says "if" or "while" (Yugipedia "Problem-Solving Card Text": conditions
    before the colon need only be met at activation; Rule Book v10 pp. 52-53)."""
    m = (rx.fullmatch(rf"(?:if|while) ({_HERE})({_NOT_SENT})?(?:,? and (.+))?", h)
         or rx.fullmatch(rf"(?:if|while) (?P<st>.+?)(?P<ns>{_NOT_SENT})?,? and ({_HERE})", h))
    if m and m.re.pattern.startswith("(?:if|while) (?P<st>"):
        here, not_sent, rest = m.group(3), m.group("ns"), m.group("st")
    elif m:
        here, not_sent, rest = m.groups()
    else:
        m = rx.fullmatch(rf"while (.+?)({_NOT_SENT})?", h) or rx.fullmatch(rf"if (.+?)({_NOT_SENT})", h)
        if m is None or m.group(1).startswith("this card "):
            return None
        here, not_sent, rest = None, m.group(2), m.group(1)
    zones = _IN_ZONE[here.replace("the gy", "your gy")].split() if here else []
    if not_sent:  # this card is in the GY, since the turn began (past_events.lp)
        if zones not in ([], ["gy"]):
            return None
        zones = ["gy"]
    conds, options = [c("not_sent_to_gy_this_turn")] if not_sent else [], []
    if rest:
        either = _field_or_gy(rest, names, ctx) or _either_state(rest, names, ctx)
        st = (either, len(names)) if either is not None else state(rest, names, ctx)
        if st is None or st[1] != len(names):
            return None
        if either is not None:
            options = st[0]
        else:
            conds += st[0]
    elif names:
        return None
    return Head(conds, options, "state", zones)


def _either_state(s: str, names: list[str], ctx) -> list[Symbol] | None:
    """"you control "X" or a "Y" monster", "... a "Ninja" card or a face-down
    Defense Position monster": any of two counts (the options of a one_of
    group), when the whole is no one noun phrase the counts read
    ("a Fiend or Spellcaster monster") and exactly one "or" splits it into
    two that are."""
    m = rx.fullmatch(r"(you control|your opponent controls) (.+)", s)
    whole = state(s, names, ctx)
    if m is None or (whole is not None and whole[1] == len(names)):
        return None
    found = []
    for o in re.finditer(r",? or (?=an? |NAME)", m.group(2)):
        left, right = m.group(2)[:o.start()], m.group(2)[o.end():]
        n = left.count("NAME")
        a, b = state(f"{m.group(1)} {left}", names[:n], ctx), state(f"{m.group(1)} {right}", names[n:], ctx)
        if a is not None and b is not None and a[1] == n and b[1] == len(names) - n and len(a[0]) == len(b[0]) == 1:
            found.append(a[0] + b[0])
    return found[0] if len(found) == 1 else None


def _field_or_gy(s: str, names: list[str], ctx) -> list[Symbol] | None:
    """"you have a Tuner in your field or GY", "... on your field or in your
    GY": one such card you control, or one in your GY (any of the two: the
    options of a one_of group), read as "you control ..." and "you have ...
    in your GY" are."""
    m = rx.fullmatch(r"you have (an?|1|another|NAME) (.+?)( in your field or gy| on your field or in your gy| in your field, gy, or banishment)", s)
    if m is None:
        m = rx.fullmatch(r"you have (NAME)()( in your field or gy| on your field or in your gy| in your field, gy, or banishment)", s)
    theirs = rx.fullmatch(r"your opponent has (an?|1|NAME) (.+?)( in their field or gy| on their field or in their gy)", s) if m is None else None
    if theirs is not None:  # "your opponent has a FIRE monster on their field or in their GY": the same, theirs
        phrase = f"{theirs.group(1)} {theirs.group(2)}"
        got = [state(f"your opponent controls {phrase}", names, ctx), state(f"your opponent has {phrase} in their gy", names, ctx)]
        return None if any(x is None or x[1] != len(names) or len(x[0]) != 1 for x in got) else [x[0][0] for x in got]
    if m is None:
        return None
    phrase = f"{m.group(1)} {m.group(2)}".strip()
    got = [state(f"you control {phrase}", names, ctx), state(f"you have {phrase} in your gy", names, ctx)]
    if "banishment" in m.group(3):  # "in your field, GY, or banishment": the banished cards too
        got.append(state(f"you have {phrase} in your banishment", names, ctx))
    if any(x is None or x[1] != len(names) or len(x[0]) != 1 for x in got):
        return None
    return [x[0][0] for x in got]


def _state_or_was(s: str, names: list[str], ctx) -> tuple[list[Symbol], str | None] | None:
    if s in _IN_ZONE:  # where it is activated from, not a condition
        return [], _IN_ZONE[s]
    if rx.fullmatch(r"this card is in your gy, except the turn (?:it was sent there|this card was sent to the gy)", s):
        return [c("not_sent_to_gy_this_turn")], "gy"
    m = rx.fullmatch(r"(this card is in (?:your|the) (?:gy|hand)) and (.+)|(.+) and (this card is in (?:your|the) (?:gy|hand))", s)
    if m:  # "this card is in your GY and you do not control "X"": where it is activated from, and the state
        where, rest = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        st = state(rest, names, ctx)
        if st is None or st[1] != len(names) or where.replace("the", "your") not in _IN_ZONE:
            return None
        return st[0], _IN_ZONE[where.replace("the", "your")]
    was = was_this_turn(s)
    if was:
        return [was[0]], was[1]
    m = rx.fullmatch(r"(this (?:face-up )?card(?: you controlled)?) (?:is in (?:the|your) gy because it )?was (.+?) this turn", s)
    if m:  # "this card was banished by its own effect this turn", "... because it was sent there from the field this turn"
        verb = re.sub(r"^sent there|(?<= and )sent there$", "sent to the gy", m.group(2))  # ("destroyed ... and sent there")
        subject = re.sub(r" you controlled$", " you control", m.group(1))  # (then: the event's controller, events.lp own)
        got = clause(f"{subject} is {verb}", names, ctx)
        if got is None or got[1] != len(names) or not got[0].self_card:
            return None
        cl = got[0]
        zone = cl.to_zone or ("gy" if c("to", "gy") in cl.ev else None)  # ("sent there as Link Material": to(gy))
        if rx.match(r"this card is in (?:the|your) gy", s) and zone != "gy":
            return None
        return [c("this_turn", cl.pattern())], zone
    here = _in_zone_and_state(f"if {s}", names, ctx)  # "this card is in your GY and you control ..."
    if here is not None and here.zones and not here.options:
        return here.conds, " ".join(here.zones)
    st = state(s, names, ctx)
    if st is None or st[1] != len(names):
        return None
    return st[0], None


# ---- "When ... is activated": responding to an activation ----------------------------
# (what, card filters, event filters) of the activation named; the response
# must be Chain Link directly above it (asp/events/events.lp responds_to_activation).
_ACTS = {
    "monster effect": ([c("monster")], [c("except", "card_activation")]),
    "spell card": ([c("spell")], [c("card_activation")]), "trap card": ([c("trap")], [c("card_activation")]),
    "spell/trap card": ([c("spell_trap")], [c("card_activation")]),
    "spell card or effect": ([c("spell")], []), "trap card or effect": ([c("trap")], []),
    "spell/trap card or effect": ([c("spell_trap")], []), "card or effect": ([c("any")], []),
    "normal spell/trap card": ([c("spell_trap"), c("subtype", "normal")], [c("card_activation")]),
    "link monster's effect": ([c("monster"), c("subtype", "link")], [c("except", "card_activation")]),
    "quick-play spell card": ([c("spell"), c("subtype", "quick_play")], [c("card_activation")]),
    "counter trap card": ([c("trap"), c("subtype", "counter")], [c("card_activation")]),
    "continuous trap card": ([c("trap"), c("subtype", "continuous")], [c("card_activation")]),
}
for _p, _kinds in (("normal", ("spell", "trap")), ("continuous", ("spell",)), ("field", ("spell",)), ("equip", ("spell",)),
                   ("ritual", ("spell",))):  # "a Field Spell Card is activated": a card of that property (state.lp subtype)
    for _k in _kinds:
        _ACTS[f"{_p} {_k} card"] = ([c(_k), c("subtype", _p)], [c("card_activation")])
# activation classes of asp/chain/chain.lp (activation_class/2): "a Spell/Trap Card, or monster effect" is any of
# them directly below (as the hand-written Light and Darkness Dragon); a Pendulum Monster Card's activation is a
# monster_effect there, so such a list of classes leaves none out
_CLASSES = {"spell card": "spell_card", "trap card": "trap_card", "spell/trap card": "spell_trap_card", "monster effect": "monster_effect"}
_WHERE_ACT = {" on the field": [c("from", "field")], " in the hand": [c("from", "hand")], " in the gy": [c("from", "gy")],
              " on the field or gy": [c("either", c("from", "field"), c("from", "gy"))],
              " in the hand or gy": [c("either", c("from", "hand"), c("from", "gy"))], "": []}


# "... that includes an effect that Special Summons a monster(s)": a category of the link directly below, derived
# from its operations (asp/chain/chain.lp includes/3)
_INCLUDES = {"special summons a monster(s)": "special_summon", "adds a card(s) from the deck to the hand": "add_from_deck_to_hand"}
# "... in response to <a link of this kind>": the link directly below was chained to such an activation
# (asp/events/events.lp below_responds_to; "a/another card or effect activation": any, chain.lp below_responding)
_RESPONSE_TO = {"your card or effect activation": ([], []), "your NAME card or effect activation": ([], []),
                "the activation of your NAME card or effect": ([], []),
                "your NAME monster's effect activation": ([c("monster")], [c("except", "card_activation")])}


def _rider(part: str, names: list[str]) -> tuple[str, list[str], list[Symbol]] | bool | None:
    """An activation head with a condition on the link directly below said
    after the kind of activation: the head without it, the names left for it,
    and the conditions; None when there is no such rider, False when there is
    one that is not read."""
    m = rx.fullmatch(r"(when .+?) that includes an effect that (.+)", part)
    if m:
        cat = _INCLUDES.get(m.group(2))
        return (m.group(1), names, [c("directly_above", c("includes", cat))]) if cat else False
    m = rx.fullmatch(r"(when .+? activates .+?) as chain link (\d+) or higher", part)
    if m:  # the link directly below is Chain Link N or higher: this one is N + 1 or higher
        return m.group(1), names, [c("chain_link_at_least", int(m.group(2)) + 1)]
    m = rx.fullmatch(r"(when .+?) that would destroy a card(?:\(s\))? on the field", part)
    if m:  # the link directly below destroys a card on the field when it resolves (Stardust Dragon's wording: chain.lp destroy_on_field)
        return m.group(1), names, [c("directly_above", c("includes", "destroy_on_field"))]
    m = rx.fullmatch(r"(when .+?),? that would inflict (?:effect )?damage( to you| to your opponent|)", part)
    if m:  # the link directly below inflicts that damage when it resolves (chain.lp below_damages)
        return m.group(1), names, [c("below_damages", {" to you": "own", " to your opponent": "opponent", "": "any"}[m.group(2)])]
    m = rx.fullmatch(r"when (an? .+?) that would inflict (?:effect )?damage to you is activated", part)
    if m:  # "When a card or effect that would inflict damage to you is activated": as "... is activated that would ..."
        return f"when {m.group(1)} is activated", names, [c("below_damages", "own")]
    m = rx.fullmatch(r"(when .+? activates .+?) during the battle phase", part)
    if m:  # the activation chained to is in the Battle Phase, as this one (battle.lp during_battle_phase)
        return m.group(1), names, [c("during_battle_phase")]
    m = rx.fullmatch(r"(when .+?) in response to (.+)", part)
    if not m:
        return None
    if m.group(2) in ("a card or effect activation", "another card or effect activation"):
        return m.group(1), names, [c("below_responding")]
    k = m.group(2).count("NAME")
    if m.group(2) not in _RESPONSE_TO or k > len(names):
        return False
    card, ev = _RESPONSE_TO[m.group(2)]
    if k:
        card = [*card, c("where", c("name_has", String(names[-1])))]
    pattern = c("ev", "activated", _all(card), _all([c("by", "own"), *ev]))
    return m.group(1), names[:len(names) - k], [c("below_responding"), c("below_responds_to", pattern)]


def _targeted(phrase: str, names: list[str], ctx) -> Symbol | None:
    """The filter of a targeted card ("a "X" monster(s)", "a card(s)", "a Link
    Monster(s)"): a monster face-down too when no statistics are named; "a
    face-up "X" card/monster" (a face-down card on the field shows no name:
    name_has already sees only face-up ones)."""
    face_up = phrase.startswith("face-up ")
    np = ctx.noun(re.sub(r"\(s\)$", "", phrase.removeprefix("face-up ")), names)
    if np is None or np[2] != len(names) or np[0] not in ("monster", "card"):
        return None
    kind, filters, _ = np
    if face_up and kind == "monster":
        filters = [c("face_up_monster"), *filters]
    elif face_up and not any(f.name in ("name_has", "card_named") for f in filters):
        return None
    if not filters:
        return c("monster_card") if kind == "monster" else c("any_card")
    if kind == "monster" and not any(f.name in ("monster_type", "attribute", "level_between", "subtype", "rank_between") for f in filters):
        filters = [c("card_type", "monster"), *filters]  # a "X" monster: a name says no card type
    return _combine(filters)


def _possessive_activation(part: str, names: list[str], ctx) -> list[Symbol] | None:
    """"When a Thunder monster's effect is activated in the hand (Quick Effect)", "When an opponent's DARK monster's
    effect is activated": a response to that activation (responds_to_activation, chained directly to it) like the
    other "When ... is activated" heads, the monster read as the event clause reads it (_activated); or None."""
    if not rx.fullmatch(r"when .+'s effect is activated(?: on the field| in the hand or gy| in the hand| in the gy)?", part):
        return None
    got = _activated(part[len("when "):], names, ctx)
    if got is None or got[1] != len(names):
        return None
    return [c("responds_to_activation", c("ev", "activated", _all(got[0].card), _all(got[0].ev)))]


def activation(part: str, names: list[str] = (), ctx=None) -> list[Symbol] | None:
    """"When your opponent activates a Spell/Trap Card or effect", "When a
    monster effect is activated on the field", "When a Spell/Trap Card, or
    monster effect, is activated": responds_to_activation(P), one per kind of
    activation named (any of them: a one_of group)."""
    m = rx.fullmatch(r"when (a monster your opponent controls activates its effect|a monster on the field activates its effect"
                     r"|another monster's effect is activated|another monster on the field activates its effect)", part)
    if m:
        card = [c("monster"), c("opponents")] if "opponent" in m.group(1) else [c("monster")] if m.group(1).startswith("a monster on") \
            else [c("monster"), c("except", "self")]
        ev = [c("except", "card_activation")] + ([c("from", "monster_zone")] if m.group(1).startswith("a monster") or "field" in m.group(1) else [])
        return [c("responds_to_activation", c("ev", "activated", _all(card), _all(ev)))]
    if rx.fullmatch(r"when another card,? or its effect,? is activated", part):  # any card but this one, or its effect
        return [c("responds_to_activation", c("ev", "activated", c("except", "self"), "any"))]
    m = rx.fullmatch(r"when a monster your opponent controls with (\d+) or more atk activates its effect", part)
    if m:  # its ATK as the activation sees it: face-up on the field (events.lp atk_at_least, r_event_stats)
        card, ev = [c("monster"), c("opponents"), c("atk_at_least", int(m.group(1)))], [c("except", "card_activation"), c("from", "monster_zone")]
        return [c("responds_to_activation", c("ev", "activated", _all(card), _all(ev)))]
    # "When your opponent's monster effect is activated", "When an opponent activates ...": the opponent activates it
    part = re.sub(r"^when (?:your opponent's|an opponent's) monster effect is activated$", "when your opponent activates a monster effect", part)
    # "When your opponent's card or effect is activated (that targets this card)": as "When your opponent activates ..."
    part = re.sub(r"^when (?:your opponent's|an opponent's) (card or effect|spell/trap card or effect|spell/trap card, or monster effect|"
                  r"spell/trap card|spell card|trap card),? is activated", r"when your opponent activates a \1", part)
    part = re.sub(r"^when an opponent activates ", "when your opponent activates ", part)
    # "When a card or effect is activated, except "X"": not a card of exactly that name (a card activated is face-up)
    but = None
    m = rx.fullmatch(r"(when .+?), except NAME", part)
    if m and names:
        part, but, names = m.group(1), c("except", c("where", c("card_named", String(names[-1])))), list(names[:-1])
    # "When a Spell Card that targets ... is activated": as "When a Spell Card is activated that targets ..."
    m = rx.fullmatch(r"when (an? .+?),? (that targets .+) is activated", part)
    if m:
        part = f"when {m.group(1)}{',' if ', or ' in m.group(1) else ''} is activated {m.group(2)}"
    # "... that targets this card": the activation targets this card (head_conditions.lp targets_self)
    target = rx.search(r" that targets this (?:face-up )?card(?: on the field)?$", part)
    if target:
        part = part[:target.start()]
    # "... that targets a "X" monster you control" (head_conditions.lp targets_card); "... that targets (exactly)
    # 1 monster you control (and no other cards)": that card is its only target (targets_only)
    aimed = rx.search(r" that targets (?:an?|1) (.+?)( you control| your opponent controls| on the field)$", part) if not target else None
    only = rx.search(r" that targets (?:exactly )?1 (.+?)(?: \(and no other cards\)( you control| your opponent controls| on the field)"
                     r"|( you control| your opponent controls| on the field) \(and no other cards\))$", part) if not target else None
    if aimed or only:
        got = aimed or only
        k = got.group(1).count("NAME")
        flt = _targeted(got.group(1), list(names[len(names) - k:]), ctx) if ctx is not None else None
        if flt is None:
            return None
        names = list(names[:len(names) - k])
        side = {" you control": "own", " your opponent controls": "opponent", " on the field": "any"}[got.group(2) or got.group(3)]
        part, target = part[:got.start()], c("targets_only" if only else "targets_card", side, flt)
    elif target:
        target = c("targets_self")
    m = rx.fullmatch(r"when (your opponent activates|you activate|a player activates) (?:an? )?(.+?)"
                     r"( on the field or gy| on the field| in the hand or gy| in the hand| in the gy)?", part)
    theirs = rx.fullmatch(r"when an? monster effect is activated on your opponent's field", part)
    if theirs:  # a monster effect on the field: in a Monster Zone (a Pendulum Zone holds Spells), the opponent's
        m = rx.fullmatch(r"when (your opponent activates) an? (monster effect)( on the field)", "when your opponent activates a monster effect on the field")
    their = rx.fullmatch(r"(when your opponent activates (?:an? )?.+?) in their (hand or gy|hand|gy)", part)
    if their:  # "in their hand": a card is activated in its own player's hand (GY), here the opponent's
        m = rx.fullmatch(r"when (your opponent activates) (?:an? )?(.+?)( in the (?:hand or gy|hand|gy))", f"{their.group(1)} in the {their.group(2)}")
    if m:
        who, what, where = m.group(1), m.group(2), m.group(3) or ""
    else:
        m = rx.fullmatch(r"when an? (.+?) is activated( on the field| in the hand or gy| in the hand| in the gy)?", part)
        if not m:
            return None
        who, what, where = None, m.group(1).rstrip(","), m.group(2) or ""
    if target is not None and where:
        return None
    if what == "NAME" and names:  # "When your opponent activates "X"": that card (its activation or effect)
        kinds = [([c("where", c("card_named", String(names[0])))], [])]
    elif what.startswith("NAME ") and what[5:] in _ACTS and names:  # "When a "F.A." Spell Card is activated": a "X" card's
        kinds = [([*_ACTS[what[5:]][0], c("where", c("name_has", String(names[0])))], _ACTS[what[5:]][1])]
    elif what in _ACTS:
        kinds = [_ACTS[what]]
    else:  # "a Spell/Trap Card, or monster effect", "a Spell Card, Trap Card, or monster effect": any of them
        items = [re.sub(r"^an? ", "", w) for w in re.split(r",? or |, ", what)]
        if len(items) < 2 or any(w not in _ACTS for w in items):
            return _possessive_activation(part, names, ctx) if who is None and target is None and but is None else None
        if who is None and not where and target is None and all(w in _CLASSES for w in items):
            return [c("classes", *[_CLASSES[w] for w in items])]  # activation classes (chain.lp activation_class)
        kinds = [_ACTS[w] for w in items]
    out = []
    for card, ev in kinds:
        card = [f for f in card if str(f) != "any"] + [but] if but is not None else card
        ev = list(ev) + _WHERE_ACT[where]
        if where == " on the field" and card == [c("monster")]:
            ev[-1] = c("from", "monster_zone")
        if where == " on the field or gy" and card == [c("monster")]:
            ev[-1] = c("either", c("from", "monster_zone"), c("from", "gy"))  # a monster effect on the field: in a Monster Zone (a Pendulum Zone holds Spells)
        if theirs:  # in the opponent's Monster Zone
            card = [*card, c("opponents")]
        if target is not None:
            ev.append(target)
        if who == "your opponent activates":
            ev.insert(0, c("by", "opponent"))
        elif who == "you activate":
            ev.insert(0, c("by", "own"))
        out.append(c("responds_to_activation", c("ev", "activated", _all(card), _all(ev))))
    return out


# ---- the Damage Step: "At the start of the Damage Step, if this card battles ..." ---------
_DS_PHASES = {"at the start of the damage step": "damage_step", "at the end of the damage step": "end_damage_step",
              "before damage calculation": "before_damage_calculation", "during damage calculation": "damage_calculation",
              "after damage calculation": "after_damage_calculation"}
_DS = "(" + "|".join(_DS_PHASES) + ")"
_CALCULATED = ("at the end of the damage step", "after damage calculation")  # damage calculation was performed


_PRE_CALC = ("at the start of the damage step", "before damage calculation", "during damage calculation")


def _battles(h: str, names: list[str], ctx) -> list[Symbol] | None:
    """"During damage calculation, if this card battles", "At the start of the
    Damage Step, if this card battles a Special Summoned monster", "... if your
    "X" monster battles (an opponent's monster)": the current attack before
    damage calculation (head_conditions.lp battling, in_battle_with/2,
    own_in_battle), or None."""
    m = rx.fullmatch(_DS + r",? if (.+?) (battles|battled)( an opponent's monster| your opponent's monster| (?:an?|an opponent's) .+)?", h)
    if not m or ctx is None:
        return None
    phase, who, verb, other = [c("during_phase", _DS_PHASES[m.group(1)])], m.group(2), m.group(3), m.group(4) or ""
    if m.group(1) == "after damage calculation" and (who != "this card" or verb == "battles"):
        # still in the battle that was calculated (before the end of the Damage Step); "this card battled", or battles
        # with no filter on the other monster: damage calculation was performed with it (_damage_step: battled, battled_with)
        if who == "this card" and other in ("", " an opponent's monster", " a monster"):
            return None
    elif m.group(1) not in _PRE_CALC or verb == "battled":
        return None
    if who in ("the equipped monster", "a monster equipped with this card") and verb == "battles":
        # the monster this card is equipped to battles (head_conditions.lp equipped_in_battle)
        if other in ("", " an opponent's monster", " your opponent's monster"):
            return phase + [c("equipped_in_battle", "opponent" if other else "any")] if not names else None
        o = rx.fullmatch(r" an opponent's (face-up )?(.+?)", other)
        np = ctx.noun(o.group(2), names) if o else None
        if np is None or np[0] != "monster" or not (np[1] or o.group(1)) or np[2] != len(names):
            return None
        return phase + [c("equipped_in_battle", "opponent", _combine(list(np[1]) + ([c("face_up_monster")] if o.group(1) else [])))]
    if who == "this card":
        if not other:
            return phase + [c("battling")] if not names else None
        if other in (" an opponent's monster", " a monster"):
            return None  # in_battle_with/1 (_damage_step)
        o = rx.fullmatch(r" (?:(an opponent's)|an?) (face-up )?(.+?)(,? that was special summoned from the extra deck)?", other)
        np = ctx.noun(o.group(3), names) if o else None
        if np is None or np[0] != "monster" or not (np[1] or o.group(2) or o.group(4)) or np[2] != len(names):
            return None
        filters = list(np[1]) + ([c("face_up_monster")] if o.group(2) else [])  # "a face-up non-DARK monster": said face-up
        filters += [c("special_summoned_from", "extra_deck")] if o.group(4) else []  # (asp/chain/targets.lp)
        return phase + [c("in_battle_with", "opponent" if o.group(1) else "any", _combine(filters))]
    if rx.match(r"(?:an?|an opponent's|your opponent's) ", who) and not who.endswith(" you control"):
        return _monster_battles(phase, who, other, names, ctx)
    if other not in ("", " an opponent's monster", " a monster"):
        return _own_battles_a_kind(phase, who, other, names, ctx)
    side = "opponent" if other else "any"  # ("your monster battles a monster": the other is always your opponent's)
    w = rx.fullmatch(r"your (other )?(.+)|(another|an?) (.+?) you control", who)
    if not w:
        return None
    phrase = w.group(2) or w.group(4)
    # "your other Dinosaur monster", "another monster you control": not this card (head_conditions.lp own_other_in_battle)
    cond = "own_other_in_battle" if w.group(1) or w.group(3) == "another" else "own_in_battle"
    if phrase == "monster":
        return phase + [c(cond, side)] if not names else None
    np = ctx.noun(phrase, names)
    if np is None or np[0] != "monster" or not np[1] or np[2] != len(names):
        return None
    return phase + [c(cond, side, _combine(np[1]))]


def _monster_battles(phase: list[Symbol], who: str, other: str, names: list[str], ctx) -> list[Symbol] | None:
    """"if a monster battles", "if a Link Monster battles a monster", "if an opponent's monster battles": a monster of
    either player (or of the opponent's), against anything or a monster (head_conditions.lp monster_battles), or None."""
    sides = r"(an opponent's|your opponent's|an?) (.+)"
    w = rx.fullmatch(sides, who)
    mine = ctx.noun(w.group(2), names) if w else None
    if mine is None or mine[0] != "monster":
        return None
    first = list(mine[1]) + ([c("controlled_by", "opponent")] if "opponent" in w.group(1) else [])
    target, used = c("any"), 0  # whatever it battles, a direct attack too
    if other:
        o = rx.fullmatch(" " + sides, other)
        theirs = ctx.noun(o.group(2), names[mine[2]:]) if o else None
        if theirs is None or theirs[0] != "monster":
            return None
        second = list(theirs[1]) + ([c("controlled_by", "opponent")] if "opponent" in o.group(1) else [])
        target, used = c("where", _combine(second) if second else c("any_card")), theirs[2]
    if mine[2] + used != len(names):
        return None
    return phase + [c("monster_battles", _combine(first) if first else c("any_card"), target)]


def _own_attacking(h: str, names: list[str], ctx) -> list[Symbol] | None:
    """"At the end of the Damage Step, if your "Mikanko" monster attacked", "During damage calculation, if your
    Pendulum Monster attacks an opponent's monster": a monster of yours that passes the filter declared the current
    attack (head_conditions.lp own_attacking; against an opponent's monster: own_in_battle), or None."""
    who = r"(your (.+?)|an? (.+?) you control) (attacks|attacked)( an opponent's monster)?"
    m = rx.fullmatch(_DS + r",? if " + who, h)
    phase, rest = (m.group(1), m.groups()[1:]) if m else (None, None)
    if m is None:
        m = rx.fullmatch(r"if " + who + r",? " + _DS, h)
        phase, rest = (m.group(6), m.groups()[:5]) if m else (None, None)
    if m is None or ctx is None:
        return None
    _, mine, theirs, verb, other = rest
    if (verb == "attacks") != (phase in _PRE_CALC) or (other and verb == "attacked"):
        return None  # "attacks": the attack going on, before damage calculation; "attacked": when it was calculated
    np = ctx.noun(mine or theirs, names)
    if np is None or np[0] != "monster" or not np[1] or np[2] != len(names):
        return None
    f = _combine(np[1])
    return [c("during_phase", _DS_PHASES[phase]), c("own_attacking", f), *([c("own_in_battle", "opponent", f)] if other else [])]


def _own_battles_a_kind(phase: list[Symbol], who: str, other: str, names: list[str], ctx) -> list[Symbol] | None:
    """"if your "X" monster battles an opponent's face-up monster", "if a monster you control battles an opponent's
    monster that was Special Summoned from the Extra Deck": a filter on each monster (head_conditions.lp
    own_in_battle_with), or None."""
    w = rx.fullmatch(r"your (.+)|an? (.+?) you control", who)
    o = rx.fullmatch(r" (?:an opponent's|an?) (face-up )?(.+?)(,? that was special summoned from the extra deck)?", other)
    if not w or not o:
        return None
    mine = ctx.noun(w.group(1) or w.group(2), names)
    if mine is None or mine[0] != "monster":
        return None
    theirs = ctx.noun(o.group(2), names[mine[2]:])
    if theirs is None or theirs[0] != "monster" or mine[2] + theirs[2] != len(names):
        return None
    filters = list(theirs[1]) + ([c("face_up_monster")] if o.group(1) else [])
    filters += [c("special_summoned_from", "extra_deck")] if o.group(3) else []
    if not filters:
        return None
    return phase + [c("own_in_battle_with", _combine(mine[1]) if mine[1] else c("any_card"), _combine(filters))]


_ATTACKED = {"": c("any"), " a defense position monster": c("where", c("position", "defense")),
             " a face-up defense position monster": c("where", c("both", c("face_up_monster"), c("position", "defense"))),
             " a face-down defense position monster": c("where", c("both", c("face_down_monster"), c("position", "defense"))),
             " an attack position monster": c("where", c("position", "attack")), " a special summoned monster": c("where", c("special_summoned"))}


def _calc_only(h: str) -> list[Symbol] | None:
    """"During damage calculation", "During your opponent's turn, at damage
    calculation": the sub-step alone, with no battle named; damage calculation
    is performed only for a continuing attack (damage_step.lp
    r_no_damage_calculation), so the text's "this/that battle" is it."""
    m = rx.fullmatch(r"during damage calculation(?:,? (?:\()?in either player's turn\)?)?"
                     r"|during (your opponent's|your) turn, at damage calculation|at damage calculation in (your opponent's|your) turn", h)
    if not m:
        return None
    turn = m.group(1) or m.group(2)
    return [c("during_phase", "damage_calculation"), *([c("opponent_turn" if "opponent" in turn else "your_turn")] if turn else [])]


def _battle_step(h: str, names: list[str], ctx) -> list[Symbol] | None:
    """"During the Battle Step, if this card battles an opponent's monster",
    "During your Battle Step, if this card battles", "During either player's
    Battle Step, when a Fusion Monster you control battles ...": the attack
    declared and not yet in its Damage Step (head_conditions.lp
    in_battle_step), and the battle as at a sub-step of the Damage Step
    (_battles), or None."""
    m = rx.fullmatch(r"during (the|your|either player's) battle step,? (?:if|when) (.+? battles\b.*)", h)
    got = _battles(f"during damage calculation, if {m.group(2)}", names, ctx) if m else None
    o = rx.fullmatch(r"this card battles (an opponent's|a) monster", m.group(2)) if m and got is None else None
    if o:  # head_conditions.lp in_battle_with/1, as at a sub-step of the Damage Step (_damage_step)
        got = [c("during_phase", "damage_calculation"), c("in_battle_with", "opponent" if "opponent" in o.group(1) else "any")]
    if not got or got[0] != c("during_phase", "damage_calculation"):
        return None
    return [c("in_battle_step"), *([c("your_turn")] if m.group(1) == "your" else []), *got[1:]]


def _damage_ahead(h: str) -> list[Symbol] | None:
    """"During damage calculation, when you would take battle damage (from an
    opponent's attacking monster)", "... when you are about to take 2000 or
    more battle damage", "... if a player would take battle damage", "...,
    while your LP are 2000 or less, if ...": the damage the calculation would
    inflict then (damage_step.lp battle_damage_ahead; the attacker the
    opponent's: head_conditions.lp attack_by), or None."""
    m = rx.fullmatch(r"during damage calculation,? (?:while (your lp are \d+ or (?:less|more)),? )?(?:when|if) (you|a player) "
                     r"(?:would take battle damage|(?:are|is) about to take (\d+) or more battle damage)"
                     r"( from an opponent's attacking monster| from an opponent's monster's attack)?", h)
    if not m:
        return None
    lp = state(m.group(1), [], None) if m.group(1) else ([], 0)
    if lp is None:
        return None
    side = "own" if m.group(2) == "you" else "any"
    return [c("during_phase", "damage_calculation"), *lp[0], c("battle_damage_ahead", side, int(m.group(3) or 1)),
            *([c("attack_by", "opponent")] if m.group(4) else [])]


def _damage_step(h: str, names: list[str] = (), ctx=None) -> list[Symbol] | None:
    got = _calc_only(h) or _damage_ahead(h)
    if got is not None:
        return got if not names else None
    m = rx.fullmatch(r"(.*during damage calculation) in (your opponent's|your) turn(,.*)", h)
    if m:  # "during damage calculation in your opponent's turn": and whose turn it is
        got = _damage_step(m.group(1) + m.group(3), names, ctx)
        return got + [c("opponent_turn" if "opponent" in m.group(2) else "your_turn")] if got else None
    h = h.replace("during damage calculation (in either player's turn)", "during damage calculation")
    h = h.replace("during damage calculation, in either player's turn,", "during damage calculation,")
    h = re.sub(r"(battles[^,]*), during that damage calculation$", r"\1, during damage calculation", h)  # the battle just said
    # "another monster" it battles is always another; "2 monsters battle": a monster battles a monster
    h = re.sub(r"^(.*\bif [^,]+? battles) another monster\b", r"\1 a monster", h)
    h = re.sub(r"\bif 2 monsters battle\b", "if a monster battles a monster", h)
    # a monster that "attacks or is attacked" battles (r_battling: the attacker or the attack target)
    h = re.sub(r"\b((?:when|if) (?:your [^,]+?|an? [^,]+? you control)) attacks or is attacked\b", r"\1 battles", h)
    # the monster this card attacks is always the opponent's
    h = re.sub(r"\bthis card (attacks|attacked) (?:an opponent's (defense|attack) position monster|a (defense|attack) position monster your "
               r"opponent controls)", lambda m: f"this card {m.group(1)} a{'n' if (m.group(2) or m.group(3)) == 'attack' else ''} "
               f"{m.group(2) or m.group(3)} position monster", h)
    # "when" at a sub-step of the Damage Step is the state then, as "if" ("At the start of the Damage Step, when your
    # Cyberse monster battles", "When a Psychic-Type monster you control battles ..., after damage calculation")
    h = re.sub(r"^" + _DS + r", when (this card|(?:your|an?) [^,]+?) battles\b", r"\1, if \2 battles", h)
    h = re.sub(r"^when (this card|(?:your|an?) [^,]+?) battles\b([^,]*),? " + _DS + "$", r"if \1 battles\2, \3", h)
    h = re.sub(r"^if the equipped monster attacks or is attacked,? after damage calculation$",
               "after damage calculation, if the equipped monster battles", h)  # it battled, a direct attack too
    m = rx.fullmatch(r"if ((?:this card (?:attacks|attacked|is attacked)|[^,]+? (?:battles|battled))(?: [^,]+)?),? " + _DS, h)
    if m:  # "If this card battles a monster, after damage calculation": the sub-step said last
        who = m.group(1)
        if m.group(2) == "at the end of the damage step":  # "If this card attacks, at the end of the Damage Step": it attacked
            who = re.sub(r"^this card attacks\b", "this card attacked", re.sub(r"^this card battles\b", "this card battled", who))
        h = f"{m.group(2)}, if {who}"
    got = _battles(h, names, ctx)
    if got is not None:
        return got
    got = _own_attacking(h, names, ctx)
    if got is not None:
        return got
    m = rx.fullmatch(_DS + r",? if this (face-up attack position )?card is (?:being )?(?:attacked|targeted for an attack)"
                     r"(?: by (?:an|your) opponent's monster)?", h)
    if m and m.group(1) in _PRE_CALC:  # the attack target of the attack going on (battle.lp attacked; always an opponent's attacker)
        pos = [c("count_at_least", "own", "monster_zone", c("all_of", "self", c("all_of", "face_up", c("where", c("position", "attack")))), 1)]
        return [c("during_phase", _DS_PHASES[m.group(1)]), c("attacked", "self"), *(pos if m.group(2) else [])]
    m = rx.fullmatch(r"after damage calculation,? if this card is attacked( by a monster| by an opponent's monster)?", h)
    if m:  # the attack target, after damage calculation with a monster (battle.lp attacked)
        return [c("during_phase", "after_damage_calculation"), c("attacked", "self"),
                c("battled_with", "opponent" if m.group(1) and "opponent" in m.group(1) else "any")]
    m = rx.fullmatch(_DS + r",? if this card (attacks|attacked)(| a monster| an? [a-z -]+ monster| an opponent's monster)", h)
    if m and m.group(1) == "after damage calculation" and m.group(3) in ("", " a monster", " an opponent's monster"):
        # the attacker, after damage calculation with a monster of that side (or any target, a direct attack too)
        side = [c("battled_with", "opponent" if "opponent" in m.group(3) else "any")] if m.group(3) else []
        return [c("during_phase", "after_damage_calculation"), c("attacking", "any"), *side]
    if m and m.group(1) in _PRE_CALC and m.group(2) == "attacks" and m.group(3) in (" a monster", " an opponent's monster"):
        # the attacker, battling a monster (of the opponent's): not a direct attack (head_conditions.lp attacking, in_battle_with/1)
        return [c("during_phase", _DS_PHASES[m.group(1)]), c("attacking", "any"),
                c("in_battle_with", "opponent" if "opponent" in m.group(3) else "any")]
    if m and m.group(1) == "at the start of the damage step" and m.group(2) == "attacked" and m.group(3) in (" a monster", " an opponent's monster"):
        return [c("during_phase", "damage_step"), c("attacking", "any"), c("in_battle_with", "opponent" if "opponent" in m.group(3) else "any")]
    if m and m.group(3) in _ATTACKED:  # this card is the attacker (head_conditions.lp attacking)
        # "attacked" at the start of the Damage Step: the attack declared in the Battle Step, the one going on
        if m.group(2) == "attacks" and m.group(1) == "at the end of the damage step":
            return None
        if m.group(2) == "attacked" and m.group(1) not in ("at the end of the damage step", "at the start of the damage step"):
            return None
        if "face-down" in m.group(3) and m.group(1) != "at the start of the damage step":
            return None  # the filter is judged at activation: later, the attacked monster has been flipped face-up
        return [c("during_phase", _DS_PHASES[m.group(1)]), c("attacking", _ATTACKED[m.group(3)])]
    m = rx.fullmatch(r"(?:if (?:your opponent's|an opponent's) monster attacks,? (" + "|".join(_PRE_CALC) + ")"
                     r"|(" + "|".join(_PRE_CALC) + r"),? if (?:your opponent's|an opponent's) monster attacks)", h)
    if m:  # the attacker is the opponent's (head_conditions.lp attack_by), a direct attack too
        return [c("during_phase", _DS_PHASES[m.group(1) or m.group(2)]), c("attack_by", "opponent")]
    m = rx.fullmatch(r"(before damage calculation|during damage calculation),? if (a monster you control|your monster|your (.+?)) is (?:being )?attacked", h)
    if m:  # a monster of yours is the attack target (damage_step.lp own_monster_attacked, head_conditions.lp with a filter)
        if not m.group(3):
            return [c("during_phase", _DS_PHASES[m.group(1)]), c("own_monster_attacked")] if not names else None
        np = ctx.noun(m.group(3), names) if ctx is not None else None
        if np is None or np[0] != "monster" or not np[1] or np[2] != len(names):
            return None
        return [c("during_phase", _DS_PHASES[m.group(1)]), c("own_monster_attacked", _combine(np[1]))]
    m = rx.fullmatch(r"at the end of the damage step, (?:when this card (attacks|battles) an opponent's monster, but the opponent's monster "
                     r"was not destroyed by the battle|if an opponent's monster that battled this card is not destroyed"
                     r"|if this card battled an opponent's monster that was not destroyed)", h)
    if m:  # damage calculation with it did not destroy it (head_conditions.lp battled_not_destroyed)
        return [c("during_phase", "end_damage_step"), *([c("attacking", "any")] if m.group(1) == "attacks" else []),
                c("battled_not_destroyed", "opponent")]
    m = rx.fullmatch(r"if an? (.+?) you control destroys (an opponent's monster|a monster) by battle,? after damage calculation", h)
    np = ctx.noun(m.group(1), names) if m and ctx is not None else None
    if np is not None and np[0] == "monster" and np[1] and np[2] == len(names):  # (head_conditions.lp own_destroyed_in_battle)
        return [c("during_phase", "after_damage_calculation"),
                c("own_destroyed_in_battle", "opponent" if "opponent" in m.group(2) else "any", _combine(np[1]))]
    m = rx.fullmatch(r"if this (attacking )?card destroys (an opponent's monster|a monster) by battle,? after damage calculation", h)
    if m:  # damage calculation destroyed the monster it battled, still on the field (head_conditions.lp destroyed_in_battle)
        return [c("during_phase", "after_damage_calculation"), c("destroyed_in_battle", "opponent" if "opponent" in m.group(2) else "any"),
                *([c("attacking", "any")] if m.group(1) else [])]
    if h == "at the end of the damage step, if the equipped monster attacked":  # head_conditions.lp equipped_attacking
        return [c("during_phase", "end_damage_step"), c("equipped_attacking")]
    m = rx.fullmatch(_DS + r",? if this card (battles|battled)( an opponent's monster| a monster|)", h)
    if not m:
        m2 = rx.fullmatch(r"if this card (battles) (an opponent's monster|a monster),? (during damage calculation|before damage calculation)", h)
        if not m2:
            return None
        phase, verb, other = m2.group(3), m2.group(1), m2.group(2)
    else:
        phase, verb, other = m.groups()
    if verb == "battled" and phase not in _CALCULATED:
        return None
    if not other:  # "if this card battled": a direct attack too (head_conditions.lp battled)
        return [c("during_phase", _DS_PHASES[phase]), c("battled")] if phase in _CALCULATED and (verb == "battled" or phase == "after damage calculation") else None
    side = "opponent" if "opponent" in other else "any"
    # after damage calculation, "battles" is the battle that was calculated
    cond = c("battled_with", side) if verb == "battled" or phase == "after damage calculation" else c("in_battle_with", side)
    return [c("during_phase", _DS_PHASES[phase]), cond]
