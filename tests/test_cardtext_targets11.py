"""Target filters compiled from card text (issue 15, targets round 11):
"..., except a Link Monster", "..., except a Level 5 monster", "..., except
an Insect, Plant, or Reptile monster" (a card that is not one: non/1,
asp/chain/targets.lp r_non_filter), and "a monster that cannot be Normal
Summoned/Set" (a Special Summon Monster: r_special_summon_monster). Short
texts written here in the style of real cards, imported and judged in
scenarios (a legal and an illegal target each); real card texts from the
shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


CARDS = [
    {"card_type": "Spell", "property": "Normal", "name": "Byte Salvage",
     "text": "Target 1 monster in your GY, except a Link Monster; banish it."},
    {"card_type": "Spell", "property": "Normal", "name": "Fated Call",
     "text": "Target 1 monster that cannot be Normal Summoned/Set in either GY; banish it."},
    monster("Plain Imp", "You can pay 500 LP; draw 1 card."),
    monster("Proud Drake", "Cannot be Normal Summoned/Set. You can pay 500 LP; draw 1 card.",
            line="Dragon / Effect", level=7),
    {"card_type": "Monster", "monster_type_line": "Cyberse / Link / Effect", "attribute": "DARK", "link_arrows": ["↙", "↘"], "atk": 1500,
     "name": "Link Bit", "text": "2 Effect Monsters\nYou can pay 500 LP; draw 1 card."},
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "targets11.yaml")


def spell(text: str) -> set[str]:
    return compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": text})


def test_the_target_filters_compile_into_declared_facts():
    assert {"target(byte_salvage,1,1,monster,gy,own)", "target_where(byte_salvage,1,1,non(subtype(link)))"} <= compiled(BY["Byte Salvage"])
    assert {"target(fated_call,1,1,monster,gy,any)", "target_where(fated_call,1,1,special_summon_monster)"} <= compiled(BY["Fated Call"])
    assert "target_where(probe,1,1,both(name_has(\"Gem\"),non(level_between(5,5))))" in \
        spell('Target 1 "Gem" monster in your GY, except a Level 5 monster; banish it.')
    assert "target_where(probe,1,1,non(either(monster_type(insect),either(monster_type(plant),monster_type(reptile)))))" in \
        spell("Target 1 face-up monster your opponent controls, except an Insect, Plant, or Reptile monster; destroy it.")
    for card in CARDS:
        assert not any("not_understood" in f for f in compiled(card)), card["name"]


@pytest.mark.parametrize("text", [
    # "except a monster with ? ATK": no filter for "?" ATK
    "Target 1 monster in your opponent's GY, except a monster with ? ATK; banish it.",
    # "except the monster sent to the GY": a card of the activation, not a kind
    "Target 1 monster in your GY, except the monster sent to the GY; banish it.",
])
def test_other_except_clauses_stay_not_understood(text):
    assert "condition(probe,1,not_understood)" in spell(text)


@pytest.mark.parametrize("pick, ok", [("imp", True), ("link", False)])
def test_target_except_a_link_monster(imported, pick, ok):
    expect = f"zones: {{{pick}: banished}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Byte Salvage targets {"a monster that is not a Link Monster" if ok else "a Link Monster"} in the GY
turn: you
cards:
  - {{id: salvage, name: Byte Salvage, owner: you, zone: hand}}
  - {{id: imp, name: Plain Imp, owner: you, zone: gy}}
  - {{id: link, name: Link Bit, owner: you, zone: gy}}
actions:
  - chain: [{{card: salvage, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("pick, ok", [("drake", True), ("link", True), ("imp", False)])
def test_target_a_monster_that_cannot_be_normal_summoned(imported, pick, ok):
    """Proud Drake says it cannot be Normal Summoned/Set; a Link Monster cannot be either; Plain Imp can."""
    expect = f"zones: {{{pick}: banished}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Fated Call targets {pick} in the opponent's GY
turn: you
cards:
  - {{id: call, name: Fated Call, owner: you, zone: hand}}
  - {{id: drake, name: Proud Drake, owner: opp, zone: gy}}
  - {{id: link, name: Link Bit, owner: opp, zone: gy}}
  - {{id: imp, name: Plain Imp, owner: opp, zone: gy}}
actions:
  - chain: [{{card: call, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_cards():
    real_facts_hold({
        "Cynet Recovery": ("target(cynet_recovery,2,1,monster,gy,own)", "target_where(cynet_recovery,2,1,non(subtype(link)))"),
        "Crystron Quandax": ("target_where(crystron_quandax,2,1,both(name_has(\"Crystron\"),non(subtype(synchro))))",),
        "Photon Booster": ("target_where(photon_booster,1,1,both(both(level_between(1,4),attribute(light)),non(subtype(token))))",),
        "Fateful Hour": ("target(fateful_hour,1,1,monster,gy,any)", "target_where(fateful_hour,1,1,special_summon_monster)"),
        "Chaos Space": ("target(chaos_space,2,1,monster,banished,own)",
                        "target_where(chaos_space,2,1,both(either(attribute(light),attribute(dark)),special_summon_monster))"),
    }, absent={"Cynet Recovery": ("not_understood",), "Fateful Hour": ("not_understood",)})
