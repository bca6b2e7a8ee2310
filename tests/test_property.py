"""Property test: random legal scenarios built from the bundled cards.

Each run generates 1,300 scenarios, 13 to an example, and solves each
example's together as a batch; about 1,000 of them are legal. For every
scenario the engine accepts it asserts: no crash, no error atom
(EngineError), and a single ruling unless the scenario leaves an order open
(then every ruling states what it assumes). The first scenario of each example is also solved alone: the
ruling must be the same (lifting the rule base for batches is exact).

The generator knows only what a player would: which cards start a chain and
roughly what each response needs; the engine decides legality, and a
scenario it refuses is discarded.

Also generated (issue 11): cycles of 2-4 continuous negations (never
unsatisfiable), copies of a "Once per turn" monster some of which used it
(only those cannot activate it again), and the illegal half: scenarios with
one play the rule book forbids, which must be refused with the expected rule.
"""

from __future__ import annotations

import os

import yaml
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pyfacade.solve.engine import Job, solve_all
from pyfacade.errors import EngineError, JudgeError
from pyfacade.output.ruling import ask, ask_all
from pyfacade.inputs.scenario import load_text

EXAMPLES = int(os.environ.get("PROPERTY_EXAMPLES", "1000"))  # about this many legal scenarios; CI runs 1,000
PER_EXAMPLE = 13  # scenarios per example, solved together as one batch (about 3 in 4 are legal)

# What a player knows about each card: where it starts, what it targets,
# how many cards it discards, what kind of activation it is, its Spell
# Speed, what its effect does (gy / deck), and what it can be chained to.
CARDS = {
    "Monster Reborn": ("hand", "gy_monster", 0, "spell", 1, "gy", None),
    "Reinforcement of the Army": ("hand", None, 0, "spell", 1, "deck", None),
    "Call of the Haunted": ("spell_trap_zone", "own_gy_monster", 0, "trap", 2, "gy", None),
    "Mystical Space Typhoon": ("hand", "set_card", 0, "spell", 2, None, None),
    "Raigeki Break": ("spell_trap_zone", "any_field_card", 1, "trap", 2, None, None),
    "Chaos Sorcerer": ("monster_zone", "face_up_monster", 0, "monster", 1, None, None),
    "True Draco Apocalypse": ("spell_trap_zone", None, 0, "trap", 2, None, None),
    "Solemn Judgment": ("spell_trap_zone", None, 0, "trap", 3, None, lambda b: b["kind"] != "monster"),
    "Magic Jammer": ("spell_trap_zone", None, 1, "trap", 3, None, lambda b: b["kind"] == "spell"),
    "Ghost Belle & Haunted Mansion": ("hand", None, 0, "monster", 2, None, lambda b: b["does"] == "gy"),
    "Ash Blossom & Joyous Spring": ("hand", None, 0, "monster", 2, None, lambda b: b["does"] == "deck"),
    "Light and Darkness Dragon": ("monster_zone", None, 0, "monster", 2, None, lambda b: True),
    "Divine Wrath": ("spell_trap_zone", None, 1, "trap", 3, None, lambda b: b["kind"] == "monster"),
    "Chain Hole": ("spell_trap_zone", None, 0, "trap", 2, None,
                   lambda b: b["kind"] == "monster" and b["responding"] and b["by_opponent"]),
}
STARTERS = ["Monster Reborn", "Reinforcement of the Army", "Call of the Haunted", "Mystical Space Typhoon",
            "Raigeki Break", "Chaos Sorcerer", "True Draco Apocalypse"]
RESPONSES = ["Solemn Judgment", "Magic Jammer", "Ghost Belle & Haunted Mansion", "Ash Blossom & Joyous Spring",
             "Light and Darkness Dragon", "Divine Wrath", "Chain Hole", "Mystical Space Typhoon", "Raigeki Break"]


