"""Solving: grounding and solving the rule base (engine), pruning, worker processes, the instrumented rule base."""
