"""Card-file checks kept on disk (pyfacade/inputs/checked.py): a cached
result never hides an error, and any change to the file, the vocabulary or
the checker checks it again."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyfacade.cli import main
from pyfacade.errors import JudgeError
from pyfacade.inputs import checked, vocabulary
from pyfacade.inputs.cards import CardLibrary, library
from pyfacade.paths import CARDS_DIR
from pyfacade.solve.engine import card_program

GOOD = """\
card_name(my_trap, "My Trap").
card_type(my_trap, trap). subtype(my_trap, normal).
effect(my_trap, 1, card_activation).
target(my_trap, 1, 1, card, field, any).
op(my_trap, 1, 1, destroy(target(1))).
"""
BAD = GOOD + "op(my_trap, 1, 1, destory(target(1))).\n"
EXAMPLE = str(Path(__file__).parent.parent / "examples" / "ghost-belle-vs-monster-reborn.yaml")


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(folder))
    return folder


@pytest.fixture
def checks(monkeypatch):
    """How many files were checked in full (not read from the cache)."""
    seen: list[Path] = []
    real = vocabulary.check_file

    def counting(path, *args):
        seen.append(Path(path))
        return real(path, *args)

    monkeypatch.setattr(vocabulary, "check_file", counting)
    return seen


def problems(action) -> list[str]:
    with pytest.raises(JudgeError) as info:
        action()
    return info.value.problems


def test_clean_checks_are_kept_and_read_back_the_same(tmp_path, cache, checks):
    mine = tmp_path / "cards"
    mine.mkdir()
    (mine / "my_trap.lp").write_text(GOOD, encoding="utf-8")
    first = CardLibrary([CARDS_DIR, mine])
    assert len(checks) == len(first.files) and len(list(cache.glob("cardcheck-*.json"))) == len(first.files)
    checks.clear()
    again = CardLibrary([CARDS_DIR, mine])
    assert checks == []  # every file from the cache
    assert again.by_key == first.by_key and again.by_name == first.by_name
    assert {p: (s.cards, s.overrides, s.facts) for p, s in again.files.items()} == \
        {p: (s.cards, s.overrides, s.facts) for p, s in first.files.items()}
    path = CARDS_DIR / "monster_reborn.lp"
    assert [str(s) for s in card_program(path)][1:] == \
        [str(s) for s in vocabulary.check_file(path).statements if s.ast_type != vocabulary.ast.ASTType.Program]


def test_a_cached_check_never_hides_an_error(tmp_path, cache):
    mine = tmp_path / "cards"
    mine.mkdir()
    path = mine / "my_trap.lp"
    path.write_text(GOOD, encoding="utf-8")
    CardLibrary([CARDS_DIR, mine])  # the clean file is cached
    path.write_text(BAD, encoding="utf-8")
    expected = problems(lambda: vocabulary.check_file(path))
    assert f"{path}:6:" in expected[0] and "'destroy'" in expected[0]
    for _ in range(2):  # cold and warm alike: errors are never cached
        assert problems(lambda: CardLibrary([CARDS_DIR, mine])) == expected
        assert problems(lambda: checked.summary(path)) == expected
    assert not any("destory" in entry.read_text() for entry in cache.glob("cardcheck-*.json"))
    path.write_text(GOOD, encoding="utf-8")  # fixed: loads again
    assert "my_trap" in CardLibrary([CARDS_DIR, mine]).by_key


def test_a_changed_vocabulary_or_checker_checks_every_file_again(cache, checks, monkeypatch):
    CardLibrary([CARDS_DIR])
    checks.clear()
    monkeypatch.setattr(checked, "_checker_key", lambda: b"another rule base")
    CardLibrary([CARDS_DIR])
    assert len(checks) == len(list(CARDS_DIR.glob("*.lp")))


def test_a_damaged_cache_entry_is_checked_again(cache, checks):
    first = CardLibrary([CARDS_DIR])
    for entry in [*cache.glob("cardcheck-*.json"), *cache.glob("cardfolder-*.json")]:
        entry.write_text('{"cards": {"x": 1}', encoding="utf-8")
    checks.clear()
    again = CardLibrary([CARDS_DIR])
    assert again.by_key == first.by_key and len(checks) == len(first.files)


def test_a_folder_is_read_from_one_entry_until_one_of_its_files_changes(tmp_path, cache, checks, monkeypatch):
    mine = tmp_path / "cards"
    mine.mkdir()
    path = mine / "my_trap.lp"
    path.write_text(GOOD, encoding="utf-8")
    first = CardLibrary([CARDS_DIR, mine])
    assert len(list(cache.glob("cardfolder-*.json"))) == 2  # one a folder
    checks.clear()
    real = checked.summary
    monkeypatch.setattr(checked, "summary", lambda path: pytest.fail(f"{path} read alone"))
    again = CardLibrary([CARDS_DIR, mine])  # each folder from its one entry
    assert checks == [] and again.by_key == first.by_key
    assert {p: (s.cards, s.overrides, s.facts) for p, s in again.files.items()} == \
        {p: (s.cards, s.overrides, s.facts) for p, s in first.files.items()}
    monkeypatch.setattr(checked, "summary", real)
    path.write_text(GOOD.replace("My Trap", "My Other Trap"), encoding="utf-8")
    checks.clear()
    changed = CardLibrary([CARDS_DIR, mine])  # only the changed file is checked again
    assert checks == [path] and changed.by_key["my_trap"].name == "My Other Trap"


def test_a_users_judge_cards_file_is_cached_and_its_errors_still_reported(tmp_path, cache, monkeypatch, capsys):
    mine = tmp_path / "cards"
    mine.mkdir()
    path = mine / "my_trap.lp"
    path.write_text(GOOD, encoding="utf-8")
    monkeypatch.setenv("JUDGE_CARDS", str(mine))
    library.cache_clear()
    try:
        # an empty cache: this process analyses the rule base first (a generous time limit for a loaded machine)
        assert main(["ask", EXAMPLE, "--timeout", "600"]) == 0
        path.write_text(BAD, encoding="utf-8")
        library.cache_clear()
        assert main(["ask", EXAMPLE, "--timeout", "600"]) == 2
    finally:
        library.cache_clear()
    err = capsys.readouterr().err
    assert f"{path}:6:" in err and "destory(target(1))" in err and "'destroy'" in err