def _can_respond(name: str, below: dict, player: str) -> bool:
    _, _, _, _, speed, _, fits = CARDS[name]
    below = dict(below, by_opponent=below["player"] != player)
    return speed >= below["speed"] and speed > 1 and (fits is None or fits(below))


@st.composite
def scenarios(draw) -> str:
    players = ["you", "opp"]
    turn = draw(st.sampled_from(players))
    other = {"you": "opp", "opp": "you"}
    cards: list[dict] = []

    def card(name: str, owner: str, zone: str, **extra) -> str:
        ident = f"c{len(cards) + 1}"
        cards.append({"id": ident, "name": name, "owner": owner, "zone": zone, **extra})
        return ident

    # Things on the field and in the GYs to target.
    for owner in players:
        for _ in range(draw(st.integers(0, 1))):
            card("Dark Magician", owner, draw(st.sampled_from(["gy", "monster_zone"])))
        for _ in range(draw(st.integers(0, 1))):
            card(draw(st.sampled_from(["Raigeki Break", "Call of the Haunted", "Magic Jammer"])), owner, "spell_trap_zone")

    def target_for(kind: str | None, player: str) -> list[str]:
        if kind is None:
            return []
        fits = [c["id"] for c in cards if not c.get("used") and (
            (kind == "gy_monster" and c["zone"] == "gy" and c["name"] == "Dark Magician")
            or (kind == "own_gy_monster" and c["zone"] == "gy" and c["name"] == "Dark Magician" and c["owner"] == player)
            or (kind == "set_card" and c["zone"] == "spell_trap_zone")
            or (kind == "any_field_card" and c["zone"] in ("spell_trap_zone", "monster_zone"))
            or (kind == "face_up_monster" and c["zone"] == "monster_zone"))]
        if not fits:
            made = {"gy_monster": ("Dark Magician", "gy"), "own_gy_monster": ("Dark Magician", "gy"),
                    "set_card": ("Raigeki Break", "spell_trap_zone"), "any_field_card": ("Dark Magician", "monster_zone"),
                    "face_up_monster": ("Dark Magician", "monster_zone")}[kind]
            fits = [card(made[0], player if kind == "own_gy_monster" else draw(st.sampled_from(players)), made[1])]
        return [draw(st.sampled_from(fits))]

    def link(name: str, player: str) -> dict:
        zone, target, discards = CARDS[name][:3]
        entry = {"card": card(name, player, zone)}
        targets = target_for(target, player)
        if targets:
            entry["targets"] = targets
        if discards:
            entry["cost"] = {"discard": [card("Dark Magician", player, "hand") for _ in range(discards)]}
        return entry

    actions = []
    if draw(st.booleans()):
        # A Normal Summon of Elemental HERO Stratos, answered by its own
        # trigger effect (CL1, possibly met by Ash Blossom) or by Solemn Judgment.
        stratos = card("Elemental HERO Stratos", turn, "hand")
        actions.append({"summon": {"card": stratos, "how": "normal"}})
        answer = draw(st.sampled_from(["none", "trigger", "solemn"]))
        if answer == "trigger":
            chain = [{"card": stratos, "effect": 2}]
            if draw(st.booleans()):
                chain.append({"card": card("Ash Blossom & Joyous Spring", other[turn], "hand")})
            actions.append({"chain": chain})
        elif answer == "solemn":
            actions.append({"chain": [{"card": card("Solemn Judgment", other[turn], "spell_trap_zone")}]})
    for _ in range(draw(st.integers(1, 2))):
        name, player = draw(st.sampled_from(STARTERS)), turn
        chain = [link(name, player)]
        below = {"kind": CARDS[name][3], "speed": CARDS[name][4], "does": CARDS[name][5], "player": player,
                 "responding": False}
        for _ in range(draw(st.integers(0, 3))):
            player = draw(st.sampled_from([other[player], other[player], player]))
            # Light and Darkness Dragon's Quick Effect is mandatory (r_mandatory_quick_due): on the field
            # from the start, it must answer the first activation of its opponent, so it comes only there.
            dragon_fits = not actions and len(chain) == 1 and player != turn
            fitting = [n for n in RESPONSES if _can_respond(n, below, player)
                       and (n != "Light and Darkness Dragon" or dragon_fits)]
            if not fitting:
                break
            name = draw(st.sampled_from(fitting))
            chain.append(link(name, player))
            below = {"kind": CARDS[name][3], "speed": CARDS[name][4], "does": CARDS[name][5], "player": player,
                     "responding": True}
        actions.append({"chain": chain})
        for c in cards:  # what a chain used has moved on: not a target for the next one
            c["used"] = c.get("used") or any(c["id"] in (e["card"], *e.get("targets", [])) for e in chain)
        if any(c["name"] == "Light and Darkness Dragon" for c in cards):
            break  # it would be due again in a next chain
    if draw(st.booleans()):
        actions.append({"phase": "main2"})
    questions = [{"id": f"q{n}", "ask": draw(st.sampled_from(["where", "sent_from_field", "face_up"])), "card": c["id"]}
                 for n, c in enumerate(cards[: draw(st.integers(0, 3))])]
    for c in cards:
        c.pop("used", None)
    doc = {"name": "random", "turn": turn, "cards": cards, "actions": actions}
    if questions:
        doc["questions"] = questions
    return yaml.safe_dump(doc, sort_keys=False)


