"""Summons, searches and Deck actions in effect bodies (issue 15, summons
part 3): the Deck actions of more wordings, and choices among several named
kinds of card ("1 "X" or "Y" monster", "1 "X" monster or 1 "Y"").

A Deck action is recorded on the timeline (asp/chain/operations.lp): the
Deck is not listed, so which card it is (the filter of the text) is not
modelled, only how many cards move. A clause whose words could change the
operation (another place, a later time, "ignoring its Summoning
conditions", "instead", a count not fixed) is not read here.
"""

from __future__ import annotations

import re

from clingo import Symbol

from . import rx
from .templates import NUM, c

_N = r"(\d+|one|two|three)"
# "add 1 "X" card from your Deck to your hand", "add from your Deck to your hand, 1 ..." (the older order),
# "Special Summon 2 "X" monsters from your Deck in Defense Position", "send 1 ... from your Deck to the GY".
# ("from the Deck": the older wording of the same, the effect's player's Deck.)
_DECK = [
    (re.compile(rf"^add {_N} (.+?),? from your deck to (?:your|the) hand(.*)$"), "add_from_deck_to_hand"),
    (re.compile(rf"^add from your deck to your hand,? {_N} (.+?)()$"), "add_from_deck_to_hand"),
    (re.compile(rf"^special summon {_N} (.+?),? from (?:your|the) deck(.*)$"), "special_summon_from_deck"),
    (re.compile(rf"^send {_N} (.+?),? from your deck to (?:the|your) gy(.*)$"), "send_from_deck_to_gy"),
    (re.compile(rf"^set {_N} (.+?),? (?:directly )?from your deck(?: to your spell & trap zone)?(.*)$"), "set_from_deck"),
]
# a Spell/Trap (set_from_deck Sets only these: a monster is Set face-down in Defense Position, which is not read)
_SPELL_TRAP = re.compile(r"\b(?:spells?|traps?|spells?/traps?)(?: cards?)?\b")
_POSITION = (r"in (?:(?:face-up |face-down )?(?:attack|defense) position"
             r"(?: or (?:face-up |face-down )?(?:attack |defense )?position| or face-down defense position)?|face-up or face-down defense position)")
# What may follow the Deck and its destination: only words about which card it is (the position of a Deck Summon is not
# recorded: the Deck's card is not a card of the scenario).
_TAIL = re.compile(rf"^(?:,? {_POSITION})?(?:,? (?:except|that|which|with|whose) .+)?$")
_SUMMON_TAIL = re.compile(rf"^(?:,? {_POSITION})?(?:,? (?:except|that|which|with|whose) [^,]+)?(?:,? {_POSITION})?$")
# The kind of card, up to a relative clause ("1 Level 4 LIGHT "X" monster"): words that say more than which card (another
# place, a time, another operation, a count that is not fixed) are not read.
_NOT_A_KIND = re.compile(r"\b(?:instead|during|then|ignoring|treated|zone|(?:the|your|their|either|opponent's) field|hand|gy|banish\w*|extra|deck|draw|"
                         r"discard|destroy|shuffle|place|return|reveal|tribute|equip(?! spells?\b)|gains?|loses?|cannot|can|if|each(?! other)|equal to|"
                         r"number of|as an?|to|from (?:your|the|a|an|their)|your opponent|either player|until|make|and/or|up to|any|summon\w*|set|add|"
                         r"send)\b|[;:]")
# A relative clause ("that cannot be Normal Summoned/Set", "with the same name as the banished Spell Card") says which card:
# any words, but not another place, a time, a count or an operation.
_NOT_A_FILTER = re.compile(r"\b(?:instead|during|then|ignoring|treated as|(?:from|to) (?:your|the|their|either) (?:hand|gy|deck|extra deck|banishment|field)|"
                           r"each(?! other)|up to|any number|and/or \d|for each|until|and (?:special summon|add|send|set|banish|destroy|shuffle|place|"
                           r"return|discard|draw|equip|make|you)|(?:it|they) (?:gains?|loses?|cannot|can|is|are))\b|[;:]")
