"""Helpers shared by the tests that import cards from card text and judge
scenarios that name them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyfacade import ask, load_text
from pyfacade.cli import main
from pyfacade.corpus.expectations import differences
from pyfacade.errors import JudgeError
from pyfacade.cardtext.compiler import compile_card, symbol_facts
from pyfacade.cardtext.reader import from_mapping, read_cards
from pyfacade.inputs.cards import library
from pyfacade.inputs.vocabulary import check_file


def monster(name: str, text: str, line: str = "Warrior / Effect", **kw) -> dict:
    """A Level 4 EARTH monster's record with this text, as the card data has it."""
    return {"card_type": "Monster", "monster_type_line": line, "attribute": "EARTH", "level": 4, "atk": 1800, "def": 1000,
            "name": name, "text": text, **kw}


DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards-en.jsonl"  # the shared card data, if present


def data_lines(names) -> list[str]:
    """The shared card data's JSON lines of the named cards, to import; the
    test is skipped when the data is absent."""
    if not DATA.is_file():
        pytest.skip("the shared card data (../shared/data) is absent")
    wanted = set(names)
    return [line for line in DATA.read_text(encoding="utf-8").splitlines() if json.loads(line).get("name") in wanted]


def real_records(names: set[str]) -> list[str]:
    """The shared card data's JSON line of each named card (its first, if
    the data has the name twice); every name must be there."""
    found: dict[str, str] = {}
    with DATA.open(encoding="utf-8") as f:
        for line in f:
            name = json.loads(line)["name"]
            if name in names and name not in found:
                found[name] = line.strip()
    assert set(found) == names, names - set(found)
    return list(found.values())


def real_facts(names) -> dict[str, set[str]]:
    """The card facts the compiler writes, as text, for each named real card of
    the shared card data (every name must be there)."""
    found = {c.name: c for c in read_cards(str(DATA)) if c.name in names}
    assert set(found) == set(names), set(names) - set(found)
    return {name: {str(f) for f in symbol_facts(compile_card(card))} for name, card in found.items()}


def real_facts_hold(want: dict[str, tuple[str, ...]], absent: dict[str, tuple[str, ...]] | None = None) -> None:
    """Each named real card's compiled facts include every fact of `want`,
    and none contains a part listed for it in `absent`."""
    found = real_facts(set(want) | set(absent or {}))
    for name, facts in want.items():
        for w in facts:
            assert w in found[name], (name, w)
    for name, parts in (absent or {}).items():
        for part in parts:
            assert not any(part in f for f in found[name]), (name, part)


def compiled(card: dict) -> set[str]:
    """The card facts the compiler writes for one record, as text."""
    return {str(f) for f in symbol_facts(compile_card(from_mapping(card, "test")))}


def import_cards(tmp_path: Path, monkeypatch, records: list[dict | str]) -> Path:
    """`judge cards import` of the records (dicts, or JSON lines as read from
    the card data) into a store under tmp_path, where the library finds
    them; every compiled card passes the card-facts check. Returns the
    folder of compiled cards (tests/conftest.py clears the library after
    the test)."""
    data = tmp_path / "cards.jsonl"
    data.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records), encoding="utf-8")
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "store"))
    library.cache_clear()
    assert main(["cards", "import", str(data)]) == 0
    store = tmp_path / "store" / "cards"
    for path in store.glob("*.lp"):
        check_file(path)
    return store


def expectations_hold(text: str, filename: str = "imported.yaml") -> None:
    """The scenario's `expect:` block holds for what the engine derives (a
    refusal too, when the block expects one)."""
    [scenario] = load_text(text, filename)
    try:
        judgment, error = ask(scenario), None
    except JudgeError as refused:
        judgment, error = None, refused
    assert differences(scenario, judgment, error) == []
