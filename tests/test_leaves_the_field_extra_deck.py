"""A card that leaves the field can activate its "If this card leaves the
field" effect where it went: the GY, banished, the hand, or the Extra Deck
(a Fusion, Synchro, Xyz or Link Monster returned there, face-down); one
shuffled into the Main Deck cannot. Yugipedia "Leaves the field"; Konami's
2011 rule change as quoted at cyberduelist.com ("Official Xyz ruling
changes": "A card on the field that is sent to the Graveyard, banished, or
returned to the hand or Extra Deck can activate its 'leaves the field'
effect"). The compiler gave the Extra Deck to no such effect (found by
audit16: Frightfur Daredevil, Elemental HERO Absolute Zero)."""

from __future__ import annotations

import pytest

from imported import DATA, compiled, monster, real_facts_hold

LEAVES = "If this card leaves the field: You can draw 1 card."


def test_an_extra_deck_monster_activates_it_in_the_extra_deck():
    fusion = monster("Leaving Fusion", LEAVES, line="Warrior / Fusion / Effect")
    got = compiled(fusion)
    assert {f"activate_from(leaving_fusion,1,{z})" for z in ("gy", "banished", "hand", "extra_deck")} <= got, sorted(got)


@pytest.mark.parametrize("line", ["Warrior / Effect", "Warrior / Pendulum / Effect"])
def test_a_main_deck_monster_has_no_extra_deck_unless_it_is_a_pendulum(line):
    got = compiled(monster("Leaving Main", LEAVES, line=line))
    assert ("activate_from(leaving_main,1,extra_deck)" in got) == ("Pendulum" in line), sorted(got)
    assert "activate_from(leaving_main,1,deck)" not in got


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_absolute_zero():
    real_facts_hold({"Elemental HERO Absolute Zero": ("activate_from(elemental_hero_absolute_zero,2,extra_deck)",)})
