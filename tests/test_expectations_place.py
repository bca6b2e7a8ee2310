"""An `illegal:` expectation names the place the rule forbids, not a place
the message mentions later (the union helper's test passed with the wrong
link: "already used by link 4.1")."""

from pyfacade.corpus.expectations import differences
from pyfacade.errors import JudgeError
from pyfacade.inputs.scenario import Expect, IllegalExpect

PROBLEM = ("t.yaml: chain link 5.1 (Heavy Mech Support Platform): not allowed by r_limit_union (Yugipedia \"Unequip\"): "
           "one use a turn [already used by link 4.1]")


class _Scenario:
    def __init__(self, at: str):
        self.model = type("Model", (), {"expect": Expect(illegal=[IllegalExpect(at=at, rule="r_limit_union")])})


def test_the_place_before_the_rule_is_the_one_refused():
    assert differences(_Scenario("5.1"), None, JudgeError(PROBLEM)) == []


def test_a_link_named_after_the_rule_is_not_the_place():
    assert differences(_Scenario("4.1"), None, JudgeError(PROBLEM)) != []
