"""A thin facade over the ASP rule base: scenarios in, rulings out.

    from pyfacade import load_file, ask
    [scenario] = load_file("examples/ghost-belle-vs-monster-reborn.yaml")
    judgment = ask(scenario)
    judgment.rulings[0].link("1.1").outcome   # 'negated'

Many questions at once are much faster together (one ground call per batch):

    results = ask_all([Job(s) for s in load_file("corpus.yaml")])   # Judgment or the error, each
"""

from .solve.engine import Job
from .errors import EngineError, JudgeError, SolveTimeout
from .output.ruling import Answer, Judgment, LinkResult, Placement, Reason, Ruling, ask, ask_all, render_text
from .inputs.scenario import Scenario, load_file, load_text

__all__ = ["Answer", "EngineError", "Job", "JudgeError", "Judgment", "LinkResult", "Placement", "Reason", "Ruling",
           "Scenario", "SolveTimeout", "ask", "ask_all", "load_file", "load_text", "render_text"]
