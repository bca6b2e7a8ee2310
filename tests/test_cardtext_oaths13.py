"""Restrictions for "the turn you activate this card/effect" read by
pyfacade/cardtext/oaths.py (Normal or Special Summon except X, Pendulum
Summon, Summon, Set cards) and what the engine makes of them
(asp/effects/restrictions.lp r_restriction_activation_turn: the player cannot
do it for the rest of the turn, nor activate the card if they already did it
that turn)."""

from __future__ import annotations

import pytest

from imported import compiled, data_lines, expectations_hold, import_cards, monster, real_facts_hold
from pyfacade.inputs.cards import library

DRAW = "You can discard 1 card; draw 1 card. "


@pytest.mark.parametrize("sentence, terms", [
    ("You cannot Normal or Special Summon monsters the turn you activate this effect, except FIRE monsters.",
     ["cannot(summon_except(normal,attribute(fire)),you)", "cannot(summon_except(special,attribute(fire)),you)"]),
    ("You cannot Normal or Special Summon the turn you activate this effect, except Cyberse monsters.",
     ["cannot(summon_except(normal,monster_type(cyberse)),you)", "cannot(summon_except(special,monster_type(cyberse)),you)"]),
    ("You cannot Normal or Special Summon monsters during the turn you activate this effect, except \"Trickstar\" monsters.",
     ['cannot(summon_except(normal,name_has("Trickstar")),you)', 'cannot(summon_except(special,name_has("Trickstar")),you)']),
    ("You cannot Normal or Special Summon monsters the turn you activate this effect, except \"Blue-Eyes White Dragon\".",
     ['cannot(summon_except(normal,card_named("Blue-Eyes White Dragon")),you)',
      'cannot(summon_except(special,card_named("Blue-Eyes White Dragon")),you)']),
    ("You cannot Pendulum Summon the turn you activate this effect.", ["cannot(summon_except(pendulum,no_monster),you)"]),
    ("You cannot Summon the turn you activate this effect.", ["cannot(summon(any),you)"]),
    ("You cannot Set cards the turn you activate this effect.", ["cannot(set,you)"]),
    ("You cannot Set Spells/Traps during the turn you activate this effect.", ["cannot(set_spell_trap,you)"]),
])
def test_more_restrictions_for_the_turn_you_activate(sentence, terms):
    got = compiled(monster("Oath Keeper", DRAW + sentence))
    for term in terms:
        assert f"activation_turn_restriction(oath_keeper,1,{term})" in got
    assert not any(f.startswith(("not_modelled", "condition(")) for f in got), got


@pytest.mark.parametrize("sentence", [
    "You cannot Normal or Special Summon monsters the turn you activate this effect.",  # no exception: not read
    "You cannot Normal or Special Summon monsters the turn you activate this effect, except \"Photon\" and \"Galaxy\" monsters.",
])
def test_restrictions_not_read_stay_not_understood(sentence):
    got = compiled(monster("Oath Breaker", DRAW + sentence))
    assert "condition(oath_breaker,1,not_understood)" in got
    assert not any(f.startswith("activation_turn_restriction") for f in got), got


def test_real_cards():
    real_facts_hold({
        "Burning Draw": ("activation_turn_restriction(burning_draw,1,cannot(summon_except(normal,attribute(fire)),you))",
                         "activation_turn_restriction(burning_draw,1,cannot(summon_except(special,attribute(fire)),you))"),
        "Performapal Extra Slinger": ("activation_turn_restriction(performapal_extra_slinger,2,cannot(summon_except(pendulum,no_monster),you))",),
        "Ancient Gear Advance": ("activation_turn_restriction(ancient_gear_advance,1,cannot(set,you))",),
        "Extra-Foolish Burial": ("activation_turn_restriction(extra_foolish_burial,1,cannot(set_spell_trap,you))",),
        "Draw of Fate": ("op(draw_of_fate,1,1,restrict(cannot(set_spell_trap,you),end_of_turn))",),
    })


