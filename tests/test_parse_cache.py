"""The rule base's main.lp only #includes the other files: its parse, kept
for the process, must count as changed when an included file changed, or a
long-running process (a test run, a server) fills the caches on disk, keyed
by a digest of the files as they are now, with the rules as they were."""

from __future__ import annotations

from pyfacade.inputs import vocabulary


def test_main_program_is_parsed_again_when_an_included_file_changes(tmp_path, monkeypatch):
    (tmp_path / "part").mkdir()
    main = tmp_path / "main.lp"
    main.write_text('#include "part/rules.lp".\n', encoding="utf-8")
    part = tmp_path / "part" / "rules.lp"
    part.write_text("a.\n", encoding="utf-8")
    monkeypatch.setattr(vocabulary, "ASP_DIR", tmp_path)
    monkeypatch.setattr(vocabulary, "MAIN_PROGRAM", main)
    assert any(str(s) == "a." for s in vocabulary.parse(main))
    part.write_text("b :- c.\n", encoding="utf-8")
    got = [str(s) for s in vocabulary.parse(main)]
    assert "b :- c." in got and "a." not in got
