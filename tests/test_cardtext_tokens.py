"""Tokens in card text (issue 15): "Special Summon N "X Token(s)"
(Type/ATTRIBUTE/Level N/ATK N/DEF N)" with its position and field
(pyfacade/cardtext/bodies.py tokens, asp/chain/tokens.lp), and Tokens as a
noun ("If you control a Token", "Tribute 1 Token", "non-Token"). Short
texts written here, real card texts from the shared data (skipped when it
is absent), and an imported card judged in a scenario."""

from __future__ import annotations


import pytest

from imported import DATA, import_cards, real_facts
from pyfacade import ask, load_text
from pyfacade.cardtext.compiler import compile_card
from pyfacade.cardtext.reader import from_mapping
from pyfacade.inputs.cards import library



def spell(name, text):
    return {"card_type": "Spell", "property": "Normal", "name": name, "text": text}


def effect_facts(record, number=1):
    cc = compile_card(from_mapping(record, "test"))
    e = next(e for e in cc.effects if e.number == number)
    return e.status, [str(f) for f in e.facts], e.missing


SHEEP = 'token("Sheep Token",beast,earth,1,0,0)'


@pytest.mark.parametrize("text, op", [
    ('Special Summon 1 "Sheep Token" (Beast/EARTH/Level 1/ATK 0/DEF 0).', f"special_summon_tokens(1,{SHEEP},you,chosen)"),
    ('Special Summon 2 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0) in Defense Position.',
     f"special_summon_tokens(2,{SHEEP},you,defense)"),
    ('Special Summon 1 "Sheep Token" (Beast-Type/EARTH/Level 1/ATK 0/DEF 0) in Attack Position to your opponent\'s field.',
     f"special_summon_tokens(1,{SHEEP},opponent,attack)"),
    ('Special Summon 1 "Sheep Token" (Beast/EARTH/Level 1/ATK 0/DEF 0) to your opponent\'s side of the field in Defense Position.',
     f"special_summon_tokens(1,{SHEEP},opponent,defense)"),
    ('Special Summon 1 "Sheep Token" (Beast/EARTH/Level 1/ATK 0/DEF 0) to both players\' fields in Defense Position.',
     f"special_summon_tokens(1,{SHEEP},both,defense)"),
    ('Special Summon 1 "Swordsoul Token" (Wyrm/Tuner/WATER/Level 4/ATK 0/DEF 0).',
     'special_summon_tokens(1,tuner_token("Swordsoul Token",wyrm,water,4,0,0),you,chosen)'),
])
def test_token_summons_compile(text, op):
    status, facts, missing = effect_facts(spell("Test Flock", text))
    assert status == "complete", missing
    assert f"op(test_flock,1,1,{op})" in facts


@pytest.mark.parametrize("text", [
    'Special Summon 1 "Sheep Token" (Wyrm/Tuner/Tuner/WATER/Level 1/ATK 0/DEF 0).',
    'Special Summon up to 2 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0).',
    'Special Summon 1 "Sheep Token" (Beast/EARTH/Level 1/ATK 0/DEF 0) in Attack Position in Defense Position.',
    'Special Summon 1 "Sheep" (Beast/EARTH/Level 1/ATK 0/DEF 0).',  # not a Token's name
    'Special Summon 1 "Sheep Token" (Zombie/DARK/ATK 0/DEF 0) with the same Level as that monster.',
])
def test_other_token_wordings_stay_not_understood(text):
    status, facts, missing = effect_facts(spell("Test Flock", text))
    assert status == "none" and not any("special_summon_tokens" in f for f in facts), facts


@pytest.mark.parametrize("text, rider", [
    ('Special Summon 1 "Sheep Token" (Beast/EARTH/Level 1/ATK 0/DEF 0), but it cannot attack.',
     "restrict(cannot(declare_attack,summoned),while_on_field)"),
    ('Special Summon 2 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0), but destroy them during the End Phase.',
     "delayed(end_phase,destroy(summoned))"),
    ('Special Summon 2 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0). They cannot be Tributed for a Tribute Summon.',
     "restrict(cannot(be_tributed_for_tribute_summon,summoned),while_on_field)"),
    ('Special Summon 1 "Sheep Token" (Beast/EARTH/Level 1/ATK 0/DEF 0), but it cannot be Tributed.',
     "restrict(cannot(tribute,summoned),while_on_field)"),
])
def test_riders_on_the_tokens_summoned(text, rider):
    # "it"/"them" after a Summon of Tokens: the Tokens it Summoned (operations.lp selector summoned)
    status, facts, missing = effect_facts(spell("Test Flock", text))
    assert status == "complete" and any(rider in f for f in facts), (facts, missing)


