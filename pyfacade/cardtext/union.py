"""The Union effect of a monster ("Once per turn, you can either: Target 1 X
you control; equip this card to that target, OR: Unequip this card and
Special Summon it."): one Ignition Effect with two choices that share its
"Once per turn" (asp/chain/limits.lp once_per_turn_on_field):

- "Once per turn: You can target 1 X you control; equip this card to that
  target.", activated in the Monster Zone;
- "Once per turn, while this card is equipped to a monster: You can Special
  Summon this card.", activated in the Spell & Trap Zone (unequipping it is
  that Summon: the card is no longer an Equip Card once it leaves that zone).

Only the modern wording (with "Target") is read; the older one ("you can
equip it to your X as an Equip Spell Card, OR unequip the Union equipment
and Special Summon this card in face-up Attack Position") does not say what
it targets, and stays not understood.
"""

from __future__ import annotations

import re

from . import rx
from .grammar import Sentence

# The wording of the shared limit (asp/chain/limits.lp).
LIMIT = "once_per_turn_on_field"


def choices(s: Sentence) -> list[list[Sentence]] | None:
    """The two choices of a Union effect sentence, or None if s is not one."""
    segs = [" ".join(seg.split()) for seg in s.segments]
    if s.seps != [":", ";", ":"] or segs[0].lower() != "once per turn, you can either":
        return None
    target, equip, summon = segs[1], segs[2], segs[3]
    if not rx.fullmatch(r"target 1 .+", target, re.I) or not rx.fullmatch(r"equip this card to that target, or", equip, re.I):
        return None
    m = rx.fullmatch(r"unequip this card and special summon it( in (?:face-up )?attack position)?", summon, re.I)
    if m is None:
        return None
    position = " in Attack Position" if m.group(1) else ""
    # an Equip Card is equipped to a face-up monster (Yugipedia "Equip Card"), so "Target 1 monster" is a face-up one
    if not rx.match(r"target 1 face-up ", target, re.I):
        target = "target 1 face-up " + target[len("target 1 "):]
    return [[Sentence(["Once per turn", "You can t" + target[1:], "equip this card to that target"], [":", ";"])],
            [Sentence(["Once per turn, while this card is equipped to a monster", "You can Special Summon this card" + position], [":"])]]

