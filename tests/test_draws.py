"""Drawn cards (asp/events/draws.lp): the scenario may name the card a draw
draws (a later turn's `draws: X`, a chain link's `draws: [X]`); it moves
from the Deck to the hand by that draw and is the draw's card, so "When you
draw this card" (compiled: when_event(ev(drew,self,any))) sees it, for the
normal draw and for a draw by a card effect (Yugipedia "Card Rulings:Fortune
Fairy Hu"). A draw naming no card has no card: nothing is guessed. Short
texts written here, imported and judged; real card texts from the shared
data (skipped when it is absent).
"""

from __future__ import annotations

import pytest

from imported import DATA, compiled, expectations_hold, import_cards, monster, real_facts

CARDS = [
    monster("Lucky Page", "When you draw this card: You can reveal it; Special Summon it from your hand.", atk=0),
    monster("Lonely Page", "When you draw this card, if you have no other cards in your hand: You can reveal this card; "
                           "Special Summon this card from your hand.", atk=0),
    monster("Shy Page", "If this card is added to your hand, except by drawing it: You can Special Summon it.", atk=0),
    monster("Plain Page", "You can draw 1 card."),
    monster("Quiet Page", "Each time your opponent draws a card(s), place 1 Spell Counter on this card (max. 5). "
                          "This card gains 500 ATK for each Spell Counter on it.", atk=1000),
    monster("Glad Page", "If this card is added from your Deck to your hand: You can Special Summon it.", atk=0),
    monster("Meer Page", "If this card is added to your hand, except by drawing it for your normal draw: You can Special Summon it.",
            atk=0),
    {"card_type": "Spell", "property": "Normal", "name": "Pot of Pages", "text": "Draw 2 cards."},
    {"card_type": "Spell", "property": "Normal", "name": "Page Gift", "text": "Your opponent draws 2 cards."},
    {"card_type": "Spell", "property": "Normal", "name": "Page Feast", "text": "Each player draws 1 card."},
    {"card_type": "Trap", "property": "Normal", "name": "Draw Tax",
     "text": "When your opponent draws for their normal draw in their Draw Phase: Inflict 500 damage to your opponent."},
    {"card_type": "Trap", "property": "Normal", "name": "Pot Tax",
     "text": "When your opponent draws a card(s) by their own card effect: Inflict 500 damage to your opponent."},
]

BY = {c["name"]: c for c in CARDS}


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, CARDS)


def holds(text: str) -> None:
    expectations_hold(text, "draws.yaml")


def test_when_you_draw_this_card_compiles():
    got = compiled(BY["Lucky Page"])
    assert {"effect(lucky_page,1,trigger)", "condition(lucky_page,1,when_event(ev(drew,self,any)))",
            "activate_from(lucky_page,1,hand)", "op(lucky_page,1,1,special_summon(self))"} <= got
    assert not any(f.startswith("not_modelled") for f in got)
    assert ("condition(meer_page,1,if_event(ev(added_to_hand,self,except(all_of(by_draw,except(by_effect))))))"
            in compiled(BY["Meer Page"]))
    assert "condition(lonely_page,1,count_at_most(own,hand,except(self),0))" in compiled(BY["Lonely Page"])


def test_draw_heads_compile():
    assert "condition(draw_tax,1,when_event(ev(drew,any,all_of(happened_to(opponent),except(by_effect)))))" in compiled(BY["Draw Tax"])
    assert ("condition(pot_tax,1,when_event(ev(drew,any,all_of(happened_to(opponent),all_of(by_effect,by(opponent))))))"
            in compiled(BY["Pot Tax"]))
    got = compiled(monster("Draw Watcher", "If your opponent draws a card(s) (except during the Draw Phase or Damage Step): "
                                           "You can draw 1 card."))
    assert "condition(draw_watcher,1,if_event(ev(drew,any,all_of(happened_to(opponent),all_of(outside(draw_phase),outside(damage_step))))))" in got
    # whose draw the text says must agree with whose normal draw it is
    assert "condition(odd_page,1,not_understood)" in compiled(monster("Odd Page", "When you draw for their normal draw in their Draw Phase: "
                                                                                    "You can draw 1 card."))


@pytest.mark.parametrize("trap, how, can", [("Draw Tax", "normal", True), ("Draw Tax", "effect", False),
                                            ("Pot Tax", "normal", False), ("Pot Tax", "effect", True)])
def test_normal_draw_or_card_effect(imported, trap, how, can):
    """The opponent's normal draw in their Draw Phase, or their Pot of Pages: each trap answers one of them."""
    actions = ("    phase: draw\n    actions:\n" if how == "normal" else
               "    actions:\n      - chain: [{card: pot}]\n")
    expect = "outcomes: {\"2.1\": resolved}" if can else "illegal: [{at: \"2.1\", rule: r_when_event}]"
    if how == "effect":
        expect = expect.replace("2.1", "3.1")
    holds(f"""
name: {trap} after the opponent's {how} draw
cards:
  - {{id: tax, name: {trap}, owner: you, zone: spell_trap_zone}}
  - {{id: pot, name: Pot of Pages, owner: opp, zone: hand}}
turns:
  - player: you
  - player: opp
{actions}      - chain: [{{card: tax}}]
expect:
  {expect}
""")


