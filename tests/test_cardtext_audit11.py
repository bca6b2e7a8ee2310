"""Audit 11: effects the compiler counts as complete or activation-complete,
read against their texts (a seeded sample: random.Random(11), 250 complete
and 100 activated effects whose activation features compiled but not all their
operations), and real compiled cards judged by the engine on their texts and
official rulings.

The wrong facts fixed:
- "This ATK increase lasts until the end of this turn." as a sentence of its
  own (D/D/D Dragon King Pendragon) was an effect of its own, not understood,
  and the change before it lasted while the monster stayed on the field: it is
  the duration of that change now (continuous.STAT_DURATION).
- the older wording of a cost, "You can Tribute 2 monsters to inflict 1500
  damage" (Cannon Soldier MK-2; Cannon Soldier's later text: "You can Tribute
  1 monster; inflict 500 damage"), was stated as not modelled but did not
  decide the activation: the effect could be activated without paying it.
- "(this is a Quick Effect)" at the end of an effect (Triamid Dancer, Necro
  Gardna, the Yang Zing) was an Ignition Effect, of Spell Speed 1.
- "You can only use the following effect of X once per turn. ... You can
  activate 1 of these effects;" (Eternal Soul) limited the first choice only.
- "If this card is sent from your opponent's field to your GY" (Veidos the
  Eruption Dragon of Extinction) lost whose field it left.
"""

from __future__ import annotations

import pytest

from imported import DATA, expectations_hold, import_cards, monster, real_facts_hold, real_records

pytestmark = pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")


# ---- the compiled facts ----------------------------------------------------------------------

def test_a_stat_change_lasts_as_its_next_sentence_says():
    real_facts_hold({
        "D/D/D Dragon King Pendragon": (
            "op(d_d_d_dragon_king_pendragon,2,1,change_stat(self,atk,gain(500),end_of_turn))",
            "op_if_done(d_d_d_dragon_king_pendragon,2,destroy(chosen(1,field,either(card_type(spell),card_type(trap)))),"
            "change_stat(self,atk,gain(500),end_of_turn))"),
    }, absent={
        "D/D/D Dragon King Pendragon": ("while_on_field", "effect(d_d_d_dragon_king_pendragon,3,"),
        # a duration not in the vocabulary, or a change not read: withheld, in the effect it is about
        "Vagnawa the Moon-Eating Dragon": ("effect(vagnawa_the_moon_eating_dragon,2,",),
        "Performage Mirror Conductor": ("effect(performage_mirror_conductor,3,",),
    })


def test_the_older_cost_wording_decides_the_activation():
    real_facts_hold({
        "Cannon Soldier MK-2": ("condition(cannon_soldier_mk_2,1,not_understood)",),
        "Master Gig": ("condition(master_gig,1,not_understood)",),
        "Morphtronic Datatron": ("condition(morphtronic_datatron,1,not_understood)",),
    }, absent={
        # the later wording, with ";", is read
        "Cannon Soldier": ("not_understood",),
        # "return it to either the top or bottom of the Deck": an operation, not a cost
        "Red Dragon Ninja": ("not_understood",),
    })


def test_this_is_a_quick_effect():
    real_facts_hold({
        "Triamid Dancer": ("effect(triamid_dancer,2,quick)", "condition(triamid_dancer,2,opponent_turn)"),
        "Necro Gardna": ("effect(necro_gardna,1,quick)",),
        "Stegocyber": ("effect(stegocyber,1,quick)",),
        "U.A. Perfect Ace": ("op(u_a_perfect_ace,1,1,destroy(card_of(responded)))",),
    })


def test_the_following_effect_is_every_choice_of_it():
    real_facts_hold({
        "Eternal Soul": ("choice_of(eternal_soul,4,5)", "usage_limit(eternal_soul,4,use_once_per_turn)",
                         "usage_limit(eternal_soul,5,use_once_per_turn)"),
        "Nephthys, the Sacred Preserver": ("usage_limit(nephthys_the_sacred_preserver,2,use_once_per_turn)",),
    })


