"""Target clauses compiled from card text (issue 15, targets round 15):
"target 1 Union monster in your GY", "... Spirit monster ...", "... Toon
monster ..." (the ability printed on the type line, "Machine / Union /
Effect": subtype/1), "target 1 card in your other Pendulum Zone" (this
card is in one Pendulum Zone: the card of yours in a Pendulum Zone other
than this one), "on either field" (on the field), "on their field or GY", "in your field and/or GY",
"in any Pendulum Zone", "in the Pendulum Zones", "1 face-up card in a Field
Zone", "1 Spell/Trap in each GY" (1 in your GY and 1 in your opponent's),
"1 opponent's Attack Position monster", "in your opponent's GY and/or
banishment", "1 card in your GY that was sent there this turn", "1 monster
you control that was Special Summoned this turn" (it came there in the
current turn: r_arrived_this_turn), "with 2400 or more ATK and 1000 DEF"
(each value as said), '... except "X"' without a comma, "1 Special
Summoned Level 5 or higher monster", "1 monster with a Wedge Counter"
(counters_at_least: r_counters_filter), "1 Pendulum Summoned monster", "1
Tribute Summoned monster" (summoned_by: r_summoned_by), "1 face-up monster on
each player's field", "... on each side of the field" (as "on each field"),
"1 monster you control that attacked this turn", "... that did not declare
an attack this turn" (attacked_this_turn: r_attacked_this_turn).
Short texts written here in the style of real cards, imported and judged in
scenarios (a legal and an illegal target each); real card texts from the
shared data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts_hold


CARDS = [
    {"card_type": "Spell", "property": "Normal", "name": "Union Recall",
     "text": "Target 1 Union monster in your GY; banish it."},
    monster("Hinge Tank", "You can pay 500 LP; draw 1 card.", line="Machine / Union / Effect"),
    monster("Plain Imp", "You can pay 500 LP; draw 1 card."),
    monster("Rush Imp", "If you control no monsters, you can Special Summon this card (from your hand)."),
    {"card_type": "Spell", "property": "Normal", "name": "Heavy Recall",
     "text": "Target 1 monster in your GY with 2000 or more ATK and 1000 DEF; banish it."},
    monster("Heavy Ogre", "You can pay 500 LP; draw 1 card.", atk=2400, **{"def": 1000}),
    monster("Heavy Wall", "You can pay 500 LP; draw 1 card.", atk=2400, **{"def": 1200}),
    {"card_type": "Spell", "property": "Normal", "name": "Zone Sweep",
     "text": "Target 1 face-up card in a Field Zone; destroy it."},
    {"card_type": "Spell", "property": "Field", "name": "Quiet Plain", "text": "All monsters on the field gain 100 ATK."},
    {"card_type": "Spell", "property": "Normal", "name": "Summoned Sweep",
     "text": "Target 1 Special Summoned monster on either field; destroy it."},
    monster("Scale Imp", "You can pay 500 LP; draw 1 card.", line="Fiend / Pendulum / Effect", pendulum_scale=3,
            pendulum_effect="You can target 1 card in your other Pendulum Zone; destroy it."),
    {"card_type": "Spell", "property": "Normal", "name": "Small Gain", "text": "You gain 500 LP."},
    {"card_type": "Spell", "property": "Normal", "name": "Fresh Recall",
     "text": "Target 1 card in your GY that was sent there this turn; add it to your hand."},
    {"card_type": "Spell", "property": "Normal", "name": "Fresh Sweep",
     "text": "Target 1 monster you control that was Special Summoned this turn; destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Wedge Pull",
     "text": "Target 1 monster your opponent controls with a Wedge Counter; destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Tribute Sweep",
     "text": "Target 1 face-up Tribute Summoned monster you control; destroy it."},
    monster("Tall Ogre", "You can pay 500 LP; draw 1 card.", level=6, atk=2400),
    {"card_type": "Spell", "property": "Normal", "name": "Tired Recall",
     "text": "Target 1 monster you control that attacked this turn; return it to the hand."},
]
BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "targets15.yaml")


def spell(text: str) -> set[str]:
    return compiled({"card_type": "Spell", "property": "Normal", "name": "Probe", "text": text})


def test_the_target_clauses_compile_into_declared_facts():
    assert {"subtype(hinge_tank,union)", "subtype(hinge_tank,effect)"} <= compiled(BY["Hinge Tank"])
    assert {"target(union_recall,1,1,monster,gy,own)", "target_where(union_recall,1,1,subtype(union))"} <= compiled(BY["Union Recall"])
    assert "target_where(probe,1,1,subtype(spirit))" in spell("Target 1 Spirit monster you control; return it to the hand.")
    assert "target_where(probe,1,1,subtype(toon))" in spell("Target 1 Toon monster you control; destroy it.")
    assert "target_where(heavy_recall,1,1,both(atk_between(2000,99999),def_between(1000,1000)))" in compiled(BY["Heavy Recall"])
    assert {"target(zone_sweep,1,1,card,field_zone,any)", "target_face(zone_sweep,1,1,up)"} <= compiled(BY["Zone Sweep"])
    assert {"target(summoned_sweep,1,1,monster,monster_zone,any)",
            "target_where(summoned_sweep,1,1,special_summoned)"} <= compiled(BY["Summoned Sweep"])
    assert "target_where(probe,1,1,both(special_summoned,level_between(5,99)))" in \
        spell("Target 1 Special Summoned Level 5 or higher monster on the field; destroy it.")
    assert {"target(probe,1,1,monster,monster_zone,opponent)", "target(probe,1,1,monster,gy,opponent)"} <= \
        spell("Target 1 monster on their field or GY; banish it.")
    assert "target_where(probe,1,1,both(name_has(\"Gem\"),card_not_named(\"Gem Cat\")))" in \
        spell('Target 1 "Gem" monster in your GY except "Gem Cat"; add it to your hand.')
    assert {"target(probe,1,1,card,spell_trap_zone,any)", "target_where(probe,1,1,subtype(pendulum))",
            "target_optional(probe,1,2)"} <= spell("Target up to 2 cards in the Pendulum Zones; destroy them.")
    assert "target(probe,1,1,card,spell_trap_zone,any)" in spell("Target 1 card in any Pendulum Zone; destroy it.")
    assert {"target(scale_imp,2,1,card,spell_trap_zone,own)", "target_where(scale_imp,2,1,subtype(pendulum))",
            "target_other(scale_imp,2,1)"} <= compiled(BY["Scale Imp"])
    assert {"target(probe,1,1,spell_trap,gy,own)", "target(probe,1,2,spell_trap,gy,opponent)"} <= \
        spell("Target 1 Spell/Trap in each GY; banish them.")
    assert {"target(probe,1,1,card,gy,own)", "target(probe,1,2,card,gy,opponent)"} <= \
        spell("Target 1 card each from your GY and your opponent's GY; banish them.")
    assert {"target(probe,1,1,monster,monster_zone,opponent)", "target_where(probe,1,1,position(attack))"} <= \
        spell("Target 1 opponent's Attack Position monster; destroy it.")
    assert "target(probe,1,1,monster,monster_zone,opponent)" in spell("Target an opponent's monster; destroy it.")
    assert {"target(probe,1,1,monster,monster_zone,opponent)", "target_where(probe,1,1,summoned_by(pendulum))"} <= \
        spell("Target 1 face-up Pendulum Summoned monster your opponent controls; destroy it.")
    assert {"target(probe,1,1,card,field,own)", "target(probe,1,2,card,field,opponent)", "target_face(probe,1,2,up)",
            "target_other(probe,1,1)"} <= spell("Target 1 face-up card on each player's field, except this card; destroy them.")
    assert {"target(probe,1,1,monster,monster_zone,own)", "target_where(probe,1,2,both(position(attack),subtype(synchro)))"} <= \
        spell("Target 1 face-up Attack Position Synchro Monster on each side of the field; destroy them.")
    assert {"target(probe,1,3,monster,monster_zone,own)", "target(probe,1,3,monster,gy,own)"} <= \
        spell('Target up to 3 "Ars Magna" monsters in your field and/or GY; shuffle them into the Deck.')
    assert "target_where(probe,1,1,both(position(attack),non(attacked_this_turn)))" in \
        spell("Target 1 Attack Position monster your opponent controls that did not declare an attack this turn; destroy it.")
    assert {"target(probe,1,1,monster,monster_zone,any)", "target_where(probe,1,1,counters_at_least(fog,4))"} <= \
        spell("Target 1 monster with 4 or more Fog Counters; destroy it.")
    assert {"target(probe,1,1,card,gy,opponent)", "target(probe,1,1,card,banished,opponent)", "target_optional(probe,1,2)"} <= \
        spell("Target up to 2 cards in your opponent's GY and/or banishment; shuffle them into the Deck.")
    for card in CARDS:
        assert not any("not_understood" in f for f in compiled(card)), card["name"]


@pytest.mark.parametrize("text", [
    # "appropriate": a monster this Union monster can be equipped to, which the filters do not say
    "Target 1 appropriate Union monster in your GY; equip it to this card.",
    # "non-Effect": a Gemini monster in the GY is a Normal Monster there (asp/chain/targets.lp, not read)
    "Target 1 non-Effect Monster in your GY; add it to your hand.",
    # the Main Monster Zone is not modelled apart from the Extra Monster Zone
    "Target 1 monster in your opponent's Main Monster Zone; destroy it.",
])
def test_other_target_clauses_stay_not_understood(text):
    assert "condition(probe,1,not_understood)" in spell(text)


@pytest.mark.parametrize("pick, ok", [("tank", True), ("imp", False)])
def test_target_a_union_monster_in_the_gy(imported, pick, ok):
    expect = f"zones: {{{pick}: banished}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Union Recall targets {"a Union monster" if ok else "a monster that is no Union monster"} in my GY
turn: you
cards:
  - {{id: recall, name: Union Recall, owner: you, zone: hand}}
  - {{id: tank, name: Hinge Tank, owner: you, zone: gy}}
  - {{id: imp, name: Plain Imp, owner: you, zone: gy}}
actions:
  - chain: [{{card: recall, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("pick, ok", [("ogre", True), ("wall", False), ("imp", False)])
def test_target_with_atk_and_def(imported, pick, ok):
    """Heavy Ogre 2400/1000 fits "2000 or more ATK and 1000 DEF"; Heavy Wall (1200 DEF) and Plain Imp (1800 ATK) do not."""
    expect = f"zones: {{{pick}: banished}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Heavy Recall targets {pick} in my GY
turn: you
cards:
  - {{id: recall, name: Heavy Recall, owner: you, zone: hand}}
  - {{id: ogre, name: Heavy Ogre, owner: you, zone: gy}}
  - {{id: wall, name: Heavy Wall, owner: you, zone: gy}}
  - {{id: imp, name: Plain Imp, owner: you, zone: gy}}
actions:
  - chain: [{{card: recall, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("face, can", [("up", "yes"), ("down", "no")])
def test_target_a_face_up_card_in_a_field_zone(imported, face, can):
    """A Set Field Spell is in the Field Zone face-down: no face-up card to target."""
    holds(f"""