@settings(max_examples=-(-EXAMPLES // 10), deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(scenarios(), min_size=PER_EXAMPLE, max_size=PER_EXAMPLE))
def test_random_legal_scenarios_give_one_consistent_ruling(texts):
    loaded = [load_text(text)[0] for text in texts]
    judged = ask_all([Job(scenario) for scenario in loaded])  # solved together, as a batch
    legal = [judgment for judgment in judged if not isinstance(judgment, JudgeError)]
    assume(legal)  # the rules may forbid them all: no legal scenario to check
    for judgment in legal:
        if isinstance(judgment, EngineError):  # an error/1 atom; any other exception is a crash
            raise judgment
        assert judgment.rulings
        if len(judgment.rulings) > 1:
            assert all(r.assumptions for r in judgment.rulings), "several rulings, but the scenario leaves nothing open"
        links = [l for r in judgment.rulings for l in r.links]
        assert all(l.outcome in ("resolved", "resolved_without_effect", "negated", "applied_nothing") for l in links)
    # The batch rules on the first scenario as solving it alone does (lifting is exact).
    try:
        alone = ask(loaded[0]).to_json()
    except JudgeError as exc:
        alone = exc.problems
    first = judged[0]
    assert alone == (first.problems if isinstance(first, JudgeError) else first.to_json())


# ---- Generated cases for two former wrong answers (issue 11) ----------------

NEGATORS = ["Jinzo", "Skill Drain", "Royal Decree"]  # negates Traps / monsters / other Traps: cycles of 2-4


@st.composite
def negation_cycles(draw) -> str:
    names = draw(st.lists(st.sampled_from(NEGATORS), min_size=2, max_size=4))
    ordered = draw(st.booleans())
    order = draw(st.permutations(range(1, len(names) + 1)))
    cards = []
    for n, name in enumerate(names):
        spec = {"id": f"c{n + 1}", "name": name, "owner": draw(st.sampled_from(["you", "opp"])), "face": "up",
                "zone": "monster_zone" if name == "Jinzo" else "spell_trap_zone"}
        if ordered:
            spec["applied"] = order[n]
        cards.append(spec)
    questions = [{"id": c["id"], "ask": "effect_applies", "card": c["id"]} for c in cards]
    return yaml.safe_dump({"name": "negation cycle", "cards": cards, "questions": questions}, sort_keys=False)


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(negation_cycles(), min_size=6, max_size=6))
def test_continuous_negations_in_a_cycle_always_have_a_ruling(texts):
    # Effects that negate each other directly or in a cycle of 2-4 are never
    # unsatisfiable: with an order given there is one ruling, else one per
    # order, each stating it; the effect that began first always applies
    # when everything that would negate it is in a cycle with it (Jinzo).
    loaded = [load_text(text)[0] for text in texts]
    for scenario, judgment in zip(loaded, ask_all([Job(s) for s in loaded])):
        assert not isinstance(judgment, (EngineError, JudgeError)), judgment
        cards = scenario.model.cards
        ordered = cards[0].applied is not None
        if ordered:
            assert len(judgment.rulings) == 1
        for ruling in judgment.rulings:
            assert len(ruling.answers) == len(cards)
            assert ordered or len(judgment.rulings) == 1 or ruling.assumptions
            if ordered:
                first = min(cards, key=lambda c: c.applied)
                if first.name == "Jinzo":
                    assert ruling.answer(first.ident).value == "yes"


@st.composite
def used_sorcerers(draw) -> tuple[str, set[str]]:
    copies = draw(st.integers(1, 3))
    cards = [{"id": f"s{n}", "name": "Chaos Sorcerer", "owner": "you", "zone": "monster_zone"} for n in range(copies)]
    cards += [{"id": f"dm{n}", "name": "Dark Magician", "owner": "opp", "zone": "monster_zone"} for n in range(copies + 1)]
    used = draw(st.lists(st.sampled_from([c["id"] for c in cards[:copies]]), unique=True, max_size=copies))
    actions = [{"chain": [{"card": s, "targets": [f"dm{n}"]}]} for n, s in enumerate(used)]
    questions = [{"id": f"q{n}", "ask": "can_activate", "card": f"s{n}"} for n in range(copies)]
    doc = {"name": "used copies", "cards": cards, "actions": actions, "questions": questions}
    return yaml.safe_dump(doc, sort_keys=False), set(used)


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(used_sorcerers(), min_size=6, max_size=6))
def test_a_used_once_per_turn_copy_cannot_be_activated_again(cases):
    # Chaos Sorcerer's "Once per turn" counts per copy: the copies that used
    # it cannot activate it again (r_limit_in_conditions), the others can.
    loaded = [load_text(text)[0] for text, _ in cases]
    for (_, used), scenario, judgment in zip(cases, loaded, ask_all([Job(s) for s in loaded])):
        assert not isinstance(judgment, (EngineError, JudgeError)), judgment
        [ruling] = judgment.rulings
        for question in scenario.model.questions:
            answer, copy = ruling.answer(question.id), question.card
            assert answer.value == ("no" if copy in used else "yes"), (copy, used, answer)
            if copy in used:
                assert "r_limit_in_conditions" in {r.rule for r in answer.reasons}


