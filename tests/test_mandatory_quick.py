"""r_mandatory_quick_due (asp/chain/mandatory_quick.lp) with an imported
card: Doomcaliber Knight, "When a monster effect is activated (Quick Effect):
Tribute this face-up card; negate the activation, and if you do, destroy that
monster." No "you can": mandatory (Yugipedia "Mandatory effect"; Konami's
metagame article on Doomcaliber Knight: "This effect is involuntary and will
activate whenever it is required to do so"). Light and Darkness Dragon, a
hand-written card, is in tests/scenarios/mandatory_quick.yaml."""

from __future__ import annotations

import pytest

from imported import data_lines, expectations_hold, import_cards

DOOMCALIBER = """
name: "{title}"
turn: opp
cards:
  - {{id: knight, name: Doomcaliber Knight, owner: opp, zone: monster_zone}}
  - {{id: veiler, name: Effect Veiler, owner: you, zone: hand}}
actions:
  - chain:
      - {{card: veiler, targets: [knight]}}
{more}expect:
{expect}
"""


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, data_lines({"Doomcaliber Knight"}))


def test_doomcaliber_knight_must_respond_to_a_monster_effect(imported):
    expectations_hold(DOOMCALIBER.format(title="Effect Veiler targets the opponent's face-up Doomcaliber Knight: Veiler alone is not allowed",
                                         more="", expect='  illegal: [{at: "action 1", rule: r_mandatory_quick_due}]'))


def test_doomcaliber_knight_negates_the_monster_effect(imported):
    expectations_hold(DOOMCALIBER.format(
        title="Doomcaliber Knight responds to Effect Veiler that targets it: Tributed as the cost, the Veiler's activation negated",
        more="      - {card: knight}\n",
        expect='  outcomes: {"1.1": negated, "1.2": resolved}\n  zones: {knight: gy, veiler: gy}'))
