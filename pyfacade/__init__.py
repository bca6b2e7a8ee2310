"""A thin facade over the ASP rule base: scenarios in, rulings out.

    from pyfacade import load_file, ask
    [scenario] = load_file("examples/ghost-belle-vs-monster-reborn.yaml")
    judgment = ask(scenario)
    judgment.rulings[0].link("1.1").outcome   # 'negated'
"""

from .errors import EngineError, JudgeError, SolveTimeout
from .ruling import Answer, Judgment, LinkResult, Placement, Reason, Ruling, ask, render_text
from .scenario import Scenario, load_file, load_text

__all__ = ["Answer", "EngineError", "JudgeError", "Judgment", "LinkResult", "Placement", "Reason", "Ruling",
           "Scenario", "SolveTimeout", "ask", "load_file", "load_text", "render_text"]
