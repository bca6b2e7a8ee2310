"""Benchmark: ground program size and solving time against chain length
and scenario length, with the growth exponent fitted.

Every scenario is legal (within the zone limits: the rule base checks
them, and a scenario over them is judged as illegal, which is not what is
measured here):

- veiler: a chain of N Effect Veilers, the opponent's, from the hand (their
  cost sends them to the GY, so no zone limits the length), each targeting
  the turn player's Card Trooper;
- solemn: a Monster Reborn and N-1 Set Solemn Judgments (cost: pay half your
  LP), each negating the link below (at most 10 links: 5 Spell & Trap
  Zones a side);
- mst: N Mystical Space Typhoons, each targeting the one below, the turn
  player's from the hand, the opponent's Set (at most 8 links: each stays
  in a Spell & Trap Zone until the chain is over);
- actions: N actions in one turn: N/2 times, Set a Raigeki Break, then
  destroy it with a Mystical Space Typhoon (a chain of one link);
- turns: the same over several turns (the scenario's `turns:` form), the
  players taking turns, M actions each.

Prints, per length, the median wall time of solve() (pruned rule base, as
`judge ask` solves a file), the ground program's atoms and rules, the
exponent of rules against the previous length
(log(rules ratio) / log(length ratio)) and, per kind, the least-squares
exponent over all lengths (the target is <= 1.3).

    .venv/bin/python bench/scaling.py [--repeat N] [--veiler 10,20,30] [--actions 10,20,50,100] [--turns 10x10]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: bench/ is importable

from pyfacade.inputs.scenario import load_text
from pyfacade.solve.engine import Job, _control, load, solve


def veiler_scenario(links: int) -> str:
    cards = ["  - {id: trooper, name: Card Trooper, owner: you, zone: monster_zone}"]
    chain = []
    for n in range(1, links + 1):
        cards.append(f"  - {{id: veiler{n}, name: Effect Veiler, owner: opp, zone: hand}}")
        chain.append(f"      - {{card: veiler{n}, targets: [trooper], player: opp}}")
    return "\n".join([f"name: {links}-link Veiler chain", "turn: you", "cards:", *cards,
                      "actions:", "  - chain:", *chain]) + "\n"


def solemn_scenario(links: int) -> str:
    cards = ["  - {id: reborn, name: Monster Reborn, owner: you, zone: hand}",
             "  - {id: dm, name: Dark Magician, owner: you, zone: gy}"]
    chain = ["      - {card: reborn, targets: [dm]}"]
    for n in range(2, links + 1):
        owner = "opp" if n % 2 == 0 else "you"
        cards.append(f"  - {{id: sj{n}, name: Solemn Judgment, owner: {owner}, zone: spell_trap_zone}}")
        chain.append(f"      - {{card: sj{n}}}")
    return "\n".join([f"name: {links}-link Solemn chain", "turn: you", "cards:", *cards,
                      "actions:", "  - chain:", *chain]) + "\n"


def mst_scenario(links: int) -> str:
    cards, chain = ["  - {id: rb, name: Raigeki Break, owner: opp, zone: spell_trap_zone}"], []
    for n in range(1, links + 1):
        owner = "you" if n % 2 else "opp"
        zone = "hand" if owner == "you" else "spell_trap_zone"  # a Quick-Play Spell from the hand only in its player's turn
        cards.append(f"  - {{id: mst{n}, name: Mystical Space Typhoon, owner: {owner}, zone: {zone}}}")
        chain.append(f"      - {{card: mst{n}, targets: [{'rb' if n == 1 else f'mst{n - 1}'}]}}")
    return "\n".join([f"name: {links}-link MST chain", "turn: you", "cards:", *cards,
                      "actions:", "  - chain:", *chain]) + "\n"


def _set_and_destroy(k: int, owner: str, indent: str) -> tuple[list[str], list[str]]:
    cards = [f"  - {{id: mst{k}, name: Mystical Space Typhoon, owner: {owner}, zone: hand}}",
             f"  - {{id: rb{k}, name: Raigeki Break, owner: {owner}, zone: hand}}"]
    steps = [f"{indent}- set: {{card: rb{k}}}", f"{indent}- chain:\n{indent}    - {{card: mst{k}, targets: [rb{k}]}}"]
    return cards, steps


def actions_scenario(actions: int) -> str:
    cards, steps = [], []
    for k in range(1, actions // 2 + 1):
        c, s = _set_and_destroy(k, "you", "  ")
        cards += c
        steps += s
    return "\n".join([f"name: {actions} actions", "turn: you", "cards:", *cards, "actions:", *steps]) + "\n"


def turns_scenario(turns: int, per_turn: int) -> str:
    cards, lines, k = [], [], 0
    for t in range(turns):
        player = "you" if t % 2 == 0 else "opp"
        lines += [f"  - player: {player}", "    actions:"]
        for _ in range(per_turn // 2):
            k += 1
            c, s = _set_and_destroy(k, player, "      ")
            cards += c
            lines += s
    return "\n".join([f"name: {turns} turns of {per_turn} actions", "cards:", *cards, "turns:", *lines]) + "\n"


def ground_size(scenario) -> tuple[int, int]:
    ctl = _control()
    load(ctl, Job(scenario))
    ctl.ground([("base", [])])
    ctl.solve()
    lp = ctl.statistics["problem"]["lp"]
    return int(lp["atoms"]), int(lp["rules"])


def measure(text: str, repeat: int) -> tuple[float, int, int]:
    [scenario] = load_text(text)
    solution = solve(scenario, timeout=600)  # the pruned program is cached: the first question is not timed
    if any(atom.name in ("illegal", "error") for model in solution.models for atom in model):
        raise SystemExit(f"the benchmark scenario is not legal: {text.splitlines()[0]}")
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        solve(scenario, timeout=600)
        times.append(time.perf_counter() - start)
    return statistics.median(times), *ground_size(scenario)


def fitted(points: list[tuple[int, int]]) -> float:
    """Least-squares slope of log(rules) against log(length)."""
    xs, ys = [math.log(n) for n, _ in points], [math.log(r) for _, r in points]
    mx, my = statistics.mean(xs), statistics.mean(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--veiler", default="10,20,30,60")
    parser.add_argument("--solemn", default="5,10")
    parser.add_argument("--mst", default="4,8")
    parser.add_argument("--actions", default="10,20,50,100")
    parser.add_argument("--turns", default="2x10,5x10,10x10", help="TURNSxACTIONS, comma-separated")
    args = parser.parse_args()
    print(f"{'kind':<8} {'length':>8} {'median ms':>10} {'atoms':>8} {'rules':>8} {'exponent':>9}")
    kinds = [("veiler", veiler_scenario, args.veiler), ("solemn", solemn_scenario, args.solemn),
             ("mst", mst_scenario, args.mst), ("actions", actions_scenario, args.actions)]
    for kind, build, lengths in kinds:
        points = []
        for length in (int(n) for n in lengths.split(",") if n):
            seconds, atoms, rules = measure(build(length), args.repeat)
            exponent = (f"{math.log(rules / points[-1][1]) / math.log(length / points[-1][0]):9.2f}"
                        if points else "")
            print(f"{kind:<8} {length:>8} {seconds * 1000:10.1f} {atoms:>8} {rules:>8} {exponent}", flush=True)
            points.append((length, rules))
        if len(points) > 1:
            print(f"{kind:<8} {'fit':>8} {'':>10} {'':>8} {'':>8} {fitted(points):9.2f}", flush=True)
    points = []
    for spec in (s for s in args.turns.split(",") if s):
        turns, per_turn = map(int, spec.split("x"))
        length = turns * per_turn
        seconds, atoms, rules = measure(turns_scenario(turns, per_turn), args.repeat)
        exponent = f"{math.log(rules / points[-1][1]) / math.log(length / points[-1][0]):9.2f}" if points else ""
        print(f"{'turns':<8} {spec:>8} {seconds * 1000:10.1f} {atoms:>8} {rules:>8} {exponent}", flush=True)
        points.append((length, rules))
    if len(points) > 1:
        print(f"{'turns':<8} {'fit':>8} {'':>10} {'':>8} {'':>8} {fitted(points):9.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
