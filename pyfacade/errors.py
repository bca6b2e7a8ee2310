"""Errors the facade reports to people: each says what is wrong and where."""


class JudgeError(Exception):
    """Bad input or a scenario the rules forbid. The CLI exits with code 2."""

    exit_code = 2

    def __init__(self, message: str, problems: list[str] | None = None, illegal: list[dict] | None = None):
        self.problems = problems or [message]
        self.illegal = illegal or []  # a refused scenario: each breach with its rule and detail as a term (JSON)
        super().__init__(message)

    def __reduce__(self):  # keeps the problems when it crosses a process boundary (pyfacade/solve/isolate.py)
        return (self.__class__, (str(self), self.problems, self.illegal))


class LimitExceeded(JudgeError):
    """The work needed more than a limit allows (time, memory, how many
    rulings): the scenario could not be judged."""


class SolveTimeout(LimitExceeded):
    """Judging took longer than the time limit."""


class EngineError(Exception):
    """The rule base derived an impossible state (an error/1 atom): a bug in
    the rules, never the user's fault. The CLI exits with code 3."""

    exit_code = 3
