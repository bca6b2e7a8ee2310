"""Fuzzing the loader and the command line: random bytes, random YAML
structures and mutated valid scenarios never raise anything but a JudgeError
(a located message, exit code 2), and `judge` never shows a traceback.
Kept to a few seconds: few examples, no shrinking database."""

from __future__ import annotations

import textwrap

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyfacade.cli import main
from pyfacade.errors import JudgeError
from pyfacade.inputs.scenario import load_documents, load_text_documents
from snippets import BELLE

FAST = settings(max_examples=150, deadline=None, database=None, suppress_health_check=list(HealthCheck))
SLOW = settings(max_examples=12, deadline=None, database=None, suppress_health_check=list(HealthCheck))

VALID = yaml.safe_load(textwrap.dedent(BELLE))
KEYS = ["name", "cards", "actions", "chain", "card", "id", "zone", "owner", "targets", "cost", "expect", "questions",
        "life_points", "players", "turn", "phase", "summon", "how", "at", "after", "effect", "applied", "column"]
scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-2**70, max_value=2**70),
                    st.floats(allow_nan=True), st.text(max_size=12), st.sampled_from(KEYS + ["gy", "hand", "you", "opp"]))
structures = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.one_of(st.sampled_from(KEYS), st.text(max_size=6)), inner, max_size=4)),
    max_leaves=25)


def loads_or_refuses(text: str) -> None:
    try:
        load_text_documents(text, "fuzz.yaml")
    except JudgeError as exc:
        assert exc.problems and all(p.startswith("fuzz.yaml") for p in exc.problems)


@FAST
@given(st.binary(max_size=300))
def test_random_bytes(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("fuzz") / "case.yaml"
    path.write_bytes(data)
    try:
        load_documents(path)
    except JudgeError as exc:
        assert exc.problems and all(str(path) in p for p in exc.problems)


@FAST
@given(st.text(alphabet=st.sampled_from("ab: -[]{}&*!|>'\"#,?\n\t\\0123"), max_size=120))
def test_random_yaml_like_text(text):
    loads_or_refuses(text)


@FAST
@given(structures)
def test_random_yaml_structures(data):
    loads_or_refuses(yaml.safe_dump(data))
    loads_or_refuses(yaml.safe_dump({"name": "x", "cards": [data]}))


def mutate(draw, value):
    """The value with one place in it replaced, deleted or extended."""
    if isinstance(value, dict) and value and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(value)))
        action = draw(st.sampled_from(["replace", "delete", "recurse", "add"]))
        out = dict(value)
        if action == "replace":
            out[key] = draw(structures)
        elif action == "delete":
            del out[key]
        elif action == "add":
            out[draw(st.sampled_from(KEYS))] = draw(structures)
        else:
            out[key] = mutate(draw, value[key])
        return out
    if isinstance(value, list) and value and draw(st.booleans()):
        i = draw(st.integers(0, len(value) - 1))
        out = list(value)
        out[i] = mutate(draw, value[i]) if draw(st.booleans()) else draw(structures)
        return out
    return draw(structures) if draw(st.integers(0, 3)) == 0 else value


@st.composite
def mutated_scenarios(draw):
    value = VALID
    for _ in range(draw(st.integers(1, 3))):
        value = mutate(draw, value)
    return yaml.safe_dump(value, sort_keys=False)


@FAST
@given(mutated_scenarios())
def test_mutated_scenarios_through_the_loader(text):
    loads_or_refuses(text)


@SLOW
@given(st.one_of(mutated_scenarios(), st.binary(max_size=80).map(lambda b: b.decode("latin-1"))))
def test_the_command_line_never_shows_a_traceback(tmp_path_factory, text):
    # Whatever the input, `judge ask` returns an exit code (main() raising
    # would be a traceback); the engine is reached by the scenarios that load.
    path = tmp_path_factory.mktemp("fuzz") / "case.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["ask", str(path)]) in (0, 2)
    assert main(["ask", "--json", str(path)]) in (0, 2)
