"""Audit 13: the second round of the seventh session (compiler 1.4 patterns and
engine rules) read against the card texts, and real compiled cards of these
shapes judged by the engine on their texts and official rulings.

Read (about 250 compiled effects): every effect with a cost
remove_counters(counter,N) (10), ", except Tokens" / non(subtype(token)) (9),
"1 or more" costs (3), "banish 1 X in your GY" costs (17), an Extra Deck
choice special_summon(chosen(N,...extra_deck...)) (67),
target_among_responded_targets (1), target_is_attacker (Hate Buster,
Psi-Curse, Telepathic Power and 6 others), "that monster" after ", while you
control X" (8), sent/Tributed "from your hand or field" (26), "from the Spell
& Trap Zone" (51), "added from the Main Deck to your opponent's hand" and
except(owned) (24), "except during the Draw Phase" (3), "gains LP" (17), a
monster's mandatory Quick Effect (6), "a Thunder/X monster's effect is
activated" (14), Quick-Play Spells' effects activated in the GY/banishment
(112, their kinds).

Wrong facts found and fixed (head_grammar.activation): "When a/an X monster's
effect is activated" compiled as when_event(activated ...), which a link
chained to that activation never meets (Thunder Dragon Titan, Minairuka,
Supply Soldier of the Indestructible Insects, Magnet Warrior Omega Plus,
Stellarknight Constellar Diamond, Xyz Wrath: 6 effects; the engine answered
"no" to Thunder Dragon Titan after Thunder Dragon), and "When a ... is
activated, if <state>" the same way (Madolche Tea Break, Madolche Nights: 2).
Left alone: "in its owner's Spell & Trap Zone" drops the owner (18 of 20),
"in the Pendulum Zone" is read as from(spell_trap_zone) (5), "Tribute 1
face-up X" drops "face-up" (harmless: a face-down monster's Attribute, Type
or name does not pass a cost filter, costs.lp).
"""

from __future__ import annotations

import pytest

from imported import DATA, expectations_hold, import_cards, monster, real_facts_hold, real_records

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")

REAL_NAMES = {"Thunder Dragon", "Thunder Dragon Titan",
              "Effect Veiler", "Droll & Lock Bird", "Pot of Greed", "Hate Buster", "Psi-Curse",
              "The Phantom Knights' Rank-Up-Magic Launch", "The Phantom Knights of Cursed Javelin", "Mystical Space Typhoon",
              "Aromage Jasmine", "Dian Keto the Cure Master", "Bahamut Shark", "Number 17: Leviathan Dragon",
              "Number 101: Silent Honor ARK", "Changshi the Spiridao", "Firewall Dragon Darkfluid",
              "Madolche Tea Break", "Amazement Special Show", "Amazement Administrator Arlekino"}

CARDS = [
    monster("Plain Guard", "A plain Warrior.", line="Warrior", atk=1000, **{"def": 1000}),
    monster("Big Brute", "A plain Warrior.", line="Warrior", atk=3000, **{"def": 1000}),
    monster("Plain Zombie", "A plain Zombie.", line="Zombie", atk=1000, **{"def": 1000}),
    monster("Plain Psychic", "A plain Psychic.", line="Psychic", atk=1000, **{"def": 1000}),
    monster("Plain Fiend", "A plain Fiend.", line="Fiend", atk=1000, **{"def": 1000}),
    monster("Page Seeker", "You can discard 1 card; draw 1 card.", line="Warrior / Effect"),
    monster("Page Banisher", "You can banish 1 card from your hand; draw 1 card.", line="Warrior / Effect"),
]



@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS + real_records(REAL_NAMES))


def holds(text: str) -> None:
    expectations_hold(text, "audit13.yaml")


TITAN = """
name: {title}
turn: you
cards:
  - {{id: titan, name: Thunder Dragon Titan, owner: you, zone: monster_zone}}
  - {{id: hand, name: {card}, owner: {who}, zone: hand}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
  - {{id: guard, name: Page Seeker, owner: you, zone: monster_zone}}
actions:
  - chain: [{link}]
questions:
  - {{id: q, ask: can_activate, card: titan, effect: 1, at: {{during: "1.1"}}}}
expect:
  answers: {{q: "{can}"}}{why}
"""