def test_whose_field_the_card_left():
    real_facts_hold({
        "Veidos the Eruption Dragon of Extinction": (
            "condition(veidos_the_eruption_dragon_of_extinction,2,if_event(ev(sent_to_gy,all_of(self,opponents),from(field))))",),
        "War Rock Gactos": (
            "condition(war_rock_gactos,2,if_event(ev(sent_to_gy,all_of(self,own),all_of(from(monster_zone),all_of(by(opponent),by_effect)))))",),
    })


# ---- the engine: real compiled cards, on their texts and official rulings ----------------------

REAL_NAMES = {"Necrovalley", "Hydrojet Shark", "Aqua Jet", "D/D/D Dragon King Pendragon", "Cannon Soldier", "Cannon Soldier MK-2",
              "Dandylion", "Tragoedia", "Horus the Black Flame Dragon LV8", "Chevalier de Fleur", "Eternal Soul",
              "Triamid Dancer", "Triamid Fortress", "Skull Flame", "Burning Skull Head", "Chainsaw Insect", "Naturia Beast"}

CARDS = [
    monster("Plain Guard", "A plain Warrior.", line="Warrior", atk=1000, **{"def": 1000}),
    monster("Big Brute", "A plain Warrior.", line="Warrior", atk=3000, **{"def": 1000}),
]



@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS + real_records(REAL_NAMES))


def holds(text: str) -> None:
    expectations_hold(text, "audit11.yaml")


def test_necrovalley_bars_a_cost_that_banishes_from_the_gy(imported):
    """ygorganization.com/?p=800 (Necrovalley: "you cannot activate cards or effects that would banish a card from the
    Graveyard", costs included): Hydrojet Shark's "You can banish this card from your GY; ..." cannot be activated."""
    holds("""
name: Hydrojet Shark's GY effect under Necrovalley
cards:
  - {id: valley, name: Necrovalley, owner: opp, zone: field_zone, face: up}
  - {id: shark, name: Hydrojet Shark, owner: you, zone: gy}
  - {id: jet, name: Aqua Jet, owner: you, zone: deck}
actions:
  - chain: [{card: shark, effect: 2, chooses: {add_to_hand: [jet]}}]
expect:
  illegal: [{at: "1.1", rule: r_restricted_cost}]
""")
    holds("""
name: Hydrojet Shark's GY effect without Necrovalley
cards:
  - {id: shark, name: Hydrojet Shark, owner: you, zone: gy}
  - {id: jet, name: Aqua Jet, owner: you, zone: deck}
actions:
  - chain: [{card: shark, effect: 2, chooses: {add_to_hand: [jet]}}]
expect:
  zones: {shark: banished, jet: hand}
""")


def test_pendragons_atk_increase_lasts_until_the_end_of_this_turn(imported):
    """"You can discard 1 card; this card gains 500 ATK, then you can destroy 1 Spell/Trap Card on the field. This ATK
    increase lasts until the end of this turn." (card text)."""
    holds("""
name: Pendragon gains 500 ATK for this turn
turns:
  - player: you
    actions:
      - chain: [{card: pen, effect: 2, cost: {discard: [guard]}, optional: no}]
  - player: opp
    actions: []
cards:
  - {id: pen, name: "D/D/D Dragon King Pendragon", owner: you, zone: monster_zone}
  - {id: guard, name: Plain Guard, owner: you, zone: hand}
questions:
  - {id: now, ask: atk, card: pen, at: {after: 1}}
  - {id: later, ask: atk, card: pen}
expect:
  answers: {now: 3100, later: 2600}
""")


def test_cannon_soldier_mk_2_is_not_judged(imported):
    """"You can Tribute 2 monsters to inflict 1500 damage to your opponent." (card text): the cost is not read, so
    whether it can be activated is not judged (r_not_understood), where before it was activated for free."""
    holds("""
name: Cannon Soldier MK-2 with two other monsters
cards:
  - {id: mk2, name: Cannon Soldier MK-2, owner: you, zone: monster_zone}
  - {id: g1, name: Plain Guard, owner: you, zone: monster_zone}
  - {id: g2, name: Plain Guard, owner: you, zone: monster_zone}
actions:
  - chain: [{card: mk2}]
expect:
  illegal: [{at: "1.1", rule: r_not_understood}]
""")


