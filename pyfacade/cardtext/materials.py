"""Summoning procedures and materials: the card-level clauses of a monster's
text that are not effects (asp/legality/materials.lp, summon_conditions.lp).

- the material line of an Extra Deck monster ("1 Tuner + 1+ non-Tuner
  monsters", "2 Level 4 monsters", "\"A\" + \"B\"", "2+ Effect Monsters"):
  one material(K, G, Min, Max, Filter) fact per group;
- Summoning conditions ("Cannot be Special Summoned", "Must (first) be
  Fusion Summoned", "Cannot be Special Summoned from the GY"), "You can only
  Special Summon X once per turn this way", "You can only control 1 X";
- its own Summoning procedure ("You can Special Summon this card (from your
  hand) by ...", "Must first be Special Summoned ... by ..."): the card has
  one (summon_procedure) whose text is not understood yet
  (procedure_not_understood), so such a Summon is not judged;
- the names it is known by ("(This card is always treated as a \"X\"
  card.)", "This card's name becomes \"X\" while on the field or in the GY").

Each reader returns True when it understood the clause; the compiler states
the others as not modelled (effect 0), never drops them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from clingo import String, Symbol

from . import rx
from .templates import NUM, c

if TYPE_CHECKING:
    from .compiler import Compiler

MANY = 99  # "N+": no upper bound but the field's
_METHODS = ("fusion", "synchro", "xyz", "link", "ritual")
_SUBTYPES = {"effect": "effect", "synchro": "synchro", "xyz": "xyz", "link": "link", "fusion": "fusion",
             "normal": "normal", "pendulum": "pendulum", "ritual": "ritual"}


def _norm(text: str) -> str:
    from .compiler import _norm as norm
    return norm(text)


def _count(word: str) -> int | None:
    return NUM.get(word.lower()) or (int(word) if word.isdigit() else None)


def _both(filters: list[Symbol]) -> Symbol:
    if not filters:
        return c("any")
    out = filters[-1]
    for f in reversed(filters[:-1]):
        out = c("both", f, out)
    return out


def _descriptor(comp: "Compiler", text: str) -> Symbol | None:
    """The filter of one material group's descriptor ("Level 4 WATER
    monsters", "non-Tuner Winged Beast monsters", "\"Blue-Eyes\" monster")."""
    from .compiler import declared, type_words
    d, filters = text.strip(), []
    if rx.fullmatch(r'"[^"]+"', d):  # a card named exactly so
        return c("card_named", String(d[1:-1]))
    attributes = {a.upper(): a for a in declared("attribute")}
    types = sorted(type_words(), key=len, reverse=True)
    while d:
        m = rx.match(r"Level (\d+)( or lower)? ", d)
        if m:
            filters.append(c("level_at_most" if m.group(2) else "level", int(m.group(1))))
            d = d[m.end():]
            continue
        m = rx.match(r"Rank (\d+)( or lower)? ", d)
        if m:
            filters.append(c("rank_at_most" if m.group(2) else "rank", int(m.group(1))))
            d = d[m.end():]
            continue
        m = rx.match(r"([A-Z]+) ", d)
        if m and m.group(1) in attributes:
            filters.append(c("attribute", attributes[m.group(1)]))
            d = d[m.end():]
            continue
        m = rx.match(r'"([^"]+)" ', d)
        if m:
            filters.append(c("name_has", String(m.group(1))))
            d = d[m.end():]
            continue
        if d.startswith("non-Tuner"):
            filters.append(c("not_subtype", "tuner"))
            d = d[len("non-Tuner"):].lstrip()
            if rx.fullmatch(r"s?", d):
                return _both(filters)
            continue
        low = d.lower()
        ty = next((t for t in types if rx.match(re.escape(t) + r"(?:-type)? ", low)), None)
        if ty:
            filters.append(c("monster_type", type_words()[ty]))
            d = d[len(ty):].removeprefix("-Type").lstrip()
            continue
        break
    m = rx.fullmatch(r"(Tuner )?(?:(Effect|Synchro|Xyz|Link|Fusion|Normal|Pendulum|Ritual) )?(?:[Mm]onsters?|Tuners?)", d)
    if not m:
        return None
    if m.group(1) or d.startswith("Tuner"):
        filters.append(c("subtype", "tuner"))
    if m.group(2):
        filters.append(c("subtype", _SUBTYPES[m.group(2).lower()]))
    return _both(filters)


def material_line(comp: "Compiler", line: str) -> bool:
    """The first line of an Extra Deck monster: material/5 facts, or the
    line stated as not understood (materials_not_understood/2)."""
    groups = parse_materials(comp, line)
    if groups is None:
        comp.card_missing.append(line)
        comp.card_facts.append(comp.fact("materials_not_understood", String(" ".join(line.split()))))
        return False
    for g, (lo, hi, flt) in enumerate(groups, 1):
        comp.card_facts.append(comp.fact("material", g, lo, hi, flt))
    return True


def parse_materials(comp: "Compiler", line: str) -> list[tuple[int, int, Symbol]] | None:
    text = line.strip().rstrip(".")
    if rx.search(r"[,()]| or (?!more|lower)|\bincluding\b|\bexcept\b|\bdifferent\b|\bnon-(?!Tuner)", re.sub(r'"[^"]*"', "NAME", text)):
        return None  # alternatives, "including", "with different names", "non-WIND": not yet
    parts = re.split(r' \+ (?=(?:[^"]*"[^"]*")*[^"]*$)', text)
    out = []
    for part in parts:
        m = rx.fullmatch(r"(\d+|one|two|three)(\+| or more)? (.+)", part.strip())
        if m:
            n = _count(m.group(1))
            lo, hi, desc = n, (MANY if m.group(2) else n), m.group(3)
        else:
            lo, hi, desc = 1, 1, part.strip()
        flt = _descriptor(comp, desc)
        if flt is None or not lo:
            return None
        out.append((lo, hi, flt))
    return out


# ---- sentences about how the card is Summoned (effect 0) -------------------------

_CONDITIONS = [
    (r"(?:this card )?cannot be special summoned", lambda m: c("cannot_special_summon")),
    (r"(?:this card )?cannot be special summoned from the (gy|deck)", lambda m: c("cannot_special_summon_from", m.group(1))),
    (r"must be (fusion|synchro|xyz|link|ritual) summoned(?: and cannot be special summoned by other ways)?", lambda m: c("must_be", m.group(1))),
    (r"must first be (fusion|synchro|xyz|link|ritual) summoned", lambda m: c("must_first_be", m.group(1))),
    (r"must be special summoned by its own effect(?:,? and cannot be special summoned by other ways)?", lambda m: c("must_be_by_own_effect")),  # asp/legality/own_summons.lp
    (r"must first be special summoned by its own effect", lambda m: c("must_first_be_by_own_effect")),
    (r"must be special summoned by (?:a )?card effect(?:,? and cannot be special summoned by other ways)?", lambda m: c("must_be_by_card_effect")),
]
_PROCEDURE = re.compile(r"^(?:(?:if|while) [^:]*, )?you can special summon this card \(from your (?:hand|gy|hand or gy|gy or hand)\)"
                        r"|^must (?:first )?be special summoned \(from your (?:hand|gy|hand or gy|extra deck)\) by ")


# A Ritual Monster's note naming the Ritual Spells that Ritual Summon it (OCG
# text 「X」により降臨, also in the older "can only be Ritual Summoned with the
# Ritual Spell Card, X"): not an effect, and it adds nothing to the rules: a
# Ritual Summon is the Ritual Spell's, whose own text names the monsters it
# Summons (asp/chain/ritual.lp, ritual_summon(Filter, Levels)). Understood,
# nothing to state.
RITUAL_NOTE = re.compile(r"you can ritual summon this card with (?:NAME(?: or NAME)?|an? NAME card|any NAME (?:ritual spell(?: card)?|card))"
                         r"|this (?:card|monster) can only be ritual summoned with the ritual spell card, NAME")


# "This card's Special Summon cannot be negated": about its Summons, read
# before it is on the field (special_summon_unnegatable/1,
# asp/effects/summon_negation.lp), not an effect of it.
UNNEGATABLE = re.compile(r"this card's special summon cannot be negated")


# Another way to Xyz Summon it ("[Once per turn, ][during/if ..., ]you can also
# Xyz Summon this card by using ... Xyz Monster you control (transfer its
# materials)"): a Summoning procedure, not an effect (Yugipedia "Xyz Summon":
# such an Xyz Monster can also be Xyz Summoned by using an Xyz Monster as
# material rather than its listed materials): xyz_procedure/2 when
# understood (_alt_xyz), else stated, with the fact
# xyz_procedure_not_understood/2 (legality/materials.lp).
ALT_XYZ = re.compile(r"(?:[^:]*, )?you can also xyz summon (?:NAME|this card) by .+")
# The note after it: the Xyz Monster's materials go to the one Summoned.
TRANSFER_NOTE = re.compile(r"\((?:transfer its materials to this card|(?:if you used an xyz monster, any )?xyz materials attached to (?:it|that monster) "
                           r"also become xyz materials on this card)\.?\)")
# "(This is treated as an Xyz Summon. Transfer its materials to the Summoned
# monster.)" after a Rank-Up effect's Special Summon "by using it as material":
# about that Summon, so part of that effect (compiler.py), not of the card.
SUMMON_NOTE = re.compile(r"\(this is treated as an? (?:xyz|fusion|synchro|link) summon\.?(?: transfer its materials to the summoned monster\.?)?\)")
# "Cannot be Synchro Summoned" (a Summoning condition: summon_condition cannot_be(M))
CANNOT_BE = re.compile(r"(?:this card )?cannot be (fusion|synchro|xyz|link) summoned")
# "A Fusion Summon of this card can only be done with the above Fusion
# Materials": no Fusion Substitute Monster stands in for a material
# (Yugipedia "Fusion Substitute Monster"). legality/materials.lp already
# asks every material of every Fusion Summon to fit the material line
# (r_summon_materials) and knows no substitute: understood, nothing to state.
FUSION_LISTED_ONLY = re.compile(r"an? fusion summon of this card can only be (?:done|conducted) with the above fusion materials?(?: monsters)?")


def card_note(t: str) -> bool:
    """A sentence (normalised) that is a note about the card, not an effect."""
    return bool(RITUAL_NOTE.fullmatch(t) or UNNEGATABLE.fullmatch(t) or ALT_XYZ.fullmatch(t) or CANNOT_BE.fullmatch(t)
                or FUSION_LISTED_ONLY.fullmatch(t))


def card_clause(comp: "Compiler", text: str) -> bool:
    """A sentence or parenthesised note about the card that is not an
    effect; stated as not modelled (effect 0) when not understood."""
    if _understood(comp, text):
        return True
    comp.card_missing.append(text)
    return False


def _understood(comp: "Compiler", text: str) -> bool:
    t, names, k = _norm(text), re.findall(r'"([^"]+)"', text), comp.card
    if k.card_type == "monster" and "Ritual" in k.type_line and RITUAL_NOTE.fullmatch(t):
        return True
    if k.card_type == "monster" and "Xyz" in k.type_line and ALT_XYZ.fullmatch(t):
        flt = _alt_xyz(comp, text)
        if flt is not None:
            comp.card_facts.append(comp.fact("xyz_procedure", flt))
            return True
        comp.card_facts.append(comp.fact("xyz_procedure_not_understood", String(" ".join(text.split()))))
        return False
    if k.card_type == "monster" and "Xyz" in k.type_line and TRANSFER_NOTE.fullmatch(t) and comp.card_missing:
        return _transfer_note(comp, text)
    # "(You do not use "Polymerization".)" after its procedure from the Extra Deck (Contact Fusion): that Special
    # Summon is not a Fusion Summon (Yugipedia "Contact Fusion"), as the engine has it: the procedure is a Summon
    # action how: special, never how: fusion
    if (k.card_type == "monster" and "Fusion" in k.type_line and rx.fullmatch(r"\(you do not use NAME\.?\)", t)
            and any(f.name == "summon_condition" and f.arguments[1].name.endswith("_by_procedure") for f in comp.card_facts)):
        return True
    if k.card_type == "monster" and "Fusion" in k.type_line and FUSION_LISTED_ONLY.fullmatch(t):
        return True
    m = CANNOT_BE.fullmatch(t)
    if k.card_type == "monster" and m:
        comp.card_facts.append(comp.fact("summon_condition", c("cannot_be", m.group(1))))
        return True
    if k.card_type == "monster" and UNNEGATABLE.fullmatch(t):
        comp.card_facts.append(comp.fact("special_summon_unnegatable"))
        return True
    if k.card_type == "monster":
        for pat, make in _CONDITIONS:
            m = rx.fullmatch(pat, t)
            if m:
                comp.card_facts.append(comp.fact("summon_condition", make(m)))
                return True
        # "Cannot be Normal Summoned, unless you control a "X" monster": its face-up Normal Summon only (it can be Set)
        m = rx.fullmatch(r"cannot be normal summoned, unless you control an? NAME monster", t)
        if m and len(names) == 1:
            comp.card_facts.append(comp.fact("normal_summon_unless", c("own_monster", c("name_has", String(names[0])))))
            return True
        # how its Normal Summon or Set is made (asp/legality/own_summons.lp)
        m = rx.fullmatch(r"requires (3|three) tributes to normal summon \(cannot be normal set\)", t)
        if m:
            comp.card_facts += [comp.fact("summon_tributes", _count(m.group(1))), comp.fact("no_normal_set")]
            return True
        m = rx.fullmatch(r"must be normal summoned/set by tributing (3|three) monsters", t)
        if m:
            comp.card_facts.append(comp.fact("summon_tributes", _count(m.group(1))))
            return True
        if rx.fullmatch(r"cannot be normal summoned \(but can be normal set\)", t):
            comp.card_facts.append(comp.fact("no_normal_summon"))
            return True
        if rx.fullmatch(r"(?:this card |this monster )?cannot be normal summoned(?:/set| or set)", t):
            comp.card_facts.append(comp.fact("subtype", "special_summon_only"))
            return True
        if _PROCEDURE.match(t):
            return _procedure(comp, text, t, names)
        m = rx.fullmatch(r"must (first )?be special summoned (?:with|by) NAME(?: and cannot be special summoned by other ways)?", t)
        if m and len(names) == 1:
            cond = "must_first_be_by" if m.group(1) else "must_be_by"
            comp.card_facts.append(comp.fact("summon_condition", c(cond, c("card_named", String(names[0])))))
            return True
        m = rx.fullmatch(r"(?:this card )?cannot be special summoned except (?:with|by) NAME", t)
        if m and len(names) == 1:
            comp.card_facts.append(comp.fact("summon_condition", c("must_be_by", c("card_named", String(names[0])))))
            return True
        m = rx.fullmatch(r"must be special summoned (?:with|by) the effect of an? NAME card", t)
        if m and len(names) == 1:
            comp.card_facts.append(comp.fact("summon_condition", c("must_be_by", c("name_has", String(names[0])))))
            return True
        if (rx.fullmatch(r"\(?you can only special summon NAME once per turn this way\)?", t) and names == [k.name]
                and any(f.name == "summon_procedure" for f in comp.card_facts)):
            comp.card_facts.append(comp.fact("summon_limit", "this_way", "once_per_turn"))
            return True
    # "1 face-up X" is what the rule counts (r_control_limit: face-up copies)
    m = rx.fullmatch(r"you can only control (1|one|2|two|3|three) (?:face-up )?NAME(?: monster| card)?", t)
    if m and names == [k.name]:
        comp.card_facts.append(comp.fact("control_limit", _count(m.group(1))))
        return True
    m = rx.fullmatch(r"\(this card is always treated as an? NAME(?: and NAME)? card\.?\)", t)
    if m and len(names) == t.count("NAME"):
        comp.card_facts += [comp.fact("treated_as", String(n)) for n in names]
        return True
    return False


def _transfer_note(comp: "Compiler", text: str) -> bool:
    """"(Transfer its materials to this card.)" right after another way to Xyz
    Summon it that was not understood alone: part of that procedure, read
    again with it; still not understood, stated with it (one clause, one
    fact), not on its own."""
    last = comp.card_missing[-1]
    i = next((i for i, f in enumerate(comp.card_facts) if f.name == "xyz_procedure_not_understood"
              and f.arguments[1].string == " ".join(last.split())), None)
    if i is None:
        return False
    joined = f"{last} {text}"
    flt = _alt_xyz(comp, joined)
    if flt is not None:  # with its note, understood
        comp.card_missing.pop()
        comp.card_facts[i] = comp.fact("xyz_procedure", flt)
        return True
    comp.card_missing[-1] = joined
    comp.card_facts[i] = comp.fact("xyz_procedure_not_understood", String(" ".join(joined.split())))
    return True


# The other way to Xyz Summon it that the rules apply (legality/materials.lp
# r_alt_xyz_summon): by using 1 monster you control that fits a material
# filter, whose materials are transferred, with no other cost, condition or
# limit ("Once per turn, ...", "during your Main Phase 2", "by discarding",
# "except ...": not understood).
_ALT_XYZ_READ = re.compile(r'You can also Xyz Summon this card by using (?:(?:1|an?) )?(.+?) you control(?: as(?: the)? (?:Xyz )?[Mm]aterial)?'
                           r'( \(transfer its materials(?: to this card)?\))?\.(?: (\(.+\)))?')


def _alt_xyz(comp: "Compiler", text: str) -> Symbol | None:
    """The material filter of "You can also Xyz Summon this card by using 1
    <monster> you control (transfer its materials)", or None. The transfer
    must be stated (inline or in the note after it)."""
    m = _ALT_XYZ_READ.fullmatch(" ".join(text.split()))
    if m is None or not (m.group(2) or m.group(3)) or (m.group(3) and not TRANSFER_NOTE.fullmatch(_norm(m.group(3)))):
        return None
    return _descriptor(comp, m.group(1))


# The conditions of a procedure "If ..., you can Special Summon this card
# (from your hand)" that the rules can check (summon_conditions.lp).
_PROCEDURE_IF = [
    (r"if you control no monsters", lambda names: c("no_own_monsters")),
    (r"if (?:your opponent controls a monster and you control no monsters|only your opponent controls a monster)",
     lambda names: c("opponent_monster_no_own")),
    (r"if your opponent controls more monsters than you do", lambda names: c("opponent_more_monsters")),
    (r"if you control an? NAME monster", lambda names: c("own_monster", c("name_has", String(names[0]))) if len(names) == 1 else None),
    # "... other than \"<this card>\"" (asp/legality/own_summons.lp); the second name is checked to be the card's own
    (r"if you control an? NAME monster other than NAME",
     lambda names: c("own_monster_other", c("name_has", String(names[0]))) if len(names) == 2 else None),
]


def _procedure(comp: "Compiler", text: str, t: str, names: list[str]) -> bool:
    """A monster's own Summoning procedure: summon_procedure/1, where from
    (procedure_from/2) and its condition (procedure_condition/2) when they
    are understood; else procedure_not_understood/2 (the clause is also
    stated as not modelled)."""
    comp.card_facts.append(comp.fact("summon_procedure"))
    # "Must (first) be Special Summoned (from ...) by <procedure>": a Summoning condition as well (Nomi / Special
    # Summon-only monsters, summon_conditions.lp), whether or not the procedure itself is understood
    must = rx.match(r"must (first )?be special summoned \(", t)
    if must:
        comp.card_facts.append(comp.fact("summon_condition", c("must_first_be_by_procedure" if must.group(1) else "must_be_by_procedure")))
    m = rx.fullmatch(r"(?:(if [^,]*), )?you can special summon this card \(from your (hand|gy|hand or gy|gy or hand)\)", t)
    cond = None
    if m and m.group(1):
        cond = next((make(names) for pat, make in _PROCEDURE_IF if rx.fullmatch(pat, m.group(1))), None)
        if cond is not None and cond.name == "own_monster_other" and names[1] != comp.card.name:
            cond = None
    if m is None or (m.group(1) and cond is None):
        comp.card_facts.append(comp.fact("procedure_not_understood", String(" ".join(text.split()))))
        return False
    comp.card_facts += [comp.fact("procedure_from", z) for z in re.findall(r"hand|gy", m.group(2))]
    if cond is not None:
        comp.card_facts.append(comp.fact("procedure_condition", cond))
    return True


def name_change(comp: "Compiler", text: str) -> bool:
    """"This card's name becomes "X" while on the field or in the GY" (a
    continuous effect of the card): name_becomes/2."""
    names = re.findall(r'"([^"]+)"', text)
    if rx.fullmatch(r"this card's name becomes NAME while (?:it is )?on the field or in the gy", _norm(text)) and len(names) == 1:
        comp.card_facts.append(comp.fact("name_becomes", String(names[0])))
        return True
    m = rx.fullmatch(r"this card's name becomes NAME while (?:it is )?(.+)", _norm(text))
    places = re.split(r", or |, | or ", m.group(1)) if m and len(names) == 1 else []
    zones = [_NAME_PLACES.get(re.sub(r"^(?:in|on) the ", "", p)) for p in places]
    if not zones or None in zones:
        return False
    comp.card_facts += [comp.fact("name_becomes_in", String(names[0]), z) for z in dict.fromkeys(z for zs in zones for z in zs)]
    return True


# The places of "This card's name becomes "X" while <place>" (name_becomes_in/3).
_NAME_PLACES = {"field": ("monster_zone", "spell_trap_zone", "field_zone"), "monster zone": ("monster_zone",),
                "spell & trap zone": ("spell_trap_zone",), "field zone": ("field_zone",), "gy": ("gy",), "graveyard": ("gy",),
                "hand": ("hand",), "deck": ("deck",)}