name: Zone Sweep with the opponent's Field Spell face-{face}
turn: you
cards:
  - {{id: sweep, name: Zone Sweep, owner: you, zone: hand}}
  - {{id: plain, name: Quiet Plain, owner: opp, zone: field_zone, face: {face}}}
questions:
  - {{id: q, ask: can_activate, card: sweep}}
expect:
  answers: {{q: "{can}"}}
""")


@pytest.mark.parametrize("how, ok", [("special", True), ("normal", False)])
def test_target_a_special_summoned_monster_on_either_field(imported, how, ok):
    """"On either field": my own Special Summoned monster is one too."""
    expect = "zones: {imp: gy}" if ok else 'illegal: [{at: "2.1", rule: r_target}]'  # the second action
    holds(f"""
name: Summoned Sweep targets my {how} Summoned monster
turn: you
cards:
  - {{id: imp, name: Rush Imp, owner: you, zone: hand}}
  - {{id: sweep, name: Summoned Sweep, owner: you, zone: hand}}
actions:
  - summon: {{card: imp, how: {how}}}
  - chain: [{{card: sweep, targets: [imp]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("pick, ok", [("other", True), ("self", False)])
def test_target_the_card_in_your_other_pendulum_zone(imported, pick, ok):
    """A Pendulum Monster Card destroyed in a Pendulum Zone goes to the Extra Deck (r_pendulum_to_extra_deck)."""
    expect = f"zones: {{{pick}: extra_deck}}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Scale Imp targets {"the card in my other Pendulum Zone" if ok else "itself"}
turn: you
cards:
  - {{id: self, name: Scale Imp, owner: you, zone: spell_trap_zone, face: up}}
  - {{id: other, name: Scale Imp, owner: you, zone: spell_trap_zone, face: up}}
actions:
  - chain: [{{card: self, effect: 2, targets: [{pick}]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("wedges, ok", [(1, True), (0, False)])
def test_target_a_monster_with_a_wedge_counter(imported, wedges, ok):
    counters = ", counters: {wedge: 1}" if wedges else ""
    expect = "zones: {imp: gy}" if ok else 'illegal: [{at: "1.1", rule: r_target}]'
    holds(f"""
name: Wedge Pull targets a monster {"with" if ok else "without"} a Wedge Counter
turn: you
cards:
  - {{id: pull, name: Wedge Pull, owner: you, zone: hand}}
  - {{id: imp, name: Plain Imp, owner: opp, zone: monster_zone{counters}}}
actions:
  - chain: [{{card: pull, targets: [imp]}}]
expect:
  {expect}
""")


@pytest.mark.parametrize("pick, ok", [("ogre", True), ("imp", False)])
def test_target_a_tribute_summoned_monster(imported, pick, ok):
    """Tall Ogre is Tribute Summoned by Tributing one Plain Imp; the other Plain Imp is Normal Summoned."""
    expect = f"zones: {{{pick}: gy}}" if ok else 'illegal: [{at: "5.1", rule: r_target}]'
    holds(f"""
name: Tribute Sweep targets {"the Tribute Summoned monster" if ok else "a Normal Summoned monster"}
turns:
  - player: you
    actions:
      - summon: {{card: imp, how: normal}}
  - player: opp
  - player: you
    actions:
      - summon: {{card: ogre, how: tribute, tributes: [fodder]}}
      - chain: [{{card: sweep, targets: [{pick}]}}]
cards:
  - {{id: sweep, name: Tribute Sweep, owner: you, zone: hand}}
  - {{id: ogre, name: Tall Ogre, owner: you, zone: hand}}
  - {{id: fodder, name: Plain Imp, owner: you, zone: monster_zone}}
  - {{id: imp, name: Plain Imp, owner: you, zone: hand}}
expect:
  {expect}
""")


@pytest.mark.parametrize("pick, ok", [("ogre", True), ("imp", False)])
def test_target_a_monster_that_attacked_this_turn(imported, pick, ok):
    """Tall Ogre attacks directly; Plain Imp does not attack."""
    expect = f"zones: {{{pick}: hand}}" if ok else 'illegal: [{at: "4.1", rule: r_target}]'
    holds(f"""
name: Tired Recall targets {"the monster that attacked" if ok else "a monster that did not attack"}
turn: you
cards:
  - {{id: recall, name: Tired Recall, owner: you, zone: hand}}
  - {{id: ogre, name: Tall Ogre, owner: you, zone: monster_zone}}
  - {{id: imp, name: Plain Imp, owner: you, zone: monster_zone}}
actions:
  - phase: battle_start
  - attack: {{card: ogre, target: direct}}
  - phase: main2
  - chain: [{{card: recall, targets: [{pick}]}}]
expect:
  {expect}
""")


def later(same_turn: bool, actions: str) -> str:
    """The turns of a scenario: the first turn's actions, then (not same_turn) the next turn of mine."""
    if same_turn:
        return f"turns:\n  - player: you\n    actions:\n{actions}"
    return f"turns:\n  - player: you\n    actions:\n{actions.split('<later>')[0]}  - player: opp\n  - player: you\n    actions:\n{actions.split('<later>')[1]}"


@pytest.mark.parametrize("same_turn", [True, False])
def test_target_a_card_sent_to_the_gy_this_turn(imported, same_turn):
    """Small Gain goes to the GY when it resolves; Fresh Recall targets it that turn, not in my next turn."""
    expect = "zones: {gain: hand}" if same_turn else 'illegal: [{at: "4.1", rule: r_target}]'
    steps = "      - chain: [{card: gain}]\n<later>      - chain: [{card: recall, targets: [gain]}]\n"
    holds(f"""
name: Fresh Recall targets Small Gain {"the turn it was sent to the GY" if same_turn else "a turn later"}
{later(same_turn, steps.replace("<later>", "") if same_turn else steps)}cards:
  - {{id: gain, name: Small Gain, owner: you, zone: hand}}
  - {{id: recall, name: Fresh Recall, owner: you, zone: hand}}
expect:
  {expect}
""")


@pytest.mark.parametrize("same_turn", [True, False])
def test_target_a_monster_special_summoned_this_turn(imported, same_turn):
    expect = "zones: {imp: gy}" if same_turn else 'illegal: [{at: "4.1", rule: r_target}]'
    steps = "      - summon: {card: imp, how: special}\n<later>      - chain: [{card: sweep, targets: [imp]}]\n"
    holds(f"""
name: Fresh Sweep targets Rush Imp {"the turn it was Special Summoned" if same_turn else "a turn later"}
{later(same_turn, steps.replace("<later>", "") if same_turn else steps)}cards:
  - {{id: imp, name: Rush Imp, owner: you, zone: hand}}
  - {{id: sweep, name: Fresh Sweep, owner: you, zone: hand}}
expect:
  {expect}
""")


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_cards():
    real_facts_hold({
        "Roll Out!": ("target(roll_out,1,1,monster,gy,own)", "target_where(roll_out,1,1,subtype(union))"),
        "Sakitama": ("target_where(sakitama,3,1,subtype(spirit))",),
        "Toon Rollback": ("target_where(toon_rollback,1,1,subtype(toon))",),
        "Pazuzule": ("target(pazuzule,2,1,card,spell_trap_zone,own)", "target_where(pazuzule,2,1,subtype(pendulum))",
                     "target_other(pazuzule,2,1)"),
        "Faustian Bargain": ("target_where(faustian_bargain,1,1,special_summoned)",),
        "Dark Advance": ("target_where(dark_advance,1,1,both(atk_between(2400,99999),def_between(1000,1000)))",),
        "Malicevorous Knife": ("target_where(malicevorous_knife,1,1,both(name_has(\"Malicevorous\"),card_not_named(\"Malicevorous Knife\")))",),
        "Land Flipping": ("target(land_flipping,1,1,card,field_zone,any)", "target_face(land_flipping,1,1,up)"),
        "Laundry Trap": ("target_where(laundry_trap,3,1,both(arrived_this_turn,card_not_named(\"Laundry Trap\")))",),
        "Dragon's Fighting Spirit": ("target_where(dragon_s_fighting_spirit,1,1,both(monster_type(dragon),both(special_summoned,arrived_this_turn)))",),
        "Odd-Eyes Vortex Dragon": ("target(odd_eyes_vortex_dragon,1,1,monster,monster_zone,opponent)",
                                   "target_where(odd_eyes_vortex_dragon,1,1,position(attack))"),
        "Red Blossoms from Underroot": ("target(red_blossoms_from_underroot,1,1,spell_trap,gy,own)",
                                        "target(red_blossoms_from_underroot,1,2,spell_trap,gy,opponent)"),
        "GMX Associate Noma": ("target(gmx_associate_noma,1,1,card,gy,own)", "target(gmx_associate_noma,1,2,card,gy,opponent)"),
        'K9-X "Ripper/M"': ("target(k9_x_ripper_m,2,1,card,banished,opponent)", "target(k9_x_ripper_m,2,1,card,gy,opponent)"),
        "Blackwing Full Armor Master": ("target_where(blackwing_full_armor_master,3,1,counters_at_least(wedge,1))",),
        "D/D Evil": ("target(d_d_evil,2,1,monster,monster_zone,opponent)", "target_where(d_d_evil,2,1,summoned_by(pendulum))"),
        "The Monarchs Awaken": ("target_where(the_monarchs_awaken,1,1,summoned_by(tribute))",),
        "Qliphort Genius": ("target(qliphort_genius,2,1,card,field,own)", "target(qliphort_genius,2,2,card,field,opponent)",
                            "target_other(qliphort_genius,2,1)"),
        "Stand-Off": ("target(stand_off,1,1,effect_monster,monster_zone,own)", "target(stand_off,1,2,effect_monster,monster_zone,opponent)"),
        "Crystal Beast Emerald Tortoise": ("target_where(crystal_beast_emerald_tortoise,1,1,attacked_this_turn)",),
        "Dillingerous Dragon": ("target_where(dillingerous_dragon,1,1,both(position(attack),non(attacked_this_turn)))",),
        "Denial Deity Dotan": ("target(denial_deity_dotan,3,1,monster,monster_zone,opponent)", "target(denial_deity_dotan,3,1,monster,gy,opponent)"),
    })
