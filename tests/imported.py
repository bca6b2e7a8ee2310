"""Helpers shared by the tests that import cards from card text and judge
scenarios that name them."""

from __future__ import annotations

import json
from pathlib import Path

from pyfacade import ask, load_text
from pyfacade.cli import main
from pyfacade.corpus.expectations import differences
from pyfacade.errors import JudgeError
from pyfacade.inputs.cards import library


def import_cards(tmp_path: Path, monkeypatch, records: list[dict | str]) -> Path:
    """`judge cards import` of the records (dicts, or JSON lines as read from
    the card data) into a store under tmp_path, where the library finds
    them; returns the folder of compiled cards."""
    data = tmp_path / "cards.jsonl"
    data.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records), encoding="utf-8")
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "store"))
    library.cache_clear()
    assert main(["cards", "import", str(data)]) == 0
    return tmp_path / "store" / "cards"


def expectations_hold(text: str, filename: str = "imported.yaml") -> None:
    """The scenario's `expect:` block holds for what the engine derives (a
    refusal too, when the block expects one)."""
    [scenario] = load_text(text, filename)
    try:
        judgment, error = ask(scenario), None
    except JudgeError as refused:
        judgment, error = None, refused
    assert differences(scenario, judgment, error) == []