_RELATIVE = re.compile(r"\b(?:with|that|which|whose)\b")


def deck_action(part: str) -> Symbol | None:
    """The Deck action of a clause (normalised: compiler._norm) that only moves cards from the Deck, or None:
    the op for 1 card, or for N cards (asp/chain/operations.lp)."""
    for pattern, op in _DECK:
        m = pattern.fullmatch(part)
        if not m:
            continue
        n, what, tail = m.groups()
        if not (_SUMMON_TAIL if op == "special_summon_from_deck" else _TAIL).fullmatch(tail):
            return None
        kind, rel = (_RELATIVE.split(what, 1) + [""])[:2]
        if _NOT_A_KIND.search(kind) or _NOT_A_FILTER.search(rel) or _NOT_A_FILTER.search(re.sub(_POSITION, "", tail)):
            return None
        # "1 Ritual Monster and 1 Ritual Spell": 2 cards; "1 X or 1 Y", "with 800 ATK and 1000 DEF", "2 (1 X and 1 Y)": as said
        count = NUM[n] if n in NUM else int(n)
        count += sum(int(x) for x in re.findall(r"\band (\d) (?!atk\b|def\b|or\b)", re.sub(r"\([^)]*\)", "", what)))
        if op == "set_from_deck" and (count != 1 or not _SPELL_TRAP.search(what) or rx.search(r"\bmonsters?\b", what)):
            return None  # (Set 1 Spell and 1 Trap: set_from_deck Sets one card)
        return c(op) if count == 1 else c(op, count)
    return None


_LEVELS = r"\blevel \d+(?:(?:,| or|, or) \d+)*(?: or (?:lower|higher))?"


def alternatives(what: str, names: list[str], one) -> Symbol | None:
    """The filter of a phrase naming several kinds of card, any of which fits: ""X" or "Y" monster" (the noun is
    of both: a "X" monster or a "Y" monster), ""X" monster or 1 "Y"", ""X", "Y", or "Z"" (each name alone: that
    card). one(phrase, names) is the filter of one kind; None when a part has none."""
    if rx.fullmatch(r"monsters? NAME", what):  # "1 monster "Fur Hire"": a "Fur Hire" monster
        return one("NAME monster", names)
    top = re.split(r",? or 1 |, 1 ", what)
    if len(top) > 1:  # "1 "X" monster or 1 "Y" or "Z" Ritual Monster": "1" starts each alternative, read alone
        filters, at = [], 0
        for p in top:
            k = p.count("NAME")
            several = rx.search(r",? or |, ", re.sub(_LEVELS, "", p))  # ("Level 7 or 8" is one filter)
            f = alternatives(p, names[at:at + k], one) if several else one(p, names[at:at + k])
            if f is None:
                return None
            filters.append(f)
            at += k
        out = filters[-1]
        for f in reversed(filters[:-1]):
            out = c("either", f, out)
        return out
    # "Level 3, 4, or 5", "Level 4 or lower" are one filter: kept whole while the phrase is split
    what = re.sub(_LEVELS, lambda m: m.group(0).replace(" ", "_").replace(",", "~"), what)
    parts = [p.replace("_", " ").replace("~", ",") for p in re.split(r",? or (?:1 )?|, (?:1 )?", what)]
    if len(parts) < 2 or "" in parts:
        return None
    counts = [p.count("NAME") for p in parts]
    if sum(counts) != len(names):
        return None
    last = rx.fullmatch(r"NAME (.+)", parts[-1])
    if last and not rx.search(r"\bor 1 |, 1 ", what) and all(p == "NAME" for p in parts[:-1]):
        parts = [f"NAME {last.group(1)}"] * len(parts)  # ""X" or "Y" monster": each a monster
    filters, at = [], 0
    for p, k in zip(parts, counts):
        f = one(p, names[at:at + k])
        if f is None:
            return None
        filters.append(f)
        at += k
    out = filters[-1]
    for f in reversed(filters[:-1]):
        out = c("either", f, out)
    return out
