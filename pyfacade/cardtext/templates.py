"""What the segments of card text mean: templates over the regular wording
of Problem-Solving Card Text, each producing terms of the card-facts
vocabulary (docs/card-facts.md). A segment no template matches is never
guessed at: the compiler states it as not modelled.

Quoted card names are replaced by NAME before matching.
"""

from __future__ import annotations

import re

from clingo import Function, Number, Symbol

from . import rx

F = Function


def c(name: str, *args) -> Symbol:
    """A term: str arguments are constants, int numbers, Symbols as they are."""
    return F(name, [a if isinstance(a, Symbol) else Number(a) if isinstance(a, int) else F(a) for a in args])


NUM = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "one": 1, "two": 2, "three": 3}

# ---- activation conditions ("... :") ----------------------------------------
# Each: (pattern, conditions, kind hint). Kind hint "trigger": a monster
# effect with this condition is a trigger effect.
CONDITIONS: list[tuple[str, list[Symbol], str | None]] = [
    (r"during your opponent's main phase", [c("opponent_main_phase")], None),
    (r"during your main phase", [c("your_main_phase")], None),
    (r"during your opponent's battle phase", [c("opponent_battle_phase")], None),
    (r"during the end phase", [c("during_phase", "end")], "trigger"),
    (r"at the end of the battle phase", [c("during_phase", "battle_end")], "trigger"),
    (r"at the start of the battle phase", [c("during_phase", "battle_start")], "trigger"),
    # (not summoned(self): a Flip Summon is neither)
    (r"when this card is normal or special summoned",
     [c("when_event", c("ev", c("any_of", "normal_summoned", "special_summoned"), "self", "any"))], "trigger"),
    (r"if this card is normal or special summoned",
     [c("if_event", c("ev", c("any_of", "normal_summoned", "special_summoned"), "self", "any"))], "trigger"),
    (r"when this card is special summoned", [c("when_event", c("special_summoned", "self"))], "trigger"),
    (r"if this card is special summoned", [c("if_event", c("special_summoned", "self"))], "trigger"),
    (r"if this card is sent to the gy", [c("if_event", c("sent_to_gy", "self"))], "trigger"),
    # (the zone: compiler.py's own_field_zone, by card type)
    (r"if this card is sent from the field to the gy", [c("if_event", c("sent_from_field", "self", "monster_zone"))], "trigger"),
    (r"when this card is sent from the field to the gy", [c("when_event", c("sent_from_field", "self", "monster_zone"))], "trigger"),
    (r"if this card is sent from the spell & trap zone to the gy", [c("if_event", c("sent_from_field", "self", "spell_trap_zone"))], "trigger"),
    (r"if this card in the spell & trap zone is sent to the gy", [c("if_event", c("sent_from_field", "self", "spell_trap_zone"))], "trigger"),
    (r"if this card in the monster zone is sent to the gy", [c("if_event", c("sent_from_field", "self", "monster_zone"))], "trigger"),
    (r"when this card is sent to the gy", [c("when_event", c("sent_to_gy", "self"))], "trigger"),
    (r"when an opponent's monster declares an attack", [c("when_event", c("declared_attack", "opponent"))], "trigger"),
    (r"when a spell card is activated", [c("directly_above", "spell_card")], None),
    (r"when your opponent activates a spell card", [c("directly_above", "spell_card"), c("below_by_opponent")], None),
    (r"when a trap card is activated", [c("directly_above", "trap_card")], None),
    (r"when a spell/trap card is activated", [c("directly_above", "spell_trap_card")], None),
    (r"when a monster effect is activated", [c("directly_above", "monster_effect")], None),
    (r"when your opponent activates a monster effect", [c("directly_above", "monster_effect"), c("below_by_opponent")], None),
    (r"when a card or effect is activated", [c("directly_above", "card_or_effect")], None),
    (r"when your opponent activates a card or effect", [c("directly_above", "card_or_effect"), c("below_by_opponent")], None),
    (r"when a card or effect is activated that would destroy a card\(s\) on the field",
     [c("directly_above", c("includes", "destroy_on_field"))], None),
    (r"when a monster would be summoned", [c("summon_pending", "any")], None),
    (r"when a monster\(s\) would be summoned", [c("summon_pending", "any")], None),
    (r"when a monster would be special summoned", [c("summon_pending", "special")], None),
    (r"when a monster\(s\) would be special summoned", [c("summon_pending", "special")], None),
    (r"when your opponent would special summon a monster\(s\)", [c("summon_pending", "opponent_special")], None),
    (r"when your opponent would special summon a monster", [c("summon_pending", "opponent_special")], None),
    # any Summon by the opponent; "Normal or Special": not a Flip Summon (asp/effects/summon_negation.lp r_summon_pending_opponent)
    (r"when your opponent would summon a monster(?:\(s\))?", [c("summon_pending", "opponent")], None),
    (r"when your opponent would normal or special summon a monster(?:\(s\))?", [c("summon_pending", "opponent_normal_or_special")], None),
    (r"if you control no cards", [c("controls_no_cards")], None),
    (r"during your end phase", [c("during_phase", "end"), c("your_turn")], "trigger"),
    (r"during your opponent's end phase", [c("during_phase", "end"), c("opponent_turn")], "trigger"),
    (r"during your standby phase", [c("during_phase", "standby"), c("your_turn")], "trigger"),
    (r"during your opponent's standby phase", [c("during_phase", "standby"), c("opponent_turn")], "trigger"),
    (r"during (?:the|each) standby phase", [c("during_phase", "standby")], "trigger"),
    (r"during each end phase", [c("during_phase", "end")], "trigger"),
    # where the effect is activated from, not a condition: "If this card is in your GY: You can ..."
    (r"if this card is in your gy", [], "from_gy"),
    (r"if this card is in your gy, except the turn it was sent there", [c("not_sent_to_gy_this_turn")], "from_gy"),
    (r"if this card is in your hand", [], "from_hand"),
    (r"if this card is in your hand or gy", [], "from_hand_gy"),
    # the older wording of a Quick Effect: no condition, Spell Speed 2
    (r"during either player's turn", [], "quick_either_turn"),
    (r"during the main phase", [], "any_main_phase"),
    (r"during the battle phase", [c("during_battle_phase")], None),
    (r"during your turn, except the turn this card was sent to the gy", [c("your_turn"), c("not_sent_to_gy_this_turn")], None),
    (r"during your main phase, except the turn this card was sent to the gy",
     [c("your_main_phase"), c("not_sent_to_gy_this_turn")], None),
    (r"during your opponent's turn", [c("opponent_turn")], None),
    (r"during your turn", [c("your_turn")], None),
    (r"if this card is summoned", [c("if_event", c("summoned", "self"))], "trigger"),
    (r"when this card is summoned", [c("when_event", c("summoned", "self"))], "trigger"),
]
# Event patterns of asp/events/events.lp: ev(Kind, CardFilter, EventFilter).
for _word in ("when", "if"):
    for _text, _kind, _filter in (("normal summoned", "normal_summoned", "any"), ("flip summoned", "flip_summoned", "any"),
                                  ("destroyed", "destroyed", "any"), ("destroyed by battle or card effect", "destroyed", "any"),
                                  ("destroyed by card effect", "destroyed", "by_effect"), ("destroyed by a card effect", "destroyed", "by_effect"),
                                  ("destroyed and sent to the gy", "destroyed", c("to", "gy")),
                                  ("destroyed by battle or card effect and sent to the gy", "destroyed", c("to", "gy")),
                                  ("banished", "banished", "any"), ("tributed", "tributed", "any"), ("discarded", "discarded", "any"),
                                  ("added to your hand", "added_to_hand", "any"),
                                  ("sent to the gy by card effect", "sent_to_gy", "by_effect"),
                                  ("sent to the gy by a card effect", "sent_to_gy", "by_effect"),
                                  ("sent from your hand to the gy", "sent_to_gy", c("from", "hand")),
                                  ("sent from the hand to the gy", "sent_to_gy", c("from", "hand")),
                                  ("sent from your deck to the gy", "sent_to_gy", c("from", "deck")),
                                  ("special summoned from your gy", "special_summoned", c("from", "gy")),
                                  ("special summoned from the gy", "special_summoned", c("from", "gy")),
                                  ("special summoned from your hand", "special_summoned", c("from", "hand")),
                                  ("special summoned from the hand", "special_summoned", c("from", "hand")),
                                  ("tribute summoned", "tribute_summoned", "any"), ("fusion summoned", "fusion_summoned", "any"),
                                  ("synchro summoned", "synchro_summoned", "any"), ("xyz summoned", "xyz_summoned", "any"),
                                  ("link summoned", "link_summoned", "any"), ("ritual summoned", "ritual_summoned", "any"),
                                  ("pendulum summoned", "pendulum_summoned", "any")):
        CONDITIONS.append((rf"{_word} this card is {_text}", [c(f"{_word}_event", c("ev", _kind, "self", _filter))], "trigger"))
    for _text, _filter in (("in the monster zone is destroyed", c("from", "monster_zone")), ("on the field is destroyed", c("from", "field")),
                           ("in the monster zone is destroyed by battle or card effect", c("from", "monster_zone")),
                           ("on the field is destroyed by battle or card effect", c("from", "field")),
                           ("on the field is destroyed by card effect", c("all_of", "by_effect", c("from", "field"))),
                           ("in the monster zone is destroyed by card effect", c("all_of", "by_effect", c("from", "monster_zone"))),
                           ("on the field is banished", c("from", "field")), ("on the field is sent to the gy", c("from", "field"))):
        _kind = "banished" if "banished" in _text else "sent_to_gy" if "gy" in _text else "destroyed"
        CONDITIONS.append((rf"{_word} this card {_text}", [c(f"{_word}_event", c("ev", _kind, "self", _filter))], "trigger"))
    CONDITIONS += [
        (rf"{_word} this card is destroyed by battle", [c(f"{_word}_event", c("ev", "destroyed", "self", "by_battle"))], "trigger"),
        (rf"{_word} this card is destroyed by battle and sent to the gy",
         [c(f"{_word}_event", c("ev", "destroyed", "self", c("all_of", "by_battle", c("to", "gy"))))], "trigger"),
        (rf"{_word} this card destroys an opponent's monster by battle and sends it to the gy",
         [c(f"{_word}_event", c("destroyed_opponent_by_battle", "self"))], "trigger"),
        (rf"{_word} this card is normal or flip summoned",
         [c(f"{_word}_event", c("ev", c("any_of", "normal_summoned", "flip_summoned"), "self", "any"))], "trigger"),
        (rf"{_word} this card declares an attack", [c(f"{_word}_event", c("ev", "declared_attack", "self", "any"))], "trigger"),
        (rf"{_word} a monster declares an attack", [c(f"{_word}_event", c("ev", "declared_attack", "monster", "any"))], "trigger"),
        (rf"{_word} this card is flipped face-up", [c(f"{_word}_event", c("flipped", "self"))], "trigger"),
    ]
