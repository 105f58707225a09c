"""Values read back from the save file are untrusted: bounded before they are parsed, checked by shape after.

`read_json` refuses a text too long or nested too deeply before `json.loads` sees it (no stored text can exhaust
the parser's stack or the memory); the parsed value then passes its schema (game/records.py). The small
predicates say what a count, a number of seconds and a finite number are (for the store's plain columns).
"""
from __future__ import annotations

import json
import math
import re
from typing import Any

from game.logic.words import Msg


LARGEST = 10 ** 8  # seconds (over three years of play) or a count: anything larger is damage


def is_finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= LARGEST


def is_seconds(value: Any) -> bool:
    return is_finite(value) and 0 <= value <= LARGEST


# --- values read back from the file: bounded before they are parsed --------------------------------------------

MAX_JSON_CHARS = 8_000_000  # a save at MAX_SAVED_MOVES short move texts is about 1.5 million characters
MAX_JSON_DEPTH = 32         # the deepest value the game writes is a few levels deep
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)  # a JSON string, quotes and escapes included
_JSON_BRACKET = re.compile(r"[\[\]{}]")


def read_json(text: Any) -> tuple[Any, Msg | None]:
    """The JSON value of a text read from the file, and None; or None and what is wrong with it. Its length and
    its nesting (counted from its brackets outside strings) are checked before it is parsed, so no stored text
    can exhaust the parser's stack or the memory. NaN and Infinity are not JSON."""
    if not isinstance(text, str):
        return None, Msg("it is not text")
    if len(text) > MAX_JSON_CHARS:
        return None, Msg("it is {length} characters long, more than {most}", length=len(text), most=MAX_JSON_CHARS)
    if json_depth(text) > MAX_JSON_DEPTH:
        return None, Msg("it is nested more than {most} levels deep", most=MAX_JSON_DEPTH)

    def refuse(constant: str) -> Any:
        raise ValueError(constant)
    try:
        return json.loads(text, parse_constant=refuse), None
    except (ValueError, RecursionError):
        return None, Msg("it is not readable")


def json_depth(text: str) -> int:
    """How deeply the brackets of a JSON text nest, strings left out (stops counting past MAX_JSON_DEPTH)."""
    depth = deepest = 0
    for bracket in _JSON_BRACKET.finditer(_JSON_STRING.sub("", text)):
        depth += 1 if bracket.group() in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > MAX_JSON_DEPTH:
            break
    return deepest
