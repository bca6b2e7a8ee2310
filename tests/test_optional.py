"""Optional steps at resolution ("then you can ...", "and if you do, you can
..."): the compiler states them as op_optional/3, and the engine leaves them
to the effect's player (asp/chain/operations.lp r_optional_step): the
scenario's `optional:` says whether the player does them, else both are
possible rulings, each assuming one."""

from __future__ import annotations


import pytest

from pyfacade import ask, load_text
from pyfacade.errors import JudgeError
from pyfacade.inputs.cards import library
from imported import compiled, expectations_hold, data_lines, import_cards, real_facts_hold
from test_cardtext import needs_data

IMPORTED = ["Transcendosaurus Meteorus", "Preparation of Rites", "Black Luster Ritual", "Gagaga Escape", "Gagaga Magician"]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    """The real cards above, imported from the shared card data."""
    yield import_cards(tmp_path, monkeypatch, data_lines(IMPORTED))
    library.cache_clear()


# ---- the compiler ----------------------------------------------------------------

@needs_data
def test_then_you_can_is_an_optional_step_after_the_first():
    real_facts_hold({
        "Transcendosaurus Meteorus": (
            "op(transcendosaurus_meteorus,3,2,special_summon(self))",
            "op_optional(transcendosaurus_meteorus,3,special_summon(self))",
            "op_if_done(transcendosaurus_meteorus,3,special_summon(self),return_to_deck(chosen(1,gy,both(monster_card,subtype(normal)))))",
        ),
        "Archfiend's Ghastly Glitch": (  # "destroy it, then, you can send ..."
            "op_optional(archfiend_s_ghastly_glitch,1,send_from_deck_to_gy)",
            "op_if_done(archfiend_s_ghastly_glitch,1,send_from_deck_to_gy,destroy(target(1)))",
        ),
        "Motor Kaiser": (
            "op_optional(motor_kaiser,2,special_summon_tokens(1,token(\"Engine Token\",machine,earth,1,200,200),you,attack))",
        ),
    }, absent={"Transcendosaurus Meteorus": ("not_modelled(transcendosaurus_meteorus,3",),
               "Archfiend's Ghastly Glitch": ("not_modelled",)})


@needs_data
def test_an_optional_step_not_read_is_stated_as_the_card_says_it():
    real_facts_hold({"Branded Banishment": ('not_modelled(branded_banishment,1,"you can apply this effect")',)})


@needs_data
def test_an_optional_step_that_repeats_an_operation_is_not_stated():
    # "send 1 ... from your Deck to the GY, and if you do, Special Summon this card, then, you can send 1 ... from your
    # Deck to the GY": op_optional/3 and op_if_done/4 name the operation, which would make the first one optional too
    real_facts_hold({"Virtual World Kirin - Lili": ("op(virtual_world_kirin_lili,1,1,send_from_deck_to_gy)",)},
                    absent={"Virtual World Kirin - Lili": ("op_optional(", "op(virtual_world_kirin_lili,1,2,")})


@needs_data
def test_the_first_step_stays_mandatory():
    real_facts_hold({"Preparation of Rites": ("op(preparation_of_rites,1,1,add_from_deck_to_hand)",
                                              "op_optional(preparation_of_rites,1,add_to_hand(chosen(1,gy,both(card_type(spell),subtype(ritual)))))")},
                    absent={"Preparation of Rites": ("op_optional(preparation_of_rites,1,add_from_deck_to_hand)",)})


def test_and_if_you_do_you_can():
    facts = compiled({"card_type": "Spell", "property": "Normal", "name": "Test Optional Rider",
                      "text": "Target 1 monster on the field; destroy it, and if you do, you can draw 1 card."})
    assert "op_optional(test_optional_rider,1,draw(1))" in facts
    assert "op_if_done(test_optional_rider,1,draw(1),destroy(target(1)))" in facts
    assert not any(f.startswith("not_modelled(test_optional_rider,1") for f in facts)


def test_an_optional_step_after_a_step_not_understood_is_not_stated():
    # "A, then you can B" with A not read: B is withheld, as any step after it
    facts = compiled({"card_type": "Spell", "property": "Normal", "name": "Test Optional Lost",
                      "text": "Look at your opponent's hand, then you can draw 1 card."})
    assert not any(f.startswith("op_optional(") for f in facts)
    assert 'not_modelled(test_optional_lost,1,"you can draw 1 card")' in facts