# Summons of any monster ("When a monster(s) is Summoned"; the Summon is the
# last thing to happen).
for _word, _verb in (("when", "is"), ("if", "is")):
    for _text, _kind in (("summoned", "summoned"), ("normal or special summoned", c("any_of", "normal_summoned", "special_summoned")),
                         ("special summoned", "special_summoned"), ("normal summoned", "normal_summoned")):
        for _who in (r"a monster\(s\)", "a monster"):
            CONDITIONS.append((rf"{_word} {_who} {_verb} {_text}", [c(f"{_word}_event", c("ev", _kind, "monster", "any"))], None))
    for _text, _kind in (("summons", "summoned"), ("special summons", "special_summoned"), ("normal summons", "normal_summoned"),
                         ("normal or special summons", c("any_of", "normal_summoned", "special_summoned"))):
        for _what in (r"a monster\(s\)", "a monster"):
            CONDITIONS.append((rf"{_word} your opponent {_text} {_what}",
                               [c(f"{_word}_event", c("ev", _kind, "monster", c("by", "opponent")))], None))
# State conditions (asp/events/state_conditions.lp): judged when the effect is activated;
# an effect with only such a head is not a trigger (kind hint "state").
CONDITIONS += [
    (r"if you control no monsters", [c("count_at_most", "own", "monster_zone", "monster", 0)], "state"),
    (r"if your opponent controls no monsters", [c("count_at_most", "opponent", "monster_zone", "monster", 0)], "state"),
    (r"if your opponent controls a monster", [c("count_at_least", "opponent", "monster_zone", "monster", 1)], "state"),
    (r"during your main phase 1", [c("during_phase", "main1"), c("your_turn")], "state"),
    (r"during your main phase 2", [c("during_phase", "main2"), c("your_turn")], "state"),
    (r"if your opponent controls a monster and you control no monsters",
     [c("count_at_least", "opponent", "monster_zone", "monster", 1), c("count_at_most", "own", "monster_zone", "monster", 0)], "state"),
    (r"if you control no monsters and your opponent controls a monster",
     [c("count_at_least", "opponent", "monster_zone", "monster", 1), c("count_at_most", "own", "monster_zone", "monster", 0)], "state"),
]
# "X, or Y" / "X, OR Y": any of the options (one_of(G) with condition_option(G, C)).
OR_SPLIT = re.compile(r",? or (?=when |a monster|a spell|a trap|a card|your opponent)", re.I)