def _turns(draws: str, deck: str = "you", zone: str = "deck", first: str = "opp") -> str:
    return f"""
cards:
  - {{id: page, name: Lucky Page, owner: {deck}, zone: {zone}}}
  - {{id: other, name: Plain Page, owner: you, zone: hand}}
turns:
  - player: {first}
  - player: you
    phase: draw
    {draws}
    actions:
      - chain: [{{card: page}}]
"""


def test_the_normal_draw_of_the_card(imported):
    """Turn 2's normal draw draws Lucky Page: its Trigger is activated in the Draw Phase, from the hand, and Summons it."""
    holds("name: Lucky Page drawn for the normal draw" + _turns("draws: page") + """
questions:
  - {id: q, ask: where, card: page, at: {after: 1}}
expect:
  outcomes: {"2.1": resolved}
  answers: {q: hand}
  zones: {page: monster_zone}
""")


def test_an_unnamed_normal_draw_has_no_card(imported):
    """Lucky Page is in the hand; turn 2's normal draw draws a card the scenario does not name: not Lucky Page."""
    holds("name: Lucky Page in the hand, an unnamed normal draw" + _turns("", zone="hand") + """
expect:
  illegal: [{at: "2.1", rule: r_when_event}]
""")


@pytest.mark.parametrize("deck, zone", [("opp", "deck"), ("you", "gy")])
def test_only_a_card_of_the_drawing_players_deck(imported, deck, zone):
    """A card of the opponent's Deck, or of your GY, is not drawn by your normal draw: the scenario is refused at the draw (action 1: the start of turn 2)."""
    holds("name: a card not in your Deck named as your draw" + _turns("draws: page", deck=deck, zone=zone) + """
expect:
  illegal: [{at: "action 1", rule: r_drawn_names}]
""")


def _pot(draws: str, extra: str = "") -> str:
    return f"""
cards:
  - {{id: page, name: Lucky Page, owner: you, zone: deck}}
  - {{id: pot, name: Pot of Pages, owner: you, zone: hand}}
  - {{id: shy, name: Shy Page, owner: you, zone: deck}}
{extra}actions:
  - chain: [{{card: pot{draws}}}]
"""


def test_a_draw_by_a_card_effect(imported):
    """Pot of Pages draws 2 cards, Lucky Page one of them (the other unknown): one draw, Lucky Page's."""
    holds("name: Lucky Page drawn by Pot of Pages" + _pot(", draws: [page]") + """
  - chain: [{card: page}]
expect:
  outcomes: {"1.1": resolved, "2.1": resolved}
  zones: {page: monster_zone, shy: deck}
""")


def test_except_by_drawing_it(imported):
    """Shy Page drawn by Pot of Pages was added to the hand by drawing it: its effect does not see that addition."""
    holds("name: Shy Page drawn by Pot of Pages" + _pot(", draws: [shy]") + """
questions:
  - {id: q, ask: can_activate, card: shy, at: {after: 1}}
  - {id: w, ask: where, card: shy}
expect:
  answers: {q: "no", w: hand}
""")


@pytest.mark.parametrize("card, by, can", [("Meer Page", "normal", "no"), ("Meer Page", "effect", "yes"),
                                           ("Glad Page", "normal", "yes")])
def test_except_by_drawing_it_for_your_normal_draw(imported, card, by, can):
    """Meer Page drawn by Pot of Pages counts (a card effect's draw); drawn for the normal draw it does not (asked in
    the Draw Phase, right after the draw). Glad Page, with no exception, sees its normal draw: drawing is adding
    (Yugipedia "Draw")."""
    turn2 = ("    phase: draw\n    draws: meer\n    actions: []\n" if by == "normal" else
             "    actions:\n      - chain: [{card: pot, draws: [meer]}]\n")
    holds(f"""
name: {card} drawn by {by} draw
cards:
  - {{id: meer, name: {card}, owner: you, zone: deck}}
  - {{id: pot, name: Pot of Pages, owner: you, zone: hand}}
turns:
  - player: opp
  - player: you
{turn2}questions:
  - {{id: q, ask: can_activate, card: meer}}
  - {{id: w, ask: where, card: meer}}
expect:
  answers: {{q: "{can}", w: hand}}
""")