@pytest.mark.parametrize("card, who, link, can", [
    ("Thunder Dragon", "you", "{card: hand}", "yes"),
    ("Effect Veiler", "opp", "{card: hand, targets: [guard]}", "no")])
def test_thunder_dragon_titan_a_thunder_monster_in_the_hand(imported, card, who, link, can):
    """Thunder Dragon Titan: "When a Thunder monster's effect is activated in the hand, even during the Damage Step
    (Quick Effect): You can destroy 1 card on the field." (card text; the OCG text, as translated by
    https://ygorganization.com/hereweareborntobekingsweretheprincesoftheuniverse/: "When a Thunder monster effect
    activates in the hand"). Thunder Dragon (Thunder) discards itself to activate its effect in the hand; Effect
    Veiler is a Spellcaster."""
    holds(TITAN.format(title=f"{card} activated in the hand; Thunder Dragon Titan", who=who, card=card, link=link, can=can,
                       why="" if can == "yes" else "\n  reasons: {q: r_condition}"))


DROLL = """
name: {title}
turn: {who}
cards:
  - {{id: droll, name: Droll & Lock Bird, owner: you, zone: hand}}
  - {{id: pot, name: Pot of Greed, owner: {who}, zone: hand}}
  - {{id: d1, name: Plain Guard, owner: {who}, zone: deck}}
  - {{id: d2, name: Plain Guard, owner: {who}, zone: deck}}
actions:
  - chain: [{{card: pot, draws: [d1, d2]}}]
questions:
  - {{id: q, ask: can_activate, card: droll}}
expect:
  zones: {{d1: hand, d2: hand}}
  answers: {{q: "{can}"}}{why}
"""


@pytest.mark.parametrize("who, can", [("opp", "yes"), ("you", "no")])
def test_droll_and_lock_bird_after_a_draw_outside_the_draw_phase(imported, who, can):
    """Droll & Lock Bird: "If a card(s) is added from the Main Deck to your opponent's hand, except during the Draw Phase
    (Quick Effect)" (card text); its earlier text, as reviewed by Pojo
    (https://www.pojo.com/yu-gi-oh/CardOfTheDay/2011/Jan/28.shtml): "(Drawing cards is also considered as \"adding a
    card to the hand.\")". The opponent's Pot of Greed in their Main Phase: yes; your own: no (your hand)."""
    holds(DROLL.format(title=f"Pot of Greed activated by {who}; Droll & Lock Bird in your hand", who=who, can=can,
                      why="" if can == "yes" else "\n  reasons: {q: r_if_event_needs_event}"))


def test_hate_buster_destroys_the_attacker_and_your_fiend(imported):
    """Hate Buster: "When a Fiend-Type monster you control is targeted for an attack: Target the opponent's attacking
    monster and that monster you control; destroy both targets" (card text)."""
    holds("""
name: Big Brute attacks your Plain Fiend; Hate Buster
turn: opp
phase: battle_step
cards:
  - {id: hate, name: Hate Buster, owner: you, zone: spell_trap_zone}
  - {id: knight, name: Plain Fiend, owner: you, zone: monster_zone}
  - {id: other, name: Plain Fiend, owner: you, zone: monster_zone}
  - {id: brute, name: Big Brute, owner: opp, zone: monster_zone}
actions:
  - attack: {card: brute, target: knight}
  - chain: [{card: hate, targets: [brute, knight]}]
expect:
  zones: {brute: gy, knight: gy, other: monster_zone, hate: gy}
""")


def test_hate_buster_not_your_other_fiend(imported):
    """Same text: "that monster you control" is the Fiend attacked, not another Fiend of yours."""
    holds("""
name: Big Brute attacks one Plain Fiend; Hate Buster targets the other
turn: opp
phase: battle_step
cards:
  - {id: hate, name: Hate Buster, owner: you, zone: spell_trap_zone}
  - {id: knight, name: Plain Fiend, owner: you, zone: monster_zone}
  - {id: other, name: Plain Fiend, owner: you, zone: monster_zone}
  - {id: brute, name: Big Brute, owner: opp, zone: monster_zone}
actions:
  - attack: {card: brute, target: knight}
  - chain: [{card: hate, targets: [brute, other]}]
expect:
  illegal: [{at: "2.1", rule: r_target}]
""")