def test_you_can_only_is_not_an_optional_step():
    facts = compiled({"card_type": "Spell", "property": "Normal", "name": "Test Optional Only",
                      "text": "Draw 1 card, then you can only Special Summon once this turn."})
    assert not any(f.startswith("op_optional(") for f in facts)


# ---- the engine ------------------------------------------------------------------

METEORUS = """
name: "Dark Hole destroys Transcendosaurus Meteorus; its effect shuffles Dark Magician into the Deck, then it can Special Summon itself"
cards:
  - {id: hole, name: Dark Hole, owner: you, zone: hand}
  - {id: meteorus, name: Transcendosaurus Meteorus, owner: you, zone: monster_zone}
  - {id: dm, name: Dark Magician, owner: you, zone: gy}
actions:
  - chain: [{card: hole}]
  - chain: [{card: meteorus, effect: 3, chooses: {return_to_deck: [dm]}LINK}]
questions:
  - {id: q, ask: where, card: meteorus}
"""


def test_the_player_does_the_optional_step(imported):
    expectations_hold(METEORUS.replace("LINK", ", optional: yes, positions: {meteorus: attack}") + """
expect:
  rulings: 1
  zones: {meteorus: monster_zone, dm: deck}
""")


def test_the_player_does_not_do_the_optional_step(imported):
    expectations_hold(METEORUS.replace("LINK", ", optional: no") + """
expect:
  rulings: 1
  zones: {meteorus: gy, dm: deck}
""")


def test_an_optional_step_left_open_is_one_ruling_per_choice(imported):
    # done: it is Special Summoned in a position the text leaves open too (r_summon_position_choice)
    expectations_hold(METEORUS.replace("LINK", "") + """
expect:
  rulings: 3
  open:
    - assuming: ["optional_step(link 2.1 (Transcendosaurus Meteorus), special_summon(self), no)"]
      answers: {q: gy}
    - assuming: ["optional_step(link 2.1 (Transcendosaurus Meteorus), special_summon(self), yes)", "summon_position(meteorus (Transcendosaurus Meteorus), attack)"]
      answers: {q: monster_zone}
    - assuming: ["optional_step(link 2.1 (Transcendosaurus Meteorus), special_summon(self), yes)", "summon_position(meteorus (Transcendosaurus Meteorus), defense)"]
      answers: {q: monster_zone}
""")


def test_an_optional_step_after_a_step_not_done_is_not_offered(imported):
    # nothing to shuffle into the Deck: the Special Summon that needs it is not done, whatever the player wanted
    expectations_hold(METEORUS.replace("  - {id: dm, name: Dark Magician, owner: you, zone: gy}\n", "")
                      .replace("chooses: {return_to_deck: [dm]}LINK", "optional: yes") + """
expect:
  rulings: 1
  zones: {meteorus: gy}
""")


RITES = """
name: "Preparation of Rites: a Ritual Monster from the Deck, then it can add Black Luster Ritual from the GY"
cards:
  - {id: rites, name: Preparation of Rites, owner: you, zone: hand}
  - {id: blr, name: Black Luster Ritual, owner: you, zone: ZONE}
actions:
  - chain: [{card: rites, LINK}]
questions:
  - {id: q, ask: where, card: blr}
"""


def test_an_optional_step_with_nothing_to_do_is_simply_not_done(imported):
    # the player wants to add a Ritual Spell from the GY, and there is none: no illegality
    expectations_hold(RITES.replace("ZONE", "hand").replace("LINK", "optional: yes") + """
expect:
  rulings: 1
  outcomes: {"1.1": resolved}
""")


def test_an_optional_step_that_picks_a_card(imported):
    expectations_hold(RITES.replace("ZONE", "gy").replace("LINK", "optional: yes, chooses: {add_to_hand: [blr]}") + """
expect:
  rulings: 1
  zones: {blr: hand}
""")


def test_a_card_named_for_a_step_not_done_is_refused(imported):
    [scenario] = load_text(RITES.replace("ZONE", "gy").replace("LINK", "optional: no, chooses: {add_to_hand: [blr]}"), "optional.yaml")
    with pytest.raises(JudgeError) as error:
        ask(scenario)
    assert "r_choice" in str(error.value.problems)


