"""Compiling official card text into card facts (pyfacade/cardtext, issue 15).

A handful of short real card texts are written in here; the rest are read
from the shared card data (../shared/data/cards-en.jsonl), and those tests
skip when it is absent. The project ships no card data.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import clingo
import pytest

from pyfacade import ask, load_text
from pyfacade.errors import JudgeError
from pyfacade.inputs.cards import library
from imported import expectations_hold, import_cards
from pyfacade.cardtext.compiler import compile_card, snake_key, symbol_facts
from pyfacade.cardtext.grammar import sentences
from pyfacade.cardtext.reader import CardRecord, read_cards
from pyfacade.cardtext.store import facts_text, read_index, unique_keys
from pyfacade.cli import main
from pyfacade.corpus.expectations import differences
from pyfacade.inputs.vocabulary import check_file

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards-en.jsonl"
needs_data = pytest.mark.skipif(not DATA.is_file(), reason="the shared card data (../shared/data) is absent")


def facts(card: CardRecord) -> set[str]:
    return {str(f) for f in symbol_facts(compile_card(card))}


def spell(name, text, prop="Normal"):
    return CardRecord(name=name, card_type="spell", property=prop, text=text)


def trap(name, text, prop="Normal"):
    return CardRecord(name=name, card_type="trap", property=prop, text=text)


# ---- short texts written here -------------------------------------------------

def test_grammar_keeps_quoted_names_and_asides_whole():
    [s1, s2] = sentences('During your opponent\'s Main Phase (Quick Effect): You can discard this card; '
                         'negate that effect. You can only use this effect of "A: B; C." once per turn.')
    assert s1.seps == [":", ";"] and s1.segments[0] == "During your opponent's Main Phase (Quick Effect)"
    assert s2.segments == ['You can only use this effect of "A: B; C." once per turn']


def test_target_then_operation():
    got = facts(spell("Monster Reborn", "Target 1 monster in either GY; Special Summon it."))
    assert got == {'card_name(monster_reborn,"Monster Reborn")', "card_type(monster_reborn,spell)", "subtype(monster_reborn,normal)",
                   "effect(monster_reborn,1,card_activation)", "target(monster_reborn,1,1,monster,gy,any)",
                   "op(monster_reborn,1,1,special_summon(target(1)))"}


def test_condition_cost_and_if_you_do():
    got = facts(trap("Magic Jammer", "When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy it.",
                     "Counter"))
    assert {"condition(magic_jammer,1,directly_above(spell_card))", "cost(magic_jammer,1,discard(1))",
            "op(magic_jammer,1,1,negate(responded))", "op(magic_jammer,1,1,destroy(card_of(responded)))",
            "op_if_done(magic_jammer,1,destroy(card_of(responded)),negate(responded))"} <= got
    assert not any(f.startswith("not_modelled") for f in got)


def test_cost_then_target_and_draw():
    got = facts(trap("Raigeki Break", "Discard 1 card, then target 1 card on the field; destroy it."))
    assert {"cost(raigeki_break,1,discard(1))", "target(raigeki_break,1,1,card,field,any)", "op(raigeki_break,1,1,destroy(target(1)))"} <= got
    assert "op(pot_of_greed,1,1,draw(2))" in facts(spell("Pot of Greed", "Draw 2 cards."))


def test_activation_limit_sentence():
    got = facts(spell("Foolish Burial Goods", 'Send 1 Spell/Trap from your Deck to the GY. You can only activate 1 "Foolish Burial Goods" per turn.'))
    assert {"op(foolish_burial_goods,1,1,send_from_deck_to_gy)", "usage_limit(foolish_burial_goods,1,activate_once_per_turn)"} <= got


def test_a_clause_not_understood_is_stated_never_dropped():
    # The operation is not in the vocabulary: it is stated as not modelled, word for word.
    got = facts(spell("Coin Toss", "Toss a coin 3 times."))
    assert 'not_modelled(coin_toss,1,"Toss a coin 3 times")' in got
    assert not any(f.startswith("op(") for f in got)


def test_an_activation_condition_not_understood_makes_the_engine_abstain():
    # (Trap Hole's head is read now, issue 15 opponentheads: a head the compiler does not read in its place)
    # (the damage head of the first example is read now, chainheads14: a head on columns, which are not modelled)
    got = facts(trap("Damage Ward", "When a card or effect is activated in this card's column: Negate the activation."))
    assert "condition(damage_ward,1,not_understood)" in got
    assert 'not_modelled(damage_ward,1,"When a card or effect is activated in this card\'s column")' in got


def test_or_conditions_become_a_group():
    got = facts(trap("Solemn Strike", "When a monster(s) would be Special Summoned, OR a monster effect is activated: Pay 1500 LP; "
                     "negate the Summon or activation, and if you do, destroy that card.", "Counter"))
    assert {"condition(solemn_strike,1,one_of(solemn_strike))", "condition_option(solemn_strike,summon_pending(special))",
            "condition_option(solemn_strike,directly_above(monster_effect))", "cost(solemn_strike,1,pay_lp(1500))"} <= got


def test_keys_made_unique_rename_condition_groups_too():
    text = ("When a monster(s) would be Special Summoned, OR a monster effect is activated: Pay 1500 LP; "
            "negate the Summon or activation, and if you do, destroy that card.")
    cards = [compile_card(trap(name, text, "Counter")) for name in ("Solemn Strike", "Solemn-Strike")]
    unique_keys(cards, {"solemn_strike"})
    assert [c.key for c in cards] == ["solemn_strike_2", "solemn_strike_3"]
    got = {str(f) for f in symbol_facts(cards[1])}
    assert {"condition(solemn_strike_3,1,one_of(solemn_strike_3))",
            "condition_option(solemn_strike_3,summon_pending(special))"} <= got
    assert not any("solemn_strike," in f or "(solemn_strike)" in f for f in got)


def test_keys_are_snake_case_constants():
    assert snake_key("Ash Blossom & Joyous Spring") == "ash_blossom_joyous_spring"
    assert snake_key("Number 9: Dyson Sphere") == "number_9_dyson_sphere"
    assert snake_key("7 Colored Fish") == "c_7_colored_fish"


def test_written_facts_quote_names_safely():
    card = spell('Say "Hi\\" Now', 'Target 1 monster in either GY; Special Summon it. You can only activate 1 "Say \\"Hi\\" Now" per turn.')
    text = facts_text(compile_card(card, "say_hi_now"))
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], text)
    ctl.ground([("base", [])])
    [name] = [a.symbol.arguments[1].string for a in ctl.symbolic_atoms.by_signature("card_name", 2)]
    assert name == card.name


def monster(name, text, line="Warrior / Effect", **kw):
    return CardRecord(name=name, card_type="monster", text=text, type_line=[p.strip() for p in line.split("/")],
                      monster_type=line.split("/")[0].strip(), **kw)


def test_flip_effect_is_a_trigger_on_being_flipped():
    got = facts(monster("Bug", "FLIP: Target 1 monster on the field; destroy it.", "Insect / Flip / Effect"))
    assert {"effect(bug,1,trigger)", "condition(bug,1,if_event(flipped(self)))", "mandatory(bug,1)",
            "op(bug,1,1,destroy(target(1)))", "subtype(bug,flip)", "monster_type(bug,insect)"} <= got
    assert not any(f.startswith("not_modelled") for f in got)
    assert "mandatory(bug2,1)" not in facts(monster("Bug2", "FLIP: You can draw 1 card.", "Insect / Flip / Effect"))


def test_summoned_by_a_method_and_state_conditions():
    got = facts(monster("Syn", "If this card is Synchro Summoned: You can draw 1 card.", "Dragon / Synchro / Effect"))
    assert {"effect(syn,1,trigger)", "condition(syn,1,if_event(ev(synchro_summoned,self,any)))", "op(syn,1,1,draw(1))"} <= got
    got = facts(monster("Lone", "If you control no monsters: You can Special Summon this card from your hand."))
    assert {"effect(lone,1,ignition)", "condition(lone,1,count_at_most(own,monster_zone,monster,0))",
            "activate_from(lone,1,hand)", "op(lone,1,1,special_summon(self))"} <= got


def test_detach_cost_and_filtered_target():
    got = facts(monster("Xyzy", "You can detach 1 material from this card, then target 1 Level 4 or lower WATER monster your opponent "
                        "controls; destroy it.", "Aqua / Xyz / Effect", rank=4))
    assert {"cost(xyzy,1,detach(1))", "target(xyzy,1,1,monster,monster_zone,opponent)", "target_face(xyzy,1,1,up)",
            "target_where(xyzy,1,1,both(level_between(1,4),attribute(water)))", "op(xyzy,1,1,destroy(target(1)))",
            "rank(xyzy,4)"} <= got
    assert not any(f.startswith("not_modelled") for f in got)


def test_continuous_effects_and_equip_spells():
    got = facts(monster("Knight", "All Warrior monsters you control gain 400 ATK. If this card attacks a Defense Position monster, "
                        "inflict piercing battle damage. Cannot be destroyed by card effects."))
    assert {"applies_continuously(knight,1,stat_change(all(both(monster_type(warrior),controlled_by(own))),atk,gain(400)))",
            "applies_continuously(knight,2,piercing)", "applies_continuously(knight,3,cannot(destroyed(effect),self))"} <= got
    got = facts(spell("Axe", "The equipped monster gains 1000 ATK and DEF.", "Equip"))
    assert {"effect(axe,1,card_activation)", "target(axe,1,1,monster,monster_zone,any)", "target_face(axe,1,1,up)",
            "applies_continuously(axe,2,stat_change(equipped,atk,gain(1000)))",
            "applies_continuously(axe,2,stat_change(equipped,def,gain(1000)))"} <= got
    # an equip limit decides what the activation can target (target_where) and what the Equip
    # Spell stays equipped to (asp/battle/equip.lp r_equip_limit)
    got = facts(spell("Lance", "Equip only to a Dragon monster. It gains 500 ATK.", "Equip"))
    assert "target_where(lance,1,1,monster_type(dragon))" in got
    assert not any(f.startswith("not_modelled(lance,") for f in got)
    assert "condition(lance,1,not_understood)" not in got
    got = facts(spell("Odd Lance", "Equip only to a monster with a different name. It gains 500 ATK.", "Equip"))
    assert "condition(odd_lance,1,not_understood)" in got  # one it does not read: not judged
    # a Type the filters do not know is not guessed (a quoted name is: name_has, tests/test_cardtext_continuous.py)
    assert 'not_modelled(horn,2,"All Horned monsters you control gain 300 ATK")' in facts(
        spell("Horn", "All Horned monsters you control gain 300 ATK.", "Field"))


def test_activate_one_of_these_effects_makes_choices():
    got = facts(monster("Daigo", "Once per turn: You can detach 1 material from this card, then activate 1 of these effects; "
                        "● Target 1 monster your opponent controls; destroy it. ● Draw 1 card.", "Warrior / Xyz / Effect"))
    assert {"effect(daigo,1,ignition)", "effect(daigo,2,ignition)", "choice_of(daigo,1,2)", "usage_limit(daigo,1,once_per_turn)",
            "usage_limit(daigo,2,once_per_turn)", "cost(daigo,1,detach(1))", "cost(daigo,2,detach(1))",
            "target(daigo,1,1,monster,monster_zone,opponent)", "op(daigo,1,1,destroy(target(1)))", "op(daigo,2,1,draw(1))"} <= got
    assert not any(f.startswith("not_modelled") or "not_understood" in f for f in got)
    # a Spell Card activated for one of its effects: each choice is an activation of the card
    got = facts(spell("Twin", 'Activate 1 of these effects. ● Draw 1 card. ● You gain 1000 LP. You can only activate 1 "Twin" per turn.'))
    assert {"effect(twin,1,card_activation)", "effect(twin,2,card_activation)", "choice_of(twin,1,2)", "op(twin,1,1,draw(1))",
            "op(twin,2,1,gain_lp(you,1000))", "usage_limit(twin,1,activate_once_per_turn)", "usage_limit(twin,2,activate_once_per_turn)"} <= got


def test_restriction_for_the_turn_the_effect_is_activated():
    got = facts(monster("Sorc", "Once per turn: You can target 1 face-up monster on the field; banish that target. "
                        "This card cannot attack the turn you activate this effect."))
    assert {"activation_turn_restriction(sorc,1,cannot(declare_attack,self))", "op(sorc,1,1,banish(target(1)))"} <= got
    assert "effect(sorc,2,continuous)" not in got


def test_older_wordings_and_lasting_changes():
    got = facts(monster("Mage", "Up to twice per turn: You can discard 1 card to target 1 face-up monster on the field; "
                        "that target's ATK becomes 2000 until the End Phase."))
    assert {"usage_limit(mage,1,twice_per_turn)", "cost(mage,1,discard(1))", "target(mage,1,1,monster,monster_zone,any)",
            "op(mage,1,1,change_stat(target(1),atk,becomes(2000),until_end_phase))"} <= got
    assert "op(roar,1,1,restrict(cannot(declare_attack,opponent),end_of_turn))" in facts(
        trap("Roar", "Your opponent cannot declare an attack this turn."))
    got = facts(monster("Guard", "Once per opponent's turn (Quick Effect): You can target 1 monster your opponent controls; destroy it."))
    assert {"effect(guard,1,quick)", "usage_limit(guard,1,once_per_turn)", "condition(guard,1,opponent_turn)"} <= got
    assert "condition(tribute,1,when_event(ev(summoned,monster,any)))" in facts(
        trap("Tribute", "When a monster(s) is Summoned: Destroy all monsters on the field."))


def test_reads_a_ygopro_database(tmp_path):
    db = tmp_path / "cards.cdb"
    con = sqlite3.connect(db)
    con.execute("create table datas (id integer, ot integer, alias integer, setcode integer, type integer, atk integer, def integer, "
                "level integer, race integer, attribute integer, category integer)")
    con.execute("create table texts (id integer, name text, desc text)")
    con.execute("insert into datas values (55144522, 3, 0, 0, 2, 0, 0, 0, 0, 0, 0)")  # a Normal Spell
    con.execute("insert into texts values (55144522, 'Pot of Greed', 'Draw 2 cards.')")
    con.execute("insert into datas values (97268402, 3, 0, 0, 33 + 4096, 0, 0, 1, 0, 0, 0)")  # Effect | Tuner, Level 1
    con.execute("insert into texts values (97268402, 'Effect Veiler', 'x')")
    # a Pendulum Monster: scales in the high bytes of level, texts split as EDOPro writes them
    con.execute("insert into datas values (16178681, 3, 0, 0, 33 + 0x1000000, 2500, 2000, 7 + (4 << 24) + (4 << 16), 0, 0, 0)")
    con.execute("insert into texts values (16178681, 'Odd-Eyes Pendulum Dragon', "
                "'[ Pendulum Effect ]\nP.\n----------------------------------------\n[ Monster Effect ]\nM.')")
    con.commit()
    con.close()
    odd, pot, veiler = list(read_cards(db))  # in the order of their ids
    assert (pot.card_type, pot.property, pot.text) == ("spell", "Normal", "Draw 2 cards.")
    assert veiler.type_line == ["Effect", "Tuner"] and veiler.level == 1 and veiler.atk == 0
    assert (odd.level, odd.scale, odd.pendulum_text, odd.text) == (7, 4, "P.", "M.")


def test_reads_a_yaml_yugi_checkout(tmp_path):
    folder = tmp_path / "data" / "cards"
    folder.mkdir(parents=True)
    (folder / "55144522.yaml").write_text("name: {en: Pot of Greed, ja: 強欲な壺}\ncard_type: Spell\nproperty: Normal\n"
                                          "text: {en: Draw 2 cards.}\npassword: 55144522\n", encoding="utf-8")
    [pot] = list(read_cards(tmp_path))
    assert pot.name == "Pot of Greed" and pot.text == "Draw 2 cards."


def test_bad_database_is_a_clear_error(tmp_path, capsys):
    bad = tmp_path / "cards.jsonl"
    bad.write_text("{not json\n")
    assert main(["cards", "stats", str(bad)]) == 2
    assert "cards.jsonl:1: not a JSON card object" in capsys.readouterr().err
    assert main(["cards", "import"]) == 2
    assert "give one card database" in capsys.readouterr().err


# ---- end to end: imported cards in a scenario ---------------------------------

IMPORT = [
    {"card_type": "Trap", "property": "Normal", "name": "Oops!", "text": "Target 1 card you control; destroy it."},
    {"card_type": "Trap", "property": "Counter", "name": "Seven Tools of the Bandit",
     "text": "When a Trap Card is activated: Pay 1000 LP; negate the activation, and if you do, destroy it."},
    # (a head the compiler does not read: what the activation "includes" is not a kind of activation it knows)
    {"card_type": "Trap", "property": "Counter", "name": "Dark Bribe",
     "text": "When your opponent activates a Spell/Trap Card that includes an effect that Special Summons a monster: Your opponent "
             "draws 1 card, also negate the activation, and if you do, destroy it."},
    {"card_type": "Spell", "property": "Normal", "name": "Rose Bell of Revelation",
     "text": "Add 1 Plant monster with 2400 or more ATK from your Deck to your hand. You can banish this card from your GY; Special Summon "
             "1 Plant monster with 2400 or more ATK from your hand. You can only use 1 \"Rose Bell of Revelation\" effect per turn, "
             "and only once that turn."},
    {"card_type": "Monster", "monster_type_line": "Dragon / Effect", "level": 3, "atk": 200, "def": 100, "name": "Poki Draco",
     "text": "When this card is Normal Summoned: You can add 1 \"Poki Draco\" from your Deck to your hand."},
    {"card_type": "Monster", "monster_type_line": "Aqua / Effect", "level": 3, "atk": 0, "def": 600, "name": "Vortex Trooper",
     "text": "When this card is Normal Summoned: You can shuffle 2 cards from your hand into the Deck, then draw 2 cards. "
             "If this card is destroyed: Draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Normal", "level": 7, "atk": 2500, "def": 2100,
     "name": "Dark Magician", "text": "The ultimate wizard."},
    {"card_type": "Monster", "monster_type_line": "Aqua / Xyz / Effect", "attribute": "WATER", "rank": 4, "atk": 2000, "def": 1000,
     "name": "Tide Keeper", "text": "2 Level 4 monsters\nOnce per turn: You can detach 1 material from this card, then target 1 "
     "Spellcaster monster on the field; destroy it."},
    {"card_type": "Spell", "property": "Quick-Play", "name": "Brave Surge",
     "text": "Target 1 face-up monster on the field; it gains 1000 ATK until the end of this turn."},
    {"card_type": "Monster", "monster_type_line": "Fairy / Effect", "attribute": "LIGHT", "level": 4, "atk": 1500, "def": 1000,
     "name": "Dawn Herald", "text": "Once per turn, during your Standby Phase: You can draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Spellcaster / Effect", "attribute": "DARK", "level": 4, "atk": 1600, "def": 1200,
     "name": "Twin Oracle", "text": "Once per turn: You can activate 1 of these effects;\n● Draw 1 card.\n● You gain 500 LP."},
    {"card_type": "Monster", "monster_type_line": "Rock / Effect", "attribute": "EARTH", "level": 3, "atk": 0, "def": 1800,
     "name": "Bastion Golem", "text": "Cannot be destroyed by battle."},
    {"card_type": "Monster", "monster_type_line": "Warrior / Effect", "attribute": "EARTH", "level": 4, "atk": 1000, "def": 1000,
     "name": "Field Marshal", "text": "During the Battle Phase (Quick Effect): You can target 1 monster your opponent controls; destroy it."},
    {"card_type": "Monster", "monster_type_line": "Zombie / Effect", "attribute": "DARK", "level": 2, "atk": 300, "def": 200,
     "name": "Vengeful Shade", "text": "When this card is destroyed by battle and sent to the GY: You can draw 1 card."},
    {"card_type": "Monster", "monster_type_line": "Dragon / Synchro / Effect", "attribute": "WIND", "level": 6, "atk": 2300, "def": 1400,
     "name": "Gale Wyvern", "text": "1 Tuner + 1+ non-Tuner monsters\nIf this card is Synchro Summoned: You can draw 1 card."},
]


@pytest.fixture
def imported(tmp_path, monkeypatch):
    return import_cards(tmp_path, monkeypatch, IMPORT)


def test_import_stores_cards_where_the_library_finds_them(imported):
    index = {c["name"]: c for c in read_index(imported)}
    assert set(index) == {c["name"] for c in IMPORT}
    lib = library()
    assert lib.lookup("Seven Tools of the Bandit", "test").compiled
    # hand-written cards take precedence over compiled ones
    dm = lib.lookup("Dark Magician", "test")
    assert not dm.compiled and dm.key == "dark_magician"


assert_expectations_hold = expectations_hold


def test_a_scenario_asks_about_two_imported_cards(imported):
    assert_expectations_hold("""
