"""Engine fixes (sixth session, area fixes): each test states a situation as
a player sees it and checks what the engine derives."""

from __future__ import annotations

import pytest

from imported import compiled, expectations_hold, import_cards, monster
from pyfacade.inputs.cards import library

# Two Normal Traps whose activation condition looks back over the turn
# ("If your opponent Special Summoned a monster this turn"), written as card
# facts: the compiler does not read these heads yet.
WATCHERS = """\
card_name(summon_watcher, "Summon Watcher").
card_type(summon_watcher, trap). subtype(summon_watcher, normal).
effect(summon_watcher, 1, card_activation).
condition(summon_watcher, 1, this_turn(ev(special_summoned,monster,by(opponent)))).
op(summon_watcher, 1, 1, draw(1)).
card_name(normal_watcher, "Normal Watcher").
card_type(normal_watcher, trap). subtype(normal_watcher, normal).
effect(normal_watcher, 1, card_activation).
condition(normal_watcher, 1, this_turn(ev(normal_summoned,monster,by(opponent)))).
op(normal_watcher, 1, 1, draw(1)).
"""


@pytest.fixture
def watchers(tmp_path, monkeypatch):
    (tmp_path / "watchers.lp").write_text(WATCHERS, encoding="utf-8")
    monkeypatch.setenv("JUDGE_CARDS", str(tmp_path))
    library.cache_clear()


def test_a_negated_normal_summon_still_counts_as_normal_summoned_this_turn(watchers):
    # Konami OCG ruling on Solemn Judgment (Red-Eyes Wyvern).
    expectations_hold("""
name: Solemn Judgment negates the Normal Summon; later "if your opponent Normal Summoned this turn"
turn: you
cards:
  - {id: stratos, name: Elemental HERO Stratos, owner: you, zone: hand}
  - {id: solemn, name: Solemn Judgment, owner: opp, zone: spell_trap_zone}
  - {id: w, name: Normal Watcher, owner: opp, zone: spell_trap_zone}
questions:
  - {id: q, ask: can_activate, card: w}
  - {id: success, ask: successfully_summoned, card: stratos}
actions:
  - summon: {card: stratos, how: normal}
  - chain:
      - {card: solemn}
expect:
  answers: {q: "yes", success: "no"}
""")


@pytest.mark.parametrize("second, answer", [(False, "not_established"), (True, "yes")])
def test_a_negated_special_summon_this_turn_is_not_established(watchers, second, answer):
    # No source settles whether a negated Special Summon counts as the
    # player having Special Summoned; a successful one settles it.
    expectations_hold(f"""
name: Black Horn of Heaven negates a Special Summon; later "if your opponent Special Summoned this turn"
turn: you
cards:
  - {{id: chaos, name: Chaos Sorcerer, owner: you, zone: hand}}
  - {{id: chaos2, name: Chaos Sorcerer, owner: you, zone: hand}}
  - {{id: horn, name: Black Horn of Heaven, owner: opp, zone: spell_trap_zone}}
  - {{id: w, name: Summon Watcher, owner: opp, zone: spell_trap_zone}}
questions:
  - {{id: q, ask: can_activate, card: w}}
actions:
  - summon: {{card: chaos, how: special}}
  - chain:
      - {{card: horn}}
  {"- summon: {card: chaos2, how: special}" if second else "- phase: main2"}
expect:
  answers: {{q: "{answer}"}}
  {"" if second else "reasons: {q: r_negated_summon_this_turn_unsettled}"}
""")


# "if this card attacked this turn" (Infernal Dragon's head, with a draw).
EMBER = monster("Ember Duelist", "Once per turn, during the End Phase, if this card attacked this turn: You can draw 1 card.")


@pytest.fixture
def ember(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, [EMBER])


def test_attacked_this_turn_compiles():
    assert "condition(ember_duelist,1,this_turn(ev(declared_attack,self,any)))" in compiled(EMBER)