# ---- The illegal half: plays the rule book forbids are always refused -------

LEVELS = {"Sangan": 3, "Elemental HERO Stratos": 4, "Jinzo": 6, "Chaos Sorcerer": 6, "Dark Magician": 7,
          "Light and Darkness Dragon": 8}
LOW = ["Sangan", "Elemental HERO Stratos", "Exiled Force", "Rescue Rabbit"]
EXTRA = ["Knightmare Phoenix", "Stardust Dragon", "I:P Masquerena"]  # Extra Deck monsters


@st.composite
def illegal_plays(draw) -> tuple[str, str, str]:
    """A scenario with exactly one play the rule book forbids: its YAML, the
    rule that must refuse it, and where (as the error names it)."""
    me = draw(st.sampled_from(["you", "opp"]))
    other = "opp" if me == "you" else "you"
    cards: list[dict] = []

    def card(name: str, owner: str, zone: str, **extra) -> str:
        ident = f"c{len(cards) + 1}"
        cards.append({"id": ident, "name": name, "owner": owner, "zone": zone, **extra})
        return ident

    for _ in range(draw(st.integers(0, 2))):  # bystanders
        card(draw(st.sampled_from(LOW)), draw(st.sampled_from([me, other])), "gy")
    kind = draw(st.sampled_from(["lp", "others_cost", "others_card", "summon_zone", "tributes", "tribute_other",
                                 "monster_zones", "extra_monster_zone", "summon_to_full", "spell_trap_zones",
                                 "field_zones", "column", "material", "cost_not_held", "second_normal"]))
    actions: list[dict] = []
    life: dict = {}
    if kind == "lp":
        life = {me: draw(st.integers(0, 999))}
        actions = [{"chain": [{"card": card("Skill Drain", me, "spell_trap_zone", face="down")}]}]
        rule, where = "r_lp_cost", "link 1.1 "
    elif kind == "others_cost":
        reborn = card("Monster Reborn", other, "hand")
        target = card("Dark Magician", other, "gy")
        jammer = card("Magic Jammer", me, "spell_trap_zone", face="down")
        fodder = card(draw(st.sampled_from(LOW)), other, "hand")
        actions = [{"chain": [{"card": reborn, "targets": [target]}, {"card": jammer, "cost": {"discard": [fodder]}}]}]
        rule, where = "r_cost_own_cards", "link 1.2 "
    elif kind == "others_card":
        mst = card("Mystical Space Typhoon", other, draw(st.sampled_from(["hand", "spell_trap_zone"])),
                   **({} if draw(st.booleans()) else {}))
        if cards[-1]["zone"] == "spell_trap_zone":
            cards[-1]["face"] = "down"
        target = card("Raigeki Break", draw(st.sampled_from([me, other])), "spell_trap_zone", face="down")
        actions = [{"chain": [{"card": mst, "player": me, "targets": [target]}]}]
        rule, where = "r_activate_own_card", "link 1.1 "
    elif kind == "summon_zone":
        monster = card(draw(st.sampled_from(LOW)), me, draw(st.sampled_from(["gy", "banished", "deck"])))
        actions = [{"summon": {"card": monster, "how": draw(st.sampled_from(["normal", "set"]))}}]
        rule, where = "r_summon_from_zone", "action 1"
    elif kind in ("tributes", "tribute_other"):
        name = draw(st.sampled_from(sorted(LEVELS)))
        level = LEVELS[name]
        needed = 0 if level <= 4 else 1 if level <= 6 else 2
        if kind == "tributes":
            given = draw(st.integers(0, 3).filter(lambda n: n != needed))
            owners = [me] * given
            rule = "r_tribute_count"
        else:
            assume(needed)
            owners = [me] * (needed - 1) + [other]
            rule = "r_tribute_own_monster"
        tributes = [card(draw(st.sampled_from(LOW)), owner, "monster_zone") for owner in owners]
        monster = card(name, me, "hand")
        how = draw(st.sampled_from(["tribute", "set"])) if tributes else "normal"
        actions = [{"summon": {"card": monster, "how": how, **({"tributes": tributes} if tributes else {})}}]
        where = "action 1"
    elif kind == "monster_zones":
        for _ in range(draw(st.integers(6, 9))):
            card(draw(st.sampled_from(LOW)), me, "monster_zone")
        rule, where = "r_zone_limit", f"zones: monster_zone of {me}"
    elif kind == "extra_monster_zone":  # 5 Main Monster Zones and 1 Extra Monster Zone: 7 monsters do not fit
        extra = draw(st.integers(1, 2))
        for name in [draw(st.sampled_from(EXTRA)) for _ in range(extra)] + \
                [draw(st.sampled_from(LOW)) for _ in range(7 - extra)]:
            card(name, me, "monster_zone")
        rule, where = "r_zone_limit", f"zones: monster_zone of {me}"
    elif kind == "field_zones":  # one Field Zone
        for name in draw(st.permutations(["Necrovalley", "Yami"])):
            card(name, me, "field_zone", face="up")
        rule, where = "r_zone_limit", f"zones: field_zone of {me}"
    elif kind == "cost_not_held":  # a discard cost paid with a card that is not in the hand
        reborn = card("Monster Reborn", other, "hand")
        target = card("Dark Magician", other, "gy")
        jammer = card("Magic Jammer", me, "spell_trap_zone", face="down")
        fodder = card(draw(st.sampled_from(LOW)), me, draw(st.sampled_from(["gy", "banished", "deck", "monster_zone"])))
        actions = [{"chain": [{"card": reborn, "targets": [target]}, {"card": jammer, "cost": {"discard": [fodder]}}]}]
        rule, where = "r_cost", "link 1.2 "
    elif kind == "summon_to_full":  # any Summon (or Set) into 5 full Main Monster Zones
        for _ in range(5):
            card(draw(st.sampled_from(LOW)), me, "monster_zone")
        how = draw(st.sampled_from(["normal", "set", "special_from_hand", "reborn_from_gy"]))
        if how == "reborn_from_gy":
            reborn = card("Monster Reborn", me, "hand")
            target = card(draw(st.sampled_from(sorted(LEVELS))), draw(st.sampled_from([me, other])), "gy")
            actions = [{"chain": [{"card": reborn, "targets": [target]}]}]
            where = "link 1.1 "
        elif how == "special_from_hand":
            actions = [{"summon": {"card": card("Chaos Sorcerer", me, "hand"), "how": "special"}}]
            where = "action 1"
        else:
            monster = card(draw(st.sampled_from(LOW)), me, "hand")
            actions = [{"summon": {"card": monster, "how": how}} if how == "normal" else {"set": {"card": monster}}]
            where = "action 1"
        rule = "r_zone_limit"
    elif kind == "spell_trap_zones":
        for _ in range(draw(st.integers(6, 9))):
            card(draw(st.sampled_from(["Raigeki Break", "Magic Jammer", "Mystical Space Typhoon"])), me,
                 "spell_trap_zone", face="down")
        rule, where = "r_zone_limit", f"zones: spell_trap_zone of {me}"
    elif kind == "column":
        zone = draw(st.sampled_from(["spell_trap_zone", "monster_zone"]))
        names = LOW if zone == "monster_zone" else ["Raigeki Break", "Magic Jammer"]
        column = draw(st.integers(1, 5))
        card(draw(st.sampled_from(names)), me, zone, column=column)
        second = card(draw(st.sampled_from(names)), me, zone, column=column)
        rule, where = "r_one_card_per_zone", second
    elif kind == "material":
        holder = card(draw(st.sampled_from(sorted(LEVELS))), me, "monster_zone")
        material = card(draw(st.sampled_from(LOW)), me, "material", attached_to=holder)
        rule, where = "r_xyz_material", material
    else:
        first, second = card(draw(st.sampled_from(LOW)), me, "hand"), card(draw(st.sampled_from(LOW)), me, "hand")
        actions = [draw(st.sampled_from([{"set": {"card": first}}, {"summon": {"card": first, "how": "normal"}}])),
                   {"summon": {"card": second, "how": draw(st.sampled_from(["normal", "set"]))}}]
        rule, where = "r_one_normal_summon", "action 2"
    doc = {"name": f"illegal: {kind}", "turn": me, "cards": cards}
    if life:
        doc["life_points"] = life
    if actions:
        doc["actions"] = actions
    return yaml.safe_dump(doc, sort_keys=False), rule, where


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(illegal_plays(), min_size=8, max_size=8))
def test_illegal_plays_are_always_refused_with_their_rule(cases):
    loaded = [load_text(text)[0] for text, _, _ in cases]
    for (text, rule, where), judgment in zip(cases, ask_all([Job(s) for s in loaded])):
        assert isinstance(judgment, JudgeError) and not isinstance(judgment, EngineError), f"accepted:\n{text}"
        message = "\n".join(judgment.problems)
        assert rule in message and where in message, f"{rule} at {where} expected, got:\n{message}\n{text}"
    # Pruning the rule base for one question is exact (pyfacade/solve/prune.py).
    pruned, full = solve_all([Job(loaded[0])]), solve_all([Job(loaded[0])], prune=False)
    assert {frozenset(m) for m in pruned[0].models} == {frozenset(m) for m in full[0].models}
