"""Fixes 12: wrong or missing facts the audit reported, each on real cards.

- "When a WATER monster's effect is activated" (Minairuka, Supply Soldier of
  the Indestructible Insects): the article "a"/"an" before the possessive
  subject was not read, and the whole head was not understood.
- a monster's Quick Effect without "you can" (White Night Dragon, Doomcaliber
  Knight) was optional: PSCT makes an effect without "you can" mandatory, and
  Konami's ruling on Light and Darkness Dragon says its Quick Effect must be
  activated in response (huntlist.eu, Light and Darkness Dragon rulings).
"""

from __future__ import annotations

import pytest

from imported import DATA, real_facts_hold

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")


def test_a_typed_monsters_effect_is_activated():
    real_facts_hold({
        "Minairuka": ("condition(minairuka,1,when_event(ev(activated,all_of(monster,where(attribute(water))),except(card_activation))))",),
        "Supply Soldier of the Indestructible Insects": (
            "condition(supply_soldier_of_the_indestructible_insects,1,"
            "when_event(ev(activated,all_of(monster,where(monster_type(insect))),except(card_activation))))",),
        "Magnet Warrior Omega Plus": (
            "condition(magnet_warrior_omega_plus,2,when_event(ev(activated,all_of(monster,where(attribute(earth))),"
            "all_of(except(card_activation),from(field)))))",),
    }, absent={"Minairuka": ("not_understood",)})


def test_a_monsters_quick_effect_without_you_can_is_mandatory():
    real_facts_hold({
        "White Night Dragon": ("mandatory(white_night_dragon,1)",),
        "Doomcaliber Knight": ("mandatory(doomcaliber_knight,1)",),
        "Light and Darkness Dragon": ("mandatory(light_and_darkness_dragon,2)",),
    }, absent={
        "Minairuka": ("mandatory",),  # "You can Special Summon this card"
        "Paleozoic Pikaia": ("mandatory",),  # a Trap Card's effect: not read here
    })
