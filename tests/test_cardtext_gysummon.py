""""Special Summon this card from your GY (if it was there when <event>) or
hand (even if not)" (gysummon): the Summon of this card from where the
effect is activated (activate_from gy and hand), with the condition
there_at_event(gy): activated in the GY, the card must already have been
there when the event happened; from the hand, it need not
(asp/chain/timing.lp r_there_at_event). Short texts written here and real
cards of the shared card data, imported and judged.
"""

from __future__ import annotations

import pytest

from imported import compiled, data_lines, expectations_hold, import_cards, monster, real_facts_hold

CARDS = [
    monster("Tester Alpha", "You can draw 1 card."),
    {"card_type": "Trap", "property": "Normal", "name": "Oops!", "text": "Target 1 card on the field; destroy it."},
]
REAL = ["Omni Dragon Brotaur"]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS + data_lines(REAL))


# ---- compiled -----------------------------------------------------------------------

@pytest.mark.parametrize("text, there, op", [
    ("If a monster is destroyed: You can Special Summon this card from your GY (if it was there when the monster was destroyed) "
     "or hand (even if not).", "gy", "special_summon(self)"),
    ("If a monster is Special Summoned: You can Special Summon this card from your hand (if it was there when the Summon resolved) "
     "or GY (even if not).", "hand", "special_summon(self)"),
    ("If a monster is sent to the GY: You can Special Summon this card from the GY (if it was there when the monster was sent) "
     "or hand (even if not) in Defense Position.", "gy", "special_summon(self,defense)"),
])
def test_summon_from_gy_or_hand_compiles(text, there, op):
    got = compiled(monster("T", text))
    assert {f"condition(t,1,there_at_event({there}))", f"op(t,1,1,{op})", "activate_from(t,1,gy)", "activate_from(t,1,hand)"} <= got, sorted(got)
    assert not any(f.startswith("not_modelled(t,1") for f in got), sorted(got)


def test_the_rider_after_it_is_read():
    got = compiled(monster("T", "If a monster is destroyed: You can Special Summon this card from your GY (if it was there when "
                                "the monster was destroyed) or hand (even if not), but banish it when it leaves the field."))
    assert "summon_rider(t,1,banish_when_leaves)" in got, sorted(got)
    assert not any(f.startswith("not_modelled(t,1") for f in got), sorted(got)


def test_real_cards_compile():
    real_facts_hold({
        "Omni Dragon Brotaur": ("condition(omni_dragon_brotaur,1,there_at_event(gy))", "op(omni_dragon_brotaur,1,1,special_summon(self))",
                                "summon_rider(omni_dragon_brotaur,1,banish_when_leaves)"),
        "Galaxy War Drake": ("condition(galaxy_war_drake,1,there_at_event(hand))", "op(galaxy_war_drake,1,1,special_summon(self))"),
        "Vodnika the Fountain Spirit": ("op(vodnika_the_fountain_spirit,1,1,special_summon(self,defense))",),
    }, absent={"Omni Dragon Brotaur": ("not_modelled(omni_dragon_brotaur,1,", "condition(omni_dragon_brotaur,1,not_understood)"),
               "Galaxy War Drake": ("not_modelled(galaxy_war_drake,1,", "condition(galaxy_war_drake,1,not_understood)")})


# ---- judged -------------------------------------------------------------------------

@pytest.mark.parametrize("where, destroyed, answer", [
    ("gy", "a", "yes"),             # in the GY before the monster was destroyed
    ("hand", "a", "yes"),           # in the hand: even if not
    ("monster_zone", "od", "no"),   # destroyed itself: it was on the field, not in the GY, when the monster was destroyed
])
def test_brotaur_from_the_gy_only_if_it_was_there(imported, where, destroyed, answer):
    holds(f"""
name: Omni Dragon Brotaur ({where}) after {destroyed} is destroyed by the opponent's trap
turn: you
phase: main1
cards:
  - {{id: od, name: Omni Dragon Brotaur, owner: you, zone: {where}}}
  - {{id: a, name: Tester Alpha, owner: you, zone: monster_zone}}
  - {{id: oops, name: "Oops!", owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: oops, targets: [{destroyed}]}}]
questions:
  - {{id: q, ask: can_activate, card: od, at: {{after: 1}}}}
expect:
  answers: {{q: "{answer}"}}
""")


def holds(text: str) -> None:
    expectations_hold(text, "gysummon.yaml")
