"""A refusal (a play the rules forbid) names the rule, its source and what
made it apply: in plain words with card names for people, as terms in the
JSON (issue 11)."""

from __future__ import annotations

import json
import textwrap

from pyfacade.cli import main

LP_COST = textwrap.dedent("""\
    name: an LP cost of 1000 with 500 LP
    cards:
      - {id: drain, name: Skill Drain, owner: you, zone: spell_trap_zone, face: down}
    life_points: {you: 500}
    actions:
      - chain: [{card: drain}]
    """)

FULL_FIELD = textwrap.dedent("""\
    name: Monster Reborn onto a full field
    cards:
      - {id: m1, name: Sangan, owner: you, zone: monster_zone}
      - {id: m2, name: Sangan, owner: you, zone: monster_zone}
      - {id: m3, name: Sangan, owner: you, zone: monster_zone}
      - {id: m4, name: Sangan, owner: you, zone: monster_zone}
      - {id: m5, name: Sangan, owner: you, zone: monster_zone}
      - {id: reborn, name: Monster Reborn, owner: you, zone: hand}
      - {id: dm, name: Dark Magician, owner: opp, zone: gy}
    actions:
      - chain: [{card: reborn, targets: [dm]}]
    """)


def test_text_refusals_show_card_names_and_plain_words(tmp_path, capsys):
    for text, words, term in [(LP_COST, "[cannot pay 1000 LP (has 500)]", "cannot_pay("),
                              (FULL_FIELD, "[Dark Magician [dm] finds no free zone: 6 cards there, at most 5, at step 2]",
                               "no_free_zone(")]:
        path = tmp_path / "case.yaml"
        path.write_text(text)
        assert main(["ask", str(path)]) == 2
        err = capsys.readouterr().err
        assert words in err and term not in err, err


def test_json_lines_keep_the_refusal_as_terms(tmp_path, capsys):
    path = tmp_path / "two.yaml"
    path.write_text(LP_COST + "---\n" + FULL_FIELD)
    assert main(["ask", str(path), "--json"]) == 2
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert first["illegal"] == [{"at": "chain link 1.1 (Skill Drain)", "rule": "r_lp_cost",
                                 "source": first["illegal"][0]["source"], "text": first["illegal"][0]["text"],
                                 "detail": "cannot_pay(1000, has(500))"}]
    assert second["illegal"][0]["rule"] == "r_zone_limit"
    assert second["illegal"][0]["detail"] == 'no_free_zone(dm (Dark Magician), holds(6, at_most(5), step(2)))'
