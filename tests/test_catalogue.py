"""`judge cards`: the catalogue of known cards, one card shown, folders of
card files checked."""

from __future__ import annotations

import json


from pyfacade.output import catalogue
from pyfacade.inputs.cards import library
from pyfacade.cli import main
from pyfacade.paths import CARDS_DIR
from test_vocabulary import GOOD, write


def test_list_names_every_bundled_card(capsys):
    assert main(["cards"]) == 0
    out = capsys.readouterr().out
    assert "Mystical Space Typhoon  [mystical_space_typhoon]" in out
    assert f"{len(list(CARDS_DIR.glob('*.lp')))} cards" in out


def test_list_as_json(capsys):
    assert main(["cards", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)
    reborn = next(c for c in cards if c["key"] == "monster_reborn")
    assert reborn == {"key": "monster_reborn", "name": "Monster Reborn", "file": str(CARDS_DIR / "monster_reborn.lp"),
                      "bundled": True}


def test_list_includes_user_cards(tmp_path, monkeypatch, capsys):
    write(tmp_path, GOOD)
    monkeypatch.setenv("JUDGE_CARDS", str(tmp_path))
    library.cache_clear()
    try:
        assert main(["cards"]) == 0
    finally:
        library.cache_clear()
    assert "My Trap  [my_trap]  (user: " in capsys.readouterr().out


def test_show_groups_facts_by_effect_with_the_quoted_text(capsys):
    assert main(["cards", "Infinite", "Impermanence"]) == 0
    out = capsys.readouterr().out
    assert "Effect 1 (card_activation)" in out
    assert '"Target 1 face-up monster your opponent controls; negate its effects' in out
    assert "op(infinite_impermanence, 1, 2, negate_column(spell_trap_effects))." in out


def test_show_by_key_as_json_with_what_is_not_modelled(capsys):
    assert main(["cards", "dyson_sphere", "--json"]) == 0
    card = json.loads(capsys.readouterr().out)
    assert [e["number"] for e in card["effects"]] == [1, 2, 3]
    first, second, _ = card["effects"]
    assert first["kind"] is None and first["not_modelled"][0].startswith("During your Main Phase 1")
    assert second["kind"] == "quick" and "op(dyson_sphere, 2, 1, negate_attack)" in second["facts"]
    assert any("Once per Battle Step" in line for line in second["text"])


def test_show_the_card_as_a_whole_not_modelled(capsys):
    assert main(["cards", "Sky Striker Ace - Raye"]) == 0
    out = capsys.readouterr().out
    assert "Not modelled (the card as a whole):" in out and "Extra Monster Zone" in out


def test_an_unknown_card_suggests_the_nearest_names(capsys):
    assert main(["cards", "Mistical Space Typhon"]) == 2
    assert "did you mean 'Mystical Space Typhoon'" in capsys.readouterr().err


def test_check_a_good_folder(tmp_path, capsys):
    write(tmp_path, GOOD)
    assert main(["cards", "--check", str(tmp_path)]) == 0
    assert "1 card files, 1 cards: no problems" in capsys.readouterr().out


def test_check_the_bundled_cards(capsys):
    assert main(["cards", "--check", str(CARDS_DIR)]) == 0


def test_check_a_bad_folder_exits_2_naming_file_line_and_term(tmp_path, capsys):
    path = write(tmp_path, GOOD + "usage_limit(my_trap, 1, once_per_trun).\n")
    assert main(["cards", "--check", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:7:" in err and "once_per_trun" in err and "'once_per_turn'" in err


def test_check_as_json(tmp_path, capsys):
    write(tmp_path, GOOD.replace("My Trap", "Dark Hole"))
    assert main(["cards", "--check", str(tmp_path), "--json"]) == 2
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is False and "dark_hole.lp" in report["problems"][0]


def test_check_a_missing_folder(tmp_path, capsys):
    assert main(["cards", "--check", str(tmp_path / "nowhere")]) == 2
    assert "no such card folder" in capsys.readouterr().err


def test_vocabulary_prints_the_reference(capsys):
    assert main(["cards", "--vocabulary"]) == 0
    assert "| `destroy(selector)` |" in capsys.readouterr().out


def test_actions_can_be_added(monkeypatch, capsys):
    """Later actions (`judge cards import PATH`, `judge cards stats PATH`)
    plug into ACTIONS and get the words after them."""
    monkeypatch.setitem(catalogue.ACTIONS, "stats", lambda args, rest: print("stats of", rest) or 0)
    assert main(["cards", "stats", "some/path"]) == 0
    assert "stats of ['some/path']" in capsys.readouterr().out


def test_quoted_text_keeps_its_quotes(capsys):
    assert main(["cards", "Elemental HERO Stratos", "--json"]) == 0
    card = json.loads(capsys.readouterr().out)
    assert card["effects"][0]["not_modelled"] == ['up to the number of "HERO" monsters you control, except this card.']