@pytest.mark.parametrize("text", ['Special Summon 1 "Sheep Token" (Beast/EARTH/Level 1/ATK 0/DEF 0). These Tokens cannot be Tributed.',
                                  'Target 1 monster in your GY; Special Summon it. This Token cannot be Tributed.'])
def test_cannot_be_tributed_needs_the_tokens_it_names(text):
    status, facts, missing = effect_facts(spell("Test Flock", text))
    assert not any("cannot(tribute" in f or "be_tributed" in f for f in facts)


def test_it_after_two_tokens_is_not_read():
    status, facts, missing = effect_facts(spell("Test Flock", 'Special Summon 2 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0), '
                                                             'but it cannot attack.'))
    assert missing == ["it cannot attack"]


def test_token_nouns_compile():
    monster = {"card_type": "Monster", "monster_type_line": "Machine / Effect", "attribute": "WIND", "level": 3, "atk": 0, "def": 0,
               "name": "Test Beast", "text": "While you control a Token, this card cannot be destroyed by battle or card effects. "
                                             "Once per turn: You can Tribute 1 Token; draw 1 card."}
    _, facts, _ = effect_facts(monster, 1)
    assert "applies_while(test_beast,1,count_at_least(own,monster_zone,where(subtype(token)),1))" in facts
    _, facts, _ = effect_facts(monster, 2)
    assert "cost_where(test_beast,2,tribute,subtype(token))" in facts
    _, facts, _ = effect_facts(spell("Test Order", "Target 1 non-Token Normal Monster you control; destroy it."))
    assert "target_where(test_order,1,1,both(subtype(normal),non(subtype(token))))" in facts


REAL = {
    "Scapegoat": 'op(scapegoat,1,1,special_summon_tokens(4,token("Sheep Token",beast,earth,1,0,0),you,defense))',
    "Ojama Trio": 'op(ojama_trio,1,1,special_summon_tokens(3,token("Ojama Token",beast,light,2,0,1000),opponent,defense))',
    "Jurrac Spinos": 'special_summon_tokens(1,token("Spinos Token",dinosaur,fire,1,300,0),opponent,attack)',
    "Dandylion": 'op(dandylion,1,1,special_summon_tokens(2,token("Fluff Token",plant,wind,1,0,0),you,defense))',
    "Mecha Phantom Beast Blackfalcon": "cost_where(mecha_phantom_beast_blackfalcon,4,tribute,subtype(token))",
    "Mecha Phantom Beast Megaraptor": "applies_while(mecha_phantom_beast_megaraptor,3,count_at_least(own,monster_zone,where(subtype(token)),1))",
    "Regenerating Rose": 'token("Regenerating Rose Token",plant,dark,3,1200,1200),you,chosen)',
    "Order to Charge": "non(subtype(token))",
    "Hippo Carnival": "op(hippo_carnival,1,1,restrict(cannot(tribute,summoned),while_on_field))",
    "Raviel, Lord of Phantasms": "op(raviel_lord_of_phantasms,1,1,restrict(cannot(declare_attack,summoned),while_on_field))",
}


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_real_token_texts():
    found = real_facts(REAL)
    for name, fact in REAL.items():
        facts = found[name]
        assert any(fact in f for f in facts), (name, sorted(facts))


@pytest.mark.skipif(not DATA.exists(), reason="the shared card data is absent")
def test_imported_token_trap_summons_a_token_that_disappears(tmp_path, monkeypatch):
    # One-Time Passcode from its card text ("Special Summon 1 "Security Token" (Cyberse/LIGHT/Level 4/
    # ATK 2000/DEF 2000) in Defense Position."), judged: the Token is in Defense Position on the field;
    # Dark Hole destroys it and it disappears, not sent to the GY (r_token_leaves_field).
    lines = [line for line in DATA.read_text(encoding="utf-8").splitlines() if '"name": "One-Time Passcode"' in line]
    import_cards(tmp_path, monkeypatch, lines)
    try:
        _judge_passcode()
    finally:
        library.cache_clear()  # the imported store must not stay the library of later tests


def _judge_passcode():
    [scenario] = load_text("""
name: imported One-Time Passcode
turn: you
phase: main1
cards:
  - {id: passcode, name: One-Time Passcode, owner: you, zone: spell_trap_zone}
  - {id: hole, name: Dark Hole, owner: you, zone: hand}
actions:
  - chain: [{card: passcode, tokens: [security]}]
  - chain: [{card: hole}]
questions:
  - {id: after, ask: where, card: security, at: {after: 1}}
  - {id: sent, ask: sent_from_field, card: security}
""", cards=library())
    ruling = ask(scenario).rulings[0]
    assert ruling.answer("after").value == "monster_zone"
    assert ruling.zone("security") == "gone" and ruling.answer("sent").value == "no"
    assert any("Security Token" in line for line in ruling.timeline)