# "During the Main Phase": either of these phases (one_of group).
PHASE_GROUPS = {"any_main_phase": ("main1", "main2")}

# Leading phrases of a head: usage limits and the Quick Effect marker.
USAGE_PREFIX = [
    (r"^once per opponent's turn,?\s*", "once_per_opponents_turn"),  # once per turn, in the opponent's turn
    (r"^once per turn,?\s*", "once_per_turn"),
    (r"^(?:up to )?twice per turn,?\s*", "twice_per_turn"),
    (r"^once per chain,?\s*", "once_per_chain"),
    (r"^once per battle step,?\s*", "once_per_battle_step"),
    (r"^once per battle,\s*", "once_per_battle"),
    # as "This effect can only be used once while this card is face-up on the field" (asp/chain/limits.lp)
    (r"^once while (?:this card is )?face-up on the field,?\s*", "once_while_face_up"),
]

# ---- costs (before ";") -----------------------------------------------------
# Each: (pattern, cost terms, activate_from zone or None)
COSTS: list[tuple[str, list[Symbol], str | None]] = [
    (r"discard this card", [c("discard", "self")], "hand"),
    (r"send this card from your hand to the gy", [c("send_to_gy", "self")], "hand"),
    (r"banish this card from your gy", [c("banish", "self")], "gy"),
    (r"banish this card from your hand", [c("banish", "self")], "hand"),
    (r"banish this card you control", [c("banish", "self")], None),
    (r"tribute this card", [c("tribute", "self")], None),
    (r"reveal this card in your hand", [], "hand"),  # revealing changes nothing but needs the card in the hand
    (r"send this card to the gy", [c("send_to_gy", "self")], None),
    (r"send this card from the field to the gy", [c("send_to_gy", "self")], None),
    (r"banish this card from the field", [c("banish", "self")], None),
    (r"send this card from your hand or field to the gy", [c("send_to_gy", "self")], "hand_field"),
    (r"banish this card", [c("banish", "self")], None),
    (r"pay half your lp", [c("pay_half_lp")], None),
]
COST_NUM: list[tuple[str, str]] = [
    (r"pay (\d+) lp", "pay_lp"),
    (r"discard (\d+|one|two) cards?", "discard"),
    (r"tribute (\d+|one|two) monsters?", "tribute"),
    (r"send (\d+|one|two) cards? from your hand to the gy", "send_to_gy"),
    (r"detach (\d+|one|two) (?:xyz )?materials? from this card", "detach"),
]

