"""`judge cards`: the cards the engine knows, one card's facts, checking a
folder of card files, and the card-facts vocabulary.

    judge cards                  list the known cards (bundled and JUDGE_CARDS)
    judge cards NAME             show one card (by name or key): its facts by
                                 effect number, its quoted text, what is not modelled
    judge cards --check DIR...   check folders of card files (exit 2 on any error)
    judge cards --vocabulary     the declared vocabulary (--write docs/card-facts.md updates it)
    --json                       JSON for the list, a card and a check

Actions: the first word after `cards` may name an action instead of a card.
`ACTIONS` maps the word to a function `run(args, rest) -> exit code`, where
`rest` is the words after it; add an action by adding an entry (planned:
`import PATH` and `stats PATH`, issue 15). A card whose name is an action
word is still shown by its key.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..inputs.cards import CardEntry, CardLibrary, library
from ..errors import JudgeError
from ..paths import CARDS_DIR
from ..inputs.vocabulary import Card, CardFile, reference, vocabulary, write_document

ACTIONS: dict[str, object] = {}


def register(commands) -> None:
    """Adds `judge cards` to the CLI's subcommands."""
    cmd = commands.add_parser("cards", help="list the known cards, show one, or check card files")
    cmd.add_argument("words", nargs="*", metavar="NAME",
                     help="a card name or key to show (or an action word; see pyfacade/output/catalogue.py)")
    cmd.add_argument("--check", nargs="+", metavar="DIR", help="check folders of card facts files; exit 2 on any error")
    cmd.add_argument("--vocabulary", action="store_true", help="print the declared card-facts vocabulary (Markdown)")
    cmd.add_argument("--write", metavar="FILE", help="with --vocabulary: rewrite the generated section of FILE (docs/card-facts.md)")
    cmd.add_argument("--json", action="store_true", help="print JSON")
    cmd.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.vocabulary:
        if args.write:
            write_document(Path(args.write))
        else:
            print(reference(), end="")
        return 0
    if args.check:
        return _check(args.check, args.json)
    if args.words and args.words[0] in ACTIONS:
        return ACTIONS[args.words[0]](args, args.words[1:])
    lib = library()
    if not args.words:
        entries = sorted(lib.by_key.values(), key=lambda e: e.name.casefold())
        if args.json:
            print(json.dumps([_entry_json(e) for e in entries], indent=2))
        else:
            for e in entries:
                print(f"{e.name}  [{e.key}]" + ("" if e.bundled else "  (compiled from card text)" if e.compiled else f"  (user: {e.path})"))
            print(f"{len(entries)} cards")
        return 0
    name = " ".join(args.words)
    entry = lib.by_key.get(name) or lib.lookup(name, "judge cards")
    checked = lib.checked(entry)  # a compiled card is checked on first use
    card = checked.cards[entry.key]
    shown = card_json(entry, card, checked)
    print(json.dumps(shown, indent=2) if args.json else render_card(shown), end="\n" if args.json else "")
    return 0


def _check(dirs: list[str], as_json: bool) -> int:
    folders = [Path(d) for d in dirs]
    # Checked as they would load: after the bundled cards (a key or name twice is an error).
    extra = [f for f in folders if f.resolve() != CARDS_DIR.resolve()]
    try:
        lib = CardLibrary([CARDS_DIR, *extra])
    except JudgeError as exc:
        if as_json:
            print(json.dumps({"ok": False, "problems": exc.problems}, indent=2))
            return 2
        raise
    files = [p for p in lib.files if any(p.parent.resolve() == f.resolve() for f in folders)]
    cards = sum(len(lib.files[p].cards) for p in files)
    if as_json:
        print(json.dumps({"ok": True, "files": len(files), "cards": cards, "problems": []}, indent=2))
    else:
        print(f"{len(files)} card files, {cards} cards: no problems")
    return 0


def _entry_json(e: CardEntry) -> dict:
    return {"key": e.key, "name": e.name, "file": str(e.path), "bundled": e.bundled}


def _effect_position(predicate: str, arity: int) -> int | None:
    """Where a card fact holds its effect number (declared kind `effect`)."""
    for d in vocabulary().kinds["fact"].get(predicate, []):
        if len(d.args) == arity and "effect" in d.args:
            return d.args.index("effect")
    return None


def card_json(entry: CardEntry, card: Card, checked: CardFile) -> dict:
    """One card: its facts grouped by effect number, the comments above
    them (the quoted card text) and what is not modelled."""
    effects: dict[int, dict] = {}
    general: list[str] = []
    not_modelled: list[str] = []
    comments = _comment_blocks(checked, card)
    card_comments: list[str] = []
    for fact in card.facts:
        block = comments.get(fact.line)
        if fact.predicate == "not_modelled":
            number = fact.args[1].name
            if number == 0:
                not_modelled.append(fact.args[2].name)
            else:
                effects.setdefault(number, _effect(number))["not_modelled"].append(fact.args[2].name)
            continue
        pos = _effect_position(fact.predicate, len(fact.args))
        if pos is None:
            general.append(str(fact))
            if block:
                card_comments += block
            continue
        number = fact.args[pos].name
        effect = effects.setdefault(number, _effect(number))
        if fact.predicate == "effect":
            effect["kind"] = str(fact.args[2].name)
        effect["facts"].append(str(fact))
        if block:
            effect["text"] += block
    return {**_entry_json(entry), "facts": general, "text": card_comments,
            "effects": [effects[n] for n in sorted(effects)], "not_modelled": not_modelled}


def _effect(number: int) -> dict:
    return {"number": number, "kind": None, "text": [], "facts": [], "not_modelled": []}


def _comment_blocks(checked: CardFile, card: Card) -> dict[int, list[str]]:
    """Fact line -> the comment lines directly above it (after the fact before)."""
    lines = sorted({f.line for c in checked.cards.values() for f in c.facts})
    out: dict[int, list[str]] = {}
    previous = 0
    for line in lines:
        block = [text.lstrip("%").strip() for at, text in checked.comments if previous < at < line]
        if block:
            out[line] = block
        previous = line
    return out


def render_card(shown: dict) -> str:
    out = [f"{shown['name']}  [{shown['key']}]", f"  file: {shown['file']}" + ("" if shown["bundled"] else " (user)")]
    out += [f"  {line}" for line in shown["text"]]
    out += [f"  {fact}." for fact in shown["facts"]]
    for effect in shown["effects"]:
        out.append("")
        out.append(f"Effect {effect['number']}" + (f" ({effect['kind']})" if effect["kind"] else " (no effect/3 fact: not modelled at all)"))
        out += [f"  {line}" for line in effect["text"]]
        out += [f"  {fact}." for fact in effect["facts"]]
        out += [f"  NOT MODELLED: \"{text}\"" for text in effect["not_modelled"]]
    if shown["not_modelled"]:
        out.append("")
        out.append("Not modelled (the card as a whole):")
        out += [f"  \"{text}\"" for text in shown["not_modelled"]]
    return "\n".join(out) + "\n"