name: Seven Tools of the Bandit negates and destroys Oops!
cards:
  - {id: oops, name: "Oops!", owner: opp, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: opp, zone: monster_zone}
  - {id: tools, name: Seven Tools of the Bandit, owner: you, zone: spell_trap_zone}
turn: opp
actions:
  - chain:
      - {card: oops, targets: [dm]}
      - {card: tools}
expect:
  outcomes: {"1.1": negated, "1.2": resolved}
  zones: {oops: gy, dm: monster_zone, tools: gy}
  life_points: {you: 7000}
""", "imported.yaml")


def test_a_ruling_in_text_names_the_compiled_cards_it_rests_on(imported, tmp_path, capsys):
    path = tmp_path / "reborn.yaml"
    path.write_text("""
name: "Oops! (imported) destroys Dark Magician (hand-written)"
cards:
  - {id: oops, name: "Oops!", owner: you, zone: spell_trap_zone}
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
turn: opp
actions:
  - chain:
      - {card: oops, targets: [dm]}
""")
    assert main(["ask", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Compiled from card text, not hand-written" in out and "Oops!" in out and "Dark Magician" not in out.split("Compiled")[1]


def test_an_effect_whose_condition_was_not_understood_is_not_judged(imported):
    [scenario] = load_text("""
name: can Dark Bribe be activated?
cards:
  - {id: bribe, name: Dark Bribe, owner: you, zone: spell_trap_zone}