# ---- targets ----------------------------------------------------------------
KINDS = [("effect monsters?", "effect_monster"), ("face-up monsters?", "monster"), ("face-down monsters?", "monster"),
         ("monsters?", "monster"), ("set spells?/traps?", "spell_trap"), ("set cards?", "card"), ("spells?/traps?", "spell_trap"), ("spell/trap cards?", "spell_trap"),
         ("face-up cards?", "card"), ("face-down cards?", "card"), ("cards?", "card")]
PLACES = [(r"on the field", "field", "any"), (r"your opponent controls", "field", "opponent"),
          (r"you control", "field", "own"), (r"in your gy", "gy", "own"), (r"in either gy", "gy", "any"),
          (r"in your opponent's gy", "gy", "opponent")]
TARGET = re.compile(r"^(?:you can )?target (1|one) (" + "|".join(k for k, _ in KINDS) + r") (" + "|".join(p for p, _, _ in PLACES) + r")$")


def _words(term: str) -> str:
    return term.replace("_", "[ -]")


def filtered_target_re(types: list[str], attributes: list[str]) -> re.Pattern:
    """"target 1 Level 4 or lower WATER Fish monster you control": a monster on
    the field whose statistics asp/battle/stats.lp filters can check (face-up)."""
    return re.compile(r"^(?:you can )?target (?:1|one) (?:face-up )?(?:level (\d+) or (lower|higher) )?"
                      r"(?:(" + "|".join(attributes) + r") )?(?:(" + "|".join(_words(t) for t in types) + r")(?:-type)? )?"
                      r"(effect )?monsters? (you control|your opponent controls|on the field)$")