@pytest.mark.parametrize("pick, ok", [("brute", True), ("guard", False)])
def test_psi_curse_destroys_the_attacker(imported, pick, ok):
    """Psi-Curse: "When a Psychic-Type monster you control is destroyed by battle with an opponent's attacking monster
    and sent to the Graveyard: Target the opponent's monster; destroy that target" (card text): the monster that
    attacked, not another of theirs."""
    expect = "zones: {brute: gy, guard: monster_zone, psychic: gy}" if ok else 'illegal: [{at: "7.1", rule: r_condition}]'
    holds(f"""
name: Big Brute destroys Plain Psychic by battle; Psi-Curse targets {pick}
turn: opp
phase: battle_step
cards:
  - {{id: curse, name: Psi-Curse, owner: you, zone: spell_trap_zone}}
  - {{id: psychic, name: Plain Psychic, owner: you, zone: monster_zone}}
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
  - {{id: guard, name: Plain Guard, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: brute, target: psychic}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
  - chain: [{{card: curse, targets: [{pick}]}}]
expect:
  {expect}
""")


LAUNCH = """
name: {title}
turn: you
phase: main1
cards:
  - {{id: launch, name: "The Phantom Knights' Rank-Up-Magic Launch", owner: you, zone: gy}}
  - {{id: jav, name: The Phantom Knights of Cursed Javelin, owner: you, zone: monster_zone}}
  - {{id: mst, name: Mystical Space Typhoon, owner: opp, zone: spell_trap_zone, face: down}}
  - {{id: book, name: Mystical Space Typhoon, owner: you, zone: spell_trap_zone, face: down}}
"""


def test_launch_gy_effect_in_an_open_game_state(imported):
    """The Phantom Knights' Rank-Up-Magic Launch: "During your Main Phase: You can banish this card from your GY, then
    target 1 DARK Xyz Monster you control; ..." (card text): an Ignition-like effect, activated in an open game state."""
    holds(LAUNCH.format(title="Launch's GY effect in your Main Phase") + """
questions:
  - {id: q, ask: can_activate, card: launch, effect: 2}
expect:
  answers: {q: "yes"}
""")


def test_launch_gy_effect_is_spell_speed_1(imported):
    """Yugipedia "Spell Speed 1" (https://yugipedia.com/wiki/Spell_Speed_1): Ignition-like Effects are Spell Speed 1 and
    "cannot be Chained to the activation of another card or effect": Launch's GY effect in response to the opponent's
    Mystical Space Typhoon (engine rule r_quick_play_other_speed)."""
    holds(LAUNCH.format(title="Launch's GY effect in response to Mystical Space Typhoon") + """
actions:
  - chain: [{card: mst, targets: [book]}, {card: launch, effect: 2, cost: {banish: [launch]}, targets: [jav]}]
expect:
  illegal: [{at: "1.2", rule: r_spell_speed_1}]
""")


def test_aromage_jasmine_draws_when_you_gain_lp(imported):
    """Aromage Jasmine: "Once per turn, if you gain LP: Draw 1 card." (card text; no "you can": mandatory). Dian Keto the
    Cure Master: "Increase your Life Points by 1000 points." (card text)."""
    holds("""
name: Dian Keto resolves; Aromage Jasmine draws
turn: you
phase: main1
cards:
  - {id: jas, name: Aromage Jasmine, owner: you, zone: monster_zone}
  - {id: keto, name: Dian Keto the Cure Master, owner: you, zone: hand}
  - {id: d1, name: Plain Guard, owner: you, zone: deck}
actions:
  - chain: [{card: keto}]
  - chain: [{card: jas, effect: 2, draws: [d1]}]
expect:
  life_points: {you: 9000}
  zones: {d1: hand}
""")