turn: opp
questions:
  - {id: q, ask: can_activate, card: bribe}
""", "bribe.yaml")
    # not "no": the question is refused, naming the clause not understood
    with pytest.raises(JudgeError) as refused:
        ask(scenario)
    assert "r_not_understood" in str(refused.value.problems) and "When your opponent activates a Spell/Trap Card" in str(refused.value.problems)
    # activating it in a chain is refused the same way
    [chain] = load_text("""
name: Dark Bribe activated
cards:
  - {id: bribe, name: Dark Bribe, owner: you, zone: spell_trap_zone}
turn: opp
actions:
  - chain:
      - {card: bribe}
expect:
  illegal: [{at: "1.1", rule: r_not_understood}]
""", "bribe2.yaml")
    with pytest.raises(JudgeError) as refused:
        ask(chain)
    assert "r_not_understood" in str(refused.value.problems)


def test_one_use_shared_by_the_effects_of_an_imported_card(imported):
    assert_expectations_hold("""
name: Rose Bell of Revelation's GY effect after its activation this turn
cards:
  - {id: bell, name: Rose Bell of Revelation, owner: you, zone: hand}
actions:
  - chain:
      - {card: bell}
questions:
  - {id: again, ask: can_activate, card: bell, effect: 2}
expect:
  zones: {bell: gy}
  answers: {again: "no"}
  reasons: {again: r_limit_use_one}