def stat_filter(m: re.Match) -> Symbol | None:
    """The statistics filter of a filtered_target_re match (None: no filter)."""
    parts = []
    if m.group(1):
        n = int(m.group(1))
        parts.append(c("level_between", 1, n) if m.group(2) == "lower" else c("level_between", n, 99))
    if m.group(3):
        parts.append(c("attribute", m.group(3)))
    if m.group(4):
        parts.append(c("monster_type", re.sub(r"[ -]", "_", m.group(4))))
    if not parts:
        return None
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = c("both", p, out)
    return out


LOOSE_TARGET = re.compile(r"^(?:you can )?target (?:1|one) (.+?)\b(" + "|".join(k for k, _ in KINDS) + r") (" +
                          "|".join(p for p, _, _ in PLACES) + r")(?:, except .*)?$")


def loose_target(text: str) -> tuple[str, str, str, str | None] | None:
    """"target 1 Level 4 or lower "X" monster in your GY": the target slot
    without its filter (the caller states the filter as not understood)."""
    m = LOOSE_TARGET.match(text)
    # the kind and place must be the first target's own: not those of a card it is compared with ("1 monster on the
    # field with less ATK than ... monsters you control", "... with the same Attribute as a monster in your GY"), of a
    # second target ("1 X and 1 Y your opponent controls") or of one alternative ("1 X in your GY or 1 Y your opponent
    # controls", "1 of those monsters ..., with less ATK than an "X" monster you control")
    if not m or re.search(r"\bthan\b|\bas\b|,|\band\b|\bcontrols?\b|\bon the field\b|\bin (?:your|either|your opponent's) gy\b",
                          m.group(1)):
        return None
    found = target(f"target 1 {m.group(2)} {m.group(3)}")
    if found is None:
        return None
    kind, zone, side, _ = found  # the filter may narrow the kind ("non-Effect"): only the slot, no kind or face beyond it
    return ("monster" if kind == "effect_monster" else kind), zone, side, None


