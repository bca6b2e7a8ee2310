"""Audit 14: the first round of the eighth session (compiler 1.5 patterns and
engine rules) read against the card texts, and real compiled cards of these
shapes judged by the engine on their texts.

Read (about 250 compiled effects): the effect Fusion Summons from other places,
banishing/shuffling the materials, "including"/"only" (37 + 11), Summons
"treated as a Synchro/Fusion Summon" (14), "the turn you activate" and "for the
rest of this turn" restrictions of Summons and Sets, "until the end of the next
turn" (50), "Each time ..." effects (69), battle_damage_ahead / in_battle_step /
battled_not_destroyed heads (18), the damage calculation and phase heads (88),
ATK/DEF changes halve/double/become N/"currently control"/damage calculation
only (35).

Wrong fact found and fixed (compiler.py, mandatory): a Trigger (or a monster's
Quick) Effect whose text has "you can" only later in what it does ("Special
Summon this card from your GY, then, you can destroy ...") was compiled as
optional; PSCT: without "You can" before what the effect does it is mandatory
(44 effects, among them Curse Necrofear's End Phase head of this session).
"""

from __future__ import annotations

import json

import pytest

from imported import DATA, expectations_hold, import_cards, monster, real_facts_hold

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")

REAL_NAMES = {"Injection Fairy Lily", "Dark Magician", "Arcana Force XIV - Temperance", "Ancient Gear Advance",
              "Book of Moon", "Ancient Gear Fusion", "Sangan"}

CARDS = [monster("Plain Guard", "A plain Warrior.", line="Warrior", atk=1000, **{"def": 1000})]


def _records(names: set[str]) -> list[str]:
    found: dict[str, str] = {}
    with DATA.open(encoding="utf-8") as f:
        for line in f:
            name = json.loads(line)["name"]
            if name in names and name not in found:
                found[name] = line.strip()
    assert set(found) == names, names - set(found)
    return list(found.values())


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS + _records(REAL_NAMES))


def holds(text: str) -> None:
    expectations_hold(text, "audit14.yaml")


def test_a_later_you_can_leaves_the_effect_mandatory():
    """PSCT (https://www.yugioh-card.com/en/gameplay/psct/ : an effect that does not say "you can" must be activated):
    Curse Necrofear "During the End Phase, if this card is in the GY because it was destroyed ... this turn: Special
    Summon this card from your GY, then, you can destroy ..."; Jurrac Meteor "If this card is Synchro Summoned:
    Destroy all cards on the field, then you can Special Summon 1 Tuner from your GY"; Giant Germ likewise. An effect
    that begins "You can" stays optional (Primineral Mandstrong, Sprind the Irondash Dragon)."""
    real_facts_hold({
        "Curse Necrofear": ("mandatory(curse_necrofear,2)",),
        "Jurrac Meteor": ("mandatory(jurrac_meteor,1)",),
        "Giant Germ": ("mandatory(giant_germ,1)",),
    }, absent={
        "Primineral Mandstrong": ("mandatory(",),
        "Sprind the Irondash Dragon": ("mandatory(",),
    })


def test_injection_fairy_lily_gains_for_that_damage_calculation_only(imported):
    """Injection Fairy Lily (400 ATK): "Once per battle, during damage calculation, if this card battles (Quick
    Effect): You can pay 2000 LP; this card gains 3000 ATK during that damage calculation only" (card text). Against
    Dark Magician (2500): 3400 ATK destroys it, 900 damage; afterwards Lily has 400 ATK again."""
    holds("""
name: Injection Fairy Lily attacks Dark Magician and pays 2000 LP at damage calculation
turn: you
phase: battle_step
cards:
  - {id: lily, name: Injection Fairy Lily, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - attack: {card: lily, target: dm}
  - phase: damage_step
  - phase: damage_calculation
  - chain:
      - {card: lily, effect: 1}
  - phase: end_damage_step
questions:
  - {id: during, ask: atk, card: lily, at: {resolved: "4.1"}}
  - {id: after, ask: atk, card: lily}
expect:
  answers: {during: 3400, after: 400}
  zones: {dm: gy, lily: monster_zone}
  life_points: {opp: 7100, you: 6000}
""")


def test_arcana_force_xiv_temperance_no_battle_damage(imported):
    """Arcana Force XIV - Temperance: "During damage calculation (Quick Effect): You can discard this card; you take no
    battle damage from that battle" (card text). Dark Magician (2500) attacks your Plain Guard (1000 ATK): the Guard
    is destroyed, you take no damage."""
    holds("""
name: Dark Magician attacks Plain Guard; Temperance discarded at damage calculation
turn: opp
phase: battle_step
cards:
  - {id: temp, name: Arcana Force XIV - Temperance, owner: you, zone: hand}
  - {id: guard, name: Plain Guard, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
actions:
  - attack: {card: dm, target: guard}
  - phase: damage_step
  - phase: damage_calculation
  - chain:
      - {card: temp, effect: 1}
  - phase: end_damage_step
expect:
  zones: {guard: gy, temp: gy, dm: monster_zone}
  life_points: {opp: 8000, you: 8000}
""")


@pytest.mark.parametrize("first, can", [("set: {card: moon}", "no"), ("summon: {card: sangan, how: normal}", "yes")])
def test_ancient_gear_advance_after_a_set(imported, first, can):
    """Ancient Gear Advance: "When this card is activated: Add 1 "Ancient Gear" Spell/Trap from your Deck to your hand,
    except "Ancient Gear Advance". You cannot Set cards the turn you activate this card." (card text): after you Set
    Book of Moon this turn it cannot be activated; after a Normal Summon it can."""
    reasons = "\n  reasons: {q: r_restriction_activation_turn}" if can == "no" else ""
    holds(f"""
name: "Ancient Gear Advance after {first.split(":")[0]}"
turn: you
phase: main1
cards:
  - {{id: adv, name: Ancient Gear Advance, owner: you, zone: hand}}
  - {{id: moon, name: Book of Moon, owner: you, zone: hand}}
  - {{id: sangan, name: Sangan, owner: you, zone: hand}}
  - {{id: fusion, name: Ancient Gear Fusion, owner: you, zone: deck}}
actions:
  - {first}
questions:
  - {{id: q, ask: can_activate, card: adv}}
expect:
  answers: {{q: "{can}"}}{reasons}
""")