def test_one_counter_per_draw():
    """Silent Magician LV4's wording: a Spell Counter for each draw, however many cards it draws (Yugipedia "Draw": Pot
    of Greed's 2 cards are a single draw; Konami's Metagame article on the Silent Magician LV monsters, mirrored at
    kperovic.com: Reckless Greed's 2 cards give one counter). Two Pots of Pages: 2 counters, +1000 ATK. The first
    counter on a card without counters is placed (each_time.lp counters_before_max: it had no answer before)."""
    assert ("applies_continuously(quiet_page,1,each_time(ev(drew,any,happened_to(opponent)),place_counters_max(spell,1,5)))"
            in compiled(BY["Quiet Page"]))


def test_one_counter_per_draw_judged(imported):
    holds("""
name: the opponent draws twice, 2 cards each time, while Quiet Page is face-up
turn: opp
cards:
  - {id: pot, name: Pot of Pages, owner: opp, zone: hand}
  - {id: pot2, name: Pot of Pages, owner: opp, zone: hand}
  - {id: quiet, name: Quiet Page, owner: you, zone: monster_zone}
actions:
  - chain: [{card: pot}]
  - chain: [{card: pot2}]
questions:
  - {id: a1, ask: atk, card: quiet, at: {after: 1}}
  - {id: a2, ask: atk, card: quiet}
expect:
  answers: {a1: 1500, a2: 2000}
""")


def test_the_opponent_or_each_player_draws_compiles():
    assert "op(page_gift,1,1,draw_opponent(2))" in compiled(BY["Page Gift"])
    assert "op(page_feast,1,1,draw_each(1))" in compiled(BY["Page Feast"])
    got = compiled(monster("Gift Page", "If this card is Normal Summoned: You can make your opponent draw 1 card."))
    assert "op(gift_page,1,1,draw_opponent(1))" in got


@pytest.mark.parametrize("spell, names, expect", [
    ("Page Gift", "[page]", 'outcomes: {"2.1": resolved}'),                       # the opponent draws their Lucky Page
    ("Page Gift", "[mine]", 'illegal: [{at: "1.1", rule: r_drawn_names}]'),      # you do not draw
    ("Page Feast", "[page, mine]", 'outcomes: {"2.1": resolved}'),                # each player draws 1: one card each
    ("Page Feast", "[page, page2]", 'illegal: [{at: "1.1", rule: r_drawn_names}]'),  # 2 cards of a player drawing 1
])
def test_the_opponent_or_each_player_draws(imported, spell, names, expect):
    holds(f"""
name: {spell} draws {names}
cards:
  - {{id: spell, name: {spell}, owner: you, zone: hand}}
  - {{id: page, name: Lucky Page, owner: opp, zone: deck}}
  - {{id: page2, name: Lucky Page, owner: opp, zone: deck}}
  - {{id: mine, name: Plain Page, owner: you, zone: deck}}
actions:
  - chain: [{{card: spell, draws: {names}}}]
  - chain: [{{card: page}}]
expect:
  {expect}
""")


def test_no_more_cards_than_the_draw_draws(imported):
    holds("name: three cards named for a draw of 2" + _pot(", draws: [page, shy, extra]",
                                                          "  - {id: extra, name: Plain Page, owner: you, zone: deck}\n") + """
expect:
  illegal: [{at: "1.1", rule: r_drawn_names}]
""")


def test_the_drawn_card_is_the_drawing_players(imported):
    """The opponent's Pot of Pages draws their own Lucky Page, not yours."""
    for owner, expect in (("opp", 'outcomes: {"2.1": resolved}'), ("you", 'illegal: [{at: "1.1", rule: r_drawn_names}]')):
        holds(f"""
name: the opponent's Pot of Pages draws {owner}'s Lucky Page
turn: opp
cards:
  - {{id: page, name: Lucky Page, owner: {owner}, zone: deck}}
  - {{id: pot, name: Pot of Pages, owner: opp, zone: hand}}
actions:
  - chain: [{{card: pot, draws: [page]}}]
  - chain: [{{card: page}}]
expect:
  {expect}
""")


def test_the_first_turn_names_no_draw():
    from pyfacade import load_text
    from pyfacade.errors import JudgeError
    with pytest.raises(JudgeError, match="first turn's normal draw"):
        load_text("""
name: the first turn's draw is before the scenario
cards:
  - {id: page, name: Monster Reborn, owner: you, zone: deck}
turns:
  - {player: you, draws: page}
""", "draws.yaml")


@pytest.mark.skipif(not DATA.exists(), reason="no shared card data")
def test_real_cards():
    found = real_facts(["Fortune Fairy Hu", "Cursed Bride Doll", "Infernity Archfiend"])
    assert "condition(fortune_fairy_hu,1,when_event(ev(drew,self,any)))" in found["Fortune Fairy Hu"]
    assert "condition(cursed_bride_doll,1,when_event(ev(drew,self,any)))" in found["Cursed Bride Doll"]
    assert {"condition(infernity_archfiend,1,when_event(ev(drew,self,any)))",
            "condition(infernity_archfiend,1,count_at_most(own,hand,except(self),0))"} <= found["Infernity Archfiend"]
    for facts in found.values():
        assert not any("draw this card" in f for f in facts)