def target(text: str) -> tuple[str, str, str, str | None] | None:
    """(kind, zone, side, face) of "target 1 X <place>"."""
    m = TARGET.match(text)
    if not m:
        return None
    noun, place = m.group(2), m.group(3)
    kind = next(k for pat, k in KINDS if rx.fullmatch(pat, noun))
    zone, side = next((z, s) for pat, z, s in PLACES if pat == place)
    if zone == "field" and kind in ("monster", "effect_monster"):
        zone = "monster_zone"
    # An "Effect Monster" on the field is a face-up one (a face-down monster shows no kind); in the GY no face is said.
    face = ("up" if noun.startswith("face-up") or kind == "effect_monster" and zone in ("monster_zone", "field") else
            "down" if noun.startswith(("face-down", "set ")) else None)
    return kind, zone, side, face


# ---- operations (after ";", or the whole sentence) ---------------------------
IT = r"(?:that target|it|that card|that monster|the target|the targeted card|the targeted monster)"
OPS: list[tuple[str, object]] = [
    (rf"destroy {IT}", lambda ctx: c("destroy", c("target", 1)) if ctx.targets else c("destroy", c("card_of", "responded")) if ctx.negates else None),
    (rf"banish {IT}", lambda ctx: c("banish", c("target", 1)) if ctx.targets else c("banish", c("card_of", "responded")) if ctx.negates else None),
    (rf"special summon {IT} in attack position", lambda ctx: c("special_summon", c("target", 1), "attack") if ctx.targets else None),
    (rf"special summon {IT} in defense position", lambda ctx: c("special_summon", c("target", 1), "defense") if ctx.targets else None),
    (r"special summon this card(?: from your (?:gy|hand))? in defense position", c("special_summon", "self", "defense")),
    (r"special summon this card(?: from your (?:gy|hand))? in attack position", c("special_summon", "self", "attack")),
    (rf"special summon {IT}", lambda ctx: c("special_summon", c("target", 1)) if ctx.targets else None),
    (rf"add {IT} to (?:your|its owner's) hand", lambda ctx: c("add_to_hand", c("target", 1)) if ctx.targets else None),
    (rf"send {IT} to the gy", lambda ctx: c("send_to_gy", c("target", 1)) if ctx.targets else None),
    (r"add this card to your hand", c("add_to_hand", "self")),
    (r"destroy this card", c("destroy", "self")),
    (r"banish this card", c("banish", "self")),
    (r"send this card to the gy", c("send_to_gy", "self")),
    # a resolved negation of a card's effects "until the end of this turn" (lingering: compiler.py)
    (r"negate the effects of (?:that face-up monster your opponent controls|that target|that face-up monster|that monster|it),? "
     r"until the end of this turn", lambda ctx: c("negate_card_effects", c("target", 1), "end_of_turn") if ctx.targets else None),
    (r"negate (?:its|that target's|that monster's) effects,? until the end of this turn",
     lambda ctx: c("negate_card_effects", c("target", 1), "end_of_turn") if ctx.targets else None),
    (r"special summon this card(?: from your (?:gy|hand))?", c("special_summon", "self")),
    (r"destroy all monsters on the field", c("destroy", c("all", "monsters_on_field"))),
    (r"destroy all spells and traps on the field", c("destroy", c("all", "spell_traps_on_field"))),
    (r"destroy all spell and trap cards on the field", c("destroy", c("all", "spell_traps_on_field"))),
    (r"destroy all your opponent's attack position monsters", c("destroy", c("all", "opponents_attack_position_monsters"))),
    (r"destroy all attack position monsters your opponent controls", c("destroy", c("all", "opponents_attack_position_monsters"))),
    (r"negate the activation", c("negate", "responded")),
    (r"negate the summon", c("negate", "responded")),
    (r"negate the summon or activation", c("negate", "responded")),
    (r"negate the activation or summon", c("negate", "responded")),
    (r"negate (?:that|the) effect", c("negate_effect", "responded")),
    (r"negate (?:the|that) attack", c("negate_attack")),
    (r"end the battle phase", c("end_battle_phase")),
    # Deck actions: which card is the scenario's to name (docs/card-facts.md); the others: searches.py
    (r"set 1 NAME directly from your deck to your spell & trap zone", c("set_from_deck")),
    (r"send the top card of your deck to the gy", c("send_top_of_deck_to_gy", 1)),
]
# "That target's ATK becomes 2000 until the End Phase": a frozen value.
BECOMES_OP = re.compile(r"^(?:that target's|its|the target's|that monster's) (atk|def) becomes (\d+)"
                        r"(?:,? (until the end phase|until the end of this turn))?$")
