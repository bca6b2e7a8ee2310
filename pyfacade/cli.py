"""The `judge` command line."""

from __future__ import annotations

import argparse
import sys

from . import catalogue, compare
from .engine import DEFAULT_TIMEOUT, Job
from .errors import EngineError, JudgeError
from .options import register as register_options
from .ruling import Judgment, ask_all, render_text
from .scenario import load_file


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="judge", description="Yu-Gi-Oh! rulings with reasons, from described game situations.")
    commands = parser.add_subparsers(dest="command", required=True)

    ask_cmd = commands.add_parser("ask", help="rule on a scenario file")
    ask_cmd.add_argument("file", help="a scenario YAML file (docs/scenarios.md)")
    ask_cmd.add_argument("--json", action="store_true", help="print the ruling as JSON (docs/json.md)")
    ask_cmd.add_argument("--rules", metavar="NAME", help="the rule reading to judge under (default: the documented default)")
    ask_cmd.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="time limit for solving, in seconds (default %(default)s)")
    ask_cmd.set_defaults(run=_ask)
    register_options(commands)
    catalogue.register(commands)  # issue 10: judge cards

    compare_cmd = commands.add_parser("compare", help="list where two rule readings rule differently on the same scenarios")
    compare_cmd.add_argument("paths", nargs="+", metavar="PATH", help="scenario YAML files, or directories holding them")
    compare_cmd.add_argument("--rules", required=True, metavar="NAME", help="one rule reading")
    compare_cmd.add_argument("--against", required=True, metavar="NAME", help="the rule reading to compare it with")
    compare_cmd.add_argument("--json", action="store_true", help="print the differences as JSON")
    compare_cmd.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="time limit per solve, in seconds (default %(default)s)")
    compare_cmd.set_defaults(run=_compare)

    from .commands import add_jobs_option, register  # issue 6: check, explain, rules, ask --svg
    add_jobs_option(compare_cmd)
    register(commands, ask_cmd)
    from .cardtext.cli import register as register_cardtext  # issue 15: judge cards import / stats
    register_cardtext()

    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except JudgeError as exc:
        for problem in exc.problems:
            print(f"judge: {problem}", file=sys.stderr)
        return exc.exit_code
    except EngineError as exc:
        print(f"judge: internal error: {exc}", file=sys.stderr)
        return exc.exit_code


def _ask(args: argparse.Namespace) -> int:
    scenarios = load_file(args.file)
    results = ask_all([Job(s, args.rules) for s in scenarios], timeout=args.timeout)
    if len(results) == 1 and not isinstance(results[0], Judgment):
        raise results[0]
    refused = False
    for n, judgment in enumerate(results):  # a file with several scenarios: rule on every one, report each refusal
        if isinstance(judgment, EngineError):
            raise judgment
        if isinstance(judgment, JudgeError):
            refused = True
            for problem in judgment.problems:
                print(f"judge: {problem}", file=sys.stderr)
            continue
        if args.json:
            print(judgment.dumps())
        else:
            if n:
                print("-" * 72)
            print(render_text(judgment), end="")
            from .cardtext.cli import compiled_note  # issue 15: say when a ruling rests on compiled cards
            print(compiled_note(scenarios[n]), end="")
    return 2 if refused else 0


def _compare(args: argparse.Namespace) -> int:
    print(compare.run(args.paths, args.rules, args.against, args.json, args.timeout, args.jobs), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