""", "bell.yaml")


@pytest.mark.parametrize("how, can", [("normal", "yes"), ("set", "no")])
def test_when_this_card_is_normal_summoned(imported, how, can):
    assert_expectations_hold(f"""
name: Poki Draco {how} Summoned
cards:
  - {{id: poki, name: Poki Draco, owner: you, zone: hand}}
actions:
  - summon: {{card: poki, how: {how}}}
questions:
  - {{id: q, ask: can_activate, card: poki}}
expect:
  answers: {{q: "{can}"}}
""", "poki.yaml")


def test_if_this_card_is_destroyed_by_an_imported_cards_effect(imported):
    assert_expectations_hold("""
name: Vortex Trooper destroyed by Dark Hole
cards:
  - {id: vortex, name: Vortex Trooper, owner: you, zone: monster_zone}
  - {id: hole, name: Dark Hole, owner: opp, zone: hand}
turn: opp
actions:
  - chain:
      - {card: hole}
questions:
  - {id: q, ask: can_activate, card: vortex, effect: 2}
expect:
  zones: {vortex: gy}
  answers: {q: "yes"}
""", "vortex.yaml")


# ---- the shared card data ---------------------------------------------------

SAMPLE = {  # a real card for each construct, with facts its compiled form must have
    "Effect Veiler": ["effect(effect_veiler,1,quick)", "condition(effect_veiler,1,opponent_main_phase)",
                      "cost(effect_veiler,1,send_to_gy(self))", "activate_from(effect_veiler,1,hand)",
                      "target(effect_veiler,1,1,effect_monster,monster_zone,opponent)"],
    "Sangan": ["effect(sangan,1,trigger)", "condition(sangan,1,if_event(sent_from_field(self,monster_zone)))",
               "mandatory(sangan,1)", "usage_limit(sangan,1,use_once_per_turn)", "op(sangan,1,1,add_from_deck_to_hand)"],
    "Stardust Dragon": ["condition(stardust_dragon,1,directly_above(includes(destroy_on_field)))",
                        "cost(stardust_dragon,1,tribute(self))", "material(stardust_dragon,1,1,1,subtype(tuner))",
                        "material(stardust_dragon,2,1,99,not_subtype(tuner))"],
    "Mirror Force": ["condition(mirror_force,1,when_event(declared_attack(opponent)))",
                     "op(mirror_force,1,1,destroy(all(opponents_attack_position_monsters)))"],
    "Call of the Haunted": ["effect(call_of_the_haunted,1,card_activation)", "target(call_of_the_haunted,1,1,monster,gy,own)",
                            "op(call_of_the_haunted,1,1,special_summon(target(1),attack))",
                            "effect(call_of_the_haunted,2,continuous)"],
    "Cosmic Cyclone": ["cost(cosmic_cyclone,1,pay_lp(1000))", "target(cosmic_cyclone,1,1,spell_trap,field,any)",
                       "op(cosmic_cyclone,1,1,banish(target(1)))"],
    "Odd-Eyes Pendulum Dragon": ["pendulum_scale(odd_eyes_pendulum_dragon,4)", "effect(odd_eyes_pendulum_dragon,3,trigger)"],
}


@pytest.fixture(scope="module")
def data_cards():
    return {c.name: c for c in read_cards(DATA)}


@needs_data
@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_sample_of_real_card_texts(data_cards, name, tmp_path):
    got = facts(data_cards[name])
    path = tmp_path / "card.lp"
    path.write_text(facts_text(compile_card(data_cards[name])), encoding="utf-8")
    check_file(path)
    missing = [f for f in SAMPLE[name] if f not in got]
    assert not missing, sorted(got)


@needs_data
def test_every_clause_of_every_card_is_compiled_or_stated(data_cards):
    for card in data_cards.values():
        cc = compile_card(card)
        assert cc.error is None, (card.name, cc.error)
        for e in cc.effects:
            assert e.status == "complete" or e.missing
            if e.activation_missing:  # not judged (or, for "This is a Quick Effect if ...", not judged as a Quick Effect)
                assert any(str(f) in (f"condition({cc.key},{e.number},not_understood)",
                                      f"condition({cc.key},{e.number},quick_if_not_understood)") for f in e.facts)


@needs_data
def test_gold_comparison_with_the_hand_written_cards():
    from pyfacade.cardtext.gold import compare
    gold = compare(DATA)
    assert gold.cards >= 60 and not gold.missing
    # card-level facts agree
    for kind in ("card_type", "subtype", "pendulum_scale"):
        assert gold.agreement(kind) == 1.0, kind
    assert not [d for d in gold.differences if d[1] in ("level", "attack_points", "defense_points")]
    # every difference is listed and classified: an abstention by the compiler
    # (the clause stated as not modelled) or by the hand-written file; no fact
    # the compiler states contradicts the hand-written cards (README, "Cards
    # from their official text", explains the hand-written ones)
    assert all(d[3].endswith(("[abstained]", "[hand-written abstained]", "[differs]")) for d in gold.differences)
    # (issue 12's cards: the hand-written files state what the compiler does
    # not read yet; README, "Cards from their official text", explains each)
    assert sorted(d[3].split("  [")[0] for d in gold.differences if d[3].endswith("[differs]")) == sorted([
        # (issue 15, cont: "... to activate and to resolve this effect" is read now, as the hand-written
        # Infernity Destroyer and Dark Paladin state it)
        "effect(masked_chopper,1,continuous)", "effect(pursuit_chaser,1,continuous)",
        # "a monster effect": not a card's activation (a Pendulum Monster activated from the hand is a Spell Card's activation)
        "condition(debunk,1,responds_to_activation(ev(activated,monster,either(from(hand),from(gy)))))",
        "condition(debunk,1,responds_to_activation(ev(activated,monster,all_of(except(card_activation),either(from(hand),from(gy))))))",
        # the same count written another way: where(...) sees face-up monsters only (battle/stats.lp matches), as the
        # hand-written all_of(face_up, all_of(subtype(xyz), rank_at_least(6)))
        "condition(xyz_burst,1,count_at_least(own,monster_zone,where(both(rank_between(6,99),subtype(xyz))),1))",
        # issue 15 (bodies): "from your hand or Deck" read as a choice among both (asp/chain/choices.lp); the hand-written
        # file records it as a Deck action and states the hand as not modelled
        "op(peten_the_dark_clown,1,1,special_summon_from_deck)",
        # (compiler 1.0) "Activate this card by targeting ..." read as the activation: the lock "While this card is face-up
        # on the field, that Set card cannot be activated" is a sentence of its own, compiled as a continuous effect not
        # understood (effect 2); the hand-written file states it as an operation of the activation
        "op(fire_formation_gyokkou,1,1,restrict(cannot(activate(any),target(1)),while_source_face_up))"])
    # (Laval Magma Cannoneer: its hand-written file states the FIRE check of its cost as not modelled)
    assert sorted(d[3].split("  [")[0] for d in gold.differences if d[3].endswith("[hand-written abstained]")) == [
        # issue 15 (chainev): "a monster effect in response to ...", the hand-written directly_above(monster_effect) and
        # below_by_opponent read as Debunk's head above (the file states the banish that follows as not modelled)
        "condition(chain_hole,1,responds_to_activation(ev(activated,monster,all_of(by(opponent),except(card_activation)))))",
        # issue 15 (heads): "destroyed and sent to the GY" (to(gy)); the hand-written file states its tie-break as not modelled
        "condition(chthonian_blast,1,when_event(ev(destroyed,all_of(monster,all_of(face_up,own)),all_of(from(monster_zone),to(gy)))))",
        # issue 15 (costs): "Tribute 1 face-up Level 4 Gemini monster", the filter the hand-written file states as not checked
        "cost_where(gemini_spark,1,tribute,both(level_between(4,4),subtype(gemini)))",
        "cost_where(laval_magma_cannoneer,1,send_to_gy,both(card_type(monster),attribute(fire)))",
        # issue 15 (bodies): "from your hand or Deck", "but it cannot attack this turn" (the hand-written files state them as not modelled)
        'op(macro_cosmos,1,1,special_summon(chosen(1,either(hand,deck),card_named("Helios - The Primordial Sun"))))',
        "op(mist_valley_thunderbird,1,1,restrict(cannot(declare_attack,summoned),end_of_turn))",
        "op(peten_the_dark_clown,1,1,special_summon(chosen(1,either(hand,deck),card_named(\"Peten the Dark Clown\"))))",
        "op(rising_energy,1,1,change_stat(target(1),atk,gain(1500),end_of_turn))",
        "op_if_done(mist_valley_thunderbird,1,restrict(cannot(declare_attack,summoned),end_of_turn),special_summon(self))",
        # ("When this card is activated: You can ...": the player's choice, r_optional_step)
        'op_optional(macro_cosmos,1,special_summon(chosen(1,either(hand,deck),card_named("Helios - The Primordial Sun"))))']
    for kind in gold.stated:  # per kind, every fact the compiler states agrees, or the hand-written file abstained on it
        hand_abstained = sum(1 for d in gold.differences if d[1] == kind and d[3].endswith("[hand-written abstained]"))
        known = sum(1 for d in gold.differences if d[1] == kind and d[2] == "C" and d[3].endswith("[differs]"))
        assert gold.stated[kind] - gold.agree[kind] == hand_abstained + known, kind


@pytest.mark.parametrize("material, answer, reason", [("mat", "yes", None), ("other", "no", "r_cost")])
def test_detaching_a_material_as_a_cost(imported, material, answer, reason):
    [scenario] = load_text(f"""