# "Your opponent cannot declare an attack this turn": a lasting restriction.
RESTRICT_OPS: list[tuple[str, Symbol]] = [
    (r"your opponent cannot declare an attack this turn", c("restrict", c("cannot", "declare_attack", "opponent"), "end_of_turn")),
    (r"your opponent cannot declare an attack until the end of this turn", c("restrict", c("cannot", "declare_attack", "opponent"), "end_of_turn")),
]
# "It gains 500 ATK (until the end of this turn)": stats.lp's change_stat.
STAT_OP = re.compile(r"^(this card|it|that target|that monster|the target|the targeted monster) (gains|loses) (\d+) (atk|def|atk and def|atk/def)"
                     r"(?:,? until the end of this turn)?$")
OP_NUM: list[tuple[str, object]] = [
    (r"draw (\d+|one|two|three) cards?", lambda n: c("draw", n)),
    (r"(?:you )?draw (\d+|one|two|three) cards?", lambda n: c("draw", n)),
    (r"(?:make )?your opponent draws? (\d+|one|two|three) cards?", lambda n: c("draw_opponent", n)),
    (r"(?:make )?(?:each player|both players) draws? (\d+|one|two|three) cards?", lambda n: c("draw_each", n)),
    (r"your opponent gains (\d+) (?:lp|life points)", lambda n: c("gain_lp", "opponent", n)),
    (r"you gain (\d+) lp", lambda n: c("gain_lp", "you", n)),
    (r"gain (\d+) lp", lambda n: c("gain_lp", "you", n)),
    (r"inflict (\d+) damage to your opponent", lambda n: c("damage_opponent", n)),
    (r"your opponent takes (\d+) damage", lambda n: c("damage_opponent", n)),
    (r"send the top (\d+|two|three) cards of your deck to the gy", lambda n: c("send_top_of_deck_to_gy", n)),
]