KEEPERS = [monster("Fire Vow", DRAW + "You cannot Normal or Special Summon monsters the turn you activate this effect, "
                                      "except FIRE monsters."),
           monster("Set Vow", DRAW + "You cannot Set cards the turn you activate this effect."),
           monster("Spell Set Vow", DRAW + "You cannot Set Spells/Traps the turn you activate this effect."),
           monster("Pendulum Vow", DRAW + "You cannot Pendulum Summon the turn you activate this effect.")]


def judge(tmp_path, monkeypatch, name: str, cards: str, actions: str, expect: str, question: bool = True) -> None:
    import_cards(tmp_path, monkeypatch, KEEPERS)
    questions = "questions:\n  - {id: q, ask: can_activate, card: keeper}\n" if question else ""
    try:
        expectations_hold(f"""
name: {name}
cards:
  - {{id: keeper, name: {name}, owner: you, zone: monster_zone}}
  - {{id: fodder, name: Dark Hole, owner: you, zone: hand}}
{cards}actions:
{actions}{questions}expect:
{expect}""", "oaths13.yaml")
    finally:
        library.cache_clear()


@pytest.mark.parametrize("summoned, can", [("sangan", "no"), ("knight", "yes")])
def test_a_normal_summon_earlier_that_turn_decides(tmp_path, monkeypatch, summoned, can):
    """After a Normal Summon of a non-FIRE monster (Sangan, DARK) this turn the
    effect cannot be activated; after one of a FIRE monster (Command Knight) it can."""
    cards = ("  - {id: sangan, name: Sangan, owner: you, zone: hand}\n"
             "  - {id: knight, name: Command Knight, owner: you, zone: hand}\n")
    actions = f"  - summon: {{card: {summoned}, how: normal}}\n"
    reasons = "  reasons: {q: r_restriction_activation_turn}\n" if can == "no" else ""
    judge(tmp_path, monkeypatch, "Fire Vow", cards, actions, f'  answers: {{q: "{can}"}}\n' + reasons)


def test_no_normal_summon_of_another_monster_after_the_activation(tmp_path, monkeypatch):
    cards = "  - {id: sangan, name: Sangan, owner: you, zone: hand}\n"
    actions = "  - chain:\n      - {card: keeper, cost: {discard: [fodder]}}\n  - summon: {card: sangan, how: normal}\n"
    judge(tmp_path, monkeypatch, "Fire Vow", cards, actions, '  illegal: [{at: "action 2", rule: r_summon_except_normal}]\n',
          question=False)


@pytest.mark.parametrize("first, can", [("summon: {card: sangan, how: set}", "no"), ("set: {card: moon}", "no"),
                                        ("summon: {card: sangan, how: normal}", "yes")])
def test_a_set_earlier_that_turn_forbids_the_activation(tmp_path, monkeypatch, first, can):
    cards = ("  - {id: sangan, name: Sangan, owner: you, zone: hand}\n"
             "  - {id: moon, name: Book of Moon, owner: you, zone: hand}\n")
    reasons = "  reasons: {q: r_restriction_activation_turn}\n" if can == "no" else ""
    judge(tmp_path, monkeypatch, "Set Vow", cards, f"  - {first}\n", f'  answers: {{q: "{can}"}}\n' + reasons)


@pytest.mark.parametrize("how, can", [("pendulum", "no"), ("normal", "yes")])
def test_a_pendulum_summon_earlier_that_turn_forbids_the_activation(tmp_path, monkeypatch, how, can):
    """A Pendulum Summon this turn forbids it; a Normal Summon does not."""
    cards = ("  - {id: odd-eyes, name: Odd-Eyes Pendulum Dragon, owner: you, zone: spell_trap_zone, face: up}\n"
             "  - {id: joker, name: Performapal Skullcrobat Joker, owner: you, zone: spell_trap_zone, face: up}\n"
             "  - {id: sangan, name: Sangan, owner: you, zone: hand}\n"
             "  - {id: dm, name: Dark Magician, owner: you, zone: hand}\n")
    card = "dm" if how == "pendulum" else "sangan"  # (Level 7: between the Scales 4 and 8)
    reasons = "  reasons: {q: r_restriction_activation_turn}\n" if can == "no" else ""
    judge(tmp_path, monkeypatch, "Pendulum Vow", cards, f"  - summon: {{card: {card}, how: {how}}}\n", f'  answers: {{q: "{can}"}}\n' + reasons)