def test_cannon_soldier_tributes_dandylion_whose_tokens_come_after_the_chain(imported):
    """Konami, Metagame.com "Duelist Academy: Dandy Dragon" (kperovic.com/metagame/yugiohdd7c.html?tabid=33&ArticleId=10594):
    "If Dandylion is tributed to pay the cost to activate an effect, it will start a new chain after the first chain
    finishes resolving"; Cannon Soldier: "You can Tribute 1 monster; inflict 500 damage to your opponent." (card text)."""
    holds("""
name: Cannon Soldier Tributes Dandylion
cards:
  - {id: cannon, name: Cannon Soldier, owner: you, zone: monster_zone}
  - {id: dandy, name: Dandylion, owner: you, zone: monster_zone}
actions:
  - chain: [{card: cannon, cost: {tribute: [dandy]}}]
  - chain: [{card: dandy, tokens: [f1, f2]}]
expect:
  life_points: {opp: 7500}
  zones: {dandy: gy, f1: monster_zone, f2: monster_zone}
""")


def test_cannon_soldier_tributes_itself(imported):
    """"Tribute 1 monster" (card text): this card is one of the monsters you control (yugioh-wiki.net, キャノン・ソルジャー:
    この カード自身もリリースの範疇に入る)."""
    holds("""
name: Cannon Soldier Tributes itself
cards:
  - {id: cannon, name: Cannon Soldier, owner: you, zone: monster_zone}
actions:
  - chain: [{card: cannon, cost: {tribute: [cannon]}}]
expect:
  life_points: {opp: 7500}
  zones: {cannon: gy}
""")


HORUS = """
name: Horus the Black Flame Dragon LV8 and Pot of Greed{title}
turn: opp
cards:
  - {{id: horus, name: Horus the Black Flame Dragon LV8, owner: you, zone: monster_zone}}
  - {{id: pot, name: Pot of Greed, owner: opp, zone: hand}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: pot}}, {{card: horus}}{moon}]
"""


def test_horus_lv8_negates_a_spell_card(imported):
    """"During either player's turn, when a Spell Card is activated: You can negate the activation, and if you do,
    destroy it. You must control this face-up card to activate and to resolve this effect." (card text): a Quick
    Effect, activated in response on the opponent's turn."""
    holds(HORUS.format(title="", moon="") + """
expect:
  outcomes: {"1.1": negated, "1.2": resolved}
  zones: {pot: gy}
""")


def test_horus_lv8_turned_face_down_does_not_negate(imported):
    """"You must control this face-up card to activate and to resolve this effect" (card text): turned face-down in
    response by Book of Moon, it does not resolve, and Pot of Greed does."""
    holds(HORUS.format(title=", Book of Moon in response", moon=", {card: moon, targets: [horus]}") + """
expect:
  outcomes: {"1.1": resolved}
""")


CHEVALIER = """
name: Chevalier de Fleur on {whose} turn
turn: {turn}
cards:
  - {{id: chev, name: Chevalier de Fleur, owner: you, zone: monster_zone}}
  - {{id: moon, name: Book of Moon, owner: opp, zone: spell_trap_zone}}
actions:
  - chain: [{{card: moon, targets: [chev]}}]
questions:
  - {{id: chev, ask: can_activate, card: chev, at: {{during: "1.1"}}}}
"""


@pytest.mark.parametrize("turn, answer", [("you", "yes"), ("opp", "no")])
def test_chevalier_de_fleur_only_during_your_turn(imported, turn, answer):
    """"Once per turn, during your turn, when your opponent activates a Spell/Trap Card (Quick Effect): You can negate
    the activation, and if you do, destroy that card." (card text)."""
    holds(CHEVALIER.format(whose="your" if turn == "you" else "the opponent's", turn=turn) + f"""
expect:
  answers: {{chev: "{answer}"}}
""")


