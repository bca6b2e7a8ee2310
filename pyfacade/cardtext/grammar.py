"""The punctuation grammar of Problem-Solving Card Text (lark, LALR).

A text is sentences; a sentence is segments separated by ":" (the end of an
activation condition) and ";" (the end of a cost or target); quoted card
names and parenthesised asides are single tokens, so their punctuation never
splits anything. What each segment means is read by templates.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError

_GRAMMAR = r"""
start: sentence*
sentence: segment (SEP segment)* "."
segment: _piece+
_piece: QUOTED | PAREN | TEXT | COMMA | BULLET
QUOTED: /"[^"]*"/
PAREN: /\((?:[^()]|\([^()]*\))*\)/
TEXT: /[^\s"().:;,●][^"().:;,●]*/
COMMA: ","
BULLET: "●"
SEP: ":" | ";"
%ignore /\s+/
"""

_PARSER = Lark(_GRAMMAR, parser="lalr")


@dataclass
class Sentence:
    segments: list[str]  # texts between separators, stripped
    seps: list[str]  # ":" or ";" between them

    @property
    def text(self) -> str:
        out = self.segments[0]
        for sep, seg in zip(self.seps, self.segments[1:]):
            out += f"{sep} {seg}"
        return out + "."


class _ToSentences(Transformer):
    """Segments keep the exact original text between their first and last token."""

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def segment(self, tokens: list[Token]) -> str:
        return " ".join(self.text[tokens[0].start_pos:tokens[-1].end_pos].split())

    def sentence(self, items) -> Sentence:
        segs = [i for i in items if not isinstance(i, Token)]
        seps = [str(i) for i in items if isinstance(i, Token) and i.type == "SEP"]
        return Sentence(segs, seps)

    def start(self, items) -> list[Sentence]:
        return list(items)


def sentences(text: str) -> list[Sentence] | None:
    """The sentences of a card text, or None when it does not fit the
    grammar (then the caller abstains on it)."""
    text = text.strip()
    if not text:
        return []
    if not text.endswith("."):
        text += "."
    # an unquoted dotted abbreviation ("E.C. Counters") ends no sentence: its dots are parsed as letters, the
    # segments keep the original text
    masked = re.sub(r"\b(?:[A-Z]\.){2,}", lambda m: m.group().replace(".", "\u2024"), text)
    try:
        return _ToSentences(text).transform(_PARSER.parse(masked))
    except LarkError:
        return None