BAHAMUT = """
name: {title}
turn: you
phase: main1
cards:
  - {{id: shark, name: Bahamut Shark, owner: you, zone: monster_zone}}
  - {{id: mat, name: Plain Guard, owner: you, zone: material, attached_to: shark}}
  - {{id: lev, name: "Number 17: Leviathan Dragon", owner: you, zone: extra_deck}}
  - {{id: ark, name: "Number 101: Silent Honor ARK", owner: you, zone: extra_deck}}
actions:
  - chain: [{{card: shark, cost: {{detach: [mat]}}, chooses: {{special_summon: [{pick}]}}}}]
expect:
  {expect}
"""


@pytest.mark.parametrize("pick, expect", [("lev", "zones: {lev: monster_zone, ark: extra_deck, mat: gy}"),
                                          ("ark", 'illegal: [{at: "1.1", rule: r_choice}]')])
def test_bahamut_shark_rank_3_or_lower(imported, pick, expect):
    """Bahamut Shark: "Once per turn: You can detach 1 material from this card; Special Summon 1 Rank 3 or lower WATER
    Xyz Monster from your Extra Deck." (card text): Number 17: Leviathan Dragon (Rank 3 WATER), not Number 101: Silent
    Honor ARK (Rank 4 WATER)."""
    holds(BAHAMUT.format(title=f"Bahamut Shark Special Summons {pick}", pick=pick, expect=expect))


@pytest.mark.parametrize("grave, can", [("Plain Zombie", "yes"), ("Plain Guard", "no")])
def test_changshi_banishes_a_zombie_in_your_gy(imported, grave, can):
    """Changshi the Spiridao: "If this card is banished: You can banish 1 Zombie monster in your GY; Special Summon this
    card" (card text): the cost needs a Zombie monster in your GY."""
    holds(f"""
name: Changshi the Spiridao is banished from the hand, {grave} in your GY
turn: you
phase: main1
cards:
  - {{id: ch, name: Changshi the Spiridao, owner: you, zone: hand}}
  - {{id: ban, name: Page Banisher, owner: you, zone: monster_zone}}
  - {{id: g, name: {grave}, owner: you, zone: gy}}
  - {{id: d1, name: Plain Guard, owner: you, zone: deck}}
actions:
  - chain: [{{card: ban, cost: {{banish: [ch]}}, draws: [d1]}}]
questions:
  - {{id: q, ask: can_activate, card: ch, effect: 2}}
expect:
  answers: {{q: "{can}"}}{"" if can == "yes" else chr(10) + "  reasons: {q: r_cost_payable}"}
""")


DARKFLUID = """
name: {title}
turn: opp
phase: main1
cards:
  - {{id: fw, name: Firewall Dragon Darkfluid, owner: you, zone: monster_zone, counters: {counters}}}
  - {{id: seek, name: Page Seeker, owner: opp, zone: monster_zone}}
  - {{id: c1, name: Plain Guard, owner: opp, zone: hand}}
  - {{id: d1, name: Plain Guard, owner: opp, zone: deck}}
actions:
  - chain: [{{card: seek, cost: {{discard: [c1]}}, draws: [d1]}}]
questions:
  - {{id: q, ask: can_activate, card: fw, effect: 3, at: {{during: "1.1"}}}}
expect:
  answers: {{q: "{can}"}}{why}
"""


@pytest.mark.parametrize("counters, can", [("{counter: 1}", "yes"), ("{}", "no")])
def test_firewall_dragon_darkfluid_removes_a_counter(imported, counters, can):
    """Firewall Dragon Darkfluid: "When your opponent activates a monster effect (Quick Effect): You can remove 1
    counter from this card; negate the activation" (card text): with no counter on it, the cost cannot be paid."""
    holds(DARKFLUID.format(title=f"Darkfluid with {counters.count('1')} counter(s) against Page Seeker", counters=counters, can=can,
                           why="" if can == "yes" else "\n  reasons: {q: r_counter_cost}"))