# ---- "until the end of the next turn (after this card resolves), you cannot Special Summon ..." ----

def test_until_the_end_of_the_next_turn_is_read_as_its_duration():
    got = compiled({"card_type": "Trap", "property": "Normal", "name": "Next Vow", "text":
                    "Draw 1 card. Until the end of the next turn after this card resolves, you cannot Special Summon from the "
                    "Extra Deck, except Synchro Monsters."})
    assert ("op(next_vow,1,2,restrict(cannot(summon_except(special_from_extra_deck,subtype(synchro)),you),until_end_of_next_turn))"
            in got)
    assert not any(f.startswith("not_modelled") for f in got), got


def test_real_cards_until_the_end_of_the_next_turn():
    real_facts_hold({
        "Artifact Mjollnir": ('op(artifact_mjollnir,3,1,restrict(cannot(summon_except(special,name_has("Artifact")),you),'
                              'until_end_of_next_turn))',),
        "Regenesis Code": ("op(regenesis_code,1,1,restrict(cannot(summon_except(special_from_extra_deck,no_monster),you),"
                           "until_end_of_next_turn))",),
    })


@pytest.mark.parametrize("later, answer", [("", "cannot(summon_except(special, attribute(water)))"),
                                           ("  - player: you\n", "none")])
def test_the_restriction_lasts_through_the_next_turn_only(tmp_path, monkeypatch, later, answer):
    """r_restriction_lasting: resolved in your turn, it binds you in your
    opponent's next turn; in your turn after that it no longer does."""
    import_cards(tmp_path, monkeypatch, [{"card_type": "Trap", "property": "Normal", "name": "Next Vow", "text":
                                          "Draw 1 card. Until the end of the next turn after this card resolves, you cannot "
                                          "Special Summon monsters, except WATER monsters."}])
    reasons = "  reasons: {q: r_restriction_lasting}\n" if answer != "none" else ""
    try:
        expectations_hold(f"""
name: Next Vow ({answer})
cards:
  - {{id: vow, name: Next Vow, owner: you, zone: spell_trap_zone}}
turns:
  - player: you
    actions:
      - chain: [{{card: vow}}]
  - player: opp
{later}questions:
  - {{id: q, ask: restricted, player: you}}
expect:
  answers: {{q: "{answer}"}}
{reasons}""", "oaths13.yaml")
    finally:
        library.cache_clear()


@pytest.mark.parametrize("first, can", [("summon: {card: sangan, how: set}", "yes"), ("set: {card: moon}", "no")])
def test_only_a_spell_or_trap_set_forbids_cannot_set_spells_traps(tmp_path, monkeypatch, first, can):
    """"You cannot Set Spells/Traps": a Spell Set this turn forbids the
    activation; a monster Set does not."""
    cards = ("  - {id: sangan, name: Sangan, owner: you, zone: hand}\n"
             "  - {id: moon, name: Book of Moon, owner: you, zone: hand}\n")
    reasons = "  reasons: {q: r_restriction_activation_turn}\n" if can == "no" else ""
    judge(tmp_path, monkeypatch, "Spell Set Vow", cards, f"  - {first}\n", f'  answers: {{q: "{can}"}}\n' + reasons)


def test_no_spell_set_after_the_activation(tmp_path, monkeypatch):
    cards = "  - {id: moon, name: Book of Moon, owner: you, zone: hand}\n"
    actions = "  - chain:\n      - {card: keeper, cost: {discard: [fodder]}}\n  - set: {card: moon}\n"
    judge(tmp_path, monkeypatch, "Spell Set Vow", cards, actions, '  illegal: [{at: "action 2", rule: r_restriction_activation_turn}]\n',
          question=False)
