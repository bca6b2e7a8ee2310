"""Audit 7 (compiler 1.0): a target the compiler reads only loosely (its
filter not understood, its slot kept so that "Special Summon it" can be read:
templates.loose_target) keeps a slot only when the kind and the place it
names are the first target's own. Before, the last "<kind> <place>" of the
clause was taken, even when it named a card the target is compared with ("1
monster on the field with less ATK than ... monsters you control": a slot on
your side), a second target ("1 X and 1 Y your opponent controls") or one
alternative ("1 X in your GY or 1 Y in your opponent's GY"). Short texts
written here and real card texts (skipped when the shared data is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, monster, real_facts_hold


def _targets(text: str) -> set[str]:
    return {f for f in compiled(monster("Test Card", text)) if f.startswith("target(")}


@pytest.mark.parametrize("text", [
    # compared with a card of another place
    "You can target 1 monster on the field with less ATK than a monster you control; destroy it.",
    "You can target 1 monster your opponent controls with the same Attribute as a monster in your GY; destroy it.",
    "You can target 1 of those monsters, with less ATK than a monster you control; destroy it.",
    # a second target, or one of two alternatives
    "You can target 1 \"Test\" Equip Spell equipped to this card and 1 face-up monster your opponent controls; destroy them.",
    "You can target 1 Level 4 monster in your GY or 1 monster in your opponent's GY; Special Summon it.",
    "You can target 1 face-up Spell/Trap your opponent controls, or 1 Spell/Trap you control; destroy it.",
])
def test_no_slot_from_a_kind_and_place_that_are_not_the_targets(text):
    assert _targets(text) == set()


@pytest.mark.parametrize("text, slot", [
    ("You can target 1 Pendulum Monster Card you control; destroy it.", "target(test_card,1,1,card,field,own)"),
    ("You can target 1 Fiend monster or 1 face-down card you control; destroy it.", "target(test_card,1,1,card,field,own)"),
])
def test_the_slot_is_kept_when_kind_and_place_are_the_targets(text, slot):
    assert slot in _targets(text)


# Real effects whose loose slot was wrong (side, place or kind of another card), now withheld.
ABSENT = {
    "Evil Eye Mesmerism": ("target(evil_eye_mesmerism,1,1,monster,monster_zone,own)",),
    "Double-Headed Dino King Rex": ("target(double_headed_dino_king_rex,1,1,monster,monster_zone,own)",),
    "Magikey Beast - Ansyalabolas": ("target(magikey_beast_ansyalabolas,2,1,monster,gy,own)",),
    "Tricorn the Cacophonous Concert": ("target(tricorn_the_cacophonous_concert,2,1,monster,monster_zone,own)",),
    "White Sunfish": ("target(white_sunfish,1,1,card,field,own)",),
    "Black Garden": ("target(black_garden,3,1,monster,monster_zone,any)",),
    "Nine-Lives Cat": ("target(nine_lives_cat,2,1,monster,gy,opponent)",),
    "Fleeting Flower of the Magician": ("target(fleeting_flower_of_the_magician,1,1,spell_trap,field,own)",),
    "Wind Unicorn Parallel, the Dracoslayer": ("target(wind_unicorn_parallel_the_dracoslayer,2,1,card,field,opponent)",),
    "Predaplant Ambulomelides": ("target(predaplant_ambulomelides,2,1,monster,monster_zone,own)",),
}
# Real effects whose loose slot is the target's own: kept.
KEPT = {
    "Horoscope Sorcerer, the Stargazer Magician": ("target(horoscope_sorcerer_the_stargazer_magician,3,1,card,field,own)",),
    "Unchained Soul of Sharvara": ("target(unchained_soul_of_sharvara,1,1,card,field,own)",),
    "Ninjitsu Art of Dancing Leaves": ("target(ninjitsu_art_of_dancing_leaves,1,1,monster,monster_zone,any)",),
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_loose_targets():
    real_facts_hold(KEPT, ABSENT)
