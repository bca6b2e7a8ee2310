"""Regular expressions compiled once. The compiler matches several thousand
distinct patterns (many built from word lists), more than the `re` module's
own cache holds (512), so with `re.fullmatch(pattern, ...)` most calls
compiled their pattern again: two thirds of the compile time."""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=None)
def compiled(pattern, flags: int = 0) -> re.Pattern:
    return re.compile(pattern, flags)


def fullmatch(pattern, string: str, flags: int = 0) -> re.Match | None:
    return compiled(pattern, flags).fullmatch(string)


def match(pattern, string: str, flags: int = 0) -> re.Match | None:
    return compiled(pattern, flags).match(string)


def search(pattern, string: str, flags: int = 0) -> re.Match | None:
    return compiled(pattern, flags).search(string)