def test_eternal_soul_the_following_effect_once_per_turn(imported):
    """"You can only use the following effect of "Eternal Soul" once per turn. You can activate 1 of these effects;
    ● Special Summon 1 "Dark Magician" from your hand or GY. ● Add 1 "Dark Magic Attack" or "Thousand Knives" from
    your Deck to your hand." (card text): after the first choice, not the second either."""
    holds("""
name: Eternal Soul Summons Dark Magician, then would add Dark Magic Attack
cards:
  - {id: soul, name: Eternal Soul, owner: you, zone: spell_trap_zone, face: up}
  - {id: dm, name: Dark Magician, owner: you, zone: hand}
  - {id: dma, name: Dark Magic Attack, owner: you, zone: deck}
actions:
  - chain: [{card: soul, effect: 4, chooses: {special_summon: [dm]}, positions: {dm: attack}}]
questions:
  - {id: add, ask: can_activate, card: soul, effect: 5}
expect:
  zones: {dm: monster_zone}
  answers: {add: "no"}
""")


def test_triamid_dancer_during_the_opponents_turn(imported):
    """"Once per turn, during your opponent's turn: You can target 1 "Triamid" Field Spell Card in your Field Zone;
    ... (this is a Quick Effect)." (card text)."""
    holds("""
name: Triamid Dancer on the opponent's turn
turn: opp
cards:
  - {id: dancer, name: Triamid Dancer, owner: you, zone: monster_zone}
  - {id: fort, name: Triamid Fortress, owner: you, zone: field_zone, face: up}
questions:
  - {id: dancer, ask: can_activate, card: dancer, effect: 2}
expect:
  answers: {dancer: "yes"}
""")


TRAGOEDIA = """
name: the opponent's Big Brute destroys Plain Guard{title}
turn: opp
phase: battle_step
cards:
  - {{id: brute, name: Big Brute, owner: opp, zone: monster_zone}}
  - {{id: guard, name: Plain Guard, owner: you, zone: monster_zone}}
  - {{id: trag, name: Tragoedia, owner: you, zone: hand}}{second}
actions:
  - attack: {{card: brute, target: guard}}
  - phase: damage_calculation
  - phase: after_damage_calculation
  - chain: [{{card: trag, positions: {{trag: defense}}}}]
"""


def test_tragoedia_when_you_take_battle_damage(imported):
    """"When you take battle damage: You can Special Summon this card from your hand." (card text)."""
    holds(TRAGOEDIA.format(title="", second="") + """
expect:
  zones: {trag: monster_zone}
""")


@pytest.mark.xfail(strict=True, reason="engine error: both copies are activated for the same battle damage")
def test_only_one_tragoedia_per_battle_damage(imported):
    """Yugipedia, Card Rulings:Tragoedia (https://yugipedia.com/wiki/Card_Rulings:Tragoedia, OCG): "You can only
    Special Summon one copy of "Tragoedia" every time you receive Battle Damage, even if you have multiple copies of
    "Tragoedia" in your hand"."""
    holds(TRAGOEDIA.format(title=", with two Tragoedia in the hand", second="\n  - {id: trag2, name: Tragoedia, owner: you, zone: hand}") + """
questions:
  - {id: second, ask: can_activate, card: trag2, at: {during: "4.1"}}
expect:
  answers: {second: "no"}
""")


def test_skull_flame_then_no_battle_phase(imported):
    """"Once per turn, you can Special Summon 1 "Burning Skull Head" from your hand. You cannot conduct your Battle
    Phase the turn you activate this effect." (card text)."""
    holds("""
name: Skull Flame Summons Burning Skull Head
cards:
  - {id: skull, name: Skull Flame, owner: you, zone: monster_zone}
  - {id: head, name: Burning Skull Head, owner: you, zone: hand}
actions:
  - chain: [{card: skull, chooses: {special_summon: [head]}, positions: {head: attack}}]
  - phase: battle_start
expect:
  illegal: [{at: action 2, rule: r_restriction_activation_turn}]
""")


def test_chainsaw_insect_battled(imported):
    """"If this card battled, at the end of the Damage Step: Your opponent draws 1 card." (card text)."""
    holds("""
name: Chainsaw Insect attacks Plain Guard
turn: you
phase: battle_step
cards:
  - {id: saw, name: Chainsaw Insect, owner: you, zone: monster_zone}
  - {id: guard, name: Plain Guard, owner: opp, zone: monster_zone}
actions:
  - attack: {card: saw, target: guard}
  - phase: damage_calculation
  - phase: end_damage_step
  - chain: [{card: saw}]
expect:
  outcomes: {"4.1": resolved}
  zones: {guard: gy}
""")