# ---- whole sentences --------------------------------------------------------
USE_LIMIT = [
    (r"^you can only (?:use|activate) (?:this|that|the) effect of NAME once per turn$", "this"),
    (r"^you can only use each of (?:these|the) effects of NAME once per turn$", "each"),
    (r"^you can only use each of the (?:preceding|previous) effects of NAME once per turn$", "preceding"),
    (r"^you can only use each effect of NAME once per turn$", "each"),
    # the "activate" wording of an effect's limit, as "activate this effect" above (Yugipedia "Once per turn":
    # "You can only activate/use [reference to effect] of X once per turn", one kind)
    (r"^you can only activate each effect of NAME once per turn$", "each"),
    (r"^you can only activate each of the following effects of NAME once per turn$", "following"),
    (r"^you can only use each pendulum effect of NAME once per turn$", "each"),
    (r"^you can only use each of the following effects of NAME once per turn$", "following"),
    (r"^you can only use (?:this|that) effect of NAME once per duel$", None),
]
# More usage-limit sentences (asp/chain/limits.lp): (pattern, which effects, usage_limit term).
LIMIT_WORDINGS = [
    (r"^you can (?:only )?use (?:this|that|the) effect of NAME (?:up to )?twice per turn$", "this", "use_twice_per_turn"),
    (r"^you can (?:only )?use (?:this|that|the) effect of NAME (?:up to )?thrice per turn$", "this", "use_thrice_per_turn"),
    (r"^you can only activate (?:this|that|the) effect of NAME once per chain$", "this", "activate_once_per_chain"),
    (r"^you cannot activate the following effects of NAME in the same chain$", "following", "one_effect_per_chain"),
    (r"^you can only use each of the following effects of NAME once per duel$", "following", "use_once_per_duel"),
    (r"^you cannot activate (?:these effects|both of this card's effects)(?: of NAME)? in the same chain$", "each", "one_effect_per_chain"),
]
# "Activate 1 of these effects (but you can only use each effect of X once per turn)": a limit per choice.
# The cost (or target) before "activate 1 of these effects": "discard 1 card, then", "banish this
# card and", "banish this card from your GY to" (the older wording of a cost).
CHOICE_COST_END = r"(?:,? then|,? and|,? to) "
EACH_CHOICE_LIMIT = r"(?: \(but you can only use each (?:effect|of these effects) of NAME once per turn\))?"
# Limit sentences that do not start "You can only" (compiler.section routes them to the limits).
LIMIT_SENTENCE = re.compile(r"^you can use (?:this|that|the) effect of NAME (?:up to )?(?:twice|thrice) per turn$|^you cannot activate .* in the same chain$")
# "..., and cannot activate more than 1 in the same Chain": a second limit on the same effects.
SAME_CHAIN = re.compile(r"^(.+), and cannot activate more than (?:1|one) in the same chain$")
SHARED_LIMIT = re.compile(r"^you can only use 1 NAME effect per turn, and only once that turn$")
ORDINAL = re.compile(r"^you can only use the (1st|2nd|3rd|4th)(?: and (1st|2nd|3rd|4th))? effects? of NAME once per turn$")
ACTIVATE_LIMIT = re.compile(r"^you can only activate (?:1 NAME per turn|NAME once per turn)$")
ACTIVATE_DUEL_LIMIT = re.compile(r"^you can only activate (?:1 NAME per duel|NAME once per duel)$")
SUMMON_LIMIT = re.compile(r"^you can only special summon NAME once per turn$")
# "You can only Link Summon "X(s)" once per turn": a condition on the card's Summons by that method, not on an effect
# (asp/effects/summon_negation.lp summon_limit/3)
METHOD_LIMIT = re.compile(r"^you can only (link|synchro|xyz|fusion) summon NAME once per turn$")
SPECIAL_ONLY = re.compile(r"^cannot be normal summoned/set$")
# Sentences about how the card is Summoned: not effects (not numbered).
SUMMONING = re.compile(r"^(?:you can only control (?:1|one) (?:face-up )?NAME|(?:this card )?cannot be (?:normal|special|flip|tribute)? ?summoned|must (?:first )?be |"
                       r"(?:\(?)you can only special summon NAME once per turn this way|you can ritual summon this card|"
                       r"(?:if|while) [^:]*, you can special summon this card|you can special summon this card \(from your|"
                       r"requires (?:3|three) tributes to normal summon \(|this monster cannot be normal summoned)")

STAT_WORDS = {"atk": ["atk"], "def": ["def"], "atk and def": ["atk", "def"], "atk/def": ["atk", "def"]}
# "You cannot ... the turn you activate this card/effect": a restriction on the
# activating player for that whole turn (effects/restrictions.lp).
TURN_RESTRICTION: list[tuple[str, Symbol]] = [
    (r"you cannot conduct your battle phase (?:during )?the turn you activate this (?:card|effect)", c("cannot", "conduct_battle_phase", "you")),
    (r"this card cannot attack (?:during )?the turn (?:you activate this effect|this effect is activated)|"
     r"if you activate this effect, this card cannot attack during this turn", c("cannot", "declare_attack", "self")),
    (r"you cannot special summon (?:monsters )?(?:during )?the turn you activate this (?:card|effect)", c("cannot", c("summon", "special"), "you")),
]