@pytest.mark.parametrize("negated, can", [(True, "no"), (False, "yes")])
def test_a_negated_attack_is_not_an_attack_declared_this_turn(ember, negated, can):
    # Savage Colosseum (OCG ruling): a monster whose attack Negate Attack
    # negated is not considered to have declared an attack.
    expectations_hold(f"""
name: Ember Duelist attacks{" and Negate Attack negates it" if negated else ""}; in the End Phase, "if this card attacked this turn"
turn: you
phase: battle_step
cards:
  - {{id: ember, name: Ember Duelist, owner: you, zone: monster_zone}}
  - {{id: wall, name: Dark Magician, owner: opp, zone: monster_zone, position: defense}}
  - {{id: na, name: Negate Attack, owner: opp, zone: spell_trap_zone}}
questions:
  - {{id: q, ask: can_activate, card: ember}}
actions:
  - attack: {{card: ember, target: wall}}
  {"- chain: [{card: na, targets: [ember]}]" if negated else "- phase: main2"}
  - phase: end
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("attacker, negated, can", [
    ("laquari", True, "no"), ("laquari", False, "yes"),  # Laquari attacked
    ("veiler", True, "no"), ("veiler", False, "yes"),  # Laquari was attacked
])
def test_a_gladiator_beast_whose_battle_was_negated_did_not_battle(attacker, negated, can):
    # "At the end of the Battle Phase, if this card battled": an attack
    # negated by Negate Attack is no declared attack (Savage Colosseum, OCG
    # ruling), and no damage calculation happened.
    me, other = ("you", "opp") if attacker == "laquari" else ("opp", "you")
    target = "dm" if attacker == "laquari" else "laquari"
    foe = "{id: dm, name: Dark Magician, owner: opp, zone: monster_zone, position: defense}" if attacker == "laquari" else \
        "{id: veiler, name: Effect Veiler, owner: opp, zone: monster_zone}"
    expectations_hold(f"""
name: "{attacker} attacks{' and Negate Attack negates it' if negated else ''}; Gladiator Beast Laquari at the end of the Battle Phase"
turn: {me}
phase: battle_step
cards:
  - {{id: laquari, name: Gladiator Beast Laquari, owner: you, zone: monster_zone}}
  - {foe}
  - {{id: na, name: Negate Attack, owner: {other}, zone: spell_trap_zone}}
questions:
  - {{id: q, ask: can_activate, card: laquari}}
actions:
  - attack: {{card: {attacker}, target: {target}}}
  {f"- chain: [{{card: na, targets: [{attacker}]}}]" if negated else ""}
  - phase: battle_end
expect:
  answers: {{q: "{can}"}}
""")


# "If you have no cards in your Extra Deck" (Pandora's Jewelry Box's head),
# "If you have a face-up Pendulum Monster in your Extra Deck".
VAULTS = [monster("Bare Vault", "If you have no cards in your Extra Deck: You can draw 1 card."),
          monster("Scale Keeper", "If you have a face-up Pendulum Monster in your Extra Deck: You can draw 1 card.")]


@pytest.fixture
def vaults(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, VAULTS)


def test_the_extra_deck_counts_compile():
    assert "condition(bare_vault,1,count_at_most(own,extra_deck,card,0))" in compiled(VAULTS[0])
    assert "condition(scale_keeper,1,count_at_least(own,extra_deck,all_of(face_up,where(subtype(pendulum))),1))" in compiled(VAULTS[1])


@pytest.mark.parametrize("listed, answer", [(False, "not_established"), (True, "no")])
def test_an_unlisted_extra_deck_is_not_taken_for_an_empty_one(vaults, listed, answer):
    extra = "\n  - {id: ex, name: \"Number 9: Dyson Sphere\", owner: you, zone: extra_deck}" if listed else ""
    expectations_hold(f"""
name: Bare Vault with {'a listed' if listed else 'an unlisted'} Extra Deck
cards:
  - {{id: vault, name: Bare Vault, owner: you, zone: monster_zone}}{extra}
questions:
  - {{id: q, ask: can_activate, card: vault}}
expect:
  answers: {{q: "{answer}"}}
  {"" if listed else "reasons: {q: r_count_deck_unknown}"}
""")


def test_cards_shown_in_an_unlisted_extra_deck_can_settle_an_at_least_count(vaults):
    # Odd-Eyes, destroyed in the Monster Zone, goes face-up to the Extra Deck
    # the scenario does not list: "a face-up Pendulum Monster" is there.
    expectations_hold("""
name: Scale Keeper after Odd-Eyes went face-up to an unlisted Extra Deck
cards:
  - {id: force, name: Exiled Force, owner: you, zone: monster_zone}
  - {id: odd-eyes, name: Odd-Eyes Pendulum Dragon, owner: you, zone: monster_zone}
  - {id: keeper, name: Scale Keeper, owner: you, zone: monster_zone}
questions:
  - {id: before, ask: can_activate, card: keeper, at: start}
  - {id: after, ask: can_activate, card: keeper}
actions:
  - chain:
      - {card: force, targets: [odd-eyes]}
expect:
  zones: {odd-eyes: extra_deck}
  answers: {before: "not_established", after: "yes"}
""")


# "a face-up Monster Card(s) you control" (Astrograph Sorcerer, the Starfrost
# Magician's head): a Pendulum Monster Card in the Pendulum Zone is one too.
WARDEN = monster("Scale Warden", "If a face-up Monster Card(s) you control is destroyed by card effect: You can draw 1 card.")
HOLDER = {"card_type": "Spell", "property": "Normal", "name": "Card Holder", "text": "If you control a face-up Monster Card: Draw 1 card."}


@pytest.fixture
def wardens(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, [WARDEN, HOLDER])


def test_monster_cards_you_control_compile_as_monster_cards_on_the_field():
    assert "condition(scale_warden,1,if_event(ev(destroyed,all_of(face_up,all_of(where(monster_card),own)),all_of(from(field),by_effect))))" \
        in compiled(WARDEN)
    assert "condition(card_holder,1,count_at_least(own,field,all_of(face_up,where(monster_card)),1))" in compiled(HOLDER)


def test_a_pendulum_scale_is_a_monster_card_you_control(wardens):
    expectations_hold("""
name: Mystical Space Typhoon destroys your Pendulum Scale; Scale Warden and Card Holder
turn: opp
cards:
  - {id: mst, name: Mystical Space Typhoon, owner: opp, zone: hand}
  - {id: odd-eyes, name: Odd-Eyes Pendulum Dragon, owner: you, zone: spell_trap_zone, face: up}
  - {id: warden, name: Scale Warden, owner: you, zone: monster_zone}
actions:
  - chain:
      - {card: mst, targets: [odd-eyes]}
  - chain:
      - {card: warden}
expect:
  zones: {odd-eyes: extra_deck}
  outcomes: {"2.1": resolved}
""")


@pytest.mark.parametrize("zone, face, can", [("spell_trap_zone", "up", "yes"), ("monster_zone", "down", "no"), ("gy", None, "no")])
def test_a_pendulum_scale_counts_as_a_monster_card_you_control(wardens, zone, face, can):
    face = f", face: {face}" if face else ""
    expectations_hold(f"""
name: "Card Holder with Odd-Eyes in {zone}{face}"
cards:
  - {{id: holder, name: Card Holder, owner: you, zone: hand}}
  - {{id: odd-eyes, name: Odd-Eyes Pendulum Dragon, owner: you, zone: {zone}{face}}}
questions:
  - {{id: q, ask: can_activate, card: holder}}
expect:
  answers: {{q: "{can}"}}
""")