name: Tide Keeper detaches a material to destroy a Spellcaster
cards:
  - {{id: tide, name: Tide Keeper, owner: you, zone: monster_zone}}
  - {{id: mat, name: Poki Draco, owner: you, zone: material, attached_to: tide}}
  - {{id: other, name: Poki Draco, owner: you, zone: gy}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
actions:
  - chain:
      - {{card: tide, cost: {{detach: [{material}]}}, targets: [dm]}}
expect:
  outcomes: {{"1.1": resolved}}
  zones: {{mat: gy, dm: gy}}
""", "tide.yaml")
    if answer == "yes":
        assert differences(scenario, ask(scenario), None) == []
        return
    with pytest.raises(JudgeError) as refused:  # a card not attached to it cannot pay the cost
        ask(scenario)
    assert reason in str(refused.value.problems) and "not attached" in str(refused.value.problems)


@pytest.mark.parametrize("zone, summon, can", [("extra_deck", "  - summon: {card: gale, how: synchro, materials: [veiler, parshath]}", "yes"),
                                               ("monster_zone", "  - phase: main1", "no")])
def test_if_this_card_is_synchro_summoned(imported, zone, summon, can):
    assert_expectations_hold(f"""
name: Gale Wyvern Synchro Summoned, or on the field from the start
cards:
  - {{id: gale, name: Gale Wyvern, owner: you, zone: {zone}}}
  - {{id: veiler, name: Effect Veiler, owner: you, zone: monster_zone}}
  - {{id: parshath, name: Airknight Parshath, owner: you, zone: monster_zone}}
actions:
{summon}
questions:
  - {{id: q, ask: can_activate, card: gale}}
expect:
  answers: {{q: "{can}"}}
""", "gale.yaml")


def test_a_gain_until_the_end_of_this_turn_ends_with_the_turn(imported):
    assert_expectations_hold("""
name: Brave Surge on Dark Magician, asked in this turn and the next
turns:
  - player: you
    actions:
      - chain:
          - {card: surge, targets: [dm]}
  - player: opp
cards:
  - {id: surge, name: Brave Surge, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
questions:
  - {id: now, ask: atk, card: dm, at: {after: 1}}
  - {id: next, ask: atk, card: dm, at: {turn: 2}}
expect:
  answers: {now: 3500, next: 2500}
""", "surge.yaml")


@pytest.mark.parametrize("phase, can", [("standby", "yes"), ("main1", "no")])
def test_during_your_standby_phase(imported, phase, can):
    assert_expectations_hold(f"""
name: Dawn Herald in the {phase}
phase: {phase}
cards:
  - {{id: herald, name: Dawn Herald, owner: you, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: herald}}
expect:
  answers: {{q: "{can}"}}
""", "herald.yaml")


def test_the_choices_of_one_effect_share_its_usage_limit(imported):
    assert_expectations_hold("""
name: Twin Oracle draws; its other choice is the same once-per-turn effect
cards:
  - {id: oracle, name: Twin Oracle, owner: you, zone: monster_zone}
actions:
  - chain:
      - {card: oracle, effect: 1}
questions:
  - {id: again, ask: can_activate, card: oracle, effect: 2}
  - {id: again-limit, ask: can_activate_again, card: oracle, effect: 2}
expect:
  answers: {again: "no", again-limit: "no"}
  reasons: {again: r_limit_in_conditions}
""", "oracle.yaml")


def test_cannot_be_destroyed_by_battle(imported):
    assert_expectations_hold("""
name: Dark Magician attacks Bastion Golem, which cannot be destroyed by battle
turn: you
phase: battle_step
cards:
  - {id: dm, name: Dark Magician, owner: you, zone: monster_zone}
  - {id: golem, name: Bastion Golem, owner: opp, zone: monster_zone}
actions:
  - attack: {card: dm, target: golem}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {id: destroyed, ask: destroyed_by_battle, card: golem}
expect:
  zones: {golem: monster_zone}
  life_points: {opp: 5500}
  answers: {destroyed: "no"}
""", "golem.yaml")


@pytest.mark.parametrize("defender, can", [("shade", "yes"), ("golem", "no")])
def test_when_this_card_is_destroyed_by_battle(imported, defender, can):
    assert_expectations_hold(f"""
name: Dark Magician attacks {defender}
turn: you
phase: battle_step
cards:
  - {{id: dm, name: Dark Magician, owner: you, zone: monster_zone}}
  - {{id: shade, name: Vengeful Shade, owner: opp, zone: monster_zone}}
  - {{id: golem, name: Bastion Golem, owner: opp, zone: monster_zone}}
actions:
  - attack: {{card: dm, target: {defender}}}
  - phase: damage_step
  - phase: before_damage_calculation
  - phase: damage_calculation
  - phase: after_damage_calculation
  - phase: end_damage_step
questions:
  - {{id: q, ask: can_activate, card: shade}}
expect:
  answers: {{q: "{can}"}}
""", "shade.yaml")


@pytest.mark.parametrize("phase, can", [("battle_step", "yes"), ("main1", "no")])
def test_during_the_battle_phase(imported, phase, can):
    assert_expectations_hold(f"""
name: Field Marshal's Quick Effect in the {phase}
turn: opp
phase: {phase}
cards:
  - {{id: marshal, name: Field Marshal, owner: you, zone: monster_zone}}
  - {{id: dm, name: Dark Magician, owner: opp, zone: monster_zone}}
questions:
  - {{id: q, ask: can_activate, card: marshal}}
expect:
  answers: {{q: "{can}"}}
""", "marshal.yaml")
