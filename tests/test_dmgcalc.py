"""The window of damage calculation and the calculation itself are two
moments (dmgcalc session): effects activated "during damage calculation"
resolve, then the damage is calculated (yugioh-card.com/eu/play/damage-step-rules/:
"Perform damage calculation: cards or effects that can be activated during
damage calculation activate and resolve, then damage calculation is
performed"). A scenario that enters damage calculation and activates nothing
has the damage calculated at a step of its own; "can it be activated?" asked
then is about the window before it. Real card texts (the shared card data).
Honest ("During the Damage Step, when a LIGHT monster you control battles
(Quick Effect)") is left out: the compiler does not understand that clause, so
the engine refuses the question (r_not_understood).
"""

from __future__ import annotations

import pytest

from imported import DATA, expectations_hold, import_cards, monster, real_records

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")

REAL_NAMES = {"Kuriboh", "Dinomorphia Intact", "Rainbow Life", "Dark Magician"}

DS = "  - phase: damage_step\n"
CARDS = [monster("Plain Guard", "A plain Warrior.", line="Warrior", atk=1000, **{"def": 1000}),
         monster("Plain Light", "A plain LIGHT Warrior.", line="Warrior", attribute="LIGHT", atk=1000, **{"def": 1000})]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS + real_records(REAL_NAMES))


def holds(text: str) -> None:
    expectations_hold(text, "dmgcalc.yaml")


ATTACK = """
name: "{name}"
turn: {turn}
phase: battle_step
life_points: {{you: {lp}}}
cards:
  - {{id: card, name: {card}, owner: you, zone: {zone}}}
  - {{id: guard, name: {guard}, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
{extra}actions:
  - attack: {{card: {attacker}, target: {target}}}
{more}questions:
  - {{id: q, ask: can_activate, card: card, effect: {effect}}}
expect:
  {expect}
"""


def scenario(name, card, zone="hand", effect=1, lp=8000, turn="opp", guard="Plain Guard", attacker="dm",
             target="guard", more=DS + "  - phase: damage_calculation\n", expect="", extra=""):
    return ATTACK.format(name=name, card=card, zone=zone, effect=effect, lp=lp, turn=turn, guard=guard,
                         attacker=attacker, target=target, more=more, expect=expect, extra=extra)


@pytest.mark.parametrize("more, can, why", [
    ("  - phase: damage_calculation\n", "yes", "r_activatable"),
    ("  - phase: before_damage_calculation\n", "no", "r_condition"),
    ("  - phase: damage_calculation\n  - phase: after_damage_calculation\n", "no", "r_condition")])
def test_kuriboh_in_the_damage_calculation_window(imported, more, can, why):
    """Kuriboh: "During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this
    card; you take no battle damage from that battle" (card text). Dark Magician attacks your Plain Guard: when the
    scenario enters damage calculation (the damage then calculated at its own step), the question is about the
    window before the calculation: yes; before damage calculation, or once after damage calculation: no."""
    holds(scenario(f"Dark Magician attacks; Kuriboh asked at {more.split()[-1]}", "Kuriboh", more=DS + more,
                   expect=f'answers: {{q: "{can}"}}\n  reasons: {{q: {why}}}'))


def test_kuriboh_not_for_your_own_attack(imported):
    """Kuriboh's condition "if your opponent's monster attacks" (card text): not when your monster attacks."""
    holds(scenario("Your Plain Guard attacks Dark Magician; Kuriboh asked at damage calculation", "Kuriboh",
                   turn="you", attacker="guard", target="dm", expect='answers: {q: "no"}\n  reasons: {q: r_condition}'))


def test_kuriboh_spares_the_damage_not_the_monster(imported):
    """Kuriboh discarded during damage calculation: you take no battle damage from that battle; the attacked
    monster is still destroyed (Upper Deck official FAQ, "Waboku / Kuriboh": "If you use Kuriboh's effect when your
    monster takes Attack Damage, the attacked monster is destroyed but you receive no Life Points damage")."""
    holds(scenario("Kuriboh discarded during damage calculation", "Kuriboh",
                   more=DS + "  - phase: damage_calculation\n  - chain: [{card: card}]\n  - phase: end_damage_step\n",
                   expect="life_points: {you: 8000}\n  zones: {card: gy, guard: gy}"))


@pytest.mark.parametrize("lp, can, why", [
    (2000, "yes", "r_activatable"),   # in the window: 2000 LP, 1500 damage ahead
    (1500, "yes", "r_activatable"),   # the damage would end the duel; the window comes before it
    (2500, "no", "r_condition")])     # 2500 LP in the window; 1000 only once the damage was taken
def test_dinomorphia_intact_sees_the_window(imported, lp, can, why):
    """Dinomorphia Intact: "During damage calculation, while your LP are 2000 or less, if you would take battle
    damage: You can banish this card from your GY; you take no battle damage from that battle" (card text). Asked
    when the scenario has entered damage calculation, the LP and the damage ahead are those of the window, before
    the calculation (yugioh-card.com/eu/play/damage-step-rules/): Dark Magician (2500) against Plain Guard (1000)."""
    holds(scenario(f"Dark Magician attacks Plain Guard; your LP {lp}; Dinomorphia Intact in the GY", "Dinomorphia Intact",
                   zone="gy", effect=2, lp=lp, expect=f'answers: {{q: "{can}"}}\n  reasons: {{q: {why}}}'))


def test_dinomorphia_intact_no_damage_ahead_after_damage_calculation(imported):
    """After damage calculation the damage was taken (2000 -> 500 LP): no battle damage is ahead any more, and it is
    no longer damage calculation (card text: "During damage calculation ... if you would take battle damage")."""
    holds(scenario("Dinomorphia Intact asked after damage calculation", "Dinomorphia Intact", zone="gy", effect=2,
                   lp=2000, more=DS + "  - phase: damage_calculation\n  - phase: after_damage_calculation\n",
                   expect='answers: {q: "no"}\n  life_points: {you: 500}'))


def test_rainbow_life_not_during_damage_calculation(imported):
    """Rainbow Life (Normal Trap): "Discard 1 card; until the end of this turn, each time you would take damage, gain
    that amount of LP instead" (card text). It neither names damage calculation nor changes ATK/DEF nor negates: it
    cannot be activated in the Damage Step (yugioh-card.com Damage Step rules; ygorganization.com "That Wacky Damage
    Step": the kinds of cards that can be), so not in the window of damage calculation either."""
    holds(scenario("Dark Magician attacks; Rainbow Life Set; asked at damage calculation", "Rainbow Life",
                   zone="spell_trap_zone", extra="  - {id: fodder, name: Plain Light, owner: you, zone: hand}\n",
                   expect='answers: {q: "no"}\n  reasons: {q: r_damage_step_activation}'))


def test_rainbow_life_at_the_attack_declaration(imported):
    """Rainbow Life is a Normal Trap without a timing in its text: it can be activated when the opponent declares an
    attack (Battle Step), the use the OCG wiki names (yugioh-wiki.net レインボー・ライフ: 相手の攻撃宣言に発動する使い方).
    Its effect (damage becomes LP gained) is not modelled."""
    holds(scenario("Dark Magician declares an attack; Rainbow Life Set", "Rainbow Life", zone="spell_trap_zone",
                   more="", extra="  - {id: fodder, name: Plain Light, owner: you, zone: hand}\n",
                   expect='answers: {q: "yes"}'))
