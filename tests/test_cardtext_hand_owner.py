""""If a monster(s) is added to / returned to your hand": the card is yours
(a card goes to its owner's hand: the Rule Book), as "sent to your GY" is
read; the opponent's cards going to their hand do not match (opponent9
noticed the owner was dropped). Short texts written here in the style of
real cards, imported and judged in scenarios."""

from __future__ import annotations

import pytest

from imported import compiled, expectations_hold, import_cards, monster

WATCH = monster("Hand Watcher", "If a monster(s) is returned to your hand: You can Special Summon this card from your hand.")
PLAIN = {"card_type": "Monster", "monster_type_line": "Warrior / Normal", "attribute": "EARTH", "level": 4,
         "atk": 1500, "def": 1000, "name": "Plain Owner", "text": "A plain warrior."}


def test_your_hand_means_a_card_you_own():
    assert "condition(hand_watcher,1,if_event(ev(returned_to_hand,all_of(monster,owned),any)))" in compiled(WATCH)
    got = compiled(monster("Search Watcher", 'If a "Dark Magician" monster(s) is added to your hand: You can draw 1 card.'))
    assert ("condition(search_watcher,1,if_event(ev(added_to_hand,all_of(monster,all_of(where(name_has(\"Dark Magician\")),owned)),any)))"
            in got)
    # this card itself: no owner filter needed
    got = compiled(monster("Self Watcher", "If this card is added to your hand: You can draw 1 card."))
    assert "condition(self_watcher,1,if_event(ev(added_to_hand,self,any)))" in got


@pytest.mark.parametrize("owner, can", [("you", "yes"), ("opp", "no")])
def test_only_your_monster_returned_to_your_hand_matches(tmp_path, monkeypatch, owner, can):
    import_cards(tmp_path, monkeypatch, [WATCH, PLAIN])
    expectations_hold(f"""
name: Compulsory Evacuation Device returns a monster of {owner}
cards:
  - {{id: watcher, name: Hand Watcher, owner: you, zone: hand}}
  - {{id: plain, name: Plain Owner, owner: {owner}, zone: monster_zone}}
  - {{id: ced, name: Compulsory Evacuation Device, owner: opp, zone: spell_trap_zone}}
turn: opp
actions:
  - chain:
      - {{card: ced, targets: [plain]}}
questions:
  - {{id: q, ask: can_activate, card: watcher, at: {{after: 1}}}}
expect:
  zones: {{plain: hand}}
  answers: {{q: "{can}"}}
""", "hand_owner.yaml")
