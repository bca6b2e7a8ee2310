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
"""

from __future__ import annotations

import os

import yaml
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pyfacade.engine import Job, solve_all
from pyfacade.errors import EngineError, JudgeError
from pyfacade.ruling import ask, ask_all
from pyfacade.scenario import load_text

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
            fitting = [n for n in RESPONSES if _can_respond(n, below, player)]
            if not fitting:
                break
            name = draw(st.sampled_from(fitting))
            chain.append(link(name, player))
            below = {"kind": CARDS[name][3], "speed": CARDS[name][4], "does": CARDS[name][5], "player": player,
                     "responding": True}
        actions.append({"chain": chain})
        for c in cards:  # what a chain used has moved on: not a target for the next one
            c["used"] = c.get("used") or any(c["id"] in (e["card"], *e.get("targets", [])) for e in chain)
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
    # Pruning the rule base for one question is exact (pyfacade/prune.py).
    pruned, full = solve_all([Job(loaded[0])]), solve_all([Job(loaded[0])], prune=False)
    assert {frozenset(m) for m in pruned[0].models} == {frozenset(m) for m in full[0].models}