ESCAPE = """
name: "Gagaga Escape negates Effect Veiler, then you can discard 1 card, and if you do, Special Summon from the Deck"
cards:
  - {id: escape, name: Gagaga Escape, owner: you, zone: spell_trap_zone, face: down}
  - {id: magician, name: Gagaga Magician, owner: you, zone: monster_zone}
  - {id: veiler, name: Effect Veiler, owner: opp, zone: hand}
  - {id: dm, name: Dark Magician, owner: you, zone: hand}
actions:
  - chain:
      - {card: veiler, targets: [magician]}
      - {card: escape, LINK}
questions:
  - {id: q, ask: where, card: dm}
"""


def test_and_if_you_do_after_an_optional_step_done(imported):
    expectations_hold(ESCAPE.replace("LINK", "optional: yes, chooses: {discard: [dm]}") + """
expect:
  rulings: 1
  outcomes: {"1.1": negated}
  zones: {dm: gy}
""")


def test_and_if_you_do_after_an_optional_step_not_done(imported):
    # not discarding, the player does not Special Summon from the Deck either (r_then_needs_first)
    expectations_hold(ESCAPE.replace("LINK", "optional: no") + """
expect:
  rulings: 1
  outcomes: {"1.1": negated}
  zones: {dm: hand}
""")


def test_a_card_named_for_an_optional_step_left_open_is_refused(imported):
    # the ruling where the player does not do it names a card for nothing: the scenario states `optional: yes`
    [scenario] = load_text(RITES.replace("ZONE", "gy").replace("LINK", "chooses: {add_to_hand: [blr]}"), "optional.yaml")
    with pytest.raises(JudgeError) as error:
        ask(scenario)
    assert "r_choice" in str(error.value.problems)


def test_an_optional_step_with_nothing_to_do_left_open(imported):
    # no Ritual Spell in the GY: done or not, nothing moves (two rulings that differ only in what they assume)
    expectations_hold(RITES.replace("ZONE", "hand").replace("{card: rites, LINK}", "{card: rites}") + """
expect:
  rulings: 2
  zones: {blr: hand}
""")


# ---- "When this card is activated: You can ..." ------------------------------------

COSMOS = [
    {"card_type": "Trap", "property": "Continuous", "name": "Cosmos Test",
     "text": 'When this card is activated: You can Special Summon 1 "Sun Test" from your hand or Deck. '
             "Monsters you control gain 100 ATK."},
    {"card_type": "Monster", "monster_type_line": "Pyro / Effect", "attribute": "FIRE", "level": 4, "atk": 1000, "def": 1000,
     "name": "Sun Test", "text": "You can pay 500 LP; draw 1 card."},
]


def test_when_this_card_is_activated_you_can_is_optional():
    facts = compiled(COSMOS[0])
    assert 'op_optional(cosmos_test,1,special_summon(chosen(1,either(hand,deck),card_named("Sun Test"))))' in facts, sorted(facts)
    # with a target, the choice was made by activating with one: what it does to the target is not optional
    facts = compiled({"card_type": "Spell", "property": "Continuous", "name": "Test Target Stage",
                      "text": "When this card is activated: You can target 1 card on the field; destroy it."})
    assert not any(f.startswith("op_optional(") for f in facts), sorted(facts)


@pytest.mark.parametrize("optional, where", [("yes", "monster_zone"), ("no", "deck")])
def test_when_this_card_is_activated_the_player_chooses(tmp_path, monkeypatch, optional, where):
    import_cards(tmp_path, monkeypatch, COSMOS)
    picks = ", chooses: {special_summon: [sun]}, positions: {sun: attack}" if optional == "yes" else ""  # declined: it picks nothing
    expectations_hold(f"""
name: Cosmos Test is activated; its player {"does" if optional == "yes" else "does not"} Special Summon Sun Test
cards:
  - {{id: cosmos, name: Cosmos Test, owner: you, zone: spell_trap_zone}}
  - {{id: sun, name: Sun Test, owner: you, zone: deck}}
actions:
  - chain: [{{card: cosmos, optional: {optional}{picks}}}]
expect:
  rulings: 1
  zones: {{sun: {where}, cosmos: spell_trap_zone}}
""", "optional.yaml")
    library.cache_clear()
