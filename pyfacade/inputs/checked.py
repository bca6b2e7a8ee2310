"""Card-file checks kept on disk, so that a new process does not check
every card file against the vocabulary again (issue 16: that was most of
`judge ask`'s start-up).

What a check of a *clean* file yields (its cards, overrides and the facts
to ground) is stored under a key made of the file's path and contents, the
rule base's contents (where the vocabulary is declared), the checker's own
source and the package version: any change to one of them checks the file
again. A file with a problem is never stored: it is checked every time,
so its errors read exactly as vocabulary.check_file reports them.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..errors import JudgeError
from ..paths import ASP_DIR
from ..solve.prune import cache_dir, files_key, write_cache
from . import vocabulary


@dataclass(frozen=True)
class Summary:
    """What the card library and the engine need of a checked card file."""

    path: Path
    cards: dict[str, tuple[str, int]]  # key -> (printed name, line of its first fact)
    overrides: dict[str, int]  # key -> line of its overrides/1 fact
    facts: str  # the facts to ground, as text


@lru_cache(maxsize=1)
def _checker_key() -> bytes:
    """The rule base (its vocab/4 declarations), this checker and the package version."""
    from importlib.metadata import PackageNotFoundError, version
    digest = hashlib.sha256(files_key([*sorted(ASP_DIR.rglob("*.lp")), Path(vocabulary.__file__), Path(__file__)]).encode())
    try:
        digest.update(version("yugioh-judge").encode())
    except PackageNotFoundError:
        pass
    return digest.digest()


def summary(path: Path) -> Summary:
    """The checked card file (from the disk cache when it was clean before);
    raises JudgeError with every problem, as vocabulary.check_file does."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError:
        data = None  # check_file says why it cannot be read
    if data is not None:
        key = hashlib.sha256(_checker_key() + str(path).encode() + b"\0" + data).hexdigest()[:32]
        cache = cache_dir() / f"cardcheck-{key}.json"
        try:
            return _from_json(path, json.loads(cache.read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError, KeyError):
            pass  # not checked yet, or a damaged entry: check it
    checked = vocabulary.check_file(path)  # raises on any problem: nothing is stored
    stored = {"cards": {key: [card.name, card.facts[0].line] for key, card in checked.cards.items()},
              "overrides": checked.overrides,
              "facts": "\n".join(str(s) for s in checked.statements if s.ast_type != vocabulary.ast.ASTType.Program)}
    try:
        unchanged = data is not None and path.read_bytes() == data
    except OSError:
        unchanged = False
    if unchanged:  # the file did not change while it was checked
        write_cache(cache, json.dumps(stored))
    return _from_json(path, stored)


def summaries(paths: list[Path]) -> list[Summary | JudgeError]:
    """summary() of each file, in order (the JudgeError of a file with a
    problem in its place). When every file is clean, all of them are kept
    in one more entry, keyed by the checker and every path and content, so
    that the card library reads one entry instead of one per file."""
    try:
        datas = [Path(path).read_bytes() for path in paths]
    except OSError:
        datas = None
    if datas is not None:
        digest = hashlib.sha256(_checker_key())
        for path, data in zip(paths, datas):
            digest.update(str(path).encode() + b"\0" + hashlib.sha256(data).digest())
        cache = cache_dir() / f"cardfolder-{digest.hexdigest()[:32]}.json"
        try:
            stored = json.loads(cache.read_text(encoding="utf-8"))
            return [_from_json(Path(path), entry) for path, entry in zip(paths, stored, strict=True)]
        except (OSError, ValueError, TypeError, KeyError):
            pass  # not stored yet, or a damaged entry: read each file's
    found: list[Summary | JudgeError] = []
    for path in paths:
        try:
            found.append(summary(path))
        except JudgeError as exc:
            found.append(exc)
    if datas is not None and all(isinstance(s, Summary) for s in found):
        try:
            unchanged = all(Path(path).read_bytes() == data for path, data in zip(paths, datas))
        except OSError:
            unchanged = False
        if unchanged:
            write_cache(cache, json.dumps([{"cards": {key: list(card) for key, card in s.cards.items()},
                                            "overrides": s.overrides, "facts": s.facts} for s in found]))
    return found


def _from_json(path: Path, stored: dict) -> Summary:
    cards = {str(key): (str(name), int(line)) for key, (name, line) in stored["cards"].items()}
    overrides = {str(key): int(line) for key, line in stored["overrides"].items()}
    if not isinstance(stored["facts"], str):
        raise TypeError("facts")
    return Summary(path, cards, overrides, stored["facts"])
