"""The `judge` command line."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
from importlib.metadata import PackageNotFoundError, version

from .solve.engine import DEFAULT_TIMEOUT, Job
from .errors import EngineError, JudgeError
from .solve.isolate import run_limited
from .output.ruling import Judgment, ask_all, render_text
from .inputs.scenario import load_documents


def _version() -> str:
    try:
        return version("yugioh-judge")
    except PackageNotFoundError:
        return "unknown (not installed)"


class _Version(argparse.Action):
    """--version, read from the package metadata only when asked (reading it took ~5 ms a run)."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="show program's version number and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"{parser.prog} {_version()}")
        parser.exit()


def main(argv: list[str] | None = None) -> int:
    """Run a command; a closed output pipe (`judge ask FILE | head`) ends it quietly."""
    try:
        code = _main(argv)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        # Python would complain again when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _main(argv: list[str] | None) -> int:
    parser = argparse.ArgumentParser(prog="judge", description="Yu-Gi-Oh! rulings with reasons, from described game situations.")
    parser.add_argument("--version", action=_Version)
    commands = parser.add_subparsers(dest="command", required=True)

    ask_cmd = commands.add_parser("ask", help="rule on a scenario file")
    ask_cmd.add_argument("file", help="a scenario YAML file (docs/scenarios.md)")
    ask_cmd.add_argument("--json", action="store_true", help="print the ruling as JSON (docs/json.md)")
    ask_cmd.add_argument("--rules", metavar="NAME", help="the rule reading to judge under (default: the documented default)")
    ask_cmd.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="time limit for the whole run (reading, grounding, solving), in seconds (default %(default)s)")
    ask_cmd.set_defaults(run=_ask)
    # The modules of `judge options` and `judge cards` are imported only when
    # one of them runs, or for help and for a word that is no command, where
    # every command is listed (issue 16: `judge ask` starts faster).
    command = next((a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("-")), None)
    every = command not in ("ask", "options", "cards", "compare", "check", "explain", "rules")
    if every or command == "options":
        from .output.options import register as register_options
        register_options(commands)
    if every or command == "cards":
        from .output import catalogue
        catalogue.register(commands)  # issue 10: judge cards

    compare_cmd = commands.add_parser("compare", help="list where two rule readings rule differently on the same scenarios")
    compare_cmd.add_argument("paths", nargs="+", metavar="PATH", help="scenario YAML files, or directories holding them")
    compare_cmd.add_argument("--rules", required=True, metavar="NAME", help="one rule reading")
    compare_cmd.add_argument("--against", required=True, metavar="NAME", help="the rule reading to compare it with")
    compare_cmd.add_argument("--json", action="store_true", help="print the differences as JSON")
    compare_cmd.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="time limit for each scenario (each batch of scenarios), grounding included, in seconds (default %(default)s)")
    compare_cmd.set_defaults(run=_compare)

    from .commands import add_jobs_option, register  # issue 6: check, explain, rules, ask --svg
    add_jobs_option(compare_cmd)
    register(commands, ask_cmd)
    if every or command == "cards":
        from .cardtext.cli import register as register_cardtext  # issue 15: judge cards import / stats
        register_cardtext()

    args = parser.parse_args(argv)
    try:
        if args.command in ISOLATED:
            return _isolated(args)
        return args.run(args)
    except JudgeError as exc:
        for problem in exc.problems:
            print(f"judge: {problem}", file=sys.stderr)
        return exc.exit_code
    except EngineError as exc:
        print(f"judge: internal error: {exc}", file=sys.stderr)
        return exc.exit_code
    except (BrokenPipeError, KeyboardInterrupt):
        raise
    except Exception as exc:  # a bug: still no traceback for the user, but say what failed
        print(f"judge: internal error (a bug in yugioh-judge; please report it): {type(exc).__name__}: {exc}",
              file=sys.stderr)
        return EngineError.exit_code


# Commands whose whole run (reading, grounding, solving) is bounded by
# --timeout and the memory limit, in a worker process (pyfacade/solve/isolate.py).
ISOLATED = ("ask", "options", "explain")


def _isolated(args: argparse.Namespace) -> int:
    from .solve.engine import prepare_rule_base
    prepare_rule_base()  # a first run's analysis of the rule base is not the question's: outside the time limit
    code, out, err = run_limited(_captured, (args,), timeout=args.timeout, what=f"judge {args.command} {args.file}")
    sys.stdout.write(out)
    sys.stderr.write(err)
    if isinstance(code, BaseException):
        raise code
    return code


def _captured(args: argparse.Namespace) -> tuple[int | Exception, str, str]:
    """Run the command, its output kept to hand back to the parent process."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code: int | Exception = args.run(args)
        except (JudgeError, EngineError) as exc:
            code = exc
    return code, out.getvalue(), err.getvalue()


def _ask(args: argparse.Namespace) -> int:
    loaded = load_documents(args.file)
    scenarios = [s for s in loaded if not isinstance(s, JudgeError)]
    judged = iter(ask_all([Job(s, args.rules) for s in scenarios], timeout=args.timeout))
    results = [item if isinstance(item, JudgeError) else next(judged) for item in loaded]
    if len(results) == 1 and not isinstance(results[0], Judgment):
        raise results[0]
    # A file of several scenarios: rule on every one, report each refusal;
    # with --json, one JSON object a line (JSON Lines, docs/json.md).
    failed = 0
    for n, judgment in enumerate(results):
        if not isinstance(judgment, Judgment):
            failed = max(failed, judgment.exit_code)
            for problem in judgment.problems if isinstance(judgment, JudgeError) else [f"internal error: {judgment}"]:
                print(f"judge: {problem}", file=sys.stderr)
            if args.json:
                print(json.dumps({"document": n + 1, "error": judgment.problems if isinstance(judgment, JudgeError)
                                  else [f"internal error: {judgment}"], "exit_code": judgment.exit_code,
                                  **({"illegal": judgment.illegal} if getattr(judgment, "illegal", None) else {})}))
            continue
        if args.json:
            print(judgment.dumps() if len(results) == 1 else json.dumps({"document": n + 1, **judgment.to_json()}))
        else:
            if n:
                print("-" * 72)
            print(render_text(judgment), end="")
            from .cardtext.cli import compiled_note  # issue 15: say when a ruling rests on compiled cards
            print(compiled_note(loaded[n]), end="")
    return failed


def _compare(args: argparse.Namespace) -> int:
    from .corpus import compare
    text, problems = compare.run(args.paths, args.rules, args.against, args.json, args.timeout, args.jobs)
    print(text, end="")
    return _report(problems)


def _report(problems: list[str]) -> int:
    """The files and scenarios a corpus command could not read or judge
    (the rest ran): each on standard error; exit code 2 if any."""
    for problem in problems:
        print(f"judge: {problem}", file=sys.stderr)
    return 2 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
