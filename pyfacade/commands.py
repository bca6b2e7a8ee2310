"""The `judge` subcommands for checking rule sets and explaining rulings:
check (with --reset and --conflicts), explain (--why / --why-not),
rules (--unused), and `ask --svg`."""

from __future__ import annotations

import argparse
import json
import sys

from .solve.engine import DEFAULT_TIMEOUT


def register(commands, ask_cmd) -> None:
    check_cmd = commands.add_parser("check", help="run a corpus of rulings (scenario files with expect) against the rules")
    check_cmd.add_argument("paths", nargs="+", metavar="PATH", help="scenario files or directories")
    check_cmd.add_argument("--rules", metavar="NAME", help="the rule reading to judge under")
    check_cmd.add_argument("--reset", action="store_true",
                           help="rewrite failing cases' expectations to what the engine now derives (shows each change)")
    check_cmd.add_argument("--conflicts", action="store_true",
                           help="find minimal sets of rulings and rules that cannot all hold")
    check_cmd.add_argument("--json", action="store_true", help="print the report as JSON (not with --reset)")
    check_cmd.add_argument("--verbose", "-v", action="store_true", help="also list the cases that pass")
    check_cmd.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="time limit for each scenario (each batch of scenarios), grounding included, in seconds (default %(default)s)")
    add_jobs_option(check_cmd)
    check_cmd.set_defaults(run=_check)

    explain_cmd = commands.add_parser("explain", help="why (or why not) the engine concludes an atom")
    explain_cmd.add_argument("file")
    group = explain_cmd.add_mutually_exclusive_group(required=True)
    group.add_argument("--why", metavar="ATOM", help='e.g. "outcome(l(1,1),negated)"')
    group.add_argument("--why-not", metavar="ATOM", help='e.g. "outcome(l(1,1),resolved)"')
    explain_cmd.add_argument("--doc", type=int, default=1, help="which scenario of a multi-document file (1-based)")
    explain_cmd.add_argument("--ruling", type=int, default=1, help="which ruling of an open scenario (1-based)")
    explain_cmd.add_argument("--rules", metavar="NAME", help="the rule reading to judge under")
    explain_cmd.add_argument("--depth", type=int, default=3, help="how many levels of failed conditions --why-not follows (default %(default)s)")
    explain_cmd.add_argument("--json", action="store_true", help="print the explanation as JSON")
    explain_cmd.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="time limit for the whole run (reading, grounding, solving), in seconds (default %(default)s)")
    explain_cmd.set_defaults(run=_explain)

    rules_cmd = commands.add_parser("rules", help="list the rule ids with their sources")
    rules_cmd.add_argument("--unused", nargs="*", metavar="PATH",
                           help="list rule ids that no scenario under PATH exercises (default: tests/scenarios)")
    rules_cmd.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="with --unused: time limit for each scenario (each batch of scenarios), grounding included, in seconds (default %(default)s)")
    add_jobs_option(rules_cmd)
    rules_cmd.set_defaults(run=_rules)

    ask_cmd.add_argument("--svg", metavar="OUT.svg", help="also draw the chain(s) and their outcome as SVG")
    plain_ask = ask_cmd.get_default("run")
    ask_cmd.set_defaults(run=lambda args: _ask_svg(args, plain_ask))


def add_jobs_option(parser) -> None:
    parser.add_argument("-j", "--jobs", type=int, metavar="N",
                        help="worker processes for the corpus (default: one per core); the output is the same")


def _check(args: argparse.Namespace) -> int:
    from .corpus.check import check, reset, summary
    if args.conflicts:
        from .corpus.conflicts import conflicts_json, find_conflicts, render_conflicts
        skipped: list[str] = []
        found = find_conflicts(args.paths, reading=args.rules, timeout=args.timeout, skipped=skipped)
        for problem in skipped:
            print(f"judge: skipped: {problem}", file=sys.stderr)
        if args.json:
            print(json.dumps({"conflicts": conflicts_json(found), "skipped": skipped}, indent=2))
        else:
            print(render_conflicts(found), end="")
        return 1 if found or skipped else 0
    if args.json:
        results = check(args.paths, reading=args.rules, timeout=args.timeout, out=lambda *a: None, workers=args.jobs)
        passed = sum(r.status == "pass" for r in results)
        print(json.dumps({"cases": [{"file": str(r.file), "name": r.name, "status": r.status, "differences": r.diffs,
                                     "reasons": r.reasons} for r in results],
                          "passed": passed, "failed": len(results) - passed}, indent=2))
        return 1 if passed != len(results) else 0
    results = check(args.paths, reading=args.rules, timeout=args.timeout, workers=args.jobs, verbose=args.verbose)
    refused = 0
    if args.reset:
        changed, refused = reset(results, args.rules, args.timeout)
        print(f"{changed} case(s) reset" + (f"; {refused} file(s) could not be rewritten" if refused else ""))
    for line in summary(results):
        print(line)
    if refused:
        return 2
    return 1 if any(r.status != "pass" for r in results) and not args.reset else 0


def _explain(args: argparse.Namespace) -> int:
    from .errors import JudgeError
    from .output.explain import Explainer, render_why, render_why_not
    from .inputs.scenario import load_file
    scenarios = load_file(args.file)
    if not 1 <= args.doc <= len(scenarios):
        raise JudgeError(f"{args.file}: there is no scenario {args.doc} (the file has {len(scenarios)})")
    explainer = Explainer(scenarios[args.doc - 1], reading=args.rules, ruling=args.ruling)
    try:
        result = explainer.why(args.why) if args.why else explainer.why_not(args.why_not, depth=args.depth)
    finally:
        explainer.close()
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(render_why(result) if args.why else render_why_not(result), end="")
    return 0


def _rules(args: argparse.Namespace) -> int:
    from .solve.instrument import rule_base
    sources = rule_base().sources
    if args.unused is None:
        for rid, (source, text) in sorted(sources.items()):
            print(f"{rid}: {text} ({source})")
        return 0
    from .corpus.coverage import exercised_rules
    paths = args.unused or ["tests/scenarios"]
    problems: list[str] = []
    used = exercised_rules(paths, args.jobs, args.timeout, problems)
    unused = sorted(set(sources) - used)
    for rid in unused:
        source, text = sources[rid]
        print(f"{rid}: {text} ({source})")
    print(f"{len(unused)} of {len(sources)} rule ids are not exercised by any scenario under {', '.join(paths)}")
    if problems:
        print(f"({len(problems)} problem(s): files or scenarios that could not be read or judged, on standard error; "
              "their rules are not counted)")
    for problem in problems:
        print(f"judge: {problem}", file=sys.stderr)
    return 2 if problems else 0


def _ask_svg(args: argparse.Namespace, plain_ask) -> int:
    code = plain_ask(args)
    if args.svg:
        from .solve.engine import Job
        from .errors import JudgeError
        from .output.ruling import Judgment, ask_all
        from .inputs.scenario import load_documents
        from .output.svg import chain_svg
        scenarios = [s for s in load_documents(args.file) if not isinstance(s, JudgeError)]
        judgments = [j for j in ask_all([Job(s, args.rules) for s in scenarios], timeout=args.timeout)
                     if isinstance(j, Judgment)]  # the refused ones were reported above
        if not judgments:
            return code
        try:
            with open(args.svg, "w", encoding="utf-8") as handle:
                handle.write(chain_svg(judgments))
        except OSError as exc:
            raise JudgeError(f"{args.svg}: cannot write the SVG file ({exc.strerror or exc})") from None
        print(f"wrote {args.svg}", file=sys.stderr)
    return code
