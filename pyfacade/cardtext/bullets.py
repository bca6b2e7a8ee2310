"""Bullet lines ("● ...") of card text: what each one is.

A bullet is one of these, decided by its label (the text before its first
":") and by the sentence that introduces the list:

- a choice of "activate 1 of these effects" (compiler.choices reads those);
- an effect granted to another card ("An Xyz Monster Summoned using this
  card gains this effect.", "... it gains this effect"): not an effect of
  this card; its text belongs to the effect or clause that grants it (not
  understood there);
- an outcome of what an effect does ("Toss a coin. ● Heads: ...", "Apply
  these effects in sequence, based on the number of ... ● 1+: ...", "● Monster:
  ...", a die's "● 1:"): part of that effect's operations, not an effect of
  its own (the effect before it keeps its head, cost and targets);
- an effect of this card that it has only while some state holds ("Gains
  these effects based on the number of ... ● 2+: ...", "● While in Attack
  Position: ...", a Field Spell's "● Fusion: ..."): an effect of its own,
  read from the text after the label, with the label (and the sentence that
  introduced it) stated as not understood: that state is not modelled, so
  the engine does not judge its activation;
- an effect of this card in a list ("You can only use each of the following
  effects of X once per turn. ● During your Main Phase: ..."): the bullet
  mark is dropped and the sentence is read like any other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import rx
from . import templates as T
from .grammar import Sentence

# Labels that start an effect: a condition, a usage limit, the Quick Effect mark, ...
_EFFECT_START = ("once per", "twice per", "up to twice", "(quick effect)", "during ", "when ", "if ", "at the ", "each time ",
                 "you can ", "flip", "after damage calculation", "before damage calculation", "while this card is in your")
# "... gains this effect": granted to a card other than this one (the subject).
_GRANTS = re.compile(r"^(.*?)\b(?:gains?|gets?) (?:this|these|the following|that) effects?(?:\(s\))?\b")
# "Gains these effects based on ...", "This card can activate these effects depending on ...": this card's own,
# each while a state holds.
# "equip that monster ... as an Equip Spell with these effects": the effects of the card equipped, not this one's.
_EQUIP_GRANT = re.compile(r"\bequip (?!this card\b)[^;]+? as an equip spell with (?:these|the following) effects\b")
_SELF_GATE = re.compile(r"^(?:this card |this monster )?(?:gains?|gets?|can activate|can use) (?:these |the following )?effects?(?:\(s\))?"
                        r"(?:,)? (?:based on|depending on|while|if)\b")
_CHOICES = re.compile(r"\b(?:activate|apply|use|choose) (?:1|one|2|two|up to \w+|any number) of (?:these|the following)(?: effects)?\b")
# "... activate 1 of these effects. You can only use this effect of X once per turn. ● A ● B": the limit of
# the whole effect (one use of any choice) on the line of the choice; the bullets are still its choices.
_CHOICE_LIMIT = re.compile(T.USE_LIMIT[0][0])
# "● While in Attack Position: ...", "● Defense Position: ..." with no sentence introducing them (Morphtronic): an
# effect the card has in that position (continuous.bullet_state reads the first wording); a sentence before them that
# does not speak of a battle position does not introduce them ("Must first be Special Summoned ...").
_POSITION = re.compile(r"(?:while (?:this card is )?in (?:face-up )?)?(?:attack|defense) position")
# "...; apply these effects this turn. ● Each time ..., immediately draw 1 card. ● Once, during this End Phase, ...":
# what the effect applies when it resolves (the Mulcharmy cards), outcomes of it, not effects of their own
_APPLY_THIS_TURN = re.compile(r"\bapply these effects this turn$")


_CONDITION = ("if ", "when ", "each time ", "once per ", "during ", "at the ")


def _norm(text: str) -> str:
    text = re.sub(r'"[^"]*"', "NAME", text.lower())
    return " ".join(text.split()).strip().rstrip(".").strip()


@dataclass
class Plan:
    skip: set[int] = field(default_factory=set)  # introducing sentences that are not effects (their text gates the bullets)
    bullets: dict[int, tuple[str, list[str]]] = field(default_factory=dict)  # index -> (what, gate clauses)


def is_bullet(s: Sentence) -> bool:
    return s.segments[0].startswith("●")


def label(s: Sentence) -> str | None:
    """The label of a bullet ("1+", "Heads"), or None when it has none (no ":")."""
    if not s.seps or s.seps[0] != ":":
        return None
    return s.segments[0].lstrip("● ").strip()


def effect_like(s: Sentence) -> bool:
    """The bullet reads as an effect once its mark is dropped."""
    lab = label(s)
    text = _norm(s.segments[0].lstrip("● "))
    if lab is None:
        return text.startswith(_EFFECT_START) or bool(s.seps)
    return _norm(lab).startswith(_EFFECT_START)


def plan(parsed: list[Sentence], same_line=lambda sentences: False) -> Plan:
    """What each bullet of a section is (see the module doc). same_line tells
    whether sentences are printed on one line: a sentence on a bullet's line
    goes on with that bullet and does not start a new run."""
    out = Plan()
    intro = None  # index of the sentence that introduces the current run of bullets
    gated = gated_at = None  # the last gated bullet: the sentences on its line go on under its gate
    for i, s in enumerate(parsed):
        if not is_bullet(s):
            bullet = last_bullet(parsed[i - 1]) if i > 0 else None
            if gated is not None and same_line([gated, s]) and (starts_effect(s) or not _norm(s.text).startswith(_CONDITION)):
                # "● While in Attack Position: ... Destroy it during the End Phase.": part of the bullet's effect;
                # "● While in Defense Position: ... You can Tribute this card to ...": another effect under its gate
                # (an older "If this card is attacked, ..." on the line: read as before, its gate not stated)
                out.bullets[i] = ("gated", out.bullets[gated_at][1]) if starts_effect(s) else ("follow", [])
                continue
            gated = None
            # (a usage limit on the line of a sentence that introduces choices or grants bullets does not
            # introduce them: "... gains these effects. You can only use this effect of X once per turn. ● A ● B")
            if not (bullet is not None and same_line([bullet, s])) and not (
                    intro is not None and _CHOICE_LIMIT.match(_norm(s.text)) and same_line([parsed[intro], s])
                    and (_CHOICES.search(_norm(parsed[intro].text)) or _GRANTS.search(_norm(parsed[intro].text)))):
                intro = i
            continue
        t = _norm(parsed[intro].text) if intro is not None else ""
        if intro is not None and _CHOICES.search(t) and not t.startswith("you can only"):
            continue  # choices: compiler.choices (or, as before, not understood)
        grant = _GRANTS.search(t) if intro is not None else None
        if (grant and grant.group(1).strip() not in ("", "this card", "this monster") and not _SELF_GATE.search(t)
                or intro is not None and _EQUIP_GRANT.search(t)):
            out.bullets[i] = ("follow", [])
        elif intro is not None and _APPLY_THIS_TURN.search(t):
            out.bullets[i] = ("outcome", [s.segments[0]])
        elif effect_like(s):
            out.bullets[i] = ("effect", [])
        elif intro is not None and _SELF_GATE.search(t):
            out.skip.add(intro)
            out.bullets[i] = ("gated", [parsed[intro].text.rstrip("."), s.segments[0]])
        elif label(s) is not None and _POSITION.fullmatch(_norm(label(s))) and "position" not in t:
            # (not after "apply this effect, depending on its battle position": outcomes, Gagaga Cowboy)
            out.bullets[i] = ("gated", [s.segments[0]])
        else:
            out.bullets[i] = ("outcome", [s.segments[0]])
        gated, gated_at = (s, i) if out.bullets[i][0] == "gated" else (None, None)
    return out


def last_bullet(s: Sentence) -> Sentence | None:
    """The bullet that ends sentence s: s itself, or its part from the last
    "●" on ("... activate 1 of these effects; ● Target ...; equip ...")."""
    at = max((k for k, seg in enumerate(s.segments) if seg.startswith("●")), default=None)
    return None if at is None else Sentence(s.segments[at:], s.seps[at:])


def strip(s: Sentence) -> Sentence:
    """The sentence without its bullet mark."""
    return Sentence([s.segments[0].lstrip("● ").strip(), *s.segments[1:]], list(s.seps))


def body(s: Sentence) -> Sentence | None:
    """The sentence after a bullet's label ("● 2+: Unaffected by ..." -> "Unaffected by ...")."""
    if len(s.segments) < 2:
        return None
    return Sentence(s.segments[1:], s.seps[1:])


def starts_effect(s: Sentence) -> bool:
    """The body of a gated bullet is an activated effect (else a continuous one)."""
    t = _norm(s.segments[0])
    return ":" in s.seps or ";" in s.seps or t.startswith(("you can ", "flip")) or bool(rx.match(r"once per [^,]+, you can ", t))