def test_when_an_x_monsters_effect_is_activated_is_a_response():
    """The one wrong fact the audit fixes: "When a Thunder monster's effect is activated in the hand (Quick Effect)"
    (and "When a WATER/Insect/EARTH monster's effect is activated", "When an opponent's DARK monster's effect is
    activated") was compiled as when_event(activated ...), which a link chained to that activation never meets (the
    engine answered "no" to Thunder Dragon Titan after Thunder Dragon); like the other "When ... is activated" heads it
    is a response chained directly to the activation (responds_to_activation)."""
    real_facts_hold({
        "Minairuka": ("condition(minairuka,1,responds_to_activation(ev(activated,all_of(monster,where(attribute(water))),"
                      "except(card_activation))))",),
        "Stellarknight Constellar Diamond": (
            "condition(stellarknight_constellar_diamond,2,responds_to_activation(ev(activated,all_of(monster,"
            "all_of(where(attribute(dark)),opponents)),except(card_activation))))",),
        "Supply Soldier of the Indestructible Insects": (
            "condition(supply_soldier_of_the_indestructible_insects,1,responds_to_activation(ev(activated,all_of(monster,"
            "where(monster_type(insect))),except(card_activation))))",),
        "Paralyzing Mushroom": (  # an "If" trigger stays an event (activated after the chain)
            "condition(paralyzing_mushroom,2,if_event(ev(activated,all_of(monster,where(monster_type(thunder))),all_of(all_of("
            "except(card_activation),all_of(from(hand),outside(damage_step))),while_self_in(monster_zone)))))",),
    }, absent={"Minairuka": ("condition(minairuka,1,when_event(ev(activated,all_of(monster,where(attribute(water))),"
                             "except(card_activation))))",)})


TEA_BREAK = """
name: {title}
turn: opp
phase: main1
cards:
  - {{id: tea, name: Madolche Tea Break, owner: you, zone: spell_trap_zone, face: down}}
  - {{id: pot, name: Pot of Greed, owner: opp, zone: hand}}
  - {{id: d1, name: Plain Guard, owner: opp, zone: deck}}
  - {{id: d2, name: Plain Guard, owner: opp, zone: deck}}{grave}
actions:
  - chain: [{{card: pot, draws: [d1, d2]}}]
questions:
  - {{id: q, ask: can_activate, card: tea, at: {{during: "1.1"}}}}
expect:
  answers: {{q: "{can}"}}{why}
"""


@pytest.mark.parametrize("grave, can", [("", "yes"), ("\n  - {id: g, name: Plain Guard, owner: you, zone: gy}", "no")])
def test_madolche_tea_break_responds_to_a_spell(imported, grave, can):
    """Madolche Tea Break: "When a Spell/Trap Card is activated, if you have no monsters in your Graveyard: Negate the
    activation, and if you do, return it to the hand" (card text; a Counter Trap, chained to that activation). The
    head was compiled as when_event(activated ...), which a link of the same chain never meets (the audit's second fix)."""
    holds(TEA_BREAK.format(title=f"Pot of Greed; Madolche Tea Break with {'a monster' if grave else 'no monster'} in your GY",
                           grave=grave, can=can, why="" if can == "yes" else "\n  reasons: {q: r_condition}"))


@pytest.mark.parametrize("pick, expect", [("hit", "zones: {hit: hand, spare: monster_zone, show: gy}"),
                                          ("spare", 'illegal: [{at: "1.2", rule: r_condition}]')])
def test_amazement_special_show_one_of_those_monsters(imported, pick, expect):
    """Amazement Special Show: "When your opponent activates a card or effect that targets an "Amazement" monster(s) you
    control: Target 1 of those "Amazement" monsters you control; return it to the hand" (card text): the monster
    Effect Veiler targets, not your other Amazement monster."""
    holds(f"""
name: Effect Veiler targets one Arlekino; Amazement Special Show targets {pick}
turn: you
phase: main1
cards:
  - {{id: show, name: Amazement Special Show, owner: you, zone: spell_trap_zone, face: down}}
  - {{id: hit, name: Amazement Administrator Arlekino, owner: you, zone: monster_zone}}
  - {{id: spare, name: Amazement Administrator Arlekino, owner: you, zone: monster_zone}}
  - {{id: veil, name: Effect Veiler, owner: opp, zone: hand}}
actions:
  - chain: [{{card: veil, targets: [hit]}}, {{card: show, targets: [{pick}]}}]
expect:
  {expect}
""")
